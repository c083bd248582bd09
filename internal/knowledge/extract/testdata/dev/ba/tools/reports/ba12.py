"""ba12 – adolescent (16 y) in follow-up after a germ-cell tumour: cumulative tumour markers
(three dates, split marker name), two-column nutrition/biochemistry block, coagulation, coeliac
serology collected on another date, AFP reference table by age.  Campinas – SP."""
from reports.common import *

LAB = Lab(
    name="Oncolab Pediátrico",
    subtitle="Laboratório de Apoio ao Centro de Hematologia e Oncologia Infantil",
    address="Rua Barão de Jaguara, 1.481 – Centro",
    city="Campinas – SP · CEP 13015-910",
    contact="(19) 3731-0090 · oncolabped.org.br",
    ids="CNPJ 51.902.667/0001-40 · CNES 4005112",
    rt="",
)
STYLE = Style(font="dejavu-sans", size=8.2, accent="#8b1e3f", header="left", patient_cols=3,
              patient_widths=[0.42, 0.28, 0.30])

D = ["2025-03-17", "2025-01-13", "2024-11-11"]
CEL = "2025-03-10"

AFP = "Alpha-1-Fetoprotein [Mass/volume] in Serum or Plasma"
HCG = "Choriogonadotropin.beta subunit [Units/volume] in Serum or Plasma"
LDH = "Lactate dehydrogenase [Enzymatic activity/volume] in Serum or Plasma by Lactate to pyruvate reaction"
afp = [Res("Alfafetoproteína (AFP)", AFP, "1834-1", v, "ng/mL", f, d) for v, f, d in zip(["3,1", "6,8", "184,0"], ["", "", "H"], D)]
hcg = [Res("Gonadotrofina coriônica\nfração beta (β-hCG)", HCG, "21198-7", v, "mUI/mL", f, d, ("19080-1",))
       for v, f, d in zip(["inferior a 1,2", "inferior a 1,2", "35,6"], ["", "", "H"], D)]
ldh = [Res("Desidrogenase láctica (LDH)", LDH, "14804-9", v, "U/L", f, d, ("2532-0",))
       for v, f, d in zip(["182", "205", "412"], ["", "", "H"], D)]
tm = Table(
    cols=[Col("Exame", 52), Col("17/03/2025", 27, "C"), Col("13/01/2025", 27, "C"), Col("11/11/2024", 27, "C"),
          Col("Unidade", 19), Col("Referência", 32)],
    rows=[Row([N(x[0])] + [V(r, align="C", bold=(i == 0)) for i, r in enumerate(x)] + [U(x[0]), T(ref)])
          for x, ref in [(afp, "inferior a 7,0"), (hcg, "inferior a 2,0"), (ldh, "120 a 246")]],
    rules="grid", header_shade=True)


def R(name, an, lo, v, u, fl="", alts=(), d=D[0]):
    return Res(name, an, lo, v, u, fl, d, alts)


FE = R("Ferro sérico", "Iron [Mass/volume] in Serum or Plasma", "2498-4", "64", "µg/dL", "L")
FER = R("Ferritina", "Ferritin [Mass/volume] in Serum or Plasma", "2276-4", "superior a 1.500", "ng/mL", "H")
B12 = R("Vitamina B12", "Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma", "2132-9", "388", "pg/mL")
FOL = R("Ácido fólico", "Folate [Mass/volume] in Serum or Plasma", "2284-8", "9,8", "ng/mL")
ZN = R("Zinco", "Zinc [Mass/volume] in Serum or Plasma", "5763-8", "72", "µg/dL")
VA = R("Vitamina A (retinol)", "Retinol [Mass/volume] in Serum or Plasma", "2923-1", "0,38", "mg/L")
NA = R("Sódio", "Sodium [Moles/volume] in Serum or Plasma", "2951-2", "139", "mmol/L")
K = R("Potássio", "Potassium [Moles/volume] in Serum or Plasma", "2823-3", "4,2", "mmol/L")
CT = R("Colesterol total", "Cholesterol [Mass/volume] in Serum or Plasma", "2093-3", "154", "mg/dL")
HDL = R("Colesterol HDL", "Cholesterol in HDL [Mass/volume] in Serum or Plasma", "2085-9", "46", "mg/dL")
TG = R("Triglicerídeos", "Triglyceride [Mass/volume] in Serum or Plasma", "2571-8", "98", "mg/dL")


def small(rows, w):
    return Table(cols=[Col("Exame", w[0]), Col("Resultado", w[1], "R"), Col("Ref.", w[2])],
                 rows=[Row([N(r), V(r, with_unit=True), T(ref)]) for r, ref in rows],
                 rules="header", header_shade=False, size=7.8, pad=0.45)


left = [H("Ferro e micronutrientes", 2),
        small([(FE, "65 a 175"), (FER, "30 a 400"), (B12, "187 a 883"), (FOL, "> 3,9"), (ZN, "70 a 120"),
               (VA, "0,30 a 0,80")], (32, 44, 24))]
right = [H("Eletrólitos e lipídios", 2),
         small([(NA, "136 a 145"), (K, "3,5 a 5,1"), (CT, "< 170"), (HDL, "> 45"), (TG, "< 90")], (30, 26, 20)),
         P("Ferritina acima do limite de medição sem diluição; história de múltiplas transfusões (última em "
           "06/01/2025).", size=7.4, italic=True)]

TP = R("Tempo de protrombina", "Prothrombin time (PT)", "5902-2", "12,6", "s")
INR = R("RNI", "INR in Platelet poor plasma by Coagulation assay", "6301-6", "1,02", "")
TTPA = R("Tempo de tromboplastina parcial ativada", "aPTT in Platelet poor plasma by Coagulation assay", "14979-9", "31,2", "s",
         alts=("3173-2",))
coag = Table(
    cols=[Col("Exame", 80), Col("Resultado", 30, "R"), Col("Unidade", 20), Col("Valores de referência", 54)],
    rows=[Row([N(r), V(r), U(r) if r.unit else T(""), T(ref)]) for r, ref in
          [(TP, "10,0 a 13,5"), (INR, "0,90 a 1,20"), (TTPA, "25,0 a 38,0")]],
    rules="box", header_shade=True)

TTG = R("Anticorpo antitransglutaminase tecidual IgA", "Tissue transglutaminase IgA Ab [Units/volume] in Serum", "31017-7", "1,8",
        "U/mL", d=CEL)
IGA = R("IgA total", "IgA [Mass/volume] in Serum or Plasma", "2458-8", "142", "mg/dL", d=CEL)
cel = Table(
    cols=[Col("Exame", 80), Col("Resultado", 30, "R"), Col("Unidade", 20), Col("Valores de referência", 54)],
    rows=[Row([N(TTG), V(TTG), U(TTG), T("Não reagente: inferior a 7,0\nReagente: superior a 10,0")]),
          Row([N(IGA), V(IGA), U(IGA), T("13 a 18 anos: 70 a 400")])],
    rules="box", header_shade=True)

RUB = R("Rubéola – anticorpos IgG", "Rubella virus IgG Ab [Presence] in Serum", "25514-1", "Reagente", "", alts=("40667-8",),
        d=CEL)
sero = Table(
    cols=[Col("Exame", 80), Col("Resultado", 30, "R"), Col("Valores de referência", 74)],
    rows=[Row([N(RUB), V(RUB), T("Não reagente: sem imunidade detectável")])],
    rules="box", header_shade=True)

afpref = Table(
    cols=[Col("Idade", 50), Col("AFP – referência (ng/mL)", 60, "C")],
    rows=[Row([T("Recém-nascido a termo"), T("até 100.000")]), Row([T("1 mês"), T("até 6.000")]),
          Row([T("3 meses"), T("até 800")]), Row([T("6 meses a 1 ano"), T("até 40")]), Row([T("> 1 ano"), T("inferior a 7,0")])],
    rules="hlines", size=7.6, pad=0.4)

REPORT = Report(
    id="ba12", lab=LAB, style=STYLE,
    patient=[("Paciente", "Gustavo Henrique Tavares Lemos"), ("Sexo", "Masculino"), ("Idade", "16 anos"),
             ("Nascimento", "21/09/2008"), ("Prontuário", "ONC-20417"), ("Coleta", "17/03/2025 07:30"),
             ("Médico", "Dr. Marcelo Assunção Prado"), ("Diagnóstico", "02/09/2024"), ("Pedido", "12/03/2025")],
    page2_patient=[("Paciente", "Gustavo Henrique Tavares Lemos"), ("Nascimento", "21/09/2008"), ("Prontuário", "ONC-20417")],
    collected_default=D[0],
    pages=[[
        H("MARCADORES TUMORAIS – EVOLUTIVO", 1, rule=True),
        KV([("Material", "Soro"), ("Métodos", "AFP e β-hCG: eletroquimioluminescência; LDH: cinético UV (L→P)")], cols=2,
           widths=[40, 144]),
        Space(1),
        tm,
        P("H = acima do valor de referência. Último ciclo de quimioterapia em 20/12/2024. Resultados de 13/01/2025 e "
          "11/11/2024 obtidos neste laboratório.", size=7.6, italic=True),
        H("PERFIL NUTRICIONAL E BIOQUÍMICA", 1, rule=True),
        KV([("Material", "Soro"), ("Coletado em", "17/03/2025 07:30"), ("Jejum", "10 horas")], cols=3),
        Cols([left, right], gap=8, rule=True, widths=[100, 76]),
        Sig([["Dra. Vanessa Quintela Rocha", "Farmacêutica-Bioquímica", "CRF-SP 61.220"]]),
    ], [
        H("COAGULAÇÃO", 1, rule=True),
        KV([("Material", "Plasma citratado"), ("Coletado em", "17/03/2025 07:30"), ("Método", "Coagulométrico automatizado")],
           cols=3),
        coag,
        H("SOROLOGIA PARA DOENÇA CELÍACA", 1, rule=True),
        KV([("Material", "Soro"), ("Coletado em", "10/03/2025 08:05"), ("Método", "CLIA / nefelometria")],
           cols=3),
        cel,
        P("Interpretação: ausência de anticorpos antitransglutaminase IgA em nível significativo; IgA total normal, o "
          "que valida a pesquisa de anticorpos da classe IgA.", size=7.8),
        H("SOROLOGIA – REAVALIAÇÃO VACINAL PÓS-QUIMIOTERAPIA", 1, rule=True),
        KV([("Material", "Soro"), ("Coletado em", "10/03/2025 08:05"), ("Método", "Quimioluminescência")], cols=3),
        sero,
        H("Valores de referência de AFP por idade (informativo)", 2),
        afpref,
        Sig([["Dra. Vanessa Quintela Rocha", "Farmacêutica-Bioquímica", "CRF-SP 61.220"],
             ["Dr. Leonardo Feitosa Brandt", "Médico Patologista Clínico", "CRM-SP 132.904"]]),
    ]],
    footer_left="Liberado em 18/03/2025 13:15 · Próximo controle previsto: 05/2025",
    footer_right="Prontuário ONC-20417",
    features="left header; cumulative tumour-marker grid (three dates as columns, H flags, 'inferior a 1,2'); marker "
             "name split across two lines (β-hCG); two-column block (value and unit in one cell); 'superior a 1.500'; "
             "coagulation; coeliac and rubella serology on another collection date ('Reagente'); AFP reference table by age (not results); 2 pages",
)
