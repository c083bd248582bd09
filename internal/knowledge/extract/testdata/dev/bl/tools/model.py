"""Data model shared by the HTML renderer, the fpdf2 renderer, the gold writer and check.py."""
import re, json

FONTS = {  # key -> (css family, regular, bold, italic, bolditalic)
    "sans": ("LabSans", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"),
    "cond": ("LabCond", "DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf", "DejaVuSansCondensed-BoldOblique.ttf"),
    "serif": ("LabSerif", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf"),
    "serifc": ("LabSerifC", "DejaVuSerifCondensed.ttf", "DejaVuSerifCondensed-Bold.ttf", "DejaVuSerifCondensed-Italic.ttf", "DejaVuSerifCondensed-BoldItalic.ttf"),
    "mono": ("LabMono", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf", "DejaVuSansMono-BoldOblique.ttf"),
}
FONTDIR = "/usr/share/fonts/truetype/dejavu/"


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


NUM = re.compile(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?")
PREFIXES = [("inferior a", "<"), ("superior a", ">"), ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def parse_value(vt):
    s = vt.strip()
    comp = ""
    for p, c in PREFIXES:
        if s.lower().startswith(p):
            comp, s = c, s[len(p):].strip()
            break
    if NUM.fullmatch(s):
        if "," in s:
            return float(s.replace(".", "").replace(",", ".")), comp
        return int(s.replace(".", "")), comp
    return None, ""


class Res:
    """One printed patient result."""
    def __init__(self, key, name, vt, unit="", flag="", date=None, loinc=None, alts=None, analyte=None):
        from loinc_table import LOINC
        code, alt, an = LOINC[key] if key else (None, [], None)
        self.name, self.vt, self.unit, self.flag, self.date = name, vt, unit, flag, date
        self.loinc = loinc or code
        self.alts = list(alts if alts is not None else alt)
        self.analyte = analyte or an

    def gold(self, default_date):
        v, c = parse_value(self.vt)
        return {"printed_name": self.name, "analyte": self.analyte, "loinc": self.loinc,
                "loinc_alternatives": self.alts, "value": v, "value_text": self.vt,
                "comparator": c, "unit": self.unit, "collected_at": self.date or default_date}


class V:
    """Value of a result as printed (value + optional flag)."""
    def __init__(self, r, flag=True, sep=" "):
        self.r, self.showflag, self.sep = r, flag, sep

    def text(self):
        if self.showflag and self.r.flag:
            return self.r.vt + self.sep + self.r.flag
        return self.r.vt


class VU(V):
    """value + unit (+flag)."""
    def text(self):
        t = self.r.vt + (" " + self.r.unit if self.r.unit else "")
        if self.showflag and self.r.flag:
            t += self.sep + self.r.flag
        return t


class U:
    def __init__(self, r):
        self.r = r

    def text(self):
        return self.r.unit


class C:
    """Styled cell/line content."""
    def __init__(self, content, b=False, i=False, al=None, color=None, size=None, fill=None, font=None):
        self.content, self.b, self.i, self.al, self.color, self.size, self.fill, self.font = content, b, i, al, color, size, fill, font


def segs(content):
    if isinstance(content, C):
        content = content.content
    if content is None:
        return []
    if isinstance(content, (list, tuple)):
        return list(content)
    return [content]


def text_of(content):
    out = ""
    for s in segs(content):
        out += s if isinstance(s, str) else s.text()
    return out


def results_of(content):
    return [s.r for s in segs(content) if isinstance(s, V)]


# ---- elements -------------------------------------------------------------
class Text:
    def __init__(self, lines, size=9, b=False, i=False, al="L", color=None, lh=1.25, font=None, fill=None, tcolor=None, pad=0):
        self.lines = lines if isinstance(lines, list) else [lines]
        self.size, self.b, self.i, self.al, self.color, self.lh, self.font, self.fill, self.pad = size, b, i, al, color, lh, font, fill, pad


class Row:
    def __init__(self, cells, b=False, i=False, span=False, fill=None, color=None, size=None, line_below=False):
        self.cells, self.b, self.i, self.span, self.fill, self.color, self.size, self.line_below = cells, b, i, span, fill, color, size, line_below


class Table:
    """widths: relative weights; ruled: all | h | none | head | box"""
    def __init__(self, widths, rows, size=8.5, ruled="all", aligns=None, bold_cols=(), lh=1.25, padv=0.6, padh=1.0,
                 font=None, head=0, head_fill=None, head_color=None, line_color="#000000", width=None, lw=0.2):
        self.widths, self.rows, self.size, self.ruled = widths, [r if isinstance(r, Row) else Row(r) for r in rows], size, ruled
        self.aligns = aligns or ["L"] * len(widths)
        self.bold_cols, self.lh, self.padv, self.padh, self.font = set(bold_cols), lh, padv, padh, font
        self.head, self.head_fill, self.head_color, self.line_color, self.width, self.lw = head, head_fill, head_color, line_color, width, lw


class HR:
    def __init__(self, w=0.3, color="#000000", gap=1.0):
        self.w, self.color, self.gap = w, color, gap


class Gap:
    def __init__(self, mm):
        self.mm = mm


class Cols:
    def __init__(self, left, right, gap=6, split=0.5, sep=False):
        self.left, self.right, self.gap, self.split, self.sep = left, right, gap, split, sep


class Report:
    def __init__(self, rid, lab, default_date, font, pages, footer, margins=(12, 12, 12, 14), base_color="#000000", city="", features=""):
        self.id, self.lab, self.default_date, self.font, self.pages, self.footer = rid, lab, default_date, font, pages, footer
        self.margins = margins  # left, top, right, bottom (mm)
        self.base_color, self.city, self.features = base_color, city, features

    # reading-order walk: yields (page_index, Res)
    def walk(self):
        def els(elements, p):
            for e in elements:
                if isinstance(e, Cols):
                    yield from els(e.left, p)
                    yield from els(e.right, p)
                elif isinstance(e, Text):
                    for ln in e.lines:
                        for r in results_of(ln):
                            yield p, r
                elif isinstance(e, Table):
                    for row in e.rows:
                        for c in row.cells:
                            for r in results_of(c):
                                yield p, r
        for p, page in enumerate(self.pages):
            yield from els(page, p)
            yield from els(self.footer(p + 1, len(self.pages)), p)

    def gold(self):
        return {"lab": self.lab, "collected_at_default": self.default_date,
                "results": [r.gold(self.default_date) for _, r in self.walk()]}
