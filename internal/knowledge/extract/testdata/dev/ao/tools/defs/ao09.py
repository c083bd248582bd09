"""ao09 – Rede Vitalis Medicina Diagnóstica (Brasília/DF).
House style: prenatal first-trimester panel; rounded boxed sections with a coloured title
tab; result in bold in its own column, reference under the result in small print for the
serology; urinalysis in two columns; DUM/DPP distractor dates; QR code and validation text."""
from kit import C, S, V, d, kv, para
from model import Box, Cols, Grid, HRule, Logo, Page, QR, Report, Res, Row, Space

MAG, PINK = "#9d174d", "#fbe9f0"
DATE = d("03/09/2025")
W = 186.0
IW = W - 2 * (0.3 + 1.6)


def header(page):
    g = Grid([20, 104, 62], [Row([
        C(Logo("v", MAG, w=15, h=15, size=22)),
        C(S("Rede Vitalis", bold=True, size=17, color=MAG), S("  medicina diagnóstica", size=10, color=MAG),
          S("\nUnidade Asa Sul – SGAS 915, conjunto B, loja 22 – Brasília/DF – CEP 70390-150", size=7)),
        C(S("CNPJ 05.338.906/0001-14\nCNES 0912447 • (61) 3346-0800\nRT: Dr. Caio Figueiredo Amaral – CRM-DF 16.207",
            size=7), align="R", valign="M")])], size=8)
    rows = [[("Paciente:", "JULIANA PEREIRA DE CASTRO MOURA"), ("Atendimento:", "VT-250903-0441")]]
    if page == 1:
        rows += [[("Nascimento:", "14/02/1992 (33 anos)"), ("Sexo:", "Feminino")],
                 [("Médica:", "Dra. Renata Coutinho Lago – CRM-DF 22.548"), ("Solicitação:", "29/08/2025")],
                 [("Coleta:", "03/09/2025 08:14"), ("Liberação:", "03/09/2025 18:02")],
                 [("DUM:", "28/07/2025"), ("DPP (pela DUM):", "04/05/2026")]]
    else:
        rows += [[("Coleta:", "03/09/2025 08:14"), ("Liberação:", "03/09/2025 18:02")]]
    pat = kv([24, 84, 30, 48], rows, size=7.8, label_color=MAG, pad=(0.3, 1.0))
    return [g, HRule(0.6, MAG, 1.2, 1.0), pat, HRule(0.3, MAG, 1.0, 3.0)]


def section(title, children, sub=""):
    tab = Grid([IW * 0.55, IW * 0.45], [Row([C(S(title, bold=True, color="#ffffff", size=9)),
                                            C(S(sub, size=6.8, color="#ffffff"), align="R", valign="M")],
                                           fill=MAG, pad=(0.8, 1.6))])
    return Box([tab, Space(1)] + children, 0.3, MAG, pad=1.6, radius=1.5)


CW = [62, 38, 24, IW - 124]


def colhead():
    return Row([C("Exame"), C("Resultado"), C("Unidade"), C("Valores de referência")], bold=True, size=7,
               color=MAG, pad=(0.4, 1.0), rule_below=0.2, rule_color="#e3a6bf")


def r(name, key, vt, unit, ref, meth=None):
    res = Res(name, key, vt, unit)
    name_c = C(S(name, bold=True), *([S("\n" + meth, size=6.5, color="#666666")] if meth else []))
    return Row([name_c, C(V(res, bold=True, size=9.6)), C(unit), C(S(ref, size=7.2))], pad=(0.8, 1.0))


def footer(page, n):
    return [HRule(0.3, MAG, 0, 0.8), Grid([150, 36], [Row([
        C(S("Rede Vitalis Medicina Diagnóstica – laudo liberado eletronicamente. Exames realizados em laboratório "
            "acreditado (PALC). Em caso de dúvidas, contate a central de resultados.", size=6.3, color="#555555")),
        C(S(f"Página {page} de {n}", size=7.2, bold=True, color=MAG), align="R")])])]


def build() -> Report:
    hcg = Grid(CW, [colhead(),
                    r("Beta-HCG quantitativo", "bhcg", "2.846", "mUI/mL", "Não gestantes: inferior a 5,0 mUI/mL",
                      "Soro – eletroquimioluminescência"),
                    Row([C(S("Idade gestacional pela DUM (28/07/2025): 5 semanas e 2 dias. Faixa esperada para 5 "
                             "semanas: 217 a 7.138 mUI/mL.", size=7, italic=True), span=4)], pad=(0.6, 1.0))],
               size=8.4)
    imuno = Grid(CW, [colhead(),
                      r("Grupo sanguíneo (ABO)", "abo", "A", "", "—", "Hemaglutinação em gel"),
                      r("Fator Rh (D)", "rh", "Negativo", "", "—", "Hemaglutinação em gel"),
                      Row([C(S("Gestante Rh negativo: recomenda-se pesquisa de anticorpos irregulares (Coombs "
                               "indireto) e acompanhamento conforme protocolo do pré-natal.", size=7, italic=True),
                             span=4)], pad=(0.6, 1.0))], size=8.4)
    bio = Grid(CW, [colhead(),
                    r("Glicose em jejum", "glu_fast", "84", "mg/dL", "Gestação: inferior a 92 mg/dL",
                      "Soro – hexoquinase"),
                    r("TSH", "tsh", "1,94", "µUI/mL", "1º trimestre: 0,10 a 2,50 µUI/mL", "Soro – quimioluminescência"),
                    r("T4 livre", "ft4", "1,08", "ng/dL", "1º trimestre: 0,80 a 1,53 ng/dL",
                      "Soro – quimioluminescência")], size=8.4)

    cws = [62, 46, IW - 108]

    def sero(name, key, vt, unit, ref, meth):
        res = Res(name, key, vt, unit)
        return Row([C(S(name, bold=True), S("\n" + meth, size=6.5, color="#666666")),
                    C(V(res, bold=True, size=9.6), S(" " + unit if unit else "", size=8),
                      S("\n" + ref, size=6.6, color="#555555")),
                    C("")], pad=(0.8, 1.0))

    sor = Grid(cws, [
        Row([C("Exame"), C("Resultado / referência"), C("")], bold=True, size=7, color=MAG, pad=(0.4, 1.0),
            rule_below=0.2, rule_color="#e3a6bf"),
        sero("HIV 1 e 2 – antígeno p24 e anticorpos", "hiv", "Não reagente", "", "Referência: não reagente",
             "Soro – quimioluminescência (4ª geração)"),
        sero("HBsAg – antígeno de superfície da hepatite B", "hbsag", "Não reagente", "", "Referência: não reagente",
             "Soro – quimioluminescência"),
        sero("Anti-HBs", "antihbs", "superior a 1.000", "mUI/mL", "Imune: igual ou superior a 10 mUI/mL",
             "Soro – quimioluminescência"),
        sero("Anti-HCV", "antihcv", "Não reagente", "", "Referência: não reagente", "Soro – quimioluminescência"),
        sero("VDRL", "vdrl", "Não reagente", "", "Referência: não reagente", "Soro – floculação"),
    ], size=8.4)
    p1 = header(1) + [section("GONADOTROFINA CORIÔNICA", [hcg], "Material: soro"), Space(2.5),
                      section("IMUNO-HEMATOLOGIA", [imuno], "Sangue total EDTA"), Space(2.5),
                      section("BIOQUÍMICA E TIREOIDE", [bio], "Jejum de 8 horas"), Space(2.5),
                      section("SOROLOGIAS DO PRÉ-NATAL", [sor], "Triagem – 1º trimestre")]

    hw = (IW - 6) / 2
    cwe = [30, 27, hw - 57]
    u = lambda name, key, vt, unit, ref: (lambda res: Row([C(name), C(V(res, bold=True, size=9.2),
                                                                      S(" " + unit if unit else "", size=7.6)),
                                                           C(S(ref, size=6.8, color="#555555"))], pad=(0.6, 0.6)))(
        Res(name, key, vt, unit))
    sub = lambda t: Row([C(S(t, bold=True, color=MAG), span=3)], pad=(0.8, 0.6), rule_below=0.2,
                        rule_color="#e3a6bf")
    left = [Grid(cwe, [sub("Exame físico-químico"),
                       u("Cor", "u_color", "Amarelo", "", "Amarelo"),
                       u("Aspecto", "u_aspect", "Ligeiramente turvo", "", "Límpido"),
                       u("Densidade", "u_sg", "1,022", "", "1,005 a 1,030"),
                       u("pH", "u_ph", "5,5", "", "5,0 a 8,0"),
                       u("Proteínas", "u_prot", "Ausentes", "", "Ausentes"),
                       u("Glicose", "u_glu", "Ausente", "", "Ausente"),
                       u("Corpos cetônicos", "u_ket", "Ausentes", "", "Ausentes"),
                       u("Nitrito", "u_nit", "Negativo", "", "Negativo")], size=8.2)]
    right = [Grid(cwe, [sub("Sedimento urinário"),
                        u("Leucócitos", "u_wbc", "5", "p/campo", "até 10 p/campo"),
                        u("Hemácias", "u_rbc", "2", "p/campo", "até 5 p/campo"),
                        u("Células\nepiteliais", "u_epi", "Algumas", "", "Raras a algumas"),
                        u("Bactérias", "u_bact", "Raras", "", "Ausentes a raras")], size=8.2),
             Space(2), para(hw, S("Cilindros e cristais não observados.", size=7, italic=True))]
    eas = section("URINA TIPO 1 (EAS)", [Cols([left, right], [hw, hw], gap=6, divider=0.2,
                                              divider_color="#e3a6bf")],
                  "Urina – jato médio • tira reagente + microscopia")
    val = Box([Grid([28, IW - 28], [Row([
        C(QR("ao09-VT2509030441", size=24)),
        C(S("Autenticidade do laudo\n", bold=True, color=MAG, size=8.6),
          S("Este laudo foi assinado digitalmente por Dra. Beatriz Nunes Quintela – Biomédica – CRBM-3 9.118 em "
            "03/09/2025 às 18:02. Para validar, leia o QR code ou acesse vitalis.exemplo.br/validar com o código ",
            size=7.4), S("VT-9F2C-41KD", bold=True, size=7.4),
          S(" e a data de nascimento da paciente.", size=7.4), valign="M")])])], 0.3, MAG, pad=1.6, radius=1.5)
    p2 = header(2) + [eas, Space(3),
                      para(W, S("Observação: exames de rotina do pré-natal do 1º trimestre conforme solicitação médica. "
                                "Urocultura, toxoplasmose e rubéola em laudo separado.", size=7.2, italic=True)),
                      Space(5), val]
    return Report("ao09", "Rede Vitalis Medicina Diagnóstica", "Brasília/DF", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="carlito", size=8.4,
                  features="prenatal panel; rounded boxed sections with coloured title tabs; beta-hCG with thousands "
                           "dot; ABO/Rh and serology qualitative (Não reagente); 'superior a 1.000'; urinalysis in "
                           "two columns; DUM/DPP distractors; QR code with validation text")
