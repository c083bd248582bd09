"""Report model: each report is described once as data; HTML, fpdf2 drawing and gold
JSON are all generated from the same objects (see render_html.py, render_pdf.py, build.py).

A page is a list of blocks.  Text inside blocks is made of *segments*: plain strings or
references to a result's fields (V = value, U = unit, N = name, F = flag).  A result enters
the gold exactly where its V segment is printed; reading order = model order (for Cols:
left column first, then right column).
"""
import re
from dataclasses import dataclass, field
from typing import Any, List, Optional

from loinc import L


# ------------------------------------------------------------------ values
def parse_value(text: str):
    """Brazilian number parse of a printed value -> (value, comparator)."""
    t = text.strip()
    comp = ""
    for pre, c in (("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
                   ("inferior ou igual a", "<="), ("superior ou igual a", ">="),
                   ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">")):
        if t.lower().startswith(pre):
            comp = c
            t = t[len(pre):].strip()
            break
    if re.fullmatch(r"-?\d{1,3}(\.\d{3})+(,\d+)?|-?\d+(,\d+)?", t):
        return float(t.replace(".", "").replace(",", ".")), comp
    return None, comp if comp else ""


# ------------------------------------------------------------------ results
@dataclass(eq=False)
class R:
    """One printed patient result.  name may contain '|' where the print breaks the line."""
    name: str
    value: str
    unit: str = ""
    code: str = ""
    flag: str = ""
    date: Optional[str] = None      # ISO date; None -> the report's default collection date

    def gold(self, default_date):
        analyte, loinc, alts = L[self.code]
        val, comp = parse_value(self.value)
        return {
            "printed_name": self.name.replace("-|", "-").replace("|", " "),
            "analyte": analyte,
            "loinc": loinc,
            "loinc_alternatives": list(alts),
            "value": val,
            "value_text": self.value,
            "comparator": comp if val is not None else "",
            "unit": self.unit,
            "collected_at": self.date or default_date,
        }


@dataclass(eq=False)
class V:            # the value as printed, optionally followed by the flag
    r: R
    flag: bool = True
    sep: str = " "

    def text(self):
        if self.flag and self.r.flag:
            return self.r.value + self.sep + self.r.flag
        return self.r.value


@dataclass(eq=False)
class U:
    r: R

    def text(self):
        return self.r.unit


@dataclass(eq=False)
class N:
    r: R
    upper: bool = False

    def text(self):
        t = self.r.name.replace("|", "\n")
        return t


@dataclass(eq=False)
class F:
    r: R

    def text(self):
        return self.r.flag


def seg_text(seg) -> str:
    if isinstance(seg, str):
        return seg
    if isinstance(seg, (list, tuple)):
        return "".join(seg_text(s) for s in seg)
    return seg.text()


def seg_results(seg):
    """Results whose value is printed in this segment, in order."""
    if isinstance(seg, V):
        return [seg.r]
    if isinstance(seg, (list, tuple)):
        out = []
        for s in seg:
            out += seg_results(s)
        return out
    return []


# ------------------------------------------------------------------ blocks
@dataclass(eq=False)
class Text:
    """One line (or a few lines separated by '\\n') of text; never wrapped."""
    segs: Any
    size: float = 9
    bold: bool = False
    italic: bool = False
    align: str = "L"          # L, C, R
    mono: bool = False
    after: float = 0.6        # mm of space after
    indent: float = 0         # mm
    color: str = "#000000"
    underline: bool = False
    bg: Optional[str] = None  # background band colour


@dataclass(eq=False)
class Para:
    """A wrapped paragraph (notes, interpretations)."""
    text: str
    size: float = 7.5
    italic: bool = False
    bold: bool = False
    after: float = 1.2
    align: str = "L"


@dataclass(eq=False)
class Sub:
    """Sub-heading row inside a Table, spanning all columns."""
    text: str
    bold: bool = True
    italic: bool = False
    fill: Optional[str] = None


@dataclass(eq=False)
class Table:
    cols: List[tuple]              # (title, width fraction, align L/C/R)
    rows: List[Any]                # list of cell lists, or Sub
    rules: str = "all"             # all | hlines | none | head
    head: bool = True
    size: float = 8.5
    pad: float = 0.9               # mm vertical padding inside cells
    head_fill: Optional[str] = None
    head_bold: bool = True
    after: float = 2.0
    bold_col0: bool = False


@dataclass(eq=False)
class Cols:
    left: List[Any]
    right: List[Any]
    gap: float = 6.0               # mm
    split: float = 0.5             # fraction of width for left column
    divider: bool = False
    after: float = 1.5


@dataclass(eq=False)
class HRule:
    weight: float = 0.3
    before: float = 0.5
    after: float = 1.5
    dashed: bool = False


@dataclass(eq=False)
class Space:
    mm: float = 3


@dataclass(eq=False)
class Box:
    """Blocks inside a thin rectangle."""
    blocks: List[Any]
    pad: float = 1.8
    after: float = 2.5
    weight: float = 0.3


@dataclass(eq=False)
class Report:
    id: str
    lab: str
    city: str
    features: str
    default_date: str
    pages: List[List[Any]]
    footer: List[Any] = field(default_factory=list)   # drawn at page bottom; '{p}' '{n}' substituted
    font: str = "sans"             # key of FONTS
    margins: tuple = (14, 12, 14, 14)   # left, top, right, bottom (mm)


FONTS = {
    # key: (css family, regular ttf, bold ttf, italic ttf)
    "sans": ("Liberation Sans", "liberation2/LiberationSans-Regular.ttf",
             "liberation2/LiberationSans-Bold.ttf", "liberation2/LiberationSans-Italic.ttf"),
    "serif": ("Liberation Serif", "liberation2/LiberationSerif-Regular.ttf",
              "liberation2/LiberationSerif-Bold.ttf", "liberation2/LiberationSerif-Italic.ttf"),
    "dejavu": ("DejaVu Sans", "dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf",
               "dejavu/DejaVuSans-Oblique.ttf"),
    "dejavucond": ("DejaVu Sans Condensed", "dejavu/DejaVuSansCondensed.ttf",
                   "dejavu/DejaVuSansCondensed-Bold.ttf", "dejavu/DejaVuSansCondensed-Oblique.ttf"),
    "carlito": ("Carlito", "crosextra/Carlito-Regular.ttf", "crosextra/Carlito-Bold.ttf",
                "crosextra/Carlito-Italic.ttf"),
    "mono": ("Liberation Mono", "liberation2/LiberationMono-Regular.ttf",
             "liberation2/LiberationMono-Bold.ttf", "liberation2/LiberationMono-Italic.ttf"),
    "dejavumono": ("DejaVu Sans Mono", "dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf",
                   "dejavu/DejaVuSansMono-Oblique.ttf"),
}
MONO_FOR = {"sans": "mono", "serif": "mono", "carlito": "mono", "dejavu": "dejavumono",
            "dejavucond": "dejavumono", "mono": "mono", "dejavumono": "dejavumono"}


# ------------------------------------------------------------------ traversal
def block_results(b):
    """Results printed in block b, in reading order."""
    out = []
    if isinstance(b, Text):
        out += seg_results(b.segs)
    elif isinstance(b, Table):
        for row in b.rows:
            if isinstance(row, Sub):
                continue
            for cell in row:
                out += seg_results(cell)
    elif isinstance(b, Cols):
        for x in b.left + b.right:
            out += block_results(x)
    elif isinstance(b, Box):
        for x in b.blocks:
            out += block_results(x)
    return out


def report_results(rep: Report):
    """[(page_index, R)] in reading order."""
    out = []
    for pi, page in enumerate(rep.pages):
        for b in page:
            for r in block_results(b):
                out.append((pi, r))
    return out


def gold(rep: Report):
    res = [r.gold(rep.default_date) for _, r in report_results(rep)]
    return {"lab": rep.lab, "collected_at_default": rep.default_date, "results": res}
