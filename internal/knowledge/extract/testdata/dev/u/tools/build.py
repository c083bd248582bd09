"""Build HTML, gold JSON, Chromium PDF, fpdf2 PDF and scan PDF for every report of set U.
usage: python tools/build.py [ids...]   (run with .venv/bin/python)"""
import html, json, os, subprocess, sys, random, io
sys.path.insert(0, os.path.dirname(__file__))
from common import gold_entry
from reports import REPORTS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REP, REN = os.path.join(ROOT, "reports"), os.path.join(ROOT, "rendered")
E = html.escape

def fmt_date(iso, rep):
    y, m, d = iso.split("-")
    if rep["id"] == "u07":
        return f"{d}.{m}.{y}"
    if rep["id"] == "u09":
        return iso
    return f"{d}/{m}/{y}"

# ---------------- gold ----------------
def walk(blocks, rep):
    for b in blocks:
        t = b["t"]
        if t == "exam":
            for r in b["rows"]:
                yield r
        elif t == "leuco":
            for _, p, a in b["rows"]:
                yield p
                if a is not None:
                    yield a
        elif t == "two":
            yield from walk(b["left"], rep)
            yield from walk(b["right"], rep)
        elif t == "cumul":
            for _, _, _, rr in b["rows"]:
                for r in rr:
                    if r is not None:
                        yield r

def gold(rep):
    res = []
    for page in rep["pages"]:
        for r in walk(page, rep):
            res.append(gold_entry(r, rep["date"]))
    return {"lab": rep["lab"]["name"], "collected_at_default": rep["date"], "results": res}

# ---------------- HTML ----------------
def vcell(r):
    f = f' <span class="flag">{E(r.flag)}</span>' if r.flag else ""
    return f"<b>{E(r.value)}</b>{f}"

def h_exam(b, rep):
    cap = rep["style"]["caps"]
    L = b["layout"]
    o = [f'<div class="exam"><div class="et">{E(b["title"])}</div>']
    if b["meta"]:
        o.append('<div class="meta">' + " &nbsp;·&nbsp; ".join(f"{E(k)}: {E(v)}" for k, v in b["meta"]) + "</div>")
    if b["dateline"]:
        o.append(f'<div class="dl">{E(b["dateline"])}</div>')
    rows = b["rows"]
    if L == "table":
        hd = ["EXAME", "RESULTADO", "UNIDADE", "VALORES DE REFERÊNCIA"] if cap else ["Exame", "Resultado", "Unidade", "Valores de referência"]
        o.append('<table class="res"><tr>' + "".join(f"<th>{h}</th>" for h in hd) + "</tr>")
        for r in rows:
            o.append(f'<tr><td class="n">{E(r.name)}</td><td class="v">{vcell(r)}</td><td class="u">{E(r.unit)}</td><td class="r">{E(r.ref)}</td></tr>')
        o.append("</table>")
    elif L == "refcol":
        o.append('<table class="res"><tr><th>Exame</th><th>Valores de referência</th><th>Resultado</th><th>Unidade</th></tr>')
        for r in rows:
            o.append(f'<tr><td class="n">{E(r.name)}</td><td class="r">{E(r.ref)}</td><td class="v">{vcell(r)}</td><td class="u">{E(r.unit)}</td></tr>')
        o.append("</table>")
    elif L == "antibio":
        o.append('<table class="res ab"><tr><th>Antimicrobiano</th><th>Interpretação</th></tr>')
        for r in rows:
            o.append(f'<tr><td class="n">{E(r.name)}</td><td class="v">{vcell(r)}</td></tr>')
        o.append("</table>")
    elif L == "stool":
        o.append('<table class="res"><tr>' + "".join(f"<th>{E(h)}</th>" for h in b["cols"]) + "</tr>")
        for r in rows:
            o.append(f'<tr><td class="n">{E(r.name)}</td><td>{E(fmt_date(r.date, rep))}</td><td class="v">{vcell(r)}</td></tr>')
        o.append("</table>")
        o.append(f'<div class="ref">Valor de referência: {E(rows[0].ref)}</div>')
    elif L == "leaders":
        for r in rows:
            ref = f'<span class="r">{E(r.ref)}</span>' if r.ref else '<span class="r"></span>'
            o.append(f'<div class="ld"><span class="n">{E(r.name)}</span><span class="dots"></span>'
                     f'<span class="v">{vcell(r)} {E(r.unit)}</span>{ref}</div>')
    elif L == "free":
        for r in rows:
            o.append(f'<div class="fr">{E(r.name)}: {vcell(r)} {E(r.unit)}</div>')
            if r.ref:
                o.append(f'<div class="ref">Valor de referência: {E(r.ref)}</div>')
    elif L == "refbefore":
        vr = "VALOR DE REFERÊNCIA" if cap else "Valor de referência"
        rs = "RESULTADO" if cap else "Resultado"
        if len(rows) == 1:
            r = rows[0]
            o.append(f'<div class="ref">{vr}: {E(r.ref)}</div>')
            lbl = rs if r.name.upper() == rs.upper() else f"{E(r.name)} - {rs}"
            o.append(f'<div class="fr">{lbl}: {vcell(r)} {E(r.unit)}</div>')
        else:
            for r in rows:
                o.append(f'<div class="rb"><span class="n">{E(r.name)}</span><span class="r">V.R.: {E(r.ref)}</span>'
                         f'<span class="v">{vcell(r)} {E(r.unit)}</span></div>')
    for n in b["notes"]:
        o.append(f'<div class="nt">{E(n)}</div>')
    o.append("</div>")
    return "".join(o)

def h_block(b, rep):
    t = b["t"]
    if t == "exam":
        return h_exam(b, rep)
    if t == "text":
        return f'<div class="{b["cls"]}">{E(b["text"])}</div>'
    if t == "two":
        return ('<div class="two"><div>' + "".join(h_block(x, rep) for x in b["left"]) + "</div><div>" +
                "".join(h_block(x, rep) for x in b["right"]) + "</div></div>")
    if t == "leuco":
        au = b["absunit"]
        o = [f'<div class="exam"><div class="et">{E(b["title"])}</div>']
        if b["meta"]:
            o.append('<div class="meta">' + " · ".join(f"{E(k)}: {E(v)}" for k, v in b["meta"]) + "</div>")
        o.append(f'<table class="res"><tr><th></th><th>%</th><th>{E(au)}</th><th>Ref. %</th><th>Ref. {E(au)}</th></tr>')
        for lab, p, a in b["rows"]:
            o.append(f'<tr><td class="n">{E(lab)}</td><td class="v">{vcell(p)}</td><td class="v">{vcell(a) if a else ""}</td>'
                     f'<td class="r">{E(p.ref)}</td><td class="r">{E(a.ref) if a else ""}</td></tr>')
        o.append("</table>")
        for n in b["notes"]:
            o.append(f'<div class="nt">{E(n)}</div>')
        return "".join(o) + "</div>"
    if t == "cumul":
        o = [f'<div class="exam"><div class="et">{E(b["title"])}</div><table class="res cum"><tr><th>Exame</th><th>Unidade</th>']
        o += [f"<th>{E(d)}</th>" for d in b["dates"]]
        o.append("<th>Referência</th></tr>")
        for lab, unit, ref, rr in b["rows"]:
            o.append(f'<tr><td class="n">{E(lab)}</td><td class="u">{E(unit)}</td>')
            o += [f'<td class="v">{E(r.value) if r else "—"}</td>' for r in rr]
            o.append(f'<td class="r">{E(ref)}</td></tr>')
        o.append("</table>")
        for n in b["notes"]:
            o.append(f'<div class="nt">{E(n)}</div>')
        return "".join(o) + "</div>"
    raise ValueError(t)

CSS = """
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: '%(font)s', 'DejaVu Sans', sans-serif; font-size: %(size)spt; color: #111; }
.page { width: 210mm; padding: 11mm 13mm 9mm 13mm; }
.page + .page { break-before: page; }
.hdr { border-bottom: 2px solid %(accent)s; padding-bottom: 4px; margin-bottom: 6px; text-align: %(head)s; }
.hdr .ln { font-size: 1.75em; font-weight: bold; color: %(accent)s; }
.hdr .sb { font-size: 1.05em; font-style: italic; }
.hdr .sm { font-size: 0.86em; color: #333; }
.pt { display: grid; grid-template-columns: 1fr 1fr; gap: 1px 14px; border: 1px solid #999; padding: 4px 6px; margin-bottom: 6px; font-size: 0.95em; }
.pt span.k { color: #444; }
.h { font-weight: bold; font-size: 1.2em; text-align: center; margin: 5px 0 4px; color: %(accent)s; letter-spacing: 0.5px; }
.h2 { font-weight: bold; margin: 6px 0 2px; }
.note { font-size: 0.92em; margin: 4px 0; }
.exam { margin: 4px 0 7px; break-inside: avoid; }
.et { font-weight: bold; background: %(band)s; padding: 1px 4px; border-left: 3px solid %(accent)s; }
.meta, .dl { font-size: 0.85em; color: #333; margin: 1px 0 2px; }
.dl { font-style: italic; }
table.res { width: 100%%; border-collapse: collapse; }
table.res th { text-align: left; font-size: 0.85em; color: #333; border-bottom: 1px solid #777; padding: 1px 3px; }
table.res td { padding: 1px 3px; vertical-align: top; %(tdborder)s }
table.res td.n { width: 36%%; }
table.res td.r { font-size: 0.88em; color: #333; }
table.ab td.n { width: 60%%; }
.ld { display: flex; align-items: baseline; white-space: nowrap; }
.ld .n { flex: 0 0 auto; }
.ld .dots { flex: 1 1 auto; border-bottom: 1px dotted #555; margin: 0 4px; min-width: 10px; }
.ld .v { flex: 0 0 30%%; }
.ld .r { flex: 0 0 32%%; font-size: 0.9em; white-space: normal; }
.rb { display: grid; grid-template-columns: 34%% 38%% 28%%; }
.rb .r { font-size: 0.9em; color: #333; }
.fr { margin: 1px 0; }
.ref { font-size: 0.9em; color: #333; }
.nt { font-size: 0.84em; font-style: italic; margin-top: 2px; }
.flag { font-weight: bold; color: #000; }
.two { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.sig { margin-top: 10px; text-align: right; font-size: 0.95em; }
.sig .line { display: inline-block; border-top: 1px solid #333; padding-top: 2px; min-width: 70mm; text-align: center; }
.ft { margin-top: 8px; border-top: 1px solid #aaa; font-size: 0.8em; color: #444; text-align: center; padding-top: 2px; }
.cont { font-size: 0.9em; border-bottom: 1px solid #999; margin-bottom: 5px; }
"""

def html_doc(rep):
    st = dict(rep["style"])
    st["band"] = "#eeeeee" if st["border"] else "transparent"
    st["tdborder"] = "border-bottom: 1px solid #ddd;" if st["border"] else ""
    css = CSS % st
    if st["caps"]:
        css += ".exam, .pt, .note { text-transform: none; }\n"
    lab = rep["lab"]
    pages = []
    n = len(rep["pages"])
    pname = rep["patient"][0][1]
    for i, blocks in enumerate(rep["pages"], 1):
        o = ['<div class="page">']
        o.append(f'<div class="hdr"><div class="ln">{E(lab["name"])}</div><div class="sb">{E(lab["sub"])}</div>'
                 f'<div class="sm">{E(lab["addr"])} · Tel. {E(lab["tel"])}</div><div class="sm">{E(lab["ids"])}</div>'
                 f'<div class="sm">{E(lab["rt"])}</div></div>')
        if i == 1:
            o.append('<div class="pt">' + "".join(f'<div><span class="k">{E(k)}:</span> <b>{E(v)}</b></div>' for k, v in rep["patient"]) + "</div>")
        else:
            o.append(f'<div class="cont">{E(rep["patient"][0][0])}: <b>{E(pname)}</b> · {E(rep["patient"][4][0])}: {E(rep["patient"][4][1])} (continuação)</div>')
        o += [h_block(b, rep) for b in blocks]
        if i == n:
            o.append(f'<div class="sig"><span class="line">{E(SIG_TXT)}<br>{E(rep["signature"])}</span></div>')
        o.append(f'<div class="ft">{E(rep["footer"].format(p=i, n=n))}</div></div>')
        pages.append("".join(o))
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{E(lab["name"])} - {rep["id"]}</title>'
            f"<style>{css}</style></head><body>" + "".join(pages) + "</body></html>")

SIG_TXT = "Assinado eletronicamente"

def chromium(htmlpath, pdfpath):
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={pdfpath}", "file://" + htmlpath], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)

def main(ids):
    from fpdf_render import render_fpdf
    from scan import make_scan
    for rep in REPORTS:
        if ids and rep["id"] not in ids:
            continue
        rid = rep["id"]
        g = gold(rep)
        with open(os.path.join(REP, f"{rid}.gold.json"), "w", encoding="utf-8") as f:
            json.dump(g, f, ensure_ascii=False, indent=1)
        hp = os.path.join(REP, f"{rid}.html")
        with open(hp, "w", encoding="utf-8") as f:
            f.write(html_doc(rep))
        chromium(hp, os.path.join(REN, f"{rid}.chromium.pdf"))
        render_fpdf(rep, os.path.join(REN, f"{rid}.fpdf.pdf"))
        make_scan(os.path.join(REN, f"{rid}.chromium.pdf"), os.path.join(REN, f"{rid}.scan.pdf"), rid)
        print(rid, len(g["results"]), "results")

if __name__ == "__main__":
    main(sys.argv[1:])
