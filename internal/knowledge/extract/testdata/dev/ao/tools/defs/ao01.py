"""ao01 – Vértice Medicina Diagnóstica (São Paulo/SP).
House style: teal banner with logo, boxed sections with a teal title bar, shaded grey
header rows, ruled tables, result in bold in its own column, H/L flags in a separate
column, material/method under the exam name in small grey print."""
from kit import C, S, V, br, kv, para, d
from model import Box, Cols, Grid, HRule, Logo, Page, Report, Res, Row, Space

TEAL, LIGHT, GREY = "#0f6e74", "#e4f1f1", "#d9d9d9"
DATE = d("11/03/2025")
W = 186.0
IW = W - 2 * (0.3 + 1.5)   # inner width of a box


def header(page, npages):
    top = Grid([20, 104, 62], [Row([
        C(Logo("V", TEAL, w=16, h=16, size=20)),
        C(S("VÉRTICE", bold=True, size=17, color=TEAL), S(" MEDICINA DIAGNÓSTICA", bold=True, size=10, color=TEAL),
          S("\nRua Domingos de Morais, 2.781 – Vila Mariana – São Paulo/SP – CEP 04035-001", size=7),
          S("\nResponsável técnico: Dr. Paulo R. Veloso – CRM-SP 87.331", size=7)),
        C(S("CNPJ 12.481.337/0001-06\nCNES 7018254\nSAC (11) 3456-7800\nwww.verticediagnostica.com.br", size=7),
          align="R"),
    ], pad=(0.2, 0.5))], size=8)
    pat = kv([30, 72, 28, 52.4], [
        [("Paciente:", "ROBERTO CARLOS ALVES DE MENEZES"), ("Atendimento:", "0311-48215-07")],
        [("Data de nascimento:", "14/06/1981"), ("Idade / Sexo:", "43 anos / Masculino")],
        [("Médico(a):", "Dr. Fábio Henrique Tanaka – CRM-SP 118.204"), ("Convênio:", "Saúde Ativa Empresarial")],
        [("Data da solicitação:", "06/03/2025"), ("Coletado em:", "11/03/2025 07:32")],
        [("Recebido em:", "11/03/2025 08:10"), ("Liberado em:", "11/03/2025 16:48")],
        [("Unidade de coleta:", "Vila Mariana (VM-02)"), ("Impresso em:", "12/03/2025 09:03")],
    ], size=7.6)
    if page > 1:
        pat = kv([30, 72, 28, 52.4], [
            [("Paciente:", "ROBERTO CARLOS ALVES DE MENEZES"), ("Atendimento:", "0311-48215-07")],
            [("Data de nascimento:", "14/06/1981"), ("Coletado em:", "11/03/2025 07:32")],
        ], size=7.6)
    return [top, HRule(0.8, TEAL, 1.0, 1.5), Box([pat], 0.3, "#9aa9aa", pad=1.5), Space(3)]


def section(title, right, children):
    bar = Grid([IW * 0.42, IW * 0.58], [Row([
        C(S(title, bold=True, size=9.5, color="#ffffff")),
        C(S(right, size=6.8, color="#ffffff"), align="R", valign="M"),
    ], fill=TEAL, pad=(1.0, 1.5))])
    return Box([bar, Space(1.2)] + children, 0.3, TEAL, pad=1.5)


def hdr_row(labels, aligns):
    return Row([C(l, align=a) for l, a in zip(labels, aligns)], fill=GREY, bold=True, size=7.4, pad=(0.7, 1.0))


def footer(page, npages):
    return [HRule(0.3, "#888888", 0, 1),
            Grid([150, 36], [Row([
                C(S("Laudo liberado eletronicamente e assinado digitalmente conforme RDC 786/2023. A interpretação dos "
                    "resultados deve ser feita pelo médico, considerando dados clínicos e outros exames.", size=6.4,
                    color="#555555")),
                C(S(f"Página {page} de {npages}", size=7, bold=True), align="R")])])]


def flag_cell(r):
    return C(S(r.flag, bold=True, color="#c0392b", size=7.5), align="C")


def build() -> Report:
    # ---------------- blood count
    ery = [
        Res("Hemácias", "rbc", "5,12", "milhões/mm³", flag=""),
        Res("Hemoglobina", "hgb", "15,1", "g/dL"),
        Res("Hematócrito", "hct", "45,3", "%"),
        Res("VCM", "mcv", "88,5", "fL"),
        Res("HCM", "mch", "29,5", "pg"),
        Res("CHCM", "mchc", "33,3", "g/dL"),
        Res("RDW", "rdw", "13,1", "%"),
    ]
    ery_ref = ["4,30 a 5,70 milhões/mm³", "13,5 a 17,5 g/dL", "39,0 a 50,0 %", "81,0 a 95,0 fL", "26,0 a 34,0 pg",
               "31,0 a 36,0 g/dL", "11,5 a 14,5 %"]
    cw = [52, 24, 9, 27, IW - 112]
    rows = [hdr_row(["ERITROGRAMA", "Resultado", "", "Unidade", "Valores de referência"], "LRCLL")]
    for r, ref in zip(ery, ery_ref):
        rows.append(Row([C(r.name), C(V(r, bold=True), align="R"), flag_cell(r), C(r.unit), C(S(ref, size=7.2))]))
    t_ery = Grid(cw, rows, size=8.4, hlines=0.15, line_color="#b5b5b5", pad=(0.75, 1.0))

    wbc = Res("Leucócitos", "wbc", "6.840", "/mm³")
    diff = [("Neutrófilos", "neut", "57,8", "3.954", "40,0 a 75,0", "1.700 a 7.000"),
            ("Linfócitos", "lymph", "31,2", "2.134", "20,0 a 45,0", "900 a 2.900"),
            ("Monócitos", "mono", "7,4", "506", "2,0 a 10,0", "300 a 900"),
            ("Eosinófilos", "eos", "3,1", "212", "1,0 a 6,0", "50 a 500"),
            ("Basófilos", "baso", "0,5", "34", "0,0 a 2,0", "0 a 100")]
    cw2 = [44, 22, 26, 34, IW - 126]
    rows = [hdr_row(["LEUCOGRAMA", "%", "/mm³", "Ref. (%)", "Ref. (/mm³)"], "LRRCC"),
            Row([C(wbc.name, bold=True), C(""), C(V(wbc, bold=True), align="R"), C(""),
                 C(S("3.500 a 10.500", size=7.2), align="C")])]
    for name, k, pct, ab, rp, ra in diff:
        rp_ = Res(name, k + "_pct", pct, "%")
        ra_ = Res(name, k + "_abs", ab, "/mm³")
        rows.append(Row([C("   " + name if False else name), C(V(rp_, bold=True), align="R"),
                         C(V(ra_, bold=True), align="R"), C(S(rp, size=7.2), align="C"),
                         C(S(ra, size=7.2), align="C")]))
    t_leu = Grid(cw2, rows, size=8.4, hlines=0.15, line_color="#b5b5b5", pad=(0.75, 1.0))

    plt = Res("Plaquetas", "plt", "248.000", "/mm³")
    rows = [hdr_row(["PLAQUETOGRAMA", "Resultado", "", "Unidade", "Valores de referência"], "LRCLL"),
            Row([C(plt.name), C(V(plt, bold=True), align="R"), flag_cell(plt), C(plt.unit),
                 C(S("150.000 a 450.000 /mm³", size=7.2))])]
    t_plt = Grid(cw, rows, size=8.4, hlines=0.15, line_color="#b5b5b5", pad=(0.75, 1.0))
    note = para(IW, S("Observação: série vermelha, branca e plaquetária sem alterações morfológicas à microscopia. "
                      "Contagem diferencial automatizada conferida em lâmina corada (May-Grünwald-Giemsa).",
                      size=6.8, italic=True, color="#444444"))
    cbc = section("HEMOGRAMA COMPLETO", "Material: Sangue total (EDTA)  •  Método: Citometria de fluxo e impedância",
                  [t_ery, Space(2), t_leu, Space(2), t_plt, Space(1.5), note])


    # ---------------- page 2: chemistry
    chem = [
        (Res("Glicose", "glu_fast", "102", "mg/dL", flag="H"), "Soro • Enzimático (hexoquinase) • jejum de 10 h",
         "70 a 99 mg/dL"),
        (Res("Hemoglobina glicada (HbA1c)", "hba1c", "5,8", "%", flag="H"), "Sangue total (EDTA) • HPLC",
         "Normal: inferior a 5,7 %\nPré-diabetes: 5,7 a 6,4 %\nDiabetes: igual ou superior a 6,5 %"),
    ]
    lip = [
        (Res("Colesterol total", "chol", "212", "mg/dL", flag="H"), "Soro • Enzimático colorimétrico",
         "Desejável: inferior a 190 mg/dL"),
        (Res("HDL-COLESTEROL", "hdl", "44", "mg/dL"), "Soro • Enzimático homogêneo", "Desejável: superior a 40 mg/dL"),
        (Res("LDL-COLESTEROL", "ldl_calc", "141", "mg/dL"), "Soro • Calculado (Friedewald)",
         "Conforme risco cardiovascular\n(ver tabela abaixo)"),
        (Res("Colesterol não-HDL", "nonhdl", "168", "mg/dL"), "Soro • Calculado",
         "Conforme risco cardiovascular\n(ver tabela abaixo)"),
        (Res("Triglicérides", "tg", "135", "mg/dL"), "Soro • Enzimático (GPO-PAP)", "Com jejum: inferior a 150 mg/dL\n"
         "Sem jejum: inferior a 175 mg/dL"),
    ]

    def chem_table(items):
        rows = [hdr_row(["EXAME", "Resultado", "", "Unidade", "Valores de referência"], "LRCLL")]
        for r, mm, ref in items:
            rows.append(Row([C(S(r.name, bold=True), S("\n" + mm, size=6.6, color="#666666")),
                             C(V(r, bold=True, size=9.2), align="R"), flag_cell(r), C(r.unit),
                             C(S(ref, size=7.2))]))
        return Grid([60, 22, 9, 22, IW - 113], rows, size=8.4, hlines=0.15, line_color="#b5b5b5", pad=(0.9, 1.0))

    risk = Grid([46, 34, 34, 34, IW - 148], [
        Row([C("Categoria de risco"), C("Baixo", align="C"), C("Intermediário", align="C"), C("Alto", align="C"),
             C("Muito alto", align="C")], fill=LIGHT, bold=True, size=7),
        Row([C("LDL-colesterol (mg/dL)"), C("< 130", align="C"), C("< 100", align="C"), C("< 70", align="C"),
             C("< 50", align="C")], size=7),
        Row([C("Não-HDL (mg/dL)"), C("< 160", align="C"), C("< 130", align="C"), C("< 100", align="C"),
             C("< 80", align="C")], size=7),
    ], size=7, border=0.2, hlines=0.15, vlines=0.15, line_color="#9aa9aa", border_color="#9aa9aa", pad=(0.5, 1.0))
    risk_note = para(IW, S("Metas terapêuticas de LDL-colesterol e não-HDL conforme a categoria de risco "
                           "cardiovascular estimada pelo médico assistente (Atualização da Diretriz Brasileira de "
                           "Dislipidemias). Triglicérides acima de 400 mg/dL impedem o cálculo de Friedewald.",
                           size=6.6, color="#444444"))
    sec_glu = section("PERFIL GLICÊMICO", "Coleta em jejum", [chem_table(chem)])
    sec_lip = section("PERFIL LIPÍDICO", "Jejum não obrigatório", [chem_table(lip), Space(2), risk, Space(1), risk_note])
    sign = Grid([93, 93], [Row([
        C(S("______________________________\n", color="#888888"),
          S("Dra. Marina Albuquerque Sato\n", bold=True), S("Farmacêutica-Bioquímica – CRF-SP 41.887", size=7)),
        C(S("______________________________\n", color="#888888"),
          S("Dr. Paulo R. Veloso\n", bold=True), S("Patologista Clínico – CRM-SP 87.331", size=7), align="R"),
    ])], size=8)
    p1 = header(1, 2) + [cbc, Space(3), sec_glu, Space(2),
                         para(W, S("Perfil lipídico na página seguinte.", size=7, italic=True, color="#666666"))]
    p2 = header(2, 2) + [sec_lip, Space(8), sign]
    return Report("ao01", "Vértice Medicina Diagnóstica", "São Paulo/SP", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="libsans", size=8.4,
                  features="boxed sections with teal title bar; shaded header rows; ruled tables; bold result "
                           "column; H flag column; material/method under name; CBC with % and /mm³ columns; "
                           "HDL-COLESTEROL; risk reference table (not results)")
