"""Build HTML, gold JSON, Chromium/fpdf2/scan PDFs from the report models in reports.py."""
import json, os, re, subprocess, sys, html, hashlib
sys.path.insert(0, os.path.dirname(__file__))
from catalog import CAT
from reports import REPORTS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def parse_value(vt):
    s = vt.strip(); low = s.lower(); cmp = ''
    for p, c in [('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>'),
                 ('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>')]:
        if low.startswith(p):
            cmp = c; s = s[len(p):].strip(); break
    if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?', s):
        return float(s.replace('.', '').replace(',', '.')), cmp
    if re.fullmatch(r'\d+(,\d+)?', s):
        return float(s.replace(',', '.')), cmp
    if re.fullmatch(r'\d+\.\d+', s):
        return float(s), cmp
    return None, ''

def num(x):
    if x is None: return None
    return int(x) if float(x).is_integer() else x

def entry(name, key, vt, unit, date, val=None):
    a, loinc, alts = CAT[key]
    v, cmp = parse_value(vt)
    if val is not None: v = val
    return {"printed_name": " ".join(name.split()), "analyte": a, "loinc": loinc,
            "loinc_alternatives": alts, "value": num(v), "value_text": vt, "comparator": cmp,
            "unit": unit, "collected_at": date}

def walk_blocks(blocks, rep, out):
    for b in blocks:
        t = b[0]
        if t == 'twocol':
            walk_blocks(b[1], rep, out); walk_blocks(b[2], rep, out)
        elif t == 'sec':
            s = b[1]
            sd = s.get('d', rep['coll'])
            for r in s['rows']:
                if 'k' not in r: continue
                d = r.get('d', sd)
                out.append(entry(r['n'], r['k'], r['v'], r.get('u', ''), d, r.get('val')))
                if 'v2' in r:
                    out.append(entry(r.get('n2', r['n']), r['k2'], r['v2'], r.get('u2', ''), d, r.get('val2')))
                if 'prev' in r:
                    pv, pd = r['prev']
                    out.append(entry(r['n'], r['k'], pv, r.get('u', ''), pd))
        elif t == 'cumul':
            s = b[1]
            for r in s['rows']:
                for i, v in enumerate(r['vals']):
                    if v is None: continue
                    out.append(entry(r['n'], r['k'], v, r.get('u', ''), s['dates'][i]))

def gold(rep):
    out = []
    for page in rep['pages']:
        walk_blocks(page, rep, out)
    return {"lab": rep['lab'], "collected_at_default": rep['coll'], "results": out}

# ---------------------------------------------------------------- HTML
E = html.escape
def br(s): return '<br>'.join(E(x) for x in s.split('\n'))

def vcell(r, v='v', f='f'):
    s = E(r[v])
    if r.get(f): s += ' <span class="flag">%s</span>' % E(r[f])
    return s

def h_sec(s, st):
    o = ['<div class="sec">']
    if s.get('title'): o.append('<div class="stitle">%s</div>' % br(s['title']))
    if s.get('info'): o.append('<div class="info">%s</div>' % br(s['info']))
    style = s.get('style', 'table'); rows = s['rows']
    if style in ('table', 'refirst', 'dual'):
        hasprev = any('prev' in r for r in rows)
        cols = s.get('cols') or {'table': ['Exame', 'Resultado', 'Unidade', 'Valores de referência'],
                                 'refirst': ['Exame', 'Valores de referência', 'Resultado', 'Unidade'],
                                 'dual': ['Exame', 'Resultado', '', 'Valores de referência']}[style]
        if hasprev: cols = cols + [s.get('prevlabel', 'Resultado anterior')]
        o.append('<table class="res %s">' % style)
        if not s.get('nohead'):
            o.append('<tr>' + ''.join('<th>%s</th>' % br(c) for c in cols) + '</tr>')
        for r in rows:
            if 'k' not in r:
                o.append('<tr><td colspan="%d" class="sub">%s</td></tr>' % (len(cols), br(r['n']))); continue
            nm = '<td class="nm">%s</td>' % br(r['n'])
            if style == 'table':
                cells = [nm, '<td class="val">%s</td>' % vcell(r), '<td class="un">%s</td>' % E(r.get('u', '')),
                         '<td class="ref">%s</td>' % br(r.get('ref', ''))]
            elif style == 'refirst':
                cells = [nm, '<td class="ref">%s</td>' % br(r.get('ref', '')), '<td class="val">%s</td>' % vcell(r),
                         '<td class="un">%s</td>' % E(r.get('u', ''))]
            else:
                c2 = ('%s %s' % (vcell(r, 'v2', 'f2'), E(r.get('u2', '')))) if 'v2' in r else ''
                cells = [nm, '<td class="val">%s %s</td>' % (vcell(r), E(r.get('u', ''))),
                         '<td class="val">%s</td>' % c2, '<td class="ref">%s</td>' % br(r.get('ref', ''))]
                if s.get('refsfirst'): cells = [cells[0], cells[3], cells[1], cells[2]]
            if hasprev:
                cells.append('<td class="prev">%s</td>' % (E('%s  %s' % (r['prev'][0], r['prevlabel'])) if 'prev' in r else ''))
            o.append('<tr>' + ''.join(cells) + '</tr>')
        o.append('</table>')
    elif style == 'leaders':
        W = s.get('lw', 30)
        lines = []
        for r in rows:
            if 'k' not in r: lines.append(E(r['n'])); continue
            parts = r['n'].split('\n')
            for p in parts[:-1]: lines.append(E(p))
            lead = (parts[-1] + ' ').ljust(W, '.') + ': '
            val = (r['v'] + (' ' + r['f'] if r.get('f') else '')).ljust(s.get('vw', 9))
            un = r.get('u', '').ljust(s.get('uw', 8))
            refl = r.get('ref', '').split('\n')
            lines.append(E(lead) + '<b>' + E(val) + '</b> ' + E(un) + ' ' + E(refl[0]))
            pad = ' ' * (W + 2 + s.get('vw', 9) + 1 + s.get('uw', 8) + 1)
            for x in refl[1:]: lines.append(E(pad + x))
        o.append('<pre class="lead">%s</pre>' % '\n'.join(lines))
    elif style == 'block':
        for r in rows:
            o.append('<div class="blk"><div class="bname">%s</div>' % br(r['n']))
            if r.get('info'): o.append('<div class="info">%s</div>' % br(r['info']))
            o.append('<table class="bt"><tr><td class="bl">Resultado:</td><td class="val">%s %s</td><td class="ref">%s</td></tr></table></div>'
                     % (vcell(r), E(r.get('u', '')), br(r.get('ref', ''))))
    elif style == 'free':
        for r in rows:
            if 'k' not in r: o.append('<div class="fl sub">%s</div>' % br(r['n'])); continue
            o.append('<div class="fl"><span class="nm">%s:</span> <b>%s</b> %s <span class="fref">%s</span></div>'
                     % (br(r['n']), vcell(r), E(r.get('u', '')), br(r.get('ref', ''))))
    for n in s.get('notes', []):
        o.append('<div class="note">%s</div>' % br(n))
    o.append('</div>')
    return '\n'.join(o)

def h_cumul(s):
    o = ['<div class="sec">']
    if s.get('title'): o.append('<div class="stitle">%s</div>' % br(s['title']))
    if s.get('info'): o.append('<div class="info">%s</div>' % br(s['info']))
    before = s.get('refpos') == 'before'
    cols = ['Exame'] + (['Referência'] if before else []) + s['datelabels'] + ['Unidade'] + ([] if before else ['Referência'])
    o.append('<table class="res cumul"><tr>%s</tr>' % ''.join('<th>%s</th>' % br(c) for c in cols))
    for r in s['rows']:
        cells = ['<td class="nm">%s</td>' % br(r['n'])]
        if before: cells.append('<td class="ref">%s</td>' % br(r.get('ref', '')))
        for i, v in enumerate(r['vals']):
            fl = r.get('flags', [''] * len(r['vals']))[i]
            cells.append('<td class="val">%s%s</td>' % (E(v) if v else '—', (' <span class="flag">%s</span>' % E(fl)) if fl else ''))
        cells.append('<td class="un">%s</td>' % E(r.get('u', '')))
        if not before: cells.append('<td class="ref">%s</td>' % br(r.get('ref', '')))
        o.append('<tr>%s</tr>' % ''.join(cells))
    o.append('</table>')
    for n in s.get('notes', []): o.append('<div class="note">%s</div>' % br(n))
    o.append('</div>')
    return '\n'.join(o)

def h_blocks(blocks, st):
    o = []
    for b in blocks:
        if b[0] == 'sec': o.append(h_sec(b[1], st))
        elif b[0] == 'cumul': o.append(h_cumul(b[1]))
        elif b[0] == 'twocol':
            o.append('<table class="twocol"><tr><td class="colL">%s</td><td class="colR">%s</td></tr></table>'
                     % (h_blocks(b[1], st), h_blocks(b[2], st)))
        elif b[0] == 'text': o.append('<div class="txt">%s</div>' % br(b[1]))
        elif b[0] == 'sig': o.append('<div class="sig">%s</div>' % br(b[1]))
    return '\n'.join(o)

def make_html(rep):
    st = rep['style']
    ff = st.get('font', 'DejaVu Sans'); fs = st.get('size', 9); ac = st.get('accent', '#1d3f73')
    css = f"""
@page {{ size: A4; margin: 0 }}
body {{ margin:0; font-family: '{ff}'; font-size: {fs}pt; color:#111; }}
.page {{ width:210mm; min-height:296mm; padding: {st.get('pad','11mm 13mm 9mm 13mm')}; box-sizing:border-box;
        display:flex; flex-direction:column; page-break-after: always; }}
.page:last-child {{ page-break-after: auto; }}
.hd {{ border-bottom: 2px solid {ac}; padding-bottom: 2mm; margin-bottom: 2mm; }}
.hd .l0 {{ font-size: {fs+6}pt; font-weight:bold; color:{ac}; {st.get('titlecss','')} }}
.hd .ln {{ font-size: {fs-1.5}pt; }}
table.pat {{ width:100%; border-collapse:collapse; margin-bottom:2mm; font-size:{fs-0.5}pt; {st.get('patcss','border:1px solid #999;')} }}
table.pat td {{ padding: 0.6mm 1.5mm; vertical-align:top; }}
table.pat .lb {{ color:#444; white-space:nowrap; }}
.sec {{ margin: 1.6mm 0 1.4mm 0; }}
.stitle {{ font-weight:bold; {st.get('stitlecss','background:#e4e9f1; padding:0.6mm 1.5mm;')} }}
.info {{ font-size:{fs-1.5}pt; color:#333; margin:0.4mm 0 0.6mm 0; }}
table.res {{ width:100%; border-collapse:collapse; }}
table.res th {{ text-align:left; font-size:{fs-1.5}pt; border-bottom:1px solid #777; padding:0.4mm 1.2mm; font-weight:normal; color:#333; }}
table.res td {{ padding:0.35mm 1.2mm; vertical-align:top; {st.get('tdcss','')} }}
table.res td.nm {{ width:{st.get('nmw','34%')}; }}
table.res td.val {{ font-weight:bold; white-space:nowrap; }}
table.res td.ref, table.res td.prev {{ font-size:{fs-1.5}pt; color:#222; }}
td.sub {{ font-style:italic; font-weight:bold; padding-top:1mm !important; }}
.flag {{ color:#b00; font-weight:bold; }}
pre.lead {{ font-family:'DejaVu Sans Mono'; font-size:{st.get('mono',7.6)}pt; margin:0.5mm 0; line-height:1.28; }}
.blk {{ margin:1.2mm 0 1.6mm 0; }}
.bname {{ font-weight:bold; text-transform:{st.get('btransform','none')}; border-bottom:1px dotted #888; }}
table.bt {{ width:100%; }} table.bt td {{ vertical-align:top; padding:0.3mm 1mm; }}
table.bt td.bl {{ width:18mm; }} table.bt td.val {{ width:45mm; font-weight:bold; }}
table.bt td.ref {{ font-size:{fs-1.5}pt; }}
.fl {{ margin:0.5mm 0; }} .fl .nm {{ display:inline-block; min-width:62mm; }} .fl .fref {{ font-size:{fs-1.5}pt; margin-left:4mm; }}
.note {{ font-size:{fs-2}pt; color:#333; margin-top:0.6mm; }}
table.twocol {{ width:100%; border-collapse:collapse; }}
table.twocol td.colL {{ width:50%; vertical-align:top; padding-right:2.5mm; border-right:1px solid #bbb; }}
table.twocol td.colR {{ width:50%; vertical-align:top; padding-left:2.5mm; }}
table.twocol table.res td.nm {{ width:auto; }}
.txt {{ font-size:{fs-1.5}pt; margin:1.2mm 0; }}
.sig {{ margin-top:3mm; text-align:right; font-size:{fs-1}pt; }}
.ft {{ margin-top:auto; border-top:1px solid #999; font-size:{fs-2}pt; color:#333; padding-top:1mm; }}
{st.get('extra','')}
"""
    pages = []
    n = len(rep['pages'])
    for i, page in enumerate(rep['pages']):
        hd = ['<div class="hd">', '<div class="l0">%s</div>' % E(rep['head'][0])]
        hd += ['<div class="ln">%s</div>' % E(x) for x in rep['head'][1:]]
        hd.append('</div>')
        pc = rep.get('pcols', 3)
        pat = rep['pat']; trs = []
        for j in range(0, len(pat), pc):
            trs.append('<tr>' + ''.join('<td><span class="lb">%s</span> <b>%s</b></td>' % (E(l), E(v)) for l, v in pat[j:j+pc]) + '</tr>')
        body = h_blocks(page, st)
        ft = '<div class="ft">%s<br>Página %d de %d</div>' % (br(rep['foot']), i + 1, n)
        pages.append('<div class="page">%s<table class="pat">%s</table>%s%s</div>' % (''.join(hd), ''.join(trs), body, ft))
    return '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title><style>%s</style></head><body>%s</body></html>' % (
        E(rep['id']), css, '\n'.join(pages))

# ---------------------------------------------------------------- fpdf2
FONTS = {
    'sans': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    'sansB': '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    'cond': '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf',
    'condB': '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf',
    'serif': '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
    'serifB': '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
    'mono': '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
    'monoB': '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf',
}

class PDF:
    def __init__(self, rep):
        from fpdf import FPDF
        self.rep = rep
        self.p = FPDF(format='A4', unit='mm')
        self.p.set_auto_page_break(False)
        for fam in ('sans', 'cond', 'serif', 'mono'):
            self.p.add_font(fam, '', FONTS[fam]); self.p.add_font(fam, 'B', FONTS[fam + 'B'])
        self.fam = rep['style'].get('pdffont', 'sans')
        self.fs = rep['style'].get('pdfsize', 8)
        self.lh = self.fs * 0.45
        self.M = 12
        self.W = 210 - 2 * self.M

    def font(self, b=False, d=0, fam=None):
        self.p.set_font(fam or self.fam, 'B' if b else '', self.fs + d)

    def text(self, x, y, s, b=False, d=0, fam=None):
        self.font(b, d, fam); self.p.text(x, y, s)

    def tw(self, s, b=False, d=0, fam=None):
        self.font(b, d, fam); return self.p.get_string_width(s)

    def check(self, y):
        if y > 297 - 25:
            raise SystemExit('fpdf overflow in %s at y=%.1f' % (self.rep['id'], y))

    def header(self, pno, n):
        r = self.rep; y = 14
        self.text(self.M, y, r['head'][0], True, 5); y += 5
        for x in r['head'][1:]:
            n = self.para(self.M, y, x, -1.5, self.W, 0.9); y += self.lh * 0.9 * n
        self.p.set_line_width(0.4); self.p.line(self.M, y - 1.5, 210 - self.M, y - 1.5); y += 2
        pc = r.get('pdfpcols', r.get('pcols', 3))
        pat = r['pat']
        need = [0] * pc
        for j, (l, v) in enumerate(pat):
            need[j % pc] = max(need[j % pc], self.tw(l + ' ', False, -1) + self.tw(v, True, -1) + 3)
        cws = [self.W * n / sum(need) for n in need]
        for j in range(0, len(pat), pc):
            for k, (l, v) in enumerate(pat[j:j+pc]):
                x = self.M + sum(cws[:k])
                self.text(x, y, l, False, -1)
                self.text(x + self.tw(l + ' ', False, -1), y, v, True, -1)
            y += self.lh
        self.p.set_line_width(0.2); self.p.line(self.M, y - 1.8, 210 - self.M, y - 1.8)
        return y + 1.5

    def footer(self, pno, n):
        txt = self.rep['foot'] + '\nPág. %d/%d' % (pno, n)
        y = 297 - 9 - 4 * self.lh * 0.85
        self.p.line(self.M, y - 3, 210 - self.M, y - 3)
        self.para(self.M, y, txt, -2, self.W, 0.85)

    def multiline(self, x, y, s, b=False, d=0, maxw=None):
        for i, ln in enumerate(s.split('\n')):
            dd = d
            if maxw:
                while self.tw(ln, b, dd) > maxw and dd > d - 3: dd -= 0.25
            self.text(x, y + i * self.lh, ln, b, dd)
        return len(s.split('\n'))

    def para(self, x, y, s, d, w, lhf=1.0):
        n = 0
        for ln in s.split('\n'):
            words = ln.split(' '); cur = ''
            for wd in words:
                t = (cur + ' ' + wd) if cur else wd
                if self.tw(t, False, d) > w and cur:
                    self.text(x, y + n * self.lh * lhf, cur, False, d); n += 1; cur = wd
                else:
                    cur = t
            self.text(x, y + n * self.lh * lhf, cur, False, d); n += 1
        return n

    def sec(self, s, x, w, y):
        if s.get('title'):
            self.p.set_fill_color(232, 232, 232)
            nt = len(s['title'].split('\n'))
            self.p.rect(x, y - self.lh * 0.8, w, self.lh * nt + 0.6, 'F')
            self.multiline(x + 1, y, s['title'], True); y += self.lh * nt + 0.6
        if s.get('info'):
            n = self.multiline(x + 1, y, s['info'], False, -1.5); y += n * self.lh * 0.95
        style = s.get('style', 'table'); rows = s['rows']
        if style in ('table', 'refirst', 'dual'):
            hasprev = any('prev' in r for r in rows)
            fr = s.get('pdfcols') or ([0.22, 0.30, 0.24, 0.24] if s.get('refsfirst') else None) or {'table': [0.36, 0.15, 0.13, 0.36], 'refirst': [0.34, 0.36, 0.16, 0.14],
                                      'dual': [0.30, 0.19, 0.19, 0.32]}[style]
            if hasprev: fr = [fr[0] * 0.85, fr[1] * 0.85, fr[2] * 0.85, fr[3] * 0.75]; fr.append(1 - sum(fr))
            cw = [w * f for f in fr]; xs = [x + sum(cw[:i]) for i in range(len(cw))]
            cols = s.get('cols') or {'table': ['Exame', 'Resultado', 'Unidade', 'Valores de referência'],
                                     'refirst': ['Exame', 'Valores de referência', 'Resultado', 'Unidade'],
                                     'dual': ['Exame', 'Resultado', '', 'Valores de referência']}[style]
            if hasprev: cols = cols + [s.get('prevlabel', 'Resultado anterior')]
            if not s.get('nohead'):
                nl = max(len(c.split('\n')) for c in cols)
                for i, c in enumerate(cols): self.multiline(xs[i] + 0.5, y, c, False, -1.5, cw[i] - 1)
                y += self.lh * nl
                self.p.line(x, y - self.lh * 0.72, x + w, y - self.lh * 0.72)
                y += 0.9
            for r in rows:
                self.check(y)
                if 'k' not in r:
                    n = self.multiline(x + 0.5, y, r['n'], True); y += n * self.lh; continue
                vf = r['v'] + ((' ' + r['f']) if r.get('f') else '')
                if style == 'table':
                    cells = [(r['n'], False), (vf, True), (r.get('u', ''), False), (r.get('ref', ''), False)]
                elif style == 'refirst':
                    cells = [(r['n'], False), (r.get('ref', ''), False), (vf, True), (r.get('u', ''), False)]
                else:
                    c2 = (r['v2'] + ((' ' + r['f2']) if r.get('f2') else '') + ' ' + r.get('u2', '')) if 'v2' in r else ''
                    cells = [(r['n'], False), (vf + ' ' + r.get('u', ''), True), (c2, True), (r.get('ref', ''), False)]
                    if s.get('refsfirst'): cells = [cells[0], cells[3], cells[1], cells[2]]
                if hasprev:
                    cells.append(('%s  %s' % (r['prev'][0], r['prevlabel']) if 'prev' in r else '', False))
                nmax = 1
                refcol = {'table': 3, 'refirst': 1, 'dual': 1 if s.get('refsfirst') else 3}[style]
                for i, (c, b) in enumerate(cells):
                    small = -1.2 if i == refcol or i == 4 else 0
                    nmax = max(nmax, self.multiline(xs[i] + 0.5, y, c, b, small, cw[i] - 1.2))
                y += nmax * self.lh + 0.3
        elif style == 'leaders':
            W = s.get('lw', 30); fam = 'mono'; d = -1
            lh = self.lh * 0.95
            for r in rows:
                self.check(y)
                if 'k' not in r: self.text(x, y, r['n'], True, d, fam); y += lh; continue
                parts = r['n'].split('\n')
                for pp in parts[:-1]: self.text(x, y, pp, False, d, fam); y += lh
                lead = (parts[-1] + ' ').ljust(W - 2, '.') + ':'
                self.text(x, y, lead, False, d, fam)
                xv = x + self.tw(lead + ' ', False, d, fam)
                vf = r['v'] + ((' ' + r['f']) if r.get('f') else '')
                self.text(xv, y, vf, True, d, fam)
                xu = xv + self.tw('0' * (s.get('vw', 9) + 1), False, d, fam)
                self.text(xu, y, r.get('u', ''), False, d, fam)
                xr = xu + self.tw('0' * (s.get('uw', 8) + 1), False, d, fam)
                for i, rl in enumerate(r.get('ref', '').split('\n')):
                    self.text(xr, y, rl, False, d - 0.5, fam); y += lh
                if not r.get('ref'): y += lh
        elif style == 'block':
            for r in rows:
                self.check(y)
                n = self.multiline(x, y, r['n'], True); y += n * self.lh
                if r.get('info'):
                    n = self.multiline(x + 2, y, r['info'], False, -1.5); y += n * self.lh
                self.text(x + 2, y, 'Resultado:')
                vf = r['v'] + ((' ' + r['f']) if r.get('f') else '')
                self.text(x + 22, y, vf + '  ' + r.get('u', ''), True)
                n = self.multiline(x + 75, y, r.get('ref', ''), False, -1.2)
                y += n * self.lh + 1.2
        elif style == 'free':
            for r in rows:
                self.check(y)
                if 'k' not in r: n = self.multiline(x, y, r['n'], True); y += n * self.lh; continue
                parts = r['n'].split('\n')
                for pp in parts[:-1]: self.text(x, y, pp); y += self.lh
                lab = parts[-1] + ':'
                self.text(x, y, lab)
                xv = max(x + 58, x + self.tw(lab + ' ') )
                vf = r['v'] + ((' ' + r['f']) if r.get('f') else '')
                self.text(xv, y, vf, True)
                xu = xv + self.tw(vf + ' ', True)
                self.text(xu, y, r.get('u', ''))
                n = self.multiline(x + 112, y, r.get('ref', ''), False, -1.5)
                y += max(n, 1) * self.lh + 0.2
        for nt in s.get('notes', []):
            n = self.para(x, y, nt, -2, w, 0.9); y += n * self.lh * 0.9
        return y + 1.8

    def cumul(self, s, x, w, y):
        if s.get('title'):
            self.p.set_fill_color(232, 232, 232)
            self.p.rect(x, y - self.lh * 0.8, w, self.lh + 0.6, 'F')
            self.text(x + 1, y, s['title'], True); y += self.lh + 0.6
        if s.get('info'):
            n = self.multiline(x + 1, y, s['info'], False, -1.5); y += n * self.lh
        before = s.get('refpos') == 'before'
        nd = len(s['dates'])
        cols = ['Exame'] + (['Referência'] if before else []) + s['datelabels'] + ['Unidade'] + ([] if before else ['Referência'])
        fr = [0.27] + ([0.22] if before else []) + [0.38 / nd] * nd + [0.13] + ([] if before else [0.22])
        cw = [w * f / sum(fr) for f in fr]; xs = [x + sum(cw[:i]) for i in range(len(cw))]
        nl = max(len(c.split('\n')) for c in cols)
        for i, c in enumerate(cols): self.multiline(xs[i] + 0.5, y, c, False, -1.5, cw[i] - 1)
        y += nl * self.lh
        for r in s['rows']:
            self.check(y)
            cells = [(r['n'], False)] + ([(r.get('ref', ''), False)] if before else [])
            fl = r.get('flags', [''] * nd)
            cells += [((v + (' ' + fl[i] if fl[i] else '')) if v else '—', True) for i, v in enumerate(r['vals'])]
            cells += [(r.get('u', ''), False)] + ([] if before else [(r.get('ref', ''), False)])
            nmax = 1
            for i, (c, b) in enumerate(cells):
                nmax = max(nmax, self.multiline(xs[i] + 0.5, y, c, b, -0.5 if not b else 0, cw[i] - 1.2))
            y += nmax * self.lh + 0.3
        for nt in s.get('notes', []):
            n = self.para(x, y, nt, -2, w, 0.9); y += n * self.lh * 0.9
        return y + 1.8

    def blocks(self, blocks, x, w, y):
        for b in blocks:
            if b[0] == 'sec': y = self.sec(b[1], x, w, y)
            elif b[0] == 'cumul': y = self.cumul(b[1], x, w, y)
            elif b[0] == 'twocol':
                g = 4; cw = (w - g) / 2
                y1 = self.blocks(b[1], x, cw, y); y2 = self.blocks(b[2], x + cw + g, cw, y)
                self.p.line(x + cw + g / 2, y - 3, x + cw + g / 2, max(y1, y2) - 2)
                y = max(y1, y2)
            elif b[0] == 'text':
                n = self.para(x, y, b[1], -1.5, w); y += n * self.lh + 1
            elif b[0] == 'sig':
                for ln in b[1].split('\n'):
                    self.text(x + w - self.tw(ln, False, -1) , y, ln, False, -1); y += self.lh
                y += 1
            self.check(y)
        return y

    def build(self, out):
        n = len(self.rep['pages'])
        for i, page in enumerate(self.rep['pages']):
            self.p.add_page()
            y = self.header(i + 1, n)
            y = self.blocks(page, self.M, self.W, y + 2)
            self.footer(i + 1, n)
        self.p.output(out)

# ---------------------------------------------------------------- scan
def scan(src, out, seed):
    import numpy as np, img2pdf, glob, tempfile
    from PIL import Image, ImageFilter
    tmp = tempfile.mkdtemp(dir=os.path.join(ROOT, 'build'))
    subprocess.run(['pdftoppm', '-r', '200', '-gray', src, os.path.join(tmp, 'p')], check=True)
    jpgs = []
    for k, f in enumerate(sorted(glob.glob(os.path.join(tmp, 'p*.pgm')))):
        rng = np.random.default_rng(seed * 100 + k)
        im = Image.open(f).convert('L')
        ang = (0.15 + 0.45 * rng.random()) * (1 if rng.random() < 0.5 else -1)
        im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
        im = im.filter(ImageFilter.GaussianBlur(0.55))
        a = np.asarray(im).astype(np.float32)
        h, w = a.shape
        tone = 236 + 10 * np.linspace(0, 1, w)[None, :] * np.ones((h, 1))
        a = a / 255.0 * tone
        a += rng.normal(0, 6, a.shape)
        for _ in range(int(rng.integers(4, 9))):
            cy, cx = int(rng.integers(0, h)), int(rng.integers(0, w)); r = int(rng.integers(1, 4))
            a[max(0, cy - r):cy + r, max(0, cx - r):cx + r] = rng.integers(20, 70)
        im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
        j = os.path.join(tmp, 'p%02d.jpg' % k); im.save(j, 'JPEG', quality=70, dpi=(200, 200))
        jpgs.append(j)
    lay = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
    with open(out, 'wb') as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=lay))
    import shutil; shutil.rmtree(tmp)

def main(ids=None):
    os.makedirs(os.path.join(ROOT, 'build'), exist_ok=True)
    for k, rep in enumerate(REPORTS):
        rid = rep['id']
        if ids and rid not in ids: continue
        g = gold(rep)
        with open(os.path.join(ROOT, 'reports', rid + '.gold.json'), 'w') as fh:
            json.dump(g, fh, ensure_ascii=False, indent=1)
        hp = os.path.join(ROOT, 'reports', rid + '.html')
        with open(hp, 'w') as fh: fh.write(make_html(rep))
        cp = os.path.join(ROOT, 'rendered', rid + '.chromium.pdf')
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        '--print-to-pdf=' + cp, 'file://' + hp], check=True, capture_output=True)
        PDF(rep).build(os.path.join(ROOT, 'rendered', rid + '.fpdf.pdf'))
        scan(cp, os.path.join(ROOT, 'rendered', rid + '.scan.pdf'), k + 1)
        print(rid, len(g['results']), 'results')

if __name__ == '__main__':
    main(sys.argv[1:])
