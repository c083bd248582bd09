"""Layout + rendering of a Report model.

One layout pass (fpdf2 string metrics) decides where every top-level block of a
page goes; fpdf2 then draws the PDF and the HTML places the same blocks at the
same vertical positions (position:absolute), with tables, rows and lines built
from the same model objects.  Chromium prints that HTML.
"""
from __future__ import annotations

import html
from fpdf import FPDF

from model import (Box, Columns, F, FONTS, Grid, HLine, Logo, Report, Res, Span, Spacer, Text,
                   font_file)

PT2MM = 25.4 / 72.0
PAGE_W, PAGE_H = 210.0, 297.0
FOOT_BOTTOM = 8.0


class TooWide(Exception):
    pass


def _rgb(c):
    return "#%02x%02x%02x" % tuple(c)


class Renderer:
    def __init__(self, rep: Report):
        self.rep = rep
        self.st = rep.style
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.c_margin = 0
        pdf.set_creator("SIL - Sistema de Informacao Laboratorial")
        pdf.set_title(f"Laudo {rep.id}")
        fams = {self.st.font, "dejavu"}
        for fam in fams:
            for s in ("", "B", "I", "BI"):
                pdf.add_font(fam, s, font_file(fam, s))
        pdf.set_fallback_fonts(["dejavu"], exact_match=False)
        self.pdf = pdf
        self.fam = self.st.font
        self.problems = set()

    # ---------------------------------------------------------------- text utils
    def setf(self, style="", size=None):
        self.pdf.set_font(self.fam, style, size or self.st.size)

    def sw(self, text, style="", size=None):
        self.setf(style, size)
        return self.pdf.get_string_width(text)

    def norm_cell(self, c, value_style="B", base_style="", size=None):
        """cell content -> list of lines, each a list of F fragments."""
        items = c if isinstance(c, (list, tuple)) else [c]
        lines = [[]]
        for it in items:
            if it is None:
                continue
            if isinstance(it, Res):
                st = it.style if it.style is not None else value_style
                lines[-1].append(F(it.text(), st))
            elif isinstance(it, F):
                parts = it.text.split("\n")
                for k, p in enumerate(parts):
                    if k:
                        lines.append([])
                    if p:
                        lines[-1].append(F(p, it.style, it.color, it.size))
            else:
                parts = str(it).split("\n")
                for k, p in enumerate(parts):
                    if k:
                        lines.append([])
                    if p:
                        lines[-1].append(F(p, base_style))
        return lines

    def line_w(self, frags, size):
        return sum(self.sw(f.text, f.style, f.size or size) for f in frags)

    def wrap(self, text, style, size, width):
        out = []
        for para in text.split("\n"):
            words = para.split(" ")
            cur = ""
            for w in words:
                cand = (cur + " " + w) if cur else w
                if self.sw(cand, style, size) <= width or not cur:
                    cur = cand
                else:
                    out.append(cur)
                    cur = w
            out.append(cur)
        return out

    def leader(self, frags, size, width, char="."):
        used = self.line_w(frags, size)
        dot = self.sw(char, "", size)
        n = int((width - used - self.sw(" ", "", size) - 0.5) / dot)
        return [F(" " + char * n, "")] if n > 2 else []

    # ---------------------------------------------------------------- drawing
    def draw_line(self, frags, x, y, w, lh, align, size, color, draw, check=True):
        tw = self.line_w(frags, size)
        if check and tw > w + 0.05:
            self.problems.add(f"{self.rep.id}: '{''.join(f.text for f in frags)}' {tw:.1f} > {w:.1f} mm")
        if not draw:
            return
        if align == "R":
            cx = x + w - tw
        elif align == "C":
            cx = x + (w - tw) / 2
        else:
            cx = x
        for f in frags:
            fs = f.size or size
            self.setf(f.style, fs)
            c = f.color or color or self.st.color
            self.pdf.set_text_color(*c)
            fw = self.pdf.get_string_width(f.text)
            self.pdf.set_xy(cx, y)
            self.pdf.cell(fw, lh, f.text)
            cx += fw

    def block(self, b, x, y, w, draw):
        """draw (or measure) one block at (x, y) with width w; returns its height."""
        st = self.st
        pdf = self.pdf
        if isinstance(b, Spacer):
            return b.h
        if isinstance(b, HLine):
            if draw:
                pdf.set_draw_color(*b.color)
                pdf.set_line_width(b.width)
                yy = y + b.gap_before
                if b.dashed:
                    pdf.set_dash_pattern(dash=1.0, gap=0.8)
                pdf.line(x, yy, x + w, yy)
                pdf.set_dash_pattern()
            return b.gap_before + b.gap_after
        if isinstance(b, Logo):
            if draw:
                pdf.set_fill_color(*b.fill)
                if b.round:
                    pdf.ellipse(x, y, b.w, b.h, style="F")
                else:
                    pdf.rect(x, y, b.w, b.h, style="F")
                self.draw_line([F(b.text, "B", b.color, b.size)], x, y, b.w, b.h, "C", b.size, b.color, True)
            return b.h
        if isinstance(b, Text):
            size = b.size or st.size
            lh = b.lh or st.lh
            lines = self.text_lines(b, w)
            h = len(lines) * lh + 2 * b.pad
            if draw and b.fill:
                pdf.set_fill_color(*b.fill)
                pdf.rect(x, y, w, h, style="F")
            for i, ln in enumerate(lines):
                self.draw_line([F(ln, b.style)], x + b.pad, y + b.pad + i * lh, w - 2 * b.pad, lh, b.align,
                               size, b.color, draw)
            return h
        if isinstance(b, Box):
            inner = 0.0
            for sb in b.blocks:
                inner += self.block(sb, x + b.pad, y + b.pad + inner, w - 2 * b.pad, False)
            h = inner + 2 * b.pad
            if draw:
                if b.fill:
                    pdf.set_fill_color(*b.fill)
                    pdf.rect(x, y, w, h, style="F")
                yy = y + b.pad
                for sb in b.blocks:
                    yy += self.block(sb, x + b.pad, yy, w - 2 * b.pad, True)
                if b.border:
                    pdf.set_draw_color(*b.border)
                    pdf.set_line_width(b.line_width)
                    if b.radius:
                        pdf.rect(x, y, w, h, style="D", round_corners=True, corner_radius=1.5)
                    else:
                        pdf.rect(x, y, w, h, style="D")
            return h
        if isinstance(b, Columns):
            hs = []
            cx = x
            for cw, sub in b.cols:
                yy = y
                for sb in sub:
                    yy += self.block(sb, cx, yy, cw, draw)
                hs.append(yy - y)
                cx += cw + b.gap
            h = max(hs)
            if draw and b.divider:
                pdf.set_draw_color(150, 150, 150)
                pdf.set_line_width(0.2)
                cx = x
                for cw, _ in b.cols[:-1]:
                    cx += cw + b.gap / 2
                    pdf.line(cx, y, cx, y + h)
                    cx += b.gap / 2
            return h
        if isinstance(b, Grid):
            return self.grid(b, x, y, draw)
        raise TypeError(b)

    def text_lines(self, b: Text, w):
        size = b.size or self.st.size
        return self.wrap(b.text, b.style, size, w - 2 * b.pad)

    def grid_rows(self, g: Grid):
        """normalised rows: list of ('hdr'|'row'|'span', payload, height)."""
        size = g.size or self.st.size
        lh = g.lh or self.st.lh
        out = []
        if g.header:
            hs = g.header_size or size
            cells = [self.norm_cell(c, g.value_style, g.header_style, hs) for c in g.header]
            n = max(len(c) for c in cells)
            out.append(("hdr", cells, n * lh + g.vpad))
        for row in g.rows:
            if isinstance(row, Span):
                out.append(("span", row, lh + g.vpad))
                continue
            cells = [self.norm_cell(c, g.value_style, "", size) for c in row]
            if g.leaders is not None:
                li = g.leaders
                cw = g.widths[li] - 2 * g.hpad
                if cells[li] and cells[li][-1]:
                    cells[li][-1] = cells[li][-1] + self.leader(cells[li][-1], size, cw, g.leader_char)
            n = max(len(c) for c in cells)
            out.append(("row", cells, n * lh + g.vpad))
        return out

    def grid(self, g: Grid, x, y, draw):
        pdf = self.pdf
        size = g.size or self.st.size
        lh = g.lh or self.st.lh
        aligns = g.aligns or "L" * len(g.widths)
        total_w = sum(g.widths)
        rows = self.grid_rows(g)
        yy = y
        pdf.set_line_width(0.2)
        for ri, (kind, cells, h) in enumerate(rows):
            if draw:
                pdf.set_draw_color(*g.rule_color)
            if kind == "span":
                sp = cells
                if draw and sp.fill:
                    pdf.set_fill_color(*sp.fill)
                    pdf.rect(x, yy, total_w, h, style="F")
                self.draw_line([F(sp.text, sp.style)], x + g.hpad, yy + g.vpad / 2, total_w - 2 * g.hpad, lh,
                               sp.align, sp.size or size, sp.color, draw)
                if draw and (sp.rule_below or g.rules in ("grid", "rows")):
                    pdf.set_draw_color(*g.rule_color)
                    pdf.line(x, yy + h, x + total_w, yy + h)
                if draw and g.rules == "grid":
                    pdf.line(x, yy, x, yy + h)
                    pdf.line(x + total_w, yy, x + total_w, yy + h)
                yy += h
                continue
            hdr = kind == "hdr"
            if draw and hdr and g.header_fill:
                pdf.set_fill_color(*g.header_fill)
                pdf.rect(x, yy, total_w, h, style="F")
            if draw and not hdr and g.zebra and ri % 2 == 0:
                pdf.set_fill_color(*g.zebra)
                pdf.rect(x, yy, total_w, h, style="F")
            cx = x
            nmax = max(len(c) for c in cells)
            for ci, cl in enumerate(cells):
                cw = g.widths[ci]
                off = (nmax - len(cl)) * lh if (hdr and g.valign_bottom_header) else 0
                for li, ln in enumerate(cl):
                    self.draw_line(ln, cx + g.hpad, yy + g.vpad / 2 + off + li * lh, cw - 2 * g.hpad, lh,
                                   aligns[ci], g.header_size or size if hdr else size,
                                   g.header_color if hdr else None, draw)
                cx += cw
            if draw:
                pdf.set_draw_color(*g.rule_color)
                r = g.rules
                if r == "grid":
                    pdf.rect(x, yy, total_w, h)
                    cx = x
                    for cw in g.widths[:-1]:
                        cx += cw
                        pdf.line(cx, yy, cx, yy + h)
                elif r == "rows":
                    if ri == 0:
                        pdf.line(x, yy, x + total_w, yy)
                    pdf.line(x, yy + h, x + total_w, yy + h)
                elif r in ("header", "hlines", "box") and hdr:
                    pdf.line(x, yy + h, x + total_w, yy + h)
                    if r in ("hlines",):
                        pdf.line(x, yy, x + total_w, yy)
            yy += h
        if draw and g.rules in ("hlines", "box"):
            pdf.set_draw_color(*g.rule_color)
            if g.rules == "hlines":
                pdf.line(x, yy, x + total_w, yy)
            else:
                pdf.rect(x, y, total_w, yy - y)
        return yy - y

    # ---------------------------------------------------------------- pages
    def layout(self):
        """-> list of pages; each page a list of (x, y, w, block)."""
        st = self.st
        n = len(self.rep.pages)
        w = PAGE_W - st.margin_l - st.margin_r
        pages = []
        for pi, page in enumerate(self.rep.pages, 1):
            placed = []
            y = st.margin_t
            for b in list(self.rep.header(pi, n)) + list(page.blocks):
                h = self.block(b, st.margin_l, y, w, False)
                placed.append((st.margin_l, y, w, b))
                y += h
            body_end = y
            foot = list(self.rep.footer(pi, n))
            fh = sum(self.block(b, st.margin_l, 0, w, False) for b in foot)
            fy = PAGE_H - FOOT_BOTTOM - fh
            if body_end > fy - 2:
                self.problems.add(f"{self.rep.id} page {pi}: body ends at {body_end:.1f} mm, footer at {fy:.1f}")
            for b in foot:
                h = self.block(b, st.margin_l, fy, w, False)
                placed.append((st.margin_l, fy, w, b))
                fy += h
            pages.append(placed)
        if self.problems:
            raise TooWide("\n".join(sorted(self.problems)))
        return pages

    def write_pdf(self, path, pages):
        for placed in pages:
            self.pdf.add_page()
            for x, y, w, b in placed:
                self.block(b, x, y, w, True)
        self.pdf.output(path)

    # ---------------------------------------------------------------- HTML
    def h_frags(self, frags):
        out = []
        for f in frags:
            t = html.escape(f.text)
            css = []
            if "B" in f.style:
                css.append("font-weight:700")
            if "I" in f.style:
                css.append("font-style:italic")
            if f.color:
                css.append("color:" + _rgb(f.color))
            if f.size:
                css.append(f"font-size:{f.size}pt")
            out.append(f'<span style="{";".join(css)}">{t}</span>' if css else t)
        return "".join(out)

    def h_block(self, b, w):
        st = self.st
        if isinstance(b, Spacer):
            return f'<div style="height:{b.h:.2f}mm"></div>'
        if isinstance(b, HLine):
            style = "dashed" if b.dashed else "solid"
            return (f'<div style="height:{b.gap_before + b.gap_after:.2f}mm;position:relative">'
                    f'<div style="position:absolute;top:{b.gap_before - b.width / 2:.2f}mm;left:0;right:0;'
                    f'border-top:{b.width:.2f}mm {style} {_rgb(b.color)}"></div></div>')
        if isinstance(b, Logo):
            rad = "border-radius:50%;" if b.round else ""
            return (f'<div class="logo" style="width:{b.w}mm;height:{b.h}mm;line-height:{b.h}mm;background:{_rgb(b.fill)};'
                    f'{rad}color:{_rgb(b.color)};font-size:{b.size}pt;font-weight:700;text-align:center">'
                    f'{html.escape(b.text)}</div>')
        if isinstance(b, Text):
            size = b.size or st.size
            lh = b.lh or st.lh
            lines = self.text_lines(b, w)
            css = [f"height:{len(lines) * lh:.2f}mm", f"font-size:{size}pt", f"line-height:{lh}mm", f"text-align:{ {'L': 'left', 'R': 'right', 'C': 'center'}[b.align]}",
                   f"padding:{b.pad}mm"]
            if "B" in b.style:
                css.append("font-weight:700")
            if "I" in b.style:
                css.append("font-style:italic")
            if b.color:
                css.append("color:" + _rgb(b.color))
            if b.fill:
                css.append("background:" + _rgb(b.fill))
            body = "<br>".join(html.escape(ln) for ln in lines)
            return f'<div class="txt" style="{";".join(css)}">{body}</div>'
        if isinstance(b, Box):
            css = [f"padding:{b.pad}mm", "box-sizing:border-box", f"width:{w:.2f}mm"]
            if b.border:
                css.append(f"border:{b.line_width}mm solid {_rgb(b.border)}")
            if b.radius:
                css.append("border-radius:1.5mm")
            if b.fill:
                css.append("background:" + _rgb(b.fill))
            inner = "".join(self.h_block(sb, w - 2 * b.pad) for sb in b.blocks)
            return f'<div class="box" style="{";".join(css)}">{inner}</div>'
        if isinstance(b, Columns):
            parts = []
            for i, (cw, sub) in enumerate(b.cols):
                css = f"width:{cw}mm;flex:none"
                if i:
                    css += f";margin-left:{b.gap}mm"
                    if b.divider:
                        css += f";border-left:0.2mm solid #969696;padding-left:{b.gap / 2}mm;margin-left:{b.gap / 2}mm"
                parts.append(f'<div class="col" style="{css}">' + "".join(self.h_block(sb, cw) for sb in sub) + "</div>")
            return '<div class="cols" style="display:flex;align-items:flex-start">' + "".join(parts) + "</div>"
        if isinstance(b, Grid):
            return self.h_grid(b)
        raise TypeError(b)

    def h_grid(self, g: Grid):
        size = g.size or self.st.size
        lh = g.lh or self.st.lh
        aligns = g.aligns or "L" * len(g.widths)
        amap = {"L": "left", "R": "right", "C": "center"}
        rows = self.grid_rows(g)
        total_w = sum(g.widths)
        bc = _rgb(g.rule_color)
        tcss = [f"width:{total_w:.2f}mm", f"font-size:{size}pt", f"line-height:{lh}mm"]
        if g.rules in ("box",):
            tcss.append(f"border:0.2mm solid {bc}")
        if g.rules in ("hlines",):
            tcss.append(f"border-top:0.2mm solid {bc};border-bottom:0.2mm solid {bc}")
        out = [f'<table class="grid rules-{g.rules}" style="{";".join(tcss)}"><colgroup>']
        out += [f'<col style="width:{cw:.2f}mm">' for cw in g.widths]
        out.append("</colgroup>")
        bpad = g.vpad / 2 - (0.2 if g.rules in ("grid", "rows") else 0.0)
        pad = f"padding:{g.vpad / 2:.2f}mm {g.hpad:.2f}mm {max(bpad, 0):.2f}mm {g.hpad:.2f}mm"
        for ri, (kind, cells, h) in enumerate(rows):
            if kind == "span":
                sp = cells
                css = [pad, f"text-align:{amap[sp.align]}"]
                if "B" in sp.style:
                    css.append("font-weight:700")
                if "I" in sp.style:
                    css.append("font-style:italic")
                if sp.fill:
                    css.append("background:" + _rgb(sp.fill))
                if sp.color:
                    css.append("color:" + _rgb(sp.color))
                if sp.size:
                    css.append(f"font-size:{sp.size}pt")
                if sp.rule_below or g.rules in ("grid", "rows"):
                    css.append(f"border-bottom:0.2mm solid {bc}")
                if g.rules == "grid":
                    css.append(f"border-left:0.2mm solid {bc};border-right:0.2mm solid {bc}")
                out.append(f'<tr><td colspan="{len(g.widths)}" style="{";".join(css)}">{html.escape(sp.text) or "&nbsp;"}</td></tr>')
                continue
            hdr = kind == "hdr"
            tag = "th" if hdr else "td"
            trcss = []
            if hdr and g.header_fill:
                trcss.append("background:" + _rgb(g.header_fill))
            if not hdr and g.zebra and ri % 2 == 0:
                trcss.append("background:" + _rgb(g.zebra))
            if hdr and g.header_color:
                trcss.append("color:" + _rgb(g.header_color))
            if hdr and g.header_size:
                trcss.append(f"font-size:{g.header_size}pt")
            out.append(f'<tr style="{";".join(trcss)}">' if trcss else "<tr>")
            for ci, cl in enumerate(cells):
                css = [pad, f"text-align:{amap[aligns[ci]]}"]
                if hdr:
                    css.append("vertical-align:bottom" if g.valign_bottom_header else "vertical-align:top")
                    css.append("font-weight:700" if "B" in g.header_style else "font-weight:400")
                    if "I" in g.header_style:
                        css.append("font-style:italic")
                r = g.rules
                if r == "grid":
                    css.append(f"border:0.2mm solid {bc}")
                elif r == "rows":
                    css.append(f"border-bottom:0.2mm solid {bc}")
                    if ri == 0:
                        css.append(f"border-top:0.2mm solid {bc}")
                elif r in ("header", "hlines", "box") and hdr:
                    css.append(f"border-bottom:0.2mm solid {bc}")
                body = "<br>".join(self.h_frags(ln) for ln in cl)
                out.append(f'<{tag} style="{";".join(css)}">{body}</{tag}>')
            out.append("</tr>")
        out.append("</table>")
        return "".join(out)

    def html(self, pages):
        st = self.st
        fam_name = FONTS[st.font][0]
        css = f"""
@page {{ size: A4; margin: 0 }}
html, body {{ margin: 0; padding: 0 }}
body {{ font-family: '{fam_name}', 'DejaVu Sans', sans-serif; font-size: {st.size}pt;
       line-height: {st.lh}mm; color: {_rgb(st.color)};
       -webkit-print-color-adjust: exact; print-color-adjust: exact;
       font-kerning: none; font-variant-ligatures: none }}
.page {{ width: 210mm; height: 297mm; position: relative; overflow: hidden; box-sizing: border-box;
        break-after: page; page-break-after: always }}
.page:last-child {{ break-after: auto; page-break-after: auto }}
.blk {{ position: absolute }}
table {{ border-collapse: collapse; table-layout: fixed; border-spacing: 0 }}
td, th {{ white-space: nowrap; overflow: hidden; vertical-align: top; font-weight: 400; text-align: left }}
.txt {{ white-space: pre }}
"""
        body = []
        for placed in pages:
            body.append('<div class="page">')
            for x, y, w, b in placed:
                body.append(f'<div class="blk" style="left:{x:.2f}mm;top:{y:.2f}mm;width:{w:.2f}mm">'
                            + self.h_block(b, w) + "</div>")
            body.append("</div>")
        title = html.escape(f"{self.rep.lab} - {self.rep.title or 'Laudo'}")
        return (f'<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n<title>{title}</title>\n'
                f"<style>\n{css}</style>\n</head>\n<body>\n" + "\n".join(body) + "\n</body>\n</html>\n")
