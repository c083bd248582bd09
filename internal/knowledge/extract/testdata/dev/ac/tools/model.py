"""Python model of the 12 reports: the single source for HTML, fpdf2 PDF and gold JSON."""
from dataclasses import dataclass, field


@dataclass
class V:
    vt: str                 # printed value text (no flag)
    unit: str = ""
    an: str = ""            # analyte (English)
    lo: str = ""            # LOINC
    alts: tuple = ()
    flag: str = ""          # printed flag
    fg: bool = False        # flag glued to the value
    ug: bool = False        # unit glued to the value
    dt: str = None          # ISO collection date if not the report default
    dec: str = None         # 'br' or 'en' (defaults to report)
    label: str = ""         # column label for history layouts (printed date etc.)


@dataclass
class Row:
    name: str
    vals: list
    ref: str = ""
    nr: str = ""            # non-result text (e.g. 'Ver laudo anexo'); then vals is []
    sub: bool = False       # indented sub-line


def R(name, vt, unit, an, lo, ref="", alts=(), **kw):
    return Row(name, [V(vt, unit, an, lo, tuple(alts), **kw)], ref)


def D(name, pct, ab, abunit, an, lo_p, lo_a, refp="", refa="", **kw):
    """differential row: percent + absolute"""
    fp = kw.pop("fp", ""); fa = kw.pop("fa", "")
    return Row(name, [V(pct, "%", an + " /100 leukocytes", lo_p, flag=fp),
                      V(ab, abunit, an + " count", lo_a, flag=fa, **kw)], refp + "|" + refa)


def NR(name, text, ref=""):
    return Row(name, [], ref, nr=text)


def EX(title, rows, material="", method="", layout="table", notes=(), cols=None, extra=""):
    return dict(kind="exam", title=title, rows=rows, material=material, method=method,
                layout=layout, notes=list(notes), cols=cols, extra=extra)


def TWO(left, right):
    return dict(kind="two", left=left, right=right)


def TXT(*lines):
    return dict(kind="text", lines=list(lines))


# ---------------------------------------------------------------- shared LOINC
HB = ("Hemoglobin", "718-7"); HT = ("Hematocrit", "4544-3", ("20570-8",))
RBC = ("Erythrocytes", "789-8", ("26453-1",)); MCV = ("MCV", "787-2"); MCH = ("MCH", "785-6")
MCHC = ("MCHC", "786-4"); RDW = ("RDW", "788-0", ("21000-5",)); WBC = ("Leukocytes", "6690-2", ("26464-8",))
PLT = ("Platelets", "777-3", ("26515-7",)); MPV = ("MPV", "32623-1")


def r(name, vt, unit, spec, ref="", **kw):
    an, lo = spec[0], spec[1]
    alts = spec[2] if len(spec) > 2 else ()
    return R(name, vt, unit, an, lo, ref, alts, **kw)


GLU = ("Glucose", "2345-7", ("1558-6",)); CT = ("Cholesterol", "2093-3"); HDL = ("HDL cholesterol", "2085-9")
LDL = ("LDL cholesterol (calculated)", "13457-7", ("18262-6",)); VLDL = ("VLDL cholesterol", "13458-5")
TG = ("Triglyceride", "2571-8"); NHDL = ("Non-HDL cholesterol", "43396-1")
CREA = ("Creatinine", "2160-0"); UREA = ("Urea", "3091-6"); URIC = ("Urate", "3084-1")
EGFR = ("eGFR CKD-EPI 2021", "98979-8", ("62238-1",))
AST = ("AST", "1920-8"); ALT = ("ALT", "1742-6"); GGT = ("GGT", "2324-2"); ALP = ("Alkaline phosphatase", "6768-6")
BT = ("Bilirubin total", "1975-2"); BD = ("Bilirubin direct", "1968-7"); BI = ("Bilirubin indirect", "1971-1")
NA = ("Sodium", "2951-2"); K = ("Potassium", "2823-3"); CA = ("Calcium", "17861-6"); MG = ("Magnesium", "19123-9")
P = ("Phosphate", "2777-1"); CL = ("Chloride", "2075-0"); ICA = ("Calcium ionized", "1994-3")
TSH = ("TSH", "3016-3"); FT4 = ("Free T4", "3024-7"); HBA1C = ("Hemoglobin A1c", "4548-4", ("17856-6",))
EAG = ("Estimated average glucose", "27353-2"); VITD = ("25-hydroxyvitamin D", "62292-8", ("1989-3",))
B12 = ("Vitamin B12", "2132-9"); FOL = ("Folate", "2284-8"); FERR = ("Ferritin", "2276-4")
CRP = ("C reactive protein", "1988-5"); HSCRP = ("hs-CRP", "30522-7", ("1988-5",))
IRON = ("Iron", "2498-4"); TSAT = ("Transferrin saturation", "2502-3"); TIBC = ("TIBC", "2500-7")

REPORTS = []

# ================================================================ ac01  BH/MG hemograma + lipides (table)
REPORTS.append(dict(
    id="ac01", lab="Laboratório Santa Clara de Análises Clínicas", city="Belo Horizonte", uf="MG",
    addr="Av. Afonso Pena, 2.210 - Funcionários - Belo Horizonte/MG - CEP 30130-007 - (31) 3224-5810",
    ids="CNES 2176432 · CNPJ 17.342.108/0001-55",
    rt="Resp. Técnica: Dra. Helena M. Faria Couto - CRF-MG 11.482", default="2025-03-14", dec="br",
    theme="classic",
    patient=[("Paciente", "MARIANA OLIVEIRA SANTOS"), ("Data de nascimento", "22/08/1979 (45 anos)"), ("Sexo", "Feminino"),
             ("Médico(a)", "Dr. Rafael Lemos - CRM-MG 48.215"), ("Protocolo", "0314-22871"), ("Convênio", "UNIMED BH"),
             ("Data da coleta", "14/03/2025 07:42"), ("Recebido em", "14/03/2025 08:10"), ("Liberado em", "15/03/2025 11:38")],
    pages=[[
        EX("HEMOGRAMA COMPLETO", [
            r("Hemácias", "4,62", "milhões/mm³", RBC, "3,90 a 5,03"),
            r("Hemoglobina", "13,8", "g/dL", HB, "12,0 a 15,5"),
            r("Hematócrito", "41,2", "%", HT, "35,0 a 45,0"),
            r("VCM", "89,2", "fL", MCV, "80,0 a 98,0"),
            r("HCM", "29,9", "pg", MCH, "27,0 a 32,0"),
            r("CHCM", "33,5", "g/dL", MCHC, "32,0 a 36,0"),
            r("RDW", "13,1", "%", RDW, "11,5 a 14,5"),
        ], "Sangue total (EDTA)", "Automação (impedância/citometria de fluxo) e microscopia", cols=("ERITROGRAMA", "Resultado", "Unidade", "Valores de referência (adulto, F)")),
        EX("LEUCOGRAMA", [
            r("Leucócitos", "7.850", "/mm³", WBC, "3.500 a 10.500"),
            D("Neutrófilos", "58,0", "4.553", "/mm³", "Neutrophils", "770-8", "751-8", "45 a 75", "1.700 a 7.000"),
            D("Eosinófilos", "4,0", "314", "/mm³", "Eosinophils", "713-8", "711-2", "1 a 5", "50 a 500"),
            D("Basófilos", "1,0", "79", "/mm³", "Basophils", "706-2", "704-7", "0 a 2", "0 a 200"),
            D("Linfócitos", "30,0", "2.355", "/mm³", "Lymphocytes", "736-9", "731-0", "20 a 45", "900 a 2.900"),
            D("Monócitos", "7,0", "550", "/mm³", "Monocytes", "5905-5", "742-7", "2 a 10", "300 a 900"),
        ], layout="diff", cols=("", "Relativo", "Absoluto", "Ref. relativo (%)", "Ref. absoluto (/mm³)")),
        EX("PLAQUETAS", [
            r("Plaquetas", "245.000", "/mm³", PLT, "150.000 a 450.000"),
            r("VPM - Volume plaquetário médio", "9,8", "fL", MPV, "7,4 a 10,4"),
        ], notes=["Série vermelha e plaquetas sem alterações morfológicas à microscopia."]),
    ], [
        EX("GLICOSE", [r("Glicose", "92", "mg/dL", GLU, "70 a 99 (jejum)")], "Soro (jejum de 10 h)", "Enzimático - hexoquinase"),
        EX("PERFIL LIPÍDICO", [
            r("Colesterol total", "198", "mg/dL", CT, "< 190 desejável"),
            r("HDL-COLESTEROL", "46", "mg/dL", HDL, "> 40"),
            r("LDL-Colesterol (calculado - Martin)", "128", "mg/dL", LDL, "ver meta (tabela abaixo)"),
            r("VLDL-Colesterol", "24", "mg/dL", VLDL, "até 30"),
            r("Triglicérides", "121", "mg/dL", TG, "< 150 (jejum)"),
            r("Colesterol não-HDL", "152", "mg/dL", NHDL, "< 160"),
        ], "Soro", "Enzimático colorimétrico", notes=[
            "Metas de LDL-c por categoria de risco (SBC 2017): baixo < 130; intermediário < 100; alto < 70; muito alto < 50 mg/dL.",
            "Triglicérides: quando a amostra não for de jejum, considerar desejável < 175 mg/dL."]),
    ]],
    footer="Laudo emitido em 17/03/2025 09:12 - Página {p} de {n} - Este laudo é válido somente com assinatura eletrônica.",
    sign=["Conferido e liberado eletronicamente por Dra. Helena M. Faria Couto - CRF-MG 11.482 em 15/03/2025."],
))

# ================================================================ ac02  Recife/PE bioquímica (leaders)
REPORTS.append(dict(
    id="ac02", lab="BIOLAB Diagnósticos do Recife", city="Recife", uf="PE",
    addr="Rua Padre Carapuceiro, 858 - Boa Viagem - Recife/PE - Fone (81) 3465-2200",
    ids="CNES 6471293 - CNPJ 08.905.611/0001-07",
    rt="Responsável técnico: Dr. Tiago Albuquerque Lins - CRBM-2 4.117", default="2025-04-08", dec="br",
    theme="leader",
    patient=[("Nome", "JOSÉ CARLOS DE MELO FILHO"), ("Nasc.", "03/11/1961"), ("Sexo", "M"), ("Pedido", "2504-08-1177"),
             ("Solicitante", "Dra. Luciana Arruda (CRM-PE 17.320)"), ("Data do pedido", "01/04/2025"),
             ("Coleta", "08/abr/2025 06:55"), ("Unidade", "Boa Viagem")],
    pages=[[
        EX("BIOQUÍMICA", [
            r("Glicose em jejum", "104", "mg/dL", GLU, "70 a 99", flag="Alto"),
            r("Uréia", "31", "mg/dL", UREA, "15 a 45"),
            r("Creatinina", "0,92", "mg/dL", CREA, "0,70 a 1,20"),
            r("Taxa de filtração glomerular estimada (CKD-EPI 2021)", "> 90", "mL/min/1,73m²", EGFR, "> 60"),
            r("Ácido úrico", "5,4", "mg/dL", URIC, "3,4 a 7,0"),
            r("Sódio", "139", "mEq/L", NA, "136 a 145"),
            r("Potássio", "4,3", "mEq/L", K, "3,5 a 5,1"),
            r("Cálcio total", "9,4", "mg/dL", CA, "8,6 a 10,3"),
            r("Magnésio", "2,0", "mg/dL", MG, "1,6 a 2,6"),
        ], "Soro", "Automação Cobas c503", layout="leader"),
        EX("FUNÇÃO HEPÁTICA", [
            r("TGO (AST)", "22", "U/L", AST, "até 40"),
            r("TGP (ALT)", "31", "U/L", ALT, "até 41"),
            r("Gama-GT", "68", "U/L", GGT, "8 a 61", flag="*", fg=True),
            r("Fosfatase alcalina", "77", "U/L", ALP, "40 a 129"),
            r("Bilirrubina total", "0,68", "mg/dL", BT, "até 1,20"),
            r("Bilirrubina direta", "0,21", "mg/dL", BD, "até 0,30"),
            r("Bilirrubina indireta", "0,47", "mg/dL", BI, "até 0,90"),
        ], "Soro", "Cinético UV / colorimétrico", layout="leader"),
        EX("OUTROS", [
            r("Proteína C reativa", "inferior a 0,50", "mg/dL", CRP, "inferior a 0,50"),
            r("Ferritina", "1.012", "ng/mL", FERR, "30 a 400", flag="↑"),
            r("Vitamina B12", "superior a 2.000", "pg/mL", B12, "197 a 771"),
            r("Ácido fólico", "maior que 20,0", "ng/mL", FOL, "> 3,9"),
            r("25-Hidroxivitamina D", "28,4", "ng/mL", VITD, "> 20 (pop. saudável)"),
            r("TSH ultrassensível", "2,350", "µUI/mL", TSH, "0,270 a 4,200"),
            r("T4 livre", "1,12", "ng/dL", FT4, "0,93 a 1,70"),
        ], "Soro", "Imunoturbidimetria / eletroquimioluminescência", layout="leader",
           notes=["(*) Resultado confirmado em duplicata.",
                  "Vitamina B12: valor acima do limite de linearidade do método; amostra não diluída."]),
    ]],
    footer="Impresso em 10/04/2025 - Liberado em 09/04/2025 15:20 - pág. {p}/{n}",
    sign=["Dr. Tiago Albuquerque Lins - Biomédico - CRBM-2 4.117"],
))

# ================================================================ ac03  Porto Alegre/RS research, SI units
S = dict(dec="en")
REPORTS.append(dict(
    id="ac03", lab="Laboratório de Pesquisa Clínica - Centro de Pesquisa Experimental HUPA", city="Porto Alegre", uf="RS",
    addr="Rua Ramiro Barcelos, 2.350, bloco C - Porto Alegre/RS - (51) 3359-0000",
    ids="CNES 2237601 | CNPJ 87.020.517/0001-20 | Protocolo CEP 64218/2024",
    rt="Coordenação laboratorial: Prof. Dr. Ricardo Weber Pinto - CRM-RS 22.904", default="2025-02-19", dec="en",
    theme="research",
    patient=[("Participante", "P-0417 (A.F.S.)"), ("Nascimento", "1968-07-30"), ("Sexo", "F"), ("Estudo", "COHORT-CARDIO-RS"),
             ("Visita", "V3 (mês 12)"), ("Data da coleta", "19-fev-2025 08:05"), ("Processado", "19-fev-2025"),
             ("Próxima visita", "21-mai-2025"), ("Investigador", "Dr. Paulo Sirtoli (CRM-RS 31.577)")],
    pages=[[
        EX("HEMATOLOGIA (unidades SI)", [
            r("Hemoglobin / Hemoglobina", "138", "g/L", HB, "120 - 155"),
            r("Hematócrito", "0.41", "L/L", ("Hematocrit", "4544-3", ("20570-8",)), "0.35 - 0.45"),
            r("Eritrócitos", "4.62", "×10¹²/L", RBC, "3.90 - 5.03"),
            r("VCM", "89", "fL", MCV, "80 - 98"),
            r("Leucócitos", "6.8", "×10⁹/L", WBC, "3.5 - 10.5"),
            r("Neutrófilos", "3.9", "×10⁹/L", ("Neutrophils", "751-8"), "1.7 - 7.0"),
            r("Linfócitos", "2.1", "×10⁹/L", ("Lymphocytes", "731-0"), "0.9 - 2.9"),
            r("Monócitos", "0.5", "×10⁹/L", ("Monocytes", "742-7"), "0.3 - 0.9"),
            r("Eosinófilos", "0.2", "×10⁹/L", ("Eosinophils", "711-2"), "0.05 - 0.5"),
            r("Basófilos", "0.04", "×10⁹/L", ("Basophils", "704-7"), "0 - 0.2"),
            r("Plaquetas", "231", "×10⁹/L", PLT, "150 - 450"),
        ], "Sangue total EDTA", "Sysmex XN-1000", cols=("Analito", "Resultado", "Unidade", "Intervalo de referência")),
        EX("BIOQUÍMICA (unidades SI)", [
            r("Glicose (jejum)", "5.4", "mmol/L", ("Glucose (molar)", "14749-6", ("14771-0",)), "3.9 - 5.5"),
            r("Creatinina", "78", "µmol/L", ("Creatinine (molar)", "14682-9"), "45 - 84"),
            r("eGFR (CKD-EPI 2021)", "76", "mL/min/1.73 m²", EGFR, "> 60"),
            r("Ácido úrico", "312", "µmol/L", ("Urate (molar)", "14933-6"), "143 - 339"),
            r("Colesterol total", "4.92", "mmol/L", ("Cholesterol (molar)", "14647-2"), "< 5.0"),
            r("Colesterol HDL", "1.21", "mmol/L", ("HDL cholesterol (molar)", "14646-4"), "> 1.2"),
            r("Colesterol LDL (Friedewald)", "3.02", "mmol/L", ("LDL cholesterol (molar)", "22748-8"), "< 3.0", flag="H"),
            r("Triglicerídeos", "1.52", "mmol/L", ("Triglyceride (molar)", "14927-8"), "< 1.7"),
            r("HbA1c (IFCC)", "39", "mmol/mol", ("Hemoglobin A1c IFCC", "59261-8"), "20 - 42"),
            r("HbA1c (NGSP)", "5.7", "%", HBA1C, "4.0 - 5.6", flag="H"),
            r("Albumina", "42", "g/L", ("Albumin", "1751-7"), "35 - 52"),
            r("Proteínas totais", "71", "g/L", ("Protein", "2885-2"), "64 - 83"),
            r("Sódio", "140", "mmol/L", NA, "136 - 145"),
            r("Potássio", "4.1", "mmol/L", K, "3.5 - 5.1"),
            r("Ferritina", "85", "µg/L", FERR, "13 - 150"),
            r("PCR-as", "<0.3", "mg/L", HSCRP, "< 3.0"),
        ], "Soro / plasma fluoretado", "Roche cobas c311 / e411"),
    ]],
    footer="Uso em pesquisa - resultados liberados ao participante conforme TCLE. Relatório gerado em 2025-02-24 10:02. Página {p}/{n}",
    sign=["Revisado por: Dra. Camila Becker Nunes - CRBM-5 2.391 - 20-fev-2025"],
))

# ================================================================ ac04  Salvador/BA pré-natal, serologia (free lines)
REPORTS.append(dict(
    id="ac04", lab="Laboratório Vida & Saúde", city="Salvador", uf="BA",
    addr="Av. Tancredo Neves, 1.632, sala 304 - Caminho das Árvores - Salvador/BA - (71) 3341-7788",
    ids="CNES 3824571 / CNPJ 12.604.398/0001-81",
    rt="Diretor técnico: Dr. Marcelo Santana Reis - CRM-BA 19.044", default="2025-03-10", dec="br",
    theme="free",
    patient=[("Paciente", "Jéssica Santos do Nascimento"), ("Nascimento", "17/05/1998"), ("Sexo", "Feminino"),
             ("Médico", "Dra. Ana Paula Brito - CRM-BA 25.611"), ("Nº do pedido", "771.204"),
             ("DUM", "02/01/2025"), ("DPP", "09/10/2025"), ("Coleta (sangue)", "10/03/2025 07:20"),
             ("Coleta (urina)", "11/03/2025 06:40")],
    pages=[[
        EX("TIPAGEM SANGUÍNEA", [
            R("Grupo sanguíneo (ABO)", "O", "", "ABO group", "883-9"),
            R("Fator Rh (D)", "Positivo", "", "Rh type", "10331-7"),
            NR("Coombs indireto", "Não realizado - paciente Rh positivo"),
        ], "Sangue total EDTA", "Hemaglutinação em gel", layout="free"),
        EX("HEMOGLOBINA E HEMATÓCRITO", [
            r("Hemoglobina", "11,9", "g/dL", HB, "gestante: superior a 11,0"),
            r("Hematócrito", "35,8", "%", HT, "gestante: 33,0 a 44,0"),
        ], "Sangue total EDTA", "Automação", layout="free"),
        EX("GLICEMIA DE JEJUM", [r("Glicose", "86", "mg/dL", GLU, "gestante: inferior a 92")],
           "Plasma fluoretado", "Hexoquinase", layout="free"),
        EX("HIV 1 E 2 - ANTÍGENO P24 E ANTICORPOS (4ª GERAÇÃO)", [
            R("Resultado", "Não reagente", "", "HIV 1+2 Ab + HIV1 p24 Ag", "56888-1"),
        ], "Soro", "Quimioluminescência (CMIA)", layout="free",
           notes=["Amostra não reagente para HIV. Em caso de suspeita de infecção recente, repetir em 30 dias."]),
        EX("HEPATITE B - HBsAg", [
            R("HBsAg", "NÃO REAGENTE", "", "HBsAg", "5196-1", ref="Não reagente"),
        ], "Soro", "Eletroquimioluminescência", layout="free"),
        EX("HEPATITE C - ANTI-HCV", [
            R("Anti-HCV", "Não Reagente", "", "HCV Ab", "13955-0", alts=("16128-1",)),
            R("Índice (amostra/cut-off)", "0,07", "S/CO", "HCV Ab signal/cutoff", "48159-8",
              ref="Não reagente: inferior a 1,00 | Reagente: igual ou superior a 1,00"),
        ], "Soro", "Quimioluminescência", layout="free"),
    ], [
        EX("SÍFILIS - VDRL", [
            R("VDRL", "Reagente", "", "Reagin Ab", "5292-8", alts=("20507-0",)),
            R("Título", "1/4", "", "Reagin Ab titer", "50690-7", ref="Não reagente"),
        ], "Soro", "Floculação (VDRL)", layout="free"),
        EX("SÍFILIS - ANTICORPOS TREPONÊMICOS", [
            R("Anticorpos anti-Treponema pallidum", "REAGENTE", "", "Treponema pallidum Ab", "47238-1"),
        ], "Soro", "Quimioluminescência", layout="free",
           notes=["Teste treponêmico reagente com VDRL reagente: compatível com sífilis. Correlacionar com a clínica."]),
        EX("ANTI-HBs", [
            R("Anticorpos anti-HBs", "superior a 1.000", "mUI/mL", "HBs Ab", "16935-9", alts=("10900-9",),
              ref="Inferior a 10: não imune | Igual ou superior a 10: imune"),
        ], "Soro", "Eletroquimioluminescência", layout="free"),
        EX("RUBÉOLA IgG", [
            R("Rubéola IgG", "Reagente", "", "Rubella IgG Ab presence", "25514-1"),
            R("Concentração", "48,6", "UI/mL", "Rubella IgG Ab", "8014-3", ref="Reagente: igual ou superior a 10,0 UI/mL"),
        ], "Soro", "Quimioluminescência", layout="free"),
        EX("TSH", [r("TSH", "1,87", "µUI/mL", TSH, "1º trimestre: 0,10 a 2,50")], "Soro", "ECLIA", layout="free"),
        EX("URINA - PARCIAL E CULTURA (coleta 11/03/2025)", [
            R("Leucócitos", "3.000", "/mL", "Leukocytes urine", "30405-5", ref="até 10.000 /mL", dt="2025-03-11"),
            R("Hemácias", "inferior a 1.000", "/mL", "Erythrocytes urine", "30391-7", ref="até 10.000 /mL", dt="2025-03-11"),
            R("Nitrito", "Negativo", "", "Nitrite urine strip", "5802-4", dt="2025-03-11"),
            R("Urocultura", "Negativa", "", "Bacteria identified urine culture", "630-4", ref="Negativa", dt="2025-03-11"),
        ], "Urina jato médio (1ª da manhã)", "Citometria de fluxo / semeadura quantitativa", layout="free"),
    ]],
    footer="Relatório emitido em 13/03/2025 - pág. {p} de {n} - Consulte seu médico.",
    sign=["Liberado por Dr. Marcelo Santana Reis - CRM-BA 19.044 - 12/03/2025 16:41"],
))

# ================================================================ ac05  Curitiba/PR urina + fezes (table, qualitative)
REPORTS.append(dict(
    id="ac05", lab="Laboratório Curitibano de Análises Clínicas", city="Curitiba", uf="PR",
    addr="Rua XV de Novembro, 1.155 - Centro - Curitiba/PR - (41) 3222-4040",
    ids="CNES 0015563 · CNPJ 76.533.201/0001-44",
    rt="RT: Dra. Gisele Kowalski - CRF-PR 9.876", default="2025-03-18", dec="br",
    theme="boxed",
    patient=[("Paciente", "Pedro Henrique Wisniewski"), ("Data de nasc.", "09/09/2016 (8 anos)"), ("Sexo", "Masculino"),
             ("Requisitante", "Dr. Fábio Mendes - CRM-PR 30.118"), ("Atendimento", "18.03.2025 - Nº 45.021-7"),
             ("Entrega prevista", "26/03/2025")],
    pages=[[
        EX("URINA TIPO I (EAS) - coletada em 18/03/2025", [
            R("Cor", "Amarelo citrino", "", "Color urine", "5778-6", ref="Amarelo citrino"),
            R("Aspecto", "Límpido", "", "Appearance urine", "5767-9", ref="Límpido"),
            R("Densidade", "1.020", "", "Specific gravity urine", "5811-5", ref="1.005 a 1.030", dec="en"),
            R("pH", "6,0", "", "pH urine", "5803-2", ref="5,0 a 7,0"),
            R("Proteínas", "Traços", "", "Protein urine strip", "20454-5", ref="Negativo"),
            R("Glicose", "Ausente", "", "Glucose urine strip", "25428-4", ref="Ausente"),
            R("Corpos cetônicos", "Ausentes", "", "Ketones urine strip", "2514-8", ref="Ausentes"),
            R("Hemoglobina", "Positivo (+)", "", "Hemoglobin urine strip", "5794-3", ref="Negativo"),
            R("Bilirrubina", "Negativa", "", "Bilirubin urine strip", "5770-3", ref="Negativa"),
            R("Urobilinogênio", "Normal", "", "Urobilinogen urine strip", "13658-0", alts=("20405-7",), ref="Normal"),
            R("Nitrito", "Negativo", "", "Nitrite urine strip", "5802-4", ref="Negativo"),
            R("Esterase leucocitária", "Negativa", "", "Leukocyte esterase urine strip", "5799-2", ref="Negativa"),
            R("Leucócitos", "8.000", "/mL", "Leukocytes urine", "30405-5", ref="até 10.000 /mL"),
            R("Hemácias", "12.000", "/mL", "Erythrocytes urine", "30391-7", ref="até 10.000 /mL", flag="↑"),
        ], "Urina (primeiro jato desprezado)", "Tira reativa + sedimentoscopia automatizada (UF-5000)",
           cols=("Exame", "Resultado", "Unidade", "Referência")),
        EX("UROCULTURA", [
            R("Resultado", "Ausência de crescimento bacteriano", "", "Bacteria identified urine culture", "630-4", ref="Negativa"),
        ], "Urina jato médio", "Semeadura em CLED - 48 h"),
        EX("MICROALBUMINÚRIA (amostra isolada)", [
            R("Albumina urinária", "inferior a 3,0", "mg/L", "Microalbumin urine", "14957-5"),
            R("Creatinina urinária", "112,4", "mg/dL", "Creatinine urine", "2161-8", ref="cria.: 20 a 280"),
            R("Relação albumina/creatinina", "< 30", "mg/g", "Albumin/Creatinine ratio urine", "14959-1", alts=("9318-7",), ref="inferior a 30"),
        ], "Urina isolada", "Imunoturbidimetria"),
    ], [
        EX("PARASITOLÓGICO DE FEZES (3 amostras)", [
            R("Amostra 1 (colhida em 18/03/2025)", "Negativo", "", "Ova and parasites stool", "10704-5", alts=("10701-1",)),
            R("Amostra 2 (colhida em 20/03/2025)", "Não foram encontrados ovos, cistos ou larvas", "", "Ova and parasites stool", "10704-5", alts=("10701-1",), dt="2025-03-20"),
            R("Amostra 3 (colhida em 22/03/2025)", "Cistos de Giardia lamblia", "", "Ova and parasites stool", "10704-5", alts=("10701-1",), dt="2025-03-22"),
        ], "Fezes (conservante MIF)", "Hoffman, Pons & Janer (sedimentação) e Faust", layout="free",
           notes=["A negatividade de uma amostra não exclui parasitose; recomenda-se o exame de 3 amostras em dias alternados."]),
        EX("PESQUISA DE SANGUE OCULTO NAS FEZES", [
            NR("Sangue oculto", "Não realizado - amostra não recebida"),
        ], "Fezes", "Imunocromatográfico", layout="free"),
        TXT("Observação: amostras 2 e 3 de fezes recebidas em 21/03/2025 e 24/03/2025 respectivamente.",
            "Laudo parcial liberado em 19/03/2025; laudo final em 25/03/2025."),
    ]],
    footer="Data de impressão: 25/03/2025 14:03 — Pág. {p}/{n} — Laboratório Curitibano — www.labcuritibano.com.br",
    sign=["Dra. Gisele Kowalski - Farmacêutica-Bioquímica - CRF-PR 9.876"],
))

# ================================================================ ac06  São Paulo/SP hormônios (table, ref after result by phase)
REPORTS.append(dict(
    id="ac06", lab="Centro Paulista de Medicina Diagnóstica", city="São Paulo", uf="SP",
    addr="Alameda Santos, 1.890 - Cerqueira César - São Paulo/SP - CEP 01418-200",
    ids="CNES 2078694 | CNPJ 45.881.302/0001-19",
    rt="Responsável técnico: Dr. Eduardo Nakamura - CRM-SP 98.431", default="2025-03-21", dec="br",
    theme="modern",
    patient=[("Cliente", "CAROLINA FERREIRA TAVARES"), ("Idade", "34 anos (nasc. 12/06/1990)"), ("Sexo", "F"),
             ("Médico", "Dra. Patrícia Gouveia - CRM-SP 132.887"), ("Ficha", "SP-2503-889104"),
             ("DUM informada", "07/03/2025"), ("Coletado em", "21/03/2025 às 08h12"), ("Emitido em", "24/03/2025")],
    pages=[[
        EX("TIREOIDE", [
            r("TSH", "< 0,005", "µUI/mL", TSH, "0,45 a 4,50", flag="L"),
            r("T4 livre", "2,41", "ng/dL", FT4, "0,70 a 1,80", flag="H"),
            r("T3 total", "198", "ng/dL", ("T3 total", "3053-6"), "80 a 200"),
            r("Anticorpos anti-TPO", "inferior a 5,0", "UI/mL", ("Thyroperoxidase Ab", "8099-4"), "inferior a 34,0"),
        ], "Soro", "Eletroquimioluminescência", cols=("Exame", "Resultado", "Unidade", "Valores de referência")),
        EX("HORMÔNIOS SEXUAIS E HIPOFISÁRIOS", [
            r("FSH", "6,42", "mUI/mL", ("FSH", "15067-2"), "Folicular 3,5-12,5 | Lútea 1,7-7,7 | Pós-menop. 25,8-134,8"),
            r("LH", "5,1", "mUI/mL", ("LH", "10501-5"), "Folicular 2,4-12,6 | Pico 14,0-95,6 | Lútea 1,0-11,4"),
            r("Estradiol", "112,0", "pg/mL", ("Estradiol", "2243-4"), "Folicular 12,4-233 | Lútea 43,8-211"),
            r("Progesterona", "< 0,21", "ng/mL", ("Progesterone", "2839-9"), "Folicular 0,2-1,5 | Lútea 1,7-27,0"),
            r("Prolactina", "18,7", "ng/mL", ("Prolactin", "2842-3"), "4,8 a 23,3 (não gestantes)"),
            r("Testosterona total", "28,3", "ng/dL", ("Testosterone", "2986-8"), "8,4 a 48,1"),
            r("Sulfato de DHEA", "186,0", "µg/dL", ("DHEA sulfate", "2191-5"), "98,8 a 340 (25-34 a)"),
            r("Cortisol (8 h)", "14,2", "µg/dL", ("Cortisol", "2143-6"), "6,2 a 19,4"),
            r("Paratormônio\n(PTH intacto)", "42,8", "pg/mL", ("PTH intact", "2731-8"), "15,0 a 65,0"),
        ], "Soro", "Eletroquimioluminescência"),
        EX("GONADOTROFINA CORIÔNICA - BETA hCG QUANTITATIVO", [
            R("Beta-hCG", "inferior a 1,2", "mUI/mL", "hCG", "19080-1",
              ref="Não grávidas: inferior a 5,0 | 3ª-4ª sem.: 9 a 130"),
        ], "Soro", "ECLIA", notes=["Interpretação: NEGATIVO para gravidez (data da última menstruação informada: 07/03/2025)."]),
        EX("METABOLISMO GLICÍDICO", [
            r("Glicose", "88", "mg/dL", GLU, "70 a 99"),
            r("Insulina", "7,9", "µUI/mL", ("Insulin", "20448-7"), "2,6 a 24,9"),
            r("Hemoglobina glicada (HbA1c)", "5,4", "%", HBA1C, "inferior a 5,7"),
            r("Glicose média estimada", "108", "mg/dL", EAG, ""),
            r("25-OH vitamina D", "31,5", "ng/mL", VITD, "20 a 60"),
        ], "Soro / sangue total EDTA", "Hexoquinase / HPLC / ECLIA"),
    ]],
    footer="Documento assinado digitalmente - emitido em 24/03/2025 10:55 - Página {p} de {n}",
    sign=["Dr. Eduardo Nakamura - CRM-SP 98.431 - Patologista Clínico"],
))

# ================================================================ ac07  Goiânia/GO two-column check-up, glued units/flags
REPORTS.append(dict(
    id="ac07", lab="Laboratório Goiano de Patologia Clínica", city="Goiânia", uf="GO",
    addr="Av. T-63, 1.296 - Setor Bueno - Goiânia/GO - (62) 3251-9090",
    ids="CNES 2339013 - CNPJ 01.733.654/0001-90",
    rt="RT: Dr. Rodrigo Caiado Vasconcelos - CRM-GO 14.559", default="2025-04-02", dec="br",
    theme="twocol",
    patient=[("Paciente", "ANTÔNIO MARCOS RIBEIRO"), ("Nasc.", "28/02/1970"), ("Sexo", "Masc."), ("OS", "GYN-0402-3318"),
             ("Médico", "Dr. Júlio Prado CRM-GO 9.871"), ("Coletado em", "02/04/2025 às 07:15"), ("Liberado", "03/04/2025 13:02")],
    pages=[[TWO([
        EX("BIOQUÍMICA", [
            r("Glicose", "98", "mg/dL", GLU, "70-99", ug=True),
            r("Uréia", "38", "mg/dL", UREA, "17-49", ug=True),
            r("Creatinina", "1,31", "mg/dL", CREA, "0,70-1,30", ug=True, flag="↑"),
            r("Ácido Úrico", "7,9", "mg/dL", URIC, "3,5-7,2", ug=True, flag="H"),
            r("Proteínas totais", "7,2", "g/dL", ("Protein", "2885-2"), "6,4-8,3", ug=True),
            r("Albumina", "4,5", "g/dL", ("Albumin", "1751-7"), "3,5-5,2", ug=True),
            r("Globulina", "2,7", "g/dL", ("Globulin", "10834-0"), "2,0-3,5", ug=True),
            r("Relação A/G", "1,67", "", ("Albumin/Globulin ratio", "1759-0"), "1,1-2,2"),
        ], "Soro", layout="compact"),
        EX("LIPÍDIOS / GLICEMIA", [
            r("Colesterol Total", "231", "mg/dL", CT, "<190", ug=True, flag="*", fg=True),
            r("HDL", "38", "mg/dL", HDL, ">40", ug=True, flag="L"),
            r("LDL", "158", "mg/dL", LDL, "<130", ug=True),
            r("Triglicérides", "176", "mg/dL", TG, "<150", ug=True, flag="↑"),
            r("Não-HDL", "193", "mg/dL", NHDL, "<160", ug=True),
            r("Hemoglobina Glicada", "6,1", "%", HBA1C, "<5,7", ug=True),
            r("Glicemia média estimada", "128", "mg/dL", EAG, "", ug=True),
        ], "Soro / sangue EDTA", layout="compact"),
    ], [
        EX("ENZIMAS", [
            r("TGO/AST", "35", "U/L", AST, "<40", ug=True),
            r("TGP/ALT", "52", "U/L", ALT, "<41", ug=True, flag="↑"),
            r("Gama GT", "71", "U/L", GGT, "<60", ug=True, flag="↑"),
            r("Fosf. Alcalina", "88", "U/L", ALP, "40-129", ug=True),
            r("Bilirrubina Total", "1,02", "mg/dL", BT, "<1,20", ug=True),
            r("CK (CPK)", "245", "U/L", ("Creatine kinase", "2157-6"), "<190", ug=True, flag="H"),
            r("LDH", "198", "U/L", ("LDH", "2532-0", ("14804-9",)), "135-225", ug=True),
            r("Amilase", "62", "U/L", ("Amylase", "1798-8"), "28-100", ug=True),
            r("Lipase", "28", "U/L", ("Lipase", "3040-3"), "13-60", ug=True),
        ], "Soro", layout="compact"),
        EX("ELETRÓLITOS", [
            r("Sódio", "141", "mmol/L", NA, "136-145"),
            r("Potássio", "5,6", "mmol/L", K, "3,5-5,1", flag="H", fg=True),
            r("Cloro", "103", "mmol/L", CL, "98-107"),
            r("Cálcio iônico", "1,21", "mmol/L", ICA, "1,11-1,40"),
            r("Fósforo", "3,6", "mg/dL", P, "2,5-4,5"),
            r("Magnésio", "1,9", "mg/dL", MG, "1,6-2,6"),
        ], "Soro / sangue total heparinizado", layout="compact",
           notes=["K+: amostra levemente hemolisada; sugere-se nova coleta."]),
    ])]],
    footer="Legenda: H/↑ acima, L abaixo, * valor crítico para risco. Impresso 04/04/2025 - Pág {p}/{n}",
    sign=["Assinado eletronicamente: Dr. Rodrigo Caiado Vasconcelos - CRM-GO 14.559"],
))

# ================================================================ ac08  Fortaleza/CE hemato + coag, 10³/µL, not-done rows
REPORTS.append(dict(
    id="ac08", lab="Hemolab Fortaleza - Hematologia e Análises Clínicas", city="Fortaleza", uf="CE",
    addr="Av. Santos Dumont, 3.131 - Aldeota - Fortaleza/CE - (85) 3261-4545",
    ids="CNES 2481286 · CNPJ 05.207.776/0001-32",
    rt="Responsável técnica: Dra. Raquel Bezerra Lima - CRM-CE 11.903 (Hematologia)", default="2025-03-26", dec="br",
    theme="classic2",
    patient=[("Paciente", "Francisca Maria Alencar Pinto"), ("Nascimento", "14/01/1957"), ("Sexo", "Feminino"),
             ("Solicitante", "Dr. Cícero Holanda - CRM-CE 7.402"), ("Requisição", "RQ 0326/55.847"),
             ("Data de coleta", "26 de março de 2025"), ("Data de entrada", "26/03/2025"), ("Emissão", "27/03/2025")],
    pages=[[
        EX("HEMOGRAMA", [
            r("Hemácias", "4,18", "10⁶/µL", RBC, "4,00 a 5,20"),
            r("Hemoglobina", "12,1", "g/dL", HB, "12,0 a 16,0"),
            r("Hematócrito", "36,9", "%", HT, "36,0 a 46,0"),
            r("VCM", "88,3", "fL", MCV, "80,0 a 100,0"),
            r("HCM", "28,9", "pg", MCH, "26,0 a 34,0"),
            r("CHCM", "32,8", "g/dL", MCHC, "31,0 a 36,0"),
            r("RDW-CV", "14,8", "%", RDW, "11,5 a 14,5", flag="↑"),
            r("Leucócitos", "3,42", "10³/µL", WBC, "4,00 a 11,00", flag="↓"),
        ], "Sangue total EDTA", "Citometria de fluxo fluorescente (Sysmex XN)", cols=("Eritrograma / Leucócitos", "Resultado", "Unidade", "Referência")),
        EX("Contagem diferencial", [
            D("Neutrófilos", "41,5", "1,42", "10³/µL", "Neutrophils", "770-8", "751-8", "40-75", "1,80-7,70", fa="↓"),
            D("Linfócitos", "46,2", "1,58", "10³/µL", "Lymphocytes", "736-9", "731-0", "20-45", "1,00-4,80", fp="↑"),
            D("Monócitos", "9,1", "0,31", "10³/µL", "Monocytes", "5905-5", "742-7", "2-10", "0,10-1,00"),
            D("Eosinófilos", "2,6", "0,09", "10³/µL", "Eosinophils", "713-8", "711-2", "1-6", "0,02-0,50"),
            D("Basófilos", "0,6", "0,02", "10³/µL", "Basophils", "706-2", "704-7", "0-2", "0,00-0,10"),
        ], layout="diff", cols=("", "%", "Absoluto", "Ref. %", "Ref. 10³/µL")),
        EX("Plaquetas", [
            r("Plaquetas", "132", "10³/µL", PLT, "150 a 450", flag="↓"),
            r("VPM", "11,2", "fL", MPV, "9,0 a 12,6"),
            NR("Pesquisa de esquizócitos", "Ver laudo anexo"),
        ], notes=["Plaquetopenia confirmada em lâmina; ausência de agregados plaquetários."]),
        EX("RETICULÓCITOS", [
            r("Reticulócitos", "1,8", "%", ("Reticulocytes/100 RBC", "17849-1", ("4679-7",)), "0,5 a 2,0"),
        ], "Sangue total EDTA", "Citometria de fluxo"),
    ], [
        EX("COAGULOGRAMA", [
            r("Tempo de protrombina", "13,4", "segundos", ("PT", "5902-2"), "controle: 12,5 s"),
            r("Atividade de protrombina", "86", "%", ("PT activity", "5894-1"), "70 a 120"),
            r("RNI", "1,08", "", ("INR", "6301-6", ("34714-6",)), "0,90 a 1,20"),
            r("TTPa - Tempo de tromboplastina\nparcial ativada", "33,1", "seg", ("aPTT", "3173-2"), "25,0 a 36,0"),
            r("Fibrinogênio", "312", "mg/dL", ("Fibrinogen", "3255-7"), "200 a 400"),
            NR("Dímero D", "Não realizado - amostra insuficiente. Nova coleta agendada para 28/03/2025."),
        ], "Plasma citratado", "Coagulométrico (ACL TOP)"),
        EX("VELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)", [
            r("VHS - 1ª hora", "22", "mm/1ª hora", ("ESR Westergren", "4537-7", ("30341-2",)), "até 20 (mulheres > 50 a: até 30)"),
        ], "Sangue total EDTA", "Westergren modificado"),
        EX("PERFIL DE FERRO", [
            r("Ferro sérico", "48", "µg/dL", IRON, "50 a 170", flag="↓"),
            r("Ferritina", "12,4", "ng/mL", FERR, "13 a 150", flag="↓"),
            r("Índice de saturação da transferrina", "14", "%", TSAT, "20 a 50", flag="↓"),
        ], "Soro", "Colorimétrico / quimioluminescência"),
        EX("ELETROFORESE DE HEMOGLOBINA", [
            NR("Resultado", "Ver laudo anexo (exame encaminhado a laboratório de apoio)"),
        ], "Sangue total EDTA", "HPLC"),
    ]],
    footer="Fortaleza, 27 de março de 2025 - Página {p} de {n} - Confira a autenticidade em hemolab.com.br/laudos",
    sign=["Dra. Raquel Bezerra Lima - CRM-CE 11.903 - Hematologista"],
))

# ================================================================ ac09  Florianópolis/SC diabetes/lípides with history columns
def H(name, cur, p1, p2, unit, spec, ref="", **kw):
    an, lo = spec[0], spec[1]
    alts = spec[2] if len(spec) > 2 else ()
    vals = []
    for vt, dt, lab in ((cur, None, "cur"), (p1, "2024-11-11", "p1"), (p2, "2024-06-03", "p2")):
        if vt is None:
            vals.append(None)
        elif isinstance(vt, tuple):   # non-result text in a cell
            vals.append(vt[0])
        else:
            vals.append(V(vt, unit, an, lo, alts, dt=dt, label=lab, **(kw if lab == "cur" else {})))
    row = Row(name, [v for v in vals if isinstance(v, V)], ref)
    row.cells = vals
    row.unit = unit
    return row


REPORTS.append(dict(
    id="ac09", lab="Laboratório Catarinense de Análises Clínicas", city="Florianópolis", uf="SC",
    addr="Rua Esteves Júnior, 605 - Centro - Florianópolis/SC - (48) 3224-6161",
    ids="CNES 0019321 - CNPJ 82.951.330/0001-03",
    rt="Responsável técnico: Dr. Gustavo Schmitt Hoffmann - CRF-SC 4.550", default="2025-05-20", dec="br",
    theme="history",
    patient=[("Paciente", "Roberto Luiz Zanella"), ("Data nasc.", "05/10/1958"), ("Sexo", "Masculino"),
             ("Médico", "Dra. Fernanda Koerich - CRM-SC 16.204"), ("Cadastro", "FLN 118.442"),
             ("Data da coleta", "20/05/2025 07:05"), ("Liberação", "21 de maio de 2025")],
    pages=[[
        EX("PERFIL METABÓLICO - EVOLUTIVO", [
            H("Glicose em jejum", "126", "118", "109", "mg/dL", GLU, "70 a 99", flag="H"),
            H("Hemoglobina glicada -\nHbA1c", "7,2", "6,8", "6,5", "%", HBA1C, "< 5,7 | diabetes: ≥ 6,5"),
            H("Colesterol total", "242", "225", None, "mg/dL", CT, "< 190"),
            H("Colesterol HDL", "41", "44", None, "mg/dL", HDL, "> 40"),
            H("Colesterol LDL", ("Não calculado*",), "148", None, "mg/dL", LDL, "meta < 70 (alto risco)"),
            H("Triglicerídeos", "468", "310", None, "mg/dL", TG, "< 150", flag="↑"),
            H("Colesterol não-HDL", "201", "181", None, "mg/dL", NHDL, "< 100 (alto risco)"),
            H("Creatinina", "1,02", "0,98", "0,95", "mg/dL", CREA, "0,70 a 1,20"),
        ], "Soro / sangue total EDTA", "Enzimático / HPLC (Bio-Rad D-10)", layout="hist",
           cols=("Exame", "20/05/2025", "11/11/2024", "03/06/2024", "Unidade", "Referência"),
           notes=["* LDL não calculado: triglicerídeos acima de 400 mg/dL. Sugere-se dosagem de LDL direto.",
                  "Resultados anteriores obtidos neste laboratório, nas datas de coleta indicadas no cabeçalho das colunas."]),
        EX("TESTE ORAL DE TOLERÂNCIA À GLICOSE (75 g)", [
            R("Glicose - basal", "124", "mg/dL", "Glucose fasting (OGTT)", "1558-6", alts=("2345-7",), ref="< 100"),
            R("Glicose - 120 minutos", "231", "mg/dL", "Glucose 2h post 75g", "1518-0", ref="< 140", flag="H"),
        ], "Plasma fluoretado", "Hexoquinase", notes=["Sobrecarga de 75 g de glicose anidra às 07:20."]),
        EX("OUTROS", [
            r("Insulina de jejum", "14,2", "µUI/mL", ("Insulin", "20448-7"), "2,6 a 24,9"),
            r("TFG estimada (CKD-EPI 2021)", "79", "mL/min/1,73 m²", EGFR, "> 60"),
            R("Relação albumina/creatinina urinária", "18,3", "mg/g", "Albumin/Creatinine ratio urine", "14959-1", alts=("9318-7",), ref="< 30"),
        ], "Soro / urina isolada", ""),
    ]],
    footer="Próxima coleta sugerida pelo médico: 20/08/2025. Impresso em 21/05/2025. Página {p} de {n}.",
    sign=["Dr. Gustavo Schmitt Hoffmann - Farmacêutico-Bioquímico - CRF-SC 4.550"],
))

# ================================================================ ac10  Brasília/DF free lines, UPPERCASE, comparators
REPORTS.append(dict(
    id="ac10", lab="LABORATÓRIO PLANALTO CENTRAL", city="Brasília", uf="DF",
    addr="SGAS 613/614, Bloco C, Loja 22 - Asa Sul - Brasília/DF - (61) 3245-1000",
    ids="CNES 0010529 · CNPJ 00.394.460/0001-41",
    rt="Responsável técnico: Dr. Leonardo Assis Barbosa - CRBM-3 1.778", default="2025-06-05", dec="br",
    theme="upper",
    patient=[("PACIENTE", "GUILHERME SOUZA DE ANDRADE"), ("DN", "19/03/1975"), ("SEXO", "MASCULINO"), ("PEDIDO", "DF-605-2231"),
             ("MÉDICO", "DR. SÉRGIO MACEDO CRM-DF 12.044"), ("DATA DA SOLICITAÇÃO", "30/05/2025"),
             ("COLETA", "05.06.2025 08:31"), ("IMPRESSÃO", "09.06.2025")],
    pages=[[
        EX("PERFIL DE FERRO", [
            r("FERRO SÉRICO", "132", "µg/dL", IRON, "65 A 175"),
            r("CAPACIDADE TOTAL DE LIGAÇÃO\nDO FERRO", "298", "µg/dL", TIBC, "250 A 450"),
            r("ÍNDICE DE SATURAÇÃO DA TRANSFERRINA", "44,3", "%", TSAT, "20 A 50"),
            r("FERRITINA", ">= 1.650", "ng/mL", FERR, "30 A 400"),
            r("TRANSFERRINA", "212", "mg/dL", ("Transferrin", "3034-6"), "200 A 360"),
        ], "SORO", "COLORIMÉTRICO / QUIMIOLUMINESCÊNCIA", layout="free",
           notes=["FERRITINA: VALOR IGUAL OU SUPERIOR AO LIMITE SUPERIOR DE MEDIÇÃO APÓS DILUIÇÃO 1:10."]),
        EX("VITAMINAS E OLIGOELEMENTOS", [
            r("VITAMINA B12", "≥ 2.000", "pg/mL", B12, "197 A 771"),
            r("ÁCIDO FÓLICO", "> 24,0", "ng/mL", FOL, "SUPERIOR A 3,9"),
            r("VITAMINA D (25-OH)", "54,2", "ng/mL", VITD, "20 A 60"),
            r("ZINCO", "82", "µg/dL", ("Zinc", "5763-8"), "70 A 120"),
            r("HOMOCISTEÍNA", "11,4", "µmol/L", ("Homocysteine", "13965-9"), "5,0 A 15,0"),
            r("MAGNÉSIO", "2,1", "mg/dL", MG, "1,6 A 2,6"),
            r("CÁLCIO", "9,8", "mg/dL", CA, "8,6 A 10,3"),
            r("FÓSFORO", "3,1", "mg/dL", P, "2,5 A 4,5"),
        ], "SORO", "", layout="free"),
        EX("IMUNOLOGIA", [
            r("PROTEÍNA C REATIVA (LÁTEX)", "ATÉ 6,0", "mg/L", CRP, "ATÉ 6,0"),
            r("FATOR REUMATOIDE", "< 8,0", "UI/mL", ("Rheumatoid factor", "11572-5"), "INFERIOR A 14,0"),
            r("ANTIESTREPTOLISINA O (ASLO)", "MENOR QUE 200", "UI/mL", ("Streptolysin O Ab", "5370-2"), "ATÉ 200"),
        ], "SORO", "AGLUTINAÇÃO / TURBIDIMETRIA", layout="free",
           notes=["PCR E ASLO PELO MÉTODO SEMIQUANTITATIVO; RESULTADO EXPRESSO PELO LIMITE DE DETECÇÃO."]),
        EX("MARCADORES PROSTÁTICOS", [
            r("PSA TOTAL", "0,62", "ng/mL", ("PSA total", "2857-1"), "ATÉ 2,5 (40-49 ANOS)"),
            r("PSA LIVRE", "0,19", "ng/mL", ("PSA free", "10886-0"), ""),
            r("RELAÇÃO PSA LIVRE/TOTAL", "31", "%", ("PSA free/total", "12841-3"), "SUPERIOR A 25"),
            r("TESTOSTERONA TOTAL", "512", "ng/dL", ("Testosterone", "2986-8"), "249 A 836"),
        ], "SORO", "ELETROQUIMIOLUMINESCÊNCIA", layout="free"),
    ]],
    footer="LIBERADO EM 06.06.2025 17:45 - PÁG. {p}/{n} - LABORATÓRIO PLANALTO CENTRAL",
    sign=["DR. LEONARDO ASSIS BARBOSA - CRBM-3 1.778"],
))

# ================================================================ ac11  Belém/PA imunologia (titres, indices, patterns)
REPORTS.append(dict(
    id="ac11", lab="Instituto de Patologia Clínica do Pará", city="Belém", uf="PA",
    addr="Tv. Dom Romualdo de Seixas, 1.560 - Umarizal - Belém/PA - (91) 3242-8800",
    ids="CNES 2337703 | CNPJ 04.914.225/0001-63",
    rt="Diretora técnica: Dra. Luana Tavares Corrêa - CRM-PA 8.115", default="2025-02-11", dec="br",
    theme="modern2",
    patient=[("Paciente", "Ana Beatriz Monteiro Sousa"), ("Nascimento", "23/04/1986"), ("Sexo", "F"),
             ("Médico", "Dr. Raimundo Nonato Lobato - CRM-PA 6.290"), ("Pedido", "BEL-250211-0093"),
             ("Coleta", "11/02/2025 09:47"), ("Recebimento", "11/02/2025 10:30"), ("Liberação", "18/02/2025")],
    pages=[[
        EX("FATOR ANTINÚCLEO (FAN) - HEp-2", [
            R("Resultado", "Reagente", "", "ANA presence", "8061-4"),
            R("Título", "1/160", "", "ANA titer", "5048-4", ref="Não reagente: inferior a 1/80"),
            R("Padrão", "Nuclear pontilhado fino denso", "", "ANA pattern", "14611-8", alts=("13068-2",)),
        ], "Soro", "Imunofluorescência indireta em células HEp-2", layout="free",
           notes=["O padrão nuclear pontilhado fino denso é frequentemente observado em indivíduos sem doença autoimune (anti-DFS70)."]),
        EX("ARTRITE REUMATOIDE", [
            r("Fator reumatoide (quantitativo)", "inferior a 8,0", "UI/mL", ("Rheumatoid factor", "11572-5"), "inferior a 14,0"),
            r("Anti-CCP (peptídeo citrulinado cíclico)", "< 7,0", "U/mL", ("CCP Ab", "32218-0"), "Negativo: < 17,0 | Positivo: ≥ 17,0"),
        ], "Soro", "Imunoturbidimetria / ECLIA", layout="table", cols=("Exame", "Resultado", "Unidade", "Referência")),
        EX("COMPLEMENTO E IMUNOGLOBULINAS", [
            r("Complemento C3", "118", "mg/dL", ("C3", "4485-9"), "90 a 180"),
            r("Complemento C4", "24", "mg/dL", ("C4", "4498-2"), "10 a 40"),
            r("IgG", "1.410", "mg/dL", ("IgG", "2465-3"), "700 a 1.600"),
            r("IgA", "245", "mg/dL", ("IgA", "2458-8"), "70 a 400"),
            r("IgE total", "1.234", "UI/mL", ("IgE", "19113-0"), "até 100", flag="Alto"),
        ], "Soro", "Nefelometria / quimioluminescência", layout="table", cols=("Exame", "Resultado", "Unidade", "Referência")),
        EX("AUTOIMUNIDADE TIREOIDIANA", [
            r("Anti-TPO", "127,4", "UI/mL", ("Thyroperoxidase Ab", "8099-4"), "inferior a 34,0", flag="↑"),
            r("Anti-tireoglobulina", "< 1,3", "UI/mL", ("Thyroglobulin Ab", "8098-6"), "inferior a 115"),
            r("TSH", "5,84", "µUI/mL", TSH, "0,27 a 4,20", flag="H"),
        ], "Soro", "Eletroquimioluminescência", layout="table", cols=("Exame", "Resultado", "Unidade", "Referência")),
        EX("PROVAS DE ATIVIDADE INFLAMATÓRIA", [
            r("Proteína C reativa", "12,4", "mg/L", CRP, "inferior a 5,0", flag="H"),
            r("VHS", "31", "mm/h", ("ESR Westergren", "4537-7", ("30341-2",)), "até 20", flag="H"),
            NR("Alfa-1 glicoproteína ácida", "Exame em andamento - resultado em laudo complementar"),
        ], "Soro / sangue EDTA", "Turbidimetria / Westergren", layout="table", cols=("Exame", "Resultado", "Unidade", "Referência")),
    ]],
    footer="Belém-PA, 18/02/2025. Página {p} de {n}. Este documento tem validade com assinatura digital ICP-Brasil.",
    sign=["Dra. Luana Tavares Corrêa - CRM-PA 8.115 - Patologista Clínica"],
))

# ================================================================ ac12  Natal/RN old mono system, decimal POINT, ASCII units, results after reference
M = dict(dec="en")
REPORTS.append(dict(
    id="ac12", lab="LABORATORIO SAO JOSE DE ANALISES CLINICAS LTDA", city="Natal", uf="RN",
    addr="RUA APODI, 455 - CIDADE ALTA - NATAL/RN - FONE (84) 3211-2020",
    ids="CNES: 2409208  CNPJ: 08.241.747/0001-12",
    rt="RESP. TECNICO: DR. JOAO BATISTA MEDEIROS  CRF-RN 1.203", default="2025-03-14", dec="en",
    theme="mono",
    patient=[("PACIENTE", "FRANCISCO DAS CHAGAS PEREIRA"), ("NASC", "02.12.54"), ("SEXO", "M"), ("REG", "118722"),
             ("MEDICO", "DR. HUGO FERNANDES CRM 3.318"), ("DATA COLETA", "14.03.25"), ("DATA ENTREGA", "17.03.25")],
    pages=[[
        EX("HEMOGRAMA", [
            r("ERITROCITOS", "5.12", "10^6/uL", RBC, "4.50 - 5.90"),
            r("HEMOGLOBINA", "15.1", "g/dL", HB, "13.5 - 17.5"),
            r("HEMATOCRITO", "45.3", "%", HT, "41.0 - 53.0"),
            r("VCM", "88.5", "fL", MCV, "80.0 - 100.0"),
            r("HCM", "29.5", "pg", MCH, "26.0 - 34.0"),
            r("CHCM", "33.3", "g/dL", MCHC, "31.0 - 37.0"),
            r("RDW", "12.9", "%", RDW, "11.5 - 14.5"),
            r("LEUCOCITOS", "9.8", "10^3/uL", WBC, "4.0 - 11.0"),
            r("NEUTROFILOS", "68.2", "%", ("Neutrophils /100 leukocytes", "770-8"), "40.0 - 75.0"),
            r("LINFOCITOS", "22.1", "%", ("Lymphocytes /100 leukocytes", "736-9"), "20.0 - 45.0"),
            r("MONOCITOS", "6.9", "%", ("Monocytes /100 leukocytes", "5905-5"), "2.0 - 10.0"),
            r("EOSINOFILOS", "2.4", "%", ("Eosinophils /100 leukocytes", "713-8"), "1.0 - 6.0"),
            r("BASOFILOS", "0.4", "%", ("Basophils /100 leukocytes", "706-2"), "0.0 - 2.0"),
            r("PLAQUETAS", "312", "10^3/uL", PLT, "150 - 450"),
        ], "SANGUE TOTAL EDTA", "AUTOMATIZADO", layout="mono"),
        EX("BIOQUIMICA", [
            r("GLICOSE", "101", "mg/dL", GLU, "70 - 99", flag="H", fg=True),
            r("UREIA", "40", "mg/dL", UREA, "15 - 45"),
            r("CREATININA", "1.10", "mg/dL", CREA, "0.70 - 1.30"),
            r("COLESTEROL TOTAL", "215", "mg/dL", CT, "MENOR QUE 190", flag="H", fg=True),
            r("HDL COLESTEROL", "52", "mg/dL", HDL, "MAIOR QUE 40"),
            r("LDL COLESTEROL", "139", "mg/dL", LDL, "MENOR QUE 130", flag="H", fg=True),
            r("TRIGLICERIDES", "120", "mg/dL", TG, "MENOR QUE 150"),
            r("TSH", "3.120", "uUI/mL", TSH, "0.270 - 4.200"),
            r("PSA TOTAL", "1.2", "ng/mL", ("PSA total", "2857-1"), "ATE 6.5 (>70 A)"),
        ], "SORO", "", layout="mono"),
    ]],
    footer="LIBERADO: 15.03.25 10:22   IMPRESSO: 17.03.25   PAG. {p}/{n}",
    sign=["DR. JOAO BATISTA MEDEIROS - CRF-RN 1.203"],
))
