"""Small helpers shared by the report definitions."""
import logging
logging.getLogger("fontTools").setLevel(logging.ERROR)
from model import (Box, Cols, F, HRule, N, Para, R, Space, Sub, Table, Text, U, V)


def br(iso):
    y, m, d = iso.split("-")
    return f"{d}/{m}/{y}"


def info_table(pairs, size=8, cols=(0.16, 0.34, 0.17, 0.33), rules="none", pad=0.35):
    """Patient / request data as label:value pairs laid out two pairs per row."""
    rows = []
    for i in range(0, len(pairs), 2):
        a = pairs[i]
        b = pairs[i + 1] if i + 1 < len(pairs) else ("", "")
        rows.append([a[0], a[1], b[0], b[1]])
    return Table(cols=[("", cols[0], "L"), ("", cols[1], "L"), ("", cols[2], "L"), ("", cols[3], "L")],
                 rows=rows, rules=rules, head=False, size=size, pad=pad, after=0.5, bold_col0=False)


def line(*segs, **kw):
    return Text(list(segs), **kw)


def dots(name, width, ch="."):
    """name followed by leader dots up to width characters (monospace layouts)."""
    n = width - len(name)
    return name + " " + ch * max(2, n - 1)


_MEASURE = {}


def text_width(text, font_key, size, bold=False):
    """Width in mm of text in the report font (same TTF metrics in both renderers)."""
    from fpdf import FPDF
    from model import FONTS
    key = (font_key, bold)
    if key not in _MEASURE:
        pdf = FPDF(unit="mm")
        _css, reg, b, _i = FONTS[font_key]
        pdf.add_font("X", "", "/usr/share/fonts/truetype/" + (b if bold else reg))
        pdf.add_page()
        _MEASURE[key] = pdf
    pdf = _MEASURE[key]
    pdf.set_font("X", "", size)
    return pdf.get_string_width(text)


def leader(name, width_mm, font_key, size, bold=False):
    """name (last printed line) + ' ' + dots filling width_mm."""
    lines = name.split("\n")
    last = lines[-1] + " "
    n = 2
    while text_width(last + "." * (n + 1), font_key, size, bold) <= width_mm:
        n += 1
    lines[-1] = last + "." * n
    return "\n".join(lines)
