import html as H
from model import R
from fpdf import FPDF

def esc(s): return H.escape(s).replace("\n", "<br>")
def nm(s): return esc(s).replace("|", "<br>")
def vflag(x, sep=" "):
    return esc(x.vt) + (f'{sep}<span class="fl">{esc(x.flag)}</span>' if x.flag else "")

# ---------------------------------------------------------------- HTML
def html_block(b, st):
    k = b[0]
    if k == "hdr":
        d = b[1]
        right = "".join(f"<div>{esc(l)}</div>" for l in d.get("right", []))
        lines = "".join(f"<div>{esc(l)}</div>" for l in d.get("lines", []))
        return (f'<div class="hdr"><div class="hl"><div class="lab">{esc(d["name"])}</div>'
                f'<div class="sub">{lines}</div></div><div class="hr">{right}</div></div>')
    if k == "pat":
        d = b[1]; n = d.get("ncols", 2)
        cells = [f'<td><span class="pl">{esc(l)}</span> {esc(v)}</td>' for l, v in d["fields"]]
        rows = ["<tr>" + "".join(cells[i:i+n]) + "</tr>" for i in range(0, len(cells), n)]
        return f'<table class="pat">{"".join(rows)}</table>'
    if k == "band":
        return f'<div class="band">{esc(b[1])}</div>'
    if k == "text":
        cls = b[2] if len(b) > 2 else "txt"
        return f'<div class="{cls}">' + "".join(f"<p>{esc(l)}</p>" for l in b[1]) + "</div>"
    if k == "sig":
        return '<div class="sig">' + "".join(f"<div>{esc(l)}</div>" for l in b[1]) + "</div>"
    if k == "cols2":
        return ('<div class="c2"><div class="col">' + "".join(html_block(x, st) for x in b[1]) +
                '</div><div class="col">' + "".join(html_block(x, st) for x in b[2]) + "</div></div>")
    if k == "exam":
        d = b[1]; s = d.get("style", "table")
        out = ['<div class="exam">']
        if d.get("title"): out.append(f'<div class="et">{esc(d["title"])}</div>')
        for m in d.get("meta", []): out.append(f'<div class="meta">{esc(m)}</div>')
        if s == "table":
            out.append('<table class="res">')
            if d.get("head"): out.append("<tr>" + "".join(f"<th>{esc(h)}</th>" for h in d["head"]) + "</tr>")
            for x in d["rows"]:
                if isinstance(x, str):
                    out.append(f'<tr><td class="sh" colspan="{len(d.get("head") or [1,2,3,4])}">{esc(x)}</td></tr>'); continue
                cells = [f'<td class="n">{nm(x.name)}</td>', f'<td class="v">{vflag(x)}</td>',
                         f'<td class="u">{esc(x.unit)}</td>', f'<td class="rf">{esc(x.ref)}</td>']
                if d.get("prevcol"):
                    cells.append(f'<td class="pv">{esc(x.prev.vt) + " (" + esc(x.prev_disp) + ")" if x.prev else "-"}</td>')
                out.append("<tr>" + "".join(cells) + "</tr>")
            out.append("</table>")
        elif s == "leader":
            for x in d["rows"]:
                if isinstance(x, str): out.append(f'<div class="sh">{esc(x)}</div>'); continue
                parts = x.name.split("|")
                for p in parts[:-1]: out.append(f'<div class="ln">{esc(p)}</div>')
                out.append(f'<div class="ld"><span class="n">{esc(parts[-1])}</span><span class="dots"></span>'
                           f'<span class="v">{vflag(x)}</span><span class="u">{esc(x.unit)}</span></div>')
                if x.ref: out.append(f'<div class="rf">{esc(x.ref)}</div>')
        elif s == "free":
            for x in d["rows"]:
                if isinstance(x, str): out.append(f'<div class="sh">{esc(x)}</div>'); continue
                out.append(f'<div class="fr"><span class="n">{nm(x.name)}:</span> <b>{vflag(x, "  ")}</b> {esc(x.unit)}</div>')
                if x.ref: out.append(f'<div class="rf">{esc(x.ref)}</div>')
        elif s == "after":
            if d.get("refs"): out.append(f'<div class="rf">{esc(d["refs"])}</div>')
            for x in d["rows"]:
                out.append(f'<div class="ra"><span class="n">{nm(x.name)}</span> <b>{vflag(x)}</b> {esc(x.unit)}</div>')
        for n_ in d.get("notes", []): out.append(f'<div class="note">{esc(n_)}</div>')
        out.append("</div>")
        return "".join(out)
    if k == "grid":
        d = b[1]
        out = ['<div class="exam">', f'<div class="et">{esc(d["title"])}</div>']
        for m in d.get("meta", []): out.append(f'<div class="meta">{esc(m)}</div>')
        out.append('<table class="grid"><tr>' + f'<th>{esc(d["tlabel"])}</th>' +
                   "".join(f"<th>{esc(c)}<br>({esc(u)})</th>" for c, u in d["cols"]) + "</tr>")
        for t, row in zip(d["times"], d["cells"]):
            out.append(f"<tr><td>{esc(t)}</td>" + "".join(f'<td>{vflag(c) if c else "-"}</td>' for c in row) + "</tr>")
        out.append("</table>")
        if d.get("refs"): out.append(f'<div class="rf">{esc(d["refs"])}</div>')
        for n_ in d.get("notes", []): out.append(f'<div class="note">{esc(n_)}</div>')
        out.append("</div>")
        return "".join(out)
    if k == "cumul":
        d = b[1]
        out = ['<div class="exam">', f'<div class="et">{esc(d["title"])}</div>']
        for m in d.get("meta", []): out.append(f'<div class="meta">{esc(m)}</div>')
        out.append('<table class="grid"><tr><th>Exame</th><th>Unidade</th>' +
                   "".join(f"<th>{esc(x)}</th>" for x in d["dates"]) + "<th>Valor de referência</th></tr>")
        for row in d["rows"]:
            out.append(f'<tr><td class="n">{esc(row["label"])}</td><td>{esc(row["unit"])}</td>' +
                       "".join(f'<td>{vflag(c) if c else "---"}</td>' for c in row["cells"]) +
                       f'<td class="rf">{esc(row["ref"])}</td></tr>')
        out.append("</table>")
        for n_ in d.get("notes", []): out.append(f'<div class="note">{esc(n_)}</div>')
        out.append("</div>")
        return "".join(out)
    raise ValueError(k)

BASE_CSS = """
@page { size: A4; margin: 11mm 13mm 10mm 13mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: %(font)s; font-size: %(fs)s; color: #111; }
.page { break-after: page; } .page:last-child { break-after: auto; }
.hdr { display: flex; justify-content: space-between; border-bottom: 2px solid %(acc)s; padding-bottom: 4px; margin-bottom: 5px; }
.lab { font-size: 1.55em; font-weight: bold; color: %(acc)s; } .sub { font-size: .82em; } .hr { font-size: .82em; text-align: right; }
table.pat { width: 100%%; border: 1px solid #999; border-collapse: collapse; margin-bottom: 6px; font-size: .92em; }
table.pat td { padding: 1px 5px; } .pl { font-weight: bold; }
.band { background: %(band)s; color: %(bandc)s; font-weight: bold; padding: 2px 6px; margin: 6px 0 3px; letter-spacing: .5px; }
.exam { margin: 4px 0 7px; } .et { font-weight: bold; text-transform: %(tt)s; border-bottom: 1px solid #bbb; margin-bottom: 2px; }
.meta { font-size: .8em; color: #333; }
table.res, table.grid { width: 100%%; border-collapse: collapse; margin-top: 2px; }
table.res th, table.grid th { font-size: .8em; text-align: left; border-bottom: 1px solid #777; padding: 1px 4px; }
table.res td, table.grid td { padding: 1px 4px; vertical-align: top; border-bottom: %(rowline)s; }
table.grid td, table.grid th { text-align: center; } table.grid td.n { text-align: left; } 
td.rf, div.rf { font-size: .78em; color: #333; white-space: pre-line; } div.rf { margin: 0 0 3px 14px; }
td.v { font-weight: bold; white-space: nowrap; } td.n { width: %(nw)s; }
.ld { display: flex; align-items: baseline; } .ld .dots { flex: 1; border-bottom: 1px dotted #666; margin: 0 4px; }
.ld .v { font-weight: bold; min-width: 14mm; text-align: right; } .ld .u { min-width: 17mm; padding-left: 4px; }
.ln { } .sh { font-weight: bold; font-style: italic; margin-top: 3px; }
.fr { margin-top: 2px; } .ra { margin-top: 2px; } .ra .n { display: inline-block; min-width: 45%%; }
.fl { font-weight: bold; color: #000; }
.note { font-size: .76em; font-style: italic; color: #333; margin-top: 2px; }
.c2 { display: flex; gap: 7mm; } .c2 .col { flex: 1; min-width: 0; }
.txt { font-size: .8em; } .txt p, .small p { margin: 1px 0; } .small { font-size: .7em; color: #333; }
.sig { margin-top: 8px; text-align: right; font-size: .82em; }
.foot { border-top: 1px solid #999; margin-top: 8px; padding-top: 2px; font-size: .7em; color: #333; display: flex; justify-content: space-between; }
"""

def to_html(rep):
    st = rep["style"]
    css = BASE_CSS % dict(font=st["font"], fs=st.get("fs", "9pt"), acc=st.get("acc", "#1a4f8b"),
                          band=st.get("band", "#dde6f2"), bandc=st.get("bandc", "#000"), tt=st.get("tt", "none"),
                          rowline=st.get("rowline", "none"), nw=st.get("nw", "38%")) + st.get("css", "")
    pages = []
    n = len(rep["pages"])
    for i, blocks in enumerate(rep["pages"], 1):
        body = "".join(html_block(b, st) for b in blocks)
        foot = f'<div class="foot"><span>{esc(rep["footer"])}</span><span>Página {i} de {n}</span></div>'
        pages.append(f'<div class="page">{body}{foot}</div>')
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(rep["lab"])}</title>'
            f'<style>{css}</style></head><body>{"".join(pages)}</body></html>')

# ---------------------------------------------------------------- fpdf2
FONTS = {
    "DejaVu": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"),
    "DejaVuSerif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"),
    "DejaVuCond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf"),
    "LibSans": ("../liberation2/LiberationSans-Regular.ttf", "../liberation2/LiberationSans-Bold.ttf", "../liberation2/LiberationSans-Italic.ttf"),
    "LibSerif": ("../liberation2/LiberationSerif-Regular.ttf", "../liberation2/LiberationSerif-Bold.ttf", "../liberation2/LiberationSerif-Italic.ttf"),
    "LibMono": ("../liberation2/LiberationMono-Regular.ttf", "../liberation2/LiberationMono-Bold.ttf", "../liberation2/LiberationMono-Italic.ttf"),
}
FD = "/usr/share/fonts/truetype/dejavu/"

class P:
    def __init__(self, rep):
        self.rep = rep; st = rep["style"]
        self.fam = st["ffont"]; self.fs = st.get("ffs", 8.6)
        pdf = FPDF("P", "mm", "A4"); self.pdf = pdf
        for fam, (r_, b_, i_) in FONTS.items():
            pdf.add_font(fam, "", FD + r_); pdf.add_font(fam, "B", FD + b_); pdf.add_font(fam, "I", FD + i_)
        pdf.set_margins(st.get("fml", 16), 13, st.get("fmr", 14)); pdf.set_auto_page_break(True, 16)
        self.lh = self.fs * 0.42

    def font(self, style="", scale=1.0):
        self.pdf.set_font(self.fam, style, self.fs * scale)

    def line(self, text, style="", scale=1.0, align="L", h=None):
        self.font(style, scale)
        self.pdf.multi_cell(0, h or self.lh * scale, text, align=align, new_x="LMARGIN", new_y="NEXT")

    def table(self, head, rows, widths, aligns=None, lines="HORIZONTAL_LINES", scale=1.0):
        pdf = self.pdf; self.font("", scale)
        with pdf.table(col_widths=widths, width=pdf.epw, align="LEFT", text_align=aligns or "LEFT",
                       borders_layout=lines, first_row_as_headings=bool(head), line_height=self.lh * scale * 1.05,
                       padding=0.6) as t:
            if head:
                rr = t.row()
                for h in head: rr.cell(h)
            for row in rows:
                rr = t.row()
                for c in row: rr.cell(c)
        pdf.ln(1)

    def block(self, b):
        pdf = self.pdf; k = b[0]
        if k == "hdr":
            d = b[1]; y0 = pdf.get_y()
            self.line(d["name"], "B", 1.5)
            for l in d.get("lines", []): self.line(l, "", 0.85)
            y1 = pdf.get_y(); pdf.set_y(y0)
            for l in d.get("right", []):
                self.font("", 0.85); pdf.set_x(pdf.w - pdf.r_margin - 62)
                pdf.multi_cell(62, self.lh * 0.85, l, align="R", new_x="LMARGIN", new_y="NEXT")
            pdf.set_y(max(y1, pdf.get_y()) + 1); pdf.line(pdf.l_margin, pdf.get_y(), pdf.w - pdf.r_margin, pdf.get_y()); pdf.ln(2)
        elif k == "pat":
            d = b[1]; n = d.get("ncols", 2)
            cells = [f"{l} {v}" for l, v in d["fields"]]
            rows = [cells[i:i+n] + [""] * (n - len(cells[i:i+n])) for i in range(0, len(cells), n)]
            self.table(None, rows, [1] * n, lines="NONE", scale=0.92)
        elif k == "band":
            self.font("B", 1.0); pdf.set_fill_color(225, 225, 225)
            pdf.cell(0, self.lh * 1.4, b[1], fill=True, new_x="LMARGIN", new_y="NEXT"); pdf.ln(0.5)
        elif k == "text":
            sc = 0.72 if (len(b) > 2 and b[2] == "small") else 0.82
            for l in b[1]: self.line(l, "", sc)
        elif k == "sig":
            pdf.ln(2)
            for l in b[1]: self.line(l, "", 0.85, align="R")
        elif k == "cols2":
            y0 = pdf.get_y(); lm, rm = pdf.l_margin, pdf.r_margin; w = (pdf.w - lm - rm - 6) / 2
            pdf.set_right_margin(pdf.w - lm - w)
            for x in b[1]: self.block(x)
            y1 = pdf.get_y(); pdf.set_y(y0); pdf.set_left_margin(lm + w + 6); pdf.set_right_margin(rm); pdf.set_x(lm + w + 6)
            for x in b[2]: self.block(x)
            y2 = pdf.get_y(); pdf.set_left_margin(lm); pdf.set_y(max(y1, y2))
        elif k == "exam":
            d = b[1]; s = d.get("style", "table")
            if d.get("title"): self.line(d["title"], "B", 1.02)
            for m in d.get("meta", []): self.line(m, "", 0.78)
            if s == "table":
                head = d.get("head"); rows = []
                for x in d["rows"]:
                    if isinstance(x, str):
                        rows.append([x] + [""] * (len(head) - 1)); continue
                    row = [x.name.replace("|", "\n"), x.vt + (" " + x.flag if x.flag else ""), x.unit, x.ref]
                    if d.get("prevcol"): row.append(f"{x.prev.vt} ({x.prev_disp})" if x.prev else "-")
                    rows.append(row)
                w = d.get("fw") or ([34, 14, 12, 40] + ([18] if d.get("prevcol") else []))
                self.table(head, rows, w, scale=0.95)
            elif s == "leader":
                wn = pdf.epw * 0.58
                for x in d["rows"]:
                    if isinstance(x, str): self.line(x, "I", 0.95); continue
                    parts = x.name.split("|")
                    for p_ in parts[:-1]: self.line(p_)
                    self.font(); lab = parts[-1] + " "
                    while pdf.get_string_width(lab + ".") < wn - 1: lab += "."
                    pdf.cell(wn, self.lh * 1.1, lab)
                    self.font("B"); pdf.cell(pdf.epw * 0.14, self.lh * 1.1, x.vt, align="R")
                    self.font(); pdf.cell(0, self.lh * 1.1, "  " + x.unit + ("   " + x.flag if x.flag else ""), new_x="LMARGIN", new_y="NEXT")
                    if x.ref:
                        lm = pdf.l_margin; pdf.set_left_margin(lm + 6); pdf.set_x(lm + 6)
                        self.line(x.ref, "", 0.78); pdf.set_left_margin(lm)
            elif s in ("free", "after"):
                if s == "after" and d.get("refs"): self.line(d["refs"], "", 0.78)
                for x in d["rows"]:
                    if isinstance(x, str): self.line(x, "I"); continue
                    sep = ": " if s == "free" else "     "
                    self.line(x.name.replace("|", " ") + sep + x.vt + " " + x.unit + ("  " + x.flag if x.flag else ""), "B" if s == "after" else "")
                    if s == "free" and x.ref:
                        lm = pdf.l_margin; pdf.set_left_margin(lm + 6); pdf.set_x(lm + 6)
                        self.line(x.ref, "", 0.78); pdf.set_left_margin(lm)
            for n_ in d.get("notes", []): self.line(n_, "I", 0.74)
            pdf.ln(1.5)
        elif k == "grid":
            d = b[1]; self.line(d["title"], "B", 1.02)
            for m in d.get("meta", []): self.line(m, "", 0.78)
            head = [d["tlabel"]] + [f"{c} ({u})" for c, u in d["cols"]]
            rows = [[t] + [(c.vt + (" " + c.flag if c.flag else "")) if c else "-" for c in row] for t, row in zip(d["times"], d["cells"])]
            self.table(head, rows, [1.3] + [1] * len(d["cols"]), aligns="CENTER", lines="ALL", scale=0.95)
            if d.get("refs"): self.line(d["refs"], "", 0.78)
            for n_ in d.get("notes", []): self.line(n_, "I", 0.74)
            pdf.ln(1.5)
        elif k == "cumul":
            d = b[1]; self.line(d["title"], "B", 1.02)
            for m in d.get("meta", []): self.line(m, "", 0.78)
            head = ["Exame", "Unid."] + d["dates"] + ["Referência"]
            rows = [[row["label"], row["unit"]] + [(c.vt + (" " + c.flag if c.flag else "")) if c else "---" for c in row["cells"]] + [row["ref"]] for row in d["rows"]]
            self.table(head, rows, [30, 13] + [14] * len(d["dates"]) + [30], lines="SINGLE_TOP_LINE", scale=0.9)
            for n_ in d.get("notes", []): self.line(n_, "I", 0.74)
        else:
            raise ValueError(k)

def to_fpdf(rep, out):
    p = P(rep); pdf = p.pdf; n = len(rep["pages"])
    for i, blocks in enumerate(rep["pages"], 1):
        pdf.add_page()
        for b in blocks: p.block(b)
        if pdf.page != i or pdf.get_y() > 276:
            raise RuntimeError(f"{rep['id']} fpdf overflow on page {i} (y={pdf.get_y():.0f}, page={pdf.page})")
        pdf.set_auto_page_break(False); pdf.set_y(-17)
        p.font("", 0.7); pdf.line(pdf.l_margin, pdf.get_y(), pdf.w - pdf.r_margin, pdf.get_y())
        pdf.cell(pdf.epw * 0.8, 4, rep["footer"]); pdf.cell(0, 4, f"Pág. {i}/{n}", align="R")
        pdf.set_auto_page_break(True, 16)
    pdf.output(out)
