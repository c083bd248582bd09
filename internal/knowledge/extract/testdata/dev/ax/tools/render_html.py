"""HTML renderer (printed to PDF with headless Chromium)."""
import html
from model import H, P, Sp, HR, T, Cols, Box

FAMILIES = {
    "sans": "'Liberation Sans', Arial, sans-serif",
    "serif": "'Liberation Serif', 'Times New Roman', serif",
    "dejavu": "'DejaVu Sans', sans-serif",
    "dejavuserif": "'DejaVu Serif', serif",
    "condensed": "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
    "carlito": "Carlito, Calibri, sans-serif",
    "mono": "'Liberation Mono', 'DejaVu Sans Mono', monospace",
}
DOTS = " " + "." * 160


def esc(t):
    return "<br>".join(html.escape(x) for x in t.split("\n"))


def cell_html(c, align, size, leaders):
    st = [f"text-align:{c.align or align}"]
    if c.bold:
        st.append("font-weight:bold")
    if c.italic:
        st.append("font-style:italic")
    if c.size:
        st.append(f"font-size:{c.size}pt")
    if c.color:
        st.append(f"color:{c.color}")
    span = f' colspan="{c.span}"' if c.span > 1 else ""
    if leaders:
        lines = c.text.split("\n")
        head = "".join(html.escape(x) + "<br>" for x in lines[:-1])
        inner = (f'{head}<div class="ld"><span>{html.escape(lines[-1])}</span>'
                 f'<span class="dots">{DOTS}</span></div>')
    else:
        inner = esc(c.text)
    return f'<td{span} style="{";".join(st)}">{inner}</td>'


def item_html(it, st):
    base = st["base"]
    acc = st["accent"]
    if isinstance(it, H):
        if it.band:
            return (f'<div class="band" style="background:{acc}">'
                    f'{esc(it.text)}</div>')
        size = {0: base + 6, 1: base + 1.5, 2: base + 0.5}[it.level]
        color = acc if it.level <= 1 else "#222"
        rule = f"border-bottom:0.8pt solid {acc};" if it.rule else ""
        return (f'<div class="h" style="font-size:{size}pt;color:{color};'
                f'text-align:{it.align};{rule}">{esc(it.text)}</div>')
    if isinstance(it, P):
        s = [f"font-size:{it.size or base}pt", f"text-align:{it.align}"]
        if it.bold:
            s.append("font-weight:bold")
        if it.italic:
            s.append("font-style:italic")
        if it.color:
            s.append(f"color:{it.color}")
        return f'<div class="p" style="{";".join(s)}">{esc(it.text)}</div>'
    if isinstance(it, Sp):
        return f'<div style="height:{it.mm}mm"></div>'
    if isinstance(it, HR):
        return f'<div style="border-top:{it.width}mm solid {it.color};margin:0.6mm 0"></div>'
    if isinstance(it, T):
        size = it.size or base
        cls = f"t r-{it.rules}"
        out = [f'<table class="{cls}" style="font-size:{size}pt">']
        out.append("<colgroup>" + "".join(f'<col style="width:{w*100:.3f}%">' for w in it.widths) + "</colgroup>")
        pad = f"{it.pad*0.3:.2f}mm 1mm"
        if it.header:
            fill = f"background:{it.header_fill};" if it.header_fill else ""
            out.append(f'<thead><tr class="hd" style="{fill}">' + "".join(
                f'<th style="text-align:{it.aligns[i]};padding:{pad}">{esc(h)}</th>'
                for i, h in enumerate(it.header)) + "</tr></thead>")
        out.append("<tbody>")
        k = 0
        for row in it.rows:
            if isinstance(row, str):
                out.append(f'<tr class="sub"><td colspan="{len(it.widths)}" style="padding:{pad}">'
                           f'{esc(row[4:])}</td></tr>')
                k = 0
                continue
            z = f' style="background:{it.zebra}"' if it.zebra and k % 2 == 1 else ""
            k += 1
            tds, col = [], 0
            for c in row:
                h = cell_html(c, it.aligns[col], size, it.leaders and col == 0)
                tds.append(h.replace('<td', f'<td', 1).replace('style="', f'style="padding:{pad};', 1))
                col += c.span
            out.append(f"<tr{z}>" + "".join(tds) + "</tr>")
        out.append("</tbody></table>")
        return "".join(out)
    if isinstance(it, Cols):
        n = len(it.columns)
        parts = []
        for i, col in enumerate(it.columns):
            bl = ""
            if it.divider and i > 0:
                bl = "border-left:0.3mm solid #999;padding-left:3mm;"
            parts.append(f'<div class="col" style="{bl}">' + "".join(item_html(x, st) for x in col) + "</div>")
        return f'<div class="cols" style="gap:{it.gap}mm">' + "".join(parts) + "</div>"
    if isinstance(it, Box):
        fill = f"background:{it.fill};" if it.fill else ""
        return (f'<div class="box" style="border:0.3mm solid {it.border};padding:{it.pad}mm;{fill}">'
                + "".join(item_html(x, st) for x in it.items) + "</div>")
    raise TypeError(it)


def render(rep):
    st = rep.style
    fam = FAMILIES[st["font"]]
    css = f"""
@page {{ size: A4; margin: 12mm 13mm 10mm 13mm; }}
html, body {{ margin:0; padding:0; }}
body {{ font-family: {fam}; font-size: {st['base']}pt; color:#111; line-height:1.25;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.page {{ break-after: page; }}
.page:last-child {{ break-after: auto; }}
.band {{ color:#fff; font-weight:bold; font-size:{st['base']+6}pt; padding:1.5mm 2mm; }}
.h {{ font-weight:bold; margin:1.2mm 0 0.6mm 0; }}
.p {{ margin:0; white-space:nowrap; }}
table.t {{ border-collapse:collapse; width:100%; table-layout:fixed; line-height:1.25; }}
table.t td, table.t th {{ vertical-align:top; overflow:hidden; }}
table.t th {{ font-weight:bold; }}
table.r-grid td, table.r-grid th {{ border:0.25mm solid #555; }}
table.r-hlines th {{ border-bottom:0.35mm solid #333; }}
table.r-hlines td {{ border-bottom:0.15mm solid #aaa; }}
table.r-boxed {{ border:0.3mm solid #555; }}
table.r-boxed th {{ border-bottom:0.3mm solid #555; }}
tr.sub td {{ font-weight:bold; font-style:italic; }}
.ld {{ overflow:hidden; white-space:nowrap; }}
.cols {{ display:flex; align-items:flex-start; }}
.col {{ flex:1 1 0; min-width:0; }}
.box {{ margin:0.5mm 0; }}
"""
    pages = []
    for pno in range(len(rep.pages)):
        body = "\n".join(item_html(it, st) for it in rep.page_items(pno))
        pages.append(f'<div class="page">\n{body}\n</div>')
    return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8">'
            f'<title>{html.escape(rep.lab["name"])} – {rep.id}</title><style>{css}</style></head>'
            f'<body>\n' + "\n".join(pages) + "\n</body></html>\n")
