"""aj01 - large network, São Paulo/SP: annual check-up (CBC with differential in % and
absolute, glucose, lipids, kidney, liver, thyroid).  Horizontal rules, H/L flag column,
HDL-COLESTEROL style names, TSH name split over two lines."""
from common import C, Para, Row, Rule, Space, Sp, Table, TwoCol, V, res
from engine import Doc

TEAL = "#0b6e74"
LIGHT = "#e3f1f1"
W = [62, 24, 9, 25, 62]  # exame, resultado, flag, unidade, referência  (182 mm)


def hdr(title, cols=("Resultado", "", "Unidade", "Valores de referência")):
    return Row([C(title, b=True, color=TEAL)] + [C(c, b=True, color=TEAL, align="R" if i == 0 else "L")
                                                   for i, c in enumerate(cols)], header=True)


def line(r, ref, name=None):
    name_cell = C(*(name or [r.name]))
    return Row([name_cell, C(V(r, flag=None), align="R", b=True), C(r.flag, b=True, color="#b00020"),
                C(r.unit), C(*ref) if isinstance(ref, (list, tuple)) else C(ref)])


def tbl(rows, widths=W):
    return Table(widths, rows, hlines="all", rule_color="#b9cfd0", rule_w=0.15, lh=4.3, pad=0.5)


def section(title, material):
    return [Para(Sp(title, b=True, color="#ffffff"), fill=TEAL, lh=5.2, indent=2, size=9.5),
            Para(Sp(material, i=True), size=7.2, lh=3.8, color="#444444"), Space(0.8)]


def build():
    # ------------------------------------------------------------- results
    rbc = res("rbc", "Hemácias", "4,38", "milhões/mm³")
    hgb = res("hgb", "Hemoglobina", "12,1", "g/dL")
    hct = res("hct", "Hematócrito", "37,4", "%")
    mcv = res("mcv", "VCM", "85,4", "fL")
    mch = res("mch", "HCM", "27,6", "pg")
    mchc = res("mchc", "CHCM", "32,4", "g/dL")
    rdw = res("rdw", "RDW", "14,8", "%", flag="H")
    wbc = res("wbc", "Leucócitos", "5.870", "/mm³")
    diff = [("Neutrófilos", "neut", "61,2", "3.592", "40,0 a 75,0", "1.700 a 7.000"),
            ("Eosinófilos", "eos", "2,4", "141", "0,0 a 5,0", "50 a 500"),
            ("Basófilos", "baso", "0,5", "29", "0,0 a 2,0", "0 a 100"),
            ("Linfócitos", "lymph", "29,8", "1.749", "20,0 a 45,0", "900 a 3.400"),
            ("Monócitos", "mono", "6,1", "358", "2,0 a 10,0", "200 a 900")]
    plt = res("plt", "Plaquetas", "268.000", "/mm³")
    mpv = res("mpv", "VPM", "9,8", "fL")

    glu = res("glu_fast", "GLICOSE", "94", "mg/dL")
    chol = res("chol", "COLESTEROL TOTAL", "214", "mg/dL", flag="H")
    hdl = res("hdl", "HDL-COLESTEROL", "52", "mg/dL")
    ldl = res("ldl_calc", "LDL-COLESTEROL", "139", "mg/dL", flag="H")
    vldl = res("vldl_calc", "VLDL-COLESTEROL", "23", "mg/dL")
    nhdl = res("nonhdl", "NÃO-HDL-COLESTEROL", "162", "mg/dL")
    tg = res("trig", "TRIGLICERÍDEOS", "118", "mg/dL")
    cre = res("creat", "CREATININA", "0,82", "mg/dL")
    ure = res("urea", "UREIA", "28", "mg/dL")
    ast = res("ast", "TGO (AST)", "19", "U/L")
    alt = res("alt", "TGP (ALT)", "24", "U/L")
    ggt = res("ggt", "GAMA GT", "21", "U/L")
    tsh = res("tsh", "HORMÔNIO TIREOESTIMULANTE (TSH ULTRASSENSÍVEL)", "3,42", "µUI/mL")
    ft4 = res("ft4", "T4 LIVRE", "1,18", "ng/dL")

    # ------------------------------------------------------------- header/footer
    def header(p, n):
        top = TwoCol([Para(Sp("vitallis", size=24, b=True, color=TEAL), lh=8.5),
                      Para([Sp("MEDICINA DIAGNÓSTICA", size=7.5, b=True, color="#5c8f92"),
                           Sp("   Qualidade certificada PALC · ISO 9001", size=6.5, color="#777777")], lh=3.6)],
                     [Para("Unidade Moema · Av. Ibirapuera, 2.907 · São Paulo/SP",
                           "CNPJ 48.217.390/0001-62 · CNES 7264915",
                           "Responsável técnico: Dr. Rodrigo A. Fontana · CRM-SP 118.442",
                           align="R", size=7, color="#555555", lh=3.9)], wl=100, gap=4)
        pat = Table([78, 58, 46], [
            Row([C([Sp("Paciente: ", b=True), "MARIANA ALVES DE QUEIROZ"]),
                 C([Sp("Nascimento: ", b=True), "14/09/1986 (38 anos)"]), C([Sp("Sexo: ", b=True), "Feminino"])]),
            Row([C([Sp("Médico: ", b=True), "Dr. Felipe T. Nakamura · CRM-SP 154.308"]),
                 C([Sp("Convênio: ", b=True), "Bradesco Saúde Top"]), C([Sp("Pedido: ", b=True), "2025.0417.33821"])]),
            Row([C([Sp("Data do pedido médico: ", b=True), "09/04/2025"]),
                 C([Sp("Coleta: ", b=True), "17/04/2025 07:58"]), C([Sp("Liberação: ", b=True), "18/04/2025 14:06"])]),
        ], box=True, rule_color="#9dbdbe", lh=4.1, pad=0.35, st={"size": 7.8})
        for row in pat.rows:
            row.fill = "#f4f8f8"
        return [top, Rule(0.7, TEAL, 2.4), pat, Space(3)]

    def footer(p, n):
        return [Rule(0.3, TEAL, 1.6),
                Table([130, 52], [Row([
                    C("Vitallis Medicina Diagnóstica · Central de atendimento 0800 771 4020",
                      "Laudo emitido em 22/04/2025 09:31 · Confira a autenticidade com o código VT7-QK2-9MD",
                      size=6.6, color="#666666"),
                    C(Sp(f"Página {p} de {n}", b=True), align="R", size=7.5, color=TEAL)])], lh=3.5, pad=0.2, hpad=0)]

    # ------------------------------------------------------------- page 1
    p1 = section("HEMOGRAMA COMPLETO", "Material: Sangue total com EDTA    Método: Citometria de fluxo, impedância "
                                       "elétrica e microscopia óptica")
    p1.append(tbl([hdr("ERITROGRAMA"),
                   line(rbc, "3,90 a 5,03 milhões/mm³"), line(hgb, "12,0 a 15,5 g/dL"), line(hct, "35,0 a 45,0 %"),
                   line(mcv, "80,0 a 98,0 fL"), line(mch, "26,0 a 34,0 pg"), line(mchc, "31,0 a 36,0 g/dL"),
                   line(rdw, "11,0 a 14,5 %")]))
    p1.append(Space(3))
    wl = [50, 20, 24, 8, 38, 42]
    rows = [Row([C("LEUCOGRAMA", b=True, color=TEAL), C("%", b=True, color=TEAL, align="R"),
                 C("/mm³", b=True, color=TEAL, align="R"), C(""), C("Ref. (%)", b=True, color=TEAL),
                 C("Ref. (/mm³)", b=True, color=TEAL)], header=True),
            Row([C(wbc.name), C(""), C(V(wbc), align="R", b=True), C(""), C(""), C("3.500 a 10.500")])]
    for name, key, pct, ab, rp, ra in diff:
        rp_ = res(key + "_pct", name, pct, "%")
        ra_ = res(key + "_abs", name, ab, "/mm³")
        rows.append(Row([C(name), C(V(rp_), align="R", b=True), C(V(ra_), align="R", b=True), C(""), C(rp), C(ra)]))
    p1.append(tbl(rows, wl))
    p1.append(Space(3))
    p1.append(tbl([hdr("PLAQUETOGRAMA"), line(plt, "150.000 a 450.000 /mm³"), line(mpv, "7,4 a 10,4 fL")]))
    p1 += [Space(2.5),
           Para([Sp("Observações: ", b=True), "Série vermelha com discreta anisocitose. Séries branca e plaquetária sem "
                                            "alterações morfológicas."], size=7.6),
           Para("Resultados conferidos por microscopia quando há alarmes do analisador (critérios ICSH).", size=7.6,
                color="#555555"),
           Space(4),
           Para([Sp("Liberado eletronicamente por ", i=True), Sp("Dra. Camila R. Borges", b=True),
                Sp(" · Biomédica · CRBM-1 28.415 · em 18/04/2025 10:12", i=True)], size=7.6, align="R")]

    # ------------------------------------------------------------- page 2
    p2 = section("GLICOSE", "Material: Soro (jejum de 10 horas)    Método: Hexoquinase")
    p2.append(tbl([hdr("EXAME"), line(glu, "70 a 99 mg/dL")]))
    p2.append(Space(2))
    p2 += section("PERFIL LIPÍDICO", "Material: Soro    Método: Enzimático colorimétrico · LDL e VLDL calculados "
                                     "(equação de Martin-Hopkins)")
    p2.append(tbl([hdr("EXAME"),
                   line(chol, "Desejável: < 190 mg/dL"), line(hdl, "Desejável: > 40 mg/dL"),
                   line(ldl, "Conforme risco (tabela abaixo)"), line(vldl, "Sem valor de referência definido"),
                   line(nhdl, "Conforme risco (tabela abaixo)"),
                   line(tg, ["Com jejum: < 150 mg/dL", "Sem jejum: < 175 mg/dL"])]))
    p2.append(Space(1.5))
    p2.append(Table([60, 40, 40], [
        Row([C("Categoria de risco (SBC 2017)", b=True), C("Meta LDL-c", b=True), C("Meta não-HDL-c", b=True)],
            header=True, fill="#eef5f5"),
        Row([C("Baixo"), C("< 130 mg/dL"), C("< 160 mg/dL")]),
        Row([C("Intermediário"), C("< 100 mg/dL"), C("< 130 mg/dL")]),
        Row([C("Alto"), C("< 70 mg/dL"), C("< 100 mg/dL")]),
        Row([C("Muito alto"), C("< 50 mg/dL"), C("< 80 mg/dL")])],
        box=True, hlines="header", rule_color="#9dbdbe", lh=3.6, pad=0.2, st={"size": 7}, x=21))
    p2.append(Space(2.5))
    p2 += section("FUNÇÃO RENAL", "Material: Soro    Método: Jaffé cinético (creatinina) · Urease UV (ureia)")
    p2.append(tbl([hdr("EXAME"), line(cre, "0,50 a 1,10 mg/dL"), line(ure, "15 a 45 mg/dL")]))
    p2.append(Space(2))
    p2 += section("FUNÇÃO HEPÁTICA", "Material: Soro    Método: Cinético UV IFCC a 37 °C")
    p2.append(tbl([hdr("EXAME"), line(ast, "Até 32 U/L"), line(alt, "Até 33 U/L"), line(ggt, "5 a 36 U/L")]))
    p2.append(Space(2))
    p2 += section("FUNÇÃO TIREOIDIANA", "Material: Soro    Método: Imunoensaio por quimioluminescência")
    p2.append(tbl([hdr("EXAME"),
                   line(tsh, "0,45 a 4,50 µUI/mL", name=["HORMÔNIO TIREOESTIMULANTE", "(TSH ULTRASSENSÍVEL)"]),
                   line(ft4, "0,70 a 1,48 ng/dL")]))
    p2 += [Space(2),
           Para("Gestantes: TSH de referência por trimestre (1º: 0,10 a 2,50 µUI/mL; 2º: 0,20 a 3,00 µUI/mL; "
                "3º: 0,30 a 3,00 µUI/mL).", size=7, color="#555555"),
           Space(3),
           Para([Sp("Liberado eletronicamente por ", i=True), Sp("Dr. Rodrigo A. Fontana", b=True),
                Sp(" · CRM-SP 118.442 · em 18/04/2025 14:06", i=True)], size=7.6, align="R")]

    return Doc(id="aj01", lab="Vitallis Medicina Diagnóstica", collected_default="2025-04-17",
               family="Liberation Sans", size=8.5, color="#222222", margins=(14, 11, 14, 10),
               header=header, footer=footer, pages=[p1, p2], title="Laudo - Vitallis Medicina Diagnóstica",
               meta={"city": "São Paulo/SP", "kind": "large network",
                     "features": "check-up; ruled table; CBC %+absolute; H/L flag column; HDL-COLESTEROL; "
                                 "TSH name on two lines; lipid risk-target table (not results)"})
