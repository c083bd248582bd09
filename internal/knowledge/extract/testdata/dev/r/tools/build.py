#!/usr/bin/env python3
"""Build HTML, gold JSON and the three renderings of every report from tools/reports.py."""
import html
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from model import Exam, Evol, Cols, Text, gold_of_blocks  # noqa: E402
from reports import REPORTS  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REP = os.path.join(ROOT, "reports")
OUT = os.path.join(ROOT, "rendered")
E = html.escape

FONTS = {  # css family -> fpdf (family, file regular, file bold)
    "DejaVu Sans": ("dvs", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    "DejaVu Sans Condensed": ("dvc", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
                              "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"),
    "DejaVu Serif": ("dvr", "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
                     "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"),
    "Liberation Sans": ("lbs", "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
                        "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf"),
    "Liberation Serif": ("lbr", "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
                         "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf"),
    "Liberation Mono": ("lbm", "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf",
                        "/usr/share/fonts/truetype/liberation2/LiberationMono-Bold.ttf"),
    "DejaVu Sans Mono": ("dvm", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
                         "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"),
}


def br(s):
    return "<br>".join(E(x) for x in s.split("\n"))


def vflag(c):
    return E(c.vt) + (f' <span class="flag">{E(c.flag)}</span>' if c.flag else "")


# ---------------------------------------------------------------- HTML
def html_exam(b, st):
    h = []
    h.append(f'<div class="exam"><div class="et">{E(b.title)}</div>')
    if b.material or b.method:
        mm = []
        if b.material:
            mm.append(f"Material: {E(b.material)}")
        if b.method:
            mm.append(f"Método: {E(b.method)}")
        h.append(f'<div class="mm">{" &nbsp;&nbsp; ".join(mm)}</div>')
    L = b.layout
    if L == "free":
        for r in b.rows:
            c = r.cells[0]
            h.append(f'<div class="fr"><span class="fn">{br(r.name)}</span>'
                     f'<div class="fv">Resultado: <b>{vflag(c)}</b> {E(c.unit)}</div>')
            if r.ref:
                h.append(f'<div class="frf">Valores de referência:<br>{br(r.ref)}</div>')
            for lab, p in r.prev:
                h.append(f'<div class="frf">Resultado anterior ({E(lab)}): {E(p.vt)} {E(p.unit)}</div>')
            h.append("</div>")
    else:
        h.append('<table class="ex">')
        head = b.head
        if not head:
            head = {"table": ("Exame", "Resultado", "Unidade", "Valores de referência"),
                    "refirst": ("Exame", "Valores de referência", "Resultado", "Unidade"),
                    "leader": ("", "", "", ""),
                    "prevcol": ("Exame", "Resultado", "Valores de referência", "Resultados anteriores"),
                    "leuco": ("", "%", "", "/mm³", "", "Ref. %", "Ref. /mm³")}[L]
        if any(head):
            h.append("<tr>" + "".join(f"<th>{E(x)}</th>" for x in head) + "</tr>")
        for r in b.rows:
            c = r.cells[0]
            if L == "table":
                h.append(f"<tr><td class=n>{br(r.name)}</td><td class=v>{vflag(c)}</td>"
                         f"<td class=u>{E(c.unit)}</td><td class=r>{br(r.ref)}</td></tr>")
            elif L == "refirst":
                h.append(f"<tr><td class=n>{br(r.name)}</td><td class=r>{br(r.ref)}</td>"
                         f"<td class=v>{vflag(c)}</td><td class=u>{E(c.unit)}</td></tr>")
            elif L == "leader":
                h.append(f'<tr><td class="n ld"><span>{br(r.name)}</span><i></i></td>'
                         f"<td class=v>{vflag(c)}</td><td class=u>{E(c.unit)}</td><td class=r>{br(r.ref)}</td></tr>")
            elif L == "prevcol":
                pv = "<br>".join(f"{E(lab)}: {E(p.vt)} {E(p.unit)}" for lab, p in r.prev)
                h.append(f"<tr><td class=n>{br(r.name)}</td><td class=v>{vflag(c)} {E(c.unit)}</td>"
                         f"<td class=r>{br(r.ref)}</td><td class=p>{pv}</td></tr>")
            elif L == "leuco":
                if len(r.cells) == 2:
                    a = r.cells[1]
                    h.append(f"<tr><td class=n>{br(r.name)}</td><td class=v>{vflag(c)}</td><td class=u>{E(c.unit)}</td>"
                             f"<td class=v>{vflag(a)}</td><td class=u>{E(a.unit)}</td>"
                             f"<td class=r>{br(r.ref)}</td><td class=r>{br(r.ref2)}</td></tr>")
                else:
                    h.append(f"<tr><td class=n>{br(r.name)}</td><td></td><td></td><td class=v>{vflag(c)}</td>"
                             f"<td class=u>{E(c.unit)}</td><td></td><td class=r>{br(r.ref)}</td></tr>")
        h.append("</table>")
    if b.note:
        h.append(f'<div class="note">{br(b.note)}</div>')
    h.append("</div>")
    return "".join(h)


def html_evol(b, st):
    h = [f'<div class="exam"><div class="et">{E(b.title)}</div><table class="ex evol"><tr><th>Exame</th><th>Unidade</th>']
    h += [f"<th>{E(lab)}</th>" for lab, _ in b.dates]
    h.append("<th>Referência</th></tr>")
    for name, unit, vals, ref, key, *rest in b.rows:
        h.append(f"<tr><td class=n>{E(name)}</td><td class=u>{E(unit)}</td>")
        h += [f"<td class=v>{E(v) if v else '—'}</td>" for v in vals]
        h.append(f"<td class=r>{br(ref)}</td></tr>")
    h.append("</table>")
    if b.note:
        h.append(f'<div class="note">{br(b.note)}</div>')
    h.append("</div>")
    return "".join(h)


def html_blocks(blocks, st):
    out = []
    for b in blocks:
        if isinstance(b, Exam):
            out.append(html_exam(b, st))
        elif isinstance(b, Evol):
            out.append(html_evol(b, st))
        elif isinstance(b, Cols):
            out.append(f'<div class="cols"><div class="col">{html_blocks(b.left, st)}</div>'
                       f'<div class="col">{html_blocks(b.right, st)}</div></div>')
        elif isinstance(b, Text):
            out.append(f'<div class="{b.kind}">' + "<br>".join(E(x) for x in b.lines) + "</div>")
    return "".join(out)


def css(st):
    fs = st.get("size", 9.5)
    col = st.get("color", "#1d4f91")
    up = "uppercase" if st.get("upper") else "none"
    return f"""
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font-family: '{st['font']}', sans-serif; font-size: {fs}pt; color: #111; }}
.page {{ width: 210mm; min-height: 296mm; padding: 10mm 13mm 9mm 13mm; display: flex; flex-direction: column;
        break-after: page; }}
.page:last-child {{ break-after: auto; }}
.hdr {{ border-bottom: 2px solid {col}; padding-bottom: 2mm; margin-bottom: 2mm; text-align: {st.get('align','left')}; }}
.labn {{ font-size: {fs+6}pt; font-weight: bold; color: {col}; text-transform: {up}; }}
.labs {{ font-size: {fs-1.5}pt; color: #444; }}
.pat {{ border: 1px solid #999; padding: 1.5mm 2mm; margin-bottom: 2mm; font-size: {fs-0.5}pt; }}
.pat table {{ width: 100%; border-collapse: collapse; }}
.pat td {{ padding: 0.3mm 1mm; vertical-align: top; }}
.pat .lb {{ color: #555; white-space: nowrap; }}
.exam {{ margin: 1.6mm 0 2.2mm 0; }}
.et {{ font-weight: bold; text-transform: {up}; border-bottom: 1px solid #bbb; margin-bottom: 0.8mm; color: {col}; }}
.mm {{ font-size: {fs-1.5}pt; color: #444; font-style: italic; margin-bottom: 0.6mm; }}
table.ex {{ width: 100%; border-collapse: collapse; }}
table.ex th {{ text-align: left; font-size: {fs-1.5}pt; color: #555; border-bottom: 1px solid #ddd; font-weight: normal; }}
table.ex td {{ padding: 0.35mm 1mm; vertical-align: top; }}
td.n {{ width: 34%; }} td.v {{ font-weight: bold; white-space: nowrap; }} td.u {{ white-space: nowrap; }}
td.r, td.p {{ font-size: {fs-1.5}pt; color: #333; }}
td.ld {{ position: relative; width: 46%; }}
td.ld span {{ background: #fff; position: relative; z-index: 1; padding-right: 1mm; }}
td.ld i {{ position: absolute; left: 1mm; right: 4mm; bottom: 1.3mm; border-bottom: 1px dotted #aaa; }}
.evol td.v {{ text-align: center; }} .evol th {{ text-align: center; }}
.flag {{ color: #b00; }}
.fr {{ margin: 1mm 0 1.6mm 2mm; }} .fn {{ font-weight: bold; }} .fv {{ margin-left: 6mm; }}
.frf {{ margin-left: 6mm; font-size: {fs-1.5}pt; color: #333; }}
.note {{ font-size: {fs-2}pt; color: #444; margin-top: 0.6mm; }}
.section {{ font-weight: bold; font-size: {fs+1.5}pt; background: #e8eef6; padding: 0.6mm 2mm; margin-top: 2mm;
           text-transform: {up}; }}
.sign {{ margin-top: 4mm; text-align: right; font-size: {fs-1}pt; }}
.cols {{ display: flex; gap: 6mm; }} .col {{ flex: 1; }}
.cols td.n {{ width: 40%; }}
.ftr {{ margin-top: auto; border-top: 1px solid #999; padding-top: 1.5mm; font-size: {fs-2.5}pt; color: #555;
        display: flex; justify-content: space-between; }}
"""


def header_html(rep, pno, npages):
    lab = rep["lab"]
    h = ['<div class="hdr">', f'<div class="labn">{E(lab["name"])}</div>']
    for line in lab["lines"]:
        h.append(f'<div class="labs">{E(line)}</div>')
    h.append("</div>")
    pinfo = rep["pinfo"] if pno == 0 else rep.get("pinfo2", rep["pinfo"][:1])
    h.append('<div class="pat"><table>')
    for row in pinfo:
        h.append("<tr>" + "".join(f'<td class="lb">{E(a)}</td><td>{E(b)}</td>' for a, b in row) + "</tr>")
    h.append("</table></div>")
    return "".join(h)


def footer_text(rep, pno, npages):
    return rep["footer"], f"Página {pno+1} de {npages}"


def build_html(rep):
    st = rep["style"]
    n = len(rep["pages"])
    pages = []
    for i, blocks in enumerate(rep["pages"]):
        l, r = footer_text(rep, i, n)
        pages.append(f'<div class="page">{header_html(rep, i, n)}{html_blocks(blocks, st)}'
                     f'<div class="ftr"><span>{br(l)}</span><span>{E(r)}</span></div></div>')
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{E(rep["id"])}</title>'
            f"<style>{css(st)}</style></head><body>{''.join(pages)}</body></html>")


# ---------------------------------------------------------------- fpdf
class Overflow(Exception):
    pass


def build_fpdf(rep, path):
    from fpdf import FPDF
    st = rep["style"]
    fam, freg, fbold = FONTS[st.get("pdf_font", st["font"])]
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_font(fam, "", freg)
    pdf.add_font(fam, "B", fbold)
    pdf.add_font("dvsfb", "", FONTS["DejaVu Sans"][1])
    pdf.add_font("dvsfb", "B", FONTS["DejaVu Sans"][2])
    pdf.set_fallback_fonts(["dvsfb"])
    base = st.get("size", 9.5) - 0.5
    LM, RM, BOTTOM = 15, 195, 282
    W = RM - LM
    n = len(rep["pages"])
    lh = base * 0.42

    def font(bold=False, size=None):
        pdf.set_font(fam, "B" if bold else "", size or base)

    def fit(txt, w, bold=False, size=None):
        s = size or base
        font(bold, s)
        while pdf.get_string_width(txt) > w - 1 and s > 5:
            s -= 0.5
            font(bold, s)

    def put(x, y, w, txt, bold=False, size=None, align="L"):
        fit(txt, w, bold, size)
        pdf.set_xy(x, y)
        pdf.cell(w, lh, txt, align=align)

    def need(h):
        if pdf.get_y() + h > BOTTOM - 12:
            raise Overflow(f"{rep['id']} fpdf page overflow at y={pdf.get_y():.1f}")

    def row(xs, ws, cells, bolds=None, sizes=None):
        """cells: list of strings possibly with \n; draw a table row."""
        nl = max(len(c.split("\n")) for c in cells)
        need(nl * lh + 0.6)
        y = pdf.get_y()
        for i, (x, w, c) in enumerate(zip(xs, ws, cells)):
            for j, line in enumerate(c.split("\n")):
                put(x, y + j * lh, w, line, bold=(bolds or [False]*len(cells))[i],
                    size=(sizes or [None]*len(cells))[i])
        pdf.set_y(y + nl * lh + 0.6)

    def vf(c):
        return c.vt + (f" {c.flag}" if c.flag else "")

    def exam(b, x0, w0):
        need(3 * lh)
        put(x0, pdf.get_y(), w0, b.title.upper() if st.get("upper") else b.title, bold=True, size=base + 0.5)
        y = pdf.get_y() + lh + 0.3
        pdf.set_draw_color(120)
        pdf.line(x0, y, x0 + w0, y)
        pdf.set_y(y + 0.5)
        if b.material or b.method:
            mm = "   ".join(s for s in [f"Material: {b.material}" if b.material else "",
                                          f"Método: {b.method}" if b.method else ""] if s)
            row([x0], [w0], [mm], sizes=[base - 1.5])
        L = b.layout
        if L == "free":
            for r in b.rows:
                c = r.cells[0]
                row([x0], [w0], [r.name], bolds=[True])
                row([x0 + 8], [w0 - 8], [f"Resultado: {vf(c)} {c.unit}".rstrip()])
                if r.ref:
                    row([x0 + 8], [w0 - 8], ["Valores de referência:\n" + r.ref], sizes=[base - 1.5])
                for lab, p in r.prev:
                    row([x0 + 8], [w0 - 8], [f"Resultado anterior ({lab}): {p.vt} {p.unit}"], sizes=[base - 1.5])
        elif L == "leuco":
            fr = [0.27, 0.09, 0.06, 0.13, 0.12, 0.14, 0.19]
            ws = [w0 * f for f in fr]
            xs = [x0 + sum(ws[:i]) for i in range(len(ws))]
            head = b.head or ("", "%", "", "/mm³", "", "Ref. %", "Ref. /mm³")
            row(xs, ws, list(head), sizes=[base - 1.5] * 7)
            for r in b.rows:
                c = r.cells[0]
                if len(r.cells) == 2:
                    a = r.cells[1]
                    row(xs, ws, [r.name, vf(c), c.unit, vf(a), a.unit, r.ref, r.ref2],
                        bolds=[False, True, False, True, False, False, False],
                        sizes=[None, None, None, None, None, base - 1.5, base - 1.5])
                else:
                    row(xs, ws, [r.name, "", "", vf(c), c.unit, "", r.ref],
                        bolds=[False, False, False, True, False, False, False],
                        sizes=[None, None, None, None, None, base - 1.5, base - 1.5])
        else:
            if L == "table":
                fr = [0.36, 0.16, 0.14, 0.34]
            elif L == "refirst":
                fr = [0.32, 0.36, 0.16, 0.16]
            elif L == "leader":
                fr = [0.42, 0.14, 0.12, 0.32]
            else:  # prevcol
                fr = [0.27, 0.2, 0.26, 0.27]
            ws = [w0 * f for f in fr]
            xs = [x0 + sum(ws[:i]) for i in range(len(ws))]
            head = b.head or {"table": ("Exame", "Resultado", "Unidade", "Valores de referência"),
                              "refirst": ("Exame", "Valores de referência", "Resultado", "Unidade"),
                              "leader": ("", "", "", ""),
                              "prevcol": ("Exame", "Resultado", "Referência", "Anteriores")}[L]
            if any(head):
                row(xs, ws, list(head), sizes=[base - 1.5] * 4)
            for r in b.rows:
                c = r.cells[0]
                if L == "table":
                    row(xs, ws, [r.name, vf(c), c.unit, r.ref], bolds=[False, True, False, False],
                        sizes=[None, None, None, base - 1.5])
                elif L == "refirst":
                    row(xs, ws, [r.name, r.ref, vf(c), c.unit], bolds=[False, False, True, False],
                        sizes=[None, base - 1.5, None, None])
                elif L == "leader":
                    name = r.name.split("\n")
                    font(False)
                    last = name[-1]
                    while pdf.get_string_width(last + " .") < ws[0] - 3:
                        last += " ."
                    name[-1] = last
                    row(xs, ws, ["\n".join(name), vf(c), c.unit, r.ref], bolds=[False, True, False, False],
                        sizes=[None, None, None, base - 1.5])
                elif L == "prevcol":
                    pv = "\n".join(f"{lab}: {p.vt} {p.unit}" for lab, p in r.prev)
                    row(xs, ws, [r.name, f"{vf(c)} {c.unit}", r.ref, pv], bolds=[False, True, False, False],
                        sizes=[None, None, base - 1.5, base - 1.5])
        if b.note:
            row([x0], [w0], [b.note], sizes=[base - 2])
        pdf.set_y(pdf.get_y() + 1.5)

    def evol(b, x0, w0):
        nd = len(b.dates)
        fr = [0.26, 0.11] + [0.12] * nd + [0.63 - 0.12 * nd]
        ws = [w0 * f for f in fr]
        xs = [x0 + sum(ws[:i]) for i in range(len(ws))]
        need(3 * lh)
        put(x0, pdf.get_y(), w0, b.title, bold=True, size=base + 0.5)
        pdf.set_y(pdf.get_y() + lh + 1)
        row(xs, ws, ["Exame", "Unidade"] + [lab for lab, _ in b.dates] + ["Referência"], sizes=[base - 1.5] * len(ws))
        for name, unit, vals, ref, key, *rest in b.rows:
            row(xs, ws, [name, unit] + [v or "—" for v in vals] + [ref],
                bolds=[False, False] + [True] * nd + [False], sizes=[None] * (len(ws) - 1) + [base - 1.5])
        if b.note:
            row([x0], [w0], [b.note], sizes=[base - 2])
        pdf.set_y(pdf.get_y() + 1.5)

    def blocks(bs, x0, w0):
        for b in bs:
            if isinstance(b, Exam):
                exam(b, x0, w0)
            elif isinstance(b, Evol):
                evol(b, x0, w0)
            elif isinstance(b, Text):
                if b.kind == "section":
                    need(2 * lh)
                    pdf.set_fill_color(225, 232, 242)
                    pdf.set_xy(x0, pdf.get_y() + 1)
                    font(True, base + 1)
                    pdf.cell(w0, lh + 1, b.lines[0].upper() if st.get("upper") else b.lines[0], fill=True)
                    pdf.set_y(pdf.get_y() + lh + 2)
                    for line in b.lines[1:]:
                        row([x0], [w0], [line])
                elif b.kind == "sign":
                    pdf.set_y(pdf.get_y() + 3)
                    for line in b.lines:
                        row([x0 + w0 * 0.4], [w0 * 0.6], [line], sizes=[base - 1])
                else:
                    for line in b.lines:
                        row([x0], [w0], [line], sizes=[base - 1.5])
            elif isinstance(b, Cols):
                y0 = pdf.get_y()
                half = (w0 - 6) / 2
                blocks(b.left, x0, half)
                y1 = pdf.get_y()
                pdf.set_y(y0)
                blocks(b.right, x0 + half + 6, half)
                pdf.set_y(max(y1, pdf.get_y()))

    lab = rep["lab"]
    for i, bs in enumerate(rep["pages"]):
        pdf.add_page()
        pdf.set_y(11)
        put(LM, pdf.get_y(), W, lab["name"].upper() if st.get("upper") else lab["name"], bold=True, size=base + 5)
        pdf.set_y(pdf.get_y() + lh + 3)
        for line in lab["lines"]:
            row([LM], [W], [line], sizes=[base - 1.5])
        pdf.set_line_width(0.5)
        pdf.line(LM, pdf.get_y() + 0.5, RM, pdf.get_y() + 0.5)
        pdf.set_line_width(0.2)
        pdf.set_y(pdf.get_y() + 2)
        pinfo = rep["pinfo"] if i == 0 else rep.get("pinfo2", rep["pinfo"][:1])
        ytop = pdf.get_y()
        for prow in pinfo:
            k = len(prow)
            cw = W / k
            row([LM + j * cw + 1 for j in range(k)], [cw - 1] * k,
                [f"{a} {b}" for a, b in prow], sizes=[base - 0.5] * k)
        pdf.rect(LM, ytop - 0.5, W, pdf.get_y() - ytop + 0.5)
        pdf.set_y(pdf.get_y() + 2)
        blocks(bs, LM, W)
        l, r = footer_text(rep, i, n)
        lines = l.split("\n")
        yf = BOTTOM - 2 - len(lines) * 3.2
        pdf.line(LM, yf - 1, RM, yf - 1)
        for j, line in enumerate(lines):
            pdf.set_y(yf + j * 3.2)
            put(LM, yf + j * 3.2, W * 0.82, line, size=base - 2.5)
        put(LM + W * 0.82, yf, W * 0.18, r, size=base - 2.5, align="R")
    pdf.output(path)


# ---------------------------------------------------------------- scan
def build_scan(rep, chromium_pdf, path, seed):
    import numpy as np
    import img2pdf
    from PIL import Image, ImageFilter, ImageDraw
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", chromium_pdf, os.path.join(td, "p")], check=True)
        pages = sorted(f for f in os.listdir(td) if f.endswith(".png"))
        jpgs = []
        for k, f in enumerate(pages):
            im = Image.open(os.path.join(td, f)).convert("L")
            ang = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.7))
            a = np.asarray(im).astype(np.float32)
            tone = float(rng.uniform(226, 240))
            a = a / 255.0 * (tone - 18) + 18
            a += rng.normal(0, 5.0, a.shape)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            d = ImageDraw.Draw(im)
            for _ in range(int(rng.integers(4, 10))):
                x, y = int(rng.integers(0, im.width)), int(rng.integers(0, im.height))
                r = int(rng.integers(1, 4))
                d.ellipse([x - r, y - r, x + r, y + r], fill=int(rng.integers(20, 80)))
            jp = os.path.join(td, f"s{k:02d}.jpg")
            im.save(jp, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(jp)
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(path, "wb") as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))


def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(next(l.split()[-1] for l in out.splitlines() if l.startswith("Pages:")))


def main(only=None):
    os.makedirs(REP, exist_ok=True)
    os.makedirs(OUT, exist_ok=True)
    total = 0
    for i, rep in enumerate(REPORTS):
        rid = rep["id"]
        if only and rid not in only:
            continue
        gold = {"lab": rep["lab"]["name"], "collected_at_default": rep["collected"], "results": []}
        for blocks in rep["pages"]:
            gold["results"] += gold_of_blocks(blocks, rep["collected"])
        total += len(gold["results"])
        with open(os.path.join(REP, f"{rid}.gold.json"), "w", encoding="utf-8") as fh:
            json.dump(gold, fh, ensure_ascii=False, indent=1)
        hp = os.path.join(REP, f"{rid}.html")
        with open(hp, "w", encoding="utf-8") as fh:
            fh.write(build_html(rep))
        cp = os.path.join(OUT, f"{rid}.chromium.pdf")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        f"--print-to-pdf={cp}", "file://" + hp], check=True, capture_output=True)
        fp = os.path.join(OUT, f"{rid}.fpdf.pdf")
        build_fpdf(rep, fp)
        sp = os.path.join(OUT, f"{rid}.scan.pdf")
        build_scan(rep, cp, sp, seed=1000 + i)
        pc = (npages(cp), npages(fp), npages(sp))
        flag = "" if len(set(pc)) == 1 and pc[0] == len(rep["pages"]) else "  <-- PAGE MISMATCH"
        print(f"{rid}: {len(gold['results'])} results, pages {pc}{flag}")
    print("total results", total)


if __name__ == "__main__":
    main(set(sys.argv[1:]) or None)
