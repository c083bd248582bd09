"""Render a report model to a self-contained HTML page (printed by Chromium)."""
from html import escape
from model import fmt_val, prev_item, br

FONTS = {
    'dejavu': "'DejaVu Sans'", 'condensed': "'DejaVu Sans Condensed'", 'sans': "'Liberation Sans'",
    'serif': "'Liberation Serif'", 'dserif': "'DejaVu Serif'", 'mono': "'Liberation Mono'",
}
DOTS = ' ' + '.' * 160


def e(t):
    return escape(t or '').replace('\n', '<br>')


def css(st):
    a = st['accent']
    return f"""
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: {FONTS[st['font']]}, 'DejaVu Sans', sans-serif; font-size: {st['size']}pt; color: #111;
       font-variant-ligatures: none; font-kerning: none; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.page {{ width: 210mm; min-height: 294mm; padding: 9mm 12mm 6mm 12mm; display: flex; flex-direction: column;
        break-after: page; page-break-after: always; }}
.page:last-child {{ break-after: auto; page-break-after: auto; }}
.foot {{ margin-top: auto; border-top: 0.3mm solid #888; padding-top: 1mm; font-size: 0.8em; color: #333;
        display: flex; justify-content: space-between; }}
.hb {{ background: {a}; color: #fff; padding: 2mm 3mm; display: flex; justify-content: space-between; align-items: baseline; }}
.hb .n {{ font-size: 1.65em; font-weight: bold; }}
.hb .t {{ font-size: 0.9em; }}
.hl {{ font-size: 0.82em; color: #333; line-height: 1.3; }}
.hc {{ text-align: center; border-bottom: 0.9mm double #333; padding-bottom: 1.5mm; }}
.hc .n {{ font-size: 1.7em; font-weight: bold; letter-spacing: 0.02em; }}
.hx {{ display: flex; align-items: center; border-bottom: 0.5mm solid {a}; padding-bottom: 1.5mm; }}
.hx .logo {{ width: 15mm; height: 15mm; border: 0.7mm solid {a}; color: {a}; font-weight: bold; font-size: 1.6em;
            display: flex; align-items: center; justify-content: center; margin-right: 3mm; }}
.hx .n {{ font-size: 1.55em; font-weight: bold; color: {a}; }}
.hm {{ white-space: pre; line-height: 1.25; }}
.pat {{ width: 100%; border-collapse: collapse; margin: 2mm 0 2.5mm 0; table-layout: fixed; }}
.pat td {{ padding: 0.5mm 1.5mm; white-space: nowrap; overflow: hidden; }}
.pat.box {{ border: 0.3mm solid #777; }}
.pat.lines {{ border-top: 0.4mm solid #333; border-bottom: 0.4mm solid #333; }}
.pat b {{ font-weight: bold; }}
.sec {{ font-weight: bold; margin: 2.2mm 0 1mm 0; padding: 0.7mm 1.5mm; }}
.sec.banner {{ background: {a}; color: #fff; }}
.sec.classic, .sec.boxed {{ border-bottom: 0.4mm solid {a}; color: {a}; padding-left: 0; }}
.sec.mono {{ padding-left: 0; }}
.note {{ font-size: 0.84em; color: #222; margin: 0.8mm 0 1.2mm 0; line-height: 1.3; }}
.ttl {{ font-weight: bold; color: {a}; margin: 1.4mm 0 0.5mm 0; }}
table.res {{ border-collapse: collapse; table-layout: fixed; margin: 0.5mm 0 1mm 0; }}
table.res td, table.res th {{ padding: 0.45mm 1.2mm; vertical-align: top; text-align: left; }}
table.res th {{ font-size: 0.88em; font-weight: bold; }}
table.res td.c, table.res th.c {{ text-align: center; white-space: nowrap; }}
table.res td.u {{ white-space: nowrap; }}
table.res td.v {{ font-weight: bold; }}
table.res td.ld {{ white-space: nowrap; overflow: hidden; }}
table.res tr.sub td {{ font-weight: bold; font-style: italic; padding-top: 1.2mm; }}
table.grid td, table.grid th {{ border: 0.25mm solid #777; }}
table.grid th {{ background: #e9ecef; }}
table.hlines th {{ border-top: 0.35mm solid #333; border-bottom: 0.35mm solid #333; }}
table.hlines td {{ border-bottom: 0.2mm solid #bbb; }}
table.head th {{ border-bottom: 0.4mm solid #333; }}
.cols {{ display: flex; justify-content: space-between; }}
.exam {{ margin: 1.6mm 0 2mm 0; }}
.exam .eh {{ font-weight: bold; font-size: 1.08em; border-bottom: 0.25mm solid #555; margin-bottom: 0.6mm; }}
.exam .em {{ font-size: 0.86em; color: #333; }}
.exam table {{ width: 100%; border-collapse: collapse; table-layout: fixed; margin-top: 0.8mm; }}
.exam td {{ vertical-align: top; padding: 0; }}
.exam .xr {{ line-height: 1.45; }}
.exam .xr b {{ font-size: 1.05em; }}
.exam .rt {{ font-size: 0.86em; font-weight: bold; }}
.exam .rl {{ font-size: 0.86em; line-height: 1.3; }}
.exam .pv {{ font-size: 0.86em; font-style: italic; margin-top: 0.6mm; }}
.reft {{ border-collapse: collapse; font-size: 0.84em; margin: 0.5mm 0 1.5mm 0; table-layout: fixed; }}
.reft td {{ border: 0.2mm solid #999; padding: 0.3mm 1.2mm; }}
.sign {{ margin-left: auto; width: 85mm; text-align: center; margin-top: 2mm; }}
.sign .ln {{ border-top: 0.3mm solid #333; margin-bottom: 0.6mm; }}
.lead td {{ padding: 0.35mm 0; vertical-align: top; }}
"""


def header(r):
    L, st = r['lab'], r['style']
    h = st['header']
    if h == 'banner':
        return (f"<div class='hb'><span class='n'>{e(L['name'])}</span><span class='t'>{e(L['tagline'])}</span></div>"
                f"<div class='hl'>{e(L['lines'][0])}<br>{e(L['lines'][1])}<br>{e(L['rt'])}</div>")
    if h == 'classic':
        return (f"<div class='hc'><div class='n'>{e(L['name'])}</div><div class='hl'>{e(L['lines'][0])}<br>"
                f"{e(L['lines'][1])}<br>{e(L['rt'])}</div></div>")
    if h == 'boxed':
        ini = ''.join(w[0] for w in L['short'].replace('.', '').split() if w[0].isupper())[:2]
        return (f"<div class='hx'><div class='logo'>{e(ini)}</div><div><div class='n'>{e(L['name'])}</div>"
                f"<div class='hl'>{e(L['lines'][0])}<br>{e(L['lines'][1])}<br>{e(L['rt'])}</div></div></div>")
    bar = '=' * 92
    return f"<div class='hm'>{bar}\n{e(L['name'])}\n{e(L['lines'][0])}\n{e(L['lines'][1])}\n{e(L['rt'])}\n{bar}</div>"


def patient(r):
    st = r['style']
    n = r['pcols']
    rows, cur, used = [], [], 0
    for item in r['patient']:
        label, val = item[0], item[1]
        span = item[2] if len(item) > 2 else 1
        if used + span > n:
            rows.append(cur)
            cur, used = [], 0
        cur.append(f"<td colspan='{span}'><b>{e(label)}:</b> {e(val)}</td>")
        used += span
    if cur:
        rows.append(cur)
    if st['pat'] == 'mono':
        cls = 'lines'
    else:
        cls = st['pat']
    cg = ''.join("<col>" for _ in range(n))
    body = ''.join('<tr>' + ''.join(c) + '</tr>' for c in rows)
    return f"<table class='pat {cls}'><colgroup>{cg}</colgroup>{body}</table>"


def cell_text(row, c, b):
    if c == 'name':
        return row['name']
    if c == 'res':
        return fmt_val(row['res'], row['flag']) if row['res'] is not None else ''
    if c == 'res2':
        return fmt_val(row['res2'], row['flag2']) if row.get('res2') else ''
    if c == 'unit':
        return row['unit']
    if c == 'unit2':
        return row['unit2'] if row.get('res2') else ''
    if c == 'ref':
        return row['ref']
    if c.startswith('p'):
        i = int(c[1:])
        txt, fl = prev_item(row['prev'][i] if i < len(row['prev']) else None)
        return '—' if txt is None else fmt_val(txt, fl)
    raise KeyError(c)


def table(b):
    cols, W = b['cols'], b['widths']
    total = sum(W[c] for c in cols)
    out = []
    if b.get('title'):
        out.append(f"<div class='ttl'>{e(b['title'])}</div>")
    cls = 'res ' + b.get('ruled', 'none')
    out.append(f"<table class='{cls}' style='width:{total}mm'><colgroup>" +
               ''.join(f"<col style='width:{W[c]}mm'>" for c in cols) + '</colgroup>')
    if b.get('head', True):
        hs = b.get('heads', {})
        out.append('<tr>' + ''.join(
            f"<th class='{'c' if c in ('res', 'res2') or c.startswith('p') else ''}'>{e(hs.get(c, ''))}</th>"
            for c in cols) + '</tr>')
    for row in b['rows']:
        if row['kind'] == 'sub':
            out.append(f"<tr class='sub'><td colspan='{len(cols)}'>{e(row['text'])}</td></tr>")
            continue
        if row['kind'] == 'text':
            out.append(f"<tr><td colspan='{len(cols)}' class='note'>{e(row['text'])}</td></tr>")
            continue
        tds = []
        for c in cols:
            t = cell_text(row, c, b)
            if c == 'name' and b.get('leader'):
                parts = t.split('\n')
                inner = '<br>'.join(e(p) for p in parts[:-1])
                inner += ('<br>' if len(parts) > 1 else '') + f"{e(parts[-1])}<span>{DOTS}</span>"
                tds.append(f"<td class='ld'>{inner}</td>")
            elif c in ('res', 'res2'):
                tds.append(f"<td class='c v'>{e(t)}</td>")
            elif c.startswith('p'):
                tds.append(f"<td class='c'>{e(t)}</td>")
            elif c in ('unit', 'unit2'):
                tds.append(f"<td class='u'>{e(t)}</td>")
            else:
                tds.append(f"<td>{e(t)}</td>")
        out.append('<tr>' + ''.join(tds) + '</tr>')
    out.append('</table>')
    return '\n'.join(out)


def leader(b):
    valx, unitw = b['valx'], b['unitw']
    valw = b.get('valw', 32)
    refw = 186 - valx - valw - unitw
    out = [f"<table class='lead' style='width:186mm;border-collapse:collapse;table-layout:fixed'><colgroup>"
           f"<col style='width:{valx}mm'><col style='width:{valw}mm'><col style='width:{unitw}mm'>"
           f"<col style='width:{refw}mm'></colgroup>"]
    for row in b['rows']:
        out.append(f"<tr><td style='white-space:nowrap;overflow:hidden'>{e(row['name'])}<span>{DOTS}</span></td>"
                   f"<td style='white-space:nowrap'>: {e(fmt_val(row['res'], row['flag']))}</td>"
                   f"<td style='white-space:nowrap'>{e(row['unit'])}</td><td>({e(row['ref'])})</td></tr>")
        for i, p in enumerate(row['prev']):
            txt, fl = prev_item(p)
            if txt is None:
                continue
            out.append(f"<tr><td colspan='4' style='padding-left:6mm'>Anterior ({br(b['prev_dates'][i])}): "
                       f"{e(fmt_val(txt, fl))} {e(row['unit'])}</td></tr>")
    out.append('</table>')
    return '\n'.join(out)


def prev_line_text(pl):
    items = pl['items']
    if len(items) == 1 and items[0][1] is None:
        _, _, txt, unit = items[0]
        return f"Resultado anterior ({br(pl['date'])}): {txt} {unit}".rstrip()
    parts = [f"{lab} {txt} {unit}".rstrip() for _, lab, txt, unit in items]
    return f"Anterior em {br(pl['date'])}: " + ' · '.join(parts)


def exam_row_text(row):
    return row['name'], row['res'], row['unit'], row['flag']


def exam(b):
    out = ["<div class='exam'>", f"<div class='eh'>{e(b['title'])}</div>",
           f"<div class='em'>Material: {e(b['material'])} &nbsp;&nbsp;&nbsp; Método: {e(b['method'])}</div>"]
    if b.get('collected_line'):
        out.append(f"<div class='em'>{e(b['collected_line'])}</div>")
    left = ''.join(f"<div class='xr'>{e(n)}: <b>{e(v)}</b> {e(u)}{(' ' + e(f)) if f else ''}</div>"
                   for n, v, u, f in map(exam_row_text, b['rows']))
    right = "<div class='rt'>Valores de referência:</div>" + ''.join(
        f"<div class='rl'>{e(x)}</div>" for x in b['ref'])
    out.append(f"<table><colgroup><col style='width:56%'><col style='width:44%'></colgroup>"
               f"<tr><td>{left}</td><td>{right}</td></tr></table>")
    for pl in b.get('prev_lines', []):
        out.append(f"<div class='pv'>{e(prev_line_text(pl))}</div>")
    if b.get('note'):
        out.append(f"<div class='note'>{e(b['note'])}</div>")
    out.append('</div>')
    return '\n'.join(out)


def reftable(b):
    W = b['widths']
    out = [f"<div class='note'><b>{e(b['title'])}</b></div>",
           f"<table class='reft' style='width:{sum(W)}mm'><colgroup>" +
           ''.join(f"<col style='width:{w}mm'>" for w in W) + '</colgroup>']
    for row in b['rows']:
        out.append('<tr>' + ''.join(f'<td>{e(c)}</td>' for c in row) + '</tr>')
    out.append('</table>')
    return '\n'.join(out)


def sign(r):
    s = r['sign']
    return ("<div class='sign'><div class='ln'></div>" + f"<b>{e(s[0])}</b>" +
            ''.join(f"<div>{e(x)}</div>" for x in s[1:]) + '</div>')


def blocks(r, bl):
    st = r['style']
    out = []
    for b in bl:
        t = b['type']
        if t == 'section':
            txt = b['text']
            if st['header'] == 'mono':
                txt = '---- ' + txt + ' ' + '-' * max(4, 80 - len(txt))
            out.append(f"<div class='sec {st['header']}'>{e(txt)}</div>")
        elif t == 'note':
            out.append(f"<div class='note'>{e(b['text'])}</div>")
        elif t == 'table':
            out.append(table(b))
        elif t == 'leader':
            out.append(leader(b))
        elif t == 'exam':
            out.append(exam(b))
        elif t == 'reftable':
            out.append(reftable(b))
        elif t == 'cols':
            out.append("<div class='cols'><div style='width:90mm'>" + blocks(r, b['left']) +
                       "</div><div style='width:90mm'>" + blocks(r, b['right']) + '</div></div>')
        elif t == 'space':
            out.append(f"<div style='height:{b['h']}mm'></div>")
        elif t == 'sign':
            out.append(sign(r))
        else:
            raise ValueError(t)
    return '\n'.join(out)


def render(r):
    n = len(r['pages'])
    pages = []
    for i, bl in enumerate(r['pages'], 1):
        pages.append(f"<div class='page'><div class='main'>{header(r)}{patient(r)}{blocks(r, bl)}</div>"
                     f"<div class='foot'><span>{e(r['footer'])}</span><span>Página {i} de {n}</span></div></div>")
    return (f"<!DOCTYPE html>\n<html lang='pt-BR'><head><meta charset='utf-8'><title>{e(r['lab']['name'])} – "
            f"{r['id']}</title><style>{css(r['style'])}</style></head><body>\n" + '\n'.join(pages) + '\n</body></html>\n')
