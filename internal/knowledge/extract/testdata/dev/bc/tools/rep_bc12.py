"""bc12 - Laboratório Ipê Central (Brasília/DF): woman, 34, pre-conception
check-up on day 3 of the cycle.  Two-column page of blocks where the
reference values are printed BEFORE the result line, names split over two
lines, hormones, thyroid, vitamins, a tumour marker, many '<' / '>' /
'inferior a' / 'superior a' values and 'Alto' word flags."""
from engine import Ctx, Lines, Table, Row, Box, HRule, Space, Banner, Signatures, Segs, TwoCol
from model import Report
from common import d, kv, cnpj, flagged, join_name

ACC = "#6b4f1d"
COLL = "2024-10-15"


def build():
    rep = Report("bc12", "Laboratório Ipê Central de Análises", "Brasília/DF", Ctx("dvcond", 7.8), COLL,
                 margins=(13, 11, 13), patient="F, 34 a",
                 features="two-column page of blocks with reference lines BEFORE the result line; split names; hormones; thyroid; vitamins; CA-125; '<', '>', 'inferior a', 'superior a 2.000'; 'Alto' flags")
    rep.new_page()
    p = rep.pages[0]
    p.append(Box([TwoCol([Lines([Segs([("Ipê Central", "B", "#ffffff")])], size=17),
                          Lines(["Laboratório de Análises Clínicas · SGAS 613/614, Bloco C, Loja 27 – Asa Sul – Brasília/DF",
                                 f"CEP 70200-730 · CNPJ {cnpj('260918530001')} · CNES 0010472 · (61) 3346-2090",
                                 "Responsável técnica: Dra. Yara Lopes Cavalcante – CRF-DF 5.561"], size=7, color="#f3ead8")],
                         [Lines([Segs([("LAUDO", "B", "#f4d58d")]), Segs([("LABORATORIAL", "B", "#f4d58d")])], size=10, align="R", pad_top=2)],
                         gap=2, ratio=0.78)], border=None, fill=ACC, pad=2.2))
    p.append(Space(2))
    info = [
        Row([kv("Cliente: ", "JULIANA MARTINS OKAMOTO"), kv("Nascimento: ", "14/04/1990 (34 anos)"), kv("OS: ", "DF-7731.204")]),
        Row([kv("Médica: ", "Dra. Renata Ishikawa Prado – CRM-DF 19.880"), kv("DUM: ", "13/10/2024 (3º dia do ciclo)"), kv("Sexo: ", "Feminino")]),
        Row([kv("Coleta: ", d(COLL) + " 08:05"), kv("Pedido: ", "07/10/2024"), kv("Resultado: ", "17/10/2024")]),
    ]
    p.append(Table([(76, "L"), (62, "L"), (46, "L")], info, rule="hdot", border="#b79c6b", size=7.8, pad=0.5))
    p.append(Space(1.5))

    def block(col, name_lines, key, vt, unit, refs, sub, flag=""):
        name_lines = name_lines if isinstance(name_lines, list) else [name_lines]
        col.append(Lines([Segs([(n, "B", ACC)]) for n in name_lines], size=8.2, pad_top=1.2))
        col.append(Lines([sub], size=6.8, style="I", color="#555555"))
        col.append(Lines(["Valores de referência:"] + ["  " + r for r in refs], size=6.9, color="#333333"))
        res = rep.r(join_name(name_lines), key, vt, unit, flag)
        col.append(Table([(22, "L"), (36, "R"), (28, "L")], [Row(["Resultado:", flagged(res, "word"), unit], style="B")],
                         rule="none", size=8.2, pad=0.35, hpad=0.6))
        col.append(HRule(thick=0.15, color="#b79c6b", before=0.8, after=0.2, dash=True))

    L, R = [], []
    block(L, ["HORMÔNIO FOLÍCULO", "ESTIMULANTE (FSH)"], "fsh", "6,8", "mUI/mL",
          ["Fase folicular: 3,5 a 12,5", "Pico ovulatório: 4,7 a 21,5", "Pós-menopausa: 25,8 a 134,8"], "Soro · eletroquimioluminescência")
    block(L, ["HORMÔNIO LUTEINIZANTE (LH)"], "lh", "4,9", "mUI/mL",
          ["Fase folicular: 2,4 a 12,6", "Pico ovulatório: 14,0 a 95,6"], "Soro · eletroquimioluminescência")
    block(L, "ESTRADIOL", "e2", "48", "pg/mL", ["Fase folicular: 12,5 a 166,0", "Fase lútea: 43,8 a 211,0"], "Soro · eletroquimioluminescência")
    block(L, "PROLACTINA", "prl", "31,6", "ng/mL", ["Mulheres não gestantes: 4,8 a 23,3"], "Soro · eletroquimioluminescência · pesquisa de macroprolactina sob pedido", "H")
    block(L, "PROGESTERONA", "prog", "inferior a 0,21", "ng/mL", ["Fase folicular: 0,2 a 1,5", "Fase lútea: 1,7 a 27,0"], "Soro · eletroquimioluminescência")
    block(L, "TESTOSTERONA TOTAL", "testo", "32", "ng/dL", ["Mulheres 20 a 49 anos: 8,4 a 48,1"], "Soro · eletroquimioluminescência")
    block(L, ["CORTISOL BASAL", "(coleta às 8 h)"], "cortisol", "14,2", "µg/dL", ["Manhã (7 a 10 h): 6,2 a 19,4"], "Soro · eletroquimioluminescência")
    block(L, "INSULINA (JEJUM)", "insulin", "8,4", "µUI/mL", ["2,6 a 24,9"], "Soro · eletroquimioluminescência")
    block(L, "GLICOSE (JEJUM)", "glu_fast", "86", "mg/dL", ["70 a 99"], "Plasma fluoretado · hexoquinase")

    block(R, "TSH", "tsh", "1,95", "µUI/mL", ["0,27 a 4,20", "Pré-concepção (ATA): até 2,50"], "Soro · eletroquimioluminescência")
    block(R, "T4 LIVRE", "ft4", "1,12", "ng/dL", ["0,93 a 1,70"], "Soro · eletroquimioluminescência")
    block(R, ["ANTICORPOS ANTI-", "TIREOPEROXIDASE"], "tpo", "< 9,0", "UI/mL", ["Inferior a 34,0"], "Soro · eletroquimioluminescência")
    block(R, "FERRITINA", "ferritin", "42,0", "ng/mL", ["Mulheres: 13,0 a 150,0"], "Soro · eletroquimioluminescência")
    block(R, "VITAMINA B12", "b12", "superior a 2.000", "pg/mL", ["197 a 771"], "Soro · eletroquimioluminescência · paciente em suplementação", "H")
    block(R, "ÁCIDO FÓLICO", "folate", "> 20,0", "ng/mL", ["Superior a 3,9"], "Soro · eletroquimioluminescência")
    block(R, ["25-HIDROXIVITAMINA D", "(25-OH VITAMINA D)"], "vitd25", "38,2", "ng/mL",
          ["Adultos saudáveis: superior a 20", "Gestantes e pré-concepção: 30 a 60"], "Soro · quimioluminescência")
    block(R, ["BETA-HCG QUANTITATIVO"], "bhcg", "< 2,0", "mUI/mL", ["Não gestantes: inferior a 5,0"], "Soro · eletroquimioluminescência")
    block(R, "CA-125", "ca125", "12,4", "U/mL", ["Inferior a 35,0"], "Soro · eletroquimioluminescência")
    p.append(TwoCol(L, R, gap=7, divider="#b79c6b"))
    p.append(Signatures([["Dra. Yara Lopes Cavalcante", "Farmacêutica-Bioquímica – CRF-DF 5.561"],
                         ["Dr. Henrique Tavares Monteiro", "Biomédico – CRBM-3 28.714"]], size=7.4, before=11, width=60))
    p.append(HRule(thick=0.4, color=ACC, before=2.5, after=1))
    p.append(Lines(["Laudo liberado em 17/10/2024 12:31. Interpretação clínica reservada ao médico assistente. Retorno agendado: 29/10/2024.  Página 1/1"],
                   size=6.8, color="#555555"))
    return rep
