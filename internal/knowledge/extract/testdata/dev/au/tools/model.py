"""Data model shared by the HTML renderer, the fpdf2 renderer and the gold writer.

Every report is described once (tools/reports_data.py) with the classes below.
The renderers print exactly the strings held here and the gold is derived from
the same objects, so the gold matches the print by construction.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import List, Optional, Sequence

# ---------------------------------------------------------------- values

_CMP_WORDS = [
    (r"^(inferior ou igual a|menor ou igual a)\s+", "<="),
    (r"^(superior ou igual a|maior ou igual a)\s+", ">="),
    (r"^(inferior a|menor que|menor do que)\s+", "<"),
    (r"^(superior a|maior que|maior do que)\s+", ">"),
    (r"^(<=|≤)\s*", "<="),
    (r"^(>=|≥)\s*", ">="),
    (r"^<\s*", "<"),
    (r"^>\s*", ">"),
]
_NUM = re.compile(r"^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$")
_TITRE = re.compile(r"^1\s*[:/]\s*(\d+)$")


def parse_value(value_text: str):
    """Return (value, comparator) for a printed Brazilian value text.

    Numbers: dot = thousands separator, comma = decimal separator.
    Titres '1/16' or '1:16' -> 16 (reciprocal dilution).
    Anything else (words) -> (None, "").
    """
    t = value_text.strip()
    cmp_ = ""
    for pat, c in _CMP_WORDS:
        m = re.match(pat, t, flags=re.I)
        if m:
            cmp_ = c
            t = t[m.end():].strip()
            break
    m = _TITRE.match(t)
    if m:
        return int(m.group(1)), cmp_
    if _NUM.match(t):
        v = float(t.replace(".", "").replace(",", "."))
        return (int(v) if v.is_integer() and "," not in t else v), cmp_
    if cmp_:
        raise ValueError(f"comparator without number: {value_text!r}")
    return None, ""


# ---------------------------------------------------------------- results

@dataclass
class R:
    """One printed result line.

    name       printed name (gold printed_name) -- for block layouts this is the
               combination heading + line label, set by the report author.
    label      what is printed on the line if different from `name`
               (e.g. 'Resultado' in a block layout); None -> name.
    value_text exactly as printed, without flag.
    flag       printed beside the value (H, L, ↑, ↓, *, Alto, Baixo) -- not gold.
    ref        reference-range text printed on the line ("\n" = line break).
    prev       earlier results printed on the same line (previous-result columns).
    date       collection date (ISO) if different from the report default.
    """
    name: str
    value_text: str
    unit: str
    loinc: str
    analyte: str
    ref: str = ""
    flag: str = ""
    alts: Sequence[str] = ()
    label: Optional[str] = None
    prev: Sequence["R"] = ()
    date: Optional[str] = None
    method: str = ""
    pair: Optional["R"] = None   # second result printed on the same row (e.g. absolute count)

    @property
    def shown_label(self) -> str:
        return self.label if self.label is not None else self.name


def P(value_text: str, date: str, flag: str = "") -> dict:
    """A previous result of the same analyte (same unit/LOINC), for R.prev."""
    return {"value_text": value_text, "date": date, "flag": flag}


# ---------------------------------------------------------------- blocks

@dataclass
class Section:
    title: str
    sub: str = ""          # e.g. "Coletado em 12/03/2025" (printed on the bar)
    date: Optional[str] = None   # collection date (ISO) for the results below it


@dataclass
class Text:
    text: str               # "\n" separated lines; not results
    size: float = 0         # 0 -> style small size
    italic: bool = False
    bold: bool = False


@dataclass
class Table:
    """cols: sequence of column keys: name, result, unit, ref, flag, prev0, prev1
    headers: printed header labels (same length as cols) or None
    widths:  fractions of the available width
    rows:    R objects, or str for a sub-heading row inside the table."""
    cols: Sequence[str]
    rows: list
    widths: Sequence[float]
    headers: Optional[Sequence[str]] = None
    rules: bool = True          # horizontal rules between rows
    grid: bool = False          # full grid (vertical lines too)
    flag_inline: bool = True    # flag printed after the value in the result cell
    bold_result: bool = True
    align_result: str = "C"


@dataclass
class Leaders:
    """Dotted-leader lines: NAME ........ VALUE UNIT   REF"""
    rows: list                  # R or str (sub heading)
    name_w: float = 0.55        # fraction of width for name+dots
    value_w: float = 0.20
    # rest: reference


@dataclass
class Block:
    """Block layout: heading / material / method / result lines / reference lines."""
    heading: str
    lines: list                 # R objects; printed as 'label: value unit flag'
    material: str = ""
    method: str = ""
    ref_title: str = "Valores de referência:"
    ref_lines: Sequence[str] = ()
    note: str = ""
    prev_label: str = "Resultado anterior"  # used when a line has prev results


@dataclass
class Cumulative:
    """Cumulative table: one column per collection date (ISO), newest first or last
    as given. rows: (R_template, [value_text or (value_text, flag) per date])."""
    dates: Sequence[str]
    rows: list                 # list of (R, list_of_cells) or str sub-heading
    widths: Sequence[float]    # name, [date cols...], unit, ref
    title_cols: Sequence[str] = ("Exame",)
    show_unit: bool = True
    show_ref: bool = True
    date_fmt: str = "%d/%m/%Y"
    date_header_prefix: str = ""


@dataclass
class TwoCol:
    left: list
    right: list
    gap: float = 6.0            # mm


@dataclass
class Spacer:
    h: float = 3.0              # mm


# ---------------------------------------------------------------- report

@dataclass
class Lab:
    name: str
    tagline: str
    address: str
    city: str                   # "Cidade/UF"
    phone: str
    cnpj: str
    cnes: str
    site: str
    rt: str                     # responsável técnico (name + council)
    signers: Sequence[str]      # signature lines on the last page


@dataclass
class Style:
    font: str = "dejavu-sans"   # key into FONTS (render_*.py)
    base: float = 8.6           # pt
    small: float = 7.2
    title: float = 15
    accent: str = "#1f4e79"
    header: str = "left"        # left | center | band
    section: str = "bar"        # bar | underline | caps
    patient_box: str = "box"    # box | lines | grid
    line_h: float = 4.3         # mm per text line at base size


@dataclass
class Report:
    id: str
    lab: Lab
    style: Style
    patient: Sequence[tuple]    # (label, value) pairs printed in the header
    collected_at_default: str
    pages: List[list]
    footer_note: str = ""


# ---------------------------------------------------------------- gold

def _entry(r: R, value_text: str, date: str, name: Optional[str] = None):
    v, c = parse_value(value_text)
    return {
        "printed_name": name or r.name,
        "analyte": r.analyte,
        "loinc": r.loinc,
        "loinc_alternatives": list(r.alts),
        "value": v,
        "value_text": value_text,
        "comparator": c,
        "unit": r.unit,
        "collected_at": date,
    }


def iter_block_results(block, default_date):
    """Yield gold entries of one block in reading order."""
    if isinstance(block, (Table, Leaders)):
        for r in block.rows:
            if isinstance(r, R):
                yield _entry(r, r.value_text, r.date or default_date)
                if r.pair is not None:
                    yield _entry(r.pair, r.pair.value_text, r.pair.date or r.date or default_date)
                for p in r.prev:
                    yield _entry(r, p["value_text"], p["date"])
    elif isinstance(block, Block):
        for r in block.lines:
            yield _entry(r, r.value_text, r.date or default_date)
            for p in r.prev:
                yield _entry(r, p["value_text"], p["date"])
    elif isinstance(block, Cumulative):
        for row in block.rows:
            if isinstance(row, str):
                continue
            r, cells = row
            for d, cell in zip(block.dates, cells):
                if cell is None:
                    continue
                vt = cell[0] if isinstance(cell, tuple) else cell
                yield _entry(r, vt, d)
    elif isinstance(block, TwoCol):
        for b in list(block.left) + list(block.right):
            yield from iter_block_results(b, default_date)


def section_dates(page_blocks, default_date):
    """Blocks may be preceded by a Section whose `date` attr overrides the default."""
    cur = default_date
    for b in page_blocks:
        if isinstance(b, Section):
            cur = getattr(b, "date", None) or default_date
        yield b, cur


def gold_for(rep: Report, with_pages=False):
    res = []
    for pi, page in enumerate(rep.pages, start=1):
        for b, d in section_dates(page, rep.collected_at_default):
            for e in iter_block_results(b, d):
                if with_pages:
                    e = dict(e, _page=pi)
                res.append(e)
    return {
        "lab": rep.lab.name,
        "collected_at_default": rep.collected_at_default,
        "results": res,
    }
