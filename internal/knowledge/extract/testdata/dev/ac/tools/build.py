"""Build HTML, gold JSON and fpdf2 PDF for every report from tools/model.py."""
import html, json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from model import REPORTS, V, Row
from valueparse import parse_value
from fpdf import FPDF

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
E = html.escape


def items(it):
    if it["kind"] == "exam":
        return [it]
    if it["kind"] == "two":
        return it["left"] + it["right"]
    return []


def vstr(v):
    s = v.vt
    if v.flag and v.fg:
        s += v.flag
    if v.ug and v.unit:
        s += v.unit
    return s


def vflag(v):
    return v.flag if (v.flag and not v.fg) else ""


# ------------------------------------------------------------------ gold
def gold(rep):
    res = []
    for pg in rep["pages"]:
        for it in pg:
            for b in items(it):
                for row in b["rows"]:
                    for v in row.vals:
                        dec = v.dec or rep["dec"]
                        val, comp = parse_value(v.vt, dec)
                        pn = b["title"] if row.name == "Resultado" else " ".join(row.name.split("\n"))
                        res.append(dict(printed_name=pn, analyte=v.an, loinc=v.lo,
                                        loinc_alternatives=list(v.alts), value=val, value_text=v.vt,
                                        comparator=comp, unit=v.unit, collected_at=v.dt or rep["default"]))
    return {"lab": rep["lab"], "collected_at_default": rep["default"], "results": res}


# ------------------------------------------------------------------ HTML
THEMES = {
    "classic": "font-family:'Liberation Sans',sans-serif;font-size:12.4px;",
    "classic2": "font-family:'DejaVu Sans',sans-serif;font-size:11.3px;",
    "leader": "font-family:'DejaVu Serif',serif;font-size:12.4px;",
    "research": "font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif;font-size:11.8px;",
    "free": "font-family:'Liberation Serif',serif;font-size:13.0px;",
    "boxed": "font-family:'Liberation Sans',sans-serif;font-size:11.8px;",
    "modern": "font-family:'DejaVu Sans',sans-serif;font-size:11.2px;",
    "modern2": "font-family:'Liberation Sans',sans-serif;font-size:12.4px;",
    "twocol": "font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif;font-size:10.9px;",
    "history": "font-family:'Liberation Sans',sans-serif;font-size:12.4px;",
    "upper": "font-family:'DejaVu Sans',sans-serif;font-size:11.8px;",
    "mono": "font-family:'Liberation Mono','DejaVu Sans Mono',monospace;font-size:12.4px;",
}
CSS = """
@page { size: A4; margin: 11mm 13mm 10mm 13mm; }
body { margin:0; color:#111; }
.page { break-after: page; position: relative; }
.page:last-child { break-after: auto; }
.hdr { border-bottom: 2px solid #234; padding-bottom:4px; margin-bottom:6px; }
.hdr .lab { font-size: 1.75em; font-weight: bold; color:#123a5a; }
.hdr .sm { font-size: 0.85em; color:#333; }
.pat { width:100%; border:1px solid #999; border-collapse:collapse; margin-bottom:8px; font-size:0.95em;}
.pat td { padding:2px 5px; vertical-align:top; }
.pat .l { color:#555; white-space:nowrap; }
h3 { font-size:1.08em; margin:9px 0 2px 0; background:#e9eef3; padding:2px 4px; }
.mm { font-size:0.85em; color:#444; margin-bottom:2px; }
table.r { width:100%; border-collapse:collapse; }
table.r th { text-align:left; font-size:0.85em; border-bottom:1px solid #666; padding:1px 4px; }
table.r td { padding:1.5px 4px; vertical-align:top; }
table.r td.v { font-weight:bold; white-space:nowrap; }
table.r td.ref { font-size:0.88em; color:#333; }
.note { font-size:0.85em; font-style:italic; margin:3px 0; }
.fl { margin:2px 0 0 0; }
.fl b { font-weight:bold; }
.fr { font-size:0.85em; color:#444; margin:0 0 3px 18px; }
.foot { border-top:1px solid #888; margin-top:10px; padding-top:3px; font-size:0.8em; color:#444; }
.sign { margin-top:14px; text-align:center; font-size:0.95em; }
.cols { display:flex; gap:14px; } .cols > div { flex:1; min-width:0; }
pre.mono { font-family:inherit; font-size:1em; margin:2px 0; white-space:pre; }
.lead { white-space:nowrap; overflow:hidden; }
"""
THEME_EXTRA = {
    "leader": "h3{background:none;border-bottom:1px dotted #333;text-transform:none;} .hdr .lab{font-variant:small-caps;}",
    "boxed": "h3{background:#333;color:#fff;} .pat{border:2px solid #333;}",
    "modern": "h3{background:none;color:#0a5c36;border-bottom:2px solid #0a5c36;} .hdr{border-bottom:4px solid #0a5c36;} .hdr .lab{color:#0a5c36;}",
    "modern2": "h3{background:#f3e9f5;color:#5a1a6a;} .hdr .lab{color:#5a1a6a;}",
    "upper": "h3{background:none;border-top:1px solid #000;border-bottom:1px solid #000;}",
    "mono": "h3{background:none;padding:0;margin:6px 0 0 0;} .hdr .lab{font-size:1.3em;color:#000;} .hdr{border-bottom:1px dashed #000;}",
    "research": "h3{background:#ddd;} table.r td,table.r th{border-bottom:1px solid #ccc;}",
    "history": "table.r td.p{color:#555;white-space:nowrap;} table.r td{border-bottom:1px dotted #bbb;}",
    "twocol": "h3{margin-top:5px;} table.r td{padding:1px 2px;}",
    "free": "h3{background:none;text-decoration:underline;text-align:center;}",
}


def name_html(n):
    return "<br>".join(E(x) for x in n.split("\n"))


def leader(name, width=58):
    d = max(3, width - len(name))
    return name + " " + "." * d


def ex_html(b, rep):
    o = [f"<h3>{E(b['title'])}</h3>"]
    mm = []
    if b["material"]:
        mm.append("Material: " + E(b["material"]))
    if b["method"]:
        mm.append("Método: " + E(b["method"]))
    if mm:
        o.append(f"<div class=mm>{' &nbsp;&nbsp; '.join(mm)}</div>")
    lay = b["layout"]
    rows = b["rows"]
    if lay in ("table", "compact"):
        o.append("<table class=r>")
        if b["cols"]:
            o.append("<tr>" + "".join(f"<th>{E(c)}</th>" for c in b["cols"]) + "</tr>")
        for row in rows:
            if row.nr:
                o.append(f"<tr><td>{name_html(row.name)}</td><td colspan=3><i>{E(row.nr)}</i></td></tr>")
                continue
            v = row.vals[0]
            unit = "" if v.ug else v.unit
            fl = vflag(v)
            o.append(f"<tr><td>{name_html(row.name)}</td><td class=v>{E(vstr(v))}{(' ' + E(fl)) if fl else ''}</td>"
                     f"<td>{E(unit)}</td><td class=ref>{E(row.ref)}</td></tr>")
        o.append("</table>")
    elif lay == "diff":
        o.append("<table class=r>")
        o.append("<tr>" + "".join(f"<th>{E(c)}</th>" for c in b["cols"]) + "</tr>")
        for row in rows:
            if len(row.vals) == 1:
                v = row.vals[0]; fl = vflag(v)
                o.append(f"<tr><td>{E(row.name)}</td><td></td><td class=v>{E(vstr(v))} {E(v.unit)} {E(fl)}</td><td class=ref></td><td class=ref>{E(row.ref)}</td></tr>")
                continue
            p, a = row.vals
            rp, ra = row.ref.split("|")
            o.append(f"<tr><td>{E(row.name)}</td><td class=v>{E(vstr(p))} % {E(vflag(p))}</td>"
                     f"<td class=v>{E(vstr(a))} {E(a.unit)} {E(vflag(a))}</td><td class=ref>{E(rp)}</td><td class=ref>{E(ra)}</td></tr>")
        o.append("</table>")
    elif lay == "leader":
        o.append("<table class=r>")
        for row in rows:
            v = row.vals[0]; fl = vflag(v)
            o.append(f"<tr><td class=lead>{E(leader(row.name))}</td><td class=v>{E(vstr(v))}</td><td>{E(v.unit)}</td>"
                     f"<td>{E(fl)}</td><td class=ref>VR: {E(row.ref)}</td></tr>")
        o.append("</table>")
    elif lay == "free":
        for row in rows:
            if row.nr:
                o.append(f"<div class=fl>{E(row.name)}: <i>{E(row.nr)}</i></div>")
                continue
            v = row.vals[0]; fl = vflag(v)
            o.append(f"<div class=fl>{name_html(row.name)}: <b>{E(vstr(v))}</b> {E(v.unit)} {E(fl)}</div>")
            if row.ref:
                o.append(f"<div class=fr>Valor de referência: {E(row.ref)}</div>")
    elif lay == "hist":
        o.append("<table class=r><tr>" + "".join(f"<th>{E(c)}</th>" for c in b["cols"]) + "</tr>")
        for row in rows:
            cells = []
            for i, c in enumerate(row.cells):
                if c is None:
                    cells.append("<td class=p>--</td>")
                elif isinstance(c, str):
                    cells.append(f"<td class=v>{E(c)}</td>")
                else:
                    fl = vflag(c)
                    cells.append(f"<td class={'v' if i == 0 else 'p'}>{E(vstr(c))}{(' ' + E(fl)) if fl else ''}</td>")
            o.append(f"<tr><td>{name_html(row.name)}</td>{''.join(cells)}<td>{E(row.unit)}</td><td class=ref>{E(row.ref)}</td></tr>")
        o.append("</table>")
    elif lay == "mono":
        lines = [f"{'EXAME':<22}{'VALOR DE REFERENCIA':<20}{'RESULTADO':>10} UNIDADE"]
        for row in rows:
            v = row.vals[0]
            lines.append(f"{row.name:<22}{row.ref:<20}{vstr(v):>10} {v.unit}")
        o.append("<pre class=mono>" + E("\n".join(lines)) + "</pre>")
    for n in b["notes"]:
        o.append(f"<div class=note>{E(n)}</div>")
    return "\n".join(o)


def header_html(rep):
    pat = rep["patient"]
    cells = []
    per = 3
    for i in range(0, len(pat), per):
        cells.append("<tr>" + "".join(f"<td class=l>{E(k)}:</td><td>{E(v)}</td>" for k, v in pat[i:i + per]) + "</tr>")
    return (f"<div class=hdr><div class=lab>{E(rep['lab'])}</div><div class=sm>{E(rep['addr'])}</div>"
            f"<div class=sm>{E(rep['ids'])} &nbsp;|&nbsp; {E(rep['rt'])}</div></div>"
            f"<table class=pat>{''.join(cells)}</table>")


def render_html(rep):
    n = len(rep["pages"])
    body = []
    for pi, pg in enumerate(rep["pages"], 1):
        o = [header_html(rep)]
        for it in pg:
            if it["kind"] == "exam":
                o.append(ex_html(it, rep))
            elif it["kind"] == "two":
                o.append("<div class=cols><div>" + "".join(ex_html(b, rep) for b in it["left"]) + "</div><div>"
                         + "".join(ex_html(b, rep) for b in it["right"]) + "</div></div>")
            elif it["kind"] == "text":
                o.extend(f"<div class=note>{E(l)}</div>" for l in it["lines"])
        if pi == n:
            o.extend(f"<div class=sign>______________________________<br>{E(s)}</div>" for s in rep["sign"])
        o.append(f"<div class=foot>{E(rep['footer'].format(p=pi, n=n))}</div>")
        body.append("<div class=page>" + "\n".join(o) + "</div>")
    return (f"<!DOCTYPE html><html lang=pt-BR><head><meta charset=utf-8><title>{E(rep['id'])} - {E(rep['lab'])}</title>"
            f"<style>{CSS} body{{{THEMES[rep['theme']]}}} {THEME_EXTRA.get(rep['theme'], '')}</style></head><body>"
            + "\n".join(body) + "</body></html>")


# ------------------------------------------------------------------ fpdf2
FONTDIR = "/usr/share/fonts/truetype/dejavu/"


class Doc(FPDF):
    pass


def fit(pdf, txt, w, size):
    s = size
    while s > 5 and pdf.get_string_width(txt) > w - 1:
        s -= 0.25
        pdf.set_font_size(s)
    return s


def render_fpdf(rep, out):
    mono = rep["theme"] == "mono"
    base = 8.2 if rep["theme"] in ("twocol",) else 8.8
    pdf = Doc(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_font("dv", "", FONTDIR + ("DejaVuSansMono.ttf" if mono else "DejaVuSans.ttf"))
    pdf.add_font("dv", "B", FONTDIR + ("DejaVuSansMono-Bold.ttf" if mono else "DejaVuSans-Bold.ttf"))
    pdf.add_font("dv", "I", FONTDIR + ("DejaVuSansMono-Oblique.ttf" if mono else "DejaVuSans-Oblique.ttf"))
    L, Rr = 14, 196
    n = len(rep["pages"])
    LH = 4.1

    def chk(y):
        if y > 284:
            raise SystemExit(f"{rep['id']}: fpdf overflow (y={y:.1f})")

    def txt(x, y, s, size=base, style="", w=None):
        pdf.set_font("dv", style, size)
        if w:
            fit(pdf, s, w, size)
        pdf.text(x, y, s)

    def exam(b, x0, x1, y):
        W = x1 - x0
        y += 2
        txt(x0, y + 3, b["title"], base + 0.8, "B"); pdf.line(x0, y + 4.2, x1, y + 4.2); y += 4.2 + LH
        mm = "  ".join(s for s in [("Material: " + b["material"]) if b["material"] else "",
                                   ("Método: " + b["method"]) if b["method"] else ""] if s)
        if mm:
            txt(x0, y, mm, base - 1.3, "I", W); y += LH - 0.6
        lay = b["layout"]
        rows = b["rows"]
        if lay in ("table", "leader", "compact"):
            if lay == "compact":
                cx = [x0, x0 + W * 0.47, x0 + W * 0.72, x1]   # name, value(+unit), ref
            else:
                cx = [x0, x0 + W * 0.40, x0 + W * 0.55, x0 + W * 0.68, x1]
            for row in rows:
                if row.nr:
                    txt(x0, y, row.name, base); txt(cx[1], y, row.nr, base - 0.8, "I", x1 - cx[1]); y += LH; continue
                v = row.vals[0]; fl = vflag(v)
                nm = leader(row.name, 44) if lay == "leader" else row.name
                if "\n" in nm:
                    a1, a2 = nm.split("\n")
                    txt(x0, y, a1, base, "", cx[1] - x0); y += LH; nm = a2
                txt(x0, y, nm, base, "", cx[1] - x0)
                if lay == "compact":
                    vs = vstr(v) + ("" if v.ug or not v.unit else " " + v.unit) + (" " + fl if fl else "")
                    txt(cx[1], y, vs, base, "B", cx[2] - cx[1]); txt(cx[2], y, row.ref, base - 1, "", cx[3] - cx[2])
                else:
                    txt(cx[1], y, vstr(v) + (" " + fl if fl else ""), base, "B", cx[2] - cx[1])
                    txt(cx[2], y, "" if v.ug else v.unit, base, "", cx[3] - cx[2])
                    txt(cx[3], y, row.ref, base - 1, "", cx[4] - cx[3])
                y += LH
        elif lay == "diff":
            cx = [x0, x0 + W * 0.22, x0 + W * 0.36, x0 + W * 0.60, x0 + W * 0.76]
            for i, c in enumerate(b["cols"]):
                txt(cx[i], y, c, base - 1.2, "B")
            y += LH
            for row in rows:
                rp, ra = (row.ref.split("|") + [""])[:2] if "|" in row.ref else ("", row.ref)
                txt(x0, y, row.name, base)
                if len(row.vals) == 2:
                    p, a = row.vals
                    txt(cx[1], y, vstr(p) + " % " + vflag(p), base, "B")
                else:
                    a = row.vals[0]
                txt(cx[2], y, f"{vstr(a)} {a.unit} {vflag(a)}", base, "B", cx[3] - cx[2])
                txt(cx[3], y, rp, base - 1); txt(cx[4], y, ra, base - 1)
                y += LH
        elif lay == "free":
            for row in rows:
                if row.nr:
                    txt(x0 + 2, y, f"{row.name}: {row.nr}", base, "I", W); y += LH; continue
                v = row.vals[0]; fl = vflag(v)
                lab = row.name + ": "
                if "\n" in lab:
                    a1, lab = lab.split("\n")
                    txt(x0 + 2, y, a1, base); y += LH
                txt(x0 + 2, y, lab, base)
                pdf.set_font("dv", "", base); wl = pdf.get_string_width(lab)
                txt(x0 + 2 + wl, y, f"{vstr(v)} {v.unit} {fl}".strip(), base, "B", W - wl - 2)
                y += LH
                if row.ref:
                    txt(x0 + 8, y - 0.3, "Ref.: " + row.ref, base - 1.4, "", W - 8); y += LH - 0.7
        elif lay == "hist":
            cx = [x0, x0 + W * 0.30, x0 + W * 0.43, x0 + W * 0.54, x0 + W * 0.65, x0 + W * 0.76]
            for i, c in enumerate(b["cols"]):
                txt(cx[i], y, c, base - 1.2, "B")
            y += LH
            for row in rows:
                nm = row.name
                if "\n" in nm:
                    a1, nm = nm.split("\n")
                    txt(x0, y, a1, base - 0.4, "", cx[1] - x0); y += LH
                txt(x0, y, nm, base - 0.4, "", cx[1] - x0)
                for i, c in enumerate(row.cells):
                    s = "--" if c is None else (c if isinstance(c, str) else vstr(c) + (" " + vflag(c) if vflag(c) else ""))
                    txt(cx[1 + i], y, s, base - 0.4, "B" if i == 0 else "", cx[2 + i] - cx[1 + i])
                txt(cx[4], y, row.unit, base - 0.4); txt(cx[5], y, row.ref, base - 1.4, "", x1 - cx[5])
                y += LH
        elif lay == "mono":
            txt(x0, y, f"{'EXAME':<24}{'REFERENCIA':<22}{'RESULTADO':>10} UNIDADE", base - 0.6, "B"); y += LH
            for row in rows:
                v = row.vals[0]
                txt(x0, y, f"{row.name:<24}{row.ref:<22}{vstr(v):>10} {v.unit}", base - 0.6); y += LH
        for nt in b["notes"]:
            pdf.set_font("dv", "I", base - 1.4)
            pdf.set_xy(x0, y - 2.8)
            pdf.multi_cell(W, 3.3, nt)
            y = pdf.get_y() + 3.2
        chk(y)
        return y

    for pi, pg in enumerate(rep["pages"], 1):
        pdf.add_page()
        txt(L, 16, rep["lab"], 13.5 if not mono else 11, "B", Rr - L)
        txt(L, 21, rep["addr"], 7.2, "", Rr - L)
        txt(L, 24.5, rep["ids"], 7.2, "", Rr - L)
        txt(L, 28, rep["rt"], 7.2, "", Rr - L)
        pdf.set_line_width(0.5); pdf.line(L, 29.5, Rr, 29.5); pdf.set_line_width(0.2)
        y = 34.5
        pat = rep["patient"]
        for i in range(0, len(pat), 2):
            for j, (k, v) in enumerate(pat[i:i + 2]):
                x = L + 1 + j * 92
                txt(x, y, k + ":", 7.6, "B")
                pdf.set_font("dv", "B", 7.6); w = pdf.get_string_width(k + ": ")
                txt(x + w, y, v, 7.6, "", 90 - w)
            y += 3.8
        pdf.rect(L, 31, Rr - L, y - 31 - 1.5)
        y += 1
        for it in pg:
            if it["kind"] == "exam":
                y = exam(it, L, Rr, y)
            elif it["kind"] == "two":
                yl = y
                for b in it["left"]:
                    yl = exam(b, L, L + 88, yl)
                yr = y
                for b in it["right"]:
                    yr = exam(b, L + 94, Rr, yr)
                y = max(yl, yr)
            elif it["kind"] == "text":
                for l in it["lines"]:
                    txt(L, y + 2, l, base - 1.2, "I", Rr - L); y += LH
        if pi == n:
            y += 6
            for s in rep["sign"]:
                pdf.line(70, y, 140, y); txt(L, y + 4, s, base - 0.6, "", Rr - L); y += 9
        chk(y)
        pdf.line(L, 287, Rr, 287)
        txt(L, 291, rep["footer"].format(p=pi, n=n), 6.8, "", Rr - L)
    pdf.output(out)


if __name__ == "__main__":
    only = sys.argv[1:]
    for rep in REPORTS:
        if only and rep["id"] not in only:
            continue
        g = gold(rep)
        with open(f"{ROOT}/reports/{rep['id']}.gold.json", "w") as f:
            json.dump(g, f, ensure_ascii=False, indent=1)
        with open(f"{ROOT}/reports/{rep['id']}.html", "w") as f:
            f.write(render_html(rep))
        render_fpdf(rep, f"{ROOT}/rendered/{rep['id']}.fpdf.pdf")
        print(rep["id"], len(g["results"]))
