"""Render a model.Report to a self-contained HTML file (A4 pages, printed by Chromium)."""
from __future__ import annotations

import hashlib
import html

from model import FONTS, Bar, Box, Cell, Cols, Grid, HRule, Logo, QR, Report, Row, Seg, Space


def esc(s: str) -> str:
    return html.escape(s, quote=True).replace("\n", "<br>")


def qr_matrix(seed: str, n: int = 25):
    h = hashlib.sha256(seed.encode()).digest()
    bits = []
    while len(bits) < n * n:
        h = hashlib.sha256(h).digest()
        for byte in h:
            for i in range(8):
                bits.append((byte >> i) & 1)
    m = [[bits[r * n + c] for c in range(n)] for r in range(n)]

    def finder(r0, c0):
        for r in range(-1, 8):
            for c in range(-1, 8):
                rr, cc = r0 + r, c0 + c
                if 0 <= rr < n and 0 <= cc < n:
                    on = 0 <= r <= 6 and 0 <= c <= 6 and (r in (0, 6) or c in (0, 6) or (2 <= r <= 4 and 2 <= c <= 4))
                    m[rr][cc] = 1 if on else 0
    finder(0, 0); finder(0, n - 7); finder(n - 7, 0)
    return m


def svg_obj(o) -> str:
    if isinstance(o, Bar):
        parts = [f'<svg class="obj" width="{o.w}mm" height="{o.h}mm" viewBox="0 0 {o.w} {o.h}">']
        x = 0.0
        for frac, col in o.bands:
            w = frac * o.w
            parts.append(f'<rect x="{x:.3f}" y="{o.h*0.2:.3f}" width="{w:.3f}" height="{o.h*0.6:.3f}" fill="{col}"/>')
            x += w
        mx = max(0.4, min(o.w - 0.4, o.pos * o.w))
        parts.append(f'<path d="M{mx-0.9:.3f} 0 L{mx+0.9:.3f} 0 L{mx:.3f} {o.h*0.55:.3f} Z" fill="#111"/>')
        parts.append(f'<rect x="{mx-0.2:.3f}" y="0" width="0.4" height="{o.h:.3f}" fill="#111"/>')
        parts.append("</svg>")
        return "".join(parts)
    if isinstance(o, QR):
        m = qr_matrix(o.seed)
        n = len(m)
        parts = [f'<svg class="obj" width="{o.size}mm" height="{o.size}mm" viewBox="0 0 {n} {n}" shape-rendering="crispEdges">']
        for r in range(n):
            for c in range(n):
                if m[r][c]:
                    parts.append(f'<rect x="{c}" y="{r}" width="1" height="1" fill="#000"/>')
        parts.append("</svg>")
        return "".join(parts)
    if isinstance(o, Logo):
        rad = "2mm" if o.round else "0"
        return (f'<div class="obj logo" style="width:{o.w}mm;height:{o.h}mm;background:{o.bg};color:{o.fg};'
                f'border-radius:{rad};font-size:{o.size}pt;line-height:{o.h}mm">{esc(o.text)}</div>')
    raise TypeError(o)


def seg_html(s: Seg) -> str:
    st = []
    if s.bold is True:
        st.append("font-weight:bold")
    elif s.bold is False:
        st.append("font-weight:normal")
    if s.italic is True:
        st.append("font-style:italic")
    elif s.italic is False:
        st.append("font-style:normal")
    if s.color:
        st.append(f"color:{s.color}")
    if s.size:
        st.append(f"font-size:{s.size}pt")
    if s.nowrap or s.res is not None:
        st.append("white-space:nowrap")
    cls = ' class="v"' if s.res is not None else ""
    if not st and not cls:
        return esc(s.text)
    return f'<span{cls} style="{";".join(st)}">{esc(s.text)}</span>'


def cell_html(c: Cell, row: Row, g: Grid, last_row: bool, col_index: int, ncols: int) -> str:
    pv, ph = row.pad or g.pad
    st = [f"padding:{pv}mm {ph}mm", f"text-align:{ {'L': 'left', 'R': 'right', 'C': 'center'}[c.align] }",
          f"vertical-align:{ {'T': 'top', 'M': 'middle', 'B': 'bottom'}[c.valign] }"]
    size = c.size or row.size
    if size:
        st.append(f"font-size:{size}pt")
    if c.bold or (row.bold and c.bold is not False):
        st.append("font-weight:bold")
    if c.italic or row.italic:
        st.append("font-style:italic")
    col = c.color or row.color
    if col:
        st.append(f"color:{col}")
    if c.fill:
        st.append(f"background:{c.fill}")
    rc = row.rule_color or g.line_color
    if row.rule_above:
        st.append(f"border-top:{row.rule_above}mm solid {rc}")
    if row.rule_below:
        st.append(f"border-bottom:{row.rule_below}mm solid {rc}")
    elif g.hlines and not last_row:
        st.append(f"border-bottom:{g.hlines}mm solid {g.line_color}")
    if g.vlines and col_index + c.span < ncols:
        st.append(f"border-right:{g.vlines}mm solid {g.line_color}")
    inner = "".join(seg_html(s) if isinstance(s, Seg) else svg_obj(s) for s in c.segs)
    if c.leader:
        inner = f'<div class="ld"><span class="ldt">{inner}</span><span class="dots"></span></div>'
    span = f' colspan="{c.span}"' if c.span > 1 else ""
    return f'<td{span} style="{";".join(st)}">{inner}</td>'


def grid_html(g: Grid) -> str:
    w = sum(g.cols)
    st = [f"width:{w:.2f}mm", f"font-size:{g.size}pt", f"line-height:{g.lh}", f"color:{g.color}"]
    if g.border:
        st.append(f"border:{g.border}mm solid {g.border_color}")
    if g.font:
        st.append(f"font-family:'{FONTS[g.font][0]}'")
    out = [f'<table class="g" style="{";".join(st)}"><colgroup>']
    out += [f'<col style="width:{cw:.2f}mm">' for cw in g.cols]
    out.append("</colgroup>")
    for i, row in enumerate(g.rows):
        if sum(c.span for c in row.cells) != len(g.cols):
            raise ValueError(f"row spans {sum(c.span for c in row.cells)} of {len(g.cols)} columns: "
                             f"{[s.text for c in row.cells for s in c.segs if hasattr(s, 'text')][:3]}")
        rs = f' style="background:{row.fill}"' if row.fill else ""
        out.append(f"<tr{rs}>")
        ci = 0
        for c in row.cells:
            out.append(cell_html(c, row, g, i == len(g.rows) - 1, ci, len(g.cols)))
            ci += c.span
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def block_html(b) -> str:
    if isinstance(b, Grid):
        return grid_html(b)
    if isinstance(b, Space):
        return f'<div style="height:{b.h}mm"></div>'
    if isinstance(b, HRule):
        style = "dashed" if b.dash else "solid"
        return (f'<div style="margin:{b.before}mm 0 {b.after}mm 0;border-top:{b.w}mm {style} {b.color};height:0"></div>')
    if isinstance(b, Box):
        st = [f"padding:{b.pad}mm"]
        if b.left_only:
            st.append(f"border-left:{b.border}mm solid {b.color}")
        else:
            st.append(f"border:{b.border}mm solid {b.color}")
        if b.fill:
            st.append(f"background:{b.fill}")
        if b.radius:
            st.append(f"border-radius:{b.radius}mm")
        return f'<div class="box" style="{";".join(st)}">' + "".join(block_html(c) for c in b.children) + "</div>"
    if isinstance(b, Cols):
        parts = ['<div class="cols">']
        for i, (col, w) in enumerate(zip(b.columns, b.widths)):
            st = [f"width:{w}mm"]
            if i > 0:
                if b.divider:
                    st = [f"width:{w + b.gap/2:.3f}mm", f"margin-left:{b.gap/2:.3f}mm",
                          f"border-left:{b.divider}mm solid {b.divider_color}",
                          f"padding-left:{b.gap/2 - b.divider:.3f}mm"]
                else:
                    st.append(f"margin-left:{b.gap}mm")
            parts.append(f'<div class="col" style="{";".join(st)}">' + "".join(block_html(c) for c in col) + "</div>")
        parts.append("</div>")
        return "".join(parts)
    raise TypeError(b)


CSS = """
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-variant-ligatures: none; font-kerning: none; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { width: 210mm; height: 297mm; position: relative; overflow: hidden; page-break-after: always; break-after: page; }
.page:last-child { page-break-after: auto; break-after: auto; }
.content { position: absolute; }
.footer { position: absolute; }
table.g { border-collapse: collapse; table-layout: fixed; margin: 0; }
table.g td { overflow: hidden; }
.cols { display: flex; align-items: flex-start; }
.col { flex: none; }
.ld { display: flex; align-items: baseline; }
.ldt { flex: none; }
.dots { flex: 1; border-bottom: 0.3mm dotted #777; margin: 0 1mm; min-width: 2mm; }
svg.obj { display: inline-block; vertical-align: middle; }
.logo { display: inline-block; text-align: center; font-weight: bold; }
"""


def render(rep: Report) -> str:
    fam = FONTS[rep.font][0]
    top, right, bottom, left = rep.margins
    out = ["<!DOCTYPE html><html lang=\"pt-BR\"><head><meta charset=\"utf-8\">",
           f"<title>{esc(rep.lab)} – laudo {rep.id}</title><style>{CSS}",
           f"body {{ font-family: '{fam}', 'DejaVu Sans', sans-serif; font-size: {rep.size}pt; color: {rep.color}; }}",
           "</style></head><body>"]
    for p in rep.pages:
        out.append('<section class="page">')
        out.append(f'<div class="content" style="top:{top}mm;left:{left}mm;width:{210-left-right}mm">')
        out += [block_html(b) for b in p.blocks]
        out.append("</div>")
        out.append(f'<div class="footer" style="bottom:{bottom}mm;left:{left}mm;width:{210-left-right}mm">')
        out += [block_html(b) for b in p.footer]
        out.append("</div></section>")
    out.append("</body></html>")
    return "\n".join(out)
