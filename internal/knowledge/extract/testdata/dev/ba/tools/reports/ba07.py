"""ba07 – toddler (2 y) with congenital hypothyroidism on levothyroxine: cumulative thyroid table
(4 dates as columns), thyroid autoimmunity with '<' values, lipid profile with 'HDL'.  Blumenau – SC."""
from reports.common import *

LAB = Lab(
    name="Laboratório Vale do Itajaí",
    subtitle="Análises Clínicas · Atendimento Infantil",
    address="Rua XV de Novembro, 1.544 – Centro",
    city="Blumenau – SC · CEP 89010-003",
    contact="(47) 3326-9080 · valeitajailab.com.br",
    ids="CNPJ 82.655.470/0001-91 · CNES 2558564",
    rt="",
)
STYLE = Style(font="dejavu-sans", size=8.3, accent="#2e6b34", header="band", patient_cols=3,
              patient_widths=[0.40, 0.30, 0.30])

D = ["2025-03-07", "2024-12-09", "2024-09-10", "2024-06-12"]
TSH_A, FT4_A = "Thyrotropin [Units/volume] in Serum or Plasma", "Thyroxine (T4) free [Mass/volume] in Serum or Plasma"
tsh = [Res("TSH", TSH_A, "3016-3", v, "µUI/mL", f, d, ("11580-8",))
       for v, f, d in zip(["2,84", "7,92", "3,10", "11,45"], ["", "↑", "", "↑"], D)]
ft4 = [Res("T4 livre", FT4_A, "3024-7", v, "ng/dL", "", d) for v, d in zip(["1,46", "1,08", "1,39", "0,98"], D)]
T3 = Res("T3 total", "Triiodothyronine (T3) [Mass/volume] in Serum or Plasma", "3053-6", "142", "ng/dL", "", D[0])

evol = Table(
    cols=[Col("Exame", 32), Col("07/03/2025\n(atual)", 24, "C"), Col("09/12/2024", 22, "C"), Col("10/09/2024", 22, "C"),
          Col("12/06/2024", 22, "C"), Col("Unidade", 20), Col("Referência\n(1 a 3 anos)", 42)],
    rows=[Row([N(tsh[0])] + [V(r, align="C", bold=(i == 0)) for i, r in enumerate(tsh)] + [U(tsh[0]), T("0,70 a 5,97")]),
          Row([N(ft4[0])] + [V(r, align="C", bold=(i == 0)) for i, r in enumerate(ft4)] + [U(ft4[0]), T("0,90 a 1,70")]),
          Row([N(T3), V(T3, align="C"), T("—", align="C"), T("—", align="C"), T("—", align="C"), U(T3), T("105 a 269")])],
    rules="hlines", header_shade=True)

TPO = Res("Anticorpos antiperoxidase (anti-TPO)", "Thyroperoxidase Ab [Units/volume] in Serum or Plasma", "8099-4", "< 5,0", "UI/mL")
ATG = Res("Anticorpos antitireoglobulina (anti-Tg)", "Thyroglobulin Ab [Units/volume] in Serum or Plasma", "8098-6", "< 1,3", "UI/mL")
TG = Res("Tireoglobulina", "Thyroglobulin [Mass/volume] in Serum or Plasma", "3013-0", "38,5", "ng/mL")
auto = Table(
    cols=[Col("Exame", 74), Col("Resultado", 26, "R"), Col("Unidade", 22), Col("Valores de referência", 62)],
    rows=[Row([N(TPO), V(TPO), U(TPO), T("inferior a 34,0")]), Row([N(ATG), V(ATG), U(ATG), T("inferior a 4,1")]),
          Row([N(TG), V(TG), U(TG), T("1,4 a 78,0")])],
    rules="hlines", header_shade=False)

CT = Res("Colesterol total", "Cholesterol [Mass/volume] in Serum or Plasma", "2093-3", "168", "mg/dL")
HDL = Res("HDL", "Cholesterol in HDL [Mass/volume] in Serum or Plasma", "2085-9", "52", "mg/dL")
TGL = Res("Triglicérides", "Triglyceride [Mass/volume] in Serum or Plasma", "2571-8", "88", "mg/dL", "↑")
LDL = Res("LDL (calculado)", "Cholesterol in LDL [Mass/volume] in Serum or Plasma by calculation", "13457-7", "99", "mg/dL", "", None,
          ("2089-1",))
NHDL = Res("Não-HDL", "Cholesterol.total-Cholesterol in HDL [Mass/volume] in Serum or Plasma", "43396-1", "116", "mg/dL")
lip = Table(
    cols=[Col("Exame", 74), Col("Resultado", 26, "R"), Col("Unidade", 22), Col("Referência (2 a 19 anos) – SBP", 62)],
    rows=[Row([N(CT), V(CT), U(CT), T("desejável: < 170")]), Row([N(HDL), V(HDL), U(HDL), T("desejável: > 45")]),
          Row([N(TGL), V(TGL), U(TGL), T("0 a 9 anos: < 75\n10 a 19 anos: < 90")]),
          Row([N(LDL), V(LDL), U(LDL), T("desejável: < 110")]), Row([N(NHDL), V(NHDL), U(NHDL), T("desejável: < 120")])],
    rules="hlines", header_shade=False)

REPORT = Report(
    id="ba07", lab=LAB, style=STYLE,
    patient=[("Paciente", "Miguel Henrique Schmitt"), ("Sexo", "Masculino"), ("Idade", "2 anos e 3 meses"),
             ("Nascimento", "28/11/2022"), ("Data do pedido", "20/02/2025"), ("Coleta", "07/03/2025 07:40"),
             ("Médico", "Dr. Fábio Kreusch"), ("Convênio", "Unimed Litoral"), ("Atendimento", "0703-4471")],
    collected_default=D[0],
    pages=[[
        H("FUNÇÃO TIREOIDIANA – RESULTADOS EVOLUTIVOS", 1, rule=True),
        KV([("Material", "Soro"), ("Método", "Eletroquimioluminescência"), ("Jejum", "não necessário")], cols=3),
        P("Em uso de levotiroxina 37,5 µg/dia desde 15/12/2024 (dose anterior 25 µg/dia). Diagnóstico na triagem "
          "neonatal em 03/12/2022.", size=7.8, italic=True),
        evol,
        P("↑ acima do limite superior de referência. Resultados anteriores obtidos neste laboratório pelo mesmo método.",
          size=7.6),
        H("AUTOIMUNIDADE TIREOIDIANA", 1, rule=True),
        KV([("Material", "Soro"), ("Coleta", "07/03/2025 07:40"), ("Método", "Quimioluminescência")], cols=3),
        auto,
        H("PERFIL LIPÍDICO", 1, rule=True),
        KV([("Material", "Soro"), ("Jejum", "4 horas"), ("Método", "Enzimático colorimétrico")], cols=3),
        lip,
        P("LDL-colesterol calculado pela equação de Martin/Hopkins. Colesterol não-HDL = colesterol total – HDL.",
          size=7.6),
        Sig([["Dra. Gisele Hoffmann Baumgarten", "Farmacêutica-Bioquímica", "CRF-SC 7.305"]]),
    ]],
    footer_left="Liberado em 08/03/2025 11:20 · Próxima consulta: 05/06/2025",
    footer_right="Atendimento 0703-4471",
    features="band header; cumulative thyroid table with four dated columns (current + 3 previous), ↑ flags; '<' values "
             "(anti-TPO, anti-Tg); lipid panel with 'HDL' and 'Não-HDL'; references by age (SBP); distractor dates "
             "(levothyroxine start, diagnosis, next visit)",
)
