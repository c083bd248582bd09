"""ao04 – Analítica Sul Laboratórios (Porto Alegre/RS).
House style: classic serif, two columns on page 1 (blood count on the left, iron and
vitamins on the right) with dotted leaders, references in a narrow column; page 2 with the
beta-hCG block and reference tables (gestational weeks, vitamin D) that are not results."""
from kit import C, S, V, d, kv, para
from model import Box, Cols, Grid, HRule, Page, Report, Res, Row, Space

GREEN = "#1f5f3a"
DATE = d("06/05/2025")
W = 186.0
CW = 90.0


def header(page):
    g = Grid([120, 66], [Row([
        C(S("ANALÍTICA SUL", bold=True, size=18, color=GREEN), S("  laboratórios", italic=True, size=11, color=GREEN),
          S("\nRua Mostardeiro, 1.208 – Moinhos de Vento – Porto Alegre/RS – CEP 90430-000", size=7),
          S("\nFone (51) 3022-4180 • CNPJ 08.915.226/0001-41 • CNES 6627341", size=7)),
        C(S("Responsável técnico\n", size=6.8, color="#555555"), S("Dr. Rogério Kessler Brum\n", bold=True, size=7.5),
          S("Farmacêutico-Bioquímico – CRF-RS 6.318", size=6.8), align="R", valign="B")])], size=8)
    rows = [[("Paciente:", "CAMILA BERGMANN DA ROSA"), ("Protocolo:", "POA-0506-77142")],
            [("Data nasc.:", "05/01/1994"), ("Idade:", "31 anos")]]
    if page == 1:
        rows += [[("Solicitante:", "Dra. Luísa Carvalho Pinto – CRM-RS 33.901"), ("Sexo:", "Feminino")],
                 [("Data da coleta:", "06/05/2025 07:48"), ("Data do pedido:", "29/04/2025")],
                 [("Impressão:", "07/05/2025 10:16"), ("Liberação:", "06/05/2025 18:31")]]
    else:
        rows += [[("Data da coleta:", "06/05/2025 07:48"), ("Liberação:", "06/05/2025 18:31")]]
    pat = kv([28, 80, 28, 50], rows, size=7.8, pad=(0.3, 0.8))
    return [g, HRule(0.6, GREEN, 1.2, 0.8), pat, HRule(0.6, GREEN, 0.8, 2.5)]


def title(t, w=CW, sub=None):
    segs = [S(t, bold=True, size=9.2, color=GREEN)]
    if sub:
        segs.append(S("\n" + sub, size=6.6, italic=True, color="#555555"))
    return Grid([w], [Row([C(*segs)], rule_below=0.4, rule_color=GREEN, pad=(0.4, 0.5))])


def sub(t, cols):
    return Row([C(S(t, bold=True, italic=True), span=len(cols))], pad=(1.2, 0.5), size=7.8)


def lrow(name, r, ref, size=8.2):
    """name .......... value unit   ref"""
    return Row([C(name, leader=True), C(V(r, bold=True), align="R"), C(S(r.unit, size=7.2)),
                C(S(ref, size=6.6, color="#444444"), align="R")], pad=(0.45, 0.5), size=size)


def footer(page, n):
    return [HRule(0.3, GREEN, 0, 0.8), Grid([150, 36], [Row([
        C(S("Analítica Sul Laboratórios – laudo emitido eletronicamente; a reprodução parcial deste documento não é "
            "permitida. Valores de referência ajustados para sexo e idade do paciente.", size=6.3, color="#555555")),
        C(S(f"{page}/{n}", size=8, bold=True), align="R")])])]


def build() -> Report:
    # ----- left column: blood count
    cwl = [34, 14, 17, CW - 65]
    ery = [("Hemácias", Res("Hemácias", "rbc", "4,41", "milhões/µL"), "3,90 a 5,00"),
           ("Hemoglobina", Res("Hemoglobina", "hgb", "12,6", "g/dL"), "12,0 a 15,5"),
           ("Hematócrito", Res("Hematócrito", "hct", "38,2", "%"), "35,0 a 45,0"),
           ("VCM", Res("VCM", "mcv", "86,6", "fL"), "80,0 a 98,0"),
           ("HCM", Res("HCM", "mch", "28,6", "pg"), "27,0 a 32,0"),
           ("CHCM", Res("CHCM", "mchc", "33,0", "g/dL"), "32,0 a 36,0"),
           ("RDW", Res("RDW", "rdw", "12,9", "%"), "11,6 a 14,8")]
    rows = [sub("Eritrograma", cwl)] + [lrow(n, r, ref) for n, r, ref in ery]
    g_ery = Grid(cwl, rows, size=8.2)
    # leukocytes: name | % | /µL | ref
    cwd = [27, 13, 17, CW - 57]
    wbc = Res("Leucócitos", "wbc", "7.320", "/µL")
    rows = [sub("Leucograma", cwd),
            Row([C("", ), C(S("%", bold=True), align="R"), C(S("/µL", bold=True), align="R"),
                 C(S("Ref. /µL", bold=True), align="R")], size=7, pad=(0.2, 0.5), rule_below=0.15,
                rule_color="#999999"),
            Row([C("Leucócitos", leader=True), C(""), C(V(wbc, bold=True), align="R"),
                 C(S("3.600 a 11.000", size=6.6), align="R")], pad=(0.45, 0.5), size=8.2)]
    for name, k, pct, ab, ref in [("Neutrófilos", "neut", "61,2", "4.480", "1.500 a 7.000"),
                                  ("Linfócitos", "lymph", "28,9", "2.115", "1.000 a 3.500"),
                                  ("Monócitos", "mono", "6,8", "498", "200 a 900"),
                                  ("Eosinófilos", "eos", "2,6", "190", "20 a 500"),
                                  ("Basófilos", "baso", "0,5", "37", "0 a 200")]:
        rp, ra = Res(name, k + "_pct", pct, "%"), Res(name, k + "_abs", ab, "/µL")
        rows.append(Row([C(name, leader=True), C(V(rp, bold=True), align="R"), C(V(ra, bold=True), align="R"),
                         C(S(ref, size=6.6, color="#444444"), align="R")], pad=(0.45, 0.5), size=8.2))
    g_leu = Grid(cwd, rows, size=8.2)
    plt = Res("Plaquetas", "plt", "287.000", "/µL")
    g_plt = Grid(cwl, [sub("Plaquetas", cwl), Row([C("Plaquetas", leader=True), C(V(plt, bold=True), align="R"),
                                                   C(S("/µL", size=7.2)),
                                                   C(S("150.000 a 400.000", size=6.6), align="R")],
                                                  pad=(0.45, 0.5), size=8.2)], size=8.2)
    morf = para(CW, S("Morfologia: hemácias normocíticas e normocrômicas; leucócitos e plaquetas sem alterações.",
                      size=6.8, italic=True))
    left = [title("HEMOGRAMA COMPLETO", sub="Sangue total EDTA – automação hematológica com revisão microscópica"),
            g_ery, g_leu, g_plt, Space(1), morf]

    # ----- right column: iron and vitamins
    cwr = [38, 14, 14, CW - 66]

    def item(t, r, ref, meth):
        return [Row([C(S(t, bold=True), leader=True), C(V(r, bold=True), align="R"), C(S(r.unit, size=7.2)),
                     C(S(ref, size=6.6, color="#444444"), align="R")], pad=(0.6, 0.5), size=8.2),
                Row([C(S(meth, size=6.4, italic=True, color="#666666"), span=4)], pad=(0, 0.5))]

    rows = []
    rows += item("Ferro sérico", Res("Ferro sérico", "iron", "68", "µg/dL"), "50 a 170", "Soro – colorimétrico (Ferrozine)")
    rows += item("Ferritina", Res("Ferritina", "ferritin", "24,5", "ng/mL"), "15 a 150", "Soro – quimioluminescência")
    rows += item("Índice de saturação\nda transferrina", Res("Índice de saturação\nda transferrina", "tsat", "21", "%"),
                 "15 a 50", "Calculado: ferro / capacidade total de ligação")
    g_iron = Grid(cwr, rows, size=8.2)
    rows = []
    rows += item("Vitamina B12", Res("Vitamina B12", "b12", "356", "pg/mL"), "197 a 771", "Soro – quimioluminescência")
    rows += item("Ácido fólico", Res("Ácido fólico", "folate", "9,8", "ng/mL"), "> 3,9", "Soro – quimioluminescência")
    rows += item("25-OH Vitamina D", Res("25-OH Vitamina D", "vitd", "27,4", "ng/mL"), "ver tabela",
                 "Soro – quimioluminescência (D2 + D3)")
    g_vit = Grid(cwr, rows, size=8.2)
    right = [title("CINÉTICA DO FERRO", sub="Coleta em jejum de 8 horas"), Space(1), g_iron, Space(3),
             title("VITAMINAS"), Space(1), g_vit, Space(3),
             Box([para(CW - 4, S("Nota: ", bold=True), S("ferritina é proteína de fase aguda; valores normais não "
                                                        "excluem deficiência de ferro em vigência de inflamação.",
                                                        size=6.8), size=6.8)], 0.2, GREEN, pad=1.2)]
    p1 = header(1) + [Cols([left, right], [CW, CW], gap=6, divider=0.2, divider_color="#9bb5a5")]

    # ----- page 2: beta-hCG + reference tables
    bh = Res("BETA-HCG QUANTITATIVO", "bhcg", "inferior a 1,2", "mUI/mL")
    g_bh = Grid([50, 60, 76], [
        Row([C(S("Resultado", bold=True)), C(V(bh, bold=True, size=10), S(" mUI/mL", size=8.4)),
             C(S("Material: soro – Método: eletroquimioluminescência", size=6.8, color="#555555"), align="R")],
            pad=(0.8, 0.5)),
        Row([C(S("Interpretação", bold=True)), C(S("Não gestante: inferior a 5,0 mUI/mL. Resultado compatível com "
                                                   "ausência de gestação.", size=7.4), span=2)], pad=(0.5, 0.5)),
        Row([C(S("DUM informada", bold=True)), C(S("18/04/2025", size=7.8)), C("")], pad=(0.5, 0.5)),
    ], size=8.2)
    gw = Grid([50, 45, 50, 41], [Row([C(S(h, bold=True)) for h in ("Semanas após DUM", "mUI/mL",
                                                                      "Semanas após DUM", "mUI/mL")],
                                     fill="#e5efe8", size=7)] +
              [Row([C(a), C(b), C(c), C(e)], size=7) for a, b, c, e in [
                  ("3 semanas", "5,8 a 71,2", "7 semanas", "4.059 a 153.767"),
                  ("4 semanas", "9,5 a 750", "8 semanas", "31.366 a 149.094"),
                  ("5 semanas", "217 a 7.138", "9 semanas", "59.109 a 135.901"),
                  ("6 semanas", "158 a 31.795", "10 a 12 semanas", "44.186 a 170.409")]],
              size=7, hlines=0.1, line_color="#b8cbbf", border=0.2, border_color="#9bb5a5", pad=(0.4, 1.0))
    gw.cols = [50, 45, 50, 40.5]
    vd = Grid([96, 89.5], [Row([C(S("25-OH Vitamina D – interpretação (SBPC/ML – SBEM, 2017)", bold=True),
                                  span=2)], fill="#e5efe8", size=7)] +
              [Row([C(a), C(b)], size=7) for a, b in [
                  ("População saudável (até 60 anos)", "superior a 20 ng/mL"),
                  ("Grupos de risco (idosos, gestantes, osteoporose, etc.)", "30 a 60 ng/mL"),
                  ("Risco de toxicidade e hipercalcemia", "superior a 100 ng/mL")]],
              size=7, hlines=0.1, line_color="#b8cbbf", border=0.2, border_color="#9bb5a5", pad=(0.4, 1.0))
    sig = Grid([93, 93], [Row([
        C(S("Liberado por\n", size=6.8, color="#555555"), S("Dra. Helena Schmitt Corrêa\n", bold=True),
          S("Biomédica – CRBM-5 4.417", size=7)),
        C(S("Conferido por\n", size=6.8, color="#555555"), S("Dr. Rogério Kessler Brum\n", bold=True),
          S("Farmacêutico-Bioquímico – CRF-RS 6.318", size=7), align="R")])], size=8)
    p2 = header(2) + [title("BETA-HCG QUANTITATIVO (GONADOTROFINA CORIÔNICA – FRAÇÃO BETA)", w=W), Space(1.5), g_bh,
                      Space(3), para(W, S("Valores esperados na gestação (referência do fabricante):", bold=True,
                                          size=7.4)), Space(1), gw, Space(4), vd, Space(10), sig]
    return Report("ao04", "Analítica Sul Laboratórios", "Porto Alegre/RS", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="libserif", size=8.2,
                  features="two columns on page 1 with a divider; dotted leaders; blood count with % and /µL; "
                           "name split over two lines (saturação da transferrina); 'inferior a' beta-hCG; DUM "
                           "distractor; gestational-week and vitamin D reference tables (not results)")
