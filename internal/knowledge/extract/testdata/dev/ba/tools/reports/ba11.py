"""ba11 – infant (9 months) followed for maternal syphilis / toxoplasmosis and hepatitis B vaccine
response, haemoglobin HPLC (sickle-cell trait) and ferritin: block layout where the reference is
printed before the result, previous results inside the blocks.  Caxias do Sul – RS."""
from reports.common import *

LAB = Lab(
    name="Diagnóstica Serra Gaúcha",
    subtitle="Laboratório Clínico – Imunologia e Hematologia",
    address="Rua Sinimbu, 1.870 – Centro",
    city="Caxias do Sul – RS · CEP 95020-002",
    contact="(54) 3214-6655 · dsg-lab.com.br",
    ids="CNPJ 92.118.304/0001-76 · CNES 2223546",
    rt="",
)
STYLE = Style(font="dejavu-serif", size=8.2, accent="#1d3557", header="boxed", patient_cols=3,
              patient_widths=[0.40, 0.30, 0.30])

CUR, PREV = "2025-03-14", "2024-12-12"


def section(title, material, method, ref_lines, results, note=None, ref_first=True):
    out = [H(title, 2, rule=True), KV([("Material", material), ("Método", method)], cols=2, widths=[52, 132], size=7.9)]
    ref = [P("Valores de referência: " + ref_lines[0], size=7.9)] + [P(x, size=7.9) for x in ref_lines[1:]]
    res = [RL(lab, r, label_w=58) for lab, r in results]
    out += (ref + res) if ref_first else (res + ref)
    if note:
        out.append(P(note, size=7.6, italic=True))
    return out


VD = Res("VDRL", "Reagin Ab [Presence] in Serum by VDRL", "5292-8", "Não reagente", "", "", CUR)
VD0 = Res("VDRL", "Reagin Ab [Presence] in Serum by VDRL", "5292-8", "Reagente", "", "", PREV)
TX = Res("TOXOPLASMOSE – ANTICORPOS IgG", "Toxoplasma gondii IgG Ab [Units/volume] in Serum by Immunoassay", "5388-4", "4,2",
         "UI/mL", "", CUR)
TX0 = Res("TOXOPLASMOSE – ANTICORPOS IgG", "Toxoplasma gondii IgG Ab [Units/volume] in Serum by Immunoassay", "5388-4", "38,6",
          "UI/mL", "", PREV)
HBS = Res("HBsAg – ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B", "Hepatitis B virus surface Ag [Presence] in Serum or Plasma",
          "5196-1", "Não reagente", "", "", CUR)
AHBS = Res("ANTI-HBs – ANTICORPOS CONTRA O HBsAg", "Hepatitis B virus surface Ab [Units/volume] in Serum", "16935-9", "> 1.000",
           "mUI/mL", "", CUR)

HBA = Res("Hb A", "Hemoglobin A/Hemoglobin.total in Blood", "4546-8", "57,4", "%", "", CUR)
HBS_ = Res("Hb S", "Hemoglobin S/Hemoglobin.total in Blood", "4625-0", "37,6", "%", "", CUR)
HBA2 = Res("Hb A2", "Hemoglobin A2/Hemoglobin.total in Blood", "4551-8", "3,2", "%", "", CUR)
HBF = Res("Hb F", "Hemoglobin F/Hemoglobin.total in Blood", "4576-5", "1,8", "%", "", CUR)
hplc = Table(
    cols=[Col("Fração", 40), Col("Valores de referência (> 6 meses)", 64), Col("Resultado", 30, "R"), Col("Unidade", 20)],
    rows=[Row([N(r), T(ref), V(r), U(r)]) for r, ref in
          [(HBA, "95,0 a 98,0"), (HBS_, "ausente"), (HBA2, "2,0 a 3,5"), (HBF, "inferior a 2,0")]],
    rules="box", header_shade=True)

HB = Res("Hemoglobina", "Hemoglobin [Mass/volume] in Blood", "718-7", "11,0", "g/dL", "", CUR)
VCM = Res("VCM", "MCV [Entitic volume] by Automated count", "787-2", "74,8", "fL", "", CUR, ("30428-7",))
HCM = Res("HCM", "MCH [Entitic mass] by Automated count", "785-6", "24,9", "pg", "", CUR, ("28539-5",))
RDW = Res("RDW", "Erythrocyte distribution width [Ratio] by Automated count", "788-0", "14,6", "%", "", CUR, ("30385-9",))
FER = Res("Ferritina", "Ferritin [Mass/volume] in Serum or Plasma", "2276-4", "18,5", "ng/mL", "", CUR)
hemo = Table(
    cols=[Col("Exame", 40), Col("Valores de referência (6 a 24 meses)", 64), Col("Resultado", 30, "R"), Col("Unidade", 20)],
    rows=[Row([N(r), T(ref), V(r), U(r)]) for r, ref in
          [(HB, "10,5 a 13,5"), (VCM, "70,0 a 86,0"), (HCM, "23,0 a 31,0"), (RDW, "11,5 a 15,0"), (FER, "12 a 140")]],
    rules="box", header_shade=True)

REPORT = Report(
    id="ba11", lab=LAB, style=STYLE,
    patient=[("Paciente", "Enzo Gabriel Boff Marcon"), ("Sexo", "Masculino"), ("Idade", "9 meses"),
             ("Nascimento", "09/06/2024"), ("Mãe", "Camila Boff Marcon"), ("Pedido", "06/03/2025"),
             ("Médica", "Dra. Luciana Zanrosso"), ("Coleta", "14/03/2025 09:40"), ("Ficha", "DSG-55190-3")],
    collected_default=CUR,
    pages=[[
        H("SOROLOGIAS – SEGUIMENTO DE EXPOSIÇÃO VERTICAL", 1),
        *section("VDRL", "Soro", "Floculação (VDRL) – teste não treponêmico", ["Não reagente."],
                 [("Resultado:", VD), ("Resultado anterior (12/12/2024):", VD0)],
                 "Título em 12/12/2024: 1:2. Mãe tratada na gestação com penicilina benzatina (3 doses, última em 20/04/2024)."),
        *section("TOXOPLASMOSE – ANTICORPOS IgG", "Soro", "Quimioluminescência (CMIA)",
                 ["Não reagente: inferior a 1,6 UI/mL", "Indeterminado: 1,6 a 2,9 UI/mL · Reagente: igual ou superior a 3,0 UI/mL"],
                 [("Resultado:", TX), ("Resultado anterior (12/12/2024):", TX0)],
                 "Queda progressiva compatível com anticorpos de origem materna."),
        *section("HBsAg – ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B", "Soro", "Quimioluminescência (CMIA)",
                 ["Não reagente."], [("Resultado:", HBS)], ref_first=False),
        *section("ANTI-HBs – ANTICORPOS CONTRA O HBsAg", "Soro", "Quimioluminescência (CMIA)",
                 ["Não reagente: inferior a 10 mUI/mL", "Reagente (imunidade vacinal): igual ou superior a 10 mUI/mL"],
                 [("Resultado:", AHBS)], "Esquema vacinal completo informado (3ª dose em 09/12/2024)."),
        H("HEMOGLOBINAS – CROMATOGRAFIA LÍQUIDA DE ALTA EFICIÊNCIA (HPLC)", 2, rule=True),
        KV([("Material", "Sangue total (EDTA)"), ("Método", "HPLC de troca iônica")], cols=2, widths=[52, 132], size=7.9),
        hplc,
        P("Interpretação: perfil de hemoglobinas compatível com traço falciforme (Hb AS). Recomenda-se orientação "
          "genética à família.", size=7.8),
        H("HEMOGRAMA (RESUMO) E FERRITINA", 2, rule=True),
        hemo,
        Sig([["Dra. Patrícia Zanotto Berté", "Farmacêutica-Bioquímica", "CRF-RS 9.876"]]),
    ]],
    footer_left="Liberado em 18/03/2025 15:20 · 2ª via emitida em 19/03/2025",
    footer_right="Ficha DSG-55190-3",
    features="boxed serif header; block layout with the reference printed BEFORE the result; previous results inside "
             "blocks (12/12/2024); qualitative 'Reagente' / 'Não reagente'; '> 1.000'; HPLC fractions table with "
             "reference column before the result column; references with 'inferior a' (not results)",
)
