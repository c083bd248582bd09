"""Python models of the 12 reports of set w (single source for HTML, fpdf and gold)."""
from engine import Res, H, P, KV, TBL, LEAD, TWO, HR, SP, SIGN
from catalog import C


def R(key, name, vt, unit, flag="", date=None, value="auto"):
    c, a, al = C[key]
    return Res(name, vt, unit, c, a, list(al), flag, date, value)


def row(r, ref=""):
    return [r.name, r, r.unit, ref]


def rrow(r, ref=""):           # result printed AFTER the reference range
    return [r.name, ref, r, r.unit]


def lab(name, addr, cnes, cnpj, rt, align="L"):
    return {"name": name, "line2": addr, "line3": f"CNES {cnes}  •  CNPJ {cnpj}  •  {rt}", "align": align}


STD = ["Exame", "Resultado", "Unidade", "Valores de referência"]
W4 = [0.34, 0.16, 0.14, 0.36]
REPORTS = []

# ---------------------------------------------------------------- w01
r = {"id": "w01", "collected_at_default": "2025-03-14",
     "lab": lab("Laboratório São Lucas Análises Clínicas", "Rua Barão de Jaguara, 1120 – Centro – Campinas/SP – CEP 13015-002 – (19) 3231-4400",
                "2034567", "12.345.678/0001-90", "RT: Dra. Helena M. Prado – CRF-SP 34.512"),
     "patient": [("Paciente:", "MARIANA COSTA FERREIRA"), ("Protocolo:", "0325-118842"),
                 ("Nascimento:", "22/07/1986 (38a)"), ("Sexo:", "Feminino"),
                 ("Médico:", "Dr. Paulo R. Antunes – CRM-SP 98.231"), ("Convênio:", "Unimed Campinas"),
                 ("Coleta:", "14/03/2025 07:35"), ("Liberação:", "15/03/2025 16:02")],
     "style": {"font": "DejaVu Sans", "size": 8.6, "color": "#0b3d6e"},
     "footer": "Laudo liberado eletronicamente em 15/03/2025 16:02 • Impresso em 17/03/2025 09:14 pelo portal do paciente • Página {p} de {n}"}
hm = [R("rbc", "Eritrócitos", "4,52", "milhões/mm³"), R("hb", "Hemoglobina", "13,1", "g/dL"),
      R("ht", "Hematócrito", "39,8", "%"), R("mcv", "VCM", "88,1", "fL"), R("mch", "HCM", "29,0", "pg"),
      R("mchc", "CHCM", "32,9", "g/dL"), R("rdw", "RDW", "14,9", "%", flag="H")]
leu = [R("wbc", "Leucócitos", "6.840", "/mm³")]
diff = [("Neutrófilos segmentados", "neu", "58,3", "3.988", "40 a 70 %  |  1.600 a 7.700"),
        ("Linfócitos", "lym", "30,1", "2.059", "20 a 45 %  |  1.000 a 4.500"),
        ("Monócitos", "mon", "7,2", "492", "2 a 10 %  |  200 a 1.000"),
        ("Eosinófilos", "eos", "3,9", "267", "1 a 5 %  |  40 a 500"),
        ("Basófilos", "bas", "0,5", "34", "0 a 2 %  |  0 a 200")]
drows = []
for nm, k, pc, ab, ref in diff:
    a, b = R(k + "_p", nm, pc, "%"), R(k, nm, ab, "/mm³")
    drows.append([nm, a, "%", b, "/mm³", ref])
plt = R("plt", "Plaquetas", "231.000", "/mm³")
bio1 = [R("glu", "GLICOSE", "92", "mg/dL"), R("chol", "COLESTEROL TOTAL", "214", "mg/dL", flag="*"),
        R("hdl", "HDL-COLESTEROL", "46", "mg/dL"), R("ldl", "LDL-COLESTEROL", "141", "mg/dL", flag="*"),
        R("vldl", "VLDL-COLESTEROL", "27", "mg/dL"), R("nonhdl", "COLESTEROL NÃO-HDL", "168", "mg/dL", flag="*")]
bio2 = [R("tg", "TRIGLICERÍDEOS", "135", "mg/dL"), R("crea", "CREATININA", "0,78", "mg/dL"),
        R("egfr", "TFG ESTIMADA (CKD-EPI 2021)", "> 90", "mL/min/1,73m²"), R("ast", "TGO (AST)", "21", "U/L"),
        R("alt", "TGP (ALT)", "24", "U/L"), R("ggt", "GAMA-GT", "19", "U/L"), R("tsh", "TSH", "2,41", "µUI/mL"),
        R("ft4", "T4 LIVRE", "1,12", "ng/dL")]
refs1 = ["70 a 99", "Desejável: < 190", "Desejável: > 40", "Ótimo: < 100\nDesejável: 100 a 129", "< 30", "Desejável: < 130"]
refs2 = ["Desejável: < 150", "0,50 a 0,90", "> 60", "Até 32", "Até 33", "5 a 36", "0,27 a 4,20", "0,93 a 1,70"]
r["pages"] = [
    [H("HEMOGRAMA COMPLETO", 1.2, box=True), P("Material: Sangue total (EDTA)   Método: Citometria de fluxo / impedância – Sysmex XN", 0.85, True),
     P("ERITROGRAMA", 0.95, bold=True), TBL(STD, W4, [row(x, rf) for x, rf in zip(hm, ["3,90 a 5,20", "12,0 a 15,5", "35,0 a 45,0", "80 a 100", "27 a 32", "32 a 36", "11,5 a 14,5"])]),
     P("LEUCOGRAMA", 0.95, bold=True), TBL(STD, W4, [row(leu[0], "3.600 a 11.000")]),
     TBL(["", "Relativo", "", "Absoluto", "", "Referência"], [0.27, 0.1, 0.06, 0.1, 0.08, 0.39], drows),
     P("PLAQUETAS", 0.95, bold=True), TBL(STD, W4, [row(plt, "150.000 a 450.000")]),
     P("Nota: RDW discretamente elevado. Morfologia eritrocitária sem alterações significativas.", 0.8, True),
     SIGN(["Conferido e liberado por Dra. Helena M. Prado – CRF-SP 34.512", "Data de liberação: 15/03/2025"]),
     H("BIOQUÍMICA", 1.2, box=True), P("Material: Soro   Jejum: 12 horas", 0.85, True),
     TBL(STD, W4, [row(x, rf) for x, rf in zip(bio1, refs1)])],
    [H("BIOQUÍMICA (continuação)", 1.2, box=True),
     TBL(STD, W4, [row(x, rf) for x, rf in zip(bio2, refs2)]),
     P("* Valores de referência do perfil lipídico conforme Consenso Brasileiro para Normatização da Determinação Laboratorial do Perfil Lipídico (2016). TFG calculada pela equação CKD-EPI 2021, sem coeficiente racial.", 0.8, True),
     P("Recebimento do material: 14/03/2025 08:10. Próxima consulta agendada para 02/04/2025.", 0.8),
     SIGN(["Assinado digitalmente por Dra. Helena M. Prado – CRF-SP 34.512", "Responsável técnica"])]]
REPORTS.append(r)

# ---------------------------------------------------------------- w02
r = {"id": "w02", "collected_at_default": "2025-03-14",
     "lab": lab("VIDA DIAGNÓSTICOS LTDA", "Av. Conselheiro Aguiar, 2455 – Boa Viagem – Recife/PE", "6612309", "08.114.552/0001-31",
                "Responsável: Dr. Ricardo Albuquerque – CRBM-2 4.118", "C"),
     "patient": [("NOME:", "José Carlos de Albuquerque Neto"), ("PEDIDO:", "778213-4"), ("DATA NASC.:", "03.11.58"), ("SEXO:", "M"),
                 ("SOLICITANTE:", "Dra. Fernanda Lins CRM 17.552"), ("DATA COLETA:", "14.03.25"), ("DATA ENTRADA:", "14.03.25"), ("EMISSÃO:", "18.03.25")],
     "style": {"font": "Liberation Sans", "size": 9.2, "color": "#6a1b1b", "fpdf_font": "Liberation Sans"},
     "footer": "Vida Diagnósticos – Laudo emitido em 18.03.25 às 10:47 – Documento válido sem assinatura (Res. CFM 1.821/07) – Pág. {p}/{n}"}
def blk(title, mat, met, res, refs):
    out = [H(title, 1.1), P(f"Material: {mat}    Método: {met}", 0.8, True)]
    for x in res:
        out.append(LEAD(x, "", (0.40, 0.30, 0.30)))
    out.append(P("Valores de referência:\n" + refs, 0.8))
    out.append(HR())
    return out
p1 = []
p1 += blk("GLICEMIA DE JEJUM", "Plasma fluoretado", "Enzimático – hexoquinase", [R("glu", "Resultado", "126", "mg/dL", flag="↑")],
          "Normal: 70 a 99 mg/dL  |  Tolerância diminuída: 100 a 125 mg/dL  |  Diabetes: ≥ 126 mg/dL")
p1 += blk("HEMOGLOBINA GLICADA (HbA1c)", "Sangue total EDTA", "HPLC – certificado NGSP",
          [R("a1c", "Hemoglobina glicada", "7,2", "%", flag="↑"), R("a1c_ifcc", "HbA1c (IFCC)", "55", "mmol/mol")],
          "Normal: < 5,7 %  |  Pré-diabetes: 5,7 a 6,4 %  |  Diabetes: ≥ 6,5 %\nGlicemia média estimada: 160 mg/dL (cálculo, não é resultado de exame)")
p1 += blk("CREATININA", "Soro", "Jaffé cinético compensado",
          [R("crea", "Creatinina", "1,31", "mg/dL", flag="↑"), R("egfr", "eGFR (CKD-EPI 2021)", "59", "mL/min/1,73 m²", flag="↓")],
          "Homens: 0,70 a 1,20 mg/dL  |  Mulheres: 0,50 a 0,90 mg/dL\neGFR: ≥ 60 mL/min/1,73 m²")
p1 += blk("URÉIA", "Soro", "Urease/GLDH UV", [R("urea", "Uréia", "48", "mg/dL")], "16,6 a 48,5 mg/dL")
p1 += blk("ÁCIDO ÚRICO", "Soro", "Uricase/peroxidase", [R("uric", "Ácido úrico", "7,9", "mg/dL", flag="↑")], "Homens: 3,4 a 7,0 mg/dL  |  Mulheres: 2,4 a 5,7 mg/dL")
p1 += blk("POTÁSSIO", "Soro", "Eletrodo íon seletivo", [R("k", "Potássio", "4,6", "mEq/L")], "3,5 a 5,1 mEq/L")
p1 += blk("MICROALBUMINÚRIA – AMOSTRA ISOLADA", "Urina (1ª da manhã)", "Imunoturbidimetria",
          [R("u_malb", "Microalbumina", "38,5", "mg/L"), R("u_acr", "Relação albumina/creatinina", "42", "mg/g", flag="↑")],
          "Microalbumina: < 20 mg/L  |  Relação A/C: < 30 mg/g")
p1 += [SIGN(["Dr. Ricardo Albuquerque – CRBM-2 4.118 – Biomédico responsável", "Liberado em 17.03.25 às 15:20"])]
r["pages"] = [p1]
REPORTS.append(r)

# ---------------------------------------------------------------- w03  SI units
r = {"id": "w03", "collected_at_default": "2025-02-26",
     "lab": lab("Centro de Análises Clínicas Porto Sul — Serviço de Pesquisa Clínica", "Av. Ipiranga, 6681, Prédio 12 – Partenon – Porto Alegre/RS", "2262568", "92.555.431/0001-07",
                "Responsável técnico: Prof. Dr. Gustavo Reis Vieira – CRF-RS 7.045"),
     "patient": [("Participante:", "ANTÔNIO B. SCHNEIDER"), ("Código do estudo:", "PS-CARD-0412 / V3"), ("Data de nascimento:", "09/05/1961"), ("Sexo:", "Masculino"),
                 ("Investigador:", "Dra. Luísa Kern – CRM-RS 28.104"), ("Requisição:", "RQ 2025-00871"), ("Data da coleta:", "26/02/2025 08:05"), ("Data do laudo:", "28/02/2025")],
     "style": {"font": "DejaVu Serif", "size": 8.4, "color": "#224422"},
     "footer": "CAC Porto Sul – Resultados em unidades SI. Visita seguinte (V4) prevista para 26/05/2025. Impressão: 03/03/2025 – folha {p} de {n}"}
si1 = [(R("hb", "Hemoglobina", "148", "g/L"), "135–175"), (R("ht", "Hematócrito", "0,44", "L/L", value=0.44), "0,40–0,52"),
       (R("rbc", "Eritrócitos", "4,91", "×10¹²/L"), "4,50–5,90"), (R("wbc", "Leucócitos", "7,3", "×10⁹/L"), "4,0–11,0"),
       (R("neu", "Neutrófilos", "4,2", "×10⁹/L"), "1,8–7,5"), (R("lym", "Linfócitos", "2,3", "×10⁹/L"), "1,0–4,0"),
       (R("plt", "Plaquetas", "256", "×10⁹/L"), "150–400")]
si2 = [(R("glu_m", "Glicose", "6,4", "mmol/L", flag="H"), "3,9–5,5"), (R("a1c_ifcc", "HbA1c", "47", "mmol/mol", flag="H"), "< 39"),
       (R("chol_m", "Colesterol total", "5,9", "mmol/L", flag="H"), "< 5,0"), (R("hdl_m", "Colesterol HDL", "1,02", "mmol/L"), "> 1,00"),
       (R("ldl_m", "Colesterol LDL", "3,95", "mmol/L", flag="H"), "< 3,00"), (R("tg_m", "Triglicerídeos", "2,05", "mmol/L", flag="H"), "< 1,70"),
       (R("crea_m", "Creatinina", "98", "µmol/L"), "62–106"), (R("urea_m", "Ureia", "6,8", "mmol/L"), "2,8–8,1"),
       (R("uric_m", "Urato", "412", "µmol/L", flag="H"), "202–416"), (R("bt_m", "Bilirrubina total", "11", "µmol/L"), "< 21"),
       (R("alb", "Albumina", "43", "g/L"), "35–52"), (R("na", "Sódio", "140", "mmol/L"), "136–145"),
       (R("k", "Potássio", "4,3", "mmol/L"), "3,5–5,1"), (R("ca", "Cálcio total", "2,35", "mmol/L", value=2.35), "2,15–2,55")]
si3 = [(R("ft4_m", "T4 livre", "15,8", "pmol/L"), "12,0–22,0"), (R("tsh", "TSH", "1,9", "mUI/L"), "0,27–4,20"),
       (R("hscrp", "Proteína C reativa ultrassensível", "3,4", "mg/L", flag="H"), "< 3,0"),
       (R("ferritin", "Ferritina", "188", "µg/L"), "30–400")]
H3 = ["Analito", "Resultado", "Unidade", "Intervalo de referência"]
W3 = [0.36, 0.16, 0.16, 0.32]
r["pages"] = [
    [H("HEMATOLOGIA", 1.15), P("Amostra: sangue total K2EDTA — analisador Sysmex XN-1000", 0.8, True), TBL(H3, W3, [row(x, y) for x, y in si1], grid=True),
     H("BIOQUÍMICA CLÍNICA", 1.15), P("Amostra: soro / plasma fluoretado — Cobas c702. Jejum informado: 10 h.", 0.8, True),
     TBL(H3, W3, [row(x, y) for x, y in si2[:10]], grid=True),
     P("Observação do laboratório: amostra levemente lipêmica; sem interferência significativa nos analitos relatados.", 0.8, True)],
    [H("BIOQUÍMICA CLÍNICA (continuação da página anterior)", 1.15),
     TBL(H3, W3, [row(x, y) for x, y in si2[10:]], grid=True),
     H("ENDOCRINOLOGIA / MARCADORES", 1.15), P("Amostra: soro — eletroquimioluminescência (Cobas e801)", 0.8, True),
     TBL(H3, W3, [row(x, y) for x, y in si3], grid=True),
     P("H = acima do intervalo de referência; L = abaixo. Fatores de conversão disponíveis mediante solicitação. Material recebido em 26/02/2025 às 09:40; centrifugado em até 30 min.", 0.8, True),
     SIGN(["Prof. Dr. Gustavo Reis Vieira", "CRF-RS 7.045 – Responsável técnico", "Liberado em 28/02/2025 14:31"])]]
REPORTS.append(r)

# ---------------------------------------------------------------- w04  urine / stool, several collection dates
r = {"id": "w04", "collected_at_default": "2025-03-12",
     "lab": lab("BIOANÁLISE CERRADO – Laboratório de Análises Clínicas", "Av. T-63, 1340 – Setor Bueno – Goiânia/GO – Fone (62) 3255-7080", "5120011", "03.221.908/0001-45",
                "Resp. Técnica: Dra. Cláudia Ribeiro – CRF-GO 5.902"),
     "patient": [("Paciente:", "Ana Beatriz Moura Silva"), ("Nº Atendimento:", "A-25031277"), ("Nasc.:", "14/ago/1994"), ("Sexo:", "F"),
                 ("Médico(a):", "Dr. Felipe Campos – CRM-GO 21.330"), ("Data da requisição:", "10/mar/2025"), ("DUM:", "20/fev/2025"), ("Emissão:", "15/mar/2025")],
     "style": {"font": "DejaVu Sans Condensed", "size": 8.8, "color": "#4a2c00"},
     "footer": "Bioanálise Cerrado • Resultados conferidos • Emitido em 15/mar/2025 11:20 • Pág. {p} de {n}"}
eas1 = [(R("u_color", "Cor", "Amarelo citrino", ""), "Amarelo citrino"), (R("u_aspect", "Aspecto", "Ligeiramente turvo", ""), "Límpido"),
        (R("u_sg", "Densidade", "1.025", "", value=1.025), "1.005 a 1.030"), (R("u_ph", "pH", "6,0", ""), "5,0 a 7,0")]
eas2 = [(R("u_prot", "Proteínas", "Traços", ""), "Negativo"), (R("u_glu", "Glicose", "Negativo", ""), "Negativo"),
        (R("u_ket", "Corpos cetônicos", "Negativo", ""), "Negativo"), (R("u_bld", "Hemoglobina", "Positivo (+)", ""), "Negativo"),
        (R("u_bil", "Bilirrubina", "Negativo", ""), "Negativo"), (R("u_nit", "Nitrito", "Positivo", ""), "Negativo"),
        (R("u_le", "Esterase leucocitária", "Positivo (++)", ""), "Negativo")]
eas3 = [(R("u_wbc", "Leucócitos", "42", "/campo", flag="Alto"), "até 5 /campo"), (R("u_rbc", "Hemácias", "8", "/campo", flag="Alto"), "até 3 /campo")]
D1, D2, D3 = "2025-03-12", "2025-03-13", "2025-03-14"
cult = R("u_cult", "Microrganismo isolado", "Escherichia coli", "", date=D1)
ufc = "Contagem de colônias: superior a 100.000 UFC/mL"
para = [R("s_op", "Pesquisa de ovos e cistos (amostra 1)", "Negativo", "", date=D2),
        R("s_ob", "Sangue oculto nas fezes", "Negativo", "", date=D2)]
blood = [(R("hb", "Hemoglobina", "11,4", "g/dL", flag="Baixo", date=D3), "12,0 a 15,5"), (R("ferritin", "Ferritina", "9,8", "ng/mL", flag="Baixo", date=D3), "15 a 150"),
         (R("crp", "Proteína C reativa", "18,2", "mg/L", flag="Alto", date=D3), "inferior a 5,0"), (R("hcg", "Beta-HCG quantitativo", "< 1,2", "mUI/mL", date=D3), "Não gestante: < 5,0")]
HU = ["Análise", "Resultado", "Unidade", "Referência"]
W4U = [0.30, 0.27, 0.10, 0.33]
r["pages"] = [
    [H("URINA TIPO I (EAS) – Coleta: 12/mar/2025 06:50", 1.1, box=True), P("Material: urina jato médio, 1ª micção. Método: tiras reativas (leitura automatizada) e microscopia do sedimento.", 0.8, True),
     "CARACTERES GERAIS",
     ], []]
r["pages"][0] = [x for x in r["pages"][0] if not isinstance(x, str)]
r["pages"][0] += [TBL(HU, W4U, ["Caracteres gerais"] + [row(x, y) for x, y in eas1] + ["Exame químico"] + [row(x, y) for x, y in eas2] + ["Sedimentoscopia"] + [row(x, y) for x, y in eas3]),
                  P("Bactérias: numerosas. Células epiteliais: raras. Cilindros: ausentes.", 0.8, True),
                  H("UROCULTURA COM ANTIBIOGRAMA – Coleta: 12/mar/2025", 1.1, box=True), P("Material: urina jato médio. Método: semeadura em ágar CLED / identificação automatizada (Vitek 2). Resultado liberado em 14/mar/2025.", 0.8, True),
                  TBL(["", "Resultado", "", ""], W4U, [row(cult, "")]), P(ufc, 0.9, bold=True),
                  P("Antibiograma: Sensível – nitrofurantoína, fosfomicina, ceftriaxona. Resistente – ampicilina, sulfametoxazol/trimetoprima.", 0.8),
                  SIGN(["Dra. Cláudia Ribeiro – CRF-GO 5.902"])]
r["pages"][1] = [H("PARASITOLÓGICO DE FEZES – Coleta: 13/mar/2025", 1.1, box=True), P("Material: fezes. Método: Hoffman, Pons & Janer (sedimentação espontânea). Recebido em 13/mar/2025.", 0.8, True),
                 TBL(HU, W4U, [row(para[0], "Negativo"), row(para[1], "Negativo")]),
                 H("HEMATOLOGIA / BIOQUÍMICA – Coleta: 14/mar/2025 07:15", 1.1, box=True), P("Material: sangue total (EDTA) e soro.", 0.8, True),
                 TBL(HU, W4U, [row(x, y) for x, y in blood]),
                 P("Atenção: os exames deste laudo foram coletados em datas diferentes; verifique a data de coleta no título de cada exame. Data da requisição e DUM informadas pela paciente.", 0.8, True),
                 SIGN(["Assinatura eletrônica – Dra. Cláudia Ribeiro – CRF-GO 5.902", "Goiânia, 15 de março de 2025"])]
REPORTS.append(r)

# ---------------------------------------------------------------- w05 prenatal serology, notes between results
r = {"id": "w05", "collected_at_default": "2025-03-14",
     "lab": lab("LabMinas Diagnóstico", "Rua da Bahia, 1900 – Lourdes – Belo Horizonte/MG", "0027065", "17.400.111/0001-58", "Responsável Técnico: Dr. Marcelo V. Andrade – CRM-MG 40.221"),
     "patient": [("Paciente", "LARISSA GONÇALVES DIAS"), ("Ficha", "BH-7719023"), ("Data de nascimento", "2 de setembro de 1997"), ("Sexo", "Feminino"),
                 ("Solicitante", "Dra. Renata Faria – CRM-MG 55.470"), ("Coletado em", "14 de março de 2025"), ("DUM", "5 de janeiro de 2025"), ("IG informada", "9 semanas e 5 dias")],
     "style": {"font": "Liberation Serif", "size": 9.6, "color": "#5b1a5e"},
     "footer": "LabMinas Diagnóstico – laudo emitido em 17 de março de 2025 – acesse resultados anteriores no portal – página {p} de {n}"}
def sero(title, met, res, ref, note=None):
    out = [H(title, 1.05, box=True), P("Material: Soro    Método: " + met, 0.8, True), TBL(["", "Resultado", "", "Referência"], [0.36, 0.26, 0.1, 0.28], [row(x, ref) for x in res])]
    if note:
        out.append(P(note, 0.78, True))
    return out
g = []
g += [H("TIPAGEM SANGUÍNEA", 1.05, box=True), P("Material: Sangue total EDTA    Método: Hemaglutinação em gel", 0.8, True),
      TBL(["", "Resultado", "", ""], [0.36, 0.26, 0.1, 0.28], [row(R("abo", "Grupo sanguíneo (ABO)", "O", "")), row(R("rh", "Fator Rh (D)", "Positivo", ""))])]
g += sero("HIV 1/2 – ANTICORPOS E ANTÍGENO P24", "Quimioluminescência (4ª geração)", [R("hiv", "HIV 1 e 2 (Ag/Ac)", "Não reagente", "")], "Não reagente",
          "Nota: resultado não reagente não exclui infecção recente (janela imunológica). Conforme Portaria SVS/MS nº 29/2013.")
g += sero("HEPATITE B – HBsAg", "Quimioluminescência", [R("hbsag", "HBsAg", "Não reagente", "")], "Não reagente")
g += sero("HEPATITE C – ANTI-HCV", "Quimioluminescência", [R("hcv", "Anti-HCV", "Não reagente", "")], "Não reagente")
g += sero("SÍFILIS – VDRL", "Floculação", [R("vdrl", "VDRL", "Não reagente", "")], "Não reagente")
g += [SIGN(["Conferido por Dr. Marcelo V. Andrade – CRM-MG 40.221"])]
g2 = [H("TOXOPLASMOSE – IgG e IgM", 1.05, box=True), P("Material: Soro    Método: Quimioluminescência (CMIA)", 0.8, True),
      TBL(["", "Resultado", "Unidade", "Referência"], [0.36, 0.2, 0.12, 0.32],
          [
           ["Toxoplasma IgG", Res("Toxoplasma IgG", "< 1,6", "UI/mL", "40677-7", "Toxoplasma gondii IgG Ab", []), "UI/mL", "Não reagente: < 1,6\nReagente: ≥ 3,0"]]),
      P("Interpretação: IgG não reagente – paciente suscetível. Recomenda-se repetir a sorologia trimestralmente.", 0.78, True),
      H("TSH – HORMÔNIO TIREOESTIMULANTE", 1.05, box=True), P("Material: Soro    Método: Eletroquimioluminescência", 0.8, True),
      TBL(["", "Resultado", "Unidade", "Referência"], [0.36, 0.2, 0.12, 0.32], [row(R("tsh", "TSH", "1,74", "mUI/L"), "1º trimestre: 0,10 a 2,50")]),
      H("BETA-HCG QUANTITATIVO", 1.05, box=True), P("Material: Soro    Método: Eletroquimioluminescência", 0.8, True),
      TBL(["", "Resultado", "Unidade", "Referência"], [0.36, 0.2, 0.12, 0.32], [row(R("hcg", "Beta-HCG", "48.320", "mUI/mL"), "5 a 8 semanas: 7.650 a 229.000")]),
      H("HEMOGRAMA (resumido) E GLICEMIA", 1.05, box=True),
      TBL(["", "Resultado", "Unidade", "Referência"], [0.36, 0.2, 0.12, 0.32],
          [row(R("hb", "Hemoglobina", "12,2", "g/dL"), "11,0 a 15,0 (gestante)"), row(R("ht", "Hematócrito", "36,4", "%"), "33 a 45"),
           row(R("wbc", "Leucócitos", "8.910", "/µL"), "4.000 a 11.000"), row(R("plt", "Plaquetas", "274.000", "/µL"), "150.000 a 450.000"),
           row(R("glu", "Glicose em jejum", "81", "mg/dL"), "Gestante: < 92")]),
      SIGN(["Dr. Marcelo V. Andrade", "Patologista Clínico – CRM-MG 40.221", "Belo Horizonte, 17 de março de 2025"], "C")]
r["pages"] = [g, g2]
REPORTS.append(r)

# ---------------------------------------------------------------- w06  reference BEFORE result
r = {"id": "w06", "collected_at_default": "2025-04-02",
     "lab": lab("Laboratório Amazônia Análises Clínicas", "Av. Djalma Batista, 1661 – Chapada – Manaus/AM", "3781224", "04.301.556/0001-12", "Bioquímico Resp.: Dr. Raimundo Nonato Lima – CRF-AM 1.877"),
     "patient": [("Cliente:", "Raimundo Souza Pereira"), ("OS:", "44-120993"), ("Idade:", "57 anos (DN 11/01/1968)"), ("Sexo:", "Masculino"),
                 ("Médico:", "Dr. Igor Tavares"), ("Entrada:", "02/04/2025 06:58"), ("Coleta:", "02/04/2025 07:10"), ("Laudo:", "03/04/2025")],
     "style": {"font": "Liberation Sans", "size": 8.8, "color": "#005a4e"},
     "footer": "Lab. Amazônia – laudo impresso em 04/04/2025 08:12 – os resultados devem ser interpretados pelo médico – {p}/{n}"}
HR6 = ["EXAME", "VALORES DE REFERÊNCIA", "RESULTADO", "UNIDADE"]
W6 = [0.32, 0.36, 0.16, 0.16]
a6 = [(R("glu", "Glicose", "104", "mg/dL", flag="H"), "70 – 99"), (R("chol", "Colesterol Total", "238", "mg/dL", flag="H"), "< 190"),
      (R("hdl", "Colesterol HDL", "38", "mg/dL", flag="L"), "> 40"), (R("ldl", "Colesterol LDL", "158", "mg/dL", flag="H"), "< 130 (baixo risco)"),
      (R("tg", "Triglicérides", "210", "mg/dL", flag="H"), "< 150"), (R("crea", "Creatinina", "1,02", "mg/dL"), "0,70 – 1,30"),
      (R("urea", "Uréia", "36", "mg/dL"), "15 – 45"), (R("ast", "Transaminase oxalacética\n(TGO/AST)", "35", "U/L"), "até 40"),
      (R("alt", "Transaminase pirúvica\n(TGP/ALT)", "52", "U/L", flag="H"), "até 41"), (R("ggt", "Gama glutamil transferase", "88", "U/L", flag="H"), "8 – 61"),
      (R("alp", "Fosfatase alcalina", "74", "U/L"), "40 – 129"), (R("ck", "CPK (creatinofosfoquinase)", "212", "U/L", flag="H"), "até 190"),
      (R("psa", "PSA total", "1,84", "ng/mL"), "até 4,0 (50 a 59 anos)"), (R("fpsa", "PSA livre", "0,41", "ng/mL"), "–"),
      (R("tsh", "TSH ultrassensível", "3,12", "µUI/mL"), "0,45 – 4,50"), (R("vitd", "25-Hidroxivitamina D", "24,6", "ng/mL"), "> 20 (população geral)\n30 – 60 (grupos de risco)"),
      (R("b12", "Vitamina B12", "> 2.000", "pg/mL"), "197 – 771"), (R("esr", "VHS (1ª hora)", "12", "mm"), "até 15 (homens)")]
r["pages"] = [[H("RESULTADOS DE EXAMES", 1.2, align="C"), P("Material: soro (exceto VHS: sangue total EDTA). Jejum: 12 horas.", 0.8, True),
               TBL(HR6, W6, [rrow(x, y) for x, y in a6[:12]], grid=False),
               P("Relação PSA livre/total e demais índices calculados não constituem resultado de exame isolado.", 0.78, True),
               TBL(HR6, W6, [rrow(x, y) for x, y in a6[12:]]),
               P("Vitamina B12: resultado acima do limite de linearidade do método. Suplementação recente informada.", 0.78, True),
               SIGN(["Dr. Raimundo Nonato Lima – CRF-AM 1.877", "Liberado em 03/04/2025 17:45"])]]
REPORTS.append(r)

# ---------------------------------------------------------------- w07  results summary page + detail pages
r = {"id": "w07", "collected_at_default": "2025-01-20",
     "lab": lab("Diagnósticos Litoral", "Rua Bocaiúva, 2125 – Centro – Florianópolis/SC", "2691469", "79.877.002/0001-66", "RT: Dra. Simone Weiss – CRBM-5 2.870"),
     "patient": [("Paciente:", "Cláudio Henrique Zimmermann"), ("Atendimento:", "FLN-250120-0031"), ("Nasc.:", "30/06/1979"), ("Sexo:", "Masc."),
                 ("Médico:", "Dr. Rafael Bez – CRM-SC 14.210"), ("Coleta:", "20/01/2025"), ("Requisição:", "16/01/2025"), ("Emissão:", "22/01/2025")],
     "style": {"font": "DejaVu Sans", "size": 8.4, "color": "#003b5c"},
     "footer": "Diagnósticos Litoral • documento baixado do portal em 05/02/2025 21:40 • Página {p} de {n}"}
def w7():
    return [R("hb", "Hemoglobina", "15,2", "g/dL"), R("wbc", "Leucócitos", "5.430", "/mm³"), R("plt", "Plaquetas", "198.000", "/mm³"),
            R("glu", "Glicose", "88", "mg/dL"), R("chol", "Colesterol total", "176", "mg/dL"), R("hdl", "HDL", "52", "mg/dL"),
            R("ldl", "LDL (Martin/Hopkins)", "102", "mg/dL"), R("tg", "Triglicerídeos", "110", "mg/dL"), R("crea", "Creatinina", "0,96", "mg/dL"),
            R("alt", "ALT (TGP)", "29", "U/L"), R("tsh", "TSH", "0,08", "µUI/mL", flag="↓"), R("ft4", "T4 livre", "2,21", "ng/dL", flag="↑")]
s7, d7 = w7(), w7()
refs7 = ["13,0 a 17,0", "3.500 a 10.500", "150.000 a 450.000", "70 a 99", "< 190", "> 40", "< 130", "< 150", "0,70 a 1,20", "< 41", "0,27 a 4,20", "0,93 a 1,70"]
r["pages"] = [
    [H("RESUMO DOS RESULTADOS", 1.3, align="C"), P("Visão geral gerada pelo portal. Os laudos completos, com método e valores de referência, seguem nas páginas seguintes.", 0.8, True),
     TBL(["Exame", "Resultado", "Unidade", "Situação"], [0.4, 0.2, 0.2, 0.2], [row(x, "Alterado" if x.flag else "Normal") for x in s7], grid=True),
     P("Legenda: ↑ acima / ↓ abaixo dos valores de referência.", 0.8, True), SIGN(["Resumo sem validade como laudo – Dra. Simone Weiss – CRBM-5 2.870"], "L")],
    [H("HEMOGRAMA", 1.1, box=True), P("Material: sangue total EDTA – Método: automação Sysmex", 0.8, True),
     TBL(STD, W4, [row(x, y) for x, y in zip(d7[:3], refs7[:3])]),
     H("GLICOSE", 1.1, box=True), P("Material: plasma fluoretado – Método: hexoquinase", 0.8, True), TBL(STD, W4, [row(d7[3], refs7[3])]),
     H("PERFIL LIPÍDICO", 1.1, box=True), P("Material: soro – Método: enzimático colorimétrico; LDL calculado por Martin/Hopkins", 0.8, True),
     TBL(STD, W4, [row(x, y) for x, y in zip(d7[4:8], refs7[4:8])]),
     P("Jejum não obrigatório para o perfil lipídico (Consenso SBPC/ML 2016).", 0.78, True), SIGN(["Dra. Simone Weiss – CRBM-5 2.870 – liberado em 21/01/2025 18:02"]),
     H("CREATININA / ALT", 1.1, box=True), P("Material: soro", 0.8, True), TBL(STD, W4, [row(x, y) for x, y in zip(d7[8:10], refs7[8:10])]),
     H("FUNÇÃO TIREOIDIANA", 1.1, box=True), P("Material: soro – Método: eletroquimioluminescência", 0.8, True), TBL(STD, W4, [row(x, y) for x, y in zip(d7[10:], refs7[10:])]),
     P("Resultado de TSH confirmado em duplicata. Sugere-se correlação clínica.", 0.78, True), SIGN(["Dra. Simone Weiss – CRBM-5 2.870 – liberado em 22/01/2025 09:15"])]]
REPORTS.append(r)

# ---------------------------------------------------------------- w08  cumulative table (previous results with own dates)
r = {"id": "w08", "collected_at_default": "2025-03-10",
     "lab": lab("Laboratório Santa Clara", "Av. Tancredo Neves, 805 – Caminho das Árvores – Salvador/BA", "4027108", "15.122.330/0001-04", "Diretor técnico: Dr. Jorge Menezes – CRM-BA 11.902"),
     "patient": [("Paciente", "Maria das Graças Oliveira"), ("Nº", "SSA-93015"), ("Nascimento", "17/04/1952"), ("Sexo", "Feminino"),
                 ("Médico", "Dr. Tiago Sampaio"), ("Coleta atual", "10/03/2025"), ("Liberado em", "11/03/2025"), ("Impresso em", "12/03/2025")],
     "style": {"font": "Liberation Sans", "size": 8.8, "color": "#7a3b00"},
     "footer": "Laboratório Santa Clara • Histórico de resultados (últimas 3 coletas) • Pág. {p}/{n}"}
dates = ["2025-03-10", "2024-11-04", "2024-06-18"]
hist = [("glu", "Glicose", "mg/dL", ["132", "141", "128"], "70 a 99"), ("a1c", "Hemoglobina glicada", "%", ["6,9", "7,4", "7,0"], "< 5,7"),
        ("chol", "Colesterol total", "mg/dL", ["182", "205", "221"], "< 190"), ("hdl", "Colesterol HDL", "mg/dL", ["49", "47", "45"], "> 50"),
        ("ldl", "Colesterol LDL", "mg/dL", ["98", "121", "139"], "< 100"), ("tg", "Triglicérides", "mg/dL", ["176", "185", "190"], "< 150"),
        ("crea", "Creatinina", "mg/dL", ["1,08", "1,01", "0,97"], "0,50 a 0,90"), ("k", "Potássio", "mEq/L", ["4,9", "4,7", "4,4"], "3,5 a 5,1")]
rows8 = []
for k, nm, u, vals, ref in hist:
    rows8.append([nm] + [R(k, nm, v, u, date=d) for v, d in zip(vals, dates)] + [u, ref])
r["pages"] = [[H("QUADRO EVOLUTIVO – BIOQUÍMICA", 1.2, box=True), P("Material: soro / sangue total. Resultados anteriores realizados neste laboratório.", 0.8, True),
               TBL(["Exame", "10/03/2025\n(atual)", "04/11/2024", "18/06/2024", "Unidade", "Referência"], [0.25, 0.13, 0.13, 0.13, 0.12, 0.24], rows8, grid=True),
               P("Variações entre coletas devem considerar a variabilidade analítica e biológica.", 0.8, True),
               H("URINA – RELAÇÃO ALBUMINA/CREATININA", 1.1, box=True), P("Coleta: 10/03/2025 – urina isolada", 0.8, True),
               TBL(STD, W4, [row(R("u_acr", "Albumina/creatinina", "64", "mg/g", flag="Alto"), "< 30 mg/g")]),
               SIGN(["Dr. Jorge Menezes – CRM-BA 11.902", "Salvador, 11/03/2025"])]]
REPORTS.append(r)

# ---------------------------------------------------------------- w09  hormones split across page break
r = {"id": "w09", "collected_at_default": "2025-05-06",
     "lab": lab("Instituto de Patologia Clínica do Paraná", "R. Padre Anchieta, 1846 – Bigorrilho – Curitiba/PR", "0015644", "76.551.201/0001-88", "Resp. técnico: Dr. André Kowalski – CRF-PR 12.006"),
     "patient": [("Paciente:", "Juliana Nowak Ribeiro"), ("Pedido:", "CWB 0506-22871"), ("Data nasc.:", "12/12/1990"), ("Sexo:", "Feminino"),
                 ("Médico:", "Dra. Carla Mendes – CRM-PR 31.778"), ("Data da coleta:", "06/05/2025 07:42"), ("DUM:", "24/04/2025"), ("Liberação:", "09/05/2025")],
     "style": {"font": "DejaVu Serif", "size": 8.6, "color": "#2b2b6b"},
     "footer": "IPC-PR • Laudo assinado digitalmente em 09/05/2025 • Impresso em 10/05/2025 • Página {p} de {n}"}
h9 = [(R("fsh", "FSH (hormônio folículo-estimulante)", "6,8", "mUI/mL"), "Fase folicular: 3,5 a 12,5\nFase lútea: 1,7 a 7,7\nPós-menopausa: 25,8 a 134,8"),
      (R("lh", "LH (hormônio luteinizante)", "5,2", "mUI/mL"), "Fase folicular: 2,4 a 12,6\nPico ovulatório: 14,0 a 95,6"),
      (R("e2", "Estradiol", "84", "pg/mL"), "Fase folicular: 12,5 a 166\nFase lútea: 43,8 a 211"),
      (R("prog", "Progesterona", "0,6", "ng/mL"), "Fase folicular: 0,2 a 1,5\nFase lútea: 1,7 a 27,0"),
      (R("prl", "Prolactina", "28,4", "ng/mL", flag="*"), "Mulheres não grávidas: 4,8 a 23,3"),
      (R("testo", "Testosterona total", "< 12", "ng/dL"), "Mulheres: 8,4 a 48,1")]
h9b = [(R("tsh", "TSH", "2,05", "µUI/mL"), "0,27 a 4,20"), (R("ft4", "T4 livre", "1,21", "ng/dL"), "0,93 a 1,70"),
       (R("insulin", "Insulina basal", "14,2", "µUI/mL"), "2,6 a 24,9"),
       (R("ferritin", "Ferritina", "22", "ng/mL"), "Mulheres: 13 a 150"), (R("iron", "Ferro sérico", "61", "µg/dL"), "50 a 170"),
       (R("tibc", "Capacidade total de ligação do ferro", "388", "µg/dL"), "250 a 450"), (R("tsat", "Índice de saturação da transferrina", "15,7", "%", flag="*"), "20 a 50"),
       (R("folate", "Ácido fólico", "> 20,0", "ng/mL"), "> 3,9"), (R("vitd", "Vitamina D (25-OH)", "31,8", "ng/mL"), "Acima de 20"),
       (R("b12", "Vitamina B12", "312", "pg/mL"), "197 a 771")]
HD9 = ["Exame", "Resultado", "Unidade", "Valores de referência"]
W9 = [0.36, 0.15, 0.13, 0.36]
r["pages"] = [[H("PERFIL HORMONAL FEMININO", 1.15, box=True), P("Material: soro. Método: eletroquimioluminescência (Roche Cobas). Dia do ciclo informado: 13º dia.", 0.8, True),
               TBL(HD9, W9, [row(x, y) for x, y in h9]),
               P("* Prolactina discretamente elevada; recomenda-se pesquisa de macroprolactina se clinicamente indicado.", 0.78, True),
               SIGN(["Dr. André Kowalski – CRF-PR 12.006"]),
               H("PERFIL TIREOIDIANO / METABÓLICO / ANEMIAS", 1.15, box=True), P("Material: soro.", 0.8, True),
               TBL(HD9, W9, [row(x, y) for x, y in h9b[:5]])],
              [H("PERFIL TIREOIDIANO / METABÓLICO / ANEMIAS – continuação", 1.15, box=True),
               TBL(HD9, W9, [row(x, y) for x, y in h9b[5:]]),
               P("Vitamina D: valores entre 30 e 60 ng/mL recomendados para gestantes, idosos e pacientes com osteoporose (SBPC/ML – SBEM 2017).", 0.78, True),
               SIGN(["Dr. André Kowalski – CRF-PR 12.006 – Responsável técnico", "Curitiba, 09/05/2025"])]]
REPORTS.append(r)

# ---------------------------------------------------------------- w10  old-system monospace, leaders, two columns
r = {"id": "w10", "collected_at_default": "2025-06-17",
     "lab": lab("LABORATÓRIO CENTRAL FORTALEZA", "AV. SANTOS DUMONT, 3131 - ALDEOTA - FORTALEZA/CE", "2497654", "07.345.009/0001-27", "RT: DR. FRANCISCO A. BEZERRA - CRF-CE 3.344"),
     "patient": [("PACIENTE:", "FRANCISCA HELENA BARBOSA"), ("REGISTRO:", "FOR-061725-08"), ("DT.NASC:", "08/10/1949"), ("SEXO:", "F"),
                 ("MEDICO:", "DR. ANTONIO MOURA"), ("DT.COLETA:", "17/06/2025"), ("DT.RECEB.:", "17/06/2025"), ("DT.IMPR.:", "19/06/2025")],
     "style": {"font": "Liberation Mono", "size": 8.0, "color": "#000", "fpdf_font": "DejaVu Sans Mono"},
     "footer": "LAB CENTRAL FORTALEZA - EMITIDO EM 19/06/2025 14:03 - PAG. {p}/{n}"}
L = lambda k, n, v, u, f="": R(k, n, v, u, flag=f)
ery = [LEAD(L("rbc", "HEMACIAS", "3,88", "milh/mm3", "L"), "4,00-5,20", (0.45, 0.33, 0.22)), LEAD(L("hb", "HEMOGLOBINA", "10,9", "g/dL", "L"), "12,0-15,5", (0.45, 0.33, 0.22)),
       LEAD(L("ht", "HEMATOCRITO", "33,1", "%", "L"), "35-45", (0.45, 0.33, 0.22)), LEAD(L("mcv", "VCM", "85,3", "fL"), "80-100", (0.45, 0.33, 0.22)),
       LEAD(L("mch", "HCM", "28,1", "pg"), "27-32", (0.45, 0.33, 0.22)), LEAD(L("mchc", "CHCM", "32,9", "g/dL"), "32-36", (0.45, 0.33, 0.22)),
       LEAD(L("rdw", "RDW", "13,8", "%"), "11,5-14,5", (0.45, 0.33, 0.22)), LEAD(L("retic_p", "RETICULOCITOS", "1,1", "%"), "0,5-2,0", (0.45, 0.33, 0.22))]
leuc = [LEAD(L("wbc", "LEUCOCITOS", "9.870", "/mm3"), "4.000-11.000", (0.45, 0.33, 0.22)), LEAD(L("neu_p", "SEGMENTADOS", "71", "%", "H"), "40-70", (0.45, 0.33, 0.22)),
        LEAD(L("lym_p", "LINFOCITOS", "20", "%"), "20-45", (0.45, 0.33, 0.22)), LEAD(L("mon_p", "MONOCITOS", "6", "%"), "2-10", (0.45, 0.33, 0.22)),
        LEAD(L("eos_p", "EOSINOFILOS", "2", "%"), "1-5", (0.45, 0.33, 0.22)), LEAD(L("bas_p", "BASOFILOS", "1", "%"), "0-2", (0.45, 0.33, 0.22)),
        LEAD(L("plt", "PLAQUETAS", "412.000", "/mm3"), "150.000-450.000", (0.45, 0.33, 0.22))]
coag = [LEAD(L("pt_s", "TEMPO DE PROTROMBINA", "13,9", "seg")), LEAD(L("pt_act", "ATIVIDADE DE PROTROMBINA", "78", "%"), "70 A 100 %"),
        LEAD(L("inr", "RNI (INR)", "1,18", ""), "0,80 A 1,20  (ANTICOAGULADOS: 2,0 A 3,0)"),
        LEAD(L("aptt", "TTPA - TEMPO DE TROMBOPLASTINA\nPARCIAL ATIVADA", "31,2", "seg"), "25,0 A 37,0 seg"), LEAD(L("fib", "FIBRINOGENIO", "389", "mg/dL"), "200 A 400 mg/dL")]
bq10 = [LEAD(L("na", "SODIO", "134", "mEq/L", "L"), "136 A 145"), LEAD(L("k", "POTASSIO", "5,4", "mEq/L", "H"), "3,5 A 5,1"),
        LEAD(L("cl", "CLORETO", "101", "mEq/L"), "98 A 107"), LEAD(L("mg", "MAGNESIO", "1,9", "mg/dL"), "1,6 A 2,6"),
        LEAD(L("ca", "CALCIO TOTAL", "9,1", "mg/dL"), "8,6 A 10,3"), LEAD(L("phos", "FOSFORO", "3,7", "mg/dL"), "2,5 A 4,5"),
        LEAD(L("crea", "CREATININA", "1,44", "mg/dL", "H"), "0,51 A 0,95"), LEAD(L("urea", "UREIA", "71", "mg/dL", "H"), "17 A 43")]
r["pages"] = [[H("HEMOGRAMA COMPLETO", 1.05), P("MATERIAL: SANGUE TOTAL EDTA   METODO: AUTOMATIZADO (ABX PENTRA) + MICROSCOPIA", 0.85),
               TWO([P("ERITROGRAMA", 0.95, bold=True)] + ery, [P("LEUCOGRAMA / PLAQUETAS", 0.95, bold=True)] + leuc),
               P("OBS: HEMACIAS NORMOCITICAS E NORMOCROMICAS. ANISOCITOSE DISCRETA. PLAQUETAS COM MORFOLOGIA NORMAL.", 0.85),
               SIGN(["LIBERADO POR: DR. FRANCISCO A. BEZERRA - CRF-CE 3.344 EM 18/06/2025"], "L"), HR(),
               H("COAGULOGRAMA", 1.05), P("MATERIAL: PLASMA CITRATADO   METODO: COAGULOMETRICO", 0.85),
               P("TEMPO DE PROTROMBINA - CONTROLE DO DIA: 12,8 seg", 0.85)] + coag + [
               P("OBS: TTPA - RELACAO PACIENTE/CONTROLE = 1,04", 0.85), SIGN(["LIBERADO POR: DR. FRANCISCO A. BEZERRA - CRF-CE 3.344 EM 18/06/2025"], "L")],
              [H("ELETROLITOS E FUNCAO RENAL", 1.05), P("MATERIAL: SORO   METODO: ISE / COLORIMETRICO", 0.85)] + bq10 + [
               P("RESULTADOS DE POTASSIO E CREATININA CONFIRMADOS EM NOVA DOSAGEM. MEDICO COMUNICADO POR TELEFONE EM 17/06/2025 AS 16:40.", 0.85),
               SIGN(["DR. FRANCISCO A. BEZERRA - CRF-CE 3.344", "RESPONSAVEL TECNICO"], "L")]]
REPORTS.append(r)

# ---------------------------------------------------------------- w11  two-column biochemistry grid
r = {"id": "w11", "collected_at_default": "2025-02-11",
     "lab": lab("Bioclínico Análises – Unidade Nazaré", "Av. Nazaré, 532 – Nazaré – Belém/PA – (91) 3224-1188", "2336855", "05.882.117/0001-30", "Responsável técnico: Dra. Patrícia Corrêa – CRBM-1 9.512"),
     "patient": [("Nome:", "Benedito Carvalho Maués"), ("Ordem de serviço:", "BEL-11022025-0457"), ("Data de nascimento:", "21/03/1973"), ("Sexo:", "M"),
                 ("Médico:", "Dr. Sérgio Lobato – CRM-PA 8.220"), ("Data da coleta:", "11/02/2025 07:20"), ("Recebido:", "11/02/2025 08:02"), ("Liberado:", "12/02/2025 15:10")],
     "style": {"font": "DejaVu Sans Condensed", "size": 8.8, "color": "#14506b"},
     "footer": "Bioclínico Análises • Este laudo foi encaminhado ao e-mail do paciente em 12/02/2025 • página {p} de {n}"}
X = (0.44, 0.30, 0.26)
left = [H("FUNÇÃO HEPÁTICA", 1.0), LEAD(R("ast", "AST / TGO", "48", "U/L", flag="Alto"), "até 40", X), LEAD(R("alt", "ALT / TGP", "71", "U/L", flag="Alto"), "até 41", X),
        LEAD(R("ggt", "Gama-GT", "145", "U/L", flag="Alto"), "até 60", X), LEAD(R("alp", "Fosfatase alcalina", "96", "U/L"), "40 a 129", X),
        LEAD(R("bt", "Bilirrubina total", "1,32", "mg/dL", flag="Alto"), "até 1,20", X), LEAD(R("bd", "Bilirrubina direta", "0,38", "mg/dL", flag="Alto"), "até 0,30", X),
        LEAD(R("bi", "Bilirrubina indireta", "0,94", "mg/dL"), "até 0,90", X), LEAD(R("tp", "Proteínas totais", "7,4", "g/dL"), "6,4 a 8,3", X),
        LEAD(R("alb", "Albumina", "4,1", "g/dL"), "3,5 a 5,2", X), LEAD(R("amyl", "Amilase", "62", "U/L"), "28 a 100", X),
        LEAD(R("lipase", "Lipase", "< 10", "U/L"), "13 a 60", X)]
right = [H("FUNÇÃO RENAL / METABÓLICO", 1.0), LEAD(R("glu", "Glicose", "118", "mg/dL", flag="Alto"), "70 a 99", X),
         LEAD(R("a1c", "Hb glicada (A1c)", "6,1", "%"), "< 5,7", X), LEAD(R("urea", "Ureia", "31", "mg/dL"), "17 a 49", X),
         LEAD(R("crea", "Creatinina", "1,05", "mg/dL"), "0,70 a 1,20", X), LEAD(R("uric", "Ácido úrico", "8,4", "mg/dL", flag="Alto"), "3,4 a 7,0", X),
         LEAD(R("chol", "Colesterol", "231", "mg/dL", flag="Alto"), "< 190", X), LEAD(R("hdl", "HDL", "36", "mg/dL", flag="Baixo"), "> 40", X),
         LEAD(R("tg", "Triglicérides", "402", "mg/dL", flag="Alto"), "< 150", X), LEAD(R("nonhdl", "Não-HDL", "195", "mg/dL", flag="Alto"), "< 160", X),
         LEAD(R("ferritin", "Ferritina", "612", "ng/mL", flag="Alto"), "30 a 400", X), LEAD(R("crp", "PCR", "4,8", "mg/L"), "< 5,0", X)]
r["pages"] = [[H("BIOQUÍMICA – PAINEL CHECK-UP", 1.2, box=True), P("Material: soro e plasma fluoretado (glicose); sangue total EDTA (A1c). Métodos: enzimático colorimétrico / imunoturbidimetria (Architect c4000).", 0.8, True),
               TWO(left, right),
               P("LDL-colesterol não calculado: triglicérides > 400 mg/dL. Solicitar LDL direto se necessário.", 0.8, True),
               P("Valores de referência para adultos. Resultados sinalizados com \"Alto\" ou \"Baixo\" estão fora do intervalo de referência.", 0.8, True),
               SIGN(["Dra. Patrícia Corrêa – CRBM-1 9.512", "Belém, 12/02/2025"])]]
REPORTS.append(r)

# ---------------------------------------------------------------- w12  GTT + urine on another day, checkup split over pages
r = {"id": "w12", "collected_at_default": "2025-08-05",
     "lab": lab("Rio Diagnose Medicina Laboratorial", "Rua Voluntários da Pátria, 445 – Botafogo – Rio de Janeiro/RJ", "7193548", "33.781.440/0001-09", "Responsável técnico: Dr. Eduardo Figueira – CRM-RJ 52.81234-6"),
     "patient": [("Cliente:", "PEDRO HENRIQUE ALVES MACHADO"), ("Protocolo:", "RJ-0508-774102"), ("Data de nascimento:", "25/01/1984"), ("Sexo:", "Masculino"),
                 ("Médico:", "Dra. Beatriz Nogueira – CRM-RJ 98.112"), ("Data do pedido:", "29/07/2025"), ("Coletas:", "05/08/2025 e 06/08/2025"), ("Emissão:", "08/08/2025")],
     "style": {"font": "Liberation Sans", "size": 9.0, "color": "#8a0f2e"},
     "footer": "Rio Diagnose • Laudo emitido em 08/08/2025 11:32 • Atendimento de retorno agendado para 20/08/2025 • Pág. {p} de {n}"}
d5, d6 = "2025-08-05", "2025-08-06"
gtt = [(R("glu", "Glicose – jejum", "97", "mg/dL"), "70 a 99"), (R("glu", "Glicose – 120 minutos após 75 g", "168", "mg/dL", flag="Alto"), "< 140")]

hemo12 = [(R("hb", "Hemoglobina", "16,1", "g/dL"), "13,0 a 17,0"), (R("ht", "Hematócrito", "47,2", "%"), "40,0 a 50,0"),
          (R("wbc", "Leucócitos", "6.120", "/µL"), "3.500 a 10.500"), (R("plt", "Plaquetas", "243 mil", "/µL", value=243000), "150 mil a 450 mil"),
          (R("esr", "VHS", "4", "mm/h"), "até 15")]
bio12 = [(R("psa", "PSA total", "0,92", "ng/mL"), "< 2,5 (40 a 49 anos)"), (R("fpsa", "PSA livre", "0,28", "ng/mL"), "—"),
         (R("hscrp", "Proteína C reativa ultrassensível", "0,7", "mg/L"), "Baixo risco CV: < 1,0"), (R("vitd", "25-OH vitamina D", "18,9", "ng/mL", flag="Baixo"), "> 20"),
         (R("tsh", "TSH", "1,38", "mUI/L"), "0,40 a 4,30")]
eas12 = [(R("u_color", "Cor", "Amarela", "", date=d6), "Amarela"), (R("u_sg", "Densidade", "1,018", "", date=d6, value=1.018), "1,005 a 1,030"),
         (R("u_ph", "pH", "5,5", "", date=d6), "5,0 a 7,5"), (R("u_prot", "Proteínas", "Ausentes", "", date=d6), "Ausentes"),
         (R("u_glu", "Glicose", "Ausente", "", date=d6), "Ausente"), (R("u_bld", "Sangue", "Ausente", "", date=d6), "Ausente"),
         (R("u_wbc", "Leucócitos", "2", "/campo", date=d6), "até 5"), (R("u_rbc", "Hemácias", "1", "/campo", date=d6), "até 3")]
gtt[1][0].loinc, gtt[1][0].analyte = "20436-2", "Glucose 2 h post 75 g glucose PO"
gtt[1][0].alts = ["2345-7"]
r["pages"] = [[H("CURVA GLICÊMICA SIMPLIFICADA (TOTG 75 g)", 1.1, box=True), P("Material: plasma fluoretado. Coleta: 05/08/2025 – basal 07:02 / 2 h 09:04. Método: hexoquinase.", 0.8, True),
               TBL(STD, W4, [row(x, y) for x, y in gtt]),
               P("Critérios ADA/SBD 2024: 2 h ≥ 200 mg/dL diabetes; 140 a 199 mg/dL intolerância à glicose.", 0.78, True),
               H("HEMOGRAMA", 1.1, box=True), P("Material: sangue total EDTA – coleta 05/08/2025", 0.8, True),
               TBL(STD, W4, [row(x, y) for x, y in hemo12]),
               SIGN(["Dr. Eduardo Figueira – CRM-RJ 52.81234-6"]),
               H("IMUNOLOGIA / HORMÔNIOS", 1.1, box=True), P("Material: soro – coleta 05/08/2025 – quimioluminescência", 0.8, True),
               TBL(STD, W4, [row(x, y) for x, y in bio12[:3]])],
              [H("IMUNOLOGIA / HORMÔNIOS (continuação)", 1.1, box=True),
               TBL(STD, W4, [row(x, y) for x, y in bio12[3:]]),
               H("EAS – ELEMENTOS ANORMAIS E SEDIMENTO", 1.1, box=True), P("Material: urina – coleta 06/08/2025 06:30 (amostra entregue pelo cliente em 06/08/2025 07:10)", 0.8, True),
               TBL(STD, W4, [row(x, y) for x, y in eas12]),
               P("Vitamina D: recomenda-se correlação com exposição solar e uso de suplementos.", 0.78, True),
               SIGN(["Dr. Eduardo Figueira – CRM-RJ 52.81234-6 – Responsável técnico", "Rio de Janeiro, 8 de agosto de 2025"])]]
REPORTS.append(r)
