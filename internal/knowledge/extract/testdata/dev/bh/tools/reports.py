"""The twelve reports of set "bh", each described once as data.

One family (the Lacerdas) takes its laboratory orders to twelve different
laboratories.  Everything here is invented: laboratories, people, addresses,
registration numbers (CNPJ, CNES, CRM, CRF, CRBM) and values.

Family:
  Sebastião Ferreira Lacerda (grandfather, *14/03/1946) - bh01, bh08
  Terezinha Alves Lacerda    (grandmother, *27/08/1949) - bh02, bh09
  Ricardo Alves Lacerda      (father, *04/05/1979)      - bh03, bh10
  Juliana Moreira Campos Lacerda (mother, *19/11/1987, pregnant, DUM 18/12/2024)
                                                          - bh11, bh04, bh05
  Pedro Campos Lacerda       (son, *08/02/2015)          - bh06
  Laura Campos Lacerda       (daughter, *30/06/2020)     - bh07, bh12
"""
from model import (V, Col, Row, Sub, Table, Heading, Text, Meta, Cols, Spacer, Rule, Sign,
                   Report, exam)


# =========================================================================== bh01
def bh01():
    lab = dict(name="Laboratório São Lucas", sub="Análises Clínicas · desde 1983", initials="SL",
               lines=["Rua Goiás, 1.217 – Centro – Divinópolis/MG – CEP 35500-031",
                      "Tel. (37) 3221-4480 · CNPJ 17.482.309/0001-56 · CNES 2194851",
                      "Responsável técnica: Dra. Helena Vasconcelos Prado – CRF-MG 18.452"])
    style = dict(font="dejavu-serif", fs=9.5, lh=4.3, accent="#7a1f1f", header="centered",
                 patient="box", heading="underline", valbold=True, plh=4.3)
    patient = [
        [("Paciente", "SEBASTIÃO FERREIRA LACERDA", 3), ("Sexo", "Masculino", 1.2)],
        [("Data de nascimento", "14/03/1946", 1.6), ("Idade", "78 anos", 1), ("Atendimento", "0311-48217", 1.6)],
        [("Médico", "Dr. Otávio Resende Caldas – CRM-MG 41.877", 3), ("Convênio", "Unimed", 1.2)],
        [("Data da solicitação", "24/02/2025", 1.6), ("Coleta", "11/03/2025 07:42", 1.6),
         ("Liberação", "12/03/2025 16:20", 1.6)],
    ]
    nw, vw = 0.40, 0.14
    p1 = [
        exam("GLICOSE", [
            Row("Resultado:", V("132", "*"), "mg/dL", key="glu_f"),
            Row("Resultado anterior (10/09/2024):", V("141", date="2024-09-10"), "mg/dL", key="glu_f",
                gname="GLICOSE"),
        ], material="Soro", method="Enzimático – hexoquinase", namew=nw, valw=vw, mt=1.5,
            ref=["Valores de referência (jejum de 8 horas):",
                 "Normal: 70 a 99 mg/dL   ·   Glicemia de jejum alterada: 100 a 125 mg/dL",
                 "Diabetes mellitus: igual ou superior a 126 mg/dL (confirmar em nova amostra)"]),
        exam("HEMOGLOBINA GLICADA (HbA1c)", [
            Row("Resultado:", V("7,2", "*"), "%", key="a1c"),
            Row("Glicose média estimada:", V("160"), "mg/dL", key="eag"),
            Row("Resultado anterior (10/09/2024):", V("7,6", date="2024-09-10"), "%", key="a1c",
                gname="HEMOGLOBINA GLICADA (HbA1c)"),
        ], material="Sangue total (EDTA)", method="HPLC – certificado NGSP", namew=nw, valw=vw,
            ref=["Valores de referência (Sociedade Brasileira de Diabetes):",
                 "Normal: inferior a 5,7 %   ·   Risco aumentado: 5,7 a 6,4 %   ·   Diabetes: 6,5 % ou mais"],
            notes=["A glicose média estimada é calculada a partir da HbA1c: GME = 28,7 × HbA1c – 46,7."]),
        exam("UREIA", [
            Row("Resultado:", V("58", "*"), "mg/dL", key="urea"),
            Row("Resultado anterior (10/09/2024):", V("52", date="2024-09-10"), "mg/dL", key="urea",
                gname="UREIA"),
        ], material="Soro", method="Enzimático UV (urease/GLDH)", namew=nw, valw=vw,
            ref=["Valores de referência: 19 a 49 mg/dL"]),
        exam("CREATININA", [
            Row("Resultado:", V("1,42", "*"), "mg/dL", key="creat"),
            Row("TFG estimada (CKD-EPI 2021):", V("51", "*"), "mL/min/1,73m²", key="egfr"),
            Row("Resultado anterior (10/09/2024):", V("1,35", date="2024-09-10"), "mg/dL", key="creat",
                gname="CREATININA"),
        ], material="Soro", method="Cinético colorimétrico (Jaffé compensado)", namew=nw, valw=vw,
            ref=["Valores de referência: homens 0,70 a 1,20 mg/dL",
                 "TFG: igual ou superior a 60 mL/min/1,73m² (abaixo de 60 por 3 meses caracteriza DRC)"]),
        exam("ÁCIDO ÚRICO", [
            Row("Resultado:", V("7,8", "*"), "mg/dL", key="urate"),
        ], material="Soro", method="Enzimático colorimétrico (uricase)", namew=nw, valw=vw,
            ref=["Valores de referência: homens 3,4 a 7,0 mg/dL"]),
    ]
    p2 = [
        exam("ELETRÓLITOS", [
            Row("Sódio:", V("139"), "mEq/L", ref="136 a 145 mEq/L", key="na"),
            Row("Potássio:", V("5,3", "*"), "mEq/L", ref="3,5 a 5,1 mEq/L", key="k"),
        ], material="Soro", method="Eletrodo íon-seletivo (indireto)", namew=0.30, valw=0.14, unitw=0.14,
            refw=0.42, mt=1.5),
        exam("MICROALBUMINÚRIA – AMOSTRA ISOLADA", [
            Row("Albumina urinária:", V("48,0"), "mg/L", key="u_malb"),
            Row("Creatinina urinária:", V("96,5"), "mg/dL", key="u_creat"),
            Row("Relação albumina/creatinina:", V("49,7", "*"), "mg/g", key="u_acr"),
        ], material="Urina (primeira da manhã)", method="Imunoturbidimetria / Jaffé", namew=nw, valw=vw,
            ref=["Valores de referência – relação albumina/creatinina:",
                 "Normal: inferior a 30 mg/g   ·   Aumentada: 30 a 300 mg/g   ·   Muito aumentada: acima de 300 mg/g"]),
        exam("PERFIL LIPÍDICO", [
            Row("Colesterol total:", V("168"), "mg/dL", ref="Desejável: inferior a 190 mg/dL", key="chol"),
            Row("HDL:", V("41"), "mg/dL", ref="Desejável: superior a 40 mg/dL", key="hdl"),
            Row("LDL (calculado):", V("98"), "mg/dL", ref="Meta conforme risco cardiovascular", key="ldl_calc"),
            Row("Colesterol não-HDL:", V("127"), "mg/dL", ref="Meta conforme risco cardiovascular", key="nonhdl"),
            Row("Triglicerídeos:", V("145"), "mg/dL", ref="Desejável: inferior a 150 mg/dL", key="tg"),
        ], material="Soro", method="Enzimático colorimétrico; LDL pela fórmula de Friedewald",
            namew=0.30, valw=0.12, unitw=0.12, refw=0.46,
            notes=["Jejum de 12 horas informado. Conforme o Consenso Brasileiro de 2016, o jejum não é obrigatório."]),
        exam("ANTÍGENO PROSTÁTICO ESPECÍFICO (PSA)", [
            Row("PSA total:", V("3,84"), "ng/mL", key="psa"),
            Row("PSA livre:", V("0,62"), "ng/mL", key="fpsa"),
            Row("Relação PSA livre/total:", V("16", "*"), "%", key="fpsa_r"),
            Row("PSA total anterior (10/09/2024):", V("3,51", date="2024-09-10"), "ng/mL", key="psa",
                gname="PSA total"),
        ], material="Soro", method="Quimioluminescência", namew=nw, valw=vw,
            ref=["Valores de referência – PSA total: homens acima de 70 anos até 6,5 ng/mL",
                 "Relação PSA livre/total: valores inferiores a 25 % aumentam a probabilidade de neoplasia"]),
        Text("(*) Resultado fora do intervalo de referência.", size=8, mt=3),
        Sign([("Dra. Helena Vasconcelos Prado", "Farmacêutica-Bioquímica", "CRF-MG 18.452"),
              ("Dr. Marcos Antônio Teixeira", "Biomédico", "CRBM 9.204")], mt=10),
    ]
    footer = ["Laboratório São Lucas – Análises Clínicas · Impresso em 13/03/2025 08:11",
              "Os resultados devem ser interpretados pelo médico assistente, em conjunto com os dados clínicos.",
              "Laudo nº 2025.031148217"]
    return Report("bh01", lab, style, patient, "2025-03-11", [p1, p2], footer,
                  "grandfather (78 y)",
                  ["block layout", "previous result printed below current (own date)", "* flags",
                   "centered serif header", "lipids with 'HDL'", "electrolytes mEq/L", "PSA"])


# =========================================================================== bh02
def bh02():
    lab = dict(name="Centro Diagnóstico Vale do Itapecerica", sub="Medicina laboratorial",
               initials="VI",
               lines=["Av. Primeiro de Junho, 845 – Centro – Divinópolis/MG",
                      "CNPJ 23.615.774/0001-08 · CNES 7731224",
                      "(37) 3214-9050 · www.valeitapecerica.com.br"],
               right=["RT: Dr. Fábio Nogueira Brandão – CRF-MG 22.907"])
    style = dict(font="lib-sans", fs=8.5, lh=3.9, accent="#0b6e4f", header="band", patient="shaded",
                 heading="shaded", flagcolor="#b00020", shade="#e3efe9")
    patient = [
        [("Nome", "TEREZINHA ALVES LACERDA", 2.4), ("Sexo", "Feminino", 1), ("Idade", "75 anos", 1)],
        [("Nascimento", "27/08/1949", 1.2), ("Pedido", "V-2025-088134", 1.2), ("Data do pedido", "28/02/2025", 1.2)],
        [("Médica", "Dra. Cristina Paes Leme – CRM-MG 33.640", 2.4), ("Coletado em", "12/03/2025 08:15", 1.2)],
        [("Unidade", "Divinópolis – Centro", 2.4), ("Liberado em", "13/03/2025 11:47", 1.2)],
    ]
    L = "↓"
    Hf = "↑"
    eri = Table([Col("name", "", 0.40), Col("val", "", 0.13), Col("unit", "", 0.23, align="L"),
                 Col("ref", "", 0.24)], [
        Row("Hemácias", "4,38", "milhões/mm³", "4,00 a 5,20", key="rbc"),
        Row("Hemoglobina", V("11,2", L), "g/dL", "12,0 a 15,5", key="hb"),
        Row("Hematócrito", V("34,1", L), "%", "36,0 a 46,0", key="hct"),
        Row("VCM", V("77,8", L), "fL", "80,0 a 100,0", key="mcv"),
        Row("Hemoglobina\nCorpuscular Média", V("25,6", L), "pg", "26,0 a 34,0", key="mch",
            valign="bottom"),
        Row("CHCM", "32,8", "g/dL", "32,0 a 36,0", key="mchc"),
        Row("RDW", V("16,2", Hf), "%", "11,5 a 15,0", key="rdw"),
    ], rules="none", head=False, leaders=True, mt=0.5)
    leu = Table([Col("name", "", 0.30), Col("val", "%", 0.14, id="p", unit_mode="head", unit="%", align="R"),
                 Col("val", "/mm³", 0.22, id="a", unit_mode="head", unit="/mm³", align="R"),
                 Col("ref", "Ref. /mm³", 0.34)], [
        Row("Leucócitos", vals={"a": "5.840"}, ref="3.600 a 11.000", key="wbc", bold=True),
        Row("Bastonetes", vals={"p": "1", "a": "58"}, ref="0 a 500", keys={"p": "band_p", "a": "band_a"}),
        Row("Segmentados", vals={"p": "58", "a": "3.387"}, ref="1.500 a 7.000", keys={"p": "seg_p", "a": "seg_a"}),
        Row("Eosinófilos", vals={"p": "3", "a": "175"}, ref="40 a 500", keys={"p": "eos_p", "a": "eos_a"}),
        Row("Basófilos", vals={"p": "1", "a": "58"}, ref="0 a 200", keys={"p": "bas_p", "a": "bas_a"}),
        Row("Linfócitos", vals={"p": "30", "a": "1.752"}, ref="1.000 a 4.000", keys={"p": "lym_p", "a": "lym_a"}),
        Row("Monócitos", vals={"p": "7", "a": "409"}, ref="200 a 1.000", keys={"p": "mon_p", "a": "mon_a"}),
    ], rules="head", head=True, mt=0.5, size=8.5)
    plq = Table([Col("name", "", 0.30), Col("val", "", 0.20, align="R"), Col("unit", "", 0.16, align="L"),
                 Col("ref", "", 0.34)], [
        Row("Plaquetas", "286.000", "/mm³", "150.000 a 450.000", key="plt"),
        Row("VPM", "10,4", "fL", "7,5 a 11,5", key="mpv"),
    ], rules="none", head=False, mt=0.3)
    p1 = [
        Heading("HEMOGRAMA COMPLETO", right="Material: sangue total (EDTA)", mt=1.5),
        Meta([("Método", "Automatizado – impedância e citometria de fluxo, com revisão microscópica da lâmina")]),
        Cols([Heading("ERITROGRAMA", style="plain", size=8.5, mt=1.5), eri],
             [Heading("LEUCOGRAMA", style="plain", size=8.5, mt=1.5), leu,
              Heading("PLAQUETOGRAMA", style="plain", size=8.5, mt=1.5), plq],
             split=0.5, gap=8, divider=True),
        Text(["Observações da série vermelha: hipocromia (+) e microcitose (+); anisocitose discreta.",
              "Série branca sem alterações morfológicas. Plaquetas com morfologia normal."], mt=3),
        Text(["Valores de referência para mulheres adultas (acima de 60 anos). Setas indicam resultado abaixo (↓) ou",
              "acima (↑) do intervalo de referência."], size=7.5, italic=True, mt=1.5),
        Sign([("Dr. Fábio Nogueira Brandão", "Farmacêutico-Bioquímico", "CRF-MG 22.907")], mt=9),
    ]
    cols2 = [Col("name", "Exame", 0.33), Col("val", "Resultado", 0.13, align="R"),
             Col("unit", "Unidade", 0.11, align="L"), Col("ref", "Valores de referência", 0.28),
             Col("text", "Método", 0.15, id="met")]
    q = "Quimiolum."
    p2 = [
        Heading("BIOQUÍMICA, VITAMINAS E HORMÔNIOS", right="Material: soro", mt=1.5),
        Table(cols2, [
            Sub("Perfil de ferro"),
            Row("Ferro sérico", V("38", L), "µg/dL", "50 a 170", key="iron", extra={"met": "Colorimétrico"}),
            Row("Ferritina", V("12,5", L), "ng/mL", "15 a 150", key="ferritin", extra={"met": q}),
            Sub("Vitaminas e minerais"),
            Row("Vitamina B12", "228", "pg/mL", "197 a 771", key="b12", extra={"met": q}),
            Row("25-Hidroxivitamina D", V("22,4", L), "ng/mL", "Acima de 60 anos: 30 a 100", key="vitd",
                extra={"met": q}),
            Row("Cálcio total", "9,1", "mg/dL", "8,6 a 10,3", key="ca", extra={"met": "Arsenazo III"}),
            Sub("Tireoide"),
            Row("TSH – hormônio tireoestimulante", V("6,85", Hf), "µUI/mL", "0,45 a 4,50", key="tsh",
                extra={"met": q}),
            Row("T4 livre", "1,02", "ng/dL", "0,70 a 1,48", key="ft4", extra={"met": q}),
            Row("Anticorpos anti-TPO", V("156", Hf), "UI/mL", "Inferior a 35", key="tpo", extra={"met": q}),
        ], rules="head", leaders=True, mt=1.5, pad=0.6),
        Text(["Vitamina D (SBPC/ML e SBEM, 2017): acima de 20 ng/mL desejável para a população geral saudável;",
              "30 a 60 ng/mL para grupos de risco (idosos, gestantes, osteoporose). Risco de toxicidade acima de 100 ng/mL."],
             size=7.5, italic=True, mt=3),
        Text(["Amostra de soro armazenada por 7 dias para eventual repetição (até 20/03/2025)."], size=7.5, mt=1.5),
        Sign([("Dr. Fábio Nogueira Brandão", "Farmacêutico-Bioquímico", "CRF-MG 22.907"),
              ("Dra. Aline Castro Fonseca", "Biomédica", "CRBM 14.388")], mt=10),
    ]
    footer = ["Centro Diagnóstico Vale do Itapecerica · Av. Primeiro de Junho, 845 – Divinópolis/MG",
              "Documento assinado eletronicamente · Emitido em 13/03/2025 11:52"]
    return Report("bh02", lab, style, patient, "2025-03-12", [p1, p2], footer, "grandmother (75 y)",
                  ["two-column hemogram", "dotted leaders", "differential % and /mm³ in header-unit columns",
                   "name split across two lines (HCM, value on 2nd line)", "↑/↓ flags", "iron, vitamins, thyroid"])


# =========================================================================== bh03
def bh03():
    lab = dict(name="Horizonte Medicina Diagnóstica", sub="Laboratório clínico · Unidade Savassi",
               initials="HM",
               lines=["Rua Pernambuco, 1.002 – Savassi – Belo Horizonte/MG – CEP 30130-151",
                      "CNPJ 08.337.214/0001-90 · CNES 3390117 · Central (31) 3048-7700"],
               right=["Responsável técnico:", "Dr. Leonardo Magalhães Figueira", "CRM-MG 38.102 – Patologia Clínica"])
    style = dict(font="carlito", fs=10, lh=4.4, accent="#c0561a", header="logo", patient="box",
                 heading="bar", valbold=True)
    patient = [
        [("Paciente", "RICARDO ALVES LACERDA", 2.2), ("Data de nasc.", "04/05/1979", 1.1), ("Sexo", "M", 0.6)],
        [("Ordem de serviço", "HMD-1147-25", 1.1), ("Solicitante", "Dra. Fernanda Guimarães Lobo – CRM-MG 52.318", 2.8)],
        [("Data da coleta", "08/04/2025", 1.1), ("Data de entrada", "08/04/2025", 1.1), ("Emissão do laudo", "09/04/2025", 1.1),
         ("Jejum", "12 h", 0.6)],
    ]
    d1, d2 = "2024-04-15", "2023-03-20"
    cols = [Col("name", "Exame", 0.25),
            Col("val", "Resultado", 0.14, id="cur", head2="08/04/2025", align="C"),
            Col("val", "Anterior", 0.12, id="p1", date=d1, head2="15/04/2024", align="C"),
            Col("val", "Anterior", 0.12, id="p2", date=d2, head2="20/03/2023", align="C"),
            Col("unit", "Unidade", 0.10),
            Col("ref", "Valores de referência", 0.27)]
    H, Lo = "H", "L"

    def r(name, cur, p1, p2, unit, ref, key, fl="", fl1=""):
        return Row(name, V(cur, fl), unit, ref, key=key, vals={"p1": V(p1, fl1), "p2": p2})
    t = Table(cols, [
        Sub("BIOQUÍMICA", shade=True),
        r("Glicose", "104", "98", "95", "mg/dL", "70 a 99", "glu_f", H),
        r("Ácido úrico", "7,4", "6,9", "6,5", "mg/dL", "3,5 a 7,2", "urate", H),
        Sub("PERFIL LIPÍDICO", shade=True),
        r("Colesterol total", "231", "214", "198", "mg/dL", "Desejável: < 190", "chol", H, H),
        r("HDL-COLESTEROL", "38", "41", "44", "mg/dL", "Desejável: > 40", "hdl", Lo),
        r("LDL-COLESTEROL", "152", "139", "124", "mg/dL", "Ver metas abaixo", "ldl_calc"),
        r("Triglicérides", "205", "170", "150", "mg/dL", "Desejável: < 150", "tg", H, H),
        Sub("FUNÇÃO HEPÁTICA", shade=True),
        r("AST (TGO)", "38", "31", "27", "U/L", "Até 40", "ast"),
        r("ALT (TGP)", "61", "48", "35", "U/L", "Até 41", "alt", H, H),
        Row("Gama-Glutamil\nTransferase (GGT)", V("88", H), "U/L", "8 a 61", key="ggt",
            vals={"p1": V("71", H), "p2": "52"}, valign="bottom"),
        r("Bilirrubina total", "0,82", "0,75", "0,91", "mg/dL", "0,20 a 1,20", "bili_t"),
        Row("Fosfatase alcalina", V("74"), "U/L", "40 a 129", key="alp", vals={"p1": "70", "p2": "–"}),
    ], rules="grid", head=True, headshade="#f6e3d6", mt=2, pad=0.6)
    metas = Table([Col("text", "Categoria de risco", 0.34, id="a"), Col("text", "LDL-colesterol", 0.33, id="b"),
                   Col("text", "Não-HDL-colesterol", 0.33, id="c")], [
        Row("", extra={"a": "Baixo", "b": "< 130 mg/dL", "c": "< 160 mg/dL"}),
        Row("", extra={"a": "Intermediário", "b": "< 100 mg/dL", "c": "< 130 mg/dL"}),
        Row("", extra={"a": "Alto", "b": "< 70 mg/dL", "c": "< 100 mg/dL"}),
        Row("", extra={"a": "Muito alto", "b": "< 50 mg/dL", "c": "< 80 mg/dL"}),
    ], rules="rows", head=True, size=8.5, mt=1, pad=0.3)
    p1 = [
        Heading("RESULTADOS COM HISTÓRICO DO PACIENTE", mt=1.5),
        Meta([("Material", "Soro"), ("Métodos", "Enzimáticos colorimétricos e cinéticos (IFCC) – Cobas c503")]),
        t,
        Text("H = acima do valor de referência   ·   L = abaixo do valor de referência   ·   – = exame não realizado na data",
             size=8, mt=1),
        Heading("Metas terapêuticas de LDL e não-HDL (Atualização da Diretriz Brasileira de Dislipidemias, 2017)",
                style="plain", size=9, mt=4),
        Cols([metas], [Text(["LDL-colesterol calculado pela fórmula de Friedewald",
                             "(válida para triglicérides inferiores a 400 mg/dL).",
                             "A categoria de risco deve ser estabelecida pelo",
                             "médico assistente."], size=8.5, italic=True)],
             split=0.62, gap=6),
        Sign([("Dr. Leonardo Magalhães Figueira", "Patologista Clínico", "CRM-MG 38.102"),
              ("Dra. Paula Resende Antunes", "Farmacêutica-Bioquímica", "CRF-MG 27.615")], mt=12),
    ]
    footer = ["Horizonte Medicina Diagnóstica · Resultados anteriores obtidos neste laboratório.",
              "Laudo liberado em 09/04/2025 às 10:34 · Impresso em 10/04/2025 · Este laudo não substitui a avaliação médica."]
    return Report("bh03", lab, style, patient, "2025-04-08", [p1], footer, "father (45 y)",
                  ["cumulative table with two previous-date columns", "grid rules, shaded header",
                   "H/L flags", "HDL-COLESTEROL", "GGT split across two lines (value on 2nd line)",
                   "reference-target table (not results)", "liver panel, lipids"])


# =========================================================================== bh04
def bh04():
    lab = dict(name="Laboratório Pró-Vida", sub="Análises clínicas e imunologia",
               initials="PV",
               lines=["Rua Pará de Minas, 312 – Eldorado – Contagem/MG – CEP 32315-040",
                      "CNPJ 41.078.552/0001-37 · CNES 5512903 · (31) 3392-6610"],
               right=["Responsável técnica", "Dra. Sílvia Regina Montenegro", "CRF-MG 15.733"])
    style = dict(font="dejavu", fs=8.5, lh=3.9, accent="#6a1b9a", header="boxed", patient="box",
                 heading="accent", valbold=True, plh=4.0)
    patient = [
        [("Paciente", "JULIANA MOREIRA CAMPOS LACERDA", 2.6), ("Nascimento", "19/11/1987", 1.2)],
        [("Requisição", "PV-250206-0419", 1.2), ("Médico", "Dr. Henrique Bastos Vilela – CRM-MG 47.229", 2.6)],
        [("DUM", "18/12/2024", 1), ("IG na coleta", "7 semanas", 1), ("DPP", "24/09/2025", 1),
         ("Convênio", "SUS – Pré-natal", 1.2)],
        [("Coleta", "06/02/2025 07:10", 1.2), ("Recebimento", "06/02/2025 09:02", 1.2),
         ("Liberação", "10/02/2025 14:35", 1.2)],
    ]
    cols = [Col("name", "Exame", 0.37), Col("ref", "Valores de referência", 0.29),
            Col("val", "Resultado", 0.19), Col("unit", "Unidade", 0.15)]
    p1 = [
        Text("PROTOCOLO DE PRÉ-NATAL – PRIMEIRO TRIMESTRE", bold=True, size=10, align="C", mt=2),
        Heading("IMUNO-HEMATOLOGIA", mt=2),
        Meta([("Material", "Sangue total (EDTA)"), ("Método", "Hemaglutinação em gel (coluna)")]),
        Table(cols, [
            Row("Grupo sanguíneo (sistema ABO)", "O", "", "", key="abo"),
            Row("Fator Rh (antígeno D)", "Positivo", "", "", key="rh"),
            Row("Pesquisa de anticorpos irregulares\n(Coombs indireto)", "Negativo", "", "Negativo",
                key="abscr", valign="bottom"),
        ], rules="head", mt=1),
        Heading("HEMOGRAMA", mt=3),
        Meta([("Material", "Sangue total (EDTA)"), ("Método", "Automação hematológica (Mindray BC-6800)")]),
        Table(cols, [
            Row("Hemácias", "4,21", "milhões/mm³", "3,90 a 5,03", key="rbc"),
            Row("Hemoglobina", "12,4", "g/dL", "11,0 a 15,0", key="hb"),
            Row("Hematócrito", "37,1", "%", "33,0 a 45,0", key="hct"),
            Row("VCM", "88,1", "fL", "80,0 a 98,0", key="mcv"),
            Row("HCM", "29,5", "pg", "26,0 a 34,0", key="mch"),
            Row("CHCM", "33,4", "g/dL", "31,0 a 36,0", key="mchc"),
            Row("RDW", "13,1", "%", "11,5 a 14,5", key="rdw"),
            Row("Leucócitos", "8.940", "/mm³", "4.000 a 11.000", key="wbc"),
            Row("Plaquetas", "248.000", "/mm³", "150.000 a 450.000", key="plt"),
        ], rules="head", mt=1),
        Text("Contagem diferencial de leucócitos sem alterações (liberada apenas mediante solicitação).",
             size=7.5, italic=True, mt=1),
        Heading("BIOQUÍMICA E HORMÔNIOS", mt=3),
        Meta([("Material", "Soro / plasma fluoretado"), ("Método", "Hexoquinase; eletroquimioluminescência")]),
        Table(cols, [
            Row("Glicose – jejum", "86", "mg/dL", "Gestantes: inferior a 92", key="glu_f"),
            Row("TSH – hormônio tireoestimulante", "1,84", "µUI/mL", "1º trimestre: 0,10 a 2,50", key="tsh"),
        ], rules="head", mt=1),
        Text(["Glicemia de jejum na gestação (OMS/IADPSG): 92 a 125 mg/dL caracteriza diabetes gestacional;",
              "igual ou superior a 126 mg/dL, diabetes prévio ao diagnóstico na gestação."], size=7.5, mt=1.5),
        Heading("SOROLOGIAS", mt=3),
        Meta([("Material", "Soro"), ("Método", "Quimioluminescência (CMIA); VDRL por floculação")]),
        Table(cols, [
            Row("VDRL", "Não reagente", "", "Não reagente", key="vdrl"),
            Row("Anti-HIV 1 e 2 (anticorpos + Ag p24)", "Não reagente", "", "Não reagente", key="hiv"),
            Row("HBsAg", "Não reagente", "", "Não reagente", key="hbsag"),
            Row("Anti-HCV", "Não reagente", "", "Não reagente", key="hcv"),
            Row("Toxoplasmose – IgG", "inferior a 1,6", "UI/mL", "Não reagente: inferior a 1,6\nReagente: 3,0 ou mais",
                key="toxo_g"),
            Row("Rubéola – IgG", "92,4", "UI/mL", "Não reagente: inferior a 5,0\nReagente: 10,0 ou mais", key="rub_g"),
        ], rules="head", mt=1),
        Text("Gestante suscetível à toxoplasmose: recomenda-se repetir a sorologia a cada trimestre.",
             size=7.5, italic=True, mt=1),
    ]
    p2 = [
        Heading("URINA TIPO I (EAS)", mt=1.5),
        Meta([("Material", "Urina – jato médio, primeira da manhã"), ("Método", "Tira reagente e microscopia")]),
        Table(cols, [
            Sub("Exame físico"),
            Row("Cor", "Amarelo citrino", "", "Amarelo citrino", key="u_color"),
            Row("Aspecto", "Límpido", "", "Límpido", key="u_aspect"),
            Row("Densidade", "1,020", "", "1,005 a 1,030", key="u_sg"),
            Sub("Exame químico"),
            Row("pH", "6,0", "", "5,0 a 7,5", key="u_ph"),
            Row("Proteínas", "Negativo", "", "Negativo", key="u_prot"),
            Row("Glicose", "Negativo", "", "Negativo", key="u_glu"),
            Row("Corpos cetônicos", "Negativo", "", "Negativo", key="u_ket"),
            Row("Hemoglobina", "Negativo", "", "Negativo", key="u_hb"),
            Row("Bilirrubina", "Negativo", "", "Negativo", key="u_bili"),
            Row("Urobilinogênio", "Normal", "", "Normal (até 1,0 mg/dL)", key="u_ubg"),
            Row("Nitrito", "Negativo", "", "Negativo", key="u_nit"),
            Sub("Sedimentoscopia"),
            Row("Células epiteliais", "Raras", "", "Raras a algumas", key="u_epi"),
            Row("Leucócitos", "3", "/campo", "até 5 /campo", key="u_wbc"),
            Row("Hemácias", "1", "/campo", "até 3 /campo", key="u_rbc"),
            Row("Bactérias", "Ausentes", "", "Ausentes a raras", key="u_bact"),
        ], rules="head", mt=1, pad=0.35),
        Heading("UROCULTURA", mt=3),
        Meta([("Material", "Urina – jato médio"), ("Método", "Semeadura quantitativa em ágar cromogênico")]),
        Table(cols, [Row("Resultado", "Negativa", "", "Negativa", key="u_cult", gname="UROCULTURA")],
              rules="head", mt=1),
        Text("Não houve crescimento bacteriano após 48 horas de incubação.", size=7.5, italic=True, mt=1),
        Sign([("Dra. Sílvia Regina Montenegro", "Farmacêutica-Bioquímica", "CRF-MG 15.733")], mt=8),
    ]
    footer = ["Laboratório Pró-Vida · Rua Pará de Minas, 312 – Contagem/MG",
              "Laudo assinado digitalmente em 10/02/2025 · Verifique a autenticidade em provida-lab.com.br/laudos"]
    return Report("bh04", lab, style, patient, "2025-02-06", [p1, p2], footer,
                  "mother, pregnant (1st trimester)",
                  ["reference range printed BEFORE the result", "tables with a header rule only",
                   "prenatal serology (Não reagente)", "urinalysis (EAS) with sub-sections", "urine culture",
                   "split name with value on the second line", "DUM / DPP distractor dates"])


# =========================================================================== bh05
def bh05():
    lab = dict(name="Lab Mater", sub="Análises clínicas da mulher e da gestante", initials="LM",
               lines=["Av. do Contorno, 9.636 – Prado – Belo Horizonte/MG",
                      "CNPJ 30.449.871/0001-12 · CNES 6120413 · (31) 3295-1180"],
               right=["Responsável técnico", "Dr. Rafael Antunes Coelho", "CRF-MG 24.516"])
    style = dict(font="lib-serif", fs=10, lh=4.4, accent="#ad1457", header="logo", patient="lines",
                 heading="underline", flagcolor="#ad1457")
    patient = [
        [("Paciente", "JULIANA MOREIRA CAMPOS LACERDA", 2.5), ("Nasc.", "19/11/1987", 1)],
        [("DUM", "18/12/2024", 1), ("Idade gestacional", "26 semanas e 6 dias", 1.5), ("Pedido médico", "10/06/2025", 1)],
        [("Coleta", "24/06/2025 07:05", 1), ("Liberação", "24/06/2025 17:45", 1.5), ("Impressão", "25/06/2025", 1)],
    ]
    p1 = [
        Heading("CURVA GLICÊMICA – TESTE ORAL DE TOLERÂNCIA À GLICOSE (75 g)", mt=1.5),
        Meta([("Material", "Plasma fluoretado"), ("Método", "Enzimático – hexoquinase")]),
        Table([Col("name", "", 0.40), Col("val", "", 0.12, align="R"), Col("unit", "", 0.12, align="L"),
               Col("ref", "", 0.36)], [
            Row("Glicose – jejum", "84", "mg/dL", "inferior a 92 mg/dL", key="glu_f"),
            Row("Glicose – 1 hora após sobrecarga", "152", "mg/dL", "inferior a 180 mg/dL", key="glu_1h"),
            Row("Glicose – 2 horas após sobrecarga", "121", "mg/dL", "inferior a 153 mg/dL", key="glu_2h75"),
        ], rules="rows", head=False, mt=1),
        Text(["Critérios IADPSG/OMS (2013) para diabetes gestacional: jejum de 92 a 125 mg/dL, 1 hora ≥ 180 mg/dL",
              "ou 2 horas ≥ 153 mg/dL. Um único valor alterado é suficiente para o diagnóstico."], size=8.5, mt=1.5),
        Heading("HEMOGRAMA", mt=4),
        Meta([("Material", "Sangue total (EDTA)"), ("Método", "Automatizado (Sysmex XN-1000)")]),
        Table([Col("name", "Parâmetro", 0.25), Col("val", "24/06/2025", 0.15, id="cur", align="R"),
               Col("val", "15/04/2025", 0.15, id="prev", date="2025-04-15", align="R"),
               Col("unit", "Unidade", 0.16, align="L"), Col("ref", "Referência (gestantes)", 0.29)], [
            Row("Hemácias", "3,92", "milhões/mm³", "3,50 a 5,00", key="rbc", vals={"prev": "4,05"}),
            Row("Hemoglobina", V("10,9", "↓"), "g/dL", "11,0 a 14,0", key="hb", vals={"prev": "11,6"}),
            Row("Hematócrito", "33,0", "%", "33,0 a 42,0", key="hct", vals={"prev": "34,8"}),
            Row("VCM", "84,2", "fL", "80,0 a 100,0", key="mcv", vals={"prev": "85,9"}),
            Row("HCM", "27,8", "pg", "26,0 a 34,0", key="mch", vals={"prev": "28,6"}),
            Row("CHCM", "33,0", "g/dL", "31,0 a 36,0", key="mchc", vals={"prev": "33,3"}),
            Row("RDW", "14,6", "%", "11,5 a 15,5", key="rdw", vals={"prev": "13,8"}),
            Row("Leucócitos", "10.480", "/mm³", "5.000 a 15.000", key="wbc", vals={"prev": "9.760"}),
            Row("Plaquetas", "212.000", "/mm³", "150.000 a 400.000", key="plt", vals={"prev": "231.000"}),
        ], rules="rows", head=True, mt=1),
        Text("Leucograma sem desvio à esquerda. Morfologia eritrocitária: discreta hipocromia.", size=8.5, mt=1.5),
        Heading("FERRITINA E VITAMINA D", mt=4),
        Meta([("Material", "Soro"), ("Método", "Quimioluminescência")]),
        Table([Col("name", "Parâmetro", 0.25), Col("val", "24/06/2025", 0.15, id="cur", align="R"),
               Col("val", "15/04/2025", 0.15, id="prev", date="2025-04-15", align="R"),
               Col("unit", "Unidade", 0.16, align="L"), Col("ref", "Referência", 0.29)], [
            Row("Ferritina", "18,2", "ng/mL", "10 a 150", key="ferritin", vals={"prev": "31,0"}),
            Row("25-Hidroxivitamina D", "27,9", "ng/mL", "Gestantes: 30 a 60", key="vitd", vals={"prev": "–"}),
        ], rules="rows", head=True, mt=1),
        Text("↓ resultado abaixo do valor de referência. Coluna 15/04/2025: resultado anterior da paciente neste laboratório.",
             size=8, italic=True, mt=1.5),
        Sign([("Dr. Rafael Antunes Coelho", "Farmacêutico-Bioquímico", "CRF-MG 24.516")], mt=8),
    ]
    footer = ["Lab Mater · Av. do Contorno, 9.636 – Belo Horizonte/MG · Retorno pré-natal agendado: 01/07/2025",
              "Resultados liberados por processo eletrônico com dupla conferência."]
    return Report("bh05", lab, style, patient, "2025-06-24", [p1], footer,
                  "mother, pregnant (27th week)",
                  ["TOTG 75 g (three timed glucoses)", "hemogram with a previous-result column",
                   "row rules", "↓ flag", "IADPSG criteria text with ≥ (not results)"])


# =========================================================================== bh06
def bh06():
    lab = dict(name="Laboratório Serra do Curral", sub="Patologia clínica · pediatria e adultos",
               initials="SC",
               lines=["Rua Bias Fortes, 77 – Centro – Nova Lima/MG – CEP 34000-045",
                      "CNPJ 19.884.130/0001-71 · CNES 4093311"],
               right=["Atendimento (31) 3541-2290", "RT: Dra. Marina Tolentino Sá", "CRBM 11.046"])
    style = dict(font="dejavu-cond", fs=9, lh=4.1, accent="#00695c", header="boxed", patient="shaded",
                 heading="boxed", shade="#e0f2f1")
    patient = [
        [("Paciente", "PEDRO CAMPOS LACERDA", 2.3), ("Sexo", "Masculino", 1), ("Idade", "10 anos", 1)],
        [("Nascimento", "08/02/2015", 1), ("Responsável", "Juliana M. C. Lacerda", 1.6), ("Registro", "SC-77410", 1)],
        [("Solicitante", "Dra. Beatriz Okamoto – CRM-MG 60.114 (Pediatria)", 2.3), ("Data do pedido", "12/05/2025", 1.3)],
        [("Coleta de sangue", "20/05/2025 08:30", 1.6), ("Liberado", "22/05/2025 15:02", 1.3), ("Via", "2ª via", 0.9)],
    ]
    A = "*"
    p1 = [
        Heading("HEMOGRAMA COMPLETO", mt=1.5),
        Meta([("Material", "Sangue total com EDTA"), ("Método", "Citometria de fluxo fluorescente e impedância")]),
        Heading("Eritrograma", style="plain", size=9, mt=2),
        Table([Col("name", "", 0.34), Col("val", "", 0.14, align="R"), Col("unit", "", 0.16, align="L"),
               Col("ref", "Valores de referência (9 a 11 anos)", 0.36)], [
            Row("Hemácias", "4,78", "milhões/µL", "4,00 a 5,20", key="rbc"),
            Row("Hemoglobina", "13,1", "g/dL", "11,5 a 15,5", key="hb"),
            Row("Hematócrito", "39,4", "%", "35,0 a 45,0", key="hct"),
            Row("VCM", "82,4", "fL", "77,0 a 95,0", key="mcv"),
            Row("HCM", "27,4", "pg", "25,0 a 33,0", key="mch"),
            Row("CHCM", "33,2", "g/dL", "31,0 a 37,0", key="mchc"),
            Row("RDW", "13,0", "%", "11,5 a 14,5", key="rdw"),
        ], rules="none", head=True, headbold=False, mt=0.5),
        Heading("Leucograma", style="plain", size=9, mt=2),
        Table([Col("name", "", 0.24), Col("val", "%", 0.10, id="p", unit_mode="head", unit="%", align="R"),
               Col("val", "/µL", 0.14, id="a", unit_mode="head", unit="/µL", align="R"),
               Col("text", "Ref. %", 0.18, id="rp"), Col("text", "Ref. /µL", 0.34, id="ra")], [
            Row("Leucócitos", vals={"a": "7.350"}, key="wbc", extra={"ra": "4.500 a 13.500"}),
            Row("Bastonetes", vals={"p": "1", "a": "74"}, keys={"p": "band_p", "a": "band_a"},
                extra={"rp": "0 a 5", "ra": "0 a 500"}),
            Row("Segmentados", vals={"p": "48", "a": "3.528"}, keys={"p": "seg_p", "a": "seg_a"},
                extra={"rp": "35 a 65", "ra": "1.800 a 8.000"}),
            Row("Eosinófilos", vals={"p": V("9", A), "a": V("662", A)}, keys={"p": "eos_p", "a": "eos_a"},
                extra={"rp": "1 a 5", "ra": "50 a 500"}),
            Row("Basófilos", vals={"p": "0", "a": "0"}, keys={"p": "bas_p", "a": "bas_a"},
                extra={"rp": "0 a 1", "ra": "0 a 100"}),
            Row("Linfócitos", vals={"p": "36", "a": "2.646"}, keys={"p": "lym_p", "a": "lym_a"},
                extra={"rp": "25 a 50", "ra": "1.500 a 6.500"}),
            Row("Monócitos", vals={"p": "6", "a": "441"}, keys={"p": "mon_p", "a": "mon_a"},
                extra={"rp": "2 a 10", "ra": "100 a 1.000"}),
        ], rules="none", head=True, headbold=False, mt=0.5),
        Heading("Plaquetas", style="plain", size=9, mt=2),
        Table([Col("name", "", 0.34), Col("val", "", 0.14, align="R"), Col("unit", "", 0.16, align="L"),
               Col("ref", "", 0.36)], [
            Row("Plaquetas", "298.000", "/µL", "150.000 a 450.000", key="plt"),
        ], rules="none", head=False, mt=0.3),
        Text(["Série vermelha: normocitose e normocromia.",
              "Série branca: eosinofilia discreta (*). Plaquetas: ausência de agregados."], size=8.5, mt=2.5),
        Sign([("Dra. Marina Tolentino Sá", "Biomédica", "CRBM 11.046")], mt=10),
    ]
    p2 = [
        Heading("PERFIL DE FERRO", mt=1.5),
        Meta([("Material", "Soro"), ("Método", "Colorimétrico (ferrozina) e quimioluminescência")]),
        Table([Col("name", "", 0.34), Col("val", "", 0.14, align="R"), Col("unit", "", 0.16, align="L"),
               Col("ref", "", 0.36)], [
            Row("Ferro sérico", "62", "µg/dL", "50 a 120", key="iron"),
            Row("Ferritina", "28,4", "ng/mL", "7 a 140", key="ferritin"),
            Row("Índice de saturação\nda transferrina", V("19", A), "%", "20 a 50", key="tsat"),
        ], rules="none", head=False, mt=0.8),
        Heading("PERFIL LIPÍDICO – CRIANÇAS E ADOLESCENTES", mt=4),
        Meta([("Material", "Soro"), ("Método", "Enzimático colorimétrico; LDL calculado (Friedewald)")]),
        Table([Col("name", "", 0.34), Col("val", "", 0.14, align="R"), Col("unit", "", 0.16, align="L"),
               Col("ref", "", 0.36)], [
            Row("Colesterol total", "162", "mg/dL", "Desejável: inferior a 170", key="chol"),
            Row("Colesterol HDL", "52", "mg/dL", "Desejável: superior a 45", key="hdl"),
            Row("Colesterol LDL", "94", "mg/dL", "Desejável: inferior a 110", key="ldl_calc"),
            Row("Triglicérides", "80", "mg/dL", "0 a 9 anos: inferior a 75\n10 a 19 anos: inferior a 90", key="tg"),
        ], rules="none", head=False, mt=0.8),
        Heading("PARASITOLÓGICO DE FEZES – 3 AMOSTRAS", mt=4),
        Meta([("Material", "Fezes"), ("Método", "Hoffman, Pons e Janer (sedimentação espontânea) e Faust")]),
        Table([Col("name", "Amostra", 0.20), Col("text", "Data da coleta", 0.22, id="dc"),
               Col("val", "Resultado", 0.58)], [
            Row("1ª amostra", "Negativo", key="stool_op", date="2025-05-16", extra={"dc": "16/05/2025"},
                gname="PARASITOLÓGICO DE FEZES"),
            Row("2ª amostra", "Negativo", key="stool_op", date="2025-05-18", extra={"dc": "18/05/2025"},
                gname="PARASITOLÓGICO DE FEZES"),
            Row("3ª amostra", "Negativo", key="stool_op", date="2025-05-20", extra={"dc": "20/05/2025"},
                gname="PARASITOLÓGICO DE FEZES"),
        ], rules="head", head=True, mt=1),
        Text("Não foram observados ovos, larvas de helmintos ou cistos de protozoários nas amostras examinadas.",
             size=8.5, italic=True, mt=1.2),
        Text("(*) Resultado fora do intervalo de referência para a idade.", size=8, mt=3),
        Sign([("Dra. Marina Tolentino Sá", "Biomédica", "CRBM 11.046"),
              ("Dr. Caio Henrique Prates", "Farmacêutico-Bioquímico", "CRF-MG 29.870")], mt=10),
    ]
    footer = ["Laboratório Serra do Curral · Nova Lima/MG · Amostras de fezes recebidas em 16/05, 18/05 e 20/05/2025",
              "Documento emitido em 22/05/2025 · Valores de referência pediátricos conforme faixa etária."]
    return Report("bh06", lab, style, patient, "2025-05-20", [p1, p2], footer, "son (10 y)",
                  ["tables without rules", "differential % and /µL with separate reference columns",
                   "boxed headings", "'Colesterol HDL'", "stool O&P on three collection dates",
                   "split name (saturação da transferrina)", "* flags"])


# =========================================================================== bh07
def bh07():
    lab = dict(name="Biocenter Infantil", sub="Análises clínicas pediátricas",
               initials="BI",
               lines=["Rua Padre Rolim, 515 – Santa Efigênia – Belo Horizonte/MG – CEP 30130-090",
                      "CNPJ 27.930.416/0001-44 · CNES 2761189 · Tel. (31) 3226-0455",
                      "Responsável técnico: Dr. André Luiz Moura – CRF-MG 20.381"])
    style = dict(font="dejavu", fs=8.8, lh=4.0, accent="#e65100", header="centered", patient="box",
                 heading="band", valbold=False)
    patient = [
        [("Paciente", "LAURA CAMPOS LACERDA", 2.4), ("Idade", "4 anos e 4 meses", 1.4)],
        [("Data de nascimento", "30/06/2020", 1.4), ("Pedido", "BI-24-110593", 1.2), ("Convênio", "Particular", 1.2)],
        [("Médico", "Dra. Beatriz Okamoto – CRM-MG 60.114", 2.4), ("Data de entrada", "04/11/2024", 1.4)],
        [("Coleta", "05/11/2024 09:20", 1.4), ("Liberação", "07/11/2024 18:05", 1.2),
         ("Impressão", "08/11/2024", 1.2)],
    ]
    S = "*"
    fis = Table([Col("name", "", 0.42), Col("val", "", 0.30), Col("ref", "Referência", 0.28)], [
        Row("Cor", "Amarelo escuro", "", "Amarelo citrino", key="u_color"),
        Row("Aspecto", "Lig. turvo", "", "Límpido", key="u_aspect"),
        Row("Densidade", "1,025", "", "1,005 a 1,030", key="u_sg"),
    ], rules="none", head=False, mt=0.5, size=8.5)
    qui = Table([Col("name", "", 0.42), Col("val", "", 0.30), Col("ref", "", 0.28)], [
        Row("pH", "5,5", "", "5,0 a 7,5", key="u_ph"),
        Row("Proteínas", V("Traços", S), "", "Negativo", key="u_prot"),
        Row("Glicose", "Negativo", "", "Negativo", key="u_glu"),
        Row("Corpos cetônicos", "Negativo", "", "Negativo", key="u_ket"),
        Row("Hemoglobina", "Negativo", "", "Negativo", key="u_hb"),
        Row("Bilirrubina", "Negativo", "", "Negativo", key="u_bili"),
        Row("Urobilinogênio", "Normal", "", "Normal", key="u_ubg"),
        Row("Nitrito", V("Positivo", S), "", "Negativo", key="u_nit"),
        Row("Leucócitos (esterase)", V("Positivo", S), "", "Negativo", key="u_le"),
    ], rules="none", head=False, mt=0.5, size=8.5)
    sed = Table([Col("name", "", 0.34), Col("val", "", 0.27), Col("unit", "", 0.18, align="L"),
                 Col("ref", "", 0.21)], [
        Row("Células epiteliais", "Algumas", "", "Raras", key="u_epi"),
        Row("Leucócitos", V("28", S), "/campo", "até 5", key="u_wbc"),
        Row("Hemácias", "3", "/campo", "até 3", key="u_rbc"),
        Row("Bactérias", V("Numerosas", S), "", "Ausentes", key="u_bact"),
    ], rules="none", head=False, mt=0.5, size=8.5)
    p1 = [
        Heading("URINA TIPO I – EAS (ELEMENTOS ANORMAIS E SEDIMENTOSCOPIA)", mt=1.5),
        Meta([("Material", "Urina – jato médio após higiene"), ("Método", "Tira reagente (leitura automatizada) e microscopia")]),
        Cols([Heading("Exame físico", style="underline", size=8.8, mt=1.5), fis,
              Heading("Exame químico", style="underline", size=8.8, mt=2), qui],
             [Heading("Sedimentoscopia (400x)", style="underline", size=8.8, mt=1.5), sed,
              Text(["Filamentos de muco: ausentes.", "Cilindros e cristais: ausentes.",
                    "Leucócitos isolados e em pequenos grumos."], size=8, mt=2)],
             split=0.52, gap=8, divider=True),
        Heading("UROCULTURA COM CONTAGEM DE COLÔNIAS", mt=4),
        Meta([("Material", "Urina – jato médio"), ("Método", "Semeadura quantitativa em ágar CLED e cromogênico")]),
        Table([Col("name", "", 0.30), Col("val", "", 0.70)], [
            Row("Microrganismo isolado:", V("Escherichia coli"), key="u_cult"),
        ], rules="none", head=False, mt=1),
        Text(["Contagem de colônias superior a 100.000 UFC/mL.",
              "Antibiograma em laudo complementar, com liberação prevista para 08/11/2024."], size=8.2, mt=0.8),
        Heading("PROTEÍNA C REATIVA (PCR)", mt=4),
        Meta([("Material", "Soro"), ("Método", "Imunoturbidimetria")]),
        Table([Col("name", "", 0.30), Col("val", "", 0.16), Col("unit", "", 0.14, align="L"), Col("ref", "", 0.40)], [
            Row("Resultado:", V("18,4", S), "mg/L", "Inferior a 5,0 mg/L", key="crp", gname="PROTEÍNA C REATIVA (PCR)"),
        ], rules="none", head=False, mt=1),
        Heading("CREATININA", mt=4),
        Meta([("Material", "Soro"), ("Método", "Enzimático (creatininase)")]),
        Table([Col("name", "", 0.30), Col("val", "", 0.16), Col("unit", "", 0.14, align="L"), Col("ref", "", 0.40)], [
            Row("Resultado:", "0,38", "mg/dL", "Crianças de 3 a 5 anos: 0,26 a 0,51", key="creat", gname="CREATININA"),
        ], rules="none", head=False, mt=1),
        Text("(*) Resultado alterado em relação ao valor de referência.", size=8, mt=3),
        Sign([("Dr. André Luiz Moura", "Farmacêutico-Bioquímico", "CRF-MG 20.381")], mt=8),
    ]
    footer = ["Biocenter Infantil – Análises clínicas pediátricas · Belo Horizonte/MG",
              "Este laudo foi conferido e liberado eletronicamente. Resultados restritos ao material recebido."]
    return Report("bh07", lab, style, patient, "2024-11-05", [p1], footer, "daughter (4 y)",
                  ["urinalysis in two columns with divider", "qualitative results (Traços, Positivo, Numerosas)",
                   "urine culture (organism) with count only in a note", "block layout for CRP / creatinine",
                   "band headings"])


# =========================================================================== bh08
def bh08():
    lab = dict(name="LABORATÓRIO OESTE MINAS LTDA", sub="Análises Clínicas – Hematologia e Coagulação",
               initials="OM",
               lines=["R. Silva Jardim, 402 - Centro - Itaúna/MG - Fone (37) 3241-1937 - CNPJ 05.926.648/0001-83"])
    style = dict(font="lib-mono", fs=8.6, lh=4.0, accent="#222222", header="minimal", patient="lines",
                 heading="plain", plh=4.0, pfs=8.4)
    patient = [
        [("PACIENTE", "SEBASTIAO FERREIRA LACERDA", 2.2), ("NASC", "14/03/1946", 1)],
        [("MEDICO", "DR. OTAVIO RESENDE CALDAS CRM 41877", 2.2), ("PROTOCOLO", "118.524", 1)],
        [("DATA COLETA", "27/05/2025", 1.1), ("DATA ENTRADA", "27/05/2025", 1.1), ("DATA LIBERACAO", "28/05/2025", 1)],
    ]
    S = "*"
    cols = [Col("name", "EXAME", 0.36), Col("ref", "VALOR DE REFERENCIA", 0.30),
            Col("val", "RESULTADO", 0.17, align="R"), Col("unit", "UNIDADE", 0.17, align="L")]
    p1 = [
        Heading("COAGULOGRAMA", mt=1.5),
        Meta([("MATERIAL", "Plasma citratado"), ("METODO", "Coagulometrico - deteccao optica")]),
        Table(cols, [
            Sub("TEMPO DE PROTROMBINA (TP)"),
            Row("Tempo do paciente", V("24,6", S), "segundos", "10,0 a 13,5", key="pt_s"),
            Row("Tempo do controle", V("12,4", result=False), "segundos", ""),
            Row("Relacao (paciente/controle)", V("1,98", S), "", "0,80 a 1,20", key="pt_ratio"),
            Row("RNI (INR)", V("2,30", S), "", "0,80 a 1,20\nAnticoagulado: 2,00 a 3,00", key="inr"),
            Sub("TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPA)"),
            Row("Tempo do paciente", V("33,8"), "segundos", "25,0 a 36,0", key="aptt_s"),
            Row("Tempo do controle", V("30,0", result=False), "segundos", ""),
            Sub("FIBRINOGENIO"),
            Row("Fibrinogenio (Clauss)", V("342"), "mg/dL", "200 a 400", key="fib"),
        ], rules="grid", head=True, mt=1.5, pad=0.6),
        Text("ISI do reagente de tromboplastina: 1,22 (lote 24118). Tempo do controle = pool de plasmas normais.",
             size=7.8, mt=1),
        Heading("HISTORICO - CONTROLE DE ANTICOAGULACAO ORAL (RESULTADOS ANTERIORES)", mt=4),
        Table([Col("name", "DATA DA COLETA", 0.30),
               Col("val", "TEMPO DE PROTROMBINA", 0.38, id="tp", unit_mode="own", align="C"),
               Col("val", "RNI", 0.32, id="inr", align="C")], [
            Row("15/04/2025", unit="segundos", date="2025-04-15", keys={"tp": "pt_s", "inr": "inr"},
                vals={"tp": V("21,0", name="TEMPO DE PROTROMBINA"), "inr": V("1,90", name="RNI", unit="")}),
            Row("29/04/2025", unit="segundos", date="2025-04-29", keys={"tp": "pt_s", "inr": "inr"},
                vals={"tp": V("28,9", name="TEMPO DE PROTROMBINA"), "inr": V("2,81", name="RNI", unit="")}),
            Row("13/05/2025", unit="segundos", date="2025-05-13", keys={"tp": "pt_s", "inr": "inr"},
                vals={"tp": V("33,5", name="TEMPO DE PROTROMBINA"), "inr": V("3,36", S, name="RNI", unit="")}),
        ], rules="grid", head=True, mt=1.5, pad=0.6),
        Heading("HEMOGRAMA - SERIE VERMELHA E PLAQUETAS", mt=4),
        Meta([("MATERIAL", "Sangue total EDTA"), ("METODO", "Automatizado")]),
        Table(cols, [
            Row("Hemoglobina", V("12,8", S), "g/dL", "13,0 a 17,0", key="hb"),
            Row("Hematocrito", V("38,5", S), "%", "40,0 a 50,0", key="hct"),
            Row("Plaquetas", V("198.000"), "/mm³", "150.000 a 450.000", key="plt"),
        ], rules="grid", head=True, mt=1.5, pad=0.6),
        Text(["OBS.: Paciente em uso de varfarina sodica 5 mg/dia (informacao prestada na coleta).",
              "Proximo controle solicitado pelo medico para 10/06/2025.",
              "(*) Resultado fora da faixa de referencia."], size=7.8, mt=3),
        Sign([("Dra. Lucia Helena Faria", "Farmaceutica-Bioquimica", "CRF-MG 12.094")], mt=10),
    ]
    footer = ["LABORATORIO OESTE MINAS LTDA - ITAUNA/MG - RT: DRA. LUCIA HELENA FARIA CRF-MG 12.094",
              "EMITIDO EM 28/05/2025 09:41"]
    return Report("bh08", lab, style, patient, "2025-05-27", [p1], footer, "grandfather (79 y)",
                  ["monospace 'legacy system' layout without accents in labels", "grid rules",
                   "reference range BEFORE the result", "control times printed but not results",
                   "transposed history table (dates as rows, analytes as columns)", "coagulation"])


# =========================================================================== bh09
def bh09():
    lab = dict(name="Instituto de Patologia Clínica", sub="IPC Sete Lagoas · Medicina laboratorial",
               initials="IP",
               lines=["Rua Monsenhor Messias, 260 – Centro – Sete Lagoas/MG",
                      "CNPJ 12.560.983/0001-29 · CNES 2117309",
                      "Tel. (31) 3771-5520"],
               right=["Diretor técnico: Dr. Gustavo P. Rocha", "CRM-MG 29.553"])
    style = dict(font="dejavu-cond", fs=8.5, lh=3.9, accent="#37474f", header="band", patient="box",
                 heading="underline", valbold=True)
    patient = [
        [("Paciente", "TEREZINHA ALVES LACERDA", 2.4), ("Sexo", "F", 0.6), ("Idade", "75 a", 0.7)],
        [("Data de nascimento", "27/08/1949", 1.3), ("Cadastro", "IPC-0702-3381", 1.3), ("Convênio", "Unimed", 1.1)],
        [("Solicitante", "Dra. Cristina Paes Leme – CRM-MG 33.640", 2.4), ("Pedido de", "20/06/2025", 1.3)],
        [("Coleta", "02/07/2025 07:55", 1.3), ("Liberação", "03/07/2025 16:10", 1.3), ("Emissão", "04/07/2025", 1.1)],
    ]
    AL, BX = "Alto", "Baixo"

    def t(rows, nw=0.32, vw=0.19, uw=0.27, rw=0.22):
        return Table([Col("name", "", nw), Col("val", "", vw, align="L"), Col("unit", "", uw, align="L"),
                      Col("ref", "", rw)], rows, rules="none", head=False, mt=0.5, pad=0.45)
    left = [
        Heading("FUNÇÃO RENAL", mt=1.5),
        Meta([("Material", "Soro"), ("Método", "Enzimático / Jaffé")], size=7.5),
        t([Row("Ureia", "44", "mg/dL", "15 a 45", key="urea"),
           Row("Creatinina", V("1,02", AL), "mg/dL", "0,50 a 0,90", key="creat"),
           Row("TFG estimada\n(CKD-EPI 2021)", V("57", BX), "mL/min/1,73m²", "≥ 60", key="egfr")]),
        Heading("ELETRÓLITOS E MINERAIS", mt=3),
        Meta([("Material", "Soro"), ("Método", "ISE indireto / colorimétrico")], size=7.5),
        t([Row("Sódio", "141", "mmol/L", "136 a 145", key="na"),
           Row("Potássio", "4,6", "mmol/L", "3,5 a 5,1", key="k"),
           Row("Cloreto", "103", "mmol/L", "98 a 107", key="cl"),
           Row("Cálcio total", "9,4", "mg/dL", "8,6 a 10,3", key="ca"),
           Row("Magnésio", "1,9", "mg/dL", "1,6 a 2,6", key="mg"),
           Row("Fósforo", "3,6", "mg/dL", "2,5 a 4,5", key="phos")]),
    ]
    right = [
        Heading("MARCADORES TUMORAIS", mt=1.5),
        Meta([("Material", "Soro"), ("Método", "Quimioluminescência")], size=7.5),
        t([Row("CEA – Antígeno\ncarcinoembrionário", "2,1", "ng/mL", "até 3,8", key="cea", valign="bottom"),
           Row("CA 125", "14,2", "U/mL", "até 35,0", key="ca125"),
           Row("CA 19-9", "inferior a 2,0", "U/mL", "até 37,0", key="ca199")], nw=0.37, vw=0.28, uw=0.14, rw=0.21),
        Heading("PROVAS DE ATIVIDADE INFLAMATÓRIA", mt=3),
        Meta([("Material", "Soro / sangue total (VHS)")], size=7.5),
        t([Row("Proteína C reativa", "< 0,5", "mg/dL", "< 0,5", key="crp"),
           Row("VHS – 1ª hora", V("34", AL), "mm", "até 30", key="esr")], nw=0.37, vw=0.28, uw=0.14, rw=0.21),
        Heading("METABOLISMO ÓSSEO", mt=3),
        Meta([("Material", "Soro"), ("Método", "Quimioluminescência")], size=7.5),
        t([Row("25-Hidroxivitamina D", "31,2", "ng/mL", "30 a 100", key="vitd"),
           Row("Paratormônio intacto\n(PTH)", "58", "pg/mL", "15 a 65", key="pth", valign="bottom")],
          nw=0.37, vw=0.28, uw=0.14, rw=0.21),
    ]
    p1 = [
        Heading("BIOQUÍMICA, MARCADORES E INFLAMAÇÃO", style="plain", size=9.5, mt=2,
                right="Resultados em negrito; referência à direita"),
        Cols(left, right, split=0.5, gap=7, divider=True, mt=0.5),
        Heading("Estadiamento da doença renal crônica – KDIGO 2012 (referência)", style="plain", size=8.5, mt=5),
        Table([Col("text", "Categoria", 0.12, id="a"), Col("text", "TFG (mL/min/1,73m²)", 0.26, id="b"),
               Col("text", "Descrição", 0.62, id="c")], [
            Row("", extra={"a": "G1", "b": "≥ 90", "c": "Normal ou elevada"}),
            Row("", extra={"a": "G2", "b": "60 – 89", "c": "Levemente diminuída"}),
            Row("", extra={"a": "G3a", "b": "45 – 59", "c": "Leve a moderadamente diminuída"}),
            Row("", extra={"a": "G3b", "b": "30 – 44", "c": "Moderada a gravemente diminuída"}),
            Row("", extra={"a": "G4", "b": "15 – 29", "c": "Gravemente diminuída"}),
            Row("", extra={"a": "G5", "b": "< 15", "c": "Falência renal"}),
        ], rules="rows", head=True, size=7.8, mt=1, pad=0.25),
        Text(["A TFG foi estimada pela equação CKD-EPI 2021 (sem coeficiente racial), a partir da creatinina sérica.",
              "Marcadores tumorais não devem ser usados isoladamente para rastreamento ou diagnóstico de neoplasias."],
             size=7.6, italic=True, mt=2),
        Sign([("Dr. Gustavo Pimenta Rocha", "Patologista Clínico", "CRM-MG 29.553"),
              ("Dra. Renata Guedes Amaral", "Biomédica", "CRBM 16.207")], mt=9),
    ]
    footer = ["Instituto de Patologia Clínica – IPC Sete Lagoas · Rua Monsenhor Messias, 260 – Sete Lagoas/MG",
              "Laudo emitido em 04/07/2025 · Conferido e assinado digitalmente."]
    return Report("bh09", lab, style, patient, "2025-07-02", [p1], footer, "grandmother (75 y)",
                  ["two-column compact layout with divider", "Alto/Baixo word flags",
                   "tumour markers (CEA split name, 'inferior a')", "electrolytes in mmol/L",
                   "eGFR", "KDIGO staging table (not results)"])


# =========================================================================== bh10
def bh10():
    lab = dict(name="Paulista Diagnósticos", sub="Medicina diagnóstica · Unidade Paraíso",
               initials="PD",
               lines=["Rua Tutóia, 1.157 – Paraíso – São Paulo/SP – CEP 04007-005",
                      "CNPJ 56.201.377/0001-65 · CNES 9071520 · (11) 3059-8800",
                      "Responsável técnico: Dr. Maurício Tanaka Ribeiro – CRM-SP 118.446"])
    style = dict(font="lib-sans", fs=8.8, lh=4.0, accent="#283593", header="centered", patient="shaded",
                 heading="accent", shade="#e8eaf6")
    patient = [
        [("Cliente", "RICARDO ALVES LACERDA", 2.4), ("Nasc.", "04/05/1979", 1), ("Sexo", "Masculino", 1)],
        [("Ficha", "PD-7735021", 1), ("Médico", "Dr. Sérgio Kawano – CRM-SP 97.302 (check-up executivo)", 3.4)],
        [("Atendimento", "22/10/2024 07:20", 1.4), ("Previsão de entrega", "25/10/2024", 1.3), ("Emitido", "24/10/2024", 1.1)],
    ]
    S = "*"

    def t(rows):
        return Table([Col("name", "", 0.48), Col("val", "", 0.30, align="R"), Col("unit", "", 0.22, align="L")],
                     rows, rules="none", head=False, leaders=True, mt=0.4, pad=0.45)
    left = [
        Heading("HORMÔNIOS", mt=1.5),
        t([Row("TSH", "2,41", "µUI/mL", key="tsh"),
           Row("T4 livre", "1,18", "ng/dL", key="ft4"),
           Row("T3 total", "112", "ng/dL", key="t3"),
           Row("Testosterona total", "386", "ng/dL", key="testo"),
           Row("PSA total", "0,86", "ng/mL", key="psa")]),
        Heading("VITAMINAS", mt=3),
        t([Row("Vitamina B12", "412", "pg/mL", key="b12"),
           Row("Vitamina D (25-OH)", V("19,8", S), "ng/mL", key="vitd")]),
        Heading("METABOLISMO GLICÍDICO", mt=3),
        t([Row("Glicose", V("101", S), "mg/dL", key="glu_f"),
           Row("Hemoglobina glicada", "5,9", "%", key="a1c")]),
    ]
    right = [
        Heading("LIPÍDIOS", mt=1.5),
        t([Row("Colesterol total", V("209", S), "mg/dL", key="chol"),
           Row("HDL", "40", "mg/dL", key="hdl"),
           Row("LDL", "133", "mg/dL", key="ldl_calc"),
           Row("Triglicérides", V("182", S), "mg/dL", key="tg")]),
        Heading("FÍGADO", mt=3),
        t([Row("AST (TGO)", "29", "U/L", key="ast"),
           Row("ALT (TGP)", V("44", S), "U/L", key="alt"),
           Row("Gama GT", "57", "U/L", key="ggt")]),
        Heading("SOROLOGIAS", mt=3),
        t([Row("HBsAg", "Não reagente", "", key="hbsag"),
           Row("Anti-HBs", "superior a 1.000", "mUI/mL", key="antihbs"),
           Row("Anti-HCV", "Não reagente", "", key="hcv"),
           Row("Anti-HIV 1/2", "Não reagente", "", key="hiv"),
           Row("Anti-HAV IgG", "Reagente", "", key="hav_g")]),
    ]
    refs_l = ["TSH: 0,27 a 4,20 µUI/mL", "T4 livre: 0,93 a 1,70 ng/dL", "T3 total: 80 a 200 ng/dL",
              "Testosterona total (homens 18 a 66 anos): 250 a 836 ng/dL",
              "PSA total (40 a 49 anos): até 2,5 ng/mL", "Vitamina B12: 197 a 771 pg/mL",
              "Vitamina D: acima de 20 ng/mL (população saudável)",
              "Glicose (jejum): 70 a 99 mg/dL", "Hemoglobina glicada: inferior a 5,7 %"]
    refs_r = ["Colesterol total: desejável inferior a 190 mg/dL", "HDL: desejável superior a 40 mg/dL",
              "LDL: meta conforme risco cardiovascular", "Triglicérides: desejável inferior a 150 mg/dL",
              "AST: até 40 U/L · ALT: até 41 U/L · Gama GT: 8 a 61 U/L",
              "Anti-HBs: ≥ 10 mUI/mL indica imunidade", "HBsAg, Anti-HCV, Anti-HIV: não reagente",
              "Anti-HAV IgG reagente: imunidade (vacinal ou infecção prévia)"]
    p1 = [
        Heading("CHECK-UP – RESULTADOS", style="band", mt=1.5, right="Material: soro (exceto HbA1c: sangue total)"),
        Cols(left, right, split=0.5, gap=10),
        Heading("VALORES DE REFERÊNCIA", style="plain", size=8.8, mt=5),
        Cols([Text(refs_l, size=7.6, mt=0.5)], [Text(refs_r, size=7.6, mt=0.5)], split=0.5, gap=10),
        Text(["(*) Resultado fora do valor de referência. LDL calculado pela fórmula de Friedewald.",
              "Métodos: quimioluminescência (hormônios, vitaminas, sorologias); enzimáticos (bioquímica); HPLC (HbA1c)."],
             size=7.6, italic=True, mt=3),
        Sign([("Dr. Maurício Tanaka Ribeiro", "Patologista Clínico", "CRM-SP 118.446")], mt=10),
    ]
    footer = ["Paulista Diagnósticos · Rua Tutóia, 1.157 – São Paulo/SP · SAC 0800 771 2040",
              "Resultados liberados em 24/10/2024 · Os valores de referência podem variar conforme o método."]
    return Report("bh10", lab, style, patient, "2024-10-22", [p1], footer, "father (45 y)",
                  ["two-column layout with dotted leaders", "reference ranges in a separate block",
                   "'HDL'", "serology: Não reagente / Reagente / 'superior a 1.000'", "hormones, PSA, vitamins"])


# =========================================================================== bh11
def bh11():
    lab = dict(name="Laboratório Santa Clara", sub="Análises clínicas · Betim e região",
               initials="SC",
               lines=["Av. Governador Valadares, 1.480 – Centro – Betim/MG",
                      "CNPJ 33.104.692/0001-50 · CNES 2203975"],
               right=["Tel. (31) 3531-7207", "RT: Dra. Daniela Fontes Quintão", "CRF-MG 19.668"])
    style = dict(font="lib-serif", fs=10, lh=4.4, accent="#4e342e", header="band", patient="box",
                 heading="bar", flagcolor="#8b0000")
    patient = [
        [("Paciente", "JULIANA MOREIRA CAMPOS LACERDA", 2.6), ("Nascimento", "19/11/1987", 1.1)],
        [("Código", "SC-25-004418", 1.1), ("Solicitante", "Dr. Henrique Bastos Vilela – CRM-MG 47.229", 2.6)],
        [("DUM informada", "18/12/2024", 1.1), ("Primeira coleta", "20/01/2025 07:30", 1.3),
         ("Laudo final", "22/01/2025 17:00", 1.3)],
    ]
    nw, vw = 0.44, 0.16
    p1 = [
        exam("BETA-HCG QUANTITATIVO", [
            Row("1ª dosagem – coleta em 20/01/2025:", V("1.284"), "mUI/mL", key="bhcg", gname="BETA-HCG QUANTITATIVO"),
            Row("2ª dosagem – coleta em 22/01/2025:", V("2.517", date="2025-01-22"), "mUI/mL", key="bhcg",
                gname="BETA-HCG QUANTITATIVO"),
        ], material="Soro", method="Eletroquimioluminescência", namew=nw, valw=vw, mt=1.5,
            ref=["Gonadotrofina coriônica humana – subunidade beta.",
                 "Valores de referência: mulheres não gestantes – inferior a 5,0 mUI/mL."],
            notes=["Tempo de duplicação estimado entre as duas dosagens: cerca de 49 horas."]),
        Text("Valores esperados na gestação (semanas a partir da DUM):", size=9, mt=1.5),
        Table([Col("text", "Semanas", 0.25, id="a"), Col("text", "mUI/mL", 0.25, id="b"),
               Col("text", "Semanas", 0.25, id="c"), Col("text", "mUI/mL", 0.25, id="d")], [
            Row("", extra={"a": "3", "b": "5,8 a 71,2", "c": "6", "d": "158 a 31.795"}),
            Row("", extra={"a": "4", "b": "9,5 a 750", "c": "7", "d": "3.697 a 163.563"}),
            Row("", extra={"a": "5", "b": "217 a 7.138", "c": "8", "d": "32.065 a 149.571"}),
        ], rules="rows", head=True, size=8.5, mt=0.8, pad=0.3),
        exam("PROGESTERONA", [
            Row("Resultado:", V("18,6"), "ng/mL", key="prog"),
        ], material="Soro", method="Quimioluminescência", namew=nw, valw=vw,
            ref=["Fase folicular: 0,2 a 1,5 ng/mL   ·   Fase lútea: 1,7 a 27,0 ng/mL",
                 "Primeiro trimestre de gestação: 11,0 a 44,3 ng/mL"]),
        exam("GLICOSE", [
            Row("Resultado:", V("81"), "mg/dL", key="glu_f"),
        ], material="Plasma fluoretado", method="Enzimático – hexoquinase", namew=nw, valw=vw,
            ref=["Valores de referência: 70 a 99 mg/dL (jejum de 8 horas)"]),
        exam("TSH ULTRASSENSÍVEL", [
            Row("Resultado:", V("2,86", "↑"), "µUI/mL", key="tsh"),
        ], material="Soro", method="Eletroquimioluminescência", namew=nw, valw=vw,
            ref=["Adultos: 0,27 a 4,20 µUI/mL   ·   Gestantes, 1º trimestre: 0,10 a 2,50 µUI/mL"]),
        exam("T4 LIVRE", [
            Row("Resultado:", V("1,09"), "ng/dL", key="ft4"),
        ], material="Soro", method="Eletroquimioluminescência", namew=nw, valw=vw,
            ref=["Valores de referência: 0,70 a 1,48 ng/dL"]),
    ]
    p2 = [
        exam("ANTICORPOS ANTITIREOPEROXIDASE (ANTI-TPO)", [
            Row("Resultado:", V("Inferior a 9,0"), "UI/mL", key="tpo"),
        ], material="Soro", method="Eletroquimioluminescência", namew=nw, valw=0.24, unitw=0.32, mt=1.5,
            ref=["Valores de referência: inferior a 34 UI/mL"]),
        exam("PROLACTINA", [
            Row("Resultado:", V("32,4", "↑"), "ng/mL", key="prl"),
        ], material="Soro", method="Quimioluminescência", namew=nw, valw=vw,
            ref=["Mulheres não gestantes: 4,8 a 23,3 ng/mL (valores fisiologicamente elevados na gestação)"]),
        exam("ÁCIDO FÓLICO", [
            Row("Resultado:", V("superior a 20,0"), "ng/mL", key="folate"),
        ], material="Soro", method="Quimioluminescência", namew=nw, valw=0.24, unitw=0.32,
            ref=["Valores de referência: 3,1 a 20,0 ng/mL (limite superior de quantificação do método: 20,0 ng/mL)"]),
        exam("VITAMINA B12", [
            Row("Resultado:", V("318"), "pg/mL", key="b12"),
        ], material="Soro", method="Quimioluminescência", namew=nw, valw=vw,
            ref=["Valores de referência: 197 a 771 pg/mL"]),
        Text("↑ valor acima do intervalo de referência.", size=8.5, italic=True, mt=3),
        Sign([("Dra. Daniela Fontes Quintão", "Farmacêutica-Bioquímica", "CRF-MG 19.668")], mt=9),
    ]
    footer = ["Laboratório Santa Clara · Av. Governador Valadares, 1.480 – Betim/MG",
              "Segunda dosagem de beta-HCG coletada em 22/01/2025 às 07:40 · Impresso em 23/01/2025."]
    return Report("bh11", lab, style, patient, "2025-01-20", [p1, p2], footer, "mother (early pregnancy)",
                  ["block layout with side-bar headings", "serial beta-hCG on two dates",
                   "gestational-age reference table (not results)", "'Inferior a', 'superior a'",
                   "↑ flags", "thyroid, hormones, vitamins"])


# =========================================================================== bh12
def bh12():
    lab = dict(name="Hemolab Análises Clínicas", sub="Hematologia · Bioquímica · Imunologia",
               initials="HL",
               lines=["Av. Barão do Rio Branco, 2.310 – Centro – Juiz de Fora/MG",
                      "CNPJ 22.817.406/0001-03 · CNES 2153017 · (32) 3215-6604"],
               right=["Responsável técnico", "Dr. Vinícius Almeida Peixoto", "CRF-MG 16.550"])
    style = dict(font="dejavu", fs=8.4, lh=3.9, accent="#b71c1c", header="logo", patient="box",
                 heading="shaded", valbold=True)
    patient = [
        [("Paciente", "LAURA CAMPOS LACERDA", 2.2), ("Sexo", "Feminino", 1), ("Idade", "5 anos", 1)],
        [("Nascimento", "30/06/2020", 1), ("OS", "HL-25-0814-077", 1.2),
         ("Solicitante", "Dr. Paulo R. Azevedo – CRM-MG 44.019", 2.2)],
        [("Indicação", "Pré-operatório – adenoamigdalectomia (cirurgia em 28/08/2025)", 4.2)],
        [("Coleta", "14/08/2025 08:05", 1.4), ("Recebido", "14/08/2025 08:40", 1.4), ("Liberado", "15/08/2025 12:15", 1.4)],
    ]
    dp = "2025-02-10"
    cols = [Col("name", "Exame", 0.28), Col("val", "Resultado", 0.14, id="cur", align="R"),
            Col("unit", "Unidade", 0.15, align="L"),
            Col("val", "Anterior", 0.14, id="prev", date=dp, head2="10/02/2025", align="R"),
            Col("ref", "Referência (4 a 6 anos)", 0.29)]
    H = "H"
    p1 = [
        Heading("HEMOGRAMA COMPLETO", mt=1.5),
        Meta([("Material", "Sangue total – EDTA"), ("Método", "Impedância e citometria de fluxo (Sysmex XN-550)")]),
        Table(cols, [
            Sub("Eritrograma"),
            Row("Hemácias", "4,61", "milhões/mm³", "4,00 a 5,20", key="rbc", vals={"prev": "4,48"}),
            Row("Hemoglobina", "12,3", "g/dL", "11,5 a 14,5", key="hb", vals={"prev": "11,9"}),
            Row("Hematócrito", "36,9", "%", "34,0 a 42,0", key="hct", vals={"prev": "35,8"}),
            Row("VCM", "80,0", "fL", "75,0 a 87,0", key="mcv", vals={"prev": "79,9"}),
            Row("HCM", "26,7", "pg", "24,0 a 30,0", key="mch", vals={"prev": "–"}),
            Row("CHCM", "33,3", "g/dL", "31,0 a 37,0", key="mchc", vals={"prev": "–"}),
            Row("RDW", "13,4", "%", "11,5 a 14,5", key="rdw", vals={"prev": "–"}),
            Sub("Leucograma"),
            Row("Leucócitos", "9.120", "/mm³", "5.000 a 14.500", key="wbc", vals={"prev": "8.450"}),
            Sub("Plaquetas"),
            Row("Plaquetas", "322.000", "/mm³", "150.000 a 450.000", key="plt", vals={"prev": "356.000"}),
        ], rules="grid", head=True, headshade="#f3dede", mt=1.5, pad=0.55),
        Heading("Contagem diferencial de leucócitos", style="plain", size=8.8, mt=3),
        Table([Col("name", "Célula", 0.28),
               Col("val", "Relativo", 0.14, id="p", unit_mode="head", unit="%", head2="%", align="R"),
               Col("val", "Absoluto", 0.15, id="a", unit_mode="head", unit="/mm³", head2="/mm³", align="R"),
               Col("text", "Ref. relativo (%)", 0.20, id="rp"), Col("text", "Ref. absoluto (/mm³)", 0.23, id="ra")], [
            Row("Neutrófilos", vals={"p": "42", "a": "3.830"}, keys={"p": "neu_p", "a": "neu_a"},
                extra={"rp": "30 a 60", "ra": "1.500 a 8.500"}),
            Row("Eosinófilos", vals={"p": V("6", H), "a": "547"}, keys={"p": "eos_p", "a": "eos_a"},
                extra={"rp": "1 a 5", "ra": "50 a 700"}),
            Row("Basófilos", vals={"p": "1", "a": "91"}, keys={"p": "bas_p", "a": "bas_a"},
                extra={"rp": "0 a 1", "ra": "0 a 200"}),
            Row("Linfócitos", vals={"p": "44", "a": "4.013"}, keys={"p": "lym_p", "a": "lym_a"},
                extra={"rp": "30 a 60", "ra": "2.000 a 8.000"}),
            Row("Monócitos", vals={"p": "7", "a": "638"}, keys={"p": "mon_p", "a": "mon_a"},
                extra={"rp": "2 a 10", "ra": "100 a 1.000"}),
        ], rules="grid", head=True, headshade="#f3dede", mt=1.2, pad=0.55),
        Text(["Morfologia: hemácias normocíticas e normocrômicas; leucócitos e plaquetas sem alterações.",
              "Coluna \"Anterior\": resultado da paciente neste laboratório em 10/02/2025 (– = não disponível)."],
             size=7.6, mt=2),
    ]
    p2 = [
        Heading("COAGULOGRAMA PRÉ-OPERATÓRIO", mt=1.5),
        Meta([("Material", "Plasma citratado 3,2 %"), ("Método", "Coagulométrico automatizado")]),
        Table([Col("name", "Exame", 0.40), Col("val", "Resultado", 0.16, align="R"), Col("unit", "Unidade", 0.16, align="L"),
               Col("ref", "Referência", 0.28)], [
            Row("Tempo de protrombina (TP)", "12,6", "segundos", "10,0 a 14,0", key="pt_s"),
            Row("RNI", "1,02", "", "0,80 a 1,20", key="inr"),
            Row("Tempo de tromboplastina\nparcial ativada (TTPA)", "31,4", "segundos", "24,0 a 38,0", key="aptt_s"),
        ], rules="grid", head=True, headshade="#f3dede", mt=1.2, pad=0.55),
        Heading("IMUNO-HEMATOLOGIA", mt=4),
        Meta([("Material", "Sangue total – EDTA"), ("Método", "Hemaglutinação em gel")]),
        Table([Col("name", "Exame", 0.40), Col("val", "Resultado", 0.60)], [
            Row("Grupo sanguíneo (ABO)", "A", key="abo"),
            Row("Fator Rh (D)", "Negativo", key="rh"),
        ], rules="grid", head=True, headshade="#f3dede", mt=1.2, pad=0.55),
        Heading("OUTROS EXAMES", mt=4),
        Meta([("Material", "Soro"), ("Método", "Quimioluminescência / imunoensaio")]),
        Table([Col("name", "Exame", 0.40), Col("val", "Resultado", 0.16, align="R"), Col("unit", "Unidade", 0.16, align="L"),
               Col("ref", "Referência", 0.28)], [
            Row("Ferritina", "24,6", "ng/mL", "7 a 140", key="ferritin"),
            Row("IgE total", V("245", H), "UI/mL", "até 60 (1 a 5 anos)", key="ige"),
            Row("Anti-HAV IgG (hepatite A)", "Reagente", "", "Não reagente", key="hav_g"),
        ], rules="grid", head=True, headshade="#f3dede", mt=1.2, pad=0.55),
        Text(["Anti-HAV IgG reagente: compatível com imunidade vacinal (vacina aplicada aos 15 meses, segundo o",
              "responsável). H = acima do valor de referência."], size=7.6, italic=True, mt=2),
        Sign([("Dr. Vinícius Almeida Peixoto", "Farmacêutico-Bioquímico", "CRF-MG 16.550"),
              ("Dra. Tatiane Moreira Lage", "Biomédica", "CRBM 13.872")], mt=10),
    ]
    footer = ["Hemolab Análises Clínicas · Juiz de Fora/MG · Validade do laudo para fins cirúrgicos: 30 dias",
              "Emitido em 15/08/2025 12:20 · Documento assinado eletronicamente."]
    return Report("bh12", lab, style, patient, "2025-08-14", [p1, p2], footer, "daughter (5 y, pre-op)",
                  ["grid tables with shaded headers", "previous-result column placed after the unit",
                   "differential with %/mm³ units in two-line headers", "coagulation, ABO/Rh",
                   "TTPA name split across two lines", "H flags", "surgery date distractor"])


ALL = [bh01, bh02, bh03, bh04, bh05, bh06, bh07, bh08, bh09, bh10, bh11, bh12]


def reports():
    return [f() for f in ALL]
