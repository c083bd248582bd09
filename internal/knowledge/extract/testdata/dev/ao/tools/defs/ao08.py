"""ao08 – Clínica Laboratorial Mangabeira (Salvador/BA).
House style: serif, dark shaded header rows with white text, zebra rows, method column,
current diabetes follow-up panel on page 1 and a cumulative table (three earlier collection
dates as columns) on page 2."""
from kit import C, S, V, ckd_epi_2021, d, kv, para
from model import Box, Grid, HRule, Page, Report, Res, Row, Space

BROWN, ZEBRA = "#8a4b17", "#fbf1e6"
DATE = d("09/09/2025")
W = 186.0


def header(page):
    g = Grid([130, 56], [Row([
        C(S("Clínica Laboratorial Mangabeira", bold=True, size=15, color=BROWN),
          S("\nAv. Tancredo Neves, 2.227, sala 1.104 – Caminho das Árvores – Salvador/BA – CEP 41820-021\n"
            "Telefone (71) 3341-9060 • CNPJ 10.662.483/0001-97 • CNES 6094178", size=7)),
        C(S("Diretor técnico\nDr. Antônio Carlos Sampaio Lemos\nCRM-BA 14.772", size=7), align="R", valign="M")])],
        size=8)
    rows = [[("Paciente", "RAIMUNDO NONATO DOS SANTOS BARRETO"), ("Código", "MGB-225.417")]]
    if page == 1:
        rows += [[("Nascimento", "12/12/1966 (58 anos)"), ("Sexo", "Masculino")],
                 [("Solicitante", "Dra. Iara Bittencourt Góes – CRM-BA 21.093"), ("Solicitação", "02/09/2025")],
                 [("Coleta", "09/09/2025 07:30"), ("Liberação", "09/09/2025 16:20")],
                 [("Entrega prevista", "10/09/2025"), ("Impressão", "10/09/2025 08:44")]]
    else:
        rows += [[("Coleta", "09/09/2025 07:30"), ("Liberação", "09/09/2025 16:20")]]
    pat = kv([28, 84, 28, 46], rows, size=7.8, label_color=BROWN, pad=(0.3, 1.0))
    return [g, HRule(0.8, BROWN, 1.2, 1.2), pat, HRule(0.3, BROWN, 1.2, 3.0)]


def footer(page, n):
    return [HRule(0.3, BROWN, 0, 0.8), Grid([150, 36], [Row([
        C(S("Laudo assinado eletronicamente por Dra. Rosângela Mota Brandão – Farmacêutica-Bioquímica – CRF-BA 2.861. "
            "Os resultados devem ser interpretados pelo médico assistente.", size=6.4, color="#555555")),
        C(S(f"Página {page}/{n}", size=7.4, bold=True, color=BROWN), align="R")])])]


def build() -> Report:
    egfr = round(ckd_epi_2021(1.21, 58, False))
    cw = [50, 21, 6, 26, 43, W - 146]
    head = Row([C("EXAME"), C("RESULTADO", align="R"), C(""), C("UNIDADE"), C("VALOR DE REFERÊNCIA"),
                C("MÉTODO / MATERIAL")], fill=BROWN, color="#ffffff", bold=True, size=7.2, pad=(0.9, 1.0))

    def grp(t):
        return Row([C(S(t, bold=True, color=BROWN), span=6)], pad=(1.0, 1.0), size=8, rule_below=0.3,
                   rule_color=BROWN)

    items = []
    z = [0]

    def r(name, key, vt, unit, ref, meth, flag=""):
        res = Res(name, key, vt, unit, flag=flag)
        z[0] += 1
        return Row([C(name), C(V(res, bold=True, size=9.4), align="R"),
                    C(S(flag, bold=True, color="#b00020"), align="C"), C(unit), C(S(ref, size=7.2)),
                    C(S(meth, size=6.8, color="#555555"))], fill=ZEBRA if z[0] % 2 == 0 else None, pad=(0.8, 1.0))

    rows = [head,
            grp("METABOLISMO GLICÍDICO"),
            r("Glicose", "glu_fast", "131", "mg/dL", "70 a 99 mg/dL", "Hexoquinase – soro", "↑"),
            r("Hemoglobina glicada (A1c)", "hba1c", "7,2", "%", "Meta individualizada;\ndiabetes: ≥ 6,5 %",
              "HPLC – sangue EDTA", "↑"),
            grp("PERFIL LIPÍDICO"),
            r("Colesterol total", "chol", "176", "mg/dL", "< 190 mg/dL", "Enzimático – soro"),
            r("Colesterol - HDL", "hdl", "42", "mg/dL", "> 40 mg/dL", "Homogêneo – soro"),
            r("Colesterol - LDL (direto)", "ldl_direct", "98", "mg/dL", "Diabetes alto risco: < 70 mg/dL",
              "Homogêneo direto – soro", "↑"),
            r("Triglicérides", "tg", "181", "mg/dL", "< 150 mg/dL", "GPO-PAP – soro", "↑"),
            grp("FUNÇÃO RENAL"),
            r("Creatinina", "creat", "1,21", "mg/dL", "0,70 a 1,20 mg/dL", "Jaffé cinético – soro", "↑"),
            r("TFG estimada (CKD-EPI 2021)", "egfr", str(egfr), "mL/min/1,73m²", "≥ 60 mL/min/1,73m²", "Cálculo"),
            r("Ureia", "urea", "44", "mg/dL", "19 a 49 mg/dL", "Urease UV – soro"),
            r("Potássio", "k", "4,9", "mmol/L", "3,5 a 5,1 mmol/L", "ISE indireto – soro"),
            grp("URINA – AMOSTRA ISOLADA (1ª MICÇÃO)"),
            r("Microalbuminúria", "microalb", "38,5", "mg/L", "< 20 mg/L", "Imunoturbidimetria – urina"),
            r("Relação\nalbumina/creatinina", "acr", "41,2", "mg/g", "< 30 mg/g", "Cálculo – urina", "↑"),
            ]
    t = Grid(cw, rows, size=8.2)
    leg = para(W, S("↑ acima do valor de referência ou da meta terapêutica informada. Estágio de albuminúria KDIGO: "
                    "A1 < 30 mg/g; A2 30 a 300 mg/g; A3 > 300 mg/g.", size=6.8, italic=True))
    p1 = header(1) + [t, Space(1.5), leg]

    dates = [("11/03/2025", d("11/03/2025")), ("10/09/2024", d("10/09/2024")), ("05/03/2024", d("05/03/2024"))]
    cw2 = [58, 22, 26, 26, 26, W - 158]
    hist = [("Glicose", "glu_fast", "mg/dL", ["142", "156", "171"]),
            ("Hemoglobina glicada (A1c)", "hba1c", "%", ["7,6", "8,1", "8,9"]),
            ("Creatinina", "creat", "mg/dL", ["1,15", "1,09", "1,06"]),
            ("Colesterol - LDL (direto)", "ldl_direct", "mg/dL", ["104", "121", "139"])]
    rows = [Row([C("EXAME"), C("UNIDADE")] + [C(ds, align="R") for ds, _ in dates] + [C("")], fill=BROWN,
                color="#ffffff", bold=True, size=7.4, pad=(0.9, 1.0))]
    for i, (name, key, unit, vals) in enumerate(hist):
        cells = [C(name), C(unit)]
        for (ds, iso), v in zip(dates, vals):
            cells.append(C(V(Res(name, key, v, unit, date=iso)), align="R"))
        cells.append(C(""))
        rows.append(Row(cells, fill=ZEBRA if i % 2 else None, pad=(1.0, 1.0)))
    t2 = Grid(cw2, rows, size=8.4, border=0.3, border_color=BROWN)
    t2.cols = [58, 22, 26, 26, 26, W - 158.6]
    p2 = header(2) + [
        para(W, S("EVOLUÇÃO DOS RESULTADOS – COLETAS ANTERIORES", bold=True, size=9.6, color=BROWN)),
        para(W, S("Resultados de coletas anteriores realizadas nesta clínica (datas de coleta no cabeçalho das colunas). "
                  "O resultado atual de cada exame consta na página 1.", size=7, color="#555555")),
        Space(1.5), t2, Space(5),
        Box([para(W - 4.6, S("Orientações ao paciente\n", bold=True, color=BROWN),
                  S("Próxima consulta de acompanhamento: 14/10/2025. Para a próxima coleta de hemoglobina glicada não é "
                    "necessário jejum; para glicose e perfil lipídico, jejum de 8 a 12 horas. Trazer este laudo e os "
                    "anteriores à consulta.", size=7.4), size=7.4)], 0.3, BROWN, fill=ZEBRA, pad=2.0),
        Space(10),
        Grid([96, 90], [Row([C(""), C(S("Dra. Rosângela Mota Brandão\n", bold=True),
                                       S("Farmacêutica-Bioquímica – CRF-BA 2.861", size=7), align="C")])], size=8.4)]
    return Report("ao08", "Clínica Laboratorial Mangabeira", "Salvador/BA", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="dejavuserif", size=8.2,
                  features="dark shaded header rows, zebra rows, separate ↑ flag column, method column; direct LDL; "
                           "'Colesterol - HDL'; urine albumin/creatinine (name over two lines); cumulative table "
                           "with three earlier collection dates as columns")
