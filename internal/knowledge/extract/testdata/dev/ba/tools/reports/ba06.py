"""ba06 – girl (7 y 10 m) investigated for precocious puberty / growth: block layout (heading /
material / method / result) in two columns, results sometimes printed after the reference table,
stimulated LH on a second date, tumour markers.  São Paulo – SP."""
from reports.common import *

LAB = Lab(
    name="Endocrinolab",
    subtitle="Diagnósticos Especializados em Endocrinologia",
    address="Rua Domingos de Morais, 2.187 – Vila Mariana",
    city="São Paulo – SP · CEP 04035-000",
    contact="(11) 5082-6610 · laudos@endocrinolab.med.br",
    ids="CNPJ 44.610.285/0001-36 · CNES 9035117",
    rt="",
)
STYLE = Style(font="carlito", size=9.4, accent="#5b2a86", header="left", patient_cols=3,
              patient_widths=[0.42, 0.28, 0.30])

CUR, STIM = "2025-03-18", "2025-03-25"


def reftab(rows, h1="Faixa", h2="Referência"):
    return Table(cols=[Col(h1, 44), Col(h2, 40)], rows=[Row([T(a), T(b)]) for a, b in rows],
                 rules="hlines", header_shade=False, size=8.2, pad=0.35)


def blk(res_list, title, method, ref=None, ref_text=None, ref_first=False, material="Soro", label="Resultado:",
        label_w=22, extra=None):
    """A bordered block: heading, material/method, result line(s) and reference (table or text)."""
    parts = [H(title, 2), P(f"Material: {material}  ·  Método: {method}", size=8.2, color="#333333")]
    res_lines = []
    for r in res_list:
        lab = label if len(res_list) == 1 else r.name + ":"
        res_lines.append(RL(lab, r, label_w=label_w if len(res_list) == 1 else 46))
    ref_parts = []
    if ref is not None:
        ref_parts.append(P("Valores de referência:", size=8.2, bold=True))
        ref_parts.append(ref)
    if ref_text:
        ref_parts.append(P(ref_text, size=8.2))
    body = (ref_parts + res_lines) if ref_first else (res_lines + ref_parts)
    if extra:
        body.append(P(extra, size=8, italic=True))
    return Box(parts + body, pad=1.6)


IGF1 = Res("IGF-1 (SOMATOMEDINA C)", "Insulin-like growth factor-I [Mass/volume] in Serum or Plasma", "2484-4", "312", "ng/mL")
BP3 = Res("PROTEÍNA LIGADORA 3 DO IGF\n(IGFBP-3)", "Insulin-like growth factor binding protein 3 [Mass/volume] in Serum or Plasma",
          "2483-6", "4,8", "µg/mL")
GH = Res("HORMÔNIO DE CRESCIMENTO (GH) – BASAL", "Somatotropin [Mass/volume] in Serum or Plasma", "2963-7", "inferior a 0,05",
         "ng/mL")
LH0 = Res("LH basal", "Lutropin [Units/volume] in Serum or Plasma", "10501-5", "0,62", "mUI/mL")
LH2 = Res("LH 120 min após leuprolida", "Lutropin [Units/volume] in Serum or Plasma", "10501-5",
          "8,6", "mUI/mL", "", STIM)
FSH = Res("HORMÔNIO FOLÍCULO-ESTIMULANTE (FSH)", "Follitropin [Units/volume] in Serum or Plasma", "15067-2", "3,1", "mUI/mL")
E2 = Res("ESTRADIOL", "Estradiol (E2) [Mass/volume] in Serum or Plasma", "2243-4", "28", "pg/mL")
TT = Res("TESTOSTERONA TOTAL", "Testosterone [Mass/volume] in Serum or Plasma", "2986-8", "14", "ng/dL")
DHEAS = Res("SULFATO DE DEIDROEPIANDROSTERONA\n(SDHEA)", "Dehydroepiandrosterone sulfate [Mass/volume] in Serum or Plasma",
            "2191-5", "48,2", "µg/dL")
OHP = Res("17-HIDROXIPROGESTERONA", "17-Hydroxyprogesterone [Mass/volume] in Serum or Plasma", "1668-3", "0,62", "ng/mL")
PRL = Res("PROLACTINA", "Prolactin [Mass/volume] in Serum or Plasma", "2842-3", "9,4", "ng/mL")
TSH = Res("TSH – HORMÔNIO TIREOESTIMULANTE", "Thyrotropin [Units/volume] in Serum or Plasma", "3016-3", "2,31", "µUI/mL",
          "", None, ("11580-8",))
FT4 = Res("T4 LIVRE", "Thyroxine (T4) free [Mass/volume] in Serum or Plasma", "3024-7", "1,18", "ng/dL")
HCG = Res("GONADOTROFINA CORIÔNICA\nFRAÇÃO BETA (β-hCG)", "Choriogonadotropin.beta subunit [Units/volume] in Serum or Plasma",
          "21198-7", "inferior a 1,2", "mUI/mL", "", None, ("19080-1",))
AFP = Res("ALFAFETOPROTEÍNA (AFP)", "Alpha-1-Fetoprotein [Mass/volume] in Serum or Plasma", "1834-1", "1,9", "ng/mL")

b_igf1 = blk([IGF1], IGF1.name, "Quimioluminescência",
             reftab([("5 a 6 anos", "52 a 297 ng/mL"), ("7 a 8 anos", "64 a 345 ng/mL"), ("9 a 10 anos", "88 a 450 ng/mL"),
                     ("11 a 12 anos", "117 a 520 ng/mL")], "Idade (meninas)"))
b_bp3 = blk([BP3], BP3.name, "Quimioluminescência",
            reftab([("6 a 8 anos", "1,9 a 4,9 µg/mL"), ("9 a 10 anos", "2,1 a 5,4 µg/mL"), ("11 a 12 anos", "2,4 a 6,1 µg/mL")],
                   "Idade (meninas)"), ref_first=True)
b_gh = blk([GH], GH.name, "Quimioluminescência", None,
           "Não há valor de referência para GH basal isolado. Pico após estímulo superior a 5,0 ng/mL afasta deficiência "
           "de GH.", ref_first=True)
b_lh = blk([LH0, LH2], "HORMÔNIO LUTEINIZANTE (LH)", "Imunoquimioluminométrico (ICMA)",
           reftab([("Pré-púbere – basal", "inferior a 0,3 mUI/mL"), ("Pré-púbere – pico", "inferior a 5,0 mUI/mL")],
                  "Condição"),
           extra="Teste de estímulo: leuprolida 3,75 mg SC em 25/03/2025 às 08:00; coleta 120 min após.")
b_fsh = blk([FSH], FSH.name, "Quimioluminescência",
            reftab([("Pré-púbere", "0,3 a 4,6 mUI/mL"), ("Tanner 2 a 3", "1,0 a 7,4 mUI/mL"), ("Tanner 4 a 5", "1,5 a 8,4 mUI/mL")],
                   "Estágio puberal"), ref_first=True)
b_e2 = blk([E2], E2.name, "Quimioluminescência (alta sensibilidade)",
           reftab([("Pré-púbere", "inferior a 15 pg/mL"), ("Tanner 2", "10 a 49 pg/mL"), ("Tanner 3", "15 a 120 pg/mL")],
                  "Estágio puberal"))
b_tt = blk([TT], TT.name, "Quimioluminescência",
           reftab([("Pré-púbere (meninas)", "inferior a 10 ng/dL"), ("Tanner 2 a 3", "7 a 28 ng/dL")], "Estágio puberal"),
           ref_first=True)
b_dheas = blk([DHEAS], DHEAS.name, "Quimioluminescência",
              reftab([("4 a 6 anos", "2,0 a 40,0 µg/dL"), ("7 a 9 anos", "5,0 a 77,0 µg/dL"), ("10 a 12 anos", "15,0 a 155,0 µg/dL")],
                     "Idade"))
b_ohp = blk([OHP], OHP.name, "Cromatografia líquida – espectrometria de massas", None,
            "Crianças pré-púberes: até 0,90 ng/mL. Coleta às 08:00.")
b_prl = blk([PRL], PRL.name, "Quimioluminescência", None, "Crianças: 3,0 a 18,0 ng/mL.", ref_first=True)
b_tsh = blk([TSH], TSH.name, "Eletroquimioluminescência",
            reftab([("1 a 6 anos", "0,70 a 5,97 µUI/mL"), ("7 a 11 anos", "0,60 a 4,84 µUI/mL"),
                    ("12 a 18 anos", "0,51 a 4,30 µUI/mL")], "Idade"))
b_ft4 = blk([FT4], FT4.name, "Eletroquimioluminescência",
            reftab([("1 a 6 anos", "0,96 a 1,77 ng/dL"), ("7 a 11 anos", "0,97 a 1,67 ng/dL")], "Idade"))
b_hcg = blk([HCG], HCG.name, "Eletroquimioluminescência", None,
            "Crianças e mulheres não gestantes: inferior a 5,0 mUI/mL.", ref_first=True)
b_afp = blk([AFP], AFP.name, "Eletroquimioluminescência", None, "Crianças acima de 1 ano: inferior a 8,0 ng/mL.")

REPORT = Report(
    id="ba06", lab=LAB, style=STYLE,
    patient=[("Paciente", "Manuela Prado Cardoso Leite"), ("Sexo", "Feminino"), ("Idade", "7 anos e 10 meses"),
             ("Nascimento", "12/05/2017"), ("Pedido", "10/03/2025"), ("Coleta", "18/03/2025 08:05"),
             ("Médica", "Dra. Renata Okamoto Paiva"), ("CRM", "SP 118.402"), ("Registro", "EL-2503-01944")],
    page2_patient=[("Paciente", "Manuela Prado Cardoso Leite"), ("Nascimento", "12/05/2017"), ("Registro", "EL-2503-01944")],
    collected_default=CUR,
    pages=[[
        H("ENDOCRINOLOGIA PEDIÁTRICA – CRESCIMENTO E PUBERDADE", 1, rule=True),
        P("Dados clínicos informados: telarca desde 09/2024; idade óssea (Greulich & Pyle) de 9 anos e 6 meses em "
          "02/03/2025; menarca: não. Coleta basal às 08:05, em jejum.", size=8.4, italic=True),
        Cols([[b_igf1, b_bp3, b_gh, b_lh], [b_fsh, b_e2, b_tt, b_dheas]], gap=6),
    ], [
        H("ENDOCRINOLOGIA PEDIÁTRICA – CONTINUAÇÃO", 1, rule=True),
        Cols([[b_ohp, b_prl, b_tsh], [b_ft4, b_hcg, b_afp]], gap=6),
        P("Os valores de referência dependem da idade, do sexo e do estágio puberal (Tanner) e foram estabelecidos "
          "para os métodos empregados neste laboratório. Resultados devem ser interpretados pelo médico assistente "
          "em conjunto com os dados clínicos.", size=8.2),
        Sig([["Dr. Eduardo Hashimoto Vilela", "Médico Patologista Clínico", "CRM-SP 97.551"],
             ["Dra. Fernanda Lins Cavalcante", "Biomédica", "CRBM-1 40.218"]]),
    ]],
    footer_left="Liberado em 27/03/2025 14:30 · Impresso em 28/03/2025 09:02",
    footer_right="Registro EL-2503-01944",
    features="block layout (heading / material / method / result) in two columns, bordered boxes; result after the "
             "reference table in several blocks; 'inferior a' values; stimulated LH on a second date; headings split "
             "across two lines (IGFBP-3, SDHEA, β-hCG); references by age and Tanner stage; 2 pages",
)
