"""ba08 – adolescent girl (15 y) check-up: two-column report with dotted leaders (graphic dots),
↑/↓ flags, glucose/insulin, lipids ('HDL-COLESTEROL'), liver and kidney, thyroid, vitamins with a
'superior a' value; HOMA-IR only in a note.  Belém – PA."""
from reports.common import *

LAB = Lab(
    name="Labclin Norte",
    subtitle="Medicina Laboratorial",
    address="Tv. Quintino Bocaiúva, 1.905 – Nazaré",
    city="Belém – PA · CEP 66035-190",
    contact="(91) 3222-4517 · labclinnorte.com.br",
    ids="CNPJ 05.873.114/0001-60 · CNES 2331519",
    rt="",
)
STYLE = Style(font="liberation-sans", size=8.4, accent="#7a1f5c", header="left", patient_cols=3,
              patient_widths=[0.42, 0.28, 0.30])

CUR = "2025-03-12"


def R(name, an, lo, v, u, fl="", alts=()):
    return Res(name, an, lo, v, u, fl, CUR, alts)


GLI = R("Glicose (jejum)", "Glucose [Mass/volume] in Serum or Plasma", "2345-7", "86", "mg/dL", "", ("1558-6",))
INS = R("Insulina", "Insulin [Units/volume] in Serum or Plasma", "20448-7", "18,4", "µUI/mL", "↑")
A1C = R("Hemoglobina glicada", "Hemoglobin A1c/Hemoglobin.total in Blood", "4548-4", "5,4", "%", "", ("17856-6",))
CT = R("COLESTEROL TOTAL", "Cholesterol [Mass/volume] in Serum or Plasma", "2093-3", "182", "mg/dL", "↑")
HDL = R("HDL-COLESTEROL", "Cholesterol in HDL [Mass/volume] in Serum or Plasma", "2085-9", "38", "mg/dL", "↓")
LDL = R("LDL-COLESTEROL", "Cholesterol in LDL [Mass/volume] in Serum or Plasma by calculation", "13457-7", "121", "mg/dL", "↑",
        ("2089-1",))
VLDL = R("VLDL-COLESTEROL", "Cholesterol in VLDL [Mass/volume] in Serum or Plasma by calculation", "13458-5", "23", "mg/dL")
TG = R("TRIGLICÉRIDES", "Triglyceride [Mass/volume] in Serum or Plasma", "2571-8", "115", "mg/dL", "↑")
NHDL = R("NÃO-HDL", "Cholesterol.total-Cholesterol in HDL [Mass/volume] in Serum or Plasma", "43396-1", "144", "mg/dL", "↑")

AST = R("TGO (AST)", "Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma", "1920-8", "22", "U/L")
ALT = R("TGP (ALT)", "Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma", "1742-6", "31", "U/L")
GGT = R("Gama-GT", "Gamma glutamyl transferase [Enzymatic activity/volume] in Serum or Plasma", "2324-2", "18", "U/L")
URE = R("Ureia", "Urea [Mass/volume] in Serum or Plasma", "3091-6", "24", "mg/dL")
CRE = R("Creatinina", "Creatinine [Mass/volume] in Serum or Plasma", "2160-0", "0,68", "mg/dL")
URI = R("Ácido úrico", "Urate [Mass/volume] in Serum or Plasma", "3084-1", "4,9", "mg/dL")
TSH = R("TSH", "Thyrotropin [Units/volume] in Serum or Plasma", "3016-3", "1,85", "µUI/mL", "", ("11580-8",))
VITD = R("25-OH vitamina D", "25-Hydroxyvitamin D2+D3 [Mass/volume] in Serum or Plasma", "62292-8", "18,6", "ng/mL", "↓", ("1989-3",))
B12 = R("Vitamina B12", "Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma", "2132-9", "superior a 2.000", "pg/mL", "↑")
FER = R("Ferritina", "Ferritin [Mass/volume] in Serum or Plasma", "2276-4", "24", "ng/mL")


left = [
    H("METABOLISMO GLICÍDICO", 2, shade=True),
    P("Material: soro / sangue total (EDTA) · jejum de 12 horas", size=7.4, color="#444444"),
    Leaders([LItem(GLI, "70 a 99"), LItem(INS, "2,6 a 15,0"), LItem(A1C, "4,0 a 5,6")], name_w=36, value_w=32),
    H("PERFIL LIPÍDICO", 2, shade=True),
    P("Método: enzimático colorimétrico · referências SBP (2 a 19 anos)", size=7.4, color="#444444"),
    Leaders([LItem(CT, "< 170"), LItem(HDL, "> 45"), LItem(LDL, "< 110"), LItem(VLDL, "< 30"), LItem(TG, "< 90"),
             LItem(NHDL, "< 120")], name_w=36, value_w=32),
    P("LDL e VLDL calculados pela fórmula de Friedewald. HOMA-IR calculado com glicose e insulina desta amostra: 3,9 "
      "(referência para adolescentes: até 3,16) – índice apenas informativo.", size=7.2, italic=True),
]
right = [
    H("FUNÇÃO HEPÁTICA E RENAL", 2, shade=True),
    P("Material: soro · métodos cinéticos / enzimáticos", size=7.4, color="#444444"),
    Leaders([LItem(AST, "até 32"), LItem(ALT, "até 33"), LItem(GGT, "até 38"), LItem(URE, "15 a 40"),
             LItem(CRE, "0,50 a 1,00"), LItem(URI, "2,4 a 5,7")], name_w=32, value_w=26),
    H("TIREOIDE E VITAMINAS", 2, shade=True),
    P("Material: soro · quimioluminescência", size=7.4, color="#444444"),
    Leaders([LItem(TSH, "0,51 a 4,30"), LItem(VITD, "20 a 60"), LItem(B12, "187 a 883"), LItem(FER, "13 a 150")],
            name_w=32, value_w=38),
    P("Vitamina B12 acima do limite de linearidade; paciente em uso de suplementação oral de cianocobalamina "
      "(informado na coleta).", size=7.2, italic=True),
]

REPORT = Report(
    id="ba08", lab=LAB, style=STYLE,
    patient=[("Paciente", "Ana Beatriz Monteiro Farias"), ("Sexo", "Feminino"), ("Idade", "15 anos"),
             ("Nascimento", "04/07/2009"), ("DUM", "28/02/2025"), ("Coleta", "12/03/2025 07:15"),
             ("Médica", "Dra. Patrícia Lobato Reis"), ("Pedido", "10/03/2025"), ("Protocolo", "BEL-883102")],
    collected_default=CUR,
    pages=[[
        H("CHECK-UP DO ADOLESCENTE", 1, rule=True),
        Cols([left, right], gap=8, rule=True),
        Space(2),
        P("↑ resultado acima e ↓ resultado abaixo do intervalo de referência. Valores de referência conforme idade e "
          "sexo. Retorno ambulatorial sugerido para 06/2025.", size=7.6),
        Sig([["Dr. Thiago Barata Nunes", "Farmacêutico-Bioquímico", "CRF-PA 2.871"],
             ["Dra. Luana Sarmento Pinheiro", "Médica Patologista Clínica", "CRM-PA 9.446"]]),
    ]],
    footer_left="Liberado em 13/03/2025 09:47 · Impresso em 13/03/2025 10:05",
    footer_right="Protocolo BEL-883102",
    features="two-column report (reading order: left column then right); dotted leaders drawn as graphic dots; "
             "↑/↓ flags after value and unit; 'HDL-COLESTEROL' caps style; 'superior a 2.000'; HOMA-IR only in a note "
             "(not a result); DUM and return dates as distractors",
)
