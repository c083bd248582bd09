"""Data model shared by the HTML renderer, the fpdf2 renderer and the gold writer.

A Report holds pages; a page is a list of elements (Text, Table, Block, Leader,
Cols).  Results (R) live inside rows/lines, so the gold is derived from exactly
what is printed.
"""
import re
from loinc import CAT


class R:
    """One printed patient result. v = printed value text (no flag)."""
    def __init__(self, v, key, unit=None, flag='', date=None, name=None):
        self.v, self.key, self.unit, self.flag, self.date, self.name = v, key, unit, flag, date, name

    def shown(self):
        return self.v + ((' ' + self.flag) if self.flag else '')


class Text:
    """cls: h1 h2 h3 p small note sig right center."""
    def __init__(self, text, cls='p'):
        self.text, self.cls = text, cls


class Row:
    def __init__(self, name, *results, ref='', unit=None, group=False, indent=False):
        self.name, self.results, self.ref, self.group, self.indent = name, list(results), ref, group, indent
        first = next((r for r in self.results if r is not None), None)
        self.unit = unit if unit is not None else (first.unit if first is not None and first.unit else '')
        for r in self.results:
            if r is not None and r.unit is None:
                r.unit = self.unit


def G(text):
    """Group (sub-heading) row inside a table."""
    return Row(text, group=True)


class Table:
    """cols: tokens name | res | resunit | unit | ref | r1 r2 r3 (results[i]).
    ruled: full | h | none.  dates[i]: collection date for results[i]."""
    def __init__(self, cols, headers, rows, widths, ruled='full', dates=None, date=None, size=None,
                 head=True, align=None):
        self.cols, self.headers, self.rows, self.widths = cols, headers, rows, widths
        self.ruled, self.dates, self.date, self.size, self.head = ruled, dates or [], date, size, head
        self.align = align or ['L' if c in ('name', 'ref') else 'C' for c in cols]

    def cell(self, row, tok):
        if tok == 'name':
            return row.name
        if tok == 'unit':
            return row.unit
        if tok == 'ref':
            return row.ref
        idx = 0 if tok in ('res', 'resunit') else int(tok[1:])
        r = row.results[idx] if idx < len(row.results) else None
        if r is None:
            return '---' if tok.startswith('r') and tok != 'res' and tok != 'resunit' else ''
        if tok == 'resunit':
            return r.v + (' ' + r.unit if r.unit else '') + ((' ' + r.flag) if r.flag else '')
        return r.shown()

    def results(self):
        for row in self.rows:
            if row.group:
                continue
            for tok in self.cols:
                if tok in ('res', 'resunit') or re.fullmatch(r'r\d', tok):
                    idx = 0 if tok in ('res', 'resunit') else int(tok[1:])
                    r = row.results[idx] if idx < len(row.results) else None
                    if r is None:
                        continue
                    d = r.date or (self.dates[idx] if idx < len(self.dates) else None) or self.date
                    yield row.name, r, d


class BLine:
    def __init__(self, label, r, ref=''):
        self.label, self.r, self.ref = label, r, ref


class Block:
    """Block layout: heading / material / method / result line(s) / reference."""
    def __init__(self, heading, material='', method='', lines=(), note='', date=None, extra=''):
        self.heading, self.material, self.method, self.lines = heading, material, method, list(lines)
        self.note, self.date, self.extra = note, date, extra

    def results(self):
        for ln in self.lines:
            if ln.r is None:
                continue
            lab = ln.label.strip().rstrip(':').strip()
            name = self.heading if lab.lower().startswith('resultado') else lab
            yield name, ln.r, ln.r.date or self.date


class LRow:
    def __init__(self, name, r, ref=''):
        self.name, self.r, self.ref = name, r, ref


class Leader:
    """Monospaced dotted-leader lines (old LIS style).  items: LRow or str."""
    def __init__(self, items, namew=30, valw=22, date=None, size=None):
        self.items, self.namew, self.valw, self.date, self.size = items, namew, valw, date, size

    def lines(self):
        out = []
        for it in self.items:
            if isinstance(it, str):
                out.append((it, False))
                continue
            parts = it.name.split('\n')
            for p in parts[:-1]:
                out.append((p, False))
            last = parts[-1]
            lead = last + ' ' + '.' * max(2, self.namew - len(last) - 1) + ': '
            val = it.r.shown() + (' ' + it.r.unit if it.r.unit else '')
            line = lead + (val + ' ').ljust(self.valw) + it.ref
            out.append((line, True))
        return out

    def results(self):
        for it in self.items:
            if isinstance(it, LRow):
                yield it.name, it.r, it.r.date or self.date


class Cols:
    def __init__(self, left, right, gap=6):
        self.left, self.right, self.gap = left, right, gap


class Spacer:
    def __init__(self, mm=3):
        self.mm = mm


class Report:
    def __init__(self, id, lab, city, style, lab_lines, patient, pages, collected, footer,
                 hcols=2, title=''):
        self.id, self.lab, self.city, self.style = id, lab, city, style
        self.lab_lines, self.patient, self.pages = lab_lines, patient, pages
        self.collected, self.footer, self.hcols, self.title = collected, footer, hcols, title


# ---------------------------------------------------------------- gold
COMP = [('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>'),
        ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]


def parse_value(vt):
    s = vt.strip()
    comp = ''
    low = s.lower()
    for word, c in COMP:
        if low.startswith(word):
            comp, s = c, s[len(word):].strip()
            break
    if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?', s):
        return float(s.replace('.', '').replace(',', '.')), comp
    return None, ''


def walk(elems):
    for el in elems:
        if isinstance(el, Cols):
            yield from walk(el.left)
            yield from walk(el.right)
        else:
            yield el


def iter_results(rep):
    """(page_index, gold_entry) in reading order."""
    for pi, page in enumerate(rep.pages):
        for el in walk(page):
            if not hasattr(el, 'results'):
                continue
            for name, r, d in el.results():
                code, alts, analyte = CAT[r.key]
                val, comp = parse_value(r.v)
                if val is not None and val == int(val) and ',' not in r.v:
                    val = int(val)
                pname = r.name or re.sub(r'\s+', ' ', name.replace('\n', ' ')).strip()
                yield pi, {
                    'printed_name': pname, 'analyte': analyte, 'loinc': code,
                    'loinc_alternatives': list(alts), 'value': val, 'value_text': r.v,
                    'comparator': comp, 'unit': r.unit or '', 'collected_at': d or rep.collected,
                }


def gold(rep):
    return {'lab': rep.lab, 'collected_at_default': rep.collected,
            'results': [g for _, g in iter_results(rep)]}


def br_date(iso):
    y, m, d = iso.split('-')
    return f'{d}/{m}/{y}'
