"""Draw a Report with fpdf2 (TrueType fonts, real text), same content and pagination as the HTML."""
from fpdf import FPDF
from model import FONTS, FONTDIR, Text, Table, HR, Gap, Cols, C, text_of

PT = 0.352778


def rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Drawer:
    def __init__(self, rep):
        self.rep = rep
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        pdf.c_margin = 0
        for key, (fam, r, b, i, bi) in FONTS.items():
            pdf.add_font(key, "", FONTDIR + r)
            pdf.add_font(key, "B", FONTDIR + b)
            pdf.add_font(key, "I", FONTDIR + i)
            pdf.add_font(key, "BI", FONTDIR + bi)
        pdf.set_fallback_fonts(["sans"])
        pdf.set_title(f"{rep.lab} - Laudo {rep.id}")
        pdf.set_creator("fpdf2")
        self.pdf = pdf

    def font(self, key, b, i, size, color):
        st = ("B" if b else "") + ("I" if i else "")
        self.pdf.set_font(key, st, size)
        self.pdf.set_text_color(*rgb(color or self.rep.base_color))

    def lines(self, w, lh, txt, al):
        if txt == "":
            return [""]
        return self.pdf.multi_cell(w, lh, txt, align=al, dry_run=True, output="LINES")

    def write_block(self, x, y, w, lh, txt, al):
        if txt == "":
            return
        self.pdf.set_xy(x, y)
        self.pdf.multi_cell(w, lh, txt, align={"L": "L", "R": "R", "C": "C"}[al], new_x="LEFT", new_y="NEXT")

    def el(self, e, x, y, width, fontkey, draw=True):
        """returns new y"""
        pdf = self.pdf
        if isinstance(e, Gap):
            return y + e.mm
        if isinstance(e, HR):
            y += e.gap
            if draw:
                pdf.set_draw_color(*rgb(e.color))
                pdf.set_line_width(e.w)
                pdf.line(x, y, x + width, y)
            return y + e.gap
        if isinstance(e, Cols):
            lw = (width - e.gap) * e.split
            rw = width - e.gap - lw
            yl = yr = y
            for s in e.left:
                yl = self.el(s, x, yl, lw, fontkey, draw)
            for s in e.right:
                yr = self.el(s, x + lw + e.gap, yr, rw, fontkey, draw)
            if e.sep and draw:
                pdf.set_draw_color(136, 136, 136)
                pdf.set_line_width(0.2)
                pdf.line(x + lw + e.gap, y, x + lw + e.gap, max(yl, yr))
            return max(yl, yr)
        if isinstance(e, Text):
            for ln in e.lines:
                c = ln if isinstance(ln, C) else C(ln)
                size = c.size or e.size
                lh = size * e.lh * PT
                self.font(c.font or e.font or fontkey, c.b or e.b, c.i or e.i, size, c.color or e.color)
                padh = e.pad * 1.5
                txt = text_of(c)
                ls = self.lines(width - 2 * padh, lh, txt, c.al or e.al)
                h = len(ls) * lh + 2 * e.pad
                fill = c.fill or e.fill
                if draw:
                    if fill:
                        pdf.set_fill_color(*rgb(fill))
                        pdf.rect(x, y, width, h, style="F")
                    self.write_block(x + padh, y + e.pad, width - 2 * padh, lh, txt, c.al or e.al)
                y += h
            return y
        if isinstance(e, Table):
            tw = e.width or width
            tot = sum(e.widths)
            ws = [tw * w / tot for w in e.widths]
            xs = [x + sum(ws[:i]) for i in range(len(ws))]
            fk = e.font or fontkey
            y0 = y
            pdf.set_line_width(e.lw)
            pdf.set_draw_color(*rgb(e.line_color))
            for ri, row in enumerate(e.rows):
                is_head = ri < e.head
                rfill = row.fill or (e.head_fill if is_head else None)
                rcol = row.color or (e.head_color if is_head else None)
                prepared = []
                rowh = 0
                cells = row.cells
                for ci, cell in enumerate(cells):
                    c = cell if isinstance(cell, C) else C(cell)
                    size = c.size or row.size or e.size
                    lh = size * e.lh * PT
                    al = c.al or (e.aligns[ci] if not row.span else "L")
                    b = c.b or row.b or is_head or (ci in e.bold_cols and not row.span)
                    cw = tw if row.span else ws[ci]
                    self.font(c.font or fk, b, c.i or row.i, size, c.color or rcol)
                    txt = text_of(c)
                    ls = self.lines(cw - 2 * e.padh, lh, txt, al)
                    h = len(ls) * lh + 2 * e.padv
                    rowh = max(rowh, h)
                    prepared.append((c, size, lh, al, b, cw, txt))
                if draw:
                    if rfill:
                        pdf.set_fill_color(*rgb(rfill))
                        pdf.rect(x, y, tw, rowh, style="F")
                    for ci, (c, size, lh, al, b, cw, txt) in enumerate(prepared):
                        if c.fill:
                            pdf.set_fill_color(*rgb(c.fill))
                            pdf.rect(xs[ci], y, cw, rowh, style="F")
                        self.font(c.font or fk, b, c.i or row.i, size, c.color or rcol)
                        self.write_block(xs[ci] + e.padh, y + e.padv, cw - 2 * e.padh, lh, txt, al)
                        if e.ruled == "all":
                            pdf.set_line_width(e.lw)
                            pdf.set_draw_color(*rgb(e.line_color))
                            pdf.rect(xs[ci], y, cw, rowh)
                    pdf.set_line_width(e.lw)
                    pdf.set_draw_color(*rgb(e.line_color))
                    if e.ruled == "h" or row.line_below or (e.ruled == "head" and ri == e.head - 1):
                        pdf.line(x, y + rowh, x + tw, y + rowh)
                y += rowh
            if draw:
                pdf.set_line_width(e.lw)
                pdf.set_draw_color(*rgb(e.line_color))
                if e.ruled == "box":
                    pdf.rect(x, y0, tw, y - y0)
                if e.ruled in ("h", "head"):
                    pdf.line(x, y0, x + tw, y0)
                    pdf.line(x, y, x + tw, y)
            return y
        raise TypeError(e)

    def render(self, out):
        rep = self.rep
        L, T, R, B = rep.margins
        cw = 210 - L - R
        n = len(rep.pages)
        for p, page in enumerate(rep.pages):
            self.pdf.add_page()
            foot = rep.footer(p + 1, n)
            fh = 0
            for e in foot:
                fh = self.el(e, L, fh, cw, rep.font, draw=False)
            ftop = 296.5 - B - fh
            y = T
            for e in page:
                y = self.el(e, L, y, cw, rep.font)
            if y > ftop:
                raise RuntimeError(f"{rep.id} page {p+1}: content ends at {y:.1f} mm, footer starts at {ftop:.1f} mm")
            yy = ftop
            for e in foot:
                yy = self.el(e, L, yy, cw, rep.font)
        self.pdf.output(out)


def render(rep, out):
    Drawer(rep).render(out)
