"""ao07 – Laboratório Ipê de Análises Clínicas (Goiânia/GO).
House style: an older LIS print in a monospaced font, upper case ASCII names without
accents, literal dot leaders ('HEMACIAS............:'), ASCII units (/mm3), '*' flags,
dashed separators, blood count with bands/segmented as % only, ESR, ABO/Rh, glucose."""
from kit import C, S, V, d, para
from model import Grid, HRule, Page, Report, Res, Row, Space

DATE = d("19/08/2025")
W = 186.0
NCH = 21   # name column characters before the colon


def lead(name, n=NCH):
    return name + "." * max(2, n - len(name)) + ":"


def line(*segs, size=None, bold=False):
    return para(W, *segs, size=size, bold=bold, pad=(0.15, 0))


def header(page):
    return [
        line(S("LABORATORIO IPE DE ANALISES CLINICAS LTDA", bold=True, size=11)),
        line(S("RUA 9, NO 1.112 - SETOR OESTE - GOIANIA/GO - CEP 74110-100 - FONE (62) 3212-4477", size=7.4)),
        line(S("CNPJ 02.917.640/0001-58   CNES 2338092   RT: DR. GUSTAVO REZENDE PRADO - CRF-GO 4.122", size=7.4)),
        HRule(0.4, "#000000", 1.0, 1.0),
        Grid([24, 86, 28, 48], [
            Row([C("PACIENTE:"), C(S("THIAGO HENRIQUE BATISTA SOUSA", bold=True)), C("PRONTUARIO:"), C("0088214")]),
            Row([C("NASCIM..:"), C("17/10/1995   IDADE: 29A 10M   SEXO: M"), C("CONVENIO..:"), C("GO SAUDE COLETIVO")]),
            Row([C("MEDICO..:"), C("DRA. NATALIA FREITAS MORAIS - CRM-GO 19.874"), C("CADASTRO..:"),
                 C("18/08/2025 16:40")]),
            Row([C("COLETA..:"), C(S("19/08/2025 07:05", bold=True)), C("LIBERACAO.:"), C("19/08/2025 14:56")]),
        ], size=7.8, pad=(0.15, 0.3)),
        HRule(0.4, "#000000", 1.0, 2.0),
    ]


def footer(page, n):
    return [HRule(0.3, "#000000", 0, 0.6, dash=True),
            Grid([140, 46], [Row([C(S("EMITIDO EM 20/08/2025 09:12 - USUARIO: RECEP03 - LAUDO VALIDO SOMENTE COM "
                                      "ASSINATURA DO RESPONSAVEL", size=6.6)),
                                  C(S(f"PAGINA {page}/{n}", size=7.4, bold=True), align="R")])])]


def build() -> Report:
    cw = [44, 17, 24, 17, 13, W - 115]

    def hd(*labels):
        return Row([C(S(l, bold=True)) for l in labels], size=7.6, pad=(0.3, 0.3))

    def simple(name, key, vt, unit, ref, flag=""):
        r = Res(name, key, vt, unit, flag=flag)
        segs = [V(r, bold=True)] + ([S(" " + flag, bold=True)] if flag else [])
        return Row([C(lead(name)), C(*segs, align="R"), C(" " + unit if unit else ""), C(ref, span=3)],
                   pad=(0.35, 0.3))

    def diff(name, key, pct, ab, refp, refa, flag="", indent=False):
        rp = Res(name, key + "_pct", pct, "%", flag=flag)
        cells = [C(lead(("  " if indent else "") + name)), C(V(rp, bold=True), *( [S(" " + flag, bold=True)]
                                                                                  if flag else []), align="R"),
                 C(" %")]
        if ab:
            ra = Res(name, key + "_abs", ab, "/mm3")
            cells += [C(V(ra, bold=True), align="R"), C(" /mm3")]
        else:
            cells += [C(""), C("")]
        cells.append(C(refp + ("   " + refa if refa else "")))
        return Row(cells, pad=(0.35, 0.3))

    t_ery = Grid(cw, [
        hd("ERITROGRAMA", "RESULTADO", "", "", "", "VALORES DE REFERENCIA"),
        simple("HEMACIAS", "rbc", "4,86", "milhoes/mm3", "4,50 a 5,90 milhoes/mm3"),
        simple("HEMOGLOBINA", "hgb", "14,7", "g/dL", "13,5 a 17,5 g/dL"),
        simple("HEMATOCRITO", "hct", "43,9", "%", "41,0 a 53,0 %"),
        simple("VCM", "mcv", "90,3", "fL", "80,0 a 100,0 fL"),
        simple("HCM", "mch", "30,2", "pg", "26,0 a 34,0 pg"),
        simple("CHCM", "mchc", "33,5", "g/dL", "31,0 a 36,0 g/dL"),
        simple("RDW", "rdw", "12,6", "%", "11,5 a 14,5 %"),
    ], size=8.2, font="libmono", pad=(0.5, 0.9))
    t_leu = Grid(cw, [
        hd("LEUCOGRAMA", "RELATIVO", "", "ABSOLUTO", "", "VALORES DE REFERENCIA"),
        simple("LEUCOCITOS", "wbc", "6.400", "/mm3", "4.000 a 11.000 /mm3"),
        diff("NEUTROFILOS", "neut", "52,0", "3.328", "40 a 70 %", "1.800 a 7.700"),
        diff("BASTONETES", "band", "2,0", "", "0 a 5 %", "", indent=True),
        diff("SEGMENTADOS", "seg", "50,0", "", "40 a 65 %", "", indent=True),
        diff("EOSINOFILOS", "eos", "7,0", "448", "1 a 5 %", "40 a 500", flag="*"),
        diff("BASOFILOS", "baso", "1,0", "64", "0 a 2 %", "0 a 200"),
        diff("LINFOCITOS", "lymph", "33,0", "2.112", "20 a 45 %", "1.000 a 4.500"),
        diff("MONOCITOS", "mono", "7,0", "448", "2 a 10 %", "100 a 1.000"),
    ], size=8.2, font="libmono", pad=(0.5, 0.9))
    t_plt = Grid(cw, [
        hd("PLAQUETAS", "", "", "", "", ""),
        simple("PLAQUETAS", "plt", "231.000", "/mm3", "150.000 a 450.000 /mm3"),
    ], size=8.2, font="libmono", pad=(0.5, 0.9))
    obs = line(S("OBS: EOSINOFILIA RELATIVA DISCRETA. DEMAIS SERIES SEM ALTERACOES MORFOLOGICAS. (*) FORA DO VALOR "
                 "DE REFERENCIA.", size=7.4))
    p1 = header(1) + [
        line(S("HEMOGRAMA COMPLETO", bold=True, size=9.4)),
        line(S("MATERIAL: SANGUE TOTAL (EDTA)   METODO: AUTOMACAO - IMPEDANCIA/CITOMETRIA + MICROSCOPIA", size=7.4)),
        Space(1.5), t_ery, Space(2), t_leu, Space(2), t_plt, Space(1.5), obs,
        HRule(0.3, "#000000", 2.0, 1.0, dash=True),
        para(W, S("Assinado eletronicamente por: DRA. PATRICIA LEMES VILELA - BIOMEDICA - CRBM-3 7.051", size=7.4)),
    ]
    cw2 = [44, 17, 24, W - 85]

    def blk(title, material, name, key, vt, unit, ref, extra=None):
        r = Res(name, key, vt, unit)
        rows = [Row([C(S(title, bold=True, size=9.4), span=4)], pad=(0.3, 0.3)),
                Row([C(S(material, size=7.4), span=4)], pad=(0.1, 0.3)),
                Row([C(lead(name)), C(V(r, bold=True), align="R"), C(" " + unit if unit else ""),
                     C("REF: " + ref)], pad=(0.6, 0.3))]
        if extra:
            rows.append(extra)
        return [Grid(cw2, rows, size=8.2, font="libmono"), HRule(0.3, "#000000", 1.8, 1.8, dash=True)]

    abo = Res("GRUPO SANGUINEO", "abo", "O", "")
    rh = Res("FATOR RH (D)", "rh", "POSITIVO", "")
    tipag = Grid(cw2, [
        Row([C(S("TIPAGEM SANGUINEA (ABO + FATOR RH)", bold=True, size=9.4), span=4)], pad=(0.3, 0.3)),
        Row([C(S("MATERIAL: SANGUE TOTAL (EDTA)   METODO: HEMAGLUTINACAO EM GEL (PROVA DIRETA E REVERSA)", size=7.4),
               span=4)], pad=(0.1, 0.3)),
        Row([C(lead("GRUPO SANGUINEO")), C(V(abo, bold=True), align="R"), C(""), C("")], pad=(0.6, 0.3)),
        Row([C(lead("FATOR RH (D)")), C(V(rh, bold=True), align="R"), C(""), C("")], pad=(0.3, 0.3)),
        Row([C(S("PESQUISA DE D FRACO NAO REALIZADA (RH POSITIVO).", size=7.4), span=4)], pad=(0.3, 0.3)),
    ], size=8.2, font="libmono", pad=(0.5, 0.9))
    p2 = header(2)
    p2 += blk("VELOCIDADE DE HEMOSSEDIMENTACAO (VHS)", "MATERIAL: SANGUE TOTAL (EDTA)   METODO: WESTERGREN MODIFICADO",
              "VHS 1A HORA", "esr", "8", "mm", "ATE 15 mm NA 1A HORA (HOMENS ATE 50 ANOS)")
    p2 += [tipag, HRule(0.3, "#000000", 1.8, 1.8, dash=True)]
    p2 += blk("GLICOSE", "MATERIAL: SORO (JEJUM DE 9 HORAS)   METODO: ENZIMATICO - GLICOSE OXIDASE",
              "GLICOSE", "glu_fast", "88", "mg/dL", "70 a 99 mg/dL",
              Row([C(S("GLICEMIA DE JEJUM ENTRE 100 E 125 mg/dL: TOLERANCIA A GLICOSE DIMINUIDA (SBD).", size=7.4),
                     span=4)], pad=(0.4, 0.3)))
    p2 += [Space(6), para(W, S("Assinado eletronicamente por: DRA. PATRICIA LEMES VILELA - BIOMEDICA - CRBM-3 7.051\n"
                               "Conferido por: DR. GUSTAVO REZENDE PRADO - FARMACEUTICO-BIOQUIMICO - CRF-GO 4.122",
                               size=7.4), font="libmono")]
    return Report("ao07", "Laboratório Ipê de Análises Clínicas", "Goiânia/GO", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="libmono", size=8.2,
                  color="#000000",
                  features="monospaced LIS print; ASCII upper-case names without accents; literal dot leaders; "
                           "ASCII units (/mm3, milhoes/mm3); '*' flags; blood count with bands/segmented as % only; "
                           "ESR; ABO/Rh qualitative")
