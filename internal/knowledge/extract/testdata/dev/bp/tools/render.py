"""HTML (for Chromium) and fpdf2 renderers driven by the same report model."""
import html
from fpdf import FPDF
from model import R, Section, Table, Leaders, Block, Note, Spacer, TwoCol, br

PT = 0.3528  # mm per point
FONTS = {
    'sans':   ('DejaVu Sans', 'DejaVuSans', 'Oblique'),
    'serif':  ('DejaVu Serif', 'DejaVuSerif', 'Italic'),
    'cond':   ('DejaVu Sans Condensed', 'DejaVuSansCondensed', 'Oblique'),
    'serifc': ('DejaVu Serif Condensed', 'DejaVuSerifCondensed', 'Italic'),
    'mono':   ('DejaVu Sans Mono', 'DejaVuSansMono', 'Oblique'),
}
FDIR = '/usr/share/fonts/truetype/dejavu/'


class Geo:
    def __init__(self, st):
        self.st = st
        self.fs = st.get('fs', 9)
        self.lh = round(self.fs * PT * 1.32, 2)      # line height, mm
        self.mx = st.get('mx', 13)
        self.my = st.get('my', 10)
        self.cw = 210 - 2 * self.mx
        self.acc = st.get('accent', '#1f4e79')
        self.hdr_h = st.get('hdr_h', 24)
        self.pad = 0.5

    def rgb(self, h=None):
        h = (h or self.acc).lstrip('#')
        return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def e(t):
    return html.escape(t).replace('\n', '<br>')


def nlines(t):
    return t.count('\n') + 1


# =====================================================================  HTML
def css(rep, g):
    st = rep.style
    fam = FONTS[st.get('font', 'sans')][0]
    acc = g.acc
    sect = st.get('sect', 'bar')
    sect_css = {
        'bar': f'background:{acc};color:#fff;padding-left:1.5mm;font-weight:bold;',
        'under': f'border-bottom:0.35mm solid {acc};color:{acc};font-weight:bold;',
        'plain': 'font-weight:bold;text-decoration:underline;',
        'caps': f'font-weight:bold;letter-spacing:0.3mm;color:{acc};border-top:0.2mm solid #888;border-bottom:0.2mm solid #888;',
    }[sect]
    return f"""
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin:0; font-family:'{fam}'; font-size:{g.fs}pt; line-height:{g.lh}mm; color:#111; }}
.page {{ width:210mm; height:296.6mm; padding:{g.my}mm {g.mx}mm 0 {g.mx}mm; position:relative; overflow:hidden; break-after:page; }}
.page:last-child {{ break-after:auto; }}
.hdr {{ height:{g.hdr_h}mm; position:relative; }}
.hdr .nm {{ position:absolute; font-weight:bold; white-space:nowrap; }}
.hdr .ln {{ position:absolute; font-size:{g.fs-2}pt; line-height:{g.lh*0.8:.2f}mm; white-space:nowrap; }}
table {{ border-collapse:collapse; table-layout:fixed; }}
td, th {{ padding:{g.pad}mm 1mm; white-space:nowrap; vertical-align:top; font-weight:normal; text-align:left; overflow:visible; }}
.pat {{ width:{g.cw}mm; margin-bottom:2mm; }}
.pat td {{ font-size:{g.fs-0.5}pt; }}
.pat.box {{ border:0.3mm solid #555; }}
.pat .lb {{ font-weight:bold; }}
.sec {{ {sect_css} height:{g.lh*1.35:.2f}mm; line-height:{g.lh*1.35:.2f}mm; margin-top:2mm; font-size:{g.fs+0.5}pt; white-space:nowrap; overflow:visible; position:relative; }}
.sec .sub {{ position:absolute; right:1mm; font-weight:normal; font-size:{g.fs-1.5}pt; }}
.tb.ruled td, .tb.ruled th {{ border:0.2mm solid #777; }}
.tb th {{ font-weight:bold; }}
.tb.hr th {{ border-bottom:0.3mm solid #333; }}
.tb tr.z td {{ background:#eef2f6; }}
.tb td.sub {{ font-weight:bold; font-style:italic; }}
.v {{ font-weight:bold; }}
.flag {{ font-weight:bold; color:#b00; }}
.note {{ font-size:{g.fs-1.5}pt; line-height:{g.lh*0.85:.2f}mm; font-style:italic; color:#333; margin-top:1mm; white-space:nowrap; }}
.ld {{ display:flex; height:{g.lh+0.8:.2f}mm; align-items:flex-start; padding-top:0.4mm; }}
.ld .lz {{ display:flex; }}
.ld .fill {{ flex:1; border-bottom:0.35mm dotted #555; margin:0 1mm {g.lh*0.3:.2f}mm 1mm; }}
.ld span {{ white-space:nowrap; }}
.blk {{ margin-top:1.5mm; }}
.blk .bh {{ font-weight:bold; height:{g.lh*1.2:.2f}mm; line-height:{g.lh*1.2:.2f}mm; white-space:nowrap; }}
.blk .bm {{ font-size:{g.fs-1.5}pt; height:{g.lh*0.9:.2f}mm; line-height:{g.lh*0.9:.2f}mm; color:#333; white-space:nowrap; }}
.blk .bz {{ display:flex; }}
.blk .bz div {{ white-space:nowrap; }}
.two {{ display:flex; }}
.foot {{ position:absolute; left:{g.mx}mm; right:{g.mx}mm; bottom:6mm; font-size:{g.fs-2}pt; line-height:{g.lh*0.8:.2f}mm; border-top:0.2mm solid #999; padding-top:0.8mm; }}
.foot .pg {{ position:absolute; right:0; top:0.8mm; }}
.sig {{ margin-top:5mm; font-size:{g.fs-1}pt; line-height:{g.lh*0.9:.2f}mm; white-space:nowrap; }}
"""


def html_header(rep, g):
    st = rep.style
    v = st.get('header', 'left')
    acc = g.acc
    nfs = g.fs + st.get('name_plus', 7)
    o = [f'<div class="hdr">']
    L = rep.header_lines
    if v == 'band':
        o.append(f'<div style="position:absolute;left:0;top:0;width:{g.cw}mm;height:12mm;background:{acc}"></div>')
        o.append(f'<div class="nm" style="left:3mm;top:2mm;font-size:{nfs}pt;line-height:8mm;color:#fff">{e(rep.lab)}</div>')
        for i, ln in enumerate(L):
            o.append(f'<div class="ln" style="left:0;top:{13.5 + i * g.lh * 0.8:.2f}mm">{e(ln)}</div>')
    elif v == 'left':
        o.append(f'<div class="nm" style="left:0;top:1mm;font-size:{nfs}pt;line-height:9mm;color:{acc}">{e(rep.lab)}</div>')
        for i, ln in enumerate(L):
            o.append(f'<div class="ln" style="right:0;top:{10 + i * g.lh * 0.8:.2f}mm;text-align:right">{e(ln)}</div>')
        o.append(f'<div style="position:absolute;left:0;top:{g.hdr_h - 2}mm;width:{g.cw}mm;border-top:0.6mm solid {acc}"></div>')
    elif v == 'center':
        o.append(f'<div class="nm" style="left:0;width:{g.cw}mm;text-align:center;top:0;font-size:{nfs}pt;line-height:8mm;color:{acc}">{e(rep.lab)}</div>')
        for i, ln in enumerate(L):
            o.append(f'<div class="ln" style="left:0;width:{g.cw}mm;text-align:center;top:{8.5 + i * g.lh * 0.8:.2f}mm">{e(ln)}</div>')
        o.append(f'<div style="position:absolute;left:0;top:{g.hdr_h - 2.5}mm;width:{g.cw}mm;border-top:0.25mm solid #333;border-bottom:0.25mm solid #333;height:1mm"></div>')
    elif v == 'box':
        o.append(f'<div style="position:absolute;left:0;top:0;width:{g.cw}mm;height:{g.hdr_h - 2}mm;border:0.4mm solid {acc}"></div>')
        o.append(f'<div class="nm" style="left:3mm;top:1.5mm;font-size:{nfs}pt;line-height:8mm;color:{acc}">{e(rep.lab)}</div>')
        for i, ln in enumerate(L):
            o.append(f'<div class="ln" style="left:3mm;top:{10 + i * g.lh * 0.8:.2f}mm">{e(ln)}</div>')
    o.append('</div>')
    return ''.join(o)


def html_patient(rep, g):
    box = ' box' if rep.style.get('pbox', True) else ''
    ncol = max(len(r) for r in rep.patient)
    w = g.cw / ncol
    o = [f'<table class="pat{box}"><colgroup>' + ''.join(f'<col style="width:{w:.2f}mm">' for _ in range(ncol)) + '</colgroup>']
    for row in rep.patient:
        o.append('<tr>')
        for lab, val in row:
            o.append(f'<td><span class="lb">{e(lab)}:</span> {e(val)}</td>')
        o.append('</tr>')
    o.append('</table>')
    return ''.join(o)


def html_val(r, bold=True, unit=False):
    s = f'<span class="v">{e(r.vt)}</span>' if bold else e(r.vt)
    if unit and r.unit:
        s += ' ' + e(r.unit)
    if r.flag:
        s += f' <span class="flag">{e(r.flag)}</span>'
    return s


def html_items(items, g, width):
    o = []
    for it in items:
        if isinstance(it, Section):
            sub = f'<span class="sub">{e(it.sub)}</span>' if it.sub else ''
            o.append(f'<div class="sec" style="width:{width:.2f}mm">{e(it.title)}{sub}</div>')
        elif isinstance(it, Spacer):
            o.append(f'<div style="height:{it.h}mm"></div>')
        elif isinstance(it, Note):
            o.append(f'<div class="note">{e(it.text)}</div>')
        elif isinstance(it, Table):
            cls = 'tb' + (' ruled' if it.ruled else '') + (' hr' if it.head_rule else '')
            al = it.aligns or 'L' * len(it.widths)
            A = {'L': 'left', 'C': 'center', 'R': 'right'}
            o.append(f'<table class="{cls}" style="width:{sum(it.widths):.2f}mm"><colgroup>' +
                     ''.join(f'<col style="width:{w:.2f}mm">' for w in it.widths) + '</colgroup>')
            if any(it.head):
                o.append('<tr>' + ''.join(f'<th style="text-align:{A[al[i]]}">{e(h)}</th>' for i, h in enumerate(it.head)) + '</tr>')
            for ri, row in enumerate(it.rows):
                if isinstance(row, tuple):
                    o.append(f'<tr><td class="sub" colspan="{len(it.widths)}">{e(row[1])}</td></tr>')
                    continue
                z = ' class="z"' if it.zebra and ri % 2 else ''
                cells = []
                for i, c in enumerate(row):
                    if isinstance(c, R):
                        cells.append(f'<td style="text-align:{A[al[i]]}">{html_val(c, it.bold_vals, it.val_unit)}</td>')
                    else:
                        cells.append(f'<td style="text-align:{A[al[i]]}">{e(c)}</td>')
                o.append(f'<tr{z}>' + ''.join(cells) + '</tr>')
            o.append('</table>')
        elif isinstance(it, Leaders):
            for r, ref in it.rows:
                o.append(f'<div class="ld"><div class="lz" style="width:{it.w_lead}mm"><span>{e(r.printed_name)}</span>'
                         f'<span class="fill"></span><span>{html_val(r)}</span></div>'
                         f'<span style="width:{it.w_unit}mm;padding-left:1.5mm">{e(r.unit)}</span>'
                         f'<span style="width:{it.w_ref}mm;font-size:{g.fs - 1}pt">{e(ref)}</span></div>')
        elif isinstance(it, Block):
            o.append('<div class="blk">')
            o.append(f'<div class="bh">{e(it.heading)}</div>')
            for m in it.meta:
                o.append(f'<div class="bm">{e(m)}</div>')
            n = max(len(it.results), len(it.ref))
            left = ''.join(f'<div>{e(lab)}: {html_val(r)} {e(r.unit)}</div>' for lab, r in it.results)
            right = ''.join(f'<div style="font-size:{g.fs - 1}pt">{e(x)}</div>' for x in it.ref)
            o.append(f'<div class="bz" style="height:{n * g.lh:.2f}mm"><div style="width:{it.w_left}mm">{left}</div><div>{right}</div></div>')
            o.append('</div>')
        elif isinstance(it, TwoCol):
            cw = (width - it.gap) / 2
            o.append(f'<div class="two"><div style="width:{cw:.2f}mm">{html_items(it.left, g, cw)}</div>'
                     f'<div style="width:{it.gap}mm"></div><div style="width:{cw:.2f}mm">{html_items(it.right, g, cw)}</div></div>')
    return ''.join(o)


def render_html(rep):
    g = Geo(rep.style)
    N = len(rep.pages)
    o = ['<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">',
         f'<title>{e(rep.lab)} - {rep.rid}</title><style>{css(rep, g)}</style></head><body>']
    for pno, pg in enumerate(rep.pages, 1):
        o.append('<div class="page">')
        o.append(html_header(rep, g))
        o.append(html_patient(rep, g))
        o.append(html_items(pg.items, g, g.cw))
        if pno == N:
            o.append('<div class="sig">' + '<br>'.join(e(s) for s in rep.signature) + '</div>')
        o.append(f'<div class="foot">{e(rep.footer)}<span class="pg">Página {pno} de {N}</span></div>')
        o.append('</div>')
    o.append('</body></html>')
    return '\n'.join(o)


# =====================================================================  fpdf2
class PDF(FPDF):
    pass


class PdfR:
    def __init__(self, rep):
        self.rep = rep
        self.g = Geo(rep.style)
        self.pdf = PDF(unit='mm', format='A4')
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(0, 0, 0)
        key = rep.style.get('font', 'sans')
        fam, base, it = FONTS[key]
        self.f = 'F'
        self.pdf.add_font('F', '', FDIR + base + '.ttf')
        self.pdf.add_font('F', 'B', FDIR + base + '-Bold.ttf')
        self.pdf.add_font('F', 'I', FDIR + base + '-' + it + '.ttf')
        self.pdf.add_font('F', 'BI', FDIR + base + '-Bold' + it + '.ttf')
        self.pdf.add_font('FB', '', FDIR + 'DejaVuSans.ttf')
        self.pdf.set_fallback_fonts(['FB'])
        self.warn = []

    def font(self, style='', size=None):
        self.pdf.set_font(self.f, style, size or self.g.fs)

    def color(self, rgb=(17, 17, 17)):
        self.pdf.set_text_color(*rgb)

    def text(self, x, ytop, s, style='', size=None, w=None, align='L', lh=None, rgb=(17, 17, 17)):
        """draw (possibly multi-line) text whose first line box starts at ytop."""
        g = self.g
        size = size or g.fs
        lh = lh or g.lh
        self.font(style, size)
        self.color(rgb)
        for i, ln in enumerate(s.split('\n')):
            sw = self.pdf.get_string_width(ln)
            if w is not None and sw > w + 0.5:
                self.warn.append(f'{self.rep.rid}: "{ln}" {sw:.1f}>{w:.1f}')
            xx = x
            if align == 'R' and w is not None:
                xx = x + w - sw
            elif align == 'C' and w is not None:
                xx = x + (w - sw) / 2
            base = ytop + i * lh + lh / 2 + size * PT * 0.35
            if ln:
                self.pdf.text(xx, base, ln)
        return sw

    def val(self, x, ytop, r, w, align, bold=True, unit=False):
        g = self.g
        self.font('B' if bold else '')
        s1 = self.pdf.get_string_width(r.vt)
        self.font('')
        su = self.pdf.get_string_width(' ' + r.unit) if (unit and r.unit) else 0
        self.font('B')
        s2 = self.pdf.get_string_width(' ' + r.flag) if r.flag else 0
        tot = s1 + s2 + su
        if align == 'R':
            x0 = x + w - tot
        elif align == 'C':
            x0 = x + (w - tot) / 2
        else:
            x0 = x
        if tot > w + 0.5:
            self.warn.append(f'{self.rep.rid}: value {r.vt} too wide')
        self.text(x0, ytop, r.vt, 'B' if bold else '')
        if su:
            self.text(x0 + s1, ytop, ' ' + r.unit)
        if r.flag:
            self.text(x0 + s1 + su, ytop, ' ' + r.flag, 'B', rgb=(176, 0, 0))
        return tot

    def header(self):
        g, rep, pdf = self.g, self.rep, self.pdf
        st = rep.style
        x0, y0 = g.mx, g.my
        v = st.get('header', 'left')
        nfs = g.fs + st.get('name_plus', 7)
        acc = g.rgb()
        L = rep.header_lines
        sl = g.lh * 0.8
        if v == 'band':
            pdf.set_fill_color(*acc)
            pdf.rect(x0, y0, g.cw, 12, 'F')
            self.text(x0 + 3, y0 + 2, rep.lab, 'B', nfs, lh=8, rgb=(255, 255, 255))
            for i, ln in enumerate(L):
                self.text(x0, y0 + 13.5 + i * sl, ln, '', g.fs - 2, lh=sl)
        elif v == 'left':
            self.text(x0, y0 + 1, rep.lab, 'B', nfs, lh=9, rgb=acc)
            for i, ln in enumerate(L):
                self.text(x0, y0 + 10 + i * sl, ln, '', g.fs - 2, w=g.cw, align='R', lh=sl)
            pdf.set_draw_color(*acc)
            pdf.set_line_width(0.6)
            pdf.line(x0, y0 + g.hdr_h - 2, x0 + g.cw, y0 + g.hdr_h - 2)
        elif v == 'center':
            self.text(x0, y0, rep.lab, 'B', nfs, w=g.cw, align='C', lh=8, rgb=acc)
            for i, ln in enumerate(L):
                self.text(x0, y0 + 8.5 + i * sl, ln, '', g.fs - 2, w=g.cw, align='C', lh=sl)
            pdf.set_draw_color(51, 51, 51)
            pdf.set_line_width(0.25)
            yy = y0 + g.hdr_h - 2.5
            pdf.line(x0, yy, x0 + g.cw, yy)
            pdf.line(x0, yy + 1.25, x0 + g.cw, yy + 1.25)
        elif v == 'box':
            pdf.set_draw_color(*acc)
            pdf.set_line_width(0.4)
            pdf.rect(x0, y0, g.cw, g.hdr_h - 2)
            self.text(x0 + 3, y0 + 1.5, rep.lab, 'B', nfs, lh=8, rgb=acc)
            for i, ln in enumerate(L):
                self.text(x0 + 3, y0 + 10 + i * sl, ln, '', g.fs - 2, lh=sl)
        return y0 + g.hdr_h

    def patient(self, y):
        g, rep, pdf = self.g, self.rep, self.pdf
        ncol = max(len(r) for r in rep.patient)
        w = g.cw / ncol
        rh = g.lh + 2 * g.pad
        y0 = y
        for row in rep.patient:
            for i, (lab, val) in enumerate(row):
                x = g.mx + i * w + 1
                self.font('B', g.fs - 0.5)
                sw = pdf.get_string_width(lab + ':')
                self.text(x, y + g.pad, lab + ':', 'B', g.fs - 0.5)
                self.text(x + sw + pdf.get_string_width(' ') * 0, y + g.pad, ' ' + val, '', g.fs - 0.5)
            y += rh
        if rep.style.get('pbox', True):
            pdf.set_draw_color(85, 85, 85)
            pdf.set_line_width(0.3)
            pdf.rect(g.mx, y0, g.cw, y - y0)
        return y + 2

    def items(self, items, x, y, width):
        g, pdf = self.g, self.pdf
        st = self.rep.style
        for it in items:
            if isinstance(it, Section):
                y += 2
                h = g.lh * 1.35
                sect = st.get('sect', 'bar')
                acc = g.rgb()
                if sect == 'bar':
                    pdf.set_fill_color(*acc)
                    pdf.rect(x, y, width, h, 'F')
                    self.text(x + 1.5, y, it.title, 'B', g.fs + 0.5, lh=h, rgb=(255, 255, 255))
                    rgb2 = (255, 255, 255)
                elif sect == 'under':
                    self.text(x, y, it.title, 'B', g.fs + 0.5, lh=h, rgb=acc)
                    pdf.set_draw_color(*acc); pdf.set_line_width(0.35)
                    pdf.line(x, y + h, x + width, y + h)
                    rgb2 = acc
                elif sect == 'plain':
                    sw = self.text(x, y, it.title, 'B', g.fs + 0.5, lh=h)
                    pdf.set_draw_color(17, 17, 17); pdf.set_line_width(0.2)
                    pdf.line(x, y + h * 0.5 + (g.fs + 0.5) * PT * 0.5, x + sw, y + h * 0.5 + (g.fs + 0.5) * PT * 0.5)
                    rgb2 = (17, 17, 17)
                else:
                    pdf.set_draw_color(136, 136, 136); pdf.set_line_width(0.2)
                    pdf.line(x, y, x + width, y); pdf.line(x, y + h, x + width, y + h)
                    self.text(x, y, it.title, 'B', g.fs + 0.5, lh=h, rgb=acc)
                    rgb2 = acc
                if it.sub:
                    self.text(x, y, it.sub, '', g.fs - 1.5, w=width - 1, align='R', lh=h, rgb=rgb2)
                y += h
            elif isinstance(it, Spacer):
                y += it.h
            elif isinstance(it, Note):
                nl = g.lh * 0.85
                y += 1
                self.text(x, y, it.text, 'I', g.fs - 1.5, lh=nl, rgb=(51, 51, 51))
                y += nl * nlines(it.text)
            elif isinstance(it, Table):
                y = self.table(it, x, y)
            elif isinstance(it, Leaders):
                rh = g.lh + 0.8
                for r, ref in it.rows:
                    yt = y + 0.4
                    sw = self.text(x, yt, r.printed_name)
                    self.font('B')
                    vw = pdf.get_string_width(r.vt) + (pdf.get_string_width(' ' + r.flag) if r.flag else 0)
                    vx = x + it.w_lead - vw
                    pdf.set_draw_color(85, 85, 85); pdf.set_line_width(0.3)
                    pdf.set_dash_pattern(dash=0.35, gap=0.7)
                    ly = yt + g.lh * 0.75
                    pdf.line(x + sw + 1, ly, vx - 1, ly)
                    pdf.set_dash_pattern()
                    self.val(vx, yt, r, vw + 0.1, 'L')
                    self.text(x + it.w_lead + 1.5, yt, r.unit, w=it.w_unit - 1.5)
                    self.text(x + it.w_lead + it.w_unit, yt, ref, '', g.fs - 1, w=it.w_ref)
                    y += rh
            elif isinstance(it, Block):
                y += 1.5
                self.text(x, y, it.heading, 'B', lh=g.lh * 1.2)
                y += g.lh * 1.2
                for m in it.meta:
                    self.text(x, y, m, '', g.fs - 1.5, lh=g.lh * 0.9, rgb=(51, 51, 51))
                    y += g.lh * 0.9
                for i, (lab, r) in enumerate(it.results):
                    yy = y + i * g.lh
                    sw = self.text(x, yy, lab + ': ')
                    vw = self.val(x + sw, yy, r, 60, 'L')
                    if r.unit:
                        self.text(x + sw + vw, yy, ' ' + r.unit)
                for i, ln in enumerate(it.ref):
                    self.text(x + it.w_left, y + i * g.lh, ln, '', g.fs - 1, w=width - it.w_left)
                y += max(len(it.results), len(it.ref)) * g.lh
            elif isinstance(it, TwoCol):
                cw = (width - it.gap) / 2
                y1 = self.items(it.left, x, y, cw)
                y2 = self.items(it.right, x + cw + it.gap, y, cw)
                y = max(y1, y2)
        return y

    def table(self, t, x, y):
        g, pdf = self.g, self.pdf
        al = t.aligns or 'L' * len(t.widths)
        xs = [x]
        for w in t.widths:
            xs.append(xs[-1] + w)
        W = sum(t.widths)
        pdf.set_draw_color(119, 119, 119)

        def cell_lines(c):
            return 1 if isinstance(c, R) else nlines(c)

        rows = []
        if any(t.head):
            rows.append(('H', t.head))
        rows += [('R', r) for r in t.rows]
        for ri, (kind, row) in enumerate(rows):
            if isinstance(row, tuple):
                rh = g.lh + 2 * g.pad
                if t.ruled:
                    pdf.set_line_width(0.2); pdf.rect(x, y, W, rh)
                self.text(x + 1, y + g.pad, row[1], 'BI')
                y += rh
                continue
            n = max(cell_lines(c) for c in row)
            rh = n * g.lh + 2 * g.pad
            if t.zebra and kind == 'R' and (ri - (1 if any(t.head) else 0)) % 2:
                pdf.set_fill_color(238, 242, 246); pdf.rect(x, y, W, rh, 'F')
            for i, c in enumerate(row):
                cx, cwid = xs[i] + 1, t.widths[i] - 2
                if isinstance(c, R):
                    self.val(cx, y + g.pad, c, cwid, al[i], t.bold_vals, t.val_unit)
                else:
                    self.text(cx, y + g.pad, c, 'B' if kind == 'H' else '', w=cwid, align=al[i])
                if t.ruled:
                    pdf.set_draw_color(119, 119, 119); pdf.set_line_width(0.2)
                    pdf.rect(xs[i], y, t.widths[i], rh)
            if kind == 'H' and t.head_rule:
                pdf.set_draw_color(51, 51, 51); pdf.set_line_width(0.3)
                pdf.line(x, y + rh, x + W, y + rh)
            y += rh
        return y

    def render(self, out):
        g, rep, pdf = self.g, self.rep, self.pdf
        N = len(rep.pages)
        for pno, pg in enumerate(rep.pages, 1):
            pdf.add_page()
            y = self.header()
            y = self.patient(y)
            y = self.items(pg.items, g.mx, y, g.cw)
            if pno == N:
                y += 5
                sl = g.lh * 0.9
                for i, s in enumerate(rep.signature):
                    self.text(g.mx, y + i * sl, s, '', g.fs - 1, lh=sl)
                y += sl * len(rep.signature)
            fy = 297 - 6 - 2 * g.lh * 0.8 - 0.8
            if y > fy - 1:
                self.warn.append(f'{rep.rid} p{pno}: content reaches {y:.1f} mm (footer at {fy:.1f})')
            pdf.set_draw_color(153, 153, 153); pdf.set_line_width(0.2)
            pdf.line(g.mx, fy, g.mx + g.cw, fy)
            sl = g.lh * 0.8
            self.text(g.mx, fy + 0.8, rep.footer, '', g.fs - 2, lh=sl)
            self.text(g.mx, fy + 0.8, f'Página {pno} de {N}', '', g.fs - 2, w=g.cw, align='R', lh=sl)
        pdf.output(out)
        return self.warn
