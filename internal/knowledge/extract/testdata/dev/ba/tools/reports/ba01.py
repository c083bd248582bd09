"""ba01 – neonatal jaundice follow-up: cumulative bilirubin table (4 collections), CBC-lite,
immuno-haematology, albumin.  Recife – PE."""
from reports.common import *

LAB = Lab(
    name="Laboratório Maternidade Boa Esperança",
    subtitle="Setor de Análises Clínicas – Neonatologia",
    address="Rua das Mangueiras, 412 – Boa Vista",
    city="Recife – PE · CEP 50050-210",
    contact="Tel. (81) 3204-1187 · lab@boaesperanca-mat.com.br",
    ids="CNPJ 11.274.903/0001-52 · CNES 2345671",
    rt="RT: Dra. Tânia M. Figueiredo – CRBM-2 11.572",
)
STYLE = Style(font="liberation-sans", size=8.8, accent="#17616b", header="band", patient_cols=3,
              patient_widths=[0.44, 0.30, 0.26])

BT, BD, BI = "Bilirubin.total [Mass/volume] in Serum or Plasma", \
    "Bilirubin.direct [Mass/volume] in Serum or Plasma", "Bilirubin.indirect [Mass/volume] in Serum or Plasma"

rows = []
curve = [
    ("11/03/2025", "06:10", "31", "8,42", "", "0,38", "8,04", "", "—"),
    ("12/03/2025", "06:30", "55", "14,86", "↑", "0,45", "14,41", "↑", "Fototerapia"),
    ("13/03/2025", "07:05", "80", "11,20", "", "0,41", "10,79", "", "Fototerapia"),
    ("14/03/2025", "06:50", "104", "8,15", "", "0,36", "7,79", "", "Alta da fototerapia"),
]
for (dt, hr, hv, bt, fbt, bd, bi, fbi, cd) in curve:
    d = iso(dt)
    rbt = Res("Bilirrubina total", BT, "1975-2", bt, "mg/dL", fbt, d)
    rbd = Res("Bilirrubina direta", BD, "1968-7", bd, "mg/dL", "", d)
    rbi = Res("Bilirrubina indireta", BI, "1971-1", bi, "mg/dL", fbi, d)
    rows.append(Row([T(dt), T(hr, align="C"), T(hv, align="C"), V(rbt, align="C"), V(rbd, align="C"),
                     V(rbi, align="C"), T(cd, italic=True)]))

bili = Table(
    cols=[Col("Data da coleta", 26), Col("Hora", 14, "C"), Col("Vida (h)", 16, "C"),
          Col("Bilirrubina total\n(mg/dL)", 31, "C"), Col("Bilirrubina direta\n(mg/dL)", 31, "C"),
          Col("Bilirrubina indireta\n(mg/dL)", 31, "C"), Col("Conduta registrada", 35)],
    rows=rows, rules="grid")

nomo = Table(
    cols=[Col("Horas de vida", 30), Col("24 h", 20, "C"), Col("36 h", 20, "C"), Col("48 h", 20, "C"),
          Col("72 h", 20, "C"), Col("96 h", 20, "C"), Col("120 h", 20, "C")],
    rows=[Row([T("P75 de BT (mg/dL)"), T("7,0"), T("9,5"), T("11,5"), T("14,0"), T("15,5"), T("16,5")]),
          Row([T("P95 de BT (mg/dL)"), T("8,0"), T("11,5"), T("13,5"), T("16,0"), T("17,5"), T("17,5")])],
    rules="hlines", size=7.6, pad=0.5)

HB = Res("Hemoglobina", "Hemoglobin [Mass/volume] in Blood", "718-7", "16,8", "g/dL", "", "2025-03-12")
HT = Res("Hematócrito", "Hematocrit [Volume Fraction] of Blood by Automated count", "4544-3", "49,5", "%", "", "2025-03-12",
         ("20570-8",))
RET = Res("Reticulócitos", "Reticulocytes/100 erythrocytes in Blood", "4679-7", "4,6", "%", "", "2025-03-12",
          ("17849-1",))
hema = Table(
    cols=[Col("Exame", 60), Col("Resultado", 28, "R"), Col("Unidade", 22), Col("Valores de referência (RN 2 a 7 dias)", 74)],
    rows=[Row([N(HB), V(HB), U(HB), T("14,5 a 22,5")]),
          Row([N(HT), V(HT), U(HT), T("45,0 a 67,0")]),
          Row([N(RET), V(RET), U(RET), T("3,0 a 7,0")])],
    rules="hlines", header_shade=False)

ABO = Res("Grupo sanguíneo (ABO)", "ABO group [Type] in Blood", "883-9", "A", "", "", "2025-03-11")
RH = Res("Fator Rh (D)", "Rh [Type] in Blood", "10331-7", "Positivo", "", "", "2025-03-11")
CD = Res("Coombs direto", "Direct antiglobulin test.poly specific reagent [Presence] on Red Blood Cells",
         "1007-4", "Negativo", "", "", "2025-03-11")
imuno = Table(
    cols=[Col("Exame", 60), Col("Resultado", 28, "R"), Col("Método", 96)],
    rows=[Row([N(ABO), V(ABO), T("Hemaglutinação em gel – prova direta e reversa não realizada (RN)")]),
          Row([N(RH), V(RH), T("Hemaglutinação em gel")]),
          Row([N(CD), V(CD), T("Antiglobulina poliespecífica (IgG + C3d) em gel")])],
    rules="hlines", header_shade=False)

ALB = Res("Albumina", "Albumin [Mass/volume] in Serum or Plasma", "1751-7", "3,1", "g/dL", "", "2025-03-12")
bioq = Table(
    cols=[Col("Exame", 60), Col("Resultado", 28, "R"), Col("Unidade", 22), Col("Valores de referência (0 a 4 dias)", 74)],
    rows=[Row([N(ALB), V(ALB), U(ALB), T("2,8 a 4,4")])],
    rules="hlines", header_shade=False)

REPORT = Report(
    id="ba01", lab=LAB, style=STYLE,
    patient=[("Paciente", "RN de Maria Aparecida dos Santos Lima"), ("Sexo", "Masculino"), ("Prontuário", "0418-227"),
             ("Nascimento", "10/03/2025 23:14"), ("Idade gestacional", "37 sem 2 d"), ("Peso ao nascer", "2.980 g"),
             ("Leito", "Alojamento Conjunto 12-B"), ("Médica", "Dra. Helena C. Moura"), ("Pedido", "11/03/2025 05:40")],
    collected_default="2025-03-14",
    pages=[[
        H("BILIRRUBINAS – CURVA EVOLUTIVA", 1, rule=True),
        KV([("Material", "Soro (microcoleta – punção de calcanhar)"), ("Método", "Colorimétrico – diazo (Jendrassik-Grof)")], cols=2),
        Space(1),
        bili,
        P("Horas de vida calculadas a partir do nascimento (10/03/2025 às 23:14). Fototerapia iniciada em 12/03/2025 "
          "às 09:00 e suspensa em 14/03/2025 às 10:00. Relação bilirrubina total/albumina em 12/03/2025: 4,8 "
          "(calculada; apenas informativa).", size=7.8, italic=True),
        P("Valores de referência – Bilirrubina direta: até 0,6 mg/dL no período neonatal. Bilirrubina total e indireta: "
          "interpretar conforme horas de vida, idade gestacional e fatores de risco (nomograma de Bhutani; SBP 2021).",
          size=7.8),
        nomo,
        H("HEMATOLOGIA", 1, rule=True),
        KV([("Material", "Sangue total (EDTA)"), ("Coletado em", "12/03/2025 06:30")], cols=2),
        hema,
        H("IMUNO-HEMATOLOGIA", 1, rule=True),
        KV([("Material", "Sangue total (EDTA)"), ("Coletado em", "11/03/2025 06:10")], cols=2),
        imuno,
        P("Tipagem materna informada no pedido: O Rh positivo (não realizada neste laboratório).", size=7.8, italic=True),
        H("BIOQUÍMICA", 1, rule=True),
        KV([("Material", "Soro"), ("Coletado em", "12/03/2025 06:30"), ("Método", "Verde de bromocresol")], cols=3),
        bioq,
        Sig([["Dr. Ricardo Albuquerque Lins", "Farmacêutico-Bioquímico", "CRF-PE 3.914"],
             ["Dra. Tânia M. Figueiredo", "Biomédica – Responsável Técnica", "CRBM-2 11.572"]]),
    ]],
    footer_left="Liberado em 14/03/2025 15:42 · Impresso em 14/03/2025 16:03",
    footer_right="Atendimento 2025031100871",
    features="band header; cumulative bilirubin table (4 collection dates, rows = dates); grid rules; ↑ flags; "
             "qualitative (A, Positivo, Negativo); reference table by hours of life",
)
