"""Data model shared by the HTML renderer, the fpdf2 renderer, the gold writer and check.py.

A report is a list of explicit pages; each page is a list of layout elements.  Results (R) sit
inside table cells (V cells) or key/value lines; the gold is the traversal of the pages in
reading order (page by page; Cols left to right; table rows left to right)."""
import re
from dataclasses import dataclass, field
from typing import Any, List, Optional


# ---------------------------------------------------------------- results
class R:
    def __init__(self, name, value_text, unit, loinc, analyte, alts=(), date=None, flag="",
                 ref=""):
        self.name = name            # may contain "\n" (printed on two lines)
        self.value_text = value_text
        self.unit = unit
        self.loinc = loinc
        self.analyte = analyte
        self.alts = list(alts)
        self.date = date            # ISO; None -> report default
        self.flag = flag
        self.ref = ref

    @property
    def printed_name(self):
        return " ".join(self.name.split("\n")).strip()


def parse_value(vt):
    """Brazilian number parsing: returns (value, comparator)."""
    s = vt.strip()
    comp = ""
    for pre, c in (("inferior a ", "<"), ("superior a ", ">"), ("menor que ", "<"),
                   ("maior que ", ">"), ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="),
                   ("<", "<"), (">", ">")):
        if s.lower().startswith(pre):
            comp = c
            s = s[len(pre):].strip()
            break
    if re.fullmatch(r"-?\d{1,3}(\.\d{3})+(,\d+)?|-?\d+(,\d+)?", s):
        return float(s.replace(".", "").replace(",", ".")), comp
    return None, ""


def loinc_ok(code):
    m = re.fullmatch(r"(\d+)-(\d)", code)
    if not m:
        return False
    body, chk = m.group(1), int(m.group(2))
    # mod 10 (Luhn variant used by LOINC): double every other digit starting at the rightmost
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10 == chk


# ---------------------------------------------------------------- layout elements
@dataclass
class T:                      # paragraph; "**x**" marks bold runs; "{p}" "{n}" page numbers
    text: str
    size: float = 0           # 0 -> style base size
    bold: bool = False
    italic: bool = False
    align: str = "L"
    color: str = ""
    fill: str = ""
    pad: float = 0            # mm padding (all sides)
    rule_below: float = 0     # line width in mm under the paragraph
    rule_above: float = 0
    space_after: float = 0.6  # mm


@dataclass
class Rule:
    width: float = 0.3
    color: str = "#000000"
    space: float = 1.0        # mm above and below


@dataclass
class Sp:
    h: float = 2.0


@dataclass
class V:                      # value cell: value_text (+ flag)
    r: R
    flag_sep: str = " "
    show_flag: bool = True


@dataclass
class N:                      # name cell
    r: R


@dataclass
class U:                      # unit cell
    r: R


@dataclass
class C:                      # styled cell
    text: str
    bold: bool = False
    italic: bool = False
    align: str = ""
    color: str = ""
    lead: bool = False        # dotted leader after the text (graphic)


@dataclass
class Span:                   # full-width row inside a table
    text: str
    bold: bool = True
    fill: str = ""
    italic: bool = False
    align: str = "L"
    color: str = ""


@dataclass
class Tbl:
    cols: list                # [(title, width_mm, align)]
    rows: list
    header: bool = True
    ruled: str = "grid"       # grid | h | none | box
    size: float = 0
    head_fill: str = ""
    head_color: str = ""
    head_bold: bool = True
    zebra: str = ""
    rule_color: str = "#000000"
    lead_col: int = -1        # column whose text cells get a dotted leader
    pad_v: float = 0.5
    space_after: float = 1.5
    nowrap_cols: tuple = ()


@dataclass
class Cols:
    cols: list                # [(width_mm, [elements])]
    gap: float = 4
    divider: bool = False


@dataclass
class Box:
    elems: list
    border: float = 0.3
    color: str = "#000000"
    fill: str = ""
    pad: float = 1.5
    space_after: float = 1.5


@dataclass
class Style:
    font: str = "DejaVu Sans"     # DejaVu Sans | DejaVu Sans Condensed | DejaVu Serif |
                                  # DejaVu Serif Condensed | DejaVu Sans Mono
    size: float = 8.5
    margin: tuple = (10, 12, 10, 12)   # top right bottom left (mm)
    color: str = "#000000"
    line: float = 1.22            # line height factor


@dataclass
class Report:
    id: str
    lab: str
    city: str
    default_date: str
    style: Style
    header: list                  # elements repeated on every page
    pages: list                   # list of lists of elements
    footer: list                  # elements repeated on every page, drawn from footer_top
    footer_top: float = 270.0     # mm from page top
    features: str = ""
    distractors: list = field(default_factory=list)


def content_width(rep):
    t, r, b, l = rep.style.margin
    return 210 - l - r


# ---------------------------------------------------------------- traversal / gold
def iter_results(elems):
    for e in elems:
        if isinstance(e, Tbl):
            for row in e.rows:
                if isinstance(row, Span):
                    continue
                for c in row:
                    if isinstance(c, V):
                        yield c.r
        elif isinstance(e, Cols):
            for _, sub in e.cols:
                yield from iter_results(sub)
        elif isinstance(e, Box):
            yield from iter_results(e.elems)


def results_by_page(rep):
    out = []
    for i, p in enumerate(rep.pages):
        for r in iter_results(p):
            out.append((i, r))
    return out


def gold(rep):
    res = []
    for _, r in results_by_page(rep):
        v, comp = parse_value(r.value_text)
        res.append({
            "printed_name": r.printed_name,
            "analyte": r.analyte,
            "loinc": r.loinc,
            "loinc_alternatives": r.alts,
            "value": v,
            "value_text": r.value_text,
            "comparator": comp,
            "unit": r.unit,
            "collected_at": r.date or rep.default_date,
        })
    return {"lab": rep.lab, "collected_at_default": rep.default_date, "results": res}


def fmt_page(text, p, n):
    return text.replace("{p}", str(p)).replace("{n}", str(n))
