"""Model -> HTML (printed by headless Chromium)."""
from html import escape

from fonts import FONTS, leader
from model import (cell_target, CRow, Col, Cumul, Exam, Heading, KV, Leaders, Note, R, RefTable,
                   Sign, Space, Sub, Table, TwoCol, br)


def e(s):
    return escape(s or "").replace("\n", "<br>")


class H:
    def __init__(self, rep):
        self.rep = rep
        st = rep.style
        self.st = st
        self.font = st["font"]
        self.size = st["size"]
        self.side = st.get("side", 14)
        self.top = st.get("top", 10)
        self.cw = 210 - 2 * self.side
        self.acc = st.get("accent", "#1f4e79")

    # ------------------------------------------------------------------
    def css(self):
        s = self.size
        fam = FONTS[self.font][0]
        acc = self.acc
        flagc = self.st.get("flag_color", "#000")
        return f"""
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font-family: '{fam}', 'DejaVu Sans', sans-serif; font-size: {s}pt; color: #111;
        line-height: 1.3; }}
.page {{ width: 210mm; height: 297mm; padding: {self.top}mm {self.side}mm 0 {self.side}mm;
         position: relative; break-after: page; }}
.page:last-child {{ break-after: auto; }}
.hdr {{ margin-bottom: 2.5mm; }}
.hdr .nm {{ font-size: {s + 7}pt; font-weight: bold; line-height: 1.15; }}
.hdr .tg {{ font-size: {s - 0.5}pt; font-style: italic; }}
.hdr .ln {{ font-size: {s - 2}pt; color: #333; }}
.hdr.band .top {{ background: {acc}; color: #fff; padding: 2mm 3mm; }}
.hdr.band .ln {{ padding: 0.8mm 3mm 0 3mm; }}
.hdr.box {{ border: 0.3mm solid {acc}; padding: 2mm 3mm; display: flex; justify-content: space-between; }}
.hdr.box .nm {{ color: {acc}; }}
.hdr.box .rt {{ text-align: right; }}
.hdr.plain .nm {{ color: {acc}; }}
.hdr.plain {{ border-bottom: 0.5mm solid {acc}; padding-bottom: 1.5mm; }}
.hdr.center {{ text-align: center; border-bottom: 0.8mm double #333; padding-bottom: 1.5mm; }}
.hdr.mono {{ border-bottom: 0.3mm dashed #000; padding-bottom: 1mm; }}
.pbox {{ width: 100%; margin-bottom: 2mm; font-size: {s - 0.5}pt; padding: 0.3mm 0 0.3mm 1mm; }}
.pbox .pr {{ display: flex; }}
.pbox .pr div {{ white-space: nowrap; padding: 0.35mm 0; }}
.pbox.b {{ border: 0.25mm solid #666; }}
.pbox.g {{ background: #f0f0f0; }}
.pbox .lb {{ font-weight: bold; }}
.sec {{ font-weight: bold; font-size: {s + 1}pt; margin: 2.2mm 0 1.2mm 0; }}
.sec .r {{ float: right; font-weight: normal; font-size: {s - 1.5}pt; padding-top: 0.4mm; }}
.sec.bar {{ background: {acc}; color: #fff; padding: 0.6mm 2mm; }}
.sec.underline {{ color: {acc}; border-bottom: 0.4mm solid {acc}; padding-bottom: 0.3mm; }}
.sec.boxed {{ background: #e6e6e6; border: 0.25mm solid #888; padding: 0.5mm 2mm; }}
.sec.left {{ border-left: 1.2mm solid {acc}; padding-left: 2mm; }}
table.rt {{ border-collapse: collapse; table-layout: fixed; margin-bottom: 1.5mm; }}
table.rt td, table.rt th {{ padding: 0.5mm 1mm; vertical-align: top; white-space: nowrap; overflow: visible; }}
table.rt th {{ font-size: {s - 1}pt; text-align: left; }}
table.rt td.ref {{ font-size: {s - 1.5}pt; }}
table.rt td.sub {{ font-weight: bold; font-style: italic; padding-top: 1.2mm; }}
table.grid td, table.grid th {{ border: 0.25mm solid #777; }}
table.h th {{ border-bottom: 0.35mm solid #333; }}
table.h td {{ border-bottom: 0.2mm solid #bbb; }}
table.head th {{ border-top: 0.35mm solid #333; border-bottom: 0.35mm solid #333; }}
table.zebra tr.z td {{ background: #efefef; }}
td.v {{ font-weight: bold; }}
.flag {{ font-weight: bold; color: {flagc}; }}
.al-R {{ text-align: right !important; }} .al-C {{ text-align: center !important; }}
.exam {{ margin-bottom: 2.5mm; }}
.exam .et {{ font-weight: bold; }}
.exam .em {{ font-size: {s - 1.5}pt; color: #333; }}
.exam .er {{ margin-top: 0.6mm; }}
.exam .el {{ display: inline-block; }}
.exam .ep {{ font-size: {s - 1}pt; }}
.exam .vr {{ font-size: {s - 1.5}pt; margin-top: 0.6mm; }}
.exam .vl {{ font-size: {s - 1.5}pt; padding-left: 4mm; white-space: pre; }}
.exam .nt {{ font-size: {s - 2}pt; font-style: italic; margin-top: 0.5mm; }}
.note {{ font-size: {s - 1.5}pt; margin: 1mm 0 1.5mm 0; text-align: justify; }}
.note.i {{ font-style: italic; }}
.reft .tt {{ font-size: {s - 1.5}pt; font-weight: bold; margin-top: 0.8mm; }}
.reft table {{ border-collapse: collapse; table-layout: fixed; margin: 0.5mm 0 1.5mm 0; font-size: {s - 1.5}pt; }}
.reft td, .reft th {{ border: 0.2mm solid #999; padding: 0.3mm 1mm; white-space: nowrap; text-align: left; }}
.reft th {{ background: #eee; }}
.kv {{ display: flex; margin: 0.5mm 0 1mm 0; }}
.kv div {{ white-space: nowrap; }}
.kv b {{ font-weight: bold; }}
.two {{ display: flex; align-items: flex-start; }}
.two.rule > div:first-child {{ border-right: 0.25mm solid #999; }}
.lead {{ border-collapse: collapse; table-layout: fixed; margin-bottom: 1mm; }}
.lead td {{ padding: 0.25mm 0.8mm 0.25mm 0; white-space: nowrap; vertical-align: top; overflow: hidden; }}
.lead td.ref {{ font-size: {s - 1.5}pt; }}
.lead td.sub {{ font-weight: bold; padding-top: 1mm; }}
.sign {{ margin-top: 3mm; }}
.sign .tx {{ font-size: {s - 1.5}pt; margin-bottom: 8mm; }}
.sign .row {{ display: flex; justify-content: space-around; }}
.sign .sg {{ text-align: center; font-size: {s - 1.5}pt; width: 74mm; border-top: 0.25mm solid #333; padding-top: 0.6mm; }}
.foot {{ position: absolute; left: {self.side}mm; right: {self.side}mm; bottom: 7mm; font-size: {s - 2}pt;
         color: #333; border-top: 0.25mm solid #666; padding-top: 1mm; display: flex; justify-content: space-between; }}
"""

    # ------------------------------------------------------------------
    def header(self):
        lab = self.rep.lab
        kind = self.st.get("header", "band")
        lines = "".join(f'<div class="ln">{e(x)}</div>' for x in lab["lines"])
        if kind == "band":
            return (f'<div class="hdr band"><div class="top"><div class="nm">{e(lab["name"])}</div>'
                    f'<div class="tg">{e(lab["tagline"])}</div></div>{lines}</div>')
        if kind == "box":
            return (f'<div class="hdr box"><div><div class="nm">{e(lab["name"])}</div>'
                    f'<div class="tg">{e(lab["tagline"])}</div></div><div class="rt">{lines}</div></div>')
        return (f'<div class="hdr {kind}"><div class="nm">{e(lab["name"])}</div>'
                f'<div class="tg">{e(lab["tagline"])}</div>{lines}</div>')

    def pbox(self, rows):
        cls = self.st.get("pbox", "b")
        out = [f'<div class="pbox {cls}">']
        for row in rows:
            out.append('<div class="pr">')
            for j, (lab, val, w) in enumerate(row):
                st = f"width:{w}mm" if j < len(row) - 1 else "flex:1;min-width:0"
                out.append(f'<div style="{st}"><span class="lb">{e(lab)}:</span> {e(val)}</div>')
            out.append("</div>")
        out.append("</div>")
        return "".join(out)

    # ------------------------------------------------------------------
    def val(self, value, flag):
        f = f' <span class="flag">{e(flag)}</span>' if flag else ""
        return f"{e(value)}{f}"

    def block(self, b, width):
        if isinstance(b, Heading):
            r = f'<span class="r">{e(b.right)}</span>' if b.right else ""
            return f'<div class="sec {self.st.get("heading", "bar")}" style="width:{width}mm">{r}{e(b.text)}</div>'
        if isinstance(b, Space):
            return f'<div style="height:{b.mm}mm"></div>'
        if isinstance(b, Note):
            st = f' style="font-size:{b.size}pt;width:{width}mm"' if b.size else f' style="width:{width}mm"'
            bp = f"<b>{e(b.bold_prefix)}</b> " if b.bold_prefix else ""
            return f'<div class="note{" i" if b.italic else ""}"{st}>{bp}{e(b.text)}</div>'
        if isinstance(b, KV):
            ws = b.widths or [width / len(b.items)] * len(b.items)
            st = f' style="font-size:{b.size}pt"' if b.size else ""
            cells = "".join(f'<div style="width:{w}mm"><b>{e(l)}:</b> {e(v)}</div>' for (l, v), w in zip(b.items, ws))
            return f'<div class="kv"{st}>{cells}</div>'
        if isinstance(b, RefTable):
            st = f' style="font-size:{b.size}pt"' if b.size else ""
            cg = "".join(f'<col style="width:{w}mm">' for w in b.widths)
            hd = "".join(f"<th>{e(h)}</th>" for h in b.header)
            rows = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>" for r in b.rows)
            tt = f'<div class="tt">{e(b.title)}</div>' if b.title else ""
            return (f'<div class="reft">{tt}<table{st} style="width:{sum(b.widths)}mm"><colgroup>{cg}</colgroup>'
                    f"<tr>{hd}</tr>{rows}</table></div>")
        if isinstance(b, Table):
            return self.table(b)
        if isinstance(b, Leaders):
            return self.leaders(b)
        if isinstance(b, Exam):
            return self.exam(b, width)
        if isinstance(b, Cumul):
            return self.cumul(b)
        if isinstance(b, TwoCol):
            wl = (width - b.gap) / 2
            left = "".join(self.block(x, wl) for x in b.left)
            right = "".join(self.block(x, wl) for x in b.right)
            pad = b.gap / 2
            return (f'<div class="two{" rule" if b.rule else ""}">'
                    f'<div style="width:{wl + pad}mm;padding-right:{pad}mm">{left}</div>'
                    f'<div style="width:{wl + pad}mm;padding-left:{pad}mm">{right}</div></div>')
        if isinstance(b, Sign):
            sg = "".join(f'<div class="sg"><b>{e(n)}</b><br>{e(t)}<br>{e(r)}</div>' for n, t, r in b.signers)
            return f'<div class="sign"><div class="tx">{e(b.text)}</div><div class="row">{sg}</div></div>'
        raise TypeError(b)

    def table(self, t: Table):
        size = f"font-size:{t.size}pt;" if t.size else ""
        w = sum(c.width for c in t.cols)
        out = [f'<table class="rt {t.rules}{" zebra" if t.zebra else ""}" style="{size}width:{w}mm"><colgroup>']
        out += [f'<col style="width:{c.width}mm">' for c in t.cols]
        out.append("</colgroup>")
        if t.header:
            out.append("<tr>" + "".join(f'<th class="al-{c.align}">{e(c.label)}</th>' for c in t.cols) + "</tr>")
        has_flag_col = any(c.kind == "flag" for c in t.cols)
        n = 0
        for r in t.rows:
            if isinstance(r, Sub):
                out.append(f'<tr><td class="sub" colspan="{len(t.cols)}">{e(r.text)}</td></tr>')
                continue
            n += 1
            out.append(f'<tr class="{"z" if n % 2 == 0 else ""}">')
            for c in t.cols:
                cls = f"al-{c.align}"
                q = cell_target(r, c) if c.kind != "prev" else r
                if q is None:
                    out.append(f'<td class="{cls}"></td>')
                elif c.kind == "name":
                    out.append(f'<td class="{cls}">{e(r.name)}</td>')
                elif c.kind == "value":
                    out.append(f'<td class="v {cls}">{self.val(q.value, "" if has_flag_col else q.flag)}</td>')
                elif c.kind == "valunit":
                    fl = "" if has_flag_col else q.flag
                    f = f' <span class="flag">{e(fl)}</span>' if fl else ""
                    out.append(f'<td class="{cls}"><b>{e(q.value)}</b> {e(q.unit)}{f}</td>')
                elif c.kind == "unit":
                    out.append(f'<td class="{cls}">{e(q.unit)}</td>')
                elif c.kind == "flag":
                    out.append(f'<td class="flag {cls}">{e(q.flag)}</td>')
                elif c.kind == "ref":
                    out.append(f'<td class="ref {cls}">{"<br>".join(e(x) for x in q.ref)}</td>')
                elif c.kind == "prev":
                    p = r.prev[c.idx] if c.idx < len(r.prev) else None
                    out.append(f'<td class="{cls}">{self.val(p.value, p.flag) if p else ""}</td>')
                else:
                    raise ValueError(c.kind)
            out.append("</tr>")
        out.append("</table>")
        return "".join(out)

    def leaders(self, L: Leaders):
        size = L.size or self.size
        st = f"font-size:{size}pt;" if L.size else ""
        cols = [L.w_name, L.w_val] + ([L.w_unit] if L.w_unit else []) + ([L.w_ref] if L.w_ref else [])
        ncol = len(cols)
        out = [f'<table class="lead" style="{st}width:{sum(cols)}mm"><colgroup>']
        out += [f'<col style="width:{w}mm">' for w in cols]
        out.append("</colgroup>")
        for r in L.rows:
            if isinstance(r, Sub):
                out.append(f'<tr><td class="sub" colspan="{ncol}">{e(r.text)}</td></tr>')
                continue
            lines = r.name.split("\n")
            first = "<br>".join(e(x) for x in lines[:-1])
            lead = leader(lines[-1], L.w_name - 0.8, self.font, size, "", L.dot)
            name = (first + "<br>" if first else "") + e(lead)
            cells = [f"<td>{name}</td>", f'<td class="v">{self.val(r.value, r.flag)}</td>']
            if L.w_unit:
                cells.append(f"<td>{e(r.unit)}</td>")
            if L.w_ref:
                cells.append(f'<td class="ref">{"<br>".join(e(x) for x in r.ref)}</td>')
            if len(lines) > 1:  # value sits on the last line of the name
                pad = "<br>" * (len(lines) - 1)
                cells[1] = f'<td class="v">{pad}{self.val(r.value, r.flag)}</td>'
                if L.w_unit:
                    cells[2] = f"<td>{pad}{e(r.unit)}</td>"
            out.append("<tr>" + "".join(cells) + "</tr>")
        out.append("</table>")
        return "".join(out)

    def exam(self, x: Exam, width):
        out = [f'<div class="exam" style="width:{width}mm"><div class="et">{e(x.title)}</div>']
        mm = []
        if x.material:
            mm.append(f"Material: {e(x.material)}")
        if x.method:
            mm.append(f"Método: {e(x.method)}")
        if mm:
            out.append(f'<div class="em">{"&nbsp;&nbsp;&nbsp;&nbsp;".join(mm)}</div>')

        def refs():
            o = []
            if x.ref:
                o.append('<div class="vr">Valores de referência:</div>')
                o += [f'<div class="vl">{e(l)}</div>' for l in x.ref]
            if x.reftable:
                o.append(self.block(x.reftable, width))
            return o

        if x.ref_first:
            out += refs()
        for r in x.results:
            lab = r.label if r.label is not None else "Resultado"
            out.append(f'<div class="er"><span class="el" style="width:{x.label_w}mm">{e(lab)}:</span> '
                       f'<b>{e(r.value)}</b> {e(r.unit)}'
                       + (f' <span class="flag">{e(r.flag)}</span>' if r.flag else "") + "</div>")
            if r.prev:
                if x.prev_style == "historico":
                    items = " &middot; ".join(
                        f"{e(p.value)} {e(p.unit if p.unit is not None else r.unit)} ({br(p.date)})" for p in r.prev)
                    out.append(f'<div class="ep">Histórico: {items}</div>')
                else:
                    for p in r.prev:
                        out.append(f'<div class="ep">Resultado anterior: {e(p.value)} '
                                   f'{e(p.unit if p.unit is not None else r.unit)} em {br(p.date)}</div>')
        if not x.ref_first:
            out += refs()
        if x.note:
            out.append(f'<div class="nt">{e(x.note)}</div>')
        out.append("</div>")
        return "".join(out)

    def cumul(self, c: Cumul):
        ws = [c.w_name] + [c.w_val] * len(c.dates) + [c.w_unit, c.w_ref]
        out = [f'<div class="sec {self.st.get("heading", "bar")}" style="width:{sum(ws)}mm">{e(c.title)}</div>']
        out.append(f'<table class="rt h zebra" style="width:{sum(ws)}mm"><colgroup>')
        out += [f'<col style="width:{w}mm">' for w in ws]
        out.append("</colgroup><tr><th>Exame</th>")
        out += [f'<th class="al-R">{e(c.date_label.format(d=br(d)))}</th>' for d in c.dates]
        out.append("<th>Unidade</th><th>Referência</th></tr>")
        for i, r in enumerate(c.rows):
            out.append(f'<tr class="{"z" if i % 2 else ""}"><td>{e(r.name)}</td>')
            for j, v in enumerate(r.values):
                fl = r.flags[j] if j < len(r.flags) else ""
                cls = "v al-R" if j == 0 else "al-R"
                out.append(f'<td class="{cls}">{self.val(v, fl) if v else "—"}</td>')
            out.append(f'<td>{e(r.unit)}</td><td class="ref">{e(r.ref)}</td></tr>')
        out.append("</table>")
        return "".join(out)

    # ------------------------------------------------------------------
    def render(self):
        rep = self.rep
        n = len(rep.pages)
        body = []
        for i, blocks in enumerate(rep.pages, 1):
            body.append('<div class="page">')
            body.append(self.header())
            body.append(self.pbox(rep.patient if i == 1 or not rep.page2_head else rep.page2_head))
            for b in blocks:
                body.append(self.block(b, self.cw))
            body.append(f'<div class="foot"><span>{e(rep.footer)}</span><span>Página {i} de {n}</span></div>')
            body.append("</div>")
        return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8">'
                f"<title>{e(rep.lab['name'])} – Laudo {rep.id}</title><style>{self.css()}</style></head>"
                f"<body>{''.join(body)}</body></html>\n")


def render_html(rep):
    return H(rep).render()
