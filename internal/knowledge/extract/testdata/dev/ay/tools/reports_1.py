"""Reports ay01-ay06."""
from __future__ import annotations

from kit import R, kv, lead, section
from model import C, Banner, Cols, Mono, MLine, Page, Report, Rule, Sig, Space, Table, Text, V

# =============================================================================
# ay01 - emergency arterial blood gas (two samples, across midnight), grid table
# =============================================================================


def ay01() -> Report:
    teal = "#0f5e6e"
    d1, d2 = "2025-03-14", "2025-03-15"
    H = lambda k, n, v, u, f="", d=None: R(k, n, v, u, f, d)  # noqa: E731

    s1 = [
        (H("ph_a", "pH", "7,21", "", "L"), "7,35 a 7,45"),
        (H("pco2_a", "pCO2", "28,4", "mmHg", "L"), "35,0 a 45,0"),
        (H("po2_a", "pO2", "68,0", "mmHg", "L"), "83,0 a 108,0"),
        (H("hco3_a", "HCO3- (bicarbonato)", "11,2", "mmol/L", "L"), "22,0 a 26,0"),
        (H("be_a", "BE (excesso de base)", "-15,3", "mmol/L", "L"), "-2,0 a +3,0"),
        (H("so2_a", "SatO2", "90,4", "%", "L"), "95,0 a 98,0"),
        (H("hb_a", "Hemoglobina total (ctHb)", "11,6", "g/dL", "L"), "13,5 a 17,5"),
        (H("cohb", "Carboxi-hemoglobina (COHb)", "1,2", "%"), "0,5 a 1,5"),
        (H("methb", "Meta-hemoglobina (MetHb)", "0,8", "%"), "0,0 a 1,5"),
        (H("lac_a", "Lactato", "6,8", "mmol/L", "H"), "0,5 a 1,6"),
        (H("na_a", "Sódio", "134", "mmol/L", "L"), "136 a 145"),
        (H("k_b", "Potássio", "5,6", "mmol/L", "H"), "3,5 a 5,1"),
        (H("cl_b", "Cloreto", "108", "mmol/L", "H"), "98 a 107"),
        (H("cai_b", "Cálcio iônico", "1,08", "mmol/L", "L"), "1,15 a 1,29"),
        (H("glu_b", "Glicose", "212", "mg/dL", "H"), "70 a 99"),
    ]
    s2 = [
        (H("ph_a", "pH", "7,29", "", "L", d2), "7,35 a 7,45"),
        (H("pco2_a", "pCO2", "31,2", "mmHg", "L", d2), "35,0 a 45,0"),
        (H("po2_a", "pO2", "92,0", "mmHg", "", d2), "83,0 a 108,0"),
        (H("hco3_a", "HCO3- (bicarbonato)", "14,9", "mmol/L", "L", d2), "22,0 a 26,0"),
        (H("be_a", "BE (excesso de base)", "-10,1", "mmol/L", "L", d2), "-2,0 a +3,0"),
        (H("so2_a", "SatO2", "96,8", "%", "", d2), "95,0 a 98,0"),
        (H("lac_a", "Lactato", "3,9", "mmol/L", "H", d2), "0,5 a 1,6"),
        (H("k_b", "Potássio", "4,8", "mmol/L", "", d2), "3,5 a 5,1"),
        (H("glu_b", "Glicose", "168", "mg/dL", "H", d2), "70 a 99"),
    ]

    def gas_table(rows):
        body = [[C(r.name), V(r, "v", bold=True, align="R"), C(r.flag, bold=True, align="C", color="#b00000"),
                 C(r.unit or "—", align="C"), C(ref, align="C")] for r, ref in rows]
        return Table(widths=[0.34, 0.14, 0.07, 0.14, 0.31], head=["Analito", "Resultado", "", "Unidade", "Valores de referência"],
                     rows=body, rules="grid", head_bg="#d9e8eb", rule_color="#555555", pad_y=0.45, after=1.2)

    p1 = Page(blocks=[
        Banner("SE", "HOSPITAL SANTA EDWIGES DO VALE",
               ["Laboratório de Análises Clínicas – Unidade de Urgência e Emergência"],
               ["CNES 7412386 · CNPJ 18.452.907/0001-63", "Rua Padre Anacleto Viegas, 1180 – Granbery",
                "Juiz de Fora – MG · (32) 3215-7740"], teal, filled=True, title_size=13),
        kv([("Paciente:", "JOSÉ CARLOS PIMENTA DE ASSIS"), ("Prontuário:", "0583114"),
            ("Nascimento:", "22/08/1956 (68 anos)"), ("Atendimento:", "PS-2025-0031877"),
            ("Sexo:", "Masculino"), ("Setor / leito:", "Sala Vermelha – PS / SV-03"),
            ("Solicitante:", "Dr. Renato Fagundes Lott – CRM-MG 48.217"), ("Solicitado em:", "14/03/2025 23:31"),
            ("Convênio:", "SUS"), ("Pedido nº:", "2025031400914")],
           ncols=2, widths=[0.13, 0.37, 0.14, 0.36], size=8.5),
        *section("GASOMETRIA ARTERIAL COM ELETRÓLITOS, LACTATO E CO-OXIMETRIA", color=teal, rule=True, size=10),
        Text("Amostra 1 – Sangue arterial (artéria radial D) · Coletado em: 14/03/2025 23:42 · Recebido em: 14/03/2025 23:49",
             bold=True, size=8.5, after=0.4),
        Text("Condição informada: O2 por máscara com reservatório, FiO2 60% · Temperatura do paciente: 36,8 °C · "
             "Método: potenciometria / amperometria / co-oximetria espectrofotométrica (analisador de gases)",
             size=7.5, italic=True, after=0.8),
        gas_table(s1),
        Text("Amostra 2 – Sangue arterial (cateter de PAI) · Coletado em: 15/03/2025 05:58 · Recebido em: 15/03/2025 06:04",
             bold=True, size=8.5, after=0.4),
        Text("Condição informada: cateter nasal 3 L/min · Temperatura do paciente: 37,1 °C", size=7.5, italic=True, after=0.8),
        gas_table(s2),
        Text("HCO3- e BE calculados pelo analisador (equação de Henderson-Hasselbalch, CLSI C46-A2). "
             "Valor crítico (lactato acima de 4,0 mmol/L) comunicado ao Dr. Renato às 23:58 de 14/03/2025, "
             "leitura confirmada pela Enf. Paula Drummond (COREN-MG 512.338). H = acima do intervalo; L = abaixo.",
             size=7.2, after=0.5),
        Sig(["Dra. Heloísa Prates Vidigal", "Farmacêutica-Bioquímica – Responsável Técnica – CRF-MG 19.882"],
            align="R", width=78, before=7),
    ], footer=["Liberado em 15/03/2025 06:21 por Bioq. Marina Teles Rezende – CRF-MG 27.514 · Impresso em 17/03/2025 10:02",
               "Resultados de ponto de atendimento validados pelo laboratório central. Documento assinado eletronicamente."])
    return Report(id="ay01", lab="Hospital Santa Edwiges do Vale – Laboratório de Análises Clínicas", city="Juiz de Fora-MG",
                  font="libsans", size=9, default_date=d1, pages=[p1], ocr_check=True,
                  features=["banner", "grid table", "flag column (H/L)", "2 samples across midnight",
                            "ABG + co-oximetry + electrolytes + lactate", "negative BE values", "FiO2/temperature distractors"],
                  margins=(13, 11, 13, 16))


# =============================================================================
# ay02 - cardiac markers, serial, block layout (heading / material / method / result)
# =============================================================================


def ay02() -> Report:
    wine = "#7a1f2b"
    D0, D1 = "2025-06-12", "2025-06-13"

    def block(title, material, method, res, unit_txt, ref, prev=None, note=None):
        out = [Text(title, bold=True, size=9.5, color=wine, after=0.2),
               Rule(weight=0.2, color="#999999", before=0, after=0.6),
               Text(f"Material: {material}        Método: {method}", size=7.6, italic=True, after=0.4)]
        out.append(Table(widths=[0.15, 0.2, 0.13, 0.52],
                         rows=[[C("Resultado:", bold=True), V(res, "vf", bold=True, size=10), C(unit_txt),
                                C(ref, size=7.8)]],
                         rules="none", pad_y=0.3, after=0.6))
        if prev:
            rows = [[C("Resultado anterior", italic=True), C(when), V(r, "vf"), C(r.unit)] for when, r in prev]
            out.append(Table(widths=[0.2, 0.26, 0.14, 0.4], rows=rows, rules="none", size=8, pad_y=0.15,
                             after=0.6, width=0.85))
        if note:
            out.append(Text(note, size=7.3, italic=True, after=0.6))
        out.append(Space(2.2))
        return out

    tn0 = R("tni_hs", "TROPONINA I CARDÍACA ULTRASSENSÍVEL", "48,6", "ng/L", "↑", D0)
    tn3 = R("tni_hs", "TROPONINA I CARDÍACA ULTRASSENSÍVEL", "312,4", "ng/L", "↑", D0)
    tn = R("tni_hs", "TROPONINA I CARDÍACA ULTRASSENSÍVEL", "1.846,2", "ng/L", "↑")
    mb0 = R("ckmb_mass", "CK-MB MASSA", "3,2", "ng/mL", "", D0)
    mb3 = R("ckmb_mass", "CK-MB MASSA", "18,7", "ng/mL", "↑", D0)
    mb = R("ckmb_mass", "CK-MB MASSA", "24,3", "ng/mL", "↑")
    ck0 = R("ck", "CREATINOQUINASE (CK TOTAL)", "142", "U/L", "", D0)
    ck = R("ck", "CREATINOQUINASE (CK TOTAL)", "486", "U/L", "↑")
    myo = R("myo", "MIOGLOBINA", "412,0", "ng/mL", "↑")
    bnp = R("ntprobnp", "NT-proBNP (PEPTÍDEO NATRIURÉTICO TIPO B – FRAÇÃO N-TERMINAL)", "2.874", "pg/mL", "↑")
    k = R("k", "POTÁSSIO", "3,4", "mEq/L", "↓")
    mg = R("mg", "MAGNÉSIO", "1,7", "mg/dL")
    cr = R("crea", "CREATININA", "1,12", "mg/dL", "↑")
    glu = R("glu", "GLICOSE", "138", "mg/dL", "↑")
    crp = R("crp", "PROTEÍNA C REATIVA", "18,4", "mg/L", "↑")
    dd = R("ddim_feu", "D-DÍMERO", "< 270", "ng/mL FEU")

    head = [
        Text("HOSPITAL DO CORAÇÃO DO CAPIBARIBE", bold=True, size=15, align="C", color=wine, after=0.3),
        Text("Serviço de Patologia Clínica – Laboratório da Unidade Coronariana e Emergência Cardiológica",
             align="C", size=8.5, after=0.2),
        Text("Av. Beira-Rio Ulisses Pernambucano, 3320 – Madalena – Recife/PE – CEP 50610-415 · (81) 3094-2210 · "
             "CNES 6027531 · Resp. técnico: Dr. Caio Albuquerque Moura – CRM-PE 14.663",
             align="C", size=7.2, after=0.4),
        Rule(weight=0.6, color=wine, before=0.3, after=1.2),
    ]
    pat = kv([("Paciente", "MARIA DO SOCORRO VASCONCELOS LIRA"), ("Registro", "2290471 / Atend. 88014532"),
              ("Data de nascimento", "03/05/1961"), ("Sexo / idade", "Feminino / 64 anos"),
              ("Origem", "Emergência – Box 7 → UCO leito 4"), ("Chegada à emergência", "12/06/2025 01:40"),
              ("Médico", "Dr. Fábio Menezes Cordeiro – CRM-PE 21.048"), ("Data da coleta", "13/06/2025 06:00"),
              ("Recebido no laboratório", "13/06/2025 06:18"), ("Liberado em", "13/06/2025 07:48")],
             ncols=2, widths=[0.2, 0.32, 0.2, 0.28], size=8.2, rules="box", rule_color=wine)

    p1 = Page(blocks=head + [pat, Space(1.5)] +
              block("TROPONINA I CARDÍACA ULTRASSENSÍVEL", "Plasma (heparina de lítio)",
                    "Quimioluminescência de micropartículas (CMIA)", tn, "ng/L",
                    "Valores de referência (percentil 99):\nFeminino: até 15,6 ng/L · Masculino: até 34,2 ng/L",
                    prev=[("12/06/2025 02:05 (0 h)", tn0), ("12/06/2025 05:10 (3 h)", tn3)],
                    note="Variação absoluta entre 0 h e 3 h: +263,8 ng/L (critério de delta positivo). "
                         "Interpretar em conjunto com quadro clínico e ECG.") +
              block("CK-MB MASSA", "Soro", "Quimioluminescência", mb, "ng/mL",
                    "Valores de referência:\nFeminino: até 3,6 ng/mL · Masculino: até 5,2 ng/mL",
                    prev=[("12/06/2025 02:05", mb0), ("12/06/2025 05:10", mb3)]) +
              block("CREATINOQUINASE (CK TOTAL)", "Soro", "Cinético UV – IFCC, 37 °C", ck, "U/L",
                    "Valores de referência:\nFeminino: 26 a 192 U/L · Masculino: 39 a 308 U/L",
                    prev=[("12/06/2025 02:05", ck0)]) +
              block("MIOGLOBINA", "Soro", "Imunoturbidimetria", myo, "ng/mL",
                    "Valores de referência:\nFeminino: até 58,0 ng/mL · Masculino: até 72,0 ng/mL") +
              block("NT-proBNP (PEPTÍDEO NATRIURÉTICO TIPO B – FRAÇÃO N-TERMINAL)", "Soro", "Eletroquimioluminescência",
                    bnp, "pg/mL", "Valores de referência (insuficiência cardíaca improvável):\n"
                                  "menor que 125 pg/mL (até 75 anos) · menor que 450 pg/mL (acima de 75 anos)"),
              footer=["Exames realizados no laboratório de urgência (24 h). ↑ acima / ↓ abaixo do valor de referência.",
                      "Impresso em 14/06/2025 09:10 – usuário recepcao.uco"])
    p2 = Page(blocks=[Text("HOSPITAL DO CORAÇÃO DO CAPIBARIBE – Patologia Clínica", bold=True, size=9, color=wine, after=0.2),
                      Text("Paciente: MARIA DO SOCORRO VASCONCELOS LIRA · Registro 2290471 · Coleta 13/06/2025 06:00",
                           size=8, after=0.3),
                      Rule(weight=0.4, color=wine, before=0.2, after=2.0)] +
              block("D-DÍMERO", "Plasma citratado", "Imunoturbidimetria (látex)", dd, "ng/mL FEU",
                    "Valor de corte para exclusão de TEV: 500 ng/mL FEU") +
              block("POTÁSSIO", "Soro", "Eletrodo íon seletivo indireto", k, "mEq/L", "Valores de referência: 3,5 a 5,1 mEq/L") +
              block("MAGNÉSIO", "Soro", "Colorimétrico – azul de xilidil", mg, "mg/dL", "Valores de referência: 1,6 a 2,6 mg/dL") +
              block("CREATININA", "Soro", "Jaffé cinético compensado", cr, "mg/dL",
                    "Valores de referência:\nFeminino: 0,51 a 0,95 mg/dL · Masculino: 0,67 a 1,17 mg/dL",
                    note="Taxa de filtração glomerular estimada (CKD-EPI 2021): 55 mL/min/1,73 m². "
                         "Cateterismo eletivo programado para 16/06/2025 – avaliar nefroproteção.") +
              block("GLICOSE", "Plasma fluoretado", "Hexoquinase", glu, "mg/dL", "Valores de referência: 70 a 99 mg/dL (jejum)") +
              block("PROTEÍNA C REATIVA", "Soro", "Imunoturbidimetria", crp, "mg/L", "Valores de referência: inferior a 5,0 mg/L") +
              [Sig(["Dra. Luana Cavalcanti Rego", "Biomédica – CRBM-2 8.144"], align="R", before=4),
               Text("Documento liberado eletronicamente. A autenticidade pode ser conferida em portal do paciente com o código UCO-7Q2K-991.",
                    size=7, align="C", italic=True)],
              footer=["Exames realizados no laboratório de urgência (24 h). ↑ acima / ↓ abaixo do valor de referência.",
                      "Impresso em 14/06/2025 09:10 – usuário recepcao.uco"])
    return Report(id="ay02", lab="Hospital do Coração do Capibaribe – Serviço de Patologia Clínica", city="Recife-PE",
                  font="dejavucond", size=9, default_date=D1, pages=[p1, p2],
                  features=["block layout (heading/material/method/result)", "serial troponin with previous results",
                            "2 collection dates", "arrows as flags", "< value", "eGFR only in a note (not a result)"],
                  margins=(15, 11, 15, 15))


# =============================================================================
# ay03 - coagulation, monospace LIS print with dotted leaders
# =============================================================================


def ay03() -> Report:
    D = "2025-09-03"
    W = 33
    tp = R("pt_s", "Tempo de protrombina", "22,6", "seg", "↑")
    ta = R("pt_pct", "Atividade de protrombina", "38", "%", "↓")
    inr = R("inr", "RNI", "2,04", "", "↑")
    ttpa = R("aptt_s", "Tempo de tromboplastina parcial\nativada (paciente)", "41,2", "seg", "↑")
    rel = R("aptt_r", "Relação TTPA paciente/normal", "1,38", "", "↑")
    fib = R("fib", "Fibrinogênio", "412", "mg/dL", "↑")
    dd = R("ddim_feu", "D-dímero", "inferior a 0,19", "µg/mL FEU")
    at = R("at3", "Antitrombina - atividade", "84", "%")
    plt = R("plt", "Plaquetas", "148.000", "/mm³", "↓")
    hb = R("hb", "Hemoglobina", "10,9", "g/dL", "↓")
    ht = R("hct", "Hematócrito", "33,1", "%", "↓")
    h1 = R("inr", "RNI", "3,42", "", "", "2025-08-29")
    h2 = R("aptt_s", "TTPA", "38,1", "seg", "", "2025-08-29")
    h3 = R("inr", "RNI", "2,87", "", "", "2025-08-31")
    h4 = R("aptt_s", "TTPA", "36,4", "seg", "", "2025-08-31")

    def L(res, ref, part="vuf"):
        return lead(res, W, tail="  " + ref, part=part, pad_value=16)

    sep = MLine(["=" * 86])
    sep2 = MLine(["-" * 86])
    lines = [
        MLine(["HOSPITAL REGIONAL SÃO LUCAS DO ALTO URUGUAI          LABORATÓRIO DE ANÁLISES CLÍNICAS"], bold=True),
        MLine(["Av. Sete de Setembro, 2417 - Centro - Erechim/RS     CNES 2251806  Fone (54) 3321-9040"]),
        MLine(["Responsável técnico: Dr. Gilmar A. Sartori - CRF-RS 9.614   CNPJ 89.447.120/0001-05"]),
        sep,
        MLine(["Paciente..: ADEMIR LUIZ BORTOLUZZI                   Prontuário: 114.552"]),
        MLine(["Nascimento: 09/01/1949  Idade: 76a  Sexo: M          Leito.....: 312-B (Clínica Médica)"]),
        MLine(["Médico....: Dr. Otávio Zanella - CRM-RS 22.871       Convênio..: IPE Saúde"]),
        MLine(["Pedido....: 02/09/2025 18:40                         Coleta....: 03/09/2025 06:15"]),
        MLine(["Recebido..: 03/09/2025 06:41                         Liberado..: 03/09/2025 08:02"]),
        MLine(["Medicação informada: varfarina 5 mg/dia (suspensa em 01/09/2025)"]),
        sep,
        MLine([""]),
        MLine(["COAGULOGRAMA"], bold=True),
        sep2,
        MLine(["TEMPO DE PROTROMBINA (TP)"], bold=True),
        MLine(["Material: Plasma citratado 3,2%          Método: Coagulométrico (fotométrico)"]),
        *L(tp, "VR: 10,0 a 13,5 seg"),
        MLine(["  Tempo do plasma normal (pool)...: 12,1 seg   (controle do lote, ISI 1,02)"]),
        *L(ta, "VR: 70 a 120 %"),
        *L(inr, "Alvo terapêutico (ACO): 2,0 a 3,0", part="vf"),
        MLine([""]),
        MLine(["TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPA)"], bold=True),
        MLine(["Material: Plasma citratado 3,2%          Método: Coagulométrico"]),
        *L(ttpa, "VR: 25,0 a 36,0 seg"),
        MLine(["  Tempo do plasma normal (pool)...: 29,8 seg"]),
        *L(rel, "VR: até 1,25", part="vf"),
        MLine([""]),
        MLine(["FIBRINOGÊNIO (método de Clauss)"], bold=True),
        *L(fib, "VR: 200 a 400 mg/dL"),
        MLine([""]),
        MLine(["D-DÍMERO (imunoturbidimetria)"], bold=True),
        *L(dd, "VR: inferior a 0,50 µg/mL FEU"),
        MLine([""]),
        MLine(["ANTITROMBINA III (método cromogênico)"], bold=True),
        *L(at, "VR: 80 a 120 %"),
        MLine([""]),
        MLine(["HEMOGRAMA PARCIAL"], bold=True),
        MLine(["Material: Sangue total EDTA               Método: Automatizado (impedância/óptico)"]),
        *L(hb, "VR: 13,0 a 17,0 g/dL"),
        *L(ht, "VR: 40,0 a 50,0 %"),
        *L(plt, "VR: 150.000 a 450.000 /mm³"),
        MLine([""]),
        MLine(["HISTÓRICO - RNI / TTPA (coletas anteriores deste atendimento)"], bold=True),
        MLine(["  Data da coleta        RNI        TTPA"]),
        MLine(["                                   (seg)"]),
        MLine(["  29/08/2025 05:50      ", C(res=h1, part="v"), "       ", C(res=h2, part="v")]),
        MLine(["  31/08/2025 06:05      ", C(res=h3, part="v"), "       ", C(res=h4, part="v")]),
        sep2,
        MLine(["Observações:"]),
        MLine(["  RNI calculado com ISI do lote de tromboplastina (1,02). Amostra sem hemólise."]),
        MLine(["  Próxima dosagem de RNI sugerida em 05/09/2025."]),
        MLine(["  ↑ = acima do valor de referência   ↓ = abaixo do valor de referência"]),
        MLine([""]),
        MLine([""]),
        MLine(["                                            ______________________________________"]),
        MLine(["                                            Bioq. Rosângela M. Fochesatto"]),
        MLine(["                                            CRF-RS 11.207 - Conferido e liberado"]),
    ]
    p = Page(blocks=[Mono(lines, size=9)], footer=["Emitido em 03/09/2025 08:05 - SISLAB v7.3 - Hospital Regional São Lucas do Alto Uruguai"])
    return Report(id="ay03", lab="Hospital Regional São Lucas do Alto Uruguai – Laboratório de Análises Clínicas", city="Erechim-RS",
                  font="dejavumono", size=9, default_date=D, pages=[p],
                  features=["monospace LIS print", "dotted leaders", "split marker name (TTPA on two lines)",
                            "'inferior a' value", "control (normal pool) times as distractors",
                            "historical INR/aPTT mini-table (2 earlier dates)"],
                  margins=(14, 12, 12, 14), page_numbers=None)


# =============================================================================
# ay04 - ICU cumulative daily panel (dates as columns), rows-only rules, zebra
# =============================================================================


def ay04() -> Report:
    green = "#2d5f2e"
    dates = ["2025-11-18", "2025-11-19", "2025-11-20", "2025-11-21"]
    heads = ["18/11/2025\n05:40", "19/11/2025\n05:35", "20/11/2025\n05:50", "21/11/2025\n05:30"]
    U, D = "↑", "↓"
    spec = [
        ("HEMATOLOGIA", None),
        ("hb", "Hemoglobina", "g/dL", [("9,8", D), ("9,1", D), ("8,4", D), ("8,9", D)], "13,0 – 17,0"),
        ("wbc", "Leucócitos", "/mm³", [("18.400", U), ("16.900", U), ("13.250", U), ("11.080", U)], "4.000 – 11.000"),
        ("plt", "Plaquetas", "/mm³", [("112.000", D), ("98.000", D), ("87.000", D), ("104.000", D)], "150.000 – 450.000"),
        ("BIOQUÍMICA", None),
        ("crea", "Creatinina", "mg/dL", [("2,31", U), ("2,64", U), ("2,88", U), ("2,41", U)], "0,70 – 1,30"),
        ("na", "Sódio", "mEq/L", [("133", D), ("136", ""), ("139", ""), ("141", "")], "135 – 145"),
        ("k", "Potássio", "mEq/L", [("5,4", U), ("4,9", ""), ("4,2", ""), ("3,6", "")], "3,5 – 5,1"),
        ("crp", "Proteína C\nreativa", "mg/dL", [("24,6", U), ("21,2", U), ("15,8", U), ("9,7", U)], "inferior a 0,5"),
        ("pct", "Procalcitonina", "ng/mL", [("8,42", U), None, ("3,17", U), ("1,05", U)], "inferior a 0,50"),
        ("GASOMETRIA ARTERIAL", None),
        ("lac_a", "Lactato arterial", "mmol/L", [("4,1", U), ("2,8", U), ("1,9", U), ("1,4", "")], "0,5 – 1,6"),
    ]
    rows = []
    for s in spec:
        if s[1] is None:
            rows.append([C(s[0], bold=True, span=7, color=green, bg="#e6efe6")])
            continue
        key, name, unit, vals, ref = s
        row = [C(name, bold=True), C(unit, align="C")]
        for v, d in zip(vals, dates):
            if v is None:
                row.append(C("—", align="C"))
            else:
                row.append(V(R(key, name, v[0], unit, v[1], d), align="R"))
        row.append(C(ref, align="C", size=7.6))
        rows.append(row)
    table = Table(widths=[0.2, 0.09, 0.125, 0.125, 0.125, 0.125, 0.21],
                  head=[C("Exame"), C("Unidade", align="C")] + [C(h, align="R") for h in heads] + [C("Referência", align="C")],
                  rows=rows, rules="rows", rule_color="#6f8f6f", zebra=None, head_bg="#cfe0cf", pad_y=0.9, size=9.5)
    p = Page(blocks=[
        Banner("HE", "Hospital Estadual Serra Dourada", ["Laboratório Clínico – Relatório evolutivo (cumulativo)"],
               ["Av. T-63, nº 2890 – Setor Bueno – Goiânia/GO", "CNES 5524307 · Fone (62) 3247-8100",
                "RT: Dra. Cíntia R. Mendanha – CRF-GO 6.902"], green, filled=False, title_size=15),
        kv([("Paciente:", "EDNALDO FERREIRA CASTRO"), ("Prontuário:", "GO-771.204"),
            ("Nascimento:", "30/04/1971"), ("Sexo:", "Masculino"),
            ("Unidade:", "UTI Adulto 2 – leito 09"), ("Admissão hospitalar:", "15/11/2025"),
            ("Admissão na UTI:", "16/11/2025 21:15"), ("Médico assistente:", "Dr. Hugo Parreira Lemes – CRM-GO 17.390"),
            ("Período do relatório:", "18/11/2025 a 21/11/2025"), ("Emitido em:", "21/11/2025 09:47")],
           ncols=2, widths=[0.17, 0.33, 0.18, 0.32], size=8.5, rules="none", pad_y=0.3),
        Rule(weight=0.3, color=green, before=0, after=1.5),
        Text("EVOLUTIVO LABORATORIAL – coletas da rotina das 05h30 (data e hora da coleta no cabeçalho de cada coluna)",
             bold=True, size=9.5, after=1.2),
        table,
        Text("↑ / ↓ resultado acima / abaixo do intervalo de referência. Material: sangue total EDTA (hematologia), "
             "soro (bioquímica) e sangue arterial heparinizado (lactato). — = exame não solicitado na data.",
             size=7.5, after=0.6),
        Text("Próxima coleta de rotina programada: 22/11/2025 05:30. Valores críticos telefonados à equipe da UTI conforme POP-LAB-031.",
             size=7.5, after=0.6),
        Sig(["Dra. Cíntia R. Mendanha", "Responsável Técnica – CRF-GO 6.902"], align="R", before=8, width=66),
    ], footer=["Relatório cumulativo gerado pelo sistema do laboratório em 21/11/2025 09:47. Os laudos individuais de cada data permanecem disponíveis no prontuário eletrônico."])
    return Report(id="ay04", lab="Hospital Estadual Serra Dourada – Laboratório Clínico", city="Goiânia-GO",
                  font="carlito", size=9.5, default_date=dates[-1], pages=[p],
                  features=["cumulative table, 4 collection dates as columns", "two-line column headers (date/time)",
                            "split marker name (Proteína C reativa)", "arrows as flags", "group rows", "not-collected cells (—)"],
                  margins=(14, 12, 14, 16))


# =============================================================================
# ay05 - microbiology: blood cultures, urine culture + antibiogram, SARS-CoV-2 PCR
# =============================================================================


def ay05() -> Report:
    navy = "#1d3557"
    DU, DB, DS = "2025-02-02", "2025-02-03", "2025-02-01"
    bc1 = R("bc", "HEMOCULTURA AERÓBIA – AMOSTRA 1", "Negativo após 5 dias de incubação", "", "", DB)
    bc2 = R("bc", "HEMOCULTURA AERÓBIA – AMOSTRA 2", "Escherichia coli", "", "", DB)
    uc = R("uc", "Microrganismo isolado", "Escherichia coli", "", "", DU)
    ucc = R("uc_count", "Contagem de colônias", "> 100.000", "UFC/mL", "", DU)
    abx = [("sus_amp", "Ampicilina", "Resistente"), ("sus_amc", "Amoxicilina + ácido clavulânico", "Sensível"),
           ("sus_cro", "Ceftriaxona", "Sensível"), ("sus_fep", "Cefepima", "Sensível"),
           ("sus_cip", "Ciprofloxacino", "Resistente"), ("sus_gen", "Gentamicina", "Sensível"),
           ("sus_tzp", "Piperacilina + tazobactam", "Sensível"), ("sus_etp", "Ertapenem", "Sensível"),
           ("sus_mem", "Meropenem", "Sensível")]
    sus = [R(k, n, v, "", "", DU) for k, n, v in abx]
    cov = R("sarscov2", "PESQUISA DE SARS-CoV-2 POR RT-PCR", "Não detectado", "", "", DS)

    def exam(title, lines, res_rows, note=None):
        out = [Text(title, bold=True, size=10, color="#ffffff", bg=navy, pad=0.7, after=1.0)]
        for ln in lines:
            out.append(Text(ln, size=8.3, after=0.25))
        out.append(Space(0.8))
        out.append(Table(widths=[0.3, 0.7], rows=[[C(n + ":", bold=True), V(r, "vu", bold=True, size=10)] for n, r in res_rows],
                         rules="none", pad_y=0.5, after=0.8))
        if note:
            out.append(Text(note, size=7.8, italic=True, after=0.8))
        out.append(Space(2.5))
        return out

    head = [
        Banner("PV", "HOSPITAL GERAL PRAIA VERMELHA", ["Laboratório de Microbiologia Clínica"],
               ["Rua Conselheiro Dantas Barreto, 77 – Ondina", "Salvador – BA · CEP 40170-135",
                "CNES 3811409 · (71) 3038-5500"], navy, filled=True, title_size=12.5),
        kv([("Paciente:", "ANTÔNIO MARCOS DE JESUS SANTANA"), ("Registro:", "01-447.913"),
            ("Data de nascimento:", "17/10/1988"), ("Sexo:", "Masculino"),
            ("Internação:", "01/02/2025 – Clínica Médica, 4º andar, leito 412"), ("Médica solicitante:", "Dra. Lívia Carneiro Brito – CRM-BA 31.604"),
            ("Uso de antimicrobiano:", "Ceftriaxona desde 03/02/2025 18:00"), ("Data do relatório:", "08/02/2025")],
           ncols=2, widths=[0.2, 0.33, 0.17, 0.3], size=8.3, rules="box", rule_color=navy),
        Space(1),
    ]
    p1 = Page(blocks=head +
              exam("HEMOCULTURA AERÓBIA – AMOSTRA 1",
                   ["Material: Sangue periférico – membro superior direito (frasco aeróbio)",
                    "Coletado em: 03/02/2025 14:20        Recebido em: 03/02/2025 14:52",
                    "Método: Sistema automatizado de monitoramento contínuo (detecção colorimétrica de CO2)"],
                   [("Resultado", bc1)], note="Frasco incubado por 5 dias sem detecção de crescimento bacteriano. Laudo final.") +
              exam("HEMOCULTURA AERÓBIA – AMOSTRA 2",
                   ["Material: Sangue periférico – membro superior esquerdo (frasco aeróbio)",
                    "Coletado em: 03/02/2025 14:35        Recebido em: 03/02/2025 14:52",
                    "Método: Sistema automatizado / identificação por espectrometria de massas (MALDI-TOF)"],
                   [("Resultado", bc2)],
                   note="Frasco positivo em 04/02/2025 04:55; bacilos Gram-negativos à bacterioscopia (comunicado ao plantão às 05:20). "
                        "Perfil de sensibilidade idêntico ao da urocultura – ver antibiograma.") +
              exam("UROCULTURA COM CONTAGEM DE COLÔNIAS",
                   ["Material: Urina – jato médio (sonda vesical de demora trocada antes da coleta)",
                    "Coletado em: 02/02/2025 21:10        Recebido em: 02/02/2025 21:48",
                    "Método: Semeadura quantitativa em ágar cromogênico; identificação por MALDI-TOF"],
                   [(uc.name, uc), (ucc.name, ucc)]),
              footer=["Laboratório de Microbiologia – Hospital Geral Praia Vermelha · Documento com assinatura digital",
                      "Impresso em 08/02/2025 10:31"])
    p2 = Page(blocks=[
        Text("HOSPITAL GERAL PRAIA VERMELHA – Microbiologia · Paciente: ANTÔNIO MARCOS DE JESUS SANTANA · Registro 01-447.913",
             size=8.2, bold=True, color=navy, after=0.3),
        Rule(weight=0.4, color=navy, before=0, after=2.0),
        Text("ANTIBIOGRAMA – Escherichia coli isolada na urocultura de 02/02/2025", bold=True, size=10, color="#ffffff", bg=navy, pad=0.7, after=1.0),
        Text("Método: disco-difusão em ágar Mueller-Hinton; interpretação segundo BrCAST 2024. "
             "S = sensível, dose padrão; R = resistente.", size=8.2, after=1.0),
        Table(widths=[0.55, 0.45], head=["Antimicrobiano", "Interpretação"],
              rows=[[C(r.name), V(r, "v", bold=(r.value_text == "Resistente"))] for r in sus],
              rules="grid", head_bg="#dde5ef", rule_color="#7d8ca3", width=0.7, pad_y=0.6),
        Text("Não há produção de beta-lactamase de espectro estendido (ESBL) pelo teste de sinergismo. "
             "Ampicilina R e ciprofloxacino R: considerar ceftriaxona ou ertapenem conforme quadro clínico.",
             size=7.8, italic=True, after=3.0),
    ] + exam("PESQUISA DE SARS-CoV-2 POR RT-PCR",
             ["Material: Swab de nasofaringe",
              "Coletado em: 01/02/2025 16:05        Recebido em: 01/02/2025 16:40",
              "Método: RT-PCR em tempo real (alvos genes E e RdRp)"],
             [("Resultado", cov)], note="Limite de detecção: 250 cópias/mL. Resultado não detectado não exclui infecção.") + [
        Sig(["Dr. Vinícius Sampaio Barreto", "Biomédico – Microbiologia – CRBM-1 41.276"], align="C", before=10, width=80),
    ], footer=["Laboratório de Microbiologia – Hospital Geral Praia Vermelha · Documento com assinatura digital",
               "Impresso em 08/02/2025 10:31"])
    return Report(id="ay05", lab="Hospital Geral Praia Vermelha – Laboratório de Microbiologia Clínica", city="Salvador-BA",
                  font="dejavu", size=9, default_date=DB, pages=[p1, p2],
                  features=["cultures (blood x2, urine with colony count)", "antibiogram (S/R words)", "'> 100.000' value",
                            "qualitative results", "3 collection dates", "generic 'Resultado' labels (printed name = block heading)"],
                  margins=(15, 11, 15, 15))


# =============================================================================
# ay06 - complete blood count with indices and differential (% and /mm³), iron
# =============================================================================


def ay06() -> Report:
    red = "#8c1c13"
    D = "2025-10-07"

    def row(key, name, vt, unit, ref, flag=""):
        r = R(key, name, vt, unit, flag)
        return [C(name), V(r, "v", bold=True, align="R"), C(flag, align="C", bold=True), C(unit, align="C"), C(ref, align="C")]

    eri = [
        row("rbc", "Hemácias", "3,92", "milhões/mm³", "4,50 a 5,90", "Baixo"),
        row("hb", "Hemoglobina", "11,4", "g/dL", "13,5 a 17,5", "Baixo"),
        row("hct", "Hematócrito", "34,8", "%", "39,0 a 52,0", "Baixo"),
        row("mcv", "VCM", "88,8", "fL", "80,0 a 100,0"),
        row("mch", "HCM", "29,1", "pg", "27,0 a 33,0"),
        row("mchc", "CHCM", "32,8", "g/dL", "32,0 a 36,0"),
        row("rdw", "RDW", "15,2", "%", "11,5 a 14,5", "Alto"),
    ]
    wbc = R("wbc", "Leucócitos totais", "14.620", "/mm³", "Alto")
    diff = [("band", "Bastonetes", "6", "877", "0 a 5", "0 a 500", "Alto"),
            ("seg", "Segmentados", "78", "11.404", "40 a 70", "1.600 a 7.700", "Alto"),
            ("eos", "Eosinófilos", "1", "146", "1 a 5", "40 a 500", ""),
            ("bas", "Basófilos", "0", "0", "0 a 1", "0 a 100", ""),
            ("lym", "Linfócitos", "10", "1.462", "20 a 45", "1.000 a 4.500", "Baixo"),
            ("mon", "Monócitos", "5", "731", "2 a 10", "100 a 1.000", "")]
    leu = [[C(wbc.name, bold=True), C(""), V(wbc, "v", bold=True, align="R"), C("4.000 a 11.000", align="C"), C(wbc.flag, bold=True, align="C")]]
    for k, n, pc, ab, rp, ra, fl in diff:
        rp_ = R(k + "_pct", n, pc, "%")
        ra_ = R(k + "_abs", n, ab, "/mm³", fl)
        leu.append([C(n), V(rp_, "vu", align="R"), V(ra_, "v", align="R"), C(f"{rp} % · {ra}", align="C", size=7.8), C(fl, bold=True, align="C")])
    plq = [row("plt", "Plaquetas", "412.000", "/mm³", "150.000 a 450.000"),
           row("mpv", "VPM (volume plaquetário médio)", "10,4", "fL", "7,4 a 10,4")]
    extra = [row("retic_pct", "Reticulócitos", "1,8", "%", "0,5 a 2,0"),
             row("esr", "VHS (Westergren)", "48", "mm/1ª hora", "até 15", "Alto"),
             row("fe", "Ferro sérico", "41", "µg/dL", "65 a 175", "Baixo"),
             row("ferritin", "Ferritina", "486,0", "ng/mL", "30,0 a 400,0", "Alto")]
    head5 = [C("Exame"), C("Resultado", align="R"), C(""), C("Unidade", align="C"), C("Valores de referência", align="C")]
    W5 = [0.33, 0.15, 0.09, 0.16, 0.27]

    def t5(rows):
        return Table(widths=W5, head=head5, rows=rows, rules="grid", head_bg="#f1dcda", rule_color="#9a6b66", pad_y=0.5, after=1.6)

    p = Page(blocks=[
        Table(widths=[0.62, 0.38], rows=[[C("HOSPITAL E MATERNIDADE JARDIM CUIABÁ", bold=True, size=15, color=red),
                                           C("Laboratório de Análises Clínicas\nCNES 9120448 · CNPJ 03.571.882/0001-40", align="R", size=7.8)],
                                          [C("Av. Historiador Rubens de Mendonça, 4105 – Bosque da Saúde – Cuiabá/MT · (65) 3052-6600", size=7.8, span=2)]],
              rules="none", pad_y=0.1, pad_x=0, after=0.2),
        Rule(weight=0.8, color=red, before=0.5, after=1.4),
        kv([("Nome:", "CLEBER AUGUSTO PAES DE BARROS"), ("Ordem de serviço:", "OS 25-1007-0342"),
            ("Nascimento:", "25/12/1983 · 41 anos · Masculino"), ("Internado desde:", "06/10/2025 – Enfermaria 3B, leito 14"),
            ("Solicitante:", "Dr. Leandro Curvo Arruda – CRM-MT 9.957"), ("Data da coleta:", "07/10/2025 07:12"),
            ("Material:", "Sangue total EDTA / soro"), ("Liberado em:", "07/10/2025 09:33")],
           ncols=2, widths=[0.13, 0.39, 0.19, 0.29], size=8.4, rules="box", rule_color="#9a6b66"),
        *section("HEMOGRAMA COMPLETO", color=red, rule=True, size=10.5),
        Text("Método: contagem automatizada (impedância, citometria de fluxo fluorescente) com revisão de lâmina corada.", size=7.6, italic=True, after=1.0),
        Text("ERITROGRAMA", bold=True, size=9, after=0.5), t5(eri),
        Text("LEUCOGRAMA", bold=True, size=9, after=0.5),
        Table(widths=[0.28, 0.16, 0.16, 0.29, 0.11],
              head=[C("Exame"), C("Relativo (%)", align="R"), C("Absoluto (/mm³)", align="R"), C("Referência (% · /mm³)", align="C"), C("")],
              rows=leu, rules="grid", head_bg="#f1dcda", rule_color="#9a6b66", pad_y=0.5, after=1.6),
        Text("PLAQUETAS", bold=True, size=9, after=0.5), t5(plq),
        Text("Observações hematológicas: neutrófilos com granulações tóxicas (+); hemácias normocíticas e normocrômicas; "
             "plaquetas com morfologia normal.", size=7.8, after=1.5),
        *section("OUTROS EXAMES", color=red, rule=True, size=10.5),
        t5(extra),
        Sig(["Dra. Ana Paula Figueiredo Campos", "Biomédica – CRBM-1 38.660"], align="R", before=5, width=70),
    ], footer=["Impresso em 08/10/2025 08:15. Resultados liberados eletronicamente; conferir assinatura digital no portal do hospital."])
    return Report(id="ay06", lab="Hospital e Maternidade Jardim Cuiabá – Laboratório de Análises Clínicas", city="Cuiabá-MT",
                  font="libsans", size=9, default_date=D, pages=[p], ocr_check=True,
                  features=["full blood count with indices", "differential in % and /mm³ on one row", "grid tables",
                            "Alto/Baixo flag column", "iron + ferritin, VHS, reticulocytes"],
                  margins=(13, 11, 13, 14))
