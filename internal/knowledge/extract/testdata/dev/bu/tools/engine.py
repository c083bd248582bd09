"""Layout engine shared by the HTML (Chromium) and fpdf2 renderers.

A report is built once, page by page, into a display list of absolutely placed
text cells, lines and rectangles (millimetres, A4).  Both renderers draw the same
display list, so content and pagination are identical.  Every patient result is
registered (with its page number) at the moment its value is drawn, which gives
the gold in reading order.
"""
import re
from fpdf import FPDF

FONT_DIR = "/usr/share/fonts/truetype/dejavu/"
FAMILIES = {
    "DejaVuSans": ("DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique"),
    "DejaVuSansCondensed": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold",
                            "DejaVuSansCondensed-Oblique", "DejaVuSansCondensed-BoldOblique"),
    "DejaVuSerif": ("DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSerif-Italic", "DejaVuSerif-BoldItalic"),
    "DejaVuSerifCondensed": ("DejaVuSerifCondensed", "DejaVuSerifCondensed-Bold",
                             "DejaVuSerifCondensed-Italic", "DejaVuSerifCondensed-BoldItalic"),
    "DejaVuSansMono": ("DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSansMono-Oblique",
                       "DejaVuSansMono-BoldOblique"),
    "DejaVuSansLight": ("DejaVuSans-ExtraLight",) * 4,
}
STYLES = ("", "B", "I", "BI")


def add_fonts(pdf):
    for fam, files in FAMILIES.items():
        for st, f in zip(STYLES, files):
            pdf.add_font(fam, st, FONT_DIR + f + ".ttf")


_M = FPDF(unit="mm", format="A4")
add_fonts(_M)


def text_width(s, fam, style, size):
    _M.set_font(fam, style, size)
    return _M.get_string_width(s)


PAGE_W, PAGE_H = 210.0, 297.0


# ---------------------------------------------------------------- results
COMPARATORS = [("inferior a ", "<"), ("superior a ", ">"), ("menor que ", "<"), ("maior que ", ">"),
               ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]
NUM_RE = re.compile(r"-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?")


def parse_value(vt):
    s = vt.strip()
    comp = ""
    for pre, c in COMPARATORS:
        if s.lower().startswith(pre):
            comp, s = c, s[len(pre):].strip()
            break
    if NUM_RE.fullmatch(s):
        num = float(s.replace(".", "").replace(",", "."))
        if "," not in s and num.is_integer():
            num = int(num)
        return num, comp
    return None, ""


class R:
    """One printed patient result."""

    def __init__(self, name, vt, unit, loinc, analyte, alts=(), flag="", date=None, label=None):
        self.name, self.vt, self.unit = name, vt, unit
        self.loinc, self.analyte, self.alts = loinc, analyte, list(alts)
        self.flag, self.date, self.label = flag, date, label

    def gold(self, default_iso):
        value, comp = parse_value(self.vt)
        return {"printed_name": " ".join(self.name.split()), "analyte": self.analyte,
                "loinc": self.loinc, "loinc_alternatives": self.alts, "value": value,
                "value_text": self.vt, "comparator": comp, "unit": self.unit,
                "collected_at": iso(self.date) if self.date else default_iso}


def iso(dmy):
    d, m, y = dmy.split("/")
    return f"{y}-{m}-{d}"


# ---------------------------------------------------------------- tables
class Col:
    def __init__(self, kind, width, header="", align="L", bold=False, italic=False, size=None,
                 leader=False, wrap=False, color=None):
        self.kind, self.width, self.header, self.align = kind, width, header, align
        self.bold, self.italic, self.size, self.leader, self.wrap = bold, italic, size, leader, wrap
        self.color = color


class RR:
    """A result row: res (current), prev (list of earlier results), ref text."""

    def __init__(self, res, ref="", prev=(), extra=None, bold_name=False):
        self.res, self.ref, self.prev, self.extra = res, ref, list(prev), extra or {}
        self.bold_name = bold_name


class Sub:
    """A sub-heading row spanning the table."""

    def __init__(self, text, bold=True, italic=False):
        self.text, self.bold, self.italic = text, bold, italic


class Txt:
    """A plain row of strings (one per column)."""

    def __init__(self, *cells, bold=False):
        self.cells, self.bold = list(cells), bold


# ---------------------------------------------------------------- builder
class Doc:
    def __init__(self, rid, style):
        self.rid, self.st = rid, style
        self.pages = []  # list of dicts: ops, results

    def new_page(self):
        p = {"ops": [], "results": []}
        self.pages.append(p)
        st = self.st
        return Builder(self, p, st["ml"], PAGE_W - st["mr"], st["mt"])


class Builder:
    def __init__(self, doc, page, x0, x1, y):
        self.doc, self.page, self.x0, self.x1, self.y = doc, page, x0, x1, y
        self.st = doc.st

    @property
    def w(self):
        return self.x1 - self.x0

    def font(self, style="", size=None, fam=None):
        return (fam or self.st["font"], style, size or self.st["size"])

    # primitives
    def T(self, x, y, w, h, text, font=None, align="L", color=None):
        f = font or self.font()
        self.page["ops"].append(("T", round(x, 2), round(y, 2), round(w, 2), round(h, 2), text,
                                 f[0], f[1], f[2], color or self.st.get("ink", (0, 0, 0)), align))

    def L(self, x1, y1, x2, y2, lw=0.2, color=(0, 0, 0), dash=False):
        self.page["ops"].append(("L", round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2), lw,
                                 color, dash))

    def F(self, x, y, w, h, color):
        self.page["ops"].append(("F", round(x, 2), round(y, 2), round(w, 2), round(h, 2), color))

    def B(self, x, y, w, h, lw=0.2, color=(0, 0, 0)):
        self.page["ops"].append(("B", round(x, 2), round(y, 2), round(w, 2), round(h, 2), lw, color))

    def reg(self, res):
        self.page["results"].append(res)

    def check(self):
        lim = PAGE_H - self.st["mb"]
        if self.y > lim + 0.01:
            raise RuntimeError(f"{self.doc.rid} page {len(self.doc.pages)} overflow y={self.y:.1f} > {lim}")

    # helpers
    def space(self, h):
        self.y += h

    def hline(self, lw=0.2, color=(0, 0, 0), gap=1.0, dash=False):
        self.L(self.x0, self.y, self.x1, self.y, lw, color, dash)
        self.y += gap

    def line(self, text, style="", size=None, align="L", color=None, h=None, fam=None, x=None, w=None):
        size = size or self.st["size"]
        h = h or size * 0.45
        xx = self.x0 if x is None else x
        self.T(xx, self.y, w or (self.x1 - xx), h, text, (fam or self.st["font"], style, size), align, color)
        self.y += h
        self.check()

    def wrap(self, text, width, fam, style, size):
        out = []
        for para in text.split("\n"):
            words, cur = para.split(" "), ""
            for wd in words:
                t = (cur + " " + wd) if cur else wd
                if text_width(t, fam, style, size) <= width - 0.3 or not cur:
                    cur = t
                else:
                    out.append(cur)
                    cur = wd
            out.append(cur)
        return out

    def para(self, text, style="", size=None, color=None, indent=0.0, lh=None, fam=None):
        size = size or self.st["size"]
        fam = fam or self.st["font"]
        lh = lh or size * 0.42
        for ln in self.wrap(text, self.w - indent, fam, style, size):
            self.T(self.x0 + indent, self.y, self.w - indent, lh, ln, (fam, style, size), "L", color)
            self.y += lh
        self.check()

    def kv(self, pairs, ncols, lw, size=None, lh=None, sep=": ", bold_val=True, label_style=""):
        size = size or self.st["size"]
        lh = lh or size * 0.46
        cw = self.w / ncols
        for i in range(0, len(pairs), ncols):
            for j, (k, v) in enumerate(pairs[i:i + ncols]):
                x = self.x0 + j * cw
                if k:
                    self.T(x, self.y, lw, lh, k + sep, self.font(label_style, size))
                self.T(x + (lw if k else 0), self.y, cw - (lw if k else 0), lh, v,
                       self.font("B" if bold_val else "", size))
            self.y += lh
        self.check()

    def columns(self, left_fn, right_fn, gap=6.0, sep=False, split=0.5):
        y0 = self.y
        wl = (self.w - gap) * split
        lb = Builder(self.doc, self.page, self.x0, self.x0 + wl, y0)
        rb = Builder(self.doc, self.page, self.x0 + wl + gap, self.x1, y0)
        left_fn(lb)
        right_fn(rb)
        self.y = max(lb.y, rb.y)
        if sep:
            xm = self.x0 + wl + gap / 2
            self.L(xm, y0, xm, self.y, 0.2, self.st.get("rule", (120, 120, 120)))
        self.check()

    # table
    def table(self, cols, rows, size=None, lh=None, header=True, rules="none", head_fill=None,
              head_color=None, pad=0.6, rule_color=(0, 0, 0), head_style="B", value_bold=False,
              zebra=None, flag_sep=" ", outer=False):
        size = size or self.st["size"]
        fam = self.st["font"]
        lh = lh or size * 0.43
        # absolute widths: columns with width None share the rest
        fixed = sum(c.width for c in cols if c.width)
        nfree = sum(1 for c in cols if not c.width)
        free = (self.w - fixed) / nfree if nfree else 0
        ws = [c.width or free for c in cols]
        xs = [self.x0 + sum(ws[:i]) for i in range(len(cols))]
        ytop = self.y
        if header:
            hl = [c.header.split("\n") for c in cols]
            nh = max(len(h) for h in hl)
            hh = nh * lh + 2 * pad
            if head_fill:
                self.F(self.x0, self.y, self.w, hh, head_fill)
            for i, c in enumerate(cols):
                for k, t in enumerate(hl[i]):
                    self.T(xs[i] + 0.8, self.y + pad + k * lh, ws[i] - 1.6, lh, t,
                           (fam, head_style, c.size or size), c.align, head_color)
            self.y += hh
            if rules in ("grid", "h", "head"):
                self.L(self.x0, self.y, self.x1, self.y, 0.25, rule_color)
        for ri, row in enumerate(rows):
            if isinstance(row, Sub):
                h = lh + 2 * pad
                st = ("B" if row.bold else "") + ("I" if row.italic else "")
                self.T(self.x0 + 0.8, self.y + pad, self.w - 1.6, lh, row.text, (fam, st, size))
                self.y += h
                if rules in ("grid", "h"):
                    self.L(self.x0, self.y, self.x1, self.y, 0.15, rule_color)
                continue
            cells = []  # list of (lines, style, result_or_None)
            for i, c in enumerate(cols):
                cst = ("B" if c.bold else "") + ("I" if c.italic else "")
                csz = c.size or size
                res = None
                if isinstance(row, Txt):
                    t = row.cells[i] if i < len(row.cells) else ""
                    if row.bold:
                        cst = "B"
                    lines = t.split("\n")
                else:
                    k = c.kind
                    r = row.res
                    if k == "name":
                        lines = (r.label if r.label is not None else r.name).split("\n")
                        if row.bold_name:
                            cst = "B"
                    elif k == "value":
                        res = r
                        lines = [r.vt + ((flag_sep + r.flag) if r.flag else "")]
                        if value_bold:
                            cst = "B"
                    elif k == "flag":
                        lines = [r.flag]
                    elif k == "unit":
                        lines = [r.unit]
                    elif k == "ref":
                        lines = row.ref.split("\n") if row.ref else [""]
                    elif k.startswith("prev"):
                        j = int(k[4:] or 0)
                        if j < len(row.prev) and row.prev[j] is not None:
                            pr = row.prev[j]
                            res = pr
                            lines = [pr.vt + ((flag_sep + pr.flag) if pr.flag else "")]
                        else:
                            lines = [row.extra.get(k, "")]
                    else:
                        lines = str(row.extra.get(k, "")).split("\n")
                if c.wrap:
                    nl = []
                    for t in lines:
                        nl += self.wrap(t, ws[i] - 1.6, fam, cst, csz)
                    lines = nl
                cells.append((lines, cst, csz, res))
            n = max(len(cl[0]) for cl in cells)
            h = n * lh + 2 * pad
            if zebra and ri % 2 == 1:
                self.F(self.x0, self.y, self.w, h, zebra)
            for i, c in enumerate(cols):
                lines, cst, csz, res = cells[i]
                if res is not None:
                    self.reg(res)
                for k, t in enumerate(lines):
                    if c.leader and k == len(lines) - 1 and t:
                        tw = text_width(t + " ", fam, cst, csz)
                        dw = text_width(".", fam, cst, csz)
                        nd = int((ws[i] - 1.6 - tw) / dw) - 1
                        if nd > 2:
                            t = t + " " + "." * nd
                    self.T(xs[i] + 0.8, self.y + pad + k * lh, ws[i] - 1.6, lh, t, (fam, cst, csz),
                           c.align, c.color)
            self.y += h
            if rules in ("grid", "h"):
                self.L(self.x0, self.y, self.x1, self.y, 0.15, rule_color)
        if rules == "grid":
            for x in xs[1:]:
                self.L(x, ytop, x, self.y, 0.15, rule_color)
        if rules == "grid" or outer:
            self.B(self.x0, ytop, self.w, self.y - ytop, 0.25, rule_color)
        self.check()


def loinc_ok(code):
    if not re.fullmatch(r"\d{1,7}-\d", code):
        return False
    body, chk = code.split("-")
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(chk)
