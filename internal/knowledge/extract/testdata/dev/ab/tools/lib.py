"""Model + renderers (HTML for Chromium, fpdf2) + gold for the ab set.
A report is a dict: id, lab, default date, style, pages=[{blocks, footer}].
Blocks:
  ('lines', [(text, cls)], align)            plain lines; cls in big,h,b,n,s,i,mono
  ('kv', [(label, value)], ncols)            patient box
  ('table', cols, rows, opts)                cols=[(header, frac, align)], rows=[Row]
  ('two', [blocks], [blocks])                two columns (left read first)
  ('pre', [Line])                            monospace preformatted lines
  ('rule',)
Results are Res objects attached to rows / lines, in reading order.
"""
import re, html, json

MONTHS = {'jan': 1, 'fev': 2, 'mar': 3, 'abr': 4, 'mai': 5, 'jun': 6, 'jul': 7, 'ago': 8,
          'set': 9, 'out': 10, 'nov': 11, 'dez': 12}


def loinc_ok(code):
    m = re.fullmatch(r'(\d+)-(\d)', code)
    if not m:
        return False
    digits = m.group(1)
    # mod 10 (Luhn variant used by LOINC)
    odd = digits[::-1][0::2]
    even = digits[::-1][1::2]
    s = str(int(odd) * 2) if odd else ''
    total = sum(int(c) for c in s) + sum(int(c) for c in even)
    return (10 - total % 10) % 10 == int(m.group(2))


def parse_value(vt, dec=','):
    t = vt.strip()
    comp = ''
    for pre, c in (('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>'),
                   ('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>')):
        if t.lower().startswith(pre):
            comp = c
            t = t[len(pre):].strip()
            break
    if dec == ',':
        num = t.replace('.', '').replace(',', '.')
    else:
        num = t.replace(',', '')
    if re.fullmatch(r'[+-]?\d+(\.\d+)?', num):
        v = float(num)
        if v == int(v) and '.' not in num:
            v = int(v)
        return v, comp
    return None, ''


class Res:
    def __init__(self, name, vt, unit, loinc, analyte, alts=(), flag='', ref='', date=None, dec=','):
        self.name, self.vt, self.unit, self.loinc, self.analyte = name, vt, unit, loinc, analyte
        self.alts, self.flag, self.ref, self.date, self.dec = list(alts), flag, ref, date, dec

    def gold(self, default):
        v, comp = parse_value(self.vt, self.dec)
        return {"printed_name": self.name.replace('\n', ' '), "analyte": self.analyte, "loinc": self.loinc,
                "loinc_alternatives": self.alts, "value": v, "value_text": self.vt,
                "comparator": comp, "unit": self.unit, "collected_at": self.date or default}


class Row:
    def __init__(self, cells, res=(), cls='n', shade=False):
        self.cells, self.res, self.cls, self.shade = cells, list(res), cls, shade


def walk_results(report):
    out = []

    def wb(blocks):
        for b in blocks:
            if b[0] == 'table':
                for r in b[2]:
                    out.extend(r.res)
            elif b[0] == 'two':
                wb(b[1]); wb(b[2])
            elif b[0] == 'pre':
                for ln in b[1]:
                    if isinstance(ln, Row):
                        out.extend(ln.res)
            elif b[0] == 'lines':
                for it in b[1]:
                    if len(it) > 2:
                        out.extend(it[2])
    for p in report['pages']:
        wb(p['blocks'])
    return out


def gold(report):
    return {"lab": report['lab'], "collected_at_default": report['date'],
            "results": [r.gold(report['date']) for r in walk_results(report)]}

# ---------------------------------------------------------------- HTML

def esc(s):
    return html.escape(s).replace('\n', '<br>')


def html_block(b, st):
    k = b[0]
    if k == 'lines':
        al = b[2] if len(b) > 2 else 'left'
        return ''.join(f'<div class="{it[1]}" style="text-align:{al}">{esc(it[0]) or "&nbsp;"}</div>' for it in b[1])
    if k == 'rule':
        return '<hr>'
    if k == 'kv':
        pairs, n = b[1], b[2]
        h = '<table class="kv">'
        for i in range(0, len(pairs), n):
            h += '<tr>' + ''.join(f'<td><span class="kl">{esc(l)}</span> {esc(v)}</td>' for l, v in pairs[i:i + n]) + '</tr>'
        return h + '</table>'
    if k == 'table':
        cols, rows, o = b[1], b[2], (b[3] if len(b) > 3 else {})
        cls = 'res ' + o.get('cls', '')
        h = f'<table class="{cls}"><colgroup>' + ''.join(f'<col style="width:{c[1]*100:.1f}%">' for c in cols) + '</colgroup>'
        if any(c[0] for c in cols):
            h += '<tr class="th">' + ''.join(f'<th style="text-align:{c[2]}">{esc(c[0])}</th>' for c in cols) + '</tr>'
        for r in rows:
            if len(r.cells) == 1:
                h += f'<tr class="{r.cls}{" sh" if r.shade else ""}"><td colspan="{len(cols)}">{esc(r.cells[0])}</td></tr>'
                continue
            h += f'<tr class="{r.cls}{" sh" if r.shade else ""}">' + ''.join(
                f'<td style="text-align:{c[2]}">{esc(t)}</td>' for c, t in zip(cols, r.cells)) + '</tr>'
        return h + '</table>'
    if k == 'two':
        return ('<div class="two"><div class="col">' + ''.join(html_block(x, st) for x in b[1]) +
                '</div><div class="col">' + ''.join(html_block(x, st) for x in b[2]) + '</div></div>')
    if k == 'pre':
        return '<pre>' + '\n'.join(html.escape(ln.cells[0] if isinstance(ln, Row) else ln) for ln in b[1]) + '</pre>'
    raise ValueError(k)


def to_html(rep):
    st = rep['style']
    f, fs = st['hfont'], st['hsize']
    css = f"""
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin:0; font-family: '{f}'; font-size:{fs}pt; color:#111; }}
.page {{ width:210mm; height:296.8mm; padding:{st.get('hmargin','12mm 14mm 10mm 14mm')}; position:relative; overflow:hidden; page-break-after:always; }}
.page:last-child {{ page-break-after:auto; }}
.big {{ font-size:{fs+5}pt; font-weight:bold; color:{st.get('accent','#123')}; }}
.h {{ font-size:{fs+1.5}pt; font-weight:bold; margin-top:2.2mm; {st.get('hcss','')} }}
.b {{ font-weight:bold; }} .s {{ font-size:{fs-1.5}pt; }} .i {{ font-style:italic; font-size:{fs-1}pt; }}
.mono {{ font-family:'DejaVu Sans Mono'; }}
hr {{ border:0; border-top:0.8pt solid #444; margin:1.5mm 0; }}
table {{ border-collapse:collapse; width:100%; table-layout:fixed; }}
table.kv {{ border:0.6pt solid #777; margin:1.5mm 0; }} table.kv td {{ padding:0.6mm 1.5mm; vertical-align:top; }}
.kl {{ font-weight:bold; }}
table.res {{ margin:1mm 0 1.5mm 0; }}
table.res td, table.res th {{ padding:{st.get('pad','0.5mm 1.2mm')}; vertical-align:top; }}
table.res th {{ border-bottom:0.7pt solid #333; font-size:{fs-0.5}pt; }}
table.grid td, table.grid th {{ border:0.5pt solid #999; }}
tr.b td {{ font-weight:bold; }} tr.s td {{ font-size:{fs-1.5}pt; color:#333; }} tr.i td {{ font-style:italic; font-size:{fs-1}pt; }}
tr.h td {{ font-weight:bold; font-size:{fs+0.5}pt; padding-top:1.6mm; border-bottom:0.5pt solid #aaa; }}
tr.sh td {{ background:#eee; }}
.two {{ display:flex; gap:5mm; }} .two .col {{ flex:1; }}
pre {{ font-family:'DejaVu Sans Mono'; font-size:{st.get('presize', fs-0.5)}pt; margin:0; line-height:1.28; }}
.foot {{ position:absolute; left:14mm; right:14mm; bottom:7mm; font-size:{fs-2}pt; border-top:0.5pt solid #888; padding-top:1mm; color:#333; }}
"""
    body = ''
    for i, p in enumerate(rep['pages']):
        body += '<div class="page">' + ''.join(html_block(b, st) for b in p['blocks'])
        body += '<div class="foot">' + '<br>'.join(esc(x) for x in p['footer']) + '</div></div>\n'
    return f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{rep["id"]}</title><style>{css}</style></head><body>{body}</body></html>'

# ---------------------------------------------------------------- fpdf
FONTS = {
    'DejaVu': ('dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Bold.ttf', 'dejavu/DejaVuSans-Oblique.ttf'),
    'DejaVuSerif': ('dejavu/DejaVuSerif.ttf', 'dejavu/DejaVuSerif-Bold.ttf', 'dejavu/DejaVuSerif-Italic.ttf'),
    'DejaVuCond': ('dejavu/DejaVuSansCondensed.ttf', 'dejavu/DejaVuSansCondensed-Bold.ttf', 'dejavu/DejaVuSansCondensed-Oblique.ttf'),
    'Mono': ('dejavu/DejaVuSansMono.ttf', 'dejavu/DejaVuSansMono-Bold.ttf', 'dejavu/DejaVuSansMono-Oblique.ttf'),
    'LibSans': ('liberation2/LiberationSans-Regular.ttf', 'liberation2/LiberationSans-Bold.ttf', 'liberation2/LiberationSans-Italic.ttf'),
    'LibSerif': ('liberation2/LiberationSerif-Regular.ttf', 'liberation2/LiberationSerif-Bold.ttf', 'liberation2/LiberationSerif-Italic.ttf'),
    'LibMono': ('liberation2/LiberationMono-Regular.ttf', 'liberation2/LiberationMono-Bold.ttf', 'liberation2/LiberationMono-Italic.ttf'),
}


class Overflow(Exception):
    pass


def to_fpdf(rep, out):
    from fpdf import FPDF
    st = rep['style']
    pdf = FPDF(format='A4', unit='mm')
    pdf.set_auto_page_break(False)
    for name, (r, b, i) in FONTS.items():
        base = '/usr/share/fonts/truetype/'
        pdf.add_font(name, '', base + r); pdf.add_font(name, 'B', base + b); pdf.add_font(name, 'I', base + i)
    pdf.set_fallback_fonts(['DejaVu'])
    F, FS = st['pfont'], st['psize']
    L, R, T = st.get('pmargin', (15, 15, 13))
    W = 210 - L - R
    BOTTOM = 297 - 16
    lh = FS * 0.42

    def setf(cls, mono=False):
        fam = 'Mono' if mono else F
        size, sty = FS, ''
        if cls == 'big': size, sty = FS + 5, 'B'
        elif cls == 'h': size, sty = FS + 1.5, 'B'
        elif cls == 'b': sty = 'B'
        elif cls == 's': size = FS - 1.5
        elif cls == 'i': size, sty = FS - 1, 'I'
        elif cls == 'mono': fam = 'Mono'
        pdf.set_font(fam, sty, size)
        return size

    def wrap(text, w):
        out = []
        for para in text.split('\n'):
            words, cur = para.split(' '), ''
            for wd in words:
                t = (cur + ' ' + wd) if cur else wd
                if pdf.get_string_width(t) <= w - 0.6 or not cur:
                    cur = t
                else:
                    out.append(cur); cur = wd
            out.append(cur)
        return out

    def block(b, x, w, y):
        k = b[0]
        if k == 'lines':
            al = {'left': 'L', 'center': 'C', 'right': 'R'}[b[2] if len(b) > 2 else 'left']
            for it in b[1]:
                size = setf(it[1])
                h = size * 0.45
                if it[1] == 'h': y += 1.8
                for ln in wrap(it[0], w):
                    pdf.set_xy(x, y); pdf.cell(w, h, ln, align=al); y += h
            return y
        if k == 'rule':
            pdf.set_line_width(0.3); pdf.line(x, y + 1, x + w, y + 1); return y + 2.5
        if k == 'kv':
            pairs, n = b[1], b[2]
            cw = w / n
            y0 = y
            y += 1
            for i in range(0, len(pairs), n):
                hmax = 0
                for j, (l, v) in enumerate(pairs[i:i + n]):
                    setf('b'); lw = pdf.get_string_width(l + ' ')
                    pdf.set_xy(x + 1.5 + j * cw, y); pdf.cell(lw, lh + 0.6, l)
                    setf('n')
                    lines = wrap(v, cw - lw - 2)
                    for m, ln in enumerate(lines):
                        pdf.set_xy(x + 1.5 + j * cw + lw, y + m * (lh + 0.6)); pdf.cell(cw - lw - 2, lh + 0.6, ln)
                    hmax = max(hmax, len(lines) * (lh + 0.6))
                y += hmax
            y += 1
            pdf.set_line_width(0.2); pdf.rect(x, y0, w, y - y0)
            return y + 1.5
        if k == 'table':
            cols, rows, o = b[1], b[2], (b[3] if len(b) > 3 else {})
            grid = 'grid' in o.get('cls', '')
            y += 0.8
            ws = [c[1] * w for c in cols]
            if any(c[0] for c in cols):
                setf('b'); pdf.set_font_size(FS - 0.5)
                hh = max(len(wrap(c[0], cw)) for c, cw in zip(cols, ws)) * lh + 1.2
                xx = x
                for c, cw in zip(cols, ws):
                    for m, ln in enumerate(wrap(c[0], cw)):
                        pdf.set_xy(xx, y + 0.4 + m * lh); pdf.cell(cw, lh, ln, align=c[2][0].upper())
                    if grid: pdf.rect(xx, y, cw, hh)
                    xx += cw
                y += hh
                pdf.set_line_width(0.3); pdf.line(x, y, x + w, y)
            for r in rows:
                setf(r.cls if r.cls in ('b', 's', 'i') else ('b' if r.cls == 'h' else 'n'))
                if len(r.cells) == 1:
                    cells, wl, al = r.cells, [w], ['L']
                else:
                    cells, wl, al = r.cells, ws, [c[2][0].upper() for c in cols]
                wr = [wrap(t, cw) for t, cw in zip(cells, wl)]
                rh = max(len(z) for z in wr) * lh + 1.0
                if r.cls == 'h': y += 1.2
                if r.shade:
                    pdf.set_fill_color(235, 235, 235); pdf.rect(x, y, w, rh, 'F')
                xx = x
                for lines, cw, a in zip(wr, wl, al):
                    for m, ln in enumerate(lines):
                        pdf.set_xy(xx, y + 0.5 + m * lh); pdf.cell(cw, lh, ln, align=a)
                    if grid: pdf.rect(xx, y, cw, rh)
                    xx += cw
                y += rh
                if r.cls == 'h':
                    pdf.set_line_width(0.15); pdf.line(x, y, x + w, y)
            return y + 1.5
        if k == 'two':
            gap = 5
            cw = (w - gap) / 2
            y1 = y2 = y
            for bb in b[1]: y1 = block(bb, x, cw, y1)
            for bb in b[2]: y2 = block(bb, x + cw + gap, cw, y2)
            return max(y1, y2)
        if k == 'pre':
            size = st.get('ppresize', FS - 0.5)
            pdf.set_font('LibMono' if st.get('premono') == 'lib' else 'Mono', '', size)
            h = size * 0.44
            for ln in b[1]:
                t = ln.cells[0] if isinstance(ln, Row) else ln
                pdf.set_xy(x, y); pdf.cell(w, h, t); y += h
            return y
        raise ValueError(k)

    for p in rep['pages']:
        pdf.add_page()
        y = T
        for b in p['blocks']:
            y = block(b, L, W, y)
        if y > BOTTOM:
            raise Overflow(f"{rep['id']} page overflow y={y:.1f}")
        setf('s'); pdf.set_font_size(FS - 2)
        pdf.set_line_width(0.2); pdf.line(L, 297 - 14, L + W, 297 - 14)
        yy = 297 - 13.2
        for ln in p['footer']:
            pdf.set_xy(L, yy); pdf.cell(W, (FS - 2) * 0.42, ln); yy += (FS - 2) * 0.42
    pdf.output(out)
