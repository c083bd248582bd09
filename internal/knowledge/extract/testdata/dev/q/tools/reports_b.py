from model import R, VU
from common import r, trow, pat_grid, footer, lab_header

def q07():
    D1, D2 = "2025-02-03", "2025-02-17"
    hdr = lab_header("Laboratório de Pesquisa Clínica Carlos Chagas — LPCC", "Serviço de apoio a ensaios clínicos · Belo Horizonte · MG",
        ["Av. Prof. Alfredo Balena, 190 - Santa Efigênia - Belo Horizonte/MG · CNES 0027049 · CNPJ 17.220.114/0001-08",
         "Coordenação técnica: Profa. Dra. Beatriz Horta Andrade - CRM-MG 40.118 · Bioquímico responsável: Ms. Paulo Viana - CRF-MG 12.667"], "left")
    pat = pat_grid([("Participante", "J.M.S. — código 014-BH-0227"), ("Protocolo", "LPCC-2024-031 (braço B)"),
                    ("Nascimento", "1971-08-29"), ("Sexo", "M"),
                    ("Investigador", "Dr. Henrique Lage - CRM-MG 35.901"), ("Randomização", "2025-01-20"),
                    ("Visita 1 (V1)", "coleta 2025-02-03 07:55"), ("Visita 2 (V2)", "coleta 2025-02-17 08:10")])
    rows = [
        ("Hemoglobina", "hb", "g/L", "145", "139", "135 – 175"),
        ("Hematócrito", "ht", "L/L", "0,43", "0,41", "0,40 – 0,52"),
        ("Leucócitos", "wbc", "×10⁹/L", "6,2", "3,1", "4,0 – 10,0"),
        ("Neutrófilos", "neu_a", "×10⁹/L", "3,8", "1,2", "1,8 – 7,5"),
        ("Plaquetas", "plt", "×10⁹/L", "231", "198", "150 – 400"),
        ("Glicose", "glic_mmol", "mmol/L", "5,4", "5,9", "3,9 – 6,0"),
        ("Creatinina", "creat_umol", "µmol/L", "81", "115", "59 – 104"),
        ("Ureia", "ureia_mmol", "mmol/L", "5,1", "7,8", "2,8 – 7,2"),
        ("ALT", "alt", "U/L", "28", "96", "< 45"),
        ("AST", "ast", "U/L", "22", "71", "< 35"),
        ("Bilirrubina total", "bt_umol", "µmol/L", "9", "< 3", "3 – 21"),
        ("Albumina", "alb", "g/L", "44", "41", "35 – 52"),
        ("Colesterol total", "col_mmol", "mmol/L", "5,2", "4,6", "< 5,2"),
    ]
    hi = {("wbc", 2): "↓", ("neu_a", 2): "↓", ("creat_umol", 2): "↑", ("ureia_mmol", 2): "↑", ("alt", 2): "↑", ("alt", 1): "",
          ("ast", 2): "↑"}
    grid = [["**Analito", "**Unidade (SI)", "**V1\n2025-02-03", "**V2\n2025-02-17", "**Intervalo de referência"]]
    for name, key, unit, v1, v2, ref in rows:
        a = r(key, name, v1, unit, hi.get((key, 1), ""), D1)
        b = r(key, name, v2, unit, hi.get((key, 2), ""), D2)
        if key == "alb": a.analyte = b.analyte = "Albumin"
        grid.append([name, unit, a, b, ref])
    bl = [pat,
          ("h", "RELATÓRIO CUMULATIVO — BIOQUÍMICA E HEMATOLOGIA (unidades SI)", {"cls": "bar"}),
          ("line", ["Amostras: sangue total EDTA (hematologia); soro (bioquímica). Analisadores Sysmex XN-1000 e Cobas c503. Ordem das colunas: visita mais antiga à esquerda."], {"size": 7}),
          ("grid", [0.22, 0.14, 0.16, 0.16, 0.32], grid, {"head": 1, "border": "rows", "align": "llrrl", "size": 8}),
          ("line", ["↑ / ↓ acima / abaixo do intervalo de referência. Toxicidade (CTCAE v5.0) avaliada pelo investigador; não constitui resultado."], {"size": 6.8, "i": True}),
          ("h", "COAGULAÇÃO — V2 (2025-02-17)", {"cls": "bar"}),
          ("grid", [0.36, 0.2, 0.12, 0.32], [
              trow(r("tp_s", "Tempo de protrombina", "12,9", "s", date=D2), "10,0 – 13,5"),
              trow(r("inr", "RNI (INR)", "1,08", "", date=D2), "0,90 – 1,20"),
              trow(r("ttpa", "TTPa", "31,4", "s", date=D2), "25,0 – 36,0"),
              trow(r("fib", "Fibrinogênio", "3,1", "g/L", date=D2), "2,0 – 4,0"),
          ], {"border": "rows", "align": "lrll"}),
          ("h", "URINA — V2 (2025-02-17)", {"cls": "bar"}),
          ("line", ["Proteína (tira reativa): ", r("u_prot", "Proteína (tira reativa)", "negativa", date=D2),
                    "     Creatinina urinária: ", VU(r("ucreat", "Creatinina urinária", "9,8", "mmol/L", date=D2)),
                    "     Albumina urinária: ", VU(r("malb", "Albumina urinária", "< 3,0", "mg/L", date=D2))]),
          ("space", 2),
          ("line", ["Data do relatório: 2025-02-18 · Próxima visita (V3) prevista: 2025-03-03 · Versão do relatório: 2"], {"size": 7}),
          ("line", ["Revisado por Ms. Paulo Viana - CRF-MG 12.667 em 2025-02-18 15:40"], {"size": 7})]
    for row in bl[3][2][1:]:
        pass
    rep = {"id": "q07", "lab": {"name": "Laboratório de Pesquisa Clínica Carlos Chagas — LPCC", "city": "Belo Horizonte/MG"},
           "style": {"font": "lib-sans", "size": 8.4, "accent": "#34495e", "vweight": "normal"},
           "collected": D1, "header": hdr, "pages": [bl],
           "footer": footer(["Documento de pesquisa clínica — uso restrito ao estudo LPCC-2024-031. Impresso 2025-02-18."]),
           "features": "research-service cumulative table, two visits as columns (two collection dates), SI units (g/L, L/L, ×10⁹/L, mmol/L, µmol/L), ↑/↓ flags, ISO dates, '< 3' value"}
    # the ht in L/L is a volume fraction: same 4544-3
    return rep

def q08():
    D = "2025-03-17"
    hdr = lab_header("DIAGNÓSTICOS CERRADO", "Laboratório Clínico — Setor Oeste",
        ["Rua 9, nº 1.120 - Setor Oeste - Goiânia/GO - CEP 74110-100 - Tel. (62) 3241-5500",
         "CNES 2442402 / CNPJ 01.665.338/0001-21 / Resp. Técnico: Dr. Wanderley Rezende Caiado - CRBM-GO 1.805"], "center")
    pat = pat_grid([("PACIENTE", "GERALDO MAGELA DE ALMEIDA"), ("OS", "CER-250317-0998"),
                    ("DN", "02/02/1955"), ("SEXO", "M"),
                    ("MÉDICO", "DR. CAIO FERNANDES - CRM-GO 18.003"), ("ENTRADA", "17/03/25 07:02"),
                    ("COLETA", "17/03/25 07:15"), ("IMPRESSÃO", "19/03/25 09:47")])
    def L(label, x, ref, w=34):
        return ("line", [label.ljust(w, "."), ": ", VU(x), "   ", ref], {"pre": True})
    bl = [pat,
          ("h", "COAGULOGRAMA", {"cls": "plain"}),
          ("line", ["MATERIAL: PLASMA CITRATADO   MÉTODO: COAGULOMÉTRICO (ÓPTICO)"], {"size": 7}),
          L("TEMPO DE PROTROMBINA (TP)", r("tp_s", "TEMPO DE PROTROMBINA (TP)", "14,8", "seg", "(H)"), "VR: 10,0 a 13,5 seg"),
          L("ATIVIDADE DE PROTROMBINA", r("tp_act", "ATIVIDADE DE PROTROMBINA", "68", "%", "(L)"), "VR: 70 a 100 %"),
          L("RNI", r("inr", "RNI", "1,31", "", "(H)"), "VR: 0,8 a 1,2  (em anticoagulação oral: 2,0 a 3,0)"),
          L("TTPA - PACIENTE", r("ttpa", "TTPA - PACIENTE", "33,0", "seg"), "VR: 25,0 a 38,0 seg"),
          ("line", ["TTPA - POOL NORMAL (CONTROLE)....: 30,2 seg"], {"pre": True, "size": 7.4}),
          ("h", "FUNÇÃO HEPÁTICA", {"cls": "plain"}),
          ("line", ["MATERIAL: SORO"], {"size": 7}),
          L("TGO (AST)", r("ast", "TGO (AST)", "48", "U/L", "(H)"), "VR: até 40 U/L"),
          L("TGP (ALT)", r("alt", "TGP (ALT)", "39", "U/L"), "VR: até 41 U/L"),
          L("GAMA GT", r("ggt", "GAMA GT", "212", "U/L", "(H)"), "VR: 10 a 71 U/L"),
          L("FOSFATASE ALCALINA", r("fa", "FOSFATASE ALCALINA", "131", "U/L", "(H)"), "VR: 40 a 129 U/L"),
          L("BILIRRUBINA TOTAL", r("bt", "BILIRRUBINA TOTAL", "1,42", "mg/dL", "(H)"), "VR: até 1,20 mg/dL"),
          L("BILIRRUBINA DIRETA", r("bd", "BILIRRUBINA DIRETA", "0,51", "mg/dL", "(H)"), "VR: até 0,30 mg/dL"),
          L("BILIRRUBINA INDIRETA", r("bi", "BILIRRUBINA INDIRETA", "0,91", "mg/dL"), "VR: até 1,00 mg/dL"),
          L("PROTEÍNAS TOTAIS", r("prot", "PROTEÍNAS TOTAIS", "6,9", "g/dL"), "VR: 6,4 a 8,3 g/dL"),
          L("ALBUMINA", r("alb", "ALBUMINA", "3,4", "g/dL", "(L)"), "VR: 3,5 a 5,2 g/dL"),
          ("h", "FUNÇÃO RENAL E ELETRÓLITOS", {"cls": "plain"}),
          L("CREATININA", r("creat", "CREATININA", "1,18", "mg/dL"), "VR: 0,70 a 1,30 mg/dL"),
          L("TFG (CKD-EPI 2021)", r("tfg", "TFG (CKD-EPI 2021)", "63", "mL/min/1,73 m²"), "VR: > 90 (ver estágios KDIGO)"),
          L("SÓDIO", r("na", "SÓDIO", "138", "mEq/L"), "VR: 136 a 145 mEq/L"),
          ("line", ["POTÁSSIO — amostra de 17/03/25 com hemólise (++): resultado não liberado. Paciente recoletado."], {"size": 7.4, "i": True}),
          L("POTÁSSIO (RECOLETA 18/03/25 07:20)", r("k", "POTÁSSIO (RECOLETA 18/03/25 07:20)", "4,6", "mEq/L", date="2025-03-18"), "VR: 3,5 a 5,1 mEq/L", 36),
          L("MAGNÉSIO (RECOLETA 18/03/25)", r("mg", "MAGNÉSIO (RECOLETA 18/03/25)", "1,9", "mg/dL", date="2025-03-18"), "VR: 1,6 a 2,6 mg/dL", 36),
          ("h", "MARCADORES", {"cls": "plain"}),
          L("ALFAFETOPROTEÍNA", r("afp", "ALFAFETOPROTEÍNA", "inferior a 2,0", "ng/mL"), "VR: até 8,0 ng/mL"),
          L("PCR (PROTEÍNA C REATIVA)", r("pcr", "PCR (PROTEÍNA C REATIVA)", "< 0,5", "mg/dL"), "VR: inferior a 0,5 mg/dL"),
          L("FERRITINA", r("ferr", "FERRITINA", "> 1.650", "ng/mL", "(H)"), "VR: 30 a 400 ng/mL"),
          ("line", ["Nota: ferritina acima do limite de linearidade do método; diluição não solicitada."], {"size": 7, "i": True}),
          ("space", 3),
          ("line", ["LIBERADO EM 19/03/25 09:40 — DR. WANDERLEY REZENDE CAIADO — CRBM-GO 1.805"], {"size": 7.2})]
    return {"id": "q08", "lab": {"name": "Diagnósticos Cerrado", "city": "Goiânia/GO"},
            "style": {"font": "lib-mono", "size": 7.9, "accent": "#333333", "vweight": "normal", "hcls": "plain"},
            "collected": D, "header": hdr, "pages": [bl],
            "footer": footer(["DIAGNÓSTICOS CERRADO - LAUDO EMITIDO POR SISTEMA. (H) ALTO  (L) BAIXO."], "PÁG. {i} DE {n}"),
            "features": "monospace dot-leader report in capitals, (H)/(L) flags, second sample on another day (recollected potassium/magnesium with the date inside the name), control pool value not a result, 'inferior a', '<', '> 1.650' with thousands dot, yy dates"}

def q09():
    D = "2025-07-09"
    hdr = lab_header("Laboratório Maré Alta", "Endocrinologia e Oncologia Laboratorial",
        ["Av. Tancredo Neves, 2.539 - Caminho das Árvores - Salvador/BA · (71) 3018-6600",
         "CNES 9012453 · CNPJ 27.334.019/0001-75 · RT: Dra. Iara Bittencourt Rocha - CRF-BA 6.702"], "left")
    pat = pat_grid([("Paciente:", "Cristiane Oliveira dos Santos Bonfim"), ("Atendimento:", "MA-07-33410"),
                    ("Nascimento:", "11/12/1976"), ("Sexo:", "Feminino"),
                    ("DUM:", "20/06/2025"), ("Médico(a):", "Dra. Tânia Moniz - CRM-BA 20.115"),
                    ("Coleta:", "09/07/2025 08:20"), ("Emissão:", "11/07/2025")])
    hor = [["**HORMÔNIOS", "**Resultado", "**Referência"],
           ["FSH", VU(r("fsh", "FSH", "7,4", "mUI/mL")), "Fase folicular: 3,5 a 12,5\nPós-menopausa: 25,8 a 134,8"],
           ["LH", VU(r("lh", "LH", "6,1", "mUI/mL")), "Fase folicular: 2,4 a 12,6"],
           ["Estradiol", VU(r("e2", "Estradiol", "68", "pg/mL")), "Fase folicular: 12,5 a 166"],
           ["Progesterona", VU(r("prog", "Progesterona", "menor que 0,21", "ng/mL")), "Fase folicular: 0,2 a 1,5"],
           ["Prolactina", VU(r("prl", "Prolactina", "31,8", "ng/mL"), " "), "4,8 a 23,3"],
           ["Testosterona\ntotal", VU(r("testo", "Testosterona total", "inferior a 12", "ng/dL")), "Mulheres: até 48"],
           ["Cortisol\n(8 h)", VU(r("cort", "Cortisol (8 h)", "14,2", "µg/dL")), "6,2 a 19,4"],
           ["Beta-HCG\nquantitativo", VU(r("bhcg", "Beta-HCG quantitativo", "< 1,2", "mUI/mL")), "Não gestante: < 5,0"]]
    tum = [["**MARCADORES TUMORAIS", "**Resultado", "**Ref."],
           ["CEA", VU(r("cea", "CEA", "1,9", "ng/mL")), "Não fumantes: < 3,8"],
           ["CA 125", VU(r("ca125", "CA 125", "42,7", "U/mL")), "até 35,0"],
           ["CA 19-9", VU(r("ca199", "CA 19-9", "< 2,0", "U/mL")), "até 37,0"],
           ["Alfa-fetoproteína", VU(r("afp", "Alfa-fetoproteína", "2,3", "ng/mL")), "até 7,0"],
           ["**VITAMINAS / OUTROS", "", ""],
           ["Vitamina B12", VU(r("b12", "Vitamina B12", "superior a 2.000", "pg/mL")), "197 a 771"],
           ["Ácido fólico", VU(r("fol", "Ácido fólico", "> 20,0", "ng/mL")), "> 3,9"],
           ["Vitamina D\n(25-OH)", VU(r("vitd", "Vitamina D (25-OH)", "31,5", "ng/mL")), "> 20 (saudáveis)"]]

    # flags in this lab: values out of range are marked with H / L after the value
    hor[5][1].r.flag = "H"; tum[2][1].r.flag = "H"; tum[6][1].r.flag = "H"
    bl = [pat,
          ("h", "RESULTADOS — soro, coleta única de 09/07/2025", {"cls": "bar"}),
          ("cols", [("grid", [0.27, 0.4, 0.33], hor, {"head": 1, "border": "rows", "size": 7.6})],
                   [("grid", [0.31, 0.43, 0.26], tum, {"head": 1, "border": "rows", "size": 7.6})], {"ratio": 0.5}),
          ("line", ["Métodos: eletroquimioluminescência (hormônios, marcadores) e quimioluminescência (vitaminas). H = acima do valor de referência."], {"size": 6.8, "i": True}),
          ("line", ["Prolactina: pesquisa de macroprolactina (precipitação com PEG) sem macroprolactinemia significativa."], {"size": 7}),
          ("h", "HEMOGRAMA RESUMIDO", {"cls": "bar"}),
          ("grid", [0.16, 0.17, 0.16, 0.17, 0.17, 0.17], [
              ["Hemoglobina", VU(r("hb", "Hemoglobina", "12,9", "g/dL")), "Hematócrito", VU(r("ht", "Hematócrito", "38,8", "%")), "Leucócitos", VU(r("wbc", "Leucócitos", "5.430", "/µL"))],
              ["Plaquetas", VU(r("plt", "Plaquetas", "301.000", "/µL")), "VCM", VU(r("vcm", "VCM", "88,1", "fL")), "RDW", VU(r("rdw", "RDW", "13,2", "%"))],
          ], {"border": "none", "size": 7.8}),
          ("line", ["Referências do hemograma disponíveis no laudo completo. Hemograma coletado na mesma amostra de 09/07/2025."], {"size": 6.8}),
          ("space", 3),
          ("line", ["Laudo assinado eletronicamente por Dra. Iara Bittencourt Rocha — CRF-BA 6.702 — 11/07/2025 17:02"], {"size": 7.2, "align": "R"})]
    return {"id": "q09", "lab": {"name": "Laboratório Maré Alta", "city": "Salvador/BA"},
            "style": {"font": "dejavu", "size": 8.0, "accent": "#006d77", "vweight": "bold"},
            "collected": D, "header": hdr, "pages": [bl],
            "footer": footer(["Maré Alta Medicina Laboratorial — Salvador/BA — impresso em 11/07/2025"]),
            "features": "two side-by-side tables with their own headers (hormones | tumour markers+vitamins), 'menor que', 'inferior a', 'superior a 2.000', '<', '>', split names, multi-line references, compact 3-pair hemogram rows"}
