"""Model -> HTML (printed to PDF by headless Chromium)."""
import html as _h

from model import (FONTS, MONO_FOR, Box, Cols, HRule, Para, Space, Sub, Table, Text,
                   seg_text)

LH = 1.25   # line-height factor, same as the fpdf drawing


def esc(s):
    return _h.escape(s, quote=True)


def _text(b: Text, fam, mono_fam):
    st = [f"font-size:{b.size}pt", f"line-height:{LH}", f"text-align:{dict(L='left', C='center', R='right')[b.align]}",
          f"margin-bottom:{b.after}mm", "white-space:pre", f"color:{b.color}"]
    if b.bold:
        st.append("font-weight:bold")
    if b.italic:
        st.append("font-style:italic")
    if b.indent:
        st.append(f"padding-left:{b.indent}mm")
    if b.mono:
        st.append(f"font-family:'{mono_fam}'")
    if b.underline:
        st.append("text-decoration:underline")
    if b.bg:
        st.append(f"background:{b.bg}")
    return f'<div style="{";".join(st)}">{esc(seg_text(b.segs))}</div>'


def _para(b: Para):
    st = [f"font-size:{b.size}pt", f"line-height:{LH}", f"margin-bottom:{b.after}mm",
          f"text-align:{dict(L='left', C='center', R='right', J='justify')[b.align]}"]
    if b.italic:
        st.append("font-style:italic")
    if b.bold:
        st.append("font-weight:bold")
    return f'<div style="{";".join(st)}">{esc(b.text)}</div>'


def _table(b: Table):
    al = dict(L="left", C="center", R="right")
    bw = "0.25mm solid #000"
    out = [f'<table style="width:100%;border-collapse:collapse;table-layout:fixed;font-size:{b.size}pt;'
           f'line-height:{LH};margin-bottom:{b.after}mm">', "<colgroup>"]
    for _, frac, _a in b.cols:
        out.append(f'<col style="width:{frac * 100:.3f}%">')
    out.append("</colgroup>")

    def cell_style(a, extra=""):
        s = f"text-align:{al[a]};vertical-align:top;padding:{b.pad}mm 1.2mm;white-space:pre-line;overflow-wrap:break-word;"
        if b.rules == "all":
            s += f"border:{bw};"
        return s + extra

    if b.head:
        out.append("<tr>")
        for title, _f, a in b.cols:
            extra = "font-weight:bold;" if b.head_bold else "font-weight:normal;"
            if b.head_fill:
                extra += f"background:{b.head_fill};"
            if b.rules in ("hlines", "head"):
                extra += f"border-bottom:{bw};"
            if b.rules == "hlines":
                extra += f"border-top:{bw};"
            out.append(f'<th style="{cell_style(a, extra)}">{esc(title)}</th>')
        out.append("</tr>")
    for row in b.rows:
        if isinstance(row, Sub):
            extra = ("font-weight:bold;" if row.bold else "") + ("font-style:italic;" if row.italic else "")
            if row.fill:
                extra += f"background:{row.fill};"
            if b.rules == "hlines":
                extra += f"border-bottom:{bw};"
            out.append(f'<tr><td colspan="{len(b.cols)}" style="{cell_style("L", extra)}">{esc(row.text)}</td></tr>')
            continue
        out.append("<tr>")
        for i, cell in enumerate(row):
            a = b.cols[i][2]
            extra = ""
            if b.rules == "hlines":
                extra += f"border-bottom:{bw};"
            if i == 0 and b.bold_col0:
                extra += "font-weight:bold;"
            out.append(f'<td style="{cell_style(a, extra)}">{esc(seg_text(cell))}</td>')
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def block_html(b, fam, mono_fam):
    if isinstance(b, Text):
        return _text(b, fam, mono_fam)
    if isinstance(b, Para):
        return _para(b)
    if isinstance(b, Table):
        return _table(b)
    if isinstance(b, Cols):
        left = "".join(block_html(x, fam, mono_fam) for x in b.left)
        right = "".join(block_html(x, fam, mono_fam) for x in b.right)
        div = ""
        if b.divider:
            div = f'<div style="width:0;border-left:0.25mm solid #000;margin:0 {b.gap / 2}mm 0 0"></div>'
            gapl = b.gap / 2
        else:
            gapl = b.gap
        return (f'<div style="display:flex;align-items:stretch;margin-bottom:{b.after}mm">'
                f'<div style="width:calc(({b.split * 100}% - {b.gap}mm));margin-right:{gapl}mm">{left}</div>{div}'
                f'<div style="flex:1;min-width:0">{right}</div></div>')
    if isinstance(b, HRule):
        style = "dashed" if b.dashed else "solid"
        return f'<div style="border-top:{b.weight}mm {style} #000;margin:{b.before}mm 0 {b.after}mm 0;height:0"></div>'
    if isinstance(b, Space):
        return f'<div style="height:{b.mm}mm"></div>'
    if isinstance(b, Box):
        inner = "".join(block_html(x, fam, mono_fam) for x in b.blocks)
        return (f'<div style="border:{b.weight}mm solid #000;padding:{b.pad}mm;margin-bottom:{b.after}mm">'
                f'{inner}</div>')
    raise TypeError(b)


def render(rep):
    fam = FONTS[rep.font][0]
    mono_fam = FONTS[MONO_FOR[rep.font]][0]
    ml, mt, mr, mb = rep.margins
    n = len(rep.pages)
    css = f"""
@page {{ size: A4; margin: 0; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: '{fam}', 'DejaVu Sans', sans-serif; font-variant-ligatures: none;
       font-feature-settings: "liga" 0, "clig" 0; color: #000; -webkit-print-color-adjust: exact;
       print-color-adjust: exact; }}
.page {{ width: 210mm; height: 297mm; box-sizing: border-box; padding: {mt}mm {mr}mm {mb}mm {ml}mm;
        position: relative; overflow: hidden; break-after: page; page-break-after: always; }}
.page:last-child {{ break-after: auto; page-break-after: auto; }}
.footer {{ position: absolute; left: {ml}mm; right: {mr}mm; bottom: 6mm; }}
"""
    pages = []
    for i, page in enumerate(rep.pages):
        body = "".join(block_html(b, fam, mono_fam) for b in page)
        foot = "".join(block_html(_subst(b, i + 1, n), fam, mono_fam) for b in rep.footer)
        pages.append(f'<div class="page">{body}<div class="footer">{foot}</div></div>')
    return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8">'
            f'<title>{esc(rep.lab)} - {rep.id}</title><style>{css}</style></head>'
            f'<body>\n' + "\n".join(pages) + "\n</body></html>\n")


def _subst(b, p, n):
    """Copy of a footer block with {p}/{n} substituted (footer blocks are Text or HRule)."""
    import copy
    c = copy.copy(b)
    if isinstance(c, Text) and isinstance(c.segs, str):
        c.segs = c.segs.replace("{p}", str(p)).replace("{n}", str(n))
    return c
