"""ao03 – Laboratório São Lucas de Análises Clínicas (Belo Horizonte/MG).
House style: centred letterhead, thin double rules, a trend table: current result in bold
with ↑/↓ flag plus the last two earlier results, each under its own collection date."""
from kit import C, S, V, d, kv, para
from model import Box, Grid, HRule, Page, Report, Res, Row, Space

WINE = "#7a1f3d"
DATE = d("22/04/2025")
P1, P2 = d("15/10/2024"), d("09/04/2024")
W = 186.0
CW = [44, 21, 15, 19, 19, W - 118]


def header(page):
    top = [para(W, S("LABORATÓRIO SÃO LUCAS", bold=True, size=15, color=WINE), align="C"),
           para(W, S("ANÁLISES CLÍNICAS • CITOLOGIA • TOXICOLOGIA", size=7.5, color=WINE, bold=True), align="C"),
           para(W, S("Rua dos Timbiras, 1.946 – Lourdes – Belo Horizonte/MG – CEP 30140-061 – Tel. (31) 3274-5510 – "
                     "CNPJ 17.402.851/0001-33 – CNES 2219735", size=6.8), align="C"),
           HRule(0.5, WINE, 1.0, 0.4), HRule(0.2, WINE, 0, 1.2)]
    if page == 1:
        pat = kv([27, 70, 27, 25, 14, 23], [
            [("Paciente:", "MARIA DAS GRAÇAS OLIVEIRA PRATES"), ("Registro:", "553.128"), ("Sexo:", "F")],
            [("Nascimento:", "30/11/1968"), ("Idade:", "56 anos"), None],
            [("Médico:", "Dr. Eduardo Lage Fonseca – CRM-MG 38.215"), ("Convênio:", "Particular"), None],
            [("Solicitação:", "14/04/2025"), ("Coleta:", "22/04/2025 07:18"), None],
            [("Recebimento:", "22/04/2025 07:55"), ("Liberação:", "23/04/2025 15:02"), None],
        ], size=7.6, pad=(0.25, 0.8))
    else:
        pat = kv([27, 70, 27, 25, 14, 23], [
            [("Paciente:", "MARIA DAS GRAÇAS OLIVEIRA PRATES"), ("Registro:", "553.128"), ("Sexo:", "F")],
            [("Coleta:", "22/04/2025 07:18"), ("Liberação:", "23/04/2025 15:02"), None],
        ], size=7.6, pad=(0.25, 0.8))
    return top + [pat, HRule(0.2, WINE, 1.2, 2.0)]


def table_head():
    return [
        Row([C("EXAME"), C("RESULTADO", align="R"), C("UNID."), C("ANTERIORES", align="C", span=2),
             C("VALORES DE REFERÊNCIA")], bold=True, size=7.2, color=WINE, pad=(0.4, 1.0)),
        Row([C(""), C("22/04/2025", align="R"), C(""), C("15/10/2024", align="R"), C("09/04/2024", align="R"),
             C("")], size=6.8, color="#555555", rule_below=0.3, rule_color=WINE, pad=(0.2, 1.0)),
    ]


def trow(name, key, unit, cur, flag, prev1, prev2, ref, sub=None):
    rc = Res(name, key, cur, unit, flag=flag)
    segs = [V(rc, bold=True, size=9.4)]
    if flag:
        segs = [S(flag + " ", bold=True, color="#c0392b", size=9)] + segs
    cells = [C(S(name, bold=True), *( [S("\n" + sub, size=6.4, color="#666666")] if sub else [])),
             C(*segs, align="R"), C(unit)]
    for pv, dt in ((prev1, P1), (prev2, P2)):
        if pv:
            cells.append(C(V(Res(name, key, pv, unit, date=dt), color="#333333"), align="R"))
        else:
            cells.append(C(S("—", color="#777777"), align="R"))
    cells.append(C(S(ref, size=6.9)))
    return Row(cells, pad=(0.8, 1.0))


def section(t):
    return Row([C(S(t, bold=True, size=8.2, color=WINE), span=6)], pad=(1.2, 1.0), rule_below=0.15,
               rule_color="#c9a3b0")


def footer(page, n):
    return [HRule(0.2, WINE, 0, 0.8), Grid([150, 36], [Row([
        C(S("Responsável técnica: Dra. Vânia Lúcia Drummond – CRF-MG 9.874. Resultados anteriores reproduzidos do "
            "histórico do paciente neste laboratório; métodos e valores de referência podem ter sido alterados.",
            size=6.3, color="#555555")),
        C(S(f"Pág. {page} de {n}", size=7.2, bold=True), align="R")])])]


def build() -> Report:
    rows1 = table_head() + [
        section("PERFIL GLICÊMICO"),
        trow("Glicose", "glu_fast", "mg/dL", "92", "", "97", "101", "70 a 99 mg/dL (jejum)",
             "Soro – hexoquinase"),
        trow("Hemoglobina glicada", "hba1c", "%", "5,7", "↑", "5,9", "6,0",
             "Normal: < 5,7 %\nPré-diabetes: 5,7 a 6,4 %\nDiabetes: ≥ 6,5 %", "Sangue EDTA – HPLC"),
        section("PERFIL LIPÍDICO"),
        trow("Colesterol total", "chol", "mg/dL", "198", "↑", "221", "236", "Desejável: < 190 mg/dL",
             "Soro – enzimático"),
        trow("Colesterol HDL", "hdl", "mg/dL", "58", "", "52", "49", "Desejável: > 40 mg/dL", "Soro – direto"),
        trow("Colesterol LDL", "ldl_calc", "mg/dL", "117", "", "142", "158",
             "Meta conforme risco cardiovascular:\nbaixo < 130; intermediário < 100;\nalto < 70; muito alto < 50",
             "Soro – Friedewald"),
        trow("Triglicérides", "tg", "mg/dL", "115", "", "135", "146", "Jejum: < 150 mg/dL\nSem jejum: < 175 mg/dL",
             "Soro – enzimático"),
    ]
    t1 = Grid(CW, rows1, size=9.0, pad=(1.1, 1.0), hlines=0.1, line_color="#dddddd")
    legend = para(W, S("Legenda: ↑ resultado acima do valor de referência; ↓ resultado abaixo do valor de referência. "
                       "Os resultados anteriores constam sem indicação de alteração.", size=6.6, italic=True,
                       color="#555555"))
    hba1c_note = Box([para(W - 5, S("Hemoglobina glicada – critérios diagnósticos (ADA / SBD 2024): ", bold=True),
                           S("valores entre 5,7 % e 6,4 % indicam risco aumentado para diabetes; a confirmação do "
                             "diagnóstico requer repetição do exame em nova amostra, exceto na presença de sintomas "
                             "clássicos de hiperglicemia.", ), size=6.9)], 0.2, "#c9a3b0", pad=1.2)
    p1 = header(1) + [t1, Space(1.2), legend, Space(3), hba1c_note]

    rows2 = table_head() + [
        section("FUNÇÃO RENAL"),
        trow("Creatinina", "creat", "mg/dL", "0,84", "", "0,81", "", "Mulheres: 0,50 a 0,90 mg/dL",
             "Soro – Jaffé cinético"),
        section("TIREOIDE"),
        trow("TSH", "tsh", "µUI/mL", "3,12", "", "4,85", "5,40", "0,27 a 4,20 µUI/mL", "Soro – ECLIA"),
        section("VITAMINAS"),
        trow("Vitamina D – 25 hidroxi", "vitd", "ng/mL", "31,2", "", "22,4", "",
             "População saudável: > 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL", "Soro – quimioluminescência"),
    ]
    t2 = Grid(CW, rows2, size=9.0, pad=(1.1, 1.0), hlines=0.1, line_color="#dddddd")
    pend = Grid([60, 125], [
        Row([C(S("EXAMES EM ANDAMENTO", bold=True, color=WINE), span=2)], pad=(0.4, 1.0)),
        Row([C("Urocultura com antibiograma"), C("Previsão de liberação: 25/04/2025")], pad=(0.3, 1.0)),
        Row([C("Citologia oncótica (Papanicolaou)"), C("Previsão de liberação: 06/05/2025")], pad=(0.3, 1.0)),
    ], size=7.6, border=0.2, border_color="#c9a3b0")
    sig = Grid([110, 76], [Row([
        C(S("Observação: paciente em uso de levotiroxina desde 11/2024, segundo informação prestada na coleta. "
            "Retorno ao médico assistente agendado para 12/05/2025.", size=6.8, italic=True)),
        C(S("Dra. Vânia Lúcia Drummond\n", bold=True), S("Farmacêutica-Bioquímica\nCRF-MG 9.874", size=7),
          align="C")])], size=8)
    com = Box([para(W - 5, S("Comentários\n", bold=True, color=WINE),
                    S("TSH: a redução progressiva em relação aos resultados anteriores é compatível com a reposição "
                      "hormonal informada. Recomenda-se nova dosagem de TSH 6 a 8 semanas após ajuste de dose.\n"
                      "Vitamina D: valores de referência segundo posicionamento conjunto SBPC/ML e SBEM (2017). "
                      "Intoxicação: acima de 100 ng/mL.\n"
                      "Creatinina: resultado anterior de 09/04/2024 não disponível (exame não solicitado).",
                      size=7.4), size=7.4)], 0.2, "#c9a3b0", pad=1.5)
    p2 = header(2) + [t2, Space(4), com, Space(4), pend, Space(10), sig]
    return Report("ao03", "Laboratório São Lucas de Análises Clínicas", "Belo Horizonte/MG", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="dejavucond", size=8.2,
                  features="trend table: current result in bold + two earlier results under their own collection "
                           "dates (3 collection dates); ↑ flags before the value; 'Colesterol HDL'; pending exams "
                           "with forecast dates")
