"""bc08 - Laboratório Iracema (Fortaleza/CE): the bc02 patient four months
later.  Serif font, tables WITHOUT rules, column order Exame | Valores de
referência | Resultado | Unidade (result printed after the reference range),
'Alto'/'Baixo' word flags, iron panel with a name split over two lines,
vitamins, bone/mineral metabolism, thyroid."""
from engine import Ctx, Lines, Table, Row, Box, HRule, Space, Banner, Signatures, Segs
from model import Report
from common import d, kv, cnpj, flagged, join_name

ACC = "#8a4b08"
COLL = "2024-06-18"


def header(rep, page, npages):
    p = rep.pages[page]
    p.append(Table([(120, "L"), (64, "R")], [
        Row([[Segs([("Laboratório Iracema", "B", ACC)])], [Segs([("Análises Clínicas", "I", ACC)])]], size=16),
    ], rule="none", pad=0, hpad=0))
    p.append(Table([(110, "L"), (74, "R")], [
        Row([["Av. Santos Dumont, 2.626 – Aldeota – Fortaleza/CE – CEP 60150-161",
              f"CNPJ {cnpj('093185740001')} · CNES 2561018 · Fone (85) 3261-4499"],
             ["Resp. técnica: Dra. Francisca E. Rocha", "CRF-CE 4.907"]]),
    ], rule="none", pad=0.2, hpad=0, size=7.4))
    p.append(HRule(thick=1.0, color=ACC, before=1.4, after=1.6))
    rows = [
        Row([kv("Paciente: ", "MARIA DAS GRAÇAS LINS CAVALCANTI"), kv("Nº do pedido: ", "CE-0618-2271")]),
        Row([kv("Nascimento: ", "21/11/1950  (73 anos)  ·  Feminino"), kv("Data de entrada: ", "17/06/2024")]),
        Row([kv("Solicitante: ", "Dr. Antônio Cláudio Parente – CRM-CE 11.684"), kv("Coleta: ", d(COLL) + " às 07:20")]),
        Row([kv("Observação: ", "em uso de levotiroxina 50 µg e metformina"), kv("Previsão de entrega: ", "21/06/2024")]),
    ]
    p.append(Table([(116, "L"), (68, "L")], rows, rule="none", size=8.2, pad=0.4, hpad=0))
    p.append(HRule(thick=0.3, color=ACC, before=1.4, after=0.5))


def footer(rep, page, npages):
    p = rep.pages[page]
    p.append(HRule(thick=0.3, color=ACC, before=2.5, after=1))
    p.append(Table([(140, "L"), (44, "R")], [Row(["Liberado em 20/06/2024 às 18:12. Este laudo só tem validade com assinatura eletrônica.",
                                                  f"Folha {page + 1} de {npages}"])],
                   rule="none", pad=0, hpad=0, size=7, ))


COLS = [(62, "L"), (64, "L"), (32, "R"), (26, "L")]


def section(rep, p, title, material, items):
    p.append(Lines([Segs([(title, "B", ACC)])], size=9.6, pad_top=2.4))
    p.append(Lines([material], size=7.4, style="I", color="#555555"))
    rows = []
    for name, key, vt, unit, ref, flag in items:
        lines = name if isinstance(name, list) else [name]
        refs = ref if isinstance(ref, list) else [ref]
        res = rep.r(join_name(lines), key, vt, unit, flag)
        rows.append(Row([lines, refs, flagged(res, "word"), unit]))
    p.append(Table(COLS, rows, rule="none", size=8.6, pad=0.5, hpad=0.8))


def build():
    rep = Report("bc08", "Laboratório Iracema Análises Clínicas", "Fortaleza/CE", Ctx("dvserif", 8.6), COLL,
                 margins=(13, 11, 13), patient="F, 73 a (mesma paciente de bc02)",
                 features="serif; tables without rules; reference column BEFORE the result; 'Alto'/'Baixo' word flags; iron panel with split name; vitamins; PTH/calcium/phosphorus; thyroid")
    npages = 2
    rep.new_page()
    p = rep.pages[0]
    header(rep, 0, npages)
    p.append(Table(COLS, [], header=["Exame", "Valores de referência", "Resultado", "Unidade"], rule="head",
                   border=ACC, header_color=ACC, size=8.2, pad=0.6, hpad=0.8))
    section(rep, p, "ERITROGRAMA", "Sangue total (EDTA) – automação hematológica", [
        ("Hemoglobina", "hgb", "11,6", "g/dL", "12,0 a 15,5", "L"),
        ("Hematócrito", "hct", "35,4", "%", "35,0 a 45,0", ""),
        ("Volume corpuscular médio", "mcv", "79,8", "fL", "80,0 a 100,0", "L"),
        ("RDW", "rdw", "15,9", "%", "11,5 a 14,5", "H"),
    ])
    section(rep, p, "PERFIL DE FERRO", "Soro – colorimétrico (ferrozina) / imunoturbidimetria / quimioluminescência", [
        ("Ferro sérico", "iron", "52", "µg/dL", "50 a 170", ""),
        (["Capacidade total de ligação", "do ferro (CTLF)"], "tibc", "398", "µg/dL", "250 a 450", ""),
        (["Índice de saturação da", "transferrina"], "tsat", "13", "%", "20 a 50", "L"),
        ("Ferritina", "ferritin", "18,2", "ng/mL", "Mulheres: 13 a 150", ""),
        ("Transferrina", "transferrin", "284", "mg/dL", "200 a 360", ""),
    ])
    section(rep, p, "VITAMINAS", "Soro – quimioluminescência", [
        ("Vitamina B12", "b12", "198", "pg/mL", "211 a 911", "L"),
        ("Ácido fólico", "folate", "7,8", "ng/mL", "superior a 3,9", ""),
        ("25-hidroxivitamina D", "vitd25", "31,8", "ng/mL", ["Suficiência: 30 a 100", "(grupos de risco)"], ""),
    ])
    p.append(Lines(["Saturação da transferrina = ferro sérico ÷ CTLF × 100."], size=7.2, style="I", pad_top=1.5))
    footer(rep, 0, npages)

    rep.new_page()
    p = rep.pages[1]
    header(rep, 1, npages)
    p.append(Table(COLS, [], header=["Exame", "Valores de referência", "Resultado", "Unidade"], rule="head",
                   border=ACC, header_color=ACC, size=8.2, pad=0.6, hpad=0.8))
    section(rep, p, "METABOLISMO ÓSSEO E MINERAL", "Soro – colorimétrico / quimioluminescência (PTH)", [
        ("Cálcio total", "ca", "9,6", "mg/dL", "8,8 a 10,2", ""),
        ("Fósforo", "phos", "3,4", "mg/dL", "2,5 a 4,5", ""),
        ("Magnésio", "mg", "1,9", "mg/dL", "1,6 a 2,6", ""),
        ("Paratormônio (PTH intacto)", "pth", "78,4", "pg/mL", "15,0 a 65,0", "H"),
        ("Fosfatase alcalina", "alp", "96", "U/L", "35 a 104", ""),
        ("Albumina", "albumin", "3,9", "g/dL", "3,5 a 5,2", ""),
    ])
    section(rep, p, "TIREOIDE", "Soro – quimioluminescência", [
        ("TSH", "tsh", "3,12", "µUI/mL", "0,38 a 5,33", ""),
        ("T4 livre", "ft4", "1,28", "ng/dL", "0,61 a 1,48", ""),
    ])
    p.append(Space(3))
    p.append(Box([Lines([Segs([("Valores de referência – 25-hidroxivitamina D (SBPC/ML e SBEM, 2017)", "B")]),
                         "População saudável (até 60 anos): superior a 20 ng/mL",
                         "Grupos de risco: 30 a 60 ng/mL      Risco de toxicidade e hipercalcemia: superior a 100 ng/mL"], size=7.6)],
                 border="#c9a27a", pad=1.6))
    p.append(Lines(["Nota: PTH elevado com cálcio normal pode refletir hiperparatireoidismo secundário (ex.: insuficiência de vitamina D",
                    "ou redução da função renal). Correlacionar com dados clínicos e exames anteriores."], size=7.4, style="I", pad_top=1.5))
    p.append(Signatures([["Dra. Francisca Evangelista Rocha", "Farmacêutica-Bioquímica – CRF-CE 4.907"],
                         ["Dr. Jorge Luiz Arruda Sales", "Médico patologista clínico – CRM-CE 9.330"]], size=7.6, before=12, width=64))
    footer(rep, 1, npages)
    return rep
