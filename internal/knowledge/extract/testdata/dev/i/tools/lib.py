"""Shared data model + two independent renderers (HTML for Chromium, fpdf2) for the labdev-i set.

A report is a list of explicit pages; each page is a list of blocks.  Results (R objects) are
embedded in the blocks through V/N/U runs, so the printed text and the gold JSON come from the
same objects.  Gold order = walk order of the blocks (page by page, top to bottom, left column
before right column, table cells left to right).
"""
import html, re, json, os

FD = '/usr/share/fonts/truetype/dejavu/'
FL = '/usr/share/fonts/truetype/liberation2/'
FONTS = {
    'dsans': ('DejaVu Sans', FD + 'DejaVuSans.ttf', FD + 'DejaVuSans-Bold.ttf', FD + 'DejaVuSans-Oblique.ttf'),
    'dserif': ('DejaVu Serif', FD + 'DejaVuSerif.ttf', FD + 'DejaVuSerif-Bold.ttf', FD + 'DejaVuSerif-Italic.ttf'),
    'dmono': ('DejaVu Sans Mono', FD + 'DejaVuSansMono.ttf', FD + 'DejaVuSansMono-Bold.ttf', FD + 'DejaVuSansMono-Oblique.ttf'),
    'lsans': ('Liberation Sans', FL + 'LiberationSans-Regular.ttf', FL + 'LiberationSans-Bold.ttf', FL + 'LiberationSans-Italic.ttf'),
    'lserif': ('Liberation Serif', FL + 'LiberationSerif-Regular.ttf', FL + 'LiberationSerif-Bold.ttf', FL + 'LiberationSerif-Italic.ttf'),
    'lmono': ('Liberation Mono', FL + 'LiberationMono-Regular.ttf', FL + 'LiberationMono-Bold.ttf', FL + 'LiberationMono-Italic.ttf'),
}

# ---------------------------------------------------------------- values
COMP_WORDS = [('menor ou igual a', '<='), ('maior ou igual a', '>='), ('inferior a', '<'), ('superior a', '>'),
              ('menor que', '<'), ('maior que', '>'), ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='),
              ('<', '<'), ('>', '>')]
NUM_RE = re.compile(r'[+-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?|[+-]?\d+(?:,\d+)?')


def parse_value(vt):
    s = vt.strip()
    comp = ''
    for w, c in COMP_WORDS:
        if s.lower().startswith(w):
            comp = c
            s = s[len(w):].strip()
            break
    if not NUM_RE.fullmatch(s):
        return None, comp
    num = s.replace('.', '').replace(',', '.')
    return (float(num) if ',' in s else int(num)), comp


def loinc_ok(code):
    m = re.fullmatch(r'(\d{1,7})-(\d)', code or '')
    if not m:
        return False
    digits = m.group(1)
    # LOINC mod 10: double every other digit starting from the rightmost
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(m.group(2))


class R:
    """One printed result."""

    def __init__(self, name, analyte, loinc, vt, unit='', alts=(), date=None, flag=''):
        self.name, self.analyte, self.loinc, self.vt, self.unit = name, analyte, loinc, vt, unit
        self.alts, self.date, self.flag = list(alts), date, flag

    def gold(self, default_date):
        v, comp = parse_value(self.vt)
        return {'printed_name': self.name.replace('|', ' '), 'analyte': self.analyte, 'loinc': self.loinc,
                'loinc_alternatives': self.alts, 'value': v, 'value_text': self.vt, 'comparator': comp,
                'unit': self.unit, 'collected_at': self.date or default_date}


# ---------------------------------------------------------------- runs
class T:
    def __init__(self, text, b=False, i=False, size=None, color=None, font=None):
        self.text, self.b, self.i, self.size, self.color, self.font = text, b, i, size, color, font

    def parts(self):
        return [self]


class V:
    """Value run: value_text + flag (+ unit)."""

    def __init__(self, r, sep=' ', bold_flag=False, unit=None, b=False, size=None, color=None, font=None,
                 flagcolor=None, showflag=True):
        self.r, self.sep, self.bold_flag, self.unit, self.showflag = r, sep, bold_flag, unit, showflag
        self.b, self.size, self.color, self.font, self.flagcolor = b, size, color, font, flagcolor

    def parts(self):
        r = self.r
        b = self.b or (self.bold_flag and bool(r.flag))
        out = [T(r.vt, b=b, size=self.size, color=self.color, font=self.font)]
        if r.flag and self.showflag:
            out.append(T(self.sep + r.flag, b=b, size=self.size, color=self.flagcolor or self.color, font=self.font))
        if self.unit is not None and r.unit:
            out.append(T(self.unit + r.unit, size=self.size, color=self.color, font=self.font))
        return out


def runs_of(x):
    """normalise cell content to list of lines, each a list of T runs; collect R objects in order."""
    if x is None:
        x = ''
    if isinstance(x, (str, T, V)):
        x = [x]
    lines = [[]]
    for item in x:
        if isinstance(item, str):
            item = T(item)
        for p in item.parts():
            segs = p.text.split('\n')
            for k, sg in enumerate(segs):
                if k:
                    lines.append([])
                if sg:
                    lines[-1].append(T(sg, p.b, p.i, p.size, p.color, p.font))
    return lines


def results_of(x):
    if x is None:
        return []
    if isinstance(x, (str, T, V)):
        x = [x]
    return [it.r for it in x if isinstance(it, V)]


# ---------------------------------------------------------------- blocks
class Lines:
    """rows of absolutely positioned segments. row = dict(h=mm, segs=[(x, align, content)], bg=None, rule=None)"""

    def __init__(self, rows, fs=None):
        self.rows, self.fs = rows, fs


def Row(segs, h=4.2, bg=None, rule=None, ruletop=None):
    return dict(segs=segs, h=h, bg=bg, rule=rule, ruletop=ruletop)


class Table:
    def __init__(self, cols, rows, header=True, grid='h', zebra=None, head_bg=None, fs=None, lh=4.0, pad=0.6,
                 head_color=None, section_bg='#e6e6e6', rule_color='#555555', head_b=True):
        # cols = [(title, width_mm, align)]
        self.cols, self.rows, self.header, self.grid, self.zebra = cols, rows, header, grid, zebra
        self.head_bg, self.fs, self.lh, self.pad, self.head_color = head_bg, fs, lh, pad, head_color
        self.section_bg, self.rule_color, self.head_b = section_bg, rule_color, head_b


class Section:
    def __init__(self, text, b=True, bg=True):
        self.text, self.b, self.bg = text, b, bg


class Para:
    def __init__(self, text, fs=7.5, lh=3.4, i=False, b=False, color=None, align='L'):
        self.text, self.fs, self.lh, self.i, self.b, self.color, self.align = text, fs, lh, i, b, color, align


class Box:
    def __init__(self, blocks, border='#333333', bg=None, pad=1.5, lw=0.25):
        self.blocks, self.border, self.bg, self.pad, self.lw = blocks, border, bg, pad, lw


class Cols:
    def __init__(self, cols, gap=4.0, divider=False):
        # cols = [(width_mm, [blocks])]
        self.cols, self.gap, self.divider = cols, gap, divider


class Spacer:
    def __init__(self, h):
        self.h = h


class HR:
    def __init__(self, lw=0.3, color='#333333', gap=1.0):
        self.lw, self.color, self.gap = lw, color, gap


class Report:
    def __init__(self, rid, lab, default_date, font='dsans', fs=9.0, orientation='P', margins=(12, 12, 12, 12),
                 color='#000000'):
        self.rid, self.lab, self.default_date = rid, lab, default_date
        self.font, self.fs, self.orientation, self.margins, self.color = font, fs, orientation, margins, color
        self.pages = []  # list of list of blocks
        self.header = lambda pg, n: []
        self.footer = lambda pg, n: []
        self.meta = {}

    @property
    def size(self):
        return (210, 297) if self.orientation == 'P' else (297, 210)

    @property
    def width(self):
        return self.size[0] - self.margins[1] - self.margins[3]

    def results(self):
        out = []

        def walk(blocks):
            for b in blocks:
                if isinstance(b, Lines):
                    for row in b.rows:
                        for seg in sorted(row['segs'], key=lambda s: s[0]):
                            out.extend(results_of(seg[2]))
                elif isinstance(b, Table):
                    for row in b.rows:
                        if isinstance(row, Section):
                            continue
                        for c in row:
                            out.extend(results_of(c))
                elif isinstance(b, Box):
                    walk(b.blocks)
                elif isinstance(b, Cols):
                    for _, bl in b.cols:
                        walk(bl)
        n = len(self.pages)
        for i, pg in enumerate(self.pages):
            walk(self.header(i + 1, n))
            walk(pg)
            walk(self.footer(i + 1, n))
        return out

    def gold(self):
        return {'lab': self.lab, 'collected_at_default': self.default_date,
                'results': [r.gold(self.default_date) for r in self.results()]}


# ================================================================ HTML renderer
def esc(s):
    return html.escape(s, quote=True)


class HtmlR:
    def __init__(self, rep):
        self.rep = rep

    def run_html(self, t):
        st = []
        if t.b:
            st.append('font-weight:bold')
        if t.i:
            st.append('font-style:italic')
        if t.size:
            st.append('font-size:%.2fpt' % t.size)
        if t.color:
            st.append('color:%s' % t.color)
        if t.font:
            st.append("font-family:'%s'" % FONTS[t.font][0])
        if st:
            return '<span style="%s">%s</span>' % (';'.join(st), esc(t.text))
        return esc(t.text)

    def lines_html(self, lines):
        return '<br>'.join(''.join(self.run_html(t) for t in ln) for ln in lines)

    def block(self, b, w):
        if isinstance(b, Lines):
            out = []
            fs = ('font-size:%.2fpt;' % b.fs) if b.fs else ''
            for row in b.rows:
                st = 'height:%.2fmm;line-height:%.2fmm;%s' % (row['h'], row['h'], fs)
                if row['bg']:
                    st += 'background:%s;' % row['bg']
                if row['rule']:
                    st += 'border-bottom:%.2fmm solid %s;height:%.2fmm;' % (0.25, row['rule'], row['h'] - 0.25)
                if row['ruletop']:
                    st += 'border-top:%.2fmm solid %s;height:%.2fmm;' % (0.25, row['ruletop'], row['h'] - 0.25)
                segs = []
                for x, al, content in row['segs']:
                    inner = self.lines_html(runs_of(content))
                    if al == 'l':
                        pos = 'left:%.2fmm' % x
                    elif al == 'r':
                        pos = 'right:%.2fmm' % (w - x)
                    else:
                        pos = 'left:%.2fmm;transform:translateX(-50%%)' % x
                    segs.append('<span class="sg" style="%s">%s</span>' % (pos, inner))
                out.append('<div class="ln" style="%s">%s</div>' % (st, ''.join(segs)))
            return '\n'.join(out)
        if isinstance(b, Table):
            fs = b.fs or self.rep.fs
            tw = sum(c[1] for c in b.cols)
            bc = b.rule_color
            h = ['<table class="t" style="width:%.2fmm;font-size:%.2fpt;line-height:%.2fmm">' % (tw, fs, b.lh)]
            h.append('<colgroup>' + ''.join('<col style="width:%.2fmm">' % c[1] for c in b.cols) + '</colgroup>')

            def tdstyle(al, first_row=False, last=False):
                st = 'padding:%.2fmm 1.2mm;text-align:%s;' % (b.pad, {'l': 'left', 'r': 'right', 'c': 'center'}[al])
                if b.grid == 'all':
                    st += 'border:0.2mm solid %s;' % bc
                elif b.grid == 'h':
                    st += 'border-bottom:0.2mm solid %s;' % bc
                return st
            if b.header:
                cells = []
                for title, cw, al in b.cols:
                    st = tdstyle(al)
                    if b.head_bg:
                        st += 'background:%s;' % b.head_bg
                    if b.head_color:
                        st += 'color:%s;' % b.head_color
                    if not b.head_b:
                        st += 'font-weight:normal;'
                    if b.grid in ('head', 'none'):
                        st += 'border-bottom:0.3mm solid %s;' % bc
                    cells.append('<th style="%s">%s</th>' % (st, self.lines_html(runs_of(title))))
                h.append('<tr>' + ''.join(cells) + '</tr>')
            k = 0
            for row in b.rows:
                if isinstance(row, Section):
                    st = tdstyle('l') + ('font-weight:bold;' if row.b else '')
                    if row.bg and b.section_bg:
                        st += 'background:%s;' % b.section_bg
                    h.append('<tr><td colspan="%d" style="%s">%s</td></tr>' % (len(b.cols), st, self.lines_html(runs_of(row.text))))
                    k = 0
                    continue
                bg = b.zebra if (b.zebra and k % 2 == 1) else None
                k += 1
                cells = []
                for (title, cw, al), c in zip(b.cols, row):
                    st = tdstyle(al) + (('background:%s;' % bg) if bg else '')
                    cells.append('<td style="%s">%s</td>' % (st, self.lines_html(runs_of(c))))
                h.append('<tr>' + ''.join(cells) + '</tr>')
            h.append('</table>')
            return '\n'.join(h)
        if isinstance(b, Para):
            st = 'font-size:%.2fpt;line-height:%.2fmm;text-align:%s;' % (b.fs, b.lh, {'L': 'left', 'C': 'center', 'R': 'right'}[b.align])
            if b.i:
                st += 'font-style:italic;'
            if b.b:
                st += 'font-weight:bold;'
            if b.color:
                st += 'color:%s;' % b.color
            return '<div class="p" style="%s">%s</div>' % (st, esc(b.text).replace('\n', '<br>'))
        if isinstance(b, Box):
            st = 'padding:%.2fmm;border:%.2fmm solid %s;' % (b.pad, b.lw, b.border) if b.border else 'padding:%.2fmm;' % b.pad
            if b.bg:
                st += 'background:%s;' % b.bg
            inner = w - 2 * b.pad - (2 * b.lw if b.border else 0)
            return '<div class="box" style="%s">%s</div>' % (st, '\n'.join(self.block(x, inner) for x in b.blocks))
        if isinstance(b, Cols):
            parts = []
            for i, (cw, bl) in enumerate(b.cols):
                st = 'width:%.2fmm;flex:none;' % cw
                if i:
                    st += 'margin-left:%.2fmm;' % b.gap
                if b.divider and i:
                    st += 'border-left:0.2mm solid #777;padding-left:%.2fmm;width:%.2fmm;' % (b.gap / 2, cw - b.gap / 2 - 0.2)
                    st = st.replace('margin-left:%.2fmm;' % b.gap, 'margin-left:%.2fmm;' % (b.gap / 2))
                parts.append('<div style="%s">%s</div>' % (st, '\n'.join(self.block(x, cw) for x in bl)))
            return '<div style="display:flex;align-items:flex-start">%s</div>' % ''.join(parts)
        if isinstance(b, Spacer):
            return '<div style="height:%.2fmm"></div>' % b.h
        if isinstance(b, HR):
            return '<div style="margin:%.2fmm 0;border-top:%.2fmm solid %s;height:0"></div>' % (b.gap, b.lw, b.color)
        raise TypeError(b)

    def render(self):
        rep = self.rep
        W, H = rep.size
        mt, mr, mb, ml = rep.margins
        w = rep.width
        css = """
@page { size: %s; margin: 0 }
* { box-sizing: border-box; font-variant-ligatures: none; font-kerning: none }
html, body { margin: 0; padding: 0 }
body { font-family: '%s'; font-size: %.2fpt; color: %s }
.page { width: %dmm; height: %dmm; position: relative; overflow: hidden; page-break-after: always; break-after: page }
.page:last-child { page-break-after: auto; break-after: auto }
.content { position: absolute; top: %.2fmm; left: %.2fmm; width: %.2fmm }
.footer { position: absolute; bottom: %.2fmm; left: %.2fmm; width: %.2fmm }
.ln { position: relative; white-space: pre }
.sg { position: absolute; top: 0; white-space: pre }
table.t { border-collapse: collapse; table-layout: fixed }
table.t td, table.t th { vertical-align: top; white-space: pre; overflow: hidden }
table.t th { font-weight: bold }
.p { white-space: pre-wrap }
""" % ('A4' if rep.orientation == 'P' else 'A4 landscape', FONTS[rep.font][0], rep.fs, rep.color, W, H,
       mt, ml, w, mb, ml, w)
        n = len(rep.pages)
        pages = []
        for i, pg in enumerate(rep.pages):
            body = '\n'.join(self.block(b, w) for b in rep.header(i + 1, n) + pg)
            foot = '\n'.join(self.block(b, w) for b in rep.footer(i + 1, n))
            pages.append('<div class="page"><div class="content">%s</div><div class="footer">%s</div></div>' % (body, foot))
        return ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title><style>%s</style></head>'
                '<body>\n%s\n</body></html>\n') % (esc(rep.lab), css, '\n'.join(pages))


# ================================================================ fpdf renderer
def hex2rgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class FpdfR:
    """Independent drawing of the same blocks with fpdf2: own table, row-height and wrap code."""

    def __init__(self, rep):
        from fpdf import FPDF
        self.rep = rep
        self.pdf = FPDF(orientation=rep.orientation, unit='mm', format='A4')
        self.pdf.set_auto_page_break(False)
        self.pdf.c_margin = 0
        for key, (fam, reg, bold, it) in FONTS.items():
            self.pdf.add_font(key, '', reg)
            self.pdf.add_font(key, 'B', bold)
            self.pdf.add_font(key, 'I', it)
        self.pdf.set_fallback_fonts(['dsans'])
        self.max_y = []

    def setf(self, t, fs, font=None):
        st = ('B' if t.b else '') + ('I' if t.i and not t.b else '')
        self.pdf.set_font(t.font or font or self.rep.font, st, t.size or fs)
        self.pdf.set_text_color(*hex2rgb(t.color or self.rep.color))

    def line_width(self, ln, fs):
        wsum = 0
        for t in ln:
            self.setf(t, fs)
            wsum += self.pdf.get_string_width(t.text)
        return wsum

    def draw_line(self, ln, x, y, h, fs, align='l', cw=None):
        """draw one line of runs; x is left edge (align l), right edge (r) or center (c)."""
        wtot = self.line_width(ln, fs)
        if align == 'r':
            x = x - wtot
        elif align == 'c':
            x = x - wtot / 2
        for t in ln:
            self.setf(t, fs)
            tw = self.pdf.get_string_width(t.text)
            self.pdf.set_xy(x, y)
            self.pdf.cell(tw, h, t.text)
            x += tw

    def fill(self, x, y, w, h, color):
        self.pdf.set_fill_color(*hex2rgb(color))
        self.pdf.rect(x, y, w, h, style='F')

    def hline(self, x1, x2, y, color='#333333', lw=0.2):
        self.pdf.set_draw_color(*hex2rgb(color))
        self.pdf.set_line_width(lw)
        self.pdf.line(x1, y, x2, y)

    def block(self, b, x0, y, w, draw=True):
        """returns new y"""
        pdf = self.pdf
        if isinstance(b, Lines):
            fs = b.fs or self.rep.fs
            for row in b.rows:
                h = row['h']
                if draw:
                    if row['bg']:
                        self.fill(x0, y, w, h, row['bg'])
                    if row['ruletop']:
                        self.hline(x0, x0 + w, y + 0.12, row['ruletop'], 0.25)
                    if row['rule']:
                        self.hline(x0, x0 + w, y + h - 0.12, row['rule'], 0.25)
                    for x, al, content in row['segs']:
                        lines = runs_of(content)
                        for k, ln in enumerate(lines):
                            self.draw_line(ln, x0 + x, y + k * h, h, fs, al)
                y += h
            return y
        if isinstance(b, Table):
            fs = b.fs or self.rep.fs
            colx = [x0]
            for c in b.cols:
                colx.append(colx[-1] + c[1])
            tw = colx[-1] - x0
            rc = b.rule_color

            def row_h(cells):
                return max(len(runs_of(c)) for c in cells) * b.lh + 2 * b.pad

            def draw_cells(cells, yy, rh, bold=False, color=None):
                for k, ((title, cw, al), c) in enumerate(zip(b.cols, cells)):
                    lines = runs_of(c)
                    for j, ln in enumerate(lines):
                        if bold:
                            ln = [T(t.text, True, t.i, t.size, color or t.color, t.font) for t in ln]
                        elif color:
                            ln = [T(t.text, t.b, t.i, t.size, color, t.font) for t in ln]
                        ax = {'l': colx[k] + 1.2, 'r': colx[k + 1] - 1.2, 'c': (colx[k] + colx[k + 1]) / 2}[al]
                        self.draw_line(ln, ax, yy + b.pad + j * b.lh, b.lh, fs, al)
                    if b.grid == 'all':
                        pdf.set_draw_color(*hex2rgb(rc))
                        pdf.set_line_width(0.2)
                        pdf.rect(colx[k], yy, cw, rh)
                if b.grid == 'h':
                    self.hline(x0, x0 + tw, yy + rh, rc, 0.2)
            if b.header:
                cells = [c[0] for c in b.cols]
                rh = row_h(cells)
                if draw:
                    if b.head_bg:
                        self.fill(x0, y, tw, rh, b.head_bg)
                    draw_cells(cells, y, rh, bold=b.head_b, color=b.head_color)
                    if b.grid in ('head', 'none'):
                        self.hline(x0, x0 + tw, y + rh, rc, 0.3)
                y += rh
            k = 0
            for row in b.rows:
                if isinstance(row, Section):
                    lines = runs_of(row.text)
                    rh = len(lines) * b.lh + 2 * b.pad
                    if draw:
                        if row.bg and b.section_bg:
                            self.fill(x0, y, tw, rh, b.section_bg)
                        for j, ln in enumerate(lines):
                            if row.b:
                                ln = [T(t.text, True, t.i, t.size, t.color, t.font) for t in ln]
                            self.draw_line(ln, x0 + 1.2, y + b.pad + j * b.lh, b.lh, fs)
                        if b.grid == 'all':
                            pdf.set_draw_color(*hex2rgb(rc))
                            pdf.set_line_width(0.2)
                            pdf.rect(x0, y, tw, rh)
                        elif b.grid == 'h':
                            self.hline(x0, x0 + tw, y + rh, rc, 0.2)
                    y += rh
                    k = 0
                    continue
                rh = row_h(row)
                if draw:
                    if b.zebra and k % 2 == 1:
                        self.fill(x0, y, tw, rh, b.zebra)
                    draw_cells(row, y, rh)
                k += 1
                y += rh
            return y
        if isinstance(b, Para):
            st = ('B' if b.b else '') + ('I' if b.i else '')
            pdf.set_font(self.rep.font, st, b.fs)
            pdf.set_text_color(*hex2rgb(b.color or self.rep.color))
            nl = 0
            for para in b.text.split('\n'):
                lines = pdf.multi_cell(w, b.lh, para, dry_run=True, output='LINES', align=b.align) if para else ['']
                if draw:
                    pdf.set_xy(x0, y + nl * b.lh)
                    if para:
                        pdf.multi_cell(w, b.lh, para, align=b.align)
                nl += len(lines)
            return y + nl * b.lh
        if isinstance(b, Box):
            inner_w = w - 2 * b.pad - (2 * b.lw if b.border else 0)
            off = b.pad + (b.lw if b.border else 0)
            yy = y + off
            for x in b.blocks:
                yy = self.block(x, x0 + off, yy, inner_w, draw=False)
            h = yy - y + off
            if draw:
                if b.bg:
                    self.fill(x0, y, w, h, b.bg)
                if b.border:
                    pdf.set_draw_color(*hex2rgb(b.border))
                    pdf.set_line_width(b.lw)
                    pdf.rect(x0 + b.lw / 2, y + b.lw / 2, w - b.lw, h - b.lw)
                yy = y + off
                for x in b.blocks:
                    yy = self.block(x, x0 + off, yy, inner_w, draw=True)
            return y + h
        if isinstance(b, Cols):
            xx = x0
            ymax = y
            for i, (cw, bl) in enumerate(b.cols):
                if i:
                    xx += b.gap
                yy = y
                for x in bl:
                    yy = self.block(x, xx, yy, cw, draw=draw)
                ymax = max(ymax, yy)
                xx += cw
            if b.divider and draw:
                xx = x0
                for i, (cw, bl) in enumerate(b.cols[:-1]):
                    xx += cw + b.gap / 2
                    pdf.set_draw_color(0x77, 0x77, 0x77)
                    pdf.set_line_width(0.2)
                    pdf.line(xx, y, xx, ymax)
                    xx += b.gap / 2
            return ymax
        if isinstance(b, Spacer):
            return y + b.h
        if isinstance(b, HR):
            if draw:
                self.hline(x0, x0 + w, y + b.gap + b.lw / 2, b.color, b.lw)
            return y + 2 * b.gap + b.lw
        raise TypeError(b)

    def render(self, path):
        rep = self.rep
        W, H = rep.size
        mt, mr, mb, ml = rep.margins
        w = rep.width
        n = len(rep.pages)
        for i, pg in enumerate(rep.pages):
            self.pdf.add_page()
            y = mt
            for b in rep.header(i + 1, n) + pg:
                y = self.block(b, ml, y, w)
            # footer: measure then draw anchored at bottom
            fy = mt
            for b in rep.footer(i + 1, n):
                fy = self.block(b, ml, fy, w, draw=False)
            fh = fy - mt
            ftop = H - mb - fh
            if y > ftop - 1.0:
                raise SystemExit('%s page %d overflows: body ends %.1f, footer starts %.1f' % (rep.rid, i + 1, y, ftop))
            self.max_y.append((y, ftop))
            yy = ftop
            for b in rep.footer(i + 1, n):
                yy = self.block(b, ml, yy, w)
        self.pdf.set_title(rep.lab)
        self.pdf.output(path)
