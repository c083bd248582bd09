"""ba10 – infant (11 months) admitted with gastroenteritis and dehydration: electrolytes, kidney,
glucose and CRP on two collection dates side by side (flag '*'), admission urinalysis, liver panel
with references by age, coagulation with a marker name split across two lines.  Fortaleza – CE."""
from reports.common import *

LAB = Lab(
    name="Hospital Infantil Santa Clara",
    subtitle="Laboratório de Análises Clínicas – Internação",
    address="Av. Pontes Vieira, 2.551 – Dionísio Torres",
    city="Fortaleza – CE · CEP 60135-238",
    contact="(85) 3878-2200 · Ramal 4120",
    ids="CNPJ 07.260.915/0001-84 · CNES 2481286",
    rt="",
)
STYLE = Style(font="dejavu-condensed", size=8.4, accent="#9c2b23", header="band", patient_cols=3,
              patient_widths=[0.42, 0.30, 0.28])

D1, D2 = "2025-03-22", "2025-03-23"

evo = [
    # name, analyte, loinc, v1, f1, v2, f2, unit, ref, alts
    ("Sódio", "Sodium [Moles/volume] in Serum or Plasma", "2951-2", "128", "*", "136", "", "mmol/L", "136 a 145", ()),
    ("Potássio", "Potassium [Moles/volume] in Serum or Plasma", "2823-3", "3,1", "*", "3,9", "", "mmol/L", "3,6 a 5,8", ()),
    ("Cloreto", "Chloride [Moles/volume] in Serum or Plasma", "2075-0", "96", "*", "103", "", "mmol/L", "98 a 107", ()),
    ("Bicarbonato", "Bicarbonate [Moles/volume] in Serum or Plasma", "1963-8", "15,8", "*", "21,4", "", "mmol/L", "20 a 28",
     ("2028-9",)),
    ("Cálcio total", "Calcium [Mass/volume] in Serum or Plasma", "17861-6", "9,1", "", "9,4", "", "mg/dL", "8,8 a 10,8", ()),
    ("Magnésio", "Magnesium [Mass/volume] in Serum or Plasma", "19123-9", "1,9", "", "2,0", "", "mg/dL", "1,6 a 2,6", ()),
    ("Fósforo", "Phosphate [Mass/volume] in Serum or Plasma", "2777-1", "4,2", "*", "4,9", "", "mg/dL", "4,5 a 6,7", ()),
    ("Ureia", "Urea [Mass/volume] in Serum or Plasma", "3091-6", "52", "*", "28", "", "mg/dL", "10 a 40", ()),
    ("Creatinina", "Creatinine [Mass/volume] in Serum or Plasma", "2160-0", "0,48", "*", "0,31", "", "mg/dL", "0,20 a 0,40", ()),
    ("Glicose", "Glucose [Mass/volume] in Serum or Plasma", "2345-7", "68", "*", "84", "", "mg/dL", "70 a 100", ()),
    ("Proteína C reativa", "C reactive protein [Mass/volume] in Serum or Plasma", "1988-5", "18,6", "*", "11,2", "*", "mg/L",
     "inferior a 5,0", ()),
]
rows = []
for (nm, an, lo, v1, f1, v2, f2, u, ref, alts) in evo:
    a = Res(nm, an, lo, v1, u, f1, D1, alts)
    b = Res(nm, an, lo, v2, u, f2, D2, alts)
    rows.append(Row([N(a), V(a, align="C", flag_sep=""), V(b, align="C", flag_sep=""), U(a), T(ref)]))
bioq = Table(
    cols=[Col("Exame", 46), Col("22/03/2025 08:15\n(admissão)", 34, "C"), Col("23/03/2025 06:00", 34, "C"),
          Col("Unidade", 20), Col("Referência\n(6 a 12 meses)", 50)],
    rows=rows, rules="grid")


def R1(name, an, lo, v, u="", fl="", alts=(), d=D1):
    return Res(name, an, lo, v, u, fl, d, alts)


UD = R1("Densidade", "Specific gravity of Urine by Test strip", "5811-5", "1,030", alts=("2965-2",))
UPH = R1("pH", "pH of Urine by Test strip", "5803-2", "5,5", alts=("2756-5",))
UCE = R1("Corpos cetônicos", "Ketones [Presence] in Urine by Test strip", "2514-8", "Positivo (++)", fl="*")
UGL = R1("Glicose", "Glucose [Presence] in Urine by Test strip", "25428-4", "Negativo")
ULE = R1("Leucócitos", "Leukocytes [#/area] in Urine sediment by Microscopy high power field", "5821-4", "Raros")
urina = Table(
    cols=[Col("Urina tipo I", 46), Col("Resultado", 40), Col("Referência", 98)],
    rows=[Row([N(r), V(r, bold=False), T(ref)]) for r, ref in
          [(UD, "1,005 a 1,030"), (UPH, "5,0 a 7,0"), (UCE, "Negativo"), (UGL, "Negativo"), (ULE, "até 5 por campo")]],
    rules="none", header_shade=False, pad=0.3)

hep = [
    ("TGO (AST)", "Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma", "1920-8", "38", "U/L",
     "6 a 12 meses: até 60\n1 a 9 anos: até 45"),
    ("TGP (ALT)", "Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma", "1742-6", "24", "U/L",
     "6 a 12 meses: até 45\n1 a 9 anos: até 35"),
    ("Fosfatase alcalina", "Alkaline phosphatase [Enzymatic activity/volume] in Serum or Plasma", "6768-6", "245", "U/L",
     "6 a 12 meses: 122 a 469\n1 a 9 anos: 142 a 335"),
    ("Gama-glutamiltransferase", "Gamma glutamyl transferase [Enzymatic activity/volume] in Serum or Plasma", "2324-2", "21", "U/L",
     "6 a 12 meses: 8 a 39"),
    ("Bilirrubina total", "Bilirubin.total [Mass/volume] in Serum or Plasma", "1975-2", "0,42", "mg/dL", "até 1,0"),
    ("Bilirrubina direta", "Bilirubin.direct [Mass/volume] in Serum or Plasma", "1968-7", "0,12", "mg/dL", "até 0,3"),
    ("Bilirrubina indireta", "Bilirubin.indirect [Mass/volume] in Serum or Plasma", "1971-1", "0,30", "mg/dL", "até 0,8"),
    ("Proteínas totais", "Protein [Mass/volume] in Serum or Plasma", "2885-2", "6,1", "g/dL", "5,1 a 7,3"),
    ("Albumina", "Albumin [Mass/volume] in Serum or Plasma", "1751-7", "3,8", "g/dL", "3,4 a 4,2"),
]
hrows = []
for (nm, an, lo, v, u, ref) in hep:
    r = R1(nm, an, lo, v, u)
    hrows.append(Row([N(r), V(r), U(r), T(ref)]))
hepat = Table(
    cols=[Col("Exame", 58), Col("Resultado", 26, "R"), Col("Unidade", 20), Col("Valores de referência por idade", 80)],
    rows=hrows, rules="hlines", header_shade=True)

TP = R1("Tempo de protrombina (TP)", "Prothrombin time (PT)", "5902-2", "13,1", "s")
ATP = R1("Atividade de protrombina", "Prothrombin time (PT) actual/normal", "5894-1", "88", "%")
INR = R1("RNI", "INR in Platelet poor plasma by Coagulation assay", "6301-6", "1,08")
TTPA = R1("Tempo de tromboplastina\nparcial ativada (TTPa)", "aPTT in Platelet poor plasma by Coagulation assay", "14979-9",
          "36,4", "s", alts=("3173-2",))
REL = R1("Relação TTPa\n(paciente/controle)", "aPTT in Platelet poor plasma by Coagulation assay --actual/normal", "63561-5", "1,12")
FIB = R1("Fibrinogênio", "Fibrinogen [Mass/volume] in Platelet poor plasma by Coagulation assay", "3255-7", "245", "mg/dL")
coag = Table(
    cols=[Col("Exame", 58), Col("Resultado", 26, "R"), Col("Unidade", 20), Col("Valores de referência (lactentes)", 80)],
    rows=[Row([N(r), V(r), U(r) if r.unit else T(""), T(ref)]) for r, ref in
          [(TP, "11,0 a 14,5"), (ATP, "70 a 100"), (INR, "0,90 a 1,20"), (TTPA, "28,0 a 42,0"), (REL, "até 1,25"),
           (FIB, "150 a 400")]],
    rules="hlines", header_shade=True)

REPORT = Report(
    id="ba10", lab=LAB, style=STYLE,
    patient=[("Paciente", "Heloísa Maria Rocha Sampaio"), ("Sexo", "Feminino"), ("Idade", "11 meses"),
             ("Nascimento", "18/04/2024"), ("Internação", "22/03/2025 03:40"), ("Registro", "HSC-1182044"),
             ("Leito", "Enfermaria Pediátrica 3 – 07"), ("Médico", "Dr. Caio Mota Holanda"), ("Peso", "8,6 kg")],
    page2_patient=[("Paciente", "Heloísa Maria Rocha Sampaio"), ("Nascimento", "18/04/2024"), ("Registro", "HSC-1182044")],
    collected_default=D1,
    pages=[[
        H("BIOQUÍMICA – EVOLUTIVO DA INTERNAÇÃO", 1, rule=True),
        KV([("Material", "Soro (sangue venoso)"), ("Legenda", "* resultado fora do intervalo de referência")], cols=2),
        Space(1),
        bioq,
        P("Hidratação venosa iniciada em 22/03/2025 às 09:30. Amostra de 23/03/2025 colhida 20 h após o início da "
          "reposição.", size=7.8, italic=True),
        H("URINA TIPO I – ADMISSÃO", 1, rule=True),
        KV([("Material", "Urina (saco coletor)"), ("Coletado em", "22/03/2025 10:40"), ("Método", "Tira reativa e microscopia")],
           cols=3),
        urina,
        Sig([["Dra. Mariana Bezerra Leitão", "Farmacêutica-Bioquímica", "CRF-CE 4.019"]]),
    ], [
        H("FUNÇÃO HEPÁTICA", 1, rule=True),
        KV([("Material", "Soro"), ("Coletado em", "22/03/2025 08:15"), ("Método", "Cinético UV / colorimétrico")], cols=3),
        hepat,
        H("COAGULAÇÃO", 1, rule=True),
        KV([("Material", "Plasma citratado"), ("Coletado em", "22/03/2025 08:15"), ("Método", "Coagulométrico")], cols=3),
        coag,
        P("RNI calculado com ISI 1,02 do lote de tromboplastina em uso (validade 30/09/2025).", size=7.8, italic=True),
        Sig([["Dra. Mariana Bezerra Leitão", "Farmacêutica-Bioquímica", "CRF-CE 4.019"],
             ["Dr. Paulo Sérgio Arrais", "Médico Patologista Clínico", "CRM-CE 8.836"]]),
    ]],
    footer_left="Liberado em 23/03/2025 08:52 · Impresso em 23/03/2025 09:10",
    footer_right="Registro HSC-1182044",
    features="band header, condensed font; grid table with two collection dates as columns, '*' flags glued to values; "
             "reference 'inferior a 5,0'; short admission urinalysis ('Positivo (++)', 'Raros'); liver panel with "
             "multi-line references by age; coagulation with split names (TTPa, relação); 2 pages",
)
