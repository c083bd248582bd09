"""Report model primitives + HTML / fpdf2 renderers + gold extraction.

A report is a dict: id, lab (dict), patient (list of (label, value)), style (dict),
collected_at_default, pages (list of lists of primitives), footer (str with {p}/{n}).
Results are Res objects placed inside primitives; gold is read from the same model.
"""
import html, re, json
from dataclasses import dataclass, field

FONTDIR = {
    "DejaVu Sans": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"),
    "DejaVu Sans Condensed": ("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf"),
    "DejaVu Serif": ("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"),
    "DejaVu Sans Mono": ("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Oblique.ttf"),
    "Liberation Sans": ("/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSans-Italic.ttf"),
    "Liberation Serif": ("/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSerif-Italic.ttf"),
    "Liberation Mono": ("/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf", "/usr/share/fonts/truetype/liberation2/LiberationMono-Bold.ttf", "/usr/share/fonts/truetype/liberation2/LiberationMono-Italic.ttf"),
}


def parse_value(vt):
    """value_text -> (value, comparator)."""
    s = vt.strip()
    comp = ""
    for pre, c in (("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
                   ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
                   ("Inferior a", "<"), ("Superior a", ">")):
        if s.startswith(pre):
            comp, s = c, s[len(pre):].strip()
            break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+", s):
        return float(s.replace(".", "")), comp
    if re.fullmatch(r"\d{1,3}(\.\d{3})+,\d+", s):
        return float(s.replace(".", "").replace(",", ".")), comp
    if re.fullmatch(r"\d+(,\d+)?", s):
        return float(s.replace(",", ".")), comp
    if re.fullmatch(r"\d+\.\d+", s):
        return float(s), comp
    return None, ("" if comp == "" else comp)


@dataclass
class Res:
    name: str            # printed name (may contain \n for split)
    vt: str              # value_text
    unit: str
    loinc: str
    analyte: str
    alts: list = field(default_factory=list)
    flag: str = ""
    date: str = None     # ISO collection date override
    value: object = "auto"

    def shown(self):
        return self.vt + ((" " + self.flag) if self.flag else "")

    def gold(self, default_date):
        v, c = parse_value(self.vt)
        if self.value != "auto":
            v = self.value
        if v is None:
            c = ""
        if v is not None and float(v).is_integer():
            v = int(v)
        return {"printed_name": " ".join(self.name.split("\n")).strip(), "analyte": self.analyte,
                "loinc": self.loinc, "loinc_alternatives": list(self.alts), "value": v,
                "value_text": self.vt, "comparator": c, "unit": self.unit,
                "collected_at": self.date or default_date}


# ---- primitives -------------------------------------------------------------
def H(text, size=1.25, bold=True, align="L", box=False): return ("H", text, size, bold, align, box)
def P(text, size=0.9, italic=False, bold=False): return ("P", text, size, italic, bold)
def KV(pairs, cols=2, box=True): return ("KV", pairs, cols, box)
def TBL(headers, widths, rows, grid=False, size=1.0): return ("TBL", headers, widths, rows, grid, size)
def LEAD(res, ref="", w=(0.42, 0.20, 0.38)): return ("LEAD", res, ref, w)
def TWO(left, right): return ("TWO", left, right)
def HR(): return ("HR",)
def SP(h=2): return ("SP", h)
def SIGN(lines, align="R"): return ("SIGN", lines, align)


def cell_text(c):
    if isinstance(c, Res):
        return c.shown()
    if isinstance(c, tuple) and c and c[0] == "UNIT":
        return c[1]
    return c


def iter_res(prims):
    for p in prims:
        if p[0] == "TBL":
            for row in p[3]:
                for c in row:
                    if isinstance(c, Res):
                        yield c
        elif p[0] == "LEAD":
            yield p[1]
        elif p[0] == "TWO":
            yield from iter_res(p[1])
            yield from iter_res(p[2])


def gold(rep):
    out = []
    for page in rep["pages"]:
        for r in iter_res(page):
            out.append(r.gold(rep["collected_at_default"]))
    return {"lab": rep["lab"]["name"], "collected_at_default": rep["collected_at_default"], "results": out}


# ---- HTML -------------------------------------------------------------------
def esc(s):
    return html.escape(s).replace("\n", "<br>")


def html_prim(p, st):
    k = p[0]
    if k == "H":
        _, t, size, bold, align, box = p
        cls = "box" if box else ""
        return f'<div class="h {cls}" style="font-size:{size*st["size"]:.1f}pt;font-weight:{"bold" if bold else "normal"};text-align:{ {"L":"left","C":"center","R":"right"}[align]}">{esc(t)}</div>'
    if k == "P":
        _, t, size, it, b = p
        return f'<div class="p" style="font-size:{size*st["size"]:.1f}pt;{"font-style:italic;" if it else ""}{"font-weight:bold;" if b else ""}">{esc(t)}</div>'
    if k == "KV":
        _, pairs, cols, box = p
        cells = "".join(f'<td><b>{esc(a)}</b> {esc(b)}</td>' + ("</tr><tr>" if (i % cols == cols - 1) else "") for i, (a, b) in enumerate(pairs))
        return f'<table class="kv{" box" if box else ""}"><tr>{cells}</tr></table>'
    if k == "TBL":
        _, heads, widths, rows, grid, size = p
        cg = "".join(f'<col style="width:{w*100:.1f}%">' for w in widths)
        hd = ("<tr>" + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>") if heads else ""
        body = ""
        for row in rows:
            if isinstance(row, str):
                body += f'<tr><td colspan="{len(widths)}" class="sub">{esc(row)}</td></tr>'
                continue
            body += "<tr>" + "".join(f'<td class="{"v" if isinstance(c, Res) else ""}">{esc(cell_text(c))}</td>' for c in row) + "</tr>"
        return f'<table class="t{" grid" if grid else ""}" style="font-size:{size*st["size"]:.1f}pt"><colgroup>{cg}</colgroup>{hd}{body}</table>'
    if k == "LEAD":
        _, r, ref, w = p
        return (f'<div class="lead"><span class="ln" style="width:{w[0]*100:.0f}%"><span class="nm">{esc(r.name)}</span></span>'
                f'<span class="lv" style="width:{w[1]*100:.0f}%"><b>{esc(r.shown())}</b> {esc(r.unit)}</span>'
                f'<span class="lr" style="width:{w[2]*100:.0f}%">{esc(ref)}</span></div>')
    if k == "TWO":
        return ('<table class="two"><tr><td>' + "".join(html_prim(x, st) for x in p[1]) + '</td><td>'
                + "".join(html_prim(x, st) for x in p[2]) + '</td></tr></table>')
    if k == "HR":
        return '<hr>'
    if k == "SP":
        return f'<div style="height:{p[1]}mm"></div>'
    if k == "SIGN":
        al = {"L": "left", "C": "center", "R": "right"}[p[2]]
        return f'<div class="sign" style="text-align:{al}">' + "<br>".join(esc(x) for x in p[1]) + '</div>'
    raise ValueError(k)


def header_prims(rep):
    lab = rep["lab"]
    return [H(lab["name"], 1.6, True, lab.get("align", "L")),
            P(lab["line2"], 0.8), P(lab["line3"], 0.8), HR(), KV(rep["patient"], rep.get("kvcols", 2)), SP(1)]


def html_report(rep):
    st = rep["style"]
    n = len(rep["pages"])
    pages = []
    for i, page in enumerate(rep["pages"], 1):
        body = "".join(html_prim(x, st) for x in header_prims(rep) + page)
        foot = esc(rep["footer"].format(p=i, n=n))
        pages.append(f'<div class="page"><div class="content">{body}</div><div class="foot">{foot}</div></div>')
    css = f"""
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin:0; font-family:'{st["font"]}'; font-size:{st["size"]}pt; color:#111; }}
.page {{ width:210mm; height:296.5mm; position:relative; padding:{st.get("margin",14)}mm {st.get("margin",14)}mm 18mm; page-break-after:always; overflow:visible; }}
.page:last-child {{ page-break-after:auto; }}
.content {{ max-height:263mm; }}
.foot {{ position:absolute; bottom:8mm; left:{st.get("margin",14)}mm; right:{st.get("margin",14)}mm; font-size:{st["size"]*0.75:.1f}pt; border-top:0.3mm solid #555; padding-top:1mm; color:#333; }}
.h {{ color:{st.get("color","#123")}; margin:1.2mm 0 0.6mm; }}
.h.box {{ background:{st.get("band","#e8eef5")}; padding:0.6mm 1.5mm; }}
.p {{ margin:0.3mm 0; line-height:1.25; }}
hr {{ border:0; border-top:0.4mm solid {st.get("color","#123")}; margin:1mm 0; }}
table {{ border-collapse:collapse; width:100%; }}
table.kv td {{ padding:0.4mm 1.5mm; font-size:{st["size"]*0.92:.1f}pt; vertical-align:top; }}
table.kv.box {{ border:0.3mm solid #777; }}
table.t {{ table-layout:fixed; margin:0.8mm 0; }}
table.t th {{ text-align:left; border-bottom:0.3mm solid #444; padding:0.4mm 1mm; font-size:90%; }}
table.t td {{ padding:0.35mm 1mm; vertical-align:top; line-height:1.2; }}
table.t td.v {{ font-weight:bold; }}
table.t td.sub {{ font-weight:bold; font-style:italic; padding-top:1mm; }}
table.grid td, table.grid th {{ border:0.2mm solid #999; }}
table.two {{ table-layout:fixed; }} table.two > tbody > tr > td {{ width:50%; vertical-align:top; padding-right:3mm; }}
.lead {{ display:flex; line-height:1.3; }}
.lead .ln {{ display:inline-block; overflow:hidden; white-space:nowrap; }}
.lead .ln .nm::after {{ content:" ................................................................................"; color:#777; }}
.lead .lv, .lead .lr {{ display:inline-block; }}
.sign {{ margin:2mm 0 1mm; font-size:{st["size"]*0.85:.1f}pt; }}
"""
    return f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{rep["id"]}</title><style>{css}</style></head><body>{"".join(pages)}</body></html>'


# ---- fpdf2 ------------------------------------------------------------------
class FP:
    def __init__(self, rep):
        from fpdf import FPDF
        self.rep, self.st = rep, rep["style"]
        self.pdf = FPDF(format="A4", unit="mm")
        self.pdf.set_auto_page_break(False)
        fam = self.st.get("fpdf_font", self.st["font"])
        self.fam = "F"
        r, b, i = FONTDIR[fam]
        self.pdf.add_font("F", "", r); self.pdf.add_font("F", "B", b); self.pdf.add_font("F", "I", i)
        self.m = self.st.get("fmargin", 12)
        self.W = 210 - 2 * self.m
        self.base = self.st["size"] * self.st.get("fscale", 0.95)
        self.limit = 297 - 16

    def font(self, rel=1.0, style=""):
        self.pdf.set_font("F", style, self.base * rel)
        return self.base * rel * 0.3528 * 1.3  # line height mm

    def check(self):
        if self.pdf.get_y() > self.limit:
            raise RuntimeError(f"fpdf overflow in {self.rep['id']} page {self.pdf.page}: y={self.pdf.get_y():.1f}")

    def lines(self, text, w):
        out = []
        for para in text.split("\n"):
            out += self.pdf.multi_cell(w, 4, para, dry_run=True, output="LINES") or [""]
        return out

    def prim(self, p, x0=None, W=None):
        pdf = self.pdf
        x0 = self.m if x0 is None else x0
        W = self.W if W is None else W
        k = p[0]
        if k == "H":
            _, t, size, bold, align, box = p
            lh = self.font(size, "B" if bold else "")
            pdf.set_y(pdf.get_y() + 0.8); pdf.set_x(x0)
            if box:
                pdf.set_fill_color(225, 230, 238)
            pdf.cell(W, lh, t, align=align, fill=box, new_x="LMARGIN", new_y="NEXT")
        elif k == "P":
            _, t, size, it, b = p
            lh = self.font(size, "I" if it else ("B" if b else ""))
            for ln in self.lines(t, W):
                pdf.set_x(x0); pdf.cell(W, lh, ln, new_x="LMARGIN", new_y="NEXT")
        elif k == "KV":
            _, pairs, cols, box = p
            lh = self.font(0.9)
            y0 = pdf.get_y() + 0.5
            cw = W / cols
            y = y0
            for i, (a, b) in enumerate(pairs):
                c = i % cols
                pdf.set_xy(x0 + c * cw + 1, y)
                self.font(0.9, "B"); wa = pdf.get_string_width(a + " ")
                pdf.cell(wa, lh, a + " ")
                self.font(0.9); pdf.cell(cw - wa - 2, lh, b)
                if c == cols - 1 or i == len(pairs) - 1:
                    y += lh
            if box:
                pdf.rect(x0, y0 - 0.5, W, y - y0 + 1)
            pdf.set_y(y + 1)
        elif k == "TBL":
            _, heads, widths, rows, grid, size = p
            lh = self.font(size * 0.98)
            ws = [w * W for w in widths]
            if heads:
                self.font(size * 0.9, "B")
                x = x0
                for h, w in zip(heads, ws):
                    pdf.set_xy(x, pdf.get_y()); pdf.cell(w, lh, h.replace("\n", " "))
                    x += w
                pdf.set_y(pdf.get_y() + lh)
                pdf.line(x0, pdf.get_y(), x0 + W, pdf.get_y())
                pdf.set_y(pdf.get_y() + 0.4)
            for row in rows:
                if isinstance(row, str):
                    self.font(size, "I"); pdf.set_x(x0); pdf.cell(W, lh + 0.6, row, new_x="LMARGIN", new_y="NEXT")
                    continue
                y = pdf.get_y()
                cells = []
                for c, w in zip(row, ws):
                    self.font(size * 0.98, "B" if isinstance(c, Res) else "")
                    cells.append(self.lines(cell_text(c), w - 1.5))
                nl = max(len(c) for c in cells)
                x = x0
                for c, w, cl in zip(row, ws, cells):
                    self.font(size * 0.98, "B" if isinstance(c, Res) else "")
                    for j, ln in enumerate(cl):
                        pdf.set_xy(x + 0.5, y + j * lh); pdf.cell(w - 1, lh, ln)
                    if grid:
                        pdf.rect(x, y, w, nl * lh + 0.4)
                    x += w
                pdf.set_y(y + nl * lh + 0.4)
            pdf.set_y(pdf.get_y() + 0.8)
        elif k == "LEAD":
            _, r, ref, w = p
            lh = self.font(1.0)
            y = pdf.get_y()
            name = r.name.replace("\n", " ")
            pdf.set_xy(x0, y); nw = pdf.get_string_width(name + " ")
            pdf.cell(nw, lh, name + " ")
            dots = "." * max(2, int((w[0] * W - nw - 1) / max(pdf.get_string_width("."), 0.3)))
            pdf.set_text_color(110); pdf.cell(w[0] * W - nw, lh, dots[: max(0, len(dots))]); pdf.set_text_color(0)
            self.font(1.0, "B"); vt = r.shown(); vw = pdf.get_string_width(vt + " ")
            pdf.set_xy(x0 + w[0] * W + 1, y); pdf.cell(vw, lh, vt + " ")
            self.font(1.0); pdf.cell(w[1] * W - vw, lh, r.unit)
            self.font(0.85)
            rl = self.lines(ref, w[2] * W - 1) if ref else [""]
            for j, ln in enumerate(rl):
                pdf.set_xy(x0 + (w[0] + w[1]) * W + 1, y + j * lh * 0.9); pdf.cell(w[2] * W - 1, lh * 0.9, ln)
            pdf.set_y(y + max(lh, len(rl) * lh * 0.9) + 0.2)
        elif k == "TWO":
            y0 = pdf.get_y()
            half = W / 2
            for x in p[1]:
                self.prim(x, x0, half - 3)
            y1 = pdf.get_y(); pdf.set_y(y0)
            for x in p[2]:
                self.prim(x, x0 + half + 1, half - 1)
            pdf.set_y(max(y1, pdf.get_y()))
        elif k == "HR":
            pdf.set_y(pdf.get_y() + 0.8); pdf.set_line_width(0.35)
            pdf.line(x0, pdf.get_y(), x0 + W, pdf.get_y()); pdf.set_line_width(0.2)
            pdf.set_y(pdf.get_y() + 0.8)
        elif k == "SP":
            pdf.set_y(pdf.get_y() + p[1])
        elif k == "SIGN":
            lh = self.font(0.85)
            pdf.set_y(pdf.get_y() + 2)
            for ln in p[1]:
                pdf.set_x(x0); pdf.cell(W, lh, ln, align=p[2], new_x="LMARGIN", new_y="NEXT")
        self.check()

    def build(self, out):
        n = len(self.rep["pages"])
        for i, page in enumerate(self.rep["pages"], 1):
            self.pdf.add_page()
            self.pdf.set_y(self.m)
            for x in header_prims(self.rep) + page:
                self.prim(x)
            self.font(0.72)
            self.pdf.line(self.m, 297 - 13, 210 - self.m, 297 - 13)
            for j, ln in enumerate(self.lines(self.rep["footer"].format(p=i, n=n), self.W)):
                self.pdf.set_xy(self.m, 297 - 12.5 + j * 3.2); self.pdf.cell(self.W, 3.2, ln)
        self.pdf.output(out)
