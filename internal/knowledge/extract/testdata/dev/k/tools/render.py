"""Two renderers for engine.Report: self-contained HTML (printed by Chromium) and fpdf2."""
import os
from engine import (P, Band, Table, Cols, Box, Space, Rule, C, parts_lines, line_text, esc, FONTS, PT)

FONT_DIR = "/usr/share/fonts/truetype"


def lh_mm(size, factor):
    return round(size * PT * factor, 3)


# ================================================================== HTML
def _css_align(a):
    return {"L": "left", "C": "center", "R": "right"}[a]


def html_block(b, width, rep):
    if isinstance(b, Space):
        return f'<div style="height:{b.h}mm"></div>'
    if isinstance(b, Rule):
        st = "dashed" if b.dash else "solid"
        return f'<div style="height:0;border-top:{b.w}mm {st} {b.color};margin:0.6mm 0"></div>'
    if isinstance(b, P):
        lh = lh_mm(b.size, b.lh)
        fam = f"font-family:'{b.font}';" if b.font else ""
        st = (f"font-size:{b.size}pt;line-height:{lh}mm;height:{lh}mm;white-space:pre;overflow:hidden;"
              f"text-align:{_css_align(b.align)};{fam}"
              f"font-weight:{'bold' if b.bold else 'normal'};font-style:{'italic' if b.italic else 'normal'};"
              f"padding-left:{b.indent}mm;" + (f"color:{b.color};" if b.color else ""))
        return "".join(f'<div class="ln" style="{st}">{esc(line_text(pl))}</div>'
                       for ln in b.lines for pl in parts_lines(ln))
    if isinstance(b, Band):
        lh = lh_mm(b.size, 1.25)
        fam = f"font-family:'{b.font}';" if b.font else ""
        return (f'<div class="ln" style="background:{b.bg};color:{b.fg};font-size:{b.size}pt;line-height:{lh}mm;'
                f'height:{lh}mm;padding:{b.pad}mm 1.5mm;white-space:pre;font-weight:{"bold" if b.bold else "normal"};{fam}'
                f'text-align:{_css_align(b.align)};margin:0">{esc(b.text)}</div>')
    if isinstance(b, Table):
        return html_table(b)
    if isinstance(b, Cols):
        out = ['<div style="display:flex;flex-direction:row;align-items:flex-start">']
        for i, (w, blocks) in enumerate(b.cols):
            ml = b.gap if i else 0
            out.append(f'<div style="width:{w}mm;flex:none;margin-left:{ml}mm">')
            out += [html_block(x, w, rep) for x in blocks]
            out.append("</div>")
        out.append("</div>")
        return "".join(out)
    if isinstance(b, Box):
        fam = f"font-family:'{b.font}';" if b.font else ""
        out = [f'<div style="border:{b.line_w}mm solid #000;box-sizing:border-box;width:{width}mm;{fam}">']
        if b.title:
            lh = lh_mm(b.size, 1.25)
            out.append(f'<div class="ln" style="background:{b.title_bg};font-weight:bold;font-size:{b.size}pt;line-height:{lh}mm;'
                       f'height:{lh}mm;padding:0.8mm {b.pad}mm;white-space:pre;border-bottom:{b.line_w}mm solid #000">{esc(b.title)}</div>')
        out.append(f'<div style="padding:{b.pad}mm">')
        out += [html_block(x, width - 2 * b.pad - 2 * b.line_w, rep) for x in b.blocks]
        out.append("</div></div>")
        return "".join(out)
    raise TypeError(b)


def html_table(t):
    lw = f"{t.line_w}mm solid {t.color}"
    lh = lh_mm(t.size, t.lh)
    fam = f"font-family:'{t.font}';" if t.font else ""
    out = [f'<table style="border-collapse:collapse;table-layout:fixed;width:{sum(t.widths)}mm;font-size:{t.size}pt;{fam}">']
    out.append("<colgroup>" + "".join(f'<col style="width:{w}mm">' for w in t.widths) + "</colgroup>")
    allrows = [(r, True) for r in t.header] + [(r, False) for r in t.rows]
    nh = len(t.header)
    for ri, (row, is_head) in enumerate(allrows):
        body_i = ri - nh
        bg = ""
        if is_head and t.head_bg:
            bg = t.head_bg
        elif not is_head and t.zebra and body_i % 2 == 1:
            bg = t.zebra
        out.append("<tr>")
        ci = 0
        for cell in row:
            c = cell if isinstance(cell, C) else C(cell)
            span = c.span
            align = c.align or (t.aligns[ci] if not is_head else (c.align or t.aligns[ci]))
            bold = c.bold if c.bold is not None else (is_head and t.head_bold)
            cbg = c.bg or bg
            bd = []
            if t.border == "grid":
                bd.append(f"border:{lw}")
            else:
                if t.border in ("hlines", "rows", "box") and ri == 0:
                    bd.append(f"border-top:{lw}")
                if t.border in ("hlines", "box") and ri == len(allrows) - 1:
                    bd.append(f"border-bottom:{lw}")
                if t.border == "hlines" and is_head and ri == nh - 1:
                    bd.append(f"border-bottom:{lw}")
                if t.border == "rows":
                    bd.append(f"border-bottom:{lw}")
                if t.border == "box":
                    if ci == 0:
                        bd.append(f"border-left:{lw}")
                    if ci + span == len(t.widths):
                        bd.append(f"border-right:{lw}")
            lines = parts_lines(c)
            txt = "<br>".join(esc(line_text(pl)) for pl in lines)
            size = f"font-size:{c.size}pt;" if c.size else ""
            col = f"color:{c.color};" if c.color else (f"color:{t.head_fg};" if is_head and t.head_fg else "")
            st = (f"padding:{t.pad[0]}mm {t.pad[1]}mm;line-height:{lh}mm;white-space:nowrap;overflow:hidden;vertical-align:top;"
                  f"text-align:{_css_align(align)};font-weight:{'bold' if bold else 'normal'};"
                  f"font-style:{'italic' if c.italic else 'normal'};{size}{col}"
                  + (f"background:{cbg};" if cbg else "") + ";".join(bd))
            sp = f' colspan="{span}"' if span > 1 else ""
            out.append(f'<td{sp} style="{st}">{txt}</td>')
            ci += span
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def to_html(rep):
    W, H = rep.page_wh
    mt, mr, mb, ml = rep.margins
    cw = W - ml - mr
    css = f"""@page {{ size: A4 {'landscape' if rep.landscape else 'portrait'}; margin: 0 }}
html, body {{ margin: 0; padding: 0 }}
body {{ font-family: '{rep.font}'; font-size: {rep.base_size}pt; color: #000;
  -webkit-print-color-adjust: exact; print-color-adjust: exact }}
.page {{ width: {W}mm; height: {H}mm; position: relative; box-sizing: border-box; overflow: hidden;
  padding: {mt}mm {mr}mm {mb}mm {ml}mm; page-break-after: always; break-after: page }}
.page:last-child {{ page-break-after: auto; break-after: auto }}
.foot {{ position: absolute; left: {ml}mm; width: {cw}mm; bottom: {mb * 0.5}mm }}
table td {{ box-sizing: border-box }}"""
    out = ["<!DOCTYPE html>", '<html lang="pt-BR"><head><meta charset="utf-8">',
           f"<title>{esc(rep.lab)} - {rep.rid}</title><style>{css}</style></head><body>"]
    n = len(rep.pages)
    for i, page in enumerate(rep.pages):
        out.append(f'<div class="page" id="p{i + 1}"><div class="content">')
        out += [html_block(b, cw, rep) for b in page]
        out.append("</div>")
        if rep.footer:
            out.append('<div class="foot">' + "".join(html_block(b, cw, rep) for b in rep.footer(i, n)) + "</div>")
        out.append("</div>")
    out.append("</body></html>")
    return "\n".join(out)


# ================================================================== fpdf2
class FR:
    def __init__(self, rep):
        from fpdf import FPDF
        self.rep = rep
        self.pdf = FPDF(orientation="L" if rep.landscape else "P", unit="mm", format="A4")
        self.pdf.set_auto_page_break(False)
        self.pdf.c_margin = 0
        self.pdf.set_creator("fpdf2 (labdev-k)")
        for fam, (r, b, i, sub) in FONTS.items():
            self.pdf.add_font(fam, "", os.path.join(FONT_DIR, sub, r))
            self.pdf.add_font(fam, "B", os.path.join(FONT_DIR, sub, b))
            self.pdf.add_font(fam, "I", os.path.join(FONT_DIR, sub, i))
        self.overflows = []

    def color(self, hexs, kind="fill"):
        h = hexs.lstrip("#")
        rgb = tuple(int(h[k:k + 2], 16) for k in (0, 2, 4))
        {"fill": self.pdf.set_fill_color, "draw": self.pdf.set_draw_color, "text": self.pdf.set_text_color}[kind](*rgb)

    def font(self, fam, size, bold=False, italic=False):
        self.pdf.set_font(fam or self.rep.font, "B" if bold else ("I" if italic else ""), size)

    def text(self, x, y, w, h, s, align="L", fam=None, size=9, bold=False, italic=False, color=None, tag=""):
        self.font(fam, size, bold, italic)
        self.color(color or "#000000", "text")
        sw = self.pdf.get_string_width(s)
        if sw > w + 0.05:
            self.overflows.append(f"{self.rep.rid} p{self.pdf.page} {tag}: '{s}' needs {sw:.1f}mm > {w:.1f}mm")
        if x + min(sw, w) > self.W - 3 or y + h > self.H - 2:
            self.overflows.append(f"{self.rep.rid} p{self.pdf.page}: '{s}' off page")
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, h, s, align=align)

    def hline(self, x1, x2, y, w, color="#000000", dash=False):
        self.color(color, "draw")
        self.pdf.set_line_width(w)
        if dash:
            self.pdf.set_dash_pattern(dash=1, gap=0.8)
        self.pdf.line(x1, y, x2, y)
        if dash:
            self.pdf.set_dash_pattern()

    def vline(self, x, y1, y2, w, color="#000000"):
        self.color(color, "draw")
        self.pdf.set_line_width(w)
        self.pdf.line(x, y1, x, y2)

    # returns new y
    def block(self, b, x, y, width):
        if isinstance(b, Space):
            return y + b.h
        if isinstance(b, Rule):
            self.hline(x, x + width, y + 0.6 + b.w / 2, b.w, b.color, b.dash)
            return y + 1.2 + b.w
        if isinstance(b, P):
            lh = lh_mm(b.size, b.lh)
            for ln in b.lines:
                for pl in parts_lines(ln):
                    self.text(x + b.indent, y, width - b.indent, lh, line_text(pl), b.align, b.font, b.size, b.bold, b.italic, b.color, "P")
                    y += lh
            return y
        if isinstance(b, Band):
            lh = lh_mm(b.size, 1.25)
            h = lh + 2 * b.pad
            self.color(b.bg, "fill")
            self.pdf.rect(x, y, width, h, style="F")
            self.text(x + 1.5, y + b.pad, width - 3, lh, b.text, b.align, b.font, b.size, b.bold, False, b.fg, "band")
            return y + h
        if isinstance(b, Table):
            return self.table(b, x, y)
        if isinstance(b, Cols):
            ys = []
            cx = x
            for i, (w, blocks) in enumerate(b.cols):
                if i:
                    cx += b.gap
                cy = y
                for blk in blocks:
                    cy = self.block(blk, cx, cy, w)
                ys.append(cy)
                cx += w
            return max(ys)
        if isinstance(b, Box):
            y0 = y
            fam = b.font
            if b.title:
                lh = lh_mm(b.size, 1.25)
                h = lh + 1.6
                self.color(b.title_bg, "fill")
                self.pdf.rect(x, y, width, h + b.line_w, style="F")
                self.text(x + b.pad + b.line_w, y + 0.8 + b.line_w, width - 2 * b.pad, lh, b.title, "L", fam, b.size, True, tag="boxtitle")
                y += h + b.line_w
                self.hline(x, x + width, y + b.line_w / 2, b.line_w)
                y += b.line_w
            else:
                y += b.line_w
            y += b.pad
            for blk in b.blocks:
                y = self.block(blk, x + b.pad + b.line_w, y, width - 2 * b.pad - 2 * b.line_w)
            y += b.pad + b.line_w
            self.color("#000000", "draw")
            self.pdf.set_line_width(b.line_w)
            self.pdf.rect(x + b.line_w / 2, y0 + b.line_w / 2, width - b.line_w, y - y0 - b.line_w)
            return y
        raise TypeError(b)

    def table(self, t, x, y):
        lh = lh_mm(t.size, t.lh)
        pv, ph = t.pad
        allrows = [(r, True) for r in t.header] + [(r, False) for r in t.rows]
        nh = len(t.header)
        tw = sum(t.widths)
        y_top = y
        for ri, (row, is_head) in enumerate(allrows):
            cells = [c if isinstance(c, C) else C(c) for c in row]
            nl = max(len(parts_lines(c)) for c in cells)
            h = nl * lh + 2 * pv
            body_i = ri - nh
            bg = t.head_bg if is_head and t.head_bg else (t.zebra if (not is_head and t.zebra and body_i % 2 == 1) else None)
            cx = x
            ci = 0
            for c in cells:
                w = sum(t.widths[ci:ci + c.span])
                cbg = c.bg or bg
                if cbg:
                    self.color(cbg, "fill")
                    self.pdf.rect(cx, y, w, h, style="F")
                align = c.align or t.aligns[ci]
                bold = c.bold if c.bold is not None else (is_head and t.head_bold)
                col = c.color or (t.head_fg if is_head and t.head_fg else None)
                for li, pl in enumerate(parts_lines(c)):
                    self.text(cx + ph, y + pv + li * lh, w - 2 * ph, lh, line_text(pl), align, t.font, c.size or t.size,
                              bold, c.italic, col, f"cell r{ri}c{ci}")
                if t.border == "grid":
                    self.color(t.color, "draw")
                    self.pdf.set_line_width(t.line_w)
                    self.pdf.rect(cx, y, w, h)
                cx += w
                ci += c.span
            if t.border in ("hlines", "rows", "box") and ri == 0:
                self.hline(x, x + tw, y, t.line_w, t.color)
            if t.border == "hlines" and is_head and ri == nh - 1:
                self.hline(x, x + tw, y + h, t.line_w, t.color)
            if t.border == "rows":
                self.hline(x, x + tw, y + h, t.line_w, t.color)
            y += h
        if t.border in ("hlines", "box"):
            self.hline(x, x + tw, y, t.line_w, t.color)
        if t.border == "box":
            self.vline(x, y_top, y, t.line_w, t.color)
            self.vline(x + tw, y_top, y, t.line_w, t.color)
        return y

    def render(self, path):
        rep = self.rep
        W, H = rep.page_wh
        self.W, self.H = W, H
        mt, mr, mb, ml = rep.margins
        cw = W - ml - mr
        n = len(rep.pages)
        for i, page in enumerate(rep.pages):
            self.pdf.add_page()
            y = mt
            for b in page:
                y = self.block(b, ml, y, cw)
            if rep.footer:
                fb = rep.footer(i, n)
                # measure footer height by dry computation
                fh = self.measure(fb, cw)
                fy = H - mb * 0.5 - fh
                if y > fy - 1:
                    self.overflows.append(f"{rep.rid} p{i + 1}: body ends at {y:.1f}mm, footer starts {fy:.1f}mm")
                for b in fb:
                    fy = self.block(b, ml, fy, cw)
            elif y > H - mb:
                self.overflows.append(f"{rep.rid} p{i + 1}: body ends at {y:.1f}mm > {H - mb}")
        self.pdf.output(path)
        return self.overflows

    def measure(self, blocks, cw):
        from fpdf import FPDF
        saved = self.pdf
        tmp = FR(self.rep)
        tmp.W, tmp.H = self.W, 10000
        tmp.pdf.add_page()
        y = 0
        for b in blocks:
            y = tmp.block(b, 0, y, cw)
        self.pdf = saved
        return y
