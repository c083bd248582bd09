"""Tiny absolute-position layout model shared by the HTML and the fpdf2 renderers.

A report is built once (see reports.py) into a Doc: a list of pages, each a list of
primitives (text line, rectangle, line) in millimetres on an A4 page, plus the list of
printed results (gold) in reading order.  html_render() and fpdf_render() draw exactly
the same primitives, so the gold always matches both prints.
"""
import html as _html
import re

from fpdf import FPDF

A4_W, A4_H = 210.0, 297.0
FD = "/usr/share/fonts/truetype/"
FONTS = {
    # key: (regular, bold, italic, bolditalic)
    "sans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf",
             "dejavu/DejaVuSans-Oblique.ttf", "dejavu/DejaVuSans-BoldOblique.ttf"),
    "sansc": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf",
              "dejavu/DejaVuSansCondensed-Oblique.ttf", "dejavu/DejaVuSansCondensed-BoldOblique.ttf"),
    "serif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf",
              "dejavu/DejaVuSerif-Italic.ttf", "dejavu/DejaVuSerif-BoldItalic.ttf"),
    "serifc": ("dejavu/DejaVuSerifCondensed.ttf", "dejavu/DejaVuSerifCondensed-Bold.ttf",
               "dejavu/DejaVuSerifCondensed-Italic.ttf", "dejavu/DejaVuSerifCondensed-BoldItalic.ttf"),
    "dmono": ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf",
              "dejavu/DejaVuSansMono-Oblique.ttf", "dejavu/DejaVuSansMono-BoldOblique.ttf"),
    "lsans": ("liberation2/LiberationSans-Regular.ttf", "liberation2/LiberationSans-Bold.ttf",
              "liberation2/LiberationSans-Italic.ttf", "liberation2/LiberationSans-BoldItalic.ttf"),
    "lserif": ("liberation2/LiberationSerif-Regular.ttf", "liberation2/LiberationSerif-Bold.ttf",
               "liberation2/LiberationSerif-Italic.ttf", "liberation2/LiberationSerif-BoldItalic.ttf"),
    "lmono": ("liberation2/LiberationMono-Regular.ttf", "liberation2/LiberationMono-Bold.ttf",
              "liberation2/LiberationMono-Italic.ttf", "liberation2/LiberationMono-BoldItalic.ttf"),
    "carlito": ("crosextra/Carlito-Regular.ttf", "crosextra/Carlito-Bold.ttf",
                "crosextra/Carlito-Italic.ttf", "crosextra/Carlito-BoldItalic.ttf"),
}
STYLE_IDX = {"": 0, "B": 1, "I": 2, "BI": 3}


def _new_pdf():
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.c_margin = 0
    for key, files in FONTS.items():
        for style, idx in STYLE_IDX.items():
            pdf.add_font(key, style, FD + files[idx])
    return pdf


_MEASURE = None


def measure(text, font, size, style=""):
    global _MEASURE
    if _MEASURE is None:
        _MEASURE = _new_pdf()
        _MEASURE.add_page()
    _MEASURE.set_font(font, style, size)
    return _MEASURE.get_string_width(text)


class St:
    """Text style."""

    def __init__(self, font="sans", size=9.0, style="", color="#000000", spacing=0.0):
        self.font, self.size, self.style, self.color = font, size, style, color

    def but(self, **kw):
        s = St(self.font, self.size, self.style, self.color)
        for k, v in kw.items():
            setattr(s, k, v)
        return s

    def width(self, text):
        return measure(text, self.font, self.size, self.style)


def leader(name, st, w, dot=".", tail=""):
    """name followed by dot leaders (as printed characters) filling width w."""
    base = st.width(name + tail)
    dw = st.width(dot)
    n = max(2, int((w - base - st.width(" ")) / dw))
    return name + " " + dot * n + tail


class Doc:
    def __init__(self, rid, lab, default_date, top=12.0, bottom=285.0):
        self.rid, self.lab, self.default_date = rid, lab, default_date
        self.pages = [[]]
        self.results = []
        self.result_pages = []
        self.top, self.bottom = top, bottom
        self.y = top
        self.on_new_page = None  # callback(doc) drawing the running header
        self.max_pages = 2

    # ---- primitives -------------------------------------------------
    def text(self, x, y, text, st, w=None, h=None, align="L", res=None, check=True):
        """One line of text.  If res is given, this text prints that result's value."""
        h = h if h is not None else st.size * 0.3528 * 1.25
        tw = st.width(text)
        if w is None:
            w = tw + 0.5
            if align == "R":
                x -= w
            elif align == "C":
                x -= w / 2
        elif check and tw > w + 0.15:
            raise ValueError("text too wide (%.1f > %.1f mm) in %s: %r" % (tw, w, self.rid, text))
        if x < 0 or x + w > A4_W + 0.01:
            raise ValueError("text off page in %s: %r" % (self.rid, text))
        self.pages[-1].append(("T", x, y, w, h, text, st, align))
        if res is not None:
            if res["value_text"] not in text:
                raise ValueError("value %r not in its cell %r" % (res["value_text"], text))
            self.results.append(res)
            self.result_pages.append(len(self.pages))
        return w

    def rect(self, x, y, w, h, fill=None, stroke=None, lw=0.2):
        self.pages[-1].append(("R", x, y, w, h, fill, stroke, lw))

    def line(self, x1, y1, x2, y2, lw=0.2, color="#000000", dash=False):
        self.pages[-1].append(("L", x1, y1, x2, y2, lw, color, dash))

    # ---- flow -----------------------------------------------------------
    def need(self, h):
        """Make sure h mm fit below the cursor, else start a new page."""
        if self.y + h > self.bottom:
            self.new_page()

    def new_page(self):
        self.pages.append([])
        if len(self.pages) > self.max_pages:
            raise ValueError("%s: more than %d pages" % (self.rid, self.max_pages))
        self.y = self.top
        if self.on_new_page:
            self.on_new_page(self)

    def overlaps(self):
        """Pairs of text primitives whose inked boxes intersect (layout bugs)."""
        out = []
        for pno, prims in enumerate(self.pages, 1):
            boxes = []
            for p in prims:
                if p[0] != "T" or not p[5].strip():
                    continue
                _, x, y, w, h, text, st, align = p
                tw = st.width(text.rstrip())
                x0 = x if align == "L" else (x + w - tw if align == "R" else x + (w - tw) / 2)
                lead = len(text) - len(text.lstrip())
                x0 += st.width(text[:lead])
                half = st.size * 0.3528 * 0.36
                boxes.append((x0, y + h / 2 - half, x0 + tw - st.width(text[:lead]), y + h / 2 + half, text))
            for i in range(len(boxes)):
                a = boxes[i]
                for bb in boxes[i + 1:]:
                    if a[0] < bb[2] - 0.05 and bb[0] < a[2] - 0.05 and a[1] < bb[3] - 0.05 and bb[1] < a[3] - 0.05:
                        out.append((pno, a[4], bb[4]))
        return out

    def finish(self, footer=None):
        if footer:
            n = len(self.pages)
            for i in range(n):
                cur = self.pages
                self.pages = cur[: i + 1]
                footer(self, i + 1, n)
                self.pages = cur
        return self


# ---------------------------------------------------------------- HTML
def _css_font_faces():
    out = []
    for key, files in FONTS.items():
        for style, idx in STYLE_IDX.items():
            out.append(
                "@font-face{font-family:'f-%s';src:url('file://%s%s');font-weight:%s;font-style:%s}"
                % (key, FD, files[idx], "700" if "B" in style else "400",
                   "italic" if "I" in style else "normal"))
    return "\n".join(out)


def _mm(v):
    return "%.2fmm" % v


def html_render(doc, title):
    parts = [
        "<!DOCTYPE html>",
        '<html lang="pt-BR"><head><meta charset="utf-8">',
        "<title>%s</title>" % _html.escape(title),
        "<style>",
        _css_font_faces(),
        "@page{size:210mm 297mm;margin:0}",
        "html,body{margin:0;padding:0}",
        "body{-webkit-print-color-adjust:exact;print-color-adjust:exact}",
        ".pg{position:relative;width:210mm;height:296.8mm;overflow:hidden;page-break-after:always;break-after:page}",
        ".pg:last-child{page-break-after:auto;break-after:auto}",
        ".t{position:absolute;white-space:pre;overflow:visible;font-kerning:none;"
        "font-variant-ligatures:none;font-feature-settings:'liga' 0,'kern' 0}",
        ".r{position:absolute;box-sizing:border-box}",
        "</style></head><body>",
    ]
    for pno, prims in enumerate(doc.pages, 1):
        parts.append('<div class="pg" id="p%d">' % pno)
        for p in prims:
            if p[0] == "T":
                _, x, y, w, h, text, st, align = p
                css = ("left:%s;top:%s;width:%s;height:%s;line-height:%s;font-family:'f-%s';"
                       "font-size:%.2fpt;color:%s;text-align:%s"
                       % (_mm(x), _mm(y), _mm(w), _mm(h), _mm(h), st.font, st.size, st.color,
                          {"L": "left", "R": "right", "C": "center"}[align]))
                if "B" in st.style:
                    css += ";font-weight:700"
                if "I" in st.style:
                    css += ";font-style:italic"
                parts.append('<div class="t" style="%s">%s</div>' % (css, _html.escape(text)))
            elif p[0] == "R":
                _, x, y, w, h, fill, stroke, lw = p
                css = "left:%s;top:%s;width:%s;height:%s" % (_mm(x), _mm(y), _mm(w), _mm(h))
                if fill:
                    css += ";background:%s" % fill
                if stroke:
                    css += ";border:%s solid %s" % (_mm(lw), stroke)
                parts.append('<div class="r" style="%s"></div>' % css)
            elif p[0] == "L":
                _, x1, y1, x2, y2, lw, color, dash = p
                style = "dashed" if dash else "solid"
                if abs(y1 - y2) < 1e-6:  # horizontal
                    css = "left:%s;top:%s;width:%s;height:0;border-top:%s %s %s" % (
                        _mm(min(x1, x2)), _mm(y1 - lw / 2), _mm(abs(x2 - x1)), _mm(lw), style, color)
                else:  # vertical
                    css = "left:%s;top:%s;width:0;height:%s;border-left:%s %s %s" % (
                        _mm(x1 - lw / 2), _mm(min(y1, y2)), _mm(abs(y2 - y1)), _mm(lw), style, color)
                parts.append('<div class="r" style="%s"></div>' % css)
        parts.append("</div>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


# ---------------------------------------------------------------- fpdf2
def _rgb(hexcol):
    hexcol = hexcol.lstrip("#")
    return tuple(int(hexcol[i:i + 2], 16) for i in (0, 2, 4))


def fpdf_render(doc, path, title):
    pdf = _new_pdf()
    pdf.set_title(title)
    pdf.set_author(doc.lab)
    pdf.set_creator("labdev-bd tools/build.py (fpdf2)")
    for prims in doc.pages:
        pdf.add_page()
        for p in prims:
            if p[0] == "R":
                _, x, y, w, h, fill, stroke, lw = p
                style = ""
                if fill:
                    pdf.set_fill_color(*_rgb(fill))
                    style += "F"
                if stroke:
                    pdf.set_draw_color(*_rgb(stroke))
                    pdf.set_line_width(lw)
                    style += "D"
                if style:
                    # fpdf draws the stroke centred on the edge, css inside: shift half a line
                    if stroke:
                        pdf.rect(x + lw / 2, y + lw / 2, w - lw, h - lw, style=style)
                    else:
                        pdf.rect(x, y, w, h, style=style)
            elif p[0] == "L":
                _, x1, y1, x2, y2, lw, color, dash = p
                pdf.set_draw_color(*_rgb(color))
                pdf.set_line_width(lw)
                if dash:
                    pdf.set_dash_pattern(dash=3 * lw, gap=3 * lw)
                pdf.line(x1, y1, x2, y2)
                if dash:
                    pdf.set_dash_pattern()
        for p in prims:
            if p[0] == "T":
                _, x, y, w, h, text, st, align = p
                pdf.set_font(st.font, st.style, st.size)
                pdf.set_text_color(*_rgb(st.color))
                pdf.set_xy(x, y)
                pdf.cell(w, h, text, align=align)
    pdf.output(path)


# ---------------------------------------------------------------- numbers
_CMP = [("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
        ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]
_NUM = re.compile(r"^-?\d{1,3}(\.\d{3})+(,\d+)?$|^-?\d+(,\d+)?$")


def parse_value(vt):
    """Brazilian printed value -> (comparator, value or None)."""
    s = vt.strip()
    comp = ""
    low = s.lower()
    for word, c in _CMP:
        if low.startswith(word):
            comp = c
            s = s[len(word):].strip()
            break
    if _NUM.match(s):
        return comp, float(s.replace(".", "").replace(",", "."))
    if comp:
        raise ValueError("comparator without number: %r" % vt)
    return "", None
