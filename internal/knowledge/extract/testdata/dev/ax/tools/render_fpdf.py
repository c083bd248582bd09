"""fpdf2 renderer: draws the same model with absolute positioning."""
from fpdf import FPDF
from model import H, P, Sp, HR, T, Cols, Box

FD = "/usr/share/fonts/truetype/"
FONTS = {
    "sans": ("liberation2/LiberationSans-", {"": "Regular", "B": "Bold", "I": "Italic", "BI": "BoldItalic"}),
    "serif": ("liberation2/LiberationSerif-", {"": "Regular", "B": "Bold", "I": "Italic", "BI": "BoldItalic"}),
    "mono": ("liberation2/LiberationMono-", {"": "Regular", "B": "Bold", "I": "Italic", "BI": "BoldItalic"}),
    "carlito": ("crosextra/Carlito-", {"": "Regular", "B": "Bold", "I": "Italic", "BI": "BoldItalic"}),
    "dejavu": ("dejavu/DejaVuSans", {"": "", "B": "-Bold", "I": "-Oblique", "BI": "-BoldOblique"}),
    "dejavuserif": ("dejavu/DejaVuSerif", {"": "", "B": "-Bold", "I": "-Italic", "BI": "-BoldItalic"}),
    "condensed": ("dejavu/DejaVuSansCondensed", {"": "", "B": "-Bold", "I": "-Oblique", "BI": "-BoldOblique"}),
}
PT = 0.3528  # mm per pt
LH = 1.25
ML, MR, MT, MB = 13.0, 13.0, 12.0, 10.0
PW, PH = 210.0, 297.0


def hexrgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Drawer:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep.style
        self.fam = self.st["font"]
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(ML, MT, MR)
        for fam, (prefix, styles) in FONTS.items():
            for s, suf in styles.items():
                pdf.add_font(fam, s, FD + prefix + suf + ".ttf")
        pdf.set_fallback_fonts(["dejavu"], exact_match=False)
        pdf.set_title(f"{rep.lab['name']} - {rep.id}")
        pdf.set_creator("labdev-ax tools/render_fpdf.py")
        self.pdf = pdf
        self.overflow = []

    def font(self, size, bold=False, italic=False):
        self.pdf.set_font(self.fam, ("B" if bold else "") + ("I" if italic else ""), size)

    def lh(self, size):
        return size * PT * LH

    def text(self, x, y, w, size, t, align="left", bold=False, italic=False, color=None):
        self.font(size, bold, italic)
        self.pdf.set_text_color(*hexrgb(color or "#111111"))
        sw = self.pdf.get_string_width(t)
        if sw > w + 0.5 and t.strip():
            self.overflow.append((self.rep.id, t, round(sw, 1), round(w, 1)))
        if align == "right":
            tx = x + w - sw
        elif align == "center":
            tx = x + (w - sw) / 2
        else:
            tx = x
        # baseline approx at 0.8 of the line box
        h = self.lh(size)
        self.pdf.text(tx, y + h * 0.5 + size * PT * 0.35, t)
        return sw

    # ------------------------------------------------------------------
    def item(self, it, x, w, y):
        st, pdf = self.st, self.pdf
        base, acc = st["base"], st["accent"]
        if isinstance(it, H):
            if it.band:
                size = base + 6
                h = self.lh(size) + 3.0
                pdf.set_fill_color(*hexrgb(acc))
                pdf.rect(x, y, w, h, style="F")
                self.text(x + 2, y + 1.5, w - 4, size, it.text, bold=True, color="#ffffff")
                return y + h
            size = {0: base + 6, 1: base + 1.5, 2: base + 0.5}[it.level]
            y += 1.2
            color = acc if it.level <= 1 else "#222222"
            for line in it.text.split("\n"):
                self.text(x, y, w, size, line, align=it.align, bold=True, color=color)
                y += self.lh(size)
            if it.rule:
                pdf.set_draw_color(*hexrgb(acc))
                pdf.set_line_width(0.28)
                pdf.line(x, y, x + w, y)
            return y + 0.6
        if isinstance(it, P):
            size = it.size or base
            for line in it.text.split("\n"):
                self.text(x, y, w, size, line, align=it.align, bold=it.bold,
                          italic=it.italic, color=it.color)
                y += self.lh(size)
            return y
        if isinstance(it, Sp):
            return y + it.mm
        if isinstance(it, HR):
            y += 0.6
            pdf.set_draw_color(*hexrgb(it.color))
            pdf.set_line_width(it.width)
            pdf.line(x, y + it.width / 2, x + w, y + it.width / 2)
            return y + it.width + 0.6
        if isinstance(it, T):
            return self.table(it, x, w, y)
        if isinstance(it, Cols):
            n = len(it.columns)
            cw = (w - it.gap * (n - 1)) / n
            ys = []
            for i, col in enumerate(it.columns):
                cx = x + i * (cw + it.gap)
                yy = y
                inner_x, inner_w = cx, cw
                if it.divider and i > 0:
                    inner_x, inner_w = cx + 3.0, cw - 3.0
                for sub in col:
                    yy = self.item(sub, inner_x, inner_w, yy)
                ys.append(yy)
            if it.divider:
                pdf.set_draw_color(153, 153, 153)
                pdf.set_line_width(0.3)
                for i in range(1, n):
                    lx = x + i * (cw + it.gap)
                    pdf.line(lx, y, lx, max(ys))
            return max(ys)
        if isinstance(it, Box):
            y0 = y + 0.5
            yy = y0 + it.pad
            # draw contents first to learn height, then border (fill drawn underneath
            # is not needed for these reports)
            for sub in it.items:
                yy = self.item(sub, x + it.pad, w - 2 * it.pad, yy)
            yy += it.pad
            if it.fill:
                pass
            pdf.set_draw_color(*hexrgb(it.border))
            pdf.set_line_width(0.3)
            pdf.rect(x, y0, w, yy - y0)
            return yy + 0.5
        raise TypeError(it)

    def table(self, t, x, w, y):
        pdf = self.pdf
        size = t.size or self.st["base"]
        lh = self.lh(size)
        pad = t.pad * 0.3
        xs = [x]
        for f in t.widths:
            xs.append(xs[-1] + f * w)
        hpad = 1.0
        y0 = y
        pdf.set_draw_color(85, 85, 85)

        def row_height(texts):
            return max(len(s.split("\n")) for s in texts) * lh + 2 * pad

        if t.header:
            h = row_height(t.header)
            if t.header_fill:
                pdf.set_fill_color(*hexrgb(t.header_fill))
                pdf.rect(x, y, w, h, style="F")
            for i, s in enumerate(t.header):
                yy = y + pad
                for line in s.split("\n"):
                    self.text(xs[i] + hpad, yy, xs[i + 1] - xs[i] - 2 * hpad, size, line,
                              align=t.aligns[i], bold=True)
                    yy += lh
            if t.rules == "grid":
                self.grid_row(xs, y, h, [1] * len(t.widths))
            elif t.rules in ("hlines",):
                pdf.set_line_width(0.35)
                pdf.set_draw_color(51, 51, 51)
                pdf.line(x, y + h, x + w, y + h)
            elif t.rules == "boxed":
                pdf.set_line_width(0.3)
                pdf.set_draw_color(85, 85, 85)
                pdf.line(x, y + h, x + w, y + h)
            y += h
        k = 0
        for row in t.rows:
            if isinstance(row, str):
                h = lh + 2 * pad
                self.text(x + hpad, y + pad, w - 2 * hpad, size, row[4:], bold=True, italic=True)
                if t.rules == "grid":
                    self.grid_row([x, x + w], y, h, [1])
                elif t.rules == "hlines":
                    pdf.set_line_width(0.15)
                    pdf.set_draw_color(170, 170, 170)
                    pdf.line(x, y + h, x + w, y + h)
                y += h
                k = 0
                continue
            h = max(len(c.text.split("\n")) * self.lh(c.size or size) for c in row) + 2 * pad
            if t.zebra and k % 2 == 1:
                pdf.set_fill_color(*hexrgb(t.zebra))
                pdf.rect(x, y, w, h, style="F")
            k += 1
            col = 0
            spans = []
            for c in row:
                cx0, cx1 = xs[col], xs[col + c.span]
                cs = c.size or size
                clh = self.lh(cs)
                yy = y + pad
                lines = c.text.split("\n")
                for li, line in enumerate(lines):
                    sw = self.text(cx0 + hpad, yy, cx1 - cx0 - 2 * hpad, cs, line,
                                   align=c.align or t.aligns[col], bold=c.bold,
                                   italic=c.italic, color=c.color)
                    if t.leaders and col == 0 and li == len(lines) - 1:
                        self.leaders(cx0 + hpad + sw, cx1 - hpad, yy, cs)
                    yy += clh
                spans.append(c.span)
                col += c.span
            if t.rules == "grid":
                self.grid_row(xs, y, h, spans)
            elif t.rules == "hlines":
                pdf.set_line_width(0.15)
                pdf.set_draw_color(170, 170, 170)
                pdf.line(x, y + h, x + w, y + h)
            y += h
        if t.rules == "boxed":
            pdf.set_line_width(0.3)
            pdf.set_draw_color(85, 85, 85)
            pdf.rect(x, y0, w, y - y0)
        return y

    def leaders(self, x0, x1, y, size):
        self.font(size)
        dw = self.pdf.get_string_width(".")
        n = int((x1 - x0 - self.pdf.get_string_width(" ")) / dw)
        if n > 0:
            self.pdf.set_text_color(17, 17, 17)
            self.pdf.text(x0 + self.pdf.get_string_width(" "),
                          y + self.lh(size) * 0.5 + size * PT * 0.35, "." * n)

    def grid_row(self, xs, y, h, spans):
        pdf = self.pdf
        pdf.set_line_width(0.25)
        pdf.set_draw_color(85, 85, 85)
        i = 0
        for s in spans:
            pdf.rect(xs[i], y, xs[i + s] - xs[i], h)
            i += s

    def draw(self, path):
        for pno in range(len(self.rep.pages)):
            self.pdf.add_page()
            y = MT
            for it in self.rep.page_items(pno):
                y = self.item(it, ML, PW - ML - MR, y)
            if y > PH - MB:
                raise RuntimeError(f"{self.rep.id}: page {pno + 1} overflows ({y:.1f} mm)")
            self.max_y = max(getattr(self, "max_y", 0), y)
        self.pdf.output(path)
        return self.overflow


def render(rep, path):
    d = Drawer(rep)
    return d.draw(path)
