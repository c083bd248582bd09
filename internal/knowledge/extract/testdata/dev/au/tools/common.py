"""Helpers shared by both renderers."""
import datetime as _dt

FONT_DIR = "/usr/share/fonts/truetype"

# key -> (css font-family, css font-stretch, {style: ttf path})
FONTS = {
    "dejavu-sans": ("'DejaVu Sans'", "normal", {
        "": "dejavu/DejaVuSans.ttf", "B": "dejavu/DejaVuSans-Bold.ttf",
        "I": "dejavu/DejaVuSans-Oblique.ttf", "BI": "dejavu/DejaVuSans-BoldOblique.ttf"}),
    "dejavu-condensed": ("'DejaVu Sans'", "condensed", {
        "": "dejavu/DejaVuSansCondensed.ttf", "B": "dejavu/DejaVuSansCondensed-Bold.ttf",
        "I": "dejavu/DejaVuSansCondensed-Oblique.ttf", "BI": "dejavu/DejaVuSansCondensed-BoldOblique.ttf"}),
    "dejavu-serif": ("'DejaVu Serif'", "normal", {
        "": "dejavu/DejaVuSerif.ttf", "B": "dejavu/DejaVuSerif-Bold.ttf",
        "I": "dejavu/DejaVuSerif-Italic.ttf", "BI": "dejavu/DejaVuSerif-BoldItalic.ttf"}),
    "liberation-sans": ("'Liberation Sans'", "normal", {
        "": "liberation2/LiberationSans-Regular.ttf", "B": "liberation2/LiberationSans-Bold.ttf",
        "I": "liberation2/LiberationSans-Italic.ttf", "BI": "liberation2/LiberationSans-BoldItalic.ttf"}),
    "liberation-serif": ("'Liberation Serif'", "normal", {
        "": "liberation2/LiberationSerif-Regular.ttf", "B": "liberation2/LiberationSerif-Bold.ttf",
        "I": "liberation2/LiberationSerif-Italic.ttf", "BI": "liberation2/LiberationSerif-BoldItalic.ttf"}),
    "liberation-mono": ("'Liberation Mono'", "normal", {
        "": "liberation2/LiberationMono-Regular.ttf", "B": "liberation2/LiberationMono-Bold.ttf",
        "I": "liberation2/LiberationMono-Italic.ttf", "BI": "liberation2/LiberationMono-BoldItalic.ttf"}),
    "carlito": ("'Carlito'", "normal", {
        "": "crosextra/Carlito-Regular.ttf", "B": "crosextra/Carlito-Bold.ttf",
        "I": "crosextra/Carlito-Italic.ttf", "BI": "crosextra/Carlito-BoldItalic.ttf"}),
}

PAGE_W, PAGE_H = 210.0, 297.0
MARGIN = 12.0
CONTENT_W = PAGE_W - 2 * MARGIN
FOOTER_H = 11.0      # mm reserved at the bottom of every page
SIGN_H = 15.0        # mm reserved above the footer on the last page


def br_date(iso: str) -> str:
    d = _dt.date.fromisoformat(iso[:10])
    s = d.strftime("%d/%m/%Y")
    return s + (" " + iso[11:16] if len(iso) > 10 else "")


def hex_rgb(h: str):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def tint(h: str, f: float):
    r, g, b = hex_rgb(h)
    return tuple(int(255 - (255 - c) * f) for c in (r, g, b))


def tint_hex(h, f):
    return "#%02x%02x%02x" % tint(h, f)


def result_cell_text(value_text: str, flag: str) -> str:
    return value_text + ((" " + flag) if flag else "")
