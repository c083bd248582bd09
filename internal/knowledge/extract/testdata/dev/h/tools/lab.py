"""Report model + two independent renderers (HTML for Chromium, fpdf2 drawing code).

A report is a list of pages; each page a list of blocks. Results (R) are attached
to the blocks/rows/lines that print them, so the gold file is produced from the
very same objects that produce the printed text.
"""
import html as _html
import json
from dataclasses import dataclass, field
from typing import List, Optional

from analytes import A
from common import parse_value

# --------------------------------------------------------------------------
# fonts (same TTF files for Chromium via local() and for fpdf2)
# --------------------------------------------------------------------------
DJ = '/usr/share/fonts/truetype/dejavu/'
LB = '/usr/share/fonts/truetype/liberation2/'
FONTS = {
    # key: (css family, {style: (local full name, file)})
    'sans': ('LabSans', {'': ('DejaVu Sans', DJ + 'DejaVuSans.ttf'),
                         'B': ('DejaVu Sans Bold', DJ + 'DejaVuSans-Bold.ttf'),
                         'I': ('DejaVu Sans Oblique', DJ + 'DejaVuSans-Oblique.ttf'),
                         'BI': ('DejaVu Sans Bold Oblique', DJ + 'DejaVuSans-BoldOblique.ttf')}),
    'cond': ('LabCond', {'': ('DejaVu Sans Condensed', DJ + 'DejaVuSansCondensed.ttf'),
                         'B': ('DejaVu Sans Condensed Bold', DJ + 'DejaVuSansCondensed-Bold.ttf'),
                         'I': ('DejaVu Sans Condensed Oblique', DJ + 'DejaVuSansCondensed-Oblique.ttf'),
                         'BI': ('DejaVu Sans Condensed Bold Oblique', DJ + 'DejaVuSansCondensed-BoldOblique.ttf')}),
    'serif': ('LabSerif', {'': ('DejaVu Serif', DJ + 'DejaVuSerif.ttf'),
                           'B': ('DejaVu Serif Bold', DJ + 'DejaVuSerif-Bold.ttf'),
                           'I': ('DejaVu Serif Italic', DJ + 'DejaVuSerif-Italic.ttf'),
                           'BI': ('DejaVu Serif Bold Italic', DJ + 'DejaVuSerif-BoldItalic.ttf')}),
    'mono': ('LabMono', {'': ('DejaVu Sans Mono', DJ + 'DejaVuSansMono.ttf'),
                         'B': ('DejaVu Sans Mono Bold', DJ + 'DejaVuSansMono-Bold.ttf'),
                         'I': ('DejaVu Sans Mono Oblique', DJ + 'DejaVuSansMono-Oblique.ttf'),
                         'BI': ('DejaVu Sans Mono Bold Oblique', DJ + 'DejaVuSansMono-BoldOblique.ttf')}),
    'arial': ('LabArial', {'': ('Liberation Sans', LB + 'LiberationSans-Regular.ttf'),
                           'B': ('Liberation Sans Bold', LB + 'LiberationSans-Bold.ttf'),
                           'I': ('Liberation Sans Italic', LB + 'LiberationSans-Italic.ttf'),
                           'BI': ('Liberation Sans Bold Italic', LB + 'LiberationSans-BoldItalic.ttf')}),
    'times': ('LabTimes', {'': ('Liberation Serif', LB + 'LiberationSerif-Regular.ttf'),
                           'B': ('Liberation Serif Bold', LB + 'LiberationSerif-Bold.ttf'),
                           'I': ('Liberation Serif Italic', LB + 'LiberationSerif-Italic.ttf'),
                           'BI': ('Liberation Serif Bold Italic', LB + 'LiberationSerif-BoldItalic.ttf')}),
    'courier': ('LabCourier', {'': ('Liberation Mono', LB + 'LiberationMono-Regular.ttf'),
                               'B': ('Liberation Mono Bold', LB + 'LiberationMono-Bold.ttf'),
                               'I': ('Liberation Mono Italic', LB + 'LiberationMono-Italic.ttf'),
                               'BI': ('Liberation Mono Bold Italic', LB + 'LiberationMono-BoldItalic.ttf')}),
}
PT = 0.352778  # mm per point


# --------------------------------------------------------------------------
# results
# --------------------------------------------------------------------------
@dataclass
class R:
    key: str
    name: str            # printed name; '\n' = explicit line break in print
    value: str           # value_text exactly as printed
    unit: str = ''
    ref: str = ''
    flag: str = ''
    date: Optional[str] = None
    loinc: Optional[str] = None
    alts: Optional[list] = None
    analyte: Optional[str] = None
    hdr_unit: bool = False   # unit printed only in a column header

    @property
    def pname(self):
        return ' '.join(p.strip() for p in self.name.split('\n'))

    def gold(self, default_date):
        an, code, alts = A[self.key]
        v, comp = parse_value(self.value)
        return {
            'printed_name': self.pname,
            'analyte': self.analyte or an,
            'loinc': self.loinc or code,
            'loinc_alternatives': list(self.alts if self.alts is not None else alts),
            'value': v,
            'value_text': self.value,
            'comparator': comp,
            'unit': self.unit,
            'collected_at': self.date or default_date,
        }


# --------------------------------------------------------------------------
# blocks
# --------------------------------------------------------------------------
@dataclass
class Title:
    text: str
    style: str = 'bar'      # bar | under | plain | center | boxed
    size: Optional[float] = None
    font: Optional[str] = None
    results: list = field(default_factory=list)


@dataclass
class Text:
    text: str
    size: Optional[float] = None
    italic: bool = False
    bold: bool = False
    align: str = 'l'
    font: Optional[str] = None
    results: list = field(default_factory=list)


@dataclass
class Seg:
    x: float                 # left edge, fraction of the block width
    text: str
    w: Optional[float] = None  # width fraction (needed for align r/c and leaders)
    align: str = 'l'
    bold: bool = False
    italic: bool = False
    size: Optional[float] = None
    leader: bool = False     # dotted filler after the text up to x+w


@dataclass
class Line:
    segs: list
    results: list = field(default_factory=list)
    size: Optional[float] = None
    lh: float = 1.32


@dataclass
class Lines:
    lines: list
    font: Optional[str] = None
    size: Optional[float] = None
    results: list = field(default_factory=list)


@dataclass
class Col:
    key: str
    header: str
    w: float
    align: str = 'l'
    wrap: bool = False       # word-wrap allowed (references); else explicit '\n' only
    bold: bool = False


@dataclass
class Row:
    cells: dict
    results: list = field(default_factory=list)
    kind: str = 'data'       # data | sub | note
    bold: bool = False


@dataclass
class Table:
    cols: list
    rows: list
    rules: str = 'hlines'    # grid | hlines | header | none | outer
    header: bool = True
    size: Optional[float] = None
    zebra: bool = False
    head_bg: Optional[str] = '#e4e4e4'
    valign: str = 'top'      # top | bottom
    font: Optional[str] = None
    padx: float = 1.2
    pady: float = 0.45
    lh: float = 1.22
    sub_bg: Optional[str] = None


@dataclass
class Columns:
    left: list
    right: list
    split: float = 0.5
    gap: float = 6.0
    divider: bool = False


@dataclass
class Box:
    blocks: list
    border: float = 0.3
    pad: float = 1.8
    bg: Optional[str] = None
    radius: float = 0


@dataclass
class Spacer:
    h: float


@dataclass
class Rule:
    thick: float = 0.3
    style: str = 'solid'     # solid | dashed | double
    color: str = '#000000'


@dataclass
class Brand:
    name: str
    sub: list                # small lines under the name
    logo: str = ''           # initials in the logo square ('' = no logo)
    right: list = field(default_factory=list)
    color: str = '#1a3d6d'
    name_size: float = 14
    sub_size: float = 7.2
    align: str = 'l'         # l | c
    logo_shape: str = 'square'   # square | circle


@dataclass
class Report:
    id: str
    lab: str
    collected_default: str
    pages: list
    header: object           # callable(page, n) -> list of blocks
    footer: object           # callable(page, n) -> list of blocks
    font: str = 'sans'
    size: float = 8.6
    margins: tuple = (10, 12, 10, 12)   # top right bottom left (mm)
    footer_h: float = 14.0
    meta: dict = field(default_factory=dict)
    title: str = 'Laudo'


def iter_results(blocks):
    for b in blocks:
        if isinstance(b, (Title, Text, Lines)):
            if isinstance(b, Lines):
                for ln in b.lines:
                    yield from ln.results
            yield from b.results
        elif isinstance(b, Table):
            for r in b.rows:
                yield from r.results
        elif isinstance(b, Columns):
            yield from iter_results(b.left)
            yield from iter_results(b.right)
        elif isinstance(b, Box):
            yield from iter_results(b.blocks)


def report_results(rep):
    out = []
    n = len(rep.pages)
    for i, page in enumerate(rep.pages):
        blocks = list(rep.header(i + 1, n)) + list(page) + list(rep.footer(i + 1, n))
        for r in iter_results(blocks):
            out.append((i + 1, r))
    return out


def gold_of(rep):
    res = [r.gold(rep.collected_default) for _, r in report_results(rep)]
    return {'lab': rep.lab, 'collected_at_default': rep.collected_default, 'results': res}


# --------------------------------------------------------------------------
# HTML renderer
# --------------------------------------------------------------------------
def esc(s):
    return _html.escape(s).replace('\n', '<br>')


def _css_fonts():
    out = []
    for key, (fam, styles) in FONTS.items():
        for st, (local, _f) in styles.items():
            wt = 'bold' if 'B' in st else 'normal'
            it = 'italic' if 'I' in st else 'normal'
            out.append("@font-face{font-family:'%s';src:local('%s');font-weight:%s;font-style:%s}"
                       % (fam, local, wt, it))
    return '\n'.join(out)


def fam(key):
    return "'%s'" % FONTS[key][0]


class HtmlR:
    def __init__(self, rep):
        self.rep = rep

    def size(self, s):
        return s if s is not None else self.rep.size

    def block(self, b):
        m = getattr(self, 'b_' + type(b).__name__)
        return m(b)

    def b_Title(self, b):
        sz = b.size or self.rep.size + 1.2
        f = ('font-family:%s;' % fam(b.font)) if b.font else ''
        cls = 'ti ti-' + b.style
        return '<div class="%s" style="%sfont-size:%.2fpt">%s</div>' % (cls, f, sz, esc(b.text))

    def b_Text(self, b):
        sz = self.size(b.size)
        st = 'font-size:%.2fpt;' % sz
        if b.italic:
            st += 'font-style:italic;'
        if b.bold:
            st += 'font-weight:bold;'
        if b.font:
            st += 'font-family:%s;' % fam(b.font)
        st += 'text-align:%s;' % {'l': 'left', 'r': 'right', 'c': 'center', 'j': 'justify'}[b.align]
        return '<div class="tx" style="%s">%s</div>' % (st, esc(b.text))

    def b_Lines(self, b):
        out = ['<div class="lines" style="%s">' % (('font-family:%s' % fam(b.font)) if b.font else '')]
        for ln in b.lines:
            sz = ln.size or b.size or self.rep.size
            h = sz * ln.lh
            out.append('<div class="ln" style="height:%.2fpt;font-size:%.2fpt;line-height:%.2fpt">' % (h, sz, h))
            for s in ln.segs:
                st = 'left:%.3f%%;' % (s.x * 100)
                if s.w is not None:
                    st += 'width:%.3f%%;' % (s.w * 100)
                if s.align != 'l':
                    st += 'text-align:%s;' % {'r': 'right', 'c': 'center'}[s.align]
                if s.bold:
                    st += 'font-weight:bold;'
                if s.italic:
                    st += 'font-style:italic;'
                if s.size:
                    st += 'font-size:%.2fpt;' % s.size
                if s.leader:
                    out.append('<span class="sg ld" style="%s"><span>%s</span><span class="dots"></span></span>'
                               % (st, esc(s.text)))
                else:
                    out.append('<span class="sg" style="%s">%s</span>' % (st, esc(s.text)))
            out.append('</div>')
        out.append('</div>')
        return ''.join(out)

    def b_Table(self, b):
        sz = self.size(b.size)
        f = ('font-family:%s;' % fam(b.font)) if b.font else ''
        tot = sum(c.w for c in b.cols)
        out = ['<table class="t r-%s%s" style="%sfont-size:%.2fpt;line-height:%.3f">'
               % (b.rules, ' zebra' if b.zebra else '', f, sz, b.lh)]
        out.append('<colgroup>' + ''.join('<col style="width:%.3f%%">' % (c.w / tot * 100) for c in b.cols)
                   + '</colgroup>')
        pad = 'padding:%.2fmm %.2fmm;' % (b.pady, b.padx)
        al = {'l': 'left', 'r': 'right', 'c': 'center'}
        if b.header:
            bg = ('background:%s;' % b.head_bg) if b.head_bg else ''
            out.append('<thead><tr>' + ''.join(
                '<th style="%s%stext-align:%s">%s</th>' % (pad, bg, al[c.align], esc(c.header)) for c in b.cols)
                + '</tr></thead>')
        out.append('<tbody>')
        va = 'vertical-align:%s;' % b.valign
        for r in b.rows:
            if r.kind in ('sub', 'note'):
                txt = r.cells.get('text', '')
                st = pad
                if r.kind == 'sub':
                    st += 'font-weight:bold;'
                    if b.sub_bg:
                        st += 'background:%s;' % b.sub_bg
                else:
                    st += 'font-style:italic;font-size:%.2fpt;' % (sz - 1)
                out.append('<tr class="%s"><td colspan="%d" style="%s">%s</td></tr>'
                           % (r.kind, len(b.cols), st, esc(txt)))
                continue
            tds = []
            for c in b.cols:
                st = pad + va + 'text-align:%s;' % al[c.align]
                if not c.wrap:
                    st += 'white-space:nowrap;'
                if c.bold or r.bold:
                    st += 'font-weight:bold;'
                tds.append('<td style="%s">%s</td>' % (st, esc(r.cells.get(c.key, ''))))
            out.append('<tr>' + ''.join(tds) + '</tr>')
        out.append('</tbody></table>')
        return ''.join(out)

    def b_Columns(self, b):
        l = ''.join(self.block(x) for x in b.left)
        r = ''.join(self.block(x) for x in b.right)
        div = 'border-left:0.25mm solid #777;padding-left:%.1fmm;' % (b.gap / 2) if b.divider else ''
        return ('<div class="cols" style="display:flex;gap:%.1fmm">'
                '<div style="width:calc(%.3f%% - %.2fmm)">%s</div>'
                '<div style="width:calc(%.3f%% - %.2fmm);%s">%s</div></div>'
                % (b.gap / (2 if b.divider else 1), b.split * 100, b.gap / 2, l,
                   (1 - b.split) * 100, b.gap / 2, div, r))

    def b_Box(self, b):
        inner = ''.join(self.block(x) for x in b.blocks)
        st = 'border:%.2fmm solid #222;padding:%.2fmm;' % (b.border, b.pad)
        if b.bg:
            st += 'background:%s;' % b.bg
        if b.radius:
            st += 'border-radius:%.1fmm;' % b.radius
        return '<div class="box" style="%s">%s</div>' % (st, inner)

    def b_Spacer(self, b):
        return '<div style="height:%.2fmm"></div>' % b.h

    def b_Rule(self, b):
        if b.style == 'double':
            return ('<div style="border-top:%.2fmm solid %s;border-bottom:%.2fmm solid %s;height:0.6mm;margin:0.8mm 0">'
                    '</div>' % (b.thick, b.color, b.thick, b.color))
        return '<div style="border-top:%.2fmm %s %s;margin:0.8mm 0"></div>' % (b.thick, b.style, b.color)

    def b_Brand(self, b):
        logo = ''
        if b.logo:
            rad = '50%' if b.logo_shape == 'circle' else '1.2mm'
            logo = ('<div class="logo" style="background:%s;border-radius:%s">%s</div>'
                    % (b.color, rad, esc(b.logo)))
        sub = ''.join('<div style="font-size:%.2fpt">%s</div>' % (b.sub_size, esc(s)) for s in b.sub)
        right = ''.join('<div style="font-size:%.2fpt">%s</div>' % (b.sub_size, esc(s)) for s in b.right)
        ta = 'center' if b.align == 'c' else 'left'
        return ('<div class="brand">%s<div class="bname" style="text-align:%s;flex:1">'
                '<div style="font-size:%.2fpt;font-weight:bold;color:%s">%s</div>%s</div>'
                '<div class="bright">%s</div></div>'
                % (logo, ta, b.name_size, b.color, esc(b.name), sub, right))

    def render(self):
        rep = self.rep
        t, r, bt, l = rep.margins
        famk = FONTS[rep.font][0]
        css = _css_fonts() + """
@page{size:A4;margin:0}
html,body{margin:0;padding:0}
body{font-family:'%s';font-size:%.2fpt;color:#111;font-variant-ligatures:none;
 -webkit-print-color-adjust:exact;print-color-adjust:exact}
.page{position:relative;width:210mm;height:297mm;overflow:hidden;box-sizing:border-box;
 padding:%.1fmm %.1fmm %.1fmm %.1fmm;page-break-after:always;break-after:page}
.page:last-child{page-break-after:auto;break-after:auto}
.footer{position:absolute;left:%.1fmm;right:%.1fmm;bottom:%.1fmm}
.ti{font-weight:bold;margin:1.2mm 0 0.8mm 0;line-height:1.25}
.ti-bar{background:#dcdcdc;padding:0.5mm 1.5mm}
.ti-under{border-bottom:0.35mm solid #222;padding-bottom:0.3mm}
.ti-center{text-align:center}
.ti-boxed{border:0.3mm solid #222;padding:0.5mm 1.5mm;text-align:center}
.tx{line-height:1.3;margin:0.6mm 0}
.ln{position:relative;white-space:pre}
.sg{position:absolute;top:0;white-space:pre}
.ld{display:flex;align-items:baseline}
.ld .dots{flex:1;border-bottom:0.25mm dotted #444;margin:0 1mm;min-width:2mm;height:0.7em}
table.t{width:100%%;border-collapse:collapse;margin:0.8mm 0 1.2mm 0;table-layout:fixed}
table.t th{font-weight:bold}
table.r-grid th,table.r-grid td{border:0.2mm solid #444}
table.r-hlines td{border-bottom:0.15mm solid #999}
table.r-hlines th{border-bottom:0.3mm solid #222;border-top:0.3mm solid #222}
table.r-header th{border-bottom:0.3mm solid #222}
table.r-header{border-bottom:0.3mm solid #222}
table.r-outer{border:0.3mm solid #222}
table.zebra tbody tr:nth-child(even) td{background:#efefef}
.box{margin:0.8mm 0 1.4mm 0}
.brand{display:flex;align-items:center;gap:3mm;margin-bottom:1mm}
.logo{width:15mm;height:15mm;color:#fff;font-weight:bold;font-size:13pt;display:flex;
 align-items:center;justify-content:center;flex:none}
.bright{text-align:right}
""" % (famk, rep.size, t, r, bt + rep.footer_h, l, l, r, bt)
        n = len(rep.pages)
        body = []
        for i, page in enumerate(rep.pages):
            body.append('<div class="page">')
            for b in list(rep.header(i + 1, n)) + list(page):
                body.append(self.block(b))
            body.append('<div class="footer">' + ''.join(self.block(b) for b in rep.footer(i + 1, n)) + '</div>')
            body.append('</div>')
        return ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8">\n<title>%s</title>\n'
                '<style>\n%s\n</style></head>\n<body>\n%s\n</body></html>\n'
                % (esc(rep.title), css, '\n'.join(body)))


# --------------------------------------------------------------------------
# fpdf2 renderer (independent layout code)
# --------------------------------------------------------------------------
def _rgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class PdfR:
    def __init__(self, rep):
        from fpdf import FPDF
        self.rep = rep
        pdf = FPDF(orientation='P', unit='mm', format='A4')
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        for key, (famname, styles) in FONTS.items():
            for st, (_local, path) in styles.items():
                pdf.add_font(famname, st, path)
        pdf.set_creator('labdev-h fpdf2 renderer')
        pdf.set_title(rep.title)
        self.pdf = pdf
        self.dry = False

    # ---- primitives
    def font(self, key=None, style='', size=None):
        key = key or self.cur_font
        self.pdf.set_font(FONTS[key][0], style, size or self.rep.size)

    def text(self, x, y, w, h, s, align='l'):
        if self.dry or not s:
            return
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, h, s, align={'l': 'L', 'r': 'R', 'c': 'C'}[align])

    def sw(self, s):
        return self.pdf.get_string_width(s)

    def wrap(self, s, width):
        out = []
        for para in s.split('\n'):
            words = para.split(' ')
            cur = ''
            for wd in words:
                cand = wd if not cur else cur + ' ' + wd
                if self.sw(cand) <= width or not cur:
                    cur = cand
                else:
                    out.append(cur)
                    cur = wd
            out.append(cur)
        return out

    # ---- blocks: each returns new y
    def block(self, b, x, w, y):
        return getattr(self, 'b_' + type(b).__name__)(b, x, w, y)

    def b_Title(self, b, x, w, y):
        sz = b.size or self.rep.size + 1.2
        self.font(b.font, 'B', sz)
        lh = sz * PT * 1.3
        y += 1.2
        h = lh + (1.0 if b.style in ('bar', 'boxed') else 0.3)
        if not self.dry:
            if b.style == 'bar':
                self.pdf.set_fill_color(220, 220, 220)
                self.pdf.rect(x, y, w, h, 'F')
            if b.style == 'boxed':
                self.pdf.set_line_width(0.3)
                self.pdf.rect(x, y, w, h, 'D')
        al = 'c' if b.style in ('center', 'boxed') else 'l'
        tx = x + (1.5 if b.style in ('bar', 'boxed') else 0)
        self.text(tx, y + (h - lh) / 2, w - 3 if al == 'l' else w, lh, b.text, al)
        y += h
        if b.style == 'under' and not self.dry:
            self.pdf.set_line_width(0.35)
            self.pdf.line(x, y, x + w, y)
        return y + 0.8

    def b_Text(self, b, x, w, y):
        sz = b.size or self.rep.size
        st = ('B' if b.bold else '') + ('I' if b.italic else '')
        self.font(b.font, st, sz)
        lh = sz * PT * 1.3
        y += 0.6
        for ln in self.wrap(b.text, w):
            self.text(x, y, w, lh, ln, 'c' if b.align == 'c' else ('r' if b.align == 'r' else 'l'))
            y += lh
        return y + 0.6

    def b_Lines(self, b, x, w, y):
        for ln in b.lines:
            sz = ln.size or b.size or self.rep.size
            h = sz * PT * ln.lh
            for s in ln.segs:
                self.font(b.font, ('B' if s.bold else '') + ('I' if s.italic else ''), s.size or sz)
                sx = x + s.x * w
                sw = (s.w * w) if s.w is not None else (w - s.x * w)
                if s.leader:
                    self.text(sx, y, sw, h, s.text, 'l')
                    if not self.dry:
                        x0 = sx + self.sw(s.text) + 1.0
                        x1 = sx + sw - 1.0
                        if x1 > x0:
                            self.pdf.set_line_width(0.2)
                            self.pdf.set_dash_pattern(dash=0.25, gap=0.6)
                            yy = y + h * 0.72
                            self.pdf.line(x0, yy, x1, yy)
                            self.pdf.set_dash_pattern()
                else:
                    self.text(sx, y, sw, h, s.text, s.align)
            y += h
        return y

    def b_Table(self, b, x, w, y):
        sz = b.size or self.rep.size
        lh = sz * PT * b.lh
        tot = sum(c.w for c in b.cols)
        ws = [c.w / tot * w for c in b.cols]
        xs = [x + sum(ws[:i]) for i in range(len(ws))]
        y += 0.8
        pdf = self.pdf
        fk = b.font

        def cell_lines(c, txt, cw, bold):
            self.font(fk, 'B' if bold else '', sz)
            if c.wrap:
                return self.wrap(txt, cw - 2 * b.padx)
            return txt.split('\n')

        top = y
        if b.header:
            hl = [cell_lines(c, c.header, ws[i], True) for i, c in enumerate(b.cols)]
            rh = max(len(v) for v in hl) * lh + 2 * b.pady
            if not self.dry:
                if b.head_bg:
                    pdf.set_fill_color(*_rgb(b.head_bg))
                    pdf.rect(x, y, w, rh, 'F')
                pdf.set_line_width(0.2)
                if b.rules == 'grid':
                    for i in range(len(ws)):
                        pdf.rect(xs[i], y, ws[i], rh, 'D')
                if b.rules == 'hlines':
                    pdf.set_line_width(0.3)
                    pdf.line(x, y, x + w, y)
                    pdf.line(x, y + rh, x + w, y + rh)
                if b.rules == 'header':
                    pdf.set_line_width(0.3)
                    pdf.line(x, y + rh, x + w, y + rh)
            self.font(fk, 'B', sz)
            for i, c in enumerate(b.cols):
                for k, t in enumerate(hl[i]):
                    self.text(xs[i] + b.padx, y + b.pady + k * lh, ws[i] - 2 * b.padx, lh, t, c.align)
            y += rh
        data_i = 0
        for r in b.rows:
            if r.kind in ('sub', 'note'):
                st = 'B' if r.kind == 'sub' else 'I'
                s2 = sz if r.kind == 'sub' else sz - 1
                self.font(fk, st, s2)
                lines = self.wrap(r.cells.get('text', ''), w - 2 * b.padx)
                l2 = s2 * PT * b.lh
                rh = len(lines) * l2 + 2 * b.pady
                if not self.dry:
                    if r.kind == 'sub' and b.sub_bg:
                        pdf.set_fill_color(*_rgb(b.sub_bg))
                        pdf.rect(x, y, w, rh, 'F')
                    if b.rules == 'grid':
                        pdf.set_line_width(0.2)
                        pdf.rect(x, y, w, rh, 'D')
                for k, t in enumerate(lines):
                    self.text(x + b.padx, y + b.pady + k * l2, w - 2 * b.padx, l2, t, 'l')
                y += rh
                continue
            cl = [cell_lines(c, r.cells.get(c.key, ''), ws[i], c.bold or r.bold) for i, c in enumerate(b.cols)]
            nmax = max(len(v) for v in cl)
            rh = nmax * lh + 2 * b.pady
            if not self.dry:
                if b.zebra and data_i % 2 == 1:
                    pdf.set_fill_color(239, 239, 239)
                    pdf.rect(x, y, w, rh, 'F')
                pdf.set_line_width(0.2)
                if b.rules == 'grid':
                    for i in range(len(ws)):
                        pdf.rect(xs[i], y, ws[i], rh, 'D')
                elif b.rules == 'hlines':
                    pdf.set_line_width(0.15)
                    pdf.set_draw_color(150, 150, 150)
                    pdf.line(x, y + rh, x + w, y + rh)
                    pdf.set_draw_color(0, 0, 0)
            for i, c in enumerate(b.cols):
                self.font(fk, 'B' if (c.bold or r.bold) else '', sz)
                off = (nmax - len(cl[i])) * lh if b.valign == 'bottom' else 0
                for k, t in enumerate(cl[i]):
                    self.text(xs[i] + b.padx, y + b.pady + off + k * lh, ws[i] - 2 * b.padx, lh, t, c.align)
            y += rh
            data_i += 1
        if not self.dry:
            if b.rules == 'header':
                pdf.set_line_width(0.3)
                pdf.line(x, y, x + w, y)
            if b.rules == 'outer':
                pdf.set_line_width(0.3)
                pdf.rect(x, top, w, y - top, 'D')
        return y + 1.2

    def b_Columns(self, b, x, w, y):
        g = b.gap
        wl = w * b.split - g / 2
        wr = w * (1 - b.split) - g / 2
        y0 = y
        yl = y
        for bl in b.left:
            yl = self.block(bl, x, wl, yl)
        yr = y
        xr = x + wl + g
        for bl in b.right:
            yr = self.block(bl, xr, wr, yr)
        ye = max(yl, yr)
        if b.divider and not self.dry:
            self.pdf.set_line_width(0.25)
            self.pdf.set_draw_color(119, 119, 119)
            self.pdf.line(x + wl + g / 2, y0, x + wl + g / 2, ye)
            self.pdf.set_draw_color(0, 0, 0)
        return ye

    def b_Box(self, b, x, w, y):
        y += 0.8
        y0 = y
        dry = self.dry
        # measure first, then paint background, then draw content
        self.dry = True
        yy = y + b.pad
        for bl in b.blocks:
            yy = self.block(bl, x + b.pad, w - 2 * b.pad, yy)
        h = yy - y + b.pad
        self.dry = dry
        if not self.dry:
            if b.bg:
                self.pdf.set_fill_color(*_rgb(b.bg))
                self.pdf.rect(x, y0, w, h, 'F')
        yy = y + b.pad
        for bl in b.blocks:
            yy = self.block(bl, x + b.pad, w - 2 * b.pad, yy)
        if not self.dry:
            self.pdf.set_line_width(b.border)
            if b.radius:
                self.pdf.rect(x, y0, w, h, 'D', round_corners=True, corner_radius=b.radius)
            else:
                self.pdf.rect(x, y0, w, h, 'D')
        return y0 + h + 1.4

    def b_Spacer(self, b, x, w, y):
        return y + b.h

    def b_Rule(self, b, x, w, y):
        y += 0.8
        if not self.dry:
            self.pdf.set_draw_color(*_rgb(b.color))
            self.pdf.set_line_width(b.thick)
            if b.style == 'dashed':
                self.pdf.set_dash_pattern(dash=1.2, gap=0.8)
            self.pdf.line(x, y, x + w, y)
            if b.style == 'double':
                self.pdf.line(x, y + 0.6 + b.thick, x + w, y + 0.6 + b.thick)
            self.pdf.set_dash_pattern()
            self.pdf.set_draw_color(0, 0, 0)
        return y + (1.4 + b.thick if b.style == 'double' else 0.8)

    def b_Brand(self, b, x, w, y):
        h = 15.0
        tx = x
        if b.logo:
            if not self.dry:
                self.pdf.set_fill_color(*_rgb(b.color))
                if b.logo_shape == 'circle':
                    self.pdf.ellipse(x, y, h, h, 'F')
                else:
                    self.pdf.rect(x, y, h, h, 'F', round_corners=True, corner_radius=1.2)
                self.pdf.set_text_color(255, 255, 255)
                self.font(None, 'B', 13)
                self.text(x, y, h, h, b.logo, 'c')
                self.pdf.set_text_color(0, 0, 0)
            tx = x + h + 3
        rw = 0
        if b.right:
            self.font(None, '', b.sub_size)
            rw = max(self.sw(s) for s in b.right) + 1
        nw = x + w - rw - tx
        nlh = b.name_size * PT * 1.25
        slh = b.sub_size * PT * 1.25
        self.font(None, 'B', b.name_size)
        nlines = self.wrap(b.name, nw)
        block_h = nlh * len(nlines) + slh * len(b.sub)
        yy = y + max(0, (h - block_h) / 2) if b.logo else y
        al = 'c' if b.align == 'c' else 'l'
        if not self.dry:
            self.pdf.set_text_color(*_rgb(b.color))
        self.font(None, 'B', b.name_size)
        for nl in nlines:
            self.text(tx, yy, nw, nlh, nl, al)
            yy += nlh
        if not self.dry:
            self.pdf.set_text_color(17, 17, 17)
        self.font(None, '', b.sub_size)
        for s in b.sub:
            self.text(tx, yy, nw, slh, s, al)
            yy += slh
        ry = y + (max(0, (h - slh * len(b.right)) / 2) if b.logo else 0)
        for s in b.right:
            self.text(x + w - rw, ry, rw, slh, s, 'r')
            ry += slh
        return max(yy, ry, y + (h if b.logo else 0)) + 1.0

    # ---- page assembly
    def render(self, out_path):
        rep = self.rep
        self.cur_font = rep.font
        t, r, bt, l = rep.margins
        w = 210 - l - r
        n = len(rep.pages)
        pdf = self.pdf
        for i, page in enumerate(rep.pages):
            pdf.add_page()
            pdf.set_text_color(17, 17, 17)
            y = t
            for b in list(rep.header(i + 1, n)) + list(page):
                y = self.block(b, l, w, y)
            limit = 297 - bt - rep.footer_h
            if y > limit + 0.01:
                raise ValueError('%s page %d overflows in fpdf: y=%.1f > %.1f' % (rep.id, i + 1, y, limit))
            # footer anchored at the bottom
            self.dry = True
            fy = 0
            for b in rep.footer(i + 1, n):
                fy = self.block(b, l, w, fy)
            self.dry = False
            yf = 297 - bt - fy
            for b in rep.footer(i + 1, n):
                yf = self.block(b, l, w, yf)
        pdf.output(out_path)


def used_chars(rep):
    """All characters the report prints (for glyph coverage checks)."""
    html = HtmlR(rep).render()
    import re
    txt = re.sub(r'<style>.*?</style>', '', html, flags=re.S)
    txt = re.sub(r'<[^>]+>', '', txt)
    return set(_html.unescape(txt))
