"""aj11 - network unit, Belém/PA: liver work-up.  Header-ruled table with '*' flags,
GGT name on two lines, bilirubin fractions, proteins with A/G ratio (unitless), prothrombin
block whose control time is printed but is not a patient result, pancreas enzymes, AFP,
hepatitis/HIV serology blocks ('Reagente', 'Não reagente', 'superior a 1.000')."""
from common import C, Para, Row, Rule, Space, Sp, Table, TwoCol, V, res
from engine import Doc

ORG = "#c0561b"
W = [66, 22, 8, 22, 64]


def cols():
    return Row([C(Sp("Exame", b=True, color=ORG)), C(Sp("Resultado", b=True, color=ORG), align="R"), C(""),
                C(Sp("Unidade", b=True, color=ORG)), C(Sp("Valores de referência", b=True, color=ORG))],
               header=True)


def row(r, ref, name=None):
    return Row([C(*(name or [r.name])), C(V(r, flag=None, b=True), align="R"), C(Sp(r.flag, b=True, color=ORG)),
                C(r.unit), C(ref)])


def title(t, sub):
    return [Space(2), Table([80, 102], [Row([C(Sp(t, b=True, size=9.5, color="#ffffff")),
                                             C(Sp(sub, size=7.4, color="#ffffff"), align="R")], fill=ORG)],
                            lh=5, pad=0.2, hpad=2), Space(1)]


def build():
    ast = res("ast", "TGO - Aspartato aminotransferase", "64", "U/L", flag="*")
    alt = res("alt", "TGP - Alanina aminotransferase", "88", "U/L", flag="*")
    ggt = res("ggt", "Gama-Glutamil Transferase (GGT)", "112", "U/L", flag="*")
    alp = res("alp", "Fosfatase alcalina", "98", "U/L")
    bt = res("bili_t", "Bilirrubina total", "1,42", "mg/dL", flag="*")
    bd = res("bili_d", "Bilirrubina direta", "0,38", "mg/dL", flag="*")
    bi = res("bili_i", "Bilirrubina indireta", "1,04", "mg/dL", flag="*")
    pt = res("prot", "Proteínas totais", "7,4", "g/dL")
    alb = res("alb", "Albumina", "4,1", "g/dL")
    glob = res("glob", "Globulina", "3,3", "g/dL")
    ag = res("ag_ratio", "Relação albumina/globulina", "1,24", "")
    tp = res("pt_s", "Tempo do paciente", "13,1", "segundos")
    tpa = res("pt_act", "Atividade", "88", "%")
    inr = res("inr", "RNI", "1,08", "")
    amy = res("amy", "Amilase", "62", "U/L")
    lip = res("lip", "Lipase", "38", "U/L")
    afp = res("afp", "Alfafetoproteína (AFP)", "3,2", "ng/mL")
    hbs = res("hbsag", "HBsAg (antígeno de superfície HBV)", "Não reagente", "")
    ahbs = res("antihbs", "Anti-HBs", "superior a 1.000", "mUI/mL")
    hcv = res("hcv", "Anti-HCV", "Reagente", "")
    hiv = res("hiv", "HIV 1/2 - anticorpos e antígeno p24", "Não reagente", "")

    def header(p, n):
        return [
            Table([96, 86], [Row([
                C([Sp("Rede ", size=15, color="#333333"), Sp("LabMais", b=True, size=15, color=ORG)],
                  Sp("DIAGNÓSTICOS · Unidade Nazaré", size=7.6, b=True, color="#777777")),
                C("Av. Nazaré, 1.115 · Nazaré · Belém/PA · CEP 66035-170",
                  "SAC 0800 940 2121 · CNPJ 34.905.112/0004-06 · CNES 7712051",
                  "Resp. técnico: Dr. Edson K. Tavares · CRM-PA 9.372", align="R", size=7.2, color="#555555")])],
                lh=4.4, pad=0, hpad=0),
            Rule(0.5, ORG, 2.2),
            Table([78, 52, 52], [
                Row([C([Sp("Nome: ", b=True), "MARCELO AUGUSTO PANTOJA FARIAS"]),
                     C([Sp("Nascimento: ", b=True), "27/01/1975"]), C([Sp("Sexo: ", b=True), "Masculino"])]),
                Row([C([Sp("Médico: ", b=True), "Dra. Lúcia H. Barbalho · CRM-PA 11.250"]),
                     C([Sp("Cadastro: ", b=True), "07/07/2025"]), C([Sp("Coleta: ", b=True), "08/07/2025 07:14"])]),
                Row([C([Sp("Convênio: ", b=True), "Particular"]), C([Sp("Requisição: ", b=True), "BEL-8820413"]),
                     C([Sp("Liberação: ", b=True), "10/07/2025 18:22"])]),
            ], lh=4.3, pad=0.1, hpad=0, st={"size": 8}),
            Rule(0.2, "#aaaaaa", 1.6),
        ]

    def footer(p, n):
        return [Rule(0.3, ORG, 1.2),
                Table([140, 42], [Row([
                    C("(*) Resultado fora do intervalo de referência. Impresso em 11/07/2025 07:58.",
                      "Rede LabMais Diagnósticos · resultados também disponíveis no aplicativo LabMais.", size=6.8,
                      color="#666666"),
                    C(f"Página {p}/{n}", align="R", size=8)])], lh=3.5, pad=0, hpad=0)]

    def tbl(rows):
        return Table(W, rows, hlines="header", rule_color=ORG, rule_w=0.3, lh=4.4, pad=0.25)

    p1 = title("HEPATOGRAMA", "Material: soro · Métodos: cinético UV IFCC, diazo, biureto, verde de bromocresol")
    p1.append(tbl([cols(), row(ast, "Até 40 U/L"), row(alt, "Até 41 U/L"),
                   row(ggt, "10 a 71 U/L", name=["Gama-Glutamil", "Transferase (GGT)"]),
                   row(alp, "40 a 129 U/L"), row(bt, "0,20 a 1,20 mg/dL"), row(bd, "Até 0,30 mg/dL"),
                   row(bi, "0,10 a 1,00 mg/dL"), row(pt, "6,4 a 8,3 g/dL"), row(alb, "3,5 a 5,2 g/dL"),
                   row(glob, "2,0 a 3,5 g/dL"), row(ag, "1,10 a 2,20")]))
    p1 += [Para("Globulina e relação A/G calculadas a partir das proteínas totais e da albumina.", size=7.2, i=True,
                lh=3.8, color="#555555")]
    p1 += title("TEMPO DE PROTROMBINA (TP)", "Material: plasma citratado · Método: coagulométrico automatizado")
    p1.append(TwoCol(
        [Table([44, 36], [
            Row([C(tp.name), C(V(tp, unit=True, b=True))]),
            Row([C("Tempo do controle"), C("12,4 segundos")]),
            Row([C(tpa.name), C(V(tpa, unit=True, b=True))]),
            Row([C(inr.name), C(V(inr, b=True))])], lh=4.5, pad=0.15, hpad=1)],
        [Para(Sp("Valores de referência", b=True), lh=4.3),
         Para("Atividade: 70 a 100 %", "RNI: 0,90 a 1,20 (pacientes sem anticoagulante oral)",
              "Faixa terapêutica usual (varfarina): RNI 2,0 a 3,0", "ISI da tromboplastina: 0,98", lh=4.1,
              size=7.8)], wl=84, gap=8))
    p1 += [Space(4), Para([Sp("Liberado por ", i=True), Sp("Dra. Priscila A. Monteiro", b=True),
                           " · Biomédica · CRBM-4 10.266 · 10/07/2025"], align="R", size=7.8)]

    p2 = title("PÂNCREAS E MARCADOR TUMORAL", "Material: soro · Métodos: enzimático colorimétrico, CMIA")
    p2.append(tbl([cols(), row(amy, "28 a 100 U/L"), row(lip, "13 a 60 U/L"), row(afp, "Até 7,0 ng/mL")]))
    p2 += title("SOROLOGIA · HEPATITES VIRAIS E HIV", "Material: soro · Método: quimioluminescência (CMIA)")

    def sblock(r, ref, note=None):
        label = r.name
        out = [Table([70, 50, 62], [Row([C(Sp(label, b=True)), C(V(r, unit=True, b=True, size=9.5)),
                                         C(Sp(ref, size=7.4, color="#555555"))])], lh=4.6, pad=0.2, hpad=1)]
        if note:
            out.append(Para(Sp(note, i=True), size=7.2, lh=3.8, indent=1, color="#444444"))
        out.append(Rule(0.15, "#dddddd", 1.6))
        return out

    p2 += sblock(hbs, "Não reagente")
    p2 += sblock(ahbs, "Imune: igual ou superior a 10 mUI/mL",
                 note="Resultado acima do limite superior de quantificação. Compatível com imunidade ao HBV.")
    p2 += sblock(hcv, "Não reagente",
                 note="Recomenda-se pesquisa de HCV-RNA (carga viral) para confirmação de infecção ativa.")
    p2 += sblock(hiv, "Não reagente",
                 note="Amostra não reagente para HIV (Portaria MS/SVS nº 29/2013, fluxograma 2).")
    p2 += [Space(6),
           Para("_______________________________", Sp("Dr. Edson K. Tavares", b=True),
                "Médico patologista clínico · CRM-PA 9.372", align="R", size=8, lh=4)]
    return Doc(id="aj11", lab="Rede LabMais Diagnósticos", collected_default="2025-07-08",
               family="Liberation Sans", size=8.3, color="#222222", margins=(14, 10, 14, 9), header=header,
               footer=footer, pages=[p1, p2], title="Rede LabMais - Laudo",
               meta={"city": "Belém/PA", "kind": "network unit",
                     "features": "liver work-up; header-ruled table with '*' flag column; GGT name on two "
                                 "lines; unitless A/G ratio; PT block with control time (not a result); "
                                 "serology ('Reagente', 'Não reagente', 'superior a 1.000'); AFP, amylase, lipase"})
