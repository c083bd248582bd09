"""Data model shared by the HTML renderer, the fpdf2 renderer and the gold writer.

A report is a list of pages; a page is a list of blocks plus a footer (list of blocks).
Blocks:  P (paragraph), T (table of rows), Cols (two independent columns), Sp (vertical space).
A table cell is a str, a C (styled text) or an R (a patient result, which feeds the gold).
All geometry is in millimetres, font sizes in points; both renderers use the same metrics.
"""
import re
from catalog import CAT

FONTS = {  # key -> (css family, css stretch, ttf regular, ttf bold, ttf italic)
    'sans':  ('DejaVu Sans', 'normal', 'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'),
    'serif': ('DejaVu Serif', 'normal', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSerif-Italic.ttf'),
    'mono':  ('DejaVu Sans Mono', 'normal', 'DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf', 'DejaVuSansMono-Oblique.ttf'),
    'cond':  ('DejaVu Sans Condensed', 'condensed', 'DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf', 'DejaVuSansCondensed-Oblique.ttf'),
    'scond': ('DejaVu Serif Condensed', 'condensed', 'DejaVuSerifCondensed.ttf', 'DejaVuSerifCondensed-Bold.ttf', 'DejaVuSerifCondensed-Italic.ttf'),
}
LH = 1.22       # line height factor
PT = 0.3528     # mm per point


def line_h(size):
    return round(size * PT * LH, 3)


class Style:
    """House style of a laboratory."""
    def __init__(self, font='sans', size=8.5, color='#000000', accent='#1f4e79',
                 margins=(12, 10, 12, 12), rule='#888888'):
        self.font, self.size, self.color, self.accent = font, size, color, accent
        self.margins = margins  # left, top, right, bottom
        self.rule = rule


class C:
    def __init__(self, text, bold=False, italic=False, align='L', color=None, span=1,
                 size=None, font=None, bg=None):
        self.text, self.bold, self.italic, self.align = text, bold, italic, align
        self.color, self.span, self.size, self.font, self.bg = color, span, size, font, bg


def parse_value(vt, qual):
    """value_text -> (value, comparator) following the gold conventions."""
    if qual:
        return None, ''
    s = vt.strip()
    comp = ''
    for pre, c in (('inferior a', '<'), ('superior a', '>'), ('<=', '<='), ('>=', '>='),
                   ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')):
        if s.lower().startswith(pre):
            comp, s = c, s[len(pre):].strip()
            break
    num = s.replace('.', '').replace(',', '.')
    if not re.fullmatch(r'-?\d+(\.\d+)?', num):
        raise ValueError('not numeric: %r' % vt)
    v = float(num)
    if v == int(v) and '.' not in num:
        v = int(v)
    return v, comp


class R:
    """A printed patient result."""
    def __init__(self, key, name, vt, unit='', flag='', date=None, qual=False,
                 inline_unit=False, bold=False, align=None, color=None, flag_sep='  '):
        self.key, self.name, self.vt, self.unit, self.flag = key, name, vt, unit, flag
        self.date, self.qual, self.inline_unit = date, qual, inline_unit
        self.bold, self.align, self.color, self.flag_sep = bold, align, color, flag_sep
        self.span, self.size, self.font, self.italic, self.bg = 1, None, None, False, None
        parse_value(vt, qual)  # validate early

    @property
    def text(self):
        t = self.vt
        if self.inline_unit and self.unit:
            t += ' ' + self.unit
        if self.flag:
            t += self.flag_sep + self.flag
        return t

    def gold(self, default_date):
        analyte, loinc, alts = CAT[self.key]
        v, comp = parse_value(self.vt, self.qual)
        return {'printed_name': ' '.join(self.name.split()), 'analyte': analyte, 'loinc': loinc,
                'loinc_alternatives': list(alts), 'value': v, 'value_text': self.vt,
                'comparator': comp, 'unit': self.unit,
                'collected_at': self.date or default_date}


class Row:
    def __init__(self, cells, bold=False, bg=None, head=False, line_below=False,
                 line_above=False, size=None, color=None):
        self.cells = [c if isinstance(c, (C, R)) else C(c) for c in cells]
        self.bold, self.bg, self.head = bold or head, bg, head
        self.line_below, self.line_above, self.size, self.color = line_below, line_above, size, color


class T:
    """Table. widths: fractions of the container width. rules: 'grid' | 'rows' | 'none' | 'head'."""
    def __init__(self, widths, rows, rules='none', size=None, font=None, pad=0.5,
                 head_bg=None, rule_color=None, box=False, color=None):
        s = sum(widths)
        self.widths = [w / s for w in widths]
        self.rows = [r if isinstance(r, Row) else Row(r) for r in rows]
        self.rules, self.size, self.font, self.pad = rules, size, font, pad
        self.head_bg, self.rule_color, self.box, self.color = head_bg, rule_color, box, color


class P:
    def __init__(self, text, size=None, bold=False, italic=False, align='L', color=None,
                 bg=None, font=None, border=None, pad=0.5, border_color=None):
        self.text, self.size, self.bold, self.italic, self.align = text, size, bold, italic, align
        self.color, self.bg, self.font, self.border, self.pad = color, bg, font, border, pad
        self.border_color = border_color  # border: None | 'b' | 't' | 'tb' | 'box'


class Cols:
    def __init__(self, left, right, gap=5, split=0.5, divider=False):
        self.left, self.right, self.gap, self.split, self.divider = left, right, gap, split, divider


class Sp:
    def __init__(self, h):
        self.h = h


class Page:
    def __init__(self, blocks, footer):
        self.blocks, self.footer = blocks, footer


class Report:
    def __init__(self, rid, lab, city, style, collected, pages, features='', title=''):
        self.id, self.lab, self.city, self.style = rid, lab, city, style
        self.collected, self.pages, self.features, self.title = collected, pages, features, title


def iter_results(blocks):
    for b in blocks:
        if isinstance(b, Cols):
            yield from iter_results(b.left)
            yield from iter_results(b.right)
        elif isinstance(b, T):
            for row in b.rows:
                for c in row.cells:
                    if isinstance(c, R):
                        yield c


def gold(rep):
    res = []
    for pno, pg in enumerate(rep.pages, 1):
        for r in iter_results(pg.blocks):
            res.append(r.gold(rep.collected))
    return {'lab': rep.lab, 'collected_at_default': rep.collected, 'results': res}


def page_results(rep):
    """[(page number, R)] in gold order (used by the checker)."""
    out = []
    for pno, pg in enumerate(rep.pages, 1):
        for r in iter_results(pg.blocks):
            out.append((pno, r))
    return out
