"""aj06 - clinical pathology institute, Manaus/AM: hypothyroidism follow-up on
levothyroxine.  Block layout; each block has a result line and a 'histórico' table with the
previous results and their collection dates; anti-TPO '> 600', anti-Tg 'inferior a 1,3';
heading split over two lines; vitamin D with a previous result; calcium."""
from common import C, Para, Row, Rule, Space, Sp, Table, TwoCol, V, res
from engine import Doc

NAVY = "#1f3a5f"
PALE = "#eef2f7"
D1, D2 = "2025-02-12", "2024-11-05"


def block(title_lines, material, metodo, r, ref_lines, hist=None, note=None):
    out = [Space(2.2)]
    out.append(Para(*[Sp(t, b=True, color=NAVY, size=9.6) for t in title_lines], lh=4.8))
    out.append(Para([Sp("Material: ", b=True), material, Sp("     Método: ", b=True), metodo], size=7.6, lh=3.9,
                    color="#444444"))
    left = [Table([24, 50], [Row([C(Sp("Resultado", b=True)), C(V(r, unit=True, b=True, size=10.5))])],
                  lh=5.6, pad=0.2, hpad=0)]
    right = [Para(Sp("Valores de referência", b=True, size=7.6), lh=3.8)] + \
            [Para(x, size=7.6, lh=3.7) for x in ref_lines]
    out.append(TwoCol(left, right, wl=78, gap=6))
    if hist:
        rows = [Row([C(Sp("Histórico", b=True, size=7.4, color=NAVY)), C(Sp("Data da coleta", size=7.4, b=True)),
                     C(Sp("Resultado", size=7.4, b=True))], fill=PALE)]
        for d, hr in hist:
            rows.append(Row([C(""), C(d), C(V(hr, unit=True))]))
        out.append(Table([30, 32, 36], rows, lh=3.9, pad=0.15, hpad=1.5, st={"size": 7.8}, box=True,
                         rule_color="#b7c3d3", x=0))
    if note:
        out.append(Para(Sp(note, i=True), size=7.2, lh=3.7, color="#555555"))
    out.append(Space(1.2))
    out.append(Rule(0.15, "#b7c3d3", 1.2))
    return out


def build():
    tsh = res("tsh", "TSH - HORMÔNIO TIREOESTIMULANTE", "4,82", "µUI/mL")
    tsh1 = res("tsh", "TSH - HORMÔNIO TIREOESTIMULANTE", "6,91", "µUI/mL", date=D1)
    tsh2 = res("tsh", "TSH - HORMÔNIO TIREOESTIMULANTE", "9,44", "µUI/mL", date=D2)
    t4 = res("ft4", "T4 LIVRE - TIROXINA LIVRE", "1,08", "ng/dL")
    t41 = res("ft4", "T4 LIVRE - TIROXINA LIVRE", "0,96", "ng/dL", date=D1)
    t42 = res("ft4", "T4 LIVRE - TIROXINA LIVRE", "0,88", "ng/dL", date=D2)
    t3 = res("t3", "T3 TOTAL - TRI-IODOTIRONINA", "102", "ng/dL")
    tpo = res("tpo", "ANTICORPOS ANTITIREOPEROXIDASE (ANTI-TPO)", "> 600", "UI/mL")
    tgab = res("tgab", "ANTICORPOS ANTITIREOGLOBULINA (ANTI-TG)", "inferior a 1,3", "UI/mL")
    vitd = res("vitd", "25-HIDROXIVITAMINA D", "24,6", "ng/mL")
    vitd1 = res("vitd", "25-HIDROXIVITAMINA D", "18,2", "ng/mL", date=D2)
    ca = res("ca", "CÁLCIO TOTAL", "9,4", "mg/dL")

    def header(p, n):
        return [
            Table([22, 160], [Row([
                C(Sp("IPCAM", b=True, color="#ffffff", size=12), align="C", valign="middle", fill=NAVY),
                C(Sp("Instituto de Patologia Clínica do Amazonas", b=True, size=12.5, color=NAVY),
                  Sp("Av. Djalma Batista, 1.719 · Chapada · Manaus/AM · CEP 69050-010 · (92) 3642-5100", size=7.4,
                     color="#555555"),
                  Sp("CNPJ 04.527.663/0001-90 · CNES 2017644 · Diretor técnico: Dr. Raimundo N. Cordeiro · "
                     "CRM-AM 5.118", size=7.4, color="#555555"))])], lh=4.3, pad=0.5, hpad=2.5),
            Space(2),
            Table([70, 56, 56], [
                Row([C(Sp("PACIENTE", size=6.6, color="#777777"), Sp("Rosângela Pereira da Costa", b=True)),
                     C(Sp("DATA DE NASCIMENTO", size=6.6, color="#777777"), "08/06/1972"),
                     C(Sp("ATENDIMENTO", size=6.6, color="#777777"), "0520-00342 · 20/05/2025")]),
                Row([C(Sp("MÉDICO SOLICITANTE", size=6.6, color="#777777"), "Dra. Kátia R. Bessa · CRM-AM 7.041"),
                     C(Sp("COLETA", size=6.6, color="#777777"), Sp("20/05/2025 09:02", b=True)),
                     C(Sp("LIBERAÇÃO", size=6.6, color="#777777"), "22/05/2025 11:47")]),
            ], lh=3.9, pad=0.6, hpad=2, box=True, grid=True, rule_color="#b7c3d3", st={"size": 8.2}),
            Space(1),
        ]

    def footer(p, n):
        return [Rule(0.2, NAVY, 1.2),
                Table([140, 42], [Row([
                    C("IPCAM · Laboratório acreditado DICQ · Laudo emitido em 23/05/2025 08:15",
                      "Próxima avaliação sugerida pelo médico: agosto/2025 · Validade do pedido: 30 dias",
                      size=6.8, color="#666666"),
                    C(f"Página {p} de {n}", align="R", size=7.8)])], lh=3.5, pad=0, hpad=0)]

    p1 = [Para(Sp("HORMÔNIOS TIREOIDIANOS", b=True, size=10.5), lh=5.6, align="C", fill=PALE)]
    p1 += block(["TSH - HORMÔNIO TIREOESTIMULANTE"], "Soro", "Eletroquimioluminescência (ECLIA)", tsh,
                ["Adultos: 0,27 a 4,20 µUI/mL", "Gestantes 1º trimestre: 0,10 a 2,50 µUI/mL"],
                hist=[("12/02/2025", tsh1), ("05/11/2024", tsh2)],
                note="Paciente em uso de levotiroxina (informação do pedido).")
    p1 += block(["T4 LIVRE - TIROXINA LIVRE"], "Soro", "Eletroquimioluminescência (ECLIA)", t4,
                ["0,93 a 1,70 ng/dL"], hist=[("12/02/2025", t41), ("05/11/2024", t42)])
    p1 += block(["T3 TOTAL - TRI-IODOTIRONINA"], "Soro", "Eletroquimioluminescência (ECLIA)", t3,
                ["80 a 200 ng/dL"])
    p2 = [Para(Sp("AUTOIMUNIDADE TIREOIDIANA, VITAMINA D E CÁLCIO", b=True, size=10.5), lh=5.6, align="C",
               fill=PALE)]
    p2 += block(["ANTICORPOS ANTITIREOPEROXIDASE", "(ANTI-TPO)"], "Soro", "Eletroquimioluminescência", tpo,
                ["Inferior a 34 UI/mL"],
                note="Resultado acima do limite superior de medição do método (600 UI/mL).")
    p2 += block(["ANTICORPOS ANTITIREOGLOBULINA", "(ANTI-TG)"], "Soro", "Eletroquimioluminescência", tgab,
                ["Inferior a 115 UI/mL"])
    p2 += block(["25-HIDROXIVITAMINA D"], "Soro", "Quimioluminescência", vitd,
                ["População geral saudável: superior a 20 ng/mL", "Grupos de risco: 30 a 60 ng/mL",
                 "Risco de toxicidade: superior a 100 ng/mL"],
                hist=[("05/11/2024", vitd1)], note="Posicionamento SBPC/ML e SBEM (2017).")
    p2 += block(["CÁLCIO TOTAL"], "Soro", "Colorimétrico (Arsenazo III)", ca, ["8,6 a 10,3 mg/dL"])
    p2 += [Space(6),
           Para(Sp("Dr. Raimundo N. Cordeiro", b=True), "Médico patologista clínico · CRM-AM 5.118",
                "Assinado eletronicamente em 22/05/2025 11:47", align="R", size=8, lh=4)]
    return Doc(id="aj06", lab="Instituto de Patologia Clínica do Amazonas (IPCAM)", collected_default="2025-05-20",
               family="DejaVu Sans", size=8.4, color="#1b1b1b", margins=(14, 10, 14, 9), header=header,
               footer=footer, pages=[p1, p2], title="IPCAM - Laudo",
               meta={"city": "Manaus/AM", "kind": "clinical pathology institute",
                     "features": "thyroid follow-up; block layout with result + reference side by side and a "
                                 "history table of previous results with dates; '> 600' and 'inferior a 1,3'; "
                                 "headings on two lines; vitamin D with previous value"})
