from common import *


# =============================================================== bo01
def bo01():
    D, P = "2025-03-18", "2024-09-09"
    st = Style(font="DejaVu Sans", size=8.2, margin=(9, 12, 8, 12))
    acc = "#0b5d8c"
    header = [
        T("Portal do Paciente Vitallis  •  Resultados online  •  Impresso em 24/03/2025 às 19:42", size=6.5,
          color="#666666", align="R", space_after=1),
        Cols([(120, [T("VITALLIS", size=17, bold=True, color=acc, space_after=0),
                     T("Medicina Diagnóstica", size=8.5, color=acc, space_after=0.3),
                     T("Rua Cayowaá, 1.418 – Perdizes – São Paulo/SP – CEP 05018-001", size=6.5, space_after=0)]),
              (66, [T("CNPJ 31.482.907/0001-55  •  CNES 7740281\nSAC (11) 3871-4400\nwww.vitallisdiagnostica.com.br",
                      size=6.5, align="R")])], gap=0),
        Rule(0.5, acc, 0.8),
        kv_table([[("Paciente:", "MARIANA DE OLIVEIRA CASTRO"), ("Protocolo:", "0325-118-47702")],
                  [("Nascimento:", "07/11/1986  (38 anos)"), ("Sexo:", "Feminino")],
                  [("Médico:", "Dr. Renato Albuquerque Lins – CRM-SP 118.402"), ("Convênio:", "Bradesco Saúde Top")],
                  [("Coleta:", "18/03/2025 07:52"), ("Entrada:", "18/03/2025 08:15")]],
                 [20, 84, 20, 62], size=7.6),
        Rule(0.2, "#999999", 0.5),
    ]
    footer = [
        Rule(0.3, acc, 0.6),
        T("Resultados liberados eletronicamente em 19/03/2025 16:08 por Dra. Fabiana Okamoto Reis – CRBM-SP 40.118. "
          "Responsável técnica: Dra. Helena Vaz Prado – CRF-SP 52.774. Este laudo é parte de um conjunto de páginas "
          "e só tem validade na íntegra.", size=6.3, color="#444444"),
        T("Vitallis Medicina Diagnóstica  •  Portal do Paciente  •  Página {p} de {n}", size=6.5, align="R",
          color="#444444"),
    ]
    cols = [("Exame", 46, "L"), ("Resultado", 24, "R"), ("Unidade", 22, "L"), ("Valores de referência", 54, "L"),
            ("Anterior\n09/09/2024", 22, "R"), ("", 18, "L")]
    E = [("rbc", "Hemácias", "4,21", "4,38", "milhões/mm³", "3,90 a 5,03"),
         ("hgb", "Hemoglobina", "11,6", "12,4", "g/dL", "12,0 a 15,5"),
         ("hct", "Hematócrito", "35,4", "37,9", "%", "35,0 a 45,0"),
         ("mcv", "VCM", "84,1", "86,5", "fL", "81,0 a 98,0"),
         ("mch", "HCM", "27,6", "28,3", "pg", "27,0 a 33,0"),
         ("mchc", "CHCM", "32,8", "32,7", "g/dL", "31,0 a 36,0"),
         ("rdw", "RDW", "14,9", "13,6", "%", "11,5 a 14,5")]
    flags = {"hgb": "L", "rdw": "H"}
    rows = [Span("ERITROGRAMA", fill="#eaf2f8")]
    for k, nm, v, pv, u, ref in E:
        cur = r(k, nm, v, u, ref, flag=flags.get(k, ""))
        prev = r(k, nm, pv, u, ref, date=P)
        rows.append([N(cur), V(cur), U(cur), ref, V(prev), ""])
    # page 2: leucogram continues + lipids
    L = [("neut", "Neutrófilos", "58,4", "3.620", "40,0 a 75,0 %  |  1.600 a 7.700 /mm³"),
         ("eos", "Eosinófilos", "3,1", "192", "1,0 a 5,0 %  |  40 a 500 /mm³"),
         ("baso", "Basófilos", "0,6", "37", "0,0 a 2,0 %  |  0 a 150 /mm³"),
         ("lymph", "Linfócitos", "30,2", "1.872", "20,0 a 45,0 %  |  900 a 3.400 /mm³"),
         ("mono", "Monócitos", "7,7", "477", "2,0 a 10,0 %  |  100 a 900 /mm³")]
    wbc = r("wbc", "Leucócitos", "6.200", "/mm³", "3.600 a 11.000 /mm³")
    lcols = [("Leucograma", 46, "L"), ("%", 24, "R"), ("/mm³", 24, "R"), ("Valores de referência", 92, "L")]
    lrows = [[N(wbc), "", V(wbc), wbc.ref]]
    for k, nm, p, a, ref in L:
        rp = r(k + "_p", nm, p, "%")
        ra = r(k + "_a", nm, a, "/mm³")
        lrows.append([nm, V(rp), V(ra), ref])
    plt = r("plt", "Plaquetas", "287.000", "/mm³", "150.000 a 450.000 /mm³")
    lrows.append([N(plt), "", V(plt), plt.ref])
    lip = [r("chol", "Colesterol total", "214", "mg/dL", "Desejável: inferior a 190", "H"),
           r("hdl", "HDL-COLESTEROL", "52", "mg/dL", "Desejável: superior a 40"),
           r("ldl_calc", "LDL-COLESTEROL (calculado)", "138", "mg/dL", "Conforme risco cardiovascular"),
           r("nonhdl", "COLESTEROL NÃO-HDL", "162", "mg/dL", "Conforme risco cardiovascular"),
           r("tg", "TRIGLICERÍDEOS", "118", "mg/dL", "Jejum: inferior a 150")]
    glu = [r("glu", "GLICOSE (jejum)", "96", "mg/dL", "65 a 99"),
           r("hba1c", "HEMOGLOBINA GLICADA (HbA1c)", "5,6", "%", "Normal: inferior a 5,7")]
    c2 = [("Exame", 66, "L"), ("Resultado", 24, "R"), ("Unidade", 22, "L"), ("Valores de referência", 74, "L")]
    page1 = [
        T("PERFIL LIPÍDICO", bold=True, size=9.5, color=acc, space_after=0.3),
        T("Material: Soro  •  Método: Enzimático colorimétrico (Atellica CH); LDL calculado pela equação de "
          "Martin-Hopkins; colesterol não-HDL = colesterol total – HDL. Jejum informado: 12 horas.",
          size=6.8, italic=True, space_after=1),
        Tbl(c2, [row4(x) for x in lip], ruled="h", head_fill="#eaf2f8", size=8, pad_v=0.7),
        T("Metas de LDL e não-HDL conforme a categoria de risco (Atualização da Diretriz Brasileira de "
          "Dislipidemias, 2017): baixo risco LDL inferior a 130 mg/dL; risco intermediário inferior a 100 mg/dL; "
          "alto risco inferior a 70 mg/dL; muito alto risco inferior a 50 mg/dL.", size=6.6, color="#444444"),
        Sp(2),
        T("GLICEMIA E HEMOGLOBINA GLICADA", bold=True, size=9.5, color=acc, space_after=0.3),
        T("Material: Plasma fluoretado / Sangue total (EDTA)  •  Método: Hexoquinase / HPLC (Bio-Rad D-100), "
          "método certificado pelo NGSP.", size=6.8, italic=True, space_after=1),
        Tbl(c2, [row4(x) for x in glu], ruled="h", head_fill="#eaf2f8", size=8, pad_v=0.7),
        T("HbA1c: pré-diabetes de 5,7 a 6,4 %; diabetes igual ou superior a 6,5 % (SBD 2024).", size=6.6,
          color="#444444"),
        Sp(2),
        T("HEMOGRAMA COMPLETO", bold=True, size=9.5, color=acc, space_after=0.3),
        T("Material: Sangue total (EDTA)   •   Método: Citometria de fluxo fluorescente e impedância (Sysmex XN-1000); "
          "revisão microscópica da extensão sanguínea corada por May-Grünwald-Giemsa quando indicada pelos critérios "
          "do International Consensus Group for Hematology Review.", size=6.8, italic=True, space_after=1),
        Tbl(cols, rows, ruled="h", head_fill="#eaf2f8", size=8, pad_v=0.7),
        T("H = acima do intervalo de referência; L = abaixo do intervalo de referência. Valores de referência para "
          "mulheres adultas, conforme literatura e estudo populacional interno (2022).", size=6.6, color="#444444"),
        Sp(2),
        T("Observação: discreta anisocitose. Recomenda-se correlacionar com cinética do ferro, caso clinicamente "
          "indicado. Resultado anterior obtido neste laboratório, coleta de 09/09/2024, protocolo 0924-091-12277.",
          size=7, space_after=1),
    ]
    page2 = [
        T("HEMOGRAMA COMPLETO  (continuação)", bold=True, size=9.5, color=acc, space_after=0.8),
        Tbl(lcols, lrows, ruled="h", head_fill="#eaf2f8", size=8, pad_v=0.7),
        T("Contagem diferencial automatizada; não foram observadas células imaturas nem alterações morfológicas "
          "significativas na série branca. Plaquetas com morfologia habitual.", size=6.8, italic=True),
    ]
    return Report("bo01", "Vitallis Medicina Diagnóstica", "São Paulo/SP", D, st, header, [page1, page2], footer,
                  footer_top=279,
                  features="ruled tables (horizontal rules), previous-result column, H/L flags, block continued on page 2",
                  distractors=["nascimento 07/11/1986", "entrada 18/03/2025 (same day)", "liberação 19/03/2025",
                               "impressão 24/03/2025"])


# =============================================================== bo02
def bo02():
    D, D2 = "2024-07-02", "2024-07-03"
    st = Style(font="DejaVu Sans Mono", size=8.0, margin=(9, 11, 8, 13), line=1.2)

    def dots(label, n=30):
        return label + " " + "." * max(2, n - len(label) - 2) + ":"

    header = [
        T("SISLAB HOSPITALAR v4.2  -  LAUDO DE EXAMES LABORATORIAIS          Emissão: 05/07/2024 11:07   Pág. {p}/{n}",
          size=6.6, space_after=0.4),
        Rule(0.3, "#000000", 0.4),
        T("HOSPITAL SANTA EDWIGES - SERVIÇO DE PATOLOGIA CLÍNICA", bold=True, size=10, space_after=0.2),
        T("Av. Protásio Alves, 6.120 - Petrópolis - Porto Alegre/RS - CNES 2263874 - Fone (51) 3207-5500", size=6.8),
        Rule(0.3, "#000000", 0.4),
        kv_table([[("Paciente..:", "ADEMIR LUIS KLEIN"), ("Prontuário:", "00847221")],
                  [("Nasc......:", "14/02/1951"), ("Sexo......:", "M")],
                  [("Atend.....:", "INTERNAÇÃO 5º ANDAR - LEITO 512-B"), ("Admissão..:", "29/06/2024")],
                  [("Solicit...:", "DRA. CAROLINA F. MOSMANN CRM-RS 33.915"), ("Pedido....:", "01/07/2024")]],
                 [23, 85, 23, 55], size=7.2, bold_labels=False),
        Rule(0.3, "#000000", 0.4),
    ]
    footer = [
        Rule(0.3, "#000000", 0.4),
        T("Liberado por: DR. JOÃO V. TEDESCO - CRF-RS 9.174  |  Resp. técnico: DRA. M. R. SCHMITT - CRBM-RS 1.207",
          size=6.6),
        T("Documento gerado pelo sistema hospitalar. Conferir com o prontuário eletrônico.   Pág. {p}/{n}", size=6.6),
    ]
    W = [62, 34, 30, 60]

    def block(head, mat, met, x, ref, extra_rows=()):
        rows = [[C(dots("Resultado")), V(x), U(x), "VR: " + ref]]
        rows += list(extra_rows)
        return [T(head, bold=True, space_after=0.1),
                T("Material: %s   Método: %s" % (mat, met), size=6.8, space_after=0.2),
                Tbl([("", w, a) for w, a in zip(W, "LRLL")], rows, header=False, ruled="none", pad_v=0.1,
                    space_after=1.6)]

    def lines(items, date=None):
        rows = []
        for x in items:
            nm = x.name.split("\n")
            if len(nm) == 2:
                rows.append([C(nm[0] + "\n" + dots(nm[1])), V(x), U(x), "VR: " + x.ref])
            else:
                rows.append([C(dots(x.name)), V(x), U(x), "VR: " + x.ref])
        return Tbl([("", w, a) for w, a in zip(W, "LRLL")], rows, header=False, ruled="none", pad_v=0.1,
                   space_after=1.6)

    urea = r("urea", "UREIA", "68", "mg/dL", "15 a 45")
    crea = r("crea", "CREATININA", "1,62", "mg/dL", "0,70 a 1,20")
    egfr = r("egfr", "Taxa de filtração glomerular\nestimada (CKD-EPI 2021)", "43", "mL/min/1,73m²", "superior a 60")
    ele = [r("na", "Sódio", "134", "mmol/L", "136 a 145"), r("k", "Potássio", "5,4", "mmol/L", "3,5 a 5,1"),
           r("mg", "Magnésio", "2,4", "mg/dL", "1,6 a 2,6"), r("ica", "Cálcio iônico", "1,18", "mmol/L", "1,12 a 1,32")]
    glu = r("glu_any", "GLICOSE", "141", "mg/dL", "70 a 99 (jejum)")
    pt = r("pt_s", "Tempo de protrombina", "14,8", "seg", "10,0 a 13,5")
    inr = r("inr", "RNI", "1,32", "", "0,90 a 1,20")
    aptt = r("aptt_s", "Tempo de tromboplastina\nparcial ativada", "33,5", "seg", "25,0 a 37,0")
    page1 = [
        T("COLETA: 02/07/2024 05:40   RECEBIMENTO: 02/07/2024 06:25   AMOSTRA: 24070211873", bold=True,
          size=7.2, space_after=1.5),
        *block("UREIA", "Soro", "Cinético UV (urease/glutamato desidrogenase), Cobas c503", urea, "15 a 45 mg/dL"),
        *block("CREATININA", "Soro", "Jaffé cinético compensado, rastreável a IDMS (SRM 967)", crea,
               "0,70 a 1,20 mg/dL"),
        lines([egfr]),
        T("TFG estimada pela equação CKD-EPI 2021 sem coeficiente racial. Interpretar com cautela em situações de "
          "função renal instável (lesão renal aguda), extremos de massa muscular ou dieta.", size=6.6,
          space_after=1.6),
        T("ELETRÓLITOS  (Soro - Eletrodo íon seletivo indireto; cálcio iônico em sangue total heparinizado)",
          bold=True, space_after=0.2),
        lines(ele),
        *block("GLICOSE", "Plasma fluoretado", "Enzimático (hexoquinase)", glu, "70 a 99 mg/dL em jejum"),
        T("COAGULOGRAMA  (Plasma citratado 3,2% - Coagulometria óptica, tromboplastina ISI 1,02)", bold=True,
          space_after=0.2),
        lines([pt, inr, aptt]),
        T("Tempo do plasma normal (pool) no dia: TP 12,1 seg; TTPA 29,8 seg. RNI calculado com ISI do lote vigente.",
          size=6.6, space_after=1),
    ]
    crp = r("crp", "PROTEÍNA C REATIVA", "86,4", "mg/L", "inferior a 5,0", date=D2)
    k2 = r("k", "Potássio", "4,9", "mmol/L", "3,5 a 5,1", date=D2)
    cr2 = r("crea", "Creatinina", "1,48", "mg/dL", "0,70 a 1,20", date=D2)
    fib = r("fib", "Fibrinogênio", "512", "mg/dL", "200 a 400", date=D2)
    dd = r("ddimer", "D-Dímero", "inferior a 270", "ng/mL FEU", "inferior a 500", date=D2)
    page2 = [
        T("COLETA: 03/07/2024 06:05   RECEBIMENTO: 03/07/2024 06:48   AMOSTRA: 24070312044", bold=True,
          size=7.2, space_after=1.5),
        *block("PROTEÍNA C REATIVA", "Soro", "Imunoturbidimetria intensificada por partículas de látex", crp,
               "inferior a 5,0 mg/L"),
        T("CONTROLE RENAL / ELETRÓLITOS  (Soro)", bold=True, space_after=0.2),
        lines([k2, cr2]),
        T("COAGULAÇÃO  (Plasma citratado 3,2%)", bold=True, space_after=0.2),
        lines([fib, dd]),
        T("D-dímero por imunoturbidimetria (látex). Valor de corte para exclusão de TEV: 500 ng/mL FEU "
          "(ajustado pela idade acima de 50 anos: idade x 10). Resultado inferior ao limite de quantificação.",
          size=6.6, space_after=1),
        Sp(4),
        T("*** FIM DO LAUDO ***", align="C", bold=True),
    ]
    return Report("bo02", "Hospital Santa Edwiges - Serviço de Patologia Clínica", "Porto Alegre/RS", D, st,
                  header, [page1, page2], footer, footer_top=282,
                  features="monospace hospital system, literal dotted leaders, block layout (heading/material/"
                           "method/Resultado), names split over two lines, second collection day on page 2",
                  distractors=["nascimento 14/02/1951", "admissão 29/06/2024", "pedido 01/07/2024",
                               "emissão 05/07/2024", "recebimento"])


# =============================================================== bo03
def bo03():
    D, D2 = "2023-11-24", "2023-11-25"
    st = Style(font="DejaVu Sans Condensed", size=7.8, margin=(9, 10, 8, 10))
    acc = "#6a1b4d"
    header = [
        Cols([(110, [T("Diagnóstika", size=18, bold=True, color=acc, space_after=0),
                     T("LABORATÓRIO DE ANÁLISES CLÍNICAS", size=7, color=acc, space_after=0)]),
              (80, [T("Rua dos Timbiras, 2.250 – Lourdes – Belo Horizonte/MG\nCNPJ 22.905.614/0001-08 – "
                      "CNES 9912374\nResp. Técnico: Dr. Paulo H. Andrade – CRM-MG 41.778", size=6.5, align="R")])],
             gap=0),
        Box([kv_table([[("Nome", "LUCAS GABRIEL PEREIRA SANTOS"), ("Idade", "41 anos"),
                        ("Ficha", "88.214.305")],
                       [("Dt. Nasc.", "03/05/1982"), ("Sexo", "Masculino"), ("Dt. Cadastro", "22/11/2023")],
                       [("Médico", "Dra. Sílvia Moura Campos"), ("Convênio", "Unimed BH"), ("Impresso", "27/11/2023")]],
                      [15, 62, 13, 30, 20, 46], size=7.2, space_after=0)],
            border=0.3, color=acc, fill="#f7eef3", pad=1.2, space_after=1.5),
    ]
    footer = [
        Rule(0.3, acc, 0.5),
        T("Laudo liberado em 27/11/2023 10:12 – Assinado digitalmente por Dra. Renata L. Diniz – CRF-MG 18.402  |  "
          "resultados.diagnostika.com.br  |  Página {p}/{n}", size=6.3, align="C", color="#555555"),
    ]
    hem = [r("rbc", "Eritrócitos", "5,12", "milhões/µL", "4,50 a 5,90"),
           r("hgb", "Hemoglobina", "15,3", "g/dL", "13,5 a 17,5"),
           r("hct", "Hematócrito", "45,8", "%", "41,0 a 53,0"),
           r("mcv", "VCM", "89,5", "fL", "80,0 a 100,0"),
           r("mch", "HCM", "29,9", "pg", "26,0 a 34,0"),
           r("mchc", "CHCM", "33,4", "g/dL", "31,0 a 37,0"),
           r("rdw", "RDW-CV", "12,8", "%", "11,5 a 14,5"),
           r("wbc", "Leucócitos", "7.840", "/µL", "4.000 a 11.000"),
           r("seg_p", "Segmentados", "61", "%", "40 a 75"),
           r("lymph_p", "Linfócitos", "27", "%", "20 a 45"),
           r("mono_p", "Monócitos", "8", "%", "2 a 10"),
           r("eos_p", "Eosinófilos", "3", "%", "1 a 6"),
           r("baso_p", "Basófilos", "1", "%", "0 a 2"),
           r("plt", "Plaquetas", "231.000", "/µL", "150.000 a 400.000")]
    hc = [("Hemograma", 27, "L"), ("Result.", 16, "R"), ("Unid.", 18, "L"), ("Referência", 31, "L")]
    hrows = [row4(x) for x in hem[:7]] + [Span("Leucograma", fill="#f7eef3")] + \
        [row4(x) for x in hem[7:13]] + [Span("Plaquetograma", fill="#f7eef3")] + [row4(hem[13])]
    bio = [r("glu", "Glicose em jejum", "88", "mg/dL", "70 a 99"),
           r("urea", "Ureia", "31", "mg/dL", "17 a 49"),
           r("crea", "Creatinina", "0,98", "mg/dL", "0,70 a 1,30"),
           r("ast", "TGO (AST)", "27", "U/L", "até 40"),
           r("alt", "TGP (ALT)", "44", "U/L", "até 41", flag="*"),
           r("ggt", "Gama-GT", "58", "U/L", "10 a 71"),
           r("tsh", "TSH", "2,31", "µUI/mL", "0,27 a 4,20"),
           r("ft4", "T4 livre", "1,21", "ng/dL", "0,93 a 1,70")]
    bc = [("Bioquímica / Hormônios", 33, "L"), ("Result.", 16, "R"), ("Unid.", 15, "L"), ("Referência", 27, "L")]
    page1 = [
        T("Data da coleta: 24/11/2023 07:35  –  Material: sangue venoso (EDTA, soro)", bold=True, size=7.6,
          space_after=1.2),
        Cols([(92, [Tbl(hc, hrows, ruled="grid", head_fill="#ecd9e4", size=7.4, pad_v=0.35, rule_color="#8c6a7d"),
                    T("Método: automação hematológica (impedância/citometria de fluxo); diferencial confirmado "
                      "em lâmina. Morfologia eritrocitária sem alterações.", size=6.4, italic=True)]),
              (92, [Tbl(bc, [row4(x) for x in bio], ruled="grid", head_fill="#ecd9e4", size=7.4, pad_v=0.35,
                        rule_color="#8c6a7d"),
                    T("* Resultado fora do intervalo de referência.", size=6.4),
                    T("Métodos: glicose – hexoquinase; ureia – urease/GLDH; creatinina – Jaffé cinético; "
                      "AST/ALT – IFCC sem piridoxal-fosfato; GGT – Szasz/IFCC; TSH e T4 livre – "
                      "eletroquimioluminescência (Cobas e 601). Valores de referência para adultos.",
                      size=6.4, italic=True),
                    T("Jejum de 10 horas informado pelo paciente.", size=6.4)])],
             gap=6, divider=True),
    ]
    fq = [r("u_color", "Cor", "Amarelo citrino", "", "Amarelo", date=D2),
          r("u_aspect", "Aspecto", "Ligeiramente turvo", "", "Límpido", date=D2),
          r("u_sg", "Densidade", "1,025", "", "1,005 a 1,030", date=D2),
          r("u_ph", "pH", "6,0", "", "5,0 a 7,5", date=D2),
          r("u_prot", "Proteínas", "Negativo", "", "Negativo", date=D2),
          r("u_glu", "Glicose", "Negativo", "", "Negativo", date=D2),
          r("u_ket", "Corpos cetônicos", "Negativo", "", "Negativo", date=D2),
          r("u_hgb", "Hemoglobina", "Traços", "", "Negativo", date=D2),
          r("u_nit", "Nitrito", "Negativo", "", "Negativo", date=D2)]
    sed = [r("u_wbc", "Leucócitos", "4", "/campo", "até 5", date=D2),
           r("u_rbc", "Hemácias", "6", "/campo", "até 3", flag="*", date=D2),
           r("u_epi", "Células epiteliais", "Raras", "", "Raras", date=D2),
           r("u_bact", "Bactérias", "Ausentes", "", "Ausentes", date=D2)]
    uc = [("Exame físico-químico", 33, "L"), ("Resultado", 27, "L"), ("Referência", 32, "L")]
    sc = [("Sedimentoscopia", 30, "L"), ("Resultado", 16, "R"), ("Unid.", 14, "L"), ("Referência", 32, "L")]
    page2 = [
        T("URINA TIPO I (EAS)", bold=True, size=10, color=acc, space_after=0.3),
        T("Data da coleta: 25/11/2023 06:50  –  Material: urina, primeira micção da manhã, jato médio  –  "
          "Recebido em 25/11/2023 08:02", bold=True, size=7.6, space_after=0.6),
        T("Métodos: análise física e química por tira reativa com leitura por refletância (Urisys 2400); "
          "sedimentoscopia por microscopia de campo claro em 400x, após centrifugação de 10 mL a 1.500 rpm "
          "por 5 minutos. Valores em elementos por campo de grande aumento.", size=6.4, italic=True,
          space_after=1.2),
        Cols([(92, [Tbl(uc, [[N(x), V(x), x.ref] for x in fq], ruled="grid", head_fill="#ecd9e4", size=7.4,
                        pad_v=0.35, rule_color="#8c6a7d")]),
              (92, [Tbl(sc, [row4(x) for x in sed], ruled="grid", head_fill="#ecd9e4", size=7.4, pad_v=0.35,
                        rule_color="#8c6a7d"),
                    T("* Hematúria discreta. Sugere-se repetir o exame fora do período menstrual ou após "
                      "esforço físico, caso aplicável.", size=6.4),
                    T("Cristais: ausentes. Cilindros: ausentes. Filamentos de muco: raros.", size=6.4)])],
             gap=6, divider=True),
        Sp(3),
        T("Exames de sangue coletados em 24/11/2023 e de urina em 25/11/2023, reunidos em um mesmo laudo "
          "(atendimento 88.214.305).", size=6.6, color="#555555"),
    ]
    return Report("bo03", "Diagnóstika Laboratório de Análises Clínicas", "Belo Horizonte/MG", D, st, header,
                  [page1, page2], footer, footer_top=284,
                  features="two-column pages (haematology | chemistry; strip | sediment), grid tables, * flags, "
                           "qualitative urine results, urine collected the next day",
                  distractors=["nascimento 03/05/1982", "cadastro 22/11/2023", "impresso/liberado 27/11/2023"])


# =============================================================== bo04
def bo04():
    D = "2026-01-20"
    st = Style(font="DejaVu Serif", size=8.2, margin=(10, 12, 9, 12))
    acc = "#2e5e2e"
    header = [
        T("Centro de Medicina Laboratorial Araucária", size=14, bold=True, color=acc, align="C", space_after=0),
        T("Rua Padre Anchieta, 1.846 – Bigorrilho – Curitiba/PR – (41) 3029-7710 – CNES 6618302", size=6.8,
          align="C", space_after=0.3),
        Rule(0.6, acc, 0.5),
        kv_table([[("Paciente:", "JOANA BEATRIZ WOJCIK"), ("Requisição:", "AR-2026-004418")],
                  [("Data de nascimento:", "29/08/1974"), ("Data da coleta:", "20/01/2026 08:10")],
                  [("Solicitante:", "Dr. Marcelo T. Hoffmann (CRM-PR 22.871)"), ("Data do pedido:", "12/01/2026")],
                  [("Unidade:", "Batel"), ("Liberado em:", "22/01/2026 15:37")]],
                 [30, 78, 28, 50], size=7.6),
        Rule(0.3, acc, 0.5),
    ]
    footer = [
        Rule(0.3, acc, 0.5),
        T("Dra. Eliane Kowalski Ribas – Farmacêutica-Bioquímica – CRF-PR 7.552 – Responsável Técnica", size=6.6,
          align="C", space_after=0.2),
        T("Laudo obtido pelo portal araucarialab.com.br em 23/01/2026 – página {p} de {n}", size=6.4, align="C",
          italic=True),
    ]
    cols = [("Exame", 50, "L"), ("Valores de referência", 66, "L"), ("Resultado", 24, "R"), ("", 8, "C"),
            ("Unidade", 38, "L")]

    def rows(xs):
        return [[N(x), x.ref, V(x), x.flag, U(x)] for x in xs]

    lip = [r("chol", "Colesterol total", "231", "mg/dL", "Desejável: inferior a 190", "H"),
           r("hdl", "Colesterol HDL", "67", "mg/dL", "Desejável: superior a 40"),
           r("ldl_calc", "Colesterol LDL", "141", "mg/dL", "Ver metas conforme risco"),
           r("vldl", "Colesterol VLDL", "23", "mg/dL", "inferior a 30"),
           r("nonhdl", "Colesterol não-HDL", "164", "mg/dL", "Ver metas conforme risco"),
           r("tg", "Triglicérides", "114", "mg/dL", "Jejum: inferior a 150")]
    thy = [r("tsh", "TSH – Hormônio tireoestimulante", "5,82", "µUI/mL", "0,45 a 4,50", "H"),
           r("ft4", "T4 livre", "0,98", "ng/dL", "0,70 a 1,48"),
           r("tpo", "Anticorpos anti-tireoperoxidase", "inferior a 9,0", "UI/mL", "inferior a 34,0")]
    iron = [r("fe", "Ferro sérico", "54", "µg/dL", "50 a 170"),
            r("ferritin", "Ferritina", "18,6", "ng/mL", "13,0 a 150,0"),
            r("tibc", "Capacidade total de ligação do ferro", "402", "µg/dL", "250 a 450"),
            r("tsat", "Índice de saturação da transferrina", "13", "%", "20 a 50", "L")]
    vit = [r("b12", "Vitamina B12", "312", "pg/mL", "197 a 771"),
           r("folate", "Ácido fólico", "superior a 20,0", "ng/mL", "superior a 3,9"),
           r("vitd", "25-Hidroxivitamina D", "23,4", "ng/mL", "20 a 60 (população geral)")]
    # flags: print them in their own column, not inside the value
    def sect(title, method, xs):
        return [T(title, bold=True, size=8.8, color=acc, rule_below=0.2, space_after=0.4),
                T(method, size=6.6, italic=True, space_after=0.6),
                Tbl(cols, [[N(x), x.ref, V(x, show_flag=False), x.flag, U(x)] for x in xs], ruled="grid", head_fill="#e4eee4",
                    size=7.8, pad_v=0.45, rule_color="#7a9a7a", space_after=2.2)]
    body = []
    body += sect("PERFIL LIPÍDICO", "Soro – Método enzimático colorimétrico; LDL calculado pela fórmula de "
                 "Martin-Hopkins; VLDL calculado. Jejum não obrigatório (jejum informado: 4 h).", lip)
    body += sect("FUNÇÃO TIREOIDIANA", "Soro – Imunoensaio por quimioluminescência (Alinity i). Anti-TPO: "
                 "limite inferior de quantificação 9,0 UI/mL.", thy)
    body += sect("PERFIL DE FERRO", "Soro – Ferro e capacidade total de ligação: colorimétrico (Ferene); "
                 "ferritina: quimioluminescência; saturação calculada (ferro/CTLF x 100).", iron)
    body += sect("VITAMINAS", "Soro – Quimioluminescência. Vitamina D: valores superiores a 30 ng/mL são "
                 "recomendados para grupos de risco (idosos, gestantes, osteoporose) – SBPC/ML e SBEM, 2017.", vit)
    body.append(T("H = acima do valor de referência   L = abaixo do valor de referência", size=6.6))
    return Report("bo04", "Centro de Medicina Laboratorial Araucária", "Curitiba/PR", D, st, header, [body],
                  footer, footer_top=281,
                  features="column order Exame / Referência / Resultado, grid tables, H/L flag column, "
                           "inferior a / superior a values",
                  distractors=["nascimento 29/08/1974", "pedido 12/01/2026", "liberado 22/01/2026",
                               "portal 23/01/2026"])

