"""The 12 reports of set "au", each described once.  Everything here is invented."""
from loinc_catalog import C
from model import (R, P, Section, Text, Table, Leaders, Block, Cumulative, TwoCol,
                   Spacer, Lab, Style, Report)


def r(key, name, vt, unit="", ref="", flag="", label=None, prev=(), date=None, pair=None):
    code, analyte, alts = C[key]
    return R(name=name, value_text=vt, unit=unit, loinc=code, analyte=analyte,
             alts=tuple(alts), ref=ref, flag=flag, label=label, prev=tuple(prev),
             date=date, pair=pair)


def bl(heading, label, key, vt, unit="", flag="", prev=()):
    """A result line of a block layout.  printed_name = heading when the line
    label is the generic 'Resultado', else 'heading label'."""
    name = heading if label == "Resultado" else f"{heading} {label}"
    return r(key, name, vt, unit, flag=flag, label=label, prev=prev)


def split(name2lines):
    """Name printed on two lines -> (printed_name, label)."""
    a, b = name2lines.split("\n")
    return (a + b if a.endswith("-") else a + " " + b), name2lines


REPORTS = []

# =====================================================================================
# au01 — prenatal first-trimester panel, São Paulo/SP
# =====================================================================================
lab01 = Lab(
    name="Laboratório Vida Plena", tagline="Análises Clínicas e Medicina Diagnóstica",
    address="Rua Desembargador Aragão, 1.184 – Vila Mariana", city="São Paulo/SP",
    phone="(11) 5082-3317", cnpj="47.318.665/0001-20", cnes="7731412",
    site="www.vidaplenalab.com.br", rt="Dra. Beatriz Okamoto Salles – CRF-SP 48.217",
    signers=["Dra. Beatriz Okamoto Salles\nFarmacêutica-Bioquímica – CRF-SP 48.217",
             "Dr. Caio Henrique Vasconcelos\nBiomédico – CRBM 1ª Região 29.640"])
hiv01 = split("Anticorpos anti-HIV 1 e 2\n(Ag p24 + Ac, 4ª geração)")
REPORTS.append(Report(
    id="au01", lab=lab01,
    style=Style(font="dejavu-sans", base=8.2, small=6.9, title=15, accent="#8a1538",
                header="left", section="bar", patient_box="box", line_h=4.0),
    patient=[("Paciente", "Mariana Oliveira Castro"), ("Pedido nº", "0318-22541"),
             ("Data de nascimento", "14/07/1995"), ("Data do pedido", "14/03/2025"),
             ("Idade", "29 anos"), ("Coletado em", "18/03/2025 07:40"),
             ("Sexo", "Feminino"), ("Recebido em", "18/03/2025 08:12"),
             ("Médica solicitante", "Dra. Renata Figueira – CRM-SP 141.208"),
             ("Liberado em", "21/03/2025 16:05"),
             ("Convênio", "Saúde Paulista Premium"), ("DUM", "02/02/2025 (DPP 09/11/2025)")],
    collected_at_default="2025-03-18",
    footer_note="Impresso em 22/03/2025 09:31",
    pages=[
        [
            Section("HEMOGRAMA", "Material: sangue total (EDTA)"),
            Table(cols=["name", "result", "unit", "ref"],
                  headers=["Exame", "Resultado", "Unidade", "Valores de referência (gestante)"],
                  widths=[0.34, 0.18, 0.17, 0.31], rules=True, rows=[
                      "Eritrograma",
                      r("rbc", "Hemácias", "4,21", "milhões/mm³", "3,80 a 5,20"),
                      r("hgb", "Hemoglobina", "12,1", "g/dL", "11,0 a 15,0"),
                      r("hct", "Hematócrito", "36,4", "%", "33,0 a 45,0"),
                      r("mcv", "VCM", "86,5", "fL", "80,0 a 98,0"),
                      r("mch", "HCM", "28,7", "pg", "27,0 a 33,0"),
                      r("mchc", "CHCM", "33,2", "g/dL", "32,0 a 36,0"),
                      r("rdw", "RDW", "13,1", "%", "11,5 a 15,0"),
                      "Leucograma e plaquetas",
                      r("wbc", "Leucócitos", "8.950", "/mm³", "4.000 a 11.000"),
                      r("plt", "Plaquetas", "231.000", "/mm³", "150.000 a 450.000"),
                  ]),
            Section("BIOQUÍMICA / IMUNO-HEMATOLOGIA"),
            Table(cols=["name", "result", "unit", "ref"],
                  headers=["Exame", "Resultado", "Unidade", "Valores de referência"],
                  widths=[0.34, 0.18, 0.17, 0.31], rules=True, rows=[
                      r("glu", "Glicose (jejum de 8 h)", "84", "mg/dL", "gestante: inferior a 92"),
                      r("ferritin", "Ferritina", "38,5", "ng/mL", "15,0 a 150,0"),
                      r("abo", "Grupo sanguíneo (sistema ABO)", "O"),
                      r("rh", "Fator Rh (antígeno D)", "Positivo"),
                  ]),
            Section("URINA TIPO I (EAS)", "Material: urina – jato médio"),
            TwoCol(
                left=[Table(cols=["name", "result", "ref"], headers=["Físico-químico", "Resultado", "Referência"],
                            widths=[0.46, 0.28, 0.26], rules=False, align_result="L", rows=[
                                r("u_color", "Cor", "Amarelo claro", ref="Amarelo"),
                                r("u_clarity", "Aspecto", "Límpido", ref="Límpido"),
                                r("u_sg", "Densidade", "1,018", ref="1,005 a 1,030"),
                                r("u_ph", "pH", "6,0", ref="5,0 a 7,5"),
                                r("u_prot", "Proteínas", "Negativo", ref="Negativo"),
                                r("u_glu", "Glicose", "Negativo", ref="Negativo"),
                            ])],
                right=[Table(cols=["name", "result", "unit"], headers=["Químico / sedimento", "Resultado", ""],
                             widths=[0.46, 0.28, 0.26], rules=False, align_result="L", rows=[
                                 r("u_ket", "Corpos cetônicos", "Negativo"),
                                 r("u_hgb", "Hemoglobina", "Negativo"),
                                 r("u_nit", "Nitrito", "Negativo"),
                                 r("u_wbc", "Leucócitos", "3", "/campo", ref="até 5 /campo"),
                                 r("u_rbc", "Hemácias", "1", "/campo", ref="até 3 /campo"),
                             ]),
                       Text("Ref.: leucócitos até 5 /campo; hemácias até 3 /campo.")]),
            Section("UROCULTURA", "Material: urina – jato médio"),
            Table(cols=["name", "result", "ref"], headers=["Exame", "Resultado", "Referência"],
                  widths=[0.34, 0.35, 0.31], rules=False, align_result="L", rows=[
                      r("ucult_org", "Cultura de urina", "Negativa", ref="Negativa"),
                  ]),
            Text("Contagem inferior a 10.000 UFC/mL é considerada sem significado clínico. Método: semeadura quantitativa em ágar CLED."),
        ],
        [
            Section("SOROLOGIAS – TRIAGEM PRÉ-NATAL (1º TRIMESTRE)", "Material: soro"),
            TwoCol(
                left=[
                    Block("TOXOPLASMOSE – IgG", [bl("TOXOPLASMOSE – IgG", "Resultado", "toxo_igg", "0,42", "UI/mL")],
                          method="Quimioluminescência (CMIA)",
                          ref_lines=["Não reagente: inferior a 1,6 UI/mL", "Indeterminado: 1,6 a 2,9 UI/mL",
                                     "Reagente: igual ou superior a 3,0 UI/mL"]),
                    Block("TOXOPLASMOSE – IgM", [bl("TOXOPLASMOSE – IgM", "Índice", "toxo_igm", "0,11")],
                          method="Quimioluminescência (CMIA)",
                          ref_lines=["Não reagente: inferior a 0,50", "Indeterminado: 0,50 a 0,59",
                                     "Reagente: igual ou superior a 0,60"]),
                    Block("RUBÉOLA – IgG", [bl("RUBÉOLA – IgG", "Resultado", "rub_igg", "45,8", "UI/mL")],
                          method="Quimioluminescência",
                          ref_lines=["Não reagente: inferior a 5,0 UI/mL", "Reagente: igual ou superior a 10,0 UI/mL"]),
                ],
                right=[
                    Block("RUBÉOLA – IgM", [bl("RUBÉOLA – IgM", "Índice", "rub_igm", "0,25")],
                          method="Quimioluminescência",
                          ref_lines=["Não reagente: inferior a 1,20", "Reagente: igual ou superior a 1,60"]),
                    Block("CITOMEGALOVÍRUS – IgG", [bl("CITOMEGALOVÍRUS – IgG", "Resultado", "cmv_igg", "86,3", "U/mL")],
                          method="Quimioluminescência",
                          ref_lines=["Não reagente: inferior a 6,0 U/mL", "Reagente: igual ou superior a 6,0 U/mL"]),
                    Block("CITOMEGALOVÍRUS – IgM", [bl("CITOMEGALOVÍRUS – IgM", "Índice", "cmv_igm", "0,18")],
                          method="Quimioluminescência",
                          ref_lines=["Não reagente: inferior a 0,85", "Reagente: igual ou superior a 1,00"]),
                ]),
            Text("Perfil compatível com imunidade para rubéola e citomegalovírus e suscetibilidade para toxoplasmose.\n"
                 "Recomenda-se repetir a sorologia para toxoplasmose a cada trimestre (sugestão: 20/05/2025).", italic=True),
            Section("INFECÇÕES SEXUALMENTE TRANSMISSÍVEIS E HEPATITES", "Material: soro"),
            Table(cols=["name", "result", "ref"], headers=["Exame", "Resultado", "Valor de referência"],
                  widths=[0.46, 0.25, 0.29], rules=True, align_result="L", rows=[
                      r("hbsag", "Antígeno de superfície da hepatite B (HBsAg)", "Não reagente", ref="Não reagente"),
                      r("hiv_combo", hiv01[0], "Não reagente", ref="Não reagente", label=hiv01[1]),
                      r("vdrl", "VDRL", "Não reagente", ref="Não reagente"),
                      r("antihcv", "Anticorpos anti-HCV", "Não reagente", ref="Não reagente"),
                  ]),
            Text("HBsAg e anti-HIV: quimioluminescência. VDRL: floculação em lâmina.\nAmostras reagentes são confirmadas conforme fluxograma do Ministério da Saúde."),
        ],
    ]))

# =====================================================================================
# au02 — hepatitis B follow-up with previous results, Porto Alegre/RS
# =====================================================================================
lab02 = Lab(
    name="Centro de Diagnóstico Pampa", tagline="Patologia clínica – Biologia molecular",
    address="Av. Protásio Alves, 3.270 – Petrópolis", city="Porto Alegre/RS",
    phone="(51) 3331-8842", cnpj="92.640.117/0001-05", cnes="2254310",
    site="www.cdpampa.com.br", rt="Dr. Eduardo Klein Rasia – CRM-RS 27.551",
    signers=["Dr. Eduardo Klein Rasia\nPatologista clínico – CRM-RS 27.551",
             "Dra. Luíza Bertoldi Schmitt\nBiomédica – CRBM 5ª Região 7.382"])
PREV02 = "2024-11-05"
REPORTS.append(Report(
    id="au02", lab=lab02,
    style=Style(font="liberation-sans", base=8.8, small=7.3, title=16, accent="#1d5c4d",
                header="band", section="underline", patient_box="grid", line_h=4.3),
    patient=[("Paciente", "Rogério Antunes Vieira"), ("Nascimento", "23/01/1973"), ("Sexo", "Masculino"),
             ("Atendimento", "PA-7781204"), ("Data da coleta", "06/05/2025 08:20"), ("Solicitação", "30/04/2025"),
             ("Médico", "Dr. Fábio Zanella – CRM-RS 31.904"), ("Liberação", "12/05/2025 17:42"),
             ("Início do tenofovir", "10/06/2024")],
    collected_at_default="2025-05-06",
    footer_note="Emitido em 13/05/2025 08:10",
    pages=[
        [
            Section("MARCADORES SOROLÓGICOS – HEPATITE B", "Soro · Eletroquimioluminescência"),
            Table(cols=["name", "result", "ref"], headers=["Exame", "Resultado", "Valor de referência"],
                  widths=[0.45, 0.25, 0.30], rules=True, grid=False, rows=[
                      r("hbsag", "HBsAg", "Reagente", ref="Não reagente"),
                      r("hbeag", "HBeAg", "Não reagente", ref="Não reagente"),
                      r("antihbe", "Anti-HBe", "Reagente", ref="Não reagente"),
                      r("antihbc", "Anti-HBc total (IgG + IgM)", "Reagente", ref="Não reagente"),
                      r("antihbc_igm", "Anti-HBc IgM", "Não reagente", ref="Não reagente"),
                  ]),
            Text("Perfil sorológico compatível com infecção crônica pelo HBV, fase HBeAg negativa."),
            Section("BIOLOGIA MOLECULAR", "Plasma EDTA · PCR em tempo real"),
            Table(cols=["name", "result", "unit", "prev0", "ref"],
                  headers=["Exame", "Resultado", "Unidade", "Anterior\n05/11/2024", "Referência"],
                  widths=[0.32, 0.15, 0.11, 0.15, 0.27], rules=True, rows=[
                      r("hbv_dna", "HBV-DNA quantitativo", "1.240", "UI/mL", "Não detectado",
                        prev=[P("3.870", PREV02)]),
                  ]),
            Text("Limite de detecção: 10 UI/mL. Intervalo de quantificação: 10 a 1.000.000.000 UI/mL (1,00 a 9,00 log UI/mL)."),
            Section("BIOQUÍMICA – FUNÇÃO HEPÁTICA", "Soro"),
            Table(cols=["name", "result", "flag", "unit", "prev0", "ref"],
                  headers=["Exame", "Resultado", "", "Unidade", "Anterior\n05/11/2024", "Valores de referência"],
                  widths=[0.30, 0.13, 0.05, 0.11, 0.14, 0.27], rules=True, flag_inline=False, rows=[
                      r("ast", "AST (TGO)", "48", "U/L", "até 40", flag="H", prev=[P("71", PREV02, "H")]),
                      r("alt", "ALT (TGP)", "62", "U/L", "até 41", flag="H", prev=[P("95", PREV02, "H")]),
                      r("ggt", "Gama-GT", "55", "U/L", "8 a 61", prev=[P("60", PREV02)]),
                      r("alp", "Fosfatase alcalina", "88", "U/L", "40 a 129"),
                      r("tbil", "Bilirrubina total", "0,84", "mg/dL", "até 1,20"),
                      r("dbil", "Bilirrubina direta", "0,22", "mg/dL", "até 0,30"),
                      r("ibil", "Bilirrubina indireta", "0,62", "mg/dL", "até 1,00"),
                      r("alb", "Albumina", "4,1", "g/dL", "3,5 a 5,2"),
                  ]),
            Text("H = acima do limite superior de referência. Resultados anteriores: coleta de 05/11/2024."),
        ],
        [
            Section("COAGULAÇÃO", "Plasma citratado"),
            Table(cols=["name", "result", "unit", "ref"], headers=["Exame", "Resultado", "Unidade", "Valores de referência"],
                  widths=[0.38, 0.17, 0.15, 0.30], rules=True, rows=[
                      r("pt_s", "Tempo de protrombina", "12,8", "segundos", "10,0 a 13,5"),
                      r("pt_pct", "Atividade de protrombina", "88", "%", "70 a 120"),
                      r("inr", "RNI", "1,08", "", "0,90 a 1,20"),
                  ]),
            Section("HEMATOLOGIA E MARCADOR TUMORAL"),
            Table(cols=["name", "result", "unit", "prev0", "ref"],
                  headers=["Exame", "Resultado", "Unidade", "Anterior\n05/11/2024", "Valores de referência"],
                  widths=[0.32, 0.15, 0.12, 0.14, 0.27], rules=True, rows=[
                      r("plt", "Plaquetas", "168.000", "/mm³", "150.000 a 450.000", prev=[P("155.000", PREV02)]),
                      r("afp", "Alfafetoproteína (AFP)", "3,2", "ng/mL", "inferior a 8,0", prev=[P("2,9", PREV02)]),
                  ]),
            Text("AFP: eletroquimioluminescência. Vigilância de carcinoma hepatocelular: ultrassonografia + AFP a cada 6 meses\n"
                 "(próximo controle sugerido: novembro/2025)."),
            Spacer(4),
            Text("Observação: a carga viral é expressa em UI/mL (1 UI ≈ 5,4 cópias para o ensaio utilizado).", italic=True),
        ],
    ]))

# =====================================================================================
# au03 — HIV follow-up: viral load + CD4/CD8 cumulative, Salvador/BA
# =====================================================================================
lab03 = Lab(
    name="Laboratório São Salvador", tagline="Medicina Diagnóstica desde 1987",
    address="Av. Tancredo Neves, 2.539 – Caminho das Árvores", city="Salvador/BA",
    phone="(71) 3342-9106", cnpj="13.557.290/0001-48", cnes="3811603",
    site="www.labsaosalvador.com.br", rt="Dra. Ana Cláudia Nogueira Pinto – CRF-BA 3.912",
    signers=["Dra. Ana Cláudia Nogueira Pinto\nFarmacêutica-Bioquímica – CRF-BA 3.912",
             "Dr. Tiago Brandão Mascarenhas\nBiomédico – CRBM 3ª Região 11.204"])
D03 = ["2024-06-17", "2024-12-02", "2025-06-10"]
cd4a = split("Linfócitos T CD4+\n(contagem absoluta)")
cd8a = split("Linfócitos T CD8+\n(contagem absoluta)")
REPORTS.append(Report(
    id="au03", lab=lab03,
    style=Style(font="liberation-serif", base=9.2, small=7.6, title=17, accent="#5b3a7a",
                header="center", section="caps", patient_box="lines", line_h=4.3),
    patient=[("Paciente", "Anderson Luiz Santana Reis"), ("Data de nascimento", "03/09/1986"),
             ("Sexo", "Masculino"), ("Registro", "SSA-0094412"),
             ("Solicitante", "Dra. Marina Lessa – CRM-BA 20.117"), ("Data da solicitação", "27/05/2025"),
             ("Data da coleta", "10/06/2025 07:55"), ("Data de liberação", "17/06/2025 15:20")],
    collected_at_default="2025-06-10",
    footer_note="Impressão: 18/06/2025 10:02",
    pages=[
        [
            Section("Carga viral do HIV-1 (RNA quantitativo)", "Material: plasma EDTA · RT-PCR em tempo real"),
            Cumulative(dates=D03, widths=[0.26, 0.14, 0.14, 0.15, 0.11, 0.20], rows=[
                (r("hiv_vl", "Carga viral HIV-1", "", "cópias/mL", "Não detectado"),
                 ["12.450", "85", "inferior a 40"]),
                (r("hiv_log", "Carga viral HIV-1 (log10)", "", "log", "Não detectado"),
                 ["4,10", "1,93", "inferior a 1,60"]),
            ]),
            Text("Limite inferior de quantificação do ensaio: 40 cópias/mL (1,60 log). Limite superior: 10.000.000 cópias/mL (7,00 log).\n"
                 "Resultado 'inferior a 40 cópias/mL' indica RNA viral detectado abaixo do limite de quantificação ou não detectado."),
            Spacer(2),
            Section("Subpopulações de linfócitos T – CD4/CD8", "Material: sangue total EDTA · citometria de fluxo"),
            Cumulative(dates=D03, widths=[0.30, 0.13, 0.13, 0.14, 0.09, 0.21], rows=[
                (r("cd4_abs", cd4a[0], "", "/mm³", "500 a 1.500", label=cd4a[1]), ["298", "412", "536"]),
                (r("cd4_pct", "Linfócitos T CD4+ (%)", "", "%", "31 a 60"), ["17", "22", "26"]),
                (r("cd8_abs", cd8a[0], "", "/mm³", "220 a 1.130", label=cd8a[1]), ["1.020", "980", "915"]),
                (r("cd4_cd8", "Relação CD4/CD8", "", "", "0,90 a 3,60"), ["0,29", "0,42", "0,59"]),
            ]),
            Text("Linfócitos totais utilizados no cálculo do valor absoluto: obtidos do hemograma da mesma coleta.\n"
                 "Terapia antirretroviral informada desde 01/07/2024 (TDF/3TC + DTG)."),
        ],
        [
            Section("Hemograma", "Coletado em 10/06/2025 · sangue total EDTA"),
            Table(cols=["name", "result", "unit", "pair", "pairunit", "ref"],
                  headers=["Exame", "Relativo", "", "Absoluto", "", "Referência (absoluto)"],
                  widths=[0.24, 0.12, 0.10, 0.13, 0.13, 0.28], rules=False, rows=[
                      r("hgb", "Hemoglobina", "14,2", "g/dL", "13,5 a 17,5 g/dL"),
                      r("wbc", "Leucócitos", "6.100", "/mm³", "4.000 a 10.000 /mm³"),
                      r("neut_pct", "Neutrófilos", "58,2", "%", "1.800 a 7.000 /mm³",
                        pair=r("neut_abs", "Neutrófilos", "3.550", "/mm³")),
                      r("lymph_pct", "Linfócitos", "30,1", "%", "1.000 a 3.500 /mm³",
                        pair=r("lymph_abs", "Linfócitos", "1.836", "/mm³")),
                      r("plt", "Plaquetas", "212.000", "/mm³", "150.000 a 400.000 /mm³"),
                  ]),
            Section("Bioquímica", "Soro"),
            Table(cols=["name", "result", "unit", "ref"], headers=["Exame", "Resultado", "Unidade", "Valores de referência"],
                  widths=[0.32, 0.16, 0.20, 0.32], rules=False, rows=[
                      r("glu", "Glicose", "96", "mg/dL", "70 a 99"),
                      r("crea", "Creatinina", "1,05", "mg/dL", "0,70 a 1,30"),
                      r("egfr", "TFG estimada (CKD-EPI 2021)", "91", "mL/min/1,73m²", "superior a 60"),
                      r("chol", "COLESTEROL TOTAL", "198", "mg/dL", "desejável: inferior a 190"),
                      r("hdl", "HDL-COLESTEROL", "39", "mg/dL", "superior a 40"),
                      r("tg", "TRIGLICERÍDEOS", "231", "mg/dL", "inferior a 150 (jejum)"),
                  ]),
            Text("Valores de referência de lípides conforme Atualização da Diretriz Brasileira de Dislipidemias (2017); jejum de 12 h."),
        ],
    ]))

# =====================================================================================
# au04 — hepatitis C pre-treatment, two-column block layout, Belo Horizonte/MG
# =====================================================================================
lab04 = Lab(
    name="Laboratório Mineiro de Patologia Clínica", tagline="Qualidade certificada – PALC",
    address="Rua Padre Rolim, 815 – Santa Efigênia", city="Belo Horizonte/MG",
    phone="(31) 3224-6690", cnpj="17.204.883/0001-61", cnes="0027421",
    site="www.lmpc.med.br", rt="Dr. Rodrigo Assunção Drumond – CRM-MG 38.406",
    signers=["Dr. Rodrigo Assunção Drumond\nPatologista clínico – CRM-MG 38.406"])
REPORTS.append(Report(
    id="au04", lab=lab04,
    style=Style(font="dejavu-condensed", base=8.0, small=6.8, title=14, accent="#0b5394",
                header="left", section="bar", patient_box="box", line_h=3.8),
    patient=[("Paciente", "Cláudia Regina Moura"), ("Protocolo", "BH-25-118307"),
             ("Nascimento", "11/12/1963"), ("Solicitado em", "01/07/2025"),
             ("Sexo", "Feminino"), ("Coletado em", "08/07/2025 09:10"),
             ("Médico", "Dr. Henrique Paiva – CRM-MG 52.310"), ("Liberado em", "15/07/2025 11:48")],
    collected_at_default="2025-07-08",
    footer_note="Via do paciente · 16/07/2025",
    pages=[[
        TwoCol(
            left=[
                Section("HEPATITE C"),
                Block("ANTI-HCV", [bl("ANTI-HCV", "Resultado", "antihcv", "Reagente"),
                                   bl("ANTI-HCV", "Índice (S/CO)", "antihcv_sco", "14,62")],
                      material="Soro", method="Quimioluminescência",
                      ref_lines=["Não reagente: índice inferior a 1,00", "Reagente: índice igual ou superior a 1,00"]),
                Block("HCV – RNA QUANTITATIVO", [bl("HCV – RNA QUANTITATIVO", "Resultado", "hcv_rna", "1.250.000", "UI/mL"),
                                                 bl("HCV – RNA QUANTITATIVO", "Logaritmo", "hcv_log", "6,10", "log UI/mL")],
                      material="Plasma EDTA", method="RT-PCR em tempo real",
                      ref_lines=["Não detectado", "Limite de quantificação: 15 UI/mL (1,18 log)"]),
                Block("HCV – GENOTIPAGEM", [bl("HCV – GENOTIPAGEM", "Resultado", "hcv_geno", "1a")],
                      material="Plasma EDTA", method="Sequenciamento (região NS5B)",
                      note="Genótipos pesquisados: 1a, 1b, 2, 3, 4, 5 e 6."),
                Section("OUTRAS SOROLOGIAS"),
                Block("HBsAg", [bl("HBsAg", "Resultado", "hbsag", "Não reagente")],
                      material="Soro", method="Quimioluminescência", ref_lines=["Não reagente"]),
                Block("ANTI-HBs", [bl("ANTI-HBs", "Resultado", "antihbs", "< 2,0", "mUI/mL")],
                      material="Soro", method="Quimioluminescência",
                      ref_lines=["Não imune: inferior a 10,0 mUI/mL", "Imune: igual ou superior a 10,0 mUI/mL"]),
                Block("HIV 1/2 – ANTÍGENO E ANTICORPOS", [bl("HIV 1/2 – ANTÍGENO E ANTICORPOS", "Resultado", "hiv_combo", "Não reagente")],
                      material="Soro", method="Quimioluminescência (4ª geração)", ref_lines=["Não reagente"]),
            ],
            right=[
                Section("AVALIAÇÃO HEPÁTICA"),
                Table(cols=["name", "result", "unit"], headers=["Exame", "Resultado", "Unidade"],
                      widths=[0.50, 0.25, 0.25], rules=True, rows=[
                          r("ast", "AST (TGO)", "74", "U/L", flag="H"),
                          r("alt", "ALT (TGP)", "88", "U/L", flag="H"),
                          r("ggt", "Gama-glutamiltransferase", "96", "U/L", flag="H"),
                          r("alp", "Fosfatase alcalina", "102", "U/L"),
                          r("tbil", "Bilirrubina total", "0,9", "mg/dL"),
                          r("alb", "Albumina", "3,8", "g/dL"),
                          r("plt", "Plaquetas", "138.000", "/mm³", flag="L"),
                          r("inr", "RNI", "1,12", ""),
                          r("afp", "Alfafetoproteína", "6,8", "ng/mL"),
                          r("crea", "Creatinina", "0,78", "mg/dL"),
                      ]),
                Text("Valores de referência:\n"
                     "AST até 32 U/L · ALT até 33 U/L · Gama-GT 6 a 42 U/L\n"
                     "Fosfatase alcalina 35 a 104 U/L · Bilirrubina total até 1,2 mg/dL\n"
                     "Albumina 3,5 a 5,2 g/dL · Plaquetas 150.000 a 450.000 /mm³\n"
                     "RNI 0,9 a 1,2 · Alfafetoproteína até 7,0 ng/mL\n"
                     "Creatinina 0,50 a 0,90 mg/dL\n"
                     "H = acima do valor de referência; L = abaixo."),
                Spacer(3),
                Text("Índices calculados (informativos, não fazem parte do laudo):\n"
                     "APRI = 1,68 · FIB-4 = 3,92", italic=True),
                Spacer(3),
                Text("Indicação: avaliação pré-tratamento com antivirais de ação direta.\n"
                     "Retorno ambulatorial agendado para 29/07/2025.", italic=True),
            ]),
    ]]))

# =====================================================================================
# au05 — dengue / chikungunya with serial blood counts, Manaus/AM
# =====================================================================================
lab05 = Lab(
    name="Amazônia Diagnósticos", tagline="Laboratório de Análises Clínicas",
    address="Av. Djalma Batista, 1.661 – Chapada", city="Manaus/AM",
    phone="(92) 3642-7710", cnpj="04.912.338/0001-77", cnes="6502117",
    site="www.amazoniadiagnosticos.com.br", rt="Dra. Priscila Tavares Lins – CRF-AM 1.487",
    signers=["Dra. Priscila Tavares Lins\nFarmacêutica-Bioquímica – CRF-AM 1.487",
             "Dr. Gustavo Ramos Benayon\nBiomédico – CRBM 6ª Região 4.053"])
D05 = ["2025-04-03", "2025-04-05", "2025-04-08"]
REPORTS.append(Report(
    id="au05", lab=lab05,
    style=Style(font="carlito", base=9.4, small=7.8, title=17, accent="#2e7d32",
                header="band", section="bar", patient_box="box", line_h=4.3),
    patient=[("Paciente", "Francisco das Chagas Lima"), ("Nascimento", "19/10/1997"),
             ("Sexo", "Masculino"), ("Ficha", "MAO-4471093"),
             ("Médico", "Dra. Kátia Sampaio – CRM-AM 6.221"), ("Início dos sintomas", "01/04/2025"),
             ("Pedido", "03/04/2025"), ("Laudo liberado em", "08/04/2025 18:30")],
    collected_at_default="2025-04-08",
    footer_note="Emissão: 09/04/2025 07:15",
    pages=[[
        Section("DENGUE – ANTÍGENO NS1", "Coletado em 03/04/2025 09:15 · soro", date="2025-04-03"),
        Table(cols=["name", "ref", "result"], headers=["Exame", "Valor de referência", "Resultado"],
              widths=[0.40, 0.32, 0.28], rules=True, rows=[
                  r("dengue_ns1", "Dengue – antígeno NS1 (imunocromatografia)", "Reagente", ref="Não reagente", flag="*"),
              ]),
        Section("SOROLOGIA PARA ARBOVIROSES", "Coletado em 08/04/2025 08:30 · soro", date="2025-04-08"),
        Table(cols=["name", "ref", "result"], headers=["Exame", "Valor de referência", "Resultado"],
              widths=[0.40, 0.32, 0.28], rules=True, rows=[
                  r("dengue_igm", "Dengue – anticorpos IgM", "Reagente", ref="Não reagente", flag="*"),
                  r("dengue_igg_u", "Dengue – anticorpos IgG (índice)", "0,62", ref="Não reagente: inferior a 0,90"),
                  r("chik_igm", "Chikungunya – anticorpos IgM", "Não reagente", ref="Não reagente"),
              ]),
        Text("IgM reagente com NS1 reagente na 1ª amostra: infecção recente por dengue. IgG não reagente sugere infecção primária.\n"
             "Notificação compulsória realizada em 03/04/2025 (SINAN)."),
        Section("HEMOGRAMA SERIADO", "Sangue total EDTA · automação + revisão de lâmina"),
        Cumulative(dates=D05, widths=[0.22, 0.14, 0.14, 0.14, 0.12, 0.24], title_cols=["Parâmetro"], rows=[
            (r("hgb", "Hemoglobina", "", "g/dL", "13,5 a 17,5"), ["15,1", "16,4", "14,8"]),
            (r("hct", "Hematócrito", "", "%", "39,0 a 50,0"), ["44,1", ("51,3", "*"), "45,0"]),
            (r("wbc", "Leucócitos", "", "/mm³", "4.000 a 10.000"), [("3.100", "*"), ("2.450", "*"), "4.200"]),
            (r("plt", "Plaquetas", "", "/mm³", "150.000 a 400.000"), [("132.000", "*"), ("41.000", "*"), ("98.000", "*")]),
        ]),
        Text("(*) Resultado fora do intervalo de referência. Plaquetas de 05/04/2025 confirmadas em lâmina e por contagem em citrato."),
        Section("BIOQUÍMICA", "Coletado em 05/04/2025 07:50 · soro", date="2025-04-05"),
        Table(cols=["name", "ref", "result", "unit"], headers=["Exame", "Valor de referência", "Resultado", "Unidade"],
              widths=[0.40, 0.26, 0.16, 0.18], rules=True, rows=[
                  r("ast", "AST (TGO)", "98", "U/L", "até 40", flag="*"),
                  r("alt", "ALT (TGP)", "76", "U/L", "até 41", flag="*"),
                  r("alb", "Albumina", "3,6", "g/dL", "3,5 a 5,2"),
              ]),
        Text("Sinais de alarme devem ser avaliados clinicamente. Hidratação conforme protocolo do Ministério da Saúde.", italic=True),
    ]]))

# =====================================================================================
# au06 — syphilis follow-up, dotted leaders, Rio de Janeiro/RJ
# =====================================================================================
lab06 = Lab(
    name="LABORATÓRIO CARIOCA DE ANÁLISES", tagline="Análises clínicas · Imunologia · Biologia molecular",
    address="Rua Conde de Bonfim, 422 – Tijuca", city="Rio de Janeiro/RJ",
    phone="(21) 2568-4103", cnpj="33.104.772/0001-90", cnes="5467231",
    site="www.labcarioca.com.br", rt="Dra. Sílvia Marques Carneiro – CRF-RJ 9.315",
    signers=["Dra. Sílvia Marques Carneiro\nFarmacêutica-Bioquímica – CRF-RJ 9.315"])
REPORTS.append(Report(
    id="au06", lab=lab06,
    style=Style(font="liberation-mono", base=8.4, small=7.2, title=13, accent="#222222",
                header="center", section="underline", patient_box="lines", line_h=4.2),
    patient=[("Paciente", "Juliana Ferreira Batista"), ("Nasc.", "27/02/1992"),
             ("Sexo", "F"), ("Pedido", "RJ-552.018-3"),
             ("Solicitante", "Dr. Otávio Lemos – CRM-RJ 52.88412-0"), ("Data do pedido", "07/07/2025"),
             ("Coleta", "14/07/2025 08:05"), ("Liberação", "17/07/2025 14:33")],
    collected_at_default="2025-07-14",
    footer_note="Impresso em 18/07/2025",
    pages=[[
        Section("SÍFILIS – TESTE NÃO TREPONÊMICO", "Soro"),
        Leaders(name_w=0.47, value_w=0.27, rows=[
            r("vdrl", "VDRL", "Reagente", ref="Não reagente"),
        ]),
        Cumulative(dates=["2024-12-10", "2025-03-12", "2025-07-14"], widths=[0.30, 0.17, 0.17, 0.17, 0.19],
                   show_unit=False, title_cols=["Título do VDRL (controle de cura)"], rows=[
                       (r("vdrl_titer", "VDRL – título", "", "", "Não reagente"), ["1/64", "1/16", "1/4"]),
                   ]),
        Text("Tratamento com penicilina benzatina informado: 3 doses, de 20/12/2024 a 03/01/2025.\n"
             "Queda de 4 diluições (16 vezes) em relação ao título de 10/12/2024: resposta adequada ao tratamento."),
        Section("SÍFILIS – TESTES TREPONÊMICOS", "Soro"),
        Leaders(name_w=0.47, value_w=0.27, rows=[
            r("trep_ia", "Anticorpos anti-Treponema pallidum (CMIA)", "Reagente", ref="Não reagente"),
            r("trep_ia_units", "Anti-T. pallidum – índice (S/CO)", "18,42", ref="inferior a 1,00"),
            r("fta_igg", "FTA-ABS IgG", "Reagente", ref="Não reagente"),
        ]),
        Text("Testes treponêmicos permanecem reagentes após o tratamento (cicatriz sorológica)."),
        Section("OUTRAS SOROLOGIAS", "Soro · quimioluminescência"),
        Leaders(name_w=0.47, value_w=0.27, rows=[
            r("hiv_combo", "HIV 1/2 – antígeno p24 e anticorpos", "Não reagente", ref="Não reagente"),
            r("hbsag", "HBsAg", "Não reagente", ref="Não reagente"),
            r("antihbs", "Anti-HBs", "superior a 1.000", "mUI/mL", ref="imune: 10 ou mais"),
            r("antihcv", "Anti-HCV", "Não reagente", ref="Não reagente"),
        ]),
        Section("BIOQUÍMICA", "Soro"),
        Leaders(name_w=0.47, value_w=0.27, rows=[
            r("glu", "Glicose", "92", "mg/dL", ref="70 a 99"),
            r("crea", "Creatinina", "0,71", "mg/dL", ref="0,50 a 0,90"),
            r("chol", "Colesterol total", "182", "mg/dL", ref="inferior a 190"),
            r("hdl", "HDL", "58", "mg/dL", ref="superior a 40"),
            r("tg", "Triglicerídeos", "96", "mg/dL", ref="inferior a 150"),
        ]),
        Text("Próxima coleta de controle sugerida: 01/2026 (VDRL trimestral no primeiro ano)."),
    ]]))

# =====================================================================================
# au07 — urinalysis + urine culture with colony count and susceptibility, Curitiba/PR
# =====================================================================================
lab07 = Lab(
    name="Laboratório Araucária", tagline="Análises Clínicas e Microbiologia",
    address="Rua Marechal Deodoro, 1.020 – Centro", city="Curitiba/PR",
    phone="(41) 3223-5019", cnpj="76.551.204/0001-33", cnes="0014990",
    site="www.labaraucaria.com.br", rt="Dr. Marcelo Wosniak Prado – CRF-PR 15.822",
    signers=["Dr. Marcelo Wosniak Prado\nFarmacêutico-Bioquímico – CRF-PR 15.822",
             "Dra. Letícia Andrade Kuss\nMicrobiologista – CRBM 6ª Região 8.771"])
REPORTS.append(Report(
    id="au07", lab=lab07,
    style=Style(font="dejavu-sans", base=9.6, small=8.0, title=17, accent="#7a4a12",
                header="center", section="bar", patient_box="box", line_h=4.8),
    patient=[("Paciente", "Helena Kowalski Ribeiro"), ("Nascimento", "05/05/1980"), ("Sexo", "Feminino"),
             ("Amostra", "CWB-773120"), ("Coleta", "20/08/2025 06:50"), ("Pedido", "18/08/2025"),
             ("Médico", "Dr. Samuel Taborda – CRM-PR 24.015"), ("Liberado", "23/08/2025 10:12"),
             ("Antibiótico", "nega uso")],
    collected_at_default="2025-08-20",
    footer_note="Impresso 23/08/2025",
    pages=[
        [
            Section("URINA TIPO I – EAS", "Material: urina, jato médio, 1ª da manhã"),
            Table(cols=["name", "result", "unit", "ref"], headers=["Exame físico", "Resultado", "", "Referência"],
                  widths=[0.34, 0.26, 0.12, 0.28], grid=True, align_result="L", rows=[
                      r("u_color", "Cor", "Amarelo citrino", ref="Amarelo"),
                      r("u_clarity", "Aspecto", "Turvo", ref="Límpido"),
                      r("u_sg", "Densidade", "1,015", ref="1,005 a 1,030"),
                      r("u_ph", "pH", "6,0", ref="5,0 a 7,5"),
                  ]),
            Table(cols=["name", "result", "unit", "ref"], headers=["Exame químico", "Resultado", "", "Referência"],
                  widths=[0.34, 0.26, 0.12, 0.28], grid=True, align_result="L", rows=[
                      r("u_prot", "Proteínas", "Ausente", ref="Ausente"),
                      r("u_glu", "Glicose", "Ausente", ref="Ausente"),
                      r("u_ket", "Corpos cetônicos", "Ausentes", ref="Ausentes"),
                      r("u_hgb", "Hemoglobina", "Traços", ref="Ausente"),
                      r("u_bil", "Bilirrubina", "Negativo", ref="Negativo"),
                      r("u_nit", "Nitrito", "Positivo", ref="Negativo"),
                      r("u_le", "Esterase leucocitária", "Positivo", ref="Negativo"),
                  ]),
            Table(cols=["name", "result", "unit", "ref"], headers=["Sedimentoscopia", "Resultado", "", "Referência"],
                  widths=[0.34, 0.26, 0.12, 0.28], grid=True, align_result="L", rows=[
                      r("u_wbc", "Leucócitos", "45", "/campo", ref="até 5 /campo"),
                      r("u_rbc", "Hemácias", "6", "/campo", ref="até 3 /campo"),
                      r("u_bact", "Bactérias", "Numerosas", ref="Ausentes"),
                  ]),
            Text("Sedimento analisado em microscopia óptica (aumento de 400x), 10 mL centrifugados a 1.500 rpm por 5 minutos.\n"
                 "Observação: presença de piócitos em grumos."),
        ],
        [
            Section("UROCULTURA COM ANTIBIOGRAMA", "Material: urina, jato médio"),
            Block("UROCULTURA",
                  [bl("UROCULTURA", "Microrganismo isolado", "ucult_org", "Escherichia coli"),
                   bl("UROCULTURA", "Contagem de colônias", "ucult_cc", "> 100.000", "UFC/mL")],
                  material="Urina – jato médio", method="Semeadura quantitativa em ágar CLED; identificação automatizada",
                  ref_lines=["Inferior a 10.000 UFC/mL: sem significado clínico",
                             "10.000 a 100.000 UFC/mL: correlacionar com a clínica",
                             "Superior a 100.000 UFC/mL: sugestivo de infecção urinária"]),
            Table(cols=["name", "result"], headers=["Antimicrobiano (TSA – disco-difusão)", "Interpretação"],
                  widths=[0.55, 0.45], grid=True, align_result="L", rows=[
                      r("s_amp", "Ampicilina", "Resistente"),
                      r("s_cfz", "Cefazolina", "Sensível"),
                      r("s_cro", "Ceftriaxona", "Sensível"),
                      r("s_cip", "Ciprofloxacino", "Resistente"),
                      r("s_gen", "Gentamicina", "Sensível"),
                      r("s_nit", "Nitrofurantoína", "Sensível"),
                      r("s_sxt", "Sulfametoxazol + trimetoprima", "Resistente"),
                      r("s_ipm", "Imipenem", "Sensível"),
                  ]),
            Text("Interpretação conforme BrCAST 2025. Pesquisa de ESBL: negativa.\n"
                 "Data de início da cultura: 20/08/2025 · leitura final: 22/08/2025."),
        ],
    ]))

# =====================================================================================
# au08 — acute hepatitis A work-up, dotted leaders with arrows, Fortaleza/CE
# =====================================================================================
lab08 = Lab(
    name="Laboratório Costa do Sol", tagline="Diagnósticos laboratoriais",
    address="Av. Santos Dumont, 3.131 – Aldeota", city="Fortaleza/CE",
    phone="(85) 3261-0488", cnpj="07.441.915/0001-02", cnes="2481251",
    site="www.costadosollab.com.br", rt="Dra. Fernanda Cavalcante Rolim – CRF-CE 4.770",
    signers=["Dra. Fernanda Cavalcante Rolim\nFarmacêutica-Bioquímica – CRF-CE 4.770"])
REPORTS.append(Report(
    id="au08", lab=lab08,
    style=Style(font="liberation-sans", base=10.0, small=8.2, title=18, accent="#c05600",
                header="left", section="caps", patient_box="box", line_h=4.9),
    patient=[("Paciente", "Pedro Henrique Alencar Sousa"), ("Nascimento", "12/03/2006"),
             ("Sexo", "Masculino"), ("Requisição", "FOR-300825-17"),
             ("Data da requisição", "30/08/2025"), ("Coleta", "02/09/2025 07:30"),
             ("Médico", "Dra. Lívia Holanda – CRM-CE 17.602"), ("Liberado", "04/09/2025 12:40")],
    collected_at_default="2025-09-02",
    footer_note="Impresso em 05/09/2025",
    pages=[
        [
            Section("Hemograma completo", "Sangue total EDTA"),
            Leaders(name_w=0.40, value_w=0.30, rows=[
                r("rbc", "Hemácias", "4,92", "milhões/mm³", "4,50 a 5,90"),
                r("hgb", "Hemoglobina", "14,6", "g/dL", "13,5 a 17,5"),
                r("hct", "Hematócrito", "43,8", "%", "41,0 a 53,0"),
                r("mcv", "VCM", "89,0", "fL", "80,0 a 100,0"),
                r("mchc", "CHCM", "33,3", "g/dL", "31,0 a 36,0"),
                r("wbc", "Leucócitos", "4.300", "/mm³", "4.000 a 10.000"),
                r("band_pct", "Bastonetes", "2", "%", "0 a 5"),
                r("seg_pct", "Segmentados", "48", "%", "40 a 70"),
                r("lymph_pct", "Linfócitos", "40", "%", "20 a 45"),
                r("mono_pct", "Monócitos", "8", "%", "2 a 10"),
                r("eos_pct", "Eosinófilos", "2", "%", "1 a 5"),
                r("plt", "Plaquetas", "198.000", "/mm³", "150.000 a 400.000"),
            ]),
            Section("Coagulação", "Plasma citratado"),
            Leaders(name_w=0.40, value_w=0.30, rows=[
                r("pt_s", "Tempo de protrombina", "14,9", "s", "10,0 a 13,0", flag="↑"),
                r("pt_pct", "Atividade de protrombina", "68", "%", "70 a 100", flag="↓"),
                r("inr", "RNI", "1,28", "", "0,90 a 1,20", flag="↑"),
                r("aptt", "TTPa", "33,5", "s", "25,0 a 36,0"),
                r("fib", "Fibrinogênio", "245", "mg/dL", "200 a 400"),
            ]),
        ],
        [
            Section("Função hepática", "Soro"),
            Leaders(name_w=0.40, value_w=0.30, rows=[
                r("ast", "AST (TGO)", "1.245", "U/L", "até 40", flag="↑"),
                r("alt", "ALT (TGP)", "1.870", "U/L", "até 41", flag="↑"),
                r("ggt", "Gama-GT", "210", "U/L", "8 a 61", flag="↑"),
                r("alp", "Fosfatase alcalina", "198", "U/L", "40 a 129", flag="↑"),
                r("tbil", "Bilirrubina total", "5,8", "mg/dL", "até 1,2", flag="↑"),
                r("dbil", "Bilirrubina direta", "4,1", "mg/dL", "até 0,3", flag="↑"),
                r("ibil", "Bilirrubina indireta", "1,7", "mg/dL", "até 0,9", flag="↑"),
                r("alb", "Albumina", "3,9", "g/dL", "3,5 a 5,2"),
            ]),
            Section("Marcadores de hepatites virais", "Soro · quimioluminescência"),
            Leaders(name_w=0.40, value_w=0.30, rows=[
                r("hav_igm", "Anti-HAV IgM", "Reagente", ref="Não reagente"),
                r("hav_tot", "Anti-HAV total (IgG + IgM)", "Reagente", ref="Não reagente"),
                r("hbsag", "HBsAg", "Não reagente", ref="Não reagente"),
                r("antihbc_igm", "Anti-HBc IgM", "Não reagente", ref="Não reagente"),
                r("antihcv", "Anti-HCV", "Não reagente", ref="Não reagente"),
            ]),
            Text("↑ acima / ↓ abaixo do intervalo de referência.\n"
                 "Perfil sorológico compatível com hepatite A aguda. Doença de notificação compulsória."),
        ],
    ]))

# =====================================================================================
# au09 — toxoplasmosis follow-up in pregnancy with avidity, Goiânia/GO
# =====================================================================================
lab09 = Lab(
    name="Cerrado Medicina Laboratorial", tagline="Laboratório clínico – Goiânia",
    address="Rua 9, nº 1.050 – Setor Oeste", city="Goiânia/GO",
    phone="(62) 3215-8804", cnpj="01.887.463/0001-16", cnes="2338009",
    site="www.cerradolab.com.br", rt="Dra. Natália Borges Queiroz – CRF-GO 7.190",
    signers=["Dra. Natália Borges Queiroz\nFarmacêutica-Bioquímica – CRF-GO 7.190",
             "Dr. Vinícius Arantes Lobo\nMédico patologista clínico – CRM-GO 14.553"])
PREV09 = "2025-07-28"
tibc = split("Capacidade total de ligação\ndo ferro (CTLF)")
REPORTS.append(Report(
    id="au09", lab=lab09,
    style=Style(font="dejavu-serif", base=8.4, small=7.1, title=15, accent="#6b4f1d",
                header="left", section="underline", patient_box="box", line_h=4.1),
    patient=[("Paciente", "Larissa Menezes Prado"), ("Código", "GYN-2209-5518"),
             ("Data de nascimento", "08/04/1994"), ("Data de cadastro", "19/09/2025"),
             ("Sexo", "Feminino"), ("Data da coleta", "22/09/2025 08:45"),
             ("Médico", "Dr. Caetano Ribeiro – CRM-GO 19.874"), ("Resultado liberado", "26/09/2025 17:05"),
             ("Gestação", "16 semanas (DUM 01/06/2025)"), ("Convênio", "GoiásMed Saúde")],
    collected_at_default="2025-09-22",
    footer_note="Emitido em 27/09/2025",
    pages=[
        [
            Section("TOXOPLASMOSE – ACOMPANHAMENTO NA GESTAÇÃO", "Soro"),
            Block("ANTICORPOS IgG ANTI-TOXOPLASMA GONDII",
                  [bl("ANTICORPOS IgG ANTI-TOXOPLASMA GONDII", "Resultado", "toxo_igg", "38,6", "UI/mL",
                      prev=[P("12,4", PREV09)])],
                  material="Soro", method="Quimioluminescência",
                  ref_lines=["Não reagente: inferior a 1,6 UI/mL", "Indeterminado: 1,6 a 2,9 UI/mL",
                             "Reagente: igual ou superior a 3,0 UI/mL"], prev_label="Resultado anterior"),
            Block("ANTICORPOS IgM ANTI-TOXOPLASMA GONDII",
                  [bl("ANTICORPOS IgM ANTI-TOXOPLASMA GONDII", "Índice", "toxo_igm", "1,84",
                      prev=[P("2,95", PREV09)])],
                  material="Soro", method="Quimioluminescência",
                  ref_lines=["Não reagente: inferior a 0,50", "Indeterminado: 0,50 a 0,59",
                             "Reagente: igual ou superior a 0,60"], prev_label="Resultado anterior"),
            Block("AVIDEZ DE IgG ANTI-TOXOPLASMA",
                  [bl("AVIDEZ DE IgG ANTI-TOXOPLASMA", "Resultado", "toxo_avid", "22,5", "%")],
                  material="Soro", method="Quimioluminescência com agente dissociante (ureia)",
                  ref_lines=["Baixa avidez: inferior a 30 %", "Avidez intermediária: 30 a 59 %",
                             "Alta avidez: igual ou superior a 60 %"],
                  note="Baixa avidez não permite excluir infecção adquirida nos últimos 4 meses.\n"
                       "Soroconversão de IgG entre 28/07/2025 e 22/09/2025: comunicar ao médico assistente."),
            Section("OUTRAS SOROLOGIAS E HORMÔNIO", "Soro · quimioluminescência"),
            Table(cols=["name", "result", "unit", "ref"], headers=["Exame", "Resultado", "Unidade", "Valores de referência"],
                  widths=[0.36, 0.16, 0.14, 0.34], rules=True, rows=[
                      r("cmv_igg", "Citomegalovírus IgG", "112,0", "U/mL", "Reagente: 6,0 ou mais"),
                      r("cmv_igm", "Citomegalovírus IgM (índice)", "0,21", "", "Reagente: 1,00 ou mais"),
                      r("rub_igg", "Rubéola IgG", "64,3", "UI/mL", "Imune: 10,0 ou mais"),
                      r("bhcg", "Beta-hCG quantitativo", "48.650", "mUI/mL", "gestação 13–16 sem.: 13.300 a 254.000"),
                  ]),
        ],
        [
            Section("PERFIL DE FERRO", "Soro"),
            Table(cols=["name", "result", "unit", "ref"], headers=["Exame", "Resultado", "Unidade", "Valores de referência"],
                  widths=[0.36, 0.16, 0.14, 0.34], rules=True, rows=[
                      r("iron", "Ferro sérico", "58", "µg/dL", "50 a 170"),
                      r("ferritin", "Ferritina", "14,2", "ng/mL", "15,0 a 150,0", flag="L"),
                      r("tibc", tibc[0], "412", "µg/dL", "250 a 450", label=tibc[1]),
                      r("tsat", "Índice de saturação da transferrina", "14", "%", "20 a 50", flag="L"),
                  ]),
            Section("TIREOIDE", "Soro"),
            Table(cols=["name", "result", "unit", "ref"], headers=None,
                  widths=[0.36, 0.16, 0.14, 0.34], rules=True, rows=[
                      r("tsh", "TSH", "2,41", "µUI/mL", "2º trimestre: 0,20 a 3,00"),
                      r("ft4", "T4 livre", "1,02", "ng/dL", "0,70 a 1,48"),
                  ]),
            Section("VITAMINAS E GLICEMIA", "Soro"),
            Table(cols=["name", "result", "unit", "ref"], headers=None,
                  widths=[0.36, 0.16, 0.14, 0.34], rules=True, rows=[
                      r("b12", "Vitamina B12", "312", "pg/mL", "197 a 771"),
                      r("folate", "Ácido fólico", "14,8", "ng/mL", "superior a 3,9"),
                      r("vitd", "25-hidroxivitamina D", "24,6", "ng/mL", "gestantes: 30 a 60"),
                      r("glu", "Glicose em jejum", "78", "mg/dL", "inferior a 92"),
                  ]),
            Text("L = abaixo do valor de referência.\nPróxima consulta de pré-natal: 06/10/2025."),
        ],
    ]))

# =====================================================================================
# au10 — check-up with serology, two columns, reference before result, Florianópolis/SC
# =====================================================================================
lab10 = Lab(
    name="Ilha Diagnóstica", tagline="Laboratório de análises clínicas",
    address="Rua Bocaiúva, 2.125 – Centro", city="Florianópolis/SC",
    phone="(48) 3224-1956", cnpj="82.913.551/0001-84", cnes="2691868",
    site="www.ilhadiagnostica.com.br", rt="Dr. Felipe Schaefer Kock – CRF-SC 6.404",
    signers=["Dr. Felipe Schaefer Kock\nFarmacêutico-Bioquímico – CRF-SC 6.404",
             "Dra. Camila Rosa Hoepers\nBiomédica – CRBM 5ª Região 13.118"])
COLS10 = dict(cols=["name", "ref", "result", "unit"], widths=[0.38, 0.24, 0.15, 0.23],
              headers=["Exame", "Referência", "Resultado", "Unidade"], rules=False, align_result="R")
REPORTS.append(Report(
    id="au10", lab=lab10,
    style=Style(font="liberation-sans", base=7.9, small=6.6, title=15, accent="#006d77",
                header="band", section="bar", patient_box="grid", line_h=3.8),
    patient=[("Paciente", "Marcos Vinícius Hoffmann"), ("Nascimento", "30/11/1968"), ("Sexo", "Masculino"),
             ("Ordem de serviço", "FLN-7742018"), ("Coleta", "07/10/2025 07:20"), ("Requisição", "29/09/2025"),
             ("Médica", "Dra. Aline Pacheco – CRM-SC 18.930"), ("Liberação", "10/10/2025 16:48"),
             ("Jejum", "12 horas")],
    collected_at_default="2025-10-07",
    footer_note="Impresso em 11/10/2025 09:00",
    pages=[
        [
            TwoCol(
                left=[
                    Section("PERFIL LIPÍDICO", "Soro"),
                    Table(**COLS10, rows=[
                        r("chol", "Colesterol total", "214", "mg/dL", "inferior a 190"),
                        r("hdl", "Colesterol HDL", "41", "mg/dL", "superior a 40"),
                        r("ldl", "Colesterol LDL", "142", "mg/dL", "inferior a 130"),
                        r("nonhdl", "Colesterol não-HDL", "173", "mg/dL", "inferior a 160"),
                        r("tg", "Triglicerídeos", "156", "mg/dL", "inferior a 150"),
                    ]),
                    Section("METABOLISMO GLICÊMICO", "Soro / sangue total"),
                    Table(**COLS10, rows=[
                        r("glu", "Glicose", "104", "mg/dL", "70 a 99"),
                        r("hba1c", "Hemoglobina glicada", "5,9", "%", "inferior a 5,7"),
                    ]),
                    Section("FUNÇÃO RENAL E ELETRÓLITOS", "Soro"),
                    Table(**COLS10, rows=[
                        r("urea", "Ureia", "38", "mg/dL", "17 a 49"),
                        r("crea", "Creatinina", "1,08", "mg/dL", "0,70 a 1,20"),
                        r("egfr", "TFG estimada (CKD-EPI)", "79", "mL/min/1,73m²", "superior a 60"),
                        r("na", "Sódio", "140", "mEq/L", "136 a 145"),
                        r("k", "Potássio", "4,6", "mEq/L", "3,5 a 5,1"),
                    ]),
                ],
                right=[
                    Section("TIREOIDE", "Soro"),
                    Table(**COLS10, rows=[
                        r("tsh", "TSH", "3,12", "µUI/mL", "0,45 a 4,50"),
                        r("ft4", "T4 livre", "1,21", "ng/dL", "0,70 a 1,48"),
                    ]),
                    Section("HORMÔNIOS", "Soro"),
                    Table(**COLS10, rows=[
                        r("testo", "Testosterona total", "412", "ng/dL", "249 a 836"),
                        r("psa", "PSA total", "2,84", "ng/mL", "até 4,00"),
                        r("fpsa", "PSA livre", "0,52", "ng/mL", "–"),
                    ]),
                    Text("Relação PSA livre/total: 18 % (informativo, calculado)."),
                    Section("MARCADORES TUMORAIS", "Soro"),
                    Table(**COLS10, rows=[
                        r("cea", "CEA", "2,1", "ng/mL", "até 3,8"),
                        r("ca199", "CA 19-9", "11,4", "U/mL", "até 37,0"),
                    ]),
                    Section("VITAMINAS", "Soro"),
                    Table(**COLS10, rows=[
                        r("vitd", "Vitamina D (25-OH)", "31,5", "ng/mL", "superior a 20"),
                        r("b12", "Vitamina B12", "498", "pg/mL", "197 a 771"),
                    ]),
                ]),
            Text("Metas de LDL conforme risco cardiovascular: baixo < 130; intermediário < 100; alto < 70; muito alto < 50 mg/dL.\n"
                 "Hemoglobina glicada: 5,7 a 6,4 % = risco aumentado para diabetes; igual ou superior a 6,5 % = diabetes."),
        ],
        [
            Section("SOROLOGIAS", "Soro · quimioluminescência / floculação"),
            Table(cols=["name", "ref", "result", "unit"], widths=[0.40, 0.30, 0.16, 0.14],
                  headers=["Exame", "Referência", "Resultado", "Unidade"], rules=False, align_result="R", rows=[
                      r("hiv_combo", "Anti-HIV 1/2 e antígeno p24", "Não reagente", "", "Não reagente"),
                      r("hbsag", "HBsAg", "Não reagente", "", "Não reagente"),
                      r("antihbs", "Anti-HBs (quantitativo)", "8,5", "mUI/mL", "imune: 10,0 ou mais"),
                      r("antihcv", "Anti-HCV", "Não reagente", "", "Não reagente"),
                      r("vdrl", "VDRL", "Não reagente", "", "Não reagente"),
                  ]),
            Text("Anti-HBs inferior a 10,0 mUI/mL: considerar reforço vacinal para hepatite B (última dose informada em 2009)."),
        ],
    ]))

# =====================================================================================
# au11 — health-worker immunity / occupational serology, São José dos Campos/SP
# =====================================================================================
lab11 = Lab(
    name="Laboratório Vale do Paraíba", tagline="Medicina laboratorial e ocupacional",
    address="Av. Nove de Julho, 455 – Jardim Apolo", city="São José dos Campos/SP",
    phone="(12) 3921-6675", cnpj="55.029.734/0001-58", cnes="9113290",
    site="www.labvaledoparaiba.com.br", rt="Dra. Regina Toledo Amaral – CRBM 1ª Região 5.116",
    signers=["Dra. Regina Toledo Amaral\nBiomédica – CRBM 1ª Região 5.116"])
REPORTS.append(Report(
    id="au11", lab=lab11,
    style=Style(font="dejavu-sans", base=10.0, small=8.2, title=17, accent="#283593",
                header="left", section="bar", patient_box="box", line_h=5.0),
    patient=[("Nome", "Tatiane Aparecida Gomes"), ("Nascimento", "21/06/2001"),
             ("Sexo", "Feminino"), ("Empresa", "Hospital Municipal SJC"),
             ("Função", "Técnica de enfermagem"), ("Coleta", "11/11/2025 07:10"),
             ("3ª dose vacina HB", "15/08/2025"), ("Liberação", "13/11/2025 15:30")],
    collected_at_default="2025-11-11",
    footer_note="Emitido em 13/11/2025",
    pages=[[
        Section("IMUNIDADE E SOROLOGIAS – SAÚDE OCUPACIONAL", "Soro"),
        Table(cols=["name", "result", "unit", "ref"], headers=["Exame", "Resultado", "Unidade", "Referência"],
              widths=[0.36, 0.25, 0.13, 0.26], grid=True, align_result="L", rows=[
                  r("antihbs", "Anti-HBs", "superior a 1.000", "mUI/mL", "Imune: 10 ou mais"),
                  r("hbsag", "HBsAg", "Não reagente", "", "Não reagente"),
                  r("antihbc", "Anti-HBc total", "Não reagente", "", "Não reagente"),
                  r("antihcv", "Anti-HCV", "Não reagente", "", "Não reagente"),
                  r("hiv_ab", "Anti-HIV 1 e 2", "Não reagente", "", "Não reagente"),
                  r("hav_igg", "Anti-HAV IgG", "Reagente", "", "Não reagente"),
                  r("rub_igg", "Rubéola IgG", "28,4", "UI/mL", "Imune: 10 ou mais"),
                  r("vdrl", "VDRL", "Não reagente", "", "Não reagente"),
              ]),
        Text("Anti-HBs dosado 88 dias após a 3ª dose do esquema vacinal: resposta vacinal adequada."),
        Section("HEMATOLOGIA E BIOQUÍMICA", "Sangue total EDTA / soro"),
        Table(cols=["name", "result", "unit", "ref"], headers=["Exame", "Resultado", "Unidade", "Referência"],
              widths=[0.36, 0.25, 0.13, 0.26], grid=True, align_result="L", rows=[
                  r("hgb", "Hemoglobina", "13,4", "g/dL", "12,0 a 16,0"),
                  r("wbc", "Leucócitos", "7.200", "/mm³", "4.000 a 11.000"),
                  r("plt", "Plaquetas", "265.000", "/mm³", "150.000 a 450.000"),
                  r("alt", "ALT (TGP)", "18", "U/L", "até 33"),
                  r("crea", "Creatinina", "0,68", "mg/dL", "0,50 a 0,90"),
              ]),
        Text("Exame periódico (NR-32). Validade do atestado: 12 meses a partir de 13/11/2025."),
    ]]))

# =====================================================================================
# au12 — ICU sepsis follow-up, several dates, cultures, Belém/PA
# =====================================================================================
lab12 = Lab(
    name="Hospital e Laboratório Guajará", tagline="Laboratório de Análises Clínicas – Unidade hospitalar",
    address="Travessa Padre Eutíquio, 2.240 – Batista Campos", city="Belém/PA",
    phone="(91) 3249-5530", cnpj="05.126.880/0001-41", cnes="2755017",
    site="www.hlguajara.com.br", rt="Dr. Júlio César Pantoja Leão – CRM-PA 9.118",
    signers=["Dr. Júlio César Pantoja Leão\nPatologista clínico – CRM-PA 9.118",
             "Dra. Andreza Monteiro Brito\nBiomédica – CRBM 6ª Região 3.962"])
P12 = "2025-12-02"
REPORTS.append(Report(
    id="au12", lab=lab12,
    style=Style(font="dejavu-condensed", base=8.4, small=7.0, title=14, accent="#a61b29",
                header="band", section="caps", patient_box="grid", line_h=4.0),
    patient=[("Paciente", "Raimundo Nonato Farias"), ("Nascimento", "09/02/1958"), ("Sexo", "Masculino"),
             ("Prontuário", "HG-0418877"), ("Setor / leito", "UTI adulto 2 – leito 08"), ("Internação", "01/12/2025"),
             ("Coleta", "04/12/2025 05:30"), ("Solicitante", "Dr. Ítalo Maués – CRM-PA 12.640"),
             ("Liberado", "04/12/2025 09:14")],
    collected_at_default="2025-12-04",
    footer_note="Impresso 05/12/2025 06:02",
    pages=[
        [
            Section("Hemograma", "Coleta atual 04/12/2025 · anterior 02/12/2025"),
            Table(cols=["name", "result", "flag", "unit", "prev0", "ref"],
                  headers=["Exame", "Resultado", "", "Unidade", "Anterior\n02/12/2025", "Valores de referência"],
                  widths=[0.24, 0.14, 0.08, 0.11, 0.16, 0.27], rules=True, flag_inline=False, rows=[
                      r("hgb", "Hemoglobina", "10,2", "g/dL", "13,0 a 17,0", flag="Baixo", prev=[P("11,0", P12, "Baixo")]),
                      r("wbc", "Leucócitos", "16.800", "/mm³", "4.000 a 10.000", flag="Alto", prev=[P("21.300", P12, "Alto")]),
                      r("band_pct", "Bastonetes", "9", "%", "0 a 5", flag="Alto", prev=[P("14", P12, "Alto")]),
                      r("seg_pct", "Segmentados", "78", "%", "40 a 75", flag="Alto", prev=[P("76", P12, "Alto")]),
                      r("lymph_pct", "Linfócitos", "8", "%", "20 a 45", flag="Baixo"),
                      r("plt", "Plaquetas", "142.000", "/mm³", "150.000 a 400.000", flag="Baixo", prev=[P("118.000", P12, "Baixo")]),
                  ]),
            Section("Bioquímica e marcadores inflamatórios", "Soro / plasma"),
            Table(cols=["name", "result", "flag", "unit", "prev0", "ref"],
                  headers=["Exame", "Resultado", "", "Unidade", "Anterior\n02/12/2025", "Valores de referência"],
                  widths=[0.24, 0.14, 0.08, 0.11, 0.16, 0.27], rules=True, flag_inline=False, rows=[
                      r("crp", "Proteína C reativa", "96,4", "mg/L", "inferior a 5,0", flag="Alto", prev=[P("212,0", P12, "Alto")]),
                      r("pct", "Procalcitonina", "1,85", "ng/mL", "inferior a 0,50", flag="Alto", prev=[P("6,40", P12, "Alto")]),
                      r("lactate", "Lactato", "1,6", "mmol/L", "0,5 a 2,2", prev=[P("3,8", P12, "Alto")]),
                      r("crea", "Creatinina", "1,42", "mg/dL", "0,70 a 1,20", flag="Alto", prev=[P("1,96", P12, "Alto")]),
                      r("urea", "Ureia", "58", "mg/dL", "17 a 49", flag="Alto"),
                      r("na", "Sódio", "134", "mmol/L", "136 a 145", flag="Baixo"),
                      r("k", "Potássio", "4,1", "mmol/L", "3,5 a 5,1"),
                      r("mg", "Magnésio", "1,9", "mg/dL", "1,6 a 2,6"),
                  ]),
            Text("Valores críticos comunicados ao plantão da UTI em 02/12/2025 às 06:20 (lactato 3,8 mmol/L)."),
        ],
        [
            Section("Coagulação", "Plasma citratado · 04/12/2025"),
            Table(cols=["name", "result", "flag", "unit", "ref"],
                  headers=["Exame", "Resultado", "", "Unidade", "Valores de referência"],
                  widths=[0.30, 0.16, 0.08, 0.14, 0.32], rules=True, flag_inline=False, rows=[
                      r("inr", "RNI", "1,21", "", "0,90 a 1,20", flag="Alto"),
                      r("aptt", "TTPa", "36,2", "segundos", "25,0 a 38,0"),
                  ]),
            Section("Microbiologia", "Coletado em 02/12/2025 04:50", date=P12),
            Block("HEMOCULTURA",
                  [bl("HEMOCULTURA", "Resultado", "bcult_org", "Negativa")],
                  material="Sangue periférico – 2 amostras (aeróbios)", method="Sistema automatizado de monitoramento contínuo",
                  note="Sem crescimento bacteriano após 5 dias de incubação (leitura final em 07/12/2025 será emitida se houver alteração)."),
            Block("UROCULTURA",
                  [bl("UROCULTURA", "Microrganismo isolado", "ucult_org", "Klebsiella pneumoniae"),
                   bl("UROCULTURA", "Contagem de colônias", "ucult_cc", "> 100.000", "UFC/mL")],
                  material="Urina – sonda vesical de demora", method="Semeadura quantitativa; identificação por MALDI-TOF"),
            Table(cols=["name", "result"], headers=["Antibiograma (CIM, automação)", "Interpretação"],
                  widths=[0.50, 0.50], rules=True, align_result="L", rows=[
                      r("s_cro", "Ceftriaxona", "Resistente"),
                      r("s_cip", "Ciprofloxacino", "Resistente"),
                      r("s_gen", "Gentamicina", "Sensível"),
                      r("s_ipm", "Imipenem", "Sensível"),
                  ]),
            Text("Produtor de ESBL. Precauções de contato recomendadas. Interpretação conforme BrCAST 2025."),
        ],
    ]))
