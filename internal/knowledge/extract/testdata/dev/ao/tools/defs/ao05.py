"""ao05 – Biocenter Nordeste Medicina Laboratorial (Recife/PE).
House style: rounded header card, section ribbons, each result with a graphic bar and a
'Faixa' text beside it, reference in small print under the exam name, '*' flags, HbA1c in
% and mmol/mol, QR code with validation text."""
from kit import C, S, V, br, ckd_epi_2021, d, eag, kv, para
from model import Bar, Box, Grid, HRule, Logo, Page, QR, Report, Res, Row, Space

BLUE, SKY = "#0b5394", "#e8f0fa"
DATE = d("03/06/2025")
W = 186.0
CW = [54, 20, 28, 34, W - 136]
Y, G, O, R = "#f6d55c", "#74c69d", "#f4a261", "#e63946"


def header(page):
    g = Grid([22, 100, 64], [Row([
        C(Logo("B+", BLUE, w=18, h=14, size=15, round=True)),
        C(S("Biocenter Nordeste", bold=True, size=15, color=BLUE),
          S("\nMedicina Laboratorial", size=9, color=BLUE),
          S("\nAv. Conselheiro Aguiar, 3.310 – Boa Viagem – Recife/PE – CEP 51020-020", size=6.8)),
        C(S("CNPJ 41.207.559/0001-80 • CNES 5520882\nAtendimento (81) 3204-7700\n", size=6.8),
          S("RT: Dra. Ana Paula Cavalcanti Lins – CRF-PE 3.906", size=6.8), align="R", valign="M")],
        pad=(0.2, 0.6))], size=8)
    rows = [[("Paciente", "SEVERINO RAMOS DE ALBUQUERQUE NETO"), ("Ordem de serviço", "BNE 2506-004418")]]
    if page == 1:
        rows += [[("Data de nascimento", "22/07/1977"), ("Sexo / Idade", "Masculino / 47 anos")],
                 [("Médico solicitante", "Dr. Tiago Maranhão Leal – CRM-PE 17.552"), ("Data da requisição", "28/05/2025")],
                 [("Data/hora da coleta", "03/06/2025 06:52"), ("Liberado em", "03/06/2025 17:25")]]
    else:
        rows += [[("Data/hora da coleta", "03/06/2025 06:52"), ("Liberado em", "03/06/2025 17:25")]]
    pat = kv([34, 70, 32, 44.4], rows, size=7.6, label_color=BLUE, pad=(0.35, 0.8))
    return [g, Space(1.5), Box([pat], 0.3, "#8fb3dc", fill=SKY, pad=1.5, radius=2), Space(3)]


def ribbon(t, right=""):
    return Grid([120, 66], [Row([C(S(t, bold=True, color="#ffffff", size=9)),
                                 C(S(right, color="#ffffff", size=6.8), align="R", valign="M")],
                                fill=BLUE, pad=(0.9, 1.5))])


def head():
    return Row([C("Exame / referência"), C("Resultado", align="R"), C("Unidade"), C("Gráfico", align="C"),
                C("Faixa")], bold=True, size=7, color=BLUE, pad=(0.6, 1.0), rule_below=0.3, rule_color=BLUE)


def row(r, ref, lo, hi, bands, faixa, num=None):
    """bands: list of (upper bound, colour) on a scale lo..hi."""
    v = num if num is not None else float(r.vt.replace(".", "").replace(",", "."))
    pos = (v - lo) / (hi - lo)
    fr, prev = [], lo
    for ub, col in bands:
        fr.append(((ub - prev) / (hi - lo), col))
        prev = ub
    val = [V(r, bold=True, size=9.6)]
    if r.flag:
        val.append(S(" " + r.flag, bold=True, color="#c1121f", size=9.6))
    return Row([C(S(r.name, bold=True), S("\n" + ref, size=6.5, color="#555555")), C(*val, align="R"),
                C(S(r.unit, nowrap=True)), C(Bar(pos, fr, w=31, h=3.2), align="C", valign="M"),
                C(S("Faixa: ", size=7, color="#555555"), S(faixa, size=7.6, bold=True), valign="M")],
               pad=(0.9, 1.0))


def footer(page, n):
    return [HRule(0.4, BLUE, 0, 0.8), Grid([150, 36], [Row([
        C(S("(*) Resultado fora do intervalo de referência. O gráfico indica a posição do resultado em relação às "
            "faixas de decisão clínica: amarelo – abaixo; verde – desejável; laranja – limítrofe; vermelho – alterado.",
            size=6.3, color="#444444")),
        C(S(f"Página {page} de {n}", size=7.2, bold=True, color=BLUE), align="R")])])]


def build() -> Report:
    egfr = round(ckd_epi_2021(0.96, 47, False))
    assert egfr > 90
    t = lambda rows: Grid(CW, [head()] + rows, size=8.2, hlines=0.12, line_color="#c9d6e6")
    glyc = t([
        row(Res("Glicose", "glu_fast", "108", "mg/dL", flag="*"), "Ref.: 70 a 99 mg/dL (jejum)", 50, 150,
            [(70, Y), (100, G), (126, O), (150, R)], "Glicemia de jejum alterada"),
        row(Res("Hemoglobina glicada – HbA1c", "hba1c", "6,1", "%", flag="*"), "Ref.: inferior a 5,7 %", 4, 8,
            [(5.7, G), (6.5, O), (8, R)], "Pré-diabetes"),
        row(Res("HbA1c (IFCC)", "hba1c_ifcc", "43", "mmol/mol", flag="*"), "Ref.: inferior a 39 mmol/mol", 20, 64,
            [(39, G), (48, O), (64, R)], "Pré-diabetes"),
        row(Res("Glicemia média\nestimada", "eag", br(eag(6.1)), "mg/dL"), "Calculada a partir da HbA1c", 70, 200,
            [(117, G), (140, O), (200, R)], "Informativo"),
        row(Res("Insulina de jejum", "insulin", "14,2", "µUI/mL"), "Ref.: 2,6 a 24,9 µUI/mL", 0, 35,
            [(2.6, Y), (24.9, G), (35, R)], "Normal"),
    ])
    lip = t([
        row(Res("Colesterol total", "chol", "224", "mg/dL", flag="*"), "Desejável: inferior a 190 mg/dL", 100, 300,
            [(190, G), (240, O), (300, R)], "Limítrofe"),
        row(Res("HDL", "hdl", "39", "mg/dL", flag="*"), "Desejável: superior a 40 mg/dL", 20, 80,
            [(40, R), (60, G), (80, G)], "Baixo"),
        row(Res("LDL", "ldl_calc", "151", "mg/dL"), "Meta conforme risco cardiovascular", 50, 220,
            [(100, G), (130, G), (160, O), (220, R)], "Acima da meta para risco intermediário"),
        row(Res("VLDL", "vldl", "34", "mg/dL"), "Ref.: inferior a 30 mg/dL", 0, 60, [(30, G), (60, O)], "Elevado"),
        row(Res("Não-HDL", "nonhdl", "185", "mg/dL"), "Meta conforme risco cardiovascular", 80, 260,
            [(130, G), (160, G), (190, O), (260, R)], "Limítrofe"),
        row(Res("Triglicerídeos", "tg", "170", "mg/dL", flag="*"), "Desejável: inferior a 150 mg/dL (jejum)", 50, 300,
            [(150, G), (200, O), (300, R)], "Limítrofe"),
    ])
    p1 = header(1) + [ribbon("PERFIL GLICÊMICO E METABÓLICO", "Soro / sangue total EDTA – jejum de 12 horas"),
                      Space(0.8), glyc, Space(3),
                      ribbon("PERFIL LIPÍDICO", "Soro – enzimático colorimétrico; LDL e VLDL calculados"),
                      Space(0.8), lip]
    ren = t([
        row(Res("Creatinina", "creat", "0,96", "mg/dL"), "Ref.: 0,70 a 1,20 mg/dL", 0.3, 2.0,
            [(0.7, Y), (1.2, G), (2.0, R)], "Normal"),
        row(Res("TFG estimada – CKD-EPI", "egfr", "> 90", "mL/min/1,73m²"), "Ref.: superior a 90 mL/min/1,73m²", 0,
            130, [(30, R), (60, O), (90, Y), (130, G)], "Normal (estágio G1)", num=egfr),
        row(Res("Ácido úrico", "uric", "7,4", "mg/dL", flag="*"), "Ref.: 3,5 a 7,2 mg/dL", 2, 10,
            [(3.5, Y), (7.2, G), (10, R)], "Levemente elevado"),
    ])
    hep = t([
        row(Res("AST (TGO)", "ast", "29", "U/L"), "Ref.: até 40 U/L", 0, 120, [(40, G), (80, O), (120, R)], "Normal"),
        row(Res("ALT (TGP)", "alt", "46", "U/L", flag="*"), "Ref.: até 41 U/L", 0, 120, [(41, G), (82, O), (120, R)],
            "Levemente elevado"),
        row(Res("Gama GT", "ggt", "58", "U/L"), "Ref.: 10 a 71 U/L", 0, 150, [(10, Y), (71, G), (110, O), (150, R)],
            "Normal"),
    ])
    tir = t([
        row(Res("TSH", "tsh", "1,87", "µUI/mL"), "Ref.: 0,38 a 5,33 µUI/mL", 0, 8, [(0.38, R), (5.33, G), (8, R)],
            "Normal"),
        row(Res("T4 livre", "ft4", "1,21", "ng/dL"), "Ref.: 0,58 a 1,64 ng/dL", 0.2, 2.4,
            [(0.58, R), (1.64, G), (2.4, R)], "Normal"),
        row(Res("PCR ultrassensível", "hscrp", "< 0,30", "mg/L"), "Risco CV baixo: inferior a 1,0 mg/L", 0, 5,
            [(1, G), (3, O), (5, R)], "Risco cardiovascular baixo", num=0.1),
    ])
    val = Box([Grid([26, 150.4], [Row([
        C(QR("ao05-BNE2506004418", size=22)),
        C(S("Validação eletrônica\n", bold=True, color=BLUE, size=8.4),
          S("Para conferir a autenticidade deste laudo, aponte a câmera do celular para o QR code ou acesse "
            "biocenter-ne.exemplo.br/valida e informe o código ", size=7.2), S("7KQ2-PX91-ZT44", bold=True, size=7.2),
          S(". Assinado digitalmente (ICP-Brasil) por Dra. Ana Paula Cavalcanti Lins – CRF-PE 3.906 em 03/06/2025 "
            "17:25. Documento gerado em 04/06/2025 08:02.", size=7.2), valign="M")])])], 0.3, "#8fb3dc", pad=1.5,
        radius=2)
    p2 = header(2) + [ribbon("FUNÇÃO RENAL", "Soro – Jaffé cinético; CKD-EPI 2021 sem raça"), Space(0.8), ren,
                      Space(3), ribbon("FUNÇÃO HEPÁTICA", "Soro – cinético IFCC"), Space(0.8), hep, Space(3),
                      ribbon("TIREOIDE E INFLAMAÇÃO", "Soro – quimioluminescência / imunoturbidimetria"), Space(0.8),
                      tir, Space(6), val]
    return Report("ao05", "Biocenter Nordeste Medicina Laboratorial", "Recife/PE", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="dejavu", size=8.2,
                  features="graphic bar and 'Faixa' text beside each value; reference in small print under the "
                           "exam name; '*' flags; HbA1c in % and mmol/mol; name split over two lines (Glicemia "
                           "média estimada); bare 'HDL'; '> 90' eGFR and '< 0,30' hs-CRP; QR code with validation text")
