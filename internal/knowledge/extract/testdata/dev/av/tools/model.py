"""Document model for the "av" laboratory-report set.

A report is described once, as data, with these classes.  The same objects
are rendered to HTML (for the Chromium print), drawn with fpdf2, and walked
to produce the gold JSON, so the three can never disagree.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

from loinc import lookup


# --------------------------------------------------------------------------
# values
# --------------------------------------------------------------------------
_COMPARATORS = [
    ("menor ou igual a", "<="), ("maior ou igual a", ">="),
    ("inferior a", "<"), ("superior a", ">"),
    ("menor que", "<"), ("maior que", ">"),
    ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="),
    ("<", "<"), (">", ">"),
]
_BR_NUM = re.compile(r"-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?")


def parse_br(value_text: str):
    """Return (value, comparator) for a value printed the Brazilian way."""
    s = value_text.strip()
    comp = ""
    low = s.lower()
    for word, c in _COMPARATORS:
        if low.startswith(word):
            comp = c
            s = s[len(word):].strip()
            break
    if not _BR_NUM.fullmatch(s):
        return None, ""
    num = s.replace(".", "").replace(",", ".")
    if "," in s:
        return float(num), comp
    return int(num), comp


def br_date(iso: str) -> str:
    y, m, d = iso.split("-")
    return f"{d}/{m}/{y}"


# --------------------------------------------------------------------------
# results
# --------------------------------------------------------------------------
@dataclass
class R:
    """One printed patient result."""
    name: str                 # printed name; "\n" where the print splits it
    value: str                # value_text exactly as printed (no flag)
    unit: str = ""
    key: str = ""             # LOINC catalogue key (loinc.py)
    flag: str = ""            # printed beside the value, not part of it
    date: Optional[str] = None  # ISO collection date when not the default
    ref: str = ""             # reference text printed with it (not a result)
    label: Optional[str] = None  # text printed on the line when it differs
    prev: Optional["R"] = None   # earlier result printed with this one

    @property
    def printed_name(self):
        return " ".join(p.strip() for p in self.name.split("\n"))

    def shown(self, with_flag=True):
        if with_flag and self.flag:
            return f"{self.value} {self.flag}"
        return self.value

    def gold(self, default_date):
        analyte, code, alts = lookup(self.key)
        v, comp = parse_br(self.value)
        return {
            "printed_name": self.printed_name,
            "analyte": analyte,
            "loinc": code,
            "loinc_alternatives": alts,
            "value": v,
            "value_text": self.value,
            "comparator": comp,
            "unit": self.unit,
            "collected_at": self.date or default_date,
        }


# --------------------------------------------------------------------------
# blocks
# --------------------------------------------------------------------------
class Block:
    def results(self):
        return []


@dataclass
class Heading(Block):
    text: str
    style: Optional[str] = None     # bar | underline | caps | box | plain
    size: Optional[float] = None
    right: str = ""                 # small text at the right end (e.g. a date)


@dataclass
class Text(Block):
    text: str
    size: Optional[float] = None
    bold: bool = False
    italic: bool = False
    align: str = "L"
    color: Optional[str] = None
    space_before: float = 0.6
    space_after: float = 0.6


@dataclass
class Spacer(Block):
    h: float = 3.0


@dataclass
class Rule(Block):
    width: float = 0.2
    color: Optional[str] = None
    space: float = 1.5


@dataclass
class Col:
    key: str
    title: str = ""
    w: float = 1.0              # relative width
    align: str = "L"            # L | C | R
    inline_unit: bool = False   # print "value unit" in this column
    bold: bool = False


@dataclass
class Row:
    name: str
    cells: dict = field(default_factory=dict)
    bold: bool = False
    indent: float = 0.0


@dataclass
class Sub:
    text: str
    italic: bool = False


@dataclass
class Note:
    text: str


@dataclass
class Table(Block):
    cols: list
    rows: list
    rules: str = "rows"          # grid | rows | head | none
    header: bool = True
    size: Optional[float] = None
    zebra: bool = False
    leaders: bool = False        # dotted leaders after the name
    bold_values: bool = True
    head_fill: bool = False
    pad: float = 0.55            # vertical padding per row, mm

    def results(self):
        out = []
        for row in self.rows:
            if not isinstance(row, Row):
                continue
            for c in self.cols:
                v = row.cells.get(c.key)
                if isinstance(v, R):
                    out.append(v)
                    if v.prev:
                        out.append(v.prev)
        return out


@dataclass
class Exam(Block):
    """Block layout: heading / material / method / result lines / reference."""
    title: str
    meta: list = field(default_factory=list)      # e.g. ["Material: Soro", "Método: ..."]
    items: list = field(default_factory=list)     # R objects, printed one per line
    refs: list = field(default_factory=list)      # reference lines
    notes: list = field(default_factory=list)
    ref_first: bool = False
    ref_title: str = "Valores de referência:"
    item_style: str = "colon"                     # colon | leaders | cols
    label_w: float = 0.45                         # fraction of width for label (cols/leaders)
    title_right: str = ""
    prev_fmt: str = "Resultado anterior: {v} {u} em {d}"
    separator: bool = True

    def results(self):
        out = []
        for it in self.items:
            out.append(it)
            if it.prev:
                out.append(it.prev)
        return out


@dataclass
class Pre(Block):
    """Pre-formatted lines (monospaced reports). A line is a list of segments:
    str, ("b", str) bold, or R (printed as value + flag)."""
    lines: list
    size: Optional[float] = None

    def results(self):
        out = []
        for line in self.lines:
            for seg in line:
                if isinstance(seg, R):
                    out.append(seg)
        return out


@dataclass
class TwoCol(Block):
    left: list
    right: list
    gap: float = 6.0
    rule: bool = True
    split: float = 0.5          # fraction of the width given to the left column

    def results(self):
        out = []
        for b in self.left + self.right:
            out.extend(b.results())
        return out


# --------------------------------------------------------------------------
# report
# --------------------------------------------------------------------------
@dataclass
class Signer:
    name: str
    title: str
    reg: str


@dataclass
class Report:
    id: str
    lab: str                    # laboratory name (gold "lab")
    lab_lines: list             # subtitle / address / CNPJ lines
    city: str
    kind: str                   # private chain, hospital, public unit, small-town lab
    collected: str              # ISO default collection date
    info: list                  # [(label, value)] patient / request box
    pages: list                 # list of lists of blocks
    signers: list
    footer: list = field(default_factory=list)
    style: dict = field(default_factory=dict)
    title: str = ""
    info_cols: int = 2
    features: str = ""

    def all_results(self):
        out = []
        for pi, page in enumerate(self.pages):
            for b in page:
                for r in b.results():
                    out.append((pi, r))
        return out

    def gold(self):
        return {
            "lab": self.lab,
            "collected_at_default": self.collected,
            "results": [r.gold(self.collected) for _, r in self.all_results()],
        }


# --------------------------------------------------------------------------
# small helpers used by the report definitions
# --------------------------------------------------------------------------
def row(r: R, **extra):
    """A table row for a single result: name / result / unit / ref."""
    cells = {"result": r, "unit": r.unit, "ref": r.ref}
    cells.update(extra)
    return Row(r.name, cells)
