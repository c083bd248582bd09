"""aj03 - small-town laboratory, Itabaiana/SE: anaemia work-up.  Typewriter-style
monospaced print, dotted leaders, '*' flags beside values, CBC with bands/segmented in
% and /mm³, second page in two columns (iron studies, vitamins, reticulocytes, ESR),
one heading split over two lines."""
from common import C, Para, Row, Rule, Space, Sp, Table, TwoCol, V, leader, res
from engine import Doc

FAM, SZ = "Liberation Mono", 8.4


def L(name, width, b=False):
    return leader(name, width, FAM, SZ, b=b, end=":")


def build():
    rbc = res("rbc", "Hemácias", "4,31", "milhões/mm³")
    hgb = res("hgb", "Hemoglobina", "10,1", "g/dL", flag="*")
    hct = res("hct", "Hematócrito", "32,2", "%", flag="*")
    mcv = res("mcv", "V.C.M.", "74,7", "fL", flag="*")
    mch = res("mch", "H.C.M.", "23,4", "pg", flag="*")
    mchc = res("mchc", "C.H.C.M.", "31,4", "g/dL", flag="*")
    rdw = res("rdw", "R.D.W.", "16,8", "%", flag="*")
    wbc = res("wbc", "Leucócitos", "6.200", "/mm³")
    plt = res("plt", "Plaquetas", "412.000", "/mm³")
    diff = [("Bastonetes", "band", "2", "124", "0 a 5", "0 a 500"),
            ("Segmentados", "seg", "56", "3.472", "45 a 70", "1.800 a 7.000"),
            ("Eosinófilos", "eos", "5", "310", "1 a 5", "40 a 500"),
            ("Basófilos", "baso", "0", "0", "0 a 1", "0 a 100"),
            ("Linfócitos", "lymph", "31", "1.922", "20 a 40", "1.000 a 4.000"),
            ("Monócitos", "mono", "6", "372", "2 a 10", "80 a 1.000")]

    def header(p, n):
        return [
            Table([182], [Row([C(Sp("LABORATÓRIO SÃO JUDAS TADEU", b=True, size=13),
                                 Sp("ANÁLISES CLÍNICAS", b=True, size=9),
                                 "Rua Capitão Mendes, 318 - Centro - Itabaiana/SE - CEP 49500-081 - Tel.(79)3431-2275",
                                 "CNPJ 13.084.522/0001-09 - Resp. Técnico: Dr. Marcos V. Andrade - CRF/SE 1.187",
                                 align="C")])], box=True, rule_w=0.5, rule_color="#000000", lh=4.4, pad=1.2,
                  st={"size": 7.6}),
            Space(2),
            Table([104, 78], [
                Row([C("PACIENTE..: JOSEFA MARIA DOS SANTOS LIMA"), C("REGISTRO: 24877")]),
                Row([C("NASCIMENTO: 03/02/1979   IDADE: 46 ANOS"), C("SEXO....: FEMININO")]),
                Row([C("MÉDICO....: DR. ANTÔNIO C. PRADO - CRM/SE 3.412"), C("CONVÊNIO: PARTICULAR")]),
                Row([C("PEDIDO....: 06/05/2025   COLETA: 12/05/2025"), C("ENTREGA.: 15/05/2025")]),
            ], lh=4.2, pad=0, hpad=0),
            Para("-" * 101, lh=3.6, size=SZ),
        ]

    def footer(p, n):
        return [Para("-" * 101, lh=3.6),
                Table([140, 42], [Row([C("Este laudo só tem validade com a assinatura do responsável técnico."),
                                       C(f"Pág. {p}/{n}", align="R")])], lh=3.8, pad=0, hpad=0, st={"size": 7.4})]

    # ------------------------------------------------------------ page 1
    p1 = [Para(Sp("H E M O G R A M A   C O M P L E T O", b=True, size=10), align="C", lh=5.4),
          Para("Material: Sangue total (EDTA)   Equipamento: Mindray BC-5150   Método: Automação e microscopia",
               size=7.6, lh=4),
          Space(2)]
    ew = [72, 40, 8, 62]
    erows = [Row([C(Sp("E R I T R O G R A M A", b=True)), C(""), C(""), C(Sp("VALORES DE REFERÊNCIA", b=True))])]
    for r, ref in [(rbc, "4,00 a 5,20 milhões/mm³"), (hgb, "12,0 a 16,0 g/dL"), (hct, "36,0 a 46,0 %"),
                   (mcv, "80,0 a 100,0 fL"), (mch, "27,0 a 32,0 pg"), (mchc, "32,0 a 36,0 g/dL"),
                   (rdw, "11,5 a 14,5 %")]:
        erows.append(Row([C(L(r.name, ew[0] - 3)), C(V(r, unit=True, flag=None, b=True)), C(Sp(r.flag, b=True)),
                          C(ref)]))
    p1.append(Table(ew, erows, lh=4.5, pad=0.1, hpad=0.5))
    p1.append(Space(3))
    lw = [60, 16, 24, 6, 34, 42]
    lrows = [Row([C(Sp("L E U C O G R A M A", b=True)), C(Sp("%", b=True), align="R"),
                  C(Sp("/mm³", b=True), align="R"), C(""), C(Sp("V.R. %", b=True)), C(Sp("V.R. /mm³", b=True))]),
             Row([C(L(wbc.name, lw[0] - 3)), C(""), C(V(wbc, b=True), align="R"), C(""), C(""),
                  C("4.000 a 10.000")])]
    for name, key, pct, ab, rp, ra in diff:
        rp_ = res(key + "_pct", name, pct, "%")
        ra_ = res(key + "_abs", name, ab, "/mm³")
        lrows.append(Row([C(L(name, lw[0] - 3)), C(V(rp_, b=True), align="R"), C(V(ra_, b=True), align="R"), C(""),
                          C(rp), C(ra)]))
    p1.append(Table(lw, lrows, lh=4.5, pad=0.1, hpad=0.5))
    p1.append(Space(3))
    p1.append(Table(ew, [Row([C(Sp("P L A Q U E T A S", b=True)), C(""), C(""), C("")]),
                         Row([C(L(plt.name, ew[0] - 3)), C(V(plt, unit=True, b=True)), C(""),
                              C("150.000 a 450.000 /mm³")])], lh=4.5, pad=0.1, hpad=0.5))
    p1 += [Space(3),
           Para(Sp("OBSERVAÇÕES:", b=True), lh=4.4),
           Para("Série vermelha: hipocromia (+), microcitose (+), anisocitose (+).", lh=4.2),
           Para("Série branca: sem alterações morfológicas.  Plaquetas: morfologia normal.", lh=4.2),
           Para("(*) Resultado fora do intervalo de referência.", lh=4.2, size=7.6),
           Space(6),
           Para("Itabaiana/SE, 15 de maio de 2025.", lh=4.2, align="R"),
           Space(7),
           Para("__________________________________", align="R", lh=4),
           Para("Dr. Marcos V. Andrade - Farmacêutico-Bioquímico - CRF/SE 1.187", align="R", lh=4, size=7.6)]

    # ------------------------------------------------------------ page 2
    cw = 88

    def blk(name_lines, r, metodo, vr_lines):
        out = [Para(*[Sp(x, b=True) for x in name_lines], lh=4.4),
               Para(f"Material: Soro - Método: {metodo}", lh=3.9, size=7.2),
               Table([58, 30], [Row([C(L("Resultado", 56)), C(V(r, unit=True, b=True))])], lh=4.5, pad=0,
                     hpad=0)]
        for i, v in enumerate(vr_lines):
            out.append(Para(("V.R.: " if i == 0 else "      ") + v, lh=3.9, size=7.6))
        out.append(Space(3.2))
        return out

    fe = res("fe", "FERRO SÉRICO", "38", "µg/dL", flag="*")
    fer = res("ferritin", "FERRITINA", "8,2", "ng/mL", flag="*")
    trf = res("transferrin", "TRANSFERRINA", "356", "mg/dL")
    tibc = res("tibc", "CAPACIDADE TOTAL DE LIGAÇÃO DO FERRO", "452", "µg/dL", flag="*")
    tsat = res("tsat", "ÍNDICE DE SATURAÇÃO DA TRANSFERRINA", "8,4", "%", flag="*")
    b12 = res("b12", "VITAMINA B12", "312", "pg/mL")
    fol = res("folate", "ÁCIDO FÓLICO", "9,8", "ng/mL")
    ret = res("retic_pct", "RETICULÓCITOS", "1,1", "%")
    vhs = res("esr", "VHS - 1ª HORA", "18", "mm/h")
    left = (blk(["FERRO SÉRICO"], fe, "Colorimétrico (Ferrozine)", ["50 a 170 µg/dL"]) +
            blk(["FERRITINA"], fer, "Quimioluminescência", ["Mulheres: 13 a 150 ng/mL"]) +
            blk(["TRANSFERRINA"], trf, "Imunoturbidimetria", ["200 a 360 mg/dL"]) +
            blk(["CAPACIDADE TOTAL DE LIGAÇÃO DO FERRO"], tibc, "Colorimétrico", ["250 a 425 µg/dL"]) +
            blk(["ÍNDICE DE SATURAÇÃO DA", "TRANSFERRINA"], tsat, "Cálculo (Fe/CTLF x 100)", ["20 a 50 %"]))
    right = (blk(["VITAMINA B12"], b12, "Quimioluminescência",
                 ["197 a 771 pg/mL", "Deficiência provável: < 200 pg/mL"]) +
             blk(["ÁCIDO FÓLICO"], fol, "Quimioluminescência", ["Superior a 3,9 ng/mL"]) +
             [Para(Sp("RETICULÓCITOS", b=True), lh=4.4),
              Para("Material: Sangue total (EDTA) - Método: Automação", lh=3.9, size=7.2),
              Table([58, 30], [Row([C(L("Resultado", 56)), C(V(ret, unit=True, b=True))])], lh=4.5, pad=0, hpad=0),
              Para("V.R.: 0,5 a 2,0 %", lh=3.9, size=7.6), Space(3.2),
              Para(Sp("VHS - 1ª HORA", b=True), lh=4.4),
              Para("Material: Sangue total (EDTA) - Método: Westergren", lh=3.9, size=7.2),
              Table([58, 30], [Row([C(L("Resultado", 56)), C(V(vhs, unit=True, b=True))])], lh=4.5, pad=0, hpad=0),
              Para("V.R.: Mulheres até 20 mm/h", lh=3.9, size=7.6), Space(3.2)])
    p2 = [Para(Sp("B I O Q U Í M I C A   E   I M U N O L O G I A", b=True, size=10), align="C", lh=5.4),
          Space(2.5),
          TwoCol(left, right, wl=cw, gap=6, sep="#888888"),
          Space(3),
          Para("(*) Resultado fora do intervalo de referência. Amostras colhidas em jejum de 8 horas.", lh=4.2,
               size=7.6),
          Space(6),
          Para("Itabaiana/SE, 15 de maio de 2025.", lh=4.2, align="R"),
          Space(7),
          Para("__________________________________", align="R", lh=4),
          Para("Dr. Marcos V. Andrade - Farmacêutico-Bioquímico - CRF/SE 1.187", align="R", lh=4, size=7.6)]
    return Doc(id="aj03", lab="Laboratório São Judas Tadeu - Análises Clínicas", collected_default="2025-05-12",
               family=FAM, size=SZ, color="#000000", margins=(14, 10, 14, 9), header=header, footer=footer,
               pages=[p1, p2], title="Laboratório São Judas Tadeu",
               meta={"city": "Itabaiana/SE", "kind": "small-town private laboratory",
                     "features": "anaemia work-up; monospaced typewriter style; dotted leaders; '*' flags; "
                                 "bands/segmented in % and /mm³; page 2 in two columns (iron, B12, folate, "
                                 "reticulocytes, ESR); heading split over two lines"})
