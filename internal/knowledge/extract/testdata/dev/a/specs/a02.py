"""a02 - hospital lab, Porto Alegre. Bordered grid (Exame | Resultado | Unidade |
Valor de referencia), several names split over two lines, condensed font,
dates as dd.mm.yy ("Coletado em 02.04.25"), abnormal values in bold."""
from specs.common import *

D = "2025-04-02"
COLS = [("Exame", 36, "L"), ("Resultado", 14, "R"), ("Unidade", 19, "L"), ("Valor de referência", 41, "L")]
B = (1,)  # bold result column


def T(rows):
    return Table(COLS, rows, style="grid")


page = [
    Heading("BIOQUÍMICA — FUNÇÃO RENAL E ELETRÓLITOS", ["Material: soro — Métodos automatizados (química seca)"], style="fill"),
    T([
        r4("Ureia", "48", "mg/dL", "15 a 50 mg/dL", "urea"),
        r4("Creatinina", "1,32", "mg/dL", "0,70 a 1,20 mg/dL", "crea", bold=B),
        r4("Taxa de filtração\nglomerular estimada", "57", "mL/min/1,73m²", "Maior que 60 mL/min/1,73m²\n(CKD-EPI 2021)", "egfr", bold=B),
        r4("Ácido úrico", "7,4", "mg/dL", "3,4 a 7,0 mg/dL", "uric", bold=B),
        r4("Sódio", "138", "mEq/L", "136 a 145 mEq/L", "na"),
        r4("Potássio", "4,9", "mEq/L", "3,5 a 5,1 mEq/L", "k"),
        r4("Cloro", "103", "mEq/L", "98 a 107 mEq/L", "cl"),
        r4("Cálcio total", "9,1", "mg/dL", "8,6 a 10,2 mg/dL", "ca"),
        r4("Magnésio", "1,9", "mg/dL", "1,6 a 2,6 mg/dL", "mg"),
        r4("Fósforo", "3,8", "mg/dL", "2,5 a 4,5 mg/dL", "phos"),
    ]),
    Heading("BIOQUÍMICA — FUNÇÃO HEPÁTICA E PANCREÁTICA", ["Material: soro"], style="fill"),
    T([
        r4("Aspartato aminotransferase\n(TGO/AST)", "28", "U/L", "Até 40 U/L", "ast"),
        r4("Alanina aminotransferase\n(TGP/ALT)", "35", "U/L", "Até 41 U/L", "alt"),
        r4("Gama-glutamil\ntransferase (GGT)", "61", "U/L", "10 a 71 U/L", "ggt"),
        r4("Fosfatase\nalcalina", "96", "U/L", "40 a 129 U/L", "alp"),
        r4("Bilirrubina total", "0,9", "mg/dL", "Até 1,2 mg/dL", "bili_t"),
        r4("Bilirrubina direta", "0,3", "mg/dL", "Até 0,3 mg/dL", "bili_d"),
        r4("Bilirrubina\nindireta", "0,6", "mg/dL", "Até 0,9 mg/dL", "bili_i"),
        r4("Proteínas totais", "6,8", "g/dL", "6,4 a 8,3 g/dL", "prot"),
        r4("Albumina", "3,9", "g/dL", "3,5 a 5,2 g/dL", "alb"),
        r4("Globulina", "2,9", "g/dL", "2,3 a 3,5 g/dL", "glob"),
        r4("Relação\nalbumina/globulina", "1,34", "", "1,10 a 2,20", "ag"),
        r4("Amilase", "64", "U/L", "28 a 100 U/L", "amyl"),
        r4("Lipase", "38", "U/L", "13 a 60 U/L", "lip"),
    ]),
    Heading("MARCADORES INFLAMATÓRIOS E TECIDUAIS", ["Material: soro"], style="fill"),
    T([
        r4("Proteína C reativa", "2,4", "mg/dL", "Inferior a 0,5 mg/dL", "crp", bold=B),
        r4("Desidrogenase\nláctica (LDH)", "231", "U/L", "135 a 225 U/L", "ldh", bold=B),
    ]),
    Para("Valores em negrito encontram-se fora do intervalo de referência. TFG estimada pela equação CKD-EPI 2021 "
         "(sem coeficiente racial).", size=0.85, italic=True),
    Para("Liberado por: Bioq. Carla S. Pereira — CRF-RS 9.876 em 02.04.25 10:58", size=0.88),
]

REPORT = Report(
    id="a02",
    lab="Hospital Santa Aurora — Serviço de Patologia Clínica",
    default_date=D,
    theme=dict(font="cond", size=8.8, accent="#7a1f2b", pad="0.6mm 1.4mm"),
    header=dict(style="center", name="HOSPITAL SANTA AURORA",
                lines=["Serviço de Patologia Clínica — Laboratório Central",
                       "Rua Ramiro Barcelos, 3.210 — Porto Alegre/RS — CEP 90035-007 — Fone (51) 3333-0000",
                       "CNES 2233445 — Responsável técnico: Dr. Fernando L. Becker — CRM-RS 23.456"]),
    patient=dict(style="box", rows=[
        [("Paciente:", "JOÃO CARLOS WEBER"), ("Prontuário:", "884213-5"), ("Sexo:", "M")],
        [("Nasc.:", "11.11.1952"), ("Idade:", "72a 4m"), ("Leito:", "412-B — Clínica Médica")],
        [("Internação:", "29.03.25"), ("Coletado em:", "02.04.25 06:30"), ("Requisição:", "A-552017")],
    ]),
    pages=[page],
    footer=["Hospital Santa Aurora — Laboratório acreditado — Impresso em 02.04.25 11:47 por usuário enf.lsilva",
            "Os resultados devem ser interpretados pelo médico assistente em conjunto com os dados clínicos."],
    page_label="Pág. {p}/{n}",
)
