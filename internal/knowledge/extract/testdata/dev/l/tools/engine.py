"""Report model -> HTML (Chromium), fpdf2 PDF and gold JSON.

One Python description per report (tools/reports.py); every printed result is a Res object
that is rendered into both outputs and serialised into the gold, so nothing is typed twice.
"""
import html as H
import re

from loinc import LO

FONTDIR = "/usr/share/fonts/truetype/"
FONTS = {
    "DejaVu Sans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf"),
    "DejaVu Sans Condensed": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf"),
    "DejaVu Serif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf"),
    "DejaVu Sans Mono": ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf"),
    "Liberation Sans": ("liberation2/LiberationSans-Regular.ttf", "liberation2/LiberationSans-Bold.ttf"),
    "Liberation Serif": ("liberation2/LiberationSerif-Regular.ttf", "liberation2/LiberationSerif-Bold.ttf"),
    "Liberation Mono": ("liberation2/LiberationMono-Regular.ttf", "liberation2/LiberationMono-Bold.ttf"),
}


def parse_value(vt):
    s = vt.strip()
    comp = ""
    for p, c in (("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
                 ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">")):
        if s.lower().startswith(p):
            comp, s = c, s[len(p):].strip()
            break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?", s):
        s = s.replace(".", "")
    s = s.replace(",", ".")
    if not re.fullmatch(r"-?\d+(\.\d+)?", s):
        return None, ""
    v = float(s)
    if "." not in s:
        v = int(s)
    return v, comp


class Res:
    """One printed patient result."""

    def __init__(self, name, vt, unit, key, flag="", date=None, val=None):
        self.name, self.vt, self.unit, self.flag, self.date, self.val = name, vt, unit, flag, date, val
        self.analyte, self.loinc, self.alts = LO[key]

    def gold(self, default):
        v, c = parse_value(self.vt)
        if self.val is not None:  # e.g. specific gravity printed "1.020" (a decimal point, not thousands)
            v = self.val
        return {"printed_name": " ".join(self.name.split()), "analyte": self.analyte,
                "loinc": self.loinc, "loinc_alternatives": list(self.alts), "value": v,
                "value_text": self.vt, "comparator": c, "unit": self.unit,
                "collected_at": self.date or default}


# cell wrappers -----------------------------------------------------------------------------
class N:  # name of a result
    def __init__(self, r, bold=False): self.r, self.bold = r, bold
    def text(self): return self.r.name


class V:  # value (+flag)
    def __init__(self, r, bold=True, flag=True): self.r, self.bold, self.showflag = r, bold, flag
    def text(self): return self.r.vt + ((" " + self.r.flag) if (self.r.flag and self.showflag) else "")


class U:  # unit
    def __init__(self, r, bold=False): self.r, self.bold = r, bold
    def text(self): return self.r.unit


class VU:  # value unit (+flag)
    def __init__(self, r, bold=True, sep=" "): self.r, self.bold, self.sep = r, bold, sep
    def text(self):
        t = self.r.vt + ((self.sep + self.r.unit) if self.r.unit else "")
        return t + ((" " + self.r.flag) if self.r.flag else "")


class B:  # bold plain text
    def __init__(self, t): self.t, self.bold = t, True
    def text(self): return self.t


def ctext(c):
    if c is None:
        return "", False
    if isinstance(c, str):
        return c, False
    return c.text(), getattr(c, "bold", False)


def cres(c):
    return c.r if isinstance(c, (V, VU)) else None


# gold -----------------------------------------------------------------------------------------
def walk_results(blocks):
    for b in blocks:
        k = b["k"]
        if k == "tbl":
            for row in b["rows"]:
                if isinstance(row, dict):
                    continue
                for c in row:
                    if cres(c):
                        yield cres(c)
        elif k == "lines":
            for item in b["items"]:
                for seg in sorted(item, key=lambda s: s[0]):
                    if cres(seg[1]):
                        yield cres(seg[1])
        elif k == "cols2":
            yield from walk_results(b["l"])
            yield from walk_results(b["r"])


def gold(rep):
    res = []
    for page in rep["pages"]:
        for r in walk_results(page):
            res.append(r.gold(rep["date"]))
    return {"lab": rep["lab"], "collected_at_default": rep["date"], "results": res}


# HTML -----------------------------------------------------------------------------------------
def e(t):
    return H.escape(t)


def h_cell(c, align="left", extra=""):
    t, b = ctext(c)
    t = e(t)
    if b:
        t = f"<b>{t}</b>"
    return f'<td style="text-align:{align};{extra}">{t}</td>'


def h_block(b, st):
    k = b["k"]
    fs = b.get("fs")
    fss = f"font-size:{fs}pt;" if fs else ""
    if k == "title":
        out = [f'<div style="text-align:{ {"C": "center", "L": "left", "R": "right"}[b.get("align", "L")]};'
               f'{"border:1.2px solid " + st["color"] + ";padding:2mm 3mm;" if b.get("box") else ""}'
               f'{"background:" + b["bg"] + ";" if b.get("bg") else ""}margin-bottom:1.5mm">']
        for t, size, bold in b["lines"]:
            col = st["color"] if size >= 12 else "#222"
            out.append(f'<div style="font-size:{size}pt;{"font-weight:bold;" if bold else ""}color:{col};'
                       f'line-height:1.25;white-space:pre">{e(t)}</div>')
        out.append("</div>")
        return "".join(out)
    if k == "kv":
        rows = []
        for row in b["rows"]:
            w = 100 / len(row)
            cells = "".join(f'<td style="width:{w}%;padding:0.4mm 1mm"><b>{e(l)}</b> {e(v)}</td>' for l, v in row)
            rows.append(f"<tr>{cells}</tr>")
        border = f"border:1px solid {st['color']};" if b.get("box", True) else ""
        return (f'<table style="width:100%;border-collapse:collapse;table-layout:fixed;{border}{fss}'
                f'margin:1mm 0 2mm 0">{"".join(rows)}</table>')
    if k == "sec":
        s = b.get("style", "bar")
        if s == "bar":
            css = f"background:{st['color']};color:#fff;padding:0.6mm 2mm;"
        elif s == "ul":
            css = f"border-bottom:1.3px solid {st['color']};color:{st['color']};padding:0.3mm 0;"
        elif s == "grey":
            css = "background:#e4e4e4;padding:0.6mm 2mm;"
        else:
            css = ""
        al = "center" if b.get("center") else "left"
        return (f'<div style="{css}font-weight:bold;{fss}margin:2.2mm 0 1mm 0;text-align:{al}">'
                f'{e(b["text"])}</div>')
    if k == "tbl":
        cols = b["cols"]
        grid = b.get("grid", "h")
        pad = b.get("pad", "0.7mm 1.6mm" if grid == "all" else "0.5mm 1.2mm")
        out = [f'<table style="width:100%;border-collapse:collapse;table-layout:fixed;{fss}margin:0.5mm 0 1mm 0">']
        out.append("<colgroup>" + "".join(f'<col style="width:{w * 100:.1f}%">' for _, w, _ in cols) + "</colgroup>")
        bd = "border:0.5px solid #9a9a9a;" if grid == "all" else ""
        if b.get("head", True):
            out.append("<tr>" + "".join(
                f'<th style="text-align:{ {"L": "left", "R": "right", "C": "center"}[a]};padding:{pad};'
                f'border-bottom:1px solid #444;{bd}background:{b.get("hbg", "#f0f0f0")};white-space:pre-line">{e(h)}</th>'
                for h, _, a in cols) + "</tr>")
        for row in b["rows"]:
            if isinstance(row, dict):
                out.append(f'<tr><td colspan="{len(cols)}" style="padding:{pad};font-weight:bold;'
                           f'{bd}padding-top:1.2mm">{e(row["sub"])}</td></tr>')
                continue
            rb = "border-bottom:0.5px solid #bbb;" if grid in ("h",) else bd
            out.append("<tr>" + "".join(
                h_cell(c, {"L": "left", "R": "right", "C": "center"}[cols[i][2]],
                       f"padding:{pad};white-space:pre-line;vertical-align:top;{rb}")
                for i, c in enumerate(row)) + "</tr>")
        out.append("</table>")
        return "".join(out)
    if k == "lines":
        lh = b.get("lh", 1.45)
        out = [f'<div style="{fss}margin:0.6mm 0">']
        for item in b["items"]:
            spans = []
            for seg in item:
                x, c = seg[0], seg[1]
                t, bold = ctext(c)
                if len(seg) > 2:
                    bold = seg[2]
                spans.append(f'<span style="position:absolute;left:{x * 100:.1f}%;white-space:pre;'
                             f'{"font-weight:bold;" if bold else ""}">{e(t)}</span>')
            out.append(f'<div style="position:relative;height:{lh}em">{"".join(spans)}</div>')
        out.append("</div>")
        return "".join(out)
    if k == "note":
        it = "font-style:italic;" if b.get("italic") else ""
        return (f'<div style="{fss}{it}margin:0.8mm 0;line-height:1.3;white-space:pre-line">'
                f'{e(b["text"])}</div>')
    if k == "sp":
        return f'<div style="height:{b["mm"]}mm"></div>'
    if k == "hr":
        return f'<div style="border-top:1px solid {st["color"]};margin:1.2mm 0"></div>'
    if k == "cols2":
        l = "".join(h_block(x, st) for x in b["l"])
        r = "".join(h_block(x, st) for x in b["r"])
        sep = "border-left:0.8px solid #999;padding-left:2.5%;" if b.get("rule") else ""
        return (f'<div style="display:flex;justify-content:space-between">'
                f'<div style="width:48%">{l}</div><div style="width:48%;{sep}">{r}</div></div>')
    if k == "sig":
        al = {"C": "center", "L": "left", "R": "right"}[b.get("align", "R")]
        ls = "".join(f"<div>{e(t)}</div>" for t in b["lines"])
        return f'<div style="text-align:{al};{fss}margin-top:3mm;line-height:1.3">{ls}</div>'
    raise ValueError(k)


def html(rep):
    st = rep
    pages = []
    n = len(rep["pages"])
    for i, page in enumerate(rep["pages"]):
        body = "".join(h_block(b, st) for b in page)
        foot = "".join(f"<div>{e(t.format(p=i + 1, n=n))}</div>" for t in rep["footer"])
        brk = "break-after:page;" if i < n - 1 else ""
        pages.append(f'<div style="{brk}"><div>{body}</div>'
                     f'<div style="margin-top:3mm;border-top:0.8px solid #999;padding-top:1mm;'
                     f'font-size:6.5pt;color:#333;text-align:center">{foot}</div></div>')
    m = rep.get("margins", (11, 13))
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{e(rep["lab"])}</title>'
            f'<style>@page{{size:A4;margin:{m[0]}mm {m[1]}mm}} body{{margin:0;font-family:"{rep["font"]}";'
            f'font-size:{rep["fs"]}pt;color:#111}} th{{font-weight:bold}} td,th{{overflow-wrap:anywhere}}</style>'
            f'</head><body>{"".join(pages)}</body></html>')


# fpdf -----------------------------------------------------------------------------------------
class FR:
    def __init__(self, rep):
        from fpdf import FPDF
        self.rep = rep
        self.pdf = FPDF(format="A4", unit="mm")
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(0, 0, 0)
        self.fam = rep.get("ffont", rep["font"]).replace(" ", "")
        reg, bold = FONTS[rep.get("ffont", rep["font"])]
        self.pdf.add_font(self.fam, "", FONTDIR + reg)
        self.pdf.add_font(self.fam, "B", FONTDIR + bold)
        self.scale = rep.get("fscale", 0.93)
        self.warn = []

    def font(self, size, bold=False):
        self.pdf.set_font(self.fam, "B" if bold else "", size * self.scale)

    def lh(self, size):
        return size * self.scale * 0.3528 * 1.32

    def put(self, x, y, w, t, size, bold=False, align="L"):
        self.font(size, bold)
        sw = self.pdf.get_string_width(t)
        if sw > w + 0.5 and t.strip():
            self.warn.append(f"{self.rep['id']}: '{t}' {sw:.1f}>{w:.1f}")
        if align == "R":
            x = x + w - sw
        elif align == "C":
            x = x + (w - sw) / 2
        self.pdf.set_xy(x, y)
        self.pdf.cell(sw + 0.01, self.lh(size), t)

    def color(self):
        c = self.rep["color"].lstrip("#")
        return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))

    def block(self, b, x, y, w):
        k = b["k"]
        fs = b.get("fs", self.rep["fs"])
        p = self.pdf
        if k == "title":
            y0 = y
            y += 1.5 if b.get("box") else 0
            for t, size, bold in b["lines"]:
                if size >= 12:
                    p.set_text_color(*self.color())
                self.put(x + 2, y, w - 4, t, size, bold, b.get("align", "L"))
                p.set_text_color(0, 0, 0)
                y += self.lh(size)
            if b.get("box"):
                y += 1.5
                p.set_draw_color(*self.color())
                p.rect(x, y0, w, y - y0)
                p.set_draw_color(0, 0, 0)
            return y + 2
        if k == "kv":
            y0 = y
            y += 0.8
            for row in b["rows"]:
                cw = w / len(row)
                for i, (l, v) in enumerate(row):
                    self.font(fs, True)
                    lw = p.get_string_width(l + " ")
                    self.put(x + 1 + i * cw, y, lw, l, fs, True)
                    self.put(x + 1 + i * cw + lw, y, cw - lw - 1.5, v, fs)
                y += self.lh(fs) + 0.3
            if b.get("box", True):
                p.rect(x, y0, w, y - y0 + 0.5)
            return y + 2.5
        if k == "sec":
            y += 2
            s = b.get("style", "bar")
            h = self.lh(fs) + 0.8
            if s == "bar":
                p.set_fill_color(*self.color())
                p.rect(x, y, w, h, style="F")
                p.set_text_color(255, 255, 255)
            elif s == "grey":
                p.set_fill_color(225, 225, 225)
                p.rect(x, y, w, h, style="F")
            self.put(x + 1.5, y + 0.4, w - 3, b["text"], fs, True, "C" if b.get("center") else "L")
            p.set_text_color(0, 0, 0)
            if s == "ul":
                p.line(x, y + h, x + w, y + h)
            return y + h + 1.2
        if k == "tbl":
            cols = b["cols"]
            xs = [x]
            for _, cw, _ in cols:
                xs.append(xs[-1] + cw * w)
            lh = self.lh(fs)
            grid = b.get("grid", "h")
            if b.get("head", True):
                nl = max(h.count("\n") + 1 for h, _, _ in cols)
                hh = nl * lh + 1.2
                p.set_fill_color(238, 238, 238)
                p.rect(x, y, w, hh, style="F")
                for i, (h, cw, a) in enumerate(cols):
                    for j, hl in enumerate(h.split("\n")):
                        self.put(xs[i] + 1, y + 0.6 + j * lh, cw * w - 2, hl, fs, True, a)
                y += hh
                p.line(x, y, x + w, y)
            for row in b["rows"]:
                if isinstance(row, dict):
                    self.put(x + 1, y + 0.9, w - 2, row["sub"], fs, True)
                    y += lh + 1.3
                    continue
                texts = [ctext(c) for c in row]
                nl = max(t.count("\n") + 1 for t, _ in texts)
                rh = nl * lh + 0.9
                for i, (t, bold) in enumerate(texts):
                    for j, tl in enumerate(t.split("\n")):
                        self.put(xs[i] + 1, y + 0.45 + j * lh, cols[i][1] * w - 2, tl, fs, bold, cols[i][2])
                if grid == "all":
                    for i in range(len(cols)):
                        p.rect(xs[i], y, xs[i + 1] - xs[i], rh)
                elif grid == "h":
                    p.set_draw_color(190, 190, 190)
                    p.line(x, y + rh, x + w, y + rh)
                    p.set_draw_color(0, 0, 0)
                y += rh
            return y + 1.2
        if k == "lines":
            lh = self.lh(fs) * b.get("lh", 1.45) / 1.32
            for item in b["items"]:
                segs = sorted(item, key=lambda s: s[0])
                for n_, seg in enumerate(segs):
                    sx, c = seg[0], seg[1]
                    t, bold = ctext(c)
                    if len(seg) > 2:
                        bold = seg[2]
                    nx = segs[n_ + 1][0] if n_ + 1 < len(segs) else 1.0
                    self.put(x + sx * w, y, (nx - sx) * w, t, fs, bold)
                y += lh
            return y + 1
        if k == "note":
            self.font(fs)
            for para in b["text"].split("\n"):
                p.set_xy(x, y)
                p.multi_cell(w, self.lh(fs), para)
                y = p.get_y()
            return y + 1
        if k == "sp":
            return y + b["mm"] * 0.9
        if k == "hr":
            p.line(x, y + 1, x + w, y + 1)
            return y + 2.5
        if k == "cols2":
            cw = w * 0.485
            yl = y
            for sb in b["l"]:
                yl = self.block(sb, x, yl, cw)
            yr = y
            for sb in b["r"]:
                yr = self.block(sb, x + w - cw, yr, cw)
            if b.get("rule"):
                p.set_draw_color(150, 150, 150)
                p.line(x + w / 2, y, x + w / 2, max(yl, yr))
                p.set_draw_color(0, 0, 0)
            return max(yl, yr)
        if k == "sig":
            y += 3
            for t in b["lines"]:
                self.put(x, y, w, t, fs, False, b.get("align", "R"))
                y += self.lh(fs)
            return y + 1
        raise ValueError(k)

    def render(self, out):
        rep = self.rep
        n = len(rep["pages"])
        ml = rep.get("fmargin", 16)
        w = 210 - 2 * ml
        for i, page in enumerate(rep["pages"]):
            self.pdf.add_page()
            y = rep.get("ftop", 13)
            for b in page:
                y = self.block(b, ml, y, w)
            limit = 297 - 8 - 4 * len(rep["footer"]) - 4
            if y > limit:
                raise SystemExit(f"{rep['id']} fpdf page {i + 1} overflows: y={y:.1f} > {limit}")
            fy = 297 - 8 - 3.2 * len(rep["footer"])
            self.pdf.line(ml, fy - 1, ml + w, fy - 1)
            for t in rep["footer"]:
                self.put(ml, fy, w, t.format(p=i + 1, n=n), 6.5, False, "C")
                fy += 3.2
        self.pdf.output(out)
        return self.warn
