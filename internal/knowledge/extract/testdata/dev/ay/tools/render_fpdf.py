"""Model -> PDF drawn directly with fpdf2 (TTF fonts, so µ ³ ² ↑ ↓ ≥ ≤ – print)."""
from __future__ import annotations

import datetime
import logging

from fpdf import FPDF

from model import (C, Banner, Cols, FONTS, LINE, PT, Mono, Page, Report, Rule, Sig,
                   Space, Table, Text, as_cell, seg_text)

PAGE_W, PAGE_H = 210.0, 297.0
FIXED_DATE = datetime.datetime(2026, 1, 15, 12, 0, tzinfo=datetime.timezone.utc)   # reproducible metadata
logging.getLogger("fontTools").setLevel(logging.ERROR)


def rgb(h: str):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Overflow(Exception):
    pass


class FpdfRenderer:
    def __init__(self, rep: Report):
        self.rep = rep
        self.size = rep.size
        self.mono = "libmono" if rep.font == "libmono" else "dejavumono"
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.c_margin = 0
        pdf.set_creator("labdev-ay tools/render_fpdf.py")
        pdf.set_title(f"{rep.id} - {rep.lab}")
        pdf.set_creation_date(FIXED_DATE)
        for key, files in FONTS.items():
            for f, st in zip(files, ["", "B", "I", "BI"]):
                pdf.add_font(key, st, f)
        self.pdf = pdf

    # ----------------------------------------------------------------- helpers
    def font(self, size=None, bold=False, italic=False, font=None, color=None):
        st = ("B" if bold else "") + ("I" if italic else "")
        self.pdf.set_font(font or self.rep.font, st, size or self.size)
        self.pdf.set_text_color(*rgb(color or "#111111"))

    def lh(self, size=None):
        return (size or self.size) * LINE * PT

    def wrap(self, text: str, width: float) -> list[str]:
        out = []
        for para in text.split("\n"):
            words = para.split(" ")
            cur = ""
            for w in words:
                cand = w if not cur else cur + " " + w
                if self.pdf.get_string_width(cand) <= width + 0.01 or not cur:
                    cur = cand
                else:
                    out.append(cur)
                    cur = w
            out.append(cur)
        return out

    def put(self, x, y, w, h, txt, align="L"):
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, h, txt, align={"L": "L", "C": "C", "R": "R"}[align])

    # ----------------------------------------------------------------- blocks
    def block(self, b, x: float, y: float, width: float) -> float:
        if isinstance(b, Text):
            return self.text(b, x, y, width)
        if isinstance(b, Rule):
            y += b.before
            self.pdf.set_draw_color(*rgb(b.color))
            self.pdf.set_line_width(b.weight)
            if b.dash:
                self.pdf.set_dash_pattern(dash=1, gap=0.8)
            self.pdf.line(x, y, x + width, y)
            self.pdf.set_dash_pattern()
            return y + b.weight + b.after
        if isinstance(b, Space):
            return y + b.mm
        if isinstance(b, Table):
            return self.table(b, x, y, width)
        if isinstance(b, Mono):
            return self.monob(b, x, y, width)
        if isinstance(b, Cols):
            return self.cols(b, x, y, width)
        if isinstance(b, Banner):
            return self.banner(b, x, y, width)
        if isinstance(b, Sig):
            return self.sig(b, x, y, width)
        raise TypeError(b)

    def text(self, b: Text, x, y, width):
        self.font(b.size, b.bold, b.italic, b.font, b.color)
        padx = (b.pad + 0.8) if b.pad else 0
        lines = self.wrap(b.text, width - 2 * padx)
        lh = self.lh(b.size)
        h = len(lines) * lh + 2 * b.pad
        if b.bg:
            self.pdf.set_fill_color(*rgb(b.bg))
            self.pdf.rect(x, y, width, h, "F")
        yy = y + b.pad
        for ln in lines:
            self.put(x + padx, yy, width - 2 * padx, lh, ln, b.align)
            yy += lh
        return y + h + b.after

    def table(self, t: Table, x, y, width):
        pdf = self.pdf
        tw = width * t.width
        tot = sum(t.widths)
        ws = [w / tot * tw for w in t.widths]
        n = len(ws)
        aligns = t.aligns or "L" * n
        size = t.size or self.size
        rows = ([("head", t.head)] if t.head else []) + [("body", r) for r in t.rows]
        rc = rgb(t.rule_color)
        y0 = y
        nbody = 0
        for kind, row in rows:
            cells = [as_cell(c) for c in row]
            # layout
            laid = []
            col = 0
            for c in cells:
                cw = sum(ws[col:col + c.span])
                cx = x + sum(ws[:col])
                bold = c.bold or (kind == "head" and t.head_bold)
                csize = c.size or size
                self.font(csize, bold, c.italic)
                txt = c.content()
                lines = [txt] if c.res is not None else self.wrap(txt, cw - 2 * t.pad_x)
                laid.append((c, cx, cw, lines, bold, csize, aligns[col]))
                col += c.span
            rh = max(len(l) * self.lh(cs) for (_, _, _, l, _, cs, _) in laid) + 2 * t.pad_y
            # backgrounds
            if kind == "body" and t.zebra and nbody % 2 == 1:
                pdf.set_fill_color(*rgb(t.zebra))
                pdf.rect(x, y, tw, rh, "F")
            for (c, cx, cw, lines, bold, csize, al) in laid:
                bg = c.bg or (t.head_bg if kind == "head" else None)
                if bg:
                    pdf.set_fill_color(*rgb(bg))
                    pdf.rect(cx, y, cw, rh, "F")
            # text
            for (c, cx, cw, lines, bold, csize, al) in laid:
                color = c.color or (t.head_color if kind == "head" else None)
                self.font(csize, bold, c.italic, color=color)
                yy = y + t.pad_y
                for ln in lines:
                    self.put(cx + t.pad_x, yy, cw - 2 * t.pad_x, self.lh(csize), ln, c.align or al)
                    yy += self.lh(csize)
            # rules
            pdf.set_draw_color(*rc)
            if t.rules == "grid":
                pdf.set_line_width(0.2)
                for (c, cx, cw, *_r) in laid:
                    pdf.rect(cx, y, cw, rh)
            elif t.rules == "rows":
                if kind == "head":
                    pdf.set_line_width(0.3)
                    pdf.line(x, y, x + tw, y)
                    pdf.line(x, y + rh, x + tw, y + rh)
                else:
                    pdf.set_line_width(0.15)
                    pdf.line(x, y + rh, x + tw, y + rh)
            elif t.rules == "head" and kind == "head":
                pdf.set_line_width(0.3)
                pdf.line(x, y + rh, x + tw, y + rh)
            if kind == "body":
                nbody += 1
            y += rh
        if t.rules == "box":
            pdf.set_draw_color(*rc)
            pdf.set_line_width(0.25)
            pdf.rect(x, y0, tw, y - y0)
        return y + t.after

    def monob(self, m: Mono, x, y, width):
        size = m.size or self.size
        lh = self.lh(size)
        for ln in m.lines:
            self.font(size, ln.bold, font=self.mono)
            txt = "".join(seg_text(s) for s in ln.segs)
            self.put(x, y, width, lh, txt)
            y += lh
        return y + m.after

    def cols(self, c: Cols, x, y, width):
        wl = (width - c.gap) * c.split
        wr = width - c.gap - wl
        yl = y
        for b in c.left:
            yl = self.block(b, x, yl, wl)
        yr = y
        for b in c.right:
            yr = self.block(b, x + wl + c.gap, yr, wr)
        yend = max(yl, yr)
        if c.divider:
            self.pdf.set_draw_color(136, 136, 136)
            self.pdf.set_line_width(0.2)
            xm = x + wl + c.gap / 2
            self.pdf.line(xm, y, xm, yend)
        return yend

    def banner(self, b: Banner, x, y, width):
        pdf = self.pdf
        fg = "#ffffff" if b.filled else "#111111"
        sub_size = self.size - 0.5
        right_size = self.size - 1.5
        th = self.lh(b.title_size) + len(b.sub) * self.lh(sub_size)
        rh = len(b.right) * self.lh(right_size)
        inner = max(14.0, th, rh)
        h = inner + 4
        if b.filled:
            pdf.set_fill_color(*rgb(b.color))
            pdf.rect(x, y, width, h, "F")
        else:
            pdf.set_draw_color(*rgb(b.color))
            pdf.set_line_width(0.6)
            pdf.line(x, y + h, x + width, y + h)
        # logo
        ly = y + 2 + (inner - 14) / 2
        pdf.set_fill_color(*rgb("#ffffff" if b.filled else b.color))
        pdf.rect(x + 2.5, ly, 14, 14, "F", round_corners=True, corner_radius=2.5)
        self.font(13, True, color=b.color if b.filled else "#ffffff")
        self.put(x + 2.5, ly, 14, 14, b.initials, "C")
        # right block
        self.font(right_size)
        rw = max([pdf.get_string_width(s) for s in b.right] + [1])
        rw = min(rw + 0.5, width * 0.42)
        yy = y + 2 + (inner - rh) / 2
        for s in b.right:
            self.font(right_size, color=fg)
            self.put(x + width - 2.5 - rw, yy, rw, self.lh(right_size), s, "R")
            yy += self.lh(right_size)
        # title + sub
        tx = x + 2.5 + 14 + 3
        yy = y + 2 + (inner - th) / 2
        self.font(b.title_size, True, color=fg)
        self.put(tx, yy, width - rw - 25, self.lh(b.title_size), b.title)
        yy += self.lh(b.title_size)
        for s in b.sub:
            self.font(sub_size, color=fg)
            self.put(tx, yy, width - rw - 25, self.lh(sub_size), s)
            yy += self.lh(sub_size)
        return y + h + b.after

    def sig(self, s: Sig, x, y, width):
        size = s.size or self.size - 0.5
        y += s.before
        sx = x + width - s.width if s.align == "R" else x + (width - s.width) / 2
        self.pdf.set_draw_color(0, 0, 0)
        self.pdf.set_line_width(0.25)
        self.pdf.line(sx, y, sx + s.width, y)
        y += 0.25 + 0.8
        for ln in s.lines:
            self.font(size)
            self.put(sx, y, s.width, self.lh(size), ln, "C")
            y += self.lh(size)
        return y + s.after

    # ----------------------------------------------------------------- document
    def render(self, path: str):
        rep = self.rep
        l, t, r, b = rep.margins
        width = PAGE_W - l - r
        n = len(rep.pages)
        for i, p in enumerate(rep.pages):
            self.pdf.add_page()
            y = t
            for blk in p.blocks:
                y = self.block(blk, l, y, width)
            if y > PAGE_H - b - 1.5:
                raise Overflow(f"{rep.id} page {i + 1}: content ends at {y:.1f} mm (limit {PAGE_H - b - 1.5:.1f})")
            foot = list(p.footer)
            if rep.page_numbers:
                foot.append(rep.page_numbers.format(p=i + 1, n=n))
            fy = PAGE_H - b
            self.pdf.set_draw_color(153, 153, 153)
            self.pdf.set_line_width(0.2)
            self.pdf.line(l, fy, l + width, fy)
            fy += 0.2 + 0.6
            for ln in foot:
                self.font(rep.footer_size, color="#333333")
                self.put(l, fy, width, self.lh(rep.footer_size), ln)
                fy += self.lh(rep.footer_size)
        self.pdf.output(path)


def render_fpdf(rep: Report, path: str):
    FpdfRenderer(rep).render(path)
