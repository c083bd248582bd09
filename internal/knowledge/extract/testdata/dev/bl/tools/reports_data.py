"""The twelve reports of set bl, as data (one model per report)."""
from model import Res, V, VU, U, C, Text, Table, Row, HR, Gap, Cols, Report


def d(s):
    dd, mm, yy = s.split("/")
    return f"{yy}-{mm}-{dd}"


def dots(name, n, ch=".", end=":"):
    return name + " " + ch * max(2, n - len(name) - 1) + end


# =====================================================================================
# bl01 - Campinas-SP, diabetes follow-up, ruled table with previous-result column
# =====================================================================================
def bl01():
    BLUE = "#1f4e8c"
    cur, prev = "18/03/2025", "12/11/2024"
    P = d(prev)
    def pr(key, name, vt, unit, **k):
        return Res(key, name, vt, unit, date=P, **k)
    head = [
        Table([62, 38], [
            [C("Laboratório São Lucas", b=True, size=17, color=BLUE), C("Rua Barão de Jaguara, 1481 - Centro - Campinas/SP", al="R")],
            [C("ANÁLISES CLÍNICAS", b=True, size=8.5, color="#666666"), C("CNPJ 41.527.360/0001-18 · CNES 7743218", al="R")],
            [C("Responsável técnico: Dra. Helena Prado Vasconcelos - CRF-SP 31.908", size=7.5), C("Tel. (19) 3231-4470 · www.saolucaslab.com.br", al="R")],
        ], size=7.5, ruled="none", padv=0.3, padh=0),
        HR(0.6, BLUE, 1.2),
        Table([19, 37, 17, 27], [
            ["Paciente:", C("MARIA APARECIDA FONTANA BERTOLINI", b=True), "Protocolo:", "0318-22714"],
            ["Nascimento:", "14/07/1961 (63 anos)", "Sexo:", "Feminino"],
            ["Médico:", "Dr. Rogério Tavares Lins - CRM-SP 84.213", "Convênio:", "Unimed Campinas"],
            ["Coleta:", "18/03/2025 07:42", "Recebido:", "18/03/2025 08:15"],
            ["Pedido médico:", "11/03/2025", "Liberado:", "19/03/2025 16:05"],
        ], size=8, ruled="box", padv=0.45, bold_cols=(0, 2), line_color=BLUE),
        Gap(3),
    ]
    T = lambda t: Text(C(t, b=True, color=BLUE), size=10)
    rows_def = [
        ("glu", "Glicose em jejum", "132", "145", "mg/dL", "70 a 99 mg/dL"),
        ("hba1c", "Hemoglobina glicada (HbA1c)", "7,4", "7,9", "%", "Inferior a 5,7 %"),
        ("eag", "Glicose média estimada", "166", "180", "mg/dL", "—"),
        ("creat", "Creatinina", "1,12", "1,05", "mg/dL", "0,50 a 0,90 mg/dL"),
        ("egfr21", "TFG estimada (CKD-EPI 2021)", "54", "59", "mL/min/1,73m²", "Superior a 60 mL/min/1,73m²"),
        ("urea", "Ureia", "41", "38", "mg/dL", "15 a 40 mg/dL"),
        ("uric", "Ácido úrico", "6,1", None, "mg/dL", "2,4 a 5,7 mg/dL"),
        ("k", "Potássio", "4,7", "4,5", "mmol/L", "3,5 a 5,1 mmol/L"),
    ]
    hdr = ["Exame", "Resultado", "Unidade", "Valores de referência", f"Anterior\n{prev}"]
    def mk(defs):
        rows = [hdr]
        for key, name, vc, vp, unit, ref in defs:
            rc = Res(key, name, vc, unit)
            rp = pr(key, name, vp, unit) if vp else None
            rows.append([name, V(rc), unit, ref, V(rp) if rp else "—"])
        return Table([38, 14, 17, 31, 14], rows, size=8.5, ruled="all", head=1, head_fill="#dce6f2",
                     aligns=["L", "C", "C", "L", "C"], bold_cols=(1,), line_color="#7f7f7f")
    lip = [
        ("chol", "Colesterol total", "186", "204", "mg/dL", "Desejável: inferior a 190 mg/dL"),
        ("hdl", "HDL-COLESTEROL", "42", "39", "mg/dL", "Desejável: superior a 40 mg/dL"),
        ("ldl", "LDL-COLESTEROL (calculado)", "102", "115", "mg/dL", "Meta conforme risco cardiovascular"),
        ("vldl", "VLDL-COLESTEROL", "42", "50", "mg/dL", "Inferior a 30 mg/dL"),
        ("nonhdl", "COLESTEROL NÃO-HDL", "144", "165", "mg/dL", "Meta conforme risco cardiovascular"),
        ("tg", "Triglicerídeos", "210", "250", "mg/dL", "Desejável: inferior a 150 mg/dL"),
    ]
    uri = [
        ("ualb", "Albumina urinária", "38,5", "42,0", "mg/L", "Inferior a 20,0 mg/L"),
        ("ucreat", "Creatinina urinária", "96,4", None, "mg/dL", "Sem valor de referência"),
        ("uacr", "Relação albumina/creatinina", "39,9", "45,2", "mg/g", "Inferior a 30,0 mg/g"),
    ]
    page = head + [T("BIOQUÍMICA — SORO / PLASMA"), Gap(1), mk(rows_def), Gap(3),
                   T("PERFIL LIPÍDICO — SORO (jejum de 12 horas)"), Gap(1), mk(lip), Gap(3),
                   T("MICROALBUMINÚRIA — URINA, AMOSTRA ISOLADA (1ª da manhã)"), Gap(1), mk(uri), Gap(2.5),
                   Text(["Metodologias: glicose - hexoquinase; HbA1c - HPLC (certificado NGSP); creatinina - Jaffé compensado rastreável a IDMS;",
                         "lípides - enzimático colorimétrico; LDL calculado pela equação de Martin/Hopkins; albumina urinária - imunoturbidimetria.",
                         "Glicose média estimada calculada a partir da HbA1c (ADAG). TFG estimada sem correção para raça."], size=7, color="#444444"),
                   Gap(3), Text([C("Próxima coleta sugerida pelo médico: 16/06/2025", i=True)], size=7.5)]
    def footer(p, n):
        return [HR(0.3, BLUE, 0.8),
                Table([60, 40], [[C("Dra. Helena Prado Vasconcelos\nFarmacêutica-Bioquímica - CRF-SP 31.908", size=7.5),
                                  C(f"Impresso em 20/03/2025 09:12\nPágina {p} de {n}", al="R", size=7.5)]], ruled="none", padh=0, padv=0.2)]
    return Report("bl01", "Laboratório São Lucas", d(cur), "sans", [page], footer, city="Campinas-SP",
                  features="ruled table, previous-result column, HDL-COLESTEROL, block of methods")


# =====================================================================================
# bl02 - Porto Alegre-RS, CKD cumulative report: Exame / Referência / three dates; H/L flags
# =====================================================================================
def bl02():
    GREEN = "#22543d"
    dates = ["14/01/2025", "18/02/2025", "20/03/2025"]
    D = [d(x) for x in dates]
    def row(key, name, ref, unit, vals, split=None):
        cells = [split or name, ref, unit]
        for i, v in enumerate(vals):
            if v is None:
                cells.append("—")
                continue
            vt, fl = (v.split("|") + [""])[:2]
            r = Res(key, name, vt, unit, flag=fl, date=D[i])
            cells.append(V(r))
        return cells
    rows = [["Exame", "Referência", "Unidade", dates[0], dates[1], dates[2] + "\n(atual)"],
            Row([C("FUNÇÃO RENAL", b=True)], span=True, fill="#e8efe9"),
            row("urea", "Ureia", "10 a 50", "mg/dL", ["118|H", "126|H", "109|H"]),
            row("creat", "Creatinina", "0,70 a 1,20", "mg/dL", ["3,41|H", "3,62|H", "3,38|H"]),
            row("egfr21", "TFG (CKD-EPI 2021)", "> 60", "mL/min/1,73m²", ["19|L", "18|L", "19|L"]),
            row("cysc", "Cistatina C", "0,61 a 0,95", "mg/L", [None, None, "2,84|H"]),
            Row([C("ELETRÓLITOS E METABOLISMO MINERAL", b=True)], span=True, fill="#e8efe9"),
            row("k", "Potássio", "3,5 a 5,1", "mmol/L", ["5,6|H", "5,3|H", "5,0"]),
            row("na", "Sódio", "136 a 145", "mmol/L", ["138", "136", "139"]),
            row("ca", "Cálcio total", "8,6 a 10,2", "mg/dL", ["8,4|L", "8,7", "8,9"]),
            row("phos", "Fósforo", "2,5 a 4,5", "mg/dL", ["5,8|H", "5,4|H", "4,9|H"]),
            row("hco3", "Bicarbonato", "22 a 29", "mmol/L", ["18|L", "20|L", "22"]),
            row("pth", "Paratormônio intacto (PTH)", "15 a 65", "pg/mL", ["312|H", None, "268|H"], split="Paratormônio\nintacto (PTH)"),
            Row([C("ANEMIA DA DRC", b=True)], span=True, fill="#e8efe9"),
            row("hb", "Hemoglobina", "13,5 a 17,5", "g/dL", ["9,8|L", "10,4|L", "10,9|L"]),
            row("ferritin", "Ferritina", "30 a 400", "ng/mL", ["142", None, "318"]),
            row("tsat", "Saturação da transferrina", "20 a 50", "%", ["17|L", None, "26"], split="Saturação da\ntransferrina"),
            ]
    tbl = Table([34, 20, 19, 15, 15, 15], rows, size=8.5, ruled="all", head=1, head_fill=GREEN, head_color="#ffffff",
                aligns=["L", "C", "C", "C", "C", "C"], line_color="#6b8f7a", padv=0.7)
    head = [
        Text([C("NEFROLAB", b=True, size=20, color=GREEN), C("Diagnósticos Laboratoriais", i=True, size=10, color=GREEN)], size=10),
        Text(["Av. Ipiranga, 6690 - sala 204 - Partenon - Porto Alegre/RS - CEP 90610-000 - Fone (51) 3339-8021",
              "CNPJ 08.664.195/0001-73 - CNES 2237611 - Resp. técnico: Dr. Vinícius Kern Moraes - CRBM-5 12.447"], size=7.5, color="#333333"),
        HR(0.8, GREEN, 1.5),
        Table([16, 44, 18, 22], [
            ["Paciente", C("JOÃO CARLOS WEBER DA ROSA", b=True), "Atendimento", "NF-2025-031447"],
            ["Nascimento", "02/05/1957", "Sexo", "Masculino"],
            ["Solicitante", "Dra. Luísa Hoffmann - CRM-RS 29.804 (Nefrologia)", "Coleta atual", "20/03/2025 06:58"],
            ["Unidade", "Posto Moinhos - Coleta domiciliar", "Emissão", "21/03/2025 11:40"],
        ], size=8, ruled="h", padv=0.6, bold_cols=(0, 2), line_color="#9bb5a5"),
        Gap(4),
        Text(C("RELATÓRIO EVOLUTIVO — PACIENTE EM ACOMPANHAMENTO NEFROLÓGICO (DRC estágio 4)", b=True, color=GREEN), size=10),
        Text("Material: soro (hemoglobina em sangue total com EDTA). Resultados das três últimas coletas deste laboratório.", size=7.5, i=True),
        Gap(1.5), tbl, Gap(2),
        Text(["H = acima do valor de referência · L = abaixo do valor de referência · — = exame não realizado na data.",
              "TFG estimada pela equação CKD-EPI 2021 a partir da creatinina sérica (método enzimático rastreável a IDMS).",
              "PTH intacto por quimioluminescência; valores de referência para adultos sem DRC.",
              "Data de início da terapia com quelante de fósforo informada pelo médico: 25/01/2025."], size=7.3, color="#333333"),
        Gap(6),
        Text(["Laudo liberado eletronicamente por Dr. Vinícius Kern Moraes - Biomédico - CRBM-5 12.447"], size=8, al="C"),
    ]
    def footer(p, n):
        return [HR(0.3, GREEN, 0.8), Text([f"NEFROLAB Diagnósticos · Documento emitido em 21/03/2025 · Página {p}/{n}"], size=7, al="C", color="#555555")]
    return Report("bl02", "Nefrolab Diagnósticos Laboratoriais", D[2], "serif", [head], footer, city="Porto Alegre-RS",
                  features="cumulative table with 3 dates, reference before results, H/L flags, split names")


# =====================================================================================
# bl03 - Recife-PE, heart failure clinic, block layout (heading / material / method / result)
# =====================================================================================
def bl03():
    RED = "#8b1a1a"
    cur, prev = "25/03/2025", "05/12/2024"
    blocks = []
    def block(key, heading, material, method, vt, unit, ref, prev_vt=None, note=None):
        r = Res(key, heading, vt, unit)
        el = [Text(C(heading, b=True, size=9.5, color=RED)), HR(0.2, "#bbbbbb", 0.4),
              Table([50, 50], [[f"Material: {material}", f"Método: {method}"]], size=7.8, ruled="none", padv=0.2, padh=0),
              Table([42, 58], [[C(["Resultado: ", VU(r)], b=True, size=9.5), C(["Valor de referência:\n", ref], size=7.8)]],
                    size=8, ruled="none", padv=0.4, padh=0)]
        if prev_vt:
            rp = Res(key, heading, prev_vt, unit, date=d(prev))
            el.append(Text(C(["Resultado anterior: ", VU(rp), f" em {prev}"], i=True), size=7.8, color="#444444"))
        if note:
            el.append(Text(C(note, i=True), size=7.3, color="#444444"))
        el.append(Gap(3.2))
        return el
    p1 = [
        Table([55, 45], [[C("CARDIOLAB", b=True, size=19, color=RED), C("Laboratório de Análises Clínicas\nR. Padre Carapuceiro, 733 - Boa Viagem - Recife/PE", al="R", size=8)],
                         [C("Medicina laboratorial cardiovascular", i=True, size=8), C("CNPJ 12.903.558/0001-40 · CNES 6614095", al="R", size=7.5)]],
              ruled="none", padh=0, padv=0.3),
        HR(1.0, RED, 1),
        Table([15, 35, 14, 36], [
            ["Paciente:", C("SEVERINO ALVES DE BARROS", b=True), "Registro:", "CL-884120"],
            ["Nasc.:", "09/09/1949", "Idade:", "75 anos"],
            ["Médico:", "Dr. Fábio Cavalcanti Neves - CRM-PE 14.552", "Ambulatório:", "Insuficiência Cardíaca"],
            ["Coletado:", "25/03/2025 08:20", "Entrada:", "25/03/2025 08:05"],
            ["Emitido:", "26/03/2025 10:47", "Última dose digoxina:", "24/03/2025 09:00"],
        ], size=7.8, ruled="none", padv=0.35, bold_cols=(0, 2)),
        HR(0.3, RED, 1), Gap(1),
    ]
    p1 += block("ntprobnp", "NT-PROBNP", "Soro", "Eletroquimioluminescência", "2.340", "pg/mL",
                "Inferior a 450 pg/mL (≥ 75 anos)", "3.870")
    p1 += block("tnihs", "TROPONINA I ULTRASSENSÍVEL", "Soro", "Quimioluminescência (CMIA)", "14,2", "ng/L",
                "Homens: até 34,2 ng/L (percentil 99)")
    p1 += block("na", "SÓDIO", "Soro", "Eletrodo íon seletivo (indireto)", "133", "mmol/L", "136 a 145 mmol/L", "131")
    p1 += block("k", "POTÁSSIO", "Soro", "Eletrodo íon seletivo (indireto)", "5,2", "mmol/L", "3,5 a 5,1 mmol/L", "4,8")
    p1 += block("mg", "MAGNÉSIO", "Soro", "Colorimétrico - azul de xilidil", "1,9", "mg/dL", "1,6 a 2,6 mg/dL")
    p2 = [Text(C("CARDIOLAB · SEVERINO ALVES DE BARROS · Registro CL-884120 · Coleta 25/03/2025", size=7.5, color="#555555")), HR(0.3, RED, 1), Gap(1)]
    p2 += block("creat", "CREATININA", "Soro", "Enzimático", "1,46", "mg/dL", "0,70 a 1,20 mg/dL", "1,31")
    p2 += block("urea", "UREIA", "Soro", "Urease / GLDH cinético", "72", "mg/dL", "15 a 50 mg/dL")
    p2 += block("digoxin", "DIGOXINA", "Soro (coleta 23 h após a última dose)", "Imunoensaio turbidimétrico", "0,9", "ng/mL",
                "Faixa terapêutica (IC): 0,5 a 0,9 ng/mL\nPossível toxicidade: superior a 2,0 ng/mL")
    p2 += block("ferritin", "FERRITINA", "Soro", "Quimioluminescência", "68", "ng/mL", "Homens: 30 a 400 ng/mL",
                note="Na insuficiência cardíaca, considera-se deficiência de ferro ferritina < 100 ng/mL ou 100-299 ng/mL com saturação < 20 %.")
    p2 += block("tsat", "ÍNDICE DE SATURAÇÃO DA TRANSFERRINA", "Soro", "Cálculo (ferro sérico / CTLF)", "14", "%", "20 a 50 %")
    p2 += block("tsh", "TSH - HORMÔNIO TIREOESTIMULANTE", "Soro", "Eletroquimioluminescência", "3,12", "µUI/mL", "0,45 a 4,50 µUI/mL")
    p2 += block("ck", "CREATINOQUINASE (CK)", "Soro", "Cinético UV (IFCC)", "96", "U/L", "Homens: 39 a 308 U/L")
    p2 += [Gap(2), Text(["Conferido e liberado por: Dr. Marcelo Uchôa Lins - Biomédico - CRBM-2 08.733"], size=8)]
    def footer(p, n):
        return [HR(0.3, RED, 0.6), Text([f"Cardiolab Análises Clínicas · Resultados válidos somente com assinatura eletrônica · Página {p} de {n}"], size=7, al="C")]
    return Report("bl03", "Cardiolab Laboratório de Análises Clínicas", d(cur), "cond", [p1, p2], footer, city="Recife-PE",
                  features="block layout, previous result line inside blocks, two pages")


# =====================================================================================
# bl04 - Belo Horizonte-MG, thyroid clinic: two-column page, unruled tables, word comparators
# =====================================================================================
def bl04():
    TEAL = "#0b6e6e"
    cur = "27/03/2025"
    def tbl(items):
        rows = [Row(["Exame", "Resultado", "Referência"], b=True, line_below=True)]
        for key, name, vt, unit, ref in items:
            r = Res(key, name, vt, unit)
            rows.append([name, C(VU(r), b=True), ref])
        return Table([37, 27, 36], rows, size=8, ruled="head", padv=0.8, padh=0.6, line_color=TEAL, aligns=["L", "L", "L"])
    left = [Text(C("TIREOIDE", b=True, color="#ffffff"), size=9, fill=TEAL, pad=0.8), Gap(1.5),
            tbl([("tsh", "TSH ultrassensível", "6,84", "µUI/mL", "0,38 a 5,33"),
                 ("ft4", "T4 livre", "0,86", "ng/dL", "0,70 a 1,48"),
                 ("t3", "T3 total", "92", "ng/dL", "80 a 200"),
                 ("atpo", "Anticorpo antitireoperoxidase (anti-TPO)", "superior a 1.000", "UI/mL", "inferior a 35"),
                 ("atg", "Anticorpo antitireoglobulina", "inferior a 1,3", "UI/mL", "inferior a 4,0"),
                 ("tg_thy", "Tireoglobulina", "18,6", "ng/mL", "3,5 a 77,0")]),
            Gap(1), Text(C("Anti-TPO acima do limite superior de medição do ensaio.", i=True), size=7, color="#444444")]
    right = [Text(C("METABOLISMO ÓSSEO E VITAMINAS", b=True, color="#ffffff"), size=9, fill=TEAL, pad=0.8), Gap(1.5),
             tbl([("vitd_t", "25-hidroxivitamina D", "21,4", "ng/mL", "20 a 60 (população geral)"),
                  ("ca", "Cálcio total", "9,3", "mg/dL", "8,6 a 10,3"),
                  ("pth", "PTH intacto", "58", "pg/mL", "15 a 68"),
                  ("phos", "Fósforo", "3,6", "mg/dL", "2,5 a 4,5"),
                  ("b12", "Vitamina B12", "286", "pg/mL", "197 a 771"),
                  ("mg", "Magnésio", "2,0", "mg/dL", "1,6 a 2,6")])]
    prev_dates = ["10/09/2024", "11/12/2024"]
    hist_rows = [Row(["Exame", "Unidade", prev_dates[0], prev_dates[1], "Observação"], b=True, line_below=True)]
    for key, name, unit, vals, obs in [("tsh", "TSH ultrassensível", "µUI/mL", ["9,72", "7,95"], "Levotiroxina 50 µg desde 20/09/2024"),
                                       ("ft4", "T4 livre", "ng/dL", ["0,71", "0,80"], "—")]:
        cells = [name, unit]
        for i, v in enumerate(vals):
            cells.append(V(Res(key, name, v, unit, date=d(prev_dates[i]))))
        cells.append(obs)
        hist_rows.append(cells)
    page = [
        Table([70, 30], [[C("Endoclínica", b=True, size=22, color=TEAL, font="serif"), C("Laboratório de Endocrinologia\ne Análises Clínicas", al="R", size=9, color=TEAL)]],
              ruled="none", padh=0, padv=0),
        Text(["Rua Aimorés, 2480 - Lourdes - Belo Horizonte/MG · (31) 3291-6605 · CNPJ 23.118.904/0001-52 · CNES 3398120"], size=7.5, color="#555555"),
        HR(0.5, TEAL, 1.2),
        Table([25, 25, 25, 25], [
            [C("Nome: RENATA SOARES DUARTE", b=True), "Data de nascimento: 30/01/1979", "Ordem de serviço: 55.902.117", "Sexo: F"],
            ["Médica: Dra. Cláudia Menezes", "CRM-MG 51.340", "Data da coleta: 27/03/2025", "DUM: 08/03/2025"],
            ["Entrada: 27/03/2025", "Previsão de entrega: 31/03/2025", "Liberação: 28/03/2025", "Convênio: Particular"],
        ], size=7.5, ruled="none", padv=0.5, padh=0.5, head_fill=None),
        HR(0.2, TEAL, 1.2), Gap(1),
        Cols(left, right, gap=7, sep=False),
        Gap(5),
        Text(C("RESULTADOS ANTERIORES NESTE LABORATÓRIO", b=True, color=TEAL), size=9), Gap(1),
        Table([26, 12, 16, 16, 30], hist_rows, size=8, ruled="head", padv=0.8, line_color=TEAL, aligns=["L", "L", "C", "C", "L"]),
        Gap(4),
        Text(["Material: soro. Métodos: TSH, T4 livre, T3, anticorpos, tireoglobulina, PTH, vitamina D e vitamina B12 por",
              "quimioluminescência; cálcio, fósforo e magnésio por colorimetria. Em uso de levotiroxina: coletar antes da dose diária.",
              "Vitamina D: valores entre 30 e 60 ng/mL recomendados para grupos de risco (SBPC/ML e SBEM)."], size=7.2, color="#444444"),
        Gap(8),
        Table([50, 50], [[C("______________________________\nDr. Augusto Pereira Lanna\nBioquímico - CRF-MG 18.775", al="C", size=7.5),
                          C("______________________________\nDra. Sílvia Ramos Teixeira\nMédica patologista clínica - CRM-MG 37.211", al="C", size=7.5)]],
              ruled="none"),
    ]
    def footer(p, n):
        return [Text([f"Endoclínica · Laudo emitido em 28/03/2025 14:20 · pág. {p}/{n}"], size=7, al="R", color=TEAL)]
    return Report("bl04", "Endoclínica Laboratório de Endocrinologia e Análises Clínicas", d(cur), "sans", [page], footer,
                  city="Belo Horizonte-MG", features="two-column page, superior a / inferior a, history table")



# =====================================================================================
# bl05 - Salvador-BA, HIV clinic: full blood count with differential (% and absolute), CD4/CD8,
#        viral load with previous result, serology; horizontal-rule tables
# =====================================================================================
def bl05():
    PUR = "#4b2c6f"
    cur, prev = "01/04/2025", "30/09/2024"
    def hdr(p, n):
        return [
            Table([58, 42], [[C("LABORATÓRIO VIDA", b=True, size=16, color=PUR), C("Análises Clínicas e Imunologia", al="R", size=9, b=True, color=PUR)],
                             [C("Av. Sete de Setembro, 1102 - Campo Grande - Salvador/BA - (71) 3328-5140", size=7.3),
                              C("CNPJ 15.672.004/0001-91 · CNES 4027515", al="R", size=7.3)]], ruled="none", padh=0, padv=0.2),
            HR(0.8, PUR, 1),
            Table([17, 33, 17, 33], [
                ["Paciente", C("ANDERSON LUIZ SANTANA PEREIRA", b=True), "Nº do pedido", "VD-1190-3385"],
                ["Data nasc.", "17/10/1982", "Sexo", "Masculino"],
                ["Solicitante", "Dra. Tânia Borges - CRM-BA 22.917", "Serviço", "Ambulatório de Infectologia - CTA"],
                ["Data coleta", "01/04/2025 07:35", "Data liberação", "03/04/2025 17:22"],
            ], size=7.6, ruled="h", padv=0.45, bold_cols=(0, 2), line_color="#b9a7cf"),
            Gap(2.5)]
    def sec(t):
        return Text(C(t, b=True, color=PUR), size=9.5)
    # --- page 1: hemograma
    ery = [("rbc", "Hemácias", "4,62", "milhões/mm³", "4,30 a 5,70"), ("hb", "Hemoglobina", "14,1", "g/dL", "13,5 a 17,5"),
           ("hct", "Hematócrito", "42,3", "%", "39,0 a 50,0"), ("mcv", "VCM", "91,6", "fL", "81,0 a 95,0"),
           ("mch", "HCM", "30,5", "pg", "26,0 a 34,0"), ("mchc", "CHCM", "33,3", "g/dL", "31,0 a 36,0"),
           ("rdw", "RDW", "13,1", "%", "11,5 a 14,5")]
    er_rows = [Row(["ERITROGRAMA", "Resultado", "Unidade", "Valores de referência"], b=True)]
    for key, name, vt, unit, ref in ery:
        r = Res(key, name, vt, unit)
        er_rows.append([name, C(V(r), b=True), unit, ref])
    leu_rows = [Row(["LEUCOGRAMA", "%", "/mm³", "Ref. %", "Ref. /mm³"], b=True)]
    wbc = Res("wbc", "Leucócitos", "5.240", "/mm³")
    leu_rows.append(["Leucócitos", "", C(V(wbc), b=True), "", "3.500 a 10.500"])
    for kp, ka, name, pv, av, rp, ra in [
            ("band_p", "band_a", "Bastonetes", "1", "52", "0 a 5", "0 a 500"),
            ("seg_p", "seg_a", "Segmentados", "54", "2.830", "40 a 70", "1.700 a 7.000"),
            ("eos_p", "eos_a", "Eosinófilos", "3", "157", "1 a 5", "50 a 500"),
            ("baso_p", "baso_a", "Basófilos", "1", "52", "0 a 2", "0 a 100"),
            ("lymph_p", "lymph_a", "Linfócitos", "34", "1.782", "20 a 45", "900 a 2.900"),
            ("mono_p", "mono_a", "Monócitos", "7", "367", "2 a 10", "300 a 900")]:
        leu_rows.append([name, C(V(Res(kp, name, pv, "%")), b=True), C(V(Res(ka, name, av, "/mm³")), b=True), rp, ra])
    plt_rows = [Row(["PLAQUETOGRAMA", "Resultado", "Unidade", "Valores de referência"], b=True)]
    for key, name, vt, unit, ref in [("plt", "Plaquetas", "228.000", "/mm³", "150.000 a 450.000"), ("mpv", "VPM", "9,8", "fL", "7,4 a 10,4")]:
        plt_rows.append([name, C(V(Res(key, name, vt, unit)), b=True), unit, ref])
    tk = dict(size=8.3, ruled="h", padv=0.55, line_color="#b9a7cf", aligns=["L", "C", "C", "L"])
    p1 = hdr(1, 2) + [sec("HEMOGRAMA COMPLETO"),
                      Text("Material: sangue total com EDTA · Método: automação por citometria de fluxo e impedância; diferencial revisado por microscopia.", size=7.2, i=True),
                      Gap(1.5), Table([30, 20, 20, 30], er_rows, **tk), Gap(2.5),
                      Table([30, 12, 18, 16, 24], leu_rows, size=8.3, ruled="h", padv=0.55, line_color="#b9a7cf", aligns=["L", "C", "C", "C", "C"]),
                      Gap(2.5), Table([30, 20, 20, 30], plt_rows, **tk), Gap(2),
                      Text(["Morfologia: hemácias normocíticas e normocrômicas. Leucócitos sem alterações morfológicas. Plaquetas de aspecto normal.",
                            "Contagem de plaquetas confirmada em lâmina."], size=7.3)]
    # --- page 2: imunologia, carga viral, bioquímica, sorologia
    cd_rows = [Row(["Exame", "Resultado", "Unidade", "Valores de referência"], b=True)]
    for key, name, vt, unit, ref in [("cd4_a", "Linfócitos T CD4+", "612", "células/mm³", "500 a 1.500"),
                                      ("cd4_p", "Linfócitos T CD4+ (%)", "34,3", "%", "31 a 60"),
                                      ("cd8_a", "Linfócitos T CD8+", "905", "células/mm³", "220 a 1.130"),
                                      ("cd8_p", "Linfócitos T CD8+ (%)", "50,8", "%", "13 a 41"),
                                      ("cd48", "Relação CD4/CD8", "0,68", "", "0,90 a 3,60")]:
        cd_rows.append([name, C(V(Res(key, name, vt, unit)), b=True), unit, ref])
    vl_rows = [Row(["Exame", f"Atual ({cur})", f"Anterior ({prev})", "Unidade"], b=True)]
    for key, name, vc, vp, unit in [("hivvl", "Carga viral HIV-1 (RNA)", "< 40", "1.260", "cópias/mL"),
                                     ("hivvl_log", "Carga viral HIV-1 (log)", "< 1,60", "3,10", "log cópias/mL")]:
        vl_rows.append([name, C(V(Res(key, name, vc, unit)), b=True), V(Res(key, name, vp, unit, date=d(prev))), unit])
    bq_rows = [Row(["Exame", "Resultado", "Unidade", "Valores de referência"], b=True)]
    for key, name, vt, unit, ref in [("ast", "TGO (AST)", "27", "U/L", "até 40"), ("alt", "TGP (ALT)", "35", "U/L", "até 41"),
                                      ("creat", "Creatinina", "0,98", "mg/dL", "0,70 a 1,20"),
                                      ("chol", "Colesterol total", "212", "mg/dL", "desejável < 190"),
                                      ("hdl", "Colesterol HDL", "38", "mg/dL", "desejável > 40"),
                                      ("tg", "Triglicerídeos", "236", "mg/dL", "desejável < 150")]:
        bq_rows.append([name, C(V(Res(key, name, vt, unit)), b=True), unit, ref])
    se_rows = [Row(["Exame", "Resultado", "Unidade", "Referência"], b=True)]
    for key, name, vt, unit, ref in [("vdrl", "VDRL", "Não reagente", "", "Não reagente"),
                                      ("hbsag", "HBsAg", "Não reagente", "", "Não reagente"),
                                      ("antihbs", "Anti-HBs", "245", "mUI/mL", "Imune: ≥ 10"),
                                      ("hcv", "Anti-HCV", "Não reagente", "", "Não reagente")]:
        se_rows.append([name, C(V(Res(key, name, vt, unit)), b=True), unit, ref])
    p2 = hdr(2, 2) + [sec("IMUNOFENOTIPAGEM DE LINFÓCITOS T (CD4/CD8)"),
                      Text("Material: sangue total com EDTA · Método: citometria de fluxo, plataforma única.", size=7.2, i=True), Gap(1),
                      Table([30, 20, 20, 30], cd_rows, **tk), Gap(3),
                      sec("CARGA VIRAL DO HIV-1"),
                      Text("Material: plasma (EDTA) · Método: RT-PCR em tempo real · Limite de detecção: 40 cópias/mL (1,60 log).", size=7.2, i=True), Gap(1),
                      Table([30, 22, 24, 24], vl_rows, size=8.3, ruled="h", padv=0.55, line_color="#b9a7cf", aligns=["L", "C", "C", "C"]), Gap(3),
                      sec("BIOQUÍMICA"), Text("Material: soro · Jejum de 10 horas.", size=7.2, i=True), Gap(1),
                      Table([30, 20, 20, 30], bq_rows, **tk), Gap(3),
                      sec("SOROLOGIAS"), Text("Material: soro · Método: quimioluminescência (VDRL: floculação).", size=7.2, i=True), Gap(1),
                      Table([30, 20, 20, 30], se_rows, **tk), Gap(3),
                      Text(["Data provável do próximo controle de carga viral: 30/09/2025 (informado pelo serviço solicitante).",
                            "Responsável técnico: Dr. Paulo Emílio Matos - Biomédico - CRBM-1 40.118"], size=7.5)]
    def footer(p, n):
        return [HR(0.3, PUR, 0.6), Text([f"Laboratório Vida · Laudo emitido em 03/04/2025 17:30 · Página {p}/{n}"], size=7, al="R", color="#555555")]
    return Report("bl05", "Laboratório Vida Análises Clínicas e Imunologia", d(cur), "sans", [p1, p2], footer, city="Salvador-BA",
                  features="full blood count with % and absolute differential, CD4/CD8, viral load with previous column, serology")


# =====================================================================================
# bl06 - Curitiba-PR, haematology (iron-deficiency anaemia): monospaced system print, dotted
#        leaders, arrows, current vs previous columns
# =====================================================================================
def bl06():
    cur, prev = "24/03/2025", "20/01/2025"
    P = d(prev)
    W = 24
    def line(key, name, vc, vp, unit, ref, fc="", fp="", label=None):
        rc = Res(key, name, vc, unit, flag=fc)
        cells = [label or dots(name, W), C(V(rc), b=True, al="R"), unit]
        if vp is None:
            cells.append("")
        else:
            cells.append(C(V(Res(key, name, vp, unit, flag=fp, date=P)), al="R"))
        cells.append(ref)
        return cells
    hdr = Row(["", "Atual", "Unid.", "Anterior", "Valores de referência"], b=True, line_below=True)
    sub = Row(["", cur, "", prev, ""], size=7.5, i=True)
    tk = dict(size=8.3, ruled="none", padv=0.35, padh=0.8, font="mono", aligns=["L", "R", "L", "R", "L"], lh=1.2)
    W5 = [33, 14, 16, 14, 23]
    ery = [hdr, sub,
           line("rbc", "Hemácias", "3,68", "3,52", "milhões/µL", "4,00 a 5,20", "↓", "↓"),
           line("hb", "Hemoglobina", "9,4", "8,7", "g/dL", "12,0 a 15,5", "↓", "↓"),
           line("hct", "Hematócrito", "30,1", "28,4", "%", "35,0 a 45,0", "↓", "↓"),
           line("mcv", "VCM", "81,8", "80,7", "fL", "82,0 a 98,0", "↓", "↓"),
           line("mch", "HCM", "25,5", "24,7", "pg", "27,0 a 32,0", "↓", "↓"),
           line("mchc", "CHCM", "31,2", "30,6", "g/dL", "32,0 a 36,0", "↓", "↓"),
           line("rdw", "RDW", "17,8", "18,9", "%", "11,5 a 14,5", "↑", "↑")]
    leu = [line("wbc", "Leucócitos", "6.120", "5.870", "/µL", "4.000 a 11.000"),
           line("neut_p", "Neutrófilos", "58", None, "%", "40 a 75"),
           line("lymph_p", "Linfócitos", "31", None, "%", "20 a 45"),
           line("plt", "Plaquetas", "402.000", "436.000", "/µL", "150.000 a 400.000", "↑", "↑"),
           line("retic_p", "Reticulócitos", "1,9", None, "%", "0,5 a 2,0")]
    M = "#000000"
    head = [
        Text([C("HEMATOLÓGICA - LABORATÓRIO DE HEMATOLOGIA E ANÁLISES CLÍNICAS LTDA", b=True, size=10.5),
              "R. Mateus Leme, 2215 - São Francisco - Curitiba/PR - CEP 80530-010 - Fone (41) 3024-7788",
              "CNPJ 76.210.339/0001-04   CNES 0015822   Resp. Técnico: Dr. Osvaldo Kowalski - CRF-PR 9.114"], font="mono", size=8),
        Text(["=" * 88], font="mono", size=8),
        Table([50, 50], [
            ["PACIENTE...: ROSELI DE FATIMA KRUGER", "REQUISIÇÃO.: 2025.03.0487-6"],
            ["NASCIMENTO.: 11/06/1966", "CONVÊNIO...: SUS - CONSÓRCIO"],
            ["MÉDICO.....: DRA. ELAINE PRZYBYLSKI", "CRM........: PR 27.660"],
            ["COLETA.....: 24/03/2025 07:10", "ENTRADA....: 24/03/2025 07:02"],
            ["LIBERAÇÃO..: 25/03/2025 11:48", "IMPRESSÃO..: 25/03/2025 15:31"],
        ], font="mono", size=8, ruled="none", padv=0.1, padh=0),
        Text(["=" * 88], font="mono", size=8), Gap(1),
    ]
    p1 = head + [
        Text(C("HEMOGRAMA", b=True, size=10), font="mono"),
        Text("Material: Sangue total (EDTA)   Método: Citometria de fluxo / impedância", font="mono", size=7.5), Gap(1),
        Text(C("ERITROGRAMA", b=True), font="mono", size=8.5), Table(W5, ery, **tk), Gap(1.5),
        Text(C("LEUCOGRAMA / PLAQUETAS / RETICULÓCITOS", b=True), font="mono", size=8.5), Table(W5, leu, **tk), Gap(1.5),
        Text(["Obs.: anisocitose (+) e hipocromia (+). Microcitose discreta.",
              "Setas: ↑ acima / ↓ abaixo do intervalo de referência."], font="mono", size=7.5),
        Text(["-" * 88], font="mono", size=8),
        Text(C("PERFIL DE FERRO", b=True, size=10), font="mono"),
        Text("Material: Soro   Método: Colorimétrico (ferro) / Quimioluminescência (ferritina)", font="mono", size=7.5), Gap(1),
        Table(W5, [Row(["", "Resultado", "Unid.", "", "Valores de referência"], b=True, line_below=True),
                   line("fe", "Ferro sérico", "34", None, "µg/dL", "50 a 170", "↓"),
                   line("ferritin", "Ferritina", "9,6", None, "ng/mL", "15 a 150", "↓"),
                   line("transf", "Transferrina", "362", None, "mg/dL", "200 a 360", "↑"),
                   line("tibc", "Capacidade total de ligação do ferro", "452", None, "µg/dL", "250 a 450", "↑",
                        label="Capacidade total de\nligação do ferro .....:"),
                   line("tsat", "Índice de saturação da transferrina", "7,5", None, "%", "20 a 50", "↓",
                        label="Índice de saturação\nda transferrina ......:")], **tk),
        Gap(1.5),
        Text(C("VITAMINAS E HEMÓLISE", b=True, size=10), font="mono"),
        Table(W5, [Row(["", "Resultado", "Unid.", "", "Valores de referência"], b=True, line_below=True),
                   line("b12", "Vitamina B12", "412", None, "pg/mL", "197 a 771"),
                   line("folate", "Ácido fólico", "9,8", None, "ng/mL", "superior a 3,9"),
                   line("ldh", "Desidrogenase lática", "182", None, "U/L", "135 a 214"),
                   line("bt", "Bilirrubina total", "0,48", None, "mg/dL", "até 1,20")], **tk),
        Gap(2),
        Text(["Assinado eletronicamente: Dr. Osvaldo Kowalski - Farmacêutico-Bioquímico - CRF-PR 9.114"], font="mono", size=7.5),
    ]
    def footer(p, n):
        return [Text(["-" * 88, f"HEMATOLÓGICA LAB · LAUDO 2025.03.0487-6 · FOLHA {p}/{n}"], font="mono", size=7.5)]
    return Report("bl06", "Hematológica - Laboratório de Hematologia e Análises Clínicas", d(cur), "mono", [p1], footer,
                  city="Curitiba-PR", features="monospaced print, dotted leaders, arrows, previous column, split names")


# =====================================================================================
# bl07 - Ribeirão Preto-SP, rheumatology: Exame / Método / Referência / Resultado (result last)
# =====================================================================================
def bl07():
    BR = "#5a3e1b"
    cur = "02/04/2025"
    def rows(items):
        out = [["Exame", "Método", "Valores de referência", "Resultado"]]
        for key, name, method, ref, vt, unit, fl in items:
            r = Res(key, name, vt, unit, flag=fl)
            out.append([name, C(method, size=7.3), C(ref, size=7.6), C(VU(r), b=True)])
        return Table([27, 23, 28, 22], out, size=8.3, ruled="all", head=1, head_fill="#efe6d8", line_color="#a58a64",
                     aligns=["L", "L", "L", "R"], padv=0.7)
    def sec(t):
        return Text(C(t, b=True, size=9.5, color=BR), font="serif")
    page = [
        Text([C("Laboratório Santa Clara", b=True, size=18, color=BR), C("Patologia Clínica · Desde 1987", i=True, size=9, color=BR)], font="serif"),
        Text(["Rua Duque de Caxias, 915 - Centro - Ribeirão Preto/SP - (16) 3610-2290 · CNPJ 54.381.607/0001-25 · CNES 2081397"], size=7.4),
        HR(0.7, BR, 1.2),
        Table([14, 40, 16, 30], [
            ["Cliente:", C("ANA BEATRIZ MOREIRA CASTILHO", b=True), "OS:", "SC 771.204-9"],
            ["D.N.:", "23/08/1972 - 52 anos", "Coleta:", "02/04/2025 08:47"],
            ["Médico:", "Dr. Henrique Lemos - CRM-SP 102.556 (Reumatologia)", "Emissão:", "04/04/2025"],
            ["Pedido:", "28/03/2025", "Impressão:", "04/04/2025 09:03"],
        ], size=7.8, ruled="none", padv=0.35, bold_cols=(0, 2)),
        HR(0.3, BR, 1), Gap(1),
        sec("PROVAS DE ATIVIDADE INFLAMATÓRIA"),
        rows([("esr", "VHS (1ª hora)", "Westergren modificado", "Mulheres: até 20 mm", "38", "mm", "*"),
              ("crp", "Proteína C reativa", "Imunoturbidimetria", "inferior a 5,0 mg/L", "12,4", "mg/L", "*")]),
        Gap(2.5), sec("AUTOANTICORPOS"),
        rows([("rf", "Fator reumatoide", "Nefelometria", "inferior a 14,0 UI/mL", "64,2", "UI/mL", "*"),
              ("accp", "Anticorpo anti-peptídeo citrulinado cíclico (anti-CCP)", "Quimioluminescência", "Negativo: inferior a 17 U/mL",
               "superior a 300,0", "U/mL", "*"),
              ("ana", "FAN - fator antinúcleo (HEp-2)", "Imunofluorescência indireta", "Não reagente", "Reagente", "", ""),
              ("ana_t", "FAN - título", "Imunofluorescência indireta", "inferior a 1/80", "1/160", "", ""),
              ("dsdna", "Anti-DNA nativo (dupla hélice)", "Imunofluorescência (Crithidia)", "inferior a 10,0 UI/mL", "inferior a 10,0", "UI/mL", "")]),
        Text(C("FAN: padrão nuclear pontilhado fino. Interpretação conforme o Consenso Brasileiro de FAN HEp-2.", i=True), size=7.3),
        Gap(2.5), sec("COMPLEMENTO"),
        rows([("c3", "Complemento C3", "Imunoturbidimetria", "90 a 180 mg/dL", "124", "mg/dL", ""),
              ("c4", "Complemento C4", "Imunoturbidimetria", "10 a 40 mg/dL", "21", "mg/dL", "")]),
        Gap(2.5), sec("MONITORIZAÇÃO DE METOTREXATO"),
        rows([("ast", "TGO (AST)", "Cinético UV", "até 32 U/L", "24", "U/L", ""),
              ("alt", "TGP (ALT)", "Cinético UV", "até 33 U/L", "31", "U/L", ""),
              ("creat", "Creatinina", "Jaffé cinético", "0,50 a 0,90 mg/dL", "0,78", "mg/dL", ""),
              ("wbc", "Leucócitos", "Citometria de fluxo", "4.000 a 10.000 /mm³", "6.870", "/mm³", ""),
              ("plt", "Plaquetas", "Impedância", "150.000 a 450.000 /mm³", "312.000", "/mm³", "")]),
        Gap(2),
        Text(["(*) Resultado fora do intervalo de referência. Resultados conferidos e liberados.",
              "Dra. Mariana Ferraz Guedes - Médica Patologista Clínica - CRM-SP 118.430"], size=7.5),
    ]
    def footer(p, n):
        return [HR(0.3, BR, 0.6), Text([f"Laboratório Santa Clara · Ribeirão Preto/SP · Página {p} de {n}"], size=7, al="C", font="serif")]
    return Report("bl07", "Laboratório Santa Clara", d(cur), "sans", [page], footer, city="Ribeirão Preto-SP",
                  features="result column after reference and method, * flags, word comparators, qualitative and titre")



# =====================================================================================
# bl08 - Goiânia-GO, type 2 diabetes / obesity: two-column pages (chemistry | lipids+thyroid;
#        urinalysis physical-chemical | sediment)
# =====================================================================================
def bl08():
    OR = "#b34700"
    cur = "07/04/2025"
    def tbl(items, ref_title="Ref."):
        rows = [Row(["Exame", "Resultado", ref_title], b=True, fill="#f6e3d4")]
        for key, name, vt, unit, ref in items:
            r = Res(key, name, vt, unit)
            rows.append([name, C(VU(r), b=True), C(ref, size=7.2)])
        return Table([40, 26, 34], rows, size=8, ruled="h", padv=0.6, padh=0.7, line_color="#d9b49a")
    def sec(t):
        return Text(C(t, b=True, color=OR), size=9)
    def head(p):
        return [
            Table([8, 52, 40], [[C("LC", b=True, size=16, color="#ffffff", fill=OR, al="C"), C("Laboratório Central\nde Análises Clínicas", b=True, size=11, color=OR),
                                 C("Rua 9, nº 1.020 - Setor Oeste - Goiânia/GO\n(62) 3215-9900 · CNPJ 01.845.632/0001-08\nCNES 2339714", al="R", size=7.2)]],
                  ruled="none", padh=1, padv=0.4),
            HR(0.5, OR, 1),
            Table([50, 50], [[C(["Paciente: ", C("")]) if False else C("Paciente: CLÁUDIO ROBERTO NUNES FARIA", b=True), "Atendimento: 0407-88312  ·  Convênio: Ipasgo"],
                             ["Nascimento: 03/03/1970  ·  Sexo: Masculino", "Solicitante: Dr. Murilo Arantes - CRM-GO 15.208"],
                             ["Data da coleta: 07/04/2025 07:28", "Data de cadastro: 04/04/2025  ·  Liberado em: 08/04/2025 15:10"]],
                  size=7.6, ruled="none", padv=0.35, padh=0.5),
            HR(0.2, OR, 1), Gap(1)]
    left = [sec("BIOQUÍMICA"), Text("Material: soro / plasma fluoretado", size=7, i=True), Gap(0.8),
            tbl([("glu", "Glicose", "148", "mg/dL", "70 a 99"),
                 ("hba1c", "Hemoglobina glicada - A1c", "8,1", "%", "< 5,7"),
                 ("insulin", "Insulina basal", "24,8", "µUI/mL", "2,6 a 24,9"),
                 ("urea", "Ureia", "34", "mg/dL", "15 a 45"),
                 ("creat", "Creatinina", "1,02", "mg/dL", "0,70 a 1,30"),
                 ("uric", "Ácido úrico", "7,4", "mg/dL", "3,4 a 7,0"),
                 ("ast", "AST / TGO", "38", "U/L", "até 40"),
                 ("alt", "ALT / TGP", "61", "U/L", "até 41"),
                 ("ggt", "Gama-GT", "88", "U/L", "8 a 61")])]
    right = [sec("LÍPIDES E TIREOIDE"), Text("Material: soro · jejum de 12 h", size=7, i=True), Gap(0.8),
             tbl([("chol", "Colesterol total", "231", "mg/dL", "< 190"),
                  ("hdl", "Colesterol HDL", "36", "mg/dL", "> 40"),
                  ("ldl", "Colesterol LDL", "139", "mg/dL", "conforme risco"),
                  ("vldl", "Colesterol VLDL", "56", "mg/dL", "< 30"),
                  ("nonhdl", "Colesterol não-HDL", "195", "mg/dL", "conforme risco"),
                  ("tg", "Triglicérides", "280", "mg/dL", "< 150"),
                  ("tsh", "TSH", "2,41", "µUI/mL", "0,27 a 4,20"),
                  ("ft4", "T4 livre", "1,22", "ng/dL", "0,93 a 1,70")])]
    p1 = head(1) + [Cols(left, right, gap=6, sep=True), Gap(3),
                    Text(["Valores de referência de lípides: Atualização da Diretriz Brasileira de Dislipidemias (SBC). LDL calculado (Martin).",
                          "HbA1c por HPLC certificado NGSP. Glicose por hexoquinase. Insulina por quimioluminescência."], size=7, color="#444444"),
                    Gap(3),
                    Text(C("HOMA-IR e índices derivados não solicitados. Retorno ao endocrinologista agendado para 05/05/2025.", i=True), size=7.3)]
    u = lambda key, name, vt, unit="": Res(key, name, vt, unit)
    def utbl(items):
        rows = [Row(["", "Resultado", "Referência"], b=True, fill="#f6e3d4")]
        for r, ref in items:
            rows.append([r.name, C(VU(r), b=True), C(ref, size=7.2)])
        return Table([40, 28, 32], rows, size=8, ruled="h", padv=0.6, padh=0.7, line_color="#d9b49a")
    uleft = [sec("EXAME FÍSICO"), utbl([(u("u_color", "Cor", "Amarelo citrino"), "Amarelo"), (u("u_asp", "Aspecto", "Límpido"), "Límpido"),
                                        (u("u_sg", "Densidade", "1,025"), "1,005 a 1,030"), (u("u_ph", "pH", "5,5"), "5,0 a 7,0")]),
             Gap(2), sec("EXAME QUÍMICO"),
             utbl([(u("u_prot", "Proteínas", "Negativo"), "Negativo"), (u("u_glu", "Glicose", "Positivo (++)"), "Negativo"),
                   (u("u_ket", "Corpos cetônicos", "Ausentes"), "Ausentes"), (u("u_hb", "Hemoglobina", "Negativo"), "Negativo"),
                   (u("u_bili", "Bilirrubina", "Negativo"), "Negativo"), (u("u_ubg", "Urobilinogênio", "Normal"), "Normal"),
                   (u("u_nit", "Nitrito", "Negativo"), "Negativo")])]
    uright = [sec("SEDIMENTOSCOPIA"), utbl([(u("u_wbc", "Leucócitos", "4.000", "/mL"), "até 10.000 /mL"),
                                            (u("u_rbc", "Hemácias", "2.000", "/mL"), "até 10.000 /mL"),
                                            (u("u_epi", "Células epiteliais", "Raras"), "Raras"),
                                            (u("u_bact", "Bactérias", "Ausentes"), "Ausentes ou raras")]),
              Gap(2), Text(["Cilindros: ausentes. Cristais: ausentes. Muco: ausente."], size=7.5),
              Gap(2), sec("MICROALBUMINÚRIA"),
              utbl([(u("uacr", "Relação albumina/creatinina", "22,6", "mg/g"), "< 30 mg/g")])]
    p2 = head(2) + [Text(C("URINA TIPO I (EAS) — urina de jato médio, 1ª micção", b=True, color=OR), size=9.5), Gap(1.5),
                    Cols(uleft, uright, gap=6, sep=True), Gap(4),
                    Text(["Método: tira reativa com leitura automatizada e sedimentoscopia em câmara; resultados por mL convertidos de campo (400x).",
                          "Assinatura eletrônica: Dra. Priscila Abreu Gontijo - Biomédica - CRBM-3 7.905"], size=7.2)]
    def footer(p, n):
        return [HR(0.4, OR, 0.6), Text([f"Laboratório Central de Análises Clínicas · Página {p}/{n} · Impressão: 08/04/2025 15:44"], size=7, al="R")]
    return Report("bl08", "Laboratório Central de Análises Clínicas", d(cur), "cond", [p1, p2], footer, city="Goiânia-GO",
                  features="two-column pages on both pages, Colesterol HDL, urinalysis qualitative results")


# =====================================================================================
# bl09 - Manaus-AM, anticoagulation clinic (AF + heart failure): ruled tables with dotted leaders,
#        INR history table, a second sample collected on another day
# =====================================================================================
def bl09():
    NAVY = "#0d2d5e"
    cur = "14/04/2025"
    second = "11/04/2025"
    def lead(name, n=30):
        return dots(name, n)
    def block_rows(items, date=None):
        rows = []
        for key, name, vt, unit, ref in items:
            r = Res(key, name, vt, unit, date=date)
            rows.append([lead(name), C(V(r), b=True, al="R"), unit, ref])
        return rows
    tk = dict(size=8.3, ruled="h", padv=0.6, font="mono", aligns=["L", "R", "L", "L"], line_color="#9aa8bf", head=1, head_fill="#e3e8f1")
    W = [40, 14, 14, 32]
    H = ["Exame", "Resultado", "Unidade", "Valores de referência"]
    page = [
        Table([60, 40], [[C("BIOLAB AMAZÔNIA", b=True, size=17, color=NAVY), C("Av. Djalma Batista, 1661 - Chapada\nManaus/AM - (92) 3642-1180", al="R", size=7.5)],
                         [C("Laboratório de Análises Clínicas e Hemostasia", size=8.5, color=NAVY), C("CNPJ 04.512.876/0001-63 · CNES 5512204", al="R", size=7.3)]],
              ruled="none", padh=0, padv=0.2),
        HR(1.2, NAVY, 1),
        Table([18, 32, 18, 32], [
            ["Paciente", C("FRANCISCA DAS CHAGAS LIMA", b=True), "Protocolo", "BA-25-041402"],
            ["Nascimento", "21/12/1953", "Idade", "71 anos"],
            ["Solicitante", "Dr. Ricardo Tupinambá - CRM-AM 6.781", "Medicamento", "Varfarina 5 mg/dia"],
            ["Coleta", "14/04/2025 09:05", "Liberação", "14/04/2025 13:40"],
        ], size=7.8, ruled="all", padv=0.45, bold_cols=(0, 2), line_color="#9aa8bf"),
        Gap(3),
        Text(C("COAGULOGRAMA", b=True, color=NAVY), size=10),
        Text("Material: plasma citratado · Método: coagulométrico automatizado (tromboplastina ISI 1,02)", size=7.3, i=True), Gap(1),
        Table(W, [H] + [Row([C("Tempo de protrombina (TP)", b=True)], span=True)] +
              block_rows([("pt_s", "Tempo", "28,4", "segundos", "10,0 a 13,5 segundos"),
                          ("pt_act", "Atividade", "31", "%", "70 a 120 %"),
                          ("inr", "RNI", "2,62", "", "Alvo terapêutico: 2,0 a 3,0")]) +
              [["Controle (pool de plasmas) ....:", C("12,1", al="R"), "segundos", ""]] +
              [Row([C("Tempo de tromboplastina parcial ativada (TTPa)", b=True)], span=True)] +
              block_rows([("aptt_s", "Tempo", "33,2", "segundos", "25,0 a 36,0 segundos"),
                          ("aptt_r", "Relação paciente/controle", "1,08", "", "até 1,25")]) +
              [Row([C("Fibrinogênio", b=True)], span=True)] +
              block_rows([("fib", "Fibrinogênio (Clauss)", "356", "mg/dL", "200 a 400 mg/dL")]), **tk),
        Gap(3),
        Text(C("HISTÓRICO DE RNI — CLÍNICA DE ANTICOAGULAÇÃO", b=True, color=NAVY), size=10), Gap(1),
    ]
    hist_dates = ["10/02/2025", "24/02/2025", "17/03/2025"]
    hrow = ["RNI"]
    for hd, v in zip(hist_dates, ["3,41", "1,72", "2,25"]):
        hrow.append(C(V(Res("inr", "RNI", v, "", date=d(hd))), al="C"))
    page += [Table([25, 25, 25, 25], [["Exame"] + hist_dates, hrow], size=8.3, ruled="all", head=1,
                   head_fill="#e3e8f1", line_color="#9aa8bf", aligns=["L", "C", "C", "C"]),
             Gap(3),
             Text(C(f"BIOQUÍMICA E HEMOGRAMA — amostra colhida em {second} 07:50 (posto Adrianópolis)", b=True, color=NAVY), size=10),
             Text("Material: soro e sangue total (EDTA). Recebido no setor técnico em 11/04/2025 10:15.", size=7.3, i=True), Gap(1),
             Table(W, [H] + block_rows([("hb", "Hemoglobina", "12,8", "g/dL", "12,0 a 15,5 g/dL"),
                                        ("plt", "Plaquetas", "198.000", "/mm³", "150.000 a 450.000 /mm³"),
                                        ("creat", "Creatinina", "1,34", "mg/dL", "0,50 a 0,90 mg/dL"),
                                        ("egfr21", "TFG estimada CKD-EPI 2021", "40", "mL/min/1,73m²", "> 60 mL/min/1,73m²"),
                                        ("k", "Potássio", "4,9", "mmol/L", "3,5 a 5,1 mmol/L"),
                                        ("alt", "TGP (ALT)", "19", "U/L", "até 33 U/L")], date=d(second)), **tk),
             Gap(3),
             Text(["O RNI de 14/04/2025 foi reportado por telefone à equipe da clínica de anticoagulação às 13:45.",
                   "Próximo controle de RNI agendado: 12/05/2025.",
                   "Liberado por: Dra. Joana Sateré Magalhães - Farmacêutica-Bioquímica - CRF-AM 2.337"], size=7.5)]
    def footer(p, n):
        return [HR(0.3, NAVY, 0.6), Text([f"BIOLAB AMAZÔNIA · laudo BA-25-041402 · página {p} de {n}"], size=7, al="C")]
    return Report("bl09", "Biolab Amazônia Laboratório de Análises Clínicas e Hemostasia", d(cur), "sans", [page], footer,
                  city="Manaus-AM", features="coagulation with leaders, control time (not a result), INR history, second sample on another day")



# =====================================================================================
# bl10 - Fortaleza-CE, men's health / oncology follow-up: Exame / Referência / Resultado,
#        tumour markers, hormones, a second sample on another day, "Alto" flag column
# =====================================================================================
def bl10():
    SEA = "#005f73"
    cur, second = "09/04/2025", "10/04/2025"
    def tbl(items, date=None):
        rows = [["Exame", "Valor de referência", "Resultado", ""]]
        for key, name, ref, vt, unit, fl, label in items:
            r = Res(key, name, vt, unit, date=date)
            rows.append([label or name, C(ref, size=7.5), C(VU(r), b=True, al="R"), C(fl, b=True, color="#b00000")])
        return Table([38, 34, 20, 8], rows, size=8.5, ruled="head", head=1, padv=0.8, line_color=SEA, aligns=["L", "L", "R", "L"])
    def sec(t, extra=""):
        return Text([C(t, b=True, color=SEA, size=10)] + ([C(extra, i=True, size=7.3)] if extra else []))
    page = [
        Text([C("Laboratório Beira-Mar", b=True, size=19, color=SEA, font="serif")]),
        Text(["Av. Santos Dumont, 3131 - Aldeota - Fortaleza/CE · (85) 3261-7045 · CNPJ 07.344.981/0001-30 · CNES 2563412"], size=7.3),
        HR(0.6, SEA, 1),
        Table([50, 50], [["Nome: JOSÉ WILSON CAVALCANTE MOTA", "Código: BM-5518820"],
                         ["Data de nascimento: 05/02/1957", "Médico: Dr. Tiago Bezerra Holanda - CRM-CE 11.903"],
                         ["Data da coleta: 09/04/2025 07:55", "Data de entrada: 09/04/2025   Emissão do laudo: 11/04/2025"]],
              size=7.8, ruled="box", padv=0.5, line_color=SEA),
        Gap(3),
        sec("MARCADORES TUMORAIS", "Material: soro · Método: eletroquimioluminescência"), Gap(1),
        tbl([("psa", "PSA total", "até 4,00 ng/mL (acima de 40 anos)", "6,84", "ng/mL", "Alto", None),
             ("fpsa", "PSA livre", "Sem valor de referência isolado", "0,92", "ng/mL", "", None),
             ("fpsa_r", "Relação PSA livre / PSA total", "superior a 25 %", "13", "%", "Baixo", "Relação PSA livre /\nPSA total"),
             ("cea", "Antígeno carcinoembrionário (CEA)", "Não fumantes: até 5,0 ng/mL", "2,1", "ng/mL", "", "Antígeno\ncarcinoembrionário (CEA)"),
             ("ca199", "CA 19-9", "até 37,0 U/mL", "inferior a 2,0", "U/mL", "", None),
             ("afp", "Alfafetoproteína", "até 7,0 ng/mL", "3,2", "ng/mL", "", None)]),
        Gap(3),
        sec("HORMÔNIOS", "Material: soro · coleta entre 7 e 10 h"), Gap(1),
        tbl([("testo", "Testosterona total", "Homens 50-70 anos: 193 a 740 ng/dL", "412", "ng/dL", "", None),
             ("lh", "LH", "1,7 a 8,6 mUI/mL", "6,2", "mUI/mL", "", None),
             ("prl", "Prolactina", "4,0 a 15,2 ng/mL", "9,7", "ng/mL", "", None)]),
        Gap(3),
        sec("BIOQUÍMICA", "Material: soro"), Gap(1),
        tbl([("glu", "Glicose em jejum", "70 a 99 mg/dL", "104", "mg/dL", "Alto", None),
             ("ck", "Creatinofosfoquinase (CK)", "até 190 U/L", "236", "U/L", "Alto", None),
             ("alp", "Fosfatase alcalina", "40 a 129 U/L", "88", "U/L", "", None)]),
        Gap(3),
        sec(f"SEGUNDA AMOSTRA — coletada em {second} 08:10", "Teste de tolerância à refeição (2 horas após almoço padronizado)"), Gap(1),
        Text(C("GLICOSE PÓS-PRANDIAL (2 HORAS)", b=True, size=9)),
        Text(["Material: plasma com fluoreto          Método: enzimático - hexoquinase"], size=7.8),
        Text([C(["Resultado: ", VU(Res("glu_pp", "GLICOSE PÓS-PRANDIAL (2 HORAS)", "162", "mg/dL", date=d(second)))], b=True)], size=9),
        Text(["Valor de referência: inferior a 140 mg/dL"], size=7.8),
        Gap(4),
        Text(["Os marcadores tumorais não devem ser usados isoladamente para diagnóstico. PSA: evitar ejaculação e exercício em",
              "bicicleta nas 48 h anteriores à coleta. Biópsia prostática prévia informada pelo paciente em 14/08/2023.",
              "Responsável: Dra. Lívia Montenegro Sales - Médica Patologista - CRM-CE 9.876"], size=7.2, color="#333333"),
    ]
    def footer(p, n):
        return [HR(0.4, SEA, 0.6), Text([f"Laboratório Beira-Mar · Fortaleza · {p}/{n}"], size=7, al="R", font="serif")]
    return Report("bl10", "Laboratório Beira-Mar", d(cur), "sans", [page], footer, city="Fortaleza-CE",
                  features="reference before result, Alto/Baixo flag column, split names, second sample on another day in block layout")


# =====================================================================================
# bl11 - Florianópolis-SC, type 1 diabetes + hypothyroidism: unruled cumulative table (3 dates),
#        asterisk flags
# =====================================================================================
def bl11():
    SL = "#2f3e46"
    dates = ["08/08/2024", "06/12/2024", "15/04/2025"]
    D = [d(x) for x in dates]
    def row(key, name, unit, ref, vals):
        cells = [name]
        for i, v in enumerate(vals):
            if v is None:
                cells.append("---")
            else:
                vt, fl = (v.split("|") + [""])[:2]
                cells.append(C(V(Res(key, name, vt, unit, flag=fl, date=D[i]), sep=""), al="R", b=(i == 2)))
        cells += [unit, C(ref, size=7.3)]
        return cells
    rows = [Row(["Exame"] + dates + ["Unidade", "Referência"], b=True, line_below=True),
            Row([C("Glicemia e controle glicêmico", i=True, b=True)], span=True),
            row("glu", "Glicose de jejum", "mg/dL", "70 a 99", ["188|*", "142|*", "131|*"]),
            row("hba1c", "Hemoglobina glicada", "%", "< 5,7", ["8,6|*", "7,8|*", "7,2|*"]),
            row("eag", "Glicose média estimada", "mg/dL", "---", ["200", "177", "160"]),
            row("cpep", "Peptídeo C", "ng/mL", "0,9 a 7,1", [None, None, "< 0,10"]),
            Row([C("Perfil lipídico", i=True, b=True)], span=True),
            row("chol", "Colesterol total", "mg/dL", "< 190", ["178", None, "169"]),
            row("hdl", "HDL-Colesterol", "mg/dL", "> 40", ["58", None, "61"]),
            row("ldl", "LDL-Colesterol", "mg/dL", "< 100 (DM)", ["102|*", None, "91"]),
            row("tg", "Triglicerídeos", "mg/dL", "< 150", ["92", None, "84"]),
            Row([C("Tireoide", i=True, b=True)], span=True),
            row("tsh", "TSH", "µUI/mL", "0,40 a 4,00", ["5,86|*", "3,10", "2,47"]),
            row("ft4", "T4 livre", "ng/dL", "0,80 a 1,80", ["0,92", "1,14", "1,21"]),
            Row([C("Função renal", i=True, b=True)], span=True),
            row("creat", "Creatinina", "mg/dL", "0,50 a 0,90", ["0,71", "0,74", "0,70"]),
            row("uacr", "Albumina/creatinina urinária", "mg/g", "< 30", ["12,4", None, "9,8"])]
    page = [
        Table([65, 35], [[C("Laboratório Serra Verde", b=True, size=16, color=SL), C("Exames Laboratoriais", al="R", size=9, color=SL)],
                         [C("Rua Bocaiúva, 2040 - Centro - Florianópolis/SC - (48) 3223-6190", size=7.3), C("CNPJ 83.906.271/0001-45 · CNES 0019887", al="R", size=7.3)]],
              ruled="none", padh=0, padv=0.2),
        HR(0.3, SL, 1),
        Text(["Paciente: LARISSA HELENA VIEIRA SCHMITT        Nascimento: 19/11/1994        Sexo: Feminino",
              "Médica: Dra. Beatriz Coelho Rampinelli - CRM-SC 20.335 (Endocrinologia)        Prontuário: SV-0042917",
              "Coleta atual: 15/04/2025 07:20        Requisição: 10/04/2025        Laudo liberado: 16/04/2025 12:05",
              "DUM informada: 29/03/2025        Gestante: não"], size=7.8, lh=1.4),
        HR(0.3, SL, 1), Gap(2),
        Text(C("LAUDO EVOLUTIVO — ÚLTIMAS TRÊS COLETAS", b=True, color=SL), size=10.5),
        Text("Resultados em negrito referem-se à coleta atual. Material: soro, sangue total (HbA1c) e urina isolada.", size=7.3, i=True), Gap(2),
        Table([30, 12, 12, 12, 11, 23], rows, size=8.5, ruled="none", padv=0.8, aligns=["L", "R", "R", "R", "L", "L"], line_color=SL),
        HR(0.3, SL, 1.5),
        Text(["(*) valor fora do intervalo de referência.  --- exame não realizado na data.",
              "HbA1c: HPLC de troca iônica, certificado NGSP nível I. Glicose média estimada = 28,7 × A1c − 46,7.",
              "Peptídeo C abaixo do limite de quantificação do método (0,10 ng/mL), compatível com o diagnóstico clínico informado.",
              "LDL calculado pela fórmula de Martin. Metas lipídicas para diabetes conforme diretriz vigente."], size=7.3),
        Gap(8),
        Text(["Dr. Gustavo Heinzen Bittencourt", "Farmacêutico-Bioquímico · CRF-SC 6.218 · Responsável técnico"], size=8, al="C"),
    ]
    def footer(p, n):
        return [Text([f"Serra Verde Exames Laboratoriais · SV-0042917 · folha {p}/{n} · impresso em 16/04/2025 12:09"], size=7, color="#666666")]
    return Report("bl11", "Laboratório Serra Verde", D[2], "sans", [page], footer, city="Florianópolis-SC",
                  features="unruled cumulative table with 3 dates, asterisk flags, HDL-Colesterol")


# =====================================================================================
# bl12 - Brasília-DF, cardio-renal follow-up: two-column page, "HDL", Alto/Baixo flags
# =====================================================================================
def bl12():
    IND = "#273c75"
    cur = "22/04/2025"
    def tbl(items):
        rows = [Row(["Exame", "Resultado", "", "Referência"], b=True, color="#ffffff", fill=IND)]
        for key, name, vt, unit, fl, ref in items:
            r = Res(key, name, vt, unit)
            rows.append([name, C(VU(r), b=True), C(fl, size=7, b=True), C(ref, size=7.2)])
        return Table([29, 32, 11, 28], rows, size=8, ruled="h", padv=0.65, padh=0.7, line_color="#b8c2dc")
    def sec(t):
        return Text(C(t, b=True, color=IND), size=9)
    left = [sec("ELETRÓLITOS E FUNÇÃO RENAL"), Gap(0.8),
            tbl([("na", "Sódio", "137", "mmol/L", "", "135 a 145"),
                 ("k", "Potássio", "5,4", "mmol/L", "Alto", "3,5 a 5,0"),
                 ("cl", "Cloro", "103", "mmol/L", "", "98 a 107"),
                 ("mg", "Magnésio", "1,6", "mg/dL", "Baixo", "1,7 a 2,4"),
                 ("cai", "Cálcio iônico", "1,18", "mmol/L", "", "1,15 a 1,33"),
                 ("urea", "Ureia", "68", "mg/dL", "Alto", "17 a 43"),
                 ("creat", "Creatinina", "1,71", "mg/dL", "Alto", "0,67 a 1,17"),
                 ("egfr21", "eGFR (CKD-EPI 2021)", "42", "mL/min/1,73m²", "Baixo", "> 60"),
                 ("uric", "Ácido úrico", "9,2", "mg/dL", "Alto", "3,5 a 7,2")])]
    right = [sec("LÍPIDES, INFLAMAÇÃO E ENZIMAS"), Gap(0.8),
             tbl([("chol", "Colesterol total", "158", "mg/dL", "", "< 190"),
                  ("hdl", "HDL", "44", "mg/dL", "", "> 40"),
                  ("ldl", "LDL", "86", "mg/dL", "", "< 70 (muito alto risco)"),
                  ("tg", "Triglicérides", "142", "mg/dL", "", "< 150"),
                  ("hscrp", "PCR ultrassensível", "4,8", "mg/L", "Alto", "< 1,0 baixo risco"),
                  ("ck", "CK total", "142", "U/L", "", "39 a 308"),
                  ("ckmb", "CK-MB massa", "2,9", "ng/mL", "", "< 5,0"),
                  ("ldh", "LDH", "231", "U/L", "", "135 a 225"),
                  ("vitd_t", "Vitamina D (25-OH)", "18,2", "ng/mL", "Baixo", "> 20")])]
    page = [
        Table([12, 58, 30], [[C("IACP", b=True, size=13, color="#ffffff", fill=IND, al="C"),
                              C("Instituto de Análises Clínicas do Planalto", b=True, size=13, color=IND),
                              C("SGAS 915, Bloco B, Sala 12\nAsa Sul - Brasília/DF", al="R", size=7.5)],
                             ["", C("CNPJ 26.447.813/0001-02 · CNES 6901417 · (61) 3245-0800", size=7.3), C("www.iacplanalto.com.br", al="R", size=7.3)]],
              ruled="none", padv=0.4, padh=1),
        HR(0.6, IND, 1),
        Table([17, 33, 17, 33], [
            ["Paciente:", C("OSMAR TEIXEIRA DE ALBUQUERQUE", b=True), "Registro:", "IACP 2504-22-1187"],
            ["Nascimento:", "12/01/1951", "Sexo:", "Masculino"],
            ["Médico:", "Dr. Leandro Pacheco - CRM-DF 17.402", "Origem:", "Ambulatório de Cardiologia"],
            ["Coleta:", "22/04/2025 07:12", "Atendimento:", "22/04/2025 06:55"],
            ["Liberação:", "23/04/2025 10:31", "Retorno médico:", "06/05/2025"],
        ], size=7.8, ruled="none", padv=0.35, bold_cols=(0, 2)),
        HR(0.2, IND, 1), Gap(1),
        Text(C("Material: soro, exceto cálcio iônico (sangue total heparinizado). Jejum de 12 horas.", i=True), size=7.3), Gap(1.5),
        Cols(left, right, gap=6, sep=False),
        Gap(3),
        sec("HEMOGRAMA (resumo)"), Gap(0.8),
        Table([16, 16, 16, 16, 16, 20], [Row(["Hemoglobina", "Hematócrito", "VCM", "Leucócitos", "Plaquetas", "Ferritina"], b=True, color="#ffffff", fill=IND),
                                          [C(VU(Res("hb", "Hemoglobina", "11,9", "g/dL")), al="C"), C(VU(Res("hct", "Hematócrito", "36,2", "%")), al="C"),
                                           C(VU(Res("mcv", "VCM", "88,4", "fL")), al="C"), C(VU(Res("wbc", "Leucócitos", "7.410", "/mm³")), al="C"),
                                           C(VU(Res("plt", "Plaquetas", "211.000", "/mm³")), al="C"), C(VU(Res("ferritin", "Ferritina", "84", "ng/mL")), al="C")]],
              size=8, ruled="all", padv=0.6, line_color="#b8c2dc"),
        Gap(3),
        Text(["Alto / Baixo: resultado acima / abaixo do intervalo de referência. eGFR calculada sem coeficiente racial.",
              "PCR ultrassensível: avaliar em conjunto com o quadro clínico; valores > 10 mg/L sugerem processo inflamatório agudo.",
              "Análise técnica: Dra. Yara Figueiredo Campos - Biomédica - CRBM-3 11.560 · Dr. Otávio Rezende - Patologista - CRM-DF 9.902"], size=7.2, color="#333333"),
    ]
    def footer(p, n):
        return [HR(0.3, IND, 0.6), Text([f"IACP · Documento assinado digitalmente · Emitido em 23/04/2025 10:35 · Página {p} de {n}"], size=7, al="C")]
    return Report("bl12", "Instituto de Análises Clínicas do Planalto", d(cur), "sans", [page], footer, city="Brasília-DF",
                  features="two-column page, HDL, Alto/Baixo flags, horizontal summary table")


def all_reports():
    import sys
    mod = sys.modules[__name__]
    return [getattr(mod, f"bl{i:02d}")() for i in range(1, 13) if hasattr(mod, f"bl{i:02d}")]
