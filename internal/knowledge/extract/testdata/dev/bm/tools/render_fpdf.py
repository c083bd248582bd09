"""fpdf2 renderer with TrueType (DejaVu) fonts; same model, same pagination as the HTML."""
from fpdf import FPDF

from model import (Text, Rule, Spacer, Table, Row, TwoCol, Box, CONTENT_W, CONTENT_H, FOOTER_H,
                   MARGIN_X, MARGIN_TOP, lh, runs_of)

D = "/usr/share/fonts/truetype/dejavu/"
FONT_FILES = {
    "sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"),
    "sansc": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf",
              "DejaVuSansCondensed-BoldOblique.ttf"),
    "serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf"),
    "serifc": ("DejaVuSerifCondensed.ttf", "DejaVuSerifCondensed-Bold.ttf", "DejaVuSerifCondensed-Italic.ttf",
               "DejaVuSerifCondensed-BoldItalic.ttf"),
    "mono": ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf",
             "DejaVuSansMono-BoldOblique.ttf"),
}
CELL_PX = 1.2


def rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class R:
    def __init__(self, rep):
        self.rep = rep
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        for k, files in FONT_FILES.items():
            for style, fn in zip(("", "B", "I", "BI"), files):
                pdf.add_font(k, style, D + fn)
        pdf.set_fallback_fonts(["sans"])
        pdf.set_title(f"{rep.lab} - {rep.id}")
        pdf.set_creator("labdev bm fpdf2 renderer")
        self.pdf = pdf

    def font(self, fam, size, bold=False, italic=False):
        self.pdf.set_font(fam, ("B" if bold else "") + ("I" if italic else ""), size)

    # --- runs
    def line_width(self, line, fam, size, bold, italic):
        w = 0
        for text, b, it, col in line:
            self.font(fam, size, bold or b, italic or it)
            w += self.pdf.get_string_width(text)
        return w

    def draw_lines(self, lines, x, y, w, fam, size, align="L", bold=False, italic=False, color="#000000"):
        h = lh(size)
        for line in lines:
            lw = self.line_width(line, fam, size, bold, italic)
            cx = x if align == "L" else (x + w - lw if align == "R" else x + (w - lw) / 2)
            for text, b, it, col in line:
                self.font(fam, size, bold or b, italic or it)
                self.pdf.set_text_color(*rgb(col or color))
                tw = self.pdf.get_string_width(text)
                self.pdf.set_xy(cx, y)
                self.pdf.cell(tw, h, text)
                cx += tw
            y += h
        self.pdf.set_text_color(0, 0, 0)
        return y

    # --- elements
    def text(self, el, x, y, w, fam):
        fam = el.family or fam
        y += el.mt
        lines = runs_of(el.segs)
        h = lh(el.size)
        if el.wrap:
            plain = "".join(t for line in lines for (t, *_r) in line)
            self.font(fam, el.size, el.bold, el.italic)
            self.pdf.set_text_color(*rgb(el.color))
            self.pdf.set_xy(x + el.pad, y)
            self.pdf.multi_cell(w - 2 * el.pad, h, plain, align={"L": "L", "C": "C", "R": "R"}[el.align])
            self.pdf.set_text_color(0, 0, 0)
            return self.pdf.get_y() + el.mb
        total = h * len(lines)
        if el.bg:
            self.pdf.set_fill_color(*rgb(el.bg))
            self.pdf.rect(x, y, w, total, style="F")
        y2 = self.draw_lines(lines, x + el.pad, y, w - 2 * el.pad, fam, el.size, el.align, el.bold, el.italic, el.color)
        return y2 + el.mb

    def table(self, t, x, y, w, fam):
        fam = t.family or fam
        pdf = self.pdf
        y += t.mt
        h1 = lh(t.size)
        tw = sum(c[1] for c in t.cols)
        bc = rgb(t.border_color)
        pdf.set_draw_color(*bc)
        y0 = y
        rows = []
        if t.header:
            rows.append(("H", Row([c[0] for c in t.cols], bold=True, bg=t.head_bg)))
        for i, row in enumerate(t.rows):
            r = row if isinstance(row, Row) else Row(row)
            rows.append((i, r))
        for i, r in rows:
            cells_lines = [runs_of(c) for c in r.cells]
            nl = max(len(cl) for cl in cells_lines) if cells_lines else 1
            rh = nl * h1 + 2 * t.pad
            bg = r.bg or (t.zebra_bg if t.style == "zebra" and i != "H" and i % 2 == 1 else None)
            if bg:
                pdf.set_fill_color(*rgb(bg))
                pdf.rect(x, y, tw, rh, style="F")
            cx = x
            if r.span:
                self.draw_lines(cells_lines[0], x + CELL_PX, y + t.pad, tw - 2 * CELL_PX, fam, t.size, "L", r.bold, r.italic)
                if t.style == "grid":
                    pdf.set_line_width(0.2)
                    pdf.rect(x, y, tw, rh)
            else:
                for j, (cl, col) in enumerate(zip(cells_lines, t.cols)):
                    cw = col[1]
                    color = t.head_color if i == "H" else "#000000"
                    self.draw_lines(cl, cx + CELL_PX, y + t.pad, cw - 2 * CELL_PX, fam, t.size, col[2], r.bold, r.italic, color)
                    if t.leader and j == 0 and i != "H":
                        lw = self.line_width(cl[0], fam, t.size, r.bold, r.italic) if cl and cl[0] else 0
                        self.font(fam, t.size)
                        dw = pdf.get_string_width(".")
                        avail = cw - 2 * CELL_PX - lw - pdf.get_string_width(" ")
                        n = int(avail / dw) if avail > 0 else 0
                        if n > 0:
                            pdf.set_text_color(85, 85, 85)
                            pdf.set_xy(cx + CELL_PX + lw, y + t.pad)
                            pdf.cell(cw - 2 * CELL_PX - lw, h1, " " + "." * n)
                            pdf.set_text_color(0, 0, 0)
                    if t.style == "grid":
                        pdf.set_line_width(0.2)
                        pdf.rect(cx, y, cw, rh)
                    cx += cw
            y += rh
            if t.style in ("lines", "zebra", "box") and i == "H":
                pdf.set_line_width(0.3)
                pdf.line(x, y, x + tw, y)
            elif t.style == "lines":
                pdf.set_line_width(0.15)
                pdf.set_draw_color(154, 154, 154)
                pdf.line(x, y, x + tw, y)
                pdf.set_draw_color(*bc)
        if t.style == "box":
            pdf.set_line_width(0.3)
            pdf.rect(x, y0, tw, y - y0)
        pdf.set_draw_color(0, 0, 0)
        return y + t.mb

    def items(self, items, x, y, w, fam):
        pdf = self.pdf
        for el in items:
            if isinstance(el, Text):
                y = self.text(el, x, y, w, fam)
            elif isinstance(el, Rule):
                y += el.mt
                pdf.set_draw_color(*rgb(el.color))
                pdf.set_line_width(el.weight)
                if el.dashed:
                    pdf.set_dash_pattern(dash=1, gap=0.8)
                pdf.line(x, y, x + w, y)
                pdf.set_dash_pattern()
                pdf.set_draw_color(0, 0, 0)
                y += el.mb
            elif isinstance(el, Spacer):
                y += el.h
            elif isinstance(el, Table):
                y = self.table(el, x, y, w, fam)
            elif isinstance(el, TwoCol):
                cw = (w - el.gap) / 2
                yl = self.items(el.left, x, y, cw, fam)
                if el.divider:
                    xr = x + cw + el.gap / 2
                    yr = self.items(el.right, xr + el.gap / 2, y, cw - el.gap / 2, fam)
                    pdf.set_line_width(0.2)
                    pdf.set_draw_color(136, 136, 136)
                    pdf.line(xr, y, xr, max(yl, yr))
                    pdf.set_draw_color(0, 0, 0)
                else:
                    yr = self.items(el.right, x + cw + el.gap, y, cw, fam)
                y = max(yl, yr)
            elif isinstance(el, Box):
                y += el.mt
                y1 = self.items(el.items, x + el.pad + 0.3, y + el.pad + 0.3, w - 2 * el.pad - 0.6, fam)
                y1 += el.pad + 0.3
                pdf.set_line_width(0.3)
                pdf.set_draw_color(*rgb(el.border))
                if el.radius:
                    pdf.rect(x, y, w, y1 - y, round_corners=True, corner_radius=el.radius)
                else:
                    pdf.rect(x, y, w, y1 - y)
                pdf.set_draw_color(0, 0, 0)
                y = y1 + el.mb
            else:
                raise TypeError(el)
        return y

    def render(self, out):
        rep = self.rep
        for pno, p in enumerate(rep.pages, 1):
            self.pdf.add_page()
            y = self.items(p.items, MARGIN_X, MARGIN_TOP, CONTENT_W, rep.family)
            ftop = MARGIN_TOP + CONTENT_H - FOOTER_H
            if y > ftop - 4:
                raise RuntimeError(f"{rep.id} page {pno}: content ends at {y:.1f} mm, footer at {ftop:.1f} mm")
            self.items(p.footer, MARGIN_X, ftop, CONTENT_W, rep.family)
        self.pdf.output(out)


def render_fpdf(rep, out):
    R(rep).render(out)
