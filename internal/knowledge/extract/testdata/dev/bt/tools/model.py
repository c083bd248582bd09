"""Data model for the 'bt' development set: one model per report drives the
HTML rendering, the fpdf2 rendering and the gold JSON."""
import re
from dataclasses import dataclass, field
from typing import Optional

# ----------------------------------------------------------------- LOINC
def loinc_ok(code):
    m = re.fullmatch(r'(\d{1,7})-(\d)', code)
    if not m:
        return False
    body, chk = m.group(1), int(m.group(2))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:          # rightmost digit of the body is doubled
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10 == chk

from loinc_table import LOINC  # code -> analyte description

# ----------------------------------------------------------------- values
_COMP = [('≤', '<='), ('≥', '>='), ('<=', '<='), ('>=', '>='), ('<', '<'), ('>', '>'),
         ('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>'),
         ('menor ou igual a', '<='), ('maior ou igual a', '>=')]
_NUM = re.compile(r'-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?')


def parse_value(vt):
    """Brazilian number parsing -> (value, comparator). Qualitative -> (None, '')."""
    s = vt.strip()
    comp = ''
    low = s.lower()
    for pre, c in sorted(_COMP, key=lambda x: -len(x[0])):
        if low.startswith(pre):
            comp, s = c, s[len(pre):].strip()
            break
    if _NUM.fullmatch(s):
        if ',' in s:
            return float(s.replace('.', '').replace(',', '.')), comp
        return int(s.replace('.', '')), comp
    if comp:
        raise ValueError('comparator without number: %r' % vt)
    return None, ''


# ----------------------------------------------------------------- results
@dataclass
class Res:
    name: str                 # printed row label ('\n' = printed on two lines)
    vt: str                   # printed value text (no flag)
    unit: str                 # printed unit ('' if none)
    loinc: str
    flag: str = ''            # printed beside the value, not part of value_text
    date: Optional[str] = None  # ISO collection date; None -> report default
    alts: tuple = ()
    analyte: Optional[str] = None

    def gold(self, default_date):
        value, comp = parse_value(self.vt)
        return {
            'printed_name': ' '.join(self.name.split()),
            'analyte': self.analyte or LOINC[self.loinc],
            'loinc': self.loinc,
            'loinc_alternatives': list(self.alts),
            'value': value,
            'value_text': self.vt,
            'comparator': comp,
            'unit': self.unit,
            'collected_at': self.date or default_date,
        }


# ----------------------------------------------------------------- layout elements
@dataclass
class Cell:
    text: str = ''
    res: Optional[Res] = None   # result whose value this cell prints
    align: Optional[str] = None  # 'L' 'C' 'R'
    bold: bool = False
    italic: bool = False
    color: Optional[str] = None
    span: int = 1
    lead: bool = False          # dotted leader after text
    size: Optional[float] = None


@dataclass
class Row:
    cells: list
    bold: bool = False
    fill: Optional[str] = None
    sub: bool = False           # sub-heading row spanning the table
    rule: bool = False          # rule above this row (for 'none' tables)


@dataclass
class Table:
    cols: list                  # [(header, fraction, align)]
    rows: list
    ruled: str = 'grid'         # grid | rows | head | none | box
    header: bool = True
    size: Optional[float] = None
    head_fill: Optional[str] = None
    head_color: Optional[str] = None
    head_bold: bool = True
    pad: float = 0.6            # vertical padding mm
    line_color: str = '#777777'


@dataclass
class Banner:
    name: str
    lines: list = field(default_factory=list)
    right: list = field(default_factory=list)
    align: str = 'L'
    fill: Optional[str] = None
    color: str = '#000000'
    sub_color: str = '#333333'
    name_size: float = 16
    rule: Optional[str] = None  # colour of a thick rule below
    logo: Optional[str] = None  # initials in a coloured square
    logo_color: str = '#1f4e79'


@dataclass
class Info:
    pairs: list                 # [(label, value)]
    cols: int = 2
    size: Optional[float] = None
    box: bool = False
    label_frac: float = 0.38
    fill: Optional[str] = None


@dataclass
class Title:
    text: str
    size: Optional[float] = None
    color: str = '#000000'
    fill: Optional[str] = None
    align: str = 'L'
    rule: Optional[str] = None  # rule below
    bold: bool = True
    italic: bool = False


@dataclass
class Text:
    text: str
    size: Optional[float] = None
    italic: bool = False
    bold: bool = False
    color: str = '#000000'
    align: str = 'L'


@dataclass
class Space:
    h: float


@dataclass
class Rule:
    color: str = '#000000'
    thick: float = 0.3


@dataclass
class TwoCol:
    left: list
    right: list
    gap: float = 6.0
    divider: Optional[str] = None


@dataclass
class Style:
    font: str = 'sans'
    hfont: Optional[str] = None
    size: float = 8.5
    margin: tuple = (12, 14, 14, 14)   # top right bottom left (mm)
    accent: str = '#1f4e79'
    footer: list = field(default_factory=list)  # lines, may contain {page} {pages}
    footer_size: float = 7
    footer_align: str = 'C'
    footer_rule: Optional[str] = '#999999'
    text_color: str = '#000000'


@dataclass
class Report:
    rid: str
    lab: str
    city: str
    default_date: str
    style: Style
    pages: list                 # list of list of elements
    features: str = ''


def walk_results(elements):
    """Results in reading order."""
    for el in elements:
        if isinstance(el, Table):
            for row in el.rows:
                for c in row.cells:
                    if c.res is not None:
                        yield c.res
        elif isinstance(el, TwoCol):
            yield from walk_results(el.left)
            yield from walk_results(el.right)


def page_results(report):
    return [list(walk_results(p)) for p in report.pages]


def gold(report):
    res = []
    for p in report.pages:
        for r in walk_results(p):
            res.append(r.gold(report.default_date))
    return {'lab': report.lab, 'collected_at_default': report.default_date, 'results': res}


def lh(size):
    """line height in mm for a font size in pt"""
    return round(size * 0.3528 * 1.22, 3)
