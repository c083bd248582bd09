"""The twelve bb reports, each described once as data.

Everything here is invented: laboratories, people, addresses, registry numbers
(CNPJ, CNES, CRM, CRF, CRBM, COREN) and values.
"""
from engine import (Abs, Col, Cols, Heading, KV, Mono, MonoRow, Note, Para, Result, Row, Rule, Sig, Space, Sub,
                    Table, TextRow)


def r(key, vt, unit="", flag="", date=None, **kw):
    return Result(key, vt, unit, flag, date, **kw)


def footer(left, right="Página {p} de {n}", center="", size=7.0, color="#555555", rule="#888888", w=182.0,
           second=""):
    def f(p, n):
        items = [("L", 0, 0, w, 0, 0.2, rule)] if rule else []
        items.append(("T", 0, 0.8, w * 0.72, 3.4, left.format(p=p, n=n), size, False, False, "L", color))
        if center:
            items.append(("T", 0, 4.2, w, 3.4, center.format(p=p, n=n), size, False, False, "L", color))
        items.append(("T", w * 0.72, 0.8, w * 0.28, 3.4, right.format(p=p, n=n), size, False, False, "R", color))
        if second:
            items.append(("T", 0, 4.2, w, 3.4, second.format(p=p, n=n), size - 0.5, False, True, "L", color))
        return [Abs(items, 8)]
    return f


# =============================================================================
# bb01 - national chain, São Paulo/SP - FBC with previous column, chemistry
# =============================================================================
def bb01():
    NAVY, LIGHT = "#1d3c6e", "#e6ecf5"
    W = 182.0
    PREV = "2023-09-22"

    def header(p, n):
        return [Abs([
            ("R", 0, 0, 14, 14, NAVY, None, 0),
            ("T", 0, 0, 14, 14, "V", 22, True, False, "C", "#ffffff"),
            ("T", 17, 0.3, 70, 7, "VITALIS", 17, True, False, "L", NAVY),
            ("T", 17, 7.2, 70, 5, "Medicina Diagnóstica", 9.5, False, False, "L", "#5a6b86"),
            ("T", 80, 0.4, 102, 3.6, "Unidade Moema · Alameda dos Anapurus, 1.480 · Moema · São Paulo/SP", 7,
             False, False, "R", "#333333"),
            ("T", 80, 4.2, 102, 3.6, "CNPJ 27.418.553/0001-06 · CNES 7781204", 7, False, False, "R", "#333333"),
            ("T", 80, 8.0, 102, 3.6, "Central de atendimento (11) 3049-7700 · www.vitalisdiag.com.br", 7, False,
             False, "R", "#333333"),
            ("L", 0, 16, W, 16, 0.6, NAVY),
        ], 18)]

    patient = KV([
        [("Paciente:", "MARIANA COSTA FERRAZ", 108), ("Pedido:", "4471-0932-18", 70)],
        [("Data de nascimento:", "17/05/1986", 58), ("Idade:", "37 anos", 50), ("Sexo:", "Feminino", 70)],
        [("Médico solicitante:", "Dr. Paulo H. Arantes — CRM-SP 96.113", 108),
         ("Convênio:", "Saúde Integral Plus", 70)],
        [("Data da solicitação:", "08/04/2024", 58), ("Coleta:", "11/04/2024 07:42", 50),
         ("Liberado em:", "11/04/2024 16:38", 70)],
    ], size=8.2, box={"stroke": "#9fb0cc", "fill": "#f7f9fc"}, label_color=NAVY)

    def prev(key, vt, unit):
        return r(key, vt, unit, date=PREV)

    ery = Table([
        Col("ERITROGRAMA", 52, "name"),
        Col("Resultado", 26, "vf0", "R", bold=True),
        Col("Unidade", 26, "u0"),
        Col("Valores de referência", 44, "ref"),
        Col("Resultado anterior\n22/09/2023", 34, "v1", "R", color="#555555"),
    ], [
        Row("Hemácias", r("rbc", "4,62", "milhões/mm³"), prev("rbc", "4,48", "milhões/mm³"), ref="3,90 a 5,03"),
        Row("Hemoglobina", r("hgb", "13,8", "g/dL"), prev("hgb", "13,1", "g/dL"), ref="12,0 a 15,5"),
        Row("Hematócrito", r("hct", "41,2", "%"), prev("hct", "39,6", "%"), ref="35,0 a 45,0"),
        Row("VCM", r("mcv", "89,2", "fL"), prev("mcv", "88,4", "fL"), ref="81,6 a 98,3"),
        Row("HCM", r("mch", "29,9", "pg"), prev("mch", "29,2", "pg"), ref="26,0 a 34,0"),
        Row("CHCM", r("mchc", "33,5", "g/dL"), prev("mchc", "33,1", "g/dL"), ref="31,0 a 36,0"),
        Row("RDW", r("rdw", "13,1", "%"), prev("rdw", "12,8", "%"), ref="11,5 a 15,0"),
    ], rules="rows", rule_color="#b8c2d3", header_fill=LIGHT, header_color=NAVY, size=8.6, hsize=8.0)

    leu = Table([
        Col("LEUCOGRAMA", 44, "name"),
        Col("%", 16, "v0", "R", bold=True),
        Col("/mm³", 22, "vf1", "R", bold=True),
        Col("Ref. (%)", 26, "ref", "C"),
        Col("Ref. (/mm³)", 40, "ref2", "C"),
        Col("Anterior 22/09/2023\n(/mm³)", 34, "v2", "R", color="#555555"),
    ], [
        Row("Leucócitos", None, r("wbc", "6.850", "/mm³"), r("wbc", "7.120", "/mm³", date=PREV),
            ref2="3.500 a 10.500", extra={"gap": ""}),
        Row("Neutrófilos", r("neut_pct", "58,4", "%"), r("neut_abs", "4.000", "/mm³"), ref="45,0 a 75,0",
            ref2="1.700 a 7.000", extra={"gap": ""}),
        Row("Eosinófilos", r("eos_pct", "3,1", "%"), r("eos_abs", "212", "/mm³"), ref="1,0 a 5,0",
            ref2="50 a 500", extra={"gap": ""}),
        Row("Basófilos", r("baso_pct", "0,6", "%"), r("baso_abs", "41", "/mm³"), ref="0,0 a 2,0",
            ref2="0 a 100", extra={"gap": ""}),
        Row("Linfócitos", r("lymph_pct", "30,2", "%"), r("lymph_abs", "2.069", "/mm³"), ref="20,0 a 45,0",
            ref2="900 a 2.900", extra={"gap": ""}),
        Row("Monócitos", r("mono_pct", "7,7", "%"), r("mono_abs", "527", "/mm³"), ref="2,0 a 10,0",
            ref2="300 a 900", extra={"gap": ""}),
    ], rules="rows", rule_color="#b8c2d3", header_fill=LIGHT, header_color=NAVY, size=8.6, hsize=8.0)

    plq = Table([
        Col("PLAQUETOGRAMA", 52, "name"),
        Col("Resultado", 26, "vf0", "R", bold=True),
        Col("Unidade", 26, "u0"),
        Col("Valores de referência", 44, "ref"),
        Col("Resultado anterior\n22/09/2023", 34, "v1", "R", color="#555555"),
    ], [
        Row("Plaquetas", r("plt", "245.000", "/mm³"), prev("plt", "231.000", "/mm³"), ref="150.000 a 450.000"),
    ], rules="rows", rule_color="#b8c2d3", header_fill=LIGHT, header_color=NAVY, size=8.6, hsize=8.0)

    p1 = [
        patient,
        Heading("HEMOGRAMA COMPLETO", size=11, color=NAVY, rule=0.4, rule_color=NAVY, before=3),
        Para("Material: Sangue total (EDTA)   ·   Método: Citometria de fluxo e impedância, com revisão "
             "microscópica quando indicada", size=7.5, color="#444444", italic=True),
        ery, Space(2), leu, Space(2), plq,
        Para("Série vermelha: normocitose e normocromia. Série branca: sem alterações morfológicas. "
             "Plaquetas: morfologia habitual.", size=7.8, italic=True, before=2),
    ]

    chem = Table([
        Col("Exame", 56, "name"),
        Col("Resultado", 22, "v0", "R", bold=True),
        Col("", 7, "f0", "C", bold=True, color="#b00020"),
        Col("Unidade", 25, "u0"),
        Col("Valores de referência", 40, "ref"),
        Col("Anterior\n22/09/2023", 32, "v1", "R", color="#555555"),
    ], [
        Sub("Glicemia", color=NAVY),
        Row("Glicose de jejum", r("glu_fast", "92", "mg/dL"), prev("glu_fast", "88", "mg/dL"), ref="70 a 99"),
        Note("Material: Plasma (fluoreto)  ·  Método: Hexoquinase  ·  Jejum informado: 10 horas"),
        Sub("Perfil lipídico", color=NAVY),
        Row("Colesterol total", r("chol", "212", "mg/dL", "H"), prev("chol", "198", "mg/dL"),
            ref="Desejável: < 190"),
        Row("HDL-Colesterol", r("hdl", "48", "mg/dL"), prev("hdl", "51", "mg/dL"), ref="Desejável: > 40"),
        Row("LDL-Colesterol", r("ldl_calc", "139", "mg/dL", "H"), prev("ldl_calc", "124", "mg/dL"),
            ref="Ver nota"),
        Row("VLDL-Colesterol", r("vldl", "25", "mg/dL"), ref="< 30", extra={"gap": ""}),
        Row("Colesterol não-HDL", r("nonhdl", "164", "mg/dL", "H"), ref="Desejável: < 160",
            extra={"gap": ""}),
        Row("Triglicérides", r("tg", "126", "mg/dL"), prev("tg", "117", "mg/dL"), ref="Desejável: < 150"),
        Note("Material: Soro  ·  Método: Enzimático colorimétrico  ·  LDL e VLDL calculados (equação de "
             "Martin/Hopkins)"),
        Sub("Função renal e hepática", color=NAVY),
        Row("Creatinina", r("creat", "0,92", "mg/dL", "H"), prev("creat", "0,85", "mg/dL"), ref="0,50 a 0,90"),
        Row("TFG estimada (CKD-EPI 2021)", r("egfr_ckdepi21", "82", "mL/min/1,73 m²"), ref="> 60",
            extra={"gap": ""}),
        Row("TGO (AST)", r("ast", "22", "U/L"), ref="até 32", extra={"gap": ""}),
        Row("TGP (ALT)", r("alt", "28", "U/L"), ref="até 33", extra={"gap": ""}),
        Note("Material: Soro  ·  Métodos: Jaffé cinético (creatinina), IFCC sem piridoxal "
             "(transaminases)"),
        Sub("Tireoide", color=NAVY),
        Row("TSH", r("tsh", "2,14", "µUI/mL"), prev("tsh", "1,96", "µUI/mL"), ref="0,45 a 4,50"),
        Row("T4 livre", r("ft4", "1,12", "ng/dL"), ref="0,70 a 1,48", extra={"gap": ""}),
        Note("Material: Soro  ·  Método: Quimioluminescência"),
    ], rules="rows", rule_color="#b8c2d3", header_fill=LIGHT, header_color=NAVY, size=8.6, hsize=8.0)

    p2 = [
        KV([[("Paciente:", "MARIANA COSTA FERRAZ", 80), ("Pedido:", "4471-0932-18", 48),
             ("Coleta:", "11/04/2024 07:42", 50)]], size=8, label_color=NAVY, before=0),
        Heading("BIOQUÍMICA E HORMÔNIOS", size=11, color=NAVY, rule=0.4, rule_color=NAVY, before=2),
        chem,
        Para("Nota: metas de LDL-colesterol conforme categoria de risco cardiovascular (Atualização da Diretriz "
             "Brasileira de Dislipidemias, 2017): baixo risco < 130 mg/dL; risco intermediário < 100 mg/dL; "
             "alto risco < 70 mg/dL; muito alto risco < 50 mg/dL. H = acima do valor de referência.",
             size=7.2, color="#333333", before=1.5),
        Sig([("Dra. Helena Q. Mourão", "Biomédica — CRBM-1 22.417"),
             ("Dr. Ricardo Tavares Leme", "Responsável técnico — CRM-SP 118.442")], size=7.8, before=8),
    ]
    return dict(
        id="bb01", lab="Vitalis Medicina Diagnóstica", city="São Paulo/SP", collected="2024-04-11",
        font="libsans", size=8.6, margins=(14, 10, 14, 12), header=header,
        footer=footer("Laudo liberado eletronicamente em 11/04/2024 16:38 · Impresso em 15/04/2024 10:02",
                      second="Resultados a serem interpretados pelo médico assistente, em conjunto com "
                             "dados clínicos."),
        pages=[p1, p2],
        features="national-chain layout; ruled tables with 'Resultado anterior' column (previous sample "
                 "22/09/2023); FBC indices + differential (% and /mm³); separate flag column (H); "
                 "HDL-Colesterol; lipids, kidney, liver, thyroid",
    )


# =============================================================================
# bb02 - regional lab, Juiz de Fora/MG - block layout (heading/material/method/result)
# =============================================================================
def bb02():
    W = 182.0

    def header(p, n):
        return [
            Heading("LABORATÓRIO SÃO LUCAS", size=17, align="C", before=0, after=0),
            Heading("ANÁLISES CLÍNICAS", size=9, bold=False, align="C", before=0, after=0.5, color="#333333"),
            Para("Rua Halfeld, 1.022 — 2º andar — Centro — Juiz de Fora — MG — CEP 36010-003 — Fone (32) 3215-4470",
                 size=7.5, align="C", before=0, after=0),
            Para("CNPJ 19.604.221/0001-48   ·   Responsável técnica: Dra. Beatriz M. Vilela — CRF-MG 14.083",
                 size=7.5, align="C", before=0, after=0),
            Rule(lw=0.35, double=True, before=1, after=2),
        ]

    def block(title, material, method, rows, vr, note=None, label_w=62, val_w=50):
        out = [Heading(title, size=10.2, before=2.5, after=0.3),
               Para("Material: %s          Método: %s" % (material, method), size=8, italic=True, before=0,
                    after=0)]
        out.append(Table([Col("", label_w, "name"), Col("", val_w, "vfu0", bold=True)], rows, header=False,
                         rules="none", size=9.6, before=0.8, after=0.2, row_h=4.6))
        out.append(Para("Valores de referência:", size=7.8, bold=True, before=0.5, after=0))
        for line in vr:
            out.append(Para(line, size=7.8, before=0, after=0, indent=3))
        if note:
            out.append(Para(note, size=7.5, italic=True, before=0.8, after=0))
        out.append(Rule(lw=0.2, color="#999999", dash=(0.6, 0.6), before=1.5, after=0))
        return out

    def res(title, r_):
        r_.pname = title
        return [Row("Resultado:", r_)]

    patient = KV([
        [("Paciente:", "JOSÉ ANTÔNIO REZENDE", 112), ("Registro:", "0214-55871", 66)],
        [("Nascimento:", "03/11/1962", 56), ("Idade:", "61 anos", 56), ("Sexo:", "Masculino", 66)],
        [("Médico(a):", "Dra. Cláudia F. Paiva — CRM-MG 41.307", 112), ("Requisição médica:", "12/08/2024", 66)],
        [("Coleta:", "19/08/2024 07:20", 56), ("Entrega prevista:", "23/08/2024", 56),
         ("Emitido em:", "22/08/2024 14:05", 66)],
    ], size=8.4, sep=" ", before=0)

    T = "GLICOSE EM JEJUM"
    p1 = [patient, Rule(lw=0.3, before=0.5, after=0)]
    p1 += block(T, "Plasma (fluoreto)", "Enzimático — hexoquinase", res(T, r("glu_fast", "104", "mg/dL")),
                ["Normal: 70 a 99 mg/dL", "Glicemia de jejum alterada: 100 a 125 mg/dL",
                 "Diabetes mellitus: igual ou superior a 126 mg/dL (SBD 2024)"])
    p1 += block("HEMOGLOBINA GLICADA", "Sangue total (EDTA)", "HPLC — cromatografia líquida de alta eficiência",
                [Row("Hemoglobina glicada (HbA1c):", r("hba1c", "5,9", "%", loinc="17856-6", alts=["4548-4"])),
                 Row("Glicose média estimada:", r("eag", "123", "mg/dL"))],
                ["HbA1c — Normal: inferior a 5,7 %  ·  Pré-diabetes: 5,7 a 6,4 %  ·  Diabetes: igual ou "
                 "superior a 6,5 %"], note="Glicose média estimada calculada pela fórmula do estudo ADAG.")
    p1 += block("COLESTEROL TOTAL E FRAÇÕES", "Soro", "Enzimático colorimétrico (LDL e VLDL por cálculo)",
                [Row("COLESTEROL TOTAL:", r("chol", "198", "mg/dL")),
                 Row("HDL-COLESTEROL:", r("hdl", "41", "mg/dL")),
                 Row("LDL-COLESTEROL:", r("ldl_calc", "128", "mg/dL")),
                 Row("VLDL-COLESTEROL:", r("vldl", "29", "mg/dL")),
                 Row("COLESTEROL NÃO-HDL:", r("nonhdl", "157", "mg/dL"))],
                ["Colesterol total: desejável inferior a 190 mg/dL  ·  HDL: desejável superior a 40 mg/dL",
                 "LDL: conforme risco cardiovascular — baixo < 130; intermediário < 100; alto < 70; muito alto "
                 "< 50 mg/dL", "Não-HDL: baixo risco < 160 mg/dL"])
    p1 += block("TRIGLICÉRIDES", "Soro", "Enzimático colorimétrico (GPO-PAP)",
                res("TRIGLICÉRIDES", r("tg", "146", "mg/dL")),
                ["Com jejum: desejável inferior a 150 mg/dL  ·  Sem jejum: desejável inferior a 175 mg/dL"],
                note="Jejum informado pelo paciente: 12 horas.")

    TSH = "HORMÔNIO TIREOESTIMULANTE\nULTRASSENSÍVEL (TSH)"
    p2 = [KV([[("Paciente:", "JOSÉ ANTÔNIO REZENDE", 112), ("Registro:", "0214-55871", 66)]], size=8.4,
             before=0), Rule(lw=0.3, before=0.5, after=0)]
    p2 += block("ÁCIDO ÚRICO", "Soro", "Enzimático (uricase-peroxidase)",
                res("ÁCIDO ÚRICO", r("urate", "5,1", "mg/dL")), ["Homens: 3,4 a 7,0 mg/dL"])
    p2 += block("TEMPO DE PROTROMBINA (TP)", "Plasma citratado", "Coagulométrico automatizado",
                [Row("Tempo de protrombina:", r("pt_sec", "13,1", "segundos")),
                 Row("Atividade de protrombina:", r("pt_act", "84", "%")),
                 Row("RNI:", r("inr", "1,12", ""))],
                ["Tempo: 10,0 a 14,0 segundos  ·  Atividade: 70 a 100 %  ·  RNI: 0,8 a 1,2 (sem anticoagulante)"])
    p2 += block(TSH, "Soro", "Quimioluminescência",
                res(" ".join(TSH.split("\n")), r("tsh", "3,82", "µUI/mL")), ["0,38 a 5,33 µUI/mL"])
    p2 += block("T4 LIVRE (TIROXINA LIVRE)", "Soro", "Quimioluminescência",
                res("T4 LIVRE (TIROXINA LIVRE)", r("ft4", "0,98", "ng/dL")), ["0,54 a 1,24 ng/dL"])
    p2 += block("VITAMINA D (25-HIDROXIVITAMINA D)", "Soro", "Quimioluminescência",
                res("VITAMINA D (25-HIDROXIVITAMINA D)", r("vitd", "24,6", "ng/mL")),
                ["Superior a 20 ng/mL: desejável para a população geral saudável",
                 "30 a 60 ng/mL: recomendado para grupos de risco (SBPC/ML e SBEM, 2017)"])
    p2 += block("VITAMINA B12", "Soro", "Quimioluminescência",
                res("VITAMINA B12", r("b12", "412", "pg/mL")), ["211 a 911 pg/mL"])
    p2 += block("PSA TOTAL (ANTÍGENO PROSTÁTICO ESPECÍFICO)", "Soro", "Quimioluminescência",
                res("PSA TOTAL (ANTÍGENO PROSTÁTICO ESPECÍFICO)", r("psa", "1,86", "ng/mL")),
                ["Até 4,0 ng/mL"])
    p2 += [Sig([("Dra. Beatriz M. Vilela", "Farmacêutica-Bioquímica", "CRF-MG 14.083")], size=8, before=6)]
    return dict(
        id="bb02", lab="Laboratório São Lucas de Análises Clínicas", city="Juiz de Fora/MG",
        collected="2024-08-19", font="libserif", size=9.5, margins=(14, 10, 14, 12), header=header,
        footer=footer("Laboratório São Lucas — Juiz de Fora/MG   ·   Emitido em 22/08/2024 14:05",
                      right="Folha {p}/{n}", size=7.5),
        pages=[p1, p2],
        features="regional lab; block layout (heading / material / method / 'Resultado:' line / reference); "
                 "HDL-COLESTEROL upper case; heading split across two lines (TSH); HbA1c by HPLC; "
                 "prothrombin time block; vitamins, PSA",
    )


# =============================================================================
# bb03 - university hospital, Quixadá/CE - cumulative table (3 collection dates)
# =============================================================================
def bb03():
    W = 182.0
    D1, D2, D3 = "2025-02-02", "2025-02-09", "2025-02-16"

    def header(p, n):
        return [Abs([
            ("R", 0, 0, W, 17, "#e9ecef", "#6c757d", 0.3),
            ("T", 3, 1.0, 130, 4, "UNIVERSIDADE ESTADUAL DO SERTÃO CENTRAL", 8.5, True, False, "L", "#212529"),
            ("T", 3, 5.2, 140, 5, "HOSPITAL UNIVERSITÁRIO DR. SEVERINO ARRUDA", 11.5, True, False, "L", "#0b3d62"),
            ("T", 3, 11.0, 140, 4, "Unidade de Laboratório de Análises Clínicas — Patologia Clínica", 8, False,
             False, "L", "#212529"),
            ("T", 120, 1.0, 59, 4, "SIL-HU v4.2", 7.5, False, False, "R", "#495057"),
            ("T", 120, 5.5, 59, 4, "Quixadá — CE", 7.5, False, False, "R", "#495057"),
            ("T", 120, 10.0, 59, 4, "CNES 2481097", 7.5, False, False, "R", "#495057"),
        ], 19)]

    patient = KV([
        [("Paciente:", "FRANCISCA DAS CHAGAS MOREIRA", 110), ("Prontuário:", "0083.512-4", 68)],
        [("Nascimento:", "21/06/1958", 52), ("Sexo:", "F", 22), ("Clínica:", "Ambulatório de Nefrologia", 104)],
        [("Médico:", "Dr. Vinícius A. Bastos — CRM-CE 13.208", 110), ("Próxima consulta:", "10/03/2025", 68)],
    ], size=8.2, font="djcond", box={"stroke": "#6c757d"})

    def row(name, unit, vals, ref, key):
        res = []
        for d, v in zip((D1, D2, D3), vals):
            if v is None:
                res.append(None)
            else:
                vt, fl = (v.split(" ") + [""])[:2]
                res.append(r(key, vt, unit, fl, date=d))
        return Row(name, *res, unit=unit, ref=ref)

    tab = Table([
        Col("Exame", 50, "name"),
        Col("Unidade", 27, "unit"),
        Col("02/02/2025\n07:35", 21, "vf0", "R"),
        Col("09/02/2025\n07:50", 21, "vf1", "R"),
        Col("16/02/2025\n07:28", 21, "vf2", "R", bold=True),
        Col("Valores de referência", 42, "ref"),
    ], [
        Sub("BIOQUÍMICA — Material: Soro", fill="#f1f3f5"),
        row("Ureia", "mg/dL", ["68 H", "74 H", "61 H"], "15 a 45", "urea"),
        row("Creatinina", "mg/dL", ["1,82 H", "1,95 H", "1,74 H"], "0,51 a 0,95", "creat"),
        row("TFG estimada (CKD-EPI 2021)", "mL/min/1,73m²", ["30 L", "28 L", "32 L"], "> 60", "egfr_ckdepi21"),
        row("Sódio", "mEq/L", ["139", "137", "140"], "136 a 145", "na"),
        row("Potássio", "mEq/L", ["5,3 H", "5,6 H", "5,1"], "3,5 a 5,1", "k"),
        row("Cálcio total", "mg/dL", ["8,9", None, "9,1"], "8,6 a 10,3", "ca"),
        row("Fósforo", "mg/dL", ["4,8 H", None, "4,6 H"], "2,5 a 4,5", "phos"),
        row("Magnésio", "mg/dL", [None, None, "2,3"], "1,6 a 2,6", "mg"),
        row("Ácido úrico", "mg/dL", ["7,9 H", None, "7,2 H"], "2,4 a 5,7", "urate"),
        Sub("HEMATOLOGIA — Material: Sangue total (EDTA)", fill="#f1f3f5"),
        row("Hemoglobina", "g/dL", ["10,4 L", "10,1 L", "10,6 L"], "12,0 a 16,0", "hgb"),
        row("Hematócrito", "%", ["31,8 L", "30,9 L", "32,4 L"], "36,0 a 46,0", "hct"),
    ], rules="grid", rule_color="#6c757d", header_fill="#dee2e6", size=8.4, hsize=8.0, font="djcond",
        row_h=4.4)

    p1 = [
        patient,
        Heading("RELATÓRIO CUMULATIVO DE RESULTADOS", size=10.5, align="C", before=3, after=0, font="djcond"),
        Para("Período: 01/02/2025 a 16/02/2025   ·   Datas de coleta nas colunas   ·   Impresso em 17/02/2025 "
             "08:14", size=7.6, align="C", before=0, after=1, font="djcond"),
        tab,
        Para("Legenda: H = acima do valor de referência; L = abaixo do valor de referência; — = exame não "
             "solicitado na data.", size=7.4, font="djcond", before=1.5),
        Para("TFG estimada pela equação CKD-EPI 2021 (sem coeficiente racial), em mL/min/1,73 m² de superfície "
             "corporal. Valores de referência para adultos. Fatores de conversão para o SI disponíveis no "
             "manual de exames do laboratório.", size=7.4, font="djcond", before=0.5),
        Sig([("Dra. Tereza C. Nogueira", "Farmacêutica-Bioquímica — CRF-CE 4.117", "Liberação: 16/02/2025 11:52"),
             ("Dr. Ítalo M. Rocha", "Patologista Clínico — CRM-CE 9.864", "Conferência do cumulativo")],
            size=7.6, before=8),
    ]
    return dict(
        id="bb03", lab="Hospital Universitário Dr. Severino Arruda — Laboratório de Análises Clínicas",
        city="Quixadá/CE", collected=D3, font="djcond", size=8.4, margins=(14, 10, 14, 12), header=header,
        footer=footer("Relatório cumulativo — uso interno do ambulatório. Documento impresso em 17/02/2025 08:14 "
                      "por usuário amb.nefro.", size=6.8),
        pages=[p1],
        features="university hospital; cumulative grid with three collection dates as columns; H/L flags; "
                 "gaps (—); kidney panel, electrolytes, Ca/P/Mg, Hb/Ht; next-visit distractor",
    )


# =============================================================================
# bb04 - municipal health unit, Caxias/MA - prenatal routine (qualitative results, EAS)
# =============================================================================
def bb04():
    W = 182.0
    GREEN = "#1e6b35"

    def header(p, n):
        return [Abs([
            ("T", 0, 0, 140, 4.2, "PREFEITURA MUNICIPAL DE CAXIAS — MA", 9, True, False, "L", "#000000"),
            ("T", 0, 4.4, 140, 4.2, "SECRETARIA MUNICIPAL DE SAÚDE", 9, False, False, "L", "#000000"),
            ("T", 0, 8.8, 150, 4.6, "LABORATÓRIO MUNICIPAL DE ANÁLISES CLÍNICAS DR. AURÉLIO BRANDÃO", 9.5, True,
             False, "L", GREEN),
            ("T", 0, 13.6, 150, 3.6, "Rua Coronel Soares, 412 — Centro — Caxias/MA — CNES 6604811 — "
             "(99) 3521-0874", 7.2, False, False, "L", "#333333"),
            ("R", 160, 1, 22, 12, None, GREEN, 0.8),
            ("T", 160, 1, 22, 8, "SUS", 16, True, False, "C", GREEN),
            ("T", 160, 8.5, 22, 4, "Sistema Único de Saúde", 5, False, False, "C", GREEN),
            ("L", 0, 18.5, W, 18.5, 0.5, GREEN),
        ], 20)]

    patient = KV([
        [("Nome:", "ANA PAULA DOS SANTOS SILVA", 112), ("Nº do exame:", "25-000781", 66)],
        [("Data de nasc.:", "09/09/1999", 56), ("Idade:", "25 anos", 56), ("Cartão SUS:", "702 4018 5562 3391", 66)],
        [("Unidade solicitante:", "UBS Vila Alecrim — Pré-natal", 112), ("DUM:", "14/11/2024", 66)],
        [("Profissional:", "Enf. Maria do Socorro Lima — COREN-MA 287.441", 112), ("DPP:", "21/08/2025", 66)],
        [("Data da coleta:", "20/01/2025", 56), ("Recebido em:", "20/01/2025", 56), ("Emissão:", "24/01/2025", 66)],
    ], size=8.2, box={"stroke": "#555555"})

    def qtab(rows):
        return Table([Col("Exame", 62, "name"), Col("Resultado", 38, "v0", bold=True), Col("Método", 48, "met"),
                      Col("Referência", 34, "ref")], rows, rules="grid", header_fill="#e3efe6", size=8.6,
                     rule_color="#555555")

    def q(name, key, vt, met, ref="Não reagente"):
        return Row(name, r(key, vt), ref=ref, extra={"met": met})

    hemo = Table([Col("Exame", 56, "name"), Col("Resultado", 30, "vf0", "R", bold=True), Col("Unidade", 30, "u0"),
                  Col("Valores de referência (gestante)", 66, "ref")], [
        Row("Hemácias", r("rbc", "4,05", "milhões/mm³"), ref="3,80 a 5,20"),
        Row("Hemoglobina", r("hgb", "11,6", "g/dL"), ref="11,0 a 16,0"),
        Row("Hematócrito", r("hct", "35,2", "%"), ref="33,0 a 47,0"),
        Row("VCM", r("mcv", "86,9", "fL"), ref="80,0 a 100,0"),
        Row("HCM", r("mch", "28,6", "pg"), ref="27,0 a 33,0"),
        Row("CHCM", r("mchc", "33,0", "g/dL"), ref="32,0 a 36,0"),
        Row("Leucócitos", r("wbc", "8.900", "/mm³"), ref="4.000 a 12.000"),
        Row("Plaquetas", r("plt", "228.000", "/mm³"), ref="150.000 a 450.000"),
    ], rules="grid", header_fill="#e3efe6", size=8.6, rule_color="#555555")

    p1 = [
        patient,
        Heading("EXAMES DE PRÉ-NATAL — 1ª ROTINA", size=11, align="C", before=2.5, color=GREEN),
        Heading("IMUNO-HEMATOLOGIA", size=9.5, before=1),
        Table([Col("Exame", 62, "name"), Col("Resultado", 38, "v0", bold=True), Col("Método", 82, "met")], [
            Row("Grupo sanguíneo (ABO)", r("abo", "O"), extra={"met": "Hemaglutinação em tubo (direta e reversa)"}),
            Row("Fator Rh (D)", r("rh", "Positivo"), extra={"met": "Hemaglutinação em tubo"}),
        ], rules="grid", header_fill="#e3efe6", size=8.6, rule_color="#555555"),
        Heading("HEMOGRAMA — Material: Sangue total (EDTA)", size=9.5, before=1.5),
        hemo,
        Heading("BIOQUÍMICA — Material: Plasma (fluoreto)", size=9.5, before=1.5),
        Table([Col("Exame", 56, "name"), Col("Resultado", 30, "vf0", "R", bold=True), Col("Unidade", 30, "u0"),
               Col("Valores de referência (gestante)", 66, "ref")],
              [Row("Glicemia de jejum", r("glu_fast", "84", "mg/dL"), ref="inferior a 92 mg/dL")],
              rules="grid", header_fill="#e3efe6", size=8.6, rule_color="#555555"),
        Heading("SOROLOGIAS — Material: Soro", size=9.5, before=1.5),
        qtab([
            q("HIV 1 e 2 (anticorpos e Ag p24)", "hiv", "Não reagente", "Quimioluminescência"),
            q("VDRL", "vdrl", "Não reagente", "Floculação"),
            q("HBsAg", "hbsag", "Não reagente", "Quimioluminescência"),
            q("Anti-HCV", "antihcv", "Não reagente", "Quimioluminescência"),
            q("Toxoplasmose IgG", "toxo_igg", "Reagente", "Quimioluminescência"),
            q("Toxoplasmose IgM", "toxo_igm", "Não reagente", "Quimioluminescência"),
        ]),
        Para("Toxoplasmose: IgG reagente e IgM não reagente — perfil compatível com infecção pregressa "
             "(imunidade). Resultados de sorologia devem ser interpretados em conjunto com a clínica e a idade "
             "gestacional.", size=7.5, italic=True, before=1.5),
    ]
    eas = Table([Col("Exame", 56, "name"), Col("Resultado", 40, "v0", bold=True), Col("Unidade", 24, "u0"),
                 Col("Valor de referência", 62, "ref")], [
        Sub("EXAME FÍSICO", fill="#f2f2f2"),
        Row("Cor", r("u_color", "Amarelo citrino"), ref="Amarelo citrino"),
        Row("Aspecto", r("u_aspect", "Límpido"), ref="Límpido"),
        Row("Densidade", r("u_sg", "1,015"), ref="1,005 a 1,030"),
        Sub("EXAME QUÍMICO (tira reagente)", fill="#f2f2f2"),
        Row("pH", r("u_ph", "6,0"), ref="5,0 a 7,0"),
        Row("Proteínas", r("u_prot", "Negativo"), ref="Negativo"),
        Row("Glicose", r("u_glu", "Negativo"), ref="Negativo"),
        Row("Corpos cetônicos", r("u_ket", "Negativo"), ref="Negativo"),
        Row("Hemoglobina", r("u_hgb", "Negativo"), ref="Negativo"),
        Row("Nitrito", r("u_nit", "Negativo"), ref="Negativo"),
        Sub("SEDIMENTOSCOPIA", fill="#f2f2f2"),
        Row("Células epiteliais", r("u_epi", "Raras"), ref="Raras a algumas"),
        Row("Leucócitos", r("u_wbc_hpf", "3", "por campo"), ref="até 5 por campo"),
        Row("Hemácias", r("u_rbc_hpf", "1", "por campo"), ref="até 3 por campo"),
        Row("Bactérias", r("u_bact", "Ausentes"), ref="Ausentes ou raras"),
        Row("Filamentos de muco", r("u_mucus", "Ausentes"), ref="Ausentes ou raros"),
    ], rules="grid", header_fill="#e3efe6", size=8.6, rule_color="#555555")
    p2 = [
        KV([[("Nome:", "ANA PAULA DOS SANTOS SILVA", 112), ("Nº do exame:", "25-000781", 66)]], size=8.2, before=0),
        Heading("URINA TIPO I (EAS — ELEMENTOS ANORMAIS E SEDIMENTO)", size=10, before=2, color=GREEN),
        Para("Material: Urina — primeira micção, jato médio   ·   Método: tira reagente e microscopia óptica",
             size=7.8, italic=True, before=0),
        eas,
        Para("Próxima rotina de pré-natal (2º trimestre) a ser agendada na UBS de origem.", size=7.5,
             italic=True, before=2),
        Sig([("Raimundo N. Carvalho Filho", "Farmacêutico-Bioquímico", "CRF-MA 1.904 — Responsável técnico")],
            size=8, before=10),
    ]
    return dict(
        id="bb04", lab="Laboratório Municipal de Análises Clínicas Dr. Aurélio Brandão (SMS Caxias)",
        city="Caxias/MA", collected="2025-01-20", font="libsans", size=8.6, margins=(14, 10, 14, 12),
        header=header,
        footer=footer("Laboratório Municipal — atendimento exclusivo SUS   ·   Emitido em 24/01/2025 10:12",
                      right="Pág. {p}/{n}"),
        pages=[p1, p2],
        features="municipal SUS lab; prenatal routine; ABO/Rh; qualitative serology (Reagente / Não reagente); "
                 "EAS with Negativo/Raras/Ausentes and 'por campo' counts; DUM and DPP distractor dates; "
                 "grid tables",
    )


# =============================================================================
# bb05 - small-town lab, Jaguaquara/BA - monospaced LIS print, dot leaders, result after reference
# =============================================================================
def bb05():
    def fmt(row):
        res = row.res[0]
        name = (row.name + " ").ljust(30, ".")
        ref = (row.ref + " ").ljust(32, ".")
        val = res.vt + (" " + res.unit if res.unit else "")
        if res.flag:
            val += " " + res.flag
        return " " + name + " " + ref + " " + val

    def m(name, key, vt, unit, ref, flag=""):
        return MonoRow(Row(name, r(key, vt, unit, flag), ref=ref), fmt)

    sep = "=" * 92
    dash = "-" * 92

    def header(p, n):
        return [Mono([
            "          LABORATORIO BOM JESUS - ANALISES CLINICAS",
            "   Praça Cel. Horácio de Matos, 87 - Centro - Jaguaquara/BA - Tel (73) 3534-1290",
            "   Farm.-Bioq. Resp.: Dr. Edvaldo S. Brandão - CRF-BA 3.552     CNPJ 08.771.340/0001-55",
            sep,
        ], size=8.6, bold_lines=[0], before=0)]

    items = [
        "Paciente..: JOAO BATISTA DE OLIVEIRA NETO                  Nasc.: 02/02/1961    Sexo: M",
        "Medico....: DR. ROBERTO M. SAMPAIO - CRM-BA 11.804         Convenio: PARTICULAR",
        "Protocolo.: 240603-0117    Data pedido: 29/05/2024",
        "Data coleta: 03/06/2024 07:15    Data entrega: 05/06/2024",
        dash,
        " EXAME                          VALOR DE REFERENCIA               RESULTADO",
        dash,
        "",
        " *** BIOQUIMICA ***                                   Material: soro",
        m("GLICOSE EM JEJUM", "glu_fast", "96", "mg/dL", "70 a 99 mg/dL"),
        m("UREIA", "urea", "34", "mg/dL", "10 a 50 mg/dL"),
        m("CREATININA", "creat", "1,06", "mg/dL", "0,70 a 1,30 mg/dL"),
        m("ACIDO URICO", "urate", "6,8", "mg/dL", "3,4 a 7,0 mg/dL"),
        m("TGO (AST)", "ast", "24", "U/L", "até 40 U/L"),
        m("TGP (ALT)", "alt", "31", "U/L", "até 41 U/L"),
        m("GAMA GT", "ggt", "45", "U/L", "8 a 61 U/L"),
        m("FOSFATASE ALCALINA", "alp", "72", "U/L", "40 a 129 U/L"),
        "",
        " *** LIPIDOGRAMA ***                                  Material: soro - jejum 12h",
        m("COLESTEROL TOTAL", "chol", "236", "mg/dL", "Desejável: < 190 mg/dL", "*"),
        m("HDL", "hdl", "39", "mg/dL", "Desejável: > 40 mg/dL", "*"),
        m("LDL", "ldl_calc", "162", "mg/dL", "Ver nota", "*"),
        m("VLDL", "vldl", "35", "mg/dL", "até 30 mg/dL", "*"),
        m("TRIGLICERIDEOS", "tg", "175", "mg/dL", "Desejável: < 150 mg/dL", "*"),
        "",
        " *** IMUNOLOGIA ***                                   Material: soro",
        m("PROTEINA C REATIVA", "crp", "inferior a 6,0", "mg/L", "até 6,0 mg/L"),
        m("FATOR REUMATOIDE", "rf", "inferior a 8,0", "UI/mL", "até 8,0 UI/mL"),
        m("ANTIESTREPTOLISINA O (ASLO)", "aslo", "< 200", "UI/mL", "até 200 UI/mL"),
        "",
        " *** HEMATOLOGIA ***                                  Material: sangue total (EDTA)",
        m("VHS - 1a HORA", "esr", "18", "mm/h", "até 20 mm/h"),
        "",
        dash,
        " (*) Resultado fora do valor de referência.",
        " Nota: LDL calculado pela fórmula de Friedewald (TG < 400 mg/dL). Meta de LDL conforme risco",
        "       cardiovascular: baixo < 130; intermediário < 100; alto < 70; muito alto < 50 mg/dL.",
        " Métodos: enzimático-colorimétrico (bioquímica e lípides); turbidimetria (PCR, FR, ASLO);",
        "          Westergren (VHS).",
        "",
        "",
        "                                                  ______________________________",
        "                                                      Dr. Edvaldo S. Brandão",
        "                                                  Farmacêutico-Bioquímico CRF-BA 3.552",
    ]
    return dict(
        id="bb05", lab="Laboratório Bom Jesus — Análises Clínicas", city="Jaguaquara/BA", collected="2024-06-03",
        font="djmono", size=8.6, margins=(16, 14, 14, 14), header=header,
        footer=footer("Emitido em 05/06/2024 11:20", right="Pag. {p}/{n}", size=7.5, rule=None, w=180),
        pages=[[Mono(items, size=8.6, lh=4.45, before=0.5)]],
        features="small-town lab; monospaced LIS text print; literal dot leaders; result printed after the "
                 "reference range; '*' flags after the unit; 'inferior a' and '<' values; HDL/LDL/VLDL short "
                 "names; liver enzymes, CRP, RF, ASLO, ESR",
    )


# =============================================================================
# bb06 - national chain #2, Curitiba/PR - two-column compact report
# =============================================================================
def bb06():
    PLUM = "#7a1f5c"
    W = 182.0

    def header(p, n):
        return [Abs([
            ("R", 0, 0, W, 16, PLUM, None, 0),
            ("T", 4, 1.5, 60, 9, "aurora", 24, True, False, "L", "#ffffff"),
            ("T", 4, 10.0, 60, 4.5, "diagnósticos", 10, False, True, "L", "#f3d9e9"),
            ("T", 70, 2.0, 108, 3.6, "Unidade Batel · Av. Sete de Setembro, 4.210 · Curitiba/PR", 7.5, False,
             False, "R", "#ffffff"),
            ("T", 70, 6.0, 108, 3.6, "CNPJ 33.509.118/0004-72 · CNES 9931720 · (41) 3077-2500", 7.5, False,
             False, "R", "#ffffff"),
            ("T", 70, 10.0, 108, 3.6, "Responsável técnico: Dr. Fernando K. Yamamoto — CRM-PR 27.356", 7.5,
             False, False, "R", "#ffffff"),
        ], 18)]

    patient = KV([
        [("Cliente:", "LUCIANA PEREIRA ANDRADE", 98), ("Ficha:", "8.220.145-3", 80)],
        [("Nascimento:", "30/01/1991", 50), ("Sexo:", "Feminino", 48), ("DUM:", "02/05/2024", 80)],
        [("Solicitante:", "Dra. Renata Gomes Lacerda — CRM-PR 31.907", 98), ("Coleta:", "09/05/2024 08:10", 80)],
        [("Cadastro:", "06/05/2024", 50), ("", "", 48), ("Liberação:", "10/05/2024 17:45", 80)],
    ], size=8.4, font="carlito", box={"fill": "#f6eef3", "stroke": "#d8bccd"}, label_color=PLUM)

    def tab(rows):
        return Table([Col("", 36, "name"), Col("", 27, "v0", "R", bold=True), Col("", 14, "u0"),
                      Col("", 11.5, "f0", "L", bold=True, color="#b00020")], rows, header=False, rules="none",
                     size=9.2, row_h=4.2, before=0.5)

    def item(name, key, vt, unit, vr, flag=""):
        return [Row(name, r(key, vt, unit, flag)), Note("VR: " + vr, size=7.2, color="#6b6b6b")]

    left = [Heading("TIREOIDE E HORMÔNIOS", size=9.5, color="#ffffff", fill=PLUM, before=0),
            tab(item("TSH", "tsh", "1,87", "µUI/mL", "0,45 a 4,50 µUI/mL")
                + item("T4 livre", "ft4", "1,21", "ng/dL", "0,70 a 1,80 ng/dL")
                + item("T3 total", "t3", "108", "ng/dL", "80 a 200 ng/dL")
                + item("Anti-TPO", "tpo", "< 9,0", "UI/mL", "inferior a 35,0 UI/mL")
                + item("Antitireoglobulina", "tgab", "inferior a 1,3", "UI/mL", "inferior a 4,0 UI/mL")
                + item("Prolactina", "prl", "14,2", "ng/mL", "4,8 a 23,3 ng/mL")
                + item("FSH", "fsh", "6,4", "mUI/mL", "fase folicular 3,5 a 12,5 mUI/mL")
                + item("LH", "lh", "5,1", "mUI/mL", "fase folicular 2,4 a 12,6 mUI/mL")
                + item("Estradiol", "e2", "96", "pg/mL", "fase folicular 12,5 a 166,0 pg/mL"))]
    right = [Heading("FERRO, VITAMINAS E MINERAIS", size=9.5, color="#ffffff", fill=PLUM, before=0),
             tab(item("Ferro sérico", "iron", "41", "µg/dL", "50 a 170 µg/dL", "Baixo")
                 + item("Ferritina", "ferritin", "11,8", "ng/mL", "15,0 a 150,0 ng/mL", "Baixo")
                 + item("Capacidade total de\nligação do ferro", "tibc", "412", "µg/dL", "250 a 450 µg/dL")
                 + item("Índice de saturação\nda transferrina", "tsat", "10", "%", "20 a 50 %", "Baixo")
                 + item("Vitamina B12", "b12", "superior a 2.000", "pg/mL", "211 a 911 pg/mL", "Alto")
                 + item("Ácido fólico", "folate", "9,8", "ng/mL", "superior a 3,9 ng/mL")
                 + item("25-OH vitamina D", "vitd", "31,4", "ng/mL",
                        "superior a 20 ng/mL (população geral)")
                 + item("Magnésio", "mg", "2,0", "mg/dL", "1,6 a 2,6 mg/dL"))]
    p1 = [
        patient,
        Space(2.5),
        Cols([left, right], gap=4, divider="#d8bccd"),
        Para("Material: soro. Métodos: eletroquimioluminescência (hormônios, anticorpos, ferritina, vitaminas); "
             "colorimétrico (ferro, capacidade de ligação, magnésio). Índice de saturação calculado (ferro / "
             "capacidade total × 100). Fase do ciclo informada pela paciente: folicular.", size=7.4,
             font="carlito", before=3),
        Para("Uso de suplemento vitamínico informado no cadastro (cianocobalamina injetável em 25/04/2024).",
             size=7.4, font="carlito", italic=True, before=0.5),
        Sig([("Dra. Camila R. Bittencourt", "Biomédica — CRBM-6 4.812")], size=8, before=7),
    ]
    return dict(
        id="bb06", lab="Aurora Diagnósticos", city="Curitiba/PR", collected="2024-05-09", font="carlito",
        size=9.2, margins=(14, 10, 14, 12), header=header,
        footer=footer("Liberado em 10/05/2024 17:45 · Documento assinado digitalmente", size=7.2),
        pages=[p1],
        features="national-chain style; two-column compact layout (left column read first); reference line "
                 "below each value; word flags (Baixo/Alto) beside values; '<', 'inferior a', 'superior a'; "
                 "marker names split across two lines; thyroid, hormones, iron, vitamins",
    )


# =============================================================================
# bb07 - regional lab, Porto Alegre/RS - urinalysis (quantitative sediment) + blood on another day
# =============================================================================
def bb07():
    GREEN = "#2e6b3a"
    W = 182.0
    DU, DB = "2025-03-07", "2025-03-06"

    def header(p, n):
        return [Abs([
            ("R", 0, 0, 13, 13, None, GREEN, 0.9),
            ("T", 0, 0, 13, 13, "P", 20, True, False, "C", GREEN),
            ("T", 16, 0, 80, 7, "Laboratório Pampa", 15, True, False, "L", GREEN, "djserif"),
            ("T", 16, 7, 80, 5, "Análises Clínicas desde 1987", 8.5, False, True, "L", "#444444", "djserif"),
            ("T", 90, 0.5, 92, 3.8, "Av. Protásio Alves, 2.771 — Petrópolis — Porto Alegre/RS", 7.2, False, False,
             "R", "#333333", "djserif"),
            ("T", 90, 4.5, 92, 3.8, "CNPJ 92.441.076/0001-30 · CNES 2237914", 7.2, False, False, "R", "#333333",
             "djserif"),
            ("T", 90, 8.5, 92, 3.8, "(51) 3331-8020 · laboratoriopampa.com.br", 7.2, False, False, "R", "#333333",
             "djserif"),
            ("L", 0, 15, W, 15, 0.4, GREEN),
        ], 17)]

    patient = KV([
        [("Paciente:", "CARLOS EDUARDO MÜLLER", 106), ("Código:", "55.318-7", 72)],
        [("Nascimento:", "14/07/1979", 52), ("Sexo:", "Masculino", 54), ("Data do pedido:", "03/03/2025", 72)],
        [("Médico:", "Dr. Guilherme Dal Pizzol — CRM-RS 31.445", 106), ("Emissão do laudo:", "08/03/2025", 72)],
    ], size=8.2)

    def eas_row(name, key, vt, unit="", ref="", flag=""):
        return Row(name, r(key, vt, unit, flag, date=DU), ref=ref)

    eas = Table([Col("", 58, "name"), Col("Resultado", 40, "vf0", bold=True), Col("Unidade", 22, "u0"),
                 Col("Valores de referência", 62, "ref")], [
        Sub("Exame físico", italic=True, color=GREEN),
        eas_row("Cor", "u_color", "Amarelo claro", ref="Amarelo"),
        eas_row("Aspecto", "u_aspect", "Ligeiramente turvo", ref="Límpido"),
        eas_row("Densidade", "u_sg", "1,018", ref="1,005 a 1,030"),
        Sub("Exame químico (tira reagente)", italic=True, color=GREEN),
        eas_row("pH", "u_ph", "5,5", ref="5,0 a 7,0"),
        eas_row("Proteínas", "u_prot", "Traços", ref="Negativo"),
        eas_row("Glicose", "u_glu", "Negativo", ref="Negativo"),
        eas_row("Cetonas", "u_ket", "Negativo", ref="Negativo"),
        eas_row("Bilirrubina", "u_bili", "Negativo", ref="Negativo"),
        eas_row("Urobilinogênio", "u_urobil", "Normal", ref="Normal"),
        eas_row("Sangue (hemoglobina)", "u_hgb", "Negativo", ref="Negativo"),
        eas_row("Nitrito", "u_nit", "Positivo", ref="Negativo"),
        eas_row("Esterase leucocitária", "u_le", "Positivo", ref="Negativo"),
        Sub("Sedimentoscopia (microscopia em câmara)", italic=True, color=GREEN),
        eas_row("Células epiteliais", "u_epi", "Raras", ref="Raras"),
        eas_row("Leucócitos", "u_wbc_ml", "28.000", "/mL", ref="até 10.000 /mL", flag="↑"),
        eas_row("Hemácias", "u_rbc_ml", "3.000", "/mL", ref="até 10.000 /mL"),
        eas_row("Cilindros", "u_casts", "Ausentes", ref="Ausentes"),
        eas_row("Cristais", "u_cryst", "Ausentes", ref="Ausentes"),
        eas_row("Bactérias", "u_bact", "Numerosas", ref="Ausentes ou raras"),
        eas_row("Filamentos de muco", "u_mucus", "Raros", ref="Ausentes ou raros"),
    ], rules="none", header_color=GREEN, size=8.6, font="djserif", row_h=4.15)

    p1 = [
        patient,
        Heading("URINA TIPO 1 — ELEMENTOS ANORMAIS E SEDIMENTO", size=10, color="#ffffff", fill=GREEN, before=2,
                font="djserif"),
        Para("Coletado em: 07/03/2025 06:40   ·   Material: urina (primeira da manhã, jato médio)   ·   "
             "Recebido em: 07/03/2025 08:02", size=7.6, before=0.8, font="djserif"),
        eas,
        Para("Sedimento quantificado em câmara de contagem (resultados por mL de urina). ↑ = acima do valor de "
             "referência. Urocultura com antibiograma: em andamento — será liberada em laudo complementar.",
             size=7.4, italic=True, before=1.5, font="djserif"),
    ]

    def trow(name, key, vt, unit, ref, d):
        return Row(name, r(key, vt, unit, date=d), ref=ref)

    cols = [Col("Exame", 62, "name"), Col("Resultado", 28, "v0", "R", bold=True), Col("Unidade", 32, "u0"),
            Col("Valores de referência", 60, "ref")]
    p2 = [
        KV([[("Paciente:", "CARLOS EDUARDO MÜLLER", 106), ("Código:", "55.318-7", 72)]], size=8.2, before=0),
        Heading("MICROALBUMINÚRIA — AMOSTRA ISOLADA", size=10, color="#ffffff", fill=GREEN, before=2,
                font="djserif"),
        Para("Coletado em: 07/03/2025 06:40   ·   Material: urina (amostra isolada)   ·   Método: "
             "imunoturbidimetria / Jaffé", size=7.6, before=0.8, font="djserif"),
        Table(cols, [
            trow("Microalbumina urinária", "u_malb", "18,4", "mg/L", "—", DU),
            trow("Creatinina urinária", "u_creat", "96,2", "mg/dL", "—", DU),
            trow("Relação albumina/creatinina", "u_acr", "19,1", "mg/g", "inferior a 30 mg/g", DU),
        ], rules="head", header_color=GREEN, size=8.8, font="djserif"),
        Heading("ELETRÓLITOS E FUNÇÃO RENAL", size=10, color="#ffffff", fill=GREEN, before=4, font="djserif"),
        Para("Coletado em: 06/03/2025 07:55   ·   Material: soro   ·   Métodos: eletrodo íon-seletivo "
             "indireto; Jaffé cinético", size=7.6, before=0.8, font="djserif"),
        Table(cols, [
            trow("Sódio", "na", "141", "mEq/L", "136 a 145", DB),
            trow("Potássio", "k", "4,3", "mEq/L", "3,5 a 5,1", DB),
            trow("Creatinina", "creat", "0,98", "mg/dL", "0,70 a 1,20", DB),
            trow("TFG estimada (CKD-EPI 2021)", "egfr_ckdepi21", "97", "mL/min/1,73 m²", "superior a 60", DB),
        ], rules="head", header_color=GREEN, size=8.8, font="djserif"),
        Para("Observação: as amostras de sangue e de urina foram coletadas em dias diferentes, conforme "
             "orientação médica (sangue em 06/03/2025; urina em 07/03/2025).", size=7.6, italic=True, before=2,
             font="djserif"),
        Sig([("Dr. Maurício F. Schneider", "Farmacêutico-Bioquímico — CRF-RS 9.126"),
             ("Dra. Aline T. Kessler", "Biomédica — CRBM-5 3.998")], size=7.8, before=10),
    ]
    return dict(
        id="bb07", lab="Laboratório Pampa Análises Clínicas", city="Porto Alegre/RS", collected=DU,
        font="djserif", size=8.6, margins=(14, 10, 14, 12), header=header,
        footer=footer("Laboratório Pampa · Emissão do laudo: 08/03/2025 09:31", size=7.0),
        pages=[p1, p2],
        features="regional lab; unruled urinalysis with quantitative sediment (/mL), Traços/Positivo/Raras/"
                 "Numerosas; arrow flag; urine ACR; blood collected the day before the urine (two collection "
                 "dates); request and issue distractor dates",
    )


# =============================================================================
# bb08 - Recife/PE - tumour markers in block layout, reference before result, result history
# =============================================================================
def bb08():
    TEAL = "#0f6e6e"
    W = 182.0

    def header(p, n):
        return [Abs([
            ("T", 0, 0, 110, 7.5, "Laboratório Boa Vista", 17, True, False, "L", TEAL),
            ("T", 0, 7.5, 110, 4.5, "Medicina Diagnóstica", 9, False, False, "L", "#444444"),
            ("T", 100, 0.5, 82, 3.6, "Rua do Príncipe, 540 — Boa Vista — Recife/PE", 7.3, False, False, "R",
             "#333333"),
            ("T", 100, 4.4, 82, 3.6, "CNPJ 10.352.998/0001-61 · CNES 5123449", 7.3, False, False, "R", "#333333"),
            ("T", 100, 8.3, 82, 3.6, "(81) 3421-9090 · laudos.boavistadiag.com.br", 7.3, False, False, "R",
             "#333333"),
            ("L", 0, 13.5, W, 13.5, 1.0, TEAL),
        ], 15.5)]

    patient = KV([
        [("Paciente:", "ROBERTO CAVALCANTI DE ALBUQUERQUE", 110), ("Atendimento:", "7719-2024-0533", 68)],
        [("Nasc.:", "11/10/1961", 45), ("Idade:", "63 anos", 35), ("Sexo:", "M", 30), ("Coleta:", "22/10/2024 08:05", 68)],
        [("Solicitante:", "Dr. Marcelo T. Lins — CRM-PE 14.962", 110), ("Liberação:", "24/10/2024 15:12", 68)],
        [("Data do pedido:", "15/10/2024", 110), ("Convênio:", "Particular", 68)],
    ], size=8.4, box={"stroke": "#9cc9c9"})

    cols = [Col("Valor de referência", 72, "ref"), Col("Resultado", 36, "vuf0", "R", bold=True),
            Col("Resultados anteriores", 34, "d1", "R", color="#555555"), Col("", 40, "vu1", "R", color="#555555")]

    def exam(title, method, rows, note=None):
        out = [Heading(title, size=10, color=TEAL, before=3, after=0),
               Para("Material: Soro   ·   Método: %s" % method, size=7.8, italic=True, before=0, after=0),
               Table(cols, rows, rules="head", rule_color="#9cc9c9", size=9, hsize=7.6, header_color="#555555",
                     header_bold=False, before=0.6, after=0)]
        if note:
            out.append(Para(note, size=7.4, before=0.8, after=0, color="#333333"))
        return out

    def rw(title, key, vt, unit, ref, flag="", hist=()):
        rows = []
        first = True
        for d_iso, d_br, pv in hist or [(None, "", None)]:
            res = [r(key, vt, unit, flag, pname=title) if first else None]
            if pv is not None:
                res.append(r(key, pv, unit, date=d_iso, pname=title))
            rows.append(Row(title, *res, ref=ref if first else "", extra={"d1": d_br, "gap": ""}))
            first = False
        return rows

    p1 = [patient]
    p1 += exam("PSA TOTAL — ANTÍGENO PROSTÁTICO ESPECÍFICO", "Quimioluminescência",
               rw("PSA TOTAL — ANTÍGENO PROSTÁTICO ESPECÍFICO", "psa", "4,82", "ng/mL", "Até 4,0 ng/mL", "*",
                  [("2024-03-18", "18/03/2024", "3,91"), ("2023-03-02", "02/03/2023", "3,02")]),
               note="Velocidade do PSA estimada a partir dos resultados anteriores: 0,9 ng/mL/ano. Interpretar "
                    "em conjunto com o toque retal e a história clínica.")
    p1 += exam("PSA LIVRE", "Quimioluminescência",
               rw("PSA LIVRE", "fpsa", "0,71", "ng/mL", "Sem valor de referência isolado",
                  hist=[("2024-03-18", "18/03/2024", "0,74")]))
    p1 += exam("RELAÇÃO PSA LIVRE/PSA TOTAL", "Cálculo",
               rw("RELAÇÃO PSA LIVRE/PSA TOTAL", "fpsa_ratio", "15", "%", "Superior a 25 % (PSA 4 a 10 ng/mL)",
                  "*", hist=[("2024-03-18", "18/03/2024", "19")]),
               note="Relação inferior a 10 % associa-se a maior probabilidade de neoplasia; 10 a 25 %: "
                    "zona intermediária.")
    p1 += exam("ANTÍGENO CARCINOEMBRIONÁRIO (CEA)", "Quimioluminescência",
               rw("ANTÍGENO CARCINOEMBRIONÁRIO (CEA)", "cea", "2,1", "ng/mL",
                  "Não fumantes: até 3,8 · Fumantes: até 5,5 ng/mL", hist=[("2024-03-18", "18/03/2024", "1,9")]))
    p1 += exam("CA 19-9", "Quimioluminescência",
               rw("CA 19-9", "ca199", "< 2,0", "U/mL", "Até 37,0 U/mL"))
    p1 += exam("ALFAFETOPROTEÍNA (AFP)", "Quimioluminescência",
               rw("ALFAFETOPROTEÍNA (AFP)", "afp", "3,4", "ng/mL", "Até 8,1 ng/mL"))
    p1 += exam("TESTOSTERONA TOTAL", "Quimioluminescência",
               rw("TESTOSTERONA TOTAL", "testo", "412", "ng/dL", "Homens adultos: 241 a 827 ng/dL"))
    p1 += [
        Para("(*) Resultado fora do valor de referência. Os resultados anteriores referem-se a amostras "
             "coletadas e analisadas neste laboratório, pelo mesmo método.", size=7.4, before=3),
        Sig([("Dr. Henrique B. Wanderley", "Médico Patologista Clínico — CRM-PE 17.330")], size=8, before=6),
    ]
    return dict(
        id="bb08", lab="Laboratório Boa Vista Medicina Diagnóstica", city="Recife/PE", collected="2024-10-22",
        font="libsans", size=9.0, margins=(14, 10, 14, 12), header=header,
        footer=footer("Impresso em 24/10/2024 15:40 · Liberação: 24/10/2024 15:12", size=7.2),
        pages=[p1],
        features="block per marker; reference column printed before the result; 'Resultados anteriores' "
                 "history with two earlier dates for PSA; tumour markers, PSA free/total ratio, testosterone; "
                 "'<' value; PSA velocity only in a note (not a result)",
    )


# =============================================================================
# bb09 - Belém/PA - pre-operative panel, dotted leaders, arrows, split names
# =============================================================================
def bb09():
    RED = "#8b1a1a"
    W = 182.0

    def header(p, n):
        return [
            Heading("LABORATÓRIO GUAJARÁ", size=16, align="C", color=RED, before=0, after=0),
            Heading("Análises Clínicas e Citologia", size=9, bold=False, italic=True, align="C", before=0,
                    after=0.3),
            Para("Tv. Padre Eutíquio, 1.305 — Batista Campos — Belém/PA — (91) 3222-6140 — CNPJ 04.882.613/0001-27",
                 size=7.4, align="C", before=0, after=0),
            Rule(lw=0.5, color=RED, before=1, after=1.5),
        ]

    patient = KV([
        [("Nome:", "ELIANE MARIA FERREIRA BARATA", 110), ("Idade:", "49 anos", 68)],
        [("Nasc.:", "25/12/1974", 50), ("Sexo:", "Feminino", 60), ("Cadastro:", "14/10/2024", 68)],
        [("Médico:", "Dr. Afonso C. Lobato — CRM-PA 7.225", 110), ("Data da coleta:", "15/10/2024", 68)],
        [("Procedência:", "Ambulatório — avaliação pré-operatória", 110), ("Cirurgia prevista:", "28/10/2024", 68)],
    ], size=8.2, box={"stroke": RED, "lw": 0.3})

    def tab(rows):
        return Table([Col("", 80, "name", leaders=True), Col("", 24, "vf0", "R", bold=True), Col("", 26, "u0"),
                      Col("", 52, "ref", color="#444444")], rows, header=False, rules="none", size=8.8, row_h=4.5)

    def sec(title, material):
        return [Heading(title, size=9.8, color=RED, rule=0.3, rule_color=RED, before=3, after=0.3),
                Para(material, size=7.6, italic=True, before=0, after=0)]

    p1 = [patient]
    p1 += sec("COAGULOGRAMA", "Material: plasma citratado   ·   Método: coagulométrico automatizado")
    p1 += [tab([
        Row("Tempo de protrombina (TP)", r("pt_sec", "12,8", "segundos"), ref="10,0 a 13,5 segundos"),
        Row("Atividade de protrombina", r("pt_act", "92", "%"), ref="70 a 100 %"),
        Row("RNI", r("inr", "1,05"), ref="0,80 a 1,20"),
        Row("Tempo de tromboplastina\nparcial ativada (TTPA)", r("aptt", "31,4", "segundos"),
            ref="25,0 a 37,0 segundos", valign="bottom"),
        Row("Fibrinogênio", r("fib", "312", "mg/dL"), ref="200 a 400 mg/dL"),
    ])]
    p1 += sec("HEMOGRAMA", "Material: sangue total (EDTA)   ·   Método: automação hematológica")
    p1 += [tab([
        Row("Hemoglobina", r("hgb", "11,4", "g/dL", "↓"), ref="12,0 a 15,5 g/dL"),
        Row("Hematócrito", r("hct", "35,1", "%"), ref="35,0 a 45,0 %"),
        Row("Leucócitos", r("wbc", "7.300", "/mm³"), ref="4.000 a 11.000 /mm³"),
        Row("Plaquetas", r("plt", "186.000", "/mm³"), ref="150.000 a 450.000 /mm³"),
    ])]
    p1 += sec("GLICEMIA", "Material: plasma (fluoreto)   ·   Método: hexoquinase")
    p1 += [tab([Row("Glicose de jejum", r("glu_fast", "101", "mg/dL", "↑"), ref="70 a 99 mg/dL")]),
           Para("↑ resultado acima do valor de referência   ·   ↓ resultado abaixo do valor de referência",
                size=7.4, before=4)]

    p2 = [KV([[("Nome:", "ELIANE MARIA FERREIRA BARATA", 110), ("Data da coleta:", "15/10/2024", 68)]],
             size=8.2, before=0)]
    p2 += sec("PROVAS DE FUNÇÃO HEPÁTICA", "Material: soro   ·   Métodos: cinético IFCC (enzimas); "
              "diazo (bilirrubinas); biureto e verde de bromocresol (proteínas)")
    p2 += [tab([
        Row("Aspartato aminotransferase (TGO/AST)", r("ast", "41", "U/L", "↑"), ref="até 32 U/L"),
        Row("Alanina aminotransferase (TGP/ALT)", r("alt", "58", "U/L", "↑"), ref="até 33 U/L"),
        Row("Gama-glutamil\ntransferase (GGT)", r("ggt", "96", "U/L", "↑"), ref="5 a 36 U/L", valign="bottom"),
        Row("Fosfatase alcalina", r("alp", "88", "U/L"), ref="35 a 104 U/L"),
        Row("Bilirrubina total", r("bili_t", "1,32", "mg/dL", "↑"), ref="até 1,20 mg/dL"),
        Row("Bilirrubina direta", r("bili_d", "0,38", "mg/dL", "↑"), ref="até 0,30 mg/dL"),
        Row("Bilirrubina indireta", r("bili_i", "0,94", "mg/dL"), ref="0,10 a 1,00 mg/dL"),
        Row("Proteínas totais", r("prot", "7,2", "g/dL"), ref="6,4 a 8,3 g/dL"),
        Row("Albumina", r("alb", "4,3", "g/dL"), ref="3,5 a 5,2 g/dL"),
        Row("Globulinas", r("glob", "2,9", "g/dL"), ref="2,3 a 3,5 g/dL"),
        Row("Relação albumina/globulina", r("ag_ratio", "1,48"), ref="1,00 a 2,10"),
    ])]
    p2 += sec("FUNÇÃO RENAL", "Material: soro   ·   Métodos: urease-GLDH; Jaffé cinético")
    p2 += [tab([
        Row("Ureia", r("urea", "28", "mg/dL"), ref="15 a 40 mg/dL"),
        Row("Creatinina", r("creat", "0,81", "mg/dL"), ref="0,50 a 0,90 mg/dL"),
    ]),
        Para("Bilirrubina indireta e globulinas obtidas por cálculo. ↑ acima / ↓ abaixo do valor de referência. "
             "Laudo emitido em 16/10/2024 para fins de avaliação pré-operatória.", size=7.4, before=4),
        Sig([("Dr. Raimundo A. Sarmento", "Biomédico — CRBM-4 5.630", "Diretor técnico"),
             ("Dra. Lúcia H. Tavares", "Farmacêutica-Bioquímica — CRF-PA 2.781", "")], size=7.8, before=10)]
    return dict(
        id="bb09", lab="Laboratório Guajará — Análises Clínicas e Citologia", city="Belém/PA",
        collected="2024-10-15", font="djsans", size=8.8, margins=(14, 10, 14, 12), header=header,
        footer=footer("Laboratório Guajará · Emissão: 16/10/2024 10:47", size=7.0),
        pages=[p1, p2],
        features="pre-operative panel; dotted leaders from name to value; ↑/↓ flags; names split across two "
                 "lines (TTPA, GGT) with the value on the second line; coagulation, liver panel with "
                 "calculated fractions, kidney; surgery-date distractor",
    )


# =============================================================================
# bb10 - Salvador/BA - unruled FBC with bands/segmented, two-column iron & vitamins page
# =============================================================================
def bb10():
    ORANGE = "#c55a11"
    W = 182.0

    def header(p, n):
        return [Abs([
            ("T", 0, 0, 80, 8, "ITAPUÃ", 20, True, False, "L", ORANGE),
            ("T", 0, 8.2, 90, 4.2, "Laboratório de Análises Clínicas", 9, False, False, "L", "#333333"),
            ("T", 92, 0.3, 90, 3.5, "Rua Guararapes, 233 — Itapuã — Salvador/BA — CEP 41610-520", 7, False,
             False, "R", "#333333"),
            ("T", 92, 4.1, 90, 3.5, "CNPJ 21.675.044/0001-09 · CNES 3318452 · (71) 3249-5511", 7, False, False,
             "R", "#333333"),
            ("T", 92, 7.9, 90, 3.5, "Resp. técnica: Dra. Joana P. Menezes — CRF-BA 6.274", 7, False, False, "R",
             "#333333"),
            ("L", 0, 13.5, W, 13.5, 0.3, ORANGE),
        ], 15.5)]

    patient = KV([
        [("Paciente:", "ROSÂNGELA BISPO DOS SANTOS", 104), ("OS:", "31-204.887", 74)],
        [("Nasc.:", "08/08/1983 (41 anos)", 58), ("Sexo:", "F", 46), ("Convênio:", "Particular", 74)],
        [("Solicitante:", "Dra. Iara M. Conceição — CRM-BA 22.013", 104), ("Coleta:", "27/11/2024 07:18", 74)],
        [("Pedido médico:", "21/11/2024", 58), ("Previsão:", "29/11/2024", 46),
         ("Impresso em:", "29/11/2024 09:47", 74)],
    ], size=8.2)

    ery = Table([Col("ERITROGRAMA", 50, "name"), Col("", 22, "vf0", "R", bold=True), Col("", 28, "u0"),
                 Col("Valores de referência", 50, "ref")], [
        Row("Hemácias", r("rbc", "4,21", "milhões/mm³"), ref="3,90 a 5,00"),
        Row("Hemoglobina", r("hgb", "11,2", "g/dL", "L"), ref="12,0 a 15,5"),
        Row("Hematócrito", r("hct", "34,6", "%", "L"), ref="35,0 a 45,0"),
        Row("VCM", r("mcv", "82,2", "fL"), ref="80,0 a 100,0"),
        Row("HCM", r("mch", "26,6", "pg", "L"), ref="27,0 a 32,0"),
        Row("CHCM", r("mchc", "32,4", "g/dL"), ref="32,0 a 36,0"),
        Row("RDW", r("rdw", "15,8", "%", "H"), ref="11,6 a 14,8"),
    ], rules="none", size=8.8, header_color=ORANGE, row_h=4.4)

    leu = Table([Col("LEUCOGRAMA", 40, "name"), Col("%", 16, "v0", "R", bold=True), Col("/mm³", 24, "vf1", "R",
                                                                                         bold=True),
                 Col("", 6, "x"), Col("VR (%)", 28, "ref"), Col("VR (/mm³)", 40, "ref2")], [
        Row("Leucócitos", None, r("wbc", "5.200", "/mm³"), ref2="4.000 a 11.000", extra={"gap": ""}),
        Row("Bastonetes", r("band_pct", "1", "%"), r("band_abs", "52", "/mm³"), ref="0 a 5", ref2="0 a 500"),
        Row("Segmentados", r("seg_pct", "56", "%"), r("seg_abs", "2.912", "/mm³"), ref="40 a 70",
            ref2="1.600 a 7.700"),
        Row("Eosinófilos", r("eos_pct", "4", "%"), r("eos_abs", "208", "/mm³"), ref="1 a 5", ref2="40 a 500"),
        Row("Basófilos", r("baso_pct", "0", "%"), r("baso_abs", "0", "/mm³"), ref="0 a 2", ref2="0 a 200"),
        Row("Linfócitos", r("lymph_pct", "32", "%"), r("lymph_abs", "1.664", "/mm³"), ref="20 a 45",
            ref2="800 a 4.000"),
        Row("Monócitos", r("mono_pct", "7", "%"), r("mono_abs", "364", "/mm³"), ref="2 a 10", ref2="80 a 1.000"),
    ], rules="none", size=8.8, header_color=ORANGE, row_h=4.4)

    plq = Table([Col("PLAQUETAS", 50, "name"), Col("", 22, "vf0", "R", bold=True), Col("", 28, "u0"),
                 Col("", 50, "ref")], [
        Row("Contagem de plaquetas", r("plt", "312.000", "/mm³"), ref="150.000 a 450.000"),
    ], rules="none", size=8.8, header_color=ORANGE, row_h=4.4)

    p1 = [
        patient,
        Heading("HEMOGRAMA COMPLETO", size=11.5, color=ORANGE, before=3, after=0),
        Para("Material: sangue total (EDTA)  —  Método: contagem automatizada por citometria de fluxo "
             "fluorescente; diferencial revisado em lâmina", size=7.6, italic=True, before=0, after=1),
        ery, Space(1.5), leu, Space(1.5), plq,
        Para("Observações: hipocromia (+) e anisocitose (+). Plaquetas com morfologia normal.", size=8,
             before=2.5),
        Para("L = abaixo do valor de referência   H = acima do valor de referência", size=7.2, color="#555555",
             before=1),
    ]

    def tab(rows):
        return Table([Col("", 41, "name"), Col("", 27, "vf0", "R", bold=True), Col("", 20, "u0")], rows,
                     header=False, rules="none", size=9, row_h=4.4)

    def it(name, key, vt, unit, vr, flag=""):
        return [Row(name, r(key, vt, unit, flag)), Note("Valores de referência: " + vr, size=7.2, italic=False,
                                                         color="#555555")]

    left = [Heading("PERFIL DE FERRO", size=10, color=ORANGE, rule=0.3, rule_color=ORANGE, before=0),
            Para("Material: soro — Métodos: colorimétrico; quimioluminescência (ferritina)", size=7.2,
                 italic=True, before=0),
            tab(it("Ferro sérico", "iron", "38", "µg/dL", "50 a 170 µg/dL", "L")
                + it("Ferritina", "ferritin", "8,4", "ng/mL", "15 a 150 ng/mL", "L")
                + it("Transferrina", "transferrin", "352", "mg/dL", "200 a 360 mg/dL")
                + it("Saturação de transferrina", "tsat", "9", "%", "20 a 50 %", "L"))]
    right = [Heading("VITAMINAS", size=10, color=ORANGE, rule=0.3, rule_color=ORANGE, before=0),
             Para("Material: soro — Método: quimioluminescência", size=7.2, italic=True, before=0),
             tab(it("Vitamina B12", "b12", "inferior a 150", "pg/mL", "211 a 911 pg/mL", "L")
                 + it("Ácido fólico", "folate", "superior a 20,0", "ng/mL", "superior a 3,9 ng/mL")
                 + it("25-OH vitamina D", "vitd", "19,8", "ng/mL", "superior a 20 ng/mL", "L"))]
    p2 = [
        KV([[("Paciente:", "ROSÂNGELA BISPO DOS SANTOS", 104), ("OS:", "31-204.887", 74)]], size=8.2, before=0),
        Space(3),
        Cols([left, right], gap=6),
        Para("Nota: resultados de vitamina B12 inferiores ao limite de quantificação do método (150 pg/mL) são "
             "liberados como \"inferior a 150\". Ácido fólico acima do limite superior de medição (20,0 ng/mL) "
             "liberado como \"superior a 20,0\". Saturação de transferrina calculada.", size=7.4, before=5),
        Sig([("Dra. Joana P. Menezes", "Farmacêutica-Bioquímica — CRF-BA 6.274")], size=8, before=10),
    ]
    return dict(
        id="bb10", lab="Itapuã Laboratório de Análises Clínicas", city="Salvador/BA", collected="2024-11-27",
        font="libsans", size=8.8, margins=(14, 10, 14, 12), header=header,
        footer=footer("Itapuã Laboratório · OS 31-204.887 · Impresso em 29/11/2024 09:47", size=7.0),
        pages=[p1, p2],
        features="unruled tables; full blood count with bands and segmented (% and /mm³); L/H flags; page 2 in "
                 "two columns (iron profile left, vitamins right); 'inferior a' and 'superior a' results",
    )


# =============================================================================
# bb11 - Campinas/SP - serology, reference column before the result, previous anti-HBs
# =============================================================================
def bb11():
    BLUE = "#1b2a6b"
    W = 182.0

    def header(p, n):
        return [
            Heading("INSTITUTO DE ANÁLISES CLÍNICAS BARÃO GERALDO", size=13.5, align="C", color=BLUE, before=0,
                    after=0),
            Para("Imunologia · Sorologia · Biologia Molecular", size=8.5, italic=True, align="C", before=0, after=0),
            Para("Av. Albino J. B. de Oliveira, 1.118 — Barão Geraldo — Campinas/SP — (19) 3289-4410 — "
                 "CNPJ 45.770.912/0001-83", size=7.4, align="C", before=0, after=0),
            Rule(lw=0.4, color=BLUE, double=True, before=1, after=2),
        ]

    patient = KV([
        [("Paciente:", "THIAGO HENRIQUE SOUZA PRADO", 110), ("Pedido nº:", "1187-33", 68)],
        [("Nascimento:", "19/04/1995", 56), ("Sexo:", "Masculino", 54), ("Data da coleta:", "12/09/2024 09:30", 68)],
        [("Solicitante:", "Dr. Caio R. Figueiredo — CRM-SP 178.554", 110), ("Data do laudo:", "16/09/2024", 68)],
        [("Finalidade:", "Exame admissional", 110), ("Validade da guia:", "30/09/2024", 68)],
    ], size=8.4)

    cols = [Col("Exame", 50, "name"), Col("Método", 32, "met"), Col("Valor de referência", 44, "ref"),
            Col("Resultado", 34, "vf0", "R", bold=True), Col("Unidade", 22, "u0")]

    def q(name, key, vt, met, ref="Não reagente", unit="", **kw):
        return Row(name, r(key, vt, unit, **kw), ref=ref, extra={"met": met})

    tab = Table(cols, [
        q("HIV 1 e 2 — anticorpos\ne antígeno p24", "hiv", "Não reagente", "CMIA (4ª geração)"),
        q("HBsAg", "hbsag", "Não reagente", "CMIA"),
        q("Anti-HBs", "antihbs", "312,5", "CMIA", ref="Reagente: ≥ 10,0", unit="mUI/mL"),
        Row("   Resultado anterior (05/02/2024)", r("antihbs", "8,2", "mUI/mL", date="2024-02-05", pname="Anti-HBs"),
            extra={"met": "CMIA"}),
        q("Anti-HBc total", "antihbc", "Não reagente", "CMIA"),
        q("Anti-HCV", "antihcv", "Não reagente", "CMIA"),
        q("Sífilis — anticorpos\ntreponêmicos", "trep", "Não reagente", "CMIA"),
        q("VDRL", "vdrl", "Não reagente", "Floculação"),
        q("Rubéola IgG", "rubella_igg", "48,2", "CMIA", ref="Não reagente: < 5,0\nReagente: ≥ 10,0",
          unit="UI/mL"),
        q("Toxoplasmose IgG", "toxo_igg", "Não reagente", "CMIA"),
    ], rules="grid", rule_color="#7f8bb8", header_fill="#e7eaf5", header_color=BLUE, size=8.8, font="libserif")

    p1 = [
        patient,
        Heading("SOROLOGIAS — Material: Soro", size=10.5, color=BLUE, before=3),
        tab,
        Para("Interpretação:", size=8, bold=True, before=3, after=0),
        Para("Anti-HBs igual ou superior a 10,0 mUI/mL indica imunidade contra o vírus da hepatite B; com "
             "HBsAg e anti-HBc não reagentes, o perfil é compatível com resposta vacinal. O resultado anterior "
             "(8,2 mUI/mL, antes do reforço vacinal) é apresentado para comparação.", size=7.8, before=0),
        Para("Amostras reagentes para HIV são submetidas ao fluxograma de confirmação do Ministério da Saúde. "
             "Resultado não reagente não exclui infecção recente (janela imunológica).", size=7.8, before=1),
        Para("CMIA = imunoensaio quimioluminescente de micropartículas.", size=7.4, italic=True, before=1),
        Sig([("Dra. Marta L. Kawamura", "Farmacêutica-Bioquímica", "CRF-SP 38.119 — Responsável técnica")],
            size=8, before=9),
    ]
    return dict(
        id="bb11", lab="Instituto de Análises Clínicas Barão Geraldo", city="Campinas/SP", collected="2024-09-12",
        font="libserif", size=8.8, margins=(14, 10, 14, 12), header=header,
        footer=footer("Data do laudo: 16/09/2024 · Pedido 1187-33", size=7.2),
        pages=[p1],
        features="serology grid; method and reference columns printed before the result; qualitative "
                 "Reagente/Não reagente; previous anti-HBs on its own indented line (earlier date); names split "
                 "across two lines; '≥'/'<' only in references",
    )


# =============================================================================
# bb12 - Fortaleza/CE - check-up with two previous-result columns, '*' flags
# =============================================================================
def bb12():
    TEAL = "#00616e"
    W = 182.0
    P1, P2 = "2024-11-13", "2024-05-08"

    def header(p, n):
        return [Abs([
            ("T", 0, 0, 70, 10, "Iracema", 24, True, True, "L", TEAL, "libserif"),
            ("T", 0, 10, 90, 4.5, "MEDICINA LABORATORIAL", 8.5, False, False, "L", "#444444"),
            ("T", 90, 0.5, 92, 3.5, "Av. Santos Dumont, 2.626 — Aldeota — Fortaleza/CE", 7, False, False, "R",
             "#333333"),
            ("T", 90, 4.3, 92, 3.5, "CNPJ 06.218.773/0001-41 · CNES 4410027", 7, False, False, "R", "#333333"),
            ("T", 90, 8.1, 92, 3.5, "Diretor técnico: Dr. Paulo R. Aragão — CRM-CE 8.731", 7, False, False, "R",
             "#333333"),
            ("L", 0, 15.5, W, 15.5, 0.8, TEAL),
        ], 17.5)]

    patient = KV([
        [("Nome:", "ANTÔNIO MARCOS GIRÃO", 96), ("Requisição:", "2025-118-4410", 82)],
        [("Nascimento:", "05/03/1970", 52), ("Sexo:", "Masculino", 44), ("Posto de coleta:", "Aldeota", 82)],
        [("Médico:", "Dra. Patrícia N. Holanda — CRM-CE 11.620", 96), ("Coleta:", "13/05/2025 07:33", 82)],
        [("Data do pedido:", "06/05/2025", 52), ("Impresso:", "14/05/2025 16:20", 44),
         ("Liberação:", "14/05/2025 11:08", 82)],
    ], size=8.2, font="djcond")

    def row(name, key, unit, cur, p1=None, p2=None, ref="", **kw):
        vt, fl = (cur.split(" ") + [""])[:2]
        res = [r(key, vt, unit, fl, **kw)]
        res.append(r(key, p1, unit, date=P1, **kw) if p1 else None)
        res.append(r(key, p2, unit, date=P2, **kw) if p2 else None)
        return Row(name, *res, ref=ref)

    tab = Table([
        Col("Exame", 52, "name"), Col("Resultado", 22, "vf0", "R", bold=True), Col("Unidade", 26, "u0"),
        Col("Anterior\n13/11/2024", 20, "v1", "R", color="#555555"),
        Col("Anterior\n08/05/2024", 20, "v2", "R", color="#555555"),
        Col("Referência", 42, "ref"),
    ], [
        Sub("METABOLISMO GLICÍDICO", color=TEAL),
        row("Glicose de jejum", "glu_fast", "mg/dL", "118 *", "112", "104", "70 a 99"),
        row("Hemoglobina glicada (HbA1c)", "hba1c", "%", "6,4 *", "6,2", "5,9", "inferior a 5,7",
            loinc="17856-6", alts=["4548-4"]),
        Sub("PERFIL LIPÍDICO", color=TEAL),
        row("Colesterol total", "chol", "mg/dL", "224 *", "231", "208", "inferior a 190"),
        row("Colesterol HDL", "hdl", "mg/dL", "38 *", "36", "41", "superior a 40"),
        row("Colesterol LDL", "ldl_calc", "mg/dL", "148 *", "158", "136", "conforme risco (nota)"),
        row("Triglicérides", "tg", "mg/dL", "190 *", "186", "155", "inferior a 150"),
        Sub("FUNÇÃO RENAL E HEPÁTICA", color=TEAL),
        row("Creatinina", "creat", "mg/dL", "1,08", "1,02", "0,99", "0,70 a 1,20"),
        row("TFG estimada (CKD-EPI 2021)", "egfr_ckdepi21", "mL/min/1,73 m²", "81", None, None, "superior a 60"),
        row("TGP (ALT)", "alt", "U/L", "52 *", "47", None, "até 41"),
        row("Gama GT", "ggt", "U/L", "71 *", "66", None, "8 a 61"),
        Sub("OUTROS", color=TEAL),
        row("PCR ultrassensível", "hscrp", "mg/L", "3,8 *", None, None, "inferior a 3,0"),
        row("TSH", "tsh", "µUI/mL", "2,9", None, None, "0,27 a 4,20"),
    ], rules="rows", rule_color="#b7d3d7", header_fill="#e3f0f2", header_color=TEAL, zebra="#f6fafb", size=8.6,
        hsize=7.8, font="djcond", row_h=4.5)

    p1 = [
        patient,
        Heading("CHECK-UP — RESULTADOS COM HISTÓRICO", size=11, color=TEAL, before=3, font="libserif"),
        Para("Material: soro (exceto HbA1c: sangue total EDTA; glicose: plasma fluoretado). Métodos: enzimático "
             "colorimétrico, HPLC (HbA1c), imunoturbidimetria (PCR), quimioluminescência (TSH).", size=7.4,
             before=0, font="djcond"),
        tab,
        Para("(*) Resultado fora do intervalo de referência. As colunas \"Anterior\" trazem resultados de coletas "
             "anteriores realizadas neste laboratório (13/11/2024 e 08/05/2024); — = não realizado.", size=7.4,
             before=2, font="djcond"),
        Para("Nota: LDL calculado pela equação de Martin/Hopkins. Metas de LDL conforme risco cardiovascular: "
             "baixo < 130; intermediário < 100; alto < 70; muito alto < 50 mg/dL. Colesterol não-HDL estimado "
             "em 186 mg/dL (meta conforme risco). Glicose média estimada pela HbA1c: 137 mg/dL.", size=7.4,
             before=1, font="djcond"),
        Sig([("Dr. Paulo R. Aragão", "Médico Patologista Clínico — CRM-CE 8.731"),
             ("Dra. Sâmia L. Benevides", "Biomédica — CRBM-2 7.402")], size=7.8, before=9),
    ]
    return dict(
        id="bb12", lab="Iracema Medicina Laboratorial", city="Fortaleza/CE", collected="2025-05-13",
        font="djcond", fonts=["libserif"], size=8.6, margins=(14, 10, 14, 12), header=header,
        footer=footer("Iracema Medicina Laboratorial · Requisição 2025-118-4410 · Página {p} de {n}",
                      right="Impresso em 14/05/2025 16:20", size=7.0),
        pages=[p1],
        features="check-up; zebra table with two 'Anterior' columns (13/11/2024, 08/05/2024); '*' flags; "
                 "'Colesterol HDL' naming; non-HDL and estimated average glucose only in notes (not results); "
                 "glycaemia, lipids, kidney, liver, hs-CRP, TSH",
    )


REPORTS = [bb01, bb02, bb03, bb04, bb05, bb06, bb07, bb08, bb09, bb10, bb11, bb12]


def all_reports():
    return [f() for f in REPORTS]
