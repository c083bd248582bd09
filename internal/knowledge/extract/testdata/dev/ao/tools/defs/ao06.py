"""ao06 – Grupo Meridiano Diagnósticos (Curitiba/PR).
House style: plain tables without rules, column order Exame | Valores de referência |
Resultado | Unidade (result printed after the reference), bold results, urinalysis (EAS)
collected the day after the blood (two collection dates), coagulation with a control
time and ISI that are not patient results."""
from kit import C, S, V, d, kv, para
from model import Box, Grid, HRule, Page, Report, Res, Row, Space

PURPLE = "#4b2e83"
BLOOD, URINE = d("14/07/2025"), d("15/07/2025")
W = 186.0
CW = [60, 62, 34, W - 156]


def header(page):
    g = Grid([120, 66], [Row([
        C(S("GRUPO MERIDIANO", bold=True, size=16, color=PURPLE), S("  DIAGNÓSTICOS", size=10, color=PURPLE),
          S("\nUnidade Batel – Av. Vicente Machado, 1.455 – Batel – Curitiba/PR – CEP 80420-011 – (41) 3015-6620",
            size=6.8)),
        C(S("LAUDO Nº 2507-PR-306915\n", bold=True, size=8.4), S("CNPJ 33.871.064/0001-25 – CNES 4470183", size=6.8),
          align="R", valign="M")])], size=8)
    if page == 1:
        pat = kv([22, 78, 30, 56], [
            [("Nome:", "LUCAS EDUARDO WOJCIK KOWALSKI"), ("Nascimento:", "03/03/1986 – 39 anos")],
            [("Médico:", "Dr. Marcelo Tavares Pietrobon – CRM-PR 27.306"), ("Sexo:", "Masculino")],
            [("Pedido:", "09/07/2025"), ("Coleta (sangue):", "14/07/2025 09:20")],
            [("Origem:", "Ambulatório – convênio Vida Paraná"), ("Entrada da urina:", "15/07/2025 07:40")],
        ], size=7.8, pad=(0.25, 0.6))
    else:
        pat = kv([22, 78, 30, 56], [
            [("Nome:", "LUCAS EDUARDO WOJCIK KOWALSKI"), ("Nascimento:", "03/03/1986 – 39 anos")],
            [("Laudo:", "2507-PR-306915"), ("Coleta (sangue):", "14/07/2025 09:20")],
        ], size=7.8, pad=(0.25, 0.6))
    return [g, HRule(0.3, PURPLE, 1.0, 1.0), pat, HRule(0.3, PURPLE, 1.0, 3.0)]


def exam_title(t, info):
    return [para(W, S(t, bold=True, size=10, color=PURPLE)), para(W, S(info, size=7, color="#444444")), Space(1)]


def colhead():
    return Row([C("Exame"), C("Valores de referência"), C("Resultado"), C("Unidade")], bold=True, size=7.2,
               color="#666666", pad=(0.4, 1.0))


def sub(t):
    return Row([C(S(t, bold=True, italic=True, color=PURPLE), span=4)], pad=(1.4, 1.0), size=8.2)


def r(name, key, ref, vt, unit="", flag="", date=None):
    res = Res(name, key, vt, unit, date=date, flag=flag)
    segs = [V(res, bold=True, size=9.2)]
    if flag:
        segs.append(S("  " + flag, bold=True, size=8.4))
    return Row([C(name), C(ref), C(*segs), C(unit)], pad=(0.55, 1.0))


def footer(page, n):
    return [HRule(0.2, "#888888", 0, 0.8), Grid([150, 36], [Row([
        C(S("Resultados conferidos e liberados por Dr. Ivo Scheidt Mendes – Farmacêutico-Bioquímico – CRF-PR 12.058 "
            "e Dra. Kátia Nogueira Bley – Biomédica – CRBM-6 2.914. Impresso em 16/07/2025 11:47.", size=6.3,
            color="#555555")),
        C(S(f"página {page} / {n}", size=7.2), align="R")])])]


def build() -> Report:
    u = URINE
    rows = [colhead(),
            sub("Exame físico"),
            r("Cor", "u_color", "Amarelo claro a âmbar", "Amarelo citrino", date=u),
            r("Aspecto", "u_aspect", "Límpido", "Límpido", date=u),
            r("Densidade", "u_sg", "1,005 a 1,030", "1,018", date=u),
            r("pH", "u_ph", "5,0 a 7,5", "6,0", date=u),
            sub("Exame químico (tira reagente)"),
            r("Proteínas", "u_prot", "Negativo", "Negativo", date=u),
            r("Glicose", "u_glu", "Negativo", "Negativo", date=u),
            r("Corpos cetônicos", "u_ket", "Negativo", "Negativo", date=u),
            r("Hemoglobina", "u_hb", "Negativo", "Traços", flag="*", date=u),
            r("Bilirrubina", "u_bil", "Negativo", "Negativo", date=u),
            r("Urobilinogênio", "u_ubg", "Normal (até 1,0 mg/dL)", "Normal", date=u),
            r("Nitrito", "u_nit", "Negativo", "Negativo", date=u),
            r("Esterase leucocitária", "u_le", "Negativo", "Negativo", date=u),
            sub("Sedimentoscopia (microscopia, 400x)"),
            r("Leucócitos", "u_wbc", "até 5 por campo", "4", "/campo", date=u),
            r("Hemácias", "u_rbc", "até 3 por campo", "3", "/campo", date=u),
            r("Células epiteliais", "u_epi", "Raras a algumas", "Raras", date=u),
            r("Cilindros", "u_cast", "Ausentes", "Ausentes", date=u),
            r("Filamentos de muco", "u_mucus", "Ausentes a raros", "Raros", date=u),
            r("Bactérias", "u_bact", "Ausentes a raras", "Raras", date=u),
            ]
    eas = Grid(CW, rows, size=8.4)
    p1 = header(1) + exam_title("URINA TIPO I (EAS – ELEMENTOS ANORMAIS E SEDIMENTO)",
                                "Material: urina, primeira da manhã, jato médio – coletada pelo paciente em "
                                "15/07/2025 às 06:10 • Método: tira reagente com leitura em refletômetro e "
                                "microscopia do sedimento") + [eas, Space(2),
             para(W, S("(*) Hemoglobina em traços na tira reagente, sem hematúria significativa no sedimento. "
                       "Correlacionar com exercício físico intenso nas 48 horas anteriores à coleta.", size=7,
                       italic=True))]
    b = BLOOD
    coag = Grid(CW, [colhead(),
                     r("Tempo de protrombina (TP)", "pt", "10,0 a 13,5 segundos", "12,4", "segundos"),
                     r("RNI", "inr", "0,90 a 1,20", "1,03"),
                     r("Tempo de tromboplastina parcial ativada (TTPa)", "aptt", "25,0 a 36,0 segundos", "29,8",
                       "segundos"),
                     r("Fibrinogênio", "fib", "200 a 400 mg/dL", "312", "mg/dL")], size=8.4)
    coag_info = para(W, S("Dados analíticos (não são resultados do paciente): tempo do pool de plasmas normais "
                          "12,1 s; ISI da tromboplastina 1,02; lote TP 2505118 válido até 31/12/2025.", size=6.9,
                          color="#555555"))
    ele = Grid(CW, [colhead(),
                    r("Sódio", "na", "135 a 145 mmol/L", "138", "mmol/L"),
                    r("Potássio", "k", "3,5 a 5,0 mmol/L", "3,4", "mmol/L", flag="↓"),
                    r("Magnésio", "mg", "1,6 a 2,6 mg/dL", "2,1", "mg/dL")], size=8.4)
    p2 = header(2) + exam_title("COAGULOGRAMA", "Material: plasma citratado (citrato de sódio 3,2 %) • Método: "
                                "coagulométrico automatizado • Coleta: 14/07/2025 09:20") + [
        coag, Space(1), coag_info, Space(5)] + exam_title(
        "ELETRÓLITOS", "Material: soro • Método: eletrodo íon seletivo (Na, K); colorimétrico – azul de xilidila (Mg)") + [
        ele, Space(2), para(W, S("↓ resultado abaixo do intervalo de referência. Potássio confirmado em segunda "
                                 "dosagem na mesma amostra, sem hemólise.", size=7, italic=True))]
    return Report("ao06", "Grupo Meridiano Diagnósticos", "Curitiba/PR", BLOOD,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="libsans", size=8.4,
                  features="tables without rules; result printed after the reference column; urinalysis with "
                           "physical/chemical/sediment sections collected the next day (two collection dates); "
                           "qualitative results (Negativo, Traços, Raras, Ausentes); coagulation with control "
                           "time/ISI distractors; ↓ flag")
