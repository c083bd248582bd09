"""Report model shared by the HTML renderer, the fpdf2 renderer and the gold writer.

A report is described once, as data: lab, style, patient fields, and a list of pages,
each page a list of blocks.  Results (``Res``) live inside blocks; the gold JSON is the
sequence of ``Res`` met while walking the blocks in reading order (tables row by row,
cells left to right, two-column blocks left column first).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

# ----------------------------------------------------------------------------
# numbers, comparators, LOINC
# ----------------------------------------------------------------------------

_NUM_RE = re.compile(r"^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$")

_COMP_PREFIXES = [
    ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
    ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
]


def parse_br_number(s: str) -> Optional[float]:
    s = s.strip()
    if not _NUM_RE.match(s):
        return None
    return float(s.replace(".", "").replace(",", "."))


def parse_value_text(vt: str) -> Tuple[Optional[float], str]:
    """Return (value, comparator) for a printed value text (pt-BR)."""
    s = vt.strip()
    comp = ""
    low = s.lower()
    for pre, c in _COMP_PREFIXES:
        if low.startswith(pre):
            comp = c
            s = s[len(pre):].strip()
            break
    v = parse_br_number(s)
    if v is None:
        return None, ""
    return v, comp


def loinc_ok(code: str) -> bool:
    """LOINC mod-10 check digit (as described in the LOINC user guide)."""
    m = re.fullmatch(r"(\d+)-(\d)", code)
    if not m:
        return False
    digits, check = m.group(1), int(m.group(2))
    rev = digits[::-1]
    odd = "".join(rev[0::2])      # positions 1,3,5... from the right
    even = "".join(rev[1::2])     # positions 2,4,6... from the right
    doubled = str(int(odd) * 2) if odd else ""
    total = sum(int(c) for c in even + doubled)
    return (10 - total % 10) % 10 == check


# ----------------------------------------------------------------------------
# results
# ----------------------------------------------------------------------------

@dataclass(eq=False)
class Res:
    name: str                 # as printed; '\n' marks a printed line break
    analyte: str
    loinc: str
    value_text: str
    unit: str = ""
    flag: str = ""
    date: Optional[str] = None   # ISO date; None = report default
    alts: Tuple[str, ...] = ()

    @property
    def printed_name(self) -> str:
        return " ".join(p.strip() for p in self.name.split("\n") if p.strip())

    def gold(self, default_date: str) -> dict:
        v, c = parse_value_text(self.value_text)
        return {
            "printed_name": self.printed_name,
            "analyte": self.analyte,
            "loinc": self.loinc,
            "loinc_alternatives": list(self.alts),
            "value": v,
            "value_text": self.value_text,
            "comparator": c,
            "unit": self.unit,
            "collected_at": self.date or default_date,
        }


# ----------------------------------------------------------------------------
# table cells
# ----------------------------------------------------------------------------

@dataclass(eq=False)
class T:            # plain text cell
    text: str
    bold: bool = False
    italic: bool = False
    align: Optional[str] = None   # 'L', 'C', 'R'
    size: Optional[float] = None
    color: Optional[str] = None
    span: int = 1


@dataclass(eq=False)
class N:            # name of a result
    res: Res
    bold: bool = False
    align: Optional[str] = None
    span: int = 1


@dataclass(eq=False)
class V:            # value of a result (+ flag, + unit when with_unit)
    res: Res
    with_unit: bool = False
    bold: bool = True
    align: Optional[str] = None
    flag_sep: str = " "     # between value and flag
    span: int = 1
    show_flag: bool = True  # False when the flag has its own column (F cell)


@dataclass(eq=False)
class U:            # unit of a result
    res: Res
    align: Optional[str] = None
    span: int = 1


@dataclass(eq=False)
class F:            # flag of a result alone
    res: Res
    align: Optional[str] = None
    span: int = 1


def cell_text(c) -> str:
    if isinstance(c, T):
        return c.text
    if isinstance(c, N):
        return c.res.name
    if isinstance(c, V):
        s = c.res.value_text
        if c.with_unit and c.res.unit:
            s += " " + c.res.unit
        if c.res.flag and c.show_flag:
            s += c.flag_sep + c.res.flag
        return s
    if isinstance(c, U):
        return c.res.unit
    if isinstance(c, F):
        return c.res.flag
    raise TypeError(c)


# ----------------------------------------------------------------------------
# blocks
# ----------------------------------------------------------------------------

@dataclass(eq=False)
class Col:
    header: str
    width: float            # mm
    align: str = "L"


@dataclass(eq=False)
class Row:
    cells: list
    bold: bool = False
    shade: bool = False


@dataclass(eq=False)
class Group:        # full-width sub heading row inside a table
    text: str
    bold: bool = True
    italic: bool = False
    shade: bool = True


@dataclass(eq=False)
class Table:
    cols: List[Col]
    rows: list
    rules: str = "grid"      # grid | hlines | none | header | box
    header: bool = True
    header_shade: bool = True
    size: Optional[float] = None
    pad: float = 0.8         # vertical padding mm
    header_rows: Optional[list] = None   # extra header rows (list of lists of T)


@dataclass(eq=False)
class H:            # heading
    text: str
    level: int = 1
    align: str = "L"
    rule: bool = False       # rule under the heading
    shade: bool = False


@dataclass(eq=False)
class P:            # wrapped paragraph
    text: str
    size: Optional[float] = None
    bold: bool = False
    italic: bool = False
    align: str = "L"
    color: Optional[str] = None


@dataclass(eq=False)
class KV:           # label: value pairs in a grid
    pairs: List[Tuple[str, str]]
    cols: int = 2
    size: Optional[float] = None
    label_bold: bool = True
    widths: Optional[List[float]] = None   # widths (mm) of each column of pairs


@dataclass(eq=False)
class LItem:        # leader line
    res: Res
    ref: str = ""


@dataclass(eq=False)
class Leaders:
    items: list              # LItem or Group
    dots: str = "css"        # css | text
    name_w: float = 70       # mm (name + dots)
    value_w: float = 40      # mm
    size: Optional[float] = None
    chars: int = 30          # text dots: total chars of name+dots (mono fonts)
    sep: str = ""            # text after the dots (e.g. ':')


@dataclass(eq=False)
class RL:           # result line: "<label> <value unit flag>   <ref>"
    label: str
    res: Res
    label_w: float = 30
    ref: str = ""
    size: Optional[float] = None
    big: bool = False


@dataclass(eq=False)
class Cols:         # two (or more) columns of blocks
    columns: List[list]
    gap: float = 6
    rule: bool = False       # vertical rule between columns
    widths: Optional[List[float]] = None   # column widths (mm); default equal


@dataclass(eq=False)
class Box:
    blocks: list
    pad: float = 2
    shade: bool = False
    border: bool = True


@dataclass(eq=False)
class Rule:
    weight: float = 0.3
    color: Optional[str] = None


@dataclass(eq=False)
class Space:
    mm: float = 3


@dataclass(eq=False)
class Sig:
    people: List[List[str]]   # each a list of lines (name, title, registry)
    align: str = "R"


# ----------------------------------------------------------------------------
# report
# ----------------------------------------------------------------------------

@dataclass(eq=False)
class Lab:
    name: str
    subtitle: str
    address: str
    city: str                 # "Recife – PE"
    contact: str
    ids: str                  # CNPJ / CNES line
    rt: str                   # responsible technician line


@dataclass(eq=False)
class Style:
    font: str = "liberation-sans"
    size: float = 9.0
    accent: str = "#1f4e79"
    header: str = "band"      # band | centered | left | boxed
    margin: float = 13.0      # mm left/right
    top: float = 11.0         # mm
    patient_box: bool = True
    patient_cols: int = 3
    patient_widths: Optional[List[float]] = None   # fractions of the patient box width


@dataclass(eq=False)
class Report:
    id: str
    lab: Lab
    style: Style
    patient: List[Tuple[str, str]]
    collected_default: str
    pages: List[list]
    footer_left: str = ""
    footer_right: str = ""
    features: str = ""
    page2_patient: Optional[List[Tuple[str, str]]] = None

    # -- walking ---------------------------------------------------------
    def results_by_page(self) -> List[List[Res]]:
        out = []
        for page in self.pages:
            acc: List[Res] = []
            for b in page:
                _walk(b, acc)
            out.append(acc)
        return out

    def results(self) -> List[Res]:
        return [r for p in self.results_by_page() for r in p]

    def gold(self) -> dict:
        return {
            "lab": self.lab.name,
            "collected_at_default": self.collected_default,
            "results": [r.gold(self.collected_default) for r in self.results()],
        }


def _walk(b, acc):
    if isinstance(b, Table):
        for row in b.rows:
            if isinstance(row, Row):
                for c in row.cells:
                    if isinstance(c, V):
                        acc.append(c.res)
    elif isinstance(b, Leaders):
        for it in b.items:
            if isinstance(it, LItem):
                acc.append(it.res)
    elif isinstance(b, RL):
        acc.append(b.res)
    elif isinstance(b, Cols):
        for col in b.columns:
            for x in col:
                _walk(x, acc)
    elif isinstance(b, Box):
        for x in b.blocks:
            _walk(x, acc)
