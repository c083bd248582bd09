"""bc06 - Laboratório Desterro (Florianópolis/SC): the bc01 patient six months
later, on a statin.  Two-column page: a cumulative lipid table (three
collection dates as columns) on the left, a compact table with a separate
flag column on the right (liver enzymes, CK, HbA1c, hs-CRP)."""
from engine import Ctx, Lines, Table, Row, Box, HRule, Space, Banner, Signatures, Segs, TwoCol
from model import Report
from common import d, d2, kv, cnpj, flagged, RED

ACC = "#00707a"
COLL = "2024-07-23"
DATES = [COLL, "2023-11-28", "2023-06-13"]


def build():
    rep = Report("bc06", "Laboratório Desterro Análises Clínicas", "Florianópolis/SC", Ctx("dvsans", 7.8), COLL,
                 margins=(13, 11, 13), patient="M, 52 a (mesmo paciente de bc01)",
                 features="two-column page; cumulative lipid table with three dated columns; separate flag column; 'Colesterol HDL'; liver enzymes, CK, hs-CRP")
    rep.new_page()
    p = rep.pages[0]
    p.append(Box([Lines([Segs([("Desterro", "B", ACC), (" Análises Clínicas", "", ACC)])], size=16),
                  Lines(["Rua Bocaiúva, 2.112 – Centro – Florianópolis/SC – 88015-530 · (48) 3024-1870 · www.desterrolab.com.br",
                         f"CNPJ {cnpj('190563840001')} · CNES 4410092 · Resp. técnica: Dra. Bianca Hoffmann Silveira – CRF-SC 6.230"], size=7.2)],
                 border=None, left_bar=ACC, pad=1.2))
    p.append(Space(2))
    info = [
        Row([kv("Nome: ", "MARCOS VINICIUS TEIXEIRA DUARTE"), kv("Sexo/Idade: ", "M / 52 anos"), kv("Ficha: ", "778.412-3")]),
        Row([kv("Data nasc.: ", "09/05/1972"), kv("Coleta: ", d(COLL) + " 07:20"), kv("Recepção: ", "23/07/2024 07:12")]),
        Row([kv("Médico: ", "Dr. Gustavo Kretzer Amaral – CRM-SC 21.907"), kv("Liberado: ", "24/07/2024 14:05"), kv("Origem: ", "Unidade Centro")]),
    ]
    p.append(Table([(82, "L"), (52, "L"), (50, "L")], info, rule="h", border="#8cc4c9", size=7.8, pad=0.6))
    p.append(Space(2))

    # ---------------- left: cumulative lipid profile
    L = [Banner("PERFIL LIPÍDICO – EVOLUTIVO", fill="#d9eef0", color=ACC, size=8.6, before=0),
         Lines(["Soro · enzimático colorimétrico · LDL calculado (Friedewald)"], size=6.9, style="I", color="#444444")]
    rows = []
    for name, key, vals in [
        ("Colesterol total", "chol", ["198", "221", "209"]),
        ("Colesterol HDL", "hdl", ["44", "39", "40"]),
        ("Colesterol LDL", "ldl_calc", ["126", "150", "141"]),
        ("Triglicerídeos", "tg", ["140", "160", "140"]),
        ("Colesterol não-HDL", "nonhdl", ["154", "182", "169"]),
    ]:
        cells = [name]
        for dt, vt in zip(DATES, vals):
            res = rep.r(name, key, vt, "mg/dL", date=dt)
            cells.append(Segs([(res.vt, "B" if dt == COLL else "")]))
        cells.append("mg/dL")
        rows.append(Row(cells))
    L.append(Table([(29, "L"), (15, "R"), (15, "R"), (15, "R"), (13, "L")], rows, hpad=0.8, header_size=7.2,
                   header=["Exame", d2(DATES[0]), d2(DATES[1]), d2(DATES[2]), "Unid."],
                   rule="h", border="#8cc4c9", header_color=ACC, size=7.8, pad=0.55))
    L.append(Lines([Segs([("Valores de referência (adultos, com ou sem jejum):", "B")]),
                    "Colesterol total: desejável < 190 mg/dL",
                    "Colesterol HDL: desejável > 40 mg/dL",
                    "Triglicerídeos: < 150 mg/dL (jejum) / < 175 mg/dL (sem jejum)",
                    "LDL e não-HDL: metas conforme risco cardiovascular",
                    "(risco alto: LDL < 70 mg/dL; não-HDL < 100 mg/dL)"], size=6.9, pad_top=1))
    L.append(Lines(["Coluna em negrito: exame atual. Colunas anteriores: resultados",
                    "deste laboratório, mesmos método e analisador."], size=6.7, style="I", color="#444444", pad_top=1))

    # ---------------- right: chemistry with flag column
    R = [Banner("BIOQUÍMICA", fill="#d9eef0", color=ACC, size=8.6, before=0),
         Lines(["Material: soro (exceto HbA1c: sangue total EDTA)"], size=6.9, style="I", color="#444444")]
    rows = []
    for name, key, vt, unit, ref, flag in [
        ("Glicose", "glu_fast", "92", "mg/dL", "70 a 99", ""),
        ("Hemoglobina glicada", "hba1c", "5,5", "%", "< 5,7", ""),
        ("AST (TGO)", "ast", "24", "U/L", "< 40", ""),
        ("ALT (TGP)", "alt", "36", "U/L", "< 41", ""),
        ("Gama-GT", "ggt", "44", "U/L", "8 a 61", ""),
        ("Creatinoquinase (CK)", "ck", "212", "U/L", "39 a 190", "H"),
        ("PCR ultrassensível", "crp_hs", "1,2", "mg/L", "< 1,0 baixo risco", ""),
    ]:
        res = rep.r(name, key, vt, unit, flag)
        rows.append(Row([name, Segs([(res.vt, "B")]), Segs([(res.flag, "B", RED)]), unit, ref]))
    R.append(Table([(31, "L"), (12, "R"), (5, "C"), (11, "L"), (29, "L")], rows, hpad=0.8, header_size=7.2,
                   header=["Exame", "Result.", "", "Unid.", "Referência"],
                   rule="h", border="#8cc4c9", header_color=ACC, size=7.8, pad=0.55))
    R.append(Lines(["H = acima do valor de referência; L = abaixo.",
                    "Glicose com jejum de 11 horas (referido)."], size=6.8, style="I", pad_top=1))
    R.append(Space(2))
    R.append(Box([Lines([Segs([("Comentário", "B")]),
                         "CK discretamente elevada; considerar uso de",
                         "estatina e atividade física intensa nas 48 h",
                         "anteriores à coleta. PCR-us entre 1,0 e 3,0 mg/L:",
                         "risco cardiovascular intermediário (AHA/CDC)."], size=7)],
                 border="#8cc4c9", pad=1.5))
    p.append(TwoCol(L, R, gap=8, ratio=0.5, divider="#8cc4c9"))
    p.append(Signatures([["Dra. Bianca Hoffmann Silveira", "Farmacêutica-Bioquímica · CRF-SC 6.230"]], size=7.4, before=12, width=62))
    p.append(HRule(thick=0.3, color=ACC, before=3, after=1))
    p.append(Lines(["Laudo emitido em 24/07/2024 14:07.  Resultados anteriores impressos para fins de comparação.  Página 1/1"],
                   size=6.8, color="#555555"))
    return rep
