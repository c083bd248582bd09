"""Reports an07-an12."""
from common import *  # noqa: F401,F403



# =====================================================================================
# an07 - Laboratório Popular de Sinop, Sinop/MT. Typed in a monospaced template with
# dotted leaders, "*** SECTION ***" headings, "Alto" flags in their own column, a unit
# given only in the reference, long names (Transaminase oxalacética (TGO), γ-GT).
# =====================================================================================
def an07():
    D = "2025-10-16"

    def sec(title, mat):
        return [P(B(f"*** {title} ***"), before=2.5), P(mat, size=8, after=0.8)]

    def grid(items):
        rows = []
        for r, unit_shown, flag, ref in items:
            val = [V(r, b=True)] + ([" ", U(r)] if unit_shown else [])
            rows.append([C(N(r), leader=True), val, C(flag, b=True), C(ref, size=8)])
        return G([76, 30, 12, 64], rows, padx=0.4, pady=0.25)

    ast = R("ast", "Transaminase oxalacética (TGO)", "36", "U/L")
    alt = R("alt", "Transaminase pirúvica (TGP)", "41", "U/L")
    ggt = R("ggt", "γ-GT", "58", "U/L")
    alp = R("alp", "Fosfatase alcalina", "96", "U/L")
    bt = R("bili_t", "Bilirrubina total", "0,7", "mg/dL")
    bd = R("bili_d", "Bilirrubina direta", "0,2", "mg/dL")
    bi = R("bili_i", "Bilirrubina indireta", "0,5", "mg/dL")
    fe = R("iron", "Ferro sérico", "121", "µg/dL")
    fer = R("ferritin", "Ferritina", "286,4", "ng/mL")
    trf = R("transferrin", "Transferrina", "248", "mg/dL")
    sat = R("tsat", "Índice de saturação da transferrina", "35", "%")
    ct = R("chol", "Colesterol total", "241", "mg/dL")
    hdl = R("hdl", "HDL", "44", "mg/dL")
    ldl = R("ldl", "LDL", "158", "mg/dL")
    vldl = R("vldl", "VLDL", "39", "mg/dL")
    tg = R("trig", "Triglicérides", "195", "mg/dL")
    nhdl = R("nonhdl", "Colesterol não-HDL", "197", "mg/dL")
    glu = R("glu_fast", "Glicemia de jejum", "101", "mg/dL")
    amy = R("amyl", "Amilase", "64", "U/L")

    els = [
        P(B("LABORATÓRIO POPULAR DE SINOP", size=13)),
        P("Análises Clínicas - Rua das Nogueiras, 1.904 - Setor Comercial - Sinop/MT", size=8),
        P("Fone (66) 3531-7720 - CNPJ 03.914.552/0001-70 - CNES 2396114", size=8),
        P("=" * 88, size=8),
        P(["Paciente....: ", B("ROSIMEIRE DA CONCEIÇÃO BATISTA")]),
        P("Nascimento..: 09/12/1969     Idade: 55 anos     Sexo: F"),
        P("Requisitante: Dr. Everton K. Schmitt - CRM-MT 7.742"),
        P("Pedido em...: 15/10/2025     Coletado em: 16/10/2025 07:30     Entrega: 20/10/2025"),
        P("=" * 88, size=8),
    ]
    els += sec("HEPATOGRAMA", "Material: Soro     Método: Cinético UV / Diazo")
    els += [grid([(ast, True, "Alto", "Até 35 U/L"), (alt, True, "Alto", "Até 35 U/L"),
                  (ggt, True, "Alto", "Até 38 U/L"), (alp, True, "", "35 a 104 U/L"),
                  (bt, True, "", "Até 1,2 mg/dL"), (bd, True, "", "Até 0,3 mg/dL"),
                  (bi, True, "", "Até 0,8 mg/dL")]),
            P("OBS: amostra ligeiramente hemolisada - a TGO pode estar discretamente superestimada.",
              size=8, i=True, before=1)]
    els += sec("PERFIL DE FERRO", "Material: Soro     Método: Colorimétrico / Imunoturbidimétrico")
    els += [grid([(fe, True, "", "50 a 170 µg/dL"), (fer, False, "Alto", "Ref.: 13 a 150 ng/mL (mulheres)"),
                  (trf, True, "", "200 a 360 mg/dL"), (sat, True, "", "20 a 50 %")])]
    els += [P("Ferritina acima do intervalo de referência: avaliar processo inflamatório. Amostra repetida.",
              size=8, i=True, before=1)]
    els += sec("PERFIL LIPÍDICO", "Material: Soro (jejum de 12 horas)     Método: Enzimático colorimétrico")
    els += [grid([(ct, True, "Alto", "Desejável: < 190 mg/dL"), (hdl, True, "", "Desejável: > 50 mg/dL"),
                  (ldl, True, "Alto", "Meta conforme risco (< 130 mg/dL)"),
                  (vldl, True, "", "Até 40 mg/dL"), (tg, True, "Alto", "Desejável: < 150 mg/dL"),
                  (nhdl, True, "", "Desejável: < 160 mg/dL")]),
            P("LDL e VLDL calculados (Friedewald).  Colesterol não-HDL = Colesterol total - HDL.", size=8,
              i=True, before=1)]
    els += sec("GLICEMIA / AMILASE", "Material: Plasma fluoretado (glicemia) e soro (amilase)")
    els += [grid([(glu, True, "Alto", "70 a 99 mg/dL"), (amy, True, "", "28 a 100 U/L")])]
    els += [
        Sp(8),
        P("Resultados conferidos em 17/10/2025."),
        Sp(6),
        P("              _________________________________"),
        P(["              ", B("Bióloga Clarice F. Nogueira")]),
        P("              Resp. Técnica  -  CRBio 41.007/01-D"),
    ]
    page = Page(els, footer=[P("-" * 96, size=7.5),
                             P("Laboratório Popular de Sinop   |   Folha 1/1   |   emitido 17/10/2025 16:03", size=7.5)])
    return Report("an07", "Laboratório Popular de Sinop", "Sinop/MT", D, [page],
                  {"font": "mono", "size": 8.6, "lh": 3.9, "margins": (14, 11, 14, 9)},
                  "monospaced typed template; dotted leaders between name and value; '*** SECTION ***' headings; "
                  "'Alto' flags in their own column; Transaminase oxalacética (TGO) / γ-GT / Triglicérides / "
                  "'HDL' spelling; ferritin unit only in the reference; comments between exams",
                  ["nascimento 09/12/1969", "pedido 15/10/2025", "entrega 20/10/2025", "conferido 17/10/2025",
                   "emitido 17/10/2025"])


# =====================================================================================
# an08 - Laboratório Biocenter, Crato/CE. Two-column report: hormones on the left (names
# split over two lines, phase-dependent reference ranges printed under each result),
# tumour markers / vitamins / electrolytes on the right; "inferior a", "<".
# =====================================================================================
def an08():
    D = "2025-08-27"

    def col(items, wname=36, wval=50):
        rows = []
        for r, ref in items:
            rows.append(Row([C(N(r), b=True), [V(r, b=True), " ", U(r)]], above=True))
            rows.append(Row([C(ref, span=2, size=7.3, i=True)]))
        return G([wname, wval], rows, padx=0.5, pady=0.25, line=0.15)

    fsh = R("fsh", "FSH", "6,8", "mUI/mL")
    lh = R("lh", "LH", "9,2", "mUI/mL")
    e2 = R("e2", "Estradiol", "142", "pg/mL")
    prog = R("prog", "Progesterona", "1,1", "ng/mL")
    prl = R("prl", "Prolactina", "18,6", "ng/mL")
    tst = R("testo", "Testosterona\ntotal", "32", "ng/dL")
    bhcg = R("bhcg", "Beta-HCG\nquantitativo", "inferior a 1,2", "mUI/mL")
    ins = R("insulin", "Insulina\n(jejum)", "8,4", "µUI/mL")
    cort = R("cortisol_am", "Cortisol\n(coleta às 8 h)", "14,2", "µg/dL")
    left = [
        P(B("HORMÔNIOS", size=10.5, color="#5b2c83"), after=0.3),
        P("Material: soro   Método: eletroquimioluminescência", size=7.5, i=True, after=1),
        col([(fsh, "Folicular 3,5 a 12,5 | Ovulatória 4,7 a 21,5\nLútea 1,7 a 7,7 | Pós-menopausa 25,8 a 134,8 mUI/mL"),
             (lh, "Folicular 2,4 a 12,6 | Ovulatória 14,0 a 95,6\nLútea 1,0 a 11,4 | Pós-menopausa 7,7 a 58,5 mUI/mL"),
             (e2, "Folicular 12,5 a 166 | Ovulatória 85,8 a 498\nLútea 43,8 a 211 | Pós-menop. inferior a 54,7 pg/mL"),
             (prog, "Folicular 0,2 a 1,5 | Lútea 1,7 a 27,0 | Pós-menopausa 0,1 a 0,8 ng/mL"),
             (prl, "Mulheres não gestantes: 4,8 a 23,3 ng/mL"),
             (tst, "Mulheres: 8,4 a 48,1 ng/dL"),
             (bhcg, "Não gestantes: inferior a 5,0 mUI/mL"),
             (ins, "2,6 a 24,9 µUI/mL"),
             (cort, "Coleta entre 7 e 10 h: 6,2 a 19,4 µg/dL")]),
        P("Fase do ciclo informada: folicular tardia (DUM 12/08/2025).", size=7.5, i=True, before=1),
    ]
    cea = R("cea", "CEA", "1,8", "ng/mL")
    c125 = R("ca125", "CA 125", "14,2", "U/mL")
    c153 = R("ca153", "CA 15-3", "11,6", "U/mL")
    c199 = R("ca199", "CA 19-9", "< 2,0", "U/mL")
    afp = R("afp", "Alfafetoproteína", "2,4", "ng/mL")
    b12 = R("b12", "Vitamina B12", "412", "pg/mL")
    fol = R("folate", "Ácido fólico", "9,8", "ng/mL")
    na = R("na", "Sódio", "141", "mmol/L")
    k = R("k", "Potássio", "4,2", "mmol/L")

    def tab(items):
        rows = [Row(["Exame", "Resultado", "Referência"], i=True, size=7.5, below=True)]
        rows += [[C(N(r), b=True), [V(r, b=True), " ", U(r)], C(ref, size=7.5)] for r, ref in items]
        return G([30, 26, 30], rows, padx=0.5, pady=0.3, line=0.15)

    right = [
        P(B("MARCADORES TUMORAIS", size=10.5, color="#5b2c83"), after=0.3),
        P("Material: soro   Método: quimioluminescência", size=7.5, i=True, after=1),
        tab([(cea, "Não fumantes: até 3,8"), (c125, "até 35,0 U/mL"), (c153, "até 25,0 U/mL"),
             (c199, "até 37,0 U/mL"), (afp, "até 7,0 ng/mL")]),
        P("Marcadores tumorais não se prestam a rastreamento populacional; interpretar junto à clínica.",
          size=7.5, i=True, before=1),
        P(B("VITAMINAS", size=10.5, color="#5b2c83"), before=3.5, after=0.3),
        P("Material: soro   Método: quimioluminescência", size=7.5, i=True, after=1),
        tab([(b12, "197 a 771 pg/mL"), (fol, "3,1 a 20,5 ng/mL")]),
        P(B("ELETRÓLITOS", size=10.5, color="#5b2c83"), before=3.5, after=0.3),
        P("Material: soro   Método: íon seletivo", size=7.5, i=True, after=1),
        tab([(na, "136 a 145 mmol/L"), (k, "3,5 a 5,1 mmol/L")]),
        P("Amostra sem hemólise.", size=7.5, i=True, before=1),
    ]
    els = [
        G([100, 82], [
            [C(B("BIOCENTER", size=20, color="#5b2c83")), C("Laboratório de Análises Clínicas", align="right", b=True)],
            [C("medicina laboratorial", size=8.5, i=True), C("Rua Santos Dumont, 318 – Centro – Crato/CE", align="right", size=8)],
            [C("CNPJ 11.206.843/0001-29   CNES 9024417", size=7.5), C("(88) 3521-6604", align="right", size=8)],
        ], padx=0, pady=0.1),
        HR(0.4, before=1, after=1.5, color="#5b2c83"),
        Box([G([22, 70, 30, 56], [
            ["Cliente:", B("FRANCISCA HELENA MACEDO ARRAIS"), "Nascimento:", "06/04/1979"],
            ["Médico:", "Dra. Patrícia N. Bezerra – CRM-CE 12.880", "Recebido em:", "27/08/2025 09:40"],
            ["Posto:", "Crato – Centro", "Coletado em:", B("27/08/2025 07:55")],
        ], size=8.5, padx=0.4, pady=0.1)], border=0.2, pad=1, after=3, radius=1.5),
        Cols([88, 86], left, right, gap=8),
        Sp(8),
        G([91, 91], [
            [C("Liberado em 28/08/2025 14:22", size=8, i=True), C("________________________________", align="center")],
            ["", C(B("Dr. Jonas Feitosa Alencar"), align="center")],
            ["", C("Biomédico – CRBM-2 10.455", align="center", size=8)],
        ], padx=0, pady=0.2),
    ]
    page = Page(els, footer=[
        HR(0.3, color="#5b2c83", after=0.6),
        P("BIOCENTER  •  Crato/CE  •  laudo 1/1  •  impresso em 29/08/2025", size=7.5, align="center",
          color="#5b2c83"),
    ])
    return Report("an08", "Biocenter Laboratório de Análises Clínicas", "Crato/CE", D, [page],
                  {"font": "sans", "size": 9, "lh": 3.9, "margins": (14, 11, 14, 9)},
                  "two columns: hormones with names split over two lines and phase-dependent reference ranges "
                  "under each result (left); tumour markers, vitamins and electrolytes tables (right); "
                  "'inferior a 1,2' and '< 2,0'; distractor DUM inside a note",
                  ["nascimento 06/04/1979", "recebido 27/08/2025 (same day)", "DUM 12/08/2025",
                   "liberado 28/08/2025", "impresso 29/08/2025"])


# =====================================================================================
# an09 - Laboratório Vale do Ribeira, Registro/SP. Fully ruled table whose columns are
# EXAME | VALORES DE REFERÊNCIA | UNIDADE | RESULTADO | RESULTADO ANTERIOR (date in the
# header): the result comes after the reference; every earlier value is a result with
# the earlier collection date; ↑ ↓ flags.
# =====================================================================================
def an09():
    D = "2025-04-07"
    PREV = "2024-10-14"
    sec = lambda t: Row([C(B(t), span=5)], fill="#dcdcdc")  # noqa: E731
    data = [
        ("ERITROGRAMA", None),
        ("rbc", "Hemácias", "4,30 a 5,70", "milhões/mm³", ("3,88", " ↓"), ("4,02", "")),
        ("hb", "Hemoglobina", "13,0 a 17,5", "g/dL", ("11,6", " ↓"), ("12,1", " ↓")),
        ("hct", "Hematócrito", "39,0 a 50,0", "%", ("35,2", " ↓"), ("36,5", " ↓")),
        ("mcv", "VCM", "81,0 a 98,0", "fL", ("90,7", ""), ("90,8", "")),
        ("mch", "HCM", "27,0 a 33,0", "pg", ("29,9", ""), ("30,1", "")),
        ("mchc", "CHCM", "32,0 a 36,0", "g/dL", ("33,0", ""), ("33,2", "")),
        ("rdw", "RDW-CV", "11,6 a 14,4", "%", ("14,8", " ↑"), ("14,1", "")),
        ("LEUCOGRAMA", None),
        ("wbc", "Leucócitos", "3.800 a 10.600", "/mm³", ("5.900", ""), ("6.400", "")),
        ("neut_pct", "Neutrófilos", "40 a 75", "%", ("64", ""), ("61", "")),
        ("neut_abs", "Neutrófilos", "1.700 a 7.000", "/mm³", ("3.776", ""), ("3.904", "")),
        ("lymph_pct", "Linfócitos", "20 a 45", "%", ("26", ""), ("28", "")),
        ("lymph_abs", "Linfócitos", "1.000 a 3.500", "/mm³", ("1.534", ""), ("1.792", "")),
        ("mono_pct", "Monócitos", "2 a 10", "%", ("7", ""), ("8", "")),
        ("eos_pct", "Eosinófilos", "1 a 6", "%", ("3", ""), ("3", "")),
        ("PLAQUETOGRAMA", None),
        ("plt", "Plaquetas", "150.000 a 440.000", "/mm³", ("198.000", ""), ("214.000", "")),
        ("mpv", "VPM", "9,2 a 12,6", "fL", ("10,4", ""), None),
        ("BIOQUÍMICA (soro)", None),
        ("urea", "Ureia", "19 a 49", "mg/dL", ("78", " ↑"), ("71", " ↑")),
        ("creat", "Creatinina", "0,70 a 1,30", "mg/dL", ("1,86", " ↑"), ("1,74", " ↑")),
        ("k", "Potássio", "3,5 a 5,1", "mmol/L", ("5,3", " ↑"), ("5,0", "")),
        ("na", "Sódio", "136 a 145", "mmol/L", ("138", ""), None),
    ]
    rows = [Row(["EXAME", "VALORES DE REFERÊNCIA", C("UNIDADE", align="center"), C("RESULTADO\n07/04/2025", align="center"),
                 C("RESULTADO ANTERIOR\n14/10/2024", align="center")], b=True, size=8, fill="#f2f2f2")]
    for item in data:
        if item[1] is None:
            rows.append(sec(item[0]))
            continue
        key, name, ref, unit, cur, prev = item
        r = R(key, name, cur[0], unit)
        cells = [N(r), ref, C(unit, align="center"), C([V(r, b=True), cur[1]], align="center")]
        if prev:
            rp = R(key, name, prev[0], unit, date=PREV)
            cells.append(C([V(rp), prev[1]], align="center"))
        else:
            cells.append(C("---", align="center"))
        rows.append(Row(cells))
    tab = G([40, 44, 26, 34, 38], rows, border="all", pady=0.35, padx=1, header=0, line=0.2)

    els = [
        G([130, 52], [
            [C(B("LABORATÓRIO VALE DO RIBEIRA", size=15)), C(B("LAUDO Nº 25-04-0713"), align="right", size=9)],
            [C("Análises Clínicas  |  Rua Jorge Ronaldo Azevedo, 260 – Centro – Registro/SP", size=8),
             C("Emissão: 09/04/2025", align="right", size=8.5)],
            [C("(13) 3821-4475  |  CNPJ 52.330.176/0001-84  |  CNES 2079823  |  Resp. técnico: Dr. Otávio S. Kimura – "
               "CRF-SP 41.552", size=7.5, span=2)],
        ], padx=0, pady=0.15),
        HR(0.5, before=1, after=2),
        G([28, 72, 30, 52], [
            ["Paciente", B(": BENEDITO APARECIDO DE OLIVEIRA"), "Data de coleta", B(": 07/04/2025  06:50")],
            ["Nascimento", ": 21/03/1954  (71 anos)", "Data de cadastro", ": 03/04/2025"],
            ["Médico", ": Dr. Silas Yoshida Prado – CRM-SP 98.214", "Convênio", ": SUS / Prefeitura"],
        ], size=8.5, padx=0.3, pady=0.1, after=3),
        P(B("HEMOGRAMA E BIOQUÍMICA  –  COMPARATIVO COM EXAME ANTERIOR", size=10.5), align="center", after=0.6),
        P("Hemograma: sangue total EDTA, contador hematológico automatizado com revisão microscópica.   "
          "Bioquímica: soro, métodos enzimáticos; potássio e sódio por íon seletivo.", size=7.8, i=True, after=1.5),
        tab,
        P("↑ ↓ resultado acima / abaixo do intervalo de referência.   --- exame não realizado na data anterior.",
          size=7.8, i=True, before=1),
        P("Nota: hemoglobina em queda discreta em relação ao exame anterior; correlacionar com a função renal. "
          "Creatinina com variação inferior a 10 %.", size=8, before=1.5),
        P("Recoleta não necessária. Amostra de 07/04/2025 armazenada por 7 dias.", size=8, before=0.5),
        Sp(8),
        P("Liberado por: Dr. Otávio Sakamoto Kimura  –  Farmacêutico-Bioquímico  –  CRF-SP 41.552  –  08/04/2025 18:05",
          size=8.5, align="right"),
    ]
    page = Page(els, footer=[HR(0.3, after=0.6),
                             P("Laboratório Vale do Ribeira  –  Página 1 de 1", size=7.5, align="center")])
    return Report("an09", "Laboratório Vale do Ribeira", "Registro/SP", D, [page],
                  {"font": "dejavu", "size": 8.5, "lh": 3.8, "margins": (14, 11, 14, 9)},
                  "fully ruled table EXAME | REFERÊNCIA | UNIDADE | RESULTADO | RESULTADO ANTERIOR (dates in the "
                  "header); result after the reference; previous values are results with the earlier date; "
                  "↑ ↓ flags; '---' for not done; % and absolute neutrophils/lymphocytes as separate rows",
                  ["nascimento 21/03/1954", "cadastro 03/04/2025", "emissão 09/04/2025", "liberado 08/04/2025"])


# =====================================================================================
# an10 - Laboratório Cristo Rei, Linhares/ES. 2 pages; page 1 urinalysis with dotted
# leaders, counts per mL glued to the unit ("28.000/mL"), signature block in the middle of
# the report (end of page 1); page 2 stool parasitology collected at home on another day,
# iron and vitamins table with names split over two lines and "superior a 2.000".
# =====================================================================================
def an10():
    D = "2025-09-09"
    DS = "2025-09-08"

    def header():
        return [
            G([34, 148], [
                [C(B("+", size=26, color="#b00020"), align="center"),
                 C(B("LABORATÓRIO CRISTO REI", size=15, color="#b00020"))],
                ["", C("Análises Clínicas e Toxicológicas  –  Av. Augusto Calmon, 1.377 – Centro – Linhares/ES", size=8)],
                ["", C("Tel. (27) 3371-0948  –  CNPJ 27.463.019/0001-55  –  CNES 0011932", size=8)],
            ], padx=0, pady=0.1),
            HR(0.4, before=1, after=1.5, color="#b00020"),
            P(["Paciente: ", B("WELLINGTON DOS SANTOS PIMENTEL"), "        Idade: 44 anos        Sexo: Masculino"], size=9),
            P("Médico: Dra. Sabrina Tonini Rangel  CRM-ES 11.604        Pedido nº 91.238        Data do pedido: 05/09/2025",
              size=9),
            P(["Data da coleta: ", B("09/09/2025"), "        Data de nascimento: 11/01/1981        Impressão: 11/09/2025"], size=9),
            HR(0.4, before=1.5, after=2.5, color="#b00020"),
        ]

    def L(key, name, vt, unit=""):
        return R(key, name, vt, unit)

    phys = [L("u_color", "Cor", "Amarela"), L("u_aspect", "Aspecto", "Ligeiramente turvo"),
            L("u_sg", "Densidade", "1,025"), L("u_ph", "pH", "5,5")]
    chem = [L("u_prot", "Proteínas", "Traços"), L("u_glu", "Glicose", "Ausente"),
            L("u_ket", "Corpos cetônicos", "Ausentes"), L("u_hb", "Sangue (hemoglobina)", "Ausente"),
            L("u_bili", "Bilirrubina", "Ausente"), L("u_ubg", "Urobilinogênio", "0,2", "mg/dL"),
            L("u_nit", "Nitrito", "Positivo")]
    sedi = [L("u_wbc_ml", "Leucócitos", "28.000", "/mL"), L("u_rbc_ml", "Hemácias", "3.000", "/mL"),
            L("u_epi", "Células epiteliais", "Algumas"), L("u_bact", "Bactérias", "Numerosas"),
            L("u_mucus", "Filamentos de muco", "Raros")]
    ref = {"Cor": "Amarelo claro a amarelo", "Aspecto": "Límpido", "Densidade": "1,005 a 1,030", "pH": "5,0 a 7,0",
           "Urobilinogênio": "até 1,0 mg/dL", "Leucócitos": "até 10.000/mL", "Hemácias": "até 10.000/mL"}

    def rows(items, glued=False):
        out = []
        for r in items:
            val = [V(r, b=True)]
            if r.unit:
                val += [U(r)] if glued else [" ", U(r)]
            flag = "  (A)" if r.name in ("Nitrito", "Leucócitos", "Bactérias", "Proteínas") else ""
            out.append([C(N(r), leader=True), val + [flag], C(ref.get(r.name, "Ausente / Negativo"), size=8.5)])
        return out

    def sub(t):
        return Row([C(B(t), span=3)])

    ug = G([72, 50, 60], [sub("Exame físico")] + rows(phys) + [sub("Exame químico (tira reativa)")] + rows(chem)
           + [sub("Sedimentoscopia (câmara de Neubauer modificada)")] + rows(sedi, glued=True),
           padx=0.6, pady=0.3)
    p1 = header() + [
        P(B("URINA TIPO I  –  EAS", size=12), align="center"),
        P("Material: urina de jato médio, 1ª da manhã     Volume recebido: 40 mL", size=8.5, align="center", after=2),
        ug,
        P("(A) resultado alterado.  Nitrito positivo e leucocitúria sugerem infecção urinária; sugere-se "
          "urocultura com antibiograma a critério médico.", size=8.5, i=True, before=2),
        P("Conversão: 1 leucócito por campo (400x) corresponde a cerca de 5.000/mL neste método.", size=8, i=True,
          before=0.5),
        Sp(10),
        P("Liberado em 09/09/2025 às 15:48", align="center", size=9, i=True),
        Sp(8),
        P("___________________________________", align="center"),
        P(B("Dr. Anderson Lúcio Frechiani"), align="center"),
        P("Farmacêutico-Bioquímico  –  CRF-ES 2.916  –  Responsável técnico", align="center", size=8.5),
    ]

    op = R("stool_op", "PARASITOLÓGICO DE FEZES", "Negativo", date=DS)
    fe = R("iron", "Ferro\nsérico", "62", "µg/dL")
    fer = R("ferritin", "Ferritina", "45,3", "ng/mL")
    b12 = R("b12", "Vitamina B12\n(cobalamina)", "superior a 2.000", "pg/mL")
    fol = R("folate", "Ácido fólico", "11,2", "ng/mL")
    vd = R("vitd", "Vitamina D\n(25-hidroxi)", "31,5", "ng/mL")
    vt = [Row(["Exame", "Material", C("Resultado", align="right"), "Unidade", "Valores de referência"], b=True)]
    for r, mat, rf in ((fe, "Soro", "65 a 175 µg/dL"), (fer, "Soro", "30 a 400 ng/mL"),
                       (b12, "Soro", "211 a 911 pg/mL"), (fol, "Soro", "superior a 3,9 ng/mL"),
                       (vd, "Soro", "20 a 60 ng/mL (população geral)\n30 a 60 ng/mL (grupos de risco)")):
        vt.append([C(N(r), b=True), mat, C(V(r, b=True), align="right"), U(r), rf])
    vtab = G([40, 20, 34, 18, 70], vt, border="h", pady=0.5, padx=0.8, before=1)

    p2 = header() + [
        P(B(op.name, size=11.5)),
        P("Material: fezes (amostra única), coletada pelo paciente em 08/09/2025 e entregue em 09/09/2025",
          size=8.5, i=True),
        P("Método: Hoffman, Pons & Janer (sedimentação espontânea)", size=8.5, i=True, after=1),
        P(["Resultado:   ", V(op, b=True)], size=10.5, indent=4),
        P("Não foram encontrados ovos, larvas ou cistos de parasitos na amostra examinada.", indent=4, size=9),
        P("Recomenda-se a análise de três amostras colhidas em dias alternados.", size=8, i=True, indent=4, after=3),
        P(B("FERRO E VITAMINAS", size=11.5), before=2),
        P("Método: colorimétrico (ferro); quimioluminescência (ferritina, B12, ácido fólico, vitamina D)",
          size=8.5, i=True),
        vtab,
        P("Vitamina B12 acima do limite superior de medição do método; paciente refere suplementação injetável "
          "(última dose em 22/08/2025).", size=8.5, i=True, before=2),
        Sp(10),
        P("Liberado em 10/09/2025 às 11:02", align="center", size=9, i=True),
        Sp(8),
        P("___________________________________", align="center"),
        P(B("Dra. Priscila Maria Coutinho Frechiani"), align="center"),
        P("Biomédica  –  CRBM-1 20.347", align="center", size=8.5),
    ]
    foot = lambda n: [HR(0.2, after=0.6), P(f"Laboratório Cristo Rei – Linhares/ES        Página {n}/2", size=7.5,  # noqa: E731
                                            align="right")]
    return Report("an10", "Laboratório Cristo Rei", "Linhares/ES", D, [Page(p1, foot(1)), Page(p2, foot(2))],
                  {"font": "sans", "size": 9.5, "lh": 4.3, "margins": (16, 11, 16, 9)},
                  "2 pages; urinalysis with dotted leaders and sub-headings; counts per mL glued to the unit "
                  "('28.000/mL'); (A) flags; signature block at the end of page 1; stool parasitology collected "
                  "at home on another date; iron/vitamin table with names split over two lines; 'superior a 2.000'",
                  ["nascimento 11/01/1981", "pedido 05/09/2025", "impressão 11/09/2025", "liberado 09/09 e 10/09/2025",
                   "última dose 22/08/2025"])


# =====================================================================================
# an11 - Laboratório São José, Paranavaí/PR. Tables with a rule under the header only,
# sections in capitals with comments between them: PSA total/free/ratio, CEA, serology
# (Não reagente, anti-HBs "< 2,0"), PT/INR, and a chemistry table using the abbreviations
# Col. total / Col. HDL / Col. LDL / Trig.
# =====================================================================================
def an11():
    D = "2025-11-04"

    def tab(items, widths=(62, 34, 24, 62)):
        rows = [Row(["Exame", C("Resultado", align="right"), "Unidade", "Valor de referência"], b=True, below=True,
                    size=8.5)]
        for r, ref, fl in items:
            rows.append([N(r), C([V(r, b=True), fl], align="right"), U(r) if r.unit else "", ref])
        return G(list(widths), rows, border="header", padx=1, pady=0.45)

    def sec(t, sub):
        return [P(B(t, size=10.5), before=3.5), P(sub, size=8, i=True, after=1)]

    psa = R("psa", "PSA total", "3,84", "ng/mL")
    fpsa = R("fpsa", "PSA livre", "0,62", "ng/mL")
    ratio = R("psa_ratio", "Relação PSA livre / PSA total", "16", "%")
    cea = R("cea", "CEA (antígeno carcinoembrionário)", "2,1", "ng/mL")
    hbs = R("hbsag", "HBsAg", "Não reagente")
    ahbs = R("antihbs", "Anti-HBs", "< 2,0", "mUI/mL")
    hcv = R("hcv", "Anti-HCV", "Não reagente")
    hiv = R("hiv", "Anti-HIV 1/2 + Ag p24", "Não reagente")
    pt = R("pt", "Tempo de protrombina", "12,9", "seg")
    inr = R("inr", "RNI", "0,98")
    glu = R("glu_fast", "Glicose (jejum)", "96", "mg/dL")
    a1c = R("hba1c", "Hemoglobina glicada", "5,4", "%")
    ct = R("chol", "Col. total", "176", "mg/dL")
    hdl = R("hdl", "Col. HDL", "42", "mg/dL")
    ldl = R("ldl", "Col. LDL", "108", "mg/dL")
    tg = R("trig", "Trig.", "130", "mg/dL")
    ur = R("urea", "Ureia", "31", "mg/dL")
    cr = R("creat", "Creatinina", "1,02", "mg/dL")

    els = [
        P(B("LABORATÓRIO SÃO JOSÉ", size=16, color="#14466b"), align="center", lh=6.5),
        P("ANÁLISES CLÍNICAS", align="center", size=9, color="#14466b"),
        P("Rua Getúlio Vargas, 2.041 – Centro – Paranavaí/PR – CEP 87702-000 – (44) 3423-1186", align="center", size=8),
        P("CNPJ 76.284.019/0001-93   •   CNES 2741490", align="center", size=8),
        HR(0.3, before=1.5, after=0.4, color="#14466b"),
        HR(0.3, before=0, after=2, color="#14466b"),
        G([28, 70, 34, 50], [
            ["PACIENTE", B("LUIZ ANTÔNIO GUERREIRO"), "DATA NASC.", "27/06/1963"],
            ["MÉDICO", "Dr. Fábio Rezende Okamura – CRM-PR 24.117", "COLETA", B("04/11/2025  07:05")],
            ["ORIGEM", "Consultório / ambulatório", "EMISSÃO", "06/11/2025"],
        ], size=8.5, padx=0.4, pady=0.15),
        HR(0.3, before=1.5, after=0.5, color="#14466b"),
    ]
    els += sec("MARCADORES PROSTÁTICOS E CEA", "Material: soro  –  Método: eletroquimioluminescência")
    els += [tab([(psa, "até 4,00 ng/mL (homens 60 a 69 anos)", ""), (fpsa, "—", ""),
                 (ratio, "superior a 25 %", " *"),
                 (cea, "até 5,0 ng/mL (não fumantes)", "")]),
            P("Relação livre/total superior a 25 %: menor probabilidade de neoplasia; útil sobretudo para PSA total "
              "entre 4 e 10 ng/mL. Avaliação a critério do urologista.", size=8, i=True, before=1)]
    els += sec("SOROLOGIAS", "Material: soro  –  Método: quimioluminescência (CMIA)")
    els += [tab([(hbs, "Não reagente", ""), (ahbs, "Imune: igual ou superior a 10,0 mUI/mL", ""),
                 (hcv, "Não reagente", ""), (hiv, "Não reagente", "")]),
            P("Anti-HBs inferior a 10 mUI/mL: ausência de imunidade vacinal; considerar esquema vacinal.",
              size=8, i=True, before=1)]
    els += sec("COAGULAÇÃO", "Material: plasma citratado  –  Método: coagulométrico  –  ISI 1,01")
    els += [tab([(pt, "10,0 a 14,0 seg", ""), (inr, "0,80 a 1,20", "")])]
    els += sec("BIOQUÍMICA", "Material: soro / plasma fluoretado (glicose) / sangue EDTA (HbA1c)")
    els += [tab([(glu, "70 a 99 mg/dL", ""), (a1c, "inferior a 5,7 %", ""), (ct, "< 190 mg/dL", ""),
                 (hdl, "> 40 mg/dL", ""), (ldl, "< 130 mg/dL", ""), (tg, "< 150 mg/dL", ""),
                 (ur, "15 a 40 mg/dL", ""), (cr, "0,70 a 1,30 mg/dL", "")]),
            P("Col. LDL calculado pela equação de Friedewald.  Jejum de 12 h informado pelo paciente.", size=8, i=True,
              before=1),
            Sp(9),
            G([91, 91], [
                [C("________________________________", align="center"), C("________________________________", align="center")],
                [C(B("Dra. Helena Sayuri Tanaka"), align="center"), C(B("Dr. Marcos V. Bertoldi"), align="center")],
                [C("Farmacêutica-Bioquímica  CRF-PR 15.208", align="center", size=8),
                 C("Biomédico  CRBM-6 7.733", align="center", size=8)],
            ], padx=0, pady=0.2),
            P("Liberado em 05/11/2025 às 17:30.", size=8, i=True, align="center", before=2)]
    page = Page(els, footer=[
        HR(0.3, after=0.5, color="#14466b"),
        P("(*) fora do intervalo de referência     •     Laboratório São José – Paranavaí/PR     •     1/1", size=7.5,
          align="center"),
    ])
    return Report("an11", "Laboratório São José", "Paranavaí/PR", D, [page],
                  {"font": "sans", "size": 9, "lh": 3.9, "margins": (14, 10, 14, 9)},
                  "tables with a rule under the header only, unit column; sections in capitals with comments "
                  "between; PSA total/free/ratio; serology 'Não reagente'; anti-HBs '< 2,0'; PT/RNI; "
                  "Col. total / Col. HDL / Col. LDL / Trig.; two signatures",
                  ["nascimento 27/06/1963", "emissão 06/11/2025", "liberado 05/11/2025"])


# =====================================================================================
# an12 - Laboratório Santa Luzia, Goianésia/GO. Results typed as short sentences in a
# Calibri template, in two collection sessions (03/06 and 10/06: glucose tolerance test),
# glued units, a unit given only in the reference, "< 9,0", flags H/L, Ác. úrico.
# =====================================================================================
def an12():
    D = "2025-06-03"
    D2 = "2025-06-10"

    def s(r, ref, glued=False, unit=True, flag=""):
        runs = [N(r), ":  ", V(r, b=True)]
        if unit:
            runs += [U(r, b=True)] if glued else [" ", U(r, b=True)]
        runs += [flag, "      ", S(f"(VR: {ref})", size=8.5, i=True)]
        return P(runs, before=0.9, indent=3)

    glu = R("glu_fast", "Glicemia de jejum", "98", "mg/dL")
    a1c = R("hba1c", "Hemoglobina glicada (HbA1c)", "5,9", "%")
    eag = R("eag", "Glicose média estimada", "123", "mg/dL")
    ins = R("insulin", "Insulina de jejum", "11,3", "µUI/mL")
    tsh = R("tsh", "TSH ultrassensível", "3,12", "µUI/mL")
    ft4 = R("ft4", "T4 livre", "1,08", "ng/dL")
    t3 = R("t3", "T3 total", "112", "ng/dL")
    tpo = R("antitpo", "Anti-TPO", "< 9,0", "UI/mL")
    cort = R("cortisol_am", "Cortisol (8 h)", "16,4", "µg/dL")
    vd = R("vitd", "Vitamina D (25-OH)", "18,2", "ng/mL")
    b12 = R("b12", "Vitamina B12", "265", "pg/mL")
    cr = R("creat", "Creatinina", "0,9", "mg/dL")
    ur = R("urea", "Ureia", "29", "mg/dL")
    uric = R("uric", "Ác. úrico", "4,4", "mg/dL")
    pcr = R("hscrp", "PCR ultrassensível", "0,22", "mg/dL")
    g0 = R("glu_fast", "Glicose em jejum (0 min)", "94", "mg/dL", date=D2)
    g120 = R("glu_2h", "Glicose 120 min após sobrecarga", "152", "mg/dL", date=D2)

    els = [
        G([120, 62], [
            [C(B("Laboratório Santa Luzia", size=17, color="#2e5e1e")), C("Análises Clínicas", align="right", i=True)],
            [C("Rua 32, nº 415 – Setor Central – Goianésia/GO – (62) 3353-2290", size=8),
             C("CNES 3168437", align="right", size=8)],
            [C("CNPJ 01.725.338/0001-06 – Responsável: Dra. Míriam Costa Arantes – CRF-GO 3.904", size=8),
             C("", align="right", size=8)],
        ], padx=0, pady=0.1),
        HR(0.6, before=1, after=2, color="#2e5e1e"),
        P(["Paciente:  ", B("CLEONICE MARTINS DE PAULA"), "          Data de nascimento:  19/08/1972"]),
        P("Médico:  Dr. Rogério Alves Fleury  –  CRM-GO 13.771          Solicitado em:  28/05/2025"),
        P(["1ª coleta:  ", B("03/06/2025"), "  às 07:15          2ª coleta:  ", B("10/06/2025"),
           "  (curva glicêmica)"]),
        HR(0.3, before=1.5, after=1, color="#2e5e1e"),
        P(B("RESULTADOS DA 1ª COLETA  –  03/06/2025", size=11), before=1.5, after=0.5),
        P("Material: soro (exceto HbA1c: sangue total EDTA; glicemia: plasma fluoretado)", size=8.5, i=True),
        P(B("PERFIL GLICÊMICO", size=10), before=2),
        s(glu, "70 a 99 mg/dL"),
        s(a1c, "inferior a 5,7 %", flag="  H"),
        s(eag, "calculada: 28,7 × A1c – 46,7"),
        s(ins, "2,6 a 24,9 µUI/mL"),
        P(B("TIREOIDE", size=10), before=2.5),
        s(tsh, "0,27 a 4,20 µUI/mL"),
        s(ft4, "0,93 a 1,70 ng/dL"),
        s(t3, "80 a 200 ng/dL"),
        s(tpo, "inferior a 34,0 UI/mL"),
        P("Método: eletroquimioluminescência.  Paciente em uso de levotiroxina? Não informado.", size=8, i=True,
          indent=3, before=0.6),
        P(B("HORMÔNIOS E VITAMINAS", size=10), before=2.5),
        s(cort, "6,2 a 19,4 µg/dL"),
        s(vd, "superior a 20 ng/mL", flag="  L"),
        s(b12, "197 a 771 pg/mL"),
        P("Obs.: vitamina D abaixo do recomendado para população saudável (acima de 20 ng/mL).", size=8, i=True,
          indent=3, before=0.6),
        P(B("FUNÇÃO RENAL / OUTROS", size=10), before=2.5),
        s(cr, "0,6 a 1,1 mg/dL", unit=False),
        s(ur, "15 a 45 mg/dL", glued=True),
        s(uric, "2,4 a 5,7 mg/dL"),
        s(pcr, "inferior a 0,30 mg/dL"),
        HR(0.3, before=3, after=1, color="#2e5e1e"),
        P(B("RESULTADOS DA 2ª COLETA  –  10/06/2025  –  CURVA GLICÊMICA (TOTG 75 g)", size=11), before=1,
          after=0.5),
        P("Material: plasma fluoretado.   Sobrecarga oral de 75 g de glicose anidra às 07:40.", size=8.5, i=True),
        s(g0, "70 a 99 mg/dL", glued=True),
        s(g120, "inferior a 140 mg/dL", flag="  H"),
        P("Interpretação (ADA/SBD): glicemia de 2 h entre 140 e 199 mg/dL = tolerância diminuída à glicose.",
          size=8, i=True, indent=3, before=0.8),
        Sp(7),
        G([91, 91], [
            [C("Laudo finalizado em 11/06/2025.\nRetorno ao médico agendado: 25/06/2025.", size=8.5, i=True),
             C("______________________________", align="center")],
            ["", C(B("Dra. Míriam Costa Arantes"), align="center")],
            ["", C("Farmacêutica-Bioquímica – CRF-GO 3.904", align="center", size=8.5)],
        ], padx=0, pady=0.2),
    ]
    page = Page(els, footer=[HR(0.3, after=0.5, color="#2e5e1e"),
                             P("Santa Luzia – Goianésia/GO – impresso em 12/06/2025 – pág. 1/1", size=7.5,
                               align="center", color="#2e5e1e")])
    return Report("an12", "Laboratório Santa Luzia", "Goianésia/GO", D, [page],
                  {"font": "calibri", "size": 10, "lh": 4.2, "margins": (16, 10, 16, 8)},
                  "results typed as short sentences ('Name: value unit (VR: ...)'); two collection sessions "
                  "(03/06 and 10/06 glucose tolerance test); glued unit; creatinine unit only in the reference; "
                  "'< 9,0'; H/L flags; Ác. úrico; thyroid, hormones, vitamins, HbA1c + estimated mean glucose",
                  ["nascimento 19/08/1972", "solicitado 28/05/2025", "finalizado 11/06/2025", "retorno 25/06/2025",
                   "impresso 12/06/2025"])
