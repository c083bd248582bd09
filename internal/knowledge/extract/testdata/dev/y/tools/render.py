import html
from fpdf import FPDF
from model import Res, Note, Tab, Exam, Cols

FONTS = {'sans': "'Liberation Sans', Arial, sans-serif", 'serif': "'Liberation Serif', 'DejaVu Serif', serif",
         'mono': "'Liberation Mono', 'DejaVu Sans Mono', monospace", 'dejavu': "'DejaVu Sans', sans-serif",
         'cond': "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif"}
def E(t): return html.escape(t).replace('\n', '<br>')
def U(rep, t): return t.upper() if rep.case == 'upper' else t

def html_exam(rep, e):
    h = [f'<div class="exam"><div class="et">{E(U(rep, e.title))}</div>']
    meta = []
    if e.material: meta.append(f'Material: {E(e.material)}')
    if e.method: meta.append(f'Método: {E(e.method)}')
    if e.date: meta.append(E(e.date[1]))
    if meta: h.append('<div class="meta">' + ' &nbsp;|&nbsp; '.join(meta) + '</div>')
    if e.extra: h.append(f'<div class="meta">{E(e.extra)}</div>')
    lay = e.layout
    if lay in ('table', 'refirst'):
        h.append('<table class="rt">')
        if lay == 'table': h.append('<tr class="hd"><td>Exame</td><td>Resultado</td><td>Unidade</td><td>Valores de referência</td></tr>')
        else: h.append('<tr class="hd"><td>Exame</td><td>Valores de referência</td><td>Resultado</td><td>Unidade</td></tr>')
    for r in e.rows:
        if isinstance(r, Res):
            flag = f' <span class="fl">{E(r.flag)}</span>' if r.flag else ''
            val = f'<b>{E(r.vt)}</b>{flag}'
            if lay == 'table':
                h.append(f'<tr><td>{E(U(rep, r.name))}</td><td class="v">{val}</td><td>{E(r.unit)}</td><td class="ref">{E(r.ref)}</td></tr>')
            elif lay == 'refirst':
                h.append(f'<tr><td>{E(U(rep, r.name))}</td><td class="ref">{E(r.ref)}</td><td class="v">{val}</td><td>{E(r.unit)}</td></tr>')
            elif lay == 'leader':
                h.append(f'<div class="ld"><span class="ln">{E(U(rep, r.name))}</span><span class="dots"></span>'
                         f'<span class="lv">{val} {E(r.unit)}</span><span class="lr">{E(r.ref)}</span></div>')
            else:  # free
                h.append(f'<div class="fr"><div class="fn">{E(U(rep, r.name))}</div><div class="fv">Resultado: {val} {E(r.unit)}</div>'
                         f'<div class="ref">Valor de referência: {E(r.ref)}</div></div>')
            for (txt, iso, vt) in r.hist:
                s = f'Resultado anterior ({E(txt)}): {E(vt)} {E(r.unit)}'
                if lay in ('table', 'refirst'): h.append(f'<tr class="hist"><td colspan="4">{s}</td></tr>')
                else: h.append(f'<div class="hist">{s}</div>')
        elif isinstance(r, Note):
            if lay in ('table', 'refirst'): h.append(f'<tr><td colspan="4" class="note">{E(r.text)}</td></tr>')
            else: h.append(f'<div class="note">{E(r.text)}</div>')
        elif isinstance(r, Tab):
            t = ['<table class="ct">']
            if r.title: t.append(f'<tr><td colspan="{len(r.head)}" class="ctt">{E(r.title)}</td></tr>')
            t.append('<tr>' + ''.join(f'<th>{E(c)}</th>' for c in r.head) + '</tr>')
            for row in r.rows: t.append('<tr>' + ''.join(f'<td>{E(c)}</td>' for c in row) + '</tr>')
            t.append('</table>')
            if lay in ('table', 'refirst'): h.append(f'<tr><td colspan="4">{"".join(t)}</td></tr>')
            else: h.append(''.join(t))
    if lay in ('table', 'refirst'): h.append('</table>')
    h.append('</div>')
    return ''.join(h)

def html_report(rep):
    ff = FONTS[rep.style]
    css = f"""@page {{ size: A4; margin: 0 }} body {{ margin:0; font-family:{ff}; font-size:{rep.fsize}pt; color:#111 }}
.page {{ width:210mm; height:297mm; box-sizing:border-box; padding:11mm 13mm 22mm 13mm; position:relative; overflow:visible; page-break-after:always }}
.page:last-child {{ page-break-after:auto }}
.hdr {{ border-bottom:2px solid {rep.accent}; padding-bottom:2mm; margin-bottom:2mm }} .lab {{ font-size:1.6em; font-weight:bold; color:{rep.accent} }}
.hsm {{ font-size:0.8em; color:#333 }} .pt {{ display:grid; grid-template-columns:1fr 1fr 1fr; gap:0.5mm 4mm; font-size:0.92em; border:1px solid #999; padding:1.5mm; margin-bottom:2mm }}
.exam {{ margin:2mm 0 2.5mm 0; break-inside:avoid }} .et {{ font-weight:bold; background:#eee; padding:0.6mm 1mm; border-left:3px solid {rep.accent} }}
.meta {{ font-size:0.8em; color:#333; margin:0.4mm 0 }} .rt {{ width:100%; border-collapse:collapse }} .rt td {{ padding:0.3mm 1mm; vertical-align:top }}
.rt tr.hd td {{ font-size:0.78em; border-bottom:1px solid #aaa; color:#444 }} .v {{ white-space:nowrap }} .ref {{ font-size:0.85em; color:#222 }}
.fl {{ color:#b00; font-weight:bold }} .hist, .hist td {{ font-size:0.78em; font-style:italic; color:#444; padding-left:4mm }}
.note {{ font-size:0.76em; color:#333; margin:0.4mm 0 }} .ct {{ border-collapse:collapse; font-size:0.76em; margin:0.8mm 0 }} .ct td, .ct th {{ border:1px solid #bbb; padding:0.2mm 1.5mm }}
.ctt {{ font-weight:bold }} .ld {{ display:flex; align-items:baseline; margin:0.3mm 0 }} .ln {{ white-space:pre-line }}
.dots {{ flex:1; border-bottom:1px dotted #777; margin:0 1.5mm; min-width:4mm }} .lv {{ min-width:32mm; white-space:nowrap }} .lr {{ width:62mm; font-size:0.82em; padding-left:2mm }}
.fr {{ margin:0.8mm 0 }} .fn {{ font-weight:bold }} .fv {{ padding-left:4mm }} .fr .ref {{ padding-left:4mm }}
.cols {{ display:grid; grid-template-columns:1fr 1fr; gap:5mm }} .cols .lv {{ min-width:20mm }} .cols .lr {{ width:30mm }}
.ftr {{ position:absolute; bottom:8mm; left:13mm; right:13mm; border-top:1px solid #999; font-size:0.72em; color:#333; padding-top:1mm }}
.sig {{ margin-top:3mm; font-size:0.85em }}"""
    out = [f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{rep.id}</title><style>{css}</style></head><body>']
    n = len(rep.pages)
    for pi, page in enumerate(rep.pages):
        out.append('<div class="page"><div class="hdr">'
                   f'<div class="lab">{E(rep.lab)}</div><div class="hsm">{E(rep.addr)} — {E(rep.city)}/{rep.uf}<br>'
                   f'CNPJ {rep.cnpj} &nbsp; CNES {rep.cnes} &nbsp; Responsável técnico: {E(rep.resp)}</div></div>')
        out.append('<div class="pt">' + ''.join(f'<div><b>{E(k)}:</b> {E(v)}</div>' for k, v in rep.patient) + '</div>')
        for b in page:
            if isinstance(b, Cols):
                out.append('<div class="cols"><div>' + ''.join(html_exam(rep, e) if isinstance(e, Exam) else f'<div class="note">{E(e.text)}</div>' for e in b.left)
                           + '</div><div>' + ''.join(html_exam(rep, e) if isinstance(e, Exam) else f'<div class="note">{E(e.text)}</div>' for e in b.right) + '</div></div>')
            elif isinstance(b, Exam): out.append(html_exam(rep, b))
            elif isinstance(b, Note): out.append(f'<div class="note">{E(b.text)}</div>')
            elif isinstance(b, Tab): out.append(html_exam(rep, Exam('', [b], layout='free')).replace('<div class="et"></div>', ''))
        if pi == n - 1: out.append(f'<div class="sig">{E(rep.signer)}</div>')
        out.append(f'<div class="ftr">{E(rep.footer)} &nbsp;&nbsp; Página {pi+1} de {n}</div></div>')
    out.append('</body></html>')
    return '\n'.join(out)

# ---------------- fpdf2 rendering (own geometry) ----------------
FD = '/usr/share/fonts/truetype/'
PF = {'sans': ('DejaVuSans', FD+'dejavu/DejaVuSans.ttf', FD+'dejavu/DejaVuSans-Bold.ttf'),
      'serif': ('DejaVuSerif', FD+'dejavu/DejaVuSerif.ttf', FD+'dejavu/DejaVuSerif-Bold.ttf'),
      'mono': ('DejaVuMono', FD+'dejavu/DejaVuSansMono.ttf', FD+'dejavu/DejaVuSansMono-Bold.ttf'),
      'dejavu': ('LibSans', FD+'liberation2/LiberationSans-Regular.ttf', FD+'liberation2/LiberationSans-Bold.ttf'),
      'cond': ('DejaVuCond', FD+'dejavu/DejaVuSansCondensed.ttf', FD+'dejavu/DejaVuSansCondensed-Bold.ttf')}

class Overflow(Exception): pass

class P(FPDF):
    pass

def fpdf_report(rep, out):
    fam, reg, bold = PF[rep.style]
    pdf = P(format='A4', unit='mm'); pdf.set_auto_page_break(False)
    pdf.add_font(fam, '', reg); pdf.add_font(fam, 'B', bold)
    fs = rep.fsize - 1.3
    LH = fs * 0.43
    BOTTOM = 279
    def font(b=False, scale=1.0): pdf.set_font(fam, 'B' if b else '', fs * scale)
    def chk():
        if pdf.get_y() > BOTTOM: raise Overflow(f'{rep.id} page overflow')
    def mc(x, y, w, txt, b=False, scale=1.0, align='L'):
        font(b, scale); pdf.set_xy(x, y)
        pdf.multi_cell(w, LH * scale, txt, align=align, new_x='LMARGIN', new_y='NEXT')
        return pdf.get_y()
    def exam(e, x0, W):
        y = pdf.get_y() + 1.2
        if e.title:
            pdf.set_fill_color(225, 225, 225); font(True); pdf.set_xy(x0, y)
            pdf.cell(W, LH + 0.6, U(rep, e.title), fill=True); y += LH + 1.2
        meta = ' | '.join(([f'Material: {e.material}'] if e.material else []) + ([f'Método: {e.method}'] if e.method else []) + ([e.date[1]] if e.date else []))
        if meta: y = mc(x0, y, W, meta, scale=0.85)
        if e.extra: y = mc(x0, y, W, e.extra, scale=0.85)
        lay = e.layout
        if lay in ('table', 'refirst'):
            ws = [0.34, 0.17, 0.15, 0.34] if lay == 'table' else [0.30, 0.36, 0.18, 0.16]
        for r in e.rows:
            if isinstance(r, Res):
                v = r.vt + (f'  {r.flag}' if r.flag else '')
                name = U(rep, r.name)
                if lay in ('table', 'refirst'):
                    cells = [name, v, r.unit, r.ref] if lay == 'table' else [name, r.ref, v, r.unit]
                    x = x0; ys = []
                    for i, c in enumerate(cells):
                        w = W * ws[i]
                        isv = (lay == 'table' and i == 1) or (lay == 'refirst' and i == 2)
                        isr = (lay == 'table' and i == 3) or (lay == 'refirst' and i == 1)
                        ys.append(mc(x, y, w - 1, c, b=isv, scale=0.85 if isr else 1.0)); x += w
                    y = max(ys) + 0.3
                elif lay == 'leader':
                    ly = mc(x0, y, W * 0.42, name)
                    font(True); pdf.set_xy(x0 + W * 0.44, y); pdf.cell(W * 0.22, LH, f'{v} {r.unit}')
                    ry = mc(x0 + W * 0.67, y, W * 0.33, r.ref, scale=0.85)
                    y = max(ly, ry, y + LH) + 0.3
                else:
                    y = mc(x0, y, W, name, b=True)
                    y = mc(x0 + 3, y, W - 3, f'Resultado: {v} {r.unit}')
                    y = mc(x0 + 3, y, W - 3, f'Valor de referência: {r.ref}', scale=0.85) + 0.4
                for (txt, iso, vt) in r.hist:
                    y = mc(x0 + 4, y, W - 4, f'Resultado anterior ({txt}): {vt} {r.unit}', scale=0.8)
            elif isinstance(r, Note):
                y = mc(x0, y, W, r.text, scale=0.8)
            elif isinstance(r, Tab):
                y = table(r, x0, y, W)
            pdf.set_y(y); chk()
        pdf.set_y(y)
    def table(t, x0, y, W):
        if t.title: y = mc(x0, y, W, t.title, b=True, scale=0.8)
        n = len(t.head); cw = min(W / n, 48)
        for ri, row in enumerate([t.head] + t.rows):
            ys = []
            for i, c in enumerate(row):
                ys.append(mc(x0 + i * cw, y, cw - 1, c, b=(ri == 0), scale=0.78))
            y = max(ys)
        return y + 0.6
    for pi, page in enumerate(rep.pages):
        pdf.add_page()
        pdf.set_text_color(20, 40, 90); font(True, 1.5); pdf.set_xy(14, 10); pdf.cell(180, 7, rep.lab)
        pdf.set_text_color(0, 0, 0)
        y = mc(14, 17.5, 182, f'{rep.addr} · {rep.city} - {rep.uf}', scale=0.8)
        y = mc(14, y, 182, f'CNPJ: {rep.cnpj}    CNES: {rep.cnes}    RT: {rep.resp}', scale=0.8)
        pdf.line(14, y + 1, 196, y + 1); y += 2.5
        x = 14; col = 0
        for k, v in rep.patient:
            mc(14 + col * 61, y, 60, f'{k}: {v}', scale=0.88)
            col += 1
            if col == 3: col = 0; y += LH * 0.88 * 2.1
        if col: y += LH * 0.88 * 2.1
        pdf.line(14, y, 196, y); pdf.set_y(y + 0.5)
        for b in page:
            if isinstance(b, Cols):
                y0 = pdf.get_y(); ends = []
                for side, x0 in ((b.left, 14), (b.right, 106)):
                    pdf.set_y(y0)
                    for e in side:
                        if isinstance(e, Exam): exam(e, x0, 88)
                        else: pdf.set_y(mc(x0, pdf.get_y(), 88, e.text, scale=0.8))
                    ends.append(pdf.get_y())
                pdf.set_y(max(ends))
            elif isinstance(b, Exam): exam(b, 14, 182)
            elif isinstance(b, Note): pdf.set_y(mc(14, pdf.get_y() + 0.5, 182, b.text, scale=0.8))
            elif isinstance(b, Tab): pdf.set_y(table(b, 14, pdf.get_y() + 0.5, 182))
            chk()
        if pi == len(rep.pages) - 1:
            pdf.set_y(mc(14, pdf.get_y() + 3, 182, rep.signer, scale=0.9)); chk()
        pdf.line(14, 284, 196, 284)
        mc(14, 285, 182, f'{rep.footer}   —   Pág. {pi+1}/{len(rep.pages)}', scale=0.72)
    pdf.output(out)
