"""Data model shared by the HTML renderer, the fpdf2 renderer and the gold writer.

A report is a list of pages; a page is a list of elements plus footer elements.
Patient results are `Res` objects; they are placed into the page through tokens
(V = value with flag, U = unit, VU = value + unit, N = printed name), so that
what is printed and what is written to the gold come from the same object.
"""
import re
from dataclasses import dataclass, field
from typing import Any, List, Optional

from analytes import ANALYTES


# ---------------------------------------------------------------- results
class Res:
    def __init__(self, name, vt, unit, key, date=None, flag="", pname=None):
        if key not in ANALYTES:
            raise KeyError(key)
        self.name = name          # may contain "\n" (name printed on two lines)
        self.vt = vt              # value text exactly as printed (no flag)
        self.unit = unit
        self.key = key
        self.date = date          # ISO date; None = report default
        self.flag = flag
        self.pname = pname        # printed name override (block headings)

    def printed_name(self):
        return self.pname if self.pname is not None else " ".join(self.name.split("\n"))


def parse_value(vt):
    s = vt.strip()
    comp = ""
    for pre, c in (("inferior a ", "<"), ("superior a ", ">"), ("≤", "<="), ("≥", ">="),
                   ("<=", "<="), (">=", ">="), ("<", "<"), (">", ">")):
        if s.lower().startswith(pre):
            comp = c
            s = s[len(pre):].strip()
            break
    if re.fullmatch(r"-?\d{1,3}(\.\d{3})+(,\d+)?", s) or re.fullmatch(r"-?\d+(,\d+)?", s):
        num = float(s.replace(".", "").replace(",", "."))
        if num == int(num) and "," not in s:
            num = int(num)
        return num, comp
    return None, ""


# ---------------------------------------------------------------- tokens inside text
@dataclass
class Tok:
    kind: str          # V, U, VU, N
    res: Res


def V(r): return Tok("V", r)
def U(r): return Tok("U", r)
def VU(r): return Tok("VU", r)
def N(r): return Tok("N", r)


@dataclass
class B:               # bold run
    text: str


@dataclass
class I:               # italic run
    text: str


@dataclass
class C:               # coloured run
    text: str
    color: str
    bold: bool = False


def seg_list(x):
    if x is None:
        return []
    if isinstance(x, (list, tuple)):
        return list(x)
    return [x]


def runs_of(segs, flag_style="prefix"):
    """Turn segments into lines of runs: [[(text, bold, italic, color), ...], ...]."""
    lines = [[]]

    def add(text, bold=False, italic=False, color=None):
        parts = text.split("\n")
        for i, p in enumerate(parts):
            if i > 0:
                lines.append([])
            if p:
                lines[-1].append((p, bold, italic, color))

    for s in seg_list(segs):
        if isinstance(s, str):
            add(s)
        elif isinstance(s, B):
            add(s.text, bold=True)
        elif isinstance(s, I):
            add(s.text, italic=True)
        elif isinstance(s, C):
            add(s.text, bold=s.bold, color=s.color)
        elif isinstance(s, Tok):
            r = s.res
            if s.kind == "N":
                add(r.name)
            elif s.kind == "U":
                add(r.unit)
            else:
                fl = r.flag
                fcol = "#b00000" if fl else None
                if fl and flag_style == "prefix" and fl in ("↑", "↓"):
                    add(fl + " ", bold=True, color=fcol)
                    add(r.vt, bold=True)
                elif fl:
                    add(r.vt, bold=True)
                    add(" " + fl, bold=True, color=fcol)
                else:
                    add(r.vt)
                if s.kind == "VU" and r.unit:
                    add(" " + r.unit)
        else:
            raise TypeError(s)
    return lines


def results_in(segs):
    out = []
    for s in seg_list(segs):
        if isinstance(s, Tok) and s.kind in ("V", "VU"):
            out.append(s.res)
    return out


# ---------------------------------------------------------------- elements
@dataclass
class Text:
    segs: Any
    size: float = 9
    bold: bool = False
    italic: bool = False
    align: str = "L"
    color: str = "#000000"
    bg: Optional[str] = None
    mt: float = 0.0         # space above (mm)
    mb: float = 0.0         # space below (mm)
    pad: float = 0.0        # inner horizontal padding when bg
    wrap: bool = False      # paragraph (wrapping allowed)
    family: Optional[str] = None


@dataclass
class Rule:
    weight: float = 0.3
    color: str = "#000000"
    mt: float = 1.0
    mb: float = 1.0
    dashed: bool = False


@dataclass
class Spacer:
    h: float


@dataclass
class Table:
    cols: list                 # [(header, width_mm, align)]
    rows: list                 # list of rows; row = list of cells (segments) or Row
    style: str = "grid"        # grid | lines | none | zebra | box
    size: float = 8.5
    header: bool = True
    head_bg: Optional[str] = None
    head_color: str = "#000000"
    leader: bool = False       # dotted leader after first column text
    pad: float = 0.7           # vertical padding (mm)
    mt: float = 0.5
    mb: float = 0.5
    border_color: str = "#000000"
    zebra_bg: str = "#eef2f5"
    family: Optional[str] = None


@dataclass
class Row:
    cells: list
    bold: bool = False
    bg: Optional[str] = None
    span: bool = False         # first cell spans the whole width (sub-heading)
    italic: bool = False


@dataclass
class TwoCol:
    left: list
    right: list
    gap: float = 6.0
    divider: bool = False


@dataclass
class Box:
    items: list
    border: str = "#000000"
    pad: float = 1.5
    mt: float = 1.0
    mb: float = 1.0
    radius: float = 0


@dataclass
class Page:
    items: list
    footer: list = field(default_factory=list)


@dataclass
class Report:
    id: str
    lab: str
    city: str
    family: str               # font key (see FONTS)
    base: float               # base font size pt
    collected: str            # default collection ISO date
    pages: list
    features: str = ""
    distractors: list = field(default_factory=list)   # [(label, dd/mm/yyyy)]
    covers: list = field(default_factory=list)


FONTS = {
    "sans": ("DejaVu Sans", "normal"),
    "sansc": ("DejaVu Sans Condensed", "condensed"),
    "serif": ("DejaVu Serif", "normal"),
    "serifc": ("DejaVu Serif Condensed", "condensed"),
    "mono": ("DejaVu Sans Mono", "normal"),
}

PAGE_W, PAGE_H = 210.0, 297.0
MARGIN_X, MARGIN_TOP, MARGIN_BOTTOM = 12.0, 10.0, 10.0
CONTENT_W = PAGE_W - 2 * MARGIN_X
CONTENT_H = PAGE_H - MARGIN_TOP - MARGIN_BOTTOM
FOOTER_H = 26.0


def lh(size):
    """line height in mm for a font size in pt"""
    return size * 0.3528 * 1.28


# ---------------------------------------------------------------- traversal / gold
def walk_results(items):
    for it in items:
        if isinstance(it, Text):
            yield from results_in(it.segs)
        elif isinstance(it, Table):
            for row in it.rows:
                cells = row.cells if isinstance(row, Row) else row
                for c in cells:
                    yield from results_in(c)
        elif isinstance(it, TwoCol):
            yield from walk_results(it.left)
            yield from walk_results(it.right)
        elif isinstance(it, Box):
            yield from walk_results(it.items)


def gold_of(rep):
    out = []
    seen = set()
    for pno, page in enumerate(rep.pages, 1):
        for r in list(walk_results(page.items)) + list(walk_results(page.footer)):
            if id(r) in seen:
                raise ValueError("result printed twice: " + r.name)
            seen.add(id(r))
            an, loinc, alts = ANALYTES[r.key]
            val, comp = parse_value(r.vt)
            out.append({
                "printed_name": r.printed_name(),
                "analyte": an,
                "loinc": loinc,
                "loinc_alternatives": list(alts),
                "value": val,
                "value_text": r.vt,
                "comparator": comp,
                "unit": r.unit,
                "collected_at": r.date or rep.collected,
                "_page": pno,
            })
    return out


def gold_json(rep):
    res = []
    for g in gold_of(rep):
        g = dict(g)
        g.pop("_page")
        res.append(g)
    return {"lab": rep.lab, "collected_at_default": rep.collected, "results": res}
