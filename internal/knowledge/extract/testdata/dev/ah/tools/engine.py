"""Tiny layout model shared by the HTML (Chromium) and fpdf2 renderers, plus the gold registry.

A report is a list of pages; a page is a list of blocks (Row, Gap, Rule, Cols, Box) plus footer
blocks. Results are registered (in creation order == reading order) by R(...), which returns the
printed value string so the same object feeds the print and the gold.
"""
import html as _html
import re

FONTS = {
    "dejavu": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    "dvcond": ("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"),
    "dvserif": ("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"),
    "dvmono": ("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"),
    "libsans": ("/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf"),
    "libserif": ("/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf"),
    "libmono": ("/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf", "/usr/share/fonts/truetype/liberation2/LiberationMono-Bold.ttf"),
}

# ---------------------------------------------------------------- gold registry
CUR = None  # current Report


def loinc_ok(code):
    m = re.fullmatch(r"(\d+)-(\d)", code)
    if not m:
        return False
    digits = m.group(1)
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return (10 - tot % 10) % 10 == int(m.group(2))


COMP_WORDS = [("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
              ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def parse_value(vt):
    s = vt.strip()
    comp = ""
    low = s.lower()
    for w, c in COMP_WORDS:
        if low.startswith(w):
            comp = c
            s = s[len(w):].strip()
            break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?", s):
        return float(s.replace(".", "").replace(",", ".")), comp
    if re.fullmatch(r"\d+,\d+", s):
        return float(s.replace(",", ".")), comp
    if re.fullmatch(r"\d+(\.\d+)?", s):
        return float(s), comp
    return None, comp


class Res:
    pass


def R(name, vt, unit, cat, date, flag="", sep=" ", value="auto"):
    """Register a result; returns the printed value (value_text plus flag)."""
    from catalog import CAT
    analyte, loinc, alts = CAT[cat]
    r = Res()
    r.printed_name = name
    r.value_text = vt
    v, comp = parse_value(vt)
    if value != "auto":
        v = value
    if v is not None and float(v).is_integer():
        v = int(v)
    r.value = v
    r.comparator = comp
    r.unit = unit
    r.analyte = analyte
    r.loinc = loinc
    r.alts = list(alts)
    r.date = date
    CUR.results.append(r)
    return vt + (sep + flag if flag else "")


class Report:
    def __init__(self, rid, lab, city, default_date, font="dejavu", size=8.5, lh=4.2,
                 margins=(12, 14, 12, 12), features=""):
        global CUR
        CUR = self
        self.rid, self.lab, self.city, self.default = rid, lab, city, default_date
        self.font, self.size, self.lh = font, size, lh
        self.mt, self.ml, self.mb, self.mr = margins
        self.pages = []
        self.results = []
        self.features = features

    @property
    def width(self):
        return 210 - self.ml - self.mr

    def page(self, blocks, footer=()):
        self.pages.append((list(blocks), list(footer)))

    def gold(self):
        out = {"lab": self.lab, "collected_at_default": self.default, "results": []}
        for r in self.results:
            out["results"].append({
                "printed_name": r.printed_name, "analyte": r.analyte, "loinc": r.loinc,
                "loinc_alternatives": r.alts, "value": r.value, "value_text": r.value_text,
                "comparator": r.comparator, "unit": r.unit, "collected_at": r.date})
        return out


# ---------------------------------------------------------------- blocks
class C:
    def __init__(self, text, w, a="L", b=False, size=None, i=False, color=None):
        self.text, self.w, self.a, self.b, self.size, self.i, self.color = str(text), w, a, b, size, i, color


class Row:
    def __init__(self, cells, h=None, size=None, b=False, bg=None, line=False):
        if isinstance(cells, str):
            cells = [C(cells, 0)]
        self.cells, self.h, self.size, self.b, self.bg, self.line = cells, h, size, b, bg, line

    def height(self, rep):
        if self.h:
            return self.h
        s = self.size or rep.size
        return rep.lh * s / rep.size


class Gap:
    def __init__(self, h):
        self.h = h

    def height(self, rep):
        return self.h


class Rule:
    def __init__(self, h=2.0, t=0.3, dashed=False):
        self.h, self.t, self.dashed = h, t, dashed

    def height(self, rep):
        return self.h


class Cols:
    def __init__(self, left, right, wl, gap=4):
        self.left, self.right, self.wl, self.gap = left, right, wl, gap

    def height(self, rep):
        return max(sum(b.height(rep) for b in self.left), sum(b.height(rep) for b in self.right))


class Box:
    def __init__(self, blocks, pad=1.5, t=0.3, bg=None):
        self.blocks, self.pad, self.t, self.bg = blocks, pad, t, bg

    def height(self, rep):
        return sum(b.height(rep) for b in self.blocks) + 2 * self.pad


def T(text, size=None, b=False, a="L", h=None, i=False, bg=None, color=None):
    return Row([C(text, 0, a, b, size, i, color)], h=h, size=size, bg=bg)


def leader(name, width_chars, ch="."):
    n = max(3, width_chars - len(name))
    return name + " " + ch * n


# ---------------------------------------------------------------- HTML renderer
def esc(s):
    return _html.escape(s).replace("  ", " &nbsp;")


def html_blocks(rep, blocks, width):
    out = []
    for b in blocks:
        if isinstance(b, Row):
            h = b.height(rep)
            size = b.size or rep.size
            st = f"height:{h:.2f}mm;line-height:{h:.2f}mm;font-size:{size}pt;"
            if b.b:
                st += "font-weight:bold;"
            if b.bg:
                st += f"background:{b.bg};"
            if b.line:
                st += "border-bottom:0.2mm solid #999;box-sizing:border-box;"
            spans = []
            for c in b.cells:
                w = c.w or width
                cs = f"width:{w:.2f}mm;text-align:{ {'L': 'left', 'R': 'right', 'C': 'center'}[c.a]};"
                if c.b:
                    cs += "font-weight:bold;"
                if c.i:
                    cs += "font-style:italic;"
                if c.size:
                    cs += f"font-size:{c.size}pt;"
                if c.color:
                    cs += f"color:{c.color};"
                spans.append(f'<span class="c" style="{cs}">{esc(c.text)}</span>')
            out.append(f'<div class="r" style="{st}">{"".join(spans)}</div>')
        elif isinstance(b, Gap):
            out.append(f'<div style="height:{b.h:.2f}mm"></div>')
        elif isinstance(b, Rule):
            style = "dashed" if b.dashed else "solid"
            out.append(f'<div style="height:{b.h:.2f}mm;position:relative"><div style="position:absolute;left:0;right:0;top:{b.h/2:.2f}mm;border-top:{b.t}mm {style} #000"></div></div>')
        elif isinstance(b, Cols):
            wr = width - b.wl - b.gap
            out.append(f'<div style="display:flex;height:{b.height(rep):.2f}mm"><div style="width:{b.wl}mm;flex:none">{html_blocks(rep, b.left, b.wl)}</div>'
                       f'<div style="width:{wr:.2f}mm;margin-left:{b.gap}mm;flex:none">{html_blocks(rep, b.right, wr)}</div></div>')
        elif isinstance(b, Box):
            bg = f"background:{b.bg};" if b.bg else ""
            inner = width - 2 * b.pad
            out.append(f'<div style="height:{b.height(rep):.2f}mm;box-sizing:border-box;border:{b.t}mm solid #000;padding:{b.pad - b.t:.2f}mm {b.pad - b.t:.2f}mm;{bg}">'
                       f'{html_blocks(rep, b.blocks, inner)}</div>')
    return "".join(out)


def to_html(rep):
    reg, bold = FONTS[rep.font]
    css = f"""@font-face{{font-family:'F';src:url('file://{reg}');font-weight:normal}}
@font-face{{font-family:'F';src:url('file://{bold}');font-weight:bold}}
@page{{size:A4;margin:0}}
html,body{{margin:0;padding:0}}
body{{font-family:'F';font-size:{rep.size}pt;color:#111}}
.page{{width:210mm;height:296.5mm;position:relative;overflow:hidden;box-sizing:border-box;padding:{rep.mt}mm {rep.mr}mm 0 {rep.ml}mm}}
.page.brk{{page-break-after:always}}
.r{{white-space:nowrap;overflow:visible}}
.c{{display:inline-block;white-space:pre;vertical-align:top;overflow:visible}}
.foot{{position:absolute;left:{rep.ml}mm;width:{rep.width}mm;bottom:{rep.mb}mm}}"""
    pages = []
    n = len(rep.pages)
    for i, (blocks, footer) in enumerate(rep.pages):
        cls = "page brk" if i < n - 1 else "page"
        pages.append(f'<div class="{cls}">{html_blocks(rep, blocks, rep.width)}'
                     f'<div class="foot">{html_blocks(rep, footer, rep.width)}</div></div>')
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(rep.lab)}</title>'
            f'<style>{css}</style></head><body>{"".join(pages)}</body></html>')


# ---------------------------------------------------------------- fpdf renderer (own geometry)
SX, SY, DX, DY, DS = 0.965, 0.985, 3.0, 2.0, -0.4   # x scale, y scale, x/y offset (mm), font delta (pt)


def to_fpdf(rep, path):
    from fpdf import FPDF
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    reg, bold = FONTS[rep.font]
    pdf.add_font("F", "", reg)
    pdf.add_font("F", "B", bold)
    pdf.add_font("F", "I", reg)
    pdf.add_font("F", "BI", bold)
    warnings = []

    def draw(blocks, x0, y, width):
        for b in blocks:
            h = b.height(rep) * SY
            if isinstance(b, Row):
                size = (b.size or rep.size) + DS
                if b.bg:
                    col = tuple(int(b.bg[k:k + 2], 16) for k in (1, 3, 5))
                    pdf.set_fill_color(*col)
                    pdf.rect(x0, y, width * SX, h, style="F")
                x = x0
                for c in b.cells:
                    w = (c.w or width) * SX
                    st = "B" if (c.b or b.b) else ""
                    pdf.set_font("F", st, (c.size + DS) if c.size else size)
                    if c.color:
                        col = tuple(int(c.color[k:k + 2], 16) for k in (1, 3, 5))
                        pdf.set_text_color(*col)
                    else:
                        pdf.set_text_color(17, 17, 17)
                    if pdf.get_string_width(c.text.rstrip()) > w + 0.3 and c.text.strip():
                        warnings.append(f"{rep.rid}: cell overflow '{c.text[:40]}' {pdf.get_string_width(c.text):.1f}>{w:.1f}")
                    pdf.set_xy(x, y)
                    pdf.cell(w, h, c.text, align={"L": "L", "R": "R", "C": "C"}[c.a])
                    x += w
                if b.line:
                    pdf.set_draw_color(150, 150, 150)
                    pdf.set_line_width(0.2)
                    pdf.line(x0, y + h, x0 + width * SX, y + h)
                    pdf.set_draw_color(0, 0, 0)
            elif isinstance(b, Rule):
                pdf.set_line_width(b.t)
                if b.dashed:
                    pdf.set_dash_pattern(dash=1, gap=1)
                pdf.line(x0, y + h / 2, x0 + width * SX, y + h / 2)
                pdf.set_dash_pattern()
            elif isinstance(b, Cols):
                draw(b.left, x0, y, b.wl)
                draw(b.right, x0 + (b.wl + b.gap) * SX, y, width - b.wl - b.gap)
            elif isinstance(b, Box):
                if b.bg:
                    col = tuple(int(b.bg[k:k + 2], 16) for k in (1, 3, 5))
                    pdf.set_fill_color(*col)
                    pdf.rect(x0, y, width * SX, h, style="F")
                pdf.set_line_width(b.t)
                pdf.rect(x0, y, width * SX, h)
                draw(b.blocks, x0 + b.pad * SX, y + b.pad * SY, width - 2 * b.pad)
            y += h
        return y

    for blocks, footer in rep.pages:
        pdf.add_page()
        y_end = draw(blocks, rep.ml + DX, rep.mt + DY, rep.width)
        fh = sum(b.height(rep) for b in footer) * SY
        fy = 297 - rep.mb - fh
        if y_end > fy - 0.5:
            raise SystemExit(f"{rep.rid}: page overflow in fpdf ({y_end:.1f} > {fy:.1f})")
        draw(footer, rep.ml + DX, fy, rep.width)
    pdf.output(path)
    return warnings


def check_heights(rep):
    for i, (blocks, footer) in enumerate(rep.pages):
        hb = sum(b.height(rep) for b in blocks)
        hf = sum(b.height(rep) for b in footer)
        avail = 296.5 - rep.mt - rep.mb
        if hb + hf > avail - 1:
            raise SystemExit(f"{rep.rid} page {i+1}: content {hb:.1f}+{hf:.1f} > {avail:.1f} mm")
