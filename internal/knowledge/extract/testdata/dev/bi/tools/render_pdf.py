"""Draw a report model with fpdf2 (TTF fonts, so µ ³ ² ↑ ↓ ≥ ≤ – print)."""
from __future__ import annotations

import logging

from fpdf import FPDF

from model import (KV, Cols, H, P, Report, Row, Rule, Sig, Space, Sub, Table, V, kv_layout)

TTF = "/usr/share/fonts/truetype/"
FONTS = {
    "Liberation Sans": ("liberation2/LiberationSans-Regular.ttf", "liberation2/LiberationSans-Bold.ttf",
                        "liberation2/LiberationSans-Italic.ttf", "liberation2/LiberationSans-BoldItalic.ttf"),
    "Liberation Serif": ("liberation2/LiberationSerif-Regular.ttf", "liberation2/LiberationSerif-Bold.ttf",
                         "liberation2/LiberationSerif-Italic.ttf", "liberation2/LiberationSerif-BoldItalic.ttf"),
    "Liberation Mono": ("liberation2/LiberationMono-Regular.ttf", "liberation2/LiberationMono-Bold.ttf",
                        "liberation2/LiberationMono-Italic.ttf", "liberation2/LiberationMono-BoldItalic.ttf"),
    "DejaVu Sans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf",
                    "dejavu/DejaVuSans-Oblique.ttf", "dejavu/DejaVuSans-BoldOblique.ttf"),
    "DejaVu Sans Condensed": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf",
                              "dejavu/DejaVuSansCondensed-Oblique.ttf",
                              "dejavu/DejaVuSansCondensed-BoldOblique.ttf"),
    "DejaVu Serif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf",
                     "dejavu/DejaVuSerif-Italic.ttf", "dejavu/DejaVuSerif-BoldItalic.ttf"),
    "DejaVu Sans Mono": ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf",
                         "dejavu/DejaVuSansMono-Oblique.ttf", "dejavu/DejaVuSansMono-BoldOblique.ttf"),
    "Carlito": ("crosextra/Carlito-Regular.ttf", "crosextra/Carlito-Bold.ttf",
                "crosextra/Carlito-Italic.ttf", "crosextra/Carlito-BoldItalic.ttf"),
}
logging.getLogger("fontTools").setLevel(logging.ERROR)  # quiet 'created timestamp' notes on TTF load
PT = 0.3528  # mm per point
FOOT_H = 13.0  # mm reserved for the footer above the bottom margin


class Overflow(Exception):
    pass


def rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def cell_text(v: V) -> str:
    if not v.flag:
        return v.text
    return f"{v.flag} {v.text}" if v.flag_before else f"{v.text} {v.flag}"


class PdfRenderer:
    def __init__(self, rep: Report):
        self.rep = rep
        self.st = rep.style
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        pdf.c_margin = 0.8
        fams = {self.st.font, self.st.head_font or self.st.font, "DejaVu Sans"}
        for fam in fams:
            for style, path in zip(("", "B", "I", "BI"), FONTS[fam]):
                pdf.add_font(fam, style, TTF + path)
        pdf.set_fallback_fonts(["DejaVu Sans"])
        pdf.set_title(f"{rep.lab.name} – Laudo")
        self.pdf = pdf
        self.m = self.st.margin
        self.W = 210 - 2 * self.m

    # -- helpers -----------------------------------------------------------
    def font(self, size=None, bold=False, italic=False, fam=None):
        style = ("B" if bold else "") + ("I" if italic else "")
        self.pdf.set_font(fam or self.st.font, style, size or self.st.size)

    def lh(self, size=None):
        return (size or self.st.size) * PT * self.st.line

    def color(self, h="#000000"):
        self.pdf.set_text_color(*rgb(h))

    def text_at(self, x, y, w, txt, align="L", size=None, bold=False, italic=False, color="#000000",
                fam=None):
        self.font(size, bold, italic, fam)
        self.color(color)
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, self.lh(size), txt, align=align)

    def wrap(self, txt, w, size=None, bold=False, italic=False):
        self.font(size, bold, italic)
        out = []
        for para in txt.split("\n"):
            if para == "":
                out.append("")
                continue
            for word in para.split():
                if self.pdf.get_string_width(word) > w:
                    raise Overflow(f"word {word!r} wider than its column ({w:.1f} mm)")
            lines = self.pdf.multi_cell(w, self.lh(size), para, dry_run=True, output="LINES")
            out.extend(lines)
        return out

    def sw(self, txt, size=None, bold=False, italic=False):
        self.font(size, bold, italic)
        return self.pdf.get_string_width(txt)

    # -- page furniture ------------------------------------------------------
    def header(self):
        rep, st, pdf, m, W = self.rep, self.st, self.pdf, self.m, self.W
        lab = rep.lab
        acc = st.accent
        hf = st.head_font or st.font
        kind = st.header
        y = m
        if kind == "band":
            pdf.set_fill_color(*rgb(acc))
            pdf.rect(0, 0, 210, m + 17, style="F")
            self.text_at(m, m - 3, W * 0.6, lab.name, size=16, bold=True, color="#ffffff", fam=hf)
            self.text_at(m, m + 5, W * 0.6, lab.tagline, size=8.5, color="#ffffff", fam=hf)
            for i, ln in enumerate([lab.address, lab.contact]):
                self.text_at(m + W * 0.45, m - 2 + i * 4.0, W * 0.55, ln, size=7, color="#ffffff",
                             align="R")
            y = m + 19
        elif kind == "left":
            pdf.set_fill_color(*rgb(acc))
            pdf.rect(m, m, 14, 14, style="F", round_corners=True, corner_radius=2)
            initials = "".join(w[0] for w in lab.name.split()[:2] if w[0].isalpha()).upper()
            self.text_at(m, m + 4.2, 14, initials, size=13, bold=True, color="#ffffff", align="C", fam=hf)
            self.text_at(m + 17, m + 0.5, W * 0.55, lab.name, size=14, bold=True, color=acc, fam=hf)
            self.text_at(m + 17, m + 7.5, W * 0.55, lab.tagline, size=8, color="#444444", fam=hf)
            for i, ln in enumerate([lab.address, lab.contact, lab.extra]):
                if ln:
                    self.text_at(m + W * 0.45, m + i * 3.9, W * 0.55, ln, size=7, color="#333333",
                                 align="R")
            pdf.set_draw_color(*rgb(acc))
            pdf.set_line_width(0.6)
            pdf.line(m, m + 16.5, m + W, m + 16.5)
            y = m + 18.5
        elif kind == "center":
            self.text_at(m, m - 1, W, lab.name, size=16, bold=True, color=acc, align="C", fam=hf)
            self.text_at(m, m + 6, W, lab.tagline, size=8.5, italic=True, align="C", fam=hf)
            self.text_at(m, m + 10.2, W, lab.address + " – " + lab.contact, size=7, align="C",
                         color="#333333")
            pdf.set_draw_color(*rgb(acc))
            pdf.set_line_width(0.5)
            pdf.line(m, m + 14.5, m + W, m + 14.5)
            pdf.set_line_width(0.2)
            pdf.line(m, m + 15.3, m + W, m + 15.3)
            y = m + 17
        elif kind == "mono":
            lines = [lab.name.upper(), lab.tagline, lab.address, lab.contact]
            for i, ln in enumerate(lines):
                self.text_at(m, m - 1 + i * 4.1, W, ln, size=10 if i == 0 else 8, bold=(i == 0))
            pdf.set_draw_color(0, 0, 0)
            pdf.set_line_width(0.3)
            pdf.set_dash_pattern(dash=1.2, gap=0.8)
            pdf.line(m, m + 16, m + W, m + 16)
            pdf.set_dash_pattern()
            y = m + 18
        elif kind == "split":
            self.text_at(m, m - 1, W * 0.62, lab.name, size=15, bold=True, color=acc, fam=hf)
            self.text_at(m, m + 6, W * 0.62, lab.tagline, size=8, color="#555555", fam=hf)
            self.text_at(m, m + 10, W * 0.62, lab.address, size=7, color="#555555")
            pdf.set_draw_color(*rgb(acc))
            pdf.set_line_width(0.4)
            pdf.rect(m + W * 0.66, m - 1, W * 0.34, 14)
            self.text_at(m + W * 0.66, m + 0.3, W * 0.34, "LAUDO DE EXAMES", size=10, bold=True,
                         color=acc, align="C", fam=hf)
            self.text_at(m + W * 0.66, m + 5.3, W * 0.34, lab.contact, size=6.8, align="C")
            self.text_at(m + W * 0.66, m + 8.8, W * 0.34, lab.extra, size=6.8, align="C")
            pdf.set_line_width(1.0)
            pdf.line(m, m + 15, m + W, m + 15)
            y = m + 17
        elif kind == "box":
            pdf.set_draw_color(*rgb(acc))
            pdf.set_line_width(0.5)
            pdf.rect(m, m - 2, W, 16)
            pdf.set_fill_color(*rgb(acc))
            pdf.rect(m, m - 2, 3, 16, style="F")
            self.text_at(m + 6, m - 0.5, W * 0.6, lab.name, size=14, bold=True, color=acc, fam=hf)
            self.text_at(m + 6, m + 6.3, W * 0.6, lab.tagline, size=8, fam=hf)
            for i, ln in enumerate([lab.address, lab.contact, lab.extra]):
                if ln:
                    self.text_at(m + W * 0.4, m - 0.8 + i * 4.0, W * 0.58, ln, size=7, align="R")
            y = m + 16.5
        else:
            raise ValueError(kind)
        y = self.kv(KV(rep.patient, ncols=3 if len(rep.patient) > 6 else 2, size=st.size - 0.5),
                    m, W, y)
        return y + 1.5

    def footer(self, page_no, n_pages):
        rep, pdf, m, W = self.rep, self.pdf, self.m, self.W
        y = 297 - m - FOOT_H
        pdf.set_draw_color(*rgb(self.st.accent))
        pdf.set_line_width(0.3)
        pdf.line(m, y, m + W, y)
        lines = [rep.lab.legal] + ([rep.footer] if rep.footer else [])
        for i, ln in enumerate(lines):
            self.text_at(m, y + 1 + i * 3.4, W * 0.8, ln, size=6.5, color="#444444")
        self.text_at(m + W * 0.8, y + 1, W * 0.2, f"Página {page_no} de {n_pages}", size=7,
                     align="R", color="#444444")
        return y

    # -- blocks -------------------------------------------------------------
    def blocks(self, blocks, x, w, y):
        for b in blocks:
            if isinstance(b, H):
                y = self.h(b, x, w, y)
            elif isinstance(b, P):
                y = self.p(b, x, w, y)
            elif isinstance(b, KV):
                y = self.kv(b, x, w, y)
            elif isinstance(b, Table):
                y = self.table(b, x, w, y)
            elif isinstance(b, Cols):
                gap = 6
                wl = (w - gap) * b.split
                wr = w - gap - wl
                yl = self.blocks(b.left, x, wl, y)
                yr = self.blocks(b.right, x + wl + gap, wr, y)
                if b.rule:
                    self.pdf.set_draw_color(170, 170, 170)
                    self.pdf.set_line_width(0.2)
                    self.pdf.line(x + wl + gap / 2, y, x + wl + gap / 2, max(yl, yr))
                y = max(yl, yr)
            elif isinstance(b, Space):
                y += b.mm
            elif isinstance(b, Rule):
                self.pdf.set_draw_color(*rgb(b.color))
                self.pdf.set_line_width(b.width)
                self.pdf.line(x, y + 0.8, x + w, y + 0.8)
                y += 1.6
            elif isinstance(b, Sig):
                y = self.sig(b, x, w, y)
            else:
                raise TypeError(b)
        return y

    def h(self, b: H, x, w, y):
        st = self.st
        hf = st.head_font or st.font
        if b.level == 1:
            size = st.size + 1.5
            y += 1.2
            if st.header in ("band", "box"):
                self.pdf.set_fill_color(*rgb(st.accent))
                self.pdf.rect(x, y, w, self.lh(size) + 0.8, style="F")
                col = "#ffffff"
            else:
                col = st.accent
            self.text_at(x + 1, y + 0.4, w * 0.7, b.text, size=size, bold=True, color=col, fam=hf)
            if b.right:
                self.text_at(x + w * 0.4, y + 0.6, w * 0.6 - 1, b.right, size=st.size - 1.5,
                             color=col, align="R")
            y += self.lh(size) + 0.8
            if st.header not in ("band", "box"):
                self.pdf.set_draw_color(*rgb(st.accent))
                self.pdf.set_line_width(0.3)
                self.pdf.line(x, y, x + w, y)
            return y + 1.2
        size = st.size + 0.3
        y += 0.8
        self.text_at(x, y, w * 0.7, b.text, size=size, bold=True, fam=hf)
        if b.right:
            self.text_at(x + w * 0.4, y + 0.3, w * 0.6, b.right, size=st.size - 1.5, align="R")
        return y + self.lh(size) + 0.4

    def p(self, b: P, x, w, y):
        size = b.size or self.st.size - 1
        lines = self.wrap(b.text, w, size, b.bold, b.italic)
        for ln in lines:
            self.text_at(x, y, w, ln, size=size, bold=b.bold, italic=b.italic, color=b.color,
                         align=b.align)
            y += self.lh(size)
        return y + 0.6

    def kv(self, b: KV, x, w, y):
        size = b.size or self.st.size - 0.5
        n = b.ncols
        cw = w / n
        y0 = y
        y += 1.0 if b.box else 0
        cells = kv_layout(b.items, n)
        nrows = max(c[0] for c in cells) + 1
        for (r, col, span, lab, val) in cells:
            cy = y + r * (self.lh(size) + 0.3)
            cx = x + col * cw + 1.2
            self.font(size, bold=True)
            lw = self.pdf.get_string_width(lab + ": ")
            self.text_at(cx, cy, lw + 1, lab + ":", size=size, bold=True)
            self.text_at(cx + lw, cy, cw * span - lw - 1.5, val, size=size)
            if self.sw(val, size) > cw * span - lw - 2:
                raise Overflow(f"KV value too wide: {val!r}")
        y += nrows * (self.lh(size) + 0.3)
        y += 1.0 if b.box else 0
        if b.box:
            self.pdf.set_draw_color(150, 150, 150)
            self.pdf.set_line_width(0.25)
            self.pdf.rect(x, y0, w, y - y0)
        return y + 1.0

    def table(self, t: Table, x, w, y):
        pdf, st = self.pdf, self.st
        size = t.size or st.size
        lh = self.lh(size)
        widths = [c.width * w for c in t.cols]
        xs = [x]
        for cw in widths[:-1]:
            xs.append(xs[-1] + cw)
        pad = t.pad
        pdf.set_draw_color(120, 120, 120)
        top = y
        segs = []  # (y0, y1) spans where column rules are drawn
        if t.header:
            hlines = [self.wrap(c.header, widths[i] - 1.6, size - 0.8, bold=True)
                      for i, c in enumerate(t.cols)]
            hh = max(len(h) for h in hlines) * self.lh(size - 0.8) + 2 * pad
            if t.head_fill:
                pdf.set_fill_color(*rgb(t.head_fill))
                pdf.rect(x, y, w, hh, style="F")
            for i, c in enumerate(t.cols):
                for k, ln in enumerate(hlines[i]):
                    self.text_at(xs[i] + 0.8, y + pad + k * self.lh(size - 0.8), widths[i] - 1.6, ln,
                                 size=size - 0.8, bold=True, align=c.align,
                                 color="#ffffff" if t.head_fill and _dark(t.head_fill) else "#000000")
            if t.rules in ("grid", "box"):
                pdf.set_line_width(0.2)
                pdf.rect(x, y, w, hh)
            if t.rules in ("rows", "head", "grid", "box"):
                pdf.set_line_width(0.35)
                pdf.line(x, y + hh, x + w, y + hh)
            segs.append((y, y + hh))
            y += hh
        for ri, r in enumerate(t.rows):
            if isinstance(r, Sub):
                sh = lh + 2 * pad
                self.text_at(x + 0.8, y + pad + 0.3, w, r.text, size=size, bold=True, italic=True,
                             color=st.accent)
                if t.rules in ("rows", "grid"):
                    pdf.set_line_width(0.15)
                    pdf.line(x, y + sh, x + w, y + sh)
                y += sh + 0.3
                continue
            row_top = y
            cells = []
            for i, c in enumerate(r.cells):
                col = t.cols[i]
                cw = widths[i] - 1.6
                if isinstance(c, V):
                    txt = cell_text(c)
                    if self.sw(txt, size, bold=True) > cw:
                        raise Overflow(f"value {txt!r} does not fit column {col.header!r}")
                    cells.append(("V", [txt], c))
                else:
                    txt = "\n".join(c) if isinstance(c, list) else str(c)
                    bold = r.bold or (i == 0 and col.kind == "name" and st.header != "mono")
                    if col.kind in ("unit", "value", "prev") and txt:
                        if self.sw(txt, size) > cw:
                            raise Overflow(f"{col.kind} {txt!r} does not fit column {col.header!r}")
                        cells.append(("T", txt.split("\n"), bold))
                    else:
                        cells.append(("T", self.wrap(txt, cw, size, bold=bold), bold))
            nl = max(len(c[1]) for c in cells)
            rh = nl * lh + 2 * pad
            if t.zebra and ri % 2 == 1:
                pdf.set_fill_color(242, 242, 242)
                pdf.rect(x, y, w, rh, style="F")
            for i, (kind, lines, extra) in enumerate(cells):
                col = t.cols[i]
                cw = widths[i] - 1.6
                for k, ln in enumerate(lines):
                    yy = y + pad + k * lh
                    if kind == "V":
                        v = extra
                        bold = bool(v.flag)
                        self.text_at(xs[i] + 0.8, yy, cw, ln, size=size, bold=True if bold else r.bold,
                                     align=col.align)
                    else:
                        self.text_at(xs[i] + 0.8, yy, cw, ln, size=size, bold=extra, align=col.align,
                                     color="#000000" if col.kind != "ref" else "#222222")
                        if t.leaders and i == 0 and k == len(lines) - 1:
                            used = self.sw(ln, size, bold=extra) + 1.0
                            dotw = self.sw(".", size)
                            n = int((cw - used) / dotw) - 1
                            if n > 2:
                                self.text_at(xs[i] + 0.8 + used, yy, cw - used, "." * n, size=size,
                                             color="#555555")
            if t.rules in ("rows", "grid"):
                pdf.set_line_width(0.12)
                pdf.set_draw_color(170, 170, 170)
                pdf.line(x, y + rh, x + w, y + rh)
                pdf.set_draw_color(120, 120, 120)
            y += rh
            segs.append((row_top, y))
        if t.rules == "grid":
            pdf.set_line_width(0.2)
            pdf.rect(x, top, w, y - top)
            for y0, y1 in segs:
                for xx in xs[1:]:
                    pdf.line(xx, y0, xx, y1)
        elif t.rules == "box":
            pdf.set_line_width(0.25)
            pdf.rect(x, top, w, y - top)
        elif t.rules == "head":
            pdf.set_line_width(0.35)
            pdf.line(x, y, x + w, y)
        return y + 1.5

    def sig(self, b: Sig, x, w, y):
        n = len(b.people)
        cw = w / n
        y += 7
        for j, lines in enumerate(b.people):
            cx = x + j * cw
            self.pdf.set_draw_color(60, 60, 60)
            self.pdf.set_line_width(0.25)
            self.pdf.line(cx + cw * 0.15, y, cx + cw * 0.85, y)
            for k, ln in enumerate(lines):
                self.text_at(cx, y + 0.8 + k * self.lh(self.st.size - 1.5), cw, ln,
                             size=self.st.size - 1.5, bold=(k == 0), align="C")
        y += 1 + max(len(p) for p in b.people) * self.lh(self.st.size - 1.5)
        if b.note:
            y = self.p(P(b.note, size=self.st.size - 2, italic=True), x, w, y + 1)
        return y

    # -- main ----------------------------------------------------------------
    def render(self, out_path):
        n = len(self.rep.pages)
        for i, page in enumerate(self.rep.pages, 1):
            self.pdf.add_page()
            y = self.header()
            y = self.blocks(page, self.m, self.W, y)
            limit = 297 - self.m - FOOT_H - 1
            if y > limit:
                raise Overflow(f"{self.rep.id} page {i}: content ends at {y:.1f} mm > {limit:.1f} mm")
            self.footer(i, n)
        self.pdf.output(out_path)


def _dark(h):
    r, g, b = rgb(h)
    return (0.299 * r + 0.587 * g + 0.114 * b) < 140


def render_pdf(rep: Report, out_path: str):
    PdfRenderer(rep).render(out_path)
