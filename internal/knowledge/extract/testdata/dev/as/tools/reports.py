"""The 12 invented reports of set "as" (women's and men's health), described once as data.

Everything here is fictitious: laboratories, people, addresses, registration numbers
(CNPJ, CNES, CRM, CRF, CRBM, COREN) and values.
"""
from model import (Col, CRow, Cumul, Exam, Heading, KV, Leaders, Note, P, R, RefTable, Report,
                   Sign, Space, Sub, Table, TwoCol)


def r(key, name, value, unit="", ref=(), flag="", **kw):
    if isinstance(ref, str):
        ref = tuple(ref.split("|")) if ref else ()
    return R(key=key, name=name, value=value, unit=unit, flag=flag, ref=ref, **kw)


def cols4(wn, wv, wu, wr, labels=("Exame", "Resultado", "Unidade", "Valores de referência"), va="R"):
    return [Col("name", labels[0], wn), Col("value", labels[1], wv, va),
            Col("unit", labels[2], wu), Col("ref", labels[3], wr)]


REPORTS = []

# ==========================================================================
# as01 - female hormonal panel, block layout, previous results, ref tables
# ==========================================================================
_t1 = "HORMÔNIO FOLÍCULO ESTIMULANTE – FSH"
_t2 = "HORMÔNIO LUTEINIZANTE – LH"
_t3 = "ESTRADIOL – E2"
_t4 = "PROGESTERONA"
_t5 = "PROLACTINA"
_t6 = "HORMÔNIO ANTI-MÜLLERIANO – AMH"
REPORTS.append(Report(
    id="as01", city="Belo Horizonte/MG",
    features="block layout (heading/material/method/result), previous results with dates, "
             "references by cycle phase, results after the reference range, AMH age table, "
             "'inferior a', calculated HOMA-IR only in a note",
    lab={"name": "Laboratório Santa Helena",
         "tagline": "Análises Clínicas · Endocrinologia Feminina e Reprodução",
         "lines": ["Av. do Contorno, 4.817 – Funcionários – Belo Horizonte/MG – CEP 30110-917 – Tel. (31) 3274-0915",
                   "CNPJ 21.604.338/0001-72 · CNES 7342519 · Responsável técnica: Dra. Cláudia R. Vasconcelos – CRF-MG 18.406"]},
    style={"font": "serif", "size": 10.5, "header": "center", "heading": "underline", "accent": "#5b2a86",
           "side": 15, "pbox": "b"},
    patient=[
        [("Paciente", "MARIANA ALVES DRUMMOND", 112), ("Protocolo", "0425-118734", 68)],
        [("Data de nascimento", "17/05/1990", 62), ("Idade", "34 anos", 50), ("Sexo", "Feminino", 68)],
        [("Médico(a)", "Dra. Luciana P. Bretas – CRM-MG 48.213", 112), ("Convênio", "Unimed BH", 68)],
        [("Coletado em", "08/04/2025 07:42", 62), ("Recebido em", "08/04/2025 09:10", 50),
         ("Liberado em", "11/04/2025 16:05", 68)],
        [("Solicitado em", "27/03/2025", 62), ("DUM", "06/04/2025", 50), ("Dia do ciclo", "3º dia", 68)],
    ],
    page2_head=[
        [("Paciente", "MARIANA ALVES DRUMMOND", 112), ("Protocolo", "0425-118734", 68)],
        [("Coletado em", "08/04/2025 07:42", 62), ("Idade", "34 anos", 50), ("Liberado em", "11/04/2025 16:05", 68)],
    ],
    collected_default="2025-04-08",
    footer="Laboratório Santa Helena · Impresso em 11/04/2025 17:22 · Documento assinado eletronicamente",
    pages=[[
        Exam(_t1, material="Soro", method="Quimioluminescência",
             results=[r("fsh", _t1, "7,2", "mUI/mL", prev=(P("8,9", "2024-10-14"),))],
             ref=["Fase folicular: 3,5 a 12,5 mUI/mL     Pico ovulatório: 4,7 a 21,5 mUI/mL",
                  "Fase lútea: 1,7 a 7,7 mUI/mL     Pós-menopausa: 25,8 a 134,8 mUI/mL"], label_w=24),
        Exam(_t2, material="Soro", method="Quimioluminescência",
             results=[r("lh", _t2, "5,8", "mUI/mL", prev=(P("6,3", "2024-10-14"),))],
             ref=["Fase folicular: 2,4 a 12,6 mUI/mL     Pico ovulatório: 14,0 a 95,6 mUI/mL",
                  "Fase lútea: 1,0 a 11,4 mUI/mL     Pós-menopausa: 7,7 a 58,5 mUI/mL"], label_w=24),
        Exam(_t3, material="Soro", method="Eletroquimioluminescência", ref_first=True,
             results=[r("e2", _t3, "48,6", "pg/mL", prev=(P("52,0", "2024-10-14"),))],
             ref=["Fase folicular: 12,5 a 166,0 pg/mL     Pico ovulatório: 85,8 a 498,0 pg/mL",
                  "Fase lútea: 43,8 a 211,0 pg/mL     Pós-menopausa: até 54,7 pg/mL"], label_w=24),
        Exam(_t4, material="Soro", method="Eletroquimioluminescência", ref_first=True,
             results=[r("prog", _t4, "0,42", "ng/mL")],
             ref=["Fase folicular: 0,2 a 1,5 ng/mL     Fase lútea: 1,7 a 27,0 ng/mL",
                  "Pós-menopausa: 0,1 a 0,8 ng/mL"], label_w=24,
             note="Para confirmação de ovulação, recomenda-se nova dosagem no 21º dia do ciclo "
                  "(data prevista: 26/04/2025)."),
    ], [
        Exam(_t5, material="Soro", method="Quimioluminescência",
             results=[r("prl", _t5, "18,4", "ng/mL")],
             ref=["Mulheres não gestantes: 4,8 a 23,3 ng/mL"], label_w=24,
             note="Pesquisa de macroprolactina indicada quando a prolactina for superior a 25,0 ng/mL."),
        Exam(_t6, material="Soro", method="Eletroquimioluminescência",
             results=[r("amh", _t6, "2,35", "ng/mL")], label_w=24,
             reftable=RefTable("Valores de referência por faixa etária (percentis 5 – 95)",
                               ["Faixa etária", "AMH"],
                               [["20 a 24 anos", "1,52 a 9,95 ng/mL"], ["25 a 29 anos", "1,20 a 9,05 ng/mL"],
                                ["30 a 34 anos", "0,71 a 7,59 ng/mL"], ["35 a 39 anos", "0,41 a 6,96 ng/mL"],
                                ["40 a 44 anos", "0,12 a 5,47 ng/mL"]], [40, 46])),
        Heading("OUTROS EXAMES", right="Material: Soro / Plasma fluoretado"),
        Table(cols4(64, 30, 24, 62), rules="h", rows=[
            r("tsh", "TSH – hormônio tireoestimulante", "2,14", "µUI/mL", "0,45 a 4,50 µUI/mL"),
            r("ft4", "T4 livre", "1,12", "ng/dL", "0,70 a 1,48 ng/dL"),
            r("testo", "Testosterona total", "28,5", "ng/dL", "Mulheres: 8,4 a 48,1 ng/dL"),
            r("shbg", "SHBG", "64,2", "nmol/L", "20 a 49 anos: 32,4 a 128,0 nmol/L"),
            r("dheas", "Sulfato de DHEA (DHEA-S)", "186,0", "µg/dL", "30 a 39 anos: 45,0 a 270,0 µg/dL"),
            r("ohp17", "17-OH progesterona", "0,88", "ng/mL", "Fase folicular: 0,10 a 0,80 ng/mL", flag="*"),
            r("insulin", "Insulina de jejum", "7,9", "µUI/mL", "2,6 a 24,9 µUI/mL"),
            r("glu_f", "Glicose de jejum", "86", "mg/dL", "70 a 99 mg/dL"),
            r("bhcg", "Beta-hCG quantitativo", "inferior a 1,2", "mUI/mL", "Não gestantes: inferior a 5,0 mUI/mL"),
        ]),
        Note("HOMA-IR calculado a partir da glicose e da insulina de jejum: 1,68 (referência: inferior a 2,7). "
             "(*) Valor acima do intervalo de referência.", italic=True),
        Sign([("Dra. Cláudia R. Vasconcelos", "Farmacêutica-Bioquímica", "CRF-MG 18.406"),
              ("Dr. Henrique A. Moura", "Biomédico", "CRBM-3 41.227")],
             text="Liberado eletronicamente em 11/04/2025 às 16:05."),
    ]],
))

# ==========================================================================
# as02 - men's health check-up, ruled grid table, references by age
# ==========================================================================
_c2 = cols4(60, 22, 26, 78)
REPORTS.append(Report(
    id="as02", city="Campinas/SP",
    features="grid table, PSA references by age, marker name on two lines, HDL-COLESTEROL style, "
             "flags H/↓, calculated mean glucose only in a note, lipid target table",
    lab={"name": "Bandeirantes Medicina Diagnóstica",
         "tagline": "Saúde do Homem · Check-up e Urologia",
         "lines": ["Rua Coronel Quirino, 1.204 – Cambuí – Campinas/SP – CEP 13025-002 – (19) 3251-7780 – www.bandeirantesdiag.com.br",
                   "CNPJ 47.318.905/0001-44 · CNES 6610842 · Diretor técnico: Dr. Otávio C. Prado – CRM-SP 87.301"]},
    style={"font": "sans", "size": 9, "header": "band", "heading": "bar", "accent": "#0b5d3b",
           "side": 12, "pbox": "g", "flag_color": "#b00000"},
    patient=[
        [("Nome", "RICARDO TAVARES MENEZES", 110), ("Pedido", "BMD-2025-0514-0387", 76)],
        [("Nascimento", "03/09/1972", 48), ("Idade", "52a 8m", 34), ("Sexo", "M", 28), ("Convênio", "Particular", 76)],
        [("Solicitante", "Dr. Paulo Sérgio Amaral – CRM-SP 98.114", 110), ("Unidade", "Cambuí", 76)],
        [("Data da coleta", "14/05/2025 07:15", 60), ("Data do pedido", "05/05/2025", 50),
         ("Liberação", "16/05/2025 14:40", 76)],
    ],
    collected_default="2025-05-14",
    footer="Bandeirantes Medicina Diagnóstica · Laudo emitido em 16/05/2025 14:41",
    pages=[[
        Heading("MARCADORES PROSTÁTICOS", right="Material: Soro · Método: Eletroquimioluminescência"),
        Table(_c2, rules="grid", rows=[
            r("psa", "PSA total", "3,12", "ng/mL", "40 a 49 anos: até 2,5 ng/mL|50 a 59 anos: até 3,5 ng/mL|"
              "60 a 69 anos: até 4,5 ng/mL|70 anos ou mais: até 6,5 ng/mL"),
            r("fpsa", "PSA livre", "0,58", "ng/mL", "Não se aplica isoladamente"),
            r("psa_ratio", "Relação PSA livre/total", "18,6", "%", "Superior a 25%: menor probabilidade de|"
              "câncer de próstata (PSA total 4 a 10 ng/mL)", flag="↓"),
        ]),
        Heading("ANDRÓGENOS E GONADOTROFINAS", right="Material: Soro"),
        Table(_c2, rules="grid", rows=[
            r("testo", "Testosterona total", "312", "ng/dL", "20 a 49 anos: 249 a 836 ng/dL|50 anos ou mais: 193 a 740 ng/dL"),
            r("ftesto", "Testosterona livre\n(calculada – Vermeulen)", "6,21", "ng/dL", "3,40 a 24,60 ng/dL"),
            r("shbg", "SHBG", "48,7", "nmol/L", "18,3 a 54,1 nmol/L"),
            r("alb", "Albumina", "4,3", "g/dL", "3,5 a 5,2 g/dL"),
            r("lh", "LH – hormônio luteinizante", "4,6", "mUI/mL", "1,7 a 8,6 mUI/mL"),
            r("fsh", "FSH – hormônio\nfolículo-estimulante", "5,9", "mUI/mL", "1,5 a 12,4 mUI/mL"),
            r("e2", "Estradiol", "31,4", "pg/mL", "Homens: 11,3 a 43,2 pg/mL"),
            r("prl", "Prolactina", "9,8", "ng/mL", "Homens: 4,0 a 15,2 ng/mL"),
        ]),
        Heading("BIOQUÍMICA", right="Material: Soro / Plasma fluoretado / Sangue total EDTA"),
        Table(_c2, rules="grid", rows=[
            r("glu_f", "Glicose de jejum", "104", "mg/dL", "Normal: 70 a 99 mg/dL|Glicemia de jejum alterada: 100 a 125 mg/dL", flag="H"),
            r("hba1c", "Hemoglobina glicada (HbA1c)", "5,9", "%", "Normal: inferior a 5,7%|Pré-diabetes: 5,7 a 6,4%", flag="H"),
            r("crea", "Creatinina", "1,08", "mg/dL", "0,70 a 1,30 mg/dL"),
            r("egfr", "Taxa de filtração glomerular\nestimada (CKD-EPI 2021)", "81", "mL/min/1,73 m²",
              "Superior a 60 mL/min/1,73 m²"),
            r("urea", "Ureia", "34", "mg/dL", "15 a 45 mg/dL"),
            r("uric", "Ácido úrico", "6,4", "mg/dL", "3,4 a 7,0 mg/dL"),
        ]),
        Note("Glicemia média estimada (calculada a partir da HbA1c): 123 mg/dL. H = acima do valor de referência; "
             "↓ = abaixo do valor de referência.", italic=True),
    ], [
        Heading("PERFIL LIPÍDICO", right="Material: Soro · Jejum de 12 horas"),
        Table(_c2, rules="grid", rows=[
            r("chol", "COLESTEROL TOTAL", "214", "mg/dL", "Desejável: inferior a 190 mg/dL", flag="H"),
            r("hdl", "HDL-COLESTEROL", "41", "mg/dL", "Desejável: superior a 40 mg/dL"),
            r("ldl", "LDL-COLESTEROL", "139", "mg/dL", "Ver metas por categoria de risco"),
            r("vldl", "VLDL-COLESTEROL", "34", "mg/dL", "Não estabelecido"),
            r("tg", "TRIGLICÉRIDES", "172", "mg/dL", "Desejável: inferior a 150 mg/dL", flag="H"),
            r("nonhdl", "NÃO-HDL COLESTEROL", "173", "mg/dL", "Ver metas por categoria de risco"),
        ]),
        RefTable("Metas terapêuticas por categoria de risco cardiovascular",
                 ["Categoria de risco", "LDL-colesterol", "Não-HDL colesterol"],
                 [["Baixo", "inferior a 130 mg/dL", "inferior a 160 mg/dL"],
                  ["Intermediário", "inferior a 100 mg/dL", "inferior a 130 mg/dL"],
                  ["Alto", "inferior a 70 mg/dL", "inferior a 100 mg/dL"],
                  ["Muito alto", "inferior a 50 mg/dL", "inferior a 80 mg/dL"]], [40, 45, 45]),
        Note("LDL-colesterol calculado pela equação de Martin/Hopkins. VLDL-colesterol calculado.", italic=True),
        Heading("FUNÇÃO HEPÁTICA", right="Material: Soro · Método: Cinético UV (IFCC)"),
        Table(_c2, rules="grid", rows=[
            r("ast", "TGO – Aspartato aminotransferase", "28", "U/L", "Homens: até 40 U/L"),
            r("alt", "TGP – Alanina aminotransferase", "41", "U/L", "Homens: até 41 U/L"),
            r("ggt", "Gama-GT", "58", "U/L", "Homens: 10 a 49 U/L", flag="H"),
        ]),
        Sign([("Dra. Renata F. Guimarães", "Biomédica – Responsável pela liberação", "CRBM-1 30.558"),
              ("Dr. Otávio C. Prado", "Patologista Clínico – Diretor técnico", "CRM-SP 87.301")],
             text="Exames liberados em 16/05/2025 às 14:40. Resultados a serem interpretados pelo médico solicitante."),
    ]],
))

# ==========================================================================
# as03 - prenatal (1st trimester): full blood count with % and absolute, iron, vitamins, beta-hCG
# ==========================================================================
_leu_cols = [Col("name", "Leucograma", 46), Col("value", "Relativo", 18, "R"), Col("unit", "", 9),
             Col("value", "Absoluto", 22, "R", idx=1), Col("unit", "", 15, idx=1),
             Col("ref", "Ref. relativo", 28), Col("ref", "Ref. absoluto", 44, idx=1)]


def _dif(kp, ka, name, pct, ab, rp, ra):
    return r(kp, name, pct, "%", rp, also=(r(ka, name, ab, "/mm³", ra),))


REPORTS.append(Report(
    id="as03", city="Recife/PE",
    features="full blood count with indices and differential (% and /mm³ on the same row), unruled tables, "
             "flags L/*, reference columns before the result (iron), beta-hCG table by gestational week, "
             "DUM and probable delivery date as distractors",
    lab={"name": "Centro de Análises Clínicas Ipê",
         "tagline": "Medicina Laboratorial · Pré-natal e Saúde da Mulher",
         "lines": ["Rua do Futuro, 322 – Graças – Recife/PE", "CEP 52050-005 · Fone (81) 3427-6610",
                   "CNPJ 10.882.476/0001-09 · CNES 2651903"]},
    style={"font": "carlito", "size": 9.5, "header": "box", "heading": "left", "accent": "#b03a2e",
           "side": 14, "pbox": "b"},
    patient=[
        [("Paciente", "JULIANA CAVALCANTI SOUTO", 112), ("Atendimento", "REC-771204", 70)],
        [("Nascimento", "22/11/1995", 46), ("Idade", "29 anos", 36), ("Sexo", "Feminino", 30), ("DUM", "02/02/2025", 70)],
        [("Médico", "Dr. Rodrigo F. Albuquerque – CRM-PE 21.907", 112), ("Idade gestacional", "7 semanas e 4 dias", 70)],
        [("Coleta", "27/03/2025 08:05", 56), ("Solicitação", "20/03/2025", 56), ("DPP", "09/11/2025", 70)],
    ],
    page2_head=[
        [("Paciente", "JULIANA CAVALCANTI SOUTO", 112), ("Atendimento", "REC-771204", 70)],
        [("Coleta", "27/03/2025 08:05", 56), ("Solicitação", "20/03/2025", 56), ("Emissão", "28/03/2025 11:30", 70)],
    ],
    collected_default="2025-03-27",
    footer="CAC Ipê · Emitido em 28/03/2025 11:30 · Confira a autenticidade em ipe-lab.com.br/laudo",
    pages=[[
        Heading("HEMOGRAMA COMPLETO", right="Material: Sangue total (EDTA) · Método: Citometria de fluxo e microscopia"),
        Table(cols4(60, 26, 30, 66, ("Eritrograma", "Resultado", "Unidade", "Valores de referência")), rules="none", rows=[
            r("rbc", "Hemácias", "4,12", "milhões/mm³", "3,90 a 5,03 milhões/mm³"),
            r("hgb", "Hemoglobina", "11,4", "g/dL", "11,6 a 15,5 g/dL", flag="L"),
            r("hct", "Hematócrito", "34,6", "%", "35,0 a 45,0 %", flag="L"),
            r("mcv", "VCM", "84,0", "fL", "80,0 a 98,0 fL"),
            r("mch", "HCM", "27,7", "pg", "26,0 a 34,0 pg"),
            r("mchc", "CHCM", "32,9", "g/dL", "31,0 a 36,0 g/dL"),
            r("rdw", "RDW", "14,6", "%", "11,5 a 15,0 %"),
        ]),
        Table(cols4(60, 26, 30, 66), header=False, rules="none", rows=[
            r("wbc", "Leucócitos", "9.450", "/mm³", "4.000 a 11.000 /mm³"),
        ]),
        Table(_leu_cols, rules="head", rows=[
            _dif("band_pct", "band_abs", "Bastonetes", "1", "95", "0 a 5 %", "0 a 500 /mm³"),
            _dif("seg_pct", "seg_abs", "Segmentados", "68", "6.426", "45 a 70 %", "1.800 a 7.000 /mm³"),
            _dif("eos_pct", "eos_abs", "Eosinófilos", "2", "189", "1 a 5 %", "40 a 500 /mm³"),
            _dif("baso_pct", "baso_abs", "Basófilos", "0", "0", "0 a 2 %", "0 a 200 /mm³"),
            _dif("lymph_pct", "lymph_abs", "Linfócitos", "24", "2.268", "20 a 45 %", "1.000 a 4.500 /mm³"),
            _dif("mono_pct", "mono_abs", "Monócitos", "5", "473", "2 a 10 %", "100 a 1.000 /mm³"),
        ]),
        Table(cols4(60, 26, 30, 66, ("Plaquetograma", "Resultado", "Unidade", "Valores de referência")), rules="none", rows=[
            r("plt", "Plaquetas", "248.000", "/mm³", "150.000 a 450.000 /mm³"),
        ]),
        Note("Hematoscopia: discreta anisocitose; série branca e plaquetas sem alterações morfológicas. "
             "L = abaixo do valor de referência.", italic=True),
        Heading("PERFIL DE FERRO", right="Material: Soro"),
        Table([Col("name", "Exame", 58), Col("ref", "Valores de referência", 62), Col("value", "Resultado", 32, "R"),
               Col("unit", "Unidade", 30)], rules="h", rows=[
            r("iron", "Ferro sérico", "62", "µg/dL", "50 a 170 µg/dL"),
            r("ferritin", "Ferritina", "18,2", "ng/mL", "13,0 a 150,0 ng/mL"),
            r("tsat", "Índice de saturação\nda transferrina", "15,4", "%", "15,0 a 50,0 %"),
        ]),
    ], [
        Heading("VITAMINAS", right="Material: Soro · Método: Quimioluminescência"),
        Table([Col("name", "Exame", 58), Col("ref", "Valores de referência", 62), Col("value", "Resultado", 32, "R"),
               Col("unit", "Unidade", 30)], rules="h", rows=[
            r("b12", "Vitamina B12", "386", "pg/mL", "197 a 771 pg/mL"),
            r("folate", "Ácido fólico", "14,8", "ng/mL", "superior a 3,9 ng/mL"),
            r("vitd", "25-hidroxivitamina D\n(25-OH vitamina D)", "24,6", "ng/mL",
              "População geral: superior a 20 ng/mL|Gestantes: 30 a 60 ng/mL", flag="*"),
        ]),
        Heading("HORMÔNIOS", right="Material: Soro · Método: Eletroquimioluminescência"),
        Table([Col("name", "Exame", 58), Col("ref", "Valores de referência", 62), Col("value", "Resultado", 32, "R"),
               Col("unit", "Unidade", 30)], rules="h", rows=[
            r("bhcg", "Beta-hCG quantitativo", "48.620", "mUI/mL", "Não gestantes: inferior a 5,0 mUI/mL"),
            r("tsh", "TSH", "1,84", "µUI/mL", "1º trimestre: 0,10 a 2,50 µUI/mL"),
        ]),
        RefTable("Beta-hCG – valores esperados por idade gestacional (semanas desde a DUM)",
                 ["Idade gestacional", "Beta-hCG (mUI/mL)"],
                 [["3 semanas", "5,8 a 71,2"], ["4 semanas", "9,5 a 750"], ["5 semanas", "217 a 7.138"],
                  ["6 semanas", "158 a 31.795"], ["7 semanas", "3.697 a 163.563"], ["8 semanas", "32.065 a 149.571"],
                  ["9 semanas", "63.803 a 151.410"]], [44, 44]),
        Note("(*) Valor abaixo do recomendado para gestantes. Data provável do parto (DPP) calculada pela DUM: 09/11/2025.",
             italic=True),
        Sign([("Dra. Priscila M. Lacerda", "Farmacêutica-Bioquímica", "CRF-PE 6.772"),
              ("Dr. Gustavo H. Brennand", "Biomédico – Responsável técnico", "CRBM-2 11.904")],
             text="Laudo liberado em 28/03/2025 às 11:30 – assinatura digital."),
    ]],
))

# ==========================================================================
# as04 - prenatal serology (two columns, dotted leaders) + urinalysis
# ==========================================================================
_sero_left = Leaders(w_name=44, w_val=29, w_unit=16, size=8.3, rows=[
    Sub("Infecções sexualmente transmissíveis"),
    r("hiv", "HIV 1 e 2 (Ag/Ac)", "Não reagente"),
    r("vdrl", "VDRL", "Não reagente"),
    r("hbsag", "Hepatite B – HBsAg", "Não reagente"),
    r("hcv", "Hepatite C – Anti-HCV", "Não reagente"),
    r("antihbs", "Anti-HBs", "124,6", "mUI/mL"),
])
_sero_right = Leaders(w_name=40, w_val=33, w_unit=16, size=8.3, rows=[
    Sub("TORCH"),
    r("toxo_igg", "Toxoplasmose IgG", "38,2", "UI/mL"),
    r("toxo_igm", "Toxoplasmose IgM", "Não reagente"),
    r("rub_igg", "Rubéola IgG", "superior a 500,0", "UI/mL"),
    r("rub_igm", "Rubéola IgM", "Não reagente"),
])
_eas_left = Leaders(w_name=44, w_val=34, w_unit=11, size=8.3, date="2025-06-04", rows=[
    Sub("Exame físico"),
    r("u_color", "Cor", "Amarelo citrino"),
    r("u_clar", "Aspecto", "Límpido"),
    r("u_sg", "Densidade", "1,018"),
    r("u_ph", "pH", "6,0"),
    Sub("Exame químico (tira reagente)"),
    r("u_prot", "Proteínas", "Negativo"),
    r("u_glu", "Glicose", "Negativo"),
    r("u_ket", "Corpos cetônicos", "Negativo"),
    r("u_hgb", "Hemoglobina", "Negativo"),
    r("u_nit", "Nitrito", "Negativo"),
])
_eas_right = Leaders(w_name=40, w_val=19, w_unit=14, w_ref=16, size=8.3, date="2025-06-04", rows=[
    Sub("Sedimentoscopia (400x)"),
    r("u_epi", "Células epiteliais", "Raras"),
    r("u_wbc", "Leucócitos", "3", "p/campo", "até 5"),
    r("u_rbc", "Hemácias", "1", "p/campo", "até 3"),
    r("u_bact", "Bactérias", "Ausentes"),
    r("u_mucus", "Filamentos de muco", "Ausentes"),
])
REPORTS.append(Report(
    id="as04", city="Salvador/BA",
    features="two-column serology and urinalysis, dotted leaders, qualitative results (Não reagente, Negativo, "
             "Raras, Ausentes), 'superior a', urine collected on a later date than blood, DUM and next-visit dates",
    lab={"name": "Laboratório Nossa Senhora da Conceição",
         "tagline": "Análises clínicas desde 1987 · Credenciado SUS",
         "lines": ["Av. Antônio Carlos Magalhães, 2.390, sala 104 – Pituba – Salvador/BA – CEP 41830-000 · (71) 3358-2214 · CNPJ 13.927.551/0001-86 · CNES 4019821"]},
    style={"font": "dejavu", "size": 8.5, "header": "plain", "heading": "boxed", "accent": "#1a5276",
           "side": 13, "pbox": "b"},
    patient=[
        [("Paciente", "ANA PAULA NASCIMENTO REIS", 112), ("Nº do pedido", "SSA-2506-04471", 72)],
        [("Nasc.", "11/01/1999", 40), ("Idade", "26 anos", 34), ("Sexo", "F", 20), ("Convênio", "SUS – Pré-natal", 90)],
        [("Solicitante", "Enf.ª Márcia Lopes Teixeira – COREN-BA 402.118", 112), ("Requisição", "28/05/2025", 72)],
        [("DUM", "12/04/2025", 40), ("Data da coleta", "03/06/2025 07:50", 72), ("Data de liberação", "06/06/2025 15:12", 72)],
    ],
    collected_default="2025-06-03",
    footer="Lab. N. Sra. da Conceição · Impresso em 06/06/2025 15:20",
    pages=[[
        Heading("IMUNO-HEMATOLOGIA", right="Material: Sangue total (EDTA) · Método: Hemaglutinação em gel"),
        Leaders(w_name=78, w_val=36, w_unit=0, w_ref=70, rows=[
            r("abo", "Tipo sanguíneo (sistema ABO)", "O"),
            r("rh", "Fator Rh (antígeno D)", "Positivo"),
            r("abscreen", "Pesquisa de anticorpos irregulares\n(Coombs indireto)", "Negativo", ref="Referência: Negativo"),
        ]),
        Heading("SOROLOGIAS – PRÉ-NATAL 1º TRIMESTRE", right="Material: Soro · Método: Quimioluminescência (CMIA)"),
        TwoCol([_sero_left], [_sero_right], gap=6),
        Note("Interpretação – Toxoplasmose IgG: inferior a 1,6 UI/mL não reagente; 1,6 a 2,9 UI/mL indeterminado; "
             "igual ou superior a 3,0 UI/mL reagente. Rubéola IgG: inferior a 5,0 UI/mL não reagente; igual ou "
             "superior a 10,0 UI/mL reagente. Anti-HBs: igual ou superior a 10,0 mUI/mL indica imunidade. "
             "Toxoplasmose IgG reagente com IgM não reagente: perfil de infecção pregressa (imunidade)."),
        Heading("BIOQUÍMICA E HORMÔNIOS", right="Material: Plasma fluoretado / Soro"),
        Leaders(w_name=70, w_val=24, w_unit=24, w_ref=66, rows=[
            r("glu_f", "Glicose de jejum", "78", "mg/dL", "Gestantes: inferior a 92 mg/dL"),
            r("tsh", "TSH", "2,46", "µUI/mL", "1º trimestre: 0,10 a 2,50 µUI/mL"),
        ]),
        Note("Próxima coleta de rotina do pré-natal (2º trimestre) sugerida a partir de 22/07/2025.", italic=True),
    ], [
        Heading("URINA TIPO I – EAS", right="Material: Urina de jato médio · Coleta domiciliar em 04/06/2025 06:10"),
        TwoCol([_eas_left], [_eas_right], gap=6, rule=True),
        RefTable("Valores de referência – urina tipo I", ["Parâmetro", "Referência"],
                 [["Cor / aspecto", "Amarelo citrino / límpido"], ["Densidade", "1,005 a 1,030"], ["pH", "5,0 a 8,0"],
                  ["Proteínas, glicose, cetonas, hemoglobina, nitrito", "Negativo"],
                  ["Células epiteliais, bactérias, muco", "Ausentes ou raros"]], [90, 60]),
        Note("Amostra recebida no laboratório em 04/06/2025 às 07:35."),
        Sign([("Dr. Caio B. Santana", "Farmacêutico-Bioquímico", "CRF-BA 9.318"),
              ("Dra. Lívia O. Magalhães", "Biomédica", "CRBM-1 28.745")],
             text="Liberado em 06/06/2025 às 15:12."),
    ]],
))

# ==========================================================================
# as05 - men on testosterone therapy: cumulative table (3 collection dates)
# ==========================================================================
REPORTS.append(Report(
    id="as05", city="Curitiba/PR",
    features="cumulative table with three collection dates as columns, '< 0,10', flags H/L beside values, "
             "Colesterol HDL wording, medication date as distractor",
    lab={"name": "LabCentro Análises Clínicas",
         "tagline": "Laboratório de Endocrinologia e Urologia",
         "lines": ["Rua Visconde de Guarapuava, 2.710", "Centro – Curitiba/PR – CEP 80010-100",
                   "Tel. (41) 3233-5902 · CNPJ 76.540.118/0001-30 · CNES 0015732"]},
    style={"font": "sans", "size": 10, "header": "box", "heading": "underline", "accent": "#7b241c",
           "side": 14, "pbox": "b", "flag_color": "#a00000"},
    patient=[
        [("Paciente", "FERNANDO KOWALSKI RIBAS", 112), ("Código", "CTB-558102", 70)],
        [("Data de nascimento", "30/06/1977", 62), ("Idade", "48 anos", 40), ("Sexo", "Masculino", 80)],
        [("Médico solicitante", "Dr. André L. Gusso – CRM-PR 27.640", 112), ("Convênio", "Paraná Clínicas", 70)],
        [("Coleta atual", "10/07/2025 07:30", 62), ("Pedido médico", "01/07/2025", 50), ("Liberado", "11/07/2025 15:48", 70)],
    ],
    collected_default="2025-07-10",
    footer="LabCentro Análises Clínicas · Impresso em 11/07/2025 16:02",
    pages=[[
        KV([("Material", "Soro e sangue total (EDTA)"), ("Medicação em uso", "cipionato de testosterona – última aplicação em 26/06/2025")],
           widths=[62, 120], size=9),
        Cumul("RESULTADOS – EVOLUÇÃO DAS ÚLTIMAS TRÊS COLETAS", ["2025-07-10", "2025-04-09", "2025-01-15"],
              w_name=46, w_val=22, w_unit=20, w_ref=50, rows=[
                  CRow("hgb", "Hemoglobina", "g/dL", "13,5 a 17,5", ["16,8", "16,1", "15,2"]),
                  CRow("hct", "Hematócrito", "%", "40,0 a 50,0", ["50,9", "48,7", "45,8"], ["H", "", ""]),
                  CRow("psa", "PSA total", "ng/mL", "até 2,5 (40 a 49 anos)", ["1,42", "1,35", "1,10"]),
                  CRow("testo", "Testosterona total", "ng/dL", "249 a 836", ["684", "712", "248"], ["", "", "L"]),
                  CRow("e2", "Estradiol", "pg/mL", "11,3 a 43,2", ["42,8", "39,5", "21,0"]),
                  CRow("lh", "LH", "mUI/mL", "1,7 a 8,6", ["< 0,10", "< 0,10", "3,8"], ["L", "L", ""]),
                  CRow("fsh", "FSH", "mUI/mL", "1,5 a 12,4", ["0,21", "0,18", "4,1"], ["L", "L", ""]),
                  CRow("hdl", "Colesterol HDL", "mg/dL", "superior a 40", ["38", "40", "46"], ["L", "", ""]),
              ]),
        Note("Os resultados anteriores referem-se a amostras coletadas e analisadas neste laboratório pela mesma "
             "metodologia (coletas de 09/04/2025 e 15/01/2025). H = acima; L = abaixo do intervalo de referência. "
             "Hematócrito acima de 54% é critério para suspensão temporária da reposição hormonal.", size=8.5),
        Note("Métodos: hemoglobina e hematócrito – citometria de fluxo; hormônios e PSA – quimioluminescência; "
             "HDL – colorimétrico enzimático homogêneo.", size=8.5, italic=True),
        Sign([("Dra. Juliana K. Wosniak", "Farmacêutica-Bioquímica – Responsável técnica", "CRF-PR 14.062")],
             text="Laudo conferido e liberado em 11/07/2025 às 15:48."),
    ]],
))

# ==========================================================================
# as06 - female infertility work-up: two collection dates (D3 and D21), two columns, coagulation, serology
# ==========================================================================
_h6 = [Col("name", "Exame", 40), Col("value", "Resultado", 22, "R"), Col("unit", "Unidade", 18)]
_c6 = cols4(62, 26, 24, 72)
REPORTS.append(Report(
    id="as06", city="Porto Alegre/RS",
    features="two collection dates (3rd and 21st cycle day) in one report, two-column tables, flags "
             "Baixo, coagulation panel, qualitative serology with Reagente/Não reagente, 'inferior a' in references",
    lab={"name": "Instituto Ovário – Laboratório de Reprodução Humana",
         "tagline": "Medicina reprodutiva · Endocrinologia ginecológica",
         "lines": ["Av. Carlos Gomes, 1.155, 3º andar – Boa Vista – Porto Alegre/RS – CEP 90480-003 · (51) 3019-4470",
                   "CNPJ 02.775.613/0001-51 · CNES 3125871 · RT: Dra. Beatriz S. Knorr – CRBM-5 6.118"]},
    style={"font": "dejavu", "size": 8.8, "header": "band", "heading": "left", "accent": "#6c3483",
           "side": 13, "pbox": "g"},
    patient=[
        [("Paciente", "CAMILA ROCHA BERTOLINI", 108), ("Prontuário", "IO-30.781", 76)],
        [("Nascimento", "09/08/1988", 44), ("Idade", "36 anos", 32), ("Sexo", "Feminino", 32), ("DUM", "01/02/2025", 76)],
        [("Médico(a)", "Dra. Fernanda K. Wagner – CRM-RS 33.592", 108), ("Indicação", "Investigação de infertilidade", 76)],
        [("Solicitação", "15/01/2025", 44), ("Coletas", "03/02/2025 (D3) e 19/02/2025 (D21)", 78),
         ("Laudo final", "21/02/2025 10:18", 62)],
    ],
    collected_default="2025-02-03",
    footer="Instituto Ovário · Documento emitido em 21/02/2025 10:18",
    pages=[[
        Heading("AVALIAÇÃO DA RESERVA OVARIANA", right="Material: Soro · Coleta: 03/02/2025 – 3º dia do ciclo"),
        TwoCol([Table(_h6, rules="h", rows=[
            r("fsh", "FSH", "9,8", "mUI/mL"),
            r("lh", "LH", "4,2", "mUI/mL"),
            r("e2", "Estradiol", "38", "pg/mL"),
        ])], [Table(_h6, rules="h", rows=[
            r("amh", "Hormônio\nanti-Mülleriano (AMH)", "0,86", "ng/mL", flag="Baixo"),
            r("prl", "Prolactina", "12,6", "ng/mL"),
            r("tsh", "TSH", "3,12", "µUI/mL"),
        ])], gap=6),
        RefTable("Valores de referência (mulheres, fase folicular)", ["Exame", "Referência", "Exame", "Referência"],
                 [["FSH", "3,5 a 12,5 mUI/mL", "AMH (35 a 39 anos)", "0,41 a 6,96 ng/mL"],
                  ["LH", "2,4 a 12,6 mUI/mL", "Prolactina", "4,8 a 23,3 ng/mL"],
                  ["Estradiol", "12,5 a 166,0 pg/mL", "TSH", "0,27 a 4,20 µUI/mL"]], [30, 48, 40, 48]),
        Note("AMH abaixo do percentil 25 esperado para a faixa etária (mediana 35 a 39 anos: 1,90 ng/mL): "
             "sugere reserva ovariana reduzida. Correlacionar com contagem de folículos antrais (USG de 31/01/2025)."),
        Heading("AVALIAÇÃO DA FASE LÚTEA", right="Material: Soro · Coleta: 19/02/2025 – 21º dia do ciclo"),
        Table(_c6, rules="h", date="2025-02-19", rows=[
            r("prog", "Progesterona", "11,4", "ng/mL", "Fase lútea: 1,7 a 27,0 ng/mL|Sugestivo de ovulação: superior a 3,0 ng/mL"),
            r("e2", "Estradiol", "126", "pg/mL", "Fase lútea: 43,8 a 211,0 pg/mL"),
        ]),
        Heading("TIREOIDE", right="Material: Soro · Coleta: 03/02/2025"),
        Table(_c6, rules="h", rows=[
            r("ft4", "T4 livre", "1,05", "ng/dL", "0,93 a 1,70 ng/dL"),
            r("tpo", "Anticorpos anti-tireoperoxidase\n(anti-TPO)", "8,2", "UI/mL", "inferior a 34,0 UI/mL"),
        ]),
    ], [
        Heading("COAGULOGRAMA", right="Material: Plasma citratado · Coleta: 03/02/2025"),
        Table(_c6, rules="grid", rows=[
            r("pt_s", "Tempo de protrombina (TP)", "12,4", "segundos", "10,0 a 13,5 segundos"),
            r("pt_act", "Atividade de protrombina", "94", "%", "70 a 120 %"),
            r("inr", "RNI", "1,04", "", "0,90 a 1,20"),
            r("aptt", "Tempo de tromboplastina\nparcial ativada (TTPa)", "29,8", "segundos", "25,0 a 38,0 segundos"),
            r("fib", "Fibrinogênio", "286", "mg/dL", "200 a 400 mg/dL"),
        ]),
        Heading("SOROLOGIAS PRÉ-CONCEPCIONAIS", right="Material: Soro · Coleta: 03/02/2025"),
        TwoCol([Leaders(w_name=48, w_val=28, w_unit=10, rows=[
            r("hiv", "HIV 1/2 (Ag/Ac)", "Não reagente"),
            r("vdrl", "Sífilis – VDRL", "Não reagente"),
            r("hbsag", "HBsAg", "Não reagente"),
        ])], [Leaders(w_name=40, w_val=28, w_unit=18, rows=[
            r("antihbc", "Anti-HBc total", "Reagente"),
            r("antihbs", "Anti-HBs", "86,4", "mUI/mL"),
            r("hcv", "Anti-HCV", "Não reagente"),
        ])], gap=6),
        Note("Anti-HBc total reagente com HBsAg não reagente e anti-HBs superior a 10 mUI/mL: perfil compatível "
             "com infecção prévia pelo vírus da hepatite B, resolvida, com imunidade."),
        Heading("METABÓLICO E VITAMINAS", right="Coleta: 03/02/2025"),
        Table(_c6, rules="h", rows=[
            r("vitd", "25-hidroxivitamina D", "31,2", "ng/mL", "superior a 30 ng/mL (grupos de risco)"),
            r("glu_f", "Glicose de jejum", "88", "mg/dL", "70 a 99 mg/dL"),
            r("insulin", "Insulina de jejum", "6,4", "µUI/mL", "2,6 a 24,9 µUI/mL"),
        ]),
        Sign([("Dra. Beatriz S. Knorr", "Biomédica – Responsável técnica", "CRBM-5 6.118"),
              ("Dr. Rafael T. Osório", "Farmacêutico-Bioquímico", "CRF-RS 11.507")],
             text="Resultados da coleta de 03/02/2025 liberados em 05/02/2025; da coleta de 19/02/2025, em 21/02/2025."),
    ]],
))

# ==========================================================================
# as07 - andrology: results beside a previous-result column, molar testosterone, PSA block
# ==========================================================================
_c7 = [Col("name", "Exame", 52), Col("value", "Resultado", 22, "R"), Col("unit", "Unidade", 18),
       Col("prev", "Em 18/06/2025", 26, "R"), Col("ref", "Valores de referência", 64)]
REPORTS.append(Report(
    id="as07", city="Goiânia/GO",
    features="previous-result column dated in the header, molar units (nmol/L) for testosterone, flags on "
             "previous values, albumin value only in a note, multi-result PSA block, plain 'HDL'",
    lab={"name": "Andros Diagnóstico",
         "tagline": "Laboratório de Andrologia e Saúde Masculina",
         "lines": ["Rua 9, nº 1.088 – Setor Oeste – Goiânia/GO – CEP 74120-010 · Tel. (62) 3214-8806",
                   "CNPJ 33.190.742/0001-65 · CNES 5523114"]},
    style={"font": "dejavuserif", "size": 8.8, "header": "center", "heading": "boxed", "accent": "#154360",
           "side": 14, "pbox": "b"},
    patient=[
        [("Paciente", "EDUARDO LINS BARBOSA", 112), ("OS", "GYN-0922-5531", 70)],
        [("Nascimento", "25/02/1987", 50), ("Idade", "38 anos", 40), ("Sexo", "Masculino", 92)],
        [("Médico", "Dr. Marcelo T. Paranhos – CRM-GO 14.870 (Urologia)", 112), ("Convênio", "Ipasgo", 70)],
        [("Data da coleta", "22/09/2025 08:12", 62), ("Data do pedido", "15/09/2025", 50), ("Emitido em", "24/09/2025 09:02", 70)],
    ],
    collected_default="2025-09-22",
    footer="Andros Diagnóstico · Resultados disponíveis também em andros.lab.br",
    pages=[[
        Heading("AVALIAÇÃO ANDROLÓGICA – HORMÔNIOS", right="Material: Soro · Método: Quimioluminescência"),
        Table(_c7, rules="head", rows=[
            r("testo_mol", "Testosterona total", "9,8", "nmol/L", "8,6 a 29,0 nmol/L", prev=(P("8,4", "2025-06-18", flag="L"),)),
            r("ftesto_mol", "Testosterona livre calculada", "0,182", "nmol/L", "0,198 a 0,619 nmol/L", flag="L",
              prev=(P("0,160", "2025-06-18", flag="L"),)),
            r("shbg", "SHBG", "36,5", "nmol/L", "18,3 a 54,1 nmol/L", prev=(P("38,0", "2025-06-18"),)),
            r("lh", "LH", "3,1", "mUI/mL", "1,7 a 8,6 mUI/mL", prev=(P("2,9", "2025-06-18"),)),
            r("fsh", "FSH", "4,4", "mUI/mL", "1,5 a 12,4 mUI/mL", prev=(P("4,0", "2025-06-18"),)),
            r("prl", "Prolactina", "24,8", "ng/mL", "4,0 a 15,2 ng/mL", flag="H", prev=(P("22,1", "2025-06-18", flag="H"),)),
            r("e2", "Estradiol", "28", "pg/mL", "11,3 a 43,2 pg/mL", prev=(P("25", "2025-06-18"),)),
            r("tsh", "TSH", "1,92", "µUI/mL", "0,27 a 4,20 µUI/mL"),
            r("ferritin", "Ferritina", "146", "ng/mL", "30 a 400 ng/mL"),
        ]),
        Note("Testosterona livre calculada pela fórmula de Vermeulen a partir da testosterona total, da SHBG e da "
             "albumina (4,5 g/dL, dosada em 22/09/2025). Coleta realizada entre 7h e 10h. Nova dosagem de "
             "prolactina com pesquisa de macroprolactina agendada para 06/10/2025.", italic=True),
        Exam("ANTÍGENO PROSTÁTICO ESPECÍFICO (PSA) – TOTAL E LIVRE", material="Soro",
             method="Quimioluminescência", label_w=52,
             results=[r("psa", "PSA total", "0,64", "ng/mL", label="PSA total"),
                      r("fpsa", "PSA livre", "0,19", "ng/mL", label="PSA livre"),
                      r("psa_ratio", "Relação PSA livre/PSA total", "29,7", "%", label="Relação PSA livre/PSA total")],
             ref=["PSA total – homens de 30 a 39 anos: até 2,0 ng/mL",
                  "Relação livre/total: interpretar somente com PSA total entre 4,0 e 10,0 ng/mL"]),
        Heading("PERFIL METABÓLICO", right="Material: Soro / Plasma fluoretado"),
        Table(cols4(60, 24, 20, 78), rules="head", rows=[
            r("glu", "Glicose", "92", "mg/dL", "70 a 99 mg/dL"),
            r("chol", "Colesterol total", "188", "mg/dL", "Desejável: inferior a 190 mg/dL"),
            r("hdl", "HDL", "52", "mg/dL", "Desejável: superior a 40 mg/dL"),
            r("ldl", "LDL", "114", "mg/dL", "Meta conforme risco cardiovascular"),
            r("tg", "Triglicérides", "110", "mg/dL", "Desejável: inferior a 150 mg/dL"),
        ]),
        Sign([("Dr. Leandro M. Caiado", "Farmacêutico-Bioquímico – Responsável técnico", "CRF-GO 7.451")],
             text="Assinado digitalmente em 24/09/2025 às 09:02. Reprodução parcial proibida."),
    ]],
))

# ==========================================================================
# as08 - menopause check-up: dotted leaders over two pages
# ==========================================================================
_L8 = dict(w_name=72, w_val=30, w_unit=26, w_ref=50)
REPORTS.append(Report(
    id="as08", city="Fortaleza/CE",
    features="dotted leaders, postmenopausal references, 'inferior a' and '<' values, ↑ flags, "
             "Colesterol HDL wording, liver, kidney and electrolyte panels, several distractor dates",
    lab={"name": "Laboratório São Lucas",
         "tagline": "Medicina Diagnóstica – Fortaleza",
         "lines": ["Av. Santos Dumont, 3.131 – Aldeota – Fortaleza/CE – CEP 60150-161 – (85) 3264-9050",
                   "CNPJ 07.640.285/0001-90 · CNES 2497654 · Responsável técnico: Dr. Francisco J. Aragão – CRM-CE 6.402"]},
    style={"font": "sans", "size": 9.5, "header": "plain", "heading": "underline", "accent": "#0e6655",
           "side": 16, "pbox": "b"},
    patient=[
        [("Paciente", "MARIA DO SOCORRO PINHEIRO LIMA", 110), ("Registro", "FOR-25-0818-2290", 68)],
        [("Data de nascimento", "14/03/1971", 60), ("Idade", "54 anos", 40), ("Sexo", "Feminino", 78)],
        [("Médico", "Dra. Raquel M. Holanda – CRM-CE 12.085", 110), ("Plano", "Hapvida", 68)],
        [("Coleta", "18/08/2025 06:58", 60), ("Solicitação", "11/08/2025", 50), ("Liberação", "20/08/2025 17:30", 68)],
        [("Data da última menstruação", "05/10/2023", 110), ("Impressão", "21/08/2025 08:14", 68)],
    ],
    page2_head=[
        [("Paciente", "MARIA DO SOCORRO PINHEIRO LIMA", 110), ("Registro", "FOR-25-0818-2290", 68)],
        [("Coleta", "18/08/2025 06:58", 60), ("Solicitação", "11/08/2025", 50), ("Liberação", "20/08/2025 17:30", 68)],
    ],
    collected_default="2025-08-18",
    footer="Laboratório São Lucas · www.saolucaslab.com.br · SAC (85) 3264-9050",
    pages=[[
        Heading("HORMÔNIOS", right="Material: Soro · Método: Eletroquimioluminescência"),
        Leaders(**_L8, rows=[
            r("fsh", "FSH", "78,4", "mUI/mL", "Pós-menopausa: 25,8 a 134,8"),
            r("lh", "LH", "41,6", "mUI/mL", "Pós-menopausa: 7,7 a 58,5"),
            r("e2", "Estradiol", "inferior a 5,0", "pg/mL", "Pós-menopausa: até 54,7"),
            r("prog", "Progesterona", "< 0,05", "ng/mL", "Pós-menopausa: até 0,13"),
            r("prl", "Prolactina", "7,2", "ng/mL", "4,8 a 23,3"),
            r("tsh", "TSH", "4,86", "µUI/mL", "0,27 a 4,20", flag="↑"),
            r("ft4", "T4 livre", "0,98", "ng/dL", "0,93 a 1,70"),
        ]),
        Heading("METABOLISMO ÓSSEO E MINERAL", right="Material: Soro"),
        Leaders(**_L8, rows=[
            r("ca", "Cálcio total", "9,4", "mg/dL", "8,6 a 10,3"),
            r("vitd", "25-hidroxivitamina D\n(25-OH vitamina D)", "22,4", "ng/mL", "População geral: superior a 20|"
              "Grupos de risco: 30 a 60"),
            r("pth", "Paratormônio (PTH intacto)", "68", "pg/mL", "15 a 65", flag="↑"),
        ]),
        Heading("METABOLISMO GLICÍDICO", right="Material: Plasma fluoretado / Sangue total EDTA"),
        Leaders(**_L8, rows=[
            r("glu_f", "Glicose de jejum", "96", "mg/dL", "70 a 99"),
            r("hba1c", "Hemoglobina glicada (HbA1c)", "5,7", "%", "Normal: inferior a 5,7|Pré-diabetes: 5,7 a 6,4", flag="↑"),
        ]),
        Note("Densitometria óssea anterior (02/07/2025) não avaliada neste laudo. Valores de referência expressos "
             "nas mesmas unidades dos resultados.", italic=True),
    ], [
        Heading("PERFIL LIPÍDICO", right="Material: Soro · Jejum de 12 horas"),
        Leaders(**_L8, rows=[
            r("chol", "Colesterol total", "238", "mg/dL", "Desejável: inferior a 190", flag="↑"),
            r("hdl", "Colesterol HDL", "58", "mg/dL", "Desejável: superior a 50"),
            r("ldl", "Colesterol LDL", "152", "mg/dL", "Conforme risco cardiovascular"),
            r("tg", "Triglicérides", "140", "mg/dL", "Desejável: inferior a 150"),
        ]),
        Heading("FUNÇÃO HEPÁTICA", right="Material: Soro"),
        Leaders(**_L8, rows=[
            r("ast", "AST (TGO)", "22", "U/L", "até 32"),
            r("alt", "ALT (TGP)", "19", "U/L", "até 33"),
            r("alp", "Fosfatase alcalina", "96", "U/L", "35 a 104"),
            r("tbil", "Bilirrubina total", "0,52", "mg/dL", "até 1,20"),
            r("dbil", "Bilirrubina direta", "0,14", "mg/dL", "até 0,30"),
            r("alb", "Albumina", "4,2", "g/dL", "3,5 a 5,2"),
        ]),
        Heading("FUNÇÃO RENAL E ELETRÓLITOS", right="Material: Soro"),
        Leaders(**_L8, rows=[
            r("crea", "Creatinina", "0,78", "mg/dL", "0,50 a 0,90"),
            r("egfr", "Taxa de filtração glomerular\nestimada (TFGe)", "88", "mL/min/1,73 m²", "superior a 60"),
            r("na", "Sódio", "140", "mmol/L", "136 a 145"),
            r("k", "Potássio", "4,4", "mmol/L", "3,5 a 5,1"),
        ]),
        Note("TFGe calculada pela equação CKD-EPI 2021, sem coeficiente racial. ↑ = acima do valor de referência.",
             italic=True),
        Sign([("Dra. Ana Cecília Bezerra", "Farmacêutica-Bioquímica", "CRF-CE 3.915"),
              ("Dr. Francisco J. Aragão", "Médico patologista clínico", "CRM-CE 6.402")],
             text="Liberado por assinatura eletrônica em 20/08/2025 às 17:30."),
    ]],
))

# ==========================================================================
# as09 - PCOS panel: reference range printed BEFORE the result, flag column
# ==========================================================================
_c9 = [Col("name", "Exame", 56), Col("ref", "Valores de referência", 68), Col("value", "Resultado", 24, "R"),
       Col("unit", "Unidade", 24), Col("flag", "", 10, "C")]
REPORTS.append(Report(
    id="as09", city="Juiz de Fora/MG",
    features="reference range column before the result, separate flag column (↑/↓), AMH name on two lines, "
             "calculated indices (LH/FSH, FAI, HOMA-IR) only in a note, ultrasound date as distractor",
    lab={"name": "Diagnósticos Mantiqueira",
         "tagline": "Laboratório clínico · Ginecologia endócrina",
         "lines": ["Rua Halfeld, 828, loja 3 – Centro – Juiz de Fora/MG – CEP 36010-002 · (32) 3215-4471",
                   "CNPJ 19.085.334/0001-27 · CNES 2153014"]},
    style={"font": "sans", "size": 10.5, "header": "band", "heading": "bar", "accent": "#2e4053",
           "side": 14, "pbox": "b"},
    patient=[
        [("Cliente", "BEATRIZ FONSECA LACERDA", 112), ("Requisição", "JF-0305-2291", 70)],
        [("Nascimento", "19/12/2001", 56), ("Idade", "23 anos", 40), ("Gênero", "Feminino", 86)],
        [("Médico", "Dr. Thiago R. Halfeld – CRM-MG 61.350", 112), ("Convênio", "Particular", 70)],
        [("Coletado em", "05/03/2025 08:20", 56), ("Cadastro", "24/02/2025", 56), ("Liberado em", "07/03/2025 18:02", 70)],
        [("DUM", "02/03/2025", 56), ("Observação", "fase folicular precoce (4º dia do ciclo)", 126)],
    ],
    collected_default="2025-03-05",
    footer="Diagnósticos Mantiqueira · Impresso em 07/03/2025",
    pages=[[
        Heading("PERFIL HORMONAL – HIPERANDROGENISMO", right="Material: Soro"),
        Table(_c9, rules="h", rows=[
            r("testo", "Testosterona total", "82", "ng/dL", "Mulheres: 10 a 75 ng/dL", flag="↑"),
            r("ftesto", "Testosterona livre", "2,60", "ng/dL", "0,30 a 1,90 ng/dL", flag="↑"),
            r("shbg", "SHBG", "22,4", "nmol/L", "32,4 a 128,0 nmol/L", flag="↓"),
            r("dheas", "Sulfato de DHEA", "312", "µg/dL", "15 a 24 anos: 110 a 432 µg/dL"),
            r("andro", "Androstenediona", "3,42", "ng/mL", "0,30 a 3,30 ng/mL", flag="↑"),
            r("ohp17", "17-OH progesterona", "0,74", "ng/mL", "Fase folicular: 0,10 a 0,80 ng/mL"),
            r("lh", "LH", "12,8", "mUI/mL", "Fase folicular: 2,4 a 12,6 mUI/mL", flag="↑"),
            r("fsh", "FSH", "5,1", "mUI/mL", "Fase folicular: 3,5 a 12,5 mUI/mL"),
            r("e2", "Estradiol", "54,0", "pg/mL", "Fase folicular: 12,5 a 166,0 pg/mL"),
            r("prl", "Prolactina", "16,9", "ng/mL", "4,8 a 23,3 ng/mL"),
            r("amh", "Hormônio\nanti-Mülleriano (AMH)", "8,74", "ng/mL", "20 a 24 anos: 1,52 a 9,95 ng/mL"),
        ]),
        Heading("METABOLISMO GLICÍDICO E TIREOIDE", right="Material: Soro / Plasma fluoretado"),
        Table(_c9, rules="h", rows=[
            r("insulin", "Insulina de jejum", "18,6", "µUI/mL", "2,6 a 24,9 µUI/mL"),
            r("glu_f", "Glicose de jejum", "91", "mg/dL", "70 a 99 mg/dL"),
            r("tsh", "TSH", "1,76", "µUI/mL", "0,27 a 4,20 µUI/mL"),
        ]),
        Note("relação LH/FSH = 2,5; índice de androgênio livre (IAL) = 12,7%; HOMA-IR = 4,18 (referência: "
             "inferior a 2,7).", bold_prefix="Índices calculados:", size=9),
        Note("Interpretar em conjunto com os critérios de Rotterdam e com a ultrassonografia pélvica de 20/02/2025.",
             italic=True, size=9),
        Sign([("Dra. Isabela C. Detoni", "Farmacêutica-Bioquímica", "CRF-MG 27.183"),
              ("Dr. Rogério A. Schettini", "Biomédico", "CRBM-3 22.690")],
             text="Liberado em 07/03/2025 às 18:02."),
    ]],
))

# ==========================================================================
# as10 - tumour markers with a history line under each result (block layout)
# ==========================================================================
_h10 = dict(material="Soro", method="Quimioluminescência", prev_style="historico", label_w=22)
REPORTS.append(Report(
    id="as10", city="Florianópolis/SC",
    features="block layout with a history line (two earlier dates) per marker, 'inferior a' and '<' values, "
             "postmenopausal hormones, medication start and next-review dates as distractors",
    lab={"name": "Oncolab Análises e Marcadores",
         "tagline": "Laboratório de apoio oncológico",
         "lines": ["Rua Esteves Júnior, 605 – Centro", "Florianópolis/SC – CEP 88015-130",
                   "(48) 3028-7715 · CNPJ 82.951.406/0001-12 · CNES 6421853"]},
    style={"font": "dejavuserif", "size": 9, "header": "box", "heading": "plain", "accent": "#4a235a",
           "side": 15, "pbox": "b"},
    patient=[
        [("Paciente", "HELENA SCHMITT VIEIRA", 110), ("Código de barras", "FLN2511120093", 70)],
        [("Nascimento", "07/07/1963", 50), ("Idade", "62 anos", 40), ("Sexo", "F", 20), ("Convênio", "SC Saúde", 70)],
        [("Solicitante", "Dra. Patrícia N. Zimmermann – CRM-SC 19.443 (Oncologia clínica)", 180)],
        [("Data de coleta", "12/11/2025 09:40", 58), ("Data de requisição", "03/11/2025", 56), ("Data de liberação", "14/11/2025 12:05", 66)],
    ],
    page2_head=[
        [("Paciente", "HELENA SCHMITT VIEIRA", 110), ("Código de barras", "FLN2511120093", 70)],
        [("Data de coleta", "12/11/2025 09:40", 58), ("Data de requisição", "03/11/2025", 56), ("Data de liberação", "14/11/2025 12:05", 66)],
    ],
    collected_default="2025-11-12",
    footer="Oncolab · Laudo com 2 páginas · Emitido em 14/11/2025 12:05",
    pages=[[
        Exam("CA 125", **_h10, results=[r("ca125", "CA 125", "16,2", "U/mL",
                                          prev=(P("18,4", "2025-08-13"), P("22,9", "2025-05-14")))],
             ref=["Inferior a 35,0 U/mL"]),
        Exam("CA 15-3", **_h10, results=[r("ca153", "CA 15-3", "21,8", "U/mL",
                                           prev=(P("19,6", "2025-08-13"), P("20,4", "2025-05-14")))],
             ref=["Inferior a 31,3 U/mL"]),
        Exam("ANTÍGENO CARCINOEMBRIÔNICO – CEA", **_h10,
             results=[r("cea", "ANTÍGENO CARCINOEMBRIÔNICO – CEA", "1,9", "ng/mL",
                        prev=(P("2,1", "2025-08-13"), P("1,8", "2025-05-14")))],
             ref=["Não fumantes: inferior a 3,8 ng/mL", "Fumantes: inferior a 5,5 ng/mL"]),
        Exam("CA 19-9", **_h10, results=[r("ca199", "CA 19-9", "inferior a 2,0", "U/mL",
                                           prev=(P("< 2,0", "2025-08-13"), P("3,4", "2025-05-14")))],
             ref=["Inferior a 37,0 U/mL"]),
        Exam("ALFAFETOPROTEÍNA – AFP", **_h10, results=[r("afp", "ALFAFETOPROTEÍNA – AFP", "2,8", "ng/mL")],
             ref=["Inferior a 8,1 ng/mL"]),
        Exam("BETA-HCG QUANTITATIVO", **_h10, results=[r("bhcg", "BETA-HCG QUANTITATIVO", "< 1,0", "mUI/mL")],
             ref=["Mulheres pós-menopausa: inferior a 7,0 mUI/mL"],
             note="Marcadores tumorais não devem ser usados isoladamente para rastreamento ou diagnóstico. "
                  "Resultados obtidos por métodos diferentes não são intercambiáveis."),
    ], [
        Heading("HORMÔNIOS E BIOQUÍMICA", right="Material: Soro"),
        Table(cols4(60, 28, 22, 70), rules="none", zebra=True, rows=[
            r("fsh", "FSH", "64,2", "mUI/mL", "Pós-menopausa: 25,8 a 134,8 mUI/mL"),
            r("e2", "Estradiol", "< 10,0", "pg/mL", "Pós-menopausa: inferior a 54,7 pg/mL"),
            r("ca", "Cálcio", "9,6", "mg/dL", "8,6 a 10,3 mg/dL"),
            r("vitd", "Vitamina D (25-OH)", "34,8", "ng/mL", "30 a 60 ng/mL (grupos de risco)"),
        ]),
        Note("Paciente em uso de anastrozol desde 03/2024, conforme informado no cadastro. Próxima reavaliação "
             "de marcadores sugerida pelo médico assistente para fevereiro de 2026.", italic=True),
        Sign([("Dr. Vinícius P. Hoffmann", "Farmacêutico-Bioquímico", "CRF-SC 8.826"),
              ("Dra. Carolina M. Rosa", "Biomédica – Responsável técnica", "CRBM-5 9.331")],
             text="Liberado em 14/11/2025 às 12:05."),
    ]],
))

# ==========================================================================
# as11 - older legacy system: monospace, upper case without accents, FBC + urine + PSA with previous column
# ==========================================================================
_leu11 = [Col("name", "LEUCOGRAMA", 44), Col("value", "%", 16, "R"), Col("unit", "", 8),
          Col("value", "/MM3", 24, "R", idx=1), Col("unit", "", 14, idx=1), Col("ref", "VALORES DE REFERENCIA", 76)]


def _dif11(kp, ka, name, pct, ab, ref):
    return r(kp, name, pct, "%", ref, also=(r(ka, name, ab, "/mm³"),))


_L11 = dict(w_name=62, w_val=24, w_unit=26, w_ref=70)
REPORTS.append(Report(
    id="as11", city="Rio de Janeiro/RJ",
    features="monospace legacy layout, upper-case names without accents, dotted leaders, FBC with % and "
             "/mm³ on one row, urinalysis, PSA with previous-result column, H/L flags",
    lab={"name": "LABORATORIO RIO BRANCO",
         "tagline": "Analises Clinicas – Tijuca – Meier – Centro",
         "lines": ["R. Conde de Bonfim, 455 – Tijuca – Rio de Janeiro/RJ – CEP 20520-051 – TEL (21) 2568-3310",
                   "CNPJ 33.612.908/0001-04 – CNES 2270811 – RESP. TEC.: DR. JORGE H. SAMPAIO CRM 52.58731-0"]},
    style={"font": "mono", "size": 8.3, "header": "mono", "heading": "plain", "accent": "#000000",
           "side": 14, "pbox": "b"},
    patient=[
        [("PACIENTE", "ANTONIO CARLOS FIGUEIREDO", 112), ("ORDEM", "RB 25-100233", 70)],
        [("NASC.", "21/04/1958", 44), ("IDADE", "67A", 30), ("SEXO", "M", 24), ("CONVENIO", "AMIL 400", 84)],
        [("MEDICO", "DR. SERGIO L. ANDRADE CRM 52.77104-2", 112), ("POSTO", "TIJUCA", 70)],
        [("DATA COLETA", "02/10/2025", 56), ("DATA ENTRADA", "24/09/2025", 56), ("DATA EMISSAO", "04/10/2025", 70)],
    ],
    collected_default="2025-10-02",
    footer="LAB. RIO BRANCO – EMITIDO EM 04/10/2025 10:41",
    pages=[[
        Heading("HEMOGRAMA COMPLETO", right="MATERIAL: SANGUE TOTAL EDTA"),
        Leaders(**_L11, rows=[
            Sub("ERITROGRAMA"),
            r("rbc", "HEMACIAS", "4,48", "milhões/mm³", "4,30 A 5,70"),
            r("hgb", "HEMOGLOBINA", "13,9", "g/dL", "13,5 A 17,5"),
            r("hct", "HEMATOCRITO", "41,3", "%", "39,0 A 50,0"),
            r("mcv", "VCM", "92,2", "fL", "81,0 A 95,0"),
            r("mch", "HCM", "31,0", "pg", "26,0 A 34,0"),
            r("mchc", "CHCM", "33,7", "g/dL", "31,0 A 36,0"),
            r("rdw", "RDW", "13,8", "%", "11,8 A 15,6"),
            Sub("LEUCOCITOS TOTAIS"),
            r("wbc", "LEUCOCITOS", "5.340", "/mm³", "3.500 A 10.500"),
        ]),
        Table(_leu11, rules="none", size=8.3, rows=[
            _dif11("neut_pct", "neut_abs", "NEUTROFILOS", "55", "2.937", "40 A 70 % / 1.700 A 7.000"),
            _dif11("eos_pct", "eos_abs", "EOSINOFILOS", "4", "214", "1 A 5 % / 50 A 500"),
            _dif11("baso_pct", "baso_abs", "BASOFILOS", "1", "53", "0 A 2 % / 0 A 200"),
            _dif11("lymph_pct", "lymph_abs", "LINFOCITOS", "32", "1.709", "20 A 45 % / 900 A 2.900"),
            _dif11("mono_pct", "mono_abs", "MONOCITOS", "8", "427", "2 A 10 % / 300 A 900"),
        ]),
        Leaders(**_L11, rows=[
            r("plt", "PLAQUETAS", "198.000", "/mm³", "150.000 A 450.000"),
        ]),
        Heading("URINA TIPO 1 (EAS)", right="MATERIAL: URINA – 1A MICCAO"),
        Leaders(**_L11, rows=[
            r("u_sg", "DENSIDADE", "1,022", "", "1,005 A 1,030"),
            r("u_ph", "PH", "5,5", "", "5,0 A 8,0"),
            r("u_prot", "PROTEINAS", "Traços", "", "NEGATIVO"),
            r("u_wbc", "LEUCOCITOS", "12", "p/campo", "ATE 5 P/CAMPO", flag="H"),
            r("u_rbc", "HEMACIAS", "2", "p/campo", "ATE 3 P/CAMPO"),
        ]),
        Note("DEMAIS PARAMETROS DO EAS DENTRO DA NORMALIDADE. AMOSTRA RECEBIDA EM 02/10/2025 AS 09:15.", size=7.8),
    ], [
        Heading("MARCADORES TUMORAIS – PROSTATA", right="MATERIAL: SORO – QUIMIOLUMINESCENCIA"),
        Table([Col("name", "EXAME", 56), Col("value", "RESULTADO", 24, "R"), Col("unit", "", 16),
               Col("prev", "ANT. 03/04/2025", 30, "R"), Col("ref", "VALORES DE REFERENCIA", 56)], rules="head", rows=[
            r("psa", "PSA TOTAL", "5,84", "ng/mL", "ATE 4,50 (60 A 69 ANOS)", flag="H",
              prev=(P("4,96", "2025-04-03", flag="H"),)),
            r("fpsa", "PSA LIVRE", "0,82", "ng/mL", "NAO SE APLICA", prev=(P("0,91", "2025-04-03"),)),
            r("psa_ratio", "RELACAO PSA LIVRE/TOTAL", "14", "%", "SUPERIOR A 25 %", flag="L",
              prev=(P("18", "2025-04-03", flag="L"),)),
        ]),
        Heading("BIOQUIMICA", right="MATERIAL: SORO"),
        Leaders(**_L11, rows=[
            r("testo", "TESTOSTERONA TOTAL", "386", "ng/dL", "193 A 740 (50 ANOS OU MAIS)"),
            r("glu", "GLICOSE", "118", "mg/dL", "70 A 99", flag="H"),
            r("crea", "CREATININA", "1,32", "mg/dL", "0,70 A 1,20", flag="H"),
            r("egfr", "TFG ESTIMADA (CKD-EPI 2021)", "57", "mL/min/1,73 m²", "SUPERIOR A 60", flag="L"),
        ]),
        Note("RESULTADO ANTERIOR DE PSA COLETADO EM 03/04/2025 NESTE LABORATORIO. SUGERE-SE CORRELACAO CLINICA "
             "E AVALIACAO UROLOGICA. PROXIMO CONTROLE A CRITERIO MEDICO.", size=7.8),
        Sign([("DR. JORGE H. SAMPAIO", "PATOLOGISTA CLINICO", "CRM 52.58731-0"),
              ("ELISA M. CORDEIRO", "BIOMEDICA", "CRBM 1 19.332")],
             text="LAUDO LIBERADO EM 04/10/2025 AS 10:40 POR ASSINATURA ELETRONICA."),
    ]],
))

# ==========================================================================
# as12 - women's check-up: two-column layout over the whole page
# ==========================================================================
_c12 = [Col("name", "Exame", 33), Col("valunit", "Resultado", 36), Col("ref", "Referência", 20)]
REPORTS.append(Report(
    id="as12", city="Manaus/AM",
    features="whole-page two-column layout (reading order: left column, then right), 'superior a 2.000' "
             "(thousands dot inside a comparator), electrolytes, iron, coagulation, CA 125, * flag",
    lab={"name": "Labor Amazônia Medicina Laboratorial",
         "tagline": "Check-up e saúde da mulher",
         "lines": ["Av. Djalma Batista, 1.661 – Chapada – Manaus/AM – CEP 69050-010 · (92) 3642-5508 · CNPJ 04.317.226/0001-93 · CNES 2012340"]},
    style={"font": "carlito", "size": 10, "header": "band", "heading": "underline", "accent": "#117a65",
           "side": 13, "pbox": "g"},
    patient=[
        [("Paciente", "LUANA BATISTA QUEIROZ", 110), ("Atendimento", "MAO-240125-0641", 74)],
        [("Nascimento", "02/02/1984", 50), ("Idade", "40 anos", 36), ("Sexo", "Feminino", 24), ("DUM", "10/01/2025", 74)],
        [("Médico", "Dra. Simone A. Tavares – CRM-AM 8.215", 110), ("Convênio", "Bradesco Saúde", 74)],
        [("Coleta", "24/01/2025 07:05", 50), ("Pedido", "16/01/2025", 60), ("Liberado", "27/01/2025 11:47", 74)],
    ],
    collected_default="2025-01-24",
    footer="Labor Amazônia · Impresso em 27/01/2025 12:10",
    pages=[[
        TwoCol([
            Heading("TIREOIDE"),
            Table(_c12, rules="h", size=9.5, rows=[
                r("tsh", "TSH", "2,88", "µUI/mL", "0,27 a 4,20"),
                r("ft4", "T4 livre", "1,21", "ng/dL", "0,93 a 1,70"),
                r("tpo", "Anti-TPO", "inferior a 9,0", "UI/mL", "inferior a 34"),
            ]),
            Heading("HORMÔNIOS"),
            Table(_c12, rules="h", size=9.5, rows=[
                r("prl", "Prolactina", "21,2", "ng/mL", "4,8 a 23,3"),
            ]),
            Heading("ELETRÓLITOS"),
            Table(_c12, rules="h", size=9.5, rows=[
                r("na", "Sódio", "139", "mmol/L", "136 a 145"),
                r("k", "Potássio", "4,1", "mmol/L", "3,5 a 5,1"),
                r("cl", "Cloreto", "102", "mmol/L", "98 a 107"),
                r("mg", "Magnésio", "2,0", "mg/dL", "1,6 a 2,6"),
                r("ca", "Cálcio total", "9,1", "mg/dL", "8,6 a 10,3"),
            ]),
            Heading("MARCADORES"),
            Table(_c12, rules="h", size=9.5, rows=[
                r("ca125", "CA 125", "12,4", "U/mL", "inferior a 35"),
                r("crp", "Proteína C\nreativa", "2,4", "mg/L", "inferior a 5,0"),
            ]),
        ], [
            Heading("METABOLISMO DO FERRO"),
            Table(_c12, rules="h", size=9.5, rows=[
                r("iron", "Ferro sérico", "74", "µg/dL", "50 a 170"),
                r("ferritin", "Ferritina", "42,3", "ng/mL", "13 a 150"),
                r("transferrin", "Transferrina", "268", "mg/dL", "200 a 360"),
                r("tsat", "Saturação da\ntransferrina", "22", "%", "15 a 50"),
            ]),
            Heading("VITAMINAS"),
            Table(_c12, rules="h", size=9.5, rows=[
                r("b12", "Vitamina B12", "superior a 2.000", "pg/mL", "197 a 771", flag="*"),
                r("folate", "Ácido fólico", "9,6", "ng/mL", "superior a 3,9"),
            ]),
            Heading("COAGULAÇÃO", right="Plasma citratado"),
            Table(_c12, rules="h", size=9.5, rows=[
                r("pt_s", "Tempo de\nprotrombina", "11,8", "s", "10,0 a 13,5"),
                r("inr", "RNI", "0,98", "", "0,90 a 1,20"),
                r("aptt", "TTPa", "31,2", "s", "25,0 a 38,0"),
            ]),
        ], gap=8),
        Note("(*) Vitamina B12 acima do limite de quantificação do método (2.000 pg/mL). Paciente em suplementação "
             "oral – última dose informada em 20/01/2025. Materiais: soro; plasma citratado para coagulação. "
             "Métodos: eletroquimioluminescência (hormônios, vitaminas, CA 125), colorimétrico (ferro, eletrólitos "
             "por íon seletivo), imunoturbidimetria (PCR, transferrina), coagulométrico (TP, TTPa).", size=8.5),
        Sign([("Dra. Kátia R. Bentes", "Farmacêutica-Bioquímica – Responsável técnica", "CRF-AM 2.094")],
             text="Resultados liberados em 27/01/2025 às 11:47."),
    ]],
))

BY_ID = {rep.id: rep for rep in REPORTS}
