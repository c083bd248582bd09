"""Draw a model.Report with fpdf2 (TTF fonts, so µ ³ ² ↑ ↓ ≥ ≤ – print)."""
from __future__ import annotations

import datetime

from fpdf import FPDF

from model import FONTS, Bar, Box, Cell, Cols, Grid, HRule, Logo, QR, Report, Row, Seg, Space
from render_html import qr_matrix

PT = 0.352778
ASC, DESC = 0.928, 0.236   # DejaVu-like vertical metrics used to place the baseline


def hex2rgb(h: str):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Overflow(Exception):
    pass


class Renderer:
    def __init__(self, rep: Report):
        self.rep = rep
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        pdf.c_margin = 0
        used = {rep.font, "dejavu"}
        for p in rep.pages:
            for b in p.blocks + p.footer:
                self._fonts_in(b, used)
        for key in sorted(used):
            fam, files = FONTS[key]
            for style, path in files.items():
                pdf.add_font(key, style, path)
        pdf.set_fallback_fonts(["dejavu"])
        pdf.set_title(f"{rep.lab} - laudo {rep.id}")
        pdf.set_creator("labdev-ao tools/render_fpdf.py")
        pdf.set_creation_date(datetime.datetime(2025, 12, 15, 12, 0, tzinfo=datetime.timezone.utc))
        self.pdf = pdf

    def _fonts_in(self, b, used):
        if isinstance(b, Grid) and b.font:
            used.add(b.font)
        elif isinstance(b, Box):
            for c in b.children:
                self._fonts_in(c, used)
        elif isinstance(b, Cols):
            for col in b.columns:
                for c in col:
                    self._fonts_in(c, used)

    # ------------------------------------------------------------------ text layout
    def _set(self, font, bold, italic, size, color):
        style = ("B" if bold else "") + ("I" if italic else "")
        self.pdf.set_font(font, style, size)
        self.pdf.set_text_color(*hex2rgb(color))

    def layout(self, segs, width, font, bold, italic, size, color, lh):
        """Greedy word wrap of styled segments. Returns list of lines; a line is
        (runs, width, height) with runs = [(text, style tuple, x_offset, w)]."""
        tokens = []   # (text, style, is_space, hard_break)
        for s in segs:
            st = (font, s.bold if s.bold is not None else bold, s.italic if s.italic is not None else italic,
                  s.size or size, s.color or color)
            parts = s.text.split("\n")
            for pi, part in enumerate(parts):
                if pi > 0:
                    tokens.append(("", st, False, True))
                if s.res is not None or s.nowrap:
                    if part:
                        tokens.append((part, st, False, False))
                    continue
                buf = ""
                for ch in part:
                    if ch == " ":
                        if buf:
                            tokens.append((buf, st, False, False))
                            buf = ""
                        tokens.append((" ", st, True, False))
                    else:
                        buf += ch
                if buf:
                    tokens.append((buf, st, False, False))
        lines = []
        cur = []   # list of [text, st, w]
        curw = 0.0
        maxsize = size

        def flush():
            nonlocal cur, curw, maxsize
            while cur and cur[-1][0] == " ":
                curw -= cur[-1][2]
                cur.pop()
            runs = []
            x = 0.0
            for t, st, w in cur:
                if runs and runs[-1][1] == st:
                    runs[-1] = (runs[-1][0] + t, st, runs[-1][2], runs[-1][3] + w)
                else:
                    runs.append((t, st, x, w))
                x += w
            lines.append((runs, curw, maxsize * PT * lh))
            cur, curw, maxsize = [], 0.0, size

        for text, st, is_space, hard in tokens:
            if hard:
                flush()
                continue
            self._set(st[0], st[1], st[2], st[3], st[4])
            w = self.pdf.get_string_width(text)
            if is_space and not cur:
                continue
            if not is_space and cur and curw + w > width + 0.01:
                flush()
            cur.append([text, st, w])
            curw += w
            maxsize = max(maxsize, st[3])
        if cur or not lines:
            flush()
        return lines

    # ------------------------------------------------------------------ blocks
    def blocks(self, blocks, x, y, w, draw):
        for b in blocks:
            y += self.block(b, x, y, w, draw)
        return y

    def block(self, b, x, y, w, draw) -> float:
        pdf = self.pdf
        if isinstance(b, Space):
            return b.h
        if isinstance(b, HRule):
            if draw:
                pdf.set_draw_color(*hex2rgb(b.color))
                pdf.set_line_width(b.w)
                if b.dash:
                    pdf.set_dash_pattern(dash=1.2, gap=0.8)
                pdf.line(x, y + b.before + b.w / 2, x + w, y + b.before + b.w / 2)
                pdf.set_dash_pattern()
            return b.before + b.w + b.after
        if isinstance(b, Grid):
            return self.grid(b, x, y, draw)
        if isinstance(b, Box):
            inset = b.border + b.pad
            inner_x = x + inset
            inner_w = w - 2 * inset
            h = self.blocks(b.children, inner_x, y + inset, inner_w, False) - y + inset
            if draw:
                if b.left_only:
                    if b.fill:
                        pdf.set_fill_color(*hex2rgb(b.fill))
                        pdf.rect(x, y, w, h, style="F")
                    pdf.set_fill_color(*hex2rgb(b.color))
                    pdf.rect(x, y, b.border, h, style="F")
                else:
                    pdf.set_draw_color(*hex2rgb(b.color))
                    pdf.set_line_width(b.border)
                    style = "DF" if b.fill else "D"
                    if b.fill:
                        pdf.set_fill_color(*hex2rgb(b.fill))
                    hb = b.border / 2
                    if b.radius:
                        pdf.rect(x + hb, y + hb, w - b.border, h - b.border, style=style, round_corners=True,
                                 corner_radius=b.radius)
                    else:
                        pdf.rect(x + hb, y + hb, w - b.border, h - b.border, style=style)
                self.blocks(b.children, inner_x, y + inset, inner_w, True)
            return h
        if isinstance(b, Cols):
            hmax = 0.0
            cx = x
            for i, (col, cw) in enumerate(zip(b.columns, b.widths)):
                if i > 0:
                    cx += b.gap
                h = self.blocks(col, cx, y, cw, draw) - y
                hmax = max(hmax, h)
                cx += cw
            if draw and b.divider:
                cx = x
                for i, cw in enumerate(b.widths[:-1]):
                    cx += cw
                    pdf.set_draw_color(*hex2rgb(b.divider_color))
                    pdf.set_line_width(b.divider)
                    pdf.line(cx + b.gap / 2, y, cx + b.gap / 2, y + hmax)
                    cx += b.gap
            return hmax
        raise TypeError(b)

    def grid(self, g: Grid, x, y, draw) -> float:
        pdf = self.pdf
        font = g.font or self.rep.font
        total_w = sum(g.cols)
        y0 = y
        nrows = len(g.rows)
        for ri, row in enumerate(g.rows):
            pv, ph = row.pad or g.pad
            # layout cells
            laid = []
            ci = 0
            hrow = 0.0
            for c in row.cells:
                cw = sum(g.cols[ci:ci + c.span])
                cx = x + sum(g.cols[:ci])
                size = c.size or row.size or g.size
                bold = bool(c.bold) if c.bold is not None else row.bold
                italic = bool(c.italic) or row.italic
                color = c.color or row.color or g.color
                objs = [s for s in c.segs if not isinstance(s, Seg)]
                if objs:
                    oh = max(o.h if isinstance(o, (Bar, Logo)) else o.size for o in objs)
                    content_h = max(oh, size * PT * g.lh)
                    lines = None
                else:
                    lines = self.layout(c.segs, cw - 2 * ph, font, bold, italic, size, color, g.lh)
                    content_h = sum(l[2] for l in lines)
                hrow = max(hrow, content_h + 2 * pv)
                laid.append((c, cx, cw, lines, objs, size, content_h))
                ci += c.span
            if draw:
                if row.fill:
                    pdf.set_fill_color(*hex2rgb(row.fill))
                    pdf.rect(x, y, total_w, hrow, style="F")
                for c, cx, cw, lines, objs, size, content_h in laid:
                    if c.fill:
                        pdf.set_fill_color(*hex2rgb(c.fill))
                        pdf.rect(cx, y, cw, hrow, style="F")
                    if c.valign == "M":
                        ty = y + (hrow - content_h) / 2
                    elif c.valign == "B":
                        ty = y + hrow - pv - content_h
                    else:
                        ty = y + pv
                    if objs:
                        self.draw_objs(objs, c, cx + ph, cw - 2 * ph, ty, content_h)
                        continue
                    endx = cx + ph
                    for runs, lw, lh in lines:
                        if c.align == "R":
                            lx = cx + cw - ph - lw
                        elif c.align == "C":
                            lx = cx + (cw - lw) / 2
                        else:
                            lx = cx + ph
                        for text, st, xo, rw in runs:
                            self._set(*st)
                            em = st[3] * PT
                            base = ty + (lh - (ASC + DESC) * em) / 2 + ASC * em
                            pdf.text(lx + xo, base, text)
                        endx = lx + lw
                        lastbase = ty + (lh - (ASC + DESC) * size * PT) / 2 + ASC * size * PT
                        ty += lh
                    if c.leader:
                        x1, x2 = endx + 1.0, cx + cw - ph - 1.0
                        if x2 > x1:
                            pdf.set_draw_color(119, 119, 119)
                            pdf.set_line_width(0.3)
                            pdf.set_dash_pattern(dash=0.3, gap=0.6)
                            pdf.line(x1, lastbase, x2, lastbase)
                            pdf.set_dash_pattern()
                rc = hex2rgb(row.rule_color or g.line_color)
                if row.rule_above:
                    pdf.set_draw_color(*rc)
                    pdf.set_line_width(row.rule_above)
                    pdf.line(x, y, x + total_w, y)
                if row.rule_below:
                    pdf.set_draw_color(*rc)
                    pdf.set_line_width(row.rule_below)
                    pdf.line(x, y + hrow, x + total_w, y + hrow)
                elif g.hlines and ri < nrows - 1:
                    pdf.set_draw_color(*hex2rgb(g.line_color))
                    pdf.set_line_width(g.hlines)
                    pdf.line(x, y + hrow, x + total_w, y + hrow)
                if g.vlines:
                    pdf.set_draw_color(*hex2rgb(g.line_color))
                    pdf.set_line_width(g.vlines)
                    ci = 0
                    for c in row.cells:
                        ci += c.span
                        if ci < len(g.cols):
                            vx = x + sum(g.cols[:ci])
                            pdf.line(vx, y, vx, y + hrow)
            y += hrow
        if draw and g.border:
            pdf.set_draw_color(*hex2rgb(g.border_color))
            pdf.set_line_width(g.border)
            pdf.rect(x, y0, total_w, y - y0, style="D")
        return y - y0

    def draw_objs(self, objs, c, x, w, y, h):
        pdf = self.pdf
        ow = sum(o.w if isinstance(o, (Bar, Logo)) else o.size for o in objs)
        if c.align == "R":
            ox = x + w - ow
        elif c.align == "C":
            ox = x + (w - ow) / 2
        else:
            ox = x
        for o in objs:
            if isinstance(o, Bar):
                oy = y + (h - o.h) / 2
                bx = ox
                for frac, col in o.bands:
                    pdf.set_fill_color(*hex2rgb(col))
                    pdf.rect(bx, oy + o.h * 0.2, frac * o.w, o.h * 0.6, style="F")
                    bx += frac * o.w
                mx = ox + max(0.4, min(o.w - 0.4, o.pos * o.w))
                pdf.set_fill_color(17, 17, 17)
                pdf.polygon([(mx - 0.9, oy), (mx + 0.9, oy), (mx, oy + o.h * 0.55)], style="F")
                pdf.rect(mx - 0.2, oy, 0.4, o.h, style="F")
                ox += o.w
            elif isinstance(o, QR):
                m = qr_matrix(o.seed)
                n = len(m)
                cell = o.size / n
                pdf.set_fill_color(0, 0, 0)
                for r in range(n):
                    for cc in range(n):
                        if m[r][cc]:
                            pdf.rect(ox + cc * cell, y + r * cell, cell, cell, style="F")
                ox += o.size
            elif isinstance(o, Logo):
                pdf.set_fill_color(*hex2rgb(o.bg))
                if o.round:
                    pdf.rect(ox, y, o.w, o.h, style="F", round_corners=True, corner_radius=2)
                else:
                    pdf.rect(ox, y, o.w, o.h, style="F")
                self._set(self.rep.font, True, False, o.size, o.fg)
                tw = pdf.get_string_width(o.text)
                em = o.size * PT
                pdf.text(ox + (o.w - tw) / 2, y + (o.h - (ASC + DESC) * em) / 2 + ASC * em, o.text)
                ox += o.w

    # ------------------------------------------------------------------ pages
    def render(self, path):
        rep = self.rep
        top, right, bottom, left = rep.margins
        w = 210 - left - right
        for pi, p in enumerate(rep.pages):
            self.pdf.add_page()
            fh = self.blocks(p.footer, left, 0, w, False)
            fy = 297 - bottom - fh
            yend = self.blocks(p.blocks, left, top, w, True)
            if yend > fy - 1.0:
                raise Overflow(f"{rep.id} page {pi+1}: content ends at {yend:.1f} mm, footer starts {fy:.1f} mm")
            self.blocks(p.footer, left, fy, w, True)
        self.pdf.output(path)


def render(rep: Report, path: str):
    Renderer(rep).render(path)
