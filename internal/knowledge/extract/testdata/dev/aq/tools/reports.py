# -*- coding: utf-8 -*-
"""The twelve reports of set "aq", each described once as data.

Everything here is invented: laboratories, people, addresses, registration
numbers (CNPJ, CNES, CRM, CRF, CRBM) and values.
"""
from common import (R, B, section, table, sub, leaders, twocol, exam, note, space,
                    rule, sign, row)


def ex1(title, key, value, unit="", ref="", flag="", date=None, **kw):
    """Single-result block: the printed name is the block heading."""
    r = R(key, title, value, unit, flag=flag, date=date)
    return exam(title, [(None, r)], ref=ref, **kw)


REPORTS = []

# =============================================================================
# aq01 - biochemistry + lipids, plain table without rules, H/L flags
# =============================================================================
C4 = [("Exame", .35, "L"), ("Resultado", .17, "R"), ("Unidade", .17, "L"),
      ("Valores de referência", .31, "L")]
REPORTS.append({
    "id": "aq01",
    "city": "Ribeirão Preto - SP",
    "features": "single-column table without rules; H flags beside value; `>` comparator; "
                "HDL-COLESTEROL caps style; lipid note with metas (not results)",
    "lab": {"name": "Laboratório São Lucas", "tag": "Análises Clínicas desde 1987",
            "lines": ["Rua Duque de Caxias, 1.284 – Centro – Ribeirão Preto/SP – CEP 14015-020",
                      "CNPJ 07.418.362/0001-55 · CNES 2081234 · Tel. (16) 3610-4477"]},
    "style": {"font": "sans", "size": 10, "header": "center", "accent": "#1f4e79",
              "light": "#dde6f0", "patient": "box"},
    "default_date": "2025-03-11",
    "patient_cols": 3,
    "patient": [("Paciente", "MARIA APARECIDA DE SOUZA LIMA"), ("Sexo", "Feminino"),
                ("Nascimento", "14/07/1968"), ("Protocolo", "0311-20457"),
                ("Convênio", "Unimed"), ("Data do pedido", "06/03/2025"),
                ("Data da coleta", "11/03/2025 07:42"), ("Recebido em", "11/03/2025 08:15"),
                ("Médico", "Dr. Renato F. Alves")],
    "footer": "Laboratório São Lucas · Impresso em 12/03/2025 09:05",
    "pages": [[
        section("BIOQUÍMICA", "bar"),
        table(C4, [
            row(R("glu_f", "Glicose em jejum", "92", "mg/dL"), "70 a 99 mg/dL"),
            row(R("urea", "Ureia", "31", "mg/dL"), "15 a 45 mg/dL"),
            row(R("creat", "Creatinina", "0,78", "mg/dL"), "0,50 a 1,10 mg/dL"),
            row(R("egfr", "TFG estimada (CKD-EPI)", "> 90", "mL/min/1,73m²"), "Superior a 60"),
            row(R("uric", "Ácido úrico", "6,4", "mg/dL", flag="H"), "2,4 a 5,7 mg/dL"),
            row(R("na", "Sódio", "139", "mEq/L"), "136 a 145 mEq/L"),
            row(R("k", "Potássio", "4,6", "mEq/L"), "3,5 a 5,1 mEq/L"),
            row(R("cl", "Cloreto", "103", "mEq/L"), "98 a 107 mEq/L"),
            row(R("ca", "Cálcio total", "9,3", "mg/dL"), "8,6 a 10,3 mg/dL"),
            row(R("mg", "Magnésio", "1,7", "mg/dL"), "1,6 a 2,6 mg/dL"),
        ], rules="none"),
        section("PERFIL LIPÍDICO", "bar"),
        table(C4, [
            row(R("chol", "COLESTEROL TOTAL", "214", "mg/dL", flag="H"), "Desejável: inferior a 190"),
            row(R("hdl", "HDL-COLESTEROL", "52", "mg/dL"), "Desejável: superior a 40"),
            row(R("ldl", "LDL-COLESTEROL", "131", "mg/dL"), "Conforme risco (ver nota)"),
            row(R("vldl", "VLDL-COLESTEROL", "31", "mg/dL"), "Não estabelecido"),
            row(R("nonhdl", "COLESTEROL NÃO-HDL", "162", "mg/dL", flag="H"), "Desejável: inferior a 160"),
            row(R("trig", "TRIGLICERÍDEOS", "156", "mg/dL", flag="H"), "Desejável: inferior a 150"),
        ], rules="none"),
        note("Valores de referência do perfil lipídico conforme a Atualização da Diretriz "
             "Brasileira de Dislipidemias (2017). Metas de LDL-colesterol: risco baixo inferior a 130 mg/dL; "
             "intermediário inferior a 100 mg/dL; alto inferior a 70 mg/dL; muito alto inferior a 50 mg/dL.",
             bold_prefix="Nota:"),
        note("Jejum informado: 12 horas. LDL e VLDL calculados pela equação de Friedewald. "
             "Material: soro. Métodos: enzimático colorimétrico; eletrólitos por íon seletivo."),
        note("A partir de 03/02/2025 a creatinina passou a ser dosada por método enzimático e a TFG "
             "é estimada pela equação CKD-EPI 2021, sem coeficiente de raça.", italic=True),
        sign([("Dra. Helena Martins Prado", "Farmacêutica-Bioquímica", "CRF-SP 41.207"),
              ("Dr. Otávio Bastos Ferraz", "Responsável Técnico", "CRBM-1 18.562")],
             text="Liberado em 11/03/2025 às 16:48. Laudo conferido e assinado eletronicamente."),
    ]],
})

# =============================================================================
# aq02 - full blood count in two columns, dotted leaders, differential % + /mm3
# =============================================================================
LEUK = [("", .35, "L"), ("%", .10, "R"), ("/mm³", .17, "R"), ("Ref. /mm³", .38, "L")]


def diff(key, name, pct, absv, ref, unit="/mm³"):
    return [name, R(key + "_pct", name, pct, "%"), R(key + "_abs", name, absv, unit), ref]


REPORTS.append({
    "id": "aq02",
    "city": "Juiz de Fora - MG",
    "features": "two-column FBC (erythrogram with dotted leaders left, leukogram table right); "
                "differential in % and /mm³ (units in column headers); VHS block; morphology notes",
    "lab": {"name": "Hemolab Diagnósticos", "tag": "Hematologia · Bioquímica · Imunologia",
            "lines": ["Av. Barão do Rio Branco, 3.077 – Centro – Juiz de Fora/MG",
                      "CNPJ 21.604.917/0001-38 · CNES 3459012"],
            "right": ["(32) 3215-8800", "hemolab.exemplo.com.br"]},
    "style": {"font": "cond", "size": 9, "header": "left", "accent": "#8b1a1a",
              "light": "#f1e2e2", "patient": "lines"},
    "default_date": "2025-02-04",
    "patient_cols": 3,
    "patient": [("Paciente", "RODRIGO HENRIQUE DA COSTA"), ("Sexo", "Masculino"),
                ("Data de nascimento", "22/10/1990"), ("Pedido", "HL-0204-3318"),
                ("Coleta", "04/02/2025 08:10"), ("Entrada", "04/02/2025 08:32"),
                ("Solicitante", "Dra. Vânia Lopes Reis"), ("CRM", "MG 52.118"),
                ("Emissão", "05/02/2025 07:50")],
    "footer": "Hemolab Diagnósticos · Resultados também disponíveis no portal do paciente",
    "pages": [[
        section("HEMOGRAMA COMPLETO", "under"),
        note("Material: sangue total (EDTA) · Método: automação hematológica (impedância e citometria "
             "de fluxo) com revisão microscópica do esfregaço."),
        twocol([
            section("ERITROGRAMA", "plain"),
            leaders([
                (R("rbc", "Hemácias", "4,91", "milhões/mm³"), "4,30 a 5,70"),
                (R("hgb", "Hemoglobina", "14,6", "g/dL"), "13,5 a 17,5"),
                (R("hct", "Hematócrito", "43,8", "%"), "39,0 a 50,0"),
                (R("mcv", "VCM", "89,2", "fL"), "81,0 a 95,0"),
                (R("mch", "HCM", "29,7", "pg"), "26,0 a 34,0"),
                (R("mchc", "CHCM", "33,3", "g/dL"), "31,0 a 36,0"),
                (R("rdw", "RDW", "13,1", "%"), "11,5 a 14,5"),
            ], name_w=.31, val_w=.38),
            section("PLAQUETAS", "plain"),
            leaders([
                (R("plt", "Plaquetas", "245.000", "/mm³"), "150.000 a 450.000"),
                (R("mpv", "VPM", "9,8", "fL"), "7,4 a 10,4"),
            ], name_w=.31, val_w=.38),
        ], [
            section("LEUCOGRAMA", "plain"),
            table(LEUK, [
                ["Leucócitos totais", "", R("wbc", "Leucócitos totais", "7.850", "/mm³"), "3.600 a 11.000"],
                diff("neut", "Neutrófilos", "59", "4.632", "1.700 a 7.000"),
                diff("band", "Bastonetes", "1", "79", "0 a 840"),
                diff("seg", "Segmentados", "58", "4.553", "1.700 a 7.000"),
                diff("eos", "Eosinófilos", "3", "236", "50 a 500"),
                diff("baso", "Basófilos", "1", "79", "0 a 200"),
                diff("lymph", "Linfócitos", "30", "2.355", "900 a 3.400"),
                diff("mono", "Monócitos", "7", "550", "200 a 900"),
            ], rules="head"),
        ], split=.5, gap=6),
        note("Série vermelha: normocitose e normocromia. Série branca: sem alterações morfológicas. "
             "Plaquetas: morfologia e distribuição normais.", bold_prefix="Morfologia:"),
        space(1),
        exam("VHS – VELOCIDADE DE HEMOSSEDIMENTAÇÃO",
             [("1ª hora:", R("esr", "VHS – VELOCIDADE DE HEMOSSEDIMENTAÇÃO", "12", "mm"))],
             material="Sangue total (EDTA)", method="Westergren modificado",
             ref="Homens até 50 anos: até 15 mm na 1ª hora"),
        note("Exame anterior nesta unidade em 17/09/2024 (consulte o histórico no portal).", italic=True),
        sign([("Dr. Paulo Roberto Antunes", "Médico Patologista Clínico", "CRM-MG 45.109")],
             text="Liberado em 04/02/2025 às 14:37."),
    ]],
})

# =============================================================================
# aq03 - thyroid + liver panel, split names, < and "inferior a", band header
# =============================================================================
C3 = [("Exame", .38, "L"), ("Resultado", .18, "R"), ("Unidade", .13, "L"), ("Referência", .31, "L")]
REPORTS.append({
    "id": "aq03",
    "city": "Blumenau - SC",
    "features": "table without rules; names split over two lines (TSH, T4 livre, T3); "
                "`<` and `inferior a`; `*` flag; DUM and last-dose distractor dates",
    "lab": {"name": "Bioanálise Vale do Itajaí", "tag": "Laboratório de Análises Clínicas",
            "lines": ["Rua XV de Novembro, 742 – Centro – Blumenau/SC – CEP 89010-001",
                      "CNPJ 83.271.506/0001-14 · CNES 0578123"],
            "right": ["Fone (47) 3322-9045", "Atendimento: seg. a sáb."]},
    "style": {"font": "serif", "size": 10, "header": "band", "accent": "#2e5e4e",
              "light": "#e1ece8", "patient": "box"},
    "default_date": "2025-01-22",
    "patient_cols": 2,
    "patient": [("Paciente", "JOANA BEATRIZ KOERICH"), ("Atendimento", "7.204.118"),
                ("Sexo / Nascimento", "Feminino · 03/05/1979"), ("DUM", "02/01/2025"),
                ("Solicitante", "Dra. Fernanda Wolff – CRM-SC 17.884"), ("Data da coleta", "22/01/2025"),
                ("Data de liberação", "23/01/2025"), ("Unidade", "Centro")],
    "footer": "Bioanálise Vale do Itajaí · Emitido em 23/01/2025",
    "pages": [[
        section("HORMÔNIOS TIREOIDIANOS", "under"),
        table(C3, [
            row(R("tsh", "", "2,35", "µUI/mL", lines=["Hormônio Tireoestimulante", "(TSH ultrassensível)"]), "0,45 a 4,50"),
            row(R("ft4", "", "1,12", "ng/dL", lines=["Tiroxina livre", "(T4 livre)"]), "0,70 a 1,48"),
            row(R("t3", "", "108", "ng/dL", lines=["Triiodotironina total", "(T3 total)"]), "58 a 159"),
            row(R("tpo", "Anticorpos anti-TPO", "< 9,0", "UI/mL"), "inferior a 35,0"),
            row(R("tgab", "Anti-tireoglobulina", "inferior a 1,3", "UI/mL"), "inferior a 4,1"),
        ], rules="none"),
        note("Paciente em uso de levotiroxina 50 µg/dia (informado na coleta). Última dose: 21/01/2025, 06:00.",
             italic=True),
        section("FUNÇÃO HEPÁTICA E PROTEÍNAS", "under"),
        table(C3, [
            row(R("ast", "TGO (AST)", "24", "U/L"), "até 32"),
            row(R("alt", "TGP (ALT)", "31", "U/L"), "até 33"),
            row(R("ggt", "Gama-GT", "42", "U/L", flag="*"), "5 a 36"),
            row(R("alp", "Fosfatase alcalina", "78", "U/L"), "35 a 104"),
            row(R("bili_t", "Bilirrubina total", "0,85", "mg/dL"), "até 1,20"),
            row(R("bili_d", "Bilirrubina direta", "0,21", "mg/dL"), "até 0,30"),
            row(R("bili_i", "Bilirrubina indireta", "0,64", "mg/dL"), "até 0,90"),
            row(R("tp", "Proteínas totais", "7,1", "g/dL"), "6,4 a 8,3"),
            row(R("alb", "Albumina", "4,3", "g/dL"), "3,5 a 5,2"),
            row(R("glob", "Globulinas", "2,8", "g/dL"), "2,0 a 3,5"),
            row(R("ag", "Relação albumina/globulina", "1,54", ""), "1,10 a 2,20"),
        ], rules="none"),
        note("(*) Resultado fora do intervalo de referência. Material: soro. Métodos: hormônios e "
             "anticorpos por eletroquimioluminescência; enzimas e bilirrubinas por método cinético e "
             "colorimétrico automatizado; globulinas e relação A/G calculadas."),
        sign([("Dra. Cláudia Hering Schmitt", "Biomédica", "CRBM-5 09.331")],
             text="Liberado eletronicamente em 23/01/2025 às 10:12."),
    ]],
})

# =============================================================================
# aq04 - ruled grid, reference BEFORE result, arrows, iron/vitamins/lipids
# =============================================================================
C_REF_FIRST = [("Exame", .34, "L"), ("Valores de referência", .32, "L"),
               ("Resultado", .17, "R"), ("Unidade", .17, "L")]


def rrow(r, ref):
    return row(r, ref, order="nrvu")


REPORTS.append({
    "id": "aq04",
    "city": "Goiânia - GO",
    "features": "ruled grid table with column order Exame / Referência / Resultado / Unidade "
                "(result after the range); ↑/↓ flags; Colesterol HDL style; processing-date distractor",
    "lab": {"name": "LabCentro", "tag": "Laboratório Central de Análises Clínicas",
            "lines": ["Av. Anhanguera, 5.210 – Setor Central – Goiânia/GO",
                      "CNPJ 35.882.140/0001-07 · CNES 7712093"],
            "right": ["Central (62) 3224-6100", "Resp. técnico: CRF-GO 7.945"]},
    "style": {"font": "cond", "size": 10, "header": "left", "accent": "#004d80",
              "light": "#dbe8f2", "patient": "box", "bold_flagged": True},
    "default_date": "2025-04-08",
    "patient_cols": 3,
    "patient": [("Nome", "CARLOS EDUARDO NUNES FERREIRA"), ("Sexo", "Masculino"),
                ("Nasc.", "27/11/1974 (50 anos)"), ("Prontuário", "118.772"),
                ("Solicitação", "01/04/2025"), ("Coleta", "08/04/2025 07:15"),
                ("Médico", "Dr. Júlio César Rocha"), ("CRM", "GO 14.226"),
                ("Emissão", "10/04/2025")],
    "footer": "LabCentro · Laudo emitido em 10/04/2025 11:20",
    "pages": [[
        table(C_REF_FIRST, [
            sub("METABOLISMO DO FERRO"),
            rrow(R("iron", "Ferro sérico", "48", "µg/dL", flag="↓"), "50 a 170"),
            rrow(R("tibc", "Capacidade total de ligação", "412", "µg/dL"), "250 a 425"),
            rrow(R("tsat", "Saturação da transferrina", "11,7", "%", flag="↓"), "20 a 50"),
            rrow(R("ferritin", "Ferritina", "9,8", "ng/mL", flag="↓"), "15 a 150"),
            sub("VITAMINAS"),
            rrow(R("b12", "Vitamina B12", "198", "pg/mL"), "197 a 771"),
            rrow(R("folate", "Ácido fólico", "8,4", "ng/mL"), "superior a 3,9"),
            rrow(R("vitd", "25-Hidroxivitamina D", "22,6", "ng/mL"), "superior a 20 (ver nota)"),
            sub("PERFIL LIPÍDICO"),
            rrow(R("chol", "Colesterol total", "232", "mg/dL", flag="↑"), "Desejável: < 190"),
            rrow(R("hdl", "Colesterol HDL", "38", "mg/dL", flag="↓"), "Desejável: > 40"),
            rrow(R("ldl", "Colesterol LDL", "162", "mg/dL", flag="↑"), "Conforme risco"),
            rrow(R("trig", "Triglicerídeos", "160", "mg/dL", flag="↑"), "Desejável: < 150"),
            rrow(R("nonhdl", "Colesterol não-HDL", "194", "mg/dL", flag="↑"), "Desejável: < 160"),
            sub("OUTROS"),
            rrow(R("hba1c", "Hemoglobina glicada (HbA1c)", "6,1", "%", flag="↑"), "Normal: < 5,7"),
            rrow(R("eag", "Glicose média estimada", "128", "mg/dL"), "Não se aplica"),
            rrow(R("hscrp", "PCR ultrassensível", "3,4", "mg/L"), "Baixo risco: < 1,0"),
        ], rules="grid"),
        note("Vitamina D: acima de 20 ng/mL para a população geral saudável; 30 a 60 ng/mL para grupos "
             "de risco (posicionamento SBPC/ML e SBEM). LDL calculado pela equação de Friedewald.",
             bold_prefix="Notas:"),
        note("Material: soro, exceto HbA1c (sangue total EDTA, HPLC). A amostra de HbA1c foi processada "
             "em 09/04/2025. A glicose média estimada é calculada a partir da HbA1c (ADAG)."),
        sign([("Dr. Marcos Vinícius Teles", "Farmacêutico-Bioquímico", "CRF-GO 7.945")],
             text="Exames liberados em 09/04/2025 às 17:55."),
    ]],
})

# =============================================================================
# aq05 - serology in block layout (heading / material / method / result), 2 pages
# =============================================================================
SORO = "Soro"
CMIA = "Quimioluminescência (CMIA)"
REPORTS.append({
    "id": "aq05",
    "city": "Recife - PE",
    "features": "block layout (heading / material / method / result / reference), 2 pages; "
                "Reagente / Não reagente; `superior a`, `inferior a`, `<`; one block re-collected "
                "on another date",
    "lab": {"name": "Instituto de Patologia Clínica Dr. Almeida Prado",
            "tag": "Medicina Laboratorial",
            "lines": ["Av. Conselheiro Aguiar, 2.190 – Boa Viagem – Recife/PE – CEP 51020-020",
                      "CNPJ 10.552.873/0001-61 · CNES 6612408 · (81) 3465-2200"]},
    "style": {"font": "sans", "size": 9.5, "header": "center", "accent": "#5a2d82",
              "light": "#ebe3f3", "patient": "box"},
    "default_date": "2025-03-12",
    "patient_cols": 3,
    "patient": [("Paciente", "ANA CLARA VASCONCELOS MELO"), ("Sexo", "Feminino"),
                ("Data de nascimento", "09/12/1996"), ("Código", "IPC-558.214"),
                ("Coleta", "12/03/2025 08:30"), ("Recebimento", "12/03/2025 09:02"),
                ("Solicitante", "Dr. Heitor C. Lins"), ("DUM", "20/02/2025"),
                ("Emissão", "17/03/2025")],
    "footer": "IPC Almeida Prado · Diretor técnico: Dr. Frederico Almeida Prado – CRM-PE 9.812",
    "pages": [[
        section("SOROLOGIA", "center"),
        ex1("HIV 1 E 2 – ANTÍGENO P24 E ANTICORPOS (4ª GERAÇÃO)", "hiv", "Não reagente",
            material=SORO, method=CMIA, ref="Não reagente",
            note="Resultado não reagente não exclui infecção recente (janela imunológica). "
                 "Havendo suspeita clínica, repetir em 30 dias."),
        ex1("HBsAg – ANTÍGENO DE SUPERFÍCIE DA HEPATITE B", "hbsag", "Não reagente",
            material=SORO, method=CMIA, ref="Não reagente"),
        ex1("ANTICORPOS ANTI-HBs", "antihbs_q", "superior a 1.000", "mUI/mL",
            material=SORO, method=CMIA,
            ref="Não reagente: inferior a 10,0 mUI/mL · Reagente: igual ou superior a 10,0 mUI/mL"),
        ex1("ANTICORPOS ANTI-HBc TOTAL", "antihbc", "Não reagente",
            material=SORO, method=CMIA, ref="Não reagente"),
        ex1("ANTICORPOS ANTI-HCV", "hcv", "Não reagente",
            material=SORO, method=CMIA, ref="Não reagente"),
        ex1("HEPATITE A – ANTICORPOS IgG (ANTI-HAV IgG)", "hav_igg", "Reagente",
            material=SORO, method=CMIA, ref="Não reagente",
            note="Resultado reagente indica imunidade por infecção prévia ou vacinação."),
    ], [
        ex1("VDRL", "vdrl", "Não reagente", material=SORO, method="Floculação (lâmina)",
            ref="Não reagente"),
        ex1("TOXOPLASMOSE – ANTICORPOS IgG", "toxo_igg", "185,4", "UI/mL",
            material=SORO, method=CMIA,
            ref="Não reagente: inferior a 1,6 UI/mL · Indeterminado: 1,6 a 2,9 UI/mL · "
                "Reagente: igual ou superior a 3,0 UI/mL"),
        ex1("FATOR REUMATOIDE", "rf", "inferior a 8,0", "UI/mL", material=SORO,
            method="Imunoturbidimetria", ref="Inferior a 14,0 UI/mL"),
        ex1("ANTIESTREPTOLISINA O (ASLO)", "aslo", "< 25", "UI/mL", material=SORO,
            method="Imunoturbidimetria", ref="Adultos: até 200 UI/mL"),
        ex1("PROTEÍNA C REATIVA", "crp", "3,8", "mg/L", material=SORO,
            method="Imunoturbidimetria", ref="Inferior a 5,0 mg/L"),
        ex1("BETA-HCG QUANTITATIVO", "bhcg", "inferior a 1,2", "mUI/mL", date="2025-03-14",
            material="Soro (nova amostra)", method="Eletroquimioluminescência",
            ref="Mulheres não grávidas: inferior a 5,0 mUI/mL",
            note="Amostra recoletada em 14/03/2025 a pedido do médico assistente "
                 "(primeira amostra, de 12/03/2025, hemolisada)."),
        sign([("Dra. Luciana Barreto Sá", "Biomédica – Imunologia", "CRBM-2 11.047"),
              ("Dr. Frederico Almeida Prado", "Diretor Técnico", "CRM-PE 9.812")],
             text="Resultados liberados em 17/03/2025 às 15:30."),
    ]],
})

# =============================================================================
# aq06 - coagulation + tumour markers + hormones, horizontal rules, flag column
# =============================================================================
C6 = [("Exame", .35, "L"), ("Resultado", .14, "R"), ("", .06, "C"), ("Unidade", .13, "L"),
      ("Valores de referência", .32, "L")]


def frow(r, ref):
    return row(r, ref, order="nvfur")


REPORTS.append({
    "id": "aq06",
    "city": "Santa Maria - RS",
    "features": "table with horizontal rules and a separate flag column (H); coagulation with "
                "control time (not a result); PSA free name split over two lines; 2 pages",
    "lab": {"name": "Laboratório Diagnóstico Pampa", "tag": "Análises Clínicas e Toxicológicas",
            "lines": ["Rua do Acampamento, 611 – Centro – Santa Maria/RS",
                      "CNPJ 92.037.418/0001-26 · CNES 2249051"],
            "right": ["(55) 3222-7410", "Posto: Unidade Centro"]},
    "style": {"font": "sans", "size": 9, "header": "left", "accent": "#00695c",
              "light": "#dcefeb", "patient": "lines"},
    "default_date": "2025-05-06",
    "patient_cols": 3,
    "patient": [("Paciente", "JOÃO BATISTA DORNELLES"), ("Sexo", "Masculino"),
                ("Nascimento", "18/02/1961"), ("Requisição", "PA-2025-118433"),
                ("Data da coleta", "06/05/2025 07:05"), ("Recebido", "06/05/2025 07:40"),
                ("Médico", "Dr. Gustavo T. Ribas – CRM-RS 30.552"), ("Impressão", "08/05/2025 17:02")],
    "footer": "Laboratório Diagnóstico Pampa · Laudo com assinatura digital",
    "pages": [[
        section("COAGULOGRAMA", "bar"),
        table(C6, [
            frow(R("pt_s", "Tempo de protrombina (TP)", "12,6", "segundos"), "10,0 a 13,5"),
            ["Tempo do controle", "12,2", "", "segundos", ""],
            frow(R("pt_act", "Atividade de protrombina", "94", "%"), "70 a 120"),
            frow(R("inr", "RNI", "1,03", ""), "0,80 a 1,20"),
            frow(R("aptt", "", "31,4", "segundos", lines=["Tempo de tromboplastina parcial", "ativada (TTPA)"]),
                 "25,0 a 36,0"),
            frow(R("fib", "Fibrinogênio", "298", "mg/dL"), "200 a 400"),
        ], rules="h"),
        note("Material: plasma citratado (citrato de sódio 3,2%). Paciente nega uso de anticoagulantes."),
        section("MARCADORES TUMORAIS", "bar"),
        table(C6, [
            frow(R("psa", "PSA total", "4,86", "ng/mL", flag="H"), "até 4,00"),
            frow(R("fpsa", "", "0,72", "ng/mL", lines=["Antígeno Prostático Específico", "Livre (PSA livre)"]),
                 "Não se aplica"),
            frow(R("fpsa_ratio", "", "15", "%", lines=["Relação PSA livre /", "PSA total"]),
                 "Superior a 25 %"),
            frow(R("cea", "Antígeno carcinoembrionário (CEA)", "2,1", "ng/mL"), "Não fumantes: até 3,8"),
            frow(R("afp", "Alfafetoproteína", "3,2", "ng/mL"), "até 8,0"),
            frow(R("ca199", "CA 19-9", "< 2,0", "U/mL"), "até 37,0"),
        ], rules="h"),
        note("Marcadores tumorais não são exames de rastreamento isolado; resultados variam conforme o "
             "método e devem ser acompanhados no mesmo laboratório. Paciente informa ausência de "
             "manipulação prostática e de atividade ciclística desde 15/04/2025.", italic=True),
    ], [
        section("HORMÔNIOS", "bar"),
        table(C6, [
            frow(R("testo", "Testosterona total", "412", "ng/dL"), "249 a 836"),
            frow(R("e2", "Estradiol", "28", "pg/mL"), "11 a 44"),
            frow(R("cortisol", "Cortisol (coleta às 7 h)", "14,2", "µg/dL"), "6,2 a 19,4"),
        ], rules="h"),
        section("BIOQUÍMICA", "bar"),
        table(C6, [
            frow(R("glu_f", "Glicose em jejum", "104", "mg/dL", flag="H"), "70 a 99"),
            frow(R("hba1c", "Hemoglobina glicada", "5,9", "%", flag="H"), "inferior a 5,7"),
            frow(R("creat", "Creatinina", "1,12", "mg/dL"), "0,70 a 1,20"),
            frow(R("urea", "Ureia", "38", "mg/dL"), "17 a 49"),
            frow(R("egfr", "TFG estimada (CKD-EPI 2021)", "74", "mL/min/1,73m²"), "superior a 60"),
        ], rules="h"),
        note("H = acima do valor de referência. Retorno ao médico solicitante agendado para 06/11/2025.",
             italic=True),
        sign([("Dra. Letícia Brum Pereira", "Farmacêutica-Bioquímica", "CRF-RS 12.904"),
              ("Dr. Eduardo Saldanha Pires", "Responsável Técnico", "CRF-RS 8.377")],
             text="Liberado em 07/05/2025 às 18:20."),
    ]],
})

# =============================================================================
# aq07 - urinalysis (Urina tipo I) in two columns, qualitative results
# =============================================================================
UA = [("Análise", .37, "L"), ("Resultado", .30, "L"), ("Referência", .33, "L")]


def ua(key, name, value, ref, unit=""):
    r = R(key, name, value, unit, inline_unit=bool(unit))
    return [name, r, ref]


REPORTS.append({
    "id": "aq07",
    "city": "Campinas - SP",
    "features": "two-column urinalysis (physical + chemical left, sediment right); Negativo, "
                "Ausentes, Raras/Raros; units inside the result cell; home-collection distractors",
    "lab": {"name": "Laboratório Santa Clara", "tag": "Análises Clínicas · Campinas",
            "lines": ["Av. Júlio de Mesquita, 1.045 – Cambuí – Campinas/SP – CEP 13025-061",
                      "CNPJ 46.119.285/0001-73 · CNES 4021887 · Tel. (19) 3252-6030"]},
    "style": {"font": "sans", "size": 10, "header": "center", "accent": "#3b5998",
              "light": "#e0e6f2", "patient": "box"},
    "default_date": "2025-06-17",
    "patient_cols": 3,
    "patient": [("Paciente", "PRISCILA MENDES CARVALHO"), ("Sexo", "Feminino"),
                ("Nascimento", "30/08/1985"), ("Ordem", "SC-61744"),
                ("Coleta", "17/06/2025 06:10"), ("Entrega da amostra", "17/06/2025 07:30"),
                ("DUM", "05/06/2025"), ("Liberação", "17/06/2025 13:02"),
                ("Médico", "Dr. André L. Pacheco")],
    "footer": "Laboratório Santa Clara · Coleta domiciliar · Impresso em 18/06/2025",
    "pages": [[
        section("URINA TIPO I (EAS – Elementos Anormais e Sedimento)", "bar"),
        note("Material: urina de jato médio, primeira urina da manhã (coleta domiciliar). Método: tiras "
             "reativas com leitura automatizada e microscopia do sedimento."),
        twocol([
            section("EXAME FÍSICO", "under"),
            table(UA, [
                ua("u_color", "Cor", "Amarelo citrino", "Amarelo"),
                ua("u_aspect", "Aspecto", "Límpido", "Límpido"),
                ua("u_sg", "Densidade", "1,020", "1,005 a 1,030"),
                ua("u_ph", "pH", "6,0", "5,0 a 7,5"),
            ], rules="none", head=False),
            section("EXAME QUÍMICO", "under"),
            table(UA, [
                ua("u_prot", "Proteínas", "Negativo", "Negativo"),
                ua("u_glu", "Glicose", "Negativo", "Negativo"),
                ua("u_ket", "Corpos cetônicos", "Negativo", "Negativo"),
                ua("u_bili", "Bilirrubina", "Negativo", "Negativo"),
                ua("u_ubg", "Urobilinogênio", "0,2", "até 1,0", unit="mg/dL"),
                ua("u_hb", "Hemoglobina", "Negativo", "Negativo"),
                ua("u_nit", "Nitrito", "Negativo", "Negativo"),
                ua("u_le", "Esterase leucocitária", "Negativo", "Negativo"),
            ], rules="none", head=False),
        ], [
            section("SEDIMENTOSCOPIA", "under"),
            table(UA, [
                ua("u_epi", "Células epiteliais", "Raras", "Raras"),
                ua("u_wbc_hpf", "Leucócitos", "3", "até 5 p/campo", unit="p/campo"),
                ua("u_rbc_hpf", "Hemácias", "1", "até 3 p/campo", unit="p/campo"),
                ua("u_casts", "Cilindros", "Ausentes", "Ausentes"),
                ua("u_cryst", "Cristais", "Ausentes", "Ausentes"),
                ua("u_mucus", "Filamentos de muco", "Raros", "Ausentes a raros"),
                ua("u_bact", "Bactérias", "Ausentes", "Ausentes"),
            ], rules="none", head=False),
            note("Análise do sedimento em campo de grande aumento (400x), média de 10 campos."),
        ], split=.5, gap=8),
        rule(),
        note("Amostra recebida 1 h 20 min após a coleta, mantida refrigerada. Resultado anterior "
             "(Urina tipo I de 28/11/2024) sem alterações.", bold_prefix="Observações:"),
        sign([("Dr. Rafael Yamamoto Souza", "Biomédico", "CRBM-1 27.440")],
             text="Laudo liberado em 17/06/2025 às 13:02."),
    ]],
})

# =============================================================================
# aq08 - cumulative (evolutive) table: three dates per analyte, monospace
# =============================================================================
D1, D2, D3 = "2025-07-21", "2025-03-18", "2024-11-05"
CUM = [("Exame", .24, "L"), ("Unidade", .14, "L"), ("21/07/2025", .13, "R"), ("18/03/2025", .13, "R"),
       ("05/11/2024", .13, "R"), ("Referência", .23, "L")]


def cum(key, name, unit, vals, ref):
    cells = [name, unit]
    for (v, d) in zip(vals, (D1, D2, D3)):
        if v is None:
            cells.append("—")
            continue
        flag = ""
        if v.endswith(" *"):
            v, flag = v[:-2], "*"
        cells.append(R(key, name, v, unit, flag=flag, date=d))
    cells.append(ref)
    return cells


REPORTS.append({
    "id": "aq08",
    "city": "Feira de Santana - BA",
    "features": "cumulative table (current + two earlier collections, each its own date); `*` "
                "flags; bare `HDL`/`LDL` names; blanks (—) are not results; monospace print",
    "lab": {"name": "Bahia Análises", "tag": "Laboratório de Análises Clínicas",
            "lines": ["Av. Getúlio Vargas, 2.318 – Centro – Feira de Santana/BA",
                      "CNPJ 15.903.664/0001-42 · CNES 2801447"],
            "right": ["(75) 3221-5090"]},
    "style": {"font": "mono", "size": 8.5, "header": "left", "accent": "#333333",
              "light": "#e6e6e6", "patient": "lines"},
    "default_date": D1,
    "patient_cols": 3,
    "patient": [("Paciente", "JOSÉ CARLOS SANTANA BORGES"), ("Sexo", "M"),
                ("Nascimento", "11/04/1957"), ("Prontuário", "FSA-0042871"),
                ("Convênio", "Planserv"), ("Coleta atual", "21/07/2025 06:50"),
                ("Solicitante", "Dra. Patrícia O. Leal"), ("Retorno médico", "04/08/2025"),
                ("Emitido em", "22/07/2025 08:31")],
    "footer": "Bahia Análises · Relatório evolutivo gerado em 22/07/2025",
    "pages": [[
        section("RELATÓRIO EVOLUTIVO – BIOQUÍMICA", "under"),
        note("Resultados da coleta atual e das duas coletas anteriores do paciente nesta unidade. "
             "(*) valor fora do intervalo de referência; (—) exame não realizado na data."),
        table(CUM, [
            cum("creat", "Creatinina", "mg/dL", ["1,42 *", "1,35 *", "1,18"], "0,70 a 1,20"),
            cum("urea", "Ureia", "mg/dL", ["58 *", "52 *", "44"], "17 a 49"),
            cum("egfr", "TFG (CKD-EPI)", "mL/min/1,73m²", ["55 *", "58 *", "68"], "> 60"),
            cum("na", "Sódio", "mmol/L", ["141", "139", "140"], "136 a 145"),
            cum("k", "Potássio", "mmol/L", ["5,3 *", "4,9", "4,6"], "3,5 a 5,1"),
            cum("uric", "Ácido úrico", "mg/dL", ["7,9 *", "8,4 *", None], "3,4 a 7,0"),
            cum("glu_f", "Glicose jejum", "mg/dL", ["118 *", "126 *", "109 *"], "70 a 99"),
            cum("hba1c", "Hb glicada", "%", ["6,8 *", "7,2 *", None], "< 5,7"),
            cum("chol", "Colesterol total", "mg/dL", ["176", None, "198"], "< 190"),
            cum("hdl", "HDL", "mg/dL", ["41", None, "39 *"], "> 40"),
            cum("ldl", "LDL", "mg/dL", ["104", None, "121"], "conforme risco"),
            cum("trig", "Triglicerídeos", "mg/dL", ["155 *", None, "190 *"], "< 150"),
            cum("ast", "TGO", "U/L", ["28", "31", None], "até 40"),
            cum("alt", "TGP", "U/L", ["45 *", "39", None], "até 41"),
        ], rules="head", zebra=True),
        note("Valores de referência referem-se ao método atual. Em 10/02/2025 o analisador de "
             "bioquímica foi substituído (resultados comparáveis conforme estudo de correlação). "
             "LDL calculado pela equação de Friedewald.", italic=True),
        sign([("Dr. Antônio Sérgio Moura", "Farmacêutico-Bioquímico – RT", "CRF-BA 3.318")],
             text="Liberado em 21/07/2025 às 17:40."),
    ]],
})

# =============================================================================
# aq09 - hormones (block layout, reference first) + leaders + tumour markers
# =============================================================================
HORM = "Eletroquimioluminescência"
C9 = [("Exame", .40, "L"), ("Resultado", .16, "R"), ("Unidade", .13, "L"), ("Referência", .31, "L")]
REPORTS.append({
    "id": "aq09",
    "city": "Manaus - AM",
    "features": "block layout with the reference ranges printed BEFORE the result; dotted leaders; "
                "`superior a` and `>`; ↑ flag; tumour-marker names split over two lines; DUM distractor",
    "lab": {"name": "Laboratório Pasteur Amazônia", "tag": "Diagnósticos Laboratoriais",
            "lines": ["Av. Djalma Batista, 1.661 – Chapada – Manaus/AM",
                      "CNPJ 04.781.226/0001-90 · CNES 5530118"],
            "right": ["(92) 3642-1800", "pasteur-am.exemplo.com.br"]},
    "style": {"font": "dejavu", "size": 9, "header": "band", "accent": "#0b6e4f",
              "light": "#dcefe7", "patient": "box"},
    "default_date": "2025-08-13",
    "patient_cols": 3,
    "patient": [("Paciente", "LARISSA MONTEIRO BENTES"), ("Sexo", "Feminino"),
                ("Data de nasc.", "25/01/1992"), ("Nº do pedido", "PAM-771.902"),
                ("Coletado em", "13/08/2025 07:58"), ("Recebido em", "13/08/2025 08:20"),
                ("Médica", "Dra. Raquel N. Cardoso"), ("Liberado em", "15/08/2025 18:44"),
                ("Impresso em", "16/08/2025")],
    "footer": "Laboratório Pasteur Amazônia · CRF-AM 1.904",
    "pages": [[
        section("HORMÔNIOS", "under"),
        ex1("HORMÔNIO FOLÍCULO ESTIMULANTE – FSH", "fsh", "6,8", "mUI/mL", material="Soro", method=HORM,
            ref="Fase folicular: 3,5 a 12,5 · Pico ovulatório: 4,7 a 21,5 · Fase lútea: 1,7 a 7,7 · "
                "Pós-menopausa: 25,8 a 134,8 mUI/mL", ref_first=True),
        ex1("HORMÔNIO LUTEINIZANTE – LH", "lh", "5,1", "mUI/mL", material="Soro", method=HORM,
            ref="Fase folicular: 2,4 a 12,6 · Pico ovulatório: 14,0 a 95,6 · Fase lútea: 1,0 a 11,4 · "
                "Pós-menopausa: 7,7 a 58,5 mUI/mL", ref_first=True),
        ex1("ESTRADIOL", "e2", "86", "pg/mL", material="Soro", method=HORM,
            ref="Fase folicular: 12,5 a 166,0 · Pico ovulatório: 85,8 a 498,0 · Fase lútea: 43,8 a 211,0 pg/mL",
            ref_first=True),
        ex1("PROLACTINA", "prl", "18,4", "ng/mL", material="Soro", method=HORM,
            ref="Mulheres não grávidas: 4,8 a 23,3 ng/mL", ref_first=True),
        ex1("PROGESTERONA", "prog", "0,9", "ng/mL", material="Soro", method=HORM,
            ref="Fase folicular: 0,2 a 1,5 · Fase lútea: 1,7 a 27,0 ng/mL", ref_first=True),
        note("Data da última menstruação (DUM) informada: 02/08/2025 – 12º dia do ciclo na data da coleta.",
             bold_prefix="Informação clínica:"),
    ], [
        section("VITAMINAS, FERRO E METABOLISMO", "under"),
        leaders([
            (R("vitd", "25-OH Vitamina D", "34,7", "ng/mL"), "superior a 20 (população geral)"),
            (R("b12", "Vitamina B12", "superior a 2.000", "pg/mL", flag="↑"), "197 a 771"),
            (R("folate", "Ácido fólico", "> 20,0", "ng/mL"), "superior a 3,9"),
            (R("iron", "Ferro", "87", "µg/dL"), "50 a 170"),
            (R("ferritin", "Ferritina", "42,5", "ng/mL"), "15 a 150"),
            (R("insulin", "Insulina (jejum)", "7,9", "µUI/mL"), "2,6 a 24,9"),
            (R("cortisol", "Cortisol (manhã)", "11,8", "µg/dL"), "6,2 a 19,4"),
        ], name_w=.36, val_w=.30),
        note("Paciente em uso de suplemento de vitamina B12 e ácido fólico desde 10/06/2025.", italic=True),
        section("MARCADORES TUMORAIS", "under"),
        table(C9, [
            row(R("cea", "", "1,4", "ng/mL", lines=["Antígeno Carcinoembrionário", "(CEA)"]),
                "Não fumantes: até 3,8"),
            row(R("ca125", "", "12,4", "U/mL", lines=["Antígeno de Câncer 125", "(CA 125)"]), "até 35,0"),
            row(R("ca153", "CA 15-3", "8,9", "U/mL"), "até 25,0"),
        ], rules="h"),
        note("Método: eletroquimioluminescência. Material: soro."),
        sign([("Dra. Yara Tavares Lins", "Farmacêutica-Bioquímica", "CRF-AM 1.904")],
             text="Liberado em 15/08/2025 às 18:44."),
    ]],
})

# =============================================================================
# aq10 - FBC (two columns, ruled) + urinalysis per mL, blood and urine on different days
# =============================================================================
RED = [("Parâmetro", .33, "L"), ("Resultado", .19, "R"), ("Unidade", .22, "L"), ("Referência", .26, "L")]
WHITE = [("Parâmetro", .31, "L"), ("%", .13, "R"), ("/µL", .2, "R"), ("Ref. (/µL)", .36, "L")]
URINE = [("Análise", .30, "L"), ("Resultado", .22, "R"), ("Unidade", .14, "L"),
         ("Valores de referência", .34, "L")]
UDATE = "2025-09-03"


def u(key, name, value, ref, unit="", flag=""):
    return row(R(key, name, value, unit, flag=flag, date=UDATE), ref)


def diff10(key, name, pct, absv, ref):
    return [name, R(key + "_pct", name, pct, "%"), R(key + "_abs", name, absv, "/µL"), ref]


REPORTS.append({
    "id": "aq10",
    "city": "Cuiabá - MT",
    "features": "two-column ruled FBC (red series left, white series right, % and /µL), H/L flags; "
                "page 2 urinalysis with per-mL sediment counts, collected on another day",
    "lab": {"name": "Laboratório Vida & Saúde", "tag": "Análises Clínicas",
            "lines": ["Av. Historiador Rubens de Mendonça, 1.890 – Bosque da Saúde – Cuiabá/MT",
                      "CNPJ 03.648.517/0001-29 · CNES 3390144"],
            "right": ["(65) 3644-2525"]},
    "style": {"font": "sans", "size": 9, "header": "left", "accent": "#b35900",
              "light": "#f6e6d6", "patient": "box"},
    "default_date": "2025-09-02",
    "patient_cols": 3,
    "patient": [("Paciente", "FERNANDA CRISTINA ARRUDA"), ("Sexo", "Feminino"),
                ("Nascimento", "16/03/1988"), ("O.S.", "VS-2025-090271"),
                ("Coleta (sangue)", "02/09/2025 07:20"), ("Coleta (urina)", "03/09/2025 06:15"),
                ("Médico", "Dr. Rodrigo C. Amorim"), ("DUM", "20/08/2025"),
                ("Emissão", "04/09/2025 10:05")],
    "footer": "Laboratório Vida & Saúde · Documento assinado digitalmente",
    "pages": [[
        section("HEMOGRAMA COMPLETO", "bar"),
        note("Material: sangue total com EDTA, coletado em 02/09/2025 às 07:20. Analisador hematológico "
             "automatizado com revisão microscópica."),
        twocol([
            section("Série vermelha", "under"),
            table(RED, [
                row(R("rbc", "Eritrócitos", "4,02", "milhões/µL"), "4,00 a 5,20"),
                row(R("hgb", "Hemoglobina", "11,4", "g/dL", flag="L"), "12,0 a 16,0"),
                row(R("hct", "Hematócrito", "34,6", "%", flag="L"), "36,0 a 46,0"),
                row(R("mcv", "VCM", "86,1", "fL"), "80,0 a 100,0"),
                row(R("mch", "HCM", "28,4", "pg"), "27,0 a 32,0"),
                row(R("mchc", "CHCM", "32,9", "g/dL"), "32,0 a 36,0"),
                row(R("rdw", "RDW", "14,8", "%", flag="H"), "11,5 a 14,5"),
            ], rules="h"),
            section("Plaquetas", "under"),
            table(RED, [
                row(R("plt", "Plaquetas", "312", "mil/µL"), "150 a 450"),
                row(R("mpv", "VPM", "10,2", "fL"), "9,0 a 12,5"),
            ], rules="h"),
        ], [
            section("Série branca", "under"),
            table(WHITE, [
                ["Leucócitos", "", R("wbc", "Leucócitos", "6.420", "/µL"), "4.000 a 11.000"],
                diff10("neut", "Neutrófilos", "62", "3.980", "2.000 a 7.500"),
                diff10("lymph", "Linfócitos", "28", "1.798", "1.000 a 4.000"),
                diff10("mono", "Monócitos", "7", "449", "200 a 1.000"),
                diff10("eos", "Eosinófilos", "2", "128", "40 a 500"),
                diff10("baso", "Basófilos", "1", "64", "0 a 200"),
            ], rules="h"),
            note("Morfologia: hemácias normocrômicas com discreta anisocitose. Leucócitos e plaquetas "
                 "sem alterações morfológicas."),
        ], split=.5, gap=6),
        note("H/L = acima/abaixo do intervalo de referência. Hemograma anterior realizado em 14/05/2025, "
             "disponível no histórico do paciente.", italic=True),
    ], [
        section("URINA TIPO 1", "bar"),
        note("Material: urina de jato médio (primeira urina da manhã), coletada em 03/09/2025 às 06:15 e "
             "entregue no laboratório às 07:05. Método: tira reativa e contagem do sedimento em câmara."),
        table(URINE, [
            sub("Caracteres físicos"),
            u("u_color", "Cor", "Amarelo claro", "Amarelo"),
            u("u_aspect", "Aspecto", "Ligeiramente turvo", "Límpido"),
            u("u_sg", "Densidade", "1,015", "1,005 a 1,030"),
            u("u_ph", "pH", "5,5", "5,0 a 7,0"),
            sub("Análise química"),
            u("u_prot", "Proteínas", "Negativo", "Negativo"),
            u("u_glu", "Glicose", "Negativo", "Negativo"),
            u("u_ket", "Cetonas", "Negativo", "Negativo"),
            u("u_bili", "Bilirrubina", "Negativo", "Negativo"),
            u("u_ubg", "Urobilinogênio", "Normal", "Normal"),
            u("u_hb", "Sangue", "Traços", "Negativo"),
            u("u_nit", "Nitrito", "Positivo", "Negativo"),
            u("u_le", "Leucócitos (esterase)", "Positivo", "Negativo"),
            sub("Sedimento (contagem por mL)"),
            u("u_wbc_ml", "Leucócitos", "48.000", "até 10.000", unit="/mL", flag="H"),
            u("u_rbc_ml", "Hemácias", "6.000", "até 10.000", unit="/mL"),
            u("u_epi", "Células epiteliais", "Raras", "Raras"),
            u("u_bact", "Bactérias", "Numerosas", "Ausentes"),
            u("u_casts", "Cilindros", "Ausentes", "Ausentes"),
            u("u_mucus", "Muco", "Ausente", "Ausente"),
        ], rules="h"),
        note("Nitrito positivo e leucocitúria: sugere-se urocultura com antibiograma a critério médico.",
             bold_prefix="Observação:"),
        sign([("Dra. Simone Pereira Guedes", "Biomédica", "CRBM-1 31.685"),
              ("Dr. Henrique Lacerda", "Farmacêutico-Bioquímico", "CRF-MT 2.274")],
             text="Hemograma liberado em 02/09/2025 às 11:40; urina liberada em 03/09/2025 às 10:15."),
    ]],
})

# =============================================================================
# aq11 - prenatal routine: block layout in two columns, qualitative serology
# =============================================================================
REPORTS.append({
    "id": "aq11",
    "city": "Brasília - DF",
    "features": "two columns of exam blocks (prenatal routine); ABO/Rh typing; Reagente / Não reagente; "
                "DUM, DPP and next-visit distractor dates",
    "lab": {"name": "Centro de Medicina Laboratorial Planalto", "tag": "Laboratório Clínico",
            "lines": ["SEPS 710/910, Bloco B, Loja 12 – Asa Sul – Brasília/DF",
                      "CNPJ 26.417.390/0001-84 · CNES 0010447 · (61) 3245-7700"]},
    "style": {"font": "serif", "size": 10, "header": "center", "accent": "#7a1f3d",
              "light": "#f2e0e6", "patient": "box"},
    "default_date": "2025-10-07",
    "patient_cols": 3,
    "patient": [("Paciente", "BRUNA TEIXEIRA CAMPOS"), ("Sexo", "Feminino"),
                ("Nascimento", "12/06/1997"), ("Atendimento", "PLN-384.115"),
                ("Data da coleta", "07/10/2025 08:05"), ("Liberação", "09/10/2025"),
                ("DUM", "28/08/2025"), ("DPP", "04/06/2026"),
                ("Solicitante", "Dra. Isabela G. Frota")],
    "footer": "CML Planalto · Próxima consulta pré-natal informada: 04/11/2025",
    "pages": [[
        section("ROTINA PRÉ-NATAL – 1º TRIMESTRE", "center"),
        twocol([
            exam("GRUPO SANGUÍNEO E FATOR Rh",
                 [("Grupo ABO:", R("abo", "Grupo ABO", "O")),
                  ("Fator Rh (D):", R("rh", "Fator Rh (D)", "Positivo"))],
                 material="Sangue total (EDTA)", method="Hemaglutinação em gel", label_w=.36),
            ex1("GLICEMIA DE JEJUM", "glu_f", "84", "mg/dL", material="Plasma (fluoreto)",
                method="Enzimático (hexoquinase)", ref="Gestantes: inferior a 92 mg/dL"),
            ex1("TSH", "tsh", "1,86", "µUI/mL", material="Soro", method="Quimioluminescência",
                ref="Gestantes, 1º trimestre: 0,10 a 2,50 µUI/mL"),
            ex1("T4 LIVRE", "ft4", "1,05", "ng/dL", material="Soro", method="Quimioluminescência",
                ref="0,70 a 1,48 ng/dL"),
            ex1("BETA-HCG QUANTITATIVO", "bhcg", "24.580", "mUI/mL", material="Soro",
                method="Quimioluminescência",
                ref="Não gestantes: inferior a 5,0 · 5ª a 6ª semana: 217 a 8.245 mUI/mL"),
        ], [
            ex1("HBsAg", "hbsag", "Não reagente", material="Soro", method="Quimioluminescência",
                ref="Não reagente"),
            ex1("ANTI-HBs", "antihbs_ql", "Reagente", material="Soro", method="Quimioluminescência",
                ref="Não reagente", note="Compatível com imunidade ao vírus da hepatite B."),
            ex1("ANTI-HCV", "hcv", "Não reagente", material="Soro", method="Quimioluminescência",
                ref="Não reagente"),
            ex1("HIV 1/2 (ANTÍGENO P24 E ANTICORPOS)", "hiv", "Não reagente", material="Soro",
                method="Quimioluminescência", ref="Não reagente"),
            ex1("SÍFILIS – VDRL", "vdrl", "Não reagente", material="Soro", method="Floculação",
                ref="Não reagente"),
            ex1("TOXOPLASMOSE IgG", "toxo_igg", "0,4", "UI/mL", material="Soro",
                method="Quimioluminescência", ref="Não reagente: inferior a 1,6 UI/mL"),
        ], split=.5, gap=8),
        note("Idade gestacional pela DUM na data da coleta: 5 semanas e 5 dias. Gestante suscetível à "
             "toxoplasmose: orientar medidas de prevenção e repetir a sorologia no 2º trimestre.",
             bold_prefix="Observações:"),
        sign([("Dra. Mariana Köhler Dias", "Médica Patologista Clínica", "CRM-DF 15.773")],
             text="Laudo liberado em 09/10/2025 às 09:20."),
    ]],
})

# =============================================================================
# aq12 - previous-result column, Alto/Baixo flag column, coagulation (warfarin)
# =============================================================================
PREV = "2025-10-21"
C12 = [("Exame", .28, "L"), ("Resultado", .13, "R"), ("", .08, "L"), ("Unidade", .12, "L"),
       ("Valores de referência", .25, "L"), ("Anterior\n21/10/2025", .14, "R")]


def prow(key, name, value, unit, ref, prev, flag=""):
    r = R(key, name, value, unit, flag=flag)
    cells = row(r, ref, order="nvfur")
    cells.append(R(key, name, prev, unit, date=PREV) if prev else "—")
    return cells


REPORTS.append({
    "id": "aq12",
    "city": "Curitiba - PR",
    "features": "previous-result column (each previous value is a result dated 21/10/2025); "
                "Alto/Baixo in a flag column; coagulation for a warfarin patient; `<` values; 2 pages",
    "lab": {"name": "Laboratório Nossa Senhora de Fátima", "tag": "Análises Clínicas – desde 1979",
            "lines": ["Rua Marechal Deodoro, 1.530 – Centro – Curitiba/PR – CEP 80060-010",
                      "CNPJ 76.540.228/0001-03 · CNES 2590313"],
            "right": ["(41) 3233-4412"]},
    "style": {"font": "sans", "size": 9, "header": "left", "accent": "#274e13",
              "light": "#e3eedc", "patient": "lines"},
    "default_date": "2025-11-18",
    "patient_cols": 3,
    "patient": [("Paciente", "ALZIRA DE OLIVEIRA GRACIANO"), ("Sexo", "Feminino"),
                ("Nascimento", "02/09/1949"), ("Pedido médico", "14/11/2025"),
                ("Data da coleta", "18/11/2025 07:30"), ("Recebido", "18/11/2025 08:02"),
                ("Médico", "Dr. Sérgio Kowalski"), ("Liberado", "18/11/2025 15:10"),
                ("Impresso", "19/11/2025")],
    "footer": "Lab. N. Sra. de Fátima · Resultados anteriores: coleta de 21/10/2025",
    "pages": [[
        section("COAGULAÇÃO", "under"),
        table(C12, [
            prow("pt_s", "Tempo de protrombina", "27,4", "segundos", "10,0 a 13,5", "24,9", "Alto"),
            prow("pt_act", "Atividade de protrombina", "31", "%", "70 a 120", "36", "Baixo"),
            prow("inr", "RNI", "2,48", "", "0,80 a 1,20", "2,15", "Alto"),
            prow("aptt", "TTPA", "34,8", "segundos", "25,0 a 36,0", "33,1"),
        ], rules="head"),
        note("Paciente em uso de varfarina 5 mg/dia (informado). Última dose: 17/11/2025 às 20:00. "
             "Faixa terapêutica usual do RNI: 2,0 a 3,0. Próximo controle sugerido em 02/12/2025.",
             italic=True),
        section("BIOQUÍMICA", "under"),
        table(C12, [
            prow("creat", "Creatinina", "1,31", "mg/dL", "0,60 a 1,10", "1,24", "Alto"),
            prow("urea", "Ureia", "49", "mg/dL", "15 a 50", "46"),
            prow("k", "Potássio", "5,6", "mmol/L", "3,5 a 5,1", "5,0", "Alto"),
            prow("na", "Sódio", "134", "mmol/L", "136 a 145", "137", "Baixo"),
            prow("mg", "Magnésio", "1,8", "mg/dL", "1,6 a 2,6", None),
        ], rules="head"),
        note("Material: plasma citratado (coagulação) e soro (bioquímica). Métodos: coagulométrico "
             "automatizado; enzimático; eletrodo íon seletivo."),
    ], [
        section("HEMATOLOGIA, TIREOIDE E OUTROS", "under"),
        table(C12, [
            prow("hgb", "Hemoglobina", "12,1", "g/dL", "12,0 a 15,5", "11,6"),
            prow("plt", "Plaquetas", "198.000", "/mm³", "150.000 a 450.000", "205.000"),
            prow("tsh", "TSH", "< 0,01", "µUI/mL", "0,27 a 4,20", "0,02", "Baixo"),
            prow("ft4", "T4 livre", "2,05", "ng/dL", "0,93 a 1,70", "1,88", "Alto"),
            prow("hdl", "Colesterol HDL", "63", "mg/dL", "superior a 40", "58"),
            prow("crp", "Proteína C reativa", "12,6", "mg/L", "inferior a 5,0", "< 0,6", "Alto"),
        ], rules="head"),
        note("Alto/Baixo: resultado acima/abaixo do valor de referência. Resultados anteriores "
             "apresentados para comparação (mesma metodologia).", italic=True),
        sign([("Dra. Beatriz Ziemann Costa", "Farmacêutica-Bioquímica", "CRF-PR 19.338")],
             text="Liberado em 18/11/2025 às 15:10 – conferência técnica eletrônica."),
    ]],
})
