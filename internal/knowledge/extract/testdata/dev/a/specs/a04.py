"""a04 - private lab, Belo Horizonte. TWO INDEPENDENT COLUMNS of results side by
side (iron/vitamins left, endocrinology right); reference on its own line under
each result; dates as "19/fev/2025"."""
from specs.common import *

D = "2025-02-19"
COLS = [("Exame", 44, "L"), ("Resultado", 17, "R"), ("Unidade", 17, "L")]


def X(name, vt, unit, ref, key, bold=()):
    return [Row([name, vt, unit], [Res(name, vt, unit, key)], bold=bold), N(ref)]


def T(*items):
    rows = []
    for it in items:
        rows.extend(it)
    return Table(COLS, rows, style="lined", size=0.95)


left = [
    Heading("METABOLISMO DO FERRO", ["Material: soro — Método: colorimétrico / imunoturbidimetria"], style="plain"),
    T(
        X("Ferro sérico", "54", "µg/dL", "Ref.: 50 a 170 µg/dL", "iron"),
        X("Ferritina", "18,6", "ng/mL", "Ref. mulheres: 15,0 a 150,0 ng/mL", "ferritin"),
        X("Transferrina", "312", "mg/dL", "Ref.: 200 a 360 mg/dL", "transferrin"),
        X("Capacidade total de\nligação do ferro (CTLF)", "436", "µg/dL", "Ref.: 250 a 450 µg/dL", "tibc"),
        X("Saturação da transferrina", "12,4", "%", "Ref.: 20,0 a 50,0 %", "tsat", bold=(1,)),
    ),
    Heading("VITAMINAS E METABOLISMO ÓSSEO", ["Material: soro — Método: quimioluminescência"], style="plain"),
    T(
        X("Vitamina B12", "286", "pg/mL", "Ref.: 197 a 771 pg/mL", "b12"),
        X("Ácido fólico (folato)", "8,9", "ng/mL", "Ref.: superior a 3,9 ng/mL", "folate"),
        X("25-hidroxivitamina D", "21,7", "ng/mL",
          "Ref.: acima de 20 ng/mL (população saudável)\n30 a 60 ng/mL (grupos de risco)", "vitd"),
        X("Paratormônio (PTH)\nintacto", "58", "pg/mL", "Ref.: 15 a 65 pg/mL", "pth"),
    ),
]

right = [
    Heading("TIREOIDE", ["Material: soro — Método: eletroquimioluminescência"], style="plain"),
    T(
        X("TSH ultrassensível", "3,86", "µUI/mL", "Ref.: 0,27 a 4,20 µUI/mL", "tsh"),
        X("T4 livre", "1,04", "ng/dL", "Ref.: 0,93 a 1,70 ng/dL", "ft4"),
        X("T3 total", "104", "ng/dL", "Ref.: 80 a 200 ng/dL", "t3"),
        X("Anticorpos anti-\ntireoperoxidase (anti-TPO)", "112", "UI/mL", "Ref.: inferior a 34 UI/mL", "tpo", bold=(1,)),
    ),
    Heading("ADRENAL, PÂNCREAS E OUTROS", ["Material: soro / plasma"], style="plain"),
    T(
        X("Cortisol basal (8 h)", "14,2", "µg/dL", "Ref. (coleta entre 7 e 10 h): 6,2 a 19,4 µg/dL", "cortisol"),
        X("Insulina basal", "9,8", "µUI/mL", "Ref.: 2,6 a 24,9 µUI/mL", "insulin"),
        X("Homocisteína", "11,4", "µmol/L", "Ref.: 5,0 a 15,0 µmol/L", "homocys"),
        X("Glicose", "88", "mg/dL", "Ref.: 70 a 99 mg/dL (jejum)", "glu_fast"),
    ),
]

page = [
    TwoCol(left, right, gap=8),
    Spacer(4),
    Para("Nota: resultados em negrito estão fora do intervalo de referência. Valores de referência para mulheres adultas.",
         size=0.85, italic=True),
    Para("Responsável pela liberação: Dra. Camila R. Drummond — CRBM-MG 20.114 — Emitido em: 20/fev/2025 18:05", size=0.88),
]

REPORT = Report(
    id="a04",
    lab="Diagnóstika Medicina Laboratorial",
    default_date=D,
    theme=dict(font="sans", size=8.4, accent="#2e6b30"),
    header=dict(style="band", name="Diagnóstika", tag="Medicina Laboratorial",
                lines=["Rua dos Timbiras, 1.560 — Funcionários — Belo Horizonte/MG — (31) 3555-0100 — CNPJ 34.567.890/0001-12 — RT: Dr. Otávio L. Freire — CRM-MG 45.678"]),
    patient=dict(style="shade", rows=[
        [("Paciente:", "Letícia Amaral Guimarães"), ("Sexo:", "Feminino"), ("Nascimento:", "05/06/1990")],
        [("Coleta:", "19/fev/2025 07:52"), ("Jejum:", "12 h"), ("Atendimento:", "BH-0219-00783")],
        [("Médico:", "Dra. Sílvia M. Pacheco — CRM-MG 61.203"), ("Convênio:", "Unimed")],
    ]),
    pages=[page],
    footer=["Diagnóstika Medicina Laboratorial — laudo assinado digitalmente — documento válido sem assinatura manuscrita."],
    page_label="Folha {p}/{n}",
)
