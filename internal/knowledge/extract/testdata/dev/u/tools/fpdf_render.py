"""fpdf2 rendering of a report model (own geometry, differs from the Chromium layout)."""
from fpdf import FPDF
from fpdf.fonts import FontFace

D = "/usr/share/fonts/truetype/dejavu/"
L = "/usr/share/fonts/truetype/liberation2/"
FONTS = {
    "Liberation Sans": (L + "LiberationSans-Regular.ttf", L + "LiberationSans-Bold.ttf", L + "LiberationSans-Italic.ttf"),
    "Liberation Serif": (L + "LiberationSerif-Regular.ttf", L + "LiberationSerif-Bold.ttf", L + "LiberationSerif-Italic.ttf"),
    "Liberation Mono": (L + "LiberationMono-Regular.ttf", L + "LiberationMono-Bold.ttf", L + "LiberationMono-Italic.ttf"),
    "DejaVu Sans": (D + "DejaVuSans.ttf", D + "DejaVuSans-Bold.ttf", D + "DejaVuSans-Oblique.ttf"),
    "DejaVu Serif": (D + "DejaVuSerif.ttf", D + "DejaVuSerif-Bold.ttf", D + "DejaVuSerif-Italic.ttf"),
    "DejaVu Sans Mono": (D + "DejaVuSansMono.ttf", D + "DejaVuSansMono-Bold.ttf", D + "DejaVuSansMono-Oblique.ttf"),
    "DejaVu Sans Condensed": (D + "DejaVuSansCondensed.ttf", D + "DejaVuSansCondensed-Bold.ttf", D + "DejaVuSansCondensed-Oblique.ttf"),
    "DejaVu Serif Condensed": (D + "DejaVuSerifCondensed.ttf", D + "DejaVuSerifCondensed-Bold.ttf", D + "DejaVuSerifCondensed-Italic.ttf"),
}

def hexrgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))

class Doc(FPDF):
    pass

def render_fpdf(rep, out):
    st = rep["style"]
    pdf = Doc(format="A4", unit="mm")
    pdf.set_auto_page_break(True, margin=13)
    pdf.set_margins(15, 12, 15)
    fam = "F"
    r, b, i = FONTS[st["font"]]
    pdf.add_font(fam, "", r); pdf.add_font(fam, "B", b); pdf.add_font(fam, "I", i)
    pdf.add_font("DV", "", D + "DejaVuSans.ttf"); pdf.add_font("DV", "B", D + "DejaVuSans-Bold.ttf")
    pdf.add_font("DV", "I", D + "DejaVuSans-Oblique.ttf")
    pdf.set_fallback_fonts(["DV"])
    base = st["size"] - 0.4
    acc = hexrgb(st["accent"])
    W = 210 - 30
    ctx = dict(pdf=pdf, base=base, acc=acc, rep=rep, fam=fam)
    n = len(rep["pages"])
    lab = rep["lab"]
    for pi, blocks in enumerate(rep["pages"], 1):
        pdf.add_page()
        # header: name left, ids right-aligned block
        pdf.set_text_color(*acc)
        pdf.set_font(fam, "B", base + 5.5)
        pdf.cell(W, 7, lab["name"], new_x="LMARGIN", new_y="NEXT", align="C" if st["head"] == "center" else "L")
        pdf.set_text_color(0, 0, 0)
        pdf.set_font(fam, "I", base + 0.5)
        pdf.cell(W, 4.6, lab["sub"], new_x="LMARGIN", new_y="NEXT", align="C" if st["head"] == "center" else "L")
        pdf.set_font(fam, "", base - 1.2)
        for t in (lab["addr"] + "  -  Fone " + lab["tel"], lab["ids"] + "   |   " + lab["rt"]):
            fit(pdf, fam, "", base - 1.2, t, W)
            pdf.cell(W, 3.8, t, new_x="LMARGIN", new_y="NEXT", align="C" if st["head"] == "center" else "L")
        pdf.set_draw_color(*acc); pdf.set_line_width(0.5)
        pdf.line(15, pdf.get_y() + 1, 195, pdf.get_y() + 1); pdf.ln(2.5)
        pdf.set_draw_color(0, 0, 0); pdf.set_line_width(0.2)
        if pi == 1:
            y0 = pdf.get_y()
            pat = rep["patient"]
            half = (len(pat) + 1) // 2
            for col, items in enumerate((pat[:half], pat[half:])):
                pdf.set_y(y0)
                for k, v in items:
                    pdf.set_x(16 + col * 91)
                    pdf.set_font(fam, "", base - 0.6)
                    kw = pdf.get_string_width(k + ": ") + 0.5
                    pdf.cell(kw, 4.3, k + ": ")
                    fit(pdf, fam, "B", base - 0.3, v, 88 - kw)
                    pdf.cell(88 - kw, 4.3, v, new_x="LMARGIN", new_y="NEXT")
            pdf.set_y(y0 + half * 4.3 + 1)
            pdf.rect(15, y0 - 1, W, half * 4.3 + 2)
            pdf.ln(2)
        else:
            pdf.set_font(fam, "", base - 0.5)
            pdf.cell(W, 4.5, f'{rep["patient"][0][0]}: {rep["patient"][0][1]}  -  {rep["patient"][4][0]}: {rep["patient"][4][1]}  (continuação)',
                     new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        for blk in blocks:
            f_block(ctx, blk, 15, W)
        if pi == n:
            pdf.ln(5)
            pdf.set_font(fam, "I", base - 0.5)
            pdf.set_x(105)
            pdf.cell(90, 4, "Assinado eletronicamente", align="C", new_x="LMARGIN", new_y="NEXT")
            pdf.set_x(105)
            pdf.set_font(fam, "", base - 0.5)
            fit(pdf, fam, "", base - 0.5, rep["signature"], 90)
            pdf.cell(90, 4, rep["signature"], align="C", border="T", new_x="LMARGIN", new_y="NEXT")
        pdf.set_auto_page_break(False)
        pdf.set_y(-11)
        pdf.set_font(fam, "", base - 1.5)
        pdf.cell(W, 4, rep["footer"].format(p=pi, n=n), align="C", border="T")
        pdf.set_auto_page_break(True, margin=13)
    pdf.output(out)

def fit(pdf, fam, style, size, text, w):
    s = size
    pdf.set_font(fam, style, s)
    while pdf.get_string_width(text) > w - 1 and s > 5:
        s -= 0.25
        pdf.set_font(fam, style, s)
    return s

def f_title(ctx, b, x, W):
    pdf, fam, base = ctx["pdf"], ctx["fam"], ctx["base"]
    if pdf.will_page_break(14):
        pass
    pdf.set_x(x)
    pdf.set_font(fam, "B", base + 0.3)
    pdf.set_text_color(*ctx["acc"])
    fit(pdf, fam, "B", base + 0.3, b["title"], W)
    pdf.cell(W, 4.8, b["title"], border="B", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font(fam, "", base - 1.3)
    if b.get("meta"):
        t = "   ".join(f"{k}: {v}" for k, v in b["meta"])
        pdf.set_x(x); pdf.multi_cell(W, 3.5, t, new_x="LMARGIN", new_y="NEXT")
    if b.get("dateline"):
        pdf.set_font(fam, "I", base - 1.0)
        pdf.set_x(x); pdf.multi_cell(W, 3.6, b["dateline"], new_x="LMARGIN", new_y="NEXT")

def vtxt(r):
    return r.value + ("  " + r.flag if r.flag else "")

def f_table(ctx, x, W, widths, head, rows, bold_cols=()):
    pdf, fam, base = ctx["pdf"], ctx["fam"], ctx["base"]
    fs = base - 0.4 if W > 100 else base - 1.4
    pdf.set_font(fam, "", fs)
    old = pdf.l_margin
    pdf.set_left_margin(x); pdf.set_x(x)
    bl = "SINGLE_TOP_LINE" if ctx["rep"]["style"]["border"] else "NONE"
    with pdf.table(col_widths=widths, width=W, align="LEFT", line_height=3.9, text_align="LEFT",
                   borders_layout=bl, headings_style=FontFace(emphasis="BOLD", size_pt=base - 1.2),
                   padding=(0.4, 1, 0.4, 1)) as t:
        hr = t.row()
        for h in head:
            hr.cell(h)
        for cells in rows:
            rr = t.row()
            for ci, c in enumerate(cells):
                if ci in bold_cols:
                    rr.cell(c, style=FontFace(emphasis="BOLD"))
                else:
                    rr.cell(c)
    pdf.set_left_margin(old)
    pdf.set_x(x)

def f_notes(ctx, notes, x, W):
    pdf, fam, base = ctx["pdf"], ctx["fam"], ctx["base"]
    pdf.set_font(fam, "I", base - 1.3)
    for n in notes:
        pdf.set_x(x); pdf.multi_cell(W, 3.5, n, new_x="LMARGIN", new_y="NEXT")

def f_block(ctx, b, x, W):
    pdf, fam, base = ctx["pdf"], ctx["fam"], ctx["base"]
    t = b["t"]
    cap = ctx["rep"]["style"]["caps"]
    if t == "text":
        st = "B" if b["cls"] in ("h", "h2") else ""
        pdf.set_font(fam, st, base + (1.5 if b["cls"] == "h" else 0) - (0.8 if b["cls"] == "note" else 0))
        pdf.set_x(x)
        pdf.multi_cell(W, 4.2, b["text"], align="C" if b["cls"] == "h" else "L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.8)
        return
    if t == "two":
        y0 = pdf.get_y()
        cw = (W - 6) / 2
        for blk in b["left"]:
            f_block(ctx, blk, x, cw)
        y1 = pdf.get_y()
        pdf.set_y(y0)
        for blk in b["right"]:
            f_block(ctx, blk, x + cw + 6, cw)
        pdf.set_y(max(y1, pdf.get_y()))
        return
    f_title(ctx, b, x, W)
    if t == "leuco":
        au = b["absunit"]
        rows = [(lab, vtxt(p), vtxt(a) if a else "", p.ref, a.ref if a else "") for lab, p, a in b["rows"]]
        f_table(ctx, x, W, (26, 13, 15, 20, 26), ("", "%", au, "Ref. %", "Ref. " + au), rows, bold_cols=(1, 2))
    elif t == "cumul":
        heads = ["Exame", "Unid."] + b["dates"] + ["Ref."]
        rows = [[lab, unit] + [r.value if r else "—" for r in rr] + [ref] for lab, unit, ref, rr in b["rows"]]
        f_table(ctx, x, W, [30, 14] + [16] * len(b["dates"]) + [20], heads, rows)
    elif t == "exam":
        L = b["layout"]
        rows = b["rows"]
        if L == "table":
            hd = ["EXAME", "RESULTADO", "UNID.", "REFERÊNCIA"] if cap else ["Exame", "Resultado", "Unid.", "Referência"]
            wd = (34, 20, 14, 32) if W > 100 else (29, 24, 22, 25)
            f_table(ctx, x, W, wd, hd, [(r.name, vtxt(r), r.unit, r.ref) for r in rows], bold_cols=(1,))
        elif L == "refcol":
            f_table(ctx, x, W, (30, 36, 18, 14), ["Exame", "Valores de referência", "Resultado", "Unidade"],
                    [(r.name, r.ref, vtxt(r), r.unit) for r in rows], bold_cols=(2,))
        elif L == "antibio":
            f_table(ctx, x, W * 0.7, (60, 40), ["Antimicrobiano", "Interpretação"], [(r.name, vtxt(r)) for r in rows], bold_cols=(1,))
        elif L == "stool":
            from build import fmt_date
            f_table(ctx, x, W, (18, 20, 62), b["cols"], [(r.name, fmt_date(r.date, ctx["rep"]), vtxt(r)) for r in rows], bold_cols=(2,))
            pdf.set_font(fam, "", base - 1); pdf.set_x(x)
            pdf.cell(W, 4, "Valor de referência: " + rows[0].ref, new_x="LMARGIN", new_y="NEXT")
        elif L == "leaders":
            for r in rows:
                pdf.set_x(x)
                pdf.set_font(fam, "", base)
                nw = pdf.get_string_width(r.name) + 1
                pdf.cell(nw, 4.1, r.name)
                vx = x + W * 0.46
                dots = ""
                dw = pdf.get_string_width(".")
                k = int((vx - pdf.get_x() - 1.5) / dw)
                pdf.cell(vx - pdf.get_x(), 4.1, "." * max(k, 2) + " ")
                pdf.set_font(fam, "B", base)
                pdf.cell(W * 0.24, 4.1, vtxt(r) + " " + r.unit)
                s = fit(pdf, fam, "", base - 1, r.ref, W * 0.30)
                pdf.cell(W * 0.30, 4.1, r.ref, new_x="LMARGIN", new_y="NEXT")
        elif L == "free":
            for r in rows:
                pdf.set_x(x); pdf.set_font(fam, "", base)
                pdf.multi_cell(W, 4.3, f"{r.name}: **{r.value}** {r.flag} {r.unit}".replace("  ", " "), markdown=True,
                               new_x="LMARGIN", new_y="NEXT")
                if r.ref:
                    pdf.set_font(fam, "", base - 1); pdf.set_x(x)
                    pdf.cell(W, 3.8, "Valor de referência: " + r.ref, new_x="LMARGIN", new_y="NEXT")
        elif L == "refbefore":
            vr = "VALOR DE REFERÊNCIA" if cap else "Valor de referência"
            rs = "RESULTADO" if cap else "Resultado"
            if len(rows) == 1:
                r = rows[0]
                pdf.set_font(fam, "", base - 0.8); pdf.set_x(x)
                pdf.multi_cell(W, 3.9, f"{vr}: {r.ref}", new_x="LMARGIN", new_y="NEXT")
                pdf.set_font(fam, "B", base); pdf.set_x(x)
                lbl = rs if r.name.upper() == rs.upper() else f"{r.name} - {rs}"
                pdf.multi_cell(W, 4.3, f"{lbl}: {vtxt(r)} {r.unit}".rstrip(), new_x="LMARGIN", new_y="NEXT")
            else:
                for r in rows:
                    pdf.set_x(x)
                    fit(pdf, fam, "", base, r.name, W * 0.34)
                    pdf.cell(W * 0.34, 4.1, r.name)
                    fit(pdf, fam, "", base - 1, "V.R.: " + r.ref, W * 0.36)
                    pdf.cell(W * 0.36, 4.1, "V.R.: " + r.ref)
                    fit(pdf, fam, "B", base, vtxt(r) + " " + r.unit, W * 0.30)
                    pdf.cell(W * 0.30, 4.1, vtxt(r) + " " + r.unit, new_x="LMARGIN", new_y="NEXT")
    f_notes(ctx, b.get("notes", []), x, W)
    pdf.ln(1.6)
