"""Render a report model to HTML (for Chromium), to PDF with fpdf2, and to gold JSON."""
import html as H
from model import gold_entry

FONTS = {
    'DejaVu Sans': ('DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf', 'dejavu'),
    'DejaVu Serif': ('DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSerif-Italic.ttf', 'dejavu'),
    'DejaVu Sans Condensed': ('DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf', 'DejaVuSansCondensed-Oblique.ttf', 'dejavu'),
    'DejaVu Sans Mono': ('DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf', 'DejaVuSansMono-Oblique.ttf', 'dejavu'),
    'Liberation Sans': ('LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf', 'LiberationSans-Italic.ttf', 'liberation2'),
    'Liberation Serif': ('LiberationSerif-Regular.ttf', 'LiberationSerif-Bold.ttf', 'LiberationSerif-Italic.ttf', 'liberation2'),
    'Liberation Mono': ('LiberationMono-Regular.ttf', 'LiberationMono-Bold.ttf', 'LiberationMono-Italic.ttf', 'liberation2'),
}


def iter_results(rep):
    """Yield (result_dict, value_text, iso_date) in reading order."""
    d0 = rep['default']
    for page in rep['pages']:
        for b in page:
            yield from _block_results(b, d0)


def _block_results(b, d0):
    t = b['t']
    if t == 'two':
        yield from _block_results(b['left'], d0)
        yield from _block_results(b['right'], d0)
    elif t in ('table', 'lead', 'single'):
        for r in b['rows']:
            if r.get('kind') != 'res':
                continue
            yield r, r['vt'], r['date'] or b.get('date') or d0
            if r['prev']:
                yield r, r['prev'][0], r['prev'][1]
    elif t == 'cumul':
        for r in b['rows']:
            for (lab, iso), vt in zip(b['dates'], r['vts']):
                if vt:
                    yield r, vt, iso


def gold(rep):
    res = []
    for r, vt, iso in iter_results(rep):
        res.append(gold_entry(r, iso, vt))
    return {'lab': rep['lab']['name'], 'collected_at_default': rep['default'], 'results': res}


# ---------------------------------------------------------------- HTML
def e(s):
    return H.escape(s).replace('\n', '<br>')


def _valcell(r):
    s = e(r['vt'])
    if r['flag']:
        s += f' <span class="flag">{e(r["flag"])}</span>'
    return s


def _prevtxt(r):
    if not r['prev']:
        return ''
    vt, iso, lab = r['prev']
    return f'{vt} <span class="pd">({lab})</span>'


def html_block(b, st):
    t = b['t']
    out = []
    if b.get('title'):
        out.append(f'<div class="btitle">{e(b["title"])}</div>')
    for m in b.get('meta', []):
        out.append(f'<div class="meta">{e(m)}</div>')
    if t == 'sec':
        return f'<div class="sec">{e(b["text"])}</div>'
    if t == 'text':
        cls = 'txt ' + ' '.join(c for c in ('small', 'italic', 'bold', 'center') if b.get(c))
        return ''.join(f'<div class="{cls}">{e(l)}</div>' for l in b['lines'])
    if t == 'sign':
        return '<div class="sign">' + ''.join(f'<div>{e(l)}</div>' for l in b['lines']) + '</div>'
    if t == 'table':
        order = b.get('order', ['name', 'value', 'unit', 'ref'])
        out.append(f'<table class="res {b.get("cls", "")}">')
        if b.get('cols'):
            out.append('<tr>' + ''.join(f'<th class="c{k}">{e(c)}</th>' for k, c in zip(order, b['cols'])) + '</tr>')
        for r in b['rows']:
            if r.get('kind') == 'sub':
                out.append(f'<tr><td class="subh" colspan="{len(order)}">{e(r["text"])}</td></tr>')
                continue
            cells = {'name': e(r['name']), 'value': _valcell(r), 'unit': e(r['unit']), 'ref': e(r['ref']),
                     'prev': _prevtxt(r)}
            out.append('<tr>' + ''.join(f'<td class="c{k}">{cells[k]}</td>' for k in order) + '</tr>')
        out.append('</table>')
    elif t == 'lead':
        out.append('<div class="lead">')
        for r in b['rows']:
            if r.get('kind') == 'sub':
                out.append(f'<div class="subh">{e(r["text"])}</div>')
                continue
            ref = ''
            if r['ref'] and b.get('refpos', 'right') == 'right':
                ref = f'<span class="lref">{e(r["ref"])}</span>'
            out.append(f'<div class="lrow"><span class="lname">{e(r["name"])}</span><span class="dots"></span>'
                       f'<span class="lval">{_valcell(r)} {e(r["unit"])}</span>{ref}</div>')
            if r['ref'] and b.get('refpos') == 'below':
                out.append(f'<div class="lrefb">{e(r["ref"])}</div>')
            if r['prev']:
                vt, iso, lab = r['prev']
                out.append(f'<div class="lrefb">Resultado anterior: {e(vt)} {e(r["unit"])} em {e(lab)}</div>')
        out.append('</div>')
    elif t == 'single':
        for r in b['rows']:
            out.append(f'<div class="sres"><span class="sname">{e(r["name"])}</span>'
                       f'<span class="sval">{_valcell(r)}</span> <span class="sunit">{e(r["unit"])}</span></div>')
            if r['prev']:
                vt, iso, lab = r['prev']
                out.append(f'<div class="sprev">Resultado anterior: {e(vt)} {e(r["unit"])} &nbsp; Data: {e(lab)}</div>')
        if b.get('ref'):
            out.append('<div class="sref"><div class="sreft">' + e(b.get('reftitle', 'Valores de Referência:')) + '</div>'
                       + ''.join(f'<div>{e(l)}</div>' for l in b['ref']) + '</div>')
    elif t == 'cumul':
        out.append('<table class="res cum"><tr><th class="cname">Exame</th>' +
                   ''.join(f'<th class="cdate">{e(lab)}</th>' for lab, iso in b['dates']) +
                   '<th class="cunit">Unidade</th><th class="cref">Referência</th></tr>')
        for r in b['rows']:
            out.append(f'<tr><td class="cname">{e(r["name"])}</td>' +
                       ''.join(f'<td class="cdate">{e(v) if v else "—"}</td>' for v in r['vts']) +
                       f'<td class="cunit">{e(r["unit"])}</td><td class="cref">{e(r["ref"])}</td></tr>')
        out.append('</table>')
    elif t == 'two':
        out.append('<table class="two"><tr><td class="twol">' + html_block(b['left'], st) +
                   '</td><td class="twor">' + html_block(b['right'], st) + '</td></tr></table>')
    for n in b.get('notes', []):
        out.append(f'<div class="note">{e(n)}</div>')
    return '<div class="blk">' + ''.join(out) + '</div>'


def html_header(rep):
    lab, st = rep['lab'], rep['style']
    kind = st.get('header', 'center')
    sub = ''.join(f'<div class="hsub">{e(l)}</div>' for l in lab['sub'])
    ids = ''.join(f'<div class="hid">{e(l)}</div>' for l in lab['ids'])
    if kind == 'left':
        h = (f'<table class="hdr hl"><tr><td><div class="logo">{e(lab.get("logo", lab["name"][:2]))}</div></td>'
             f'<td class="hmain"><div class="hname">{e(lab["name"])}</div>{sub}</td><td class="hids">{ids}</td></tr></table>')
    elif kind == 'band':
        h = f'<div class="hdr hb"><div class="hname">{e(lab["name"])}</div>{sub}</div><div class="hids2">{ids}</div>'
    elif kind == 'box':
        h = f'<div class="hdr hx"><div class="hname">{e(lab["name"])}</div>{sub}{ids}</div>'
    else:
        h = f'<div class="hdr hc"><div class="hname">{e(lab["name"])}</div>{sub}{ids}</div>'
    pc = rep.get('pcols', 2)
    rows = []
    pat = rep['patient']
    for i in range(0, len(pat), pc):
        cells = ''.join(f'<td class="pl">{e(k)}</td><td class="pv">{e(v)}</td>' for k, v in pat[i:i + pc])
        rows.append(f'<tr>{cells}</tr>')
    return h + f'<table class="pat">{"".join(rows)}</table>'


CSS = """
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: '%(font)s'; font-size: %(size)spt; color: #111; }
.page { width: 210mm; height: 297mm; padding: 11mm 13mm 20mm 13mm; position: relative; overflow: hidden;
        page-break-after: always; }
.page:last-child { page-break-after: auto; }
.hdr { margin-bottom: 2mm; }
.hname { font-size: %(hsize)spt; font-weight: bold; letter-spacing: 0.3px; }
.hsub, .hid { font-size: %(small)spt; }
.hc { text-align: center; border-bottom: 1.5px solid #333; padding-bottom: 2mm; }
.hl { width: 100%%; border-bottom: 1px solid #444; border-collapse: collapse; }
.hl td { vertical-align: top; padding: 1mm; }
.logo { width: 15mm; height: 15mm; border: 2px solid %(accent)s; border-radius: 50%%; text-align: center;
        line-height: 15mm; font-weight: bold; font-size: 12pt; color: %(accent)s; }
.hids { text-align: right; }
.hb { background: %(accent)s; color: #fff; padding: 2mm 3mm; }
.hids2 { font-size: %(small)spt; padding: 1mm 3mm; border-bottom: 1px solid #999; }
.hx { border: 1.2px solid #222; padding: 2mm 3mm; }
.pat { width: 100%%; border-collapse: collapse; margin: 1mm 0 3mm 0; border: %(patborder)s; }
.pat td { padding: 0.6mm 1.2mm; vertical-align: top; }
.pl { font-weight: bold; white-space: nowrap; width: 1%%; }
.blk { margin: 0 0 %(gap)smm 0; page-break-inside: avoid; }
.sec { font-weight: bold; font-size: %(secsize)spt; background: #e4e4e4; padding: 0.8mm 2mm; margin: 2mm 0 1.5mm 0;
       text-transform: %(sectrans)s; }
.btitle { font-weight: bold; font-size: %(tsize)spt; margin: 1mm 0 0.5mm 0; border-bottom: %(tborder)s; }
.meta { font-size: %(small)spt; color: #333; }
table.res { width: 100%%; border-collapse: collapse; margin-top: 0.8mm; }
table.res th { text-align: left; font-size: %(small)spt; border-bottom: 1px solid #555; padding: 0.4mm 1mm; }
table.res td { padding: %(rowpad)smm 1mm; vertical-align: top; border-bottom: %(rowline)s; }
td.cname { width: %(wname)s; } td.cvalue { font-weight: bold; white-space: nowrap; }
td.cunit { white-space: nowrap; } td.cref { font-size: %(small)spt; }
td.cprev { font-size: %(small)spt; white-space: nowrap; }
.subh { font-weight: bold; font-style: italic; padding-top: 1.2mm !important; }
.flag { font-weight: bold; }
.pd { font-size: 7pt; }
.lead { margin-top: 0.5mm; }
.lrow { display: flex; align-items: baseline; margin: %(rowpad)smm 0; }
.lname { white-space: pre-wrap; }
.dots { flex: 1; border-bottom: 1px dotted #c4c4c4; margin: 0 4mm 0 2mm; min-width: 5mm; }
.lval { font-weight: bold; white-space: nowrap; min-width: 30mm; }
.lref { width: %(lrefw)s; font-size: %(small)spt; padding-left: 3mm; }
.lrefb { font-size: %(small)spt; padding-left: 6mm; color: #333; }
.sres { margin: 1.5mm 0 1mm 0; font-size: %(bigsize)spt; }
.sname { font-weight: bold; display: inline-block; min-width: 60mm; }
.sval { font-weight: bold; }
.sprev { font-size: %(small)spt; margin-left: 6mm; }
.sref { font-size: %(small)spt; margin: 1mm 0 0 6mm; }
.sreft { font-weight: bold; }
.cum th.cdate, .cum td.cdate { text-align: center; width: 20mm; }
table.two { width: 100%%; border-collapse: collapse; } table.two > tbody > tr > td { width: 50%%; vertical-align: top; padding: 0 1.5mm; }
.twol { border-right: 1px solid #888; }
.note { font-size: %(small)spt; font-style: italic; margin-top: 0.8mm; }
.txt { margin: 0.6mm 0; } .txt.small { font-size: %(small)spt; } .txt.italic { font-style: italic; }
.txt.bold { font-weight: bold; } .txt.center { text-align: center; }
.sign { margin: 5mm 0 2mm 95mm; border-top: 1px solid #333; padding-top: 1mm; font-size: %(small)spt; text-align: center; }
.foot { position: absolute; left: 13mm; right: 13mm; bottom: 8mm; font-size: 7pt; border-top: 1px solid #777;
        padding-top: 1mm; }
.foot div { display: flex; justify-content: space-between; }
"""

DEF_STYLE = dict(font='DejaVu Sans', size=9, hsize=14, small=7.5, accent='#234a7a', patborder='1px solid #888',
                 gap=2.5, secsize=9.5, sectrans='uppercase', tsize=9.5, tborder='none', rowpad=0.5,
                 rowline='none', wname='40%', lrefw='55mm', bigsize=10.5)


def html(rep):
    st = dict(DEF_STYLE)
    st.update(rep['style'])
    css = CSS % st
    n = len(rep['pages'])
    pages = []
    for i, page in enumerate(rep['pages']):
        body = html_header(rep) + ''.join(html_block(b, st) for b in page)
        foot = ''.join('<div>' + ''.join(f'<span>{e(x.format(page=i + 1, pages=n))}</span>' for x in line.split('|')) + '</div>'
                       for line in rep['footer'])
        pages.append(f'<div class="page">{body}<div class="foot">{foot}</div></div>')
    script = ("<script>document.querySelectorAll('.page').forEach(function(p){"
              "if(p.scrollHeight>p.clientHeight+2){var d=document.createElement('div');"
              "d.textContent='OVERFLOW-DETECTED';document.body.appendChild(d);}});</script>")
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{e(rep["id"])}</title>'
            f'<style>{css}</style></head><body>{"".join(pages)}{script}</body></html>')


# ---------------------------------------------------------------- fpdf2
class Overflow(Exception):
    pass


def fpdf_render(rep, path):
    from fpdf import FPDF
    st = dict(DEF_STYLE)
    st.update(rep['style'])
    fam = st.get('pdffont', st['font'])
    pdf = FPDF(format='A4', unit='mm')
    pdf.set_auto_page_break(False)
    reg, bold, ital, d = FONTS[fam]
    base = f'/usr/share/fonts/truetype/{d}/'
    pdf.add_font('F', '', base + reg)
    pdf.add_font('F', 'B', base + bold)
    pdf.add_font('F', 'I', base + ital)
    S = float(st['size']) - 0.5     # fpdf geometry: slightly smaller type, own margins
    SM = float(st['small']) - 0.3
    L, W = 12.0, 186.0
    BOTTOM = 278.0
    lh = S * 0.42
    n = len(rep['pages'])

    def need(h):
        if pdf.get_y() + h > BOTTOM:
            raise Overflow(f'{rep["id"]} page overflow in fpdf at y={pdf.get_y():.1f}')

    def text(x, y, s, style='', size=None, w=0, align='L'):
        pdf.set_font('F', style, size or S)
        pdf.set_xy(x, y)
        pdf.cell(w, lh, s, align=align)

    def header():
        lab = rep['lab']
        y = 10
        kind = st.get('header', 'center')
        if kind in ('left',):
            pdf.set_draw_color(60)
            pdf.ellipse(L, y, 14, 14)
            text(L + 1, y + 5, lab.get('logo', lab['name'][:2]), 'B', 10, 12, 'C')
            text(L + 18, y, lab['name'], 'B', float(st['hsize']) - 1)
            yy = y + 6.5
            for l in lab['sub']:
                text(L + 18, yy, l, '', SM); yy += SM * 0.42
            yy2 = y
            for l in lab['ids']:
                text(L + 110, yy2, l, '', SM, W - 110, 'R'); yy2 += SM * 0.42
            y = max(yy, yy2, y + 15) + 1
            pdf.line(L, y, L + W, y)
        else:
            if kind == 'band':
                pdf.set_fill_color(70)
                pdf.rect(L, y - 1, W, 7 + len(lab['sub']) * SM * 0.42 + 1, 'F')
                pdf.set_text_color(255)
            align = 'C' if kind == 'center' else 'L'
            text(L + 2, y, lab['name'], 'B', float(st['hsize']) - 1, W - 4, align)
            y += 6.5
            for l in lab['sub']:
                text(L + 2, y, l, '', SM, W - 4, align); y += SM * 0.42
            pdf.set_text_color(0)
            if kind == 'band':
                y += 1.5
            for l in lab['ids']:
                text(L + 2, y, l, '', SM, W - 4, align); y += SM * 0.42
            y += 1
            if kind == 'box':
                pdf.rect(L, 9, W, y - 9)
            else:
                pdf.line(L, y, L + W, y)
        y += 1.5
        pc = rep.get('pcols', 2)
        pat = rep['patient']
        cw = W / pc
        y0 = y
        for i in range(0, len(pat), pc):
            for j, (k, v) in enumerate(pat[i:i + pc]):
                pdf.set_font('F', 'B', S - 0.5)
                kw = pdf.get_string_width(k) + 1.5
                text(L + 1 + j * cw, y, k, 'B', S - 0.5)
                text(L + 1 + j * cw + kw, y, v, '', S - 0.5)
            y += lh + 0.6
        pdf.rect(L, y0 - 0.8, W, y - y0 + 0.8)
        pdf.set_y(y + 2.5)

    def footer(i):
        y = 283
        pdf.line(L, y, L + W, y)
        for line in rep['footer']:
            parts = [x.format(page=i + 1, pages=n) for x in line.split('|')]
            pdf.set_font('F', '', 6.8)
            if len(parts) == 1:
                text(L, y + 0.8, parts[0], '', 6.8)
            else:
                text(L, y + 0.8, parts[0], '', 6.8)
                text(L, y + 0.8, parts[-1], '', 6.8, W, 'R')
                if len(parts) == 3:
                    text(L, y + 0.8, parts[1], '', 6.8, W, 'C')
            y += 3

    def block(b, x, w):
        t = b['t']
        if t == 'sec':
            need(6)
            y = pdf.get_y() + 1
            pdf.set_fill_color(225)
            pdf.rect(x, y, w, lh + 1.2, 'F')
            s = b['text'].upper() if st['sectrans'] == 'uppercase' else b['text']
            text(x + 1.5, y + 0.6, s, 'B', S + 0.3)
            pdf.set_y(y + lh + 2.5)
            return
        if t == 'text':
            style = 'B' if b.get('bold') else ('I' if b.get('italic') else '')
            size = SM if b.get('small') else S
            for l in b['lines']:
                pdf.set_font('F', style, size)
                nl = len(pdf.multi_cell(w, size * 0.42, l, dry_run=True, output='LINES'))
                need(nl * size * 0.42 + 0.5)
                pdf.set_x(x)
                pdf.multi_cell(w, size * 0.42, l, align='C' if b.get('center') else 'L')
                pdf.set_y(pdf.get_y() + 0.5)
            return
        if t == 'sign':
            need(len(b['lines']) * lh + 8)
            y = pdf.get_y() + 6
            pdf.line(x + w - 80, y, x + w, y)
            for l in b['lines']:
                text(x + w - 80, y + 0.5, l, '', SM, 80, 'C'); y += SM * 0.42
            pdf.set_y(y + 2)
            return
        if b.get('title'):
            need(lh * 3)
            text(x, pdf.get_y(), b['title'], 'B', S + 0.3)
            pdf.set_y(pdf.get_y() + lh + 0.6)
        for m in b.get('meta', []):
            need(lh)
            text(x, pdf.get_y(), m, '', SM)
            pdf.set_y(pdf.get_y() + SM * 0.42 + 0.3)
        if t == 'table':
            order = b.get('order', ['name', 'value', 'unit', 'ref'])
            widths = {'name': 0.34, 'value': 0.14, 'unit': 0.17, 'ref': 0.35, 'prev': 0.2}
            ws = [widths[k] for k in order]
            tot = sum(ws)
            ws = [w * a / tot for a in ws]
            xs = [x + sum(ws[:i]) for i in range(len(ws))]
            if b.get('cols'):
                need(lh + 1)
                y = pdf.get_y()
                for c, xx in zip(b['cols'], xs):
                    text(xx + 0.5, y, c, 'B', SM)
                pdf.line(x, y + lh, x + w, y + lh)
                pdf.set_y(y + lh + 0.8)
            for r in b['rows']:
                y = pdf.get_y()
                if r.get('kind') == 'sub':
                    need(lh + 1)
                    text(x + 0.5, y + 0.5, r['text'], 'B', S)
                    pdf.set_y(y + lh + 1)
                    continue
                cells = {'name': r['name'], 'value': r['vt'], 'unit': r['unit'], 'ref': r['ref'],
                         'prev': (f"{r['prev'][0]} ({r['prev'][2]})" if r['prev'] else '')}
                nl = max(c.count('\n') + 1 for c in cells.values())
                rh = max(lh, nl * SM * 0.42) + 0.6
                need(rh)
                for k, xx, ww in zip(order, xs, ws):
                    lines = cells[k].split('\n')
                    size = SM if k in ('ref', 'prev') else S
                    style = 'B' if k == 'value' else ''
                    yy = y
                    for ln in lines:
                        text(xx + 0.5, yy, ln, style, size)
                        yy += (SM if k in ('ref', 'prev') else S) * 0.42
                    if k == 'value' and r['flag']:
                        pdf.set_font('F', 'B', S)
                        text(xx + 1.5 + pdf.get_string_width(r['vt']), y, r['flag'], 'B', S)
                if st['rowline'] != 'none':
                    pdf.set_draw_color(180)
                    pdf.line(x, y + rh - 0.2, x + w, y + rh - 0.2)
                    pdf.set_draw_color(0)
                pdf.set_y(y + rh)
        elif t == 'lead':
            for r in b['rows']:
                y = pdf.get_y()
                if r.get('kind') == 'sub':
                    need(lh + 1)
                    text(x + 0.5, y + 0.5, r['text'], 'B', S)
                    pdf.set_y(y + lh + 1)
                    continue
                nl = r['name'].count('\n') + 1
                right = b.get('refpos', 'right') == 'right' and r['ref']
                refl = r['ref'].split('\n') if r['ref'] else []
                rh = max(nl * lh, (len(refl) * SM * 0.42) if right else 0) + 0.5
                need(rh + (len(refl) * SM * 0.42 if not right else 0) + (SM * 0.45 if r['prev'] else 0))
                vx = x + w * (0.40 if right else 0.62)
                lines = r['name'].split('\n')
                for i, ln in enumerate(lines):
                    text(x, y + i * lh, ln, '', S)
                pdf.set_font('F', '', S)
                sw = pdf.get_string_width(lines[-1])
                dx = x + sw + 1.5
                yl = y + (nl - 1) * lh
                pdf.set_font('F', '', S)
                dotw = pdf.get_string_width('.')
                ndots = int((vx - 1.5 - dx) / dotw)
                if ndots > 0:
                    text(dx, yl, '.' * ndots, '', S)
                vs = r['vt'] + (' ' + r['flag'] if r['flag'] else '') + ' ' + r['unit']
                text(vx, yl, vs.strip(), 'B', S)
                if right:
                    yy = y
                    for ln in refl:
                        text(x + w * 0.64, yy, ln, '', SM); yy += SM * 0.42
                y += rh
                if r['ref'] and not right:
                    for ln in refl:
                        text(x + 6, y, ln, '', SM); y += SM * 0.42
                if r['prev']:
                    text(x + 6, y, f"Resultado anterior: {r['prev'][0]} {r['unit']} em {r['prev'][2]}", '', SM)
                    y += SM * 0.45
                pdf.set_y(y)
        elif t == 'single':
            for r in b['rows']:
                need(lh * 2)
                y = pdf.get_y() + 1
                text(x, y, r['name'], 'B', S + 1)
                pdf.set_font('F', 'B', S + 1)
                vx = x + max(62, pdf.get_string_width(r['name']) + 4)
                vs = r['vt'] + (' ' + r['flag'] if r['flag'] else '')
                text(vx, y, vs, 'B', S + 1)
                pdf.set_font('F', 'B', S + 1)
                text(vx + pdf.get_string_width(vs) + 2, y, r['unit'], '', S + 1)
                y += lh + 1.2
                if r['prev']:
                    text(x + 6, y, f"Resultado anterior: {r['prev'][0]} {r['unit']}   Data: {r['prev'][2]}", '', SM)
                    y += SM * 0.45
                pdf.set_y(y)
            if b.get('ref'):
                need((len(b['ref']) + 1) * SM * 0.42 + 1)
                y = pdf.get_y() + 0.5
                text(x + 6, y, b.get('reftitle', 'Valores de Referência:'), 'B', SM)
                y += SM * 0.42
                for l in b['ref']:
                    text(x + 6, y, l, '', SM); y += SM * 0.42
                pdf.set_y(y + 0.5)
        elif t == 'cumul':
            nd = len(b['dates'])
            wn, wd, wu = 0.30 * w, 0.12 * w, 0.12 * w
            wr = w - wn - nd * wd - wu
            y = pdf.get_y()
            need(lh * 2)
            text(x, y, 'Exame', 'B', SM)
            for i, (lab, iso) in enumerate(b['dates']):
                text(x + wn + i * wd, y, lab, 'B', SM, wd, 'C')
            text(x + wn + nd * wd, y, 'Unidade', 'B', SM)
            text(x + wn + nd * wd + wu, y, 'Referência', 'B', SM)
            pdf.line(x, y + lh, x + w, y + lh)
            y += lh + 0.8
            for r in b['rows']:
                need(lh + 0.6)
                text(x, y, r['name'], '', S)
                for i, v in enumerate(r['vts']):
                    text(x + wn + i * wd, y, v or '—', 'B' if i == 0 else '', S, wd, 'C')
                text(x + wn + nd * wd, y, r['unit'], '', S)
                text(x + wn + nd * wd + wu, y, r['ref'], '', SM)
                y += lh + 0.6
            pdf.set_y(y)
        elif t == 'two':
            y0 = pdf.get_y()
            block(b['left'], x, w / 2 - 3)
            y1 = pdf.get_y()
            pdf.set_y(y0)
            block(b['right'], x + w / 2 + 3, w / 2 - 3)
            y2 = pdf.get_y()
            pdf.set_draw_color(140)
            pdf.line(x + w / 2, y0, x + w / 2, max(y1, y2))
            pdf.set_draw_color(0)
            pdf.set_y(max(y1, y2))
        for nline in b.get('notes', []):
            pdf.set_font('F', 'I', SM)
            nl = len(pdf.multi_cell(w, SM * 0.42, nline, dry_run=True, output='LINES'))
            need(nl * SM * 0.42 + 0.5)
            pdf.set_x(x)
            pdf.multi_cell(w, SM * 0.42, nline)
        pdf.set_y(pdf.get_y() + float(st['gap']) * 0.8)

    for i, page in enumerate(rep['pages']):
        pdf.add_page()
        header()
        for b in page:
            block(b, L, W)
        footer(i)
    pdf.output(path)
