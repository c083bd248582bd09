"""a09 - women's health lab, Salvador. Hormone panel with multi-line,
cycle-phase / age specific references, names split over two lines,
beta-hCG "< 2,0", DUM and release date printed."""
from specs.common import *

D = "2025-02-18"
COLS = [("Exame", 32, "L"), ("Resultado", 12, "R"), ("Unidade", 12, "L"), ("Valores de referência", 44, "L")]


def T(rows):
    return Table(COLS, rows, style="lined", size=0.98)


page = [
    Heading("PERFIL HORMONAL", [
        "Material: soro",
        "Método: imunoensaio por eletroquimioluminescência (ECLIA), exceto onde indicado"], style="plain"),
    T([
        r4("Hormônio folículo-\nestimulante (FSH)", "6,2", "mUI/mL",
           "Fase folicular: 3,5 a 12,5 mUI/mL\nPico ovulatório: 4,7 a 21,5 mUI/mL\n"
           "Fase lútea: 1,7 a 7,7 mUI/mL\nPós-menopausa: 25,8 a 134,8 mUI/mL", "fsh"),
        r4("Hormônio\nluteinizante (LH)", "7,8", "mUI/mL",
           "Fase folicular: 2,4 a 12,6 mUI/mL\nPico ovulatório: 14,0 a 95,6 mUI/mL\n"
           "Fase lútea: 1,0 a 11,4 mUI/mL\nPós-menopausa: 7,7 a 58,5 mUI/mL", "lh"),
        r4("Estradiol", "142", "pg/mL",
           "Fase folicular: 12,5 a 166,0 pg/mL\nPico ovulatório: 85,8 a 498,0 pg/mL\n"
           "Fase lútea: 43,8 a 211,0 pg/mL\nPós-menopausa: inferior a 54,7 pg/mL", "e2"),
        r4("Progesterona", "0,9", "ng/mL",
           "Fase folicular: 0,2 a 1,5 ng/mL\nFase lútea: 1,7 a 27,0 ng/mL\nPós-menopausa: 0,1 a 0,8 ng/mL", "prog"),
        r4("Prolactina", "18,4", "ng/mL", "Mulheres não gestantes: 4,8 a 23,3 ng/mL", "prl"),
        r4("Testosterona total", "32", "ng/dL",
           "Mulheres de 20 a 49 anos: 8,4 a 48,1 ng/dL\nMulheres com 50 anos ou mais: 2,9 a 40,8 ng/dL", "testo"),
        r4("Globulina ligadora de\nhormônios sexuais (SHBG)", "64", "nmol/L",
           "Mulheres de 20 a 49 anos: 32,4 a 128,0 nmol/L\nMulheres com 50 anos ou mais: 27,1 a 128,0 nmol/L", "shbg"),
        r4("Sulfato de deidro-\nepiandrosterona (SDHEA)", "186", "µg/dL",
           "Mulheres de 35 a 44 anos: 60,9 a 337,0 µg/dL\nMulheres de 45 a 54 anos: 35,4 a 256,0 µg/dL", "dheas"),
        r4("17-alfa-\nhidroxiprogesterona", "84", "ng/dL",
           "Método: LC-MS/MS\nFase folicular: 15 a 70 ng/dL\nFase lútea: 35 a 290 ng/dL", "ohp17"),
        r4("TSH", "1,74", "µUI/mL", "0,27 a 4,20 µUI/mL", "tsh"),
    ]),
    Heading("BETA-HCG QUANTITATIVO", ["Material: soro", "Método: eletroquimioluminescência"], style="plain"),
    T([
        r4("Gonadotrofina coriônica\nhumana — fração beta", "< 2,0", "mUI/mL",
           "Não gestantes: inferior a 5,0 mUI/mL\nGestantes 3 semanas: 5,8 a 71,2 mUI/mL\n"
           "Gestantes 4 semanas: 9,5 a 750,0 mUI/mL\nGestantes 5 semanas: 217 a 7.138 mUI/mL", "bhcg"),
    ]),
    Para("Interpretar os resultados hormonais de acordo com a fase do ciclo menstrual. DUM informada pela paciente: "
         "02/02/2025 (17º dia do ciclo na data da coleta).", size=0.88, italic=True),
    Para("Resultado liberado em 19/02/2025 às 16:40 por Dra. Mirela S. Santana — CRM-BA 22.871.", size=0.9),
]

REPORT = Report(
    id="a09",
    lab="Ginolab Medicina Diagnóstica",
    default_date=D,
    theme=dict(font="serif", size=8.5, accent="#8a1c5c", pad="0.7mm 1.3mm"),
    header=dict(style="left", name="Ginolab Medicina Diagnóstica",
                lines=["Av. Paulo VI, 1.850 — Pituba — Salvador/BA — CEP 41810-001 — (71) 3444-2200",
                       "Diretora técnica: Dra. Mirela S. Santana — CRM-BA 22.871"],
                right=["Protocolo 0218-77412", "Unidade Pituba"]),
    patient=dict(style="box", rows=[
        [("Paciente:", "Ana Beatriz Menezes Rocha"), ("Idade:", "36 anos")],
        [("Nascimento:", "14/12/1988"), ("DUM:", "02/02/2025")],
        [("Coletado em:", "18/02/2025 às 09:12"), ("Resultado liberado em:", "19/02/2025 às 16:40")],
    ]),
    pages=[page],
    footer=["Ginolab Medicina Diagnóstica — laudo emitido eletronicamente. Valores de referência fornecidos pelo fabricante do reagente."],
    page_label="Página {p} de {n}",
)
