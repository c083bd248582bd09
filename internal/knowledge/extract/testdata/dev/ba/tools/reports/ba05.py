"""ba05 – allergy panel of a 6-year-old: total IgE with previous result, specific IgE (ImmunoCAP)
printed with dotted leaders in a monospaced font, class column (not a result).  Curitiba – PR."""
from reports.common import *

LAB = Lab(
    name="ALERGOLAB IMUNODIAGNÓSTICO",
    subtitle="Laboratório de Imunologia Clínica e Alergia",
    address="R. Comendador Araújo, 731 – Batel",
    city="Curitiba – PR",
    contact="(41) 3029-7781",
    ids="CNPJ 30.118.642/0001-27 · CNES 7740312",
    rt="",
)
STYLE = Style(font="liberation-mono", size=8.0, accent="#222222", header="centered", patient_cols=2,
              patient_widths=[0.55, 0.45], patient_box=False, margin=14)

CUR = "2025-03-11"

IGE = Res("IgE total", "IgE [Units/volume] in Serum or Plasma", "19113-0", "842", "UI/mL", "", CUR)
IGE0 = Res("IgE total", "IgE [Units/volume] in Serum or Plasma", "19113-0", "415", "UI/mL", "", "2023-05-10")
hist = Table(
    cols=[Col("Data da coleta", 40), Col("IgE total (UI/mL)", 44, "R"), Col("Observação", 98)],
    rows=[Row([T("11/03/2025"), V(IGE, align="R"), T("amostra atual")]),
          Row([T("10/05/2023"), V(IGE0, align="R"), T("resultado anterior (mesmo método)")])],
    rules="header", header_shade=False)
ref_ige = Table(
    cols=[Col("Idade", 40), Col("Referência (UI/mL)", 48)],
    rows=[Row([T("< 1 ano"), T("até 15")]), Row([T("1 a 5 anos"), T("até 60")]), Row([T("6 a 9 anos"), T("até 90")]),
          Row([T("10 a 15 anos"), T("até 200")]), Row([T("Adultos"), T("até 100")])],
    rules="none", header_shade=False, pad=0.2, size=7.6)

spec = [
    ("d1 - Dermatophagoides pteronyssinus", "> 100", "6", "Dermatophagoides pteronyssinus IgE Ab [Units/volume] in Serum", "6096-2"),
    ("d2 - Dermatophagoides farinae", "87,4", "5", "Dermatophagoides farinae IgE Ab [Units/volume] in Serum", "6095-4"),
    ("e1 - Epitélio de gato", "0,62", "1", "Cat dander IgE Ab [Units/volume] in Serum", "6833-8"),
    ("e5 - Epitélio de cão", "< 0,10", "0", "Dog dander IgE Ab [Units/volume] in Serum", "6098-8"),
    ("f1 - Clara de ovo", "1,84", "2", "Egg white IgE Ab [Units/volume] in Serum", "6106-9"),
    ("f2 - Leite de vaca", "0,47", "1", "Cow milk IgE Ab [Units/volume] in Serum", "7258-7"),
    ("f4 - Trigo", "0,12", "0", "Wheat IgE Ab [Units/volume] in Serum", "6276-0"),
    ("f13 - Amendoim", "< 0,10", "0", "Peanut IgE Ab [Units/volume] in Serum", "6206-7"),
    ("f14 - Soja", "< 0,10", "0", "Soybean IgE Ab [Units/volume] in Serum", "6248-9"),
    ("f24 - Camarão", "3,75", "3", "Shrimp IgE Ab [Units/volume] in Serum", "6246-3"),
    ("f3 - Peixe (bacalhau)", "< 0,10", "0", "Codfish IgE Ab [Units/volume] in Serum", "6082-2"),
]
items = [Group("Ácaros e epitélios")]
for i, (nm, v, cl, an, lo) in enumerate(spec):
    if i == 4:
        items.append(Group("Alimentos"))
    items.append(LItem(Res(nm, an, lo, v, "kU/L", "", CUR), ref=f"Classe {cl}"))
lead = Leaders(items, dots="text", chars=44, name_w=80, value_w=36, sep=":")

classes = Table(
    cols=[Col("Classe", 14, "C"), Col("kU/L", 32, "C"), Col("Interpretação", 42)],
    rows=[Row([T("0"), T("< 0,35"), T("ausente / indetectável")]), Row([T("1"), T("0,35 a 0,69"), T("baixo")]),
          Row([T("2"), T("0,70 a 3,49"), T("moderado")]), Row([T("3"), T("3,50 a 17,49"), T("alto")]),
          Row([T("4"), T("17,50 a 49,99"), T("muito alto")]), Row([T("5"), T("50,00 a 100,00"), T("muito alto")]),
          Row([T("6"), T("> 100,00"), T("muito alto")])],
    rules="box", size=7.4, pad=0.3)

REPORT = Report(
    id="ba05", lab=LAB, style=STYLE,
    patient=[("Paciente", "Rafael Kowalski Demarchi"), ("Nascimento", "02/08/2018 (6 anos)"),
             ("Solicitante", "Dra. Carolina Wendt - CRM-PR 29.114"), ("Data do pedido", "28/02/2025"),
             ("Coleta", "11/03/2025 09:20"), ("Liberação", "14/03/2025 16:48")],
    collected_default=CUR,
    pages=[[
        Rule(0.4, "#222222"),
        H("IMUNOGLOBULINA E (IgE) TOTAL", 2),
        KV([("Material", "Soro"), ("Método", "Imunoensaio fluorimétrico (ImmunoCAP)")], cols=2, widths=[60, 122]),
        hist,
        Cols([[ref_ige], [P("Anti-histamínico (desloratadina) suspenso em 04/03/2025, conforme orientação para o "
                            "exame. A IgE total não define diagnóstico de alergia.", size=7.4)]], gap=6),
        Rule(0.4, "#222222"),
        H("IgE ESPECÍFICA (kU/L)", 2),
        KV([("Material", "Soro"), ("Método", "ImmunoCAP (fluoroenzimaimunoensaio)")], cols=2, widths=[60, 122]),
        lead,
        Space(1.5),
        Cols([[classes], [P("Valores a partir de 0,10 kU/L indicam sensibilização. A relevância clínica depende da "
                            "história de exposição e dos sintomas. Para alimentos, considerar teste de provocação "
                            "oral sob supervisão médica.", size=7.4)]], gap=6),
        Sig([["Dr. Jorge L. Maciel Prestes", "Médico Imunologista", "CRM-PR 18.730"]]),
    ]],
    footer_left="Laudo liberado em 14/03/2025 16:48",
    footer_right="Ordem 0311-2025-0087",
    features="monospaced 'dot-matrix' style; dotted leaders made of text dots with ':'; total IgE history table "
             "(two dates); specific IgE with '<' and '>' values; class column and class table (not results); "
             "IgE references by age",
)
