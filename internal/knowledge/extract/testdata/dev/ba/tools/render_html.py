"""Render a Report model as a standalone A4 HTML document (printed with headless Chromium)."""
from __future__ import annotations

import html

from fonts import FONTS
from model import (Box, Cols, F, Group, H, KV, Leaders, LItem, N, P, RL, Row, Rule, Sig,
                   Space, T, Table, U, V, cell_text)

ALIGN = {"L": "left", "C": "center", "R": "right"}


def esc(s: str) -> str:
    return html.escape(s, quote=False)


def esc_br(s: str) -> str:
    return "<br>".join(esc(x) for x in s.split("\n"))


class HtmlRenderer:
    def __init__(self, rep):
        self.r = rep
        self.s = rep.style
        self.cw = 210 - 2 * self.s.margin   # content width mm

    # ------------------------------------------------------------------
    def css(self) -> str:
        s = self.s
        fam = FONTS[s.font][0]
        a = s.accent
        return f"""
@page {{ size: A4; margin: 0; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: {fam}; font-size: {s.size}pt; line-height: 1.28; color: #141414;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.page {{ width: 210mm; height: 296.8mm; box-sizing: border-box; position: relative;
  padding: {s.top}mm {s.margin}mm 0 {s.margin}mm; break-after: page; overflow: visible; }}
.page:last-child {{ break-after: auto; }}
.footer {{ position: absolute; left: {s.margin}mm; right: {s.margin}mm; bottom: 7mm;
  font-size: {s.size - 1.6}pt; color: #444; border-top: 0.25mm solid #999; padding-top: 1mm;
  display: flex; justify-content: space-between; }}
.hdr-band {{ background: {a}; color: #fff; padding: 3mm 4mm; display: flex; justify-content: space-between; align-items: center; }}
.hdr-band .nm {{ font-size: {s.size + 7}pt; font-weight: bold; letter-spacing: 0.2pt; }}
.hdr-band .sub {{ font-size: {s.size}pt; }}
.hdr-band .rt {{ text-align: right; font-size: {s.size - 1.5}pt; line-height: 1.3; }}
.hdr-centered {{ text-align: center; border-bottom: 0.6mm double {a}; padding-bottom: 1.5mm; }}
.hdr-centered .nm {{ font-size: {s.size + 7}pt; font-weight: bold; color: {a}; }}
.hdr-centered .sub {{ font-style: italic; font-size: {s.size + 0.5}pt; }}
.hdr-centered .ln {{ font-size: {s.size - 1.5}pt; color: #333; }}
.hdr-left {{ display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 0.9mm solid {a}; padding-bottom: 1.5mm; }}
.hdr-left .nm {{ font-size: {s.size + 8}pt; font-weight: bold; color: {a}; }}
.hdr-left .sub {{ font-size: {s.size}pt; color: #333; }}
.hdr-left .rt {{ text-align: right; font-size: {s.size - 1.5}pt; line-height: 1.3; }}
.hdr-boxed {{ border: 0.4mm solid #222; padding: 2mm 3mm; display: flex; justify-content: space-between; }}
.hdr-boxed .nm {{ font-size: {s.size + 5}pt; font-weight: bold; text-transform: uppercase; }}
.hdr-boxed .sub {{ font-size: {s.size - 0.5}pt; }}
.hdr-boxed .rt {{ text-align: right; font-size: {s.size - 1.5}pt; line-height: 1.3; }}
.pat {{ margin-top: 2.5mm; margin-bottom: 2mm; }}
.pat.box {{ border: 0.3mm solid #777; padding: 1.2mm 2mm; }}
table {{ border-collapse: collapse; table-layout: fixed; }}
td, th {{ padding: 0; vertical-align: top; white-space: nowrap; overflow: visible; }}
.kv td {{ padding: 0.25mm 1mm 0.25mm 0; white-space: nowrap; }}
.kv .lb {{ font-weight: bold; }}
.t td, .t th {{ padding: 0.8mm 1.2mm; }}
.t th {{ font-weight: bold; text-align: left; }}
.t.shade th {{ background: #e6e6e6; }}
.t.grid td, .t.grid th {{ border: 0.25mm solid #777; }}
.t.hlines th {{ border-top: 0.3mm solid #333; border-bottom: 0.3mm solid #333; }}
.t.hlines td {{ border-bottom: 0.2mm solid #aaa; }}
.t.header th {{ border-bottom: 0.3mm solid #333; }}
.t.box {{ border: 0.3mm solid #333; }}
.t.box th {{ border-bottom: 0.3mm solid #333; }}
.t tr.grp td {{ font-weight: bold; }}
.t tr.grp.sh td {{ background: #f0f0f0; }}
.t tr.sh td {{ background: #f4f4f4; }}
.b {{ font-weight: bold; }}
.i {{ font-style: italic; }}
h1.h {{ font-size: {s.size + 2.2}pt; margin: 2.4mm 0 1mm 0; color: {a}; }}
h2.h {{ font-size: {s.size + 0.6}pt; margin: 1.8mm 0 0.8mm 0; }}
h3.h {{ font-size: {s.size}pt; margin: 1.2mm 0 0.5mm 0; text-decoration: underline; }}
.h.rule {{ border-bottom: 0.3mm solid {a}; padding-bottom: 0.5mm; }}
.h.shade {{ background: #e8e8e8; padding: 0.6mm 1.5mm; color: #111; }}
p.p {{ margin: 0.6mm 0; white-space: normal; }}
.ld {{ display: flex; align-items: baseline; padding: 0.35mm 0; }}
.ld .nm {{ white-space: pre; display: flex; }}
.ld .nm .d {{ flex: 1; border-bottom: 0.3mm dotted #555; margin: 0 1mm 0.8mm 1mm; }}
.ld .vl {{ white-space: nowrap; font-weight: bold; }}
.ld .rf {{ white-space: pre; color: #333; }}
.ld .grp {{ font-weight: bold; margin-top: 1mm; }}
.rl {{ display: flex; align-items: baseline; padding: 0.5mm 0; }}
.rl .lb {{ font-weight: bold; }}
.rl .vl {{ font-weight: bold; white-space: nowrap; }}
.rl .rf {{ color: #333; white-space: pre; }}
.cols {{ display: flex; align-items: flex-start; }}
.cols > div {{ flex: none; }}
.cols.vr > div + div {{ border-left: 0.25mm solid #999; }}
.bx {{ box-sizing: border-box; }}
.bx.bd {{ border: 0.3mm solid #555; }}
.bx.sh {{ background: #f3f3f3; }}
.rule {{ margin: 1.5mm 0; }}
.sig {{ display: flex; gap: 10mm; margin-top: 6mm; }}
.sig .p1 {{ width: 62mm; text-align: center; border-top: 0.25mm solid #333; padding-top: 0.8mm; font-size: {s.size - 0.8}pt; }}
.mono {{ white-space: pre; }}
"""

    # ------------------------------------------------------------------
    def header(self) -> str:
        lab, st = self.r.lab, self.s.header
        right = "<br>".join(esc(x) for x in [lab.address, lab.city, lab.contact, lab.ids])
        if st == "band":
            return (f'<div class="hdr-band"><div><div class="nm">{esc(lab.name)}</div>'
                    f'<div class="sub">{esc(lab.subtitle)}</div></div><div class="rt">{right}</div></div>')
        if st == "centered":
            return (f'<div class="hdr-centered"><div class="nm">{esc(lab.name)}</div>'
                    f'<div class="sub">{esc(lab.subtitle)}</div>'
                    f'<div class="ln">{esc(lab.address)} · {esc(lab.city)}</div>'
                    f'<div class="ln">{esc(lab.contact)} · {esc(lab.ids)}</div></div>')
        if st == "left":
            return (f'<div class="hdr-left"><div><div class="nm">{esc(lab.name)}</div>'
                    f'<div class="sub">{esc(lab.subtitle)}</div></div><div class="rt">{right}</div></div>')
        if st == "boxed":
            return (f'<div class="hdr-boxed"><div><div class="nm">{esc(lab.name)}</div>'
                    f'<div class="sub">{esc(lab.subtitle)}</div></div><div class="rt">{right}</div></div>')
        raise ValueError(st)

    def patient(self, pairs) -> str:
        inner = self.cw - (4.6 if self.s.patient_box else 0)
        ws = [f * inner for f in self.s.patient_widths] if self.s.patient_widths else None
        kv = KV(pairs, cols=self.s.patient_cols, widths=ws)
        cls = "pat box" if self.s.patient_box else "pat"
        return f'<div class="{cls}">{self.kv(kv, inner)}</div>'

    # ------------------------------------------------------------------
    def kv(self, b: KV, width: float) -> str:
        n = b.cols
        widths = b.widths or [width / n] * n
        size = f' style="font-size:{b.size}pt"' if b.size else ""
        out = [f'<table class="kv"{size} style="width:{sum(widths):.2f}mm">'
               + "".join(f'<col style="width:{w:.2f}mm">' for w in widths)]
        pairs = list(b.pairs)
        for i in range(0, len(pairs), n):
            out.append("<tr>")
            for lab, val in pairs[i:i + n]:
                lb = f'<span class="lb">{esc(lab)}:</span> ' if lab else ""
                if not b.label_bold and lab:
                    lb = f'<span>{esc(lab)}:</span> '
                out.append(f"<td>{lb}{esc(val)}</td>")
            out.append("</tr>")
        out.append("</table>")
        return "".join(out)

    def cell(self, c, tag="td", default_align="L") -> str:
        span = getattr(c, "span", 1)
        al = getattr(c, "align", None) or default_align
        cls = []
        style = [f"text-align:{ALIGN[al]}"]
        if isinstance(c, T):
            if c.bold:
                cls.append("b")
            if c.italic:
                cls.append("i")
            if c.size:
                style.append(f"font-size:{c.size}pt")
            if c.color:
                style.append(f"color:{c.color}")
        elif isinstance(c, N) and c.bold:
            cls.append("b")
        elif isinstance(c, V) and c.bold:
            cls.append("b")
        attrs = f' style="{";".join(style)}"'
        if cls:
            attrs += f' class="{" ".join(cls)}"'
        if span > 1:
            attrs += f' colspan="{span}"'
        return f"<{tag}{attrs}>{esc_br(cell_text(c))}</{tag}>"

    def table(self, b: Table) -> str:
        width = sum(c.width for c in b.cols)
        cls = ["t", b.rules]
        if b.header_shade:
            cls.append("shade")
        st = f"width:{width:.2f}mm"
        if b.size:
            st += f";font-size:{b.size}pt"
        out = [f'<table class="{" ".join(cls)}" style="{st}">']
        out.append("".join(f'<col style="width:{c.width:.2f}mm">' for c in b.cols))
        pad = f"padding-top:{b.pad}mm;padding-bottom:{b.pad}mm;"
        if b.header:
            out.append("<thead>")
            for hr in (b.header_rows or []):
                out.append("<tr>" + "".join(self.cell(c, "th") for c in hr) + "</tr>")
            out.append("<tr>" + "".join(
                f'<th style="{pad}text-align:{ALIGN[c.align]}">{esc_br(c.header)}</th>' for c in b.cols) + "</tr>")
            out.append("</thead>")
        out.append("<tbody>")
        for row in b.rows:
            if isinstance(row, Group):
                k = "grp sh" if row.shade else "grp"
                it = ' class="i"' if row.italic else ""
                out.append(f'<tr class="{k}"><td colspan="{len(b.cols)}" style="{pad}"><span{it}>{esc(row.text)}</span></td></tr>')
                continue
            k = ' class="sh"' if row.shade else ""
            tds = []
            i = 0
            for c in row.cells:
                al = b.cols[i].align
                h = self.cell(c, "td", al)
                h = h.replace('style="', f'style="{pad}', 1)
                if row.bold and ' class="' not in h.split(">")[0]:
                    h = h.replace("<td", '<td class="b"', 1)
                tds.append(h)
                i += getattr(c, "span", 1)
            out.append(f"<tr{k}>" + "".join(tds) + "</tr>")
        out.append("</tbody></table>")
        return "".join(out)

    def leaders(self, b: Leaders, width: float) -> str:
        size = f' style="font-size:{b.size}pt"' if b.size else ""
        out = [f'<div class="lds"{size}>']
        ref_w = width - b.name_w - b.value_w
        for it in b.items:
            if isinstance(it, Group):
                out.append(f'<div class="ld"><div class="grp">{esc(it.text)}</div></div>')
                continue
            r = it.res
            val = r.value_text + (" " + r.unit if r.unit else "") + (" " + r.flag if r.flag else "")
            if b.dots == "text":
                nm = r.printed_name
                lead = nm + " " + "." * max(2, b.chars - len(nm) - 1) + b.sep
                name_html = f'<div class="nm" style="width:{b.name_w}mm">{esc(lead)}</div>'
            else:
                name_html = (f'<div class="nm" style="width:{b.name_w}mm"><span>{esc(r.printed_name)}</span>'
                             f'<span class="d"></span></div>')
            out.append(f'<div class="ld">{name_html}<div class="vl" style="width:{b.value_w}mm">{esc(val)}</div>'
                       f'<div class="rf" style="width:{ref_w:.2f}mm">{esc(it.ref)}</div></div>')
        out.append("</div>")
        return "".join(out)

    def rl(self, b: RL, width: float) -> str:
        r = b.res
        val = r.value_text + (" " + r.unit if r.unit else "") + (" " + r.flag if r.flag else "")
        size = f"font-size:{b.size}pt;" if b.size else ""
        vsize = "font-size:1.18em;" if b.big else ""
        return (f'<div class="rl" style="{size}"><div class="lb" style="width:{b.label_w}mm">{esc(b.label)}</div>'
                f'<div class="vl" style="{vsize}">{esc(val)}</div>'
                f'<div class="rf" style="margin-left:6mm">{esc(b.ref)}</div></div>')

    def block(self, b, width: float) -> str:
        if isinstance(b, H):
            tag = {1: "h1", 2: "h2", 3: "h3"}[b.level]
            cls = "h" + (" rule" if b.rule else "") + (" shade" if b.shade else "")
            return f'<{tag} class="{cls}" style="text-align:{ALIGN[b.align]}">{esc_br(b.text)}</{tag}>'
        if isinstance(b, P):
            st = [f"text-align:{ALIGN[b.align]}"]
            if b.size:
                st.append(f"font-size:{b.size}pt")
            if b.bold:
                st.append("font-weight:bold")
            if b.italic:
                st.append("font-style:italic")
            if b.color:
                st.append(f"color:{b.color}")
            return f'<p class="p" style="{";".join(st)}">{esc_br(b.text)}</p>'
        if isinstance(b, KV):
            return self.kv(b, width)
        if isinstance(b, Table):
            return self.table(b)
        if isinstance(b, Leaders):
            return self.leaders(b, width)
        if isinstance(b, RL):
            return self.rl(b, width)
        if isinstance(b, Cols):
            n = len(b.columns)
            cws = b.widths or [(width - b.gap * (n - 1)) / n] * n
            cls = "cols vr" if b.rule else "cols"
            parts = []
            for i, col in enumerate(b.columns):
                cw = cws[i]
                pl = f"padding-left:{b.gap / 2:.2f}mm;" if i > 0 else ""
                pr = f"padding-right:{b.gap / 2:.2f}mm;" if i < n - 1 else ""
                w = cw + (b.gap / 2 if i > 0 else 0) + (b.gap / 2 if i < n - 1 else 0)
                parts.append(f'<div style="width:{w:.2f}mm;{pl}{pr}box-sizing:border-box">'
                             + "".join(self.block(x, cw) for x in col) + "</div>")
            return f'<div class="{cls}">' + "".join(parts) + "</div>"
        if isinstance(b, Box):
            cls = "bx" + (" bd" if b.border else "") + (" sh" if b.shade else "")
            inner = width - 2 * b.pad
            return (f'<div class="{cls}" style="width:{width:.2f}mm;padding:{b.pad}mm;margin:1.2mm 0">'
                    + "".join(self.block(x, inner) for x in b.blocks) + "</div>")
        if isinstance(b, Rule):
            col = b.color or "#666"
            return f'<div class="rule" style="border-top:{b.weight}mm solid {col}"></div>'
        if isinstance(b, Space):
            return f'<div style="height:{b.mm}mm"></div>'
        if isinstance(b, Sig):
            just = {"R": "flex-end", "L": "flex-start", "C": "center"}[b.align]
            ps = "".join('<div class="p1">' + "<br>".join(
                (f"<b>{esc(x)}</b>" if i == 0 else esc(x)) for i, x in enumerate(p)) + "</div>" for p in b.people)
            return f'<div class="sig" style="justify-content:{just}">{ps}</div>'
        raise TypeError(b)

    # ------------------------------------------------------------------
    def render(self) -> str:
        r = self.r
        pages = []
        n = len(r.pages)
        for i, blocks in enumerate(r.pages):
            pat = r.patient if i == 0 or not r.page2_patient else r.page2_patient
            body = "".join(self.block(b, self.cw) for b in blocks)
            right = (r.footer_right + " · " if r.footer_right else "") + f"Página {i + 1} de {n}"
            pages.append(f'<div class="page">{self.header()}{self.patient(pat)}{body}'
                         f'<div class="footer"><span>{esc(r.footer_left)}</span><span>{esc(right)}</span></div></div>')
        return ("<!DOCTYPE html>\n<html lang=\"pt-BR\"><head><meta charset=\"utf-8\">"
                f"<title>{esc(r.lab.name)} – Laudo {esc(r.id)}</title><style>{self.css()}</style></head>"
                "<body>\n" + "\n".join(pages) + "\n</body></html>\n")


def render_html(rep) -> str:
    return HtmlRenderer(rep).render()
