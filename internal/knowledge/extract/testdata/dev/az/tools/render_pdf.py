"""Model -> PDF drawn directly with fpdf2 (TTF fonts, so µ ³ ² ↑ ↓ ≥ ≤ – print)."""
import re

from fpdf import FPDF
from model import (Res, Row, Sub, Col, Exam, Cumul, Text, RefTable, Heading,
                   Spacer, Cols, Full, Page, Report, dbr)

PT = 0.352778
FONTS = {
    "DejaVu Sans": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
                    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"),
    "DejaVu Sans Condensed": ("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
                              "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
                              "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf"),
    "DejaVu Serif": ("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
                     "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
                     "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"),
    "Liberation Sans": ("/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
                        "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
                        "/usr/share/fonts/truetype/liberation2/LiberationSans-Italic.ttf"),
    "Liberation Serif": ("/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
                         "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf",
                         "/usr/share/fonts/truetype/liberation2/LiberationSerif-Italic.ttf"),
    "Carlito": ("/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf",
                "/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf",
                "/usr/share/fonts/truetype/crosextra/Carlito-Italic.ttf"),
}


def hex2rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Overflow(Exception):
    pass


def patient_rows(items, n):
    """[(label, value[, span])] -> rows of (label, value, span) filling n slots."""
    rows, cur, used = [], [], 0
    for it in items:
        k, v = it[0], it[1]
        span = it[2] if len(it) > 2 else 1
        if used + span > n:
            rows.append(cur)
            cur, used = [], 0
        cur.append((k, v, span))
        used += span
    if cur:
        rows.append(cur)
    return rows


class R:
    def __init__(self, rep):
        self.r = rep
        t = rep.theme
        self.t = t
        self.fam = t["font"]
        self.size = t["size"]
        self.small = t.get("small", t["size"] - 1.2)
        self.lhf = t.get("lh", 1.25)
        self.acc = hex2rgb(t.get("accent", "#1f4e79"))
        self.mt, self.mr, self.mb, self.ml = t.get("margin", (10, 12, 10, 12))
        self.cw = 210 - self.ml - self.mr
        p = FPDF(unit="mm", format="A4")
        p.set_auto_page_break(False)
        p.c_margin = 0
        reg, bold, it = FONTS[self.fam]
        p.add_font(self.fam, "", reg)
        p.add_font(self.fam, "B", bold)
        p.add_font(self.fam, "I", it)
        p.set_title(f'{rep.lab["name"]} - {rep.id}')
        p.set_creator("labdev-az tools/render_pdf.py (fpdf2)")
        self.p = p

    # ---------------------------------------------------------------- basics
    def lh(self, size=None):
        return (size or self.size) * PT * self.lhf

    def font(self, style="", size=None):
        self.p.set_font(self.fam, style, size or self.size)

    def sw(self, s, style="", size=None):
        self.font(style, size)
        return self.p.get_string_width(s)

    def color(self, rgb=(17, 17, 17)):
        self.p.set_text_color(*rgb)

    def wrap(self, text, w, style="", size=None):
        """Greedy wrap at spaces; a word too long for the line may break after a hyphen."""
        lines = []
        for para in (text or "").split("\n"):
            toks = []   # (piece, space_before)
            for wd in para.split(" "):
                parts = re.split(r"(?<=-)(?=[^\s])", wd) if self.sw(wd, style, size) > w else [wd]
                for i, pc in enumerate(parts):
                    toks.append((pc, i == 0))
            cur = ""
            for pc, sp in toks:
                cand = pc if not cur else cur + (" " if sp else "") + pc
                if self.sw(cand, style, size) <= w or not cur:
                    cur = cand
                else:
                    lines.append(cur)
                    cur = pc
            lines.append(cur)
        return lines

    def text(self, x, y, w, s, align="L", style="", size=None, rgb=(17, 17, 17), h=None):
        self.font(style, size)
        self.color(rgb)
        self.p.set_xy(x, y)
        self.p.cell(w, h or self.lh(size), s, align=align)

    def runs(self, x, y, w, runs, align="L", size=None):
        """runs: [(text, style, rgb)] drawn on one line."""
        tot = sum(self.sw(t, st, size) for t, st, _ in runs)
        if align == "R":
            x = x + w - tot
        elif align == "C":
            x = x + (w - tot) / 2
        for t, st, rgb in runs:
            ww = self.sw(t, st, size)
            self.text(x, y, ww + 0.01, t, "L", st, size, rgb)
            x += ww
        return tot

    def line(self, x1, y1, x2, y2, wdt=0.15, rgb=(187, 187, 187), dash=None):
        self.p.set_draw_color(*rgb)
        self.p.set_line_width(wdt)
        if dash:
            self.p.set_dash_pattern(dash=dash[0], gap=dash[1])
        self.p.line(x1, y1, x2, y2)
        if dash:
            self.p.set_dash_pattern()

    def val_runs(self, value, flag, sep=" "):
        rs = [(value, "B", (17, 17, 17))]
        if flag:
            rs.append(((sep or "") + flag, "B", (176, 0, 0)))
        return rs

    # ---------------------------------------------------------------- blocks
    def title(self, x, y, w, txt):
        if not txt:
            return y
        st = self.t.get("title_style", "band")
        lines = []
        for part in txt.split("\n"):
            lines += self.wrap(part, w - 3, "B")
        h = len(lines) * self.lh()
        if st == "band":
            self.p.set_fill_color(*self.acc)
            self.p.rect(x, y, w, h + 1.0, "F")
            for i, ln in enumerate(lines):
                self.text(x + 1.5, y + 0.5 + i * self.lh(), w - 3, ln, style="B", rgb=(255, 255, 255))
            return y + h + 1.0 + 0.8
        if st == "rule":
            for i, ln in enumerate(lines):
                self.text(x, y + i * self.lh(), w, ln, style="B", rgb=self.acc)
            self.line(x, y + h + 0.3, x + w, y + h + 0.3, 0.3, self.acc)
            return y + h + 0.6 + 0.8
        if st == "plain":
            for i, ln in enumerate(lines):
                self.text(x, y + i * self.lh(), w, ln, style="B")
                ww = self.sw(ln, "B")
                self.line(x, y + (i + 1) * self.lh() - 0.4, x + ww, y + (i + 1) * self.lh() - 0.4, 0.2, (17, 17, 17))
            return y + h + 0.8
        if st == "box":
            self.p.set_draw_color(68, 68, 68)
            self.p.set_line_width(0.3)
            self.p.rect(x, y, w, h + 0.8)
            for i, ln in enumerate(lines):
                self.text(x, y + 0.4 + i * self.lh(), w, ln, "C", "B")
            return y + h + 0.8 + 0.8
        raise ValueError(st)

    def meta(self, x, y, w, b):
        parts = []
        if b.material:
            parts.append(f"Material: {b.material}")
        if b.method:
            parts.append(f"Método: {b.method}")
        if getattr(b, 'coll_label', None) and getattr(b, 'date', None):
            parts.append(f"{b.coll_label} {dbr(b.date)}")
        if not parts:
            return y
        paras = ["  |  ".join(parts)] if getattr(b, "meta_inline", True) else parts
        for para in paras:
            for ln in self.wrap(para, w, "I", self.small):
                self.text(x, y, w, ln, style="I", size=self.small, rgb=(68, 68, 68))
                y += self.lh(self.small)
            y += 0.6
        return y

    def note(self, x, y, w, txt):
        if not txt:
            return y
        y += 0.8
        for ln in self.wrap(txt, w, "", self.small):
            self.text(x, y, w, ln, size=self.small, rgb=(51, 51, 51))
            y += self.lh(self.small)
        return y

    def tab(self, x, y, w, b):
        if not b.cols:
            return y
        kv = b.style == "kv"
        tw = sum(c.w for c in b.cols)
        if tw > w + 0.01:
            raise Overflow(f"table {b.title} wider than column: {tw} > {w}")
        pad = 0.35
        has_flag_col = any(c.kind == "flag" for c in b.cols)
        if b.header and not kv:
            caps = [self.wrap(c.cap, c.w - 2, "B", self.small) for c in b.cols]
            h = max(len(cl) for cl in caps) * self.lh(self.small) + 2 * pad
            cx = x
            for c, cl in zip(b.cols, caps):
                for i, ln in enumerate(cl):
                    self.text(cx + 1, y + pad + i * self.lh(self.small), c.w - 2, ln,
                              {"r": "R", "c": "C"}.get(c.align, "L"), "B", self.small, (51, 51, 51))
                cx += c.w
            self.line(x, y + h, x + tw, y + h, 0.3, (85, 85, 85))
            y += h
        for row in b.rows:
            if isinstance(row, Sub):
                self.text(x + 1, y + pad + 0.45, tw - 2, row.text, style="B")
                y += self.lh() + 2 * pad + 0.45
                continue
            cells = []   # (col, kind, payload)
            hmax = self.lh()
            for c in b.cols:
                if c.kind == "name":
                    lines = []
                    for part in row.name.split("\n"):
                        lines += self.wrap(part, c.w - 2)
                    if kv:
                        lines[-1] += ":"
                    cells.append((c, "lines", lines, ""))
                    hmax = max(hmax, len(lines) * self.lh())
                elif c.kind == "val":
                    res = row.cells[c.idx] if isinstance(row, Row) else row
                    cells.append((c, "runs", [] if res is None else
                                  self.val_runs(res.value, "" if has_flag_col else res.flag, b.flag_sep), None))
                elif c.kind == "unit":
                    res = row.cells[c.idx] if isinstance(row, Row) else row
                    cells.append((c, "runs", [] if res is None else [(res.unit, "", (17, 17, 17))], None))
                elif c.kind == "ref":
                    ref = (row.refs[c.idx] if c.idx < len(row.refs) else "") if isinstance(row, Row) else row.ref
                    lines = self.wrap(ref, c.w - 2, "", self.small) if ref else []
                    cells.append((c, "lines", lines, "small"))
                    hmax = max(hmax, len(lines) * self.lh(self.small))
                elif c.kind == "prev":
                    if isinstance(row, Res) and c.idx < len(row.prev):
                        pv = row.prev[c.idx]
                        rs = [(pv[0], "", (17, 17, 17))]
                        if len(pv) > 2 and pv[2]:
                            rs.append((" " + pv[2], "B", (176, 0, 0)))
                    else:
                        rs = []
                    cells.append((c, "runs", rs, None))
                elif c.kind == "flag":
                    res = row.cells[0] if isinstance(row, Row) else row
                    cells.append((c, "runs", [(res.flag, "B", (176, 0, 0))] if res and res.flag else [], None))
            cx = x
            for c, kind, payload, extra in cells:
                al = {"r": "R", "c": "C"}.get(c.align, "L")
                if kind == "lines":
                    sz = self.small if extra == "small" else None
                    for i, ln in enumerate(payload):
                        self.text(cx + 1, y + pad + i * self.lh(sz), c.w - 2, ln, al, "", sz,
                                  (51, 51, 51) if sz else (17, 17, 17))
                elif payload:
                    tot = sum(self.sw(t, st) for t, st, _ in payload)
                    if tot > c.w - 1.5:
                        raise Overflow(f"value cell too narrow in {b.title}: {payload}")
                    self.runs(cx + 1, y + pad, c.w - 2, payload, al)
                cx += c.w
            y += hmax + 2 * pad
            if b.rules:
                self.line(x, y, x + tw, y, 0.15, (187, 187, 187))
        return y

    def dots(self, x, y, w, b):
        vw, uw, rw = b.dots_w
        for row in b.rows:
            if isinstance(row, Sub):
                y += 0.8
                self.text(x, y, w, row.text, style="B")
                y += self.lh()
                continue
            cells = row.cells if isinstance(row, Row) else [row]
            ref = " / ".join(z for z in row.refs if z) if isinstance(row, Row) else row.ref
            right = len(cells) * (vw + uw) + rw
            name = row.name.replace("\n", " ")
            nx = x + 1
            self.text(nx, y, self.sw(name) + 0.1, name)
            lead_a = nx + self.sw(name) + 1
            lead_b = x + w - right - 1
            if lead_b - lead_a < 3:
                raise Overflow(f"dots: no room for leader in {name}")
            dw = self.sw(".")
            n = int((lead_b - lead_a) / dw)
            self.text(lead_b - n * dw, y, n * dw + 0.1, "." * n, rgb=(102, 102, 102))
            cx = x + w - right
            for res in cells:
                if res is not None:
                    rs = self.val_runs(res.value, res.flag, b.flag_sep)
                    if sum(self.sw(t, st) for t, st, _ in rs) > vw + 0.01:
                        raise Overflow(f"dots value too wide: {res.value}")
                    self.runs(cx, y, vw, rs, "R")
                    if self.sw(res.unit) > uw - 1.2 + 0.01:
                        raise Overflow(f"dots unit too wide: {res.unit}")
                    self.text(cx + vw + 1.2, y, uw - 1.2, res.unit)
                cx += vw + uw
            h = self.lh()
            if rw:
                lines = self.wrap(ref, rw, "", self.small) if ref else []
                for i, ln in enumerate(lines):
                    self.text(cx, y + (self.lh() - self.lh(self.small)) + i * self.lh(self.small), rw, ln,
                              size=self.small, rgb=(51, 51, 51))
                h = max(h, (self.lh() - self.lh(self.small)) + len(lines) * self.lh(self.small))
            y += h
            if isinstance(row, Res):
                for pv in row.prev:
                    rs = [("Resultado anterior: ", "", (68, 68, 68)), (pv[0], "", (68, 68, 68))]
                    if len(pv) > 2 and pv[2]:
                        rs.append((" " + pv[2], "B", (176, 0, 0)))
                    rs.append((f" {row.unit} em {dbr(pv[1])}", "", (68, 68, 68)))
                    self.runs(x + 4, y, w - 4, rs, "L", self.small)
                    y += self.lh(self.small)
        return y

    def block(self, x, y, w, b):
        single = len(b.rows) == 1 and isinstance(b.rows[0], Res) and b.rows[0].name == b.title
        for row in b.rows:
            label = "Resultado" if single else row.name.replace("\n", " ")

            def res_line(y):
                rs = [(label + ": ", "", (17, 17, 17))] + self.val_runs(row.value, row.flag, b.flag_sep)
                rs.append((" " + row.unit if row.unit else "", "", (17, 17, 17)))
                self.runs(x + 1, y, w - 1, rs)
                return y + self.lh()

            def ref_line(y):
                if not row.ref:
                    return y
                lines = ["Valores de referência:"] + self.wrap(row.ref, w - 1, "", self.small)
                for ln in lines:
                    self.text(x + 1, y, w - 1, ln, size=self.small)
                    y += self.lh(self.small)
                return y

            if b.ref_first:
                y = res_line(ref_line(y))
            else:
                y = ref_line(res_line(y))
        return y

    def exam(self, x, y, w, b):
        y = self.title(x, y, w, b.title)
        y = self.meta(x, y, w, b)
        y = {"tab": self.tab, "kv": self.tab, "dots": self.dots, "block": self.block}[b.style](x, y, w, b)
        y = self.note(x, y, w, b.note)
        return y + 3

    def cumul(self, x, y, w, b):
        y = self.title(x, y, w, b.title)
        y = self.meta(x, y, w, b)
        caps = b.date_caps or [dbr(d) for d in b.dates]
        cols = [Col("name", b.widths[0], "l", "Exame")]
        for i, c in enumerate(caps):
            cols.append(Col("val" if i == 0 else "prev", b.widths[1 + i], "r", c, 0 if i == 0 else i - 1))
        cols.append(Col("unit", b.widths[-2], "l", "Unidade"))
        cols.append(Col("ref", b.widths[-1], "l", "Referência"))
        fake = Exam(None, b.rows, "tab", cols)
        # earlier results are printed in normal weight, the current one in bold
        y = self.tab(x, y, w, fake)
        y = self.note(x, y, w, b.note)
        return y + 3

    def textblock(self, x, y, w, b):
        sz = b.size or self.small
        pad_x, pad_y = (1.5, 1.0) if b.boxed else (0, 0)
        lines = []
        if b.title:
            lines.append(("B", b.title, 0))
        for i, para in enumerate(b.lines):
            for j, ln in enumerate(self.wrap(para, w - 2 * pad_x, "I" if b.italic else "", sz)):
                lines.append(("I" if b.italic else "", ln, 0.8 if (j == 0 and (i > 0)) else 0))
        h = sum(self.lh(sz) + gap for _, _, gap in lines) + 0.8 + 2 * pad_y
        if b.shade:
            self.p.set_fill_color(238, 238, 238)
            self.p.rect(x, y, w, h, "F")
        if b.boxed:
            self.p.set_draw_color(136, 136, 136)
            self.p.set_line_width(0.25)
            self.p.rect(x, y, w, h)
        yy = y + pad_y
        for st, ln, gap in lines:
            yy += gap
            self.text(x + pad_x, yy, w - 2 * pad_x, ln, style=st, size=sz)
            yy += self.lh(sz)
        return y + h + 3

    def reftable(self, x, y, w, b):
        sz = b.size or self.small
        if b.title:
            self.text(x, y, w, b.title, style="B", size=self.small)
            y += self.lh(self.small)
        self.p.set_draw_color(153, 153, 153)
        self.p.set_line_width(0.15)
        for ri, row in enumerate([b.header] + b.rows):
            st = "B" if ri == 0 else ""
            wr = [self.wrap(c, cw - 1.6, st, sz) for c, cw in zip(row, b.widths)]
            h = max(len(l) for l in wr) * self.lh(sz) + 0.4
            cx = x
            for lines, cw in zip(wr, b.widths):
                if ri == 0:
                    self.p.set_fill_color(240, 240, 240)
                    self.p.rect(cx, y, cw, h, "DF")
                else:
                    self.p.rect(cx, y, cw, h)
                for i, ln in enumerate(lines):
                    self.text(cx + 0.8, y + 0.2 + i * self.lh(sz), cw - 1.6, ln, style=st, size=sz)
                cx += cw
            y += h
        return y + 3

    def heading(self, x, y, w, b):
        sz = b.size or self.size
        h = self.lh(sz) + 1.2
        if b.boxed:
            self.p.set_fill_color(242, 242, 242)
            self.p.set_draw_color(*self.acc)
            self.p.set_line_width(0.3)
            self.p.rect(x, y, w, h, "DF")
        self.text(x + 1.5, y + 0.6, w - 3, b.rendered(), style="B", size=sz)
        return y + h + 1.5

    def draw(self, x, y, w, b):
        if isinstance(b, Exam):
            return self.exam(x, y, w, b)
        if isinstance(b, Cumul):
            return self.cumul(x, y, w, b)
        if isinstance(b, Text):
            return self.textblock(x, y, w, b)
        if isinstance(b, RefTable):
            return self.reftable(x, y, w, b)
        if isinstance(b, Heading):
            return self.heading(x, y, w, b)
        if isinstance(b, Spacer):
            return y + b.h
        raise TypeError(b)

    def section(self, y, s):
        if isinstance(s, Full):
            for b in s.blocks:
                y = self.draw(self.ml, y, self.cw, b)
            return y
        x = self.ml
        bottoms = []
        total = sum(s.widths) + (len(s.widths) - 1) * s.gap / (2 if s.divider else 1)
        if total > self.cw + 0.01:
            raise Overflow(f"columns wider than page: {total} > {self.cw}")
        for i, (w, col) in enumerate(zip(s.widths, s.cols)):
            if i > 0:
                if s.divider:
                    x += s.gap / 2
                    cx, cwid = x + s.gap / 2, w - s.gap / 2
                else:
                    x += s.gap
                    cx, cwid = x, w
            else:
                cx, cwid = x, w
            yy = y
            for b in col:
                yy = self.draw(cx, yy, cwid, b)
            if i > 0 and s.divider:
                self.line(x, y, x, yy, 0.25, (153, 153, 153))
            bottoms.append(yy)
            x += w
        return max(bottoms) + 2

    # ---------------------------------------------------------------- page
    def header(self, y):
        L = self.r.lab
        x = self.ml
        self.p.set_draw_color(*self.acc)
        self.p.set_line_width(0.6)
        big = self.size + 5
        name_h = big * PT * 1.15
        info_h = len(L["info"]) * self.small * PT * 1.25
        right_h = len(L.get("right", [])) * self.small * PT * 1.25
        h = max(15, name_h + info_h, right_h)
        ly = y + (h - 15) / 2
        self.p.rect(x, ly, 15, 15)
        self.text(x, ly + (15 - big * PT * 1.15) / 2, 15, L["logo"], "C", "B", big, self.acc, h=big * PT * 1.15)
        ty = y + (h - name_h - info_h) / 2
        self.text(x + 19, ty, 120, L["name"], "L", "B", big, self.acc, h=name_h)
        ty += name_h
        for ln in L["info"]:
            self.text(x + 19, ty, 120, ln, size=self.small, rgb=(51, 51, 51), h=self.small * PT * 1.25)
            ty += self.small * PT * 1.25
        ry = y + (h - right_h) / 2
        for ln in L.get("right", []):
            self.text(x, ry, self.cw, ln, "R", size=self.small, rgb=(51, 51, 51), h=self.small * PT * 1.25)
            ry += self.small * PT * 1.25
        y += h + 2
        self.line(x, y + 0.25, x + self.cw, y + 0.25, 0.5, self.acc)
        return y + 0.5 + 2

    def patient(self, y):
        n = self.t.get("pcols", 3)
        x = self.ml
        inner = self.cw - 4
        cw = inner / n
        rows = patient_rows(self.r.patient, n)
        rh = self.lh() + 0.6
        h = len(rows) * rh + 2.4
        self.p.set_draw_color(119, 119, 119)
        self.p.set_line_width(0.3)
        self.p.rect(x, y, self.cw, h)
        yy = y + 1.2
        for row in rows:
            cx = x + 2
            for k, v, span in row:
                tot = self.sw(k + ": ", "", self.small) + self.sw(v, "B")
                if tot > cw * span - 1:
                    raise Overflow(f"patient cell too wide: {k}: {v}")
                self.text(cx + 0.5, yy + 0.3 + (self.lh() - self.lh(self.small)), cw, k + ":", size=self.small,
                          rgb=(85, 85, 85))
                self.text(cx + 0.5 + self.sw(k + ": ", "", self.small), yy + 0.3, cw * span, v, style="B")
                cx += cw * span
            yy += rh
        return y + h + 2.5

    def rtitle(self, y):
        if not self.r.title:
            return y
        sz = self.size + 1.5
        self.text(self.ml, y, self.cw, self.r.title, "C", "B", sz)
        return y + self.lh(sz) + 2.5

    def footer(self, pi):
        F = self.r.footer
        yb = 297 - self.mb
        slh = self.lh(self.small)
        fl_top = yb - (slh + 0.6)
        self.line(self.ml, fl_top, self.ml + self.cw, fl_top, 0.25, (153, 153, 153))
        self.text(self.ml, fl_top + 0.6, self.cw, F.get("left", ""), size=self.small, rgb=(34, 34, 34))
        self.text(self.ml, fl_top + 0.6, self.cw, f"Página {pi + 1} de {len(self.r.pages)}", "R",
                  size=self.small, rgb=(34, 34, 34))
        top = fl_top
        if F.get("extra"):
            lines = []
            for para in F["extra"].split("\n"):
                lines += self.wrap(para, self.cw, "", self.small)
            top -= 1 + len(lines) * slh
            for i, ln in enumerate(lines):
                self.text(self.ml, top + i * slh, self.cw, ln, size=self.small, rgb=(34, 34, 34))
        if pi == len(self.r.pages) - 1 and F.get("signers"):
            sigs = F["signers"]
            nl = max(len(s.split("\n")) for s in sigs)
            sh = nl * self.small * PT * 1.2 + 0.6
            top -= 2 + sh
            n = len(sigs)
            slot = self.cw / n
            for i, s in enumerate(sigs):
                cx = self.ml + slot * i + (slot - 62) / 2
                self.line(cx, top, cx + 62, top, 0.25, (51, 51, 51))
                for j, ln in enumerate(s.split("\n")):
                    self.text(cx, top + 0.6 + j * self.small * PT * 1.2, 62, ln, "C", "B" if j == 0 else "",
                              self.small, (34, 34, 34), h=self.small * PT * 1.2)
        return top

    def render(self, out):
        for pi, page in enumerate(self.r.pages):
            self.p.add_page()
            y = self.header(self.mt)
            y = self.patient(y)
            y = self.rtitle(y)
            for s in page.sections:
                y = self.section(y, s)
            ftop = self.footer(pi)
            if y > ftop - 1:
                raise Overflow(f"{self.r.id} page {pi + 1}: content ends at {y:.1f} mm, footer starts {ftop:.1f} mm")
            self.p.set_text_color(17, 17, 17)
        self.p.output(out)
        return self.p.pages_count


def render(rep, out):
    return R(rep).render(out)
