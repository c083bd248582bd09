"""Report model and its two renderers (HTML for Chromium, fpdf2 drawing) plus gold extraction.

A report is described once as data: pages made of blocks (paragraphs, tables, columns, boxes ...).
Printed results are `Res` objects placed inside the text of those blocks.  The HTML, the fpdf2
drawing and the gold JSON are all generated from that single description, so the gold matches the
print exactly.
"""
import html
import re

from loinc import CATALOG, check_digit_ok

FONT_DIR = "/usr/share/fonts/truetype/dejavu/"
FONTS = {
    # key: (CSS family, CSS font-stretch, {fpdf style: ttf file})
    "sans": ("DejaVu Sans", "normal", {"": "DejaVuSans.ttf", "B": "DejaVuSans-Bold.ttf",
                                       "I": "DejaVuSans-Oblique.ttf", "BI": "DejaVuSans-BoldOblique.ttf"}),
    "serif": ("DejaVu Serif", "normal", {"": "DejaVuSerif.ttf", "B": "DejaVuSerif-Bold.ttf",
                                         "I": "DejaVuSerif-Italic.ttf", "BI": "DejaVuSerif-BoldItalic.ttf"}),
    "mono": ("DejaVu Sans Mono", "normal", {"": "DejaVuSansMono.ttf", "B": "DejaVuSansMono-Bold.ttf",
                                            "I": "DejaVuSansMono-Oblique.ttf", "BI": "DejaVuSansMono-BoldOblique.ttf"}),
    "cond": ("DejaVu Sans Condensed", "condensed", {"": "DejaVuSansCondensed.ttf", "B": "DejaVuSansCondensed-Bold.ttf",
                                                    "I": "DejaVuSansCondensed-Oblique.ttf",
                                                    "BI": "DejaVuSansCondensed-BoldOblique.ttf"}),
}

PT = 25.4 / 72.0          # mm per point
LH = 1.25                 # line height factor (same in CSS and fpdf)
PAGE_W, PAGE_H = 210.0, 297.0
MARGIN_X, MARGIN_Y = 14.0, 12.0
CONTENT_W = PAGE_W - 2 * MARGIN_X      # 182 mm
CONTENT_H = 271.0                      # fixed page box height (a little less than 273 mm available)
WARNINGS = set()                       # layout warnings collected by the fpdf renderer


# ----------------------------------------------------------------------------------------------
# values
# ----------------------------------------------------------------------------------------------
_COMP_WORDS = [
    ("inferior ou igual a", "<="), ("superior ou igual a", ">="),
    ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
    ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
]
_NUM = re.compile(r"[-+]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?")


def parse_br(value_text):
    """Brazilian printed value -> (value, comparator).  Qualitative -> (None, '')."""
    s = value_text.strip()
    comp = ""
    for word, c in _COMP_WORDS:
        if s.lower().startswith(word):
            comp, s = c, s[len(word):].strip()
            break
    if _NUM.fullmatch(s):
        t = s.replace(".", "").replace(",", ".")
        v = float(t)
        if "," not in s:
            v = int(v)
        return v, comp
    if comp:
        raise ValueError("comparator without number: %r" % value_text)
    return None, ""


class Res:
    """One printed patient result."""

    def __init__(self, name, vt, unit, key, date, flag="", fpos="after", vstyle="", fstyle="b"):
        if key not in CATALOG:
            raise KeyError(key)
        self.name, self.vt, self.unit, self.key, self.date = name, vt, unit, key, date
        self.flag, self.fpos, self.vstyle, self.fstyle = flag, fpos, vstyle, fstyle
        self.value, self.comparator = parse_br(vt)
        analyte, loinc, alts = CATALOG[key]
        self.analyte, self.loinc, self.alts = analyte, loinc, list(alts)
        for c in [loinc] + self.alts:
            assert check_digit_ok(c), (key, c)

    def runs(self, base):
        v = (self.vt, base + self.vstyle)
        if not self.flag:
            return [v]
        f = (self.flag, base + self.fstyle)
        if self.fpos == "before":
            return [f, (" ", base), v]
        return [v, (" ", base), f]

    def gold(self):
        return {"printed_name": self.name, "analyte": self.analyte, "loinc": self.loinc,
                "loinc_alternatives": self.alts, "value": self.value, "value_text": self.vt,
                "comparator": self.comparator, "unit": self.unit, "collected_at": self.date}


def content_lines(content, base=""):
    """content -> list of lines; a line is a list of runs (text, style); Res objects are expanded."""
    lines = [[]]
    items = content if isinstance(content, list) else [content]
    for it in items:
        if it is None:
            continue
        if isinstance(it, Res):
            lines[-1].extend(it.runs(base))
        elif isinstance(it, tuple):
            text, st = it
            parts = text.split("\n")
            for i, p in enumerate(parts):
                if i:
                    lines.append([])
                if p:
                    lines[-1].append((p, base + st))
        else:
            parts = str(it).split("\n")
            for i, p in enumerate(parts):
                if i:
                    lines.append([])
                if p:
                    lines[-1].append((p, base))
    return lines


def content_results(content):
    items = content if isinstance(content, list) else [content]
    return [it for it in items if isinstance(it, Res)]


# ----------------------------------------------------------------------------------------------
# blocks
# ----------------------------------------------------------------------------------------------
class Block:
    space = (0.0, 1.0)

    def results(self):
        return []


class P(Block):
    def __init__(self, content, size=None, align="L", style="", font=None, space=(0, 0.8), color=None):
        self.content, self.size, self.align, self.style, self.font = content, size, align, style, font
        self.space, self.color = space, color

    def results(self):
        return content_results(self.content)


class Cell:
    def __init__(self, content, span=1, align=None, style="", leader=False, bg=None, size=None):
        self.content, self.span, self.align, self.style = content, span, align, style
        self.leader, self.bg, self.size = leader, bg, size


class Row:
    def __init__(self, cells, kind="", style="", bg=None, above=False, below=False, size=None):
        self.cells = [c if isinstance(c, Cell) else Cell(c) for c in cells]
        self.kind, self.style, self.bg, self.above, self.below, self.size = kind, style, bg, above, below, size


class T(Block):
    """Table.  cols: list of (weight, align).  rules: none | grid | hlines | head | box."""

    def __init__(self, cols, rows, size=None, rules="none", pv=0.45, ph=1.2, head_bg=None, head_fg=None,
                 space=(0, 1.5), font=None, rule_color=None, rule_w=0.2):
        self.cols = cols
        self.rows = [r if isinstance(r, Row) else Row(r) for r in rows]
        self.size, self.rules, self.pv, self.ph = size, rules, pv, ph
        self.head_bg, self.head_fg, self.space, self.font = head_bg, head_fg, space, font
        self.rule_color, self.rule_w = rule_color, rule_w
        for r in self.rows:
            assert sum(c.span for c in r.cells) == len(cols), [c.content for c in r.cells]

    def widths(self, w):
        tot = float(sum(c[0] for c in self.cols))
        return [w * c[0] / tot for c in self.cols]

    def results(self):
        out = []
        for r in self.rows:
            for c in r.cells:
                out += content_results(c.content)
        return out


class Cols(Block):
    """Side-by-side columns: parts = [(weight, [blocks]), ...]; reading order is left to right."""

    def __init__(self, parts, gap=5.0, space=(0, 1.0), vrule=False):
        self.parts, self.gap, self.space, self.vrule = parts, gap, space, vrule

    def widths(self, w):
        tot = float(sum(p[0] for p in self.parts))
        avail = w - self.gap * (len(self.parts) - 1)
        return [avail * p[0] / tot for p in self.parts]

    def results(self):
        out = []
        for _, blocks in self.parts:
            for b in blocks:
                out += b.results()
        return out


class Box(Block):
    def __init__(self, blocks, pad=2.0, border=0.25, bg=None, space=(0, 2.0), border_color=None, left_bar=None):
        self.blocks, self.pad, self.border, self.bg, self.space = blocks, pad, border, bg, space
        self.border_color, self.left_bar = border_color, left_bar

    def results(self):
        out = []
        for b in self.blocks:
            out += b.results()
        return out


class HR(Block):
    def __init__(self, w=0.3, color=None, space=(1.0, 1.0), dash=False):
        self.w, self.color, self.space, self.dash = w, color, space, dash


class Sp(Block):
    def __init__(self, h):
        self.h, self.space = h, (0, 0)


class Logo(Block):
    def __init__(self, text, w=18, h=18, bg="#1f6f78", fg="#ffffff", size=14, style="b", space=(0, 0),
                 round_=False):
        self.text, self.w, self.h, self.bg, self.fg, self.size, self.style = text, w, h, bg, fg, size, style
        self.space, self.round = space, round_


class Sig(Block):
    """Signature: a short rule and centred lines, placed at the left, centre or right of the frame."""

    def __init__(self, lines, width=70, align="R", size=None, space=(2, 1)):
        self.lines, self.width, self.align, self.size, self.space = lines, width, align, size, space


class Report:
    def __init__(self, rid, lab, city, theme, pages, footer, default_date, features, title=""):
        self.id, self.lab, self.city, self.theme, self.pages = rid, lab, city, theme, pages
        self.footer, self.default_date, self.features, self.title = footer, default_date, features, title

    def results(self):
        out = []
        for page in self.pages:
            for b in page:
                out += b.results()
        return out

    def gold(self):
        return {"lab": self.lab, "collected_at_default": self.default_date,
                "results": [r.gold() for r in self.results()]}


# ----------------------------------------------------------------------------------------------
# HTML renderer
# ----------------------------------------------------------------------------------------------
def _css_color(style, theme):
    if "w" in style:
        return "#ffffff"
    if "r" in style:
        return theme.get("red", "#b00000")
    if "a" in style:
        return theme.get("accent", "#000")
    if "g" in style:
        return "#555555"
    return None


def _html_runs(runs, theme):
    out = []
    for text, st in runs:
        css = []
        if "b" in st:
            css.append("font-weight:bold")
        if "i" in st:
            css.append("font-style:italic")
        col = _css_color(st, theme)
        if col:
            css.append("color:" + col)
        t = html.escape(text)
        out.append('<span style="%s">%s</span>' % (";".join(css), t) if css else t)
    return "".join(out)


def _html_lines(lines, theme):
    return "<br>".join(_html_runs(l, theme) for l in lines)


def _font_css(fontkey):
    fam, stretch, _ = FONTS[fontkey]
    return "font-family:'%s';font-stretch:%s" % (fam, stretch)


def html_block(b, w, theme, size):
    sb, sa = b.space
    wrap = '<div style="padding:%.2fmm 0 %.2fmm 0">%%s</div>' % (sb, sa)
    if isinstance(b, P):
        sz = b.size or size
        css = ["font-size:%.2fpt" % sz, "text-align:%s" % {"L": "left", "C": "center", "R": "right"}[b.align]]
        if b.font:
            css.append(_font_css(b.font))
        if b.color:
            css.append("color:" + b.color)
        inner = _html_lines(content_lines(b.content, b.style), theme)
        return wrap % ('<div style="%s">%s</div>' % (";".join(css), inner))
    if isinstance(b, T):
        return wrap % html_table(b, w, theme, size)
    if isinstance(b, Cols):
        ws = b.widths(w)
        parts = []
        for i, ((_, blocks), cw) in enumerate(zip(b.parts, ws)):
            inner = "".join(html_block(x, cw, theme, size) for x in blocks)
            css = "width:%.2fmm;flex:none" % cw
            if b.vrule and i > 0:
                css += ";border-left:0.2mm solid #888;padding-left:%.2fmm;margin-left:-%.2fmm" % (
                    b.gap / 2, b.gap / 2 + 0.2)
            parts.append('<div style="%s">%s</div>' % (css, inner))
        return wrap % ('<div style="display:flex;gap:%.2fmm;align-items:flex-start">%s</div>' % (b.gap, "".join(parts)))
    if isinstance(b, Box):
        inner_w = w - 2 * b.pad - 2 * b.border
        if b.left_bar:
            inner_w -= b.left_bar[0]
        inner = "".join(html_block(x, inner_w, theme, size) for x in b.blocks)
        css = ["padding:%.2fmm" % b.pad, "width:%.2fmm" % inner_w]
        if b.border:
            css.append("border:%.2fmm solid %s" % (b.border, b.border_color or "#333"))
        else:
            css.append("border:0")
        if b.left_bar:
            css.append("border-left:%.2fmm solid %s" % (b.left_bar[0] + b.border, b.left_bar[1]))
        if b.bg:
            css.append("background:" + b.bg)
        return wrap % ('<div style="%s">%s</div>' % (";".join(css), inner))
    if isinstance(b, HR):
        return wrap % ('<div style="border-top:%.2fmm %s %s;height:0"></div>' % (
            b.w, "dashed" if b.dash else "solid", b.color or "#000"))
    if isinstance(b, Sp):
        return '<div style="height:%.2fmm"></div>' % b.h
    if isinstance(b, Logo):
        fam = _font_css(theme.get("font", "sans"))
        return wrap % (
            '<div style="width:%.2fmm;height:%.2fmm;background:%s;color:%s;font-size:%.1fpt;%s;'
            'display:flex;align-items:center;justify-content:center;font-weight:%s;border-radius:%s;'
            'line-height:1">%s</div>' % (b.w, b.h, b.bg, b.fg, b.size, fam, "bold" if "b" in b.style else "normal",
                                         "50%" if b.round else "0", html.escape(b.text)))
    if isinstance(b, Sig):
        sz = b.size or size
        ml = {"L": "0", "C": "%.2fmm" % ((w - b.width) / 2), "R": "%.2fmm" % (w - b.width)}[b.align]
        inner = _html_lines([l for line in b.lines for l in content_lines(line)], theme)
        return wrap % ('<div style="margin-left:%s;width:%.2fmm;border-top:0.25mm solid #000;padding-top:0.8mm;'
                       'text-align:center;font-size:%.2fpt">%s</div>' % (ml, b.width, sz, inner))
    raise TypeError(b)


def html_table(t, w, theme, size):
    ws = t.widths(w)
    sz = t.size or size
    rc = t.rule_color or "#444"
    rw = t.rule_w
    tcss = ["width:%.2fmm" % w, "font-size:%.2fpt" % sz]
    if t.font:
        tcss.append(_font_css(t.font))
    if t.rules in ("box",):
        tcss.append("border:%.2fmm solid %s" % (rw, rc))
    if t.rules == "head":
        tcss.append("border-top:%.2fmm solid %s;border-bottom:%.2fmm solid %s" % (rw * 1.5, rc, rw * 1.5, rc))
    out = ['<table style="%s"><colgroup>%s</colgroup>' % (";".join(tcss), "".join(
        '<col style="width:%.2fmm">' % x for x in ws))]
    for r in t.rows:
        out.append("<tr>")
        for c in r.cells:
            css = ["padding:%.2fmm %.2fmm" % (t.pv, t.ph)]
            al = c.align or t.cols[sum(x.span for x in r.cells[:r.cells.index(c)])][1]
            css.append("text-align:%s" % {"L": "left", "C": "center", "R": "right"}[al])
            bg = c.bg or r.bg or (t.head_bg if r.kind == "head" else None)
            if bg:
                css.append("background:" + bg)
            if r.kind == "head" and t.head_fg:
                css.append("color:" + t.head_fg)
            if c.size or r.size:
                css.append("font-size:%.2fpt" % (c.size or r.size))
            if t.rules == "grid":
                css.append("border:%.2fmm solid %s" % (rw, rc))
            elif t.rules == "hlines":
                css.append("border-bottom:%.2fmm solid %s" % (rw, rc))
            elif t.rules == "head" and r.kind == "head":
                css.append("border-bottom:%.2fmm solid %s" % (rw, rc))
            if r.above:
                css.append("border-top:%.2fmm solid %s" % (rw, rc))
            if r.below:
                css.append("border-bottom:%.2fmm solid %s" % (rw, rc))
            base = r.style + c.style + ("b" if r.kind == "head" else "")
            inner = _html_lines(content_lines(c.content, base), theme)
            if c.leader:
                csz = c.size or r.size or sz
                ypos = t.pv + csz * PT * LH * 0.5 + csz * PT * 0.33 - 0.15
                css.append("background-image:radial-gradient(circle,#444 0.13mm,rgba(0,0,0,0) 0.17mm)")
                css.append("background-size:0.9mm 0.4mm;background-repeat:repeat-x")
                css.append("background-position:%.2fmm %.2fmm" % (t.ph, ypos))
                css.append("background-clip:content-box")
                inner = '<span style="background:#ffffff;padding-right:1mm">%s</span>' % inner
            span = ' colspan="%d"' % c.span if c.span > 1 else ""
            out.append('<td%s style="%s">%s</td>' % (span, ";".join(css), inner))
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def render_html(rep):
    th = rep.theme
    size = th.get("size", 8.5)
    pages = []
    n = len(rep.pages)
    for i, page in enumerate(rep.pages):
        body = "".join(html_block(b, CONTENT_W, th, size) for b in page)
        foot = "".join(html_block(b, CONTENT_W, th, size) for b in rep.footer(i + 1, n))
        pages.append('<div class="page">%s<div class="foot">%s</div></div>' % (body, foot))
    fam = _font_css(th.get("font", "sans"))
    css = """
@page { size: A4; margin: %.1fmm %.1fmm; }
* { box-sizing: content-box; }
html, body { margin: 0; padding: 0; }
body { %s; font-size: %.2fpt; line-height: %.2f; color: #111; -webkit-print-color-adjust: exact;
       print-color-adjust: exact; }
.page { position: relative; width: %.1fmm; height: %.1fmm; overflow: visible; break-after: page; }
.page:last-child { break-after: auto; }
.foot { position: absolute; left: 0; bottom: 0; width: %.1fmm; }
table { border-collapse: collapse; table-layout: fixed; border-spacing: 0; }
td { vertical-align: top; }
""" % (MARGIN_Y, MARGIN_X, fam, size, LH, CONTENT_W, CONTENT_H, CONTENT_W)
    return ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title>'
            '<style>%s</style></head><body>\n%s\n</body></html>\n' % (
                html.escape(rep.title or rep.lab), css, "\n".join(pages)))


# ----------------------------------------------------------------------------------------------
# fpdf2 renderer
# ----------------------------------------------------------------------------------------------
def _hex(c):
    c = c.lstrip("#")
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


class PdfCtx:
    def __init__(self, pdf, theme):
        self.pdf, self.theme = pdf, theme
        self.size = theme.get("size", 8.5)
        self.font = theme.get("font", "sans")

    def setf(self, font, style, size):
        st = ("B" if "b" in style else "") + ("I" if "i" in style else "")
        self.pdf.set_font(font, st, size)

    def sw(self, text, font, style, size):
        self.setf(font, style, size)
        return self.pdf.get_string_width(text)

    def wrap(self, runs, width, font, size):
        """Greedy word wrap of a list of runs; returns list of lines (lists of runs)."""
        toks = []
        for text, st in runs:
            for part in re.split(r"( )", text):
                if part:
                    toks.append((part, st))
        lines, cur, cw = [], [], 0.0
        for tok, st in toks:
            tw = self.sw(tok, font, st, size)
            if tok == " " and (not cur or cur[-1][0] == " "):
                continue    # collapse spaces like HTML does
            if cw + tw > width + 0.01 and cur and tok != " ":
                while cur and cur[-1][0] == " ":
                    cw -= self.sw(" ", font, cur[-1][1], size)
                    cur.pop()
                lines.append(cur)
                cur, cw = [], 0.0
            cur.append((tok, st))
            cw += tw
        while cur and cur[-1][0] == " ":
            cur.pop()
        lines.append(cur)
        return lines

    def layout_lines(self, lines, width, font, size):
        out = []
        for l in lines:
            out += self.wrap(l, width, font, size) if l else [[]]
        return out

    def line_w(self, runs, font, size):
        return sum(self.sw(t, font, st, size) for t, st in runs)

    def color(self, st):
        c = _css_color(st, self.theme) or "#111111"
        self.pdf.set_text_color(*_hex(c))

    def draw_line(self, runs, x, top, w, align, font, size):
        lw = self.line_w(runs, font, size)
        if align == "C":
            x += (w - lw) / 2
        elif align == "R":
            x += w - lw
        base = top + (size * PT * LH) / 2 + size * PT * 0.33
        for t, st in runs:
            self.setf(font, st, size)
            self.color(st)
            self.pdf.text(x, base, t)
            x += self.pdf.get_string_width(t)
        return x


def measure(ctx, b, w):
    if isinstance(b, P):
        sz = b.size or ctx.size
        lines = ctx.layout_lines(content_lines(b.content, b.style), w, b.font or ctx.font, sz)
        return len(lines) * sz * PT * LH
    if isinstance(b, T):
        return sum(_row_h(ctx, b, r, b.widths(w)) for r in b.rows)
    if isinstance(b, Cols):
        return max(_stack_h(ctx, blocks, cw) for (_, blocks), cw in zip(b.parts, b.widths(w)))
    if isinstance(b, Box):
        inner_w = w - 2 * b.pad - 2 * b.border - (b.left_bar[0] if b.left_bar else 0)
        return _stack_h(ctx, b.blocks, inner_w) + 2 * b.pad + 2 * b.border
    if isinstance(b, HR):
        return b.w
    if isinstance(b, Sp):
        return b.h
    if isinstance(b, Logo):
        return b.h
    if isinstance(b, Sig):
        sz = b.size or ctx.size
        n = sum(len(content_lines(l)) for l in b.lines)
        return 0.25 + 0.8 + n * sz * PT * LH
    raise TypeError(b)


def _stack_h(ctx, blocks, w):
    return sum(b.space[0] + measure(ctx, b, w) + b.space[1] for b in blocks)


def _cell_lines(ctx, t, r, c, cw):
    sz = c.size or r.size or t.size or ctx.size
    font = t.font or ctx.font
    base = r.style + c.style + ("b" if r.kind == "head" else "")
    explicit = content_lines(c.content, base)
    lines = ctx.layout_lines(explicit, cw - 2 * t.ph, font, sz)
    if len(lines) > len(explicit) and any(content_results(x.content) for x in r.cells):
        WARNINGS.add("auto-wrap in a result row: %r" % ("".join(t for l in explicit for t, _ in l)[:60],))
    return lines, sz, font


def _spans(r, ws):
    out, i = [], 0
    for c in r.cells:
        out.append((c, sum(ws[:i]), sum(ws[i:i + c.span]), i))
        i += c.span
    return out


def _row_h(ctx, t, r, ws):
    h = 0.0
    for c, x, cw, _ in _spans(r, ws):
        lines, sz, _ = _cell_lines(ctx, t, r, c, cw)
        h = max(h, len(lines) * sz * PT * LH + 2 * t.pv)
    return h


def draw(ctx, b, x, y, w):
    pdf = ctx.pdf
    if isinstance(b, P):
        sz = b.size or ctx.size
        font = b.font or ctx.font
        lines = ctx.layout_lines(content_lines(b.content, b.style), w, font, sz)
        lh = sz * PT * LH
        for i, l in enumerate(lines):
            if b.color:
                l = [(t, st) for t, st in l]
            ctx.draw_line(l, x, y + i * lh, w, b.align, font, sz)
        return
    if isinstance(b, T):
        _draw_table(ctx, b, x, y, w)
        return
    if isinstance(b, Cols):
        cx = x
        ws = b.widths(w)
        h = measure(ctx, b, w)
        for i, ((_, blocks), cw) in enumerate(zip(b.parts, ws)):
            if b.vrule and i > 0:
                pdf.set_draw_color(136, 136, 136)
                pdf.set_line_width(0.2)
                pdf.line(cx - b.gap / 2, y, cx - b.gap / 2, y + h)
            draw_stack(ctx, blocks, cx, y, cw)
            cx += cw + b.gap
        return
    if isinstance(b, Box):
        h = measure(ctx, b, w)
        if b.bg:
            pdf.set_fill_color(*_hex(b.bg))
            pdf.rect(x, y, w, h, "F")
        if b.border:
            pdf.set_draw_color(*_hex(b.border_color or "#333333"))
            pdf.set_line_width(b.border)
            pdf.rect(x + b.border / 2, y + b.border / 2, w - b.border, h - b.border)
        lb = 0.0
        if b.left_bar:
            lb = b.left_bar[0]
            pdf.set_fill_color(*_hex(b.left_bar[1]))
            pdf.rect(x, y, lb + b.border, h, "F")
        inner_w = w - 2 * b.pad - 2 * b.border - lb
        draw_stack(ctx, b.blocks, x + b.border + lb + b.pad, y + b.border + b.pad, inner_w)
        return
    if isinstance(b, HR):
        pdf.set_draw_color(*_hex(b.color or "#000000"))
        pdf.set_line_width(b.w)
        if b.dash:
            pdf.set_dash_pattern(dash=1.2, gap=0.8)
        pdf.line(x, y + b.w / 2, x + w, y + b.w / 2)
        pdf.set_dash_pattern()
        return
    if isinstance(b, Sp):
        return
    if isinstance(b, Logo):
        pdf.set_fill_color(*_hex(b.bg))
        if b.round:
            pdf.ellipse(x, y, b.w, b.h, "F")
        else:
            pdf.rect(x, y, b.w, b.h, "F")
        ctx.setf(ctx.font, b.style, b.size)
        pdf.set_text_color(*_hex(b.fg))
        tw = pdf.get_string_width(b.text)
        pdf.text(x + (b.w - tw) / 2, y + b.h / 2 + b.size * PT * 0.36, b.text)
        return
    if isinstance(b, Sig):
        sz = b.size or ctx.size
        sx = {"L": x, "C": x + (w - b.width) / 2, "R": x + w - b.width}[b.align]
        pdf.set_draw_color(0, 0, 0)
        pdf.set_line_width(0.25)
        pdf.line(sx, y + 0.125, sx + b.width, y + 0.125)
        lines = [l for line in b.lines for l in content_lines(line)]
        yy = y + 0.25 + 0.8
        for l in lines:
            ctx.draw_line(l, sx, yy, b.width, "C", ctx.font, sz)
            yy += sz * PT * LH
        return
    raise TypeError(b)


def _draw_table(ctx, t, x, y, w):
    pdf = ctx.pdf
    ws = t.widths(w)
    rc = _hex(t.rule_color or "#444444")
    rw = t.rule_w
    y0 = y
    for r in t.rows:
        rh = _row_h(ctx, t, r, ws)
        for c, cx, cw, ci in _spans(r, ws):
            bg = c.bg or r.bg or (t.head_bg if r.kind == "head" else None)
            if bg:
                pdf.set_fill_color(*_hex(bg))
                pdf.rect(x + cx, y, cw, rh, "F")
        for c, cx, cw, ci in _spans(r, ws):
            lines, sz, font = _cell_lines(ctx, t, r, c, cw)
            al = c.align or t.cols[ci][1]
            lh = sz * PT * LH
            for i, l in enumerate(lines):
                if r.kind == "head" and t.head_fg:
                    l = [(tx, st + "w") if t.head_fg.lower() in ("#fff", "#ffffff") else (tx, st) for tx, st in l]
                end = ctx.draw_line(l, x + cx + t.ph, y + t.pv + i * lh, cw - 2 * t.ph, al, font, sz)
                if c.leader and i == len(lines) - 1:
                    base = y + t.pv + i * lh + lh / 2 + sz * PT * 0.33
                    x1, x2 = end + 1.0, x + cx + cw - 0.8
                    if x2 > x1:
                        pdf.set_draw_color(68, 68, 68)
                        pdf.set_line_width(0.3)
                        pdf.set_dash_pattern(dash=0.3, gap=0.6)
                        pdf.line(x1, base, x2, base)
                        pdf.set_dash_pattern()
            pdf.set_draw_color(*rc)
            pdf.set_line_width(rw)
            X, Y = x + cx, y
            if t.rules == "grid":
                pdf.rect(X, Y, cw, rh)
            elif t.rules == "hlines":
                pdf.line(X, Y + rh, X + cw, Y + rh)
            elif t.rules == "head" and r.kind == "head":
                pdf.line(X, Y + rh, X + cw, Y + rh)
            if r.above:
                pdf.line(X, Y, X + cw, Y)
            if r.below:
                pdf.line(X, Y + rh, X + cw, Y + rh)
        y += rh
    pdf.set_draw_color(*rc)
    if t.rules == "box":
        pdf.set_line_width(rw)
        pdf.rect(x, y0, w, y - y0)
    if t.rules == "head":
        pdf.set_line_width(rw * 1.5)
        pdf.line(x, y0, x + w, y0)
        pdf.line(x, y, x + w, y)


def draw_stack(ctx, blocks, x, y, w):
    for b in blocks:
        y += b.space[0]
        h = measure(ctx, b, w)
        draw(ctx, b, x, y, w)
        y += h + b.space[1]
    return y


def render_fpdf(rep, path):
    from fpdf import FPDF
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_margins(MARGIN_X, MARGIN_Y, MARGIN_X)
    for key, (_, _, files) in FONTS.items():
        for st, fn in files.items():
            pdf.add_font(key, st, FONT_DIR + fn)
    pdf.set_title(rep.title or rep.lab)
    pdf.set_author(rep.lab)
    pdf.set_creator("labdev-am tools/build.py (fpdf2)")
    ctx = PdfCtx(pdf, rep.theme)
    n = len(rep.pages)
    for i, page in enumerate(rep.pages):
        pdf.add_page()
        foot = rep.footer(i + 1, n)
        fh = _stack_h(ctx, foot, CONTENT_W)
        end = draw_stack(ctx, page, MARGIN_X, MARGIN_Y, CONTENT_W)
        limit = MARGIN_Y + CONTENT_H - fh
        if end > limit + 0.01:
            raise RuntimeError("%s page %d overflows: %.1f > %.1f mm" % (rep.id, i + 1, end, limit))
        draw_stack(ctx, foot, MARGIN_X, MARGIN_Y + CONTENT_H - fh, CONTENT_W)
    pdf.output(path)
    return pdf
