"""HTML renderer (printed by Chromium). Dimensions in mm / pt, same as the fpdf2 renderer."""
import html

from model import (Text, Rule, Spacer, Table, Row, TwoCol, Box, FONTS, CONTENT_W, CONTENT_H,
                   FOOTER_H, MARGIN_X, MARGIN_TOP, MARGIN_BOTTOM, lh, runs_of)

CELL_PX = 1.2  # horizontal cell padding, mm


def esc(s):
    return html.escape(s, quote=False)


def font_css(fam):
    name, stretch = FONTS[fam]
    return f"font-family:'{name}';font-stretch:{stretch};"


def runs_html(lines):
    out = []
    for line in lines:
        parts = []
        for text, bold, italic, color in line:
            t = esc(text)
            st = []
            if bold:
                st.append("font-weight:bold")
            if italic:
                st.append("font-style:italic")
            if color:
                st.append(f"color:{color}")
            if st:
                t = f'<span style="{";".join(st)}">{t}</span>'
            parts.append(t)
        out.append("".join(parts))
    return "<br>".join(out)


def text_html(el, w, fam):
    f = font_css(el.family) if el.family else ""
    lines = runs_of(el.segs)
    st = [f"font-size:{el.size}pt", f"line-height:{lh(el.size):.3f}mm", f"text-align:{ {'L':'left','C':'center','R':'right'}[el.align] }",
          f"color:{el.color}", f"margin:{el.mt}mm 0 {el.mb}mm 0", f"width:{w - 2*el.pad:.2f}mm", f"padding:0 {el.pad}mm"]
    if el.bold:
        st.append("font-weight:bold")
    if el.italic:
        st.append("font-style:italic")
    if el.bg:
        st.append(f"background:{el.bg}")
    if not el.wrap:
        st.append("white-space:nowrap;overflow:hidden")
    return f'<div style="{";".join(st)};{f}">{runs_html(lines)}</div>'


def table_html(t, w, fam):
    f = font_css(t.family) if t.family else ""
    tw = sum(c[1] for c in t.cols)
    bc = t.border_color
    out = [f'<table style="width:{tw:.2f}mm;border-collapse:collapse;table-layout:fixed;font-size:{t.size}pt;'
           f'line-height:{lh(t.size):.3f}mm;margin:{t.mt}mm 0 {t.mb}mm 0;{f}'
           + (f"border:0.3mm solid {bc};" if t.style == "box" else "") + '">']
    out.append("<colgroup>" + "".join(f'<col style="width:{c[1]:.2f}mm">' for c in t.cols) + "</colgroup>")

    def td_style(align, extra=""):
        s = f"padding:{t.pad}mm {CELL_PX}mm;white-space:nowrap;overflow:hidden;vertical-align:top;text-align:{ {'L':'left','C':'center','R':'right'}[align] };"
        if t.style == "grid":
            s += f"border:0.2mm solid {bc};"
        return s + extra

    if t.header:
        hs = "font-weight:bold;"
        if t.head_bg:
            hs += f"background:{t.head_bg};"
        hs += f"color:{t.head_color};"
        if t.style in ("lines", "zebra", "box"):
            hs += f"border-bottom:0.3mm solid {bc};"
        out.append("<tr>" + "".join(f'<td style="{td_style(c[2], hs)}">{runs_html(runs_of(c[0]))}</td>' for c in t.cols) + "</tr>")
    for i, row in enumerate(t.rows):
        r = row if isinstance(row, Row) else Row(row)
        extra = ""
        if r.bold:
            extra += "font-weight:bold;"
        if r.italic:
            extra += "font-style:italic;"
        bg = r.bg or (t.zebra_bg if t.style == "zebra" and i % 2 == 1 else None)
        if bg:
            extra += f"background:{bg};"
        if t.style == "lines":
            extra += "border-bottom:0.15mm solid #9a9a9a;"
        if r.span:
            out.append(f'<tr><td colspan="{len(t.cols)}" style="{td_style("L", extra)}">{runs_html(runs_of(r.cells[0]))}</td></tr>')
            continue
        tds = []
        for j, (c, col) in enumerate(zip(r.cells, t.cols)):
            content = runs_html(runs_of(c))
            if t.leader and j == 0:
                content = (f'<div style="display:flex;white-space:nowrap;overflow:hidden"><span>{content}</span>'
                           f'<span style="flex:1;overflow:hidden;color:#555"> {"." * 120}</span></div>')
            tds.append(f'<td style="{td_style(col[2], extra)}">{content}</td>')
        out.append("<tr>" + "".join(tds) + "</tr>")
    out.append("</table>")
    return "".join(out)


def items_html(items, w, fam):
    out = []
    for el in items:
        if isinstance(el, Text):
            out.append(text_html(el, w, fam))
        elif isinstance(el, Rule):
            style = "dashed" if el.dashed else "solid"
            out.append(f'<div style="height:0;border-top:{el.weight}mm {style} {el.color};margin:{el.mt}mm 0 {el.mb}mm 0;width:{w:.2f}mm"></div>')
        elif isinstance(el, Spacer):
            out.append(f'<div style="height:{el.h}mm"></div>')
        elif isinstance(el, Table):
            out.append(table_html(el, w, fam))
        elif isinstance(el, TwoCol):
            cw = (w - el.gap) / 2
            div = "border-left:0.2mm solid #888;padding-left:" + f"{el.gap/2:.2f}mm;" if el.divider else ""
            ml = el.gap / 2 if el.divider else el.gap
            out.append(f'<div style="display:flex;align-items:flex-start;width:{w:.2f}mm">'
                       f'<div style="width:{cw:.2f}mm;flex:none">{items_html(el.left, cw, fam)}</div>'
                       f'<div style="width:{cw - (el.gap/2 if el.divider else 0):.2f}mm;flex:none;margin-left:{ml:.2f}mm;{div}">'
                       f'{items_html(el.right, cw - (el.gap/2 if el.divider else 0), fam)}</div></div>')
        elif isinstance(el, Box):
            iw = w - 2 * el.pad - 0.6
            out.append(f'<div style="border:0.3mm solid {el.border};padding:{el.pad}mm;margin:{el.mt}mm 0 {el.mb}mm 0;'
                       f'width:{iw:.2f}mm;border-radius:{el.radius}mm">{items_html(el.items, iw, fam)}</div>')
        else:
            raise TypeError(el)
    return "".join(out)


def report_html(rep):
    fname, stretch = FONTS[rep.family]
    pages = []
    for i, p in enumerate(rep.pages):
        last = i == len(rep.pages) - 1
        pages.append(
            f'<div class="page" style="{"" if last else "page-break-after:always;"}">'
            f'<div class="body">{items_html(p.items, CONTENT_W, rep.family)}</div>'
            f'<div class="footer">{items_html(p.footer, CONTENT_W, rep.family)}</div></div>')
    return f"""<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(rep.lab)} - {rep.id}</title>
<style>
@page {{ size: A4; margin: {MARGIN_TOP}mm {MARGIN_X}mm {MARGIN_BOTTOM}mm {MARGIN_X}mm; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: '{fname}'; font-stretch: {stretch}; font-size: {rep.base}pt; color: #000;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.page {{ position: relative; width: {CONTENT_W}mm; height: {CONTENT_H - 0.5}mm; overflow: hidden; }}
.footer {{ position: absolute; left: 0; top: {CONTENT_H - FOOTER_H}mm; width: {CONTENT_W}mm; }}
table td {{ box-sizing: border-box; }}
</style></head><body>
{"".join(pages)}
</body></html>
"""
