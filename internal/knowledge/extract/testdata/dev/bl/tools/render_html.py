"""Render a Report to HTML (printed by Chromium)."""
import html
from model import FONTS, FONTDIR, Text, Table, HR, Gap, Cols, C, text_of

PT = 0.352778  # mm per pt
ALIGN = {"L": "left", "R": "right", "C": "center"}


def esc(s):
    return html.escape(s).replace("\n", "<br>")


def fontcss():
    out = []
    for key, (fam, r, b, i, bi) in FONTS.items():
        for f, w, st in ((r, "normal", "normal"), (b, "bold", "normal"), (i, "normal", "italic"), (bi, "bold", "italic")):
            out.append(f"@font-face{{font-family:'{fam}';src:url('file://{FONTDIR}{f}');font-weight:{w};font-style:{st};}}")
    return "\n".join(out)


def style_of(size, lh, b=False, i=False, color=None, font=None, al=None, fill=None):
    s = f"font-size:{size}pt;line-height:{size*lh:.3f}pt;"
    if font:
        s += f"font-family:'{FONTS[font][0]}';"
    s += "font-weight:bold;" if b else ""
    s += "font-style:italic;" if i else ""
    if color:
        s += f"color:{color};"
    if al:
        s += f"text-align:{ALIGN[al]};"
    if fill:
        s += f"background:{fill};"
    return s


def render_el(e, width):
    if isinstance(e, Gap):
        return f'<div style="height:{e.mm}mm"></div>'
    if isinstance(e, HR):
        return f'<div style="height:{e.gap}mm"></div><div style="border-top:{e.w}mm solid {e.color};height:0"></div><div style="height:{e.gap}mm"></div>'
    if isinstance(e, Cols):
        lw = (width - e.gap) * e.split
        rw = width - e.gap - lw
        sep = f"border-left:0.2mm solid #888;" if e.sep else ""
        l = "".join(render_el(x, lw) for x in e.left)
        r = "".join(render_el(x, rw) for x in e.right)
        return (f'<div style="display:flex;width:{width}mm"><div style="width:{lw}mm;flex:none">{l}</div>'
                f'<div style="width:{e.gap}mm;flex:none"></div><div style="width:{rw}mm;flex:none;{sep}">{r}</div></div>')
    if isinstance(e, Text):
        out = []
        pad = f"padding:{e.pad}mm {e.pad*1.5}mm;" if e.pad else ""
        for ln in e.lines:
            c = ln if isinstance(ln, C) else C(ln)
            st = style_of(c.size or e.size, e.lh, c.b or e.b, c.i or e.i, c.color or e.color, c.font or e.font, c.al or e.al, c.fill or e.fill)
            out.append(f'<div style="{st}{pad}min-height:{(c.size or e.size)*e.lh:.3f}pt">{esc(text_of(c))}</div>')
        return "".join(out)
    if isinstance(e, Table):
        tw = e.width or width
        tot = sum(e.widths)
        ws = [tw * w / tot for w in e.widths]
        lc = e.line_color
        bd = f"{e.lw}mm solid {lc}"
        tstyle = f"width:{tw}mm;border-collapse:collapse;table-layout:fixed;"
        if e.ruled == "box":
            tstyle += f"border:{bd};"
        if e.ruled in ("h", "head"):
            tstyle += f"border-top:{bd};border-bottom:{bd};"
        fam = f"font-family:'{FONTS[e.font][0]}';" if e.font else ""
        out = [f'<table style="{tstyle}{fam}"><colgroup>' + "".join(f'<col style="width:{w:.3f}mm">' for w in ws) + "</colgroup>"]
        for ri, row in enumerate(e.rows):
            is_head = ri < e.head
            rfill = row.fill or (e.head_fill if is_head else None)
            rcol = row.color or (e.head_color if is_head else None)
            trs = f"background:{rfill};" if rfill else ""
            if row.line_below or (e.ruled == "head" and ri == e.head - 1):
                trs += f"border-bottom:{bd};"
            out.append(f'<tr style="{trs}">')
            cells = row.cells
            for ci, cell in enumerate(cells):
                c = cell if isinstance(cell, C) else C(cell)
                size = c.size or row.size or e.size
                al = c.al or (e.aligns[ci] if not row.span else "L")
                b = c.b or row.b or is_head or (ci in e.bold_cols and not row.span)
                st = style_of(size, e.lh, b, c.i or row.i, c.color or rcol, c.font, al, c.fill)
                st += f"padding:{e.padv}mm {e.padh}mm;vertical-align:top;overflow-wrap:break-word;"
                if e.ruled == "all":
                    st += f"border:{bd};"
                elif e.ruled == "h":
                    st += f"border-bottom:{bd};"
                span = f' colspan="{len(e.widths)}"' if row.span else ""
                out.append(f'<td{span} style="{st}">{esc(text_of(c))}</td>')
            out.append("</tr>")
        out.append("</table>")
        return "".join(out)
    raise TypeError(e)


def render(rep):
    L, T, R, B = rep.margins
    cw = 210 - L - R
    n = len(rep.pages)
    pages = []
    for p, page in enumerate(rep.pages):
        body = "".join(render_el(e, cw) for e in page)
        foot = "".join(render_el(e, cw) for e in rep.footer(p + 1, n))
        brk = "page-break-after:always;" if p < n - 1 else ""
        pages.append(f'<div class="page" style="{brk}"><div class="content" style="left:{L}mm;top:{T}mm;width:{cw}mm">{body}</div>'
                     f'<div class="foot" style="left:{L}mm;bottom:{B}mm;width:{cw}mm">{foot}</div></div>')
    fam = FONTS[rep.font][0]
    return f"""<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>{html.escape(rep.lab)} - Laudo {rep.id}</title>
<style>
{fontcss()}
@page {{ size: A4; margin: 0; }}
html, body {{ margin:0; padding:0; }}
body {{ font-family:'{fam}'; color:{rep.base_color}; font-variant-ligatures:none; -webkit-print-color-adjust:exact; print-color-adjust:exact; }}
.page {{ position:relative; width:210mm; height:296.5mm; overflow:hidden; }}
.content, .foot {{ position:absolute; }}
td {{ font-variant-ligatures:none; }}
</style></head><body>
{''.join(pages)}
</body></html>
"""
