"""Tiny layout engine shared by the HTML and the fpdf2 renderers.

A report page is a list of primitives (Lines, Table, TwoCol, Box, ...).  Every
primitive knows its own height (no automatic wrapping anywhere: every line is
explicit), so both renderers place exactly the same lines of text and the page
count of both renderings is the same by construction.  The fpdf renderer raises
if a page overflows or a line is wider than its frame.
"""
from __future__ import annotations

import html
from dataclasses import dataclass, field

from fpdf import FPDF

FONT_DIR = "/usr/share/fonts/truetype/"
FONTS = {
    # key: (css family, {style: file})
    "libsans": ("'Liberation Sans'", {"": "liberation2/LiberationSans-Regular.ttf", "B": "liberation2/LiberationSans-Bold.ttf",
                                     "I": "liberation2/LiberationSans-Italic.ttf", "BI": "liberation2/LiberationSans-BoldItalic.ttf"}),
    "libserif": ("'Liberation Serif'", {"": "liberation2/LiberationSerif-Regular.ttf", "B": "liberation2/LiberationSerif-Bold.ttf",
                                       "I": "liberation2/LiberationSerif-Italic.ttf", "BI": "liberation2/LiberationSerif-BoldItalic.ttf"}),
    "libmono": ("'Liberation Mono'", {"": "liberation2/LiberationMono-Regular.ttf", "B": "liberation2/LiberationMono-Bold.ttf",
                                     "I": "liberation2/LiberationMono-Italic.ttf", "BI": "liberation2/LiberationMono-BoldItalic.ttf"}),
    "carlito": ("'Carlito'", {"": "crosextra/Carlito-Regular.ttf", "B": "crosextra/Carlito-Bold.ttf",
                              "I": "crosextra/Carlito-Italic.ttf", "BI": "crosextra/Carlito-BoldItalic.ttf"}),
    "dvsans": ("'DejaVu Sans'", {"": "dejavu/DejaVuSans.ttf", "B": "dejavu/DejaVuSans-Bold.ttf",
                                 "I": "dejavu/DejaVuSans-Oblique.ttf", "BI": "dejavu/DejaVuSans-BoldOblique.ttf"}),
    "dvserif": ("'DejaVu Serif'", {"": "dejavu/DejaVuSerif.ttf", "B": "dejavu/DejaVuSerif-Bold.ttf",
                                   "I": "dejavu/DejaVuSerif-Italic.ttf", "BI": "dejavu/DejaVuSerif-BoldItalic.ttf"}),
    "dvmono": ("'DejaVu Sans Mono'", {"": "dejavu/DejaVuSansMono.ttf", "B": "dejavu/DejaVuSansMono-Bold.ttf",
                                      "I": "dejavu/DejaVuSansMono-Oblique.ttf", "BI": "dejavu/DejaVuSansMono-BoldOblique.ttf"}),
    "dvcond": ("'DejaVu Sans Condensed'", {"": "dejavu/DejaVuSansCondensed.ttf", "B": "dejavu/DejaVuSansCondensed-Bold.ttf",
                                           "I": "dejavu/DejaVuSansCondensed-Oblique.ttf", "BI": "dejavu/DejaVuSansCondensed-BoldOblique.ttf"}),
}
PT = 0.352778  # mm per point
PAGE_W, PAGE_H = 210.0, 297.0
BOTTOM_LIMIT = 283.0  # content must end above this line (mm)


def add_fonts(pdf: FPDF):
    for key, (_, files) in FONTS.items():
        for st, f in files.items():
            pdf.add_font(key, st, FONT_DIR + f)


_MEAS = None


def meas() -> FPDF:
    global _MEAS
    if _MEAS is None:
        _MEAS = FPDF(unit="mm", format="A4")
        add_fonts(_MEAS)
        _MEAS.add_page()
    return _MEAS


def text_width(text, font, size, style=""):
    m = meas()
    m.set_font(font, style, size)
    return m.get_string_width(text)


# ----------------------------------------------------------------- content
class Segs(list):
    """One line made of (text, style[, color]) segments."""

    def __add__(self, other):
        return Segs(list(self) + list(other))


def seg_list(line, default_style=""):
    if isinstance(line, Segs):
        out = []
        for s in line:
            if isinstance(s, str):
                out.append((s, default_style, None))
            elif len(s) == 2:
                out.append((s[0], s[1], None))
            else:
                out.append(tuple(s))
        return out
    return [(line, default_style, None)]


def cell_lines(cell):
    if cell is None:
        return []
    if isinstance(cell, (str, Segs)):
        return [cell]
    return list(cell)


def line_text(line):
    return "".join(s[0] for s in seg_list(line))


@dataclass
class Ctx:
    font: str
    size: float
    lh_factor: float = 1.32
    color: str = "#111111"

    def lh(self, size=None):
        return round((size or self.size) * PT * self.lh_factor, 3)


@dataclass
class Lines:
    lines: list
    size: float | None = None
    style: str = ""
    align: str = "L"
    color: str | None = None
    pad_top: float = 0.0
    pad_bottom: float = 0.0
    lh: float | None = None
    font: str | None = None

    def height(self, ctx, w):
        return self.pad_top + self.pad_bottom + len(self.lines) * (self.lh or ctx.lh(self.size))


@dataclass
class Row:
    cells: list
    style: str = ""
    fill: str | None = None
    span: bool = False
    color: str | None = None
    leader: tuple = ()
    size: float | None = None


@dataclass
class Table:
    cols: list  # [(width, align)]
    rows: list
    header: list | None = None
    rule: str = "grid"  # grid | h | head | none | hdot
    size: float | None = None
    pad: float = 0.7
    hpad: float = 1.2
    header_fill: str | None = None
    header_color: str | None = None
    header_style: str = "B"
    header_size: float | None = None
    border: str = "#555555"
    zebra: str | None = None
    outer: bool = True
    font: str | None = None

    def row_h(self, ctx, row, header=False):
        size = (self.header_size if header else row.size) or self.size
        lh = ctx.lh(size)
        n = max([len(cell_lines(c)) for c in row.cells] + [1])
        return n * lh + 2 * self.pad

    def all_rows(self):
        out = []
        if self.header is not None:
            out.append(("H", Row(self.header, style=self.header_style, fill=self.header_fill, color=self.header_color)))
        for r in self.rows:
            out.append(("R", r))
        return out

    def height(self, ctx, w):
        return sum(self.row_h(ctx, r, k == "H") for k, r in self.all_rows())


@dataclass
class TwoCol:
    left: list
    right: list
    gap: float = 6.0
    ratio: float = 0.5
    divider: str | None = None

    def widths(self, w):
        lw = (w - self.gap) * self.ratio
        return lw, w - self.gap - lw

    def height(self, ctx, w):
        lw, rw = self.widths(w)
        return max(sum(p.height(ctx, lw) for p in self.left), sum(p.height(ctx, rw) for p in self.right))


@dataclass
class Box:
    children: list
    border: str | None = "#444444"
    fill: str | None = None
    pad: float = 1.8
    lw: float = 0.25
    left_bar: str | None = None  # colored bar on the left side instead of a full border

    def height(self, ctx, w):
        return 2 * self.pad + sum(c.height(ctx, w - 2 * self.pad - (1.5 if self.left_bar else 0)) for c in self.children)


@dataclass
class HRule:
    thick: float = 0.3
    color: str = "#333333"
    before: float = 1.0
    after: float = 1.0
    dash: bool = False

    def height(self, ctx, w):
        return self.before + self.after


@dataclass
class Space:
    h: float

    def height(self, ctx, w):
        return self.h


@dataclass
class Banner:
    """Full-width coloured bar with one line of text (section headings)."""
    text: str
    fill: str = "#dddddd"
    color: str = "#000000"
    size: float | None = None
    style: str = "B"
    align: str = "L"
    pad: float = 0.8
    before: float = 1.5
    after: float = 1.0

    def height(self, ctx, w):
        return self.before + self.after + 2 * self.pad + ctx.lh(self.size)


@dataclass
class LogoHeader:
    logo: list  # lines inside the logo box
    right: list  # primitives beside the logo
    logo_w: float = 26.0
    logo_h: float = 16.0
    logo_fill: str = "#1f4e79"
    logo_color: str = "#ffffff"
    logo_size: float = 13.0
    gap: float = 4.0
    logo_right: bool = False

    def height(self, ctx, w):
        return max(self.logo_h, sum(p.height(ctx, w - self.logo_w - self.gap) for p in self.right))


@dataclass
class Signatures:
    sigs: list  # list of list-of-lines
    width: float = 58.0
    size: float | None = None
    before: float = 9.0
    scribble: bool = True

    def height(self, ctx, w):
        n = max(len(s) for s in self.sigs)
        return self.before + n * ctx.lh(self.size)


# ------------------------------------------------------------ leader dots
def leader(text, width, ctx: Ctx, size=None, style="", font=None, dot="."):
    """Text followed by as many dots as fit in `width` (mm, cell inner width)."""
    size = size or ctx.size
    font = font or ctx.font
    base = text + " "
    avail = width - text_width(base, font, size, style) - 1.0
    n = max(2, int(avail / text_width(dot, font, size, style)))
    return base + dot * n


# ============================================================== fpdf renderer
def _rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class PdfRenderer:
    def __init__(self, ctx: Ctx, margins=(14, 12, 14)):
        self.ctx = ctx
        self.ml, self.mt, self.mr = margins
        self.pdf = FPDF(unit="mm", format="A4")
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(0, 0, 0)
        self.pdf.c_margin = 0
        add_fonts(self.pdf)
        self.where = ""
        self.problems = []

    def page(self, prims, where=""):
        self.where = where
        self.pdf.add_page()
        x, y, w = self.ml, self.mt, PAGE_W - self.ml - self.mr
        for p in prims:
            y = self.draw(p, x, y, w)
        if y > BOTTOM_LIMIT:
            self.problems.append(f"{where}: page overflow, content ends at {y:.1f} mm")
        if self.problems:
            raise ValueError("\n".join(self.problems))
        self.last_y = y
        return y

    # -- text helpers
    def _line(self, line, x, y, w, align, size, style, color, lh, font=None):
        font = font or self.ctx.font
        segs = seg_list(line, style)
        widths = []
        for t, st, _ in segs:
            self.pdf.set_font(font, st, size)
            widths.append(self.pdf.get_string_width(t))
        total = sum(widths)
        if total > w + 0.05:
            self.problems.append(f"{self.where}: line too wide ({total:.1f} > {w:.1f} mm): {line_text(line)!r}")
        if align == "R":
            cx = x + w - total
        elif align == "C":
            cx = x + (w - total) / 2
        else:
            cx = x
        for (t, st, col), sw in zip(segs, widths):
            self.pdf.set_font(font, st, size)
            self.pdf.set_text_color(*_rgb(col or color or self.ctx.color))
            self.pdf.set_xy(cx, y)
            self.pdf.cell(sw, lh, t)
            cx += sw

    def draw(self, p, x, y, w):
        ctx, pdf = self.ctx, self.pdf
        if isinstance(p, Lines):
            lh = p.lh or ctx.lh(p.size)
            yy = y + p.pad_top
            for ln in p.lines:
                self._line(ln, x, yy, w, p.align, p.size or ctx.size, p.style, p.color, lh, p.font)
                yy += lh
            return y + p.height(ctx, w)
        if isinstance(p, Space):
            return y + p.h
        if isinstance(p, HRule):
            yy = y + p.before
            pdf.set_draw_color(*_rgb(p.color))
            pdf.set_line_width(p.thick)
            if p.dash:
                pdf.set_dash_pattern(dash=0.8, gap=0.6)
            pdf.line(x, yy, x + w, yy)
            pdf.set_dash_pattern()
            return y + p.height(ctx, w)
        if isinstance(p, Banner):
            yy = y + p.before
            h = 2 * p.pad + ctx.lh(p.size)
            if p.fill:
                pdf.set_fill_color(*_rgb(p.fill))
                pdf.rect(x, yy, w, h, style="F")
            self._line(p.text, x + 1.5, yy + p.pad, w - 3, p.align, p.size or ctx.size, p.style, p.color, ctx.lh(p.size))
            return y + p.height(ctx, w)
        if isinstance(p, Box):
            h = p.height(ctx, w)
            if p.fill:
                pdf.set_fill_color(*_rgb(p.fill))
                pdf.rect(x, y, w, h, style="F")
            if p.left_bar:
                pdf.set_fill_color(*_rgb(p.left_bar))
                pdf.rect(x, y, 1.2, h, style="F")
            elif p.border:
                pdf.set_draw_color(*_rgb(p.border))
                pdf.set_line_width(p.lw)
                pdf.rect(x, y, w, h)
            off = 1.5 if p.left_bar else 0
            yy = y + p.pad
            for c in p.children:
                yy = self.draw(c, x + p.pad + off, yy, w - 2 * p.pad - off)
            return y + h
        if isinstance(p, TwoCol):
            lw, rw = p.widths(w)
            yl = y
            for c in p.left:
                yl = self.draw(c, x, yl, lw)
            yr = y
            for c in p.right:
                yr = self.draw(c, x + lw + p.gap, yr, rw)
            if p.divider:
                pdf.set_draw_color(*_rgb(p.divider))
                pdf.set_line_width(0.2)
                pdf.line(x + lw + p.gap / 2, y, x + lw + p.gap / 2, max(yl, yr))
            return y + p.height(ctx, w)
        if isinstance(p, LogoHeader):
            rw = w - p.logo_w - p.gap
            lx = x + rw + p.gap if p.logo_right else x
            rx = x if p.logo_right else x + p.logo_w + p.gap
            pdf.set_fill_color(*_rgb(p.logo_fill))
            pdf.rect(lx, y, p.logo_w, p.logo_h, style="F")
            lh = ctx.lh(p.logo_size)
            yy = y + (p.logo_h - lh * len(p.logo)) / 2
            for ln in p.logo:
                self._line(ln, lx, yy, p.logo_w, "C", p.logo_size, "B", p.logo_color, lh)
                yy += lh
            yy = y
            for c in p.right:
                yy = self.draw(c, rx, yy, rw)
            return y + p.height(ctx, w)
        if isinstance(p, Signatures):
            n = len(p.sigs)
            slot = w / n
            lh = ctx.lh(p.size)
            for i, s in enumerate(p.sigs):
                cx = x + i * slot + (slot - p.width) / 2
                yy = y + p.before
                pdf.set_draw_color(60, 60, 60)
                pdf.set_line_width(0.25)
                pdf.line(cx, yy - 0.6, cx + p.width, yy - 0.6)
                if p.scribble:  # a small hand-made looking stroke above the line
                    pdf.set_draw_color(40, 60, 120)
                    pdf.set_line_width(0.35)
                    pts = [(cx + 14, yy - 2.5), (cx + 20, yy - 6.5), (cx + 24, yy - 2.2), (cx + 30, yy - 5.8), (cx + 37, yy - 2.8), (cx + 44, yy - 4.6)]
                    for a, b in zip(pts, pts[1:]):
                        pdf.line(a[0], a[1], b[0], b[1])
                for j, ln in enumerate(s):
                    self._line(ln, cx - 10, yy + j * lh, p.width + 20, "C", p.size or ctx.size, "B" if j == 0 else "", None, lh)
            return y + p.height(ctx, w)
        if isinstance(p, Table):
            return self._table(p, x, y, w)
        raise TypeError(p)

    def _table(self, t, x, y, w):
        ctx, pdf = self.ctx, self.pdf
        tw = sum(c[0] for c in t.cols)
        if tw > w + 0.05:
            raise ValueError(f"{self.where}: table wider than frame ({tw} > {w:.1f})")
        rows = t.all_rows()
        y0 = y
        bc = _rgb(t.border)
        for i, (kind, r) in enumerate(rows):
            h = t.row_h(ctx, r, kind == "H")
            size = (t.header_size if kind == "H" else r.size) or t.size or ctx.size
            lh = ctx.lh(size)
            fill = r.fill or (t.zebra if (kind == "R" and t.zebra and i % 2 == 0) else None)
            if fill:
                pdf.set_fill_color(*_rgb(fill))
                pdf.rect(x, y, tw, h, style="F")
            if r.span:
                for j, ln in enumerate(cell_lines(r.cells[0])):
                    self._line(ln, x + t.hpad, y + t.pad + j * lh, tw - 2 * t.hpad, t.cols[0][1] if False else "L",
                               size, r.style, r.color, lh, t.font)
            else:
                cx = x
                for ci, ((cw, al), cell) in enumerate(zip(t.cols, r.cells)):
                    for j, ln in enumerate(cell_lines(cell)):
                        if ci in r.leader:
                            ln = leader(line_text(ln), cw - 2 * t.hpad, ctx, size, r.style, t.font)
                        self._line(ln, cx + t.hpad, y + t.pad + j * lh, cw - 2 * t.hpad, al, size, r.style, r.color, lh, t.font)
                    cx += cw
            # rules
            pdf.set_draw_color(*bc)
            pdf.set_line_width(0.2)
            if t.rule == "grid":
                pdf.rect(x, y, tw, h)
                if not r.span:
                    cx = x
                    for cw, _ in t.cols[:-1]:
                        cx += cw
                        pdf.line(cx, y, cx, y + h)
            elif t.rule in ("h", "hdot"):
                if t.rule == "hdot" and kind == "R":
                    pdf.set_dash_pattern(dash=0.5, gap=0.6)
                if i == 0 and t.outer:
                    pdf.line(x, y, x + tw, y)
                if i < len(rows) - 1 or t.outer:
                    pdf.line(x, y + h, x + tw, y + h)
                pdf.set_dash_pattern()
            elif t.rule == "head":
                if kind == "H":
                    pdf.set_line_width(0.35)
                    if t.outer:
                        pdf.line(x, y, x + tw, y)
                    pdf.line(x, y + h, x + tw, y + h)
                elif i == len(rows) - 1 and t.outer:
                    pdf.line(x, y + h, x + tw, y + h)
            y += h
        return y0 + t.height(ctx, w)

    def output(self, path):
        self.pdf.output(path)


# ============================================================== HTML renderer
def esc(s):
    return html.escape(s, quote=False)


def _seg_html(line, default_style=""):
    out = []
    for t, st, col in seg_list(line, default_style):
        css = []
        css.append("font-weight:bold" if "B" in st else "font-weight:normal")
        if "I" in st:
            css.append("font-style:italic")
        if col:
            css.append(f"color:{col}")
        out.append(f'<span style="{";".join(css)}">{esc(t)}</span>')
    return "".join(out)


class HtmlRenderer:
    def __init__(self, ctx: Ctx, margins=(14, 12, 14)):
        self.ctx = ctx
        self.ml, self.mt, self.mr = margins

    def lines_div(self, lines, lh, size, style, align, color, font=None):
        al = {"L": "left", "R": "right", "C": "center"}[align]
        css = f"line-height:{lh}mm;height:{lh}mm;font-size:{size}pt;text-align:{al}"
        if color:
            css += f";color:{color}"
        if font:
            css += f";font-family:{FONTS[font][0]}"
        return "".join(f'<div class="ln" style="{css}">{_seg_html(ln, style)}</div>' for ln in lines)

    def draw(self, p, w):
        ctx = self.ctx
        if isinstance(p, Lines):
            lh = p.lh or ctx.lh(p.size)
            inner = self.lines_div(p.lines, lh, p.size or ctx.size, p.style, p.align, p.color, p.font)
            return f'<div style="padding-top:{p.pad_top}mm;padding-bottom:{p.pad_bottom}mm">{inner}</div>'
        if isinstance(p, Space):
            return f'<div style="height:{p.h}mm"></div>'
        if isinstance(p, HRule):
            style = "dashed" if p.dash else "solid"
            return (f'<div style="height:{p.before}mm"></div><div style="border-top:{p.thick}mm {style} {p.color};height:0"></div>'
                    f'<div style="height:{p.after}mm;margin-top:-{p.thick}mm"></div>')
        if isinstance(p, Banner):
            lh = ctx.lh(p.size)
            fill = f"background:{p.fill};" if p.fill else ""
            inner = self.lines_div([p.text], lh, p.size or ctx.size, p.style, p.align, p.color)
            return (f'<div style="height:{p.before}mm"></div><div style="{fill}padding:{p.pad}mm 1.5mm">{inner}</div>'
                    f'<div style="height:{p.after}mm"></div>')
        if isinstance(p, Box):
            h = p.height(ctx, w)
            off = 1.5 if p.left_bar else 0
            inner_w = w - 2 * p.pad - off
            inner = "".join(self.draw(c, inner_w) for c in p.children)
            css = f"box-sizing:border-box;width:{w}mm;min-height:{h}mm;padding:{p.pad}mm {p.pad}mm {p.pad}mm {p.pad + off}mm;overflow:hidden;"
            if p.fill:
                css += f"background:{p.fill};"
            if p.left_bar:
                css += f"border-left:1.2mm solid {p.left_bar};padding-left:{p.pad + off - 1.2}mm;"
            elif p.border:
                css += f"border:{p.lw}mm solid {p.border};"
            return f'<div style="{css}">{inner}</div>'
        if isinstance(p, TwoCol):
            lw, rw = p.widths(w)
            h = p.height(ctx, w)
            left = "".join(self.draw(c, lw) for c in p.left)
            right = "".join(self.draw(c, rw) for c in p.right)
            div = f"border-left:0.2mm solid {p.divider};" if p.divider else ""
            return (f'<div style="display:flex;width:{w}mm;min-height:{h}mm">'
                    f'<div style="width:{lw}mm;flex:none">{left}</div>'
                    f'<div style="width:{p.gap}mm;flex:none;box-sizing:border-box;margin-left:0"><div style="margin-left:{p.gap / 2}mm;height:100%;{div}"></div></div>'
                    f'<div style="width:{rw}mm;flex:none">{right}</div></div>')
        if isinstance(p, LogoHeader):
            rw = w - p.logo_w - p.gap
            h = p.height(ctx, w)
            lh = ctx.lh(p.logo_size)
            logo = self.lines_div(p.logo, lh, p.logo_size, "B", "C", p.logo_color)
            logo_div = (f'<div style="flex:none;width:{p.logo_w}mm;height:{p.logo_h}mm;background:{p.logo_fill};'
                        f'display:flex;flex-direction:column;justify-content:center">{logo}</div>')
            right_div = f'<div style="flex:none;width:{rw}mm">{"".join(self.draw(c, rw) for c in p.right)}</div>'
            gap = f'<div style="flex:none;width:{p.gap}mm"></div>'
            parts = [right_div, gap, logo_div] if p.logo_right else [logo_div, gap, right_div]
            return f'<div style="display:flex;width:{w}mm;min-height:{h}mm">{"".join(parts)}</div>'
        if isinstance(p, Signatures):
            n = len(p.sigs)
            slot = w / n
            lh = ctx.lh(p.size)
            cols = []
            for s in p.sigs:
                body = "".join(self.lines_div([ln], lh, p.size or ctx.size, "B" if j == 0 else "", "C", None) for j, ln in enumerate(s))
                scrib = ('<svg width="%smm" height="%smm" style="display:block;margin:0 auto" viewBox="0 0 %s %s">'
                         '<polyline points="14,6.5 20,2.5 24,6.8 30,3.2 37,6.2 44,4.4" fill="none" stroke="#283c78" stroke-width="0.35"/></svg>'
                         % (p.width, p.before - 0.6, p.width, p.before - 0.6)) if p.scribble else f'<div style="height:{p.before - 0.6}mm"></div>'
                cols.append(f'<div style="flex:none;width:{slot}mm"><div style="width:{p.width}mm;margin:0 auto">{scrib}'
                            f'<div style="border-top:0.25mm solid #3c3c3c;height:0"></div></div>'
                            f'<div style="margin-top:0.6mm;margin-top:0">{body}</div></div>')
            return f'<div style="display:flex;width:{w}mm;min-height:{p.height(ctx, w)}mm">{"".join(cols)}</div>'
        if isinstance(p, Table):
            return self._table(p, w)
        raise TypeError(p)

    def _table(self, t, w):
        ctx = self.ctx
        tw = sum(c[0] for c in t.cols)
        cols = "".join(f'<col style="width:{c[0]}mm">' for c in t.cols)
        rows = t.all_rows()
        out = [f'<table style="width:{tw}mm"><colgroup>{cols}</colgroup>']
        font_css = f"font-family:{FONTS[t.font][0]};" if t.font else ""
        for i, (kind, r) in enumerate(rows):
            h = t.row_h(ctx, r, kind == "H")
            size = (t.header_size if kind == "H" else r.size) or t.size or ctx.size
            lh = ctx.lh(size)
            fill = r.fill or (t.zebra if (kind == "R" and t.zebra and i % 2 == 0) else None)
            bd = f"0.2mm solid {t.border}"
            bdot = f"0.2mm dotted {t.border}"
            tr_css = "" + (f"background:{fill};" if fill else "")
            bw = 0.2 if t.rule != "none" else 0.0
            cell_css = f"{font_css}padding:{t.pad}mm {t.hpad}mm;height:{h - 2 * t.pad - bw}mm;"
            if t.rule == "grid":
                cell_css += f"border:{bd};"
            elif t.rule in ("h", "hdot"):
                b = bdot if (t.rule == "hdot" and kind == "R") else bd
                if i == 0 and t.outer:
                    cell_css += f"border-top:{bd};"
                if i < len(rows) - 1 or t.outer:
                    cell_css += f"border-bottom:{b};"
            elif t.rule == "head":
                if kind == "H":
                    if t.outer:
                        cell_css += f"border-top:0.35mm solid {t.border};"
                    cell_css += f"border-bottom:0.35mm solid {t.border};"
                elif i == len(rows) - 1 and t.outer:
                    cell_css += f"border-bottom:{bd};"
            tds = []
            if r.span:
                inner = self.lines_div(cell_lines(r.cells[0]), lh, size, r.style, "L", r.color)
                tds.append(f'<td colspan="{len(t.cols)}" style="{cell_css}">{inner}</td>')
            else:
                for ci, ((cw, al), cell) in enumerate(zip(t.cols, r.cells)):
                    lines = cell_lines(cell)
                    if ci in r.leader:
                        lines = [leader(line_text(ln), cw - 2 * t.hpad, ctx, size, r.style, t.font) for ln in lines]
                    inner = self.lines_div(lines, lh, size, r.style, al, r.color)
                    tds.append(f'<td style="{cell_css}">{inner}</td>')
            out.append(f'<tr style="{tr_css}">{"".join(tds)}</tr>')
        out.append("</table>")
        return "".join(out)

    def document(self, pages, title, extra_css=""):
        ctx = self.ctx
        w = PAGE_W - self.ml - self.mr
        body = []
        for prims in pages:
            inner = "".join(self.draw(p, w) for p in prims)
            body.append(f'<div class="page">{inner}</div>')
        css = f"""@page {{ size: A4; margin: 0 }}
html, body {{ margin: 0; padding: 0 }}
body {{ font-family: {FONTS[ctx.font][0]}; font-size: {ctx.size}pt; color: {ctx.color};
  -webkit-print-color-adjust: exact; print-color-adjust: exact }}
.page {{ width: 210mm; box-sizing: border-box; padding: {self.mt}mm {self.mr}mm 0 {self.ml}mm; break-after: page; overflow: hidden }}
.page:last-child {{ break-after: auto }}
.ln {{ white-space: pre; overflow: hidden }}
table {{ border-collapse: collapse; table-layout: fixed; border-spacing: 0 }}
td {{ vertical-align: top; white-space: pre; overflow: hidden; box-sizing: content-box }}
{extra_css}"""
        return (f'<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n<title>{esc(title)}</title>\n'
                f'<style>\n{css}\n</style>\n</head>\n<body>\n' + "\n".join(body) + "\n</body>\n</html>\n")
