"""Shared data model and layout engine for the 'bn' development set.

A report is built by Python code (reports.py) into a Doc: a list of Pages, each holding
positioned primitives (text runs, lines, rectangles, in millimetres on an A4 page) and the
list of patient results registered while the page was drawn.  The HTML renderer, the fpdf2
renderer and the gold writer all read this one Doc, so printed text and gold cannot diverge.
"""
import re
from fpdf import FPDF

PT = 0.352778  # mm per point
FONTDIR = '/usr/share/fonts/truetype/dejavu/'
# key -> (css family, {style: file})
FONTS = {
    'sans':   ('DejaVu Sans', {'': 'DejaVuSans.ttf', 'B': 'DejaVuSans-Bold.ttf',
                               'I': 'DejaVuSans-Oblique.ttf', 'BI': 'DejaVuSans-BoldOblique.ttf'}),
    'sansc':  ('DejaVu Sans Condensed', {'': 'DejaVuSansCondensed.ttf', 'B': 'DejaVuSansCondensed-Bold.ttf',
                               'I': 'DejaVuSansCondensed-Oblique.ttf', 'BI': 'DejaVuSansCondensed-BoldOblique.ttf'}),
    'serif':  ('DejaVu Serif', {'': 'DejaVuSerif.ttf', 'B': 'DejaVuSerif-Bold.ttf',
                               'I': 'DejaVuSerif-Italic.ttf', 'BI': 'DejaVuSerif-BoldItalic.ttf'}),
    'serifc': ('DejaVu Serif Condensed', {'': 'DejaVuSerifCondensed.ttf', 'B': 'DejaVuSerifCondensed-Bold.ttf',
                               'I': 'DejaVuSerifCondensed-Italic.ttf', 'BI': 'DejaVuSerifCondensed-BoldItalic.ttf'}),
    'mono':   ('DejaVu Sans Mono', {'': 'DejaVuSansMono.ttf', 'B': 'DejaVuSansMono-Bold.ttf',
                               'I': 'DejaVuSansMono-Oblique.ttf', 'BI': 'DejaVuSansMono-BoldOblique.ttf'}),
}


def add_fonts(pdf):
    for k, (_, files) in FONTS.items():
        for st, f in files.items():
            pdf.add_font(k, st, FONTDIR + f)


_M = None


def width(text, fam, size, b=False, i=False):
    """String width in mm, with the same TrueType metrics both renderers use."""
    global _M
    if _M is None:
        _M = FPDF(unit='mm')
        add_fonts(_M)
    _M.set_font(fam, ('B' if b else '') + ('I' if i else ''), size)
    return _M.get_string_width(text)


# ---------------------------------------------------------------- LOINC
def luhn_ok(code):
    body, chk = code.split('-')
    digits = [int(c) for c in body + chk]
    s = 0
    for n, d in enumerate(reversed(digits)):
        if n % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


# ---------------------------------------------------------------- values
NUM_RE = re.compile(r'^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$')
COMPS = [('inferior ou igual a ', '<='), ('superior ou igual a ', '>='), ('inferior a ', '<'),
         ('superior a ', '>'), ('menor que ', '<'), ('maior que ', '>'), ('<=', '<='), ('>=', '>='),
         ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]


def parse_value(vt):
    """value_text -> (value, comparator). Brazilian number format."""
    s = vt.strip()
    comp = ''
    for w, c in COMPS:
        if s.lower().startswith(w):
            comp, s = c, s[len(w):].strip()
            break
    if NUM_RE.match(s):
        intpart, _, dec = s.partition(',')
        intpart = intpart.replace('.', '')
        if dec:
            return float(intpart + '.' + dec), comp
        return int(intpart), comp
    return None, ''


# ---------------------------------------------------------------- doc model
class Page:
    def __init__(self, doc, no):
        self.doc, self.no, self.els = doc, no, []

    def T(self, x, y, text, size=None, w=None, h=None, b=False, i=False, al='L', fam=None, col=None):
        size = size or self.doc.size
        fam = fam or self.doc.fam
        h = h or size * PT * 1.35
        if w is None:
            w = width(text, fam, size, b, i) + 0.5
            if al == 'R':
                x -= w
            elif al == 'C':
                x -= w / 2
        self.els.append(('T', dict(x=x, y=y, w=w, h=h, text=text, size=size, b=b, i=i, al=al,
                                   fam=fam, col=col or self.doc.ink)))
        return y + h

    def L(self, x1, y1, x2, y2, lw=0.2, col='#000000', dash=False):
        self.els.append(('L', dict(x1=x1, y1=y1, x2=x2, y2=y2, lw=lw, col=col, dash=dash)))

    def R(self, x, y, w, h, fill=None, stroke=None, lw=0.2, r=0):
        self.els.append(('R', dict(x=x, y=y, w=w, h=h, fill=fill, stroke=stroke, lw=lw, r=r)))

    def result(self, name, key, vt, unit, date=None):
        self.doc.results.append(dict(page=self.no, printed_name=' '.join(name.split()), key=key,
                                     value_text=vt, unit=unit, collected_at=date or self.doc.date))


class Doc:
    def __init__(self, rid, lab, date, fam='sans', size=8.5, ink='#000000', city=''):
        self.id, self.lab, self.date, self.fam, self.size, self.ink = rid, lab, date, fam, size, ink
        self.city = city
        self.pages, self.results = [], []
        self.features = []

    def page(self):
        p = Page(self, len(self.pages) + 1)
        self.pages.append(p)
        return p

    def gold(self, loinc_table):
        out = []
        for r in self.results:
            analyte, code, alts = loinc_table[r['key']]
            v, c = parse_value(r['value_text'])
            out.append(dict(printed_name=r['printed_name'], analyte=analyte, loinc=code,
                            loinc_alternatives=list(alts), value=v, value_text=r['value_text'],
                            comparator=c, unit=r['unit'], collected_at=r['collected_at']))
        return {'lab': self.lab, 'collected_at_default': self.date, 'results': out}


def iso(d):
    """'18/03/2025' -> '2025-03-18'"""
    dd, mm, yy = d.split('/')
    return f'{yy}-{mm}-{dd}'


# ---------------------------------------------------------------- layout helpers
def lh(size, f=1.35):
    return size * PT * f


def _as_list(v, n):
    if isinstance(v, (list, tuple)):
        return list(v) + [''] * (n - len(v))
    return [v] + [''] * (n - 1)


def table(pg, x, y, cols, rows, size=None, fam=None, ruled='none', head=True, head_fill=None,
          head_col=None, head_b=True, head_size=None, line_col='#000000', pad=0.6, cpad=1.0,
          sec_fill=None, sec_col=None, sec_size=None, sec_line=False, zebra=None, lf=1.3,
          val_b=False, name_b=False, dash='', outer=False, head_rule=True, flag_col=None):
    """Generic result table.  cols: dicts with k ('name','res','unit','ref','flag' or 'txt'),
    w (mm), al, h (header label, '\n' for lines), date (ISO date of a result column), unit."""
    d = pg.doc
    size = size or d.size
    fam = fam or d.fam
    L = lh(size, lf)
    W = sum(c['w'] for c in cols)
    rescols = [c for c in cols if c['k'] == 'res']
    nres = len(rescols)
    y0 = y
    if head:
        hs = head_size or size
        nl = max(len(c.get('h', '').split('\n')) for c in cols)
        hh = nl * lh(hs, lf) + 2 * pad
        if head_fill:
            pg.R(x, y, W, hh, fill=head_fill)
        cx = x
        for c in cols:
            for j, t in enumerate(c.get('h', '').split('\n')):
                if t:
                    _cell(pg, cx, y + pad + j * lh(hs, lf), c['w'], t, hs, fam, head_b, False,
                          c.get('hal', c.get('al', 'L')), head_col, cpad, lh(hs, lf))
            cx += c['w']
        y += hh
        if ruled != 'none' or head_rule:
            pg.L(x, y, x + W, y, 0.3, line_col)
        if ruled == 'grid':
            pg.L(x, y0, x + W, y0, 0.3, line_col)
    ri = 0
    for r in rows:
        if 'sec' in r:
            ss = sec_size or size
            h = lh(ss, lf) + 2 * pad
            if sec_fill:
                pg.R(x, y, W, h, fill=sec_fill)
            pg.T(x + cpad, y + pad, r['sec'], ss, b=True, fam=fam, col=sec_col, h=lh(ss, lf))
            y += h
            if sec_line or ruled in ('rows', 'grid'):
                pg.L(x, y, x + W, y, 0.2, line_col)
            continue
        if 'note' in r:
            ns = r.get('size', size - 1)
            lines = r['note'].split('\n')
            for t in lines:
                pg.T(x + cpad, y + pad, t, ns, i=r.get('i', True), fam=fam, h=lh(ns, lf))
                y += lh(ns, lf)
            y += 2 * pad
            if ruled in ('rows', 'grid'):
                pg.L(x, y, x + W, y, 0.2, line_col)
            continue
        vals = _as_list(r.get('v', ''), nres)
        units = _as_list(r['u'], nres) if isinstance(r.get('u'), (list, tuple)) else [r.get('u', None)] * nres
        flags = _as_list(r.get('f', ''), nres)
        cells = []
        ri_res = 0
        for c in cols:
            k = c['k']
            if k == 'name':
                t = r['n']
            elif k == 'res':
                vt = vals[ri_res]
                t = vt if vt else (c.get('dash', dash) if vt == '' else '')
                if vt and c.get('inline_flag') and flags[ri_res]:
                    t = vt + ' ' + flags[ri_res]
                ri_res += 1
            elif k == 'unit':
                t = r.get('u', '') if not isinstance(r.get('u'), (list, tuple)) else r['u'][c.get('idx', 0)]
                t = t or ''
            elif k == 'flag':
                t = flags[c.get('idx', 0)]
            elif k == 'ref':
                t = r.get('ref', '')
            else:
                t = r.get(c.get('field', k), '')
            cells.append(t or '')
        nl = max(len(t.split('\n')) for t in cells)
        h = nl * L + 2 * pad
        if zebra and ri % 2 == 1:
            pg.R(x, y, W, h, fill=zebra)
        cx = x
        ri_res = 0
        for c, t in zip(cols, cells):
            isres = c['k'] == 'res'
            for j, line in enumerate(t.split('\n')):
                if line:
                    colr = None
                    if c['k'] == 'flag' and flag_col:
                        colr = flag_col
                    _cell(pg, cx, y + pad + j * L, c['w'], line, c.get('size', size), fam,
                          (val_b or c.get('b', False)) if isres else (name_b and c['k'] == 'name') or c.get('b', False),
                          c.get('i', False), c.get('al', 'L'), colr, cpad, L)
            if isres:
                vt = vals[ri_res]
                if vt:
                    u = units[ri_res]
                    if u is None:
                        u = c.get('unit', '')
                    kk = r['k'][ri_res] if isinstance(r['k'], (list, tuple)) else r['k']
                    pg.result(r.get('gn', r['n']), kk, vt, u, c.get('date') or r.get('date'))
                ri_res += 1
            cx += c['w']
        if ruled == 'grid':
            cx = x
            for c in cols:
                pg.L(cx, y, cx, y + h, 0.2, line_col)
                cx += c['w']
            pg.L(x + W, y, x + W, y + h, 0.2, line_col)
        y += h
        if ruled in ('rows', 'grid'):
            pg.L(x, y, x + W, y, 0.15 if ruled == 'rows' else 0.2, line_col)
        ri += 1
    if outer:
        pg.R(x, y0, W, y - y0, stroke=line_col, lw=0.3)
    return y


def _cell(pg, x, y, w, t, size, fam, b, i, al, col, cpad, h):
    if al == 'L':
        pg.T(x + cpad, y, t, size, w=w - 2 * cpad, h=h, b=b, i=i, al='L', fam=fam, col=col)
    elif al == 'R':
        pg.T(x + cpad, y, t, size, w=w - 2 * cpad, h=h, b=b, i=i, al='R', fam=fam, col=col)
    else:
        pg.T(x, y, t, size, w=w, h=h, b=b, i=i, al='C', fam=fam, col=col)


def dots_to(text, x, xend, fam, size, b=False, dot='.'):
    """text followed by leader dots reaching xend (mm)."""
    base = text + ' '
    wb = width(base, fam, size, b)
    wd = width(dot, fam, size, b)
    n = max(2, int((xend - x - wb) / wd))
    return base + dot * n


def leaders(pg, x, y, rows, xval, wval, xunit, xref, size=None, fam=None, lf=1.35, val_b=True,
            name_b=False, flag_x=None, sep=':', ref_size=None, dot='.'):
    """Dotted-leader lines: NAME ........: VALUE UNIT    REFERENCE.
    rows: dicts (n, k, v, u, ref, f, date) or {'sec': ...} or {'gap': mm} or {'note': ...}."""
    d = pg.doc
    size = size or d.size
    fam = fam or d.fam
    L = lh(size, lf)
    for r in rows:
        if 'gap' in r:
            y += r['gap']
            continue
        if 'sec' in r:
            pg.T(x, y, r['sec'], r.get('size', size), b=True, fam=fam, h=L, col=r.get('col'))
            y += L
            continue
        if 'note' in r:
            for t in r['note'].split('\n'):
                pg.T(x, y, t, size - 1, i=True, fam=fam, h=lh(size - 1, lf))
                y += lh(size - 1, lf)
            continue
        names = r['n'].split('\n')
        for j, nm in enumerate(names):
            if j < len(names) - 1:
                pg.T(x, y, nm, size, b=name_b, fam=fam, h=L)
                y += L
            else:
                txt = dots_to(nm, x, xval - 1.5, fam, size, name_b, dot) + sep
                pg.T(x, y, txt, size, b=name_b, fam=fam, h=L)
        vt = r['v']
        pg.T(xval, y, vt, size, w=wval, h=L, b=val_b, al='R', fam=fam)
        if r.get('f') and flag_x:
            pg.T(flag_x, y, r['f'], size, h=L, b=True, fam=fam)
        if r.get('u') and xunit is not None:
            pg.T(xunit, y, r['u'], size, h=L, fam=fam)
        refl = r.get('ref', '').split('\n') if r.get('ref') else []
        for j, t in enumerate(refl):
            pg.T(xref, y + j * lh(ref_size or size, lf), t, ref_size or size, h=lh(ref_size or size, lf), fam=fam)
        pg.result(r.get('gn', r['n']), r['k'], vt, r.get('u', ''), r.get('date'))
        y += max(L, len(refl) * lh(ref_size or size, lf))
    return y


def info_grid(pg, x, y, items, colx, size=None, fam=None, lf=1.4, lab_b=True, val_b=False, sep=': ',
              lab_col=None, val_dx=None):
    """Patient data: items is a list of rows; each row a list of (label, value) pairs placed at colx."""
    d = pg.doc
    size = size or d.size
    fam = fam or d.fam
    L = lh(size, lf)
    for row in items:
        for (lab, val), cx in zip(row, colx):
            if val_dx is None:
                t = lab + sep
                pg.T(cx, y, t, size, b=lab_b, fam=fam, h=L, col=lab_col)
                pg.T(cx + width(t, fam, size, lab_b) + 0.6, y, val, size, b=val_b, fam=fam, h=L)
            else:
                pg.T(cx, y, lab, size, b=lab_b, fam=fam, h=L, col=lab_col)
                pg.T(cx + val_dx, y, val, size, b=val_b, fam=fam, h=L)
        y += L
    return y
