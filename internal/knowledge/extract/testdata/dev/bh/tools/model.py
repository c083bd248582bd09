"""The report model: a small vocabulary of printable primitives.

Each report (reports.py) is described once with these classes.  The HTML
renderer (render_html.py), the fpdf2 renderer (render_pdf.py) and the gold
extractor (gold() below) all walk the same objects, so the gold always matches
what is printed.
"""
from catalog import C
from common import parse_value

GENERIC_LABELS = ("resultado", "resultado:", "")


class V:
    """One printed value cell: text exactly as printed, plus an optional flag."""

    def __init__(self, text, flag="", key=None, date=None, unit=None, result=True, name=None):
        self.text, self.flag, self.key, self.date, self.unit = text, flag, key, date, unit
        self.name = name              # printed name when it comes from a column header
        self.result = result          # False: printed number that is not a patient result


def as_v(x):
    if x is None or isinstance(x, V):
        return x
    if isinstance(x, tuple):
        return V(*x)
    return V(x)


class Col:
    """kind: name | val | unit | ref | text.  w: fraction of the block width."""

    def __init__(self, kind, head="", w=0.2, id=None, date=None, unit_mode="col",
                 unit="", align=None, head2=None):
        self.kind, self.head, self.w, self.id = kind, head, w, id or kind
        self.date, self.unit_mode, self.unit, self.head2 = date, unit_mode, unit, head2
        self.align = align or ("L" if kind in ("name", "ref", "text") else "C" if kind == "unit" else "L")


class Row:
    """A table row.  v is the value of the first val column; vals maps other val
    column ids to values; keys maps val column ids to catalog keys."""

    def __init__(self, name, v=None, unit="", ref="", key=None, vals=None, keys=None,
                 date=None, extra=None, gname=None, valign="top", bold=False):
        self.name, self.unit, self.ref, self.key = name, unit, ref, key
        self.v = as_v(v)
        self.vals = {k: as_v(x) for k, x in (vals or {}).items()}
        self.keys, self.date, self.extra = keys or {}, date, extra or {}
        self.gname, self.valign, self.bold = gname, valign, bold

    def value_for(self, col, first_val_id):
        if col.id in self.vals:
            return self.vals[col.id]
        if col.id == first_val_id:
            return self.v
        return None


class Sub:
    """Sub-heading row inside a table."""

    def __init__(self, text, shade=False):
        self.text, self.shade = text, shade


class Table:
    def __init__(self, cols, rows, rules="none", head=True, leaders=False, size=None,
                 pad=0.5, headshade=False, zebra=False, mt=1.0, headbold=True):
        self.cols, self.rows, self.rules, self.head = cols, rows, rules, head
        self.leaders, self.size, self.pad, self.headshade = leaders, size, pad, headshade
        self.zebra, self.mt, self.headbold = zebra, mt, headbold

    def first_val_id(self):
        for c in self.cols:
            if c.kind == "val":
                return c.id
        return None


class Heading:
    def __init__(self, text, style=None, size=None, mt=3.0, right=None):
        self.text, self.style, self.size, self.mt, self.right = text, style, size, mt, right


class Text:
    def __init__(self, lines, size=None, bold=False, italic=False, color=None, box=False,
                 align="L", mt=1.0, shade=False):
        self.lines = lines.split("\n") if isinstance(lines, str) else list(lines)
        self.size, self.bold, self.italic, self.color = size, bold, italic, color
        self.box, self.align, self.mt, self.shade = box, align, mt, shade


class Meta:
    """One line of 'Label: value' pairs (material, method ...)."""

    def __init__(self, pairs, size=None, mt=0.5):
        self.pairs, self.size, self.mt = pairs, size, mt


class Cols:
    def __init__(self, left, right, split=0.5, gap=6.0, mt=0.0, divider=False):
        self.left, self.right, self.split, self.gap = left, right, split, gap
        self.mt, self.divider = mt, divider


class Spacer:
    def __init__(self, h):
        self.h = h


class Rule:
    def __init__(self, mt=1.5, color="#888888", dashed=False):
        self.mt, self.color, self.dashed = mt, color, dashed


class Sign:
    def __init__(self, people, mt=6.0, size=None):
        self.people, self.mt, self.size = people, mt, size   # [(name, line2, line3)]


class Report:
    def __init__(self, id, lab, style, patient, collected, pages, footer, member,
                 features, pdate_fields=None):
        self.id, self.lab, self.style, self.patient = id, lab, style, patient
        self.collected, self.pages, self.footer = collected, pages, footer
        self.member, self.features = member, features


# ---------------------------------------------------------------- composites
def exam(title, lines, material=None, method=None, ref=None, notes=None, unitw=0.14,
         namew=0.30, valw=0.16, refw=None, heading=None, mt=3.0, refsize=None,
         extra_after=None):
    """Block layout: heading / material / method / result lines / reference text.
    lines: list of Row; rows named 'Resultado' get the exam title as printed name."""
    out = [Heading(title, style=heading, mt=mt)]
    meta = []
    if material:
        meta.append(("Material", material))
    if method:
        meta.append(("Método", method))
    if meta:
        out.append(Meta(meta))
    cols = [Col("name", w=namew), Col("val", id="cur", w=valw), Col("unit", w=unitw, align="L")]
    if refw:
        cols.append(Col("ref", w=refw))
    else:
        cols[-1].w = 1.0 - namew - valw
    for r in lines:
        if isinstance(r, Row) and r.gname is None and r.name.strip().lower().rstrip(":") in ("resultado",):
            r.gname = title
    out.append(Table(cols, lines, rules="none", head=False, mt=0.6))
    if ref:
        out.append(Text(ref, size=refsize, mt=0.6))
    if notes:
        out.append(Text(notes, size=refsize, italic=True, mt=0.6))
    if extra_after:
        out.extend(extra_after)
    return out


def flatten(blocks):
    for b in blocks:
        if isinstance(b, list):
            yield from flatten(b)
        else:
            yield b


# ---------------------------------------------------------------- gold
def _clean_name(name):
    n = " ".join(name.replace("\n", " ").split())
    return n.rstrip(":").rstrip(".").strip()


def table_results(t, default_date, page):
    out = []
    fv = t.first_val_id()
    for r in t.rows:
        if not isinstance(r, Row):
            continue
        for c in t.cols:
            if c.kind != "val":
                continue
            v = r.value_for(c, fv)
            if v is None or not v.result or v.text.strip() in ("", "-", "–", "—"):
                continue
            key = v.key or r.keys.get(c.id) or r.key
            if key is None:
                raise ValueError("no catalog key for %r" % r.name)
            analyte, loinc, alts = C[key]
            if v.unit is not None:
                unit = v.unit
            elif c.unit_mode == "head":
                unit = c.unit
            else:
                unit = r.unit
            value, comp = parse_value(v.text)
            out.append({
                "printed_name": v.name or r.gname or _clean_name(r.name),
                "analyte": analyte, "loinc": loinc, "loinc_alternatives": list(alts),
                "value": value, "value_text": v.text, "comparator": comp, "unit": unit,
                "collected_at": v.date or c.date or r.date or default_date,
                "_page": page,
            })
    return out


def walk(blocks, default_date, page):
    out = []
    for b in flatten(blocks):
        if isinstance(b, Table):
            out += table_results(b, default_date, page)
        elif isinstance(b, Cols):
            out += walk(b.left, default_date, page)
            out += walk(b.right, default_date, page)
    return out


def gold(rep, with_page=False):
    res = []
    for i, page in enumerate(rep.pages):
        res += walk(page, rep.collected, i + 1)
    if not with_page:
        for r in res:
            r.pop("_page")
    return {"lab": rep.lab["name"], "collected_at_default": rep.collected, "results": res}
