"""aj08 - hospital central laboratory, Teresina/PI: pre-operative work-up of an inpatient.
Fully ruled grid tables, 'Alto'/'Baixo' in a flag column beside the result, CBC with
differential in % only, coagulation (PT seconds/activity/INR, aPTT with its name on two
lines, fibrinogen), electrolytes in mmol/L, kidney, glucose, ABO/Rh; admission and
scheduled-surgery dates as distractors."""
from common import C, Para, Row, Rule, Space, Sp, Table, TwoCol, V, res
from engine import Doc

W = [64, 24, 20, 14, 60]
GRAY = "#e6e6e6"


def grid(rows):
    return Table(W, rows, grid=True, rule_color="#444444", rule_w=0.2, lh=4.2, pad=0.35)


def head(title):
    return Row([C(Sp(title, b=True), colspan=5)], fill=GRAY)


def cols():
    return Row([C(Sp("Exame", b=True)), C(Sp("Resultado", b=True), align="C"), C(Sp("Unidade", b=True)),
                C(Sp("Obs.", b=True)), C(Sp("Valor de referência", b=True))], fill="#f5f5f5")


def row(r, ref, name_lines=None):
    return Row([C(*(name_lines or [r.name])), C(V(r, flag=None, b=True), align="C"), C(r.unit),
                C(Sp(r.flag, b=True)), C(ref)])


def build():
    rbc = res("rbc", "Hemácias", "4,96", "milhões/µL")
    hgb = res("hgb", "Hemoglobina", "14,9", "g/dL")
    hct = res("hct", "Hematócrito", "44,1", "%")
    mcv = res("mcv", "VCM", "88,9", "fL")
    mch = res("mch", "HCM", "30,0", "pg")
    mchc = res("mchc", "CHCM", "33,8", "g/dL")
    rdw = res("rdw", "RDW-CV", "12,9", "%")
    wbc = res("wbc", "Leucócitos", "11.240", "/µL", flag="Alto")
    neu = res("neut_pct", "Neutrófilos", "74,6", "%", flag="Alto")
    lym = res("lymph_pct", "Linfócitos", "17,8", "%", flag="Baixo")
    mon = res("mono_pct", "Monócitos", "5,9", "%")
    eos = res("eos_pct", "Eosinófilos", "1,4", "%")
    bas = res("baso_pct", "Basófilos", "0,3", "%")
    plt = res("plt", "Plaquetas", "289.000", "/µL")
    mpv = res("mpv", "VPM", "10,6", "fL")
    pt = res("pt_s", "Tempo de protrombina (TP)", "12,8", "s")
    pta = res("pt_act", "Atividade de protrombina", "92", "%")
    inr = res("inr", "RNI", "1,06", "")
    aptt = res("aptt_s", "Tempo de Tromboplastina Parcial Ativada (TTPa)", "31,4", "s")
    fib = res("fib", "Fibrinogênio", "312", "mg/dL")
    na = res("na", "Sódio", "141", "mmol/L")
    k = res("k", "Potássio", "4,2", "mmol/L")
    cre = res("creat", "Creatinina", "0,98", "mg/dL")
    ure = res("urea", "Ureia", "36", "mg/dL")
    glu = res("glu", "Glicose", "96", "mg/dL")
    abo = res("abo", "Grupo sanguíneo (ABO)", "A", "")
    rh = res("rh", "Fator Rh (D)", "Negativo", "")

    def header(p, n):
        return [
            Table([120, 62], [Row([
                C(Sp("HOSPITAL SANTA CLARA DE TERESINA", b=True, size=12.5),
                  Sp("LABORATÓRIO CENTRAL · Análises Clínicas e Hemoterapia", size=8.4),
                  Sp("Rua Areolino de Abreu, 2.083 · Centro/Norte · Teresina/PI · (86) 3215-9000", size=7.2),
                  Sp("CNPJ 06.874.229/0001-38 · CNES 2323818", size=7.2)),
                C(Sp("LAUDO DE EXAMES", b=True, size=10), Sp("Paciente internado", size=8),
                  Sp("Leito 412-B · Clínica Cirúrgica", size=8), align="R")])], lh=4.3, pad=0, hpad=0),
            Rule(0.5, "#000000", 2.2),
            Table([62, 60, 60], [
                Row([C([Sp("Paciente: ", b=True), "FRANCISCO DAS CHAGAS ROCHA"]),
                     C([Sp("Registro: ", b=True), "HSC-0091734"]), C([Sp("Nascimento: ", b=True), "05/05/1971"])]),
                Row([C([Sp("Sexo: ", b=True), "Masculino"]), C([Sp("Admissão: ", b=True), "02/09/2024"]),
                     C([Sp("Cirurgia programada: ", b=True), "04/09/2024"])]),
                Row([C([Sp("Solicitante: ", b=True), "Dr. Igor M. Sampaio"]),
                     C([Sp("CRM-PI: ", b=True), "6.730"]), C([Sp("Coleta: ", b=True), "03/09/2024 05:40"])]),
            ], grid=True, rule_color="#444444", lh=4.2, pad=0.3, st={"size": 7.8}),
            Space(3),
        ]

    def footer(p, n):
        return [Rule(0.3, "#000000", 1.2),
                Table([140, 42], [Row([
                    C("Liberado em 03/09/2024 09:15 · Impresso em 03/09/2024 10:02 · Sistema LabHosp",
                      "Responsável técnico: Dr. Vinícius A. Portela · Médico patologista clínico · CRM-PI 4.415",
                      size=6.8),
                    C(f"Pág. {p}/{n}", align="R", size=8)])], lh=3.5, pad=0, hpad=0)]

    p1 = [Para(Sp("HEMATOLOGIA", b=True, size=10), lh=5.2),
          Para("Material: sangue total (EDTA) · Método: citometria de fluxo fluorescente (Sysmex XN-1000)",
               size=7.4, lh=3.8, i=True),
          Space(1),
          grid([head("ERITROGRAMA"), cols(),
                row(rbc, "4,50 a 5,90 milhões/µL"), row(hgb, "13,5 a 17,5 g/dL"), row(hct, "41,0 a 53,0 %"),
                row(mcv, "80,0 a 100,0 fL"), row(mch, "26,0 a 34,0 pg"), row(mchc, "31,0 a 37,0 g/dL"),
                row(rdw, "11,5 a 14,5 %"),
                head("LEUCOGRAMA"),
                row(wbc, "4.000 a 10.000 /µL"), row(neu, "40,0 a 70,0 %"), row(lym, "20,0 a 45,0 %"),
                row(mon, "2,0 a 10,0 %"), row(eos, "1,0 a 6,0 %"), row(bas, "0,0 a 2,0 %"),
                head("PLAQUETAS"),
                row(plt, "150.000 a 450.000 /µL"), row(mpv, "9,4 a 12,4 fL")]),
          Space(1.5),
          Para("Contagem diferencial automatizada, sem alarmes morfológicos. Ausência de blastos.", size=7.4,
               lh=3.8),
          Space(3),
          Para(Sp("IMUNO-HEMATOLOGIA", b=True, size=10), lh=5.2),
          Para("Material: sangue total (EDTA) · Método: microtipagem em gel (prova direta e reversa)", size=7.4,
               lh=3.8, i=True),
          Space(1),
          grid([cols(), row(abo, "-"), row(rh, "-")]),
          Space(1.5),
          Para("Paciente Rh negativo: comunicar a Agência Transfusional em caso de solicitação de hemocomponentes.",
               size=7.4, lh=3.8)]
    p2 = [Para(Sp("COAGULAÇÃO", b=True, size=10), lh=5.2),
          Para("Material: plasma citratado · Método: coagulométrico (ISI da tromboplastina: 1,02)", size=7.4,
               lh=3.8, i=True),
          Space(1),
          grid([cols(), row(pt, "10,0 a 14,0 s"), row(pta, "70 a 120 %"), row(inr, "0,80 a 1,20"),
                row(aptt, "25,0 a 36,0 s", name_lines=["Tempo de Tromboplastina", "Parcial Ativada (TTPa)"]),
                row(fib, "200 a 400 mg/dL")]),
          Space(1.5),
          Para("Tempo do plasma normal (controle) do dia: TP 12,1 s · TTPa 29,8 s.", size=7.4, lh=3.8),
          Space(3),
          Para(Sp("BIOQUÍMICA", b=True, size=10), lh=5.2),
          Para("Material: soro / plasma fluoretado (glicose) · Método: potenciometria indireta, enzimático, "
               "Jaffé cinético", size=7.4, lh=3.8, i=True),
          Space(1),
          grid([cols(), row(na, "136 a 145 mmol/L"), row(k, "3,5 a 5,1 mmol/L"), row(cre, "0,70 a 1,30 mg/dL"),
                row(ure, "19 a 49 mg/dL"), row(glu, "70 a 99 mg/dL (jejum)")]),
          Space(8),
          TwoCol([Para("Exames conferidos e liberados por:", size=7.8, lh=4)],
                 [Para("_______________________________", Sp("Dra. Juliana F. Leal", b=True),
                       "Farmacêutica-bioquímica · CRF-PI 2.107", align="C", size=7.8, lh=4)], wl=90, gap=2)]
    return Doc(id="aj08", lab="Hospital Santa Clara de Teresina - Laboratório Central", collected_default="2024-09-03",
               family="Liberation Sans", size=8, color="#000000", margins=(14, 10, 14, 9), header=header,
               footer=footer, pages=[p1, p2], title="Hospital Santa Clara de Teresina - Laudo",
               meta={"city": "Teresina/PI", "kind": "hospital laboratory",
                     "features": "pre-operative work-up; fully ruled grid; 'Alto'/'Baixo' flag column; CBC "
                                 "with differential in %; coagulation with TTPa name on two lines; control "
                                 "times in a note (not results); electrolytes in mmol/L; ABO/Rh"})
