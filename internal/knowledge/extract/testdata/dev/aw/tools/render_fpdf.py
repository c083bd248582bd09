"""Draw a report model with fpdf2 (TTF fonts, so µ ³ ² ↑ ↓ ≥ ≤ – print)."""
from __future__ import annotations

from functools import lru_cache

from fpdf import FPDF

from model import (FONTS, V, Row, Col, Table, Heading, Text, Line, TwoCol, Box, Group, Spacer, Rule,
                   Signature, Report)

PAGE_W, PAGE_H = 210.0, 297.0
MX, MY = 12.0, 10.0                 # margins (same as the HTML @page)
CW = PAGE_W - 2 * MX                # content width 186 mm
CH = 276.0                          # usable page height (same as .page in HTML)
FOOT_H = 9.0
PT = 25.4 / 72.0                    # mm per pt


def rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def new_pdf():
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_margins(MX, MY, MX)
    pdf.c_margin = 1.0
    for key, (_, reg, bold, ital) in FONTS.items():
        pdf.add_font(key, "", reg)
        pdf.add_font(key, "B", bold)
        pdf.add_font(key, "I", ital)
    pdf.set_fallback_fonts(["dejavu"])
    return pdf


@lru_cache(maxsize=None)
def _metrics_pdf():
    pdf = new_pdf()
    pdf.add_page()
    return pdf


def text_width(font, style, size, text):
    pdf = _metrics_pdf()
    pdf.set_font(font, style, size)
    return pdf.get_string_width(text)


def leader_text(font, style, size, name, width):
    """name followed by dots filling `width` mm (computed with the real font metrics)."""
    base = name + " "
    dots = ""
    while text_width(font, style, size, base + dots + ".") <= width:
        dots += "."
    return base + dots if dots else name


def cell_text(v):
    """String drawn for a table cell (value with its flag / inline unit)."""
    if isinstance(v, V):
        s = v.text
        if v.inline_unit and v.unit:
            s += " " + v.unit
        if v.flag:
            s = (v.flag + " " + s) if v.flag_pos == "before" else (s + " " + v.flag)
        return [s]
    if isinstance(v, list):
        return v
    if v is None or v == "":
        return [""]
    return str(v).split("\n")


class Drawer:
    def __init__(self, rep: Report):
        self.rep = rep
        self.st = rep.style
        self.font = self.st["font"]
        self.size = self.st.get("size", 8.5)
        self.pdf = new_pdf()

    # -------------------------------------------------------------- helpers --
    def set(self, size=None, style="", color="#000000"):
        self.pdf.set_font(self.font, style, size or self.size)
        self.pdf.set_text_color(*rgb(color))

    def txt(self, x, y, w, h, s, align="L", fill=None):
        if fill:
            self.pdf.set_fill_color(*rgb(fill))
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, h, s, border=0, align=align, fill=bool(fill))

    def hline(self, x1, x2, y, color="#777777", width=0.2):
        self.pdf.set_draw_color(*rgb(color))
        self.pdf.set_line_width(width)
        self.pdf.line(x1, y, x2, y)

    # -------------------------------------------------------------- blocks ---
    def blocks(self, blocks, x, w, y):
        for b in blocks:
            y = self.block(b, x, w, y)
        return y

    def block(self, b, x, w, y):
        p = self.pdf
        if isinstance(b, list):
            return self.blocks(b, x, w, y)
        if isinstance(b, Group):
            return self.blocks(b.blocks, x, w, y)
        if isinstance(b, Spacer):
            return y + b.h
        if isinstance(b, Rule):
            y += b.before
            self.hline(x, x + w, y, b.color, b.width)
            return y + b.after
        if isinstance(b, Heading):
            y += b.before
            lines = b.text if isinstance(b.text, list) else [b.text]
            lh = b.h or b.size * PT * 1.45
            if b.fill:
                p.set_fill_color(*rgb(b.fill))
                p.rect(x, y, w, lh * len(lines), style="F")
            self.set(b.size, "B" if b.bold else "", b.color or "#000000")
            for i, s in enumerate(lines):
                self.txt(x, y + i * lh, w, lh, s, b.align)
            y += lh * len(lines)
            if b.rule:
                self.hline(x, x + w, y, b.color or "#000000", 0.3)
            return y + b.after
        if isinstance(b, Text):
            lh = b.lh or b.size * PT * 1.35
            st = ("B" if b.bold else "") + ("I" if b.italic else "")
            self.set(b.size, st, b.color or "#000000")
            p.set_xy(x, y)
            p.multi_cell(w, lh, b.text, align=b.align, new_x="LMARGIN", new_y="NEXT")
            return p.get_y() + b.after
        if isinstance(b, Line):
            lh = b.lh or b.size * PT * 1.45
            cx = x + b.indent
            for s in b.segs:
                if isinstance(s, V):
                    t = cell_text(s)[0]
                    self.set(b.size, "B" if s.bold else "")
                else:
                    t = s
                    self.set(b.size, "")
                tw = p.get_string_width(t)
                p.set_xy(cx, y)
                p.cell(tw, lh, t, border=0)
                cx += tw
            return y + lh + b.after
        if isinstance(b, TwoCol):
            lw = (w - b.gap) * b.split
            rw = w - b.gap - lw
            y1 = self.blocks(b.left, x, lw, y)
            y2 = self.blocks(b.right, x + lw + b.gap, rw, y)
            if b.rule:
                p.set_draw_color(*rgb("#999999"))
                p.line(x + lw + b.gap / 2, y, x + lw + b.gap / 2, max(y1, y2))
            return max(y1, y2)
        if isinstance(b, Box):
            if b.fill:
                # draw content twice: first measure on a throw-away page is complex; fill drawn
                # behind by estimating with a dry run
                y_end = self._dry_height(b.blocks, w - 2 * b.pad)
                p.set_fill_color(*rgb(b.fill))
                p.rect(x, y, w, y_end + 2 * b.pad, style="F")
            y2 = self.blocks(b.blocks, x + b.pad, w - 2 * b.pad, y + b.pad) + b.pad
            if b.border:
                p.set_draw_color(*rgb(b.border))
                p.set_line_width(0.25)
                p.rect(x, y, w, y2 - y)
            return y2
        if isinstance(b, Table):
            return self.table(b, x, w, y)
        if isinstance(b, Signature):
            y += b.before
            sx = x + w - b.width if b.align == "R" else (x + (w - b.width) / 2 if b.align == "C" else x)
            self.hline(sx, sx + b.width, y, "#000000", 0.25)
            lh = b.size * PT * 1.4
            for i, s in enumerate(b.lines):
                self.set(b.size, "B" if i == 0 else "")
                self.txt(sx, y + 0.5 + i * lh, b.width, lh, s, "C")
            return y + 0.5 + lh * len(b.lines) + 1
        raise TypeError(b)

    def _dry_height(self, blocks, w):
        d = Drawer(self.rep)
        d.pdf.add_page()
        return d.blocks(blocks, MX, w, 0) - 0

    def table(self, t: Table, x, w, y):
        p = self.pdf
        size = t.size or self.size
        h = t.row_h
        total_w = sum(c.w for c in t.cols)
        p.set_draw_color(*rgb("#666666"))
        p.set_line_width(0.2)
        if t.header:
            nl = max(len(c.title) if isinstance(c.title, list) else 1 for c in t.cols)
            hh = nl * h
            if t.head_fill:
                p.set_fill_color(*rgb(t.head_fill))
                p.rect(x, y, total_w, hh, style="F")
            self.set(size, "B" if t.head_bold else "", t.head_color or "#000000")
            cx = x
            for c in t.cols:
                lines = c.title if isinstance(c.title, list) else [c.title]
                for i, s in enumerate(lines):
                    self.txt(cx, y + i * h, c.w, h, s, c.align)
                if t.rules == "grid":
                    p.rect(cx, y, c.w, hh)
                cx += c.w
            if t.rules in ("h", "head"):
                self.hline(x, x + total_w, y, "#444444", 0.3)
                self.hline(x, x + total_w, y + hh, "#444444", 0.3)
            y += hh
        for ri, r in enumerate(t.rows):
            if r.kind == "sub":
                if t.sub_fill:
                    p.set_fill_color(*rgb(t.sub_fill))
                    p.rect(x, y, total_w, h, style="F")
                self.set(size, "B")
                self.txt(x, y, total_w, h, r.name if isinstance(r.name, str) else " ".join(r.name), "L")
                if t.rules == "grid":
                    p.set_draw_color(*rgb("#666666"))
                    p.rect(x, y, total_w, h)
                y += h
                continue
            cells = []
            for c in t.cols:
                if c.id == "name":
                    lines = r.name if isinstance(r.name, list) else [r.name]
                    if t.leaders:
                        lines = lines[:-1] + [leader_text(self.font, "", size, lines[-1], c.w - 2.0)]
                    cells.append((c, lines, None))
                else:
                    v = r.cells.get(c.id, "")
                    cells.append((c, cell_text(v), v))
            nl = max(len(l) for _, l, _ in cells)
            rh = nl * h
            if t.zebra and ri % 2 == 1:
                p.set_fill_color(*rgb(t.zebra))
                p.rect(x, y, total_w, rh, style="F")
            cx = x
            for c, lines, v in cells:
                isv = isinstance(v, V)
                st = "B" if (isv and v.bold) else ""
                self.set(size, st)
                for i, s in enumerate(lines):
                    self.txt(cx, y + i * h, c.w, h, s, c.align)
                if t.rules == "grid":
                    p.set_draw_color(*rgb("#666666"))
                    p.rect(cx, y, c.w, rh)
                cx += c.w
            y += rh
            if t.rules == "h":
                self.hline(x, x + total_w, y, "#bbbbbb", 0.15)
        return y + 1.0

    # -------------------------------------------------------------- page -----
    def header(self):
        p, st, rep = self.pdf, self.st, self.rep
        x, y, w = MX, MY, CW
        acc = st.get("accent", "#1f3b6f")
        kind = st.get("header", "plain")
        if kind == "band":
            hh = 19.0
            p.set_fill_color(*rgb(acc))
            p.rect(x, y, w, hh, style="F")
            self.set(15, "B", "#ffffff")
            self.txt(x + 3, y + 2.5, 105, 8, rep.lab)
            self.set(7.5, "", "#ffffff")
            self.txt(x + 3, y + 11, 105, 4, rep.lab_lines[0])
            self.set(7.0, "", "#ffffff")
            for i, s in enumerate(rep.lab_lines[1:]):
                self.txt(x + 108, y + 2 + i * 3.6, w - 111, 3.6, s, "R")
            y += hh + 2
        elif kind == "centered":
            self.set(14, "B", acc)
            self.txt(x, y, w, 7, rep.lab, "C")
            self.set(7.5, "", "#333333")
            for i, s in enumerate(rep.lab_lines):
                self.txt(x, y + 7.5 + i * 3.5, w, 3.5, s, "C")
            y += 7.5 + 3.5 * len(rep.lab_lines) + 1
            self.hline(x, x + w, y, acc, 0.5)
            self.hline(x, x + w, y + 0.9, acc, 0.2)
            y += 2.5
        elif kind == "logo":
            p.set_fill_color(*rgb(acc))
            p.rect(x, y, 16, 16, style="F")
            self.set(12, "B", "#ffffff")
            self.txt(x, y + 4, 16, 8, st.get("initials", "LAB"), "C")
            self.set(13, "B", acc)
            self.txt(x + 19, y, 120, 6.5, rep.lab)
            self.set(7.2, "", "#333333")
            for i, s in enumerate(rep.lab_lines):
                self.txt(x + 19, y + 6.8 + i * 3.3, w - 19, 3.3, s)
            y += max(17.0, 6.8 + 3.3 * len(rep.lab_lines)) + 1
            self.hline(x, x + w, y, acc, 0.6)
            y += 2
        else:  # plain
            self.set(16, "B", acc)
            self.txt(x, y, w, 8, rep.lab)
            self.set(7.3, "", "#222222")
            for i, s in enumerate(rep.lab_lines):
                self.txt(x, y + 8.5 + i * 3.4, w, 3.4, s)
            y += 8.5 + 3.4 * len(rep.lab_lines) + 1
            self.hline(x, x + w, y, "#000000", 0.6)
            y += 2
        return self.patient_box(y)

    def patient_box(self, y):
        p, st, rep = self.pdf, self.st, self.rep
        x, w = MX, CW
        n = rep.patient_cols
        size = st.get("pbox_size", 7.8)
        h = st.get("pbox_h", 4.4)
        kind = st.get("pbox", "border")
        rows = [rep.patient[i:i + n] for i in range(0, len(rep.patient), n)]
        bh = h * len(rows) + 2
        if kind == "fill":
            p.set_fill_color(*rgb(st.get("pbox_fill", "#eeeeee")))
            p.rect(x, y, w, bh, style="F")
        if kind == "border":
            p.set_draw_color(*rgb("#444444"))
            p.set_line_width(0.25)
            p.rect(x, y, w, bh)
        widths = st.get("pbox_widths") or [w / n] * n
        for ri, row in enumerate(rows):
            cx = x + 1.5
            for ci, (lab, val) in enumerate(row):
                self.set(size, "B")
                lt = lab + ": " if lab else ""
                lw = p.get_string_width(lt)
                self.txt(cx, y + 1 + ri * h, lw + 1, h, lt)
                self.set(size, "")
                self.txt(cx + lw + 0.2, y + 1 + ri * h, widths[ci] - lw - 2, h, val)
                cx += widths[ci]
        y += bh
        if kind == "rules":
            self.hline(x, x + w, y, "#444444", 0.3)
        return y + 3

    def footer(self, page_no, n_pages):
        y = MY + CH - FOOT_H
        self.hline(MX, MX + CW, y, "#888888", 0.2)
        self.set(6.5, "", "#444444")
        for i, s in enumerate(self.rep.footer):
            self.txt(MX, y + 0.8 + i * 2.9, CW - 25, 2.9, s)
        self.txt(MX + CW - 25, y + 0.8, 25, 2.9, "Página %d de %d" % (page_no, n_pages), "R")

    def draw(self, path):
        n = len(self.rep.pages)
        for i, blocks in enumerate(self.rep.pages):
            self.pdf.add_page()
            y = self.header()
            y = self.blocks(blocks, MX, CW, y)
            if y > MY + CH - FOOT_H - 1:
                raise RuntimeError("%s page %d overflows in fpdf (y=%.1f mm)" % (self.rep.id, i + 1, y))
            self.footer(i + 1, n)
        self.pdf.set_title("Laudo %s" % self.rep.id)
        self.pdf.set_creator("labdev-aw build.py (fpdf2)")
        self.pdf.output(path)


def render_pdf(rep: Report, path: str):
    Drawer(rep).draw(path)
