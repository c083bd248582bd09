"""ba03 – child (4 y) with iron-deficiency anaemia and atopy: full blood count with age references,
previous-result column, differential in % and /mm³, iron panel, total and specific IgE.  Belo Horizonte – MG."""
from reports.common import *

LAB = Lab(
    name="Laboratório São Lucas",
    subtitle="Medicina Diagnóstica · Unidade Pediátrica Savassi",
    address="Rua Pernambuco, 1.077 – Savassi",
    city="Belo Horizonte – MG · CEP 30130-151",
    contact="(31) 3287-5500 · www.saolucaslab.com.br",
    ids="CNPJ 19.402.118/0001-73 · CNES 3104225",
    rt="",
)
STYLE = Style(font="dejavu-condensed", size=8.4, accent="#1b3f8b", header="left", patient_cols=3,
              patient_widths=[0.42, 0.28, 0.30])

CUR, PREV = "2025-03-17", "2024-11-12"

# -- eritrograma --------------------------------------------------------------
RBC = Res("Hemácias", "Erythrocytes [#/volume] in Blood by Automated count", "789-8", "4,21", "milhões/mm³", "", CUR, ("26453-1",))
HB = Res("Hemoglobina", "Hemoglobin [Mass/volume] in Blood", "718-7", "10,4", "g/dL", "L", CUR)
HBp = Res("Hemoglobina", "Hemoglobin [Mass/volume] in Blood", "718-7", "10,9", "g/dL", "", PREV)
HT = Res("Hematócrito", "Hematocrit [Volume Fraction] of Blood by Automated count", "4544-3", "32,1", "%", "L", CUR, ("20570-8",))
HTp = Res("Hematócrito", "Hematocrit [Volume Fraction] of Blood by Automated count", "4544-3", "33,4", "%", "", PREV, ("20570-8",))
VCM = Res("VCM", "MCV [Entitic volume] by Automated count", "787-2", "76,2", "fL", "", CUR, ("30428-7",))
VCMp = Res("VCM", "MCV [Entitic volume] by Automated count", "787-2", "77,8", "fL", "", PREV, ("30428-7",))
HCM = Res("HCM", "MCH [Entitic mass] by Automated count", "785-6", "24,7", "pg", "", CUR, ("28539-5",))
CHCM = Res("CHCM", "MCHC [Mass/volume] by Automated count", "786-4", "32,4", "g/dL", "", CUR, ("28540-3",))
RDW = Res("RDW", "Erythrocyte distribution width [Ratio] by Automated count", "788-0", "16,8", "%", "H", CUR, ("30385-9",))


def er(res, prev, ref):
    return Row([N(res), V(res, show_flag=False), F(res, align="C"), U(res), V(prev, bold=False) if prev else T("—", align="R"), T(ref)])


eritro = Table(
    cols=[Col("Eritrograma", 40), Col("Resultado", 21, "R"), Col("", 8, "C"), Col("Unidade", 25),
          Col("Anterior\n12/11/2024", 22, "R"), Col("Valores de referência (2 a 6 anos)", 68)],
    rows=[er(RBC, None, "3,90 a 5,30"), er(HB, HBp, "11,5 a 13,5"), er(HT, HTp, "34,0 a 40,0"),
          er(VCM, VCMp, "75,0 a 87,0"), er(HCM, None, "24,0 a 30,0"), er(CHCM, None, "31,0 a 37,0"),
          er(RDW, None, "11,5 a 14,5")],
    rules="none", header_shade=False)

# -- leucograma ----------------------------------------------------------------
WBC = Res("Leucócitos", "Leukocytes [#/volume] in Blood by Automated count", "6690-2", "9.850", "/mm³", "", CUR, ("26464-8",))
diff = [
    # name, pct, abs, flag, loinc%, loinc#, alts%, alts#, ref%, ref#
    ("Bastonetes", "1", "99", "", "764-1", "763-3", ("26508-2",), ("26507-4",), "0 a 5", "0 a 780",
     "Neutrophils.band form/100 leukocytes in Blood by Manual count", "Neutrophils.band form [#/volume] in Blood by Manual count"),
    ("Segmentados", "38", "3.743", "", "769-0", "768-2", ("770-8", "26511-6"), ("30451-9", "751-8"), "30 a 60", "1.500 a 8.500",
     "Neutrophils.segmented/100 leukocytes in Blood by Manual count", "Neutrophils.segmented [#/volume] in Blood by Manual count"),
    ("Eosinófilos", "9", "887", "H", "713-8", "711-2", ("714-6", "26450-7"), ("712-0", "26449-9"), "1 a 5", "50 a 700",
     "Eosinophils/100 leukocytes in Blood by Automated count", "Eosinophils [#/volume] in Blood by Automated count"),
    ("Basófilos", "1", "99", "", "706-2", "704-7", ("707-0", "30180-4"), ("705-4", "26444-0"), "0 a 1", "0 a 150",
     "Basophils/100 leukocytes in Blood by Automated count", "Basophils [#/volume] in Blood by Automated count"),
    ("Linfócitos", "45", "4.433", "", "736-9", "731-0", ("737-7", "26478-8"), ("732-8", "26474-7"), "35 a 60", "2.000 a 8.000",
     "Lymphocytes/100 leukocytes in Blood by Automated count", "Lymphocytes [#/volume] in Blood by Automated count"),
    ("Monócitos", "6", "591", "", "5905-5", "742-7", ("744-3", "26485-3"), ("743-5", "26484-6"), "2 a 10", "100 a 1.000",
     "Monocytes/100 leukocytes in Blood by Automated count", "Monocytes [#/volume] in Blood by Automated count"),
]
lrows = [Row([N(WBC), T(""), V(WBC), T(""), T("5.500 a 15.500")])]
for (nm, p, a, fl, lp, la, ap, aa, rp, ra, anp, ana) in diff:
    rp_ = Res(nm, anp, lp, p, "%", fl, CUR, ap)
    ra_ = Res(nm, ana, la, a, "/mm³", fl, CUR, aa)
    lrows.append(Row([N(rp_), V(rp_, align="R"), V(ra_, align="R"), T(rp, align="C"), T(ra)]))
leuco = Table(
    cols=[Col("Leucograma", 40), Col("%", 22, "R"), Col("/mm³", 28, "R"), Col("Ref. %", 28, "C"), Col("Ref. /mm³ (2 a 6 anos)", 66)],
    rows=lrows, rules="none", header_shade=False)

PLT = Res("Plaquetas", "Platelets [#/volume] in Blood by Automated count", "777-3", "312.000", "/mm³", "", CUR, ("26515-7",))
VPM = Res("VPM", "Platelet mean volume [Entitic volume] in Blood by Automated count", "32623-1", "9,1", "fL", "", CUR, ("28542-9",))
plaq = Table(
    cols=[Col("Plaquetograma", 40), Col("Resultado", 29, "R"), Col("Unidade", 25), Col("Valores de referência", 90)],
    rows=[Row([N(PLT), V(PLT), U(PLT), T("150.000 a 450.000")]), Row([N(VPM), V(VPM), U(VPM), T("7,4 a 10,4")])],
    rules="none", header_shade=False)

# -- page 2 ------------------------------------------------------------------------
FE = Res("Ferro sérico", "Iron [Mass/volume] in Serum or Plasma", "2498-4", "31", "µg/dL", "L", CUR)
FER = Res("Ferritina", "Ferritin [Mass/volume] in Serum or Plasma", "2276-4", "6,4", "ng/mL", "L", CUR)
TRF = Res("Transferrina", "Transferrin [Mass/volume] in Serum or Plasma", "3034-6", "338", "mg/dL", "", CUR)
TIBC = Res("Capacidade total de ligação do ferro (CTLF)", "Iron binding capacity [Mass/volume] in Serum or Plasma", "2500-7",
           "452", "µg/dL", "H", CUR)
SAT = Res("Saturação da transferrina", "Iron saturation [Mass Fraction] in Serum or Plasma", "2502-3", "6,9", "%", "L", CUR)


def fr(res, ref, met):
    return Row([N(res), V(res, show_flag=False), F(res, align="C"), U(res), T(ref), T(met)])


ferro = Table(
    cols=[Col("Exame", 62), Col("Resultado", 18, "R"), Col("", 7, "C"), Col("Unidade", 15),
          Col("Ref. (1 a 5 anos)", 36), Col("Método", 46)],
    rows=[fr(FE, "50 a 120", "Colorimétrico (ferrozina)"), fr(FER, "12,0 a 140,0", "Quimioluminescência"),
          fr(TRF, "200 a 360", "Imunoturbidimetria"), fr(TIBC, "250 a 450", "Calculado (UIBC + ferro)"),
          fr(SAT, "20 a 50", "Calculado (ferro / CTLF)")],
    rules="header", header_shade=False)

IGE = Res("IgE total", "IgE [Units/volume] in Serum or Plasma", "19113-0", "486", "UI/mL", "H", CUR)
F2 = Res("IgE específica – leite de vaca (f2)", "Cow milk IgE Ab [Units/volume] in Serum", "7258-7", "2,35", "kU/L", "", CUR)
alerg = Table(
    cols=[Col("Exame", 62), Col("Resultado", 18, "R"), Col("", 7, "C"), Col("Unidade", 15), Col("Valores de referência", 82)],
    rows=[Row([N(IGE), V(IGE, show_flag=False), F(IGE, align="C"), U(IGE),
               T("< 1 ano: até 15 · 1 a 5 anos: até 60\n6 a 9 anos: até 90 · 10 a 15 anos: até 200")]),
          Row([N(F2), V(F2, show_flag=False), F(F2, align="C"), U(F2), T("inferior a 0,10 (classe 0)\nclasse 2: 0,70 a 3,49")])],
    rules="header", header_shade=False)

refcbc = Table(
    cols=[Col("Parâmetro", 40), Col("1 a 2 anos", 36, "C"), Col("2 a 6 anos", 36, "C"), Col("6 a 12 anos", 36, "C"),
          Col("12 a 18 anos (F)", 36, "C")],
    rows=[Row([T("Hemoglobina (g/dL)"), T("10,5 a 13,5"), T("11,5 a 13,5"), T("11,5 a 15,5"), T("12,0 a 16,0")]),
          Row([T("Hematócrito (%)"), T("33,0 a 39,0"), T("34,0 a 40,0"), T("35,0 a 45,0"), T("36,0 a 46,0")]),
          Row([T("VCM (fL)"), T("70,0 a 86,0"), T("75,0 a 87,0"), T("77,0 a 95,0"), T("78,0 a 102,0")]),
          Row([T("Leucócitos (/mm³)"), T("6.000 a 17.000"), T("5.500 a 15.500"), T("4.500 a 13.500"), T("4.500 a 11.000")]),
          Row([T("Linfócitos (%)"), T("40 a 70"), T("35 a 60"), T("25 a 50"), T("20 a 45")])],
    rules="grid", size=7.6, pad=0.5)

REPORT = Report(
    id="ba03", lab=LAB, style=STYLE,
    patient=[("Paciente", "Sofia Rezende Magalhães"), ("Sexo", "Feminino"), ("Idade", "4 anos e 2 meses"),
             ("Nascimento", "08/01/2021"), ("Pedido", "Nº 3318-0452-7"), ("Data do pedido", "10/03/2025"),
             ("Médico", "Dr. Henrique Vasconcelos Lage"), ("Convênio", "Particular"), ("Coleta", "17/03/2025 07:55")],
    page2_patient=[("Paciente", "Sofia Rezende Magalhães"), ("Nascimento", "08/01/2021"), ("Coleta", "17/03/2025 07:55")],
    collected_default=CUR,
    pages=[[
        H("HEMOGRAMA COMPLETO", 1, rule=True),
        KV([("Material", "Sangue total – EDTA K2"),
            ("Método", "Citometria de fluxo / impedância; revisão microscópica")], cols=2, widths=[64, 120]),
        Space(1), eritro, Space(2), leuco, Space(2), plaq,
        P("Observações: série vermelha com hipocromia e microcitose discretas à microscopia; anisocitose moderada. "
          "Série branca sem atipias. Plaquetas de morfologia normal.", size=7.8, italic=True),
        P("Legenda: H = acima do valor de referência; L = abaixo do valor de referência. Valores de referência do "
          "hemograma por faixa etária na página 2.", size=7.6),
        Sig([["Dra. Luíza Andrade Resende", "Médica Patologista Clínica", "CRM-MG 41.207"]]),
    ], [
        H("PERFIL DE FERRO", 1, rule=True),
        KV([("Material", "Soro"), ("Jejum", "8 horas"), ("Coletado em", "17/03/2025 07:55")], cols=3),
        ferro,
        P("Suplementação de ferro prescrita em 20/11/2024 e interrompida em 15/01/2025 (informado pelo responsável).",
          size=7.6, italic=True),
        H("ALERGIA – IMUNOGLOBULINA E", 1, rule=True),
        KV([("Material", "Soro"), ("Método", "Imunoensaio fluorimétrico (ImmunoCAP)")], cols=2),
        alerg,
        H("Valores de referência do hemograma por faixa etária", 2),
        refcbc,
        Sig([["Dra. Luíza Andrade Resende", "Médica Patologista Clínica", "CRM-MG 41.207"],
             ["Dr. Caio Teixeira Bessa", "Biomédico", "CRBM-3 28.914"]]),
    ]],
    footer_left="Liberado em 18/03/2025 10:12 · Impresso em 19/03/2025 08:40",
    footer_right="Pedido 3318-0452-7",
    features="left header, condensed font; tables without rules; flag column (H/L) separate from value; previous-result "
             "column (12/11/2024); differential in % and /mm³ side by side; iron panel; IgE total/specific; reference "
             "table by age (not results)",
)
