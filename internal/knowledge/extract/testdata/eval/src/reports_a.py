from labkit import V, T1, T2, TX, SP, SIG, NOTE, SUB, LEAD, TABLE, TWOCOL, Report
from labs import LABS


def mk(rid, labkey, date, fields, cols=2, pvariant="box", title=None):
    L = LABS[labkey]
    return Report(rid, L["lab"], date, L["style"], L["header"],
                  {"fields": fields, "cols": cols, "variant": pvariant}, L["footer"],
                  title or "%s — %s" % (L["lab"], rid))


def r4(name, text, unit, ref, key, **kw):
    return [name, V(text, unit, key, **kw), unit, ref]


REPORTS = []


# ---------------------------------------------------------------------------------------------
# r01  Vitallis (São Paulo) — hemograma, block layout (eritrograma / leucograma / plaquetograma)
def r01():
    R = mk("r01", "VIT", "2025-03-14", [
        ("Paciente:", "ANA CAROLINA RIBEIRO DUARTE"), ("Pedido:", "0325-114587"),
        ("Data de nascimento:", "22/07/1981"), ("Sexo:", "Feminino"),
        ("Médico:", "Dr. Paulo R. Siqueira — CRM-SP 98.765"), ("Convênio:", "Bradesco Saúde"),
        ("Data da coleta:", "14/03/2025 07:42"), ("Liberado em:", "14/03/2025 15:10")])
    eri = TABLE(["ERITROGRAMA", "Resultado", "Unidade", "Valores de referência"], [
        r4("Hemácias", "4,38", "milhões/mm³", "3,90 a 5,03", "rbc"),
        r4("Hemoglobina", "12,8", "g/dL", "12,0 a 15,5", "hgb"),
        r4("Hematócrito", "38,6", "%", "35,0 a 45,0", "hct"),
        r4("VCM", "88,1", "fL", "81,0 a 99,0", "mcv"),
        r4("HCM", "29,2", "pg", "27,0 a 33,0", "mch"),
        r4("CHCM", "33,2", "g/dL", "31,0 a 36,0", "mchc"),
        r4("RDW", "13,4", "%", "11,5 a 15,5", "rdw"),
    ], w=[0.30, 0.16, 0.18, 0.36], align=["l", "r", "l", "l"], grid="lines")
    P, A = "%", "/mm³"
    leu = TABLE(["LEUCOGRAMA", "%", "/mm³", "Ref. (%)", "Ref. (/mm³)"], [
        ["Leucócitos", "", V("6.840", A, "wbc"), "", "3.500 a 10.500"],
        ["Neutrófilos", V("58,2", P, "neut_pct"), V("3.980", A, "neut_abs"), "40,0 a 75,0", "1.700 a 7.000"],
        ["   Bastonetes", V("1,0", P, "band_pct"), V("68", A, "band_abs"), "0,0 a 5,0", "0 a 500"],
        ["   Segmentados", V("57,2", P, "seg_pct"), V("3.912", A, "seg_abs"), "40,0 a 70,0", "1.700 a 7.000"],
        ["Eosinófilos", V("2,6", P, "eos_pct"), V("178", A, "eos_abs"), "1,0 a 5,0", "50 a 500"],
        ["Basófilos", V("0,5", P, "baso_pct"), V("34", A, "baso_abs"), "0,0 a 2,0", "0 a 200"],
        ["Linfócitos", V("31,4", P, "lymph_pct"), V("2.148", A, "lymph_abs"), "20,0 a 45,0", "900 a 2.900"],
        ["Monócitos", V("7,3", P, "mono_pct"), V("499", A, "mono_abs"), "2,0 a 10,0", "300 a 900"],
    ], w=[0.28, 0.13, 0.15, 0.20, 0.24], align=["l", "r", "r", "c", "c"], grid="lines")
    pla = TABLE(["PLAQUETOGRAMA", "Resultado", "Unidade", "Valores de referência"], [
        r4("Plaquetas", "248.000", "/mm³", "150.000 a 450.000", "plt"),
        r4("VPM (volume plaquetário médio)", "10,2", "fL", "9,2 a 12,6", "mpv"),
    ], w=[0.30, 0.16, 0.18, 0.36], align=["l", "r", "l", "l"], grid="lines")
    R.page(T1("HEMOGRAMA COMPLETO"),
           TX("Material: Sangue total (EDTA)    Método: Citometria de fluxo e impedância — Sysmex XN-1000, com revisão microscópica", "method"),
           eri, SP(2), leu, SP(2), pla,
           TX("Observação: séries vermelha, branca e plaquetária sem alterações morfológicas significativas à microscopia.", "note"),
           SIG("Liberado eletronicamente por Dra. Helena Moraes Tavares", "CRF-SP 34.512 — 14/03/2025 15:10"))
    return R


# ---------------------------------------------------------------------------------------------
# r02  Vitallis — bioquímica/hormônios, dotted leaders with multi-line references below, 2 pages
def r02():
    R = mk("r02", "VIT", "2025-03-14", [
        ("Paciente:", "ROBERTO CARLOS NOGUEIRA FILHO"), ("Pedido:", "0325-114902"),
        ("Data de nascimento:", "03/11/1972"), ("Sexo:", "Masculino"),
        ("Médico:", "Dra. Cláudia Ramos — CRM-SP 120.443"), ("Cadastro:", "13/03/2025"),
        ("Data da coleta:", "14/03/2025 08:05"), ("Liberado em:", "15/03/2025 11:32")])
    R.page(
        T1("GLICEMIA DE JEJUM"),
        TX("Material: Plasma (fluoreto)  ·  Método: Enzimático (hexoquinase)", "method"),
        LEAD([("Glicemia de jejum", V("104", "mg/dL", "glu_f"),
               "Normal: 70 a 99 mg/dL\nGlicemia de jejum alterada: 100 a 125 mg/dL\nDiabetes mellitus: ≥ 126 mg/dL (confirmar em segunda amostra)")],
             ref="below"),
        T1("HEMOGLOBINA GLICADA (HbA1c)"),
        TX("Material: Sangue total (EDTA)  ·  Método: HPLC — certificado NGSP", "method"),
        LEAD([("Hemoglobina glicada (HbA1c)", V("5,9", "%", "hba1c"),
               "Normal: < 5,7 %\nRisco aumentado para diabetes: 5,7 a 6,4 %\nDiabetes: ≥ 6,5 %"),
              ("Glicemia média estimada", V("123", "mg/dL", "eag"), "")], ref="below"),
        T1("INSULINA"),
        TX("Material: Soro  ·  Método: Quimioluminescência", "method"),
        LEAD([("Insulina basal", V("11,4", "µUI/mL", "insulin"), "2,6 a 24,9 µUI/mL")], ref="below"),
        T1("LIPIDOGRAMA"),
        TX("Material: Soro  ·  Método: Enzimático colorimétrico  ·  Jejum informado: 12 horas", "method"),
        LEAD([("COLESTEROL TOTAL", V("214", "mg/dL", "chol"), "Desejável: < 190 mg/dL"),
              ("HDL-COLESTEROL", V("46", "mg/dL", "hdl"), "Desejável: > 40 mg/dL"),
              ("TRIGLICERÍDEOS", V("168", "mg/dL", "tg"), "Com jejum: < 150 mg/dL · Sem jejum: < 175 mg/dL"),
              ("LDL-COLESTEROL", V("134", "mg/dL", "ldl"),
               "Meta conforme risco — baixo: < 130; intermediário: < 100;\nalto: < 70; muito alto: < 50 mg/dL"),
              ("VLDL-COLESTEROL", V("34", "mg/dL", "vldl"), "< 30 mg/dL"),
              ("COLESTEROL NÃO-HDL", V("168", "mg/dL", "nonhdl"), "Baixo risco: < 160 mg/dL"),
              NOTE("LDL calculado pela fórmula de Friedewald. Referências: Atualização da Diretriz Brasileira de Dislipidemias (SBC, 2017).")],
             ref="below"),
    )
    R.page(
        T1("TRANSAMINASES"),
        TX("Material: Soro  ·  Método: Cinético UV (IFCC)", "method"),
        LEAD([("AST (TGO)", V("28", "U/L", "ast"), "Homens: até 40 U/L · Mulheres: até 32 U/L"),
              ("ALT (TGP)", V("41", "U/L", "alt"), "Homens: até 41 U/L · Mulheres: até 33 U/L")], ref="below"),
        T1("GAMA-GLUTAMILTRANSFERASE"),
        TX("Material: Soro  ·  Método: Cinético colorimétrico (IFCC)", "method"),
        LEAD([("Gama GT", V("52", "U/L", "ggt"), "Homens: 10 a 71 U/L\nMulheres: 6 a 42 U/L")], ref="below"),
        T1("TSH — HORMÔNIO TIREOESTIMULANTE"),
        TX("Material: Soro  ·  Método: Eletroquimioluminescência", "method"),
        LEAD([("TSH", V("2,35", "µUI/mL", "tsh"), "0,27 a 4,20 µUI/mL")], ref="below"),
        T1("T4 LIVRE"),
        TX("Material: Soro  ·  Método: Eletroquimioluminescência", "method"),
        LEAD([("T4 livre", V("1,18", "ng/dL", "ft4"), "0,93 a 1,70 ng/dL")], ref="below"),
        T1("VITAMINA D — 25-HIDROXIVITAMINA D"),
        TX("Material: Soro  ·  Método: Quimioluminescência", "method"),
        LEAD([("25-OH Vitamina D", V("24,6", "ng/mL", "vitd"),
               "População saudável (até 60 anos): > 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL\nRisco de toxicidade: > 100 ng/mL")],
             ref="below"),
        T1("VITAMINA B12"),
        TX("Material: Soro  ·  Método: Quimioluminescência", "method"),
        LEAD([("Vitamina B12", V("386", "pg/mL", "b12"), "197 a 771 pg/mL")], ref="below"),
        SIG("Liberado eletronicamente por Dra. Helena Moraes Tavares", "CRF-SP 34.512 — 15/03/2025 11:32"),
    )
    return R


# ---------------------------------------------------------------------------------------------
# r03  LabCentro (Belo Horizonte) — renal function / electrolytes, grid table
def r03():
    R = mk("r03", "LCB", "2025-04-02", [
        ("Paciente:", "MARIA DAS GRAÇAS PEREIRA LIMA"), ("Atendimento:", "45871203"),
        ("Data de nascimento:", "09/05/1957"), ("Sexo:", "Feminino   Idade: 67 anos"),
        ("Solicitante:", "Dr. Marcos V. Andrade — CRM-MG 41.223"), ("Convênio:", "Particular"),
        ("Coletado em", "02.04.25 08:15"), ("Emitido em", "03.04.25 10:47")], pvariant="lines")
    tb = TABLE(["Exame", "Resultado", "Unidade", "Valores de referência"], [
        r4("Ureia", "48", "mg/dl", "Adultos: 15 a 45 mg/dl", "urea"),
        r4("Creatinina", "1,12", "mg/dl", "Mulheres: 0,51 a 0,95\nHomens: 0,67 a 1,17", "creat"),
        r4("Taxa de filtração glomerular\nestimada (CKD-EPI 2021)", "54", "mL/min/1,73m²",
           "≥ 90: normal\n60 a 89: redução leve\n45 a 59: redução leve a moderada\n30 a 44: redução moderada a grave", "egfr"),
        NOTE("eGFR calculada pela equação CKD-EPI 2021, sem coeficiente racial, a partir da creatinina sérica."),
        r4("Ácido úrico", "5,8", "mg/dl", "Mulheres: 2,4 a 5,7\nHomens: 3,4 a 7,0", "uric"),
        SUB("ELETRÓLITOS"),
        r4("Sódio", "139", "mEq/L", "136 a 145", "na"),
        r4("Potássio", "4,9", "mEq/L", "3,5 a 5,1", "k"),
        r4("Cloro", "103", "mEq/L", "98 a 107", "cl"),
        r4("Cálcio total", "9,4", "mg/dl", "8,6 a 10,3", "ca"),
        r4("Cálcio iônico", "1,21", "mmol/L", "1,15 a 1,32", "cai"),
        r4("Magnésio", "2,0", "mg/dl", "1,6 a 2,6", "mg"),
        r4("Fósforo", "3,6", "mg/dl", "2,5 a 4,5", "phos"),
        NOTE("Material: soro (cálcio iônico em sangue total heparinizado). Métodos: ureia — cinético UV; creatinina — Jaffé "
             "cinético compensado; sódio, potássio e cloro — eletrodo íon-seletivo indireto; cálcio — arsenazo III."),
    ], w=[0.33, 0.14, 0.16, 0.37], align=["l", "c", "c", "l"], grid="grid")
    R.page(T1("BIOQUÍMICA — FUNÇÃO RENAL E ELETRÓLITOS"), tb,
           TX("Resultados conferidos. Valores críticos são comunicados conforme protocolo institucional.", "small"),
           SIG("Dr. Renato Lacerda", "Biomédico — CRBM-3 1.874"))
    return R


# ---------------------------------------------------------------------------------------------
# r04  Hospital de Clínicas Universitário (Campinas) — cumulative report, SI units, 3 collection dates
def r04():
    d1, d2, d3 = "2025-01-10", "2025-02-18", "2025-03-24"
    R = mk("r04", "HCU", d3, [
        ("Paciente:", "JOSÉ ANTÔNIO FERREIRA"), ("Prontuário:", "1.204.887"),
        ("Nasc.:", "17/08/1953 (71 a)"), ("Sexo:", "M"),
        ("Unidade solicitante:", "Ambulatório de Nefrologia"), ("Emissão:", "25/03/2025 14:02")])

    def row(name, vals, unit, ref, key):
        cells = [name]
        for t, d in zip(vals, (d1, d2, d3)):
            cells.append(V(t, unit, key, date=d) if t != "—" else "—")
        return cells + [unit, ref]

    G, L9 = "g/L", "×10⁹/L"
    tb = TABLE(["Exame", "Coleta\n10/01/2025", "Coleta\n18/02/2025", "Coleta\n24/03/2025", "Unidade", "Referência"], [
        SUB("HEMATOLOGIA"),
        row("Hemoglobina", ["118", "121", "124"], G, "130 – 175", "hgb"),
        row("Leucócitos", ["7,2", "6,9", "7,8"], L9, "4,0 – 11,0", "wbc"),
        row("Plaquetas", ["212", "198", "225"], L9, "150 – 400", "plt"),
        SUB("BIOQUÍMICA"),
        row("Glicose (jejum)", ["6,8", "7,4", "6,5"], "mmol/L", "3,9 – 5,5", "glu_f_si"),
        row("Ureia", ["12,4", "13,8", "11,9"], "mmol/L", "2,5 – 7,8", "urea_si"),
        row("Creatinina", ["168", "181", "159"], "µmol/L", "64 – 104", "creat_si"),
        row("Sódio", ["138", "136", "139"], "mmol/L", "136 – 145", "na"),
        row("Potássio", ["5,3", "5,6", "5,1"], "mmol/L", "3,5 – 5,1", "k"),
        row("Colesterol total", ["4,9", "—", "4,6"], "mmol/L", "< 5,2", "chol_si"),
        row("Triglicerídeos", ["2,1", "—", "1,8"], "mmol/L", "< 1,7", "tg_si"),
        row("Hemoglobina glicada (HbA1c)", ["56", "—", "52"], "mmol/mol", "20 – 42", "hba1c_ifcc"),
        row("Ácido úrico", ["—", "452", "418"], "µmol/L", "202 – 416", "uric_si"),
    ], w=[0.25, 0.12, 0.12, 0.12, 0.13, 0.26], align=["l", "r", "r", "r", "c", "c"], grid="zebra")
    R.page(T1("RELATÓRIO CUMULATIVO DE RESULTADOS — UNIDADES SI"),
           TX("Coletas incluídas neste relatório: 10/01/2025 07:30 · 18/02/2025 07:45 · 24/03/2025 07:20 (material: sangue venoso; soro e sangue total EDTA).", "small"),
           tb,
           TX("— : exame não solicitado nesta coleta.\nConversões úteis: glicose mg/dL = mmol/L × 18,0 · creatinina mg/dL = µmol/L ÷ 88,4 · ureia mg/dL = mmol/L × 6,0 · HbA1c % = (mmol/mol ÷ 10,929) + 2,15.", "note"),
           SIG("Conferido por: Dr. Otávio Prado Mendes — CRM-SP 87.110", "Patologia Clínica — HCU"))
    return R


# ---------------------------------------------------------------------------------------------
# r05  IGAC (Porto Alegre) — two independent columns (liver | thyroid + iron)
def r05():
    R = mk("r05", "IGA", "2025-05-07", [
        ("Paciente:", "FERNANDA LOPES BITTENCOURT"), ("Requisição:", "88213-4"),
        ("Nascimento:", "30/01/1987"), ("Sexo:", "Feminino"),
        ("Médico(a):", "Dra. Letícia Brum — CRM-RS 31.507"), ("Origem:", "Unidade Moinhos"),
        ("Data/hora da coleta:", "07/05/2025 07:55"), ("Data de liberação:", "08/05/2025 09:14")], cols=2)
    left = [T2("PERFIL HEPÁTICO"),
            TX("Soro · Cinético UV (IFCC) / colorimétrico", "method"),
            LEAD([("Aspartato aminotransferase\n(AST/TGO)", V("22", "U/L", "ast"), "Até 32 U/L"),
                  ("Alanina aminotransferase\n(ALT/TGP)", V("19", "U/L", "alt"), "Até 33 U/L"),
                  ("Gama-glutamiltransferase", V("18", "U/L", "ggt"), "6 a 42 U/L"),
                  ("Fosfatase alcalina", V("71", "U/L", "alp"), "35 a 104 U/L"),
                  ("Bilirrubina total", V("0,62", "mg/dL", "bili_t"), "Até 1,20 mg/dL"),
                  ("Bilirrubina direta", V("0,18", "mg/dL", "bili_d"), "Até 0,30 mg/dL"),
                  ("Bilirrubina indireta", V("0,44", "mg/dL", "bili_i"), "Até 0,90 mg/dL"),
                  ("Proteínas totais", V("7,1", "g/dL", "tp"), "6,4 a 8,3 g/dL"),
                  ("Albumina", V("4,3", "g/dL", "alb"), "3,5 a 5,2 g/dL"),
                  ("Globulinas", V("2,8", "g/dL", "glob"), "2,0 a 3,5 g/dL"),
                  ("Relação albumina/globulina", V("1,54", "", "ag"), "1,0 a 2,2")],
                 ref="below", vw=13, uw=12)]
    right = [T2("TIREOIDE"),
             TX("Soro · Quimioluminescência", "method"),
             LEAD([("TSH ultrassensível", V("3,12", "uUI/ml", "tsh"), "0,45 a 4,50 uUI/ml"),
                   ("T4 livre", V("0,98", "ng/dL", "ft4"), "0,70 a 1,48 ng/dL"),
                   ("T3 total", V("108", "ng/dL", "t3"), "80 a 200 ng/dL")], ref="below", vw=13, uw=12),
             T2("METABOLISMO DO FERRO"),
             TX("Soro · Colorimétrico (ferrozine) / imunoturbidimetria", "method"),
             LEAD([("Ferro sérico", V("48", "µg/dL", "fe"), "50 a 170 µg/dL"),
                   ("Ferritina", V("9,8", "ng/mL", "ferritin"), "13 a 150 ng/mL"),
                   ("Capacidade total de\nligação do ferro (CTLF)", V("412", "µg/dL", "tibc"), "250 a 450 µg/dL"),
                   ("Índice de saturação\nda transferrina", V("12", "%", "tsat"), "20 a 50 %"),
                   ("Transferrina", V("294", "mg/dL", "transferrin"), "200 a 360 mg/dL")],
                  ref="below", vw=13, uw=12)]
    R.page(T1("BIOQUÍMICA, TIREOIDE E PERFIL DE FERRO"),
           TWOCOL(left, right),
           TX("Comentário: ferritina e saturação da transferrina reduzidas — perfil compatível com depleção dos estoques de ferro. "
              "Correlacionar com hemograma e dados clínicos.", "note"),
           SIG("Dr. Júlio Cesar Bento — CRF-RS 9.876", "Liberado em 08/05/2025 09:14"))
    return R


# ---------------------------------------------------------------------------------------------
# r06  Hemolab (Curitiba) — coagulation + CBC; reference range printed BEFORE the result
def r06():
    R = mk("r06", "HML", "2025-05-20", [
        ("Paciente:", "ALBERTO KOWALSKI"), ("OS:", "2025-031877"),
        ("Nasc.:", "12/12/1965"), ("Sexo:", "Masculino"),
        ("Médico:", "Dra. Renata Guimarães (CRM-PR 22.417)"), ("Convênio:", "Unimed Curitiba"),
        ("Coleta:", "20/05/2025 09:20"), ("Liberação:", "20/05/2025 16:45")])
    R.page(
        T1("COAGULOGRAMA"),
        TX("Material: Plasma citratado (citrato de sódio 3,2%) · Método: Coagulométrico automatizado (ACL TOP 550)", "method"),
        LEAD([SUB("Tempo de protrombina (TP)"),
              ("Tempo de protrombina", V("13,1", "s", "pt_s"), "10,0 a 13,5 s"),
              ("Atividade de protrombina", V("86", "%", "pt_pct"), "70 a 100 %"),
              ("RNI (INR)", V("1,08", "", "inr"), "0,90 a 1,20"),
              SUB("Tempo de tromboplastina parcial ativada (TTPA)"),
              ("TTPA — paciente", V("33,4", "s", "aptt"), "25,0 a 37,0 s"),
              ("Relação paciente/normal", V("1,09", "", "aptt_r"), "até 1,25"),
              SUB("Outros"),
              ("Fibrinogênio (Clauss)", V("356", "mg/dL", "fib"), "200 a 400 mg/dL"),
              ("D-dímero", V("< 270", "ng/mL FEU", "ddimer"), "< 500 ng/mL FEU")],
             ref="before", nw=0.36, vw=16, uw=20),
        T1("HEMOGRAMA"),
        TX("Material: Sangue total (EDTA) · Contagem automatizada (Sysmex XN) com revisão microscópica", "method"),
        LEAD([("Hemoglobina", V("15,3", "g/dL", "hgb"), "13,0 a 17,0 g/dL"),
              ("Hematócrito", V("45,9", "%", "hct"), "40,0 a 50,0 %"),
              ("Hemácias", V("5,02", "x10⁶/µL", "rbc"), "4,50 a 5,90 x10⁶/µL"),
              ("VCM", V("91,4", "fL", "mcv"), "80 a 100 fL"),
              ("HCM", V("30,5", "pg", "mch"), "27 a 32 pg"),
              ("CHCM", V("33,3", "g/dL", "mchc"), "32 a 36 g/dL"),
              ("RDW-CV", V("12,9", "%", "rdw"), "11,5 a 14,5 %"),
              ("Leucócitos", V("5,61", "x10³/µL", "wbc"), "4,00 a 10,00 x10³/µL"),
              ("Neutrófilos", V("3,31", "x10³/µL", "neut_abs"), "1,80 a 7,00 x10³/µL"),
              ("Linfócitos", V("1,62", "x10³/µL", "lymph_abs"), "1,00 a 4,00 x10³/µL"),
              ("Monócitos", V("0,45", "x10³/µL", "mono_abs"), "0,20 a 1,00 x10³/µL"),
              ("Eosinófilos", V("0,19", "x10³/µL", "eos_abs"), "0,02 a 0,50 x10³/µL"),
              ("Basófilos", V("0,04", "x10³/µL", "baso_abs"), "0,00 a 0,10 x10³/µL"),
              ("Plaquetas", V("187", "mil/mm3", "plt"), "150 a 400 mil/mm3")],
             ref="before", nw=0.36, vw=16, uw=20),
        TX("Valores de referência à esquerda; resultado do paciente à direita.", "small"),
        SIG("Dr. Eduardo Wisniewski — CRF-PR 12.345", "Assinado digitalmente em 20/05/2025 16:45"),
    )
    return R


# ---------------------------------------------------------------------------------------------
# r07  São Lucas (Fortaleza) — urinalysis (qualitative + numeric) and urine culture, 2 pages
def r07():
    R = mk("r07", "SLU", "2025-06-11", [
        ("Paciente:", "JULIANA MENDES CAVALCANTE"), ("Protocolo:", "7781245"),
        ("Nascimento:", "15/09/1995"), ("Sexo/Idade:", "F / 29 anos"),
        ("Médica solicitante:", "Dra. Luana Freitas — CRM-CE 10.332"), ("Data da coleta:", "11/06/2025   Hora: 06:50"),
        ("Recebimento:", "11/06/2025 08:12"), ("Data de entrega:", "14/06/2025")])
    fis = TABLE(["Exame físico", "Resultado", "Valor de referência"], [
        ["Cor", V("Amarelo citrino", "", "u_color"), "Amarelo citrino"],
        ["Aspecto", V("Ligeiramente turvo", "", "u_aspect"), "Límpido"],
        ["Densidade", V("1.020", "", "u_sg", value=1.02), "1.005 a 1.030"],
    ], w=[0.4, 0.3, 0.3], align=["l", "c", "c"], grid="lines")
    qui = TABLE(["Exame químico", "Resultado", "Valor de referência"], [
        ["pH", V("6,0", "", "u_ph"), "5,0 a 7,5"],
        ["Proteínas", V("Traços", "", "u_prot"), "Negativo"],
        ["Glicose", V("Negativo", "", "u_glu"), "Negativo"],
        ["Corpos cetônicos", V("Negativo", "", "u_ket"), "Negativo"],
        ["Hemoglobina", V("Positivo (+)", "", "u_hgb"), "Negativo"],
        ["Bilirrubina", V("Negativo", "", "u_bili"), "Negativo"],
        ["Urobilinogênio", V("Normal", "", "u_ubg"), "Normal"],
        ["Nitrito", V("Positivo", "", "u_nit"), "Negativo"],
        ["Esterase leucocitária", V("Positivo (++)", "", "u_le"), "Negativo"],
    ], w=[0.4, 0.3, 0.3], align=["l", "c", "c"], grid="lines")
    sed = TABLE(["Sedimentoscopia", "Resultado", "Unidade", "Valor de referência"], [
        r4("Leucócitos", "38.000", "/mL", "até 10.000 /mL", "u_wbc_ml"),
        r4("Hemácias", "9.000", "/mL", "até 10.000 /mL", "u_rbc_ml"),
        ["Células epiteliais", V("Raras", "", "u_epi"), "", "Raras a algumas"],
        ["Cilindros hialinos", V("Ausentes", "", "u_casts"), "", "Ausentes"],
        ["Cristais", V("Ausentes", "", "u_cryst"), "", "Ausentes"],
        ["Bactérias", V("Numerosas", "", "u_bact"), "", "Ausentes ou raras"],
    ], w=[0.4, 0.2, 0.1, 0.3], align=["l", "c", "c", "c"], grid="lines")
    R.page(T1("URINA TIPO I (EAS — Elementos Anormais e Sedimento)"),
           TX("Material: Urina — jato médio, primeira urina da manhã · Método: tira reagente com leitura automatizada e sedimentoscopia quantitativa (câmara)", "method"),
           fis, qui, sed,
           TX("Nota: leucocitúria e nitrito positivo sugerem infecção do trato urinário. Ver urocultura (página 2).", "note"))
    R.page(T1("UROCULTURA COM CONTAGEM DE COLÔNIAS"),
           TX("Material: Urina jato médio (mesma amostra) · Método: semeadura quantitativa em ágar CLED e meio cromogênico · Identificação: MALDI-TOF", "method"),
           LEAD([("Microrganismo isolado", V("Escherichia coli", "", "uc_org"), ""),
                 ("Contagem de colônias", V("> 100.000", "UFC/mL", "uc_count"), "Significativo: ≥ 100.000 UFC/mL")],
                ref="right", nw=0.62, vw=30, uw=16),
           TX("Antibiograma realizado e emitido em laudo complementar (protocolo 7781245-A).", "note"),
           TX("Interpretação: contagens iguais ou superiores a 100.000 UFC/mL em amostra de jato médio, com um único "
              "microrganismo isolado, são consideradas significativas. Correlacionar com sintomas clínicos.", "small"),
           SIG("Dra. Ana Cláudia Férrer — CRF-CE 4.567", "Microbiologia — liberado em 14/06/2025 10:05"))
    return R


# ---------------------------------------------------------------------------------------------
# r08  Laboratório Municipal (Salvador) — monospace, uppercase, no accents, dotted leaders; serologies
def r08():
    R = mk("r08", "SSA", "2025-03-14", [
        ("PACIENTE:", "LUCAS DOS SANTOS OLIVEIRA"), ("REG.:", "25-004417"),
        ("DN:", "04/02/1999"), ("SEXO:", "M"),
        ("CNS:", "708 0012 3456 7891"), ("UNIDADE:", "USF SAO MARCOS"),
        ("COLETADO EM:", "14.03.25 07:40"), ("IMPRESSO EM:", "19.03.25 16:02")], pvariant="mono")
    mw = (30, 14, 7)
    R.page(
        T1("BIOQUIMICA"),
        TX("MATERIAL: SORO     METODO: AUTOMATIZADO (ENZIMATICO/CINETICO)", "small"),
        LEAD([("GLICOSE", V("88", "mg/dl", "glu"), "70 A 99 mg/dl"),
              ("CREATININA", V("0,94", "mg/dl", "creat"), "0,70 A 1,30 mg/dl"),
              ("TGO", V("24", "U/L", "ast"), "ATE 40 U/L"),
              ("TGP", V("31", "U/L", "alt"), "ATE 41 U/L")], mode="dots", ref="right", mono_w=mw),
        T1("SOROLOGIA"),
        TX("MATERIAL: SORO     METODO: QUIMIOLUMINESCENCIA (CMIA)", "small"),
        LEAD([("HIV 1/2 - AC + AG P24", V("NAO REAGENTE", "", "hiv"), "NAO REAGENTE"),
              ("HBSAG", V("NAO REAGENTE", "", "hbsag"), "NAO REAGENTE"),
              ("ANTI-HCV", V("NAO REAGENTE", "", "hcv"), "NAO REAGENTE"),
              ("ANTI-HBS", V("245,0", "mUI/mL", "antihbs"), "NAO REAGENTE: < 10,0\nREAGENTE: >= 10,0")],
             mode="dots", ref="right", mono_w=mw),
        TX("METODO: FLOCULACAO (VDRL) - MATERIAL: SORO", "small"),
        LEAD([("VDRL", V("REAGENTE", "", "vdrl"), "NAO REAGENTE"),
              ("TITULO", V("1/8", "", "vdrl_titer"), "")], mode="dots", ref="right", mono_w=mw),
        TX("NOTA: RESULTADO REAGENTE EM TESTE NAO TREPONEMICO. RECOMENDA-SE REALIZAR TESTE\n"
           "TREPONEMICO (FTA-ABS OU TESTE RAPIDO) PARA CONFIRMACAO, CONFORME FLUXOGRAMA DO\n"
           "MINISTERIO DA SAUDE. TRIAGEM HIV: AMOSTRA NAO REAGENTE - NOVA TESTAGEM SE JANELA\n"
           "IMUNOLOGICA FOR SUSPEITA.", "small"),
        TX("*** FIM DO LAUDO ***", "small center"),
    )
    return R


# ---------------------------------------------------------------------------------------------
# r09  Hospital Santa Lúcia (Recife) — emergency: blood gas, serial troponin over 3 calendar days, 2 pages
def r09():
    R = mk("r09", "HSL", "2025-06-02", [
        ("Paciente:", "SEVERINO JOSÉ DA SILVA"), ("Atendimento:", "PA-2025-118834"),
        ("Nasc.:", "21/04/1961"), ("Sexo:", "Masculino"),
        ("Setor:", "Emergência / UCO — leito 07"), ("Médico:", "Dr. Tiago Albuquerque — CRM-PE 18.904")])
    gas = TABLE(["Parâmetro", "Resultado", "Unidade", "Referência"], [
        ["pH", V("7,31", "", "ph_a"), "", "7,35 – 7,45"],
        r4("pCO2", "48,2", "mmHg", "35,0 – 45,0", "pco2_a"),
        r4("pO2", "68,0", "mmHg", "80,0 – 100,0", "po2_a"),
        r4("HCO3-", "23,6", "mmol/L", "22,0 – 26,0", "hco3_a"),
        r4("Excesso de bases (BE)", "-2,8", "mmol/L", "-2,0 – +2,0", "be_a"),
        r4("Saturação de O2 (sO2)", "91,8", "%", "95,0 – 98,0", "so2_a"),
        r4("Lactato", "2,6", "mmol/L", "0,5 – 1,6", "lact_a"),
        r4("Cálcio ionizado", "1,12", "mmol/L", "1,15 – 1,32", "cai"),
    ], w=[0.36, 0.18, 0.16, 0.30], align=["l", "r", "c", "c"], grid="lines")
    d2, d3 = "2025-06-03", "2025-06-04"
    card = TABLE(["Exame", "Data/hora da coleta", "Resultado", "Unidade", "Referência"], [
        ["Troponina I ultrassensível (0 h)", "02/06/2025 22:55", V("38,4", "ng/L", "tni_hs"), "ng/L", "Homens: ≤ 34,2\nMulheres: ≤ 15,6"],
        ["Troponina I ultrassensível (3 h)", "03/06/2025 02:05", V("112,7", "ng/L", "tni_hs", date=d2), "ng/L", "Homens: ≤ 34,2\nMulheres: ≤ 15,6"],
        ["CK total", "02/06/2025 22:55", V("412", "U/L", "ck"), "U/L", "39 – 308"],
        ["CK-MB massa", "02/06/2025 22:55", V("18,4", "ng/mL", "ckmb"), "ng/mL", "≤ 4,9"],
        ["Creatinina", "02/06/2025 22:55", V("1,38", "mg/dL", "creat"), "mg/dL", "0,70 – 1,20"],
        ["Sódio", "02/06/2025 22:55", V("134", "mmol/L", "na"), "mmol/L", "136 – 145"],
        ["Potássio", "02/06/2025 22:55", V("4,2", "mmol/L", "k"), "mmol/L", "3,5 – 5,1"],
    ], w=[0.30, 0.20, 0.14, 0.12, 0.24], align=["l", "c", "r", "c", "c"], grid="lines")
    R.page(T1("GASOMETRIA ARTERIAL"),
           TX("Material: sangue arterial (seringa heparinizada) · Coleta: 02/06/2025 23:10 · FiO2: 21 % · Temperatura: 37,0 °C · Equipamento: ABL90 FLEX", "method"),
           gas,
           T1("MARCADORES CARDÍACOS E BIOQUÍMICA — ADMISSÃO"),
           TX("Material: soro / plasma heparinizado · Troponina I ultrassensível: imunoensaio quimioluminescente (Architect STAT hs-TnI)", "method"),
           card,
           TX("Delta de troponina (0 h → 3 h): +74,3 ng/L. Valor crítico comunicado ao Dr. Tiago Albuquerque em 03/06/2025 02:41.", "note"),
           TX("Liberação: 03/06/2025 00:41 (admissão) · 03/06/2025 02:44 (troponina 3 h)", "small"))
    ctl = TABLE(["Exame", "Resultado", "Unidade", "Referência"], [
        r4("Troponina I ultrassensível", "640,2", "ng/L", "Homens: ≤ 34,2", "tni_hs", date=d3),
        r4("CK total", "1.186", "U/L", "39 – 308", "ck", date=d3),
        r4("CK-MB massa", "62,7", "ng/mL", "≤ 4,9", "ckmb", date=d3),
        r4("Ureia", "58", "mg/dL", "17 – 49", "urea", date=d3),
        r4("Creatinina", "1,21", "mg/dL", "0,70 – 1,20", "creat", date=d3),
        r4("Potássio", "4,0", "mmol/L", "3,5 – 5,1", "k", date=d3),
        r4("Magnésio", "1,9", "mg/dL", "1,6 – 2,6", "mg", date=d3),
        r4("Hemoglobina", "13,6", "g/dL", "13,0 – 17,0", "hgb", date=d3),
        r4("Leucócitos", "11.480", "/mm³", "4.000 – 10.000", "wbc", date=d3),
        r4("Plaquetas", "231.000", "/mm³", "150.000 – 400.000", "plt", date=d3),
        r4("Proteína C reativa", "4,8", "mg/dL", "< 0,5", "crp", date=d3),
    ], w=[0.36, 0.18, 0.16, 0.30], align=["l", "r", "c", "c"], grid="lines")
    R.page(T1("PAINEL DE CONTROLE — UCO"),
           TX("Coleta: 04/06/2025 06:00 · Material: soro e sangue total (EDTA) · Liberação: 04/06/2025 07:32", "method"),
           ctl,
           TX("Comentário: curva de troponina ascendente, compatível com lesão miocárdica aguda. Correlacionar com ECG e quadro clínico.", "note"),
           SIG("Dra. Priscila Wanderley — CRF-PE 5.432", "Laboratório de Urgência — Hospital Santa Lúcia"))
    return R


# ---------------------------------------------------------------------------------------------
# r10  LabCentro — iron, vitamins, inflammation; marker names split over two lines; < and > values
def r10():
    R = mk("r10", "LCB", "2025-04-16", [
        ("Paciente:", "PATRÍCIA ALVES MOREIRA"), ("Atendimento:", "45879911"),
        ("Data de nascimento:", "18/02/1980"), ("Sexo:", "Feminino   Idade: 45 anos"),
        ("Solicitante:", "Dra. Beatriz Coelho — CRM-MG 55.870"), ("Convênio:", "Cemig Saúde"),
        ("Coletado em", "16.04.25 07:10"), ("Emitido em", "17.04.25 18:20")], pvariant="lines")
    tb = TABLE(["Exame", "Resultado", "Unidade", "Valores de referência"], [
        SUB("PERFIL DE FERRO"),
        r4("Ferro sérico", "62", "µg/dL", "Mulheres: 50 a 170\nHomens: 65 a 175", "fe"),
        r4("Ferritina", "18,5", "ng/mL", "Mulheres: 15 a 150\nHomens: 30 a 400", "ferritin"),
        r4("Capacidade total de\nligação do ferro", "386", "µg/dL", "250 a 450", "tibc"),
        r4("Saturação da\ntransferrina", "16", "%", "20 a 50", "tsat"),
        NOTE("Material: soro. Métodos: ferro — colorimétrico (ferrozine); ferritina — quimioluminescência; CTLF — calculada."),
        SUB("VITAMINAS"),
        r4("Vitamina B12\n(cianocobalamina)", "212", "pg/mL", "197 a 771", "b12"),
        r4("Ácido fólico", "> 20,0", "ng/mL", "> 3,9", "folate"),
        r4("25-hidroxivitamina D\n(25-OH vitamina D)", "31,2", "ng/mL", "> 20 (população geral)\n30 a 60 (grupos de risco)", "vitd"),
        SUB("MARCADORES INFLAMATÓRIOS"),
        r4("Proteína C reativa", "< 0,5", "mg/dL", "< 0,5", "crp"),
        r4("VHS (1ª hora)", "18", "mm/h", "Mulheres: até 20\nHomens: até 15", "esr"),
    ], w=[0.33, 0.14, 0.14, 0.39], align=["l", "c", "c", "l"], grid="grid")
    R.page(T1("PERFIL DE FERRO, VITAMINAS E MARCADORES INFLAMATÓRIOS"), tb,
           TX("Observação: a ferritina é proteína de fase aguda e pode estar falsamente normal ou elevada em processos "
              "inflamatórios. Vitamina B12 próxima ao limite inferior: considerar dosagem de ácido metilmalônico.", "note"),
           SIG("Dr. Renato Lacerda", "Biomédico — CRBM-3 1.874"))
    return R


REPORTS += [r01, r02, r03, r04, r05, r06, r07, r08, r09, r10]
