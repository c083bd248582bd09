"""Report model for set "aw".

Each report is described once as data (see reports_data.py) with the classes below.
The same objects drive the HTML renderer (render_html.py), the fpdf2 renderer
(render_fpdf.py) and the gold builder (gold() below), so the gold always matches
the printed text exactly.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import List, Optional, Union

from loinc import CATALOG

FD = "/usr/share/fonts/truetype/"
# key -> (css family, regular, bold, italic)
FONTS = {
    "dejavu": ("DejaVu Sans", FD + "dejavu/DejaVuSans.ttf", FD + "dejavu/DejaVuSans-Bold.ttf",
               FD + "dejavu/DejaVuSans-Oblique.ttf"),
    "dejavu-cond": ("DejaVu Sans Condensed", FD + "dejavu/DejaVuSansCondensed.ttf",
                    FD + "dejavu/DejaVuSansCondensed-Bold.ttf", FD + "dejavu/DejaVuSansCondensed-Oblique.ttf"),
    "dejavu-serif": ("DejaVu Serif", FD + "dejavu/DejaVuSerif.ttf", FD + "dejavu/DejaVuSerif-Bold.ttf",
                     FD + "dejavu/DejaVuSerif-Italic.ttf"),
    "dejavu-mono": ("DejaVu Sans Mono", FD + "dejavu/DejaVuSansMono.ttf", FD + "dejavu/DejaVuSansMono-Bold.ttf",
                    FD + "dejavu/DejaVuSansMono-Oblique.ttf"),
    "lib-sans": ("Liberation Sans", FD + "liberation2/LiberationSans-Regular.ttf",
                 FD + "liberation2/LiberationSans-Bold.ttf", FD + "liberation2/LiberationSans-Italic.ttf"),
    "lib-serif": ("Liberation Serif", FD + "liberation2/LiberationSerif-Regular.ttf",
                  FD + "liberation2/LiberationSerif-Bold.ttf", FD + "liberation2/LiberationSerif-Italic.ttf"),
    "lib-mono": ("Liberation Mono", FD + "liberation2/LiberationMono-Regular.ttf",
                 FD + "liberation2/LiberationMono-Bold.ttf", FD + "liberation2/LiberationMono-Italic.ttf"),
    "carlito": ("Carlito", FD + "crosextra/Carlito-Regular.ttf", FD + "crosextra/Carlito-Bold.ttf",
                FD + "crosextra/Carlito-Italic.ttf"),
}


# ---------------------------------------------------------------- elements ----
@dataclass
class V:
    """One printed patient result value."""
    text: str                      # value_text exactly as printed (no flag)
    unit: str = ""                 # unit as printed ("" when none)
    key: str = ""                  # analyte key in loinc.CATALOG
    flag: str = ""                 # printed beside the value, not part of value_text
    flag_pos: str = "after"        # 'after' | 'before'
    date: Optional[str] = None     # ISO collection date; None -> inherited
    name: Optional[str] = None     # printed_name override (required inside Line)
    inline_unit: bool = False      # unit printed right after the value in the same cell
    bold: bool = True


Cell = Union[str, V, List[str]]


@dataclass
class Row:
    name: Union[str, List[str]]            # list -> marker name split over lines
    cells: dict = field(default_factory=dict)
    kind: str = ""                         # '' | 'sub' (sub heading spanning the table)
    gold_name: Optional[str] = None        # printed_name when the name cell is a label


def Sub(text: str) -> Row:
    return Row(text, {}, kind="sub")


@dataclass
class Col:
    id: str
    title: Union[str, List[str]]
    w: float                               # mm
    align: str = "L"


@dataclass
class Table:
    cols: List[Col]
    rows: List[Row]
    rules: str = "none"                    # grid | h | head | none
    header: bool = True
    leaders: bool = False                  # dotted leaders after the marker name
    row_h: float = 4.6
    size: Optional[float] = None
    date: Optional[str] = None
    head_fill: Optional[str] = None
    head_color: Optional[str] = None
    zebra: Optional[str] = None
    sub_fill: Optional[str] = None
    head_bold: bool = True


@dataclass
class Heading:
    text: Union[str, List[str]]
    size: float = 10.0
    bold: bool = True
    fill: Optional[str] = None
    color: Optional[str] = None
    rule: bool = False
    align: str = "L"
    before: float = 2.0
    after: float = 1.0
    h: Optional[float] = None


@dataclass
class Text:
    text: str
    size: float = 7.5
    italic: bool = False
    bold: bool = False
    align: str = "L"
    color: Optional[str] = None
    lh: Optional[float] = None
    after: float = 0.8


@dataclass
class Line:
    segs: list                              # str | V  (V must carry .name)
    size: float = 8.5
    lh: Optional[float] = None
    after: float = 0.4
    indent: float = 0.0


@dataclass
class TwoCol:
    left: list
    right: list
    gap: float = 6.0
    split: float = 0.5
    rule: bool = False


@dataclass
class Box:
    blocks: list
    pad: float = 2.0
    border: Optional[str] = "#555555"
    fill: Optional[str] = None
    date: Optional[str] = None


@dataclass
class Group:
    blocks: list
    date: Optional[str] = None


@dataclass
class Spacer:
    h: float


@dataclass
class Rule:
    color: str = "#777777"
    width: float = 0.2
    before: float = 1.0
    after: float = 1.0


@dataclass
class Signature:
    lines: List[str]
    align: str = "R"
    size: float = 7.5
    width: float = 70.0
    before: float = 6.0


@dataclass
class Report:
    id: str
    lab: str
    city: str
    lab_lines: List[str]                   # subtitle / address / CNPJ lines
    style: dict
    patient: List[tuple]                   # (label, value) pairs
    collected: str                         # ISO default collection date
    pages: List[list]
    footer: List[str]
    features: str = ""
    patient_cols: int = 3


# ------------------------------------------------------------ value parse ----
_NUM = r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?"
_CMP = [("inferior ou igual a", "<="), ("superior ou igual a", ">="), ("inferior a", "<"), ("superior a", ">"),
        ("menor que", "<"), ("maior que", ">"), ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="),
        ("<", "<"), (">", ">")]


def parse_value(text: str):
    """Return (value, comparator) for a printed Brazilian value text."""
    t = text.strip()
    comp = ""
    low = t.lower()
    for word, c in _CMP:
        if low.startswith(word):
            comp = c
            t = t[len(word):].strip()
            break
    m = re.fullmatch(_NUM, t)
    if not m:
        if comp:
            raise ValueError("comparator without number: %r" % text)
        return None, ""
    num = float(t.replace(".", "").replace(",", "."))
    if num == int(num) and "," not in t:
        num = int(num)
    return num, comp


# -------------------------------------------------------------------- gold ----
def _name(n) -> str:
    """printed_name of a marker split over lines: lines joined with one space, except after a
    line-final hyphen ("Anticorpos anti-" + "tireoperoxidase" -> "Anticorpos anti-tireoperoxidase")."""
    if not isinstance(n, list):
        return n
    out = n[0]
    for part in n[1:]:
        out += part if out.endswith("-") else " " + part
    return out


def walk(blocks, date, page, out):
    """Yield results in reading order: (V, printed_name, date, page)."""
    for b in blocks:
        if isinstance(b, list):
            walk(b, date, page, out)
        elif isinstance(b, (Group, Box)):
            walk(b.blocks, b.date or date, page, out)
        elif isinstance(b, TwoCol):
            walk(b.left, date, page, out)
            walk(b.right, date, page, out)
        elif isinstance(b, Table):
            d = b.date or date
            for r in b.rows:
                if r.kind == "sub":
                    continue
                for c in b.cols:
                    v = r.cells.get(c.id)
                    if isinstance(v, V):
                        out.append((v, v.name or r.gold_name or _name(r.name), v.date or d, page))
        elif isinstance(b, Line):
            for s in b.segs:
                if isinstance(s, V):
                    assert s.name, "V inside Line needs a name"
                    out.append((s, s.name, s.date or date, page))
    return out


def results(rep: Report):
    out = []
    for i, blocks in enumerate(rep.pages):
        walk(blocks, rep.collected, i + 1, out)
    return out


def gold(rep: Report) -> dict:
    res = []
    for v, name, d, page in results(rep):
        analyte, code, alts = CATALOG[v.key]
        value, comp = parse_value(v.text)
        res.append({
            "printed_name": name,
            "analyte": analyte,
            "loinc": code,
            "loinc_alternatives": list(alts),
            "value": value,
            "value_text": v.text,
            "comparator": comp,
            "unit": v.unit,
            "collected_at": d,
        })
    return {"lab": rep.lab, "collected_at_default": rep.collected, "results": res}


# ------------------------------------------------------------ conveniences ---
def R(name, value, unit="", ref="", key="", flag="", *, prev=None, date=None, inline=False,
      fpos="after", gold_name=None, extra=None):
    """A standard result row: cells value / unit / ref (+ prev0.. for earlier results)."""
    cells = {"value": V(value, unit, key, flag, fpos, date, inline_unit=inline), "unit": unit, "ref": ref}
    for i, p in enumerate(prev or []):
        if p is None:
            cells["prev%d" % i] = "—"
        else:
            pd, pv = p[0], p[1]
            pf = p[2] if len(p) > 2 else ""
            cells["prev%d" % i] = V(pv, unit, key, pf, fpos, pd, inline_unit=inline, bold=False)
    if extra:
        cells.update(extra)
    return Row(name, cells, gold_name=gold_name)


def iso(d: str) -> str:
    """dd/mm/yyyy -> yyyy-mm-dd"""
    dd, mm, yy = d.split("/")
    return "%s-%s-%s" % (yy, mm, dd)
