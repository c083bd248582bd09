"""Tiny document model rendered two ways (HTML for Chromium, fpdf2) + gold results.

Every printed result string comes from a Result object created by Doc.r(); the
gold JSON is dumped from the same objects, so nothing is typed twice.
"""
import html as _html
import json
import re

FONTDIR = "/usr/share/fonts/truetype"
FONTS = {
    # key: (css family, {style: ttf path})
    "dejavu": ("DejaVu Sans", {"": "dejavu/DejaVuSans.ttf", "B": "dejavu/DejaVuSans-Bold.ttf",
                               "I": "dejavu/DejaVuSans-Oblique.ttf"}),
    "dejavucond": ("DejaVu Sans Condensed", {"": "dejavu/DejaVuSansCondensed.ttf",
                                             "B": "dejavu/DejaVuSansCondensed-Bold.ttf",
                                             "I": "dejavu/DejaVuSansCondensed-Oblique.ttf"}),
    "dejavuserif": ("DejaVu Serif", {"": "dejavu/DejaVuSerif.ttf", "B": "dejavu/DejaVuSerif-Bold.ttf",
                                     "I": "dejavu/DejaVuSerif-Italic.ttf"}),
    "dejavumono": ("DejaVu Sans Mono", {"": "dejavu/DejaVuSansMono.ttf", "B": "dejavu/DejaVuSansMono-Bold.ttf",
                                        "I": "dejavu/DejaVuSansMono-Oblique.ttf"}),
    "libsans": ("Liberation Sans", {"": "liberation2/LiberationSans-Regular.ttf",
                                    "B": "liberation2/LiberationSans-Bold.ttf",
                                    "I": "liberation2/LiberationSans-Italic.ttf"}),
    "libserif": ("Liberation Serif", {"": "liberation2/LiberationSerif-Regular.ttf",
                                      "B": "liberation2/LiberationSerif-Bold.ttf",
                                      "I": "liberation2/LiberationSerif-Italic.ttf"}),
    "libmono": ("Liberation Mono", {"": "liberation2/LiberationMono-Regular.ttf",
                                    "B": "liberation2/LiberationMono-Bold.ttf",
                                    "I": "liberation2/LiberationMono-Italic.ttf"}),
}

PT = 0.3528  # mm per pt
LH = 1.25    # line height factor (same in CSS and fpdf)

# ----------------------------------------------------------------- values
NUM_RE = re.compile(r"^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$")
COMPS = [("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
         ("inferior a ", "<"), ("superior a ", ">"), ("menor que ", "<"), ("maior que ", ">")]


def parse_value(vt):
    """Brazilian-format number parser shared by the generator and the checker."""
    s = vt.strip()
    comp = ""
    low = s.lower()
    for pat, c in COMPS:
        if low.startswith(pat):
            comp = c
            s = s[len(pat):].strip()
            break
    if NUM_RE.match(s):
        t = s.replace(".", "").replace(",", ".")
        return (float(t) if "." in t else int(t)), comp
    return None, comp


def loinc_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    digits = m.group(1)
    # LOINC mod 10: double every other digit starting from the rightmost
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            total += d // 10 + d % 10
        else:
            total += d
    return (10 - total % 10) % 10 == int(m.group(2))


def br(x, dec=1, thousands=True):
    """Format a number the Brazilian way."""
    s = f"{x:,.{dec}f}"
    s = s.replace(",", "X").replace(".", ",").replace("X", "." if thousands else "")
    return s


def iso(d):  # dd/mm/yyyy or dd/mm/yy -> yyyy-mm-dd
    dd, mm, yy = d.split("/")
    if len(yy) == 2:
        yy = "20" + yy
    return f"{yy}-{mm}-{dd}"


class Result:
    def __init__(self, doc, name, analyte, loinc, value_text, unit, alts=(), collected=None):
        for c in [loinc, *alts]:
            assert loinc_ok(c), (doc.id, name, c)
        self.name, self.analyte, self.loinc, self.alts = name, analyte, loinc, list(alts)
        self.vt, self.unit = value_text, unit
        self.collected = collected or doc.default
        self.value, self.comp = parse_value(value_text)

    def gold(self):
        return {"printed_name": self.name, "analyte": self.analyte, "loinc": self.loinc,
                "loinc_alternatives": self.alts, "value": self.value, "value_text": self.vt,
                "comparator": self.comp, "unit": self.unit, "collected_at": self.collected}


# ----------------------------------------------------------------- blocks
class Line:
    """One printed line made of inline segments: str or (text, style)."""
    def __init__(self, *segs, size=None, align="L", b=False, color=None, after=0.6, i=False):
        self.segs = [s if isinstance(s, tuple) else (s, {}) for s in segs]
        self.size, self.align, self.b, self.color, self.after, self.i = size, align, b, color, after, i


class Tab:
    """One line with segments at fixed x positions (fraction of width): (x, w, text, style, align)."""
    def __init__(self, cells, size=None, after=0.4, b=False):
        self.cells = [(c + ({}, "L"))[:5] if len(c) == 3 else ((c + ("L",))[:5] if len(c) == 4 else c) for c in cells]
        self.size, self.after, self.b = size, after, b


class Band:
    def __init__(self, text, fill="#333333", color="#ffffff", size=None, b=True, align="L", after=1.5, right=None):
        self.text, self.fill, self.color, self.size, self.b, self.align, self.after = text, fill, color, size, b, align, after
        self.right = right


class HR:
    def __init__(self, w=0.3, color="#000000", after=1.5, dash=False):
        self.w, self.color, self.after, self.dash = w, color, after, dash


class Space:
    def __init__(self, h):
        self.h = h


class C:
    """Styled table cell."""
    def __init__(self, text, b=False, color=None, align=None, i=False, size=None):
        self.text, self.b, self.color, self.align, self.i, self.size = text, b, color, align, i, size


class Row:
    def __init__(self, cells, kind="data", fill=None, b=False):
        self.cells, self.kind, self.fill, self.b = cells, kind, fill, b


class Table:
    def __init__(self, cols, rows, widths, aligns=None, size=None, border="rows", zebra=None,
                 head_fill="#dddddd", head_color="#000000", head_b=True, after=2.0, rule_color="#888888",
                 pad=0.6, head=True):
        self.cols, self.rows, self.widths = cols, rows, widths
        s = sum(widths)
        self.fr = [w / s for w in widths]
        self.aligns = aligns or ["L"] * len(cols)
        self.size, self.border, self.zebra, self.head_fill, self.head_color = size, border, zebra, head_fill, head_color
        self.head_b, self.after, self.rule_color, self.pad, self.head = head_b, after, rule_color, pad, head


class TwoCol:
    def __init__(self, left, right, ratio=0.5, gap=6, after=1.0):
        self.left, self.right, self.ratio, self.gap, self.after = left, right, ratio, gap, after


class Box:
    def __init__(self, blocks, color="#000000", pad=2.0, w=0.3, after=2.0, radius=0):
        self.blocks, self.color, self.pad, self.w, self.after, self.radius = blocks, color, pad, w, after, radius


class Cards:
    """App-style cards: each dict(title, value, unit, lo, hi, pos, flag, note)."""
    def __init__(self, cards, per_row=2, h=27, gap=4, after=3, accent="#1b7f6b"):
        self.cards, self.per_row, self.h, self.gap, self.after, self.accent = cards, per_row, h, gap, after, accent


class Page:
    def __init__(self, blocks, footer=(), orient="P"):
        self.blocks, self.footer, self.orient = blocks, list(footer), orient


class Doc:
    def __init__(self, id, lab, default, font="dejavu", size=9, margins=(14, 14, 14, 14), color="#111111"):
        self.id, self.lab, self.default = id, lab, default
        self.font, self.size, self.margins, self.color = font, size, margins, color
        self.pages, self.results, self.excluded = [], [], []

    def r(self, name, analyte, loinc, value_text, unit, alts=(), collected=None):
        res = Result(self, name, analyte, loinc, value_text, unit, alts, collected)
        self.results.append(res)
        return res

    def p(self, name, value_text, unit, why):
        """A printed result deliberately left out of the gold (no LOINC code could be determined)."""
        res = Result(self, name, "", "1-8", value_text, unit)
        self.excluded.append((res, why))
        return res

    def gold(self):
        return {"lab": self.lab, "collected_at_default": self.default,
                "results": [r.gold() for r in self.results]}


# ----------------------------------------------------------------- HTML
def esc(t):
    return _html.escape(t).replace("\n", "<br>")


def sty(st, base_size=None):
    out = []
    if st.get("b"):
        out.append("font-weight:bold")
    if st.get("i"):
        out.append("font-style:italic")
    if st.get("size"):
        out.append(f"font-size:{st['size']}pt")
    if st.get("color"):
        out.append(f"color:{st['color']}")
    if st.get("font"):
        out.append(f"font-family:'{FONTS[st['font']][0]}'")
    return ";".join(out)


def h_block(b, doc, W):
    sz = getattr(b, "size", None) or doc.size
    if isinstance(b, Line):
        al = {"L": "left", "C": "center", "R": "right"}[b.align]
        parts = "".join(f'<span style="{sty(st)}">{esc(t)}</span>' for t, st in b.segs)
        fw = "bold" if b.b else "normal"
        fs = "italic" if b.i else "normal"
        col = f"color:{b.color};" if b.color else ""
        return (f'<div style="font-size:{sz}pt;text-align:{al};font-weight:{fw};font-style:{fs};{col}'
                f'white-space:pre;margin-bottom:{b.after}mm">{parts}</div>')
    if isinstance(b, Tab):
        lh = sz * LH * PT
        inner = ""
        for x, w, t, st, al in b.cells:
            a = {"L": "left", "C": "center", "R": "right"}[al]
            inner += (f'<span style="position:absolute;left:{x*W:.2f}mm;width:{w*W:.2f}mm;text-align:{a};'
                      f'white-space:pre;{sty(st)}">{esc(t)}</span>')
        fw = "bold" if b.b else "normal"
        return (f'<div style="position:relative;height:{lh:.2f}mm;font-size:{sz}pt;font-weight:{fw};'
                f'margin-bottom:{b.after}mm">{inner}</div>')
    if isinstance(b, Band):
        al = {"L": "left", "C": "center", "R": "right"}[b.align]
        right = f'<span style="float:right">{esc(b.right)}</span>' if b.right else ""
        return (f'<div style="background:{b.fill};color:{b.color};font-size:{sz}pt;font-weight:{"bold" if b.b else "normal"};'
                f'text-align:{al};padding:0.8mm 1.5mm;margin-bottom:{b.after}mm;white-space:pre">{right}{esc(b.text)}</div>')
    if isinstance(b, HR):
        st = "dashed" if b.dash else "solid"
        return f'<div style="border-top:{b.w}mm {st} {b.color};height:0;margin-bottom:{b.after}mm"></div>'
    if isinstance(b, Space):
        return f'<div style="height:{b.h}mm"></div>'
    if isinstance(b, Table):
        return h_table(b, doc, W)
    if isinstance(b, TwoCol):
        wl = (W - b.gap) * b.ratio
        wr = W - b.gap - wl
        left = "".join(h_block(x, doc, wl) for x in b.left)
        right = "".join(h_block(x, doc, wr) for x in b.right)
        return (f'<div style="display:flex;margin-bottom:{b.after}mm"><div style="width:{wl:.2f}mm;margin-right:{b.gap}mm">'
                f'{left}</div><div style="width:{wr:.2f}mm">{right}</div></div>')
    if isinstance(b, Box):
        iw = W - 2 * b.pad
        inner = "".join(h_block(x, doc, iw) for x in b.blocks)
        return (f'<div style="border:{b.w}mm solid {b.color};border-radius:{b.radius}mm;padding:{b.pad}mm {b.pad}mm {max(b.pad-0.6,0)}mm {b.pad}mm;'
                f'margin-bottom:{b.after}mm">{inner}</div>')
    if isinstance(b, Cards):
        return h_cards(b, doc, W)
    raise TypeError(b)


def h_table(t, doc, W):
    sz = t.size or doc.size
    bcol = t.rule_color
    cols = "".join(f'<col style="width:{f*100:.3f}%">' for f in t.fr)
    al = {"L": "left", "C": "center", "R": "right"}

    def td(cell, j, head=False, extra=""):
        c = cell if isinstance(cell, C) else C(cell)
        a = al[c.align or t.aligns[j]]
        s = [f"text-align:{a}"]
        if c.b or head and t.head_b:
            s.append("font-weight:bold")
        if c.i:
            s.append("font-style:italic")
        if c.color:
            s.append(f"color:{c.color}")
        if c.size:
            s.append(f"font-size:{c.size}pt")
        return f'<td style="{";".join(s)}{extra}">{esc(c.text)}</td>'

    bd = f"0.2mm solid {bcol}"
    css_cell = f"padding:{t.pad}mm 1mm;vertical-align:top;line-height:{LH};"
    if t.border == "grid":
        css_cell += f"border:{bd};"
    trs = []
    if t.head:
        hs = f"background:{t.head_fill};color:{t.head_color};" if t.head_fill else f"color:{t.head_color};"
        hb = "" if t.border in ("none",) else f"border-bottom:0.3mm solid {bcol};"
        trs.append(f'<tr style="{hs}">' + "".join(td(c, j, True, "") .replace('<td style="', f'<td style="{hb}', 1)
                                                for j, c in enumerate(t.cols)) + "</tr>")
    n = 0
    for r in t.rows:
        rb = f"border-bottom:{bd};" if t.border == "rows" else ""
        if r.kind == "section":
            fill = f"background:{r.fill};" if r.fill else ""
            c = r.cells[0] if isinstance(r.cells[0], C) else C(r.cells[0], b=True)
            trs.append(f'<tr style="{fill}"><td colspan="{len(t.cols)}" style="{rb}font-weight:{"bold" if c.b else "normal"};'
                       f'{"color:"+c.color+";" if c.color else ""}">{esc(c.text)}</td></tr>')
            continue
        fill = r.fill or (t.zebra if (t.zebra and n % 2 == 1) else None)
        n += 1
        fs = f"background:{fill};" if fill else ""
        cells = "".join(td(C(c.text, b=c.b or r.b, color=c.color, align=c.align, i=c.i, size=c.size) if isinstance(c, C)
                           else C(c, b=r.b), j, False, "").replace('<td style="', f'<td style="{rb}', 1)
                        for j, c in enumerate(r.cells))
        trs.append(f'<tr style="{fs}">{cells}</tr>')
    frame = f"border:0.3mm solid {bcol};" if t.border == "frame" else ""
    return (f'<table style="width:100%;table-layout:fixed;border-collapse:collapse;font-size:{sz}pt;{frame}'
            f'margin-bottom:{t.after}mm"><colgroup>{cols}</colgroup>{"".join(trs)}</table>'
            ).replace("<td style=\"", f"<td style=\"{css_cell}")


def h_cards(cb, doc, W):
    cw = (W - cb.gap * (cb.per_row - 1)) / cb.per_row
    out = []
    for i, c in enumerate(cb.cards):
        col = i % cb.per_row
        if col == 0:
            out.append(f'<div style="position:relative;height:{cb.h}mm;margin-bottom:{cb.gap}mm">')
        x = col * (cw + cb.gap)
        bw = cw - 8
        pos = min(max(c["pos"], 0.02), 0.98)
        lo_x, hi_x = 0.2 * bw, 0.8 * bw
        flag = (f'<span style="position:absolute;right:3mm;top:2.5mm;font-size:7pt;font-weight:bold;color:#b03030">'
                f'{esc(c["flag"])}</span>' if c.get("flag") else "")
        lo = (f'<span style="position:absolute;left:{4+lo_x-10:.2f}mm;width:20mm;text-align:center;top:{cb.h-6:.2f}mm;'
              f'font-size:6.5pt;color:#555">{esc(c["lo"])}</span>') if c.get("lo") else ""
        hi = (f'<span style="position:absolute;left:{4+hi_x-10:.2f}mm;width:20mm;text-align:center;top:{cb.h-6:.2f}mm;'
              f'font-size:6.5pt;color:#555">{esc(c["hi"])}</span>') if c.get("hi") else ""
        note = (f'<div style="position:absolute;left:4mm;top:{cb.h-13.2:.2f}mm;font-size:6.5pt;color:#666;white-space:pre">'
                f'{esc(c["note"])}</div>') if c.get("note") else ""
        out.append(
            f'<div style="position:absolute;left:{x:.2f}mm;top:0;width:{cw:.2f}mm;height:{cb.h}mm;box-sizing:border-box;'
            f'border:0.3mm solid #c9d3d0;border-radius:2.5mm;background:#fbfdfc">'
            f'<div style="position:absolute;left:4mm;top:2.2mm;font-size:8pt;color:#333;font-weight:bold;white-space:pre">{esc(c["title"])}</div>{flag}'
            f'<div style="position:absolute;left:4mm;top:6.6mm;white-space:pre"><span style="font-size:17pt;font-weight:bold;color:{cb.accent}">'
            f'{esc(c["value"])}</span><span style="font-size:8pt;color:#444"> {esc(c["unit"])}</span></div>{note}'
            f'<div style="position:absolute;left:4mm;top:{cb.h-9:.2f}mm;width:{bw:.2f}mm;height:2.2mm;background:#e8b4a8;border-radius:1mm"></div>'
            f'<div style="position:absolute;left:{4+lo_x:.2f}mm;top:{cb.h-9:.2f}mm;width:{hi_x-lo_x:.2f}mm;height:2.2mm;background:#9ad3b5"></div>'
            f'<div style="position:absolute;left:{4+pos*bw-1:.2f}mm;top:{cb.h-9.8:.2f}mm;width:2mm;height:3.8mm;background:#222;border-radius:0.6mm"></div>'
            f'{lo}{hi}</div>')
        if col == cb.per_row - 1 or i == len(cb.cards) - 1:
            out.append("</div>")
    return f'<div style="margin-bottom:{cb.after - cb.gap}mm">{"".join(out)}</div>'


def to_html(doc):
    fam = FONTS[doc.font][0]
    t, r, btm, l = doc.margins
    css = f"""
@page {{ size: A4 portrait; margin: 0 }}
@page land {{ size: A4 landscape; margin: 0 }}
html, body {{ margin: 0; padding: 0 }}
body {{ font-family: '{fam}'; font-size: {doc.size}pt; color: {doc.color}; line-height: {LH};
        -webkit-print-color-adjust: exact; print-color-adjust: exact }}
.page {{ position: relative; width: 210mm; height: 296.5mm; box-sizing: border-box;
         padding: {t}mm {r}mm {btm}mm {l}mm; overflow: hidden; break-after: page }}
.page.L {{ page: land; width: 297mm; height: 209.5mm }}
.page:last-child {{ break-after: auto }}
.foot {{ position: absolute; left: {l}mm; right: {r}mm; bottom: {btm-6}mm }}
table td {{ overflow: hidden }}
"""
    pages = []
    for p in doc.pages:
        W = (297 if p.orient == "L" else 210) - l - r
        body = "".join(h_block(b, doc, W) for b in p.blocks)
        foot = "".join(h_block(b, doc, W) for b in p.footer)
        pages.append(f'<div class="page {p.orient}">{body}<div class="foot">{foot}</div></div>')
    return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(doc.lab)}</title>'
            f'<style>{css}</style></head><body>{"".join(pages)}</body></html>\n')


# ----------------------------------------------------------------- fpdf
def hexrgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class FP:
    def __init__(self, doc):
        from fpdf import FPDF
        self.doc = doc
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.c_margin = 0
        for key, (fam, files) in FONTS.items():
            for st, f in files.items():
                pdf.add_font(key, st, f"{FONTDIR}/{f}")
        pdf.set_creator("fpdf2")
        self.pdf = pdf

    def font(self, b=False, i=False, size=None, font=None):
        st = ("B" if b else "") + ("I" if i and not b else "")
        self.pdf.set_font(font or self.doc.font, st, size or self.doc.size)

    def color(self, c):
        self.pdf.set_text_color(*hexrgb(c or self.doc.color))

    def wrap(self, text, w):
        lines = []
        for para in text.split("\n"):
            words = para.split(" ")
            cur = ""
            for wd in words:
                cand = wd if not cur else cur + " " + wd
                if self.pdf.get_string_width(cand) <= w + 0.01 or not cur:
                    cur = cand
                else:
                    lines.append(cur)
                    cur = wd
            lines.append(cur)
        return lines

    def text(self, x, y, w, s, al="L", lh=None):
        sw = self.pdf.get_string_width(s)
        if al == "R":
            x = x + w - sw
        elif al == "C":
            x = x + (w - sw) / 2
        self.pdf.set_xy(x, y)
        self.pdf.cell(sw + 0.01, lh or 4, s)
        return sw

    def block(self, b, x, y, W):
        d = self.doc
        pdf = self.pdf
        sz = getattr(b, "size", None) or d.size
        lh = sz * LH * PT
        if isinstance(b, Line):
            widths = []
            for t, st in b.segs:
                self.font(st.get("b", b.b), st.get("i", b.i), st.get("size", sz), st.get("font"))
                widths.append(pdf.get_string_width(t))
            tot = sum(widths)
            cx = x if b.align == "L" else (x + W - tot if b.align == "R" else x + (W - tot) / 2)
            hmax = max([st.get("size", sz) for _, st in b.segs] + [sz]) * LH * PT
            for (t, st), w in zip(b.segs, widths):
                self.font(st.get("b", b.b), st.get("i", b.i), st.get("size", sz), st.get("font"))
                self.color(st.get("color", b.color))
                pdf.set_xy(cx, y + (hmax - st.get("size", sz) * LH * PT) * 0.8)
                pdf.cell(w + 0.01, st.get("size", sz) * LH * PT, t)
                cx += w
            return y + hmax + b.after
        if isinstance(b, Tab):
            for cx, cw, t, st, al in b.cells:
                self.font(st.get("b", b.b), st.get("i"), st.get("size", sz), st.get("font"))
                self.color(st.get("color"))
                self.text(x + cx * W, y, cw * W, t, al, lh)
            return y + lh + b.after
        if isinstance(b, Band):
            h = lh + 1.6
            pdf.set_fill_color(*hexrgb(b.fill))
            pdf.rect(x, y, W, h, "F")
            self.font(b.b, size=sz)
            self.color(b.color)
            self.text(x + 1.5, y + 0.8, W - 3, b.text, b.align, lh)
            if b.right:
                self.text(x + 1.5, y + 0.8, W - 3, b.right, "R", lh)
            return y + h + b.after
        if isinstance(b, HR):
            pdf.set_draw_color(*hexrgb(b.color))
            pdf.set_line_width(b.w)
            if b.dash:
                pdf.set_dash_pattern(1, 1)
            pdf.line(x, y, x + W, y)
            pdf.set_dash_pattern()
            return y + b.w + b.after
        if isinstance(b, Space):
            return y + b.h
        if isinstance(b, Table):
            return self.table(b, x, y, W)
        if isinstance(b, TwoCol):
            wl = (W - b.gap) * b.ratio
            wr = W - b.gap - wl
            yl = y
            for s in b.left:
                yl = self.block(s, x, yl, wl)
            yr = y
            for s in b.right:
                yr = self.block(s, x + wl + b.gap, yr, wr)
            return max(yl, yr) + b.after
        if isinstance(b, Box):
            yy = y + b.pad
            for s in b.blocks:
                yy = self.block(s, x + b.pad, yy, W - 2 * b.pad)
            yy += max(b.pad - 0.6, 0)
            pdf.set_draw_color(*hexrgb(b.color))
            pdf.set_line_width(b.w)
            if b.radius:
                pdf.rect(x, y, W, yy - y, round_corners=True, corner_radius=b.radius)
            else:
                pdf.rect(x, y, W, yy - y)
            return yy + b.after
        if isinstance(b, Cards):
            return self.cards(b, x, y, W)
        raise TypeError(b)

    def table(self, t, x, y, W):
        pdf = self.pdf
        sz = t.size or self.doc.size
        lh = sz * LH * PT
        ws = [f * W for f in t.fr]
        rc = hexrgb(t.rule_color)

        def cellinfo(cell, j, rowb=False, head=False):
            c = cell if isinstance(cell, C) else C(cell)
            b = c.b or rowb or (head and t.head_b)
            self.font(b, c.i, c.size or sz)
            lines = self.wrap(c.text, ws[j] - 2)
            return c, b, lines

        def draw_row(cells, rowb, head, fill):
            infos = [cellinfo(c, j, rowb, head) for j, c in enumerate(cells)]
            n = max(len(i[2]) for i in infos)
            h = n * lh + 2 * t.pad
            if fill:
                pdf.set_fill_color(*hexrgb(fill))
                pdf.rect(x, self.y, W, h, "F")
            cx = x
            for j, (c, b, lines) in enumerate(infos):
                self.font(b, c.i, c.size or sz)
                self.color(head and t.head_color or c.color)
                for k, ln in enumerate(lines):
                    self.text(cx + 1, self.y + t.pad + k * lh, ws[j] - 2, ln, c.align or t.aligns[j], lh)
                cx += ws[j]
            pdf.set_draw_color(*rc)
            pdf.set_line_width(0.2)
            if t.border == "grid":
                cx = x
                for j in range(len(ws)):
                    pdf.rect(cx, self.y, ws[j], h)
                    cx += ws[j]
            elif t.border == "rows" and not head:
                pdf.line(x, self.y + h, x + W, self.y + h)
            if head and t.border != "none":
                pdf.set_line_width(0.3)
                pdf.line(x, self.y + h, x + W, self.y + h)
            self.y += h

        self.y = y
        if t.head:
            draw_row(t.cols, False, True, t.head_fill)
        n = 0
        for r in t.rows:
            if r.kind == "section":
                c = r.cells[0] if isinstance(r.cells[0], C) else C(r.cells[0], b=True)
                self.font(c.b, c.i, c.size or sz)
                h = lh + 2 * t.pad
                if r.fill:
                    pdf.set_fill_color(*hexrgb(r.fill))
                    pdf.rect(x, self.y, W, h, "F")
                self.color(c.color)
                self.text(x + 1, self.y + t.pad, W - 2, c.text, "L", lh)
                pdf.set_draw_color(*rc)
                pdf.set_line_width(0.2)
                if t.border == "grid":
                    pdf.rect(x, self.y, W, h)
                elif t.border == "rows":
                    pdf.line(x, self.y + h, x + W, self.y + h)
                self.y += h
                continue
            fill = r.fill or (t.zebra if (t.zebra and n % 2 == 1) else None)
            n += 1
            draw_row(r.cells, r.b, False, fill)
        if t.border == "frame":
            pdf.set_draw_color(*rc)
            pdf.set_line_width(0.3)
            pdf.rect(x, y, W, self.y - y)
        return self.y + t.after

    def cards(self, cb, x, y, W):
        pdf = self.pdf
        cw = (W - cb.gap * (cb.per_row - 1)) / cb.per_row
        for i, c in enumerate(cb.cards):
            col = i % cb.per_row
            if col == 0 and i:
                y += cb.h + cb.gap
            cx = x + col * (cw + cb.gap)
            bw = cw - 8
            pdf.set_fill_color(*hexrgb("#fbfdfc"))
            pdf.set_draw_color(*hexrgb("#c9d3d0"))
            pdf.set_line_width(0.3)
            pdf.rect(cx, y, cw, cb.h, "DF", round_corners=True, corner_radius=2.5)
            self.font(True, size=8)
            self.color("#333333")
            self.text(cx + 4, y + 2.2, cw - 8, c["title"], "L", 8 * LH * PT)
            if c.get("flag"):
                self.font(True, size=7)
                self.color("#b03030")
                self.text(cx + 3, y + 2.5, cw - 6, c["flag"], "R", 7 * LH * PT)
            self.font(True, size=17)
            self.color(cb.accent)
            vw = self.text(cx + 4, y + 6.6, cw - 8, c["value"], "L", 17 * LH * PT)
            self.font(False, size=8)
            self.color("#444444")
            self.text(cx + 4 + vw + 0.5, y + 6.6 + (17 - 8) * LH * PT * 0.8, cw, " " + c["unit"], "L", 8 * LH * PT)
            if c.get("note"):
                self.font(False, size=6.5)
                self.color("#666666")
                self.text(cx + 4, y + cb.h - 13.2, cw - 8, c["note"], "L", 6.5 * LH * PT)
            by = y + cb.h - 9
            pdf.set_fill_color(*hexrgb("#e8b4a8"))
            pdf.rect(cx + 4, by, bw, 2.2, "F")
            pdf.set_fill_color(*hexrgb("#9ad3b5"))
            pdf.rect(cx + 4 + 0.2 * bw, by, 0.6 * bw, 2.2, "F")
            pos = min(max(c["pos"], 0.02), 0.98)
            pdf.set_fill_color(34, 34, 34)
            pdf.rect(cx + 4 + pos * bw - 1, y + cb.h - 9.8, 2, 3.8, "F")
            self.font(False, size=6.5)
            self.color("#555555")
            for key, fx in (("lo", 0.2), ("hi", 0.8)):
                if c.get(key):
                    self.text(cx + 4 + fx * bw - 10, y + cb.h - 6, 20, c[key], "C", 6.5 * LH * PT)
        return y + cb.h + cb.after


def to_fpdf(doc, path):
    fp = FP(doc)
    t, r, btm, l = doc.margins
    for n, p in enumerate(doc.pages, 1):
        fp.pdf.add_page(orientation=p.orient)
        PW, PH = (297, 210) if p.orient == "L" else (210, 297)
        W = PW - l - r
        y = t
        for b in p.blocks:
            y = fp.block(b, l, y, W)
        # footer: measure by drawing on a scratch position is overkill; footers are simple lines
        fh = 0
        for b in p.footer:
            sz = getattr(b, "size", None) or doc.size
            fh += sz * LH * PT + getattr(b, "after", 0)
        fy = PH - (btm - 6) - fh
        if y > fy - 1:
            raise RuntimeError(f"{doc.id}: page {n} overflows ({y:.1f} > {fy:.1f} mm)")
        for b in p.footer:
            fy = fp.block(b, l, fy, W)
    fp.pdf.output(path)


def write_gold(doc, path):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc.gold(), f, ensure_ascii=False, indent=1)
        f.write("\n")
