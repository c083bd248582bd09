"""Model -> HTML (printed by headless Chromium)."""
from html import escape
from model import (Res, Text, Col, Row, Note, Table, Columns, Box, ResLine, Leaders,
                   Sig, Spacer, Rule, leader_lines)
from styles import FONTS, FONTDIR, TSTYLE, CELL_PX, CELL_PY, LH, tint, st


def E(s):
    return "<br>".join(escape(x) for x in s.split("\n"))


class HtmlR:
    def __init__(self, rep):
        self.rep = rep
        self.s = st(rep)
        self.W = 210 - 2 * self.s["ms"]

    # -- blocks
    def text(self, b, w):
        d, f, after, acc = TSTYLE[b.style]
        size = self.s["size"] + d
        css = [f"font-size:{size}pt", f"margin-bottom:{after}mm",
               "text-align:" + {"L": "left", "C": "center", "R": "right"}[b.align]]
        if "B" in f:
            css.append("font-weight:bold")
        if "I" in f:
            css.append("font-style:italic")
        if acc:
            css.append(f"color:{self.s['accent']}")
        if b.style == "bar":
            css.append(f"background:{tint(self.s['accent'])};padding:0.6mm 1.5mm")
        if b.style == "mono":
            css.append("font-family:F_mono;white-space:pre")
        return f'<div style="{";".join(css)}">{E(b.text)}</div>'

    def cell(self, t, r, key):
        idx = 0
        if "#" in key:
            key, i = key.split("#")
            idx = int(i)
        if isinstance(r, Res):
            rs, rname = [r], r.name
        else:
            rs, rname = r.res, (r.name if r.name is not None else [q for q in r.res if q][0].name)
        x = rs[idx] if idx < len(rs) else None
        if key == "name":
            return rname, False
        if x is None:
            return "", False
        if key == "value":
            v = x.value + ((" " + x.flag) if (t.flag_inline and x.flag) else "")
            return v, t.bold_value
        if key == "flag":
            return x.flag, True
        if key == "unit":
            return x.unit, False
        if key == "ref":
            return x.ref, False
        if key.startswith("prev"):
            p = x.prev[int(key[4:])] if int(key[4:]) < len(x.prev) else None
            if not p:
                return "—", False
            v = p[0] + ((" " + p[2]) if (len(p) > 2 and p[2]) else "")
            return v, False
        if key == "blank":
            return "", False
        raise KeyError(key)

    def table(self, b, w):
        size = b.size or self.s["size"]
        acc = self.s["accent"]
        bd = {"all": "0.2mm solid #444", "h": None, "head": None, "none": None}[b.rules]
        out = [f'<table style="width:{w:.2f}mm;table-layout:fixed;border-collapse:collapse;'
               f'font-size:{size}pt;margin-bottom:1.5mm">']
        out.append("<colgroup>" + "".join(f'<col style="width:{c.w * w:.2f}mm">' for c in b.cols) + "</colgroup>")
        base = f"padding:{CELL_PY}mm {CELL_PX}mm;vertical-align:top;white-space:nowrap;line-height:{LH}"
        if bd:
            base += f";border:{bd}"
        al = {"L": "left", "C": "center", "R": "right"}
        if b.head:
            hcss = base + ";font-weight:bold"
            if b.head_fill:
                hcss += f";background:{tint(acc)}"
            if b.rules in ("h", "head"):
                hcss += ";border-bottom:0.3mm solid #333"
            out.append("<tr>" + "".join(
                f'<th style="{hcss};text-align:{al[c.align]}">{E(c.title)}</th>' for c in b.cols) + "</tr>")
        for r in b.rows:
            if isinstance(r, Note):
                d, f, _, a = TSTYLE[r.style]
                css = f"padding:{CELL_PY}mm {CELL_PX}mm;font-size:{size + d}pt;line-height:{LH}"
                if "I" in f:
                    css += ";font-style:italic"
                if "B" in f:
                    css += ";font-weight:bold"
                if a:
                    css += f";color:{acc}"
                if r.style == "bar":
                    css += f";background:{tint(acc, 0.92)}"
                if bd:
                    css += f";border:{bd}"
                elif b.rules == "h":
                    css += ";border-bottom:0.2mm solid #bbb"
                out.append(f'<tr><td colspan="{len(b.cols)}" style="{css}">{E(r.text)}</td></tr>')
                continue
            cells = []
            for c in b.cols:
                txt, bold = self.cell(b, r, c.key)
                css = base + f";text-align:{al[c.align]}"
                if bold:
                    css += ";font-weight:bold"
                if b.rules == "h":
                    css += ";border-bottom:0.2mm solid #bbb"
                cells.append(f'<td style="{css}">{E(txt)}</td>')
            out.append("<tr>" + "".join(cells) + "</tr>")
        out.append("</table>")
        return "".join(out)

    def columns(self, b, w):
        n = len(b.cols)
        fr = b.widths or [1 / n] * n
        inner = w - b.gap * (n - 1)
        ws = [f * inner for f in fr]
        out = [f'<div style="display:flex;gap:{b.gap}mm;position:relative;align-items:flex-start">']
        x = 0
        for i, (c, cw) in enumerate(zip(b.cols, ws)):
            if i and b.divider:
                out.append(f'<div style="position:absolute;left:{x - b.gap / 2:.2f}mm;top:0;bottom:0;'
                           f'border-left:0.2mm solid #999"></div>')
            out.append(f'<div style="width:{cw:.2f}mm;flex:none">' + self.blocks(c, cw) + "</div>")
            x += cw + b.gap
        out.append("</div>")
        return "".join(out)

    def box(self, b, w):
        acc = self.s["accent"]
        css = f"border:0.3mm solid {acc};padding:2mm;margin-bottom:2mm;width:{w:.2f}mm;box-sizing:border-box"
        if b.fill:
            css += f";background:{tint(acc, 0.93)}"
        t = (f'<div style="font-weight:bold;color:{acc};margin-bottom:1mm">{E(b.title)}</div>'
             if b.title else "")
        return f'<div style="{css}">{t}{self.blocks(b.blocks, w - 4.6)}</div>'

    def resline(self, b, w):
        r = b.res
        label = b.label if b.label is not None else r.name
        lw = "font-weight:bold;" if b.bold_label else ""
        sp = "display:inline-block;vertical-align:top;white-space:nowrap;flex:none;"
        h = (f'<div style="display:flex;line-height:{LH};margin-bottom:0.6mm">'
             + (f'<span style="{sp}{lw}width:{b.label_w}mm">{E(label)}</span>' if b.label_w else "") +
             f'<span style="{sp}font-weight:bold;width:{b.value_w}mm">{E(r.value)}</span>'
             f'<span style="{sp}width:{b.unit_w}mm">{E(r.unit)}</span>'
             f'<span style="{sp}font-weight:bold;width:7mm">{E(r.flag)}</span>')
        if b.tail:
            h += f'<span style="{sp}">{E(b.tail)}</span>'
        return h + "</div>"

    def leaders(self, b, w):
        lines = "\n".join(l for l, _ in leader_lines(b))
        return (f'<div style="font-family:F_mono;white-space:pre;line-height:{LH};'
                f'margin-bottom:1mm">{escape(lines)}</div>')

    def sig(self, b, w):
        out = ['<div style="margin-top:4mm">']
        if b.text:
            out.append(f'<div style="font-size:{self.s["size"] - 1.5}pt;margin-bottom:5mm">{E(b.text)}</div>')
        n = len(b.people)
        cw = w / n
        out.append('<div style="display:flex">')
        for name, role, reg in b.people:
            out.append(f'<div style="width:{cw:.2f}mm;text-align:center;font-size:{self.s["size"] - 0.5}pt;line-height:{LH}">'
                       f'<div style="margin:0 auto 0.8mm auto;width:55mm;border-top:0.25mm solid #333"></div>'
                       f'<b>{escape(name)}</b><br>{escape(role)}<br>{escape(reg)}</div>')
        out.append("</div></div>")
        return "".join(out)

    def blocks(self, bl, w):
        out = []
        for b in bl:
            if isinstance(b, Text):
                out.append(self.text(b, w))
            elif isinstance(b, Table):
                out.append(self.table(b, w))
            elif isinstance(b, Columns):
                out.append(self.columns(b, w))
            elif isinstance(b, Box):
                out.append(self.box(b, w))
            elif isinstance(b, ResLine):
                out.append(self.resline(b, w))
            elif isinstance(b, Leaders):
                out.append(self.leaders(b, w))
            elif isinstance(b, Sig):
                out.append(self.sig(b, w))
            elif isinstance(b, Spacer):
                out.append(f'<div style="height:{b.h}mm"></div>')
            elif isinstance(b, Rule):
                out.append(f'<div style="border-top:0.3mm solid {self.s["accent"]};margin:1mm 0 2mm 0"></div>')
            else:
                raise TypeError(b)
        return "".join(out)

    # -- page furniture
    def header(self):
        s, rep, acc = self.s, self.rep, self.s["accent"]
        size = s["size"]
        ls = s["lab_size"]
        info = "<br>".join(escape(x) for x in rep.labinfo)
        if s["header"] == "banner":
            h = (f'<div style="background:{acc};color:#fff;padding:2.5mm 3mm;display:flex;'
                 f'justify-content:space-between;align-items:center">'
                 f'<div style="font-size:{ls or size + 7}pt;font-weight:bold;white-space:nowrap">{escape(rep.lab)}</div>'
                 f'<div style="font-size:{size - 1.5}pt;text-align:right;line-height:{LH};white-space:nowrap">{info}</div></div>')
        elif s["header"] == "center":
            h = (f'<div style="text-align:center;line-height:{LH}">'
                 f'<div style="font-size:{ls or size + 6}pt;font-weight:bold;color:{acc};white-space:nowrap">{escape(rep.lab)}</div>'
                 f'<div style="font-size:{size - 1.5}pt">{info}</div></div>'
                 f'<div style="border-top:0.5mm solid {acc};margin-top:1.5mm"></div>')
        else:
            h = (f'<div style="display:flex;justify-content:space-between;align-items:flex-end;'
                 f'border-bottom:0.5mm solid {acc};padding-bottom:1.5mm">'
                 f'<div style="font-size:{ls or size + 6}pt;font-weight:bold;color:{acc};white-space:nowrap">{escape(rep.lab)}</div>'
                 f'<div style="font-size:{size - 1.5}pt;text-align:right;line-height:{LH};white-space:nowrap">{info}</div></div>')
        # patient grid
        n = s["pat_cols"]
        border = "border:0.25mm solid #555;" if s["pat_box"] else ""
        rows = []
        for row in rep.patient:
            tds = []
            for cell in row:
                lab, val = cell[0], cell[1]
                span = cell[2] if len(cell) > 2 else 1
                tds.append(f'<td colspan="{span}" style="padding:0.4mm 1.5mm;white-space:nowrap;vertical-align:top">'
                           f'<b>{escape(lab)}</b> {escape(val)}</td>')
            rows.append("<tr>" + "".join(tds) + "</tr>")
        cols = "".join(f'<col style="width:{self.W / n:.2f}mm">' for _ in range(n))
        pt = (f'<table style="{border}width:{self.W}mm;table-layout:fixed;border-collapse:collapse;'
              f'font-size:{size - 0.5}pt;line-height:{LH};margin:2mm 0 3mm 0;padding:1mm 0">'
              f'<colgroup>{cols}</colgroup>' + "".join(rows) + "</table>")
        return h + pt

    def footer(self, i, n):
        s = self.s
        lab = s["page_label"].format(i=i, n=n)
        return (f'<div style="position:absolute;left:{s["ms"]}mm;right:{s["ms"]}mm;bottom:8mm;'
                f'border-top:0.2mm solid #777;padding-top:1mm;display:flex;justify-content:space-between;'
                f'font-size:{s["size"] - 2}pt;line-height:{LH}">'
                f'<div>{E(self.rep.footer)}</div><div style="white-space:nowrap">{escape(lab)}</div></div>')

    def render(self):
        s = self.s
        faces = []
        for k, (r, bb, it) in FONTS.items():
            for f, wgt, sty in ((r, "normal", "normal"), (bb, "bold", "normal"), (it, "normal", "italic")):
                faces.append(f"@font-face{{font-family:F_{k};src:url('file://{FONTDIR}{f}');"
                             f"font-weight:{wgt};font-style:{sty}}}")
        css = ("\n".join(faces) + f"""
@page {{ size: A4; margin: 0 }}
html, body {{ margin:0; padding:0 }}
body {{ font-family: F_{s['font']}; font-size:{s['size']}pt; line-height:{LH}; color:#111;
  -webkit-print-color-adjust: exact; print-color-adjust: exact }}
.page {{ position:relative; width:210mm; min-height:296.5mm; box-sizing:border-box;
  padding:{s['mt']}mm {s['ms']}mm {s['mb']}mm {s['ms']}mm; break-after: page; overflow: visible }}
.page:last-child {{ break-after: auto }}
""")
        n = len(self.rep.pages)
        pages = []
        for i, bl in enumerate(self.rep.pages, 1):
            pages.append(f'<div class="page">{self.header()}{self.blocks(bl, self.W)}{self.footer(i, n)}</div>')
        return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8">'
                f'<title>{escape(self.rep.lab)} – {self.rep.id}</title><style>{css}</style></head>'
                f'<body>{"".join(pages)}</body></html>\n')


def render_html(rep):
    return HtmlR(rep).render()
