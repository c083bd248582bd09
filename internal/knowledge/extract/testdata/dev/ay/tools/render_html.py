"""Model -> HTML (printed by headless Chromium)."""
from __future__ import annotations

import html

from model import (C, Banner, Cols, FONTS, LINE, Mono, MLine, Page, Report, Res, Rule,
                   Sig, Space, Table, Text, as_cell, seg_text)

PAGE_W, PAGE_H = 210.0, 297.0


def esc(s: str) -> str:
    return html.escape(s).replace("\n", "<br>")


CSS_FAMILY = {
    "dejavu": "'DejaVu Sans'", "dejavucond": "'DejaVu Sans Condensed'",
    "dejavuserif": "'DejaVu Serif'", "dejavumono": "'DejaVu Sans Mono'",
    "libsans": "'Liberation Sans'", "libserif": "'Liberation Serif'",
    "libmono": "'Liberation Mono'", "carlito": "'Carlito'",
}


def fam(key: str) -> str:
    """Installed system fonts (the same TTF files fpdf2 embeds)."""
    return CSS_FAMILY[key]


class HtmlRenderer:
    def __init__(self, rep: Report):
        self.rep = rep
        self.size = rep.size
        self.mono = "libmono" if rep.font == "libmono" else "dejavumono"

    # ----------------------------------------------------------------- blocks
    def block(self, b, width: float) -> str:
        if isinstance(b, Text):
            return self.text(b)
        if isinstance(b, Rule):
            st = "dashed" if b.dash else "solid"
            return (f'<div style="margin:{b.before}mm 0 {b.after}mm 0;border-top:{b.weight}mm {st} {b.color};height:0"></div>')
        if isinstance(b, Space):
            return f'<div style="height:{b.mm}mm"></div>'
        if isinstance(b, Table):
            return self.table(b, width)
        if isinstance(b, Mono):
            return self.monob(b)
        if isinstance(b, Cols):
            return self.cols(b, width)
        if isinstance(b, Banner):
            return self.banner(b, width)
        if isinstance(b, Sig):
            return self.sig(b, width)
        raise TypeError(b)

    def style_font(self, size=None, bold=False, italic=False, color=None, font=None):
        st = [f"font-size:{size or self.size}pt"]
        if font:
            st.append(f"font-family:{fam(font)}")
        if bold:
            st.append("font-weight:bold")
        if italic:
            st.append("font-style:italic")
        if color:
            st.append(f"color:{color}")
        return ";".join(st)

    def text(self, b: Text) -> str:
        st = [self.style_font(b.size, b.bold, b.italic, b.color, b.font),
              f"text-align:{ {'L': 'left', 'C': 'center', 'R': 'right'}[b.align] }",
              f"margin-bottom:{b.after}mm", "white-space:pre-wrap"]
        if b.bg:
            st.append(f"background:{b.bg}")
        if b.pad:
            st.append(f"padding:{b.pad}mm {b.pad + 0.8}mm")
        return f'<div style="{";".join(st)}">{esc(b.text)}</div>'

    def table(self, t: Table, width: float) -> str:
        tw = width * t.width
        tot = sum(t.widths)
        ws = [w / tot * tw for w in t.widths]
        n = len(ws)
        aligns = t.aligns or "L" * n
        rc = t.rule_color
        size = t.size or self.size
        out = [f'<table style="table-layout:fixed;border-collapse:collapse;width:{tw:.2f}mm;'
               f'font-size:{size}pt;margin-bottom:{t.after}mm">']
        out.append("<colgroup>" + "".join(f'<col style="width:{w:.2f}mm">' for w in ws) + "</colgroup>")
        rows = []
        if t.head:
            rows.append(("head", t.head))
        for r in t.rows:
            rows.append(("body", r))
        nbody = 0
        for kind, row in rows:
            cells = [as_cell(c) for c in row]
            tr_style = ""
            if kind == "body":
                if t.zebra and nbody % 2 == 1:
                    tr_style = f"background:{t.zebra}"
                nbody += 1
            out.append(f'<tr style="{tr_style}">')
            col = 0
            for c in cells:
                st = [f"padding:{t.pad_y}mm {t.pad_x}mm", "vertical-align:top",
                      "overflow-wrap:break-word"]
                al = c.align or aligns[col]
                st.append(f"text-align:{ {'L': 'left', 'C': 'center', 'R': 'right'}[al] }")
                if kind == "head":
                    if t.head_bg:
                        st.append(f"background:{t.head_bg}")
                    if t.head_color:
                        st.append(f"color:{t.head_color}")
                    if t.head_bold:
                        st.append("font-weight:bold")
                if c.bg:
                    st.append(f"background:{c.bg}")
                if c.bold:
                    st.append("font-weight:bold")
                if c.italic:
                    st.append("font-style:italic")
                if c.color:
                    st.append(f"color:{c.color}")
                if c.size:
                    st.append(f"font-size:{c.size}pt")
                if c.res is not None:
                    st.append("white-space:nowrap")
                # rules
                if t.rules == "grid":
                    st.append(f"border:0.2mm solid {rc}")
                elif t.rules == "rows":
                    st.append(f"border-bottom:0.15mm solid {rc}")
                    if kind == "head":
                        st.append(f"border-top:0.3mm solid {rc};border-bottom:0.3mm solid {rc}")
                elif t.rules == "head" and kind == "head":
                    st.append(f"border-bottom:0.3mm solid {rc}")
                elif t.rules == "box":
                    pass
                span = f' colspan="{c.span}"' if c.span > 1 else ""
                out.append(f'<td{span} style="{";".join(st)}">{esc(c.content())}</td>')
                col += c.span
            out.append("</tr>")
        out.append("</table>")
        s = "".join(out)
        if t.rules == "box":
            s = s.replace('<table style="', f'<table style="border:0.25mm solid {rc};', 1)
        return s

    def monob(self, m: Mono) -> str:
        size = m.size or self.size
        lines = []
        for ln in m.lines:
            txt = "".join(seg_text(s) for s in ln.segs)
            t = html.escape(txt) if txt else "&#8203;"
            if ln.bold:
                t = f"<b>{t}</b>"
            lines.append(f"<div>{t}</div>")
        return (f'<div style="font-family:{fam(self.mono)};font-size:{size}pt;white-space:pre;'
                f'margin-bottom:{m.after}mm">' + "".join(lines) + "</div>")

    def cols(self, c: Cols, width: float) -> str:
        wl = (width - c.gap) * c.split
        wr = width - c.gap - wl
        left = "".join(self.block(b, wl) for b in c.left)
        right = "".join(self.block(b, wr) for b in c.right)
        div = ""
        if c.divider:
            div = f'<div style="width:{c.gap}mm;display:flex;justify-content:center"><div style="border-left:0.2mm solid #888;height:100%"></div></div>'
        else:
            div = f'<div style="width:{c.gap}mm"></div>'
        return (f'<div style="display:flex;align-items:stretch;width:{width:.2f}mm">'
                f'<div style="width:{wl:.2f}mm">{left}</div>{div}'
                f'<div style="width:{wr:.2f}mm">{right}</div></div>')

    def banner(self, b: Banner, width: float) -> str:
        fg = "#ffffff" if b.filled else "#111111"
        bg = b.color if b.filled else "transparent"
        logo_bg = "#ffffff" if b.filled else b.color
        logo_fg = b.color if b.filled else "#ffffff"
        sub = "".join(f'<div style="font-size:{self.size - 0.5}pt">{esc(s)}</div>' for s in b.sub)
        right = "".join(f'<div>{esc(s)}</div>' for s in b.right)
        border = "" if b.filled else f"border-bottom:0.6mm solid {b.color};"
        return (f'<div style="display:flex;align-items:center;background:{bg};color:{fg};{border}'
                f'padding:2mm 2.5mm;margin-bottom:{b.after}mm">'
                f'<div style="width:14mm;height:14mm;border-radius:2.5mm;background:{logo_bg};color:{logo_fg};'
                f'display:flex;align-items:center;justify-content:center;font-weight:bold;font-size:13pt;flex:none">{esc(b.initials)}</div>'
                f'<div style="margin-left:3mm;flex:1"><div style="font-weight:bold;font-size:{b.title_size}pt;white-space:nowrap">{esc(b.title)}</div>{sub}</div>'
                f'<div style="text-align:right;font-size:{self.size - 1.5}pt;flex:none;max-width:{width * 0.42:.1f}mm">{right}</div></div>')

    def sig(self, s: Sig, width: float) -> str:
        ml = "auto" if s.align == "R" else f"{(width - s.width) / 2:.1f}mm"
        lines = "".join(f"<div>{esc(x)}</div>" for x in s.lines)
        return (f'<div style="margin-top:{s.before}mm;margin-bottom:{s.after}mm;width:{s.width}mm;margin-left:{ml};'
                f'border-top:0.25mm solid #000;padding-top:0.8mm;text-align:center;font-size:{s.size or self.size - 0.5}pt">{lines}</div>')

    # ----------------------------------------------------------------- document
    def page(self, p: Page, idx: int, n: int) -> str:
        l, t, r, b = self.rep.margins
        width = PAGE_W - l - r
        body = "".join(self.block(x, width) for x in p.blocks)
        foot = list(p.footer)
        if self.rep.page_numbers:
            foot.append(self.rep.page_numbers.format(p=idx + 1, n=n))
        fs = self.rep.footer_size
        foot_html = "".join(f"<div>{esc(x)}</div>" for x in foot)
        return (f'<div class="page" style="padding:{t}mm {r}mm 0 {l}mm">'
                f'<div class="content" data-maxh="{PAGE_H - t - b - 1.5:.2f}">{body}</div>'
                f'<div class="foot" style="position:absolute;left:{l}mm;right:{r}mm;top:{PAGE_H - b:.2f}mm;'
                f'font-size:{fs}pt;border-top:0.2mm solid #999;padding-top:0.6mm;color:#333">{foot_html}</div></div>')

    def render(self) -> str:
        n = len(self.rep.pages)
        pages = "".join(self.page(p, i, n) for i, p in enumerate(self.rep.pages))
        return f"""<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(self.rep.id)} — {esc(self.rep.lab)}</title>
<style>
@page {{ size: A4; margin: 0; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: {fam(self.rep.font)}; font-size: {self.size}pt; line-height: {LINE};
  font-variant-ligatures: none; font-kerning: none; color: #111;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.page {{ position: relative; width: {PAGE_W}mm; height: {PAGE_H - 0.5}mm; box-sizing: border-box;
  overflow: hidden; break-after: page; page-break-after: always; }}
.page:last-child {{ break-after: auto; page-break-after: auto; }}
table td {{ line-height: {LINE}; }}
</style></head>
<body>
{pages}
</body></html>
"""


def render_html(rep: Report) -> str:
    return HtmlRenderer(rep).render()
