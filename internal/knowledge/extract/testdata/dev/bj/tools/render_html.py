"""Render a Report to HTML for Chromium printing."""
import html
from model import Text, Table, Block, Leader, Cols, Spacer

FAMILY = {'sans': 'DejaVu Sans', 'cond': 'DejaVu Sans Condensed', 'serif': 'DejaVu Serif',
          'serifc': 'DejaVu Serif Condensed', 'mono': 'DejaVu Sans Mono'}
MARGIN = 12  # mm, all sides


def esc(s):
    return html.escape(s).replace('\n', '<br>')


def css(rep):
    st = rep.style
    fam = FAMILY[st['font']]
    sz = st['size']
    acc = st.get('accent', '#000')
    th = st.get('thfill', '#e6e6e6')
    return f"""
@page {{ size: A4; margin: {MARGIN}mm; }}
* {{ box-sizing: border-box; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: '{fam}', 'DejaVu Sans'; font-size: {sz}pt; line-height: 1.25; color: #111; }}
.page {{ height: 272mm; position: relative; overflow: hidden; page-break-after: always; }}
.page:last-child {{ page-break-after: auto; }}
.hdr {{ border-bottom: 0.5mm solid {acc}; padding-bottom: 1.5mm; margin-bottom: 2mm; }}
.hdr.bar .labname {{ background: {acc}; color: #fff; padding: 1.5mm 3mm; }}
.hdr.center {{ text-align: center; }}
.labname {{ font-size: {st.get('hsize', 15)}pt; font-weight: bold; color: {acc}; }}
.hdr.bar .labname {{ color: #fff; }}
.lablines {{ font-size: {sz - 1.5}pt; color: #333; margin-top: 0.8mm; }}
.pat {{ width: 100%; border-collapse: collapse; margin-bottom: 2mm; font-size: {sz - 0.5}pt; }}
.pat.box {{ border: 0.3mm solid #555; }}
.pat td {{ padding: 0.3mm 1.5mm; vertical-align: top; }}
.pat .k {{ font-weight: bold; }}
.rtitle {{ font-size: {sz + 2}pt; font-weight: bold; text-align: center; margin: 1mm 0 2mm 0; }}
.h1 {{ font-size: {sz + 1.5}pt; font-weight: bold; color: {acc}; margin: 2.5mm 0 1mm 0; }}
.h2 {{ font-size: {sz + 0.5}pt; font-weight: bold; margin: 2mm 0 0.8mm 0; }}
.h3 {{ font-weight: bold; margin: 1mm 0 0.5mm 0; }}
.p {{ margin: 0.5mm 0; }}
.small {{ font-size: {sz - 1.5}pt; margin: 0.5mm 0; }}
.note {{ font-size: {sz - 1.5}pt; font-style: italic; margin: 1mm 0; color: #333; }}
.sig {{ font-size: {sz - 1}pt; text-align: right; margin-top: 3mm; }}
.center {{ text-align: center; margin: 0.5mm 0; }}
.right {{ text-align: right; margin: 0.5mm 0; }}
table.t {{ width: 100%; border-collapse: collapse; margin: 1mm 0 1.5mm 0; table-layout: fixed; }}
table.t th {{ background: {th}; font-weight: bold; padding: 0.6mm 1.2mm; font-size: {sz - 0.5}pt; }}
table.t td {{ padding: 0.5mm 1.2mm; vertical-align: top; }}
table.t.full th, table.t.full td {{ border: 0.25mm solid #777; }}
table.t.h th {{ border-bottom: 0.3mm solid #444; }}
table.t.h td {{ border-bottom: 0.15mm solid #bbb; }}
table.t.none th {{ background: none; border-bottom: 0.3mm solid #444; }}
table.t td.grp {{ font-weight: bold; background: {st.get('grpfill', '#f3f3f3')}; }}
table.t.none td.grp {{ background: none; text-decoration: underline; }}
.ind {{ padding-left: 4mm !important; }}
.fl {{ font-weight: bold; }}
.blk {{ margin: 1.2mm 0 2mm 0; {'border: 0.25mm solid #888; padding: 1.2mm 2mm;' if st.get('blockbox') else 'border-bottom: 0.2mm dashed #999; padding-bottom: 1.2mm;'} }}
.blk .bh {{ font-weight: bold; font-size: {sz + 0.5}pt; }}
.blk .mm {{ font-size: {sz - 1}pt; color: #333; }}
.blk table {{ width: 100%; border-collapse: collapse; margin-top: 0.8mm; table-layout: fixed; }}
.blk td {{ vertical-align: top; padding: 0.2mm 0; }}
.blk td.rv {{ font-weight: bold; }}
.blk td.rf {{ font-size: {sz - 1}pt; }}
.ld {{ font-family: 'DejaVu Sans Mono'; white-space: pre; margin: 0.5mm 0 1.5mm 0; }}
.cols {{ display: flex; gap: 6mm; }}
.cols > div {{ flex: 1 1 0; min-width: 0; }}
.foot {{ position: absolute; bottom: 0; left: 0; right: 0; border-top: 0.2mm solid #777;
         font-size: {sz - 2}pt; padding-top: 0.8mm; display: flex; justify-content: space-between; }}
"""


def table_html(t):
    cls = 't ' + t.ruled
    style = f' style="font-size:{t.size}pt"' if t.size else ''
    out = [f'<table class="{cls}"{style}><colgroup>']
    out += [f'<col style="width:{w}%">' for w in t.widths]
    out.append('</colgroup>')
    if t.head:
        out.append('<tr>' + ''.join(
            f'<th style="text-align:{"left" if a == "L" else "center"}">{esc(h)}</th>'
            for h, a in zip(t.headers, t.align)) + '</tr>')
    for row in t.rows:
        if row.group:
            out.append(f'<tr><td class="grp" colspan="{len(t.cols)}">{esc(row.name)}</td></tr>')
            continue
        tds = []
        for tok, a in zip(t.cols, t.align):
            txt = t.cell(row, tok)
            c = 'ind' if (tok == 'name' and row.indent) else ''
            body = esc(txt)
            if tok in ('res', 'resunit'):
                body = f'<b>{body}</b>'
            tds.append(f'<td class="{c}" style="text-align:{"left" if a == "L" else "center"}">{body}</td>')
        out.append('<tr>' + ''.join(tds) + '</tr>')
    out.append('</table>')
    return '\n'.join(out)


def block_html(b):
    out = ['<div class="blk">', f'<div class="bh">{esc(b.heading)}</div>']
    mm = []
    if b.material:
        mm.append(f'Material: {esc(b.material)}')
    if b.method:
        mm.append(f'Método: {esc(b.method)}')
    if mm:
        out.append('<div class="mm">' + ' &nbsp;&nbsp; '.join(mm) + '</div>')
    if b.extra:
        out.append(f'<div class="mm">{esc(b.extra)}</div>')
    out.append('<table><colgroup><col style="width:22%"><col style="width:30%"><col style="width:48%"></colgroup>')
    for ln in b.lines:
        val = '' if ln.r is None else esc(ln.r.shown() + (' ' + ln.r.unit if ln.r.unit else ''))
        out.append(f'<tr><td>{esc(ln.label)}</td><td class="rv">{val}</td><td class="rf">{esc(ln.ref)}</td></tr>')
    out.append('</table>')
    if b.note:
        out.append(f'<div class="note">{esc(b.note)}</div>')
    out.append('</div>')
    return '\n'.join(out)


def leader_html(l):
    style = f' style="font-size:{l.size}pt"' if l.size else ''
    lines = [esc(t) for t, res in l.lines()]
    return f'<div class="ld"{style}>' + '\n'.join(lines) + '</div>'


def elems_html(elems):
    out = []
    for el in elems:
        if isinstance(el, Text):
            out.append(f'<div class="{el.cls}">{esc(el.text)}</div>')
        elif isinstance(el, Table):
            out.append(table_html(el))
        elif isinstance(el, Block):
            out.append(block_html(el))
        elif isinstance(el, Leader):
            out.append(leader_html(el))
        elif isinstance(el, Spacer):
            out.append(f'<div style="height:{el.mm}mm"></div>')
        elif isinstance(el, Cols):
            out.append('<div class="cols"><div>' + elems_html(el.left) + '</div><div>'
                       + elems_html(el.right) + '</div></div>')
    return '\n'.join(out)


def header_html(rep):
    st = rep.style
    hv = st.get('hdr', 'left')
    out = [f'<div class="hdr {hv}"><div class="labname">{esc(rep.lab)}</div>']
    out.append('<div class="lablines">' + '<br>'.join(esc(l) for l in rep.lab_lines) + '</div></div>')
    n = rep.hcols
    cells = rep.patient
    rows = [cells[i:i + n] for i in range(0, len(cells), n)]
    out.append(f'<table class="pat {"box" if st.get("patbox") else ""}">')
    for r in rows:
        out.append('<tr>' + ''.join(f'<td><span class="k">{esc(k)}</span> {esc(v)}</td>' for k, v in r) + '</tr>')
    out.append('</table>')
    if rep.title:
        out.append(f'<div class="rtitle">{esc(rep.title)}</div>')
    return '\n'.join(out)


def render(rep):
    pages = []
    npg = len(rep.pages)
    for i, page in enumerate(rep.pages):
        fl, fr = rep.footer(i + 1, npg)
        pages.append(f'<div class="page">{header_html(rep)}\n{elems_html(page)}\n'
                     f'<div class="foot"><span>{esc(fl)}</span><span>{esc(fr)}</span></div></div>')
    return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(rep.lab)} - {rep.id}</title>'
            f'<style>{css(rep)}</style></head><body>\n' + '\n'.join(pages) + '\n</body></html>\n')
