"""Display list -> HTML (printed by Chromium)."""
import html
from engine import FAMILIES, FONT_DIR, STYLES


def _css_fonts():
    out = []
    for fam, files in FAMILIES.items():
        for st, f in zip(STYLES, files):
            w = "bold" if "B" in st else "normal"
            s = "italic" if "I" in st else "normal"
            out.append(f"@font-face{{font-family:'{fam}';src:url('file://{FONT_DIR}{f}.ttf');"
                       f"font-weight:{w};font-style:{s};}}")
    return "\n".join(out)


def rgb(c):
    return f"rgb({c[0]},{c[1]},{c[2]})"


def render(doc, title):
    parts = ["<!DOCTYPE html>", "<html lang=\"pt-BR\"><head><meta charset=\"utf-8\">",
             f"<title>{html.escape(title)}</title><style>", _css_fonts(),
             "@page{size:A4;margin:0}",
             "html,body{margin:0;padding:0}",
             ".pg{position:relative;width:210mm;height:296.8mm;overflow:hidden;page-break-after:always;"
             "break-after:page}",
             ".pg:last-child{page-break-after:auto;break-after:auto}",
             ".t{position:absolute;white-space:pre;overflow:visible;font-kerning:none;"
             "font-variant-ligatures:none;margin:0;padding:0}",
             ".r{position:absolute;margin:0;padding:0;box-sizing:border-box}",
             "</style></head><body>"]
    for p in doc.pages:
        parts.append('<div class="pg">')
        for op in p["ops"]:
            if op[0] == "T":
                _, x, y, w, h, text, fam, st, size, col, al = op
                ali = {"L": "left", "R": "right", "C": "center"}[al]
                fw = "bold" if "B" in st else "normal"
                fs = "italic" if "I" in st else "normal"
                parts.append(f'<div class="t" style="left:{x}mm;top:{y}mm;width:{w}mm;height:{h}mm;'
                             f'line-height:{h}mm;font-family:\'{fam}\';font-weight:{fw};font-style:{fs};'
                             f'font-size:{size}pt;color:{rgb(col)};text-align:{ali}">'
                             f'{html.escape(text)}</div>')
            elif op[0] == "L":
                _, x1, y1, x2, y2, lw, col, dash = op
                bs = "dashed" if dash else "solid"
                if abs(y1 - y2) < 0.01:
                    parts.append(f'<div class="r" style="left:{min(x1,x2)}mm;top:{y1 - lw/2:.2f}mm;'
                                 f'width:{abs(x2-x1):.2f}mm;height:0;border-top:{lw}mm {bs} {rgb(col)}"></div>')
                else:
                    parts.append(f'<div class="r" style="left:{x1 - lw/2:.2f}mm;top:{min(y1,y2)}mm;'
                                 f'width:0;height:{abs(y2-y1):.2f}mm;border-left:{lw}mm {bs} {rgb(col)}"></div>')
            elif op[0] == "F":
                _, x, y, w, h, col = op
                parts.append(f'<div class="r" style="left:{x}mm;top:{y}mm;width:{w}mm;height:{h}mm;'
                             f'background:{rgb(col)}"></div>')
            elif op[0] == "B":
                _, x, y, w, h, lw, col = op
                parts.append(f'<div class="r" style="left:{x}mm;top:{y}mm;width:{w}mm;height:{h}mm;'
                             f'border:{lw}mm solid {rgb(col)}"></div>')
        parts.append("</div>")
    parts.append("</body></html>")
    return "\n".join(parts)
