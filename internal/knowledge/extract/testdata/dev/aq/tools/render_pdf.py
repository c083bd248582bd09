"""Model -> PDF drawn directly with fpdf2 (TTF fonts, real text layer)."""
from fpdf import FPDF

from common import R, F, B, cell_text
from fonts import add_fonts, dotted

PAGE_W, PAGE_H = 210.0, 297.0
PT = 0.3528


class Overflow(Exception):
    pass


def rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class PdfRenderer:
    def __init__(self, rep):
        self.rep = rep
        st = rep["style"]
        self.fam = "f_" + st["font"]
        self.famkey = st["font"]
        self.size = st["size"]
        self.accent = rgb(st.get("accent", "#222222"))
        self.light = rgb(st.get("light", "#e8e8e8"))
        self.mx = st.get("mx", 14.0)
        self.my = st.get("my", 11.0)
        self.cw = PAGE_W - 2 * self.mx
        self.bottom = PAGE_H - 8.0 - 6.0
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_creator("labdev-aq tools/build.py (fpdf2)")
        pdf.set_title(rep["lab"]["name"])
        add_fonts(pdf)
        self.pdf = pdf

    # ------------------------------------------------------------ primitives
    def font(self, style="", size=None):
        self.pdf.set_font(self.fam, style, size or self.size)

    @staticmethod
    def lh(size):
        return size * PT * 1.25

    def sw(self, text, style="", size=None):
        self.font(style, size)
        return self.pdf.get_string_width(text)

    def wrap(self, text, w, style="", size=None):
        lines = []
        for para in text.split("\n"):
            words = para.split(" ")
            cur = ""
            for wd in words:
                cand = wd if not cur else cur + " " + wd
                if self.sw(cand, style, size) <= w or not cur:
                    cur = cand
                else:
                    lines.append(cur)
                    cur = wd
            lines.append(cur)
        return lines

    def put(self, x, y, w, text, align="L", style="", size=None, color=(17, 17, 17)):
        self.font(style, size)
        self.pdf.set_text_color(*color)
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, self.lh(size or self.size), text, align=align)

    def check(self, y):
        if y > self.bottom + 0.01:
            raise Overflow("%s: content reaches %.1f mm (limit %.1f)" % (self.rep["id"], y, self.bottom))

    # ---------------------------------------------------------------- blocks
    def table(self, b, x, y, width):
        size = b["size"] or self.size
        lh = self.lh(size)
        px, py = 1.2, 0.7
        ws = [c[1] * width for c in b["cols"]]
        rules = b["rules"]
        pdf = self.pdf
        pdf.set_draw_color(102, 102, 102)
        y += 0.5
        if b["head"]:
            hl = [self.wrap(c[0], ws[j] - 2 * px, "B", size) for j, c in enumerate(b["cols"])]
            h = max(len(l) for l in hl) * lh + 2 * py
            cx = x
            for j, c in enumerate(b["cols"]):
                for k, line in enumerate(hl[j]):
                    self.put(cx + px, y + py + k * lh, ws[j] - 2 * px, line, c[2], "B", size)
                if rules == "grid":
                    pdf.set_line_width(0.25)
                    pdf.rect(cx, y, ws[j], h)
                cx += ws[j]
            if rules != "none":
                pdf.set_draw_color(51, 51, 51)
                pdf.set_line_width(0.3)
                pdf.line(x, y + h, x + width, y + h)
                pdf.set_draw_color(102, 102, 102)
            y += h
        for i, rw in enumerate(b["rows"]):
            if isinstance(rw, dict):
                h = lh + 2 * py
                pdf.set_fill_color(*self.light)
                pdf.rect(x, y, width, h, style="F")
                if rules == "grid":
                    pdf.set_line_width(0.25)
                    pdf.rect(x, y, width, h)
                self.put(x + px, y + py, width - 2 * px, rw["sub"], "L", "B", size)
                y += h
                self.check(y)
                continue
            cells = []
            for j, c in enumerate(rw):
                st = "B" if isinstance(c, (F, B)) or (isinstance(c, R) and c.flag and self.rep["style"].get("bold_flagged")) else ""
                txt = cell_text(c)
                lines = self.wrap(txt, ws[j] - 2 * px, st, size)
                if isinstance(c, R) and len(lines) > 1:
                    raise Overflow("%s: value cell wraps: %r" % (self.rep["id"], txt))
                cells.append((lines, st))
            h = max(len(l) for l, _ in cells) * lh + 2 * py
            if b["zebra"] and i % 2 == 1:
                pdf.set_fill_color(243, 243, 243)
                pdf.rect(x, y, width, h, style="F")
            cx = x
            for j, (lines, st) in enumerate(cells):
                for k, line in enumerate(lines):
                    self.put(cx + px, y + py + k * lh, ws[j] - 2 * px, line, b["cols"][j][2], st, size)
                if rules == "grid":
                    pdf.set_line_width(0.25)
                    pdf.rect(cx, y, ws[j], h)
                cx += ws[j]
            if rules == "h":
                pdf.set_draw_color(153, 153, 153)
                pdf.set_line_width(0.15)
                pdf.line(x, y + h, x + width, y + h)
                pdf.set_draw_color(102, 102, 102)
            y += h
            self.check(y)
        return y + 2.0

    def leaders(self, b, x, y, width):
        size = b["size"] or self.size
        lh = self.lh(size)
        nw, vw = b["name_w"] * width, b["val_w"] * width
        rw = width - nw - vw
        y += 0.5
        for r, ref in b["rows"]:
            name = dotted(r.printed_name, nw - 2.4, self.famkey, size)
            self.put(x + 1.2, y + 0.45, nw - 1.2, name, "L", "", size)
            vx = x + nw + 1.2
            v = r.shown()
            self.put(vx, y + 0.45, vw, v, "L", "B", size)
            if r.unit:
                self.put(vx + self.sw(v + " ", "B", size), y + 0.45, vw, r.unit, "L", "", size)
            if self.sw(v + " " + r.unit, "B", size) > vw - 2.4:
                raise Overflow("%s: leader value too wide: %r" % (self.rep["id"], v))
            lines = self.wrap(ref, rw - 2.4, "", size) if ref else [""]
            for k, line in enumerate(lines):
                self.put(x + nw + vw + 1.2, y + 0.45 + k * lh, rw - 2.4, line, "L", "", size)
            y += len(lines) * lh + 0.9
            self.check(y)
        return y + 2.0

    def section(self, b, x, y, width):
        y += 2.0
        lh = self.lh(self.size)
        st = b["style"]
        if st == "bar":
            self.pdf.set_fill_color(*self.light)
            self.pdf.rect(x, y, width, lh + 1.6, style="F")
            self.put(x + 1.5, y + 0.8, width - 3, b["text"], "L", "B")
            y += lh + 1.6
        elif st == "under":
            self.put(x, y, width, b["text"], "L", "B")
            y += lh + 0.5
            self.pdf.set_draw_color(51, 51, 51)
            self.pdf.set_line_width(0.3)
            self.pdf.line(x, y, x + width, y)
            y += 0.3
        elif st == "center":
            self.put(x, y, width, b["text"], "C", "B")
            y += lh
        else:
            self.put(x, y, width, b["text"], "L", "B")
            y += lh
        self.check(y)
        return y + 1.0

    def exam(self, b, x, y, width):
        sm = self.size - 1
        lh, lhs = self.lh(self.size), self.lh(sm)
        y += 1.5
        self.put(x, y, width, b["title"], "L", "B")
        y += lh
        self.pdf.set_draw_color(119, 119, 119)
        self.pdf.set_line_width(0.2)
        self.pdf.line(x, y, x + width, y)
        y += 0.8
        if b["material"] or b["method"]:
            cx = x
            for lab, val in (("Material:", b["material"]), ("Método:", b["method"])):
                if not val:
                    continue
                need = self.sw(lab + " ", "B", sm) + self.sw(val, "", sm)
                if cx > x and cx + need > x + width:
                    cx = x
                    y += lhs
                self.put(cx, y, width, lab, "L", "B", sm)
                cx += self.sw(lab + " ", "B", sm)
                self.put(cx, y, width, val, "L", "", sm)
                cx += self.sw(val, "", sm) + 6
            y += lhs

        def ref(y):
            y += 0.5
            self.put(x, y, width, "Valores de referência:", "L", "B", sm)
            y += lhs
            for line in self.wrap(b["ref"], width, "", sm):
                self.put(x, y, width, line, "L", "", sm)
                y += lhs
            return y

        if b["ref"] and b["ref_first"]:
            y = ref(y)
        lw = b["label_w"] * width
        for label, r in b["results"]:
            self.put(x, y + 0.5, lw, label or "Resultado:", "L", "", self.size)
            v = r.shown()
            self.put(x + lw, y + 0.5, width - lw, v, "L", "B")
            if r.unit:
                self.put(x + lw + self.sw(v + " ", "B"), y + 0.5, width, r.unit, "L", "")
            y += lh + 1.0
        if b["ref"] and not b["ref_first"]:
            y = ref(y)
        for line in b["extra"]:
            for l2 in self.wrap(line, width, "", sm):
                self.put(x, y + 0.5, width, l2, "L", "", sm)
                y += lhs
        if b["note"]:
            y += 0.8
            for l2 in self.wrap(b["note"], width, "I", sm):
                self.put(x, y, width, l2, "L", "I", sm)
                y += lhs
        self.check(y)
        return y + 2.5

    def note(self, b, x, y, width):
        size = b["size"] or (self.size - 1)
        lh = self.lh(size)
        st = "I" if b["italic"] else ""
        y += 0.8
        pre = b["bold_prefix"]
        text = (pre + " " if pre else "") + b["text"]
        lines = self.wrap(text, width, "B" if pre else st, size)
        for k, line in enumerate(lines):
            if k == 0 and pre and line.startswith(pre):
                self.put(x, y, width, pre, "L", "B", size)
                self.put(x + self.sw(pre + " ", "B", size), y, width, line[len(pre):].lstrip(), "L", st, size)
            else:
                self.put(x, y, width, line, "L", st, size)
            y += lh
        self.check(y)
        return y + 1.5

    def sign(self, b, x, y, width):
        sm = self.size - 1
        lhs = self.lh(sm)
        y += 4
        if b["text"]:
            for line in self.wrap(b["text"], width, "", sm):
                self.put(x, y, width, line, "L", "", sm)
                y += lhs
            y += 6
        n = len(b["items"])
        slot = width / n
        for i, (name, role, reg) in enumerate(b["items"]):
            cx = x + i * slot + (slot - 70) / 2
            self.pdf.set_draw_color(51, 51, 51)
            self.pdf.set_line_width(0.2)
            self.pdf.line(cx, y, cx + 70, y)
            self.put(cx, y + 0.8, 70, name, "C", "B", sm)
            self.put(cx, y + 0.8 + lhs, 70, role, "C", "", sm)
            self.put(cx, y + 0.8 + 2 * lhs, 70, reg, "C", "", sm)
        y += 0.8 + 3 * lhs
        self.check(y)
        return y

    def blocks(self, blocks, x, y, width):
        for b in blocks:
            t = b["t"]
            if t == "table":
                y = self.table(b, x, y, width)
            elif t == "leaders":
                y = self.leaders(b, x, y, width)
            elif t == "section":
                y = self.section(b, x, y, width)
            elif t == "exam":
                y = self.exam(b, x, y, width)
            elif t == "note":
                y = self.note(b, x, y, width)
            elif t == "sign":
                y = self.sign(b, x, y, width)
            elif t == "space":
                y += b["h"]
            elif t == "rule":
                y += 1.5
                self.pdf.set_draw_color(136, 136, 136)
                self.pdf.set_line_width(0.2)
                self.pdf.line(x, y, x + width, y)
                y += 1.5
            elif t == "twocol":
                lw = (width - b["gap"]) * b["split"]
                rw = width - b["gap"] - lw
                y1 = self.blocks(b["left"], x, y, lw)
                y2 = self.blocks(b["right"], x + lw + b["gap"], y, rw)
                y = max(y1, y2)
            else:
                raise ValueError(t)
            self.check(y)
        return y

    # ------------------------------------------------------------ page parts
    def header(self):
        lab = self.rep["lab"]
        kind = self.rep["style"]["header"]
        s = self.size
        big, sm, xs = s + 6, s - 1, s - 1.5
        x, y, w = self.mx, self.my, self.cw
        pdf = self.pdf
        if kind == "center":
            self.put(x, y, w, lab["name"], "C", "B", big, self.accent)
            y += self.lh(big)
            self.put(x, y, w, lab["tag"], "C", "I", sm)
            y += self.lh(sm) + 0.6
            for line in lab["lines"] + lab.get("right", []):
                self.put(x, y, w, line, "C", "", xs, (51, 51, 51))
                y += self.lh(xs)
            y += 1.5
            pdf.set_draw_color(*self.accent)
            pdf.set_line_width(0.5)
            pdf.line(x, y, x + w, y)
            return y + 2.5
        if kind == "band":
            bh = 4 + self.lh(big) + self.lh(sm)
            pdf.set_fill_color(*self.accent)
            pdf.rect(x, y, w, bh, style="F")
            self.put(x + 3, y + 2, w - 6, lab["name"], "L", "B", big, (255, 255, 255))
            self.put(x + 3, y + 2 + self.lh(big), w - 6, lab["tag"], "L", "I", sm, (255, 255, 255))
            y += bh + 1
            yl = yr = y
            for line in lab["lines"]:
                self.put(x, yl, w, line, "L", "", xs, (51, 51, 51))
                yl += self.lh(xs)
            for line in lab.get("right", []):
                self.put(x, yr, w, line, "R", "", xs, (51, 51, 51))
                yr += self.lh(xs)
            return max(yl, yr) + 2.5
        # left
        y0 = y
        self.put(x, y, w, lab["name"], "L", "B", big, self.accent)
        y += self.lh(big)
        self.put(x, y, w, lab["tag"], "L", "I", sm)
        y += self.lh(sm) + 0.6
        for line in lab["lines"]:
            self.put(x, y, w, line, "L", "", xs, (51, 51, 51))
            y += self.lh(xs)
        right = lab.get("right", [])
        yr = y - len(right) * self.lh(xs)
        for line in right:
            self.put(x, yr, w, line, "R", "", xs, (51, 51, 51))
            yr += self.lh(xs)
        y = max(y, y0) + 1.5
        pdf.set_draw_color(*self.accent)
        pdf.set_line_width(0.5)
        pdf.line(x, y, x + w, y)
        return y + 2.5

    def patient(self, page_no, y):
        pt = self.rep["patient"] if page_no == 0 else self.rep.get("patient_p2", self.rep["patient"])
        n = self.rep.get("patient_cols", 3)
        sm = self.size - 1
        lh = self.lh(sm)
        x, w = self.mx, self.cw
        cw = w / n
        y0 = y
        for i in range(0, len(pt), n):
            rowh = 0
            for j, (k, v) in enumerate(pt[i:i + n]):
                lines = self.wrap(k + ": " + v, cw - 2.4, "B", sm)
                cx = x + j * cw + 1.2
                lab = k + ":"
                first = lines[0]
                self.put(cx, y + 0.5, cw, lab, "L", "B", sm)
                self.put(cx + self.sw(lab + " ", "B", sm), y + 0.5, cw, first[len(lab):].lstrip(), "L", "", sm)
                for m, line in enumerate(lines[1:]):
                    self.put(cx, y + 0.5 + (m + 1) * lh, cw, line, "L", "", sm)
                rowh = max(rowh, len(lines) * lh + 1.0)
            y += rowh
        kind = self.rep["style"].get("patient", "box")
        self.pdf.set_draw_color(85, 85, 85)
        self.pdf.set_line_width(0.3)
        if kind == "box":
            self.pdf.rect(x, y0, w, y - y0)
        else:
            self.pdf.line(x, y, x + w, y)
        return y + 2.5

    def footer(self, page_no, npages):
        xs = self.size - 1.5
        y = PAGE_H - 8.0 - self.lh(xs) - 0.8
        self.pdf.set_draw_color(153, 153, 153)
        self.pdf.set_line_width(0.2)
        self.pdf.line(self.mx, y, self.mx + self.cw, y)
        self.put(self.mx, y + 0.8, self.cw, self.rep["footer"], "L", "", xs, (68, 68, 68))
        self.put(self.mx, y + 0.8, self.cw, "Página %d de %d" % (page_no + 1, npages), "R", "", xs, (68, 68, 68))

    def render(self, path):
        pages = self.rep["pages"]
        for i, blocks in enumerate(pages):
            self.pdf.add_page()
            y = self.header()
            y = self.patient(i, y)
            self.blocks(blocks, self.mx, y, self.cw)
            self.footer(i, len(pages))
        self.pdf.output(path)


def render(rep, path):
    PdfRenderer(rep).render(path)
