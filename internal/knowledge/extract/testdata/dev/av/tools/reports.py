"""The twelve reports of set "av", each described once as data.

Everything here is invented: laboratories, people, addresses, registration
numbers (CNPJ, CNES, CRM, CRF, CRBM, COREN) and values.
"""
from model import (R, Row, Sub, Note, Col, Table, Exam, Pre, TwoCol, Heading, Text,
                   Spacer, Rule, Signer, Report, row)


# ==========================================================================
# av01 — private chain, São Paulo/SP: full blood count + block-layout chemistry
# ==========================================================================
def av01():
    eri = [
        R("Hemácias", "4,38", "milhões/mm³", "rbc", ref="3,90 a 5,30"),
        R("Hemoglobina", "12,9", "g/dL", "hgb", ref="12,0 a 16,0"),
        R("Hematócrito", "38,7", "%", "hct", ref="35,0 a 47,0"),
        R("VCM", "88,4", "fL", "mcv", ref="80,0 a 98,0"),
        R("HCM", "29,5", "pg", "mch", ref="26,0 a 34,0"),
        R("CHCM", "33,3", "g/dL", "mchc", ref="31,0 a 36,0"),
        R("RDW", "13,1", "%", "rdw", ref="11,5 a 15,0"),
    ]
    t_eri = Table(
        cols=[Col("name", "Exame", 3.0), Col("result", "Resultado", 1.5, "R"), Col("unit", "Unidade", 1.8),
              Col("ref", "Valores de referência", 2.6)],
        rows=[Sub("ERITROGRAMA")] + [row(r) for r in eri], rules="rows", head_fill=True)

    def d(name, pct, ab, kp, ka, rp, ra):
        return Row(name, {"pct": R(name, pct, "%", kp), "abs": R(name, ab, "/mm³", ka), "rp": rp, "ra": ra})

    t_leu = Table(
        cols=[Col("name", "Leucograma", 2.4), Col("pct", "%", 1.0, "R"), Col("abs", "/mm³", 1.2, "R"),
              Col("rp", "Ref. (%)", 1.5, "C"), Col("ra", "Ref. (/mm³)", 1.9, "C")],
        rows=[Row("Leucócitos", {"abs": R("Leucócitos", "6.420", "/mm³", "wbc"), "ra": "3.600 a 11.000"}, bold=True),
              d("Neutrófilos", "61,3", "3.935", "neut_pct", "neut_abs", "40 a 75", "1.500 a 7.500"),
              d("Eosinófilos", "2,4", "154", "eos_pct", "eos_abs", "1 a 5", "40 a 500"),
              d("Basófilos", "0,6", "39", "baso_pct", "baso_abs", "0 a 2", "0 a 200"),
              d("Linfócitos", "28,9", "1.855", "lymph_pct", "lymph_abs", "20 a 45", "1.000 a 4.500"),
              d("Monócitos", "6,8", "437", "mono_pct", "mono_abs", "2 a 10", "100 a 1.000")],
        rules="rows", head_fill=True)
    plq = [R("Plaquetas", "268.000", "/mm³", "plt", ref="150.000 a 450.000"),
           R("VPM – Volume plaquetário médio", "10,2", "fL", "mpv", ref="7,4 a 10,4")]
    t_plq = Table(
        cols=[Col("name", "Plaquetograma", 3.0), Col("result", "Resultado", 1.5, "R"), Col("unit", "Unidade", 1.8),
              Col("ref", "Valores de referência", 2.6)],
        rows=[row(r) for r in plq], rules="rows", head_fill=True)
    page1 = [
        Heading("HEMOGRAMA COMPLETO", right="Coletado em 11/03/2025 07:18"),
        Text("Material: Sangue total (EDTA)   ·   Método: Citometria de fluxo fluorescente e impedância; revisão microscópica", size=7.5),
        t_eri, t_leu, t_plq,
        Text("Série vermelha: normocitose e normocromia. Série branca sem alterações morfológicas. "
             "Plaquetas com morfologia habitual.", size=7.5, italic=True),
        Text("Valores de referência para mulheres adultas. Resultados conferidos e liberados pelo laboratório "
             "responsável; a interpretação deve considerar o quadro clínico.", size=7),
    ]
    ferr_prev = R("FERRITINA", "22,1", "ng/mL", "ferr", date="2024-09-04")
    tsh_prev = R("TSH – HORMÔNIO TIREOESTIMULANTE", "3,02", "µUI/mL", "tsh", date="2024-09-04")
    page2 = [
        Heading("BIOQUÍMICA E IMUNOLOGIA", right="Coletado em 11/03/2025 07:18"),
        Exam("GLICOSE", ["Material: Soro (tubo com fluoreto)   Método: Enzimático – hexoquinase"],
             [R("GLICOSE", "92", "mg/dL", "glu", label="Resultado")],
             refs=["Normal: 70 a 99 mg/dL", "Glicemia de jejum alterada: 100 a 125 mg/dL",
                   "Diabetes mellitus: igual ou superior a 126 mg/dL"],
             notes=["Jejum informado pela paciente: 10 horas."], item_style="cols", label_w=0.3),
        Exam("HEMOGLOBINA GLICADA (HbA1c)", ["Material: Sangue total (EDTA)   Método: HPLC – cromatografia líquida de alta eficiência"],
             [R("Hemoglobina glicada (HbA1c)", "5,4", "%", "a1c_hplc"),
              R("Glicose média estimada", "108", "mg/dL", "eag")],
             refs=["Normal: inferior a 5,7 %", "Risco aumentado para diabetes: 5,7 a 6,4 %",
                   "Diabetes: igual ou superior a 6,5 %"],
             notes=["Glicose média estimada calculada pela fórmula GME = 28,7 × HbA1c – 46,7 (estudo ADAG)."],
             item_style="cols", label_w=0.3),
        Exam("CREATININA", ["Material: Soro   Método: Jaffé cinético compensado"],
             [R("Creatinina", "0,78", "mg/dL", "creat"),
              R("TFG estimada (CKD-EPI 2021)", "99", "mL/min/1,73 m²", "egfr")],
             refs=["Creatinina: 0,50 a 0,90 mg/dL", "TFG estimada: igual ou superior a 90 mL/min/1,73 m²"],
             item_style="cols", label_w=0.3),
        Exam("UREIA", ["Material: Soro   Método: Urease/GLDH – cinético UV"],
             [R("UREIA", "27", "mg/dL", "urea", label="Resultado")], refs=["15 a 45 mg/dL"],
             item_style="cols", label_w=0.3),
        Exam("FERRITINA", ["Material: Soro   Método: Quimioluminescência"],
             [R("FERRITINA", "38,4", "ng/mL", "ferr", label="Resultado", prev=ferr_prev)],
             refs=["Mulheres: 15 a 150 ng/mL"], item_style="cols", label_w=0.3),
        Exam("TSH – HORMÔNIO TIREOESTIMULANTE", ["Material: Soro   Método: Quimioluminescência de 3ª geração"],
             [R("TSH – HORMÔNIO TIREOESTIMULANTE", "2,14", "µUI/mL", "tsh", label="Resultado", prev=tsh_prev)],
             refs=["0,45 a 4,50 µUI/mL"], item_style="cols", label_w=0.3),
    ]
    return Report(
        id="av01", lab="Vértice Medicina Diagnóstica", city="São Paulo/SP", kind="private chain",
        lab_lines=["Unidade Moema · Av. Ibirapuera, 2.318 – Moema – São Paulo/SP – CEP 04028-002",
                   "CNPJ 27.614.903/0008-41 · CNES 7728413 · Central de atendimento (11) 3052-7700"],
        collected="2025-03-11",
        info=[("Paciente:", "MARIANA ALBUQUERQUE TEIXEIRA"), ("Nº do pedido:", "0418-2207719"),
              ("Data de nasc.:", "14/08/1986 (38 anos)"), ("Sexo:", "Feminino"),
              ("Médico:", "Dr. Ricardo Lemos Fontana – CRM-SP 104.587"), ("Convênio:", "Bradesco Saúde"),
              ("Coletado em:", "11/03/2025 07:18"), ("Recebido em:", "11/03/2025 09:02"),
              ("Liberado em:", "12/03/2025 16:40"), ("Impresso em:", "13/03/2025 10:11")],
        pages=[page1, page2],
        signers=[Signer("Dra. Helena Vasconcelos Prado", "Farmacêutica-bioquímica", "CRF-SP 38.412"),
                 Signer("Dr. Otávio Sampaio Guerra", "Responsável técnico – Patologista clínico", "CRM-SP 87.105")],
        footer=["Laudo assinado eletronicamente. Autenticidade: www.vertice-diagnosticos.com.br/laudo – código 7F3K-22Q9.",
                "Vértice Medicina Diagnóstica Ltda. – Registro no CRF-SP nº 11.874"],
        style=dict(font="sans", size=8.5, header="banner", accent="#0b5c7a", light="#e3eff4", heading="shade"),
        features="FBC with indices and differential (% and /mm³) in ruled tables; block layout page 2; "
                 "previous results with their own date; no flags",
    )


# ==========================================================================
# av02 — hospital, Porto Alegre/RS: inpatient cumulative report (3 collections)
# ==========================================================================
def av02():
    D1, D2, D3 = "2025-06-02", "2025-06-04", None   # D3 = default (06/06/2025)

    def cum(name, unit, key, ref, vals):
        cells = {"unit": unit, "ref": ref}
        for col, dt, v in zip(("d1", "d2", "d3"), (D1, D2, D3), vals):
            if v is None:
                cells[col] = "—"
                continue
            val, flag = (v.split(" ") + [""])[:2]
            cells[col] = R(name, val, unit, key, flag=flag, date=dt)
        return Row(name, cells)

    t = Table(
        cols=[Col("name", "Exame", 2.5), Col("unit", "Unidade", 1.1), Col("d1", "02/06/2025\n06:10", 1.25, "R"),
              Col("d2", "04/06/2025\n05:55", 1.25, "R"), Col("d3", "06/06/2025\n06:05", 1.25, "R"),
              Col("ref", "Referência", 1.9)],
        rows=[
            Sub("HEMATOLOGIA"),
            cum("Hemoglobina", "g/dL", "hgb", "13,0 a 17,0", ["10,8 ↓", "10,1 ↓", "10,6 ↓"]),
            cum("Leucócitos", "/mm³", "wbc", "4.000 a 10.000", ["14.820 ↑", "11.340 ↑", "8.960"]),
            cum("Plaquetas", "/mm³", "plt", "150.000 a 400.000", ["138.000 ↓", "152.000", "187.000"]),
            Sub("BIOQUÍMICA"),
            cum("Ureia", "mg/dL", "urea", "19 a 49", ["88 ↑", "71 ↑", "52 ↑"]),
            cum("Creatinina", "mg/dL", "creat", "0,70 a 1,20", ["1,92 ↑", "1,58 ↑", "1,31 ↑"]),
            cum("Sódio", "mmol/L", "na", "136 a 145", ["131 ↓", "134 ↓", "137"]),
            cum("Potássio", "mmol/L", "k", "3,5 a 5,1", ["5,6 ↑", "4,9", "4,4"]),
            cum("Cloreto", "mmol/L", "cl", "98 a 107", ["97 ↓", "100", "102"]),
            cum("Magnésio", "mg/dL", "mg", "1,6 a 2,6", ["1,6", None, "1,9"]),
            cum("Proteína C reativa", "mg/L", "crp", "inferior a 5,0", ["148,6 ↑", "82,3 ↑", "31,0 ↑"]),
            Sub("COAGULAÇÃO"),
            cum("Tempo de protrombina", "s", "pt", "10,0 a 13,5", ["14,8 ↑", None, "13,1"]),
            cum("RNI (INR)", "", "inr", "0,80 a 1,20", ["1,32 ↑", None, "1,12"]),
            cum("TTPa", "s", "aptt", "25,0 a 38,0", ["36,2", None, "32,8"]),
        ],
        rules="grid", head_fill=True, size=8.5, pad=0.7)
    page = [
        Heading("EVOLUÇÃO DOS RESULTADOS – HEMATOLOGIA, BIOQUÍMICA E COAGULAÇÃO"),
        Text("Cada coluna corresponde a uma coleta deste internamento (data e hora da coleta no cabeçalho). "
             "Materiais: sangue total EDTA (hematologia), soro (bioquímica) e plasma citratado (coagulação).", size=7.5),
        t,
        Text("↑ acima do intervalo de referência   ↓ abaixo do intervalo de referência   — exame não solicitado nesta coleta",
             size=7.5),
        Text("Métodos: hemograma por impedância/citometria (Sysmex); ureia (urease), creatinina (Jaffé), eletrólitos "
             "(ISE indireto), magnésio (azul de xilidil), PCR (imunoturbidimetria); TP e TTPa (coagulométrico).",
             size=7.5),
        Text("Coleta de 04/06/2025 sem solicitação de coagulograma e de magnésio. Valores críticos comunicados à "
             "enfermagem do 4º andar em 02/06/2025 às 07:02 (potássio).", size=7.5),
        Text("Liberação da última coleta: 06/06/2025 09:47. Próxima coleta programada: 08/06/2025.", size=7.5,
             italic=True),
    ]
    return Report(
        id="av02", lab="Hospital Santa Luzia do Guaíba", city="Porto Alegre/RS",
        kind="hospital (inpatient)",
        lab_lines=["Serviço de Patologia Clínica – Laboratório Central", "Rua Dr. Timóteo, 1.145 – Moinhos de Vento – Porto Alegre/RS – CEP 90570-041",
                   "CNPJ 92.731.406/0001-58 · CNES 2237857 · Laboratório (51) 3214-9600"],
        collected="2025-06-06",
        title="LAUDO CUMULATIVO\nPACIENTE INTERNADO",
        info=[("Paciente:", "JOÃO CARLOS PEREIRA MACHADO"), ("Prontuário:", "1.284.377"),
              ("Nascimento:", "22/01/1951"), ("Sexo:", "Masculino"),
              ("Leito:", "412-B – Clínica Médica"), ("Atendimento:", "INT-2025-041876"),
              ("Data da internação:", "01/06/2025"), ("Emissão do laudo:", "06/06/2025 18:22"),
              ("Médica assistente:", "Dra. Cíntia Rockenbach – CRM-RS 28.914"), ("Convênio:", "SUS – AIH 4325104418833")],
        pages=[page],
        signers=[Signer("Dr. Vicente Prates Lemos", "Médico patologista clínico", "CRM-RS 19.552")],
        footer=["Documento emitido pelo sistema de informação laboratorial. Confira a autenticidade no prontuário eletrônico.",
                "Responsável técnico: Dr. Vicente Prates Lemos – CRM-RS 19.552"],
        style=dict(font="condensed", size=8.5, header="boxed", accent="#7a1f1f", light="#f3e6e6", heading="box"),
        features="cumulative table, 3 collection dates as columns, ↑/↓ flags, grid rules, missing cells",
    )


# ==========================================================================
# av03 — public health unit, Caruaru/PE: prenatal panel + urinalysis
# ==========================================================================
def av03():
    U = "2025-02-14"
    sero = [
        R("VDRL", "Não reagente", "", "vdrl", ref="Não reagente"),
        R("HIV 1/2 – antígeno/anticorpo (4ª geração)", "Não reagente", "", "hiv", ref="Não reagente"),
        R("HBsAg – antígeno de superfície da hepatite B", "Não reagente", "", "hbsag", ref="Não reagente"),
        R("Anti-HCV – anticorpos contra hepatite C", "Não reagente", "", "hcv", ref="Não reagente"),
        R("Toxoplasmose IgG", "86,4", "UI/mL", "toxo_igg",
          ref="Não reagente: inferior a 1,6\nIndeterminado: 1,6 a 2,9\nReagente: igual ou superior a 3,0"),
        R("Toxoplasmose IgM", "Não reagente", "", "toxo_igm", ref="Não reagente"),
        R("Rubéola IgG", "Reagente", "", "rub_igg", ref="Reagente: imunidade"),
    ]
    t1 = Table(
        cols=[Col("name", "Exame", 3.4), Col("result", "Resultado", 1.6), Col("unit", "Unidade", 1.0),
              Col("ref", "Valor de referência", 2.6)],
        rows=[Sub("IMUNO-HEMATOLOGIA"),
              row(R("Grupo sanguíneo (sistema ABO)", "O", "", "abo", ref="—")),
              row(R("Fator Rh (D)", "Positivo", "", "rh", ref="—")),
              Sub("HEMATOLOGIA"),
              row(R("Hemoglobina", "11,4", "g/dL", "hgb", ref="Gestantes: superior a 11,0")),
              row(R("Hematócrito", "34,6", "%", "hct", ref="Gestantes: superior a 33,0")),
              Sub("BIOQUÍMICA"),
              row(R("Glicemia de jejum", "81", "mg/dL", "glu_fast", ref="Gestantes: inferior a 92")),
              Sub("SOROLOGIA / IMUNOLOGIA")] + [row(r) for r in sero],
        rules="head", bold_values=True)
    page1 = [
        Text("Material: soro e sangue total (EDTA).  Coleta realizada no posto do laboratório em 13/02/2025, jejum de 9 horas.",
             size=7.5),
        t1,
        Text("Métodos: tipagem ABO/Rh em tubo (provas direta e reversa); hemoglobina e hematócrito em contador "
             "hematológico automatizado; glicose pelo método da glicose-oxidase; VDRL por floculação; HIV, HBsAg, "
             "anti-HCV, toxoplasmose e rubéola por quimioluminescência (CMIA).", size=7.5),
        Text("Amostras não reagentes para HIV dispensam teste complementar, conforme o fluxograma do Ministério da Saúde. "
             "Toxoplasmose: IgG reagente com IgM não reagente sugere infecção antiga (imunidade).", size=7.5, italic=True),
    ]
    urine = [
        Sub("EXAME FÍSICO"),
        row(R("Cor", "Amarelo citrino", "", "u_color", date=U, ref="Amarelo citrino")),
        row(R("Aspecto", "Límpido", "", "u_aspect", date=U, ref="Límpido")),
        row(R("Densidade", "1,018", "", "u_sg", date=U, ref="1,005 a 1,030")),
        Sub("EXAME QUÍMICO (tira reagente)"),
        row(R("pH", "6,0", "", "u_ph", date=U, ref="5,0 a 7,0")),
        row(R("Proteínas", "Negativo", "", "u_prot", date=U, ref="Negativo")),
        row(R("Glicose", "Negativo", "", "u_glu", date=U, ref="Negativo")),
        row(R("Corpos cetônicos", "Negativo", "", "u_ket", date=U, ref="Negativo")),
        row(R("Hemoglobina", "Negativo", "", "u_hb", date=U, ref="Negativo")),
        row(R("Bilirrubina", "Negativo", "", "u_bili", date=U, ref="Negativo")),
        row(R("Urobilinogênio", "Normal", "", "u_ubg", date=U, ref="Normal")),
        row(R("Nitrito", "Negativo", "", "u_nit", date=U, ref="Negativo")),
        Sub("SEDIMENTOSCOPIA (400×)"),
        row(R("Leucócitos", "4", "p/campo", "u_wbc_hpf", date=U, ref="até 5 p/campo")),
        row(R("Hemácias", "1", "p/campo", "u_rbc_hpf", date=U, ref="até 3 p/campo")),
        row(R("Células epiteliais", "Raras", "", "u_epi", date=U, ref="Raras")),
        row(R("Bactérias", "Raras", "", "u_bact", date=U, ref="Ausentes ou raras")),
        row(R("Filamentos de muco", "Ausentes", "", "u_mucus", date=U, ref="Ausentes")),
        row(R("Cilindros", "Ausentes", "", "u_casts", date=U, ref="Ausentes")),
    ]
    t2 = Table(cols=[Col("name", "Análise", 3.0), Col("result", "Resultado", 2.0), Col("unit", "Unidade", 1.0),
                     Col("ref", "Valor de referência", 2.6)],
               rows=urine, rules="head")
    page2 = [
        Heading("URINA TIPO I (EAS – ELEMENTOS ANORMAIS E SEDIMENTO)", right="Urina coletada em 14/02/2025"),
        Text("Material: urina de jato médio, primeira micção da manhã (entregue pela gestante no posto de coleta).", size=7.5),
        t2,
        Exam("UROCULTURA", ["Material: urina de jato médio (mesma amostra de 14/02/2025)   Método: semeadura em ágar cromogênico"],
             [R("UROCULTURA", "Negativa", "", "u_culture", date=U, label="Resultado")],
             notes=["Ausência de crescimento bacteriano após 48 horas de incubação a 35 °C."], item_style="colon"),
    ]
    return Report(
        id="av03", lab="Laboratório Municipal de Análises Clínicas de Caruaru", city="Caruaru/PE",
        kind="public health unit (SUS)",
        lab_lines=["Prefeitura Municipal de Caruaru · Secretaria Municipal de Saúde · Sistema Único de Saúde",
                   "Rua Vigário Freire, 487 – Centro – Caruaru/PE · CNES 6473210 · Fone (81) 3719-5200"],
        collected="2025-02-13",
        title="RESULTADO DE EXAMES – PRÉ-NATAL (1º TRIMESTRE)",
        info=[("Nome:", "JOSEFA TAMIRES DA SILVA BEZERRA"), ("Cartão SUS:", "706 4081 2273 5519"),
              ("Data de nascimento:", "02/05/1999"), ("Unidade solicitante:", "USF Vila Kennedy II"),
              ("Data da solicitação:", "06/02/2025"), ("DUM:", "28/12/2024"),
              ("Data da coleta:", "13/02/2025"), ("Data de emissão:", "20/02/2025"),
              ("Solicitante:", "Enf. Lívia Maria Torres – COREN-PE 512.338"), ("Próxima consulta:", "27/02/2025")],
        pages=[page1, page2],
        signers=[Signer("Maria do Socorro Albuquerque", "Biomédica", "CRBM-2 nº 4.773")],
        footer=["Laboratório Municipal – atendimento exclusivo SUS. Resultado válido com assinatura do responsável.",
                "Dúvidas: procure a sua Unidade de Saúde da Família."],
        style=dict(font="dejavu", size=8, header="plain", accent="#2e6b30", light="#e5f0e5", heading="caps"),
        features="prenatal serology (qualitative), ABO/Rh, urinalysis per field, urine collected next day, "
                 "DUM and next-visit distractor dates",
    )


# ==========================================================================
# av04 — small-town lab, Carmo do Rio Claro/MG: typewriter layout, dotted leaders,
#         results printed after the reference ranges
# ==========================================================================
def _dots(label, col=42):
    s = "  " + label + " "
    return s + "." * max(3, col - len(s)) + ": "


def _mono_exam(title, mat, met, refs, items):
    lines = [[("b", title)], [f"Material: {mat}".ljust(30) + f"Método: {met}"]]
    lines.append(["Valores de referência:"])
    for r in refs:
        lines.append(["  " + r])
    for label, r in items:
        seg = [_dots(label), r, " " + r.unit]
        if r.flag:
            seg.append("   " + r.flag)
        lines.append(seg)
    lines.append([])
    return lines


def av04():
    p1 = []
    p1 += _mono_exam("GLICOSE", "Soro", "Enzimático – GOD/PAP", ["70 a 99 mg/dL (jejum de 8 a 14 horas)"],
                     [("Resultado", R("GLICOSE", "104", "mg/dL", "glu", flag="*"))])
    p1 += _mono_exam("UREIA", "Soro", "Enzimático – urease UV", ["16,6 a 48,5 mg/dL"],
                     [("Resultado", R("UREIA", "38", "mg/dL", "urea"))])
    p1 += _mono_exam("CREATININA", "Soro", "Jaffé cinético", ["Homens: 0,70 a 1,20 mg/dL", "Mulheres: 0,50 a 0,90 mg/dL"],
                     [("Resultado", R("CREATININA", "1,06", "mg/dL", "creat"))])
    p1 += _mono_exam("ÁCIDO ÚRICO", "Soro", "Enzimático – uricase/PAP", ["Homens: 3,4 a 7,0 mg/dL", "Mulheres: 2,4 a 5,7 mg/dL"],
                     [("Resultado", R("ÁCIDO ÚRICO", "7,4", "mg/dL", "uric", flag="*"))])
    p1 += _mono_exam("TRANSAMINASE OXALACÉTICA – TGO (AST)", "Soro", "Cinético UV – IFCC", ["Homens: até 40 U/L"],
                     [("Resultado", R("TRANSAMINASE OXALACÉTICA – TGO (AST)", "24", "U/L", "ast"))])
    p1 += _mono_exam("TRANSAMINASE PIRÚVICA – TGP (ALT)", "Soro", "Cinético UV – IFCC", ["Homens: até 41 U/L"],
                     [("Resultado", R("TRANSAMINASE PIRÚVICA – TGP (ALT)", "31", "U/L", "alt"))])
    p1 += _mono_exam("GAMA GT", "Soro", "Cinético colorimétrico – Szasz", ["Homens: 8 a 61 U/L"],
                     [("Resultado", R("GAMA GT", "58", "U/L", "ggt"))])
    chol = R("COLESTEROL TOTAL", "212", "mg/dL", "chol", flag="*")
    hdl = R("HDL-COLESTEROL", "46", "mg/dL", "hdl")
    tg = R("TRIGLICÉRIDES", "168", "mg/dL", "tg", flag="*")
    ldl = R("LDL-COLESTEROL", "132", "mg/dL", "ldl_calc")
    vldl = R("VLDL-COLESTEROL", "34", "mg/dL", "vldl")
    nhdl = R("COLESTEROL NÃO-HDL", "166", "mg/dL", "nonhdl")
    p2 = [
        [("b", "PERFIL LIPÍDICO")],
        ["Material: Soro".ljust(30) + "Método: Enzimático colorimétrico"],
        ["Jejum informado: 12 horas. LDL e VLDL calculados pela equação de Friedewald."],
        [],
        ["Valores de referência (adultos acima de 20 anos):   Com jejum       Sem jejum"],
        ["  Colesterol total .......................:     < 190 mg/dL     < 190 mg/dL"],
        ["  HDL-colesterol .........................:     > 40 mg/dL      > 40 mg/dL"],
        ["  Triglicérides ..........................:     < 150 mg/dL     < 175 mg/dL"],
        ["  LDL-colesterol e não-HDL: metas conforme a categoria de risco cardiovascular."],
        [],
        [("b", "Resultados:")],
    ]
    for r in (chol, hdl, tg, ldl, vldl, nhdl):
        seg = [_dots(r.name), r, " " + r.unit]
        if r.flag:
            seg.append("   " + r.flag)
        p2.append(seg)
    p2.append([])
    p2 += _mono_exam("HEMOGLOBINA GLICADA – HbA1c", "Sangue total (EDTA)", "Imunoturbidimetria",
                     ["Normal: inferior a 5,7 %", "Pré-diabetes: 5,7 a 6,4 %", "Diabetes: igual ou superior a 6,5 %"],
                     [("Resultado", R("HEMOGLOBINA GLICADA – HbA1c", "6,1", "%", "a1c", flag="*"))])
    p2 += [["(*) Resultado fora do valor de referência."],
           ["Exames conferidos e liberados em 27/01/2025. Pedido médico datado de 20/01/2025."]]
    return Report(
        id="av04", lab="Laboratório São Judas Tadeu", city="Carmo do Rio Claro/MG", kind="small-town lab",
        lab_lines=["Análises Clínicas – Bioquímica – Hematologia – Urinálise",
                   "Praça Barão de Alfenas, 62 – Centro – Carmo do Rio Claro/MG – Tel. (35) 3561-2087",
                   "CNPJ 05.318.774/0001-90 – CNES 2140217"],
        collected="2025-01-24",
        info=[("Paciente:", "SEBASTIÃO APARECIDO DE OLIVEIRA"), ("Protocolo:", "25-003187"),
              ("Nascimento:", "09/11/1958"), ("Idade:", "66 anos"),
              ("Médico:", "Dr. Paulo Henrique Souza Reis"), ("Convênio:", "Particular"),
              ("Data da coleta:", "24/01/2025"), ("Data de entrega:", "27/01/2025")],
        pages=[[Pre(p1)], [Pre(p2)]],
        signers=[Signer("Dr. Geraldo Magela Vilela", "Farmacêutico-bioquímico – Resp. técnico", "CRF-MG 9.416")],
        footer=["Laboratório São Judas Tadeu – desde 1987. Este laudo só tem validade com assinatura."],
        style=dict(font="mono", size=8.5, header="plain", accent="#000000", info_size=8),
        features="monospaced typewriter layout, dotted leaders, reference ranges printed before the result, "
                 "lipid reference table (not results), HDL-COLESTEROL style names, '*' flags",
    )


# ==========================================================================
# av05 — private chain, Curitiba/PR: two-column thyroid / iron / vitamins
# ==========================================================================
def av05():
    P = "2024-10-10"
    pf = "Anterior ({d}): {v} {u}"
    kw = dict(item_style="colon", prev_fmt=pf)
    left1 = [
        Heading("TIREOIDE"),
        Exam("TSH ULTRASSENSÍVEL", ["Soro · Eletroquimioluminescência"],
             [R("TSH ULTRASSENSÍVEL", "2,87", "µUI/mL", "tsh", label="Resultado",
                prev=R("TSH ULTRASSENSÍVEL", "4,91", "µUI/mL", "tsh", date=P))],
             refs=["0,27 a 4,20 µUI/mL"], **kw),
        Exam("T4 LIVRE", ["Soro · Eletroquimioluminescência"],
             [R("T4 LIVRE", "1,12", "ng/dL", "ft4", label="Resultado")], refs=["0,93 a 1,70 ng/dL"], **kw),
        Exam("T3 TOTAL", ["Soro · Eletroquimioluminescência"],
             [R("T3 TOTAL", "112", "ng/dL", "t3", label="Resultado")], refs=["80 a 200 ng/dL"], **kw),
        Exam("ANTICORPOS ANTI-TPO", ["Soro · Eletroquimioluminescência"],
             [R("ANTICORPOS ANTI-TPO", "inferior a 9,0", "UI/mL", "tpo", label="Resultado")],
             refs=["Inferior a 34 UI/mL"], **kw),
        Exam("ANTICORPOS ANTITIREOGLOBULINA", ["Soro · Eletroquimioluminescência"],
             [R("ANTICORPOS ANTITIREOGLOBULINA", "< 1,3", "UI/mL", "tg_ab", label="Resultado")],
             refs=["Inferior a 115 UI/mL"], **kw),
    ]
    right1 = [
        Heading("PERFIL DE FERRO"),
        Exam("FERRO SÉRICO", ["Soro · Colorimétrico (ferrozina)"],
             [R("FERRO SÉRICO", "64", "µg/dL", "fe", label="Resultado")], refs=["50 a 170 µg/dL"], **kw),
        Exam("CAPACIDADE TOTAL DE\nLIGAÇÃO DO FERRO (CTLF)", ["Soro · Colorimétrico"],
             [R("CAPACIDADE TOTAL DE\nLIGAÇÃO DO FERRO (CTLF)", "372", "µg/dL", "tibc", label="Resultado")],
             refs=["250 a 450 µg/dL"], **kw),
        Exam("ÍNDICE DE SATURAÇÃO DA TRANSFERRINA", ["Soro · Calculado (ferro / CTLF × 100)"],
             [R("ÍNDICE DE SATURAÇÃO DA TRANSFERRINA", "17", "%", "tsat", flag="↓", label="Resultado")],
             refs=["20 a 50 %"], **kw),
        Exam("TRANSFERRINA", ["Soro · Imunoturbidimetria"],
             [R("TRANSFERRINA", "265", "mg/dL", "transf", label="Resultado")], refs=["200 a 360 mg/dL"], **kw),
        Exam("FERRITINA", ["Soro · Eletroquimioluminescência"],
             [R("FERRITINA", "18,2", "ng/mL", "ferr", label="Resultado",
                prev=R("FERRITINA", "12,5", "ng/mL", "ferr", flag="", date=P))],
             refs=["Mulheres: 13 a 150 ng/mL"], **kw),
    ]
    left2 = [
        Heading("VITAMINAS"),
        Exam("VITAMINA B12", ["Soro · Eletroquimioluminescência"],
             [R("VITAMINA B12", "superior a 2.000", "pg/mL", "b12", flag="↑", label="Resultado")],
             refs=["197 a 771 pg/mL"], notes=["Paciente informa uso de suplemento de vitamina B12."], **kw),
        Exam("ÁCIDO FÓLICO", ["Soro · Eletroquimioluminescência"],
             [R("ÁCIDO FÓLICO", "14,8", "ng/mL", "folate", label="Resultado")], refs=["Superior a 3,9 ng/mL"], **kw),
        Exam("25-HIDROXIVITAMINA D", ["Soro · Quimioluminescência"],
             [R("25-HIDROXIVITAMINA D", "27,4", "ng/mL", "vitd", label="Resultado",
                prev=R("25-HIDROXIVITAMINA D", "19,8", "ng/mL", "vitd", date=P))],
             refs=["População saudável: superior a 20 ng/mL", "Grupos de risco: 30 a 60 ng/mL"], **kw),
    ]
    right2 = [
        Heading("METABOLISMO GLICÍDICO"),
        Exam("GLICOSE", ["Plasma (fluoreto) · Hexoquinase"],
             [R("GLICOSE", "88", "mg/dL", "glu", label="Resultado")], refs=["70 a 99 mg/dL"], **kw),
        Exam("INSULINA", ["Soro · Eletroquimioluminescência"],
             [R("INSULINA", "7,9", "µUI/mL", "insulin", label="Resultado")], refs=["2,6 a 24,9 µUI/mL"], **kw),
        Exam("HEMOGLOBINA GLICADA", ["Sangue total (EDTA) · HPLC"],
             [R("HEMOGLOBINA GLICADA", "5,3", "%", "a1c_hplc", label="Resultado")],
             refs=["Normal: inferior a 5,7 %"], **kw),
    ]
    page1 = [TwoCol(left1, right1)]
    page2 = [TwoCol(left2, right2),
             Spacer(3),
             Text("Resultados anteriores: coleta de 10/10/2024, mesma metodologia. ↑ / ↓: acima / abaixo da referência.",
                  size=7.5),
             Text("Nota: a saturação da transferrina é calculada a partir do ferro sérico e da CTLF da mesma amostra.",
                  size=7.5, italic=True)]
    return Report(
        id="av05", lab="Araucária Diagnósticos", city="Curitiba/PR", kind="private chain",
        lab_lines=["Unidade Batel · Av. do Batel, 1.750 – Batel – Curitiba/PR · (41) 3022-4580",
                   "CNPJ 11.482.067/0003-12 · CNES 5519284"],
        collected="2025-02-17",
        info=[("Paciente:", "ANA PAULA WISNIEWSKI ROCHA"), ("Código:", "ARD-7730418"),
              ("Nascimento:", "30/03/1979"), ("Sexo:", "Feminino"),
              ("Solicitante:", "Dr. Fábio Marcondes Lima – CRM-PR 21.447"), ("Convênio:", "Unimed Curitiba"),
              ("Pedido médico:", "12/02/2025"), ("Cadastro:", "17/02/2025 07:51"),
              ("Data da coleta:", "17/02/2025 08:05"), ("Emissão do laudo:", "19/02/2025 15:32")],
        pages=[page1, page2],
        signers=[Signer("Dra. Luiza Kowalski Brandt", "Biomédica – Responsável técnica", "CRBM-6 nº 6.118")],
        footer=["Araucária Diagnósticos – laudo liberado eletronicamente em 19/02/2025 15:32.",
                "Os resultados devem ser interpretados pelo médico solicitante."],
        style=dict(font="carlito", size=9, header="logo", logo="Araucária Diagnósticos", accent="#2f5d3a",
                   light="#e7f0e8", heading="underline"),
        features="two-column block layout, name split over two lines (CTLF), 'inferior a'/'superior a'/'<' "
                 "values, ↑/↓ flags, previous results with their own date",
    )


# ==========================================================================
# av06 — hospital emergency, Salvador/BA: liver / pancreas / kidney / electrolytes
# ==========================================================================
def av06():
    def r(name, v, unit, key, ref, flag=""):
        return Row(name, {"result": R(name, v, unit, key, flag=flag), "unit": unit, "ref": ref})

    t = Table(
        cols=[Col("name", "Exame", 3.0), Col("result", "Resultado", 1.4, "R"), Col("flag", "", 0.45, "C"),
              Col("ref", "Valor de referência", 2.2), Col("unit", "Unidade", 1.1)],
        rows=[
            Sub("FUNÇÃO HEPÁTICA"),
            r("AST (TGO)", "38", "U/L", "ast", "até 32", "H"),
            r("ALT (TGP)", "52", "U/L", "alt", "até 33", "H"),
            r("Gama-glutamil\ntransferase (GGT)", "88", "U/L", "ggt", "5 a 36", "H"),
            r("Fosfatase alcalina", "131", "U/L", "alp", "35 a 104", "H"),
            r("Bilirrubina total", "1,42", "mg/dL", "bili_t", "0,20 a 1,20", "H"),
            r("Bilirrubina direta", "0,48", "mg/dL", "bili_d", "até 0,30", "H"),
            r("Bilirrubina indireta", "0,94", "mg/dL", "bili_i", "0,10 a 1,00"),
            r("Proteínas totais", "7,1", "g/dL", "prot", "6,4 a 8,3"),
            r("Albumina", "4,0", "g/dL", "alb", "3,5 a 5,2"),
            r("Globulina", "3,1", "g/dL", "glob", "2,3 a 3,5"),
            r("Relação albumina/globulina", "1,29", "", "ag_ratio", "1,10 a 2,20"),
            Sub("PÂNCREAS"),
            r("Amilase", "74", "U/L", "amy", "28 a 100"),
            r("Lipase", "41", "U/L", "lip", "13 a 60"),
            Sub("FUNÇÃO RENAL E ELETRÓLITOS"),
            r("Ureia", "34", "mg/dL", "urea", "17 a 43"),
            r("Creatinina", "0,94", "mg/dL", "creat", "0,51 a 0,95"),
            r("Sódio", "139", "mmol/L", "na", "136 a 145"),
            r("Potássio", "3,4", "mmol/L", "k", "3,5 a 5,1", "L"),
            r("Cálcio total", "9,1", "mg/dL", "ca", "8,6 a 10,2"),
            Sub("MARCADOR INFLAMATÓRIO"),
            r("Proteína C reativa", "< 0,30", "mg/dL", "crp", "inferior a 0,50"),
            Note("Amostra discretamente lipêmica; sem interferência significativa nos ensaios acima."),
        ],
        rules="grid", head_fill=True, size=8.5)
    page = [
        Heading("BIOQUÍMICA DE URGÊNCIA", right="Material: soro · Coleta 21/07/2025 23:48"),
        t,
        Text("H = acima do limite superior de referência; L = abaixo do limite inferior de referência.", size=7.5),
        Text("Métodos: AST/ALT cinético IFCC sem piridoxal; GGT e fosfatase alcalina IFCC; bilirrubinas por diazo "
             "(indireta calculada); proteínas totais por biureto, albumina por verde de bromocresol, globulina "
             "calculada; amilase e lipase enzimático colorimétrico; eletrólitos por ISE indireto; PCR por "
             "imunoturbidimetria.", size=7.5),
        Text("Resultados de urgência liberados após conferência. Recoleta recomendada apenas se houver mudança "
             "do quadro clínico.", size=7.5, italic=True),
        Text("Impresso em 22/07/2025 02:03 por recepcao.pa2 – 2ª via.", size=7),
    ]
    return Report(
        id="av06", lab="Hospital Geral Itapagipe", city="Salvador/BA",
        kind="hospital (emergency)",
        lab_lines=["Laboratório de Análises Clínicas – Unidade de Urgência", "Av. Luiz Tarquínio Pontes, 930 – Calçada – Salvador/BA – CEP 40411-090",
                   "CNPJ 13.927.551/0001-07 · CNES 0003891 · Plantão 24 h (71) 3316-8800"],
        collected="2025-07-21",
        title="PRONTO-ATENDIMENTO\nLAUDO LABORATORIAL",
        info=[("Paciente:", "ROSÂNGELA DOS SANTOS CONCEIÇÃO"), ("Registro:", "PA-25-118042"),
              ("Data de nasc.:", "17/06/1972"), ("Sexo:", "Feminino"),
              ("Setor:", "Emergência adulto – box 7"), ("Solicitante:", "Dr. Tiago Menezes Araújo – CRM-BA 31.206"),
              ("Entrada no PA:", "21/07/2025 22:31"), ("Coleta:", "21/07/2025 23:48"),
              ("Recebimento:", "22/07/2025 00:09"), ("Liberação:", "22/07/2025 01:15")],
        pages=[page],
        signers=[Signer("Dr. Caio Brandão Sacramento", "Farmacêutico-bioquímico plantonista", "CRF-BA 7.265")],
        footer=["Laudo emitido automaticamente – Sistema LabHospital v5. Via do prontuário.",
                "Responsável técnica: Dra. Iara Nascimento Costa – CRM-BA 18.377"],
        style=dict(font="sans", size=8.5, header="boxed", accent="#1d3f8a", light="#e6ebf6", heading="bar"),
        features="gridded table with the unit column last and a separate H/L flag column, name split across two "
                 "lines (GGT), '<' value, collection before midnight and release next day",
    )


# ==========================================================================
# av07 — small lab, Mogi Guaçu/SP: child's FBC (manual differential) + urinalysis
# ==========================================================================
def av07():
    U = "2025-05-06"
    eri = [
        R("Hemácias", "4,71", "milhões/mm³", "rbc", ref="4,00 a 5,20"),
        R("Hemoglobina", "12,6", "g/dL", "hgb", ref="11,5 a 15,5"),
        R("Hematócrito", "37,9", "%", "hct", ref="35,0 a 45,0"),
        R("VCM", "80,5", "fL", "mcv", ref="77,0 a 95,0"),
        R("HCM", "26,8", "pg", "mch", ref="25,0 a 33,0"),
        R("CHCM", "33,2", "g/dL", "mchc", ref="31,0 a 37,0"),
        R("RDW", "14,2", "%", "rdw", ref="11,5 a 15,5"),
    ]
    t_eri = Table(cols=[Col("name", "Eritrograma", 3.0), Col("result", "Resultado", 1.3, "R"), Col("unit", "", 1.6),
                        Col("ref", "Valores de referência", 2.3)],
                  rows=[row(r) for r in eri], rules="none", leaders=True)

    def d(name, pct, ab, kp, ka, ra):
        return Row(name, {"pct": R(name, pct, "%", kp), "abs": R(name, ab, "/mm³", ka), "ra": ra})

    t_leu = Table(cols=[Col("name", "Leucograma", 2.7), Col("pct", "%", 0.9, "R"), Col("abs", "/mm³", 1.3, "R"),
                        Col("gap", "", 0.3), Col("ra", "Valores de referência (/mm³)", 3.0)],
                  rows=[Row("Leucócitos", {"abs": R("Leucócitos", "9.800", "/mm³", "wbc"), "ra": "4.500 a 13.500"}),
                        d("Bastonetes", "2", "196", "band_pct", "band_abs", "0 a 500"),
                        d("Segmentados", "48", "4.704", "seg_pct", "seg_abs", "1.800 a 8.000"),
                        d("Eosinófilos", "6", "588", "eos_pct_m", "eos_abs_m", "0 a 600"),
                        d("Basófilos", "0", "0", "baso_pct_m", "baso_abs_m", "0 a 100"),
                        d("Linfócitos", "38", "3.724", "lymph_pct_m", "lymph_abs_m", "1.500 a 6.500"),
                        d("Monócitos", "6", "588", "mono_pct_m", "mono_abs_m", "0 a 800")],
                  rules="none", leaders=True)
    t_plq = Table(cols=[Col("name", "Plaquetas", 3.0), Col("result", "", 1.3, "R"), Col("unit", "", 1.6),
                        Col("ref", "", 2.3)],
                  rows=[row(R("Contagem de plaquetas", "312.000", "/mm³", "plt", ref="150.000 a 450.000"))],
                  rules="none", leaders=True)
    page1 = [
        Heading("HEMOGRAMA", right="Coleta: 05/05/2025 07:40"),
        Text("Material: sangue total com EDTA · Método: automação por impedância e contagem diferencial em esfregaço "
             "corado (microscopia óptica)", size=8),
        t_eri, t_leu, t_plq,
        Text("Observações: hemácias normocíticas e normocrômicas. Leucócitos sem alterações morfológicas. "
             "Plaquetas normais em número e morfologia.", size=8, italic=True),
        Text("Valores de referência para a faixa etária de 6 a 12 anos.", size=8),
    ]

    def u(name, v, key, ref, unit="", flag=""):
        return row(R(name, v, unit, key, flag=flag, date=U, ref=ref))

    t_u = Table(cols=[Col("name", "", 3.2), Col("result", "Resultado", 2.5, inline_unit=True),
                      Col("ref", "Valores de referência", 2.5)],
                rows=[Sub("Caracteres físicos"),
                      u("Cor", "Amarelo claro", "u_color", "Amarelo citrino"),
                      u("Aspecto", "Ligeiramente turvo", "u_aspect", "Límpido"),
                      u("Densidade", "1,025", "u_sg", "1,005 a 1,030"),
                      Sub("Análise química (tira reagente)"),
                      u("pH", "5,5", "u_ph", "5,0 a 7,5"),
                      u("Proteínas", "Negativo", "u_prot", "Negativo"),
                      u("Glicose", "Negativo", "u_glu", "Negativo"),
                      u("Cetonas", "Negativo", "u_ket", "Negativo"),
                      u("Sangue", "Negativo", "u_hb", "Negativo"),
                      u("Bilirrubina", "Negativo", "u_bili", "Negativo"),
                      u("Urobilinogênio", "Normal", "u_ubg", "Normal"),
                      u("Nitrito", "Negativo", "u_nit", "Negativo"),
                      u("Esterase leucocitária", "Positivo", "u_le", "Negativo"),
                      Sub("Sedimento urinário (contagem quantitativa)"),
                      u("Leucócitos", "18.000", "u_wbc_ml", "até 10.000 /mL", "/mL", "*"),
                      u("Hemácias", "3.000", "u_rbc_ml", "até 10.000 /mL", "/mL"),
                      u("Células epiteliais", "Raras", "u_epi", "Raras"),
                      u("Cilindros", "Ausentes", "u_casts", "Ausentes"),
                      u("Filamentos de muco", "Raros", "u_mucus", "Ausentes ou raros"),
                      u("Bactérias", "Moderadas", "u_bact", "Ausentes ou raras")],
                rules="none", leaders=True)
    page2 = [
        Heading("URINA TIPO I – EAS", right="Coleta: 06/05/2025 06:55"),
        Text("Material: urina – primeira micção, jato médio · Método: tira reagente com leitura em aparelho e "
             "sedimento em câmara de contagem", size=8),
        t_u,
        Text("(*) Valor acima do referencial. Sugere-se correlação clínica e, a critério médico, urocultura.",
             size=8, italic=True),
        Text("Amostra de urina recebida em 06/05/2025 às 07:20 e processada em até 2 horas após a coleta.", size=8),
    ]
    return Report(
        id="av07", lab="Laboratório Bioanálises Vale do Mogi", city="Mogi Guaçu/SP", kind="small lab",
        lab_lines=["Análises Clínicas · Rua Chico de Paula, 214 – Centro – Mogi Guaçu/SP · Fone (19) 3861-4429",
                   "CNPJ 48.226.905/0001-33 · CNES 2081350"],
        collected="2025-05-05",
        info=[("Paciente:", "LUCAS GABRIEL FERREIRA DIAS"), ("Idade:", "9 anos"),
              ("Nascimento:", "03/09/2015"), ("Responsável:", "Cláudia Ferreira Dias"),
              ("Médica:", "Dra. Renata Paiva Guimarães – CRM-SP 132.770"), ("Convênio:", "Unimed Mogi Mirim"),
              ("Data do pedido:", "30/04/2025"), ("Emissão:", "07/05/2025")],
        pages=[page1, page2],
        signers=[Signer("Dr. Antônio Carlos Brunelli", "Farmacêutico-bioquímico – Resp. técnico", "CRF-SP 17.902")],
        footer=["Bioanálises Vale do Mogi – Análises Clínicas Ltda. Laudo conferido e assinado pelo responsável técnico."],
        style=dict(font="serif", size=9, header="centered", accent="#5a3d1e", light="#f1ebe3", heading="caps"),
        features="unruled tables with dotted leaders, manual differential (Bastonetes/Segmentados, % and /mm³), "
                 "quantitative urine sediment per mL, urine collected a day later, '*' flag",
    )


# ==========================================================================
# av08 — women's health lab, Belo Horizonte/MG: hormones in block layout
# ==========================================================================
def av08():
    kw = dict(item_style="leaders", label_w=0.32)
    page1 = [
        Heading("HORMÔNIOS – FASE FOLICULAR PRECOCE", right="Coleta: 07/04/2025 08:12"),
        Exam("FSH – HORMÔNIO FOLÍCULO-ESTIMULANTE", ["Material: soro   Método: eletroquimioluminescência"],
             [R("FSH – HORMÔNIO FOLÍCULO-ESTIMULANTE", "6,2", "mUI/mL", "fsh", label="Resultado")],
             refs=["Fase folicular: 3,5 a 12,5 mUI/mL", "Pico ovulatório: 4,7 a 21,5 mUI/mL",
                   "Fase lútea: 1,7 a 7,7 mUI/mL", "Pós-menopausa: 25,8 a 134,8 mUI/mL"], **kw),
        Exam("LH – HORMÔNIO LUTEINIZANTE", ["Material: soro   Método: eletroquimioluminescência"],
             [R("LH – HORMÔNIO LUTEINIZANTE", "4,8", "mUI/mL", "lh", label="Resultado")],
             refs=["Fase folicular: 2,4 a 12,6 mUI/mL", "Pico ovulatório: 14,0 a 95,6 mUI/mL",
                   "Fase lútea: 1,0 a 11,4 mUI/mL"], **kw),
        Exam("ESTRADIOL", ["Material: soro   Método: eletroquimioluminescência"],
             [R("ESTRADIOL", "86", "pg/mL", "e2", label="Resultado")],
             refs=["Fase folicular: 12,5 a 166,0 pg/mL", "Pico ovulatório: 85,8 a 498,0 pg/mL",
                   "Fase lútea: 43,8 a 211,0 pg/mL"], **kw),
        Exam("PROLACTINA", ["Material: soro   Método: eletroquimioluminescência"],
             [R("PROLACTINA", "14,2", "ng/mL", "prl", label="Resultado")],
             refs=["Mulheres não gestantes: 4,8 a 23,3 ng/mL"], notes=["Pesquisa de macroprolactina não indicada."], **kw),
        Exam("TESTOSTERONA TOTAL", ["Material: soro   Método: eletroquimioluminescência"],
             [R("TESTOSTERONA TOTAL", "32", "ng/dL", "testo", label="Resultado")],
             refs=["Mulheres de 20 a 49 anos: 8,4 a 48,1 ng/dL"], **kw),
        Exam("GLOBULINA LIGADORA DE\nHORMÔNIOS SEXUAIS (SHBG)", ["Material: soro   Método: eletroquimioluminescência"],
             [R("GLOBULINA LIGADORA DE\nHORMÔNIOS SEXUAIS (SHBG)", "58,4", "nmol/L", "shbg", label="Resultado")],
             refs=["Mulheres de 20 a 49 anos: 32,4 a 128,0 nmol/L"], **kw),
    ]
    page2 = [
        Heading("HORMÔNIOS E MARCADORES", right="Coleta: 07/04/2025 08:12"),
        Exam("SULFATO DE DEIDROEPIANDROSTERONA (SDHEA)", ["Material: soro   Método: eletroquimioluminescência"],
             [R("SULFATO DE DEIDROEPIANDROSTERONA (SDHEA)", "148", "µg/dL", "dheas", label="Resultado")],
             refs=["Mulheres de 25 a 34 anos: 98,8 a 340,0 µg/dL"], **kw),
        Exam("BETA-HCG QUANTITATIVO", ["Material: soro   Método: eletroquimioluminescência"],
             [R("BETA-HCG QUANTITATIVO", "inferior a 1,2", "mUI/mL", "bhcg", label="Resultado")],
             refs=["Não gestantes: inferior a 5,0 mUI/mL", "Gestação: valores variáveis conforme a idade gestacional"],
             notes=["DUM informada: 05/04/2025."], **kw),
        Exam("INSULINA (JEJUM)", ["Material: soro   Método: eletroquimioluminescência"],
             [R("INSULINA (JEJUM)", "8,6", "µUI/mL", "insulin", label="Resultado")],
             refs=["2,6 a 24,9 µUI/mL"], **kw),
        Exam("TSH E T4 LIVRE", ["Material: soro   Método: eletroquimioluminescência"],
             [R("TSH", "1,92", "µUI/mL", "tsh"), R("T4 livre", "1,05", "ng/dL", "ft4")],
             refs=["TSH: 0,27 a 4,20 µUI/mL", "T4 livre: 0,93 a 1,70 ng/dL"], **kw),
        Exam("CA 125", ["Material: soro   Método: eletroquimioluminescência"],
             [R("CA 125", "14,8", "U/mL", "ca125", label="Resultado")], refs=["Inferior a 35,0 U/mL"], **kw),
        Exam("PROGESTERONA", ["Material: soro   Método: eletroquimioluminescência   Amostra do 21º dia do ciclo"],
             [R("PROGESTERONA", "9,8", "ng/mL", "prog", label="Resultado", date="2025-04-24")],
             refs=["Fase folicular: 0,2 a 1,5 ng/mL", "Fase lútea: 1,7 a 27,0 ng/mL"],
             title_right="Coleta: 24/04/2025 07:55 (21º dia do ciclo)", **kw),
    ]
    return Report(
        id="av08", lab="Mulher Vida – Clínica e Laboratório", city="Belo Horizonte/MG", kind="women's health clinic lab",
        lab_lines=["Medicina Laboratorial e Saúde da Mulher · Rua Gonçalves Dias, 2.041 – Lourdes – Belo Horizonte/MG",
                   "CNPJ 20.664.318/0001-72 · CNES 9018227 · (31) 3274-6150"],
        collected="2025-04-07",
        info=[("Paciente:", "CAROLINA MENDES DRUMMOND"), ("Ficha:", "MV-250407-0093"),
              ("Nascimento:", "11/12/1991"), ("DUM:", "05/04/2025"),
              ("Médica:", "Dra. Patrícia Lage Andrade – CRM-MG 45.281"), ("Convênio:", "Particular"),
              ("Data da coleta:", "07/04/2025 (3º dia do ciclo)"), ("Laudo emitido em:", "28/04/2025")],
        pages=[page1, page2],
        signers=[Signer("Dra. Beatriz Fonseca Amaral", "Médica patologista clínica", "CRM-MG 38.620")],
        footer=["Mulher Vida – Clínica e Laboratório Ltda. Responsável técnica: Dra. Beatriz Fonseca Amaral – CRM-MG 38.620.",
                "Laudo complementado em 28/04/2025 com a dosagem de progesterona da segunda coleta."],
        style=dict(font="dserif", size=8.5, header="centered", accent="#7b2d5b", light="#f4e8ef", heading="underline"),
        features="block layout (heading / material / method / result / reference), dotted leaders, long reference "
                 "lists, SHBG name split over two lines, 'inferior a' β-hCG, second collection date (day 21), DUM",
    )


# ==========================================================================
# av09 — private chain, Fortaleza/CE: check-up with previous-result column
# ==========================================================================
def av09():
    P = "2024-08-12"

    def r(name, v, unit, key, ref, flag="", prev=None, pflag=""):
        cur = R(name, v, unit, key, flag=flag)
        cells = {"result": cur, "unit": unit, "ref": ref}
        if prev is not None:
            cells["prev"] = R(name, prev, unit, key, flag=pflag, date=P)
        else:
            cells["prev"] = "—"
        return Row(name, cells)

    cols = [Col("name", "Exame", 2.7), Col("result", "Resultado", 1.5, "R"), Col("unit", "Unidade", 1.0),
            Col("ref", "Valores de referência", 2.3), Col("prev", "Anterior\n12/08/2024", 1.3, "R")]
    kw = dict(rules="head", zebra=True, bold_values="flagged")
    t1 = Table(cols=cols, rows=[
        r("Glicose", "118", "mg/dL", "glu", "70 a 99", "Alto", "109", "Alto"),
        r("Hemoglobina glicada", "6,2", "%", "a1c_hplc", "inferior a 5,7", "Alto", "5,9", "Alto"),
        r("Ácido úrico", "6,9", "mg/dL", "uric", "3,5 a 7,2", "", "7,6", "Alto"),
        r("Creatinina", "1,11", "mg/dL", "creat", "0,70 a 1,30", "", "1,04"),
        r("TGP (ALT)", "41", "U/L", "alt", "até 41", "", "37"),
    ], **kw)
    t2 = Table(cols=cols, rows=[
        r("Colesterol total", "224", "mg/dL", "chol", "desejável: < 190", "Alto", "238", "Alto"),
        r("Colesterol HDL", "39", "mg/dL", "hdl", "> 40", "Baixo", "37", "Baixo"),
        r("Colesterol LDL", "150", "mg/dL", "ldl_calc", "conforme risco CV", "", "163"),
        r("Colesterol VLDL", "35", "mg/dL", "vldl", "—", "", "38"),
        r("Colesterol não-HDL", "185", "mg/dL", "nonhdl", "conforme risco CV", "", "201"),
        r("Triglicerídeos", "176", "mg/dL", "tg", "< 150 (jejum)", "Alto", "190", "Alto"),
    ], **kw)
    t3 = Table(cols=cols, rows=[
        r("PSA total", "2,84", "ng/mL", "psa", "inferior a 4,00", "", "2,31"),
        r("PSA livre", "0,52", "ng/mL", "fpsa", "—"),
        r("Relação PSA livre/total", "18", "%", "psa_ratio", "superior a 25", "Baixo"),
        r("CEA", "< 0,5", "ng/mL", "cea", "não fumantes: até 5,0", "", "0,8"),
        r("Alfafetoproteína", "2,1", "ng/mL", "afp", "até 8,8"),
        r("CA 19-9", "11,6", "U/mL", "ca199", "até 37,0"),
        r("Testosterona total", "412", "ng/dL", "testo", "249 a 836", "", "455"),
    ], **kw)
    page1 = [
        Heading("BIOQUÍMICA", right="Material: soro / sangue total (HbA1c)"),
        t1,
        Heading("PERFIL LIPÍDICO", right="Jejum de 12 horas"),
        t2,
        Text("LDL e VLDL calculados pela equação de Friedewald (triglicerídeos inferiores a 400 mg/dL). Metas de LDL "
             "e não-HDL conforme a categoria de risco cardiovascular (Atualização da Diretriz Brasileira de "
             "Dislipidemias, SBC 2017).", size=7.5),
        Text("Métodos: glicose (hexoquinase), HbA1c (HPLC, certificado NGSP), ácido úrico (uricase), creatinina "
             "(Jaffé), ALT (IFCC), colesterol, HDL e triglicerídeos (enzimático colorimétrico).", size=7.5),
    ]
    page2 = [
        Heading("MARCADORES TUMORAIS E HORMÔNIOS", right="Material: soro"),
        t3,
        Text("Relação PSA livre/total calculada a partir das dosagens da mesma amostra; interpretar apenas quando o PSA "
             "total estiver entre 4 e 10 ng/mL.", size=7.5),
        Text("Métodos: PSA total e livre, CEA, alfafetoproteína, CA 19-9 e testosterona por eletroquimioluminescência. "
             "Marcadores tumorais não devem ser usados isoladamente para rastreamento.", size=7.5),
        Text("Coluna \"Anterior\": resultados da coleta de 12/08/2024 neste laboratório, mesmas metodologias.",
             size=7.5, italic=True),
    ]
    return Report(
        id="av09", lab="LCA – Laboratório Cearense de Análises", city="Fortaleza/CE", kind="private chain",
        lab_lines=["Unidade Aldeota · Rua Silva Paulet, 1.288 – Aldeota – Fortaleza/CE · (85) 3224-0170",
                   "CNPJ 07.845.129/0001-66 · CNES 3021579"],
        collected="2025-08-19",
        info=[("Cliente:", "ANTÔNIO MARCOS NOGUEIRA LIMA"), ("OS:", "LCA-3391027"),
              ("Nascimento:", "05/02/1967"), ("Sexo:", "Masculino"),
              ("Médico:", "Dr. Eduardo Pinheiro Sales – CRM-CE 9.870"), ("Plano:", "Hapvida"),
              ("Pedido médico:", "14/08/2025"), ("Validade da guia:", "13/09/2025"),
              ("Data da coleta:", "19/08/2025 07:26"), ("Resultado liberado:", "21/08/2025 11:03")],
        pages=[page1, page2],
        signers=[Signer("Dr. Francisco Wellington Barreto", "Farmacêutico-bioquímico – Resp. técnico", "CRF-CE 3.884")],
        footer=["LCA – Laboratório Cearense de Análises Ltda. Laudo assinado digitalmente (ICP-Brasil).",
                "Consulte resultados anteriores no aplicativo LCA Saúde."],
        style=dict(font="sans", size=8.5, header="logo", logo="Laboratório Cearense Análises", accent="#c25400",
                   light="#fbeee3", heading="shade"),
        features="zebra table without rules, previous-result column dated in its header, 'Alto'/'Baixo' word flags, "
                 "'Colesterol HDL' naming, tumour markers, '<' value",
    )


# ==========================================================================
# av10 — hospital, Goiânia/GO: pre-operative panel (FBC, coagulation, ABO/Rh)
# ==========================================================================
def av10():
    def r(name, v, unit, key, ref, flag=""):
        return Row(name, {"result": R(name, v, unit, key, flag=flag), "unit": unit, "ref": ref})

    cols = [Col("name", "Parâmetro", 2.6), Col("result", "Resultado", 1.2, "R"), Col("flag", "", 0.35, "C"),
            Col("unit", "Unidade", 1.2), Col("ref", "Intervalo de referência", 2.1)]
    kw = dict(rules="head", pad=0.45)
    t_eri = Table(cols=cols, rows=[
        r("Eritrócitos", "5,12", "x10⁶/µL", "rbc", "4,50 a 5,90"),
        r("Hemoglobina", "15,1", "g/dL", "hgb", "13,5 a 17,5"),
        r("Hematócrito", "44,8", "%", "hct", "41,0 a 53,0"),
        r("VCM", "87,5", "fL", "mcv", "80,0 a 100,0"),
        r("HCM", "29,5", "pg", "mch", "26,0 a 34,0"),
        r("CHCM", "33,7", "g/dL", "mchc", "31,0 a 36,0"),
        r("RDW-CV", "12,4", "%", "rdw", "11,5 a 14,5"),
        r("Leucócitos", "5,38", "x10³/µL", "wbc", "4,00 a 10,50"),
    ], **kw)

    def d(name, pct, ab, kp, ka, ref):
        return Row(name, {"pct": R(name, pct, "%", kp), "abs": R(name, ab, "x10³/µL", ka), "ref": ref})

    t_dif = Table(cols=[Col("name", "Diferencial", 2.6), Col("pct", "%", 1.2, "R"), Col("abs", "x10³/µL", 1.55, "R"),
                        Col("ref", "Referência (x10³/µL)", 2.1)],
                  rows=[d("Neutrófilos", "55,2", "2,97", "neut_pct", "neut_abs", "1,80 a 7,70"),
                        d("Linfócitos", "33,1", "1,78", "lymph_pct", "lymph_abs", "1,00 a 4,80"),
                        d("Monócitos", "8,4", "0,45", "mono_pct", "mono_abs", "0,20 a 0,95"),
                        d("Eosinófilos", "2,7", "0,15", "eos_pct", "eos_abs", "0,00 a 0,50"),
                        d("Basófilos", "0,6", "0,03", "baso_pct", "baso_abs", "0,00 a 0,20")], **kw)
    t_plq = Table(cols=cols, header=False, rows=[
        r("Plaquetas", "231", "x10³/µL", "plt", "150 a 450"),
        r("VPM", "9,6", "fL", "mpv", "7,5 a 11,5"),
    ], **kw)
    page1 = [
        Heading("HEMOGRAMA", right="Sangue total EDTA · Sysmex XN-1000 · coleta 08/10/2025 07:32"),
        t_eri,
        Spacer(1),
        t_dif,
        Spacer(1),
        t_plq,
        Text("Morfologia: sem alterações dignas de nota à revisão da lâmina. Ausência de blastos e de formas imaturas.",
             size=8),
    ]
    page2 = [
        Heading("COAGULOGRAMA", right="Plasma citratado · coleta 08/10/2025 07:32"),
        Table(cols=cols, rows=[
            r("Tempo de protrombina (TP)", "12,9", "segundos", "pt", "11,0 a 13,8"),
            r("RNI", "1,02", "", "inr", "0,85 a 1,20"),
            r("TTPa", "31,4", "segundos", "aptt", "25,0 a 36,5"),
            r("Fibrinogênio", "298", "mg/dL", "fib", "200 a 400"),
        ], **kw),
        Heading("IMUNO-HEMATOLOGIA", right="Sangue total EDTA"),
        Table(cols=cols, rows=[
            r("Grupo sanguíneo ABO", "A", "", "abo", "—"),
            r("Fator Rh (D)", "Negativo", "", "rh", "—"),
        ], **kw),
        Text("Fator Rh negativo confirmado com pesquisa de D fraco negativa. Informar à agência transfusional "
             "antes do procedimento cirúrgico.", size=8, italic=True),
        Heading("BIOQUÍMICA", right="Soro · coleta 08/10/2025 07:32"),
        Table(cols=cols, rows=[
            r("Glicose", "104", "mg/dL", "glu", "70 a 99", "H"),
            r("Ureia", "31", "mg/dL", "urea", "19 a 49"),
            r("Creatinina", "1,02", "mg/dL", "creat", "0,70 a 1,20"),
            r("Sódio", "141", "mmol/L", "na", "136 a 145"),
            r("Potássio", "4,3", "mmol/L", "k", "3,5 a 5,1"),
        ], **kw),
        Text("H = acima do intervalo de referência.", size=8),
    ]
    return Report(
        id="av10", lab="Hospital São Bento do Cerrado – Laboratório Clínico", city="Goiânia/GO",
        kind="hospital (pre-operative outpatient)",
        lab_lines=["Rua 9, nº 1.120 – Setor Oeste – Goiânia/GO · (62) 3219-4400",
                   "CNPJ 01.583.720/0001-09 · CNES 2653214"],
        collected="2025-10-08",
        title="AVALIAÇÃO PRÉ-OPERATÓRIA",
        info=[("Paciente:", "GUSTAVO HENRIQUE ALVES MOURA"), ("Atendimento:", "AMB-7784120"),
              ("Nascimento:", "28/07/1980"), ("Sexo:", "Masculino"),
              ("Origem:", "Ambulatório de cirurgia geral"), ("Cirurgia prevista:", "15/10/2025"),
              ("Médico:", "Dr. Rafael Nunes Caiado – CRM-GO 19.662"), ("Coleta:", "08/10/2025 07:32"),
              ("Liberação:", "08/10/2025 13:05"), ("Impressão:", "09/10/2025 08:47")],
        pages=[page1, page2],
        signers=[Signer("Dra. Marília Campos Teles", "Patologista clínica – Responsável técnica", "CRM-GO 14.503")],
        footer=["Hospital São Bento do Cerrado – Laboratório Clínico. Resultados válidos para a avaliação pré-operatória "
                "por 30 dias."],
        style=dict(font="condensed", size=8.5, header="banner", accent="#34495e", light="#e9edf1", heading="caps"),
        features="analyser-style FBC with x10³/µL units and % + absolute differential, coagulation (TP, RNI, TTPa, "
                 "fibrinogen), ABO/Rh, separate flag column, surgery-date distractor",
    )


# ==========================================================================
# av11 — public municipal lab, Manaus/AM: two-column serology + chemistry
# ==========================================================================
def av11():
    sero = Table(cols=[Col("name", "Exame", 2.1), Col("result", "Resultado", 2.0), Col("unit", "Unidade", 0.9),
                       Col("ref", "Referência", 1.5)],
                 rows=[row(R("HIV 1/2 – antígeno/\nanticorpo (4ª geração)", "Não reagente", "", "hiv", ref="Não reagente")),
                       row(R("VDRL", "Não reagente", "", "vdrl", ref="Não reagente")),
                       row(R("HBsAg", "Não reagente", "", "hbsag", ref="Não reagente")),
                       row(R("Anti-HBc total", "Não reagente", "", "antihbc", ref="Não reagente")),
                       row(R("Anti-HBs", "superior a 1.000", "mUI/mL", "antihbs", ref="Imune: igual ou\nsuperior a 10")),
                       row(R("Anti-HCV", "Não reagente", "", "hcv", ref="Não reagente"))],
                 rules="rows", size=8)
    bio = Table(cols=[Col("name", "Exame", 2.4), Col("result", "Resultado", 1.6, inline_unit=True),
                      Col("ref", "Referência", 1.7)],
                rows=[row(R("Glicose", "96", "mg/dL", "glu", ref="70 a 99")),
                      row(R("Hemoglobina glicada", "5,6", "%", "a1c", ref="inferior a 5,7")),
                      row(R("Colesterol total", "181", "mg/dL", "chol", ref="inferior a 190")),
                      row(R("HDL", "52", "mg/dL", "hdl", ref="superior a 40")),
                      row(R("LDL", "108", "mg/dL", "ldl_calc", ref="conforme risco")),
                      row(R("Triglicérides", "105", "mg/dL", "tg", ref="inferior a 150")),
                      row(R("Creatinina", "0,98", "mg/dL", "creat", ref="0,70 a 1,30")),
                      row(R("Ácido úrico", "5,2", "mg/dL", "uric", ref="3,4 a 7,0"))],
                rules="rows", size=8.5)
    page = [
        TwoCol([Heading("SOROLOGIA"),
                Text("Material: soro · Método: quimioluminescência (HIV, hepatites); VDRL por floculação", size=7.5),
                sero],
               [Heading("BIOQUÍMICA"),
                Text("Material: soro / sangue total (HbA1c) · Jejum: 10 horas", size=7.5),
                bio], split=0.56),
        Spacer(2),
        Text("Anti-HBs superior a 1.000 mUI/mL: imunidade vacinal (HBsAg e anti-HBc total não reagentes). "
             "LDL calculado pela equação de Friedewald.", size=7.5),
        Text("Resultados não reagentes para HIV e hepatites não excluem infecção em janela imunológica; repetir "
             "conforme orientação da unidade de saúde.", size=7.5, italic=True),
        Text("Entrega do resultado na unidade de origem a partir de 26/03/2025. Validade da requisição: 30 dias "
             "(emitida em 11/03/2025).", size=7.5),
    ]
    return Report(
        id="av11", lab="Laboratório Municipal de Referência Zona Norte", city="Manaus/AM", kind="public municipal lab (SUS)",
        lab_lines=["Prefeitura de Manaus · Secretaria Municipal de Saúde (SEMSA) · SUS",
                   "Av. Camapuã, 108 – Cidade Nova – Manaus/AM · CNES 3014533 · (92) 3215-7740"],
        collected="2025-03-18",
        title="LAUDO DE EXAMES LABORATORIAIS",
        info=[("Usuário:", "RAIMUNDO NONATO BATISTA DA COSTA"), ("CNS:", "898 0042 3317 6620"),
              ("Data de nascimento:", "14/04/1983"), ("Sexo:", "Masculino"),
              ("Unidade de origem:", "UBS Dr. José Rayol dos Santos"), ("Data da requisição:", "11/03/2025"),
              ("Data da coleta:", "18/03/2025"), ("Data de liberação:", "25/03/2025")],
        pages=[page],
        signers=[Signer("Kátia Regina Souza Lopes", "Farmacêutica-bioquímica", "CRF-AM 1.902"),
                 Signer("Marcos Vinícius Tavares", "Biomédico", "CRBM-1 nº 32.417")],
        footer=["SEMSA Manaus – Rede Municipal de Laboratórios. Documento sem rasuras."],
        style=dict(font="condensed", size=8.5, header="plain", accent="#00557f", light="#e2eef4", heading="box"),
        features="two-column tables, serology (Não reagente), 'superior a 1.000' anti-HBs, bare 'HDL'/'LDL' names, "
                 "HIV name split across two lines, request-validity distractor",
    )


# ==========================================================================
# av12 — small lab, Brusque/SC: rheumatology + bone history (results after reference)
# ==========================================================================
def av12():
    P = "2025-05-06"

    def r(name, v, unit, key, ref, flag=""):
        return Row(name, {"result": R(name, v, unit, key, flag=flag), "unit": unit, "ref": ref})

    t1 = Table(cols=[Col("name", "Exame", 2.7), Col("ref", "Valores de referência", 2.0),
                     Col("result", "Resultado", 1.5, "R"), Col("unit", "Unidade", 1.0)],
               rows=[r("VHS – 1ª hora (Westergren)", "24", "mm/h", "esr", "até 30"),
                     r("Proteína C reativa", "4,2", "mg/L", "crp", "inferior a 5,0"),
                     r("Fator reumatoide", "inferior a 8,0", "UI/mL", "rf", "inferior a 14"),
                     r("Antiestreptolisina O (ASLO)", "96", "UI/mL", "aso", "até 200"),
                     r("Ácido úrico", "6,3", "mg/dL", "uric", "2,4 a 5,7", "H"),
                     r("Creatinofosfoquinase (CK)", "142", "U/L", "ck", "26 a 192")],
               rules="rows", head_fill=True)

    def h(name, unit, key, ref, cur, old):
        cells = {"unit": unit, "ref": ref}
        v, f = (cur.split(" ") + [""])[:2]
        cells["d1"] = R(name, v, unit, key, flag=f)
        if old is None:
            cells["d0"] = "—"
        else:
            v, f = (old.split(" ") + [""])[:2]
            cells["d0"] = R(name, v, unit, key, flag=f, date=P)
        return Row(name, cells)

    t2 = Table(cols=[Col("name", "Exame", 2.6), Col("ref", "Referência", 1.5), Col("unit", "Unidade", 0.9),
                     Col("d1", "10/11/2025", 1.2, "R"), Col("d0", "06/05/2025", 1.2, "R")],
               rows=[h("Cálcio total", "mg/dL", "ca", "8,6 a 10,3", "9,6", "9,9"),
                     h("Fósforo", "mg/dL", "phos", "2,5 a 4,5", "3,4", None),
                     h("Magnésio", "mg/dL", "mg", "1,6 a 2,6", "2,0", None),
                     h("Paratormônio (PTH intacto)", "pg/mL", "pth", "15 a 65", "48", "71 H"),
                     h("25-Hidroxivitamina D", "ng/mL", "vitd", "20 a 60", "31,5", "17,9 L"),
                     h("Albumina", "g/dL", "alb", "3,5 a 5,2", "4,2", None)],
               rules="rows", head_fill=True)
    page = [
        Heading("REUMATOLOGIA E INFLAMAÇÃO", right="Coleta: 10/11/2025 07:50"),
        Text("Material: soro (VHS em sangue total com EDTA). Jejum de 8 horas.", size=8),
        t1,
        Text("H = acima do valor de referência. Fator reumatoide por imunoturbidimetria (limite de quantificação "
             "8,0 UI/mL); ASLO por imunoturbidimetria; CK cinético IFCC.", size=7.5),
        Heading("METABOLISMO ÓSSEO – HISTÓRICO DE RESULTADOS"),
        Text("Datas de coleta no cabeçalho de cada coluna; a coleta de 06/05/2025 foi realizada neste laboratório.",
             size=8),
        t2,
        Text("PTH intacto e 25-hidroxivitamina D por quimioluminescência. Cálcio (arsenazo III), fósforo (fosfomolibdato), "
             "magnésio (azul de xilidil), albumina (verde de bromocresol).", size=7.5),
        Text("25-hidroxivitamina D – idosos e grupos de risco: 30 a 60 ng/mL (SBPC/ML e SBEM, 2017).", size=7.5,
             italic=True),
    ]
    return Report(
        id="av12", lab="Laboratório Vale do Itajaí Análises Clínicas", city="Brusque/SC", kind="small lab",
        lab_lines=["Av. Cônsul Carlos Renaux, 455 – Centro – Brusque/SC · (47) 3351-2290",
                   "CNPJ 83.172.660/0001-25 · CNES 2521466"],
        collected="2025-11-10",
        info=[("Paciente:", "IVONE HOSTINS KOHLER"), ("Código:", "VI-110928"),
              ("Nascimento:", "19/09/1954"), ("Sexo:", "Feminino"),
              ("Médico:", "Dr. Leandro Venzon Bittencourt – CRM-SC 11.874"), ("Data da coleta:", "10/11/2025 07:50"),
              ("Cadastro do pedido:", "03/11/2025"), ("Emissão:", "13/11/2025")],
        pages=[page],
        signers=[Signer("Dr. Rogério Schmitt", "Farmacêutico-bioquímico – Resp. técnico", "CRF-SC 4.027")],
        footer=["Laboratório Vale do Itajaí Análises Clínicas Ltda. – Laudo conferido e liberado eletronicamente."],
        style=dict(font="serif", size=9, header="logo", logo="Vale Itajaí", accent="#2b4d6e", light="#e6edf4",
                   heading="underline"),
        features="result column placed after the reference column, 'inferior a' rheumatoid factor, two-date history "
                 "table (newest first) with H/L flags",
    )


ALL = [av01, av02, av03, av04, av05, av06, av07, av08, av09, av10, av11, av12]


def all_reports():
    return [f() for f in ALL]
