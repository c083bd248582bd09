from labkit import V, T1, T2, TX, SP, SIG, NOTE, SUB, LEAD, TABLE, TWOCOL
from reports_a import mk, r4

REPORTS = []


# ---------------------------------------------------------------------------------------------
# r11  Bioanálise Amazonas (Manaus) — men's check-up, "Coleta: 14/mar/2025", leaders with ref at right
def r11():
    R = mk("r11", "BIA", "2025-03-14", [
        ("Paciente:", "CARLOS EDUARDO MATOS"), ("Pedido nº:", "250314-0087"),
        ("DN:", "07/10/1966"), ("Sexo:", "M   Idade: 58 anos"),
        ("Médico:", "Dr. Sérgio Tavares — CRM-AM 6.211"), ("Convênio:", "Hapvida"),
        ("Coleta:", "14/mar/2025 07:30"), ("Laudo emitido:", "17/mar/2025")])
    R.page(
        T1("Glicose"),
        TX("Material: plasma fluoretado — Método: enzimático (GOD-PAP)", "method"),
        LEAD([("Glicose", V("97", "mg/dl", "glu"), "70 a 99 mg/dl")]),
        T1("Perfil lipídico"),
        TX("Material: soro — Método: enzimático colorimétrico — jejum de 12 h", "method"),
        LEAD([("Colesterol total", V("231", "mg/dl", "chol"), "Desejável: < 190 mg/dl"),
              ("Colesterol HDL", V("39", "mg/dl", "hdl"), "Desejável: > 40 mg/dl"),
              ("Colesterol LDL", V("152", "mg/dl", "ldl"), "Ver metas abaixo"),
              ("Colesterol VLDL", V("40", "mg/dl", "vldl"), "Até 30 mg/dl"),
              ("Colesterol não-HDL", V("192", "mg/dl", "nonhdl"), "< 160 mg/dl"),
              ("Triglicérides", V("200", "mg/dl", "tg"), "Jejum: < 150 mg/dl\nSem jejum: < 175 mg/dl"),
              NOTE("Metas de LDL-c conforme risco cardiovascular: baixo < 130; intermediário < 100; alto < 70; muito alto < 50 mg/dl.")]),
        T1("Antígeno prostático específico (PSA)"),
        TX("Material: soro — Método: eletroquimioluminescência", "method"),
        LEAD([("PSA total", V("3,42", "ng/mL", "psa"), "Até 4,00 ng/mL"),
              ("PSA livre", V("0,61", "ng/mL", "fpsa"), "—"),
              ("Relação PSA livre/total", V("18", "%", "psa_ratio"), "> 25 %"),
              NOTE("Relação livre/total < 25% em pacientes com PSA total entre 4 e 10 ng/mL associa-se a maior probabilidade de neoplasia.")]),
        T1("Testosterona total"),
        TX("Material: soro — Método: quimioluminescência", "method"),
        LEAD([("Testosterona total", V("412", "ng/dL", "testo"), "Homens de 50 a 70 anos:\n193 a 740 ng/dL")]),
        T1("Outros exames"),
        TX("Material: soro — Métodos: cinético UV (TGP), Jaffé (creatinina), uricase (ácido úrico)", "method"),
        LEAD([("TGP", V("29", "U/L", "alt"), "Até 41 U/L"),
              ("Creatinina", V("1,02", "mg/dl", "creat"), "0,70 a 1,20 mg/dl"),
              ("eGFR (CKD-EPI 2021)", V("85", "mL/min/1,73 m²", "egfr"), "> 60 mL/min/1,73 m²"),
              ("Ácido úrico", V("6,9", "mg/dl", "uric"), "3,4 a 7,0 mg/dl")]),
        SIG("Dr. Ítalo Farias Benayon — CRBM-6 2.345"),
    )
    return R


# ---------------------------------------------------------------------------------------------
# r12  Laboratório Anchieta (Goiânia) — prenatal first trimester, 2 pages; page 2 in two columns
def r12():
    R = mk("r12", "ANC", "2025-04-22", [
        ("Paciente:", "BEATRIZ SOUZA CAMPOS"), ("Ordem de serviço:", "0412-33871"),
        ("Data de nascimento:", "02/08/1997"), ("Idade:", "27a 8m"),
        ("DUM:", "28/02/2025"), ("Médico:", "Dr. Henrique Lobo — CRM-GO 19.004"),
        ("Coleta:", "22/04/2025 08:02"), ("Liberado:", "23/04/2025 17:48")])
    hem = TABLE(["Exame", "Resultado", "Unidade", "Referência (gestantes)"], [
        r4("Hemoglobina", "12,1", "g/dL", "≥ 11,0", "hgb"),
        r4("Hematócrito", "36,2", "%", "33 a 44", "hct"),
        r4("Leucócitos", "8.150", "/mm³", "5.000 a 12.000", "wbc"),
        r4("Plaquetas", "265", "mil/mm³", "150 a 400", "plt"),
    ], w=[0.34, 0.18, 0.16, 0.32], align=["l", "r", "c", "c"], grid="lines")
    R.page(
        T1("BETA HCG QUANTITATIVO"),
        TX("Material: soro · Método: quimioluminescência", "method"),
        LEAD([("Gonadotrofina coriônica — fração beta (β-hCG)", V("48.520", "mUI/mL", "bhcg"),
               "Não gestantes: < 5,0 mUI/mL\n3ª a 4ª semana: 9 a 130 · 5ª semana: 75 a 2.600\n"
               "6ª semana: 850 a 20.800 · 7ª semana: 4.000 a 100.200\n8ª a 12ª semana: 11.500 a 289.000")],
             ref="below"),
        T1("TIPAGEM SANGUÍNEA"),
        TX("Material: sangue total (EDTA) · Método: aglutinação em gel (prova direta e reversa)", "method"),
        LEAD([("Grupo sanguíneo (sistema ABO)", V("O", "", "abo"), ""),
              ("Fator Rh (D)", V("Positivo", "", "rh"), "")], ref="none", mode="plain"),
        T1("HEMOGRAMA (resumo)"),
        TX("Material: sangue total (EDTA) · Método: contagem automatizada", "method"),
        hem,
        T1("GLICEMIA DE JEJUM"),
        TX("Material: plasma fluoretado · Método: hexoquinase", "method"),
        LEAD([("Glicose", V("82", "mg/dL", "glu_f"), "Gestantes: < 92 mg/dL (critério IADPSG/OMS)")], ref="below"),
        T1("TSH"),
        TX("Material: soro · Método: eletroquimioluminescência", "method"),
        LEAD([("TSH", V("1,84", "mUI/L", "tsh"), "1º trimestre: 0,10 a 2,50 mUI/L")], ref="below"),
    )
    left = [T2("Sorologias"),
            TX("Soro · Quimioluminescência (HIV, HBsAg, anti-HCV) e floculação (VDRL)", "method"),
            LEAD([("HIV 1 e 2 (Ag/Ac)", V("Não reagente", "", "hiv"), "Não reagente"),
                  ("HBsAg", V("Não reagente", "", "hbsag"), "Não reagente"),
                  ("Anti-HCV", V("Não reagente", "", "hcv"), "Não reagente"),
                  ("VDRL", V("Não reagente", "", "vdrl"), "Não reagente")], ref="below", mode="plain", vw=26, uw=2)]
    right = [T2("Urina tipo 1"),
             TX("Urina (jato médio) · Tira reagente e microscopia", "method"),
             LEAD([("Densidade", V("1,015", "", "u_sg"), "1,005 a 1,030"),
                   ("pH", V("5,5", "", "u_ph"), "5,0 a 7,0"),
                   ("Proteínas", V("< 10", "mg/dL", "u_prot_mass"), "Negativo (< 10 mg/dL)"),
                   ("Glicose", V("Ausente", "", "u_glu"), "Ausente"),
                   ("Nitrito", V("Negativo", "", "u_nit"), "Negativo"),
                   ("Leucócitos", V("4", "p/campo", "u_wbc_hpf"), "Até 5 p/campo"),
                   ("Hemácias", V("2", "p/campo", "u_rbc_hpf"), "Até 3 p/campo"),
                   ("Células epiteliais", V("Algumas", "", "u_epi"), ""),
                   ("Cilindros hialinos", V("Raros", "", "u_casts"), "Ausentes")], ref="below", vw=16, uw=13)]
    R.page(T1("PRÉ-NATAL — 1º TRIMESTRE"), TWOCOL(left, right),
           TX("Comentário: triagem sorológica do 1º trimestre sem reatividade. Repetir sorologias no 3º trimestre conforme protocolo do Ministério da Saúde.", "note"),
           SIG("Dra. Marília Fonseca Rezende — CRM-GO 14.556", "Liberado em 23/04/2025 17:48"))
    return R


# ---------------------------------------------------------------------------------------------
# r13  DiagnoSul (Florianópolis) — current + two previous results with their own collection dates
def r13():
    d0, d1, d2 = "2025-09-05", "2025-03-12", "2024-09-20"
    R = mk("r13", "DGS", d0, [
        ("Paciente:", "HELMUT SCHNEIDER NETO"), ("Pedido:", "2509-05521"),
        ("Nasc.:", "25/06/1962"), ("Sexo:", "Masculino"),
        ("Médico:", "Dr. Rodrigo Hülse — CRM-SC 12.887"), ("Convênio:", "SC Saúde"),
        ("Data de coleta:", "05/09/2025"), ("Data de liberação:", "06/09/2025")])

    def row(name, vals, unit, ref, key):
        cells = [name]
        for t, d in zip(vals, (d0, d1, d2)):
            cells.append(V(t, unit, key, date=d) if t != "—" else "—")
        return cells + [unit, ref]

    tb = TABLE(["Exame", "Atual\n05/09/2025", "Anterior\n12/03/2025", "Anterior\n20/09/2024", "Unidade", "Referência"], [
        row("Glicose de jejum", ["131", "142", "155"], "mg/dL", "70 a 99", "glu_f"),
        row("Hemoglobina glicada", ["7,1", "7,6", "8,2"], "%", "< 5,7", "hba1c"),
        row("Colesterol total", ["178", "196", "221"], "mg/dL", "< 190", "chol"),
        row("HDL colesterol", ["44", "41", "38"], "mg/dL", "> 40", "hdl"),
        row("LDL colesterol", ["98", "119", "141"], "mg/dL", "meta < 70", "ldl"),
        row("Triglicerídeos", ["180", "180", "210"], "mg/dL", "< 150", "tg"),
        row("Creatinina", ["1,09", "1,12", "1,05"], "mg/dL", "0,70 a 1,20", "creat"),
        row("Potássio", ["4,6", "4,8", "—"], "mEq/L", "3,5 a 5,1", "k"),
        row("Microalbuminúria", ["42", "55", "61"], "mg/L", "< 30", "microalb"),
        row("TSH", ["2,8", "—", "3,1"], "µUI/mL", "0,27 a 4,20", "tsh"),
    ], w=[0.24, 0.12, 0.13, 0.13, 0.12, 0.16], align=["l", "r", "r", "r", "c", "c"], grid="zebra")
    R.page(T1("ACOMPANHAMENTO — RESULTADOS ATUAIS E ANTERIORES"),
           TX("Material: soro, plasma fluoretado, sangue total (EDTA) e urina isolada. Resultados anteriores reproduzidos do histórico do "
              "paciente neste laboratório, com as respectivas datas de coleta.", "method"),
           tb,
           T1("Urina — amostra isolada (coleta atual)"),
           LEAD([("Creatinina urinária", V("110", "mg/dL", "u_creat"), "Homens: 39 a 259 mg/dL"),
                 ("Relação albumina/creatinina", V("38", "mg/g", "acr"), "< 30 mg/g")]),
           TX("Interpretação: melhora progressiva do controle glicêmico (HbA1c 8,2% → 7,1%). Albuminúria moderadamente aumentada persistente.", "note"),
           SIG("Dra. Simone Koerich — CRF-SC 6.789"))
    return R


# ---------------------------------------------------------------------------------------------
# r14  Hospital de Clínicas Universitário — SI biochemistry
def r14():
    R = mk("r14", "HCU", "2025-03-27", [
        ("Paciente:", "LÚCIA HELENA CARVALHO"), ("Prontuário:", "1.311.092"),
        ("Nasc.:", "11/01/1970 (55 a)"), ("Sexo:", "F"),
        ("Unidade solicitante:", "Ambulatório de Endocrinologia"), ("Leito:", "—"),
        ("Coleta:", "27/03/2025 07:35"), ("Emissão:", "28/03/2025 10:12")])
    tb = TABLE(["Exame", "Resultado", "Unidade", "Intervalo de referência"], [
        SUB("GLICOSE E FUNÇÃO RENAL"),
        r4("Glicose (jejum)", "5,1", "mmol/L", "3,9 – 5,5", "glu_f_si"),
        r4("Ureia", "4,6", "mmol/L", "2,5 – 7,1", "urea_si"),
        r4("Creatinina", "71", "µmol/L", "45 – 84", "creat_si"),
        r4("Colesterol total", "4,82", "mmol/L", "< 5,2", "chol_si"),
        SUB("ELETRÓLITOS E MINERAIS"),
        r4("Sódio", "141", "mmol/L", "136 – 145", "na"),
        r4("Potássio", "4,3", "mmol/L", "3,5 – 5,1", "k"),
        r4("Cloreto", "104", "mmol/L", "98 – 107", "cl"),
        r4("Cálcio total", "2,38", "mmol/L", "2,15 – 2,55", "ca_si"),
        r4("Cálcio ionizado", "1,19", "mmol/L", "1,15 – 1,32", "cai"),
        r4("Magnésio", "0,82", "mmol/L", "0,66 – 1,07", "mg_si"),
        r4("Fosfato", "1,12", "mmol/L", "0,81 – 1,45", "phos_si"),
        SUB("FERRO E VITAMINAS"),
        r4("Ferro", "14,3", "µmol/L", "9,0 – 30,4", "fe_si"),
        r4("Ferritina", "86", "µg/L", "13 – 150", "ferritin"),
        r4("Transferrina", "2,45", "g/L", "2,00 – 3,60", "transferrin"),
        r4("Vitamina B12", "298", "pmol/L", "145 – 569", "b12_si"),
        r4("Folato sérico", "21,4", "nmol/L", "> 8,8", "folate_si"),
        SUB("TIREOIDE"),
        r4("TSH", "1,92", "mUI/L", "0,27 – 4,20", "tsh"),
        r4("T4 livre", "15,8", "pmol/L", "12,0 – 22,0", "ft4_si"),
        SUB("FÍGADO, PROTEÍNAS E INFLAMAÇÃO"),
        r4("Bilirrubina total", "9", "µmol/L", "3 – 21", "bili_t_si"),
        r4("Bilirrubina direta", "2,1", "µmol/L", "< 5,0", "bili_d_si"),
        r4("Albumina", "42", "g/L", "35 – 52", "alb"),
        r4("Proteína C reativa", "2,4", "mg/L", "< 5,0", "crp"),
    ], w=[0.34, 0.18, 0.16, 0.32], align=["l", "r", "c", "c"], grid="zebra")
    R.page(T1("BIOQUÍMICA CLÍNICA — UNIDADES SI"),
           TX("Material: soro (cálcio ionizado: sangue total heparinizado) · Analisadores: Cobas c702 / e801", "method"),
           tb,
           SIG("Conferido por: Dr. Otávio Prado Mendes — CRM-SP 87.110", "Patologia Clínica — HCU"))
    return R


# ---------------------------------------------------------------------------------------------
# r15  Vitallis — report issued in SI units for use abroad (leaders, ref at right)
def r15():
    R = mk("r15", "VIT", "2025-06-10", [
        ("Paciente:", "THIAGO HENRIQUE BARROS"), ("Pedido:", "0625-220471"),
        ("Data de nascimento:", "19/04/1983"), ("Sexo:", "Masculino"),
        ("Médico:", "Dr. Felipe Amaral — CRM-SP 143.210"), ("Convênio:", "Particular"),
        ("Data da coleta:", "10/06/2025 07:15"), ("Liberado em:", "10/06/2025 16:40")])
    R.page(
        T1("LAUDO EM UNIDADES DO SISTEMA INTERNACIONAL (SI)"),
        TX("Emitido a pedido do paciente para apresentação no exterior. Resultados obtidos nos mesmos ensaios do laudo convencional "
           "e expressos em unidades SI.", "note"),
        T2("Metabolismo glicídico"),
        LEAD([("Glicose em jejum", V("5,4", "mmol/L", "glu_f_si"), "3,9 – 5,5 mmol/L"),
              ("Hemoglobina glicada (HbA1c) — IFCC", V("38", "mmol/mol", "hba1c_ifcc"), "20 – 42 mmol/mol"),
              ("Hemoglobina glicada (HbA1c) — NGSP", V("5,6", "%", "hba1c"), "4,0 – 5,6 %")], vw=16, uw=26),
        T2("Lípides"),
        LEAD([("Colesterol total", V("5,12", "mmol/L", "chol_si"), "< 5,0 mmol/L"),
              ("HDL-colesterol", V("1,32", "mmol/L", "hdl_si"), "> 1,0 mmol/L"),
              ("LDL-colesterol (Friedewald)", V("3,18", "mmol/L", "ldl_si"), "< 3,0 mmol/L"),
              ("Colesterol não-HDL", V("3,80", "mmol/L", "nonhdl_si"), "< 3,8 mmol/L"),
              ("Triglicerídeos", V("1,36", "mmol/L", "tg_si"), "< 1,7 mmol/L")], vw=16, uw=26),
        T2("Função renal"),
        LEAD([("Creatinina", V("78", "µmol/L", "creat_si"), "59 – 104 µmol/L"),
              ("Ureia", V("5,1", "mmol/L", "urea_si"), "2,8 – 7,2 mmol/L"),
              ("eGFR (CKD-EPI 2021)", V("> 90", "mL/min/1,73 m²", "egfr"), "> 90 mL/min/1,73 m²"),
              ("Ácido úrico", V("312", "µmol/L", "uric_si"), "202 – 416 µmol/L")], vw=16, uw=26),
        T2("Fígado"),
        LEAD([("ALT", V("0,45", "µkat/L", "alt"), "< 0,85 µkat/L"),
              ("AST", V("0,38", "µkat/L", "ast"), "< 0,85 µkat/L"),
              ("Bilirrubina total", V("11", "µmol/L", "bili_t_si"), "< 21 µmol/L")], vw=16, uw=26),
        TX("Fatores de conversão: glicose mg/dL = mmol/L × 18,02 · colesterol mg/dL = mmol/L × 38,67 · triglicerídeos mg/dL = mmol/L × 88,57 · "
           "creatinina mg/dL = µmol/L ÷ 88,4 · ácido úrico mg/dL = µmol/L ÷ 59,48 · enzimas U/L = µkat/L × 60.", "small"),
        SIG("Liberado eletronicamente por Dra. Helena Moraes Tavares", "CRF-SP 34.512 — 10/06/2025 16:40"),
    )
    return R


# ---------------------------------------------------------------------------------------------
# r16  Núcleo de Pesquisa Clínica (Ribeirão Preto) — SI haematology (g/L, L/L, ×10^9/L) + chemistry
def r16():
    R = mk("r16", "UPC", "2025-06-18", [
        ("Participante:", "RCP-0037 (iniciais R.C.P.)"), ("Protocolo:", "NPC-2024-019"),
        ("Data de nascimento:", "08/03/1992"), ("Sexo:", "Feminino"),
        ("Visita:", "V3 — Semana 12"), ("Investigador:", "Dr. Gustavo Reis"),
        ("Data/hora da coleta:", "18-06-2025 08:40"), ("Data do relatório:", "19-06-2025")], pvariant="lines")
    G9 = "×10⁹/L"
    hem = TABLE(["Analito", "Resultado", "Unidade", "Intervalo de referência"], [
        r4("Hemoglobina", "131", "g/L", "120 – 155", "hgb"),
        r4("Hematócrito", "0,39", "L/L", "0,35 – 0,45", "hct"),
        r4("Eritrócitos", "4,41", "×10¹²/L", "3,90 – 5,00", "rbc"),
        r4("VCM", "88,4", "fL", "80 – 98", "mcv"),
        r4("HCM", "29,7", "pg", "27 – 33", "mch"),
        r4("CHCM", "336", "g/L", "320 – 360", "mchc"),
        r4("RDW-CV", "12,6", "%", "11,5 – 14,5", "rdw"),
        r4("Leucócitos", "5,92", G9, "4,0 – 10,0", "wbc"),
        r4("Plaquetas", "262", G9, "150 – 400", "plt"),
        r4("VPM", "10,1", "fL", "7,5 – 11,5", "mpv"),
    ], w=[0.34, 0.18, 0.16, 0.32], align=["l", "r", "c", "c"], grid="lines")
    dif = TABLE(["Contagem diferencial", "×10⁹/L", "%", "Referência (×10⁹/L)"], [
        ["Neutrófilos", V("3,18", G9, "neut_abs"), V("53,7", "%", "neut_pct"), "2,0 – 7,0"],
        ["Linfócitos", V("2,01", G9, "lymph_abs"), V("34,0", "%", "lymph_pct"), "1,0 – 3,0"],
        ["Monócitos", V("0,47", G9, "mono_abs"), V("7,9", "%", "mono_pct"), "0,2 – 1,0"],
        ["Eosinófilos", V("0,22", G9, "eos_abs"), V("3,7", "%", "eos_pct"), "0,02 – 0,50"],
        ["Basófilos", V("0,04", G9, "baso_abs"), V("0,7", "%", "baso_pct"), "0,00 – 0,10"],
    ], w=[0.34, 0.18, 0.16, 0.32], align=["l", "r", "r", "c"], grid="lines")
    bio = TABLE(["Analito", "Resultado", "Unidade", "Intervalo de referência"], [
        r4("Glicose (jejum)", "4,9", "mmol/L", "3,9 – 5,5", "glu_f_si"),
        r4("Creatinina", "64", "µmol/L", "45 – 84", "creat_si"),
        r4("Ureia", "4,2", "mmol/L", "2,5 – 7,1", "urea_si"),
        r4("Potássio", "4,1", "mmol/L", "3,5 – 5,1", "k"),
        r4("ALT", "19", "U/L", "< 33", "alt"),
        r4("AST", "21", "U/L", "< 32", "ast"),
        r4("Bilirrubina total", "7", "µmol/L", "< 21", "bili_t_si"),
    ], w=[0.34, 0.18, 0.16, 0.32], align=["l", "r", "c", "c"], grid="lines")
    R.page(T1("HEMATOLOGIA"),
           TX("Material: sangue total (K2-EDTA) · Analisador: Sysmex XN-1000", "method"),
           hem, dif,
           T1("BIOQUÍMICA"),
           TX("Material: soro · Analisador: Cobas c501 · Jejum: 10 h", "method"),
           bio,
           TX("Nenhum valor fora do intervalo de referência. Sem achados clinicamente significativos (revisão do investigador).", "note"),
           SIG("Dra. Cecília Amaral — responsável pelo laboratório", "Revisado em 19-06-2025"))
    return R


# ---------------------------------------------------------------------------------------------
# r17  Policlínica Vale Verde (Campo Grande) — cardio-renal; names split over two lines; 2 pages
def r17():
    R = mk("r17", "PVV", "2025-07-08", [
        ("Paciente:", "ANTÔNIO MARCOS DE OLIVEIRA"), ("Registro:", "0098812"),
        ("Nascimento:", "30/12/1951"), ("Sexo:", "Masculino (73 anos)"),
        ("Solicitante:", "Dra. Vanessa Arguello — CRM-MS 7.315"), ("Convênio:", "Cassems"),
        ("Coleta:", "08/07/2025 07:50"), ("Material recebido em:", "08/07/2025 09:05")])
    R.page(
        T1("PEPTÍDEO NATRIURÉTICO TIPO B — NT-proBNP"),
        TX("Material: plasma (EDTA) · Método: eletroquimioluminescência", "method"),
        LEAD([("NT-proBNP", V("1.846", "pg/mL", "ntprobnp"),
               "< 75 anos: até 125 pg/mL · ≥ 75 anos: até 450 pg/mL\nInsuficiência cardíaca aguda improvável: < 300 pg/mL")],
             ref="below"),
        T1("FUNÇÃO RENAL E ELETRÓLITOS"),
        TX("Material: soro · Métodos: urease-GLDH (ureia), Jaffé cinético (creatinina), eletrodo íon-seletivo (Na, K)", "method"),
        LEAD([("Ureia", V("71", "mg/dL", "urea"), "17 a 49 mg/dL"),
              ("Creatinina", V("1,64", "mg/dL", "creat"), "0,70 a 1,30 mg/dL"),
              ("Taxa de filtração\nglomerular estimada", V("44", "mL/min/1,73m²", "egfr"), "> 60 mL/min/1,73m² (CKD-EPI 2021)"),
              ("Sódio", V("137", "mEq/L", "na"), "136 a 145 mEq/L"),
              ("Potássio", V("5,4", "mEq/L", "k"), "3,5 a 5,1 mEq/L")], ref="below"),
        T1("MICROALBUMINÚRIA — AMOSTRA ISOLADA"),
        TX("Material: urina (amostra isolada, 2ª da manhã) · Método: imunoturbidimetria", "method"),
        LEAD([("Albumina\nurinária", V("186,0", "mg/L", "microalb"), "< 30,0 mg/L"),
              ("Creatinina\nurinária", V("96,4", "mg/dL", "u_creat"), "Homens: 39 a 259 mg/dL"),
              ("Relação albumina/\ncreatinina urinária", V("193", "mg/g", "acr"),
               "Normal: < 30 mg/g\nModeradamente aumentada: 30 a 300 mg/g\nGravemente aumentada: > 300 mg/g")],
             ref="below"),
    )
    R.page(
        T1("ENZIMAS E MARCADORES"),
        TX("Material: soro · Métodos: cinéticos (IFCC); troponina I por quimioluminescência de alta sensibilidade", "method"),
        LEAD([("Creatinoquinase\n(CK total)", V("96", "U/L", "ck"), "39 a 308 U/L"),
              ("Amilase", V("58", "U/L", "amyl"), "28 a 100 U/L"),
              ("Lipase", V("31", "U/L", "lipase"), "13 a 60 U/L"),
              ("Desidrogenase\nlática (LDH)", V("212", "U/L", "ldh"), "135 a 225 U/L"),
              ("Troponina I\nultrassensível", V("< 2,5", "ng/L", "tni_hs"), "Homens: ≤ 34,2 ng/L\nMulheres: ≤ 15,6 ng/L")],
             ref="below"),
        TX("Comentário: NT-proBNP elevado, associado a redução da TFG estimada e albuminúria moderadamente aumentada (A2). "
           "Troponina abaixo do limite de detecção.", "note"),
        TX("Resultado liberado em: 09/07/2025 13:22", "small"),
        SIG("Dr. Fábio Rezende Nantes — CRF-MS 2.468"),
    )
    return R


# ---------------------------------------------------------------------------------------------
# r18  IGAC — two independent columns: haemogram (left) | biochemistry (right)
def r18():
    R = mk("r18", "IGA", "2025-05-12", [
        ("Paciente:", "GUILHERME DORNELLES SILVA"), ("Requisição:", "88419-0"),
        ("Nascimento:", "05/05/1988"), ("Sexo:", "Masculino"),
        ("Médico(a):", "Dr. Arthur Weber — CRM-RS 40.118"), ("Origem:", "Unidade Centro"),
        ("Data/hora da coleta:", "12/05/2025 07:20"), ("Data de liberação:", "12/05/2025 14:55")])
    P, A = "%", "/mm³"
    left = [T2("HEMOGRAMA"),
            TX("Sangue total EDTA · Citometria de fluxo", "method"),
            LEAD([("Hemácias", V("5,21", "milhões/µL", "rbc"), "4,50 a 5,90"),
                  ("Hemoglobina", V("15,8", "g/dL", "hgb"), "13,5 a 17,5"),
                  ("Hematócrito", V("46,4", "%", "hct"), "41 a 53"),
                  ("VCM", V("89,1", "fL", "mcv"), "80 a 100"),
                  ("HCM", V("30,3", "pg", "mch"), "26 a 34"),
                  ("CHCM", V("34,1", "g/dL", "mchc"), "31 a 37"),
                  ("RDW", V("12,4", "%", "rdw"), "11,5 a 14,5"),
                  ("Leucócitos", V("7.350", "/mm³", "wbc"), "4.000 a 11.000")], ref="below", vw=14, uw=17),
            TABLE(["Leucograma", "%", "/mm³"], [
                ["Neutrófilos", V("64", P, "neut_pct"), V("4.704", A, "neut_abs")],
                ["Linfócitos", V("27", P, "lymph_pct"), V("1.984", A, "lymph_abs")],
                ["Monócitos", V("6", P, "mono_pct"), V("441", A, "mono_abs")],
                ["Eosinófilos", V("2", P, "eos_pct"), V("147", A, "eos_abs")],
                ["Basófilos", V("1", P, "baso_pct"), V("74", A, "baso_abs")],
            ], w=[0.5, 0.2, 0.3], align=["l", "r", "r"], grid="lines"),
            LEAD([("Plaquetas", V("289.000", "/mm³", "plt"), "150.000 a 450.000")], ref="below", vw=14, uw=17)]
    right = [T2("BIOQUÍMICA"),
             TX("Soro / plasma · Métodos automatizados", "method"),
             LEAD([("Glicose", V("88", "mg/dL", "glu"), "70 a 99"),
                   ("Ureia", V("31", "mg/dL", "urea"), "15 a 40"),
                   ("Creatinina", V("0,98", "mg/dL", "creat"), "0,70 a 1,20"),
                   ("Sódio", V("140", "mmol/L", "na"), "136 a 145"),
                   ("Potássio", V("4,4", "mmol/L", "k"), "3,5 a 5,1"),
                   ("TGO", V("31", "U/L", "ast"), "até 40"),
                   ("TGP", V("45", "U/L", "alt"), "até 41"),
                   ("PCR", V("0,8", "mg/L", "crp"), "< 5,0 mg/L"),
                   ("Colesterol total", V("188", "mg/dL", "chol"), "< 190"),
                   ("HDL", V("51", "mg/dL", "hdl"), "> 40")], ref="below", vw=14, uw=17)]
    R.page(T1("HEMOGRAMA E BIOQUÍMICA"), TWOCOL(left, right),
           TX("TGP discretamente elevada. Demais parâmetros dentro dos intervalos de referência.", "note"),
           SIG("Dr. Júlio Cesar Bento — CRF-RS 9.876", "Liberado em 12/05/2025 14:55"))
    return R


# ---------------------------------------------------------------------------------------------
# r19  Hemolab — female hormones; reference ranges by cycle phase over several lines BEFORE the result
def r19():
    R = mk("r19", "HML", "2025-05-23", [
        ("Paciente:", "CAMILA YUMI NAKAMURA"), ("OS:", "2025-033102"),
        ("Nasc.:", "14/09/1993"), ("Sexo:", "Feminino"),
        ("Médico:", "Dr. Leonardo Sato (CRM-PR 30.552)"), ("DUM informada:", "10/05/2025"),
        ("Coleta:", "23/05/2025 08:10"), ("Liberação:", "24/05/2025 12:30")])
    R.page(
        T1("HORMÔNIOS SEXUAIS E HIPOFISÁRIOS"),
        TX("Material: soro · Método: eletroquimioluminescência (Cobas e801)", "method"),
        LEAD([("FSH", V("6,8", "mUI/mL", "fsh"),
               "Fase folicular: 3,5 a 12,5\nPico ovulatório: 4,7 a 21,5\nFase lútea: 1,7 a 7,7\nPós-menopausa: 25,8 a 134,8"),
              ("LH", V("5,9", "mUI/mL", "lh"),
               "Fase folicular: 2,4 a 12,6\nPico ovulatório: 14,0 a 95,6\nFase lútea: 1,0 a 11,4\nPós-menopausa: 7,7 a 58,5"),
              ("Estradiol", V("96,4", "pg/mL", "estradiol"),
               "Fase folicular: 12,5 a 166\nPico ovulatório: 85,8 a 498\nFase lútea: 43,8 a 211\nPós-menopausa: < 5,0 a 54,7"),
              ("Prolactina", V("14,2", "ng/mL", "prolactin"), "Não gestantes: 4,8 a 23,3 ng/mL"),
              ("Beta-HCG quantitativo", V("< 2,0", "mUI/mL", "bhcg"), "Não gestantes: < 5,0 mUI/mL")],
             ref="before", nw=0.30, vw=16, uw=18),
        T1("TIREOIDE"),
        TX("Material: soro · Método: eletroquimioluminescência", "method"),
        LEAD([("TSH", V("4,86", "µUI/mL", "tsh", flag="(A)"), "0,27 a 4,20 µUI/mL"),
              ("T4 livre", V("1,02", "ng/dL", "ft4"), "0,93 a 1,70 ng/dL"),
              ("Anticorpos anti-\ntireoperoxidase (anti-TPO)", V("186", "UI/mL", "tpo", flag="(A)"), "< 34 UI/mL")],
             ref="before", nw=0.30, vw=16, uw=18),
        TX("(A) = resultado alterado em relação ao valor de referência.", "small"),
        TX("Comentário: TSH discretamente elevado com anti-TPO positivo — sugere tireoidite autoimune (Hashimoto). "
           "Correlacionar com quadro clínico.", "note"),
        SIG("Dr. Eduardo Wisniewski — CRF-PR 12.345", "Assinado digitalmente em 24/05/2025 12:30"),
    )
    return R


# ---------------------------------------------------------------------------------------------
# r20  Bioanálise Amazonas — analyser-style CBC (NEUT# / NEUT%), inflammation, 2 pages, long-form date
def r20():
    R = mk("r20", "BIA", "2025-03-21", [
        ("Paciente:", "RAIMUNDA FERREIRA DA COSTA"), ("Pedido nº:", "250321-0142"),
        ("DN:", "11/11/1948"), ("Sexo:", "F   Idade: 76 anos"),
        ("Médico:", "Dra. Kátia Lins — CRM-AM 4.870"), ("Convênio:", "SUS — Regulação"),
        ("Data da coleta:", "21 de março de 2025, 07:05"), ("Laudo emitido:", "21/mar/2025 18:02")])
    X3, X6 = "x10³/µL", "x10⁶/µL"
    R.page(
        T1("Hemograma completo"),
        TX("Material: sangue total (EDTA) — Método: citometria de fluxo fluorescente (Sysmex XN-550)", "method"),
        LEAD([SUB("Eritrograma"),
              ("Eritrócitos", V("3,92", X6, "rbc"), "3,80 a 5,20"),
              ("Hemoglobina", V("10,9", "g/dL", "hgb", flag="L"), "11,7 a 15,5"),
              ("Hematócrito", V("33,5", "%", "hct", flag="L"), "35,0 a 47,0"),
              ("VCM", V("85,5", "fL", "mcv"), "80,0 a 100,0"),
              ("HCM", V("27,8", "pg", "mch"), "27,0 a 32,0"),
              ("CHCM", V("32,5", "g/dL", "mchc"), "32,0 a 36,0"),
              ("RDW", V("15,8", "%", "rdw", flag="H"), "11,5 a 15,0"),
              SUB("Leucograma"),
              ("Leucócitos", V("9,84", X3, "wbc"), "4,00 a 11,00"),
              ("Neutrófilos #", V("7,12", X3, "neut_abs"), "1,80 a 7,70"),
              ("Neutrófilos %", V("72,4", "%", "neut_pct"), "40,0 a 75,0"),
              ("Linfócitos #", V("1,88", X3, "lymph_abs"), "1,00 a 4,80"),
              ("Linfócitos %", V("19,1", "%", "lymph_pct", flag="L"), "20,0 a 45,0"),
              ("Monócitos #", V("0,62", X3, "mono_abs"), "0,20 a 0,95"),
              ("Monócitos %", V("6,3", "%", "mono_pct"), "2,0 a 10,0"),
              ("Eosinófilos #", V("0,18", X3, "eos_abs"), "0,02 a 0,50"),
              ("Eosinófilos %", V("1,8", "%", "eos_pct"), "1,0 a 5,0"),
              ("Basófilos #", V("0,04", X3, "baso_abs"), "0,00 a 0,10"),
              ("Basófilos %", V("0,4", "%", "baso_pct"), "0,0 a 2,0"),
              SUB("Plaquetas"),
              ("Plaquetas", V("312", X3, "plt"), "150 a 450"),
              ("VPM", V("9,6", "fL", "mpv"), "9,2 a 12,6")], nw=0.62, vw=16, uw=22),
        TX("L = abaixo do valor de referência; H = acima do valor de referência.", "small"),
        TX("Morfologia: anisocitose discreta. Série branca e plaquetas sem alterações morfológicas.", "note"),
    )
    R.page(
        T1("Marcadores inflamatórios"),
        TX("Material: soro (PCR) e sangue total EDTA (VHS) — Métodos: imunoturbidimetria; Westergren modificado", "method"),
        LEAD([("Proteína C reativa ultrassensível", V("12,6", "mg/L", "hscrp"), "< 3,0 mg/L"),
              ("VHS — 1ª hora", V("42", "mm", "esr"), "Mulheres > 50 anos: até 30 mm")], nw=0.62, vw=16, uw=22),
        T1("Metabolismo glicídico"),
        TX("Material: plasma fluoretado / sangue total EDTA — Métodos: hexoquinase; HPLC", "method"),
        LEAD([("Glicemia de jejum", V("118", "mg/dL", "glu_f"), "70 a 99 mg/dL"),
              ("Hemoglobina glicada", V("6,3", "%", "hba1c"), "Normal: < 5,7 %\nPré-diabetes: 5,7 a 6,4 %")], nw=0.62, vw=16, uw=22),
        T1("Perfil de ferro"),
        TX("Material: soro — Métodos: colorimétrico; quimioluminescência", "method"),
        LEAD([("Ferro sérico", V("38", "µg/dL", "fe"), "50 a 170 µg/dL"),
              ("Ferritina", V("210", "ng/mL", "ferritin"), "13 a 150 ng/mL")], nw=0.62, vw=16, uw=22),
        TX("Comentário: anemia normocítica com ferro baixo e ferritina elevada, em contexto inflamatório — considerar anemia de doença crônica.", "note"),
        SIG("Dr. Ítalo Farias Benayon — CRBM-6 2.345", "Liberado em 21/03/2025 18:02"),
    )
    return R


REPORTS += [r11, r12, r13, r14, r15, r16, r17, r18, r19, r20]
