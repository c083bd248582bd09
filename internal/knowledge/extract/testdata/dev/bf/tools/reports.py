"""The twelve reports of set "bf", each described once as data.

Scenario: the reports that reach one outpatient clinic (cardiology, endocrinology,
nephrology, general practice) in the week of 17-21 March 2025, from twelve different
laboratories.  All laboratories, people, addresses and registration numbers are invented.
"""
from __future__ import annotations

from model import (Box, Columns, F, Grid, HLine, Logo, Page, Report, Res, Span, Spacer, Style, Text)

R = Res
GREY = (110, 110, 110)
LIGHT = (235, 235, 235)


def B(t, color=None, size=None):
    return F(t, "B", color, size)


def I(t, color=None, size=None):  # noqa: E743
    return F(t, "I", color, size)


def info_grid(rows, widths, size=None, lh=None, rules="none", label_style="B", vpad=0.3):
    out = []
    for row in rows:
        cells = []
        for lab, val in row:
            cells.append(F(lab, label_style) if lab else "")
            cells.append(val)
        out.append(cells)
    return Grid(widths=widths, rows=out, rules=rules, size=size, lh=lh, vpad=vpad, value_style="")


# ===========================================================================
# bf01  Laboratório Vale do Paraíba - São José dos Campos/SP  (general practice)
# ===========================================================================
def bf01():
    st = Style(font="libsans", size=8.6, lh=4.0, accent=(0, 70, 140))
    D = "2025-03-13"
    acc = st.accent

    def header(p, n):
        return [
            Columns([(24, [Logo("LVP", 22, 14, acc, size=15)]),
                     (100, [Text("LABORATÓRIO VALE DO PARAÍBA", size=13, style="B", color=acc, lh=5.6),
                            Text("Análises Clínicas Ltda. · CNPJ 21.604.338/0001-57 · CNES 7712093", size=7.5, lh=3.4),
                            Text("Av. Cassiano Ricardo, 1410 – Jardim Aquarius – São José dos Campos/SP", size=7.5, lh=3.4),
                            Text("Tel. (12) 3941-2280 · www.labvaledoparaiba.com.br", size=7.5, lh=3.4)]),
                     (50, [Text(f"Página {p} de {n}", size=7.5, align="R", lh=3.4),
                           Text("Responsável técnica:", size=7.5, align="R", lh=3.4),
                           Text("Dra. Marília C. Toledo", size=7.5, align="R", lh=3.4),
                           Text("CRF-SP 41.227", size=7.5, align="R", lh=3.4)])], gap=4),
            HLine(0.5, acc, gap_before=1.5, gap_after=1.5),
            Box([info_grid([
                [("Paciente:", "ANTÔNIO CARLOS DE SOUZA BRAGA"), ("Protocolo:", "0313-44817")],
                [("Nascimento:", "22/07/1966"), ("Sexo:", "Masculino")],
                [("Médico:", "Dr. Rubens Paiva Lemos – CRM-SP 88.412"), ("Convênio:", "Unimed São José")],
                [("Cadastro:", "12/03/2025 16:40"), ("Coleta:", "13/03/2025 07:18")],
                [("Unidade:", "Posto Vila Ema"), ("Liberação:", "13/03/2025 15:02")],
            ], [20, 78, 20, 60], size=8, lh=3.8)], border=(120, 120, 120), pad=1.2, line_width=0.25),
            Spacer(3),
        ]

    def footer(p, n):
        return [HLine(0.3, acc, gap_after=1.2),
                Columns([(120, [Text("Laudo liberado eletronicamente. A interpretação dos resultados deve ser feita pelo "
                                     "médico assistente, considerando o quadro clínico.", size=6.8, lh=3.0, color=GREY)]),
                         (58, [Text("Impresso em 14/03/2025 08:31", size=6.8, lh=3.0, align="R", color=GREY),
                               Text("Dra. Marília C. Toledo – CRF-SP 41.227", size=6.8, lh=3.0, align="R", style="B")])],
                        gap=4)]

    W = [58, 28, 26, 70]
    A = "LRLL"
    hdr = ["Exame", "Resultado", "Unidade", "Valores de referência"]
    hem = Grid(W, header=hdr, aligns=A, rules="grid", header_fill=(215, 228, 242), rows=[
        Span("ERITROGRAMA", fill=(242, 242, 242)),
        ["Hemácias", R("rbc", "Hemácias", "4,38", "milhões/mm³", "L"), "milhões/mm³", "4,50 a 5,90"],
        ["Hemoglobina", R("hgb", "Hemoglobina", "13,1", "g/dL", "L"), "g/dL", "13,5 a 17,5"],
        ["Hematócrito", R("hct", "Hematócrito", "39,6", "%"), "%", "39,0 a 50,0"],
        ["VCM", R("mcv", "VCM", "90,4", "fL"), "fL", "80,0 a 100,0"],
        ["HCM", R("mch", "HCM", "29,9", "pg"), "pg", "26,0 a 34,0"],
        ["CHCM", R("mchc", "CHCM", "33,1", "g/dL"), "g/dL", "31,0 a 36,0"],
        ["RDW", R("rdw", "RDW", "13,8", "%"), "%", "11,5 a 14,5"],
    ])
    WL = [50, 20, 30, 28, 54]
    leu = Grid(WL, header=["LEUCOGRAMA", "%", "/mm³", "Ref. %", "Ref. /mm³"], aligns="LRRRR", rules="grid",
               header_fill=(215, 228, 242), rows=[
        ["Leucócitos", "", R("wbc", "Leucócitos", "7.450", "/mm³"), "", "3.500 a 10.500"],
        ["Bastonetes", R("band_pct", "Bastonetes", "1", "%"), R("band_abs", "Bastonetes", "75", "/mm³"), "0 a 5", "0 a 500"],
        ["Segmentados", R("seg_pct", "Segmentados", "61", "%"), R("seg_abs", "Segmentados", "4.545", "/mm³"), "45 a 70", "1.700 a 7.000"],
        ["Eosinófilos", R("eos_pct", "Eosinófilos", "4", "%"), R("eos_abs", "Eosinófilos", "298", "/mm³"), "1 a 5", "50 a 500"],
        ["Basófilos", R("baso_pct", "Basófilos", "1", "%"), R("baso_abs", "Basófilos", "75", "/mm³"), "0 a 2", "0 a 100"],
        ["Linfócitos", R("lymph_pct", "Linfócitos", "27", "%"), R("lymph_abs", "Linfócitos", "2.012", "/mm³"), "20 a 45", "900 a 2.900"],
        ["Monócitos", R("mono_pct", "Monócitos", "6", "%"), R("mono_abs", "Monócitos", "447", "/mm³"), "2 a 10", "300 a 900"],
    ])
    plq = Grid(W, header=["PLAQUETOGRAMA", "", "", ""], aligns=A, rules="grid", header_fill=(215, 228, 242), rows=[
        ["Plaquetas", R("plt", "Plaquetas", "238.000", "/mm³"), "/mm³", "150.000 a 450.000"],
        ["VPM", R("mpv", "VPM", "10,2", "fL"), "fL", "9,2 a 12,6"],
    ])
    page1 = [
        Text("HEMOGRAMA COMPLETO", size=10.5, style="B", color=acc, lh=5),
        Text("Material: Sangue total com EDTA     Método: Citometria de fluxo / impedância (Sysmex XN-1000); "
             "diferencial revisado em lâmina.", size=7.6, lh=3.6, color=GREY),
        Spacer(1.5), hem, Spacer(2.5), leu, Spacer(2.5), plq, Spacer(2),
        Text("Observações: Série vermelha – normocitose e normocromia. Série branca sem alterações morfológicas. "
             "Plaquetas com morfologia normal.", size=7.6, lh=3.6),
        Text("Resultados marcados com H (acima) ou L (abaixo) estão fora do intervalo de referência.", size=7.2,
             lh=3.4, color=GREY, style="I"),
    ]

    def chem(title, material, method):
        return [Span(title, fill=(242, 242, 242)),
                Span(f"Material: {material} · Método: {method}", "I", color=GREY, size=7.0)]

    bio = Grid(W, header=hdr, aligns=A, rules="grid", header_fill=(215, 228, 242), rows=[
        *chem("GLICOSE", "Plasma fluoretado", "Enzimático (hexoquinase)"),
        ["Glicose em jejum", R("glu_fast", "Glicose em jejum", "112", "mg/dL", "H"), "mg/dL", "70 a 99"],
        *chem("HEMOGLOBINA GLICADA (HbA1c)", "Sangue total EDTA", "HPLC – certificado NGSP"),
        ["Hemoglobina glicada", R("hba1c", "Hemoglobina glicada", "6,1", "%", "H"), "%", "Normal: inferior a 5,7"],
        ["Glicose média estimada", R("eag", "Glicose média estimada", "128", "mg/dL"), "mg/dL", "—"],
        *chem("UREIA", "Soro", "Cinético UV (urease/GLDH)"),
        ["Ureia", R("urea", "Ureia", "38", "mg/dL"), "mg/dL", "17 a 49"],
        *chem("CREATININA", "Soro", "Jaffé cinético compensado"),
        ["Creatinina", R("creat", "Creatinina", "1,12", "mg/dL"), "mg/dL", "0,70 a 1,30"],
        ["TFG estimada (CKD-EPI 2021)", R("egfr_ckdepi21", "TFG estimada (CKD-EPI 2021)", "76", "mL/min/1,73 m²"),
         "mL/min/1,73 m²", "superior a 60"],
        *chem("ÁCIDO ÚRICO", "Soro", "Uricase/peroxidase"),
        ["Ácido úrico", R("urate", "Ácido úrico", "7,4", "mg/dL", "H"), "mg/dL", "3,5 a 7,2"],
        *chem("TSH – HORMÔNIO TIREOESTIMULANTE", "Soro", "Quimioluminescência"),
        ["TSH", R("tsh", "TSH", "2,35", "µUI/mL"), "µUI/mL", "0,45 a 4,50"],
        *chem("VHS – VELOCIDADE DE HEMOSSEDIMENTAÇÃO", "Sangue total EDTA", "Westergren modificado"),
        ["VHS (1ª hora)", R("esr", "VHS (1ª hora)", "12", "mm/h"), "mm/h", "até 20"],
    ])
    page2 = [Text("BIOQUÍMICA / HORMÔNIOS", size=10.5, style="B", color=acc, lh=5), Spacer(1.5), bio, Spacer(2),
             Text("Nota: TFG calculada pela equação CKD-EPI 2021 (sem coeficiente racial), a partir da creatinina "
                  "desta coleta. Glicose média estimada = 28,7 × HbA1c – 46,7.", size=7.2, lh=3.4, color=GREY),
             Text("Retorno do paciente agendado pelo médico para 27/03/2025.", size=7.2, lh=3.4, color=GREY)]
    return Report("bf01", "Laboratório Vale do Paraíba Análises Clínicas", "São José dos Campos/SP", D, st, header,
                  footer, [Page(page1), Page(page2)], title="Hemograma e bioquímica",
                  features="ruled grid tables, CBC with indices and % + absolute differential, H/L flags, "
                           "material/method sub-rows, calculated eGFR and eAG lines")


# ===========================================================================
# bf02  Centro Diagnóstico Araucária - Curitiba/PR  (cardiology, previous results)
# ===========================================================================
def bf02():
    st = Style(font="dejavumono", size=7.6, lh=3.7, accent=(0, 0, 0), margin_l=13, margin_r=13)
    D = "2025-03-11"
    P = "2024-10-14"

    def header(p, n):
        return [
            Text("CENTRO DIAGNÓSTICO ARAUCÁRIA", size=11, style="B", align="C", lh=5),
            Text("Rua Marechal Deodoro, 2250 - Centro - Curitiba/PR - CEP 80010-010", size=7.2, align="C", lh=3.3),
            Text("Fone (41) 3223-9087 - CNPJ 08.417.592/0001-30 - CNES 6623147", size=7.2, align="C", lh=3.3),
            HLine(0.3, gap_before=1.2, gap_after=0.6), HLine(0.3, gap_before=0.2, gap_after=1.2),
            info_grid([
                [("PACIENTE..:", "HELIO BERTOLDI ZANELLA"), ("ATEND.:", "7702-118843")],
                [("DT.NASC...:", "03/05/1958"), ("IDADE:", "66A 10M")],
                [("SOLICIT...:", "DR. OTAVIO K. MARANHAO CRM-PR 21.905"), ("PAG.:", f"{p}/{n}")],
                [("DT.COLETA.:", "11/03/2025 07:02"), ("DT.ENTRADA:", "11/03/2025 06:55")],
                [("CONVENIO..:", "PARTICULAR"), ("DT.LIBER.:", "12/03/2025 10:47")],
            ], [24, 94, 24, 42], lh=3.7),
            HLine(0.3, gap_before=1.2, gap_after=2),
        ]

    def footer(p, n):
        return [HLine(0.3, gap_after=1),
                Text("Conferido e liberado por: Dr. Paulo R. Wosniak - Farmacêutico-Bioquímico - CRF-PR 9.612",
                     size=7, lh=3.3),
                Text("Impressão: 17/03/2025 09:12  -  Este laudo é válido somente com assinatura eletrônica.",
                     size=7, lh=3.3)]

    W = [64, 21, 15, 28, 56]
    A = "LRLRL"
    rows = []

    def row(key, name, vt, unit, prev, ref, flag="", pflag=""):
        rows.append([name, R(key, name, vt, unit, flag), unit, R(key, name, prev, unit, pflag, date=P), ref])

    rows.append(Span("LIPIDOGRAMA  (material: soro - metodo: enzimatico colorimetrico)", rule_below=False))
    row("chol", "COLESTEROL TOTAL", "182", "mg/dL", "236", "Desejavel < 190", pflag="↑")
    row("hdl", "HDL-COLESTEROL", "41", "mg/dL", "38", "Desejavel > 40", pflag="↓")
    row("ldl_calc", "LDL-COLESTEROL", "109", "mg/dL", "158", "Conforme risco (nota 1)", pflag="↑")
    row("vldl_calc", "VLDL-COLESTEROL", "32", "mg/dL", "40", "Ate 30", "↑", "↑")
    row("nonhdl", "COLESTEROL NAO-HDL", "141", "mg/dL", "198", "Conforme risco (nota 1)", pflag="↑")
    row("tg", "TRIGLICERIDEOS", "158", "mg/dL", "201", "Desejavel < 150", "↑", "↑")
    rows.append(Span(""))
    rows.append(Span("GLICEMIA / BIOQUIMICA"))
    row("glu_fast", "GLICOSE DE JEJUM", "104", "mg/dL", "99", "70 a 99", "↑")
    row("hba1c", "HEMOGLOBINA GLICADA", "5,9", "%", "6,0", "< 5,7 (normal)", "↑", "↑")
    row("creat", "CREATININA", "1,08", "mg/dL", "1,15", "0,70 a 1,20")
    row("k", "POTASSIO", "4,9", "mEq/L", "4,7", "3,5 a 5,1")
    row("ck", "CREATINOFOSFOQUINASE (CPK)", "148", "U/L", "132", "39 a 308")
    row("ast", "TGO (AST)", "28", "U/L", "31", "Ate 40")
    row("alt", "TGP (ALT)", "35", "U/L", "44", "Ate 41", pflag="↑")
    row("hscrp", "PCR ULTRASSENSIVEL", "2,4", "mg/L", "3,1", "< 1,0 baixo risco CV", "↑", "↑")
    g = Grid(W, header=["EXAME", "RESULTADO", "UNID.", "ANTERIOR\n14/10/2024", "VALOR DE REFERENCIA"],
             aligns=A, rules="header", leaders=0, rows=rows, vpad=0.9, header_style="B")
    body = [g, Spacer(3),
            Text("NOTA 1: Metas de LDL-c e colesterol nao-HDL conforme categoria de risco cardiovascular "
                 "(Diretriz Brasileira de Dislipidemias 2017): baixo risco LDL < 130; intermediario < 100; "
                 "alto < 70; muito alto < 50 mg/dL.", size=7, lh=3.3),
            Text("LDL calculado pela equacao de Friedewald. Amostra com jejum de 12 horas.", size=7, lh=3.3),
            Text("Setas: ↑ acima / ↓ abaixo do valor de referencia. Coluna ANTERIOR: resultado da coleta de "
                 "14/10/2024 neste laboratorio.", size=7, lh=3.3),
            Spacer(2),
            Text("Data da ultima menstruacao: nao se aplica.   Data do pedido medico: 28/02/2025.", size=7, lh=3.3)]
    return Report("bf02", "Centro Diagnóstico Araucária", "Curitiba/PR", D, st, header, footer, [Page(body)],
                  title="Perfil cardiometabólico",
                  features="monospace LIS print, dotted leaders, previous-result column (date in header), "
                           "HDL-COLESTEROL, ↑/↓ flags on current and previous values")


# ===========================================================================
# bf03  Laboratório São Lucas - Recife/PE  (nephrology; block layout, ref before result)
# ===========================================================================
def bf03():
    st = Style(font="libserif", size=9.2, lh=4.1, accent=(110, 20, 30))
    D = "2025-03-12"
    DU = "2025-03-13"
    acc = st.accent

    def header(p, n):
        return [
            Columns([(120, [Text("Laboratório São Lucas", size=16, style="B", color=acc, lh=6.5),
                            Text("de Análises Clínicas", size=10, style="I", color=acc, lh=4.5)]),
                     (58, [Text("Rua do Hospício, 612 – Boa Vista", size=7.5, align="R", lh=3.3),
                           Text("Recife – PE · CEP 50050-050", size=7.5, align="R", lh=3.3),
                           Text("(81) 3421-7730 · CNPJ 10.872.335/0001-04", size=7.5, align="R", lh=3.3),
                           Text("RT: Dr. Severino A. Barros – CRBM-2 3.118", size=7.5, align="R", lh=3.3)])], gap=4),
            HLine(0.8, acc, gap_before=1, gap_after=1.8),
            info_grid([
                [("Nome:", "MARIA DAS GRAÇAS FERREIRA LINS"), ("Nº do atendimento:", "SL-250312-0427")],
                [("Data de nascimento:", "09/11/1963"), ("Sexo:", "Feminino")],
                [("Solicitante:", "Dra. Luciana M. Carneiro – CRM-PE 14.730"), ("Data de entrada:", "12/03/2025")],
            ], [30, 78, 30, 44], size=8.4, lh=3.8),
            HLine(0.3, (160, 160, 160), gap_before=1, gap_after=2.5),
        ]

    def footer(p, n):
        return [HLine(0.3, (160, 160, 160), gap_after=1),
                Columns([(120, [Text("Dr. Severino A. Barros – Biomédico – CRBM-2 3.118", size=7.5, style="B", lh=3.4),
                                Text("Documento assinado digitalmente em 14/03/2025 às 11:26.", size=7.2, lh=3.3)]),
                         (58, [Text(f"Página {p}/{n}", size=7.5, align="R", lh=3.4)])], gap=4)]

    def blk(title, material, method, coll, ref_lines, results, note=None):
        """block layout: heading / material / method / reference / result (result AFTER the range)"""
        out = [Text(title, size=9.6, style="B", color=acc, lh=4.6),
               info_grid([[("Material:", material), ("Coletado em:", coll)], [("Método:", method), ("", "")]],
                         [17, 105, 24, 36], size=8.2, lh=3.6, label_style="I"),
               Text("Valores de referência:", size=8.2, style="I", lh=3.6)]
        for ln in ref_lines:
            out.append(Text("    " + ln, size=8.2, lh=3.6))
        rows = []
        for lab, res, unit in results:
            rows.append([F("Resultado" if lab is None else lab, "B"), res, unit])
        out.append(Grid([62, 24, 96], rows=rows, aligns="LRL", size=9.6, lh=4.6, vpad=0.4))
        if note:
            out.append(Text(note, size=7.6, style="I", lh=3.4, color=GREY))
        out.append(HLine(0.2, (190, 190, 190), dashed=True, gap_before=1.2, gap_after=2.2))
        return out

    c12 = "12/03/2025 07:35"
    page1 = []
    page1 += blk("UREIA", "Soro", "Enzimático cinético UV (urease)", c12, ["15 a 40 mg/dL"],
                 [(None, R("urea", "UREIA", "68", "mg/dL"), "mg/dL")])
    page1 += blk("CREATININA", "Soro", "Jaffé cinético compensado, rastreável a IDMS", c12,
                 ["Mulheres: 0,50 a 0,90 mg/dL", "TFG: superior a 60 mL/min/1,73 m²"],
                 [(None, R("creat", "CREATININA", "1,64", "mg/dL"), "mg/dL"),
                  ("TFG estimada (CKD-EPI 2021)", R("egfr_ckdepi21", "TFG estimada (CKD-EPI 2021)", "35",
                                                   "mL/min/1,73 m²"), "mL/min/1,73 m²")])
    page1 += blk("ÁCIDO ÚRICO", "Soro", "Enzimático colorimétrico (uricase)", c12, ["Mulheres: 2,4 a 5,7 mg/dL"],
                 [(None, R("urate", "ÁCIDO ÚRICO", "6,8", "mg/dL"), "mg/dL")])
    page1 += blk("ELETRÓLITOS", "Soro", "Eletrodo íon seletivo indireto (Na, K); colorimétrico (Ca, P)", c12,
                 ["Sódio 136 a 145 mEq/L · Potássio 3,5 a 5,1 mEq/L", "Cálcio 8,6 a 10,3 mg/dL · Fósforo 2,5 a 4,5 mg/dL"],
                 [("Sódio", R("na", "Sódio", "140", "mEq/L"), "mEq/L"),
                  ("Potássio", R("k", "Potássio", "5,3", "mEq/L"), "mEq/L"),
                  ("Cálcio", R("ca", "Cálcio", "9,1", "mg/dL"), "mg/dL"),
                  ("Fósforo", R("phos", "Fósforo", "4,6", "mg/dL"), "mg/dL")])
    page1 += blk("PARATORMÔNIO (PTH)\nMOLÉCULA INTACTA", "Soro", "Eletroquimioluminescência", c12, ["15 a 65 pg/mL"],
                 [(None, R("pth", "PARATORMÔNIO (PTH) MOLÉCULA INTACTA", "118", "pg/mL"), "pg/mL")])
    page1 += blk("25-HIDROXIVITAMINA D", "Soro", "Quimioluminescência", c12,
                 ["Acima de 20 ng/mL: população saudável até 60 anos",
                  "30 a 60 ng/mL: grupos de risco (inclui doença renal crônica)"],
                 [(None, R("vitd25", "25-HIDROXIVITAMINA D", "24,6", "ng/mL"), "ng/mL")])

    c13 = "13/03/2025 06:50"
    page2 = []
    page2 += blk("MICROALBUMINÚRIA – AMOSTRA ISOLADA", "Urina (1ª micção)", "Imunoturbidimetria / Jaffé", c13,
                 ["Relação albumina/creatinina: inferior a 30 mg/g"],
                 [("Albumina", R("u_alb", "Albumina", "186", "mg/L", date=DU), "mg/L"),
                  ("Creatinina urinária", R("u_creat", "Creatinina urinária", "92,4", "mg/dL", date=DU), "mg/dL"),
                  ("Relação albumina/creatinina", R("u_acr", "Relação albumina/creatinina", "201", "mg/g", date=DU), "mg/g")])
    ua = [("Cor", "ua_color", "Amarelo citrino", "", "Amarelo"),
          ("Aspecto", "ua_aspect", "Límpido", "", "Límpido"),
          ("Densidade", "ua_sg", "1,012", "", "1,005 a 1,030"),
          ("pH", "ua_ph", "6,0", "", "5,0 a 7,5"),
          ("Proteínas", "ua_prot", "Positivo (+)", "", "Negativo"),
          ("Glicose", "ua_glu", "Negativo", "", "Negativo"),
          ("Corpos cetônicos", "ua_ket", "Negativo", "", "Negativo"),
          ("Hemoglobina", "ua_blood", "Negativo", "", "Negativo"),
          ("Bilirrubina", "ua_bili", "Negativo", "", "Negativo"),
          ("Urobilinogênio", "ua_urobil", "Normal", "", "Normal"),
          ("Nitrito", "ua_nitrite", "Negativo", "", "Negativo")]
    sed = [("Leucócitos", "ua_wbc_hpf", "4", "/campo", "até 5 /campo"),
           ("Hemácias", "ua_rbc_hpf", "1", "/campo", "até 3 /campo"),
           ("Células epiteliais", "ua_epi", "Raras", "", "Raras"),
           ("Cilindros", "ua_casts", "Ausentes", "", "Ausentes"),
           ("Bactérias", "ua_bact", "Raras", "", "Ausentes ou raras"),
           ("Filamentos de muco", "ua_mucus", "Ausentes", "", "Ausentes")]

    def ua_rows(items):
        return [[lab, R(k, lab, vt, unit, date=DU), unit, ref] for lab, k, vt, unit, ref in items]

    ugrid = Grid([52, 40, 22, 68], header=["", "Resultado", "", "Referência"], aligns="LLLL", rules="none",
                 size=9, lh=4.1, vpad=0.3, header_style="I",
                 rows=[Span("Exame físico", style="BI")] + ua_rows(ua[:4]) + [Span("Exame químico (tira reagente)", style="BI")]
                 + ua_rows(ua[4:]) + [Span("Sedimentoscopia (400x)", style="BI")] + ua_rows(sed))
    page2 += [Text("URINA TIPO I (EAS)", size=9.6, style="B", color=acc, lh=4.6),
              info_grid([[("Material:", "Urina – jato médio, 1ª micção"), ("Coletado em:", c13)],
                         [("Método:", "Tira reagente (leitura automatizada) e microscopia"), ("", "")]],
                        [17, 105, 24, 36], size=8.2, lh=3.6, label_style="I"),
              Spacer(1), ugrid, Spacer(2),
              Text("Observação: amostra de urina entregue pela paciente em 13/03/2025; sangue coletado em 12/03/2025.",
                   size=7.6, style="I", lh=3.4, color=GREY)]
    return Report("bf03", "Laboratório São Lucas de Análises Clínicas", "Recife/PE", D, st, header, footer,
                  [Page(page1), Page(page2)], title="Função renal",
                  features="block layout (heading/material/method/reference/result), results printed after the "
                           "reference range, marker name split over two lines, two collection dates, "
                           "urinalysis with qualitative results")


# ===========================================================================
# bf04  Laboratório Cerrado - Goiânia/GO  (endocrinology; two columns)
# ===========================================================================
def bf04():
    st = Style(font="carlito", size=9.4, lh=4.2, accent=(20, 110, 60))
    D = "2025-03-14"
    acc = st.accent

    def header(p, n):
        return [
            Text("CERRADO  MEDICINA DIAGNÓSTICA", size=15, style="B", color=(255, 255, 255), fill=acc, lh=7, pad=1.5),
            Text("Rua 9, 1105 – Setor Oeste – Goiânia/GO · (62) 3215-4470 · CNPJ 33.190.845/0001-62 · "
                 "RT: Dra. Celina R. Assunção – CRF-GO 6.204", size=7.6, lh=3.6, color=GREY),
            Spacer(1.5),
            Box([info_grid([
                [("Cliente:", "Fernanda Oliveira Campos"), ("Ficha:", "CMD-883104")],
                [("Nascimento:", "17/01/1981 (44 anos)"), ("DUM:", "02/03/2025")],
                [("Médico(a):", "Dra. Patrícia H. Nogueira – CRM-GO 15.388"), ("Coleta:", "14/03/2025 08:10")],
                [("Posto:", "Unidade Bueno"), ("Emissão:", "15/03/2025 13:45")],
            ], [22, 92, 18, 50], size=8.6, lh=3.9)], border=acc, fill=(240, 247, 242), pad=1.5, radius=True),
            Spacer(3),
        ]

    def footer(p, n):
        return [HLine(0.2, acc, gap_after=1),
                Text("Dra. Celina R. Assunção – Farmacêutica-Bioquímica – CRF-GO 6.204 · Assinatura digital "
                     "ICP-Brasil · Página 1 de 1", size=7.4, lh=3.4, align="C")]

    CW = 88

    def item(title, rows, method, refs):
        g = Grid([42, 28, 18], rows=rows, aligns="LRL", size=9.4, lh=4.3, vpad=0.2)
        out = ([Text(title, size=8.6, style="B", color=acc, lh=4.0)] if title else []) + [
            g, Text(method, size=7.2, style="I", lh=3.2, color=GREY)]
        for r_ in refs:
            out.append(Text(r_, size=7.2, lh=3.2))
        out.append(HLine(0.15, (180, 200, 185), gap_before=0.8, gap_after=1.6))
        return out

    left, right = [], []
    left += item("TIREOIDE", [
        [F("Hormônio Tireoestimulante\nUltrassensível (TSH)", "B"),
         ["\n", R("tsh", "Hormônio Tireoestimulante Ultrassensível (TSH)", "6,84", "µUI/mL")], "\nµUI/mL"],
    ], "Soro · Quimioluminescência", ["VR: 0,45 a 4,50 µUI/mL"])
    left += item("", [
        [F("T4 livre", "B"), R("ft4", "T4 livre", "0,98", "ng/dL"), "ng/dL"],
    ], "Soro · Quimioluminescência", ["VR: 0,70 a 1,48 ng/dL"])
    left += item("", [
        [F("T3 total", "B"), R("t3", "T3 total", "102", "ng/dL"), "ng/dL"],
    ], "Soro · Quimioluminescência", ["VR: 58 a 159 ng/dL"])
    left += item("AUTOANTICORPOS", [
        [F("Anti-TPO\n(antitireoperoxidase)", "B"),
         ["\n", R("anti_tpo", "Anti-TPO (antitireoperoxidase)", "312", "UI/mL")], "\nUI/mL"],
        [F("Anti-tireoglobulina", "B"), R("anti_tg", "Anti-tireoglobulina", "inferior a 1,3", "UI/mL"), "UI/mL"],
    ], "Soro · Quimioluminescência", ["VR anti-TPO: inferior a 5,6 UI/mL", "VR anti-Tg: inferior a 4,1 UI/mL"])
    left += item("VITAMINAS", [
        [F("Vitamina B12", "B"), R("b12", "Vitamina B12", "superior a 2.000", "pg/mL"), "pg/mL"],
        [F("Ácido fólico", "B"), R("folate", "Ácido fólico", "12,6", "ng/mL"), "ng/mL"],
    ], "Soro · Quimioluminescência", ["VR B12: 197 a 771 pg/mL", "VR folato: superior a 3,9 ng/mL"])

    right += item("METABOLISMO GLICÍDICO", [
        [F("Glicose de jejum", "B"), R("glu_fast", "Glicose de jejum", "108", "mg/dL"), "mg/dL"],
    ], "Plasma fluoretado · Hexoquinase", ["Normal: 70 a 99 mg/dL", "Glicemia de jejum alterada: 100 a 125 mg/dL"])
    right += item("", [
        [F("Insulina basal", "B"), R("insulin", "Insulina basal", "14,2", "µUI/mL"), "µUI/mL"],
    ], "Soro · Quimioluminescência", ["VR: 2,6 a 24,9 µUI/mL"])
    right += item("", [
        [F("Hemoglobina glicada\n(HbA1c)", "B"), ["\n", R("hba1c", "Hemoglobina glicada (HbA1c)", "5,9", "%")], "\n%"],
    ], "Sangue total EDTA · HPLC (NGSP)", ["Normal: inferior a 5,7 %", "Pré-diabetes: 5,7 a 6,4 %"])
    right += item("", [
        [F("Peptídeo C", "B"), R("cpeptide", "Peptídeo C", "2,8", "ng/mL"), "ng/mL"],
    ], "Soro · Quimioluminescência", ["VR: 1,1 a 4,4 ng/mL"])
    right += item("OUTROS", [
        [F("25-hidroxivitamina D", "B"), R("vitd25", "25-hidroxivitamina D", "28,4", "ng/mL"), "ng/mL"],
        [F("Ferritina", "B"), R("ferritin", "Ferritina", "62", "ng/mL"), "ng/mL"],
    ], "Soro · Quimioluminescência", ["VR vit. D: superior a 20 ng/mL", "VR ferritina: 15 a 150 ng/mL"])
    body = [Columns([(CW, left), (CW, right)], gap=6, divider=True), Spacer(2),
            Text("Paciente em uso de suplemento de cianocobalamina informado na coleta. Material coletado em "
                 "jejum de 10 horas. Próxima coleta sugerida pelo médico: 14/06/2025.", size=7.6, lh=3.5, style="I")]
    return Report("bf04", "Cerrado Medicina Diagnóstica", "Goiânia/GO", D, st, header, footer, [Page(body)],
                  title="Endocrinologia",
                  features="two-column report, names split over two lines (TSH, anti-TPO, HbA1c), "
                           "'inferior a' / 'superior a' values, DUM and next-collection distractor dates")


# ===========================================================================
# bf05  Laboratório Mantiqueira - Juiz de Fora/MG  (nephrology; cumulative table)
# ===========================================================================
def bf05():
    st = Style(font="dejavucond", size=8.2, lh=3.9, accent=(60, 60, 120))
    D = "2025-03-14"
    d1, d2, d3 = "2025-03-14", "2024-12-10", "2024-09-09"
    acc = st.accent

    def header(p, n):
        return [
            Columns([(110, [Text("LABORATÓRIO MANTIQUEIRA", size=12.5, style="B", color=acc, lh=5.4),
                            Text("Patologia Clínica · Av. Barão do Rio Branco, 3120 – Centro – Juiz de Fora/MG",
                                 size=7.2, lh=3.2),
                            Text("(32) 3215-6610 · CNPJ 17.385.901/0001-48 · CNES 2154088", size=7.2, lh=3.2)]),
                     (72, [Text("RELATÓRIO EVOLUTIVO", size=10, style="B", align="R", lh=5, color=acc),
                           Text(f"Folha {p}/{n}", size=7.2, align="R", lh=3.2),
                           Text("Emitido em 14/03/2025 17:20", size=7.2, align="R", lh=3.2)])], gap=0),
            HLine(0.4, acc, gap_before=1, gap_after=1.5),
            info_grid([[("Paciente", "JOSÉ ROBERTO VILELA DE ASSIS"), ("Registro", "MTQ-0091772")],
                       [("Data nasc.", "30/08/1952"), ("Sexo", "M")],
                       [("Médico", "Dr. Henrique S. Valadares – CRM-MG 39.664 (Nefrologia)"), ("Convênio", "IPSEMG")]],
                      [20, 104, 18, 40], size=7.8, lh=3.6),
            HLine(0.4, acc, gap_before=1, gap_after=2),
        ]

    def footer(p, n):
        return [HLine(0.2, GREY, gap_after=1),
                Text("Liberado por Dra. Ana Cláudia P. Rezende – CRF-MG 12.907 em 14/03/2025 16:58. "
                     "Valores de referência para adultos.", size=7, lh=3.2, color=GREY)]

    W = [50, 24, 24, 24, 24, 36]
    A = "LRRRLL"

    def row(key, name, unit, vals, ref):
        cells = [name]
        for v, d in zip(vals, (d1, d2, d3)):
            if v is None:
                cells.append("—")
            elif isinstance(v, tuple):
                cells.append(R(key, name, v[0], unit, v[1], date=d))
            else:
                cells.append(R(key, name, v, unit, date=d))
        return cells + [unit, ref]

    rows = [
        Span("BIOQUÍMICA – SORO", fill=(225, 225, 240)),
        row("creat", "Creatinina", "mg/dL", [("2,31", "H"), ("2,18", "H"), ("2,05", "H")], "0,70 a 1,20"),
        row("egfr_ckdepi21", "TFG (CKD-EPI 2021)", "mL/min/1,73 m²", ["29", "31", "34"], "> 60"),
        row("urea", "Ureia", "mg/dL", [("96", "H"), ("88", "H"), ("81", "H")], "17 a 49"),
        row("k", "Potássio", "mEq/L", [("5,6", "H"), "5,2", "4,9"], "3,5 a 5,1"),
        row("na", "Sódio", "mEq/L", ["138", "139", "141"], "136 a 145"),
        row("hco3", "Bicarbonato", "mEq/L", [("19", "L"), ("20", "L"), "22"], "22 a 29"),
        row("ca", "Cálcio total", "mg/dL", ["8,7", "8,9", "9,0"], "8,6 a 10,3"),
        row("phos", "Fósforo", "mg/dL", [("5,1", "H"), "4,4", "4,2"], "2,5 a 4,5"),
        row("pth", "PTH intacto", "pg/mL", [("212", "H"), None, ("176", "H")], "15 a 65"),
        Span("HEMATOLOGIA / METABOLISMO DO FERRO", fill=(225, 225, 240)),
        row("hgb", "Hemoglobina", "g/dL", [("10,4", "L"), ("10,9", "L"), ("11,3", "L")], "13,5 a 17,5"),
        row("ferritin", "Ferritina", "ng/mL", ["168", None, "141"], "30 a 400"),
        row("tsat", "Saturação da transferrina", "%", [("19", "L"), None, "22"], "20 a 50"),
    ]
    g = Grid(W, header=["Exame", "14/03/2025", "10/12/2024", "09/09/2024", "Unidade", "Referência"], aligns=A,
             rules="hlines", rows=rows, zebra=(246, 246, 250), header_fill=acc, header_color=(255, 255, 255),
             vpad=1.0)
    sero = Grid([60, 40, 82], header=["Sorologias (coleta 14/03/2025)", "Resultado", "Referência"], aligns="LLL",
                rules="hlines", header_fill=acc, header_color=(255, 255, 255), vpad=1.0, rows=[
        ["HBsAg", R("hbsag", "HBsAg", "Não reagente"), "Não reagente"],
        ["Anti-HCV", R("anti_hcv", "Anti-HCV", "Não reagente"), "Não reagente"],
        ["Anti-HBs (quantitativo)", [R("anti_hbs", "Anti-HBs (quantitativo)", "6,2", "mUI/mL"), F(" mUI/mL")],
         "Imune: igual ou superior a 10 mUI/mL"],
    ])
    body = [Text("Coluna em destaque = coleta atual (14/03/2025 07:40). Colunas anteriores: resultados do mesmo "
                 "paciente neste laboratório.", size=7.4, lh=3.4, style="I"), Spacer(1.5), g, Spacer(1.5),
            Text("H = acima do intervalo de referência · L = abaixo · — = exame não realizado na data. "
                 "TFG pela equação CKD-EPI 2021.", size=7.2, lh=3.3, color=GREY),
            Spacer(3), sero, Spacer(2),
            Text("Métodos: creatinina (Jaffé compensado), ureia (urease UV), eletrólitos (ISE indireto), PTH e "
                 "ferritina (quimioluminescência), sorologias (CMIA). Data do pedido: 05/03/2025.",
                 size=7.2, lh=3.3, color=GREY)]
    return Report("bf05", "Laboratório Mantiqueira de Patologia Clínica", "Juiz de Fora/MG", D, st, header,
                  footer, [Page(body)], title="Relatório evolutivo",
                  features="cumulative table with three collection dates as columns, missing cells (—), H/L flags, "
                           "zebra rows, qualitative serology")


# ===========================================================================
# bf06  Laboratório Bom Jesus - Porto Alegre/RS  (cardiology, anticoagulation; no rules)
# ===========================================================================
def bf06():
    st = Style(font="dejavuserif", size=8.4, lh=4.0, accent=(90, 40, 0))
    D = "2025-03-17"
    acc = st.accent

    def header(p, n):
        return [
            Columns([(20, [Logo("BJ", 16, 16, acc, size=13, round=True)]),
                     (108, [Text("Laboratório Bom Jesus", size=13, style="B", lh=5.6),
                            Text("Análises Clínicas desde 1978", size=7.6, style="I", lh=3.4),
                            Text("Av. Protásio Alves, 3780 · Petrópolis · Porto Alegre/RS", size=7.2, lh=3.2)]),
                     (50, [Text("Fone (51) 3338-5512", size=7.2, align="R", lh=3.2),
                           Text("CNPJ 92.718.460/0001-09", size=7.2, align="R", lh=3.2),
                           Text("CNES 3087521", size=7.2, align="R", lh=3.2),
                           Text(f"Pág. {p} de {n}", size=7.2, align="R", lh=3.2)])], gap=2),
            Spacer(1.5),
            info_grid([[("Paciente:", "Irene Schmitt Vargas"), ("OS:", "BJ 4410-2273")],
                       [("Data de nascimento:", "04/02/1955 (70 anos)"), ("Sexo:", "Feminino")],
                       [("Médico:", "Dr. Eduardo L. Kessler · CRM-RS 27.115"), ("Data da coleta:", "17/03/2025")],
                       [("Recebido em:", "17/03/2025 09:02"), ("Liberado em:", "17/03/2025 14:36")]],
                      [36, 76, 28, 42], size=8, lh=3.8),
            HLine(0.25, acc, gap_before=1.2, gap_after=2.5),
        ]

    def footer(p, n):
        return [Text("* Resultado fora do intervalo de referência.", size=7, lh=3.2, style="I"),
                HLine(0.2, (150, 150, 150), gap_after=1),
                Text("Dra. Luíza M. Heinzmann · Farmacêutica-Bioquímica · CRF-RS 8.733  |  "
                     "Impresso em 18/03/2025", size=7, lh=3.2, color=GREY)]

    W = [56, 24, 26, 76]
    A = "LRLL"
    H = ["", "Resultado", "Unidade", "Valores de referência"]

    def r(key, name, vt, unit, ref, flag=""):
        return [name, R(key, name, vt, unit, flag, flag_before=True), unit, ref]

    ery = Grid(W, header=["ERITROGRAMA"] + H[1:], aligns=A, rules="none", header_color=acc, rows=[
        r("rbc", "Eritrócitos", "4,12", "milhões/µL", "3,90 a 5,00"),
        r("hgb", "Hemoglobina", "12,4", "g/dL", "12,0 a 15,5"),
        r("hct", "Hematócrito", "37,8", "%", "35,0 a 45,0"),
        r("mcv", "V.C.M.", "91,7", "fL", "82,0 a 98,0"),
        r("mch", "H.C.M.", "30,1", "pg", "27,0 a 32,0"),
        r("mchc", "C.H.C.M.", "32,8", "g/dL", "32,0 a 36,0"),
        r("rdw", "R.D.W.", "15,2", "%", "11,6 a 14,8", "*"),
    ])
    WL = [56, 24, 30, 72]
    leu = Grid(WL, header=["LEUCOGRAMA", "Relativo (%)", "Absoluto (/µL)", "Referência (absoluto)"],
               aligns="LRRL", rules="none", header_color=acc, rows=[
        ["Leucócitos", "", R("wbc", "Leucócitos", "5.980", "/µL"), "3.600 a 11.000 /µL"],
        ["Neutrófilos", R("neut_pct", "Neutrófilos", "63,2", "%"), R("neut_abs", "Neutrófilos", "3.779", "/µL"), "1.800 a 7.700"],
        ["Linfócitos", R("lymph_pct", "Linfócitos", "24,5", "%"), R("lymph_abs", "Linfócitos", "1.465", "/µL"), "1.000 a 4.800"],
        ["Monócitos", R("mono_pct", "Monócitos", "8,9", "%"), R("mono_abs", "Monócitos", "532", "/µL"), "100 a 1.000"],
        ["Eosinófilos", R("eos_pct", "Eosinófilos", "2,8", "%"), R("eos_abs", "Eosinófilos", "167", "/µL"), "0 a 500"],
        ["Basófilos", R("baso_pct", "Basófilos", "0,6", "%"), R("baso_abs", "Basófilos", "36", "/µL"), "0 a 200"],
    ])
    plq = Grid(W, header=["PLAQUETAS"] + H[1:], aligns=A, rules="none", header_color=acc, rows=[
        r("plt", "Plaquetas", "196.000", "/µL", "150.000 a 400.000"),
    ])
    page1 = [Text("HEMOGRAMA", size=10, style="B", lh=4.8),
             Text("Amostra: sangue total (EDTA K2) · Equipamento: Mindray BC-6800", size=7.4, style="I", lh=3.4,
                  color=GREY),
             Spacer(2), ery, Spacer(3), leu, Spacer(3), plq, Spacer(2),
             Text("Morfologia: anisocitose discreta. Ausência de blastos.", size=7.6, lh=3.5, style="I")]
    coag = Grid(W, header=["COAGULAÇÃO"] + H[1:], aligns=A, rules="none", header_color=acc, rows=[
        Span("Tempo de protrombina (TP) – plasma citratado · coagulométrico", style="I"),
        r("pt_sec", "Tempo de protrombina", "28,4", "segundos", "10,0 a 13,5", "*"),
        r("inr", "RNI", "2,64", "", "Paciente anticoagulado: 2,0 a 3,0"),
        Span("Tempo de tromboplastina parcial ativada (TTPA)", style="I"),
        r("aptt_sec", "TTPA", "34,1", "segundos", "25,0 a 37,0"),
        Span("Fibrinogênio – método de Clauss", style="I"),
        r("fibrinogen", "Fibrinogênio", "312", "mg/dL", "200 a 400"),
    ])
    bio = Grid(W, header=["BIOQUÍMICA"] + H[1:], aligns=A, rules="none", header_color=acc, rows=[
        r("digoxin", "Digoxina (nível sérico)", "0,9", "ng/mL", "Faixa terapêutica: 0,5 a 2,0"),
        r("creat", "Creatinina", "0,96", "mg/dL", "0,50 a 0,90", "*"),
        r("k", "Potássio", "4,2", "mEq/L", "3,5 a 5,1"),
        r("mg", "Magnésio", "1,8", "mg/dL", "1,6 a 2,6"),
        r("ast", "AST/TGO", "22", "U/L", "até 32"),
        r("alt", "ALT/TGP", "19", "U/L", "até 33"),
    ])
    page2 = [coag, Spacer(3),
             Text("Digoxina: coleta realizada 8 horas após a última dose (informação da paciente). Última dose de "
                  "varfarina: 16/03/2025 às 20h.", size=7.6, lh=3.5, style="I"),
             Spacer(3), bio]
    return Report("bf06", "Laboratório Bom Jesus", "Porto Alegre/RS", D, st, header, footer,
                  [Page(page1), Page(page2)], title="Hemograma, coagulação e bioquímica",
                  features="tables without rules, '*' flag printed before the value, CBC with relative and "
                           "absolute differential, coagulation (TP seconds, RNI, TTPA, fibrinogen), drug level")


# ===========================================================================
# bf07  Labsal - Salvador/BA  (general practice check-up; block layout; serology; urinalysis)
# ===========================================================================
def bf07():
    st = Style(font="libsans", size=9.6, lh=4.4, accent=(0, 110, 130))
    D = "2025-03-10"
    acc = st.accent

    def header(p, n):
        return [
            Columns([(60, [Text("labsal", size=22, style="B", color=acc, lh=8.5)]),
                     (118, [Text("LABSAL ANÁLISES CLÍNICAS", size=9, style="B", align="R", lh=4),
                            Text("Av. Sete de Setembro, 2041 – Vitória – Salvador/BA", size=7.4, align="R", lh=3.3),
                            Text("(71) 3334-8120 · CNPJ 05.227.913/0001-86", size=7.4, align="R", lh=3.3)])], gap=4),
            Text("", fill=acc, lh=1.2),
            Spacer(1.5),
            info_grid([[("Paciente:", "Juliana Santos Menezes"), ("Código:", "LS 2503100388")],
                       [("Data de nascimento:", "25/06/1989"), ("Idade:", "35 anos")],
                       [("Médico solicitante:", "Dr. Caio R. Amorim – CRM-BA 31.552"), ("Data da coleta:", "10/03/2025")],
                       [("Data do cadastro:", "07/03/2025"), ("Data de liberação:", "12/03/2025")]],
                      [34, 84, 30, 34], size=8.6, lh=4.0),
            HLine(0.3, acc, gap_before=1.5, gap_after=3),
        ]

    def footer(p, n):
        return [HLine(0.3, acc, gap_after=1.2),
                Columns([(130, [Text("Responsável técnico: Dr. Gilberto N. Sampaio – CRF-BA 5.870", size=7.4, lh=3.4),
                                Text("Laudo emitido em 12/03/2025 – válido com assinatura digital.", size=7.4, lh=3.4)]),
                         (48, [Text(f"{p}/{n}", size=9, align="R", lh=4, style="B")])], gap=0)]

    def exam(title, material, method, label, res, unit, ref_lines, extra=()):
        return [Text(title, size=10, style="B", lh=4.8),
                Text(f"Material: {material}", size=8, lh=3.6, color=GREY),
                Text(f"Método: {method}", size=8, lh=3.6, color=GREY),
                Spacer(1),
                Grid([52, 60, 70], rows=[[label, res, unit]] + list(extra), aligns="LLL", size=10, lh=4.8, vpad=0),
                Text("Valor de referência: " + ref_lines, size=8, lh=3.6),
                HLine(0.2, (180, 180, 180), gap_before=1.2, gap_after=2.4)]

    page1 = []
    page1 += exam("HIV 1 e 2 – ANTICORPOS E ANTÍGENO p24", "Soro", "Quimioluminescência (4ª geração)",
                  "Resultado:", R("hiv_agab", "HIV 1 e 2 – ANTICORPOS E ANTÍGENO p24", "Não reagente"), "",
                  "Não reagente")
    page1 += exam("VDRL", "Soro", "Floculação", "Resultado:", R("vdrl", "VDRL", "Não reagente"), "", "Não reagente")
    page1 += exam("HEPATITE B – HBsAg", "Soro", "Quimioluminescência", "Resultado:",
                  R("hbsag", "HEPATITE B – HBsAg", "Não reagente"), "", "Não reagente")
    page1 += exam("HEPATITE B – ANTI-HBs", "Soro", "Quimioluminescência", "Resultado:",
                  R("anti_hbs", "HEPATITE B – ANTI-HBs", "superior a 1.000", "mUI/mL"), "mUI/mL",
                  "Imune: igual ou superior a 10 mUI/mL")
    page1 += exam("HEPATITE C – ANTI-HCV", "Soro", "Quimioluminescência", "Resultado:",
                  R("anti_hcv", "HEPATITE C – ANTI-HCV", "Não reagente"), "", "Não reagente")
    page1 += exam("FATOR REUMATOIDE", "Soro", "Imunoturbidimetria", "Resultado:",
                  R("rf", "FATOR REUMATOIDE", "inferior a 8,0", "UI/mL"), "UI/mL", "inferior a 14,0 UI/mL")
    page1 += exam("GLICOSE", "Plasma fluoretado", "Enzimático (GOD-PAP)", "Resultado:",
                  R("glu", "GLICOSE", "86", "mg/dL"), "mg/dL", "70 a 99 mg/dL")
    page1 += exam("CREATININA", "Soro", "Jaffé cinético compensado", "Resultado:",
                  R("creat", "CREATININA", "0,72", "mg/dL"), "mg/dL",
                  "0,50 a 0,90 mg/dL · TFG superior a 60 mL/min/1,73 m²",
                  extra=[["TFG (CKD-EPI 2021):", R("egfr_ckdepi21", "TFG (CKD-EPI 2021)", "> 90", "mL/min/1,73 m²"),
                          "mL/min/1,73 m²"]])

    ua = [("Cor", "ua_color", "Amarela", "", "Amarela"),
          ("Aspecto", "ua_aspect", "Ligeiramente turvo", "", "Límpido"),
          ("Densidade", "ua_sg", "1,024", "", "1,005 a 1,030"),
          ("pH", "ua_ph", "5,5", "", "5,0 a 7,0"),
          ("Proteínas", "ua_prot", "Negativo", "", "Negativo"),
          ("Glicose", "ua_glu", "Negativo", "", "Negativo"),
          ("Corpos cetônicos", "ua_ket", "Negativo", "", "Negativo"),
          ("Sangue", "ua_blood", "Negativo", "", "Negativo"),
          ("Bilirrubina", "ua_bili", "Negativo", "", "Negativo"),
          ("Urobilinogênio", "ua_urobil", "Normal", "", "Normal"),
          ("Nitrito", "ua_nitrite", "Negativo", "", "Negativo"),
          ("Esterase leucocitária", "ua_le", "Positivo", "", "Negativo")]
    sed = [("Leucócitos", "ua_wbc_ml", "14.000", "/mL", "até 10.000 /mL"),
           ("Hemácias", "ua_rbc_ml", "2.000", "/mL", "até 10.000 /mL"),
           ("Células epiteliais", "ua_epi", "Raras", "", "Raras"),
           ("Cilindros", "ua_casts", "Ausentes", "", "Ausentes"),
           ("Bactérias", "ua_bact", "Numerosas", "", "Ausentes"),
           ("Muco", "ua_mucus", "Ausente", "", "Ausente")]

    def rows(items):
        out = []
        for lab, k, vt, unit, ref in items:
            cell = [R(k, lab, vt, unit)] + ([F(" " + unit)] if unit else [])
            out.append([lab + ":", cell, ref])
        return out

    ug = Grid([56, 56, 70], header=["", "Resultado", "Valores de referência"], aligns="LLL", rules="none", size=9.2,
              lh=4.2, vpad=0.2, header_style="B",
              rows=[Span("EXAME FÍSICO", style="B", color=acc)] + rows(ua[:4]) +
                   [Span("EXAME QUÍMICO", style="B", color=acc)] + rows(ua[4:]) +
                   [Span("SEDIMENTOSCOPIA (quantitativa, por mL)", style="B", color=acc)] + rows(sed))
    page2 = [Text("URINA TIPO I – EAS", size=10, style="B", lh=4.8),
             Text("Material: Urina – jato médio (1ª micção)", size=8, lh=3.6, color=GREY),
             Text("Método: Tira reagente e microscopia de contraste de fase", size=8, lh=3.6, color=GREY),
             Spacer(2), ug, Spacer(2),
             Text("Nota: sugere-se correlação clínica e urocultura. DUM informada: 20/02/2025.", size=8, lh=3.6,
                  style="I")]
    return Report("bf07", "Labsal Análises Clínicas", "Salvador/BA", D, st, header, footer,
                  [Page(page1), Page(page2)], title="Check-up",
                  features="one block per exam (heading/material/method/result/reference), qualitative serology "
                           "('Não reagente'), 'superior a'/'inferior a' values, urinalysis with per-mL counts")


# ===========================================================================
# bf08  Laboratório Pioneiro - Londrina/PR  (iron, vitamins, lipids; two columns + previous)
# ===========================================================================
def bf08():
    st = Style(font="libsans", size=8.2, lh=3.9, accent=(150, 60, 0))
    D = "2025-03-12"
    P = "2024-11-26"
    acc = st.accent

    def header(p, n):
        return [
            Columns([(100, [Text("PIONEIRO", size=18, style="B", color=acc, lh=7),
                            Text("Laboratório de Análises Clínicas", size=8.5, lh=3.8)]),
                     (82, [Text("Rua Sergipe, 877 – Centro – Londrina/PR", size=7.2, align="R", lh=3.2),
                           Text("(43) 3324-1908 · CNPJ 76.281.044/0001-13", size=7.2, align="R", lh=3.2),
                           Text("RT: Dr. Márcio Y. Tanaka – CRF-PR 14.388", size=7.2, align="R", lh=3.2)])], gap=0),
            Spacer(1.5),
            Grid([30, 62, 28, 62], rules="box", rule_color=acc, size=7.8, lh=3.7, vpad=0.5, value_style="",
                 rows=[[B("Paciente"), "Rosângela Aparecida Ferraz", B("Nº Pedido"), "PNR 2503-55120"],
                       [B("Nascimento"), "11/09/1972", B("Coleta"), "12/03/2025 07:55"],
                       [B("Médico"), "Dr. Tiago F. Brandão – CRM-PR 30.217", B("Liberação"), "13/03/2025 11:05"]]),
            Spacer(3),
        ]

    def footer(p, n):
        return [HLine(0.2, acc, gap_after=1),
                Text("Liberado eletronicamente por Dr. Márcio Y. Tanaka – CRF-PR 14.388. Impresso em 19/03/2025. "
                     f"Página {p} de {n}.", size=6.8, lh=3.1, color=GREY)]

    WC = [33, 15, 14, 19, 7]

    def tbl(title, rows, note):
        body = []
        for name, key, vt, unit, pv, flag, pflag in rows:
            body.append([name, R(key, name.replace("\n", " "), vt, unit, flag), unit,
                         R(key, name.replace("\n", " "), pv, unit, pflag, date=P) if pv else "—", ""])
        g = Grid(WC, header=["Exame", "Atual", "Unid.", "Anterior\n26/11/2024", ""], aligns="LRLRL",
                 rules="rows", header_fill=(250, 236, 222), rows=body, vpad=0.8, rule_color=(200, 170, 150))
        return [Text(title, size=9, style="B", color=acc, lh=4.4), g,
                Text(note, size=6.8, lh=3.1, color=GREY, style="I"), Spacer(3)]

    left = []
    left += tbl("HEMATOLOGIA", [
        ("Hemoglobina", "hgb", "11,2", "g/dL", "10,6", "↓", "↓"),
        ("Hematócrito", "hct", "34,9", "%", "33,0", "↓", "↓"),
        ("Reticulócitos", "retic_pct", "1,4", "%", "", "", ""),
    ], "VR: Hb 12,0 a 15,5 g/dL; Ht 35 a 45 %; reticulócitos 0,5 a 2,0 %.")
    left += tbl("METABOLISMO DO FERRO", [
        ("Ferro sérico", "iron", "54", "µg/dL", "38", "", "↓"),
        ("Ferritina", "ferritin", "18", "ng/mL", "9", "", "↓"),
        ("Transferrina", "transferrin", "312", "mg/dL", "", "", ""),
        ("Capacidade total\nde ligação do ferro", "tibc", "398", "µg/dL", "", "", ""),
        ("Saturação da\ntransferrina", "tsat", "14", "%", "9", "↓", "↓"),
    ], "VR: ferro 50 a 170 µg/dL; ferritina 15 a 150 ng/mL; transferrina 200 a 360 mg/dL; CTLF 250 a 450 "
       "µg/dL; saturação 20 a 50 %.")
    right = []
    right += tbl("VITAMINAS", [
        ("Vitamina B12", "b12", "285", "pg/mL", "198", "", ""),
        ("Ácido fólico", "folate", "8,9", "ng/mL", "", "", ""),
        ("Vitamina D\n(25-OH)", "vitd25", "31,2", "ng/mL", "18,4", "", "↓"),
    ], "VR: B12 197 a 771 pg/mL; folato > 3,9 ng/mL; vit. D > 20 ng/mL (população geral).")
    right += tbl("PERFIL LIPÍDICO", [
        ("Colesterol total", "chol", "198", "mg/dL", "", "", ""),
        ("Colesterol HDL", "hdl", "52", "mg/dL", "", "", ""),
        ("Colesterol LDL", "ldl_calc", "118", "mg/dL", "", "", ""),
        ("Triglicerídeos", "tg", "140", "mg/dL", "165", "", "↑"),
    ], "Sem jejum (coleta sem jejum). Valores desejáveis: CT < 190; HDL > 50 (mulheres); TG < 175 "
       "sem jejum. LDL calculado (Friedewald).")
    body = [Columns([(88, left), (88, right)], gap=6),
            Text("↑ / ↓ : acima / abaixo do valor de referência. A coluna \"Anterior\" traz o resultado da coleta de "
                 "26/11/2024 (pedido nº PNR 2411-30984).", size=7.2, lh=3.3),
            Text("Paciente informa uso de sulfato ferroso desde 02/12/2024.", size=7.2, lh=3.3)]
    return Report("bf08", "Pioneiro Laboratório de Análises Clínicas", "Londrina/PR", D, st, header, footer,
                  [Page(body)], title="Anemia / vitaminas / lipídios",
                  features="two-column report, previous-result column beside current, names split over two "
                           "lines, 'Colesterol HDL', arrows as flags, '—' for no previous result")


# ===========================================================================
# bf09  IPCAM - Manaus/AM  (endocrinology; hormones; result after the reference range)
# ===========================================================================
def bf09():
    st = Style(font="libsans", size=9.8, lh=4.5, accent=(0, 90, 70), margin_l=16, margin_r=16)
    D = "2025-03-11"
    acc = st.accent

    def header(p, n):
        return [
            Text("IPCAM – INSTITUTO DE PATOLOGIA CLÍNICA DO AMAZONAS", size=11.5, style="B", color=acc, lh=5.2),
            Text("Av. Djalma Batista, 1661 – Chapada – Manaus/AM · (92) 3236-4410 · CNPJ 04.663.127/0001-90",
                 size=7.4, lh=3.4),
            HLine(0.6, acc, gap_before=1, gap_after=1.5),
            info_grid([[("PACIENTE", "Camila Rodrigues Tavares"), ("REQUISIÇÃO", "IP-7731904")],
                       [("NASCIMENTO", "08/04/1995"), ("DUM", "19/02/2025")],
                       [("MÉDICO", "Dra. Beatriz A. Cordeiro (CRM-AM 8.421)"), ("COLETA", "11/03/2025 07:20")],
                       [("ENTRADA", "11/03/2025 07:05"), ("EMISSÃO", "13/03/2025 10:41")]],
                      [26, 84, 28, 40], size=8.6, lh=3.9),
            HLine(0.6, acc, gap_before=1, gap_after=3),
        ]

    def footer(p, n):
        return [HLine(0.3, acc, gap_after=1),
                Text(f"Dr. Raimundo F. Pinheiro – Biomédico – CRBM-1 22.604 · Laudo {p}/{n}", size=7.6, lh=3.5),
                Text("Resultado(s) de interesse clínico devem ser interpretados em conjunto com a fase do ciclo menstrual.",
                     size=7, lh=3.2, color=GREY)]

    def blk(name, method, refs, label, res, unit, flag_note=None):
        rows = [[F("Valores de referência:", "I"), "", ""]]
        for rr in refs:
            rows.append(["   " + rr, "", ""])
        rows.append([F(label, "B"), res, unit])
        out = [Text(name, size=10, style="B", lh=4.7), Text(method, size=7.8, lh=3.5, color=GREY),
               Grid([104, 38, 36], rows=rows, aligns="LRL", size=9, lh=4.2, vpad=0.1)]
        out.append(HLine(0.2, (175, 200, 190), gap_before=1, gap_after=2))
        return out

    page1 = []
    page1 += blk("HORMÔNIO FOLÍCULO ESTIMULANTE\n(FSH)", "Material: soro · Método: quimioluminescência",
                 ["Fase folicular: 3,5 a 12,5 mUI/mL", "Pico ovulatório: 4,7 a 21,5 mUI/mL"],
                 "Resultado", R("fsh", "HORMÔNIO FOLÍCULO ESTIMULANTE (FSH)", "5,8", "mUI/mL"), "mUI/mL")
    page1 += blk("HORMÔNIO LUTEINIZANTE (LH)", "Material: soro · Método: quimioluminescência",
                 ["Fase folicular: 2,4 a 12,6 mUI/mL"],
                 "Resultado", R("lh", "HORMÔNIO LUTEINIZANTE (LH)", "14,6", "mUI/mL", "H"), "mUI/mL")
    page1 += blk("ESTRADIOL", "Material: soro · Método: eletroquimioluminescência",
                 ["Fase folicular: 12,5 a 166 pg/mL"],
                 "Resultado", R("estradiol", "ESTRADIOL", "62", "pg/mL"), "pg/mL")
    page1 += blk("PROLACTINA", "Material: soro · Método: quimioluminescência", ["Mulheres: 4,8 a 23,3 ng/mL"],
                 "Resultado", R("prolactin", "PROLACTINA", "18,4", "ng/mL"), "ng/mL")
    page1 += blk("TESTOSTERONA TOTAL", "Material: soro · Método: eletroquimioluminescência",
                 ["Mulheres: 8,4 a 48,1 ng/dL"],
                 "Resultado", R("testo", "TESTOSTERONA TOTAL", "68", "ng/dL", "H"), "ng/dL")
    page1 += blk("GLOBULINA LIGADORA DE HORMÔNIOS\nSEXUAIS (SHBG)", "Material: soro · Método: quimioluminescência",
                 ["Mulheres não grávidas: 32,4 a 128 nmol/L"],
                 "Resultado", R("shbg", "GLOBULINA LIGADORA DE HORMÔNIOS SEXUAIS (SHBG)", "28", "nmol/L", "L"), "nmol/L")
    page2 = []
    page2 += blk("SULFATO DE DEIDROEPIANDROSTERONA\n(SDHEA)", "Material: soro · Método: quimioluminescência",
                 ["Mulheres 25 a 34 anos: 98,8 a 340 µg/dL"],
                 "Resultado", R("dheas", "SULFATO DE DEIDROEPIANDROSTERONA (SDHEA)", "312", "µg/dL"), "µg/dL")
    page2 += blk("CORTISOL – 8 HORAS", "Material: soro · Método: quimioluminescência", ["6,2 a 19,4 µg/dL"],
                 "Resultado", R("cortisol", "CORTISOL – 8 HORAS", "14,2", "µg/dL"), "µg/dL")
    page2 += blk("TSH", "Material: soro · Método: quimioluminescência", ["0,38 a 5,33 µUI/mL"],
                 "Resultado", R("tsh", "TSH", "1,92", "µUI/mL"), "µUI/mL")
    page2 += blk("T4 LIVRE", "Material: soro · Método: quimioluminescência", ["0,61 a 1,12 ng/dL"],
                 "Resultado", R("ft4", "T4 LIVRE", "1,21", "ng/dL", "H"), "ng/dL")
    page2 += blk("INSULINA", "Material: soro · Método: quimioluminescência", ["Jejum: 1,9 a 23,0 µUI/mL"],
                 "Resultado", R("insulin", "INSULINA", "22,4", "µUI/mL"), "µUI/mL")
    page2 += blk("CA 125", "Material: soro · Método: quimioluminescência", ["inferior a 35,0 U/mL"],
                 "Resultado", R("ca125", "CA 125", "18,2", "U/mL"), "U/mL")
    page2 += [Text("H = resultado acima do valor de referência; L = abaixo. Coleta realizada no 21º dia do ciclo "
                   "(segundo informação da paciente).", size=7.6, lh=3.5, style="I")]
    return Report("bf09", "IPCAM – Instituto de Patologia Clínica do Amazonas", "Manaus/AM", D, st, header, footer,
                  [Page(page1), Page(page2)], title="Perfil hormonal",
                  features="one block per hormone with the reference range printed before the result, names split "
                           "over two lines, H/L flags, DUM distractor date, tumour marker CA 125")


# ===========================================================================
# bf10  Jangada Diagnósticos - Fortaleza/CE  (GP; tumour markers + liver with previous)
# ===========================================================================
def bf10():
    st = Style(font="carlito", size=9.0, lh=4.1, accent=(30, 60, 110))
    D = "2025-03-10"
    P = "2024-09-03"
    acc = st.accent

    def header(p, n):
        return [
            Columns([(26, [Logo("JD", 22, 13, (230, 140, 30), size=14)]),
                     (96, [Text("Jangada Diagnósticos", size=14, style="B", color=acc, lh=5.6),
                           Text("Medicina Laboratorial · Fortaleza – Ceará", size=8, lh=3.6, style="I")]),
                     (56, [Text("Av. Santos Dumont, 2789 – Aldeota", size=7.2, align="R", lh=3.2),
                           Text("(85) 3261-7744 · CNPJ 12.994.507/0001-21", size=7.2, align="R", lh=3.2),
                           Text("CNES 9145867", size=7.2, align="R", lh=3.2)])], gap=2),
            Spacer(2),
            Grid([26, 72, 28, 56], rules="hlines", size=8.2, lh=3.8, vpad=0.4, value_style="",
                 rows=[[B("Paciente"), "Francisco Edmilson Rocha Lima", B("Atendimento"), "JD-0310-2261"],
                       [B("Nascimento"), "15/12/1961 · Masculino", B("Coleta"), "10/03/2025 08:44"],
                       [B("Solicitante"), "Dr. Álvaro T. Bezerra · CRM-CE 9.771", B("Liberação"), "11/03/2025 17:30"]]),
            Spacer(3),
        ]

    def footer(p, n):
        return [HLine(0.2, acc, gap_after=1),
                Columns([(120, [Text("Assinado eletronicamente por Dra. Raquel V. Holanda · CRF-CE 3.902",
                                     size=7.2, lh=3.3),
                                Text("Impresso em 17/03/2025 às 10:06", size=7.2, lh=3.3, color=GREY)]),
                         (58, [Text(f"Página {p} / {n}", size=7.2, align="R", lh=3.3)])], gap=0)]

    W = [50, 30, 18, 30, 54]
    A = "LLLLL"

    def tb(title, rows):
        body = [Span(title, fill=(226, 233, 245), color=acc)]
        for name, key, vt, unit, flag, pv, pflag, ref in rows:
            cur = R(key, name, vt, unit, flag)
            prev = R(key, name, pv, unit, pflag, date=P) if pv else ""
            body.append([name, cur, unit, prev, ref])
        return body

    rows = []
    rows += tb("MARCADORES TUMORAIS (soro · eletroquimioluminescência)", [
        ("PSA total", "psa", "4,62", "ng/mL", "Alto", "3,88", "", "inferior a 4,00"),
        ("PSA livre", "psa_free", "0,71", "ng/mL", "", "", "", "—"),
        ("Relação PSA livre/total", "psa_ratio", "15", "%", "Baixo", "", "", "superior a 25"),
        ("CEA", "cea", "2,1", "ng/mL", "", "1,9", "", "não fumantes: até 3,8"),
        ("CA 19-9", "ca199", "< 2,0", "U/mL", "", "", "", "até 37,0"),
        ("Alfafetoproteína", "afp", "3,2", "ng/mL", "", "", "", "até 7,0"),
    ])
    rows += tb("FUNÇÃO HEPÁTICA (soro)", [
        ("TGO / AST", "ast", "42", "U/L", "Alto", "38", "Alto", "até 37"),
        ("TGP / ALT", "alt", "58", "U/L", "Alto", "61", "Alto", "até 41"),
        ("Gama-GT", "ggt", "96", "U/L", "Alto", "110", "Alto", "8 a 61"),
        ("Fosfatase alcalina", "alp", "88", "U/L", "", "", "", "40 a 129"),
        ("Bilirrubina total", "bili_t", "0,9", "mg/dL", "", "", "", "até 1,2"),
        ("Bilirrubina direta", "bili_d", "0,3", "mg/dL", "", "", "", "até 0,3"),
        ("Bilirrubina indireta", "bili_i", "0,6", "mg/dL", "", "", "", "até 0,9"),
        ("Proteínas totais", "prot_t", "7,2", "g/dL", "", "", "", "6,4 a 8,3"),
        ("Albumina", "alb", "4,3", "g/dL", "", "", "", "3,5 a 5,2"),
        ("Globulina", "glob", "2,9", "g/dL", "", "", "", "2,3 a 3,5"),
        ("Relação A/G", "ag_ratio", "1,48", "", "", "", "", "1,10 a 2,20"),
    ])
    rows += tb("COAGULAÇÃO (plasma citratado)", [
        ("Tempo de protrombina", "pt_sec", "12,8", "seg", "", "", "", "10,5 a 13,8"),
        ("INR", "inr", "1,06", "", "", "", "", "0,80 a 1,20"),
    ])
    g = Grid(W, header=["Exame", "Resultado atual", "Unidade", "Anterior\n(03/09/2024)", "Valores de referência"],
             aligns=A, rules="rows", rows=rows, vpad=0.8, header_fill=acc, header_color=(255, 255, 255),
             rule_color=(190, 200, 215))
    body = [g, Spacer(2.5),
            Text("Relação PSA livre/total calculada a partir dos resultados desta amostra. Valores inferiores a 25 % "
                 "em PSA total entre 4 e 10 ng/mL devem ser avaliados pelo urologista.", size=7.6, lh=3.5),
            Text("Alto/Baixo: resultado acima/abaixo do intervalo de referência. Resultados anteriores do mesmo "
                 "paciente (coleta de 03/09/2024).", size=7.6, lh=3.5, color=GREY),
            Text("Paciente em jejum de 8 horas; abstinência sexual e ausência de exercício em bicicleta nas 48 h "
                 "anteriores à coleta, conforme orientação.", size=7.6, lh=3.5, color=GREY)]
    return Report("bf10", "Jangada Diagnósticos", "Fortaleza/CE", D, st, header, footer, [Page(body)],
                  title="Marcadores e função hepática",
                  features="table with row rules and filled header, previous-result column, 'Alto'/'Baixo' word "
                           "flags, '< 2,0', tumour markers, liver panel, PT/INR")


# ===========================================================================
# bf11  Laboratório Santa Clara - Campinas/SP  (cardiology; leaders; two collection dates)
# ===========================================================================
def bf11():
    st = Style(font="libsans", size=8.8, lh=4.1, accent=(140, 0, 40))
    D = "2025-03-10"
    D2 = "2025-03-17"
    acc = st.accent

    def header(p, n):
        return [
            Text("LABORATÓRIO SANTA CLARA", size=14, style="B", align="C", color=acc, lh=6),
            Text("Análises Clínicas · Rua Barão de Jaguara, 1390 – Centro – Campinas/SP · (19) 3232-0871",
                 size=7.4, align="C", lh=3.4),
            Text("CNPJ 54.610.229/0001-75 · Responsável técnico: Dr. Fábio M. Corrêa – CRF-SP 29.516", size=7.4,
                 align="C", lh=3.4),
            Spacer(1.5),
            Box([info_grid([[("Paciente:", "Sérgio Luiz Fontana"), ("Prontuário:", "SC-118.420")],
                            [("Data de nascimento:", "12/10/1965"), ("Idade:", "59 anos")],
                            [("Solicitante:", "Dra. Helena B. Castanho – CRM-SP 102.884"), ("Pedido em:", "06/03/2025")]],
                           [32, 86, 24, 38], size=8.2, lh=3.8)], border=(120, 120, 120), pad=1.2, line_width=0.3),
            Spacer(3),
        ]

    def footer(p, n):
        return [HLine(0.2, GREY, gap_after=1),
                Text(f"Laudo conferido por Dr. Fábio M. Corrêa – CRF-SP 29.516 · Emitido em 18/03/2025 08:15 · "
                     f"Folha {p} de {n}", size=7, lh=3.2, align="C", color=GREY)]

    W = [72, 24, 24, 62]

    def sec(title, coll):
        return [Text(title, size=9.4, style="B", color=acc, lh=4.6),
                Text(coll, size=7.6, lh=3.5, style="I")]

    def g(rows):
        return Grid(W, rows=[[n + ":", R(k, n, v, u, fl), u, ref] for n, k, v, u, fl, ref in rows],
                    aligns="LRLL", leaders=0, vpad=0.6)

    body = []
    body += sec("PERFIL LIPÍDICO E MARCADORES DE RISCO", "Coletado em: 10/03/2025 07:30 · Material: soro · "
                "Jejum: 12 h")
    body += [g([
        ("Colesterol total", "chol", "168", "mg/dL", "", "< 190 mg/dL"),
        ("HDL", "hdl", "44", "mg/dL", "", "> 40 mg/dL"),
        ("LDL (Friedewald)", "ldl_calc", "96", "mg/dL", "", "meta conforme risco"),
        ("Não-HDL", "nonhdl", "124", "mg/dL", "", "meta conforme risco"),
        ("Triglicerídeos", "tg", "142", "mg/dL", "", "< 150 mg/dL"),
        ("Lipoproteína (a)", "lpa", "86", "mg/dL", "↑", "< 30 mg/dL"),
        ("Apolipoproteína B", "apob", "88", "mg/dL", "", "< 90 mg/dL (alto risco)"),
        ("Proteína C reativa ultrassensível", "hscrp", "1,8", "mg/L", "", "< 1,0 baixo · 1,0 a 3,0 médio"),
        ("Homocisteína", "homocys", "13,9", "µmol/L", "", "5,0 a 15,0 µmol/L"),
    ]), Spacer(3)]
    body += sec("ELETRÓLITOS, FUNÇÃO RENAL E TIREOIDE", "Coletado em: 10/03/2025 07:30 · Material: soro")
    body += [g([
        ("Sódio", "na", "137", "mEq/L", "", "136 a 145"),
        ("Potássio", "k", "4,1", "mEq/L", "", "3,5 a 5,1"),
        ("Cloro", "cl", "101", "mEq/L", "", "98 a 107"),
        ("Magnésio", "mg", "1,9", "mg/dL", "", "1,6 a 2,6"),
        ("Creatinina", "creat", "0,94", "mg/dL", "", "0,70 a 1,20"),
        ("TFG estimada (CKD-EPI 2021)", "egfr_ckdepi21", "> 90", "mL/min/1,73 m²", "", "> 60"),
        ("TSH", "tsh", "3,10", "mUI/L", "", "0,40 a 4,30"),
    ]), Spacer(3)]
    body += sec("MARCADORES CARDÍACOS", "Coletado em: 10/03/2025 07:30 · Material: soro")
    body += [g([
        ("NT-proBNP", "ntprobnp", "412", "pg/mL", "↑", "< 125 pg/mL (< 75 anos)"),
        ("CK total", "ck", "96", "U/L", "", "39 a 308"),
    ]), Spacer(3)]
    body += sec("MARCADORES CARDÍACOS – NOVA AMOSTRA", "Coletado em: 17/03/2025 10:05 · Material: soro · "
                "solicitação complementar")
    gg = Grid(W, rows=[[n + ":", R(k, n, v, u, fl, date=D2), u, ref] for n, k, v, u, fl, ref in [
        ("Troponina I ultrassensível", "hstni", "< 2,5", "ng/L", "", "< 19,8 ng/L (percentil 99)"),
        ("CK-MB massa", "ckmb_mass", "1,8", "ng/mL", "", "< 5,0 ng/mL"),
        ("NT-proBNP", "ntprobnp", "386", "pg/mL", "↑", "< 125 pg/mL (< 75 anos)"),
    ]], aligns="LRLL", leaders=0, vpad=0.6)
    body += [gg, Spacer(2),
             Text("↑ resultado acima do valor de referência. LDL calculado pela fórmula de Friedewald "
                  "(TG < 400 mg/dL).", size=7.4, lh=3.4, color=GREY)]
    return Report("bf11", "Laboratório Santa Clara", "Campinas/SP", D, st, header, footer, [Page(body)],
                  title="Cardiologia",
                  features="dotted leaders with colons, 'HDL' short name, two collection dates in one report "
                           "(same analyte NT-proBNP on both), '< 2,5', arrows as flags")


# ===========================================================================
# bf12  Laboratório Pantanal - Campo Grande/MS  (nephrology + diabetes; 24 h urine; HbA1c history)
# ===========================================================================
def bf12():
    st = Style(font="dejavu", size=8.0, lh=3.9, accent=(0, 100, 150))
    D = "2025-03-18"
    acc = st.accent

    def header(p, n):
        return [
            Columns([(118, [Text("LABORATÓRIO PANTANAL", size=13, style="B", lh=5.6, color=acc),
                            Text("Análises Clínicas e Toxicológicas", size=7.8, lh=3.6),
                            Text("Rua 14 de Julho, 2455 – Centro – Campo Grande/MS · (67) 3321-0492", size=7.0, lh=3.2)]),
                     (64, [Box([Text("Pedido 18032025-0712", size=7.4, lh=3.4, style="B"),
                                Text("Cadastro: 17/03/2025", size=7.2, lh=3.3),
                                Text("Coleta: 18/03/2025 07:12", size=7.2, lh=3.3),
                                Text("Liberado: 19/03/2025 16:20", size=7.2, lh=3.3)], border=acc, pad=1.2)])], gap=0),
            Spacer(2),
            info_grid([[("Paciente:", "Neusa Terezinha Albuquerque"), ("Sexo:", "Feminino")],
                       [("Nascimento:", "21/05/1967"), ("Idade:", "57 anos")],
                       [("Médico:", "Dr. Rodrigo A. Queiroz – CRM-MS 6.913"), ("Peso/Altura:", "71 kg / 1,58 m")]],
                      [22, 96, 24, 40], size=7.8, lh=3.7),
            HLine(0.5, acc, gap_before=1, gap_after=2),
        ]

    def footer(p, n):
        return [HLine(0.2, acc, gap_after=1),
                Text("Bioquímica responsável: Dra. Simone K. Arakaki – CRF-MS 2.417. Laudo impresso em "
                     f"20/03/2025. Pág. {p}/{n}.", size=6.9, lh=3.2, color=GREY)]

    W = [62, 26, 26, 68]
    A = "LRLL"

    def rows(items, date=None):
        return [[n, R(k, n, v, u, fl, date=date), u, ref] for n, k, v, u, fl, ref in items]

    urine = Grid(W, header=["URINA DE 24 HORAS", "Resultado", "Unidade", "Referência"], aligns=A, rules="box",
                 header_fill=(220, 236, 245), rows=[
        Span("Material: urina de 24 h (início 17/03/2025 07:00, término 18/03/2025 07:00)", style="I"),
        *rows([("Volume urinário", "u_vol24", "1.850", "mL", "", "—"),
               ("Proteinúria de 24 horas", "u_prot24", "742", "mg/24 h", "H", "inferior a 150 mg/24 h"),
               ("Creatinina urinária de 24 horas", "u_creat24", "1.120", "mg/24 h", "", "600 a 1.800 mg/24 h"),
               ("Depuração de creatinina", "crcl", "59", "mL/min", "L", "75 a 115 mL/min")]),
    ])
    serum = Grid(W, header=["BIOQUÍMICA – SORO", "Resultado", "Unidade", "Referência"], aligns=A, rules="box",
                 header_fill=(220, 236, 245), rows=rows([
        ("Creatinina", "creat", "1,32", "mg/dL", "H", "0,50 a 0,90"),
        ("Ureia", "urea", "52", "mg/dL", "H", "15 a 40"),
        ("Potássio", "k", "4,8", "mEq/L", "", "3,5 a 5,1"),
        ("Glicose", "glu", "148", "mg/dL", "H", "70 a 99"),
        ("Frutosamina", "fructosamine", "318", "µmol/L", "H", "205 a 285"),
        ("Colesterol total", "chol", "201", "mg/dL", "", "desejável < 190"),
        ("HDL Colesterol", "hdl", "46", "mg/dL", "L", "desejável > 50"),
        ("LDL Colesterol", "ldl_calc", "113", "mg/dL", "", "meta conforme risco"),
        ("Triglicerídeos", "tg", "212", "mg/dL", "H", "desejável < 150"),
    ]))
    hb = Grid([62, 30, 30, 30, 30], header=["HEMOGLOBINA GLICADA (HbA1c) – %", "18/03/2025", "09/12/2024",
                                             "02/09/2024", "Referência"],
              aligns="LRRRL", rules="box", header_fill=(220, 236, 245), rows=[
        ["Hemoglobina glicada (HPLC)", R("hba1c", "Hemoglobina glicada (HPLC)", "7,8", "%", "H", date="2025-03-18"),
         R("hba1c", "Hemoglobina glicada (HPLC)", "8,4", "%", "H", date="2024-12-09"),
         R("hba1c", "Hemoglobina glicada (HPLC)", "9,1", "%", "H", date="2024-09-02"), "< 5,7 %"],
    ])
    body = [urine, Spacer(1.5),
            Text("Depuração calculada com creatinina sérica desta coleta e superfície corporal de 1,72 m² "
                 "(valor corrigido: 59 mL/min/1,73 m²).", size=7.2, lh=3.3, style="I", color=GREY),
            Spacer(3), serum, Spacer(3), hb, Spacer(1.5),
            Text("Histórico: resultados anteriores de HbA1c realizados neste laboratório, nas datas de coleta "
                 "indicadas. Meta terapêutica usual em diabetes: HbA1c < 7,0 %.", size=7.2, lh=3.3, color=GREY),
            Text("H = acima / L = abaixo do valor de referência.", size=7.2, lh=3.3, color=GREY)]
    return Report("bf12", "Laboratório Pantanal", "Campo Grande/MS", D, st, header, footer, [Page(body)],
                  title="Nefropatia diabética",
                  features="boxed tables, 24-hour urine with collection window dates, 'HDL Colesterol', "
                           "HbA1c history row with three dates, thousands separators (1.850, 1.120)")


REPORTS = [bf01(), bf02(), bf03(), bf04(), bf05(), bf06(), bf07(), bf08(), bf09(), bf10(), bf11(), bf12()]
