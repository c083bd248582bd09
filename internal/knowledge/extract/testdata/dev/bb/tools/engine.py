"""Layout engine for the bb report set.

A report is described once as data (see reports.py): a list of pages, each a list
of blocks.  `layout()` turns the model into positioned primitives (text runs,
lines, rectangles, in millimetres on A4 pages).  The same primitives are then
written out as HTML (absolutely positioned, printed by Chromium) and drawn with
fpdf2, and the gold JSON is taken from the very same Result objects, so the three
outputs always agree.
"""
import datetime as _dt
import html as _html
import re

from fpdf import FPDF

from loinc import CAT

PAGE_W, PAGE_H = 210.0, 297.0

_LIB = "/usr/share/fonts/truetype/liberation2/"
_DJV = "/usr/share/fonts/truetype/dejavu/"
_CRX = "/usr/share/fonts/truetype/crosextra/"

# key -> (css family, regular, bold, italic, bold-italic)
FONTS = {
    "libsans": ("'Liberation Sans'", _LIB + "LiberationSans-Regular.ttf", _LIB + "LiberationSans-Bold.ttf",
                _LIB + "LiberationSans-Italic.ttf", _LIB + "LiberationSans-BoldItalic.ttf"),
    "libserif": ("'Liberation Serif'", _LIB + "LiberationSerif-Regular.ttf", _LIB + "LiberationSerif-Bold.ttf",
                 _LIB + "LiberationSerif-Italic.ttf", _LIB + "LiberationSerif-BoldItalic.ttf"),
    "libmono": ("'Liberation Mono'", _LIB + "LiberationMono-Regular.ttf", _LIB + "LiberationMono-Bold.ttf",
                _LIB + "LiberationMono-Italic.ttf", _LIB + "LiberationMono-BoldItalic.ttf"),
    "djsans": ("'DejaVu Sans'", _DJV + "DejaVuSans.ttf", _DJV + "DejaVuSans-Bold.ttf",
               _DJV + "DejaVuSans-Oblique.ttf", _DJV + "DejaVuSans-BoldOblique.ttf"),
    "djserif": ("'DejaVu Serif'", _DJV + "DejaVuSerif.ttf", _DJV + "DejaVuSerif-Bold.ttf",
                _DJV + "DejaVuSerif-Italic.ttf", _DJV + "DejaVuSerif-BoldItalic.ttf"),
    "djcond": ("'DejaVu Sans Condensed'", _DJV + "DejaVuSansCondensed.ttf", _DJV + "DejaVuSansCondensed-Bold.ttf",
               _DJV + "DejaVuSansCondensed-Oblique.ttf", _DJV + "DejaVuSansCondensed-BoldOblique.ttf"),
    "djmono": ("'DejaVu Sans Mono'", _DJV + "DejaVuSansMono.ttf", _DJV + "DejaVuSansMono-Bold.ttf",
               _DJV + "DejaVuSansMono-Oblique.ttf", _DJV + "DejaVuSansMono-BoldOblique.ttf"),
    "carlito": ("'Carlito'", _CRX + "Carlito-Regular.ttf", _CRX + "Carlito-Bold.ttf",
                _CRX + "Carlito-Italic.ttf", _CRX + "Carlito-BoldItalic.ttf"),
}


def register_fonts(pdf, keys):
    for k in keys:
        _, r, b, i, bi = FONTS[k]
        pdf.add_font(k, "", r)
        pdf.add_font(k, "B", b)
        pdf.add_font(k, "I", i)
        pdf.add_font(k, "BI", bi)


# --------------------------------------------------------------------------
# numbers and results
# --------------------------------------------------------------------------
_NUM = re.compile(r"^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$")
_COMP = [("inferior a ", "<"), ("superior a ", ">"), ("menor que ", "<"), ("maior que ", ">"),
         ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def parse_br(text):
    """Parse a Brazilian printed value -> (value or None, comparator)."""
    s = text.strip()
    comp = ""
    low = s.lower()
    for word, c in _COMP:
        if low.startswith(word):
            comp = c
            s = s[len(word):].strip()
            break
    if _NUM.match(s):
        return float(s.replace(".", "").replace(",", ".")), comp
    return None, ""


class Result:
    """One printed patient result (one gold entry)."""

    def __init__(self, key, vt, unit="", flag="", date=None, pname=None, loinc=None, alts=None, analyte=None):
        if key not in CAT:
            raise KeyError(key)
        self.key, self.vt, self.unit, self.flag = key, vt, unit, flag
        self.date, self.pname = date, pname
        a, c, al = CAT[key]
        self.analyte = analyte or a
        self.loinc = loinc or c
        self.alts = list(alts if alts is not None else al)

    def gold(self, name, default_date):
        v, comp = parse_br(self.vt)
        return {
            "printed_name": self.pname or name,
            "analyte": self.analyte,
            "loinc": self.loinc,
            "loinc_alternatives": self.alts,
            "value": v,
            "value_text": self.vt,
            "comparator": comp,
            "unit": self.unit,
            "collected_at": self.date or default_date,
        }


def join_name(name):
    """Printed name of a line: lines of a split name joined by one space, trailing colon dropped."""
    return " ".join(p.strip() for p in name.split("\n") if p.strip()).rstrip(":").strip()


# --------------------------------------------------------------------------
# layout context and primitives
# --------------------------------------------------------------------------
class LayoutError(Exception):
    pass


class Ctx:
    """Collects primitives; measures text with the real font files."""

    def __init__(self, font, fonts_used, size=9.0, color="#000000"):
        self.font, self.size, self.color = font, size, color
        self.fonts_used = sorted(set(fonts_used) | {font})
        self.m = FPDF(unit="mm", format="A4")
        register_fonts(self.m, self.fonts_used)
        self.pages = []
        self.page_no = 0
        self.n_pages = 0

    def new_page(self):
        self.pages.append([])

    def width(self, s, size=None, bold=False, italic=False, font=None):
        st = ("B" if bold else "") + ("I" if italic else "")
        self.m.set_font(font or self.font, st, size or self.size)
        return self.m.get_string_width(s)

    def text(self, x, y, w, h, s, size=None, bold=False, italic=False, align="L", color=None, font=None,
             check=True):
        if s == "":
            return
        size = size or self.size
        if check:
            tw = self.width(s, size, bold, italic, font)
            if tw > w + 0.05:
                raise LayoutError("text too wide (%.1f > %.1f mm): %r" % (tw, w, s))
        if y + h > PAGE_H - 4:
            raise LayoutError("text below page bottom: %r at y=%.1f" % (s, y))
        self.pages[-1].append(("T", x, y, w, h, s, size, bold, italic, align, color or self.color, font or self.font))

    def line(self, x1, y1, x2, y2, lw=0.2, color="#000000", dash=None):
        self.pages[-1].append(("L", x1, y1, x2, y2, lw, color, dash))

    def rect(self, x, y, w, h, fill=None, stroke=None, lw=0.2):
        self.pages[-1].append(("R", x, y, w, h, fill, stroke, lw))

    def wrap(self, s, w, size=None, bold=False, italic=False, font=None):
        out = []
        for para in s.split("\n"):
            words = para.split(" ")
            cur = ""
            for wd in words:
                cand = (cur + " " + wd) if cur else wd
                if self.width(cand, size, bold, italic, font) <= w or not cur:
                    cur = cand
                else:
                    out.append(cur)
                    cur = wd
            out.append(cur)
        return out


# --------------------------------------------------------------------------
# blocks
# --------------------------------------------------------------------------
class Block:
    gap = 0.0

    def results(self):
        return []

    def layout(self, c, x, y, w):
        raise NotImplementedError


class Space(Block):
    def __init__(self, h):
        self.h = h

    def layout(self, c, x, y, w):
        return y + self.h


class Rule(Block):
    def __init__(self, lw=0.3, color="#000000", double=False, dash=None, before=1.0, after=1.5):
        self.lw, self.color, self.double, self.dash = lw, color, double, dash
        self.before, self.after = before, after

    def layout(self, c, x, y, w):
        y += self.before
        c.line(x, y, x + w, y, self.lw, self.color, self.dash)
        if self.double:
            y += 0.8
            c.line(x, y, x + w, y, self.lw, self.color, self.dash)
        return y + self.after


class Heading(Block):
    def __init__(self, text, size=None, bold=True, italic=False, align="L", color=None, fill=None,
                 fg_on_fill=None, h=None, rule=None, rule_color="#000000", before=1.5, after=1.0, font=None,
                 indent=0.0, right=None):
        self.text, self.size, self.bold, self.italic, self.align = text, size, bold, italic, align
        self.color, self.fill, self.fg_on_fill, self.h = color, fill, fg_on_fill, h
        self.rule, self.rule_color, self.before, self.after, self.font = rule, rule_color, before, after, font
        self.indent, self.right = indent, right

    def layout(self, c, x, y, w):
        y += self.before
        size = self.size or c.size + 1
        lines = self.text.split("\n")
        lh = self.h or size * 0.3528 * 1.45
        hh = lh * len(lines)
        if self.fill:
            c.rect(x, y, w, hh + 0.6, fill=self.fill)
        col = self.fg_on_fill if self.fill and self.fg_on_fill else self.color
        for i, ln in enumerate(lines):
            c.text(x + 1.2 + self.indent, y + 0.3 + i * lh, w - 2.4 - self.indent, lh, ln, size, self.bold,
                   self.italic, self.align, col, self.font)
        if self.right:
            c.text(x + 1.2, y + 0.3, w - 2.4, lh, self.right, size - 1.5, False, False, "R", col, self.font)
        y += hh + (0.6 if self.fill else 0)
        if self.rule:
            c.line(x, y + 0.3, x + w, y + 0.3, self.rule, self.rule_color)
            y += 0.6
        return y + self.after


class Para(Block):
    def __init__(self, text, size=None, bold=False, italic=False, align="L", color=None, lh=None, before=0.5,
                 after=0.5, font=None, indent=0.0, box=None):
        self.text, self.size, self.bold, self.italic, self.align = text, size, bold, italic, align
        self.color, self.lh, self.before, self.after, self.font = color, lh, before, after, font
        self.indent, self.box = indent, box

    def layout(self, c, x, y, w):
        y += self.before
        size = self.size or c.size - 1
        lh = self.lh or size * 0.3528 * 1.35
        pad = 1.5 if self.box else 0.0
        lines = c.wrap(self.text, w - 2.4 - self.indent - 2 * pad, size, self.bold, self.italic, self.font)
        if self.box:
            c.rect(x, y, w, len(lines) * lh + 2 * pad, fill=self.box.get("fill"), stroke=self.box.get("stroke"),
                   lw=self.box.get("lw", 0.2))
        for i, ln in enumerate(lines):
            c.text(x + 1.2 + self.indent + pad, y + pad + i * lh, w - 2.4 - self.indent - 2 * pad, lh, ln, size,
                   self.bold, self.italic, self.align, self.color, self.font)
        return y + len(lines) * lh + 2 * pad + self.after


class KV(Block):
    """Label/value grid (patient and request data).  rows = [[(label, value, width_mm), ...], ...]"""

    def __init__(self, rows, size=None, lh=None, box=None, label_bold=True, sep=" ", before=1.0, after=1.0,
                 label_color=None, font=None, value_bold=False):
        self.rows, self.size, self.lh, self.box, self.label_bold, self.sep = rows, size, lh, box, label_bold, sep
        self.before, self.after, self.label_color, self.font = before, after, label_color, font
        self.value_bold = value_bold

    def layout(self, c, x, y, w):
        y += self.before
        size = self.size or c.size
        lh = self.lh or size * 0.3528 * 1.55
        pad = 1.8 if self.box else 0.0
        h = len(self.rows) * lh + 2 * pad
        if self.box:
            c.rect(x, y, w, h, fill=self.box.get("fill"), stroke=self.box.get("stroke", "#000000"),
                   lw=self.box.get("lw", 0.25))
        for i, row in enumerate(self.rows):
            cx = x + 1.5 + pad
            for cell in row:
                label, value, cw = cell[0], cell[1], cell[2]
                lab = label + (self.sep if label else "")
                lw_ = c.width(lab, size, self.label_bold, False, self.font) if lab else 0
                yy = y + pad + i * lh
                if lab:
                    c.text(cx, yy, lw_ + 0.1, lh, lab, size, self.label_bold, False, "L", self.label_color,
                           self.font)
                c.text(cx + lw_ + (0.8 if lab else 0), yy, cw - lw_ - 1.0, lh, value, size, self.value_bold,
                       False, "L", None, self.font)
                cx += cw
            if cx - x > w + 0.5:
                raise LayoutError("KV row wider than block: %r" % (row,))
        return y + h + self.after


class Row:
    """A table/printed line.  res: Results printed on this line, in left-to-right order (None = gap)."""

    def __init__(self, name, *res, ref="", ref2="", unit="", note="", bold=False, indent=0.0, valign="top",
                 extra=None):
        self.name, self.res, self.ref, self.ref2, self.unit = name, list(res), ref, ref2, unit
        self.note, self.bold, self.indent, self.valign, self.extra = note, bold, indent, valign, extra or {}

    def results(self):
        return [(r.pname or join_name(self.name), r) for r in self.res if r is not None]


class Sub:
    """Sub-heading line inside a table (not a result)."""

    def __init__(self, text, bold=True, italic=False, fill=None, rule=False, size=None, color=None, indent=0.0):
        self.text, self.bold, self.italic, self.fill, self.rule, self.size = text, bold, italic, fill, rule, size
        self.color, self.indent = color, indent


class Note:
    """Full-width small text inside a table (method, material, comment...)."""

    def __init__(self, text, italic=True, size=None, color=None, indent=0.0):
        self.text, self.italic, self.size, self.color, self.indent = text, italic, size, color, indent


class TextRow:
    """Non-result row with free cells (e.g. a reference-range table)."""

    def __init__(self, *cells, bold=False):
        self.cells, self.bold = list(cells), bold


class Col:
    def __init__(self, title, w, get, align="L", hdr_align=None, bold=False, color=None, leaders=False):
        self.title, self.w, self.get, self.align = title, w, get, align
        self.hdr_align = hdr_align or align
        self.bold, self.color, self.leaders = bold, color, leaders


def _cell_text(get, row, flag_sep=" "):
    if callable(get):
        return get(row)
    if get == "name":
        return row.name
    if get == "ref":
        return row.ref
    if get == "ref2":
        return row.ref2
    if get == "unit":
        return row.unit
    m = re.match(r"^(v|vf|fv|u|f|vu|vfu|vuf)(\d)$", get)
    if not m:
        return row.extra.get(get, "")
    kind, i = m.group(1), int(m.group(2))
    if i >= len(row.res) or row.res[i] is None:
        return row.extra.get("gap", "—") if kind in ("v", "vf", "fv", "vu", "vfu", "vuf") else ""
    r = row.res[i]
    fl = r.flag
    if kind == "v":
        return r.vt
    if kind == "vf":
        return r.vt + (flag_sep + fl if fl else "")
    if kind == "fv":
        return (fl + flag_sep if fl else "") + r.vt
    if kind == "u":
        return r.unit
    if kind == "f":
        return fl
    if kind == "vu":
        return r.vt + (" " + r.unit if r.unit else "")
    if kind == "vfu":
        return r.vt + (flag_sep + fl if fl else "") + (" " + r.unit if r.unit else "")
    if kind == "vuf":
        return r.vt + (" " + r.unit if r.unit else "") + (flag_sep + fl if fl else "")
    return ""


class Table(Block):
    """rules: 'grid' | 'rows' | 'head' | 'none' | 'frame'"""

    def __init__(self, cols, rows, header=True, rules="head", size=None, hsize=None, row_h=None, pad=1.2,
                 header_fill=None, header_color=None, header_bold=True, rule_color="#000000", lw=0.2,
                 zebra=None, before=1.0, after=1.0, font=None, flag_sep=" ", header_italic=False,
                 leader_color="#555555", sub_h=None, flag_colors=None):
        self.cols, self.rows, self.header, self.rules = cols, rows, header, rules
        self.size, self.hsize, self.row_h, self.pad = size, hsize, row_h, pad
        self.header_fill, self.header_color, self.header_bold = header_fill, header_color, header_bold
        self.rule_color, self.lw, self.zebra = rule_color, lw, zebra
        self.before, self.after, self.font, self.flag_sep = before, after, font, flag_sep
        self.header_italic, self.leader_color, self.sub_h = header_italic, leader_color, sub_h
        self.flag_colors = flag_colors or {}

    def results(self):
        out = []
        for r in self.rows:
            if isinstance(r, Row):
                out.extend(r.results())
        return out

    def layout(self, c, x, y, w):
        y += self.before
        size = self.size or c.size
        hsize = self.hsize or size
        rh = self.row_h or size * 0.3528 * 1.5
        tw = sum(col.w for col in self.cols)
        if tw > w + 0.05:
            raise LayoutError("table wider than block: %.1f > %.1f" % (tw, w))
        xs = [x]
        for col in self.cols:
            xs.append(xs[-1] + col.w)
        rc, lw = self.rule_color, self.lw
        y0 = y
        if self.header:
            nl = max(len(col.title.split("\n")) for col in self.cols)
            hh = nl * rh + 0.6
            if self.header_fill:
                c.rect(x, y, tw, hh, fill=self.header_fill)
            if self.rules in ("grid", "frame", "rows"):
                c.line(x, y, x + tw, y, lw, rc)
            for i, col in enumerate(self.cols):
                for j, ln in enumerate(col.title.split("\n")):
                    c.text(xs[i] + self.pad, y + 0.3 + j * rh, col.w - 2 * self.pad, rh, ln, hsize,
                           self.header_bold, self.header_italic, col.hdr_align, self.header_color, self.font)
            y += hh
            if self.rules != "none":
                c.line(x, y, x + tw, y, lw * (1.5 if self.rules == "head" else 1), rc)
        zi = 0
        for row in self.rows:
            if isinstance(row, Sub):
                sh = self.sub_h or rh * 1.1
                if row.fill:
                    c.rect(x, y, tw, sh, fill=row.fill)
                c.text(x + self.pad + row.indent, y, tw - 2 * self.pad - row.indent, sh, row.text,
                       row.size or size, row.bold, row.italic, "L", row.color, self.font)
                y += sh
                if row.rule or self.rules in ("grid", "rows"):
                    c.line(x, y, x + tw, y, lw, rc)
                continue
            if isinstance(row, Note):
                ns = row.size or size - 1.5
                nlh = ns * 0.3528 * 1.35
                lines = c.wrap(row.text, tw - 2 * self.pad - row.indent, ns, False, row.italic, self.font)
                for ln in lines:
                    c.text(x + self.pad + row.indent, y, tw - 2 * self.pad - row.indent, nlh, ln, ns, False,
                           row.italic, "L", row.color or "#444444", self.font)
                    y += nlh
                y += 0.4
                if self.rules in ("grid", "rows"):
                    c.line(x, y, x + tw, y, lw, rc)
                continue
            if isinstance(row, TextRow):
                texts = row.cells + [""] * (len(self.cols) - len(row.cells))
                bold_row = row.bold
            else:
                texts = [_cell_text(col.get, row, self.flag_sep) for col in self.cols]
                bold_row = row.bold
            nl = max(len(t.split("\n")) for t in texts)
            h = nl * rh + 0.5
            if self.zebra and zi % 2 == 1:
                c.rect(x, y, tw, h, fill=self.zebra)
            zi += 1
            for i, (col, t) in enumerate(zip(self.cols, texts)):
                lines = t.split("\n")
                off = 0
                if len(lines) < nl and isinstance(row, Row) and row.valign == "bottom":
                    off = nl - len(lines)
                ind = row.indent if (isinstance(row, Row) and col.get == "name") else 0.0
                color = col.color
                if isinstance(row, Row) and self.flag_colors and re.match(r"^(vf|fv|f|vfu|vuf)\d$", str(col.get)):
                    k = int(str(col.get)[-1])
                    if k < len(row.res) and row.res[k] is not None and row.res[k].flag in self.flag_colors:
                        color = self.flag_colors[row.res[k].flag]
                bold = col.bold or (bold_row and col.get == "name")
                for j, ln in enumerate(lines):
                    yy = y + 0.25 + (j + off) * rh
                    c.text(xs[i] + self.pad + ind, yy, col.w - 2 * self.pad - ind, rh, ln, size, bold, False,
                           col.align, color, self.font)
                if col.leaders and isinstance(row, Row):
                    last = lines[-1]
                    lx = xs[i] + self.pad + ind + c.width(last, size, bold, False, self.font) + 0.8
                    ly = y + 0.25 + (len(lines) - 1 + off) * rh + rh * 0.72
                    if xs[i + 1] - 1.0 - lx > 2:
                        c.line(lx, ly, xs[i + 1] - 1.0, ly, 0.25, self.leader_color, dash=(0.25, 0.9))
            y += h
            if self.rules in ("grid", "rows"):
                c.line(x, y, x + tw, y, lw, rc)
        if self.rules in ("head", "frame"):
            c.line(x, y, x + tw, y, lw, rc)
        if self.rules in ("grid", "frame"):
            top = y0
            c.line(x, top, x, y, lw, rc)
            c.line(x + tw, top, x + tw, y, lw, rc)
            if self.rules == "grid":
                for xx in xs[1:-1]:
                    c.line(xx, top, xx, y, lw, rc)
        return y + self.after


class MonoRow:
    def __init__(self, row, fmt):
        self.row, self.fmt = row, fmt


class Mono(Block):
    """Pre-formatted fixed-pitch lines, as printed by old LIS text reports."""

    def __init__(self, items, size=None, lh=None, font=None, before=0.5, after=0.5, bold_lines=()):
        self.items, self.size, self.lh, self.font = items, size, lh, font
        self.before, self.after, self.bold_lines = before, after, set(bold_lines)

    def results(self):
        out = []
        for it in self.items:
            if isinstance(it, MonoRow):
                out.extend(it.row.results())
        return out

    def layout(self, c, x, y, w):
        y += self.before
        size = self.size or c.size
        lh = self.lh or size * 0.3528 * 1.4
        for i, it in enumerate(self.items):
            s = it.fmt(it.row) if isinstance(it, MonoRow) else it
            bold = i in self.bold_lines
            c.text(x + 1.0, y, w - 1.0, lh, s, size, bold, False, "L", None, self.font)
            y += lh
        return y + self.after


class Cols(Block):
    def __init__(self, cols, widths=None, gap=5.0, before=0.0, after=0.0, divider=None):
        self.cols, self.widths, self.gapw, self.before, self.after = cols, widths, gap, before, after
        self.divider = divider

    def results(self):
        out = []
        for blocks in self.cols:
            for b in blocks:
                out.extend(b.results())
        return out

    def layout(self, c, x, y, w):
        y += self.before
        n = len(self.cols)
        widths = self.widths or [(w - self.gapw * (n - 1)) / n] * n
        xx = x
        ymax = y
        for blocks, cw in zip(self.cols, widths):
            yy = y
            for b in blocks:
                yy = b.layout(c, xx, yy, cw)
            ymax = max(ymax, yy)
            xx += cw + self.gapw
        if self.divider:
            xx = x
            for cw in widths[:-1]:
                xx += cw + self.gapw / 2
                c.line(xx, y, xx, ymax, 0.2, self.divider)
                xx += self.gapw / 2
        return ymax + self.after


class Sig(Block):
    """Signatures: entries = [(line1, line2, ...), ...]"""

    def __init__(self, entries, size=None, line=True, align="C", before=4.0, after=1.0, width=62.0, italic_first=False,
                 script=None):
        self.entries, self.size, self.line, self.align = entries, size, line, align
        self.before, self.after, self.width, self.italic_first, self.script = before, after, width, italic_first, script

    def layout(self, c, x, y, w):
        y += self.before
        size = self.size or c.size - 1
        lh = size * 0.3528 * 1.4
        n = len(self.entries)
        slot = w / n
        ymax = y
        for k, e in enumerate(self.entries):
            cx = x + slot * k + (slot - self.width) / 2 if self.align == "C" else x + slot * k
            yy = y
            if self.script:
                c.text(cx, yy, self.width, lh * 1.6, self.script[k], size + 4, False, True, "C", "#1b2a6b",
                       self.script_font if hasattr(self, "script_font") else None)
                yy += lh * 1.6
            if self.line:
                c.line(cx, yy + 0.5, cx + self.width, yy + 0.5, 0.2, "#000000")
                yy += 1.0
            for j, ln in enumerate(e):
                c.text(cx, yy, self.width, lh, ln, size, j == 0 and not self.italic_first, j == 0 and self.italic_first,
                       self.align, None)
                yy += lh
            ymax = max(ymax, yy)
        return ymax + self.after


class Abs(Block):
    """Free primitives relative to (x, y): items = [("T", dx, dy, w, h, text, size, bold, italic, align, color)]."""

    def __init__(self, items, h):
        self.items, self.h = items, h

    def layout(self, c, x, y, w):
        for it in self.items:
            kind = it[0]
            if kind == "T":
                _, dx, dy, tw, th, s, size, bold, italic, align, color = it[:11]
                font = it[11] if len(it) > 11 else None
                c.text(x + dx, y + dy, tw, th, s, size, bold, italic, align, color, font)
            elif kind == "L":
                _, dx1, dy1, dx2, dy2, lw, color = it[:7]
                dash = it[7] if len(it) > 7 else None
                c.line(x + dx1, y + dy1, x + dx2, y + dy2, lw, color, dash)
            elif kind == "R":
                _, dx, dy, rw, rh, fill, stroke, lw = it
                c.rect(x + dx, y + dy, rw, rh, fill, stroke, lw)
        return y + self.h


# --------------------------------------------------------------------------
# report-level layout
# --------------------------------------------------------------------------
def layout(rep):
    fonts = rep.get("fonts", [])
    c = Ctx(rep["font"], fonts, rep.get("size", 9.0), rep.get("color", "#000000"))
    ml, mt, mr, mb = rep.get("margins", (14, 12, 14, 14))
    w = PAGE_W - ml - mr
    n = len(rep["pages"])
    c.n_pages = n
    limit = PAGE_H - mb - rep.get("footer_h", 10)
    for pi, blocks in enumerate(rep["pages"]):
        c.new_page()
        c.page_no = pi + 1
        y = mt
        for b in rep["header"](pi + 1, n):
            y = b.layout(c, ml, y, w)
        for b in blocks:
            y = b.layout(c, ml, y, w)
            if y > limit:
                raise LayoutError("%s page %d overflows (y=%.1f > %.1f) after %s" %
                                  (rep["id"], pi + 1, y, limit, type(b).__name__))
        fy = PAGE_H - mb - rep.get("footer_h", 10)
        for b in rep["footer"](pi + 1, n):
            fy = b.layout(c, ml, fy, w)
    return c


def gold(rep):
    out = []
    d = rep["collected"]
    for blocks in rep["pages"]:
        for b in blocks:
            for name, r in b.results():
                out.append(r.gold(name, d))
    return {"lab": rep["lab"], "collected_at_default": d, "results": out}


def page_of_results(rep):
    """[(page_no, Result, printed_name)] in gold order (used by check.py)."""
    out = []
    for pi, blocks in enumerate(rep["pages"]):
        for b in blocks:
            for name, r in b.results():
                out.append((pi + 1, r, name))
    return out


# --------------------------------------------------------------------------
# backends
# --------------------------------------------------------------------------
def _mm(v):
    return ("%.2f" % v).rstrip("0").rstrip(".") + "mm"


def to_html(rep, c):
    css_fonts = {k: FONTS[k][0] for k in c.fonts_used}
    out = ["<!DOCTYPE html>", '<html lang="pt-BR"><head><meta charset="utf-8">',
           "<title>%s</title>" % _html.escape(rep.get("title", rep["lab"])),
           "<style>",
           "@page { size: 210mm 297mm; margin: 0 }",
           "* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box }",
           "html, body { margin: 0; padding: 0; background: #fff }",
           ".pg { position: relative; width: 210mm; height: 297mm; overflow: hidden; break-after: page; }",
           ".pg:last-child { break-after: auto; }",
           ".t { position: absolute; white-space: pre; overflow: visible; font-kerning: none;"
           " font-variant-ligatures: none; text-rendering: optimizeSpeed; margin: 0; padding: 0 }",
           ".l { position: absolute; margin: 0; padding: 0 }",
           "</style></head><body>"]
    for pi, prims in enumerate(c.pages):
        out.append('<div class="pg" id="p%d">' % (pi + 1))
        for p in prims:
            if p[0] == "T":
                _, x, y, w, h, s, size, bold, italic, align, color, font = p
                style = "left:%s;top:%s;width:%s;height:%s;line-height:%s;font-family:%s;font-size:%.2fpt;color:%s" % (
                    _mm(x), _mm(y), _mm(w), _mm(h), _mm(h), css_fonts[font], size, color)
                if bold:
                    style += ";font-weight:bold"
                if italic:
                    style += ";font-style:italic"
                if align != "L":
                    style += ";text-align:%s" % {"R": "right", "C": "center"}[align]
                out.append('<div class="t" style="%s">%s</div>' % (style, _html.escape(s, quote=False)))
            elif p[0] == "L":
                _, x1, y1, x2, y2, lw, color, dash = p
                bs = "dotted" if dash else "solid"
                if abs(y1 - y2) < 1e-6:
                    style = "left:%s;top:%s;width:%s;height:0;border-top:%s %s %s" % (
                        _mm(min(x1, x2)), _mm(y1 - lw / 2), _mm(abs(x2 - x1)), _mm(lw), bs, color)
                else:
                    style = "left:%s;top:%s;width:0;height:%s;border-left:%s %s %s" % (
                        _mm(x1 - lw / 2), _mm(min(y1, y2)), _mm(abs(y2 - y1)), _mm(lw), bs, color)
                out.append('<div class="l" style="%s"></div>' % style)
            elif p[0] == "R":
                _, x, y, w, h, fill, stroke, lw = p
                style = "left:%s;top:%s;width:%s;height:%s" % (_mm(x), _mm(y), _mm(w), _mm(h))
                if fill:
                    style += ";background:%s" % fill
                if stroke:
                    style += ";border:%s solid %s" % (_mm(lw), stroke)
                out.append('<div class="l" style="%s"></div>' % style)
        out.append("</div>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def _rgb(h):
    h = h.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def to_fpdf(rep, c, path):
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    pdf.c_margin = 0
    register_fonts(pdf, c.fonts_used)
    pdf.set_title(rep.get("title", rep["lab"]))
    pdf.set_author(rep["lab"])
    pdf.set_creator(rep.get("creator", "SIL"))
    pdf.set_creation_date(_dt.datetime(2025, 5, 1, 12, 0, 0, tzinfo=_dt.timezone.utc))
    for prims in c.pages:
        pdf.add_page()
        for p in prims:
            if p[0] == "T":
                _, x, y, w, h, s, size, bold, italic, align, color, font = p
                pdf.set_font(font, ("B" if bold else "") + ("I" if italic else ""), size)
                pdf.set_text_color(*_rgb(color))
                pdf.set_xy(x, y)
                pdf.cell(w, h, s, align=align)
            elif p[0] == "L":
                _, x1, y1, x2, y2, lw, color, dash = p
                pdf.set_draw_color(*_rgb(color))
                pdf.set_line_width(lw)
                if dash:
                    pdf.set_dash_pattern(dash=dash[0], gap=dash[1])
                pdf.line(x1, y1, x2, y2)
                if dash:
                    pdf.set_dash_pattern()
            elif p[0] == "R":
                _, x, y, w, h, fill, stroke, lw = p
                style = ""
                if fill:
                    pdf.set_fill_color(*_rgb(fill))
                    style += "F"
                if stroke:
                    pdf.set_draw_color(*_rgb(stroke))
                    pdf.set_line_width(lw)
                    style = "D" if not fill else "DF"
                if style:
                    pdf.rect(x, y, w, h, style=style)
    pdf.output(path)
