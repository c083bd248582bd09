"""The twelve reports of set "am", each described once as data.

Everything here is invented: laboratories, people, addresses, registration numbers and values.
Focus: haematology, coagulation and the hospital's daily panels.
"""
from lib import P, T, Row, Cell, Cols, Box, HR, Sp, Logo, Sig, Report, Res


def D(iso, time=None):
    y, m, d = iso.split("-")
    s = "%s/%s/%s" % (d, m, y)
    return s + (" " + time if time else "")


def B(text):
    return (text, "b")


def G(text):
    return (text, "g")


def page_footer(left, right_fmt, size=6.8, rule=True, color="#000000"):
    def f(i, n):
        blocks = []
        if rule:
            blocks.append(HR(0.25, color, space=(0, 0.8)))
        blocks.append(T([(3, "L"), (1, "R")], [[left, right_fmt.format(i=i, n=n)]], size=size, pv=0, ph=0,
                        space=(0, 0)))
        return blocks
    return f


# ================================================================================================
# am01 - outpatient full blood count, conventional units, % and absolute differential
# ================================================================================================
def am01():
    c = "2024-03-18"
    teal, light = "#1f6f78", "#e3eff0"
    th = dict(font="sans", size=8.4, accent=teal, red="#b00000")

    def R(name, vt, unit, key, flag=""):
        return Res(name, vt, unit, key, c, flag=flag, vstyle="b", fstyle="br")

    head = Cols([
        (19, [Logo("V", 16, 16, bg=teal, size=20, round_=True)]),
        (110, [P(B("VITALIS"), size=17, style="a", space=(0, 0)),
               P("Análises Clínicas", size=9, style="g", space=(0, 0.6)),
               P("Rua Coronel Joaquim Bento, 412 – Vila Adyana – São José dos Campos/SP – CEP 12243-010", size=6.8,
                 space=(0, 0)),
               P("CNPJ 12.345.678/0001-95 · CNES 7654321 · Tel. (12) 3941-2200 · www.vitalis-lab.com.br (fictício)",
                 size=6.8, space=(0, 0))]),
        (50, [P(["Responsável técnica", "\n", B("Dra. Helena P. Vasconcelos"), "\n", "CRF-SP 45.812"], size=7,
                align="R")]),
    ], gap=3)
    patient = Box([T([(17, "L"), (43, "L"), (15, "L"), (25, "L")], [
        [B("Paciente:"), B("MARIANA DOS SANTOS PRADO"), B("Protocolo:"), "2403-118542"],
        [B("Data de nasc.:"), "14/09/1987 (36 anos)", B("Sexo:"), "Feminino"],
        [B("Solicitante:"), "Dr. Ricardo Alves Menezes – CRM-SP 123.456", B("Convênio:"), "Particular"],
        [B("Solicitado em:"), "15/03/2024", B("Coletado em:"), D(c, "07:42")],
        [B("Recebido em:"), D(c, "08:15"), B("Liberado em:"), "19/03/2024 11:03"],
    ], size=7.8, pv=0.25, ph=0.8, space=(0, 0))], pad=1.2, border=0.25, border_color=teal, space=(1.5, 2.5))

    hdr = lambda t: Row([t, "Resultado", "Unidade", "Valores de referência"], kind="head")
    eri = T([(36, "L"), (16, "R"), (20, "L"), (48, "L")], [
        hdr("ERITROGRAMA"),
        ["Hemácias", R("Hemácias", "4,12", "milhões/mm³", "rbc"), "milhões/mm³", "3,90 a 5,03"],
        ["Hemoglobina", R("Hemoglobina", "11,4", "g/dL", "hb", "L"), "g/dL", "12,0 a 15,5"],
        ["Hematócrito", R("Hematócrito", "35,6", "%", "hct"), "%", "35,0 a 45,0"],
        ["VCM", R("VCM", "86,4", "fL", "mcv"), "fL", "80,0 a 100,0"],
        ["HCM", R("HCM", "27,7", "pg", "mch"), "pg", "26,0 a 34,0"],
        ["CHCM", R("CHCM", "32,0", "g/dL", "mchc"), "g/dL", "31,0 a 36,0"],
        ["RDW", R("RDW", "14,9", "%", "rdw", "H"), "%", "11,5 a 14,5"],
    ], rules="head", head_bg=light, size=8.4, space=(0, 2.2))

    def L(name, pct, ab, rp, ra, kp, ka):
        return [name, R(name, pct, "%", kp), R(name, ab, "/mm³", ka), rp, ra]

    leu = T([(36, "L"), (12, "R"), (16, "R"), (24, "L"), (32, "L")], [
        Row(["LEUCOGRAMA", "%", "/mm³", "Ref. (%)", "Ref. (/mm³)"], kind="head"),
        ["Leucócitos", "", R("Leucócitos", "9.840", "/mm³", "wbc"), "", "4.000 a 11.000"],
        L("Neutrófilos", "72", "7.085", "45 a 75", "1.800 a 7.500", "neut_pct", "neut_abs"),
        L("Bastonetes", "4", "394", "0 a 5", "0 a 500", "band_pct", "band_abs"),
        L("Segmentados", "68", "6.691", "40 a 70", "1.600 a 7.000", "seg_pct", "seg_abs"),
        L("Eosinófilos", "2", "197", "1 a 5", "40 a 500", "eos_pct", "eos_abs"),
        L("Basófilos", "0", "0", "0 a 2", "0 a 200", "baso_pct", "baso_abs"),
        L("Linfócitos típicos", "20", "1.968", "20 a 45", "1.000 a 4.500", "lymph_pct", "lymph_abs"),
        L("Linfócitos atípicos", "1", "98", "0", "0", "atyp_pct", "atyp_abs"),
        L("Monócitos", "5", "492", "2 a 10", "100 a 1.000", "mono_pct", "mono_abs"),
    ], rules="head", head_bg=light, size=8.4, space=(0, 2.2))

    plq = T([(36, "L"), (16, "R"), (20, "L"), (48, "L")], [
        hdr("PLAQUETOGRAMA"),
        ["Plaquetas", R("Plaquetas", "248.000", "/mm³", "plt"), "/mm³", "150.000 a 450.000"],
        ["VPM", R("VPM", "10,2", "fL", "mpv"), "fL", "9,2 a 12,6"],
    ], rules="head", head_bg=light, size=8.4, space=(0, 2.2))

    obs = Box([
        P(B("Observações morfológicas"), size=8, space=(0, 0.5)),
        P("Série vermelha: discreta anisocitose; hemácias normocrômicas.", size=7.8, space=(0, 0)),
        P("Série branca: presença de linfócitos atípicos reacionais (1%). Ausência de blastos.", size=7.8,
          space=(0, 0)),
        P("Série plaquetária: plaquetas de morfologia habitual; contagem confirmada em lâmina.", size=7.8,
          space=(0, 0)),
    ], pad=1.5, border=0, bg="#f3f6f6", space=(0, 2))

    page = [
        head, HR(0.6, teal, space=(1.5, 0)), patient,
        P(B("HEMOGRAMA COMPLETO"), size=11.5, align="C", space=(0, 0.4)),
        P([G("Material: "), "Sangue total com EDTA     ", G("Método: "),
           "Citometria de fluxo e impedância (automatizado), com revisão microscópica da lâmina"],
          size=7.4, align="C", space=(0, 2.2)),
        eri, leu, plq, obs,
        P("Valores de referência para mulheres adultas. Resultados assinalados com H (acima) ou L (abaixo) estão "
          "fora do intervalo de referência.", size=6.8, style="i", space=(0, 3)),
        Sig(["Dra. Helena Prado Vasconcelos", "Farmacêutica-Bioquímica – CRF-SP 45.812"], width=72, align="R",
            size=7.6),
    ]
    foot = page_footer("Impresso em 20/03/2024 09:10 · Laudo assinado eletronicamente · Protocolo 2403-118542",
                       "Página {i} de {n}", color=teal)
    return Report("am01", "Vitalis Análises Clínicas", "São José dos Campos/SP", th, [page], foot, c,
                  "FBC with indices, % + absolute differential incl. bands/atypical lymphocytes, MPV, morphology; "
                  "ruled tables (header rule), H/L flags; 1 collection",
                  title="Laudo – Hemograma completo")


# ================================================================================================
# am02 - hospital cumulative report, three consecutive days side by side
# ================================================================================================
def am02():
    d1, d2, d3 = "2024-07-02", "2024-07-03", "2024-07-04"
    navy = "#17365d"
    th = dict(font="cond", size=8.2, accent=navy, red="#c00000")

    def R(name, vt, unit, key, date, flag=""):
        fl = {"+": "↑", "-": "↓", "": ""}[flag]
        return Res(name, vt, unit, key, date, flag=fl, fstyle="br")

    def row(name, unit, key, vals, ref):
        cells = [name]
        for v, dd in zip(vals, (d1, d2, d3)):
            if v is None:
                cells.append(Cell("—", align="C"))
            else:
                vt, fl = (v[:-1], v[-1]) if v[-1] in "+-" else (v, "")
                cells.append(R(name, vt, unit, key, dd, fl))
        return cells + [unit, ref]

    sect = lambda t: Row([Cell(B(t), span=6)], bg="#dde5f0")
    band = Box([
        Cols([(120, [P(B("HOSPITAL SANTA CLARA DO VALE"), size=14, style="w", space=(0, 0)),
                     P("Serviço de Patologia Clínica – Laboratório Central", size=8.5, style="w", space=(0, 0))]),
              (62, [P(["Rua Dom Silvério Pimenta, 1.120 – Centro", "\n", "Juiz de Fora/MG – CEP 36015-410", "\n",
                       "CNES 2211453 · CNPJ 21.456.789/0001-05"], size=6.8, style="w", align="R")])], gap=2)
    ], pad=2.5, border=0, bg=navy, space=(0, 2))
    pat = T([(14, "L"), (40, "L"), (14, "L"), (18, "L"), (12, "L"), (20, "L")], [
        [B("Paciente"), "JOSÉ CARLOS FERREIRA LIMA", B("Prontuário"), "0087.554-2", B("Leito"), "UTI-2 / 214-B"],
        [B("Nascimento"), "11/02/1951 (73 anos) – Masculino", B("Internação"), "29/06/2024", B("Convênio"), "SUS"],
        [B("Médico"), "Dra. Patrícia Rezende – CRM-MG 61.230", B("Setor"), "Terapia Intensiva", B("Emissão"),
         "05/07/2024 08:32"],
    ], rules="box", size=7.8, pv=0.5, space=(0, 2.2))
    cum = T([(30, "L"), (15, "R"), (15, "R"), (15, "R"), (12, "L"), (27, "L")], [
        Row(["Exame", "02/07/2024\n06:00", "03/07/2024\n05:50", "04/07/2024\n06:10", "Unidade",
             "Valores de referência"], kind="head"),
        sect("HEMATOLOGIA – sangue total (EDTA)"),
        row("Hemoglobina", "g/dL", "hb", ["9,1-", "8,6-", "9,4-"], "13,0 a 17,0"),
        row("Hematócrito", "%", "hct", ["27,4-", "26,0-", "28,3-"], "40,0 a 52,0"),
        row("Leucócitos", "/mm³", "wbc", ["15.800+", "13.200+", "10.900"], "4.000 a 11.000"),
        row("Plaquetas", "/mm³", "plt", ["132.000-", "118.000-", "141.000-"], "150.000 a 450.000"),
        sect("BIOQUÍMICA – soro"),
        row("Sódio", "mEq/L", "na", ["133-", "136", "138"], "135 a 145"),
        row("Potássio", "mEq/L", "k", ["5,4+", "4,8", "4,2"], "3,5 a 5,1"),
        row("Creatinina", "mg/dL", "creat", ["2,14+", "1,86+", "1,52+"], "0,70 a 1,30"),
        row("Proteína C reativa", "mg/L", "crp", ["214,0+", "168,5+", "96,2+"], "inferior a 5,0"),
        sect("GASOMETRIA – sangue arterial"),
        row("Lactato arterial", "mmol/L", "lact_a", ["3,1+", None, "1,7+"], "0,5 a 1,6"),
    ], rules="grid", head_bg="#c9d6e8", size=8.2, rule_color="#7f8fa6", space=(0, 2))
    notes = [
        P([B("Legenda: "), "↑ acima e ↓ abaixo do intervalo de referência. — exame não solicitado/não realizado "
                           "na data."], size=7.2, space=(0, 0.6)),
        P([B("Observações: "), "03/07/2024 – lactato não realizado (amostra arterial não recebida). "
                               "Creatinina pelo método de Jaffé cinético compensado; PCR por imunoturbidimetria."],
          size=7.2, space=(0, 0.6)),
        P("Relatório cumulativo emitido para acompanhamento clínico; os laudos individuais de cada coleta "
          "permanecem disponíveis no prontuário eletrônico.", size=7.2, style="i", space=(0, 4)),
        Sig(["Dr. Fábio Nogueira Lacerda", "Médico Patologista Clínico – CRM-MG 48.215"], width=70, align="R",
            size=7.4),
    ]
    page = [band, P(B("RELATÓRIO CUMULATIVO DE RESULTADOS – INTERNAÇÃO"), size=10.5, align="C", space=(0, 1.8)),
            pat, cum] + notes
    foot = page_footer("Hospital Santa Clara do Vale – Laboratório Central · Emitido em 05/07/2024 08:32 pelo "
                       "sistema LIS", "Página {i}/{n}", color=navy)
    return Report("am02", "Hospital Santa Clara do Vale – Laboratório Central", "Juiz de Fora/MG", th, [page], foot,
                  d3, "cumulative table, 3 consecutive daily collections side by side (rows = analytes, columns = "
                      "dates), full grid, ↑/↓ flags, a missing value (—), section rows",
                  title="Relatório cumulativo – UTI")


# ================================================================================================
# am03 - coagulation in block layout (page 1) + FBC in SI units (page 2)
# ================================================================================================
def am03():
    c = "2024-11-11"
    wine = "#7a1f2b"
    th = dict(font="sans", size=8.6, accent=wine, red="#b00000")

    def R(name, vt, unit, key, flag=""):
        return Res(name, vt, unit, key, c, flag=flag, vstyle="b", fstyle="br")

    def header():
        return [
            P(B("PRÓ-ANÁLISE"), size=18, align="C", style="a", space=(0, 0)),
            P("LABORATÓRIO DE PATOLOGIA CLÍNICA", size=8.5, align="C", space=(0, 0.3)),
            P("Av. Conselheiro Aguiar, 2.915 – sala 4 – Boa Viagem – Recife/PE – CEP 51020-021 · Fone (81) "
              "3466-0192 · CNPJ 08.765.432/0001-10", size=6.8, align="C", space=(0, 1)),
            HR(0.5, wine, space=(0, 1.5)),
            T([(16, "L"), (44, "L"), (16, "L"), (24, "L")], [
                [B("Paciente:"), "ANTÔNIO MARCOS DE OLIVEIRA BRITO", B("Nº do exame:"), "PA-24-0331877"],
                [B("Nascimento:"), "23/06/1959", B("Sexo:"), "Masculino"],
                [B("Médico:"), "Dr. Severino T. Cavalcanti – CRM-PE 14.882", B("Data do pedido:"), "08/11/2024"],
                [B("Data da coleta:"), D(c, "07:25"), B("Liberado em:"), "12/11/2024 16:40"],
            ], rules="box", size=7.8, pv=0.4, space=(0, 3)),
        ]

    def block(title, material, method, lines, ref):
        out = [P(B(title), size=9.6, style="a", space=(1, 0.3)),
               P([G("Material: "), material], size=7.6, space=(0, 0)),
               P([G("Método: "), method], size=7.6, space=(0, 0.8))]
        for l in lines:
            out.append(P(l, size=9, space=(0, 0.4)))
        out.append(P([G("Valores de referência: "), ref], size=7.4, space=(0.4, 1.2)))
        out.append(HR(0.2, "#999999", space=(0.5, 0.5), dash=True))
        return out

    fib = R("FIBRINOGÊNIO", "412", "mg/dL", "fib")
    dd = R("D-DÍMERO", "superior a 10.000", "ng/mL FEU", "ddimer_feu", "↑")
    p1 = header() + block(
        "TEMPO DE PROTROMBINA (TP)", "Plasma citratado (citrato de sódio 3,2%)",
        "Coagulométrico automatizado, detecção óptica – tromboplastina recombinante (ISI 1,02)",
        [["Tempo do paciente: ", R("Tempo do paciente", "14,8", "segundos", "pt_s", "↑"), " segundos"],
         [G("Tempo do controle normal (pool do dia): 12,1 segundos")],
         ["Atividade de protrombina: ", R("Atividade de protrombina", "68", "%", "pt_act", "↓"), " %"],
         ["RNI (Razão Normalizada Internacional): ",
          R("RNI (Razão Normalizada Internacional)", "1,32", "", "inr", "↑")]],
        "Tempo: 10,0 a 13,5 segundos · Atividade: 70 a 100 % · RNI: 0,90 a 1,20 (sem anticoagulante oral). "
        "Faixa terapêutica usual do RNI em uso de antagonista da vitamina K: 2,0 a 3,0.") + block(
        "TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPa)", "Plasma citratado (citrato de sódio 3,2%)",
        "Coagulométrico automatizado – ativador sílica micronizada",
        [["Tempo do paciente: ", R("Tempo do paciente", "38,6", "segundos", "aptt_s", "↑"), " segundos"],
         [G("Tempo do controle normal: 30,0 segundos")],
         ["Relação paciente/controle: ", R("Relação paciente/controle", "1,29", "", "aptt_ratio", "↑")]],
        "Tempo: 25,0 a 36,0 segundos · Relação: até 1,25") + block(
        "FIBRINOGÊNIO", "Plasma citratado", "Coagulométrico – método de Clauss",
        [["Resultado: ", fib, " mg/dL"]], "200 a 400 mg/dL") + block(
        "D-DÍMERO", "Plasma citratado", "Imunoturbidimetria (partículas de látex)",
        [["Resultado: ", dd, " ng/mL FEU"],
         [G("Valor acima do limite superior de linearidade do método; amostra não diluída por solicitação clínica.")]],
        "inferior a 500 ng/mL FEU (valor de corte para exclusão de TEV em pacientes de baixa probabilidade "
        "pré-teste)") + [
        Sp(3), Sig(["Dra. Luciana Albuquerque Freire", "Biomédica – CRBM-2 31.447"], width=70, align="R", size=7.6)]

    light = "#f4e9ea"

    def L(name, pct, ab, ref, kp, ka, fl=""):
        return [name, R(name, pct, "%", kp), R(name, ab, "×10⁹/L", ka, fl), ref]

    hem = T([(40, "L"), (18, "R"), (20, "L"), (40, "L")], [
        Row(["Eritrograma", "Resultado", "Unidade", "Intervalo de referência"], kind="head", bg=light),
        ["Eritrócitos", R("Eritrócitos", "4,61", "×10¹²/L", "rbc"), "×10¹²/L", "4,50 a 5,90"],
        ["Hemoglobina", R("Hemoglobina", "138", "g/L", "hb"), "g/L", "135 a 175"],
        ["Hematócrito", R("Hematócrito", "0,41", "L/L", "hct"), "L/L", "0,40 a 0,52"],
        ["VCM", R("VCM", "88,9", "fL", "mcv"), "fL", "80,0 a 100,0"],
        ["HCM", R("HCM", "29,9", "pg", "mch"), "pg", "27,0 a 33,0"],
        ["CHCM", R("CHCM", "337", "g/L", "mchc"), "g/L", "315 a 360"],
        ["RDW-CV", R("RDW-CV", "13,2", "%", "rdw"), "%", "11,6 a 14,0"],
        ["Reticulócitos", R("Reticulócitos", "1,4", "%", "retic_pct"), "%", "0,5 a 2,0"],
        ["Reticulócitos (absoluto)", R("Reticulócitos (absoluto)", "64,5", "×10⁹/L", "retic_abs"), "×10⁹/L",
         "25,0 a 100,0"],
    ], size=8.6, space=(0, 2.5))
    leu = T([(40, "L"), (18, "R"), (20, "R"), (40, "L")], [
        Row(["Leucograma", "%", "×10⁹/L", "Intervalo de referência (×10⁹/L)"], kind="head", bg=light),
        ["Leucócitos", "", R("Leucócitos", "11,6", "×10⁹/L", "wbc", "↑"), "4,0 a 10,0"],
        L("Neutrófilos", "78,4", "9,09", "2,0 a 7,0", "neut_pct", "neut_abs", "↑"),
        L("Eosinófilos", "0,6", "0,07", "0,02 a 0,50", "eos_pct", "eos_abs"),
        L("Basófilos", "0,3", "0,03", "0,00 a 0,10", "baso_pct", "baso_abs"),
        L("Linfócitos", "14,2", "1,65", "1,00 a 3,00", "lymph_pct", "lymph_abs"),
        L("Monócitos", "6,5", "0,75", "0,20 a 1,00", "mono_pct", "mono_abs"),
    ], size=8.6, space=(0, 2.5))
    plq = T([(40, "L"), (18, "R"), (20, "L"), (40, "L")], [
        Row(["Plaquetas", "Resultado", "Unidade", "Intervalo de referência"], kind="head", bg=light),
        ["Plaquetas", R("Plaquetas", "212", "×10⁹/L", "plt"), "×10⁹/L", "150 a 400"],
        ["VPM", R("VPM", "10,8", "fL", "mpv"), "fL", "7,5 a 11,5"],
    ], size=8.6, space=(0, 2.5))
    p2 = header() + [
        P(B("HEMOGRAMA COM CONTAGEM DE RETICULÓCITOS"), size=10, style="a", space=(0, 0.3)),
        P([G("Material: "), "Sangue total (EDTA)   ", G("Método: "),
           "Automatizado – impedância, citometria de fluxo e fluorescência; diferencial automatizado em 5 partes"],
          size=7.6, space=(0, 2)),
        hem, leu, plq,
        P([B("Morfologia: "), "sem alterações morfológicas significativas nas três séries."], size=8,
          space=(0, 1)),
        P("Unidades do Sistema Internacional (SI). Fatores de conversão: hemoglobina g/L ÷ 10 = g/dL; "
          "×10⁹/L × 1.000 = /mm³.", size=7, style="i", space=(0, 3)),
        Sig(["Dra. Luciana Albuquerque Freire", "Biomédica – CRBM-2 31.447"], width=70, align="R", size=7.6),
    ]
    foot = page_footer("Pró-Análise Laboratório · Resultados válidos somente com assinatura eletrônica · "
                       "Responsável técnico: Dr. Ivo R. Maranhão – CRM-PE 9.904", "Pág. {i}/{n}", color=wine)
    return Report("am03", "Pró-Análise Laboratório de Patologia Clínica", "Recife/PE", th, [p1, p2], foot, c,
                  "coagulation in block layout (heading/material/method/result/reference), control times "
                  "printed (not results), 'superior a' value; page 2 FBC in SI units (×10¹²/L, g/L, L/L, ×10⁹/L) "
                  "with reticulocytes, table without rules",
                  title="Laudo – Coagulograma e Hemograma")


# ================================================================================================
# am04 - ICU arterial blood gases on two consecutive days, dotted leaders, serif font
# ================================================================================================
def am04():
    d1, d2 = "2025-08-21", "2025-08-22"
    green = "#1d5c4a"
    th = dict(font="serif", size=8.4, accent=green, red="#b00000")

    def gas(date, time, params, vals):
        def R(name, vt, unit, key, flag=""):
            return Res(name, vt, unit, key, date, flag=flag, vstyle="b", fstyle="br")

        rows = [Row(["Parâmetro", "Resultado", "Unidade", "Referência"], kind="head")]
        spec = [("pH", "", "ph_a", "7,35 a 7,45"),
                ("pCO2", "mmHg", "pco2_a", "35,0 a 45,0"),
                ("pO2", "mmHg", "po2_a", "80,0 a 100,0"),
                ("HCO3- (bicarbonato)", "mmol/L", "hco3_a", "22,0 a 26,0"),
                ("Excesso de bases (BE)", "mmol/L", "be_a", "-2,0 a +2,0"),
                ("Saturação de O2 (SatO2)", "%", "so2_a", "95,0 a 98,0"),
                ("Lactato", "mmol/L", "lact_a", "0,5 a 1,6"),
                ("Sódio", "mmol/L", "na_b", "136 a 145"),
                ("Potássio", "mmol/L", "k_b", "3,5 a 5,1"),
                ("Cálcio iônico", "mmol/L", "ica_b", "1,12 a 1,32")]
        for (name, unit, key, ref), v in zip(spec, vals):
            vt, fl = (v[:-1], {"+": "↑", "-": "↓"}[v[-1]]) if v[-1] in "+-" else (v, "")
            rows.append([Cell(name, leader=True), R(name, vt, unit, key, fl), unit, G(ref)])
        return [
            Box([
                P([B("GASOMETRIA ARTERIAL"), "   ", G("Coleta: "), B(D(date, time)), "   ",
                   G("Amostra: "), "sangue arterial – artéria radial (seringa heparinizada)"], size=8.4,
                  space=(0, 0.4)),
                P([G("Dados informados na requisição: "), params], size=7.4, space=(0, 0.8)),
                T([(60, "L"), (22, "R"), (18, "L"), (40, "L")], rows, size=8.4, rules="head", pv=0.35,
                  space=(0, 0)),
            ], pad=1.8, border=0.2, border_color="#9db8ae", left_bar=(1.2, green), space=(0, 1.2)),
        ]

    head = Cols([
        (128, [P(B("Hospital Beneficente Nossa Senhora das Graças"), size=13, style="a", space=(0, 0)),
               P("Laboratório de Urgência e Terapia Intensiva", size=9, space=(0, 0.3)),
               P("Rua Gonçalves Chaves, 3.318 – Centro – Pelotas/RS – CEP 96015-560 · CNES 2252190", size=6.8,
                 space=(0, 0))]),
        (54, [P(["Telefone do laboratório", "\n", B("(53) 3284-7750 ramal 214"), "\n", "Atendimento 24 horas"],
                size=7, align="R")]),
    ], gap=0)
    pat = T([(17, "L"), (40, "L"), (16, "L"), (27, "L")], [
        [B("Paciente:"), "ROSÂNGELA MACHADO DUTRA", B("Registro:"), "HB-0452871"],
        [B("Nascimento:"), "03/04/1968 (57 anos) – Feminino", B("Unidade:"), "CTI adulto – leito 07"],
        [B("Internação no CTI:"), "19/08/2025", B("Cirurgia:"), "18/08/2025 (laparotomia exploradora)"],
        [B("Médico:"), "Dr. Henrique Schwanz – CRM-RS 38.114", B("Impressão:"), "23/08/2025 07:58"],
    ], rules="hlines", rule_color="#b5c9c1", size=7.8, pv=0.45, space=(1.5, 2.5))

    def R2(name, vt, unit, key, flag=""):
        return Res(name, vt, unit, key, d2, flag=flag, vstyle="b", fstyle="br")

    bio = T([(60, "L"), (22, "R"), (18, "L"), (40, "L")], [
        Row(["Exame (soro)", "Resultado", "Unidade", "Referência"], kind="head"),
        [Cell("Proteína C reativa", leader=True), R2("Proteína C reativa", "142,6", "mg/L", "crp", "↑"), "mg/L",
         G("inferior a 5,0")],
        [Cell("Procalcitonina", leader=True), R2("Procalcitonina", "4,82", "ng/mL", "pct", "↑"), "ng/mL",
         G("inferior a 0,50")],
    ], size=8.4, rules="head", pv=0.35, space=(0, 0))
    page = [head, HR(0.7, green, space=(1.2, 0)), pat,
            P(B("RESULTADOS – GASOMETRIA E ELETRÓLITOS (analisador à beira-leito do CTI)"), size=9.4,
              space=(0, 1.5))]
    page += gas(d1, "05:30", "FiO2 40 % · temperatura 37,8 °C · Hb informada 10,2 g/dL",
                ["7,31-", "49,2+", "86,0", "24,3", "-1,8", "95,1", "3,4+", "138", "4,9", "1,08-"])
    page += [P([G("Nota: relação pO2/FiO2 calculada a partir dos dados informados = 215 (valor calculado, "
                  "não faz parte do laudo).")], size=7, style="i", space=(0, 2))]
    page += gas(d2, "05:45", "FiO2 30 % · temperatura 36,9 °C · Hb informada 10,6 g/dL",
                ["7,38", "42,5", "102,0+", "24,8", "0,2", "97,6", "1,6", "140", "4,1", "1,14"])
    page += [Sp(1.5),
             Box([P([B("BIOQUÍMICA"), "   ", G("Coleta: "), B(D(d2, "05:45")), "   ", G("Material: "),
                     "soro · ", G("Métodos: "), "PCR – imunoturbidimetria; procalcitonina – eletroquimioluminescência"],
                    size=8.2, space=(0, 0.8)), bio],
                 pad=1.8, border=0.2, border_color="#9db8ae", left_bar=(1.2, green), space=(0, 3)),
             Sig(["Farm. Bioq. Cristiano Lemos Arend", "CRF-RS 12.907 – Plantão laboratorial"], width=66,
                 align="L", size=7.4)]
    foot = page_footer("HBNSG – Laboratório de Urgência · Resultados liberados em tempo real ao CTI; "
                       "laudo impresso em 23/08/2025 07:58", "Folha {i} de {n}", color=green)
    return Report("am04", "Hospital Beneficente Nossa Senhora das Graças – Laboratório de Urgência", "Pelotas/RS",
                  th, [page], foot, d2,
                  "two arterial blood gases with electrolytes/lactate on consecutive days printed one after the "
                  "other, dotted leaders, serif font, negative base excess, FiO2/temperature parameters and a "
                  "note-only calculated ratio (not results), CRP and procalcitonin",
                  title="Gasometria arterial – CTI")


# ================================================================================================
# am05 - two-column report: FBC (left) and liver/kidney chemistry (right); names split on two lines
# ================================================================================================
def am05():
    c = "2025-02-05"
    green = "#2e6b34"
    th = dict(font="cond", size=7.9, accent=green, red="#000000")

    def R(name, vt, unit, key, flag=""):
        return Res(name.replace("\n", " "), vt, unit, key, c, flag=flag, vstyle="b", fstyle="b")

    band = Box([Cols([
        (110, [P(B("DIAGNÓSTICOS SERRA AZUL"), size=14, style="w", space=(0, 0)),
               P("Medicina Laboratorial · Unidade Centro", size=8, style="w", space=(0, 0))]),
        (72, [P(["Av. Afonso Pena, 4.077 – Centro – Campo Grande/MS", "\n", "CEP 79002-075 · (67) 3321-5500", "\n",
                 "CNPJ 33.210.987/0001-44 · CNES 3118442"], size=6.6, style="w", align="R")]),
    ], gap=0)], pad=2.2, border=0, bg=green, space=(0, 1.8))
    pat = T([(13, "L"), (37, "L"), (13, "L"), (17, "L"), (11, "L"), (18, "L")], [
        [B("Cliente"), "EDUARDO HENRIQUE BARBOSA TEIXEIRA", B("Código"), "SA-25-007713", B("Sexo"), "Masculino"],
        [B("Nascimento"), "22/07/1979 – 45 anos", B("Requisição"), "30/01/2025", B("Coleta"), D(c, "06:58")],
        [B("Médico"), "Dra. Camila Rosa Antunes – CRM-MS 7.731", B("Emissão"), "06/02/2025 14:12", B("Posto"),
         "Centro"],
    ], rules="hlines", rule_color="#9fbfa3", size=7.4, pv=0.4, space=(0, 2.2))

    hh = lambda *t: Row(list(t), kind="head")
    # ---- left column: haemogram ----
    eri = T([(32, "L"), (12, "R"), (19, "L"), (25, "L")], [
        hh("Eritrograma", "Result.", "Unid.", "Referência"),
        ["Hemácias", R("Hemácias", "5,02", "milhões/mm³", "rbc"), "milhões/mm³", "4,50 a 5,90"],
        ["Hemoglobina", R("Hemoglobina", "15,1", "g/dL", "hb"), "g/dL", "13,5 a 17,5"],
        ["Hematócrito", R("Hematócrito", "44,8", "%", "hct"), "%", "41,0 a 53,0"],
        ["Volume corpuscular\nmédio (VCM)", R("Volume corpuscular\nmédio (VCM)", "89,2", "fL", "mcv"), "fL",
         "80,0 a 100,0"],
        ["Hemoglobina\ncorpuscular média\n(HCM)", R("Hemoglobina\ncorpuscular média\n(HCM)", "30,1", "pg", "mch"),
         "pg", "26,0 a 34,0"],
        ["Concentração de Hb\ncorpuscular média\n(CHCM)",
         R("Concentração de Hb\ncorpuscular média\n(CHCM)", "33,7", "g/dL", "mchc"), "g/dL",
         "31,0 a 36,0"],
        ["RDW", R("RDW", "12,8", "%", "rdw"), "%", "11,5 a 14,5"],
    ], rules="head", head_bg="#e4efe5", size=7.5, pv=0.35, space=(0, 1.8))

    def L(name, p, a, kp, ka):
        return [name, R(name, p, "%", kp), R(name, a, "/mm³", ka), ""]
    leu = T([(32, "L"), (12, "R"), (19, "R"), (25, "L")], [
        hh("Leucograma", "%", "/mm³", "Ref. (/mm³)"),
        ["Leucócitos", "", R("Leucócitos", "6.420", "/mm³", "wbc"), "3.800 a 10.600"],
        L("Neutrófilos", "58,2", "3.736", "neut_pct", "neut_abs")[:3] + ["1.700 a 7.000"],
        L("Linfócitos", "30,1", "1.932", "lymph_pct", "lymph_abs")[:3] + ["1.000 a 3.200"],
        L("Monócitos", "8,0", "514", "mono_pct", "mono_abs")[:3] + ["200 a 900"],
        L("Eosinófilos", "3,2", "205", "eos_pct", "eos_abs")[:3] + ["50 a 500"],
        L("Basófilos", "0,5", "32", "baso_pct", "baso_abs")[:3] + ["0 a 100"],
    ], rules="head", head_bg="#e4efe5", size=7.5, pv=0.35, space=(0, 1.8))
    plq = T([(32, "L"), (12, "R"), (19, "L"), (25, "L")], [
        hh("Plaquetas", "Result.", "Unid.", "Referência"),
        ["Plaquetas", R("Plaquetas", "231.000", "/mm³", "plt"), "/mm³",
         "150.000 a 400.000"],
    ], rules="head", head_bg="#e4efe5", size=7.5, pv=0.35, space=(0, 1.5))
    left = [P(B("HEMOGRAMA"), size=9.5, style="a", space=(0, 0.2)),
            P("Sangue total EDTA · contagem automatizada (impedância/citometria de fluxo)", size=6.8, style="g",
              space=(0, 1.2)),
            eri, leu, plq,
            P("Morfologia: hemácias normocíticas e normocrômicas; leucócitos e plaquetas sem alterações.",
              size=7, style="i", space=(0, 0))]
    # ---- right column: chemistry ----
    chem = T([(32, "L"), (12, "R"), (19, "L"), (25, "L")], [
        hh("Exame", "Result.", "Unid.", "Referência"),
        ["Transaminase\noxalacética\n(TGO/AST)", R("Transaminase\noxalacética\n(TGO/AST)", "32", "U/L", "ast"), "U/L",
         "até 40"],
        ["Transaminase\npirúvica (TGP/ALT)", R("Transaminase\npirúvica (TGP/ALT)", "48", "U/L", "alt", "*"), "U/L",
         "até 41"],
        ["Fosfatase alcalina", R("Fosfatase alcalina", "88", "U/L", "alp"), "U/L", "40 a 129"],
        ["Gama-glutamil\ntransferase (GGT)", R("Gama-glutamil\ntransferase (GGT)", "67", "U/L", "ggt", "*"), "U/L",
         "10 a 60"],
        ["Bilirrubina total", R("Bilirrubina total", "0,84", "mg/dL", "tbil"), "mg/dL", "até 1,20"],
        ["Bilirrubina direta", R("Bilirrubina direta", "0,21", "mg/dL", "dbil"), "mg/dL", "até 0,30"],
        ["Bilirrubina indireta", R("Bilirrubina indireta", "0,63", "mg/dL", "ibil"), "mg/dL", "até 0,90"],
        ["Albumina", R("Albumina", "4,3", "g/dL", "alb"), "g/dL", "3,5 a 5,2"],
        ["Ureia", R("Ureia", "34", "mg/dL", "urea"), "mg/dL", "17 a 49"],
        ["Creatinina", R("Creatinina", "1,02", "mg/dL", "creat"), "mg/dL", "0,70 a 1,20"],
        ["Taxa de filtração\nglomerular estimada\n(CKD-EPI 2021)",
         R("Taxa de filtração\nglomerular estimada\n(CKD-EPI 2021)", "> 90", "mL/min/1,73m²", "egfr"),
         Cell("mL/min/1,73m²", size=6.6), "superior a 60"],
    ], rules="head", head_bg="#e4efe5", size=7.5, pv=0.35, space=(0, 1.5))
    right = [P(B("BIOQUÍMICA – FUNÇÃO HEPÁTICA E RENAL"), size=9.5, style="a", space=(0, 0.2)),
             P("Soro · métodos enzimáticos/colorimétricos automatizados", size=6.8, style="g", space=(0, 1.2)),
             chem,
             P("TFG estimada pela equação CKD-EPI 2021 (sem coeficiente racial), a partir da creatinina sérica, "
               "idade e sexo.", size=6.8, style="i", space=(0, 1.2)),
             Box([P([B("* "), "Resultado fora do intervalo de referência. Interpretar em conjunto com dados "
                                "clínicos e exames anteriores."], size=7, space=(0, 0))], pad=1.2, border=0,
                 bg="#f1f5f1", space=(0, 0))]
    page = [band, pat, Cols([(1, left), (1, right)], gap=6, vrule=True, space=(0, 4)),
            Cols([(1, [Sig(["Dr. Marcelo Ikeda Fontoura", "Biomédico – CRBM-1 22.905"], width=64, align="C",
                           size=7.2)]),
                  (1, [Sig(["Dra. Sílvia Regina Matos Coelho", "Farmacêutica-Bioquímica – CRF-MS 2.318"], width=64,
                           align="C", size=7.2)])], gap=6)]
    foot = page_footer("Diagnósticos Serra Azul · Laudo emitido em 06/02/2025 14:12 · Conferido e liberado "
                       "eletronicamente", "Página {i} de {n}", color=green)
    return Report("am05", "Diagnósticos Serra Azul – Medicina Laboratorial", "Campo Grande/MS", th, [page], foot,
                  c, "two-column page (FBC left, liver/kidney chemistry right, reading order left then right), "
                     "marker names split over two/three lines, '*' flags, '> 90' eGFR, two signatures",
                  title="Laudo de exames")


# ================================================================================================
# am06 - check-up, results printed AFTER the reference range, serif, lipid reference table, 2 pages
# ================================================================================================
def am06():
    c = "2024-05-14"
    blue = "#203f7a"
    th = dict(font="serif", size=8.6, accent=blue, red="#a00000")

    def R(name, vt, unit, key):
        return Res(name, vt, unit, key, c, vstyle="b")

    def head():
        return [
            Cols([(22, [Logo("SL", 18, 14, bg=blue, size=15)]),
                  (160, [P(B("SÃO LUCAS MEDICINA DIAGNÓSTICA"), size=13.5, style="a", space=(0, 0)),
                         P("Rua Senador Souza Naves, 1.786 – Centro – Londrina/PR – CEP 86010-160 · (43) 3339-4040 · "
                           "CNPJ 76.543.210/0001-31", size=6.9, space=(0, 0)),
                         P("Responsável técnico: Dr. Otávio Benedetti Kruger – CRM-PR 20.517", size=6.9,
                           style="g", space=(0, 0))])], gap=2),
            HR(0.8, blue, space=(1.2, 0.4)),
            HR(0.25, blue, space=(0, 1.5)),
            T([(18, "L"), (42, "L"), (15, "L"), (25, "L")], [
                [B("Nome:"), "SÉRGIO AUGUSTO PELLEGRINI", B("Pedido:"), "0514-22071"],
                [B("Data de nasc.:"), "02/12/1971", B("Idade/Sexo:"), "52 anos / M"],
                [B("Médico:"), "Dra. Fernanda L. Okamoto (CRM-PR 31.904)", B("Convênio:"), "Unimed"],
                [B("Coleta:"), D(c, "07:20") + " (jejum de 12 h)", B("Liberação:"), "16/05/2024 17:05"],
            ], size=8, pv=0.3, ph=0.6, space=(0, 2.5)),
        ]

    def tbl(title, rows):
        body = [Row(["Exame", "Valores de referência", "Resultado", ""], kind="head")]
        for name, ref, res, unit, flag in rows:
            body.append([Cell(B(name)), Cell(ref, style="g"), Cell([res, " " + unit if unit else ""]),
                         Cell((flag, "br") if flag else "")])
        return [P(B(title), size=9.6, style="a", space=(0, 0.6)),
                T([(40, "L"), (50, "L"), (24, "R"), (9, "L")], body, rules="hlines", rule_color="#b8c2d6",
                  size=8.6, pv=0.7, space=(0, 3))]

    p1 = head() + tbl("BIOQUÍMICA – SORO / SANGUE TOTAL", [
        ("Glicose (jejum)", "70 a 99 mg/dL", R("Glicose (jejum)", "104", "mg/dL", "glu"), "mg/dL", "Alto"),
        ("Hemoglobina glicada (HbA1c)", "Normal: inferior a 5,7 %\nPré-diabetes: 5,7 a 6,4 %\nDiabetes: 6,5 % ou mais",
         R("Hemoglobina glicada (HbA1c)", "5,9", "%", "hba1c"), "%", ""),
        ("Proteína C reativa ultrassensível", "inferior a 0,30 mg/dL",
         R("Proteína C reativa ultrassensível", "< 0,10", "mg/dL", "hscrp"), "mg/dL", ""),
    ]) + tbl("PERFIL LIPÍDICO", [
        ("Colesterol total", "Desejável: inferior a 190 mg/dL", R("Colesterol total", "212", "mg/dL", "chol"),
         "mg/dL", "Alto"),
        ("HDL-COLESTEROL", "Desejável: superior a 40 mg/dL", R("HDL-COLESTEROL", "38", "mg/dL", "hdl"), "mg/dL",
         "Baixo"),
        ("LDL-COLESTEROL", "Conforme risco cardiovascular (tabela abaixo)",
         R("LDL-COLESTEROL", "139", "mg/dL", "ldl_calc"), "mg/dL", ""),
        ("VLDL-COLESTEROL", "inferior a 30 mg/dL", R("VLDL-COLESTEROL", "35", "mg/dL", "vldl_calc"), "mg/dL",
         "Alto"),
        ("COLESTEROL NÃO-HDL", "Conforme risco cardiovascular (tabela abaixo)",
         R("COLESTEROL NÃO-HDL", "174", "mg/dL", "nonhdl"), "mg/dL", ""),
        ("Triglicerídeos", "Desejável: inferior a 150 mg/dL", R("Triglicerídeos", "176", "mg/dL", "tg"), "mg/dL",
         "Alto"),
    ]) + [
        P("LDL-colesterol e VLDL-colesterol calculados pela equação de Friedewald (TG inferior a 400 mg/dL).",
          size=7.4, style="i", space=(0, 1.5)),
        P(B("Metas terapêuticas de LDL-c e não-HDL-c por categoria de risco (Atualização da Diretriz Brasileira de "
            "Dislipidemias e Prevenção da Aterosclerose – 2017)"), size=7.8, space=(0, 0.8)),
        T([(40, "L"), (30, "C"), (30, "C")], [
            Row(["Categoria de risco", "LDL-c (mg/dL)", "Não-HDL-c (mg/dL)"], kind="head"),
            ["Baixo", "< 130", "< 160"], ["Intermediário", "< 100", "< 130"], ["Alto", "< 70", "< 100"],
            ["Muito alto", "< 50", "< 80"],
        ], rules="grid", head_bg="#e8ecf5", size=7.8, pv=0.4, rule_color="#8a97b5", space=(0, 2)),
        P("Valores referenciais sem jejum podem ser utilizados para a avaliação do perfil lipídico, exceto "
          "quando os triglicerídeos forem superiores a 440 mg/dL.", size=7.2, style="i", space=(0, 3)),
        Sig(["Dra. Beatriz Yamamoto Caldeira", "Farmacêutica-Bioquímica – CRF-PR 17.664"], width=70, align="R",
            size=7.6),
    ]
    p2 = head() + tbl("TIREOIDE", [
        ("TSH", "0,45 a 4,50 µUI/mL", R("TSH", "2,84", "µUI/mL", "tsh"), "µUI/mL", ""),
        ("T4 livre", "0,70 a 1,80 ng/dL", R("T4 livre", "1,12", "ng/dL", "ft4"), "ng/dL", ""),
    ]) + tbl("METABOLISMO DO FERRO E VITAMINAS", [
        ("Ferritina", "30 a 400 ng/mL", R("Ferritina", "186", "ng/mL", "ferritin"), "ng/mL", ""),
        ("Ferro sérico", "65 a 175 µg/dL", R("Ferro sérico", "96", "µg/dL", "iron"), "µg/dL", ""),
        ("Vitamina B12", "197 a 771 pg/mL", R("Vitamina B12", "412", "pg/mL", "b12"), "pg/mL", ""),
        ("25-hidroxivitamina D", "Geral: superior a 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL",
         R("25-hidroxivitamina D", "24,6", "ng/mL", "vitd"), "ng/mL", ""),
    ]) + tbl("HORMÔNIOS E MARCADORES", [
        ("Testosterona total", "249 a 836 ng/dL", R("Testosterona total", "486", "ng/dL", "testo"), "ng/dL", ""),
        ("PSA total", "até 2,50 ng/mL (40 a 49 anos)\naté 3,50 ng/mL (50 a 59 anos)",
         R("PSA total", "1,42", "ng/mL", "psa"), "ng/mL", ""),
        ("PSA livre", "não aplicável", R("PSA livre", "0,38", "ng/mL", "fpsa"), "ng/mL", ""),
        ("Relação PSA livre/PSA total", "superior a 25 %", R("Relação PSA livre/PSA total", "27", "%",
                                                             "fpsa_ratio"), "%", ""),
    ]) + [
        P("Métodos: TSH, T4 livre, ferritina, vitamina B12, 25-OH-vitamina D, testosterona e PSA – "
          "quimioluminescência; ferro – colorimétrico (ferrozine).", size=7.4, style="i", space=(0, 1)),
        P("Relação PSA livre/total aplicável para PSA total entre 2,5 e 10 ng/mL.", size=7.4, style="i",
          space=(0, 4)),
        Sig(["Dra. Beatriz Yamamoto Caldeira", "Farmacêutica-Bioquímica – CRF-PR 17.664"], width=70, align="R",
            size=7.6),
    ]
    foot = page_footer("São Lucas Medicina Diagnóstica · Impresso em 17/05/2024 08:41 · Pedido 0514-22071",
                       "Página {i} de {n}", color=blue)
    return Report("am06", "São Lucas Medicina Diagnóstica", "Londrina/PR", th, [p1, p2], foot, c,
                  "check-up: results printed after the reference range (Exame / Referência / Resultado), value and "
                  "unit in one cell, word flags (Alto/Baixo) in their own column, HDL-COLESTEROL style, lipid "
                  "target table of '< 130'-style references (not results), '< 0,10', serif font",
                  title="Resultados de exames – check-up")


# ================================================================================================
# am07 - septic patient: current result + previous-result column, arrows before values
# ================================================================================================
def am07():
    cur, prev = "2025-01-16", "2025-01-15"
    red = "#8b1e1e"
    th = dict(font="sans", size=8.3, accent=red, red="#c00000")

    def R(name, vt, unit, key, date, flag=""):
        fl = {"+": "↑", "-": "↓", "": ""}[flag]
        return Res(name, vt, unit, key, date, flag=fl, fpos="before", fstyle="br")

    def row(name, unit, key, a, b, ref):
        va, fa = (a[:-1], a[-1]) if a[-1] in "+-" else (a, "")
        vb, fb = (b[:-1], b[-1]) if b[-1] in "+-" else (b, "")
        return [name, Cell(R(name, va, unit, key, cur, fa), style="b"), Cell(R(name, vb, unit, key, prev, fb),
                                                                              style="g"), unit, ref]

    sect = lambda t: Row([Cell(B(t), span=5)], style="a", above=True)
    head = Cols([
        (132, [P(B("HOSPITAL REGIONAL DR. AURELIANO CUNHA"), size=12.5, style="a", space=(0, 0)),
               P("Laboratório de Análises Clínicas – Setor de Hematologia e Bioquímica", size=8.2, space=(0, 0.2)),
               P("Av. Marechal Rondon, 2.740 – Aldeia – Santarém/PA – CEP 68040-070 · CNES 9902114", size=6.8,
                 space=(0, 0))]),
        (50, [Box([P(["Atendimento", "\n", B("INT-2501-004418"), "\n", "Clínica Médica – leito 31"], size=7.2,
                     align="C")], pad=1, border=0.3, border_color=red, space=(0, 0))]),
    ], gap=0)
    pat = T([(14, "L"), (38, "L"), (14, "L"), (34, "L")], [
        [B("Paciente:"), "RAIMUNDO NONATO DE SOUSA CASTRO", B("Admissão:"), "14/01/2025 22:47"],
        [B("Nasc.:"), "19/05/1961 – 63 anos – masculino", B("Solicitante:"),
         "Dr. Wesley Amaral Pinto – CRM-PA 12.075"],
        [B("Coleta:"), D(cur, "05:40"), B("Impressão:"), "17/01/2025 09:15"],
    ], size=7.8, pv=0.35, ph=0.6, space=(1.5, 1.5))
    tab = T([(34, "L"), (19, "R"), (19, "R"), (12, "L"), (28, "L")], [
        Row(["Exame", "Resultado\n16/01/2025 05:40", "Anterior\n15/01/2025 06:10", "Unidade",
             "Valores de referência"], kind="head"),
        sect("HEMOGRAMA"),
        row("Hemoglobina", "g/dL", "hb", "10,9-", "11,6-", "13,0 a 17,0"),
        row("Leucócitos", "/mm³", "wbc", "18.700+", "14.300+", "4.000 a 11.000"),
        row("Bastonetes", "%", "band_pct", "12+", "8+", "0 a 5"),
        row("Segmentados", "%", "seg_pct", "72", "71", "40 a 75"),
        row("Eosinófilos", "%", "eos_pct", "0", "1", "1 a 5"),
        row("Linfócitos", "%", "lymph_pct", "8-", "13-", "20 a 45"),
        row("Linfócitos atípicos", "%", "atyp_pct", "2", "1", "0 a 2"),
        row("Monócitos", "%", "mono_pct", "6", "6", "2 a 10"),
        row("Plaquetas", "/mm³", "plt", "98.000-", "142.000-", "150.000 a 450.000"),
        sect("MARCADORES INFLAMATÓRIOS E BIOQUÍMICA"),
        row("Proteína C reativa", "mg/L", "crp", "186,4+", "122,0+", "inferior a 5,0"),
        row("Procalcitonina", "ng/mL", "pct", "12,6+", "4,31+", "inferior a 0,50"),
        row("Lactato", "mmol/L", "lact_p", "2,8+", "3,9+", "0,5 a 2,2"),
        row("Creatinina", "mg/dL", "creat", "1,84+", "1,41+", "0,70 a 1,30"),
        row("Bilirrubina total", "mg/dL", "tbil", "1,9+", "1,2", "0,2 a 1,2"),
        row("TGP (ALT)", "U/L", "alt", "58+", "44+", "até 41"),
    ], rules="hlines", rule_color="#d9c3c3", head_bg="#f3e6e6", size=8.3, pv=0.55, space=(0, 2))
    page = [head, HR(0.6, red, space=(1.2, 0)), pat, tab,
            Box([P(B("Hematoscopia (16/01/2025)"), size=8, space=(0, 0.3)),
                 P("Neutrófilos com granulações tóxicas e vacúolos citoplasmáticos; desvio à esquerda até "
                   "bastonetes. Plaquetopenia confirmada em lâmina, sem agregados plaquetários.", size=7.8,
                   space=(0, 0))], pad=1.5, border=0.2, border_color="#c9a3a3", space=(0, 1.5)),
            P([B("Materiais e métodos: "), "sangue total EDTA (hemograma automatizado com revisão microscópica); "
               "soro (PCR – imunoturbidimetria; procalcitonina – imunofluorescência; creatinina – Jaffé; "
               "bilirrubina – diazo; ALT – cinético UV); plasma fluoretado (lactato – enzimático)."],
              size=7.2, space=(0, 0.8)),
            P([B("Atenção: "), "hemoculturas coletadas em 14/01/2025 estão em andamento e serão liberadas em "
               "laudo próprio. Resultados anteriores reproduzidos do atendimento atual."], size=7.2,
              space=(0, 3)),
            Sig(["Dr. Caio Renan Bentes", "Biomédico – CRBM-3 9.441 · Plantão 16/01/2025"], width=74, align="R",
                size=7.4)]
    foot = page_footer("HRAC – Laboratório de Análises Clínicas · Liberado em 16/01/2025 08:02 · "
                       "Impresso em 17/01/2025 09:15", "Pág. {i} de {n}", color=red)
    return Report("am07", "Hospital Regional Dr. Aureliano Cunha – Laboratório de Análises Clínicas", "Santarém/PA",
                  th, [page], foot, cur,
                  "current result + previous-result column (two consecutive collections), arrow flags printed "
                  "BEFORE the value, bands/atypical lymphocytes (% only), CRP, procalcitonin, lactate, "
                  "morphology box, distractor date of blood cultures",
                  title="Laudo – Hemograma e bioquímica")


# ================================================================================================
# am08 - urinalysis (page 1) and serology in block layout (page 2), qualitative results
# ================================================================================================
def am08():
    c = "2024-10-03"
    cyan = "#0b6e8a"
    th = dict(font="sans", size=8.6, accent=cyan, red="#b00000")

    def R(name, vt, unit, key, flag=""):
        return Res(name, vt, unit, key, c, flag=flag, vstyle="b", fstyle="br")

    def head():
        return [
            Cols([(130, [P([B("Bioclínico"), (" Norte", "a")], size=17, space=(0, 0)),
                         P("Laboratório de Análises Clínicas e Imunologia", size=8.4, style="g", space=(0, 0.2)),
                         P("Av. Djalma Batista, 1.661 – loja 12 – Chapada – Manaus/AM – CEP 69050-010", size=6.9,
                           space=(0, 0)),
                         P("CNPJ 04.567.890/0001-62 · CNES 5540087 · (92) 3216-7080", size=6.9, space=(0, 0))]),
                  (52, [P(["Resp. técnico", "\n", B("Dr. Ítalo B. Menezes Lins"), "\n", "CRF-AM 1.906"], size=7,
                          align="R")])], gap=0),
            HR(1.2, cyan, space=(1.2, 1.5)),
            T([(16, "L"), (42, "L"), (16, "L"), (26, "L")], [
                [B("Paciente"), "LARISSA GOMES DE ALENCAR", B("O.S."), "BN-1003-55218"],
                [B("Nascimento"), "07/07/1994 (30 anos)", B("Sexo"), "Feminino"],
                [B("Médico"), "Dra. Júlia Castelo Branco – CRM-AM 8.127", B("DUM informada"), "12/09/2024"],
                [B("Cadastro"), "01/10/2024", B("Coleta"), D(c, "06:35")],
            ], rules="box", rule_color=cyan, size=7.8, pv=0.45, space=(0, 3)),
        ]

    sect = lambda t: Row([Cell(B(t), span=3)], bg="#e2f0f4")
    ua = T([(40, "L"), (30, "L"), (40, "L")], [
        Row(["Análise", "Resultado", "Valores de referência"], kind="head"),
        sect("EXAME FÍSICO"),
        ["Cor", R("Cor", "Amarelo citrino", "", "u_color"), "Amarelo citrino"],
        ["Aspecto", R("Aspecto", "Ligeiramente turvo", "", "u_appear"), "Límpido"],
        ["Densidade", R("Densidade", "1,025", "", "u_sg"), "1,005 a 1,030"],
        ["pH", R("pH", "5,5", "", "u_ph"), "5,0 a 7,0"],
        sect("EXAME QUÍMICO (tira reagente)"),
        ["Proteínas", R("Proteínas", "Negativo", "", "u_prot"), "Negativo"],
        ["Glicose", R("Glicose", "Negativo", "", "u_glu"), "Negativo"],
        ["Corpos cetônicos", R("Corpos cetônicos", "Negativo", "", "u_ket"), "Negativo"],
        ["Hemoglobina", R("Hemoglobina", "Traços", "", "u_hb"), "Negativo"],
        ["Bilirrubina", R("Bilirrubina", "Negativo", "", "u_bil"), "Negativo"],
        ["Urobilinogênio", [R("Urobilinogênio", "0,2", "mg/dL", "u_ubg"), " mg/dL"], "até 1,0 mg/dL"],
        ["Nitrito", R("Nitrito", "Positivo", "", "u_nit"), "Negativo"],
        ["Esterase leucocitária", R("Esterase leucocitária", "Positivo", "", "u_le"), "Negativo"],
        sect("SEDIMENTOSCOPIA (microscopia – 400x)"),
        ["Células epiteliais", R("Células epiteliais", "Raras", "", "u_epi"), "Raras a algumas"],
        ["Leucócitos", [R("Leucócitos", "18", "por campo", "u_wbc"), " por campo"], "até 5 por campo"],
        ["Hemácias", [R("Hemácias", "4", "por campo", "u_rbc"), " por campo"], "até 3 por campo"],
        ["Bactérias", R("Bactérias", "Numerosas", "", "u_bact"), "Ausentes a raras"],
    ], rules="hlines", rule_color="#b9d7e0", head_bg="#0b6e8a", head_fg="#ffffff", size=8.6, pv=0.55,
        space=(0, 2))
    p1 = head() + [
        P(B("URINA TIPO I (EAS – ELEMENTOS ANORMAIS E SEDIMENTO)"), size=10.5, style="a", space=(0, 0.3)),
        P([G("Material: "), "urina – jato médio, primeira micção da manhã · ", G("Método: "),
           "tira reagente com leitura automatizada e microscopia do sedimento"], size=7.6, space=(0, 2)),
        ua,
        P("Observação: nitrito positivo e leucocitúria sugerem infecção urinária; sugere-se urocultura com "
          "antibiograma a critério médico.", size=7.6, style="i", space=(0, 4)),
        Sig(["Dr. Ítalo Benevides Menezes Lins", "Farmacêutico-Bioquímico – CRF-AM 1.906"], width=72, align="R",
            size=7.6),
    ]

    def sero(title, material, method, res, unit, ref, extra=None):
        line = ["Resultado: ", res] + ([" " + unit] if unit else [])
        out = [P(B(title), size=9.2, space=(0.8, 0.2)),
               P([G("Material: "), material, G("   Método: "), method], size=7.5, space=(0, 0.5)),
               P(line, size=9.4, space=(0, 0.3)),
               P([G("Valor de referência: "), ref], size=7.5, space=(0, 0.4))]
        if extra:
            out.append(P(extra, size=7.1, style="i", space=(0, 0.4)))
        out.append(HR(0.2, "#9cc3cf", space=(0.6, 0.6)))
        return out

    p2 = head() + [P(B("IMUNOLOGIA – SOROLOGIAS"), size=10.5, style="a", space=(0, 1.5))]
    p2 += sero("ANTI-HIV 1 E 2 (ANTICORPOS E ANTÍGENO P24)", "soro", "quimioluminescência – 4ª geração",
               R("ANTI-HIV 1 E 2 (ANTICORPOS E ANTÍGENO P24)", "Não reagente", "", "hiv"), "", "Não reagente",
               "Resultado não reagente não exclui infecção recente (janela imunológica). Portaria SVS/MS "
               "nº 29/2013.")
    p2 += sero("HBsAg – ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B", "soro", "quimioluminescência",
               R("HBsAg – ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B", "Não reagente", "", "hbsag"), "",
               "Não reagente")
    p2 += sero("ANTI-HBc TOTAL", "soro", "quimioluminescência", R("ANTI-HBc TOTAL", "Reagente", "", "antihbc"), "",
               "Não reagente")
    p2 += sero("ANTI-HBs", "soro", "quimioluminescência",
               R("ANTI-HBs", "superior a 1.000", "mUI/mL", "antihbs"), "mUI/mL",
               "inferior a 10 mUI/mL: não reagente · 10 mUI/mL ou mais: reagente (imunidade)")
    p2 += sero("ANTI-HCV", "soro", "quimioluminescência", R("ANTI-HCV", "Não reagente", "", "hcv"), "",
               "Não reagente")
    p2 += sero("VDRL", "soro", "floculação (lâmina)", R("VDRL", "Não reagente", "", "vdrl"), "", "Não reagente")
    p2 += [P("Perfil sorológico compatível com infecção prévia pelo vírus da hepatite B, resolvida (anti-HBc "
             "reagente, anti-HBs reagente, HBsAg não reagente).", size=7.6, style="i", space=(1, 4)),
           Sig(["Dra. Nathália Reis Quintela", "Biomédica – CRBM-3 11.208 · liberado em 07/10/2024"], width=76,
               align="R", size=7.6)]
    foot = page_footer("Bioclínico Norte · OS BN-1003-55218 · Laudo emitido em 07/10/2024 10:31", "{i}/{n}",
                       color=cyan)
    return Report("am08", "Bioclínico Norte – Laboratório de Análises Clínicas", "Manaus/AM", th, [p1, p2], foot, c,
                  "urinalysis (physical/chemical/sediment) with qualitative results (Negativo, Traços, Raras, "
                  "Numerosas, Positivo) in a table with a dark header; serology in block layout (Não reagente, "
                  "Reagente, 'superior a 1.000'); DUM/registration distractor dates",
                  title="Laudo – Urina tipo I e sorologias")


# ================================================================================================
# am09 - anaemia work-up printed in a monospace "LIS" style with dot leaders in the text
# ================================================================================================
def am09():
    c = "2025-06-27"
    th = dict(font="mono", size=7.9, accent="#000000", red="#000000")

    def lead(name, n=27):
        lines = name.split("\n")
        last = lines[-1]
        lines[-1] = last + "." * max(2, n - len(last)) + ":"
        return "\n".join(lines)

    def R(name, vt, unit, key, flag=""):
        return Res(name.replace("\n", " "), vt, unit, key, c, flag=flag, vstyle="b", fstyle="b")

    def row(name, vt, unit, key, ref, flag=""):
        return [lead(name), R(name, vt, unit, key, flag), unit, ref]

    sect = lambda t: Row([Cell(B(t), span=4)])
    cols = [(56, "L"), (26, "R"), (26, "L"), (74, "L")]
    res = T(cols, [
        Row(["EXAME", "RESULTADO", "UNIDADE", "VALORES DE REFERENCIA"], kind="head", below=True),
        sect("HEMOGRAMA - ERITROGRAMA"),
        row("HEMACIAS", "3,98", "milhões/mm³", "rbc", "4,00 a 5,20", "L"),
        row("HEMOGLOBINA", "9,8", "g/dL", "hb", "12,0 a 16,0", "L"),
        row("HEMATOCRITO", "31,2", "%", "hct", "36,0 a 46,0", "L"),
        row("VCM", "78,4", "fL", "mcv", "80,0 a 100,0", "L"),
        row("HCM", "24,6", "pg", "mch", "26,0 a 34,0", "L"),
        row("CHCM", "31,4", "g/dL", "mchc", "31,0 a 36,0"),
        row("RDW", "17,8", "%", "rdw", "11,5 a 14,5", "H"),
        row("RETICULOCITOS", "2,6", "%", "retic_pct", "0,5 a 2,0", "H"),
        row("RETICULOCITOS - CONTAGEM\nABSOLUTA", "103.480", "/mm³", "retic_abs", "25.000 a 100.000", "H"),
        row("LEUCOCITOS", "5.200", "/mm³", "wbc", "4.000 a 11.000"),
        row("PLAQUETAS", "412.000", "/mm³", "plt", "150.000 a 450.000"),
        sect("METABOLISMO DO FERRO E VITAMINAS - SORO"),
        row("FERRO SERICO", "38", "µg/dL", "iron", "50 a 170", "L"),
        row("CAPACIDADE TOTAL DE\nLIGACAO DO FERRO (CTLF)", "412", "µg/dL", "tibc", "250 a 400", "H"),
        row("INDICE DE SATURACAO DA\nTRANSFERRINA", "9", "%", "tsat", "20 a 50", "L"),
        row("FERRITINA", "8,2", "ng/mL", "ferritin", "13 a 150", "L"),
        row("VITAMINA B12", "286", "pg/mL", "b12", "197 a 771"),
        row("ACIDO FOLICO", "5,4", "ng/mL", "folate", "superior a 3,9"),
        sect("MARCADORES DE HEMOLISE - SORO"),
        row("DESIDROGENASE LATICA (LDH)", "182", "U/L", "ldh", "135 a 214"),
        row("HAPTOGLOBINA", "126", "mg/dL", "hapto", "30 a 200"),
        row("BILIRRUBINA INDIRETA", "0,42", "mg/dL", "ibil", "0,10 a 0,80"),
    ], size=7.9, pv=0.3, ph=0.8, space=(0, 1.5))
    kv = T([(20, "L"), (46, "L"), (18, "L"), (30, "L")], [
        ["PACIENTE..:", B("GABRIELA TORRES NASCIMENTO"), "REGISTRO..:", "0627/1183-4"],
        ["DT.NASC...:", "30/01/2002  SEXO: F", "DT.SOLIC..:", "25/06/2025"],
        ["MEDICO....:", "DR. ANDRE L. QUEIROZ CRM-MG 55.310", "DT.COLETA.:", D(c, "07:10")],
        ["CONVENIO..:", "CASSI", "DT.LIBER..:", "28/06/2025 15:22"],
    ], size=7.9, pv=0.15, ph=0.8, space=(0, 0))
    page = [
        P(B("HEMOLAB ANALISES CLINICAS LTDA"), size=11, space=(0, 0)),
        P("AV. RONDON PACHECO, 3.905 - SARAIVA - UBERLANDIA/MG - CEP 38408-343", size=7.6, space=(0, 0)),
        P("CNPJ 19.876.543/0001-27 - CNES 6612093 - FONE (34) 3235-8800", size=7.6, space=(0, 0)),
        HR(0.3, space=(1.2, 1.2), dash=True), kv, HR(0.3, space=(1.2, 1.5), dash=True),
        P(B("INVESTIGACAO DE ANEMIA - LAUDO CONSOLIDADO"), size=8.8, align="C", space=(0, 0.5)),
        P("MATERIAL: SANGUE TOTAL (EDTA) E SORO   METODOS: AUTOMACAO HEMATOLOGICA, QUIMIOLUMINESCENCIA, "
          "COLORIMETRIA E IMUNOTURBIDIMETRIA", size=7.2, align="C", space=(0, 1.5)),
        res,
        P(B("MORFOLOGIA ERITROCITARIA:"), size=7.9, space=(0.5, 0.2)),
        P("HIPOCROMIA (+), MICROCITOSE (+), ANISOCITOSE (++), PRESENCA DE ELIPTOCITOS (HEMACIAS EM LAPIS).",
          size=7.9, space=(0, 0.2)),
        P("SERIES BRANCA E PLAQUETARIA SEM ALTERACOES MORFOLOGICAS.", size=7.9, space=(0, 1)),
        P("L = ABAIXO / H = ACIMA DO VALOR DE REFERENCIA. INDICE DE SATURACAO = FERRO / CTLF X 100.", size=7.2,
          space=(0, 3)),
        Sig(["DRA. PRISCILA M. VIEIRA GUIMARAES", "FARMACEUTICA-BIOQUIMICA CRF-MG 28.441"], width=74, align="R",
            size=7.4),
    ]
    foot = page_footer("HEMOLAB - EMISSAO: 30/06/2025 10:44 - USUARIO: RECEPCAO02", "PAG. {i}/{n}", size=7,
                       color="#000000")
    return Report("am09", "Hemolab Análises Clínicas", "Uberlândia/MG", th, [page], foot, c,
                  "monospace LIS print without accents in labels, dot leaders inside the text "
                  "('HEMOGLOBINA.......:'), names split over two lines, reticulocytes % and absolute, iron panel, "
                  "B12/folate, haemolysis markers, morphology comments, L/H flags",
                  title="Laudo consolidado – investigação de anemia")


# ================================================================================================
# am10 - pre-operative work-up: results after the reference range, FBC in 10³/µL, coag, ABO/Rh, urine
# ================================================================================================
def am10():
    c = "2025-04-22"
    navy = "#243b6b"
    th = dict(font="sans", size=8.3, accent=navy, red="#b00000")

    def R(name, vt, unit, key, flag=""):
        return Res(name, vt, unit, key, c, flag=flag, vstyle="b", fstyle="br")

    def head():
        return [
            Box([Cols([
                (120, [P(B("HOSPITAL REGIONAL DO OESTE"), size=13, style="a", space=(0, 0)),
                       P("Laboratório Clínico · Rua Florianópolis, 1.448-E – Centro – Chapecó/SC – CEP 89812-175",
                         size=7, space=(0, 0)),
                       P("CNES 2537788 · CNPJ 82.109.876/0001-58 · Telefone (49) 3321-6100", size=7,
                         space=(0, 0))]),
                (62, [P(["Avaliação pré-operatória", "\n", B("Cirurgia prevista: 28/04/2025"), "\n",
                         "Colecistectomia videolaparoscópica"], size=7.2, align="R")])], gap=0)],
                pad=1.8, border=0.3, border_color=navy, space=(0, 1.8)),
            T([(15, "L"), (40, "L"), (15, "L"), (30, "L")], [
                [B("Paciente:"), "VALDIR ANTÔNIO ZANELLA", B("Prontuário:"), "HRO-118.204"],
                [B("Nascimento:"), "17/03/1958 – 67 anos – masculino", B("Origem:"), "Ambulatório de cirurgia geral"],
                [B("Coletado em:"), D(c, "07:55"), B("Liberado em:"), D(c, "13:40")],
                [B("Solicitante:"), "Dr. Gustavo Bortolini – CRM-SC 19.662", B("Impresso em:"), "23/04/2025 08:05"],
            ], size=7.8, pv=0.3, ph=0.6, space=(0, 2.5)),
        ]

    def tbl(title, sub, rows, widths=(46, 40, 18, 16)):
        body = [Row(["Exame", "Valores de referência", "Resultado", "Unidade"], kind="head")]
        for r in rows:
            if isinstance(r, Row):
                body.append(r)
                continue
            name, ref, res, unit = r
            body.append([name, Cell(ref, style="g"), res, unit])
        return [P([B(title), "  ", G(sub)], size=9, space=(0, 0.6)),
                T([(widths[0], "L"), (widths[1], "L"), (widths[2], "R"), (widths[3], "L")], body,
                  rules="hlines", rule_color="#c5cde0", head_bg="#243b6b", head_fg="#ffffff", size=8.3, pv=0.45,
                  space=(0, 2.5))]

    sub = lambda t: Row([Cell(B(t), span=4)], bg="#edf0f7")
    u3, u6 = "10³/µL", "10⁶/µL"
    p1 = head() + tbl("HEMOGRAMA COMPLETO", "Sangue total EDTA · automatizado", [
        sub("Eritrograma"),
        ("Eritrócitos", "4,30 a 5,70", R("Eritrócitos", "4,48", u6, "rbc"), u6),
        ("Hemoglobina", "13,3 a 16,5", R("Hemoglobina", "13,6", "g/dL", "hb"), "g/dL"),
        ("Hematócrito", "39,0 a 49,0", R("Hematócrito", "40,3", "%", "hct"), "%"),
        ("VCM", "80,0 a 98,0", R("VCM", "90,0", "fL", "mcv"), "fL"),
        ("HCM", "27,0 a 33,0", R("HCM", "30,4", "pg", "mch"), "pg"),
        ("CHCM", "32,0 a 36,0", R("CHCM", "33,7", "g/dL", "mchc"), "g/dL"),
        ("RDW", "11,5 a 14,5", R("RDW", "13,0", "%", "rdw"), "%"),
        sub("Leucograma (valores absolutos)"),
        ("Leucócitos", "3,60 a 10,50", R("Leucócitos", "7,21", u3, "wbc"), u3),
        ("Neutrófilos", "1,70 a 7,00", R("Neutrófilos", "4,32", u3, "neut_abs"), u3),
        ("Linfócitos", "0,90 a 2,90", R("Linfócitos", "2,10", u3, "lymph_abs"), u3),
        ("Monócitos", "0,30 a 0,90", R("Monócitos", "0,52", u3, "mono_abs"), u3),
        ("Eosinófilos", "0,05 a 0,50", R("Eosinófilos", "0,22", u3, "eos_abs"), u3),
        ("Basófilos", "0,00 a 0,10", R("Basófilos", "0,05", u3, "baso_abs"), u3),
        sub("Plaquetas"),
        ("Plaquetas", "150 a 450", R("Plaquetas", "264", u3, "plt"), u3),
        ("VPM", "7,4 a 10,4", R("VPM", "9,8", "fL", "mpv"), "fL"),
    ]) + [P(B("COAGULOGRAMA"), size=9, space=(0, 0.3)),
          P([G("Plasma citratado · coagulométrico automatizado (detecção mecânica)")], size=7.4, space=(0, 0.8)),
          T([(46, "L"), (40, "L"), (18, "R"), (16, "L")], [
              Row(["Exame", "Referência", "Resultado", "Unidade"], style="b"),
              ["Tempo de protrombina", G("11,0 a 13,5"), R("Tempo de protrombina", "12,9", "s", "pt_s"), "s"],
              ["Atividade de protrombina", G("70 a 120"), R("Atividade de protrombina", "94", "%", "pt_act"), "%"],
              ["RNI", G("0,90 a 1,20"), R("RNI", "1,04", "", "inr"), ""],
              ["TTPa", G("25,0 a 35,0"), R("TTPa", "29,8", "s", "aptt_s"), "s"],
              ["Relação TTPa paciente/normal", G("até 1,20"), R("Relação TTPa paciente/normal", "0,99", "",
                                                                "aptt_ratio"), ""],
          ], size=8.3, pv=0.45, space=(0, 2.5)),
          P("Sem alterações morfológicas relevantes em esfregaço de sangue periférico.", size=7.6, style="i",
            space=(0, 0))]
    p2 = head() + tbl("IMUNO-HEMATOLOGIA", "Sangue total EDTA · gel-centrifugação", [
        ("Grupo sanguíneo (sistema ABO)", "—", R("Grupo sanguíneo (sistema ABO)", "O", "", "abo"), ""),
        ("Fator Rh (antígeno D)", "—", R("Fator Rh (antígeno D)", "Positivo", "", "rh"), ""),
    ]) + tbl("BIOQUÍMICA", "Soro · Jaffé cinético", [
        ("Creatinina", "0,70 a 1,20", R("Creatinina", "0,84", "mg/dL", "creat"), "mg/dL"),
    ]) + tbl("URINA TIPO I", "Urina jato médio · tira reagente e sedimento", [
        ("Densidade", "1,005 a 1,030", R("Densidade", "1,018", "", "u_sg"), ""),
        ("pH", "5,0 a 7,5", R("pH", "6,5", "", "u_ph"), ""),
        ("Nitrito", "Negativo", R("Nitrito", "Negativo", "", "u_nit"), ""),
        ("Leucócitos (sedimento)", "até 5 por campo", R("Leucócitos (sedimento)", "2", "por campo", "u_wbc"),
         "por campo"),
        ("Hemácias (sedimento)", "até 3 por campo", R("Hemácias (sedimento)", "Ausentes", "", "u_rbc"), ""),
        ("Bactérias", "Ausentes", R("Bactérias", "Ausentes", "", "u_bact"), ""),
    ]) + [
        P("Tipagem sanguínea realizada em duas amostras distintas, conforme Portaria de Consolidação nº 5/2017 "
          "do Ministério da Saúde. A tipagem não substitui a prova de compatibilidade pré-transfusional.",
          size=7.4, style="i", space=(0, 4)),
        Sig(["Dra. Elisa Mattiello Carraro", "Farmacêutica-Bioquímica – CRF-SC 9.875"], width=70, align="R",
            size=7.6),
    ]
    foot = page_footer("HRO – Laboratório Clínico · Resultados após os valores de referência · "
                       "Emissão 23/04/2025 08:05", "Página {i}/{n}", color=navy)
    return Report("am10", "Hospital Regional do Oeste – Laboratório Clínico", "Chapecó/SC", th, [p1, p2], foot, c,
                  "pre-operative work-up: results printed after the reference range, FBC in 10⁶/µL and 10³/µL "
                  "with absolute-only differential, coagulogram table without rules, ABO/Rh, short urinalysis "
                  "with 'Ausentes'; surgery date as distractor",
                  title="Avaliação pré-operatória")


# ================================================================================================
# am11 - two-column: hormones/thyroid (left), tumour markers, lipids, serology (right)
# ================================================================================================
def am11():
    c = "2025-09-09"
    purple = "#5b3a8c"
    th = dict(font="sans", size=8.0, accent=purple, red="#a00000")

    def R(name, vt, unit, key, flag=""):
        return Res(name.replace("\n", " "), vt, unit, key, c, flag=flag, vstyle="b", fstyle="br")

    def tab(title, items):
        rows = [Row(["Exame", "Resultado", "Unidade"], kind="head")]
        for name, vt, unit, key, ref in items:
            rows.append(Row([name, R(name, vt, unit, key), unit], above=len(rows) > 1))
            rows.append(Row([Cell(ref, span=3, size=6.7, style="g")]))
        return [P(B(title), size=9, style="a", space=(0, 0.5)),
                T([(38, "L"), (27, "R"), (19, "L")], rows, head_bg="#ece6f5", rule_color="#cbbfe0", size=8,
                  pv=0.3, space=(0, 2.2))]

    left = tab("HORMÔNIOS", [
        ("Hormônio folículo\nestimulante (FSH)", "8,4", "mUI/mL", "fsh",
         "Fase folicular: 3,5 a 12,5 · Ovulatória: 4,7 a 21,5 · Lútea: 1,7 a 7,7 · Pós-menopausa: 25,8 a 134,8"),
        ("Hormônio luteinizante\n(LH)", "6,1", "mUI/mL", "lh",
         "Fase folicular: 2,4 a 12,6 · Ovulatória: 14,0 a 95,6 · Lútea: 1,0 a 11,4 · Pós-menopausa: 7,7 a 58,5"),
        ("Estradiol", "112", "pg/mL", "e2",
         "Fase folicular: 12,5 a 166 · Ovulatória: 85,8 a 498 · Lútea: 43,8 a 211 · Pós-menopausa: até 54,7"),
        ("Prolactina", "14,2", "ng/mL", "prl", "Mulheres não gestantes: 4,8 a 23,3"),
        ("Beta-HCG quantitativo", "inferior a 1,2", "mUI/mL", "bhcg",
         "Não gestantes: inferior a 5,0 · resultado compatível com ausência de gestação"),
    ]) + tab("TIREOIDE", [
        ("TSH ultrassensível", "1,96", "µUI/mL", "tsh", "0,27 a 4,20"),
        ("Tiroxina livre (T4 livre)", "1,04", "ng/dL", "ft4", "0,93 a 1,70"),
    ])
    right = tab("MARCADORES TUMORAIS", [
        ("Antígeno\ncarcinoembrionário (CEA)", "1,8", "ng/mL", "cea", "Não fumantes: até 3,8 · Fumantes: até 5,5"),
        ("CA-125", "12,4", "U/mL", "ca125", "até 35,0"),
        ("CA 15-3", "18,6", "U/mL", "ca153", "até 25,0"),
        ("CA 19-9", "< 2,00", "U/mL", "ca199", "até 34,0"),
    ]) + tab("LIPIDOGRAMA", [
        ("Colesterol total", "198", "mg/dL", "chol", "Desejável: inferior a 190 (com jejum ou sem jejum)"),
        ("Colesterol HDL", "61", "mg/dL", "hdl", "Desejável: superior a 40"),
        ("Colesterol LDL", "116", "mg/dL", "ldl_calc", "Meta conforme risco cardiovascular (baixo: inferior a 130)"),
        ("Triglicerídeos", "104", "mg/dL", "tg", "Com jejum: inferior a 150 · sem jejum: inferior a 175"),
    ]) + tab("SOROLOGIAS", [
        ("Anti-HIV 1/2 (Ag/Ac)", "Não reagente", "", "hiv", "Não reagente"),
        ("HBsAg", "Não reagente", "", "hbsag", "Não reagente"),
    ])
    page = [
        Cols([(150, [P(B("Instituto de Patologia Clínica Horizonte"), size=14, style="a", space=(0, 0)),
                     P("Rua Barão de Aracati, 2.201 – Aldeota – Fortaleza/CE – CEP 60115-082 · (85) 3261-9090 · "
                       "CNPJ 07.345.678/0001-90", size=6.8, space=(0, 0))]),
              (32, [Logo("IPCH", 30, 11, bg=purple, size=10)])], gap=0),
        HR(0.5, purple, space=(1.2, 1.2)),
        T([(14, "L"), (40, "L"), (14, "L"), (18, "L"), (10, "L"), (16, "L")], [
            [B("Paciente"), "CLÁUDIA REGINA SAMPAIO FROTA", B("Nascimento"), "11/04/1978", B("Idade"), "47 anos"],
            [B("Médico"), "Dra. Ana Vládia Holanda – CRM-CE 10.233", B("DUM"), "22/08/2025", B("Senha"), "HZ-88120"],
            [B("Coleta"), D(c, "08:05"), B("Liberação"), "12/09/2025", B("Unidade"), "Aldeota"],
        ], rules="grid", rule_color="#cbbfe0", size=7.6, pv=0.4, space=(0, 2.5)),
        Cols([(1, left), (1, right)], gap=7, vrule=True, space=(0, 1.5)),
        P("Métodos: hormônios, marcadores tumorais e sorologias por eletroquimioluminescência; lipídios por "
          "métodos enzimáticos colorimétricos; LDL calculado (Friedewald). Valores de referência de hormônios "
          "conforme a fase do ciclo menstrual informada.", size=7, style="i", space=(0, 3)),
        Sig(["Dr. Tiago Benevides Pontes", "Médico Patologista Clínico – CRM-CE 14.570"], width=72, align="R",
            size=7.4),
    ]
    foot = page_footer("IPC Horizonte · senha HZ-88120 · laudo liberado em 12/09/2025 e impresso em 15/09/2025",
                       "Pág. {i}/{n}", color=purple)
    return Report("am11", "Instituto de Patologia Clínica Horizonte", "Fortaleza/CE", th, [page], foot, c,
                  "two-column page (hormones/thyroid left; tumour markers, lipids, serology right), reference "
                  "range on a separate small line under each result, names split on two lines, "
                  "'inferior a 1,2', '< 2,00', 'Colesterol HDL', DUM distractor",
                  title="Laudo – hormônios, marcadores e lipídios")


# ================================================================================================
# am12 - anticoagulation follow-up: transposed cumulative table (one row per day), fib, D-dimer, lipids
# ================================================================================================
def am12():
    days = [("2025-03-10", "07:00"), ("2025-03-11", "07:05"), ("2025-03-12", "06:55")]
    last = days[-1][0]
    brown = "#8a4b14"
    th = dict(font="sans", size=8.4, accent=brown, red="#b00000")
    tests = [("TP", "seg", "pt_s"), ("Atividade", "%", "pt_act"), ("RNI", "", "inr"), ("TTPa", "seg", "aptt_s"),
             ("Relação", "", "aptt_ratio")]
    vals = [["13,1", "88", "1,09", "62,4+", "2,08+"],
            ["17,8+", "52-", "1,58+", "54,0+", "1,80+"],
            ["24,6+", "33-", "2,31+", "36,2+", "1,21"]]

    def R(name, vt, unit, key, date, flag=""):
        return Res(name, vt, unit, key, date, flag=flag, vstyle="b", fstyle="br")

    rows = [Row(["Data da coleta", "TP", "Atividade", "RNI", "TTPa", "Relação"], kind="head"),
            Row(["", "seg", "%", "", "seg", ""], style="g", below=True)]
    for (date, hm), vv in zip(days, vals):
        cells = [D(date, hm)]
        for (name, unit, key), v in zip(tests, vv):
            vt, fl = (v[:-1], {"+": "↑", "-": "↓"}[v[-1]]) if v[-1] in "+-" else (v, "")
            cells.append(R(name, vt, unit, key, date, fl))
        rows.append(cells)
    rows.append(Row([Cell("Referência", style="g"), Cell("10,0 a 13,0", style="g"), Cell("70 a 100", style="g"),
                      Cell("0,90 a 1,20", style="g"), Cell("24,0 a 35,0", style="g"), Cell("até 1,25", style="g")],
                    above=True, size=7.4))
    evo = T([(30, "L"), (14, "R"), (14, "R"), (12, "R"), (14, "R"), (12, "R")], rows, rules="head",
            head_bg="#f5e9dc", rule_color=brown, size=8.6, pv=0.6, space=(0, 1.2))

    def R3(name, vt, unit, key, flag=""):
        return R(name, vt, unit, key, last, flag)

    extra = T([(40, "L"), (22, "R"), (22, "L"), (46, "L")], [
        Row(["Exame (coleta de 12/03/2025)", "Resultado", "Unidade", "Valor de referência"], kind="head"),
        ["Fibrinogênio (Clauss)", R3("Fibrinogênio (Clauss)", "356", "mg/dL", "fib"), "mg/dL", "200 a 400"],
        ["D-dímero", R3("D-dímero", "inferior a 0,27", "µg/mL FEU", "ddimer_feu"), "µg/mL FEU",
         "inferior a 0,50"],
    ], rules="grid", head_bg="#f5e9dc", rule_color="#c9a27f", size=8.4, pv=0.45, space=(0, 2.5))
    lip = T([(40, "L"), (22, "R"), (22, "L"), (46, "L")], [
        Row(["Lipidograma (coleta de 12/03/2025)", "Resultado", "Unidade", "Valor de referência"], kind="head"),
        ["Colesterol total", R3("Colesterol total", "168", "mg/dL", "chol"), "mg/dL", "inferior a 190"],
        ["HDL", R3("HDL", "44", "mg/dL", "hdl"), "mg/dL", "superior a 40"],
        ["LDL (Friedewald)", R3("LDL (Friedewald)", "98", "mg/dL", "ldl_calc"), "mg/dL", "conforme risco"],
        ["Triglicerídeos", R3("Triglicerídeos", "130", "mg/dL", "tg"), "mg/dL", "inferior a 150"],
    ], rules="grid", head_bg="#f5e9dc", rule_color="#c9a27f", size=8.4, pv=0.45, space=(0, 2.5))
    page = [
        Cols([(26, [Logo("V&S", 22, 16, bg=brown, size=11)]),
              (156, [P([B("Laboratório Vida & Saúde"), ("  análises clínicas", "g")], size=14, space=(0, 0)),
                     P("Av. T-63, 1.296 – Setor Bueno – Goiânia/GO – CEP 74230-100 · (62) 3251-7700 · "
                       "CNPJ 26.789.012/0001-73 · CNES 2338521", size=6.9, space=(0, 0)),
                     P("Responsável técnico: Dr. Rodrigo Fleury Campos – CRF-GO 4.102", size=6.9, style="g",
                       space=(0, 0))])], gap=0),
        HR(0.9, brown, space=(1.2, 1.5)),
        T([(16, "L"), (38, "L"), (18, "L"), (28, "L")], [
            [B("Paciente:"), "OSVALDO RIBEIRO MAGALHÃES", B("Código:"), "VS-0310-2291"],
            [B("Nascimento:"), "25/10/1949 (75 anos) – M", B("Médico:"), "Dr. Júlio César Arantes – CRM-GO 15.804"],
            [B("Indicação:"), "Fibrilação atrial – ponte heparina/varfarina", B("Início da varfarina:"),
             "09/03/2025"],
            [B("Próxima coleta:"), "14/03/2025 (agendada)", B("Impresso em:"), "12/03/2025 15:20"],
        ], rules="box", rule_color="#c9a27f", size=7.8, pv=0.4, space=(0, 2.5)),
        P(B("CONTROLE DE ANTICOAGULAÇÃO – RESULTADOS EVOLUTIVOS"), size=10, style="a", space=(0, 0.3)),
        P([G("Material: "), "plasma citratado 3,2% · ", G("Método: "),
           "coagulométrico automatizado; RNI calculado com ISI 1,00; TTPa com ativador ácido elágico"], size=7.4,
          space=(0, 1.5)),
        evo,
        P("Faixa terapêutica do RNI para fibrilação atrial em uso de varfarina: 2,0 a 3,0. ↑ acima / ↓ abaixo "
          "da referência para pacientes sem anticoagulação.", size=7.2, style="i", space=(0, 3)),
        extra, lip,
        P("Lipidograma colhido na mesma punção de 12/03/2025 (jejum de 10 horas). LDL calculado pela equação de "
          "Friedewald.", size=7.2, style="i", space=(0, 4)),
        Sig(["Dra. Marina Alencastro Prado", "Biomédica – CRBM-3 7.730"], width=66, align="R", size=7.6),
    ]
    foot = page_footer("Laboratório Vida & Saúde · Código VS-0310-2291 · Impresso em 12/03/2025 15:20",
                       "Página {i} de {n}", color=brown)
    return Report("am12", "Laboratório Vida & Saúde", "Goiânia/GO", th, [page], foot, last,
                  "transposed cumulative coagulation table (one row per consecutive day, one column per test, "
                  "units on a second header row), PT s/%/INR and aPTT s/ratio, fibrinogen, 'inferior a 0,27' "
                  "D-dimer, short lipid panel with bare 'HDL'; medication-start and next-collection distractors",
                  title="Controle de anticoagulação")
