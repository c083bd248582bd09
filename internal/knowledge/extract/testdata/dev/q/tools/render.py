"""Render a report model to HTML (for Chromium) and to PDF with fpdf2; scan the Chromium PDF."""
import html, os, subprocess, tempfile, random, io
from model import R, VU

D = "/usr/share/fonts/truetype/dejavu/"; L = "/usr/share/fonts/truetype/liberation2/"
FONTS = {  # css family, fpdf files (regular, bold, italic, bolditalic)
 "dejavu": ("'DejaVu Sans'", [D+"DejaVuSans.ttf", D+"DejaVuSans-Bold.ttf", D+"DejaVuSans-Oblique.ttf", D+"DejaVuSans-BoldOblique.ttf"]),
 "dejavu-cond": ("'DejaVu Sans Condensed','DejaVu Sans'", [D+"DejaVuSansCondensed.ttf", D+"DejaVuSansCondensed-Bold.ttf", D+"DejaVuSansCondensed-Oblique.ttf", D+"DejaVuSansCondensed-BoldOblique.ttf"]),
 "dejavu-serif": ("'DejaVu Serif'", [D+"DejaVuSerif.ttf", D+"DejaVuSerif-Bold.ttf", D+"DejaVuSerif-Italic.ttf", D+"DejaVuSerif-BoldItalic.ttf"]),
 "dejavu-mono": ("'DejaVu Sans Mono'", [D+"DejaVuSansMono.ttf", D+"DejaVuSansMono-Bold.ttf", D+"DejaVuSansMono-Oblique.ttf", D+"DejaVuSansMono-BoldOblique.ttf"]),
 "lib-sans": ("'Liberation Sans'", [L+"LiberationSans-Regular.ttf", L+"LiberationSans-Bold.ttf", L+"LiberationSans-Italic.ttf", L+"LiberationSans-BoldItalic.ttf"]),
 "lib-serif": ("'Liberation Serif'", [L+"LiberationSerif-Regular.ttf", L+"LiberationSerif-Bold.ttf", L+"LiberationSerif-Italic.ttf", L+"LiberationSerif-BoldItalic.ttf"]),
 "lib-mono": ("'Liberation Mono'", [L+"LiberationMono-Regular.ttf", L+"LiberationMono-Bold.ttf", L+"LiberationMono-Italic.ttf", L+"LiberationMono-BoldItalic.ttf"]),
}

def ctext(c):
    """plain text of a cell/segment"""
    if isinstance(c, R): return c.shown()
    if isinstance(c, VU): return c.text()
    if isinstance(c, tuple): return c[1]
    return c

def is_bold(c):
    return isinstance(c, str) and c.startswith("**")

def strip_b(t):
    return t[2:] if t.startswith("**") else t

# ---------------------------------------------------------------- HTML
def h(t): return html.escape(t).replace("\n", "<br>")

def seg_html(s):
    if isinstance(s, (R, VU)):
        return '<span class="v">%s</span>' % h(ctext(s))
    if is_bold(s): return "<b>%s</b>" % h(strip_b(s))
    return h(s)

def block_html(b, st):
    k = b[0]
    if k == "h":
        o = b[2] if len(b) > 2 else {}
        return '<div class="h %s" style="%s">%s</div>' % (o.get("cls", st.get("hcls", "bar")), o.get("css", ""), h(b[1]))
    if k == "line":
        o = b[2] if len(b) > 2 else {}
        css = ""
        if o.get("b"): css += "font-weight:bold;"
        if o.get("i"): css += "font-style:italic;"
        if o.get("size"): css += "font-size:%.1fpt;" % o["size"]
        if o.get("align"): css += "text-align:%s;" % {"C": "center", "R": "right"}[o["align"]]
        if o.get("indent"): css += "padding-left:%dmm;" % o["indent"]
        if o.get("pre"): css += "white-space:pre;"
        if o.get("color"): css += "color:%s;" % o["color"]
        return '<div class="ln" style="%s">%s</div>' % (css, "".join(seg_html(s) for s in b[1]))
    if k == "grid":
        widths, rows, o = b[1], b[2], (b[3] if len(b) > 3 else {})
        al = o.get("align", "l" * len(widths))
        cls = "g " + o.get("border", "rows")
        out = ['<table class="%s" style="font-size:%.1fpt">' % (cls, o.get("size", st["size"]))]
        out.append("<colgroup>" + "".join('<col style="width:%.1f%%">' % (w * 100) for w in widths) + "</colgroup>")
        nhead = o.get("head", 0)
        for ri, row in enumerate(rows):
            tag = "th" if ri < nhead else "td"
            cells = []
            ci = 0
            for c in row:
                span = 1
                if isinstance(c, tuple) and c[0] == "span":
                    span = c[2]; txt = c[1]
                    cells.append('<%s colspan="%d" class="span">%s</%s>' % (tag, span, seg_html(txt), tag))
                else:
                    a = {"l": "left", "r": "right", "c": "center"}[al[ci]]
                    extra = ' class="v"' if isinstance(c, (R, VU)) else ""
                    cells.append('<%s style="text-align:%s"%s>%s</%s>' % (tag, a, extra, seg_html(c), tag))
                ci += span
            out.append("<tr>%s</tr>" % "".join(cells))
        out.append("</table>")
        return "".join(out)
    if k == "cols":
        o = b[3] if len(b) > 3 else {}
        r = o.get("ratio", 0.5)
        div = "border-left:0.6pt solid #999;" if o.get("divider", True) else ""
        return ('<div class="cols"><div style="width:%.1f%%">%s</div><div style="width:%.1f%%;padding-left:3mm;%s">%s</div></div>'
                % (r * 100 - 1.5, "".join(block_html(x, st) for x in b[1]), (1 - r) * 100 - 1.5, div, "".join(block_html(x, st) for x in b[2])))
    if k == "space":
        return '<div style="height:%.1fmm"></div>' % b[1]
    if k == "hr":
        return '<hr>'
    raise ValueError(k)

def header_blocks(rep):
    lab = rep["lab"]; st = rep["style"]
    return lab["header"]  # list of blocks, built by the report module

def to_html(rep):
    st = rep["style"]; fam = FONTS[st["font"]][0]; acc = st.get("accent", "#234")
    css = """@page{size:A4;margin:0} body{margin:0;font-family:%s;font-size:%.1fpt;color:#111}
.page{width:210mm;box-sizing:border-box;padding:%dmm 13mm 8mm 13mm;page-break-after:always;break-after:page}
.page:last-child{page-break-after:auto;break-after:auto}
.h{font-weight:bold;margin:2.2mm 0 1mm 0;padding:0.6mm 1.5mm}
.h.bar{background:%s;color:#fff}.h.under{border-bottom:0.8pt solid %s;color:%s;padding-left:0}
.h.plain{padding-left:0}.h.box{border:0.6pt solid #444;text-align:center}
.ln{margin:0.35mm 0;line-height:1.25}
table.g{border-collapse:collapse;width:100%%;margin:0.8mm 0}
table.g td,table.g th{padding:0.5mm 1.2mm;vertical-align:top;line-height:1.2}
table.g th{font-weight:bold;text-align:left;background:#eee}
table.g.rows td{border-bottom:0.4pt solid #bbb} table.g.all td,table.g.all th{border:0.5pt solid #777}
table.g.none th{background:none;border-bottom:0.6pt solid #333}
.v{white-space:nowrap;font-weight:%s}
.cols{display:flex;justify-content:space-between;margin:1mm 0}
hr{border:0;border-top:0.6pt solid #666;margin:1.5mm 0}
""" % (fam, st["size"], st.get("top", 10), acc, acc, acc, st.get("vweight", "bold"))
    pages = []
    n = len(rep["pages"])
    for i, page in enumerate(rep["pages"]):
        body = "".join(block_html(b, st) for b in rep["header"] + page)
        foot = "".join(block_html(b, st) for b in rep["footer"](i + 1, n))
        pages.append('<div class="page">%s%s</div>' % (body, foot))
    return '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title><style>%s</style></head><body>%s</body></html>' % (
        h(rep["lab"]["name"]), css, "".join(pages))

# ---------------------------------------------------------------- fpdf
def to_fpdf(rep, out):
    from fpdf import FPDF
    st = rep["style"]
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(True, margin=8)
    files = FONTS[st.get("pdf_font", st["font"])][1]
    for sty, f in zip(["", "B", "I", "BI"], files):
        pdf.add_font("main", sty, f)
    for sty, f in zip(["", "B"], FONTS["dejavu"][1][:2]):
        pdf.add_font("fb", sty, f)
    pdf.set_fallback_fonts(["fb"])
    pdf.set_margins(15, 11, 15)
    base = st["size"] * st.get("pdf_scale", 0.97)
    acc = st.get("accent", "#223344")
    rgb = tuple(int(acc.lstrip("#")[i:i + 2], 16) for i in (0, 2, 4)) if len(acc) == 7 else (30, 50, 70)
    LH = lambda sz: sz * 0.42

    def wrap(txt, w, style="", sz=base):
        pdf.set_font("main", style, sz)
        lines = []
        for para in txt.split("\n"):
            words = para.split(" "); cur = ""
            for wd in words:
                t = (cur + " " + wd) if cur else wd
                if pdf.get_string_width(t) <= w - 1.5 or not cur: cur = t
                else: lines.append(cur); cur = wd
            lines.append(cur)
        return lines

    def draw_blocks(blocks, x0, w):
        for b in blocks: draw(b, x0, w)

    def draw(b, x0, w):
        k = b[0]
        if k == "h":
            o = b[2] if len(b) > 2 else {}
            cls = o.get("cls", st.get("hcls", "bar"))
            pdf.set_y(pdf.get_y() + 1.6)
            pdf.set_font("main", "B", base * 1.05)
            if cls == "bar":
                pdf.set_fill_color(*rgb); pdf.set_text_color(255, 255, 255)
                pdf.set_x(x0); pdf.cell(w, LH(base) + 1.6, " " + b[1], fill=True, new_x="LMARGIN", new_y="NEXT")
                pdf.set_text_color(0, 0, 0)
            elif cls == "box":
                pdf.set_x(x0); pdf.cell(w, LH(base) + 1.6, b[1], border=1, align="C", new_x="LMARGIN", new_y="NEXT")
            else:
                pdf.set_text_color(*(rgb if cls == "under" else (0, 0, 0)))
                pdf.set_x(x0); pdf.cell(w, LH(base) + 1.2, b[1], border="B" if cls == "under" else 0, new_x="LMARGIN", new_y="NEXT")
                pdf.set_text_color(0, 0, 0)
            pdf.set_y(pdf.get_y() + 0.8)
        elif k == "line":
            o = b[2] if len(b) > 2 else {}
            sz = base * (o["size"] / st["size"]) if o.get("size") else base
            style = ("B" if o.get("b") else "") + ("I" if o.get("i") else "")
            txt = "".join(strip_b(ctext(s)) for s in b[1])
            ind = o.get("indent", 0)
            for ln in wrap(txt, w - ind, style, sz) if not o.get("pre") else txt.split("\n"):
                pdf.set_font("main", style, sz)
                pdf.set_x(x0 + ind)
                pdf.cell(w - ind, LH(sz) + 0.5, ln, align=o.get("align") or "L", new_x="LMARGIN", new_y="NEXT")
        elif k == "grid":
            widths, rows, o = b[1], b[2], (b[3] if len(b) > 3 else {})
            sz = base * (o["size"] / st["size"]) if o.get("size") else base
            al = o.get("align", "l" * len(widths)); nhead = o.get("head", 0)
            border = o.get("border", "rows")
            pdf.set_y(pdf.get_y() + 0.6)
            for ri, row in enumerate(rows):
                cells = []; ci = 0
                for c in row:
                    span = 1
                    if isinstance(c, tuple) and c[0] == "span":
                        span = c[2]; c = c[1]
                    cw = sum(widths[ci:ci + span]) * w
                    bold = ri < nhead or is_bold(c) or (isinstance(c, (R, VU)) and st.get("vweight", "bold") == "bold")
                    txt = strip_b(ctext(c))
                    lines = [txt] if isinstance(c, (R, VU)) else wrap(txt, cw, "B" if bold else "", sz)
                    cells.append((ci, span, cw, lines, bold, al[ci] if span == 1 else "l"))
                    ci += span
                nl = max(len(c[3]) for c in cells)
                rh = nl * (LH(sz) + 0.35) + 0.9
                if pdf.get_y() + rh > pdf.h - 8: pdf.add_page()
                y = pdf.get_y()
                if ri < nhead:
                    pdf.set_fill_color(235, 235, 235); pdf.rect(x0, y, w, rh, style="F")
                x = x0
                for ci, span, cw, lines, bold, a in cells:
                    fs = sz
                    pdf.set_font("main", "B" if bold else "", fs)
                    while len(lines) == 1 and fs > 5 and pdf.get_string_width(lines[0]) > cw - 1.0:
                        fs -= 0.3; pdf.set_font("main", "B" if bold else "", fs)
                    for li, ln in enumerate(lines):
                        pdf.set_xy(x + 0.4, y + 0.45 + li * (LH(sz) + 0.35))
                        pdf.cell(cw - 0.8, LH(sz) + 0.3, ln, align={"l": "L", "r": "R", "c": "C"}[a])
                    if border == "all": pdf.rect(x, y, cw, rh)
                    x += cw
                if border == "rows" or (border == "none" and ri == nhead - 1):
                    pdf.set_draw_color(170, 170, 170) if border == "rows" else pdf.set_draw_color(0, 0, 0)
                    pdf.line(x0, y + rh, x0 + w, y + rh); pdf.set_draw_color(0, 0, 0)
                pdf.set_xy(x0, y + rh)
            pdf.set_y(pdf.get_y() + 0.6)
        elif k == "cols":
            o = b[3] if len(b) > 3 else {}
            r = o.get("ratio", 0.5); gap = 4
            y0 = pdf.get_y(); p0 = pdf.page
            draw_blocks(b[1], x0, w * r - gap / 2)
            y1 = pdf.get_y(); p1 = pdf.page
            pdf.page = p0; pdf.set_y(y0)
            draw_blocks(b[2], x0 + w * r + gap / 2, w * (1 - r) - gap / 2)
            y2 = pdf.get_y()
            if o.get("divider", True):
                pdf.set_draw_color(150, 150, 150); pdf.line(x0 + w * r, y0 + 1, x0 + w * r, max(y1, y2)); pdf.set_draw_color(0, 0, 0)
            pdf.set_y(max(y1, y2) + 1)
        elif k == "space":
            pdf.set_y(pdf.get_y() + b[1])
        elif k == "hr":
            y = pdf.get_y() + 1; pdf.line(x0, y, x0 + w, y); pdf.set_y(y + 1.2)

    n = len(rep["pages"])
    W = 210 - 30
    for i, page in enumerate(rep["pages"]):
        pdf.add_page()
        draw_blocks(rep["header"] + page, 15, W)
        draw_blocks(rep["footer"](i + 1, n), 15, W)
    pdf.output(out)

# ---------------------------------------------------------------- scan
def scan(pdf_in, out, seed):
    from PIL import Image, ImageFilter
    import numpy as np, img2pdf
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", pdf_in, td + "/p"], check=True)
        imgs = []
        for fn in sorted(os.listdir(td)):
            im = Image.open(os.path.join(td, fn)).convert("L")
            ang = rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.6)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(rnd.uniform(0.45, 0.7)))
            a = np.asarray(im).astype(np.float32)
            tone = rnd.uniform(232, 244)
            a = a * (tone / 255.0)
            nr = np.random.default_rng(seed + len(imgs))
            a += nr.normal(0, 5.0, a.shape)
            hgt, wid = a.shape
            for _ in range(rnd.randint(4, 9)):
                cy, cx, r = rnd.randrange(hgt), rnd.randrange(wid), rnd.uniform(1.0, 3.0)
                yy, xx = np.ogrid[max(0, int(cy - r)):int(cy + r) + 1, max(0, int(cx - r)):int(cx + r) + 1]
                m = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
                a[max(0, int(cy - r)):int(cy + r) + 1, max(0, int(cx - r)):int(cx + r) + 1][m] = rnd.uniform(20, 70)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            buf = io.BytesIO(); im.save(buf, "JPEG", quality=70, dpi=(200, 200)); imgs.append(buf.getvalue())
        layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
        with open(out, "wb") as f:
            f.write(img2pdf.convert(imgs, layout_fun=layout))
