"""Reports ay07-ay12."""
from __future__ import annotations

from kit import R, kv, lead, section
from model import C, Banner, Cols, Mono, MLine, Page, Report, Rule, Sig, Space, Table, Text, V

# =============================================================================
# ay07 - emergency chemistry in two columns, result printed AFTER the reference
# =============================================================================


def ay07() -> Report:
    blue = "#204a87"
    D = "2025-01-22"

    def col_table(title, items):
        rows = []
        for key, name, vt, unit, ref, flag in items:
            r = R(key, name, vt, unit, flag)
            rows.append([C(name), C(ref, size=7.8, color="#333333"), V(r, "vuf", bold=True, align="R")])
        return [Text(title, bold=True, size=9.5, color=blue, after=0.2),
                Rule(weight=0.4, color=blue, before=0, after=0.4),
                Table(widths=[0.36, 0.36, 0.28], head=[C("Exame"), C("Valor de referência"), C("Resultado", align="R")],
                      rows=rows, rules="none", head_color="#555555", pad_y=0.55, pad_x=0.8, size=9, after=2.0)]

    left = col_table("BIOQUÍMICA E ELETRÓLITOS", [
        ("glu", "Glicose", "168", "mg/dL", "70 a 99 mg/dL", "*"),
        ("urea", "Ureia", "48", "mg/dL", "15 a 45 mg/dL", "*"),
        ("crea", "Creatinina", "1,21", "mg/dL", "0,70 a 1,30 mg/dL", ""),
        ("na", "Sódio", "138", "mEq/L", "136 a 145 mEq/L", ""),
        ("k", "Potássio", "4,1", "mEq/L", "3,5 a 5,1 mEq/L", ""),
        ("cl", "Cloreto", "101", "mEq/L", "98 a 107 mEq/L", ""),
        ("ca", "Cálcio total", "7,9", "mg/dL", "8,6 a 10,3 mg/dL", "*"),
        ("mg", "Magnésio", "1,8", "mg/dL", "1,6 a 2,6 mg/dL", ""),
        ("phos", "Fósforo", "3,0", "mg/dL", "2,5 a 4,5 mg/dL", ""),
        ("uric", "Ácido úrico", "6,9", "mg/dL", "3,5 a 7,2 mg/dL", ""),
        ("amy", "Amilase", "1.284", "U/L", "28 a 100 U/L", "*"),
        ("lip", "Lipase", "3.960", "U/L", "13 a 60 U/L", "*"),
    ]) + [Text("Amilase e lipase realizadas em duplicata após diluição 1:10. Soro levemente lipêmico (++).",
               size=7.5, italic=True, after=1)]
    right = col_table("FUNÇÃO HEPÁTICA E ENZIMAS", [
        ("ast", "TGO (AST)", "186", "U/L", "até 40 U/L", "*"),
        ("alt", "TGP (ALT)", "242", "U/L", "até 41 U/L", "*"),
        ("alp", "Fosfatase alcalina", "318", "U/L", "40 a 129 U/L", "*"),
        ("ggt", "Gama-GT", "524", "U/L", "10 a 71 U/L", "*"),
        ("bili_t", "Bilirrubina total", "3,42", "mg/dL", "até 1,20 mg/dL", "*"),
        ("bili_d", "Bilirrubina direta", "2,61", "mg/dL", "até 0,30 mg/dL", "*"),
        ("bili_i", "Bilirrubina indireta", "0,81", "mg/dL", "até 0,90 mg/dL", ""),
        ("ldh", "Desidrogenase lática (LDH)", "412", "U/L", "135 a 225 U/L", "*"),
        ("alb", "Albumina", "3,6", "g/dL", "3,5 a 5,2 g/dL", ""),
        ("crp", "Proteína C reativa", "142,5", "mg/L", "inferior a 5,0 mg/L", "*"),
    ]) + [Text("Bilirrubina indireta obtida por cálculo (total − direta).", size=7.5, italic=True, after=1)]

    p = Page(blocks=[
        Table(widths=[0.14, 0.56, 0.30],
              rows=[[C("NSN", bold=True, size=16, color="#ffffff", bg=blue, align="C"),
                     C("HOSPITAL MUNICIPAL NOSSA SENHORA DOS NAVEGANTES\nLaboratório de Análises Clínicas – Pronto-Socorro",
                       bold=True, size=10.5, color=blue),
                     C("Rua Voluntários da Pátria, 3560 – São Geraldo\nPorto Alegre/RS – CEP 90230-011\nCNES 2237644 · (51) 3289-4411",
                       size=7.6, align="R")]],
              rules="none", pad_y=1.0, after=1.2),
        kv([("Paciente", "SANDRA REGINA KLEIN MOSMANN"), ("Atendimento", "PS 2025/004.118"),
            ("Nascimento", "19/09/1967"), ("Sexo", "Feminino"),
            ("Entrada no PS", "22/01/2025 02:48"), ("Coleta", "22/01/2025 03:15"),
            ("Médico", "Dr. Eduardo Panizzi Ritter – CRM-RS 33.105"), ("Liberação", "22/01/2025 04:40"),
            ("Cartão SUS", "708 2043 1167 9920"), ("Validade da autorização", "21/02/2025")],
           ncols=2, widths=[0.15, 0.37, 0.2, 0.28], size=8.4, rules="rows", rule_color="#b8c4d6", pad_y=0.5),
        Space(1.5),
        Text("Material: soro (tubo com gel separador) · Métodos: enzimáticos/colorimétricos automatizados; eletrólitos por ISE indireto",
             size=7.8, italic=True, after=2.0),
        Cols(left, right, split=0.5, gap=8, divider=True),
        Space(2),
        Text("(*) Resultado fora do valor de referência. Valores de referência para adultos, segundo a bula dos reagentes e "
             "validação local. Resultados de amilase e lipase comunicados ao médico plantonista às 04:12.", size=7.8, after=0.5),
        Sig(["Bioq. Patrícia Dornelles Vargas", "CRF-RS 14.552 – Responsável pela liberação"], align="R", before=9, width=72),
    ], footer=["Hospital Municipal Nossa Senhora dos Navegantes – Laboratório · Impresso em 23/01/2025 14:02 pelo usuário sec.ps03",
               "Este laudo não substitui a avaliação médica. Conferência de autenticidade: código PSLAB-8821-KQ"])
    return Report(id="ay07", lab="Hospital Municipal Nossa Senhora dos Navegantes – Laboratório de Análises Clínicas",
                  city="Porto Alegre-RS", font="dejavu", size=9, default_date=D, pages=[p], ocr_check=True,
                  features=["two-column report", "result printed after the reference range", "value and unit in one cell",
                            "'*' flags", "tables without rules", "liver + kidney + electrolytes + pancreas panel"],
                  margins=(13, 11, 13, 15))


# =============================================================================
# ay08 - inpatient panel with 'previous result' column (two dates), full blood count
# =============================================================================


def ay08() -> Report:
    D, P = "2025-08-04", "2025-07-28"
    ink = "#3b3b3b"

    def pair(key, name, cur, prev, unit, ref, flag=""):
        rc = R(key, name, cur[0], unit, cur[1])
        row = [C(name), V(rc, "vf", bold=True, align="R"), C(unit, align="C")]
        if prev is None:
            row.append(C("—", align="C", color="#666666"))
        else:
            rp = R(key, name, prev[0], unit, prev[1], P)
            row.append(V(rp, "vf", align="C", color="#555555"))
        row.append(C(ref, size=8))
        return row

    head = [C("Exame"), C("Resultado", align="R"), C("Unidade", align="C"), C("Anterior\n28/07/2025", align="C"), C("Valores de referência")]
    W = [0.3, 0.14, 0.15, 0.14, 0.27]

    def t(rows):
        return Table(widths=W, head=head, rows=rows, rules="head", rule_color="#222222", pad_y=0.55, after=2.0)

    top = [
        Text("HOSPITAL UNIVERSITÁRIO POTENGI", bold=True, size=14, align="C", after=0.1, font="libserif"),
        Text("Unidade de Laboratório de Análises Clínicas – Setor de Bioquímica e Hematologia", align="C", size=9, after=0.1),
        Text("Av. Senador Salgado Filho, 1755 – Lagoa Nova – Natal/RN · CNES 2408063 · Tel. (84) 3342-9700",
             align="C", size=7.8, after=0.5),
        Rule(weight=0.5, before=0.3, after=0.3), Rule(weight=0.2, before=0, after=1.5),
    ]
    pat = kv([("Paciente:", "GERALDO BEZERRA DE MEDEIROS"), ("Prontuário:", "HUP 0091.337"),
              ("Data de nasc.:", "05/06/1952"), ("Sexo:", "Masculino"),
              ("Internação:", "25/07/2025 – Clínica Médica II, leito 7"), ("Solicitante:", "Dra. Juliana Freire Tavares – CRM-RN 7.418"),
              ("Coleta:", "04/08/2025 06:30"), ("Liberação:", "04/08/2025 11:15")],
             ncols=2, widths=[0.15, 0.37, 0.14, 0.34], size=8.6, rules="none", pad_y=0.3)
    renal = [
        pair("urea", "Ureia", ("64", "↑"), ("71", "↑"), "mg/dL", "16,6 a 48,5 mg/dL"),
        pair("crea", "Creatinina", ("1,86", "↑"), ("2,12", "↑"), "mg/dL", "0,70 a 1,20 mg/dL"),
        pair("egfr", "TFG estimada (CKD-EPI 2021)", ("38", "↓"), ("32", "↓"), "mL/min/1,73 m²", "acima de 60 mL/min/1,73 m²"),
        pair("na", "Sódio", ("137", ""), ("134", "↓"), "mmol/L", "136 a 145 mmol/L"),
        pair("k", "Potássio", ("5,2", "↑"), ("5,7", "↑"), "mmol/L", "3,5 a 5,1 mmol/L"),
    ]
    hep = [
        pair("ast", "AST (TGO)", ("38", ""), ("41", "↑"), "U/L", "até 40 U/L"),
        pair("alt", "ALT (TGP)", ("44", "↑"), ("52", "↑"), "U/L", "até 41 U/L"),
        pair("ggt", "Gama glutamil\ntransferase", ("88", "↑"), ("95", "↑"), "U/L", "10 a 71 U/L"),
        pair("bili_t", "Bilirrubina total", ("0,9", ""), ("1,1", ""), "mg/dL", "até 1,2 mg/dL"),
        pair("alb", "Albumina", ("3,1", "↓"), ("2,9", "↓"), "g/dL", "3,5 a 5,2 g/dL"),
    ]
    coag = [pair("inr", "Tempo de protrombina – RNI", ("1,18", ""), ("1,26", "↑"), "", "0,90 a 1,20")]
    lip = [pair("chol", "COLESTEROL TOTAL", ("168", ""), None, "mg/dL", "desejável: inferior a 190 mg/dL"),
           pair("hdl", "HDL-COLESTEROL", ("34", "↓"), None, "mg/dL", "desejável: superior a 40 mg/dL"),
           pair("tg", "TRIGLICERÍDEOS", ("158", "↑"), None, "mg/dL", "desejável: inferior a 150 mg/dL")]

    def h(key, name, vt, unit, ref, flag=""):
        r = R(key, name, vt, unit, flag)
        return [C(name), V(r, "vf", bold=True, align="R"), C(unit, align="C"), C(ref, size=8)]

    hem_head = [C("Exame"), C("Resultado", align="R"), C("Unidade", align="C"), C("Valores de referência")]
    HW = [0.34, 0.17, 0.17, 0.32]
    eri = [h("rbc", "Eritrócitos", "3,48", "x10⁶/µL", "4,30 a 5,70", "↓"), h("hb", "Hemoglobina", "10,2", "g/dL", "13,0 a 17,0", "↓"),
           h("hct", "Hematócrito", "31,0", "%", "40,0 a 50,0", "↓"), h("mcv", "VCM", "89,1", "fL", "83,0 a 101,0"),
           h("mch", "HCM", "29,3", "pg", "27,0 a 32,0"), h("mchc", "CHCM", "32,9", "g/dL", "31,5 a 34,5"),
           h("rdw", "RDW-CV", "14,8", "%", "11,6 a 14,0", "↑")]
    leu = [h("wbc", "Leucócitos", "7.840", "/µL", "4.000 a 10.000")]
    for k, n, pc, ab, rp, ra in [("neu", "Neutrófilos", "68,2", "5.347", "40,0 a 80,0", "2.000 a 7.000"),
                                 ("lym", "Linfócitos", "20,4", "1.599", "20,0 a 40,0", "1.000 a 3.000"),
                                 ("mon", "Monócitos", "8,1", "635", "2,0 a 10,0", "200 a 1.000"),
                                 ("eos", "Eosinófilos", "2,8", "220", "1,0 a 6,0", "20 a 500"),
                                 ("bas", "Basófilos", "0,5", "39", "0,0 a 2,0", "0 a 100")]:
        leu.append(h(k + "_pct", n, pc, "%", rp))
        leu.append(h(k + "_abs", n, ab, "/µL", ra))
    plq = [h("plt", "Plaquetas", "231.000", "/µL", "150.000 a 400.000")]

    p1 = Page(blocks=top + [pat, Rule(weight=0.2, before=0.5, after=2.0),
                            Text("FUNÇÃO RENAL E ELETRÓLITOS", bold=True, size=10, after=0.2),
                            Text("Material: soro · Métodos: ureia – urease/GLDH; creatinina – Jaffé compensado; Na/K – ISE indireto",
                                 size=7.6, italic=True, after=0.8), t(renal),
                            Text("FUNÇÃO HEPÁTICA", bold=True, size=10, after=0.2),
                            Text("Material: soro · Métodos: cinético UV IFCC (AST, ALT, GGT); diazo (bilirrubina); verde de bromocresol (albumina)",
                                 size=7.6, italic=True, after=0.8), t(hep),
                            Text("COAGULAÇÃO", bold=True, size=10, after=0.2),
                            Text("Material: plasma citratado · Método: coagulométrico", size=7.6, italic=True, after=0.8), t(coag),
                            Text("PERFIL LIPÍDICO", bold=True, size=10, after=0.2),
                            Text("Material: soro · jejum informado de 12 h · Classificação segundo Atualização da Diretriz Brasileira de Dislipidemias",
                                 size=7.6, italic=True, after=0.8), t(lip),
                            Text("A TFG estimada é calculada pela equação CKD-EPI 2021 (sem coeficiente racial) a partir da creatinina sérica. "
                                 "↑/↓: acima/abaixo do valor de referência. Coluna 'Anterior': última coleta deste internamento.",
                                 size=7.5, after=0.5)],
              footer=["HUP – Unidade de Laboratório · Impresso em 05/08/2025 07:40 · Laudo com assinatura eletrônica qualificada"])
    p2 = Page(blocks=[Text("HOSPITAL UNIVERSITÁRIO POTENGI – Unidade de Laboratório", bold=True, size=10, after=0.1, font="libserif"),
                      Text("Paciente: GERALDO BEZERRA DE MEDEIROS · Prontuário HUP 0091.337 · Coleta: 04/08/2025 06:30", size=8.4, after=0.3),
                      Rule(weight=0.5, before=0.2, after=2.0),
                      Text("HEMOGRAMA COMPLETO", bold=True, size=10.5, align="C", after=0.2),
                      Text("Material: sangue total (EDTA K2) · Método: citometria de fluxo e impedância, automação hematológica", size=7.6,
                           italic=True, align="C", after=1.2),
                      Text("Série vermelha", bold=True, size=9, after=0.3),
                      Table(widths=HW, head=hem_head, rows=eri, rules="head", pad_y=0.5, after=1.8),
                      Text("Série branca", bold=True, size=9, after=0.3),
                      Table(widths=HW, head=hem_head, rows=leu, rules="head", pad_y=0.45, after=1.8),
                      Text("Plaquetas", bold=True, size=9, after=0.3),
                      Table(widths=HW, head=hem_head, rows=plq, rules="head", pad_y=0.5, after=1.8),
                      Text("Morfologia: anisocitose discreta. Contagem diferencial automatizada conferida em lâmina.", size=7.8, after=1.0),
                      Sig(["Dr. Marcelo Dantas Fernandes", "Médico Patologista Clínico – CRM-RN 5.902"], align="C", before=12, width=80)],
              footer=["HUP – Unidade de Laboratório · Impresso em 05/08/2025 07:40 · Laudo com assinatura eletrônica qualificada"])
    return Report(id="ay08", lab="Hospital Universitário Potengi – Unidade de Laboratório de Análises Clínicas", city="Natal-RN",
                  font="libserif", size=9.5, default_date=D, pages=[p1, p2],
                  features=["'previous result' column with its own date", "HDL-COLESTEROL style", "split marker name (Gama glutamil transferase)",
                            "eGFR printed as a result", "full blood count with differential % and /µL on separate rows",
                            "header-rule-only tables", "serif font"],
                  margins=(15, 12, 15, 15))


# =============================================================================
# ay09 - emergency admission: serology + beta-hCG + blood group (block layout,
#        reference BEFORE result), urinalysis table
# =============================================================================


def ay09() -> Report:
    rose = "#8e3b5f"
    D = "2025-05-26"

    def blk(title, material, method, ref, res, unit=""):
        return [Text(title, bold=True, size=9.6, after=0.15),
                Text(f"Material: {material}   ·   Método: {method}", size=7.8, color="#444444", after=0.25),
                Table(widths=[0.16, 0.34, 0.14, 0.36],
                      rows=[[C("Valor de referência:", size=8.2, color="#444444"), C(ref, size=8.2, color="#444444"),
                             C("Resultado:", bold=True), V(res, "vuf", bold=True, size=9.8)]],
                      rules="none", pad_y=0.2, pad_x=0, after=0.3),
                Rule(weight=0.15, color="#bbbbbb", before=0.5, after=1.6, dash=True)]

    hcg = R("bhcg", "BETA-HCG QUANTITATIVO", "inferior a 1,2", "mUI/mL")
    hiv = R("hiv_agab", "HIV 1 E 2 – ANTÍGENO p24 E ANTICORPOS", "NÃO REAGENTE")
    hbs = R("hbsag", "HBsAg – ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B", "NÃO REAGENTE")
    hcv = R("hcv_ab", "ANTI-HCV – ANTICORPOS CONTRA O VÍRUS DA HEPATITE C", "NÃO REAGENTE")
    vdrl = R("vdrl", "VDRL", "NÃO REAGENTE")
    trep = R("tp_ab", "SÍFILIS – ANTICORPOS TREPONÊMICOS TOTAIS", "REAGENTE")
    abo = R("abo", "Grupo sanguíneo (sistema ABO)", "O")
    rh = R("rh", "Fator Rh (antígeno D)", "Positivo")

    top = [
        Banner("SI", "Maternidade e Pronto-Socorro Santa Inês", ["Laboratório de Análises Clínicas e Agência Transfusional"],
               ["Rua Juvenal Mário da Silva, 480 – Manaíra", "João Pessoa/PB · CEP 58038-511", "CNES 4417392 · (83) 3512-6060"],
               rose, filled=False, title_size=14),
        kv([("Paciente:", "LARISSA GOMES DE ALBUQUERQUE"), ("Código:", "MPS-250526-0219"),
            ("Nascimento:", "14/07/1996 (28 anos)"), ("DUM informada:", "02/05/2025"),
            ("Setor:", "Pronto-Socorro Obstétrico / Ginecológico"), ("Pedido médico:", "25/05/2025 23:50"),
            ("Médico:", "Dra. Priscila Nóbrega Ventura – CRM-PB 12.930"), ("Coleta:", "26/05/2025 10:40 (sangue) · 11:05 (urina)")],
           ncols=2, widths=[0.12, 0.4, 0.17, 0.31], size=8.4, rules="box", rule_color=rose),
        Space(1.5),
    ]
    p1 = Page(blocks=top + [Text("IMUNOLOGIA / SOROLOGIA", bold=True, size=10.5, color=rose, after=0.2),
                            Rule(weight=0.5, color=rose, before=0, after=1.8)] +
              blk("BETA-HCG QUANTITATIVO", "Soro", "Quimioluminescência", "Não gestantes: inferior a 5,0 mUI/mL", hcg) +
              blk("HIV 1 E 2 – ANTÍGENO p24 E ANTICORPOS", "Soro", "Quimioluminescência (4ª geração)", "Não reagente", hiv) +
              blk("HBsAg – ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B", "Soro", "Quimioluminescência", "Não reagente", hbs) +
              blk("ANTI-HCV – ANTICORPOS CONTRA O VÍRUS DA HEPATITE C", "Soro", "Quimioluminescência", "Não reagente", hcv) +
              blk("VDRL", "Soro", "Floculação em lâmina", "Não reagente", vdrl) +
              blk("SÍFILIS – ANTICORPOS TREPONÊMICOS TOTAIS", "Soro", "Quimioluminescência (CMIA)", "Não reagente", trep) +
              [Text("Anticorpos treponêmicos reagentes com VDRL não reagente: compatível com sífilis tratada (cicatriz sorológica) "
                    "ou infecção muito recente. Correlacionar com história clínica; tratamento prévio informado em 03/2022.",
                    size=7.8, italic=True, after=2.0),
               Text("IMUNO-HEMATOLOGIA – TIPAGEM SANGUÍNEA", bold=True, size=10.5, color=rose, after=0.2),
               Rule(weight=0.5, color=rose, before=0, after=1.2),
               Text("Material: sangue total (EDTA) · Método: hemaglutinação em gel (provas direta e reversa)", size=7.8,
                    color="#444444", after=0.6),
               Table(widths=[0.45, 0.55], rows=[[C(abo.name + ":"), V(abo, "v", bold=True, size=10)],
                                                [C(rh.name + ":"), V(rh, "v", bold=True, size=10)]],
                     rules="none", pad_y=0.4, width=0.7)],
              footer=["Maternidade e Pronto-Socorro Santa Inês – Laboratório · Liberado em 26/05/2025 16:20 · Impresso em 27/05/2025 08:03"])

    def u(key, name, vt, unit, ref, flag=""):
        r = R(key, name, vt, unit, flag)
        return [C(name), V(r, "vuf", bold=True), C(ref, size=8.2, color="#444444")]

    fis = [u("u_color", "Cor", "Amarelo citrino", "", "Amarelo citrino"),
           u("u_aspect", "Aspecto", "Ligeiramente turvo", "", "Límpido"),
           u("u_sg", "Densidade", "1,025", "", "1,005 a 1,030"),
           u("u_ph", "pH", "6,0", "", "5,0 a 7,5")]
    qui = [u("u_prot", "Proteínas", "Traços", "", "Negativo"),
           u("u_glu", "Glicose", "Negativo", "", "Negativo"),
           u("u_ket", "Corpos cetônicos", "Negativo", "", "Negativo"),
           u("u_bili", "Bilirrubina", "Negativo", "", "Negativo"),
           u("u_ubg", "Urobilinogênio", "Normal", "", "Normal"),
           u("u_hb", "Hemoglobina", "Positivo (+)", "", "Negativo"),
           u("u_nit", "Nitrito", "Positivo", "", "Negativo")]
    sed = [u("u_wbc", "Leucócitos", "28", "p/campo", "até 5 p/campo"),
           u("u_rbc", "Hemácias", "6", "p/campo", "até 3 p/campo"),
           u("u_epi", "Células epiteliais", "Raras", "", "Raras a algumas"),
           u("u_bact", "Bactérias", "Numerosas", "", "Ausentes a raras"),
           u("u_casts", "Cilindros", "Ausentes", "", "Ausentes")]
    W = [0.36, 0.3, 0.34]
    H = [C("Exame"), C("Resultado"), C("Valor de referência")]

    def tab(rows):
        return Table(widths=W, head=H, rows=rows, rules="none", head_color=rose, pad_y=0.6, after=2.0, width=0.85)

    p2 = Page(blocks=[Text("Maternidade e Pronto-Socorro Santa Inês – Laboratório de Análises Clínicas", bold=True, size=9, color=rose, after=0.2),
                      Text("Paciente: LARISSA GOMES DE ALBUQUERQUE · Código MPS-250526-0219", size=8.4, after=0.3),
                      Rule(weight=0.5, color=rose, before=0.2, after=2.0),
                      Text("URINA TIPO I (EAS – ELEMENTOS ANORMAIS E SEDIMENTO)", bold=True, size=10.5, color=rose, after=0.2),
                      Text("Material: urina de jato médio, primeira micção não informada · Coletada em 26/05/2025 11:05 · "
                           "Método: tira reagente com leitura automatizada e microscopia do sedimento (400x)",
                           size=7.8, color="#444444", after=1.5),
                      Text("Exame físico", bold=True, size=9.5, after=0.3), tab(fis),
                      Text("Exame químico", bold=True, size=9.5, after=0.3), tab(qui),
                      Text("Sedimentoscopia", bold=True, size=9.5, after=0.3), tab(sed),
                      Text("Urocultura com antibiograma solicitada – resultado previsto para 29/05/2025.", size=7.8, italic=True, after=1.0),
                      Sig(["Dra. Renata Lins Wanderley", "Farmacêutica-Bioquímica – CRF-PB 4.871"], align="R", before=12, width=70)],
              footer=["Maternidade e Pronto-Socorro Santa Inês – Laboratório · Liberado em 26/05/2025 16:20 · Impresso em 27/05/2025 08:03"])
    return Report(id="ay09", lab="Maternidade e Pronto-Socorro Santa Inês – Laboratório de Análises Clínicas", city="João Pessoa-PB",
                  font="libsans", size=9, default_date=D, pages=[p1, p2],
                  features=["block layout, reference printed BEFORE result", "serology NÃO REAGENTE / REAGENTE", "'inferior a' beta-hCG",
                            "blood group", "urinalysis (physical, chemical, sediment)", "DUM and request-date distractors"],
                  margins=(15, 11, 15, 15))


# =============================================================================
# ay10 - inpatient anaemia / endocrine work-up, serif, tables without rules
# =============================================================================


def ay10() -> Report:
    D = "2025-04-10"
    dark = "#1e3a2f"

    def r(key, name, vt, unit, ref, flag=""):
        x = R(key, name, vt, unit, flag)
        return [C(name), V(x, "vf", bold=True, align="R"), C(unit), C(ref, size=8.6)]

    H = [C("Exame"), C("Resultado", align="R"), C("Unidade"), C("Valores de referência")]
    W = [0.34, 0.17, 0.13, 0.36]

    def grp(title, rows, note=None):
        out = [Text(title, bold=True, size=10, color=dark, after=0.1),
               Table(widths=W, head=H, rows=rows, rules="none", head_bold=False, head_color="#666666", pad_y=0.5, after=0.8)]
        if note:
            out.append(Text(note, size=7.8, italic=True, after=0.6))
        out.append(Space(1.2))
        return out

    iron = [r("fe", "Ferro sérico", "38", "µg/dL", "65 a 175", "L"),
            r("ferritin", "Ferritina", "12,4", "ng/mL", "13,0 a 150,0", "L"),
            r("transferrin", "Transferrina", "362", "mg/dL", "200 a 360", "H"),
            r("tibc", "Capacidade total de ligação do ferro", "452", "µg/dL", "250 a 450", "H"),
            r("fe_sat", "Índice de saturação da transferrina", "8,4", "%", "20 a 50", "L")]
    vit = [r("b12", "Vitamina B12", "superior a 2.000", "pg/mL", "197 a 771"),
           r("folate", "Ácido fólico", "9,8", "ng/mL", "superior a 3,9"),
           r("vitd", "25-hidroxivitamina D", "18,6", "ng/mL", "ver tabela abaixo")]
    endo = [r("tsh", "TSH", "6,84", "µUI/mL", "0,45 a 4,50", "H"),
            r("ft4", "T4 livre", "0,92", "ng/dL", "0,70 a 1,48"),
            r("cortisol", "Cortisol (coleta às 8 h)", "14,2", "µg/dL", "6,2 a 19,4")]
    meta = [r("glu", "Glicose de jejum", "126", "mg/dL", "70 a 99", "H"),
            r("hba1c", "Hemoglobina\nglicada (HbA1c)", "7,1", "%", "inferior a 5,7", "H"),
            r("chol", "Colesterol total", "214", "mg/dL", "desejável: inferior a 190", "H"),
            r("hdl", "Colesterol HDL", "41", "mg/dL", "desejável: superior a 40"),
            r("ldl_calc", "Colesterol LDL (calculado)", "138", "mg/dL", "ver meta por categoria de risco"),
            r("nonhdl", "Colesterol não-HDL", "173", "mg/dL", "ver meta por categoria de risco"),
            r("tg", "Triglicerídeos", "176", "mg/dL", "desejável: inferior a 150", "H")]
    tum = [r("cea", "Antígeno carcinoembrionário (CEA)", "3,8", "ng/mL", "não fumantes: até 5,0"),
           r("ca199", "CA 19-9", "18,7", "U/mL", "até 37,0")]

    p = Page(blocks=[
        Text("HOSPITAL BENEFICENTE RIO NEGRO", bold=True, size=15, align="C", color=dark, after=0.1),
        Text("LABORATÓRIO DE ANÁLISES CLÍNICAS", size=9.5, align="C", after=0.1),
        Text("Rua Ferreira Pena, 1236 – Centro – Manaus/AM · CEP 69010-140 · Tel. (92) 3198-4500 · CNES 2019612",
             size=7.8, align="C", after=0.3),
        Rule(weight=0.8, color=dark, before=0.2, after=1.5),
        kv([("Paciente", "RAIMUNDA DE FÁTIMA CORRÊA MAFRA"), ("Nº do pedido", "25-04-10-00731"),
            ("Nascimento", "30/11/1958 · 66 anos"), ("Sexo", "Feminino"),
            ("Internada em", "07/04/2025 – Clínica Médica, enf. 5"), ("Médico", "Dr. Jorge Luiz Bentes – CRM-AM 6.214"),
            ("Data da coleta", "10/04/2025 07:05"), ("Liberado em", "11/04/2025 15:44")],
           ncols=2, widths=[0.15, 0.38, 0.14, 0.33], size=8.6, rules="box", rule_color=dark),
        Space(1),
        Text("Material: soro (exceto HbA1c – sangue total EDTA) · Métodos: colorimetria (ferro, lipídios, glicose), "
             "quimioluminescência (ferritina, vitaminas, hormônios, marcadores), HPLC (HbA1c).", size=7.8, italic=True, after=1.5),
    ] + grp("PERFIL DE FERRO", iron) + grp("VITAMINAS", vit,
            note="25-hidroxivitamina D (SBPC/ML–SBEM): acima de 20 ng/mL – população geral saudável; 30 a 60 ng/mL – grupos de risco; "
                 "acima de 100 ng/mL – risco de toxicidade. Conversão: ng/mL × 2,496 = nmol/L.")
      + grp("TIREOIDE E SUPRARRENAL", endo) + grp("METABOLISMO GLICÍDICO E LIPÍDICO", meta,
            note="Glicose média estimada a partir da HbA1c: 157 mg/dL. LDL calculado pela equação de Martin/Hopkins.")
      + grp("MARCADORES TUMORAIS", tum) + [
        Text("H = acima do valor de referência · L = abaixo do valor de referência. Retorno ambulatorial previsto para 25/04/2025.",
             size=7.8, after=0.3),
        Sig(["Dra. Socorro Mendonça Pinheiro", "Biomédica – CRBM-6 7.305 – Responsável Técnica"], align="R", before=6, width=76),
    ], footer=["Hospital Beneficente Rio Negro – Laboratório de Análises Clínicas · Impresso em 11/04/2025 16:02"])
    return Report(id="ay10", lab="Hospital Beneficente Rio Negro – Laboratório de Análises Clínicas", city="Manaus-AM",
                  font="dejavuserif", size=9, default_date=D, pages=[p], ocr_check=True,
                  features=["serif font", "tables without rules", "iron, vitamins, thyroid, cortisol, lipids, tumour markers",
                            "'superior a' value", "Colesterol HDL style", "split marker name (Hemoglobina glicada)",
                            "calculated eAG and conversion factor only in notes", "reference table in a note"],
                  margins=(14, 11, 14, 14))


# =============================================================================
# ay11 - oncology outpatient of a hospital: two columns, tumour markers, hormones,
#        pre-chemotherapy serology and blood count; lipids from an earlier date
# =============================================================================


def ay11() -> Report:
    D, DL = "2025-04-02", "2025-03-28"
    teal = "#00606b"

    def t(rows, head=True):
        return Table(widths=[0.44, 0.3, 0.26], head=[C("Exame"), C("Resultado", align="R"), C("Ref.")] if head else None,
                     rows=rows, rules="rows", rule_color="#b9d3d6", head_bg="#e3f0f1", pad_y=0.5, pad_x=0.8, size=8.6, after=1.5)

    def r(key, name, vt, unit, ref, flag="", date=None):
        x = R(key, name, vt, unit, flag, date)
        return [C(name), V(x, "vuf", bold=True, align="R"), C(ref, size=7.4)]

    def title(s):
        return Text(s, bold=True, size=9.2, color=teal, after=0.6)

    left = [title("MARCADORES TUMORAIS (soro · eletroquimioluminescência)"),
            t([r("cea", "CEA", "2,4", "ng/mL", "até 5,0"),
               r("ca153", "CA 15-3", "38,2", "U/mL", "até 31,3", "(A)"),
               r("ca125", "CA 125", "14,6", "U/mL", "até 35,0"),
               r("ca199", "CA 19-9", "< 2,0", "U/mL", "até 37,0"),
               r("afp", "Alfafetoproteína", "3,1", "ng/mL", "até 7,0")]),
            Text("Resultados de marcadores tumorais devem ser comparados com dosagens anteriores realizadas pelo mesmo método.",
                 size=7.2, italic=True, after=1.5),
            title("HEMOGRAMA – CONTROLE PRÉ-QUIMIOTERAPIA"),
            t([r("hb", "Hemoglobina", "12,6", "g/dL", "12,0 a 15,5"),
               r("wbc", "Leucócitos", "3.420", "/mm³", "4.000 a 11.000", "(B)"),
               r("neu_abs", "Neutrófilos", "1.480", "/mm³", "1.600 a 7.700", "(B)"),
               r("plt", "Plaquetas", "188.000", "/mm³", "150.000 a 450.000")]),
            title("SOROLOGIAS PRÉ-TRATAMENTO"),
            t([r("hbsag", "HBsAg", "Não reagente", "", "Não reagente"),
               r("hbc_ab", "Anti-HBc total", "Não reagente", "", "Não reagente"),
               r("hcv_ab", "Anti-HCV", "Não reagente", "", "Não reagente")])]
    right = [title("HORMÔNIOS E TIREOIDE (soro)"),
             t([r("fsh", "FSH", "68,4", "mUI/mL", "pós-menopausa: 25,8 a 134,8"),
                r("lh", "LH", "32,1", "mUI/mL", "pós-menopausa: 7,7 a 58,5"),
                r("e2", "Estradiol", "< 10,0", "pg/mL", "pós-menopausa: até 32,2"),
                r("prl", "Prolactina", "11,2", "ng/mL", "4,8 a 23,3"),
                r("tsh", "TSH", "2,31", "µUI/mL", "0,27 a 4,20"),
                r("ft4", "T4 livre", "1,12", "ng/dL", "0,93 a 1,70"),
                r("ferritin", "Ferritina", "214", "ng/mL", "13 a 150", "(A)"),
                r("vitd", "Vitamina D (25-OH)", "27,3", "ng/mL", "ver nota")]),
             Text("Vitamina D: valores acima de 30 ng/mL recomendados para pacientes em uso de inibidor de aromatase.",
                  size=7.2, italic=True, after=1.5),
             title("PERFIL LIPÍDICO – coletado em 28/03/2025"),
             t([r("chol", "Colesterol total", "231", "mg/dL", "inferior a 190", "(A)", DL),
                r("hdl", "HDL", "62", "mg/dL", "superior a 40", "", DL),
                r("ldl_calc", "LDL (calculado)", "141", "mg/dL", "inferior a 130", "(A)", DL),
                r("tg", "Triglicérides", "139", "mg/dL", "inferior a 150", "", DL)]),
             Text("Perfil lipídico realizado na amostra de 28/03/2025 (jejum de 12 h), incluído neste laudo a pedido do médico assistente.",
                  size=7.2, italic=True, after=1.0)]

    p = Page(blocks=[
        Banner("IV", "Centro de Oncologia – Hospital Ilha Verde", ["Laboratório de Análises Clínicas · Ambulatório de Quimioterapia"],
               ["Rua Menino Deus, 63 – Centro – Florianópolis/SC", "CNES 0019437 · Fone (48) 3251-7700",
                "RT: Dr. André Schmitz Koerich – CRF-SC 5.118"], teal, filled=True, title_size=13),
        kv([("Paciente:", "HELENA MARIA VIEIRA DA LUZ"), ("Prontuário:", "ONC-33.902"),
            ("Nascimento:", "22/06/1966"), ("Idade / sexo:", "58 anos / Feminino"),
            ("Diagnóstico (CID):", "C50.4"), ("Último ciclo de QT:", "19/03/2025 (C3D1)"),
            ("Médica:", "Dra. Bianca Hoffmann Ramos – CRM-SC 18.225"), ("Coleta:", "02/04/2025 08:10"),
            ("Próxima consulta:", "09/04/2025 – Oncologia clínica"), ("Liberado em:", "03/04/2025 11:37")],
           ncols=2, widths=[0.17, 0.35, 0.17, 0.31], size=8.3, rules="none", pad_y=0.3),
        Rule(weight=0.4, color=teal, before=0.2, after=2.0),
        Cols(left, right, split=0.5, gap=7, divider=True),
        Text("(A) acima do valor de referência · (B) abaixo do valor de referência. Valores de referência dependem do método e do "
             "fabricante do reagente.", size=7.6, after=0.5),
        Sig(["Dr. André Schmitz Koerich", "Farmacêutico-Bioquímico – CRF-SC 5.118"], align="R", before=7, width=70),
    ], footer=["Centro de Oncologia – Hospital Ilha Verde · Laudo emitido em 03/04/2025 11:40 · Página gerada pelo sistema LIS-ONCO"])
    return Report(id="ay11", lab="Centro de Oncologia – Hospital Ilha Verde – Laboratório de Análises Clínicas", city="Florianópolis-SC",
                  font="dejavucond", size=9, default_date=D, pages=[p],
                  features=["two-column report", "tumour markers", "hormones, thyroid, ferritin, vitamin D",
                            "'HDL' style", "'<' values", "(A)/(B) flags", "lipids from an earlier collection date",
                            "pre-chemotherapy serology"],
                  margins=(13, 11, 13, 14))


# =============================================================================
# ay12 - diabetic ketoacidosis in the emergency room: venous gas, chemistry,
#        POCT glucose, urine strip; re-evaluation after midnight. Monospace + leaders
# =============================================================================


def ay12() -> Report:
    D1, D2 = "2025-12-09", "2025-12-10"
    W = 30

    def L(res, ref, part="vuf"):
        return lead(res, W, tail=ref, part=part, pad_value=18)

    vg = [R("ph_v", "pH", "7,08", "", "L"), R("pco2_v", "pCO2", "18,2", "mmHg", "L"), R("po2_v", "pO2", "38,0", "mmHg"),
          R("hco3_v", "HCO3 (bicarbonato)", "5,4", "mmol/L", "L"), R("be_v", "Excesso de bases", "-23,6", "mmol/L", "L"),
          R("so2_v", "Saturação de O2", "61,0", "%"), R("lac_v", "Lactato venoso", "3,1", "mmol/L", "H")]
    vg_ref = ["7,32 a 7,43", "38,0 a 50,0 mmHg", "30,0 a 50,0 mmHg", "22,0 a 28,0 mmol/L", "-2,0 a +3,0 mmol/L",
              "60,0 a 85,0 %", "0,5 a 2,2 mmol/L"]
    bq = [(R("glu", "Glicose", "684", "mg/dL", "H"), "70 a 99 mg/dL"),
          (R("na", "Sódio", "131", "mEq/L", "L"), "135 a 145 mEq/L"),
          (R("k", "Potássio", "5,9", "mEq/L", "H"), "3,5 a 5,1 mEq/L"),
          (R("cl", "Cloreto", "98", "mEq/L"), "98 a 107 mEq/L"),
          (R("ag", "Ânion gap (calculado)", "27,6", "mEq/L", "H"), "8 a 16 mEq/L"),
          (R("urea", "Ureia", "62", "mg/dL", "H"), "15 a 45 mg/dL"),
          (R("crea", "Creatinina", "1,58", "mg/dL", "H"), "0,70 a 1,20 mg/dL"),
          (R("osm", "Osmolalidade sérica", "318", "mOsm/kg", "H"), "275 a 295 mOsm/kg"),
          (R("lip", "Lipase", "48", "U/L"), "13 a 60 U/L"),
          (R("etoh", "Etanol", "inferior a 10", "mg/dL"), "não detectável")]
    poct = R("glu_cap", "Glicemia capilar (glicosímetro)", "superior a 600", "mg/dL", "H")
    ur = [(R("u_glu", "Glicose", "Positivo (++++)", ""), "Negativo"),
          (R("u_ket", "Corpos cetônicos", "Positivo (+++)", ""), "Negativo"),
          (R("u_sg", "Densidade", "1,030", ""), "1,005 a 1,030"),
          (R("u_ph", "pH", "5,0", ""), "5,0 a 7,5"),
          (R("u_wbc", "Leucócitos", "Raros", ""), "até 5 p/campo"),
          (R("u_rbc", "Hemácias", "Raras", ""), "até 3 p/campo"),
          (R("u_casts", "Cilindros", "Ausentes", ""), "Ausentes")]
    re = [(R("ph_v", "pH venoso", "7,19", "", "L", D2), "7,32 a 7,43"),
          (R("hco3_v", "HCO3 venoso", "9,8", "mmol/L", "L", D2), "22,0 a 28,0 mmol/L"),
          (R("k_b", "Potássio (gasometria)", "4,2", "mmol/L", "", D2), "3,5 a 5,1 mmol/L"),
          (R("glu", "Glicose plasmática", "312", "mg/dL", "H", D2), "70 a 99 mg/dL")]

    sep = MLine(["=" * 82])
    sep2 = MLine(["-" * 82])
    head = [
        MLine(["PRONTO ATENDIMENTO HOSPITAL SÃO BRÁULIO - LABORATÓRIO 24 HORAS"], bold=True),
        MLine(["Rua Areolino de Abreu, 1550 - Centro/Norte - Teresina/PI  CEP 64000-180"]),
        MLine(["CNES 2726580   Fone (86) 3215-9900   RT: Dra. Teresa C. Portela - CRF-PI 2.317"]),
        sep,
        MLine(["Paciente...: RAFAEL HENRIQUE SOARES LUSTOSA            Nº atend.: PA-25-118.734"]),
        MLine(["Nascimento.: 03/03/2006   Sexo: Masculino   Idade: 19 anos"]),
        MLine(["Solicitante: Dr. Márcio Ibiapina Neto - CRM-PI 6.871   Setor....: Sala de emergência"]),
        MLine(["Entrada....: 09/12/2025 22:05   Pedido nº 2025-88412 emitido em 09/12/2025 22:09"]),
        MLine(["Dados clínicos: DM tipo 1; última internação por CAD em 14/08/2025."]),
        sep,
    ]
    body1 = head + [
        MLine(["GASOMETRIA VENOSA"], bold=True),
        MLine(["Material: sangue venoso heparinizado   Coleta: 09/12/2025 22:35   Método: potenciometria"]),
    ]
    for res, ref in zip(vg, vg_ref):
        body1 += L(res, ref)
    body1 += [MLine([""]), MLine(["BIOQUÍMICA"], bold=True),
              MLine(["Material: soro / plasma fluoretado   Coleta: 09/12/2025 22:35   Recebido: 09/12/2025 22:51"])]
    for res, ref in bq:
        body1 += L(res, ref)
    body1 += [MLine(["  Ânion gap = Na - (Cl + HCO3). Etanol por método enzimático (ADH)."]), MLine([""]),
              MLine(["GLICEMIA CAPILAR - TESTE REMOTO (POCT)"], bold=True),
              MLine(["Material: sangue capilar   Realizado: 09/12/2025 22:20 pela enfermagem"])]
    body1 += L(poct, "leitura acima do limite do aparelho (HI)")
    body1 += [MLine([""]), MLine(["H = acima do valor de referência   L = abaixo do valor de referência"])]

    body2 = [MLine(["PA HOSPITAL SÃO BRÁULIO - LABORATÓRIO 24 HORAS   Paciente: RAFAEL HENRIQUE SOARES LUSTOSA"], bold=True),
             MLine(["Nº atend.: PA-25-118.734"]), sep, MLine([""]),
             MLine(["URINA - TIRA REAGENTE E SEDIMENTO RÁPIDO"], bold=True),
             MLine(["Material: urina (amostra isolada)   Coleta: 09/12/2025 23:10   Método: tira reagente + microscopia"])]
    for res, ref in ur:
        body2 += L(res, ref)
    body2 += [MLine([""]), sep2,
              MLine(["REAVALIAÇÃO - PROTOCOLO DE CETOACIDOSE DIABÉTICA"], bold=True),
              MLine(["Material: sangue venoso   Coleta: 10/12/2025 02:40   Recebido: 10/12/2025 02:46"])]
    for res, ref in re:
        body2 += L(res, ref)
    body2 += [sep2, MLine(["Observações:"]),
              MLine(["  pH venoso de 09/12 (valor crítico) comunicado ao plantonista às 23:02."]),
              MLine(["  Amostras mantidas na soroteca até 09/01/2026."]),
              MLine([""]), MLine([""]),
              MLine(["                                      __________________________________"]),
              MLine(["                                      Bioq. Francisco das Chagas Reis"]),
              MLine(["                                      CRF-PI 3.094 - liberação 10/12/2025 03:02"])]
    foot = ["Impresso em 10/12/2025 03:15 - PA Hospital São Bráulio - sistema LABWIN 24h"]
    return Report(id="ay12", lab="Pronto Atendimento Hospital São Bráulio – Laboratório 24 Horas", city="Teresina-PI",
                  font="libmono", size=9, default_date=D1,
                  pages=[Page([Mono(body1, size=9)], foot), Page([Mono(body2, size=9)], foot)],
                  features=["monospace LIS print", "dotted leaders", "venous blood gas + electrolytes + anion gap + osmolality",
                            "'superior a' and 'inferior a' values", "POCT glucose", "urine strip (Positivo (+++), Raros)",
                            "re-evaluation after midnight (2 dates)"],
                  margins=(14, 12, 12, 14), page_numbers="Pág. {p}/{n}")
