import html as _h
FONTS = {  # key: (css family, fpdf family)
 'sans': ('DejaVu Sans', 'DejaVu'), 'cond': ('DejaVu Sans Condensed', 'DejaVuCond'),
 'serif': ('Liberation Serif', 'LibSerif'), 'mono': ('DejaVu Sans Mono', 'DejaVuMono'),
 'lsans': ('Liberation Sans', 'LibSans'), 'dserif': ('DejaVu Serif', 'DejaVuSerif'),
}
D = '/usr/share/fonts/truetype/'
FILES = {
 'DejaVu': ('dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Bold.ttf', 'dejavu/DejaVuSans-Oblique.ttf'),
 'DejaVuCond': ('dejavu/DejaVuSansCondensed.ttf', 'dejavu/DejaVuSansCondensed-Bold.ttf', 'dejavu/DejaVuSansCondensed-Oblique.ttf'),
 'LibSerif': ('liberation2/LiberationSerif-Regular.ttf', 'liberation2/LiberationSerif-Bold.ttf', 'liberation2/LiberationSerif-Italic.ttf'),
 'DejaVuMono': ('dejavu/DejaVuSansMono.ttf', 'dejavu/DejaVuSansMono-Bold.ttf', 'dejavu/DejaVuSansMono-Oblique.ttf'),
 'LibSans': ('liberation2/LiberationSans-Regular.ttf', 'liberation2/LiberationSans-Bold.ttf', 'liberation2/LiberationSans-Italic.ttf'),
 'DejaVuSerif': ('dejavu/DejaVuSerif.ttf', 'dejavu/DejaVuSerif-Bold.ttf', 'dejavu/DejaVuSerif-Italic.ttf'),
}
def e(s): return _h.escape(s).replace('\n', '<br>')

# ---------------- HTML ----------------
def html_el(el, rep):
    k, d = el
    if k == 'h':
        st = f"font-size:{d['size']}pt;font-weight:{'bold' if d['bold'] else 'normal'};text-align:{ {'L':'left','C':'center','R':'right'}[d['align']] };margin:1mm 0;"
        if d['box']: st += 'border:1px solid #444;padding:1mm 2mm;background:#eee;'
        return f'<div style="{st}">{e(d["text"])}</div>'
    if k == 'p':
        st = f"font-size:{d['size']}pt;white-space:pre-wrap;margin:0.8mm 0;text-align:{ {'L':'left','C':'center','R':'right'}[d['align']] };"
        if d['italic']: st += 'font-style:italic;'
        if d['bold']: st += 'font-weight:bold;'
        return f'<div style="{st}">{e(d["text"])}</div>'
    if k == 'sp': return f'<div style="height:{d["mm"]}mm"></div>'
    if k == 'hr': return '<hr style="border:0;border-top:1px solid #555;margin:1.2mm 0">'
    if k == 'kv':
        cells = [f'<td><b>{e(a)}</b> {e(b)}</td>' for a, b in d['pairs']]
        rows = [cells[i:i + d['cols']] for i in range(0, len(cells), d['cols'])]
        return (f'<table style="width:100%;font-size:{d["size"]}pt;border-collapse:collapse;margin:1mm 0">' +
                ''.join('<tr>' + ''.join(r) + '</tr>' for r in rows) + '</table>')
    if k == 'tbl':
        w = d['widths']; grid = d['style'] == 'grid'
        s = f'<table style="table-layout:fixed;width:{sum(w)}mm;border-collapse:collapse;margin:0.8mm 0">'
        s += '<colgroup>' + ''.join(f'<col style="width:{x}mm">' for x in w) + '</colgroup>'
        bd = 'border-bottom:0.5px solid #bbb;' if grid else ''
        if d['headers']:
            s += '<tr>' + ''.join(f'<th style="text-align:left;border-bottom:1px solid #333;font-size:0.92em;padding:0.3mm 1mm">{e(h)}</th>' for h in d['headers']) + '</tr>'
        for cells, res in d['rows']:
            s += '<tr>' + ''.join(f'<td style="{bd}padding:0.25mm 1mm;vertical-align:top;white-space:pre">{e(c)}</td>' for c in cells) + '</tr>'
        return s + '</table>'
    if k == 'two':
        L = ''.join(html_el(x, rep) for x in d['left']); Rr = ''.join(html_el(x, rep) for x in d['right'])
        return (f'<table style="width:100%;border-collapse:collapse"><tr><td style="width:50%;vertical-align:top;padding-right:2mm;border-right:1px dotted #888">{L}</td>'
                f'<td style="width:50%;vertical-align:top;padding-left:2mm">{Rr}</td></tr></table>')
    raise ValueError(k)

def to_html(rep):
    fam = FONTS[rep['font']][0]
    css = (f"@page{{size:A4;margin:{rep.get('margin',12)}mm {rep.get('margin',12)}mm}}body{{font-family:'{fam}';font-size:{rep['size']}pt;margin:0;color:#111}}"
           ".pg{page-break-after:always}.pg:last-child{page-break-after:auto}table{font-size:inherit}td,th{font-family:inherit}")
    n = len(rep['pages'])
    body = ''
    for i, pg in enumerate(rep['pages']):
        body += '<div class="pg">' + ''.join(html_el(x, rep) for x in pg)
        body += html_el(('p', dict(text=rep['footer'].format(p=i + 1, n=n), size=6.5, italic=True, bold=False, align='C')), rep) + '</div>'
    return f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><style>{css}</style></head><body>{body}</body></html>'

# ---------------- fpdf ----------------
class PDFR:
    def __init__(self, rep):
        from fpdf import FPDF
        self.rep = rep
        self.pdf = FPDF(format='A4', unit='mm')
        self.pdf.set_auto_page_break(False)
        for fam, (r, b, i) in FILES.items():
            self.pdf.add_font(fam, '', D + r); self.pdf.add_font(fam, 'B', D + b); self.pdf.add_font(fam, 'I', D + i)
        self.fam = FONTS[rep['font']][1]
        self.scale = rep.get('fpdf_scale', 0.94)
        self.m = rep.get('margin', 12) + 2
        self.W = 210 - 2 * self.m
    def font(self, size, style=''):
        self.pdf.set_font(self.fam, style, size * self.scale)
        return size * self.scale * 0.3528 * 1.22
    def text(self, x, y, w, s, size, style='', align='L'):
        lh = self.font(size, style)
        sz = size
        while self.pdf.get_string_width(s) > w - 0.6 and sz > 4:
            sz -= 0.25; self.font(sz, style)
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, lh, s, align=align)
        self.font(size, style)
        return lh
    def el(self, el, x, y, W):
        k, d = el; base = self.rep['size']
        if k == 'h':
            lh = self.font(d['size'], 'B' if d['bold'] else '')
            lines = d['text'].split('\n'); h = lh * len(lines) + 1.2
            if d['box']:
                self.pdf.set_fill_color(235, 235, 235); self.pdf.rect(x, y, W, h + 0.6, style='DF')
            for i, ln in enumerate(lines):
                self.text(x + 1, y + 0.8 + i * lh, W - 2, ln, d['size'], 'B' if d['bold'] else '', d['align'])
            return y + h + 1
        if k == 'p':
            st = ('B' if d['bold'] else '') + ('I' if d['italic'] else '')
            lh = self.font(d['size'], st)
            lines = []
            for para in d['text'].split('\n'):
                words = para.split(' '); cur = ''
                for wd in words:
                    t = (cur + ' ' + wd) if cur else wd
                    if self.pdf.get_string_width(t) > W - 1 and cur:
                        lines.append(cur); cur = wd
                    else: cur = t
                lines.append(cur)
            for i, ln in enumerate(lines):
                self.text(x, y + i * lh, W, ln, d['size'], st, d['align'])
            return y + lh * len(lines) + 0.6
        if k == 'sp': return y + d['mm'] * 0.9
        if k == 'hr':
            self.pdf.set_line_width(0.25); self.pdf.line(x, y + 1, x + W, y + 1); return y + 2
        if k == 'kv':
            cw = W / d['cols']; lh = self.font(d['size'])
            for i, (a, b) in enumerate(d['pairs']):
                r, c = divmod(i, d['cols'])
                self.font(d['size'], 'B'); aw = self.pdf.get_string_width(a + ' ')
                self.text(x + c * cw, y + r * lh, aw + 1, a, d['size'], 'B')
                self.text(x + c * cw + aw, y + r * lh, cw - aw, b, d['size'])
            return y + lh * ((len(d['pairs']) + d['cols'] - 1) // d['cols']) + 1
        if k == 'tbl':
            ws = d['widths']; f = W / max(sum(ws), W) if sum(ws) > W else 1
            ws = [w * f for w in ws]
            lh = self.font(base)
            if d['headers']:
                xx = x
                for h, w in zip(d['headers'], ws):
                    self.text(xx, y, w, h, base * 0.92, 'B'); xx += w
                y += lh; self.pdf.set_line_width(0.3); self.pdf.line(x, y, x + sum(ws), y); y += 0.5
            for cells, res in d['rows']:
                n = max(c.count('\n') + 1 for c in cells); xx = x
                for c, w in zip(cells, ws):
                    for i, ln in enumerate(c.split('\n')):
                        self.text(xx + 0.5, y + i * lh, w - 0.5, ln, base)
                    xx += w
                y += n * lh + 0.3
                if d['style'] == 'grid':
                    self.pdf.set_line_width(0.1); self.pdf.set_draw_color(170); self.pdf.line(x, y, x + sum(ws), y); self.pdf.set_draw_color(0)
                    y += 0.3
            return y + 1
        if k == 'two':
            hw = W / 2 - 2; y1 = y2 = y
            for s in d['left']: y1 = self.el(s, x, y1, hw)
            for s in d['right']: y2 = self.el(s, x + W / 2 + 2, y2, hw)
            self.pdf.set_line_width(0.1); self.pdf.line(x + W / 2, y, x + W / 2, max(y1, y2))
            return max(y1, y2) + 1
        raise ValueError(k)
    def build(self, out):
        n = len(self.rep['pages'])
        for i, pg in enumerate(self.rep['pages']):
            self.pdf.add_page(); y = self.m
            for el in pg: y = self.el(el, self.m, y, self.W)
            if y > 280: raise RuntimeError(f"{self.rep['id']} page {i+1} overflows in fpdf: y={y:.1f}")
            self.text(self.m, 287, self.W, self.rep['footer'].format(p=i + 1, n=n), 6.5, 'I', 'C')
        self.pdf.output(out)
