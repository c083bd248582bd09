"""bc01 - Laboratório Minuano (Porto Alegre/RS): adult man, annual check-up.
Ruled tables (horizontal rules), logo header, CBC with % and absolute
columns, biochemistry with material/method sub-lines, 'H'/'L' flags."""
from engine import Ctx, Lines, Table, Row, Box, HRule, Space, Banner, LogoHeader, Signatures, Segs
from model import Report
from common import d, kv, cnpj, flagged, RED, join_name

ACC = "#0b5394"
COLL = "2024-01-16"


def header(rep, page, npages):
    p = rep.pages[page]
    p.append(LogoHeader(
        logo=["MINUANO", "lab"], logo_w=30, logo_h=17, logo_fill=ACC, logo_size=11,
        right=[Lines([Segs([("Laboratório Minuano de Análises Clínicas", "B", ACC)])], size=13.5),
               Lines(["Av. Ipiranga, 4.218 – Partenon – Porto Alegre/RS – CEP 90610-000",
                      "Fone (51) 3339-4720  ·  CNPJ " + cnpj("274159030001") + "  ·  CNES 7341852",
                      "Responsável técnica: Dra. Luciana Brandt Weiss – CRF-RS 9.876"], size=7.5)]))
    p.append(HRule(thick=0.6, color=ACC, before=2, after=2))
    rows = [
        Row([kv("Paciente: ", "MARCOS VINÍCIUS TEIXEIRA DUARTE"), kv("Atendimento: ", "0124-118452")]),
        Row([kv("Nascimento: ", "09/05/1972    ") + Segs([("Idade: ", "B"), ("51 anos    ", ""), ("Sexo: ", "B"), ("Masculino", "")]),
             kv("Coletado em: ", d(COLL) + " 07:35")]),
        Row([kv("Solicitante: ", "Dr. Fábio Rangel Kunz – CRM-RS 28.417"), kv("Data do pedido: ", "10/01/2024")]),
        Row([kv("Convênio: ", "Particular"), kv("Liberado em: ", "17/01/2024 16:20")]),
    ]
    p.append(Box([Table([(118, "L"), (58, "L")], rows, rule="none", pad=0.5, size=8.2)], border="#7f9fbf", pad=1.6))


def footer(rep, page, npages):
    p = rep.pages[page]
    p.append(HRule(thick=0.2, color="#999999", before=3, after=1))
    p.append(Lines(["Laudo liberado eletronicamente. Impresso em 18/01/2024 09:12.  Validade do pedido médico: 10/07/2024.",
                    f"Página {page + 1} de {npages}"], size=6.8, color="#555555"))


def build():
    rep = Report("bc01", "Laboratório Minuano de Análises Clínicas", "Porto Alegre/RS",
                 Ctx("libsans", 8.5), COLL, margins=(14, 12, 14), patient="M, 51 a",
                 features="logo header; horizontal-rule tables; CBC % + /mm³ columns; H/L flags; name split over two lines; sub-lines with material/method")
    npages = 2
    # ------------------------------------------------------------ page 1
    rep.new_page()
    p = rep.pages[0]
    header(rep, 0, npages)
    p.append(Banner("HEMOGRAMA COMPLETO", fill="#dbe6f2", color=ACC, size=9.5))
    p.append(Lines(["Material: Sangue total (EDTA)      Método: Automação por impedância e citometria de fluxo, com revisão microscópica da lâmina"],
                   size=7.2, style="I", pad_bottom=1.2))

    def ref_row(name, key, vt, unit, ref, flag=""):
        res = rep.r(name, key, vt, unit, flag)
        return Row([name, flagged(res, "HL"), unit, ref])

    cols = [(52, "L"), (28, "R"), (6, "L"), (26, "L"), (70, "L")]
    ery = [
        ref_row("Hemácias", "rbc", "5,12", "milhões/mm³", "4,50 a 5,90 milhões/mm³"),
        ref_row("Hemoglobina", "hgb", "15,1", "g/dL", "13,5 a 17,5 g/dL"),
        ref_row("Hematócrito", "hct", "44,8", "%", "41,0 a 53,0 %"),
        ref_row("VCM", "mcv", "87,5", "fL", "80,0 a 100,0 fL"),
        ref_row("HCM", "mch", "29,5", "pg", "26,0 a 34,0 pg"),
        ref_row("CHCM", "mchc", "33,7", "g/dL", "31,0 a 36,0 g/dL"),
        ref_row("RDW", "rdw", "13,1", "%", "11,5 a 14,5 %"),
    ]
    for r in ery:
        r.cells.insert(2, "")
    p.append(Table(cols, ery, header=["ERITROGRAMA", "Resultado", "", "Unidade", "Valores de referência"],
                   rule="h", border="#9fb6cf", header_color=ACC, size=8.5))
    p.append(Space(3))

    # leucogram: relative and absolute columns
    lcols = [(40, "L"), (16, "R"), (8, "L"), (22, "R"), (14, "L"), (82, "L")]
    leu = []
    r = rep.r("Leucócitos", "wbc", "6.840", "/mm³")
    leu.append(Row(["Leucócitos", "", "", flagged(r, "HL"), "/mm³", "3.600 a 11.000 /mm³"]))
    diff = [
        ("Bastonetes", "band", "1", "68", "", "", "0 a 5 %   |   0 a 500 /mm³"),
        ("Segmentados", "seg", "57", "3.899", "", "", "40 a 70 %   |   1.700 a 7.000 /mm³"),
        ("Eosinófilos", "eos", "6", "410", "H", "", "1 a 5 %   |   50 a 500 /mm³"),
        ("Basófilos", "baso", "1", "68", "", "", "0 a 2 %   |   0 a 200 /mm³"),
        ("Linfócitos", "lymph", "29", "1.984", "", "", "20 a 45 %   |   1.000 a 4.500 /mm³"),
        ("Monócitos", "mono", "6", "410", "", "", "2 a 10 %   |   100 a 1.000 /mm³"),
    ]
    for name, k, pct, ab, fp, fa, ref in diff:
        rp = rep.r(name, k + "_pct", pct, "%", fp)
        ra = rep.r(name, k + "_abs", ab, "/mm³", fa)
        leu.append(Row([name, flagged(rp, "HL"), "%", flagged(ra, "HL"), "/mm³", ref]))
    p.append(Table(lcols, leu, header=["LEUCOGRAMA", "Relativo", "", "Absoluto", "", "Valores de referência (relativo | absoluto)"],
                   rule="h", border="#9fb6cf", header_color=ACC, size=8.5))
    p.append(Space(3))
    plq = [ref_row("Plaquetas", "plt", "248.000", "/mm³", "150.000 a 450.000 /mm³"),
           ref_row("VPM – Volume plaquetário médio", "mpv", "9,8", "fL", "7,4 a 10,4 fL")]
    for r in plq:
        r.cells.insert(2, "")
    p.append(Table(cols, plq, header=["PLAQUETOGRAMA", "Resultado", "", "Unidade", "Valores de referência"],
                   rule="h", border="#9fb6cf", header_color=ACC, size=8.5))
    p.append(Lines(["Observação: série vermelha normocítica e normocrômica. Plaquetas com morfologia normal à microscopia.",
                    "Contagem diferencial confirmada em lâmina corada (May-Grünwald-Giemsa)."], size=7.2, style="I", pad_top=2))
    p.append(Signatures([["Dra. Luciana Brandt Weiss", "Farmacêutica-Bioquímica", "CRF-RS 9.876"],
                         ["Tiago Sperb Lorenzi", "Biomédico – Hematologia", "CRBM-5 12.034"]], size=7.5, before=12))
    footer(rep, 0, npages)

    # ------------------------------------------------------------ page 2
    rep.new_page()
    p = rep.pages[1]
    header(rep, 1, npages)
    p.append(Banner("BIOQUÍMICA E HORMÔNIOS", fill="#dbe6f2", color=ACC, size=9.5))
    bcols = [(66, "L"), (22, "R"), (4, "L"), (28, "L"), (62, "L")]
    rows = []

    def brow(name_lines, key, vt, unit, refs, sub, flag=""):
        name_lines = name_lines if isinstance(name_lines, list) else [name_lines]
        res = rep.r(join_name(name_lines), key, vt, unit, flag)
        name_cell = [Segs([(n, "B")]) for n in name_lines] + ([Segs([(sub, "I", "#555555")])] if sub else [])
        rows.append(Row([name_cell, flagged(res, "HL"), "", unit, refs]))

    brow("GLICOSE", "glu_fast", "96", "mg/dL", ["70 a 99 mg/dL"], "Plasma fluoretado · Hexoquinase")
    brow(["HEMOGLOBINA GLICADA", "(HbA1c)"], "hba1c_hplc", "5,6", "%",
         ["Normal: < 5,7 %", "Pré-diabetes: 5,7 a 6,4 %", "Diabetes: ≥ 6,5 %"], "Sangue total EDTA · HPLC")
    brow("GLICEMIA MÉDIA ESTIMADA", "eag", "114", "mg/dL", ["Calculada a partir da HbA1c"], "")
    brow("COLESTEROL TOTAL", "chol", "212", "mg/dL", ["Desejável: < 190 mg/dL"], "Soro · Enzimático colorimétrico", "H")
    brow("HDL-COLESTEROL", "hdl", "41", "mg/dL", ["Desejável: > 40 mg/dL"], "Soro · Enzimático direto")
    brow("LDL-COLESTEROL", "ldl_calc", "143", "mg/dL", ["Conforme categoria de risco (ver nota)"], "Calculado (Friedewald)")
    brow("TRIGLICERÍDEOS", "tg", "140", "mg/dL", ["Desejável: < 150 mg/dL (jejum)"], "Soro · Enzimático (GPO)")
    brow("COLESTEROL NÃO-HDL", "nonhdl", "171", "mg/dL", ["Desejável: < 160 mg/dL"], "Calculado", "H")
    brow("CREATININA", "creat", "1,02", "mg/dL", ["0,70 a 1,20 mg/dL"], "Soro · Jaffé cinético")
    brow("TFG ESTIMADA (CKD-EPI 2021)", "egfr_ckdepi21", "89", "mL/min/1,73 m²", ["≥ 60 mL/min/1,73 m²"], "")
    brow("UREIA", "urea", "34", "mg/dL", ["17 a 49 mg/dL"], "Soro · Urease UV")
    brow("ÁCIDO ÚRICO", "urate", "6,8", "mg/dL", ["3,4 a 7,0 mg/dL"], "Soro · Uricase")
    brow("TGO (AST)", "ast", "28", "U/L", ["Até 40 U/L"], "Soro · Cinético UV IFCC")
    brow("TGP (ALT)", "alt", "47", "U/L", ["Até 41 U/L"], "Soro · Cinético UV IFCC", "H")
    brow("GAMA-GT", "ggt", "52", "U/L", ["8 a 61 U/L"], "Soro · Szasz")
    brow("TSH", "tsh", "2,14", "µUI/mL", ["0,27 a 4,20 µUI/mL"], "Soro · Eletroquimiolumin.")
    brow("TESTOSTERONA TOTAL", "testo", "412", "ng/dL", ["249 a 836 ng/dL"], "Soro · Eletroquimiolumin.")
    brow("PSA TOTAL", "psa", "0,84", "ng/mL", ["Até 3,5 ng/mL (50 a 59 anos)"], "Soro · Eletroquimiolumin.")
    p.append(Table(bcols, rows, header=["EXAME", "Resultado", "", "Unidade", "Valores de referência"],
                   rule="h", border="#9fb6cf", header_color=ACC, size=8.3, pad=0.55))
    p.append(Lines(["Nota: metas de LDL-colesterol (SBC 2017): risco baixo < 130 mg/dL; intermediário < 100 mg/dL; alto < 70 mg/dL;",
                    "muito alto < 50 mg/dL. TFG estimada pela equação CKD-EPI 2021, sem coeficiente racial. H = acima / L = abaixo da referência."],
                   size=7, style="I", pad_top=2))
    p.append(Signatures([["Dra. Luciana Brandt Weiss", "Farmacêutica-Bioquímica", "CRF-RS 9.876"]], size=7.5, before=11))
    footer(rep, 1, npages)
    return rep
