from common import *


# =============================================================== bo09
def bo09():
    D = "2023-05-16"
    st = Style(font="DejaVu Serif", size=8.2, margin=(11, 13, 9, 13))
    acc = "#4a3b8f"
    header = [
        T("LABORATÓRIO OSWALDO PRADO", size=14, bold=True, color=acc, space_after=0),
        T("Análises Clínicas • Imunologia • Microbiologia", size=7.2, italic=True, space_after=0.2),
        T("Av. Sete de Setembro, 2.614 – Vitória – Salvador/BA – CEP 40080-004 – (71) 3336-1920 – "
          "CNPJ 15.204.773/0001-41", size=6.6, space_after=0.4),
        Rule(0.8, acc, 0.4),
        kv_table([[("Nome:", "ANTÔNIO CARLOS DOS SANTOS ARAGÃO"), ("Nº do exame:", "230516-0774")],
                  [("Data de nascimento:", "11/12/1969"), ("Data da coleta:", "16/05/2023")],
                  [("Médico solicitante:", "Dra. Tânia Regina Matos – CRM-BA 14.227"),
                   ("Data de recebimento:", "16/05/2023")],
                  [("Convênio:", "Planserv"), ("Data de emissão:", "18/05/2023")]],
                 [31, 79, 33, 43], size=7.5),
        Rule(0.3, acc, 0.4),
    ]
    footer = [
        Rule(0.3, acc, 0.5),
        T("Dr. Márcio Luiz Gonçalves – Biomédico – CRBM-BA 2.781 – Responsável técnico.  "
          "Conferido e liberado em 17/05/2023 16:25.  Portal: oswaldoprado.com.br  –  Folha {p}/{n}",
          size=6.3, align="C", color="#333333"),
    ]
    cols = [("Exame", 50, "L"), ("Valor de referência", 60, "L"), ("Resultado", 34, "R"), ("Unidade", 40, "L")]

    def rows(xs):
        return [[N(x), x.ref, V(x), U(x)] for x in xs]
    hep = [r("ast", "Aspartato aminotransferase\n(TGO/AST)", "58", "U/L", "Homens: até 40", "*"),
           r("alt", "Alanina aminotransferase\n(TGP/ALT)", "83", "U/L", "Homens: até 41", "*"),
           r("ggt", "Gama glutamil\ntransferase (GGT)", "164", "U/L", "Homens: 10 a 71", "*"),
           r("alp", "Fosfatase\nalcalina", "112", "U/L", "40 a 129"),
           r("tbil", "Bilirrubina total", "1,38", "mg/dL", "até 1,20", "*"),
           r("dbil", "Bilirrubina direta", "0,42", "mg/dL", "até 0,30", "*"),
           r("ibil", "Bilirrubina\nindireta", "0,96", "mg/dL", "até 0,90", "*")]
    prot = [r("tprot", "Proteínas totais", "7,4", "g/dL", "6,4 a 8,3"),
            r("alb", "Albumina", "4,1", "g/dL", "3,5 a 5,2"),
            r("glob", "Globulinas", "3,3", "g/dL", "2,0 a 3,5"),
            r("ag", "Relação A/G", "1,24", "", "1,10 a 2,20")]
    panc = [r("amy", "Amilase", "74", "U/L", "28 a 100"),
            r("lip", "Lipase", "41", "U/L", "13 a 60"),
            r("ldh", "Desidrogenase\nláctica (LDH)", "198", "U/L", "135 a 225")]

    def sect(t, m, xs):
        return [T(t, bold=True, size=8.8, color=acc, space_after=0.2),
                T(m, size=6.7, italic=True, space_after=0.5),
                Tbl(cols, rows(xs), ruled="h", size=7.9, pad_v=0.55, rule_color="#6f64a8", space_after=1.0)]
    body = []
    body += sect("HEPATOGRAMA", "Soro. AST e ALT: cinético UV IFCC com piridoxal-fosfato; GGT: Szasz modificado "
                 "(IFCC); fosfatase alcalina: p-nitrofenilfosfato (IFCC); bilirrubinas: diazo (Jendrassik-Grof), "
                 "bilirrubina indireta calculada pela diferença entre total e direta.", hep)
    body.append(T("(*) Resultado fora do valor de referência. Valores sujeitos a interferência por hemólise "
                  "e lipemia (índices séricos dentro dos limites aceitáveis nesta amostra).", size=6.6,
                  space_after=1.8))
    body += sect("PROTEINOGRAMA SIMPLES", "Soro. Proteínas totais: biureto; albumina: verde de bromocresol; "
                 "globulinas e relação albumina/globulina calculadas.", prot)
    body += sect("ENZIMAS PANCREÁTICAS E LDH", "Soro. Amilase: CNPG3 (IFCC); lipase: colorimétrico enzimático "
                 "(substrato DGGR); LDH: lactato a piruvato (IFCC).", panc)
    body.append(T("Observação: o padrão de elevação de aminotransferases com GGT predominante sugere "
                  "correlação com consumo de álcool, medicamentos e esteatose hepática. A critério médico, "
                  "repetir em 4 a 6 semanas.", size=6.8, space_after=1))
    return Report("bo09", "Laboratório Oswaldo Prado", "Salvador/BA", D, st, header, [body], footer,
                  footer_top=284,
                  features="column order Exame / Valor de referência / Resultado, names on two lines, * flags, "
                           "horizontal-rule tables, calculated results (indirect bilirubin, globulins, A/G)",
                  distractors=["nascimento 11/12/1969", "recebimento 16/05/2023 (same as collection)",
                               "emissão 18/05/2023", "liberação 17/05/2023"])


# =============================================================== bo10
def bo10():
    D, D2 = "2026-02-03", "2026-02-10"
    st = Style(font="DejaVu Sans", size=8.0, margin=(9, 12, 8, 12))
    acc = "#e65100"
    header = [
        T("Rede Lab Amazônia  |  Resultados de Exames  |  Acesso em 13/02/2026 21:17", size=6.5, color="#777777",
          align="R", space_after=0.6),
        Cols([(96, [T("REDE LAB AMAZÔNIA", size=14, bold=True, color=acc, space_after=0),
                    T("Diagnósticos laboratoriais", size=7.2, color="#555555", space_after=0)]),
              (90, [T("Av. Djalma Batista, 1.661 – Chapada – Manaus/AM\nCNPJ 05.841.922/0001-36 – CNES 6043155",
                      size=6.5, align="R")])], gap=0),
        Rule(0.5, acc, 0.5),
        kv_table([[("Paciente", "RAIMUNDA LÚCIA FERREIRA TAVARES"), ("Nasc.", "19/10/1979"),
                   ("Sexo", "Feminino")],
                  [("Médico", "Dr. Júlio C. Bentes – CRM-AM 6.233"), ("Pedido", "28/01/2026"),
                   ("Cadastro", "RLA-0093317")]],
                 [16, 82, 13, 30, 16, 29], size=7.3),
        Rule(0.2, "#bbbbbb", 0.5),
    ]
    footer = [
        Rule(0.3, acc, 0.5),
        T("Responsável técnica: Dra. Kátia S. Andrade – CRF-AM 1.905. Laudo com assinatura digital (ICP-Brasil); "
          "verifique a autenticidade em redelabamazonia.com.br/valida com o código 7H2K-99QX.  "
          "Página {p} de {n}", size=6.2, color="#555555"),
    ]

    def blk(head, mat, met, x, ref, note=None):
        out = [T(head, bold=True, size=8.3, space_after=0.2, rule_below=0.15),
               T("Material: %s  –  Método: %s" % (mat, met), size=6.7, color="#444444", space_after=0.3),
               Tbl([("", 40, "L"), ("", 26, "R"), ("", 22, "L"), ("", 98, "L")],
                   [[C("Resultado", bold=True, lead=True), V(x), U(x), "Referência: " + ref]], header=False,
                   ruled="none", size=8.0, pad_v=0.25, space_after=0.4)]
        if note:
            out.append(T(note, size=6.5, italic=True, space_after=0.4))
        out.append(Sp(1.2))
        return out

    def coll(d, hora, pedido):
        return T("PEDIDO %s  •  DATA DA COLETA: %s  %s  •  Unidade Vieiralves" % (pedido, d, hora), bold=True,
                 size=7.8, fill="#fbe9e0", pad=0.8, space_after=1.5)
    glu = r("glu", "GLICOSE", "104", "mg/dL", "70 a 99")
    ins = r("insulin", "INSULINA", "16,8", "µUI/mL", "2,6 a 24,9")
    a1c = r("hba1c", "Hemoglobina glicada (HbA1c)", "5,9", "%", "inferior a 5,7")
    eag = r("eag", "Glicose média estimada", "123", "mg/dL", "–")
    lip = [r("chol", "Colesterol total", "196", "mg/dL", "inferior a 190"),
           r("hdl", "HDL-Colesterol", "44", "mg/dL", "superior a 40"),
           r("ldl_calc", "LDL-Colesterol", "121", "mg/dL", "conforme risco"),
           r("tg", "Triglicerídeos", "156", "mg/dL", "inferior a 150")]
    tsh = r("tsh", "TSH", "3,12", "µUI/mL", "0,38 a 5,33")
    ft4 = r("ft4", "T4 livre", "0,84", "ng/dL", "0,61 a 1,12")
    tcols = [("Exame", 62, "L"), ("Resultado", 26, "R"), ("Unidade", 22, "L"), ("Referência", 76, "L")]
    page1 = [coll("03/02/2026", "07:48", "1 de 2 (nº 55120)")]
    page1 += blk("GLICOSE", "Plasma fluoretado", "Enzimático (glicose oxidase/peroxidase), automação Dimension EXL",
                 glu, "70 a 99 mg/dL (jejum de 8 horas)",
                 note="Glicemia de jejum entre 100 e 125 mg/dL: glicemia de jejum alterada (pré-diabetes), "
                      "segundo a Sociedade Brasileira de Diabetes.")
    page1 += blk("INSULINA", "Soro", "Quimioluminescência (Access 2, Beckman Coulter); jejum de 8 horas",
                 ins, "2,6 a 24,9 µUI/mL")
    page1 += [T("HEMOGLOBINA GLICADA", bold=True, size=8.3, space_after=0.2, rule_below=0.15),
              T("Material: Sangue total (EDTA)  –  Método: Cromatografia líquida de alta performance (HPLC), "
                "certificado NGSP e padronizado IFCC; glicose média estimada pela fórmula ADAG", size=6.7,
                color="#444444", space_after=0.3),
              Tbl(tcols, [row4(a1c), row4(eag)], ruled="none", size=8.0, pad_v=0.3, space_after=1.6),
              T("PERFIL LIPÍDICO", bold=True, size=8.3, space_after=0.2, rule_below=0.15),
              T("Material: Soro  –  Método: Enzimático colorimétrico; LDL-Colesterol calculado (Martin-Hopkins). "
                "Valores referenciais com jejum de 12 horas.", size=6.7, color="#444444", space_after=0.3),
              Tbl(tcols, [row4(x) for x in lip], ruled="none", size=8.0, pad_v=0.3, space_after=1.6),
              T("TIREOIDE", bold=True, size=8.3, space_after=0.2, rule_below=0.15),
              T("Material: Soro  –  Método: Quimioluminescência (Access 2)", size=6.7, color="#444444",
                space_after=0.3),
              Tbl(tcols, [row4(tsh), row4(ft4)], ruled="none", size=8.0, pad_v=0.3, space_after=1.6)]
    vitd = r("vitd", "25-OH VITAMINA D", "18,2", "ng/mL", "20 a 60", date=D2)
    b12 = r("b12", "VITAMINA B12", "inferior a 150", "pg/mL", "197 a 771", date=D2)
    fer = r("ferritin", "FERRITINA", "9,4", "ng/mL", "10,0 a 291,0", date=D2)
    pcr = r("hscrp", "PROTEÍNA C REATIVA ULTRASSENSÍVEL", "0,21", "mg/dL", "inferior a 0,30", date=D2)
    hcy = r("homocys", "HOMOCISTEÍNA", "14,6", "µmol/L", "5,0 a 15,0", date=D2)
    page2 = [coll("10/02/2026", "08:05", "2 de 2 (nº 55387)")]
    page2 += blk("25-OH VITAMINA D", "Soro", "Quimioluminescência (LIAISON XL), ensaio competitivo com anticorpo "
                 "específico para 25-hidroxivitamina D2 e D3", vitd, "20 a 60 ng/mL (população saudável)",
                 note="Grupos de risco (idosos, gestantes, lactantes, osteoporose, doença renal crônica): "
                      "recomendado entre 30 e 60 ng/mL.")
    page2 += blk("VITAMINA B12", "Soro", "Quimioluminescência competitiva; limite de quantificação 150 pg/mL",
                 b12, "197 a 771 pg/mL",
                 note="Resultado abaixo do limite de quantificação do método. Sugere-se dosagem de ácido "
                      "metilmalônico para confirmação de deficiência funcional.")
    page2 += blk("FERRITINA", "Soro", "Quimioluminescência (Access 2)", fer, "10,0 a 291,0 ng/mL (mulheres)")
    page2 += blk("PROTEÍNA C REATIVA ULTRASSENSÍVEL", "Soro", "Nefelometria (BN II) – alta sensibilidade", pcr,
                 "inferior a 0,30 mg/dL",
                 note="Risco cardiovascular (AHA/CDC): baixo inferior a 0,10 mg/dL; médio 0,10 a 0,30 mg/dL; "
                      "alto superior a 0,30 mg/dL.")
    page2 += blk("HOMOCISTEÍNA", "Plasma (EDTA) – centrifugado em até 30 minutos", "Imunoensaio enzimático "
                 "(ciclagem enzimática)", hcy, "5,0 a 15,0 µmol/L")
    page2.append(T("Próxima coleta agendada: 11/05/2026 (controle trimestral).", size=6.8, italic=True))
    return Report("bo10", "Rede Lab Amazônia", "Manaus/AM", D, st, header, [page1, page2], footer,
                  footer_top=283,
                  features="two orders collected on different days bundled in one download (one per page), block "
                           "layout with graphic dotted leaders, unruled tables, HDL-Colesterol, inferior a",
                  distractors=["nascimento 19/10/1979", "pedido 28/01/2026", "acesso 13/02/2026",
                               "próxima coleta 11/05/2026"])


# =============================================================== bo11
def bo11():
    D = "2024-12-10"
    st = Style(font="DejaVu Sans Condensed", size=7.8, margin=(9, 10, 8, 10))
    acc = "#37474f"
    header = [
        Cols([(120, [T("LABORATÓRIO PAMPA", size=15, bold=True, color=acc, space_after=0),
                     T("Análises Clínicas Ltda.  –  Rua Félix da Cunha, 812 – Centro – Pelotas/RS", size=6.8,
                       space_after=0)]),
              (70, [T("Laudo nº 24-1210-0388\nPortal: pampalab.com.br\nImpresso em 12/12/2024 10:44", size=6.6,
                      align="R")])], gap=0),
        Tbl([("", 20, "L"), ("", 75, "L"), ("", 25, "L"), ("", 70, "L")],
            [[C("Paciente", bold=True), "VALENTINA ROCHA DUTRA", C("Nascimento", bold=True), "02/03/2016 (8 anos)"],
             [C("Responsável", bold=True), "Cristiane Rocha Dutra", C("Coleta", bold=True), "10/12/2024 08:31"],
             [C("Médico", bold=True), "Dra. Isabela M. Lemos – CRM-RS 40.117 (Pediatria)", C("Liberação", bold=True),
              "11/12/2024 14:09"]],
            header=False, ruled="grid", size=7.3, pad_v=0.35, rule_color="#90a4ae", space_after=1.6),
    ]
    footer = [
        Rule(0.3, acc, 0.5),
        T("Resp. técnico: Dr. Otávio F. Gastal – CRF-RS 6.652. Valores de referência pediátricos (6 a 12 anos). "
          "Laboratório participante do PNCQ.  Página {p} de {n}", size=6.3, align="C", color="#455a64"),
    ]
    ec = [("Eritrograma", 27, "L"), ("Result.", 15, "R"), ("", 10, "L"), ("Unid.", 17, "L"), ("Referência", 24, "L")]
    ery = [r("rbc", "Hemácias", "4,02", "milhões/µL", "4,00 a 5,20"),
           r("hgb", "Hemoglobina", "10,4", "g/dL", "11,5 a 15,5", "Baixo"),
           r("hct", "Hematócrito", "32,1", "%", "35,0 a 45,0", "Baixo"),
           r("mcv", "VCM", "79,9", "fL", "77,0 a 95,0"),
           r("mch", "HCM", "25,9", "pg", "25,0 a 33,0"),
           r("mchc", "CHCM", "32,4", "g/dL", "31,0 a 37,0"),
           r("rdw", "RDW", "16,2", "%", "11,5 a 14,5", "Alto")]
    erows = [[C(x.name, lead=True), V(x, show_flag=False), C(x.flag, bold=True), U(x), x.ref] for x in ery]
    wbc = r("wbc", "Leucócitos", "9.120", "/µL", "4.500 a 13.500")
    diff = [("band", "Bastonetes", "1", "91", "0 a 5"), ("seg", "Segmentados", "42", "3.830", "30 a 60"),
            ("eos", "Eosinófilos", "9", "821", "1 a 5"), ("baso", "Basófilos", "0", "0", "0 a 1"),
            ("lymph", "Linfócitos", "41", "3.739", "30 a 55"), ("mono", "Monócitos", "7", "638", "2 a 9")]
    lc = [("Leucograma", 25, "L"), ("%", 11, "R"), ("/µL", 16, "R"), ("", 10, "L"), ("Ref. %", 16, "L")]
    lrows = [[C("Leucócitos", lead=True), "", V(wbc), "", wbc.ref]]
    for k, nm, p, a, ref in diff:
        rp = r(k + "_p", nm, p, "%", ref)
        ra = r(k + "_a", nm, a, "/µL")
        flag = "Alto" if k == "eos" else ""
        lrows.append([C(nm, lead=True), V(rp), V(ra), C(flag, bold=True), ref])
    plt = r("plt", "Plaquetas", "356.000", "/µL", "150.000 a 450.000")
    mpv = r("mpv", "VPM", "8,9", "fL", "7,4 a 10,4")
    ret = r("retic_p", "Reticulócitos", "1,9", "%", "0,5 a 2,0")
    esr = r("esr", "VHS", "14", "mm/h", "até 10", "Alto")
    page1 = [
        T("HEMOGRAMA COMPLETO  –  sangue total (EDTA)  –  Sysmex XN-550, com revisão de lâmina", bold=True,
          size=8.4, fill="#eceff1", pad=0.8, space_after=1.4),
        Cols([(93, [Tbl(ec, erows, ruled="none", size=7.6, pad_v=0.45, head_fill="", space_after=1.0),
                    T("Plaquetas", bold=True, size=7.8, space_after=0.4),
                    Tbl([("", 27, "L"), ("", 15, "R"), ("", 10, "L"), ("", 17, "L"), ("", 24, "L")],
                        [[C("Plaquetas", lead=True), V(plt), "", U(plt), plt.ref],
                         [C("VPM", lead=True), V(mpv), "", U(mpv), mpv.ref]],
                        header=False, ruled="none", size=7.6, pad_v=0.45)]),
              (91, [Tbl(lc, lrows, ruled="none", size=7.6, pad_v=0.45),
                    T("Unidade da coluna absoluta: /µL. Referência absoluta de leucócitos: 4.500 a 13.500 /µL.",
                      size=6.4, italic=True)])],
             gap=6, divider=True),
        T("Morfologia: hipocromia discreta (+), anisocitose (+), microcitose ocasional. Eosinofilia relativa e "
          "absoluta. Plaquetas de aspecto normal.", size=6.8, space_after=2),
        T("OUTROS EXAMES HEMATOLÓGICOS", bold=True, size=8.4, fill="#eceff1", pad=0.8, space_after=1.2),
        Tbl([("Exame", 50, "L"), ("Resultado", 26, "R"), ("", 14, "L"), ("Unidade", 24, "L"),
             ("Referência", 76, "L")],
            [[C("Reticulócitos", lead=True), V(ret), "", U(ret), ret.ref],
             [C("VHS – velocidade de hemossedimentação", lead=True), V(esr, show_flag=False),
              C(esr.flag, bold=True), U(esr), esr.ref]],
            ruled="none", size=7.6, pad_v=0.45, space_after=0.6),
        T("Reticulócitos por citometria de fluxo (fluorescência). VHS pelo método de Westergren, leitura em 1 hora.",
          size=6.4, italic=True, space_after=2),
    ]
    iron = [r("fe", "Ferro sérico", "31", "µg/dL", "50 a 120", "Baixo"),
            r("ferritin", "Ferritina", "6,2", "ng/mL", "7,0 a 140,0", "Baixo"),
            r("transf", "Transferrina", "348", "mg/dL", "200 a 360"),
            r("tsat", "Saturação da transferrina", "7", "%", "20 a 50", "Baixo")]
    coag = [r("pt_s", "Tempo de protrombina", "12,6", "segundos", "11,0 a 14,0"),
            r("inr", "RNI", "1,05", "", "0,80 a 1,20"),
            r("aptt_s", "TTPa", "31,2", "segundos", "25,0 a 38,0")]
    icols = [("Exame", 50, "L"), ("Resultado", 26, "R"), ("", 14, "L"), ("Unidade", 24, "L"),
             ("Referência", 76, "L")]
    page1 += [
        T("PERFIL DE FERRO  –  soro", bold=True, size=8.4, fill="#eceff1", pad=0.8, space_after=1.2),
        Tbl(icols, [[C(x.name, lead=True), V(x, show_flag=False), C(x.flag, bold=True), U(x), x.ref] for x in iron],
            ruled="none", size=7.6, pad_v=0.45, space_after=0.6),
        T("Ferro: colorimétrico (ferrozina); ferritina: quimioluminescência; transferrina: imunoturbidimetria; "
          "saturação calculada: ferro / (transferrina x 1,25) x 100 (valor arredondado).", size=6.4, italic=True,
          space_after=2),
        T("COAGULOGRAMA  –  plasma citratado", bold=True, size=8.4, fill="#eceff1", pad=0.8, space_after=1.2),
        Tbl(icols, [[C(x.name, lead=True), V(x), "", U(x), x.ref] for x in coag], ruled="none", size=7.6,
            pad_v=0.45, space_after=0.6),
        T("Coagulometria por detecção mecânica (STA Compact Max). ISI da tromboplastina: 1,29.", size=6.4,
          italic=True),
    ]
    return Report("bo11", "Laboratório Pampa Análises Clínicas", "Pelotas/RS", D, st, header, [page1], footer,
                  footer_top=284,
                  features="two-column haemogram (erythrogram | leukogram with % and absolute), graphic dotted "
                           "leaders, 'Alto'/'Baixo' flags in their own column, unruled tables, paediatric report",
                  distractors=["nascimento 02/03/2016", "liberação 11/12/2024", "impressão 12/12/2024"])


# =============================================================== bo12
def bo12():
    D, D2 = "2023-06-14", "2023-06-15"
    st = Style(font="DejaVu Sans", size=7.9, margin=(9, 12, 8, 12))
    acc = "#00468b"
    header = [
        Tbl([("", 118, "L"), ("", 68, "R")],
            [[C("**INSTITUTO DE PATOLOGIA CLÍNICA VALE DO PARAÍBA**\nAv. São João, 2.400 – Jardim Esplanada – "
                "São José dos Campos/SP\nCNPJ 48.092.551/0001-04  •  CNES 2083245  •  (12) 3921-4455"),
              C("Resultado emitido via Portal IPCV\nem 19/06/2023 às 08:12\nPágina {p} de {n}")]],
            header=False, ruled="box", size=7.0, pad_v=0.6, rule_color=acc, space_after=1.0),
        Tbl([("", 24, "L"), ("", 78, "L"), ("", 26, "L"), ("", 58, "L")],
            [[C("Paciente:", bold=True), "JOSÉ EDUARDO BRANDÃO FILHO", C("Protocolo:", bold=True), "IP-0614-2291"],
             [C("Nascimento:", bold=True), "25/07/1962", C("Convênio:", bold=True), "SulAmérica Exato"],
             [C("Médico:", bold=True), "Dr. Rogério N. Takahashi – CRM-SP 98.511", C("Data do pedido:", bold=True),
              "05/06/2023"]],
            header=False, ruled="box", size=7.3, pad_v=0.3, rule_color=acc, space_after=1.6),
    ]
    footer = [
        Rule(0.3, acc, 0.5),
        T("Diretor técnico: Dr. Fernando A. Quintino – CRM-SP 61.208  •  Liberado em 16/06/2023 15:40  •  "
          "Este documento foi assinado digitalmente; a reprodução parcial deste laudo não é permitida.",
          size=6.2, color="#444444", align="C"),
    ]
    cols = [("Exame", 62, "L"), ("Resultado", 28, "R"), ("Unidade", 26, "L"), ("Valores de referência", 70, "L")]

    def lead_rows(xs):
        return [[C(x.name, lead=True), V(x), U(x), x.ref] for x in xs]
    hem = [r("hgb", "Hemoglobina", "14,9", "g/dL", "13,0 a 17,0"),
           r("hct", "Hematócrito", "44,6", "%", "40,0 a 50,0"),
           r("wbc", "Leucócitos", "5,84", "x10³/µL", "3,80 a 10,00"),
           r("plt", "Plaquetas", "198", "x10³/µL", "150 a 400")]
    lip = [r("chol", "Colesterol total", "187", "mg/dL", "inferior a 190"),
           r("hdl", "Colesterol - HDL", "48", "mg/dL", "superior a 40"),
           r("ldl_calc", "Colesterol - LDL", "112", "mg/dL", "conforme risco"),
           r("tg", "Triglicérides", "134", "mg/dL", "inferior a 150")]
    ren = [r("crea", "Creatinina", "0,94", "mg/dL", "0,70 a 1,30"),
           r("psa", "PSA total", "1,12", "ng/mL", "até 4,00")]
    page1 = [
        T("DATA DA COLETA (SANGUE): 14/06/2023 07:21", bold=True, size=7.8, color=acc, space_after=1.2),
        T("HEMOGRAMA (resumo)", bold=True, size=8.6, color=acc, rule_below=0.25, space_after=0.5),
        Tbl(cols, lead_rows(hem), ruled="none", size=7.9, pad_v=0.45, space_after=0.6),
        T("Sangue total (EDTA) – contagem automatizada (Cell-Dyn Ruby). Demais índices hematimétricos "
          "disponíveis no laudo completo do hemograma, solicitado apenas como triagem pré-operatória.", size=6.5,
          italic=True, space_after=2.2),
        T("LIPIDOGRAMA", bold=True, size=8.6, color=acc, rule_below=0.25, space_after=0.5),
        Tbl(cols, lead_rows(lip), ruled="none", size=7.9, pad_v=0.45, space_after=0.6),
        T("Soro – enzimático colorimétrico; LDL calculado por Friedewald (triglicérides inferior a 400 mg/dL).",
          size=6.5, italic=True, space_after=2.2),
        T("BIOQUÍMICA / MARCADOR", bold=True, size=8.6, color=acc, rule_below=0.25, space_after=0.5),
        Tbl(cols, lead_rows(ren), ruled="none", size=7.9, pad_v=0.45, space_after=0.6),
        T("Soro – creatinina: Jaffé cinético; PSA: quimioluminescência (Architect). Abstinência sexual de 48 horas "
          "e ausência de exercício em bicicleta informadas.", size=6.5, italic=True, space_after=2.2),
    ]
    ua = [r("u_color", "Cor", "Amarelo claro", "", "Amarelo", date=D2),
          r("u_aspect", "Aspecto", "Límpido", "", "Límpido", date=D2),
          r("u_sg", "Densidade", "1,018", "", "1,005 a 1,030", date=D2),
          r("u_ph", "pH", "5,5", "", "5,0 a 7,0", date=D2),
          r("u_prot", "Proteínas", "Negativo", "", "Negativo", date=D2),
          r("u_glu", "Glicose", "Negativo", "", "Negativo", date=D2),
          r("u_ket", "Cetonas", "Negativo", "", "Negativo", date=D2),
          r("u_bil", "Bilirrubina", "Negativo", "", "Negativo", date=D2),
          r("u_ubg", "Urobilinogênio", "Normal", "", "Normal", date=D2),
          r("u_nit", "Nitrito", "Negativo", "", "Negativo", date=D2),
          r("u_leu_est", "Esterase leucocitária", "Negativo", "", "Negativo", date=D2)]
    sed = [r("u_wbc", "Leucócitos", "2", "p/campo", "até 5", date=D2),
           r("u_rbc", "Hemácias", "1", "p/campo", "até 3", date=D2),
           r("u_epi", "Células epiteliais", "Raras", "", "Raras", date=D2),
           r("u_bact", "Flora bacteriana", "Ausente", "", "Ausente a escassa", date=D2)]
    ucols = [("Exame", 62, "L"), ("Resultado", 54, "L"), ("Valores de referência", 70, "L")]
    page1 += [
        T("DATA DA COLETA (URINA): 15/06/2023 06:40", bold=True, size=7.8, color=acc, space_after=1.2),
        T("URINA TIPO I (EAS)", bold=True, size=8.6, color=acc, rule_below=0.25, space_after=0.5),
        T("Urina, primeiro jato desprezado, jato médio. Tira reativa (Combur 10) com leitura em Cobas u 411.",
          size=6.5, italic=True, space_after=0.6),
        Tbl(ucols, [[C(x.name, lead=True), V(x), x.ref] for x in ua[:8]], ruled="none", size=7.9, pad_v=0.4,
            space_after=0.5),
    ]
    mal = r("u_malb", "Microalbumina", "12,4", "mg/L", "inferior a 20,0", date=D2)
    ucr = r("u_crea", "Creatinina urinária", "118,6", "mg/dL", "–", date=D2)
    acr = r("u_acr", "Relação albumina/creatinina", "10,5", "mg/g", "inferior a 30,0", date=D2)
    cult = r("u_culture", "Urocultura", "Negativa", "", "Negativa", date=D2)
    page2 = [
        T("URINA TIPO I (EAS)  –  continuação", bold=True, size=8.6, color=acc, rule_below=0.25, space_after=0.5),
        Tbl(ucols, [[C(x.name, lead=True), V(x), x.ref] for x in ua[8:]], ruled="none", size=7.9, pad_v=0.4,
            space_after=1.0),
        T("Sedimentoscopia (microscopia óptica, 400x)", bold=True, size=7.9, space_after=0.4),
        Tbl(cols, lead_rows(sed), ruled="none", size=7.9, pad_v=0.4, space_after=0.6),
        T("Cristais e cilindros: não observados. Muco: ausente.", size=6.5, italic=True, space_after=2.2),
        T("MICROALBUMINÚRIA – AMOSTRA ISOLADA", bold=True, size=8.6, color=acc, rule_below=0.25, space_after=0.5),
        Tbl(cols, lead_rows([mal, ucr, acr]), ruled="none", size=7.9, pad_v=0.45, space_after=0.6),
        T("Albumina: imunoturbidimetria; creatinina urinária: Jaffé cinético. Relação albumina/creatinina: "
          "normal inferior a 30 mg/g; aumentada de 30 a 300 mg/g; muito aumentada superior a 300 mg/g (KDIGO).",
          size=6.5, italic=True, space_after=2.2),
        T("UROCULTURA", bold=True, size=8.6, color=acc, rule_below=0.25, space_after=0.5),
        Tbl(ucols, [[C(cult.name, lead=True), V(cult), cult.ref]], ruled="none", size=7.9, pad_v=0.45,
            space_after=0.6),
        T("Semeadura em ágar CLED e ágar sangue, incubação por 48 horas. Contagem de colônias inferior a "
          "10.000 UFC/mL, sem crescimento significativo. Leitura final em 17/06/2023.", size=6.5, italic=True),
    ]
    return Report("bo12", "Instituto de Patologia Clínica Vale do Paraíba", "São José dos Campos/SP", D, st,
                  header, [page1, page2], footer, footer_top=285,
                  features="graphic dotted leaders, boxed header tables, blood and urine collected on different "
                           "days, urinalysis block continued on page 2, 'Colesterol - HDL'",
                  distractors=["nascimento 25/07/1962", "pedido 05/06/2023", "liberação 16/06/2023",
                               "emissão no portal 19/06/2023", "leitura da cultura 17/06/2023"])
