"""aj12 - regional laboratory, Mossoró/RN: follow-up of an older patient with diabetes,
chronic kidney disease and anaemia.  Ruled cumulative table (current collection plus two
earlier collections, each column with its own date), ↑/↓ flags beside the current values,
'—' for tests not done, eGFR name on two lines, separate table of single results
(PTH, vitamin D, urine albumin/creatinine); next-visit date as a distractor."""
from common import C, Para, Row, Rule, Space, Sp, Table, TwoCol, V, res
from engine import Doc

BRN = "#5a3e1b"
D0, D1, D2 = "2025-07-24", "2025-04-22", "2025-01-21"
W = [50, 18, 6, 20, 20, 26, 42]


def build():
    def cum(key, name, vals, unit, ref, flag="", name_lines=None):
        cells = []
        for i, (vt, d) in enumerate(zip(vals, (D0, D1, D2))):
            if vt is None:
                cells.append(C("—", align="C"))
            else:
                r = res(key, name, vt, unit, flag=flag if i == 0 else "", date=d)
                cells.append(C(V(r, flag=None, b=(i == 0)), align="C"))
                if i == 0:
                    cells.append(C(Sp(flag, b=True)))
        return Row([C(*(name_lines or [name]))] + cells + [C(unit), C(ref)])

    def sec(t):
        return Row([C(Sp(t, b=True, color=BRN), colspan=7)], fill="#f3ede4")

    def header(p, n):
        return [
            Table([112, 70], [Row([
                C(Sp("CLÍNICA LABORATORIAL OESTE POTIGUAR", b=True, size=12.5, color=BRN),
                  Sp("Análises clínicas · Citologia · Toxicologia", size=8.2, i=True),
                  Sp("Rua Coronel Gurgel, 455 · Centro · Mossoró/RN · CEP 59600-150 · (84) 3316-2040", size=7.2)),
                C(Sp("CNPJ 08.447.360/0001-12", size=7.2), Sp("CNES 2474686", size=7.2),
                  Sp("RT: Dra. Socorro V. Fernandes · CRF-RN 1.962", size=7.2), align="R")])],
                lh=4.3, pad=0, hpad=0),
            Rule(1.2, BRN, 2.6),
            Table([70, 56, 56], [
                Row([C([Sp("Paciente: ", b=True), "MARIA DAS DORES QUEIROZ"]),
                     C([Sp("Nasc.: ", b=True), "12/08/1950 (74 anos)"]), C([Sp("Código: ", b=True), "OP-115.208"])]),
                Row([C([Sp("Médico: ", b=True), "Dr. Heitor B. Rebouças · CRM-RN 4.877"]),
                     C([Sp("Coleta atual: ", b=True), "24/07/2025 06:55"]),
                     C([Sp("Liberação: ", b=True), "26/07/2025 10:40"])]),
                Row([C([Sp("Convênio: ", b=True), "Cassi"]), C([Sp("Próximo retorno: ", b=True), "23/10/2025"]),
                     C([Sp("Impressão: ", b=True), "28/07/2025 08:12"])]),
            ], box=True, rule_color=BRN, lh=4.3, pad=0.3, hpad=1.5, st={"size": 8}),
            Space(3),
        ]

    def footer(p, n):
        return [Rule(0.3, BRN, 1.2),
                Table([140, 42], [Row([
                    C("↑ / ↓ resultado atual acima / abaixo da referência · — exame não realizado naquela coleta.",
                      "As datas das colunas correspondem às datas de coleta das amostras.", size=7, i=True),
                    C(f"Folha {p} de {n}", align="R", size=8)])], lh=3.6, pad=0, hpad=0)]

    hdr = Row([C(Sp("Exame", b=True)), C(Sp("24/07/2025", b=True), Sp("atual", size=7), align="C", colspan=2),
               C(Sp("22/04/2025", b=True), Sp("anterior", size=7), align="C"),
               C(Sp("21/01/2025", b=True), Sp("anterior", size=7), align="C"),
               C(Sp("Unidade", b=True)), C(Sp("Valores de referência", b=True))], fill="#e8dccb")
    rows = [hdr,
            sec("HEMATOLOGIA · sangue total (EDTA)"),
            cum("hgb", "Hemoglobina", ["10,4", "10,9", "11,3"], "g/dL", "12,0 a 15,5", flag="↓"),
            sec("BIOQUÍMICA · soro / sangue total"),
            cum("a1c", "Hemoglobina glicada (HbA1c)", ["7,4", "7,8", "8,2"], "%", "4,0 a 5,6", flag="↑"),
            cum("urea", "Ureia", ["78", "71", "66"], "mg/dL", "15 a 45", flag="↑"),
            cum("creat", "Creatinina", ["1,62", "1,55", "1,48"], "mg/dL", "0,50 a 1,10", flag="↑"),
            cum("egfr21", "TFG estimada (CKD-EPI 2021)", ["33", "35", "37"], "mL/min/1,73 m²",
                "igual ou superior a 60", flag="↓", name_lines=["TFG estimada", "(CKD-EPI 2021)"]),
            cum("k", "Potássio", ["5,3", "5,0", "4,8"], "mEq/L", "3,5 a 5,1", flag="↑"),
            cum("phos", "Fósforo", ["4,9", "4,6", None], "mg/dL", "2,5 a 4,5", flag="↑"),
            sec("PERFIL DE FERRO · soro"),
            cum("ferritin", "Ferritina", ["86", None, "64"], "ng/mL", "15 a 150"),
            cum("tsat", "Saturação da transferrina", ["19", None, "16"], "%", "20 a 50", flag="↓")]
    cumtab = Table(W, rows, grid=True, rule_color="#8a7357", rule_w=0.2, lh=4.4, pad=0.4)

    pth = res("pth", "Paratormônio (PTH) intacto", "142", "pg/mL", flag="↑", date=D0)
    vitd = res("vitd", "25-hidroxivitamina D", "26,3", "ng/mL", date=D0)
    acr = res("u_acr", "Relação albumina/creatinina (urina isolada)", "286", "mg/g", flag="↑", date=D0)
    singles = Table([76, 30, 26, 50], [
        Row([C(Sp("Exame (coleta de 24/07/2025)", b=True)), C(Sp("Resultado", b=True), align="C"),
             C(Sp("Unidade", b=True)), C(Sp("Valores de referência", b=True))], fill="#e8dccb"),
        Row([C(pth.name, Sp("Soro · eletroquimioluminescência", size=7, color="#555555")),
             C(V(pth, b=True), align="C"), C(pth.unit), C("15 a 65 pg/mL")]),
        Row([C(vitd.name, Sp("Soro · quimioluminescência", size=7, color="#555555")), C(V(vitd, b=True), align="C"),
             C(vitd.unit), C("Grupos de risco: 30 a 60 ng/mL")]),
        Row([C(acr.name, Sp("Urina · imunoturbidimetria / Jaffé", size=7, color="#555555")),
             C(V(acr, b=True), align="C"), C(acr.unit), C("inferior a 30 mg/g")]),
    ], grid=True, rule_color="#8a7357", rule_w=0.2, lh=4.2, pad=0.4)

    p1 = [Para(Sp("RELATÓRIO EVOLUTIVO DE RESULTADOS", b=True, size=11, color=BRN), align="C", lh=6),
          Para("Acompanhamento: diabetes mellitus tipo 2 · doença renal crônica · anemia (informação clínica do pedido)",
               align="C", size=7.8, lh=4, i=True),
          Space(2), cumtab, Space(3),
          Para(Sp("EXAMES COMPLEMENTARES", b=True, size=9.5, color=BRN), lh=5), Space(0.5), singles,
          Space(3),
          Para("TFG estimada pela equação CKD-EPI 2021 (creatinina), sem coeficiente racial. Estadiamento KDIGO: "
               "G3b = 30 a 44 mL/min/1,73 m².", size=7.6, lh=3.9),
          Para("Relação albumina/creatinina: A2 = 30 a 300 mg/g; A3 = superior a 300 mg/g.", size=7.6, lh=3.9),
          Space(7),
          TwoCol([Para("Mossoró/RN, 26 de julho de 2025.", size=8, lh=4)],
                 [Para("______________________________", Sp("Dra. Socorro V. Fernandes", b=True),
                       "Farmacêutica-bioquímica · CRF-RN 1.962", align="C", size=8, lh=4)], wl=90, gap=2)]
    return Doc(id="aj12", lab="Clínica Laboratorial Oeste Potiguar", collected_default="2025-07-24",
               family="Liberation Serif", size=8.6, color="#1a1a1a", margins=(14, 10, 14, 9), header=header,
               footer=footer, pages=[p1], title="Oeste Potiguar - Relatório evolutivo",
               meta={"city": "Mossoró/RN", "kind": "regional laboratory",
                     "features": "diabetes + CKD + anaemia follow-up; ruled cumulative table with three "
                                 "collection dates; ↑/↓ flags; '—' for tests not done; eGFR name on two lines; "
                                 "PTH, vitamin D, urine ACR; next-visit date distractor"})
