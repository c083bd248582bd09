"""aj05 - mid-size private laboratory, Goiânia/GO: hypertension follow-up.  Unruled table
whose result column comes AFTER the reference column, ↑/↓ flags beside values, electrolytes,
kidney panel with eGFR, lipids ('Colesterol HDL'), urine albumin/creatinine, TSH, hs-CRP
printed as '< 0,30'."""
from common import C, Para, Row, Rule, Space, Sp, Table, TwoCol, V, res
from engine import Doc

GRN = "#2e6b34"
W = [64, 56, 30, 32]


def group(title, material):
    return [Space(1.6),
            Table([90, 92], [Row([C(Sp(title, b=True, color=GRN, size=10)),
                                  C(Sp(material, i=True, size=8, color="#555555"), align="R")])],
                  lh=5, pad=0, hpad=0),
            Rule(0.35, GRN, 1.0)]


def row(r, ref):
    return Row([C(r.name), C(Sp(ref, color="#444444")), C(V(r, b=True, flag_st={"b": True, "color": "#c62828"}),
                                                          align="R"), C(r.unit)])


def build():
    na = res("na", "Sódio", "139", "mEq/L")
    k = res("k", "Potássio", "3,4", "mEq/L", flag="↓")
    cl = res("cl", "Cloreto", "101", "mEq/L")
    ure = res("urea", "Ureia", "48", "mg/dL", flag="↑")
    cre = res("creat", "Creatinina", "1,38", "mg/dL", flag="↑")
    egfr = res("egfr21", "TFG estimada (CKD-EPI 2021)", "58", "mL/min/1,73m²", flag="↓")
    uric = res("urate", "Ácido úrico", "7,9", "mg/dL", flag="↑")
    glu = res("glu_fast", "Glicose em jejum", "104", "mg/dL", flag="↑")
    chol = res("chol", "Colesterol total", "198", "mg/dL", flag="↑")
    hdl = res("hdl", "Colesterol HDL", "41", "mg/dL")
    ldl = res("ldl_calc", "Colesterol LDL", "127", "mg/dL")
    nhdl = res("nonhdl", "Colesterol não-HDL", "157", "mg/dL")
    tg = res("trig", "Triglicerídeos", "152", "mg/dL", flag="↑")
    acr = res("u_acr", "Relação albumina/creatinina", "42", "mg/g", flag="↑")
    tsh = res("tsh", "TSH", "3,10", "µUI/mL")
    pcr = res("hscrp", "PCR ultrassensível", "< 0,30", "mg/L")

    def header(p, n):
        return [
            Table([118, 64], [Row([
                C(Sp("Biolab Cerrado", b=True, size=20, color=GRN)),
                C(Sp("Análises Clínicas", size=10, color=GRN, i=True), align="R", valign="middle")])],
                lh=8.5, pad=0, hpad=0),
            Para("Rua 9, nº 1.204, Setor Oeste · Goiânia/GO · CEP 74110-100 · (62) 3224-8890 · "
                 "CNPJ 06.331.785/0001-27 · CNES 2519370", size=7.4, lh=3.8, color="#555555"),
            Rule(1.0, GRN, 2.5),
            Table([92, 90], [
                Row([C([Sp("Cliente: ", b=True), "JOÃO BATISTA FERREIRA DE SOUZA"]),
                     C([Sp("OS: ", b=True), "0527-01184        ", Sp("Nasc.: ", b=True), "17/10/1963 (61 anos)"])]),
                Row([C([Sp("Médico: ", b=True), "Dr. Otávio H. Guimarães · CRM-GO 14.552"]),
                     C([Sp("Coletado em: ", b=True), "27/05/2025 08:12"])]),
                Row([C([Sp("Convênio: ", b=True), "IPASGO Saúde"]),
                     C([Sp("Liberado em: ", b=True), "28/05/2025 17:30   ", Sp("Previsão: ", b=True), "29/05/2025"])]),
            ], lh=4.6, pad=0, hpad=0, st={"size": 8.8}),
            Rule(0.3, "#999999", 2.0),
        ]

    def footer(p, n):
        return [Rule(0.3, GRN, 1.5),
                Table([150, 32], [Row([
                    C("Responsável técnico: Dr. Wellington S. Barros · Biomédico · CRBM-3 4.906",
                      "Laudo emitido em 28/05/2025 17:41. Os resultados referem-se exclusivamente às amostras analisadas.",
                      size=7, color="#555555"),
                    C(f"Página {p} de {n}", align="R", size=8)])], lh=3.7, pad=0, hpad=0)]

    hdr = Table(W, [Row([C(Sp("EXAME", b=True)), C(Sp("VALORES DE REFERÊNCIA", b=True)),
                         C(Sp("RESULTADO", b=True), align="R"), C(Sp("UNIDADE", b=True))])], lh=4.8, pad=0.2)

    def tbl(rows):
        return Table(W, rows, lh=5.0, pad=0.15)

    p1 = [hdr]
    p1 += group("ELETRÓLITOS", "Material: soro · Método: eletrodo íon seletivo")
    p1.append(tbl([row(na, "135 a 145"), row(k, "3,5 a 5,1"), row(cl, "98 a 107")]))
    p1 += group("FUNÇÃO RENAL", "Material: soro · Método: enzimático / Jaffé cinético")
    p1.append(tbl([row(ure, "15 a 40"), row(cre, "0,70 a 1,30"), row(egfr, "superior a 60"),
                   row(uric, "3,4 a 7,0")]))
    p1 += group("METABOLISMO GLICÍDICO", "Material: plasma fluoretado · Método: hexoquinase")
    p1.append(tbl([row(glu, "70 a 99")]))
    p1 += group("PERFIL LIPÍDICO", "Material: soro · jejum de 12 horas · enzimático colorimétrico")
    p1.append(tbl([row(chol, "Desejável: < 190"), row(hdl, "Desejável: > 40"), row(ldl, "Ver nota (1)"),
                   row(nhdl, "Ver nota (1)"), row(tg, "Desejável: < 150")]))
    p1 += group("URINA · AMOSTRA ISOLADA", "Material: urina · Método: imunoturbidimetria / Jaffé")
    p1.append(tbl([row(acr, "inferior a 30")]))
    p1 += group("TIREOIDE", "Material: soro · Método: quimioluminescência")
    p1.append(tbl([row(tsh, "0,40 a 4,00")]))
    p1 += group("MARCADOR INFLAMATÓRIO", "Material: soro · Método: imunoturbidimetria de alta sensibilidade")
    p1.append(tbl([row(pcr, "Baixo risco CV: < 1,0")]))
    p1 += [Space(3),
           Para("(1) LDL calculado pela fórmula de Friedewald (LDL = CT − HDL − TG/5). Metas de LDL e não-HDL "
                "conforme o risco cardiovascular", size=7.6, lh=3.8, color="#444444"),
           Para("     (Diretriz SBC 2017): baixo risco < 130 e < 160 mg/dL; intermediário < 100 e < 130 mg/dL; "
                "alto < 70 e < 100 mg/dL.", size=7.6, lh=3.8, color="#444444"),
           Para("↑ / ↓ : resultado acima / abaixo do intervalo de referência.  TFG estimada para adultos pela "
                "equação CKD-EPI 2021 (sem raça).", size=7.6, lh=3.8, color="#444444"),
           Space(6),
           Para(Sp("Dra. Aline C. Rezende", b=True), "Farmacêutica-bioquímica · CRF-GO 7.238",
                "Assinatura eletrônica · 28/05/2025 17:30", align="R", size=8, lh=4)]
    return Doc(id="aj05", lab="Biolab Cerrado Análises Clínicas", collected_default="2025-05-27",
               family="Carlito", size=9.5, color="#1a1a1a", margins=(14, 11, 14, 10), header=header,
               footer=footer, pages=[p1], title="Biolab Cerrado - Laudo",
               meta={"city": "Goiânia/GO", "kind": "mid-size private laboratory",
                     "features": "hypertension follow-up; unruled table with the result AFTER the reference "
                                 "column; ↑/↓ flags; electrolytes; kidney panel with eGFR; lipids "
                                 "('Colesterol HDL'); urine ACR; TSH; '< 0,30' result"})
