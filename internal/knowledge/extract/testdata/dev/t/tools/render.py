"""HTML (for Chromium) and fpdf2 renderers of a Report model."""
import html as H
from model import Exam, Grid, TwoCol, Note, Res

E = H.escape


def br(t):
    return '<br>'.join(E(x) for x in t.split('\n'))


def nm(name):
    return '<br>'.join(E(x.strip()) for x in name.split('|'))


BASE_CSS = """
@page { size: A4; margin: 11mm 13mm 10mm 13mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: %(font)s; font-size: %(size)s; color: #111; }
.page { break-after: page; }
.page:last-child { break-after: auto; }
.hdr { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid %(accent)s; padding-bottom: 4px; margin-bottom: 5px; }
.labname { font-size: 1.45em; font-weight: bold; color: %(accent)s; }
.labsub { font-size: 0.82em; line-height: 1.3; }
.hdr .right { text-align: right; font-size: 0.8em; line-height: 1.3; }
.pat { border: 1px solid #999; padding: 3px 6px; margin-bottom: 6px; font-size: 0.9em; display: grid; grid-template-columns: 1.3fr 1fr 1fr; gap: 1px 12px; }
.pat b { font-weight: bold; }
.exam { margin: 5px 0 6px 0; break-inside: avoid; }
.etitle { font-weight: bold; background: %(band)s; padding: 1px 4px; text-transform: %(tcase)s; }
.meta { font-size: 0.8em; color: #333; margin: 1px 0 2px 4px; }
table.res { width: 100%%; border-collapse: collapse; }
table.res th { font-size: 0.8em; text-align: left; border-bottom: 1px solid #777; padding: 1px 3px; }
table.res td { padding: 1px 3px; vertical-align: top; border-bottom: 0.5px dotted #bbb; }
td.v, span.v { white-space: nowrap; font-weight: bold; }
td.u, span.u { white-space: nowrap; }
td.r { font-size: 0.82em; }
.lrow { display: flex; align-items: baseline; margin: 1px 0; }
.lrow .ln { white-space: nowrap; }
.lrow .dots { flex: 1; border-bottom: 1px dotted #666; margin: 0 3px; min-width: 10px; }
.lrow .lv { width: 24%%; white-space: nowrap; }
.lrow .lr { width: 36%%; font-size: 0.8em; }
.free { margin: 2px 0 3px 8px; }
.free .lbl { display: inline-block; width: 110px; }
.refbox { font-size: 0.8em; margin-left: 118px; }
.rf { display: grid; grid-template-columns: 1.2fr 1.3fr 0.8fr; gap: 4px; margin: 2px 0; border-bottom: 0.5px dotted #aaa; }
.rf .rr { font-size: 0.8em; }
.rf .rv { text-align: right; white-space: nowrap; }
pre.mono { font-family: 'Liberation Mono', 'DejaVu Sans Mono', monospace; font-size: 0.86em; margin: 1px 0; line-height: 1.25; }
.two { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; }
.note { font-size: 0.78em; margin: 3px 0; color: #222; }
.small { font-size: 0.72em; }
.sign { margin-top: 8px; font-size: 0.82em; display: flex; justify-content: space-between; }
.foot { margin-top: 6px; border-top: 1px solid #999; font-size: 0.7em; padding-top: 2px; display: flex; justify-content: space-between; }
table.grid { width: 100%%; border-collapse: collapse; font-size: 0.92em; }
table.grid th, table.grid td { border: 0.5px solid #999; padding: 1px 4px; }
table.grid td.v { text-align: right; }
"""


def flagspan(f):
    return f' <span class="fl">{E(f)}</span>' if f else ''


def exam_html(e, st):
    o = [f'<div class="exam"><div class="etitle">{E(e.title)}</div>']
    meta = []
    if e.material:
        meta.append(f'Material: {E(e.material)}')
    if e.method:
        meta.append(f'Método: {E(e.method)}')
    if e.sub:
        meta.append(E(e.sub))
    if meta:
        o.append(f'<div class="meta">{" &nbsp;&nbsp; ".join(meta)}</div>')
    L = e.layout
    rows = e.rows
    if L == 'table':
        hasprev = any(isinstance(r, Res) and r.prev for r in rows)
        o.append('<table class="res"><tr><th>Exame</th><th>Resultado</th><th>Unidade</th>'
                 + ('<th>Anterior</th>' if hasprev else '') + '<th>Valores de referência</th></tr>')
        for r in rows:
            if isinstance(r, Note):
                o.append(f'<tr><td colspan="5" class="note">{br(r.text)}</td></tr>')
                continue
            pv = ''
            if hasprev:
                pv = f'<td class="u">{E(r.prev[0])} <span class="small">({E(r.prev[2])})</span></td>' if r.prev else '<td></td>'
            o.append(f'<tr><td>{nm(r.name)}</td><td class="v">{E(r.vt)}{flagspan(r.flag)}</td>'
                     f'<td class="u">{E(r.unit)}</td>{pv}<td class="r">{br(r.ref)}</td></tr>')
        o.append('</table>')
    elif L == 'leaders':
        for r in rows:
            if isinstance(r, Note):
                o.append(f'<div class="note">{br(r.text)}</div>'); continue
            o.append(f'<div class="lrow"><span class="ln">{nm(r.name)}</span><span class="dots"></span>'
                     f'<span class="lv"><span class="v">{E(r.vt)}</span>{flagspan(r.flag)} <span class="u">{E(r.unit)}</span></span>'
                     f'<span class="lr">{br(r.ref)}</span></div>')
            if r.prev:
                o.append(f'<div class="note" style="margin-left:20px">Resultado anterior: {E(r.prev[0])} {E(r.unit)} em {E(r.prev[2])}</div>')
    elif L == 'free':
        for r in rows:
            if isinstance(r, Note):
                o.append(f'<div class="note">{br(r.text)}</div>'); continue
            o.append(f'<div class="free"><div><b>{nm(r.name)}</b></div><div><span class="lbl">Resultado:</span>'
                     f'<span class="v">{E(r.vt)}</span> <span class="u">{E(r.unit)}</span>{flagspan(r.flag)}</div>')
            if r.ref:
                o.append(f'<div class="refbox">Valores de referência:<br>{br(r.ref)}</div>')
            if r.prev:
                o.append(f'<div class="refbox">Resultado anterior ({E(r.prev[2])}): {E(r.prev[0])} {E(r.unit)}</div>')
            o.append('</div>')
    elif L == 'reffirst':
        for r in rows:
            if isinstance(r, Note):
                o.append(f'<div class="note">{br(r.text)}</div>'); continue
            o.append(f'<div class="rf"><div>{nm(r.name)}</div><div class="rr">Ref.: {br(r.ref)}</div>'
                     f'<div class="rv"><span class="v">{E(r.vt)}</span> <span class="u">{E(r.unit)}</span>{flagspan(r.flag)}</div></div>')
    elif L == 'mono':
        lines = []
        for r in rows:
            if isinstance(r, Note):
                lines.append(E(r.text)); continue
            parts = r.name.split('|')
            for p in parts[:-1]:
                lines.append(E(p))
            refl = r.ref.split('\n') if r.ref else ['']
            v = (r.vt + (' ' + r.flag if r.flag else ''))
            lines.append(E(f'{parts[-1]:<30.30}') + '<b>' + E(f'{v:>14}') + '</b>' + E(f'  {r.unit:<12}{refl[0]}'))
            for x in refl[1:]:
                lines.append(E(' ' * 58 + x))
            if r.prev:
                lines.append(E(f'  Anterior: {r.prev[0]} {r.unit} ({r.prev[2]})'))
        o.append('<pre class="mono">' + '\n'.join(lines) + '</pre>')
    for n in e.notes:
        o.append(f'<div class="note">{br(n)}</div>')
    o.append('</div>')
    return ''.join(o)


def grid_html(g):
    o = [f'<div class="exam"><div class="etitle">{E(g.title)}</div>']
    if g.material or g.method:
        o.append(f'<div class="meta">Material: {E(g.material)} &nbsp;&nbsp; Método: {E(g.method)}</div>')
    o.append('<table class="grid"><tr><th>Exame</th>' + ''.join(f'<th>{br(h)}</th>' for h in g.heads)
             + '<th>Unidade</th><th>Referência</th></tr>')
    for name, unit, vals, ref, key in g.rows:
        o.append(f'<tr><td>{nm(name)}</td>' + ''.join(f'<td class="v">{E(v)}</td>' for v in vals)
                 + f'<td class="u">{E(unit)}</td><td class="r">{br(ref)}</td></tr>')
    o.append('</table>')
    for n in g.notes:
        o.append(f'<div class="note">{br(n)}</div>')
    o.append('</div>')
    return ''.join(o)


def block_html(b, st):
    if isinstance(b, Exam):
        return exam_html(b, st)
    if isinstance(b, Grid):
        return grid_html(b)
    if isinstance(b, TwoCol):
        t = f'<div class="etitle">{E(b.title)}</div>' if b.title else ''
        return f'{t}<div class="two"><div>{exam_html(b.left, st)}</div><div>{exam_html(b.right, st)}</div></div>'
    if isinstance(b, Note):
        return f'<div class="{b.cls}">{br(b.text)}</div>'
    raise TypeError(b)


def header_html(rep, pno, npages):
    lab, p = rep.lab, rep.patient
    o = [f'<div class="hdr"><div><div class="labname">{E(lab["name"])}</div><div class="labsub">{br(lab["sub"])}</div></div>'
         f'<div class="right">{br(lab["right"])}</div></div>']
    if pno == 0:
        cells = ''.join(f'<div><b>{E(k)}:</b> {E(v)}</div>' for k, v in p)
        o.append(f'<div class="pat">{cells}</div>')
    else:
        o.append(f'<div class="note"><b>Paciente:</b> {E(p[0][1])} &nbsp; <b>{E(p[1][0])}:</b> {E(p[1][1])} &nbsp; (continuação)</div>')
    return ''.join(o)


def to_html(rep):
    st = rep.style
    css = BASE_CSS % st
    n = len(rep.pages)
    body = []
    for i, page in enumerate(rep.pages):
        parts = [header_html(rep, i, n)] + [block_html(b, st) for b in page]
        if i == n - 1:
            parts.append(f'<div class="sign">{"".join(f"<div>{br(s)}</div>" for s in rep.sign)}</div>')
        parts.append(f'<div class="foot"><div>{br(rep.footer)}</div><div>Página {i+1} de {n}</div></div>')
        body.append(f'<div class="page">{"".join(parts)}</div>')
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{E(rep.rid)}</title>'
            f'<style>{css}</style></head><body>{"".join(body)}</body></html>')


# ---------------------------------------------------------------- fpdf2
FONTS = {
    'DejaVu': ('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'),
    'DejaVuSerif': ('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf'),
    'LibSans': ('/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf'),
    'LibSerif': ('/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf', '/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf'),
    'LibMono': ('/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf', '/usr/share/fonts/truetype/liberation2/LiberationMono-Bold.ttf'),
}


class Overflow(Exception):
    pass


def to_fpdf(rep, out):
    from fpdf import FPDF
    st = rep.style
    fam = st.get('pdf_font', 'DejaVu')
    pdf = FPDF(format='A4', unit='mm')
    pdf.set_auto_page_break(False)
    for k, (reg, bold) in FONTS.items():
        pdf.add_font(k, '', reg)
        pdf.add_font(k, 'B', bold)
    fs = st.get('pdf_size', 8.6)
    LM, W, BOTTOM = 15, 180, 284
    lh = fs * 0.45

    def f(size=fs, b=False, family=None):
        pdf.set_font(family or fam, 'B' if b else '', size)

    def need(h):
        if pdf.get_y() + h > BOTTOM:
            raise Overflow(f'{rep.rid}: page {pdf.page_no()} overflows at y={pdf.get_y():.1f}')

    def text_at(x, w, s, size=fs, b=False, align='L', family=None):
        f(size, b, family)
        pdf.set_xy(x, pdf.get_y())
        pdf.cell(w, lh, s, align=align)

    def multiline(x, w, s, size):
        f(size)
        y0 = pdf.get_y()
        y = y0
        for ln in (s.split('\n') if s else []):
            pdf.set_xy(x, y)
            pdf.multi_cell(w, size * 0.42, ln)
            y = pdf.get_y()
        pdf.set_y(y0)
        return y - y0

    def row_generic(x, w, r, compact=False):
        """name | value flag | unit | ref, own geometry."""
        parts = r.name.split('|')
        y0 = pdf.get_y()
        nh = 0
        for j, p in enumerate(parts):
            pdf.set_xy(x, y0 + j * lh)
            f(); pdf.cell(w * 0.36, lh, p.strip())
            nh = (j + 1) * lh
        yv = y0 + (len(parts) - 1) * lh
        pdf.set_xy(x + w * 0.37, yv)
        f(b=True); pdf.cell(w * 0.17, lh, r.vt, align='R')
        f(); pdf.set_xy(x + w * 0.55, yv)
        pdf.cell(w * 0.13, lh, (r.flag + ' ' if r.flag else '') + r.unit)
        pdf.set_xy(x + w * 0.70, y0)
        rh = multiline(x + w * 0.70, w * 0.30, r.ref, fs * 0.82) if not compact else 0
        h = max(nh, rh, lh) + 0.6
        pdf.set_y(y0 + h)
        if r.prev:
            pdf.set_xy(x + 4, pdf.get_y())
            f(fs * 0.85); pdf.cell(w, lh, f'Anterior em {r.prev[2]}: {r.prev[0]} {r.unit}')
            pdf.set_y(pdf.get_y() + lh)

    def exam(e, x=LM, w=W, compact=False):
        need(3 * lh)
        pdf.set_xy(x, pdf.get_y())
        f(fs + 0.6, True)
        pdf.set_fill_color(230, 230, 230)
        pdf.cell(w, lh + 0.6, e.title, fill=True)
        pdf.set_y(pdf.get_y() + lh + 0.8)
        meta = '   '.join(m for m in [f'Material: {e.material}' if e.material else '',
                                       f'Método: {e.method}' if e.method else '', e.sub] if m)
        if meta:
            text_at(x + 1, w, meta, fs * 0.8)
            pdf.set_y(pdf.get_y() + lh)
        for r in e.rows:
            if isinstance(r, Note):
                h = multiline(x + 1, w, r.text, fs * 0.8)
                pdf.set_y(pdf.get_y() + h + 0.5)
                continue
            need(lh * 2)
            if e.layout == 'mono':
                f(family='LibMono')
                parts = r.name.split('|')
                for p in parts[:-1]:
                    pdf.set_xy(x, pdf.get_y()); pdf.cell(w, lh, p)
                    pdf.set_y(pdf.get_y() + lh)
                refl = r.ref.split('\n') if r.ref else ['']
                v = r.vt + (' ' + r.flag if r.flag else '')
                pdf.set_xy(x, pdf.get_y())
                pdf.cell(w, lh, f'{parts[-1]:<26.26}{v:>13}  {r.unit:<11}{refl[0]}')
                pdf.set_y(pdf.get_y() + lh)
                for extra in refl[1:]:
                    pdf.set_xy(x + 100, pdf.get_y()); pdf.cell(w - 100, lh, extra)
                    pdf.set_y(pdf.get_y() + lh)
                if r.prev:
                    pdf.set_xy(x + 4, pdf.get_y()); pdf.cell(w, lh, f'Anterior: {r.prev[0]} {r.unit} ({r.prev[2]})')
                    pdf.set_y(pdf.get_y() + lh)
            else:
                row_generic(x, w, r, compact)
        for n in e.notes:
            h = multiline(x + 1, w, n, fs * 0.78)
            pdf.set_y(pdf.get_y() + h + 0.5)
        pdf.set_y(pdf.get_y() + 1.2)

    def grid(g):
        need(4 * lh)
        f(fs + 0.6, True)
        pdf.set_xy(LM, pdf.get_y())
        pdf.cell(W, lh + 0.6, g.title, fill=True)
        pdf.set_y(pdf.get_y() + lh + 1)
        if g.material or g.method:
            text_at(LM + 1, W, f'Material: {g.material}   Método: {g.method}', fs * 0.8)
            pdf.set_y(pdf.get_y() + lh)
        nc = len(g.heads)
        wn, wu, wr = 46, 22, 40
        wc = (W - wn - wu - wr) / nc
        y0 = pdf.get_y()
        f(fs * 0.85, True)
        pdf.set_xy(LM, y0); pdf.cell(wn, lh, 'Exame')
        hh = 1
        for i, h in enumerate(g.heads):
            for j, ln in enumerate(h.split('\n')):
                pdf.set_xy(LM + wn + i * wc, y0 + j * lh); pdf.cell(wc, lh, ln, align='R')
                hh = max(hh, j + 1)
        pdf.set_xy(LM + wn + nc * wc + 2, y0); pdf.cell(wu, lh, 'Unidade')
        pdf.set_xy(LM + wn + nc * wc + wu, y0); pdf.cell(wr, lh, 'Referência')
        pdf.set_y(y0 + hh * lh + 0.5)
        pdf.line(LM, pdf.get_y(), LM + W, pdf.get_y())
        for name, unit, vals, ref, key in g.rows:
            need(lh * 2)
            y0 = pdf.get_y()
            parts = name.split('|')
            f()
            for j, p in enumerate(parts):
                pdf.set_xy(LM, y0 + j * lh); pdf.cell(wn, lh, p.strip())
            yv = y0 + (len(parts) - 1) * lh
            f(b=True)
            for i, v in enumerate(vals):
                pdf.set_xy(LM + wn + i * wc, yv); pdf.cell(wc, lh, v, align='R')
            f()
            pdf.set_xy(LM + wn + nc * wc + 2, yv); pdf.cell(wu, lh, unit)
            rh = multiline(LM + wn + nc * wc + wu, wr, ref, fs * 0.78)
            pdf.set_y(y0 + max(len(parts) * lh, rh) + 0.7)
        for n in g.notes:
            h = multiline(LM + 1, W, n, fs * 0.78)
            pdf.set_y(pdf.get_y() + h + 0.5)
        pdf.set_y(pdf.get_y() + 1.2)

    n = len(rep.pages)
    lab, p = rep.lab, rep.patient
    for i, page in enumerate(rep.pages):
        pdf.add_page()
        pdf.set_y(10)
        f(fs + 5, True); pdf.set_xy(LM, 10); pdf.cell(W * 0.6, 6, lab['name'])
        rl = lab['right'].split('\n')
        for j, ln in enumerate(rl):
            f(fs * 0.8); pdf.set_xy(LM + W * 0.55, 10 + j * 3.3); pdf.cell(W * 0.45, 3.3, ln, align='R')
        sl = lab['sub'].split('\n')
        for j, ln in enumerate(sl):
            f(fs * 0.8); pdf.set_xy(LM, 16.5 + j * 3.3); pdf.cell(W * 0.55, 3.3, ln)
        y = max(16.5 + len(sl) * 3.3, 10 + len(rl) * 3.3) + 1.5
        pdf.line(LM, y, LM + W, y)
        pdf.set_y(y + 1.5)
        if i == 0:
            y0 = pdf.get_y()
            for j, (k, v) in enumerate(p):
                col, rown = j % 2, j // 2
                pdf.set_xy(LM + col * W / 2, y0 + rown * lh)
                f(b=True); pdf.cell(30, lh, k + ':')
                f(); pdf.set_xy(LM + col * W / 2 + 30, y0 + rown * lh); pdf.cell(W / 2 - 30, lh, v)
            pdf.set_y(y0 + ((len(p) + 1) // 2) * lh + 1)
            pdf.line(LM, pdf.get_y(), LM + W, pdf.get_y())
            pdf.set_y(pdf.get_y() + 1.5)
        else:
            text_at(LM, W, f'Paciente: {p[0][1]}   {p[1][0]}: {p[1][1]}   (continuação)', fs * 0.9)
            pdf.set_y(pdf.get_y() + lh + 1)
        for b in page:
            if isinstance(b, Exam):
                exam(b)
            elif isinstance(b, Grid):
                grid(b)
            elif isinstance(b, TwoCol):
                if b.title:
                    text_at(LM, W, b.title, fs + 0.6, True)
                    pdf.set_y(pdf.get_y() + lh + 0.5)
                y0 = pdf.get_y()
                exam(b.left, LM, W / 2 - 3, compact=False)
                y1 = pdf.get_y()
                pdf.set_y(y0)
                exam(b.right, LM + W / 2 + 3, W / 2 - 3, compact=False)
                pdf.set_y(max(y1, pdf.get_y()))
            elif isinstance(b, Note):
                h = multiline(LM, W, b.text, fs * 0.8)
                pdf.set_y(pdf.get_y() + h + 1)
            need(0)
        if i == n - 1:
            pdf.set_y(pdf.get_y() + 2)
            y0 = pdf.get_y()
            for j, s in enumerate(rep.sign):
                pdf.set_y(y0)
                multiline(LM + j * W / len(rep.sign), W / len(rep.sign), s, fs * 0.82)
            pdf.set_y(y0 + max(len(s.split('\n')) for s in rep.sign) * fs * 0.42 + 1)
        need(0)
        fy = 287
        pdf.line(LM, fy - 1, LM + W, fy - 1)
        fl = rep.footer.split('\n')
        for j, ln in enumerate(fl):
            f(fs * 0.7); pdf.set_xy(LM, fy + j * 2.8 - 0.5); pdf.cell(W * 0.8, 2.8, ln)
        f(fs * 0.7); pdf.set_xy(LM + W * 0.8, fy - 0.5); pdf.cell(W * 0.2, 2.8, f'Página {i+1} de {n}', align='R')
        if pdf.get_y() > 284 - 1 and False:
            pass
    pdf.output(out)
