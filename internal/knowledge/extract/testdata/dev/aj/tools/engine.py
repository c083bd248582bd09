"""Tiny layout model shared by the HTML and the fpdf2 renderers.

A report is described once as data (see reports.py): pages made of blocks
(paragraph lines, tables, rules, two-column groups).  Every block has an
explicit size in millimetres, every line break is explicit, so the HTML printed
by Chromium and the PDF drawn by fpdf2 have the same geometry and the same page
count.  Results are placed with V(r) spans; the gold JSON is the list of V spans
in reading order (pages, blocks, rows, cells, lines; left column before right).
"""
from __future__ import annotations

import html as _html
import re
from dataclasses import dataclass, field
from typing import List, Optional

PT = 25.4 / 72.0  # mm per point
FONT_DIR = "/usr/share/fonts/truetype/"
FONT_FILES = {
    "Liberation Sans": ("liberation2/LiberationSans-Regular.ttf", "liberation2/LiberationSans-Bold.ttf",
                        "liberation2/LiberationSans-Italic.ttf", "liberation2/LiberationSans-BoldItalic.ttf"),
    "Liberation Serif": ("liberation2/LiberationSerif-Regular.ttf", "liberation2/LiberationSerif-Bold.ttf",
                         "liberation2/LiberationSerif-Italic.ttf", "liberation2/LiberationSerif-BoldItalic.ttf"),
    "Liberation Mono": ("liberation2/LiberationMono-Regular.ttf", "liberation2/LiberationMono-Bold.ttf",
                        "liberation2/LiberationMono-Italic.ttf", "liberation2/LiberationMono-BoldItalic.ttf"),
    "DejaVu Sans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf",
                    "dejavu/DejaVuSans-Oblique.ttf", "dejavu/DejaVuSans-BoldOblique.ttf"),
    "DejaVu Serif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf",
                     "dejavu/DejaVuSerif-Italic.ttf", "dejavu/DejaVuSerif-BoldItalic.ttf"),
    "DejaVu Sans Mono": ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf",
                         "dejavu/DejaVuSansMono-Oblique.ttf", "dejavu/DejaVuSansMono-BoldOblique.ttf"),
    "DejaVu Sans Condensed": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf",
                              "dejavu/DejaVuSansCondensed-Oblique.ttf", "dejavu/DejaVuSansCondensed-BoldOblique.ttf"),
    "DejaVu Serif Condensed": ("dejavu/DejaVuSerifCondensed.ttf", "dejavu/DejaVuSerifCondensed-Bold.ttf",
                               "dejavu/DejaVuSerifCondensed-Italic.ttf", "dejavu/DejaVuSerifCondensed-BoldItalic.ttf"),
    "Carlito": ("crosextra/Carlito-Regular.ttf", "crosextra/Carlito-Bold.ttf",
                "crosextra/Carlito-Italic.ttf", "crosextra/Carlito-BoldItalic.ttf"),
}


def fkey(family: str) -> str:
    return re.sub(r"[^a-z]", "", family.lower())


# ---------------------------------------------------------------- results

COMPARATORS = [("inferior a ", "<"), ("superior a ", ">"), ("menor que ", "<"), ("maior que ", ">"),
               ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]
NUM_RE = re.compile(r"^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$")


def parse_value(value_text: str):
    """Brazilian number parsing: dot = thousands, comma = decimal."""
    t = value_text.strip()
    comp = ""
    for word, c in COMPARATORS:
        if t.lower().startswith(word):
            comp, t = c, t[len(word):].strip()
            break
    if NUM_RE.match(t):
        return float(t.replace(".", "").replace(",", ".")), comp
    if comp:
        raise ValueError(f"comparator without number: {value_text!r}")
    return None, ""


@dataclass
class R:
    """One printed patient result."""
    name: str
    value_text: str
    unit: str
    loinc: str
    analyte: str
    alts: List[str] = field(default_factory=list)
    flag: str = ""
    date: Optional[str] = None  # ISO date; None = report default collection date

    def gold(self, default_date: str) -> dict:
        value, comp = parse_value(self.value_text)
        return {"printed_name": self.name, "analyte": self.analyte, "loinc": self.loinc,
                "loinc_alternatives": list(self.alts), "value": value, "value_text": self.value_text,
                "comparator": comp, "unit": self.unit, "collected_at": self.date or default_date}


# ---------------------------------------------------------------- spans

class Sp:
    """Styled text span. Style keys: b, i, color, size, family."""

    def __init__(self, text: str, **st):
        self.text, self.st = text, st

    def expand(self):
        return [self]


class V:
    """The value of a result (marks the result's position for the gold)."""

    def __init__(self, r: R, unit=False, flag="after", flag_st=None, unit_st=None, **st):
        self.r, self.unit, self.flag, self.st = r, unit, flag, st
        self.flag_st = {"b": True} if flag_st is None else flag_st
        self.unit_st = unit_st or {}

    def expand(self):
        out = []
        r = self.r
        if r.flag and self.flag == "before":
            out.append(Sp(r.flag + " ", **self.flag_st))
        out.append(Sp(r.value_text, **self.st))
        if self.unit and r.unit:
            out.append(Sp(" " + r.unit, **{**self.st, **self.unit_st}))
        if r.flag and self.flag == "after":
            out.append(Sp(" " + r.flag, **self.flag_st))
        return out


def spans_of(line) -> list:
    """line: str | Sp | V | list of those -> list of Sp/V items (not expanded)."""
    if isinstance(line, (str, Sp, V)):
        line = [line]
    out = []
    for x in line:
        out.append(Sp(x) if isinstance(x, str) else x)
    return out


def expand(items):
    out = []
    for x in items:
        out.extend(x.expand())
    return out


# ---------------------------------------------------------------- blocks

@dataclass
class Cell:
    lines: list  # list of lines (each a list of Sp/V)
    align: str = "L"
    st: dict = field(default_factory=dict)
    fill: Optional[str] = None
    colspan: int = 1
    valign: str = "top"


def C(*lines, align="L", fill=None, colspan=1, valign="top", **st) -> Cell:
    return Cell([spans_of(l) for l in lines], align, st, fill, colspan, valign)


@dataclass
class Row:
    cells: list
    fill: Optional[str] = None
    st: dict = field(default_factory=dict)
    line_below: Optional[bool] = None
    line_above: bool = False
    min_lines: int = 1
    header: bool = False


@dataclass
class Table:
    widths: list  # mm
    rows: list
    st: dict = field(default_factory=dict)
    lh: float = 4.2  # line height mm
    pad: float = 0.6  # vertical padding mm
    hpad: float = 1.2
    grid: bool = False  # vertical rules between all cells
    hlines: str = "none"  # all | header | none
    box: bool = False
    rule_color: str = "#666666"
    rule_w: float = 0.2
    x: float = 0.0  # left offset mm

    def row_h(self, row: Row) -> float:
        n = max([len(c.lines) for c in row.cells] + [row.min_lines])
        return n * self.lh + 2 * self.pad

    def height(self) -> float:
        return sum(self.row_h(r) for r in self.rows)


@dataclass
class P:
    lines: list
    st: dict = field(default_factory=dict)
    lh: float = 4.2
    align: str = "L"
    indent: float = 0.0
    fill: Optional[str] = None
    pad: float = 0.0
    width: Optional[float] = None
    border: Optional[str] = None

    def height(self):
        return len(self.lines) * self.lh + 2 * self.pad


def Para(*lines, lh=4.2, align="L", indent=0.0, fill=None, pad=0.0, width=None, border=None, **st):
    return P([spans_of(l) for l in lines], st, lh, align, indent, fill, pad, width, border)


@dataclass
class Rule:
    w: float = 0.3
    color: str = "#000000"
    space: float = 1.5  # total vertical space taken; rule drawn in the middle
    width: Optional[float] = None
    x: float = 0.0

    def height(self):
        return self.space


@dataclass
class Space:
    h: float

    def height(self):
        return self.h


@dataclass
class TwoCol:
    left: list
    right: list
    wl: float
    gap: float = 6.0
    sep: Optional[str] = None  # colour of a vertical separator line

    def height(self):
        return max(sum(b.height() for b in self.left), sum(b.height() for b in self.right))


@dataclass
class Doc:
    id: str
    lab: str
    collected_default: str
    family: str
    size: float  # base font size pt
    color: str
    margins: tuple  # left, top, right, bottom (mm)
    header: object  # fn(page_no, n_pages) -> blocks
    footer: object  # fn(page_no, n_pages) -> blocks (anchored at bottom margin)
    pages: list  # list of list of blocks
    title: str = "Laudo"
    meta: dict = field(default_factory=dict)  # README info

    @property
    def content_w(self):
        return 210 - self.margins[0] - self.margins[2]

    def iter_results(self):
        """(page_index, R) in reading order."""
        for pi, blocks in enumerate(self.pages):
            for r in _results_in(blocks):
                yield pi, r

    def gold(self):
        return {"lab": self.lab, "collected_at_default": self.collected_default,
                "results": [r.gold(self.collected_default) for _, r in self.iter_results()]}

    def check_fit(self):
        n = len(self.pages)
        for pi, blocks in enumerate(self.pages):
            h = sum(b.height() for b in self.header(pi + 1, n))
            h += sum(b.height() for b in blocks)
            f = sum(b.height() for b in self.footer(pi + 1, n))
            avail = 297 - self.margins[1] - self.margins[3]
            if h + f + 2 > avail:
                raise ValueError(f"{self.id} page {pi + 1} overflows: {h:.1f} + {f:.1f} > {avail:.1f}")
        return True


def _results_in(blocks):
    for b in blocks:
        if isinstance(b, TwoCol):
            yield from _results_in(b.left)
            yield from _results_in(b.right)
        elif isinstance(b, Table):
            for row in b.rows:
                for c in row.cells:
                    for line in c.lines:
                        for s in line:
                            if isinstance(s, V):
                                yield s.r
        elif isinstance(b, P):
            for line in b.lines:
                for s in line:
                    if isinstance(s, V):
                        yield s.r


# ---------------------------------------------------------------- metrics

_MEASURE = None


def _measurer():
    global _MEASURE
    if _MEASURE is None:
        from fpdf import FPDF
        pdf = FPDF(unit="mm", format="A4")
        register_fonts(pdf)
        _MEASURE = pdf
    return _MEASURE


def register_fonts(pdf):
    import logging
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    for fam, files in FONT_FILES.items():
        for style, f in zip(("", "B", "I", "BI"), files):
            pdf.add_font(fkey(fam), style, FONT_DIR + f)
    pdf.set_fallback_fonts(["dejavusans"], exact_match=False)


def text_width(text, family, size, b=False, i=False):
    pdf = _measurer()
    pdf.set_font(fkey(family), ("B" if b else "") + ("I" if i else ""), size)
    return pdf.get_string_width(text)


def leader(name, width, family, size, b=False, dot=".", end=" :", gap=1.5):
    """name followed by literal dots so that the string is about `width` mm wide."""
    base = name + " "
    w = text_width(base + end, family, size, b)
    dw = text_width(dot, family, size, b)
    n = max(2, int((width - gap - w) / dw))
    return base + dot * n + end
