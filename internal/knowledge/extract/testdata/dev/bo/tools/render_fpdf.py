"""fpdf2 renderer: draws the same pages with TrueType fonts (real text)."""
from fpdf import FPDF
from model import T, Rule, Sp, V, N, U, C, Span, Tbl, Cols, Box, content_width, fmt_page

D = "/usr/share/fonts/truetype/dejavu/"
FONTS = {
    "DejaVu Sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"),
    "DejaVu Sans Condensed": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf",
                              "DejaVuSansCondensed-Oblique.ttf", "DejaVuSansCondensed-BoldOblique.ttf"),
    "DejaVu Serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf"),
    "DejaVu Serif Condensed": ("DejaVuSerifCondensed.ttf", "DejaVuSerifCondensed-Bold.ttf",
                               "DejaVuSerifCondensed-Italic.ttf", "DejaVuSerifCondensed-BoldItalic.ttf"),
    "DejaVu Sans Mono": ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf",
                         "DejaVuSansMono-BoldOblique.ttf"),
}
PT = 25.4 / 72


def rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def runs_of(s, bold=False):
    parts = s.split("**")
    return [(p, (i % 2 == 1) != bold) for i, p in enumerate(parts) if p]


class Painter:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep.style
        pdf = FPDF(orientation="P", unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        for fam, files in FONTS.items():
            for sty, f in zip(("", "B", "I", "BI"), files):
                pdf.add_font(fam, sty, D + f)
        pdf.add_font("fallback", "", D + "DejaVuSans.ttf")
        pdf.set_fallback_fonts(["fallback"], exact_match=False)
        pdf.set_title(rep.lab + " - " + rep.id)
        pdf.set_creator("fpdf2")
        self.pdf = pdf
        self.p = self.n = 0

    # ---------------------------------------------------------- text
    def font(self, size, bold=False, italic=False, family=None):
        self.pdf.set_font(family or self.st.font, ("B" if bold else "") + ("I" if italic else ""), size)

    def lh(self, size):
        return size * PT * self.st.line

    def wrap(self, runs, width, size, italic):
        """runs: [(text, bold)] -> lines: [[(text, bold)]]"""
        lines, cur, curw = [], [], 0.0
        tokens = []
        for text, b in runs:
            pieces = text.split("\n")
            for k, piece in enumerate(pieces):
                if k > 0:
                    tokens.append(("\n", b))
                buf = ""
                for ch in piece:
                    if ch == " ":
                        if buf:
                            tokens.append((buf, b))
                            buf = ""
                        tokens.append((" ", b))
                    else:
                        buf += ch
                if buf:
                    tokens.append((buf, b))
        for tok, b in tokens:
            if tok == "\n":
                lines.append(cur)
                cur, curw = [], 0.0
                continue
            self.font(size, b, italic)
            w = self.pdf.get_string_width(tok)
            if tok == " ":
                if cur:
                    cur.append((tok, b)); curw += w
                continue
            if cur and curw + w > width + 0.01:
                while cur and cur[-1][0] == " ":
                    self.font(size, cur[-1][1], italic)
                    curw -= self.pdf.get_string_width(" ")
                    cur.pop()
                lines.append(cur)
                cur, curw = [], 0.0
            cur.append((tok, b)); curw += w
        lines.append(cur)
        # merge adjacent runs of same weight
        out = []
        for ln in lines:
            while ln and ln[-1][0] == " ":
                ln.pop()
            m = []
            for t, b in ln:
                if m and m[-1][1] == b:
                    m[-1] = (m[-1][0] + t, b)
                else:
                    m.append((t, b))
            out.append(m)
        return out

    def draw_lines(self, lines, x, y, w, size, align, italic, color, draw):
        lh = self.lh(size)
        if draw:
            self.pdf.set_text_color(*rgb(color or self.st.color))
            for i, ln in enumerate(lines):
                tw = 0
                for t, b in ln:
                    self.font(size, b, italic); tw += self.pdf.get_string_width(t)
                xx = x if align == "L" else (x + w - tw if align == "R" else x + (w - tw) / 2)
                for t, b in ln:
                    self.font(size, b, italic)
                    sw = self.pdf.get_string_width(t)
                    self.pdf.set_xy(xx, y + i * lh)
                    self.pdf.cell(sw, lh, t, border=0)
                    xx += sw
        return len(lines) * lh

    def line_w(self, ln, size, italic):
        tw = 0
        for t, b in ln:
            self.font(size, b, italic); tw += self.pdf.get_string_width(t)
        return tw

    # ---------------------------------------------------------- elements
    def el(self, e, x, y, w, draw=True):
        st, pdf = self.st, self.pdf
        if isinstance(e, T):
            size = e.size or st.size
            text = fmt_page(e.text, self.p, self.n)
            lines = self.wrap(runs_of(text, e.bold), w - 2 * e.pad, size, e.italic)
            h = len(lines) * self.lh(size) + 2 * e.pad
            if draw:
                if e.fill:
                    pdf.set_fill_color(*rgb(e.fill)); pdf.rect(x, y, w, h, style="F")
                if e.rule_above:
                    pdf.set_draw_color(*rgb(e.color or st.color)); pdf.set_line_width(e.rule_above)
                    pdf.line(x, y, x + w, y)
                if e.rule_below:
                    pdf.set_draw_color(*rgb(e.color or st.color)); pdf.set_line_width(e.rule_below)
                    pdf.line(x, y + h + e.rule_below / 2, x + w, y + h + e.rule_below / 2)
                self.draw_lines(lines, x + e.pad, y + e.pad, w - 2 * e.pad, size, e.align, e.italic, e.color, True)
            return h + e.rule_below + e.rule_above + e.space_after
        if isinstance(e, Rule):
            if draw:
                pdf.set_draw_color(*rgb(e.color)); pdf.set_line_width(e.width)
                pdf.line(x, y + e.space + e.width / 2, x + w, y + e.space + e.width / 2)
            return 2 * e.space + e.width
        if isinstance(e, Sp):
            return e.h
        if isinstance(e, Cols):
            hmax = 0
            xx = x
            for i, (cw, sub) in enumerate(e.cols):
                yy = y
                for s in sub:
                    yy += self.el(s, xx, yy, cw, draw)
                hmax = max(hmax, yy - y)
                xx += cw + e.gap
            if draw and e.divider:
                pdf.set_draw_color(0x88, 0x88, 0x88); pdf.set_line_width(0.2)
                xx = x
                for i, (cw, sub) in enumerate(e.cols[:-1]):
                    xx += cw + e.gap / 2
                    pdf.line(xx, y, xx, y + hmax)
                    xx += e.gap / 2
            return hmax
        if isinstance(e, Box):
            inner = w - 2 * e.pad - 2 * e.border
            hh = sum(self.el(s, 0, 0, inner, False) for s in e.elems)
            h = hh + 2 * e.pad + 2 * e.border
            if draw:
                if e.fill:
                    pdf.set_fill_color(*rgb(e.fill)); pdf.rect(x, y, w, h, style="F")
                yy = y + e.border + e.pad
                for s in e.elems:
                    yy += self.el(s, x + e.border + e.pad, yy, inner, True)
                pdf.set_draw_color(*rgb(e.color)); pdf.set_line_width(e.border)
                pdf.rect(x + e.border / 2, y + e.border / 2, w - e.border, h - e.border)
            return h + e.space_after
        if isinstance(e, Tbl):
            return self.table(e, x, y, draw)
        raise TypeError(e)

    def cell_spec(self, c):
        """-> (runs, italic, align_override, color, nowrap, lead)"""
        if isinstance(c, V):
            s = c.r.value_text + ((c.flag_sep + c.r.flag) if (c.r.flag and c.show_flag) else "")
            return [(s, False)], False, "", "", True, False
        if isinstance(c, N):
            return runs_of(c.r.name), False, "", "", False, False
        if isinstance(c, U):
            return [(c.r.unit, False)] if c.r.unit else [], False, "", "", False, False
        if isinstance(c, C):
            return runs_of(fmt_page(c.text, self.p, self.n), c.bold), c.italic, c.align, c.color, False, c.lead
        return runs_of(fmt_page(str(c), self.p, self.n)), False, "", "", False, False

    def table(self, t, x, y, draw):
        st, pdf = self.st, self.pdf
        size = t.size or st.size
        lh = self.lh(size)
        ph = 1.0
        widths = [c[1] for c in t.cols]
        tw = sum(widths)
        rows = []
        if t.header:
            rows.append(("H", [(runs_of(fmt_page(c[0], self.p, self.n), t.head_bold), False, "", t.head_color, False, False)
                               for c in t.cols]))
        for r in t.rows:
            if isinstance(r, Span):
                rows.append(("S", r))
            else:
                rows.append(("R", [self.cell_spec(c) for c in r]))
        nrows = len(t.rows)
        yy = y
        thin, thick = 0.15, 0.3
        pdf.set_draw_color(*rgb(t.rule_color))
        ri = -1
        for kind, cells in rows:
            if kind == "S":
                ri += 1
                sp = cells
                lines = self.wrap(runs_of(fmt_page(sp.text, self.p, self.n), sp.bold), tw - 2 * ph, size, sp.italic)
                h = len(lines) * lh + 2 * t.pad_v
                fill = sp.fill or (t.zebra if (t.zebra and ri % 2 == 1) else "")
                if draw:
                    if fill:
                        pdf.set_fill_color(*rgb(fill)); pdf.rect(x, yy, tw, h, style="F")
                    self.draw_lines(lines, x + ph, yy + t.pad_v, tw - 2 * ph, size, sp.align, sp.italic, sp.color, True)
                    self.borders(t, x, yy, [tw], h, False, ri, nrows, thin, thick)
                yy += h
                continue
            is_head = kind == "H"
            if not is_head:
                ri += 1
            laid = []
            h = 0
            for ci, (runs, italic, al, color, nowrap, lead) in enumerate(cells):
                cw = widths[ci] - 2 * ph
                if nowrap:
                    lines = [runs]
                else:
                    lines = self.wrap(runs, cw, size, italic)
                laid.append((lines, italic, al or t.cols[ci][2], color, lead or (ci == t.lead_col and not is_head)))
                h = max(h, len(lines) * lh + 2 * t.pad_v)
            if draw:
                fill = t.head_fill if is_head else (t.zebra if (t.zebra and ri % 2 == 1) else "")
                if fill:
                    pdf.set_fill_color(*rgb(fill)); pdf.rect(x, yy, tw, h, style="F")
                xx = x
                for ci, (lines, italic, al, color, lead) in enumerate(laid):
                    cw = widths[ci] - 2 * ph
                    self.draw_lines(lines, xx + ph, yy + t.pad_v, cw, size, al, italic, color, True)
                    if lead and lines and lines[-1]:
                        lw = self.line_w(lines[-1], size, italic)
                        x0 = xx + ph + lw + 1.0
                        x1 = xx + widths[ci] - 0.5
                        if x1 - x0 > 1.5:
                            ly = yy + t.pad_v + (len(lines) - 1) * lh + lh * 0.78
                            pdf.set_draw_color(0x66, 0x66, 0x66); pdf.set_line_width(0.25)
                            pdf.set_dash_pattern(dash=0.25, gap=0.55)
                            pdf.line(x0, ly, x1, ly)
                            pdf.set_dash_pattern()
                            pdf.set_draw_color(*rgb(t.rule_color))
                    xx += widths[ci]
                self.borders(t, x, yy, widths, h, is_head, ri, nrows, thin, thick)
            yy += h
        return yy - y + t.space_after

    def borders(self, t, x, y, widths, h, is_head, ri, nrows, thin, thick):
        pdf = self.pdf
        pdf.set_draw_color(*rgb(t.rule_color))
        tw = sum(widths)

        def hl(yv, lw):
            pdf.set_line_width(lw); pdf.line(x, yv, x + tw, yv)

        def vl(xv, lw):
            pdf.set_line_width(lw); pdf.line(xv, y, xv, y + h)
        if t.ruled == "grid":
            hl(y, thin); hl(y + h, thin)
            xx = x
            vl(xx, thin)
            for w in widths:
                xx += w; vl(xx, thin)
        elif t.ruled == "h":
            if is_head:
                hl(y, thick); hl(y + h, thin)
            else:
                hl(y + h, thick if ri == nrows - 1 else thin)
        elif t.ruled == "box":
            vl(x, thin); vl(x + tw, thin)
            if is_head:
                hl(y, thin); hl(y + h, thin)
            else:
                if ri == 0 and not t.header:
                    hl(y, thin)
                if ri == nrows - 1:
                    hl(y + h, thin)
        elif t.ruled == "none":
            if is_head:
                hl(y + h, thin)

    # ---------------------------------------------------------- pages
    def render(self, path):
        rep = self.rep
        t, r, b, l = self.st.margin
        cw = content_width(rep)
        self.n = len(rep.pages)
        for i, body in enumerate(rep.pages):
            self.p = i + 1
            self.pdf.add_page()
            y = t
            for e in rep.header + body:
                y += self.el(e, l, y, cw)
            if y > rep.footer_top + 0.01:
                raise RuntimeError("%s page %d overflows footer (%.1f > %.1f)" % (rep.id, i + 1, y, rep.footer_top))
            yf = rep.footer_top
            for e in rep.footer:
                yf += self.el(e, l, yf, cw)
            if yf > 297:
                raise RuntimeError("%s page %d footer off page" % (rep.id, i + 1))
        self.pdf.output(path)


def render(rep, path):
    Painter(rep).render(path)
