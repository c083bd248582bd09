"""aj09 - boutique private laboratory, Florianópolis/SC: men's check-up.  Whole report in
two columns without rules; reference printed in small type under each name; short names
('HDL', 'LDL', 'Triglicérides', 'TGO'); PSA total/free/ratio, testosterone, vitamins,
CEA '< 0,50'."""
from common import C, Para, Row, Rule, Space, Sp, Table, TwoCol, V, res
from engine import Doc

SEA = "#0d5c8c"
CW = 87  # column width


def sec(t):
    return [Space(2), Para(Sp(t, b=True, color=SEA, size=9), lh=4.8), Rule(0.4, SEA, 1.0, width=CW)]


def item(r, ref):
    return Table([55, 32], [Row([C(r.name, Sp(ref, size=7.2, color="#6b6b6b")),
                                 C(V(r, unit=True, b=True, unit_st={"b": False}), align="R", valign="top")])],
                 lh=4.3, pad=0.5, hpad=0.5)


def build():
    glu = res("glu_fast", "Glicose", "101", "mg/dL")
    a1c = res("a1c", "Hemoglobina glicada (HbA1c)", "5,8", "%")
    cre = res("creat", "Creatinina", "1,04", "mg/dL")
    uric = res("urate", "Ácido úrico", "6,4", "mg/dL")
    chol = res("chol", "Colesterol Total", "224", "mg/dL")
    hdl = res("hdl", "HDL", "39", "mg/dL")
    ldl = res("ldl_calc", "LDL", "151", "mg/dL")
    tg = res("trig", "Triglicérides", "168", "mg/dL")
    ast = res("ast", "TGO", "28", "U/L")
    alt = res("alt", "TGP", "41", "U/L")
    ggt = res("ggt", "GGT", "62", "U/L")
    testo = res("testo", "Testosterona total", "412", "ng/dL")
    psa = res("psa", "PSA total", "1,84", "ng/mL")
    fpsa = res("fpsa", "PSA livre", "0,41", "ng/mL")
    ratio = res("fpsa_ratio", "Relação PSA livre/total", "22", "%")
    vitd = res("vitd", "25-OH Vitamina D", "21,3", "ng/mL")
    b12 = res("b12", "Vitamina B12", "428", "pg/mL")
    cea = res("cea", "CEA", "< 0,50", "ng/mL")

    def header(p, n):
        return [
            Table([120, 62], [Row([
                C(Sp("atlântico sul", b=True, size=17, color="#ffffff"),
                  Sp("DIAGNÓSTICOS", size=7.5, color="#cfe6f5", b=True)),
                C(Sp("Unidade Beira-Mar Norte", size=7.4, color="#ffffff"),
                  Sp("Av. Jornalista Rubens de Arruda Ramos, 2.354", size=7.4, color="#ffffff"),
                  Sp("Florianópolis/SC · (48) 3271-6600", size=7.4, color="#ffffff"), align="R")],
                fill=SEA)], lh=5.0, pad=1.0, hpad=3),
            Space(2),
            Table([66, 60, 56], [
                Row([C([Sp("Cliente  ", size=7, color="#777777"), Sp("HENRIQUE MÜLLER SCHMITT", b=True)]),
                     C([Sp("Nascimento  ", size=7, color="#777777"), "02/01/1969 · 56 anos"]),
                     C([Sp("Ficha  ", size=7, color="#777777"), "ATS-25-0819-0457"])]),
                Row([C([Sp("Médico  ", size=7, color="#777777"), "Dr. Caio R. Vieira · CRM-SC 19.884"]),
                     C([Sp("Cadastro  ", size=7, color="#777777"), "18/08/2025 (agendamento on-line)"]),
                     C([Sp("Coleta  ", size=7, color="#777777"), Sp("19/08/2025 07:26", b=True)])]),
            ], lh=4.4, pad=0.2, hpad=0, st={"size": 8}),
            Rule(0.3, "#9fbfd4", 2.0),
        ]

    def footer(p, n):
        return [Rule(0.3, "#9fbfd4", 1.4),
                Table([140, 42], [Row([
                    C("Diagnósticos Atlântico Sul Ltda. · CNPJ 21.558.903/0001-74 · CNES 9917640 · Resp. técnica: "
                      "Dra. Marina L. Goulart · CRF-SC 8.611",
                      "Liberado em 20/08/2025 16:58 · Emitido em 21/08/2025 08:03", size=6.6, color="#666666"),
                    C(f"{p} | {n}", align="R", size=8, color=SEA)])], lh=3.4, pad=0, hpad=0)]

    left = (sec("BIOQUÍMICA") +
            [item(glu, "Jejum · 70 a 99 mg/dL"), item(a1c, "4,0 a 5,6 % · HPLC"),
             item(cre, "0,70 a 1,30 mg/dL"), item(uric, "3,4 a 7,0 mg/dL")] +
            sec("PERFIL LIPÍDICO") +
            [item(chol, "Desejável < 190 mg/dL"), item(hdl, "Desejável > 40 mg/dL"),
             item(ldl, "Meta conforme risco (ver nota)"), item(tg, "Jejum < 150 mg/dL")] +
            sec("FUNÇÃO HEPÁTICA") +
            [item(ast, "Até 40 U/L"), item(alt, "Até 41 U/L"), item(ggt, "8 a 61 U/L")])
    right = (sec("HORMÔNIOS") +
             [item(testo, "Homens adultos: 249 a 836 ng/dL")] +
             sec("PRÓSTATA") +
             [item(psa, "Até 4,0 ng/mL"), item(fpsa, "Sem referência isolada"),
              item(ratio, "Superior a 25 %")] +
             sec("VITAMINAS") +
             [item(vitd, "Superior a 20 ng/mL"), item(b12, "211 a 911 pg/mL")] +
             sec("MARCADOR TUMORAL") +
             [item(cea, "Não fumantes: até 3,8 ng/mL")] +
             [Space(3),
              Para(Sp("Notas", b=True, color=SEA), lh=4.2),
              Para("LDL por Friedewald. Metas (SBC 2017): baixo", "risco < 130; intermediário < 100; alto < 70 mg/dL.",
                   "PSA: relação livre/total < 10 % associa-se a maior", "risco de câncer; entre 10 e 25 %, zona cinzenta.",
                   "Material: soro, exceto HbA1c (sangue total EDTA).", size=7, lh=3.5, color="#555555")])
    p1 = [TwoCol(left, right, wl=CW, gap=8, sep="#cfdfea"),
          Space(6),
          Para([Sp("Dra. Marina L. Goulart", b=True), " · Farmacêutica-bioquímica · CRF-SC 8.611 · assinatura "
                                                     "digital"], align="R", size=7.8)]
    return Doc(id="aj09", lab="Diagnósticos Atlântico Sul", collected_default="2025-08-19",
               family="DejaVu Serif Condensed", size=8.8, color="#1a1a1a", margins=(14, 10, 14, 9), header=header,
               footer=footer, pages=[p1], title="Atlântico Sul Diagnósticos - Resultados",
               meta={"city": "Florianópolis/SC", "kind": "boutique private laboratory",
                     "features": "men's check-up; whole report in two unruled columns; reference under each "
                                 "name; 'HDL'/'LDL'/'Triglicérides'; PSA total/free/ratio; testosterone; "
                                 "vitamin D/B12; CEA '< 0,50'"})
