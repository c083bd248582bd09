"""HTML renderer (printed by Chromium) and fpdf2 renderer, from the same report model.

Block types (dicts, key "t"):
  header  {kind: band|center|left|box, name, sub:[..], right:[..]}
  info    {pairs:[(label, value)], cols:n, box:bool, w:[mm] optional}
  title   {text, kind optional}
  table   {head:[..]|None, w:[mm], al:"LRC..", rows:[..], rule:grid|rows|head|none, lead:bool, fs}
          rows: list of cells (str with optional \n, or R) | {"sub": text} | {"note": text}
  text    {text, fs, b, i, al}
  cols    {left:[blocks], right:[blocks], gap}
  hr      {}
  sp      {h}
  sign    {lines:[..], al}
"""
import html
from fpdf import FPDF
from model import R, cell_text

FONTDIR = "/usr/share/fonts/truetype/dejavu/"
FONTS = {
    "sans": ("DejaVu Sans", "normal", "DejaVuSans"),
    "serif": ("DejaVu Serif", "normal", "DejaVuSerif"),
    "mono": ("DejaVu Sans Mono", "normal", "DejaVuSansMono"),
    "cond": ("DejaVu Sans Condensed", "condensed", "DejaVuSansCondensed"),
    "serifcond": ("DejaVu Serif Condensed", "condensed", "DejaVuSerifCondensed"),
}
ITAL = {"DejaVuSans": "Oblique", "DejaVuSansMono": "Oblique", "DejaVuSansCondensed": "Oblique",
        "DejaVuSerif": "Italic", "DejaVuSerifCondensed": "Italic"}
PT = 0.3528  # mm per point
PAD = 0.45


def add_fonts(pdf):
    for key, (_, _, base) in FONTS.items():
        it = ITAL[base]
        pdf.add_font(key, "", FONTDIR + base + ".ttf")
        pdf.add_font(key, "B", FONTDIR + base + "-Bold.ttf")
        pdf.add_font(key, "I", FONTDIR + base + "-" + it + ".ttf")
        pdf.add_font(key, "BI", FONTDIR + base + "-Bold" + it + ".ttf")


_M = None


def measurer():
    global _M
    if _M is None:
        _M = FPDF(unit="mm", format="A4")
        add_fonts(_M)
        _M.add_page()
    return _M


def text_w(text, font, size, bold=False):
    m = measurer()
    m.set_font(font, "B" if bold else "", size)
    return m.get_string_width(text)


def lh_of(st, fs=None):
    return (fs or st["fs"]) * PT * st.get("lhf", 1.32)


def hexrgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def leader(label, width, font, size, bold=False):
    """Append leader dots to the last line of label so that it fills width."""
    lines = label.split("\n")
    last = lines[-1] + " "
    while text_w(last + ".", font, size, bold) < width - 2.6:
        last += "."
    lines[-1] = last
    return "\n".join(lines)


def table_rows(b, st):
    """Precompute, for each row, its lines per cell and its height (mm)."""
    fs = b.get("fs", st["fs"])
    lh = lh_of(st, fs)
    out = []
    for row in b["rows"]:
        if isinstance(row, dict):
            key = "sub" if "sub" in row else "note"
            txt = row[key]
            n = txt.count("\n") + 1
            out.append((key, txt, n * lh * (0.95 if key == "note" else 1) + 2 * PAD))
            continue
        cells = []
        for ci, c in enumerate(row):
            t = cell_text(c)
            if ci == 0 and b.get("lead") and t:
                t = leader(t, b["w"][0], st["font"], fs, bold=b.get("label_bold", False))
            cells.append(t)
        n = max(t.count("\n") + 1 for t in cells)
        out.append(("row", cells, n * lh + 2 * PAD))
    return out


def header_h(b, st):
    lhs = lh_of(st, st["fs"] - 1)
    name_h = st.get("name_fs", 15) * PT * 1.25
    left = name_h + len(b.get("sub", [])) * lhs
    right = len(b.get("right", [])) * lhs
    return max(left, right) + (5 if b["kind"] in ("band", "box") else 3)


# ---------------------------------------------------------------- HTML
def esc(t):
    return html.escape(t).replace("\n", "<br>")


def html_block(b, st, width):
    t = b["t"]
    fam = FONTS[st["font"]][0]
    fs = st["fs"]
    acc = st["accent"]
    lh = lh_of(st)
    if t == "header":
        h = header_h(b, st)
        k = b["kind"]
        nfs = st.get("name_fs", 15)
        sfs = fs - 1
        col = "#fff" if k == "band" else acc
        txtcol = "#fff" if k == "band" else "#222"
        bg = f"background:{acc};" if k == "band" else ""
        bd = f"border:0.3mm solid {acc};" if k == "box" else ""
        bb = f"border-bottom:0.5mm solid {acc};" if k in ("center", "left") else ""
        al = "center" if k == "center" else "left"
        subs = "".join(f'<div>{esc(s)}</div>' for s in b.get("sub", []))
        rights = "".join(f'<div>{esc(s)}</div>' for s in b.get("right", []))
        inner_pad = "2.5mm 3mm" if k in ("band", "box") else "0 0 1.5mm 0"
        if k == "center":
            return (f'<div style="height:{h:.2f}mm;box-sizing:border-box;{bb}text-align:center;padding:{inner_pad};'
                    f'line-height:{lh_of(st, sfs):.3f}mm;font-size:{sfs}pt;color:{txtcol}">'
                    f'<div style="font-size:{nfs}pt;font-weight:bold;color:{col};line-height:{nfs*PT*1.25:.3f}mm">{esc(b["name"])}</div>'
                    f'{subs}{rights}</div>')
        return (f'<div style="height:{h:.2f}mm;box-sizing:border-box;{bg}{bd}{bb}padding:{inner_pad};display:flex;'
                f'justify-content:space-between;font-size:{sfs}pt;line-height:{lh_of(st, sfs):.3f}mm;color:{txtcol}">'
                f'<div style="text-align:{al}"><div style="font-size:{nfs}pt;font-weight:bold;color:{col};'
                f'line-height:{nfs*PT*1.25:.3f}mm">{esc(b["name"])}</div>{subs}</div>'
                f'<div style="text-align:right">{rights}</div></div>')
    if t == "info":
        cols = b.get("cols", 2)
        ws = b.get("w") or [width / cols] * cols
        bd = "border:0.25mm solid #555;" if b.get("box") else ""
        rows = [b["pairs"][i:i + cols] for i in range(0, len(b["pairs"]), cols)]
        out = [f'<table style="width:{width:.2f}mm;table-layout:fixed;border-collapse:collapse;margin:1mm 0;{bd}'
               f'font-size:{fs}pt;line-height:{lh:.3f}mm">']
        out.append("<colgroup>" + "".join(f'<col style="width:{w:.2f}mm">' for w in ws) + "</colgroup>")
        for r in rows:
            out.append("<tr>" + "".join(
                f'<td style="padding:0.25mm 1mm;white-space:nowrap;overflow:hidden"><b>{esc(l)}</b> {esc(v)}</td>'
                for l, v in r) + "</tr>")
        out.append("</table>")
        return "".join(out)
    if t == "title":
        k = b.get("kind", st.get("title", "bar"))
        tfs = b.get("fs", fs + 0.5)
        base = f'font-weight:bold;font-size:{tfs}pt;line-height:{lh_of(st, tfs):.3f}mm;margin:1.2mm 0 0.6mm 0;'
        if k == "bar":
            return f'<div style="{base}background:{st.get("bar", "#e4e9f0")};padding:0.4mm 1.5mm;color:{acc}">{esc(b["text"])}</div>'
        if k == "under":
            return f'<div style="{base}border-bottom:0.3mm solid {acc};padding-bottom:0.3mm;color:{acc}">{esc(b["text"])}</div>'
        if k == "center":
            return f'<div style="{base}text-align:center;border-top:0.3mm solid #444;border-bottom:0.3mm solid #444;padding:0.3mm 0">{esc(b["text"])}</div>'
        return f'<div style="{base}">{esc(b["text"])}</div>'
    if t == "table":
        tfs = b.get("fs", fs)
        tlh = lh_of(st, tfs)
        rule = b.get("rule", "rows")
        al = b.get("al", "L" + "L" * (len(b["w"]) - 1))
        alm = {"L": "left", "R": "right", "C": "center"}
        tw = sum(b["w"])
        out = [f'<table style="width:{tw:.2f}mm;table-layout:fixed;border-collapse:collapse;font-size:{tfs}pt;'
               f'line-height:{tlh:.3f}mm;margin:0.6mm 0">']
        out.append("<colgroup>" + "".join(f'<col style="width:{w:.2f}mm">' for w in b["w"]) + "</colgroup>")
        def bdr(is_head=False):
            if rule == "grid":
                return "border:0.2mm solid #666;"
            if rule == "rows":
                return "border-bottom:0.2mm solid #999;"
            if rule == "head" and is_head:
                return "border-top:0.3mm solid #333;border-bottom:0.3mm solid #333;"
            return ""
        hf = b.get("head_fill", st.get("head_fill"))
        if b.get("head"):
            bg = f"background:{hf};" if hf else ""
            out.append("<tr>" + "".join(
                f'<th style="{bdr(True)}{bg}padding:{PAD}mm 1mm;text-align:{alm[al[i]]};white-space:nowrap;'
                f'height:{tlh:.3f}mm;font-weight:bold;overflow:hidden">{esc(h)}</th>'
                for i, h in enumerate(b["head"])) + "</tr>")
        for kind, cells, h in table_rows(b, st):
            if kind == "sub":
                out.append(f'<tr><td colspan="{len(b["w"])}" style="{bdr()}padding:{PAD}mm 1mm;font-weight:bold;'
                           f'white-space:nowrap">{esc(cells)}</td></tr>')
                continue
            if kind == "note":
                out.append(f'<tr><td colspan="{len(b["w"])}" style="{bdr()}padding:{PAD}mm 1mm;font-style:italic;'
                           f'font-size:{tfs-1}pt;line-height:{tlh*0.95:.3f}mm;white-space:nowrap">{esc(cells)}</td></tr>')
                continue
            tds = []
            row = None
            for i, c in enumerate(cells):
                bold = ""
                tds.append(f'<td style="{bdr()}padding:{PAD}mm 1mm;text-align:{alm[al[i]]};white-space:nowrap;'
                           f'vertical-align:top;overflow:hidden;height:{h-2*PAD:.3f}mm">{esc(c)}</td>')
            out.append("<tr>" + "".join(tds) + "</tr>")
        out.append("</table>")
        s = "".join(out)
        # bold value cells
        return s
    if t == "text":
        tfs = b.get("fs", fs)
        sty = f'font-size:{tfs}pt;line-height:{lh_of(st, tfs):.3f}mm;margin:0.6mm 0;text-align:{ {"L":"left","C":"center","R":"right"}[b.get("al","L")] };'
        if b.get("b"):
            sty += "font-weight:bold;"
        if b.get("i"):
            sty += "font-style:italic;"
        return f'<div style="{sty}">{esc(b["text"])}</div>'
    if t == "cols":
        gap = b.get("gap", 6)
        cw = (width - gap) / 2
        l = "".join(html_block(x, st, cw) for x in b["left"])
        r = "".join(html_block(x, st, cw) for x in b["right"])
        sep = f"border-left:0.2mm solid #999;" if b.get("sep") else ""
        return (f'<div style="display:flex;gap:{gap}mm;align-items:flex-start">'
                f'<div style="width:{cw:.2f}mm">{l}</div><div style="width:{cw:.2f}mm;{sep}">{r}</div></div>')
    if t == "hr":
        return f'<div style="border-top:0.3mm solid {b.get("c", "#444")};margin:1mm 0"></div>'
    if t == "sp":
        return f'<div style="height:{b["h"]}mm"></div>'
    if t == "sign":
        al = {"L": "left", "C": "center", "R": "right"}[b.get("al", "R")]
        ln = "".join(f"<div>{esc(x)}</div>" for x in b["lines"])
        sfs = fs - 0.5
        return (f'<div style="display:flex;justify-content:{ {"left":"flex-start","center":"center","right":"flex-end"}[al] };margin-top:3mm">'
                f'<div style="width:70mm;border-top:0.3mm solid #333;padding-top:0.8mm;text-align:center;'
                f'font-size:{sfs}pt;line-height:{lh_of(st, sfs):.3f}mm">{ln}</div></div>')
    raise ValueError(t)


def render_html(rep):
    st = rep["style"]
    fam, stretch, _ = FONTS[st["font"]]
    ml, mr, mt = st.get("ml", 14), st.get("mr", 14), st.get("mt", 11)
    width = 210 - ml - mr
    n = len(rep["pages"])
    pages = []
    for pi, page in enumerate(rep["pages"]):
        body = "".join(html_block(b, st, width) for b in page)
        foot = "\n".join(rep.get("footer", [])).format(p=pi + 1, n=n)
        ffs = st["fs"] - 1.5
        flines = foot.split("\n")
        fh = len(flines) * lh_of(st, ffs)
        br = "page-break-after:always;" if pi < n - 1 else ""
        pages.append(
            f'<div class="page" style="{br}">'
            f'<div style="position:absolute;left:{ml}mm;top:{mt}mm;width:{width}mm">{body}</div>'
            f'<div style="position:absolute;left:{ml}mm;top:{297-10-fh:.2f}mm;width:{width}mm;font-size:{ffs}pt;'
            f'line-height:{lh_of(st, ffs):.3f}mm;color:#444;border-top:0.2mm solid #999;text-align:{st.get("foot_al","center")}">'
            f'{esc(foot)}</div></div>')
    css = (f"@page {{ size: A4; margin: 0 }}\n"
           f"html,body {{ margin:0; padding:0 }}\n"
           f"body {{ font-family:'{fam}'; font-stretch:{stretch}; font-size:{st['fs']}pt; color:#111; "
           f"font-variant-ligatures:none; -webkit-print-color-adjust:exact; print-color-adjust:exact }}\n"
           f".page {{ position:relative; width:210mm; height:296.8mm; overflow:hidden }}\n"
           f"th,td {{ font-weight:normal }} th {{ font-weight:bold }}\n")
    if st.get("val_bold"):
        css += ""
    return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8">'
            f'<title>{esc(rep["lab"])} - {rep["id"]}</title><style>{css}</style></head><body>\n'
            + "\n".join(pages) + "\n</body></html>\n")


# ---------------------------------------------------------------- fpdf2
class Drawer:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep["style"]
        self.pdf = FPDF(unit="mm", format="A4")
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(0, 0, 0)
        add_fonts(self.pdf)
        self.f = self.st["font"]

    def font(self, size, b=False, i=False):
        self.pdf.set_font(self.f, ("B" if b else "") + ("I" if i else ""), size)

    def color(self, h):
        self.pdf.set_text_color(*hexrgb(h))

    def put(self, x, y, w, h, text, al="L", pad=1.0):
        """Write single-line text in box (x,y,w,h) with given line height h."""
        p = self.pdf
        if al == "L":
            p.set_xy(x + pad, y)
            p.cell(max(w - pad, 1), h, text, align="L")
        elif al == "R":
            p.set_xy(x, y)
            p.cell(w - pad, h, text, align="R")
        else:
            p.set_xy(x, y)
            p.cell(w, h, text, align="C")

    def lines(self, x, y, w, lh, text, al="L", pad=1.0):
        for k, ln in enumerate(text.split("\n")):
            self.put(x, y + k * lh, w, lh, ln, al, pad)

    def line(self, x1, y1, x2, y2, wd=0.2, col="#666666"):
        self.pdf.set_draw_color(*hexrgb(col))
        self.pdf.set_line_width(wd)
        self.pdf.line(x1, y1, x2, y2)

    def block(self, b, x, y, width):
        st, p = self.st, self.pdf
        fs, acc = st["fs"], st["accent"]
        lh = lh_of(st)
        t = b["t"]
        self.color("#111111")
        if t == "header":
            h = header_h(b, st)
            k = b["kind"]
            nfs = st.get("name_fs", 15)
            sfs = fs - 1
            lhs = lh_of(st, sfs)
            nh = nfs * PT * 1.25
            if k == "band":
                p.set_fill_color(*hexrgb(acc))
                p.rect(x, y, width, h, style="F")
            if k == "box":
                p.set_draw_color(*hexrgb(acc))
                p.set_line_width(0.3)
                p.rect(x, y, width, h)
            ix, iy, iw = (x + 3, y + 2.5, width - 6) if k in ("band", "box") else (x, y, width)
            ncol = "#ffffff" if k == "band" else acc
            tcol = "#ffffff" if k == "band" else "#222222"
            if k == "center":
                self.font(nfs, b=True); self.color(ncol)
                self.put(ix, iy, iw, nh, b["name"], "C")
                self.font(sfs); self.color(tcol)
                yy = iy + nh
                for s in b.get("sub", []) + b.get("right", []):
                    self.put(ix, yy, iw, lhs, s, "C"); yy += lhs
            else:
                self.font(nfs, b=True); self.color(ncol)
                self.put(ix, iy, iw, nh, b["name"], "L", pad=0)
                self.font(sfs); self.color(tcol)
                yy = iy + nh
                for s in b.get("sub", []):
                    self.put(ix, yy, iw, lhs, s, "L", pad=0); yy += lhs
                yy = iy
                for s in b.get("right", []):
                    self.put(ix, yy, iw, lhs, s, "R", pad=0); yy += lhs
            if k in ("center", "left"):
                self.line(x, y + h, x + width, y + h, 0.5, acc)
            self.color("#111111")
            return y + h
        if t == "info":
            cols = b.get("cols", 2)
            ws = b.get("w") or [width / cols] * cols
            rows = [b["pairs"][i:i + cols] for i in range(0, len(b["pairs"]), cols)]
            y0 = y + 1
            yy = y0
            for r in rows:
                xx = x
                for (l, v), w in zip(r, ws):
                    self.font(fs, b=True)
                    lw = p.get_string_width(l + " ")
                    self.put(xx, yy + 0.25, w, lh, l, "L")
                    self.font(fs)
                    self.put(xx + lw, yy + 0.25, w - lw, lh, v, "L")
                    xx += w
                yy += lh + 0.5
            if b.get("box"):
                p.set_draw_color(85, 85, 85); p.set_line_width(0.25)
                p.rect(x, y0, sum(ws), yy - y0)
            return yy + 1
        if t == "title":
            k = b.get("kind", st.get("title", "bar"))
            tfs = b.get("fs", fs + 0.5)
            tlh = lh_of(st, tfs)
            y += 1.2
            self.font(tfs, b=True)
            if k == "bar":
                p.set_fill_color(*hexrgb(st.get("bar", "#e4e9f0")))
                p.rect(x, y, width, tlh + 0.8, style="F")
                self.color(acc)
                self.put(x, y + 0.4, width, tlh, b["text"], "L", pad=1.5)
                y += tlh + 0.8
            elif k == "under":
                self.color(acc)
                self.put(x, y, width, tlh, b["text"], "L", pad=0)
                y += tlh + 0.3
                self.line(x, y, x + width, y, 0.3, acc)
                y += 0.3
            elif k == "center":
                self.line(x, y, x + width, y, 0.3, "#444444")
                self.put(x, y + 0.3, width, tlh, b["text"], "C")
                y += tlh + 0.6
                self.line(x, y, x + width, y, 0.3, "#444444")
            else:
                self.put(x, y, width, tlh, b["text"], "L", pad=0)
                y += tlh
            self.color("#111111")
            return y + 0.6
        if t == "table":
            tfs = b.get("fs", fs)
            tlh = lh_of(st, tfs)
            rule = b.get("rule", "rows")
            al = b.get("al", "L" * len(b["w"]))
            ws = b["w"]
            tw = sum(ws)
            y += 0.6
            hf = b.get("head_fill", st.get("head_fill"))

            def borders(y0, h, is_head=False):
                if rule == "grid":
                    p.set_draw_color(102, 102, 102); p.set_line_width(0.2)
                    xx = x
                    for w in ws:
                        p.rect(xx, y0, w, h); xx += w
                elif rule == "rows":
                    self.line(x, y0 + h, x + tw, y0 + h, 0.2, "#999999")
                elif rule == "head" and is_head:
                    self.line(x, y0, x + tw, y0, 0.3, "#333333")
                    self.line(x, y0 + h, x + tw, y0 + h, 0.3, "#333333")

            if b.get("head"):
                h = tlh + 2 * PAD
                if hf:
                    p.set_fill_color(*hexrgb(hf)); p.rect(x, y, tw, h, style="F")
                self.font(tfs, b=True)
                xx = x
                for i, hd in enumerate(b["head"]):
                    self.put(xx, y + PAD, ws[i], tlh, hd, al[i])
                    xx += ws[i]
                borders(y, h, True)
                y += h
            for kind, cells, h in table_rows(b, st):
                if kind == "sub":
                    self.font(tfs, b=True)
                    self.put(x, y + PAD, tw, tlh, cells, "L")
                    if rule == "grid":
                        p.set_draw_color(102, 102, 102); p.set_line_width(0.2); p.rect(x, y, tw, h)
                    elif rule == "rows":
                        self.line(x, y + h, x + tw, y + h, 0.2, "#999999")
                    y += h
                    continue
                if kind == "note":
                    self.font(tfs - 1, i=True)
                    self.lines(x, y + PAD, tw, tlh * 0.95, cells, "L")
                    if rule == "grid":
                        p.set_draw_color(102, 102, 102); p.set_line_width(0.2); p.rect(x, y, tw, h)
                    elif rule == "rows":
                        self.line(x, y + h, x + tw, y + h, 0.2, "#999999")
                    y += h
                    continue
                xx = x
                for i, c in enumerate(cells):
                    self.font(tfs)
                    self.lines(xx, y + PAD, ws[i], tlh, c, al[i])
                    xx += ws[i]
                borders(y, h)
                y += h
            return y + 0.6
        if t == "text":
            tfs = b.get("fs", fs)
            tlh = lh_of(st, tfs)
            y += 0.6
            self.font(tfs, b=b.get("b", False), i=b.get("i", False))
            for para in b["text"].split("\n"):
                p.set_xy(x, y)
                p.multi_cell(width, tlh, para, align={"L": "L", "C": "C", "R": "R"}[b.get("al", "L")])
                y = p.get_y()
            return y + 0.6
        if t == "cols":
            gap = b.get("gap", 6)
            cw = (width - gap) / 2
            yl = y
            for c in b["left"]:
                yl = self.block(c, x, yl, cw)
            yr = y
            for c in b["right"]:
                yr = self.block(c, x + cw + gap, yr, cw)
            if b.get("sep"):
                self.line(x + cw + gap, y, x + cw + gap, max(yl, yr), 0.2, "#999999")
            return max(yl, yr)
        if t == "hr":
            self.line(x, y + 1, x + width, y + 1, 0.3, b.get("c", "#444444"))
            return y + 2.3
        if t == "sp":
            return y + b["h"]
        if t == "sign":
            sfs = fs - 0.5
            slh = lh_of(st, sfs)
            y += 3
            al = b.get("al", "R")
            sx = {"L": x, "C": x + (width - 70) / 2, "R": x + width - 70}[al]
            self.line(sx, y, sx + 70, y, 0.3, "#333333")
            y += 1.1
            self.font(sfs)
            for ln in b["lines"]:
                self.put(sx, y, 70, slh, ln, "C"); y += slh
            return y
        raise ValueError(t)

    def draw(self, out):
        st = self.st
        ml, mr, mt = st.get("ml", 14), st.get("mr", 14), st.get("mt", 11)
        width = 210 - ml - mr
        n = len(self.rep["pages"])
        for pi, page in enumerate(self.rep["pages"]):
            self.pdf.add_page()
            y = mt
            for b in page:
                y = self.block(b, ml, y, width)
            foot = "\n".join(self.rep.get("footer", [])).format(p=pi + 1, n=n)
            ffs = st["fs"] - 1.5
            flh = lh_of(st, ffs)
            fl = foot.split("\n")
            fy = 297 - 10 - len(fl) * flh
            if y > fy - 1:
                raise RuntimeError(f"{self.rep['id']} page {pi+1} overflows: y={y:.1f} > {fy:.1f}")
            self.line(ml, fy, ml + width, fy, 0.2, "#999999")
            self.font(ffs); self.color("#444444")
            self.lines(ml, fy, width, flh, foot, {"center": "C", "left": "L", "right": "R"}[st.get("foot_al", "center")], pad=0)
        self.pdf.set_title(f"{self.rep['lab']} - {self.rep['id']}")
        self.pdf.output(out)
        return self.pdf


def render_fpdf(rep, out):
    Drawer(rep).draw(out)
