"""The twelve invented reports of set "ax", each described once as data.

Everything here is invented: laboratories, people, addresses, registration
numbers and values.
"""
from model import R, N, V, U, C, H, P, Sp, HR, T, Cols, Box
from report import Report


def row(r, ref="", order="nvur", bold_value=True, ref_size=None):
    """A table row for result r following column order letters:
    n name, v value(+flag), u unit, r reference, w value+unit together."""
    cells = []
    for ch in order:
        if ch == "n":
            cells.append(N(r))
        elif ch == "v":
            cells.append(V(r, bold=bold_value))
        elif ch == "w":
            cells.append(V(r, bold=bold_value, unit=True))
        elif ch == "u":
            cells.append(U(r))
        elif ch == "r":
            cells.append(C(ref, size=ref_size))
    return cells


def block(title, material, method, lines, refs, base, res_w=(0.30, 0.22, 0.48),
          result_label=None, note=None):
    """Heading / material / method / result block."""
    out = [H(title, level=1)]
    mm = []
    if material:
        mm.append("Material: " + material)
    if method:
        mm.append("Método: " + method)
    if mm:
        out.append(P("   ".join(mm), size=base - 1, italic=True))
    rows = []
    for r in lines:
        rows.append([C(result_label or (r.name + ":")), V(r, unit=True), C("")])
    if rows:
        out.append(T(rows, list(res_w)))
    if refs:
        out.append(P(refs, size=base - 1.5))
    if note:
        out.append(P(note, size=base - 1.5, italic=True))
    out.append(Sp(1.2))
    return out


def blk1(title, key, vt, unit, material, method, refs, base, bw, flag="",
         label="Resultado:", note=None, date=None):
    """Single-result block; the result's printed name is the block heading."""
    r = R(title, key, vt, unit, flag=flag, date=date)
    return block(title, material, method, [r], refs, base, bw, result_label=label, note=note)


# =========================================================================
# ax01 – adult woman check-up, ruled table, band header, arrows as flags
# =========================================================================
def ax01():
    base = 8.5
    hem = [
        R("Hemácias", "rbc", "4,38", "milhões/mm³"),
        R("Hemoglobina", "hb", "12,9", "g/dL"),
        R("Hematócrito", "hct", "38,6", "%"),
        R("VCM", "mcv", "88,1", "fL"),
        R("HCM", "mch", "29,5", "pg"),
        R("CHCM", "mchc", "33,4", "g/dL"),
        R("RDW", "rdw", "13,1", "%"),
    ]
    hrefs = ["3,90 a 5,20", "12,0 a 15,5", "35,0 a 45,0", "80,0 a 98,0",
             "27,0 a 33,0", "32,0 a 36,0", "11,5 a 15,0"]
    wbc = R("Leucócitos", "wbc", "6.420", "/mm³")
    diff = [("Bastonetes", "band", "2", "128", "0 a 5", "0 a 500"),
            ("Segmentados", "seg", "57", "3.659", "40 a 70", "1.600 a 7.000"),
            ("Eosinófilos", "eos", "4", "257", "1 a 5", "40 a 500"),
            ("Basófilos", "bas", "1", "64", "0 a 2", "0 a 200"),
            ("Linfócitos", "lym", "29", "1.862", "20 a 45", "800 a 4.500"),
            ("Monócitos", "mon", "7", "449", "2 a 10", "80 a 1.000")]
    rows = ["SUB:Eritrograma"]
    for r, ref in zip(hem, hrefs):
        rows.append(row(r, ref))
    rows += ["SUB:Leucograma", row(wbc, "4.000 a 10.000")]
    t1 = T(rows, [0.30, 0.17, 0.17, 0.36],
           header=["Exame", "Resultado", "Unidade", "Valores de referência"],
           rules="hlines", aligns=["left", "right", "left", "left"])
    drows = []
    for name, k, p, a, rp, ra in diff:
        rp_ = R(name, k + "_p", p, "%")
        ra_ = R(name, k + "_a", a, "/mm³")
        drows.append([N(rp_), V(rp_), V(ra_), C(rp), C(ra)])
    t2 = T(drows, [0.30, 0.12, 0.16, 0.16, 0.26],
           header=["Contagem diferencial", "%", "/mm³", "Ref. (%)", "Ref. (/mm³)"],
           rules="hlines", aligns=["left", "right", "right", "left", "left"])
    plt = R("Plaquetas", "plt", "251.000", "/mm³")
    mpv = R("VPM", "mpv", "9,8", "fL")
    t3 = T([row(plt, "150.000 a 450.000"), row(mpv, "7,4 a 10,4")],
           [0.30, 0.17, 0.17, 0.36], header=["Plaquetograma", "", "", ""],
           rules="hlines", aligns=["left", "right", "left", "left"])
    p1 = [H("HEMOGRAMA COMPLETO", rule=True),
          P("Material: Sangue total com EDTA    Método: Citometria de fluxo e impedância (Sysmex XN)",
            size=base - 1, italic=True), Sp(1),
          t1, Sp(2), t2, Sp(2), t3, Sp(2),
          P("Série vermelha: normocitose e normocromia.  Série branca: sem alterações morfológicas.\n"
            "Plaquetas: morfologia normal.  Lâmina revisada por microscopia.", size=base - 1),
          ]
    glu = R("Glicose", "glu_f", "92", "mg/dL")
    a1c = R("Hemoglobina glicada (HbA1c)", "a1c", "5,6", "%")
    eag = R("Glicose média estimada", "eag", "114", "mg/dL")
    chol = R("Colesterol total", "chol", "212", "mg/dL", flag="↑")
    hdl = R("HDL-COLESTEROL", "hdl", "48", "mg/dL")
    ldl = R("LDL-COLESTEROL", "ldl_calc", "138", "mg/dL", flag="↑")
    vldl = R("VLDL-COLESTEROL", "vldl", "26", "mg/dL")
    nhdl = R("Colesterol não-HDL", "nonhdl", "164", "mg/dL", flag="↑")
    tg = R("Triglicérides", "tg", "132", "mg/dL")
    tsh = R("TSH - Hormônio tireoestimulante", "tsh", "2,84", "µUI/mL")
    ft4 = R("T4 livre", "ft4", "1,12", "ng/dL")
    W = [0.30, 0.17, 0.17, 0.36]
    A = ["left", "right", "left", "left"]
    hd = ["Exame", "Resultado", "Unidade", "Valores de referência"]
    p2 = [H("BIOQUÍMICA", rule=True),
          P("Material: Plasma (fluoreto) / Sangue total (EDTA)    Método: Enzimático (hexoquinase) / HPLC",
            size=base - 1, italic=True), Sp(1),
          T([row(glu, "70 a 99"), row(a1c, "Inferior a 5,7"), row(eag, "—")], W, header=hd,
            rules="hlines", aligns=A),
          Sp(3),
          H("PERFIL LIPÍDICO", rule=True),
          P("Material: Soro    Método: Enzimático colorimétrico automatizado. LDL e VLDL calculados (Friedewald).",
            size=base - 1, italic=True), Sp(1),
          T([row(chol, "Desejável: inferior a 190"), row(hdl, "Desejável: superior a 40"),
             row(ldl, "Ver categoria de risco abaixo"), row(vldl, "—"),
             row(nhdl, "Ver categoria de risco abaixo"), row(tg, "Desejável: inferior a 150")],
            W, header=hd, rules="hlines", aligns=A),
          Sp(1),
          P("Metas de LDL-colesterol (mg/dL) conforme categoria de risco cardiovascular:\n"
            "Baixo risco: < 130   Intermediário: < 100   Alto: < 70   Muito alto: < 50\n"
            "Jejum informado: 12 horas. Amostra sem lipemia.", size=base - 1.5),
          Sp(3),
          H("FUNÇÃO TIREOIDIANA", rule=True),
          P("Material: Soro    Método: Eletroquimioluminescência", size=base - 1, italic=True), Sp(1),
          T([row(tsh, "0,45 a 4,50"), row(ft4, "0,70 a 1,80")], W, header=hd,
            rules="hlines", aligns=A),
          Sp(1),
          P("Nota: resultados de TSH podem sofrer interferência de biotina em doses elevadas;\n"
            "suspender o suplemento 72 horas antes da coleta.", size=base - 1.5, italic=True),
          ]
    rep = Report(
        "ax01",
        dict(name="Laboratório Santa Luzia de Análises Clínicas",
             addr="Rua Barão de Itapura Nova, 1482 – Botafogo – Campinas/SP – CEP 13020-431 – Tel. (19) 3294-6170",
             reg="CNPJ 47.318.562/0001-09   CNES 7461238   Resp. técnica: Dra. Helena Marques Vilela – CRF-SP 41.873"),
        "Campinas/SP", "2025-03-10",
        dict(font="sans", base=base, accent="#1f4e8c"),
        [[("Paciente:", "MARIANA TAVARES LOPES"), ("Sexo:", "Feminino"), ("Pedido:", "0311-48271")],
         [("Nasc.:", "14/07/1979 (45 anos)"), ("Convênio:", "Particular"), ("Solicitado:", "06/03/2025")],
         [("Médico:", "Dr. Ricardo A. Prado CRM-SP 118452"), ("Coleta:", "10/03/2025 07:42"),
          ("Recebido:", "10/03/2025 08:15")],
         [("Unidade:", "Cambuí – posto 03"), ("Liberado:", "11/03/2025"), ("Impresso:", "12/03/2025 09:31")]],
        [p1, p2],
        ["Dra. Helena Marques Vilela – CRF-SP 41.873", "Farmacêutica-Bioquímica – Responsável Técnica",
         "Liberado eletronicamente em 11/03/2025 16:03"],
        footer_note="Laudo válido somente com assinatura eletrônica.",
        header_kind="band")
    rep.features = ["band header", "ruled table (hlines)", "differential % and /mm³ columns",
                    "arrow flags", "HDL-COLESTEROL", "LDL risk table (not results)"]
    return rep



# =========================================================================
# ax02 – child, monospaced "system" print, dotted leaders, urinalysis
# =========================================================================
def ax02():
    base = 8.5
    W = [0.36, 0.14, 0.17, 0.33]
    hem = [("Hemácias", "rbc", "4,71", "milhões/mm³", "", "4,00 a 5,20"),
           ("Hemoglobina", "hb", "11,4", "g/dL", "*", "11,5 a 15,5"),
           ("Hematócrito", "hct", "35,2", "%", "", "35,0 a 45,0"),
           ("VCM", "mcv", "74,7", "fL", "*", "77,0 a 95,0"),
           ("HCM", "mch", "24,2", "pg", "*", "25,0 a 33,0"),
           ("CHCM", "mchc", "32,4", "g/dL", "", "31,0 a 37,0"),
           ("RDW", "rdw", "15,8", "%", "*", "11,5 a 14,5")]
    rows = ["SUB:ERITROGRAMA"]
    for n, k, v, u, f, ref in hem:
        r = R(n, k, v, u, flag=f)
        rows.append([N(r), V(r, unit=True, span=2), C(ref)])
    rows.append("SUB:LEUCOGRAMA")
    wbc = R("Leucócitos", "wbc", "7.380", "/mm³")
    rows.append([N(wbc), V(wbc, unit=True, span=2), C("5.000 a 14.500")])
    diff = [("Segmentados", "seg", "42", "3.100", "", "25 a 60 %"),
            ("Eosinófilos", "eos", "8", "590", "*", "1 a 5 %"),
            ("Basófilos", "bas", "0", "0", "", "0 a 1 %"),
            ("Linfócitos", "lym", "44", "3.247", "", "25 a 50 %"),
            ("Monócitos", "mon", "6", "443", "", "2 a 10 %")]
    for n, k, p, a, f, ref in diff:
        rp = R(n, k + "_p", p, "%", flag=f)
        ra = R(n, k + "_a", a, "/mm³")
        rows.append([N(rp), V(rp, unit=True), V(ra, unit=True), C(ref)])
    rows.append("SUB:PLAQUETAS")
    plt = R("Plaquetas", "plt", "312.000", "/mm³")
    rows.append([N(plt), V(plt, unit=True, span=2), C("150.000 a 450.000")])
    p1 = [H("HEMOGRAMA"),
          P("Material: sangue total (EDTA)   Método: automação hematológica + microscopia", size=base - 1),
          Sp(1),
          T(rows, W, header=["", "Resultado", "", "Ref. para a idade"], leaders=True,
            aligns=["left", "right", "right", "left"]),
          Sp(1),
          P("Obs.: microcitose e hipocromia discretas; eosinofilia relativa.\n"
            "(*) resultado fora do intervalo de referência para a faixa etária.", size=base - 1),
          Sp(3),
          HR(0.2, "#555555")]
    iron = R("Ferro sérico", "iron", "38", "µg/dL", flag="*")
    ferr = R("Ferritina", "ferritin", "11,2", "ng/mL")
    p1 += [H("FERRO SÉRICO E FERRITINA"),
           P("Material: soro   Método: colorimétrico (ferrozina) / quimioluminescência", size=base - 1),
           T([[N(iron), V(iron, unit=True, span=2), C("50 a 120")],
              [N(ferr), V(ferr, unit=True, span=2), C("7,0 a 140,0")]], W, leaders=True,
             aligns=["left", "right", "right", "left"])]
    eas = [("SUB:EXAME FÍSICO", None),
           (R("Cor", "u_color", "Amarelo citrino"), "Amarelo citrino"),
           (R("Aspecto", "u_aspect", "Ligeiramente turvo"), "Límpido"),
           (R("Densidade", "u_sg", "1,025"), "1,005 a 1,030"),
           (R("pH", "u_ph", "6,0"), "5,0 a 7,5"),
           ("SUB:EXAME QUÍMICO (tira reagente)", None),
           (R("Proteínas", "u_prot", "Negativo"), "Negativo"),
           (R("Glicose", "u_glu", "Negativo"), "Negativo"),
           (R("Corpos cetônicos", "u_ket", "Negativo"), "Negativo"),
           (R("Hemoglobina", "u_hb", "Negativo"), "Negativo"),
           (R("Bilirrubina", "u_bili", "Negativo"), "Negativo"),
           (R("Urobilinogênio", "u_ubg", "Normal"), "Normal"),
           (R("Nitrito", "u_nit", "Negativo"), "Negativo"),
           ("SUB:SEDIMENTOSCOPIA (microscopia)", None),
           (R("Leucócitos", "u_wbc", "4.000", "/mL"), "até 10.000 /mL"),
           (R("Hemácias", "u_rbc", "1.000", "/mL"), "até 8.000 /mL"),
           (R("Células epiteliais", "u_epi", "Raras"), "Raras a algumas"),
           (R("Bactérias", "u_bact", "Ausentes"), "Ausentes a raras"),
           (R("Filamentos de muco", "u_mucus", "Raros"), "Ausentes a raros")]
    erows = []
    for r, ref in eas:
        if isinstance(r, str):
            erows.append(r)
        else:
            erows.append([N(r), V(r, unit=True, span=2), C(ref)])
    p2 = [H("URINA TIPO I (EAS)"),
          P("Material: urina – primeiro jato desprezado, jato médio   Método: tira reagente + microscopia",
            size=base - 1),
          P("Volume recebido: 12 mL   Horário da coleta: 06:50", size=base - 1),
          Sp(1),
          T(erows, W, header=["", "Resultado", "", "Referência"], leaders=True,
            aligns=["left", "right", "right", "left"]),
          Sp(1),
          P("Cristais: não foram observados.  Cilindros: não foram observados.", size=base - 1)]
    rep = Report(
        "ax02",
        dict(name="LABORATÓRIO CIRANDA DE ANÁLISES CLÍNICAS",
             sub="Atendimento infantil - coleta domiciliar",
             addr="Av. Conselheiro Rosa e Silva, 2270 - Espinheiro - Recife/PE - CEP 52020-221 - Fone (81) 3427-5518",
             reg="CNPJ 09.562.174/0001-38  CNES 2719083  RT: Dr. Fábio Lins Cavalcanti CRBM-2 14.906"),
        "Recife/PE", "2025-03-11",
        dict(font="mono", base=base, accent="#000000", info_w=[0.13, 0.40, 0.13, 0.34]),
        [[("PACIENTE:", "PEDRO HENRIQUE SALES ARAUJO"), ("PROTOCOLO:", "250311-0927")],
         [("NASCIMENTO:", "22/09/2018  IDADE: 6a 5m"), ("SEXO:", "MASCULINO")],
         [("SOLICITANTE:", "DRA. LUISA C. BASTOS CRM-PE 21736"), ("DATA PEDIDO:", "07/03/2025")],
         [("COLETA:", "11/03/2025 06:50"), ("LIBERACAO:", "12/03/2025 14:22")],
         [("RESPONSAVEL:", "ADRIANA SALES (MAE)"), ("ENTREGA PREV:", "13/03/2025")]],
        [p1, p2],
        ["Dr. Fábio Lins Cavalcanti", "Biomédico - CRBM-2 14.906", "Conferido e liberado em 12/03/2025"],
        footer_note="Resultados com (*) fora da faixa de referência.",
        header_kind="plain")
    rep.features = ["monospaced print", "dotted leaders", "rule-less tables", "value+unit in one cell",
                    "urinalysis (EAS) qualitative", "child reference ranges"]
    return rep


# =========================================================================
# ax03 – pregnant woman, first trimester; block layout (heading/material/
# method/result); urine culture collected on another day
# =========================================================================
def ax03():
    base = 9
    bw = (0.34, 0.26, 0.40)
    p1, p2 = [], []
    p1 += blk1("BETA HCG QUANTITATIVO", "hcg_q", "48.620", "mUI/mL", "Soro", "Eletroquimioluminescência",
                "Valores de referência: Não gestantes: inferior a 5,0 mUI/mL\n"
                "Gestação (semanas após a DUM):  5 a 6: 19 a 7.340   |   7 a 8: 1.080 a 56.500   |   9 a 12: 7.650 a 229.000",
                base, bw)
    abo = R("Grupo sanguíneo (ABO)", "abo", "O")
    rh = R("Fator Rh (D)", "rh", "Positivo")
    coombs = R("Pesquisa de anticorpos irregulares", "abscreen", "Negativo")
    p1 += [H("TIPAGEM SANGUÍNEA E PESQUISA DE ANTICORPOS IRREGULARES"),
           P("Material: Sangue total (EDTA) e soro   Método: Hemaglutinação em gel / Coombs indireto",
             size=base - 1, italic=True),
           T([[C(abo.name + ":"), V(abo), C("")], [C(rh.name + ":"), V(rh), C("")],
              [C(coombs.name + ":"), V(coombs), C("")]], [0.42, 0.26, 0.32]),
           Sp(1.2)]
    p1 += blk1("GLICOSE EM JEJUM", "glu_f", "81", "mg/dL", "Plasma (fluoreto)", "Enzimático – hexoquinase",
                "Valores de referência para gestantes: inferior a 92 mg/dL\n"
                "Diabetes gestacional: 92 a 125 mg/dL   |   Diabetes prévio ao diagnóstico: 126 mg/dL ou mais",
                base, bw)
    p1 += blk1("TSH – HORMÔNIO TIREOESTIMULANTE", "tsh", "1,92", "µUI/mL", "Soro", "Quimioluminescência",
                "Valores de referência: 1º trimestre: 0,10 a 2,50 µUI/mL   |   Adultos (não gestantes): 0,40 a 4,30 µUI/mL",
                base, bw)
    # compact blood count in block style
    hem = [("Hemácias", "rbc", "4,02", "milhões/mm³", "3,80 a 5,20"),
           ("Hemoglobina", "hb", "11,8", "g/dL", "11,0 a 15,0"),
           ("Hematócrito", "hct", "35,4", "%", "33,0 a 45,0"),
           ("VCM", "mcv", "88,1", "fL", "80,0 a 100,0"),
           ("HCM", "mch", "29,4", "pg", "26,0 a 34,0"),
           ("CHCM", "mchc", "33,3", "g/dL", "31,0 a 36,0"),
           ("RDW", "rdw", "13,6", "%", "11,0 a 15,0"),
           ("Leucócitos", "wbc", "9.140", "/mm³", "4.000 a 11.000"),
           ("Plaquetas", "plt", "228.000", "/mm³", "150.000 a 450.000")]
    hrows = []
    for n, k, v, u, ref in hem:
        r = R(n, k, v, u)
        hrows.append([C(n + ":"), V(r, unit=True), C(ref)])
    p1 += [H("HEMOGRAMA"),
           P("Material: Sangue total (EDTA)   Método: Automatizado – impedância e citometria de fluxo",
             size=base - 1, italic=True),
           T(hrows, [0.34, 0.26, 0.40]),
           P("Contagem diferencial dos leucócitos sem alterações (ver laudo do hemograma completo).",
             size=base - 1.5, italic=True)]
    # page 2: serology
    p2 += blk1("TOXOPLASMOSE – ANTICORPOS IgG", "toxo_g", "38,5", "UI/mL", "Soro", "Quimioluminescência (CMIA)",
                "Valores de referência: Não reagente: inferior a 1,6 UI/mL   |   Indeterminado: 1,6 a 2,9 UI/mL   |"
                "   Reagente: 3,0 UI/mL ou mais", base, bw)
    p2 += blk1("TOXOPLASMOSE – ANTICORPOS IgM", "toxo_m", "0,21", "", "Soro", "Quimioluminescência (CMIA) – índice",
                "Valores de referência: Não reagente: inferior a 0,50   |   Indeterminado: 0,50 a 0,59   |"
                "   Reagente: 0,60 ou mais", base, bw)
    p2 += blk1("RUBÉOLA – ANTICORPOS IgG", "rub_g", "superior a 500,0", "UI/mL", "Soro", "Quimioluminescência",
                "Valores de referência: Não reagente: inferior a 5,0 UI/mL   |   Reagente: 10,0 UI/mL ou mais",
                base, bw)
    p2 += blk1("RUBÉOLA – ANTICORPOS IgM", "rub_m", "Não reagente", "", "Soro", "Quimioluminescência",
                "Valor de referência: Não reagente", base, bw)
    sero = [("HIV 1 e 2 – antígeno p24 e anticorpos (4ª geração)", "hiv"),
            ("Sífilis – VDRL", "vdrl"),
            ("Hepatite B – HBsAg", "hbsag"),
            ("Hepatite C – anti-HCV", "hcv")]
    srows = []
    for n, k in sero:
        r = R(n, k, "Não reagente")
        srows.append([N(r), V(r), C("Não reagente")])
    p2 += [H("SOROLOGIAS DO PRÉ-NATAL (1º TRIMESTRE)"),
           P("Material: Soro   Métodos: Quimioluminescência; VDRL por floculação", size=base - 1, italic=True),
           T(srows, [0.52, 0.22, 0.26], header=["Exame", "Resultado", "Referência"],
             rules="hlines"),
           Sp(1.2)]
    p2 += blk1("UROCULTURA", "u_culture", "Negativa", "", "Urina de jato médio – coletada em 11/03/2025 às 06:35",
                "Semeadura quantitativa em ágar CLED e MacConkey",
                "Interpretação: ausência de crescimento bacteriano após 48 horas de incubação.",
                base, bw)
    rep = Report(
        "ax03",
        dict(name="Laboratório Bem Nascer", sub="Análises Clínicas e Medicina Fetal",
             addr="Rua Marechal Floriano, 318 – Canela – Salvador/BA – CEP 40110-010 – (71) 3328-4095",
             reg="CNPJ 21.804.337/0001-52  •  CNES 6630172  •  Responsável técnico: Dr. Otávio Guimarães Reis – CRF-BA 8.214"),
        "Salvador/BA", "2025-03-10",
        dict(font="serif", base=base, accent="#7a1f4d"),
        [[("Paciente:", "Juliana Ferreira dos Santos"), ("Idade:", "29 anos"), ("Atendimento:", "BN-77120")],
         [("Nascimento:", "03/02/1996"), ("DUM:", "20/01/2025"), ("DPP:", "27/10/2025")],
         [("Médico:", "Dr. Caio Menezes Rocha CRM-BA 30548"), ("Coleta:", "10/03/2025"), ("Laudo:", "13/03/2025")]],
        [p1, p2],
        ["Dr. Otávio Guimarães Reis – Farmacêutico-Bioquímico – CRF-BA 8.214",
         "Documento assinado digitalmente em 13/03/2025 às 10:47"],
        footer_note="Gestante – acompanhamento pré-natal.",
        header_kind="centered")
    rep.features = ["block layout (heading/material/method/result)", "pregnancy (DUM/DPP distractors)",
                    "serology Não reagente", "superior a", "second collection date (urine culture)"]
    for r in rep.results():
        if r.key == "u_culture":
            r.date = "2025-03-11"
    return rep


# =========================================================================
# ax04 – elderly man, cumulative (evolutive) grid table with 3 dates
# =========================================================================
def ax04():
    base = 8.5
    dates = [("12/03/2025", None), ("11/12/2024", "2024-12-11"), ("09/09/2024", "2024-09-09")]
    data = [
        ("Hemoglobina", "hb", "g/dL", ["12,4 L", "12,8 L", "13,1"], "13,0 a 17,0"),
        ("Glicose", "glu_f", "mg/dL", ["104 H", "98", "101 H"], "70 a 99"),
        ("Hemoglobina glicada", "a1c", "%", ["6,1 H", "—", "5,9 H"], "4,0 a 5,6"),
        ("Ureia", "urea", "mg/dL", ["58 H", "52 H", "47"], "16,6 a 48,5"),
        ("Creatinina", "crea", "mg/dL", ["1,48 H", "1,39 H", "1,31 H"], "0,70 a 1,20"),
        ("eTFG (CKD-EPI 2021)", "egfr21", "mL/min/1,73m²", ["47 L", "51 L", "55 L"], "superior a 60"),
        ("Sódio", "na", "mEq/L", ["139", "141", "138"], "136 a 145"),
        ("Potássio", "k", "mEq/L", ["5,2 H", "4,9", "4,7"], "3,5 a 5,1"),
        ("Ácido úrico", "uric", "mg/dL", ["7,4 H", "7,1 H", "6,8"], "3,4 a 7,0"),
        ("PSA total", "psa", "ng/mL", ["3,86", "—", "3,02"], "até 4,00"),
    ]
    rows = []
    for name, key, unit, vals, ref in data:
        cells = [C(name), C(unit)]
        for (dtxt, iso), v in zip(dates, vals):
            if v == "—":
                cells.append(C("—", align="center"))
                continue
            parts = v.split(" ")
            r = R(name, key, parts[0], unit, flag=parts[1] if len(parts) > 1 else "", date=iso)
            cells.append(V(r, bold=(iso is None)))
        cells.append(C(ref))
        rows.append(cells)
    p1 = [H("RELATÓRIO EVOLUTIVO – BIOQUÍMICA, HEMATOLOGIA E MARCADORES", level=1),
          P("Os resultados das colunas com data anterior foram obtidos neste laboratório e são reproduzidos "
            "para comparação.", size=base - 1, italic=True),
          P("Materiais: soro, plasma fluoretado e sangue total (EDTA).   H = acima / L = abaixo do valor de referência.",
            size=base - 1, italic=True),
          Sp(1.5),
          T(rows, [0.22, 0.14, 0.12, 0.12, 0.12, 0.28],
            header=["Exame", "Unidade", "12/03/2025\n(atual)", "11/12/2024", "09/09/2024",
                    "Valores de referência"],
            rules="grid", header_fill="#dfe6ee",
            aligns=["left", "left", "center", "center", "center", "left"]),
          Sp(1.5),
          P("eTFG calculada pela equação CKD-EPI 2021 (sem coeficiente racial), a partir da creatinina sérica.\n"
            "Classificação KDIGO: G3a = 45 a 59 mL/min/1,73m².   Próxima coleta sugerida: 10/06/2025.",
            size=base - 1),
          ]
    ualb = R("Albumina (urina, amostra isolada)", "u_alb", "18,7", "mg/L")
    ucrea = R("Creatinina urinária", "u_crea", "64,2", "mg/dL")
    acr = R("Relação albumina/creatinina", "u_acr", "29,1", "mg/g")
    fpsa = R("PSA livre", "fpsa", "0,71", "ng/mL")
    ratio = R("Relação PSA livre/PSA total", "psa_ratio", "18,4", "%")
    W = [0.36, 0.16, 0.12, 0.36]
    A = ["left", "right", "left", "left"]
    p2 = [H("MICROALBUMINÚRIA – AMOSTRA ISOLADA", level=1),
          P("Material: urina (primeira da manhã)   Método: imunoturbidimetria / Jaffé cinético", size=base - 1,
            italic=True),
          T([row(ualb, "inferior a 20,0"), row(ucrea, "—"), row(acr, "inferior a 30,0")], W,
            header=["Exame", "Resultado", "Unidade", "Valores de referência"], rules="grid",
            header_fill="#dfe6ee", aligns=A),
          Sp(1),
          P("Categorias (KDIGO): A1 inferior a 30 mg/g; A2 de 30 a 300 mg/g; A3 superior a 300 mg/g.",
            size=base - 1),
          Sp(3),
          H("PSA LIVRE E RELAÇÃO LIVRE/TOTAL", level=1),
          P("Material: soro   Método: eletroquimioluminescência", size=base - 1, italic=True),
          T([row(fpsa, "—"), row(ratio, "superior a 25 %")], W,
            header=["Exame", "Resultado", "Unidade", "Valores de referência"], rules="grid",
            header_fill="#dfe6ee", aligns=A),
          Sp(1),
          P("Interpretação da relação livre/total aplicável para PSA total entre 4 e 10 ng/mL.\n"
            "A relação inferior a 25 % não é diagnóstica; correlacionar com toque retal e histórico.",
            size=base - 1)]
    rep = Report(
        "ax04",
        dict(name="Laboratório Santa Clara",
             addr="Av. Protásio Alves, 3120 – Petrópolis\nPorto Alegre/RS – CEP 90410-006\nTel. (51) 3331-2846",
             reg="CNPJ 88.214.650/0001-71 – CNES 3308641\nRT: Dra. Beatriz Kessler Rauber – CRF-RS 9.537"),
        "Porto Alegre/RS", "2025-03-12",
        dict(font="dejavu", base=base, accent="#0d5c4a", info_rules="hlines",
             info_w=[0.12, 0.31, 0.10, 0.18, 0.10, 0.19]),
        [[("Paciente:", "OSVALDO BERTOLINI SCHMITT"), ("Sexo:", "Masculino"), ("Cadastro:", "SC-0048813")],
         [("Nascimento:", "05/11/1946 (78 anos)"), ("Coleta:", "12/03/2025 07:05"), ("Emissão:", "14/03/2025")],
         [("Solicitante:", "Dra. Carla Weber Nunes CRM-RS 27314"), ("Liberação:", "13/03/2025"),
          ("Posto:", "Petrópolis")]],
        [p1, p2],
        ["Dra. Beatriz Kessler Rauber", "Farmacêutica-Bioquímica – CRF-RS 9.537"],
        footer_note="Relatório evolutivo emitido em 14/03/2025.",
        header_kind="split")
    rep.features = ["cumulative table, 3 collection dates", "grid rules", "H/L flags",
                    "eGFR printed as result", "microalbuminuria", "PSA free/total"]
    return rep


# =========================================================================
# ax05 – two-column one-page metabolic / liver panel, names over 2 lines
# =========================================================================
def ax05():
    base = 8.5
    W = [0.40, 0.16, 0.14, 0.30]
    A = ["left", "right", "left", "left"]

    def sect(title, material, items):
        rows = []
        for name, key, v, unit, flag, ref in items:
            r = R(name, key, v, unit, flag=flag)
            rows.append([N(r), V(r), U(r), C(ref, size=base - 1.5)])
        return [H(title, level=1, rule=True),
                P(material, size=base - 1.5, italic=True),
                T(rows, W, aligns=A, header=["Exame", "Result.", "Unid.", "Referência"], rules="none",
                  size=base),
                Sp(2)]

    left = (sect("FUNÇÃO HEPÁTICA", "Soro • Método cinético IFCC / diazo", [
        ("TGO (AST)", "ast", "38", "U/L", "", "até 40"),
        ("TGP (ALT)", "alt", "62", "U/L", "H", "até 41"),
        ("Gama-glutamil\ntransferase (GGT)", "ggt", "88", "U/L", "H", "8 a 61"),
        ("Fosfatase\nalcalina", "alp", "94", "U/L", "", "40 a 129"),
        ("Bilirrubina total", "bili_t", "0,84", "mg/dL", "", "até 1,20"),
        ("Bilirrubina direta", "bili_d", "0,22", "mg/dL", "", "até 0,30"),
        ("Bilirrubina\nindireta", "bili_i", "0,62", "mg/dL", "", "até 0,90"),
    ]) + sect("PROTEÍNAS TOTAIS E FRAÇÕES", "Soro • Biureto / verde de bromocresol", [
        ("Proteínas totais", "prot", "7,2", "g/dL", "", "6,4 a 8,3"),
        ("Albumina", "alb", "4,4", "g/dL", "", "3,5 a 5,2"),
        ("Globulinas", "glob", "2,8", "g/dL", "", "2,0 a 3,5"),
        ("Relação\nalbumina/globulina", "ag_ratio", "1,57", "", "", "1,10 a 2,20"),
    ]))
    right = (sect("FUNÇÃO RENAL", "Soro • Urease-GLDH / Jaffé / uricase", [
        ("Ureia", "urea", "34", "mg/dL", "", "15 a 45"),
        ("Creatinina", "crea", "1,02", "mg/dL", "", "0,70 a 1,20"),
        ("Ácido úrico", "uric", "7,9", "mg/dL", "H", "3,4 a 7,0"),
    ]) + sect("LIPIDOGRAMA", "Soro • Enzimático; LDL pela equação de Friedewald", [
        ("Colesterol total", "chol", "231", "mg/dL", "H", "< 190"),
        ("Colesterol HDL", "hdl", "39", "mg/dL", "L", "> 40"),
        ("Colesterol LDL", "ldl_calc", "158", "mg/dL", "H", "ver nota"),
        ("Triglicérides", "tg", "172", "mg/dL", "H", "< 150"),
        ("Colesterol\nnão-HDL", "nonhdl", "192", "mg/dL", "H", "ver nota"),
    ]) + sect("METABOLISMO E INFLAMAÇÃO", "Plasma fluoretado / soro • Hexoquinase, QL, imunoturbidimetria", [
        ("Glicose", "glu_f", "108", "mg/dL", "H", "70 a 99"),
        ("Insulina basal", "insulin", "14,2", "µUI/mL", "", "2,6 a 24,9"),
        ("Proteína C reativa\nultrassensível", "hscrp", "3,4", "mg/L", "H", "< 1,0 baixo risco"),
        ("Ferritina", "ferritin", "412", "ng/mL", "H", "30 a 400"),
    ]))
    p1 = [Cols([left, right], gap=7, divider=True),
          Sp(2),
          Box([P("Notas: metas de LDL conforme risco cardiovascular (baixo < 130; intermediário < 100; alto < 70;\n"
                 "muito alto < 50 mg/dL). Não-HDL: metas 30 mg/dL acima das de LDL. Jejum informado: 10 horas.\n"
                 "H = acima do valor de referência; L = abaixo do valor de referência.", size=base - 1.5)],
              pad=1.5)]
    rep = Report(
        "ax05",
        dict(name="Diagnósticos Serra Azul", sub="Medicina Laboratorial",
             addr="Rua dos Timbiras, 1904 – Lourdes – Belo Horizonte/MG – CEP 30140-061 – (31) 3274-9051",
             reg="CNPJ 36.905.112/0001-84 | CNES 5582317 | RT: Dr. Henrique Alves Furtado – CRF-MG 22.618"),
        "Belo Horizonte/MG", "2025-03-10",
        dict(font="carlito", base=base, accent="#2b5f2e"),
        [[("Cliente:", "Roberto Carlos Fonseca Diniz"), ("Sexo:", "M"), ("O.S.:", "SA-1103-2264")],
         [("Data nasc.:", "19/08/1972"), ("Idade:", "52 anos"), ("Coleta:", "10/03/2025 07:18")],
         [("Médico:", "Dra. Patrícia Lemos CRM-MG 48.221"), ("Entrada:", "10/03/2025"), ("Liberação:", "11/03/2025")]],
        [p1],
        ["Dr. Henrique Alves Furtado – CRF-MG 22.618", "Assinado eletronicamente – 11/03/2025 15:40"],
        footer_note="Resultados exclusivos do paciente acima identificado.",
        header_kind="plain")
    rep.features = ["two-column one-page layout", "names split over two lines", "Colesterol HDL",
                    "H/L flags", "liver and kidney panels"]
    return rep


# =========================================================================
# ax06 – woman 32, hormones/thyroid/vitamins; result printed AFTER the
# reference range, rule-less table, multi-line ranges, word flags
# =========================================================================
def ax06():
    base = 8.5
    W = [0.30, 0.42, 0.15, 0.13]
    A = ["left", "left", "right", "left"]
    hd = ["Exame", "Valores de referência", "Resultado", "Unidade"]

    def rows(items):
        out = []
        for name, key, v, unit, flag, ref in items:
            r = R(name, key, v, unit, flag=flag)
            out.append([N(r, bold=True), C(ref, size=base - 1), V(r), U(r)])
        return out

    p1 = [H("PERFIL HORMONAL FEMININO", level=1, rule=True),
          P("Material: soro   •   Método: imunoensaio por quimioluminescência   •   DUM informada: 18/02/2025 "
            "(21º dia do ciclo na coleta)", size=base - 1, italic=True),
          Sp(1),
          T(rows([
              ("Hormônio\nfolículo-estimulante (FSH)", "fsh", "6,2", "mUI/mL", "",
               "Fase folicular: 3,5 a 12,5\nPico ovulatório: 4,7 a 21,5\nFase lútea: 1,7 a 7,7\nPós-menopausa: 25,8 a 134,8"),
              ("Hormônio\nluteinizante (LH)", "lh", "8,9", "mUI/mL", "",
               "Fase folicular: 2,4 a 12,6\nPico ovulatório: 14,0 a 95,6\nFase lútea: 1,0 a 11,4\nPós-menopausa: 7,7 a 58,5"),
              ("Estradiol", "e2", "84", "pg/mL", "",
               "Fase folicular: 12,5 a 166,0\nPico ovulatório: 85,8 a 498,0\nFase lútea: 43,8 a 211,0\nPós-menopausa: inferior a 54,7"),
              ("Progesterona", "prog", "0,6", "ng/mL", "Baixo",
               "Fase folicular: 0,2 a 1,5\nFase lútea: 1,7 a 27,0\nPós-menopausa: 0,1 a 0,8"),
              ("Prolactina", "prl", "31,6", "ng/mL", "Alto", "Mulheres não gestantes: 4,8 a 23,3"),
              ("Testosterona total", "testo", "38", "ng/dL", "", "Mulheres (20 a 49 anos): 8,4 a 48,1"),
          ]), W, header=hd, aligns=A, rules="none", pad=2.5),
          Sp(1),
          P("Prolactina: recomenda-se pesquisa de macroprolactina quando o valor estiver acima da referência.\n"
            "Progesterona compatível com ciclo anovulatório ou coleta fora da fase lútea média.",
            size=base - 1, italic=True),
          Sp(2.5),
          H("TESTE DE GRAVIDEZ", level=1, rule=True),
          P("Material: soro   •   Método: imunocromatográfico (beta-hCG qualitativo)", size=base - 1, italic=True),
          T(rows([("Beta-hCG qualitativo", "hcg_ser_ql", "Negativo", "", "",
                   "Negativo (sensibilidade: 10 mUI/mL)")]), W, header=hd, aligns=A, rules="none", pad=2.5)]
    p2 = [H("FUNÇÃO TIREOIDIANA", level=1, rule=True),
          P("Material: soro   •   Método: eletroquimioluminescência", size=base - 1, italic=True),
          Sp(1),
          T(rows([
              ("TSH", "tsh", "5,82", "µUI/mL", "Alto", "0,27 a 4,20"),
              ("T4 livre", "ft4", "0,98", "ng/dL", "", "0,93 a 1,70"),
              ("Anticorpos\nanti-tireoperoxidase", "tpo", "186", "UI/mL", "Alto", "inferior a 34"),
              ("Anticorpos\nanti-tireoglobulina", "tgab", "< 1,3", "UI/mL", "", "inferior a 115"),
          ]), W, header=hd, aligns=A, rules="none", pad=2.5),
          Sp(3),
          H("VITAMINAS E METABOLISMO DO FERRO", level=1, rule=True),
          P("Material: soro   •   Métodos: quimioluminescência / imunoturbidimetria", size=base - 1, italic=True),
          Sp(1),
          T(rows([
              ("25-hidroxivitamina D", "vitd", "21,3", "ng/mL", "",
               "População saudável (até 60 anos): superior a 20\nGrupos de risco: 30 a 60\nRisco de toxicidade: superior a 100"),
              ("Vitamina B12", "b12", "312", "pg/mL", "", "197 a 771"),
              ("Ácido fólico", "folate", "9,8", "ng/mL", "", "superior a 3,9"),
              ("Ferritina", "ferritin", "24", "ng/mL", "", "13 a 150"),
              ("Glicose", "glu_f", "86", "mg/dL", "", "70 a 99"),
          ]), W, header=hd, aligns=A, rules="none", pad=2.5),
          Sp(2),
          P("Os valores de referência da vitamina D seguem o posicionamento SBPC/ML–SBEM.\n"
            "Próxima consulta agendada pela paciente: 02/04/2025.", size=base - 1, italic=True)]
    rep = Report(
        "ax06",
        dict(name="LABORATÓRIO CENTRAL MARINGÁ", sub="análises clínicas • hormônios • imunologia",
             addr="Av. Tiradentes, 655 – Zona 01 – Maringá/PR – CEP 87013-260 – (44) 3226-7380",
             reg="CNPJ 75.433.810/0001-26 – CNES 2587614 – RT: Dra. Sílvia Okamoto Prates – CRBM-6 5.219"),
        "Maringá/PR", "2025-03-11",
        dict(font="condensed", base=base, accent="#5b2c83"),
        [[("Paciente:", "Camila Yumi Hashimoto Pereira"), ("Idade:", "32 anos"), ("Req.:", "LCM-552981")],
         [("Nascimento:", "27/05/1992"), ("Coleta:", "11/03/2025 08:10"), ("Liberado:", "12/03/2025")],
         [("Médico:", "Dr. André Felipe Kuhn CRM-PR 35.902"), ("Recebido:", "11/03/2025"), ("Convênio:", "Particular")]],
        [p1, p2],
        ["Dra. Sílvia Okamoto Prates", "Biomédica – CRBM-6 5.219 – Responsável Técnica"],
        footer_note="",
        header_kind="centered")
    rep.features = ["result printed after the reference range", "rule-less table",
                    "multi-line reference ranges (not results)", "word flags Alto/Baixo",
                    "names split over two lines", "< value", "hormones, thyroid, vitamins", "DUM distractor"]
    return rep


def all_reports():
    out = []
    for i in range(1, 13):
        f = globals().get(f"ax{i:02d}")
        if f:
            out.append(f())
    return out


# =========================================================================
# ax07 – elderly woman, pre-operative work-up: blood count with absolute
# differential only, ESR, coagulation with control times (not results)
# =========================================================================
def ax07():
    base = 9
    W = [0.34, 0.20, 0.12, 0.34]
    A = ["left", "right", "left", "left"]
    hd = ["Determinação", "Resultado", "Unidade", "Intervalo de referência"]
    hem = [("Eritrócitos", "rbc", "4,21", "x10⁶/µL", "", "3,90 a 5,00"),
           ("Hemoglobina", "hb", "12,6", "g/dL", "", "12,0 a 15,5"),
           ("Hematócrito", "hct", "38,2", "%", "", "35,0 a 45,0"),
           ("VCM", "mcv", "90,7", "fL", "", "80,0 a 100,0"),
           ("HCM", "mch", "29,9", "pg", "", "26,0 a 34,0"),
           ("CHCM", "mchc", "33,0", "g/dL", "", "31,0 a 36,0"),
           ("RDW-CV", "rdw", "14,2", "%", "", "11,5 a 14,5")]
    rows = ["SUB:Série vermelha"]
    for n, k, v, u, f, ref in hem:
        rows.append(row(R(n, k, v, u, flag=f), ref))
    rows.append("SUB:Série branca")
    rows.append(row(R("Leucócitos", "wbc", "6.930", "/µL"), "4.000 a 11.000"))
    for n, k, v, ref in [("Neutrófilos", "neu_a", "4.210", "1.800 a 7.700"),
                         ("Eosinófilos", "eos_a", "140", "20 a 500"),
                         ("Basófilos", "bas_a", "30", "0 a 200"),
                         ("Linfócitos", "lym_a", "2.010", "1.000 a 4.800"),
                         ("Monócitos", "mon_a", "540", "100 a 1.000")]:
        rows.append(row(R(n, k, v, "/µL"), ref))
    rows.append("SUB:Série plaquetária")
    rows.append(row(R("Plaquetas", "plt", "198.000", "/µL"), "150.000 a 400.000"))
    esr = R("VHS (1ª hora)", "esr", "28", "mm", flag="▲")
    p1 = [H("HEMOGRAMA", level=1, rule=True),
          P("Amostra: sangue total – EDTA K2     Metodologia: citometria de fluxo fluorescente; revisão microscópica",
            size=base - 1.5, italic=True),
          T(rows, W, header=hd, rules="boxed", aligns=A, header_fill="#eeeeee"),
          P("Diferencial relativo disponível no sistema; emitidos valores absolutos conforme solicitação médica.",
            size=base - 1.5, italic=True),
          Sp(3),
          H("VELOCIDADE DE HEMOSSEDIMENTAÇÃO", level=1, rule=True),
          P("Amostra: sangue total – citrato     Metodologia: Westergren modificado", size=base - 1.5, italic=True),
          T([row(esr, "Mulheres acima de 50 anos: até 30")], W, header=hd, rules="boxed", aligns=A,
            header_fill="#eeeeee"),
          P("▲ resultado acima do valor de referência para a idade.", size=base - 1.5)]
    ptt = R("Tempo do paciente", "pt_s", "13,4", "segundos")
    pta = R("Atividade de protrombina", "pt_pct", "86", "%")
    inr = R("RNI", "inr", "1,08")
    apt = R("Tempo do paciente", "aptt_s", "31,2", "segundos")
    fib = R("Fibrinogênio", "fib", "342", "mg/dL")
    LW = [0.44, 0.22, 0.34]
    p2 = [H("COAGULOGRAMA", level=1, rule=True),
          P("Amostra: plasma citratado (citrato de sódio 3,2 %)     Metodologia: coagulométrica automatizada",
            size=base - 1.5, italic=True),
          Sp(1),
          H("Tempo de protrombina (TP)", level=2),
          T([[N(ptt), V(ptt, unit=True), C("")],
             [C("Tempo do controle"), C("12,6 segundos"), C("")],
             [N(pta), V(pta, unit=True), C("70 a 120 %")],
             [N(inr), V(inr), C("0,90 a 1,20")]], LW, leaders=True),
          Sp(1),
          H("Tempo de tromboplastina parcial ativada (TTPA)", level=2),
          T([[N(apt), V(apt, unit=True), C("25,0 a 36,0 segundos")],
             [C("Tempo do controle"), C("30,0 segundos"), C("")]], LW, leaders=True),
          Sp(1),
          H("Fibrinogênio (método de Clauss)", level=2),
          T([[N(fib), V(fib, unit=True), C("200 a 400 mg/dL")]], LW, leaders=True),
          P("Para pacientes em uso de anticoagulante oral, faixa terapêutica usual de RNI: 2,0 a 3,0.",
            size=base - 1.5, italic=True),
          Sp(3),
          H("BIOQUÍMICA PRÉ-OPERATÓRIA", level=1, rule=True),
          P("Amostra: soro / plasma fluoretado     Metodologia: enzimática, Jaffé cinético, eletrodo íon-seletivo",
            size=base - 1.5, italic=True),
          T([row(R("Glicose", "glu_f", "97", "mg/dL"), "70 a 99"),
             row(R("Ureia", "urea", "44", "mg/dL"), "17 a 49"),
             row(R("Creatinina", "crea", "0,96", "mg/dL"), "0,51 a 0,95"),
             row(R("Sódio", "na", "140", "mmol/L"), "136 a 145"),
             row(R("Potássio", "k", "4,3", "mmol/L"), "3,5 a 5,1")],
            W, header=hd, rules="boxed", aligns=A, header_fill="#eeeeee")]
    rep = Report(
        "ax07",
        dict(name="Pró-Análise Laboratório Clínico",
             addr="Rua Felipe Schmidt, 1187 – Centro\nFlorianópolis/SC – CEP 88010-002\nFone (48) 3224-6631",
             reg="CNPJ 14.276.905/0001-63 – CNES 4419357\nRT: Dr. Marcelo Zanini Hoffmann – CRF-SC 6.088"),
        "Florianópolis/SC", "2025-03-12",
        dict(font="dejavuserif", base=base, accent="#333333",
             info_w=[0.13, 0.33, 0.12, 0.16, 0.11, 0.15]),
        [[("Paciente:", "Neusa Aparecida Vieira Moraes"), ("Sexo:", "Feminino"), ("Ficha:", "PA-331207")],
         [("Nascimento:", "30/06/1953 (71 anos)"), ("Coleta:", "12/03/2025"), ("Liberação:", "12/03/2025")],
         [("Médico:", "Dr. Thiago B. Silveira CRM-SC 19447"), ("Cirurgia:", "25/03/2025"),
          ("Impresso:", "13/03/2025")]],
        [p1, p2],
        ["Dr. Marcelo Zanini Hoffmann", "Farmacêutico-Bioquímico – CRF-SC 6.088", "Liberado em 12/03/2025 17:52"],
        footer_note="Exames pré-operatórios – cirurgia de catarata.",
        header_kind="split")
    rep.features = ["boxed tables", "absolute differential only (/µL)", "ESR with ▲ flag",
                    "coagulation with control times (not results)", "dotted leaders", "surgery-date distractor"]
    return rep


# =========================================================================
# ax08 – young woman with dysuria: urinalysis in a full grid, urine
# culture with organism, urine pregnancy test; culture released later
# =========================================================================
def ax08():
    base = 9
    W = [0.34, 0.30, 0.36]
    A = ["left", "center", "left"]
    hd = ["Exame", "Resultado", "Valores de referência"]
    eas = ["SUB:Caracteres físicos",
           (R("Cor", "u_color", "Amarelo escuro"), "Amarelo claro a citrino"),
           (R("Aspecto", "u_aspect", "Turvo"), "Límpido"),
           (R("Densidade", "u_sg", "1,020"), "1,010 a 1,030"),
           (R("pH", "u_ph", "6,5"), "5,5 a 7,0"),
           "SUB:Análise química",
           (R("Proteínas", "u_prot", "Traços"), "Negativo"),
           (R("Glicose", "u_glu", "Negativo"), "Negativo"),
           (R("Cetonas", "u_ket", "Negativo"), "Negativo"),
           (R("Sangue (hemoglobina)", "u_hb", "Positivo (++)"), "Negativo"),
           (R("Bilirrubina", "u_bili", "Negativo"), "Negativo"),
           (R("Urobilinogênio", "u_ubg", "Normal"), "Normal (até 1,0 mg/dL)"),
           (R("Nitrito", "u_nit", "Positivo"), "Negativo"),
           (R("Esterase leucocitária", "u_le", "Positivo"), "Negativo"),
           "SUB:Sedimentoscopia",
           (R("Leucócitos", "u_wbc", "85.000", "/mL", flag="↑"), "até 10.000 /mL"),
           (R("Hemácias", "u_rbc", "12.000", "/mL", flag="↑"), "até 10.000 /mL"),
           (R("Células epiteliais", "u_epi", "Algumas"), "Raras a algumas"),
           (R("Bactérias", "u_bact", "Numerosas"), "Ausentes ou raras"),
           (R("Filamentos de muco", "u_mucus", "Raros"), "Ausentes ou raros"),
           (R("Cilindros", "u_casts", "Ausentes"), "Ausentes")]
    rows = []
    for e in eas:
        if isinstance(e, str):
            rows.append(e)
        else:
            r, ref = e
            rows.append([N(r), V(r, unit=True), C(ref)])
    p1 = [H("URINA ROTINA (EAS – ELEMENTOS ANORMAIS E SEDIMENTO)", level=1),
          P("Material: urina – jato médio (1ª urina da manhã)    Método: tira reagente com leitura por reflectância; "
            "sedimento por citometria e microscopia", size=base - 1.5),
          Sp(1),
          T(rows, W, header=hd, rules="grid", aligns=A, header_fill="#d9e8f5"),
          Sp(1),
          P("Observação: leucocitúria e bacteriúria acentuadas.  Amostra recebida refrigerada em 12/03/2025 às 08:02.",
            size=base - 1.5, italic=True)]
    cult = R("Microrganismo isolado", "u_culture", "Escherichia coli")
    hcg = R("Beta-hCG (urina)", "hcg_ur_ql", "Negativo")
    p2 = [H("UROCULTURA COM CONTAGEM DE COLÔNIAS", level=1),
          P("Material: urina – jato médio    Método: semeadura quantitativa (alça calibrada 1 µL) em ágar CLED e "
            "cromogênico", size=base - 1.5),
          Sp(1),
          T([[N(cult), V(cult), C("Ausência de crescimento")]], W, header=hd, rules="grid", aligns=A,
            header_fill="#d9e8f5"),
          P("Contagem de colônias acima do ponto de corte para infecção urinária em paciente sintomática.\n"
            "Antibiograma (teste de sensibilidade aos antimicrobianos) emitido em laudo complementar.\n"
            "Data de liberação da cultura: 14/03/2025 11:20.", size=base - 1.5),
          Sp(3),
          H("TESTE IMUNOLÓGICO DE GRAVIDEZ", level=1),
          P("Material: urina    Método: imunocromatografia (sensibilidade 25 mUI/mL)", size=base - 1.5),
          Sp(1),
          T([[N(hcg), V(hcg), C("Negativo")]], W, header=hd, rules="grid", aligns=A, header_fill="#d9e8f5"),
          P("Resultado negativo não exclui gestação muito inicial; repetir após 7 dias se persistir atraso menstrual.",
            size=base - 1.5)]
    rep = Report(
        "ax08",
        dict(name="Laboratório Bom Jesus", sub="Análises Clínicas desde 1987",
             addr="Av. Anhanguera, 5410 – Setor Central – Goiânia/GO – CEP 74043-011 – (62) 3212-4470",
             reg="CNPJ 01.977.348/0001-90 • CNES 2338440 • RT: Dra. Lorena Batista Queiroz – CRF-GO 7.362"),
        "Goiânia/GO", "2025-03-12",
        dict(font="sans", base=base, accent="#0b5394", info_w=[0.12, 0.33, 0.14, 0.16, 0.10, 0.15]),
        [[("Paciente:", "Letícia Moura Camargo"), ("Sexo:", "Feminino"), ("Registro:", "BJ-240917")],
         [("Nascimento:", "08/04/2001 (23 anos)"), ("DUM:", "25/02/2025"), ("Coleta:", "12/03/2025 07:10")],
         [("Médico:", "Dr. Vinícius Araújo Lemes CRM-GO 17.820"), ("Início sint.:", "09/03/2025"),
          ("Emissão:", "14/03/2025")]],
        [p1, p2],
        ["Dra. Lorena Batista Queiroz", "Farmacêutica-Bioquímica – CRF-GO 7.362"],
        footer_note="Laudo parcial do EAS liberado em 12/03/2025.",
        header_kind="centered")
    rep.features = ["urinalysis in full grid", "qualitative results (Traços, Positivo, Numerosas)",
                    "urine culture organism", "arrow flags", "DUM/symptom/release distractor dates"]
    return rep


# =========================================================================
# ax09 – type 2 diabetic follow-up: previous-result column with its own
# dates, zebra rows, "HDL" name variant
# =========================================================================
def ax09():
    base = 8.5
    W = [0.27, 0.13, 0.10, 0.26, 0.24]
    A = ["left", "right", "left", "left", "left"]
    hd = ["Exame", "Resultado", "Unidade", "Valores de referência", "Resultado anterior"]
    P1, P2 = "2024-11-18", "2024-09-02"
    D = {P1: "18/11/2024", P2: "02/09/2024"}

    def rows(items):
        out = []
        for name, key, v, unit, flag, ref, prev in items:
            r = R(name, key, v, unit, flag=flag)
            cells = [N(r), V(r), U(r), C(ref, size=base - 1)]
            if prev:
                pv, pdate, pflag = prev
                pr = R(name, key, pv, unit, flag=pflag, date=pdate)
                cells.append(C(f"{pr.shown()} em {D[pdate]}", result=pr, size=base - 0.5))
            else:
                cells.append(C("—", size=base - 0.5))
            out.append(cells)
        return out

    p1 = [H("CONTROLE GLICÊMICO", level=1, rule=True),
          P("Material: plasma fluoretado / sangue total EDTA – Métodos: hexoquinase; HPLC certificado NGSP",
            size=base - 1, italic=True),
          T(rows([
              ("Glicose de jejum", "glu_f", "148", "mg/dL", "H", "70 a 99", ("162", P1, "H")),
              ("Hemoglobina glicada", "a1c", "7,4", "%", "H", "Não diabéticos: 4,0 a 5,6", ("8,1", P1, "H")),
              ("Glicemia média estimada", "eag", "166", "mg/dL", "", "—", ("186", P1, "")),
          ]), W, header=hd, rules="hlines", aligns=A, zebra="#eef3f8"),
          P("Meta terapêutica usual de HbA1c para adultos com diabetes: inferior a 7,0 % (individualizar).",
            size=base - 1.5, italic=True),
          Sp(2.5),
          H("PERFIL LIPÍDICO", level=1, rule=True),
          P("Material: soro – Método: enzimático colorimétrico; LDL calculado (equação de Friedewald)",
            size=base - 1, italic=True),
          T(rows([
              ("Colesterol total", "chol", "176", "mg/dL", "", "inferior a 190", ("198", P2, "H")),
              ("HDL", "hdl", "41", "mg/dL", "", "superior a 40", ("38", P2, "L")),
              ("LDL", "ldl_calc", "102", "mg/dL", "", "conforme risco", ("121", P2, "")),
              ("Triglicérides", "tg", "165", "mg/dL", "H", "inferior a 150", ("196", P2, "H")),
          ]), W, header=hd, rules="hlines", aligns=A, zebra="#eef3f8"),
          Sp(2.5),
          H("FUNÇÃO RENAL E ELETRÓLITOS", level=1, rule=True),
          P("Material: soro e urina (amostra isolada) – Métodos: Jaffé cinético; ISE; imunoturbidimetria",
            size=base - 1, italic=True),
          T(rows([
              ("Creatinina", "crea", "1,12", "mg/dL", "", "0,70 a 1,20", ("1,05", P1, "")),
              ("Potássio", "k", "4,6", "mmol/L", "", "3,5 a 5,1", ("4,4", P1, "")),
              ("Microalbuminúria\n(amostra isolada)", "u_alb", "28,0", "mg/L", "H", "inferior a 20,0",
               ("35,5", P1, "H")),
          ]), W, header=hd, rules="hlines", aligns=A, zebra="#eef3f8"),
          Sp(2.5),
          H("OUTROS EXAMES", level=1, rule=True),
          P("Material: soro – Métodos: cinético UV IFCC; quimioluminescência", size=base - 1, italic=True),
          T(rows([
              ("TGO (AST)", "ast", "24", "U/L", "", "até 40", None),
              ("TGP (ALT)", "alt", "31", "U/L", "", "até 41", None),
              ("CK (creatinoquinase)", "ck", "142", "U/L", "", "39 a 308", None),
              ("Vitamina B12", "b12", "248", "pg/mL", "", "197 a 771", ("296", P2, "")),
          ]), W, header=hd, rules="hlines", aligns=A, zebra="#eef3f8"),
          Sp(1.5),
          P("Resultados anteriores: exames realizados nesta rede nas datas indicadas, mesma metodologia.\n"
            "Paciente em uso de metformina 850 mg 2x/dia e rosuvastatina 10 mg (informação do cadastro).",
            size=base - 1.5, italic=True)]
    rep = Report(
        "ax09",
        dict(name="Biocenter Análises Clínicas",
             addr="Av. Santos Dumont, 2626 – Aldeota\nFortaleza/CE – CEP 60150-161\n(85) 3261-0994",
             reg="CNPJ 05.611.482/0001-17 – CNES 2481290\nRT: Dr. Raimundo Nonato Feitosa – CRF-CE 3.975"),
        "Fortaleza/CE", "2025-03-13",
        dict(font="sans", base=base, accent="#8c3b12", info_w=[0.12, 0.33, 0.10, 0.17, 0.12, 0.16]),
        [[("Paciente:", "José Wellington Bezerra Lima"), ("Sexo:", "Masc."), ("Atend.:", "BC-2025-08817")],
         [("Nascimento:", "12/01/1967 (58 a)"), ("Coleta:", "13/03/2025"), ("Liberado:", "13/03/2025")],
         [("Médico:", "Dra. Ana Cláudia Girão CRM-CE 11.358"), ("Retorno:", "10/04/2025"),
          ("Impresso:", "14/03/2025")]],
        [p1],
        ["Dr. Raimundo Nonato Feitosa – CRF-CE 3.975", "Laudo assinado digitalmente"],
        footer_note="",
        header_kind="split")
    rep.features = ["previous-result column with own dates", "zebra rows", "HDL / LDL short names",
                    "H/L flags on current and previous results", "one page"]
    return rep


# =========================================================================
# ax10 – man 69, prostate work-up before biopsy: boxed blocks where the
# reference text precedes the result, "<" values, stool test collected on
# another day, coagulation
# =========================================================================
def ax10():
    base = 8.5

    def bx(title, material, method, refs, results, note=None, label=None):
        items = [H(title, level=1),
                 P(f"Material: {material}     Método: {method}", size=base - 1, italic=True),
                 P("Valores de referência:\n" + refs, size=base - 1)]
        rows = []
        for r in results:
            rows.append([C(label or (r.name + ":"), bold=True), V(r, unit=True, size=base + 1.5), C("")])
        items.append(T(rows, [0.40, 0.30, 0.30]))
        if note:
            items.append(P(note, size=base - 1.5, italic=True))
        return Box(items, pad=1.8, border="#666666")

    psa = R("PSA total", "psa", "6,84", "ng/mL", flag="*")
    fpsa = R("PSA livre", "fpsa", "0,92", "ng/mL")
    ratio = R("Relação PSA livre/total", "psa_ratio", "13,5", "%", flag="*")
    cea = R("ANTÍGENO CARCINOEMBRIONÁRIO (CEA)", "cea", "2,1", "ng/mL")
    ca199 = R("CA 19-9", "ca199", "< 2,0", "U/mL")
    afp = R("ALFAFETOPROTEÍNA", "afp", "3,2", "ng/mL")
    p1 = [bx("ANTÍGENO PROSTÁTICO ESPECÍFICO – PSA TOTAL E LIVRE", "soro", "eletroquimioluminescência",
             "PSA total: até 4,00 ng/mL (acima de 60 anos: até 4,50 ng/mL)\n"
             "Relação PSA livre/total: superior a 25 % – menor probabilidade de neoplasia",
             [psa, fpsa, ratio],
             note="(*) fora do intervalo de referência. Ejaculação, ciclismo e manipulação prostática até 48 h "
                  "antes da coleta podem elevar o PSA."),
          Sp(2),
          bx("ANTÍGENO CARCINOEMBRIONÁRIO (CEA)", "soro", "quimioluminescência",
             "Não fumantes: até 3,8 ng/mL     Fumantes: até 5,5 ng/mL", [cea], label="Resultado:"),
          Sp(2),
          bx("CA 19-9", "soro", "quimioluminescência", "inferior a 37,0 U/mL", [ca199], label="Resultado:",
             note="Limite de quantificação do ensaio: 2,0 U/mL."),
          Sp(2),
          bx("ALFAFETOPROTEÍNA", "soro", "quimioluminescência", "até 7,0 ng/mL (adultos)", [afp],
             label="Resultado:")]
    fit = R("PESQUISA DE SANGUE OCULTO NAS FEZES", "fit", "Negativo")
    tp = R("Tempo de protrombina", "pt_s", "12,9", "s")
    inr = R("RNI", "inr", "1,02")
    ttpa = R("TTPA", "aptt_s", "29,8", "s")
    plt = R("Plaquetas", "plt", "214.000", "/mm³")
    ca = R("CÁLCIO TOTAL", "ca", "9,6", "mg/dL")
    alp = R("FOSFATASE ALCALINA", "alp", "71", "U/L")
    crea = R("CREATININA", "crea", "1,09", "mg/dL")
    p2 = [bx("PESQUISA DE SANGUE OCULTO NAS FEZES", "fezes – amostra coletada pelo paciente em 10/03/2025",
             "imunocromatográfico para hemoglobina humana", "Negativo (limite de detecção: 50 ng de Hb/mL)",
             [fit], label="Resultado:", note="Não requer dieta prévia."),
          Sp(2),
          bx("COAGULOGRAMA PRÉ-BIÓPSIA", "plasma citratado / sangue total EDTA", "coagulométrico; impedância",
             "Tempo de protrombina: 10,0 a 13,5 s     RNI: 0,90 a 1,20\n"
             "TTPA: 24,0 a 35,0 s     Plaquetas: 150.000 a 450.000 /mm³",
             [tp, inr, ttpa, plt]),
          Sp(2),
          bx("CÁLCIO TOTAL", "soro", "arsenazo III", "8,6 a 10,3 mg/dL", [ca], label="Resultado:"),
          Sp(2),
          bx("FOSFATASE ALCALINA", "soro", "cinético IFCC", "40 a 129 U/L", [alp], label="Resultado:"),
          Sp(2),
          bx("CREATININA", "soro", "Jaffé cinético", "0,70 a 1,20 mg/dL", [crea], label="Resultado:")]
    rep = Report(
        "ax10",
        dict(name="Instituto de Patologia Clínica Vale do Itajaí",
             addr="Rua XV de Novembro, 1340 – Centro – Blumenau/SC – CEP 89010-003 – (47) 3322-8156",
             reg="CNPJ 82.645.301/0001-44 – CNES 2522937 – Diretor técnico: Dr. Rolf Eduardo Wagner – CRM-SC 8.331"),
        "Blumenau/SC", "2025-03-11",
        dict(font="dejavu", base=base, accent="#444444", info_w=[0.12, 0.33, 0.15, 0.14, 0.11, 0.15]),
        [[("Paciente:", "Edson Luiz Pereira Kuster"), ("Sexo:", "Masculino"), ("Código:", "IPC-0093341")],
         [("Nascimento:", "03/10/1955 (69 anos)"), ("Coleta sangue:", "11/03/2025"), ("Liberado:", "13/03/2025")],
         [("Médico:", "Dr. Gustavo H. Ramos CRM-SC 21.604"), ("Biópsia:", "20/03/2025"),
          ("Impresso:", "13/03/2025")]],
        [p1, p2],
        ["Dr. Rolf Eduardo Wagner – Médico Patologista Clínico – CRM-SC 8.331",
         "Dra. Karin Schroeder – Biomédica – CRBM-5 3.866"],
        footer_note="",
        header_kind="plain")
    rep.features = ["boxed blocks, reference printed before result", "< value (limit of quantification)",
                    "tumour markers", "stool test collected on another day", "coagulation before biopsy"]
    for r in rep.results():
        if r.key == "fit":
            r.date = "2025-03-10"
    return rep


# =========================================================================
# ax11 – woman 60, anaemia work-up: grid blood count with % and absolute
# in separate columns; page 2 two-column iron/vitamin blocks collected on
# a second day
# =========================================================================
def ax11():
    base = 8.5
    hem = [("Eritrócitos", "rbc", "3,92", "milhões/µL", "L", "4,00 a 5,40"),
           ("Hemoglobina", "hb", "9,6", "g/dL", "L", "12,0 a 16,0"),
           ("Hematócrito", "hct", "30,1", "%", "L", "36,0 a 48,0"),
           ("VCM", "mcv", "76,8", "fL", "L", "82,0 a 98,0"),
           ("HCM", "mch", "24,5", "pg", "L", "27,0 a 32,0"),
           ("CHCM", "mchc", "31,9", "g/dL", "L", "32,0 a 36,0"),
           ("RDW", "rdw", "17,9", "%", "H", "11,5 a 14,5")]
    W = [0.29, 0.12, 0.12, 0.14, 0.33]
    A = ["left", "right", "right", "left", "left"]
    rows = []
    for n, k, v, u, f, ref in hem:
        r = R(n, k, v, u, flag=f)
        rows.append([N(r), V(r), C(""), U(r), C(ref)])
    t1 = T(rows, W, header=["ERITROGRAMA", "Resultado", "", "Unidade", "Valores de referência"],
           rules="grid", aligns=A, header_fill="#f1e4c9")
    wbc = R("Leucócitos", "wbc", "5.180", "/µL")
    lrows = [[N(wbc), C(""), V(wbc), U(wbc), C("4.000 a 10.000 /µL")]]
    for n, k, p, a, refp, refa in [("Neutrófilos", "neu", "61,2", "3.170", "40 a 75", "1.800 a 7.500"),
                                  ("Eosinófilos", "eos", "2,1", "109", "1 a 6", "40 a 500"),
                                  ("Basófilos", "bas", "0,6", "31", "0 a 2", "0 a 200"),
                                  ("Linfócitos", "lym", "29,5", "1.528", "20 a 45", "1.000 a 4.000"),
                                  ("Monócitos", "mon", "6,6", "342", "2 a 10", "200 a 1.000")]:
        rp = R(n, k + "_p", p, "%")
        ra = R(n, k + "_a", a, "/µL")
        lrows.append([N(rp), V(rp), V(ra), C("% | /µL"), C(f"{refp} % | {refa} /µL")])
    t2 = T(lrows, W, header=["LEUCOGRAMA", "%", "Absoluto", "Unidade", "Valores de referência"],
           rules="grid", aligns=A, header_fill="#f1e4c9")
    plt = R("Plaquetas", "plt", "412.000", "/µL")
    ret = R("Reticulócitos", "retic_p", "0,9", "%")
    t3 = T([[N(plt), V(plt), C(""), U(plt), C("150.000 a 450.000")],
            [N(ret), V(ret), C(""), U(ret), C("0,5 a 2,0")]], W,
           header=["PLAQUETAS E RETICULÓCITOS", "Resultado", "", "Unidade", "Valores de referência"],
           rules="grid", aligns=A, header_fill="#f1e4c9")
    p1 = [H("HEMOGRAMA COM CONTAGEM DE RETICULÓCITOS", level=1),
          P("Material: sangue total (EDTA)  |  Método: citometria de fluxo e impedância; reticulócitos por "
            "fluorescência  |  Coleta: 12/03/2025", size=base - 1, italic=True),
          Sp(1), t1, Sp(1.5), t2, Sp(1.5), t3, Sp(1.5),
          P("Morfologia: microcitose e hipocromia (++); anisocitose (+); presença de eliptócitos ocasionais.\n"
            "Plaquetas: trombocitose ausente; agregados não observados.", size=base - 1)]

    def mini(title, material, method, items, coleta):
        rows = []
        for name, key, v, unit, flag, ref in items:
            r = R(name, key, v, unit, flag=flag, date="2025-03-13" if coleta == "13/03/2025" else None)
            rows.append([N(r), V(r, unit=True)])
            rows.append([C("Ref.: " + ref, size=base - 1.5, italic=True, span=2)])
        return [H(title, level=2, rule=True),
                P(f"Material: {material} – {method}\nColeta: {coleta}", size=base - 1.5, italic=True),
                T(rows, [0.52, 0.48], aligns=["left", "right"], pad=0.6),
                Sp(2.5)]

    left = (mini("METABOLISMO DO FERRO", "soro", "colorimétrico / imunoturbidimetria", [
        ("Ferro sérico", "iron", "32", "µg/dL", "L", "50 a 170 µg/dL"),
        ("Capacidade total de ligação\ndo ferro (CTLF)", "tibc", "452", "µg/dL", "H", "250 a 425 µg/dL"),
        ("Índice de saturação da\ntransferrina", "tsat", "7", "%", "L", "20 a 50 %"),
        ("Transferrina", "transf", "323", "mg/dL", "", "200 a 360 mg/dL"),
    ], "13/03/2025") + mini("FERRITINA", "soro", "quimioluminescência", [
        ("Ferritina", "ferritin", "6,4", "ng/mL", "L", "mulheres pós-menopausa: 13 a 150 ng/mL"),
    ], "13/03/2025"))
    right = (mini("VITAMINAS", "soro", "quimioluminescência", [
        ("Vitamina B12", "b12", "418", "pg/mL", "", "197 a 771 pg/mL"),
        ("Folato sérico", "folate", "superior a 20,0", "ng/mL", "", "superior a 3,9 ng/mL"),
    ], "12/03/2025") + mini("MARCADORES INFLAMATÓRIOS", "soro", "imunoturbidimetria", [
        ("Proteína C reativa", "crp", "inferior a 0,30", "mg/dL", "", "inferior a 0,50 mg/dL"),
    ], "12/03/2025") + mini("FUNÇÃO TIREOIDIANA", "soro", "quimioluminescência", [
        ("TSH", "tsh", "3,10", "µUI/mL", "", "0,38 a 5,33 µUI/mL"),
    ], "12/03/2025"))
    p2 = [H("PERFIL DE ANEMIA – BIOQUÍMICA E IMUNOLOGIA", level=1),
          P("Paciente retornou em jejum de 8 horas para coleta do perfil de ferro (13/03/2025).",
            size=base - 1, italic=True),
          Sp(2),
          Cols([left, right], gap=8, divider=True),
          Sp(1),
          P("L = abaixo do valor de referência; H = acima do valor de referência.\n"
            "Quadro laboratorial compatível com deficiência de ferro; correlacionar com dados clínicos.",
            size=base - 1)]
    rep = Report(
        "ax11",
        dict(name="Laboratório Ipê Roxo", sub="Análises Clínicas · Campo Grande · Dourados",
             addr="Rua 14 de Julho, 2875 – Centro – Campo Grande/MS – CEP 79002-334 – Tel. (67) 3384-2210",
             reg="CNPJ 15.730.926/0001-05 · CNES 9021548 · RT: Dra. Mirela Cáceres Duarte – CRF-MS 2.741"),
        "Campo Grande/MS", "2025-03-12",
        dict(font="dejavu", base=base, accent="#6a3d9a", info_w=[0.12, 0.33, 0.11, 0.16, 0.12, 0.16]),
        [[("Paciente:", "Maria das Graças Oliveira Ramos"), ("Sexo:", "Feminino"), ("Protocolo:", "IR-884620")],
         [("Nascimento:", "17/12/1964 (60 anos)"), ("Coleta:", "12/03/2025"), ("2ª coleta:", "13/03/2025")],
         [("Médico:", "Dr. Fernando Rezende CRM-MS 9.115"), ("Liberado:", "14/03/2025"), ("Pedido:", "05/03/2025")]],
        [p1, p2],
        ["Dra. Mirela Cáceres Duarte", "Farmacêutica-Bioquímica – CRF-MS 2.741", "Liberado em 14/03/2025 10:05"],
        footer_note="",
        header_kind="band")
    rep.features = ["grid blood count, % and absolute in separate columns", "two-column page",
                    "two collection dates", "superior a / inferior a", "names split over two lines"]
    return rep


# =========================================================================
# ax12 – young man, check-up with STI/hepatitis serology; two columns;
# reagent treponemal test, "superior a" anti-HBs, "HDL-C"
# =========================================================================
def ax12():
    base = 9
    W = [0.50, 0.50]

    def sero(title, method, name, key, vt, unit, ref, flag=""):
        r = R(name, key, vt, unit, flag=flag)
        return [H(title, level=2, rule=True),
                P("Soro – " + method, size=base - 1.5, italic=True),
                P("Referência: " + ref, size=base - 1.5),
                T([[N(r), V(r, unit=True)]], W, aligns=["left", "right"]),
                Sp(2)]

    left = (sero("HIV 1/2", "quimioluminescência (antígeno p24 + anticorpos)", "Anti-HIV 1/2 e Ag p24",
                 "hiv", "Não reagente", "", "Não reagente")
            + sero("SÍFILIS – TESTE TREPONÊMICO", "quimioluminescência (anticorpos totais)",
                   "Anticorpos anti-T. pallidum", "trep", "Reagente", "", "Não reagente")
            + sero("SÍFILIS – VDRL", "floculação", "VDRL", "vdrl", "Não reagente", "", "Não reagente")
            + sero("HEPATITE B – HBsAg", "quimioluminescência", "HBsAg", "hbsag", "Não reagente", "",
                   "Não reagente")
            + sero("HEPATITE B – ANTI-HBs", "quimioluminescência", "Anti-HBs", "antihbs", "superior a 1.000",
                   "mUI/mL", "imune: 10 mUI/mL ou mais")
            + sero("HEPATITE B – ANTI-HBc TOTAL", "quimioluminescência", "Anti-HBc total", "antihbc",
                   "Reagente", "", "Não reagente")
            + sero("HEPATITE C – ANTI-HCV", "quimioluminescência", "Anti-HCV", "hcv", "Não reagente", "",
                   "Não reagente")
            + sero("HEPATITE A – IgM", "quimioluminescência", "Anti-HAV IgM", "hav_m", "Não reagente", "",
                   "Não reagente"))
    BW = [0.40, 0.35, 0.25]

    def chem(title, items):
        rows = []
        for name, key, v, unit, flag, ref in items:
            r = R(name, key, v, unit, flag=flag)
            rows.append([N(r), V(r, unit=True), C(ref, size=base - 1.5)])
        return [H(title, level=2, rule=True),
                T(rows, BW, header=["Exame", "Resultado", "Referência"], rules="hlines",
                  aligns=["left", "right", "left"], size=base - 0.5),
                Sp(2)]

    right = (chem("BIOQUÍMICA (soro / plasma)", [
        ("Glicose", "glu_f", "88", "mg/dL", "", "70 a 99"),
        ("Creatinina", "crea", "0,94", "mg/dL", "", "0,70 a 1,30"),
        ("eTFG (CKD-EPI 2021)", "egfr21", "> 90", "mL/min/1,73m²", "", "> 60"),
        ("TGP (ALT)", "alt", "22", "U/L", "", "até 41"),
    ]) + chem("LIPÍDIOS", [
        ("Colesterol total", "chol", "168", "mg/dL", "", "< 190"),
        ("HDL-C", "hdl", "52", "mg/dL", "", "> 40"),
        ("Triglicérides", "tg", "84", "mg/dL", "", "< 150"),
    ]) + chem("TIREOIDE", [
        ("TSH", "tsh", "1,38", "µUI/mL", "", "0,40 a 4,00"),
    ]) + [Box([P("Interpretação:\n"
                 "Sífilis – treponêmico reagente com VDRL não\n"
                 "reagente pode indicar sífilis tratada (cicatriz\n"
                 "sorológica) ou infecção muito recente.\n"
                 "Hepatite B – anti-HBc total e anti-HBs\n"
                 "reagentes com HBsAg não reagente: perfil de\n"
                 "infecção passada resolvida (imunidade natural).", size=base - 1.5)], pad=1.5,
              border="#999999")])
    p1 = [H("SOROLOGIAS E EXAMES DE ROTINA", level=1),
          P("Coleta: 13/03/2025 às 08:25 – jejum de 9 horas.   Testes rápidos anteriores (08/2023): não reagentes.",
            size=base - 1, italic=True),
          Sp(1.5),
          Cols([left, right], gap=8, divider=True)]
    rep = Report(
        "ax12",
        dict(name="Laboratório Atlântico", sub="Análises Clínicas e Imunologia",
             addr="Av. Prudente de Morais, 4120 – Lagoa Nova\nNatal/RN – CEP 59064-630\n(84) 3206-7731",
             reg="CNPJ 27.418.093/0001-36 – CNES 3691205\nRT: Dr. Saulo Medeiros Bezerra – CRBM-2 11.402"),
        "Natal/RN", "2025-03-13",
        dict(font="serif", base=base, accent="#00607a", info_w=[0.12, 0.33, 0.11, 0.17, 0.12, 0.15]),
        [[("Paciente:", "Lucas Gabriel Tavares Nóbrega"), ("Sexo:", "Masculino"), ("Ordem:", "ATL-771435")],
         [("Nascimento:", "21/06/1990 (34 anos)"), ("Coleta:", "13/03/2025"), ("Liberação:", "14/03/2025")],
         [("Solicitante:", "Dra. Renata Paiva Gurgel CRM-RN 8.806"), ("Recepção:", "13/03/2025"),
          ("Validade:", "12/06/2025")]],
        [p1],
        ["Dr. Saulo Medeiros Bezerra – Biomédico – CRBM-2 11.402",
         "Assinado digitalmente em 14/03/2025"],
        footer_note="Resultados de sorologia devem ser interpretados pelo médico assistente.",
        header_kind="split")
    rep.features = ["two-column one-page layout", "qualitative serology (Reagente / Não reagente)",
                    "superior a 1.000", "> 90 eGFR", "HDL-C", "reference printed before result"]
    return rep
