"""Report model -> HTML (printed by Chromium)."""
import html
import re
from styles import FONTS, PW, style, dots_fill

E = html.escape


def esc(t):
    return E(t).replace('\n', '<br>')


def cell_value(rr, flag=True):
    if rr is None:
        return ''
    if flag and rr.flag:
        if rr.flag in ('↑', '↓'):
            return f'<b>{E(rr.vt)}</b> <span class="fl">{E(rr.flag)}</span>'
        return f'<b>{E(rr.vt)}</b> <span class="fl">{E(rr.flag)}</span>'
    return f'<b>{E(rr.vt)}</b>'


def table(spec, s, width):
    cols = spec['cols']
    tw = sum(c[2] for c in cols)
    k = width / tw
    cls = 'tb ' + spec.get('rule', 'hlines')
    out = [f'<table class="{cls}" style="width:{width:.2f}mm">']
    out.append('<colgroup>' + ''.join(f'<col style="width:{c[2]*k:.2f}mm">' for c in cols) + '</colgroup>')
    if spec.get('header', True):
        out.append('<tr class="th">' + ''.join(
            f'<td style="text-align:{(c[3] if len(c) > 3 else "left")}">{esc(c[1])}</td>' for c in cols) + '</tr>')
    for rw in spec['rows']:
        if 'sub' in rw:
            out.append(f'<tr class="sub"><td colspan="{len(cols)}">{esc(rw["sub"])}</td></tr>')
            continue
        if 'note' in rw:
            out.append(f'<tr class="rnote"><td colspan="{len(cols)}">{esc(rw["note"])}</td></tr>')
            continue
        tds = []
        flag_sep = any(c[0] == 'f0' for c in cols)
        for c in cols:
            key = c[0]
            al = c[3] if len(c) > 3 else 'left'
            if key == 'name':
                nm = rw['name']
                if spec.get('leaders') == 'dots':
                    txt = f'<span class="pre">{esc(dots_fill(nm, c[2]*k, s["fs"]))}</span>'
                elif spec.get('leaders'):
                    lines = nm.split('\n')
                    pre = ''.join(E(x) + '<br>' for x in lines[:-1])
                    txt = f'{pre}<div class="ld"><span>{E(lines[-1])}</span></div>'
                else:
                    txt = esc(nm)
                if rw.get('indent'):
                    txt = f'<span style="padding-left:3mm">{txt}</span>'
            elif re.fullmatch(r'v\d+', key):
                i = int(key[1:])
                rr = rw['vals'][i] if i < len(rw['vals']) else None
                txt = cell_value(rr, flag=not (flag_sep and i == 0))
            elif key == 'f0':
                rr = rw['vals'][0]
                txt = f'<span class="fl">{E(rr.flag)}</span>' if rr and rr.flag else ''
            elif re.fullmatch(r'u\d+', key):
                i = int(key[1:])
                rr = rw['vals'][i] if i < len(rw['vals']) else None
                txt = esc(rr.unit) if rr is not None and rr.unit else ''
            elif key == 'unit':
                txt = esc(rw['vals'][0].unit or '') if rw['vals'] and rw['vals'][0] else esc(rw.get('unit', ''))
            else:
                txt = esc(rw.get(key, ''))
            tds.append(f'<td style="text-align:{al}">{txt}</td>')
        out.append('<tr>' + ''.join(tds) + '</tr>')
    out.append('</table>')
    return '\n'.join(out)


def block(spec, s, width):
    o = [f'<div class="blk" style="width:{width:.2f}mm">', f'<div class="bh">{esc(spec["head"])}</div>']
    mm = []
    if spec.get('material'):
        mm.append(f'Material: {E(spec["material"])}')
    if spec.get('method'):
        mm.append(f'Método: {E(spec["method"])}')
    if mm:
        o.append('<div class="bm">' + ' &nbsp;&nbsp; '.join(mm) + '</div>')
    for label, rr in spec['items']:
        u = f' {E(rr.unit)}' if rr.unit else ''
        fl = f' <span class="fl">{E(rr.flag)}</span>' if rr.flag else ''
        o.append(f'<div class="bi"><span class="bl">{esc(label)}</span> <b>{E(rr.vt)}</b>{u}{fl}</div>')
    if spec.get('ref'):
        o.append(f'<div class="br">{esc(spec["ref"])}</div>')
    if spec.get('note'):
        o.append(f'<div class="bn">{esc(spec["note"])}</div>')
    o.append('</div>')
    return '\n'.join(o)


def blocks(bl, s, width):
    out = []
    for b in bl:
        k = b[0]
        if k == 'title':
            out.append(f'<div class="ti">{esc(b[1])}</div>')
        elif k == 'line':
            out.append(f'<div class="ln">{esc(b[1])}</div>')
        elif k == 'text':
            out.append(f'<div class="tx" style="width:{width:.2f}mm">{esc(b[1])}</div>')
        elif k == 'space':
            out.append(f'<div style="height:{b[1]}mm"></div>')
        elif k == 'table':
            out.append(table(b[1], s, width))
        elif k == 'block':
            out.append(block(b[1], s, width))
        elif k == 'cols2':
            gap = 6
            cw = (width - gap) / 2
            out.append(f'<div class="c2" style="width:{width:.2f}mm">'
                       f'<div class="cl" style="width:{cw:.2f}mm">{blocks(b[1], s, cw)}</div>'
                       f'<div class="cr" style="width:{cw:.2f}mm">{blocks(b[2], s, cw)}</div></div>')
    return '\n'.join(out)


def header(rep, s, pno, npages):
    lab = rep['lab']
    h = s['header']
    right = '<br>'.join(E(x) for x in lab['right'])
    left = '<br>'.join(E(x) for x in lab['lines'])
    if h == 'center':
        return (f'<div class="hc"><div class="ln1">{E(lab["name"])}</div><div class="tg">{E(lab["tag"])}</div>'
                f'<div class="hl">{left}<br>{right}</div></div>')
    if h == 'band':
        return (f'<div class="hb"><div class="hbl"><div class="ln1">{E(lab["name"])}</div>'
                f'<div class="tg">{E(lab["tag"])}</div></div><div class="hbr">{right}</div></div>'
                f'<div class="hl2">{left}</div>')
    return (f'<div class="hh"><div class="hhl"><div class="ln1">{E(lab["name"])}</div><div class="tg">{E(lab["tag"])}</div>'
            f'<div class="hl">{left}</div></div><div class="hhr">{right}</div></div>')


def patient(rep, s):
    pc = s['pcols']
    cells = [f'<td><span class="pl">{E(a)}:</span> {E(b)}</td>' for a, b in rep['patient']]
    rows = ['<tr>' + ''.join(cells[i:i + pc]) + '</tr>' for i in range(0, len(cells), pc)]
    cg = '<colgroup>' + ''.join(f'<col style="width:{100*w/sum(PW[pc]):.2f}%">' for w in PW[pc]) + '</colgroup>'
    return f'<table class="pt {s["patient"]}">' + cg + ''.join(rows) + '</table>'


def css(s):
    fam = FONTS[s['font']][0]
    hfam = FONTS[s['hfont'] or s['font']][0]
    a = s['accent']
    fs = s['fs']
    return f"""
@page {{ size: A4; margin: 0 }}
* {{ box-sizing: border-box }}
body {{ margin:0; font-family:'{fam}'; font-size:{fs}pt; color:#111 }}
.page {{ width:210mm; height:297mm; padding:{s['top']}mm {s['margin']}mm 0 {s['margin']}mm; position:relative;
  overflow:hidden; page-break-after:always; break-after:page }}
.page:last-child {{ page-break-after:auto; break-after:auto }}
.ln1 {{ font-family:'{hfam}'; font-weight:bold; font-size:{fs+7}pt; color:{a} }}
.tg {{ font-size:{fs-0.5}pt; font-style:italic; color:#444 }}
.hl, .hl2 {{ font-size:{fs-1.5}pt; color:#333 }}
.hhl {{ flex:1 }} .ln1 {{ white-space:nowrap }}
.hh {{ display:flex; justify-content:space-between; border-bottom:0.6mm solid {a}; padding-bottom:1.5mm }}
.hhr {{ white-space:nowrap; padding-left:4mm; text-align:right; font-size:{fs-1.5}pt; color:#333 }}
.hc {{ text-align:center; border-bottom:0.3mm solid #333; padding-bottom:1.5mm }}
.hb {{ display:flex; justify-content:space-between; background:{a}; color:#fff; padding:2mm 3mm }}
.hb .ln1, .hb .tg {{ color:#fff }}
.hbr {{ text-align:right; font-size:{fs-1.5}pt }}
.hl2 {{ padding:0.8mm 3mm; border-bottom:0.3mm solid {a} }}
table {{ border-collapse:collapse; table-layout:fixed }}
.pt {{ width:100%; margin:2mm 0 2mm 0; font-size:{fs-0.5}pt }}
.pt td {{ padding:0.4mm 1.5mm; vertical-align:top; white-space:nowrap; overflow:hidden }}
.pt.box {{ border:0.3mm solid #555 }}
.pt.lines {{ border-top:0.3mm solid #555; border-bottom:0.3mm solid #555 }}
.pl {{ font-weight:bold }}
.ti {{ font-weight:bold; font-size:{s['titlefs']}pt; margin:2.2mm 0 1mm 0; padding:0.5mm 1.5mm }}
.tb {{ margin:0.8mm 0 1.2mm 0 }}
.tb td {{ padding:0.35mm 1.2mm; vertical-align:top; line-height:1.18 }}
.tb .th td {{ font-weight:bold; font-size:{fs-0.5}pt }}
.tb.grid td {{ border:0.25mm solid #777 }}
.tb.grid .th td {{ background:#e4e9ef }}
.tb.hlines td {{ border-bottom:0.2mm solid #bbb }}
.tb.hlines .th td {{ border-bottom:0.35mm solid #333 }}
.tb.none .th td {{ border-bottom:0.25mm solid #333 }}
.tb .sub td {{ font-weight:bold; font-style:italic; padding-top:1mm }}
.tb .rnote td {{ font-size:{fs-1.5}pt; font-style:italic; color:#333 }}
.pre {{ white-space:pre }}
.ld {{ display:flex }}
.ld::after {{ content:''; flex:1; border-bottom:0.3mm dotted #444; margin:0 1mm 1mm 1mm }}
.fl {{ font-weight:bold }}
.ln {{ font-size:{fs-0.5}pt; margin:0.3mm 0 }}
.tx {{ font-size:{fs-1}pt; margin:1mm 0; line-height:1.25 }}
.blk {{ margin:1.5mm 0 2mm 0; border-bottom:0.2mm solid #999; padding-bottom:1.2mm }}
.bh {{ font-weight:bold; font-size:{fs+0.5}pt }}
.bm {{ font-size:{fs-1.5}pt; color:#333; margin-bottom:0.6mm }}
.bi {{ margin:0.3mm 0 0.3mm 4mm }}
.bl {{ display:inline-block; min-width:34mm }}
.br {{ font-size:{fs-1}pt; margin:0.6mm 0 0 4mm; white-space:pre-line }}
.bn {{ font-size:{fs-1.5}pt; font-style:italic; margin:0.6mm 0 0 4mm }}
.c2 {{ display:flex; justify-content:space-between }}
.cl {{ border-right:0.2mm solid #aaa; padding-right:0 }}
.ftr {{ position:absolute; left:{s['margin']}mm; right:{s['margin']}mm; bottom:{s['bottom']}mm; font-size:{fs-1.5}pt;
  border-top:0.3mm solid #555; padding-top:1mm; color:#222 }}
.ftr .pg {{ float:right }}
""" + TITLE_CSS[s['title']].format(a=a)


TITLE_CSS = {
    'bar': '.ti {{ background:{a}; color:#fff }}',
    'underline': '.ti {{ border-bottom:0.4mm solid {a}; color:{a}; padding-left:0 }}',
    'plain': '.ti {{ padding-left:0 }}',
    'shade': '.ti {{ background:#e6e6e6; border-left:1.2mm solid {a} }}',
}


def render(rep):
    s = style(rep)
    n = len(rep['pages'])
    width = 210 - 2 * s['margin']
    pages = []
    for i, bl in enumerate(rep['pages']):
        foot = '<br>'.join(esc(x) for x in rep['footer'])
        pages.append(f'<div class="page">{header(rep, s, i, n)}{patient(rep, s)}'
                     f'<div class="content">{blocks(bl, s, width)}</div>'
                     f'<div class="ftr"><span class="pg">Página {i+1} de {n}</span>{foot}</div></div>')
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{E(rep["id"])}</title>'
            f'<style>{css(s)}</style></head><body>' + '\n'.join(pages) + '</body></html>')
