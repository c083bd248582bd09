"""The twelve reports of set "aw", each described once as data.

Everything here is invented: laboratories, people, addresses, CNPJ/CNES/CRM/CRF/CRBM
numbers and values.  Focus: none -- a routine check-up as printed by twelve different
laboratories across Brazil's five regions.
"""
from model import (V, Row, Sub, Col, Table, Heading, Text, Line, TwoCol, Box, Group, Spacer, Rule, Signature,
                   Report, R)

REPORTS = []


def add(rep):
    REPORTS.append(rep)
    return rep


# ============================================================================ aw01
# Manaus/AM (Norte) -- coloured band, ruled grid tables, CBC with % and absolute
# columns, H/L flags, lipid reference table that must not be read as results.
G01 = "#0b5e6b"
c01 = [Col("name", "Eritrograma", 58), Col("value", "Resultado", 28, "R"), Col("unit", "Unidade", 26),
       Col("ref", "Valores de referência", 74)]
add(Report(
    id="aw01", lab="Laboratório Rio Negro", city="Manaus/AM",
    lab_lines=["Análises Clínicas • Citologia • Toxicologia • desde 1994",
               "Av. Djalma Batista, 1.842 – Chapada – Manaus/AM",
               "CEP 69050-010 • Fone (92) 3234-5190",
               "CNPJ 14.382.905/0001-62 • CNES 7654321",
               "RT: Dr. Raimundo Tavares Neto – CRF-AM 1.187"],
    style=dict(font="dejavu", size=8.6, accent=G01, header="band", pbox="border",
               pbox_widths=[76, 56, 54]),
    patient=[("Paciente", "ANTÔNIO CARLOS BRAGA DE SOUZA"), ("Nasc.", "03/09/1979 (45 anos)"), ("Sexo", "Masculino"),
             ("Médico", "Dra. Luciana M. Falcão – CRM-AM 5.821"), ("Convênio", "Amazon Saúde"), ("Ordem", "250312.0457"),
             ("Pedido médico", "07/03/2025"), ("Coleta", "12/03/2025 07:18"), ("Liberado em", "12/03/2025 16:42")],
    collected="2025-03-12",
    footer=["Laboratório Rio Negro – Av. Djalma Batista, 1.842 – Manaus/AM – Impresso em 13/03/2025 09:05",
            "Os resultados devem ser interpretados pelo médico assistente em conjunto com os dados clínicos."],
    features="band header; ruled grid tables; CBC with % and /mm³ columns; H/L flags; lipid target table (not results)",
    pages=[[
        Heading("HEMOGRAMA COMPLETO", size=10.5, fill="#d9ecef", color=G01, before=1.0),
        Text("Material: Sangue total (EDTA)   •   Método: Citometria de fluxo e impedância (Sysmex XN) – revisão microscópica",
             size=7.4, italic=True),
        Table(c01, [
            R("Hemácias", "4,62", "milhões/mm³", "4,30 a 5,70", "rbc"),
            R("Hemoglobina", "13,1", "g/dL", "13,3 a 16,5", "hb", "L"),
            R("Hematócrito", "39,8", "%", "39,0 a 49,0", "hct"),
            R("VCM", "86,1", "fL", "81,0 a 95,0", "mcv"),
            R("HCM", "28,4", "pg", "26,0 a 34,0", "mch"),
            R("CHCM", "32,9", "g/dL", "31,0 a 36,0", "mchc"),
            R("RDW", "13,2", "%", "11,8 a 15,6", "rdw"),
        ], rules="grid", head_fill="#eef6f7", row_h=4.8),
        Spacer(1.5),
        Table([Col("name", "Leucograma", 58), Col("pct", "%", 28, "R"), Col("abs", "/mm³", 26, "R"),
               Col("ref", "Valores de referência (/mm³)", 74)], [
            Row("Leucócitos", {"abs": V("6.840", "/mm³", "wbc"), "ref": "3.600 a 11.000"}),
            Row("Neutrófilos", {"pct": V("58,2", "%", "neut_p"), "abs": V("3.981", "/mm³", "neut_a"), "ref": "1.500 a 7.000"}),
            Row("Linfócitos", {"pct": V("31,5", "%", "lymph_p"), "abs": V("2.155", "/mm³", "lymph_a"), "ref": "1.000 a 4.500"}),
            Row("Monócitos", {"pct": V("6,8", "%", "mono_p"), "abs": V("465", "/mm³", "mono_a"), "ref": "100 a 1.000"}),
            Row("Eosinófilos", {"pct": V("3,1", "%", "eos_p"), "abs": V("212", "/mm³", "eos_a"), "ref": "0 a 500"}),
            Row("Basófilos", {"pct": V("0,4", "%", "baso_p"), "abs": V("27", "/mm³", "baso_a"), "ref": "0 a 200"}),
        ], rules="grid", head_fill="#eef6f7", row_h=4.8),
        Spacer(1.5),
        Table([Col("name", "Plaquetograma", 58), Col("value", "Resultado", 28, "R"), Col("unit", "Unidade", 26),
               Col("ref", "Valores de referência", 74)], [
            R("Plaquetas", "248.000", "/mm³", "150.000 a 450.000", "plt"),
            R("VPM", "9,8", "fL", "7,4 a 10,4", "mpv"),
        ], rules="grid", head_fill="#eef6f7", row_h=4.8),
        Text("Observação: contagem diferencial conferida em lâmina. Série vermelha sem alterações morfológicas "
             "significativas. Plaquetas agregadas não observadas.", size=7.4),
        Text("Coleta realizada na unidade Chapada. Próxima revisão do paciente sugerida pelo médico: 12/09/2025.",
             size=7.4, italic=True),
    ], [
        Heading("BIOQUÍMICA", size=10.5, fill="#d9ecef", color=G01, before=1.0),
        Text("Material: Soro   •   Jejum informado: 12 horas   •   Método: Enzimático colorimétrico automatizado (Cobas c503)",
             size=7.4, italic=True),
        Table([Col("name", "Exame", 58), Col("value", "Resultado", 28, "R"), Col("unit", "Unidade", 26),
               Col("ref", "Valores de referência", 74)], [
            R("Glicose em jejum", "104", "mg/dL", "70 a 99", "glu_f", "H"),
            R("Ureia", "31", "mg/dL", "15 a 45", "urea"),
            R("Creatinina", "0,92", "mg/dL", "0,70 a 1,30", "creat"),
            R("TGO (AST)", "22", "U/L", "até 40", "ast"),
            R("TGP (ALT)", "27", "U/L", "até 41", "alt"),
            Sub("Perfil lipídico"),
            R("Colesterol total", "212", "mg/dL", "desejável: inferior a 190", "chol", "H"),
            R("Colesterol HDL", "46", "mg/dL", "desejável: superior a 40", "hdl"),
            R("Colesterol LDL", "138", "mg/dL", "ver metas abaixo", "ldl_c"),
            R("Colesterol VLDL", "28", "mg/dL", "até 30", "vldl"),
            R("Colesterol não-HDL", "166", "mg/dL", "ver metas abaixo", "nonhdl"),
            R("Triglicerídeos", "142", "mg/dL", "jejum: inferior a 150", "tg"),
        ], rules="grid", head_fill="#eef6f7", row_h=4.8, sub_fill="#f4f4f4"),
        Spacer(1.0),
        Text("Metas terapêuticas de LDL-c e não-HDL-c conforme o risco cardiovascular (Atualização da Diretriz "
             "Brasileira de Dislipidemias, 2017):", size=7.4, bold=True),
        Table([Col("name", "Categoria de risco", 58), Col("ldl", "LDL-c (mg/dL)", 40, "C"),
               Col("nhdl", "Não-HDL-c (mg/dL)", 40, "C")], [
            Row("Baixo", {"ldl": "< 130", "nhdl": "< 160"}),
            Row("Intermediário", {"ldl": "< 100", "nhdl": "< 130"}),
            Row("Alto", {"ldl": "< 70", "nhdl": "< 100"}),
            Row("Muito alto", {"ldl": "< 50", "nhdl": "< 80"}),
        ], rules="grid", size=7.6, row_h=4.2, head_bold=False),
        Text("LDL calculado pela fórmula de Friedewald (válida para triglicerídeos inferiores a 400 mg/dL). "
             "Intervalos de referência atualizados em 02/01/2025 após troca de plataforma analítica.", size=7.2),
        Signature(["Dra. Patrícia Lima Arruda", "Farmacêutica-Bioquímica – CRF-AM 2.043",
                   "Assinado eletronicamente em 12/03/2025 16:42"], before=8),
    ]],
))


# ============================================================================ aw02
# Belém/PA (Norte) -- block layout: heading / material / method / result, several
# blocks print the reference range BEFORE the result; names split over two lines.
C02 = "#6b2d0b"


def exam02(title, material, method, rows, refs, ref_first=False, note=None):
    gold = " ".join(title) if isinstance(title, list) else title
    out = [Heading(title, size=9.6, before=2.6, after=0.2, color=C02),
           Text("Material: %s      Método: %s" % (material, method), size=7.2, italic=True, after=0.4)]
    fixed = []
    for r in rows:
        if r.name == "Resultado":
            r.gold_name = gold
        fixed.append(r)
    res = Table([Col("name", "", 78), Col("value", "", 34, "R"), Col("unit", "", 40)], fixed,
                header=False, rules="none", row_h=4.8, size=9.2)
    refb = [Text("Valores de referência:", size=7.2, bold=True, after=0.1)] + \
           [Text(s, size=7.2, after=0.05) for s in refs]
    out += (refb + [Spacer(0.8), res]) if ref_first else ([res] + refb)
    if note:
        out.append(Text(note, size=6.9, italic=True, after=0.3))
    out.append(Rule(color="#c8b8a8", width=0.15, before=0.8, after=0.2))
    return Group(out)


def res02(value, unit, key, flag="", name="Resultado"):
    return Row(name, {"value": V(value, unit, key, flag), "unit": unit})


add(Report(
    id="aw02", lab="Laboratório Marajoara", city="Belém/PA",
    lab_lines=["Diagnóstico Laboratorial Ltda. – Trav. Padre Eutíquio, 2.317 – Batista Campos – Belém/PA – CEP 66023-710",
               "CNPJ 22.718.640/0001-09 • CNES 3019844 • Tel. (91) 3241-7766",
               "Responsável técnica: Dra. Helena Sarmento Quaresma – CRBM-4 6.512"],
    style=dict(font="dejavu-serif", size=8.6, accent=C02, header="centered", pbox="rules",
               pbox_widths=[86, 54, 46]),
    patient=[("Nome", "MARIA DE NAZARÉ PINHEIRO LOBATO"), ("Data de nascimento", "17/11/1968"), ("Idade", "56a 3m"),
             ("Solicitante", "Dr. Jorge A. Cardoso – CRM-PA 9.114"), ("Atendimento", "0418-2025-02231"), ("Sexo", "Feminino"),
             ("Data de cadastro", "20/02/2025"), ("Data da coleta", "21/02/2025 06:55"), ("Emissão", "24/02/2025")],
    collected="2025-02-21",
    footer=["Laboratório Marajoara – Belém/PA – Laudo emitido em 24/02/2025 às 11:32 – Coleta domiciliar sob agendamento",
            "A interpretação dos resultados é exclusiva do médico assistente."],
    features="block layout (heading/material/method/result); reference before result; split headings; 'superior a'/'inferior a'",
    pages=[[
        exam02("GLICOSE", "Soro (jejum de 10 horas)", "Enzimático – hexoquinase",
               [res02("88", "mg/dL", "glu_f")],
               ["Normal: 70 a 99 mg/dL", "Glicemia de jejum alterada: 100 a 125 mg/dL",
                "Diabetes mellitus: igual ou superior a 126 mg/dL"]),
        exam02("HEMOGLOBINA GLICADA", "Sangue total (EDTA)", "Cromatografia líquida de alta eficiência (HPLC)",
               [res02("5,4", "%", "hba1c", name="Hemoglobina glicada (HbA1c)"),
                res02("108", "mg/dL", "eag", name="Glicose média estimada")],
               ["Não diabético: inferior a 5,7 %", "Pré-diabetes: 5,7 a 6,4 %", "Diabetes: igual ou superior a 6,5 %"],
               note="Glicose média estimada (GME) calculada a partir da HbA1c: GME = 28,7 × HbA1c – 46,7."),
        exam02("COLESTEROL TOTAL E FRAÇÕES", "Soro", "Enzimático colorimétrico / homogêneo direto (HDL)",
               [res02("186", "mg/dL", "chol", name="COLESTEROL TOTAL"),
                res02("52", "mg/dL", "hdl", name="HDL-COLESTEROL"),
                Row(["LDL-COLESTEROL", "(Friedewald)"], {"value": V("112", "mg/dL", "ldl_c"), "unit": "mg/dL"}),
                res02("22", "mg/dL", "vldl", name="VLDL-COLESTEROL"),
                res02("108", "mg/dL", "tg", name="TRIGLICERÍDEOS")],
               ["Colesterol total: desejável inferior a 190 mg/dL", "HDL-colesterol: desejável superior a 40 mg/dL",
                "Triglicerídeos (jejum): desejável inferior a 150 mg/dL",
                "LDL-colesterol: meta conforme risco cardiovascular definido pelo médico"], ref_first=True),
        exam02("TSH – HORMÔNIO TIREOESTIMULANTE", "Soro", "Quimioluminescência",
               [res02("2,14", "µUI/mL", "tsh")], ["Adultos: 0,45 a 4,50 µUI/mL"], ref_first=True),
        exam02("T4 LIVRE", "Soro", "Quimioluminescência", [res02("1,12", "ng/dL", "ft4")],
               ["0,70 a 1,80 ng/dL"], ref_first=True),
        exam02(["GAMA GLUTAMIL", "TRANSFERASE (GGT)"], "Soro", "Cinético – Szasz modificado",
               [res02("24", "U/L", "ggt")], ["Mulheres: 8 a 41 U/L"]),
    ], [
        exam02("FOSFATASE ALCALINA", "Soro", "Cinético – IFCC", [res02("71", "U/L", "alp")], ["35 a 104 U/L"]),
        exam02("CREATININA", "Soro", "Jaffé cinético compensado",
               [res02("0,68", "mg/dL", "creat"),
                Row(["Taxa de filtração glomerular", "estimada (CKD-EPI 2021)"],
                    {"value": V("superior a 90", "mL/min/1,73 m²", "egfr"), "unit": "mL/min/1,73 m²"})],
               ["Creatinina (mulheres): 0,50 a 0,90 mg/dL", "TFG: superior a 60 mL/min/1,73 m²"], ref_first=True),
        exam02("ÁCIDO ÚRICO", "Soro", "Uricase – peroxidase", [res02("5,1", "mg/dL", "uric")], ["2,4 a 5,7 mg/dL"]),
        exam02("FERRITINA", "Soro", "Quimioluminescência", [res02("86,4", "ng/mL", "ferritin")],
               ["Mulheres: 13 a 150 ng/mL"], ref_first=True),
        exam02("VITAMINA B12", "Soro", "Quimioluminescência", [res02("412", "pg/mL", "b12")], ["197 a 771 pg/mL"]),
        exam02("PROTEÍNA C REATIVA", "Soro", "Imunoturbidimetria", [res02("inferior a 0,30", "mg/dL", "crp")],
               ["Inferior a 0,50 mg/dL"], ref_first=True),
        Signature(["Dra. Helena Sarmento Quaresma", "Biomédica – CRBM-4 6.512", "Liberado em 24/02/2025 11:20"],
                  align="C", before=7),
    ]],
))


# ============================================================================ aw03
# Recife/PE (Nordeste) -- monospace, dotted leaders, previous-result column with its
# own date, coagulation with a name split over two lines, liver panel.
PD03 = "2024-10-14"
c03 = [Col("name", "Exame", 62), Col("value", "Resultado", 22, "R"), Col("unit", "Unidade", 22),
       Col("ref", "Referência", 46), Col("prev0", ["Anterior", "14/10/2024"], 28, "R")]
add(Report(
    id="aw03", lab="Centro de Diagnóstico Capibaribe", city="Recife/PE",
    lab_lines=["Rua do Futuro, 918 – Graças – Recife/PE – CEP 52050-005 – (81) 3427-6632",
               "CNPJ 10.775.342/0001-18   CNES 6180302",
               "Responsável técnico: Dr. Severino Albuquerque Lins – CRF-PE 3.266"],
    style=dict(font="lib-mono", size=8.4, accent="#8a1538", header="logo", initials="CDC", pbox="border",
               pbox_widths=[84, 54, 48], pbox_size=7.4),
    patient=[("Paciente", "JOSÉ ROBERTO CAVALCANTI FILHO"), ("DN", "22/06/1971"), ("Sexo", "M"),
             ("Médico", "Dr. Fábio Montenegro CRM-PE 11.276"), ("Requisição", "RC-118.204"), ("Origem", "Ambulatório"),
             ("Data requisição", "28/04/2025"), ("Coletado em", "29/04/2025 08:05"), ("Emitido em", "30/04/2025 14:10")],
    collected="2025-04-29",
    footer=["CDC – Centro de Diagnóstico Capibaribe – Recife/PE – emissão 30/04/2025 14:10",
            "Resultado anterior: amostra de 14/10/2024 (requisição RC-097.551), mesma metodologia."],
    features="monospace; dotted leaders; previous-result column with its own date; split name (TTPA); coagulation; liver panel",
    pages=[[
        Heading("ERITROGRAMA", size=9.6, color="#8a1538", before=0.5),
        Text("Material: sangue total EDTA      Método: automatizado (impedância / espectrofotometria)", size=7.2),
        Table(c03, [
            R("Hemácias", "4,98", "milhões/mm³", "4,50 a 5,90", "rbc", prev=[(PD03, "5,06")]),
            R("Hemoglobina", "15,2", "g/dL", "13,5 a 17,5", "hb", prev=[(PD03, "15,4")]),
            R("Hematócrito", "45,1", "%", "41,0 a 53,0", "hct", prev=[(PD03, "45,9")]),
            R("VCM", "90,6", "fL", "80,0 a 100,0", "mcv", prev=[None]),
            R("HCM", "30,5", "pg", "26,0 a 34,0", "mch", prev=[None]),
            R("CHCM", "33,7", "g/dL", "31,0 a 36,0", "mchc", prev=[None]),
            R("RDW", "12,8", "%", "11,5 a 14,5", "rdw", prev=[None]),
        ], rules="head", leaders=True, row_h=4.5, head_bold=True),
        Heading("COAGULOGRAMA", size=9.6, color="#8a1538"),
        Text("Material: plasma citratado      Método: coagulométrico (detecção óptica)", size=7.2),
        Table(c03[:4], [
            R("Tempo de protrombina", "12,6", "seg", "10,0 a 13,5", "pt_s"),
            R("Atividade de protrombina", "96", "%", "70 a 120", "pt_act"),
            R("RNI", "1,03", "", "0,80 a 1,20", "inr"),
            R(["Tempo de tromboplastina", "parcial ativada (TTPA)"], "29,8", "seg", "25,0 a 37,0", "aptt"),
        ], rules="head", leaders=True, row_h=4.5),
        Heading("FUNÇÃO HEPÁTICA", size=9.6, color="#8a1538"),
        Text("Material: soro      Método: cinético UV (IFCC) / colorimétrico", size=7.2),
        Table(c03, [
            R("TGO (AST)", "34", "U/L", "até 40", "ast", prev=[(PD03, "52", "H")]),
            R("TGP (ALT)", "41", "U/L", "até 41", "alt", prev=[(PD03, "67", "H")]),
            R("Gama-GT", "58", "U/L", "8 a 61", "ggt", prev=[(PD03, "74", "H")]),
            R("Fosfatase alcalina", "82", "U/L", "40 a 129", "alp", prev=[None]),
            R("Bilirrubina total", "0,74", "mg/dL", "até 1,20", "bili_t", prev=[None]),
            R("Bilirrubina direta", "0,21", "mg/dL", "até 0,30", "bili_d", prev=[None]),
            R("Bilirrubina indireta", "0,53", "mg/dL", "até 1,00", "bili_i", prev=[None]),
            R("Proteínas totais", "7,2", "g/dL", "6,4 a 8,3", "tprot", prev=[None]),
            R("Albumina", "4,4", "g/dL", "3,5 a 5,2", "alb", prev=[None]),
            R("Globulinas", "2,8", "g/dL", "2,3 a 3,5", "glob", prev=[None]),
            R("Relação albumina/globulina", "1,57", "", "1,10 a 2,20", "ag", prev=[None]),
        ], rules="head", leaders=True, row_h=4.5),
        Text("Paciente informa suspensão de bebida alcoólica desde 01/03/2025. Uso de anticoagulante: não.",
             size=7.2),
        Signature(["Dr. Severino Albuquerque Lins", "Farmacêutico-Bioquímico CRF-PE 3.266"], before=5, width=80),
    ]],
))


# ============================================================================ aw04
# Fortaleza/CE (Nordeste) -- two-column boxed layout, "Alto"/"Baixo" flags, split
# marker names, thyroid / iron / vitamins / bone-mineral panels.
C04 = "#c25400"
c04 = [Col("name", "", 31), Col("value", "", 24, "R"), Col("unit", "", 13), Col("ref", "", 18)]


def box04(title, material, rows, note=None):
    blocks = [Heading(title, size=8.8, fill="#fbe3cf", color="#7a3300", before=0, after=0.6, h=4.6),
              Text(material, size=6.9, italic=True, after=0.5),
              Table(c04, rows, header=False, rules="none", row_h=4.3, size=8.2)]
    if note:
        blocks.append(Text(note, size=6.6, after=0.2))
    return [Box(blocks, pad=1.6, border="#d9a47a"), Spacer(2.2)]


add(Report(
    id="aw04", lab="Laboratório Iracema de Patologia Clínica", city="Fortaleza/CE",
    lab_lines=["Rua Barão de Aracati, 1.455 – Aldeota – Fortaleza/CE – CEP 60115-081",
               "CNPJ 09.564.318/0001-77 – CNES 2487361 – (85) 3261-4408",
               "Diretor técnico: Dr. Francisco Edvaldo Pinto – CRM-CE 7.735"],
    style=dict(font="carlito", size=8.8, accent=C04, header="logo", initials="LI", pbox="fill",
               pbox_fill="#f6efe8", pbox_widths=[84, 54, 48], pbox_size=8.2),
    patient=[("Paciente", "FRANCISCA ELIANE DE OLIVEIRA MOTA"), ("Nascimento", "08/01/1986"), ("Sexo", "Feminino"),
             ("Médico(a)", "Dra. Renata Aguiar – CRM-CE 14.902"), ("Protocolo", "IR-2025-061173"), ("DUM", "29/06/2025"),
             ("Cadastro", "15/07/2025"), ("Coleta", "16/07/2025 07:40"), ("Liberação", "18/07/2025 17:05")],
    collected="2025-07-16",
    footer=["Laboratório Iracema – Fortaleza/CE – Documento impresso em 19/07/2025 08:12",
            "Resultados liberados após dupla conferência técnica."],
    features="two-column boxed layout; 'Alto'/'Baixo' flags; split names; thyroid, iron, vitamins, bone-mineral",
    pages=[[
        Spacer(1.0),
        TwoCol(left=[
            box04("TIREOIDE", "Material: soro – Método: quimioluminescência", [
                R("TSH", "5,82", "µUI/mL", "0,38 a 5,33", "tsh", "Alto"),
                R("T4 livre", "0,94", "ng/dL", "0,61 a 1,12", "ft4"),
                R("T3 total", "98", "ng/dL", "87 a 178", "t3"),
                R(["Anticorpos anti-", "tireoperoxidase"], "inferior a 9,0", "UI/mL", "até 9,0", "tpo"),
            ]),
            box04("PERFIL DE FERRO", "Material: soro – Método: colorimétrico / imunoturbidimetria", [
                R("Ferro sérico", "48", "µg/dL", "50 a 170", "iron", "Baixo"),
                R("Ferritina", "12,6", "ng/mL", "15 a 150", "ferritin", "Baixo"),
                R("Transferrina", "342", "mg/dL", "200 a 360", "transferrin"),
                R(["Capacidade total de", "ligação do ferro"], "428", "µg/dL", "250 a 450", "tibc"),
                R(["Índice de saturação", "da transferrina"], "11,2", "%", "20 a 50", "tsat", "Baixo"),
            ]),
            box04("METABOLISMO GLICÍDICO", "Material: soro (jejum de 8 h) – Método: hexoquinase / CLIA", [
                R("Glicose", "86", "mg/dL", "70 a 99", "glu_f"),
                R("Insulina basal", "6,4", "µUI/mL", "2,6 a 24,9", "insulin"),
            ]),
        ], right=[
            box04("VITAMINAS", "Material: soro – Método: quimioluminescência", [
                R("Vitamina D (25-OH)", "21,4", "ng/mL", "ver nota", "vitd"),
                R("Vitamina B12", "286", "pg/mL", "197 a 771", "b12"),
                R("Ácido fólico", "7,9", "ng/mL", "3,1 a 20,5", "folate"),
            ], note="25-OH vitamina D (SBPC/ML 2017): acima de 20 ng/mL – população saudável; "
                    "30 a 60 ng/mL – grupos de risco; acima de 100 ng/mL – risco de toxicidade."),
            box04("METABOLISMO ÓSSEO E MINERAL", "Material: soro – Método: colorimétrico / CLIA", [
                R("Cálcio total", "9,3", "mg/dL", "8,6 a 10,3", "ca"),
                R("Fósforo", "3,6", "mg/dL", "2,5 a 4,5", "phos"),
                R("Magnésio", "2,0", "mg/dL", "1,6 a 2,6", "mg"),
                R(["Paratormônio", "(PTH intacto)"], "46,8", "pg/mL", "15,0 a 68,3", "pth"),
            ]),
            Text("Observações: TSH discretamente elevado com T4 livre normal. Sugere-se repetir a dosagem de "
                 "TSH em 16/10/2025, conforme critério médico. Perfil de ferro compatível com depleção dos "
                 "estoques; correlacionar com hemograma.", size=7.2),
        ]),
        Signature(["Dra. Juliana Sampaio Brito", "Farmacêutica-Bioquímica – CRF-CE 6.310",
                   "Liberado eletronicamente em 18/07/2025 17:05"], align="C", before=6, width=80),
    ]],
))


# ============================================================================ aw05
# Salvador/BA (Nordeste) -- tables without rules, value and unit in one cell,
# urinalysis (EAS) collected the day after the blood, qualitative results.
U05 = "2025-05-21"
c05 = [Col("name", "Exame", 62), Col("value", "Resultado", 52), Col("ref", "Valor de referência", 72)]


def r05(name, value, unit, ref, key, flag=""):
    return R(name, value, unit, ref, key, flag, inline=True)


add(Report(
    id="aw05", lab="Laboratório Baía de Todos os Santos", city="Salvador/BA",
    lab_lines=["Av. Sete de Setembro, 2.210 – Vitória – Salvador/BA – CEP 40080-002",
               "CNPJ 31.206.774/0001-50 • CNES 6402119 • SAC (71) 3321-0954",
               "Responsável técnica: Dra. Iolanda Bispo dos Santos – CRF-BA 4.618"],
    style=dict(font="lib-sans", size=9.0, accent="#004d40", header="plain", pbox="border",
               pbox_widths=[82, 56, 48], pbox_size=8.0),
    patient=[("Cliente", "ADRIANA SOUZA NASCIMENTO"), ("Data nasc.", "14/02/1990"), ("Sexo", "Feminino"),
             ("Solicitante", "Dr. Marcelo Tourinho – CRM-BA 18.332"), ("OS", "0007.331.905"), ("Unidade", "Vitória"),
             ("Coleta sangue", "20/05/2025 07:10"), ("Coleta urina", "21/05/2025 06:50"), ("Liberado", "22/05/2025 10:15")],
    collected="2025-05-20",
    footer=["Laboratório Baía de Todos os Santos – Salvador/BA – impresso em 22/05/2025 10:31",
            "Este laudo só tem validade com assinatura eletrônica do responsável."],
    features="tables without rules; value+unit in one cell; urinalysis (EAS) collected next day; qualitative results",
    pages=[[
        Heading("URINA TIPO I (EAS – Elementos Anormais e Sedimento)", size=10.2, color="#004d40", before=0.5, rule=True),
        Text("Material: urina – jato médio, primeira micção      Coletado em: 21/05/2025 06:50      "
             "Método: tira reagente e microscopia (400x)", size=7.6),
        Group([Table(c05, [
            Sub("EXAME FÍSICO"),
            r05("Cor", "Amarelo citrino", "", "Amarelo citrino", "u_color"),
            r05("Aspecto", "Límpido", "", "Límpido", "u_aspect"),
            r05("Densidade", "1,020", "", "1,005 a 1,030", "u_sg"),
            Sub("EXAME QUÍMICO"),
            r05("pH", "6,0", "", "5,0 a 7,5", "u_ph"),
            r05("Proteínas", "Negativo", "", "Negativo", "u_prot"),
            r05("Glicose", "Negativo", "", "Negativo", "u_glu"),
            r05("Corpos cetônicos", "Negativo", "", "Negativo", "u_ket"),
            r05("Hemoglobina", "Negativo", "", "Negativo", "u_hb"),
            r05("Bilirrubina", "Negativo", "", "Negativo", "u_bili"),
            r05("Urobilinogênio", "Normal", "", "Normal (até 1,0 mg/dL)", "u_ubg"),
            r05("Nitrito", "Negativo", "", "Negativo", "u_nit"),
            Sub("SEDIMENTOSCOPIA"),
            r05("Células epiteliais", "Raras", "", "Raras", "u_epi"),
            r05("Leucócitos", "3", "p/campo", "até 5 p/campo", "u_wbc"),
            r05("Hemácias", "1", "p/campo", "até 3 p/campo", "u_rbc"),
            r05("Cilindros", "Ausentes", "", "Ausentes", "u_casts"),
            r05("Cristais", "Ausentes", "", "Ausentes", "u_cryst"),
            r05("Muco", "Ausente", "", "Ausente ou raro", "u_mucus"),
            r05("Bactérias", "Raras", "", "Ausentes ou raras", "u_bact"),
        ], rules="none", row_h=4.9)], date=U05),
        Text("Conservação: amostra recebida refrigerada, analisada em até 2 horas após a coleta.", size=7.4, italic=True),
    ], [
        Heading("BIOQUÍMICA SÉRICA", size=10.2, color="#004d40", before=0.5, rule=True),
        Text("Material: soro      Coletado em: 20/05/2025 07:10      Método: automação Architect c8000", size=7.6),
        Table(c05, [
            r05("Ureia", "24", "mg/dL", "15 a 40 mg/dL", "urea"),
            r05("Creatinina", "0,71", "mg/dL", "0,50 a 0,90 mg/dL", "creat"),
            r05("Ácido úrico", "4,2", "mg/dL", "2,6 a 6,0 mg/dL", "uric"),
            r05("Sódio", "139", "mEq/L", "136 a 145 mEq/L", "na"),
            r05("Potássio", "4,3", "mEq/L", "3,5 a 5,1 mEq/L", "k"),
            r05("Cloreto", "103", "mEq/L", "98 a 107 mEq/L", "cl"),
            r05("Cálcio", "9,4", "mg/dL", "8,6 a 10,2 mg/dL", "ca"),
        ], rules="none", row_h=4.9),
        Heading("URINA – AMOSTRA ISOLADA", size=10.2, color="#004d40", before=3.0, rule=True),
        Text("Material: urina (primeira micção)      Coletado em: 21/05/2025 06:50      Método: imunoturbidimetria",
             size=7.6),
        Group([Table(c05, [
            r05("Microalbuminúria", "inferior a 3,0", "mg/L", "inferior a 20,0 mg/L", "u_malb"),
        ], rules="none", row_h=4.9)], date=U05),
        Text("Nota: para seguimento de função renal recomenda-se relação albumina/creatinina em nova amostra. "
             "Retorno ao consultório agendado para 03/06/2025.", size=7.4),
        Signature(["Dra. Iolanda Bispo dos Santos", "Farmacêutica-Bioquímica – CRF-BA 4.618",
                   "Assinatura eletrônica – 22/05/2025 10:15"], before=8),
    ]],
))


# ============================================================================ aw06
# Teresina/PI (Nordeste) -- serology (qualitative), blood group, hormones drawn on
# another day, ≥ comparators in the references, phase table (not results).
C06 = "#203864"
c06 = [Col("name", "Exame", 62), Col("value", "Resultado", 32, "R"), Col("unit", "Unidade", 20),
       Col("ref", "Referência", 44), Col("met", "Método", 28)]
H06 = "2025-02-06"
add(Report(
    id="aw06", lab="Laboratório Parnaíba Medicina Diagnóstica", city="Teresina/PI",
    lab_lines=["Rua Areolino de Abreu, 1.108 – Centro – Teresina/PI – CEP 64000-180",
               "CNPJ 41.887.203/0001-14 • CNES 5520871 • Tel. (86) 3221-6480",
               "Responsável técnico: Dr. Valdemar Sousa Leal – CRBM-3 10.227"],
    style=dict(font="dejavu-cond", size=8.5, accent=C06, header="centered", pbox="fill", pbox_fill="#e8edf6",
               pbox_widths=[88, 52, 46]),
    patient=[("Paciente", "LETÍCIA RAQUEL VERAS CASTELO BRANCO"), ("Nasc.", "30/10/1990"), ("Sexo", "F"),
             ("Médico", "Dra. Ana Cláudia Rêgo – CRM-PI 3.941"), ("Atendimento", "TH-552.018"), ("DUM", "03/02/2025"),
             ("Coleta (1)", "04/02/2025 07:30"), ("Coleta (2)", "06/02/2025 08:10"), ("Emissão", "10/02/2025")],
    collected="2025-02-04",
    footer=["Laboratório Parnaíba – Teresina/PI – emissão 10/02/2025 – Coleta (1): sorologias e marcadores; Coleta (2): hormônios",
            "Resultados reagentes de HIV/hepatites são confirmados por metodologia complementar antes da liberação."],
    features="horizontal rules; qualitative serology; blood group; hormones collected on a second date; phase table",
    pages=[[
        Heading("IMUNOLOGIA / SOROLOGIA", size=10.2, color=C06, before=0.5),
        Text("Amostra coletada em 04/02/2025 07:30 – Material: soro", size=7.4, italic=True),
        Table(c06, [
            R("HIV 1 e 2 – Ag/Ac (4ª geração)", "Não reagente", "", "Não reagente", "hiv", extra={"met": "CMIA"}),
            R("HBsAg", "Não reagente", "", "Não reagente", "hbsag", extra={"met": "CMIA"}),
            R("Anti-HBs", "245,3", "mUI/mL", "Imune: ≥ 10,0", "antihbs", extra={"met": "CMIA"}),
            R("Anti-HBc total", "Não reagente", "", "Não reagente", "antihbc", extra={"met": "CMIA"}),
            R("Anti-HCV", "Não reagente", "", "Não reagente", "hcv", extra={"met": "CMIA"}),
            R("VDRL", "Não reagente", "", "Não reagente", "vdrl", extra={"met": "Floculação"}),
            R("Toxoplasmose IgG", "86,2", "UI/mL", "Reagente: ≥ 3,0", "toxo_g", extra={"met": "CMIA"}),
            R("Rubéola IgG", "superior a 500,0", "UI/mL", "Imune: ≥ 10,0", "rub_g", extra={"met": "CMIA"}),
        ], rules="h", row_h=5.0),
        Text("Toxoplasmose IgG: não reagente < 1,6 UI/mL; indeterminado 1,6 a 2,9 UI/mL; reagente ≥ 3,0 UI/mL. "
             "A presença de IgG indica infecção passada; IgM não solicitada.", size=7.2),
        Heading("IMUNO-HEMATOLOGIA", size=10.2, color=C06, before=3.0),
        Text("Amostra coletada em 04/02/2025 07:30 – Material: sangue total (EDTA) – Método: hemaglutinação em gel",
             size=7.4, italic=True),
        Table(c06[:4], [
            R("Grupo sanguíneo (ABO)", "A", "", "—", "abo"),
            R("Fator Rh (antígeno D)", "Positivo", "", "—", "rh"),
        ], rules="h", row_h=5.0),
        Heading("MARCADORES", size=10.2, color=C06, before=3.0),
        Text("Amostra coletada em 04/02/2025 07:30 – Material: soro – Método: eletroquimioluminescência",
             size=7.4, italic=True),
        Table(c06[:4], [
            R("Beta-HCG quantitativo", "inferior a 1,2", "mUI/mL", "Não gestantes: < 5,0", "bhcg"),
            R("CA-125", "12,4", "U/mL", "até 35,0", "ca125"),
            R("TSH", "1,86", "µUI/mL", "0,27 a 4,20", "tsh"),
        ], rules="h", row_h=5.0),
    ], [
        Heading("HORMÔNIOS SEXUAIS", size=10.2, color=C06, before=0.5),
        Text("Amostra coletada em 06/02/2025 08:10 (3º dia do ciclo) – Material: soro – Método: eletroquimioluminescência",
             size=7.4, italic=True),
        Group([Table(c06[:4] + [Col("obs", "", 28)], [
            R("FSH", "6,2", "mUI/mL", "ver tabela", "fsh"),
            R("LH", "5,1", "mUI/mL", "ver tabela", "lh"),
            R("Estradiol", "48", "pg/mL", "ver tabela", "e2"),
            R("Prolactina", "14,2", "ng/mL", "4,8 a 23,3", "prl"),
        ], rules="h", row_h=5.0)], date=H06),
        Spacer(1.0),
        Text("Valores de referência por fase do ciclo menstrual:", size=7.4, bold=True),
        Table([Col("name", "Hormônio", 40), Col("f", "Folicular", 34, "C"), Col("o", "Ovulatória", 34, "C"),
               Col("l", "Lútea", 34, "C"), Col("p", "Pós-menopausa", 40, "C")], [
            Row("FSH (mUI/mL)", {"f": "3,5 a 12,5", "o": "4,7 a 21,5", "l": "1,7 a 7,7", "p": "25,8 a 134,8"}),
            Row("LH (mUI/mL)", {"f": "2,4 a 12,6", "o": "14,0 a 95,6", "l": "1,0 a 11,4", "p": "7,7 a 58,5"}),
            Row("Estradiol (pg/mL)", {"f": "12,5 a 166,0", "o": "85,8 a 498,0", "l": "43,8 a 211,0", "p": "< 5,0 a 54,7"}),
        ], rules="grid", size=7.4, row_h=4.2, head_bold=False),
        Text("Data provável da próxima menstruação informada pela paciente: 03/03/2025.", size=7.2, italic=True),
        Signature(["Dr. Valdemar Sousa Leal", "Biomédico – CRBM-3 10.227", "Responsável técnico"], before=10),
    ]],
))


# ============================================================================ aw07
# Goiânia/GO (Centro-Oeste) -- cumulative table: one row per analyte, one column per
# collection date; bare "HDL"; names split over two lines; empty cells.
D1, D2, D3 = "2025-01-15", "2024-07-09", "2024-01-16"


def cum(name, key, unit, ref, vals):
    cells = {"unit": unit, "ref": ref}
    for cid, d, v in zip(("d1", "d2", "d3"), (D1, D2, D3), vals):
        cells[cid] = "—" if v is None else V(v, unit, key, date=d, bold=(cid == "d1"))
    return Row(name, cells)


add(Report(
    id="aw07", lab="Laboratório Cerrado Análises Clínicas", city="Goiânia/GO",
    lab_lines=["Medicina laboratorial desde 1987",
               "Av. T-63, 1.296 – Setor Bueno – Goiânia/GO",
               "CNPJ 18.093.552/0001-31 | CNES 2338491 | (62) 3285-1170",
               "RT: Dr. Eurípedes Fonseca Lima – CRF-GO 3.508"],
    style=dict(font="carlito", size=9.0, accent="#556b2f", header="band", pbox="border",
               pbox_widths=[80, 58, 48], pbox_size=8.2),
    patient=[("Paciente", "GERALDO MAGELA RIBEIRO"), ("Nascimento", "11/05/1958"), ("Sexo", "Masculino"),
             ("Médico", "Dr. Paulo Henrique Borges – CRM-GO 8.870"), ("Registro", "CE-0091.284"), ("Convênio", "IPASGO"),
             ("Data de entrada", "14/01/2025"), ("Data de coleta", "15/01/2025 07:02"), ("Liberado em", "15/01/2025 15:48")],
    collected="2025-01-15",
    footer=["Laboratório Cerrado – Goiânia/GO – relatório evolutivo gerado em 16/01/2025 08:20",
            "Resultados anteriores reproduzidos do histórico do paciente neste laboratório."],
    features="cumulative table (3 collection dates as columns); bare 'HDL'; split names; '—' empty cells",
    pages=[[
        Heading("RELATÓRIO EVOLUTIVO – BIOQUÍMICA E METABOLISMO", size=10.5, color="#556b2f", before=1.0, rule=True),
        Text("Material: soro (sangue total EDTA para HbA1c). Primeira coluna: resultado atual; colunas seguintes: "
             "resultados anteriores, identificados pela data de coleta.", size=7.6),
        Table([Col("name", "Exame", 46), Col("d1", ["Atual", "15/01/2025"], 22, "R"),
               Col("d2", ["Anterior", "09/07/2024"], 22, "R"), Col("d3", ["Anterior", "16/01/2024"], 22, "R"),
               Col("unit", "Unidade", 26), Col("ref", "Referência", 48)], [
            cum("Glicose", "glu", "mg/dL", "70 a 99", ["118", "112", "104"]),
            cum(["Hemoglobina", "glicada (HbA1c)"], "hba1c", "%", "inferior a 5,7", ["6,3", "6,1", "5,9"]),
            cum("Colesterol total", "chol", "mg/dL", "inferior a 190", ["168", "194", "221"]),
            cum("HDL", "hdl", "mg/dL", "superior a 40", ["44", "42", "39"]),
            cum("LDL", "ldl_c", "mg/dL", "conforme risco", ["96", "121", "148"]),
            cum("Triglicerídeos", "tg", "mg/dL", "inferior a 150", ["140", "155", "170"]),
            cum("Creatinina", "creat", "mg/dL", "0,70 a 1,20", ["1,08", "1,02", "0,99"]),
            cum(["TFG estimada", "(CKD-EPI 2021)"], "egfr", "mL/min/1,73 m²", "superior a 60", ["74", "79", "82"]),
            cum("Ácido úrico", "uric", "mg/dL", "3,4 a 7,0", ["6,4", "6,9", None]),
        ], rules="head", row_h=5.0, zebra="#f1f4ea"),
        Text("LDL calculado (Friedewald). A partir de 01/08/2024 a TFG passou a ser estimada pela equação "
             "CKD-EPI 2021 (sem coeficiente racial); valores anteriores foram recalculados.", size=7.4),
        Text("Metas individuais de LDL-c devem ser definidas pelo médico conforme o risco cardiovascular. "
             "Próximo controle sugerido: julho/2025.", size=7.4),
        Signature(["Dr. Eurípedes Fonseca Lima", "Farmacêutico-Bioquímico – CRF-GO 3.508"], before=8),
    ]],
))


# ============================================================================ aw08
# Campo Grande/MS (Centro-Oeste) -- reference column BEFORE the result column,
# tables without rules, coagulation with control values (not results), liver,
# pancreas, electrolytes, ↑ flag.
c08 = [Col("name", "Exame", 62), Col("ref", "Valores de referência", 48), Col("value", "Resultado", 30, "R"),
       Col("unit", "Unidade", 26)]
add(Report(
    id="aw08", lab="Laboratório Pantanal Diagnósticos", city="Campo Grande/MS",
    lab_lines=["Rua 14 de Julho, 3.025 – Centro – Campo Grande/MS – CEP 79002-333",
               "CNPJ 26.451.980/0001-45 • CNES 9012458 • (67) 3384-2201",
               "Responsável técnica: Dra. Mirela Kato Arakaki – CRF-MS 2.771"],
    style=dict(font="lib-serif", size=9.2, accent="#2e5e8c", header="logo", initials="LP", pbox="border",
               pbox_widths=[80, 58, 48], pbox_size=8.2),
    patient=[("Paciente", "RODRIGO AUGUSTO FERREIRA LIMA"), ("Data de nascimento", "25/08/1983"), ("Sexo", "Masculino"),
             ("Médico", "Dr. Henrique Salles – CRM-MS 6.108"), ("Nº do pedido", "PT-2025-18840"), ("Origem", "Check-up"),
             ("Coletado em", "09/09/2025 07:50"), ("Recebido em", "09/09/2025 09:35"), ("Liberado em", "10/09/2025 12:20")],
    collected="2025-09-09",
    footer=["Laboratório Pantanal Diagnósticos – Campo Grande/MS – impresso em 10/09/2025 12:41",
            "Valores de referência sujeitos a alteração conforme metodologia; consulte o laboratório."],
    features="reference column before result; no rules; control times in a note (not results); ↑ flag",
    pages=[[
        Heading("COAGULOGRAMA", size=10.5, color="#2e5e8c", before=1.0),
        Text("Material: plasma citratado      Método: coagulométrico automatizado (ACL TOP)", size=7.6, italic=True),
        Table(c08, [
            R("Tempo de protrombina (TP)", "12,4", "segundos", "10,0 a 13,5", "pt_s"),
            R("Atividade de protrombina", "98", "%", "70 a 120", "pt_act"),
            R("RNI (INR)", "1,02", "", "0,80 a 1,20", "inr"),
            R("TTPA", "30,7", "segundos", "25,0 a 36,0", "aptt"),
            R("Fibrinogênio", "286", "mg/dL", "200 a 400", "fib"),
        ], rules="head", row_h=5.0),
        Text("Tempos do plasma controle (pool normal) no dia do ensaio: TP 12,2 segundos; TTPA 30,0 segundos. "
             "Lote do reagente de tromboplastina com ISI 1,01.", size=7.4),
        Heading("FUNÇÃO HEPÁTICA E PANCREÁTICA", size=10.5, color="#2e5e8c", before=3.0),
        Text("Material: soro      Método: cinético IFCC / colorimétrico (Atellica CH)", size=7.6, italic=True),
        Table(c08, [
            R("AST (TGO)", "26", "U/L", "até 40", "ast"),
            R("ALT (TGP)", "33", "U/L", "até 41", "alt"),
            R("Gama GT", "45", "U/L", "10 a 71", "ggt"),
            R("Fosfatase alcalina", "77", "U/L", "40 a 129", "alp"),
            R("Bilirrubina total", "0,88", "mg/dL", "0,20 a 1,20", "bili_t"),
            R("Bilirrubina direta", "0,24", "mg/dL", "até 0,30", "bili_d"),
            R("Bilirrubina indireta", "0,64", "mg/dL", "até 0,90", "bili_i"),
            R("Albumina", "4,6", "g/dL", "3,5 a 5,2", "alb"),
            R("Amilase", "61", "U/L", "28 a 100", "amyl"),
            R("Lipase", "38", "U/L", "13 a 60", "lipase"),
        ], rules="head", row_h=5.0),
    ], [
        Heading("ELETRÓLITOS E ENZIMAS MUSCULARES", size=10.5, color="#2e5e8c", before=1.0),
        Text("Material: soro      Método: eletrodo íon-seletivo indireto / colorimétrico / cinético", size=7.6,
             italic=True),
        Table(c08, [
            R("Sódio", "141", "mmol/L", "136 a 145", "na"),
            R("Potássio", "4,1", "mmol/L", "3,5 a 5,1", "k"),
            R("Cloreto", "101", "mmol/L", "98 a 107", "cl"),
            R("Magnésio", "2,1", "mg/dL", "1,6 a 2,6", "mg"),
            R("Cálcio total", "9,6", "mg/dL", "8,6 a 10,2", "ca"),
            R("Creatinoquinase (CK)", "412", "U/L", "39 a 308", "ck", "↑"),
        ], rules="head", row_h=5.0),
        Text("CK elevada: considerar atividade física intensa nas 48 horas anteriores à coleta (paciente informa "
             "corrida de 21 km em 07/09/2025). Repetir após repouso se clinicamente indicado.", size=7.4),
        Signature(["Dra. Mirela Kato Arakaki", "Farmacêutica-Bioquímica – CRF-MS 2.771",
                   "Liberado em 10/09/2025 12:20"], before=10),
    ]],
))


# ============================================================================ aw09
# Belo Horizonte/MG (Sudeste) -- full blood count in ruled grid with head fill,
# differential with bands/segmented in % and /µL, ↑ ↓ flags, 10⁶/µL units.
c09 = [Col("name", "Parâmetro", 52), Col("value", "Resultado", 32, "R"), Col("unit", "Unidade", 24),
       Col("ref", "Valores de referência", 78)]
add(Report(
    id="aw09", lab="Laboratório Serra do Curral", city="Belo Horizonte/MG",
    lab_lines=["Medicina Laboratorial • Av. do Contorno, 6.047 – Savassi – Belo Horizonte/MG – CEP 30110-042",
               "CNPJ 17.342.661/0001-98 – CNES 2195736 – Tel. (31) 3227-8150",
               "Responsável técnico: Dr. Márcio Vasconcelos Drummond – CRM-MG 31.552"],
    style=dict(font="dejavu", size=8.8, accent="#7a1f1f", header="plain", pbox="rules",
               pbox_widths=[82, 56, 48], pbox_size=7.8),
    patient=[("Paciente", "CLÁUDIA REGINA ANDRADE MOURA"), ("Nascimento", "19/12/1975"), ("Sexo", "Feminino"),
             ("Médico", "Dr. Tiago Lanza – CRM-MG 48.027"), ("Pedido", "SC-7.118.402"), ("Unidade", "Savassi"),
             ("Data do pedido", "02/06/2025"), ("Data da coleta", "03/06/2025 06:48"), ("Liberação", "03/06/2025 13:27")],
    collected="2025-06-03",
    footer=["Laboratório Serra do Curral – Belo Horizonte/MG – Impressão: 04/06/2025 07:55",
            "Exames realizados na unidade técnica central. Resultados sujeitos à análise clínica."],
    features="ruled grid with filled header; differential with bands/segmented (% and /µL); ↑/↓ flags; 10⁶/µL units",
    pages=[[
        Heading("HEMOGRAMA", size=10.5, color="#7a1f1f", before=0.5),
        Text("Amostra: sangue total EDTA  •  Método: automação (impedância e citometria de fluxo fluorescente) "
             "e microscopia óptica", size=7.4),
        Table(c09, [
            Sub("SÉRIE VERMELHA"),
            R("Eritrócitos", "3,92", "10⁶/µL", "4,00 a 5,20", "rbc", "↓"),
            R("Hemoglobina", "11,4", "g/dL", "12,0 a 15,5", "hb", "↓"),
            R("Hematócrito", "35,0", "%", "36,0 a 46,0", "hct", "↓"),
            R("VCM", "89,3", "fL", "80,0 a 98,0", "mcv"),
            R("HCM", "29,1", "pg", "27,0 a 33,0", "mch"),
            R("CHCM", "32,6", "g/dL", "32,0 a 36,0", "mchc"),
            R("RDW-CV", "14,9", "%", "11,5 a 14,5", "rdw", "↑"),
        ], rules="grid", head_fill="#ecdcdc", sub_fill="#f7efef", row_h=4.9),
        Spacer(1.2),
        Table([Col("name", "Parâmetro", 52), Col("pct", "Relativo (%)", 32, "R"), Col("abs", "Absoluto (/µL)", 32, "R"),
               Col("ref", "Referência (/µL)", 70)], [
            Sub("SÉRIE BRANCA"),
            Row("Leucócitos", {"abs": V("4.210", "/µL", "wbc"), "ref": "4.000 a 10.000"}),
            Row("Bastonetes", {"pct": V("2", "%", "band_p"), "abs": V("84", "/µL", "band_a"), "ref": "0 a 500"}),
            Row("Segmentados", {"pct": V("51", "%", "seg_p"), "abs": V("2.147", "/µL", "seg_a"), "ref": "1.800 a 7.000"}),
            Row("Eosinófilos", {"pct": V("4", "%", "eos_p"), "abs": V("168", "/µL", "eos_a"), "ref": "40 a 500"}),
            Row("Basófilos", {"pct": V("1", "%", "baso_p"), "abs": V("42", "/µL", "baso_a"), "ref": "0 a 200"}),
            Row("Linfócitos", {"pct": V("36", "%", "lymph_p"), "abs": V("1.516", "/µL", "lymph_a"), "ref": "1.000 a 4.000"}),
            Row("Monócitos", {"pct": V("6", "%", "mono_p"), "abs": V("253", "/µL", "mono_a"), "ref": "200 a 1.000"}),
        ], rules="grid", head_fill="#ecdcdc", sub_fill="#f7efef", row_h=4.9),
        Spacer(1.2),
        Table(c09, [
            Sub("PLAQUETAS"),
            R("Plaquetas", "162", "10³/µL", "150 a 450", "plt"),
            R("VPM", "10,6", "fL", "9,2 a 12,6", "mpv"),
        ], rules="grid", head_fill="#ecdcdc", sub_fill="#f7efef", row_h=4.9),
        Text("Morfologia: hemácias normocíticas e normocrômicas, anisocitose discreta. Leucócitos e plaquetas sem "
             "alterações morfológicas.", size=7.4),
    ], [
        Heading("PROVAS DE ATIVIDADE INFLAMATÓRIA E METABOLISMO DO FERRO", size=10.5, color="#7a1f1f", before=0.5),
        Text("Amostra: sangue total EDTA (VHS) e soro  •  Métodos: Westergren modificado, imunoturbidimetria, "
             "quimioluminescência, colorimétrico", size=7.4),
        Table(c09, [
            R("VHS – 1ª hora", "18", "mm", "até 20", "esr"),
            R("PCR ultrassensível", "0,21", "mg/dL", "inferior a 0,30", "hscrp"),
            R("Ferritina", "18,4", "ng/mL", "15 a 149", "ferritin"),
            R("Ferro sérico", "52", "µg/dL", "50 a 170", "iron"),
            R("Vitamina D – 25(OH)", "32,6", "ng/mL", "superior a 20 (população geral)", "vitd"),
        ], rules="grid", head_fill="#ecdcdc", row_h=4.9),
        Text("PCR ultrassensível para estratificação de risco cardiovascular: baixo < 0,10 mg/dL; "
             "intermediário 0,10 a 0,30 mg/dL; alto > 0,30 mg/dL.", size=7.4),
        Text("Resultados conferidos. Anemia discreta normocítica; correlacionar com dados clínicos. "
             "Reavaliação laboratorial sugerida a partir de 03/09/2025.", size=7.4),
        Signature(["Dr. Márcio Vasconcelos Drummond", "Médico patologista clínico – CRM-MG 31.552",
                   "Liberado em 03/06/2025 13:27"], before=10),
    ]],
))


# ============================================================================ aw10
# São Paulo/SP (Sudeste) -- dotted leaders with a proportional font, no header row,
# values with < and >, asterisk flags, tumour markers, androgens, thyroid.
c10 = [Col("name", "", 74), Col("value", "", 28, "R"), Col("unit", "", 22), Col("ref", "", 62)]
add(Report(
    id="aw10", lab="Laboratório Vila Mariana de Análises", city="São Paulo/SP",
    lab_lines=["Medicina Diagnóstica",
               "Rua Domingos de Morais, 2.781 – Vila Mariana",
               "São Paulo/SP – CEP 04035-001 – (11) 5082-3340",
               "CNPJ 52.118.074/0001-26 • CNES 2081223",
               "Diretora técnica: Dra. Sílvia Nakamura Prado – CRM-SP 98.410"],
    style=dict(font="lib-sans", size=8.8, accent="#3b3b98", header="band", pbox="none",
               pbox_widths=[82, 56, 48], pbox_size=8.0),
    patient=[("Nome", "EDUARDO HIDEKI TANAKA ALVES"), ("Data nasc.", "05/04/1966"), ("Sexo", "Masculino"),
             ("Médico", "Dr. Ricardo Mattar – CRM-SP 112.775"), ("Ficha", "VM-30.551.207"), ("Convênio", "Particular"),
             ("Data de coleta", "22/10/2025 07:25"), ("Chegada ao setor", "22/10/2025 09:10"),
             ("Liberado", "24/10/2025 18:02")],
    collected="2025-10-22",
    footer=["Laboratório Vila Mariana de Análises – São Paulo/SP – documento gerado em 24/10/2025 18:15",
            "(*) resultado fora do intervalo de referência."],
    features="dotted leaders (proportional font), no header row; '<' and '>' values; '*' flags; tumour markers; androgens",
    pages=[[
        Rule(color="#3b3b98", width=0.4, before=0, after=0.5),
        Heading("MARCADORES TUMORAIS", size=10.0, color="#3b3b98", before=0.5),
        Text("Material: soro — Método: eletroquimioluminescência (ECLIA)", size=7.4, italic=True),
        Table(c10, [
            R("PSA total", "1,84", "ng/mL", "até 4,00", "psa"),
            R("PSA livre", "0,42", "ng/mL", "—", "fpsa"),
            R("Relação PSA livre/PSA total", "23", "%", "superior a 25", "psa_r", "*"),
            R("CEA – antígeno carcinoembrionário", "1,2", "ng/mL", "não fumantes: até 3,8", "cea"),
            R("Alfafetoproteína", "2,6", "ng/mL", "até 7,0", "afp"),
            R("CA 19-9", "< 2,0", "U/mL", "até 34,0", "ca199"),
        ], header=False, leaders=True, row_h=4.9),
        Text("A relação PSA livre/total só deve ser considerada para PSA total entre 4 e 10 ng/mL.", size=7.2),
        Heading("ANDRÓGENOS E EIXO ADRENAL", size=10.0, color="#3b3b98", before=2.5),
        Text("Material: soro — coleta entre 7h e 9h — Método: ECLIA / cálculo (Vermeulen)", size=7.4, italic=True),
        Table(c10, [
            R("Testosterona total", "486", "ng/dL", "249 a 836", "testo"),
            R("Testosterona livre (calculada)", "9,8", "ng/dL", "4,6 a 22,4", "ftesto"),
            R("SHBG – globulina ligadora", "34,1", "nmol/L", "18,3 a 54,1", "shbg"),
            R("DHEA-S", "212", "µg/dL", "88,9 a 427,0", "dheas"),
            R("Cortisol (8 h)", "14,6", "µg/dL", "6,2 a 19,4", "cortisol"),
            R("Prolactina", "8,4", "ng/mL", "4,0 a 15,2", "prl"),
        ], header=False, leaders=True, row_h=4.9),
    ], [
        Rule(color="#3b3b98", width=0.4, before=0, after=0.5),
        Heading("TIREOIDE", size=10.0, color="#3b3b98", before=0.5),
        Text("Material: soro — Método: ECLIA", size=7.4, italic=True),
        Table(c10, [
            R("TSH – hormônio tireoestimulante", "1,62", "µUI/mL", "0,27 a 4,20", "tsh"),
            R("T4 livre", "1,21", "ng/dL", "0,93 a 1,70", "ft4"),
            R("Anticorpo antitireoperoxidase", "< 5,0", "UI/mL", "até 34,0", "tpo"),
        ], header=False, leaders=True, row_h=4.9),
        Heading("METABOLISMO E VITAMINAS", size=10.0, color="#3b3b98", before=2.5),
        Text("Material: soro / sangue total EDTA (HbA1c) — Métodos: ECLIA, HPLC", size=7.4, italic=True),
        Table(c10, [
            R("Insulina de jejum", "7,8", "µUI/mL", "2,6 a 24,9", "insulin"),
            R("Hemoglobina glicada (HbA1c)", "5,7", "%", "inferior a 5,7", "hba1c", "*"),
            R("Vitamina D – 25 hidroxi", "28,4", "ng/mL", "superior a 20", "vitd"),
            R("Vitamina B12", "> 2.000", "pg/mL", "197 a 771", "b12", "*"),
        ], header=False, leaders=True, row_h=4.9),
        Text("Vitamina B12 acima do limite de quantificação do método; paciente em uso de suplementação "
             "(informado no cadastro de 20/10/2025).", size=7.2),
        Signature(["Dra. Sílvia Nakamura Prado", "Médica patologista clínica – CRM-SP 98.410"], before=12),
    ]],
))


# ============================================================================ aw11
# Curitiba/PR (Sul) -- block layout with a title bar, result line with the reference
# on the same line, "Resultados anteriores" lines (earlier results with dates).
C11 = "#1b5e20"
A1, A2 = "2025-02-05", "2024-08-06"
c11 = [Col("name", "", 40), Col("value", "", 30, "R"), Col("unit", "", 26), Col("ref", "", 90)]


def exam11(title, material, method, rows, refs=None, prev=None):
    gold = title
    out = [Heading(title, size=9.2, fill="#e3efe3", color=C11, before=2.2, after=0.4, h=5.0),
           Text("Material: %s   |   Método: %s" % (material, method), size=7.0, after=0.3)]
    for r in rows:
        if r.name == "Resultado:":
            r.gold_name = gold
    out.append(Table(c11, rows, header=False, rules="none", row_h=4.8, size=9.0))
    if refs:
        out += [Text(s, size=7.0, after=0.05) for s in refs]
    if prev:
        segs = ["Resultados anteriores:  "]
        for i, p in enumerate(prev):
            d, v, unit, key = p[:4]
            label = p[4] if len(p) > 4 else None
            dd = "%s/%s/%s" % (d[8:10], d[5:7], d[0:4])
            segs += [("   |   " if i else ""), (label + " em " if label else "") + dd + ": ",
                     V(v, unit, key, date=d, name=label or title, inline_unit=True, bold=False)]
        out.append(Line(segs, size=7.6, indent=0.5))
    return Group(out)


def r11(value, unit, key, ref, flag="", name="Resultado:"):
    return Row(name, {"value": V(value, unit, key, flag), "unit": unit, "ref": ref})


add(Report(
    id="aw11", lab="Laboratório Araucária", city="Curitiba/PR",
    lab_lines=["Análises Clínicas – Rua XV de Novembro, 1.320 – Centro – Curitiba/PR – CEP 80060-000",
               "CNPJ 76.540.219/0001-83 • CNES 0017590 • Fone (41) 3222-9071",
               "Responsável técnico: Dr. Otávio Kowalski – CRF-PR 15.904"],
    style=dict(font="dejavu-cond", size=8.8, accent=C11, header="logo", initials="LA", pbox="border",
               pbox_widths=[84, 54, 48], pbox_size=7.9),
    patient=[("Paciente", "HELGA SCHNEIDER WOJCIK"), ("Nascimento", "27/03/1962"), ("Sexo", "F"),
             ("Médico", "Dra. Beatriz Lemos Trevisan – CRM-PR 27.615"), ("Código", "AR 4471-2025"), ("Plano", "Unimed"),
             ("Recepção", "05/08/2025 07:21"), ("Coleta", "05/08/2025 07:35"), ("Emissão", "06/08/2025 10:48")],
    collected="2025-08-05",
    footer=["Laboratório Araucária – Curitiba/PR – emissão 06/08/2025 10:48 – resultados anteriores do banco de dados do laboratório",
            "Laudo assinado digitalmente conforme MP 2.200-2/2001."],
    features="block layout with title bars; reference on the result line; 'Resultados anteriores' lines with dates; 'superior a'",
    pages=[[
        exam11("GLICOSE DE JEJUM", "plasma fluoretado", "enzimático (hexoquinase)",
               [r11("97", "mg/dL", "glu_f", "Referência: 70 a 99 mg/dL")],
               prev=[(A1, "101", "mg/dL", "glu_f"), (A2, "95", "mg/dL", "glu_f")]),
        exam11("HEMOGLOBINA GLICADA – HbA1c", "sangue total EDTA", "HPLC (certificado NGSP)",
               [r11("5,8", "%", "hba1c", "Referência: inferior a 5,7 %")],
               refs=["Pré-diabetes: 5,7 a 6,4 %  •  Diabetes: igual ou superior a 6,5 %"],
               prev=[(A1, "5,9", "%", "hba1c")]),
        exam11("PERFIL LIPÍDICO", "soro", "enzimático colorimétrico; LDL calculado (Friedewald)",
               [r11("204", "mg/dL", "chol", "desejável: inferior a 190 mg/dL", "*", name="Colesterol total"),
                r11("61", "mg/dL", "hdl", "desejável: superior a 40 mg/dL", name="Colesterol HDL"),
                r11("118", "mg/dL", "ldl_c", "meta conforme risco cardiovascular", name="Colesterol LDL"),
                r11("143", "mg/dL", "nonhdl", "meta conforme risco cardiovascular", name="Colesterol não HDL"),
                r11("125", "mg/dL", "tg", "desejável: inferior a 150 mg/dL", name="Triglicerídeos")],
               prev=[(A1, "221", "mg/dL", "chol", "Colesterol total")]),
        exam11("TSH – TIREOTROFINA", "soro", "quimioluminescência",
               [r11("3,41", "µUI/mL", "tsh", "Referência: 0,55 a 4,78 µUI/mL")],
               prev=[(A1, "2,98", "µUI/mL", "tsh")]),
        exam11("T4 LIVRE", "soro", "quimioluminescência",
               [r11("1,08", "ng/dL", "ft4", "Referência: 0,89 a 1,76 ng/dL")]),
    ], [
        exam11("VITAMINA D – 25 HIDROXI", "soro", "quimioluminescência",
               [r11("34,2", "ng/mL", "vitd", "Referência: superior a 20 ng/mL")],
               refs=["Grupos de risco (idosos, gestantes, osteoporose): 30 a 60 ng/mL"],
               prev=[(A2, "19,6", "ng/mL", "vitd")]),
        exam11("VITAMINA B12", "soro", "quimioluminescência",
               [r11("538", "pg/mL", "b12", "Referência: 211 a 911 pg/mL")]),
        exam11("ÁCIDO FÓLICO", "soro", "quimioluminescência",
               [r11("superior a 20,0", "ng/mL", "folate", "Referência: superior a 3,9 ng/mL")]),
        exam11("CREATININA", "soro", "Jaffé cinético (rastreável IDMS)",
               [r11("0,84", "mg/dL", "creat", "Referência: 0,55 a 1,02 mg/dL"),
                r11("77", "mL/min/1,73 m²", "egfr", "superior a 60 mL/min/1,73 m²", name="TFG (CKD-EPI)")]),
        exam11("POTÁSSIO", "soro", "eletrodo íon-seletivo",
               [r11("4,7", "mmol/L", "k", "Referência: 3,5 a 5,1 mmol/L")]),
        Text("(*) Resultado fora do valor desejável. Resultados anteriores referem-se às coletas realizadas neste "
             "laboratório nas datas indicadas. Próxima avaliação sugerida: 05/02/2026.", size=7.2),
        Signature(["Dr. Otávio Kowalski", "Farmacêutico-Bioquímico – CRF-PR 15.904",
                   "Assinado digitalmente em 06/08/2025 10:48"], before=8),
    ]],
))


# ============================================================================ aw12
# Porto Alegre/RS (Sul) -- two-column layout on both pages, "HDL Colesterol"
# variant, en-dash ranges, asterisk flags, serology, urinalysis in two columns.
C12 = "#00507a"
c12l = [Col("name", "", 33), Col("value", "", 19, "R"), Col("unit", "", 15), Col("ref", "", 23)]
c12s = [Col("name", "", 36), Col("value", "", 31), Col("ref", "", 23)]
add(Report(
    id="aw12", lab="Laboratório Guaíba Análises Clínicas", city="Porto Alegre/RS",
    lab_lines=["Av. Ipiranga, 6.681 – Partenon – Porto Alegre/RS – CEP 90610-001",
               "CNPJ 87.305.612/0001-40 – CNES 2262568 – (51) 3339-4012",
               "RT: Dra. Carla Bortolini Schmitt – CRF-RS 9.887"],
    style=dict(font="lib-sans", size=8.6, accent=C12, header="centered", pbox="border",
               pbox_widths=[84, 54, 48], pbox_size=7.9),
    patient=[("Paciente", "LUIZ FERNANDO DA SILVEIRA KRAUSE"), ("Nasc.", "13/07/1981"), ("Sexo", "M"),
             ("Médico", "Dr. Gustavo Menegotto – CRM-RS 29.330"), ("Atend.", "GB-889.104"), ("Conv.", "IPE Saúde"),
             ("Coleta", "18/11/2025 07:55"), ("Entrega prevista", "21/11/2025"), ("Impresso", "20/11/2025 16:31")],
    collected="2025-11-18",
    footer=["Laboratório Guaíba – Porto Alegre/RS – (*) valor fora da faixa de referência",
            "Resultados disponíveis também no portal do paciente."],
    features="two-column layout on both pages; 'HDL Colesterol'; en-dash ranges; '*' flags; serology; urinalysis",
    pages=[[
        TwoCol(left=[
            Heading("BIOQUÍMICA", size=9.6, color=C12, before=0.5, rule=True),
            Text("Soro – jejum de 10 h – métodos enzimáticos automatizados", size=6.9, italic=True),
            Table(c12l, [
                R("Glicose", "99", "mg/dL", "70–99", "glu_f"),
                R("Colesterol total", "231", "mg/dL", "< 190", "chol", "*"),
                R("HDL Colesterol", "38", "mg/dL", "> 40", "hdl", "*"),
                R(["LDL Colesterol", "(Martin-Hopkins)"], "158", "mg/dL", "< 130", "ldl_c", "*"),
                R("Triglicerídeos", "176", "mg/dL", "< 150", "tg", "*"),
                R("Ácido úrico", "7,4", "mg/dL", "3,4–7,0", "uric", "*"),
                R("Creatinina", "1,01", "mg/dL", "0,70–1,20", "creat"),
                R("ALT/TGP", "48", "U/L", "< 41", "alt", "*"),
            ], header=False, rules="h", row_h=4.6),
            Text("LDL estimado pela equação de Martin-Hopkins (SBC 2023).", size=6.8),
        ], right=[
            Heading("FERRO E INFLAMAÇÃO", size=9.6, color=C12, before=0.5, rule=True),
            Text("Soro – colorimétrico / imunoturbidimetria / CLIA", size=6.9, italic=True),
            Table(c12l, [
                R("Ferro", "96", "µg/dL", "59–158", "iron"),
                R("Ferritina", "212", "ng/mL", "30–400", "ferritin"),
                R(["Saturação da", "transferrina"], "31", "%", "20–50", "tsat"),
                R("Proteína C reativa", "0,4", "mg/dL", "< 0,5", "crp"),
            ], header=False, rules="h", row_h=4.6),
            Heading("SOROLOGIA", size=9.6, color=C12, before=2.0, rule=True),
            Text("Soro – quimioluminescência (CMIA)", size=6.9, italic=True),
            Table(c12s, [
                R("HBsAg", "Não reagente", "", "Não reagente", "hbsag"),
                R("Anti-HCV", "Não reagente", "", "Não reagente", "hcv"),
                R("HIV 1/2 Ag/Ac", "Não reagente", "", "Não reagente", "hiv"),
                R("Anti-HBs", "Reagente", "", "Reagente (imune)", "antihbs_q"),
            ], header=False, rules="h", row_h=4.6),
        ], rule=True),
        Spacer(3),
        Text("Exames de controle metabólico a critério médico. Data da última consulta informada: 04/11/2025.",
             size=7.2),
        Signature(["Dra. Carla Bortolini Schmitt", "Farmacêutica-Bioquímica – CRF-RS 9.887"], before=8),
    ], [
        Heading("URINA TIPO 1 (URINÁLISE)", size=10.0, color=C12, before=0.5),
        Text("Material: urina, primeira da manhã – jato médio – coletada em 18/11/2025 06:40 (domicílio) – "
             "Métodos: tira reagente (leitura automatizada) e sedimentoscopia", size=7.2, italic=True),
        TwoCol(left=[
            Heading("Exame físico-químico", size=8.8, color=C12, before=0.5, rule=True),
            Table(c12s, [
                R("Cor", "Amarela", "", "Amarelo citrino", "u_color"),
                R("Aspecto", "Ligeiramente turvo", "", "Límpido", "u_aspect"),
                R("Densidade", "1,025", "", "1,005–1,030", "u_sg"),
                R("pH", "5,5", "", "5,0–7,5", "u_ph"),
                R("Proteínas", "Traços", "", "Ausente", "u_prot", "*"),
                R("Glicose", "Ausente", "", "Ausente", "u_glu"),
                R("Cetonas", "Ausentes", "", "Ausentes", "u_ket"),
                R("Sangue", "Ausente", "", "Ausente", "u_hb"),
                R("Nitrito", "Negativo", "", "Negativo", "u_nit"),
                R("Leucócito esterase", "Negativo", "", "Negativo", "u_le"),
            ], header=False, rules="h", row_h=4.6),
        ], right=[
            Heading("Sedimento urinário", size=8.8, color=C12, before=0.5, rule=True),
            Table(c12s, [
                R("Leucócitos", "6", "p/campo", "até 5 p/campo", "u_wbc", "*", inline=True),
                R("Hemácias", "2", "p/campo", "até 3 p/campo", "u_rbc", inline=True),
                R("Células epiteliais", "Algumas", "", "Raras", "u_epi"),
                R("Bactérias", "Ausentes", "", "Ausentes", "u_bact"),
                R("Muco", "Presente", "", "Ausente", "u_mucus"),
                R(["Cristais de oxalato", "de cálcio"], "Raros", "", "Ausentes", "u_cryst"),
                R("Cilindros", "Ausentes", "", "Ausentes", "u_casts"),
            ], header=False, rules="h", row_h=4.6),
        ], rule=True),
        Text("Urina colhida no domicílio e entregue no posto às 07:50 de 18/11/2025, dentro do prazo de estabilidade.",
             size=7.2),
        Signature(["Dra. Carla Bortolini Schmitt", "Farmacêutica-Bioquímica – CRF-RS 9.887",
                   "Liberado em 20/11/2025 16:05"], before=10),
    ]],
))
