"""a08 - private lab, Manaus. Urinalysis (Urina tipo I / EAS) with density
"1.020" (dot), qualitative strip results, sediment per mL (value and unit in the
same cell), urine culture with colony count "> 100.000 UFC/mL",
microalbuminuria with albumin/creatinine ratio. DUM printed."""
from specs.common import *

D = "2025-02-05"
COLS = [("", 36, "L"), ("Resultado", 30, "L"), ("Valores de referência", 44, "L")]


def Q(name, vt, ref, key, bold=()):
    """qualitative / unitless row"""
    return Row([name, vt, ref], [Res(name, vt, "", key)], bold=bold)


def U(name, vt, unit, ref, key, dec=",", bold=()):
    """value and unit printed together in the result cell"""
    return Row([name, (vt + " " + unit).strip(), ref], [Res(name, vt, unit, key, dec=dec)], bold=bold)


B = (1,)

eas = Table(COLS, [
    G("EXAME FÍSICO"),
    Q("Cor", "Amarelo citrino", "Amarelo citrino", "u_color"),
    Q("Aspecto", "Ligeiramente turvo", "Límpido", "u_aspect", bold=B),
    U("Densidade", "1.020", "", "1.005 a 1.030", "u_sg", dec="."),
    G("EXAME QUÍMICO (tira reativa)"),
    U("pH", "6,0", "", "5,0 a 7,5", "u_ph"),
    Q("Proteínas", "Traços", "Negativo", "u_prot", bold=B),
    Q("Glicose", "Negativo", "Negativo", "u_glu"),
    Q("Corpos cetônicos", "Negativo", "Negativo", "u_ket"),
    Q("Hemoglobina", "Positivo (+)", "Negativo", "u_hb", bold=B),
    Q("Bilirrubina", "Negativo", "Negativo", "u_bili"),
    Q("Urobilinogênio", "Normal", "Normal", "u_ubg"),
    Q("Nitrito", "Positivo", "Negativo", "u_nit", bold=B),
    Q("Leucócitos (esterase)", "Positivo (++)", "Negativo", "u_le", bold=B),
    G("SEDIMENTOSCOPIA (citometria de fluxo, confirmada por microscopia)"),
    U("Leucócitos", "28.000", "/mL", "Até 10.000 /mL", "u_wbc_ml", bold=B),
    U("Hemácias", "6.000", "/mL", "Até 5.000 /mL", "u_rbc_ml", bold=B),
    Q("Células epiteliais", "Raras", "Raras a algumas", "u_epi"),
    Q("Cilindros hialinos", "Ausentes", "Ausentes", "u_hyal"),
    Q("Bactérias", "Aumentadas", "Ausentes ou raras", "u_bact", bold=B),
    Q("Filamentos de muco", "Presentes", "—", "u_mucus"),
], style="plain", dots_col=0)

cult = Table(COLS, [
    Q("Microrganismo isolado", "Escherichia coli", "Ausência de crescimento", "culture", bold=B),
    U("Contagem de colônias", "> 100.000", "UFC/mL", "Significativo: a partir de 100.000 UFC/mL", "colony", bold=B),
], style="plain", dots_col=0)

micro = Table(COLS, [
    U("Albumina urinária", "18,4", "mg/L", "Inferior a 30,0 mg/L", "u_alb"),
    U("Creatinina urinária", "96,2", "mg/dL", "28,0 a 217,0 mg/dL", "u_crea"),
    U("Relação albumina/creatinina", "19,1", "mg/g",
      "Normal: inferior a 30 mg/g\nAumentada: 30 a 300 mg/g\nMuito aumentada: superior a 300 mg/g", "u_acr"),
], style="plain", dots_col=0)

page = [
    Heading("URINA TIPO I — EAS (ELEMENTOS ANORMAIS E SEDIMENTOSCOPIA)", [
        "Material: urina, jato médio — primeira micção da manhã",
        "Método: tira reativa com leitura automatizada; sedimentoscopia por citometria de fluxo"], style="fill"),
    eas,
    Heading("UROCULTURA COM CONTAGEM DE COLÔNIAS", [
        "Material: urina, jato médio (mesma amostra)",
        "Método: semeadura quantitativa em ágar CLED e meio cromogênico; identificação por MALDI-TOF"], style="fill"),
    cult,
    Para("Antibiograma: ver laudo complementar nº 25-0205-0331, liberado em 07/02/2025.", size=0.88),
    Heading("MICROALBUMINÚRIA — AMOSTRA ISOLADA", [
        "Material: urina (amostra isolada)",
        "Método: imunoturbidimetria (albumina); colorimétrico cinético (creatinina)"], style="fill"),
    micro,
    Para("Liberado por Dra. Raimunda C. Tavares — CRBM-AM 3.021.", size=0.88),
]

REPORT = Report(
    id="a08",
    lab="Amazônia Diagnósticos Laboratório Clínico",
    default_date=D,
    theme=dict(font="sans", size=8.5, accent="#006d77"),
    header=dict(style="band", name="Amazônia Diagnósticos", tag="Laboratório Clínico",
                lines=["Av. Djalma Batista, 1.719 — Chapada — Manaus/AM — CEP 69050-010 — (92) 3232-8800 — RT: Dr. Sérgio A. Barbosa — CRM-AM 6.655"]),
    patient=dict(style="box", rows=[
        [("Paciente:", "Jéssica Caroline Souza Batista"), ("Sexo:", "Feminino"), ("Data de nasc.:", "09/05/1995")],
        [("DUM:", "20/01/2025"), ("Gestante:", "Não"), ("Requisição:", "MAO-25-011873")],
        [("Data da coleta:", "05/02/2025 06:50"), ("Recebimento:", "05/02/2025 08:10"), ("Liberação:", "07/02/2025 11:30")],
    ]),
    pages=[page],
    footer=["Amazônia Diagnósticos — Laboratório participante do Programa de Controle de Qualidade externo.",
            "Resultados referentes exclusivamente à amostra analisada."],
    page_label="Página {p} de {n}",
)
