from model import R, VU
from common import r, trow, pat_grid, footer, lab_header

def q10():
    D = "2025-03-14"; P = "2024-09-12"
    hdr = lab_header("LABORATÓRIO ARAUCÁRIA", "Medicina Laboratorial · Curitiba · PR",
        ["R. Padre Anchieta, 1.846 - Bigorrilho - Curitiba/PR - 80730-000 · Fone (41) 3335-1212 · CNES 0015318 · CNPJ 76.543.210/0001-58",
         "Responsável técnico: Dr. Guilherme Wolff Zanlorenzi - CRF-PR 15.433"], "left", 6.9)
    pat = pat_grid([("Paciente:", "Roberto Carlos Kowalski"), ("Ficha:", "AR-140325-2210"), ("Data nasc.:", "05.05.1966"),
                    ("Sexo:", "Masc."), ("Idade:", "58 anos"), ("Convênio:", "Unimed"),
                    ("Médico:", "Dr. Fábio Lemos Schiavon"), ("Coleta:", "14.03.25 07:20"), ("Liberação:", "15.03.25 13:05")], ncols=3)
    HDR = ["**Exame", "**Resultado", "**Unidade", "**Valores de referência", "**Anterior\n12.09.24"]
    W = [0.29, 0.14, 0.12, 0.3, 0.15]
    def row(key, name, vt, unit, ref, prev=None, flag=""):
        x = r(key, name, vt, unit, flag)
        p = r(key, name, prev, unit, date=P) if prev else ""
        return [name, x, unit, ref, p]
    hemo = [HDR,
        row("rbc", "Eritrócitos", "5,02", "milhões/µL", "4,30 a 5,70"),
        row("hb", "Hemoglobina", "15,1", "g/dL", "13,5 a 17,5", "14,8"),
        row("ht", "Hematócrito", "44,9", "%", "39,0 a 50,0"),
        row("vcm", "VCM", "89,4", "fL", "81,0 a 101,0"),
        row("wbc", "Leucócitos", "7.820", "/µL", "3.500 a 10.500", "6.950"),
        row("neu_p", "Neutrófilos", "61,2", "%", "40 a 75"),
        row("neu_a", "Neutrófilos", "4.786", "/µL", "1.700 a 7.000"),
        row("lin_p", "Linfócitos", "27,8", "%", "20 a 45"),
        row("lin_a", "Linfócitos", "2.174", "/µL", "900 a 2.900"),
        row("plt", "Plaquetas", "212.000", "/µL", "150.000 a 450.000", "198.000"),
    ]
    p1 = [pat, ("h", "HEMOGRAMA COMPLETO — sangue total EDTA — citometria de fluxo (Sysmex XN)", {"cls": "under"}),
          ("grid", W, hemo, {"head": 1, "border": "rows", "align": "lrlll", "size": 7.8}),
          ("line", ["Morfologia eritrocitária e leucocitária sem alterações à microscopia."], {"size": 7, "i": True}),
          ("h", "GLICEMIA E METABOLISMO", {"cls": "under"}),
          ("grid", W, [HDR,
              row("glic", "Glicose de jejum", "118", "mg/dL", "70 a 99 mg/dL\nGlicemia de jejum alterada: 100 a 125\nDiabetes: ≥ 126 (confirmar)", "109", "*"),
              row("hba1c", "Hemoglobina glicada\n(HbA1c)", "6,3", "%", "Normal: < 5,7 %\nPré-diabetes: 5,7 a 6,4 %\nDiabetes: ≥ 6,5 %", "6,0", "*"),
              row("hba1c_ifcc", "HbA1c (IFCC)", "45", "mmol/mol", "< 39 mmol/mol"),
          ], {"head": 1, "border": "rows", "align": "lrlll", "size": 7.8}),
          ("line", ["(*) Resultado fora do intervalo de referência. Coluna \"Anterior\": resultado deste laboratório em coleta de 12.09.24."], {"size": 6.8, "i": True})]
    p2 = [("line", ["Paciente: Roberto Carlos Kowalski · Ficha AR-140325-2210 · Coleta 14.03.25 (continuação)"], {"size": 7.4, "b": True}),
          ("h", "LIPÍDIOS", {"cls": "under"}),
          ("grid", W, [HDR,
              row("col", "Colesterol total", "196", "mg/dL", "Desejável: < 190", "221", "*"),
              row("hdl", "HDL", "44", "mg/dL", "> 40", "41"),
              row("ldl", "LDL (Friedewald)", "118", "mg/dL", "Conforme risco CV\n(ver nota)", "143"),
              row("tg", "Triglicerídeos", "170", "mg/dL", "Jejum: < 150", "185", "*"),
          ], {"head": 1, "border": "rows", "align": "lrlll", "size": 7.8}),
          ("line", ["Nota: metas de LDL — baixo risco < 130; intermediário < 100; alto < 70; muito alto < 50 mg/dL (SBC 2017)."], {"size": 6.8}),
          ("h", "RIM, FÍGADO E ELETRÓLITOS", {"cls": "under"}),
          ("grid", W, [HDR,
              row("creat", "Creatinina", "1,09", "mg/dL", "0,70 a 1,20", "1,02"),
              row("tfg", "TFG estimada\n(CKD-EPI 2021)", "77", "mL/min/1,73m²", "> 60"),
              row("urico", "Ácido úrico", "7,4", "mg/dL", "3,4 a 7,0", "", "*"),
              row("ast", "TGO / AST", "29", "U/L", "até 40"),
              row("alt", "TGP / ALT", "41", "U/L", "até 41"),
          ], {"head": 1, "border": "rows", "align": "lrlll", "size": 7.8}),
          ("h", "URINA — ALBUMINÚRIA (amostra isolada, 14.03.25)", {"cls": "under"}),
          ("grid", W, [
              row("malb", "Microalbuminúria", "38,2", "mg/L", "< 30"),
              row("rac", "Relação albumina/\ncreatinina", "30,8", "mg/g", "< 30 mg/g", "22,4", "*"),
          ], {"border": "rows", "align": "lrlll", "size": 7.8}),
          ("h", "OUTROS", {"cls": "under"}),
          ("grid", W, [HDR,
              row("psa", "PSA total", "1,84", "ng/mL", "50 a 59 anos: até 3,5"),
              row("tsh", "TSH", "1,95", "µUI/mL", "0,45 a 4,50"),
              row("pcr", "Proteína C reativa", "< 0,30", "mg/dL", "< 0,50"),
              row("vitd", "25-OH-Vitamina D", "27,1", "ng/mL", "> 20 (população geral)"),
          ], {"head": 1, "border": "rows", "align": "lrlll", "size": 7.8}),
          ("space", 3),
          ("line", ["Assinatura eletrônica: Dr. Guilherme Wolff Zanlorenzi — CRF-PR 15.433 — 15.03.25 13:05"], {"size": 7.2}),
          ("line", ["Retorno ao médico sugerido para 28.03.25. Agendamento: (41) 3335-1212."], {"size": 7})]
    return {"id": "q10", "lab": {"name": "Laboratório Araucária", "city": "Curitiba/PR"},
            "style": {"font": "lib-sans", "size": 8.3, "accent": "#2e6b3f", "vweight": "bold"},
            "collected": D, "header": hdr, "pages": [p1, p2],
            "footer": footer(["Laboratório Araucária · laudo com 2 páginas · impresso em 15.03.25"], "Página {i}/{n}"),
            "features": "two-page check-up table with 'Anterior 12.09.24' previous-result column (dated in header), dd.mm.yy dates, split names, '*' flags, HbA1c in % and mmol/mol, multi-line references"}

def q11():
    d = ["2025-03-20", "2025-03-21", "2025-03-22"]
    hdr = lab_header("Laboratório Potiguar — Unidade Hospitalar", "Laboratório de Urgência 24 h · UTI Adulto",
        ["Av. Nilo Peçanha, 620 - Petrópolis - Natal/RN · CNES 2409151 · CNPJ 08.241.739/0001-05",
         "RT: Dra. Glória Maria Fernandes de Medeiros - CRF-RN 2.330"], "center")
    pat = pat_grid([("Paciente", "Antônio Pereira da Costa Neto"), ("Prontuário", "HP-0098812"),
                    ("Leito", "UTI-2 / 07"), ("Nasc.", "14/01/1949"),
                    ("Internação", "19/03/2025"), ("Médico", "Dr. Ítalo Bezerra - CRM-RN 7.745")])
    rows = [("Creatinina", "creat", "mg/dL", ["2,41", "2,87", "2,10"], "0,70 – 1,30"),
            ("Sódio", "na", "mmol/L", ["131", "134", "137"], "135 – 145"),
            ("Potássio", "k", "mmol/L", ["5,8", "5,1", "4,3"], "3,5 – 5,1"),
            ("Lactato", "lact", "mmol/L", ["3,9", "2,2", "1,4"], "0,5 – 2,0"),
            ("PCR", "pcr", "mg/L", ["186,0", "154,2", "97,5"], "< 5,0"),
            ("Hemoglobina", "hb", "g/dL", ["10,2", "9,6", "9,8"], "13,0 – 17,0"),
            ("Leucócitos", "wbc", "/mm³", ["18.400", "15.900", "11.200"], "4.000 – 10.000"),
            ("Plaquetas", "plt", "/mm³", ["142.000", "128.000", "151.000"], "150.000 – 400.000")]
    lohi = {"ureia": (15, 45), "creat": (0.7, 1.3), "na": (135, 145), "k": (3.5, 5.1), "mg": (1.6, 2.6), "cai": (1.15, 1.32),
            "lact": (0.5, 2.0), "pcr": (0, 5), "hb": (13, 17), "wbc": (4000, 10000), "plt": (150000, 400000)}
    from model import parse_value
    cum = [["**Exame", "**Unid.", "**20/03/2025\n06:10", "**21/03/2025\n06:05", "**22/03/2025\n05:58", "**Referência"]]
    for name, key, unit, vals, ref in rows:
        cells = []
        for v, dd in zip(vals, d):
            if not v: cells.append("—"); continue
            num = parse_value(v)[0]; lo, hi = lohi[key]
            fl = "H" if num > hi else ("L" if num < lo else "")
            x = r(key, name, v, unit, fl, date=dd)
            if key == "pcr": x.unit = "mg/L"
            cells.append(x)
        cum.append([name, unit] + cells + [ref])
    gas = [["**Gasometria arterial", "**20/03/2025 06:10", "**21/03/2025 14:30", "**Referência"]]
    gd = [("pH", "g_ph", "", ["7,29", "7,38"], "7,35 – 7,45"),
          ("pCO2", "g_pco2", "mmHg", ["31,2", "36,8"], "35 – 45"),
          ("HCO3-", "g_hco3", "mmol/L", ["14,9", "21,5"], "22 – 26"),
          ("Excesso de base (BE)", "g_be", "mmol/L", ["-10,4", "-3,1"], "-2 a +2")]

    for name, key, unit, vals, ref in gd:
        cells = []
        for v, dd in zip(vals, ["2025-03-20", "2025-03-21"]):
            x = r(key, name, v, unit, date=dd)
            if v.startswith("-"):
                x._value = -float(v[1:].replace(",", "."))
            cells.append(VU(x))
        gas.append([name] + cells + [ref])
    bl = [pat,
          ("h", "RELATÓRIO CUMULATIVO — BIOQUÍMICA / HEMATOLOGIA", {"cls": "bar"}),
          ("line", ["Material: soro, sangue total EDTA e sangue arterial (seringa heparinizada). Datas das colunas = data/hora da coleta."], {"size": 7}),
          ("grid", [0.2, 0.1, 0.15, 0.15, 0.15, 0.25], cum, {"head": 1, "border": "all", "align": "llrrrl", "size": 7.8}),
          ("line", ["H = acima da referência; L = abaixo da referência; — = não solicitado."], {"size": 6.8, "i": True}),
          ("h", "GASOMETRIA ARTERIAL (temperatura corrigida 37 °C; FiO2 0,35)", {"cls": "bar"}),
          ("grid", [0.3, 0.22, 0.22, 0.26], gas, {"head": 1, "border": "rows", "align": "lrrl", "size": 7.8}),
          ("h", "MARCADORES CARDÍACOS — seriados (21/03/2025)", {"cls": "bar"}),
          ("grid", [0.34, 0.22, 0.22, 0.22], [
              ["**Exame", "**0 h (08:00)", "**3 h (11:00)", "**Referência"],
              ["Troponina I ultrassensível", VU(r("tropo", "Troponina I ultrassensível 0 h", "12,4", "ng/L", date="2025-03-21")),
               VU(r("tropo", "Troponina I ultrassensível 3 h", "14,1", "ng/L", date="2025-03-21")), "< 34,2 (homens)"],
              ["CK-MB massa", VU(r("ckmb", "CK-MB massa 0 h", "2,8", "ng/mL", date="2025-03-21")),
               VU(r("ckmb", "CK-MB massa 3 h", "3,0", "ng/mL", date="2025-03-21")), "< 4,9"],
          ], {"head": 1, "border": "rows", "align": "lrrl", "size": 7.8}),
          ("line", ["Delta troponina (3 h - 0 h): 1,7 ng/L — abaixo do limiar de variação significativa (calculado, não é resultado)."], {"size": 7}),
          ("space", 2),
          ("line", ["Emitido em 22/03/2025 08:15 · Dra. Glória Maria F. de Medeiros — CRF-RN 2.330"], {"size": 7.2, "align": "R"})]
    return {"id": "q11", "lab": {"name": "Laboratório Potiguar — Unidade Hospitalar", "city": "Natal/RN"},
            "style": {"font": "dejavu-cond", "size": 8.2, "accent": "#9b2226", "vweight": "normal"},
            "collected": d[0], "header": hdr, "pages": [bl],
            "footer": footer(["Laboratório Potiguar — resultados críticos comunicados por telefone à equipe da UTI."]),
            "features": "ICU cumulative table with three collection dates as columns, arterial blood gases on two dates, serial troponin (0 h/3 h), negative base excess, H/L flags, blank cells"}

def q12():
    D = "2025-03-14"
    hdr = lab_header("LAB JARDIM BOTÂNICO", "Medicina Laboratorial · Rio de Janeiro", [
        "Rua Jardim Botânico, 700 - loja B - Jardim Botânico - Rio de Janeiro - RJ - CEP 22461-000",
        "CNES 6519880  CNPJ 30.118.442/0001-09  Diretor técnico: Dr. Luiz Otávio Guimarães - CRM-RJ 52.77104-1"], "right")
    pat = pat_grid([("Nome", "Fernanda de Albuquerque Rangel"), ("Nº do pedido", "JB-2025-031417"),
                    ("Nascimento", "28 de fevereiro de 1990"), ("Sexo", "Feminino"),
                    ("Médico", "Dra. Sílvia Noronha - CRM 52.66710-4"), ("Coleta", "14 de março de 2025, 08:32"),
                    ("Recebimento", "14 de março de 2025"), ("Laudo", "17 de março de 2025")])
    left = [("h", "HEMOGRAMA", {"cls": "bar"}),
            ("line", ["Sangue EDTA · automação + lâmina"], {"size": 6.8, "i": True}),
            ("grid", [0.38, 0.3, 0.32], [
                ["**Série vermelha", "", "**V.R."],
                ["Eritrócitos", VU(r("rbc", "Eritrócitos", "4,41", "10⁶/µL")), "3,90 – 5,00"],
                ["Hemoglobina", VU(r("hb", "Hemoglobina", "13,0", "g/dL")), "12,0 – 15,5"],
                ["Hematócrito", VU(r("ht", "Hematócrito", "39,1", "%")), "35,0 – 45,0"],
                ["VCM", VU(r("vcm", "VCM", "88,7", "fL")), "82 – 98"],
                ["HCM", VU(r("hcm", "HCM", "29,5", "pg")), "26 – 34"],
                ["**Série branca", "", ""],
                ["Leucócitos", VU(r("wbc", "Leucócitos", "4,12", "10³/µL")), "3,50 – 10,50"],
                ["Neutrófilos", VU(r("neu_a", "Neutrófilos", "2,26", "10³/µL")), "1,70 – 7,00"],
                ["Linfócitos", VU(r("lin_a", "Linfócitos", "1,44", "10³/µL")), "0,90 – 2,90"],
                ["Monócitos", VU(r("mon_a", "Monócitos", "0,29", "10³/µL")), "0,30 – 0,90"],
                ["Eosinófilos", VU(r("eos_a", "Eosinófilos", "0,12", "10³/µL")), "0,05 – 0,50"],
                ["**Plaquetas", VU(r("plt", "Plaquetas", "187", "10³/µL")), "150 – 450"],
            ], {"border": "none", "size": 7.6, "align": "lrl"})]
    right = [("h", "BIOQUÍMICA E IMUNOLOGIA", {"cls": "bar"}),
             ("line", ["Soro · coleta de 14 de março de 2025"], {"size": 6.8, "i": True}),
             ("line", ["**Creatinina"]), ("line", ["Resultado: ", VU(r("creat", "Creatinina", "0,71", "mg/dL")), "   V.R. 0,50 – 0,90"], {"indent": 3}),
             ("line", ["**Ferritina"]), ("line", ["Resultado: ", VU(r("ferr", "Ferritina", "9,8", "ng/mL", "Alterado")), "   V.R. 15 – 150"], {"indent": 3}),
             ("line", ["**TSH"]), ("line", ["Resultado: ", VU(r("tsh", "TSH", "1,72", "mUI/L")), "   V.R. 0,40 – 4,30"], {"indent": 3}),
             ("line", ["**Fator antinuclear (FAN) — HEp-2"]),
             ("line", ["Resultado: ", r("fan", "Fator antinuclear (FAN) — HEp-2", "Não reagente")], {"indent": 3}),
             ("line", ["V.R.: não reagente (título inferior a 1/80)"], {"indent": 3, "size": 7}),
             ("line", ["**Fator reumatoide"]),
             ("line", ["Resultado: ", VU(r("fr", "Fator reumatoide", "< 8,0", "UI/mL")), "   V.R. inferior a 14"], {"indent": 3}),
             ("line", ["**Proteína C reativa"]),
             ("line", ["Resultado: ", VU(r("pcr", "Proteína C reativa", "1,2", "mg/L")), "   V.R. < 5,0"], {"indent": 3}),
             ("line", ["**Anti-HCV"]),
             ("line", ["Resultado: ", r("antihcv", "Anti-HCV", "Não reagente")], {"indent": 3}),
             ("line", ["**HBsAg"]),
             ("line", ["Resultado: ", r("hbsag", "HBsAg", "Não Reagente")], {"indent": 3}),
             ("line", ["**Beta-HCG qualitativo (soro)"]),
             ("line", ["Resultado: ", r("bhcg", "Beta-HCG qualitativo (soro)", "Negativo")], {"indent": 3}),
             ]
    right[-1][1][1].loinc = "2106-3"; right[-1][1][1].alts = ["21198-7"]; right[-1][1][1].analyte = "hCG (qualitative)"
    bl = [pat, ("space", 1), ("cols", left, right, {"ratio": 0.55}),
          ("line", ["\"Alterado\" indica resultado fora dos valores de referência para sexo e idade."], {"size": 6.8, "i": True}),
          ("h", "EXAME REPETIDO EM NOVA AMOSTRA", {"cls": "bar"}),
          ("line", ["Monócitos abaixo da referência na amostra de 14 de março de 2025; nova contagem em amostra colhida em 15 de março de 2025 (07:50):"], {"size": 7.4}),
          ("line", ["Monócitos (nova amostra): ", VU(r("mon_a", "Monócitos (nova amostra)", "0,34", "10³/µL", date="2025-03-15")), "    V.R. 0,30 – 0,90"]),
          ("space", 3),
          ("line", ["Rio de Janeiro, 17 de março de 2025.   Dr. Luiz Otávio Guimarães — CRM-RJ 52.77104-1 — Diretor técnico"], {"size": 7.2})]
    return {"id": "q12", "lab": {"name": "Lab Jardim Botânico", "city": "Rio de Janeiro/RJ"},
            "style": {"font": "dejavu", "size": 8.2, "accent": "#3d405b", "vweight": "bold"},
            "collected": D, "header": hdr, "pages": [bl],
            "footer": footer(["Lab Jardim Botânico — Os resultados referem-se exclusivamente às amostras analisadas. Impresso em 17 de março de 2025."]),
            "features": "two unequal columns (hemogram table | biochemistry/immunology in name-line + 'Resultado:' line form), dates written out in words, qualitative 'Não reagente/Não Reagente/Negativo', 'Alterado' flag, repeat on a new sample next day"}
