"""ao12 – Rede Diagnóstica Horizonte (Florianópolis/SC).
House style: shaded section header rows, zebra rows, a textual 'faixa' scale beside each
value (baixo · normal · alto with the active word highlighted), ↑/↓ flags, a previous-result
column for the chemistry (second collection date), QR code and validation text."""
from kit import C, S, V, d, kv, para
from model import Box, Grid, HRule, Logo, Page, QR, Report, Res, Row, Space

NAVY, SHADE, ZEB = "#12355b", "#dbe4ee", "#f4f7fa"
DATE = d("02/12/2025")
PREV = d("10/06/2025")
PREV2 = d("03/12/2024")
W = 186.0


def header(page):
    g = Grid([22, 100, 64], [Row([
        C(Logo("H", NAVY, w=16, h=16, size=18)),
        C(S("REDE DIAGNÓSTICA HORIZONTE", bold=True, size=13.5, color=NAVY),
          S("\nUnidade Centro – Rua Felipe Schmidt, 808 – Centro – Florianópolis/SC – CEP 88010-002", size=6.9),
          S("\nCNPJ 24.730.651/0001-88 • CNES 7340172 • (48) 3028-5100", size=6.9)),
        C(S("Responsável técnico\nDr. Jonas Heinzen Koerich\nCRM-SC 11.839 • RQE 6.204", size=6.9), align="R",
          valign="M")])], size=8)
    rows = [[("Paciente", "ELIANE MARTINS DA SILVEIRA BORBA"), ("Protocolo", "HZ-2512-020931")]]
    if page == 1:
        rows += [[("Nascimento", "27/05/1964 – 61 anos"), ("Sexo", "Feminino")],
                 [("Médico(a)", "Dr. Otávio Fretta Schlemper – CRM-SC 19.405"), ("Pedido médico", "24/11/2025")],
                 [("Coletado em", "02/12/2025 07:40"), ("Liberado em", "02/12/2025 15:12")]]
    else:
        rows += [[("Coletado em", "02/12/2025 07:40"), ("Liberado em", "02/12/2025 15:12")]]
    pat = Box([kv([28, 82, 28, 44.4], rows, size=7.8, label_color=NAVY, pad=(0.3, 1.0))], 0.3, NAVY, pad=1.5)
    return [g, Space(1.5), pat, Space(3)]


def scale(state):
    segs = []
    for i, (w, key) in enumerate((("baixo", "L"), ("normal", "N"), ("alto", "H"))):
        if i:
            segs.append(S(" · ", size=6.6, color="#999999"))
        on = key == state
        col = {"L": "#b45309", "N": "#15803d", "H": "#b91c1c"}[key] if on else "#9aa5b1"
        segs.append(S(w.upper() if on else w, bold=on, size=6.8 if on else 6.4, color=col))
    return C(*segs, valign="M")


def footer(page, n):
    return [HRule(0.3, NAVY, 0, 0.8), Grid([150, 36], [Row([
        C(S("↑ ↓ resultado acima/abaixo do intervalo de referência. A faixa indica a posição do resultado em relação "
            "ao intervalo de referência do laboratório.", size=6.3, color="#555555")),
        C(S(f"Página {page} de {n}", size=7.2, bold=True, color=NAVY), align="R")])])]


def build() -> Report:
    z = [0]

    def zebra():
        z[0] += 1
        return ZEB if z[0] % 2 == 0 else None

    def sec(t, labels, cols):
        z[0] = 0
        return [Row([C(S(t, bold=True, color="#ffffff"), span=len(cols))], fill=NAVY, size=8.6, pad=(0.9, 1.2)),
                Row([C(l, align=a) for l, a in labels], fill=SHADE, bold=True, size=7, pad=(0.5, 1.2))]

    cw = [48, 26, 26, 38, W - 138]

    def row(name, key, vt, unit, state, ref, flag=""):
        r = Res(name, key, vt, unit, flag=flag)
        val = ([S(flag + " ", bold=True, color="#b91c1c")] if flag else []) + [V(r, bold=True, size=9.4)]
        return Row([C(name), C(*val, align="R"), C(unit), scale(state), C(S(ref, size=7.2))], fill=zebra(),
                   pad=(0.7, 1.2))

    lab1 = [("ERITROGRAMA", "L"), ("Resultado", "R"), ("Unidade", "L"), ("Faixa", "L"), ("Referência", "L")]
    ery = Grid(cw, sec("HEMOGRAMA COMPLETO – sangue total EDTA, citometria de fluxo", lab1, cw) + [
        row("Hemácias", "rbc", "4,38", "milhões/mm³", "N", "3,90 a 5,00 milhões/mm³"),
        row("Hemoglobina", "hgb", "11,4", "g/dL", "L", "12,0 a 15,5 g/dL", "↓"),
        row("Hematócrito", "hct", "35,1", "%", "N", "35,0 a 45,0 %"),
        row("VCM", "mcv", "80,1", "fL", "N", "80,0 a 98,0 fL"),
        row("HCM", "mch", "26,0", "pg", "L", "27,0 a 32,0 pg", "↓"),
        row("CHCM", "mchc", "32,5", "g/dL", "N", "32,0 a 36,0 g/dL"),
        row("RDW", "rdw", "15,6", "%", "H", "11,6 a 14,8 %", "↑"),
    ], size=8.3)
    cw2 = [48, 22, 26, 38, W - 134]
    z[0] = 0
    rows = [Row([C("LEUCOGRAMA"), C("%", align="R"), C("/mm³", align="R"), C("Faixa"), C("Referência (/mm³)")],
                fill=SHADE, bold=True, size=7, pad=(0.5, 1.2))]
    wbc = Res("Leucócitos", "wbc", "5.210", "/mm³")
    rows.append(Row([C(S("Leucócitos", bold=True)), C(""), C(V(wbc, bold=True, size=9.4), align="R"), scale("N"),
                     C(S("3.600 a 11.000", size=7.2))], pad=(0.7, 1.2)))
    for name, k, pct, ab, ref in [("Neutrófilos", "neut", "55,3", "2.881", "1.500 a 7.000"),
                                  ("Linfócitos", "lymph", "34,1", "1.777", "1.000 a 3.500"),
                                  ("Monócitos", "mono", "7,2", "375", "200 a 900"),
                                  ("Eosinófilos", "eos", "2,8", "146", "20 a 500"),
                                  ("Basófilos", "baso", "0,6", "31", "0 a 200")]:
        rp, ra = Res(name, k + "_pct", pct, "%"), Res(name, k + "_abs", ab, "/mm³")
        rows.append(Row([C(name), C(V(rp, bold=True, size=9.4), align="R"), C(V(ra, bold=True, size=9.4), align="R"),
                         scale("N"), C(S(ref, size=7.2))], fill=zebra(), pad=(0.7, 1.2)))
    leu = Grid(cw2, rows, size=8.3)
    z[0] = 0
    plt = Grid(cw, [Row([C(l, align=a) for l, a in lab1[:1]] + [C(l, align=a) for l, a in lab1[1:]], fill=SHADE,
                        bold=True, size=7, pad=(0.5, 1.2))], size=8.3)
    plt.rows[0].cells[0] = C("PLAQUETAS")
    plt.rows.append(row("Plaquetas", "plt", "312.000", "/mm³", "N", "150.000 a 450.000 /mm³"))
    morf = para(W, S("Microscopia: discreta anisocitose com microcitose e hipocromia. Leucócitos e plaquetas sem "
                     "alterações morfológicas.", size=7, italic=True))
    p1 = header(1) + [ery, Space(1.5), leu, Space(1.5), plt, Space(1.5), morf]

    cw3 = [40, 20, 16, 19, 19, 30, W - 144]
    z[0] = 0
    rows = [Row([C(S("BIOQUÍMICA E HORMÔNIOS – soro / sangue total", bold=True, color="#ffffff"), span=7)],
                fill=NAVY, size=8.6, pad=(0.9, 1.2)),
            Row([C("Exame"), C("Resultado", align="R"), C("Unidade"), C("Anteriores", align="C", span=2),
                 C("Faixa"), C("Referência")], fill=SHADE, bold=True, size=7, pad=(0.5, 1.2)),
            Row([C(""), C("02/12/2025", align="R"), C(""), C("10/06/2025", align="R"), C("03/12/2024", align="R"),
                 C(""), C("")], fill=SHADE, size=6.6, pad=(0.2, 1.2))]

    def crow(name, key, vt, unit, prevs, state, ref, flag=""):
        r = Res(name, key, vt, unit, flag=flag)
        val = ([S(flag + " ", bold=True, color="#b91c1c")] if flag else []) + [V(r, bold=True, size=9.4)]
        pcs = []
        for pv, dt in zip(prevs, (PREV, PREV2)):
            pcs.append(C(V(Res(name, key, pv, unit, date=dt), color="#555555"), align="R") if pv else C(
                S("—", color="#999999"), align="R"))
        return Row([C(name), C(*val, align="R"), C(unit)] + pcs + [scale(state), C(S(ref, size=7))],
                   fill=zebra(), pad=(0.8, 1.2))

    rows += [crow("Glicose", "glu_fast", "96", "mg/dL", ["99", "104"], "N", "70 a 99 mg/dL (jejum)"),
             crow("Hemoglobina glicada", "hba1c", "5,5", "%", ["5,6", "5,8"], "N", "Inferior a 5,7 %"),
             crow("Creatinina", "creat", "0,78", "mg/dL", ["", ""], "N", "0,50 a 0,90 mg/dL"),
             crow("TSH", "tsh", "2,64", "µUI/mL", ["", ""], "N", "0,45 a 4,50 µUI/mL"),
             crow("Ferritina", "ferritin", "11,2", "ng/mL", ["", ""], "L", "Mulheres: 13 a 150 ng/mL", "↓")]
    chem = Grid(cw3, rows, size=8.3)
    com = Box([para(W - 4.6, S("Comentário: ", bold=True, color=NAVY),
                    S("anemia discreta com microcitose relativa, hipocromia, RDW elevado e ferritina baixa — "
                      "achados compatíveis com deficiência de ferro. Colunas 'Anteriores' reproduzem resultados de "
                      "coletas anteriores nesta rede.", size=7.4), size=7.4)], 0.3, "#9fb3c8", fill=ZEB, pad=1.5)
    val = Grid([28, W - 28], [Row([
        C(QR("ao12-HZ2512020931", size=23)),
        C(S("Validação do laudo\n", bold=True, color=NAVY, size=8.6),
          S("Aponte a câmera para o QR code ou acesse horizonte.exemplo.br/laudos e informe o protocolo HZ-2512-020931 "
            "e a senha ", size=7.4), S("K7P-22Q", bold=True, size=7.4),
          S(". Laudo assinado digitalmente por Dra. Marta Heidemann Vieira – Farmacêutica-Bioquímica – CRF-SC 5.390 "
            "em 02/12/2025 15:12. Impresso em 03/12/2025 09:26.", size=7.4), valign="M")])])
    p2 = header(2) + [chem, Space(3), com, Space(8), val]
    return Report("ao12", "Rede Diagnóstica Horizonte", "Florianópolis/SC", DATE,
                  [Page(p1, footer(1, 2)), Page(p2, footer(2, 2))], font="libsans", size=8.3,
                  features="shaded section header rows and zebra rows; textual faixa scale (baixo · normal · alto) "
                           "beside each value; ↑/↓ flags before the value; two previous-result columns "
                           "(three collection dates); blood count with % and /mm³; QR code with validation text")
