from model import *

def build():
    D0, D1, D2 = "2025-05-12", "2024-11-18", "2024-05-20"
    R = Res
    RED = "#8c1c13"
    head = [
        Text([C("LAB SERTÃO", RED, True), " Análises Clínicas"], size=15),
        Text("Rua da Aurora, 1.045 — Boa Vista — Recife/PE · (81) 3423-9010 · atendimento@labsertao.com.br", size=7.5, color="#444444"),
        Text("CNPJ 12.907.331/0001-04 · CNES 6612407 · Resp. técnico: Dr. Gilberto Araújo Lins — CRF-PE 3.877", size=7.5, color="#444444"),
        Rule(0.8, RED, 1, 1.5),
        Table([("", 100, "L"), ("", 86, "L")], [
            [[B("Nome: "), "MARIA DAS GRAÇAS BEZERRA LEITE"], [B("Código: "), "0557.301.998"]],
            [[B("Data de nasc.: "), "17/07/1961"], [B("Médico(a): "), "Dra. Renata Pimentel — CRM-PE 14.223"]],
            [[B("Entrada: "), "12/05/2025"], [B("Data da coleta: "), "12/05/2025 07:31"]],
        ], style="none", header=False, size=8.5, pad=0.3),
        Rule(0.3, "#999999", 1, 1.5),
        Text("ACOMPANHAMENTO METABÓLICO — QUADRO EVOLUTIVO", size=10.5, bold=True, color=RED),
        Text("Resultados atuais comparados às duas últimas coletas realizadas nesta rede. Material: soro / sangue total (HbA1c).", size=7.5, mb=1.5),
    ]
    spec = [
        ("Glicose em jejum", "mg/dL", "glu", "70 a 99", [("128", "↑"), ("117", "↑"), ("109", "↑")]),
        ("Hemoglobina glicada", "%", "hba1c", "< 5,7", [("6,8", "↑"), ("6,5", "↑"), ("6,1", "↑")]),
        ("Glicose média estimada", "mg/dL", "eag", "—", [("148", ""), ("140", ""), ("128", "")]),
        ("Colesterol total", "mg/dL", "chol", "< 190", [("176", ""), ("221", "↑"), ("236", "↑")]),
        ("Colesterol HDL", "mg/dL", "hdl", "> 50", [("47", "↓"), ("45", "↓"), ("43", "↓")]),
        ("Colesterol LDL", "mg/dL", "ldl", "< 100 (alto risco: < 70)", [("98", ""), ("142", "↑"), ("158", "↑")]),
        ("Colesterol não-HDL", "mg/dL", "nonhdl", "< 130", [("129", ""), ("176", "↑"), ("193", "↑")]),
        ("Triglicerídeos", "mg/dL", "tg", "< 150", [("156", "↑"), ("169", "↑"), ("174", "↑")]),
        ("Creatinina", "mg/dL", "creat", "0,50 a 0,90", [("0,84", ""), ("0,81", ""), ("0,79", "")]),
        ("TFG estimada (CKD-EPI)", "mL/min/1,73 m²", "egfr", "> 60", [("76", ""), ("79", ""), ("81", "")]),
    ]
    rows = []
    for nm, u, k, ref, vals in spec:
        rs = [R(nm, v, u, k, date=d, flag=f) for (v, f), d in zip(vals, (D0, D1, D2))]
        rows.append([N(rs[0]), V(rs[0]), V(rs[1]), V(rs[2]), U(rs[0]), ref])
    cum = Table([("Exame", 50, "L"), ("12/05/2025", 22, "R"), ("18/11/2024", 22, "R"), ("20/05/2024", 22, "R"), ("Unidade", 28, "L"), ("Referência", 42, "L")],
                rows, style="lines", size=8.5, head_color=RED, border_color=RED, pad=0.8)
    tsh = R("TSH", "3,92", "mUI/L", "tsh"); ft4 = R("T4 livre", "1,08", "ng/dL", "ft4")
    k = R("Potássio", "4,4", "mmol/L", "k"); ur = R("Ácido úrico", "5,1", "mg/dL", "uric")
    cur = Table([("Exame", 50, "L"), ("Resultado", 22, "R"), ("Unidade", 28, "L"), ("Referência", 86, "L")],
                [[N(tsh), V(tsh), U(tsh), "0,38 a 5,33"], [N(ft4), V(ft4), U(ft4), "0,70 a 1,48"],
                 [N(k), V(k), U(k), "3,5 a 5,1"], [N(ur), V(ur), U(ur), "2,4 a 5,7"]],
                style="lines", size=8.5, head_color=RED, border_color=RED, pad=0.8)
    items = head + [cum,
        Text("↑ acima do intervalo de referência · ↓ abaixo do intervalo de referência", size=7.5, mt=1),
        Text("Glicose média estimada calculada a partir da HbA1c (ADAG: 28,7 × A1c − 46,7). LDL calculado pela equação de Martin/Hopkins.", size=7.5, wrap=True),
        Text("Metas lipídicas conforme estratificação de risco (SBC 2017). Diabetes: HbA1c ≥ 6,5 % (ADA/SBD).", size=7.5, wrap=True, mb=3),
        Text("EXAMES DA COLETA ATUAL", size=10.5, bold=True, color=RED),
        Text("Método: quimioluminescência (TSH, T4 livre); eletrodo íon-seletivo (potássio); uricase (ácido úrico).", size=7.5, mb=1.5),
        cur,
        Text("Retorno ao endocrinologista sugerido pela paciente para 30/06/2025.", size=7.5, mt=2, color="#444444"),
    ]
    foot = [Rule(0.8, RED, 0, 1.2),
            Text("Laudo liberado em 13/05/2025 16:40 · Assinado digitalmente por Dr. Gilberto Araújo Lins — CRF-PE 3.877", size=7.5),
            Text("Os resultados devem ser avaliados pelo médico solicitante. Impresso em 14/05/2025.", size=7, color="#444444"),
            Text("Pág. 1 de 1", size=7.5, align="R", mt=2)]
    return Report("bm05", "Lab Sertão Análises Clínicas", "Recife/PE", "serifc", 8.5, D0, [Page(items, foot)],
                  features="cumulative table with three collection dates; ↑ ↓ flags; horizontal-rule tables",
                  distractors=[("nascimento", "17/07/1961"), ("liberação", "13/05/2025"), ("impressão", "14/05/2025"), ("retorno", "30/06/2025")])
