"""a05 - private lab, Curitiba. SI units throughout, reference range printed
BEFORE the result (Exame | Valores de referencia | Resultado | Unidade), dates
written out ("21 de marco de 2025"), HbA1c both in mmol/mol and %."""
from specs.common import *

D = "2025-03-21"
COLS = [("Exame", 36, "L"), ("Valores de referência", 30, "L"), ("Resultado", 14, "R"), ("Unidade", 14, "L")]
B = (2,)

rows = [
    G("GLICEMIA"),
    rref("Glicose em jejum", "3,9 a 5,5", "5,4", "mmol/L", "glu_fast_mol"),
    rref("Hemoglobina glicada (IFCC)", "inferior a 39", "41", "mmol/mol", "hba1c_ifcc", bold=B),
    rref("Hemoglobina glicada (NGSP)", "4,0 a 5,6", "5,9", "%", "hba1c", bold=B),
    G("FUNÇÃO RENAL"),
    rref("Ureia", "2,5 a 7,1", "6,2", "mmol/L", "urea_mol"),
    rref("Creatinina", "45 a 84", "88", "µmol/L", "crea_mol", bold=B),
    rref("Ácido úrico", "155 a 357", "342", "µmol/L", "uric_mol"),
    G("LIPÍDIOS"),
    rref("Colesterol total", "inferior a 5,0", "5,12", "mmol/L", "chol_mol", bold=B),
    rref("HDL-colesterol", "superior a 1,2", "1,34", "mmol/L", "hdl_mol"),
    rref("LDL-colesterol (calculado)", "inferior a 3,0", "3,18", "mmol/L", "ldl_mol", bold=B),
    rref("Triglicerídeos", "inferior a 1,7", "1,32", "mmol/L", "tg_mol"),
    G("FÍGADO E VIAS BILIARES"),
    rref("Bilirrubina total", "3 a 21", "12", "µmol/L", "bili_t_mol"),
    rref("Bilirrubina direta", "inferior a 5", "< 3,4", "µmol/L", "bili_d_mol"),
    rref("AST (TGO)", "inferior a 0,58", "0,41", "µkat/L", "ast"),
    rref("ALT (TGP)", "inferior a 0,58", "0,52", "µkat/L", "alt"),
    rref("Gama-GT", "inferior a 0,65", "0,38", "µkat/L", "ggt"),
    rref("Fosfatase alcalina", "0,58 a 1,74", "1,12", "µkat/L", "alp"),
    rref("Proteínas totais", "64 a 83", "72", "g/L", "prot"),
    rref("Albumina", "35 a 52", "44", "g/L", "alb"),
    G("ELETRÓLITOS E MINERAIS"),
    rref("Sódio", "136 a 145", "140", "mmol/L", "na"),
    rref("Potássio", "3,5 a 5,1", "4,3", "mmol/L", "k"),
    rref("Cálcio total", "2,15 a 2,55", "2,38", "mmol/L", "ca_mol"),
    rref("Magnésio", "0,66 a 1,07", "0,84", "mmol/L", "mg_mol"),
    rref("Fosfato inorgânico", "0,81 a 1,45", "1,05", "mmol/L", "phos_mol"),
]

page = [
    Heading("BIOQUÍMICA CLÍNICA", ["Material: soro (glicose: plasma fluoretado; HbA1c: sangue total com EDTA)",
                                   "Resultados expressos em unidades do Sistema Internacional (SI)"], style="rule"),
    Table(COLS, rows, style="zebra", size=1.0),
    Para("Valores de referência para mulheres adultas. Resultados em negrito encontram-se fora do intervalo de referência. "
         "Fatores de conversão para unidades convencionais disponíveis mediante solicitação.", size=0.85, italic=True),
    Para("Assinado eletronicamente por Dra. Beatriz Nowak — CRF-PR 7.712, em 24 de março de 2025.", size=0.9),
]

REPORT = Report(
    id="a05",
    lab="Bioanálise Sul Laboratório Clínico",
    default_date=D,
    theme=dict(font="serif", size=8.6, accent="#3b4a5a", pad="0.55mm 1.4mm"),
    header=dict(style="left", name="Bioanálise Sul Laboratório Clínico",
                lines=["Rua Comendador Araújo, 731 — Batel — Curitiba/PR — CEP 80420-000 — (41) 3020-4400",
                       "Responsável técnico: Dr. Tadeu Wisniewski — CRM-PR 19.870"],
                right=["Laudo nº 21-03-0087", "Unidade Batel"]),
    patient=dict(style="box", rows=[
        [("Paciente:", "Rosângela de Fátima Kowalski"), ("Sexo:", "Feminino")],
        [("Data de nascimento:", "30 de setembro de 1968"), ("Idade:", "56 anos")],
        [("Data da coleta:", "21 de março de 2025, 07h20"), ("Laudo emitido em:", "24 de março de 2025")],
    ]),
    pages=[page],
    footer=["Bioanálise Sul — Este laudo foi emitido em unidades SI conforme solicitação médica. Reprodução parcial proibida."],
    page_label="Página {p} de {n}",
)
