# -*- coding: utf-8 -*-
import sys, os, json, html, subprocess, random
sys.path.insert(0, os.path.dirname(__file__))
from model import REPORTS, LABS, L
from common import parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
esc = lambda s: html.escape(s).replace("\n", "<br>")
pn = lambda s: s.replace("|", " ")

# ------------------------------------------------------------------ gold
def gold_entry(r, default):
    a, code, alts = L[r["key"]]
    v, c = parse_value(r["vt"], code)
    return {"printed_name": pn(r["name"]), "analyte": a, "loinc": code, "loinc_alternatives": alts,
            "value": v, "value_text": r["vt"], "comparator": c, "unit": r["unit"], "collected_at": r["date"] or default}

def exam_rows(ex):
    for r in ex["rows"]:
        yield r
        if "pair" in r: yield r["pair"]

def gold(rep):
    out = []
    for page in rep["body"]:
        for b in page:
            if b["t"] == "exam": out += [gold_entry(r, rep["date"]) for r in exam_rows(b)]
            elif b["t"] == "two":
                for ex in (b["left"], b["right"]): out += [gold_entry(r, rep["date"]) for r in exam_rows(ex)]
            elif b["t"] == "hist":
                for name, key, unit, ref, vts in b["rows"]:
                    for (lab, iso), vt in zip(b["cols"], vts):
                        if vt is not None: out.append(gold_entry(dict(name=name, key=key, vt=vt, unit=unit, date=iso), rep["date"]))
    return {"lab": LABS[rep["lab"]]["name"], "collected_at_default": rep["date"], "results": out}

# ------------------------------------------------------------------ HTML
def h_val(r): return f'<b>{esc(r["vt"])}</b>' + (f' <span class="fl">{esc(r["flag"])}</span>' if r["flag"] else "")
def h_meta(ex):
    m = []
    if ex["material"]: m.append(f"Material: {esc(ex['material'])}")
    if ex["method"]: m.append(f"Método: {esc(ex['method'])}")
    return f'<div class="meta">{" &nbsp;|&nbsp; ".join(m)}</div>' if m else ""

def h_exam(ex, lab):
    s = [f'<div class="exam"><div class="et">{esc(ex["title"])}</div>', h_meta(ex)]
    st = ex["style"]
    if st == "table":
        s.append('<table class="rt"><tr><th>Exame</th><th>Resultado</th><th>Unidade</th><th>Valores de referência</th></tr>')
        for r in ex["rows"]:
            s.append(f'<tr><td>{esc(r["name"].replace("|", chr(10)))}</td><td class="v">{h_val(r)}</td><td>{esc(r["unit"])}</td><td class="ref">{esc(r["ref"])}</td></tr>')
        s.append("</table>")
    elif st == "hemo":
        s.append('<table class="rt"><tr><th></th><th colspan=2>Resultado</th><th colspan=2>Valor absoluto</th><th>Valores de referência</th></tr>')
        for r in ex["rows"]:
            p = r.get("pair")
            c2 = f'<td class="v">{h_val(p)}</td><td>{esc(p["unit"])}</td>' if p else "<td></td><td></td>"
            s.append(f'<tr><td>{esc(r["name"])}</td><td class="v">{h_val(r)}</td><td>{esc(r["unit"])}</td>{c2}<td class="ref">{esc(r["ref"])}</td></tr>')
        s.append("</table>")
    elif st == "afterref":
        s.append('<table class="rt"><tr><th>Exame</th><th>Valores de referência</th><th>Resultado</th></tr>')
        for r in ex["rows"]:
            s.append(f'<tr><td>{esc(r["name"].replace("|", chr(10)))}</td><td class="ref">{esc(r["ref"])}</td><td class="v">{h_val(r)} {esc(r["unit"])}</td></tr>')
        s.append("</table>")
    elif st == "leader":
        for r in ex["rows"]:
            dots = (r["name"] + " ").ljust(34, "\u00a0").replace("\u00a0\u00a0", "\u00a0.")
            if lab["pdf"] == "mono" and lab["uf"] == "RJ": dots = r["name"].ljust(34, "\u00a0")
            ref = f'<span class="lref">VR: {esc(r["ref"])}</span>' if r["ref"] else ""
            s.append(f'<div class="ld"><span class="ln">{esc(dots)}:</span> <span class="lv">{h_val(r)} {esc(r["unit"])}</span>{ref}</div>')
    elif st == "free":
        for r in ex["rows"]:
            s.append(f'<div class="free"><div class="fn">{esc(r["name"])}</div>Resultado: &nbsp;{h_val(r)} {esc(r["unit"])}'
                     + (f'<div class="ref">Valor de referência: {esc(r["ref"])}</div>' if r["ref"] else "") + "</div>")
    if ex["note"]: s.append(f'<div class="note">Nota: {esc(ex["note"])}</div>')
    s.append("</div>"); return "".join(s)

def h_two_col(ex):
    s = [f'<div class="exam"><div class="et">{esc(ex["title"])}</div>', h_meta(ex), '<table class="rt sm">']
    for r in ex["rows"]:
        s.append(f'<tr><td>{esc(r["name"].replace("|", chr(10)))}</td><td class="v">{h_val(r)} {esc(r["unit"])}</td><td class="ref">{esc(r["ref"])}</td></tr>')
    s.append("</table></div>"); return "".join(s)

def h_hist(b):
    s = [f'<div class="exam"><div class="et">{esc(b["title"])}</div>', h_meta(b), '<table class="rt"><tr><th>Exame</th>']
    s += [f'<th>{esc(c[0])}</th>' for c in b["cols"]] + ["<th>Unidade</th><th>Referência</th></tr>"]
    for name, key, unit, ref, vts in b["rows"]:
        s.append(f"<tr><td>{esc(name)}</td>" + "".join(f'<td class="v">{esc(v) if v else "—"}</td>' for v in vts)
                 + f"<td>{esc(unit)}</td><td class='ref'>{esc(ref)}</td></tr>")
    s.append("</table>")
    if b["note"]: s.append(f'<div class="note">{esc(b["note"])}</div>')
    s.append("</div>"); return "".join(s)

def h_header(rep, lab, pno):
    pt = "".join(f'<div class="pf"><span class="pl">{esc(k)}:</span> {esc(v)}</div>' for k, v in rep["patient"])
    hs = lab["hstyle"]
    top = (f'<div class="hd {hs}"><div class="ln1">{esc(lab["name"])}</div><div class="ln2">{esc(lab["addr"])} · Tel. {esc(lab["phone"])}</div>'
           f'<div class="ln2">{esc(lab["cnes"])} · {esc(lab["cnpj"])}</div><div class="ln2">{esc(lab["rt"])}</div></div>')
    return top + f'<div class="pt">{pt}</div>'

def html_doc(rep):
    lab = LABS[rep["lab"]]; n = len(rep["body"]); acc = lab["accent"]
    css = f"""@page {{ size: A4; margin: 0 }} body {{ margin:0; font-family:'{lab['font']}'; font-size:{lab['size']}pt; color:#111 }}
.page {{ width:210mm; min-height:296mm; box-sizing:border-box; padding:11mm 13mm 9mm 13mm; display:flex; flex-direction:column; page-break-after:always; }}
.page:last-child {{ page-break-after:auto }}
.hd {{ border-bottom:2px solid {acc}; padding-bottom:2mm; margin-bottom:2mm }} .hd.center {{ text-align:center }}
.hd.band {{ background:{acc}; color:#fff; padding:2.5mm 4mm; border:0 }} .ln1 {{ font-size:1.55em; font-weight:bold }} .ln2 {{ font-size:.85em }}
.pt {{ display:grid; grid-template-columns:1fr 1fr 1fr; gap:0.6mm 4mm; border:1px solid #999; padding:1.5mm 2.5mm; margin-bottom:3mm; font-size:.92em }}
.pl {{ font-weight:bold }} .exam {{ margin:2.2mm 0; break-inside:avoid }} .et {{ font-weight:bold; color:{acc}; border-bottom:1px solid #bbb; margin-bottom:1mm }}
.hd.band + .pt .pl {{ color:{acc} }} .meta {{ font-size:.85em; font-style:italic; color:#333; margin-bottom:.8mm }}
table.rt {{ border-collapse:collapse; width:100% }} .rt th {{ text-align:left; font-size:.85em; border-bottom:1px solid #888; padding:.4mm 1.5mm }}
.rt td {{ padding:.35mm 1.5mm; vertical-align:top }} .rt td.v {{ white-space:nowrap }} .ref {{ font-size:.86em; color:#222 }}
.fl {{ font-weight:bold; color:#b00 }} .note {{ font-size:.85em; margin-top:.8mm }} .ld {{ white-space:pre; margin:.3mm 0 }} .lv {{ display:inline-block; min-width:48mm }}
.lref {{ font-size:.9em }} .free {{ margin:1.2mm 0 1.2mm 2mm }} .fn {{ font-weight:bold; text-decoration:underline }}
.two {{ display:grid; grid-template-columns:1fr 1fr; gap:5mm }} .sm {{ font-size:.95em }} .txt p {{ margin:1mm 0 }}
.ft {{ margin-top:auto; border-top:1px solid #888; padding-top:1.5mm; font-size:.8em; display:flex; justify-content:space-between }}"""
    pages = []
    for i, page in enumerate(rep["body"]):
        parts = [h_header(rep, lab, i)]
        for b in page:
            if b["t"] == "exam": parts.append(h_exam(b, lab))
            elif b["t"] == "two": parts.append(f'<div class="two"><div>{h_two_col(b["left"])}</div><div>{h_two_col(b["right"])}</div></div>')
            elif b["t"] == "hist": parts.append(h_hist(b))
            elif b["t"] == "text": parts.append('<div class="txt">' + "".join(f"<p>{esc(l)}</p>" for l in b["lines"]) + "</div>")
        parts.append(f'<div class="ft"><span>{esc(lab["short"])} – {esc(lab["city"])}/{lab["uf"]} · Assinatura eletrônica conforme MP 2.200-2/2001</span><span>Página {i+1} de {n}</span></div>')
        pages.append('<section class="page">' + "".join(parts) + "</section>")
    return f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{rep["id"]}</title><style>{css}</style></head><body>{"".join(pages)}</body></html>'

# ------------------------------------------------------------------ fpdf
FONTS = {"dejavu": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"), "dejavuserif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
         "mono": ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf")}
FD = "/usr/share/fonts/truetype/dejavu/"

def fpdf_doc(rep, out):
    from fpdf import FPDF
    from fpdf.enums import XPos, YPos
    lab = LABS[rep["lab"]]; fam = lab["pdf"]; sz = lab["size"] - 0.4
    pdf = FPDF(format="A4", unit="mm"); pdf.set_auto_page_break(True, 12); pdf.set_margins(15, 10, 15)
    pdf.add_font(fam, "", FD + FONTS[fam][0]); pdf.add_font(fam, "B", FD + FONTS[fam][1])
    acc = tuple(int(lab["accent"][i:i+2], 16) for i in (1, 3, 5))
    W = 180
    def f(style="", s=None): pdf.set_font(fam, style, s or sz)
    def line(txt, h=4.0, style="", s=None, align="L"):
        f(style, s); pdf.set_x(15); pdf.multi_cell(W, h, txt, align=align, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    def cells(spec, h=3.9):
        y0 = pdf.get_y(); ymax = y0
        for x, w, txt, st, s in spec:
            f(st, s); pdf.set_xy(x, y0); pdf.multi_cell(w, h, txt, align="L", new_x=XPos.RIGHT, new_y=YPos.TOP); 
            ymax = max(ymax, y0 + h * len(pdf.multi_cell(w, h, txt, align="L", dry_run=True, output="LINES")))
        pdf.set_xy(15, ymax)
    vf = lambda r: r["vt"] + (f"  {r['flag']}" if r["flag"] else "")
    n = len(rep["body"])
    for i, page in enumerate(rep["body"]):
        pdf.add_page()
        pdf.set_text_color(*acc); line(lab["name"], 6, "B", sz + 4); pdf.set_text_color(0, 0, 0)
        line(f'{lab["addr"]} – {lab["phone"]}', 3.4, "", sz - 1.2)
        line(f'{lab["cnpj"]}   {lab["cnes"]}   {lab["rt"]}', 3.4, "", sz - 1.2)
        pdf.set_draw_color(*acc); pdf.line(15, pdf.get_y() + 1, 195, pdf.get_y() + 1); pdf.ln(2.5)
        pts = rep["patient"]
        for j in range(0, len(pts), 2):
            spec = [(15 + 90 * k, 90, f"{a}: {b}", "", sz - 0.6) for k, (a, b) in enumerate(pts[j:j + 2])]
            cells(spec, 3.8)
        pdf.line(15, pdf.get_y() + 1, 195, pdf.get_y() + 1); pdf.ln(3)
        def exam(ex, x0=15, w=180, compact=False):
            pdf.set_x(x0); f("B", sz + 0.3); pdf.set_text_color(*acc)
            pdf.multi_cell(w, 4.4, ex["title"], new_x=XPos.LMARGIN, new_y=YPos.NEXT); pdf.set_text_color(0, 0, 0)
            meta = " – ".join(x for x in (ex["material"] and "Material: " + ex["material"], ex["method"] and "Método: " + ex["method"]) if x)
            if meta: pdf.set_x(x0); f("", sz - 1.3); pdf.multi_cell(w, 3.3, meta, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            for r in ex["rows"]:
                nm = r["name"].replace("|", "\n")
                if compact:
                    cells([(x0, w * .45, nm, "", sz - .5), (x0 + w * .45, w * .3, vf(r) + " " + r["unit"], "B", sz - .5),
                           (x0 + w * .75, w * .25, r["ref"], "", sz - 1.6)], 3.6)
                elif "pair" in r:
                    p = r["pair"]
                    cells([(x0, 45, nm, "", None), (x0 + 45, 22, vf(r), "B", None), (x0 + 67, 18, r["unit"], "", None),
                           (x0 + 87, 22, vf(p), "B", None), (x0 + 109, 18, p["unit"], "", None), (x0 + 129, 51, r["ref"], "", sz - 1.2)])
                elif ex["style"] == "free":
                    cells([(x0, 70, nm, "B", None), (x0 + 70, 50, "Resultado: " + vf(r) + " " + r["unit"], "", None)])
                    if r["ref"]: cells([(x0 + 70, 110, "V.R.: " + r["ref"], "", sz - 1.2)])
                else:
                    cells([(x0, 58, nm, "", None), (x0 + 54, 38, vf(r), "B", None), (x0 + 92, 30, r["unit"], "", None),
                           (x0 + 122, 58, r["ref"], "", sz - 1.2)])
            if ex["note"]: pdf.set_x(x0); f("", sz - 1.3); pdf.multi_cell(w, 3.3, "Obs.: " + ex["note"], new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(1.8)
        for b in page:
            if b["t"] == "exam": exam(b)
            elif b["t"] == "two":
                y0 = pdf.get_y(); exam(b["left"], 15, 87, True); y1 = pdf.get_y()
                pdf.set_y(y0); exam(b["right"], 108, 87, True); pdf.set_y(max(y1, pdf.get_y()))
            elif b["t"] == "hist":
                f("B", sz + .3); pdf.set_text_color(*acc); line(b["title"], 4.4, "B", sz + .3); pdf.set_text_color(0, 0, 0)
                nc = len(b["cols"]); cw = 22
                cells([(15, 50, "Exame", "B", None)] + [(65 + cw * k, cw, c[0], "B", None) for k, c in enumerate(b["cols"])]
                      + [(65 + cw * nc, 22, "Unid.", "B", None), (87 + cw * nc, 93 - cw * nc, "Ref.", "B", None)])
                for name, key, unit, ref, vts in b["rows"]:
                    cells([(15, 50, name, "", None)] + [(65 + cw * k, cw, v or "—", "", None) for k, v in enumerate(vts)]
                          + [(65 + cw * nc, 22, unit, "", None), (87 + cw * nc, 93 - cw * nc, ref, "", sz - 1.2)])
                if b["note"]: line(b["note"], 3.4, "", sz - 1.3)
                pdf.ln(1.8)
            elif b["t"] == "text":
                for l in b["lines"]: line(l, 3.6, "", sz - .8)
                pdf.ln(1)
        pdf.set_auto_page_break(False); pdf.set_y(-12); f("", sz - 1.5)
        pdf.cell(120, 4, f'{lab["name"]} – {lab["city"]}/{lab["uf"]}'); pdf.cell(60, 4, f"Pág. {i+1}/{n}", align="R")
        pdf.set_auto_page_break(True, 12)
    pdf.output(out)

# ------------------------------------------------------------------ scan
def scan(pdf_in, out, seed):
    import numpy as np, img2pdf
    from PIL import Image, ImageFilter
    tmp = os.path.join(ROOT, "build", "scan_" + os.path.basename(out)[:-4])
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", pdf_in, tmp], check=True)
    pages = sorted(p for p in os.listdir(os.path.join(ROOT, "build")) if p.startswith(os.path.basename(tmp) + "-") and p.endswith(".png"))
    rnd = random.Random(seed); jpgs = []
    for k, p in enumerate(pages):
        im = Image.open(os.path.join(ROOT, "build", p)).convert("L")
        ang = rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.6)
        im = im.rotate(ang, resample=Image.BICUBIC, fillcolor=255, expand=False).filter(ImageFilter.GaussianBlur(0.45))
        a = np.asarray(im).astype(np.float32)
        rs = np.random.RandomState(seed * 10 + k)
        tone = 236 + 6 * np.linspace(0, 1, a.shape[0])[:, None]
        a = a / 255.0 * tone + rs.normal(0, 5.0, a.shape)
        for _ in range(rnd.randint(4, 9)):
            y, x, r = rnd.randrange(a.shape[0]), rnd.randrange(a.shape[1]), rnd.randint(1, 3)
            a[max(0, y - r):y + r, max(0, x - r):x + r] = rnd.randint(20, 70)
        im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
        jp = os.path.join(ROOT, "build", p[:-4] + ".jpg"); im.save(jp, quality=70, dpi=(200, 200)); jpgs.append(jp)
        os.remove(os.path.join(ROOT, "build", p))
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(out, "wb") as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4, fit=img2pdf.FitMode.into)))

def main(ids):
    for k, rep in enumerate(REPORTS):
        if ids and rep["id"] not in ids: continue
        rid = rep["id"]
        hp = os.path.join(ROOT, "build", rid + ".html"); open(hp, "w").write(html_doc(rep))
        json.dump(gold(rep), open(os.path.join(ROOT, "reports", rid + ".gold.json"), "w"), ensure_ascii=False, indent=1)
        cp = os.path.join(ROOT, "rendered", rid + ".chromium.pdf")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        "--print-to-pdf=" + cp, "file://" + hp], check=True, capture_output=True)
        fpdf_doc(rep, os.path.join(ROOT, "rendered", rid + ".fpdf.pdf"))
        scan(cp, os.path.join(ROOT, "rendered", rid + ".scan.pdf"), 1000 + k)
        print(rid, "built", flush=True)

if __name__ == "__main__":
    main(sys.argv[1:])
