"""Layout engine: one report model -> HTML (for Chromium), fpdf2 drawing, gold JSON.

A report is data: header, patient grid, pages made of elements (tables, text,
headings, two-column groups).  Every element knows how to write itself as HTML,
how to draw itself with fpdf2 at (x, y, width), and which results it prints, in
reading order.  Geometry is given in millimetres and font sizes in points in
both renderers, with the same DejaVu TTF fonts, so text widths agree and every
cell can be checked for overflow once (with fpdf2's metrics).
"""
from __future__ import annotations

import html as _html
import re
from dataclasses import dataclass, field
from typing import Optional

from fpdf import FPDF

FONT_DIR = "/usr/share/fonts/truetype/dejavu/"
FONTS = {
    # key: (css family, css extra, fpdf files regular/bold/italic)
    "sans": ("DejaVu Sans", "", ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf")),
    "cond": ("DejaVu Sans Condensed", "font-stretch:condensed;",
             ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf")),
    "serif": ("DejaVu Serif", "", ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf")),
    "serifc": ("DejaVu Serif Condensed", "font-stretch:condensed;",
               ("DejaVuSerifCondensed.ttf", "DejaVuSerifCondensed-Bold.ttf", "DejaVuSerifCondensed-Italic.ttf")),
    "mono": ("DejaVu Sans Mono", "", ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf")),
}
PT = 25.4 / 72.0  # mm per point
PAGE_W, PAGE_H = 210.0, 297.0


def esc(s: str) -> str:
    return _html.escape(s, quote=True)


def rgb(hexcol: str):
    h = hexcol.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def new_pdf() -> FPDF:
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    pdf.c_margin = 0
    for key, (_, _, files) in FONTS.items():
        for style, f in zip(("", "B", "I"), files):
            pdf.add_font(key, style, FONT_DIR + f)
    return pdf


_MEASURE = None


def measure(text: str, font: str, size: float, style: str = "") -> float:
    """Width in mm of text, using the same TTF metrics Chromium uses."""
    global _MEASURE
    if _MEASURE is None:
        _MEASURE = new_pdf()
        _MEASURE.add_page()
    _MEASURE.set_font(font, style.replace("U", ""), size)
    return _MEASURE.get_string_width(text)


class OverflowError_(Exception):
    pass


# --------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------
_NUM = re.compile(r"^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$")
COMPARATORS = [("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
               ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def parse_br(vt: str):
    """(comparator, value) from a printed Brazilian value text; value None if qualitative."""
    s = vt.strip()
    comp = ""
    low = s.lower()
    for word, c in COMPARATORS:
        if low.startswith(word):
            comp = c
            s = s[len(word):].strip()
            break
    if _NUM.match(s):
        num = s.replace(".", "").replace(",", ".")
        v = float(num)
        if "," not in s:
            v = int(v)
        return comp, v
    return "", None


def printed_name(cell_text: str) -> str:
    """Name as printed in a cell: lines joined (no space after a trailing '/' or '-'),
    whitespace collapsed, the label colon dropped ('Creatinina:' -> 'Creatinina')."""
    out = ""
    for ln in cell_text.split("\n"):
        ln = ln.strip()
        if out and not out.endswith(("/", "-")):
            out += " "
        out += ln
    return re.sub(r"\s+", " ", out).strip().rstrip(":").strip()


@dataclass
class Res:
    vt: str                       # value_text, exactly as printed (no flag)
    unit: str
    analyte: str
    loinc: str
    alts: tuple = ()
    flag: str = ""
    date: Optional[str] = None    # ISO collection date, None -> report default
    name: Optional[str] = None    # printed_name (filled from the row when None)
    page: int = 0                 # filled when the report is walked

    def shown(self, sep=" "):
        return self.vt + (sep + self.flag if self.flag else "")


# --------------------------------------------------------------------------
# Context / styles
# --------------------------------------------------------------------------
@dataclass
class Style:
    font: str = "sans"
    size: float = 9.0        # pt
    lh: float = 4.4          # mm line height
    color: str = "#000000"
    accent: str = "#1f4e79"
    muted: str = "#555555"


def css_font(st: Style, font=None, size=None, bold=False, italic=False, color=None):
    fam, extra, _ = FONTS[font or st.font]
    s = f"font-family:'{fam}';{extra}font-size:{size or st.size}pt;"
    s += "font-weight:bold;" if bold else "font-weight:normal;"
    if italic:
        s += "font-style:italic;"
    if color:
        s += f"color:{color};"
    return s


def put(pdf, st: Style, x, y, w, h, text, align="L", font=None, size=None, bold=False, italic=False,
        color=None, check=True):
    f = font or st.font
    sz = size or st.size
    style = ("B" if bold else "") + ("I" if italic else "")
    pdf.set_font(f, style, sz)
    pdf.set_text_color(*rgb(color or st.color))
    if check and w > 0 and text:
        tw = pdf.get_string_width(text)
        if tw > w + 0.05:
            raise OverflowError_(f"text too wide ({tw:.1f} > {w:.1f} mm): {text!r}")
    pdf.set_xy(x, y)
    pdf.cell(w=w, h=h, text=text, align={"L": "L", "R": "R", "C": "C"}[align])


# --------------------------------------------------------------------------
# Elements
# --------------------------------------------------------------------------
class El:
    def results(self):
        return []

    def html(self, st: Style, w: float) -> str:
        raise NotImplementedError

    def draw(self, pdf, st: Style, x, y, w) -> float:
        raise NotImplementedError


@dataclass
class Sp(El):
    h: float = 2.0

    def html(self, st, w):
        return f'<div style="height:{self.h}mm"></div>'

    def draw(self, pdf, st, x, y, w):
        return y + self.h


@dataclass
class Rule(El):
    color: str = "#000000"
    thick: float = 0.3
    before: float = 1.0
    after: float = 1.0

    def html(self, st, w):
        return (f'<div style="height:{self.before}mm"></div><div style="border-top:{self.thick}mm solid {self.color};'
                f'height:0"></div><div style="height:{self.after}mm"></div>')

    def draw(self, pdf, st, x, y, w):
        y += self.before
        pdf.set_draw_color(*rgb(self.color))
        pdf.set_line_width(self.thick)
        pdf.line(x, y + self.thick / 2, x + w, y + self.thick / 2)
        return y + self.thick + self.after


@dataclass
class H(El):
    """Section heading. style: bar (filled), under (underlined), plain, center, boxed."""
    text: str
    style: str = "bar"
    size: Optional[float] = None
    fill: Optional[str] = None
    color: Optional[str] = None
    before: float = 1.5
    after: float = 1.0
    font: Optional[str] = None
    lh: Optional[float] = None

    def _geom(self, st):
        sz = self.size or st.size + 1
        lh = self.lh or max(st.lh, sz * PT * 1.45)
        return sz, lh

    def html(self, st, w):
        sz, lh = self._geom(st)
        fill = self.fill or st.accent
        col = self.color or ("#ffffff" if self.style == "bar" else st.accent)
        align = "center" if self.style == "center" else "left"
        deco = ""
        if self.style == "bar":
            deco = f"background:{fill};"
        elif self.style == "under":
            deco = f"border-bottom:0.35mm solid {fill};"
        elif self.style == "boxed":
            deco = f"border:0.3mm solid {fill};"
        fs = css_font(st, self.font, sz, True, False, col)
        hb = lh + (0.35 if self.style in ("under", "boxed") else 0)
        return (f'<div style="height:{self.before}mm"></div>'
                f'<div style="{fs}{deco}box-sizing:border-box;height:{hb}mm;line-height:{lh}mm;'
                f'padding:0 1.5mm;text-align:{align};white-space:nowrap;overflow:hidden">{esc(self.text)}</div>'
                f'<div style="height:{self.after}mm"></div>')

    def draw(self, pdf, st, x, y, w):
        sz, lh = self._geom(st)
        y += self.before
        fill = self.fill or st.accent
        col = self.color or ("#ffffff" if self.style == "bar" else st.accent)
        if self.style == "bar":
            pdf.set_fill_color(*rgb(fill))
            pdf.rect(x, y, w, lh, style="F")
        elif self.style == "boxed":
            pdf.set_draw_color(*rgb(fill))
            pdf.set_line_width(0.3)
            pdf.rect(x, y, w, lh + 0.35)
        put(pdf, st, x + 1.5, y, w - 3, lh, self.text, "C" if self.style == "center" else "L",
            self.font, sz, True, False, col)
        if self.style == "under":
            pdf.set_draw_color(*rgb(fill))
            pdf.set_line_width(0.35)
            pdf.line(x, y + lh + 0.17, x + w, y + lh + 0.17)
        hb = lh + (0.35 if self.style in ("under", "boxed") else 0)
        return y + hb + self.after


@dataclass
class T(El):
    """Free text lines (notes, methods, material, signatures, distractor dates)."""
    lines: list
    size: Optional[float] = None
    bold: bool = False
    italic: bool = False
    align: str = "L"
    color: Optional[str] = None
    lh: Optional[float] = None
    font: Optional[str] = None
    indent: float = 0.0

    def _lh(self, st):
        if self.lh:
            return self.lh
        if self.size:
            return max(self.size * PT * 1.4, 2.8)
        return st.lh

    def html(self, st, w):
        sz = self.size or st.size
        lh = self._lh(st)
        fs = css_font(st, self.font, sz, self.bold, self.italic, self.color or st.color)
        al = {"L": "left", "R": "right", "C": "center"}[self.align]
        out = []
        for ln in self.lines:
            out.append(f'<div style="{fs}height:{lh}mm;line-height:{lh}mm;text-align:{al};white-space:pre;'
                       f'overflow:hidden;padding-left:{self.indent}mm">{esc(ln) if ln else "&nbsp;"}</div>')
        return "".join(out)

    def draw(self, pdf, st, x, y, w):
        lh = self._lh(st)
        for ln in self.lines:
            if ln:
                put(pdf, st, x + self.indent, y, w - self.indent, lh, ln, self.align, self.font,
                    self.size, self.bold, self.italic, self.color)
            y += lh
        return y


@dataclass
class KV(El):
    """Grid of 'Label: value' cells.  rows: list of list of (label, value, width_mm)."""
    rows: list
    box: Optional[str] = None    # border colour or None
    size: Optional[float] = None
    lh: Optional[float] = None
    pad: float = 1.0
    fill: Optional[str] = None
    label_color: Optional[str] = None
    label_bold: bool = True
    value_bold: bool = False

    def html(self, st, w):
        sz = self.size or st.size
        lh = self.lh or st.lh
        deco = ""
        if self.box:
            deco += f"border:0.3mm solid {self.box};"
        if self.fill:
            deco += f"background:{self.fill};"
        out = [f'<div style="{deco}box-sizing:border-box;padding:{self.pad}mm 1.5mm">']
        lf = css_font(st, None, sz, self.label_bold, False, self.label_color or st.color)
        vf = css_font(st, None, sz, self.value_bold, False, st.color)
        for row in self.rows:
            out.append(f'<div style="display:flex;height:{lh}mm;line-height:{lh}mm;white-space:nowrap">')
            for label, value, cw in row:
                out.append(f'<div style="width:{cw}mm;flex:none;overflow:hidden"><span style="{lf}">{esc(label)}</span>'
                           f'<span style="{vf}">{" " + esc(value) if value else ""}</span></div>')
            out.append("</div>")
        out.append("</div>")
        return "".join(out)

    def draw(self, pdf, st, x, y, w):
        sz = self.size or st.size
        lh = self.lh or st.lh
        h = len(self.rows) * lh + 2 * self.pad
        if self.fill:
            pdf.set_fill_color(*rgb(self.fill))
            pdf.rect(x, y, w, h, style="F")
        if self.box:
            pdf.set_draw_color(*rgb(self.box))
            pdf.set_line_width(0.3)
            pdf.rect(x + 0.15, y + 0.15, w - 0.3, h - 0.3)
        yy = y + self.pad
        for row in self.rows:
            if sum(c[2] for c in row) > w - 3 + 0.01:
                raise OverflowError_(f"KV row wider than {w - 3} mm: {row}")
            xx = x + 1.5
            for label, value, cw in row:
                pdf.set_font(st.font, "B" if self.label_bold else "", sz)
                lw = pdf.get_string_width(label)
                put(pdf, st, xx, yy, lw, lh, label, "L", None, sz, self.label_bold, False,
                    self.label_color or st.color)
                if value:
                    pdf.set_font(st.font, "B" if self.value_bold else "", sz)
                    sw = pdf.get_string_width(" ")
                    put(pdf, st, xx + lw + sw, yy, cw - lw - sw, lh, value, "L", None, sz, self.value_bold)
                xx += cw
            yy += lh
        return y + h


@dataclass
class C:
    """Table column. key: name | v<i> | u<i> | vu<i> | f<i> | ref | any extra key of the row."""
    key: str
    head: str = ""
    w: float = 20.0
    align: str = "L"
    bold: bool = False


@dataclass
class TR:
    name: str
    res: list = field(default_factory=list)
    ref: list = field(default_factory=list)
    x: dict = field(default_factory=dict)
    bold_name: bool = False


@dataclass
class TSub:
    text: str
    bold: bool = True
    italic: bool = False
    fill: Optional[str] = None


@dataclass
class TNote:
    text: str
    italic: bool = True
    size: Optional[float] = None


@dataclass
class Tbl(El):
    cols: list
    rows: list
    rules: str = "rows"          # grid | rows | head | none
    head: bool = True
    head_fill: Optional[str] = None
    head_color: Optional[str] = None
    head_bold: bool = True
    size: Optional[float] = None
    lh: Optional[float] = None
    pad: float = 0.6
    padx: float = 1.2
    leader: bool = False         # dotted leader after the first column's text
    rule_color: str = "#888888"
    flag_sep: str = " "
    val_bold: bool = True
    zebra: Optional[str] = None

    # ---- cell text
    def cell_lines(self, row, col):
        k = col.key
        if k == "name":
            return row.name.split("\n")
        if k == "ref":
            return list(row.ref)
        m = re.match(r"^(vu|v|u|f)(\d)$", k)
        if m:
            kind, i = m.group(1), int(m.group(2))
            r = row.res[i] if i < len(row.res) else None
            if r is None:
                return [row.x.get("na", "")] if kind in ("v", "vu") else [""]
            if kind == "v":
                if any(c.key == f"f{i}" for c in self.cols):
                    return [r.vt]
                return [r.shown(self.flag_sep)]
            if kind == "u":
                return [r.unit]
            if kind == "f":
                return [r.flag]
            return [r.vt + (" " + r.unit if r.unit else "") + (self.flag_sep + r.flag if r.flag else "")]
        v = row.x.get(k, "")
        return v.split("\n") if isinstance(v, str) else list(v)

    def results(self):
        out = []
        for row in self.rows:
            if not isinstance(row, TR):
                continue
            order = []
            for col in self.cols:
                m = re.match(r"^(vu|v)(\d)$", col.key)
                if m and int(m.group(2)) not in order:
                    order.append(int(m.group(2)))
            for i in order:
                if i < len(row.res) and row.res[i] is not None:
                    r = row.res[i]
                    if r.name is None:
                        r.name = printed_name(row.name)
                    out.append(r)
        return out

    def _m(self, st):
        sz = self.size or st.size
        lh = self.lh or st.lh
        return sz, lh

    def _is_val(self, col):
        return bool(re.match(r"^(vu|v)\d$", col.key))

    def _leader_text(self, st, sz, text, width, bold):
        if not self.leader:
            return text
        avail = width - 2 * self.padx - 1.2
        base = text + " "
        dot_w = measure(".", st.font, sz)
        n = int((avail - measure(base, st.font, sz, "B" if bold else "")) / dot_w)
        return base + "." * max(n, 0) if n > 2 else text

    def html(self, st, w):
        sz, lh = self._m(st)
        tw = sum(c.w for c in self.cols)
        rc = self.rule_color
        out = [f'<table style="border-collapse:collapse;table-layout:fixed;width:{tw}mm;{css_font(st, None, sz)}">']
        out.append("<colgroup>" + "".join(f'<col style="width:{c.w}mm">' for c in self.cols) + "</colgroup>")

        def td(lines, col, bold=False, italic=False, border="", fill=None, tag="td", color=None):
            al = {"L": "left", "R": "right", "C": "center"}[col.align]
            fs = css_font(st, None, sz, bold, italic, color)
            bg = f"background:{fill};" if fill else ""
            body = "<br>".join(esc(l) if l else "" for l in lines) or "&nbsp;"
            return (f'<{tag} style="{fs}{bg}{border}text-align:{al};vertical-align:top;white-space:nowrap;overflow:hidden;'
                    f'padding:{self.pad}mm {self.padx}mm;line-height:{lh}mm;height:{len(lines) * lh}mm">{body}</{tag}>')

        def bstyle(last=False):
            if self.rules == "grid":
                return f"border:0.2mm solid {rc};"
            if self.rules == "rows":
                return f"border-bottom:0.2mm solid {rc};"
            if self.rules == "head" and last:
                return f"border-bottom:0.2mm solid {rc};"
            return ""

        if self.head:
            hb = ""
            if self.rules in ("grid",):
                hb = f"border:0.2mm solid {rc};"
            elif self.rules in ("rows", "head"):
                hb = f"border-bottom:0.3mm solid {rc};"
            nl = max(len(c.head.split("\n")) for c in self.cols)
            out.append("<tr>" + "".join(
                td(c.head.split("\n") + [""] * (nl - len(c.head.split("\n"))), c, self.head_bold, False, hb,
                   self.head_fill, "th", self.head_color) for c in self.cols) + "</tr>")
        nrows = len(self.rows)
        for ri, row in enumerate(self.rows):
            last = ri == nrows - 1
            if isinstance(row, (TSub, TNote)):
                it = row.italic
                bold = isinstance(row, TSub) and row.bold
                fill = getattr(row, "fill", None)
                rsz = getattr(row, "size", None) or sz
                fs = css_font(st, None, rsz, bold, it)
                bg = f"background:{fill};" if fill else ""
                out.append(f'<tr><td colspan="{len(self.cols)}" style="{fs}{bg}{bstyle(last)}white-space:nowrap;'
                           f'overflow:hidden;padding:{self.pad}mm {self.padx}mm;line-height:{lh}mm;height:{lh}mm">'
                           f'{esc(row.text)}</td></tr>')
                continue
            cells = [self.cell_lines(row, c) for c in self.cols]
            nl = max(len(c) for c in cells)
            fill = self.zebra if (self.zebra and ri % 2 == 1) else None
            tds = []
            for col, lines in zip(self.cols, cells):
                lines = lines + [""] * (nl - len(lines))
                bold = col.bold or (self._is_val(col) and self.val_bold) or (col.key == "name" and row.bold_name)
                if col.key == "name" and self.leader:
                    lines = [self._leader_text(st, sz, lines[0], col.w, bold)] + lines[1:]
                tds.append(td(lines, col, bold, False, bstyle(last), fill))
            out.append("<tr>" + "".join(tds) + "</tr>")
        out.append("</table>")
        return "".join(out)

    def draw(self, pdf, st, x, y, w):
        sz, lh = self._m(st)
        tw = sum(c.w for c in self.cols)
        if tw > w + 0.01:
            raise OverflowError_(f"table wider ({tw}) than space ({w})")
        rc = rgb(self.rule_color)

        def cell(xx, yy, col, lines, bold=False, italic=False, color=None):
            for i, ln in enumerate(lines):
                if ln:
                    put(pdf, st, xx + self.padx, yy + self.pad + i * lh, col.w - 2 * self.padx, lh, ln, col.align,
                        None, sz, bold, italic, color)

        def hline(yy, thick=0.2):
            pdf.set_draw_color(*rc)
            pdf.set_line_width(thick)
            pdf.line(x, yy, x + tw, yy)

        def grid(yy, hh):
            pdf.set_draw_color(*rc)
            pdf.set_line_width(0.2)
            xx = x
            pdf.rect(x, yy, tw, hh)
            for c in self.cols[:-1]:
                xx += c.w
                pdf.line(xx, yy, xx, yy + hh)

        if self.head:
            nl = max(len(c.head.split("\n")) for c in self.cols)
            hh = nl * lh + 2 * self.pad
            if self.head_fill:
                pdf.set_fill_color(*rgb(self.head_fill))
                pdf.rect(x, y, tw, hh, style="F")
            xx = x
            for c in self.cols:
                cell(xx, y, c, c.head.split("\n"), self.head_bold, False, self.head_color)
                xx += c.w
            if self.rules == "grid":
                grid(y, hh)
            elif self.rules in ("rows", "head"):
                hline(y + hh, 0.3)
            y += hh
        nrows = len(self.rows)
        for ri, row in enumerate(self.rows):
            last = ri == nrows - 1
            if isinstance(row, (TSub, TNote)):
                hh = lh + 2 * self.pad
                fill = getattr(row, "fill", None)
                if fill:
                    pdf.set_fill_color(*rgb(fill))
                    pdf.rect(x, y, tw, hh, style="F")
                rsz = getattr(row, "size", None) or sz
                put(pdf, st, x + self.padx, y + self.pad, tw - 2 * self.padx, lh, row.text, "L", None, rsz,
                    isinstance(row, TSub) and row.bold, row.italic)
                if self.rules == "grid":
                    pdf.set_draw_color(*rc)
                    pdf.set_line_width(0.2)
                    pdf.rect(x, y, tw, hh)
                elif self.rules == "rows" or (self.rules == "head" and last):
                    hline(y + hh)
                y += hh
                continue
            cells = [self.cell_lines(row, c) for c in self.cols]
            nl = max(len(c) for c in cells)
            hh = nl * lh + 2 * self.pad
            if self.zebra and ri % 2 == 1:
                pdf.set_fill_color(*rgb(self.zebra))
                pdf.rect(x, y, tw, hh, style="F")
            xx = x
            for col, lines in zip(self.cols, cells):
                bold = col.bold or (self._is_val(col) and self.val_bold) or (col.key == "name" and row.bold_name)
                if col.key == "name" and self.leader:
                    lines = [self._leader_text(st, sz, lines[0], col.w, bold)] + lines[1:]
                cell(xx, y, col, lines, bold)
                xx += col.w
            if self.rules == "grid":
                grid(y, hh)
            elif self.rules == "rows" or (self.rules == "head" and last):
                hline(y + hh)
            y += hh
        return y


@dataclass
class Cols(El):
    """Two (or more) columns side by side; reading order is column by column."""
    cols: list            # list of list of El
    gap: float = 6.0
    widths: Optional[list] = None
    divider: Optional[str] = None

    def _widths(self, w):
        if self.widths:
            return self.widths
        n = len(self.cols)
        return [(w - self.gap * (n - 1)) / n] * n

    def results(self):
        out = []
        for col in self.cols:
            for el in col:
                out += el.results()
        return out

    def html(self, st, w):
        ws = self._widths(w)
        out = [f'<div style="display:flex;align-items:flex-start">']
        for i, (col, cw) in enumerate(zip(self.cols, ws)):
            ml = f"margin-left:{self.gap}mm;" if i else ""
            bl = ""
            if i and self.divider:
                bl = f"border-left:0.2mm solid {self.divider};padding-left:{self.gap / 2}mm;margin-left:{self.gap / 2}mm;"
                ml = ""
            out.append(f'<div style="width:{cw}mm;flex:none;{ml}{bl}box-sizing:content-box">')
            out += [el.html(st, cw) for el in col]
            out.append("</div>")
        out.append("</div>")
        return "".join(out)

    def draw(self, pdf, st, x, y, w):
        ws = self._widths(w)
        ymax = y
        xx = x
        for i, (col, cw) in enumerate(zip(self.cols, ws)):
            yy = y
            for el in col:
                yy = el.draw(pdf, st, xx, yy, cw)
            ymax = max(ymax, yy)
            if i and self.divider:
                pdf.set_draw_color(*rgb(self.divider))
                pdf.set_line_width(0.2)
            xx += cw + self.gap
        if self.divider:
            xx = x
            for cw in ws[:-1]:
                xx += cw + self.gap / 2
                pdf.set_draw_color(*rgb(self.divider))
                pdf.set_line_width(0.2)
                pdf.line(xx, y, xx, ymax)
                xx += self.gap / 2
        return ymax


# --------------------------------------------------------------------------
# Report
# --------------------------------------------------------------------------
@dataclass
class Header:
    name: str
    lines: list                  # address / CNPJ / phone lines
    style: str = "left"          # left | center | bar | logo
    name_size: float = 16.0
    sub_size: float = 7.5
    initials: str = ""
    tagline: str = ""


@dataclass
class Report:
    id: str
    lab: str
    city: str
    collected_default: str       # ISO
    style: Style
    header: Header
    patient: El                  # KV grid (repeated on every page)
    pages: list                  # list of list of El
    footer: list                 # footer lines (left), page numbers added on the right
    margins: tuple = (12.0, 14.0, 22.0, 14.0)  # top, right, bottom reserve, left
    features: str = ""
    page_label: str = "Página {i} de {n}"
    patient_first_page_only: bool = False

    # ---- walking
    def all_results(self):
        out = []
        for pi, page in enumerate(self.pages):
            for el in page:
                for r in el.results():
                    r.page = pi + 1
                    out.append(r)
        return out

    def gold(self):
        res = []
        for r in self.all_results():
            comp, v = parse_br(r.vt)
            res.append({
                "printed_name": r.name,
                "analyte": r.analyte,
                "loinc": r.loinc,
                "loinc_alternatives": list(r.alts),
                "value": v,
                "value_text": r.vt,
                "comparator": comp,
                "unit": r.unit,
                "collected_at": r.date or self.collected_default,
            })
        return {"lab": self.lab, "collected_at_default": self.collected_default, "results": res}

    # ---- html
    def _header_html(self):
        st, hd = self.style, self.header
        acc = st.accent
        nf = css_font(st, None, hd.name_size, True, False, acc if hd.style != "bar" else "#ffffff")
        sf = css_font(st, None, hd.sub_size, False, False, st.muted if hd.style != "bar" else "#ffffff")
        nlh = hd.name_size * PT * 1.3
        slh = hd.sub_size * PT * 1.45
        subs = "".join(f'<div style="{sf}line-height:{slh}mm;height:{slh}mm;white-space:nowrap">{esc(l)}</div>'
                       for l in hd.lines)
        tag = (f'<div style="{css_font(st, None, hd.sub_size + 0.5, False, True, st.muted if hd.style != "bar" else "#ffffff")}'
               f'line-height:{slh}mm;height:{slh}mm">{esc(hd.tagline)}</div>') if hd.tagline else ""
        name = f'<div style="{nf}line-height:{nlh}mm;height:{nlh}mm;white-space:nowrap">{esc(hd.name)}</div>'
        if hd.style == "center":
            return f'<div style="text-align:center">{name}{tag}{subs}</div><div style="height:2mm"></div>'
        if hd.style == "bar":
            return (f'<div style="background:{acc};padding:2mm 3mm">{name}{tag}{subs}</div>'
                    f'<div style="height:2mm"></div>')
        if hd.style == "logo":
            lf = css_font(st, None, 15, True, False, "#ffffff")
            logo = (f'<div style="width:16mm;height:16mm;background:{acc};border-radius:2mm;{lf}'
                    f'line-height:16mm;text-align:center;flex:none">{esc(hd.initials)}</div>')
            return (f'<div style="display:flex;align-items:flex-start">{logo}<div style="margin-left:4mm">'
                    f'{name}{tag}{subs}</div></div><div style="height:2mm"></div>')
        # left: name + tagline left, address lines right-aligned
        rw = self._right_w()
        right = "".join(f'<div style="{sf}line-height:{slh}mm;height:{slh}mm;text-align:right;white-space:nowrap">'
                        f'{esc(l)}</div>' for l in hd.lines)
        cw = PAGE_W - self.margins[1] - self.margins[3]
        return (f'<div style="display:flex;justify-content:space-between;align-items:flex-start;'
                f'border-bottom:0.5mm solid {acc};padding-bottom:1.5mm"><div style="width:{cw - rw}mm;overflow:hidden">'
                f'{name}{tag}</div><div style="width:{rw}mm;overflow:hidden">{right}</div></div>'
                f'<div style="height:2mm"></div>')

    def _right_w(self):
        hd = self.header
        return round(max(measure(l, self.style.font, hd.sub_size) for l in hd.lines) + 2.0, 1)

    def _header_draw(self, pdf, x, y, w):
        st, hd = self.style, self.header
        acc = st.accent
        nlh = hd.name_size * PT * 1.3
        slh = hd.sub_size * PT * 1.45
        white = "#ffffff"
        if hd.style == "center":
            put(pdf, st, x, y, w, nlh, hd.name, "C", None, hd.name_size, True, False, acc)
            y += nlh
            if hd.tagline:
                put(pdf, st, x, y, w, slh, hd.tagline, "C", None, hd.sub_size + 0.5, False, True, st.muted)
                y += slh
            for l in hd.lines:
                put(pdf, st, x, y, w, slh, l, "C", None, hd.sub_size, False, False, st.muted)
                y += slh
            return y + 2
        if hd.style == "bar":
            h = 4 + nlh + slh * (len(hd.lines) + (1 if hd.tagline else 0))
            pdf.set_fill_color(*rgb(acc))
            pdf.rect(x, y, w, h, style="F")
            yy = y + 2
            put(pdf, st, x + 3, yy, w - 6, nlh, hd.name, "L", None, hd.name_size, True, False, white)
            yy += nlh
            if hd.tagline:
                put(pdf, st, x + 3, yy, w - 6, slh, hd.tagline, "L", None, hd.sub_size + 0.5, False, True, white)
                yy += slh
            for l in hd.lines:
                put(pdf, st, x + 3, yy, w - 6, slh, l, "L", None, hd.sub_size, False, False, white)
                yy += slh
            return y + h + 2
        if hd.style == "logo":
            pdf.set_fill_color(*rgb(acc))
            pdf.rect(x, y, 16, 16, style="F", round_corners=True, corner_radius=2)
            put(pdf, st, x, y, 16, 16, hd.initials, "C", None, 15, True, False, white)
            xx = x + 20
            yy = y
            put(pdf, st, xx, yy, w - 20, nlh, hd.name, "L", None, hd.name_size, True, False, acc)
            yy += nlh
            if hd.tagline:
                put(pdf, st, xx, yy, w - 20, slh, hd.tagline, "L", None, hd.sub_size + 0.5, False, True, st.muted)
                yy += slh
            for l in hd.lines:
                put(pdf, st, xx, yy, w - 20, slh, l, "L", None, hd.sub_size, False, False, st.muted)
                yy += slh
            return max(yy, y + 16) + 2
        # left
        rw = self._right_w()
        put(pdf, st, x, y, w - rw, nlh, hd.name, "L", None, hd.name_size, True, False, acc)
        yl = y + nlh
        if hd.tagline:
            put(pdf, st, x, yl, w - rw, slh, hd.tagline, "L", None, hd.sub_size + 0.5, False, True, st.muted)
            yl += slh
        yr = y
        for l in hd.lines:
            put(pdf, st, x + w - rw, yr, rw, slh, l, "R", None, hd.sub_size, False, False, st.muted)
            yr += slh
        yb = max(yl, yr) + 1.5
        pdf.set_draw_color(*rgb(acc))
        pdf.set_line_width(0.5)
        pdf.line(x, yb + 0.25, x + w, yb + 0.25)
        return yb + 0.5 + 2

    def _footer_lines(self, i, n):
        return self.footer, self.page_label.format(i=i, n=n)

    def html(self):
        st = self.style
        top, right, bottom, left = self.margins
        cw = PAGE_W - left - right
        n = len(self.pages)
        css = ("@page{size:A4;margin:0}html,body{margin:0;padding:0}"
               f".page{{width:{PAGE_W}mm;height:{PAGE_H}mm;position:relative;overflow:hidden;box-sizing:border-box;"
               f"padding:{top}mm {right}mm 0 {left}mm;break-after:page;color:{st.color}}}"
               ".page:last-child{break-after:auto}table td,table th{font-weight:inherit}"
               f".content{{width:{cw}mm}}")
        out = [f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(self.lab)} - laudo {self.id}'
               f'</title><style>{css}</style></head><body>']
        ff = css_font(st, None, 6.8, False, False, st.muted)
        flh = 6.8 * PT * 1.45
        for i, page in enumerate(self.pages, 1):
            out.append(f'<div class="page" data-page="{i}"><div class="content">')
            out.append(self._header_html())
            if i == 1 or not self.patient_first_page_only:
                out.append(self.patient.html(st, cw))
            for el in page:
                out.append(el.html(st, cw))
            out.append("</div>")
            lines, pl = self._footer_lines(i, n)
            fh = flh * max(len(lines), 1)
            out.append(f'<div style="position:absolute;left:{left}mm;width:{cw}mm;top:{PAGE_H - bottom + 4}mm;'
                       f'border-top:0.2mm solid {st.muted};padding-top:1mm;display:flex;justify-content:space-between">'
                       f'<div>' + "".join(f'<div style="{ff}line-height:{flh}mm;height:{flh}mm;white-space:nowrap">'
                                          f'{esc(l)}</div>' for l in lines) +
                       f'</div><div style="{ff}line-height:{flh}mm;white-space:nowrap">{esc(pl)}</div></div>')
            out.append("</div>")
        out.append("</body></html>")
        return "\n".join(out)

    def draw(self, path):
        st = self.style
        top, right, bottom, left = self.margins
        cw = PAGE_W - left - right
        n = len(self.pages)
        pdf = new_pdf()
        pdf.set_title(f"{self.lab} - laudo {self.id}")
        pdf.set_creator("labdev-ak tools/build.py (fpdf2)")
        flh = 6.8 * PT * 1.45
        limit = PAGE_H - bottom + 3
        for i, page in enumerate(self.pages, 1):
            pdf.add_page()
            y = top
            y = self._header_draw(pdf, left, y, cw)
            if i == 1 or not self.patient_first_page_only:
                y = self.patient.draw(pdf, st, left, y, cw)
            for el in page:
                y = el.draw(pdf, st, left, y, cw)
                if y > limit:
                    raise OverflowError_(f"{self.id}: page {i} overflows ({y:.1f} mm > {limit:.1f} mm)")
            lines, pl = self._footer_lines(i, n)
            yf = PAGE_H - bottom + 4
            pdf.set_draw_color(*rgb(st.muted))
            pdf.set_line_width(0.2)
            pdf.line(left, yf, left + cw, yf)
            yy = yf + 1
            for l in lines:
                put(pdf, st, left, yy, cw * 0.8, flh, l, "L", None, 6.8, False, False, st.muted)
                yy += flh
            put(pdf, st, left + cw * 0.8, yf + 1, cw * 0.2, flh, pl, "R", None, 6.8, False, False, st.muted)
        pdf.output(path)
        return n
