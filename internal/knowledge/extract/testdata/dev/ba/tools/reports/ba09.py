"""ba09 – child (6 y): urinalysis (EAS) in a table without rules, stool parasitology on three
collection dates, faecal occult blood.  Campo Grande – MS."""
from reports.common import *

LAB = Lab(
    name="Bio Análises Pantanal",
    subtitle="Laboratório de Análises Clínicas",
    address="Rua 14 de Julho, 2.260 – Centro",
    city="Campo Grande – MS · CEP 79002-333",
    contact="(67) 3384-1020 · bioanalisespantanal.com.br",
    ids="CNPJ 15.440.972/0001-05 · CNES 0018457",
    rt="",
)
STYLE = Style(font="carlito", size=9.6, accent="#0b5d8f", header="centered", patient_cols=3,
              patient_widths=[0.42, 0.28, 0.30])

CUR = "2025-03-20"


def R(name, an, lo, v, u="", fl="", d=None, alts=()):
    return Res(name, an, lo, v, u, fl, d or CUR, alts)


COR = R("Cor", "Color of Urine", "5778-6", "Amarelo citrino")
ASP = R("Aspecto", "Appearance of Urine", "5767-9", "Límpido")
DEN = R("Densidade", "Specific gravity of Urine by Test strip", "5811-5", "1,020", alts=("2965-2",))
PH = R("pH", "pH of Urine by Test strip", "5803-2", "6,0", alts=("2756-5",))
PRO = R("Proteínas", "Protein [Presence] in Urine by Test strip", "20454-5", "Negativo")
GLI = R("Glicose", "Glucose [Presence] in Urine by Test strip", "25428-4", "Negativo")
CET = R("Corpos cetônicos", "Ketones [Presence] in Urine by Test strip", "2514-8", "Negativo")
BIL = R("Bilirrubina", "Bilirubin.total [Presence] in Urine by Test strip", "5770-3", "Negativo")
URO = R("Urobilinogênio", "Urobilinogen [Mass/volume] in Urine by Test strip", "20405-7", "< 1,0", "mg/dL")
HB = R("Hemoglobina", "Hemoglobin [Presence] in Urine by Test strip", "5794-3", "Negativo")
NIT = R("Nitrito", "Nitrite [Presence] in Urine by Test strip", "5802-4", "Negativo")
EST = R("Esterase leucocitária", "Leukocyte esterase [Presence] in Urine by Test strip", "5799-2", "Negativo")
LEU = R("Leucócitos", "Leukocytes [#/volume] in Urine", "30405-5", "3.000", "/mL", alts=("46702-7",))
HEM = R("Hemácias", "Erythrocytes [#/volume] in Urine", "30391-7", "1.000", "/mL", alts=("46419-8",))
EPI = R("Células epiteliais", "Epithelial cells [Presence] in Urine sediment by Light microscopy", "20453-7", "Raras")
CRI = R("Cristais de oxalato de cálcio", "Calcium oxalate crystals [Presence] in Urine sediment by Light microscopy", "5774-5",
        "Raros")
CIL = R("Cilindros hialinos", "Hyaline casts [#/area] in Urine sediment by Microscopy low power field", "5796-8", "Ausentes")
BAC = R("Bactérias", "Bacteria [Presence] in Urine sediment by Light microscopy", "25145-4", "Ausentes")
MUC = R("Muco", "Mucus [Presence] in Urine sediment by Light microscopy", "8247-9", "Ausente")


def ur(r, ref):
    return Row([N(r), V(r), U(r) if r.unit else T(""), T(ref)])


eas = Table(
    cols=[Col("Exame", 62), Col("Resultado", 40), Col("Unidade", 20), Col("Valores de referência", 60)],
    rows=[Group("EXAME FÍSICO", shade=False), ur(COR, "Amarelo"), ur(ASP, "Límpido"), ur(DEN, "1,005 a 1,030"), ur(PH, "5,0 a 7,5"),
          Group("EXAME QUÍMICO", shade=False), ur(PRO, "Negativo"), ur(GLI, "Negativo"), ur(CET, "Negativo"),
          ur(BIL, "Negativo"), ur(URO, "até 1,0"), ur(HB, "Negativo"), ur(NIT, "Negativo"), ur(EST, "Negativo"),
          Group("SEDIMENTOSCOPIA", shade=False), ur(LEU, "até 10.000"), ur(HEM, "até 10.000"), ur(EPI, "Raras a algumas"),
          ur(CRI, "Ausentes"), ur(CIL, "Ausentes"), ur(BAC, "Ausentes a raras"), ur(MUC, "Ausente")],
    rules="none", header_shade=False, pad=0.35)

OP = "Ova and parasites identified in Stool by Light microscopy"
P1 = R("Parasitológico – 1ª amostra", OP, "10704-5", "Negativo", d="2025-03-17")
P2 = R("Parasitológico – 2ª amostra", OP, "10704-5", "Negativo", d="2025-03-18")
P3 = R("Parasitológico – 3ª amostra", OP, "10704-5", "Cistos de Giardia duodenalis", d="2025-03-19")
SO = R("Sangue oculto", "Hemoglobin.gastrointestinal [Presence] in Stool", "2335-8", "Negativo", d="2025-03-19")
epf = Table(
    cols=[Col("Exame", 62), Col("Data da coleta", 32), Col("Resultado", 88)],
    rows=[Row([N(P1), T("17/03/2025"), V(P1)]), Row([N(P2), T("18/03/2025"), V(P2)]), Row([N(P3), T("19/03/2025"), V(P3)]),
          Row([N(SO), T("19/03/2025"), V(SO)])],
    rules="none", header_shade=False, pad=0.35)

REPORT = Report(
    id="ba09", lab=LAB, style=STYLE,
    patient=[("Paciente", "Davi Lucas Ortiz Benites"), ("Sexo", "Masculino"), ("Idade", "6 anos"),
             ("Nascimento", "23/01/2019"), ("Pedido", "14/03/2025"), ("Recebido em", "20/03/2025 08:10"),
             ("Médico", "Dr. Rafael Ojeda Arguello"), ("Unidade", "Posto Vila Planalto"), ("OS", "0320-11584")],
    collected_default=CUR,
    pages=[[
        H("URINA TIPO I (EAS)", 1, rule=True),
        KV([("Material", "Urina – jato médio, 1ª micção"), ("Coletado em", "20/03/2025 06:30")], cols=2, widths=[92, 90]),
        KV([("Método", "Tira reativa (leitura automatizada) e sedimentoscopia quantitativa em câmara")], cols=1),
        eas,
        H("PARASITOLÓGICO DE FEZES (3 AMOSTRAS) E SANGUE OCULTO", 1, rule=True),
        KV([("Material", "Fezes em conservante (MIF)"),
            ("Métodos", "Hoffman, Pons & Janer; Faust; sangue oculto imunocromatográfico")], cols=2, widths=[64, 118]),
        epf,
        P("Giardia duodenalis (sin. G. lamblia). Recomenda-se novo exame 7 a 10 dias após o término do tratamento.",
          size=8.4, italic=True),
        Sig([["Dra. Aline Figueiró Campos", "Biomédica", "CRBM-1 33.712"]], align="R"),
    ]],
    footer_left="Liberado em 21/03/2025 16:02 · Impresso em 22/03/2025 10:31",
    footer_right="OS 0320-11584",
    features="centered header; urinalysis table without any rules, grouped (físico/químico/sedimento); qualitative "
             "results (Negativo, Raros, Raras, Ausentes, Ausente, Límpido); urobilinogen '< 1,0'; counts per mL with "
             "thousands dot; stool parasitology on three collection dates",
)
