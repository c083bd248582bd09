"""Reports ah07-ah12."""
from engine import Report, R, C, Row, Gap, Rule, Cols, Box, T, leader
from reports_a import kv, GREY


# ----------------------------------------------------------------------------- ah07
def ah07():
    rep = Report("ah07", "Unidade de Pesquisa Clínica em Nefrologia – Laboratório Central", "Florianópolis/SC", "2025-03-14",
                 font="dejavu", size=8.5, lh=4.4, features="SI units (µmol/L, mmol/L, g/L, pmol/L, ×10⁹/L, ×10¹²/L), long-form date '14 de março de 2025', visit schedule dates")
    D = "2025-03-14"
    W = [62, 24, 30, 68]

    def tr(name, vt, unit, cat, ref, flag=""):
        return Row([C(name, W[0]), C(R(name, vt, unit, cat, D, flag=flag), W[1], "R"), C("  " + unit, W[2]), C(ref, W[3], size=7.5)], line=True)

    b = [
        T("UNIDADE DE PESQUISA CLÍNICA EM NEFROLOGIA", b=True, size=12),
        T("Laboratório Central de Análises – Campus Trindade – Florianópolis/SC", size=8),
        T("CNES 9938271 • CNPJ 83.899.526/0001-82 • Responsável: Prof. Dr. Henrique Vieira Sell – CRBM-5 3.318", size=7.5),
        Rule(2.5, 0.5),
        kv([("Participante: ", "CTR-047 (iniciais A.P.M.)"), ("Estudo: ", "NEFRO-TX 2024/03")], [(20, 70), (13, 60)]),
        kv([("Data de nascimento: ", "09/09/1979"), ("Sexo: ", "Feminino")], [(33, 40), (12, 40)]),
        kv([("Visita: ", "V4 (mês 6)"), ("Data da visita: ", "14 de março de 2025"), ("Próxima visita: ", "11/04/2025")], [(12, 25), (24, 40), (24, 25)]),
        kv([("Investigador: ", "Dra. Letícia Bauer – CRM-SC 19.880"), ("Data do transplante: ", "02/09/2024")], [(21, 66), (35, 30)]),
        T("Amostras colhidas em 14 de março de 2025, às 08h10, em jejum de 10 h. Recebidas no laboratório às 08h42.", size=7.5),
        Rule(2.5, 0.5),
        Row([C("Analito", W[0], b=True), C("Resultado", W[1], "R", b=True), C("  Unidade (SI)", W[2], b=True), C("Intervalo de referência", W[3], b=True)], bg=GREY),
        T("Química clínica – soro", b=True, size=8),
        tr("Creatinina", "118", "µmol/L", "crea_mol", "45 – 84", "H"),
        tr("Ureia", "9,8", "mmol/L", "urea_mol", "2,5 – 7,5", "H"),
        tr("Potássio", "4,6", "mmol/L", "k", "3,5 – 5,1"),
        tr("Cálcio total", "2,41", "mmol/L", "ca_mol", "2,15 – 2,55"),
        tr("Cálcio ionizado", "1,21", "mmol/L", "cai", "1,12 – 1,32"),
        tr("Fosfato", "0,92", "mmol/L", "p_mol", "0,81 – 1,45"),
        tr("Albumina", "41", "g/L", "alb", "35 – 52"),
        tr("Glicose", "5,6", "mmol/L", "glu_mol", "3,9 – 5,5", "H"),
        tr("Colesterol total", "5,12", "mmol/L", "chol_mol", "< 5,0", "H"),
        tr("HDL-colesterol", "1,34", "mmol/L", "hdl_mol", "> 1,2"),
        tr("Triglicerídeos", "1,62", "mmol/L", "tg_mol", "< 1,7"),
        tr("Paratormônio intacto", "9,4", "pmol/L", "pth_mol", "1,6 – 6,9", "H"),
        tr("Ferritina", "96", "µg/L", "ferritin", "15 – 150"),
        T("Hematologia – sangue total EDTA", b=True, size=8),
        tr("Hemoglobina", "124", "g/L", "hb", "120 – 155"),
        tr("Eritrócitos", "4,21", "×10¹²/L", "rbc", "3,90 – 5,03"),
        tr("Leucócitos", "4,8", "×10⁹/L", "wbc", "3,5 – 10,5"),
        tr("Plaquetas", "231", "×10⁹/L", "plt", "150 – 450"),
        T("Fármacos – sangue total", b=True, size=8),
        tr("Tacrolimo (C0)", "6,9", "µg/L", "tac_ms", "alvo do protocolo: 5 – 10"),
        T("Urina – amostra isolada", b=True, size=8),
        tr("Relação albumina/creatinina", "3,1", "mg/mmol", "uacr", "< 3,0", "H"),
        tr("TFGe (CKD-EPI 2021)", "52", "mL/min/1,73 m²", "egfr_ckd21", "> 60"),
        Gap(2),
        T("Conversões: creatinina µmol/L ÷ 88,4 = mg/dL; ureia mmol/L × 6,006 = mg/dL. Unidades conforme protocolo do estudo.", size=7.5),
        T("Amostra de soro aliquotada e armazenada a −80 °C para análise centralizada (envio previsto em 30/04/2025).", size=7.5),
        Gap(5),
        T("Prof. Dr. Henrique Vieira Sell – CRBM-5 3.318 – Florianópolis, 17 de março de 2025", size=8, a="R"),
    ]
    foot = [Rule(2, 0.2), T("Documento confidencial de pesquisa – versão 1 – gerado em 17/03/2025 – pág. 1/1", size=7, a="C")]
    rep.page(b, foot)
    return rep


# ----------------------------------------------------------------------------- ah08
def ah08():
    rep = Report("ah08", "Laboratório Aldeota de Análises Clínicas", "Fortaleza/CE", "2025-03-21",
                 font="dvserif", size=8.5, lh=4.4, features="everolimus + residual tacrolimus '< 1,0', 'inferior a', Colesterol HDL / HDL variants, results with 'Alto' word flag, dates as 21/mar/2025")
    D = "2025-03-21"

    def blk(title, name, vt, unit, cat, ref, flag="", method=""):
        out = [Row([C(title, 120, b=True)], line=True)]
        if method:
            out.append(T(method, size=7, i=True))
        out.append(Row([C("   Resultado", 40), C(R(name, vt, unit, cat, D, flag=flag, sep="   "), 45, b=True), C(unit, 28), C("Ref.: " + ref, 71, size=7.5)]))
        out.append(Gap(1.2))
        return out

    b = [
        T("Laboratório Aldeota", b=True, size=16, h=8, color="#7a1f1f"),
        T("Análises Clínicas • Monitorização Terapêutica", size=8.5),
        T("Rua Monsenhor Bruno, 1.510 – Aldeota – Fortaleza/CE • CNES 2481456 • CNPJ 07.210.993/0001-44", size=7.5),
        T("Responsável técnico: Dr. Raimundo Nonato Pinheiro – CRF-CE 2.915", size=7.5),
        Rule(3, 0.6),
        Box([kv([("Paciente: ", "Luciano Gomes Holanda"), ("Código: ", "AL-558021")], [(16, 95), (14, 40)]),
             kv([("Nascimento: ", "15/fev/1968"), ("Sexo: ", "Masc."), ("Dr(a).: ", "Germana Rocha Pontes")], [(20, 30), (10, 18), (12, 60)]),
             kv([("Data da coleta: ", "21/mar/2025 07:05"), ("Data do pedido: ", "18/mar/2025"), ("Entrega: ", "22/mar/2025")], [(25, 33), (27, 24), (15, 25)]),
             T("Tx renal em 03/jul/2015 – conversão para everolimo em 10/jan/2025 (informado pelo médico).", size=7.5)], pad=1.5),
        Gap(2.5),
        T("MONITORIZAÇÃO DE IMUNOSSUPRESSORES – sangue total EDTA", b=True, size=9.5),
        Gap(1),
    ]
    b += blk("EVEROLIMO", "EVEROLIMO", "5,2", "ng/mL", "evl", "3,0 a 8,0 ng/mL", method="Método: LC-MS/MS • coleta em vale, 12 h após a última dose")
    b += blk("TACROLIMO", "TACROLIMO", "< 1,0", "ng/mL", "tac", "limite de quantificação: 1,0 ng/mL", method="Método: CMIA • paciente em desmame de tacrolimo")
    b += [T("BIOQUÍMICA E PERFIL LIPÍDICO (soro, jejum de 12 h)", b=True, size=9.5), Gap(1)]
    b += blk("CREATININA", "CREATININA", "1,54", "mg/dL", "crea", "0,70 a 1,20 mg/dL", flag="Alto")
    b += blk("TFG ESTIMADA – MDRD", "TFG ESTIMADA – MDRD", "48", "mL/min/1,73m²", "egfr_mdrd", "> 60 mL/min/1,73m²")
    b += blk("TFG ESTIMADA – CKD-EPI 2009", "TFG ESTIMADA – CKD-EPI 2009", "50", "mL/min/1,73m²", "egfr_ckd09", "> 60 mL/min/1,73m²")
    b += blk("COLESTEROL TOTAL", "COLESTEROL TOTAL", "248", "mg/dL", "chol", "desejável < 190 mg/dL", flag="Alto")
    b += blk("COLESTEROL HDL", "COLESTEROL HDL", "39", "mg/dL", "hdl", "> 40 mg/dL")
    b += blk("COLESTEROL LDL (Friedewald)", "COLESTEROL LDL (Friedewald)", "158", "mg/dL", "ldl", "meta individual; < 130 mg/dL", flag="Alto")
    b += blk("TRIGLICERÍDEOS", "TRIGLICERÍDEOS", "254", "mg/dL", "tg", "< 150 mg/dL", flag="Alto")
    b += blk("GLICOSE", "GLICOSE", "92", "mg/dL", "glu", "70 a 99 mg/dL")
    b += [T("URINA – amostra isolada", b=True, size=9.5), Gap(1)]
    b += blk("PROTEÍNA URINÁRIA", "PROTEÍNA URINÁRIA", "38", "mg/dL", "u_prot", "< 12 mg/dL", flag="Alto")
    b += blk("MICROALBUMINÚRIA", "MICROALBUMINÚRIA", "inferior a 3,0", "mg/L", "u_alb", "< 30 mg/L", method="Amostra diluída 1:10 por interferência; resultado abaixo do limite após correção.")
    b += [Gap(1), T("Nota: 'Alto' indica valor acima da referência. HDL abaixo do desejável para homens.", size=7.5, i=True),
          T("Próxima dosagem de everolimo sugerida em 04/abr/2025.", size=7.5, i=True),
          Gap(4), T("Dr. Raimundo Nonato Pinheiro – CRF-CE 2.915 – Assinado eletronicamente em 22/mar/2025", size=8, a="R")]
    foot = [Rule(2, 0.2), T("Laboratório Aldeota • (85) 3261-4400 • Página 1 de 1 • Impresso em 22/mar/2025 10:31", size=7, a="C")]
    rep.page(b, foot)
    return rep


# ----------------------------------------------------------------------------- ah09
def ah09():
    rep = Report("ah09", "Laboratorio Sao Lucas de Analises Clinicas", "Goiânia/GO", "2025-03-14",
                 font="libmono", size=8.5, lh=4.2, margins=(12, 13, 12, 12),
                 features="uppercase monospace free lines without accents, 'Resultado anterior' with its own date (previous results in gold), dates 14/mar/2025")
    D = "2025-03-14"
    P = "2025-02-12"

    def ex(title, mat, name, vt, unit, cat, ref, prev=None, flag=""):
        out = [T(title, b=True), T(f"MATERIAL: {mat}", size=7.5)]
        out.append(Row([C("RESULTADO: ", 24), C(R(name, vt, unit, cat, D, flag=flag) + " " + unit, 50, b=True), C("VR: " + ref, 110, size=7.5)]))
        if prev:
            out.append(Row([C("", 24), C(f"Resultado anterior: {R(name, prev, unit, cat, P)} {unit} em 12/fev/2025", 150, size=7.5)], size=7.5))
        out.append(Gap(1.5))
        return out

    b = [
        T("LABORATORIO SAO LUCAS DE ANALISES CLINICAS", b=True, size=11),
        T("AV. REPUBLICA DO LIBANO, 1.875 - SETOR OESTE - GOIANIA/GO", size=7.5),
        T("CNES 2338211 - CNPJ 01.550.642/0001-09 - RT: DRA. SILVIA R. CAIADO - CRBM-3 7.702", size=7.5),
        Rule(2, 0.3),
        T("PACIENTE: SEBASTIAO PEREIRA DA ROCHA            PRONTUARIO: 11820"),
        T("NASC.: 01/jan/1955  SEXO: MASC.   CONVENIO: IPASGO   REQUISICAO: 88412 (12/mar/2025)"),
        T("MEDICO: DR. CARLOS EDUARDO ARANTES - CRM-GO 9.310"),
        T("CLINICA: NEFROCENTRO GOIANIA - HEMODIALISE TER/QUI/SAB - SESSAO DE 14/mar/2025"),
        T("DATA DA COLETA: 14/mar/2025 06:40 (PRE-DIALISE) - ENTRADA: 14/mar/2025 - SAIDA: 15/mar/2025"),
        Rule(2, 0.3),
    ]
    b += ex("UREIA PRE-DIALISE", "SORO", "UREIA PRE-DIALISE", "181", "mg/dL", "urea_pre", "15 A 45 mg/dL", prev="166", flag="*")
    b += ex("UREIA POS-DIALISE", "SORO (FINAL DA SESSAO, 10:45)", "UREIA POS-DIALISE", "57", "mg/dL", "urea_post", "-")
    b += ex("URR (PERCENTUAL DE REDUCAO DA UREIA)", "CALCULO", "URR (PERCENTUAL DE REDUCAO DA UREIA)", "68,5", "%", "urr", "MAIOR OU IGUAL A 65 %", prev="70,1")
    b += ex("KT/V", "CALCULO (DAUGIRDAS II)", "KT/V", "1,29", "", "ktv", "MAIOR OU IGUAL A 1,2", prev="1,36")
    b += ex("POTASSIO", "SORO", "POTASSIO", "5,9", "mEq/L", "k", "3,5 A 5,1 mEq/L", prev="5,5", flag="*")
    b += ex("CALCIO", "SORO", "CALCIO", "8,8", "mg/dL", "ca", "8,5 A 10,1 mg/dL")
    b += ex("FOSFORO", "SORO", "FOSFORO", "7,1", "mg/dL", "p", "2,5 A 4,5 mg/dL", prev="6,2", flag="*")
    b += ex("HEMOGLOBINA", "SANGUE TOTAL EDTA", "HEMOGLOBINA", "9,4", "g/dL", "hb", "13,0 A 17,0 g/dL", prev="9,9", flag="*")
    b += ex("HEMATOCRITO", "SANGUE TOTAL EDTA", "HEMATOCRITO", "28,9", "%", "ht", "40,0 A 50,0 %", flag="*")
    b += ex("FERRO SERICO", "SORO", "FERRO SERICO", "44", "ug/dL", "iron", "59 A 158 ug/dL", flag="*")
    b += ex("CAPACIDADE TOTAL DE LIGACAO DO FERRO", "SORO", "CAPACIDADE TOTAL DE LIGACAO DO FERRO", "232", "ug/dL", "tibc", "250 A 450 ug/dL")
    b += ex("INDICE DE SATURACAO DA TRANSFERRINA", "CALCULO", "INDICE DE SATURACAO DA TRANSFERRINA", "19", "%", "tsat", "20 A 50 %", flag="*")
    b += ex("FERRITINA", "SORO", "FERRITINA", "1.046", "ng/mL", "ferritin", "22 A 322 ng/mL", flag="*")
    b += [T("(*) RESULTADO FORA DO VALOR DE REFERENCIA. RESULTADOS ANTERIORES DO MESMO LABORATORIO.", size=7.5),
          T("PROXIMA SESSAO: 16/mar/2025. PROXIMA COLETA MENSAL: 11/abr/2025.", size=7.5),
          Gap(3), T("CONFERIDO E LIBERADO POR DRA. SILVIA R. CAIADO - CRBM-3 7.702 EM 15/mar/2025 08:55", size=8)]
    foot = [Rule(2, 0.3), T("IMPRESSO EM 15/mar/2025 09:02                                   PAG. 1 DE 1", size=7)]
    rep.page(b, foot)
    return rep


# ----------------------------------------------------------------------------- ah10
def ah10():
    rep = Report("ah10", "Laboratório Guanabara Medicina Diagnóstica", "Rio de Janeiro/RJ", "2025-03-12",
                 font="libsans", size=8.5, lh=4.3, margins=(11, 12, 11, 12),
                 features="2 pages: complete blood count with % and absolute counts (thousands dots), urinalysis with qualitative results, tacrolimus, previous result column with date")
    D = "2025-03-12"
    W = [50, 20, 26, 20, 18, 52]

    def head(page):
        return [
            Row([C("GUANABARA", 70, b=True, size=16, color="#0b5a8a"), C("Medicina Diagnóstica", 60, size=9), C(f"Página {page} de 2", 56, "R", size=8)], h=8),
            T("Rua Voluntários da Pátria, 445 – Botafogo – Rio de Janeiro/RJ • CNES 3012334 • CNPJ 29.441.087/0001-15", size=7.5),
            T("Responsável técnico: Dra. Beatriz Fontes Salgado – CRM-RJ 52.66123-0", size=7.5),
            Rule(2, 0.5),
            kv([("Cliente: ", "PAULO ROBERTO DE MIRANDA"), ("Nasc.: ", "27/04/1977"), ("Sexo: ", "M")], [(13, 78), (10, 24), (10, 10)]),
            kv([("Médico: ", "Dr. Sérgio Antunes Vale – CRM-RJ 52.48871-2"), ("Ficha: ", "7720115934")], [(14, 95), (11, 30)]),
            kv([("Data de coleta: ", "12/03/2025 08:17"), ("Data de cadastro: ", "11/03/2025"), ("Liberação: ", "12/03/2025 16:40")], [(24, 32), (27, 22), (17, 30)]),
            Rule(2, 0.5),
        ]

    def th():
        return Row([C("Exame", W[0], b=True), C("Resultado", W[1], "R", b=True), C("  Unid.", W[2], b=True), C("Anterior", W[3], "R", b=True),
                    C("  Data ant.", W[4], b=True, size=7.5), C("Referência", W[5], b=True)], bg=GREY, size=8)

    def tr(name, vt, unit, cat, ref, flag="", prev=None, pdate=None, pdisp=None):
        pc = R(name, prev, unit, cat, pdate) if prev else ""
        return Row([C(name, W[0]), C(R(name, vt, unit, cat, D, flag=flag), W[1], "R", b=True), C("  " + unit, W[2]), C(pc, W[3], "R"),
                    C("  " + (pdisp or ""), W[4], size=7.5), C(ref, W[5], size=7.5)], line=True)

    p1 = head(1) + [T("HEMOGRAMA COMPLETO", b=True, size=10), T("Material: sangue total EDTA • Método: citometria de fluxo / impedância (Sysmex XN)", size=7.5), th(),
                    T("ERITROGRAMA", b=True, size=8),
                    tr("Hemácias", "4,62", "milhões/mm³", "rbc", "4,30 a 5,70"),
                    tr("Hemoglobina", "13,8", "g/dL", "hb", "13,5 a 17,5", prev="13,1", pdate="2025-02-10", pdisp="10/02/25"),
                    tr("Hematócrito", "41,6", "%", "ht", "39,0 a 50,0"),
                    tr("VCM", "90,0", "fL", "mcv", "81,0 a 101,0"),
                    tr("HCM", "29,9", "pg", "mch", "26,0 a 34,0"),
                    tr("CHCM", "33,2", "g/dL", "mchc", "31,0 a 36,0"),
                    tr("RDW", "13,9", "%", "rdw", "11,6 a 14,8"),
                    T("LEUCOGRAMA", b=True, size=8),
                    tr("Leucócitos", "7.850", "/mm³", "wbc", "3.500 a 10.500", prev="6.920", pdate="2025-02-10", pdisp="10/02/25"),
                    tr("Neutrófilos", "71,2", "%", "neut_p", "40 a 75"),
                    tr("Neutrófilos", "5.589", "/mm³", "neut", "1.700 a 7.000"),
                    tr("Linfócitos", "18,4", "%", "lymph_p", "20 a 45", flag="L"),
                    tr("Linfócitos", "1.444", "/mm³", "lymph", "900 a 2.900"),
                    tr("Monócitos", "7,9", "%", "mono_p", "2 a 10"),
                    tr("Monócitos", "620", "/mm³", "mono", "300 a 900"),
                    tr("Eosinófilos", "2,1", "%", "eos_p", "1 a 6"),
                    tr("Eosinófilos", "165", "/mm³", "eos", "50 a 500"),
                    tr("Basófilos", "0,4", "%", "baso_p", "0 a 2"),
                    tr("Basófilos", "31", "/mm³", "baso", "0 a 100"),
                    T("PLAQUETAS", b=True, size=8),
                    tr("Plaquetas", "245.000", "/mm³", "plt", "150.000 a 450.000", prev="228.000", pdate="2025-02-10", pdisp="10/02/25"),
                    Gap(1.5),
                    T("Observação: série vermelha normocítica e normocrômica. Plaquetas com morfologia normal.", size=7.5)]
    foot = [Rule(2, 0.2), T("Guanabara Medicina Diagnóstica – resultados também disponíveis no app – Emitido em 13/03/2025", size=7, a="C")]
    rep.page(p1, foot)
    p2 = head(2) + [T("BIOQUÍMICA E MONITORIZAÇÃO", b=True, size=10), th(),
                    tr("Tacrolimo (nível de vale)", "9,8", "ng/mL", "tac", "alvo definido pelo médico", prev="11,6", pdate="2025-02-10", pdisp="10/02/25"),
                    tr("Creatinina", "1,12", "mg/dL", "crea", "0,70 a 1,20", prev="1,18", pdate="2025-02-10", pdisp="10/02/25"),
                    tr("eTFG CKD-EPI 2021", "81", "mL/min/1,73m²", "egfr_ckd21", "> 90"),
                    tr("Potássio", "4,4", "mmol/L", "k", "3,5 a 5,1"),
                    tr("Magnésio", "1,8", "mg/dL", "mg", "1,6 a 2,6"),
                    tr("Glicose", "131", "mg/dL", "glu", "70 a 99", flag="H"),
                    Gap(2),
                    T("URINA TIPO 1 (EAS)", b=True, size=10), T("Material: urina jato médio • Método: tira reagente automatizada e sedimentoscopia", size=7.5), th(),
                    tr("Densidade", "1.020", "", "u_sg", "1.005 a 1.030"),
                    tr("pH", "5,5", "", "u_ph", "5,0 a 7,0"),
                    tr("Proteínas", "Negativo", "", "u_prot_q", "Negativo"),
                    tr("Glicose", "Positivo (+)", "", "u_glu_q", "Negativo", flag="A"),
                    tr("Corpos cetônicos", "Negativo", "", "u_ket_q", "Negativo"),
                    tr("Hemoglobina", "Traços", "", "u_hb_q", "Negativo", flag="A"),
                    tr("Nitrito", "Negativo", "", "u_nit_q", "Negativo"),
                    tr("Leucócitos", "2", "/campo", "u_wbc_hpf", "0 a 5"),
                    tr("Hemácias", "4", "/campo", "u_rbc_hpf", "0 a 3", flag="A"),
                    Gap(1.5),
                    T("Glicosúria em paciente com glicemia elevada (uso de tacrolimo). 'A' = alterado.", size=7.5),
                    T("Transplante renal em 14/08/2021. Próxima consulta: 09/04/2025.", size=7.5),
                    Gap(5), T("Dra. Beatriz Fontes Salgado – CRM-RJ 52.66123-0 – Responsável técnica", a="R", size=8)]
    rep.page(p2, foot)
    for r in rep.results:
        if r.printed_name == "Densidade":
            r.value = 1.02
    return rep


# ----------------------------------------------------------------------------- ah11
def ah11():
    rep = Report("ah11", "LabNefro Brasília – Laboratório de Nefrologia", "Brasília/DF", "2025-02-03",
                 font="dejavu", size=8.5, lh=4.3, margins=(12, 13, 12, 12),
                 features="several collection dates (03/02 panel, 05/02 potassium recollection, 20/01 PTH/vit D); date line printed after each result block; word flags Alto/Baixo; names split over two lines")
    D1, D2, D0 = "2025-02-03", "2025-02-05", "2025-01-20"

    def blk(rows, coll, released):
        out = []
        for (n1, n2, vt, unit, cat, ref, flag, date) in rows:
            if n2:
                out.append(Row([C(n1, 60, b=True)]))
                out.append(Row([C(n2, 60, b=True), C(R(n1 + " " + n2, vt, unit, cat, date, flag=flag, sep="  "), 34, "R"), C("  " + unit, 26), C(ref, 64, size=7.5)]))
            else:
                out.append(Row([C(n1, 60, b=True), C(R(n1, vt, unit, cat, date, flag=flag, sep="  "), 34, "R"), C("  " + unit, 26), C(ref, 64, size=7.5)]))
        out.append(T(f"Coletado em: {coll}    Liberado em: {released}", size=7, color="#555555"))
        out.append(Rule(2, 0.15))
        return out

    b = [
        Row([C("LabNefro", 50, b=True, size=17, color="#2e6b30"), C("Brasília – Laboratório de Nefrologia", 90, size=9), C("SGAS 613, conj. C – Asa Sul", 46, "R", size=7.5)], h=8),
        T("CNES 0010464 • CNPJ 00.611.204/0001-50 • Responsável técnico: Dr. Augusto Lins Fragoso – CRF-DF 4.187", size=7.5),
        Rule(2.5, 0.5),
        kv([("Paciente: ", "RAIMUNDA DE JESUS CORREIA"), ("Nascida em: ", "17/10/1956")], [(16, 90), (19, 30)]),
        kv([("Sexo: ", "Feminino"), ("Solicitante: ", "Dr. Marcelo Tavares – CRM-DF 14.532")], [(10, 30), (19, 90)]),
        kv([("Pedido nº: ", "BSB-250203-117"), ("Data da solicitação: ", "31/01/2025")], [(17, 60), (31, 30)]),
        kv([("Sessão de hemodiálise: ", "03/02/2025 (2ª feira)"), ("Próxima coleta: ", "03/03/2025")], [(40, 48), (25, 30)]),
        Rule(2.5, 0.5),
        Row([C("Exame", 60, b=True), C("Resultado", 34, "R", b=True), C("  Unidade", 26, b=True), C("Valores de referência", 64, b=True)], bg=GREY),
        T("BIOQUÍMICA PRÉ-DIÁLISE", b=True, size=9),
    ]
    b += blk([("Ureia pré-diálise", None, "134", "mg/dL", "urea_pre", "10 a 50", "Alto", D1),
              ("Ureia pós-diálise", None, "41", "mg/dL", "urea_post", "—", "", D1),
              ("Creatinina", None, "7,9", "mg/dL", "crea", "0,5 a 0,9", "Alto", D1),
              ("Cálcio total", None, "8,3", "mg/dL", "ca", "8,6 a 10,3", "Baixo", D1),
              ("Fósforo", None, "4,8", "mg/dL", "p", "2,5 a 4,5", "Alto", D1),
              ("Fosfatase alcalina", None, "188", "U/L", "alp", "35 a 104", "Alto", D1),
              ("Albumina", None, "3,4", "g/dL", "alb", "3,5 a 5,2", "Baixo", D1),
              ("Bicarbonato", None, "18,5", "mmol/L", "hco3", "22 a 29", "Baixo", D1)],
             "03/02/2025 06:50 (pré) e 11:05 (pós)", "04/02/2025 10:20")
    b += [T("POTÁSSIO – RECOLETA", b=True, size=9)]
    b += blk([("Potássio", None, "6,8", "mmol/L", "k", "3,5 a 5,1", "Alto", D1)], "03/02/2025 06:50 – amostra com hemólise moderada", "04/02/2025 10:20")
    b += blk([("Potássio (nova amostra)", None, "5,6", "mmol/L", "k", "3,5 a 5,1", "Alto", D2)], "05/02/2025 06:45", "05/02/2025 09:58")
    b += [T("HEMATOLOGIA E FERRO", b=True, size=9)]
    b += blk([("Hemoglobina", None, "9,1", "g/dL", "hb", "12,0 a 16,0", "Baixo", D1),
              ("Ferritina", None, "162", "ng/mL", "ferritin", "13 a 150", "Alto", D1),
              ("Saturação da", "transferrina", "17", "%", "tsat", "20 a 50", "Baixo", D1)],
             "03/02/2025 06:50", "04/02/2025 10:20")
    b += [T("METABOLISMO MINERAL (TRIMESTRAL)", b=True, size=9)]
    b += blk([("Paratormônio", "(PTH intacto)", "1.240", "pg/mL", "pth", "15 a 68,3", "Alto", D0),
              ("25-hidroxivitamina D", None, "18,7", "ng/mL", "vitd", "> 30 (desejável)", "Baixo", D0)],
             "20/01/2025 07:10", "22/01/2025 15:45")
    b += [T("Resultados de PTH e vitamina D já liberados em 22/01/2025 e reapresentados neste relatório mensal.", size=7.5),
          T("Potássio de 03/02/2025 com hemólise: interpretar com cautela; recoleta realizada na sessão de 05/02/2025.", size=7.5),
          Gap(4), T("Dr. Augusto Lins Fragoso – CRF-DF 4.187", a="R", size=8), T("Assinatura digital ICP-Brasil", a="R", size=7)]
    foot = [Rule(2, 0.2), T("LabNefro Brasília – (61) 3245-8800 – Relatório gerado em 06/02/2025 08:30 – Página 1/1", size=7, a="C")]
    rep.page(b, foot)
    return rep


# ----------------------------------------------------------------------------- ah12
def ah12():
    rep = Report("ah12", "Laboratório Amazônia Diagnósticos", "Belém/PA", "2025-03-10",
                 font="dvcond", size=8.5, lh=4.6, margins=(12, 12, 12, 12),
                 features="transplant cumulative table: 4 collections in columns (newest first), '<' values, missing cells, Tx date and consultation dates as distractors")
    dates = [("10/03/25", "2025-03-10"), ("03/02/25", "2025-02-03"), ("06/01/25", "2025-01-06"), ("02/12/24", "2024-12-02")]
    W = [50, 24, 23, 23, 23, 23, 20]
    b = [
        T("AMAZÔNIA DIAGNÓSTICOS", b=True, size=14, h=7),
        T("Laboratório Clínico – Unidade Nazaré • Av. Nazaré, 1.033 – Belém/PA", size=8),
        T("CNES 2332981 • CNPJ 05.108.770/0001-36 • RT: Dra. Ana Cláudia Barata Leão – CRBM-4 2.650", size=7.5),
        Rule(2.5, 0.5),
        kv([("Paciente: ", "Wellington Ferreira Ramos"), ("Nascimento: ", "08/12/1990")], [(16, 88), (20, 30)]),
        kv([("Sexo: ", "Masculino"), ("Transplante renal: ", "15/05/2022 (doador vivo, irmã)")], [(10, 40), (29, 70)]),
        kv([("Médico: ", "Dra. Yara Monteiro Ohana – CRM-PA 8.776"), ("Consulta: ", "12/03/2025")], [(14, 92), (17, 30)]),
        Rule(2.5, 0.5),
        T("ACOMPANHAMENTO PÓS-TRANSPLANTE – QUADRO EVOLUTIVO", b=True, size=10, a="C"),
        Gap(1),
        Row([C("Exame", W[0], b=True), C("Unidade", W[1], b=True)] + [C(d, w, "R", b=True) for (d, _), w in zip(dates, W[2:6])] + [C(" VR", W[6], b=True)], bg=GREY),
        Row([C("", W[0]), C("", W[1])] + [C("data coleta", w, "R", size=6.5) for w in W[2:6]] + [C("", W[6])], size=6.5, line=True),
    ]
    rows = [
        ("Tacrolimo (C0)", "ng/mL", "tac", ["6,8", "7,9", "8,4", "5,1"], "5 – 8"),
        ("Creatinina", "mg/dL", "crea", ["1,31", "1,27", "1,40", "1,29"], "0,7 – 1,2"),
        ("TFGe CKD-EPI 2021", "mL/min/1,73m²", "egfr_ckd21", ["74", "77", "68", "75"], "> 90"),
        ("Ureia", "mg/dL", "urea", ["44", "41", "52", "—"], "15 – 45"),
        ("Potássio", "mEq/L", "k", ["4,8", "4,6", "5,2", "4,9"], "3,5 – 5,1"),
        ("Magnésio", "mg/dL", "mg", ["1,6", "1,5", "—", "1,7"], "1,6 – 2,6"),
        ("Hemoglobina", "g/dL", "hb", ["14,1", "13,8", "13,5", "13,9"], "13 – 17"),
        ("Leucócitos", "/mm³", "wbc", ["5.430", "6.110", "4.980", "5.760"], "3.500 – 10.500"),
        ("Rel. prot./creat. urinária", "g/g", "upcr", ["0,12", "< 0,10", "0,14", "< 0,10"], "< 0,15"),
        ("Rel. alb./creat. urinária", "mg/g", "uacr", ["28", "22", "35", "19"], "< 30"),
    ]
    for name, unit, cat, vals, ref in rows:
        cells = [C(name, W[0]), C(unit, W[1])]
        for v, (_, iso), w in zip(vals, dates, W[2:6]):
            cells.append(C(v if v == "—" else R(name, v, unit, cat, iso), w, "R"))
        cells.append(C(" " + ref, W[6], size=7))
        b.append(Row(cells, line=True))
    b += [Gap(2),
          T("Colunas ordenadas da coleta mais recente para a mais antiga. (—) não solicitado nessa data.", size=7.5),
          T("Tacrolimo por quimioluminescência (CMIA), sangue total EDTA, coleta 12 h após a dose noturna.", size=7.5),
          T("Relações urinárias em amostra isolada da primeira micção.", size=7.5),
          Gap(2), T("Observação do médico: manter tacrolimo 3 mg 12/12 h. Retorno em 07/04/2025.", size=8, i=True),
          Gap(6), T("Dra. Ana Cláudia Barata Leão – Biomédica – CRBM-4 2.650", size=8, a="R"),
          T("Relatório emitido em 11/03/2025 às 14:12", size=7.5, a="R")]
    foot = [Rule(2, 0.2), T("Amazônia Diagnósticos • (91) 3222-6060 • Página 1 de 1", size=7, a="C")]
    rep.page(b, foot)
    return rep


REPORTS = [ah07, ah08, ah09, ah10, ah11, ah12]
