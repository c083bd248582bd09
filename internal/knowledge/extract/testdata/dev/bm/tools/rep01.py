from model import *

def build():
    D0, DP = "2025-03-18", "2024-09-09"
    F = "serif"
    def R(*a, **k): return Res(*a, **k)
    head = [
        Table([("", 22, "L"), ("", 164, "L")], [[
            C("HSRC", "#1f3a5f", True),
            [B("HOSPITAL SANTA RITA DE CÁSSIA\n"), "Serviço de Patologia Clínica — Laboratório Central"]]],
            style="none", header=False, size=11, pad=0.5),
        Text("Av. Independência, 1.482 — Independência — Porto Alegre/RS — CEP 90035-074 — Fone (51) 3218-4400", size=7.5, color="#333333"),
        Text("CNES 2238117 · CNPJ 92.815.463/0001-27 · Responsável técnica: Dra. Helena M. Vasconcellos — CRF-RS 7.412", size=7.5, color="#333333"),
        Rule(0.6, "#1f3a5f", 1.2, 1.2),
        Table([("", 93, "L"), ("", 93, "L")], [
            [[B("Paciente: "), "MARCOS ANTÔNIO FERREIRA DUARTE"], [B("Prontuário: "), "0418.772-3"]],
            [[B("Data de nascimento: "), "12/05/1968 (56 anos)"], [B("Sexo: "), "Masculino"]],
            [[B("Médico: "), "Dr. Paulo R. Schmitt — CRM-RS 21.904"], [B("Convênio: "), "IPE Saúde"]],
            [[B("Atendimento: "), "25-031807-114"], [B("Data do pedido: "), "14/03/2025"]],
            [[B("Coleta: "), "18/03/2025 07:42"], [B("Recebimento: "), "18/03/2025 08:10"]],
        ], style="none", header=False, size=8.5, pad=0.35),
        Rule(0.6, "#1f3a5f", 1.0, 2.0),
    ]
    # the logo cell: coloured square -> emulate with a Text banner inside table is not possible; keep text tag
    head[0].rows[0] = Row(head[0].rows[0], bg=None)
    def foot(p):
        return [Rule(0.3, "#1f3a5f", 0, 1),
                Text("Liberado eletronicamente por Dra. Helena M. Vasconcellos — CRF-RS 7.412 em 19/03/2025 10:15", size=7.5),
                Text("Laudo impresso em 20/03/2025 08:31. Resultados a serem interpretados pelo médico assistente, em conjunto com dados clínicos.", size=7, color="#444444"),
                Text(f"Página {p}/2", size=7.5, align="R", mt=2)]
    # ---- page 1: CBC
    rbc = [R("Hemácias", "4,62", "milhões/mm³", "rbc"), R("Hemoglobina", "14,1", "g/dL", "hb"),
           R("Hematócrito", "41,9", "%", "hct"), R("VCM", "90,7", "fL", "mcv"), R("HCM", "30,5", "pg", "mch"),
           R("Concentração de Hemoglobina\nCorpuscular Média (CHCM)", "33,7", "g/dL", "mchc"),
           R("RDW", "13,1", "%", "rdw")]
    refs = ["4,50 a 5,90", "13,5 a 17,5", "39,0 a 50,0", "80,0 a 100,0", "26,0 a 34,0", "31,0 a 36,0", "11,5 a 14,5"]
    wbc = R("Leucócitos", "7.420", "/mm³", "wbc")
    diff = [("Neutrófilos", "61,2", "4.541", "neut", "40,0 a 75,0", "1.800 a 7.700"),
            ("Eosinófilos", "3,1", "230", "eos", "1,0 a 5,0", "40 a 500"),
            ("Basófilos", "0,6", "45", "baso", "0,0 a 1,0", "0 a 100"),
            ("Linfócitos", "27,4", "2.033", "lymph", "20,0 a 45,0", "1.000 a 4.800"),
            ("Monócitos", "7,7", "571", "mono", "2,0 a 10,0", "200 a 1.000")]
    t1 = Table([("Eritrograma", 70, "L"), ("Resultado", 28, "R"), ("Unidade", 30, "L"), ("Valores de referência", 58, "L")],
               [[N(r), V(r), U(r), ref] for r, ref in zip(rbc, refs)], style="grid", size=8.5, head_bg="#dde6f0")
    drows = [[N(wbc), V(wbc), "", U(wbc), "4.000 a 11.000 /mm³"]]
    for nm, p, a, k, rp, ra in diff:
        rp_ = R(nm, p, "%", k + "_p"); ra_ = R(nm, a, "/mm³", k + "_a")
        drows.append([N(rp_), V(rp_), V(ra_), "", f"{rp} % | {ra}"])
    t2 = Table([("Leucograma", 52, "L"), ("%", 20, "R"), ("/mm³", 26, "R"), ("", 10, "L"), ("Valores de referência", 78, "L")],
               drows, style="grid", size=8.5, head_bg="#dde6f0")
    plt = R("Plaquetas", "251.000", "/mm³", "plt"); mpv = R("VPM", "9,8", "fL", "mpv")
    t3 = Table([("Plaquetograma", 70, "L"), ("Resultado", 28, "R"), ("Unidade", 30, "L"), ("Valores de referência", 58, "L")],
               [[N(plt), V(plt), U(plt), "150.000 a 450.000"], [N(mpv), V(mpv), U(mpv), "7,4 a 10,4"]],
               style="grid", size=8.5, head_bg="#dde6f0")
    p1 = head + [
        Text("HEMOGRAMA COMPLETO", size=10.5, bold=True, color="#1f3a5f"),
        Text("Material: sangue total com EDTA · Método: citometria de fluxo e impedância (Sysmex XN-1000); revisão microscópica", size=7.5, italic=True, mb=1),
        t1, Spacer(1.5), t2, Spacer(1.5), t3,
        Text("Observação: série vermelha normocítica e normocrômica. Plaquetas com morfologia habitual ao esfregaço.", size=7.5, mt=1.5, wrap=True),
    ]
    # ---- page 2: chemistry with previous result column
    rows = []
    spec = [("Glicose", "104", "H", "98", "mg/dL", "glu", "70 a 99 mg/dL"),
            ("Hemoglobina glicada (HbA1c)", "5,9", "H", "5,7", "%", "hba1c", "Inferior a 5,7 %"),
            ("Colesterol total", "212", "", "225", "mg/dL", "chol", "Desejável: inferior a 190 mg/dL"),
            ("HDL-COLESTEROL", "44", "", "41", "mg/dL", "hdl", "Desejável: superior a 40 mg/dL"),
            ("LDL-COLESTEROL (calculado)", "139", "", "152", "mg/dL", "ldl", "Conforme risco cardiovascular"),
            ("Triglicerídeos", "146", "", "160", "mg/dL", "tg", "Jejum: inferior a 150 mg/dL"),
            ("Creatinina", "0,98", "", "0,95", "mg/dL", "creat", "0,70 a 1,30 mg/dL")]
    for nm, v, fl, pv, u, k, ref in spec:
        a = R(nm, v, u, k, flag=fl); b = R(nm, pv, u, k, date=DP)
        rows.append([N(a), V(a), U(a), V(b), ref])
    tb = Table([("Exame", 62, "L"), ("Resultado", 22, "R"), ("Unidade", 18, "L"), ("Anterior\n09/09/2024", 24, "R"), ("Valores de referência", 60, "L")],
               rows, style="grid", size=8.5, head_bg="#dde6f0")
    egfr = R("Taxa de filtração glomerular estimada", "88", "mL/min/1,73m²", "egfr")
    tsh = R("TSH - Hormônio Tireoestimulante", "2,15", "µUI/mL", "tsh")
    t4 = Table([("Exame", 86, "L"), ("Resultado", 22, "R"), ("Unidade", 28, "L"), ("Valores de referência", 50, "L")],
               [[N(egfr), V(egfr), U(egfr), "Superior a 60"], [N(tsh), V(tsh), U(tsh), "0,45 a 4,50"]],
               style="grid", size=8.5, head_bg="#dde6f0")
    p2 = head + [
        Text("BIOQUÍMICA E HORMÔNIOS", size=10.5, bold=True, color="#1f3a5f"),
        Text("Material: soro / sangue total (HbA1c) · Métodos: enzimático colorimétrico (Cobas c503), HPLC (HbA1c), quimioluminescência (TSH)", size=7.5, italic=True, mb=1),
        tb, Spacer(2), t4,
        Text("H = acima do valor de referência; L = abaixo do valor de referência.", size=7.5, mt=1.5),
        Text("TFG estimada pela equação CKD-EPI 2021, sem ajuste para raça.", size=7.5),
        Text("Colesterol: valores referenciais segundo a Atualização da Diretriz Brasileira de Dislipidemias (2017). "
             "Jejum não obrigatório para o perfil lipídico.", size=7.5, wrap=True, mt=1),
    ]
    return Report("bm01", "Hospital Santa Rita de Cássia — Serviço de Patologia Clínica", "Porto Alegre/RS", F, 9, D0,
                  [Page(p1, foot(1)), Page(p2, foot(2))],
                  features="ruled grid tables; name split on two lines (CHCM); previous-result column; flags H/L",
                  distractors=[("nascimento", "12/05/1968"), ("pedido", "14/03/2025"), ("liberação", "19/03/2025"), ("impressão", "20/03/2025")])
