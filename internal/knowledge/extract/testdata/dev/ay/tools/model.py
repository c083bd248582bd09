"""Document model shared by the HTML renderer, the fpdf2 renderer and the gold writer.

A report is described once, as data: pages made of blocks (text, tables, monospace
lines, two-column groups ...).  Result values are `Res` objects placed in cells or
line segments; the gold JSON is collected from those objects in reading order, so the
gold always matches what is printed.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from loinc import LOINC, luhn_ok

# ----------------------------------------------------------------------------- values

_COMP = [
    (r"<=|≤", "<="), (r">=|≥", ">="), (r"<", "<"), (r">", ">"),
    (r"inferior\s+a", "<"), (r"superior\s+a", ">"),
    (r"menor\s+que", "<"), (r"maior\s+que", ">"),
]
_NUM = re.compile(r"^[+\-−]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$")


def parse_br(value_text: str):
    """Brazilian number parsing: dot = thousands, comma = decimal.

    Returns (value, comparator); value is None for qualitative text."""
    s = " ".join(value_text.split())
    comp = ""
    for pat, sym in _COMP:
        m = re.match(rf"^(?:{pat})\s*(.*)$", s, re.I)
        if m:
            comp, s = sym, m.group(1)
            break
    if _NUM.match(s):
        t = s.replace("−", "-").replace(".", "").replace(",", ".")
        return float(t), comp
    return None, ""


# ----------------------------------------------------------------------------- results

@dataclass(eq=False)
class Res:
    name: str              # printed name; "\n" marks a forced line break in print
    value_text: str        # exactly as printed, without flag
    unit: str              # as printed ("" when none)
    key: str               # key into LOINC table
    flag: str = ""         # H, L, ↑, ↓, *, Alto, Baixo ...
    date: str | None = None  # ISO collection date; None = report default
    flag_before: bool = False

    def __post_init__(self):
        if self.key not in LOINC:
            raise KeyError(f"unknown LOINC key {self.key!r}")

    @property
    def printed_name(self) -> str:
        return " ".join(self.name.split())

    def shown(self, part: str = "vf") -> str:
        """Text of a value cell.  part: v=value, f=flag, u=unit (in that order)."""
        bits = []
        if "f" in part and self.flag and self.flag_before:
            bits.append(self.flag)
        if "v" in part:
            bits.append(self.value_text)
        if "u" in part and self.unit:
            bits.append(self.unit)
        if "f" in part and self.flag and not self.flag_before:
            bits.append(self.flag)
        return " ".join(bits)

    def gold(self, default_date: str) -> dict:
        analyte, code, alts = LOINC[self.key]
        value, comp = parse_br(self.value_text)
        return {
            "printed_name": self.printed_name,
            "analyte": analyte,
            "loinc": code,
            "loinc_alternatives": list(alts),
            "value": value,
            "value_text": self.value_text,
            "comparator": comp,
            "unit": self.unit,
            "collected_at": self.date or default_date,
        }


# ----------------------------------------------------------------------------- blocks

@dataclass
class C:
    """A table cell.  Either plain text (\n = line break) or a result part."""
    text: str = ""
    res: Res | None = None
    part: str = "vf"          # for result cells: which parts are printed
    bold: bool = False
    italic: bool = False
    size: float | None = None
    color: str | None = None
    bg: str | None = None
    align: str | None = None  # L C R
    span: int = 1

    def content(self) -> str:
        return self.res.shown(self.part) if self.res is not None else self.text


def V(res: Res, part: str = "vf", **kw) -> C:
    return C(res=res, part=part, **kw)


def as_cell(x) -> C:
    if isinstance(x, C):
        return x
    if isinstance(x, Res):
        return V(x)
    return C(text=str(x))


@dataclass
class Text:
    text: str
    size: float | None = None
    bold: bool = False
    italic: bool = False
    align: str = "L"
    color: str | None = None
    bg: str | None = None
    pad: float = 0.0          # mm, inside background
    after: float = 1.0        # mm of space after
    font: str | None = None   # override font key


@dataclass
class Rule:
    weight: float = 0.3
    color: str = "#000000"
    before: float = 0.8
    after: float = 1.2
    dash: bool = False


@dataclass
class Space:
    mm: float


@dataclass
class Table:
    widths: list[float]                  # fractions (normalised)
    rows: list[list[Any]]
    head: list[Any] | None = None
    aligns: str | None = None            # one letter per column
    rules: str = "grid"                  # grid rows head box none
    size: float | None = None
    head_bg: str | None = None
    head_color: str | None = None
    head_bold: bool = True
    rule_color: str = "#000000"
    zebra: str | None = None
    pad_x: float = 1.2
    pad_y: float = 0.55
    after: float = 1.5
    width: float = 1.0                   # fraction of available width


@dataclass
class MLine:
    segs: list[Any]                      # str or Res (value+flag) or C
    bold: bool = False


@dataclass
class Mono:
    lines: list[MLine]
    size: float | None = None
    after: float = 1.0


@dataclass
class Cols:
    left: list[Any]
    right: list[Any]
    split: float = 0.5
    gap: float = 6.0
    divider: bool = False


@dataclass
class Banner:
    initials: str
    title: str
    sub: list[str]
    right: list[str]
    color: str
    filled: bool = True
    title_size: float = 14
    after: float = 2.0


@dataclass
class Sig:
    lines: list[str]
    align: str = "R"           # R or C
    width: float = 70.0
    size: float | None = None
    before: float = 8.0
    after: float = 2.0


@dataclass
class Page:
    blocks: list[Any]
    footer: list[str] = field(default_factory=list)


@dataclass
class Report:
    id: str
    lab: str
    city: str
    font: str                  # key into FONTS
    size: float                # base font size (pt)
    default_date: str
    pages: list[Page]
    features: list[str]
    margins: tuple = (14, 12, 14, 14)   # left, top, right, bottom (mm)
    footer_size: float = 7.0
    page_numbers: str | None = "Página {p} de {n}"
    ocr_check: bool = False

    # -- traversal in reading order ---------------------------------------
    def results_by_page(self) -> list[list[Res]]:
        out = []
        for page in self.pages:
            acc: list[Res] = []
            for b in page.blocks:
                _collect(b, acc)
            out.append(acc)
        return out

    def results(self) -> list[Res]:
        return [r for p in self.results_by_page() for r in p]

    def gold(self) -> dict:
        res = self.results()
        seen = set()
        for r in res:
            if id(r) in seen:
                raise ValueError(f"{self.id}: result object printed twice: {r.printed_name}")
            seen.add(id(r))
        return {
            "lab": self.lab,
            "collected_at_default": self.default_date,
            "results": [r.gold(self.default_date) for r in res],
        }


def _collect(b, acc):
    if isinstance(b, Table):
        for row in b.rows:
            for c in row:
                c = as_cell(c)
                if c.res is not None and "v" in c.part:
                    acc.append(c.res)
    elif isinstance(b, Mono):
        for ln in b.lines:
            for s in ln.segs:
                if isinstance(s, Res):
                    acc.append(s)
                elif isinstance(s, C) and s.res is not None and "v" in s.part:
                    acc.append(s.res)
    elif isinstance(b, Cols):
        for x in b.left:
            _collect(x, acc)
        for x in b.right:
            _collect(x, acc)


def seg_text(s) -> str:
    if isinstance(s, Res):
        return s.shown("vf")
    if isinstance(s, C):
        return s.content()
    return str(s)


# ----------------------------------------------------------------------------- fonts

FD = "/usr/share/fonts/truetype/dejavu/"
FL = "/usr/share/fonts/truetype/liberation2/"
FC = "/usr/share/fonts/truetype/crosextra/"
FONTS = {
    # key: (regular, bold, italic, bolditalic)
    "dejavu": (FD + "DejaVuSans.ttf", FD + "DejaVuSans-Bold.ttf", FD + "DejaVuSans-Oblique.ttf", FD + "DejaVuSans-BoldOblique.ttf"),
    "dejavucond": (FD + "DejaVuSansCondensed.ttf", FD + "DejaVuSansCondensed-Bold.ttf", FD + "DejaVuSansCondensed-Oblique.ttf", FD + "DejaVuSansCondensed-BoldOblique.ttf"),
    "dejavuserif": (FD + "DejaVuSerif.ttf", FD + "DejaVuSerif-Bold.ttf", FD + "DejaVuSerif-Italic.ttf", FD + "DejaVuSerif-BoldItalic.ttf"),
    "dejavumono": (FD + "DejaVuSansMono.ttf", FD + "DejaVuSansMono-Bold.ttf", FD + "DejaVuSansMono-Oblique.ttf", FD + "DejaVuSansMono-BoldOblique.ttf"),
    "libsans": (FL + "LiberationSans-Regular.ttf", FL + "LiberationSans-Bold.ttf", FL + "LiberationSans-Italic.ttf", FL + "LiberationSans-BoldItalic.ttf"),
    "libserif": (FL + "LiberationSerif-Regular.ttf", FL + "LiberationSerif-Bold.ttf", FL + "LiberationSerif-Italic.ttf", FL + "LiberationSerif-BoldItalic.ttf"),
    "libmono": (FL + "LiberationMono-Regular.ttf", FL + "LiberationMono-Bold.ttf", FL + "LiberationMono-Italic.ttf", FL + "LiberationMono-BoldItalic.ttf"),
    "carlito": (FC + "Carlito-Regular.ttf", FC + "Carlito-Bold.ttf", FC + "Carlito-Italic.ttf", FC + "Carlito-BoldItalic.ttf"),
}
MONO_FOR = {"libmono": "libmono"}   # a report in a mono font uses it for Mono blocks too
LINE = 1.22                          # line height factor, both renderers
PT = 25.4 / 72                       # mm per point


def check_loinc_table():
    for k, (_, code, alts) in LOINC.items():
        for c in [code, *alts]:
            assert luhn_ok(c), (k, c)
