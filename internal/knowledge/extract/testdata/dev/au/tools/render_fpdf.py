"""Draw a Report with fpdf2 (TTF fonts, so µ ³ ² ↑ ↓ ≥ ≤ – print)."""
import datetime as _dt
import os

from fpdf import FPDF

from common import (FONTS, FONT_DIR, PAGE_W, PAGE_H, MARGIN, CONTENT_W, FOOTER_H,
                    SIGN_H, br_date, hex_rgb, tint, result_cell_text)
from model import (R, Section, Text, Table, Leaders, Block, Cumulative, TwoCol,
                   Spacer, section_dates)

PT = 0.3528  # mm per point


class Overflow(Exception):
    pass


class Drawer:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep.style
        self.warn = []
        pdf = FPDF(orientation="P", unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(MARGIN, MARGIN, MARGIN)
        fam, _, files = FONTS[self.st.font]
        for sty, f in files.items():
            pdf.add_font("main", sty, os.path.join(FONT_DIR, f))
        for sty, f in FONTS["dejavu-sans"][2].items():
            pdf.add_font("fallback", sty, os.path.join(FONT_DIR, f))
        pdf.set_fallback_fonts(["fallback"])
        pdf.set_title(f"{rep.lab.name} - laudo {rep.id}")
        pdf.set_creator("labdev-au tools/render_fpdf.py")
        pdf.set_creation_date(_dt.datetime(2025, 12, 31, tzinfo=_dt.timezone.utc))
        self.pdf = pdf

    # ------------------------------------------------------------ primitives
    def font(self, size=None, style=""):
        self.pdf.set_font("main", style, size or self.st.base)

    def lh(self, size=None):
        return self.st.line_h * (size or self.st.base) / self.st.base

    def color(self, rgb=(0, 0, 0)):
        self.pdf.set_text_color(*rgb)

    def text(self, x, y, w, s, size=None, style="", align="L", rgb=(0, 0, 0)):
        """Single line of text in a box of width w whose top is y."""
        if not s:
            return
        self.font(size, style)
        self.color(rgb)
        sw = self.pdf.get_string_width(s)
        if w is not None and sw > w + 0.2:
            self.warn.append(f"{self.rep.id}: text too wide ({sw:.1f}>{w:.1f}mm): {s!r}")
        h = self.lh(size)
        self.pdf.set_xy(x, y)
        self.pdf.cell(w if w is not None else sw, h, s, align=align)

    def hline(self, x1, x2, y, rgb=(160, 160, 160), lw=0.2):
        self.pdf.set_draw_color(*rgb)
        self.pdf.set_line_width(lw)
        self.pdf.line(x1, y, x2, y)

    # ------------------------------------------------------------ page frame
    def header(self):
        st, lab, pdf = self.st, self.rep.lab, self.pdf
        acc = hex_rgb(st.accent)
        x, y, W = MARGIN, MARGIN, CONTENT_W
        if st.header == "band":
            pdf.set_fill_color(*acc)
            pdf.rect(x, y, W, 12, style="F")
            self.text(x + 3, y + 1.2, W * 0.62, lab.name, st.title, "B", rgb=(255, 255, 255))
            self.text(x + 3, y + 7.2, W * 0.62, lab.tagline, st.small, "I", rgb=(255, 255, 255))
            self.text(x + W * 0.62, y + 1.5, W * 0.38 - 3, f"CNPJ {lab.cnpj}", st.small, "", "R", (255, 255, 255))
            self.text(x + W * 0.62, y + 5.5, W * 0.38 - 3, f"CNES {lab.cnes}", st.small, "", "R", (255, 255, 255))
            y += 13
            self.text(x, y, W, f"{lab.address} – {lab.city} – Tel. {lab.phone} – {lab.site}", st.small, "", "C")
            y += self.lh(st.small) + 1
        elif st.header == "center":
            self.text(x, y, W, lab.name, st.title, "B", "C", acc)
            y += self.lh(st.title) + 0.5
            self.text(x, y, W, lab.tagline, st.small, "I", "C")
            y += self.lh(st.small)
            self.text(x, y, W, f"{lab.address} – {lab.city} – Tel. {lab.phone}", st.small, "", "C")
            y += self.lh(st.small)
            self.text(x, y, W, f"CNPJ {lab.cnpj} · CNES {lab.cnes} · {lab.site}", st.small, "", "C")
            y += self.lh(st.small) + 1
        else:  # left
            self.text(x, y, W * 0.6, lab.name, st.title, "B", "L", acc)
            self.text(x, y + self.lh(st.title), W * 0.6, lab.tagline, st.small, "I")
            rx, rw = x + W * 0.6, W * 0.4
            for i, s in enumerate([lab.address, f"{lab.city} – Tel. {lab.phone}",
                                   f"CNPJ {lab.cnpj} – CNES {lab.cnes}", lab.site]):
                self.text(rx, y + i * self.lh(st.small), rw, s, st.small, "", "R")
            y += max(self.lh(st.title) + self.lh(st.small), 4 * self.lh(st.small)) + 1
        self.hline(x, x + W, y, acc, 0.5)
        y += 1.5
        # patient box
        pairs = list(self.rep.patient)
        ncol = 3 if st.patient_box == "grid" else 2
        nrows = (len(pairs) + ncol - 1) // ncol
        cw = W / ncol
        lh = self.lh(st.small) + 0.3
        top = y
        for i, (k, v) in enumerate(pairs):
            r, c = divmod(i, ncol)
            cx, cy = x + 1.5 + c * cw, y + 1 + r * lh
            self.font(st.small, "B")
            kw = self.pdf.get_string_width(k + ": ")
            self.text(cx, cy, kw + 0.5, k + ":", st.small, "B")
            self.text(cx + kw, cy, cw - kw - 2, v, st.small, "")
        y += nrows * lh + 2
        if st.patient_box in ("box", "grid"):
            self.pdf.set_draw_color(120, 120, 120)
            self.pdf.set_line_width(0.25)
            self.pdf.rect(x, top, W, y - top)
        else:
            self.hline(x, x + W, y, (120, 120, 120), 0.3)
        return y + 2.5

    def footer(self, pno, npages):
        st, lab = self.st, self.rep.lab
        y = PAGE_H - MARGIN - FOOTER_H + 2
        self.hline(MARGIN, MARGIN + CONTENT_W, y, (120, 120, 120), 0.3)
        y += 1
        self.text(MARGIN, y, CONTENT_W * 0.45, f"{lab.site} · {lab.phone}", st.small)
        self.text(MARGIN + CONTENT_W * 0.3, y, CONTENT_W * 0.4, f"Página {pno} de {npages}", st.small, "B", "C")
        self.text(MARGIN + CONTENT_W * 0.55, y, CONTENT_W * 0.45, self.rep.footer_note, st.small, "", "R")
        self.text(MARGIN, y + self.lh(st.small), CONTENT_W, f"Responsável técnico: {lab.rt}", st.small, "I")

    def signatures(self):
        st = self.st
        y0 = PAGE_H - MARGIN - FOOTER_H - SIGN_H + 1
        n = len(self.rep.lab.signers)
        cw = CONTENT_W / n
        for i, s in enumerate(self.rep.lab.signers):
            x = MARGIN + i * cw
            self.hline(x + 8, x + cw - 8, y0 + 4, (60, 60, 60), 0.3)
            for j, line in enumerate(s.split("\n")):
                self.text(x, y0 + 4.5 + j * self.lh(st.small), cw, line, st.small, "B" if j == 0 else "", "C")

    # ------------------------------------------------------------ blocks
    def block(self, b, x, y, W, date):
        st = self.st
        lh = self.lh()
        if isinstance(b, Spacer):
            return y + b.h
        if isinstance(b, Section):
            acc = hex_rgb(st.accent)
            h = lh + 1.2
            if st.section == "bar":
                self.pdf.set_fill_color(*tint(st.accent, 0.16))
                self.pdf.rect(x, y, W, h, style="F")
                self.text(x + 1.5, y + 0.6, W * 0.6, b.title, st.base, "B", "L", acc)
                self.text(x + W * 0.4, y + 0.6, W * 0.6 - 1.5, b.sub, st.small, "", "R")
            elif st.section == "underline":
                self.text(x, y + 0.3, W * 0.6, b.title, st.base + 0.5, "B", "L", acc)
                self.text(x + W * 0.4, y + 0.6, W * 0.6, b.sub, st.small, "", "R")
                self.hline(x, x + W, y + h, acc, 0.35)
            else:  # caps
                self.text(x, y + 0.3, W * 0.6, b.title.upper(), st.base, "B", "L")
                self.text(x + W * 0.4, y + 0.6, W * 0.6, b.sub, st.small, "I", "R")
            return y + h + 1.2
        if isinstance(b, Text):
            size = b.size or st.small
            style = ("B" if b.bold else "") + ("I" if b.italic else "")
            for line in b.text.split("\n"):
                self.text(x, y, W, line, size, style)
                y += self.lh(size)
            return y + 1
        if isinstance(b, Table):
            return self.table(b, x, y, W)
        if isinstance(b, Leaders):
            return self.leaders(b, x, y, W)
        if isinstance(b, Block):
            return self.blk(b, x, y, W)
        if isinstance(b, Cumulative):
            return self.cumulative(b, x, y, W)
        if isinstance(b, TwoCol):
            cw = (W - b.gap) / 2
            y1 = y
            for bb in b.left:
                y1 = self.block(bb, x, y1, cw, date)
            y2 = y
            for bb in b.right:
                y2 = self.block(bb, x + cw + b.gap, y2, cw, date)
            return max(y1, y2)
        raise TypeError(b)

    def cell_lines(self, r, key, t):
        if key == "name":
            return r.shown_label.split("\n")
        if key == "result":
            return [result_cell_text(r.value_text, r.flag if t.flag_inline else "")]
        if key == "flag":
            return [r.flag]
        if key == "unit":
            return [r.unit]
        if key == "ref":
            return r.ref.split("\n") if r.ref else [""]
        if key == "pair":
            return [result_cell_text(r.pair.value_text, r.pair.flag)] if r.pair else [""]
        if key == "pairunit":
            return [r.pair.unit] if r.pair else [""]
        if key.startswith("prev"):
            i = int(key[4:])
            if i < len(r.prev):
                p = r.prev[i]
                return [result_cell_text(p["value_text"], p.get("flag", ""))]
            return [""]
        raise KeyError(key)

    def table(self, t, x, y, W):
        st, lh = self.st, self.lh()
        ws = [f * W for f in t.widths]
        xs = [x + sum(ws[:i]) for i in range(len(ws))]
        if t.headers:
            hl = max(len(h.split("\n")) for h in t.headers)
            hh = hl * self.lh(st.small) + 1
            for k, (cx, cw, h) in enumerate(zip(xs, ws, t.headers)):
                al = "L" if t.cols[k] in ("name", "ref", "unit") else "C"
                for j, line in enumerate(h.split("\n")):
                    self.text(cx + 0.8, y + 0.5 + j * self.lh(st.small), cw - 1.6, line, st.small, "B", al)
            if t.grid:
                self.pdf.set_draw_color(90, 90, 90)
                self.pdf.set_line_width(0.2)
                for cx, cw in zip(xs, ws):
                    self.pdf.rect(cx, y, cw, hh)
            else:
                self.hline(x, x + W, y + hh, (60, 60, 60), 0.35)
            y += hh + 0.4
        for r in t.rows:
            if isinstance(r, str):
                self.text(x + 0.8, y + 0.4, W - 1.6, r, st.base, "BI")
                y += lh + 0.8
                continue
            cells = [self.cell_lines(r, k, t) for k in t.cols]
            n = max(len(c) for c in cells)
            rh = n * lh + 0.8
            for k, (key, cx, cw, lines) in enumerate(zip(t.cols, xs, ws, cells)):
                size, style, al = st.base, "", "L"
                if key in ("result", "pair"):
                    style, al = ("B" if t.bold_result else ""), t.align_result
                elif key.startswith("prev") or key == "flag":
                    al = "C"
                elif key == "ref":
                    size = st.small
                for j, line in enumerate(lines):
                    ly = y + 0.4 + j * lh + (lh - self.lh(size)) / 2
                    self.text(cx + 0.8, ly, cw - 1.6, line, size, style, al)
            if t.grid:
                self.pdf.set_draw_color(90, 90, 90)
                self.pdf.set_line_width(0.2)
                for cx, cw in zip(xs, ws):
                    self.pdf.rect(cx, y, cw, rh)
            elif t.rules:
                self.hline(x, x + W, y + rh, (190, 190, 190), 0.15)
            y += rh
        return y + 1.5

    def leaders(self, t, x, y, W):
        st, lh = self.st, self.lh()
        nw, vw = t.name_w * W, t.value_w * W
        for r in t.rows:
            if isinstance(r, str):
                self.text(x, y + 0.3, W, r, st.base, "B")
                y += lh + 0.6
                continue
            lines = r.shown_label.split("\n")
            for j, line in enumerate(lines[:-1]):
                self.text(x, y, nw, line, st.base)
                y += lh
            name = lines[-1]
            self.font(st.base)
            sw = self.pdf.get_string_width(name + " ")
            dw = self.pdf.get_string_width(".")
            nd = max(3, int((nw - sw - 2) / dw))
            self.text(x, y, nw, name + " " + "." * nd, st.base)
            v = result_cell_text(r.value_text, r.flag)
            self.font(st.base, "B")
            vwid = self.pdf.get_string_width(v + " ")
            self.text(x + nw, y, vwid, v, st.base, "B")
            self.text(x + nw + vwid, y, vw - vwid, r.unit, st.base)
            reflines = r.ref.split("\n") if r.ref else []
            for j, rl in enumerate(reflines):
                self.text(x + nw + vw, y + j * lh + (lh - self.lh(st.small)) / 2, W - nw - vw, rl, st.small)
            y += max(1, len(reflines)) * lh + 0.5
        return y + 1

    def blk(self, b, x, y, W):
        st, lh = self.st, self.lh()
        self.text(x, y, W, b.heading, st.base + 0.6, "B")
        y += self.lh(st.base + 0.6) + 0.2
        meta = "   ".join(s for s in (f"Material: {b.material}" if b.material else "",
                                      f"Método: {b.method}" if b.method else "") if s)
        if meta:
            self.text(x, y, W, meta, st.small, "I")
            y += self.lh(st.small)
        for r in b.lines:
            lab = r.shown_label + ": "
            self.font(st.base)
            lw = max(self.pdf.get_string_width(lab), W * 0.28)
            self.text(x + 2, y, lw, lab, st.base)
            v = result_cell_text(r.value_text, r.flag)
            self.font(st.base, "B")
            vwid = self.pdf.get_string_width(v + " ")
            self.text(x + 2 + lw, y, vwid, v, st.base, "B")
            self.text(x + 2 + lw + vwid, y, W - lw - vwid - 2, r.unit, st.base)
            y += lh
            for p in r.prev:
                s = f"{b.prev_label} ({br_date(p['date'])}): {result_cell_text(p['value_text'], p.get('flag',''))} {r.unit}".rstrip()
                self.text(x + 2, y, W - 2, s, st.small, "I")
                y += self.lh(st.small)
        if b.ref_lines:
            y += 0.5
            self.text(x + 2, y, W, b.ref_title, st.small, "B")
            y += self.lh(st.small)
            for rl in b.ref_lines:
                self.text(x + 4, y, W - 4, rl, st.small)
                y += self.lh(st.small)
        if b.note:
            for nl in b.note.split("\n"):
                self.text(x + 2, y, W - 2, nl, st.small, "I")
                y += self.lh(st.small)
        return y + 2.2

    def cumulative(self, c, x, y, W):
        st, lh = self.st, self.lh()
        ws = [f * W for f in c.widths]
        xs = [x + sum(ws[:i]) for i in range(len(ws))]
        nd = len(c.dates)
        heads = [c.title_cols[0]] + [c.date_header_prefix + br_date(d) for d in c.dates]
        if c.show_unit:
            heads.append("Unidade")
        if c.show_ref:
            heads.append("Valores de referência")
        for k, (cx, cw, h) in enumerate(zip(xs, ws, heads)):
            self.text(cx + 0.8, y + 0.5, cw - 1.6, h, st.small, "B", "L" if k == 0 or k > nd else "C")
        hh = self.lh(st.small) + 1
        self.hline(x, x + W, y + hh, (60, 60, 60), 0.35)
        y += hh + 0.4
        for row in c.rows:
            if isinstance(row, str):
                self.text(x + 0.8, y + 0.4, W, row, st.base, "BI")
                y += lh + 0.6
                continue
            r, cells = row
            nl = r.shown_label.split("\n")
            rh = len(nl) * lh + 0.6
            for j, line in enumerate(nl):
                self.text(xs[0] + 0.8, y + 0.3 + j * lh, ws[0] - 1.6, line, st.base)
            for i, cell in enumerate(cells):
                if cell is None:
                    s = "–"
                else:
                    s = result_cell_text(*cell) if isinstance(cell, tuple) else cell
                self.text(xs[1 + i] + 0.8, y + 0.3, ws[1 + i] - 1.6, s, st.base, "B" if i == nd - 1 else "", "C")
            k = 1 + nd
            if c.show_unit:
                self.text(xs[k] + 0.8, y + 0.3, ws[k] - 1.6, r.unit, st.small)
                k += 1
            if c.show_ref:
                for j, rl in enumerate(r.ref.split("\n") if r.ref else []):
                    self.text(xs[k] + 0.8, y + 0.3 + j * lh, ws[k] - 1.6, rl, st.small)
            self.hline(x, x + W, y + rh, (200, 200, 200), 0.15)
            y += rh
        return y + 1.5

    # ------------------------------------------------------------ main
    def draw(self, out_path):
        rep = self.rep
        n = len(rep.pages)
        for pi, page in enumerate(rep.pages, start=1):
            self.pdf.add_page()
            y = self.header()
            limit = PAGE_H - MARGIN - FOOTER_H - (SIGN_H if pi == n else 0)
            for b, d in section_dates(page, rep.collected_at_default):
                y = self.block(b, MARGIN, y, CONTENT_W, d)
            if y > limit + 0.01:
                raise Overflow(f"{rep.id} page {pi}: content ends at {y:.1f} mm > {limit:.1f} mm")
            if pi == n:
                self.signatures()
            self.footer(pi, n)
        self.pdf.output(out_path)
        return self.warn


def render_pdf(rep, out_path):
    return Drawer(rep).draw(out_path)
