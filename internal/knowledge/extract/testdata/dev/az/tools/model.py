"""The report model.  A report is described once, as data, with these classes;
tools/render_html.py, tools/render_pdf.py and gold() below all read the same
objects, so the printed values and the gold cannot drift apart."""
from dataclasses import dataclass, field
from typing import Optional, List, Any

from catalog import A, parse_value


def dbr(iso):
    """2025-03-17 -> 17/03/2025"""
    y, m, d = iso.split("-")
    return f"{d}/{m}/{y}"


@dataclass
class Res:
    """One printed result (current value) plus optional earlier values."""
    key: str
    name: str                      # printed name; "\n" = printed on two lines
    value: str                     # value_text exactly as printed
    unit: str = ""
    ref: str = ""
    flag: str = ""
    date: Optional[str] = None     # collection date override (ISO)
    prev: tuple = ()               # ((value_text, iso_date[, flag]), ...)

    @property
    def printed_name(self):
        return " ".join(p.strip() for p in self.name.split("\n"))


@dataclass
class Info(Res):
    """Printed exactly like a result row but NOT a patient result
    (e.g. the normal-pool control time of a coagulation test)."""


@dataclass
class Row:
    """A table row that carries several results (e.g. % and absolute count)."""
    name: str
    cells: list                    # Res or None, aligned with 'val' columns
    refs: list = field(default_factory=list)   # aligned with 'ref' columns

    def __post_init__(self):
        for c in self.cells:
            if c is not None:
                c.name = self.name


@dataclass
class Sub:
    """Sub-heading line inside a results table."""
    text: str


@dataclass
class Col:
    kind: str          # name | val | unit | ref | prev | flag
    w: float           # mm
    align: str = "l"   # l | r | c
    cap: str = ""
    idx: int = 0


@dataclass
class Exam:
    title: Optional[str]
    rows: list
    style: str = "tab"             # tab | dots | block | kv
    cols: list = field(default_factory=list)
    material: Optional[str] = None
    method: Optional[str] = None
    date: Optional[str] = None
    coll_label: Optional[str] = None   # prints "<label> dd/mm/yyyy"
    note: Optional[str] = None
    ref_first: bool = False        # block style: reference printed before result
    rules: bool = True             # tab: horizontal rules between rows
    header: bool = True            # tab: caption row
    flag_sep: str = " "            # between value and flag
    meta_inline: bool = True       # material + method on one line
    dots_w: tuple = (0, 0, 0)      # dots style: (value w, unit w, ref w) in mm


@dataclass
class Cumul:
    title: Optional[str]
    dates: list                    # ISO; dates[0] is the current column
    rows: list                     # Res with prev aligned to dates[1:]
    widths: list                   # name, one per date, unit, ref
    material: Optional[str] = None
    method: Optional[str] = None
    note: Optional[str] = None
    date_caps: Optional[list] = None   # caption override per date column


@dataclass
class Text:
    lines: list
    title: Optional[str] = None
    size: Optional[float] = None
    boxed: bool = False
    italic: bool = False
    shade: bool = False


@dataclass
class RefTable:
    title: Optional[str]
    header: list
    rows: list
    widths: list
    size: Optional[float] = None


@dataclass
class Heading:
    text: str                      # may contain {date}
    date: Optional[str] = None     # sets the collection date for the blocks below it
    size: Optional[float] = None
    boxed: bool = True

    def rendered(self):
        return self.text.format(date=dbr(self.date) if self.date else "")


@dataclass
class Spacer:
    h: float


@dataclass
class Cols:
    widths: list
    cols: list                     # list of lists of blocks
    gap: float = 4
    divider: bool = False


@dataclass
class Full:
    blocks: list


@dataclass
class Page:
    sections: list


@dataclass
class Report:
    id: str
    lab: dict          # name, sub, address, city, phones, cnpj, cnes, rt (resp. técnico)
    theme: dict
    patient: list      # [(label, value)], printed in the patient box
    collected: str     # ISO default collection date
    pages: list
    title: str = ""
    footer: dict = field(default_factory=dict)   # signers, released, printed, extra
    features: str = ""


# ---------------------------------------------------------------------------
def _cells_of(block):
    """Yield (Res, value_text, flag, iso_date or None) in printed reading order."""
    if isinstance(block, Exam):
        for r in block.rows:
            if isinstance(r, (Sub, Info)):
                continue
            if block.style in ("tab", "kv") and block.cols:
                for c in block.cols:
                    if c.kind == "val":
                        res = r.cells[c.idx] if isinstance(r, Row) else r
                        if res is not None:
                            yield res, res.value, res.flag, res.date or block.date
                    elif c.kind == "prev":
                        res = r
                        if isinstance(r, Row):
                            continue
                        if c.idx < len(res.prev):
                            p = res.prev[c.idx]
                            yield res, p[0], (p[2] if len(p) > 2 else ""), p[1]
            else:   # dots / block / kv without cols: value(s) then prev in order
                cells = r.cells if isinstance(r, Row) else [r]
                for res in cells:
                    if res is not None:
                        yield res, res.value, res.flag, res.date or block.date
                if isinstance(r, Res):
                    for p in r.prev:
                        yield r, p[0], (p[2] if len(p) > 2 else ""), p[1]
    elif isinstance(block, Cumul):
        for r in block.rows:
            yield r, r.value, r.flag, block.dates[0]
            for p, d in zip(r.prev, block.dates[1:]):
                if p[0] not in ("", "—", "-"):
                    yield r, p[0], (p[2] if len(p) > 2 else ""), d


def walk(report):
    """Yield (page_index, Res, value_text, flag, iso_date) in reading order:
    pages top to bottom; in a multi-column section each column entirely,
    left to right; inside a table row, cells left to right."""
    for pi, page in enumerate(report.pages):
        for sec in page.sections:
            columns = sec.cols if isinstance(sec, Cols) else [sec.blocks]
            for col in columns:
                ctx = None
                for b in col:
                    if isinstance(b, Heading) and b.date:
                        ctx = b.date
                    for res, vt, fl, d in _cells_of(b):
                        yield pi, res, vt, fl, d or ctx or report.collected


def gold(report):
    out = []
    for pi, res, vt, fl, d in walk(report):
        analyte, loinc, alts = A[res.key]
        value, comp = parse_value(vt)
        out.append({
            "printed_name": res.printed_name,
            "analyte": analyte,
            "loinc": loinc,
            "loinc_alternatives": list(alts),
            "value": value,
            "value_text": vt,
            "comparator": comp,
            "unit": res.unit,
            "collected_at": d,
        })
    return {"lab": report.lab["name"], "collected_at_default": report.collected,
            "results": out}


def results_by_page(report):
    pages = {}
    for pi, res, vt, fl, d in walk(report):
        pages.setdefault(pi, []).append((res, vt))
    return pages
