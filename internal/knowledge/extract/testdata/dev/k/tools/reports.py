"""The 12 invented reports k01-k12.  Every person, lab, number and result is invented."""
from engine import R, ML, C, P, Band, Table, Cols, Box, Space, Rule, Report, br, d, dbr
from catalog import CAT


def mk(key, name, value=None, dec=0, unit="", **kw):
    an, code, alts = CAT[key]
    return R(name, an, code, value, dec, unit, alts=alts, **kw)


def W(key, name, words, unit="", **kw):
    an, code, alts = CAT[key]
    return R(name, an, code, None, 0, unit, alts=alts, words=words, **kw)


def leader(name, width=34, ch="."):
    return name + " " + ch * max(3, width - len(name) - 1)


# =====================================================================================  k01
def k01():
    F = "Liberation Sans"
    col = d("2025-03-11")
    hdr = [
        P(["LABORATÓRIO VALE DO CAPIBARIBE"], size=15, bold=True, color="#14507a"),
        P(["Análises Clínicas  •  Rua do Hospício, 418 - Boa Vista - Recife/PE  •  CNES 7781204",
           "Resp. Técnico: Dr. Heitor Cavalcanti Brayner - CRF-PE 6.214"], size=7.5, color="#333333"),
        Rule(0.6, "#14507a"),
        Table([18, 70, 22, 72], [
            ["Paciente:", C("MARIA DAS DORES FERRAZ LEITE", bold=True), "Protocolo:", "25.031.1104-7"],
            ["Nascimento:", "02/07/1961 (63 anos)", "Sexo:", "Feminino"],
            ["Médico:", "Dra. Lívia Sampaio Uchôa - CRM-PE 31.477", "Convênio:", "SulSaúde Empresarial"],
            ["Coleta:", dbr(col) + " 07:42", "Emissão:", "13/03/2025 16:05"],
        ], size=8, border="none", pad=(0.4, 0.8), aligns=["L"] * 4, head_bold=False),
        Rule(0.3, "#999999"),
    ]
    Rw = [60, 24, 18, 76]

    def red_row(r, ref):
        return [r.name, C(r, bold=True, align="R"), r.unit, ref]
    red = [
        mk("rbc", "Hemácias", 4.38, 2, "milhões/µL"), mk("hb", "Hemoglobina", 12.9, 1, "g/dL"),
        mk("hct", "Hematócrito", 39.4, 1, "%"), mk("mcv", "VCM", 90.0, 1, "fL"),
        mk("mch", "HCM", 29.5, 1, "pg"), mk("mchc", "CHCM", 32.7, 1, "g/dL"),
        mk("rdw", "RDW", 14.9, 1, "%", flag="H"),
    ]
    refs = ["3,90 a 5,00", "12,0 a 15,5", "35,0 a 45,0", "80,0 a 98,0", "27,0 a 33,0", "32,0 a 36,0", "11,5 a 14,5"]
    box_red = Box([Table(Rw, [red_row(r, f) for r, f in zip(red, refs)], header=[["", C("Resultado", align="R"), "Unidade", "Valores de referência"]],
                         size=8.5, border="none", pad=(0.45, 1.0), font=F)], title="SÉRIE VERMELHA", size=8.5, font=F)
    diff = [("Neutrófilos", "neut", 58, 3480, "40 a 70 % | 1.600 a 7.000 /µL"),
            ("Linfócitos", "lym", 31, 1860, "20 a 45 % | 900 a 4.000 /µL"),
            ("Monócitos", "mono", 7, 420, "3 a 10 % | 100 a 900 /µL"),
            ("Eosinófilos", "eos", 3, 180, "1 a 5 % | 40 a 500 /µL"),
            ("Basófilos", "baso", 1, 60, "0 a 2 % | 0 a 200 /µL")]
    wbc = mk("wbc", "Leucócitos", 6000, 0, "/µL")
    wrows = [[wbc.name, C([wbc, " /µL"], bold=True, align="R"), "4.000 a 11.000 /µL"]]
    for name, key, p, a, ref in diff:
        rp = mk(key + "_p", name, p, 0, "%")
        ra = mk(key + "_a", name, a, 0, "/µL")
        wrows.append([name, C([rp, " % | ", ra, " /µL"], align="R"), ref])
    box_white = Box([Table([50, 52, 76], wrows, header=[["", C("Relativo | Absoluto", align="R"), "Valores de referência"]],
                           size=8.5, border="none", pad=(0.45, 1.0), font=F)], title="SÉRIE BRANCA", size=8.5, font=F)
    plt = mk("plt", "Plaquetas", 231000, 0, "/µL")
    mpv = mk("mpv", "VPM", 10.4, 1, "fL")
    box_plt = Box([Table(Rw, [red_row(plt, "150.000 a 450.000"), red_row(mpv, "7,4 a 11,4")], size=8.5, border="none",
                         pad=(0.45, 1.0), font=F)], title="SÉRIE PLAQUETÁRIA", size=8.5, font=F)
    M = "Liberation Mono"
    bio = []
    items = [
        (mk("glu_f", "GLICOSE EM JEJUM", 104, 0, "mg/dL", flag="*"), "Material: soro (jejum de 10 h)  Método: enzimático (hexoquinase)",
         ["Valores de referência (adultos, qualquer sexo):", "  Normal ............ 70 a 99 mg/dL",
          "  Glicemia alterada . 100 a 125 mg/dL", "  Diabetes .......... igual ou superior a 126 mg/dL"]),
        (mk("crea", "CREATININA", 0.82, 2, "mg/dL"), "Material: soro  Método: Jaffé cinético compensado",
         ["Valores de referência:", "  Mulheres: 0,50 a 0,90 mg/dL", "  Homens:   0,70 a 1,20 mg/dL",
          "  Crianças de 1 a 12 anos: 0,30 a 0,70 mg/dL"]),
        (mk("urea", "UREIA", 31, 0, "mg/dL"), "Material: soro  Método: urease/GLDH",
         ["Valores de referência:", "  Até 65 anos: 15 a 40 mg/dL", "  Acima de 65 anos: 21 a 49 mg/dL"]),
        (mk("uric", "ÁCIDO ÚRICO", 5.1, 1, "mg/dL"), "Material: soro  Método: uricase/peroxidase",
         ["Valores de referência:", "  Mulheres: 2,4 a 5,7 mg/dL", "  Homens: 3,4 a 7,0 mg/dL"]),
    ]
    for r, meth, ref in items:
        bio.append(P([[leader(r.name, 36), r, " " + r.unit]], size=9, bold=True, font=M))
        bio.append(P([meth], size=7, italic=True, color="#444444", font=F))
        bio.append(P(ref, size=7.5, font=M, color="#222222", indent=4))
        bio.append(Space(1.6))
    page = hdr + [Space(1.5), Band("HEMOGRAMA COMPLETO", 10, "#14507a", "#ffffff", font=F),
                  P(["Material: sangue total (EDTA)  -  Método: citometria de fluxo / impedância; revisão microscópica"], size=7, italic=True),
                  Space(1), box_red, Space(1.5), box_white, Space(1.5), box_plt,
                  P(["Obs.: hemograma anterior (dez/2024) com hemoglobina de 12,4 g/dL e RDW de 15,3 %."], size=7.5, italic=True),
                  Space(2), Band("BIOQUÍMICA", 10, "#14507a", "#ffffff", font=F), Space(1)] + bio

    def foot(i, n):
        return [Rule(0.3, "#14507a"),
                P(["Liberado eletronicamente em 13/03/2025 às 15:58 por Dra. Camila Arruda Falcão - CRBM-PE 4.903",
                   f"Laudo válido somente com assinatura digital.  Impresso em 14/03/2025.                                                               Página {i + 1} de {n}"], size=6.8, color="#333333", font=F)]
    return Report("k01", "Laboratório Vale do Capibaribe", col, F, [page], foot, margins=(10, 14, 14, 14))


# =====================================================================================  k02
def k02():
    """Landscape laudo evolutivo: one row per date."""
    F = "DejaVu Sans Condensed"
    col = d("2025-05-19")
    dates = [d("2025-05-19"), d("2025-05-16"), d("2025-05-13"), d("2025-05-09"), d("2025-05-02")]
    data = {  # hb, wbc, plt, crea, urea, k, na, crp
        dates[0]: (9.8, 8350, 187000, 1.42, 58, 4.9, 138, 12.4),
        dates[1]: (9.5, 9920, 162000, 1.61, 71, 5.3, 136, 31.8),
        dates[2]: (9.1, 12480, 141000, 1.88, 84, 5.6, 134, 74.2),
        dates[3]: (10.2, 14210, 155000, 2.05, 96, 5.8, 133, 118.5),
        dates[4]: (11.4, 7630, 208000, 1.19, 44, 4.4, 139, 6.1),
    }
    cols = [("hb", "Hb", "g/dL", 1), ("wbc", "Leuc.", "/mm³", 0), ("plt", "Plaq.", "/mm³", 0), ("crea", "Creat.", "mg/dL", 2),
            ("urea", "Ureia", "mg/dL", 0), ("k", "K", "mEq/L", 1), ("na", "Na", "mEq/L", 0), ("crp", "PCR", "mg/L", 1)]
    rows = []
    for dd in dates:
        vals = data[dd]
        row = [C(dbr(dd), bold=True)]
        for (key, name, unit, dec), v in zip(cols, vals):
            row.append(mk(key, name, v, dec, unit, date=dd))
        rows.append(row)
    widths = [30] + [30] * 8
    header = [["Data"] + [c[1] for c in cols], ["coleta"] + [c[2] for c in cols]]
    hist = Table(widths, rows, header=header, size=9.5, border="grid", zebra="#eef3f8", head_bg="#c9d7e6",
                 aligns=["L"] + ["R"] * 8, pad=(1.2, 2.0), font=F)
    refs = Table(widths, [["Ref.", "12,0-16,0", "4.000-11.000", "150.000-450.000", "0,70-1,20", "15-40", "3,5-5,1", "136-145", "< 5,0"]],
                 size=7.5, border="none", aligns=["L"] + ["R"] * 8, pad=(0.6, 2.0), font=F, head_bold=False)
    page = [
        Cols([(150, [P(["HOSPITAL SANTA LUZIA DE CAMPINAS"], size=14, bold=True),
                     P(["Serviço de Patologia Clínica  -  Av. Barão de Itapura, 2291 - Campinas/SP  -  CNES 2087716"], size=8)]),
              (115, [P(["LAUDO EVOLUTIVO", "Resultados cumulativos - internação"], size=9, bold=True, align="R")])]),
        Rule(0.5),
        Table([30, 105, 30, 108], [
            ["Paciente:", C("José Ribamar Tolentino Assis", bold=True), "Registro:", "HSL 0044.921-3  Leito 412-B (Clínica Médica)"],
            ["Nascimento:", "14/11/1952", "Internação:", "30/04/2025"],
            ["Médico assist.:", "Dr. Otávio Menezes Prado - CRM-SP 98.302", "Amostra atual:", C(f"coletada em {dbr(col)} 05:30", bold=True)],
            ["Solicitação:", "18/05/2025 22:10", "Emissão:", "19/05/2025 11:47"],
        ], size=8.5, border="none", pad=(0.5, 1.0), head_bold=False),
        Space(3),
        Band("HEMATOLOGIA E BIOQUÍMICA - EVOLUÇÃO (mais recente primeiro)", 9.5, "#2f4f6f", "#ffffff"),
        Space(2), hist, refs, Space(3),
        P(["Notas:",
           "- A primeira linha corresponde à amostra atual; as demais são resultados anteriores do mesmo paciente, com a data de coleta.",
           "- Potássio de 5,8 mEq/L em 09/05/2025 comunicado ao plantão (Enf. Rosana) às 09:12 de 09/05/2025.",
           "- Unidades: PCR em mg/L (imunoturbidimetria); creatinina por método enzimático rastreável a IDMS.",
           "- Próxima coleta programada: 22/05/2025."], size=8),
    ]

    def foot(i, n):
        return [Rule(0.3), P([f"Responsável técnica: Dra. Beatriz Lemos Furtado - CRM-SP 120.584    Assinado digitalmente em 19/05/2025 11:52    Impressão: 20/05/2025 08:03    Folha {i + 1}/{n}"], size=7)]
    return Report("k02", "Hospital Santa Luzia de Campinas", col, F, [page], foot, landscape=True, margins=(10, 12, 12, 12))


# =====================================================================================  k03
def k03():
    """Molecular biology, two pages, header repeated."""
    F = "DejaVu Sans"
    col = d("2025-06-03")

    def header(pg):
        return [
            Table([136, 48], [[C("CDMA - Centro de Diagnóstico Molecular da Amazônia", bold=True, size=11.5),
                               C("Laudo nº MOL-25-061587", align="R", size=8)],
                              ["Av. Djalma Batista, 1661 - Chapada - Manaus/AM - CNES 6630271", C(f"Página {pg} de 2", align="R", size=8)]],
                  size=8, border="none", pad=(0.3, 0)),
            Rule(0.8, "#006b3c"),
            Table([26, 72, 26, 60], [
                ["Paciente", C("ANTÔNIA CARLA MARAJÓ BENTES", bold=True), "Data nasc.", "21/01/1979"],
                ["Solicitante", "Dr. Raimundo Nonato Tapajós - CRM-AM 8.117", "Data coleta", C(dbr(col), bold=True)],
                ["Origem", "Ambulatório SAE Zona Sul", "Recebido", "04/06/2025 10:20"],
            ], size=8, border="box", pad=(0.6, 1.2), head_bold=False, line_w=0.25),
            Space(3),
        ]
    rw = [62, 40, 82]
    sars = W("sars", "SARS-CoV-2 (gene N / RdRp)", "Não detectado")
    flua = W("flua", "Influenza A", "Detectado")
    flub = W("flub", "Influenza B", "Não detectado")
    rsv = W("rsv", "Vírus Sincicial Respiratório", "Não detectado")
    resp = Table(rw, [[r.name, C(r, bold=True), ct] for r, ct in
                      [(sars, "Ct: --"), (flua, "Ct: 24,7"), (flub, "Ct: --"), (rsv, "Ct: --")]]
                 + [[C("Controle interno (RNase P)", italic=True), C("Válido", italic=True), C("Ct: 27,1", italic=True)]],
                 header=[["Alvo", "Resultado", "Observação"]], size=8.5, border="rows", head_bg="#e3efe8", pad=(0.9, 1.5))
    hpv16 = W("hpv16", "HPV 16", "Não detectado")
    hpv18 = W("hpv18", "HPV 18", "Não detectado")
    hpvo = W("hpv_oth", "Outros HPV de alto risco (31, 33, 35, 39, 45, 51, 52, 56, 58, 59, 66, 68)", "Detectado")
    hpv = Table([108, 76], [[hpv16.name, C(hpv16, bold=True)], [hpv18.name, C(hpv18, bold=True)],
                            [ML("Outros HPV de alto risco", "(31, 33, 35, 39, 45, 51, 52, 56, 58, 59, 66, 68)"), C(hpvo, bold=True)],
                            [C("Controle interno (beta-globina)", italic=True), C("Adequado", italic=True)]],
                header=[["Genótipo", "Resultado"]], size=8.5, border="rows", head_bg="#e3efe8", pad=(0.9, 1.5))
    p1 = header(1) + [
        Band("PAINEL RESPIRATÓRIO POR RT-PCR EM TEMPO REAL", 9.5, "#006b3c", "#ffffff"),
        P(["Material: swab combinado naso e orofaríngeo   Método: RT-PCR multiplex em tempo real (kit Xpert-like, 4 alvos)",
           "Horário da coleta: 08:15   Início dos sintomas informado: 31/05/2025"], size=7.5, italic=True),
        Space(1.5), resp, Space(1.5),
        P(["Interpretação: Ct (cycle threshold) é informativo e não deve ser usado como medida de carga viral.",
           "Limite de detecção: SARS-CoV-2 250 cópias/mL; Influenza A/B 500 cópias/mL; VSR 400 cópias/mL.",
           "Resultado 'Não detectado' não exclui a infecção; repetir se persistir suspeita clínica."], size=7.5),
        Space(5),
        Band("GENOTIPAGEM DE HPV DE ALTO RISCO", 9.5, "#006b3c", "#ffffff"),
        P(["Material: escovado cervical em meio líquido (citologia em base líquida)   Método: PCR em tempo real"], size=7.5, italic=True),
        Space(1.5), hpv, Space(1.5),
        P(["Nota: amostra cervical coletada no mesmo atendimento (ambulatório de ginecologia); pedido médico datado de 28/05/2025.",
           "Citologia oncótica anterior (2023, outro serviço): ASC-US - informação clínica, sem laudo anexado."], size=7.2, italic=True, color="#555555"),
    ]
    hiv = mk("hiv_vl", "Carga viral HIV-1", 1840, 0, "cópias/mL")
    hivl = mk("hiv_log", "Carga viral HIV-1 (log)", 3.26, 2, "log10")
    hcv = mk("hcv_vl", "RNA do HCV - quantitativo", 15, 0, "UI/mL", comp="<", pre="inferior a ")
    hcvl = mk("hcv_log", "RNA do HCV - quantitativo (log)", 1.18, 2, "log10", comp="<", pre="< ")
    cd4 = mk("cd4", "Linfócitos T CD4+", 412, 0, "células/mm³")
    p2 = header(2) + [
        Band("CARGA VIRAL DO HIV-1 (RNA quantitativo)", 9.5, "#006b3c", "#ffffff"),
        P(["Material: plasma EDTA   Método: RT-PCR em tempo real   Faixa linear: 40 a 10.000.000 cópias/mL"], size=7.5, italic=True),
        Space(1.5),
        Table([70, 50, 64], [[hiv.name, C([hiv, " " + hiv.unit], bold=True, align="R"), ""],
                             [hivl.name, C([hivl, " " + hivl.unit], bold=True, align="R"), ""],
                             [C("Controle interno", italic=True), C("Válido (Ct 31,4)", italic=True, align="R"), ""]],
              size=9, border="hlines", pad=(1.0, 1.5)),
        P(["Resultado anterior (sem data estruturada no sistema): 48.300 cópias/mL (log 4,68)."], size=7.5, italic=True),
        Space(4),
        Band("HEPATITE C - RNA QUANTITATIVO (CARGA VIRAL)", 9.5, "#006b3c", "#ffffff"),
        P(["Material: soro   Método: RT-PCR em tempo real   Limite inferior de quantificação: 15 UI/mL"], size=7.5, italic=True),
        Space(1.5),
        Table([70, 50, 64], [[hcv.name, C([hcv, " " + hcv.unit], bold=True, align="R"), "Não detectável abaixo do LIQ"],
                             [hcvl.name, C([hcvl, " " + hcvl.unit], bold=True, align="R"), ""]],
              size=9, border="hlines", pad=(1.0, 1.5)),
        Space(4),
        Band("IMUNOFENOTIPAGEM - SUBPOPULAÇÕES DE LINFÓCITOS", 9.5, "#006b3c", "#ffffff"),
        P(["Material: sangue total EDTA   Método: citometria de fluxo (plataforma única)"], size=7.5, italic=True),
        Space(1.5),
        Table([70, 50, 64], [[cd4.name, C([cd4, " " + cd4.unit], bold=True, align="R"), "Ref.: 500 a 1.500 células/mm³"]],
              size=9, border="hlines", pad=(1.0, 1.5)),
        Space(8),
        P(["Liberado em 06/06/2025 por:", "", "Dra. Iracema Sateré Lobato - CRBio-6 44.820/06-D", "Biologista responsável"], size=8, align="R"),
    ]

    def foot(i, n):
        return [Rule(0.2, "#006b3c"), P(["Este laudo deve ser interpretado pelo médico assistente em conjunto com dados clínicos. Impresso em 07/06/2025."], size=6.8, align="C")]
    return Report("k03", "CDMA - Centro de Diagnóstico Molecular da Amazônia", col, F, [p1, p2], foot, margins=(12, 13, 14, 13))


# =====================================================================================  k04
def k04():
    """Research-protocol report in SI units, serif, zebra."""
    F = "Liberation Serif"
    col = d("2025-02-24")
    rows_def = [
        ("BIOQUÍMICA GERAL", [
            (mk("glu_si", "Glicose plasmática", 5.4, 1, "mmol/L"), "3,9 – 5,5"),
            (mk("crea_si", "Creatinina", 88, 0, "µmol/L"), "53 – 97"),
            (mk("urea_si", "Ureia", 6.1, 1, "mmol/L"), "2,5 – 7,1"),
            (mk("uric_si", "Ácido úrico", 342, 0, "µmol/L"), "155 – 428"),
            (mk("ca_si", "Cálcio total", 2.31, 2, "mmol/L"), "2,15 – 2,55"),
            (mk("na", "Sódio", 141, 0, "mmol/L"), "136 – 145"),
            (mk("k", "Potássio", 4.2, 1, "mmol/L"), "3,5 – 5,1"),
        ]),
        ("PERFIL LIPÍDICO", [
            (mk("chol_si", "Colesterol total", 5.84, 2, "mmol/L"), "< 5,17"),
            (mk("hdl_si", "Colesterol HDL", 1.12, 2, "mmol/L"), "> 1,03"),
            (mk("ldl_si", "Colesterol LDL (calculado)", 3.96, 2, "mmol/L"), "< 3,36"),
            (mk("tg_si", "Triglicerídeos", 1.68, 2, "mmol/L"), "< 1,70"),
        ]),
        ("FUNÇÃO HEPÁTICA", [
            (mk("bt_si", "Bilirrubina total", 14.2, 1, "µmol/L"), "3,4 – 20,5"),
            (mk("bd_si", "Bilirrubina direta", 3.9, 1, "µmol/L"), "< 5,1"),
            (mk("alb", "Albumina", 43, 0, "g/L"), "35 – 52"),
        ]),
        ("HEMATOLOGIA E CONTROLE GLICÊMICO", [
            (mk("hb", "Hemoglobina", 148, 0, "g/L"), "135 – 175"),
            (mk("hba1c_si", "Hemoglobina glicada (IFCC)", 41, 0, "mmol/mol"), "20 – 42"),
        ]),
    ]
    body = []
    for sec, items in rows_def:
        body.append(Space(2.5))
        body.append(P([sec], size=10, bold=True, color="#5a1e1e"))
        rows = [[r.name, C(r, bold=True, align="R"), r.unit, ref] for r, ref in items]
        body.append(Table([78, 28, 26, 52], rows, header=[["Análise", C("Resultado", align="R"), "Unidade", "Intervalo de referência (SI)"]],
                          size=9.5, border="hlines", zebra="#f3ece4", pad=(0.9, 1.6), font=F, line_w=0.3))
    page = [
        P(["Hospital de Clínicas Universitário de Porto Alegre"], size=16, bold=True, align="C", font=F),
        P(["LABORATÓRIO DE PESQUISA CLÍNICA  —  UNIDADE DE ENSAIOS METABÓLICOS",
           "Rua Ramiro Barcelos, 2350, bloco C, 3º andar  ·  Porto Alegre – RS  ·  CNES 2237601"], size=8.5, align="C", font=F),
        Space(1), Rule(0.4), Rule(0.2),
        Table([34, 60, 34, 56], [
            ["Participante:", C("Sérgio Luís Wachholz Pereira", bold=True), "Código no estudo:", "METAB-RS-0173 / visita V4"],
            ["Data de nascimento:", "09/08/1968", "Visita anterior (V3):", "25/11/2024"],
            ["Data da coleta:", C(dbr(col) + "  (jejum de 12 h)", bold=True), "Chegada ao laboratório:", "24/02/2025 09:40"],
            ["Investigador:", "Prof. Dr. Arno Zimmermann Dutra", "Liberação:", "27/02/2025"],
        ], size=8.5, border="none", pad=(0.5, 0.8), font=F, head_bold=False),
        Space(1),
        P(["Resultados expressos em unidades do Sistema Internacional (SI), conforme protocolo do estudo."], size=8.5, italic=True, font=F),
    ] + body + [
        Space(5),
        P(["Fatores de conversão usados pelo laboratório (informativos): glicose mg/dL = mmol/L × 18,02; creatinina mg/dL = µmol/L ÷ 88,4;",
           "colesterol mg/dL = mmol/L × 38,67; triglicerídeos mg/dL = mmol/L × 88,57; bilirrubina mg/dL = µmol/L ÷ 17,1.",
           "Próxima visita do protocolo (V5): 26/05/2025."], size=7.5, font=F),
    ]

    def foot(i, n):
        return [Rule(0.2), P(["Farm.-Bioq. Responsável: Dra. Gisele Bortolini Kunz — CRF-RS 9.881  ·  Documento emitido em 27/02/2025 14:12  ·  pág. 1/1"], size=7, align="C", font=F)]
    return Report("k04", "Hospital de Clínicas Universitário de Porto Alegre - Laboratório de Pesquisa Clínica", col, F, [page], foot, margins=(12, 13, 14, 13))


# =====================================================================================  k05
def k05():
    """Hemoglobin electrophoresis + short CBC + iron, centred exam titles."""
    F = "DejaVu Serif"
    col = d("2025-04-08")
    hba = mk("hba", "Hemoglobina A", 58.4, 1, "%")
    hba2 = mk("hba2", "Hemoglobina A2", 3.2, 1, "%")
    hbf = mk("hbf", "Hemoglobina F", 0.6, 1, "%")
    hbs = mk("hbs", "Hemoglobina S", 37.8, 1, "%", flag="(*)")
    pat = R("Perfil hemoglobínico", "Hemoglobin pattern interpretation", "13514-5", alts=["12710-0"], words="AS - Traço falciforme (heterozigose para HbS)")
    ele = Table([62, 30, 16, 76], [[r.name, C(r, bold=True, align="R"), "%", ref] for r, ref in
                                   [(hba, "95,0 a 98,0 %"), (hba2, "2,0 a 3,5 %"), (hbf, "0,0 a 2,0 %"), (hbs, "Ausente")]],
                header=[["Fração", C("Resultado", align="R"), "", "Valores de referência (adultos)"]], size=9, border="grid",
                head_bg="#efe6d2", pad=(0.9, 1.5), font=F)
    cbc = [(mk("rbc", "Eritrócitos", 4.91, 2, "x10⁶/mm³"), "4,50 a 5,90"), (mk("hb", "Hemoglobina", 13.6, 1, "g/dL"), "13,5 a 17,5"),
           (mk("hct", "Hematócrito", 41.2, 1, "%"), "41,0 a 53,0"), (mk("mcv", "V.C.M.", 83.9, 1, "fL"), "80,0 a 100,0"),
           (mk("mch", "H.C.M.", 27.7, 1, "pg"), "26,0 a 34,0"), (mk("mchc", "C.H.C.M.", 33.0, 1, "g/dL"), "31,0 a 36,0"),
           (mk("wbc", "Leucócitos", 5870, 0, "/mm³"), "4.000 a 11.000"), (mk("plt", "Plaquetas", 264000, 0, "/mm³"), "150.000 a 450.000")]
    cbct = Table([62, 30, 22, 70], [[r.name, C(r, align="R"), r.unit, ref] for r, ref in cbc], size=9, border="none", pad=(0.5, 1.5), font=F,
                 header=[["", "", "", C("Ref. (homem adulto)", italic=True)]], head_bold=False)
    fer = mk("ferr", "Ferritina", 96.0, 1, "ng/mL")
    fe = mk("fe", "Ferro sérico", 88, 0, "µg/dL")
    page = [
        P(["HEMOCLIN SALVADOR"], size=18, bold=True, align="C", font=F, color="#7a4b00"),
        P(["Laboratório de Hematologia e Hemoglobinopatias", "Av. Sete de Setembro, 1144 - Dois de Julho - Salvador/BA - CNES 3319852 - (71) 3321-7700"],
          size=8, align="C", font=F),
        Rule(0.5, "#7a4b00"),
        Table([25, 75, 30, 54], [
            ["Cliente:", C("Rafael Oliveira dos Santos Bispo", bold=True), "Ordem de serviço:", "OS 118.204"],
            ["Nasc.:", "30/09/1997", "Data da coleta:", C(dbr(col), bold=True)],
            ["Solicitante:", "Dr. Caetano Guedes Pires - CRM-BA 27.560", "Data do pedido:", "02/04/2025"],
        ], size=8.5, border="none", pad=(0.5, 0.8), font=F, head_bold=False),
        Rule(0.2, "#7a4b00"), Space(3),
        P(["ELETROFORESE DE HEMOGLOBINA"], size=11, bold=True, align="C", font=F),
        P(["Material: sangue total EDTA  |  Método: HPLC de troca catiônica, confirmação por eletroforese em pH alcalino"], size=7.5, italic=True, align="C", font=F),
        Space(2), ele, Space(2),
        P([[pat.name + ": ", pat]], size=9.5, bold=True, font=F),
        P(["(*) Fração variante presente. Padrões possíveis: AA (normal), AS, SS, AC, SC, AD e outros.",
           "Nota: HbA2 entre 3,5 e 7,0 % sugere traço beta-talassêmico; avaliar com ferritina e índices hematimétricos.",
           "Aconselhamento genético recomendado. Próxima consulta marcada pelo solicitante: 15/05/2025."], size=7.5, font=F),
        Space(4),
        P(["HEMOGRAMA (SÉRIE VERMELHA, LEUCÓCITOS E PLAQUETAS)"], size=11, bold=True, align="C", font=F),
        P(["Material: sangue total EDTA  |  Método: automação por impedância e fluorescência"], size=7.5, italic=True, align="C", font=F),
        Space(1.5), cbct, Space(4),
        P(["PERFIL DE FERRO"], size=11, bold=True, align="C", font=F), Space(1),
        Table([62, 30, 22, 70], [[fer.name, C(fer, align="R"), fer.unit, "Homens: 30,0 a 400,0"],
                                 [fe.name, C(fe, align="R"), fe.unit, "65 a 175"]], size=9, border="none", pad=(0.5, 1.5), font=F),
    ]

    def foot(i, n):
        return [Rule(0.3, "#7a4b00"), P(["Dr. Jorge Amado Nascimento Reis - Hematologista - CRM-BA 14.228", "Laudo conferido e liberado em 10/04/2025 18:20 - Página 1/1"],
                                        size=7.5, align="C", font=F)]
    return Report("k05", "Hemoclin Salvador", col, F, [page], foot, margins=(11, 13, 14, 13))


# =====================================================================================  k06
def k06():
    """Tumour markers with two previous results in dated columns."""
    F = "Liberation Sans"
    col = d("2025-07-14")
    prev1, prev2 = d("2025-01-20"), d("2024-07-08")
    markers = [
        ("cea", "CEA - Antígeno carcinoembrionário", "ng/mL", 1, [(3.1, ""), (2.7, ""), (2.5, "")], "Não fumantes: até 3,8\nFumantes: até 5,5"),
        ("ca199", "CA 19-9", "U/mL", 1, [(18.4, ""), (2.0, "<"), (11.9, "")], "até 37,0"),
        ("afp", "Alfafetoproteína (AFP)", "ng/mL", 1, [(2.9, ""), (3.4, ""), (3.0, "")], "até 8,0"),
        ("psa", "PSA total", "ng/mL", 2, [(6.84, ""), (4.92, ""), (3.87, "")], "até 4,00 (> 60 anos: até 6,50)"),
        ("fpsa", "PSA livre", "ng/mL", 2, [(0.92, ""), (0.81, ""), (0.74, "")], "--"),
        ("psa_ratio", "Relação PSA livre/total", "%", 0, [(13, ""), (16, ""), (19, "")], "superior a 25"),
    ]
    rows = []
    for key, name, unit, dec, vals, ref in markers:
        cells = [ML(*name.split(" - ")) if " - " in name else name]
        names_print = name.replace(" - ", " ") if " - " in name else name
        rs = []
        for (v, cp), dd in zip(vals, [col, prev1, prev2]):
            pre = "inferior a " if cp == "<" else None
            r = mk(key, names_print, v, dec, unit, comp=cp, pre=pre, date=(None if dd == col else dd))
            rs.append(r)
        rows.append(cells + [unit, C(rs[0], bold=True, align="R"), ML(*ref.split("\n")), C(rs[1], align="R"), C(rs[2], align="R")])
    header = [["Marcador", "Unidade", C("Resultado", align="R"), "Referência", C("Anterior", align="R"), C("Anterior", align="R")],
              ["", "", C(dbr(col), align="R"), "", C(dbr(prev1), align="R"), C(dbr(prev2), align="R")]]
    tab = Table([46, 15, 22, 45, 28, 28], rows, header=header, size=8.5, border="grid", head_bg="#dde4ea", pad=(1.0, 1.3), font=F,
                aligns=["L", "L", "R", "L", "R", "R"])
    page = [
        Table([110, 74], [[C("ONCOLAB", size=20, bold=True, color="#8b1c3a"), C("Diagnósticos em Oncologia", align="R", size=9, italic=True)],
                          [C("Rua Gonçalves Dias, 1580 - Funcionários - Belo Horizonte/MG", size=8), C("CNES 5410092  |  RT: Dr. Murilo V. Tupinambá", size=7, align="R")]],
              size=8, border="none", pad=(0.2, 0)),
        Rule(1.0, "#8b1c3a"),
        Table([24, 70, 30, 60], [
            ["PACIENTE", C("ANTÔNIO GERALDO RESENDE LAGES", bold=True), "ATENDIMENTO", "BH-0715-22983"],
            ["NASCIMENTO", "03/03/1956", "DATA DE COLETA", C(dbr(col), bold=True)],
            ["MÉDICO", "Dr. Henrique Andrade Viegas CRM-MG 40.118", "LIBERAÇÃO", "16/07/2025"],
        ], size=8, border="rows", pad=(0.7, 1.0), font=F, head_bold=False, line_w=0.15, color="#888888"),
        Space(4),
        Band("MARCADORES TUMORAIS — HISTÓRICO COMPARATIVO", 10, "#8b1c3a", "#ffffff", font=F),
        P(["Material: soro  ·  Método: quimioluminescência (CLIA), mesmo fabricante dos resultados anteriores"], size=7.5, italic=True, font=F),
        Space(1.5), tab, Space(2),
        P(["Observações:",
           "• Resultados anteriores obtidos neste laboratório; as datas do cabeçalho referem-se à coleta de cada amostra.",
           "• Em exame externo de 2023 o paciente apresentava PSA total de 2,95 ng/mL (informação do pedido médico, sem laudo anexado).",
           "• Velocidade do PSA no último semestre: aproximadamente 1,9 ng/mL em 6 meses.",
           "• Relação PSA livre/total inferior a 25 % associa-se a maior probabilidade de neoplasia quando o PSA total está entre 4 e 10 ng/mL.",
           "• Marcadores tumorais não devem ser usados isoladamente para rastreamento ou diagnóstico."], size=7.8, font=F),
        Space(6),
        P(["Biomédica responsável: Dra. Natália Costa Drummond — CRBM-MG 12.741", "Assinatura eletrônica em 16/07/2025 17:03"], size=8, align="R", font=F),
    ]

    def foot(i, n):
        return [Rule(0.3, "#8b1c3a"), P(["Oncolab Diagnósticos — laudo emitido em 17/07/2025 08:30 — folha 1 de 1"], size=7, align="C", font=F)]
    return Report("k06", "Oncolab Diagnósticos", col, F, [page], foot, margins=(12, 13, 14, 13))


# =====================================================================================  k07
def k07():
    """Urinalysis in three side-by-side columns + urine culture with MIC antibiogram (2 pages)."""
    F = "DejaVu Sans"
    col = d("2025-08-21")

    def header(pg):
        return [
            Cols([(120, [P(["LABORATÓRIO SÃO LUCAS"], size=15, bold=True, color="#1d4e89"),
                         P(["Análises Clínicas e Microbiologia", "R. XV de Novembro, 977 - Centro - Curitiba/PR - CNES 0015504"], size=7.8)]),
                  (62, [P(["Pedido: CT-2508-41172", f"Página {pg}/2", "Emitido em 24/08/2025"], size=7.8, align="R")])]),
            Rule(0.5, "#1d4e89"),
            Table([22, 70, 30, 60], [
                ["Paciente:", C("Helena Kowalski Sbrissia", bold=True), "Data de nascimento:", "17/02/1990"],
                ["Médico:", "Dra. Paula Ribas Gnoatto - CRM-PR 33.904", "Data da coleta:", C(dbr(col) + " (jato médio, 1ª urina)", bold=True)],
                ["Convênio:", "Paraná Vida Saúde", "Entrada no setor:", "21/08/2025 08:55"],
            ], size=7.8, border="none", pad=(0.4, 0.6), head_bold=False),
            Rule(0.2, "#1d4e89"), Space(2),
        ]
    fis = [W("u_color", "Cor", "Amarelo citrino"), W("u_aspect", "Aspecto", "Ligeiramente turvo"),
           mk("u_sg", "Densidade", 1.022, 3, "", thousands=False), mk("u_ph", "pH", 6.0, 1, "")]
    qui = [W("u_prot", "Proteínas", "Traços"), W("u_glu", "Glicose", "Negativo"), W("u_ket", "Cetonas", "Negativo"),
           W("u_hb", "Hemoglobina", "Positivo (+)"), W("u_bil", "Bilirrubina", "Negativo"), W("u_nit", "Nitrito", "Positivo"),
           W("u_le", "Esterase leucocitária", "Positivo (++)")]
    sed = [W("u_wbc", "Leucócitos", "25 a 30", "/campo"), W("u_rbc", "Hemácias", "4 a 6", "/campo"),
           W("u_bact", "Bactérias", "Numerosas")]

    def colt(title, items, wd):
        return [Band(title, 8.5, "#1d4e89", "#ffffff", pad=0.8),
                Table(wd, [[r.name, C([r, (" " + r.unit) if r.unit else ""], bold=True)] for r in items], size=7.8, border="rows",
                      pad=(0.8, 0.8), line_w=0.1, color="#9aaac0")]
    p1 = header(1) + [
        Band("URINA TIPO I (EAS) — ELEMENTOS ANORMAIS E SEDIMENTOSCOPIA", 9.5, "#d5e1f0", "#1d4e89"),
        P(["Material: urina recente   Método: tiras reativas com leitura por refletância; sedimento por microscopia (400x)"], size=7.2, italic=True),
        Space(2),
        Cols([(58, colt("EXAME FÍSICO", fis, [22, 36])), (58, colt("EXAME QUÍMICO", qui, [34, 24])), (58, colt("SEDIMENTOSCOPIA", sed, [24, 34])
                                                                                    + [P(["Cél. epiteliais: raras", "Cilindros: ausentes", "Cristais: ausentes", "Muco: presente (+)"], size=7.5)])], gap=4),
        Space(3),
        Table([58, 126], [["Valores de referência", "Densidade 1,005 a 1,030  •  pH 5,0 a 7,5  •  químico: negativo"],
                          ["", "Leucócitos até 5/campo  •  Hemácias até 3/campo  •  Bactérias: raras"]],
              size=7.2, border="none", pad=(0.3, 0.5), aligns=["L", "L"]),
        Space(3),
        P(["Observação: amostra entregue no laboratório 1 h 40 min após a coleta (limite recomendado: 2 h).",
           "Resultado correlacionado com urocultura em andamento (ver página 2)."], size=7.5, italic=True),
    ]
    cnt = R("Contagem de colônias", "Bacteria colony count in urine", "19090-0", 100000, 0, "UFC/mL", comp=">", pre="superior a ")
    org = W("uc_org", "Microrganismo isolado", "Escherichia coli")
    abx = [("mic_amp", "Ampicilina", 32, ">=", "R"), ("mic_amc", "Amoxicilina/Clavulanato", 8, "", "S"),
           ("mic_cfz", "Cefazolina", 4, "<=", "S"), ("mic_cro", "Ceftriaxona", 1, "<=", "S"),
           ("mic_cip", "Ciprofloxacino", 4, ">=", "R"), ("mic_gen", "Gentamicina", 1, "<=", "S"),
           ("mic_amk", "Amicacina", 2, "<=", "S"), ("mic_mem", "Meropeném", 0.25, "<=", "S"),
           ("mic_nit", "Nitrofurantoína", 32, "<=", "S"), ("mic_sxt", "Sulfametoxazol/Trimetoprima", 320, ">=", "R")]
    arows = []
    for key, name, v, cp, sir in abx:
        r = mk(key, name, v, 2 if v < 1 else 0, "µg/mL", comp=cp)
        arows.append([name, C(r, align="R"), "µg/mL", C("S" if sir == "S" else "", align="C"), C("I" if sir == "I" else "", align="C"),
                      C("R" if sir == "R" else "", align="C", bold=True)])
    abt = Table([62, 24, 20, 16, 16, 16], arows, header=[["Antimicrobiano", C("CIM", align="R"), "Unidade", C("S", align="C"), C("I", align="C"), C("R", align="C")]],
                size=8.2, border="grid", head_bg="#d5e1f0", zebra="#f4f7fb", pad=(0.7, 1.2))
    p2 = header(2) + [
        Band("UROCULTURA COM ANTIBIOGRAMA", 9.5, "#d5e1f0", "#1d4e89"),
        P(["Material: urina jato médio   Semeadura: 21/08/2025 10:30   Leitura: 22/08/2025 e 23/08/2025",
           "Método: semeadura quantitativa em ágar CLED; identificação e CIM por automação (microdiluição)"], size=7.2, italic=True),
        Space(2),
        Table([62, 122], [[cnt.name, C([cnt, " " + cnt.unit], bold=True)], [org.name, C(org, bold=True, italic=True)]],
              size=9, border="none", pad=(0.8, 1.2)),
        Space(3),
        P(["TESTE DE SENSIBILIDADE AOS ANTIMICROBIANOS (CIM)"], size=9, bold=True),
        Space(1), abt, Space(1.5),
        P(["S = sensível; I = sensível aumentando exposição; R = resistente. Interpretação segundo BrCAST 2025.",
           "Fenótipo ESBL: não detectado. Contagem inferior a 10.000 UFC/mL seria considerada sem significado clínico."], size=7.2),
        Space(8),
        P(["Microbiologista: Dr. Eduardo Tadashi Wolff - CRF-PR 22.613", "Liberado em 23/08/2025 17:40"], size=8, align="R"),
    ]

    def foot(i, n):
        return [Rule(0.2), P(["Laboratório São Lucas — os resultados referem-se exclusivamente à amostra analisada. Documento impresso em 24/08/2025."], size=6.8, align="C")]
    return Report("k07", "Laboratório São Lucas", col, F, [p1, p2], foot, margins=(11, 13, 13, 13))


# =====================================================================================  k08
def k08():
    """Anticoagulation clinic: coagulation report with control times + INR history (one row per date)."""
    F = "Liberation Sans"
    col = d("2025-09-02")
    ptp = mk("pt_s", "Tempo de protrombina", 27.8, 1, "segundos", flag="↑")
    pta = mk("pt_act", "Atividade de protrombina", 31, 0, "%")
    inr = mk("inr", "RNI (INR)", 2.64, 2, "")
    ttp = mk("aptt_s", "TTPa", 34.6, 1, "segundos")
    ttr = mk("aptt_r", "Relação paciente/controle", 1.12, 2, "")
    fib = mk("fib", "Fibrinogênio", 318, 0, "mg/dL")
    dd_ = mk("ddim", "D-dímero", 500, 0, "ng/mL FEU", comp="<")
    M = "Liberation Mono"

    def kv(name, r, unit):
        return [[leader(name, 30, "."), r, ("  " + unit) if unit else ""]]
    coag = [
        P(["TEMPO DE PROTROMBINA (TP)"], size=10, bold=True), P(["Plasma citratado - coagulometria óptica - tromboplastina ISI 1,02"], size=7, italic=True),
        P([[leader("Tempo do paciente", 30), ptp, "  segundos"], leader("Tempo do controle", 30) + " 12,1  segundos",
           [leader("Atividade", 30), pta, "  %"], [leader("RNI (INR)", 30), inr]], size=9, font=M),
        P(["Referência: atividade 70 a 100 %; RNI 0,9 a 1,2 (sem anticoagulante); alvo terapêutico 2,0 a 3,0."], size=7.5),
        Space(3),
        P(["TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPa)"], size=10, bold=True), P(["Plasma citratado - coagulometria - reagente com sílica"], size=7, italic=True),
        P([[leader("Tempo do paciente", 30), ttp, "  segundos"], leader("Tempo do controle", 30) + " 30,9  segundos",
           [leader("Relação paciente/controle", 30), ttr]], size=9, font=M),
        P(["Referência: relação até 1,25."], size=7.5),
        Space(3),
        P(["FIBRINOGÊNIO / D-DÍMERO"], size=10, bold=True),
        P([[leader("Fibrinogênio (Clauss)", 30), fib, "  mg/dL"], [leader("D-dímero", 30), dd_, "  ng/mL FEU"]], size=9, font=M),
        P(["Referência: fibrinogênio 200 a 400 mg/dL; D-dímero até 500 ng/mL FEU (ponto de corte para exclusão de TEV)."], size=7.5),
    ]
    # fix printed names to what is printed before the leaders
    ptp.name, pta.name, ttp.name = "Tempo do paciente", "Atividade", "Tempo do paciente"
    fib.name = "Fibrinogênio (Clauss)"
    hist_dates = [d("2025-08-19"), d("2025-08-05"), d("2025-07-22"), d("2025-07-08")]
    hvals = [(24.1, 36, 2.21), (31.9, 26, 3.18), (22.0, 41, 1.96), (18.7, 52, 1.58)]
    hrows = []
    for dd, (s, a, i) in zip(hist_dates, hvals):
        hrows.append([dbr(dd), C(mk("pt_s", "TP", s, 1, "s", date=dd), align="R"), C(mk("pt_act", "Atividade", a, 0, "%", date=dd), align="R"),
                      C(mk("inr", "RNI", i, 2, "", date=dd), align="R"), ["5 mg" if i < 2 else ("2,5 mg" if i > 3 else "3,75 mg")][0]])
    hist = Table([32, 28, 28, 24, 40], hrows, header=[["Data da coleta", C("TP", align="R"), C("Atividade", align="R"), C("RNI", align="R"), "Dose varfarina*"],
                                                       ["", C("s", align="R"), C("%", align="R"), "", "(informada)"]],
                 size=8.5, border="hlines", zebra="#f0f0f0", pad=(0.8, 1.5), aligns=["L", "R", "R", "R", "L"])
    page = [
        Table([120, 64], [[C("CLÍNICA HEMATOLÓGICA DE FORTALEZA", bold=True, size=13), C("Ambulatório de Anticoagulação", align="R", italic=True)],
                          ["Rua Barão de Studart, 2360 - Aldeota - Fortaleza/CE - CNES 9034587", C("Tel. (85) 3261-4480", align="R")]],
              size=8, border="none", pad=(0.3, 0)),
        Rule(1.2), Space(1),
        Table([30, 62, 32, 60], [
            ["Paciente", C("Francisca Idalina Bezerra Parente", bold=True), "Prontuário", "CHF-077.310"],
            ["Data nasc.", "25/12/1949", "Coleta", C(dbr(col) + " 07:10", bold=True)],
            ["Indicação", "Fibrilação atrial - varfarina", "Recepção", "02/09/2025 07:02"],
            ["Médico", "Dr. Aderbal Holanda Cysne CRM-CE 7.719", "Impresso", "02/09/2025 13:26"],
        ], size=8.5, border="grid", pad=(0.6, 1.2), head_bold=False, line_w=0.15, color="#777777"),
        Space(3),
        Band("COAGULOGRAMA", 10.5, "#303030", "#ffffff"),
        Space(2),
    ] + coag + [
        Space(4),
        Band("CONTROLE DE ANTICOAGULAÇÃO ORAL — RESULTADOS ANTERIORES", 9.5, "#d0d0d0", "#000000"),
        Space(1.5), hist,
        P(["* Dose diária informada pelo paciente na recepção; não é resultado laboratorial.",
           "Próximo controle agendado: 16/09/2025.  Última alteração de dose: 06/08/2025."], size=7.5, italic=True),
    ]

    def foot(i, n):
        return [Rule(0.3), P(["Responsável técnico: Dr. Ícaro Benevides Maia - CRM-CE 11.402 - Liberado em 02/09/2025 12:58 - Pág. 1 de 1"], size=7, align="C")]
    return Report("k08", "Clínica Hematológica de Fortaleza", col, F, [page], foot, margins=(12, 13, 14, 13))


# =====================================================================================  k09
def k09():
    """Old LIS plain-text print: caps, no accents, pipes and dashes; 2 pages, header repeated."""
    F = "DejaVu Sans Mono"
    col = d("2025-10-06")
    S = 8.2

    def header(pg):
        return [P([
            "LABORATORIO CENTRAL DE ANALISES CLINICAS DE GOIANIA LTDA            PAG. " + f"{pg:02d}/02",
            "AV. ANHANGUERA 5212 - SETOR CENTRAL - GOIANIA-GO    CNES 2339080",
            "=" * 78,
            "PACIENTE : WALDIR FERNANDES DE MOURA CAIADO           PROTOCOLO: 1006-3381",
            "DT NASC  : 12/06/1972   SEXO: M                      CONVENIO : PARTICULAR",
            "MEDICO   : DR ELIAS BORGES TEODORO CRM-GO 15.880",
            f"DT COLETA: {dbr(col)} 07:25  DT ENTRADA: 06/10/2025  DT IMPRESSAO: 08/10/2025",
            "=" * 78, ""], size=S, font=F)]
    sep = "+" + "-" * 28 + "+" + "-" * 16 + "+" + "-" * 30 + "+"

    def line(r, unit, ref):
        v = r.shown()
        cell = (v.rjust(7) + " " + unit).ljust(15)
        pre_pad = cell[:len(cell) - len(cell.lstrip())]
        rest = cell.strip()[len(v):]
        trail = " " * (15 - len(cell.rstrip()))
        return ["| " + r.name.ljust(27) + "|" + pre_pad, r, rest + trail + " | " + ref.ljust(29) + "|"]

    def block(title, items):
        out = [title, sep, "| EXAME" + " " * 22 + "| RESULTADO      | VALORES DE REFERENCIA        |", sep]
        for r, ref in items:
            out.append(line(r, r.unit, ref))
        out += [sep, ""]
        return out
    b1 = block("BIOQUIMICA  (MATERIAL: SORO)", [
        (mk("glu_f", "GLICOSE", 98, 0, "mg/dL"), "70 - 99"),
        (mk("urea", "UREIA", 36, 0, "mg/dL"), "15 - 45"),
        (mk("crea", "CREATININA", 1.08, 2, "mg/dL"), "0,70 - 1,30"),
        (mk("uric", "ACIDO URICO", 7.9, 1, "mg/dL", flag="H"), "3,5 - 7,2"),
        (mk("ast", "TGO (AST)", 41, 0, "U/L", flag="H"), "ATE 40"),
        (mk("alt", "TGP (ALT)", 67, 0, "U/L", flag="H"), "ATE 41"),
        (mk("ggt", "GAMA GT", 112, 0, "U/L", flag="H"), "10 - 71"),
        (mk("alp", "FOSFATASE ALCALINA", 88, 0, "U/L"), "40 - 129"),
        (mk("bt", "BILIRRUBINA TOTAL", 0.74, 2, "mg/dL"), "ATE 1,20"),
        (mk("bd", "BILIRRUBINA DIRETA", 0.21, 2, "mg/dL"), "ATE 0,30"),
        (mk("bi", "BILIRRUBINA INDIRETA", 0.53, 2, "mg/dL"), "ATE 0,90"),
        (mk("tp", "PROTEINAS TOTAIS", 7.2, 1, "g/dL"), "6,4 - 8,3"),
        (mk("alb", "ALBUMINA", 4.5, 1, "g/dL"), "3,5 - 5,2"),
    ])
    b2 = block("ELETROLITOS", [
        (mk("na", "SODIO", 140, 0, "mEq/L"), "136 - 145"),
        (mk("k", "POTASSIO", 4.6, 1, "mEq/L"), "3,5 - 5,1"),
        (mk("ca", "CALCIO", 9.6, 1, "mg/dL"), "8,6 - 10,2"),
        (mk("mg", "MAGNESIO", 2.0, 1, "mg/dL"), "1,6 - 2,6"),
    ])
    p1 = header(1) + [P(b1 + b2 + ["OBS: AMOSTRA LIPEMICA (+). RESULTADO DE TGP ANTERIOR (AGO/2025): 59 U/L.", "JEJUM INFORMADO: 12 HORAS"], size=S, font=F)]
    b3 = block("PERFIL LIPIDICO  (MATERIAL: SORO)", [
        (mk("chol", "COLESTEROL TOTAL", 231, 0, "mg/dL", flag="H"), "DESEJAVEL < 190"),
        (mk("hdl", "HDL COLESTEROL", 38, 0, "mg/dL", flag="L"), "> 40"),
        (mk("ldl_c", "LDL COLESTEROL (FRIEDEWALD)", 148, 0, "mg/dL"), "CONFORME RISCO CV"),
        (mk("nonhdl", "COLESTEROL NAO-HDL", 193, 0, "mg/dL"), "CONFORME RISCO CV"),
        (mk("tg", "TRIGLICERIDES", 225, 0, "mg/dL", flag="H"), "< 150"),
    ])
    b4 = block("FERRO / INFLAMACAO / TIREOIDE", [
        (mk("fe", "FERRO SERICO", 121, 0, "ug/dL"), "65 - 175"),
        (mk("ferr", "FERRITINA", 412, 0, "ng/mL", flag="H"), "30 - 400"),
        (mk("crp", "PROTEINA C REATIVA", 0.3, 1, "mg/L", comp="<", pre="<"), "< 5,0"),
        (mk("tsh", "TSH", 2.41, 2, "uUI/mL"), "0,27 - 4,20"),
        (mk("ft4", "T4 LIVRE", 1.18, 2, "ng/dL"), "0,93 - 1,70"),
    ])
    p2 = header(2) + [P(b3 + b4 + [
        "LEGENDA: H = ACIMA DO VALOR DE REFERENCIA   L = ABAIXO DO VALOR DE REFERENCIA",
        "LDL CALCULADO PELA FORMULA DE FRIEDEWALD (TG < 400 MG/DL).",
        "",
        "LIBERADO POR: FARM. BIOQ. NEUSA RAMOS VILELA CRF-GO 3.771  EM 07/10/2025 18:02",
        "*** FIM DO LAUDO ***"], size=S, font=F)]
    return Report("k09", "Laboratório Central de Análises Clínicas de Goiânia", col, F, [p1, p2], None, margins=(14, 12, 14, 16))


# =====================================================================================  k10
def k10():
    """Prenatal first-trimester panel."""
    F = "DejaVu Sans"
    col = d("2025-11-04")
    rows = [
        ("IMUNO-HEMATOLOGIA", [
            (W("abo", "Grupo sanguíneo (ABO)", "O"), "", "Gel-teste (prova direta e reversa)"),
            (W("rh", "Fator Rh (D)", "Negativo"), "", "Gel-teste; pesquisa de D fraco negativa"),
            (W("iat", "Coombs indireto (pesquisa de anticorpos irregulares)", "Negativo"), "", "Painel de hemácias triadas, gel AGH"),
        ]),
        ("SOROLOGIAS", [
            (W("vdrl", "VDRL", "Não reagente"), "Não reagente", "Floculação"),
            (W("hiv", "Anti-HIV 1/2 e antígeno p24", "Não reagente"), "Não reagente", "Quimioluminescência 4ª geração"),
            (W("hbsag", "HBsAg", "Não reagente"), "Não reagente", "Quimioluminescência"),
            (W("hcv", "Anti-HCV", "Não reagente"), "Não reagente", "Quimioluminescência"),
            (mk("toxo_g", "Toxoplasmose IgG", 48.6, 1, "UI/mL"), "Reagente: igual ou superior a 8,8 UI/mL", "CLIA"),
            (W("toxo_m", "Toxoplasmose IgM", "Não reagente"), "Índice < 0,50: não reagente", "CLIA"),
            (mk("rub_g", "Rubéola IgG", 500, 0, "UI/mL", comp=">", pre="> "), "Reagente: igual ou superior a 10 UI/mL", "CLIA"),
            (W("rub_m", "Rubéola IgM", "Não reagente"), "Não reagente", "CLIA"),
        ]),
        ("BIOQUÍMICA E HEMATOLOGIA", [
            (mk("glu_f", "Glicemia de jejum", 84, 0, "mg/dL"), "Gestante: inferior a 92 mg/dL", "Hexoquinase"),
            (mk("hb", "Hemoglobina", 11.6, 1, "g/dL"), "Gestante: igual ou superior a 11,0 g/dL", "Automação"),
            (mk("hct", "Hematócrito", 34.8, 1, "%"), "33,0 a 44,0 %", "Automação"),
            (mk("plt", "Plaquetas", 248, 0, "mil/mm³"), "150 a 450 mil/mm³", "Automação"),
            (mk("tsh", "TSH", 1.86, 2, "µUI/mL"), "1º trimestre: 0,10 a 2,50 µUI/mL", "CLIA"),
        ]),
    ]
    body = []
    for sec, items in rows:
        body += [Space(2.5), Band(sec, 9, "#f6dbe4", "#7a1f45")]
        trs = []
        for r, ref, meth in items:
            nm = r.name
            if len(nm) > 34:
                a, b = nm.split(" (")
                nm_cell = ML(a, "(" + b)
            else:
                nm_cell = nm
            val = C([r, (" " + r.unit) if r.unit else ""], bold=True)
            trs.append([nm_cell, val, ML(ref, meth)])
        body.append(Table([62, 42, 82], trs, size=8.2, border="rows", pad=(0.6, 1.2), line_w=0.12, color="#c9a3b4"))
    page = [
        Table([120, 66], [[C("Maternidade Nossa Senhora do Parto", size=15, bold=True, color="#7a1f45"), C("Laboratório de Análises Clínicas", align="R", size=8)],
                          [C("Rua Areolino de Abreu, 1250 - Centro - Teresina/PI - CNES 2726815", size=7.5), C("RT: Dra. Socorro Leal Castelo Branco - CRF-PI 1.982", align="R", size=7)]],
              size=8, border="none", pad=(0.2, 0)),
        Rule(0.6, "#7a1f45"),
        Band("PAINEL PRÉ-NATAL — 1º TRIMESTRE", 11, "#7a1f45", "#ffffff", align="C"),
        Space(1),
        Table([32, 62, 34, 58], [
            ["Gestante:", C("Luana Rodrigues Nery Portela", bold=True), "Cartão SUS:", "708 4021 9983 5530"],
            ["Nascimento:", "11/04/1998 (27 anos)", "Data da coleta:", C(dbr(col), bold=True)],
            ["DUM:", "02/09/2025", "Idade gestacional:", "9 semanas e 0 dia (pela DUM)"],
            ["DPP:", "09/06/2026", "Pré-natal:", "UBS Dirceu II - Enf. Marta Sousa"],
            ["Solicitação:", "28/10/2025", "Liberação:", "07/11/2025"],
        ], size=8, border="box", pad=(0.5, 1.2), head_bold=False, line_w=0.3, color="#7a1f45"),
    ] + body + [
        Space(2),
        P(["Gestante Rh negativo com Coombs indireto negativo: repetir a pesquisa de anticorpos com 28 semanas (prevista para 16/03/2026)",
           "e avaliar imunoprofilaxia anti-D conforme protocolo. Toxoplasmose: IgG reagente e IgM não reagente sugerem imunidade (infecção antiga).",
           "Exame de 2022 (outra gestação): toxoplasmose IgG 51,2 UI/mL - informado pela paciente, sem laudo."], size=7.3, italic=True),
    ]

    def foot(i, n):
        return [Rule(0.3, "#7a1f45"), P(["Documento assinado digitalmente em 07/11/2025 10:14. Verifique a autenticidade com o código MNSP-7F3K-21QA.   Página 1 de 1"], size=6.8, align="C")]
    return Report("k10", "Maternidade Nossa Senhora do Parto - Laboratório", col, F, [page], foot, margins=(10, 12, 13, 12))


# =====================================================================================  k11
def k11():
    """Endocrinology: thyroid/autoimmunity panel and dot-leader results with multi-line references."""
    F = "Liberation Serif"
    col = d("2025-12-09")
    tsh = mk("tsh", "TSH ultrassensível", 7.84, 2, "mUI/L", flag="Alto")
    ft4 = mk("ft4", "T4 livre", 0.86, 2, "ng/dL")
    t3 = mk("t3", "T3 total", 98, 0, "ng/dL")
    tpo = mk("tpo", "Anticorpo anti-tireoperoxidase (Anti-TPO)", 1300, 0, "UI/mL", comp=">", pre="superior a ")
    tga = mk("tgab", "Anticorpo anti-tireoglobulina", 386.0, 1, "UI/mL")
    trab = mk("trab", "TRAb - anticorpo anti-receptor de TSH", 0.8, 1, "UI/L", comp="<", pre="< ")
    tg = mk("tg_thy", "Tireoglobulina", 0.2, 1, "ng/mL", comp="<", pre="inferior a ")
    ana = R("FAN (fator antinúcleo) - Hep-2", "Nuclear Ab titer", "5048-4", words="1/160", unit="")
    vitd = mk("vitd", "25-hidroxivitamina D", 23.4, 1, "ng/mL")
    b12 = mk("b12", "Vitamina B12", 286, 0, "pg/mL")
    S = 9.5
    tab = Table([80, 40, 66], [
        [ML("Anticorpo anti-tireoperoxidase", "(Anti-TPO)"), C(tpo, bold=True, align="R"), "Inferior a 34,0 UI/mL"],
        [tga.name, C(tga, bold=True, align="R"), "Inferior a 115,0 UI/mL"],
        [trab.name, C(trab, bold=True, align="R"), "Negativo: inferior a 1,75 UI/L"],
        [tg.name, C(tg, bold=True, align="R"), "Adultos com tireoide: 3,5 a 77,0"],
    ], header=[["Exame", C("Resultado", align="R"), "Referência"]], size=S, border="grid", pad=(0.9, 1.5), font=F, head_bg="#e6e6e6",
        aligns=["L", "R", "L"])
    # value cells carry the unit after the value
    tab.rows[0][1] = C([tpo, " UI/mL"], bold=True, align="R")
    tab.rows[1][1] = C([tga, " UI/mL"], bold=True, align="R")
    tab.rows[2][1] = C([trab, " UI/L"], bold=True, align="R")
    tab.rows[3][1] = C([tg, " ng/mL"], bold=True, align="R")

    def dl(r, unit, meth, refs):
        return [P([[leader(r.name, 44, "."), r, " " + unit if unit else ""]], size=10, bold=True, font=F),
                P([meth], size=7.5, italic=True, font=F),
                P(refs, size=8, font=F, indent=6), Space(1.8)]
    page = [
        P(["INSTITUTO DE ENDOCRINOLOGIA E METABOLOGIA DE FLORIANÓPOLIS"], size=13, bold=True, font=F),
        P(["Laboratório de Hormônios  ·  Rua Bocaiúva, 2125, Centro  ·  Florianópolis – SC  ·  CNES 4402112"], size=8, font=F),
        Rule(0.3), Rule(0.3),
        P([f"Paciente: Cristiane Schmitt Ramos da Luz        Nascimento: 19/05/1984        Sexo: F",
           f"Coleta: {dbr(col)} às 08h05        Requisição: 01/12/2025        Resultado liberado: 11/12/2025",
           "Médica: Dra. Ingrid Vieira Bittencourt — CRM-SC 19.664        Retorno agendado: 08/01/2026"], size=9, font=F),
        Rule(0.3), Space(2),
        P(["FUNÇÃO TIREOIDIANA"], size=11, bold=True, font=F), Space(1),
    ] + dl(tsh, tsh.unit, "Soro — eletroquimioluminescência", ["Valores de referência:", "Adultos: 0,27 a 4,20 mUI/L", "Gestantes 1º trim.: 0,10 a 2,50 mUI/L; 2º e 3º trim.: 0,20 a 3,00 mUI/L",
                                                                 "Crianças 1 a 6 anos: 0,70 a 5,97 mUI/L"]) \
        + dl(ft4, ft4.unit, "Soro — eletroquimioluminescência", ["Valores de referência:", "Adultos: 0,93 a 1,70 ng/dL", "Crianças: 0,96 a 1,77 ng/dL"]) \
        + dl(t3, t3.unit, "Soro — eletroquimioluminescência", ["Valores de referência:", "Adultos: 80 a 200 ng/dL", "Acima de 50 anos: 60 a 181 ng/dL"]) + [
        Space(1), P(["AUTOIMUNIDADE TIREOIDIANA"], size=11, bold=True, font=F), Space(1), tab,
        P(["Anti-TPO acima do limite superior de medição do ensaio (diluição não realizada)."], size=7.5, italic=True, font=F),
        Space(3), P(["OUTROS"], size=11, bold=True, font=F), Space(1),
        P([[leader(ana.name, 44, "."), ana]], size=10, bold=True, font=F),
        P(["Imunofluorescência indireta — padrão nuclear pontilhado fino (AC-4)", ], size=7.5, italic=True, font=F),
        P(["Referência: não reagente (título inferior a 1/80)"], size=8, font=F, indent=6), Space(1.8),
    ] + dl(vitd, vitd.unit, "Soro — quimioluminescência", ["Valores de referência (SBPC/ML 2017):", "População saudável até 60 anos: superior a 20 ng/mL",
                                                            "Grupos de risco: 30 a 60 ng/mL"]) \
        + dl(b12, b12.unit, "Soro — quimioluminescência", ["Valores de referência: 197 a 771 pg/mL"])
    ana.name = "FAN (fator antinúcleo) - Hep-2"

    def foot(i, n):
        return [Rule(0.3), P(["Dr. Bruno Althoff Medeiros — Patologista Clínico — CRM-SC 12.503 / RQE 8.110   ·   Emitido em 11/12/2025 09:31   ·   1/1"], size=7.5, align="C", font=F)]
    return Report("k11", "Instituto de Endocrinologia e Metabologia de Florianópolis", col, F, [page], foot, margins=(12, 14, 14, 14))


# =====================================================================================  k12
def k12():
    """Check-up: stacked CBC series with differential % and /mm³ on separate lines; glued units; lipids/diabetes."""
    F = "DejaVu Sans Condensed"
    col = d("2026-01-13")
    Sz = 8.4

    def ser(title, rows, widths):
        return [Band(title, 8.8, "#e8e8e8", "#000000", pad=0.6), Table(widths, rows, size=Sz, border="none", pad=(0.35, 1.2),
                                                                      aligns=["L", "R", "L", "L"])]
    vr = [(mk("rbc", "Eritrócitos", 5.12, 2, "milhões/mm³"), "4,30 a 5,70"), (mk("hb", "Hemoglobina", 15.1, 1, "g/dL"), "13,0 a 17,5"),
          (mk("hct", "Hematócrito", 45.3, 1, "%"), "39,0 a 50,0"), (mk("mcv", "VCM", 88.5, 1, "fL"), "81,0 a 95,0"),
          (mk("mch", "HCM", 29.5, 1, "pg"), "26,0 a 34,0"), (mk("mchc", "CHCM", 33.3, 1, "g/dL"), "31,0 a 36,0"),
          (mk("rdw", "RDW-CV", 12.8, 1, "%"), "11,6 a 14,8")]
    red = [[r.name, C(r, bold=True), r.unit, ref] for r, ref in vr]
    wbc = mk("wbc", "Leucócitos", 7240, 0, "/mm³")
    white = [[wbc.name, C(wbc, bold=True), wbc.unit, "3.600 a 11.000"]]
    for key, name, p, a, rp, ra in [("neut", "Neutrófilos segmentados", 61.2, 4431, "45,5 a 73,5", "1.500 a 7.000"),
                                    ("eos", "Eosinófilos", 4.1, 297, "0,0 a 5,0", "0 a 500"),
                                    ("baso", "Basófilos", 0.6, 43, "0,0 a 2,0", "0 a 200"),
                                    ("lym", "Linfócitos", 27.5, 1991, "18,0 a 48,0", "1.000 a 4.800"),
                                    ("mono", "Monócitos", 6.6, 478, "2,0 a 11,0", "100 a 1.000")]:
        r1 = mk(key + "_p", name, p, 1, "%")
        r2 = mk(key + "_a", name, a, 0, "/mm³")
        white.append([name, C(r1, bold=True), "%", rp])
        white.append(["", C(r2, bold=True), "/mm³", ra])
    plt = mk("plt", "Plaquetas", 302000, 0, "/mm³")
    mpv = mk("mpv", "Volume plaquetário médio", 9.7, 1, "fL")
    plq = [[plt.name, C(plt, bold=True), plt.unit, "150.000 a 400.000"], [mpv.name, C(mpv, bold=True), mpv.unit, "9,2 a 12,6"]]
    wd = [44, 22, 22, 34]
    cbc = ser("ERITROGRAMA", red, wd) + [Space(1.5)] + ser("LEUCOGRAMA", white, wd) + [Space(1.5)] + ser("PLAQUETOGRAMA", plq, wd)
    # right column: metabolic panel with units glued to the values
    met = [(mk("glu_f", "Glicose", 112, 0, "mg/dL"), "70-99mg/dL"), (mk("hba1c", "Hemoglobina glicada", 6.1, 1, "%"), "4,0-5,6%"),
           (mk("chol", "Colesterol total", 204, 0, "mg/dL"), "<190mg/dL"), (mk("hdl", "HDL", 47, 0, "mg/dL"), ">40mg/dL"),
           (mk("ldl_c", "LDL (calculado)", 127, 0, "mg/dL"), "<130mg/dL"), (mk("tg", "Triglicerídeos", 150, 0, "mg/dL"), "<150mg/dL"),
           (mk("crea", "Creatinina", 0.98, 2, "mg/dL"), "0,70-1,30mg/dL"), (mk("alt", "ALT/TGP", 29, 0, "U/L"), "<41U/L"),
           (mk("vitd", "Vitamina D (25-OH)", 31.7, 1, "ng/mL"), ">20ng/mL")]
    mrows = []
    for r, ref in met:
        mrows.append([r.name, C([r, r.unit], bold=True, align="R")])
        mrows.append([C(f"ref.: {ref}", size=6.8, color="#555555"), ""])
    right = [Band("BIOQUÍMICA", 8.8, "#e8e8e8", "#000000", pad=0.6),
             Table([33, 23], mrows, size=Sz, border="none", pad=(0.3, 1.0), aligns=["L", "R"])]
    page = [
        Cols([(122, [P(["Laboratório Triângulo Mineiro"], size=16, bold=True, color="#0a6b62"),
                     P(["Medicina Diagnóstica  -  Av. Rondon Pacheco, 3040 - Uberlândia/MG  -  CNES 6581036"], size=7.5)]),
              (60, [P(["CHECK-UP EXECUTIVO", "Ficha 26011-3094"], size=8.5, bold=True, align="R")])]),
        Rule(1.5, "#0a6b62"),
        Table([20, 72, 26, 66], [
            ["Cliente", C("Leonardo Tavares Junqueira Borges", bold=True), "Nascimento", "07/10/1981"],
            ["Coleta", C(dbr(col) + "  08:14", bold=True), "Cadastro", "12/01/2026"],
            ["Solicitante", "Dr. Fábio Arantes Resende CRM-MG 66.031", "Impressão", "15/01/2026 07:50"],
        ], size=8, border="rows", pad=(0.6, 1.0), head_bold=False, line_w=0.1, color="#0a6b62"),
        Space(2.5),
        P(["HEMOGRAMA COMPLETO  ·  sangue total EDTA  ·  contagem automatizada com revisão de lâmina"], size=8.5, bold=True),
        Space(1),
        Cols([(122, cbc), (56, right)], gap=4),
        Space(3),
        P(["Comentário: glicemia de jejum entre 100 e 125 mg/dL e HbA1c entre 5,7 e 6,4 % são compatíveis com pré-diabetes (ADA).",
           "Check-up anterior (jan/2025): glicose 104 mg/dL, HbA1c 5,8 %. Retorno com o clínico previsto para 27/01/2026."], size=7.5, italic=True),
    ]

    def foot(i, n):
        return [Rule(0.4, "#0a6b62"), P(["Liberado em 14/01/2026 às 16:22 por Dra. Vanessa Queiroz Guimarães - CRBM-MG 8.004   |   Página 1 de 1"], size=7, align="C")]
    return Report("k12", "Laboratório Triângulo Mineiro", col, F, [page], foot, margins=(10, 14, 13, 14))


ALL = [k01, k02, k03, k04, k05, k06, k07, k08, k09, k10, k11, k12]
