"""Write a report model as a print-ready HTML page (A4, one <section> per page)."""
import html
from model import P, G, C, Row, Cols, Box, HR, Sp, S, Tok, BR, as_run
from layout import FONTS, leader_dots, cell_borders, text_width, cell_lines, line_width


def esc(t):
    return html.escape(t, quote=False)


class HtmlRenderer:
    def __init__(self, rep):
        self.rep = rep
        th = rep.theme
        self.font, self.size, self.lh = th["font"], th["size"], th["lh"]
        self.color = th.get("color", "#000000")

    def _lh(self, size, lh):
        if lh:
            return lh
        return self.lh * (size / self.size) if size else self.lh

    def _span(self, text, st, base=None):
        css = []
        if st.b:
            css.append("font-weight:bold")
        if st.i:
            css.append("font-style:italic")
        if st.u:
            css.append("text-decoration:underline")
        if st.size:
            css.append(f"font-size:{st.size}pt")
        if st.color:
            css.append(f"color:{st.color}")
        if st.font:
            css.append(f"font-family:'{FONTS[st.font][0]}'")
        t = esc(text).replace("\n", "<br>")
        if not css:
            return t
        return f'<span style="{";".join(css)}">{t}</span>'

    def runs(self, runs):
        out = []
        for r in runs:
            if r is BR:
                out.append("<br>")
                continue
            text, st = as_run(r)
            if isinstance(r, Tok):
                out.append(f'<span class="nw">{self._span(text, st)}</span>')
            else:
                out.append(self._span(text, st))
        return "".join(out)

    def _base_css(self, size=None, b=False, i=False, color=None, font=None):
        css = []
        if size:
            css.append(f"font-size:{size}pt")
        if b:
            css.append("font-weight:bold")
        if i:
            css.append("font-style:italic")
        if color:
            css.append(f"color:{color}")
        if font:
            css.append(f"font-family:'{FONTS[font][0]}'")
        return css

    def render(self, el, w):
        if isinstance(el, P):
            css = self._base_css(el.size, el.b, el.i, el.color, el.font)
            css += [f"text-align:{el.align}", f"line-height:{self._lh(el.size, el.lh):.3f}mm"]
            if el.before:
                css.append(f"margin-top:{el.before}mm")
            if el.after:
                css.append(f"margin-bottom:{el.after}mm")
            if el.indent:
                css.append(f"padding-left:{el.indent}mm")
            return f'<div class="p" style="{";".join(css)}">{self.runs(el.runs) or "&nbsp;"}</div>'
        if isinstance(el, G):
            return self._g(el)
        if isinstance(el, Cols):
            parts = []
            for k, (cw, col) in enumerate(zip(el.widths, el.columns)):
                style = f"width:{cw}mm;flex:none"
                if el.divider and k < len(el.widths) - 1:
                    style += f";border-right:0.2mm solid #000;padding-right:{el.gap/2}mm;margin-right:{el.gap/2}mm"
                elif k < len(el.widths) - 1:
                    style += f";margin-right:{el.gap}mm"
                if el.divider and k:
                    pass
                inner = "".join(self.render(e, cw) for e in col)
                parts.append(f'<div style="{style}">{inner}</div>')
            return (f'<div style="display:flex;align-items:flex-start;margin-top:{el.before}mm;'
                    f'margin-bottom:{el.after}mm">{"".join(parts)}</div>')
        if isinstance(el, Box):
            css = [f"border:{el.border}mm solid #000" if el.border else "border:none",
                   f"padding:{el.pad}mm", f"margin-top:{el.before}mm", f"margin-bottom:{el.after}mm"]
            if el.radius:
                css.append(f"border-radius:{el.radius}mm")
            if el.fill:
                css.append(f"background:{el.fill}")
            inner = "".join(self.render(e, w - 2 * el.pad) for e in el.elements)
            return f'<div class="box" style="{";".join(css)}">{inner}</div>'
        if isinstance(el, HR):
            ln = f"width:{el.length}mm;" if el.length else ""
            if el.style == "double":
                b = f"border-top:{el.width}mm solid {el.color};border-bottom:{el.width}mm solid {el.color};height:{el.width*1.5}mm"
            else:
                b = f"border-top:{el.width}mm {el.style} {el.color};height:0"
            return f'<div style="{ln}{b};margin-top:{el.before}mm;margin-bottom:{el.after}mm"></div>'
        if isinstance(el, Sp):
            return f'<div style="height:{el.mm}mm"></div>'
        raise TypeError(el)

    def _g(self, g):
        total = sum(g.widths)
        out = [f'<table class="g" style="width:{total:.2f}mm;margin-top:{g.before}mm;margin-bottom:{g.after}mm">',
               "<colgroup>" + "".join(f'<col style="width:{cw}mm">' for cw in g.widths) + "</colgroup>"]
        lineb = f"{g.line}mm {'dashed' if g.dash else 'solid'} #000"
        for ri, row in enumerate(g.rows):
            rcss = self._base_css(row.size or g.size, row.b, row.i, row.color)
            if row.fill:
                rcss.append(f"background:{row.fill}")
            out.append(f'<tr style="{";".join(rcss)}">')
            ci = 0
            for c in row.cells:
                c = c if isinstance(c, C) else C(c)
                c0, c1 = ci, ci + c.span
                ci = c1
                size = c.size or row.size or g.size
                lh = self._lh(size, g.lh)
                css = [f"padding:{g.pady}mm {g.padx}mm", f"line-height:{lh:.3f}mm",
                       f"text-align:{c.align or g.align[c0]}"]
                css += self._base_css(c.size, c.b, c.i, c.color)
                if c.fill:
                    css.append(f"background:{c.fill}")
                t, b_, l, r = cell_borders(g, ri, c0, c1)
                for side, on in (("top", t), ("bottom", b_), ("left", l), ("right", r)):
                    if on:
                        css.append(f"border-{side}:{lineb}")
                body = self.runs(c.runs)
                if c.leader:
                    inner = sum(g.widths[c0:c1]) - 2 * g.padx
                    bb, ii = bool(c.b or row.b), bool(c.i or row.i)
                    sz = size or self.size
                    used = line_width(cell_lines(c.runs)[-1], self.font, sz, bb, ii)
                    body += esc(leader_dots(used, inner, self.font, sz, bb, ii))
                span = f' colspan="{c.span}"' if c.span > 1 else ""
                out.append(f'<td{span} style="{";".join(css)}">{body}</td>')
            out.append("</tr>")
        out.append("</table>")
        return "".join(out)

    def build(self):
        th = self.rep.theme
        ml, mt, mr, mb = th["margins"]
        W = 210 - ml - mr
        fam = FONTS[self.font][0]
        css = f"""
@page {{ size: A4; margin: 0; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: '{fam}', 'DejaVu Sans', sans-serif; font-size: {self.size}pt;
       line-height: {self.lh}mm; color: {self.color}; -webkit-print-color-adjust: exact;
       print-color-adjust: exact; }}
.page {{ width: 210mm; height: 296.6mm; box-sizing: border-box; position: relative;
        padding: {mt}mm {mr}mm {mb}mm {ml}mm; break-after: page; }}
.page:last-child {{ break-after: auto; }}
.p {{ margin: 0; white-space: pre-wrap; }}
.nw {{ white-space: nowrap; }}
table.g {{ table-layout: fixed; border-collapse: collapse; border-spacing: 0; }}
table.g td {{ white-space: pre; overflow: hidden; vertical-align: top; }}
.footer {{ position: absolute; left: {ml}mm; right: {mr}mm; bottom: {mb}mm; }}
"""
        pages = []
        for page in self.rep.pages:
            body = "".join(self.render(e, W) for e in page.elements)
            foot = "".join(self.render(e, W) for e in page.footer)
            pages.append(f'<section class="page">{body}<div class="footer">{foot}</div></section>')
        return (f'<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n'
                f'<title>{esc(self.rep.lab)} – laudo {self.rep.id}</title>\n<style>{css}</style>\n'
                f'</head>\n<body>\n' + "\n".join(pages) + "\n</body>\n</html>\n")
