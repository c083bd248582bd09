"""ao10 – LabNorte Diagnósticos (Belém/PA).
House style: condensed sans, two columns on both pages, exam name in bold on the left,
result with unit on the right, reference under the result in small print, ↑ flags,
tumour markers with '< 2,0', hepatitis serology, proteins with a name over two lines."""
from kit import C, S, V, d, kv, para
from model import Box, Cols, Grid, HRule, Logo, Page, Report, Res, Row, Space

RUST, SAND = "#a23b1a", "#f7ede4"
DATE = d("14/10/2025")
W = 186.0
CW = 89.0


def header(page):
    g = Grid([24, 96, 66], [Row([
        C(Logo("LN", RUST, w=20, h=13, size=14, round=False)),
        C(S("LabNorte Diagnósticos", bold=True, size=15, color=RUST),
          S("\nTv. Dom Romualdo de Seixas, 1.560 – Umarizal – Belém/PA – CEP 66055-200", size=7)),
        C(S("CNPJ 19.553.740/0001-09 – CNES 9021538\nSAC (91) 3230-1188\nRT: Dra. Socorro Pantoja Lima – CRF-PA 2.447",
            size=6.9), align="R", valign="M")])], size=8)
    rows = [[("Paciente:", "FRANCISCO DE ASSIS MONTEIRO GUEDES"), ("OS:", "LN-1410-55206")]]
    if page == 1:
        rows += [[("Nascimento:", "20/01/1959"), ("Idade/Sexo:", "66 anos – Masculino")],
                 [("Solicitante:", "Dr. Benedito Cardoso Maués – CRM-PA 7.731"), ("Requisição:", "07/10/2025")],
                 [("Data da coleta:", "14/10/2025 07:50"), ("Liberação:", "15/10/2025 10:05")]]
    else:
        rows += [[("Data da coleta:", "14/10/2025 07:50"), ("Impresso em:", "15/10/2025 14:30")]]
    pat = Box([kv([26, 84, 24, 45.6], rows, size=7.8, pad=(0.3, 0.8))], 0.3, RUST, fill=SAND, pad=1.5)
    return [g, Space(1.5), pat, Space(3)]


def title(t):
    return Grid([CW], [Row([C(S(t, bold=True, color="#ffffff", size=8.8))], fill=RUST, pad=(0.8, 1.2))])


def items(lst):
    rows = []
    for name, key, vt, unit, ref, flag, meth in lst:
        res = Res(name, key, vt, unit, flag=flag)
        val = [V(res, bold=True, size=9.8), S(" " + unit if unit else "", size=8)]
        if flag:
            val.append(S("  " + flag, bold=True, color="#c0001a", size=9))
        rows.append(Row([C(S(name, bold=True), *([S("\n" + meth, size=6.4, color="#666666")] if meth else [])),
                         C(*val, align="R")], pad=(0.7, 1.0), rule_above=0.15, rule_color="#e2c9b8"))
        rows.append(Row([C(""), C(S(ref, size=6.7, color="#444444"), align="R")], pad=(0.0, 1.0)))
    return Grid([44, CW - 44], rows, size=8.3)


def footer(page, n):
    return [HRule(0.3, RUST, 0, 0.8), Grid([150, 36], [Row([
        C(S("LabNorte Diagnósticos – os resultados referem-se exclusivamente às amostras analisadas. Valores de "
            "referência específicos para sexo, idade e metodologia empregada.", size=6.3, color="#555555")),
        C(S(f"{page} / {n}", size=8, bold=True, color=RUST), align="R")])])]


def build() -> Report:
    hep = items([
        ("TGO (AST)", "ast", "38", "U/L", "Referência: até 40 U/L", "", "Soro – cinético IFCC"),
        ("TGP (ALT)", "alt", "44", "U/L", "Referência: até 41 U/L", "↑", "Soro – cinético IFCC"),
        ("Gama GT", "ggt", "96", "U/L", "Referência: 8 a 61 U/L", "↑", "Soro – cinético IFCC"),
        ("Fosfatase alcalina", "alp", "112", "U/L", "Referência: 40 a 129 U/L", "", "Soro – cinético IFCC"),
        ("Bilirrubina total", "bil_t", "1,34", "mg/dL", "Referência: até 1,20 mg/dL", "↑", "Soro – diazo"),
        ("Bilirrubina direta", "bil_d", "0,31", "mg/dL", "Referência: até 0,30 mg/dL", "↑", "Soro – diazo"),
        ("Bilirrubina indireta", "bil_i", "1,03", "mg/dL", "Referência: até 0,90 mg/dL", "↑", "Calculada"),
    ])
    prot = items([
        ("Proteínas totais", "prot", "7,1", "g/dL", "Referência: 6,4 a 8,3 g/dL", "", "Soro – biureto"),
        ("Albumina", "alb", "4,2", "g/dL", "Referência: 3,5 a 5,2 g/dL", "", "Soro – verde de bromocresol"),
        ("Globulinas", "glob", "2,9", "g/dL", "Referência: 2,3 a 3,5 g/dL", "", "Calculada"),
        ("Relação\nalbumina/globulina", "ag_ratio", "1,45", "", "Referência: 1,10 a 2,20", "", None),
    ])
    tum = items([
        ("CEA", "cea", "2,1", "ng/mL", "Não fumantes: até 3,8 ng/mL\nFumantes: até 5,5 ng/mL", "",
         "Soro – quimioluminescência"),
        ("CA 19-9", "ca199", "< 2,0", "U/mL", "Referência: até 37,0 U/mL", "", "Soro – quimioluminescência"),
        ("Alfafetoproteína", "afp", "3,4", "ng/mL", "Referência: até 8,1 ng/mL", "", "Soro – quimioluminescência"),
        ("PSA total", "psa", "6,42", "ng/mL", "60 a 69 anos: até 4,5 ng/mL", "↑", "Soro – quimioluminescência"),
        ("PSA livre", "fpsa", "0,98", "ng/mL", "Sem referência isolada", "", "Soro – quimioluminescência"),
        ("Relação PSA livre/total", "psa_ratio", "15,3", "%", "Superior a 25 %: sugestivo de benignidade", "",
         "Calculada"),
    ])
    sero = items([
        ("HBsAg", "hbsag", "Não reagente", "", "Referência: não reagente", "", "Soro – CMIA"),
        ("Anti-HCV", "antihcv", "Não reagente", "", "Referência: não reagente", "", "Soro – CMIA"),
    ])
    left = [title("HEPATOGRAMA"), Space(0.5), hep, Space(3), title("PROTEÍNAS SÉRICAS"), Space(0.5), prot]
    right = [title("MARCADORES TUMORAIS"), Space(0.5), tum, Space(3), title("SOROLOGIA – HEPATITES B E C"),
             Space(0.5), sero]
    p1 = header(1) + [Cols([left, right], [CW, CW], gap=8, divider=0.2, divider_color="#d9b8a5")]

    coag = items([
        ("Tempo de protrombina", "pt", "13,1", "s", "Referência: 10,5 a 14,0 s", "", "Plasma citratado – coagulométrico"),
        ("RNI", "inr", "1,08", "", "Referência: 0,85 a 1,20", "", None),
    ])
    ele = items([
        ("Sódio", "na", "141", "mmol/L", "Referência: 136 a 145 mmol/L", "", "Soro – ISE indireto"),
        ("Potássio", "k", "4,3", "mmol/L", "Referência: 3,5 a 5,1 mmol/L", "", "Soro – ISE indireto"),
    ])
    com = Box([para(CW - 3.6, S("Comentário do laboratório\n", bold=True, color=RUST),
                    S("PSA total acima do valor de referência para a faixa etária, com relação PSA livre/total "
                      "inferior a 25 %. Sugere-se correlação com exame clínico e, a critério médico, repetição do "
                      "exame em 4 a 6 semanas, em abstinência sexual de 48 horas e sem exercício em bicicleta.",
                      size=7.3), size=7.3)], 0.3, RUST, fill=SAND, pad=1.5)
    left2 = [title("COAGULAÇÃO"), Space(0.5), coag, Space(3), title("ELETRÓLITOS"), Space(0.5), ele]
    right2 = [com, Space(3), para(CW, S("Validade do pedido médico: 30 dias a partir de 07/10/2025. Amostras de soro "
                                        "armazenadas por 7 dias para eventual repetição.", size=7, italic=True))]
    sig = Grid([93, 93], [Row([
        C(S("Dra. Socorro Pantoja Lima\n", bold=True), S("Farmacêutica-Bioquímica – CRF-PA 2.447", size=7),
          align="C"),
        C(S("Dr. Igor Tavares Bentes\n", bold=True), S("Biomédico – CRBM-4 5.602", size=7), align="C")])], size=8.4)
    p2 = header(2) + [Cols([left2, right2], [CW, CW], gap=8, divider=0.2, divider_color="#d9b8a5"), Space(14), sig]
    return Report("ao10", "LabNorte Diagnósticos", "Belém/PA", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="dejavucond", size=8.3,
                  features="two columns on both pages; reference under the result in small print; ↑ flags after "
                           "the unit; '< 2,0' tumour marker; Não reagente serology; name over two lines "
                           "(Relação albumina/globulina); coagulation and electrolytes")
