"""Document model shared by the HTML renderer, the fpdf2 renderer and the gold writer.

A report is described once, as data, with these elements:

  P(runs, ...)            a paragraph (wrapped); runs are str, S(...) or result tokens
  G(widths, rows, ...)    a grid / table; a cell is str, list of runs, or C(...)
  Cols(widths, [..], [..]) side-by-side columns of elements
  Box([...])              a bordered box around elements
  HR(...), Sp(mm)         rule, vertical space
  Page(elements, footer)  one A4 page

Result tokens: V(r) prints r.value_text, U(r) prints r.unit, N(r) prints r.name
(a name may contain "\\n" where the print splits it over two lines).
"""
import re
from catalog import CATALOG

BR = object()   # line break marker inside runs


class S:
    """A styled run of text."""
    def __init__(self, text, b=False, i=False, u=False, size=None, color=None, font=None):
        self.text, self.b, self.i, self.u = text, b, i, u
        self.size, self.color, self.font = size, color, font


def B(text, **kw):
    return S(text, b=True, **kw)


def I(text, **kw):
    return S(text, i=True, **kw)


class Result:
    def __init__(self, key, name, value_text, unit="", date=None, loinc=None, alts=None, analyte=None):
        if key not in CATALOG:
            raise KeyError(key)
        an, code, alt = CATALOG[key]
        self.key = key
        self.name = name
        self.value_text = value_text
        self.unit = unit
        self.date = date
        self.analyte = analyte or an
        self.loinc = loinc or code
        self.alts = list(alts if alts is not None else alt)

    @property
    def printed_name(self):
        return " ".join(self.name.split())


class Tok:
    """A result token inside a run list; renders like S."""
    def __init__(self, kind, r, **style):
        self.kind, self.r = kind, r
        self.style = S("", **style)

    @property
    def text(self):
        if self.kind == "V":
            return self.r.value_text
        if self.kind == "U":
            return self.r.unit
        return self.r.name


def V(r, **st):
    return Tok("V", r, **st)


def U(r, **st):
    return Tok("U", r, **st)


def N(r, **st):
    return Tok("N", r, **st)


def as_run(x):
    """Normalise a run to (text, style S)."""
    if isinstance(x, str):
        return x, S(x)
    if isinstance(x, Tok):
        return x.text, x.style
    return x.text, x


class P:
    def __init__(self, runs, align="left", size=None, lh=None, before=0.0, after=0.0, indent=0.0,
                 b=False, i=False, color=None, font=None):
        if isinstance(runs, (str, S, Tok)):
            runs = [runs]
        self.runs = list(runs)
        self.align, self.size, self.lh = align, size, lh
        self.before, self.after, self.indent = before, after, indent
        self.b, self.i, self.color, self.font = b, i, color, font


class C:
    """A grid cell."""
    def __init__(self, runs="", align=None, span=1, leader=False, b=False, i=False, fill=None,
                 size=None, color=None):
        if isinstance(runs, (str, S, Tok)):
            runs = [runs]
        self.runs = list(runs)
        self.align, self.span, self.leader = align, span, leader
        self.b, self.i, self.fill, self.size, self.color = b, i, fill, size, color


class Row:
    def __init__(self, cells, fill=None, b=False, i=False, above=False, below=False, size=None,
                 color=None, header=False):
        self.cells = cells
        self.fill, self.b, self.i, self.size, self.color = fill, b, i, size, color
        self.above, self.below, self.header = above, below, header


class G:
    """Grid. border: 'none' | 'all' | 'h' (line under every row) | 'header' (under the
    header rows and at the end) | 'outer' | 'outer+header'."""
    def __init__(self, widths, rows, border="none", align=None, size=None, lh=None, padx=1.2,
                 pady=0.4, header=0, before=0.0, after=0.0, line=0.2, header_fill=None,
                 header_b=True, dash=False):
        self.widths = widths
        self.rows = [r if isinstance(r, Row) else Row(r) for r in rows]
        for k in range(header):
            self.rows[k].header = True
            if header_fill and not self.rows[k].fill:
                self.rows[k].fill = header_fill
            if header_b:
                self.rows[k].b = True
        self.border, self.size, self.lh = border, size, lh
        self.align = align or ["left"] * len(widths)
        self.padx, self.pady, self.header = padx, pady, header
        self.before, self.after, self.line, self.dash = before, after, line, dash


class Cols:
    def __init__(self, widths, *columns, gap=0.0, before=0.0, after=0.0, divider=False):
        self.widths, self.columns, self.gap = widths, columns, gap
        self.before, self.after, self.divider = before, after, divider


class Box:
    def __init__(self, elements, border=0.3, pad=1.5, before=0.0, after=0.0, radius=0, fill=None):
        self.elements, self.border, self.pad = elements, border, pad
        self.before, self.after, self.radius, self.fill = before, after, radius, fill


class HR:
    def __init__(self, width=0.3, style="solid", before=1.0, after=1.0, color="#000000", length=None):
        self.width, self.style, self.before, self.after = width, style, before, after
        self.color, self.length = color, length


class Sp:
    def __init__(self, mm):
        self.mm = mm


class Page:
    def __init__(self, elements, footer=()):
        self.elements, self.footer = list(elements), list(footer)


class Report:
    def __init__(self, rid, lab, city, collected, pages, theme, features, distractors):
        self.id, self.lab, self.city = rid, lab, city
        self.collected = collected          # ISO date: default collection date
        self.pages = pages
        self.theme = theme                  # font, size, lh, margins
        self.features = features
        self.distractors = distractors      # list of printed non-collection dates (for README)


# ------------------------------------------------------------------ traversal

def iter_runs(el):
    """Yield every run (str/S/Tok) of an element in reading order."""
    if isinstance(el, P):
        yield from el.runs
    elif isinstance(el, G):
        for row in el.rows:
            for c in row.cells:
                c = c if isinstance(c, C) else C(c)
                yield from c.runs
    elif isinstance(el, Cols):
        for col in el.columns:
            for e in col:
                yield from iter_runs(e)
    elif isinstance(el, Box):
        for e in el.elements:
            yield from iter_runs(e)


def page_results(page):
    out = []
    for el in page.elements + page.footer:
        for run in iter_runs(el):
            if isinstance(run, Tok) and run.kind == "V":
                out.append(run.r)
    return out


def report_results(rep):
    out = []
    for pg in rep.pages:
        out.extend(page_results(pg))
    ids = [id(r) for r in out]
    assert len(ids) == len(set(ids)), f"{rep.id}: a result's value is printed twice"
    return out


# ------------------------------------------------------------------ values

NUM = r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?"
COMP = [("inferior a ", "<"), ("superior a ", ">"), ("menor que ", "<"), ("maior que ", ">"),
        ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def parse_value(text):
    """Brazilian number parsing: dot = thousands, comma = decimal. Returns (value, comparator)."""
    t = text.strip()
    comp = ""
    for word, c in COMP:
        if t.lower().startswith(word):
            comp, t = c, t[len(word):].strip()
            break
    if re.fullmatch(NUM, t):
        v = float(t.replace(".", "").replace(",", "."))
        if v == int(v) and "," not in t:
            v = int(v)
        return v, comp
    if comp:
        raise ValueError(f"comparator without number: {text!r}")
    return None, ""


def loinc_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    s = 0
    for k, ch in enumerate(reversed(m.group(1))):
        d = int(ch)
        if k % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return (10 - s % 10) % 10 == int(m.group(2))


def gold(rep):
    res = []
    for r in report_results(rep):
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
            "collected_at": r.date or rep.collected,
        })
    return {"lab": rep.lab, "collected_at_default": rep.collected, "results": res}
