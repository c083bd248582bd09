"""House styles of the six (invented) laboratories.  Each class draws into a layout.Doc.

Every drawing helper that prints a result value receives the gold entry (common.res) and
hands it to Doc.text(res=...), which records it in reading order.
"""
from common import D
from layout import Doc, St, leader

CITY = "Santa Rita do Ribeirão"
UF = "MG"


def _lines(doc, x, y, lines, st, lh):
    for i, t in enumerate(lines):
        doc.text(x, y + i * lh, t, st)
    return len(lines) * lh


# =====================================================================================
# 1. Laboratório São Lucas — local private lab, serif, block layout (heading / material /
#    method / result / reference), "Resultado anterior" lines, flags "Alto"/"Baixo".
# =====================================================================================
class SaoLucas:
    lab = "Laboratório São Lucas de Análises Clínicas Ltda."
    L, Rx = 16.0, 194.0
    base = St("lserif", 9.5)

    def __init__(self, rid, pat):
        self.p = pat
        self.doc = Doc(rid, self.lab, pat["coleta"], top=12, bottom=268)
        self.doc.on_new_page = self.header
        self.header(self.doc)

    def header(self, doc):
        b = self.base
        doc.text(105, 9, "LABORATÓRIO SÃO LUCAS", b.but(size=17, style="B", color="#1d3557"), align="C", h=7)
        doc.text(105, 16, "Análises Clínicas · Desde 1987", b.but(size=9, style="I", color="#1d3557"), align="C")
        doc.text(105, 20.5, "Rua Coronel Almeida, 412 – Centro – %s/%s – CEP 37512-040 – Tel. (35) 3421-7788"
                 % (CITY, UF), b.but(size=7.5), align="C")
        doc.text(105, 24, "CNPJ 12.345.678/0001-90 · CNES 2761504 · Responsável técnico: Dr. Otávio Mendes Carvalho – CRF-MG 9.871",
                 b.but(size=7.5), align="C")
        doc.line(self.L, 29, self.Rx, 29, 0.5, "#1d3557")
        doc.line(self.L, 29.9, self.Rx, 29.9, 0.2, "#1d3557")
        p = self.p
        doc.rect(self.L, 32, self.Rx - self.L, 22, stroke="#555555", lw=0.25)
        s, sb = b.but(size=9), b.but(size=9, style="B")
        y = 33.2
        doc.text(18, y, "Paciente:", s)
        doc.text(35, y, p["nome"], sb)
        doc.text(192, y, "Protocolo: " + p["protocolo"], s, align="R")
        y += 5
        doc.text(18, y, "Data de nascimento: %s      Idade: %s      Sexo: %s" % (D(p["nasc"]), p["idade"], p["sexo"]), s)
        doc.text(192, y, "Convênio: " + p["convenio"], s, align="R")
        y += 5
        doc.text(18, y, "Médico(a): " + p["medico"], s)
        doc.text(192, y, "Pedido médico de " + D(p["pedido"]), s, align="R")
        y += 5
        doc.text(18, y, "Coletado em: %s %s" % (D(p["coleta"]), p["hora"]), sb)
        doc.text(105, y, "Recebido em: %s %s" % (D(p["coleta"]), p["receb"]), s, align="C")
        doc.text(192, y, "Liberado em: %s %s" % (D(p["liberado"]), p["hlib"]), s, align="R")
        doc.y = 58

    def footer(self, doc, i, n):
        s = self.base.but(size=7, color="#444444")
        doc.line(self.L, 281, self.Rx, 281, 0.2, "#1d3557")
        doc.text(self.L, 282, "Laudo liberado eletronicamente. Autenticidade: www.saolucaslab.com.br/laudos – código %s"
                 % self.p["autent"], s)
        doc.text(self.L, 285.5, "Impresso em %s %s" % (D(self.p["impresso"]), self.p["himp"]), s)
        doc.text(self.Rx, 285.5, "Página %d de %d" % (i, n), s, align="R")

    # ---- block -------------------------------------------------------------------
    def block(self, title, material, method, rows, refs, prev=None, notes=(), vx=72, ux=74):
        """title: str or list of lines.  rows: list of (label, res|None, text, unit, flag).
        A row with res prints res['value_text'] (text ignored); label '' -> 'Resultado'."""
        doc, b = self.doc, self.base
        titles = [title] if isinstance(title, str) else title
        lh = 4.6
        h_rows = len(rows) * lh
        h_ref = 3.7 * (len(refs) + 1) if refs else 0
        h = 4.8 * len(titles) + 4.5 + max(h_rows, h_ref) + (4.2 if prev else 0) + 3.6 * len(notes) + 4
        doc.need(h)
        y = doc.y
        for t in titles:
            doc.text(self.L, y, t, b.but(size=10, style="B", color="#1d3557"))
            y += 4.8
        doc.line(self.L, y - 0.3, self.L + 80, y - 0.3, 0.2, "#1d3557")
        doc.text(self.L, y + 0.3, "Material: %s      Método: %s" % (material, method),
                 b.but(size=7.5, style="I", color="#333333"))
        y += 4.5
        y0 = y
        for label, r, text, unit, flag in rows:
            doc.text(self.L + 2, y, label or "Resultado", b.but(size=9.5))
            if r is not None:
                doc.text(vx - 30, y, r["value_text"], b.but(size=9.5, style="B"), w=30, align="R", res=r)
            else:
                doc.text(vx - 30, y, text, b.but(size=9.5, style="B"), w=30, align="R")
            if unit:
                doc.text(ux, y, unit, b.but(size=9.5))
            if flag:
                uw = b.but(size=9.5).width(unit) if unit else 0
                doc.text(ux + uw + 2.5, y, flag, b.but(size=8.5, style="BI", color="#9b1c1c"))
            y += lh
        if refs:
            rx = 120
            doc.text(rx, y0, "Valores de referência:", b.but(size=7.5, style="B"))
            for i, t in enumerate(refs):
                doc.text(rx, y0 + 3.7 * (i + 1), t, b.but(size=7.5), w=self.Rx - rx)
        y = max(y, y0 + h_ref)
        if prev:
            r, txt_before, txt_after = prev
            st = b.but(size=8, style="I", color="#333333")
            w1 = doc.text(self.L + 2, y + 0.4, txt_before, st)
            w2 = doc.text(self.L + 2 + w1, y + 0.4, r["value_text"], st, res=r)
            doc.text(self.L + 2 + w1 + w2, y + 0.4, txt_after, st)
            y += 4.2
        for t in notes:
            doc.text(self.L + 2, y, t, b.but(size=7.3, color="#333333"), w=self.Rx - self.L - 2)
            y += 3.6
        doc.y = y + 4

    def table(self, rows, head=None, vx=92, ux=94, rx=128, lh=4.4):
        """rows: ('sub', text) or (label, res, unit, ref, flag)."""
        doc, b = self.doc, self.base
        s = b.but(size=9)
        if head:
            doc.need(lh * 2)
            hs = b.but(size=7.5, style="B", color="#1d3557")
            doc.text(self.L + 2, doc.y, head[0], hs)
            doc.text(vx, doc.y, head[1], hs, align="R")
            doc.text(rx, doc.y, head[2], hs)
            doc.y += lh - 0.6
        for row in rows:
            doc.need(lh)
            y = doc.y
            if row[0] == "sub":
                doc.text(self.L + 2, y + 0.6, row[1], b.but(size=8.5, style="BI", color="#1d3557"))
                doc.y += lh + 0.6
                continue
            label, r, unit, ref, flag = row
            doc.text(self.L + 4, y, leader(label, s, vx - 30 - self.L - 6), s)
            doc.text(vx - 24, y, r["value_text"], s.but(style="B"), w=24, align="R", res=r)
            if unit:
                doc.text(ux, y, unit, s)
            if flag:
                doc.text(ux + (s.width(unit) + 2 if unit else 0), y, flag, b.but(size=8, style="BI", color="#9b1c1c"))
            if ref:
                doc.text(rx, y, ref, b.but(size=8), w=self.Rx - rx)
            doc.y += lh
        doc.y += 1.5

    def note(self, text):
        doc = self.doc
        doc.need(4)
        doc.text(self.L + 2, doc.y, text, self.base.but(size=7.5, style="I", color="#333333"), w=self.Rx - self.L - 2)
        doc.y += 3.7

    def title_bar(self, text):
        doc = self.doc
        doc.need(9)
        doc.rect(self.L, doc.y, self.Rx - self.L, 5.6, fill="#e6ebf2")
        doc.text(105, doc.y + 0.3, text, self.base.but(size=9.5, style="B", color="#1d3557"), align="C", h=5)
        doc.y += 8

    def signature(self, name, title, reg):
        doc, b = self.doc, self.base
        doc.need(16)
        y = doc.y + 4
        doc.line(120, y + 4, 190, y + 4, 0.25, "#333333")
        doc.text(155, y + 4.6, name, b.but(size=8.5, style="B"), align="C")
        doc.text(155, y + 8.4, "%s – %s" % (title, reg), b.but(size=7.5), align="C")
        doc.y = y + 13


# =====================================================================================
# 2. Biolab — local private lab, condensed sans, two-column item lists with dotted
#    leaders, reference in small grey under the item, flags H / L.
# =====================================================================================
class Biolab:
    lab = "Biolab Análises Clínicas Ltda."
    L, Rx = 14.0, 196.0
    base = St("sansc", 8.5)
    TEAL = "#0f766e"

    def __init__(self, rid, pat):
        self.p = pat
        self.doc = Doc(rid, self.lab, pat["coleta"], top=10, bottom=272)
        self.doc.on_new_page = self.header
        self.header(self.doc)

    def header(self, doc):
        b, p = self.base, self.p
        doc.rect(self.L, 9, 30, 15, fill=self.TEAL)
        doc.text(self.L + 15, 10.5, "BIOLAB", b.but(size=14, style="B", color="#ffffff"), align="C", h=7)
        doc.text(self.L + 15, 17.8, "análises clínicas", b.but(size=7, color="#ffffff"), align="C", h=4)
        doc.text(48, 9, "Biolab Análises Clínicas Ltda.", b.but(size=11.5, style="B", color=self.TEAL), h=5.5)
        doc.text(48, 14.5, "Av. Presidente Tancredo Neves, 1.987 – Jardim Primavera – %s/%s – (35) 3422-0451"
                 % (CITY, UF), b.but(size=7.5))
        doc.text(48, 18, "CNPJ 23.456.789/0001-12 · CNES 3104226 · RT: Dr. Fábio Henrique Lacerda – CRF-MG 18.442",
                 b.but(size=7.5))
        doc.text(48, 21.5, "Seg. a sex. 6h30 às 17h · Sáb. 7h às 11h · coleta domiciliar", b.but(size=7.5, style="I"))
        doc.text(self.Rx, 9, "LAUDO Nº " + p["laudo"], b.but(size=9, style="B"), align="R")
        doc.rect(self.L, 27, self.Rx - self.L, 18, fill="#eef3f2")
        s, sb = b.but(size=8.5), b.but(size=8.5, style="B")
        rows = [
            [("Nome:", p["nome"], 16), ("Sexo:", p["sexo"], 120), ("Nasc.:", "%s (%s)" % (D(p["nasc"]), p["idade"]), 145)],
            [("Médico:", p["medico"], 16), ("Convênio:", p["convenio"], 145)],
            [("Coleta:", "%s %s" % (D(p["coleta"]), p["hora"]), 16), ("Recebido:", "%s %s" % (D(p["receb"]), p["hreceb"]), 74),
             ("Emissão:", D(p["emissao"]), 145)],
        ]
        if p.get("extra"):
            rows.append(p["extra"])
        y = 28 if len(rows) == 4 else 29
        for row in rows:
            for lab, val, x in row:
                w = doc.text(x, y, lab, sb)
                doc.text(x + w + 0.8, y, val, s)
            y += 4.1 if len(rows) == 4 else 5
        doc.y = 49

    def footer(self, doc, i, n):
        s = self.base.but(size=7, color="#555555")
        doc.line(self.L, 282, self.Rx, 282, 0.3, self.TEAL)
        doc.text(self.L, 283, "Os resultados devem ser interpretados pelo médico, em conjunto com dados clínicos. "
                 "Laudo assinado digitalmente.", s)
        doc.text(self.L, 286.3, "Atendimento %s · impresso em %s" % (self.p["laudo"], D(self.p["impresso"])), s)
        doc.text(self.Rx, 286.3, "Pág. %d/%d" % (i, n), s, align="R")

    def section(self, text, sub=None):
        doc, b = self.doc, self.base
        doc.need(14)
        doc.text(self.L, doc.y, text, b.but(size=10, style="B", color=self.TEAL), h=5)
        doc.line(self.L, doc.y + 5.2, self.Rx, doc.y + 5.2, 0.4, self.TEAL)
        doc.y += 6
        if sub:
            doc.text(self.L, doc.y, sub, b.but(size=7.3, style="I", color="#444444"))
            doc.y += 3.8
        doc.y += 1

    # item in a column: name ....: value unit flag / VR line
    def item(self, x0, y, name, r, unit, ref, flag="", colw=88, namew=50, vw=16):
        doc, b = self.doc, self.base
        names = name if isinstance(name, list) else [name]
        for i, nm in enumerate(names[:-1]):
            doc.text(x0, y + 4 * i, nm, b)
        y2 = y + 4 * (len(names) - 1)
        doc.text(x0, y2, leader(names[-1], b, namew, tail=":"), b, w=namew)
        doc.text(x0 + namew, y2, r["value_text"], b.but(style="B"), w=vw, align="R", res=r)
        ux = x0 + namew + vw + 1.2
        if unit:
            doc.text(ux, y2, unit, b)
        if flag:
            fx = ux + (b.width(unit) + 1.5 if unit else 0)
            doc.text(fx, y2, flag, b.but(style="B", color="#b91c1c"))
        if ref:
            doc.text(x0 + 3, y2 + 3.7, ref, b.but(size=7, color="#555555"), w=colw - 3)
            return 4 * len(names) + 3.7 + 1.2
        return 4 * len(names) + 0.6

    def item2(self, x0, y, name, rp, ra, ref, flagp="", flaga="", namew=30):
        """differential: name ....: pct %  abs /mm³"""
        doc, b = self.doc, self.base
        doc.text(x0, y, leader(name, b, namew, tail=":"), b, w=namew)
        doc.text(x0 + namew, y, rp["value_text"], b.but(style="B"), w=10, align="R", res=rp)
        doc.text(x0 + namew + 11, y, "%", b)
        if flagp:
            doc.text(x0 + namew + 14, y, flagp, b.but(style="B", color="#b91c1c"))
        doc.text(x0 + namew + 18, y, ra["value_text"], b.but(style="B"), w=14, align="R", res=ra)
        doc.text(x0 + namew + 33, y, "/mm³", b)
        if flaga:
            doc.text(x0 + namew + 41, y, flaga, b.but(style="B", color="#b91c1c"))
        doc.text(x0 + 3, y + 3.7, ref, b.but(size=7, color="#555555"))
        return 8.9

    def columns(self, left, right, x_right=108):
        """left/right: lists of callables f(x0, y) -> height.  Left column first (reading order)."""
        doc = self.doc
        hl = sum(f(None, None, measure_only=True) for f in left)
        hr = sum(f(None, None, measure_only=True) for f in right)
        doc.need(max(hl, hr))
        y0 = doc.y
        y = y0
        for f in left:
            y += f(self.L, y)
        yl = y
        y = y0
        for f in right:
            y += f(x_right, y)
        doc.line(x_right - 3, y0, x_right - 3, max(yl, y) - 1, 0.15, "#9bbab6")
        doc.y = max(yl, y) + 1.5

    def note(self, text, size=7.2):
        doc = self.doc
        doc.need(4)
        doc.text(self.L, doc.y, text, self.base.but(size=size, style="I", color="#444444"), w=self.Rx - self.L)
        doc.y += 3.6

    def signature(self, name, reg):
        doc, b = self.doc, self.base
        doc.need(15)
        y = doc.y + 3
        doc.text(self.Rx, y, "Liberado em %s %s por:" % (D(self.p["liberado"]), self.p["hlib"]), b.but(size=7.5), align="R")
        doc.text(self.Rx, y + 4, name, b.but(size=8.5, style="B"), align="R")
        doc.text(self.Rx, y + 7.8, reg, b.but(size=7.5), align="R")
        doc.y = y + 12


# =====================================================================================
# 3. Rede Vale Diagnósticos — regional chain, Carlito, coloured bar header, ruled table
#    Exame | Resultado | Unidade | Valores de referência, arrows ↑ ↓ beside the value,
#    "Resultados anteriores" cumulative table.
# =====================================================================================
class RedeVale:
    lab = "Rede Vale Diagnósticos – Unidade Santa Rita Centro"
    L, Rx = 12.0, 198.0
    base = St("carlito", 9.5)
    BLUE = "#1f5f8b"
    # columns
    XN, XV, XU, XR = 12.0, 114.0, 118.0, 146.0

    def __init__(self, rid, pat):
        self.p = pat
        self.doc = Doc(rid, self.lab, pat["coleta"], top=10, bottom=276)
        self.doc.on_new_page = self.header
        self.header(self.doc)

    def header(self, doc):
        b, p = self.base, self.p
        doc.rect(0, 0, 210, 21, fill=self.BLUE)
        doc.text(12, 4, "REDE VALE", b.but(size=20, style="B", color="#ffffff"), h=8)
        doc.text(12, 12.5, "DIAGNÓSTICOS · Medicina Laboratorial", b.but(size=9, color="#d6e6f2"))
        doc.text(198, 4.5, "Unidade Santa Rita – Centro", b.but(size=9.5, style="B", color="#ffffff"), align="R")
        doc.text(198, 9, "Av. Governador Valadares, 1.120 – Centro – %s/%s" % (CITY, UF),
                 b.but(size=8, color="#ffffff"), align="R")
        doc.text(198, 13, "CNPJ 34.567.890/0007-45 · CNES 6620341 · Central 0800 940 2211",
                 b.but(size=8, color="#ffffff"), align="R")
        lab = b.but(size=6.8, color="#6b7785", style="B")
        val = b.but(size=9.5, style="B")
        cells = [
            [("PACIENTE", p["nome"], 12), ("DATA DE NASCIMENTO", "%s · %s" % (D(p["nasc"]), p["idade"]), 120),
             ("SEXO", p["sexo"], 170)],
            [("MÉDICO SOLICITANTE", p["medico"], 12), ("ORDEM DE SERVIÇO", p["os"], 120), ("CONVÊNIO", p["convenio"], 170)],
            [("DATA DA COLETA", "%s às %s" % (D(p["coleta"]), p["hora"]), 12), ("CADASTRO", D(p["cadastro"]), 60),
             ("PREVISÃO DE ENTREGA", D(p["previsao"]), 120), ("LIBERAÇÃO", D(p["liberado"]), 170)],
        ]
        y = 24
        for row in cells:
            for lt, vt, x in row:
                doc.text(x, y, lt, lab, h=3)
                doc.text(x, y + 3, vt, val, h=4.4)
            y += 8.6
        doc.line(12, y + 0.5, 198, y + 0.5, 0.3, self.BLUE)
        doc.y = y + 3

    def footer(self, doc, i, n):
        s = self.base.but(size=7.5, color="#6b7785")
        doc.line(12, 283, 198, 283, 0.2, "#b9c4cf")
        doc.text(12, 284, "Rede Vale Diagnósticos · Acesse seus resultados em redevale-diag.com.br · "
                 "OS %s · Emitido em %s" % (self.p["os"], D(self.p["impresso"])), s)
        doc.text(198, 284, "%d/%d" % (i, n), s, align="R")

    def table_head(self):
        doc, b = self.doc, self.base
        doc.need(12)
        y = doc.y
        doc.rect(12, y, 186, 5.4, fill="#e8eef3")
        h = b.but(size=7.5, style="B", color="#3b4856")
        doc.text(self.XN + 1.5, y + 0.4, "EXAME", h, h=4.6)
        doc.text(self.XV, y + 0.4, "RESULTADO", h, h=4.6, align="R")
        doc.text(self.XU, y + 0.4, "UNIDADE", h, h=4.6)
        doc.text(self.XR, y + 0.4, "VALORES DE REFERÊNCIA", h, h=4.6)
        doc.y = y + 6.5

    def section(self, title, meta=None, head=True):
        doc, b = self.doc, self.base
        doc.need(22)
        doc.text(12, doc.y, title, b.but(size=11, style="B", color=self.BLUE), h=5.5)
        doc.y += 5.6
        if meta:
            doc.text(12, doc.y, meta, b.but(size=7.8, color="#6b7785"))
            doc.y += 4
        doc.y += 0.8
        if head:
            self.table_head()

    def row(self, name, r, unit, refs, flag=""):
        doc, b = self.doc, self.base
        names = name if isinstance(name, list) else [name]
        refs = refs if isinstance(refs, list) else [refs]
        lh = 4.3
        n = max(len(names), len(refs))
        h = n * lh + 1.6
        doc.need(h)
        y = doc.y
        for i, nm in enumerate(names):
            doc.text(self.XN + 1.5, y + i * lh, nm, b, w=self.XV - 28 - self.XN)
        vy = y + (len(names) - 1) * lh
        doc.text(self.XV - 24, vy, r["value_text"], b.but(style="B"), w=24, align="R", res=r)
        if flag:
            doc.text(self.XV + 0.8, vy, flag, b.but(style="B", color="#c0392b"))
        doc.text(self.XU, vy, unit, b, w=self.XR - self.XU - 1)
        for i, t in enumerate(refs):
            doc.text(self.XR, y + i * lh, t, b.but(size=8.3, color="#3b4856"), w=self.Rx - self.XR)
        doc.line(12, y + h - 0.6, 198, y + h - 0.6, 0.15, "#cfd6dd")
        doc.y = y + h

    def note(self, text, size=7.8, italic=True):
        doc = self.doc
        doc.need(4.2)
        doc.text(13.5, doc.y, text, self.base.but(size=size, style="I" if italic else "", color="#4a5866"),
                 w=self.Rx - 13.5)
        doc.y += 3.9

    def gap(self, h=3):
        self.doc.y += h

    def history(self, title, dates, rows):
        """rows: (name, unit, [res or None per date]).  Earlier results with their own date."""
        doc, b = self.doc, self.base
        n = len(dates)
        h = 6 + 5.4 + len(rows) * 5 + 2
        doc.need(h + 6)
        doc.text(12, doc.y, title, b.but(size=11, style="B", color=self.BLUE), h=5.5)
        doc.y += 6.4
        y = doc.y
        doc.rect(12, y, 186, 5.4, fill="#e8eef3")
        hs = b.but(size=7.5, style="B", color="#3b4856")
        doc.text(13.5, y + 0.4, "EXAME", hs, h=4.6)
        doc.text(84, y + 0.4, "UNIDADE", hs, h=4.6)
        cx = [130 + 32 * i for i in range(n)]
        for x, dt in zip(cx, dates):
            doc.text(x, y + 0.4, D(dt), hs, h=4.6, align="R")
        y += 6.2
        for name, unit, cells in rows:
            doc.text(13.5, y, name, b)
            doc.text(84, y, unit, b)
            for x, r in zip(cx, cells):
                if r is None:
                    doc.text(x, y, "—", b.but(color="#8a96a3"), align="R")
                else:
                    doc.text(x - 24, y, r["value_text"], b, w=24, align="R", res=r)
            doc.line(12, y + 4.6, 198, y + 4.6, 0.15, "#cfd6dd")
            y += 5
        doc.y = y + 2

    def signature(self, names):
        doc, b = self.doc, self.base
        doc.need(16)
        y = doc.y + 4
        x = 198
        for name, reg in reversed(names):
            doc.text(x, y, name, b.but(size=9, style="B"), align="R")
            doc.text(x, y + 4.2, reg, b.but(size=8, color="#4a5866"), align="R")
            x -= 70
        doc.y = y + 10


# =====================================================================================
# 4. Laboratório Municipal — public lab, monospaced legacy system, upper case, dotted
#    leaders, reference range printed BEFORE the result, flags ALTO / BAIXO, no rules
#    except rows of '-' / '=' characters.
# =====================================================================================
class Municipal:
    lab = "Laboratório Municipal de Análises Clínicas – LMAC (SMS %s)" % CITY
    L, Rx = 12.0, 198.0
    base = St("lmono", 8)
    XN, XR, XV, XU, XF = 12.0, 64.0, 150.0, 152.0, 178.0  # XV = right edge of result

    def __init__(self, rid, pat):
        self.p = pat
        self.doc = Doc(rid, self.lab, pat["coleta"], top=10, bottom=276)
        self.doc.on_new_page = self.header
        self.header(self.doc)

    def rule(self, y, ch="-"):
        b = self.base
        n = int((self.Rx - self.L) / b.width(ch))
        self.doc.text(self.L, y, ch * n, b, h=3.4)

    def header(self, doc):
        b, p = self.base, self.p
        bb = b.but(style="B")
        doc.text(105, 9, "PREFEITURA MUNICIPAL DE %s" % CITY.upper(), bb.but(size=9.5), align="C")
        doc.text(105, 13, "SECRETARIA MUNICIPAL DE SAÚDE", bb, align="C")
        doc.text(105, 16.6, "LABORATÓRIO MUNICIPAL DE ANÁLISES CLÍNICAS - LMAC", bb, align="C")
        doc.text(105, 20.2, "RUA DOS EXPEDICIONÁRIOS, 77 - VILA OPERÁRIA - CNES 2190897 - FONE (35) 3429-1500", b.but(size=7), align="C")
        self.rule(23.5, "=")
        rows = [
            ("PACIENTE....: " + p["nome"], "PRONTUÁRIO: " + p["pront"]),
            ("CNS.........: " + p["cns"], "NASCIMENTO: %s  IDADE: %s" % (D(p["nasc"]), p["idade"])),
            ("SEXO........: " + p["sexo"], "REQUISIÇÃO: " + p["req"]),
            ("UNIDADE.....: " + p["unidade"], "DATA REQ..: " + D(p["pedido"])),
            ("SOLICITANTE.: " + p["medico"], "DATA COLETA: " + D(p["coleta"])),
        ]
        y = 26.5
        for a, c in rows:
            doc.text(self.L, y, a, b)
            doc.text(120, y, c, b)
            y += 3.6
        self.rule(y)
        y += 3.2
        hb = b.but(style="B")
        doc.text(self.XN, y, "EXAME", hb)
        doc.text(self.XR, y, "VALORES DE REFERÊNCIA", hb)
        doc.text(self.XV, y, "RESULTADO", hb, align="R")
        doc.text(self.XU, y, "UNIDADE", hb)
        doc.text(self.XF, y, "OBS", hb)
        y += 3.4
        self.rule(y)
        doc.y = y + 4

    def footer(self, doc, i, n):
        b = self.base.but(size=7)
        self.rule(279)
        doc.text(self.L, 282, "LAUDO EMITIDO EM %s %s - SISLAB v2.3.1 - USUARIO: %s" % (
            D(self.p["impresso"]), self.p["himp"], self.p["usuario"]), b)
        doc.text(self.Rx, 282, "FOLHA %d/%d" % (i, n), b, align="R")
        doc.text(self.L, 285.3, "DOCUMENTO SEM VALOR PARA FINS JUDICIAIS. RESULTADOS A CRITÉRIO DO MÉDICO ASSISTENTE.", b)

    def exam(self, title, material, extra=None):
        doc, b = self.doc, self.base
        doc.need(16)
        doc.text(self.L, doc.y, title, b.but(style="B", size=8.5))
        doc.y += 3.7
        doc.text(self.L, doc.y, "MATERIAL: " + material + ("   " + extra if extra else ""), b.but(size=7))
        doc.y += 4.2

    def row(self, name, r, unit, refs, flag="", dots=True, namew=52):
        doc, b = self.doc, self.base
        refs = refs if isinstance(refs, list) else [refs]
        names = name if isinstance(name, list) else [name]
        lh = 3.6
        n = max(len(refs), len(names))
        doc.need(n * lh + 0.6)
        y = doc.y
        for i, nm in enumerate(names):
            last = i == len(names) - 1
            doc.text(self.XN, y + i * lh, leader(nm, b, namew) if (dots and last) else nm, b, w=namew + 0.5)
        for i, t in enumerate(refs):
            doc.text(self.XR, y + i * lh, t, b, w=self.XV - 28 - self.XR)
        vy = y + (len(names) - 1) * lh
        doc.text(self.XV - 26, vy, r["value_text"], b.but(style="B"), w=26, align="R", res=r)
        doc.text(self.XU, vy, unit, b, w=self.XF - self.XU - 1)
        if flag:
            doc.text(self.XF, vy, flag, b.but(style="B"))
        doc.y = y + n * lh + 0.6

    def row2(self, name, rp, ra, refs, flag=""):
        """differential: NAME .... | ref | pct % | abs /mm³ (the absolute goes in the unit area)."""
        doc, b = self.doc, self.base
        y = doc.y
        doc.need(4.2)
        doc.text(self.XN, y, leader(name, b, 34), b)
        doc.text(self.XR - 18, y, rp["value_text"], b.but(style="B"), w=10, align="R", res=rp)
        doc.text(self.XR - 7.5, y, "%", b)
        doc.text(self.XR, y, refs, b, w=self.XV - 28 - self.XR)
        doc.text(self.XV - 26, y, ra["value_text"], b.but(style="B"), w=26, align="R", res=ra)
        doc.text(self.XU, y, "/mm³", b)
        if flag:
            doc.text(self.XF, y, flag, b.but(style="B"))
        doc.y = y + 4.2

    def text(self, t, style="", size=8, dy=3.6):
        doc = self.doc
        doc.need(dy)
        doc.text(self.L, doc.y, t, self.base.but(style=style, size=size), w=self.Rx - self.L)
        doc.y += dy

    def gap(self, h=2.5):
        self.doc.y += h

    def signature(self, name, reg):
        doc, b = self.doc, self.base
        doc.need(14)
        y = doc.y + 3
        doc.text(130, y, "_" * 34, b)
        doc.text(150, y + 4, name, b.but(style="B"), align="C")
        doc.text(150, y + 7.6, reg, b, align="C")
        doc.y = y + 12


# =====================================================================================
# 5. Hospital Santa Clara — hospital lab, DejaVu Sans small, boxed header, full grid
#    table with a per-row collection date/time column, flags H / L in their own column,
#    cumulative "Evolução" table.
# =====================================================================================
class Hospital:
    lab = "Hospital Santa Clara – Serviço de Patologia Clínica"
    L, Rx = 10.0, 200.0
    base = St("sans", 7.6)
    # columns: name, result(right edge), flag, unit, ref, coleta
    COLS = [(10, 62), (72, 22), (94, 7), (101, 25), (126, 46), (172, 28)]

    def __init__(self, rid, pat):
        self.p = pat
        self.doc = Doc(rid, self.lab, pat["coleta"], top=10, bottom=272)
        self.doc.on_new_page = self.header
        self.header(self.doc)

    def header(self, doc):
        b, p = self.base, self.p
        doc.rect(10, 8, 190, 17, stroke="#000000", lw=0.35)
        doc.rect(10, 8, 17, 17, fill="#7a1f2b")
        doc.text(18.5, 11.2, "HSC", b.but(size=11, style="B", color="#ffffff"), align="C", h=5)
        doc.text(18.5, 16.6, "1952", b.but(size=6.5, color="#ffffff"), align="C", h=3)
        doc.text(30, 9.3, "HOSPITAL SANTA CLARA", b.but(size=12, style="B", color="#7a1f2b"), h=5.5)
        doc.text(30, 15, "Associação Beneficente Santa Clara · Serviço de Patologia Clínica – Laboratório Central",
                 b.but(size=7.2))
        doc.text(30, 18.6, "Praça Dom Bosco, 250 – Centro – %s/%s · CNES 2146703 · Laboratório 24 h: (35) 3429-8100"
                 % (CITY, UF), b.but(size=7.2))
        doc.text(30, 22, "Diretor técnico do laboratório: Dr. Rogério Faria Bastos – CRM-MG 38.119 – RQE 21.774",
                 b.but(size=7.2))
        # patient grid
        g = [
            [("Paciente", p["nome"], 10, 96), ("Atendimento", p["atend"], 106, 30), ("Prontuário", p["pront"], 136, 30),
             ("Data nasc.", D(p["nasc"]), 166, 34)],
            [("Médico", p["medico"], 10, 96), ("Setor / leito", p["leito"], 106, 30), ("Convênio", p["convenio"], 136, 30),
             ("Sexo / idade", "%s / %s" % (p["sexo"], p["idade"]), 166, 34)],
            [("Admissão", p["admissao"], 10, 48), ("Pedido", p["pedido_txt"], 58, 48),
             ("Liberação", p["liberacao"], 106, 60), ("Emissão", p["emissao"], 166, 34)],
        ]
        y = 27
        for row in g:
            for lab, val, x, w in row:
                doc.rect(x, y, w, 8, stroke="#000000", lw=0.2)
                doc.text(x + 1, y + 0.3, lab, b.but(size=6.2, color="#555555"), h=3)
                doc.text(x + 1, y + 3.4, val, b.but(size=8, style="B"), h=4.2, w=w - 1.5)
            y += 8
        doc.y = y + 3

    def footer(self, doc, i, n):
        s = self.base.but(size=6.8, color="#333333")
        doc.line(10, 281, 200, 281, 0.3, "#7a1f2b")
        doc.text(10, 282, "H = acima do intervalo de referência; L = abaixo. Exames realizados no Laboratório Central do Hospital Santa Clara.", s)
        doc.text(10, 285.3, "Emitido em %s por %s" % (self.p["emissao"], self.p["usuario"]), s)
        doc.text(200, 285.3, "Página %d de %d" % (i, n), s, align="R")

    def head(self, cols_title=("Exame", "Resultado", "", "Unidade", "Intervalo de referência", "Coleta")):
        doc, b = self.doc, self.base
        doc.need(14)
        y = doc.y
        hb = b.but(size=7.2, style="B", color="#ffffff")
        doc.rect(10, y, 190, 4.6, fill="#5b5b5b")
        for (x, w), t in zip(self.COLS, cols_title):
            if not t:
                continue
            al = "R" if t == "Resultado" else "L"
            doc.text(x + 1 if al == "L" else x + w - 1, y + 0.3, t, hb, h=4, align=al)
        doc.y = y + 4.6

    def group(self, title):
        doc, b = self.doc, self.base
        doc.need(10)
        y = doc.y
        doc.rect(10, y, 190, 4.4, fill="#ececec", stroke="#9a9a9a", lw=0.15)
        doc.text(11, y + 0.3, title, b.but(size=7.6, style="B"), h=3.9)
        doc.y = y + 4.4

    def row(self, name, r, flag, unit, ref, when):
        doc, b = self.doc, self.base
        names = name if isinstance(name, list) else [name]
        refs = ref if isinstance(ref, list) else [ref]
        lh = 3.5
        n = max(len(names), len(refs))
        h = n * lh + 0.9
        doc.need(h)
        y = doc.y
        for i, nm in enumerate(names):
            doc.text(11, y + 0.45 + i * lh, nm, b, w=60)
        vy = y + 0.45 + (len(names) - 1) * lh
        doc.text(72, vy, r["value_text"], b.but(style="B"), w=21, align="R", res=r)
        if flag:
            doc.text(94, vy, flag, b.but(style="B"), w=7, align="C")
        doc.text(102, vy, unit, b, w=24)
        for i, t in enumerate(refs):
            doc.text(127, y + 0.45 + i * lh, t, b.but(size=7), w=45)
        doc.text(173, vy, when, b.but(size=7), w=27)
        for x, w in self.COLS:
            doc.line(x, y, x, y + h, 0.15, "#9a9a9a")
        doc.line(200, y, 200, y + h, 0.15, "#9a9a9a")
        doc.line(10, y + h, 200, y + h, 0.15, "#9a9a9a")
        doc.y = y + h

    def note(self, text, size=7):
        doc = self.doc
        doc.need(3.8)
        doc.text(10, doc.y + 0.4, text, self.base.but(size=size, style="I"), w=190)
        doc.y += 3.5

    def gap(self, h=3):
        self.doc.y += h

    def cumul(self, title, dates, rows):
        """dates: list of (iso, hh:mm); rows: (name_lines, unit, [(res|None, flag)], ref)."""
        doc, b = self.doc, self.base
        doc.need(20)
        doc.text(10, doc.y, title, b.but(size=9, style="B", color="#7a1f2b"), h=4.6)
        doc.y += 5.2
        y = doc.y
        cols = [(10, 50), (60, 22)] + [(82 + 24 * i, 24) for i in range(len(dates))]
        xr = 82 + 24 * len(dates)
        cols.append((xr, 200 - xr))
        doc.rect(10, y, 190, 8, fill="#5b5b5b")
        hb = b.but(size=7.2, style="B", color="#ffffff")
        doc.text(11, y + 2, "Exame", hb, h=4)
        doc.text(61, y + 2, "Unidade", hb, h=4)
        for i, (dt, hh) in enumerate(dates):
            x, w = cols[2 + i]
            doc.text(x + w - 1.5, y + 0.2, D(dt), hb, h=3.8, align="R")
            doc.text(x + w - 1.5, y + 3.9, hh, hb, h=3.8, align="R")
        doc.text(xr + 1, y + 2, "Referência", hb, h=4)
        y += 8
        lh = 3.5
        for names, unit, cells, ref in rows:
            names = names if isinstance(names, list) else [names]
            h = len(names) * lh + 1
            doc.need(h)
            for i, nm in enumerate(names):
                doc.text(11, y + 0.5 + i * lh, nm, b, w=49)
            vy = y + 0.5 + (len(names) - 1) * lh
            doc.text(61, vy, unit, b, w=21)
            for (x, w), (r, flag) in zip(cols[2:], cells):
                if r is None:
                    doc.text(x + w - 7, vy, "---", b.but(color="#777777"), w=5, align="R")
                    continue
                doc.text(x + 1, vy, r["value_text"], b.but(style="B"), w=w - 8, align="R", res=r)
                if flag:
                    doc.text(x + w - 6.2, vy, flag, b.but(style="B"), w=5)
            doc.text(xr + 1, vy, ref, b.but(size=7), w=200 - xr - 1.5)
            for x, w in cols:
                doc.line(x, y, x, y + h, 0.15, "#9a9a9a")
            doc.line(200, y, 200, y + h, 0.15, "#9a9a9a")
            doc.line(10, y + h, 200, y + h, 0.15, "#9a9a9a")
            y += h
        doc.y = y + 2

    def signature(self, lines):
        doc, b = self.doc, self.base
        doc.need(5 + 4 * len(lines))
        y = doc.y + 3
        for i, (t, st) in enumerate(lines):
            doc.text(10, y + 3.8 * i, t, b.but(**st))
        doc.y = y + 4 * len(lines) + 1


# =====================================================================================
# 6. Laboratório Lagoa Serena — small lab in the neighbouring town, Liberation Serif,
#    two-column leader lists, asterisk flags, "inferior a" / "superior a", plus blocks.
# =====================================================================================
class Lagoa:
    lab = "Laboratório de Análises Clínicas Lagoa Serena"
    L, Rx = 15.0, 195.0
    base = St("lserif", 9.5)
    GREEN = "#2f4f2f"

    def __init__(self, rid, pat):
        self.p = pat
        self.doc = Doc(rid, self.lab, pat["coleta"], top=10, bottom=270)
        self.doc.on_new_page = self.header
        self.header(self.doc)

    def header(self, doc):
        b, p = self.base, self.p
        doc.text(105, 8, "LABORATÓRIO DE ANÁLISES CLÍNICAS LAGOA SERENA",
                 b.but(size=13, style="B", color=self.GREEN), align="C", h=6)
        doc.text(105, 14, "Dr. Antônio Carlos Vilela Prado – Farmacêutico-Bioquímico – CRF-MG 6.215",
                 b.but(size=8.5, style="I"), align="C")
        doc.text(105, 18, "Rua Padre Anchieta, 58 – Centro – Lagoa Serena/MG – CEP 37538-000 – Fone/WhatsApp (35) 3455-1290",
                 b.but(size=8), align="C")
        doc.line(self.L, 23, self.Rx, 23, 0.6, self.GREEN)
        s = b.but(size=9.5)
        sb = b.but(size=9.5, style="B")
        y = 25
        doc.text(self.L, y, "Paciente: ", s)
        doc.text(self.L + 16, y, p["nome"], sb)
        doc.text(self.Rx, y, "Registro: " + p["registro"], s, align="R")
        y += 4.8
        doc.text(self.L, y, "Idade: %s   (nasc. %s)" % (p["idade"], D(p["nasc"])), s)
        doc.text(105, y, "Sexo: " + p["sexo"], s)
        doc.text(self.Rx, y, "Convênio: " + p["convenio"], s, align="R")
        y += 4.8
        doc.text(self.L, y, "Solicitante: " + p["medico"], s)
        y += 4.8
        doc.text(self.L, y, "Data da coleta: %s" % D(p["coleta"]), sb)
        doc.text(105, y, "Entrega prevista: %s" % D(p["previsao"]), s)
        doc.text(self.Rx, y, "Emitido: %s" % D(p["impresso"]), s, align="R")
        doc.line(self.L, y + 5.6, self.Rx, y + 5.6, 0.3, self.GREEN)
        doc.y = y + 8

    def footer(self, doc, i, n):
        s = self.base.but(size=7.5, style="I", color="#333333")
        doc.line(self.L, 281, self.Rx, 281, 0.3, self.GREEN)
        doc.text(self.L, 282, "(*) Resultado fora do intervalo de referência. Resultados conferidos e liberados pelo responsável técnico.", s)
        doc.text(self.Rx, 285.6, "Folha %d/%d" % (i, n), s, align="R")
        doc.text(self.L, 285.6, "Laudo nº %s" % self.p["registro"], s)

    def section(self, text):
        doc, b = self.doc, self.base
        doc.need(14)
        doc.text(105, doc.y, text, b.but(size=10.5, style="B", color=self.GREEN), align="C", h=5)
        w = b.but(size=10.5, style="B").width(text)
        doc.line(105 - w / 2, doc.y + 5.1, 105 + w / 2, doc.y + 5.1, 0.3, self.GREEN)
        doc.y += 7.5

    def meta(self, text):
        doc = self.doc
        doc.text(self.L, doc.y, text, self.base.but(size=8, style="I", color="#333333"), w=self.Rx - self.L)
        doc.y += 4.2

    def item(self, x0, y, name, r, unit, ref, flag="", namew=47, vw=17, colw=86):
        doc, b = self.doc, self.base
        names = name if isinstance(name, list) else [name]
        for i, nm in enumerate(names[:-1]):
            doc.text(x0, y + 4.4 * i, nm, b)
        y2 = y + 4.4 * (len(names) - 1)
        doc.text(x0, y2, leader(names[-1], b, namew, tail=":"), b, w=namew)
        doc.text(x0 + namew, y2, r["value_text"], b.but(style="B"), w=vw, align="R", res=r)
        if flag:
            doc.text(x0 + namew + vw + 0.3, y2 - 0.6, flag, b.but(style="B"))
        if unit:
            doc.text(x0 + namew + vw + 3.2, y2, unit, b.but(size=8.5), w=colw - namew - vw - 3.2)
        if ref:
            doc.text(x0 + 4, y2 + 4.1, ref, b.but(size=7.6, style="I", color="#333333"), w=colw - 4)
            return 4.4 * len(names) + 4.1 + 1.0
        return 4.4 * len(names) + 0.6

    def columns(self, left, right, x_right=108):
        doc = self.doc
        hl = sum(f(None, None, measure_only=True) for f in left)
        hr = sum(f(None, None, measure_only=True) for f in right)
        doc.need(max(hl, hr))
        y0 = doc.y
        y = y0
        for f in left:
            y += f(self.L, y)
        yl = y
        y = y0
        for f in right:
            y += f(x_right, y)
        doc.y = max(yl, y) + 1.5

    def block(self, title, meta, rows, refs, prev=None):
        """rows: list of (label, res, unit, flag); prev: (label, [(res, iso_date)])."""
        doc, b = self.doc, self.base
        refs = refs if isinstance(refs, list) else [refs]
        lh = 4.8
        h = 5 + 4.4 + max(lh * len(rows), 3.6 * len(refs) + 0.8) + (4.2 if prev else 0) + 3
        doc.need(h)
        doc.text(self.L, doc.y, title, b.but(size=10, style="B"), h=4.8)
        doc.y += 5
        doc.text(self.L + 3, doc.y, meta, b.but(size=8, style="I", color="#333333"), w=self.Rx - self.L - 3)
        doc.y += 4.4
        y0 = y = doc.y
        for label, r, unit, flag in rows:
            doc.text(self.L + 3, y, leader(label, b, 42, tail=":"), b, w=42)
            w = doc.text(self.L + 46, y, r["value_text"], b.but(size=10, style="B"), res=r, h=4.6)
            x = self.L + 46 + w
            if flag:
                doc.text(x, y - 0.6, flag, b.but(style="B"))
                x += 2.4
            if unit:
                doc.text(x + 1.2, y, unit, b, h=4.6)
            y += lh
        rx = 122
        for i, t in enumerate(refs):
            doc.text(rx, y0 + 3.6 * i, t, b.but(size=8), w=self.Rx - rx)
        y = max(y, y0 + 3.6 * len(refs) + 0.8)
        if prev:
            label, items = prev
            st = b.but(size=8.3, style="I")
            x = self.L + 3
            x += doc.text(x, y, label, st)
            for i, (pr, dt) in enumerate(items):
                x += doc.text(x, y, pr["value_text"], st, res=pr)
                x += doc.text(x, y, " em %s%s" % (D(dt), "; " if i < len(items) - 1 else "."), st)
            y += 4.2
        doc.y = y + 2.4

    def note(self, text, size=8):
        doc = self.doc
        doc.need(4)
        doc.text(self.L, doc.y, text, self.base.but(size=size, style="I", color="#333333"), w=self.Rx - self.L)
        doc.y += 3.9

    def signature(self, name, reg):
        doc, b = self.doc, self.base
        doc.need(14)
        y = doc.y + 4
        doc.line(118, y + 3, 190, y + 3, 0.25, "#000000")
        doc.text(154, y + 3.6, name, b.but(size=9, style="B"), align="C")
        doc.text(154, y + 7.6, reg, b.but(size=8), align="C")
        doc.y = y + 12


def dry(lab, fn, *a, **kw):
    """Wrap a column item so Lab.columns() can first measure it (dry run on a scratch Doc)."""
    def f(x, y, measure_only=False):
        if measure_only:
            real = lab.doc
            lab.doc = Doc("dry-run", "", "", top=0, bottom=1e9)
            try:
                return fn(30, 20, *a, **kw)
            finally:
                lab.doc = real
        return fn(x, y, *a, **kw)
    return f


def spacer(h):
    def f(x, y, measure_only=False):
        return h
    return f


def heading(lab, text, st):
    def f(x, y, measure_only=False):
        if not measure_only:
            lab.doc.text(x, y, text, st)
        return 5.2
    return f
