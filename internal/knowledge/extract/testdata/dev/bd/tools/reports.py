"""The 12 reports of set "bd", each described once as data and drawn with its lab's house style.

Each build_bdNN() returns a finished layout.Doc (pages of primitives + gold results in
reading order).  Values are invented; indices, absolute counts, LDL, eGFR, eAG and ratios
are computed from the primary values so that each report is internally consistent.
"""
from common import D, br, diff_abs, ckd_epi_2021, res
from labs import SaoLucas, Biolab, RedeVale, Municipal, Hospital, Lagoa, dry, spacer, heading
from layout import St


# =====================================================================================
# bd01 — Laboratório São Lucas — check-up, woman 54: FBC, glucose, HbA1c, lipids, thyroid,
#        creatinine/eGFR.  Block layout, "Resultado anterior" lines.
# =====================================================================================
def build_bd01():
    c = "2025-09-11"
    p = dict(nome="MARIA APARECIDA DOS SANTOS FERREIRA", nasc="1971-03-14", idade="54 anos", sexo="Feminino",
             protocolo="250911-0347", convenio="Vitalis Saúde", medico="Dra. Helena Cristina Moura Reis – CRM-MG 45.210",
             pedido="2025-09-02", coleta=c, hora="07:42", receb="08:05", liberado="2025-09-12", hlib="16:05",
             impresso="2025-09-15", himp="10:22", autent="SL-7F3K-92QD")
    L = SaoLucas("bd01", p)
    d = L.doc
    L.title_bar("HEMATOLOGIA")
    d.text(L.L, d.y, "HEMOGRAMA COMPLETO", L.base.but(size=10, style="B", color="#1d3557"))
    d.y += 4.8
    d.text(L.L, d.y, "Material: Sangue total (EDTA)      Método: Automação – impedância e citometria de fluxo fluorescente (Sysmex XN-550)",
           L.base.but(size=7.5, style="I", color="#333333"))
    d.y += 5
    L.table([
        ("sub", "ERITROGRAMA"),
        ("Hemácias", res("Hemácias", "rbc", "4,52", "milhões/mm³", c), "milhões/mm³", "3,90 a 5,03 milhões/mm³", ""),
        ("Hemoglobina", res("Hemoglobina", "hgb", "13,4", "g/dL", c), "g/dL", "11,6 a 15,0 g/dL", ""),
        ("Hematócrito", res("Hematócrito", "hct", "40,6", "%", c), "%", "35,5 a 44,9 %", ""),
        ("VCM", res("VCM", "mcv", "89,8", "fL", c), "fL", "81,6 a 98,3 fL", ""),
        ("HCM", res("HCM", "mch", "29,6", "pg", c), "pg", "27,0 a 33,0 pg", ""),
        ("CHCM", res("CHCM", "mchc", "33,0", "g/dL", c), "g/dL", "31,8 a 35,4 g/dL", ""),
        ("RDW", res("RDW", "rdw", "13,1", "%", c), "%", "11,8 a 15,6 %", ""),
    ], head=("", "Resultado", "Valores de referência"))
    # leucograma: % and /mm³ columns
    b = L.base.but(size=9)
    hs = L.base.but(size=7.5, style="B", color="#1d3557")
    d.text(L.L + 2, d.y + 0.6, "LEUCOGRAMA", L.base.but(size=8.5, style="BI", color="#1d3557"))
    d.text(74, d.y + 0.6, "%", hs, align="R")
    d.text(98, d.y + 0.6, "/mm³", hs, align="R")
    d.text(128, d.y + 0.6, "Ref. (%)", hs)
    d.text(158, d.y + 0.6, "Ref. (/mm³)", hs)
    d.y += 5
    wbc = 6300
    d.text(L.L + 4, d.y, "Leucócitos", b)
    d.text(74, d.y, br(wbc), b.but(style="B"), w=24, align="R", res=res("Leucócitos", "wbc", br(wbc), "/mm³", c))
    d.text(158, d.y, "3.500 a 10.500", L.base.but(size=8))
    d.y += 4.4
    for name, kp, ka, pct, rp, ra in [
            ("Neutrófilos", "neut_pct", "neut_abs", 58.2, "40,0 a 70,0", "1.700 a 7.000"),
            ("Linfócitos", "lymph_pct", "lymph_abs", 30.1, "20,0 a 45,0", "900 a 2.900"),
            ("Monócitos", "mono_pct", "mono_abs", 7.4, "2,0 a 10,0", "300 a 900"),
            ("Eosinófilos", "eos_pct", "eos_abs", 3.6, "1,0 a 6,0", "50 a 500"),
            ("Basófilos", "baso_pct", "baso_abs", 0.7, "0,0 a 2,0", "0 a 100")]:
        d.text(L.L + 4, d.y, name, b)
        d.text(50, d.y, br(pct, 1), b.but(style="B"), w=24, align="R", res=res(name, kp, br(pct, 1), "%", c))
        av = diff_abs(wbc, pct)
        d.text(74, d.y, av, b.but(style="B"), w=24, align="R", res=res(name, ka, av, "/mm³", c))
        d.text(128, d.y, rp, L.base.but(size=8))
        d.text(158, d.y, ra, L.base.but(size=8))
        d.y += 4.4
    d.y += 1.5
    L.table([
        ("sub", "PLAQUETOGRAMA"),
        ("Plaquetas", res("Plaquetas", "plt", "248.000", "/mm³", c), "/mm³", "150.000 a 450.000 /mm³", ""),
    ])
    L.note("Série vermelha: normocitose e normocromia. Série branca sem alterações morfológicas.")
    L.note("Plaquetas de morfologia habitual; contagem confirmada em esfregaço.")
    d.y += 3
    L.signature("Dra. Camila Reis Fontoura", "Biomédica", "CRBM-MG 4ª Região 18.306")
    d.new_page()
    L.title_bar("BIOQUÍMICA E HORMÔNIOS")
    L.block("GLICOSE", "Plasma fluoretado (jejum de 10 horas)", "Enzimático – hexoquinase",
            [("", res("GLICOSE", "glu_fast", "104", "mg/dL", c), "", "mg/dL", "Alto")],
            ["Normal: 70 a 99 mg/dL", "Glicemia de jejum alterada: 100 a 125 mg/dL",
             "Diabetes mellitus: igual ou superior a 126 mg/dL"],
            prev=(res("GLICOSE", "glu_fast", "98", "mg/dL", "2025-03-06"), "Resultado anterior: ", " mg/dL em 06/03/2025"))
    L.block(["HEMOGLOBINA GLICADA", "(HbA1c)"], "Sangue total (EDTA)", "HPLC – cromatografia líquida de alta eficiência (certificado NGSP)",
            [("", res("HEMOGLOBINA GLICADA (HbA1c)", "hba1c_hplc", "5,9", "%", c), "", "%", "Alto"),
             ("Glicose média estimada", res("Glicose média estimada", "eag", br(28.7 * 5.9 - 46.7), "mg/dL", c), "", "mg/dL", "")],
            ["Normal: inferior a 5,7 %", "Risco aumentado para diabetes: 5,7 a 6,4 %",
             "Diabetes mellitus: igual ou superior a 6,5 %"],
            notes=["Glicose média estimada = 28,7 × HbA1c – 46,7 (ADAG)."], vx=100, ux=102)
    tc, hdl, tg = 212, 58, 130
    L.block("PERFIL LIPÍDICO", "Soro", "Enzimático colorimétrico automatizado; LDL calculado (Friedewald)",
            [("Colesterol total", res("Colesterol total", "chol", str(tc), "mg/dL", c), "", "mg/dL", "Alto"),
             ("HDL-COLESTEROL", res("HDL-COLESTEROL", "hdl", str(hdl), "mg/dL", c), "", "mg/dL", ""),
             ("LDL-COLESTEROL", res("LDL-COLESTEROL", "ldl_calc", str(round(tc - hdl - tg / 5)), "mg/dL", c), "", "mg/dL", ""),
             ("Triglicérides", res("Triglicérides", "trig", str(tg), "mg/dL", c), "", "mg/dL", ""),
             ("Colesterol não-HDL", res("Colesterol não-HDL", "nonhdl", str(tc - hdl), "mg/dL", c), "", "mg/dL", "")],
            ["Colesterol total: desejável < 190 mg/dL", "HDL-colesterol: desejável > 40 mg/dL",
             "Triglicérides: desejável < 150 mg/dL (jejum)", "LDL e não-HDL: metas conforme risco", "cardiovascular (quadro abaixo)"],
            notes=["Metas de LDL-colesterol (SBC 2017): risco baixo < 130; intermediário < 100; alto < 70; muito alto < 50 mg/dL.",
                   "Metas de colesterol não-HDL: risco baixo < 160; intermediário < 130; alto < 100; muito alto < 80 mg/dL."],
            vx=100, ux=102)
    L.block("TSH – HORMÔNIO TIREOESTIMULANTE", "Soro", "Quimioluminescência (3ª geração)",
            [("", res("TSH – HORMÔNIO TIREOESTIMULANTE", "tsh", "2,41", "µUI/mL", c), "", "µUI/mL", "")],
            ["0,45 a 4,50 µUI/mL"])
    L.block("T4 LIVRE – TIROXINA LIVRE", "Soro", "Quimioluminescência",
            [("", res("T4 LIVRE – TIROXINA LIVRE", "ft4", "1,12", "ng/dL", c), "", "ng/dL", "")],
            ["0,70 a 1,48 ng/dL"])
    egfr = br(ckd_epi_2021(0.82, 54, True))
    L.block("CREATININA", "Soro", "Cinético colorimétrico (Jaffé), rastreável a IDMS",
            [("", res("CREATININA", "creat", "0,82", "mg/dL", c), "", "mg/dL", ""),
             ("TFG estimada (CKD-EPI 2021)", res("TFG estimada (CKD-EPI 2021)", "egfr", egfr, "mL/min/1,73 m²", c), "",
              "mL/min/1,73 m²", "")],
            ["Creatinina: 0,50 a 0,90 mg/dL", "TFG: superior a 60 mL/min/1,73 m²"], vx=95, ux=97)
    L.signature("Dr. Otávio Mendes Carvalho", "Farmacêutico-Bioquímico", "CRF-MG 9.871")
    return d.finish(L.footer)


# =====================================================================================
# bd02 — Laboratório São Lucas — man 62: PSA total/livre (+ previous PSA), glucose,
#        kidney, urate, urinalysis.
# =====================================================================================
def build_bd02():
    c = "2025-09-18"
    p = dict(nome="JOSÉ ROBERTO ALVES PEREIRA", nasc="1963-05-27", idade="62 anos", sexo="Masculino",
             protocolo="250918-0112", convenio="Particular", medico="Dr. Eduardo Lins Paranhos – CRM-MG 39.647",
             pedido="2025-09-10", coleta=c, hora="07:15", receb="07:40", liberado="2025-09-19", hlib="15:48",
             impresso="2025-09-22", himp="08:57", autent="SL-2M8P-41TX")
    L = SaoLucas("bd02", p)
    d = L.doc
    L.title_bar("MARCADORES TUMORAIS")
    L.block("PSA TOTAL – ANTÍGENO PROSTÁTICO ESPECÍFICO", "Soro", "Eletroquimioluminescência",
            [("", res("PSA TOTAL – ANTÍGENO PROSTÁTICO ESPECÍFICO", "psa", "4,82", "ng/mL", c), "", "ng/mL", "Alto")],
            ["Até 4,00 ng/mL", "Valores de PSA entre 4,0 e 10,0 ng/mL: avaliar", "relação PSA livre/total."],
            prev=(res("PSA TOTAL – ANTÍGENO PROSTÁTICO ESPECÍFICO", "psa", "3,96", "ng/mL", "2024-08-22"),
                  "Resultado anterior: ", " ng/mL em 22/08/2024"))
    ratio = br(0.71 / 4.82 * 100)
    L.block("PSA LIVRE", "Soro", "Eletroquimioluminescência",
            [("", res("PSA LIVRE", "fpsa", "0,71", "ng/mL", c), "", "ng/mL", ""),
             ("Relação PSA livre/total", res("Relação PSA livre/total", "fpsa_ratio", ratio, "%", c), "", "%", "")],
            ["Relação PSA livre/total:", "superior a 25 %: menor probabilidade de neoplasia", "inferior a 10 %: maior probabilidade de neoplasia"],
            vx=100, ux=102)
    L.title_bar("BIOQUÍMICA")
    L.block("GLICOSE", "Plasma fluoretado", "Enzimático – hexoquinase",
            [("", res("GLICOSE", "glu_fast", "96", "mg/dL", c), "", "mg/dL", "")],
            ["70 a 99 mg/dL"])
    L.block("UREIA", "Soro", "Enzimático UV (urease/GLDH)",
            [("", res("UREIA", "urea", "38", "mg/dL", c), "", "mg/dL", "")], ["17 a 49 mg/dL"])
    egfr = br(ckd_epi_2021(1.14, 62, False))
    L.block("CREATININA", "Soro", "Cinético colorimétrico (Jaffé), rastreável a IDMS",
            [("", res("CREATININA", "creat", "1,14", "mg/dL", c), "", "mg/dL", ""),
             ("TFG estimada (CKD-EPI 2021)", res("TFG estimada (CKD-EPI 2021)", "egfr", egfr, "mL/min/1,73 m²", c), "",
              "mL/min/1,73 m²", "")],
            ["Creatinina: 0,70 a 1,20 mg/dL", "TFG: superior a 60 mL/min/1,73 m²"], vx=95, ux=97)
    L.block("ÁCIDO ÚRICO", "Soro", "Enzimático colorimétrico (uricase)",
            [("", res("ÁCIDO ÚRICO", "urate", "7,4", "mg/dL", c), "", "mg/dL", "Alto")], ["3,4 a 7,0 mg/dL"])
    L.title_bar("HORMÔNIOS")
    L.block("TESTOSTERONA TOTAL", "Soro (coleta até as 10 h)", "Eletroquimioluminescência",
            [("", res("TESTOSTERONA TOTAL", "testo", "412", "ng/dL", c), "", "ng/dL", "")],
            ["Homens de 50 anos ou mais: 193 a 740 ng/dL"])
    d.new_page()
    L.title_bar("URINÁLISE")
    d.text(L.L, d.y, "EXAME DE URINA – ROTINA (URINA TIPO I)", L.base.but(size=10, style="B", color="#1d3557"))
    d.y += 4.8
    d.text(L.L, d.y, "Material: Urina – primeira micção, jato médio      Método: Tiras reativas (leitura por refletância) e microscopia do sedimento",
           L.base.but(size=7.5, style="I", color="#333333"))
    d.y += 5.5
    L.table([
        ("sub", "Exame físico"),
        ("Cor", res("Cor", "u_color", "Amarelo-citrino", "", c), "", "Amarelo", ""),
        ("Aspecto", res("Aspecto", "u_aspect", "Límpido", "", c), "", "Límpido", ""),
        ("Densidade", res("Densidade", "u_sg", "1,020", "", c), "", "1,005 a 1,030", ""),
        ("pH", res("pH", "u_ph", "6,0", "", c), "", "5,0 a 8,0", ""),
        ("sub", "Exame químico"),
        ("Proteínas", res("Proteínas", "u_prot", "Negativo", "", c), "", "Negativo", ""),
        ("Glicose", res("Glicose", "u_glu", "Negativo", "", c), "", "Negativo", ""),
        ("Corpos cetônicos", res("Corpos cetônicos", "u_ket", "Negativo", "", c), "", "Negativo", ""),
        ("Urobilinogênio", res("Urobilinogênio", "u_ubg", "inferior a 1,0", "mg/dL", c), "mg/dL", "até 1,0 mg/dL", ""),
        ("Nitrito", res("Nitrito", "u_nit", "Negativo", "", c), "", "Negativo", ""),
        ("sub", "Sedimentoscopia (400×)"),
        ("Células epiteliais", res("Células epiteliais", "u_epi", "Raras", "", c), "", "Raras a algumas", ""),
        ("Leucócitos", res("Leucócitos", "u_wbc", "3", "/campo", c), "/campo", "até 5 /campo", ""),
        ("Hemácias", res("Hemácias", "u_rbc", "1", "/campo", c), "/campo", "até 3 /campo", ""),
        ("Bactérias", res("Bactérias", "u_bact", "Ausentes", "", c), "", "Ausentes a raras", ""),
    ], head=("", "Resultado", "Valores de referência"), vx=110, ux=112, rx=136)
    L.note("Ausência de cilindros e cristais na amostra examinada.")
    d.y += 3
    L.signature("Dra. Camila Reis Fontoura", "Biomédica", "CRBM-MG 4ª Região 18.306")
    L.signature("Dr. Otávio Mendes Carvalho", "Farmacêutico-Bioquímico", "CRF-MG 9.871")
    return d.finish(L.footer)


# =====================================================================================
# bd03 — Biolab — woman 29, tiredness: FBC (bands/segmented, % and absolute), iron
#        studies, B12, folate, vitamin D, thyroid.  Two-column leader lists.
# =====================================================================================
def build_bd03():
    c = "2025-09-02"
    p = dict(nome="ANA CAROLINA BRITO MENDES", sexo="Feminino", nasc="1996-07-02", idade="29a 2m",
             medico="Dr. Paulo Sérgio Antunes – CRM-MG 61.337", convenio="Particular", coleta=c, hora="08:15",
             receb=c, hreceb="09:40", emissao="2025-09-04", liberado="2025-09-04", hlib="11:32",
             impresso="2025-09-05", laudo="0098123")
    L = Biolab("bd03", p)
    d = L.doc
    it = lambda *a, **k: dry(L, L.item, *a, **k)
    it2 = lambda *a, **k: dry(L, L.item2, *a, **k)
    hd = lambda t: heading(L, t, L.base.but(size=9, style="BI"))
    L.section("HEMOGRAMA COMPLETO", "Material: sangue total (EDTA) · Método: contagem automatizada (Mindray BC-6200) e revisão microscópica")
    wbc = 5800
    diff = [("Bastonetes", "band", 2, "0 a 5 % | 0 a 500 /mm³"), ("Segmentados", "seg", 55, "40 a 70 % | 1.600 a 7.000 /mm³"),
            ("Eosinófilos", "eos", 4, "1 a 5 % | 40 a 500 /mm³"), ("Basófilos", "baso", 1, "0 a 2 % | 0 a 200 /mm³"),
            ("Linfócitos", "lymph", 32, "20 a 45 % | 800 a 4.000 /mm³"), ("Monócitos", "mono", 6, "2 a 10 % | 80 a 1.000 /mm³")]
    left = [hd("Eritrograma"),
            it("Hemácias", res("Hemácias", "rbc", "4,21", "milhões/mm³", c), "milhões/mm³", "VR: 3,90 a 5,00 milhões/mm³"),
            it("Hemoglobina", res("Hemoglobina", "hgb", "10,9", "g/dL", c), "g/dL", "VR: 12,0 a 15,5 g/dL", flag="L"),
            it("Hematócrito", res("Hematócrito", "hct", "34,1", "%", c), "%", "VR: 36,0 a 46,0 %", flag="L"),
            it("VCM", res("VCM", "mcv", "81,0", "fL", c), "fL", "VR: 80,0 a 100,0 fL"),
            it("HCM", res("HCM", "mch", "25,9", "pg", c), "pg", "VR: 27,0 a 32,0 pg", flag="L"),
            it("CHCM", res("CHCM", "mchc", "32,0", "g/dL", c), "g/dL", "VR: 32,0 a 36,0 g/dL"),
            it("RDW", res("RDW", "rdw", "15,8", "%", c), "%", "VR: 11,5 a 14,5 %", flag="H")]
    right = [hd("Leucograma"),
             it("Leucócitos", res("Leucócitos", "wbc", br(wbc), "/mm³", c), "/mm³", "VR: 4.000 a 10.000 /mm³", namew=30, vw=18)]
    for name, k, pct, ref in diff:
        right.append(it2(name, res(name, k + "_pct", str(pct), "%", c), res(name, k + "_abs", diff_abs(wbc, pct), "/mm³", c), ref))
    right += [spacer(1.5), hd("Plaquetas"),
              it("Plaquetas", res("Plaquetas", "plt", "312.000", "/mm³", c), "/mm³", "VR: 150.000 a 450.000 /mm³", namew=30, vw=18)]
    L.columns(left, right)
    L.note("Observação: anisocitose (+) e hipocromia (+) à microscopia. Plaquetas de morfologia normal.")
    d.y += 2
    L.section("METABOLISMO DO FERRO", "Material: soro · Métodos: colorimétrico (ferro e capacidade de ligação) e quimioluminescência (ferritina)")
    L.columns(
        [it("Ferro sérico", res("Ferro sérico", "iron", "38", "µg/dL", c), "µg/dL", "VR: 50 a 170 µg/dL", flag="L"),
         it("Ferritina", res("Ferritina", "ferritin", "9,8", "ng/mL", c), "ng/mL", "VR: 15,0 a 150,0 ng/mL", flag="L")],
        [it(["Capacidade total de ligação", "do ferro (TIBC)"], res("Capacidade total de ligação do ferro (TIBC)", "tibc", "428", "µg/dL", c),
            "µg/dL", "VR: 250 a 425 µg/dL", flag="H"),
         it(["Índice de saturação da", "transferrina"], res("Índice de saturação da transferrina", "tsat", br(38 / 428 * 100), "%", c),
            "%", "VR: 20 a 50 %", flag="L")])
    L.section("VITAMINAS", "Material: soro · Método: quimioluminescência")
    L.columns(
        [it("Vitamina B12", res("Vitamina B12", "b12", "312", "pg/mL", c), "pg/mL", "VR: 197 a 771 pg/mL"),
         it("Ácido fólico", res("Ácido fólico", "folate", "9,4", "ng/mL", c), "ng/mL", "VR: superior a 3,9 ng/mL")],
        [it(["25-hidroxivitamina D", "(25-OH vitamina D)"], res("25-hidroxivitamina D (25-OH vitamina D)", "vitd", "24,6", "ng/mL", c),
            "ng/mL", "VR: 20 a 60 ng/mL (pop. geral); 30 a 60 (grupos de risco)")])
    L.section("HORMÔNIOS TIREOIDIANOS", "Material: soro · Método: quimioluminescência")
    L.columns(
        [it("TSH", res("TSH", "tsh", "1,87", "µUI/mL", c), "µUI/mL", "VR: 0,38 a 4,33 µUI/mL")],
        [it("T4 livre", res("T4 livre", "ft4", "1,25", "ng/dL", c), "ng/dL", "VR: 0,89 a 1,76 ng/dL")])
    L.note("Resultados verificados por delta-check. Próxima coleta sugerida pelo médico: 02/12/2025.")
    L.signature("Dra. Renata Alves Quintino", "Biomédica – CRBM-MG 4ª Região 22.871")
    return d.finish(L.footer)


# =====================================================================================
# bd04 — Biolab — prenatal first visit, woman 31: ABO/Rh, Hb/Ht, fasting glucose, TSH,
#        serology (VDRL, HIV, HBsAg, anti-HCV, toxoplasmosis), urinalysis.  DUM/DPP dates.
# =====================================================================================
def build_bd04():
    c = "2025-09-04"
    p = dict(nome="JÉSSICA FERNANDA LOPES DA SILVA", sexo="Feminino", nasc="1994-01-19", idade="31a 7m",
             medico="Dra. Luciana Prates Moreira – CRM-MG 52.908", convenio="SUS – Pré-natal",
             coleta=c, hora="07:50", receb=c, hreceb="08:30", emissao="2025-09-08", liberado="2025-09-08", hlib="14:10",
             impresso="2025-09-09", laudo="0098517",
             extra=[("DUM:", "12/07/2025", 16), ("IG na coleta:", "7 semanas e 5 dias", 74), ("DPP:", "18/04/2026", 145)])
    L = Biolab("bd04", p)
    d = L.doc
    it = lambda *a, **k: dry(L, L.item, *a, **k)
    L.section("IMUNO-HEMATOLOGIA", "Material: sangue total (EDTA) · Método: hemaglutinação em tubo (prova direta e reversa)")
    L.columns([it("Grupo sanguíneo (ABO)", res("Grupo sanguíneo (ABO)", "abo", "O", "", c), "", "")],
              [it("Fator Rh (D)", res("Fator Rh (D)", "rh", "Positivo", "", c), "", "")])
    L.section("HEMATOLOGIA", "Material: sangue total (EDTA) · Método: contagem automatizada")
    L.columns([it("Hemoglobina", res("Hemoglobina", "hgb", "12,4", "g/dL", c), "g/dL", "VR (gestante): superior a 11,0 g/dL")],
              [it("Hematócrito", res("Hematócrito", "hct", "36,9", "%", c), "%", "VR (gestante): 33,0 a 44,0 %")])
    L.section("BIOQUÍMICA E HORMÔNIOS", "Material: plasma fluoretado (glicose) e soro (TSH) · Métodos: hexoquinase; quimioluminescência")
    L.columns([it("Glicemia de jejum", res("Glicemia de jejum", "glu_fast", "84", "mg/dL", c), "mg/dL",
                  "VR (gestante): inferior a 92 mg/dL")],
              [it("TSH", res("TSH", "tsh", "1,42", "µUI/mL", c), "µUI/mL", "VR (1º trimestre): 0,10 a 2,50 µUI/mL")])
    L.section("SOROLOGIA", "Material: soro · Métodos: quimioluminescência (CMIA); VDRL: floculação")
    L.columns(
        [it("VDRL", res("VDRL", "vdrl", "Não reagente", "", c), "", "VR: Não reagente", vw=22, namew=40),
         it(["HIV 1 e 2 – antígeno p24 e", "anticorpos"], res("HIV 1 e 2 – antígeno p24 e anticorpos", "hiv", "Não reagente", "", c),
            "", "VR: Não reagente", vw=22, namew=40),
         it("HBsAg", res("HBsAg", "hbsag", "Não reagente", "", c), "", "VR: Não reagente", vw=22, namew=40)],
        [it("Anti-HCV", res("Anti-HCV", "hcv", "Não reagente", "", c), "", "VR: Não reagente", vw=22, namew=40),
         it("Toxoplasmose IgG", res("Toxoplasmose IgG", "toxo_igg", "38,2", "UI/mL", c), "UI/mL",
            "VR: não reagente < 1,6; reagente ≥ 3,0 UI/mL", vw=22, namew=40),
         it("Toxoplasmose IgM", res("Toxoplasmose IgM", "toxo_igm", "0,18", "", c), "",
            "VR (índice): não reagente < 0,50; reagente ≥ 0,60", vw=22, namew=40)])
    L.note("Toxoplasmose: IgG reagente com IgM não reagente – perfil sugestivo de infecção pregressa. Critério clínico.")
    d.y += 2
    L.section("URINA – EAS (elementos anormais e sedimento)",
              "Material: urina, jato médio, primeira micção · Método: tiras reativas e microscopia (400×)")
    L.columns(
        [it("Cor", res("Cor", "u_color", "Amarelo-claro", "", c), "", "", vw=24, namew=32),
         it("Aspecto", res("Aspecto", "u_aspect", "Límpido", "", c), "", "", vw=24, namew=32),
         it("Densidade", res("Densidade", "u_sg", "1,015", "", c), "", "", vw=24, namew=32),
         it("pH", res("pH", "u_ph", "6,5", "", c), "", "", vw=24, namew=32),
         it("Proteínas", res("Proteínas", "u_prot", "Negativo", "", c), "", "", vw=24, namew=32)],
        [it("Glicose", res("Glicose", "u_glu", "Negativo", "", c), "", "", vw=24, namew=32),
         it("Nitrito", res("Nitrito", "u_nit", "Negativo", "", c), "", "", vw=24, namew=32),
         it("Leucócitos", res("Leucócitos", "u_wbc", "5", "p/campo", c), "p/campo", "", vw=24, namew=32),
         it("Hemácias", res("Hemácias", "u_rbc", "Ausentes", "", c), "", "", vw=24, namew=32),
         it("Bactérias", res("Bactérias", "u_bact", "Raras", "", c), "", "", vw=24, namew=32)])
    L.note("Valores de referência do EAS: leucócitos até 5 p/campo; hemácias até 3 p/campo; demais: ausentes/negativos.")
    L.note("Retorno à UBS para consulta de pré-natal agendado para 25/09/2025.")
    L.signature("Dr. Fábio Henrique Lacerda", "Farmacêutico-Bioquímico – CRF-MG 18.442")
    return d.finish(L.footer)


# =====================================================================================
# bd05 — Rede Vale — man 58 with type 2 diabetes: glucose, HbA1c, lipids, kidney, urine
#        albumin/creatinine + "Resultados anteriores" table with two earlier dates.
# =====================================================================================
def build_bd05():
    c = "2025-09-09"
    p = dict(nome="ANTÔNIO CARLOS GUIMARÃES NETO", nasc="1967-02-08", idade="58 anos", sexo="Masculino",
             medico="Dr. Marcelo Vieira Campos – CRM-MG 49.876", os="RV-2025-0916604", convenio="Saúde Mais Empresarial",
             coleta=c, hora="07:20", cadastro="2025-09-08", previsao="2025-09-11", liberado="2025-09-10", impresso="2025-09-12")
    L = RedeVale("bd05", p)
    L.section("CONTROLE GLICÊMICO", "Material: plasma fluoretado e sangue total (EDTA) · Métodos: hexoquinase; HPLC (certificado NGSP)")
    L.row("Glicose", res("Glicose", "glu_fast", "142", "mg/dL", c), "mg/dL",
          ["Normal: 70 a 99 mg/dL", "Alterada: 100 a 125 mg/dL", "Diabetes: ≥ 126 mg/dL"], "↑")
    L.row(["Hemoglobina glicada", "(HbA1c)"], res("Hemoglobina glicada (HbA1c)", "hba1c_hplc", "7,8", "%", c), "%",
          ["Normal: < 5,7 %", "Pré-diabetes: 5,7 a 6,4 %", "Diabetes: ≥ 6,5 %"], "↑")
    L.row("Glicemia média estimada", res("Glicemia média estimada", "eag", br(28.7 * 7.8 - 46.7), "mg/dL", c), "mg/dL",
          "Não se aplica")
    L.note("Glicemia média estimada calculada a partir da HbA1c: GME = 28,7 × HbA1c − 46,7.")
    L.gap()
    tc, hdl, tg, ldl = 186, 38, 198, 113
    L.section("PERFIL LIPÍDICO", "Material: soro · Método: enzimático colorimétrico · LDL calculado pela equação de Martin-Hopkins · Jejum de 12 h")
    L.row("Colesterol total", res("Colesterol total", "chol", str(tc), "mg/dL", c), "mg/dL", "Desejável: < 190 mg/dL")
    L.row("Colesterol HDL", res("Colesterol HDL", "hdl", str(hdl), "mg/dL", c), "mg/dL", "Desejável: > 40 mg/dL", "↓")
    L.row("Colesterol LDL", res("Colesterol LDL", "ldl_calc", str(ldl), "mg/dL", c), "mg/dL",
          ["Meta conforme risco cardiovascular:", "baixo < 130; intermediário < 100;", "alto < 70; muito alto < 50 mg/dL"])
    L.row("Colesterol VLDL", res("Colesterol VLDL", "vldl_calc", str(tc - hdl - ldl), "mg/dL", c), "mg/dL", "< 30 mg/dL", "↑")
    L.row("Colesterol não-HDL", res("Colesterol não-HDL", "nonhdl", str(tc - hdl), "mg/dL", c), "mg/dL",
          ["Meta conforme risco cardiovascular:", "baixo < 160; intermediário < 130 mg/dL"])
    L.row("Triglicerídeos", res("Triglicerídeos", "trig", str(tg), "mg/dL", c), "mg/dL", "Jejum: < 150 mg/dL", "↑")
    L.gap()
    egfr = br(ckd_epi_2021(1.21, 58, False))
    alb, ucr = 48.2, 112.4
    L.section("FUNÇÃO RENAL", "Material: soro e urina (amostra isolada) · Métodos: Jaffé cinético (IDMS); CKD-EPI 2021; imunoturbidimetria")
    L.row("Ureia", res("Ureia", "urea", "41", "mg/dL", c), "mg/dL", "19 a 49 mg/dL")
    L.row("Creatinina", res("Creatinina", "creat", "1,21", "mg/dL", c), "mg/dL", "0,70 a 1,20 mg/dL", "↑")
    L.row(["Taxa de filtração glomerular", "estimada (CKD-EPI 2021)"],
          res("Taxa de filtração glomerular estimada (CKD-EPI 2021)", "egfr", egfr, "mL/min/1,73 m²", c), "mL/min/1,73 m²",
          "> 60 mL/min/1,73 m²")
    L.row(["Microalbuminúria", "(amostra isolada)"], res("Microalbuminúria (amostra isolada)", "malb_u", br(alb, 1), "mg/L", c),
          "mg/L", "Interpretar pela relação abaixo")
    L.row("Creatinina urinária", res("Creatinina urinária", "creat_u", br(ucr, 1), "mg/dL", c), "mg/dL", "Não se aplica")
    L.row(["Relação albumina/creatinina", "urinária"], res("Relação albumina/creatinina urinária", "acr_u",
          br(alb / (ucr / 100), 1), "mg/g", c), "mg/g", ["Normal: < 30 mg/g", "Aumentada: 30 a 300 mg/g"], "↑")
    L.gap(5)
    d1, d2 = "2025-03-10", "2024-09-12"
    L.history("RESULTADOS ANTERIORES", [d1, d2], [
        ("Glicose", "mg/dL", [res("Glicose", "glu_fast", "131", "mg/dL", d1), res("Glicose", "glu_fast", "158", "mg/dL", d2)]),
        ("Hemoglobina glicada (HbA1c)", "%", [res("Hemoglobina glicada (HbA1c)", "hba1c_hplc", "7,2", "%", d1),
                                           res("Hemoglobina glicada (HbA1c)", "hba1c_hplc", "8,4", "%", d2)]),
        ("Creatinina", "mg/dL", [res("Creatinina", "creat", "1,12", "mg/dL", d1), res("Creatinina", "creat", "1,05", "mg/dL", d2)]),
        ("Colesterol LDL", "mg/dL", [res("Colesterol LDL", "ldl_calc", "124", "mg/dL", d1), None]),
    ])
    L.note("Resultados anteriores realizados na Rede Vale Diagnósticos. — = exame não realizado na data.")
    L.signature([("Dra. Fernanda Cristina Lobo", "Biomédica – CRBM-MG 4ª Região 15.092"),
                 ("Dr. Ricardo Tavares Mendonça", "Responsável técnico – CRF-MG 11.534")])
    return L.doc.finish(L.footer)


# =====================================================================================
# bd06 — Rede Vale — woman 47: thyroid with autoantibodies (> / <), gonadotrophins and
#        reference tables by cycle phase, vitamin D/PTH/minerals, cortisol on another day.
# =====================================================================================
def build_bd06():
    c, c2 = "2025-09-16", "2025-09-17"
    p = dict(nome="CLÁUDIA REGINA NOGUEIRA PASSOS", nasc="1978-04-23", idade="47 anos", sexo="Feminino",
             medico="Dra. Juliana Ferraz Antunes – CRM-MG 58.214", os="RV-2025-0923781", convenio="Particular",
             coleta=c, hora="08:05", cadastro="2025-09-12", previsao="2025-09-19", liberado="2025-09-18", impresso="2025-09-23")
    L = RedeVale("bd06", p)
    L.section("TIREOIDE", "Material: soro · Método: quimioluminescência")
    L.row("TSH", res("TSH", "tsh", "5,82", "µUI/mL", c), "µUI/mL", "0,45 a 4,50 µUI/mL", "↑")
    L.row("T4 livre", res("T4 livre", "ft4", "0,98", "ng/dL", c), "ng/dL", "0,70 a 1,48 ng/dL")
    L.row("T3 total", res("T3 total", "t3", "104", "ng/dL", c), "ng/dL", "80 a 200 ng/dL")
    L.row(["Anticorpos anti-tireoperoxidase", "(anti-TPO)"], res("Anticorpos anti-tireoperoxidase (anti-TPO)", "tpo", "> 600", "UI/mL", c),
          "UI/mL", "< 5,6 UI/mL", "↑")
    L.row(["Anticorpos anti-tireoglobulina", "(anti-Tg)"], res("Anticorpos anti-tireoglobulina (anti-Tg)", "tgab", "< 1,3", "UI/mL", c),
          "UI/mL", "< 4,1 UI/mL")
    L.note("Anti-TPO acima do limite superior de medição do ensaio (600 UI/mL).")
    L.gap()
    L.section("HORMÔNIOS", "Material: soro · Método: eletroquimioluminescência")
    L.row("FSH", res("FSH", "fsh", "38,6", "mUI/mL", c), "mUI/mL",
          ["Fase folicular: 3,5 a 12,5", "Pico ovulatório: 4,7 a 21,5", "Fase lútea: 1,7 a 7,7", "Pós-menopausa: 25,8 a 134,8"])
    L.row("LH", res("LH", "lh", "24,1", "mUI/mL", c), "mUI/mL",
          ["Fase folicular: 2,4 a 12,6", "Pico ovulatório: 14,0 a 95,6", "Fase lútea: 1,0 a 11,4", "Pós-menopausa: 7,7 a 58,5"])
    L.row("Estradiol", res("Estradiol", "e2", "42", "pg/mL", c), "pg/mL",
          ["Fase folicular: 12,5 a 166,0", "Pico ovulatório: 85,8 a 498,0", "Fase lútea: 43,8 a 211,0", "Pós-menopausa: < 54,7"])
    L.row("Prolactina", res("Prolactina", "prl", "14,2", "ng/mL", c), "ng/mL", "4,8 a 23,3 ng/mL")
    L.row(["Beta-HCG quantitativo", "(fração beta livre + intacta)"], res("Beta-HCG quantitativo (fração beta livre + intacta)", "bhcg", "< 2,0", "mUI/mL", c),
          "mUI/mL", ["Não gestantes: < 5,0 mUI/mL", "Indeterminado: 5,0 a 25,0 mUI/mL"])
    L.row("Insulina (jejum)", res("Insulina (jejum)", "insulin", "11,2", "µUI/mL", c), "µUI/mL", "2,6 a 24,9 µUI/mL")
    L.note("DUM informada pela paciente: 28/07/2025. Ciclos irregulares há 8 meses.")
    L.gap()
    L.section("METABOLISMO ÓSSEO E MINERAL", "Material: soro · Métodos: quimioluminescência (vitamina D, PTH); colorimétrico (Ca, P, Mg)")
    L.row(["25-hidroxivitamina D", "(vitamina D total)"], res("25-hidroxivitamina D (vitamina D total)", "vitd", "18,4", "ng/mL", c),
          "ng/mL", ["Deficiência: < 20 ng/mL", "População saudável: > 20 ng/mL", "Grupos de risco: 30 a 60 ng/mL"], "↓")
    L.row("PTH intacto", res("PTH intacto", "pth", "71", "pg/mL", c), "pg/mL", "15 a 65 pg/mL", "↑")
    L.row("Cálcio total", res("Cálcio total", "ca", "9,3", "mg/dL", c), "mg/dL", "8,6 a 10,3 mg/dL")
    L.row("Fósforo", res("Fósforo", "phos", "3,4", "mg/dL", c), "mg/dL", "2,5 a 4,5 mg/dL")
    L.row("Magnésio", res("Magnésio", "mg", "2,0", "mg/dL", c), "mg/dL", "1,6 a 2,6 mg/dL")
    L.gap()
    L.section("CORTISOL BASAL", "Material: soro · Coleta em %s às 08:00 (amostra matinal, segunda visita) · Método: quimioluminescência" % D(c2))
    L.row("Cortisol (manhã)", res("Cortisol (manhã)", "cortisol", "12,8", "µg/dL", c2), "µg/dL", "Manhã (7 às 10 h): 6,2 a 19,4 µg/dL")
    L.signature([("Dra. Fernanda Cristina Lobo", "Biomédica – CRBM-MG 4ª Região 15.092"),
                 ("Dr. Ricardo Tavares Mendonça", "Responsável técnico – CRF-MG 11.534")])
    return L.doc.finish(L.footer)


# =====================================================================================
# bd07 — Laboratório Municipal — man 45 (UBS): FBC with bands/segmented, lipids, liver,
#        kidney, CRP (inferior a), VDRL reagent + titre, faecal occult blood another day.
# =====================================================================================
def build_bd07():
    c, cf = "2025-08-29", "2025-09-01"
    p = dict(nome="FRANCISCO DAS CHAGAS OLIVEIRA", pront="0045871", cns="702 4058 1193 7724", nasc="1980-06-02", idade="45A",
             sexo="MASCULINO", req="2025/118734", unidade="UBS JARDIM DAS ACÁCIAS", pedido="2025-08-25",
             medico="DR. RENATO BORGES LIMA - CRM-MG 57.341", coleta=c, impresso="2025-09-03", himp="14:12", usuario="LMAC.ROSANA")
    L = Municipal("bd07", p)
    L.exam("HEMOGRAMA COMPLETO", "SANGUE TOTAL (EDTA)", "COLETA: %s 07:10   EQUIPAMENTO: HORIBA YUMIZEN H550" % D(c))
    L.row("HEMÁCIAS", res("HEMÁCIAS", "rbc", "5,12", "milhões/mm³", c), "milhões/mm³", "4,50 A 5,90")
    L.row("HEMOGLOBINA", res("HEMOGLOBINA", "hgb", "15,1", "g/dL", c), "g/dL", "13,5 A 17,5")
    L.row("HEMATÓCRITO", res("HEMATÓCRITO", "hct", "45,3", "%", c), "%", "41,0 A 53,0")
    L.row("VCM", res("VCM", "mcv", "88,5", "fL", c), "fL", "80,0 A 100,0")
    L.row("HCM", res("HCM", "mch", "29,5", "pg", c), "pg", "26,0 A 34,0")
    L.row("CHCM", res("CHCM", "mchc", "33,3", "g/dL", c), "g/dL", "31,0 A 36,0")
    wbc = 7200
    L.row("LEUCÓCITOS", res("LEUCÓCITOS", "wbc", br(wbc), "/mm³", c), "/mm³", "4.000 A 11.000")
    for name, k, pct, ref, flag in [("BASTONETES", "band", 1, "0 A 5 % / 0 A 500", ""),
                                    ("SEGMENTADOS", "seg", 60, "40 A 70 % / 1.600 A 7.700", ""),
                                    ("EOSINÓFILOS", "eos", 6, "1 A 5 % / 40 A 500", "ALTO"),
                                    ("BASÓFILOS", "baso", 0, "0 A 2 % / 0 A 200", ""),
                                    ("LINFÓCITOS", "lymph", 27, "20 A 45 % / 800 A 4.000", ""),
                                    ("MONÓCITOS", "mono", 6, "2 A 10 % / 80 A 1.000", "")]:
        L.row2(name, res(name, k + "_pct", str(pct), "%", c), res(name, k + "_abs", diff_abs(wbc, pct), "/mm³", c), ref, flag)
    L.row("PLAQUETAS", res("PLAQUETAS", "plt", "264.000", "/mm³", c), "/mm³", "150.000 A 450.000")
    L.text("OBS.: SÉRIES VERMELHA, BRANCA E PLAQUETÁRIA SEM ALTERAÇÕES MORFOLÓGICAS.", size=7.5)
    L.gap()
    L.exam("BIOQUÍMICA", "SORO", "COLETA: %s 07:10   JEJUM: 12 H" % D(c))
    tc, hdl, tg = 236, 41, 195
    L.row("GLICOSE", res("GLICOSE", "glu_fast", "93", "mg/dL", c), "mg/dL", "70 A 99")
    L.row("COLESTEROL TOTAL", res("COLESTEROL TOTAL", "chol", str(tc), "mg/dL", c), "mg/dL", "DESEJÁVEL: < 190", "ALTO")
    L.row("HDL", res("HDL", "hdl", str(hdl), "mg/dL", c), "mg/dL", "DESEJÁVEL: > 40")
    L.row("LDL", res("LDL", "ldl_calc", str(round(tc - hdl - tg / 5)), "mg/dL", c), "mg/dL", ["CONFORME RISCO CV", "BAIXO: < 130"], "ALTO")
    L.row("TRIGLICERÍDEOS", res("TRIGLICERÍDEOS", "trig", str(tg), "mg/dL", c), "mg/dL", "< 150", "ALTO")
    L.row("CREATININA", res("CREATININA", "creat", "0,96", "mg/dL", c), "mg/dL", "0,70 A 1,20")
    L.row("TGO (AST)", res("TGO (AST)", "ast", "28", "U/L", c), "U/L", "ATÉ 40")
    L.row("TGP (ALT)", res("TGP (ALT)", "alt", "47", "U/L", c), "U/L", "ATÉ 41", "ALTO")
    L.row("GAMA GT", res("GAMA GT", "ggt", "62", "U/L", c), "U/L", "8 A 61", "ALTO")
    L.row(["PROTEÍNA C REATIVA", "(PCR)"], res("PROTEÍNA C REATIVA (PCR)", "crp", "INFERIOR A 0,5", "mg/dL", c), "mg/dL", "< 0,5")
    L.text("LDL CALCULADO PELA FÓRMULA DE FRIEDEWALD (LDL = CT - HDL - TG/5).", size=7.5)
    L.gap()
    L.exam("IMUNOLOGIA", "SORO", "COLETA: %s 07:10   MÉTODO: FLOCULAÇÃO (VDRL)" % D(c))
    L.row("VDRL", res("VDRL", "vdrl", "REAGENTE", "", c), "", "NÃO REAGENTE", "ALTERADO")
    L.row("VDRL - TÍTULO", res("VDRL - TÍTULO", "vdrl_titer", "1/2", "", c), "", "---")
    L.text("NOTA: VDRL REAGENTE EM BAIXO TÍTULO. CORRELACIONAR COM TESTE TREPONÊMICO E HISTÓRIA CLÍNICA.", size=7.5)
    L.gap()
    L.exam("PESQUISA DE SANGUE OCULTO NAS FEZES", "FEZES", "COLETA: %s (AMOSTRA ENTREGUE PELO PACIENTE)" % D(cf))
    L.row("SANGUE OCULTO", res("SANGUE OCULTO", "fobt", "NEGATIVO", "", cf), "", "NEGATIVO")
    L.text("MÉTODO: IMUNOCROMATOGRÁFICO (HEMOGLOBINA HUMANA). DISPENSA DIETA.", size=7.5)
    L.gap(2)
    L.signature("ROSANA M. DUARTE", "BIOMÉDICA - CRBM 4 REGIÃO 9.730")
    return L.doc.finish(L.footer)


# =====================================================================================
# bd08 — Laboratório Municipal — woman 71 (ESF): glucose/HbA1c, kidney + eGFR, electrolytes,
#        B12 (inferior a), folate; urinalysis collected the next day.
# =====================================================================================
def build_bd08():
    c, cu = "2025-09-23", "2025-09-24"
    p = dict(nome="TEREZINHA DE JESUS MARTINS ROCHA", pront="0012206", cns="898 0012 4471 5509", nasc="1954-02-11", idade="71A",
             sexo="FEMININO", req="2025/124551", unidade="ESF SÃO CRISTÓVÃO", pedido="2025-09-15",
             medico="DRA. PATRÍCIA ALVES TEIXEIRA - CRM-MG 63.118", coleta=c, impresso="2025-09-26", himp="09:47", usuario="LMAC.JOAO")
    L = Municipal("bd08", p)
    L.exam("BIOQUÍMICA", "SORO / SANGUE TOTAL (EDTA)", "COLETA: %s 07:25" % D(c))
    L.row("GLICOSE", res("GLICOSE", "glu_fast", "118", "mg/dL", c), "mg/dL", "70 A 99", "ALTO")
    L.row(["HEMOGLOBINA GLICADA", "(HbA1c)"], res("HEMOGLOBINA GLICADA (HbA1c)", "hba1c", "6,4", "%", c), "%", "4,0 A 5,6", "ALTO")
    L.row("UREIA", res("UREIA", "urea", "58", "mg/dL", c), "mg/dL", "15 A 45", "ALTO")
    L.row("CREATININA", res("CREATININA", "creat", "1,32", "mg/dL", c), "mg/dL", "0,50 A 0,90", "ALTO")
    L.row(["TFG ESTIMADA", "(CKD-EPI 2021)"], res("TFG ESTIMADA (CKD-EPI 2021)", "egfr", br(ckd_epi_2021(1.32, 71, True)),
          "mL/min/1,73m²", c), "mL/min/1,73m²", "> 60", "BAIXO")
    L.row("SÓDIO", res("SÓDIO", "na", "134", "mEq/L", c), "mEq/L", "136 A 145", "BAIXO")
    L.row("POTÁSSIO", res("POTÁSSIO", "k", "5,3", "mEq/L", c), "mEq/L", "3,5 A 5,1", "ALTO")
    L.row("CÁLCIO", res("CÁLCIO", "ca", "9,0", "mg/dL", c), "mg/dL", "8,6 A 10,3")
    L.row("VITAMINA B12", res("VITAMINA B12", "b12", "INFERIOR A 148", "pg/mL", c), "pg/mL", "197 A 771", "BAIXO")
    L.row("ÁCIDO FÓLICO", res("ÁCIDO FÓLICO", "folate", "7,2", "ng/mL", c), "ng/mL", "> 3,9")
    L.text("VITAMINA B12 ABAIXO DO LIMITE DE DETECÇÃO DO MÉTODO (148 pg/mL). AMOSTRA ENVIADA AO LABORATÓRIO DE APOIO.", size=7.5)
    L.gap(3)
    L.exam("URINA TIPO I (EAS)", "URINA - JATO MÉDIO", "COLETA: %s 06:40 (AMOSTRA TRAZIDA PELO PACIENTE)" % D(cu))
    L.text("EXAME FÍSICO-QUÍMICO", style="B", size=7.5)
    for name, k, vt, ref in [("COR", "u_color", "AMARELO CLARO", "AMARELO"),
                             ("ASPECTO", "u_aspect", "LEVEMENTE TURVO", "LÍMPIDO"),
                             ("DENSIDADE", "u_sg", "1,015", "1,005 A 1,030"),
                             ("PH", "u_ph", "6,5", "5,0 A 7,5"),
                             ("PROTEÍNAS", "u_prot", "TRAÇOS", "NEGATIVO"),
                             ("GLICOSE", "u_glu", "NEGATIVO", "NEGATIVO"),
                             ("CORPOS CETÔNICOS", "u_ket", "NEGATIVO", "NEGATIVO"),
                             ("SANGUE", "u_blood", "NEGATIVO", "NEGATIVO"),
                             ("NITRITO", "u_nit", "POSITIVO", "NEGATIVO"),
                             ("ESTERASE LEUCOCITÁRIA", "u_le", "POSITIVO", "NEGATIVO")]:
        L.row(name, res(name, k, vt, "", cu), "", ref, "ALTERADO" if vt in ("POSITIVO", "TRAÇOS") else "")
    L.text("SEDIMENTOSCOPIA", style="B", size=7.5)
    L.row("LEUCÓCITOS", res("LEUCÓCITOS", "u_wbc", "25", "p/campo", cu), "p/campo", "ATÉ 5", "ALTO")
    L.row("HEMÁCIAS", res("HEMÁCIAS", "u_rbc", "3", "p/campo", cu), "p/campo", "ATÉ 3")
    L.row("CÉLULAS EPITELIAIS", res("CÉLULAS EPITELIAIS", "u_epi", "RARAS", "", cu), "", "RARAS")
    L.row("BACTÉRIAS", res("BACTÉRIAS", "u_bact", "NUMEROSAS", "", cu), "", "AUSENTES", "ALTERADO")
    L.text("SUGERE-SE UROCULTURA COM ANTIBIOGRAMA A CRITÉRIO MÉDICO.", size=7.5)
    L.gap(2)
    L.signature("JOÃO V. SAMPAIO", "FARMACÊUTICO-BIOQUÍMICO - CRF-MG 21.907")
    return L.doc.finish(L.footer)


# =====================================================================================
# bd09 — Hospital Santa Clara — emergency visit, man 67 (acute pancreatitis): FBC, liver,
#        pancreas, CRP, coagulation; two collection times in a per-row "Coleta" column.
# =====================================================================================
def build_bd09():
    c1, c2 = "2025-09-13", "2025-09-14"
    w1, w2 = "13/09/2025 22:40", "14/09/2025 06:10"
    p = dict(nome="SEBASTIÃO APARECIDO CORRÊA", atend="PS-2025-044712", pront="318.204", nasc="1958-01-30",
             medico="Dr. Gustavo Henrique Paiva – CRM-MG 70.552", leito="PS – Obs. 07", convenio="SUS", sexo="M", idade="67 anos",
             admissao="13/09/2025 21:58", pedido_txt="13/09/2025 22:15", liberacao="14/09/2025 08:40",
             emissao="22/09/2025 10:05", usuario="recepcao.lab03", coleta=c1)
    H = Hospital("bd09", p)
    H.head()
    H.group("HEMATOLOGIA – Hemograma completo · sangue total (EDTA) · Sysmex XN-1000")
    for name, k, vt, unit, ref, flag in [
            ("Hemácias", "rbc", "4,48", "milhões/mm³", "4,30 a 5,70", ""),
            ("Hemoglobina", "hgb", "13,8", "g/dL", "13,5 a 17,5", ""),
            ("Hematócrito", "hct", "41,2", "%", "39,0 a 50,0", ""),
            ("VCM", "mcv", "92,0", "fL", "80,0 a 98,0", ""),
            ("HCM", "mch", "30,8", "pg", "27,0 a 33,0", ""),
            ("CHCM", "mchc", "33,5", "g/dL", "32,0 a 36,0", ""),
            ("RDW-CV", "rdw", "13,4", "%", "11,5 a 14,5", ""),
            ("Leucócitos", "wbc", "13.450", "/mm³", "3.800 a 10.600", "H")]:
        H.row(name, res(name, k, vt, unit, c1), flag, unit, ref, w1)
    wbc = 13450
    for name, k, pct, rp, ra, fp, fa in [
            ("Neutrófilos", "neut", 81.3, "40,0 a 75,0", "1.700 a 7.500", "H", "H"),
            ("Linfócitos", "lymph", 11.2, "20,0 a 45,0", "1.000 a 3.500", "L", ""),
            ("Monócitos", "mono", 6.1, "2,0 a 10,0", "200 a 1.000", "", ""),
            ("Eosinófilos", "eos", 1.0, "1,0 a 6,0", "40 a 500", "", ""),
            ("Basófilos", "baso", 0.4, "0,0 a 2,0", "0 a 200", "", "")]:
        H.row(name, res(name, k + "_pct", br(pct, 1), "%", c1), fp, "%", rp, w1)
        an = name + " – absoluto"
        H.row(an, res(an, k + "_abs", diff_abs(wbc, pct), "/mm³", c1), fa, "/mm³", ra, w1)
    H.row("Plaquetas", res("Plaquetas", "plt", "198.000", "/mm³", c1), "", "/mm³", "150.000 a 450.000", w1)
    H.group("BIOQUÍMICA · soro")
    for name, k, vt, unit, ref, flag, when, cd in [
            ("Lipase", "lipase", "1.286", "U/L", "13 a 60", "H", w1, c1),
            ("AST (TGO)", "ast", "88", "U/L", "até 40", "H", w1, c1),
            ("ALT (TGP)", "alt", "102", "U/L", "até 41", "H", w1, c1),
            ("Gama-glutamiltransferase (GGT)", "ggt", "245", "U/L", "8 a 61", "H", w1, c1),
            ("Fosfatase alcalina", "alp", "168", "U/L", "40 a 129", "H", w1, c1),
            ("Bilirrubina total", "bili_t", "2,4", "mg/dL", "0,3 a 1,2", "H", w1, c1),
            ("Bilirrubina direta", "bili_d", "1,6", "mg/dL", "até 0,3", "H", w1, c1)]:
        H.row(name, res(name, k, vt, unit, cd), flag, unit, ref, when)
    H.row(["Proteína C reativa (PCR)", "quantitativa"], res("Proteína C reativa (PCR) quantitativa", "crp", "48,6", "mg/L", c1),
          "H", "mg/L", "inferior a 5,0", w1)
    H.row("Lipase", res("Lipase", "lipase", "842", "U/L", c2), "H", "U/L", "13 a 60", w2)
    H.row("Albumina", res("Albumina", "alb", "3,4", "g/dL", c2), "L", "g/dL", "3,5 a 5,2", w2)
    H.group("COAGULAÇÃO · plasma citratado")
    H.row("Tempo de protrombina (TP)", res("Tempo de protrombina (TP)", "pt_sec", "13,9", "s", c2), "H", "s", "10,0 a 13,5", w2)
    H.row("TP – RNI", res("TP – RNI", "inr", "1,18", "", c2), "", "", "0,80 a 1,20", w2)
    H.row("Tempo de tromboplastina parcial ativada",
          res("Tempo de tromboplastina parcial ativada", "aptt_sec", "31,2", "s", c2), "", "s", "25,0 a 36,0", w2)
    H.gap(2)
    H.note("Amostra de 13/09/2025 22:40 levemente hemolisada (índice hemolítico 1+), sem interferência nos resultados liberados.")
    H.note("Liberação parcial em 13/09/2025 23:55. Exames de 14/09/2025 coletados em jejum, na observação do Pronto-Socorro. Alta do PS em 15/09/2025.")
    H.gap(2)
    H.signature([("Liberado por: Dra. Mariana Guedes Salles – Biomédica – CRBM-MG 4ª Região 20.115", dict(size=7.6, style="B")),
                 ("Responsável técnico: Dr. Rogério Faria Bastos – Patologista Clínico – CRM-MG 38.119", dict(size=7.6))])
    return H.doc.finish(H.footer)


# =====================================================================================
# bd10 — Hospital Santa Clara — discharge summary of an admission (woman 59, pneumonia):
#        cumulative table over three days.
# =====================================================================================
def build_bd10():
    d1, d2, d3 = "2025-09-19", "2025-09-20", "2025-09-21"
    p = dict(nome="ROSÂNGELA MARIA DE SOUZA PINTO", atend="INT-2025-009318", pront="207.551", nasc="1966-07-14",
             medico="Dr. Alexandre Moura Figueiredo – CRM-MG 44.907", leito="CM – 214B", convenio="Vitalis Saúde",
             sexo="F", idade="59 anos", admissao="19/09/2025 13:20", pedido_txt="rotina diária", liberacao="21/09/2025 09:12",
             emissao="22/09/2025 16:40", usuario="enf.clinicamedica2", coleta=d3)
    H = Hospital("bd10", p)
    dates = [(d1, "14:35"), (d2, "06:00"), (d3, "05:50")]

    def cells(name, key, unit, vals):
        out = []
        for (dt, _), v in zip(dates, vals):
            if v is None:
                out.append((None, ""))
            else:
                vt, fl = v
                out.append((res(name, key, vt, unit, dt), fl))
        return out
    rows = [
        ("Hemoglobina", "hgb", "g/dL", [("12,1", ""), ("11,4", "L"), ("11,6", "L")], "12,0 a 15,5"),
        ("Leucócitos", "wbc", "/mm³", [("16.800", "H"), ("12.300", "H"), ("9.100", "")], "3.800 a 10.600"),
        ("Plaquetas", "plt", "/mm³", [("412.000", ""), ("398.000", ""), ("421.000", "")], "150.000 a 450.000"),
        ("Ureia", "urea", "mg/dL", [("52", "H"), ("44", ""), ("36", "")], "15 a 45"),
        ("Creatinina", "creat", "mg/dL", [("1,28", "H"), ("1,06", "H"), ("0,94", "")], "0,50 a 1,00"),
        ("Sódio", "na", "mmol/L", [("133", "L"), ("136", ""), ("139", "")], "136 a 145"),
        ("Potássio", "k", "mmol/L", [("3,3", "L"), ("3,6", ""), ("4,1", "")], "3,5 a 5,1"),
        ("Magnésio", "mg", "mg/dL", [("1,5", "L"), None, ("1,9", "")], "1,6 a 2,6"),
        (["Proteína C reativa", "(PCR)"], "crp", "mg/L", [("186,4", "H"), ("121,0", "H"), ("64,2", "H")], "inferior a 5,0"),
    ]
    table = []
    for name, key, unit, vals, ref in rows:
        pname = " ".join(name) if isinstance(name, list) else name
        table.append((name, unit, cells(pname, key, unit, vals), ref))
    H.cumul("EVOLUÇÃO LABORATORIAL – INTERNAÇÃO DE 19/09/2025 A 21/09/2025", dates, table)
    H.note("Material: sangue total (EDTA) para hemograma; soro para bioquímica. '---' = exame não solicitado na data.")
    H.note("H = acima; L = abaixo do intervalo de referência (adultos). Alta hospitalar em 22/09/2025; retorno ambulatorial em 06/10/2025.")
    H.note("Hemocultura (2 amostras) colhida em 19/09/2025: sem crescimento bacteriano após 5 dias (laudo emitido separadamente).")
    H.gap(3)
    H.signature([("Conferido e liberado por: Dr. Rogério Faria Bastos – Patologista Clínico – CRM-MG 38.119", dict(size=7.6, style="B")),
                 ("Relatório cumulativo emitido para acompanhamento ambulatorial.", dict(size=7.2, style="I"))])
    return H.doc.finish(H.footer)


# =====================================================================================
# bd11 — Laboratório Lagoa Serena — man 38: serology (VDRL reagent + titre, anti-HBs
#        superior a), chemistry with eGFR "> 90", lipids, TSH.  Two-column leaders.
# =====================================================================================
def build_bd11():
    c = "2025-09-19"
    p = dict(nome="LUCAS GABRIEL FONSECA DIAS", registro="LS-25/3318", nasc="1987-04-05", idade="38 anos", sexo="Masculino",
             convenio="Particular", medico="Dr. Henrique Sales Pimenta – CRM-MG 66.024", coleta=c, previsao="2025-09-22",
             impresso="2025-09-22")
    L = Lagoa("bd11", p)
    it = lambda *a, **k: dry(L, L.item, *a, **k)
    L.section("SOROLOGIA")
    L.meta("Material: soro · Métodos: quimioluminescência (HIV, HBsAg, anti-HBs, anti-HCV); floculação (VDRL)")
    L.columns(
        [it("HIV 1/2 (Ag/Ac)", res("HIV 1/2 (Ag/Ac)", "hiv", "Não reagente", "", c), "", "Ref.: não reagente", namew=36, vw=24),
         it("HBsAg", res("HBsAg", "hbsag", "Não reagente", "", c), "", "Ref.: não reagente", namew=36, vw=24),
         it("Anti-HCV", res("Anti-HCV", "hcv", "Não reagente", "", c), "", "Ref.: não reagente", namew=36, vw=24)],
        [it("Anti-HBs", res("Anti-HBs", "antihbs", "superior a 1.000", "mUI/mL", c), "mUI/mL", "Imune: igual ou superior a 10 mUI/mL",
            namew=26, vw=30),
         it("VDRL", res("VDRL", "vdrl", "Reagente", "", c), "", "Ref.: não reagente", flag="*", namew=26, vw=30),
         it("VDRL (título)", res("VDRL (título)", "vdrl_titer", "1/8", "", c), "", "", namew=26, vw=30)])
    L.note("VDRL reagente: recomenda-se teste treponêmico confirmatório (FTA-ABS ou teste rápido) e notificação conforme protocolo.")
    L.doc.y += 2
    L.section("BIOQUÍMICA")
    L.meta("Material: soro (jejum de 12 horas) · Métodos: enzimáticos automatizados; creatinina por Jaffé cinético")
    egfr = ckd_epi_2021(1.02, 38, False)
    assert egfr > 90
    L.columns(
        [it("Glicose", res("Glicose", "glu_fast", "88", "mg/dL", c), "mg/dL", "Ref.: 70 a 99 mg/dL"),
         it("Ureia", res("Ureia", "urea", "29", "mg/dL", c), "mg/dL", "Ref.: 15 a 45 mg/dL"),
         it("Creatinina", res("Creatinina", "creat", "1,02", "mg/dL", c), "mg/dL", "Ref.: 0,70 a 1,30 mg/dL"),
         it(["Filtração glomerular", "estimada (CKD-EPI)"], res("Filtração glomerular estimada (CKD-EPI)", "egfr", "> 90", "mL/min/1,73m²", c),
            "mL/min/1,73m²", "Ref.: superior a 60", namew=36, vw=12),
         it("Ácido úrico", res("Ácido úrico", "urate", "5,8", "mg/dL", c), "mg/dL", "Ref.: 3,4 a 7,0 mg/dL")],
        [it("Colesterol Total", res("Colesterol Total", "chol", "178", "mg/dL", c), "mg/dL", "Desejável: inferior a 190 mg/dL"),
         it("Colesterol HDL", res("Colesterol HDL", "hdl", "44", "mg/dL", c), "mg/dL", "Desejável: superior a 40 mg/dL"),
         it("Colesterol LDL", res("Colesterol LDL", "ldl_calc", str(round(178 - 44 - 124 / 5)), "mg/dL", c), "mg/dL",
            "Meta (risco baixo): inferior a 130 mg/dL"),
         it("Triglicerídeos", res("Triglicerídeos", "trig", "124", "mg/dL", c), "mg/dL", "Desejável: inferior a 150 mg/dL"),
         it("TGO", res("TGO", "ast", "22", "U/L", c), "U/L", "Ref.: até 40 U/L"),
         it("TGP", res("TGP", "alt", "19", "U/L", c), "U/L", "Ref.: até 41 U/L")])
    L.note("LDL calculado (Friedewald). TFG: valores acima de 90 mL/min/1,73m² são liberados como \"> 90\".")
    L.doc.y += 2
    L.section("HORMÔNIOS")
    L.meta("Material: soro · Método: quimioluminescência")
    L.columns([it("TSH", res("TSH", "tsh", "1,96", "µUI/mL", c), "µUI/mL", "Ref.: 0,40 a 4,00 µUI/mL")], [])
    L.signature("Dr. Antônio Carlos Vilela Prado", "Farmacêutico-Bioquímico – CRF-MG 6.215")
    return L.doc.finish(L.footer)


# =====================================================================================
# bd12 — Laboratório Lagoa Serena — woman 66 on warfarin: PT/INR with earlier INRs, aPTT,
#        tumour markers, inflammation, iron/B12 ("superior a"), homocysteine.
# =====================================================================================
def build_bd12():
    c = "2025-09-25"
    p = dict(nome="IRACEMA BARBOSA DE ANDRADE", registro="LS-25/3402", nasc="1959-03-30", idade="66 anos", sexo="Feminino",
             convenio="Particular", medico="Dra. Beatriz Helena Coutinho – CRM-MG 58.790", coleta=c, previsao="2025-09-29",
             impresso="2025-09-29")
    L = Lagoa("bd12", p)
    it = lambda *a, **k: dry(L, L.item, *a, **k)
    L.section("COAGULAÇÃO")
    L.block("TEMPO DE PROTROMBINA (TP)",
            "Material: plasma citratado · Método: coagulométrico (tromboplastina ISI 1,02) · Em uso de varfarina 5 mg/dia",
            [("Tempo do paciente", res("Tempo do paciente", "pt_sec", "24,6", "segundos", c), "segundos", "*"),
             ("Atividade", res("Atividade", "pt_act", "32", "%", c), "%", "*"),
             ("RNI", res("RNI", "inr", "2,41", "", c), "", "*")],
            ["Tempo: 10,0 a 13,5 segundos", "Atividade: 70 a 100 %", "RNI: 0,80 a 1,20 (sem anticoagulação)",
             "RNI alvo em anticoagulação oral: 2,0 a 3,0"],
            prev=("RNI – resultados anteriores: ", [(res("RNI", "inr", "1,92", "", "2025-08-28"), "2025-08-28"),
                                                    (res("RNI", "inr", "2,87", "", "2025-09-11"), "2025-09-11")]))
    L.block("TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPA)", "Material: plasma citratado · Método: coagulométrico",
            [("Tempo do paciente", res("Tempo do paciente", "aptt_sec", "34,8", "segundos", c), "segundos", "")],
            ["25,0 a 38,0 segundos"])
    L.section("MARCADORES TUMORAIS")
    L.meta("Material: soro · Método: eletroquimioluminescência · Resultados não devem ser usados isoladamente para diagnóstico")
    L.columns(
        [it("CEA", res("CEA", "cea", "2,1", "ng/mL", c), "ng/mL", "Não fumantes: até 3,8 ng/mL"),
         it("CA 125", res("CA 125", "ca125", "18,4", "U/mL", c), "U/mL", "Até 35,0 U/mL"),
         it("CA 19-9", res("CA 19-9", "ca199", "inferior a 2,0", "U/mL", c), "U/mL", "Até 37,0 U/mL", vw=24, namew=38)],
        [it("CA 15-3", res("CA 15-3", "ca153", "22,7", "U/mL", c), "U/mL", "Até 31,3 U/mL"),
         it("Alfafetoproteína", res("Alfafetoproteína", "afp", "3,2", "ng/mL", c), "ng/mL", "Até 8,0 ng/mL")])
    L.section("PROVAS DE ATIVIDADE INFLAMATÓRIA")
    L.meta("Material: sangue total (VHS) e soro · Métodos: Westergren; imunoturbidimetria")
    L.columns(
        [it(["Velocidade de hemossedimentação", "(VHS)"], res("Velocidade de hemossedimentação (VHS)", "esr", "32", "mm/1ª hora", c),
            "mm/1ª hora", "Até 20 mm na 1ª hora", flag="*"),
         it("Proteína C reativa", res("Proteína C reativa", "crp", "6,8", "mg/L", c), "mg/L", "Inferior a 5,0 mg/L", flag="*")],
        [it("Fator reumatoide", res("Fator reumatoide", "rf", "inferior a 8,0", "UI/mL", c), "UI/mL", "Inferior a 14,0 UI/mL",
            vw=24, namew=32)])
    L.section("FERRO, VITAMINAS E OUTROS")
    L.meta("Material: soro · Métodos: colorimétrico (ferro); quimioluminescência (ferritina, B12); enzimático (homocisteína)")
    L.columns(
        [it("Ferro sérico", res("Ferro sérico", "iron", "82", "µg/dL", c), "µg/dL", "50 a 170 µg/dL"),
         it("Ferritina", res("Ferritina", "ferritin", "286", "ng/mL", c), "ng/mL", "13 a 150 ng/mL", flag="*")],
        [it("Vitamina B12", res("Vitamina B12", "b12", "superior a 2.000", "pg/mL", c), "pg/mL", "197 a 771 pg/mL", flag="*",
            vw=30, namew=26),
         it("Homocisteína", res("Homocisteína", "homocys", "14,2", "µmol/L", c), "µmol/L", "5,0 a 12,0 µmol/L", flag="*")])
    L.note("Vitamina B12 acima do limite superior de linearidade; paciente em reposição intramuscular (última dose em 15/09/2025).")
    L.note("Próximo controle de RNI sugerido para 09/10/2025.")
    L.signature("Dr. Antônio Carlos Vilela Prado", "Farmacêutico-Bioquímico – CRF-MG 6.215")
    return L.doc.finish(L.footer)


REPORTS = {"bd%02d" % i: globals()["build_bd%02d" % i] for i in range(1, 13)}
