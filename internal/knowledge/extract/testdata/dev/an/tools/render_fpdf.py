"""Draw a report model with fpdf2 (an independent typesetting of the same model)."""
import re
from model import P, G, C, Row, Cols, Box, HR, Sp, S, Tok, BR, as_run
from layout import new_pdf, leader_dots, cell_borders, cell_lines, line_width, PT


class Overflow(Exception):
    pass


class FpdfRenderer:
    def __init__(self, rep):
        self.rep = rep
        th = rep.theme
        self.font, self.size, self.lh = th["font"], th["size"], th["lh"]
        self.ml, self.mt, self.mr, self.mb = th["margins"]
        self.color = th.get("color", "#000000")
        self.pdf = new_pdf()
        self.pdf.set_title(f"{rep.lab} - laudo")
        self.pdf.set_creator("labdev-an tools/render_fpdf.py")
        self.dry = False
        self.y = 0.0
        self.warnings = []

    # ------------------------------------------------------------ style helpers
    def _style(self, st, base):
        """Merge a run style over a base context dict -> (font, style, size, color, underline)."""
        font = st.font or base.get("font") or self.font
        b = st.b or base.get("b", False)
        i = st.i or base.get("i", False)
        size = st.size or base.get("size") or self.size
        color = st.color or base.get("color") or self.color
        return font, ("B" if b else "") + ("I" if i else ""), size, color, st.u

    def _set(self, font, style, size, color):
        self.pdf.set_font(font, style, size)
        c = color.lstrip("#")
        self.pdf.set_text_color(int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16))

    def _w(self, text, base, st):
        font, style, size, color, _ = self._style(st, base)
        self.pdf.set_font(font, style, size)
        return self.pdf.get_string_width(text)

    # ------------------------------------------------------------ lines
    def _pieces(self, runs):
        """Split runs into wrap pieces: (text, style, atomic) and BR markers."""
        out = []
        for r in runs:
            if r is BR:
                out.append(BR)
                continue
            text, st = as_run(r)
            if isinstance(r, Tok):
                out.append((text, st))
                continue
            for m in re.finditer(r"\S+\s*|\s+", text):
                out.append((m.group(0), st))
        return out

    def _wrap(self, runs, width, base):
        lines, cur, curw = [], [], 0.0
        for pc in self._pieces(runs):
            if pc is BR:
                lines.append(cur)
                cur, curw = [], 0.0
                continue
            text, st = pc
            w = self._w(text, base, st)
            wt = self._w(text.rstrip(), base, st)
            if cur and curw + wt > width + 0.01:
                lines.append(cur)
                cur, curw = [], 0.0
                if not text.strip():
                    continue
            cur.append((text, st))
            curw += w
        lines.append(cur)
        return lines

    def _line_width(self, line, base):
        if not line:
            return 0.0
        total = sum(self._w(t, base, st) for t, st in line[:-1])
        t, st = line[-1]
        return total + self._w(t.rstrip(), base, st)

    def _draw_line(self, line, x, w, y, lh, align, base):
        lw = self._line_width(line, base)
        if align == "center":
            cx = x + (w - lw) / 2
        elif align == "right":
            cx = x + w - lw
        else:
            cx = x
        if lw > w + 0.3:
            self.warnings.append(f"text wider than its box ({lw:.1f} > {w:.1f} mm): "
                                 + "".join(t for t, _ in line)[:60])
        for text, st in line:
            font, style, size, color, u = self._style(st, base)
            self._set(font, style, size, color)
            tw = self.pdf.get_string_width(text)
            if not self.dry and text.strip():
                base_y = y + lh / 2 + size * PT * 0.34
                self.pdf.text(cx, base_y, text)
                if u:
                    self.pdf.set_line_width(0.15)
                    self.pdf.line(cx, base_y + 0.5, cx + self.pdf.get_string_width(text.rstrip()), base_y + 0.5)
            cx += tw
        return lw

    # ------------------------------------------------------------ primitives
    def _hline(self, x0, x1, y, width=0.2, dash=False, color="#000000"):
        if self.dry:
            return
        c = color.lstrip("#")
        self.pdf.set_draw_color(int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16))
        self.pdf.set_line_width(width)
        if dash:
            self.pdf.set_dash_pattern(dash=0.8, gap=0.6)
        self.pdf.line(x0, y, x1, y)
        if dash:
            self.pdf.set_dash_pattern()

    def _vline(self, x, y0, y1, width=0.2, dash=False):
        if self.dry:
            return
        self.pdf.set_draw_color(0, 0, 0)
        self.pdf.set_line_width(width)
        if dash:
            self.pdf.set_dash_pattern(dash=0.8, gap=0.6)
        self.pdf.line(x, y0, x, y1)
        if dash:
            self.pdf.set_dash_pattern()

    def _fill(self, x, y, w, h, color):
        if self.dry or not color:
            return
        c = color.lstrip("#")
        self.pdf.set_fill_color(int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16))
        self.pdf.rect(x, y, w, h, style="F")

    # ------------------------------------------------------------ elements
    def render(self, el, x, w):
        if isinstance(el, P):
            self._p(el, x, w)
        elif isinstance(el, G):
            self._g(el, x, w)
        elif isinstance(el, Cols):
            self._cols(el, x, w)
        elif isinstance(el, Box):
            self._box(el, x, w)
        elif isinstance(el, HR):
            self.y += el.before
            ln = el.length or w
            if el.style == "double":
                self._hline(x, x + ln, self.y, el.width, color=el.color)
                self._hline(x, x + ln, self.y + el.width * 2.5, el.width, color=el.color)
                self.y += el.width * 2.5
            else:
                self._hline(x, x + ln, self.y, el.width, dash=el.style == "dashed", color=el.color)
            self.y += el.width + el.after
        elif isinstance(el, Sp):
            self.y += el.mm
        else:
            raise TypeError(el)

    def _lh(self, size, lh):
        if lh:
            return lh
        return self.lh * (size / self.size) if size else self.lh

    def _p(self, el, x, w):
        base = {"size": el.size, "b": el.b, "i": el.i, "color": el.color, "font": el.font}
        lh = self._lh(el.size, el.lh)
        self.y += el.before
        for line in self._wrap(el.runs, w - el.indent, base):
            self._draw_line(line, x + el.indent, w - el.indent, self.y, lh, el.align, base)
            self.y += lh
        self.y += el.after

    def _cell_lines(self, runs):
        return cell_lines(runs)

    def _g(self, g, x, w):
        self.y += g.before
        lh0 = self._lh(g.size, g.lh)
        xs = [x]
        for cw in g.widths:
            xs.append(xs[-1] + cw)
        for ri, row in enumerate(g.rows):
            cells, ci = [], 0
            for c in row.cells:
                c = c if isinstance(c, C) else C(c)
                cells.append((ci, ci + c.span, c))
                ci += c.span
            heights = []
            prepared = []
            for c0, c1, c in cells:
                base = {"size": c.size or row.size or g.size, "b": c.b or row.b, "i": c.i or row.i,
                        "color": c.color or row.color}
                lines = self._cell_lines(c.runs)
                lh = self._lh(base["size"], g.lh)
                prepared.append((c0, c1, c, base, lines, lh))
                heights.append(len(lines) * lh + 2 * g.pady)
            h = max(heights) if heights else lh0 + 2 * g.pady
            y0 = self.y
            if row.fill:
                self._fill(xs[0], y0, xs[-1] - xs[0], h, row.fill)
            for c0, c1, c, base, lines, lh in prepared:
                cx0, cx1 = xs[c0], xs[c1]
                if c.fill:
                    self._fill(cx0, y0, cx1 - cx0, h, c.fill)
                align = c.align or g.align[c0]
                inner = cx1 - cx0 - 2 * g.padx
                for k, line in enumerate(lines):
                    ly = y0 + g.pady + k * lh
                    if c.leader and k == len(lines) - 1:
                        font, style, size, color, _ = self._style(S(""), base)
                        used = line_width(line, font, size, "B" in style, "I" in style)
                        dots = leader_dots(used, inner, font, size, "B" in style, "I" in style)
                        line = line + [(dots, S(dots))]
                    self._draw_line(line, cx0 + g.padx, inner, ly, lh, align, base)
                t, b_, l, r = cell_borders(g, ri, c0, c1)
                if t:
                    self._hline(cx0, cx1, y0, g.line, g.dash)
                if b_:
                    self._hline(cx0, cx1, y0 + h, g.line, g.dash)
                if l:
                    self._vline(cx0, y0, y0 + h, g.line, g.dash)
                if r:
                    self._vline(cx1, y0, y0 + h, g.line, g.dash)
            self.y = y0 + h
        self.y += g.after

    def _cols(self, el, x, w):
        self.y += el.before
        y0 = self.y
        ymax = y0
        cx = x
        for k, (cw, col) in enumerate(zip(el.widths, el.columns)):
            self.y = y0
            for e in col:
                self.render(e, cx, cw)
            ymax = max(ymax, self.y)
            cx += cw + el.gap
        if el.divider:
            cx = x
            for cw in el.widths[:-1]:
                cx += cw + el.gap / 2
                self._vline(cx, y0, ymax, 0.2)
                cx += el.gap / 2
        self.y = ymax + el.after

    def _box(self, el, x, w):
        self.y += el.before
        y0 = self.y
        if el.fill:
            dry, ysave = self.dry, self.y
            self.dry = True
            self.y += el.pad
            for e in el.elements:
                self.render(e, x + el.pad, w - 2 * el.pad)
            hh = self.y + el.pad - y0
            self.dry, self.y = dry, ysave
            self._fill(x, y0, w, hh, el.fill)
        self.y += el.pad
        for e in el.elements:
            self.render(e, x + el.pad, w - 2 * el.pad)
        self.y += el.pad
        if not self.dry and el.border:
            self.pdf.set_draw_color(0, 0, 0)
            self.pdf.set_line_width(el.border)
            if el.radius:
                self.pdf.rect(x, y0, w, self.y - y0, round_corners=True, corner_radius=el.radius)
            else:
                self.pdf.rect(x, y0, w, self.y - y0)
        self.y += el.after

    # ------------------------------------------------------------ pages
    def build(self, path):
        W = 210 - self.ml - self.mr
        for pno, page in enumerate(self.rep.pages, 1):
            self.pdf.add_page()
            # footer height (dry run)
            self.dry, self.y = True, 0.0
            for e in page.footer:
                self.render(e, self.ml, W)
            fh = self.y
            self.dry = False
            ftop = 297 - self.mb - fh
            self.y = self.mt
            for e in page.elements:
                self.render(e, self.ml, W)
            if self.y > ftop - 0.5:
                raise Overflow(f"{self.rep.id} page {pno}: content ends at {self.y:.1f} mm, footer at {ftop:.1f}")
            self.y = ftop
            for e in page.footer:
                self.render(e, self.ml, W)
        self.pdf.output(path)
        return self.warnings
