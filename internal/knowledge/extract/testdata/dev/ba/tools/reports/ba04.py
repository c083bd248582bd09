"""ba04 – child (7 y) with environmental lead exposure: blood lead with previous results (venous and
capillary), full blood count with differential, iron metabolism, renal function.  Santo Amaro – BA."""
from reports.common import *

LAB = Lab(
    name="Laboratório Recôncavo",
    subtitle="Análises Clínicas e Toxicológicas",
    address="Praça da Purificação, 58 – Centro",
    city="Santo Amaro – BA · CEP 44200-000",
    contact="(75) 3241-2290 · atendimento@labreconcavo.com.br",
    ids="CNPJ 27.903.551/0001-18 · CNES 5528117",
    rt="",
)
STYLE = Style(font="liberation-serif", size=9.0, accent="#333333", header="boxed", patient_cols=3,
              patient_widths=[0.42, 0.30, 0.28])

CUR = "2025-02-24"

PB = Res("Chumbo no sangue", "Lead [Mass/volume] in Venous blood", "77307-7", "7,8", "µg/dL", "Alto", CUR, ("5671-3",))
PB1 = Res("Chumbo no sangue", "Lead [Mass/volume] in Venous blood", "77307-7", "9,6", "µg/dL", "Alto", "2024-11-18", ("5671-3",))
PB2 = Res("Chumbo no sangue", "Lead [Mass/volume] in Capillary blood", "10368-9", "11,4", "µg/dL", "Alto", "2024-08-12", ("5671-3",))
prev = Table(
    cols=[Col("Data da coleta", 34), Col("Chumbo no sangue (µg/dL)", 48, "C"), Col("Tipo de amostra", 52)],
    rows=[Row([T("18/11/2024"), V(PB1, align="C"), T("sangue venoso")]),
          Row([T("12/08/2024"), V(PB2, align="C"), T("sangue capilar (triagem escolar)")])],
    rules="box", size=8.6)
interp = Table(
    cols=[Col("Plumbemia (µg/dL)", 40), Col("Conduta sugerida (crianças)", 144)],
    rows=[Row([T("< 3,5"), T("Valor de referência (CDC, 2021) – acompanhamento de rotina")]),
          Row([T("3,5 a 19,9"), T("Investigar fontes de exposição; repetir em 1 a 3 meses; avaliar ferro e dieta")]),
          Row([T("20,0 a 44,9"), T("Avaliação clínica e ambiental completa; notificação à vigilância em saúde")]),
          Row([T("≥ 45,0"), T("Encaminhamento urgente para avaliação de terapia quelante")])],
    rules="hlines", size=7.8, pad=0.4)

# -- hemograma -------------------------------------------------------------------------
RBC = Res("Eritrócitos", "Erythrocytes [#/volume] in Blood by Automated count", "789-8", "4,48", "milhões/µL", "", CUR, ("26453-1",))
HB = Res("Hemoglobina", "Hemoglobin [Mass/volume] in Blood", "718-7", "11,2", "g/dL", "Baixo", CUR)
HT = Res("Hematócrito", "Hematocrit [Volume Fraction] of Blood by Automated count", "4544-3", "34,6", "%", "Baixo", CUR, ("20570-8",))
VCM = Res("VCM", "MCV [Entitic volume] by Automated count", "787-2", "77,2", "fL", "", CUR, ("30428-7",))
HCM = Res("HCM", "MCH [Entitic mass] by Automated count", "785-6", "25,0", "pg", "", CUR, ("28539-5",))
CHCM = Res("CHCM", "MCHC [Mass/volume] by Automated count", "786-4", "32,4", "g/dL", "", CUR, ("28540-3",))
RDW = Res("RDW", "Erythrocyte distribution width [Ratio] by Automated count", "788-0", "15,1", "%", "Alto", CUR, ("30385-9",))
WBC = Res("Leucócitos", "Leukocytes [#/volume] in Blood by Automated count", "6690-2", "7.600", "/µL", "", CUR, ("26464-8",))
PLT = Res("Plaquetas", "Platelets [#/volume] in Blood by Automated count", "777-3", "268.000", "/µL", "", CUR, ("26515-7",))


def hr(res, ref):
    return Row([N(res), V(res, flag_sep="  "), U(res), T(ref)])


hemo = Table(
    cols=[Col("Parâmetro", 48), Col("Resultado", 34, "R"), Col("Unidade", 28), Col("Referência (6 a 12 anos)", 74)],
    rows=[Group("SÉRIE VERMELHA", shade=False), hr(RBC, "4,00 a 5,20"), hr(HB, "11,5 a 15,5"), hr(HT, "35,0 a 45,0"),
          hr(VCM, "77,0 a 95,0"), hr(HCM, "25,0 a 33,0"), hr(CHCM, "31,0 a 37,0"), hr(RDW, "11,5 a 14,5"),
          Group("SÉRIE BRANCA", shade=False), hr(WBC, "4.500 a 13.500"),
          Group("PLAQUETAS", shade=False), hr(PLT, "150.000 a 450.000")],
    rules="grid", header_shade=True, pad=0.55)

diff = [
    ("Neutrófilos", "52", "3.952", "770-8", "751-8", ("23761-0", "26511-6"), ("753-4", "26499-4"), "35 a 65", "1.800 a 8.000",
     "Neutrophils/100 leukocytes in Blood by Automated count", "Neutrophils [#/volume] in Blood by Automated count"),
    ("Eosinófilos", "6", "456", "713-8", "711-2", ("714-6", "26450-7"), ("712-0", "26449-9"), "1 a 6", "40 a 600",
     "Eosinophils/100 leukocytes in Blood by Automated count", "Eosinophils [#/volume] in Blood by Automated count"),
    ("Basófilos", "0", "0", "706-2", "704-7", ("707-0", "30180-4"), ("705-4", "26444-0"), "0 a 1", "0 a 130",
     "Basophils/100 leukocytes in Blood by Automated count", "Basophils [#/volume] in Blood by Automated count"),
    ("Linfócitos", "35", "2.660", "736-9", "731-0", ("737-7", "26478-8"), ("732-8", "26474-7"), "25 a 50", "1.500 a 6.500",
     "Lymphocytes/100 leukocytes in Blood by Automated count", "Lymphocytes [#/volume] in Blood by Automated count"),
    ("Monócitos", "7", "532", "5905-5", "742-7", ("744-3", "26485-3"), ("743-5", "26484-6"), "2 a 10", "100 a 1.000",
     "Monocytes/100 leukocytes in Blood by Automated count", "Monocytes [#/volume] in Blood by Automated count"),
]
drows = []
for (nm, p, a, lp, la, ap, aa, rp, ra, anp, ana) in diff:
    r1 = Res(nm, anp, lp, p, "%", "", CUR, ap)
    r2 = Res(nm, ana, la, a, "/µL", "", CUR, aa)
    drows.append(Row([N(r1), V(r1, align="R"), V(r2, align="R"), T(rp, align="C"), T(ra)]))
dif = Table(
    cols=[Col("Contagem diferencial", 48), Col("Relativo (%)", 28, "R"), Col("Absoluto (/µL)", 34, "R"),
          Col("Ref. (%)", 26, "C"), Col("Ref. (/µL)", 48)],
    rows=drows, rules="grid", pad=0.55)

# -- page 2 ----------------------------------------------------------------------------
FE = Res("Ferro sérico", "Iron [Mass/volume] in Serum or Plasma", "2498-4", "48", "µg/dL", "Baixo", CUR)
FER = Res("Ferritina", "Ferritin [Mass/volume] in Serum or Plasma", "2276-4", "14,2", "ng/mL", "", CUR)
TRF = Res("Transferrina", "Transferrin [Mass/volume] in Serum or Plasma", "3034-6", "310", "mg/dL", "", CUR)
TIBC = Res("Capacidade total de\nligação do ferro", "Iron binding capacity [Mass/volume] in Serum or Plasma", "2500-7", "392",
           "µg/dL", "", CUR)
SAT = Res("Índice de saturação\nda transferrina", "Iron saturation [Mass Fraction] in Serum or Plasma", "2502-3", "12,2", "%",
          "Baixo", CUR)
CRE = Res("Creatinina", "Creatinine [Mass/volume] in Serum or Plasma", "2160-0", "0,52", "mg/dL", "", CUR)
URE = Res("Ureia", "Urea [Mass/volume] in Serum or Plasma", "3091-6", "26", "mg/dL", "", CUR)

ferro = Table(
    cols=[Col("Exame", 52), Col("Resultado", 34, "R"), Col("Unidade", 22), Col("Valores de referência", 76)],
    rows=[hr(FE, "50 a 120 (crianças)"), hr(FER, "12 a 140"), hr(TRF, "200 a 360"), hr(TIBC, "250 a 425"),
          hr(SAT, "20 a 50")],
    rules="grid", pad=0.55)
renal = Table(
    cols=[Col("Exame", 52), Col("Resultado", 34, "R"), Col("Unidade", 22), Col("Valores de referência", 76)],
    rows=[hr(CRE, "6 a 12 anos: 0,30 a 0,70\n> 12 anos: 0,50 a 1,00"), hr(URE, "10 a 40")],
    rules="grid", pad=0.55)

REPORT = Report(
    id="ba04", lab=LAB, style=STYLE,
    patient=[("Paciente", "João Pedro Nascimento Bastos"), ("Sexo", "Masculino"), ("Idade", "7 anos"),
             ("Data de nascimento", "03/10/2017"), ("Requisição", "RQ-77120"), ("Data da requisição", "17/02/2025"),
             ("Solicitante", "Dra. Marta Cerqueira Sá"), ("Origem", "CEREST Recôncavo"), ("Coleta", "24/02/2025 08:10")],
    page2_patient=[("Paciente", "João Pedro Nascimento Bastos"), ("Data de nascimento", "03/10/2017"),
                   ("Coleta", "24/02/2025 08:10")],
    collected_default=CUR,
    pages=[[
        H("CHUMBO NO SANGUE (PLUMBEMIA)", 1, shade=True),
        KV([("Material", "Sangue total venoso (heparina; tubo para metais-traço)"),
            ("Método", "Espectrometria de absorção atômica com forno de grafite")], cols=1),
        Space(1),
        RL("Resultado:", PB, label_w=28, big=True),
        P("Valor de referência: inferior a 3,5 µg/dL (valor de referência para crianças – CDC, 2021). Índice biológico "
          "máximo permitido para trabalhadores expostos (NR-7): 60 µg/dL – não aplicável a crianças.", size=8.2),
        H("Resultados anteriores", 3),
        prev,
        P("Residência a cerca de 800 m da área da antiga fundição; mudança de endereço informada em 05/01/2025.",
          size=8, italic=True),
        interp,
        H("HEMOGRAMA", 1, shade=True),
        KV([("Material", "Sangue total (EDTA)"), ("Método", "Automação hematológica com revisão de lâmina")], cols=2),
        hemo,
        Space(1.5),
        dif,
        P("Não foi observado pontilhado basófilo nas hemácias à microscopia.", size=8, italic=True),
    ], [
        H("METABOLISMO DO FERRO", 1, shade=True),
        KV([("Material", "Soro"), ("Método", "Colorimétrico; ferritina por quimioluminescência")], cols=2),
        ferro,
        H("FUNÇÃO RENAL", 1, shade=True),
        KV([("Material", "Soro"), ("Método", "Creatinina: Jaffé cinético; ureia: urease-UV")], cols=2),
        renal,
        P("Próxima dosagem de chumbo recomendada em 3 meses (maio/2025), conforme protocolo de acompanhamento.",
          size=8.2),
        Sig([["Dr. Anselmo Queiroz Tavares", "Farmacêutico-Bioquímico – Toxicologista", "CRF-BA 6.442"],
             ["Dra. Rita de Cássia Moura", "Responsável Técnica", "CRF-BA 3.108"]]),
    ]],
    footer_left="Liberado em 03/03/2025 17:25 · Laudo emitido por sistema informatizado",
    footer_right="Requisição RQ-77120",
    features="boxed header, serif; result line with words-flag 'Alto'/'Baixo'; previous blood-lead results with their "
             "dates (venous + capillary, different LOINC); grid tables with group rows; differential % and absolute; "
             "marker names split across two lines (CTLF, saturação); 2 pages",
)
