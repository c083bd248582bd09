# -*- coding: utf-8 -*-
"""One description per report; HTML, fpdf and gold are all generated from it."""
# key -> (analyte, loinc, alternatives)
L = {
 "hb": ("Hemoglobin", "718-7", []), "hb_mol": ("Hemoglobin (molar)", "59260-0", []),
 "ht": ("Hematocrit", "4544-3", ["20570-8"]), "rbc": ("Erythrocytes", "789-8", ["26453-1"]),
 "mcv": ("MCV", "787-2", ["30428-7"]), "mch": ("MCH", "785-6", ["28539-5"]),
 "mchc": ("MCHC", "786-4", ["28540-3"]), "rdw": ("RDW", "788-0", []),
 "wbc": ("Leukocytes", "6690-2", ["26464-8"]), "plt": ("Platelets", "777-3", ["26515-7"]),
 "neu_p": ("Neutrophils %", "770-8", []), "neu_n": ("Neutrophils #", "751-8", []),
 "band_p": ("Band neutrophils %", "764-1", ["26508-2"]), "band_n": ("Band neutrophils #", "763-3", ["26507-4"]),
 "seg_p": ("Segmented neutrophils %", "769-0", ["770-8"]), "seg_n": ("Segmented neutrophils #", "768-2", ["751-8"]),
 "lym_p": ("Lymphocytes %", "736-9", ["26478-8"]), "lym_n": ("Lymphocytes #", "731-0", ["26474-7"]),
 "mon_p": ("Monocytes %", "5905-5", ["26485-3"]), "mon_n": ("Monocytes #", "742-7", ["26484-6"]),
 "eos_p": ("Eosinophils %", "713-8", ["26450-7"]), "eos_n": ("Eosinophils #", "711-2", ["26449-9"]),
 "bas_p": ("Basophils %", "706-2", ["30180-4"]), "bas_n": ("Basophils #", "704-7", ["26444-0"]),
 "ret_p": ("Reticulocytes %", "4679-7", ["17849-1"]),
 "glu_f": ("Fasting glucose", "1558-6", ["2345-7"]), "glu": ("Glucose", "2345-7", []),
 "glu_f_mol": ("Fasting glucose (molar)", "14771-0", ["14749-6"]),
 "glu_1h75": ("Glucose 1 h post 75 g", "1507-3", ["20438-8"]),
 "glu_2h75": ("Glucose 2 h post 75 g", "1518-0", ["20436-2"]),
 "glu_2h75_mol": ("Glucose 2 h post 75 g (molar)", "14995-5", []),
 "glu_cap": ("Glucose, capillary blood", "32016-8", ["2345-7"]),
 "a1c": ("Hemoglobin A1c", "4548-4", ["17856-6"]),
 "tsh": ("TSH", "3016-3", ["11580-8"]), "ft4": ("Free T4", "3024-7", []),
 "tsh_dbs": ("TSH, dried blood spot", "29575-8", []),
 "phe_dbs": ("Phenylalanine, dried blood spot", "29572-5", ["29573-3"]),
 "ohp_dbs": ("17-hydroxyprogesterone, dried blood spot", "38473-5", []),
 "abo": ("ABO group", "883-9", ["882-1"]), "rh": ("Rh type", "10331-7", ["882-1"]),
 "iat": ("Indirect antiglobulin test (antibody screen)", "890-4", ["1008-2"]),
 "dat": ("Direct antiglobulin test", "1007-4", []),
 "vdrl": ("VDRL (reagin Ab presence)", "5292-8", []), "vdrl_t": ("VDRL titre", "50690-7", []),
 "trep": ("Treponema pallidum Ab", "22587-0", []),
 "hiv": ("HIV 1+2 Ab + p24 Ag", "56888-1", ["31201-7"]),
 "hbsag": ("HBsAg", "5196-1", ["5195-3"]), "antihbs": ("Anti-HBs", "16935-9", ["5193-8"]),
 "hcv": ("Anti-HCV", "13955-0", ["16128-1"]),
 "toxo_g": ("Toxoplasma IgG", "8039-0", ["5388-4"]), "toxo_m": ("Toxoplasma IgM", "8040-8", ["5389-2"]),
 "rub_g": ("Rubella IgG", "8014-3", ["5334-8"]), "rub_m": ("Rubella IgM", "8015-0", []),
 "u_color": ("Urine color", "5778-6", []), "u_asp": ("Urine appearance", "5767-9", []),
 "u_sg": ("Urine specific gravity", "5811-5", ["2965-2"]), "u_ph": ("Urine pH", "5803-2", ["2756-5"]),
 "u_prot": ("Urine protein (strip)", "20454-5", []), "u_glu": ("Urine glucose (strip)", "25428-4", []),
 "u_ket": ("Urine ketones (strip)", "2514-8", []), "u_hb": ("Urine blood (strip)", "5794-3", []),
 "u_nit": ("Urine nitrite (strip)", "5802-4", []), "u_le": ("Urine leukocyte esterase", "5799-2", []),
 "u_bil": ("Urine bilirubin (strip)", "5770-3", []), "u_ubg": ("Urine urobilinogen", "20405-7", []),
 "u_wbc": ("Urine sediment leukocytes /HPF", "5821-4", []), "u_rbc": ("Urine sediment erythrocytes /HPF", "13945-1", []),
 "u_epi": ("Urine sediment epithelial cells", "5787-7", []), "u_bact": ("Urine sediment bacteria", "5769-5", []),
 "ucult": ("Urine culture organism", "630-4", []), "ucount": ("Urine colony count", "19090-0", ["564-5"]),
 "upcr": ("Urine protein/creatinine ratio", "2890-2", []),
 "crea": ("Creatinine", "2160-0", []), "urea": ("Urea", "3091-6", ["3094-0"]),
 "uric": ("Uric acid", "3084-1", []), "ast": ("AST", "1920-8", []), "alt": ("ALT", "1742-6", []),
 "ldh": ("LDH", "2532-0", ["14804-9"]),
 "ferr": ("Ferritin", "2276-4", []), "iron": ("Iron", "2498-4", []), "iron_mol": ("Iron (molar)", "14798-3", []),
 "tibc": ("TIBC", "2500-7", []), "tibc_mol": ("TIBC (molar)", "14800-7", []), "tsat": ("Transferrin saturation", "2502-3", []),
 "vitd": ("25-OH vitamin D", "1989-3", []), "b12": ("Vitamin B12", "2132-9", []),
 "crp": ("C-reactive protein", "1988-5", []), "lead": ("Lead, blood", "5671-3", ["77307-7"]),
 "chol": ("Cholesterol", "2093-3", []), "hdl": ("HDL cholesterol", "2085-9", []),
 "ldl": ("LDL cholesterol (calculated)", "13457-7", []), "tg": ("Triglycerides", "2571-8", []),
 "nonhdl": ("Non-HDL cholesterol", "43396-1", []),
 "bt": ("Bilirubin total", "1975-2", []), "bd": ("Bilirubin direct", "1968-7", []), "bi": ("Bilirubin indirect", "1971-1", []),
 "alp": ("Alkaline phosphatase", "6768-6", []),
}

def R(name, key, vt, unit="", ref="", flag="", date=None):
    return {"name": name, "key": key, "vt": vt, "unit": unit, "ref": ref, "flag": flag, "date": date}

def P(name, a, b, ref="", date=None):
    """hemogram differential row: a = (key, vt, unit, flag), b = (key, vt, unit, flag)"""
    r1 = R(name, a[0], a[1], a[2], ref, a[3] if len(a) > 3 else "", date)
    r2 = R(name, b[0], b[1], b[2], "", b[3] if len(b) > 3 else "", date)
    r1["pair"] = r2
    return r1

def E(title, rows, style="table", material="", method="", note="", sub=""):
    return {"t": "exam", "title": title, "rows": rows, "style": style, "material": material,
            "method": method, "note": note, "sub": sub}

def T(*lines): return {"t": "text", "lines": list(lines)}
def TWO(a, b): return {"t": "two", "left": a, "right": b}
def H(title, cols, rows, material="", method="", note=""):
    """cumulative table: cols = [(printed header, iso)], rows = [(name, key, unit, ref, [vt or None])]"""
    return {"t": "hist", "title": title, "cols": cols, "rows": rows, "material": material, "method": method, "note": note}

LABS = {
 "A": dict(name="Laboratório São Lucas de Análises Clínicas", short="São Lucas", city="Campinas", uf="SP",
           addr="Av. Francisco Glicério, 1420 – Centro – Campinas/SP – CEP 13012-100", cnes="CNES 2078015",
           cnpj="CNPJ 45.118.302/0001-77", rt="Dra. Helena M. Tavares – Farmacêutica-Bioquímica – CRF-SP 28.417",
           phone="(19) 3231-7788", font="DejaVu Sans", pdf="dejavu", size=8.6, hstyle="left", accent="#1d4e89"),
 "B": dict(name="HEMOLAB DIAGNÓSTICOS LTDA", short="Hemolab", city="Belo Horizonte", uf="MG",
           addr="Rua dos Guajajaras, 911 – Lourdes – Belo Horizonte – MG", cnes="CNES: 7123450",
           cnpj="CNPJ: 17.402.668/0001-30", rt="Resp. Técnico: Dr. Marcos V. Andrade – Biomédico – CRBM-3 4512",
           phone="(31) 3292-1100", font="Liberation Mono", pdf="mono", size=8.8, hstyle="center", accent="#000000"),
 "C": dict(name="Laboratório Pró-Vida", short="Pró-Vida", city="Salvador", uf="BA",
           addr="Av. Sete de Setembro, 2260, Vitória, Salvador-BA", cnes="CNES 3802211", cnpj="CNPJ 13.551.897/0001-04",
           rt="Responsável técnica: Dra. Jaqueline S. Brito, CRF-BA 5.903", phone="(71) 3336-4400",
           font="Liberation Sans", pdf="dejavu", size=8.8, hstyle="band", accent="#7a1f5c"),
 "D": dict(name="Instituto de Patologia Clínica Sul – Serviço de Pesquisa Pediátrica", short="IPC Sul", city="Porto Alegre", uf="RS",
           addr="Rua Ramiro Barcelos, 2350, bloco C – Santa Cecília – Porto Alegre/RS", cnes="CNES 2237601",
           cnpj="CNPJ 92.907.110/0001-09", rt="Responsável técnico: Dr. Rafael T. Kessler – CRM-RS 31.442 – Patologia Clínica",
           phone="(51) 3359-8000", font="DejaVu Serif", pdf="dejavuserif", size=8.4, hstyle="left", accent="#1b5e20"),
 "E": dict(name="CETOX – Centro de Toxicologia e Análises Clínicas", short="CETOX", city="Recife", uf="PE",
           addr="Rua do Hospício, 371 – Boa Vista – Recife – PE", cnes="CNES 6650384", cnpj="CNPJ 08.214.556/0001-62",
           rt="Dra. Luciana P. Cavalcanti – CRF-PE 4.118 – Responsável Técnica", phone="(81) 3421-0909",
           font="Liberation Serif", pdf="dejavuserif", size=9.0, hstyle="center", accent="#5d4037"),
 "F": dict(name="Hospital e Maternidade Santa Clara – Laboratório de Análises Clínicas", short="HMSC", city="Curitiba", uf="PR",
           addr="Rua Padre Anchieta, 1800 – Bigorrilho – Curitiba/PR", cnes="CNES 0015563", cnpj="CNPJ 76.591.221/0001-88",
           rt="RT: Dr. Paulo H. Wisniewski – CRBM-6 1.207", phone="(41) 3028-6500",
           font="DejaVu Sans Condensed", pdf="dejavu", size=8.6, hstyle="band", accent="#004d66"),
 "G": dict(name="Serviço de Referência em Triagem Neonatal do Ceará", short="SRTN-CE", city="Fortaleza", uf="CE",
           addr="Rua Barão de Aracati, 2555 – Joaquim Távora – Fortaleza/CE", cnes="CNES 2481294", cnpj="CNPJ 07.954.571/0001-04",
           rt="Responsável técnico: Dr. Francisco A. Holanda – CRM-CE 9.876", phone="(85) 3101-4700",
           font="DejaVu Sans", pdf="dejavu", size=8.8, hstyle="center", accent="#0b6623"),
 "H": dict(name="Laboratório Goiano de Análises Clínicas", short="LGAC", city="Goiânia", uf="GO",
           addr="Av. T-4, 619 – Setor Bueno – Goiânia – GO", cnes="CNES 2338424", cnpj="CNPJ 01.609.778/0001-51",
           rt="Dra. Renata C. Borges – Biomédica – CRBM-3 15.882", phone="(62) 3251-2020",
           font="Liberation Sans", pdf="dejavu", size=8.0, hstyle="left", accent="#b71c1c"),
 "I": dict(name="Amazônia Diagnóstica – Medicina Laboratorial", short="Amazônia Diagnóstica", city="Manaus", uf="AM",
           addr="Av. Djalma Batista, 1661 – Chapada – Manaus/AM", cnes="CNES 5019210", cnpj="CNPJ 04.331.905/0001-23",
           rt="Responsável Técnico: Dr. Thiago R. Nogueira – CRF-AM 2.214", phone="(92) 3642-3030",
           font="DejaVu Sans", pdf="dejavu", size=8.4, hstyle="band", accent="#00695c"),
 "J": dict(name="Laboratório Catarinense de Análises Clínicas", short="LabCat", city="Florianópolis", uf="SC",
           addr="Rua Felipe Schmidt, 515 – Centro – Florianópolis – SC", cnes="CNES 0019283", cnpj="CNPJ 83.887.448/0001-10",
           rt="Dra. Ana Beatriz Zimmermann – CRF/SC 3.771", phone="(48) 3224-1515",
           font="Liberation Serif", pdf="dejavuserif", size=8.8, hstyle="left", accent="#283593"),
 "K": dict(name="LABORATÓRIO PEDIÁTRICO RIO", short="Lab Pediátrico Rio", city="Rio de Janeiro", uf="RJ",
           addr="Rua Voluntários da Pátria, 445 – Botafogo – Rio de Janeiro/RJ", cnes="CNES 2270579", cnpj="CNPJ 33.412.890/0001-45",
           rt="Responsável Técnico: Dr. Eduardo L. Freitas – CRM-RJ 52.61203-4", phone="(21) 2537-8000",
           font="DejaVu Sans Mono", pdf="mono", size=9.0, hstyle="center", accent="#000000"),
 "M": dict(name="Laboratório Central da Rede de Atenção Materno-Infantil – DF", short="LabCentral MI-DF", city="Brasília", uf="DF",
           addr="SGAN 608, Módulo A – Asa Norte – Brasília/DF", cnes="CNES 0010537", cnpj="CNPJ 00.394.700/0001-08",
           rt="Responsável técnica: Dra. Cláudia N. Moreira – CRBM-1 8.204", phone="(61) 3449-6100",
           font="Liberation Sans", pdf="dejavu", size=8.4, hstyle="band", accent="#37474f"),
}

HEMO_NOTE = "Contagem diferencial automatizada com revisão microscópica."

REPORTS = []

# ---------------------------------------------------------------- ae01 1st trimester (SP)
REPORTS.append(dict(id="ae01", lab="A", date="2025-03-14", pages=2,
 patient=[("Paciente", "MARIANA DE SOUZA FERREIRA"), ("Nascimento", "02/08/1996"), ("Sexo", "Feminino"),
          ("Idade", "28 anos"), ("Médico(a)", "Dra. Paula R. Siqueira – CRM-SP 145.220"), ("Protocolo", "2503-114872"),
          ("Convênio", "SUS – Pré-natal UBS Jd. Aurélia"), ("Data da solicitação", "06/03/2025"),
          ("Coleta", "14/03/2025 07:32"), ("Recebimento", "14/03/2025 09:10"),
          ("DUM", "20/12/2024"), ("DPP", "26/09/2025"), ("IG na coleta", "12 semanas"), ("Liberação", "17/03/2025 15:48")],
 body=[[
  E("TIPAGEM SANGUÍNEA ABO E FATOR Rh", [R("Grupo sanguíneo", "abo", "O"), R("Fator Rh", "rh", "Positivo")],
    material="Sangue total EDTA", method="Hemaglutinação em gel (prova direta e reversa)"),
  E("PESQUISA DE ANTICORPOS IRREGULARES (COOMBS INDIRETO)", [R("Coombs indireto", "iat", "Negativo", ref="Negativo")],
    material="Soro", method="Gel-teste com hemácias triadas I e II", note="Repetir na 28ª semana se Rh negativo."),
  E("HEMOGRAMA COMPLETO", [
    R("Hemácias", "rbc", "4,12", "milhões/mm³", "3,90 a 5,03"), R("Hemoglobina", "hb", "11,8", "g/dL", "11,0 a 15,0 (gestante)"),
    R("Hematócrito", "ht", "35,4", "%", "33,0 a 45,0"), R("VCM", "mcv", "85,9", "fL", "80,0 a 98,0"),
    R("HCM", "mch", "28,6", "pg", "27,0 a 33,0"), R("CHCM", "mchc", "33,3", "g/dL", "31,0 a 36,0"),
    R("RDW", "rdw", "13,1", "%", "11,5 a 15,0"), R("Leucócitos", "wbc", "8.350", "/mm³", "5.000 a 13.000"),
    P("Bastonetes", ("band_p", "2", "%"), ("band_n", "167", "/mm³"), "0 a 840"),
    P("Segmentados", ("seg_p", "64", "%"), ("seg_n", "5.344", "/mm³"), "2.000 a 9.500"),
    P("Eosinófilos", ("eos_p", "2", "%"), ("eos_n", "167", "/mm³"), "40 a 500"),
    P("Basófilos", ("bas_p", "0", "%"), ("bas_n", "0", "/mm³"), "0 a 100"),
    P("Linfócitos", ("lym_p", "27", "%"), ("lym_n", "2.255", "/mm³"), "1.000 a 3.600"),
    P("Monócitos", ("mon_p", "5", "%"), ("mon_n", "418", "/mm³"), "200 a 1.000"),
    R("Plaquetas", "plt", "248.000", "/mm³", "150.000 a 450.000")],
    style="hemo", material="Sangue total EDTA", method="Citometria de fluxo / impedância", note=HEMO_NOTE),
 ], [
  E("GLICOSE EM JEJUM", [R("Glicose", "glu_f", "84", "mg/dL", "Gestantes: inferior a 92 mg/dL")],
    material="Plasma fluoretado", method="Hexoquinase", note="Jejum de 10 horas."),
  E("TSH – HORMÔNIO TIREOESTIMULANTE", [R("TSH", "tsh", "1,92", "µUI/mL", "1º trimestre: 0,10 a 2,50\n2º trimestre: 0,20 a 3,00\n3º trimestre: 0,30 a 3,00")],
    material="Soro", method="Eletroquimioluminescência"),
  E("SOROLOGIAS DO PRÉ-NATAL", [
    R("VDRL", "vdrl", "Não reagente", "", "Não reagente"),
    R("Anti-HIV 1 e 2 (Ag/Ac – 4ª geração)", "hiv", "Não reagente", "", "Não reagente"),
    R("HBsAg", "hbsag", "Não reagente", "", "Não reagente"),
    R("Anti-HCV", "hcv", "Não reagente", "", "Não reagente"),
    R("Toxoplasmose IgG", "toxo_g", "< 0,5", "UI/mL", "Não reagente: < 1,0\nReagente: ≥ 3,0"),
    R("Toxoplasmose IgM", "toxo_m", "0,12", "Índice", "Não reagente: < 0,50"),
    R("Rubéola IgG", "rub_g", "86,4", "UI/mL", "Reagente: ≥ 10,0 UI/mL"),
    R("Rubéola IgM", "rub_m", "0,21", "Índice", "Não reagente: < 0,80")],
    material="Soro", method="VDRL: floculação; demais: quimioluminescência",
    note="Toxoplasmose IgG e IgM não reagentes: paciente suscetível. Repetir sorologia trimestralmente."),
  T("Próxima consulta de pré-natal agendada para 11/04/2025 (UBS).",
    "Impresso em 18/03/2025 08:02 – documento assinado digitalmente.")]]))

# ---------------------------------------------------------------- ae02 3rd trimester leaders (MG)
REPORTS.append(dict(id="ae02", lab="B", date="2025-07-22", pages=2,
 patient=[("PACIENTE", "JULIANA APARECIDA MOREIRA LIMA"), ("DATA NASC.", "17.11.91"), ("SEXO", "F"),
          ("MEDICO", "DR. HENRIQUE B. CASTRO CRM-MG 40.118"), ("PEDIDO", "885201-3"), ("DT. PEDIDO", "08.07.25"),
          ("COLETA", "22.07.25 07:05"), ("DUM", "14.01.25"), ("IG", "27s0d"), ("EMISSAO", "24.07.25")],
 body=[[
  E("TESTE DE TOLERANCIA A GLICOSE ORAL (TOTG 75 g)", [
    R("GLICEMIA EM JEJUM", "glu_f", "88", "mg/dL", "< 92"),
    R("GLICEMIA APOS 1 HORA (08:10)", "glu_1h75", "162", "mg/dL", "< 180"),
    R("GLICEMIA APOS 2 HORAS (09:10)", "glu_2h75", "141", "mg/dL", "< 153")],
    style="leader", material="PLASMA FLUORETADO", method="ENZIMATICO (GOD-PAP)",
    note="SOBRECARGA: 75 g DE DEXTROSOL VIA ORAL AS 07:10. CRITERIOS IADPSG/OMS 2013."),
  E("HEMOGRAMA (SERIE VERMELHA / PLAQUETAS)", [
    R("HEMOGLOBINA", "hb", "10,6", "g/dL", "11,0 a 15,0", "L"), R("HEMATOCRITO", "ht", "32,1", "%", "33,0 a 45,0", "L"),
    R("LEUCOCITOS", "wbc", "10.740", "/mm3", "5.000 a 15.000"), R("PLAQUETAS", "plt", "196.000", "/mm3", "140.000 a 400.000")],
    style="leader", material="SANGUE TOTAL EDTA", method="AUTOMATIZADO"),
  E("SOROLOGIAS 3o TRIMESTRE", [
    R("VDRL", "vdrl", "NAO REAGENTE", "", "NAO REAGENTE"), R("ANTI-HIV 1/2", "hiv", "NAO REAGENTE", "", "NAO REAGENTE"),
    R("HBsAg", "hbsag", "NAO REAGENTE", "", "NAO REAGENTE"),
    R("TOXOPLASMOSE IgG", "toxo_g", "52,0", "UI/mL", "REAGENTE >= 3,0"), R("TOXOPLASMOSE IgM", "toxo_m", "0,18", "INDICE", "NAO REAGENTE < 0,50")],
    style="leader", material="SORO", method="QUIMIOLUMINESCENCIA / FLOCULACAO"),
 ], [
  E("URINA TIPO I (EAS)", [
    R("COR", "u_color", "AMARELO CITRINO"), R("ASPECTO", "u_asp", "LIGEIRAMENTE TURVO"),
    R("DENSIDADE", "u_sg", "1.015", "", "1.005 a 1.030"), R("pH", "u_ph", "6,5", "", "5,0 a 7,5"),
    R("PROTEINAS", "u_prot", "NEGATIVO", "", "NEGATIVO"), R("GLICOSE", "u_glu", "NEGATIVO", "", "NEGATIVO"),
    R("NITRITO", "u_nit", "NEGATIVO", "", "NEGATIVO"),
    R("LEUCOCITOS", "u_wbc", "3 a 5", "p/campo", "ate 5 p/campo"), R("HEMACIAS", "u_rbc", "0 a 2", "p/campo", "ate 3 p/campo"),
    R("CELULAS EPITELIAIS", "u_epi", "RARAS")],
    style="leader", material="URINA - 1o JATO DA MANHA", method="TIRA REATIVA + MICROSCOPIA"),
  E("UROCULTURA", [R("RESULTADO", "ucult", "NEGATIVA")], style="leader", material="URINA - JATO MEDIO",
    method="SEMEADURA QUANTITATIVA", note="AUSENCIA DE CRESCIMENTO BACTERIANO APOS 48 HORAS DE INCUBACAO."),
  T("DPP (PELA DUM): 21.10.25   -   RETORNO PRE-NATAL: 05.08.25",
    "LAUDO LIBERADO ELETRONICAMENTE EM 24.07.25 11:37 POR DR. MARCOS V. ANDRADE CRBM-3 4512")]]))

# ---------------------------------------------------------------- ae03 cumulative pregnancy follow-up (BA)
C3 = [("10.01.25", "2025-01-10"), ("11.04.25", "2025-04-11"), ("04.07.25", "2025-07-04")]
REPORTS.append(dict(id="ae03", lab="C", date="2025-07-04", pages=1,
 patient=[("Paciente", "Tatiane Oliveira dos Santos"), ("Data de nascimento", "23/05/2001"), ("Sexo", "F"),
          ("Solicitante", "Dr. Ítalo M. Rebouças – CRM-BA 22.301"), ("Atendimento", "PV-778120"),
          ("Data de entrada", "04/07/2025"), ("DUM", "27/10/2024"), ("DPP", "03/08/2025"), ("Emissão", "07/07/2025")],
 body=[[
  T("Relatório evolutivo de acompanhamento pré-natal – resultados por data de coleta."),
  H("HEMATOLOGIA E BIOQUÍMICA – EVOLUTIVO", C3, [
    ("Hemoglobina", "hb", "g/dL", "11,0 a 15,0", ["12,4", "11,1", "10,7"]),
    ("Hematócrito", "ht", "%", "33 a 45", ["37,0", "33,6", "32,4"]),
    ("Leucócitos", "wbc", "/mm³", "5.000 a 15.000", ["7.900", "9.250", "11.030"]),
    ("Plaquetas", "plt", "mil/mm³", "150 a 400", ["261", "233", "208"]),
    ("Glicose jejum", "glu_f", "mg/dL", "< 92", ["81", None, "87"]),
    ("TSH", "tsh", "µUI/mL", "0,10 a 3,00", ["1,46", "2,07", None]),
    ("Ferritina", "ferr", "ng/mL", "13 a 150", ["42,8", None, "11,9"])],
    material="Sangue total EDTA / soro", method="Automação hematológica; química seca; quimioluminescência"),
  E("SÍFILIS – TESTE NÃO TREPONÊMICO (3º trimestre)", [
    R("VDRL", "vdrl", "Reagente", "", "Não reagente"), R("VDRL – título", "vdrl_t", "1/4", "", "Não reagente")],
    style="free", material="Soro", method="Floculação (VDRL)"),
  E("SÍFILIS – TESTE TREPONÊMICO", [R("Anticorpos anti-Treponema pallidum", "trep", "Reagente", "", "Não reagente")],
    style="free", material="Soro", method="Quimioluminescência (CMIA)",
    note="Teste treponêmico reagente com VDRL reagente (1/4). Em 10/01/2025 o VDRL foi não reagente. Correlacionar com dados clínicos."),
  T("Exames de 10/01/2025 e 11/04/2025 realizados nesta unidade (atendimentos PV-741022 e PV-760301).",
    "Data de emissão: 07/07/2025 – Conferido e liberado por Dra. Jaqueline S. Brito, CRF-BA 5.903.")]]))

# ---------------------------------------------------------------- ae04 child 3y, SI units (RS)
REPORTS.append(dict(id="ae04", lab="D", date="2025-03-14", pages=1,
 patient=[("Participante", "Lucas Gabriel Weber da Rosa"), ("Data de nascimento", "09/jan/2022"), ("Sexo", "Masculino"),
          ("Idade", "3 anos e 2 meses"), ("Responsável", "Fernanda Weber"), ("Pesquisadora", "Dra. Camila S. Ritter – CRM-RS 38.207"),
          ("Registro", "IPC-PED-0456"), ("Coleta", "14/mar/2025 08:20"), ("Recebido", "14/mar/2025"), ("Laudo", "18/mar/2025")],
 body=[[
  T("Estudo de coorte de anemia na primeira infância – relatório ao responsável (unidades SI)."),
  E("Hemograma", [
    R("Hemoglobina", "hb", "108", "g/L", "1–5 anos: 110–140", "L"), R("Hematócrito", "ht", "0,33", "L/L", "0,33–0,42"),
    R("Eritrócitos", "rbc", "4,21", "×10¹²/L", "3,90–5,30"), R("VCM", "mcv", "78", "fL", "75–87"),
    R("HCM", "mch", "25,7", "pg", "24–30"), R("CHCM", "mchc", "327", "g/L", "310–370"), R("RDW-CV", "rdw", "15,8", "%", "11,5–14,5", "H"),
    R("Leucócitos", "wbc", "9,4", "×10⁹/L", "5,5–15,5"), R("Neutrófilos", "neu_n", "3,1", "×10⁹/L", "1,5–8,5"),
    R("Linfócitos", "lym_n", "5,2", "×10⁹/L", "2,0–8,0"), R("Monócitos", "mon_n", "0,7", "×10⁹/L", "0,2–1,0"),
    R("Eosinófilos", "eos_n", "0,35", "×10⁹/L", "0,0–0,6"), R("Basófilos", "bas_n", "0,05", "×10⁹/L", "0,0–0,2"),
    R("Plaquetas", "plt", "356", "×10⁹/L", "150–450")], material="Sangue venoso (EDTA K2)", method="Sysmex XN – citometria de fluxo fluorescente"),
  E("Metabolismo do ferro e inflamação", [
    R("Ferro sérico", "iron_mol", "6,1", "µmol/L", "1–5 anos: 7,0–23,0", "L"),
    R("Capacidade total de ligação do ferro", "tibc_mol", "78", "µmol/L", "45–72", "H"),
    R("Saturação da transferrina", "tsat", "8", "%", "16–45", "L"),
    R("Ferritina", "ferr", "9", "µg/L", "1–5 anos: 12–140", "L"),
    R("Proteína C reativa", "crp", "2,1", "mg/L", "< 5,0")], material="Soro", method="Colorimétrico (ferrozina); imunoturbidimetria"),
  T("Interpretação: perfil compatível com deficiência de ferro (ferritina < 12 µg/L na ausência de inflamação).",
    "Próxima coleta do estudo prevista para set/2025. Laudo emitido em 18/mar/2025.")]]))

# ---------------------------------------------------------------- ae05 child lead + hemogram, free lines (PE)
REPORTS.append(dict(id="ae05", lab="E", date="2025-05-06", pages=2,
 patient=[("Nome", "Ana Clara Silva de Lima"), ("Nascimento", "21/09/2018"), ("Sexo", "Feminino"), ("Idade", "6 anos"),
          ("Médico", "Dr. Gustavo F. Pimentel – CRM-PE 19.554"), ("Requisição", "CTX-25-03311"),
          ("Data da requisição", "28/04/2025"), ("Data da coleta", "06/05/2025"), ("Impressão", "13/05/2025")],
 body=[[
  E("CHUMBO NO SANGUE (PLUMBEMIA)", [R("Chumbo no sangue", "lead", "7,8", "µg/dL", "Valor de referência CDC (2021): inferior a 3,5 µg/dL", "Alto")],
    style="free", material="Sangue total venoso (heparina sódica – tubo livre de metais)", method="Espectrometria de absorção atômica com forno de grafite"),
  H("Resultados anteriores de chumbo no sangue", [("10/09/2024", "2024-09-10"), ("05/12/2024", "2024-12-05")], [
    ("Chumbo no sangue", "lead", "µg/dL", "< 3,5", ["12,4", "9,6"])], method="Mesma metodologia"),
  T("Criança residente próxima a oficina de reciclagem de baterias – acompanhamento desde setembro de 2024.",
    "Nova dosagem recomendada em 90 dias (previsão: 04/08/2025)."),
  E("HEMOGRAMA", [
    R("Hemácias", "rbc", "4,48", "milhões/mm³", "6 a 12 anos: 4,00 a 5,20"), R("Hemoglobina", "hb", "11,2", "g/dL", "6 a 12 anos: 11,5 a 15,5", "*"),
    R("Hematócrito", "ht", "34,6", "%", "6 a 12 anos: 35 a 45", "*"), R("VCM", "mcv", "77,2", "fL", "77 a 95"),
    R("HCM", "mch", "25,0", "pg", "25 a 33")], style="free", material="Sangue total EDTA", method="Automatizado"),
 ], [
  E("HEMOGRAMA (continuação)", [
    R("CHCM", "mchc", "32,4", "g/dL", "31 a 37"), R("RDW", "rdw", "14,9", "%", "11,5 a 14,5", "*"),
    R("Leucócitos", "wbc", "7.200", "/mm³", "4.500 a 13.500"), R("Plaquetas", "plt", "312.000", "/mm³", "150.000 a 450.000")],
    style="free", material="Sangue total EDTA", method="Automatizado",
    note="Pontilhado basófilo não observado na análise do esfregaço."),
  E("FERRO SÉRICO", [R("Ferro sérico", "iron", "48", "µg/dL", "6 a 12 anos: 50 a 120", "*")], style="free", material="Soro", method="Colorimétrico"),
  E("FERRITINA", [R("Ferritina", "ferr", "21,5", "ng/mL", "7 a 140")], style="free", material="Soro", method="Quimioluminescência"),
  T("(*) Resultado fora do intervalo de referência. Resultados de 10/09/2024 e 05/12/2024 conforme laudos CTX-24-08812 e CTX-24-11290.",
    "Documento impresso em 13/05/2025 – Dra. Luciana P. Cavalcanti, CRF-PE 4.118.")]]))

# ---------------------------------------------------------------- ae06 newborn jaundice follow-up (PR)
REPORTS.append(dict(id="ae06", lab="F", date="2025-05-16", pages=1,
 patient=[("Paciente", "RN DE CAROLINE M. KOWALSKI"), ("Nascimento", "14/05/2025 22:41"), ("Sexo", "Masculino"),
          ("Leito", "ALCON 12-B"), ("Médico", "Dra. Sílvia T. Nakamura – CRM-PR 27.890 (Neonatologia)"),
          ("Atendimento", "HMSC-1199204"), ("Peso ao nascer", "3.120 g"), ("IG ao nascer", "38 semanas e 4 dias"),
          ("Emissão", "17/05/2025 10:15")],
 body=[[
  T("Coleta 1: 16/05/2025 06:00 (≈ 31 h de vida)    ·    Coleta 2: 17/05/2025 06:10 (≈ 55 h de vida)"),
  E("IMUNO-HEMATOLOGIA DO RECÉM-NASCIDO – coleta 16/05/2025", [
    R("Grupo ABO", "abo", "A"), R("Fator Rh (D)", "rh", "Positivo"), R("Coombs direto", "dat", "Positivo (1+)", "", "Negativo")],
    material="Sangue de cordão/venoso EDTA", method="Gel-teste", note="Mãe O positivo (informação clínica). Compatível com incompatibilidade ABO."),
  E("BILIRRUBINAS – coleta 16/05/2025 06:00", [
    R("Bilirrubina total", "bt", "9,8", "mg/dL", "24–48 h: até 8,7"), R("Bilirrubina direta", "bd", "0,42", "mg/dL", "até 0,60"),
    R("Bilirrubina indireta", "bi", "9,38", "mg/dL", "—")], material="Soro (frasco protegido da luz)", method="Diazo (Jendrassik-Grof)"),
  E("HEMATOLOGIA – coleta 16/05/2025 06:00", [
    R("Hemoglobina", "hb", "15,1", "g/dL", "RN (1–3 dias): 14,5 a 22,5"), R("Hematócrito", "ht", "45,2", "%", "45 a 67"),
    R("Reticulócitos", "ret_p", "5,9", "%", "RN: 3,0 a 7,0"), R("Glicemia", "glu", "61", "mg/dL", "RN: 45 a 100")],
    material="Sangue EDTA / plasma fluoretado", method="Automatizado; hexoquinase"),
  E("BILIRRUBINAS – coleta 17/05/2025 06:10", [
    R("Bilirrubina total", "bt", "12,6", "mg/dL", "48–72 h: até 12,0", "↑", date="2025-05-17"), R("Bilirrubina direta", "bd", "0,51", "mg/dL", "até 0,60", date="2025-05-17"),
    R("Bilirrubina indireta", "bi", "12,09", "mg/dL", "—", date="2025-05-17")], material="Soro", method="Diazo (Jendrassik-Grof)",
    note="Valor comunicado à equipe de neonatologia em 17/05/2025 07:02 (enf. Jéssica)."),
  T("Alta prevista: 18/05/2025, condicionada à fototerapia. Retorno ambulatorial sugerido em 21/05/2025.")]]))

# ---------------------------------------------------------------- ae07 neonatal screening + confirmation (CE)
REPORTS.append(dict(id="ae07", lab="G", date="2025-05-19", pages=1,
 patient=[("Recém-nascido", "RN de Francisca Helena Sousa Rocha"), ("Data de nascimento", "15/05/2025"), ("Sexo", "Feminino"),
          ("Peso", "2.870 g"), ("Unidade coletora", "UBS Dr. Paulo Marcelo – Fortaleza"), ("Cartão nº", "CE-25-0087731"),
          ("Recebimento da amostra", "22/05/2025"), ("Emissão", "06/06/2025")],
 body=[[
  E("TRIAGEM NEONATAL BIOLÓGICA (TESTE DO PEZINHO) – 1ª amostra, coletada em 19/05/2025", [
    R("TSH neonatal", "tsh_dbs", "11,4", "µUI/mL", "inferior a 9,0 µUI/mL (sangue total)", "Alterado"),
    R("Fenilalanina", "phe_dbs", "1,3", "mg/dL", "inferior a 4,0 mg/dL"),
    R("17-OH-progesterona", "ohp_dbs", "7,9", "ng/mL", "peso ≥ 2.500 g: inferior a 15,0 ng/mL")],
    material="Sangue seco em papel filtro", method="Fluoroimunoensaio (TSH, 17-OHP); fluorimetria (PHE)",
    note="TSH acima do ponto de corte: convocada recoleta em papel filtro e sangue venoso."),
  E("RECOLETA (2ª amostra) – coletada em 02/06/2025", [
    R("TSH neonatal", "tsh_dbs", "5,2", "µUI/mL", "inferior a 9,0 µUI/mL", date="2025-06-02")],
    material="Sangue seco em papel filtro", method="Fluoroimunoensaio"),
  E("EXAMES CONFIRMATÓRIOS EM SORO – coletados em 02/06/2025", [
    R("TSH", "tsh", "4,8", "µUI/mL", "2 semanas a 1 mês: 1,7 a 9,1", date="2025-06-02"),
    R("T4 livre", "ft4", "1,62", "ng/dL", "2 semanas a 1 mês: 0,9 a 2,3", date="2025-06-02"),
    R("Bilirrubina total", "bt", "6,3", "mg/dL", "acima de 1 semana: até 1,2", "↑", date="2025-06-02"),
    R("Bilirrubina direta", "bd", "0,38", "mg/dL", "até 0,40", date="2025-06-02")],
    material="Soro", method="Quimioluminescência; diazo"),
  T("Conclusão: hipotireoidismo congênito não confirmado. Icterícia prolongada – avaliação pediátrica.",
    "Consulta no ambulatório de referência: 12/06/2025. Orientação realizada por telefone em 05/06/2025.")]]))

# ---------------------------------------------------------------- ae08 2nd trimester two columns (GO)
REPORTS.append(dict(id="ae08", lab="H", date="2025-04-14", pages=1,
 patient=[("Paciente", "Larissa Mendes Carvalho"), ("DN", "30/06/1989"), ("Sexo", "F"), ("Idade", "35a 9m"),
          ("Médico", "Dr. Rodrigo A. Pires – CRM-GO 12.760"), ("Pedido", "LG-2504-33981"), ("Coleta", "14/04/2025 08:12"),
          ("Gestação", "DUM 05/12/2024 – IG 18s4d"), ("Liberado em", "16/04/2025 17:20")],
 body=[[
  TWO(E("IMUNOLOGIA / SOROLOGIA", [
        R("VDRL", "vdrl", "Não reagente"), R("Anti-HIV 1/2|(Ag p24 + Ac)", "hiv", "Não reagente"),
        R("HBsAg", "hbsag", "Não reagente"), R("Anti-HBs", "antihbs", "> 1000", "mUI/mL", "Imune ≥ 10"),
        R("Anti-HCV", "hcv", "Não reagente"), R("Anticorpos anti-Toxoplasma|gondii IgG", "toxo_g", "< 0,13", "UI/mL", "Reag. ≥ 3,0"),
        R("Anticorpos anti-Toxoplasma|gondii IgM", "toxo_m", "0,09", "Índice", "Reag. ≥ 0,60"),
        R("Rubéola IgG", "rub_g", "> 500,0", "UI/mL", "Imune ≥ 10,0"), R("Rubéola IgM", "rub_m", "0,20", "Índice", "Reag. ≥ 1,20")],
        material="Soro", method="CMIA / VDRL"),
      E("BIOQUÍMICA / HORMÔNIOS", [
        R("Glicose", "glu_f", "79", "mg/dL", "< 92 (gest.)"), R("Hemoglobina|glicada (A1c)", "a1c", "5,1", "%", "< 5,7"),
        R("Creatinina", "crea", "0,52", "mg/dL", "0,50 a 0,90"), R("Ureia", "urea", "16", "mg/dL", "15 a 40"),
        R("TSH", "tsh", "2,84", "µUI/mL", "2º tri: 0,20 a 3,00"), R("T4 livre", "ft4", "1,02", "ng/dL", "0,70 a 1,48"),
        R("Ferritina", "ferr", "18,3", "ng/mL", "13 a 150"), R("Vitamina D|(25-OH)", "vitd", "24,6", "ng/mL", "gest.: 30 a 100", "L"),
        R("Vitamina B12", "b12", "310", "pg/mL", "197 a 771")],
        material="Soro / sangue EDTA", method="Química / CLIA")),
  T("Anti-HBs > 1000 mUI/mL: imunidade vacinal (informado esquema completo). Toxoplasmose suscetível: orientar medidas preventivas.",
    "Resultados anteriores desta paciente (13/01/2025) disponíveis no portal. Próxima coleta solicitada para 28ª semana (≈ 19/06/2025).")]]))

# ---------------------------------------------------------------- ae09 3rd trimester, results after reference (AM)
REPORTS.append(dict(id="ae09", lab="I", date="2025-08-19", pages=2,
 patient=[("Paciente", "Raimunda Kelly Pinheiro Batista"), ("Data de nasc.", "11/02/1993"), ("Sexo", "Feminino"),
          ("Solicitante", "Dr. Wellington S. Farias – CRM-AM 7.015"), ("Ordem de serviço", "AD-931.552"),
          ("Data da OS", "18/08/2025"), ("Data da coleta", "19 de agosto de 2025, 06:50"), ("Gestação", "IG 34 semanas – DPP 23/09/2025"),
          ("Liberação", "21/08/2025")],
 body=[[
  E("AVALIAÇÃO DE PRÉ-ECLÂMPSIA", [
    R("Hemoglobina", "hb", "11,4", "g/dL", "11,0 a 15,0"), R("Plaquetas", "plt", "138.000", "/µL", "150.000 a 400.000", "Baixo"),
    R("AST (TGO)", "ast", "28", "U/L", "até 32"), R("ALT (TGP)", "alt", "22", "U/L", "até 33"),
    R("Desidrogenase lática (LDH)", "ldh", "412", "U/L", "135 a 214", "Alto"), R("Ácido úrico", "uric", "5,9", "mg/dL", "2,4 a 5,7", "Alto"),
    R("Creatinina", "crea", "0,71", "mg/dL", "0,50 a 0,90"),
    R("Relação proteína/creatinina|urinária (amostra isolada)", "upcr", "0,42", "mg/mg", "inferior a 0,30", "Alto")],
    style="afterref", material="Soro / sangue EDTA / urina isolada", method="Automação Cobas / Sysmex",
    note="Relação P/C ≥ 0,30 mg/mg sugere proteinúria significativa na gestação."),
  E("URINA TIPO I – ELEMENTOS ANORMAIS E SEDIMENTOSCOPIA", [
    R("Densidade", "u_sg", "1.020", "", "1.005 a 1.030"), R("pH", "u_ph", "6,0", "", "5,0 a 8,0"),
    R("Proteínas", "u_prot", "Positivo (+)", "", "Negativo"), R("Glicose", "u_glu", "Negativo", "", "Negativo"),
    R("Corpos cetônicos", "u_ket", "Negativo", "", "Negativo"), R("Nitrito", "u_nit", "Positivo", "", "Negativo"),
    R("Esterase leucocitária", "u_le", "Positivo", "", "Negativo"),
    R("Leucócitos", "u_wbc", "25 a 30", "por campo", "até 5 por campo"), R("Hemácias", "u_rbc", "3 a 5", "por campo", "até 3 por campo"),
    R("Bactérias", "u_bact", "Numerosas", "", "Ausentes")],
    style="afterref", material="Urina – jato médio", method="Tira reativa e microscopia (400x)"),
 ], [
  E("UROCULTURA COM CONTAGEM DE COLÔNIAS", [
    R("Microrganismo isolado", "ucult", "Escherichia coli"), R("Contagem de colônias", "ucount", "> 100.000", "UFC/mL", "inferior a 10.000 UFC/mL")],
    style="afterref", material="Urina – jato médio (coleta 19/08/2025 06:50)", method="Semeadura em ágar CLED; identificação MALDI-TOF",
    note="Antibiograma liberado em laudo complementar (OS AD-931.552-A) em 22/08/2025."),
  T("Valores de referência para gestantes no 3º trimestre. Informar à equipe obstétrica – resultado crítico comunicado em 20/08/2025 09:40.",
    "Liberado por Dr. Thiago R. Nogueira – CRF-AM 2.214 em 21/08/2025. Impresso em 21/08/2025.")]]))

# ---------------------------------------------------------------- ae10 school child check-up (SC)
REPORTS.append(dict(id="ae10", lab="J", date="2025-10-02", pages=2,
 patient=[("Paciente", "Pedro Henrique Schmitt Vieira"), ("Data de Nascimento", "04/06/2017"), ("Sexo", "Masculino"),
          ("Idade", "8 anos"), ("Médico", "Dra. Isabela K. Hoffmann – CRM/SC 21.903 – Pediatria"), ("Protocolo", "0211-558743"),
          ("Data de Cadastro", "01/10/2025"), ("Data de Coleta", "02/10/2025"), ("Data de Liberação", "03/10/2025")],
 body=[[
  E("HEMOGRAMA COMPLETO", [
    R("Eritrócitos", "rbc", "4,72", "milhões/µL", "6 a 12 anos: 4,00 a 5,20"), R("Hemoglobina", "hb", "13,1", "g/dL", "6 a 12 anos: 11,5 a 15,5"),
    R("Hematócrito", "ht", "39,2", "%", "6 a 12 anos: 35,0 a 45,0"), R("VCM", "mcv", "83,1", "fL", "77,0 a 95,0"),
    R("HCM", "mch", "27,8", "pg", "25,0 a 33,0"), R("CHCM", "mchc", "33,4", "g/dL", "31,0 a 37,0"), R("RDW", "rdw", "12,6", "%", "11,5 a 14,5"),
    R("Leucócitos", "wbc", "6.910", "/µL", "4.500 a 13.500"),
    P("Neutrófilos", ("neu_p", "48,2", "%"), ("neu_n", "3.331", "/µL"), "1.500 a 8.000"),
    P("Linfócitos", ("lym_p", "39,5", "%"), ("lym_n", "2.729", "/µL"), "1.500 a 6.500"),
    P("Monócitos", ("mon_p", "7,1", "%"), ("mon_n", "491", "/µL"), "0 a 800"),
    P("Eosinófilos", ("eos_p", "4,6", "%"), ("eos_n", "318", "/µL"), "0 a 600"),
    P("Basófilos", ("bas_p", "0,6", "%"), ("bas_n", "41", "/µL"), "0 a 200"),
    R("Plaquetas", "plt", "287.000", "/µL", "150.000 a 450.000")],
    style="hemo", material="Sangue total", method="Citometria de fluxo (Sysmex XN-1000)", note=HEMO_NOTE),
 ], [
  E("PERFIL LIPÍDICO", [
    R("Colesterol Total", "chol", "162", "mg/dL", "Desejável: < 170"),
    R("Colesterol Total – resultado anterior (12/09/2024)", "chol", "171", "mg/dL", "", date="2024-09-12"),
    R("HDL-COLESTEROL", "hdl", "48", "mg/dL", "Desejável: > 45"),
    R("HDL-COLESTEROL – resultado anterior (12/09/2024)", "hdl", "44", "mg/dL", "", date="2024-09-12"),
    R("LDL-Colesterol (calculado)", "ldl", "96", "mg/dL", "Desejável: < 110"),
    R("Triglicerídeos", "tg", "88", "mg/dL", "0 a 9 anos: < 75\n10 a 19 anos: < 90", "Alto"),
    R("Triglicerídeos – resultado anterior (12/09/2024)", "tg", "94", "mg/dL", "", date="2024-09-12"),
    R("Colesterol não-HDL", "nonhdl", "114", "mg/dL", "Desejável: < 120")],
    material="Soro", method="Enzimático colorimétrico; LDL pela equação de Martin", note="Jejum não obrigatório (Consenso Brasileiro 2016)."),
  E("OUTROS EXAMES", [
    R("Glicose", "glu_f", "86", "mg/dL", "60 a 99"), R("Ferritina", "ferr", "34", "ng/mL", "7 a 140"),
    R("Ferro sérico", "iron", "72", "µg/dL", "50 a 120"), R("25-Hidroxivitamina D", "vitd", "31,2", "ng/mL", "20 a 60"),
    R("TSH", "tsh", "2,10", "µUI/mL", "0,60 a 4,84"), R("T4 Livre", "ft4", "1,15", "ng/dL", "0,80 a 1,70")],
    material="Soro / plasma", method="Diversos"),
  T("Retorno com a pediatra em 15/10/2025. Este laudo foi impresso em 03/10/2025 às 16:44.")]]))

# ---------------------------------------------------------------- ae11 infant 9 months anemia (RJ)
REPORTS.append(dict(id="ae11", lab="K", date="2025-03-14", pages=1,
 patient=[("PACIENTE", "HELENA DOS SANTOS CORREIA"), ("NASCIMENTO", "10/06/2024"), ("SEXO", "F"), ("IDADE", "9 MESES"),
          ("MEDICO", "DR. ANDRE P. MOTTA CRM 52.87110-2"), ("REQUISICAO", "RJ-7730045"), ("COLETA", "14/03/2025 09:15")],
 body=[[
  E("HEMOGRAMA", [
    R("ERITROCITOS", "rbc", "4,61", "milhoes/mm³", "4,10 A 5,30"), R("HEMOGLOBINA", "hb", "9,4", "g/dL", "6 M A 2 A: 10,5 A 13,5", "↓"),
    R("HEMATOCRITO", "ht", "29,8", "%", "33,0 A 39,0", "↓"), R("VCM", "mcv", "64,6", "fL", "70,0 A 86,0", "↓"),
    R("HCM", "mch", "20,4", "pg", "23,0 A 31,0", "↓"), R("CHCM", "mchc", "31,5", "g/dL", "30,0 A 36,0"),
    R("RDW", "rdw", "18,2", "%", "11,5 A 14,5", "↑"), R("LEUCOCITOS", "wbc", "10.300", "/mm³", "6.000 A 17.500"),
    R("NEUTROFILOS", "neu_p", "28", "%", "20 A 45"), R("LINFOCITOS", "lym_p", "63", "%", "45 A 75"),
    R("MONOCITOS", "mon_p", "7", "%", "2 A 10"), R("EOSINOFILOS", "eos_p", "2", "%", "0 A 5"),
    R("PLAQUETAS", "plt", "468.000", "/mm³", "150.000 A 450.000", "↑")],
    style="leader", material="SANGUE TOTAL (EDTA) - PUNCAO VENOSA", method="AUTOMATIZADO + MICROSCOPIA",
    note="MICROCITOSE E HIPOCROMIA (+). ANISOCITOSE (+)."),
  E("RETICULOCITOS", [R("RETICULOCITOS", "ret_p", "0,8", "%", "0,5 A 2,0")], style="leader", material="SANGUE TOTAL (EDTA)", method="CITOMETRIA"),
  E("PERFIL DE FERRO", [
    R("FERRITINA", "ferr", "inferior a 5,0", "ng/mL", "6 M A 1 A: 12 A 140", "↓"), R("FERRO SERICO", "iron", "21", "µg/dL", "40 A 100", "↓"),
    R("CAPACIDADE TOTAL DE LIG. FERRO", "tibc", "412", "µg/dL", "250 A 400", "↑"), R("INDICE DE SATURACAO", "tsat", "5,1", "%", "20 A 50", "↓"),
    R("PROTEINA C REATIVA", "crp", "< 0,3", "mg/dL", "INFERIOR A 0,5")], style="leader", material="SORO", method="COLORIMETRICO / QUIMIOLUMINESCENCIA"),
  T("RIO DE JANEIRO, 14 DE MARCO DE 2025 - DATA DE LIBERACAO: 17 DE MARCO DE 2025.",
    "VACINACAO EM DIA CONFORME CADERNETA (INFORMADO). RETORNO: 14/04/2025.")]]))

# ---------------------------------------------------------------- ae12 late pregnancy in SI + earlier visit (DF)
REPORTS.append(dict(id="ae12", lab="M", date="2025-06-10", pages=2,
 patient=[("Gestante", "Daniela Ribeiro Fontes"), ("Data de nascimento", "14/02/1998"), ("Sexo", "F"),
          ("Cartão SUS", "708 4051 2231 0098"), ("Unidade solicitante", "UBS 02 Asa Norte – Dr. Caio L. Azevedo, CRM-DF 18.552"),
          ("Nº da requisição", "MI-DF-2025-118734"), ("Data da requisição", "02/06/2025"), ("Coleta", "10/06/2025 07:20"),
          ("DUM", "17/11/2024"), ("IG", "29 semanas e 1 dia"), ("Liberado", "12/06/2025")],
 body=[[
  E("TTOG – Teste de tolerância oral à glicose (75 g) – unidades SI", [
    R("Glicose plasmática 0 min (jejum)", "glu_f_mol", "4,9", "mmol/L", "< 5,1 mmol/L"),
    R("Glicose plasmática 120 min", "glu_2h75_mol", "8,7", "mmol/L", "< 8,5 mmol/L", "H")],
    material="Plasma (fluoreto)", method="Hexoquinase", note="Diabetes mellitus gestacional: jejum ≥ 5,1 ou 120 min ≥ 8,5 mmol/L (OMS 2013)."),
  E("Hemograma resumido", [
    R("Hemoglobina", "hb", "112", "g/L", "110–150"), R("Hematócrito", "ht", "0,34", "L/L", "0,33–0,45"),
    R("Leucócitos", "wbc", "10,2", "×10⁹/L", "5,0–15,0"), R("Plaquetas", "plt", "221", "×10⁹/L", "150–400")],
    material="Sangue EDTA", method="Automatizado"),
  E("Sorologias – rotina de 3º trimestre", [
    R("VDRL", "vdrl", "Não reagente"), R("HIV 1/2 (antígeno/anticorpo)", "hiv", "Não reagente"),
    R("HBsAg", "hbsag", "Não reagente"), R("Anti-HCV", "hcv", "Não reagente"),
    R("Toxoplasma gondii – IgG", "toxo_g", "0,8", "UI/mL", "< 1,0 não reagente"), R("Toxoplasma gondii – IgM", "toxo_m", "0,10", "Índice", "< 0,50 não reagente")],
    material="Soro", method="Quimioluminescência; VDRL"),
 ], [
  H("Comparativo com a coleta do 1º trimestre", [("23/01/2025", "2025-01-23"), ("10/06/2025", "2025-06-10")], [
    ("Toxoplasma gondii – IgG", "toxo_g", "UI/mL", "< 1,0", ["0,6", "0,8"]),
    ("Hemoglobina", "hb", "g/L", "110–150", ["124", "112"])],
    note="Coluna 10/06/2025 repete os resultados acima."),
  E("Urina tipo 1 (EAS)", [
    R("Densidade", "u_sg", "1,020", "", "1,005–1,030"), R("pH", "u_ph", "5,5"), R("Proteínas", "u_prot", "Negativo"),
    R("Glicose", "u_glu", "Negativo"), R("Hemoglobina", "u_hb", "Negativo"), R("Leucócitos (esterase)", "u_le", "Negativo")],
    material="Urina – jato médio", method="Tira reativa"),
  T("Gestante suscetível à toxoplasmose (IgG e IgM não reagentes em 23/01/2025 e 10/06/2025).",
    "Próxima consulta: 24/06/2025. Emitido em 12/06/2025 – Dra. Cláudia N. Moreira, CRBM-1 8.204.")]]))
