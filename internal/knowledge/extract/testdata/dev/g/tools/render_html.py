"""Render a report description to a self-contained A4 HTML file."""
import html

from lib import R, Row

BASE_CSS = """
@page { size: 210mm 297mm; margin: 0; }
html, body { margin: 0; padding: 0; }
body { font-variant-ligatures: none; font-kerning: none;
       -webkit-print-color-adjust: exact; print-color-adjust: exact; color: #111; }
.page { width: 210mm; height: 296.5mm; position: relative; box-sizing: border-box;
        overflow: hidden; break-after: page; page-break-after: always; }
.page:last-child { break-after: auto; page-break-after: auto; }
.content { position: absolute; left: var(--ml); right: var(--mr); top: var(--mt); }
.footer { position: absolute; left: var(--ml); right: var(--mr); bottom: var(--mb); }
.hitem { margin: 0; padding: 0; }
.h-name { font-size: var(--h-name); font-weight: bold; }
.h-sub { font-size: var(--h-sub); }
.h-small { font-size: var(--h-small); }
.h-tiny { font-size: var(--h-tiny); }
.h-bold { font-weight: bold; }
.h-title { font-size: var(--h-title); font-weight: bold; }
.al-L { text-align: left; } .al-C { text-align: center; } .al-R { text-align: right; }
.split { display: flex; justify-content: space-between; align-items: flex-start; }
.split .rbox { padding: 1.2mm 2mm; }
.split .rbox.boxed { border: 0.3mm solid #444; }
.bar { background: var(--accent); color: #fff; font-weight: bold; padding: 0.8mm 2mm; }
.rule { border: 0; border-top: solid #333; margin: 1mm 0; }
table.kv { width: 100%; border-collapse: collapse; table-layout: fixed; }
table.kv td { padding: 0.35mm 1mm; vertical-align: top; font-size: var(--kv); }
table.kv.boxed { border: 0.3mm solid #555; }
table.kv .lab { font-weight: bold; }
table.grid { border-collapse: collapse; table-layout: fixed; }
table.grid td, table.grid th { padding: 0.45mm 1mm; vertical-align: top; overflow: hidden; }
table.grid th { font-weight: bold; text-align: left; }
td.nw, th.nw { white-space: nowrap; }
.al-r, table.grid th.al-r, table.grid td.al-r { text-align: right; } .al-c, table.grid th.al-c, table.grid td.al-c { text-align: center; }
tr.sub td { font-weight: bold; padding-top: 1.2mm; }
tr.note td { font-style: italic; }
.dotcell { display: flex; }
.dotcell .dn { white-space: nowrap; flex: none; padding-right: 0.6mm; }
.dotcell .dd { flex: 1 1 auto; overflow: hidden; white-space: nowrap; }
.ttl { font-weight: bold; }
.tlines { }
.twocol { display: flex; justify-content: space-between; }
.flag { font-weight: bold; }
td.c-ref, .tlines, .hitem, .textblk, table.kv td { white-space: pre-wrap; }
"""


def esc(s):
    return html.escape(s)


def lines_html(s):
    if isinstance(s, (list, tuple)):
        s = '\n'.join(s)
    return '<br>'.join(esc(x) for x in s.split('\n'))


def sub_pn(s, p, n):
    return s.replace('{p}', str(p)).replace('{n}', str(n))


def render_hitems(items, p, n):
    out = []
    for it in items:
        kind = it[0]
        if kind == 't':
            _, text, cls, al = it
            out.append(f'<div class="hitem h-{cls} al-{al}">{lines_html(sub_pn(text, p, n))}</div>')
        elif kind == 'rule':
            out.append(f'<hr class="rule" style="border-top-width:{it[1]}mm">')
        elif kind == 'space':
            out.append(f'<div style="height:{it[1]}mm"></div>')
        elif kind == 'bar':
            _, text, cls = it
            out.append(f'<div class="bar h-{cls}">{lines_html(sub_pn(text, p, n))}</div>')
        elif kind == 'kv':
            _, pairs, ncols, boxed = it
            cells = []
            for lab, val in pairs:
                cells.append(f'<td><span class="lab">{esc(sub_pn(lab, p, n))}</span> '
                             f'{esc(sub_pn(val, p, n))}</td>')
            rows = []
            for i in range(0, len(cells), ncols):
                chunk = cells[i:i + ncols]
                chunk += ['<td></td>'] * (ncols - len(chunk))
                rows.append('<tr>' + ''.join(chunk) + '</tr>')
            out.append(f'<table class="kv{" boxed" if boxed else ""}">' + ''.join(rows) + '</table>')
        elif kind == 'split':
            _, left, right, boxed = it
            lh = render_hitems(left, p, n)
            rh = render_hitems(right, p, n)
            out.append(f'<div class="split"><div class="lbox">{lh}</div>'
                       f'<div class="rbox{" boxed" if boxed else ""}">{rh}</div></div>')
        else:
            raise ValueError(kind)
    return ''.join(out)


def value_html(r, inline_flag, col_opts):
    v = esc(r.vt)
    if r.bold:
        v = f'<b>{v}</b>'
    if inline_flag and r.flag:
        sep = col_opts.get('flagsep', ' ')
        v += f'{sep}<span class="flag">{esc(r.flag)}</span>'
    return v


def cell_content(kind, rw, opts, block):
    empty = block.get('empty', '—')
    if kind == 'name':
        nm = lines_html(rw.name)
        if rw.bold_name:
            nm = f'<b>{nm}</b>'
        if block.get('dots'):
            return f'<div class="dotcell"><span class="dn">{nm}</span><span class="dd">{"." * 200}</span></div>'
        return nm
    if kind == 'nameref':
        nm = f'<div class="nm">{lines_html(rw.name)}</div>'
        if rw.ref:
            nm += f'<div class="rf">{lines_html(rw.ref)}</div>'
        return nm
    if kind == 'ref':
        return lines_html(rw.ref) if rw.ref else ''
    if kind.startswith('x:'):
        return lines_html(rw.extra.get(kind[2:], ''))
    for pre in ('vu', 'v', 'u', 'f'):
        if kind.startswith(pre) and kind[len(pre):].isdigit():
            i = int(kind[len(pre):])
            r = rw.slots[i] if i < len(rw.slots) else None
            if r is None:
                return esc(empty) if pre in ('v', 'vu') else ''
            if isinstance(r, str):
                return esc(r) if pre in ('v', 'vu') else ''
            if pre == 'v':
                return value_html(r, opts.get('flag_inline', False), opts)
            if pre == 'vu':
                s = value_html(r, False, opts)
                if r.unit:
                    s += ' ' + esc(r.unit)
                if opts.get('flag_inline') and r.flag:
                    s += f' <span class="flag">{esc(r.flag)}</span>'
                return s
            if pre == 'u':
                return esc(r.unit)
            if pre == 'f':
                return f'<span class="flag">{esc(r.flag)}</span>' if r.flag else ''
    raise ValueError(kind)


def render_grid(b):
    cols = b['cols']
    cls = b.get('cls', '')
    total_w = sum(c[2] for c in cols)
    out = []
    if b.get('title'):
        out.append(f'<div class="gtitle {b.get("title_cls", "")}">{lines_html(b["title"])}</div>')
    out.append(f'<table class="grid {cls}" style="width:{total_w}mm">')
    out.append('<colgroup>' + ''.join(f'<col style="width:{c[2]}mm">' for c in cols) + '</colgroup>')
    if b.get('header', True):
        ths = []
        for kind, label, w, *rest in cols:
            opts = rest[0] if rest else {}
            al = opts.get('align', 'l')
            ths.append(f'<th class="al-{al}">{lines_html(label)}</th>')
        out.append('<thead><tr class="hdr">' + ''.join(ths) + '</tr></thead>')
    out.append('<tbody>')
    for rw in b['rows']:
        if rw.kind == 'sub':
            out.append(f'<tr class="sub"><td colspan="{len(cols)}">{lines_html(rw.name)}</td></tr>')
            continue
        if rw.kind == 'note':
            out.append(f'<tr class="note"><td colspan="{len(cols)}">{lines_html(rw.name)}</td></tr>')
            continue
        tds = []
        for kind, label, w, *rest in cols:
            opts = rest[0] if rest else {}
            al = opts.get('align', 'l')
            nw = ' nw' if (kind[0] in 'vuf' and kind not in ('name',)) or opts.get('nowrap') else ''
            ccls = f'c-{kind.replace(":", "-")} al-{al}{nw}'
            tds.append(f'<td class="{ccls}">{cell_content(kind, rw, opts, b)}</td>')
        rcls = 'r' + (' alt' if rw.extra.get('alt') else '')
        out.append(f'<tr class="{rcls}">' + ''.join(tds) + '</tr>')
        if b.get('ref_below') and rw.ref:
            ind = b.get('ref_indent', 1)
            pre = b.get('ref_prefix', '')
            out.append(f'<tr class="refrow">' + ('<td></td>' * ind) +
                       f'<td colspan="{len(cols) - ind}">{esc(pre)}{lines_html(rw.ref)}</td></tr>')
    out.append('</tbody></table>')
    return ''.join(out)


def render_blocks(blocks):
    out = []
    for b in blocks:
        t = b['type']
        st = b.get('style', '')
        if t == 'grid':
            out.append(f'<div class="blk gridblk {b.get("wrap_cls", "")}" style="{st}">{render_grid(b)}</div>')
        elif t == 'title':
            s = f'<div class="ttl {b.get("cls", "")}">{lines_html(b["text"])}</div>'
            if b.get('lines'):
                s += f'<div class="tlines {b.get("lcls", "")}">{lines_html(b["lines"])}</div>'
            out.append(f'<div class="blk titleblk" style="{st}">{s}</div>')
        elif t == 'text':
            out.append(f'<div class="blk textblk {b.get("cls", "")}" style="{st}">{lines_html(b["lines"])}</div>')
        elif t == 'space':
            out.append(f'<div style="height:{b["h"]}mm"></div>')
        elif t == 'rule':
            out.append(f'<hr class="rule" style="border-top-width:{b.get("w", 0.3)}mm">')
        elif t == 'twocol':
            lw = b['lw']
            rw = b['rw']
            out.append(f'<div class="blk twocol" style="{st}"><div style="width:{lw}mm">'
                       f'{render_blocks(b["left"])}</div><div style="width:{rw}mm">'
                       f'{render_blocks(b["right"])}</div></div>')
        else:
            raise ValueError(t)
    return ''.join(out)


def render(report):
    st = report['style']
    ml, mt, mr, mb = st['margins']
    n = len(report['pages'])
    hs = st.get('hsizes', {})
    root = (f":root {{ --ml:{ml}mm; --mt:{mt}mm; --mr:{mr}mm; --mb:{mb}mm; "
            f"--accent:{st.get('accent', '#333')}; "
            f"--h-name:{hs.get('name', 15)}pt; --h-sub:{hs.get('sub', 9)}pt; "
            f"--h-small:{hs.get('small', 7.8)}pt; --h-tiny:{hs.get('tiny', 6.8)}pt; "
            f"--h-title:{hs.get('title', 11)}pt; --kv:{hs.get('kv', 8.5)}pt; }}\n"
            f"body {{ font-family: {st['html_font']}; font-size: {st['base_pt']}pt; }}\n")
    pages = []
    for i, blocks in enumerate(report['pages'], 1):
        head = render_hitems(report['header'](i, n), i, n)
        foot = render_hitems(report['footer'](i, n), i, n)
        pages.append(f'<div class="page" id="p{i}"><div class="content">'
                     f'<div class="header">{head}</div><div class="body">{render_blocks(blocks)}</div>'
                     f'</div><div class="footer">{foot}</div></div>')
    title = esc(report['title'])
    return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8">'
            f'<title>{title}</title><style>{BASE_CSS}{root}{st.get("css", "")}</style></head>'
            f'<body>{"".join(pages)}</body></html>\n')
