"""Font files used by both renderers (same TTF in Chromium via @font-face and in fpdf2)."""
from fpdf import FPDF

LIB = "/usr/share/fonts/truetype/liberation2/"
DJV = "/usr/share/fonts/truetype/dejavu/"

FAMILIES = {
    "sans": {"": LIB + "LiberationSans-Regular.ttf", "B": LIB + "LiberationSans-Bold.ttf",
             "I": LIB + "LiberationSans-Italic.ttf"},
    "serif": {"": LIB + "LiberationSerif-Regular.ttf", "B": LIB + "LiberationSerif-Bold.ttf",
              "I": LIB + "LiberationSerif-Italic.ttf"},
    "mono": {"": LIB + "LiberationMono-Regular.ttf", "B": LIB + "LiberationMono-Bold.ttf",
             "I": LIB + "LiberationMono-Italic.ttf"},
    "dejavu": {"": DJV + "DejaVuSans.ttf", "B": DJV + "DejaVuSans-Bold.ttf",
               "I": DJV + "DejaVuSans-Oblique.ttf"},
    "cond": {"": DJV + "DejaVuSansCondensed.ttf", "B": DJV + "DejaVuSansCondensed-Bold.ttf",
             "I": DJV + "DejaVuSansCondensed-Oblique.ttf"},
    "dserif": {"": DJV + "DejaVuSerif.ttf", "B": DJV + "DejaVuSerif-Bold.ttf",
               "I": DJV + "DejaVuSerif-Italic.ttf"},
}
FALLBACK = {"": DJV + "DejaVuSans.ttf", "B": DJV + "DejaVuSans-Bold.ttf",
            "I": DJV + "DejaVuSans-Oblique.ttf"}


def add_fonts(pdf):
    for fam, styles in FAMILIES.items():
        for st, path in styles.items():
            pdf.add_font("f_" + fam, st, path)
    for st, path in FALLBACK.items():
        pdf.add_font("f_fallback", st, path)
    pdf.set_fallback_fonts(["f_fallback"])


_M = None


def metrics():
    global _M
    if _M is None:
        _M = FPDF(unit="mm", format="A4")
        add_fonts(_M)
        _M.add_page()
    return _M


def text_width(text, family, size, style=""):
    m = metrics()
    m.set_font("f_" + family, style, size)
    return m.get_string_width(text)


def dotted(name, width_mm, family, size, style=""):
    """name followed by a dot leader that fills width_mm (same string in both renderers)."""
    base = name + " "
    w = text_width(base, family, size, style)
    dw = text_width(".", family, size, style)
    n = max(3, int((width_mm - w) / dw))
    return base + "." * n
