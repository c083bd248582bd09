"""Reports an01-an06."""
from common import *  # noqa: F401,F403


# =====================================================================================
# an01 - Laboratório Santa Clara, Piumhi/MG. Serif word-processor template, 2 pages:
# blood count without rules (% and /mm³ columns), signature block at the end of page 1,
# page 2 biochemistry typed as short sentences (glued units, a unit given only in the
# reference, abbreviations Col. total / Trig. / Ac. úrico / TGO / HDL-COLESTEROL).
# =====================================================================================
def an01():
    D = "2025-05-05"

    def header():
        return [
            P(B("LABORATÓRIO SANTA CLARA", size=17), align="center", lh=7),
            P(I("Análises Clínicas  •  Desde 1987"), align="center"),
            P("Rua Padre Abel, 214 – Centro – Piumhi/MG – CEP 37925-000 – Tel. (37) 3371-2248",
              align="center", size=8.5),
            P("CNPJ 21.447.318/0001-62     CNES 3920581     Resp. Técnica: Dra. Lívia M. Carvalho – CRF-MG 18.442",
              align="center", size=8.5),
            HR(0.35, "double", before=1.5, after=2),
        ]

    patient = [
        P(["Paciente: ", B("MARIA APARECIDA DE SOUZA FARIA"), "                 Idade:  58 anos"]),
        P(["Data de nasc.:  14/09/1966          Sexo:  Feminino          Prontuário:  11.482"]),
        P(["Médico(a):  Dr. Geraldo Lúcio Tavares  –  CRM-MG 31.207"]),
        P(["Convênio:  IPSEMG                 Data do pedido:  28/04/2025"]),
        P(["Data da coleta:  ", B("05/05/2025"), "  às 07:20 h          Protocolo:  0525/118"]),
        HR(0.3, before=1.5, after=2.5),
    ]

    rbc = R("rbc", "Hemácias", "4,21", "milhões/mm³")
    hb = R("hb", "Hemoglobina", "12,6", "g/dL")
    hct = R("hct", "Hematócrito", "38,4", "%")
    mcv = R("mcv", "VCM", "91,2", "fL")
    mch = R("mch", "HCM", "29,9", "pg")
    mchc = R("mchc", "CHCM", "32,8", "g/dL")
    rdw = R("rdw", "RDW", "13,1", "%")
    wbc = R("wbc", "Leucócitos", "6.850", "/mm³")
    diff = [("band", "Bastonetes", "2", "137", "0 a 5", "0 a 500"),
            ("seg", "Segmentados", "58", "3.973", "45 a 70", "1.800 a 7.000"),
            ("eos", "Eosinófilos", "4", "274", "1 a 5", "40 a 500"),
            ("baso", "Basófilos", "0", "0", "0 a 2", "0 a 200"),
            ("lymph", "Linfócitos", "30", "2.055", "20 a 40", "1.000 a 4.000"),
            ("mono", "Monócitos", "6", "411", "2 a 10", "100 a 1.000")]
    plt = R("plt", "Plaquetas", "248.000", "/mm³")
    mpv = R("mpv", "VPM", "9,8", "fL")

    W = [44, 26, 28, 76]
    ery = G(W, [
        [B("ERITROGRAMA"), C(I("Resultado"), align="right"), I("  Unidade"), I("Valores de referência")],
        *[[N(r), C([V(r)], align="right"), ["  ", U(r)], ref] for r, ref in (
            (rbc, "4,00 a 5,20 milhões/mm³"), (hb, "12,0 a 16,0 g/dL"), (hct, "36,0 a 46,0 %"),
            (mcv, "80,0 a 100,0 fL"), (mch, "27,0 a 32,0 pg"), (mchc, "32,0 a 36,0 g/dL"),
            (rdw, "11,5 a 14,5 %"))],
    ], pady=0.3)

    leuco_rows = [
        [B("LEUCOGRAMA"), C(I("%"), align="right"), C(I("/mm³"), align="right"), I("    Ref. (%)"), I("Ref. (/mm³)")],
        [N(wbc), "", C(V(wbc), align="right"), "", "4.000 a 10.000"],
    ]
    for key, name, pct, ab, rp, ra in diff:
        rp_ = R(key + "_pct", name, pct, "%")
        ra_ = R(key + "_abs", name, ab, "/mm³")
        leuco_rows.append([name, C(V(rp_), align="right"), C(V(ra_), align="right"), "    " + rp, ra])
    leuco = G([44, 22, 26, 34, 48], leuco_rows, pady=0.3, before=2.5)

    pl = G(W, [
        [B("PLAQUETOGRAMA"), "", "", ""],
        [N(plt), C(V(plt), align="right"), ["  ", U(plt)], "150.000 a 450.000 /mm³"],
        [N(mpv), C(V(mpv), align="right"), ["  ", U(mpv)], "7,4 a 10,4 fL"],
    ], pady=0.3, before=2.5)

    sig1 = [
        P("Conferido e liberado em 05/05/2025 às 14:32.", size=9, before=5, i=True),
        Sp(9),
        P("_______________________________________", align="center"),
        P(B("Dra. Lívia Mendes Carvalho"), align="center"),
        P("Farmacêutica-Bioquímica  –  CRF-MG 18.442", align="center", size=9),
    ]

    page1 = Page(header() + patient + [
        P(B("HEMOGRAMA COMPLETO", u=True, size=12), align="center", after=1.5),
        P("Material: Sangue total (EDTA)          Método: Automatizado (impedância) / microscopia óptica",
          size=9, after=2.5),
        ery, leuco, pl,
        P(["Obs.:  Série vermelha com normocitose e normocromia.  Série branca sem alterações ",
           "morfológicas.  Plaquetas:  ausência de agregados."], size=9, before=3),
    ] + sig1, footer=[
        HR(0.2, after=0.8),
        P("Página 1 de 2             Laudo impresso em 06/05/2025 09:15             Piumhi/MG", size=8,
          align="center"),
    ])

    glu = R("glu_fast", "Glicemia de jejum", "104", "mg/dL")
    chol = R("chol", "Col. total", "212", "mg/dL")
    hdl = R("hdl", "HDL-COLESTEROL", "48", "mg/dL")
    ldl = R("ldl", "LDL-COLESTEROL", "131", "mg/dL")
    trig = R("trig", "Trig.", "165", "mg/dL")
    urea = R("urea", "Ureia", "34", "mg/dL")
    cre = R("creat", "Creatinina", "0,82", "mg/dL")
    uric = R("uric", "Ac. úrico", "5,1", "mg/dL")
    ast = R("ast", "TGO", "22", "U/L")
    alt = R("alt", "TGP", "19", "U/L")

    page2 = Page([
        P(B("LABORATÓRIO SANTA CLARA", size=13), align="center"),
        P("Paciente: MARIA APARECIDA DE SOUZA FARIA     Coleta: 05/05/2025     Protocolo: 0525/118",
          align="center", size=9),
        HR(0.35, "double", before=1.5, after=3),
        P(B("BIOQUÍMICA", u=True, size=12), align="center", after=2),
        P("Material: Soro     Jejum informado: 12 horas", size=9, after=1.5),
        P([B(glu.name.upper()), ":    ", V(glu, b=True), " ", U(glu), "  (H)"], before=1.2),
        P("Método: Enzimático (GOD-PAP)     V.R.: 70 a 99 mg/dL", size=8.5, indent=6, i=True),
        P([B("Ureia"), ":   ", V(urea, b=True), " ", U(urea), "          V.R.: 15 a 45 mg/dL"], before=2),
        P([B("Creatinina"), ":   ", V(cre, b=True), U(cre), "          V.R.: 0,50 a 1,10 mg/dL"], before=1),
        P([B("Ac. úrico"), ":   ", V(uric, b=True), "          V.R.: 2,4 a 5,7 mg/dL"], before=1),
        P("Nota: amostra levemente lipêmica; resultados conferidos em duplicata.", size=8.5, i=True,
          before=2, after=1),
        P(B("PERFIL LIPÍDICO", size=10.5), before=2.5, after=1),
        P([B(chol.name), ":  ", V(chol, b=True), U(chol), "   (H)"], before=1),
        P([B(hdl.name), ":  ", V(hdl, b=True), " ", U(hdl)], before=1),
        P([B(ldl.name), ":  ", V(ldl, b=True), " ", U(ldl)], before=1),
        P([B(trig.name), ":  ", V(trig, b=True), U(trig), "   (H)"], before=1),
        P("LDL calculado pela fórmula de Friedewald (LDL = CT – HDL – TG/5).", size=8.5, i=True, before=1.5),
        G([60, 50, 50], [
            ["Valores de referência (adultos)", "Desejável", "Limítrofe / Alto"],
            ["Col. total", "< 190 mg/dL", "≥ 190 mg/dL"],
            ["HDL-COLESTEROL", "> 40 mg/dL", "—"],
            ["LDL-COLESTEROL (risco baixo)", "< 130 mg/dL", "≥ 160 mg/dL"],
            ["Trig. (jejum)", "< 150 mg/dL", "≥ 150 mg/dL"],
        ], border="outer+header", header=1, size=8.5, before=1.5, after=1),
        P(B("TRANSAMINASES", size=10.5), before=3, after=1),
        P([B(ast.name), " (AST):   ", V(ast, b=True), " ", U(ast), "          V.R.: até 32 U/L"], before=1),
        P([B(alt.name), " (ALT):   ", V(alt, b=True), " ", U(alt), "          V.R.: até 33 U/L"], before=1),
        P("Método: cinético UV (IFCC), 37 °C.", size=8.5, i=True, indent=6),
        P("Liberado em 05/05/2025 às 16:05.   Próxima coleta sugerida pelo médico: 05/08/2025.",
          size=9, i=True, before=6),
        Sp(8),
        P("_______________________________________", align="center"),
        P(B("Dra. Lívia Mendes Carvalho"), align="center"),
        P("Farmacêutica-Bioquímica  –  CRF-MG 18.442", align="center", size=9),
    ], footer=[
        HR(0.2, after=0.8),
        P("Página 2 de 2             Laudo impresso em 06/05/2025 09:15             Piumhi/MG", size=8,
          align="center"),
    ])

    return Report("an01", "Laboratório Santa Clara", "Piumhi/MG", D, [page1, page2],
                  {"font": "serif", "size": 10.5, "lh": 4.7, "margins": (18, 12, 16, 10)},
                  "serif template; CBC table without rules, % and /mm³ columns; signature block mid-report "
                  "(end of p.1); p.2 results as short sentences; glued units; unit only in reference; "
                  "Col. total/Trig./Ac. úrico/TGO/HDL-COLESTEROL; reference table of lipid targets; flags (H)",
                  ["nascimento 14/09/1966", "pedido 28/04/2025", "liberado 05/05/2025", "impresso 06/05/2025",
                   "próxima coleta 05/08/2025"])


# =====================================================================================
# an02 - Laboratório Bom Jesus, Bom Jesus da Lapa/BA. Cumulative liver table with full
# rules: three collection dates as column headers, names split over two lines, "*" flags,
# HbA1c + estimated mean glucose below, reference text with "inferior a".
# =====================================================================================
def an02():
    D = "2025-03-12"
    P1, P2 = "2025-02-10", "2024-12-09"
    rows = [
        ("ast", "TGO (AST)", ("48", "61", "39"), ("*", "*", ""), "U/L", "Até 40 U/L"),
        ("alt", "TGP (ALT)", ("55", "72", "44"), ("*", "*", "*"), "U/L", "Até 41 U/L"),
        ("ggt", "Gama GT", ("88", "104", "97"), ("*", "*", "*"), "U/L", "8 a 61 U/L"),
        ("alp", "Fosfatase\nalcalina", ("102", "118", None), ("", "", ""), "U/L", "40 a 129 U/L"),
        ("bili_t", "Bilirrubina\ntotal", ("0,9", "1,1", "0,8"), ("", "", ""), "mg/dL", "Até 1,2 mg/dL"),
        ("bili_d", "Bilirrubina\ndireta", ("0,3", "0,4", "0,2"), ("", "*", ""), "mg/dL", "Até 0,3 mg/dL"),
        ("bili_i", "Bilirrubina\nindireta", ("0,6", "0,7", "0,6"), ("", "", ""), "mg/dL", "Até 0,9 mg/dL"),
        ("alb", "Albumina", ("4,1", None, "4,3"), ("", "", ""), "g/dL", "3,5 a 5,2 g/dL"),
        ("prot", "Proteínas totais", ("7,2", None, "7,4"), ("", "", ""), "g/dL", "6,4 a 8,3 g/dL"),
    ]
    trs = [
        Row([C(""), C("Resultados por data de coleta", span=3, align="center"), "", ""], b=True, fill="#e6e6e6"),
        Row(["EXAME", C("12/03/2025", align="center"), C("10/02/2025", align="center"),
             C("09/12/2024", align="center"), C("UNID.", align="center"), "VALORES DE REFERÊNCIA"],
            b=True, fill="#e6e6e6"),
    ]
    for key, name, vals, flags, unit, ref in rows:
        cells = [C(name, b=True)]
        for k, (vt, fl) in enumerate(zip(vals, flags)):
            if vt is None:
                cells.append(C("—", align="center"))
                continue
            r = R(key, name, vt, unit, date=(None, P1, P2)[k])
            cells.append(C([V(r, b=(k == 0)), fl], align="center"))
        cells += [C(unit, align="center"), ref]
        trs.append(Row(cells))
    cum = G([34, 24, 24, 24, 16, 58], trs, border="all", pady=0.6, size=9, after=1.5)

    a1c = R("hba1c", "Hemoglobina\nglicada (HbA1c)", "6,1", "%", loinc="17856-6", alts=["4548-4"])  # HPLC printed
    eag = R("eag", "Glicose média\nestimada", "128", "mg/dL")
    ghb = G([40, 22, 16, 102], [
        Row(["EXAME", C("RESULTADO", align="center"), "UNID.", "REFERÊNCIA"], b=True, below=True),
        [C(N(a1c), b=True), C(V(a1c, b=True), align="center"), U(a1c),
         "Normal: inferior a 5,7 %\nPré-diabetes: 5,7 a 6,4 %\nDiabetes: igual ou superior a 6,5 %"],
        [C(N(eag), b=True), C(V(eag, b=True), align="center"), U(eag), "—"],
    ], border="none", pady=0.6, size=9, before=1)

    els = [
        G([120, 60], [
            [C(B("LABORATÓRIO BOM JESUS", size=16)), C("Responsável Técnico", align="right", size=8)],
            [C(I("Análises Clínicas e Citologia"), size=9.5), C("Dr. Caio Bastos Rebouças", align="right", size=8)],
            [C("Praça Senhor do Bonfim, 77 – Centro – Bom Jesus da Lapa/BA – CEP 47600-000", size=8),
             C("Biomédico – CRBM-BA 4.117", align="right", size=8)],
            [C("Fone/WhatsApp (77) 3481-5530   •   CNPJ 13.902.644/0001-08   •   CNES 6652117", size=8),
             C("", align="right", size=8)],
        ], padx=0, pady=0.2),
        HR(0.8, before=1.5, after=2, color="#1f3f7a"),
        Box([G([24, 76, 26, 54], [
            ["Paciente:", B("JOSÉ CARLOS PEREIRA DA SILVA"), "Nascimento:", "03/07/1961   (63 anos)"],
            ["Solicitante:", "Dra. Tânia Reis Moura – CRM-BA 22.904", "Sexo:", "Masculino"],
            ["Cadastro:", "07/03/2025", "Data da coleta:", B("12/03/2025  08:05")],
            ["Convênio:", "Particular", "Emissão:", "14/03/2025"],
        ], padx=0.8, pady=0.2, size=9)], border=0.25, pad=1.2, after=3),
        P(B("QUADRO EVOLUTIVO  –  FUNÇÃO HEPÁTICA", size=11), after=0.5),
        P("Material:  Soro          Método:  Cinético UV (IFCC) / Colorimétrico  –  analisador bioquímico automatizado",
          size=8.5, after=2),
        cum,
        P("(*) Valor fora do intervalo de referência.   Resultados anteriores realizados neste laboratório,"
          " mesma metodologia.", size=8, i=True, after=1),
        P("Obs.:  paciente refere uso contínuo de sinvastatina 20 mg (informação do cadastro).",
          size=8.5, after=4),
        P(B("HEMOGLOBINA GLICADA", size=11), after=0.5),
        P("Material:  Sangue total com EDTA       Método:  HPLC (certificado NGSP)", size=8.5, after=1),
        ghb,
        P("A glicose média estimada é calculada a partir da HbA1c:  GME = 28,7 × A1c – 46,7  (estudo ADAG).",
          size=8, i=True, before=2),
        P("Resultado de HbA1c não deve ser usado isoladamente em gestantes, hemoglobinopatias ou anemias.",
          size=8, i=True),
        Sp(12),
        G([90, 90], [
            [C("Liberado eletronicamente em 13/03/2025 às 17:48", size=8.5, i=True),
             C("___________________________________", align="center")],
            ["", C(B("Dr. Caio Bastos Rebouças"), align="center")],
            ["", C("Biomédico  –  CRBM-BA 4.117", align="center", size=8.5)],
        ], padx=0, pady=0.2),
    ]
    page = Page(els, footer=[
        HR(0.4, color="#1f3f7a", after=0.8),
        P("Laboratório Bom Jesus  •  Os resultados devem ser interpretados pelo médico solicitante  •  Página 1/1",
          size=7.5, align="center", color="#333333"),
    ])
    return Report("an02", "Laboratório Bom Jesus", "Bom Jesus da Lapa/BA", D, [page],
                  {"font": "sans", "size": 9.5, "lh": 4.2, "margins": (15, 12, 15, 10)},
                  "cumulative table with full rules and three collection dates as column headers; names split "
                  "over two lines; '*' flags; missing earlier values '—'; TGO (AST)/TGP (ALT)/Gama GT; "
                  "HbA1c with multi-line reference containing 'inferior a'; formula note",
                  ["nascimento 03/07/1961", "cadastro 07/03/2025", "emissão 14/03/2025", "liberado 13/03/2025"])


# =====================================================================================
# an03 - Laboratório Central, São Miguel do Oeste/SC. Two-column report: urinalysis on the
# left (urine collected the next morning: second collection date), chemistry and thyroid
# on the right. Carlito (Calibri) template; AST/ALT/GGT spelling.
# =====================================================================================
def an03():
    D = "2025-02-18"
    DU = "2025-02-19"
    u = lambda key, name, vt, unit="": R(key, name, vt, unit, date=DU)  # noqa: E731
    uc = [u("u_color", "Cor", "Amarelo citrino"), u("u_aspect", "Aspecto", "Límpido"),
          u("u_sg", "Densidade", "1,020"), u("u_ph", "pH", "6,0")]
    uq = [u("u_prot", "Proteínas", "Negativo"), u("u_glu", "Glicose", "Negativo"),
          u("u_ket", "Corpos cetônicos", "Negativo"), u("u_hb", "Hemoglobina", "Traços"),
          u("u_bili", "Bilirrubina", "Negativo"), u("u_ubg", "Urobilinogênio", "Normal"),
          u("u_nit", "Nitrito", "Negativo")]
    us = [u("u_wbc", "Leucócitos", "3", "p/campo"), u("u_rbc", "Hemácias", "2", "p/campo"),
          u("u_epi", "Células epiteliais", "Raras"), u("u_bact", "Bactérias", "Raras"),
          u("u_mucus", "Muco", "Ausente"), u("u_cast", "Cilindros", "Ausentes"),
          u("u_cryst", "Cristais", "Ausentes")]
    refs = {"Cor": "Amarelo", "Aspecto": "Límpido", "Densidade": "1,005 a 1,030", "pH": "5,0 a 7,5",
            "Urobilinogênio": "Normal", "Leucócitos": "até 5 p/campo", "Hemácias": "até 3 p/campo"}

    def urows(title, rs):
        rows = [Row([C(B(title)), "", ""], above=False)]
        for r in rs:
            val = [V(r)] + ([" ", U(r)] if r.unit else [])
            rows.append([N(r), val, C(refs.get(r.name, "Negativo" if r in uq else "—"), size=8)])
        return rows

    left = [
        P(B("URINA TIPO I  (EAS)", size=11), after=0.5),
        P("Material: urina, jato médio – coletada em 19/02/2025 às 06:30", size=8),
        P("Método: tiras reativas + sedimentoscopia (400x)", size=8, after=1.5),
        G([32, 30, 26], urows("EXAME FÍSICO", uc) + urows("EXAME QUÍMICO", uq) + urows("SEDIMENTOSCOPIA", us),
          pady=0.15, padx=0.6, size=9),
        P("Obs.: amostra entregue ao laboratório 40 min após a micção.", size=8, i=True, before=1.5),
    ]

    glu = R("glu", "Glicose", "92", "mg/dL", alts=["1558-6", "2339-0"])  # fasting stated in a note
    cre = R("creat", "Creatinina", "0,71", "mg/dL")
    ast = R("ast", "AST", "19", "U/L")
    alt = R("alt", "ALT", "24", "U/L")
    ggt = R("ggt", "GGT", "31", "U/L")
    tsh = R("tsh", "TSH", "5,62", "µUI/mL")
    ft4 = R("ft4", "T4 livre", "0,96", "ng/dL")

    def rrow(r, ref, flag=""):
        return [C(N(r), b=True), [V(r, b=True), " ", U(r), flag], C(ref, size=8)]

    right = [
        P(B("BIOQUÍMICA", size=11), after=0.5),
        P("Material: soro – coleta 18/02/2025", size=8, after=1.5),
        G([24, 30, 34], [
            Row(["Exame", "Resultado", "Referência"], i=True, below=True, size=8.5),
            rrow(glu, "70 a 99 mg/dL"),
            rrow(cre, "0,57 a 1,11 mg/dL"),
            rrow(ast, "até 32 U/L"),
            rrow(alt, "até 33 U/L"),
            rrow(ggt, "5 a 36 U/L"),
        ], pady=0.3, padx=0.6, size=9),
        P("Jejum informado: 10 h.", size=8, i=True, before=1),
        P(B("HORMÔNIOS TIREOIDIANOS", size=11), before=4, after=0.5),
        P("Material: soro   Método: quimioluminescência", size=8, after=1.5),
        G([24, 30, 34], [
            Row(["Exame", "Resultado", "Referência"], i=True, below=True, size=8.5),
            rrow(tsh, "0,35 a 4,94 µUI/mL", "  ↑"),
            rrow(ft4, "0,70 a 1,48 ng/dL"),
        ], pady=0.3, padx=0.6, size=9),
        P("TSH repetido na mesma amostra, resultado confirmado.", size=8, i=True, before=1),
        P("Gestantes: consultar valores específicos por trimestre.", size=8, i=True),
    ]

    els = [
        Box([
            P(B("LABORATÓRIO CENTRAL", size=16, color="#0b5394"), lh=6.5),
            P("de Análises Clínicas Ltda.", size=10),
            P("Av. Getúlio Vargas, 1.502, sala 3 – Centro – São Miguel do Oeste/SC  •  (49) 3622-0917", size=8),
            P("CNPJ 08.553.274/0001-90  •  CNES 2304115", size=8),
        ], border=0, pad=2, fill="#dfe9f5", after=2.5),
        G([24, 76, 28, 54], [
            ["Paciente:", B("ANA LÚCIA WEBER KLEIN"), "Código:", "84127"],
            ["Nascimento:", "22/11/1979", "Sexo:", "Feminino"],
            ["Médico:", "Dr. Rodrigo Ficagna  (CRM-SC 14.338)", "Convênio:", "Particular"],
            ["Coleta (sangue):", "18/02/2025  07:45", "Emitido em:", "20/02/2025"],
        ], size=9, padx=0.5, pady=0.2, border="h", after=3),
        Cols([86, 86], left, right, gap=10, divider=True),
        Sp(10),
        P("Exames liberados em 19/02/2025 às 15:10 por:", size=8.5, i=True),
        Sp(6),
        P("__________________________________", align="right"),
        P(B("Fernanda Zanella Bortolini"), align="right"),
        P("Farmacêutica-Bioquímica   CRF-SC 9.871", align="right", size=8.5),
    ]
    page = Page(els, footer=[
        P("Laboratório Central de Análises Clínicas  –  resultado válido somente com assinatura do responsável"
          "  –  pág. 1/1", size=7.5, align="center", color="#0b5394"),
    ])
    return Report("an03", "Laboratório Central de Análises Clínicas", "São Miguel do Oeste/SC", D, [page],
                  {"font": "calibri", "size": 9.5, "lh": 4.1, "margins": (14, 12, 14, 10)},
                  "two columns (urinalysis left, chemistry/thyroid right) with divider; urine collected on "
                  "a second date; qualitative urine results (Negativo, Traços, Raras, Ausentes); "
                  "AST/ALT/GGT spelling; arrow flag; units p/campo",
                  ["nascimento 22/11/1979", "emitido 20/02/2025", "liberado 19/02/2025"])


# =====================================================================================
# an04 - Laboratório São Roque, Carazinho/RS. Block layout in capitals (heading /
# material / method / result), control times printed beside patient times (not results),
# electrolytes table with the result AFTER the reference, kidney block with eGFR,
# "Colesterol HDL" spelling, (H)/(L) flags.
# =====================================================================================
def an04():
    D = "2025-07-21"

    def block(title, material, method):
        return [HR(0.25, "dashed", before=2.5, after=1.2),
                P(B(title, size=10)),
                P(["Material: ", material, "        Método: ", method], size=8, i=True, after=0.8)]

    pt = R("pt", "Tempo de protrombina", "13,4", "segundos")
    inr = R("inr", "RNI", "1,06")
    aptt = R("aptt", "TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPA)", "31,8", "segundos")
    fib = R("fib", "FIBRINOGÊNIO", "312", "mg/dL")
    el = [("na", "Sódio", "135 a 145 mEq/L", "139", "mEq/L", ""),
          ("k", "Potássio", "3,5 a 5,1 mEq/L", "5,4", "mEq/L", " (H)"),
          ("cl", "Cloreto", "98 a 107 mEq/L", "101", "mEq/L", ""),
          ("ca", "Cálcio total", "8,6 a 10,2 mg/dL", "9,4", "mg/dL", ""),
          ("mg", "Magnésio", "1,6 a 2,6 mg/dL", "2,0", "mg/dL", ""),
          ("phos", "Fósforo", "2,5 a 4,5 mg/dL", "4,8", "mg/dL", " (H)")]
    erows = [Row(["EXAME", "VALORES DE REFERÊNCIA", "RESULTADO"], b=True, below=True, size=8.5)]
    for key, name, ref, vt, unit, fl in el:
        r = R(key, name, vt, unit)
        erows.append([N(r), ref, [V(r, b=True), " ", U(r), fl]])
    urea = R("urea", "UREIA", "58", "mg/dL")
    cre = R("creat", "CREATININA", "1,42", "mg/dL")
    egfr = R("egfr", "TFG estimada (CKD-EPI 2021)", "54", "mL/min/1,73 m²")
    uric = R("uric", "ÁCIDO ÚRICO", "7,9", "mg/dL")
    lip = [R("chol", "Colesterol total", "188", "mg/dL"), R("hdl", "Colesterol HDL", "38", "mg/dL"),
           R("nonhdl", "Colesterol não-HDL", "150", "mg/dL"), R("trig", "Triglicerídeos", "240", "mg/dL"),
           R("ldl", "Colesterol LDL", "102", "mg/dL")]
    lref = ["< 190 mg/dL", "> 40 mg/dL", "< 160 mg/dL", "< 150 mg/dL", "< 130 mg/dL"]
    lflag = ["", "  (L)", "", "  (H)", ""]

    els = [
        G([56, 124], [
            [C(B("SÃO ROQUE", size=18, color="#7a1f1f")), C(B("LABORATÓRIO DE ANÁLISES CLÍNICAS", size=11), align="right")],
            [C(I("laboratório", size=9)), C("Rua Sete de Setembro, 1.118 – Carazinho/RS – (54) 3331-4406", align="right", size=8)],
            [C("CNPJ 92.617.330/0001-45   CNES 2248871   Resp. Técnico: Farm. Bioq. Ênio L. Dal Molin – CRF-RS 6.390",
               align="right", size=7.5, span=2)],
        ], padx=0, pady=0.2),
        HR(1.2, before=1, after=0.4, color="#7a1f1f"),
        HR(0.3, before=0, after=2.5, color="#7a1f1f"),
        P(["PACIENTE: ", B("ADEMIR JOÃO ZANOTTO"), "                    D.N.: 14/02/1958      SEXO: M"]),
        P("MÉDICO SOLICITANTE: DR. MAURÍCIO T. BRUM  -  CRM/RS 27.605        REQUISIÇÃO: 18/07/2025"),
        P(["DATA DA COLETA: ", B("21/07/2025"), "   HORA: 07:10            DATA DE ENTREGA: 23/07/2025"]),
        P("OBS. DO CADASTRO:  PACIENTE EM USO DE VARFARINA SUSPENSA HÁ 10 DIAS (INFORMADO).", size=8, i=True),
    ]
    els += block("TEMPO DE PROTROMBINA (TP)", "Plasma citratado", "Coagulométrico automatizado")
    els += [
        G([58, 40, 82], [
            [N(pt), [V(pt, b=True), " ", U(pt)], "Controle do dia:  12,5 segundos"],
            [N(inr), V(inr, b=True), "Referência:  0,8 a 1,2"],
        ], padx=0, pady=0.2),
        P("RNI (Razão Normalizada Internacional) calculada com ISI = 1,02.", size=8, i=True),
    ]
    els += block(aptt.name, "Plasma citratado", "Coagulométrico (cefalina + ativador)")
    els += [P(["Resultado:  ", V(aptt, b=True), " ", U(aptt), "              Controle do dia:  30,2 segundos"]),
            P("Valores de referência:  25,0 a 36,0 segundos", size=8.5)]
    els += block(fib.name, "Plasma citratado", "Clauss")
    els += [P(["Resultado:  ", V(fib, b=True), " ", U(fib), "              Valores de referência:  200 a 400 mg/dL"])]
    els += block("ELETRÓLITOS E MINERAIS", "Soro", "Íon seletivo indireto / colorimétrico")
    els += [G([50, 60, 70], erows, padx=0.5, pady=0.25)]
    els += block("FUNÇÃO RENAL", "Soro", "Enzimático UV (ureia) / Jaffé cinético (creatinina)")
    els += [
        P([B(urea.name), ":  ", V(urea, b=True), " ", U(urea), "  (H)         V.R.: 17 a 49 mg/dL"]),
        P([B(cre.name), ":  ", V(cre, b=True), " ", U(cre), "  (H)         V.R.: 0,70 a 1,20 mg/dL"]),
        P([N(egfr), ":  ", V(egfr, b=True), " ", U(egfr), "     V.R.: acima de 60 mL/min/1,73 m²"]),
        P([B(uric.name), ":  ", V(uric, b=True), " ", U(uric), "         V.R.: 3,4 a 7,0 mg/dL"]),
        P("TFG calculada para paciente do sexo masculino, 67 anos; não utilizar em insuficiência renal aguda.",
          size=8, i=True),
    ]
    els += block("PERFIL LIPÍDICO", "Soro (jejum de 12 h)", "Enzimático colorimétrico; LDL por Friedewald")
    els += [G([60, 40, 80], [Row(["", "Resultado", "Desejável"], i=True, size=8.5)] +
              [[N(r), [V(r, b=True), " ", U(r), fl], ref] for r, ref, fl in zip(lip, lref, lflag)],
              padx=0.5, pady=0.2)]
    els += [Sp(5), P("Exames conferidos e liberados em 22/07/2025.", size=8.5, i=True), Sp(7),
            P("_______________________________", align="center"),
            P(B("Farm. Bioq. Ênio Luiz Dal Molin"), align="center"),
            P("CRF-RS 6.390", align="center", size=8.5)]
    page = Page(els, footer=[
        HR(0.3, color="#7a1f1f", after=0.6),
        P("SÃO ROQUE LABORATÓRIO  -  Carazinho/RS  -  Impresso em 23/07/2025 08:41  -  Folha 1 de 1", size=7.5,
          align="center"),
    ])
    return Report("an04", "São Roque Laboratório de Análises Clínicas", "Carazinho/RS", D, [page],
                  {"font": "dejavu", "size": 8.8, "lh": 3.9, "margins": (15, 10, 15, 8)},
                  "block layout (capital heading / material / method / result) separated by dashed rules; "
                  "control times printed beside patient times; electrolytes table with the result after the "
                  "reference; eGFR line; 'Colesterol HDL'; (H)/(L) flags; patient header typed in capitals",
                  ["nascimento 14/02/1958", "requisição 18/07/2025", "entrega 23/07/2025",
                   "liberado 22/07/2025", "impresso 23/07/2025"])


# =====================================================================================
# an05 - LabCentro, Garanhuns/PE. Full blood count where every row prints the reference
# BEFORE the result; differential with separate % and /mm³ columns; "*" flags; ESR, CRP
# "inferior a", iron panel.
# =====================================================================================
def an05():
    D = "2025-09-02"
    H = lambda t: Row([C(B(t), span=5)], fill="#ececec")  # noqa: E731
    ery = [("rbc", "Hemácias", "3,80 a 5,20 milhões/mm³", "3,92", "milhões/mm³", ""),
           ("hb", "Hemoglobina", "12,0 a 15,5 g/dL", "10,4", "g/dL", " *"),
           ("hct", "Hematócrito", "35,0 a 45,0 %", "32,1", "%", " *"),
           ("mcv", "VCM", "80,0 a 98,0 fL", "81,9", "fL", ""),
           ("mch", "HCM", "27,0 a 32,0 pg", "26,5", "pg", " *"),
           ("mchc", "CHCM", "31,0 a 36,0 g/dL", "32,4", "g/dL", ""),
           ("rdw", "RDW", "11,5 a 14,5 %", "16,2", "%", " *")]
    rows = [Row(["EXAME", C("VALORES DE REFERÊNCIA", span=2), C("RESULTADO", span=2)], b=True, below=True),
            H("ERITROGRAMA")]
    for key, name, ref, vt, unit, fl in ery:
        r = R(key, name, vt, unit)
        rows.append([N(r), C(ref, span=2), C([V(r, b=True), " ", U(r), fl], span=2)])
    rows.append(H("LEUCOGRAMA"))
    wbc = R("wbc", "Leucócitos", "7.800", "/mm³")
    rows.append([N(wbc), C("4.000 a 11.000 /mm³", span=2), C([V(wbc, b=True), " ", U(wbc)], span=2)])
    rows.append(Row(["", C("Ref. %", align="right"), C("Ref. /mm³", align="right"), C("%", align="right"),
                     C("/mm³", align="right")], i=True, size=8))
    dif = [("band", "Bastões", "0 a 5", "0 a 500", "1", "78"),
           ("seg", "Segmentados", "40 a 70", "1.600 a 7.000", "60", "4.680"),
           ("eos", "Eosinófilos", "1 a 5", "40 a 500", "3", "234"),
           ("baso", "Basófilos", "0 a 1", "0 a 100", "1", "78"),
           ("lymph", "Linfócitos", "20 a 45", "900 a 4.500", "29", "2.262"),
           ("mono", "Monócitos", "2 a 10", "100 a 1.000", "6", "468")]
    for key, name, rp, ra, vp, va in dif:
        a, b = R(key + "_pct", name, vp, "%"), R(key + "_abs", name, va, "/mm³")
        rows.append([name, C(rp, align="right"), C(ra, align="right"), C(V(a, b=True), align="right"),
                     C(V(b, b=True), align="right")])
    rows.append(H("PLAQUETAS"))
    plt = R("plt", "Contagem de plaquetas", "389.000", "/mm³")
    rows.append([N(plt), C("150.000 a 450.000 /mm³", span=2), C([V(plt, b=True), " ", U(plt)], span=2)])
    cbc = G([44, 30, 34, 30, 44], rows, border="header", pady=0.35, padx=1)

    esr = R("esr", "VHS (1ª hora)", "28", "mm")
    crp = R("crp", "Proteína C reativa (PCR)", "inferior a 0,5", "mg/dL")
    fe = R("iron", "Ferro sérico", "38", "µg/dL")
    tibc = R("tibc", "Capacidade total de ligação do ferro", "475", "µg/dL")
    sat = R("tsat", "Índice de saturação da transferrina", "8", "%")
    trf = R("transferrin", "Transferrina", "342", "mg/dL")
    fer = R("ferritin", "Ferritina", "8,6", "ng/mL")
    chem = [(esr, "até 20 mm", " *"), (crp, "inferior a 0,5 mg/dL", ""), (fe, "50 a 170 µg/dL", " *"),
            (tibc, "250 a 450 µg/dL", " *"), (sat, "20 a 50 %", " *"), (trf, "200 a 360 mg/dL", ""),
            (fer, "13 a 150 ng/mL", " *")]
    rows2 = [Row(["EXAME", "MATERIAL", "VALORES DE REFERÊNCIA", "RESULTADO"], b=True, below=True)]
    mats = ["Sangue EDTA", "Soro", "Soro", "Soro", "Soro", "Soro", "Soro"]
    for (r, ref, fl), m in zip(chem, mats):
        rows2.append([N(r), C(m, size=8), ref, [V(r, b=True), " ", U(r), fl]])
    other = G([62, 22, 48, 50], rows2, border="header", pady=0.35, padx=1, before=1)

    els = [
        G([110, 72], [
            [C(B("LabCentro", size=20, color="#006d5b")), C("Análises Clínicas • Microbiologia", align="right", size=8.5)],
            [C(I("Laboratório de Análises Clínicas do Agreste Ltda.", size=8.5)),
             C("Av. Rui Barbosa, 605 – Heliópolis", align="right", size=8.5)],
            [C("CNPJ 40.118.962/0001-37 • CNES 7790354", size=7.5), C("Garanhuns/PE • (87) 3762-1190", align="right", size=8.5)],
        ], padx=0, pady=0.1),
        HR(0.6, before=1, after=2, color="#006d5b"),
        G([26, 74, 30, 52], [
            ["Nome:", B("JULIANA FERREIRA DE ALMEIDA"), "Data nasc.:", "30/01/1991"],
            ["Médico:", "Dr. Heitor Cavalcanti Lins – CRM-PE 19.552", "Idade/Sexo:", "34 anos / F"],
            ["Atendimento:", "250901-0447  (29/08/2025)", "Coleta:", B("02/09/2025 às 07:32")],
            ["Unidade:", "Posto Heliópolis", "Liberação:", "02/09/2025 às 16:20"],
        ], size=8.5, pady=0.15, padx=0.5, after=2.5),
        P(B("HEMOGRAMA COMPLETO", size=11.5), align="center"),
        P("Material: sangue total EDTA  –  Método: citometria de fluxo / impedância e revisão em lâmina",
          size=8, align="center", after=1.5),
        cbc,
        P("Morfologia eritrocitária: anisocitose (+), hipocromia (+), microcitose discreta.  Plaquetas sem "
          "alterações.", size=8, i=True, before=1.2),
        P("(*) resultado fora do intervalo de referência.", size=8, i=True, after=3),
        P(B("PROVAS DE ATIVIDADE INFLAMATÓRIA E PERFIL DE FERRO", size=11), align="center", after=1),
        other,
        P("Nota: ferritina pode elevar-se em processos inflamatórios independentemente dos estoques de ferro.",
          size=8, i=True, before=1.2),
        Sp(8),
        G([91, 91], [
            [C("____________________________", align="center"), C("____________________________", align="center")],
            [C(B("Dra. Renata Albuquerque Siqueira"), align="center"), C(B("Dr. Tiago Menezes Vasconcelos"), align="center")],
            [C("Biomédica – CRBM-1 31.208", align="center", size=8), C("Farmacêutico-Bioquímico – CRF-PE 5.774", align="center", size=8)],
        ], padx=0, pady=0.2),
    ]
    page = Page(els, footer=[
        P("Documento emitido em 03/09/2025 10:02  –  LabCentro Análises Clínicas  –  página 1 de 1", size=7.5,
          align="right", color="#006d5b"),
    ])
    return Report("an05", "LabCentro Análises Clínicas", "Garanhuns/PE", D, [page],
                  {"font": "dejavucond", "size": 9, "lh": 4.0, "margins": (14, 11, 14, 9)},
                  "every row prints the reference before the result; CBC with indices and differential in "
                  "separate % and /mm³ columns, header rule only; '*' flags; ESR; CRP 'inferior a'; iron "
                  "panel (iron, TIBC, saturation, transferrin, ferritin); two signatures",
                  ["nascimento 30/01/1991", "atendimento 29/08/2025", "liberação 02/09/2025",
                   "emitido 03/09/2025"])


# =====================================================================================
# an06 - Laboratório Santa Rita, Bacabal/MA. Prenatal panel, 2 pages. Block layout
# (heading / material / method / "Resultado:"), serology (Não reagente), blood group,
# toxoplasma IgG with interpretation word, rubella "> 500,0", signature block at the end of
# page 1 and a second signer on page 2; urine collected the next day; DUM / DPP distractors.
# =====================================================================================
def an06():
    D = "2025-02-20"
    DU = "2025-02-21"

    def header(pg):
        return [
            G([120, 62], [
                [C(B("LABORATÓRIO SANTA RITA", size=15)), C(f"Página {pg} de 2", align="right", size=8)],
                [C("Análises Clínicas  –  Bioquímica  –  Imunologia  –  Microbiologia", size=8.5),
                 C("CNES 5530128", align="right", size=8)],
                [C("Rua Magalhães de Almeida, 402 – Centro – Bacabal/MA – Tel. (99) 3621-3307", size=8),
                 C("CNPJ 06.771.245/0001-51", align="right", size=8)],
            ], padx=0, pady=0.15),
            HR(0.5, before=1, after=1.5),
            G([22, 88, 28, 44], [
                ["Paciente:", B("KÉSSIA RAYANE SOUSA LIMA"), "Data nasc.:", "17/05/2001"],
                ["Médico(a):", "Dra. Luciana Pires Carneiro – CRM-MA 8.315", "Registro:", "0220/3391"],
                ["DUM:", "02/01/2025      DPP: 09/10/2025  (IG 7s1d)", "Coleta:", B("20/02/2025")],
            ], size=8.5, padx=0.4, pady=0.1),
            HR(0.5, before=1, after=2),
        ]

    def block(title, material, method, lines, ref=None, note=None):
        out = [P(B(title, size=10), before=2.2),
               P(f"Material: {material}          Método: {method}", size=8, i=True, after=0.6)]
        out += lines
        if ref:
            out.append(P(ref, size=8.5))
        if note:
            out.append(P(note, size=8, i=True))
        return out

    def res(r, label="Resultado", unit=True, tail=""):
        runs = [f"{label}:  ", V(r, b=True)]
        if unit and r.unit:
            runs += [" ", U(r)]
        return P(runs + [tail], indent=4)

    abo = R("abo", "Grupo sanguíneo (ABO)", "O")
    rh = R("rh", "Fator Rh (D)", "Positivo")
    hb = R("hb", "Hemoglobina", "11,4", "g/dL")
    hct = R("hct", "Hematócrito", "34,0", "%")
    glu = R("glu_fast", "GLICEMIA DE JEJUM", "82", "mg/dL")
    hiv = R("hiv", "HIV 1 E 2 – ANTICORPOS E ANTÍGENO p24 (4ª GERAÇÃO)", "Não reagente")
    hbs = R("hbsag", "HBsAg – ANTÍGENO DE SUPERFÍCIE DA HEPATITE B", "Não reagente")
    hcv = R("hcv", "ANTI-HCV – HEPATITE C, ANTICORPOS TOTAIS", "Não reagente")

    p1 = header(1) + [
        P(B("PERFIL PRÉ-NATAL  –  1º TRIMESTRE", size=12, u=True), align="center", before=1, after=1),
    ]
    p1 += block("TIPAGEM SANGUÍNEA", "Sangue total EDTA", "Hemaglutinação em tubo (direta e reversa)",
                [P([N(abo), ":  ", V(abo, b=True)], indent=4), P([N(rh), ":  ", V(rh, b=True)], indent=4)],
                note="Pesquisa de D fraco não realizada (Rh positivo).")
    p1 += block("HEMOGLOBINA E HEMATÓCRITO", "Sangue total EDTA", "Automatizado",
                [P([N(hb), ":  ", V(hb, b=True), " ", U(hb), "        V.R. gestante: 11,0 a 14,0 g/dL"], indent=4),
                 P([N(hct), ":  ", V(hct, b=True), " ", U(hct), "        V.R. gestante: 33,0 a 42,0 %"], indent=4)])
    p1 += block(glu.name, "Plasma fluoretado", "Enzimático (hexoquinase)", [res(glu)],
                ref="Valores de referência para gestantes (IADPSG): inferior a 92 mg/dL.")
    p1 += block(hiv.name, "Soro", "Quimioluminescência (CMIA)", [res(hiv)],
                note="Amostra não reagente: não foram detectados anticorpos anti-HIV-1/2 nem antígeno p24.")
    p1 += block(hbs.name, "Soro", "Quimioluminescência", [res(hbs)])
    p1 += block(hcv.name, "Soro", "Quimioluminescência", [res(hcv)],
                note="Resultado não reagente não exclui infecção recente (janela imunológica).")
    p1 += [
        Sp(4),
        P("Exames desta página conferidos e liberados em 21/02/2025 às 11:40.", size=8.5, i=True),
        Sp(6),
        P("________________________________", align="center"),
        P(B("Dr. Márcio Aurélio Coelho Bastos"), align="center"),
        P("Biomédico  –  CRBM-1 28.904  –  Responsável técnico", align="center", size=8.5),
    ]

    vdrl = R("vdrl", "VDRL", "Não reagente")
    toxo = R("toxo_igg", "TOXOPLASMOSE – ANTICORPOS IgG", "42,6", "UI/mL")
    rub = R("rubella_igg", "RUBÉOLA – ANTICORPOS IgG", "> 500,0", "UI/mL")
    tsh = R("tsh", "TSH – HORMÔNIO TIREOESTIMULANTE", "1,85", "µUI/mL")
    vitd = R("vitd", "VITAMINA D (25-HIDROXIVITAMINA D)", "27,4", "ng/mL")
    u = lambda key, name, vt, unit="": R(key, name, vt, unit, date=DU)  # noqa: E731
    urine = [u("u_sg", "Densidade", "1,015"), u("u_ph", "pH", "6,5"), u("u_prot", "Proteínas", "Negativo"),
             u("u_glu", "Glicose", "Negativo"), u("u_nit", "Nitrito", "Negativo"),
             u("u_wbc", "Leucócitos", "4", "/campo"), u("u_rbc", "Hemácias", "1", "/campo"),
             u("u_bact", "Bactérias", "Ausentes")]
    urows = []
    for k in range(0, 8, 2):
        a, b = urine[k], urine[k + 1]
        urows.append([N(a), [V(a, b=True)] + ([" ", U(a)] if a.unit else []),
                      N(b), [V(b, b=True)] + ([" ", U(b)] if b.unit else [])])

    p2 = header(2)
    p2 += block(vdrl.name, "Soro", "Floculação (VDRL)", [res(vdrl)],
                ref="Valor de referência: Não reagente.")
    p2 += block(toxo.name, "Soro", "Quimioluminescência",
                [res(toxo, tail="   –   REAGENTE")],
                ref="Não reagente: inferior a 1,6 UI/mL   Indeterminado: 1,6 a 2,9 UI/mL   Reagente: igual ou "
                    "superior a 3,0 UI/mL",
                note="IgG reagente sugere infecção pregressa; avaliar IgM e avidez a critério médico.")
    p2 += block(rub.name, "Soro", "Quimioluminescência", [res(rub, tail="   –   REAGENTE (imune)")],
                ref="Não reagente: inferior a 5,0 UI/mL   Reagente: igual ou superior a 10,0 UI/mL")
    p2 += block(tsh.name, "Soro", "Quimioluminescência", [res(tsh)],
                ref="1º trimestre de gestação: 0,10 a 2,50 µUI/mL")
    p2 += block(vitd.name, "Soro", "Quimioluminescência", [res(vitd)],
                ref="Grupos de risco (inclui gestantes): 30 a 60 ng/mL     População saudável: acima de 20 ng/mL")
    p2 += [P(B("URINA TIPO I – EAS", size=10), before=2.2),
           P("Material: urina (jato médio) coletada em 21/02/2025 às 06:10          Método: tira reativa + microscopia",
             size=8, i=True, after=0.8),
           G([36, 40, 36, 40], urows, padx=0.4, pady=0.15),
           P("Urocultura solicitada em separado (resultado em até 72 h).", size=8, i=True, before=0.8)]
    p2 += [
        Sp(6),
        P("Liberado em 24/02/2025 às 09:15.", size=8.5, i=True),
        Sp(6),
        P("________________________________", align="center"),
        P(B("Dra. Aline Fernandes Rocha"), align="center"),
        P("Farmacêutica-Bioquímica  –  CRF-MA 4.162", align="center", size=8.5),
    ]
    foot = [HR(0.2, after=0.6),
            P("Laudo emitido em 24/02/2025.  Próxima consulta de pré-natal agendada: 06/03/2025.", size=7.5,
              align="center")]
    return Report("an06", "Laboratório Santa Rita", "Bacabal/MA", D, [Page(p1, foot), Page(p2, foot)],
                  {"font": "dejavuserif", "size": 9, "lh": 4.0, "margins": (14, 10, 14, 8)},
                  "2 pages, header repeated; block layout with 'Resultado:' lines (printed name = block heading); "
                  "signature block at the end of page 1 and a second signer on page 2; serology 'Não reagente'; "
                  "blood group; toxoplasma IgG with 'REAGENTE' word; rubella '> 500,0'; urine collected the next "
                  "day in a four-column grid; DUM/DPP/next-visit distractor dates",
                  ["nascimento 17/05/2001", "DUM 02/01/2025", "DPP 09/10/2025", "liberado 21/02/2025 e 24/02/2025",
                   "emitido 24/02/2025", "próxima consulta 06/03/2025"])
