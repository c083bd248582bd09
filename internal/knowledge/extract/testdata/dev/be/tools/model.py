"""Report model: blocks that render both to HTML (for Chromium) and to fpdf2.

A report is a list of pages; a page is a list of blocks laid out top to bottom.
Patient results are `R` objects placed in table cells; the gold JSON is the
list of `R` objects in the order the layout traverses them (reading order).
"""
import html as _html
import re

from fpdf import FPDF

PT = 25.4 / 72.0  # mm per point

FD = "/usr/share/fonts/truetype"
FAMILIES = {
    "lsans": ("Liberation Sans", f"{FD}/liberation2/LiberationSans", "-Regular", "-Bold", "-Italic", "-BoldItalic"),
    "lserif": ("Liberation Serif", f"{FD}/liberation2/LiberationSerif", "-Regular", "-Bold", "-Italic", "-BoldItalic"),
    "lmono": ("Liberation Mono", f"{FD}/liberation2/LiberationMono", "-Regular", "-Bold", "-Italic", "-BoldItalic"),
    "carlito": ("Carlito", f"{FD}/crosextra/Carlito", "-Regular", "-Bold", "-Italic", "-BoldItalic"),
    "djsans": ("DejaVu Sans", f"{FD}/dejavu/DejaVuSans", "", "-Bold", "-Oblique", "-BoldOblique"),
    "djcond": ("DejaVu Sans Condensed", f"{FD}/dejavu/DejaVuSansCondensed", "", "-Bold", "-Oblique", "-BoldOblique"),
    "djserif": ("DejaVu Serif", f"{FD}/dejavu/DejaVuSerif", "", "-Bold", "-Italic", "-BoldItalic"),
    "djmono": ("DejaVu Sans Mono", f"{FD}/dejavu/DejaVuSansMono", "", "-Bold", "-Oblique", "-BoldOblique"),
}


def font_file(fam, style):
    name, base, r, b, i, bi = FAMILIES[fam]
    return base + {"": r, "B": b, "I": i, "BI": bi}[style] + ".ttf"


def esc(s):
    return _html.escape(s).replace("\n", "<br>")


def rgb(c):
    return "#%02x%02x%02x" % c


# --------------------------------------------------------------------------
# results
# --------------------------------------------------------------------------
class R:
    """One printed patient result."""

    def __init__(self, key, name, value, unit="", flag="", date=None):
        self.key = key
        self.name = name  # may contain "\n" when the printed name spans two lines
        self.value_text = value
        self.unit = unit
        self.flag = flag
        self.date = date  # ISO date or None (= report default collection date)
        self.page = None

    @property
    def printed_name(self):
        return " ".join(self.name.split())


class N:  # printed name of a result
    def __init__(self, r, suffix=""):
        self.r, self.suffix = r, suffix

    def text(self):
        return self.r.name + self.suffix


class U:  # unit of a result
    def __init__(self, r):
        self.r = r

    def text(self):
        return self.r.unit


class F:  # flag of a result, in its own column
    def __init__(self, r):
        self.r = r

    def text(self):
        return self.r.flag


class V:  # value (+ inline flag unless flag=False)
    def __init__(self, r, unit=False, flag=True, fmt="{v}"):
        self.r, self.unit, self.flag, self.fmt = r, unit, flag, fmt

    def text(self):
        s = self.r.value_text
        if self.unit and self.r.unit:
            s += " " + self.r.unit
        if self.flag and self.r.flag:
            s += " " + self.r.flag
        return self.fmt.replace("{v}", s)


class Lead:  # text followed by dotted leaders up to the cell width
    def __init__(self, t, dot=".", end=""):
        self.t, self.dot, self.end = t, dot, end  # t: str or N

    def base(self):
        return self.t.text() if hasattr(self.t, "text") else self.t


def cell_results(c):
    if isinstance(c, R):
        return [c]
    if isinstance(c, V):
        return [c.r]
    return []


# --------------------------------------------------------------------------
# rendering context
# --------------------------------------------------------------------------
class Ctx:
    def __init__(self, font="lsans", size=9.0, lh=1.3, color=(0, 0, 0), rule=(0, 0, 0)):
        self.font, self.size, self.lh, self.color, self.rule = font, size, lh, color, rule
        self.pdf = None
        self.warnings = []

    # --- fpdf helpers
    def setfont(self, fam=None, bold=False, italic=False, size=None):
        st = ("B" if bold else "") + ("I" if italic else "")
        self.pdf.set_font(fam or self.font, st, size or self.size)

    def sw(self, s, fam=None, bold=False, italic=False, size=None):
        self.setfont(fam, bold, italic, size)
        return self.pdf.get_string_width(s)

    def css_font(self, fam=None, bold=False, italic=False, size=None, lh=None, color=None):
        fam = fam or self.font
        size = size or self.size
        lh = lh or self.lh
        s = f"font-family:'F-{fam}';font-size:{size:.2f}pt;line-height:{size*PT*lh:.3f}mm;"
        s += "font-weight:%s;" % ("bold" if bold else "normal")
        s += "font-style:%s;" % ("italic" if italic else "normal")
        if color:
            s += f"color:{rgb(color)};"
        return s


def new_pdf(ctx):
    pdf = FPDF("P", "mm", "A4")
    pdf.set_auto_page_break(False)
    pdf.c_margin = 0
    for fam in FAMILIES:
        for st in ("", "B", "I", "BI"):
            pdf.add_font(fam, st, font_file(fam, st))
    ctx.pdf = pdf
    return pdf


# --------------------------------------------------------------------------
# blocks
# --------------------------------------------------------------------------
class Block:
    before = 0.0
    after = 0.0

    def results(self):
        return []

    def wrap_html(self, inner, c):
        return f'<div style="padding-top:{self.before:.2f}mm;padding-bottom:{self.after:.2f}mm">{inner}</div>'


class Spacer(Block):
    def __init__(self, h):
        self.h = h

    def html(self, c):
        return f'<div style="height:{self.h:.2f}mm"></div>'

    def pdf(self, c, x, w, y):
        return y + self.h


class Rule(Block):
    def __init__(self, width=0.3, color=None, before=1.0, after=1.0, double=False):
        self.width, self.color, self.before, self.after, self.double = width, color, before, after, double

    def html(self, c):
        col = rgb(self.color or c.rule)
        st = "double" if self.double else "solid"
        bw = self.width * 3 if self.double else self.width
        return self.wrap_html(f'<div style="border-top:{bw:.2f}mm {st} {col}"></div>', c)

    def pdf(self, c, x, w, y):
        p = c.pdf
        y += self.before
        p.set_draw_color(*(self.color or c.rule))
        p.set_line_width(self.width)
        p.line(x, y + self.width / 2, x + w, y + self.width / 2)
        if self.double:
            p.line(x, y + self.width * 2.5, x + w, y + self.width * 2.5)
            return y + self.width * 3 + self.after
        return y + self.width + self.after


class Text(Block):
    def __init__(self, text, size=None, bold=False, italic=False, align="L", color=None, font=None,
                 before=0.0, after=0.6, lh=None, pre=False):
        self.pre = pre
        self.text, self.size, self.bold, self.italic, self.align = text, size, bold, italic, align
        self.color, self.font, self.before, self.after, self.lh = color, font, before, after, lh

    def html(self, c):
        al = {"L": "left", "C": "center", "R": "right", "J": "justify"}[self.align]
        st = c.css_font(self.font, self.bold, self.italic, self.size, self.lh, self.color or c.color)
        ws = "white-space:pre;" if self.pre else ""
        return self.wrap_html(f'<div style="{st}{ws}text-align:{al}">{esc(self.text)}</div>', c)

    def pdf(self, c, x, w, y):
        p = c.pdf
        size = self.size or c.size
        lh = size * PT * (self.lh or c.lh)
        c.setfont(self.font, self.bold, self.italic, size)
        p.set_text_color(*(self.color or c.color))
        y += self.before
        for para in self.text.split("\n"):
            p.set_xy(x, y)
            p.multi_cell(w, lh, para, align=self.align, new_x="LEFT", new_y="NEXT")
            y = p.get_y()
        return y + self.after


class Heading(Block):
    """A section / exam heading. style: plain | bar | shade | box | underline | double | left"""

    def __init__(self, text, style="plain", size=None, align="L", fill=(225, 225, 225), color=None,
                 bold=True, italic=False, before=2.0, after=1.2, pad=0.8, hpad=1.5, font=None,
                 border=None, right=None):
        self.text, self.style, self.size, self.align, self.fill = text, style, size, align, fill
        self.color, self.bold, self.italic, self.before, self.after = color, bold, italic, before, after
        self.pad, self.hpad, self.font, self.border, self.right = pad, hpad, font, border, right

    def html(self, c):
        size = self.size or c.size
        al = {"L": "left", "C": "center", "R": "right"}[self.align]
        st = c.css_font(self.font, self.bold, self.italic, size, None, self.color or c.color)
        bc = rgb(self.border or c.rule)
        box = f"padding:{self.pad:.2f}mm {self.hpad:.2f}mm;text-align:{al};"
        if self.style in ("bar", "shade"):
            box += f"background:{rgb(self.fill)};"
        if self.style == "shade" or self.style == "box":
            box += f"outline:0.2mm solid {bc};outline-offset:-0.2mm;"
        p2 = f"{self.pad - 0.3:.2f}mm"
        if self.style == "underline":
            box += f"border-bottom:0.3mm solid {bc};padding-bottom:{p2};"
        if self.style == "double":
            box += f"border-top:0.3mm solid {bc};border-bottom:0.3mm solid {bc};padding-top:{p2};padding-bottom:{p2};"
        if self.style == "left":
            box += f"border-left:1.2mm solid {rgb(self.fill)};padding-left:{self.hpad+0.8:.2f}mm;"
        inner = esc(self.text)
        if self.right:
            inner = (f'<span style="float:right;font-weight:normal;font-size:{size*0.85:.2f}pt">'
                     f"{esc(self.right)}</span>" + inner)
        return self.wrap_html(f'<div style="{st}{box}">{inner}</div>', c)

    def pdf(self, c, x, w, y):
        p = c.pdf
        size = self.size or c.size
        lh = size * PT * c.lh
        y += self.before
        h = lh + 2 * self.pad
        p.set_draw_color(*(self.border or c.rule))
        p.set_line_width(0.2)
        if self.style in ("bar", "shade"):
            p.set_fill_color(*self.fill)
            p.rect(x, y, w, h, "F")
        if self.style in ("shade", "box"):
            p.rect(x + 0.1, y + 0.1, w - 0.2, h - 0.2, "D")
        if self.style == "underline":
            p.set_line_width(0.3)
            p.line(x, y + h - 0.15, x + w, y + h - 0.15)
        if self.style == "double":
            p.set_line_width(0.3)
            p.line(x, y + 0.15, x + w, y + 0.15)
            p.line(x, y + h - 0.15, x + w, y + h - 0.15)
        hp = self.hpad
        if self.style == "left":
            p.set_fill_color(*self.fill)
            p.rect(x, y, 1.2, h, "F")
            hp += 2
        c.setfont(self.font, self.bold, self.italic, size)
        p.set_text_color(*(self.color or c.color))
        p.set_xy(x + hp, y + self.pad)
        p.cell(w - 2 * hp, lh, self.text, align=self.align)
        if self.right:
            c.setfont(self.font, False, self.italic, size * 0.85)
            p.set_xy(x + hp, y + self.pad)
            p.cell(w - 2 * hp, lh, self.right, align="R")
        return y + h + self.after


class KV(Block):
    """Label/value grid (patient data). rows: [[(label, value), ...], ...]"""

    def __init__(self, rows, widths, size=None, box=False, fill=None, pad=0.5, hpad=1.5,
                 label_bold=True, value_bold=False, before=0.5, after=1.0, font=None, lines=False,
                 label_color=None):
        self.rows, self.widths, self.size, self.box, self.fill = rows, widths, size, box, fill
        self.pad, self.hpad, self.label_bold, self.value_bold = pad, hpad, label_bold, value_bold
        self.before, self.after, self.font, self.lines, self.label_color = before, after, font, lines, label_color

    def html(self, c):
        size = self.size or c.size
        tb = "width:100%;table-layout:fixed;border-collapse:collapse;"
        if self.box:
            tb += f"outline:0.25mm solid {rgb(c.rule)};outline-offset:-0.25mm;"
        if self.fill:
            tb += f"background:{rgb(self.fill)};"
        out = [f'<table style="{tb}"><colgroup>']
        for wf in self.widths:
            out.append(f'<col style="width:{wf*100:.3f}%">')
        out.append("</colgroup>")
        for i, row in enumerate(self.rows):
            bt = f"border-top:0.15mm solid {rgb(c.rule)};" if (self.lines and i > 0) else ""
            out.append("<tr>")
            for lab, val in row:
                lst = c.css_font(self.font, self.label_bold, False, size, None, self.label_color or c.color)
                vst = c.css_font(self.font, self.value_bold, False, size, None, c.color)
                out.append(f'<td style="padding:{self.pad:.2f}mm {self.hpad:.2f}mm;white-space:pre;'
                           f'overflow:hidden;vertical-align:top;{bt}">'
                           f'<span style="{lst}">{esc(lab)}</span> <span style="{vst}">{esc(val)}</span></td>')
            for _ in range(len(self.widths) - len(row)):
                out.append(f'<td style="{bt}"></td>')  # empty
            out.append("</tr>")
        out.append("</table>")
        return self.wrap_html("".join(out), c)

    def pdf(self, c, x, w, y):
        p = c.pdf
        size = self.size or c.size
        lh = size * PT * c.lh
        y += self.before
        y0 = y
        h = lh + 2 * self.pad
        if self.fill:
            p.set_fill_color(*self.fill)
            p.rect(x, y, w, h * len(self.rows), "F")
        for i, row in enumerate(self.rows):
            if self.lines and i > 0:
                p.set_draw_color(*c.rule)
                p.set_line_width(0.15)
                p.line(x, y, x + w, y)
            cx = x
            for (lab, val), wf in zip(row, self.widths):
                cw = w * wf
                c.setfont(self.font, self.label_bold, False, size)
                p.set_text_color(*(self.label_color or c.color))
                lw = p.get_string_width(lab + " ")
                p.set_xy(cx + self.hpad, y + self.pad)
                p.cell(lw, lh, lab)
                c.setfont(self.font, self.value_bold, False, size)
                p.set_text_color(*c.color)
                vw = p.get_string_width(val)
                if lw + vw > cw - 2 * self.hpad + 0.5:
                    c.warnings.append(f"KV overflow: {lab} {val}")
                p.set_xy(cx + self.hpad + lw, y + self.pad)
                p.cell(vw, lh, val)
                cx += cw
            y += h
        if self.box:
            p.set_draw_color(*c.rule)
            p.set_line_width(0.25)
            p.rect(x + 0.125, y0 + 0.125, w - 0.25, y - y0 - 0.25)
        return y + self.after


class Row:
    def __init__(self, cells, bold=False, fill=None, section=False, italic=False, size=None, color=None,
                 rule_above=False, rule_below=False):
        self.cells, self.bold, self.fill, self.section, self.italic = cells, bold, fill, section, italic
        self.size, self.color, self.rule_above, self.rule_below = size, color, rule_above, rule_below


class Table(Block):
    """cols: [(fraction, align)]. rules: grid | rows | header | none | box | boxrows"""

    def __init__(self, cols, rows, header=None, rules="none", header_fill=None, header_color=None,
                 header_bold=True, header_size=None, header_italic=False, size=None, pad=0.4, hpad=1.2,
                 value_bold=False, zebra=None, before=0.5, after=1.0, font=None, rule_color=None,
                 flag_bold=False, name_bold=False, section_fill=None, rule_w=0.2, header_align=None):
        self.cols, self.rows, self.header, self.rules = cols, [r if isinstance(r, Row) else Row(r) for r in rows], header, rules
        self.header_fill, self.header_color, self.header_bold = header_fill, header_color, header_bold
        self.header_size, self.header_italic, self.size, self.pad, self.hpad = header_size, header_italic, size, pad, hpad
        self.value_bold, self.zebra, self.before, self.after, self.font = value_bold, zebra, before, after, font
        self.rule_color, self.flag_bold, self.name_bold, self.section_fill = rule_color, flag_bold, name_bold, section_fill
        self.rule_w, self.header_align = rule_w, header_align

    def results(self):
        out = []
        for row in self.rows:
            for cell in row.cells:
                out += cell_results(cell)
        return out

    # cell -> (text, bold)
    def cell_text(self, c, cell, row, col_w, fam, size):
        bold = row.bold
        if isinstance(cell, R):
            cell = V(cell)
        if isinstance(cell, V):
            return cell.text(), (bold or self.value_bold or (self.flag_bold and bool(cell.r.flag)))
        if isinstance(cell, N):
            return cell.text(), bold or self.name_bold
        if isinstance(cell, (U, F)):
            return cell.text(), bold or (isinstance(cell, F) and self.flag_bold)
        if isinstance(cell, Lead):
            base = cell.base()
            b = bold or (self.name_bold and isinstance(cell.t, N))
            last = base.split("\n")[-1]
            avail = col_w - 2 * self.hpad - 1.8
            tw = c.sw(last + " " + cell.end, fam, b, row.italic, size)
            dw = c.sw(cell.dot, fam, b, row.italic, size)
            n = max(2, int((avail - tw) / dw))
            lines = base.split("\n")
            lines[-1] = last + " " + cell.dot * n + cell.end
            return "\n".join(lines), b
        return ("" if cell is None else str(cell)), bold

    def _rule(self, c):
        return self.rule_color or c.rule

    def html(self, c):
        size = self.size or c.size
        rc = rgb(self._rule(c))
        bw = f"{self.rule_w:.2f}mm solid {rc}"
        tb = "width:100%;table-layout:fixed;border-collapse:collapse;"
        if self.rules in ("box", "grid", "boxrows"):
            tb += f"border:{bw};"
        if self.rules == "header":
            tb += f"border-top:{bw};border-bottom:{bw};"
        out = [f'<table style="{tb}"><colgroup>']
        for wf, _ in self.cols:
            out.append(f'<col style="width:{wf*100:.3f}%">')
        out.append("</colgroup>")
        W = c.frame_w
        if self.header:
            hs = self.header_size or size
            st = c.css_font(self.font, self.header_bold, self.header_italic, hs, None, self.header_color or c.color)
            bg = f"background:{rgb(self.header_fill)};" if self.header_fill else ""
            out.append("<tr>")
            for h, (wf, al) in zip(self.header, self.cols):
                al = self.header_align or al
                bd = ""
                if self.rules == "grid":
                    bd = f"border:{bw};"
                elif self.rules in ("rows", "header", "boxrows", "box"):
                    bd = f"border-bottom:{bw};"
                out.append(f'<td style="{st}{bg}{bd}padding:{self.pad:.2f}mm {self.hpad:.2f}mm;'
                           f'text-align:{dict(L="left",C="center",R="right")[al]};vertical-align:top;'
                           f'white-space:pre;overflow:hidden">{esc(h)}</td>')
            out.append("</tr>")
        for i, row in enumerate(self.rows):
            rs = row.size or size
            fill = row.fill or (self.section_fill if row.section else None) or (
                self.zebra if (self.zebra and i % 2 == 1 and not row.section) else None)
            bg = f"background:{rgb(fill)};" if fill else ""
            out.append("<tr>")
            extra = ""
            if row.rule_above:
                extra += f"border-top:{bw};"
            if row.rule_below:
                extra += f"border-bottom:{bw};"
            if row.section:
                txt = row.cells[0] if row.cells else ""
                st = c.css_font(self.font, True if not row.italic else row.bold, row.italic, rs, None, row.color or c.color)
                bd = f"border:{bw};" if self.rules == "grid" else (f"border-bottom:{bw};" if self.rules in ("rows", "boxrows") else "")
                out.append(f'<td colspan="{len(self.cols)}" style="{st}{bg}{bd}{extra}padding:{self.pad:.2f}mm {self.hpad:.2f}mm;'
                           f'white-space:pre;overflow:hidden">{esc(txt)}</td></tr>')
                continue
            for cell, (wf, al) in zip(row.cells, self.cols):
                txt, b = self.cell_text(c, cell, row, W * wf, self.font, rs)
                st = c.css_font(self.font, b, row.italic, rs, None, row.color or c.color)
                bd = ""
                if self.rules == "grid":
                    bd = f"border:{bw};"
                elif self.rules in ("rows", "boxrows"):
                    bd = f"border-bottom:{bw};"
                out.append(f'<td style="{st}{bg}{bd}{extra}padding:{self.pad:.2f}mm {self.hpad:.2f}mm;'
                           f'text-align:{dict(L="left",C="center",R="right")[al]};vertical-align:top;'
                           f'white-space:pre;overflow:hidden">{esc(txt)}</td>')
            out.append("</tr>")
        out.append("</table>")
        return self.wrap_html("".join(out), c)

    def pdf(self, c, x, w, y):
        p = c.pdf
        size = self.size or c.size
        y += self.before
        y0 = y
        p.set_draw_color(*self._rule(c))
        p.set_line_width(self.rule_w)
        xs = [x]
        for wf, _ in self.cols:
            xs.append(xs[-1] + wf * w)

        def hline(yy):
            p.set_draw_color(*self._rule(c))
            p.set_line_width(self.rule_w)
            p.line(x, yy, x + w, yy)

        def draw_cells(texts, y, lh, h, grid):
            for j, ((t, b, fam, it, sz, col), (wf, al)) in enumerate(zip(texts, self.cols)):
                cw = wf * w
                c.setfont(fam, b, it, sz)
                p.set_text_color(*col)
                for k, line in enumerate(t.split("\n")):
                    if p.get_string_width(line) > cw - 2 * self.hpad + 0.3:
                        c.warnings.append(f"cell overflow: {line!r} ({p.get_string_width(line):.1f} > {cw - 2*self.hpad:.1f})")
                    p.set_xy(xs[j] + self.hpad, y + self.pad + k * lh)
                    p.cell(cw - 2 * self.hpad, lh, line, align=al)
            if grid:
                p.set_draw_color(*self._rule(c))
                p.set_line_width(self.rule_w)
                for xx in xs:
                    p.line(xx, y, xx, y + h)

        if self.header:
            hs = self.header_size or size
            lh = hs * PT * c.lh
            n = max(len(h.split("\n")) for h in self.header)
            h = n * lh + 2 * self.pad
            if self.header_fill:
                p.set_fill_color(*self.header_fill)
                p.rect(x, y, w, h, "F")
            texts = [(t, self.header_bold, self.font, self.header_italic, hs, self.header_color or c.color)
                     for t in self.header]
            cols_save = self.cols
            if self.header_align:
                self.cols = [(wf, self.header_align) for wf, _ in cols_save]
            draw_cells(texts, y, lh, h, self.rules == "grid")
            self.cols = cols_save
            if self.rules == "grid":
                hline(y)
            y += h
            if self.rules in ("grid", "rows", "header", "boxrows", "box"):
                hline(y)
        elif self.rules in ("grid", "header"):
            hline(y)
        for i, row in enumerate(self.rows):
            rs = row.size or size
            lh = rs * PT * c.lh
            fill = row.fill or (self.section_fill if row.section else None) or (
                self.zebra if (self.zebra and i % 2 == 1 and not row.section) else None)
            if row.section:
                n = len(str(row.cells[0]).split("\n"))
                h = n * lh + 2 * self.pad
                if fill:
                    p.set_fill_color(*fill)
                    p.rect(x, y, w, h, "F")
                c.setfont(self.font, True if not row.italic else row.bold, row.italic, rs)
                p.set_text_color(*(row.color or c.color))
                p.set_xy(x + self.hpad, y + self.pad)
                p.cell(w - 2 * self.hpad, lh, str(row.cells[0]))
                if self.rules == "grid":
                    p.line(x, y, x, y + h)
                    p.line(x + w, y, x + w, y + h)
                if row.rule_above:
                    hline(y)
                y += h
                if self.rules in ("grid", "rows", "boxrows") or row.rule_below:
                    hline(y)
                continue
            texts = []
            for cell, (wf, al) in zip(row.cells, self.cols):
                t, b = self.cell_text(c, cell, row, w * wf, self.font, rs)
                texts.append((t, b, self.font, row.italic, rs, row.color or c.color))
            n = max(len(t[0].split("\n")) for t in texts)
            h = n * lh + 2 * self.pad
            if fill:
                p.set_fill_color(*fill)
                p.rect(x, y, w, h, "F")
            if row.rule_above:
                hline(y)
            draw_cells(texts, y, lh, h, self.rules == "grid")
            y += h
            if self.rules in ("grid", "rows", "boxrows") or row.rule_below:
                hline(y)
        if self.rules == "header":
            hline(y)
        if self.rules in ("box", "boxrows"):
            p.set_draw_color(*self._rule(c))
            p.set_line_width(self.rule_w)
            p.rect(x, y0, w, y - y0)
        return y + self.after


class Cols(Block):
    """Side-by-side columns of blocks. parts: [(fraction, [blocks])]"""

    def __init__(self, parts, gap=5.0, vrule=False, before=0.0, after=0.0, valign="top"):
        self.parts, self.gap, self.vrule, self.before, self.after = parts, gap, vrule, before, after
        self.valign = valign

    def results(self):
        out = []
        for _, bl in self.parts:
            for b in bl:
                out += b.results()
        return out

    def _widths(self, w):
        tot = w - self.gap * (len(self.parts) - 1)
        return [f * tot for f, _ in self.parts]

    def html(self, c):
        W = c.frame_w
        ws = self._widths(W)
        out = ['<div style="display:flex;align-items:%s">' % ("flex-start" if self.valign == "top" else "center")]
        for i, (wd, (_, bl)) in enumerate(zip(ws, self.parts)):
            if i:
                if self.vrule:
                    out.append(f'<div style="width:{self.gap/2:.2f}mm;flex:none;align-self:stretch;border-right:0.2mm solid {rgb(c.rule)}"></div>'
                               f'<div style="width:{self.gap/2:.2f}mm;flex:none"></div>')
                else:
                    out.append(f'<div style="width:{self.gap:.2f}mm;flex:none"></div>')
            save = c.frame_w
            c.frame_w = wd
            out.append(f'<div style="width:{wd:.3f}mm;flex:none">' + "".join(b.html(c) for b in bl) + "</div>")
            c.frame_w = save
        out.append("</div>")
        return self.wrap_html("".join(out), c)

    def pdf(self, c, x, w, y):
        y += self.before
        ws = self._widths(w)
        cx = x
        ends = []
        # measure for vertical centering: render once into a dry list of heights is complex; center via offsets
        for i, (wd, (_, bl)) in enumerate(zip(ws, self.parts)):
            yy = y
            if self.valign == "center":
                yy += getattr(bl[0], "center_offset", 0.0) if bl else 0.0
            for b in bl:
                yy = b.pdf(c, cx, wd, yy)
            ends.append(yy)
            cx += wd + self.gap
        yend = max(ends)
        if self.vrule:
            p = c.pdf
            p.set_draw_color(*c.rule)
            p.set_line_width(0.2)
            cx = x
            for wd in ws[:-1]:
                cx += wd + self.gap / 2
                p.line(cx, y, cx, yend)
                cx += self.gap / 2
        return yend + self.after


class Logo(Block):
    def __init__(self, text, w=18, h=18, shape="circle", fill=(30, 80, 140), color=(255, 255, 255), size=14,
                 font=None, sub=None, before=0.0, after=0.0):
        self.text, self.w, self.h, self.shape, self.fill, self.color = text, w, h, shape, fill, color
        self.size, self.font, self.sub, self.before, self.after = size, font, sub, before, after

    def html(self, c):
        rad = "50%" if self.shape == "circle" else ("2mm" if self.shape == "round" else "0")
        st = c.css_font(self.font, True, False, self.size, 1.0, self.color)
        return self.wrap_html(
            f'<div style="width:{self.w}mm;height:{self.h}mm;border-radius:{rad};background:{rgb(self.fill)};'
            f'display:flex;align-items:center;justify-content:center;{st}">{esc(self.text)}</div>', c)

    def pdf(self, c, x, w, y):
        p = c.pdf
        y += self.before
        p.set_fill_color(*self.fill)
        if self.shape == "circle":
            p.ellipse(x, y, self.w, self.h, "F")
        elif self.shape == "round":
            p.rect(x, y, self.w, self.h, "F", round_corners=True, corner_radius=2)
        else:
            p.rect(x, y, self.w, self.h, "F")
        c.setfont(self.font, True, False, self.size)
        p.set_text_color(*self.color)
        lh = self.size * PT
        p.set_xy(x, y + (self.h - lh) / 2)
        p.cell(self.w, lh, self.text, align="C")
        return y + self.h + self.after


class Sig(Block):
    """Signatures: items = [[line1(signature-ish), line2, line3...], ...]"""

    def __init__(self, items, size=None, before=4.0, after=1.0, script_font="djserif", line=True, align="C",
                 widths=None):
        self.items, self.size, self.before, self.after = items, size, before, after
        self.script_font, self.line, self.align, self.widths = script_font, line, align, widths

    def html(self, c):
        size = self.size or c.size
        n = len(self.items)
        ws = self.widths or [1.0 / n] * n
        out = ['<div style="display:flex">']
        al = dict(L="left", C="center", R="right")[self.align]
        for it, wf in zip(self.items, ws):
            sig, lines = it[0], it[1:]
            s = f'<div style="width:{wf*100:.3f}%;text-align:{al}">'
            s += f'<div style="{c.css_font(self.script_font, False, True, size*1.5, 1.0)}height:{size*1.5*PT*1.0:.3f}mm">{esc(sig)}</div>'
            if self.line:
                s += f'<div style="margin:0.6mm 15% 0.6mm 15%;border-top:0.2mm solid {rgb(c.rule)}"></div>'
            else:
                s += '<div style="height:1.4mm"></div>'
            for ln in lines:
                s += f'<div style="{c.css_font(None, False, False, size)}">{esc(ln)}</div>'
            s += "</div>"
            out.append(s)
        out.append("</div>")
        return self.wrap_html("".join(out), c)

    def pdf(self, c, x, w, y):
        p = c.pdf
        size = self.size or c.size
        y += self.before
        n = len(self.items)
        ws = self.widths or [1.0 / n] * n
        lh = size * PT * c.lh
        cx = x
        yend = y
        for it, wf in zip(self.items, ws):
            cw = w * wf
            sig, lines = it[0], it[1:]
            yy = y
            c.setfont(self.script_font, False, True, size * 1.5)
            p.set_text_color(*c.color)
            p.set_xy(cx, yy)
            p.cell(cw, size * 1.5 * PT, sig, align=self.align)
            yy += size * 1.5 * PT + 0.6
            if self.line:
                p.set_draw_color(*c.rule)
                p.set_line_width(0.2)
                p.line(cx + cw * 0.15, yy, cx + cw * 0.85, yy)
            yy += 0.8
            c.setfont(None, False, False, size)
            for ln in lines:
                p.set_xy(cx, yy)
                p.cell(cw, lh, ln, align=self.align)
                yy += lh
            yend = max(yend, yy)
            cx += cw
        return yend + self.after


class Box(Block):
    """Blocks inside a rectangle (optional shading of the whole box is not supported: border only)."""

    def __init__(self, blocks, pad=2.0, border=0.3, color=None, before=1.0, after=1.5, radius=False):
        self.blocks, self.pad, self.border, self.color, self.before, self.after = blocks, pad, border, color, before, after
        self.radius = radius

    def results(self):
        out = []
        for b in self.blocks:
            out += b.results()
        return out

    def html(self, c):
        save = c.frame_w
        c.frame_w = save - 2 * self.pad
        inner = "".join(b.html(c) for b in self.blocks)
        c.frame_w = save
        rad = "border-radius:2mm;" if self.radius else ""
        return self.wrap_html(
            f'<div style="outline:{self.border:.2f}mm solid {rgb(self.color or c.rule)};outline-offset:-{self.border:.2f}mm;{rad}'
            f'padding:{self.pad:.2f}mm">{inner}</div>', c)

    def pdf(self, c, x, w, y):
        y += self.before
        y0 = y
        yy = y + self.pad
        for b in self.blocks:
            yy = b.pdf(c, x + self.pad, w - 2 * self.pad, yy)
        yy += self.pad
        p = c.pdf
        p.set_draw_color(*(self.color or c.rule))
        p.set_line_width(self.border)
        hb = self.border / 2
        if self.radius:
            p.rect(x + hb, y0 + hb, w - self.border, yy - y0 - self.border, round_corners=True, corner_radius=2)
        else:
            p.rect(x + hb, y0 + hb, w - self.border, yy - y0 - self.border)
        return yy + self.after


# --------------------------------------------------------------------------
# report
# --------------------------------------------------------------------------
class Report:
    def __init__(self, rid, lab, city, collected, pages, footer=None, font="lsans", size=9.0, lh=1.3,
                 margins=(15, 12, 15, 16), color=(0, 0, 0), rule=(0, 0, 0), features=""):
        self.id, self.lab, self.city, self.collected, self.pages = rid, lab, city, collected, pages
        self.footer = footer  # function(page_no, n_pages) -> [blocks]
        self.font, self.size, self.lh, self.margins = font, size, lh, margins
        self.color, self.rule, self.features = color, rule, features

    def ctx(self):
        return Ctx(self.font, self.size, self.lh, self.color, self.rule)

    def results(self):
        out = []
        for pi, page in enumerate(self.pages):
            for b in page:
                for r in b.results():
                    r.page = pi + 1
                    out.append(r)
        ids = [id(r) for r in out]
        assert len(ids) == len(set(ids)), f"{self.id}: a result is placed twice"
        return out

    # ---------------- html
    def html(self):
        c = self.ctx()
        new_pdf(c)  # used for text metrics (dotted leaders)
        ml, mt, mr, mb = self.margins
        c.frame_w = 210 - ml - mr
        faces = []
        for fam in FAMILIES:
            for st, (wt, sty) in {"": ("normal", "normal"), "B": ("bold", "normal"), "I": ("normal", "italic"),
                                  "BI": ("bold", "italic")}.items():
                faces.append(f"@font-face{{font-family:'F-{fam}';src:url('file://{font_file(fam, st)}');"
                             f"font-weight:{wt};font-style:{sty}}}")
        css = "\n".join(faces) + f"""
@page {{ size: A4; margin: 0 }}
html, body {{ margin: 0; padding: 0; }}
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; {c.css_font()} color:{rgb(self.color)} }}
.page {{ width: 210mm; min-height: 296mm; box-sizing: border-box; padding: {mt}mm {mr}mm 0 {ml}mm;
        display: flex; flex-direction: column; break-after: page; overflow: visible }}
.page:last-child {{ break-after: auto }}
.content {{ flex: 1 0 auto }}
.footer {{ flex: 0 0 auto; height: {mb}mm; box-sizing: border-box; overflow: hidden }}
table td {{ overflow: hidden }}
"""
        n = len(self.pages)
        body = []
        for pi, page in enumerate(self.pages):
            inner = "".join(b.html(c) for b in page)
            foot = "".join(b.html(c) for b in (self.footer(pi + 1, n) if self.footer else []))
            body.append(f'<div class="page"><div class="content">{inner}</div><div class="footer">{foot}</div></div>')
        title = _html.escape(f"{self.lab} - laudo {self.id}")
        return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>{title}</title>'
                f"<style>{css}</style></head><body>\n" + "\n".join(body) + "\n</body></html>\n")

    # ---------------- pdf
    def pdf(self, path):
        c = self.ctx()
        pdf = new_pdf(c)
        pdf.set_title(f"{self.lab} - laudo {self.id}")
        pdf.set_creator("labdev-be tools/build.py (fpdf2)")
        ml, mt, mr, mb = self.margins
        W = 210 - ml - mr
        n = len(self.pages)
        for pi, page in enumerate(self.pages):
            pdf.add_page()
            y = mt
            for b in page:
                y = b.pdf(c, ml, W, y)
            if y > 297 - mb - 1.0:
                c.warnings.append(f"page {pi+1} content ends at {y:.1f} mm (limit {297-mb-1:.1f})")
            yf = 297 - mb
            for b in (self.footer(pi + 1, n) if self.footer else []):
                yf = b.pdf(c, ml, W, yf)
            c.warnings.append(f"#info page {pi+1} content end y={y:.1f}")
        pdf.output(path)
        return c.warnings


# --------------------------------------------------------------------------
# numbers
# --------------------------------------------------------------------------
WORD_CMP = [("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
            ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def parse_value(vt):
    """Brazilian number parsing: dot = thousands, comma = decimal. Returns (value, comparator)."""
    s = vt.strip()
    comp = ""
    low = s.lower()
    for w, cmpv in WORD_CMP:
        if low.startswith(w):
            comp = cmpv
            s = s[len(w):].strip()
            break
    if not re.fullmatch(r"[+-]?\d{1,3}(\.\d{3})*(,\d+)?|[+-]?\d+(,\d+)?", s):
        return None, ""
    num = float(s.replace(".", "").replace(",", "."))
    return num, comp
