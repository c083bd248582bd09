"""aj10 - small private laboratory, Juiz de Fora/MG: gynaecological hormone work-up.
Block layout where the reference table comes BEFORE the result, two collection dates in one
report (day 3 and day 21 of the cycle), β-hCG 'inferior a 2,0' followed by a table of
gestational-week reference values (not results), CA-125; DUM as a distractor date."""
from common import C, Para, Row, Rule, Space, Sp, Table, TwoCol, V, res
from engine import Doc

WINE = "#7b1e3a"
D21 = "2025-03-23"


def block(title, meta, ref_rows, r, ref_title="Valores de referência", extra=None):
    out = [Space(2.2), Para(Sp(title, b=True, color=WINE, size=9.8), lh=5), Rule(0.3, WINE, 0.8),
           Para(meta, size=7.6, lh=3.9, i=True, color="#444444"),
           Para(Sp(ref_title + ":", size=7.8, b=True), lh=4, indent=2)]
    if ref_rows:
        out.append(Table([58, 60], [Row([C(a), C(b)]) for a, b in ref_rows], lh=3.7, pad=0, hpad=0, x=6,
                         st={"size": 7.8}))
    if extra:
        out += extra
    out.append(Table([40, 60], [Row([C(Sp("RESULTADO:", b=True)), C(V(r, unit=True, b=True, size=10.5))])],
                     lh=5.6, pad=0.3, hpad=0, x=2))
    return out


def build():
    fsh = res("fsh", "HORMÔNIO FOLÍCULO ESTIMULANTE (FSH)", "7,2", "mUI/mL")
    lh = res("lh", "HORMÔNIO LUTEINIZANTE (LH)", "5,8", "mUI/mL")
    e2 = res("e2", "ESTRADIOL", "48", "pg/mL")
    prl = res("prl", "PROLACTINA", "14,6", "ng/mL")
    tsh = res("tsh", "TSH ULTRASSENSÍVEL", "1,94", "µUI/mL")
    ft4 = res("ft4", "T4 LIVRE", "1,12", "ng/dL")
    testo = res("testo", "TESTOSTERONA TOTAL", "28", "ng/dL")
    ca125 = res("ca125", "CA-125", "14,2", "U/mL")
    prog = res("prog", "PROGESTERONA", "12,4", "ng/mL", date=D21)
    bhcg = res("bhcg", "BETA-HCG QUANTITATIVO", "inferior a 2,0", "mUI/mL", date=D21)

    def header(p, n):
        return [
            Para(Sp("Laboratório Dra. Helena Pacheco", b=True, i=True, size=16, color=WINE), lh=7.5),
            Para("Análises Clínicas · Hormônios · Imunologia", lh=4.2, size=8.6, color="#555555"),
            Para("Rua Halfeld, 828 · sala 304 · Centro · Juiz de Fora/MG · CEP 36010-003 · (32) 3215-4471 · "
                 "CNES 3176584", lh=3.8, size=7.2, color="#555555"),
            Rule(0.8, WINE, 2.6),
            Table([92, 90], [
                Row([C([Sp("Paciente: ", b=True), "Camila Duarte Nogueira"]),
                     C([Sp("Data de nascimento: ", b=True), "11/09/1989"])]),
                Row([C([Sp("Médico(a): ", b=True), "Dra. Beatriz S. Lacerda · CRM-MG 61.208"]),
                     C([Sp("Pedido médico de: ", b=True), "20/02/2025"])]),
                Row([C([Sp("DUM informada: ", b=True), "03/03/2025"]),
                     C([Sp("Coletas: ", b=True), "05/03/2025 (3º dia) e 23/03/2025 (21º dia)"])]),
            ], lh=4.5, pad=0, hpad=0, st={"size": 8.4}),
            Rule(0.2, "#999999", 2),
        ]

    def footer(p, n):
        return [Rule(0.2, WINE, 1.2),
                Table([140, 42], [Row([
                    C("Laudo liberado em 25/03/2025 · impresso em 26/03/2025 · Resp. técnica: Dra. Helena M. Pacheco "
                      "· CRF-MG 12.774", "Os valores de referência variam conforme o método; interprete com o seu "
                      "médico.", size=6.8, color="#555555", i=True),
                    C(f"página {p} de {n}", align="R", size=7.8)])], lh=3.5, pad=0, hpad=0)]

    m3 = "Material: soro · Método: quimioluminescência · Coleta: 05/03/2025 (3º dia do ciclo)"
    p1 = block(fsh.name, m3, [("Fase folicular", "3,5 a 12,5 mUI/mL"), ("Pico ovulatório", "4,7 a 21,5 mUI/mL"),
                               ("Fase lútea", "1,7 a 7,7 mUI/mL"), ("Pós-menopausa", "25,8 a 134,8 mUI/mL")], fsh)
    p1 += block(lh.name, m3, [("Fase folicular", "2,4 a 12,6 mUI/mL"), ("Pico ovulatório", "14,0 a 95,6 mUI/mL"),
                              ("Fase lútea", "1,0 a 11,4 mUI/mL"), ("Pós-menopausa", "7,7 a 58,5 mUI/mL")], lh)
    p1 += block(e2.name, m3, [("Fase folicular", "12,5 a 166,0 pg/mL"), ("Fase ovulatória", "85,8 a 498,0 pg/mL"),
                              ("Fase lútea", "43,8 a 211,0 pg/mL"), ("Pós-menopausa", "inferior a 54,7 pg/mL")], e2)
    p1 += block(prl.name, m3, [("Mulheres não gestantes", "4,8 a 23,3 ng/mL")], prl)
    p1 += block(testo.name, m3, [("Mulheres", "8,4 a 48,1 ng/dL")], testo)
    p2 = block(tsh.name, m3.replace("quimioluminescência", "eletroquimioluminescência"),
               [("Adultos", "0,27 a 4,20 µUI/mL")], tsh)
    p2 += block(ft4.name, m3.replace("quimioluminescência", "eletroquimioluminescência"),
                [("Adultos", "0,93 a 1,70 ng/dL")], ft4)
    p2 += block(ca125.name, m3, [("Até", "35,0 U/mL")], ca125)
    m21 = "Material: soro · Método: quimioluminescência · Coleta: 23/03/2025 (21º dia do ciclo)"
    p2 += block(prog.name, m21, [("Fase folicular", "0,2 a 1,5 ng/mL"), ("Fase lútea", "1,7 a 27,0 ng/mL"),
                                 ("Pós-menopausa", "0,1 a 0,8 ng/mL")], prog)
    hcg_tbl = [Para(Sp("Valores esperados na gestação (semanas após a DUM):", size=7.8, i=True), lh=4, indent=2),
               Table([30, 40, 30, 40], [
                   Row([C("3 semanas"), C("5,8 a 71,2 mUI/mL"), C("6 semanas"), C("158 a 31.795 mUI/mL")]),
                   Row([C("4 semanas"), C("9,5 a 750 mUI/mL"), C("7 semanas"), C("3.697 a 163.563 mUI/mL")]),
                   Row([C("5 semanas"), C("217 a 7.138 mUI/mL"), C("8 semanas"), C("32.065 a 149.571 mUI/mL")])],
                   lh=3.6, pad=0, hpad=0, x=6, st={"size": 7.4, "color": "#444444"})]
    p2 += block(bhcg.name, m21, [("Não gestantes", "inferior a 5,0 mUI/mL")], bhcg, extra=hcg_tbl)
    p2 += [Space(3),
           Para("Interpretação: beta-HCG inferior a 2,0 mUI/mL — resultado negativo para gestação na data da coleta.",
                size=7.6, lh=3.9, i=True),
           Space(5),
           Para("_______________________________", Sp("Dra. Helena M. Pacheco", b=True),
                "Farmacêutica-bioquímica · CRF-MG 12.774", align="R", size=8, lh=4)]
    return Doc(id="aj10", lab="Laboratório Dra. Helena Pacheco - Análises Clínicas", collected_default="2025-03-05",
               family="DejaVu Serif", size=8.6, color="#1a1a1a", margins=(15, 10, 15, 9), header=header,
               footer=footer, pages=[p1, p2], title="Laboratório Dra. Helena Pacheco",
               meta={"city": "Juiz de Fora/MG", "kind": "small private laboratory",
                     "features": "gynaecological hormones; block layout with the reference table BEFORE the "
                                 "result; two collection dates (cycle day 3 and 21); β-hCG 'inferior a 2,0' with "
                                 "gestational reference table; CA-125; DUM distractor"})
