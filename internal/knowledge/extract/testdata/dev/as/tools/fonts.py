"""Font table shared by the HTML and fpdf2 renderers, plus text metrics."""
import logging

from fpdf import FPDF

logging.getLogger("fontTools").setLevel(logging.ERROR)

D = "/usr/share/fonts/truetype/"
FONTS = {
    # key: (css family, regular, bold, italic)
    "sans": ("Liberation Sans", D + "liberation2/LiberationSans-Regular.ttf",
             D + "liberation2/LiberationSans-Bold.ttf", D + "liberation2/LiberationSans-Italic.ttf"),
    "serif": ("Liberation Serif", D + "liberation2/LiberationSerif-Regular.ttf",
              D + "liberation2/LiberationSerif-Bold.ttf", D + "liberation2/LiberationSerif-Italic.ttf"),
    "carlito": ("Carlito", D + "crosextra/Carlito-Regular.ttf",
                D + "crosextra/Carlito-Bold.ttf", D + "crosextra/Carlito-Italic.ttf"),
    "dejavu": ("DejaVu Sans", D + "dejavu/DejaVuSans.ttf",
               D + "dejavu/DejaVuSans-Bold.ttf", D + "dejavu/DejaVuSans-Oblique.ttf"),
    "dejavuserif": ("DejaVu Serif", D + "dejavu/DejaVuSerif.ttf",
                    D + "dejavu/DejaVuSerif-Bold.ttf", D + "dejavu/DejaVuSerif-Italic.ttf"),
    "mono": ("DejaVu Sans Mono", D + "dejavu/DejaVuSansMono.ttf",
             D + "dejavu/DejaVuSansMono-Bold.ttf", D + "dejavu/DejaVuSansMono-Oblique.ttf"),
}


def add_fonts(pdf: FPDF):
    for key, (_, reg, bold, ital) in FONTS.items():
        pdf.add_font(key, "", reg)
        pdf.add_font(key, "B", bold)
        pdf.add_font(key, "I", ital)
    pdf.add_font("fallback", "", D + "dejavu/DejaVuSans.ttf")
    pdf.set_fallback_fonts(["fallback"])


_M = None


def measure(text: str, font: str, size: float, style: str = "") -> float:
    """Width of text in mm."""
    global _M
    if _M is None:
        _M = FPDF(unit="mm", format="A4")
        add_fonts(_M)
        _M.add_page()
    _M.set_font(font, style, size)
    return _M.get_string_width(text)


def leader(name: str, width: float, font: str, size: float, style: str = "", dot: str = ".") -> str:
    """Name followed by a run of dots filling `width` mm (deterministic, shared by renderers)."""
    w = measure(name + " ", font, size, style)
    dw = measure(dot, font, size, style)
    n = max(3, int((width - w - 1.5) / dw))
    return name + " " + dot * n
