from common import *


# =============================================================== bo05
def bo05():
    D = "2024-04-09"
    st = Style(font="DejaVu Sans", size=8.0, margin=(9, 13, 8, 13))
    acc = "#b3261e"
    header = [
        Cols([(118, [T("LABORATÓRIO SÃO LUCAS", size=15, bold=True, color=acc, space_after=0),
                     T("de Análises Clínicas  •  desde 1979", size=7.5, italic=True, color=acc, space_after=0)]),
              (66, [T("Av. Conselheiro Aguiar, 3.310 – Boa Viagem\nRecife/PE – CEP 51020-021\n"
                      "CNPJ 10.775.236/0001-90  •  (81) 3463-2200", size=6.5, align="R")])], gap=0),
        Rule(1.0, acc, 0.6),
        kv_table([[("Cliente:", "PRISCILA MARIA CAVALCANTI DE MELO"), ("OS:", "2404.0912.3381")],
                  [("D.N.:", "17/06/1993"), ("Data de atendimento:", "09/04/2024 08:26")],
                  [("Médico(a):", "Dra. Ana Letícia Barros Rêgo – CRM-PE 19.660"), ("DUM:", "24/03/2024")],
                  [("Origem:", "Unidade Boa Viagem"), ("Previsão de entrega:", "12/04/2024")]],
                 [18, 88, 33, 45], size=7.4),
        Rule(0.3, "#999999", 0.5),
    ]
    footer = [
        Rule(0.3, acc, 0.5),
        T("Laudo assinado eletronicamente por Dr. Flávio R. Tenório – CRF-PE 3.918 em 11/04/2024 17:44.  "
          "A interpretação dos resultados deve ser feita pelo médico assistente, considerando dados clínicos.",
          size=6.3, color="#444444"),
        T("saolucaslab.com.br/resultados  •  Página {p} de {n}", size=6.4, align="R", color="#444444"),
    ]
    def rv(key, name, v, unit):
        return r(key, name, v, unit)

    fsh = rv("fsh", "FSH – HORMÔNIO FOLÍCULO ESTIMULANTE", "6,8", "mUI/mL")
    lh = rv("lh", "LH – HORMÔNIO LUTEINIZANTE", "5,1", "mUI/mL")
    e2 = rv("e2", "ESTRADIOL", "84,2", "pg/mL")
    prog = rv("prog", "PROGESTERONA", "0,41", "ng/mL")
    bhcg = rv("bhcg", "BETA-HCG QUANTITATIVO", "inferior a 2,0", "mUI/mL")
    prl = rv("prl", "PROLACTINA", "31,7", "ng/mL")
    dhea = rv("dheas", "DEHIDROEPIANDROSTERONA\nSULFATO (SDHEA)", "268", "µg/dL")
    testo = rv("testo", "TESTOSTERONA TOTAL", "38", "ng/dL")
    tsh = rv("tsh", "TSH ULTRASSENSÍVEL", "1,94", "µUI/mL")
    ins = rv("insulin", "INSULINA BASAL", "11,3", "µUI/mL")
    def blk2(head, mat, met, x, vr_rows, note=None):
        out = [T(head, bold=True, size=8.6, color=acc, space_after=0.3),
               T("**Material:** %s     **Método:** %s" % (mat, met), size=7.0, space_after=0.4),
               Tbl([("", 24, "L"), ("", 26, "R"), ("", 22, "L"), ("", 112, "L")],
                   [[C("Resultado:", bold=True), V(x), U(x), ""]], header=False, ruled="none", size=8.4,
                   pad_v=0.2, space_after=0.3)]
        if vr_rows:
            out.append(Tbl([("Valores de referência:", 70, "L"), ("", 60, "L")], vr_rows, ruled="none", size=6.9,
                           pad_v=0.05, head_bold=True, space_after=0.4))
        if note:
            out.append(T(note, size=6.5, italic=True, space_after=0.3))
        out.append(Rule(0.15, "#bbbbbb", 0.8))
        return out

    ECL = ("Eletroquimioluminescência (ECLIA), imunoensaio tipo sanduíche com micropartículas revestidas de "
           "estreptavidina e anticorpos monoclonais biotinilados, analisador Cobas e 801 (Roche Diagnostics)")
    page1 = []
    page1 += blk2("FSH – HORMÔNIO FOLÍCULO ESTIMULANTE", "Soro", ECL, fsh,
                  [["Fase folicular", "3,5 a 12,5 mUI/mL"], ["Pico ovulatório", "4,7 a 21,5 mUI/mL"],
                   ["Fase lútea", "1,7 a 7,7 mUI/mL"], ["Pós-menopausa", "25,8 a 134,8 mUI/mL"]])
    page1 += blk2("LH – HORMÔNIO LUTEINIZANTE", "Soro", ECL, lh,
                  [["Fase folicular", "2,4 a 12,6 mUI/mL"], ["Pico ovulatório", "14,0 a 95,6 mUI/mL"],
                   ["Fase lútea", "1,0 a 11,4 mUI/mL"]])
    page1 += blk2("ESTRADIOL", "Soro", "Eletroquimioluminescência competitiva (Estradiol III), Cobas e 801", e2,
                  [["Fase folicular", "12,5 a 166,0 pg/mL"], ["Fase ovulatória", "85,8 a 498,0 pg/mL"],
                   ["Fase lútea", "43,8 a 211,0 pg/mL"]])
    page1 += blk2("PROGESTERONA", "Soro", "Eletroquimioluminescência competitiva (Progesterone III)", prog,
                  [["Fase folicular", "0,2 a 1,5 ng/mL"], ["Fase lútea", "1,7 a 27,0 ng/mL"]],
                  note="Dia do ciclo na coleta, calculado pela DUM informada (24/03/2024): 17º dia.")
    page1 += blk2("BETA-HCG QUANTITATIVO", "Soro", "Eletroquimioluminescência (HCG+β), limite de detecção "
                  "0,6 mUI/mL; resultados abaixo de 2,0 mUI/mL são liberados como inferior a 2,0", bhcg,
                  [["Não gestantes", "inferior a 5,0 mUI/mL"], ["Indeterminado", "5,0 a 25,0 mUI/mL"]])
    page1 += [T("PROLACTINA", bold=True, size=8.6, color=acc, space_after=0.3),
              T("**Material:** Soro     **Método:** %s" % ECL, size=7.0, space_after=0.4),
              Tbl([("", 24, "L"), ("", 26, "R"), ("", 22, "L"), ("", 112, "L")],
                  [[C("Resultado:", bold=True), V(prl), U(prl), ""]], header=False, ruled="none", size=8.4,
                  pad_v=0.2, space_after=0.3)]
    page2 = [T("PROLACTINA  (continuação)", bold=True, size=8.6, color=acc, space_after=0.3),
             Tbl([("Valores de referência:", 70, "L"), ("", 60, "L")],
                 [["Mulheres não gestantes", "4,8 a 23,3 ng/mL"], ["Homens", "4,0 a 15,2 ng/mL"]],
                 ruled="none", size=6.9, pad_v=0.05, space_after=0.4),
             T("Nota: hiperprolactinemia discreta. Recomenda-se pesquisa de macroprolactina (precipitação com "
               "polietilenoglicol) e correlação com uso de medicamentos, estresse da punção e horário da coleta "
               "(ideal entre 8 e 10 horas, após repouso de 20 minutos).", size=6.6, italic=True, space_after=0.3),
             Rule(0.15, "#bbbbbb", 0.8)]
    page2 += blk2("DEHIDROEPIANDROSTERONA\nSULFATO (SDHEA)", "Soro", "Eletroquimioluminescência competitiva",
                  dhea, [["Mulheres de 25 a 34 anos", "98,8 a 340,0 µg/dL"]])
    page2 += blk2("TESTOSTERONA TOTAL", "Soro", "Eletroquimioluminescência competitiva (Testosterone II), "
                  "padronizada contra cromatografia líquida acoplada à espectrometria de massas (ID-GC/MS)", testo,
                  [["Mulheres de 20 a 49 anos", "8,4 a 48,1 ng/dL"]])
    page2 += blk2("TSH ULTRASSENSÍVEL", "Soro", "Eletroquimioluminescência de terceira geração", tsh,
                  [["Adultos", "0,27 a 4,20 µUI/mL"]])
    page2 += blk2("INSULINA BASAL", "Soro", "Eletroquimioluminescência; jejum de 8 horas", ins,
                  [["Adultos em jejum", "2,6 a 24,9 µUI/mL"]],
                  note="Resultados de insulina podem sofrer interferência por hemólise e por anticorpos anti-insulina "
                       "em pacientes em uso de insulina exógena.")
    return Report("bo05", "Laboratório São Lucas de Análises Clínicas", "Recife/PE", D, st, header,
                  [page1, page2], footer, footer_top=280,
                  features="block layout (heading / material / method / Resultado:), long method lines, "
                           "reference tables by cycle phase, prolactin block continued on page 2, heading on two lines",
                  distractors=["nascimento 17/06/1993", "DUM 24/03/2024", "previsão de entrega 12/04/2024",
                               "assinatura 11/04/2024"])


# =============================================================== bo06
def bo06():
    D, P1, P2 = "2026-02-12", "2025-11-05", "2025-08-20"
    st = Style(font="DejaVu Sans Condensed", size=8.0, margin=(10, 11, 9, 11))
    acc = "#1f4e79"
    header = [
        Cols([(100, [T("HEMOLAB CERRADO", size=15, bold=True, color=acc, space_after=0),
                     T("Medicina Laboratorial", size=8, color=acc, space_after=0)]),
              (88, [T("Rua T-55, 1.077 – Setor Bueno – Goiânia/GO\nCNPJ 03.660.418/0001-27 • CNES 2519453\n"
                      "Central (62) 3272-0900", size=6.6, align="R")])], gap=0),
        Box([kv_table([[("Paciente", "SEBASTIÃO RODRIGUES DA SILVA NETO"), ("Nascimento", "22/01/1958")],
                       [("Médico", "Dr. Hugo César Fleury – CRM-GO 9.904"), ("Atendimento", "2602-0457-19")],
                       [("Coleta", "12/02/2026 07:14"), ("Liberação", "13/02/2026 11:52")]],
                      [18, 92, 22, 52], size=7.4, space_after=0)], border=0.25, color=acc, pad=1.0,
            space_after=1.5),
    ]
    footer = [
        Rule(0.3, acc, 0.5),
        T("Responsável técnico: Dr. Wagner A. Pires – CRF-GO 4.318  •  Documento impresso do portal em 16/02/2026 "
          "08:03  •  Página {p} de {n}", size=6.4, align="C", color="#444444"),
    ]
    cols = [("Exame", 44, "L"), ("12/02/2026", 23, "R"), ("05/11/2025", 23, "R"), ("20/08/2025", 23, "R"),
            ("Unidade", 24, "L"), ("Referência", 51, "L")]
    spec = [
        ("crea", "Creatinina", ["1,34", "1,28", "1,19"], "mg/dL", "0,70 a 1,20"),
        ("egfr", "TFG estimada (CKD-EPI 2021)", ["56", "59", "65"], "mL/min/1,73m²", "superior a 60"),
        ("urea", "Ureia", ["52", "49", "44"], "mg/dL", "19 a 49"),
        ("uric", "Ácido úrico", ["6,9", "7,4", None], "mg/dL", "3,4 a 7,0"),
        ("k", "Potássio", ["4,8", "4,6", "4,5"], "mmol/L", "3,5 a 5,1"),
        ("glu", "Glicose em jejum", ["132", "141", "156"], "mg/dL", "70 a 99"),
        ("hba1c", "Hemoglobina glicada (HbA1c)", ["7,1", "7,5", "8,2"], "%", "inferior a 5,7"),
        ("eag", "Glicose média estimada", ["157", "169", "189"], "mg/dL", "–"),
        ("u_acr", "Albumina/creatinina urinária", ["38,5", "41,2", None], "mg/g", "inferior a 30,0"),
    ]
    rows = []
    for k, nm, vals, u, ref in spec:
        cells = [nm]
        for v, d in zip(vals, (D, P1, P2)):
            if v is None:
                cells.append("–")
            else:
                x = r(k, nm, v, u, ref, date=d)
                cells.append(V(x))
        cells += [u, ref]
        rows.append(cells)
    lip = [r("chol", "Colesterol total", "168", "mg/dL", "inferior a 190"),
           r("hdl", "HDL", "39", "mg/dL", "superior a 40", flag="↓"),
           r("tg", "Triglicérides", "204", "mg/dL", "inferior a 150", flag="↑"),
           r("ldl_calc", "LDL (Martin-Hopkins)", "91", "mg/dL", "meta conforme risco")]
    lcols = [("Exame", 44, "L"), ("Resultado", 23, "R"), ("Unidade", 24, "L"), ("Referência", 97, "L")]
    body = [
        T("RELATÓRIO EVOLUTIVO – ACOMPANHAMENTO NEFROLOGIA / ENDOCRINOLOGIA", bold=True, size=9, color=acc,
          space_after=0.4),
        T("Resultados das três últimas coletas realizadas nesta rede. Sangue: soro, plasma fluoretado e sangue total "
          "(EDTA). Urina: amostra isolada, primeira da manhã.", size=6.8, italic=True, space_after=1.2),
        Tbl(cols, rows, ruled="grid", head_fill="#dce6f1", zebra="#f4f7fb", size=7.8, pad_v=0.6,
            rule_color="#7f9dbb"),
        T("Métodos: creatinina – enzimático (creatininase), rastreável a IDMS; TFG pela equação CKD-EPI 2021; ureia – "
          "urease/GLDH; ácido úrico – uricase/peroxidase; potássio – eletrodo íon seletivo; glicose – hexoquinase; "
          "HbA1c – HPLC por troca iônica, certificado NGSP nível I; glicose média estimada calculada pela fórmula "
          "do estudo ADAG (28,7 x HbA1c – 46,7); albumina urinária – imunoturbidimetria.", size=6.6, space_after=0.8),
        T("– exame não realizado na coleta. Variações entre coletas devem ser interpretadas considerando a "
          "variação biológica e analítica (valor de referência da mudança).", size=6.6, space_after=2),
        T("PERFIL LIPÍDICO – coleta de 12/02/2026", bold=True, size=9, color=acc, space_after=0.6),
        Tbl(lcols, [row4(x) for x in lip], ruled="grid", head_fill="#dce6f1", size=7.8, pad_v=0.6,
            rule_color="#7f9dbb"),
        T("↑ acima e ↓ abaixo do valor de referência. Jejum de 12 horas. Para pacientes diabéticos, metas de LDL "
          "conforme estratificação de risco da Sociedade Brasileira de Diabetes.", size=6.6),
        Sp(2),
        T("Próximo retorno sugerido pelo médico: 14/05/2026.", size=6.8, italic=True),
    ]
    return Report("bo06", "Hemolab Cerrado Medicina Laboratorial", "Goiânia/GO", D, st, header, [body], footer,
                  footer_top=283,
                  features="cumulative table with three collection dates (gaps as –), grid + zebra, "
                           "arrow flags, HDL spelled 'HDL'",
                  distractors=["nascimento 22/01/1958", "liberação 13/02/2026", "impressão 16/02/2026",
                               "retorno 14/05/2026"])


# =============================================================== bo07
def bo07():
    D, D2 = "2023-10-27", "2023-10-28"
    st = Style(font="DejaVu Sans", size=7.8, margin=(9, 12, 8, 12))
    header = [
        T("HOSPITAL UNIVERSITÁRIO PROF. ADERBAL NOGUEIRA  –  LABORATÓRIO DE ANÁLISES CLÍNICAS", bold=True, size=9,
          space_after=0.1),
        T("Rua Cap. Francisco Pedro, 1.290 – Rodolfo Teófilo – Fortaleza/CE  •  CNES 2481286  •  "
          "Sistema de Gestão Hospitalar – módulo LIS", size=6.6, space_after=0.3),
        Rule(0.4, "#000000", 0.4),
        kv_table([[("Paciente:", "FRANCISCA IRACEMA NOGUEIRA BEZERRA"), ("Registro:", "1.204.556-3"),
                   ("Leito:", "EMG-07")],
                  [("Nascimento:", "30/09/1949"), ("Sexo:", "F"), ("Entrada:", "27/10/2023 21:58")],
                  [("Solicitante:", "Dr. Tiago M. Arrais – CRM-CE 15.882"), ("Setor:", "Emergência"),
                   ("Impressão:", "30/10/2023 09:15")]],
                 [19, 71, 15, 27, 16, 38], size=7.2),
        Rule(0.4, "#000000", 0.4),
    ]
    footer = [
        Rule(0.2, "#000000", 0.4),
        T("Exames liberados por Dra. Luana P. Sampaio – CRBM-CE 6.120 – em 28/10/2023 07:32  •  "
          "Resp. técnico: Dr. Caio V. Holanda – CRF-CE 2.447  •  Página {p} de {n}", size=6.3),
    ]
    cols = [("Exame", 62, "L"), ("Resultado", 30, "R"), ("Unidade", 26, "L"), ("Valor de referência", 68, "L")]

    def sect(title, xs, coll):
        return [T(title, bold=True, size=8.2, rule_below=0.15, space_after=0.3),
                T(coll, size=6.6, italic=True, space_after=0.3),
                Tbl(cols, [row4(x) for x in xs], header=False, ruled="none", size=7.8, pad_v=0.35,
                    space_after=1.6)]
    hdr = Tbl(cols, [], header=True, ruled="none", size=7.8, pad_v=0.35, space_after=0.8)
    card = [r("ck", "CK – Creatinoquinase total", "612", "U/L", "26 a 192", "↑"),
            r("ckmb", "CK-MB massa", "38,4", "ng/mL", "inferior a 4,9", "↑"),
            r("tni_hs", "Troponina I ultrassensível", "1.846,2", "ng/L", "inferior a 15,6 (percentil 99, mulheres)",
              "↑"),
            r("ntprobnp", "NT-proBNP", "2.318", "pg/mL", "inferior a 450 (idade acima de 75 anos: inferior a 1.800)",
              "↑"),
            r("ddimer", "D-dímero", "860", "ng/mL FEU", "inferior a 500", "↑")]
    ele = [r("na", "Sódio", "131", "mmol/L", "136 a 145", "↓"),
           r("k", "Potássio", "3,3", "mmol/L", "3,5 a 5,1", "↓"),
           r("cl", "Cloreto", "98", "mmol/L", "98 a 107"),
           r("mg", "Magnésio", "1,7", "mg/dL", "1,6 a 2,6"),
           r("crea", "Creatinina", "1,09", "mg/dL", "0,51 a 0,95", "↑"),
           r("glu_any", "Glicose", "187", "mg/dL", "70 a 99", "↑")]
    lip = [r("chol", "Colesterol total", "226", "mg/dL", "inferior a 190", "↑"),
           r("hdl", "HDL", "36", "mg/dL", "superior a 40", "↓"),
           r("ldl_calc", "LDL (Friedewald)", "154", "mg/dL", "conforme risco"),
           r("tg", "Triglicerídeos", "180", "mg/dL", "inferior a 150", "↑")]
    rep = [r("tni_hs", "Troponina I ultrassensível (2ª amostra)", "2.914,7", "ng/L",
             "inferior a 15,6 (percentil 99, mulheres)", "↑", date=D2),
           r("ckmb", "CK-MB massa (2ª amostra)", "61,9", "ng/mL", "inferior a 4,9", "↑", date=D2),
           r("k", "Potássio (controle)", "3,9", "mmol/L", "3,5 a 5,1", date=D2)]
    body = [hdr]
    body += sect("MARCADORES CARDÍACOS / EMERGÊNCIA", card,
                 "Coleta: 27/10/2023 22:20 – Soro e plasma citratado – Quimioluminescência (Architect i2000SR); "
                 "D-dímero por imunoturbidimetria.")
    body += sect("BIOQUÍMICA", ele, "Coleta: 27/10/2023 22:20 – Soro / plasma fluoretado – Eletrodo íon seletivo "
                 "indireto; métodos colorimétricos e enzimáticos (Architect c8000).")
    body += sect("LIPIDOGRAMA", lip, "Coleta: 27/10/2023 22:20 – Soro – sem jejum (coleta na emergência). LDL "
                 "estimado por Friedewald, válido para triglicerídeos até 400 mg/dL.")
    body += sect("CONTROLE SERIADO", rep, "Coleta: 28/10/2023 04:35 – Soro – mesma metodologia. Variação delta da "
                 "troponina entre amostras: +58 % (ver comentário).")
    body += [T("↑ valor acima do intervalo de referência   ↓ valor abaixo do intervalo de referência", size=6.6),
             T("Comentário: elevação significativa de troponina I ultrassensível entre a 1ª e a 2ª amostra "
               "(intervalo de 6 horas), compatível com lesão miocárdica aguda. Resultado comunicado ao "
               "Dr. Tiago M. Arrais por telefone em 28/10/2023 às 05:41 (valor crítico).", size=6.8,
               space_after=1)]
    return Report("bo07", "Hospital Universitário Prof. Aderbal Nogueira – Laboratório de Análises Clínicas",
                  "Fortaleza/CE", D, st, header, [body], footer, footer_top=283,
                  features="unruled table, ↑↓ flags, HDL spelled 'HDL', serial sample on next day, critical value "
                           "comment with a date",
                  distractors=["nascimento 30/09/1949", "impressão 30/10/2023", "liberação 28/10/2023",
                               "comunicado 28/10/2023"])


# =============================================================== bo08
def bo08():
    D = "2025-08-05"
    st = Style(font="DejaVu Serif Condensed", size=8.0, margin=(10, 11, 9, 11))
    acc = "#00695c"
    header = [
        Cols([(105, [T("Biomédica Litoral", size=16, bold=True, italic=True, color=acc, space_after=0),
                     T("Laboratório de Análises Clínicas e Citologia", size=7.5, color=acc, space_after=0)]),
              (83, [T("Rua Bocaiúva, 2.198 – Centro – Florianópolis/SC\nCNPJ 82.614.330/0001-72 – CNES 3387119\n"
                      "Tel. (48) 3224-6180 – WhatsApp (48) 99612-0071", size=6.5, align="R")])], gap=0),
        Rule(0.4, acc, 0.5),
        kv_table([[("Paciente:", "ROBERTO CARLOS MACHADO SCHEIDT"), ("Código:", "BL-557.210")],
                  [("Nascimento:", "04/04/1966"), ("Coleta:", "05/08/2025 09:02")],
                  [("Médico:", "Dr. Guilherme P. Zimmer – CRM-SC 12.304"), ("Emissão:", "08/08/2025")]],
                 [20, 92, 18, 56], size=7.4),
        Rule(0.4, acc, 0.5),
    ]
    footer = [
        Rule(0.3, acc, 0.5),
        T("Bioquímica responsável: Dra. Camila R. Werner – CRF-SC 8.870  •  Liberado em 07/08/2025 18:20  •  "
          "biomedicalitoral.com.br/laudos  •  Pág. {p}/{n}", size=6.3, align="C", color="#444444"),
    ]
    sc = [("Sorologia", 32, "L"), ("Resultado", 28, "L"), ("Referência", 28, "L")]
    sero = [r("hiv", "Anti-HIV 1/2 e Ag p24", "Não reagente", "", "Não reagente"),
            r("hbsag", "HBsAg", "Não reagente", "", "Não reagente"),
            r("antihbs", "Anti-HBs", "superior a 1.000", "mUI/mL", "Imune: igual ou superior a 10"),
            r("antihcv", "Anti-HCV", "Não reagente", "", "Não reagente"),
            r("vdrl", "VDRL", "Reagente", "", "Não reagente"),
            r("vdrl_titer", "VDRL – título", "1/4", "", "–")]
    tm = [r("psa", "PSA total", "5,21", "ng/mL", "até 4,00"),
          r("fpsa", "PSA livre", "0,68", "ng/mL", "–"),
          r("fpsa_ratio", "Relação PSA livre/total", "0,13", "", "superior a 0,25"),
          r("cea", "CEA", "< 1,7", "ng/mL", "não fumantes: até 5,0"),
          r("afp", "Alfafetoproteína", "2,4", "ng/mL", "até 8,1"),
          r("ca199", "CA 19-9", "< 2,0", "U/mL", "até 37,0")]
    tc = [("Marcador", 32, "L"), ("Resultado", 18, "R"), ("Unid.", 13, "L"), ("Referência", 26, "L")]

    page1 = [
        Cols([(90, [T("IMUNOLOGIA / SOROLOGIA", bold=True, size=8.8, color=acc, rule_below=0.2, space_after=0.6),
                    Tbl(sc, [[N(x), V(x), x.ref] for x in sero[:2]], ruled="box", head_fill="#e0f2f1", size=7.6,
                        pad_v=0.5, rule_color="#5a8f88"),
                    T("Anti-HIV: imunoensaio de quarta geração (antígeno p24 e anticorpos anti-HIV-1/2). HBsAg: "
                      "quimioluminescência.", size=6.5, italic=True),
                    Tbl([("Anticorpo", 32, "L"), ("Resultado", 28, "L"), ("Unidade", 28, "L")],
                        [[N(sero[2]), V(sero[2]), U(sero[2])]], ruled="box", head_fill="#e0f2f1", size=7.6, pad_v=0.5,
                        rule_color="#5a8f88", space_after=0.5),
                    T("Anti-HBs: inferior a 10 mUI/mL não imune; igual ou superior a 10 mUI/mL imune (vacinal "
                      "ou pós-infecção).", size=6.5, italic=True),
                    Tbl(sc, [[N(x), V(x), x.ref] for x in sero[3:]], ruled="box", head_fill="#e0f2f1", size=7.6,
                        pad_v=0.5, rule_color="#5a8f88"),
                    T("VDRL: floculação em lâmina, com titulação em diluições seriadas. Teste não treponêmico "
                      "reagente deve ser confirmado por teste treponêmico (FTA-Abs ou quimioluminescência), "
                      "conforme fluxograma do Ministério da Saúde.", size=6.5, italic=True)]),
              (92, [T("MARCADORES TUMORAIS", bold=True, size=8.8, color=acc, rule_below=0.2, space_after=0.6),
                    Tbl(tc, [row4(x) for x in tm], ruled="box", head_fill="#e0f2f1", size=7.6, pad_v=0.5,
                        rule_color="#5a8f88"),
                    T("Método: quimioluminescência (Atellica IM). PSA e PSA livre equimolares, calibrados "
                      "contra o padrão OMS 96/670. A relação PSA livre/total inferior a 0,25 em pacientes com PSA "
                      "entre 4 e 10 ng/mL associa-se a maior probabilidade de neoplasia; correlacionar com toque "
                      "retal e histórico.", size=6.5, italic=True),
                    T("Marcadores tumorais não devem ser usados isoladamente para rastreamento ou diagnóstico. "
                      "Resultados obtidos com métodos ou kits diferentes não são intercambiáveis.", size=6.5)])],
             gap=6, divider=True),
    ]
    oth = [r("abo", "Grupo sanguíneo (sistema ABO)", "O", ""),
           r("rh", "Fator Rh (D)", "Positivo", ""),
           r("rf", "Fator reumatoide", "inferior a 8,0", "UI/mL", "inferior a 14,0"),
           r("crp", "Proteína C reativa", "3,8", "mg/L", "inferior a 5,0"),
           r("esr", "VHS – 1ª hora", "18", "mm", "até 20"),
           r("stool_ob", "Sangue oculto nas fezes", "Negativo", "", "Negativo")]
    page2 = [
        Cols([(90, [T("IMUNO-HEMATOLOGIA", bold=True, size=8.8, color=acc, rule_below=0.2, space_after=0.6),
                    Tbl([("Exame", 50, "L"), ("Resultado", 38, "L")], [[N(x), V(x)] for x in oth[:2]], ruled="box",
                        head_fill="#e0f2f1", size=7.6, pad_v=0.5, rule_color="#5a8f88"),
                    T("Tipagem direta e reversa em gel (DiaMed); pesquisa de D fraco não realizada.", size=6.5,
                      italic=True),
                    Sp(2),
                    T("FEZES", bold=True, size=8.8, color=acc, rule_below=0.2, space_after=0.6),
                    Tbl([("Exame", 50, "L"), ("Resultado", 38, "L")], [[N(oth[5]), V(oth[5])]], ruled="box",
                        head_fill="#e0f2f1", size=7.6, pad_v=0.5, rule_color="#5a8f88"),
                    T("Imunocromatografia para hemoglobina humana (limite 50 ng/mL), sem necessidade de dieta. "
                      "Amostra entregue na unidade no momento da coleta de sangue.", size=6.5, italic=True)]),
              (92, [T("INFLAMAÇÃO / REUMATOLOGIA", bold=True, size=8.8, color=acc, rule_below=0.2,
                      space_after=0.6),
                    Tbl(tc, [row4(x) for x in oth[2:5]], ruled="box", head_fill="#e0f2f1", size=7.6, pad_v=0.5,
                        rule_color="#5a8f88"),
                    T("Fator reumatoide e PCR: imunoturbidimetria. VHS: método de Westergren modificado, "
                      "leitura em 60 minutos.", size=6.5, italic=True)])],
             gap=6, divider=True),
        Sp(3),
        T("Pedido médico datado de 28/07/2025. Os exames acima referem-se ao atendimento BL-557.210; "
          "resultados de citologia, quando solicitados, são emitidos em laudo próprio.", size=6.6, color="#555555"),
    ]
    return Report("bo08", "Biomédica Litoral Laboratório de Análises Clínicas", "Florianópolis/SC", D, st, header,
                  [page1, page2], footer, footer_top=283,
                  features="two-column pages (serology | tumour markers; immunohaematology | inflammation), "
                           "boxed tables, qualitative results, titre, superior a / < values",
                  distractors=["nascimento 04/04/1966", "emissão 08/08/2025", "liberação 07/08/2025",
                               "pedido médico 28/07/2025"])
