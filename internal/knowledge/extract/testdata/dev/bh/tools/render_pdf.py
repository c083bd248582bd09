"""Model -> PDF drawn directly with fpdf2 (TTF fonts, real text layer)."""
from fpdf import FPDF

from fonts import (FONTS, PAGE_W, PAGE_H, MARGIN_X, MARGIN_TOP, FOOTER_BOTTOM, CONTENT_W,
                   HEADER_H, FOOT_LH)
from model import Table, Heading, Text, Meta, Cols, Spacer, Rule, Sign, Row, Sub, flatten


def rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class P:
    def __init__(self, rep):
        self.rep, self.st = rep, rep.style
        self.fs, self.lh, self.acc = self.st["fs"], self.st["lh"], self.st["accent"]
        self.warn = []
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        pdf.c_margin = 0
        for key in {"dejavu", self.st["font"]}:
            fam, r, b, i, bi = FONTS[key]
            pdf.add_font(key, "", r)
            pdf.add_font(key, "B", b)
            pdf.add_font(key, "I", i)
            pdf.add_font(key, "BI", bi)
        if self.st["font"] != "dejavu":
            pdf.set_fallback_fonts(["dejavu"])
        pdf.set_title("%s - %s" % (rep.lab["name"], rep.id))
        pdf.set_author(rep.lab["name"])
        pdf.set_creator("labdev-bh tools/render_pdf.py")
        self.pdf = pdf
        self.font = self.st["font"]

    # ------------------------------------------------------------- primitives
    def setf(self, size, style="", color="#151515"):
        self.pdf.set_font(self.font, style, size)
        self.pdf.set_text_color(*rgb(color))

    def txt(self, x, y, w, h, s, align="L", size=None, style="", color="#151515", fit=True):
        self.setf(size or self.fs, style, color)
        if fit and w and self.pdf.get_string_width(s) > w + 0.3:
            self.warn.append("overflow %.1f>%.1f: %r" % (self.pdf.get_string_width(s), w, s))
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, h, s, align=align)
        return self.pdf.get_string_width(s)

    def sw(self, s, size, style=""):
        self.setf(size, style)
        return self.pdf.get_string_width(s)

    def line(self, x1, y1, x2, y2, width=0.25, color="#777777", dash=None):
        pdf = self.pdf
        pdf.set_line_width(width)
        pdf.set_draw_color(*rgb(color))
        if dash:
            pdf.set_dash_pattern(dash=dash[0], gap=dash[1])
        pdf.line(x1, y1, x2, y2)
        if dash:
            pdf.set_dash_pattern()

    def rect(self, x, y, w, h, fill=None, border=None, width=0.3, r=0):
        pdf = self.pdf
        style = ""
        if fill:
            pdf.set_fill_color(*rgb(fill))
            style += "F"
        if border:
            pdf.set_draw_color(*rgb(border))
            pdf.set_line_width(width)
            style = "D" if not style else "DF"
        if r:
            pdf.rect(x, y, w, h, style=style, round_corners=True, corner_radius=r)
        else:
            pdf.rect(x, y, w, h, style=style)

    # ----------------------------------------------------------------- header
    def header(self):
        lab, kind, acc = self.rep.lab, self.st["header"], self.acc
        x0, y0, W = MARGIN_X, MARGIN_TOP, CONTENT_W
        hh = HEADER_H[kind]
        if kind == "band":
            self.rect(x0, y0, W, hh, fill=acc)
            self.txt(x0 + 4, y0 + 2.2, 0, 7, lab["name"], size=16, style="B", color="#ffffff")
            self.txt(x0 + 4, y0 + 9.2, 0, 4, lab["sub"], size=8.5, color="#ffffff")
            self.txt(x0 + 4, y0 + 13.2, 0, 3.1, lab["lines"][0], size=6.8, color="#ffffff")
            y = y0 + 3.2
            for s in lab["lines"][1:] + lab.get("right", []):
                self.txt(x0 + 4, y, W - 8, 3.1, s, align="R", size=6.8, color="#ffffff")
                y += 3.1
        elif kind == "centered":
            self.txt(x0, y0, W, 7.5, lab["name"], align="C", size=17, style="B", color=acc)
            self.txt(x0, y0 + 7.5, W, 4.2, lab["sub"], align="C", size=9, style="I")
            y = y0 + 11.7
            for s in lab["lines"]:
                self.txt(x0, y, W, 3.3, s, align="C", size=7.2)
                y += 3.3
            self.line(x0, y0 + hh - 0.83, x0 + W, y0 + hh - 0.83, width=0.33, color=acc)
            self.line(x0, y0 + hh - 0.17, x0 + W, y0 + hh - 0.17, width=0.33, color=acc)
        elif kind == "logo":
            self.rect(x0, y0, 16, 16, fill=acc, r=2)
            self.txt(x0, y0, 16, 16, lab["initials"], align="C", size=14, style="B", color="#ffffff")
            xt = x0 + 19
            self.txt(xt, y0, 0, 6, lab["name"], size=14, style="B", color=acc)
            self.txt(xt, y0 + 6, 0, 4, lab["sub"], size=8.5)
            y = y0 + 10
            for s in lab["lines"]:
                self.txt(xt, y, 0, 3.1, s, size=6.8)
                y += 3.1
            y = y0
            for s in lab.get("right", []):
                self.txt(x0, y, W, 3.1, s, align="R", size=6.8)
                y += 3.1
            self.line(x0, y0 + hh - 0.25, x0 + W, y0 + hh - 0.25, width=0.5, color=acc)
        elif kind == "boxed":
            self.rect(x0 + 0.22, y0 + 0.22, W - 0.45, hh - 0.45, border=acc, width=0.45)
            self.txt(x0 + 3, y0 + 1.8, 0, 6, lab["name"], size=14, style="B", color=acc)
            self.txt(x0 + 3, y0 + 7.8, 0, 4, lab["sub"], size=8.5)
            y = y0 + 11.8
            for s in lab["lines"]:
                self.txt(x0 + 3, y, 0, 3.1, s, size=6.8)
                y += 3.1
            y = y0 + 1.8
            for s in lab.get("right", []):
                self.txt(x0 + 3, y, W - 6, 3.1, s, align="R", size=6.8)
                y += 3.1
        elif kind == "minimal":
            self.txt(x0, y0, 0, 5.5, lab["name"], size=12, style="B")
            self.txt(x0, y0 + 5.5, 0, 3.6, lab["sub"], size=8)
            self.txt(x0, y0 + 9.1, 0, 3.6, lab["lines"][0], size=8)
            self.line(x0, y0 + hh - 0.17, x0 + W, y0 + hh - 0.17, width=0.35, color="#333333",
                      dash=(1.0, 0.7))
        return y0 + hh

    def patient(self, y):
        st = self.st
        kind = st["patient"]
        plh = st.get("plh", 4.2)
        pfs = st.get("pfs", self.fs - 0.5)
        x0, W = MARGIN_X, CONTENT_W
        y += 2.0
        h = len(self.rep.patient) * plh + 3.0
        if kind == "box":
            self.rect(x0 + 0.15, y + 0.15, W - 0.3, h - 0.3, border="#555555", width=0.3)
        elif kind == "shaded":
            self.rect(x0, y, W, h, fill=st.get("shade", "#eef1f5"))
        elif kind == "lines":
            self.line(x0, y + h - 0.15, x0 + W, y + h - 0.15, width=0.3, color="#555555")
        yy = y + 1.5
        iw = W - 5.0
        for prow in self.rep.patient:
            tot = sum((p[2] if len(p) > 2 else 1) for p in prow)
            x = x0 + 2.5
            for p in prow:
                wgt = p[2] if len(p) > 2 else 1
                sw = iw * wgt / tot
                lw = self.txt(x, yy, 0, plh, p[0] + ": ", size=pfs, color="#444444", fit=False)
                self.txt(x + lw, yy, sw - lw, plh, p[1], size=pfs, style="B")
                x += sw
            yy += plh
        return y + h

    def footer(self, i, n):
        lines = self.rep.footer
        x0, W = MARGIN_X, CONTENT_W
        h = len(lines) * FOOT_LH + 0.8 + 0.25
        y = PAGE_H - FOOTER_BOTTOM - h
        self.line(x0, y + 0.12, x0 + W, y + 0.12, width=0.25, color="#999999")
        yy = y + 0.25 + 0.8
        for s in lines:
            self.txt(x0, yy, 0, FOOT_LH, s, size=6.8, color="#444444")
            yy += FOOT_LH
        self.txt(x0, yy - FOOT_LH, W, FOOT_LH, "Página %d de %d" % (i, n), align="R", size=6.8,
                 color="#444444")
        return y

    # ----------------------------------------------------------------- blocks
    def block(self, b, x, y, w):
        if isinstance(b, Heading):
            return self.heading(b, x, y, w)
        if isinstance(b, Meta):
            fs = b.size or self.fs - 1
            y += b.mt
            xx = x
            for k, (lab, val) in enumerate(b.pairs):
                if k:
                    xx += self.sw("     ", fs)
                xx += self.txt(xx, y, 0, self.lh - 0.3, lab + ": ", size=fs, color="#444444", fit=False)
                xx += self.txt(xx, y, 0, self.lh - 0.3, val, size=fs, fit=False)
            if xx > x + w + 0.3:
                self.warn.append("meta overflow %r" % (b.pairs,))
            return y + self.lh - 0.3
        if isinstance(b, Text):
            fs = b.size or self.fs - 1
            lh = self.lh - 0.4 if fs < self.fs else self.lh
            y += b.mt
            pad = 1.2 if (b.box or b.shade) else 0.0
            padx = 2.0 if (b.box or b.shade) else 0.0
            h = len(b.lines) * lh + 2 * pad
            if b.shade:
                self.rect(x, y, w, h, fill="#f0f0f0")
            if b.box:
                self.rect(x + 0.15, y + 0.15, w - 0.3, h - 0.3, border="#777777", width=0.3)
            style = ("B" if b.bold else "") + ("I" if b.italic else "")
            yy = y + pad
            for s in b.lines:
                self.txt(x + padx, yy, w - 2 * padx, lh, s, align=b.align, size=fs, style=style,
                         color=b.color or "#151515")
                yy += lh
            return y + h
        if isinstance(b, Table):
            return self.table(b, x, y, w)
        if isinstance(b, Cols):
            y += b.mt
            lw = (w - b.gap) * b.split
            rw = (w - b.gap) - lw
            yl = y
            for c in flatten(b.left):
                yl = self.block(c, x, yl, lw)
            xr = x + lw + b.gap
            yr = y
            for c in flatten(b.right):
                yr = self.block(c, xr, yr, rw)
            if b.divider:
                xd = x + lw + b.gap / 2
                self.line(xd, y, xd, max(yl, yr), width=0.3, color="#bbbbbb")
            return max(yl, yr)
        if isinstance(b, Spacer):
            return y + b.h
        if isinstance(b, Rule):
            y += b.mt
            self.line(x, y + 0.15, x + w, y + 0.15, width=0.3, color=b.color,
                      dash=(1.0, 0.7) if b.dashed else None)
            return y + 0.3
        if isinstance(b, Sign):
            fs = b.size or self.fs - 1
            y += b.mt
            n = len(b.people)
            free = w - n * 62.0
            lh = self.lh - 0.5
            ymax = y
            for i, p in enumerate(b.people):
                xx = x + free / (2 * n) + i * (62.0 + free / n)
                self.line(xx, y + 0.15, xx + 62, y + 0.15, width=0.3, color="#333333")
                yy = y + 0.3 + 0.8
                for k, s in enumerate(p):
                    self.txt(xx, yy, 62, lh, s, align="C", size=fs, style="B" if k == 0 else "")
                    yy += lh
                ymax = max(ymax, yy)
            return ymax
        raise TypeError(b)

    def heading(self, b, x, y, w):
        st = b.style or self.st["heading"]
        fs = b.size or self.fs + 0.5
        y += b.mt
        h = self.lh + 0.6
        color = "#151515"
        tx = x
        pad = 0.0
        if st in ("shaded", "band", "boxed"):
            pad = 0.3 if st != "boxed" else 0.2
        hh = h + 2 * pad
        if st == "shaded":
            self.rect(x, y, w, hh, fill=self.st.get("shade", "#e4e4e4"))
            tx = x + 1.5
        elif st == "band":
            self.rect(x, y, w, hh, fill=self.acc)
            tx = x + 1.5
            color = "#ffffff"
        elif st == "boxed":
            hh += 0.6
            self.rect(x + 0.15, y + 0.15, w - 0.3, hh - 0.3, border="#333333", width=0.3)
        elif st == "underline":
            hh += 0.35
            self.line(x, y + h + 0.17, x + w, y + h + 0.17, width=0.35, color=self.acc)
        elif st == "accent":
            color = self.acc
        elif st == "bar":
            self.rect(x, y, 1.6, h, fill=self.acc)
            tx = x + 3.4
        ty = y + pad + (0.3 if st == "boxed" else 0)
        if st == "boxed":
            self.txt(x, ty, w, h, b.text, align="C", size=fs, style="B", color=color)
        else:
            self.txt(tx, ty, w - (tx - x), h, b.text, size=fs, style="B", color=color)
        if b.right:
            self.txt(x, ty, w - (1.5 if st in ("shaded", "band") else 0), h, b.right, align="R",
                     size=self.fs - 1, color=color)
        return y + hh

    def table(self, t, x, y, w):
        fs = t.size or self.fs
        lh = self.lh if fs >= self.fs else self.lh - 0.3
        fv = t.first_val_id()
        vb = self.st.get("valbold", False)
        fcol = self.st.get("flagcolor")
        y += t.mt
        ws = [c.w * w for c in t.cols]
        xs = [x]
        for cw in ws[:-1]:
            xs.append(xs[-1] + cw)
        px = 1.2

        def grid(yy, hh):
            for cx, cw in zip(xs, ws):
                self.rect(cx, yy, cw, hh, border="#777777", width=0.25)

        def ctext(ci, yy, s, size=None, style="", color="#151515"):
            c = t.cols[ci]
            self.txt(xs[ci] + px, yy, ws[ci] - 2 * px, lh, s, align=c.align, size=size or fs,
                     style=style, color=color)

        if t.head:
            nl = max(1 + (1 if c.head2 else 0) for c in t.cols)
            hh = nl * lh + 2 * t.pad
            if t.headshade:
                self.rect(x, y, w, hh, fill=t.headshade if isinstance(t.headshade, str) else "#e6e6e6")
            for ci, c in enumerate(t.cols):
                ctext(ci, y + t.pad, c.head, style="B" if t.headbold else "")
                if c.head2:
                    ctext(ci, y + t.pad + lh, c.head2, size=fs - 1.5)
            if t.rules == "grid":
                grid(y, hh)
            elif t.rules in ("rows", "head"):
                self.line(x, y + hh, x + w, y + hh, width=0.35, color="#444444")
            y += hh
        for ri, r in enumerate(t.rows):
            if isinstance(r, Sub):
                hh = lh + 2 * t.pad + 0.4
                if r.shade:
                    self.rect(x, y, w, hh, fill="#ececec")
                self.txt(x + px, y + t.pad + 0.4, w - 2 * px, lh, r.text, size=fs, style="B")
                if t.rules == "grid":
                    self.rect(x, y, w, hh, border="#777777", width=0.25)
                elif t.rules == "rows":
                    self.line(x, y + hh, x + w, y + hh, width=0.25, color="#aaaaaa")
                y += hh
                continue
            nl = max([len(r.name.split("\n")), len(r.ref.split("\n"))] +
                     [len(r.extra.get(c.id, "").split("\n")) for c in t.cols if c.kind == "text"])
            hh = nl * lh + 2 * t.pad
            if t.zebra and ri % 2 == 1:
                self.rect(x, y, w, hh, fill="#f3f3f3")
            y1 = y + t.pad
            ylast = y1 + (nl - 1) * lh if r.valign == "bottom" else y1
            for ci, c in enumerate(t.cols):
                if c.kind == "name":
                    lines = r.name.split("\n")
                    for k, s in enumerate(lines):
                        tw = self.sw(s, fs, "B" if r.bold else "")
                        ctext(ci, y1 + k * lh, s, style="B" if r.bold else "")
                    if t.leaders and len(lines) == 1:
                        x1 = xs[ci] + px + tw + 1.0
                        x2 = xs[ci] + ws[ci] - px - 1.0
                        if x2 > x1:
                            yl = y1 + lh - 1.1
                            self.line(x1, yl, x2, yl, width=0.3, color="#777777", dash=(0.3, 0.6))
                elif c.kind == "val":
                    v = r.value_for(c, fv)
                    if v is not None:
                        self.valdraw(v, r, c, xs[ci] + px, ylast, ws[ci] - 2 * px, lh, fs, vb, fcol)
                elif c.kind == "unit":
                    ctext(ci, ylast, r.unit)
                elif c.kind == "ref":
                    ls = r.ref.split("\n")
                    off = (nl - len(ls)) * lh if r.valign == "bottom" else 0
                    for k, s in enumerate(ls):
                        ctext(ci, y1 + off + k * lh, s, size=fs - 0.5)
                else:
                    ls = r.extra.get(c.id, "").split("\n")
                    off = (nl - len(ls)) * lh if r.valign == "bottom" else 0
                    for k, s in enumerate(ls):
                        ctext(ci, y1 + off + k * lh, s)
            if t.rules == "grid":
                grid(y, hh)
            elif t.rules == "rows":
                self.line(x, y + hh, x + w, y + hh, width=0.25, color="#bbbbbb")
            y += hh
        return y

    def valdraw(self, v, r, c, x, y, w, lh, fs, vb, fcol):
        parts = []   # (text, style, color)
        main = v.text
        style = "B" if (vb and v.result) else ""
        if c.unit_mode == "own":
            u = v.unit if v.unit is not None else r.unit
        else:
            u = ""
        flagc = fcol or "#151515"
        if v.flag and self.st.get("flagpos") == "before":
            parts.append((v.flag + " ", "", flagc))
        parts.append((main, style, "#151515"))
        if u:
            parts.append((" " + u, "", "#151515"))
        if v.flag and self.st.get("flagpos") != "before":
            parts.append((" " + v.flag, "", flagc))
        total = sum(self.sw(p[0], fs, p[1]) for p in parts)
        if total > w + 0.3:
            self.warn.append("value overflow %r" % (parts,))
        if c.align == "C":
            xx = x + (w - total) / 2
        elif c.align == "R":
            xx = x + w - total
        else:
            xx = x
        for s, stl, col in parts:
            xx += self.txt(xx, y, 0, lh, s, size=fs, style=stl, color=col, fit=False)

    # --------------------------------------------------------------- document
    def render(self, path):
        n = len(self.rep.pages)
        for i, blocks in enumerate(self.rep.pages):
            self.pdf.add_page()
            y = self.header()
            y = self.patient(y)
            ylim = self.footer(i + 1, n)
            for b in flatten(blocks):
                y = self.block(b, MARGIN_X, y, CONTENT_W)
            if y > ylim - 1.0:
                raise RuntimeError("%s page %d overflows in fpdf: %.1f > %.1f" % (self.rep.id, i + 1, y, ylim))
        self.pdf.output(path)
        return self.warn


def render(rep, path):
    return P(rep).render(path)
