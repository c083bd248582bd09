"""Render a model.Report to HTML (for Chromium) and draw it with fpdf2.

Both renderers walk the same block list; every piece of text is produced by
the same helper functions, so the two PDFs carry the same words.  Line
wrapping is explicit ("\\n" in the data) except in free-text notes.
"""
from __future__ import annotations

import html as _html
import sys

import logging

from fpdf import FPDF

logging.getLogger("fontTools").setLevel(logging.ERROR)

from model import (R, Heading, Text, Spacer, Rule, Table, Row, Sub, Note, Exam,
                   Pre, TwoCol, br_date)

FONT_DIR = "/usr/share/fonts/truetype"
FONTS = {
    "sans": {"": "liberation2/LiberationSans-Regular.ttf", "B": "liberation2/LiberationSans-Bold.ttf",
             "I": "liberation2/LiberationSans-Italic.ttf", "BI": "liberation2/LiberationSans-BoldItalic.ttf"},
    "serif": {"": "liberation2/LiberationSerif-Regular.ttf", "B": "liberation2/LiberationSerif-Bold.ttf",
              "I": "liberation2/LiberationSerif-Italic.ttf", "BI": "liberation2/LiberationSerif-BoldItalic.ttf"},
    "mono": {"": "liberation2/LiberationMono-Regular.ttf", "B": "liberation2/LiberationMono-Bold.ttf",
             "I": "liberation2/LiberationMono-Italic.ttf", "BI": "liberation2/LiberationMono-BoldItalic.ttf"},
    "carlito": {"": "crosextra/Carlito-Regular.ttf", "B": "crosextra/Carlito-Bold.ttf",
                "I": "crosextra/Carlito-Italic.ttf", "BI": "crosextra/Carlito-BoldItalic.ttf"},
    "dejavu": {"": "dejavu/DejaVuSans.ttf", "B": "dejavu/DejaVuSans-Bold.ttf",
               "I": "dejavu/DejaVuSans-Oblique.ttf", "BI": "dejavu/DejaVuSans-BoldOblique.ttf"},
    "condensed": {"": "dejavu/DejaVuSansCondensed.ttf", "B": "dejavu/DejaVuSansCondensed-Bold.ttf",
                  "I": "dejavu/DejaVuSansCondensed-Oblique.ttf", "BI": "dejavu/DejaVuSansCondensed-BoldOblique.ttf"},
    "dserif": {"": "dejavu/DejaVuSerif.ttf", "B": "dejavu/DejaVuSerif-Bold.ttf",
               "I": "dejavu/DejaVuSerif-Italic.ttf", "BI": "dejavu/DejaVuSerif-BoldItalic.ttf"},
}

PT = 0.3528  # mm per point
PAGE_W, PAGE_H = 210.0, 297.0
CELL_PADX = 1.2


class Ctx:
    def __init__(self, rep):
        s = rep.style
        self.rep = rep
        self.font = s.get("font", "sans")
        self.size = s.get("size", 8.5)
        self.lhf = s.get("lh", 1.32)
        self.accent = s.get("accent", "#1f4e79")
        self.light = s.get("light", "#e8eef5")
        self.header = s.get("header", "banner")
        self.heading = s.get("heading", "underline")
        self.margin = s.get("margin", 12.0)
        self.footer_h = s.get("footer_h", 27.0)
        self.info_size = s.get("info_size", self.size)

    def lh(self, size=None):
        return (size or self.size) * PT * self.lhf


def rgb(hexs):
    hexs = hexs.lstrip("#")
    return tuple(int(hexs[i:i + 2], 16) for i in (0, 2, 4))


def esc(s):
    return _html.escape(s, quote=False)


def esc_lines(s):
    return "<br>".join(esc(p) for p in s.split("\n"))


def cell_text(v, flag_inline=True, inline_unit=False):
    """Printed text of a table cell."""
    if isinstance(v, R):
        t = v.value
        if inline_unit and v.unit:
            t += " " + v.unit
        if flag_inline and v.flag:
            t += " " + v.flag
        return t
    return v or ""


def is_bold_value(t, v):
    if not isinstance(v, R):
        return False
    if t.bold_values == "flagged":
        return bool(v.flag)
    return bool(t.bold_values)


def prev_line(fmt, p):
    return fmt.format(v=p.value, u=p.unit, d=br_date(p.date)).replace("  ", " ").strip()


def item_parts(it):
    """(label, value, tail) of an Exam item line."""
    label = it.label if it.label is not None else it.printed_name
    tail = ""
    if it.unit:
        tail += " " + it.unit
    if it.flag:
        tail += "  " + it.flag
    return label, it.value, tail


def pre_seg(seg):
    if isinstance(seg, R):
        return seg.value, True
    if isinstance(seg, tuple):
        return seg[1], True
    return seg, False


# ==========================================================================
# HTML
# ==========================================================================
def html_report(rep) -> str:
    c = Ctx(rep)
    faces = []
    for key, files in FONTS.items():
        for style, f in files.items():
            w = "bold" if "B" in style else "normal"
            st = "italic" if "I" in style else "normal"
            faces.append(f"@font-face{{font-family:'F_{key}';src:url('file://{FONT_DIR}/{f}');"
                         f"font-weight:{w};font-style:{st};}}")
    m = c.margin
    css = f"""
{''.join(faces)}
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; }}
html, body {{ margin:0; padding:0; }}
body {{ font-family:'F_{c.font}'; font-size:{c.size}pt; line-height:{c.lhf}; color:#111;
       -webkit-print-color-adjust: exact; print-color-adjust: exact;
       font-variant-ligatures: none; font-kerning: none; }}
.page {{ width:210mm; height:297mm; padding:{m}mm {m}mm 0 {m}mm; position:relative; overflow:hidden;
        page-break-after:always; break-after:page; }}
.page:last-child {{ page-break-after:auto; break-after:auto; }}
.nw {{ white-space:nowrap; }}
table.t {{ width:100%; border-collapse:collapse; table-layout:fixed; }}
table.t td, table.t th {{ padding:0; vertical-align:top; white-space:nowrap; overflow:visible; }}
table.t .cin {{ padding:0 {CELL_PADX}mm; }}
.lead {{ display:flex; align-items:baseline; }}
.lead .dots {{ flex:1; border-bottom:0.3mm dotted #555; margin:0 1mm 0 1mm; transform:translateY(-0.6mm); }}
.hd {{ font-weight:bold; }}
.small {{ color:#333; }}
.footer {{ position:absolute; left:{m}mm; right:{m}mm; bottom:{m}mm; height:{c.footer_h}mm; }}
.prl {{ white-space:pre; }}
"""
    out = [f"<!DOCTYPE html><html lang='pt-BR'><head><meta charset='utf-8'><title>{esc(rep.id)} — {esc(rep.lab)}</title>"
           f"<style>{css}</style></head><body>"]
    n = len(rep.pages)
    for pi, page in enumerate(rep.pages):
        out.append("<div class='page'>")
        out.append(html_header(c, pi, n))
        for b in page:
            out.append(html_block(c, b))
        out.append(html_footer(c, pi, n))
        out.append("</div>")
    out.append("</body></html>")
    return "\n".join(out)


def html_header(c, pi, n):
    rep = c.rep
    acc = c.accent
    sub = "".join(f"<div style='font-size:{c.size - 1}pt'>{esc(l)}</div>" for l in rep.lab_lines)
    if c.header == "banner":
        top = (f"<div style='background:{acc};color:#fff;padding:2.4mm 3.5mm;'>"
               f"<div style='font-size:15pt;font-weight:bold;line-height:1.15'>{esc(rep.lab)}</div>{sub}</div>")
    elif c.header == "centered":
        top = (f"<div style='text-align:center;padding-bottom:1.5mm;border-bottom:0.6mm double {acc};'>"
               f"<div style='font-size:15pt;font-weight:bold;color:{acc};line-height:1.15'>{esc(rep.lab)}</div>{sub}</div>")
    elif c.header == "plain":
        top = (f"<div style='padding-bottom:1.2mm;border-bottom:0.3mm solid #000;'>"
               f"<div style='font-size:12.5pt;font-weight:bold;line-height:1.15'>{esc(rep.lab)}</div>{sub}</div>")
    elif c.header == "boxed":
        top = (f"<div style='border:0.35mm solid {acc};padding:2mm 3mm;display:flex;justify-content:space-between;'>"
               f"<div><div style='font-size:13pt;font-weight:bold;color:{acc};line-height:1.15'>{esc(rep.lab)}</div>{sub}</div>"
               f"<div style='text-align:right;font-weight:bold;font-size:{c.size + 1.5}pt;white-space:pre-line'>{esc(rep.title)}</div></div>")
    else:  # logo
        initials = "".join(w[0] for w in rep.style.get("logo", "LAB").split())
        top = (f"<div style='display:flex;align-items:center;padding-bottom:1.5mm;border-bottom:0.5mm solid {acc};'>"
               f"<div style='width:15mm;height:15mm;background:{acc};color:#fff;font-weight:bold;font-size:13pt;"
               f"display:flex;align-items:center;justify-content:center;margin-right:3.5mm;flex:none'>{esc(initials)}</div>"
               f"<div><div style='font-size:14pt;font-weight:bold;color:{acc};line-height:1.15'>{esc(rep.lab)}</div>{sub}</div></div>")
    title = ""
    if rep.title and c.header != "boxed":
        title = (f"<div style='text-align:center;font-weight:bold;font-size:{c.size + 1.5}pt;margin:1.5mm 0 0 0'>"
                 f"{esc(rep.title)}</div>")
    # info grid
    cols = rep.info_cols
    rows = [rep.info[i:i + cols] for i in range(0, len(rep.info), cols)]
    border = "0.25mm solid #888" if c.header in ("banner", "boxed", "logo") else "none"
    cells = []
    for r in rows:
        tds = "".join(f"<td style='padding:0.35mm 1.2mm;white-space:nowrap'><b>{esc(k)}</b> {esc(v)}</td>" for k, v in r)
        tds += "<td></td>" * (cols - len(r))
        cells.append(f"<tr>{tds}</tr>")
    info = (f"<table style='width:100%;border-collapse:collapse;table-layout:fixed;border:{border};"
            f"margin-top:1.8mm;font-size:{c.info_size}pt;line-height:{c.lhf}'>{''.join(cells)}</table>")
    return f"<div class='hdr'>{top}{title}{info}</div><div style='height:2mm'></div>"


def html_footer(c, pi, n):
    rep = c.rep
    sig = []
    for s in rep.signers:
        sig.append(f"<div style='width:60mm;text-align:center;'>"
                   f"<div style='border-top:0.25mm solid #000;margin:0 4mm 0.6mm 4mm;'></div>"
                   f"<div style='font-weight:bold;font-size:{c.size - 0.5}pt'>{esc(s.name)}</div>"
                   f"<div style='font-size:{c.size - 1.5}pt'>{esc(s.title)}</div>"
                   f"<div style='font-size:{c.size - 1.5}pt'>{esc(s.reg)}</div></div>")
    lines = "".join(f"<div>{esc(l)}</div>" for l in rep.footer)
    return (f"<div class='footer'><div style='display:flex;justify-content:flex-end;gap:6mm;height:14mm'>{''.join(sig)}</div>"
            f"<div style='border-top:0.2mm solid #777;margin-top:1.5mm;padding-top:0.8mm;font-size:{c.size - 2}pt;color:#333;"
            f"display:flex;justify-content:space-between'><div>{lines}</div>"
            f"<div style='white-space:nowrap'>Página {pi + 1} de {n}</div></div></div>")


def html_block(c, b):
    if isinstance(b, Heading):
        return html_heading(c, b)
    if isinstance(b, Text):
        size = b.size or c.size
        st = f"font-size:{size}pt;text-align:{ {'L': 'left', 'C': 'center', 'R': 'right'}[b.align]};"
        st += f"margin:{b.space_before}mm 0 {b.space_after}mm 0;"
        if b.bold:
            st += "font-weight:bold;"
        if b.italic:
            st += "font-style:italic;"
        if b.color:
            st += f"color:{b.color};"
        return f"<div style='{st}'>{esc_lines(b.text)}</div>"
    if isinstance(b, Spacer):
        return f"<div style='height:{b.h}mm'></div>"
    if isinstance(b, Rule):
        return (f"<div style='border-top:{b.width}mm solid {b.color or '#666'};margin:{b.space}mm 0 {b.space}mm 0'></div>")
    if isinstance(b, Table):
        return html_table(c, b)
    if isinstance(b, Exam):
        return html_exam(c, b)
    if isinstance(b, Pre):
        return html_pre(c, b)
    if isinstance(b, TwoCol):
        left = "".join(html_block(c, x) for x in b.left)
        right = "".join(html_block(c, x) for x in b.right)
        rule = "border-left:0.25mm solid #999;" if b.rule else ""
        lw = f"calc((100% - {b.gap}mm) * {b.split})"
        rw = f"calc((100% - {b.gap}mm) * {1 - b.split})"
        return (f"<div style='display:flex;'>"
                f"<div style='width:{lw};flex:none'>{left}</div>"
                f"<div style='width:{b.gap / 2}mm;flex:none'></div>"
                f"<div style='width:{b.gap / 2}mm;flex:none;{rule}'></div>"
                f"<div style='width:{rw};flex:none'>{right}</div></div>")
    raise TypeError(b)


def html_heading(c, h):
    style = h.style or c.heading
    size = h.size or c.size + 1
    right = (f"<span style='float:right;font-weight:normal;font-size:{c.size - 1}pt'>{esc(h.right)}</span>"
             if h.right else "")
    base = f"font-size:{size}pt;font-weight:bold;margin:2.2mm 0 1.2mm 0;line-height:{c.lhf};"
    if style == "bar":
        return (f"<div style='{base}background:{c.accent};color:#fff;padding:0.5mm 2mm;'>{right}{esc(h.text)}</div>")
    if style == "box":
        return (f"<div style='{base}border:0.3mm solid #333;padding:0.4mm 2mm;text-align:center'>{right}{esc(h.text)}</div>")
    if style == "underline":
        return (f"<div style='{base}color:{c.accent};border-bottom:0.35mm solid {c.accent};padding-bottom:0.3mm'>"
                f"{right}{esc(h.text)}</div>")
    if style == "shade":
        return (f"<div style='{base}background:{c.light};padding:0.5mm 2mm;border-left:1.2mm solid {c.accent}'>{right}{esc(h.text)}</div>")
    return f"<div style='{base}'>{right}{esc(h.text)}</div>"


def html_table(c, t):
    size = t.size or c.size
    tot = sum(col.w for col in t.cols)
    bcol = "#777"
    parts = [f"<table class='t' style='font-size:{size}pt;line-height:{c.lhf};margin:0.5mm 0 1mm 0'>"]
    parts.append("<colgroup>" + "".join(f"<col style='width:{100 * col.w / tot:.3f}%'>" for col in t.cols) + "</colgroup>")
    align = {"L": "left", "C": "center", "R": "right"}

    def border(kind):
        if t.rules == "grid":
            return f"border:0.2mm solid {bcol};"
        if t.rules == "rows" and kind == "row":
            return f"border-bottom:0.15mm solid #aaa;"
        if kind == "head" and t.rules != "none":
            return f"border-bottom:0.3mm solid #333;"
        return ""

    if t.header:
        fill = f"background:{c.light};" if t.head_fill else ""
        ths = "".join(
            f"<th style='text-align:{align[col.align]};{border('head')}{fill}padding:{t.pad}mm 0'>"
            f"<div class='cin'>{esc_lines(col.title)}</div></th>" for col in t.cols)
        parts.append(f"<tr>{ths}</tr>")
    flagcol = any(col.key == "flag" for col in t.cols)
    ri = 0
    for rw in t.rows:
        if isinstance(rw, Sub):
            it = "font-style:italic;" if rw.italic else ""
            parts.append(f"<tr><td colspan='{len(t.cols)}' style='padding:{t.pad + 0.4}mm 0 {t.pad}mm 0;{border('row')}'>"
                         f"<div class='cin' style='font-weight:bold;{it}'>{esc(rw.text)}</div></td></tr>")
            continue
        if isinstance(rw, Note):
            parts.append(f"<tr><td colspan='{len(t.cols)}' style='padding:{t.pad}mm 0;{border('row')}'>"
                         f"<div class='cin' style='font-style:italic;font-size:{size - 1}pt;white-space:pre'>{esc(rw.text)}</div></td></tr>")
            continue
        zebra = f"background:{c.light};" if (t.zebra and ri % 2 == 1) else ""
        ri += 1
        tds = []
        for col in t.cols:
            if col.key == "name":
                txt = rw.name
                weight = "font-weight:bold;" if rw.bold else ""
                ind = f"padding-left:{CELL_PADX + rw.indent}mm;"
                if t.leaders and "\n" not in txt:
                    inner = f"<div class='lead'><span>{esc(txt)}</span><span class='dots'></span></div>"
                else:
                    inner = esc_lines(txt)
                tds.append(f"<td style='text-align:left;{border('row')}{zebra}padding:{t.pad}mm 0'>"
                           f"<div class='cin' style='{weight}{ind}'>{inner}</div></td>")
                continue
            if col.key == "flag":
                rv = rw.cells.get("result")
                txt = rv.flag if isinstance(rv, R) else ""
                tds.append(f"<td style='text-align:{align[col.align]};{border('row')}{zebra}padding:{t.pad}mm 0'>"
                           f"<div class='cin' style='font-weight:bold'>{esc(txt)}</div></td>")
                continue
            v = rw.cells.get(col.key, "")
            txt = cell_text(v, flag_inline=not flagcol, inline_unit=col.inline_unit)
            weight = "font-weight:bold;" if (is_bold_value(t, v) or col.bold) else ""
            tds.append(f"<td style='text-align:{align[col.align]};{border('row')}{zebra}padding:{t.pad}mm 0'>"
                       f"<div class='cin' style='{weight}'>{esc_lines(txt)}</div></td>")
        parts.append(f"<tr>{''.join(tds)}</tr>")
    parts.append("</table>")
    return "".join(parts)


def html_exam(c, e):
    s = c.size
    out = [f"<div style='margin:1.6mm 0 0 0;'>"]
    right = (f"<span style='float:right;font-weight:normal;font-size:{s - 1}pt'>{esc(e.title_right)}</span>"
             if e.title_right else "")
    out.append(f"<div style='font-weight:bold;font-size:{s + 0.5}pt'>{right}{esc_lines(e.title)}</div>")
    for m in e.meta:
        out.append(f"<div class='small prl' style='font-size:{s - 1}pt'>{esc(m)}</div>")

    def refs():
        r = []
        if e.refs:
            if e.ref_title:
                r.append(f"<div style='font-size:{s - 1}pt;font-weight:bold;margin-top:0.6mm'>{esc(e.ref_title)}</div>")
            for l in e.refs:
                r.append(f"<div class='prl' style='font-size:{s - 1}pt'>{esc(l)}</div>")
        return r

    if e.ref_first:
        out += refs()
    out.append("<div style='margin-top:0.6mm'>")
    for it in e.items:
        label, val, tail = item_parts(it)
        if e.item_style == "colon":
            out.append(f"<div class='nw'>{esc(label)}: <b>{esc(val)}</b>{esc(tail)}</div>")
        elif e.item_style == "leaders":
            out.append(f"<div class='nw' style='display:flex;align-items:baseline'>"
                       f"<div style='width:{e.label_w * 100:.2f}%;flex:none' class='lead'><span>{esc(label)}</span>"
                       f"<span class='dots'></span></div><div><b>{esc(val)}</b>{esc(tail)}</div></div>")
        else:
            out.append(f"<div class='nw' style='display:flex'><div style='width:{e.label_w * 100:.2f}%;flex:none'>{esc(label)}</div>"
                       f"<div><b>{esc(val)}</b>{esc(tail)}</div></div>")
        if it.prev:
            out.append(f"<div class='nw' style='font-size:{s - 1}pt;padding-left:4mm;color:#333'>"
                       f"{esc(prev_line(e.prev_fmt, it.prev))}</div>")
    out.append("</div>")
    if not e.ref_first:
        out += refs()
    for n in e.notes:
        out.append(f"<div style='font-size:{s - 1.5}pt;font-style:italic;margin-top:0.5mm'>{esc(n)}</div>")
    out.append("</div>")
    if e.separator:
        out.append("<div style='border-top:0.15mm solid #999;margin:1.4mm 0 0 0'></div>")
    return "".join(out)


def html_pre(c, p):
    size = p.size or c.size
    out = [f"<div style='font-size:{size}pt;line-height:{c.lhf};margin:0'>"]
    for line in p.lines:
        segs = []
        for seg in line:
            txt, bold = pre_seg(seg)
            segs.append(f"<b>{esc(txt)}</b>" if bold else esc(txt))
        out.append(f"<div class='prl'>{''.join(segs) or '&nbsp;'}</div>")
    out.append("</div>")
    return "".join(out)


# ==========================================================================
# fpdf2
# ==========================================================================
class Doc(FPDF):
    pass


def pdf_report(rep, path):
    c = Ctx(rep)
    pdf = Doc(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_margins(c.margin, c.margin, c.margin)
    pdf.set_creator("labdev-av tools/render.py (fpdf2)")
    pdf.set_title(f"{rep.id} {rep.lab}")
    for key, files in FONTS.items():
        for style, f in files.items():
            pdf.add_font(f"F_{key}", style, f"{FONT_DIR}/{f}")
    pdf.set_fallback_fonts(["F_dejavu"])
    c.pdf = pdf
    c.warnings = []
    n = len(rep.pages)
    for pi, page in enumerate(rep.pages):
        pdf.add_page()
        y = pdf_header(c, pi, n)
        x, w = c.margin, PAGE_W - 2 * c.margin
        for b in page:
            y = pdf_block(c, b, x, y, w)
        bottom = PAGE_H - c.margin - c.footer_h
        if y > bottom:
            c.warnings.append(f"{rep.id} page {pi + 1}: content ends at {y:.1f} mm > {bottom:.1f} mm")
        pdf_footer(c, pi, n)
    pdf.output(path)
    for wmsg in c.warnings:
        print("WARNING:", wmsg, file=sys.stderr)
    return c.warnings


def dotted(pdf, x0, x1, y, step=0.85, r=0.16):
    """Dotted leader drawn as small filled dots (graphics, not text)."""
    pdf.set_fill_color(70, 70, 70)
    xx = x0
    while xx <= x1:
        pdf.ellipse(xx - r, y - r, 2 * r, 2 * r, style="F")
        xx += step
    pdf.set_fill_color(255, 255, 255)


def setf(c, style="", size=None):
    c.pdf.set_font(f"F_{c.font}", style, size or c.size)


def txt(c, x, y, s, style="", size=None, w=None, align="L", h=None, color=None):
    """Draw a single line of text with its line box starting at y."""
    setf(c, style, size)
    pdf = c.pdf
    if color:
        pdf.set_text_color(*rgb(color))
    pdf.set_xy(x, y)
    sw = pdf.get_string_width(s)
    pdf.cell(w if w is not None else sw + 0.01, h or c.lh(size), s, align=align)
    if color:
        pdf.set_text_color(0, 0, 0)
    return sw


def pdf_header(c, pi, n):
    pdf, rep = c.pdf, c.rep
    m = c.margin
    x, w = m, PAGE_W - 2 * m
    y = m
    acc = rgb(c.accent)
    sub_size = c.size - 1
    nsub = len(rep.lab_lines)
    if c.header == "banner":
        hh = 15 * PT * 1.15 + nsub * c.lh(sub_size) + 4.8
        pdf.set_fill_color(*acc)
        pdf.rect(x, y, w, hh, style="F")
        pdf.set_text_color(255, 255, 255)
        yy = y + 2.4
        txt(c, x + 3.5, yy, rep.lab, "B", 15, h=15 * PT * 1.15)
        yy += 15 * PT * 1.15
        for l in rep.lab_lines:
            txt(c, x + 3.5, yy, l, "", sub_size)
            yy += c.lh(sub_size)
        pdf.set_text_color(0, 0, 0)
        y += hh
    elif c.header == "centered":
        txt(c, x, y, rep.lab, "B", 15, w=w, align="C", h=15 * PT * 1.15, color=c.accent)
        yy = y + 15 * PT * 1.15
        for l in rep.lab_lines:
            txt(c, x, yy, l, "", sub_size, w=w, align="C")
            yy += c.lh(sub_size)
        yy += 1.5
        pdf.set_draw_color(*acc)
        pdf.set_line_width(0.2)
        pdf.line(x, yy, x + w, yy)
        pdf.line(x, yy + 0.6, x + w, yy + 0.6)
        pdf.set_draw_color(0, 0, 0)
        y = yy + 0.6
    elif c.header == "plain":
        txt(c, x, y, rep.lab, "B", 12.5, h=12.5 * PT * 1.15)
        yy = y + 12.5 * PT * 1.15
        for l in rep.lab_lines:
            txt(c, x, yy, l, "", sub_size)
            yy += c.lh(sub_size)
        yy += 1.2
        pdf.set_line_width(0.3)
        pdf.line(x, yy, x + w, yy)
        y = yy + 0.3
    elif c.header == "boxed":
        hh = 13 * PT * 1.15 + nsub * c.lh(sub_size) + 4.0
        pdf.set_draw_color(*acc)
        pdf.set_line_width(0.35)
        pdf.rect(x, y, w, hh)
        pdf.set_draw_color(0, 0, 0)
        yy = y + 2
        txt(c, x + 3, yy, rep.lab, "B", 13, h=13 * PT * 1.15, color=c.accent)
        yy += 13 * PT * 1.15
        for l in rep.lab_lines:
            txt(c, x + 3, yy, l, "", sub_size)
            yy += c.lh(sub_size)
        ty = y + 2
        for l in rep.title.split("\n"):
            txt(c, x, ty, l, "B", c.size + 1.5, w=w - 3, align="R")
            ty += c.lh(c.size + 1.5)
        y += hh
    else:  # logo
        initials = "".join(wd[0] for wd in rep.style.get("logo", "LAB").split())
        tb = 14 * PT * 1.15 + nsub * c.lh(sub_size)
        hh = max(15, tb)
        pdf.set_fill_color(*acc)
        pdf.rect(x, y + (hh - 15) / 2, 15, 15, style="F")
        pdf.set_text_color(255, 255, 255)
        txt(c, x, y + (hh - 15) / 2, initials, "B", 13, w=15, h=15, align="C")
        pdf.set_text_color(0, 0, 0)
        yy = y + (hh - tb) / 2
        txt(c, x + 18.5, yy, rep.lab, "B", 14, h=14 * PT * 1.15, color=c.accent)
        yy += 14 * PT * 1.15
        for l in rep.lab_lines:
            txt(c, x + 18.5, yy, l, "", sub_size)
            yy += c.lh(sub_size)
        y += hh + 1.5
        pdf.set_draw_color(*acc)
        pdf.set_line_width(0.5)
        pdf.line(x, y, x + w, y)
        pdf.set_draw_color(0, 0, 0)
        y += 0.5
    if rep.title and c.header != "boxed":
        y += 1.5
        txt(c, x, y, rep.title, "B", c.size + 1.5, w=w, align="C")
        y += c.lh(c.size + 1.5)
    # info grid
    y += 1.8
    cols = rep.info_cols
    rows = [rep.info[i:i + cols] for i in range(0, len(rep.info), cols)]
    cw = w / cols
    rh = c.lh(c.info_size) + 0.7
    y0 = y
    for r in rows:
        for j, (k, v) in enumerate(r):
            cx = x + j * cw + 1.2
            sw = txt(c, cx, y + 0.35, k, "B", c.info_size)
            setf(c, "", c.info_size)
            sp = c.pdf.get_string_width(" ")
            txt(c, cx + sw + sp, y + 0.35, v, "", c.info_size)
        y += rh
    if c.header in ("banner", "boxed", "logo"):
        pdf.set_line_width(0.25)
        pdf.set_draw_color(136, 136, 136)
        pdf.rect(x, y0, w, y - y0)
        pdf.set_draw_color(0, 0, 0)
    return y + 2


def pdf_footer(c, pi, n):
    pdf, rep = c.pdf, c.rep
    m = c.margin
    x, w = m, PAGE_W - 2 * m
    y = PAGE_H - m - c.footer_h
    # signatures, right-aligned, 60 mm each, 6 mm gap
    sx = x + w - len(rep.signers) * 60 - (len(rep.signers) - 1) * 6
    for s in rep.signers:
        pdf.set_line_width(0.25)
        pdf.line(sx + 4, y, sx + 56, y)
        yy = y + 0.6
        txt(c, sx, yy, s.name, "B", c.size - 0.5, w=60, align="C")
        yy += c.lh(c.size - 0.5)
        txt(c, sx, yy, s.title, "", c.size - 1.5, w=60, align="C")
        yy += c.lh(c.size - 1.5)
        txt(c, sx, yy, s.reg, "", c.size - 1.5, w=60, align="C")
        sx += 66
    y += 14 + 1.5
    pdf.set_line_width(0.2)
    pdf.set_draw_color(119, 119, 119)
    pdf.line(x, y, x + w, y)
    pdf.set_draw_color(0, 0, 0)
    y += 0.8
    fs = c.size - 2
    txt(c, x, y, f"Página {pi + 1} de {n}", "", fs, w=w, align="R", color="#333333")
    for l in rep.footer:
        txt(c, x, y, l, "", fs, color="#333333")
        y += c.lh(fs)


def pdf_block(c, b, x, y, w):
    pdf = c.pdf
    if isinstance(b, Heading):
        return pdf_heading(c, b, x, y, w)
    if isinstance(b, Text):
        size = b.size or c.size
        y += b.space_before
        style = ("B" if b.bold else "") + ("I" if b.italic else "")
        setf(c, style, size)
        if b.color:
            pdf.set_text_color(*rgb(b.color))
        for part in b.text.split("\n"):
            pdf.set_xy(x, y)
            pdf.multi_cell(w, c.lh(size), part, align={"L": "L", "C": "C", "R": "R"}[b.align],
                           new_x="LMARGIN", new_y="NEXT")
            y = pdf.get_y()
        pdf.set_text_color(0, 0, 0)
        return y + b.space_after
    if isinstance(b, Spacer):
        return y + b.h
    if isinstance(b, Rule):
        y += b.space
        pdf.set_line_width(b.width)
        pdf.set_draw_color(*rgb(b.color or "#666666"))
        pdf.line(x, y, x + w, y)
        pdf.set_draw_color(0, 0, 0)
        return y + b.space
    if isinstance(b, Table):
        return pdf_table(c, b, x, y, w)
    if isinstance(b, Exam):
        return pdf_exam(c, b, x, y, w)
    if isinstance(b, Pre):
        size = b.size or c.size
        for line in b.lines:
            cx = x
            for seg in line:
                t, bold = pre_seg(seg)
                cx += txt(c, cx, y, t, "B" if bold else "", size)
            y += c.lh(size)
        return y
    if isinstance(b, TwoCol):
        cw = (w - b.gap) * b.split
        cw2 = (w - b.gap) - cw
        yl = y
        for bb in b.left:
            yl = pdf_block(c, bb, x, yl, cw)
        yr = y
        for bb in b.right:
            yr = pdf_block(c, bb, x + cw + b.gap, yr, cw2)
        yend = max(yl, yr)
        if b.rule:
            pdf.set_line_width(0.25)
            pdf.set_draw_color(153, 153, 153)
            pdf.line(x + cw + b.gap / 2, y, x + cw + b.gap / 2, yend)
            pdf.set_draw_color(0, 0, 0)
        return yend
    raise TypeError(b)


def pdf_heading(c, h, x, y, w):
    pdf = c.pdf
    style = h.style or c.heading
    size = h.size or c.size + 1
    y += 2.2
    lhh = c.lh(size)
    acc = rgb(c.accent)
    if style in ("bar", "box", "shade"):
        hh = lhh + (0.8 if style == "box" else 1.0)
        if style == "bar":
            pdf.set_fill_color(*acc)
            pdf.rect(x, y, w, hh, style="F")
            pdf.set_text_color(255, 255, 255)
        elif style == "shade":
            pdf.set_fill_color(*rgb(c.light))
            pdf.rect(x, y, w, hh, style="F")
            pdf.set_fill_color(*acc)
            pdf.rect(x, y, 1.2, hh, style="F")
        else:
            pdf.set_line_width(0.3)
            pdf.rect(x, y, w, hh)
        ty = y + (hh - lhh) / 2
        if style == "box":
            txt(c, x, ty, h.text, "B", size, w=w, align="C")
        else:
            txt(c, x + 2 + (1.2 if style == "shade" else 0), ty, h.text, "B", size)
        if h.right:
            txt(c, x, ty + (lhh - c.lh(c.size - 1)) / 2, h.right, "", c.size - 1, w=w - 2, align="R")
        pdf.set_text_color(0, 0, 0)
        return y + hh + 1.2
    color = c.accent if style == "underline" else None
    txt(c, x, y, h.text, "B", size, color=color)
    if h.right:
        txt(c, x, y + (lhh - c.lh(c.size - 1)) / 2, h.right, "", c.size - 1, w=w, align="R")
    y += lhh
    if style == "underline":
        y += 0.3
        pdf.set_draw_color(*acc)
        pdf.set_line_width(0.35)
        pdf.line(x, y, x + w, y)
        pdf.set_draw_color(0, 0, 0)
    return y + 1.2


def pdf_table(c, t, x, y, w):
    pdf = c.pdf
    size = t.size or c.size
    lh = c.lh(size)
    tot = sum(col.w for col in t.cols)
    widths = [w * col.w / tot for col in t.cols]
    xs = [x + sum(widths[:i]) for i in range(len(widths))]
    y += 0.5
    pad = t.pad

    def check_fit(text, width, style, sz):
        setf(c, style, sz)
        for part in text.split("\n"):
            if pdf.get_string_width(part) > width - 2 * CELL_PADX + 0.3:
                c.warnings.append(f"{c.rep.id}: '{part}' overflows a {width:.1f} mm cell")

    def hline(yy, width=0.15, gray=170):
        pdf.set_line_width(width)
        pdf.set_draw_color(gray, gray, gray)
        pdf.line(x, yy, x + w, yy)
        pdf.set_draw_color(0, 0, 0)

    def grid(yy, hh):
        pdf.set_line_width(0.2)
        pdf.set_draw_color(119, 119, 119)
        for cx, cw in zip(xs, widths):
            pdf.rect(cx, yy, cw, hh)
        pdf.set_draw_color(0, 0, 0)

    if t.header:
        nl = max(col.title.count("\n") + 1 for col in t.cols)
        hh = nl * lh + 2 * pad
        if t.head_fill:
            pdf.set_fill_color(*rgb(c.light))
            pdf.rect(x, y, w, hh, style="F")
        for col, cx, cw in zip(t.cols, xs, widths):
            for k, part in enumerate(col.title.split("\n")):
                txt(c, cx + CELL_PADX, y + pad + k * lh, part, "B", size, w=cw - 2 * CELL_PADX, align=col.align)
            check_fit(col.title, cw, "B", size)
        if t.rules == "grid":
            grid(y, hh)
        elif t.rules != "none":
            hline(y + hh, 0.3, 51)
        y += hh
    flagcol = any(col.key == "flag" for col in t.cols)
    ri = 0
    for rw in t.rows:
        if isinstance(rw, Sub):
            hh = lh + 2 * pad + 0.4
            txt(c, x + CELL_PADX, y + pad + 0.4, rw.text, "BI" if rw.italic else "B", size)
            if t.rules == "grid":
                pdf.set_line_width(0.2)
                pdf.set_draw_color(119, 119, 119)
                pdf.rect(x, y, w, hh)
                pdf.set_draw_color(0, 0, 0)
            elif t.rules == "rows":
                hline(y + hh)
            y += hh
            continue
        if isinstance(rw, Note):
            nsz = size - 1
            nl = rw.text.count("\n") + 1
            hh = nl * c.lh(nsz) + 2 * pad
            for k, part in enumerate(rw.text.split("\n")):
                txt(c, x + CELL_PADX, y + pad + k * c.lh(nsz), part, "I", nsz)
            if t.rules == "grid":
                pdf.set_line_width(0.2)
                pdf.set_draw_color(119, 119, 119)
                pdf.rect(x, y, w, hh)
                pdf.set_draw_color(0, 0, 0)
            elif t.rules == "rows":
                hline(y + hh)
            y += hh
            continue
        texts = []
        for col in t.cols:
            if col.key == "name":
                texts.append(rw.name)
            elif col.key == "flag":
                rv = rw.cells.get("result")
                texts.append(rv.flag if isinstance(rv, R) else "")
            else:
                texts.append(cell_text(rw.cells.get(col.key, ""), flag_inline=not flagcol,
                                       inline_unit=col.inline_unit))
        nl = max(tt.count("\n") + 1 for tt in texts)
        hh = nl * lh + 2 * pad
        if t.zebra and ri % 2 == 1:
            pdf.set_fill_color(*rgb(c.light))
            pdf.rect(x, y, w, hh, style="F")
        ri += 1
        for col, cx, cw, tt in zip(t.cols, xs, widths, texts):
            if col.key == "name":
                style = "B" if rw.bold else ""
                ind = rw.indent
            elif col.key == "flag":
                style, ind = "B", 0
            else:
                v = rw.cells.get(col.key, "")
                style = "B" if (is_bold_value(t, v) or col.bold) else ""
                ind = 0
            check_fit(tt, cw - ind, style, size)
            for k, part in enumerate(tt.split("\n")):
                txt(c, cx + CELL_PADX + ind, y + pad + k * lh, part, style, size,
                    w=cw - 2 * CELL_PADX - ind, align=col.align)
            if col.key == "name" and t.leaders and "\n" not in tt:
                setf(c, style, size)
                sw = pdf.get_string_width(tt)
                x0 = cx + CELL_PADX + ind + sw + 1.0
                x1 = cx + cw - CELL_PADX - 1.0
                if x1 > x0 + 1:
                    dotted(pdf, x0, x1, y + pad + lh * 0.74)
        if t.rules == "grid":
            grid(y, hh)
        elif t.rules == "rows":
            hline(y + hh)
        y += hh
    return y + 1.0


def pdf_exam(c, e, x, y, w):
    pdf = c.pdf
    s = c.size
    y += 1.6
    if e.title_right:
        txt(c, x, y + (c.lh(s + 0.5) - c.lh(s - 1)) / 2, e.title_right, "", s - 1, w=w, align="R")
    for part in e.title.split("\n"):
        txt(c, x, y, part, "B", s + 0.5)
        y += c.lh(s + 0.5)
    for m in e.meta:
        txt(c, x, y, m, "", s - 1, color="#333333")
        y += c.lh(s - 1)

    def refs(y):
        if e.refs:
            if e.ref_title:
                y += 0.6
                txt(c, x, y, e.ref_title, "B", s - 1)
                y += c.lh(s - 1)
            for l in e.refs:
                txt(c, x, y, l, "", s - 1)
                y += c.lh(s - 1)
        return y

    if e.ref_first:
        y = refs(y)
    y += 0.6
    for it in e.items:
        label, val, tail = item_parts(it)
        if e.item_style == "colon":
            cx = x
            cx += txt(c, cx, y, label + ": ")
            cx += txt(c, cx, y, val, "B")
            txt(c, cx, y, tail)
        else:
            lw = w * e.label_w
            sw = txt(c, x, y, label)
            if e.item_style == "leaders":
                x0, x1 = x + sw + 1.0, x + lw - 1.0
                if x1 > x0 + 1:
                    dotted(pdf, x0, x1, y + c.lh() * 0.74)
            cx = x + lw
            cx += txt(c, cx, y, val, "B")
            txt(c, cx, y, tail)
        y += c.lh()
        if it.prev:
            txt(c, x + 4, y, prev_line(e.prev_fmt, it.prev), "", s - 1, color="#333333")
            y += c.lh(s - 1)
    if not e.ref_first:
        y = refs(y)
    for n in e.notes:
        y += 0.5
        setf(c, "I", s - 1.5)
        pdf.set_xy(x, y)
        pdf.multi_cell(w, c.lh(s - 1.5), n, new_x="LMARGIN", new_y="NEXT")
        y = pdf.get_y()
    if e.separator:
        y += 1.4
        pdf.set_line_width(0.15)
        pdf.set_draw_color(153, 153, 153)
        pdf.line(x, y, x + w, y)
        pdf.set_draw_color(0, 0, 0)
    return y
