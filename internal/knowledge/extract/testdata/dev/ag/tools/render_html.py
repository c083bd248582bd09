from html import escape as h

FONTS = {'sans': "'DejaVu Sans'", 'serif': "'DejaVu Serif'", 'mono': "'DejaVu Sans Mono'",
         'lib': "'Liberation Sans'", 'libserif': "'Liberation Serif'", 'cond': "'DejaVu Sans Condensed','DejaVu Sans'"}

def nm(name):
    return '<br>'.join(h(p) for p in name.split('|'))

def val(vt, flag):
    s = '<b>%s</b>' % h(vt)
    if flag: s += ' <span class="fl">%s</span>' % h(flag)
    return s

def prevline(r):
    if not r['prev']: return ''
    parts = ['%s %s (%s)' % (h(p[2]), h(r['unit']), h(p[1])) for p in r['prev']]
    return 'Resultados anteriores: ' + ' &nbsp;·&nbsp; '.join(parts)

def exam(b, st):
    lay = b['layout'] or st['layout']
    o = ['<div class="exam">']
    o.append('<div class="et">%s</div>' % h(b['title']))
    for p in b['pre']: o.append('<div class="note">%s</div>' % h(p))
    ml = []
    if b['material']: ml.append('Material: ' + h(b['material']))
    if b['method']: ml.append('Método: ' + h(b['method']))
    if ml: o.append('<div class="meta">%s</div>' % '<br>'.join(ml))
    for m in b['meta']: o.append('<div class="meta">%s</div>' % h(m))
    rows = b['rows']
    has2 = any(r['v2'] for r in rows)
    if lay in ('table', 'refleft'):
        o.append('<table class="res">')
        if lay == 'table':
            hd = ['Exame', 'Resultado', 'Unidade'] + (['Resultado', 'Unidade'] if has2 else []) + ['Valores de referência']
        else:
            hd = ['Exame', 'Valores de referência', 'Resultado', 'Unidade']
        o.append('<tr>' + ''.join('<th>%s</th>' % x for x in hd) + '</tr>')
        for r in rows:
            ref = '<br>'.join(h(x) for x in r['ref'])
            if lay == 'table':
                c = ['<td class="n">%s</td>' % nm(r['name']), '<td class="v">%s</td>' % val(r['vt'], r['flag']), '<td class="u">%s</td>' % h(r['unit'])]
                if has2:
                    if r['v2']:
                        c += ['<td class="v">%s</td>' % val(r['v2'][0], r['v2'][3]), '<td class="u">%s</td>' % h(r['v2'][1])]
                    else:
                        c += ['<td></td>', '<td></td>']
                c.append('<td class="r">%s</td>' % ref)
            else:
                c = ['<td class="n">%s</td>' % nm(r['name']), '<td class="r">%s</td>' % ref,
                     '<td class="v">%s</td>' % val(r['vt'], r['flag']), '<td class="u">%s</td>' % h(r['unit'])]
            o.append('<tr>' + ''.join(c) + '</tr>')
            if r['prev']:
                o.append('<tr class="prev"><td colspan="%d">%s</td></tr>' % (len(hd), prevline(r)))
        o.append('</table>')
    elif lay == 'leaders':
        W = st.get('lead_w', 34)
        o.append('<div class="lead">')
        for r in rows:
            parts = r['name'].split('|')
            for p in parts[:-1]:
                o.append(h(p) + '\n')
            last = parts[-1]
            dots = '.' * max(2, W - len(last))
            line = '%s%s: %s %s' % (h(last), dots, val(r['vt'], r['flag']), h(r['unit']))
            if r['v2']:
                line += '   %s %s' % (val(r['v2'][0], r['v2'][3]), h(r['v2'][1]))
            o.append(line + '\n')
            for x in r['ref']:
                o.append(' ' * (W + 2) + h(x) + '\n')
            if r['prev']:
                o.append(' ' * (W + 2) + prevline(r) + '\n')
        o.append('</div>')
    else:  # free / refbefore
        for r in rows:
            res = '<div class="rl"><span class="rn">%s</span> <span class="rv">%s %s</span></div>' % (
                nm(r['name']) + (':' if st.get('colon', True) else ''), val(r['vt'], r['flag']), h(r['unit']))
            if r['v2']:
                res = res[:-6] + ' &nbsp; %s %s</div>' % (val(r['v2'][0], r['v2'][3]), h(r['v2'][1]))
            refs = ''
            if r['ref']:
                refs = '<div class="rf"><i>Valores de referência:</i><br>%s</div>' % '<br>'.join(h(x) for x in r['ref'])
            o.append(refs + res if lay == 'refbefore' else res + refs)
            if r['prev']:
                o.append('<div class="meta">%s</div>' % prevline(r))
    for n in b['notes']: o.append('<div class="note">%s</div>' % h(n))
    o.append('</div>')
    return '\n'.join(o)

def cum(b):
    o = ['<div class="exam"><div class="et">%s</div>' % h(b['title'])]
    for m in b['meta']: o.append('<div class="meta">%s</div>' % h(m))
    o.append('<table class="res cum"><tr><th>Exame</th><th>Unidade</th>' + ''.join('<th>%s</th>' % h(d[1]) for d in b['dates']) + '<th>Referência</th></tr>')
    for name, unit, key, vals, ref in b['rows']:
        o.append('<tr><td class="n">%s</td><td class="u">%s</td>%s<td class="r">%s</td></tr>' % (
            nm(name), h(unit), ''.join('<td class="v">%s</td>' % (h(v) if v else '—') for v in vals), h(ref)))
    o.append('</table>')
    for n in b['notes']: o.append('<div class="note">%s</div>' % h(n))
    o.append('</div>')
    return '\n'.join(o)

def block(b, st):
    if b['kind'] == 'exam': return exam(b, st)
    if b['kind'] == 'cum': return cum(b)
    if b['kind'] == 'text': return '<div class="%s">%s</div>' % (b['cls'], h(b['text']).replace('\n', '<br>'))
    if b['kind'] == 'two':
        t = '<div class="sect">%s</div>' % h(b['title']) if b['title'] else ''
        return t + '<div class="two"><div>%s</div><div>%s</div></div>' % (
            '\n'.join(block(x, st) for x in b['left']), '\n'.join(block(x, st) for x in b['right']))
    raise ValueError(b['kind'])

def header(rep, pno, npages):
    lab, st = rep['lab'], rep['style']
    o = ['<div class="hdr"><div class="ln">%s</div>' % h(lab['name'])]
    if lab.get('tag'): o.append('<div class="tag">%s</div>' % h(lab['tag']))
    o.append('<div class="hi">%s</div>' % '<br>'.join(h(x) for x in lab['lines']))
    o.append('</div>')
    if pno == 0:
        o.append('<table class="pat">')
        pl = rep['patient']
        for i in range(0, len(pl), 2):
            cells = ''.join('<td class="pk">%s</td><td class="pv">%s</td>' % (h(k), h(v)) for k, v in pl[i:i + 2])
            o.append('<tr>%s</tr>' % cells)
        o.append('</table>')
    else:
        o.append('<div class="pat2">%s</div>' % h(rep['page_hdr']))
    return '\n'.join(o)

def render(rep, scale=1.0):
    st = rep['style']
    fs = st.get('size', 9.0) * scale
    css = """
@page { size: A4; margin: 11mm 13mm 10mm 13mm; }
body { margin:0; font-family: %(font)s; font-size: %(fs).2fpt; color:#111; }
.page { page-break-after: always; min-height: 272mm; display:flex; flex-direction:column; }
.page:last-child { page-break-after: auto; }
.hdr { border-bottom: 2px solid %(col)s; padding-bottom: 2mm; margin-bottom: 2mm; text-align:%(halign)s; }
.ln { font-size: 1.7em; font-weight: bold; color: %(col)s; %(upper)s }
.tag { font-size: 0.95em; font-style: italic; }
.hi { font-size: 0.82em; line-height: 1.25; }
table.pat { width:100%%; border-collapse:collapse; font-size:0.92em; margin-bottom:2mm; border:1px solid #999; }
.pk { font-weight:bold; white-space:nowrap; padding:0.5mm 1.5mm; background:%(bg)s; }
.pv { padding:0.5mm 1.5mm; }
.pat2 { font-size:0.9em; border:1px solid #999; padding:1mm; margin-bottom:2mm; }
.exam { margin: 1.6mm 0 2mm 0; break-inside: avoid; }
.et { font-weight:bold; font-size:1.08em; border-bottom: 1px solid #bbb; margin-bottom:0.6mm; color:%(col)s; %(upper)s }
.meta { font-size:0.84em; color:#333; }
.note { font-size:0.8em; color:#222; margin-top:0.8mm; text-align: justify; }
.warn { font-size:0.86em; border:1px solid %(col)s; padding:1mm 2mm; margin:1.5mm 0; }
.sect { font-weight:bold; font-size:1.15em; text-align:center; margin:2mm 0 1mm; background:%(bg)s; }
table.res { width:100%%; border-collapse:collapse; margin-top:0.6mm; }
table.res th { text-align:left; font-size:0.82em; border-bottom:1px solid #666; padding:0.3mm 1mm; }
table.res td { vertical-align:top; padding:0.35mm 1mm; }
td.n { width:32%%; } td.v { white-space:nowrap; } td.u { white-space:nowrap; } td.r { font-size:0.86em; }
tr.prev td { font-size:0.8em; color:#333; padding-left:6mm; }
.lead { font-family:'DejaVu Sans Mono'; white-space:pre; font-size:0.92em; line-height:1.3; margin-top:0.5mm; }
.rl { margin-top:0.8mm; } .rv { margin-left: 4mm; }
.rf { font-size:0.86em; margin-left:6mm; }
.two { display:grid; grid-template-columns: 1fr 1fr; column-gap: 5mm; }
.fl { font-weight:bold; }
.sig { margin-top:4mm; text-align:center; font-size:0.9em; }
.foot { margin-top:auto; border-top:1px solid #999; font-size:0.75em; padding-top:1mm; display:flex; justify-content:space-between; }
""" % dict(font=FONTS[st.get('font', 'sans')], fs=fs, col=st.get('color', '#123'), bg=st.get('bg', '#eee'),
           upper='text-transform:uppercase;' if st.get('upper') else '', halign=st.get('halign', 'left'))
    pages = []
    n = len(rep['pages'])
    for i, page in enumerate(rep['pages']):
        body = [header(rep, i, n)]
        body += [block(b, st) for b in page]
        if i == n - 1:
            body.append('<div class="sig">%s</div>' % '<br>'.join(h(x) for x in rep['sign']))
        body.append('<div class="foot"><span>%s</span><span>Página %d de %d</span></div>' % (h(rep['footer']), i + 1, n))
        pages.append('<div class="page">%s</div>' % '\n'.join(body))
    return '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title><style>%s</style></head><body>%s</body></html>' % (
        rep['id'], css, '\n'.join(pages))
