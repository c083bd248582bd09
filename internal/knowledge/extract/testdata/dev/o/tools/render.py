"""Block model -> self-contained HTML (for Chromium) and -> fpdf2 PDF (own geometry)."""
import html as H

# ---------- block constructors ----------
def T(text, **o): return dict(t='text', text=text, **o)
def TAB(cols, rows, head=None, **o): return dict(t='table', cols=cols, rows=rows, head=head, **o)
def COLS(left, right, gap=6, split=0.5): return dict(t='cols', left=left, right=right, gap=gap, split=split)
def HR(**o): return dict(t='hr', **o)
def SP(mm=2): return dict(t='sp', mm=mm)
def PRE(lines, **o): return dict(t='pre', lines=lines, **o)
def BOX(blocks, **o): return dict(t='box', blocks=blocks, **o)
def SEC(text, **o): return dict(sec=text, **o)

FONTS = {
    'sans': ('DejaVu Sans', 'DejaVuSans', '/usr/share/fonts/truetype/dejavu/DejaVuSans'),
    'serif': ('DejaVu Serif', 'DejaVuSerif', '/usr/share/fonts/truetype/dejavu/DejaVuSerif'),
    'mono': ('DejaVu Sans Mono', 'DejaVuMono', '/usr/share/fonts/truetype/dejavu/DejaVuSansMono'),
    'lsans': ('Liberation Sans', 'LibSans', '/usr/share/fonts/truetype/liberation2/LiberationSans'),
    'lserif': ('Liberation Serif', 'LibSerif', '/usr/share/fonts/truetype/liberation2/LiberationSerif'),
    'cond': ('DejaVu Sans Condensed', 'DejaVuCond', '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed'),
}

def cell_text(c):
    return (c, {}) if isinstance(c, str) else (c[0], c[1])

# ---------- HTML ----------
def esc(s): return H.escape(s).replace('\n', '<br>')

def style_of(o, base):
    st = []
    if o.get('size'): st.append(f"font-size:{o['size']}pt")
    if o.get('bold'): st.append('font-weight:bold')
    if o.get('italic'): st.append('font-style:italic')
    if o.get('align'): st.append({'L': 'text-align:left', 'C': 'text-align:center', 'R': 'text-align:right'}[o['align']])
    if o.get('mono'): st.append("font-family:'DejaVu Sans Mono'")
    if o.get('color'): st.append(f"color:{o['color']}")
    if o.get('bg'): st.append(f"background:{o['bg']}")
    if o.get('upper'): st.append('text-transform:none')
    return ';'.join(st)

def html_block(b, rep):
    t = b['t']
    if t == 'text':
        extra = ''
        if b.get('under'): extra = ';border-bottom:1px solid #444;padding-bottom:1px'
        if b.get('top'): extra += f";margin-top:{b['top']}mm"
        return f"<div style=\"{style_of(b, rep)}{extra};white-space:pre-wrap\">{esc(b['text'])}</div>"
    if t == 'sp':
        return f"<div style=\"height:{b['mm']}mm\"></div>"
    if t == 'hr':
        return f"<div style=\"border-top:{b.get('w', 1)}px {b.get('style', 'solid')} {b.get('color', '#333')};margin:1mm 0\"></div>"
    if t == 'pre':
        return f"<pre style=\"margin:0;font-family:'DejaVu Sans Mono';font-size:{b.get('size', 8)}pt;line-height:1.25\">" + esc('\n'.join(b['lines'])).replace('<br>', '\n') + "</pre>"
    if t == 'box':
        inner = ''.join(html_block(x, rep) for x in b['blocks'])
        return f"<div style=\"border:1px solid {b.get('color', '#555')};padding:1.2mm 2mm;margin:1.2mm 0;border-radius:{b.get('radius', 0)}px\">{inner}</div>"
    if t == 'cols':
        l = ''.join(html_block(x, rep) for x in b['left'])
        r = ''.join(html_block(x, rep) for x in b['right'])
        s = b['split'] * 100
        return (f"<div style=\"display:flex;gap:{b['gap']}mm\"><div style=\"width:{s}%\">{l}</div>"
                f"<div style=\"width:{100 - s}%\">{r}</div></div>")
    if t == 'table':
        size = b.get('size', rep.size)
        grid = b.get('grid', 'none')
        bc = b.get('gridcolor', '#999')
        out = [f"<table style=\"width:100%;border-collapse:collapse;table-layout:fixed;font-size:{size}pt;margin:0.5mm 0\">"]
        out.append('<colgroup>' + ''.join(f"<col style=\"width:{c[0] * 100:.2f}%\">" for c in b['cols']) + '</colgroup>')
        tdb = {'none': '', 'h': f'border-bottom:0.5px solid {bc};', 'box': f'border:0.5px solid {bc};'}[grid]
        pad = b.get('pad', 0.6)
        if b.get('head'):
            out.append('<tr>' + ''.join(
                f"<th style=\"text-align:{ {'L': 'left', 'C': 'center', 'R': 'right'}[c[1]]};padding:{pad}mm 1mm;{tdb}border-bottom:1px solid #333;background:{b.get('headbg', 'transparent')};font-weight:bold\">{esc(h)}</th>"
                for h, c in zip(b['head'], b['cols'])) + '</tr>')
        for i, row in enumerate(b['rows']):
            if isinstance(row, dict):
                out.append(f"<tr><td colspan=\"{len(b['cols'])}\" style=\"padding:{pad + 0.6}mm 1mm {pad}mm;font-weight:bold;{style_of(row, rep)};{tdb}\">{esc(row['sec'])}</td></tr>")
                continue
            bg = 'background:#f0f0f0;' if b.get('zebra') and i % 2 else ''
            cells = []
            for c, col in zip(row, b['cols']):
                txt, o = cell_text(c)
                al = {'L': 'left', 'C': 'center', 'R': 'right'}[o.get('align', col[1])]
                cells.append(f"<td style=\"text-align:{al};vertical-align:top;padding:{pad}mm 1mm;{tdb}{bg}{style_of(o, rep)}\">{esc(txt)}</td>")
            out.append('<tr>' + ''.join(cells) + '</tr>')
        out.append('</table>')
        return ''.join(out)
    raise ValueError(t)

def to_html(rep):
    fam = FONTS[rep.font][0]
    css = (f"@page{{size:A4;margin:0}}body{{margin:0;font-family:'{fam}';font-size:{rep.size}pt;color:#111;line-height:{rep.lh}}}"
           f".page{{width:210mm;box-sizing:border-box;padding:{rep.html_margin[0]}mm {rep.html_margin[1]}mm 6mm}}"
           ".page:not(:last-child){break-after:page}table td,table th{overflow-wrap:break-word}")
    pages = []
    n = len(rep.pages)
    for i, body in enumerate(rep.pages):
        blocks = rep.header(i + 1, n) + body + rep.footer(i + 1, n)
        pages.append('<div class="page">' + ''.join(html_block(b, rep) for b in blocks) + '</div>')
    return f"<!DOCTYPE html><html lang=\"pt-BR\"><head><meta charset=\"utf-8\"><title>{H.escape(rep.lab)}</title><style>{css}</style></head><body>{''.join(pages)}</body></html>"

# ---------- fpdf ----------
PT = 0.3528

class Overflow(Exception):
    pass

class FRender:
    def __init__(self, rep):
        from fpdf import FPDF
        self.rep = rep
        self.pdf = FPDF(format='A4', unit='mm')
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(0, 0, 0)
        for key, (_, name, base) in FONTS.items():
            variants = {'': base + ('-Regular.ttf' if 'liberation' in base else '.ttf'),
                        'B': base + '-Bold.ttf'}
            if 'liberation' in base:
                variants['I'] = base + '-Italic.ttf'; variants['BI'] = base + '-BoldItalic.ttf'
            elif 'Mono' in base or 'Condensed' in base or 'Sans' in base:
                variants['I'] = base + '-Oblique.ttf'; variants['BI'] = base + '-BoldOblique.ttf'
            else:
                variants['I'] = base + '-Italic.ttf'; variants['BI'] = base + '-BoldItalic.ttf'
            for st, path in variants.items():
                self.pdf.add_font(name, st, path)
        self.fam = FONTS[rep.font][1]
        self.bottom = 297 - 7

    def setf(self, o, size=None, mono=False):
        st = ('B' if o.get('bold') else '') + ('I' if o.get('italic') else '')
        fam = FONTS['mono'][1] if (o.get('mono') or mono) else self.fam
        self.pdf.set_font(fam, st, o.get('size') or size or self.rep.fsize)
        col = o.get('color')
        if col:
            col = col.lstrip('#'); self.pdf.set_text_color(int(col[0:2], 16), int(col[2:4], 16), int(col[4:6], 16))
        else:
            self.pdf.set_text_color(17, 17, 17)

    def wrap(self, text, w):
        lines = []
        for para in text.split('\n'):
            words = para.split(' ')
            cur = ''
            for wd in words:
                cand = wd if not cur else cur + ' ' + wd
                if self.pdf.get_string_width(cand) <= w or not cur:
                    cur = cand
                else:
                    lines.append(cur); cur = wd
            lines.append(cur)
        return lines

    def check(self, y):
        if y > self.bottom:
            raise Overflow(f'{self.rep.id}: fpdf overflow y={y:.1f} on page {self.pdf.page_no()}')

    def text_lines(self, lines, x, w, y, align, size, k=1.28):
        lh = size * PT * k
        for ln in lines:
            self.check(y + lh)
            sw = self.pdf.get_string_width(ln)
            xx = x if align == 'L' else (x + w - sw if align == 'R' else x + (w - sw) / 2)
            self.pdf.text(xx, y + lh * 0.78, ln)
            y += lh
        return y

    def block(self, b, x, w, y):
        t = b['t']; pdf = self.pdf
        if t == 'text':
            size = b.get('size') or self.rep.fsize
            if b.get('top'): y += b['top']
            self.setf(b)
            y = self.text_lines(self.wrap(b['text'], w), x, w, y, b.get('align', 'L'), size)
            if b.get('under'):
                pdf.set_draw_color(60, 60, 60); pdf.set_line_width(0.25); pdf.line(x, y + 0.3, x + w, y + 0.3); y += 0.8
            return y
        if t == 'sp':
            return y + b['mm'] * 0.9
        if t == 'hr':
            pdf.set_draw_color(60, 60, 60); pdf.set_line_width(0.2 * b.get('w', 1))
            if b.get('style') == 'dashed':
                pdf.set_dash_pattern(dash=1, gap=1)
            pdf.line(x, y + 1, x + w, y + 1); pdf.set_dash_pattern()
            return y + 2
        if t == 'pre':
            size = b.get('size', 8) * 0.97
            self.setf({'size': size}, mono=True)
            return self.text_lines(b['lines'], x, w, y, 'L', size) + 0.5
        if t == 'box':
            y0 = y + 1
            yy = y0 + 1.2
            for c in b['blocks']:
                yy = self.block(c, x + 2, w - 4, yy)
            yy += 1.0
            pdf.set_draw_color(90, 90, 90); pdf.set_line_width(0.25)
            pdf.rect(x, y0, w, yy - y0)
            return yy + 1
        if t == 'cols':
            wl = (w - b['gap']) * b['split']; wr = w - b['gap'] - wl
            yl = y
            for c in b['left']: yl = self.block(c, x, wl, yl)
            yr = y
            for c in b['right']: yr = self.block(c, x + wl + b['gap'], wr, yr)
            return max(yl, yr)
        if t == 'table':
            size = b.get('size', self.rep.fsize) * self.rep.fscale
            lh = size * PT * 1.22
            pad = b.get('pad', 0.6) * 0.8
            widths = [c[0] * w for c in b['cols']]
            grid = b.get('grid', 'none')
            pdf.set_draw_color(150, 150, 150); pdf.set_line_width(0.15)
            y += 0.4
            def draw_row(cells, opts_row, is_head=False):
                nonlocal y
                prepared = []
                for (c, wd, col) in zip(cells, widths, b['cols']):
                    txt, o = cell_text(c)
                    o = dict(o); o['size'] = o.get('size', size / self.rep.fscale) * self.rep.fscale
                    if is_head: o['bold'] = True
                    self.setf(o)
                    prepared.append((self.wrap(txt, wd - 1.6), o, o.get('align', col[1]), wd))
                h = max(len(p[0]) * p[1]['size'] * PT * 1.22 for p in prepared) + 2 * pad
                self.check(y + h)
                xx = x
                for lines, o, al, wd in prepared:
                    self.setf(o)
                    self.text_lines(lines, xx + 0.8, wd - 1.6, y + pad, al, o['size'], 1.22)
                    if grid == 'box': pdf.rect(xx, y, wd, h)
                    xx += wd
                if grid == 'h' or is_head:
                    pdf.line(x, y + h, x + w, y + h)
                y += h
            if b.get('head'):
                draw_row(b['head'], {}, True)
            for row in b['rows']:
                if isinstance(row, dict):
                    o = dict(row); o['bold'] = True; o['size'] = size
                    self.setf(o)
                    y += pad + 0.5
                    y = self.text_lines(self.wrap(row['sec'], w - 2), x + 0.8, w - 2, y, row.get('align', 'L'), size) + pad
                    if grid != 'none': pdf.line(x, y, x + w, y)
                    continue
                draw_row(row, {})
            return y + 0.4
        raise ValueError(t)

    def build(self, path):
        rep = self.rep; n = len(rep.pages)
        mx = rep.fpdf_margin[1]
        for i, body in enumerate(rep.pages):
            self.pdf.add_page()
            y = rep.fpdf_margin[0]
            for b in rep.header(i + 1, n) + body + rep.footer(i + 1, n):
                y = self.block(b, mx, 210 - 2 * mx, y)
        self.pdf.output(path)
