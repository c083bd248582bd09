"""Render a report model to print-ready HTML (A4, mm/pt units mirroring render_fpdf)."""
from __future__ import annotations

import html

from model import (FONTS, V, Row, Col, Table, Heading, Text, Line, TwoCol, Box, Group, Spacer, Rule,
                   Signature, Report)
from render_fpdf import MX, MY, CW, CH, FOOT_H, PT, leader_text, cell_text, text_width

E = html.escape


def _t(x, y, w, h, s, align="L", size=8.0, bold=False, color="#000", italic=False):
    al = {"L": "left", "R": "right", "C": "center"}[align]
    return ('<div class="a" style="left:%.2fmm;top:%.2fmm;width:%.2fmm;height:%.2fmm;line-height:%.2fmm;'
            'text-align:%s;font-size:%.2fpt;font-weight:%s;color:%s%s">%s</div>'
            % (x, y, w, h, h, al, size, "bold" if bold else "normal", color,
               ";font-style:italic" if italic else "", E(s)))


class HtmlRenderer:
    def __init__(self, rep: Report):
        self.rep = rep
        self.st = rep.style
        self.font = self.st["font"]
        self.size = self.st.get("size", 8.5)

    # ------------------------------------------------------------- blocks ----
    def blocks(self, blocks, w):
        return "".join(self.block(b, w) for b in blocks)

    def block(self, b, w):
        if isinstance(b, list):
            return self.blocks(b, w)
        if isinstance(b, Group):
            return self.blocks(b.blocks, w)
        if isinstance(b, Spacer):
            return '<div style="height:%.2fmm"></div>' % b.h
        if isinstance(b, Rule):
            return ('<div style="padding-top:%.2fmm;height:0;border-bottom:%.2fmm solid %s;margin-bottom:0"></div>'
                    '<div style="height:%.2fmm"></div>' % (b.before, b.width, b.color, b.after))
        if isinstance(b, Heading):
            lines = b.text if isinstance(b.text, list) else [b.text]
            lh = b.h or b.size * PT * 1.45
            al = {"L": "left", "R": "right", "C": "center"}[b.align]
            inner = "<br>".join(E(s) for s in lines)
            style = ("height:%.2fmm;line-height:%.2fmm;font-size:%.2fpt;font-weight:%s;color:%s;text-align:%s;"
                     "padding:0 1mm;white-space:nowrap" % (lh * len(lines), lh, b.size, "bold" if b.bold else "normal",
                                                        b.color or "#000", al))
            if b.fill:
                style += ";background:%s" % b.fill
            if b.rule:
                style += ";border-bottom:0.3mm solid %s" % (b.color or "#000")
            return ('<div style="height:%.2fmm"></div><div class="hd" style="%s">%s</div><div style="height:%.2fmm"></div>'
                    % (b.before, style, inner, b.after))
        if isinstance(b, Text):
            lh = b.lh or b.size * PT * 1.35
            al = {"L": "left", "R": "right", "C": "center", "J": "justify"}[b.align]
            return ('<div class="tx" style="font-size:%.2fpt;line-height:%.2fmm;text-align:%s;font-weight:%s;'
                    'font-style:%s;color:%s;padding:0 1mm %.2fmm 1mm">%s</div>'
                    % (b.size, lh, al, "bold" if b.bold else "normal", "italic" if b.italic else "normal",
                       b.color or "#000", b.after, E(b.text)))
        if isinstance(b, Line):
            lh = b.lh or b.size * PT * 1.45
            parts = []
            for s in b.segs:
                if isinstance(s, V):
                    t = cell_text(s)[0]
                    parts.append('<span style="font-weight:%s">%s</span>' % ("bold" if s.bold else "normal", E(t)))
                else:
                    parts.append("<span>%s</span>" % E(s).replace("  ", " &nbsp;"))
            return ('<div class="ln" style="font-size:%.2fpt;height:%.2fmm;line-height:%.2fmm;padding-left:%.2fmm;'
                    'padding-bottom:%.2fmm">%s</div>' % (b.size, lh, lh, 1.0 + b.indent, b.after, "".join(parts)))
        if isinstance(b, TwoCol):
            lw = (w - b.gap) * b.split
            rw = w - b.gap - lw
            mid = ('<div style="width:%.2fmm;flex:none;align-self:stretch;display:flex">'
                   '<div style="width:50%%;%s"></div></div>'
                   % (b.gap, "border-right:0.2mm solid #999" if b.rule else ""))
            return ('<div style="display:flex;align-items:flex-start;width:%.2fmm">'
                    '<div style="width:%.2fmm;flex:none">%s</div>%s<div style="width:%.2fmm;flex:none">%s</div></div>'
                    % (w, lw, self.blocks(b.left, lw), mid, rw, self.blocks(b.right, rw)))
        if isinstance(b, Box):
            style = "box-sizing:border-box;width:%.2fmm;padding:%.2fmm" % (w, b.pad)
            if b.border:
                style += ";border:0.25mm solid %s" % b.border
            if b.fill:
                style += ";background:%s" % b.fill
            return '<div style="%s">%s</div>' % (style, self.blocks(b.blocks, w - 2 * b.pad))
        if isinstance(b, Table):
            return self.table(b, w)
        if isinstance(b, Signature):
            lh = b.size * PT * 1.4
            ml = {"R": "auto", "C": "auto", "L": "0"}[b.align]
            mr = {"R": "0", "C": "auto", "L": "auto"}[b.align]
            inner = "".join('<div style="height:%.2fmm;line-height:%.2fmm;font-weight:%s">%s</div>'
                            % (lh, lh, "bold" if i == 0 else "normal", E(s)) for i, s in enumerate(b.lines))
            return ('<div style="height:%.2fmm"></div><div class="sig" style="width:%.2fmm;margin-left:%s;margin-right:%s;'
                    'border-top:0.25mm solid #000;padding-top:0.5mm;text-align:center;font-size:%.2fpt;'
                    'padding-bottom:1mm">%s</div>' % (b.before, b.width, ml, mr, b.size, inner))
        raise TypeError(b)

    def table(self, t: Table, w):
        size = t.size or self.size
        h = t.row_h
        total = sum(c.w for c in t.cols)
        cls = "t r-%s" % t.rules
        out = ['<table class="%s" style="width:%.2fmm;font-size:%.2fpt">' % (cls, total, size)]
        out.append("<colgroup>" + "".join('<col style="width:%.2fmm">' % c.w for c in t.cols) + "</colgroup>")
        al = {"L": "left", "R": "right", "C": "center"}
        if t.header:
            nl = max(len(c.title) if isinstance(c.title, list) else 1 for c in t.cols)
            st = "height:%.2fmm;line-height:%.2fmm;font-weight:%s" % (nl * h, h, "bold" if t.head_bold else "normal")
            if t.head_fill:
                st += ";background:%s" % t.head_fill
            if t.head_color:
                st += ";color:%s" % t.head_color
            cells = []
            for c in t.cols:
                lines = c.title if isinstance(c.title, list) else [c.title]
                cells.append('<td style="%s;text-align:%s">%s</td>' % (st, al[c.align], "<br>".join(E(s) for s in lines)))
            out.append('<tr class="th">%s</tr>' % "".join(cells))
        for ri, r in enumerate(t.rows):
            if r.kind == "sub":
                st = "height:%.2fmm;line-height:%.2fmm;font-weight:bold" % (h, h)
                if t.sub_fill:
                    st += ";background:%s" % t.sub_fill
                name = r.name if isinstance(r.name, str) else " ".join(r.name)
                out.append('<tr class="sub"><td colspan="%d" style="%s">%s</td></tr>' % (len(t.cols), st, E(name)))
                continue
            cells = []
            for c in t.cols:
                if c.id == "name":
                    lines = r.name if isinstance(r.name, list) else [r.name]
                    if t.leaders:
                        lines = lines[:-1] + [leader_text(self.font, "", size, lines[-1], c.w - 2.0)]
                    cells.append((c, lines, None))
                else:
                    v = r.cells.get(c.id, "")
                    cells.append((c, cell_text(v), v))
            nl = max(len(l) for _, l, _ in cells)
            tds = []
            for c, lines, v in cells:
                bold = isinstance(v, V) and v.bold
                st = "height:%.2fmm;line-height:%.2fmm;text-align:%s%s" % (nl * h, h, al[c.align],
                                                                         ";font-weight:bold" if bold else "")
                if isinstance(v, V) and v.flag:
                    # value and flag in the same cell; flag styled separately
                    s = cell_text(V(v.text, v.unit, inline_unit=v.inline_unit))[0]
                    fl = '<span class="flag">%s</span>' % E(v.flag)
                    inner = (fl + " " + E(s)) if v.flag_pos == "before" else (E(s) + " " + fl)
                else:
                    inner = "<br>".join(E(s) for s in lines)
                tds.append('<td style="%s">%s</td>' % (st, inner))
            zebra = ' style="background:%s"' % t.zebra if (t.zebra and ri % 2 == 1) else ""
            out.append("<tr%s>%s</tr>" % (zebra, "".join(tds)))
        out.append("</table>")
        return "".join(out) + '<div style="height:1mm"></div>'

    # ------------------------------------------------------------- page ------
    def header(self):
        st, rep = self.st, self.rep
        w = CW
        acc = st.get("accent", "#1f3b6f")
        kind = st.get("header", "plain")
        parts = []
        if kind == "band":
            hh = 19.0
            parts.append('<div class="a" style="left:0;top:0;width:%.2fmm;height:%.2fmm;background:%s"></div>' % (w, hh, acc))
            parts.append(_t(3, 2.5, 105, 8, rep.lab, size=15, bold=True, color="#fff"))
            parts.append(_t(3, 11, 105, 4, rep.lab_lines[0], size=7.5, color="#fff"))
            for i, s in enumerate(rep.lab_lines[1:]):
                parts.append(_t(108, 2 + i * 3.6, w - 111, 3.6, s, "R", size=7.0, color="#fff"))
            H = hh + 2
        elif kind == "centered":
            parts.append(_t(0, 0, w, 7, rep.lab, "C", size=14, bold=True, color=acc))
            for i, s in enumerate(rep.lab_lines):
                parts.append(_t(0, 7.5 + i * 3.5, w, 3.5, s, "C", size=7.5, color="#333"))
            y = 7.5 + 3.5 * len(rep.lab_lines) + 1
            parts.append('<div class="a" style="left:0;top:%.2fmm;width:%.2fmm;border-top:0.5mm solid %s"></div>' % (y - 0.25, w, acc))
            parts.append('<div class="a" style="left:0;top:%.2fmm;width:%.2fmm;border-top:0.2mm solid %s"></div>' % (y + 0.8, w, acc))
            H = y + 2.5
        elif kind == "logo":
            parts.append('<div class="a" style="left:0;top:0;width:16mm;height:16mm;background:%s"></div>' % acc)
            parts.append(_t(0, 4, 16, 8, st.get("initials", "LAB"), "C", size=12, bold=True, color="#fff"))
            parts.append(_t(19, 0, 120, 6.5, rep.lab, size=13, bold=True, color=acc))
            for i, s in enumerate(rep.lab_lines):
                parts.append(_t(19, 6.8 + i * 3.3, w - 19, 3.3, s, size=7.2, color="#333"))
            y = max(17.0, 6.8 + 3.3 * len(rep.lab_lines)) + 1
            parts.append('<div class="a" style="left:0;top:%.2fmm;width:%.2fmm;border-top:0.6mm solid %s"></div>' % (y - 0.3, w, acc))
            H = y + 2
        else:
            parts.append(_t(0, 0, w, 8, rep.lab, size=16, bold=True, color=acc))
            for i, s in enumerate(rep.lab_lines):
                parts.append(_t(0, 8.5 + i * 3.4, w, 3.4, s, size=7.3, color="#222"))
            y = 8.5 + 3.4 * len(rep.lab_lines) + 1
            parts.append('<div class="a" style="left:0;top:%.2fmm;width:%.2fmm;border-top:0.6mm solid #000"></div>' % (y - 0.3, w))
            H = y + 2
        pb, PH = self.patient_box(H)
        return ('<div class="hdr" style="position:relative;height:%.2fmm">%s%s</div>'
                % (H + PH, "".join(parts), pb))

    def patient_box(self, y0):
        st, rep = self.st, self.rep
        w = CW
        n = rep.patient_cols
        size = st.get("pbox_size", 7.8)
        h = st.get("pbox_h", 4.4)
        kind = st.get("pbox", "border")
        rows = [rep.patient[i:i + n] for i in range(0, len(rep.patient), n)]
        bh = h * len(rows) + 2
        parts = []
        if kind == "fill":
            parts.append('<div class="a" style="left:0;top:%.2fmm;width:%.2fmm;height:%.2fmm;background:%s"></div>'
                         % (y0, w, bh, st.get("pbox_fill", "#eeeeee")))
        if kind == "border":
            parts.append('<div class="a" style="left:0;top:%.2fmm;width:%.2fmm;height:%.2fmm;border:0.25mm solid #444;'
                         'box-sizing:border-box"></div>' % (y0, w, bh))
        widths = st.get("pbox_widths") or [w / n] * n
        for ri, row in enumerate(rows):
            cx = 1.5
            for ci, (lab, val) in enumerate(row):
                lt = lab + ": " if lab else ""
                lw = text_width(self.font, "B", size, lt)
                parts.append(_t(cx, y0 + 1 + ri * h, lw + 1, h, lt, size=size, bold=True))
                parts.append(_t(cx + lw + 0.2, y0 + 1 + ri * h, widths[ci] - lw - 2, h, val, size=size))
                cx += widths[ci]
        if kind == "rules":
            parts.append('<div class="a" style="left:0;top:%.2fmm;width:%.2fmm;border-top:0.3mm solid #444"></div>'
                         % (y0 + bh - 0.15, w))
        return "".join(parts), bh + 3

    def footer(self, page_no, n):
        y = CH - FOOT_H
        parts = ['<div class="a" style="left:0;top:%.2fmm;width:%.2fmm;border-top:0.2mm solid #888"></div>' % (y - 0.1, CW)]
        for i, s in enumerate(self.rep.footer):
            parts.append(_t(0, y + 0.8 + i * 2.9, CW - 25, 2.9, s, size=6.5, color="#444"))
        parts.append(_t(CW - 25, y + 0.8, 25, 2.9, "Página %d de %d" % (page_no, n), "R", size=6.5, color="#444"))
        return "".join(parts)

    def render(self):
        fam = FONTS[self.font][0]
        css = """
@page { size: A4; margin: %(my).1fmm %(mx).1fmm; }
html, body { margin: 0; padding: 0; }
body { font-family: '%(fam)s', 'DejaVu Sans', sans-serif; font-size: %(size).2fpt; color: #000;
       -webkit-print-color-adjust: exact; print-color-adjust: exact; font-variant-ligatures: none; }
.page { position: relative; width: %(cw).1fmm; height: %(ch).1fmm; overflow: visible; break-after: page; }
.page:last-child { break-after: auto; }
.a { position: absolute; box-sizing: border-box; padding: 0 1mm; white-space: nowrap; }
table.t { border-collapse: collapse; table-layout: fixed; }
table.t td { padding: 0 1mm; white-space: nowrap; overflow: hidden; vertical-align: top; box-sizing: border-box; }
table.r-grid td { border: 0.2mm solid #666; }
table.r-h tr.th td { border-top: 0.3mm solid #444; border-bottom: 0.3mm solid #444; }
table.r-h tr:not(.th) td { border-bottom: 0.15mm solid #bbb; }
table.r-head tr.th td { border-top: 0.3mm solid #444; border-bottom: 0.3mm solid #444; }
.flag { font-weight: bold; }
.tx { white-space: pre-wrap; }
.ln { white-space: nowrap; }
""" % {"my": MY, "mx": MX, "fam": fam, "size": self.size, "cw": CW, "ch": CH}
        pages = []
        n = len(self.rep.pages)
        for i, blocks in enumerate(self.rep.pages):
            pages.append('<div class="page">%s<div class="body">%s</div>%s</div>'
                         % (self.header(), self.blocks(blocks, CW), self.footer(i + 1, n)))
        return ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>Laudo %s — %s</title>'
                '<style>%s</style></head><body>\n%s\n</body></html>\n'
                % (self.rep.id, E(self.rep.lab), css, "\n".join(pages)))


def render_html(rep: Report) -> str:
    return HtmlRenderer(rep).render()
