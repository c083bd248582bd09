"""a12 - hospital check-up, Rio de Janeiro. SI units (g/L, L/L, x10^9/L,
mmol/L, umol/L, pmol/L, nmol/L, ukat/L, ug/L), sex/age specific references on
their own lines UNDER each result, 2 pages with repeated header. The PSA line
also prints a previous value WITHOUT a date (not a gold result)."""
from specs.common import *

D = "2025-03-28"
COLS = [("Exame", 46, "L"), ("Resultado", 15, "R"), ("Unidade", 16, "L"), ("", 23, "L")]


def X(name, vt, unit, ref, key, flag=""):
    return [Row([name, vt, unit, flag], [Res(name, vt, unit, key)], bold=(1,) if flag else ()), N(ref)]


def T(*items, header=True):
    rows = []
    for it in items:
        if isinstance(it, Row):
            rows.append(it)
        else:
            rows.extend(it)
    return Table(COLS, rows, style="plain", header=header, size=1.0)


page1 = [
    Heading("HEMATOLOGIA", ["Material: sangue total (EDTA) — Método: citometria de fluxo"], style="plain"),
    T(
        X("Hemoglobina", "148", "g/L", "Homens: 135 a 175 g/L   |   Mulheres: 120 a 155 g/L", "hgb"),
        X("Hematócrito", "0,44", "L/L", "Homens: 0,40 a 0,52 L/L   |   Mulheres: 0,36 a 0,47 L/L", "hct"),
        X("Leucócitos", "6,2", "×10⁹/L", "Adultos: 3,6 a 11,0 ×10⁹/L", "wbc"),
        X("Plaquetas", "231", "×10⁹/L", "Adultos: 150 a 400 ×10⁹/L", "plt"),
        X("Velocidade de hemossedimentação", "8", "mm/h",
          "Homens até 50 anos: até 15 mm/h\nHomens acima de 50 anos: até 20 mm/h\nMulheres acima de 50 anos: até 30 mm/h", "esr"),
    ),
    Heading("METABOLISMO E FUNÇÃO RENAL", ["Material: soro / plasma fluoretado — Métodos enzimáticos automatizados"], style="plain"),
    T(
        X("Glicose em jejum", "5,9", "mmol/L", "Normal: 3,9 a 5,5 mmol/L\nGlicemia de jejum alterada: 5,6 a 6,9 mmol/L", "glu_fast_mol", flag="Alterado"),
        X("Colesterol total", "5,6", "mmol/L", "Desejável: inferior a 4,9 mmol/L", "chol_mol", flag="Alterado"),
        X("HDL-colesterol", "1,08", "mmol/L", "Homens: superior a 1,0 mmol/L\nMulheres: superior a 1,2 mmol/L", "hdl_mol"),
        X("LDL-colesterol", "3,70", "mmol/L", "Baixo risco: inferior a 3,4 mmol/L\nRisco intermediário: inferior a 2,6 mmol/L", "ldl_mol", flag="Alterado"),
        X("Triglicerídeos", "1,80", "mmol/L", "Jejum: inferior a 1,7 mmol/L", "tg_mol", flag="Alterado"),
        X("Ácido úrico", "402", "µmol/L", "Homens: 202 a 416 µmol/L\nMulheres: 142 a 339 µmol/L", "uric_mol"),
        X("Creatinina", "94", "µmol/L", "Homens: 62 a 106 µmol/L\nMulheres: 44 a 80 µmol/L", "crea_mol"),
        X("Cálcio total", "2,41", "mmol/L", "Adultos: 2,15 a 2,55 mmol/L", "ca_mol"),
        X("Bilirrubina total", "14", "µmol/L", "Adultos: 3 a 21 µmol/L", "bili_t_mol"),
        X("Bilirrubina indireta", "10", "µmol/L", "Adultos: até 17 µmol/L", "bili_i_mol"),
        X("Proteína C reativa ultrassensível", "1,8", "mg/L",
          "Risco cardiovascular baixo: inferior a 1,0 mg/L\nMédio: 1,0 a 3,0 mg/L   |   Alto: superior a 3,0 mg/L", "hscrp"),
    ),
]

page2 = [
    Heading("ENZIMAS", ["Material: soro — Método: cinético IFCC 37 °C"], style="plain"),
    T(
        X("Creatinoquinase (CK)", "2,10", "µkat/L", "Homens: 0,65 a 5,14 µkat/L\nMulheres: 0,44 a 2,84 µkat/L", "ck"),
        X("Gama-glutamiltransferase", "0,62", "µkat/L", "Homens: inferior a 1,19 µkat/L\nMulheres: inferior a 0,68 µkat/L", "ggt"),
        X("Fosfatase alcalina", "1,05", "µkat/L", "Adultos: 0,67 a 2,15 µkat/L", "alp"),
        X("Amilase", "0,95", "µkat/L", "Adultos: 0,47 a 1,67 µkat/L", "amyl"),
    ),
    Heading("ENDOCRINOLOGIA", ["Material: soro — Método: eletroquimioluminescência"], style="plain"),
    T(
        X("TSH", "2,3", "mUI/L", "Adultos: 0,27 a 4,20 mUI/L", "tsh"),
        X("T4 livre", "14,2", "pmol/L", "Adultos: 12,0 a 22,0 pmol/L", "ft4_mol"),
        X("T3 livre", "4,9", "pmol/L", "Adultos: 3,1 a 6,8 pmol/L", "ft3_mol"),
        X("Cortisol", "412", "nmol/L", "Coleta entre 7 e 10 h: 166 a 507 nmol/L\nColeta entre 16 e 20 h: 73,8 a 291 nmol/L", "cortisol_mol"),
        X("Testosterona total", "14,8", "nmol/L", "Homens de 20 a 49 anos: 8,64 a 29,0 nmol/L\nHomens com 50 anos ou mais: 6,68 a 25,7 nmol/L", "testo_mol"),
        X("Estradiol", "98", "pmol/L", "Homens: 41,4 a 159 pmol/L", "e2_mol"),
        [Row(["Antígeno prostático específico (PSA) total", "1,12", "µg/L", ""],
             [Res("Antígeno prostático específico (PSA) total", "1,12", "µg/L", "psa")]),
         N("40 a 49 anos: até 2,5 µg/L   |   50 a 59 anos: até 3,5 µg/L   |   60 a 69 anos: até 4,5 µg/L\n"
           "Resultado anterior: 0,98 µg/L")],
    ),
    Heading("FERRO E VITAMINAS", ["Material: soro — Métodos: colorimétrico (ferro) e quimioluminescência"], style="plain"),
    T(
        X("Ferro", "18,4", "µmol/L", "Homens: 11,6 a 31,3 µmol/L\nMulheres: 9,0 a 30,4 µmol/L", "iron_mol"),
        X("Ferritina", "212", "µg/L", "Homens: 30 a 400 µg/L\nMulheres: 13 a 150 µg/L", "ferritin"),
        X("Vitamina B12", "342", "pmol/L", "Adultos: 145 a 569 pmol/L", "b12_mol"),
        X("Folato", "21", "nmol/L", "Adultos: superior a 8,8 nmol/L", "folate_mol"),
    ),
    Spacer(3),
    Para("Laudo revisado e liberado por Dra. Patrícia de O. Lacerda — CRM-RJ 52.889.014 — Data de impressão: 31/03/2025.",
         size=0.88),
]

REPORT = Report(
    id="a12",
    lab="Hospital Vila Serena — Medicina Diagnóstica",
    default_date=D,
    theme=dict(font="sans", size=8.4, accent="#34495e", pad="0.35mm 1.2mm",
               css=".t tr.note td{padding-left:4mm;padding-bottom:1.1mm;}"),
    header=dict(style="left", name="Hospital Vila Serena",
                lines=["Medicina Diagnóstica — Rua Voluntários da Pátria, 445 — Botafogo — Rio de Janeiro/RJ — (21) 2555-3000",
                       "Responsável técnico: Dr. Augusto C. Menezes — CRM-RJ 52.654.321"],
                right=["CHECK-UP EXECUTIVO", "Ordem de serviço 77.120.334"]),
    patient=dict(style="box", rows=[
        [("Paciente:", "Henrique Bastos Albuquerque"), ("Sexo:", "Masculino"), ("Idade:", "52 anos")],
        [("Data de nascimento:", "09/01/1973"), ("Data de coleta:", "28/03/2025 07:15")],
        [("Solicitante:", "Dr. Marcelo V. Teixeira — CRM-RJ 52.771.890"), ("Data de impressão:", "31/03/2025")],
    ]),
    pages=[page1, page2],
    footer=["Hospital Vila Serena — Medicina Diagnóstica. Resultados expressos em unidades do Sistema Internacional (SI).",
            "Laudo assinado digitalmente."],
    page_label="Página {p} de {n}",
)
