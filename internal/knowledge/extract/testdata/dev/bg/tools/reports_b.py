"""Reports bg07-bg12 (all people, laboratories, numbers and values are invented)."""
from common import br, info_table, leader, line
from model import (Box, Cols, F, HRule, N, Para, R, Report, Space, Sub, Table, Text, U, V)


# =====================================================================================
# bg07 - private laboratory, Recife-PE: ruled table, reference range column BEFORE the
#        result, names split across two lines, hormones and tumour markers
# =====================================================================================
def bg07():
    D = "2025-01-28"
    lab = "Centro de Diagnóstico Laboratorial Capibaribe"

    def header():
        return [
            Cols([Text("CAPIBARIBE", size=17, bold=True, color="#7a1f1f", after=0),
                  Text("Centro de Diagnóstico Laboratorial", size=9, color="#7a1f1f", after=0.2)],
                 [Text("Rua Real da Torre, 705 – Madalena – Recife/PE – CEP 50610-000", size=7.3, align="R", after=0.1),
                  Text("Central de atendimento (81) 3228-6140", size=7.3, align="R", after=0.1),
                  Text("CNPJ 35.614.870/0001-09 · CNES 9031529", size=7.3, align="R")], split=0.45, after=1),
            HRule(weight=1.0, after=1.5),
            info_table([("Paciente:", "RENATA CAVALCANTI DE ALBUQUERQUE"), ("Nº do pedido:", "0125-447190"),
                        ("Data de nascimento:", "19/09/1990"), ("Sexo:", "Feminino"),
                        ("Solicitante:", "Dr. Marcos Antônio Lyra – CRM-PE 15.230"), ("Data do pedido:", "20/01/2025"),
                        ("DUM informada:", "12/01/2025"), ("Coleta:", "28/01/2025 07:35")],
                       size=7.8, cols=(0.19, 0.39, 0.16, 0.26)),
            HRule(weight=0.3, before=0.8, after=2.5),
        ]

    cols = [("Exame", 0.30, "L"), ("Material / Método", 0.19, "L"), ("Valores de referência", 0.25, "L"),
            ("Resultado", 0.14, "R"), ("Unidade", 0.12, "L")]

    def rows(items):
        out = []
        for it in items:
            if isinstance(it, Sub):
                out.append(it)
                continue
            r, mm, ref = it
            out.append([N(r), mm, ref, V(r), U(r)])
        return out

    tsh = R("Hormônio Tireoestimulante|(TSH ultrassensível)", "5,92", "µUI/mL", "tsh", flag="↑")
    ft4 = R("Tiroxina livre (T4 livre)", "0,86", "ng/dL", "ft4", flag="↓")
    t3 = R("Triiodotironina (T3 total)", "98", "ng/dL", "t3")
    tpo = R("Anticorpos anti-|tireoperoxidase (anti-TPO)", "186,4", "UI/mL", "tpo", flag="↑")
    fsh = R("Hormônio Folículo|Estimulante (FSH)", "6,2", "mUI/mL", "fsh")
    lh = R("Hormônio Luteinizante (LH)", "5,1", "mUI/mL", "lh")
    e2 = R("Estradiol", "84", "pg/mL", "e2")
    prl = R("Prolactina", "18,6", "ng/mL", "prl")
    prog = R("Progesterona", "inferior a 0,21", "ng/mL", "prog")
    testo = R("Testosterona total", "32", "ng/dL", "testo")
    cort = R("Cortisol (coleta às 8 h)", "14,2", "µg/dL", "cort")
    ins = R("Insulina (jejum)", "9,8", "µUI/mL", "ins")
    hcg = R("Beta-HCG quantitativo", "< 1,2", "mUI/mL", "hcg")
    t1 = Table(cols=cols, rows=rows([
        Sub("TIREOIDE", fill="#f3e6e6"),
        (tsh, "Soro / Quimiolum.", "0,27 a 4,20"),
        (ft4, "Soro / Quimiolum.", "0,93 a 1,70"),
        (t3, "Soro / Quimiolum.", "80 a 200"),
        (tpo, "Soro / Quimiolum.", "inferior a 34"),
        Sub("HORMÔNIOS", fill="#f3e6e6"),
        (fsh, "Soro / Quimiolum.", "Fase folicular: 3,5 a 12,5\nMeio do ciclo: 4,7 a 21,5"),
        (lh, "Soro / Quimiolum.", "Fase folicular: 2,4 a 12,6\nMeio do ciclo: 14,0 a 95,6"),
        (e2, "Soro / Quimiolum.", "Fase folicular: 12,5 a 166\nMeio do ciclo: 85,8 a 498"),
        (prl, "Soro / Quimiolum.", "Não gestantes: 4,8 a 23,3"),
        (prog, "Soro / Quimiolum.", "Fase folicular: 0,2 a 1,5\nFase lútea: 1,7 a 27,0"),
        (testo, "Soro / Quimiolum.", "Mulheres: 8,4 a 48,1"),
        (cort, "Soro / Quimiolum.", "6,2 a 19,4"),
        (ins, "Soro / Quimiolum.", "2,6 a 24,9"),
        (hcg, "Soro / Quimiolum.", "Não gestantes: inferior a 5,0"),
    ]), rules="all", size=8, pad=0.7, head_fill="#dddddd", after=2)
    cea = R("Antígeno Carcinoembrionário|(CEA)", "1,8", "ng/mL", "cea")
    c125 = R("CA 125", "14,3", "U/mL", "ca125")
    c199 = R("CA 19-9", "inferior a 2,0", "U/mL", "ca199")
    c153 = R("CA 15-3", "12,1", "U/mL", "ca153")
    afp = R("Alfafetoproteína", "2,4", "ng/mL", "afp")
    t2 = Table(cols=cols, rows=rows([
        Sub("MARCADORES TUMORAIS", fill="#f3e6e6"),
        (cea, "Soro / Quimiolum.", "Não fumantes: até 3,8\nFumantes: até 5,5"),
        (c125, "Soro / Quimiolum.", "até 35"),
        (c199, "Soro / Quimiolum.", "até 37"),
        (c153, "Soro / Quimiolum.", "até 25"),
        (afp, "Soro / Quimiolum.", "até 7,0"),
    ]), rules="all", size=8, pad=0.7, head_fill="#dddddd", after=2)
    sign = [Space(8),
            Text("Dra. Luciana Barbosa Wanderley", size=8.5, bold=True, align="C", after=0.2),
            Text("Biomédica – CRBM-2 7.105 – Responsável pela liberação", size=7.5, align="C", after=0.2),
            Text("Laudo liberado em 30/01/2025 às 15:44", size=7.5, align="C")]
    page1 = header() + [
        Text("LAUDO DE EXAMES – IMUNOLOGIA E HORMÔNIOS", size=10, bold=True, align="C", after=2.5), t1,
        Para("↑ / ↓ : resultado acima / abaixo do intervalo de referência. Valores de referência segundo bula do "
             "fabricante (Roche Cobas e 801).", size=7, italic=True),
    ]
    page2 = header() + [
        Text("LAUDO DE EXAMES – MARCADORES TUMORAIS", size=10, bold=True, align="C", after=2.5), t2,
        Para("Marcadores tumorais não devem ser utilizados isoladamente para rastreamento ou diagnóstico de "
             "neoplasias. Resultados obtidos por métodos diferentes não são intercambiáveis; recomenda-se o "
             "acompanhamento seriado no mesmo laboratório.", size=7.2, italic=True),
        Para("Beta-HCG: resultado compatível com ausência de gestação. DUM informada pela paciente: 12/01/2025.",
             size=7.2, italic=True),
    ] + sign
    footer = [HRule(weight=0.3, after=0.6),
              Text("Capibaribe Diagnóstico · Documento assinado digitalmente · Página {p} de {n}", size=7, align="C")]
    return Report("bg07", lab, "Recife-PE", "ruled table; reference-range column before the result column; "
                  "names split over two lines inside cells; arrows as flags; 'inferior a' and '<' values; "
                  "multi-line reference cells", D, [page1, page2], footer, font="sans", margins=(13, 11, 13, 14))


# =====================================================================================
# bg08 - municipal (SUS) laboratory, Parintins-AM: tables WITHOUT rules, full blood
#        count with differential, ESR, glucose; urinalysis in two columns
# =====================================================================================
def bg08():
    D = "2024-07-16"
    lab = "Laboratório Municipal de Parintins – Unidade Central"

    def header():
        return [
            Text("PREFEITURA MUNICIPAL DE PARINTINS – SECRETARIA MUNICIPAL DE SAÚDE – SEMSA", size=8, align="C", after=0.2),
            Text("LABORATÓRIO MUNICIPAL DE PARINTINS – UNIDADE CENTRAL", size=11, bold=True, align="C", after=0.2),
            Text("Travessa Jonathas Pedrosa, 1450 – Centro – Parintins/AM – CNES 3020347", size=7.5, align="C", after=1.2),
            info_table([("Paciente:", "JOSÉ RAIMUNDO TAVARES DOS SANTOS"), ("Nº:", "2024/071622"),
                        ("Nascimento:", "11/02/1979"), ("Sexo:", "Masculino"),
                        ("CNS:", "898 0012 7745 3310"), ("Procedência:", "UBS Itaúna II"),
                        ("Agendamento:", "09/07/2024"), ("Coleta:", "16/07/2024"),
                        ("Validade do pedido:", "08/08/2024"), ("Emissão:", "17/07/2024")],
                       size=8, cols=(0.17, 0.39, 0.17, 0.27), rules="none"),
            HRule(weight=0.4, before=0.8, after=2.5),
        ]

    rbc = R("Hemácias", "4,86", "milhões/µL", "rbc")
    hgb = R("Hemoglobina", "14,2", "g/dL", "hgb")
    hct = R("Hematócrito", "42,7", "%", "hct")
    mcv = R("VCM", "87,9", "fL", "mcv")
    mch = R("HCM", "29,2", "pg", "mch")
    mchc = R("CHCM", "33,3", "g/dL", "mchc")
    rdw = R("RDW-CV", "13,1", "%", "rdw")
    ery = Table(cols=[("ERITROGRAMA", 0.34, "L"), ("Resultado", 0.16, "R"), ("", 0.16, "L"),
                      ("Valores de referência", 0.34, "L")],
                rows=[[N(r), V(r), U(r), rf] for r, rf in [
                    (rbc, "4,50 a 5,90 milhões/µL"), (hgb, "13,5 a 17,5 g/dL"), (hct, "41,0 a 53,0 %"),
                    (mcv, "80,0 a 100,0 fL"), (mch, "26,0 a 34,0 pg"), (mchc, "31,0 a 37,0 g/dL"),
                    (rdw, "11,5 a 15,0 %")]],
                rules="none", size=9, pad=0.45, after=2)
    wbc = R("Leucócitos", "9.450", "/µL", "wbc")
    rows = [[N(wbc), "", [V(wbc), " /µL"], "", "4.000 a 10.000 /µL"]]
    for name, p, a, k, rp, ra in [("Neutrófilos", "66,0", "6.237", "neu", "40 a 75", "1.800 a 7.500"),
                                  ("Eosinófilos", "2,1", "198", "eos", "1 a 6", "40 a 600"),
                                  ("Basófilos", "0,4", "38", "bas", "0 a 2", "0 a 200"),
                                  ("Linfócitos", "24,8", "2.344", "lym", "20 a 45", "1.000 a 4.500"),
                                  ("Monócitos", "6,7", "633", "mon", "2 a 10", "200 a 1.000")]:
        r1 = R(name, p, "%", k + "_p")
        r2 = R(name, a, "/µL", k + "_a")
        rows.append([N(r1), [V(r1), " %"], [V(r2), " /µL"], rp + " %", ra + " /µL"])
    leu = Table(cols=[("LEUCOGRAMA", 0.24, "L"), ("Relativo", 0.13, "R"), ("Absoluto", 0.17, "R"),
                      ("Ref. relativo", 0.18, "L"), ("Ref. absoluto", 0.28, "L")],
                rows=rows, rules="none", size=9, pad=0.45, after=2)
    plt = R("Plaquetas", "312.000", "/µL", "plt")
    mpv = R("Volume plaquetário médio", "10,4", "fL", "mpv")
    plq = Table(cols=[("PLAQUETOGRAMA", 0.34, "L"), ("", 0.16, "R"), ("", 0.16, "L"), ("", 0.34, "L")],
                rows=[[N(plt), V(plt), U(plt), "150.000 a 450.000 /µL"], [N(mpv), V(mpv), U(mpv), "7,5 a 11,5 fL"]],
                rules="none", size=9, pad=0.45, after=2)
    esr = R("VHS (1ª hora)", "18", "mm", "esr", flag="*")
    glu = R("Glicose em jejum", "92", "mg/dL", "gluf")
    other = Table(cols=[("OUTROS EXAMES", 0.34, "L"), ("Resultado", 0.16, "R"), ("", 0.16, "L"),
                        ("Valores de referência", 0.34, "L")],
                  rows=[[N(esr), V(esr), U(esr), "Homens: até 15 mm"], [N(glu), V(glu), U(glu), "70 a 99 mg/dL"]],
                  rules="none", size=9, pad=0.45, after=1.5)
    page1 = header() + [
        Text("HEMOGRAMA COMPLETO", size=10, bold=True, after=0.2),
        Text("Material: sangue total com EDTA – Método: automação (impedância/citometria) com revisão em lâmina",
             size=7.5, italic=True, after=2),
        ery, leu, plq,
        Text("Morfologia: hemácias normocíticas e normocrômicas. Ausência de atipias leucocitárias.", size=7.5,
             italic=True, after=3),
        other,
        Text("VHS: método de Westergren modificado. Glicose: método enzimático (GOD-PAP), plasma fluoretado.",
             size=7.2, italic=True, after=0.2),
        Text("(*) Valor acima do intervalo de referência.", size=7.2, italic=True),
    ]
    cor = R("Cor", "Amarela", "", "u_color")
    asp = R("Aspecto", "Límpido", "", "u_asp")
    den = R("Densidade", "1,015", "", "u_sg")
    ph = R("pH", "5,5", "", "u_ph")
    prot = R("Proteínas", "Ausente", "", "u_prot")
    glc = R("Glicose", "Ausente", "", "u_glu")
    hb = R("Sangue (hemoglobina)", "Traços", "", "u_hgb", flag="*")
    nit = R("Nitrito", "Negativo", "", "u_nit")
    leu_s = R("Leucócitos", "3", "p/campo", "u_wbc")
    hem_s = R("Hemácias", "5", "p/campo", "u_rbc", flag="*")
    epi = R("Células epiteliais", "Raras", "", "u_epi")
    bac = R("Bactérias", "Ausentes", "", "u_bact")

    def utab(title, items):
        return Table(cols=[(title, 0.48, "L"), ("Resultado", 0.28, "L"), ("Ref.", 0.24, "L")],
                     rows=[[N(r), [V(r, flag=False), (" " + r.unit if r.unit else ""),
                                   (" " + r.flag if r.flag else "")], rf] for r, rf in items],
                     rules="none", size=9, pad=0.45, after=1.5)
    left = [utab("EXAME FÍSICO", [(cor, "Amarela"), (asp, "Límpido"), (den, "1,005 a 1,030"), (ph, "5,0 a 7,5")]),
            utab("EXAME QUÍMICO", [(prot, "Ausente"), (glc, "Ausente"), (hb, "Ausente"), (nit, "Negativo")])]
    right = [utab("SEDIMENTOSCOPIA", [(leu_s, "até 5"), (hem_s, "até 3"), (epi, "Raras"), (bac, "Ausentes")]),
             Para("Sedimento examinado em microscopia óptica (400x), após centrifugação de 10 mL a 1.500 rpm "
                  "por 5 minutos.", size=7.2, italic=True)]
    page2 = header() + [
        Text("EXAME DE URINA – EAS", size=10, bold=True, after=0.2),
        Text("Material: urina (jato médio) – Método: tira reagente e microscopia", size=7.5, italic=True, after=2.5),
        Cols(left, right, gap=8, split=0.5, after=2),
        Text("(*) Valor fora do intervalo de referência.", size=7.2, italic=True, after=10),
        Text("_________________________________", size=8, align="C", after=0.2),
        Text("Francisca das Chagas Batista Pontes", size=8.5, bold=True, align="C", after=0.2),
        Text("Farmacêutica-Bioquímica – CRF-AM 1.842", size=7.5, align="C"),
    ]
    footer = [Text("SEMSA Parintins – Laboratório Municipal – Este laudo não substitui a avaliação médica – "
                   "Folha {p} de {n}", size=7, align="C")]
    return Report("bg08", lab, "Parintins-AM", "municipal SUS lab; tables without rules; full blood count "
                  "with relative/absolute differential; ESR; urinalysis in two columns; asterisk flags",
                  D, [page1, page2], footer, font="dejavu", margins=(15, 11, 15, 13))


# =====================================================================================
# bg09 - hospital emergency laboratory, Juazeiro do Norte-CE: two samples (admission
#        and next morning), each printed as a two-column section
# =====================================================================================
def bg09():
    D = "2025-02-03"
    D2 = "2025-02-04"
    lab = "Hospital e Maternidade São Vicente do Cariri – Laboratório de Urgência"

    def tab(title, items, date=None):
        rows = []
        for name, val, unit, code, flag, ref in items:
            r = R(name, val, unit, code, flag=flag, date=date)
            rows.append([N(r), V(r, flag=False), U(r), F(r), ref])
        return Table(cols=[(title, 0.36, "L"), ("Result.", 0.15, "R"), ("Unid.", 0.15, "L"), ("", 0.06, "C"),
                           ("Referência", 0.28, "L")],
                     rows=rows, rules="hlines", size=8, pad=0.6, after=2.5)

    s1_left = [
        tab("MARCADORES CARDÍACOS", [
            ("Troponina I ultrassensível", "86,4", "ng/L", "tnihs", "A", "inferior a 34,2"),
            ("CK total", "412", "U/L", "ck", "A", "até 190"),
            ("CK-MB massa", "12,8", "ng/mL", "ckmb", "A", "até 5,0")]),
        tab("COAGULAÇÃO", [
            ("Tempo de protrombina", "12,9", "s", "pt", "", "11,0 a 13,5"),
            ("Atividade de protrombina", "96", "%", "ptpct", "", "70 a 120"),
            ("RNI", "1,06", "", "inr", "", "0,8 a 1,2"),
            ("TTPa", "29,4", "s", "aptt", "", "25,0 a 37,0")]),
    ]
    s1_right = [
        tab("BIOQUÍMICA", [
            ("Sódio", "136", "mmol/L", "na", "", "136 a 145"),
            ("Potássio", "3,4", "mmol/L", "k", "B", "3,5 a 5,1"),
            ("Ureia", "46", "mg/dL", "urea", "", "17 a 49"),
            ("Creatinina", "1,12", "mg/dL", "crea", "", "0,70 a 1,20"),
            ("Glicose", "168", "mg/dL", "glu", "A", "70 a 99")]),
    ]
    s2_left = [
        tab("MARCADORES CARDÍACOS", [
            ("Troponina I ultrassensível", "412,7", "ng/L", "tnihs", "A", "inferior a 34,2"),
            ("CK total", "688", "U/L", "ck", "A", "até 190"),
            ("CK-MB massa", "38,1", "ng/mL", "ckmb", "A", "até 5,0")], date=D2),
    ]
    s2_right = [
        tab("BIOQUÍMICA", [
            ("Potássio", "4,1", "mmol/L", "k", "", "3,5 a 5,1"),
            ("Magnésio", "1,8", "mg/dL", "mg", "", "1,6 a 2,6"),
            ("Creatinina", "1,08", "mg/dL", "crea", "", "0,70 a 1,20")], date=D2),
    ]

    def band(t):
        return Text(t, size=9, bold=True, bg="#d9d9d9", after=1.8)

    page = [
        Text("HOSPITAL E MATERNIDADE SÃO VICENTE DO CARIRI", size=12.5, bold=True, align="C", after=0.2),
        Text("Laboratório de Urgência e Emergência – funcionamento 24 horas", size=8.5, align="C", after=0.2),
        Text("Rua São Pedro, 2.233 – Centro – Juazeiro do Norte/CE – (88) 3512-4700 – CNES 2416174",
             size=7.5, align="C", after=1.2),
        HRule(weight=0.5, after=1.2),
        info_table([("Paciente:", "FRANCISCO ERIVALDO LANDIM BEZERRA"), ("Atendimento:", "PS-250203-0388"),
                    ("Nascimento:", "09/10/1958"), ("Sexo:", "Masculino"),
                    ("Setor:", "Pronto-socorro / Sala vermelha"), ("Entrada no PS:", "03/02/2025 21:58"),
                    ("Médico:", "Dr. Cícero Alencar Brito – CRM-CE 9.874"), ("Emitido em:", "05/02/2025 08:12")],
                   size=7.8, cols=(0.14, 0.42, 0.17, 0.27)),
        HRule(weight=0.3, before=0.8, after=2.5),
        band("AMOSTRA 1 – coletada em 03/02/2025 às 22:47 (admissão)"),
        Cols(s1_left, s1_right, gap=5, split=0.5),
        Para("Troponina I: delta em relação à amostra anterior deve ser avaliado em conjunto com o quadro clínico e "
             "o eletrocardiograma. Resultado crítico comunicado à equipe do PS em 03/02/2025 às 23:31.",
             size=7.2, italic=True, after=3),
        band("AMOSTRA 2 – coletada em 04/02/2025 às 06:30"),
        Cols(s2_left, s2_right, gap=5, split=0.5),
        Para("A = acima do valor de referência; B = abaixo do valor de referência. Métodos: troponina I "
             "ultrassensível e CK-MB massa por quimioluminescência; CK por cinético UV; eletrólitos por eletrodo "
             "íon-seletivo; ureia, creatinina, glicose e magnésio por métodos enzimáticos/colorimétricos; "
             "coagulação por coagulometria automatizada. Material: soro, plasma citratado.", size=7.2, italic=True,
             after=5),
        Text("Liberado por: Antônia Mikaelly Sampaio Gonçalves – Biomédica – CRBM-2 12.447", size=8, after=0.2),
        Text("Revisado por: Dr. Heitor Macedo Figueiredo – Patologista Clínico – CRM-CE 6.112", size=8),
    ]
    footer = [HRule(weight=0.3, after=0.6),
              Text("HMSVC – Laboratório de Urgência – página {p} de {n}", size=7, align="R")]
    return Report("bg09", lab, "Juazeiro do Norte-CE", "hospital emergency lab; two samples with different "
                  "collection dates in one report; each printed as two side-by-side columns; flags A/B in their "
                  "own column; coagulation", D, [page], footer, font="sans", margins=(12, 11, 12, 13))


# =====================================================================================
# bg10 - private laboratory, Campo Grande-MS: horizontal-rule table with a previous
#        result column (one earlier date in the header); 'HDL' / 'LDL' short names
# =====================================================================================
def bg10():
    D = "2024-11-26"
    P = "2024-05-22"
    lab = "Laboratório Pantanal Medicina Diagnóstica"
    items = [
        Sub("BIOQUÍMICA"),
        ("Glicose", "94", "101", "mg/dL", "glu", "", "70 a 99"),
        ("Hemoglobina glicada (HbA1c)", "5,6", "5,9", "%", "hba1c", "", "inferior a 5,7"),
        ("Creatinina", "1,02", "0,98", "mg/dL", "crea", "", "0,70 a 1,30"),
        ("Colesterol total", "196", "221", "mg/dL", "chol", "", "inferior a 190"),
        ("HDL", "44", "41", "mg/dL", "hdl", "", "superior a 40"),
        ("LDL", "124", "148", "mg/dL", "ldl", "", "inferior a 130"),
        ("Triglicerídeos", "142", "162", "mg/dL", "tg", "", "inferior a 150"),
        ("Proteína C reativa\nultrassensível", "< 0,30", "2,35", "mg/L", "hscrp", "", "inferior a 3,0"),
        Sub("FERRO E VITAMINAS"),
        ("Ferritina", "412", "468", "ng/mL", "ferr", "*", "30 a 400"),
        ("Vitamina B12", "386", None, "pg/mL", "b12", "", "197 a 771"),
        ("25-hidroxivitamina D", "31,4", "18,2", "ng/mL", "vitd", "", "20 a 60"),
        Sub("HORMÔNIOS E MARCADORES"),
        ("TSH", "1,96", "2,12", "µUI/mL", "tsh", "", "0,45 a 4,50"),
        ("T4 livre", "1,21", None, "ng/dL", "ft4", "", "0,70 a 1,80"),
        ("PSA total", "1,84", "1,62", "ng/mL", "psa", "", "até 4,0"),
    ]
    rows = []
    for it in items:
        if isinstance(it, Sub):
            rows.append(it)
            continue
        name, cur, prev, unit, code, flag, ref = it
        rc = R(name.replace("\n", "|"), cur, unit, code, flag=flag)
        cells = [N(rc), V(rc), U(rc)]
        if prev:
            rp = R(name.replace("\n", "|"), prev, unit, code, date=P)
            cells.append(V(rp))
        else:
            cells.append("–")
        cells.append(ref)
        rows.append(cells)
    tab = Table(cols=[("Exame", 0.31, "L"), ("Resultado", 0.14, "R"), ("Unidade", 0.12, "L"),
                      ("Anterior\n22/05/2024", 0.15, "R"), ("Valores de referência", 0.28, "L")],
                rows=rows, rules="hlines", size=9, pad=0.9, after=2.5)
    page = [
        Text("LABORATÓRIO PANTANAL", size=16, bold=True, align="L", after=0.2),
        Text("Medicina Diagnóstica", size=10, italic=True, after=0.4),
        Text("Rua 14 de Julho, 3.210 – Centro – Campo Grande/MS – CEP 79002-333 – Tel. (67) 3324-7788", size=7.5,
             after=0.2),
        Text("Responsável técnico: Dr. Gustavo Arruda Salomão – CRM-MS 7.046 – CNES 6724310", size=7.5, after=1),
        HRule(weight=0.8, after=0.4), HRule(weight=0.2, before=0, after=1.8),
        info_table([("Paciente:", "ROBERTO CARLOS MENDONÇA DE BARROS"), ("Ficha:", "MS-884.213"),
                    ("Data de nascimento:", "02/12/1966"), ("Sexo:", "Masculino"),
                    ("Médico:", "Dr. Alexandre Yamashita – CRM-MS 5.522"), ("Convênio:", "Cassems"),
                    ("Data da coleta:", "26/11/2024 07:12"), ("Data de cadastro:", "25/11/2024")],
                   size=8.2, cols=(0.2, 0.4, 0.17, 0.23)),
        HRule(weight=0.2, before=1, after=3),
        Text("RESULTADOS DE EXAMES", size=10.5, bold=True, align="C", after=2),
        tab,
        Para("A coluna \"Anterior\" apresenta o resultado do mesmo exame colhido neste laboratório em 22/05/2024. "
             "(*) resultado fora do intervalo de referência. LDL calculado pela equação de Martin/Hopkins. "
             "Vitamina D: valores acima de 30 ng/mL são recomendados para grupos de risco (SBPC/ML e SBEM).",
             size=7.5, italic=True, after=1.5),
        Para("Materiais: soro (bioquímica, ferritina, vitaminas, hormônios, PSA) e sangue total com EDTA (HbA1c). "
             "Métodos: enzimático colorimétrico, imunoturbidimetria, HPLC e eletroquimioluminescência.", size=7.5,
             after=8),
        Text("Dr. Gustavo Arruda Salomão", size=9, bold=True, align="R", after=0.2),
        Text("Patologista clínico – CRM-MS 7.046", size=8, align="R", after=0.2),
        Text("Liberado em 27/11/2024 às 11:05", size=8, align="R"),
    ]
    footer = [HRule(weight=0.2, after=0.6),
              Text("Impresso em 02/12/2024 09:41 – Pantanal Medicina Diagnóstica – página {p} de {n}", size=7,
                   align="C")]
    return Report("bg10", lab, "Campo Grande-MS", "private lab; table with horizontal rules only; previous "
                  "result column dated in its header (22/05/2024), some rows without a previous value; name "
                  "split across two lines; short names HDL/LDL; '< 0,30' value", D, [page], footer, font="serif",
                  margins=(16, 12, 16, 14))


# =====================================================================================
# bg11 - state hospital laboratory, Teresina-PI: hepatitis serology, liver panel,
#        coagulation and platelets with "Resultado anterior" lines
# =====================================================================================
def bg11():
    D = "2024-10-08"
    P = "2024-06-17"
    lab = "Hospital Estadual Dr. Lindolfo Teixeira – Laboratório de Patologia Clínica"

    def header():
        return [
            Cols([Text("GOVERNO DO ESTADO DO PIAUÍ – SECRETARIA DE ESTADO DA SAÚDE", size=7.5, after=0.2),
                  Text("HOSPITAL ESTADUAL DR. LINDOLFO TEIXEIRA", size=11.5, bold=True, after=0.2),
                  Text("Laboratório de Patologia Clínica – Ambulatório de Hepatologia", size=8.5, after=0.2),
                  Text("Rua Governador Artur de Vasconcelos, 1.545 – Centro/Sul – Teresina/PI – CNES 2726653",
                       size=7.3)],
                 [Box([Text("Requisição", size=7, align="C", after=0.2),
                       Text("PI-1008-22716", size=10, bold=True, align="C")], pad=1.5, after=0)],
                 split=0.77, gap=4, after=1),
            HRule(weight=0.6, after=1.5),
            info_table([("Paciente:", "ANTÔNIA MARIA DE SOUSA CARVALHO"), ("CNS:", "706 4023 8811 5529"),
                        ("Nascimento:", "15/04/1972"), ("Sexo:", "Feminino"),
                        ("Solicitante:", "Dra. Helena Castelo Branco – CRM-PI 3.327"), ("Data da requisição:", "30/09/2024"),
                        ("Coleta:", "08/10/2024 07:40"), ("Próxima consulta:", "05/11/2024")],
                       size=8, cols=(0.14, 0.43, 0.19, 0.24)),
            HRule(weight=0.3, before=0.8, after=2.5),
        ]

    def sec(t):
        return Text(t, size=9.5, bold=True, underline=True, after=1.5)

    hbs = R("HBsAg", "Reagente", "", "hbsag", flag="*")
    hbc = R("Anti-HBc total", "Reagente", "", "antihbc", flag="*")
    ahbs = R("Anti-HBs", "inferior a 2,00", "mUI/mL", "antihbs")
    hcv = R("Anti-HCV", "Não reagente", "", "hcv")
    hiv = R("Anti-HIV 1 e 2 / Ag p24", "Não reagente", "", "hiv")
    sero = Table(cols=[("Exame", 0.25, "L"), ("Resultado", 0.24, "L"), ("Método", 0.27, "L"),
                       ("Referência", 0.24, "L")],
                 rows=[[N(hbs), V(hbs), "Quimioluminescência", "Não reagente"],
                       [N(hbc), V(hbc), "Quimioluminescência", "Não reagente"],
                       [N(ahbs), [V(ahbs), " ", U(ahbs)], "Quimioluminescência", "Imune: ≥ 10 mUI/mL"],
                       [N(hcv), V(hcv), "Quimioluminescência", "Não reagente"],
                       [N(hiv), V(hiv), "Quimioluminescência (4ª ger.)", "Não reagente"]],
                 rules="head", size=8.5, pad=0.7, after=1)

    def blk(title, material, method, lines, ref):
        out = [Text(title, size=9, bold=True, after=0.2),
               Text(f"Material: {material} – Método: {method}", size=7.3, italic=True, after=0.4)]
        for segs, size in lines:
            out.append(Text(segs, size=size, indent=5, after=0.3))
        out.append(Text(ref, size=7.3, indent=5, after=2.2))
        return out

    ast = R("TGO (AST)", "96", "U/L", "ast", flag="(Alto)")
    ast_p = R("TGO (AST)", "71", "U/L", "ast", date=P)
    alt = R("TGP (ALT)", "142", "U/L", "alt", flag="(Alto)")
    alt_p = R("TGP (ALT)", "118", "U/L", "alt", date=P)
    ggt = R("Gama-GT", "58", "U/L", "ggt", flag="(Alto)")
    alp = R("Fosfatase alcalina", "110", "U/L", "alp")
    bt = R("Bilirrubina total", "0,94", "mg/dL", "bilt")
    bd = R("Bilirrubina direta", "0,31", "mg/dL", "bild", flag="(Alto)")
    bi = R("Bilirrubina indireta", "0,63", "mg/dL", "bili")
    alb = R("Albumina", "3,9", "g/dL", "alb")
    pt = R("Tempo de protrombina", "13,4", "segundos", "pt")
    pta = R("Atividade", "84", "%", "ptpct")
    inr = R("RNI", "1,11", "", "inr")
    plt = R("Plaquetas", "138.000", "/mm³", "plt", flag="(Baixo)")
    plt_p = R("Plaquetas", "151.000", "/mm³", "plt", date=P)

    def prev(r):
        return ([f"Resultado anterior ({br(P)}): ", V(r), " ", U(r)], 7.8)

    def cur(r, label="Resultado: "):
        segs = [label, V(r, flag=False)] + ([" ", U(r)] if r.unit else [])
        return (segs + (["  ", F(r)] if r.flag else []), 9.5)

    page1 = header() + [
        sec("MARCADORES SOROLÓGICOS – HEPATITES VIRAIS E HIV"),
        Text("Material: soro", size=7.5, italic=True, after=1), sero,
        Para("HBsAg e anti-HBc total reagentes com anti-HBs inferior ao limite de imunidade: perfil sugestivo de "
             "infecção pelo vírus da hepatite B. A critério médico, complementar com HBeAg, anti-HBe e carga viral "
             "(HBV-DNA).", size=7.3, italic=True, after=3),
        sec("PERFIL HEPÁTICO"),
    ] + blk("TRANSAMINASE OXALACÉTICA", "soro", "cinético UV (IFCC)",
            [cur(ast, "TGO (AST): "), prev(ast_p)], "Referência: até 32 U/L") + \
        blk("TRANSAMINASE PIRÚVICA", "soro", "cinético UV (IFCC)",
            [cur(alt, "TGP (ALT): "), prev(alt_p)], "Referência: até 33 U/L") + \
        blk("GAMA-GLUTAMILTRANSFERASE", "soro", "cinético colorimétrico",
            [cur(ggt, "Gama-GT: ")], "Referência: 6 a 42 U/L") + \
        blk("FOSFATASE ALCALINA", "soro", "cinético (AMP)", [cur(alp, "Fosfatase alcalina: ")],
            "Referência: 35 a 104 U/L")
    page2 = header() + \
        blk("BILIRRUBINAS", "soro", "diazo (Jendrassik-Grof)",
            [cur(bt, "Bilirrubina total: "), cur(bd, "Bilirrubina direta: "), cur(bi, "Bilirrubina indireta: ")],
            "Referência: total até 1,20 mg/dL – direta até 0,30 mg/dL – indireta até 1,00 mg/dL") + \
        blk("ALBUMINA", "soro", "verde de bromocresol", [cur(alb, "Albumina: ")], "Referência: 3,5 a 5,2 g/dL") + \
        [sec("COAGULAÇÃO E HEMATOLOGIA")] + \
        blk("TEMPO DE PROTROMBINA (TP)", "plasma citratado", "coagulométrico (tromboplastina ISI 1,02)",
            [cur(pt, "Tempo de protrombina: "), cur(pta, "Atividade: "), cur(inr, "RNI: ")],
            "Referência: tempo 10,0 a 14,0 segundos – atividade 70 a 100 % – RNI 0,8 a 1,2") + \
        blk("CONTAGEM DE PLAQUETAS", "sangue total (EDTA)", "automação (impedância) e revisão em lâmina",
            [cur(plt, "Plaquetas: "), prev(plt_p)], "Referência: 150.000 a 450.000 /mm³") + [
        Para("Resultados anteriores: coleta de 17/06/2024 neste laboratório. Retorno ao ambulatório em 05/11/2024.",
             size=7.3, italic=True, after=8),
        Text("Responsável pela liberação: Kelly Cristina Rocha Lustosa – Farmacêutica-Bioquímica – CRF-PI 1.913",
             size=8, after=0.2),
        Text("Liberado em 09/10/2024 10:58", size=8),
    ]
    footer = [HRule(weight=0.3, after=0.6),
              Text("SESAPI – HELT – Laboratório de Patologia Clínica – Página {p} de {n}", size=7, align="C")]
    return Report("bg11", lab, "Teresina-PI", "state hospital lab; hepatitis/HIV serology table with "
                  "qualitative and 'inferior a' results; block layout for liver panel; 'Resultado anterior' lines "
                  "with their own date; coagulation; flags (Alto)/(Baixo)", D, [page1, page2], footer,
                  font="dejavucond", margins=(15, 11, 15, 14))


# =====================================================================================
# bg12 - small private laboratory, Registro-SP: proportional font with dotted leaders,
#        no rules, PSA history table (three earlier dates), hormones, lipids
# =====================================================================================
def bg12():
    D = "2025-03-11"
    lab = "Laboratório Vale do Ribeira Análises Clínicas"
    FONT = "carlito"
    SIZE = 9.5
    W = 210 - 18 - 18
    NAMEW = 0.44 * W - 2 * 1.2 - 3

    def header():
        return [
            Text("LABORATÓRIO VALE DO RIBEIRA", size=14, bold=True, after=0.1),
            Text("Análises Clínicas · Rua José Antônio de Campos, 388 · Centro · Registro/SP · (13) 3821-4096",
                 size=8, after=0.1),
            Text("CNPJ 47.316.905/0001-54 · Responsável técnica: Dra. Sônia Harumi Tanaka · CRF-SP 31.774",
                 size=8, after=1),
            HRule(weight=0.4, after=1.5),
            info_table([("Nome:", "OSVALDO APARECIDO DE LIMA"), ("Protocolo:", "RG-25031174"),
                        ("Nascimento:", "21/06/1962"), ("Idade:", "62 anos"),
                        ("Médico:", "Dr. Fábio Nakamura Prado"), ("Coleta:", "11/03/2025 06:55"),
                        ("Entrega prevista:", "14/03/2025"), ("Emissão:", "13/03/2025")],
                       size=8.5, cols=(0.17, 0.39, 0.17, 0.27)),
            HRule(weight=0.4, before=0.8, after=2.5),
        ]

    def tab(items, size=SIZE):
        rows = []
        for r, ref in items:
            rows.append([leader(N(r).text(), NAMEW, FONT, size), V(r), U(r), ref])
        return Table(cols=[("", 0.44, "L"), ("", 0.14, "R"), ("", 0.14, "L"), ("", 0.28, "L")],
                     rows=rows, rules="none", head=False, size=size, pad=0.35, after=2)

    def title(t, sub):
        return [Text(t, size=10, bold=True, after=0.2), Text(sub, size=7.8, italic=True, after=1.2)]

    hemo = tab([(R("Hemácias", "5,12", "milhões/mm³", "rbc"), "4,50 a 5,90"),
                (R("Hemoglobina", "15,1", "g/dL", "hgb"), "13,5 a 17,5"),
                (R("Hematócrito", "45,2", "%", "hct"), "41,0 a 53,0"),
                (R("VCM", "88,3", "fL", "mcv"), "80,0 a 100,0"),
                (R("HCM", "29,5", "pg", "mch"), "27,0 a 32,0"),
                (R("CHCM", "33,4", "g/dL", "mchc"), "32,0 a 36,0"),
                (R("RDW", "12,8", "%", "rdw"), "11,5 a 14,5"),
                (R("Leucócitos", "6.120", "/mm³", "wbc"), "4.000 a 11.000"),
                (R("Plaquetas", "221.000", "/mm³", "plt"), "150.000 a 450.000")])
    psa = R("Antígeno Prostático Específico|Total (PSA total)", "4,62", "ng/mL", "psa", flag="H")
    fpsa = R("PSA livre", "0,71", "ng/mL", "fpsa")
    rat = R("Relação PSA livre/total", "15,4", "%", "psar", flag="L")
    psatab = tab([(psa, "até 4,00 (idade > 60 anos)"), (fpsa, "–"), (rat, "superior a 25 %")])
    hist = Table(cols=[("Evolução do PSA total", 0.4, "L"), ("Data da coleta", 0.3, "C"),
                       ("Resultado (ng/mL)", 0.3, "R")],
                 rows=[["", br(d), V(R("PSA total", v, "ng/mL", "psa", date=d))]
                       for d, v in [("2022-03-12", "2,10"), ("2023-04-18", "2,96"), ("2024-03-05", "3,71")]],
                 rules="head", size=8.5, pad=0.5, after=2)
    page1 = header() + title("HEMOGRAMA (eritrograma, leucócitos e plaquetas)",
                             "Material: sangue total (EDTA) · Método: automação hematológica") + [hemo] + \
        title("ANTÍGENO PROSTÁTICO ESPECÍFICO (PSA)", "Material: soro · Método: eletroquimioluminescência") + \
        [psatab,
         Text("H = acima do valor de referência; L = abaixo do valor de referência.", size=7.5, italic=True,
              after=2.5),
         hist,
         Para("Histórico de resultados do paciente neste laboratório, pelo mesmo método. Velocidade de elevação do PSA "
              "deve ser interpretada pelo urologista assistente.", size=7.3, italic=True)]
    testo = R("Testosterona total", "486", "ng/dL", "testo")
    tlivre = R("Testosterona livre|(calculada – Vermeulen)", "8,9", "ng/dL", "testof")
    shbg = R("SHBG", "38,2", "nmol/L", "shbg")
    chol = R("Colesterol total", "201", "mg/dL", "chol")
    hdl = R("HDL-c", "49", "mg/dL", "hdl")
    ldl = R("LDL-c", "126", "mg/dL", "ldl")
    tg = R("Triglicerídeos", "128", "mg/dL", "tg")
    page2 = header() + \
        title("HORMÔNIOS", "Material: soro (coleta entre 7 h e 10 h) · Método: eletroquimioluminescência") + \
        [tab([(testo, "249 a 836"), (tlivre, "4,6 a 22,4"), (shbg, "18,3 a 54,1")])] + \
        title("PERFIL LIPÍDICO", "Material: soro · Método: enzimático colorimétrico; LDL-c por Friedewald") + \
        [tab([(chol, "desejável < 190"), (hdl, "desejável > 40"), (ldl, "desejável < 130"),
              (tg, "desejável < 150")]),
         Para("Metas de LDL-c conforme categoria de risco cardiovascular definida pelo médico assistente.",
              size=7.3, italic=True, after=10),
         Text("Dra. Sônia Harumi Tanaka", size=9, bold=True, align="C", after=0.1),
         Text("Farmacêutica-Bioquímica · CRF-SP 31.774", size=8, align="C", after=0.1),
         Text("Laudo conferido e liberado em 12/03/2025 16:20", size=7.5, align="C")]
    footer = [HRule(weight=0.2, after=0.5),
              Text("Vale do Ribeira Análises Clínicas · página {p}/{n}", size=7, align="R")]
    return Report("bg12", lab, "Registro-SP", "small private lab; proportional font with dotted leaders and "
                  "no rules; name split over two lines; PSA history table with three earlier collection dates; "
                  "flags H/L; hormones; lipids (HDL-c)", D, [page1, page2], footer, font=FONT,
                  margins=(18, 12, 18, 14))
