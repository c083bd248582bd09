"""Model -> PDF drawn directly with fpdf2 (TTF DejaVu fonts)."""
from fpdf import FPDF
from model import (Res, Text, Row, Note, Table, Columns, Box, ResLine, Leaders,
                   Sig, Spacer, Rule, leader_lines)
from styles import FONTS, FONTDIR, TSTYLE, CELL_PX, CELL_PY, lh, rgb, tint, st


class Overflow(Exception):
    pass


class PdfR:
    def __init__(self, rep):
        self.rep = rep
        self.s = st(rep)
        self.W = 210 - 2 * self.s["ms"]
        self.warn = []
        self.pdf = self._new()

    def _new(self):
        pdf = FPDF("P", "mm", "A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        for k, (r, b, i) in FONTS.items():
            pdf.add_font("F" + k, "", FONTDIR + r)
            pdf.add_font("F" + k, "B", FONTDIR + b)
            pdf.add_font("F" + k, "I", FONTDIR + i)
        pdf.set_creator("labdev-al fpdf2")
        pdf.set_title(f"{self.rep.lab} - {self.rep.id}")
        return pdf

    def font(self, style="", size=None, fam=None):
        self.pdf.set_font("F" + (fam or self.s["font"]), style, size or self.s["size"])

    def color(self, h=None):
        self.pdf.set_text_color(*rgb(h or "#111111"))

    def line_out(self, x, y, w, txt, align="L", check=True):
        if check and txt and self.pdf.get_string_width(txt) > w + 0.01:
            self.warn.append(f"too wide ({self.pdf.get_string_width(txt):.1f}>{w:.1f}): {txt!r}")
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, lh(self.pdf.font_size_pt), txt, align=align)

    # -- blocks: each returns the new y
    def text(self, b, x, y, w):
        d, f, after, acc = TSTYLE[b.style]
        size = self.s["size"] + d
        fam = "mono" if b.style == "mono" else None
        self.font(f, size, fam)
        self.color(self.s["accent"] if acc else None)
        L = lh(size)
        pad = 0
        if b.style == "bar":
            pad = 0.6
        if b.style in ("mono",):
            lines = b.text.split("\n")
        else:
            lines = []
            for part in b.text.split("\n"):
                lines += self.pdf.multi_cell(w - (3 if pad else 0), L, part, dry_run=True, output="LINES") or [""]
        h = len(lines) * L + 2 * pad
        if b.style == "bar":
            self.pdf.set_fill_color(*rgb(tint(self.s["accent"])))
            self.pdf.rect(x, y, w, h, style="F")
        for i, ln in enumerate(lines):
            self.line_out(x + (1.5 if pad else 0), y + pad + i * L, w - (3 if pad else 0), ln, b.align,
                          check=b.style == "mono")
        self.color()
        return y + h + after

    def cell(self, t, r, key):
        idx = 0
        if "#" in key:
            key, i = key.split("#")
            idx = int(i)
        rs, rname = ([r], r.name) if isinstance(r, Res) else (r.res, r.name if r.name is not None else [q for q in r.res if q][0].name)
        x = rs[idx] if idx < len(rs) else None
        if key == "name":
            return rname, False
        if x is None or key == "blank":
            return "", False
        if key == "value":
            return x.value + ((" " + x.flag) if (t.flag_inline and x.flag) else ""), t.bold_value
        if key == "flag":
            return x.flag, True
        if key == "unit":
            return x.unit, False
        if key == "ref":
            return x.ref, False
        if key.startswith("prev"):
            k = int(key[4:])
            if k >= len(x.prev):
                return "", False
            p = x.prev[k]
            if not p:
                return "—", False
            return p[0] + ((" " + p[2]) if (len(p) > 2 and p[2]) else ""), False
        raise KeyError(key)

    def table(self, b, x, y, w):
        pdf = self.pdf
        size = b.size or self.s["size"]
        L = lh(size)
        ws = [c.w * w for c in b.cols]
        xs = [x + sum(ws[:i]) for i in range(len(ws))]
        pdf.set_line_width(0.2)
        pdf.set_draw_color(68, 68, 68)

        def draw_row(cells, bold_flags, style, fill=None):
            nonlocal y
            nl = max(len(c.split("\n")) for c in cells)
            h = nl * L + 2 * CELL_PY
            if fill:
                pdf.set_fill_color(*rgb(fill))
                pdf.rect(x, y, w, h, style="F")
            for i, (c, col) in enumerate(zip(cells, b.cols)):
                self.font("B" if (bold_flags[i] or style == "B") else "", size)
                for k, ln in enumerate(c.split("\n")):
                    self.line_out(xs[i] + CELL_PX, y + CELL_PY + k * L, ws[i] - 2 * CELL_PX, ln, col.align)
                if b.rules == "all":
                    pdf.rect(xs[i], y, ws[i], h)
            y += h
            return h

        if b.head:
            fill = tint(self.s["accent"]) if b.head_fill else None
            draw_row([c.title for c in b.cols], [True] * len(b.cols), "B", fill)
            if b.rules in ("h", "head"):
                pdf.set_line_width(0.3)
                pdf.set_draw_color(51, 51, 51)
                pdf.line(x, y, x + w, y)
                pdf.set_line_width(0.2)
        for r in b.rows:
            if isinstance(r, Note):
                d, f, _, a = TSTYLE[r.style]
                self.font(f, size + d)
                self.color(self.s["accent"] if a else None)
                Ln = lh(size + d)
                lines = []
                for part in r.text.split("\n"):
                    lines += pdf.multi_cell(w - 2 * CELL_PX, Ln, part, dry_run=True, output="LINES") or [""]
                h = len(lines) * Ln + 2 * CELL_PY
                if r.style == "bar":
                    pdf.set_fill_color(*rgb(tint(self.s["accent"], 0.92)))
                    pdf.rect(x, y, w, h, style="F")
                for k, ln in enumerate(lines):
                    self.line_out(x + CELL_PX, y + CELL_PY + k * Ln, w - 2 * CELL_PX, ln, check=False)
                self.color()
                if b.rules == "all":
                    pdf.rect(x, y, w, h)
                y += h
                if b.rules == "h":
                    pdf.set_draw_color(187, 187, 187)
                    pdf.line(x, y, x + w, y)
                    pdf.set_draw_color(68, 68, 68)
                continue
            cells, bolds = [], []
            for c in b.cols:
                t, bo = self.cell(b, r, c.key)
                cells.append(t)
                bolds.append(bo)
            draw_row(cells, bolds, "")
            if b.rules == "h":
                pdf.set_draw_color(187, 187, 187)
                pdf.line(x, y, x + w, y)
                pdf.set_draw_color(68, 68, 68)
        return y + 1.5

    def columns(self, b, x, y, w):
        n = len(b.cols)
        fr = b.widths or [1 / n] * n
        inner = w - b.gap * (n - 1)
        ws = [f * inner for f in fr]
        ys = []
        cx = x
        for i, (c, cw) in enumerate(zip(b.cols, ws)):
            ys.append(self.blocks(c, cx, y, cw))
            cx += cw + b.gap
        bottom = max(ys)
        if b.divider:
            self.pdf.set_draw_color(153, 153, 153)
            self.pdf.set_line_width(0.2)
            cx = x
            for i, cw in enumerate(ws[:-1]):
                cx += cw + b.gap
                self.pdf.line(cx - b.gap / 2, y, cx - b.gap / 2, bottom)
        return bottom

    def measure(self, blocks, w):
        sub = PdfR.__new__(PdfR)
        sub.rep, sub.s, sub.W, sub.warn = self.rep, self.s, self.W, []
        sub.pdf = self._new()
        sub.pdf.add_page()
        return sub.blocks(blocks, 0, 0, w)

    def box(self, b, x, y, w):
        acc = self.s["accent"]
        iw = w - 4.6
        title_h = (lh(self.s["size"]) + 1) if b.title else 0
        h = self.measure(b.blocks, iw) + title_h + 4.6
        if b.fill:
            self.pdf.set_fill_color(*rgb(tint(acc, 0.93)))
            self.pdf.rect(x, y, w, h, style="F")
        self.pdf.set_draw_color(*rgb(acc))
        self.pdf.set_line_width(0.3)
        self.pdf.rect(x + 0.15, y + 0.15, w - 0.3, h - 0.3)
        yy = y + 2.3
        if b.title:
            self.font("B")
            self.color(acc)
            self.line_out(x + 2.3, yy, iw, b.title)
            self.color()
            yy += title_h
        self.blocks(b.blocks, x + 2.3, yy, iw)
        return y + h + 2

    def resline(self, b, x, y, w):
        r = b.res
        L = lh(self.s["size"])
        label = b.label if b.label is not None else r.name
        lines = label.split("\n") if b.label_w else [""]
        self.font("B" if b.bold_label else "")
        if b.label_w:
            for k, ln in enumerate(lines):
                self.line_out(x, y + k * L, b.label_w, ln)
        cx = x + b.label_w
        self.font("B")
        self.line_out(cx, y, b.value_w, r.value)
        cx += b.value_w
        self.font("")
        self.line_out(cx, y, b.unit_w, r.unit)
        cx += b.unit_w
        self.font("B")
        self.line_out(cx, y, 7, r.flag)
        cx += 7
        if b.tail:
            self.font("")
            self.line_out(cx, y, x + w - cx, b.tail)
        return y + len(lines) * L + 0.6

    def leaders(self, b, x, y, w):
        self.font("", None, "mono")
        L = lh(self.s["size"])
        for ln, _ in leader_lines(b):
            self.line_out(x, y, w, ln)
            y += L
        self.font()
        return y + 1

    def sig(self, b, x, y, w):
        y += 4
        size = self.s["size"]
        if b.text:
            self.font("", size - 1.5)
            for ln in b.text.split("\n"):
                self.line_out(x, y, w, ln, check=False)
                y += lh(size - 1.5)
            y += 5
        n = len(b.people)
        cw = w / n
        L = lh(size - 0.5)
        self.pdf.set_draw_color(51, 51, 51)
        self.pdf.set_line_width(0.25)
        for i, (name, role, reg) in enumerate(b.people):
            cx = x + i * cw
            self.pdf.line(cx + cw / 2 - 27.5, y, cx + cw / 2 + 27.5, y)
            self.font("B", size - 0.5)
            self.line_out(cx, y + 0.8, cw, name, "C")
            self.font("", size - 0.5)
            self.line_out(cx, y + 0.8 + L, cw, role, "C")
            self.line_out(cx, y + 0.8 + 2 * L, cw, reg, "C")
        return y + 0.8 + 3 * L

    def blocks(self, bl, x, y, w):
        for b in bl:
            if isinstance(b, Text):
                y = self.text(b, x, y, w)
            elif isinstance(b, Table):
                y = self.table(b, x, y, w)
            elif isinstance(b, Columns):
                y = self.columns(b, x, y, w)
            elif isinstance(b, Box):
                y = self.box(b, x, y, w)
            elif isinstance(b, ResLine):
                y = self.resline(b, x, y, w)
            elif isinstance(b, Leaders):
                y = self.leaders(b, x, y, w)
            elif isinstance(b, Sig):
                y = self.sig(b, x, y, w)
            elif isinstance(b, Spacer):
                y += b.h
            elif isinstance(b, Rule):
                self.pdf.set_draw_color(*rgb(self.s["accent"]))
                self.pdf.set_line_width(0.3)
                self.pdf.line(x, y + 1, x + w, y + 1)
                y += 3
            else:
                raise TypeError(b)
        return y

    # -- page furniture
    def header(self):
        s, rep, pdf = self.s, self.rep, self.pdf
        acc, size, x, y = s["accent"], s["size"], s["ms"], s["mt"]
        W = self.W
        Ls = lh(size - 1.5)
        if s["header"] == "banner":
            ls = s["lab_size"] or size + 7
            h = max(lh(ls), len(rep.labinfo) * Ls) + 5
            pdf.set_fill_color(*rgb(acc))
            pdf.rect(x, y, W, h, style="F")
            self.color("#ffffff")
            self.font("", size - 1.5)
            iw = max(pdf.get_string_width(t) for t in rep.labinfo)
            y0 = y + (h - len(rep.labinfo) * Ls) / 2
            for i, ln in enumerate(rep.labinfo):
                self.line_out(x + W - 3 - iw, y0 + i * Ls, iw, ln, "R")
            self.font("B", ls)
            self.line_out(x + 3, y + (h - lh(ls)) / 2, W - iw - 9, rep.lab)
            self.color()
            y += h
        elif s["header"] == "center":
            self.color(acc)
            ls = s["lab_size"] or size + 6
            self.font("B", ls)
            self.line_out(x, y, W, rep.lab, "C")
            y += lh(ls)
            self.color()
            self.font("", size - 1.5)
            for ln in rep.labinfo:
                self.line_out(x, y, W, ln, "C")
                y += Ls
            y += 1.5
            pdf.set_draw_color(*rgb(acc))
            pdf.set_line_width(0.5)
            pdf.line(x, y, x + W, y)
            y += 0.5
        else:
            hi = len(rep.labinfo) * Ls
            ls = s["lab_size"] or size + 6
            hn = lh(ls)
            h = max(hi, hn)
            self.font("", size - 1.5)
            iw = max(pdf.get_string_width(t) for t in rep.labinfo)
            for i, ln in enumerate(rep.labinfo):
                self.line_out(x + W - iw, y + h - hi + i * Ls, iw, ln, "R")
            self.color(acc)
            self.font("B", ls)
            self.line_out(x, y + h - hn, W - iw - 3, rep.lab)
            self.color()
            y += h + 1.5
            pdf.set_draw_color(*rgb(acc))
            pdf.set_line_width(0.5)
            pdf.line(x, y, x + W, y)
            y += 0.5
        # patient grid
        y += 2
        n = s["pat_cols"]
        cw = W / n
        L = lh(size - 0.5)
        y0 = y
        y += 1 if s["pat_box"] else 0
        for row in rep.patient:
            col = 0
            for cell in row:
                lab, val = cell[0], cell[1]
                span = cell[2] if len(cell) > 2 else 1
                cx = x + col * cw + 1.5
                self.font("B", size - 0.5)
                lw = pdf.get_string_width(lab + " ")
                self.line_out(cx, y + 0.4, lw, lab, check=False)
                self.font("", size - 0.5)
                self.line_out(cx + lw, y + 0.4, cw * span - lw - 3, val)
                col += span
            y += L + 0.8
        y += 1 if s["pat_box"] else 0
        if s["pat_box"]:
            pdf.set_draw_color(85, 85, 85)
            pdf.set_line_width(0.25)
            pdf.rect(x, y0, W, y - y0)
        return y + 3

    def footer(self, i, n):
        s, pdf = self.s, self.pdf
        size = s["size"] - 2
        L = lh(size)
        lines = self.rep.footer.split("\n") if self.rep.footer else [""]
        h = len(lines) * L + 1
        y = 297 - 8 - h
        pdf.set_draw_color(119, 119, 119)
        pdf.set_line_width(0.2)
        pdf.line(s["ms"], y, 210 - s["ms"], y)
        self.font("", size)
        for k, ln in enumerate(lines):
            self.line_out(s["ms"], y + 1 + k * L, self.W - 25, ln, check=False)
        self.line_out(s["ms"], y + 1, self.W, s["page_label"].format(i=i, n=n), "R")

    def render(self, path):
        n = len(self.rep.pages)
        for i, bl in enumerate(self.rep.pages, 1):
            self.pdf.add_page()
            y = self.header()
            y = self.blocks(bl, self.s["ms"], y, self.W)
            if y > 297 - self.s["mb"]:
                raise Overflow(f"{self.rep.id} page {i}: content ends at {y:.1f} mm")
            self.footer(i, n)
        self.pdf.output(path)
        return self.warn


def render_fpdf(rep, path):
    return PdfR(rep).render(path)
