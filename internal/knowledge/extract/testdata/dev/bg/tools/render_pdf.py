"""Model -> PDF drawn directly with fpdf2 (TTF fonts, DejaVu as fallback for symbols)."""
import logging
logging.getLogger("fontTools").setLevel(logging.ERROR)
import datetime

from fpdf import FPDF

from model import (FONTS, MONO_FOR, Box, Cols, HRule, Para, Space, Sub, Table, Text,
                   seg_text)
from render_html import _subst

FONT_DIR = "/usr/share/fonts/truetype/"
PT = 0.3528          # mm per pt
LH = 1.25            # line height factor (same as HTML)
HPAD = 1.2           # horizontal cell padding, mm


def _rgb(hexs):
    h = hexs.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Overflow(Exception):
    pass


class Drawer:
    def __init__(self, rep):
        self.rep = rep
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        pdf.c_margin = 0
        for fam, key in (("F", rep.font), ("M", MONO_FOR[rep.font]), ("DV", "dejavu")):
            _css, reg, bold, ital = FONTS[key]
            pdf.add_font(fam, "", FONT_DIR + reg)
            pdf.add_font(fam, "B", FONT_DIR + bold)
            pdf.add_font(fam, "I", FONT_DIR + ital)
        pdf.set_fallback_fonts(["DV"], exact_match=False)
        pdf.set_creator("bg dev set (fpdf2)")
        pdf.set_creation_date(datetime.datetime(2025, 5, 1, tzinfo=datetime.timezone.utc))
        pdf.set_title(f"{rep.lab} - {rep.id}")
        self.pdf = pdf

    # -------------------------------------------------------------- helpers
    def font(self, size, bold=False, italic=False, mono=False):
        style = ("B" if bold else "") + ("I" if italic and not bold else "")
        self.pdf.set_font("M" if mono else "F", style, size)

    def wrap(self, text, width):
        """Greedy word wrap of one paragraph (no '\\n') to width mm."""
        words = text.split(" ")
        lines, cur = [], ""
        for w in words:
            cand = w if not cur else cur + " " + w
            if self.pdf.get_string_width(cand) <= width or not cur:
                cur = cand
            else:
                lines.append(cur)
                cur = w
        lines.append(cur)
        return lines

    def cell_lines(self, text, width):
        out = []
        for para in text.split("\n"):
            out += self.wrap(para, width)
        return out

    # -------------------------------------------------------------- blocks
    def block(self, b, x, y, w):
        pdf = self.pdf
        if isinstance(b, Text):
            self.font(b.size, b.bold, b.italic, b.mono)
            pdf.set_text_color(*_rgb(b.color))
            lh = b.size * PT * LH
            lines = seg_text(b.segs).split("\n")
            if b.bg:
                pdf.set_fill_color(*_rgb(b.bg))
                pdf.rect(x, y, w, lh * len(lines), style="F")
            for line in lines:
                pdf.set_xy(x + b.indent, y)
                pdf.cell(w - b.indent, lh, line, align=b.align, new_x="LMARGIN", new_y="NEXT")
                if b.underline:
                    sw = pdf.get_string_width(line)
                    x0 = {"L": x + b.indent, "C": x + (w - sw) / 2, "R": x + w - sw}[b.align]
                    pdf.set_line_width(0.2)
                    pdf.line(x0, y + lh - 0.6, x0 + sw, y + lh - 0.6)
                y += lh
            pdf.set_text_color(0, 0, 0)
            return y + b.after
        if isinstance(b, Para):
            self.font(b.size, b.bold, b.italic)
            lh = b.size * PT * LH
            for line in self.cell_lines(b.text, w):
                pdf.set_xy(x, y)
                pdf.cell(w, lh, line, align={"J": "L"}.get(b.align, b.align))
                y += lh
            return y + b.after
        if isinstance(b, Table):
            return self.table(b, x, y, w)
        if isinstance(b, Cols):
            wl = w * b.split - b.gap
            if b.divider:
                xl2 = x + wl + b.gap
            else:
                xl2 = x + wl + b.gap
            yl = y
            for c in b.left:
                yl = self.block(c, x, yl, wl)
            yr = y
            wr = w - (xl2 - x)
            for c in b.right:
                yr = self.block(c, xl2, yr, wr)
            yb = max(yl, yr)
            if b.divider:
                pdf.set_line_width(0.25)
                xd = x + wl + b.gap / 2
                pdf.line(xd, y, xd, yb)
            return yb + b.after
        if isinstance(b, HRule):
            y += b.before
            pdf.set_line_width(b.weight)
            if b.dashed:
                pdf.set_dash_pattern(dash=1, gap=0.8)
            pdf.line(x, y, x + w, y)
            pdf.set_dash_pattern()
            return y + b.after
        if isinstance(b, Space):
            return y + b.mm
        if isinstance(b, Box):
            yy = y + b.pad
            for c in b.blocks:
                yy = self.block(c, x + b.pad, yy, w - 2 * b.pad)
            yy += b.pad
            pdf.set_line_width(b.weight)
            pdf.rect(x, y, w, yy - y)
            return yy + b.after
        raise TypeError(b)

    def table(self, b, x, y, w):
        pdf = self.pdf
        lh = b.size * PT * LH
        widths = [frac * w for _, frac, _ in b.cols]
        xs = [x]
        for cw in widths:
            xs.append(xs[-1] + cw)
        pdf.set_line_width(0.25)

        def draw_row(cells, bold_flags, aligns, fill=None, span=False, italic=False):
            nonlocal y
            if span:
                self.font(b.size, bold_flags[0], italic)
                lines = self.cell_lines(cells[0], w - 2 * HPAD)
                h = len(lines) * lh + 2 * b.pad
                if fill:
                    pdf.set_fill_color(*_rgb(fill))
                    pdf.rect(x, y, w, h, style="F")
                for k, line in enumerate(lines):
                    pdf.set_xy(x + HPAD, y + b.pad + k * lh)
                    pdf.cell(w - 2 * HPAD, lh, line, align="L")
                if b.rules == "all":
                    pdf.rect(x, y, w, h)
                y += h
                return h
            all_lines = []
            for i, c in enumerate(cells):
                self.font(b.size, bold_flags[i])
                all_lines.append(self.cell_lines(c, widths[i] - 2 * HPAD))
            h = max(len(ls) for ls in all_lines) * lh + 2 * b.pad
            if fill:
                pdf.set_fill_color(*_rgb(fill))
                pdf.rect(x, y, w, h, style="F")
            for i, ls in enumerate(all_lines):
                self.font(b.size, bold_flags[i])
                for k, line in enumerate(ls):
                    pdf.set_xy(xs[i] + HPAD, y + b.pad + k * lh)
                    pdf.cell(widths[i] - 2 * HPAD, lh, line, align=aligns[i])
                if b.rules == "all":
                    pdf.rect(xs[i], y, widths[i], h)
            y += h
            return h

        aligns = [a for _, _, a in b.cols]
        if b.head:
            y0 = y
            draw_row([t for t, _, _ in b.cols], [b.head_bold] * len(b.cols), aligns, fill=b.head_fill)
            if b.rules == "hlines":
                pdf.line(x, y0, x + w, y0)
            if b.rules in ("hlines", "head"):
                pdf.line(x, y, x + w, y)
        for row in b.rows:
            if isinstance(row, Sub):
                draw_row([row.text], [row.bold], ["L"], fill=row.fill, span=True, italic=row.italic)
            else:
                bold = [(i == 0 and b.bold_col0) for i in range(len(row))]
                draw_row([seg_text(c) for c in row], bold, aligns)
            if b.rules == "hlines":
                pdf.line(x, y, x + w, y)
        return y + b.after

    # -------------------------------------------------------------- document
    def render(self, path):
        rep, pdf = self.rep, self.pdf
        ml, mt, mr, mb = rep.margins
        w = 210 - ml - mr
        n = len(rep.pages)
        for i, page in enumerate(rep.pages):
            pdf.add_page()
            y = mt
            for b in page:
                y = self.block(b, ml, y, w)
            if y > 297 - mb + 0.01:
                raise Overflow(f"{rep.id} page {i + 1}: content ends at {y:.1f} mm > {297 - mb} mm")
            # footer, bottom-aligned 6 mm above the page edge
            fh = self._height(rep.footer, w, i + 1, n)
            fy = 297 - 6 - fh
            for b in rep.footer:
                fy = self.block(_subst(b, i + 1, n), ml, fy, w)
        pdf.output(path)

    def _height(self, blocks, w, p, n):
        # measure by drawing into a scratch document
        scratch = Drawer(self.rep)
        scratch.pdf.add_page()
        y = 0
        for b in blocks:
            y = scratch.block(_subst(b, p, n), 0, y, w)
        return y


def render(rep, path):
    Drawer(rep).render(path)
