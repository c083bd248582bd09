"""ao11 – Laboratório Chaves & Moura (Campinas/SP).
House style: fully ruled grid (horizontal and vertical rules), narrow exam column so
several names print on two lines, column order Exame | Material/Método | Valores de
referência | Resultado | Unidade (result after the reference), multi-line cycle-phase
reference ranges, DUM and cycle-day distractors."""
from kit import C, S, V, d, kv, para
from model import Box, Grid, HRule, Page, Report, Res, Row, Space

INK, BAND = "#203a5c", "#dfe6ef"
DATE = d("04/11/2025")
W = 186.0
CW = [40, 37, 60, 28, W - 165.4]


def header(page):
    g = Grid([86, 100], [Row([
        C(S("CHAVES & MOURA", bold=True, size=16, color=INK), S("\nLABORATÓRIO DE ANÁLISES CLÍNICAS", size=8.4,
                                                                 color=INK, bold=True)),
        C(S("Rua Coronel Quirino, 1.377 – Cambuí – Campinas/SP – CEP 13025-002\nTel. (19) 3252-8140 • CNPJ "
            "46.118.902/0001-37 • CNES 2080315\nRT: Dra. Cecília Moura Arantes – CRF-SP 29.614", size=6.9),
          align="R", valign="M")])], size=8)
    rows = [[("Cliente", "ADRIANA LOPES CHAVES VIDIGAL"), ("Ficha", "CM-114587/25")]]
    if page == 1:
        rows += [[("Data de nascimento", "09/03/1981"), ("Idade / sexo", "44 anos / feminino")],
                 [("Médico(a)", "Dra. Fernanda Pacheco Iório – CRM-SP 124.886"), ("Solicitado em", "21/10/2025")],
                 [("Data da coleta", "04/11/2025 08:02"), ("Data de liberação", "06/11/2025 15:30")],
                 [("DUM", "02/11/2025 (3º dia do ciclo)"), ("Jejum", "10 horas")]]
    else:
        rows += [[("Data da coleta", "04/11/2025 08:02"), ("Data de liberação", "06/11/2025 15:30")]]
    pat = kv([32, 78, 30, 46], rows, size=7.8, label_color=INK, pad=(0.3, 1.0))
    return [g, HRule(0.5, INK, 1.2, 0.6), HRule(0.2, INK, 0, 1.2), pat, HRule(0.2, INK, 1.2, 3.0)]


def head(group):
    return [Row([C(S(group, bold=True, color="#ffffff"), span=5)], fill=INK, size=8.6, pad=(0.8, 1.2)),
            Row([C("Exame"), C("Material / método"), C("Valores de referência"), C("Resultado", align="R"),
                 C("Unidade")], fill=BAND, bold=True, size=7.2, pad=(0.5, 1.2))]


def r(name, key, mm, ref, vt, unit, flag=""):
    res = Res(name, key, vt, unit, flag=flag)
    val = [V(res, bold=True, size=9.4)] + ([S(" " + flag, bold=True, color="#b3001b")] if flag else [])
    return Row([C(S(name, bold=True)), C(S(mm, size=6.8, color="#444444")), C(S(ref, size=7.1)),
                C(*val, align="R"), C(unit)], pad=(0.8, 1.2))


def grid(rows):
    return Grid(CW, rows, size=8.2, hlines=0.15, vlines=0.15, line_color="#8a9bb0", border=0.3,
                border_color=INK)


def footer(page, n):
    return [HRule(0.2, INK, 0, 0.8), Grid([150, 36], [Row([
        C(S("Laudo assinado digitalmente. Valores de referência fornecidos pelos fabricantes dos reagentes e "
            "validados pelo laboratório para a população atendida.", size=6.3, color="#555555")),
        C(S(f"Pág. {page}/{n}", size=7.4, bold=True, color=INK), align="R")])])]


def build() -> Report:
    iron = grid(head("PERFIL DE FERRO") + [
        r("Ferro sérico", "iron", "Soro / colorimétrico (ferene)", "50 a 170 µg/dL", "82", "µg/dL"),
        r("Capacidade total de\nligação do ferro", "tibc", "Soro / colorimétrico", "250 a 450 µg/dL", "356",
          "µg/dL"),
        r("Índice de saturação\nda transferrina", "tsat", "Calculado", "20 a 50 %", "23", "%"),
        r("Ferritina", "ferritin", "Soro / quimioluminescência", "Mulheres: 13 a 150 ng/mL", "58,3", "ng/mL"),
        r("Transferrina", "transferrin", "Soro / imunoturbidimetria", "200 a 360 mg/dL", "254", "mg/dL"),
    ])
    vit = grid(head("VITAMINAS E METABÓLITOS") + [
        r("Vitamina B12", "b12", "Soro / quimioluminescência", "197 a 771 pg/mL", "> 2.000", "pg/mL", "↑"),
        r("Folato sérico", "folate", "Soro / quimioluminescência", "Superior a 3,9 ng/mL", "14,6", "ng/mL"),
        r("Homocisteína", "homocys", "Plasma EDTA / enzimático", "Mulheres: 5,0 a 12,0 µmol/L", "9,8", "µmol/L"),
        r("25-hidroxivitamina D", "vitd", "Soro / quimioluminescência",
          "Saudáveis: superior a 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL", "41,7", "ng/mL"),
    ])
    note1 = para(W, S("↑ acima do intervalo de referência. Vitamina B12: paciente informa suplementação oral diária "
                      "iniciada em 15/08/2025.", size=7, italic=True))
    p1 = header(1) + [iron, Space(4), vit, Space(1.5), note1]

    cyc = lambda a, b, c, e: f"Fase folicular: {a}\nPico ovulatório: {b}\nFase lútea: {c}\nPós-menopausa: {e}"
    horm = grid(head("HORMÔNIOS") + [
        r("FSH – hormônio\nfolículo-estimulante", "fsh", "Soro / ECLIA",
          cyc("3,5 a 12,5", "4,7 a 21,5", "1,7 a 7,7", "25,8 a 134,8"), "7,4", "mUI/mL"),
        r("LH – hormônio\nluteinizante", "lh", "Soro / ECLIA", cyc("2,4 a 12,6", "14,0 a 95,6", "1,0 a 11,4",
                                                                  "7,7 a 58,5"), "5,1", "mUI/mL"),
        r("Estradiol", "e2", "Soro / ECLIA", cyc("12,5 a 166", "85,8 a 498", "43,8 a 211", "< 5,0 a 54,7"),
          "48,0", "pg/mL"),
        r("Progesterona", "prog", "Soro / ECLIA", "Fase folicular: 0,2 a 1,5\nFase lútea: 1,7 a 27,0",
          "inferior a 0,21", "ng/mL"),
        r("Prolactina", "prl", "Soro / ECLIA", "Mulheres não gestantes: 4,8 a 23,3 ng/mL", "12,9", "ng/mL"),
        r("Testosterona total", "testo", "Soro / ECLIA", "Mulheres 20 a 49 anos: 8,4 a 48,1 ng/dL", "28,6", "ng/dL"),
        r("SHBG – globulina\nligadora de hormônios\nsexuais", "shbg", "Soro / ECLIA", "Mulheres: 32,4 a 128 nmol/L",
          "62,4", "nmol/L"),
        r("Sulfato de\ndehidroepiandrosterona", "dheas", "Soro / ECLIA", "Mulheres 35 a 44 anos: 60,9 a 337 µg/dL",
          "118", "µg/dL"),
        r("Cortisol (8 h)", "cortisol", "Soro / ECLIA", "Coleta entre 7 e 10 h: 6,2 a 19,4 µg/dL", "13,2", "µg/dL"),
    ])
    note2 = para(W, S("Hormônios sexuais interpretados segundo a fase do ciclo menstrual informada (coleta no 3º dia do "
                      "ciclo). Progesterona abaixo do limite de quantificação do método (0,21 ng/mL).", size=7,
                      italic=True))
    sig = Grid([96, 90], [Row([C(""), C(S("Dra. Cecília Moura Arantes\n", bold=True),
                                       S("Farmacêutica-Bioquímica – CRF-SP 29.614\nResponsável técnica", size=7),
                                       align="C")])], size=8.4)
    p2 = header(2) + [horm, Space(1.5), note2, Space(10), sig]
    return Report("ao11", "Laboratório Chaves & Moura", "Campinas/SP", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="dejavuserifcond", size=8.2,
                  features="fully ruled grid; narrow exam column with names over two or three lines; result after "
                           "the reference column; multi-line cycle-phase references; 'inferior a' progesterone; "
                           "'> 2.000' (sign and thousands dot); DUM and supplementation-start distractor dates")
