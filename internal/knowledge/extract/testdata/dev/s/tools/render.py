"""Render a Report model to self-contained HTML (for Chromium) and directly to PDF with fpdf2."""
import html as H
from fpdf import FPDF

DJ = '/usr/share/fonts/truetype/dejavu/'
LB = '/usr/share/fonts/truetype/liberation2/'
FONTS = {
 'DejaVu Sans': (DJ + 'DejaVuSans.ttf', DJ + 'DejaVuSans-Bold.ttf', DJ + 'DejaVuSans-Oblique.ttf'),
 'DejaVu Sans Condensed': (DJ + 'DejaVuSansCondensed.ttf', DJ + 'DejaVuSansCondensed-Bold.ttf', DJ + 'DejaVuSansCondensed-Oblique.ttf'),
 'DejaVu Serif': (DJ + 'DejaVuSerif.ttf', DJ + 'DejaVuSerif-Bold.ttf', DJ + 'DejaVuSerif-Italic.ttf'),
 'DejaVu Sans Mono': (DJ + 'DejaVuSansMono.ttf', DJ + 'DejaVuSansMono-Bold.ttf', DJ + 'DejaVuSansMono-Oblique.ttf'),
 'Liberation Sans': (LB + 'LiberationSans-Regular.ttf', LB + 'LiberationSans-Bold.ttf', LB + 'LiberationSans-Italic.ttf'),
 'Liberation Serif': (LB + 'LiberationSerif-Regular.ttf', LB + 'LiberationSerif-Bold.ttf', LB + 'LiberationSerif-Italic.ttf'),
 'Liberation Mono': (LB + 'LiberationMono-Regular.ttf', LB + 'LiberationMono-Bold.ttf', LB + 'LiberationMono-Italic.ttf'),
}

def esc(s):
    return H.escape(s).replace('\n', '<br>')

# ---------------------------------------------------------------- HTML
def html_block(b, st):
    k = b['kind']
    size = b.get('size', st['size'])
    fam = b.get('font')
    fstyle = f"font-size:{size}pt;" + (f"font-family:'{fam}';" if fam else '')
    if k == 'text':
        al = {'L': 'left', 'C': 'center', 'R': 'right'}[b.get('align', 'L')]
        w = 'bold' if b.get('bold') else 'normal'
        it = 'italic' if b.get('italic') else 'normal'
        lines = ''.join(f"<div>{esc(l) if l else '&nbsp;'}</div>" for l in b['lines'])
        return f"<div style='{fstyle}text-align:{al};font-weight:{w};font-style:{it};line-height:1.25;margin:1px 0'>{lines}</div>"
    if k == 'title':
        al = {'L': 'left', 'C': 'center', 'R': 'right'}[b.get('align', 'L')]
        bg = 'background:#e4e4e4;' if b.get('bar') else ''
        bd = 'border-bottom:1px solid #333;' if b.get('under') else ''
        return f"<div style='{fstyle}{bg}{bd}text-align:{al};font-weight:bold;margin:5px 0 2px 0;padding:1px 3px'>{esc(b['text'])}</div>"
    if k == 'rule':
        return "<hr style='border:0;border-top:1px solid #444;margin:3px 0'>"
    if k == 'gap':
        return f"<div style='height:{b['h']}mm'></div>"
    if k == 'kv':
        out = f"<table style='{fstyle}width:100%;border-collapse:collapse;margin:2px 0'>"
        for row in b['rows']:
            out += '<tr>' + ''.join(f"<td style='padding:0 4px 0 0'><b>{esc(l)}</b> {esc(v)}</td>" for l, v in row) + '</tr>'
        return out + '</table>'
    if k == 'table':
        border = b.get('border', 'lines')
        cols = b['cols']
        al = b.get('aligns', ['L'] * len(cols))
        css_al = [{'L': 'left', 'C': 'center', 'R': 'right'}[a] for a in al]
        td = "padding:1px 3px;vertical-align:top;"
        if border == 'grid':
            td += 'border:1px solid #777;'
        out = f"<table style='{fstyle}width:100%;border-collapse:collapse;table-layout:fixed;margin:2px 0'>"
        out += '<colgroup>' + ''.join(f"<col style='width:{c*100:.2f}%'>" for c in cols) + '</colgroup>'
        if b.get('header'):
            hb = 'border-bottom:1px solid #333;' if border == 'lines' else ''
            out += '<tr>' + ''.join(f"<th style='{td}{hb}text-align:{css_al[i]};font-weight:bold'>{esc(h)}</th>"
                                    for i, h in enumerate(b['header'])) + '</tr>'
        for row in b['rows']:
            if isinstance(row, dict):
                out += f"<tr><td colspan='{len(cols)}' style='{td}font-weight:bold;padding-top:4px'>{esc(row['span'])}</td></tr>"
                continue
            cells = []
            for i, c in enumerate(row):
                if b.get('leader') and i == 0:
                    cells.append(f"<td style='{td}'><div style='display:flex'><span>{esc(c)}</span>"
                                 f"<span style='flex:1;border-bottom:1px dotted #555;margin:0 2px 3px 2px'></span></div></td>")
                else:
                    bold = 'font-weight:bold;' if (b.get('boldcol') == i) else ''
                    cells.append(f"<td style='{td}{bold}text-align:{css_al[i]}'>{esc(c)}</td>")
            out += '<tr>' + ''.join(cells) + '</tr>'
        if border == 'lines':
            out += f"<tr><td colspan='{len(cols)}' style='border-top:1px solid #333;padding:0'></td></tr>"
        return out + '</table>'
    if k == 'two':
        l = ''.join(html_block(x, st) for x in b['left'])
        r = ''.join(html_block(x, st) for x in b['right'])
        sep = 'border-left:1px solid #999;padding-left:3mm;' if b.get('sep') else 'padding-left:3mm;'
        return (f"<div style='display:flex;gap:0'><div style='width:50%;padding-right:3mm;box-sizing:border-box'>{l}</div>"
                f"<div style='width:50%;box-sizing:border-box;{sep}'>{r}</div></div>")
    raise ValueError(k)

def to_html(rep):
    st = rep.style
    pages, cur = [], []
    for b in rep.blocks:
        if b['kind'] == 'page':
            pages.append(cur); cur = []
        else:
            cur.append(b)
    pages.append(cur)
    body = ''
    for i, p in enumerate(pages):
        brk = 'break-before:page;' if i else ''
        body += f"<div class='page' style='{brk}'>" + ''.join(html_block(b, st) for b in p) + '</div>'
    return f"""<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(rep.lab)}</title>
<style>@page {{ size: A4; margin: 0 }} html,body {{ margin:0; padding:0 }}
body {{ font-family: '{st['font']}', sans-serif; font-size: {st['size']}pt; color:#111; {st.get('css','')} }}
.page {{ padding: {st.get('mt',11)}mm 13mm 8mm 13mm; }} th,td {{ line-height:1.2 }}</style></head>
<body>{body}</body></html>"""

# ---------------------------------------------------------------- fpdf2
class PDF(FPDF):
    pass

class FR:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep.style
        self.pdf = PDF(format='A4', unit='mm')
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(self.st.get('fl', 15), 10, 15)
        for fam, (r, b, i) in FONTS.items():
            self.pdf.add_font(fam, '', r)
            self.pdf.add_font(fam, 'B', b)
            self.pdf.add_font(fam, 'I', i)
        self.fam = self.st.get('pdf_font', self.st['font'])
        self.x0 = self.st.get('fl', 15)
        self.W = 210 - 2 * self.x0
        self.maxy = 0

    def font(self, b, bold=False, italic=False, size=None):
        fam = b.get('font') or self.fam
        size = size or b.get('size', self.st['size'])
        self.pdf.set_font(fam, ('B' if bold else '') + ('I' if italic else ''), size)
        return size * 0.3528 * 1.32

    def fit(self, txt, w, size):
        while self.pdf.get_string_width(txt) > w - 0.8 and size > 5:
            size -= 0.25
            self.pdf.set_font_size(size)
        return size

    def block(self, b, x, w, y):
        """Draw block b at (x,y) with width w; return new y."""
        k = b['kind']
        pdf = self.pdf
        if k == 'text':
            lh = self.font(b, b.get('bold'), b.get('italic'))
            for l in b['lines']:
                if l:
                    size = b.get('size', self.st['size'])
                    self.fit(l, w, size)
                    pdf.set_xy(x, y); pdf.cell(w, lh, l, align=b.get('align', 'L'))
                    pdf.set_font_size(size)
                y += lh
            return y + 0.4
        if k == 'title':
            lh = self.font(b, True)
            y += 1.6
            if b.get('bar'):
                pdf.set_fill_color(228, 228, 228); pdf.rect(x, y, w, lh, style='F')
            pdf.set_xy(x + 1, y); pdf.cell(w - 2, lh, b['text'], align=b.get('align', 'L'))
            y += lh
            if b.get('under'):
                pdf.line(x, y, x + w, y)
            return y + 0.6
        if k == 'rule':
            pdf.set_line_width(0.25); pdf.line(x, y + 1, x + w, y + 1); return y + 2
        if k == 'gap':
            return y + b['h']
        if k == 'kv':
            lh = self.font(b)
            size = b.get('size', self.st['size'])
            for row in b['rows']:
                cw = w / len(row)
                for i, (l, v) in enumerate(row):
                    pdf.set_xy(x + i * cw, y)
                    pdf.set_font(b.get('font') or self.fam, 'B', size)
                    lw = pdf.get_string_width(l + ' ')
                    pdf.cell(lw, lh, l + ' ')
                    pdf.set_font(b.get('font') or self.fam, '', size)
                    s2 = self.fit(v, cw - lw - 1, size)
                    pdf.cell(cw - lw, lh, v)
                    pdf.set_font_size(size)
                y += lh
            return y + 0.6
        if k == 'table':
            size = b.get('size', self.st['size'])
            lh = self.font(b)
            cols = [c * w for c in b['cols']]
            al = b.get('aligns', ['L'] * len(cols))
            border = b.get('border', 'lines')
            pdf.set_line_width(0.2)
            def row_out(cells, bold=False, boldcol=None):
                nonlocal y
                nl = max(len(c.split('\n')) for c in cells)
                h = nl * lh + 0.6
                cx = x
                for i, c in enumerate(cells):
                    if border == 'grid':
                        pdf.rect(cx, y, cols[i], h)
                    for j, part in enumerate(c.split('\n')):
                        pdf.set_font(b.get('font') or self.fam, 'B' if (bold or boldcol == i) else '', size)
                        txt = part
                        if b.get('leader') and i == 0 and part == c.split('\n')[-1]:
                            self.fit(part, cols[i], size)
                            while pdf.get_string_width(txt + ' .') < cols[i] - 2:
                                txt += ' .' if txt == part else '.'
                        self.fit(txt, cols[i], size)
                        pdf.set_xy(cx + 0.4, y + 0.3 + j * lh)
                        pdf.cell(cols[i] - 0.8, lh, txt, align=al[i])
                    cx += cols[i]
                y += h
            if b.get('header'):
                row_out(b['header'], bold=True)
                if border == 'lines':
                    pdf.line(x, y, x + w, y)
            for row in b['rows']:
                if isinstance(row, dict):
                    pdf.set_font(b.get('font') or self.fam, 'B', size)
                    y += 0.8
                    pdf.set_xy(x + 0.4, y); pdf.cell(w, lh, row['span'])
                    y += lh + 0.3
                    continue
                row_out(row, boldcol=b.get('boldcol'))
            if border == 'lines':
                pdf.line(x, y, x + w, y)
            return y + 1
        if k == 'two':
            half = w / 2
            yl = y
            for sb in b['left']:
                yl = self.block(sb, x, half - 3, yl)
            yr = y
            for sb in b['right']:
                yr = self.block(sb, x + half + 1.5, half - 1.5, yr)
            if b.get('sep'):
                pdf.line(x + half - 0.8, y, x + half - 0.8, max(yl, yr))
            return max(yl, yr)
        raise ValueError(k)

    def render(self, out):
        pdf = self.pdf
        pdf.add_page()
        y = self.st.get('mt', 11)
        for b in self.rep.blocks:
            if b['kind'] == 'page':
                self.check(y); pdf.add_page(); y = self.st.get('mt', 11); continue
            y = self.block(b, self.x0, self.W, y)
        self.check(y)
        pdf.output(out)
        return pdf.pages_count

    def check(self, y):
        if y > 290:
            raise SystemExit(f"{self.rep.id}: fpdf page overflow (y={y:.1f} mm)")
        self.maxy = max(self.maxy, y)
