"""Things both renderers share: fonts, text measurement (for dotted leaders), cell borders."""
from fpdf import FPDF
from model import S, Tok, BR, as_run

FONTDIR = "/usr/share/fonts/truetype"
FONTS = {
    # key: (CSS family, {fpdf style: file})
    "sans": ("Liberation Sans", {
        "": f"{FONTDIR}/liberation2/LiberationSans-Regular.ttf",
        "B": f"{FONTDIR}/liberation2/LiberationSans-Bold.ttf",
        "I": f"{FONTDIR}/liberation2/LiberationSans-Italic.ttf",
        "BI": f"{FONTDIR}/liberation2/LiberationSans-BoldItalic.ttf"}),
    "serif": ("Liberation Serif", {
        "": f"{FONTDIR}/liberation2/LiberationSerif-Regular.ttf",
        "B": f"{FONTDIR}/liberation2/LiberationSerif-Bold.ttf",
        "I": f"{FONTDIR}/liberation2/LiberationSerif-Italic.ttf",
        "BI": f"{FONTDIR}/liberation2/LiberationSerif-BoldItalic.ttf"}),
    "mono": ("Liberation Mono", {
        "": f"{FONTDIR}/liberation2/LiberationMono-Regular.ttf",
        "B": f"{FONTDIR}/liberation2/LiberationMono-Bold.ttf",
        "I": f"{FONTDIR}/liberation2/LiberationMono-Italic.ttf",
        "BI": f"{FONTDIR}/liberation2/LiberationMono-BoldItalic.ttf"}),
    "calibri": ("Carlito", {
        "": f"{FONTDIR}/crosextra/Carlito-Regular.ttf",
        "B": f"{FONTDIR}/crosextra/Carlito-Bold.ttf",
        "I": f"{FONTDIR}/crosextra/Carlito-Italic.ttf",
        "BI": f"{FONTDIR}/crosextra/Carlito-BoldItalic.ttf"}),
    "dejavu": ("DejaVu Sans", {
        "": f"{FONTDIR}/dejavu/DejaVuSans.ttf",
        "B": f"{FONTDIR}/dejavu/DejaVuSans-Bold.ttf",
        "I": f"{FONTDIR}/dejavu/DejaVuSans-Oblique.ttf",
        "BI": f"{FONTDIR}/dejavu/DejaVuSans-BoldOblique.ttf"}),
    "dejavucond": ("DejaVu Sans Condensed", {
        "": f"{FONTDIR}/dejavu/DejaVuSansCondensed.ttf",
        "B": f"{FONTDIR}/dejavu/DejaVuSansCondensed-Bold.ttf",
        "I": f"{FONTDIR}/dejavu/DejaVuSansCondensed-Oblique.ttf",
        "BI": f"{FONTDIR}/dejavu/DejaVuSansCondensed-BoldOblique.ttf"}),
    "dejavuserif": ("DejaVu Serif", {
        "": f"{FONTDIR}/dejavu/DejaVuSerif.ttf",
        "B": f"{FONTDIR}/dejavu/DejaVuSerif-Bold.ttf",
        "I": f"{FONTDIR}/dejavu/DejaVuSerif-Italic.ttf",
        "BI": f"{FONTDIR}/dejavu/DejaVuSerif-BoldItalic.ttf"}),
}
PT = 25.4 / 72.0  # mm per point


def new_pdf():
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    pdf.c_margin = 0
    for key, (_, files) in FONTS.items():
        for st, f in files.items():
            pdf.add_font(key, st, f)
    pdf.set_fallback_fonts(["dejavu"], exact_match=False)
    return pdf


_MEASURER = None


def measurer():
    global _MEASURER
    if _MEASURER is None:
        _MEASURER = new_pdf()
        _MEASURER.add_page()
    return _MEASURER


def text_width(text, font, size, b=False, i=False):
    m = measurer()
    m.set_font(font, ("B" if b else "") + ("I" if i else ""), size)
    return m.get_string_width(text)


def leader_dots(used_mm, avail_mm, font, size, b=False, i=False):
    """Dots that fill a cell after its text (same string printed by both renderers)."""
    dot = text_width(".", font, size, b, i)
    room = avail_mm - used_mm - 2 * dot   # keep a little slack
    n = int(room / dot) if room > 0 else 0
    return " " + "." * max(n, 2) if n > 0 else ""


def cell_borders(g, ri, c0, c1):
    """Which sides of the cell spanning columns c0..c1-1 of row ri get a rule."""
    n, last = len(g.widths), len(g.rows) - 1
    row = g.rows[ri]
    top = bottom = left = right = False
    mode = g.border
    if mode == "all":
        top = bottom = left = right = True
    elif mode == "h":
        bottom = True
        top = ri == 0
    elif mode in ("header", "outer+header", "outer"):
        if mode != "outer":
            if ri == 0:
                top = True
            if g.header and ri == g.header - 1:
                bottom = True
            if ri == last:
                bottom = True
        if mode.startswith("outer"):
            top = top or ri == 0
            bottom = bottom or ri == last
            left = c0 == 0
            right = c1 == n
    if row.above:
        top = True
    if row.below:
        bottom = True
    return top, bottom, left, right


def cell_lines(runs):
    """Split a cell's runs into printed lines of (text, S); "\n" and BR break lines."""
    lines, cur = [], []
    for r in runs:
        if r is BR:
            lines.append(cur)
            cur = []
            continue
        text, st = as_run(r)
        parts = text.split("\n")
        for k, part in enumerate(parts):
            if k:
                lines.append(cur)
                cur = []
            if part or isinstance(r, Tok):
                cur.append((part, st))
    lines.append(cur)
    return lines


def line_width(line, font, size, b=False, i=False):
    total = 0.0
    for k, (t, st) in enumerate(line):
        if k == len(line) - 1:
            t = t.rstrip()
        total += text_width(t, st.font or font, st.size or size, st.b or b, st.i or i)
    return total
