"""Tiny document model shared by all report descriptions.

One description (desc/bXX.py) builds a Report out of blocks.  The same
blocks are rendered to HTML (for Chromium) and drawn with fpdf2, and the
gold JSON is collected from the Res objects met while walking the blocks
in reading order (page by page, top to bottom, left column before right).
"""
import html as _html
import json
import re

from loinc_check import loinc_ok

# The fpdf2 renderer's metadata; another set that renders with this model (../c/tools/lib.py)
# names itself and fixes the date so that its rebuilds are byte-identical.
FPDF_CREATOR = 'labdev-b fpdf2 renderer'
FPDF_CREATION_DATE = None

AUTO = object()
PT = 0.352778  # mm per point

FONT_CSS = {
    'sans': "'DejaVu Sans', sans-serif",
    'mono': "'DejaVu Sans Mono', monospace",
    'serif': "'DejaVu Serif', serif",
    'cond': "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
}
FONT_FILES = {
    'sans': ('DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf', 'DejaVuSans-BoldOblique.ttf'),
    'mono': ('DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf', 'DejaVuSansMono-Oblique.ttf', 'DejaVuSansMono-BoldOblique.ttf'),
    'serif': ('DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSerif-Italic.ttf', 'DejaVuSerif-BoldItalic.ttf'),
    'cond': ('DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf', 'DejaVuSansCondensed-Oblique.ttf', 'DejaVuSansCondensed-BoldOblique.ttf'),
}
FONT_DIR = '/usr/share/fonts/truetype/dejavu/'

# ---------------------------------------------------------------- numbers

COMPARATORS = [
    ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>'),
    ('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>'),
    ('menor do que', '<'), ('maior do que', '>'), ('até', '<='),
]
BR_NUM = re.compile(r'-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?')


def parse_br(vt):
    """Value/comparator from a value_text using Brazilian number rules.
    Returns (value or None, comparator)."""
    s = vt.strip()
    comp = ''
    low = s.lower()
    for pre, c in COMPARATORS:
        if low.startswith(pre):
            comp = c
            s = s[len(pre):].strip()
            break
    if not BR_NUM.fullmatch(s):
        return None, ''
    num = s.replace('.', '').replace(',', '.')
    v = float(num) if '.' in num else int(num)
    return v, comp


def br(x, nd=1):
    """Format a number with decimal comma (and thousands dot when nd==0)."""
    if nd == 0:
        n = int(round(x))
        return f'{n:,}'.replace(',', '.')
    s = f'{x:.{nd}f}'
    ip, fp = s.split('.')
    return ip + ',' + fp


def th(n):
    return f'{int(round(n)):,}'.replace(',', '.')


# ---------------------------------------------------------------- results

class Span:
    def __init__(self, res, kind):
        self.res, self.kind = res, kind

    def text(self):
        if self.kind == 'v':
            return self.res.vt
        if self.kind == 'u':
            return self.res.unit
        return self.res.vt + (' ' + self.res.unit if self.res.unit else '')


class Res:
    def __init__(self, rep, name, analyte, loinc, vt, unit='', alts=(), date=None,
                 value=AUTO, comp=AUTO):
        self.rep, self.name, self.analyte, self.loinc = rep, name, analyte, loinc
        self.vt, self.unit, self.alts, self.date = vt, unit, list(alts), date
        v, c = parse_br(vt)
        self.value = v if value is AUTO else value
        self.comp = c if comp is AUTO else comp
        for code in [loinc] + self.alts:
            if not loinc_ok(code):
                raise ValueError(f'bad LOINC {code} for {name}')

    @property
    def V(self):
        return Span(self, 'v')

    @property
    def U(self):
        return Span(self, 'u')

    @property
    def VU(self):
        return Span(self, 'vu')

    def gold(self):
        return {
            'printed_name': self.name, 'analyte': self.analyte, 'loinc': self.loinc,
            'loinc_alternatives': self.alts, 'value': self.value, 'value_text': self.vt,
            'comparator': self.comp, 'unit': self.unit,
            'collected_at': self.date or self.rep.default_date,
        }


class S:
    """Styled run of pieces."""
    def __init__(self, *pieces, sty=None):
        self.pieces, self.sty = pieces, sty


def norm(pieces, sty=None):
    """Flatten pieces -> list of (text, sty, span)."""
    out = []
    if pieces is None:
        return out
    if isinstance(pieces, (str, Span, S, Res)):
        pieces = [pieces]
    for p in pieces:
        if isinstance(p, str):
            out.append((p, sty, None))
        elif isinstance(p, Span):
            out.append((p.text(), sty, p))
        elif isinstance(p, Res):
            out.append((p.VU.text(), sty, p.VU))
        elif isinstance(p, S):
            out.extend(norm(p.pieces, p.sty if p.sty is not None else sty))
        elif isinstance(p, (list, tuple)):
            out.extend(norm(p, sty))
        else:
            raise TypeError(p)
    return out


def split_lines(segs):
    lines = [[]]
    for text, sty, span in segs:
        parts = text.split('\n')
        for i, part in enumerate(parts):
            if i:
                lines.append([])
            if part:
                lines[-1].append((part, sty, span if i == 0 else span))
    return lines


def spans_of(pieces):
    return [sp for _, _, sp in norm(pieces) if sp is not None]


# ---------------------------------------------------------------- styles

class Styles:
    def __init__(self, d):
        self.d = d

    def get(self, *names):
        st = dict(font='sans', size=9, b=False, i=False, color='#000000', align='L', bg=None, lh=1.25)
        st.update(self.d.get('base', {}))
        for n in names:
            if n is None:
                continue
            if isinstance(n, dict):
                st.update(n)
            else:
                if n not in self.d:
                    raise KeyError(n)
                st.update(self.d[n])
        return st


def css_font(st):
    s = f"font-family:{FONT_CSS[st['font']]};font-size:{st['size']}pt;"
    s += 'font-weight:bold;' if st['b'] else 'font-weight:normal;'
    s += 'font-style:italic;' if st['i'] else ''
    s += f"color:{st['color']};"
    return s


def esc(t):
    return _html.escape(t, quote=False)


def html_segs(segs, styles, base):
    out = []
    for text, sty, _ in segs:
        if sty is None:
            out.append(esc(text))
        else:
            st = styles.get(*(base + [sty]))
            out.append(f'<span style="{css_font(st)}">{esc(text)}</span>')
    return ''.join(out)


def pdf_setfont(pdf, st):
    style = ('B' if st['b'] else '') + ('I' if st['i'] else '')
    pdf.set_font(st['font'], style, st['size'])
    c = st['color'].lstrip('#')
    pdf.set_text_color(int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16))


def hexrgb(c):
    c = c.lstrip('#')
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def pdf_line_width(pdf, segs, styles, base):
    w = 0
    for text, sty, _ in segs:
        pdf_setfont(pdf, styles.get(*(base + [sty])))
        w += pdf.get_string_width(text)
    return w


def pdf_draw_line(pdf, segs, styles, base, x, y, w, lh_mm, align, dry, warn):
    st0 = styles.get(*base)
    tw = pdf_line_width(pdf, segs, styles, base)
    if tw > w + 0.3:
        warn(f'line too wide ({tw:.1f}>{w:.1f}mm): ' + ''.join(t for t, _, _ in segs)[:70])
    if dry:
        return
    if align == 'R':
        cx = x + w - tw
    elif align == 'C':
        cx = x + (w - tw) / 2
    else:
        cx = x
    size_mm = st0['size'] * PT
    baseline = y + (lh_mm - size_mm) / 2 + size_mm * 0.80
    for text, sty, _ in segs:
        st = styles.get(*(base + [sty]))
        pdf_setfont(pdf, st)
        pdf.text(cx, baseline, text)
        cx += pdf.get_string_width(text)


# ---------------------------------------------------------------- blocks

class Block:
    def spans(self):
        return []


class L:
    """One line with its own style/alignment inside Lines."""
    def __init__(self, *pieces, sty=None, align=None):
        self.pieces, self.sty, self.align = pieces, sty, align


class Lines(Block):
    def __init__(self, lines, sty=None, align=None, mt=0, mb=0):
        self.lines = [ln if isinstance(ln, L) else L(ln) for ln in lines]
        self.sty, self.align, self.mt, self.mb = sty, align, mt, mb

    def spans(self):
        return [sp for ln in self.lines for sp in spans_of(ln.pieces)]

    def _base(self, ln):
        return [self.sty, ln.sty]

    def html(self, styles):
        out = [f'<div style="margin-top:{self.mt}mm;margin-bottom:{self.mb}mm">']
        for ln in self.lines:
            base = self._base(ln)
            st = styles.get(*base)
            al = ln.align or self.align or st['align']
            al = {'L': 'left', 'R': 'right', 'C': 'center'}[al]
            segs = norm(ln.pieces)
            inner = html_segs(segs, styles, base) or '&nbsp;'
            bg = f"background:{st['bg']};" if st['bg'] else ''
            out.append(f'<div style="{css_font(st)}line-height:{st["lh"]};white-space:pre;text-align:{al};{bg}">{inner}</div>')
        out.append('</div>')
        return '\n'.join(out)

    def draw(self, pdf, styles, x, y, w, dry=False, warn=print):
        y0 = y
        y += self.mt
        for ln in self.lines:
            base = self._base(ln)
            st = styles.get(*base)
            al = ln.align or self.align or st['align']
            lh = st['size'] * PT * st['lh']
            if st['bg'] and not dry:
                pdf.set_fill_color(*hexrgb(st['bg']))
                pdf.rect(x, y, w, lh, style='F')
            pdf_draw_line(pdf, norm(ln.pieces), styles, base, x, y, w, lh, al, dry, warn)
            y += lh
        return y + self.mb - y0


class C:
    """Table cell with options."""
    def __init__(self, *pieces, sty=None, align=None, colspan=1):
        self.pieces, self.sty, self.align, self.colspan = pieces, sty, align, colspan


class Sec:
    """Full-width section row."""
    def __init__(self, *pieces, sty='sec'):
        self.pieces, self.sty = pieces, sty


class Row:
    def __init__(self, cells, sty=None, line=None):
        self.cells, self.sty, self.line = cells, sty, line


class Table(Block):
    def __init__(self, widths, rows, cols=None, sty='td', hsty='th', border='grid', aligns=None,
                 padv=0.7, padh=1.2, lw=0.25, mt=0, mb=0, hbg=None):
        self.widths, self.rows, self.cols = widths, [], cols
        for r in rows:
            if isinstance(r, (Sec, Row)):
                self.rows.append(r)
            else:
                self.rows.append(Row(r))
        self.sty, self.hsty, self.border = sty, hsty, border
        self.aligns = aligns or ['L'] * len(widths)
        self.padv, self.padh, self.lw, self.mt, self.mb, self.hbg = padv, padh, lw, mt, mb, hbg

    def spans(self):
        out = []
        for r in self.rows:
            if isinstance(r, Sec):
                out += spans_of(r.pieces)
            else:
                for c in r.cells:
                    out += spans_of(c.pieces if isinstance(c, C) else c)
        return out

    def _cells(self, row):
        """-> list of (pieces, sty, align, x_index, span)"""
        res, i = [], 0
        for c in row.cells:
            if isinstance(c, C):
                res.append((c.pieces, c.sty, c.align or self.aligns[i], i, c.colspan))
                i += c.colspan
            else:
                res.append((c, None, self.aligns[i], i, 1))
                i += 1
        if i != len(self.widths):
            raise ValueError(f'row has {i} columns, table has {len(self.widths)}: {row.cells}')
        return res

    # ---- html
    def html(self, styles):
        total = sum(self.widths)
        bcss = f'{self.lw}mm solid #000'
        out = [f'<table style="border-collapse:collapse;table-layout:fixed;width:{total}mm;margin-top:{self.mt}mm;margin-bottom:{self.mb}mm">']
        out.append('<colgroup>' + ''.join(f'<col style="width:{w}mm">' for w in self.widths) + '</colgroup>')

        def tdstyle(st, align, kind, last=False):
            al = {'L': 'left', 'R': 'right', 'C': 'center'}[align]
            s = f'{css_font(st)}line-height:{st["lh"]};white-space:pre;text-align:{al};vertical-align:top;padding:{self.padv}mm {self.padh}mm;overflow:hidden;'
            if st['bg']:
                s += f"background:{st['bg']};"
            if self.border == 'grid':
                s += f'border:{bcss};'
            elif self.border in ('h', 'box') and kind == 'head':
                s += f'border-bottom:{bcss};'
            elif self.border == 'h' and kind in ('body', 'sec'):
                s += f'border-bottom:{self.lw * 0.6}mm solid #777;'
            return s

        if self.cols:
            hst = [self.hsty]
            cells = []
            for i, c in enumerate(self.cols):
                st = styles.get(*hst)
                if self.hbg:
                    st['bg'] = self.hbg
                al = self.aligns[i]
                cells.append(f'<th style="{tdstyle(st, al, "head")}">{html_segs(norm(c), styles, hst)}</th>')
            out.append('<tr>' + ''.join(cells) + '</tr>')
        for r in self.rows:
            if isinstance(r, Sec):
                base = [self.sty, r.sty]
                st = styles.get(*base)
                out.append(f'<tr><td colspan="{len(self.widths)}" style="{tdstyle(st, st["align"], "sec")}">{html_segs(norm(r.pieces), styles, base)}</td></tr>')
                continue
            cells = []
            for pieces, csty, al, i, span in self._cells(r):
                base = [self.sty, r.sty, csty]
                st = styles.get(*base)
                cs = f' colspan="{span}"' if span > 1 else ''
                cells.append(f'<td{cs} style="{tdstyle(st, al, "body")}">{html_segs(norm(pieces), styles, base)}</td>')
            out.append('<tr>' + ''.join(cells) + '</tr>')
        out.append('</table>')
        tbl = '\n'.join(out)
        if self.border == 'box':
            tbl = f'<div style="border:{bcss};width:{total}mm;box-sizing:border-box">{tbl}</div>'
        return tbl

    # ---- pdf
    def _row_h(self, pdf, styles, cells_info):
        h = 0
        for pieces, base in cells_info:
            st = styles.get(*base)
            n = len(split_lines(norm(pieces)))
            h = max(h, n * st['size'] * PT * st['lh'])
        return h + 2 * self.padv

    def _draw_cell(self, pdf, styles, pieces, base, al, x, y, w, dry, warn, bg=None):
        st = styles.get(*base)
        lh = st['size'] * PT * st['lh']
        yy = y + self.padv
        for segs in split_lines(norm(pieces)):
            pdf_draw_line(pdf, segs, styles, base, x + self.padh, yy, w - 2 * self.padh, lh, al, dry, warn)
            yy += lh

    def draw(self, pdf, styles, x, y, w, dry=False, warn=print):
        y0 = y
        y += self.mt
        total = sum(self.widths)
        if total > w + 0.5:
            warn(f'table wider than area {total}>{w}')
        xs = [x]
        for wd in self.widths:
            xs.append(xs[-1] + wd)
        pdf.set_line_width(self.lw)
        pdf.set_draw_color(0, 0, 0)
        ytop = y
        if self.cols:
            hst = [self.hsty]
            info = [(c, hst) for c in self.cols]
            h = self._row_h(pdf, styles, info)
            st = styles.get(*hst)
            bg = self.hbg or st['bg']
            if not dry:
                if bg:
                    pdf.set_fill_color(*hexrgb(bg))
                    pdf.rect(x, y, total, h, style='F')
                for i, c in enumerate(self.cols):
                    self._draw_cell(pdf, styles, c, hst, self.aligns[i], xs[i], y, self.widths[i], dry, warn)
                    if self.border == 'grid':
                        pdf.rect(xs[i], y, self.widths[i], h)
                if self.border in ('h', 'box'):
                    pdf.line(x, y + h, x + total, y + h)
            y += h
        for r in self.rows:
            if isinstance(r, Sec):
                base = [self.sty, r.sty]
                h = self._row_h(pdf, styles, [(r.pieces, base)])
                st = styles.get(*base)
                if not dry:
                    if st['bg']:
                        pdf.set_fill_color(*hexrgb(st['bg']))
                        pdf.rect(x, y, total, h, style='F')
                    self._draw_cell(pdf, styles, r.pieces, base, st['align'], x, y, total, dry, warn)
                    if self.border == 'grid':
                        pdf.rect(x, y, total, h)
                    elif self.border == 'h':
                        pdf.set_line_width(self.lw * 0.6)
                        pdf.set_draw_color(119, 119, 119)
                        pdf.line(x, y + h, x + total, y + h)
                        pdf.set_line_width(self.lw)
                        pdf.set_draw_color(0, 0, 0)
                y += h
                continue
            cells = self._cells(r)
            info = [(p, [self.sty, r.sty, cs]) for p, cs, _, _, _ in cells]
            h = self._row_h(pdf, styles, info)
            if not dry:
                for (pieces, cs, al, i, span) in cells:
                    base = [self.sty, r.sty, cs]
                    st = styles.get(*base)
                    cw = xs[i + span] - xs[i]
                    if st['bg']:
                        pdf.set_fill_color(*hexrgb(st['bg']))
                        pdf.rect(xs[i], y, cw, h, style='F')
                    self._draw_cell(pdf, styles, pieces, base, al, xs[i], y, cw, dry, warn)
                    if self.border == 'grid':
                        pdf.rect(xs[i], y, cw, h)
                if self.border == 'h':
                    pdf.set_line_width(self.lw * 0.6)
                    pdf.set_draw_color(119, 119, 119)
                    pdf.line(x, y + h, x + total, y + h)
                    pdf.set_line_width(self.lw)
                    pdf.set_draw_color(0, 0, 0)
            else:
                for (pieces, cs, al, i, span) in cells:
                    cw = xs[i + span] - xs[i]
                    self._draw_cell(pdf, styles, pieces, [self.sty, r.sty, cs], al, xs[i], y, cw, True, warn)
            y += h
        if self.border == 'box' and not dry:
            pdf.rect(x, ytop, total, y - ytop)
        return y + self.mb - y0


class Cols(Block):
    """Two independent columns side by side."""
    def __init__(self, left, right, split=None, gap=5, rule=False, mt=0, mb=0):
        self.left, self.right, self.split, self.gap, self.rule, self.mt, self.mb = left, right, split, gap, rule, mt, mb

    def spans(self):
        return [sp for b in self.left + self.right for sp in b.spans()]

    def html(self, styles, width):
        lw = self.split if self.split else (width - self.gap) / 2
        rw = width - lw - self.gap
        rule = 'border-left:0.25mm solid #000;' if self.rule else ''
        l = '\n'.join(block_html(b, styles, lw) for b in self.left)
        r = '\n'.join(block_html(b, styles, rw) for b in self.right)
        pad = self.gap / 2
        return (f'<div style="display:flex;align-items:flex-start;margin-top:{self.mt}mm;margin-bottom:{self.mb}mm">'
                f'<div style="width:{lw}mm;flex:none;padding-right:{pad}mm;box-sizing:content-box">{l}</div>'
                f'<div style="width:{rw}mm;flex:none;padding-left:{pad}mm;{rule}align-self:stretch">{r}</div></div>')

    def draw(self, pdf, styles, x, y, w, dry=False, warn=print):
        lw = self.split if self.split else (w - self.gap) / 2
        rw = w - lw - self.gap
        y0 = y + self.mt
        yl = y0
        for b in self.left:
            yl += b.draw(pdf, styles, x, yl, lw, dry, warn)
        yr = y0
        for b in self.right:
            yr += b.draw(pdf, styles, x + lw + self.gap, yr, rw, dry, warn)
        yb = max(yl, yr)
        if self.rule and not dry:
            pdf.set_line_width(0.25)
            pdf.line(x + lw + self.gap / 2, y0, x + lw + self.gap / 2, yb)
        return yb + self.mb - y


class Box(Block):
    def __init__(self, blocks, pad=2, lw=0.3, bg=None, mt=0, mb=0, radius=0):
        self.blocks, self.pad, self.lw, self.bg, self.mt, self.mb, self.radius = blocks, pad, lw, bg, mt, mb, radius

    def spans(self):
        return [sp for b in self.blocks for sp in b.spans()]

    def html(self, styles, width):
        inner = '\n'.join(block_html(b, styles, width - 2 * self.pad - 2 * self.lw) for b in self.blocks)
        bg = f'background:{self.bg};' if self.bg else ''
        bd = f'border:{self.lw}mm solid #000;' if self.lw else ''
        rad = f'border-radius:{self.radius}mm;' if self.radius else ''
        return f'<div style="{bd}{bg}{rad}padding:{self.pad}mm;margin-top:{self.mt}mm;margin-bottom:{self.mb}mm">{inner}</div>'

    def draw(self, pdf, styles, x, y, w, dry=False, warn=print):
        y0 = y + self.mt
        iw = w - 2 * self.pad - 2 * self.lw
        h = 0
        for b in self.blocks:
            h += b.draw(pdf, styles, 0, 0, iw, True, lambda m: None)
        H = h + 2 * self.pad + 2 * self.lw
        if not dry:
            if self.bg:
                pdf.set_fill_color(*hexrgb(self.bg))
                pdf.rect(x, y0, w, H, style='F')
            if self.lw:
                pdf.set_line_width(self.lw)
                pdf.set_draw_color(0, 0, 0)
                if self.radius:
                    pdf.rect(x, y0, w, H, round_corners=True, corner_radius=self.radius)
                else:
                    pdf.rect(x, y0, w, H)
        yy = y0 + self.lw + self.pad
        for b in self.blocks:
            yy += b.draw(pdf, styles, x + self.lw + self.pad, yy, iw, dry, warn)
        return H + self.mt + self.mb


class Rule(Block):
    def __init__(self, lw=0.3, style='solid', mt=1, mb=1, color='#000000'):
        self.lw, self.style, self.mt, self.mb, self.color = lw, style, mt, mb, color

    def html(self, styles):
        if self.style == 'double':
            b = f'border-top:{self.lw}mm solid {self.color};border-bottom:{self.lw}mm solid {self.color};height:0.6mm'
        else:
            b = f'border-top:{self.lw}mm {self.style} {self.color}'
        return f'<div style="{b};margin-top:{self.mt}mm;margin-bottom:{self.mb}mm"></div>'

    def draw(self, pdf, styles, x, y, w, dry=False, warn=print):
        if not dry:
            pdf.set_line_width(self.lw)
            pdf.set_draw_color(*hexrgb(self.color))
            yy = y + self.mt
            if self.style == 'dashed':
                pdf.set_dash_pattern(dash=1.2, gap=0.8)
            pdf.line(x, yy, x + w, yy)
            if self.style == 'double':
                pdf.line(x, yy + 0.6 + self.lw, x + w, yy + 0.6 + self.lw)
            pdf.set_dash_pattern()
            pdf.set_draw_color(0, 0, 0)
        extra = 0.6 + self.lw if self.style == 'double' else 0
        return self.mt + self.lw + extra + self.mb


class Space(Block):
    def __init__(self, mm):
        self.mm = mm

    def html(self, styles):
        return f'<div style="height:{self.mm}mm"></div>'

    def draw(self, pdf, styles, x, y, w, dry=False, warn=print):
        return self.mm


def block_html(b, styles, width):
    if isinstance(b, (Cols, Box)):
        return b.html(styles, width)
    return b.html(styles)


# ---------------------------------------------------------------- report

class Report:
    def __init__(self, rid, lab, default_date, styles, margins=(12, 12, 12, 12), title='Laudo',
                 page_bg='#ffffff'):
        self.rid, self.lab, self.default_date = rid, lab, default_date
        self.styles = Styles(styles)
        self.margins = margins  # top, right, bottom, left (mm)
        self.title = title
        self.pages = []
        self.header = lambda pn, n: []
        self.footer = lambda pn, n: []
        self.all_res = []
        self.page_bg = page_bg

    def R(self, *a, **k):
        r = Res(self, *a, **k)
        self.all_res.append(r)
        return r

    def page(self, *blocks):
        self.pages.append(list(blocks))

    # ---- gold
    def gold(self):
        seen, order = set(), []
        for blocks in self.pages:
            for b in blocks:
                for sp in b.spans():
                    if id(sp.res) not in seen:
                        seen.add(id(sp.res))
                        order.append(sp.res)
        missing = [r.name for r in self.all_res if id(r) not in seen]
        if missing:
            raise ValueError(f'{self.rid}: results never printed: {missing}')
        return {'lab': self.lab, 'collected_at_default': self.default_date,
                'results': [r.gold() for r in order]}

    # ---- html
    def html(self):
        t, r, b, l = self.margins
        width = 210 - l - r
        n = len(self.pages)
        parts = [f'''<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(self.title)}</title>
<style>
@page {{ size: A4; margin: 0; }}
html, body {{ margin: 0; padding: 0; background: {self.page_bg}; }}
.page {{ width: 210mm; height: 296.5mm; box-sizing: border-box; padding: {t}mm {r}mm {b}mm {l}mm;
        position: relative; page-break-after: always; break-after: page; }}
.page:last-child {{ page-break-after: auto; break-after: auto; }}
.footer {{ position: absolute; left: {l}mm; right: {r}mm; bottom: {b}mm; }}
table {{ page-break-inside: auto; }}
</style></head><body>''']
        for i, blocks in enumerate(self.pages):
            pn = i + 1
            parts.append(f'<div class="page" id="p{pn}">')
            for blk in self.header(pn, n) + blocks:
                parts.append(block_html(blk, self.styles, width))
            foot = self.footer(pn, n)
            if foot:
                parts.append('<div class="footer">' + '\n'.join(block_html(x, self.styles, width) for x in foot) + '</div>')
            parts.append('</div>')
        parts.append('</body></html>\n')
        return '\n'.join(parts)

    # ---- fpdf
    def fpdf(self, path):
        from fpdf import FPDF
        pdf = FPDF(unit='mm', format='A4')
        pdf.set_auto_page_break(False)
        pdf.set_title(self.title)
        pdf.set_creator(FPDF_CREATOR)
        if FPDF_CREATION_DATE is not None:
            pdf.set_creation_date(FPDF_CREATION_DATE)
        for fam, files in FONT_FILES.items():
            for style, f in zip(('', 'B', 'I', 'BI'), files):
                pdf.add_font(fam, style, FONT_DIR + f)
        t, r, b, l = self.margins
        width = 210 - l - r
        warns = []
        n = len(self.pages)
        for i, blocks in enumerate(self.pages):
            pn = i + 1
            pdf.add_page()
            if self.page_bg != '#ffffff':
                pdf.set_fill_color(*hexrgb(self.page_bg))
                pdf.rect(0, 0, 210, 297, style='F')
            y = t
            for blk in self.header(pn, n) + blocks:
                y += blk.draw(pdf, self.styles, l, y, width, False, warns.append)
            foot = self.footer(pn, n)
            fh = sum(x.draw(pdf, self.styles, l, 0, width, True, lambda m: None) for x in foot)
            ftop = 297 - b - fh
            if y > ftop + 0.1:
                warns.append(f'page {pn}: content ends at {y:.1f}mm, footer starts {ftop:.1f}mm')
            yy = ftop
            for x in foot:
                yy += x.draw(pdf, self.styles, l, yy, width, False, warns.append)
        pdf.output(path)
        return warns


def dots(name, width, ch='.'):
    n = width - len(name)
    return name + ch * max(n, 1)
