"""Typography shared by the HTML and the fpdf2 renderers (sizes in pt, lengths in mm)."""
FONTDIR = "/usr/share/fonts/truetype/dejavu/"
FONTS = {  # key: (regular, bold, italic)
    "sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"),
    "cond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf"),
    "serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"),
    "serifc": ("DejaVuSerifCondensed.ttf", "DejaVuSerifCondensed-Bold.ttf", "DejaVuSerifCondensed-Italic.ttf"),
    "mono": ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf"),
}
LH = 1.3            # line height factor
PT = 0.3528         # mm per pt
# text style: (size delta, B/I, space after mm, accent colour)
TSTYLE = {
    "h1": (4, "B", 1.6, True), "h2": (1.5, "B", 1.2, True), "h3": (0.5, "B", 0.6, False),
    "bar": (0.5, "B", 1.4, True), "p": (0, "", 0.6, False), "small": (-1.5, "", 0.5, False),
    "note": (-1, "I", 0.8, False), "method": (-1, "", 0.4, False), "bold": (0, "B", 0.5, False),
    "mono": (0, "", 0.6, False), "caps": (0.5, "B", 0.8, True),
}
CELL_PX, CELL_PY = 1.0, 0.5


def lh(size):
    return size * PT * LH


def rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def tint(h, f=0.86):
    r, g, b = rgb(h)
    return "#%02x%02x%02x" % tuple(int(c + (255 - c) * f) for c in (r, g, b))


DEFAULT = dict(font="sans", size=9, accent="#1f4e79", header="left", pat_cols=3,
               pat_box=True, mt=10, ms=14, mb=22, page_label="Página {i} de {n}",
               head_size=None, lab_size=None)


def st(rep):
    s = dict(DEFAULT)
    s.update(rep.style)
    return s
