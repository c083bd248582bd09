"""Draw a Report model with fpdf2 (TTF fonts, explicit pages, no automatic page breaks)."""
from __future__ import annotations

import logging

from fpdf import FPDF

logging.getLogger("fontTools").setLevel(logging.ERROR)

from fonts import FALLBACK, FONTS
from model import (Box, Cols, F, Group, H, KV, Leaders, LItem, N, P, RL, Row, Rule, Sig,
                   Space, T, Table, U, V, cell_text)

PT = 0.3528  # mm per point


def rgb(h: str):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Overflow(Exception):
    pass


class FpdfRenderer:
    def __init__(self, rep):
        self.r = rep
        self.s = rep.style
        self.pdf = FPDF(unit="mm", format="A4")
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(0, 0, 0)
        self.pdf.set_creator("labdev-ba build.py (fpdf2)")
        self.pdf.set_title(f"{rep.lab.name} – Laudo {rep.id}")
        for st, path in FONTS[self.s.font][1].items():
            self.pdf.add_font("F", st, path)
        for st, path in FALLBACK.items():
            self.pdf.add_font("FB", st, path)
        self.pdf.set_fallback_fonts(["FB"], exact_match=False)
        self.cw = 210 - 2 * self.s.margin
        self.dry = False
        self.bottom_limit = 297 - 14

    # ------------------------------------------------------------------ primitives
    def font(self, size, style=""):
        self.pdf.set_font("F", style, size)

    def lh(self, size):
        return size * PT * 1.28

    def sw(self, s, size, style=""):
        self.font(size, style)
        return self.pdf.get_string_width(s)

    def text(self, x, y, s, size, style="", color=(20, 20, 20), align="L", w=0.0):
        """Draw one line of text whose line box starts at y (top)."""
        if not s:
            return
        self.font(size, style)
        tw = self.pdf.get_string_width(s)
        if align == "R":
            x = x + w - tw
        elif align == "C":
            x = x + (w - tw) / 2
        if self.dry:
            return
        self.pdf.set_text_color(*color)
        base = y + size * PT * 1.02
        self.pdf.text(x, base, s)

    def line(self, x1, y1, x2, y2, w=0.25, color=(90, 90, 90), dash=False):
        if self.dry:
            return
        self.pdf.set_draw_color(*color)
        self.pdf.set_line_width(w)
        if dash:
            self.pdf.set_dash_pattern(dash=0.3, gap=0.7)
        self.pdf.line(x1, y1, x2, y2)
        if dash:
            self.pdf.set_dash_pattern()

    def rect(self, x, y, w, h, fill=None, border=None, lw=0.25):
        if self.dry:
            return
        style = ""
        if fill is not None:
            self.pdf.set_fill_color(*fill)
            style += "F"
        if border is not None:
            self.pdf.set_draw_color(*border)
            self.pdf.set_line_width(lw)
            style += "D"
        if style:
            self.pdf.rect(x, y, w, h, style=style)

    def wrap(self, s, width, size, style=""):
        self.font(size, style)
        lines = []
        for para in s.split("\n"):
            words = para.split(" ")
            cur = ""
            for w in words:
                cand = (cur + " " + w) if cur else w
                if self.pdf.get_string_width(cand) <= width or not cur:
                    cur = cand
                else:
                    lines.append(cur)
                    cur = w
            lines.append(cur)
        return lines

    def fit(self, s, width, size, style, what):
        for ln in s.split("\n"):
            if self.sw(ln, size, style) > width + 0.3:
                raise Overflow(f"{self.r.id}: text too wide for {what} ({width:.1f} mm): {ln!r}")

    # ------------------------------------------------------------------ page furniture
    def header(self, y):
        lab, st, s = self.r.lab, self.s.header, self.s.size
        x, w = self.s.margin, self.cw
        acc = rgb(self.s.accent)
        right = [lab.address, lab.city, lab.contact, lab.ids]
        rs = s - 1.5
        if st in ("band", "left", "boxed"):
            nm_size = s + (7 if st == "band" else 8 if st == "left" else 5)
            name = lab.name.upper() if st == "boxed" else lab.name
            h_left = self.lh(nm_size) + self.lh(s)
            h_right = len(right) * rs * PT * 1.3
            pad = 3 if st == "band" else (2 if st == "boxed" else 0)
            h = max(h_left, h_right) + 2 * pad
            if st == "band":
                self.rect(x, y, w, h, fill=acc)
                col = (255, 255, 255)
                ncol = col
            else:
                col = (20, 20, 20)
                ncol = acc if st == "left" else (20, 20, 20)
                if st == "boxed":
                    self.rect(x, y, w, h, border=(30, 30, 30), lw=0.4)
            ly = y + (h - h_left) / 2
            self.text(x + pad + (1 if st == "band" else 0), ly, name, nm_size, "B", ncol)
            self.text(x + pad + (1 if st == "band" else 0), ly + self.lh(nm_size), lab.subtitle, s - (0.5 if st == "boxed" else 0), "", col)
            ry = y + (h - h_right) / 2
            for i, ln in enumerate(right):
                self.text(x, ry + i * rs * PT * 1.3, ln, rs, "", col, "R", w - pad - (1 if st == "band" else 0))
            if st == "left":
                self.line(x, y + h + 1.5, x + w, y + h + 1.5, 0.9, acc)
                h += 1.5
            return y + h
        if st == "centered":
            cy = y
            self.text(x, cy, lab.name, s + 7, "B", acc, "C", w)
            cy += self.lh(s + 7)
            self.text(x, cy, lab.subtitle, s + 0.5, "I", (20, 20, 20), "C", w)
            cy += self.lh(s + 0.5)
            self.text(x, cy, f"{lab.address} · {lab.city}", rs, "", (50, 50, 50), "C", w)
            cy += self.lh(rs)
            self.text(x, cy, f"{lab.contact} · {lab.ids}", rs, "", (50, 50, 50), "C", w)
            cy += self.lh(rs) + 1.2
            self.line(x, cy, x + w, cy, 0.2, acc)
            self.line(x, cy + 0.6, x + w, cy + 0.6, 0.2, acc)
            return cy + 0.6
        raise ValueError(st)

    def patient(self, y, pairs):
        y += 2.5
        box = self.s.patient_box
        inner = self.cw - (4.6 if box else 0)
        ws = [f * inner for f in self.s.patient_widths] if self.s.patient_widths else None
        kv = KV(pairs, cols=self.s.patient_cols, widths=ws)
        x = self.s.margin + (2.3 if box else 0)
        h = self.kv(kv, x, y + (1.2 if box else 0), inner, dry_only=True)
        if box:
            self.rect(self.s.margin, y, self.cw, h + 2.4, border=(119, 119, 119), lw=0.3)
        self.kv(kv, x, y + (1.2 if box else 0), inner)
        return y + h + (2.4 if box else 0) + 2

    def footer(self, i, n):
        r, s = self.r, self.s
        size = s.size - 1.6
        y = 297 - 7 - self.lh(size) - 1
        self.line(s.margin, y, 210 - s.margin, y, 0.25, (153, 153, 153))
        self.text(s.margin, y + 1, r.footer_left, size, "", (68, 68, 68))
        right = (r.footer_right + " · " if r.footer_right else "") + f"Página {i + 1} de {n}"
        self.text(s.margin, y + 1, right, size, "", (68, 68, 68), "R", self.cw)
        self.bottom_limit = y - 1

    # ------------------------------------------------------------------ blocks (return new y)
    def kv(self, b: KV, x, y, width, dry_only=False):
        size = b.size or self.s.size
        n = b.cols
        widths = b.widths or [width / n] * n
        lh = self.lh(size) + 0.5
        pairs = list(b.pairs)
        rows = (len(pairs) + n - 1) // n
        if dry_only:
            return rows * lh
        for i, (lab, val) in enumerate(pairs):
            rr, cc = divmod(i, n)
            cx = x + sum(widths[:cc])
            cy = y + rr * lh + 0.25
            lb = (lab + ": ") if lab else ""
            lw = self.sw(lb, size, "B" if b.label_bold else "")
            vw = self.sw(val, size)
            if lw + vw > widths[cc] + 0.3:
                raise Overflow(f"{self.r.id}: KV cell too wide ({lw + vw:.1f} > {widths[cc]:.1f} mm): {lab}: {val}")
            self.text(cx, cy, lb, size, "B" if b.label_bold else "")
            self.text(cx + lw, cy, val, size)
        return y + rows * lh

    def cell_style(self, c, row_bold=False):
        st = ""
        if isinstance(c, T):
            st = ("B" if c.bold else "") + ("I" if c.italic else "")
        elif isinstance(c, (N,)) and c.bold:
            st = "B"
        elif isinstance(c, V) and c.bold:
            st = "B"
        if row_bold and "B" not in st:
            st = "B" + st
        return st

    def table(self, b: Table, x, y):
        size = b.size or self.s.size
        lh = self.lh(size)
        padx, pady = 1.2, b.pad
        widths = [c.width for c in b.cols]
        W = sum(widths)
        grey = (119, 119, 119)
        dark = (51, 51, 51)
        y0 = y

        def hline(yy, w=0.25, col=grey):
            self.line(x, yy, x + W, yy, w, col)

        def draw_row(cells, yy, header=False, shade=None, bold=False):
            # cells: list of (cell-or-text, span, align, style, size, color)
            nlines = 1
            for (txt, span, al, st, sz, colr) in cells:
                nlines = max(nlines, len(txt.split("\n")))
            h = nlines * lh + 2 * pady
            if shade:
                self.rect(x, yy, W, h, fill=shade)
            ci = 0
            for (txt, span, al, st, sz, colr) in cells:
                cx = x + sum(widths[:ci])
                cwid = sum(widths[ci:ci + span])
                self.fit(txt, cwid - 2 * padx, sz, st, "table cell")
                for k, ln in enumerate(txt.split("\n")):
                    self.text(cx + padx, yy + pady + k * lh, ln, sz, st, colr, al, cwid - 2 * padx)
                ci += span
            if b.rules == "grid":
                self.rect(x, yy, W, h, border=grey)
                ci = 0
                for (_, span, *_rest) in cells:
                    ci += span
                    if ci < len(widths):
                        cx = x + sum(widths[:ci])
                        self.line(cx, yy, cx, yy + h, 0.25, grey)
            return yy + h

        if b.header:
            for hr in (b.header_rows or []):
                cells = [(cell_text(c), c.span, c.align or "L", "B", size, (20, 20, 20)) for c in hr]
                ny = draw_row(cells, y, True, (230, 230, 230) if b.header_shade else None)
                y = ny
            cells = [(c.header, 1, c.align, "B", size, (20, 20, 20)) for c in b.cols]
            ny = draw_row(cells, y, True, (230, 230, 230) if b.header_shade else None)
            if b.rules in ("hlines",):
                hline(y, 0.3, dark)
                hline(ny, 0.3, dark)
            elif b.rules in ("header", "box"):
                hline(ny, 0.3, dark)
            y = ny
        for row in b.rows:
            if isinstance(row, Group):
                st = "B" + ("I" if row.italic else "") if row.bold else ("I" if row.italic else "")
                cells = [(row.text, len(widths), "L", st, size, (20, 20, 20))]
                ny = draw_row(cells, y, shade=(240, 240, 240) if row.shade else None)
            else:
                cells = []
                ci = 0
                for c in row.cells:
                    al = getattr(c, "align", None) or b.cols[ci].align
                    sz = c.size if isinstance(c, T) and c.size else size
                    colr = rgb(c.color) if isinstance(c, T) and c.color else (20, 20, 20)
                    cells.append((cell_text(c), getattr(c, "span", 1), al, self.cell_style(c, row.bold), sz, colr))
                    ci += getattr(c, "span", 1)
                ny = draw_row(cells, y, shade=(244, 244, 244) if row.shade else None)
            if b.rules == "hlines":
                hline(ny, 0.2, (170, 170, 170))
            y = ny
        if b.rules == "box":
            self.rect(x, y0, W, y - y0, border=dark, lw=0.3)
        return y

    def leaders(self, b: Leaders, x, y, width):
        size = b.size or self.s.size
        lh = self.lh(size) + 0.7
        ref_w = width - b.name_w - b.value_w
        for it in b.items:
            if isinstance(it, Group):
                y += 1
                self.text(x, y, it.text, size, "B")
                y += lh
                continue
            r = it.res
            val = r.value_text + (" " + r.unit if r.unit else "") + (" " + r.flag if r.flag else "")
            if b.dots == "text":
                nm = r.printed_name
                lead = nm + " " + "." * max(2, b.chars - len(nm) - 1) + b.sep
                self.fit(lead, b.name_w, size, "", "leader name")
                self.text(x, y, lead, size)
            else:
                self.fit(r.printed_name, b.name_w - 3, size, "", "leader name")
                self.text(x, y, r.printed_name, size)
                nw = self.sw(r.printed_name, size)
                base = y + size * PT * 1.02
                self.line(x + nw + 1, base, x + b.name_w - 1, base, 0.3, (85, 85, 85), dash=True)
            self.fit(val, b.value_w, size, "B", "leader value")
            self.text(x + b.name_w, y, val, size, "B")
            self.fit(it.ref, ref_w, size, "", "leader ref")
            self.text(x + b.name_w + b.value_w, y, it.ref, size, "", (51, 51, 51))
            y += lh
        return y

    def rl(self, b: RL, x, y, width):
        size = b.size or self.s.size
        vsize = size * 1.18 if b.big else size
        r = b.res
        val = r.value_text + (" " + r.unit if r.unit else "") + (" " + r.flag if r.flag else "")
        y += 0.5
        self.fit(b.label, b.label_w, size, "B", "result label")
        self.text(x, y + (vsize - size) * PT, b.label, size, "B")
        self.text(x + b.label_w, y, val, vsize, "B")
        vw = self.sw(val, vsize, "B")
        if b.ref:
            rx = x + b.label_w + vw + 6
            self.fit(b.ref, x + width - rx, size, "", "result ref")
            self.text(rx, y + (vsize - size) * PT, b.ref, size, "", (51, 51, 51))
        return y + self.lh(vsize) + 0.5

    def block(self, b, x, y, width):
        s = self.s.size
        acc = rgb(self.s.accent)
        if isinstance(b, H):
            size = {1: s + 2.2, 2: s + 0.6, 3: s}[b.level]
            y += {1: 2.4, 2: 1.8, 3: 1.2}[b.level]
            col = acc if b.level == 1 and not b.shade else (17, 17, 17)
            lines = b.text.split("\n")
            if b.shade:
                hh = self.lh(size) * len(lines) + 1.2
                self.rect(x, y, width, hh, fill=(232, 232, 232))
                for k, ln in enumerate(lines):
                    self.fit(ln, width - 3, size, "B", "heading")
                    self.text(x + 1.5, y + 0.6 + k * self.lh(size), ln, size, "B", col, b.align, width - 3)
                y += hh
            else:
                for ln in lines:
                    self.fit(ln, width, size, "B", "heading")
                    self.text(x, y, ln, size, "B", col, b.align, width)
                    y += self.lh(size)
                    if b.level == 3:
                        tw = self.sw(ln, size, "B")
                        self.line(x, y - 0.3, x + tw, y - 0.3, 0.2, (17, 17, 17))
            if b.rule:
                y += 0.5
                self.line(x, y, x + width, y, 0.3, acc)
            return y + {1: 1.0, 2: 0.8, 3: 0.5}[b.level]
        if isinstance(b, P):
            size = b.size or s
            st = ("B" if b.bold else "") + ("I" if b.italic else "")
            col = rgb(b.color) if b.color else (20, 20, 20)
            y += 0.6
            for ln in self.wrap(b.text, width, size, st):
                self.text(x, y, ln, size, st, col, b.align, width)
                y += self.lh(size)
            return y + 0.6
        if isinstance(b, KV):
            return self.kv(b, x, y, width)
        if isinstance(b, Table):
            tw = sum(c.width for c in b.cols)
            if tw > width + 0.3:
                raise Overflow(f"{self.r.id}: table wider ({tw:.1f} mm) than its area ({width:.1f} mm)")
            return self.table(b, x, y)
        if isinstance(b, Leaders):
            return self.leaders(b, x, y, width)
        if isinstance(b, RL):
            return self.rl(b, x, y, width)
        if isinstance(b, Cols):
            n = len(b.columns)
            cws = b.widths or [(width - b.gap * (n - 1)) / n] * n
            ys = []
            for i, col in enumerate(b.columns):
                cw = cws[i]
                cx = x + sum(cws[:i]) + i * b.gap
                cy = y
                for blk in col:
                    cy = self.block(blk, cx, cy, cw)
                ys.append(cy)
            if b.rule:
                for i in range(1, n):
                    vx = x + sum(cws[:i]) + i * b.gap - b.gap / 2
                    self.line(vx, y, vx, max(ys), 0.25, (153, 153, 153))
            return max(ys)
        if isinstance(b, Box):
            y += 1.2
            inner = width - 2 * b.pad
            saved = self.dry
            self.dry = True
            yy = y + b.pad
            for blk in b.blocks:
                yy = self.block(blk, x + b.pad, yy, inner)
            self.dry = saved
            h = yy - y + b.pad
            self.rect(x, y, width, h, fill=(243, 243, 243) if b.shade else None,
                      border=(85, 85, 85) if b.border else None, lw=0.3)
            yy = y + b.pad
            for blk in b.blocks:
                yy = self.block(blk, x + b.pad, yy, inner)
            return y + h + 1.2
        if isinstance(b, Rule):
            y += 1.5
            self.line(x, y, x + width, y, b.weight, rgb(b.color) if b.color else (102, 102, 102))
            return y + 1.5
        if isinstance(b, Space):
            return y + b.mm
        if isinstance(b, Sig):
            y += 6
            pw, gap = 62, 10
            n = len(b.people)
            tot = n * pw + (n - 1) * gap
            x0 = {"R": x + width - tot, "L": x, "C": x + (width - tot) / 2}[b.align]
            size = s - 0.8
            maxh = 0
            for i, p in enumerate(b.people):
                px = x0 + i * (pw + gap)
                self.line(px, y, px + pw, y, 0.25, (51, 51, 51))
                for k, ln in enumerate(p):
                    self.text(px, y + 0.8 + k * self.lh(size), ln, size, "B" if k == 0 else "", (20, 20, 20), "C", pw)
                maxh = max(maxh, 0.8 + len(p) * self.lh(size))
            return y + maxh
        raise TypeError(b)

    # ------------------------------------------------------------------
    def render(self, path):
        r = self.r
        n = len(r.pages)
        for i, blocks in enumerate(r.pages):
            self.pdf.add_page()
            self.footer(i, n)
            y = self.header(self.s.top)
            pat = r.patient if i == 0 or not r.page2_patient else r.page2_patient
            y = self.patient(y, pat)
            for b in blocks:
                y = self.block(b, self.s.margin, y, self.cw)
            if y > self.bottom_limit:
                raise Overflow(f"{r.id}: page {i + 1} overflows ({y:.1f} mm > {self.bottom_limit:.1f} mm)")
        self.pdf.output(path)
        return self.last_y_report()

    def last_y_report(self):
        return None


def render_fpdf(rep, path):
    FpdfRenderer(rep).render(path)
