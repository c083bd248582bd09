import html
from model import Res
FONTS = {'sans': "'DejaVu Sans'", 'serif': "'DejaVu Serif'", 'mono': "'DejaVu Sans Mono'",
         'cond': "'DejaVu Sans Condensed','DejaVu Sans'", 'lsans': "'Liberation Sans'", 'lserif': "'Liberation Serif'"}
e = lambda s: html.escape(s)
br = lambda s: '<br>'.join(e(x) for x in s.split('\n'))

def leader_line(st, name, val, unit, ref):
    W = st.get('lw', (24, 14, 14))
    return name.ljust(W[0], '.') + ': ' + val.ljust(W[1]) + unit.ljust(W[2]) + ref

def vflag(r):
    return e(r.vt) + (f' <span class="fl">{e(r.flag)}</span>' if r.flag else '')

def blocks_html(rep, blocks, layout):
    st = rep['style']; out = []; cols = st.get('cols', (30, 16, 17, 37))
    cg = '<colgroup>' + ''.join(f'<col style="width:{c}%">' for c in cols) + '</colgroup>'
    tbl_open = False
    def close():
        nonlocal tbl_open
        if tbl_open: out.append('</table>'); tbl_open = False
    def open_tbl():
        nonlocal tbl_open
        if not tbl_open:
            out.append(f'<table class="res">{cg}'); tbl_open = True
    for b in blocks:
        t = b[0]
        if t == 'sec':
            close(); layout = b[3] or layout
            out.append(f'<div class="sec">{e(b[1])}</div>')
            if b[2]: out.append(f'<div class="sub">{br(b[2])}</div>')
        elif t in ('row', 'row2'):
            if t == 'row':
                r = b[1]; name = r.name; ref = r.ref; vals = [(r, vflag(r), r.unit)]
            else:
                name, ref = b[1], b[4]; vals = [(b[2], vflag(b[2]), b[2].unit), (b[3], vflag(b[3]), b[3].unit)]
            if layout == 'table':
                open_tbl()
                if t == 'row':
                    out.append(f'<tr><td class="n">{br(name)}</td><td class="v">{vals[0][1]}</td><td class="u">{e(vals[0][2])}</td><td class="r">{br(ref)}</td></tr>')
                else:
                    out.append(f'<tr><td class="n">{br(name)}</td><td class="v">{vals[0][1]} {e(vals[0][2])}</td><td class="v">{vals[1][1]} {e(vals[1][2])}</td><td class="r">{br(ref)}</td></tr>')
            elif layout == 'leader':
                close()
                nl = name.split('\n'); rl = ref.split('\n')
                lines = [e(x) for x in nl[:-1]]
                if t == 'row':
                    r = vals[0][0]; v = r.vt + (' ' + r.flag if r.flag else '')
                    lines.append(e(leader_line(st, nl[-1], v, r.unit, rl[0])))
                else:
                    p, a = b[2], b[3]
                    lines.append(e(leader_line(st, nl[-1], p.vt + ' ' + p.unit, a.vt + ' ' + a.unit, rl[0])))
                W = st.get('lw', (24, 14, 14))
                lines += [e(' ' * (sum(W) + 2) + x) for x in rl[1:]]
                out.append('<div class="ld">' + '\n'.join(lines) + '</div>')
            elif layout in ('block', 'reffirst'):
                close(); r = vals[0][0]
                res = f'<span class="lab">Resultado:</span> <b>{vflag(r)}</b> {e(r.unit)}'
                if layout == 'block':
                    out.append(f'<div class="blk"><div class="bn">{br(name)}</div><div class="bg"><div class="bl">{res}</div><div class="br">{br(ref)}</div></div></div>')
                else:
                    out.append(f'<div class="blk"><div class="bn">{br(name)}</div><div class="rf">{br(ref)}</div><div class="bl">{res}</div></div>')
        elif t == 'prev':
            close()
            items = '&nbsp;&nbsp;&nbsp;'.join(f'{e(pd)}: {e(vt)} {e(u)}' for pd, iso, vt, u in b[3])
            out.append(f'<div class="prev">{e(b[4])} {items}</div>')
        elif t == 'txt':
            close(); out.append(f'<div class="{b[2]}">{br(b[1])}</div>')
        elif t == 'sp':
            close(); out.append('<div style="height:3mm"></div>')
        elif t == 'two':
            close()
            out.append('<div class="two"><div class="col">' + blocks_html(rep, b[1], layout) + '</div><div class="col">' + blocks_html(rep, b[2], layout) + '</div></div>')
        elif t == 'cum':
            close()
            h = ''.join(f'<th>{e(d)}</th>' for d in b[1])
            out.append(f'<table class="cum"><tr><th class="n">Exame</th>{h}<th>Unidade</th><th>Referência</th></tr>')
            for key, name, unit, vts, ref in b[3]:
                cells = ''.join(f'<td class="v">{e(v)}</td>' for v in vts)
                out.append(f'<tr><td class="n">{e(name)}</td>{cells}<td class="u">{e(unit)}</td><td class="r">{e(ref)}</td></tr>')
            out.append('</table>')
    close()
    return '\n'.join(out)

def render(rep):
    st = rep['style']; lab = rep['lab']; ac = st.get('accent', '#1b4f8a'); fs = st.get('size', 9)
    css = f"""@page {{ size: A4; margin: 11mm 12mm; }}
body {{ margin:0; font-family:{FONTS[st['font']]}; font-size:{fs}pt; color:#111; }}
.page {{ height:273mm; position:relative; page-break-after:always; overflow:visible; }}
.page:last-child {{ page-break-after:auto; }}
.hd {{ text-align:{st.get('align','left')}; border-bottom:{st.get('hb','2px solid '+ac)}; padding-bottom:1.5mm; margin-bottom:2mm; }}
.ln {{ font-size:{fs+6}pt; font-weight:bold; color:{ac}; }}
.ls {{ font-size:{fs-1.5}pt; color:#333; }}
.pt {{ display:grid; grid-template-columns: 1fr 1fr; column-gap:6mm; border:{st.get('pb','1px solid #999')}; padding:1.5mm 2mm; margin-bottom:2mm; font-size:{fs-0.5}pt; }}
.pt b {{ font-weight:bold; }}
.sec {{ font-weight:bold; margin-top:2.2mm; {st.get('secss','background:#e6edf5; padding:0.6mm 1.5mm;')} }}
.sub {{ font-size:{fs-2}pt; color:#444; margin:0.4mm 0 0.8mm 0; }}
table.res, table.cum {{ width:100%; border-collapse:collapse; table-layout:fixed; }}
table.res td, table.cum td, table.cum th {{ padding:0.35mm 1mm; vertical-align:top; {st.get('tdss','')} }}
table.cum th {{ text-align:left; border-bottom:1px solid #444; font-size:{fs-1}pt; }}
td.r {{ font-size:{fs-1.5}pt; color:#333; }}
td.v {{ font-weight:bold; white-space:nowrap; }}
td.u {{ white-space:nowrap; }}
.fl {{ color:#b00; font-weight:bold; }}
.ld {{ font-family:'DejaVu Sans Mono'; white-space:pre; font-size:{st.get('msize', fs-1)}pt; line-height:1.3; }}
.blk {{ margin:1.2mm 0 0.6mm 0; }}
.bn {{ font-weight:bold; }}
.bg {{ display:grid; grid-template-columns: 45% 55%; }}
.bl {{ padding-left:4mm; }}
.br, .rf {{ font-size:{fs-1.5}pt; color:#333; }}
.rf {{ padding-left:4mm; }}
.lab {{ color:#444; }}
.prev {{ font-size:{fs-2}pt; font-style:italic; color:#333; padding-left:4mm; margin-bottom:0.8mm; }}
.note {{ font-size:{fs-2}pt; color:#333; margin-top:1.2mm; }}
.two {{ display:grid; grid-template-columns: 1fr 1fr; column-gap:5mm; }}
.ft {{ position:absolute; bottom:0; left:0; right:0; font-size:{fs-2}pt; border-top:1px solid #888; padding-top:1mm; }}
.sig {{ text-align:right; font-size:{fs-1}pt; margin-top:3mm; }}
"""
    n = len(rep['pages']); pages = []
    for i, blocks in enumerate(rep['pages']):
        h = ['<div class="page">']
        if i == 0:
            h.append(f'<div class="hd"><div class="ln">{e(lab["name"])}</div>' + ''.join(f'<div class="ls">{e(x)}</div>' for x in lab['sub']) + '</div>')
            h.append('<div class="pt">' + ''.join(f'<div><b>{e(k)}</b> {e(v)}</div>' for k, v in rep['patient']) + '</div>')
        else:
            h.append(f'<div class="hd"><div class="ln" style="font-size:{fs+2}pt">{e(lab["name"])}</div><div class="ls">{e(rep["cont"])}</div></div>')
        h.append(blocks_html(rep, blocks, st.get('layout', 'table')))
        if i == n - 1:
            h.append('<div class="sig">' + br(rep['sign']) + '</div>')
        h.append('<div class="ft">' + br(rep['footer'].replace('{p}', str(i + 1)).replace('{n}', str(n))) + '</div>')
        h.append('</div>')
        pages.append('\n'.join(h))
    return f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{e(rep["id"])}</title><style>{css}</style></head><body>' + '\n'.join(pages) + '</body></html>'
