"""Render one report model three ways: gold JSON, HTML (for Chromium) and an
fpdf2 drawing.  The same model drives all three, so the gold always matches
the print.

Model summary (see reports.py):
  report = {id, lab{name,...}, style{font,size,margin,accent,...}, header{...},
            patient{rows,box}, collected_default, pages[[block,...],...],
            footer{sig,lines,page_fmt}}
  blocks: h, table, exam, cols, note, sp, line
  table rows: item dicts {n,k,v,f,u,r,d,prev,cum,label} or {"sub": text}
"""
import html
import json
from datetime import date

from common import A, parse_value

FONTS = {
    "DejaVu Sans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf", "dejavu/DejaVuSans-Oblique.ttf"),
    "DejaVu Sans Condensed": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf",
                              "dejavu/DejaVuSansCondensed-Oblique.ttf"),
    "DejaVu Serif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf", "dejavu/DejaVuSerif-Italic.ttf"),
    "DejaVu Serif Condensed": ("dejavu/DejaVuSerifCondensed.ttf", "dejavu/DejaVuSerifCondensed-Bold.ttf",
                               "dejavu/DejaVuSerifCondensed-Italic.ttf"),
    "DejaVu Sans Mono": ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf",
                         "dejavu/DejaVuSansMono-Oblique.ttf"),
    "Liberation Sans": ("liberation2/LiberationSans-Regular.ttf", "liberation2/LiberationSans-Bold.ttf",
                        "liberation2/LiberationSans-Italic.ttf"),
    "Liberation Serif": ("liberation2/LiberationSerif-Regular.ttf", "liberation2/LiberationSerif-Bold.ttf",
                         "liberation2/LiberationSerif-Italic.ttf"),
    "Liberation Mono": ("liberation2/LiberationMono-Regular.ttf", "liberation2/LiberationMono-Bold.ttf",
                        "liberation2/LiberationMono-Italic.ttf"),
    "Carlito": ("crosextra/Carlito-Regular.ttf", "crosextra/Carlito-Bold.ttf", "crosextra/Carlito-Italic.ttf"),
}
FONT_DIR = "/usr/share/fonts/truetype/"
PT = 0.3528  # mm per point


def iso2br(iso):
    y, m, d = iso.split("-")
    return f"{d}/{m}/{y}"


def pname(item):
    return " ".join(s.strip() for s in item["n"].split("\n"))


def lines_of(x):
    if x is None:
        return [""]
    if isinstance(x, (list, tuple)):
        return list(x)
    return str(x).split("\n")


# ====================================================================== gold

def _entry(rep, item, vt, date_iso, second=False):
    k = item["k2"] if second else item["k"]
    analyte, loinc, alts = A[k]
    val, comp = parse_value(vt)
    return {
        "printed_name": pname(item), "analyte": analyte, "loinc": loinc,
        "loinc_alternatives": list(alts), "value": val, "value_text": vt,
        "comparator": comp, "unit": item.get("u2" if second else "u", ""),
        "collected_at": date_iso,
    }


def _walk_results(rep, blocks, out, ctx_date):
    for b in blocks:
        t = b["t"]
        if t == "table":
            d0 = b.get("d", ctx_date)
            for row in b["rows"]:
                if "sub" in row:
                    continue
                dd = row.get("d", d0)
                for c in b["cols"]:
                    ck = c["k"]
                    if ck == "value":
                        out.append(_entry(rep, row, row["v"], dd))
                    elif ck == "v2":
                        out.append(_entry(rep, row, row["v2"], dd, second=True))
                    elif ck.startswith("prev") and not ck.startswith("prevdate"):
                        i = int(ck[4:])
                        if i < len(row.get("prev", [])):
                            p = row["prev"][i]
                            out.append(_entry(rep, row, p["v"], p["d"]))
                    elif ck.startswith("cum"):
                        i = int(ck[3:])
                        cv = row["cum"][i]
                        if cv is not None:
                            out.append(_entry(rep, row, cv[0], b["dates"][i]))
                if b.get("prev_rows"):
                    for p in row.get("prev", []):
                        out.append(_entry(rep, row, p["v"], p["d"]))
        elif t == "exam":
            _walk_results(rep, b["body"], out, b.get("d", ctx_date))
        elif t == "cols":
            for col in b["cols"]:
                _walk_results(rep, col, out, b.get("d", ctx_date))


def gold(rep):
    out = []
    for page in rep["pages"]:
        _walk_results(rep, page, out, rep["collected_default"])
    return {"lab": rep["lab"]["name"], "collected_at_default": rep["collected_default"], "results": out}


# ====================================================================== common cell text

def cell_content(b, c, row):
    """Return (lines, flag) for table cell; flag only for value-like cells."""
    ck = c["k"]
    if ck == "name":
        return lines_of(row.get("label", row["n"])), ""
    if ck == "value":
        return [row["v"]], row.get("f", "")
    if ck == "v2":
        return [row["v2"]], row.get("f2", "")
    if ck == "ref2":
        return lines_of(row.get("r2", "")), ""
    if ck == "unit":
        return lines_of(row.get("u", "")), ""
    if ck == "ref":
        return lines_of(row.get("r", "")), ""
    if ck.startswith("prevdate"):
        i = int(ck[8:])
        p = row.get("prev", [])
        return [iso2br(p[i]["d"]) if i < len(p) else ""], ""
    if ck.startswith("prev"):
        i = int(ck[4:])
        p = row.get("prev", [])
        if i < len(p):
            return [p[i]["v"]], p[i].get("f", "")
        return [c.get("empty", "")], ""
    if ck.startswith("cum"):
        i = int(ck[3:])
        cv = row["cum"][i]
        if cv is None:
            return [c.get("empty", "---")], ""
        return [cv[0]], (cv[1] if len(cv) > 1 else "")
    if ck == "blank":
        return [""], ""
    if ck.startswith("txt:"):
        return lines_of(row.get(ck[4:], "")), ""
    if ck == "method":
        return lines_of(row.get("m", "")), ""
    raise KeyError(ck)


def is_value_col(ck):
    return ck in ("value", "v2") or (ck.startswith("prev") and not ck.startswith("prevdate")) or ck.startswith("cum")


def prev_row_label(b, row, p):
    fmt = b.get("prev_label", "Resultado anterior ({d})")
    return fmt.format(d=iso2br(p["d"]))


# ====================================================================== HTML

def _e(s):
    return html.escape(s, quote=True)


def _lines_html(ls):
    return "<br>".join(_e(x) for x in ls)


class HtmlR:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep["style"]

    def css(self):
        st = self.st
        fam = st["font"]
        r, b, i = FONTS[fam]
        m = st["margin"]
        lh = st["size"] * PT * st.get("lh", 1.32)
        acc = st["accent"]
        return f"""
@font-face {{ font-family: 'F'; src: url('file://{FONT_DIR}{r}'); font-weight: normal; font-style: normal; }}
@font-face {{ font-family: 'F'; src: url('file://{FONT_DIR}{b}'); font-weight: bold; font-style: normal; }}
@font-face {{ font-family: 'F'; src: url('file://{FONT_DIR}{i}'); font-weight: normal; font-style: italic; }}
@page {{ size: A4; margin: 0; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: 'F'; font-size: {st['size']}pt; line-height: {lh:.3f}mm; color: #1a1a1a;
       -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.page {{ width: 210mm; height: 296mm; position: relative; overflow: hidden; box-sizing: border-box;
        padding: {m}mm {m}mm 0 {m}mm; break-after: page; page-break-after: always; }}
.page:last-child {{ break-after: auto; page-break-after: auto; }}
.hdr {{ display: flex; justify-content: space-between; align-items: flex-start; }}
.hdr.fill {{ background: {acc}; color: #fff; padding: 2mm 3mm; }}
.hdr .r {{ text-align: right; }}
.hl {{ white-space: nowrap; }}
.below {{ margin-top: 1mm; }}
.rule {{ border-bottom: 0.5mm solid {acc}; margin: 1.5mm 0 2mm 0; }}
.patbox {{ margin: 0 0 2mm 0; }}
.patbox.box {{ border: 0.3mm solid #555; }}
.pat {{ width: 100%; border-collapse: collapse; table-layout: fixed; }}
.pat td {{ padding: 0.5mm 1.5mm; height: {st['size'] * PT * st.get('lh', 1.32) + 1.0 - 1.0:.3f}mm; box-sizing: content-box; white-space: nowrap; overflow: hidden; vertical-align: top; }}
.t {{ width: 100%; border-collapse: collapse; table-layout: fixed; }}
.t td, .t th {{ padding: {st.get('pad', 0.5)}mm 1.2mm; white-space: nowrap; vertical-align: top; overflow: visible; }}
.t th {{ font-weight: bold; text-align: left; font-size: {st['size'] * 0.9:.2f}pt; }}
.t.grid td, .t.grid th {{ border: 0.2mm solid #777; }}
.t.h td {{ border-bottom: 0.15mm solid #bbb; }}
.t.h th, .t.head th {{ border-bottom: 0.3mm solid #333; }}
.t th.fillh {{ background: {st.get('head_fill', '#e6e6e6')}; }}
.t tr.sub td {{ font-weight: bold; padding-top: 1.2mm; }}
.aR {{ text-align: right; }} .aC {{ text-align: center; }} .aL {{ text-align: left; }}
.ld {{ display: flex; align-items: baseline; }}
.ld i {{ flex: 1; border-bottom: 0.3mm dotted #666; margin: 0 1mm; min-width: 2mm; }}
.fl {{ font-weight: bold; margin-left: 1mm; }}
.vb {{ font-weight: bold; }}
.hd {{ font-weight: bold; margin: 2mm 0 1mm 0; }}
.hd.bar {{ background: {acc}; color: #fff; padding: 0.6mm 2mm; }}
.hd.rule {{ border-bottom: 0.3mm solid {acc}; color: {acc}; }}
.hd.center {{ text-align: center; }}
.exam {{ margin: 0 0 {st.get('exam_gap', 2.5)}mm 0; }}
.exam .et {{ font-weight: bold; color: {st.get('exam_color', acc)}; }}
.exam .em {{ font-size: {st['size'] * 0.85:.2f}pt; color: #444; white-space: nowrap; }}
.exam .er {{ font-size: {st['size'] * 0.85:.2f}pt; white-space: nowrap; }}
.exam .side {{ display: flex; }}
.note {{ white-space: nowrap; }}
.note.i {{ font-style: italic; }}
.cols {{ display: flex; align-items: flex-start; }}
.hr {{ border-bottom: 0.2mm solid #888; margin: 1mm 0; }}
.foot {{ position: absolute; left: {m}mm; right: {m}mm; bottom: {st.get('foot_bottom', 10)}mm; }}
.sigs {{ display: flex; justify-content: space-around; margin-bottom: 2mm; }}
.sig {{ text-align: center; white-space: nowrap; }}
.sig .sl {{ border-top: 0.2mm solid #333; padding-top: 0.5mm; }}
.fl2 {{ font-size: {st['size'] * 0.8:.2f}pt; color: #444; white-space: nowrap; }}
.pg {{ text-align: right; font-size: {st['size'] * 0.8:.2f}pt; }}
"""

    # --- blocks
    def line_html(self, ln):
        # ln: (text, size_rel, bold, color) or str
        if isinstance(ln, str):
            ln = (ln, 1.0, False, None)
        txt, rel, bold, color = (list(ln) + [None] * 4)[:4]
        rel = rel or 1.0
        stl = f"font-size:{self.st['size'] * rel:.2f}pt;line-height:{self.st['size'] * rel * PT * 1.3:.2f}mm;"
        if bold:
            stl += "font-weight:bold;"
        if color:
            stl += f"color:{color};"
        return f'<div class="hl" style="{stl}">{_e(txt)}</div>'

    def header(self):
        h = self.rep["header"]
        out = []
        fill = ' fill' if h.get("fill") else ''
        align = h.get("align", "L")
        st = ' style="justify-content:center;text-align:center"' if align == "C" else ''
        out.append(f'<div class="hdr{fill}"{st}><div class="l">')
        out += [self.line_html(x) for x in h.get("left", [])]
        out.append('</div>')
        if h.get("right"):
            out.append('<div class="r">' + "".join(self.line_html(x) for x in h["right"]) + '</div>')
        out.append('</div>')
        if h.get("below"):
            out.append('<div class="below"' + (' style="text-align:center"' if align == "C" else '') + '>' +
                       "".join(self.line_html(x) for x in h["below"]) + '</div>')
        if h.get("rule", True):
            out.append('<div class="rule"></div>')
        return "\n".join(out)

    def patient(self):
        p = self.rep["patient"]
        cls = "patbox box" if p.get("box") else "patbox"
        out = [f'<div class="{cls}">']
        for row in p["rows"]:
            out.append('<table class="pat"><tr>')
            for (lab, val, w) in row:
                out.append(f'<td style="width:{w * 100:.2f}%"><b>{_e(lab)}</b> {_e(val)}</td>')
            out.append("</tr></table>")
        out.append("</div>")
        return "\n".join(out)

    def table(self, b):
        cls = ["t"]
        rules = b.get("rules", "none")
        if rules in ("grid", "h", "head"):
            cls.append(rules)
        if b.get("size"):
            sz = f' style="font-size:{self.st["size"] * b["size"]:.2f}pt;line-height:{self.st["size"] * b["size"] * PT * self.st.get("lh", 1.32):.3f}mm"'
        else:
            sz = ""
        out = [f'<table class="{" ".join(cls)}"{sz}><colgroup>']
        for c in b["cols"]:
            out.append(f'<col style="width:{c["w"] * 100:.2f}%">')
        out.append("</colgroup>")
        if b.get("head", True):
            fill = ' fillh' if b.get("head_fill") else ''
            out.append("<tr>" + "".join(
                f'<th class="a{c.get("ha", c.get("a", "L"))}{fill}">{_lines_html(lines_of(c.get("h", "")))}</th>'
                for c in b["cols"]) + "</tr>")
        ncol = len(b["cols"])
        for row in b["rows"]:
            if "sub" in row:
                out.append(f'<tr class="sub"><td colspan="{ncol}">{_e(row["sub"])}</td></tr>')
                continue
            out.append(self._row(b, row))
            if b.get("prev_rows"):
                for p in row.get("prev", []):
                    prow = dict(row, label=prev_row_label(b, row, p), v=p["v"], f=p.get("f", ""), r="")
                    out.append(self._row(b, prow, prevline=True))
        out.append("</table>")
        return "\n".join(out)

    def _row(self, b, row, prevline=False):
        tds = []
        for c in b["cols"]:
            ls, flag = cell_content(b, c, row)
            a = c.get("a", "L")
            if c["k"] == "name" and b.get("leaders"):
                inner = f'<div class="ld"><span>{_lines_html(ls)}</span><i></i></div>'
            elif is_value_col(c["k"]):
                vb = "vb" if (c["k"] in ("value", "v2") and b.get("bold_values", True) and not prevline) else ""
                inner = f'<span class="{vb}">{_e(ls[0])}</span>'
                if flag:
                    inner += f'<span class="fl">{_e(flag)}</span>'
            else:
                inner = _lines_html(ls)
            stl = ""
            if prevline and c["k"] == "name":
                stl = ' style="font-size:90%;color:#444"'
            tds.append(f'<td class="a{a}"{stl}>{inner}</td>')
        return "<tr>" + "".join(tds) + "</tr>"

    def exam(self, b):
        out = ['<div class="exam">']
        if b.get("title"):
            out.append(f'<div class="et">{_e(b["title"])}</div>')
        for m in b.get("meta", []):
            out.append(f'<div class="em">{_e(m)}</div>')
        body = "".join(self.block(x) for x in b["body"])
        ref = ""
        if b.get("ref"):
            rl = ([b.get("ref_title", "Valores de referência:")] if b.get("ref_title", "x") else []) + b["ref"]
            ref = "".join(f'<div class="er">{_e(x)}</div>' for x in rl)
        if b.get("ref_side"):
            w = b.get("ref_side")
            out.append(f'<div class="side"><div style="width:{w * 100:.1f}%">{body}</div>'
                       f'<div style="width:{(1 - w) * 100:.1f}%;padding-left:2mm">{ref}</div></div>')
        else:
            out.append(body + ref)
        for n in b.get("note", []):
            out.append(f'<div class="er" style="font-style:italic">{_e(n)}</div>')
        out.append("</div>")
        return "\n".join(out)

    def block(self, b):
        t = b["t"]
        if t == "h":
            return f'<div class="hd {b.get("style", "plain")}">{_e(b["text"])}</div>'
        if t == "table":
            return self.table(b)
        if t == "exam":
            return self.exam(b)
        if t == "cols":
            gap = b.get("gap", 6)
            parts = []
            for i, (w, col) in enumerate(zip(b["w"], b["cols"])):
                pad = f"padding-left:{gap}mm;" if i else ""
                bl = f"border-left:0.2mm solid #999;" if (i and b.get("divider")) else ""
                parts.append(f'<div style="width:{w * 100:.2f}%;box-sizing:border-box;{pad}{bl}">' +
                             "".join(self.block(x) for x in col) + "</div>")
            return '<div class="cols">' + "".join(parts) + "</div>"
        if t == "note":
            rel = b.get("size", 0.85)
            cls = "note i" if b.get("italic") else "note"
            stl = f"font-size:{self.st['size'] * rel:.2f}pt;line-height:{self.st['size'] * rel * PT * 1.3:.2f}mm;"
            if b.get("bold"):
                stl += "font-weight:bold;"
            return "".join(f'<div class="{cls}" style="{stl}">{_e(x) or "&nbsp;"}</div>' for x in b["lines"])
        if t == "sp":
            return f'<div style="height:{b["h"]}mm"></div>'
        if t == "line":
            return '<div class="hr"></div>'
        raise KeyError(t)

    def footer(self, pno, npages):
        f = self.rep["footer"]
        out = ['<div class="foot">']
        if f.get("sig"):
            out.append('<div class="sigs">')
            for s in f["sig"]:
                out.append('<div class="sig"><div class="sl">' + _e(s[0]) + '</div>' +
                           "".join(f'<div class="fl2">{_e(x)}</div>' for x in s[1:]) + "</div>")
            out.append("</div>")
        for ln in f.get("lines", []):
            out.append(f'<div class="fl2">{_e(ln)}</div>')
        out.append(f'<div class="pg">{_e(f.get("page_fmt", "Página {p} de {n}").format(p=pno, n=npages))}</div>')
        out.append("</div>")
        return "\n".join(out)

    def render(self):
        rep = self.rep
        pages = []
        n = len(rep["pages"])
        for i, blocks in enumerate(rep["pages"], 1):
            body = "\n".join(self.block(b) for b in blocks)
            pages.append(f'<div class="page">\n{self.header()}\n{self.patient()}\n<div class="main">\n{body}\n</div>\n'
                         f'{self.footer(i, n)}\n</div>')
        title = f'{rep["lab"]["name"]} — Laudo {rep["patient"].get("protocol", "")}'
        return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>{_e(title)}</title>\n'
                f'<style>{self.css()}</style></head><body>\n' + "\n".join(pages) + "\n</body></html>\n")


# ====================================================================== fpdf

class Overflow(Exception):
    pass


class FpdfR:
    def __init__(self, rep):
        from fpdf import FPDF
        self.rep = rep
        self.st = rep["style"]
        self.pdf = FPDF(unit="mm", format="A4")
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(0, 0, 0)
        r, b, i = FONTS[self.st["font"]]
        self.pdf.add_font("F", "", FONT_DIR + r)
        self.pdf.add_font("F", "B", FONT_DIR + b)
        self.pdf.add_font("F", "I", FONT_DIR + i)
        self.pdf.set_title(f'{rep["lab"]["name"]} — Laudo {rep["patient"].get("protocol", "")}')
        self.pdf.set_creator("labdev-ap tools/build.py (fpdf2)")
        self.m = self.st["margin"]
        self.W = 210 - 2 * self.m
        self.warn = []

    # helpers
    def lh(self, rel=1.0, k=None):
        return self.st["size"] * rel * PT * (k or self.st.get("lh", 1.32))

    def font(self, rel=1.0, bold=False, italic=False):
        self.pdf.set_font("F", "B" if bold else ("I" if italic else ""), self.st["size"] * rel)

    def color(self, hexc):
        hexc = (hexc or "#1a1a1a").lstrip("#")
        self.pdf.set_text_color(int(hexc[0:2], 16), int(hexc[2:4], 16), int(hexc[4:6], 16))

    def rgb(self, hexc):
        hexc = hexc.lstrip("#")
        return int(hexc[0:2], 16), int(hexc[2:4], 16), int(hexc[4:6], 16)

    def text(self, x, y, w, h, txt, align="L", check=True):
        if check and txt and self.pdf.get_string_width(txt) > w + 0.3:
            self.warn.append(f"{self.rep['id']}: text wider than cell ({w:.1f}mm): {txt!r}")
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, h, txt, align={"L": "L", "R": "R", "C": "C"}[align])

    # header / patient / footer
    def hline(self, ln, x, y, w, align):
        if isinstance(ln, str):
            ln = (ln, 1.0, False, None)
        txt, rel, bold, color = (list(ln) + [None] * 4)[:4]
        rel = rel or 1.0
        self.font(rel, bold)
        self.color(color)
        h = self.st["size"] * rel * PT * 1.3
        self.text(x, y, w, h, txt, align)
        return h

    def header(self):
        h = self.rep["header"]
        m = self.m
        y0 = m
        pad = 2 if h.get("fill") else 0
        align = h.get("align", "L")
        # measure heights
        def hgt(ls):
            return sum(self.st["size"] * ((x[1] if not isinstance(x, str) else 1.0) or 1.0) * PT * 1.3 for x in ls)
        hh = max(hgt(h.get("left", [])), hgt(h.get("right", []))) + 2 * pad
        if h.get("fill"):
            self.pdf.set_fill_color(*self.rgb(self.st["accent"]))
            self.pdf.rect(m, y0, self.W, hh, "F")
        y = y0 + pad
        for ln in h.get("left", []):
            y += self.hline(ln, m + (3 if pad else 0), y, self.W - (6 if pad else 0), "C" if align == "C" else "L")
        y = y0 + pad
        for ln in h.get("right", []):
            y += self.hline(ln, m, y, self.W - (3 if pad else 0), "R")
        y = y0 + hh
        if h.get("below"):
            y += 1
            for ln in h["below"]:
                y += self.hline(ln, m, y, self.W, "C" if align == "C" else "L")
        if h.get("rule", True):
            y += 1.5
            self.pdf.set_draw_color(*self.rgb(self.st["accent"]))
            self.pdf.set_line_width(0.5)
            self.pdf.line(m, y + 0.25, m + self.W, y + 0.25)
            y += 0.5 + 2
        self.color(None)
        return y

    def patient(self, y):
        p = self.rep["patient"]
        m = self.m
        lh = self.lh(1.0) + 1.0
        y0 = y
        for row in p["rows"]:
            x = m
            for (lab, val, w) in row:
                cw = w * self.W
                self.font(1.0, True)
                lw = self.pdf.get_string_width(lab + " ")
                self.text(x + 1.5, y, lw, lh, lab + " ", check=False)
                self.font(1.0)
                self.text(x + 1.5 + lw, y, cw - 3 - lw, lh, val)
                x += cw
            y += lh
        if p.get("box"):
            self.pdf.set_draw_color(85, 85, 85)
            self.pdf.set_line_width(0.3)
            self.pdf.rect(m, y0, self.W, y - y0)
        return y + 2

    def footer_height(self):
        f = self.rep["footer"]
        h = 0
        if f.get("sig"):
            h += max(self.lh(1.0, 1.32) + (len(s) - 1) * self.st["size"] * 0.8 * PT * 1.32 for s in f["sig"]) + 2
        h += len(f.get("lines", [])) * self.st["size"] * 0.8 * PT * 1.32
        h += self.st["size"] * 0.8 * PT * 1.32
        return h

    def footer(self, pno, npages):
        f = self.rep["footer"]
        m = self.m
        fb = self.st.get("foot_bottom", 10)
        h = self.footer_height()
        y = 296 - fb - h
        self.color(None)
        if f.get("sig"):
            n = len(f["sig"])
            slot = self.W / n
            ymax = y
            for j, s in enumerate(f["sig"]):
                self.font(1.0)
                w = max(self.pdf.get_string_width(s[0]), 40)
                self.font(0.8)
                for x in s[1:]:
                    w = max(w, self.pdf.get_string_width(x))
                cx = m + slot * j + slot / 2
                self.pdf.set_draw_color(51, 51, 51)
                self.pdf.set_line_width(0.2)
                self.pdf.line(cx - w / 2, y, cx + w / 2, y)
                yy = y + 0.5
                self.font(1.0)
                self.text(cx - w / 2, yy, w, self.lh(1.0, 1.32), s[0], "C")
                yy += self.lh(1.0, 1.32)
                self.font(0.8)
                self.color("#444444")
                for x in s[1:]:
                    self.text(cx - w / 2, yy, w, self.lh(0.8, 1.32), x, "C")
                    yy += self.lh(0.8, 1.32)
                self.color(None)
                ymax = max(ymax, yy)
            y = ymax + 2
        self.font(0.8)
        self.color("#444444")
        for ln in f.get("lines", []):
            self.text(m, y, self.W, self.lh(0.8, 1.32), ln)
            y += self.lh(0.8, 1.32)
        self.color(None)
        self.text(m, y, self.W, self.lh(0.8, 1.32), f.get("page_fmt", "Página {p} de {n}").format(p=pno, n=npages), "R")
        return 296 - fb - h

    # blocks
    def table(self, b, x, y, W):
        st = self.st
        rel = b.get("size", 1.0)
        lh = self.lh(rel)
        pv = st.get("pad", 0.5)
        ph = 1.2
        cols = b["cols"]
        widths = [c["w"] * W for c in cols]
        xs = [x]
        for w in widths[:-1]:
            xs.append(xs[-1] + w)
        rules = b.get("rules", "none")
        pdf = self.pdf
        pdf.set_draw_color(119, 119, 119)

        def row_lines(cells):
            return max(len(ls) for ls, _ in cells)

        if b.get("head", True):
            heads = [lines_of(c.get("h", "")) for c in cols]
            n = max(len(hh) for hh in heads)
            rh = n * self.lh(rel * 0.9) + 2 * pv
            if b.get("head_fill"):
                pdf.set_fill_color(*self.rgb(st.get("head_fill", "#e6e6e6")))
                pdf.rect(x, y, W, rh, "F")
            self.font(rel * 0.9, True)
            for c, cx, cw, hh in zip(cols, xs, widths, heads):
                for j, t in enumerate(hh):
                    self.text(cx + ph, y + pv + j * self.lh(rel * 0.9), cw - 2 * ph, self.lh(rel * 0.9), t,
                              c.get("ha", c.get("a", "L")))
                if rules == "grid":
                    pdf.set_line_width(0.2)
                    pdf.rect(cx, y, cw, rh)
            if rules in ("h", "head"):
                pdf.set_draw_color(51, 51, 51)
                pdf.set_line_width(0.3)
                pdf.line(x, y + rh, x + W, y + rh)
                pdf.set_draw_color(119, 119, 119)
            y += rh

        def draw_row(row, prevline=False):
            nonlocal y
            cells = [cell_content(b, c, row) for c in cols]
            n = row_lines(cells)
            rh = n * lh + 2 * pv
            for c, cx, cw, (ls, flag) in zip(cols, xs, widths, cells):
                a = c.get("a", "L")
                if is_value_col(c["k"]):
                    bold = c["k"] in ("value", "v2") and b.get("bold_values", True) and not prevline
                    self.font(rel, bold)
                    vw = pdf.get_string_width(ls[0])
                    self.font(rel, True)
                    fw = pdf.get_string_width(flag) + 1 if flag else 0
                    tot = vw + fw
                    if tot > cw - 2 * ph + 0.3:
                        self.warn.append(f"{self.rep['id']}: value wider than cell: {ls[0]!r}")
                    if a == "R":
                        sx = cx + cw - ph - tot
                    elif a == "C":
                        sx = cx + (cw - tot) / 2
                    else:
                        sx = cx + ph
                    self.font(rel, bold)
                    self.text(sx, y + pv, vw, lh, ls[0], "L", check=False)
                    if flag:
                        self.font(rel, True)
                        self.text(sx + vw + 1, y + pv, fw, lh, flag, "L", check=False)
                else:
                    if c["k"] == "name" and prevline:
                        self.font(rel * 0.9)
                        self.color("#444444")
                    else:
                        self.font(rel)
                    for j, t in enumerate(ls):
                        self.text(cx + ph, y + pv + j * lh, cw - 2 * ph, lh, t, a)
                    self.color(None)
                    if c["k"] == "name" and b.get("leaders"):
                        tw = pdf.get_string_width(ls[-1])
                        lx0 = cx + ph + tw + 1
                        lx1 = cx + cw - 1
                        if lx1 > lx0 + 1:
                            ly = y + pv + (len(ls) - 1) * lh + lh * 0.78
                            pdf.set_draw_color(102, 102, 102)
                            pdf.set_line_width(0.3)
                            pdf.set_dash_pattern(dash=0.3, gap=0.7)
                            pdf.line(lx0, ly, lx1, ly)
                            pdf.set_dash_pattern()
                            pdf.set_draw_color(119, 119, 119)
                if rules == "grid":
                    pdf.set_line_width(0.2)
                    pdf.rect(cx, y, cw, rh)
            if rules == "h":
                pdf.set_draw_color(187, 187, 187)
                pdf.set_line_width(0.15)
                pdf.line(x, y + rh, x + W, y + rh)
                pdf.set_draw_color(119, 119, 119)
            y += rh

        for row in b["rows"]:
            if "sub" in row:
                rh = lh + pv + max(pv, 1.2)
                self.font(rel, True)
                self.text(x + ph, y + max(pv, 1.2), W - 2 * ph, lh, row["sub"])
                if rules == "grid":
                    pdf.set_line_width(0.2)
                    pdf.rect(x, y, W, rh)
                elif rules == "h":
                    pdf.set_draw_color(187, 187, 187)
                    pdf.set_line_width(0.15)
                    pdf.line(x, y + rh, x + W, y + rh)
                    pdf.set_draw_color(119, 119, 119)
                y += rh
                continue
            draw_row(row)
            if b.get("prev_rows"):
                for p in row.get("prev", []):
                    draw_row(dict(row, label=prev_row_label(b, row, p), v=p["v"], f=p.get("f", ""), r=""),
                             prevline=True)
        return y

    def exam(self, b, x, y, W):
        st = self.st
        if b.get("title"):
            self.font(1.0, True)
            self.color(st.get("exam_color", st["accent"]))
            self.text(x, y, W, self.lh(), b["title"])
            self.color(None)
            y += self.lh()
        for mline in b.get("meta", []):
            self.font(0.85)
            self.color("#444444")
            self.text(x, y, W, self.lh(0.85), mline)
            self.color(None)
            y += self.lh(0.85)
        refl = []
        if b.get("ref"):
            refl = ([b.get("ref_title", "Valores de referência:")] if b.get("ref_title", "x") else []) + b["ref"]
        if b.get("ref_side"):
            w = b["ref_side"]
            y1 = y
            for bb in b["body"]:
                y1 = self.block(bb, x, y1, W * w)
            y2 = y
            self.font(0.85)
            for r in refl:
                self.text(x + W * w + 2, y2, W * (1 - w) - 2, self.lh(0.85), r)
                y2 += self.lh(0.85)
            y = max(y1, y2)
        else:
            for bb in b["body"]:
                y = self.block(bb, x, y, W)
            self.font(0.85)
            for r in refl:
                self.text(x, y, W, self.lh(0.85), r)
                y += self.lh(0.85)
        for n in b.get("note", []):
            self.font(0.85, italic=True)
            self.text(x, y, W, self.lh(0.85), n)
            y += self.lh(0.85)
        return y + st.get("exam_gap", 2.5)

    def block(self, b, x, y, W):
        t = b["t"]
        st = self.st
        pdf = self.pdf
        if t == "h":
            style = b.get("style", "plain")
            y += 2
            h = self.lh()
            if style == "bar":
                pdf.set_fill_color(*self.rgb(st["accent"]))
                pdf.rect(x, y, W, h + 1.2, "F")
                self.font(1.0, True)
                self.color("#ffffff")
                self.text(x + 2, y + 0.6, W - 4, h, b["text"])
                self.color(None)
                y += h + 1.2
            else:
                self.font(1.0, True)
                if style == "rule":
                    self.color(st["accent"])
                self.text(x, y, W, h, b["text"], "C" if style == "center" else "L")
                self.color(None)
                y += h
                if style == "rule":
                    pdf.set_draw_color(*self.rgb(st["accent"]))
                    pdf.set_line_width(0.3)
                    pdf.line(x, y + 0.15, x + W, y + 0.15)
                    y += 0.3
            return y + 1
        if t == "table":
            return self.table(b, x, y, W)
        if t == "exam":
            return self.exam(b, x, y, W)
        if t == "cols":
            gap = b.get("gap", 6)
            cx = x
            ymax = y
            for i, (w, col) in enumerate(zip(b["w"], b["cols"])):
                cw = w * W
                ix = cx + (gap if i else 0)
                iw = cw - (gap if i else 0)
                yy = y
                for bb in col:
                    yy = self.block(bb, ix, yy, iw)
                ymax = max(ymax, yy)
                cx += cw
            if b.get("divider"):
                cx = x
                for i, w in enumerate(b["w"]):
                    if i:
                        pdf.set_draw_color(153, 153, 153)
                        pdf.set_line_width(0.2)
                        pdf.line(cx, y, cx, ymax)
                    cx += w * W
            return ymax
        if t == "note":
            rel = b.get("size", 0.85)
            self.font(rel, bold=b.get("bold", False), italic=b.get("italic", False))
            for ln in b["lines"]:
                self.text(x, y, W, st["size"] * rel * PT * 1.3, ln)
                y += st["size"] * rel * PT * 1.3
            return y
        if t == "sp":
            return y + b["h"]
        if t == "line":
            pdf.set_draw_color(136, 136, 136)
            pdf.set_line_width(0.2)
            pdf.line(x, y + 1, x + W, y + 1)
            return y + 2.2
        raise KeyError(t)

    def render(self, path):
        n = len(self.rep["pages"])
        for i, blocks in enumerate(self.rep["pages"], 1):
            self.pdf.add_page()
            y = self.header()
            y = self.patient(y)
            ytop_footer = self.footer(i, n)
            for b in blocks:
                y = self.block(b, self.m, y, self.W)
            if y > ytop_footer - 1:
                raise Overflow(f"{self.rep['id']} page {i}: body ends at {y:.1f} mm, footer starts {ytop_footer:.1f} mm")
        self.pdf.output(path)
        return self.warn
