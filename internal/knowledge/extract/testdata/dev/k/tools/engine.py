"""Tiny document model shared by the HTML (Chromium) and fpdf2 renderers.

A report is a list of pages; each page is a list of blocks drawn top to bottom.
Results are R objects placed inside cells/lines; the gold JSON is produced by walking
exactly the same blocks in reading order, so printed text and gold never diverge.
"""
import datetime as dt
import html
import re

PT = 0.352778  # mm per point


# ------------------------------------------------------------------ numbers / dates
def br(v, dec=0, thousands=True):
    s = f"{abs(v):,.{dec}f}"
    s = s.replace(",", "X").replace(".", ",").replace("X", "." if thousands else "")
    return ("-" if v < 0 else "") + s


def d(s):
    return dt.date.fromisoformat(s)


def dbr(x):
    return x.strftime("%d/%m/%Y")


# ------------------------------------------------------------------ results
class R:
    """One printed result.  value_text is built from the numeric value (or words)."""

    def __init__(self, name, analyte, loinc, value=None, dec=0, unit="", alts=(), words=None,
                 comp="", pre=None, date=None, flag="", thousands=True):
        self.name, self.analyte, self.loinc, self.alts = name, analyte, loinc, list(alts)
        self.value, self.dec, self.unit, self.words = value, dec, unit, words
        self.comp, self.pre, self.date, self.flag, self.thousands = comp, pre, date, flag, thousands
        if pre is None:
            self.pre = {"": "", "<": "< ", ">": "> ", "<=": "<= ", ">=": ">= "}[comp]

    @property
    def value_text(self):
        if self.words is not None:
            return self.words
        return self.pre + br(self.value, self.dec, self.thousands)

    @property
    def gold_value(self):
        if self.words is not None:
            return None
        v = round(self.value, self.dec)
        return int(v) if self.dec == 0 else v

    def shown(self):
        return self.value_text + ((" " + self.flag) if self.flag else "")


class ML:
    """Multi-line cell content: list of lines, each a str / R / list of parts."""

    def __init__(self, *lines):
        self.lines = list(lines)


class C:
    """Cell with options."""

    def __init__(self, content, span=1, bold=None, align=None, bg=None, italic=False, size=None, color=None):
        self.content, self.span, self.bold, self.align, self.bg = content, span, bold, align, bg
        self.italic, self.size, self.color = italic, size, color


def parts_lines(content):
    """content -> list of lines, each a list of parts (str | R)."""
    if isinstance(content, C):
        content = content.content
    if isinstance(content, ML):
        out = []
        for ln in content.lines:
            out.extend(parts_lines(ln))
        return out
    if isinstance(content, str):
        return [[s] for s in content.split("\n")]
    if isinstance(content, R):
        return [[content]]
    if isinstance(content, (list, tuple)):
        return [list(content)]
    raise TypeError(content)


def line_text(parts):
    return "".join(p.shown() if isinstance(p, R) else p for p in parts)


def line_results(parts):
    return [p for p in parts if isinstance(p, R)]


# ------------------------------------------------------------------ blocks
class P:  # paragraph of explicit lines
    def __init__(self, lines, size=9, bold=False, italic=False, align="L", font=None, color=None, lh=1.25, indent=0):
        self.lines = lines if isinstance(lines, list) else lines.split("\n")
        self.size, self.bold, self.italic, self.align, self.font = size, bold, italic, align, font
        self.color, self.lh, self.indent = color, lh, indent


class Band:
    def __init__(self, text, size=10, bg="#d9d9d9", fg="#000000", align="L", bold=True, pad=1.0, font=None):
        self.text, self.size, self.bg, self.fg, self.align, self.bold, self.pad, self.font = text, size, bg, fg, align, bold, pad, font


class Table:
    def __init__(self, widths, rows, header=(), size=8.5, border="grid", zebra=None, head_bg=None, aligns=None,
                 pad=(0.8, 1.2), font=None, head_bold=True, lh=1.2, line_w=0.2, color="#000000", head_fg=None):
        self.widths, self.rows, self.header = widths, rows, list(header)
        self.size, self.border, self.zebra, self.head_bg = size, border, zebra, head_bg
        self.aligns = aligns or ["L"] * len(widths)
        self.pad, self.font, self.head_bold, self.lh, self.line_w = pad, font, head_bold, lh, line_w
        self.color, self.head_fg = color, head_fg


class Cols:
    def __init__(self, cols, gap=4):
        self.cols, self.gap = cols, gap  # cols: list of (width_mm, [blocks])


class Box:
    def __init__(self, blocks, title=None, size=9, pad=1.5, title_bg="#eeeeee", line_w=0.3, font=None):
        self.blocks, self.title, self.size, self.pad, self.title_bg, self.line_w, self.font = blocks, title, size, pad, title_bg, line_w, font


class Space:
    def __init__(self, h):
        self.h = h


class Rule:
    def __init__(self, w=0.3, color="#000000", dash=False):
        self.w, self.color, self.dash = w, color, dash


class Report:
    def __init__(self, rid, lab, collected, font, pages, footer=None, landscape=False, margins=(12, 12, 12, 12), base_size=9):
        self.rid, self.lab, self.collected, self.font = rid, lab, collected, font
        self.pages, self.footer, self.landscape, self.margins, self.base_size = pages, footer, landscape, margins, base_size

    @property
    def page_wh(self):
        return (297, 210) if self.landscape else (210, 297)

    # ---------------------------------------------------------- gold
    def results(self):
        out = []

        def walk(b):
            if isinstance(b, P):
                for ln in b.lines:
                    for pl in parts_lines(ln):
                        out.extend(line_results(pl))
            elif isinstance(b, Table):
                for row in list(b.header) + list(b.rows):
                    for cell in row:
                        for pl in parts_lines(cell):
                            out.extend(line_results(pl))
            elif isinstance(b, Cols):
                for _, blocks in b.cols:
                    for x in blocks:
                        walk(x)
            elif isinstance(b, Box):
                for x in b.blocks:
                    walk(x)

        for page in self.pages:
            for b in page:
                walk(b)
        return out

    def gold(self):
        res = []
        for r in self.results():
            res.append({
                "printed_name": r.name, "analyte": r.analyte, "loinc": r.loinc,
                "loinc_alternatives": r.alts, "value": r.gold_value, "value_text": r.value_text,
                "comparator": r.comp, "unit": r.unit,
                "collected_at": (r.date or self.collected).isoformat(),
            })
        return {"lab": self.lab, "collected_at_default": self.collected.isoformat(), "results": res}


# ------------------------------------------------------------------ fonts
FONTS = {
    "DejaVu Sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "dejavu"),
    "DejaVu Sans Condensed": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf", "dejavu"),
    "DejaVu Serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "dejavu"),
    "DejaVu Sans Mono": ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf", "dejavu"),
    "Liberation Sans": ("LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationSans-Italic.ttf", "liberation2"),
    "Liberation Serif": ("LiberationSerif-Regular.ttf", "LiberationSerif-Bold.ttf", "LiberationSerif-Italic.ttf", "liberation2"),
    "Liberation Mono": ("LiberationMono-Regular.ttf", "LiberationMono-Bold.ttf", "LiberationMono-Italic.ttf", "liberation2"),
}


def esc(s):
    return html.escape(s, quote=True)
