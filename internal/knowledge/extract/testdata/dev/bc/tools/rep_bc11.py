"""bc11 - Laboratório Pedra da Gávea (Rio de Janeiro/RJ): the bc02/bc08
patient, annual cumulative report ('laudo evolutivo').  One grid table with
the unit column BEFORE three dated result columns, blank cells ('—') where a
test was not done, 'HDL'/'LDL' short names, H flags on the current column,
and urine albumin tests."""
from engine import Ctx, Lines, Table, Row, Box, HRule, Space, Banner, Signatures, Segs, TwoCol
from model import Report
from common import d, kv, cnpj, flagged

ACC = "#a23b2a"
COLL = "2024-11-26"
DATES = [COLL, "2024-08-19", "2024-05-21"]


def build():
    rep = Report("bc11", "Laboratório Pedra da Gávea", "Rio de Janeiro/RJ", Ctx("carlito", 9.4), COLL,
                 margins=(14, 12, 14), patient="F, 74 a (mesma paciente de bc02/bc08)",
                 features="cumulative grid table (3 dated columns) with unit column before results; '—' for tests not done; 'HDL'/'LDL' short names; H flags on current column; urine albumin")
    rep.new_page()
    p = rep.pages[0]
    p.append(TwoCol([Lines([Segs([("PEDRA DA GÁVEA", "B", ACC)])], size=20),
                     Lines([Segs([("laboratório clínico", "I", ACC)])], size=11)],
                    [Lines(["Rua Voluntários da Pátria, 445 – Botafogo", "Rio de Janeiro/RJ – CEP 22270-003",
                            "(21) 2537-6120 · CNES 6098231", f"CNPJ {cnpj('330471860001')}"], size=7.6, align="R")],
                    gap=4, ratio=0.6))
    p.append(HRule(thick=1.2, color=ACC, before=1.5, after=2))
    p.append(Lines([Segs([("RELATÓRIO EVOLUTIVO DE RESULTADOS", "B")])], size=12, align="C"))
    p.append(Lines(["Acompanhamento anual – diabetes mellitus tipo 2 e hipotireoidismo"], size=8.6, style="I", align="C", pad_bottom=2))
    info = [
        Row([kv("Paciente: ", "MARIA DAS GRAÇAS LINS CAVALCANTI"), kv("Data de nascimento: ", "21/11/1950")]),
        Row([kv("Idade: ", "74 anos   ") + kv("Sexo: ", "Feminino"), kv("Prontuário: ", "RJ-0093.418")]),
        Row([kv("Médico: ", "Dr. Eduardo Bastos Lacerda – CRM-RJ 52.77104-1"), kv("Cadastro do pedido: ", "25/11/2024")]),
        Row([kv("Coleta atual: ", d(COLL) + " 07:05"), kv("Liberação: ", "27/11/2024 15:40")]),
    ]
    p.append(Table([(110, "L"), (72, "L")], info, rule="grid", border="#d8a79c", size=8.6, pad=0.6))
    p.append(Space(3))

    rows = []
    for name, key, unit, vals, flag, ref in [
        ("Glicose", "glu_fast", "mg/dL", ["121", "115", "109"], "H", "70 a 99"),
        ("Hemoglobina glicada (HbA1c)", "hba1c_hplc", "%", ["7,0", "6,8", "6,7"], "H", "inferior a 5,7"),
        ("Creatinina", "creat", "mg/dL", ["1,04", "1,01", "0,99"], "", "0,50 a 1,10"),
        ("Potássio", "k", "mmol/L", ["4,8", "4,7", "4,5"], "", "3,5 a 5,1"),
        ("Colesterol total", "chol", "mg/dL", ["178", None, "192"], "", "inferior a 190"),
        ("HDL", "hdl", "mg/dL", ["55", None, "57"], "", "superior a 40"),
        ("LDL", "ldl_calc", "mg/dL", ["96", None, "108"], "", "conforme risco"),
        ("Triglicerídeos", "tg", "mg/dL", ["135", None, "137"], "", "inferior a 150"),
        ("TSH", "tsh", "µUI/mL", ["2,86", "3,40", "4,95"], "", "0,45 a 4,50"),
    ]:
        cells = [name, unit]
        for i, (dt, vt) in enumerate(zip(DATES, vals)):
            if vt is None:
                cells.append("—")
                continue
            res = rep.r(name, key, vt, unit, flag if i == 0 else "", date=dt)
            cells.append(flagged(res, "HL", bold_value=(i == 0)))
        cells.append(ref)
        rows.append(Row(cells))
    p.append(Table([(54, "L"), (17, "L"), (22, "R"), (22, "R"), (22, "R"), (45, "L")], rows,
                   header=["Exame", "Unidade", d(DATES[0]), d(DATES[1]), d(DATES[2]), "Referência"],
                   rule="grid", border="#c98d80", header_fill="#f6e3df", size=9.2, pad=0.7))
    p.append(Lines(["— = exame não realizado na data.  H = acima do intervalo de referência (sinalizado apenas na coleta atual).",
                    "Glicose: plasma fluoretado (jejum de 10 a 12 h). HbA1c: HPLC certificado NGSP. LDL calculado (Friedewald). TSH: quimioluminescência."],
                   size=7.6, style="I", pad_top=1))
    p.append(Space(3))
    p.append(Lines([Segs([("ALBUMINA URINÁRIA – AMOSTRA ISOLADA (coleta atual)", "B", ACC)])], size=9.8))
    rows = []
    for name, key, vt, unit, ref, flag in [
        ("Albumina urinária", "u_malb", "38", "mg/L", "inferior a 20 mg/L", "H"),
        ("Relação albumina/creatinina", "u_acr", "42", "mg/g", "inferior a 30 mg/g", "H"),
    ]:
        res = rep.r(name, key, vt, unit, flag)
        rows.append(Row([name, unit, flagged(res, "HL"), "", "", ref]))
    p.append(Table([(54, "L"), (17, "L"), (22, "R"), (22, "R"), (22, "R"), (45, "L")], rows,
                   rule="grid", border="#c98d80", size=9.2, pad=0.7))
    p.append(Lines(["Urina de primeira micção. Albumina: imunoturbidimetria. Creatinina urinária: Jaffé cinético.",
                    "Albuminúria moderadamente aumentada (categoria A2, KDIGO) deve ser confirmada em 2 de 3 amostras em 3 a 6 meses."],
                   size=7.6, style="I", pad_top=1))
    p.append(Signatures([["Dra. Cláudia Moreira Falcão", "Farmacêutica-Bioquímica", "CRF-RJ 11.406"],
                         ["Dr. Eduardo Pinho Sardinha", "Médico patologista clínico", "CRM-RJ 52.66019-8"]], size=8, before=12, width=62))
    p.append(HRule(thick=0.4, color=ACC, before=3, after=1))
    p.append(Lines(["Relatório impresso em 28/11/2024 09:15 a pedido do médico assistente. Resultados anteriores emitidos por este laboratório.  Página 1 de 1"],
                   size=7.2, color="#555555"))
    return rep
