"""Small toolkit: a report is described once (blocks containing V(...) result cells);
from that description we write
  reports/<id>.html         the report as the lab would publish it (Chromium prints it)
  reports/<id>.layout.json  the same report as a layout description (the Go generator draws it)
  reports/<id>.gold.json    ground truth
"""
import html
import json
import re

from catalog import CAT

MISSING = object()


class V:
    """A printed patient result."""

    def __init__(self, text, unit, key, date=None, name=None, value=MISSING, flag=""):
        if key not in CAT:
            raise KeyError(key)
        self.text, self.unit, self.key = text, unit, key
        self.date, self.name, self.value, self.flag = date, name, value, flag


def parse_value(text):
    """Brazilian number parsing: decimal comma, thousands dot.  Returns (comparator, number|None)."""
    s = text.strip()
    comp = ""
    m = re.match(r"^(<=|>=|<|>)\s*", s)
    if m:
        comp, s = m.group(1), s[m.end():]
    if re.fullmatch(r"[+-]?\d{1,3}(\.\d{3})+(,\d+)?", s) or re.fullmatch(r"[+-]?\d+(,\d+)?", s):
        return comp, float(s.replace(".", "").replace(",", "."))
    if re.fullmatch(r"[+-]?\d+\.\d+", s):
        raise ValueError("ambiguous dotted number %r: give value= explicitly" % text)
    if comp:
        raise ValueError("comparator without number: %r" % text)
    return "", None


def jnum(x):
    if x is None:
        return None
    if float(x).is_integer() and abs(x) < 1e15:
        return int(x)
    return x


# ----------------------------------------------------------------------------- blocks
def T1(text):
    return {"t": "title", "level": 1, "text": text}


def T2(text):
    return {"t": "title", "level": 2, "text": text}


def TX(text, style=""):
    return {"t": "text", "text": text, "style": style}


def SP(h=3):
    return {"t": "space", "h": h}


def SIG(*lines):
    return {"t": "sig", "lines": list(lines)}


def NOTE(text):
    return {"note": text}


def SUB(text):
    return {"sub": text}


def LEAD(rows, mode="css", ref="right", nw=0.60, vw=18, uw=20, mono_w=(34, 10, 12)):
    """Leader lines.  rows: (name, V, ref[, flag]) | NOTE(...) | SUB(...)
    mode: css (dotted rule) | dots (literal dots, monospace) | plain (no leader)
    ref: right | below | before (result printed after the reference range) | none"""
    rr = []
    for r in rows:
        if isinstance(r, dict):
            rr.append(r)
            continue
        name, v, rf = r[0], r[1], r[2]
        rr.append({"name": name, "v": v, "ref": rf})
    return {"t": "leader", "mode": mode, "ref": ref, "nw": nw, "vw": vw, "uw": uw,
            "mono_w": list(mono_w), "rows": rr}


def TABLE(cols, rows, w=None, align=None, grid="lines", head=True, name_col=0, size=None):
    n = len(cols)
    w = w or [1.0 / n] * n
    s = sum(w)
    w = [x / s for x in w]
    align = align or (["l"] + ["c"] * (n - 1))
    return {"t": "table", "cols": cols, "w": w, "align": align, "grid": grid, "head": head,
            "name_col": name_col, "rows": rows, "size": size}


def TWOCOL(left, right, rule=True):
    return {"t": "twocol", "left": left, "right": right, "rule": rule}


# ----------------------------------------------------------------------------- report
class Report:
    def __init__(self, rid, lab, date, style, header, patient, footer, title=""):
        self.id, self.lab, self.date = rid, lab, date
        self.style, self.header, self.patient, self.footer = style, header, patient, footer
        self.title = title or lab
        self.pages = []

    def page(self, *blocks):
        self.pages.append(list(blocks))

    # walk blocks, collect gold, and produce the serialisable layout
    def finalize(self):
        gold = []

        def add(v, printed_name, where):
            if v.value is MISSING:
                comp, num = parse_value(v.text)
            else:
                num = v.value
                comp = re.match(r"^(<=|>=|<|>)?", v.text.strip()).group(1) or ""
            analyte, loinc, alts = CAT[v.key]
            gold.append({
                "printed_name": " ".join((v.name or printed_name).split()),
                "analyte": analyte, "loinc": loinc, "loinc_alternatives": list(alts),
                "value": jnum(num), "value_text": v.text, "comparator": comp,
                "unit": v.unit, "collected_at": v.date or self.date,
                "_key": v.key, "_where": where,
            })

        def ser_block(b, where):
            t = b["t"]
            if t == "leader":
                out = dict(b)
                rows = []
                for r in b["rows"]:
                    if "v" in r:
                        v = r["v"]
                        add(v, r["name"], where)
                        rows.append({"name": r["name"], "value": v.text, "unit": v.unit,
                                     "flag": v.flag, "ref": r["ref"]})
                    else:
                        rows.append(r)
                out["rows"] = rows
                return out
            if t == "table":
                out = dict(b)
                rows = []
                for r in b["rows"]:
                    if isinstance(r, dict):
                        rows.append(r)
                        continue
                    cells = []
                    for c in r:
                        if isinstance(c, V):
                            add(c, r[b["name_col"]] if isinstance(r[b["name_col"]], str) else "", where)
                            cells.append(c.text + ((" " + c.flag) if c.flag else ""))
                        else:
                            cells.append(c)
                    rows.append(cells)
                out["rows"] = rows
                return out
            if t == "twocol":
                return {"t": "twocol", "rule": b["rule"],
                        "left": [ser_block(x, where + "L") for x in b["left"]],
                        "right": [ser_block(x, where + "R") for x in b["right"]]}
            return dict(b)

        pages = []
        for i, blocks in enumerate(self.pages, 1):
            pages.append([ser_block(b, "p%d" % i) for b in blocks])
        layout = {"id": self.id, "title": self.title, "style": self.style, "header": self.header,
                  "patient": self.patient, "footer": self.footer, "pages": pages}
        return layout, gold


# ----------------------------------------------------------------------------- HTML
FONTS = {
    "sans": "'DejaVu Sans', Arial, Helvetica, sans-serif",
    "serif": "'DejaVu Serif', Georgia, 'Times New Roman', serif",
    "mono": "'DejaVu Sans Mono', 'Courier New', monospace",
    "cond": "'DejaVu Sans Condensed', 'DejaVu Sans', Arial, sans-serif",
}


def h(s):
    return html.escape(s).replace("\n", "<br>")


def mono_lines(b):
    """Shared with the Go generator: fixed-width leader lines."""
    nw, vw, uw = b["mono_w"]
    lines = []
    for r in b["rows"]:
        if "note" in r:
            lines.extend(r["note"].split("\n"))
            continue
        if "sub" in r:
            lines.append(r["sub"])
            continue
        name_lines = r["name"].split("\n")
        refs = r["ref"].split("\n") if r["ref"] else [""]
        for nl in name_lines[:-1]:
            lines.append(nl)
        last = name_lines[-1]
        head = (last + " ").ljust(nw, ".")[:nw] + ": "
        val = r["value"].rjust(vw) if len(r["value"]) <= vw else r["value"]
        unit = (" " + r["unit"]).ljust(uw + 1)
        if r.get("flag"):
            unit = (" " + r["unit"] + " " + r["flag"]).ljust(uw + 1)
        if b["ref"] == "right":
            lines.append((head + val + unit + " " + refs[0]).rstrip())
            pad = " " * (nw + 2 + vw + uw + 2)
            for x in refs[1:]:
                lines.append(pad + x)
        else:
            lines.append((head + val + unit).rstrip())
            if b["ref"] == "below":
                for x in refs:
                    if x:
                        lines.append("    " + x)
    return lines


def leader_html(b):
    if b["mode"] == "dots":
        return '<pre class="mono">%s</pre>' % h("\n".join(mono_lines(b))).replace("<br>", "\n")
    nwp = int(round(b["nw"] * 100))
    out = ['<div class="leader %s">' % b["mode"]]
    for r in b["rows"]:
        if "note" in r:
            out.append('<div class="lnote">%s</div>' % h(r["note"]))
            continue
        if "sub" in r:
            out.append('<div class="lsub">%s</div>' % h(r["sub"]))
            continue
        flag = ('<span class="flag">%s</span>' % h(r["flag"])) if r.get("flag") else ""
        valpart = ('<span class="dots"></span><span class="val" style="min-width:%dmm">%s</span>'
                   '<span class="un" style="min-width:%dmm">%s%s</span>'
                   % (b["vw"], h(r["value"]), b["uw"], h(r["unit"]), flag))
        if b["ref"] == "before":
            out.append('<div class="lr"><div class="nm" style="flex:0 0 %d%%">%s</div>'
                       '<div class="rf rfb4">%s</div><div class="ln lnb4">%s</div></div>'
                       % (int(b["nw"] * 100), h(r["name"]), h(r["ref"]), valpart))
        elif b["ref"] == "below":
            out.append('<div class="lr"><div class="ln" style="flex:1"><span class="nm">%s</span>%s</div></div>'
                       % (h(r["name"]), valpart))
            if r["ref"]:
                out.append('<div class="rfbelow">%s</div>' % h(r["ref"]))
        elif b["ref"] == "none":
            out.append('<div class="lr"><div class="ln" style="flex:0 0 %d%%"><span class="nm">%s</span>%s</div></div>'
                       % (nwp, h(r["name"]), valpart))
        else:
            out.append('<div class="lr"><div class="ln" style="flex:0 0 %d%%"><span class="nm">%s</span>%s</div>'
                       '<div class="rf">%s</div></div>' % (nwp, h(r["name"]), valpart, h(r["ref"])))
    out.append("</div>")
    return "".join(out)


def table_html(b):
    n = len(b["cols"])
    al = {"l": "left", "c": "center", "r": "right"}
    style = ' style="font-size:%.1fpt"' % b["size"] if b.get("size") else ""
    out = ['<table class="tb %s"%s><colgroup>' % (b["grid"], style)]
    out += ['<col style="width:%.1f%%">' % (x * 100) for x in b["w"]]
    out.append("</colgroup>")
    if b["head"]:
        out.append("<thead><tr>%s</tr></thead>" % "".join(
            '<th style="text-align:%s">%s</th>' % (al[b["align"][i]], h(c)) for i, c in enumerate(b["cols"])))
    out.append("<tbody>")
    for r in b["rows"]:
        if isinstance(r, dict):
            cls = "sub" if "sub" in r else "note"
            out.append('<tr class="%s"><td colspan="%d">%s</td></tr>' % (cls, n, h(r.get("sub") or r.get("note"))))
            continue
        out.append("<tr>%s</tr>" % "".join(
            '<td style="text-align:%s">%s</td>' % (al[b["align"][i]], h(c)) for i, c in enumerate(r)))
    out.append("</tbody></table>")
    return "".join(out)


def block_html(b):
    t = b["t"]
    if t == "title":
        return '<div class="t%d">%s</div>' % (b["level"], h(b["text"]))
    if t == "text":
        return '<div class="tx %s">%s</div>' % (b["style"], h(b["text"]))
    if t == "space":
        return '<div style="height:%smm"></div>' % b["h"]
    if t == "sig":
        return '<div class="sig">%s</div>' % "<br>".join(h(x) for x in b["lines"])
    if t == "leader":
        return leader_html(b)
    if t == "table":
        return table_html(b)
    if t == "twocol":
        return ('<div class="two%s"><div class="col">%s</div><div class="col">%s</div></div>'
                % (" rule" if b["rule"] else "", "".join(block_html(x) for x in b["left"]),
                   "".join(block_html(x) for x in b["right"])))
    raise ValueError(t)


def header_html(L):
    hd = L["header"]
    v = hd["variant"]
    right = "<br>".join(h(x) for x in hd.get("right", []))
    sub = "<br>".join(h(x) for x in hd.get("sub", []))
    if v == "band":
        return ('<div class="hdr band"><div class="hl"><div class="lab">%s</div><div class="hsub">%s</div></div>'
                '<div class="hr">%s</div></div>' % (h(hd["name"]), sub, right))
    if v == "boxed":
        return ('<div class="hdr boxed"><div class="logo">%s</div><div class="hl"><div class="lab">%s</div>'
                '<div class="hsub">%s</div></div><div class="hr">%s</div></div>'
                % (h(hd.get("logo", "")), h(hd["name"]), sub, right))
    if v == "mono":
        return '<div class="hdr monoh"><pre>%s</pre></div>' % html.escape("\n".join(hd["lines"]))
    return ('<div class="hdr plain"><div class="hl"><div class="lab">%s</div><div class="hsub">%s</div></div>'
            '<div class="hr">%s</div></div>' % (h(hd["name"]), sub, right))


def patient_html(L):
    p = L["patient"]
    cols = p.get("cols", 2)
    cells = []
    for lab, val in p["fields"]:
        cells.append('<div class="pf"><span class="pl">%s</span> <span class="pv">%s</span></div>' % (h(lab), h(val)))
    return '<div class="pat %s" style="grid-template-columns:repeat(%d,1fr)">%s</div>' % (
        p.get("variant", "box"), cols, "".join(cells))


def footer_html(L, i, n):
    f = L["footer"]
    lines = "<br>".join(h(x) for x in f["lines"])
    pg = h(f["page"].format(p=i, n=n))
    return '<div class="ftr"><div class="fl">%s</div><div class="fp">%s</div></div>' % (lines, pg)


BASE_CSS = """
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: %(font)s; font-size: %(size)spt; color: #111; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { width: 210mm; min-height: 296mm; padding: 10mm 13mm 26mm 13mm; position: relative; page-break-after: always; break-after: page; overflow: hidden; }
.page:last-child { page-break-after: auto; break-after: auto; }
.hdr { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 3mm; }
.hdr .lab { font-size: 15pt; font-weight: bold; color: %(accent)s; }
.hdr .hsub { font-size: 7.5pt; color: #444; margin-top: 1mm; line-height: 1.35; }
.hdr .hr { font-size: 7.5pt; text-align: right; color: #333; line-height: 1.4; }
.hdr .hl { flex: 1 1 auto; min-width: 0; }
.hdr .hr { flex: 0 0 auto; margin-left: 4mm; }
.hdr.plain { border-bottom: 2px solid %(accent)s; padding-bottom: 2mm; }
.hdr.band { background: %(accent)s; color: #fff; padding: 3mm 4mm; border-radius: 1.5mm; }
.hdr.band .lab, .hdr.band .hsub, .hdr.band .hr { color: #fff; }
.hdr.boxed { border: 1px solid #888; padding: 2.5mm; align-items: center; }
.hdr.boxed .logo { width: 15mm; height: 15mm; border-radius: 50%%; background: %(accent)s; color: #fff; font-weight: bold; font-size: 11pt; display: flex; align-items: center; justify-content: center; margin-right: 4mm; flex: 0 0 15mm; }
.hdr.boxed .hl { flex: 1; }
.hdr.monoh pre { font-family: %(mono)s; font-size: 8.5pt; margin: 0; line-height: 1.25; }
.pat { display: grid; gap: 0.8mm 6mm; font-size: 8.3pt; margin-bottom: 4mm; }
.pat.box { border: 1px solid #999; padding: 2mm 3mm; border-radius: 1mm; }
.pat.lines { border-top: 1px solid #999; border-bottom: 1px solid #999; padding: 1.5mm 0; }
.pat.mono { font-family: %(mono)s; border-bottom: 1px dashed #555; padding-bottom: 1.5mm; }
.pat .pl { color: #555; }
.pat .pv { font-weight: bold; }
.t1 { font-weight: bold; font-size: 10.5pt; color: %(accent)s; margin: 3.5mm 0 1.5mm 0; border-bottom: 1px solid %(accent)s; padding-bottom: 0.6mm; }
.t2 { font-weight: bold; font-size: 9pt; margin: 2.5mm 0 1mm 0; text-transform: none; }
.tx { margin: 1mm 0; line-height: 1.3; }
.tx.small { font-size: 7.5pt; color: #333; }
.tx.method { font-size: 7.5pt; color: #444; font-style: italic; }
.tx.note { font-size: 7.8pt; color: #222; border-left: 2px solid #aaa; padding-left: 2mm; }
.tx.box { border: 1px solid #777; padding: 2mm; }
.tx.bold { font-weight: bold; }
.tx.center { text-align: center; }
.leader { margin: 0.5mm 0 1.5mm 0; }
.lr { display: flex; align-items: flex-end; margin: 0.9mm 0; }
.ln { display: flex; align-items: flex-end; }
.nm { white-space: normal; }
.dots { flex: 1; margin: 0 1.2mm 0.8mm 1.2mm; min-width: 3mm; }
.leader.css .dots { border-bottom: 1px dotted #555; }
.val { text-align: right; font-weight: bold; }
.un { padding-left: 1.5mm; }
.flag { font-weight: bold; margin-left: 1mm; }
.rf { flex: 1; font-size: 7.6pt; color: #333; padding-left: 3mm; line-height: 1.25; }
.rf.rfb4 { flex: 0 0 auto; max-width: 38%%; padding-left: 2mm; }
.ln.lnb4 { flex: 1; }
.rfbelow { font-size: 7.4pt; color: #444; margin: 0 0 1.2mm 6mm; line-height: 1.25; }
.lnote { font-size: 7.5pt; color: #333; font-style: italic; margin: 1mm 0 1mm 2mm; }
.lsub { font-weight: bold; margin: 2mm 0 0.5mm 0; }
pre.mono { font-family: %(mono)s; font-size: 8.2pt; line-height: 1.3; margin: 1mm 0; white-space: pre; }
table.tb { width: 100%%; border-collapse: collapse; margin: 1mm 0 2mm 0; table-layout: fixed; }
table.tb th { font-size: 7.6pt; background: %(thbg)s; color: %(thfg)s; padding: 1mm 1.2mm; font-weight: bold; }
table.tb td { padding: 0.8mm 1.2mm; vertical-align: top; line-height: 1.25; }
table.tb td:first-child { }
table.tb.grid th, table.tb.grid td { border: 1px solid #888; }
table.tb.lines th { border-bottom: 1.2px solid #333; }
table.tb.lines td { border-bottom: 1px solid #ccc; }
table.tb.zebra tbody tr:nth-child(even) td { background: #f0f3f7; }
table.tb.none td, table.tb.none th { border: none; }
table.tb tr.sub td { font-weight: bold; background: #e8e8e8; padding-top: 1.2mm; }
table.tb tr.note td { font-size: 7.4pt; font-style: italic; color: #333; }
.two { display: grid; grid-template-columns: 1fr 1fr; column-gap: 7mm; }
.two.rule .col:first-child { border-right: 1px solid #bbb; padding-right: 3.5mm; }
.sig { margin-top: 6mm; font-size: 8pt; text-align: right; line-height: 1.35; }
.ftr { position: absolute; left: 13mm; right: 13mm; bottom: 8mm; border-top: 1px solid #999; padding-top: 1.5mm; font-size: 7pt; color: #444; display: flex; justify-content: space-between; align-items: flex-end; }
.ftr .fp { white-space: nowrap; margin-left: 4mm; font-weight: bold; }
"""


def render_html(L):
    st = L["style"]
    css = BASE_CSS % {
        "font": FONTS[st["font"]], "mono": FONTS["mono"], "size": st.get("size", 8.8),
        "accent": st["accent"], "thbg": st.get("thbg", "#e6e6e6"), "thfg": st.get("thfg", "#111"),
    } + st.get("css", "")
    n = len(L["pages"])
    pages = []
    for i, blocks in enumerate(L["pages"], 1):
        body = "".join(block_html(b) for b in blocks)
        pages.append('<div class="page">%s%s<div class="content">%s</div>%s</div>'
                     % (header_html(L), patient_html(L), body, footer_html(L, i, n)))
    return ('<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n<title>%s</title>\n'
            '<style>%s</style>\n</head>\n<body>\n%s\n</body>\n</html>\n'
            % (h(L["title"]), css, "\n".join(pages)))


def write_report(rep, outdir):
    L, gold = rep.finalize()
    with open("%s/%s.html" % (outdir, rep.id), "w", encoding="utf-8") as f:
        f.write(render_html(L))
    with open("%s/%s.layout.json" % (outdir, rep.id), "w", encoding="utf-8") as f:
        json.dump(L, f, ensure_ascii=False, indent=1)
    clean = [{k: v for k, v in g.items() if not k.startswith("_")} for g in gold]
    with open("%s/%s.gold.json" % (outdir, rep.id), "w", encoding="utf-8") as f:
        json.dump({"lab": rep.lab, "collected_at_default": rep.date, "results": clean}, f,
                  ensure_ascii=False, indent=2)
        f.write("\n")
    return L, gold
