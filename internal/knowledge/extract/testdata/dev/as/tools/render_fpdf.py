"""Model -> PDF drawn directly with fpdf2 (TTF fonts, explicit page breaks)."""
from fpdf import FPDF

from fonts import add_fonts, leader
from model import (cell_target, Cumul, Exam, Heading, KV, Leaders, Note, RefTable, Sign, Space, Sub,
                   Table, TwoCol, br)

PT = 0.3528  # mm per pt


def hex2rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class OverflowError_(Exception):
    pass


class D:
    def __init__(self, rep):
        self.rep = rep
        st = rep.style
        self.st = st
        self.font = st["font"]
        self.size = st["size"]
        self.side = st.get("side", 14)
        self.top = st.get("top", 10)
        self.cw = 210 - 2 * self.side
        self.acc = hex2rgb(st.get("accent", "#1f4e79"))
        self.flagc = hex2rgb(st.get("flag_color", "#000000"))
        self.pdf = FPDF(orientation="P", unit="mm", format="A4")
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(0, 0, 0)
        self.pdf.c_margin = 0
        add_fonts(self.pdf)
        self.pdf.set_creator("labdev-as build.py (fpdf2)")
        self.pdf.set_title(f"{rep.lab['name']} - Laudo {rep.id}")
        self.bottom_limit = 297 - 14
        self.warnings = []

    # ------------------------------------------------------------------ helpers
    def lh(self, size):
        return size * PT * 1.3

    def txt(self, x, y, w, s, size=None, style="", align="L", color=(17, 17, 17)):
        size = size or self.size
        p = self.pdf
        p.set_font(self.font, style, size)
        p.set_text_color(*color)
        sw = p.get_string_width(s)
        if w and sw > w + 0.3:
            self.warnings.append(f"overflow {sw:.1f}>{w:.1f}mm: {s!r}")
        p.set_xy(x, y)
        p.cell(w if w else sw, self.lh(size), s, align=align)
        return sw

    def lines(self, x, y, w, text_lines, size=None, style="", align="L", color=(17, 17, 17)):
        size = size or self.size
        for i, s in enumerate(text_lines):
            self.txt(x, y + i * self.lh(size), w, s, size, style, align, color)
        return len(text_lines) * self.lh(size)

    def hline(self, x1, x2, y, w=0.2, gray=120):
        self.pdf.set_draw_color(gray, gray, gray)
        self.pdf.set_line_width(w)
        self.pdf.line(x1, y, x2, y)

    def rect(self, x, y, w, h, fill=None, draw=None, lw=0.25):
        p = self.pdf
        style = ""
        if fill is not None:
            p.set_fill_color(*fill)
            style += "F"
        if draw is not None:
            p.set_draw_color(*draw)
            p.set_line_width(lw)
            style += "D"
        p.rect(x, y, w, h, style=style)

    def val(self, x, y, w, value, flag, size=None, bold=True, align="L"):
        """Value followed by its flag (bold)."""
        size = size or self.size
        self.pdf.set_font(self.font, "B" if bold else "", size)
        vw = self.pdf.get_string_width(value)
        fw = 0
        if flag:
            self.pdf.set_font(self.font, "B", size)
            fw = self.pdf.get_string_width(" " + flag)
        if align == "R":
            x0 = x + w - vw - fw
        else:
            x0 = x
        self.txt(x0, y, vw + 0.01, value, size, "B" if bold else "")
        if flag:
            self.txt(x0 + vw + self.pdf.get_string_width(" "), y, 0, flag, size, "B", color=self.flagc)
        if vw + fw > w + 0.3:
            self.warnings.append(f"overflow value {value!r}")

    # ------------------------------------------------------------------ page frame
    def header(self, y):
        lab = self.rep.lab
        kind = self.st.get("header", "band")
        s = self.size
        x = self.side
        if kind == "band":
            h = self.lh(s + 7) + self.lh(s - 0.5) + 4
            self.rect(x, y, self.cw, h, fill=self.acc)
            self.txt(x + 3, y + 2, self.cw - 6, lab["name"], s + 7, "B", color=(255, 255, 255))
            self.txt(x + 3, y + 2 + self.lh(s + 7), self.cw - 6, lab["tagline"], s - 0.5, "I", color=(255, 255, 255))
            y += h + 0.8
            y += self.lines(x + 3, y, self.cw - 6, lab["lines"], s - 2, color=(51, 51, 51))
        elif kind == "box":
            hl = self.lh(s - 2) * len(lab["lines"])
            hn = self.lh(s + 7) + self.lh(s - 0.5)
            h = max(hl, hn) + 4
            self.rect(x, y, self.cw, h, draw=self.acc, lw=0.3)
            self.txt(x + 3, y + 2, 0, lab["name"], s + 7, "B", color=self.acc)
            self.txt(x + 3, y + 2 + self.lh(s + 7), 0, lab["tagline"], s - 0.5, "I")
            self.lines(x + 3, y + 2, self.cw - 6, lab["lines"], s - 2, align="R", color=(51, 51, 51))
            y += h
        else:
            align = "C" if kind == "center" else "L"
            color = self.acc if kind == "plain" else (17, 17, 17)
            self.txt(x, y, self.cw, lab["name"], s + 7, "B", align, color=color)
            y += self.lh(s + 7)
            self.txt(x, y, self.cw, lab["tagline"], s - 0.5, "I", align)
            y += self.lh(s - 0.5)
            y += self.lines(x, y, self.cw, lab["lines"], s - 2, align=align, color=(51, 51, 51))
            y += 1.5
            if kind == "plain":
                self.pdf.set_draw_color(*self.acc)
                self.pdf.set_line_width(0.5)
                self.pdf.line(x, y, x + self.cw, y)
            elif kind == "center":
                self.hline(x, x + self.cw, y, 0.25, 40)
                self.hline(x, x + self.cw, y + 0.6, 0.25, 40)
            elif kind == "mono":
                self.pdf.set_draw_color(0, 0, 0)
                self.pdf.set_line_width(0.3)
                self.pdf.set_dash_pattern(dash=1, gap=0.8)
                self.pdf.line(x, y, x + self.cw, y)
                self.pdf.set_dash_pattern()
        return y + 2.5

    def pbox(self, y, rows):
        s = self.size - 0.5
        x0 = self.side
        lh = self.lh(s) + 1.0
        h = lh * len(rows) + 0.6
        cls = self.st.get("pbox", "b")
        if cls == "b":
            self.rect(x0, y, self.cw, h, draw=(102, 102, 102))
        elif cls == "g":
            self.rect(x0, y, self.cw, h, fill=(240, 240, 240))
        yy = y + 0.8
        for row in rows:
            x = x0 + 1
            for lab, val, w in row:
                lw = self.txt(x, yy, 0, lab + ":", s, "B")
                self.txt(x + lw + 1.2, yy, w - lw - 3, val, s)
                x += w
            yy += lh
        return y + h + 2

    def footer(self, i, n):
        s = self.size - 2
        y = 297 - 7 - self.lh(s) - 1
        self.hline(self.side, self.side + self.cw, y, 0.25, 102)
        self.txt(self.side, y + 1, self.cw - 30, self.rep.footer, s, color=(51, 51, 51))
        self.txt(self.side, y + 1, self.cw, f"Página {i} de {n}", s, align="R", color=(51, 51, 51))

    # ------------------------------------------------------------------ blocks
    def block(self, b, x, y, w):
        s = self.size
        if isinstance(b, Heading):
            return self.heading(b, x, y, w)
        if isinstance(b, Space):
            return y + b.mm
        if isinstance(b, Note):
            size = b.size or s - 1.5
            p = self.pdf
            y += 1
            p.set_left_margin(x)
            p.set_right_margin(210 - x - w)
            p.set_xy(x, y)
            p.set_text_color(17, 17, 17)
            if b.bold_prefix:
                p.set_font(self.font, "B", size)
                p.write(self.lh(size), b.bold_prefix + " ")
            p.set_font(self.font, "I" if b.italic else "", size)
            p.write(self.lh(size), b.text)
            y = p.get_y() + self.lh(size)
            p.set_left_margin(0)
            p.set_right_margin(0)
            return y + 1.5
        if isinstance(b, KV):
            size = b.size or s
            ws = b.widths or [w / len(b.items)] * len(b.items)
            xx = x
            for (l, v), ww in zip(b.items, ws):
                lw = self.txt(xx, y + 0.5, 0, l + ":", size, "B")
                self.txt(xx + lw + 1.2, y + 0.5, ww - lw - 2, v, size)
                xx += ww
            return y + self.lh(size) + 1.5
        if isinstance(b, RefTable):
            return self.reftable(b, x, y)
        if isinstance(b, Table):
            return self.table(b, x, y)
        if isinstance(b, Leaders):
            return self.leaders(b, x, y)
        if isinstance(b, Exam):
            return self.exam(b, x, y, w)
        if isinstance(b, Cumul):
            return self.cumul(b, x, y)
        if isinstance(b, TwoCol):
            wl = (w - b.gap) / 2
            yl = y
            for c in b.left:
                yl = self.block(c, x, yl, wl)
            yr = y
            for c in b.right:
                yr = self.block(c, x + wl + b.gap, yr, wl)
            if b.rule:
                self.hline(x + wl + b.gap / 2, x + wl + b.gap / 2, y, 0.25, 150)
                self.pdf.line(x + wl + b.gap / 2, y, x + wl + b.gap / 2, max(yl, yr))
            return max(yl, yr)
        if isinstance(b, Sign):
            size = s - 1.5
            y += 3
            self.txt(x, y, w, b.text, size)
            y += self.lh(size) + 8
            n = len(b.signers)
            slot = w / n
            sw = 74
            for i, (nm, t, r) in enumerate(b.signers):
                cx = x + i * slot + (slot - sw) / 2
                self.hline(cx, cx + sw, y, 0.25, 51)
                self.txt(cx, y + 0.6, sw, nm, size, "B", "C")
                self.txt(cx, y + 0.6 + self.lh(size), sw, t, size, "", "C")
                self.txt(cx, y + 0.6 + 2 * self.lh(size), sw, r, size, "", "C")
            return y + 0.6 + 3 * self.lh(size) + 1
        raise TypeError(b)

    def heading(self, b, x, y, w):
        s = self.size + 1
        kind = self.st.get("heading", "bar")
        y += 2.2
        h = self.lh(s) + 1.2
        color = (17, 17, 17)
        tx = x
        if kind == "bar":
            self.rect(x, y, w, h, fill=self.acc)
            color = (255, 255, 255)
            tx = x + 2
        elif kind == "boxed":
            self.rect(x, y, w, h, fill=(230, 230, 230), draw=(136, 136, 136))
            tx = x + 2
        elif kind == "left":
            self.rect(x, y, 1.2, h, fill=self.acc)
            tx = x + 3.2
        elif kind == "underline":
            color = self.acc
            self.pdf.set_draw_color(*self.acc)
            self.pdf.set_line_width(0.4)
            self.pdf.line(x, y + h, x + w, y + h)
        self.txt(tx, y + 0.6, w - (tx - x) - 2, b.text, s, "B", color=color)
        if b.right:
            self.txt(x, y + 0.6 + (self.lh(s) - self.lh(self.size - 1.5)) / 2, w - 2, b.right,
                     self.size - 1.5, "", "R", color=color)
        return y + h + 1.2

    def table(self, t: Table, x0, y):
        s = t.size or self.size
        lh = self.lh(s)
        pad = 0.5
        ws = [c.width for c in t.cols]
        W = sum(ws)
        has_flag_col = any(c.kind == "flag" for c in t.cols)
        if t.header:
            hs = s - 1
            h = self.lh(hs) + 2 * pad
            x = x0
            for c in t.cols:
                self.txt(x + 1, y + pad, c.width - 2, c.label, hs, "B", c.align)
                x += c.width
            if t.rules == "grid":
                xx = x0
                for c in t.cols:
                    self.rect(xx, y, c.width, h, draw=(119, 119, 119))
                    xx += c.width
            elif t.rules == "h":
                self.hline(x0, x0 + W, y + h, 0.35, 51)
            elif t.rules == "head":
                self.hline(x0, x0 + W, y, 0.35, 51)
                self.hline(x0, x0 + W, y + h, 0.35, 51)
            y += h
        n = 0
        for r in t.rows:
            if isinstance(r, Sub):
                h = lh + 2 * pad + 0.7
                self.txt(x0 + 1, y + pad + 0.7, W - 2, r.text, s, "BI")
                if t.rules == "grid":
                    self.rect(x0, y, W, h, draw=(119, 119, 119))
                y += h
                continue
            n += 1
            nl = max([len(r.name.split("\n")), 1] + [len(cell_target(r, c).ref) for c in t.cols
                                                      if c.kind == "ref" and cell_target(r, c)])
            h = nl * lh + 2 * pad
            if t.zebra and n % 2 == 0:
                self.rect(x0, y, W, h, fill=(239, 239, 239))
            x = x0
            for c in t.cols:
                cx, cw = x + 1, c.width - 2
                q = cell_target(r, c) if c.kind != "prev" else r
                if q is None:
                    pass
                elif c.kind == "name":
                    self.lines(cx, y + pad, cw, r.name.split("\n"), s, "", c.align)
                elif c.kind == "value":
                    self.val(cx, y + pad, cw, q.value, "" if has_flag_col else q.flag, s, True, c.align)
                elif c.kind == "valunit":
                    fl = "" if has_flag_col else q.flag
                    self.pdf.set_font(self.font, "B", s)
                    vw = self.pdf.get_string_width(q.value + " ")
                    self.txt(cx, y + pad, vw, q.value, s, "B")
                    self.pdf.set_font(self.font, "", s)
                    uw = self.pdf.get_string_width(q.unit + " ") if q.unit else 0
                    if q.unit:
                        self.txt(cx + vw, y + pad, uw, q.unit, s)
                    if fl:
                        self.txt(cx + vw + uw, y + pad, 0, fl, s, "B", color=self.flagc)
                    if vw + uw > cw + 0.3:
                        self.warnings.append(f"overflow valunit {q.value!r}")
                elif c.kind == "unit":
                    self.txt(cx, y + pad, cw, q.unit, s, "", c.align)
                elif c.kind == "flag":
                    self.txt(cx, y + pad, cw, q.flag, s, "B", c.align, color=self.flagc)
                elif c.kind == "ref":
                    rs = s - 1.5
                    for i, l in enumerate(q.ref):
                        self.txt(cx, y + pad + i * lh + (lh - self.lh(rs)) / 2, cw, l, rs, "", c.align)
                elif c.kind == "prev":
                    p = r.prev[c.idx] if c.idx < len(r.prev) else None
                    if p:
                        self.val(cx, y + pad, cw, p.value, p.flag, s, False, c.align)
                if t.rules == "grid":
                    self.rect(x, y, c.width, h, draw=(119, 119, 119))
                x += c.width
            if t.rules == "h":
                self.hline(x0, x0 + W, y + h, 0.2, 187)
            y += h
        return y + 1.5

    def leaders(self, L: Leaders, x0, y):
        s = L.size or self.size
        lh = self.lh(s)
        for r in L.rows:
            if isinstance(r, Sub):
                y += 0.8
                self.txt(x0, y, L.w_name + L.w_val, r.text, s, "B")
                y += lh + 0.5
                continue
            lines = r.name.split("\n")
            for l in lines[:-1]:
                self.txt(x0, y + 0.25, L.w_name - 0.8, l, s)
                y += lh
            self.txt(x0, y + 0.25, L.w_name - 0.8, leader(lines[-1], L.w_name - 0.8, self.font, s, "", L.dot), s)
            x = x0 + L.w_name
            self.val(x, y + 0.25, L.w_val - 0.8, r.value, r.flag, s, True)
            x += L.w_val
            if L.w_unit:
                self.txt(x, y + 0.25, L.w_unit - 0.8, r.unit, s)
                x += L.w_unit
            nref = 1
            if L.w_ref and r.ref:
                rs = s - 1.5
                for i, l in enumerate(r.ref):
                    self.txt(x, y + 0.25 + i * lh + (lh - self.lh(rs)) / 2, L.w_ref - 0.8, l, rs)
                nref = len(r.ref)
            y += nref * lh + 0.5
        return y + 1

    def exam(self, xm: Exam, x, y, w):
        s = self.size
        self.txt(x, y, w, xm.title, s, "B")
        y += self.lh(s)
        mm = []
        if xm.material:
            mm.append(f"Material: {xm.material}")
        if xm.method:
            mm.append(f"Método: {xm.method}")
        if mm:
            self.txt(x, y, w, "    ".join(mm), s - 1.5, color=(51, 51, 51))
            y += self.lh(s - 1.5)

        def refs(y):
            if xm.ref:
                y += 0.6
                self.txt(x, y, w, "Valores de referência:", s - 1.5)
                y += self.lh(s - 1.5)
                for l in xm.ref:
                    self.txt(x + 4, y, w - 4, l, s - 1.5)
                    y += self.lh(s - 1.5)
            if xm.reftable:
                y = self.reftable(xm.reftable, x, y)
            return y

        if xm.ref_first:
            y = refs(y)
        for r in xm.results:
            y += 0.6
            lab = (r.label if r.label is not None else "Resultado") + ":"
            self.txt(x, y, xm.label_w, lab, s)
            vx = x + xm.label_w + self.pdf.get_string_width(" ")
            self.pdf.set_font(self.font, "B", s)
            vw = self.pdf.get_string_width(r.value)
            self.txt(vx, y, vw + 0.01, r.value, s, "B")
            self.pdf.set_font(self.font, "", s)
            sp = self.pdf.get_string_width(" ")
            ux = vx + vw + sp
            if r.unit:
                uw = self.txt(ux, y, 0, r.unit, s)
                ux += uw + sp
            if r.flag:
                self.txt(ux, y, 0, r.flag, s, "B", color=self.flagc)
            y += self.lh(s)
            if r.prev:
                ps = s - 1
                if xm.prev_style == "historico":
                    items = " · ".join(f"{p.value} {p.unit if p.unit is not None else r.unit} ({br(p.date)})"
                                       for p in r.prev)
                    self.txt(x, y, w, f"Histórico: {items}", ps)
                    y += self.lh(ps)
                else:
                    for p in r.prev:
                        self.txt(x, y, w, f"Resultado anterior: {p.value} "
                                 f"{p.unit if p.unit is not None else r.unit} em {br(p.date)}", ps)
                        y += self.lh(ps)
        if not xm.ref_first:
            y = refs(y)
        if xm.note:
            y += 0.5
            self.pdf.set_xy(x, y)
            self.pdf.set_font(self.font, "I", s - 2)
            self.pdf.set_text_color(17, 17, 17)
            self.pdf.multi_cell(w, self.lh(s - 2), xm.note)
            y = self.pdf.get_y()
        return y + 2.5

    def cumul(self, c: Cumul, x0, y):
        s = self.size
        ws = [c.w_name] + [c.w_val] * len(c.dates) + [c.w_unit, c.w_ref]
        W = sum(ws)
        y = self.heading(Heading(c.title), x0, y, W)
        hs = s - 1
        h = self.lh(hs) + 1
        heads = ["Exame"] + [c.date_label.format(d=br(d)) for d in c.dates] + ["Unidade", "Referência"]
        x = x0
        for i, (hd, w) in enumerate(zip(heads, ws)):
            self.txt(x + 1, y + 0.5, w - 2, hd, hs, "B", "R" if 0 < i <= len(c.dates) else "L")
            x += w
        self.hline(x0, x0 + W, y + h, 0.35, 51)
        y += h
        lh = self.lh(s)
        for i, r in enumerate(c.rows):
            nl = len(r.name.split("\n"))
            h = nl * lh + 1
            if i % 2:
                self.rect(x0, y, W, h, fill=(239, 239, 239))
            x = x0
            self.lines(x + 1, y + 0.5, ws[0] - 2, r.name.split("\n"), s)
            x += ws[0]
            for j, v in enumerate(r.values):
                fl = r.flags[j] if j < len(r.flags) else ""
                if v:
                    self.val(x + 1, y + 0.5, c.w_val - 2, v, fl, s, j == 0, "R")
                else:
                    self.txt(x + 1, y + 0.5, c.w_val - 2, "—", s, "", "R")
                x += c.w_val
            self.txt(x + 1, y + 0.5, c.w_unit - 2, r.unit, s)
            x += c.w_unit
            self.txt(x + 1, y + 0.5 + (lh - self.lh(s - 1.5)) / 2, c.w_ref - 2, r.ref, s - 1.5)
            self.hline(x0, x0 + W, y + h, 0.2, 187)
            y += h
        return y + 1.5

    def reftable(self, b: RefTable, x0, y):
        s = b.size or self.size - 1.5
        lh = self.lh(s) + 0.6
        if b.title:
            y += 0.8
            self.txt(x0, y, 0, b.title, s, "B")
            y += self.lh(s)
        y += 0.5
        for ri, row in enumerate([b.header] + b.rows):
            x = x0
            for c, w in zip(row, b.widths):
                self.rect(x, y, w, lh, fill=(238, 238, 238) if ri == 0 else None, draw=(153, 153, 153), lw=0.2)
                self.txt(x + 1, y + 0.3, w - 2, c, s, "B" if ri == 0 else "")
                x += w
            y += lh
        return y + 1.5

    # ------------------------------------------------------------------
    def render(self, path):
        rep = self.rep
        n = len(rep.pages)
        for i, blocks in enumerate(rep.pages, 1):
            self.pdf.add_page()
            y = self.header(self.top)
            y = self.pbox(y, rep.patient if i == 1 or not rep.page2_head else rep.page2_head)
            for b in blocks:
                y = self.block(b, self.side, y, self.cw)
            if y > self.bottom_limit:
                raise OverflowError_(f"{rep.id}: page {i} content ends at {y:.1f} mm")
            self.footer(i, n)
        self.pdf.output(path)
        return self.warnings


def render_fpdf(rep, path):
    return D(rep).render(path)
