"""a11 - private lab, Fortaleza. Prenatal panel, one exam per heading with
"Material / Metodo" lines and "Resultado:" rows (the marker name is the
heading), qualitative serologies, VDRL with titre, blood group, short urine
exam with sediment per field (p/campo) and density "1,015"; DUM printed."""
from specs.common import *

D = "2025-01-07"
COLS = [("", 26, "L"), ("", 26, "L"), ("", 48, "L")]


def E(title, material, method):
    return Heading(title, ["Material: %s   |   Método: %s" % (material, method)], style="caps")


def RS(label, vt, unit, ref, key, pname, bold=(), dec=","):
    cell = (vt + " " + unit).strip()
    return Row([label, cell, ref], [Res(pname, vt, unit, key, dec=dec)], bold=bold)


def T(*rows):
    return Table(COLS, list(rows), style="plain", header=False, size=1.0)


page1 = [
    E("TIPAGEM SANGUÍNEA ABO E FATOR Rh", "sangue total (EDTA)", "hemaglutinação em gel — provas direta e reversa"),
    T(RS("Grupo sanguíneo (ABO):", "O", "", "", "abo", "Grupo sanguíneo (ABO)", bold=(1,)),
      RS("Fator Rh (antígeno D):", "Positivo", "", "", "rh", "Fator Rh (antígeno D)", bold=(1,))),
    E("PESQUISA DE ANTICORPOS IRREGULARES (COOMBS INDIRETO)", "soro", "gel-teste com hemácias triadas"),
    T(RS("Resultado:", "Negativo", "", "Referência: Negativo", "ab_screen", "PESQUISA DE ANTICORPOS IRREGULARES (COOMBS INDIRETO)")),
    E("HIV 1 E 2 — ANTICORPOS E ANTÍGENO p24", "soro", "quimioluminescência (4ª geração)"),
    T(RS("Resultado:", "Não reagente", "", "Referência: Não reagente", "hiv", "HIV 1 E 2 — ANTICORPOS E ANTÍGENO p24")),
    E("HEPATITE B — ANTÍGENO DE SUPERFÍCIE (HBsAg)", "soro", "quimioluminescência"),
    T(RS("Resultado:", "Não reagente", "", "Referência: Não reagente", "hbsag", "HEPATITE B — ANTÍGENO DE SUPERFÍCIE (HBsAg)")),
    E("HEPATITE C — ANTICORPOS (ANTI-HCV)", "soro", "quimioluminescência"),
    T(RS("Resultado:", "Não reagente", "", "Referência: Não reagente", "hcv", "HEPATITE C — ANTICORPOS (ANTI-HCV)")),
    E("SÍFILIS — VDRL", "soro", "floculação (teste não treponêmico)"),
    T(RS("Resultado:", "Reagente", "", "Referência: Não reagente", "vdrl", "SÍFILIS — VDRL", bold=(1,)),
      RS("Título:", "1:8", "", "", "vdrl_titer", "Título", bold=(1,))),
    Para("Resultado reagente: recomenda-se teste treponêmico confirmatório (FTA-ABS ou quimioluminescência).",
         size=0.85, italic=True),
    E("TOXOPLASMOSE — ANTICORPOS IgG", "soro", "quimioluminescência"),
    T(RS("Resultado:", "42,6", "UI/mL", "Não reagente: inferior a 1,6 UI/mL\nIndeterminado: 1,6 a 2,9 UI/mL\nReagente: igual ou superior a 3,0 UI/mL",
         "toxo_igg", "TOXOPLASMOSE — ANTICORPOS IgG")),
    E("RUBÉOLA — ANTICORPOS IgG", "soro", "quimioluminescência"),
    T(RS("Resultado:", "28,4", "UI/mL", "Não reagente: inferior a 5,0 UI/mL\nIndeterminado: 5,0 a 9,9 UI/mL\nReagente: igual ou superior a 10,0 UI/mL",
         "rub_igg", "RUBÉOLA — ANTICORPOS IgG")),
]

page2 = [
    E("GLICOSE EM JEJUM", "plasma (fluoreto)", "enzimático — hexoquinase"),
    T(RS("Resultado:", "84", "mg/dL", "Gestantes: inferior a 92 mg/dL", "glu_fast", "GLICOSE EM JEJUM")),
    E("HEMOGLOBINA E HEMATÓCRITO", "sangue total (EDTA)", "automatizado"),
    T(RS("Hemoglobina:", "11,6", "g/dL", "Gestantes: igual ou superior a 11,0 g/dL", "hgb", "Hemoglobina"),
      RS("Hematócrito:", "34,9", "%", "Gestantes: 33,0 a 44,0 %", "hct", "Hematócrito")),
    E("TSH — HORMÔNIO TIREOESTIMULANTE", "soro", "quimioluminescência"),
    T(RS("Resultado:", "2,05", "µUI/mL", "1º trimestre: 0,10 a 2,50 µUI/mL\n2º trimestre: 0,20 a 3,00 µUI/mL\n3º trimestre: 0,30 a 3,00 µUI/mL",
         "tsh", "TSH — HORMÔNIO TIREOESTIMULANTE")),
    E("URINA TIPO I (resumo)", "urina, jato médio", "tira reativa e microscopia do sedimento"),
    T(RS("Densidade:", "1,015", "", "1,005 a 1,030", "u_sg", "Densidade"),
      RS("Nitrito:", "Negativo", "", "Negativo", "u_nit", "Nitrito"),
      RS("Leucócitos:", "4", "p/campo", "Até 5 p/campo", "u_wbc_hpf", "Leucócitos"),
      RS("Hemácias:", "1", "p/campo", "Até 3 p/campo", "u_rbc_hpf", "Hemácias")),
    E("UROCULTURA", "urina, jato médio", "semeadura quantitativa em ágar CLED"),
    T(RS("Resultado:", "Negativa", "", "Ausência de crescimento bacteriano significativo", "culture", "UROCULTURA")),
    Spacer(3),
    Para("Exames do 1º trimestre do pré-natal. Idade gestacional na coleta calculada pela DUM (14/11/2024): 7 semanas e 5 dias.",
         size=0.85, italic=True),
    Para("Liberado por Dr. Joaquim B. Feitosa — CRF-CE 2.894 em 09/01/2025.", size=0.9),
]

REPORT = Report(
    id="a11",
    lab="Laboratório Santa Clara Análises Clínicas",
    default_date=D,
    theme=dict(font="sans", size=8.5, accent="#1f5f99", pad="0.35mm 1.2mm",
               css=".h-caps .ht{border-bottom:0.2mm dashed #444;} .h{margin-top:2.6mm;}"),
    header=dict(style="center", name="LABORATÓRIO SANTA CLARA",
                lines=["Análises Clínicas — Rua Barão do Rio Branco, 1.071 — Centro — Fortaleza/CE — (85) 3252-1100",
                       "CNPJ 56.789.012/0001-34 — Responsável técnico: Dr. Joaquim B. Feitosa — CRF-CE 2.894"]),
    patient=dict(style="plain", rows=[
        [("Nome:", "Francisca Valéria Holanda Lima"), ("Idade:", "27 anos"), ("Data de nascimento:", "30/08/1997")],
        [("DUM:", "14/11/2024"), ("Solicitante:", "Dra. Ângela M. Pinheiro — CRM-CE 9.330"), ("Cadastro:", "07/01/2025")],
        [("Coleta:", "07/01/2025"), ("Impresso em:", "10/01/2025"), ("Convênio:", "SUS / Rede Cegonha")],
    ]),
    pages=[page1, page2],
    footer=["Laboratório Santa Clara — Os resultados de sorologia devem ser interpretados com a clínica e a epidemiologia.",
            "Laudo com validade somente com assinatura digital."],
    page_label="Pág. {p} de {n}",
)
