"""aj02 - hospital laboratory, Caxias do Sul/RS: diabetes follow-up.  Block layout
(heading / material / method / result / reference), previous results printed with their
own dates, HbA1c with estimated mean glucose, creatinine with eGFR, urine albumin/creatinine,
'Colesterol HDL' naming.  Serif typography."""
from common import C, Para, Row, Rule, Space, Sp, Table, V, res
from engine import Doc

RED = "#7a1f1f"
PREV1, PREV2 = "2024-11-14", "2024-08-19"


def heading(t):
    return [Space(1.5), Para(Sp(t, b=True, size=10), lh=5), Rule(0.25, "#555555", 1.0, width=182)]


def matmet(material, metodo):
    return Para([Sp("Material: ", b=True), material + "      ", Sp("Método: ", b=True), metodo],
                size=8.3, lh=4.2, color="#333333")


def result_line(label, r, width=70):
    return Table([48, 40, 94], [Row([C(Sp(label, b=True)), C(V(r, unit=True, b=True, size=10)), C("")])],
                 lh=5, pad=0.2, hpad=0, x=4)


def ref(*lines):
    out = [Para(Sp("Valores de referência:", i=True), size=8.3, lh=4, indent=4)]
    for l in lines:
        out.append(Para(l, size=8.3, lh=3.9, indent=8))
    return out


def previous(items):
    """items: list of (date_br, R)"""
    line = [Sp("Resultados anteriores:  ", b=True, color=RED)]
    for i, (d, r) in enumerate(items):
        line += [Sp(d + ": "), V(r, unit=True)]
        if i < len(items) - 1:
            line.append(Sp("      "))
    return Para(line, size=8.3, lh=4.4, indent=4)


def build():
    glu = res("glu_fast", "GLICOSE EM JEJUM", "168", "mg/dL")
    glu_p1 = res("glu_fast", "GLICOSE EM JEJUM", "181", "mg/dL", date=PREV1)
    glu_p2 = res("glu_fast", "GLICOSE EM JEJUM", "203", "mg/dL", date=PREV2)
    a1c = res("a1c", "HEMOGLOBINA GLICADA (HbA1c)", "7,9", "%")
    a1c_p1 = res("a1c", "HEMOGLOBINA GLICADA (HbA1c)", "8,4", "%", date=PREV1)
    a1c_p2 = res("a1c", "HEMOGLOBINA GLICADA (HbA1c)", "9,1", "%", date=PREV2)
    eag = res("eag", "Glicemia média estimada", "180", "mg/dL")
    cre = res("creat", "CREATININA", "1,08", "mg/dL")
    cre_p1 = res("creat", "CREATININA", "1,02", "mg/dL", date=PREV1)
    egfr = res("egfr21", "Taxa de filtração glomerular estimada (CKD-EPI 2021)", "76", "mL/min/1,73 m²")
    ure = res("urea", "UREIA", "41", "mg/dL")
    k = res("k", "POTÁSSIO", "4,6", "mEq/L")
    ualb = res("u_alb", "Albumina", "38,4", "mg/L")
    ucre = res("u_creat", "Creatinina urinária", "112,0", "mg/dL")
    acr = res("u_acr", "Relação albumina/creatinina", "34,3", "mg/g")
    chol = res("chol", "Colesterol total", "176", "mg/dL")
    hdl = res("hdl", "Colesterol HDL", "38", "mg/dL")
    ldl = res("ldl_calc", "Colesterol LDL (calculado)", "101", "mg/dL")
    tg = res("trig", "Triglicerídeos", "186", "mg/dL")

    def header(p, n):
        return [
            Para(Sp("HOSPITAL BENEFICENTE SÃO ROQUE", b=True, size=14), align="C", lh=6.2),
            Para(Sp("Serviço de Patologia Clínica · Laboratório de Análises Clínicas", i=True, size=9.5),
                 align="C", lh=4.6),
            Para("Rua Os Dezoito do Forte, 1.442 · Centro · Caxias do Sul/RS · CEP 95020-471 · Fone (54) 3218-7700",
                 align="C", lh=3.8, size=7.5),
            Para("CNES 2231158 · Responsável técnica: Dra. Luciana M. Dall'Agnol · CRF-RS 9.861", align="C",
                 lh=3.8, size=7.5),
            Rule(0.6, "#000000", 1.6), Rule(0.2, "#000000", 0.8),
            Table([104, 78], [
                Row([C([Sp("Paciente: ", b=True), "ADEMIR JOSÉ BORTOLINI"]), C([Sp("Prontuário: ", b=True), "0418822"])]),
                Row([C([Sp("Data de nascimento: ", b=True), "22/07/1958 (66 anos)"]),
                     C([Sp("Origem: ", b=True), "Ambulatório de Endocrinologia"])]),
                Row([C([Sp("Solicitante: ", b=True), "Dra. Giovana P. Zanella · CRM-RS 31.907"]),
                     C([Sp("Data da solicitação: ", b=True), "28/02/2025"])]),
                Row([C([Sp("Data da coleta: ", b=True), "10/03/2025 07:20"]),
                     C([Sp("Recebido no laboratório: ", b=True), "10/03/2025 08:05"])]),
            ], lh=4.3, pad=0.1, hpad=0, st={"size": 8.6}),
            Rule(0.2, "#000000", 1.6),
        ]

    def footer(p, n):
        return [Rule(0.2, "#000000", 1.2),
                Table([140, 42], [Row([
                    C("Os resultados devem ser interpretados pelo médico assistente em conjunto com dados clínicos.",
                      "Impresso em 12/03/2025 16:44 por usuário recepcao.amb2", size=7, i=True),
                    C(f"Folha {p}/{n}", align="R", size=8)])], lh=3.6, pad=0, hpad=0)]

    p1 = heading("GLICOSE EM JEJUM") + [
        matmet("Plasma fluoretado", "Enzimático (hexoquinase)"),
        result_line("Resultado:", glu),
        *ref("Normal: 70 a 99 mg/dL", "Glicemia de jejum alterada: 100 a 125 mg/dL",
             "Diabetes mellitus: igual ou superior a 126 mg/dL (em duas ocasiões)"),
        previous([("14/11/2024", glu_p1), ("19/08/2024", glu_p2)]),
    ]
    p1 += heading("HEMOGLOBINA GLICADA (HbA1c)") + [
        matmet("Sangue total (EDTA)", "Cromatografia líquida de alta eficiência (HPLC), certificado NGSP"),
        result_line("Resultado:", a1c),
        result_line("Glicemia média estimada:", eag),
        *ref("Normal: inferior a 5,7 %", "Pré-diabetes: 5,7 a 6,4 %", "Diabetes: igual ou superior a 6,5 %",
             "Meta terapêutica usual para adultos com diabetes: inferior a 7,0 %"),
        previous([("14/11/2024", a1c_p1), ("19/08/2024", a1c_p2)]),
        Para("A glicemia média estimada (GME) é calculada pela fórmula GME = 28,7 × HbA1c − 46,7 (estudo ADAG).",
             size=7.6, lh=3.8, indent=4, i=True, color="#444444"),
    ]
    p1 += heading("CREATININA") + [
        matmet("Soro", "Cinético colorimétrico (Jaffé compensado), rastreável a IDMS"),
        result_line("Resultado:", cre),
        *ref("Homens: 0,70 a 1,20 mg/dL", "Mulheres: 0,50 a 0,90 mg/dL"),
        Table([100, 40, 42], [Row([C(Sp(egfr.name, b=True)), C(V(egfr, unit=True, b=True)), C("")])],
              lh=4.6, pad=0.3, hpad=0, x=4),
        Para("TFG estimada: valores iguais ou superiores a 60 mL/min/1,73 m² não excluem doença renal crônica "
             "na presença de albuminúria.", size=7.6, lh=3.8, indent=4, i=True, color="#444444"),
        previous([("14/11/2024", cre_p1)]),
    ]
    p1 += heading("UREIA") + [
        matmet("Soro", "Enzimático UV (urease/GLDH)"),
        result_line("Resultado:", ure),
        *ref("17 a 49 mg/dL"),
    ]

    p2 = heading("POTÁSSIO") + [
        matmet("Soro", "Eletrodo íon seletivo (indireto)"),
        result_line("Resultado:", k),
        *ref("3,5 a 5,1 mEq/L"),
    ]
    p2 += heading("MICROALBUMINÚRIA · AMOSTRA ISOLADA") + [
        matmet("Urina (primeira micção da manhã)", "Imunoturbidimetria (albumina) · Jaffé (creatinina)"),
        Table([70, 44, 64], [
            Row([C(ualb.name), C(V(ualb, unit=True, b=True)), C("Até 30,0 mg/L", size=8.3)]),
            Row([C(ucre.name), C(V(ucre, unit=True, b=True)), C("Sem valor de referência estabelecido", size=8.3)]),
            Row([C(acr.name), C(V(acr, unit=True, b=True)), C("Inferior a 30 mg/g", size=8.3)]),
        ], lh=4.6, pad=0.2, hpad=0, x=4),
        Para("Classificação KDIGO: A1 < 30 mg/g; A2 (moderadamente aumentada) 30 a 300 mg/g; A3 > 300 mg/g.",
             size=7.6, lh=3.8, indent=4, i=True, color="#444444"),
    ]
    p2 += heading("PERFIL LIPÍDICO") + [
        matmet("Soro", "Enzimático colorimétrico · LDL calculado pela equação de Martin"),
        Table([70, 44, 64], [
            Row([C(Sp("Exame", i=True)), C(Sp("Resultado", i=True)), C(Sp("Desejável (adulto)", i=True))],
                line_below=True),
            Row([C(chol.name), C(V(chol, unit=True, b=True)), C("Inferior a 190 mg/dL")]),
            Row([C(hdl.name), C(V(hdl, unit=True, b=True)), C("Superior a 40 mg/dL")]),
            Row([C(ldl.name), C(V(ldl, unit=True, b=True)), C("De acordo com o risco cardiovascular")]),
            Row([C(tg.name), C(V(tg, unit=True, b=True)), C("Inferior a 150 mg/dL (jejum)")]),
        ], lh=4.6, pad=0.2, hpad=0, x=4, rule_color="#777777"),
        Para("Pacientes diabéticos: meta de LDL inferior a 70 mg/dL (alto risco) ou inferior a 50 mg/dL "
             "(muito alto risco).", size=7.6, lh=3.8, indent=4, i=True, color="#444444"),
        Space(10),
        Table([91, 91], [Row([
            C("Liberado em 11/03/2025 11:52", "Conferido por: Bruna T. Scopel · Biomédica · CRBM-5 11.207",
              size=8),
            C("________________________________", Sp("Dra. Luciana M. Dall'Agnol", b=True),
              "Farmacêutica-bioquímica · CRF-RS 9.861", align="C", size=8)])], lh=4.2, pad=0, hpad=0),
    ]
    return Doc(id="aj02", lab="Hospital Beneficente São Roque - Serviço de Patologia Clínica",
               collected_default="2025-03-10", family="Liberation Serif", size=9, color="#111111",
               margins=(14, 10, 14, 10), header=header, footer=footer, pages=[p1, p2],
               title="Laudo laboratorial - Hospital Beneficente São Roque",
               meta={"city": "Caxias do Sul/RS", "kind": "hospital laboratory",
                     "features": "diabetes follow-up; block layout (heading/material/method/result/reference); "
                                 "previous results with dates; HbA1c + estimated mean glucose; eGFR; "
                                 "urine albumin/creatinine; 'Colesterol HDL'"})
