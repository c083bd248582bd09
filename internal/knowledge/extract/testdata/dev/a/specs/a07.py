"""a07 - private lab, Goiania. Cumulative (evolutive) report: current result plus
two previous collections, each column headed by its own collection date; some
cells not done ("—"). Two pages, header/patient/footer repeated."""
from specs.common import *

D = "2025-03-10"
DATES = [D, "2025-01-08", "2024-10-15"]
COLS = [("Exame", 30, "L"), ("10/03/2025\n(atual)", 13, "R"), ("08/01/2025", 13, "R"), ("15/10/2024", 13, "R"),
        ("Unidade", 17, "L"), ("Referência", 27, "L")]


def C(name, vals, unit, ref, key):
    return rcum(name, vals, unit, ref, key, DATES)


def T(rows):
    return Table(COLS, rows, style="lined", size=0.98)


page1 = [
    Heading("BIOQUÍMICA — HISTÓRICO DE RESULTADOS", [
        "Resultados anteriores apresentados com a respectiva data de coleta.",
        "Material: soro; hemoglobina glicada em sangue total (EDTA)."], style="rule"),
    T([
        C("Glicose de jejum", ["128", "134", "141"], "mg/dL", "70 a 99 mg/dL", "glu_fast"),
        C("Hemoglobina glicada", ["7,1", "7,4", "7,9"], "%", "Inferior a 5,7 %", "hba1c"),
        C("Creatinina", ["1,21", "1,18", "1,09"], "mg/dL", "0,70 a 1,30 mg/dL", "crea"),
        C("TFG estimada\n(CKD-EPI 2021)", ["68", "70", "77"], "mL/min/1,73 m²", "Superior a 60", "egfr"),
        C("Ureia", ["41", "38", "35"], "mg/dL", "17 a 43 mg/dL", "urea"),
        C("Potássio", ["4,6", "4,8", "4,5"], "mEq/L", "3,5 a 5,1 mEq/L", "k"),
        C("Colesterol total", ["172", "188", "214"], "mg/dL", "Inferior a 190 mg/dL", "chol"),
        C("HDL-colesterol", ["44", "41", "39"], "mg/dL", "Superior a 40 mg/dL", "hdl"),
        C("LDL-colesterol", ["98", "112", "135"], "mg/dL", "Meta: inferior a 100 mg/dL\n(risco intermediário)", "ldl"),
        C("Triglicerídeos", ["152", "176", "198"], "mg/dL", "Inferior a 150 mg/dL", "tg"),
        C("TGP (ALT)", ["31", "—", "36"], "U/L", "Inferior a 41 U/L", "alt"),
        C("TGO (AST)", ["24", "—", "—"], "U/L", "Inferior a 40 U/L", "ast"),
    ]),
    Para("—  exame não realizado na data.   LDL-colesterol calculado pela equação de Friedewald.", size=0.85, italic=True),
    Para("Paciente em uso de metformina e rosuvastatina (informação fornecida no cadastro em 10/03/2025).", size=0.85),
]

page2 = [
    Heading("HEMATOLOGIA E MARCADORES — HISTÓRICO DE RESULTADOS", [
        "Material: sangue total (EDTA) e soro."], style="rule"),
    T([
        C("Hemoglobina", ["13,9", "13,6", "14,1"], "g/dL", "13,0 a 17,0 g/dL", "hgb"),
        C("Hematócrito", ["41,8", "40,9", "42,3"], "%", "40,0 a 50,0 %", "hct"),
        C("VCM", ["88,4", "88,9", "87,6"], "fL", "83,0 a 101,0 fL", "mcv"),
        C("Leucócitos", ["7.150", "6.900", "7.480"], "/mm³", "3.600 a 11.000 /mm³", "wbc"),
        C("Plaquetas", ["231.000", "219.000", "244.000"], "/mm³", "150.000 a 450.000 /mm³", "plt"),
        C("PSA total", ["2,84", "2,51", "—"], "ng/mL", "Até 4,0 ng/mL", "psa"),
        C("PSA livre", ["0,61", "—", "—"], "ng/mL", "—", "fpsa"),
        C("Relação PSA\nlivre/total", ["21,5", "—", "—"], "%", "Superior a 15 %", "psa_ratio"),
        C("TSH", ["2,90", "—", "3,12"], "µUI/mL", "0,27 a 4,20 µUI/mL", "tsh"),
    ]),
    Para("—  exame não realizado na data.", size=0.85, italic=True),
    Spacer(4),
    Para("Resultados liberados por Dr. Eduardo P. Moraes — CRF-GO 4.219 em 11/03/2025 09:02.", size=0.9),
]

REPORT = Report(
    id="a07",
    lab="Laboratório Pró-Vida",
    default_date=D,
    theme=dict(font="sans", size=8.6, accent="#5b2c83", pad="0.8mm 1.2mm"),
    header=dict(style="left", name="Laboratório Pró-Vida",
                lines=["Av. T-63, 1.415 — Setor Bueno — Goiânia/GO — CEP 74230-100 — (62) 3219-7700",
                       "CNPJ 45.678.901/0001-23 — Responsável técnico: Dr. Eduardo P. Moraes — CRF-GO 4.219"],
                right=["RELATÓRIO EVOLUTIVO", "Cliente nº 000318842"]),
    patient=dict(style="shade", rows=[
        [("Paciente:", "Valdir Aparecido Mendes"), ("Sexo:", "Masculino"), ("Nascimento:", "27/04/1963")],
        [("Médico:", "Dra. Lúcia H. Brandão — CRM-GO 10.442"), ("Data da coleta:", "10/03/2025 07:20")],
        [("Emissão:", "11/03/2025 09:15"), ("Origem:", "Unidade Setor Bueno")],
    ]),
    pages=[page1, page2],
    footer=["Laboratório Pró-Vida — os resultados anteriores foram obtidos neste laboratório com a mesma metodologia.",
            "Documento assinado eletronicamente."],
    page_label="Página {p}/{n}",
)
