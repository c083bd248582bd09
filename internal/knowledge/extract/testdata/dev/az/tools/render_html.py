"""Model -> HTML (printed to PDF by headless Chromium)."""
import html as _h
from model import (Res, Row, Sub, Col, Exam, Cumul, Text, RefTable, Heading,
                   Spacer, Cols, Full, Page, Report, dbr)


def e(s):
    return _h.escape(s or "")


def br(s):
    return "<br>".join(e(p) for p in (s or "").split("\n"))


def css(r):
    t = r.theme
    mt, mr, mb, ml = t.get("margin", (10, 12, 10, 12))
    acc = t.get("accent", "#1f4e79")
    small = t.get("small", t["size"] - 1.2)
    return f"""
@page {{ size: A4; margin: 0 }}
html, body {{ margin: 0; padding: 0 }}
body {{ font-family: '{t['font']}'; font-size: {t['size']}pt; line-height: {t.get('lh', 1.25)};
  color: #111; -webkit-print-color-adjust: exact; print-color-adjust: exact }}
.page {{ width: 210mm; height: 296.5mm; box-sizing: border-box; padding: {mt}mm {mr}mm 0 {ml}mm;
  position: relative; overflow: hidden; break-after: page }}
.page:last-child {{ break-after: auto }}
.nw {{ white-space: nowrap }}
b, .b {{ font-weight: bold }}
.small {{ font-size: {small}pt }}
.muted {{ color: #555 }}
.flag {{ font-weight: bold; color: #b00000 }}
.val {{ font-weight: bold }}
table {{ border-collapse: collapse; table-layout: fixed }}
td, th {{ padding: 0.35mm 1mm; vertical-align: top; text-align: left; font-weight: normal }}
.r {{ text-align: right }} .c {{ text-align: center }}
.lab {{ display: flex; align-items: center; border-bottom: 0.5mm solid {acc}; padding-bottom: 2mm; margin-bottom: 2mm }}
.logo {{ width: 15mm; height: 15mm; border: 0.6mm solid {acc}; color: {acc}; font-weight: bold;
  font-size: {t['size'] + 5}pt; display: flex; align-items: center; justify-content: center; margin-right: 4mm; flex: none }}
.labname {{ font-size: {t['size'] + 5}pt; font-weight: bold; color: {acc}; line-height: 1.15 }}
.labinfo {{ font-size: {small}pt; color: #333; line-height: 1.25 }}
.labright {{ margin-left: auto; text-align: right; font-size: {small}pt; color: #333; line-height: 1.25 }}
.ptbox {{ border: 0.3mm solid #777; padding: 1.2mm 2mm; margin-bottom: 2.5mm }}
.ptbox table {{ width: 100% }}
.ptbox td {{ padding: 0.3mm 0.5mm }}
.plabel {{ color: #555; font-size: {small}pt }}
.rtitle {{ text-align: center; font-weight: bold; font-size: {t['size'] + 1.5}pt; letter-spacing: 0.3mm; margin: 0 0 2.5mm 0 }}
.cols {{ display: flex; align-items: flex-start; margin-bottom: 2mm }}
.col {{ flex: none; box-sizing: border-box }}
.divider {{ border-left: 0.25mm solid #999 }}
.blk {{ margin-bottom: 3mm }}
.et-band {{ background: {acc}; color: #fff; font-weight: bold; padding: 0.5mm 1.5mm; margin-bottom: 0.8mm }}
.et-rule {{ color: {acc}; font-weight: bold; border-bottom: 0.3mm solid {acc}; padding: 0 0 0.3mm 0; margin-bottom: 0.8mm }}
.et-plain {{ font-weight: bold; text-decoration: underline; margin-bottom: 0.8mm }}
.et-box {{ border: 0.3mm solid #444; font-weight: bold; text-align: center; padding: 0.4mm 1mm; margin-bottom: 0.8mm }}
.meta {{ font-size: {small}pt; color: #444; font-style: italic; margin-bottom: 0.6mm }}
.cap th {{ font-size: {small}pt; font-weight: bold; color: #333; border-bottom: 0.3mm solid #555 }}
.ruled td {{ border-bottom: 0.15mm solid #bbb }}
.sub td {{ font-weight: bold; font-style: italic; padding-top: 0.8mm }}
.note {{ font-size: {small}pt; color: #333; margin-top: 0.8mm }}
.dl {{ display: flex; align-items: baseline }}
.dl .n {{ flex: none; padding-left: 1mm }}
.dl .lead {{ flex: 1; border-bottom: 0.35mm dotted #666; margin: 0 1mm; min-width: 3mm }}
.dl .v {{ flex: none; text-align: right }}
.dl .u {{ flex: none; padding-left: 1.2mm }}
.dl .rf {{ flex: none; font-size: {small}pt; color: #333 }}
.prevline {{ font-size: {small}pt; color: #444; padding-left: 4mm }}
.bl-line {{ padding-left: 1mm }}
.txt {{ font-size: {small}pt; margin-bottom: 3mm }}
.txt p {{ margin: 0 0 0.8mm 0 }}
.boxed {{ border: 0.25mm solid #888; padding: 1mm 1.5mm }}
.shade {{ background: #eeeeee }}
.hd {{ font-weight: bold; padding: 0.6mm 1.5mm; margin-bottom: 1.5mm }}
.hd.boxed {{ border: 0.3mm solid {acc}; background: #f2f2f2 }}
.reft td, .reft th {{ border: 0.15mm solid #999; font-size: {small}pt; padding: 0.2mm 0.8mm }}
.reft th {{ font-weight: bold; background: #f0f0f0 }}
.footer {{ position: absolute; left: {ml}mm; right: {mr}mm; bottom: {mb}mm; font-size: {small}pt; color: #222 }}
.sigs {{ display: flex; justify-content: space-around; margin-bottom: 2mm }}
.sig {{ text-align: center; border-top: 0.25mm solid #333; padding-top: 0.6mm; width: 62mm; line-height: 1.2 }}
.fline {{ display: flex; justify-content: space-between; border-top: 0.25mm solid #999; padding-top: 0.6mm }}
"""


def title_html(r, txt):
    if not txt:
        return ""
    st = r.theme.get("title_style", "band")
    return f'<div class="et-{st}">{br(txt)}</div>'


def meta_html(b):
    parts = []
    if b.material:
        parts.append(f"Material: {e(b.material)}")
    if b.method:
        parts.append(f"Método: {e(b.method)}")
    if getattr(b, 'coll_label', None) and getattr(b, 'date', None):
        parts.append(f"{e(b.coll_label)} {dbr(b.date)}")
    if not parts:
        return ""
    if getattr(b, 'meta_inline', True):
        return f'<div class="meta">{" &nbsp;|&nbsp; ".join(parts)}</div>'
    return "".join(f'<div class="meta">{p}</div>' for p in parts)


def valflag(value, flag, sep=" "):
    s = f'<span class="val nw">{e(value)}</span>'
    if flag:
        s += f'{e(sep) if sep else ""}<span class="flag">{e(flag)}</span>'
    return s


def tab_html(r, b):
    if not b.cols:
        return ""
    kv = b.style == "kv"
    cg = "".join(f'<col style="width:{c.w}mm">' for c in b.cols)
    tw = sum(c.w for c in b.cols)
    out = [f'<table style="width:{tw}mm"><colgroup>{cg}</colgroup>']
    if b.header and not kv:
        out.append('<tr class="cap">' + "".join(
            f'<th class="{ {"r": "r", "c": "c"}.get(c.align, "")}">{br(c.cap)}</th>' for c in b.cols) + "</tr>")
    has_flag_col = any(c.kind == "flag" for c in b.cols)
    for row in b.rows:
        if isinstance(row, Sub):
            out.append(f'<tr class="sub"><td colspan="{len(b.cols)}">{e(row.text)}</td></tr>')
            continue
        tds = []
        for c in b.cols:
            cls = {"r": "r", "c": "c"}.get(c.align, "")
            if c.kind == "name":
                nm = row.name
                txt = br(nm) + (":" if kv else "")
            elif c.kind == "val":
                res = row.cells[c.idx] if isinstance(row, Row) else row
                txt = "" if res is None else valflag(res.value, "" if has_flag_col else res.flag, b.flag_sep)
                cls += " nw"
            elif c.kind == "unit":
                res = row.cells[c.idx] if isinstance(row, Row) else row
                txt = "" if res is None else f'<span class="nw">{e(res.unit)}</span>'
            elif c.kind == "ref":
                if isinstance(row, Row):
                    txt = br(row.refs[c.idx]) if c.idx < len(row.refs) else ""
                else:
                    txt = br(row.ref)
                cls += " small"
            elif c.kind == "prev":
                if isinstance(row, Res) and c.idx < len(row.prev):
                    p = row.prev[c.idx]
                    txt = f'<span class="nw">{e(p[0])}</span>' + (
                        f' <span class="flag">{e(p[2])}</span>' if len(p) > 2 and p[2] else "")
                else:
                    txt = ""
                cls += " nw"
            elif c.kind == "flag":
                res = row.cells[0] if isinstance(row, Row) else row
                txt = f'<span class="flag">{e(res.flag)}</span>' if res and res.flag else ""
            else:
                txt = ""
            tds.append(f'<td class="{cls.strip()}">{txt}</td>')
        out.append(f'<tr class="{"ruled" if b.rules else ""}">' + "".join(tds) + "</tr>")
    out.append("</table>")
    return "".join(out)


def dots_html(r, b):
    vw, uw, rw = b.dots_w
    out = []
    for row in b.rows:
        if isinstance(row, Sub):
            out.append(f'<div class="b" style="margin-top:0.8mm">{e(row.text)}</div>')
            continue
        cells = row.cells if isinstance(row, Row) else [row]
        ref = " / ".join(x for x in row.refs if x) if isinstance(row, Row) else row.ref
        s = f'<div class="dl"><span class="n">{e(row.name.replace(chr(10), " "))}</span><span class="lead"></span>'
        for res in cells:
            if res is None:
                s += f'<span class="v" style="width:{vw}mm"></span><span class="u" style="width:{uw}mm"></span>'
            else:
                s += (f'<span class="v" style="width:{vw}mm">{valflag(res.value, res.flag, b.flag_sep)}</span>'
                      f'<span class="u nw" style="width:{uw}mm">{e(res.unit)}</span>')
        if rw:
            s += f'<span class="rf" style="width:{rw}mm">{br(ref)}</span>'
        s += "</div>"
        out.append(s)
        if isinstance(row, Res):
            for p in row.prev:
                fl = f' <span class="flag">{e(p[2])}</span>' if len(p) > 2 and p[2] else ""
                out.append(f'<div class="prevline">Resultado anterior: <span class="nw">{e(p[0])}</span>{fl} '
                           f'<span class="nw">{e(row.unit)}</span> em {dbr(p[1])}</div>')
    return "".join(out)


def block_html(r, b):
    out = []
    single = len(b.rows) == 1 and isinstance(b.rows[0], Res) and b.rows[0].name == b.title
    for row in b.rows:
        label = "Resultado" if single else row.name.replace("\n", " ")
        res_line = (f'<div class="bl-line">{e(label)}: {valflag(row.value, row.flag, b.flag_sep)} '
                    f'<span class="nw">{e(row.unit)}</span></div>')
        ref_line = ""
        if row.ref:
            ref_line = (f'<div class="bl-line small">Valores de referência:<br>{br(row.ref)}</div>')
        out.append(ref_line + res_line if b.ref_first else res_line + ref_line)
    return "".join(out)


def exam_html(r, b):
    body = {"tab": tab_html, "kv": tab_html, "dots": dots_html, "block": block_html}[b.style](r, b)
    note = f'<div class="note">{br(b.note)}</div>' if b.note else ""
    return f'<div class="blk">{title_html(r, b.title)}{meta_html(b)}{body}{note}</div>'


def cumul_html(r, b):
    w = b.widths
    cg = "".join(f'<col style="width:{x}mm">' for x in w)
    caps = b.date_caps or [dbr(d) for d in b.dates]
    out = [f'<div class="blk">{title_html(r, b.title)}{meta_html(b)}'
           f'<table style="width:{sum(w)}mm"><colgroup>{cg}</colgroup>',
           '<tr class="cap"><th>Exame</th>' + "".join(f'<th class="r">{br(c)}</th>' for c in caps)
           + '<th>Unidade</th><th>Referência</th></tr>']
    for row in b.rows:
        tds = [f"<td>{br(row.name)}</td>", f'<td class="r nw">{valflag(row.value, row.flag)}</td>']
        for p in row.prev:
            fl = f' <span class="flag">{e(p[2])}</span>' if len(p) > 2 and p[2] else ""
            tds.append(f'<td class="r nw">{e(p[0])}{fl}</td>')
        tds.append(f'<td class="nw">{e(row.unit)}</td><td class="small">{br(row.ref)}</td>')
        out.append('<tr class="ruled">' + "".join(tds) + "</tr>")
    out.append("</table>")
    if b.note:
        out.append(f'<div class="note">{br(b.note)}</div>')
    out.append("</div>")
    return "".join(out)


def text_html(r, b):
    st = f' style="font-size:{b.size}pt"' if b.size else ""
    cls = "txt" + (" boxed" if b.boxed else "") + (" shade" if b.shade else "")
    it = ' style="font-style:italic"' if b.italic else ""
    t = f'<div class="b">{e(b.title)}</div>' if b.title else ""
    ps = "".join(f"<p{it}>{br(x)}</p>" for x in b.lines)
    return f'<div class="{cls}"{st}>{t}{ps}</div>'


def reft_html(r, b):
    st = ""
    cs = f' style="font-size:{b.size}pt"' if b.size else ""
    cg = "".join(f'<col style="width:{x}mm">' for x in b.widths)
    t = f'<div class="b small">{e(b.title)}</div>' if b.title else ""
    rows = "<tr>" + "".join(f"<th{cs}>{br(h)}</th>" for h in b.header) + "</tr>"
    rows += "".join("<tr>" + "".join(f"<td{cs}>{br(c)}</td>" for c in row) + "</tr>" for row in b.rows)
    return f'<div class="blk"{st}>{t}<table class="reft" style="width:{sum(b.widths)}mm"><colgroup>{cg}</colgroup>{rows}</table></div>'


def heading_html(r, b):
    st = f' style="font-size:{b.size}pt"' if b.size else ""
    return f'<div class="hd{" boxed" if b.boxed else ""}"{st}>{e(b.rendered())}</div>'


def block_dispatch(r, b):
    if isinstance(b, Exam):
        return exam_html(r, b)
    if isinstance(b, Cumul):
        return cumul_html(r, b)
    if isinstance(b, Text):
        return text_html(r, b)
    if isinstance(b, RefTable):
        return reft_html(r, b)
    if isinstance(b, Heading):
        return heading_html(r, b)
    if isinstance(b, Spacer):
        return f'<div style="height:{b.h}mm"></div>'
    raise TypeError(b)


def section_html(r, s):
    if isinstance(s, Full):
        return "".join(block_dispatch(r, b) for b in s.blocks)
    out = ['<div class="cols">']
    for i, (w, col) in enumerate(zip(s.widths, s.cols)):
        style = f"width:{w}mm"
        cls = "col"
        if i > 0:
            style += f";margin-left:{s.gap / 2 if s.divider else s.gap}mm"
            if s.divider:
                cls += " divider"
                style += f";padding-left:{s.gap / 2}mm"
        out.append(f'<div class="{cls}" style="{style}">' + "".join(block_dispatch(r, b) for b in col) + "</div>")
    out.append("</div>")
    return "".join(out)


def header_html(r):
    L = r.lab
    info = "<br>".join(e(x) for x in L["info"])
    right = "<br>".join(e(x) for x in L.get("right", []))
    return (f'<div class="lab"><div class="logo">{e(L["logo"])}</div><div>'
            f'<div class="labname">{e(L["name"])}</div><div class="labinfo">{info}</div></div>'
            f'<div class="labright">{right}</div></div>')


def patient_html(r):
    from render_pdf import patient_rows
    n = r.theme.get("pcols", 3)
    w = 100.0 / n
    rows = []
    for row in patient_rows(r.patient, n):
        cells = [f'<td colspan="{sp}"><span class="plabel">{e(k)}:</span> <span class="b">{e(v)}</span></td>'
                 for k, v, sp in row]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    cg = "".join(f'<col style="width:{w}%">' for _ in range(n))
    return f'<div class="ptbox"><table><colgroup>{cg}</colgroup>{"".join(rows)}</table></div>'


def footer_html(r, pi):
    F = r.footer
    sigs = "".join(f'<div class="sig">{br(s)}</div>' for s in F.get("signers", [])) if pi == len(r.pages) - 1 else ""
    left = e(F.get("left", ""))
    return (f'<div class="footer">' + (f'<div class="sigs">{sigs}</div>' if sigs else "")
            + (f'<div class="small" style="margin-bottom:1mm">{br(F["extra"])}</div>' if F.get("extra") else "")
            + f'<div class="fline"><span>{left}</span><span>Página {pi + 1} de {len(r.pages)}</span></div></div>')


def render(r):
    pages = []
    for pi, p in enumerate(r.pages):
        body = header_html(r) + patient_html(r)
        if r.title:
            body += f'<div class="rtitle">{e(r.title)}</div>'
        body += "".join(section_html(r, s) for s in p.sections)
        body += footer_html(r, pi)
        pages.append(f'<div class="page">{body}</div>')
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{e(r.lab["name"])} – {r.id}</title>'
            f'<style>{css(r)}</style></head><body>{"".join(pages)}</body></html>')
