"""Render a report model as a print-ready HTML page (one .page div per A4 page)."""
from __future__ import annotations

import html

from model import KV, Cols, H, P, Report, Rule, Sig, Space, Sub, Table, V, kv_layout
from render_pdf import FOOT_H, _dark


def e(s) -> str:
    return html.escape(str(s), quote=True)


def lines_html(txt) -> str:
    if isinstance(txt, list):
        txt = "\n".join(txt)
    return "<br>".join(e(x) for x in str(txt).split("\n"))


def val_html(v: V) -> str:
    t = e(v.text)
    if v.flag:
        t = f"<b>{t}</b>"
        f = f'<span class="flag">{e(v.flag)}</span>'
        return f"{f} {t}" if v.flag_before else f"{t} {f}"
    return t


class HtmlRenderer:
    def __init__(self, rep: Report):
        self.rep = rep
        self.st = rep.style

    def css(self) -> str:
        st = self.st
        m = st.margin
        hf = st.head_font or st.font
        return f"""
@page {{ size: A4; margin: 0; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: '{st.font}', 'DejaVu Sans', sans-serif; font-size: {st.size}pt;
  line-height: {st.line}; color: #000; -webkit-print-color-adjust: exact; print-color-adjust: exact;
  font-variant-ligatures: none; }}
.page {{ position: relative; width: 210mm; min-height: 296mm; box-sizing: border-box;
  padding: {m}mm {m}mm {m + FOOT_H + 1}mm {m}mm; page-break-after: always; break-after: page; }}
.page:last-child {{ page-break-after: auto; break-after: auto; }}
.hf {{ font-family: '{hf}', 'DejaVu Sans', sans-serif; }}
.acc {{ color: {st.accent}; }}
.band {{ background: {st.accent}; color: #fff; margin: -{m}mm -{m}mm 2mm -{m}mm;
  padding: {m - 3}mm {m}mm 1.5mm {m}mm; display: flex; justify-content: space-between; height: 16mm;
  box-sizing: content-box; }}
.band .nm {{ font-size: 16pt; font-weight: bold; line-height: 1.2; }}
.band .tg {{ font-size: 8.5pt; }}
.band .ct {{ font-size: 7pt; text-align: right; }}
.hleft {{ display: flex; align-items: flex-start; border-bottom: 0.6mm solid {st.accent};
  padding-bottom: 1.5mm; margin-bottom: 2mm; }}
.logo {{ width: 14mm; height: 14mm; background: {st.accent}; color: #fff; border-radius: 2mm;
  font-size: 13pt; font-weight: bold; display: flex; align-items: center; justify-content: center;
  margin-right: 3mm; flex: none; }}
.hleft .nm {{ font-size: 14pt; font-weight: bold; color: {st.accent}; line-height: 1.3; }}
.hleft .tg {{ font-size: 8pt; color: #444; }}
.hleft .ct {{ margin-left: auto; text-align: right; font-size: 7pt; color: #333; }}
.hcenter {{ text-align: center; border-bottom: 0.5mm solid {st.accent}; padding-bottom: 0.4mm;
  margin-bottom: 2mm; }}
.hcenter .inner {{ border-bottom: 0.2mm solid {st.accent}; padding-bottom: 1mm; }}
.hcenter .nm {{ font-size: 16pt; font-weight: bold; color: {st.accent}; line-height: 1.2; }}
.hcenter .tg {{ font-size: 8.5pt; font-style: italic; }}
.hcenter .ct {{ font-size: 7pt; color: #333; }}
.hmono {{ border-bottom: 0.3mm dashed #000; padding-bottom: 1mm; margin-bottom: 2mm; font-size: 8pt;
  line-height: 1.3; }}
.hmono .nm {{ font-size: 10pt; font-weight: bold; }}
.hsplit {{ display: flex; justify-content: space-between; border-bottom: 1mm solid {st.accent};
  padding-bottom: 1mm; margin-bottom: 2mm; }}
.hsplit .nm {{ font-size: 15pt; font-weight: bold; color: {st.accent}; line-height: 1.25; }}
.hsplit .tg, .hsplit .ad {{ font-size: 8pt; color: #555; }}
.hsplit .ad {{ font-size: 7pt; }}
.hsplit .bx {{ border: 0.4mm solid {st.accent}; width: 34%; text-align: center; padding: 0.6mm 0;
  font-size: 6.8pt; }}
.hsplit .bx b {{ font-size: 10pt; color: {st.accent}; display: block; }}
.hbox {{ display: flex; justify-content: space-between; border: 0.5mm solid {st.accent};
  border-left: 3mm solid {st.accent}; padding: 1mm 2mm 1mm 3mm; margin-bottom: 2mm; }}
.hbox .nm {{ font-size: 14pt; font-weight: bold; color: {st.accent}; line-height: 1.3; }}
.hbox .tg {{ font-size: 8pt; }}
.hbox .ct {{ font-size: 7pt; text-align: right; }}
.kv {{ display: grid; gap: 0.3mm 0; margin-bottom: 1mm; }}
.kv.box {{ border: 0.25mm solid #969696; padding: 1mm 1.2mm; }}
.kv div {{ white-space: nowrap; overflow: hidden; }}
h1.sec {{ font-size: {st.size + 1.5}pt; margin: 1.2mm 0 1.2mm 0; padding: 0.4mm 1mm; line-height: {st.line};
  display: flex; justify-content: space-between; align-items: baseline; }}
h1.sec.fill {{ background: {st.accent}; color: #fff; }}
h1.sec.line {{ color: {st.accent}; border-bottom: 0.3mm solid {st.accent}; }}
h1.sec small, h2.sub small {{ font-size: {st.size - 1.5}pt; font-weight: normal; }}
h2.sub {{ font-size: {st.size + 0.3}pt; margin: 0.8mm 0 0.4mm 0; line-height: {st.line};
  display: flex; justify-content: space-between; align-items: baseline; }}
p.par {{ margin: 0 0 0.6mm 0; white-space: pre-wrap; }}
table.t {{ width: 100%; border-collapse: collapse; table-layout: fixed; margin-bottom: 1.5mm; }}
table.t td, table.t th {{ padding: 0 0.8mm; vertical-align: top; text-align: left; }}
table.t th {{ font-weight: bold; }}
table.t td.v, table.t td.u, table.t td.pv {{ white-space: nowrap; }}
table.t td.ref {{ color: #222; }}
table.t tr.sub td {{ font-weight: bold; font-style: italic; color: {st.accent}; }}
table.t.rows td {{ border-bottom: 0.12mm solid #aaa; }}
table.t.rows thead th, table.t.head thead th, table.t.grid thead th, table.t.box thead th
  {{ border-bottom: 0.35mm solid #787878; }}
table.t.grid td, table.t.grid th {{ border: 0.2mm solid #787878; }}
table.t.box {{ border: 0.25mm solid #787878; }}
table.t.head {{ border-bottom: 0.35mm solid #787878; }}
table.t tr.z td {{ background: #f2f2f2; }}
.ld {{ overflow: hidden; white-space: nowrap; }}
.ld .dots {{ color: #555; }}
.flag {{ font-weight: bold; }}
.cols {{ display: flex; justify-content: space-between; align-items: flex-start; }}
.cols.rule > div:first-child {{ border-right: 0.2mm solid #aaa; padding-right: 3mm; }}
.sig {{ display: flex; margin-top: 7mm; }}
.sig > div {{ flex: 1; text-align: center; font-size: {st.size - 1.5}pt; }}
.sig > div > div {{ border-top: 0.25mm solid #3c3c3c; margin: 0 15%; }}
.signote {{ font-size: {st.size - 2}pt; font-style: italic; margin-top: 1mm; }}
.rule {{ border-top: 0.3mm solid #888; margin: 0.8mm 0; }}
.ftr {{ position: absolute; left: {m}mm; right: {m}mm; bottom: {m}mm; height: {FOOT_H}mm;
  border-top: 0.3mm solid {st.accent}; font-size: 6.5pt; color: #444; display: flex;
  justify-content: space-between; line-height: 1.35; padding-top: 0.8mm; box-sizing: border-box; }}
.ftr .pg {{ font-size: 7pt; white-space: nowrap; }}
"""

    # -- page furniture -------------------------------------------------------
    def header(self) -> str:
        lab, st = self.rep.lab, self.st
        k = st.header
        if k == "band":
            h = (f'<div class="band hf"><div><div class="nm">{e(lab.name)}</div><div class="tg">'
                 f'{e(lab.tagline)}</div></div><div class="ct">{e(lab.address)}<br>{e(lab.contact)}'
                 f'</div></div>')
        elif k == "left":
            initials = "".join(w[0] for w in lab.name.split()[:2] if w[0].isalpha()).upper()
            extra = f"<br>{e(lab.extra)}" if lab.extra else ""
            h = (f'<div class="hleft"><div class="logo hf">{e(initials)}</div><div class="hf">'
                 f'<div class="nm">{e(lab.name)}</div><div class="tg">{e(lab.tagline)}</div></div>'
                 f'<div class="ct">{e(lab.address)}<br>{e(lab.contact)}{extra}</div></div>')
        elif k == "center":
            h = (f'<div class="hcenter"><div class="inner"><div class="nm hf">{e(lab.name)}</div>'
                 f'<div class="tg hf">{e(lab.tagline)}</div><div class="ct">{e(lab.address)} – '
                 f'{e(lab.contact)}</div></div></div>')
        elif k == "mono":
            h = (f'<div class="hmono"><div class="nm">{e(lab.name.upper())}</div>{e(lab.tagline)}<br>'
                 f'{e(lab.address)}<br>{e(lab.contact)}</div>')
        elif k == "split":
            h = (f'<div class="hsplit"><div class="hf"><div class="nm">{e(lab.name)}</div>'
                 f'<div class="tg">{e(lab.tagline)}</div><div class="ad">{e(lab.address)}</div></div>'
                 f'<div class="bx"><b class="hf">LAUDO DE EXAMES</b>{e(lab.contact)}<br>{e(lab.extra)}'
                 f'</div></div>')
        elif k == "box":
            extra = f"<br>{e(lab.extra)}" if lab.extra else ""
            h = (f'<div class="hbox"><div class="hf"><div class="nm">{e(lab.name)}</div>'
                 f'<div class="tg">{e(lab.tagline)}</div></div><div class="ct">{e(lab.address)}<br>'
                 f'{e(lab.contact)}{extra}</div></div>')
        else:
            raise ValueError(k)
        pat = self.rep.patient
        h += self.kv(KV(pat, ncols=3 if len(pat) > 6 else 2, size=st.size - 0.5))
        return h

    def footer(self, i, n) -> str:
        rep = self.rep
        lines = [rep.lab.legal] + ([rep.footer] if rep.footer else [])
        return (f'<div class="ftr"><div>{"<br>".join(e(x) for x in lines)}</div>'
                f'<div class="pg">Página {i} de {n}</div></div>')

    # -- blocks ---------------------------------------------------------------
    def blocks(self, blocks) -> str:
        out = []
        for b in blocks:
            if isinstance(b, H):
                out.append(self.h(b))
            elif isinstance(b, P):
                size = b.size or self.st.size - 1
                style = [f"font-size:{size}pt", f"color:{b.color}", f"text-align:{ {'L': 'left', 'C': 'center', 'R': 'right'}[b.align] }"]
                if b.italic:
                    style.append("font-style:italic")
                if b.bold:
                    style.append("font-weight:bold")
                out.append(f'<p class="par" style="{";".join(style)}">{lines_html(b.text)}</p>')
            elif isinstance(b, KV):
                out.append(self.kv(b))
            elif isinstance(b, Table):
                out.append(self.table(b))
            elif isinstance(b, Cols):
                wl = f"calc((100% - 6mm) * {b.split})"
                wr = f"calc((100% - 6mm) * {1 - b.split})"
                out.append(f'<div class="cols{" rule" if b.rule else ""}">'
                           f'<div style="width:{wl}">{self.blocks(b.left)}</div>'
                           f'<div style="width:{wr}">{self.blocks(b.right)}</div></div>')
            elif isinstance(b, Space):
                out.append(f'<div style="height:{b.mm}mm"></div>')
            elif isinstance(b, Rule):
                out.append(f'<div class="rule" style="border-top:{b.width}mm solid {b.color}"></div>')
            elif isinstance(b, Sig):
                ppl = "".join("<div><div></div>" + "<br>".join(
                    (f"<b>{e(x)}</b>" if k == 0 else e(x)) for k, x in enumerate(p)) + "</div>"
                    for p in b.people)
                out.append(f'<div class="sig">{ppl}</div>')
                if b.note:
                    out.append(f'<p class="signote">{lines_html(b.note)}</p>')
            else:
                raise TypeError(b)
        return "\n".join(out)

    def h(self, b: H) -> str:
        right = f"<small>{e(b.right)}</small>" if b.right else ""
        if b.level == 1:
            cls = "fill" if self.st.header in ("band", "box") else "line"
            return f'<h1 class="sec {cls} hf"><span>{e(b.text)}</span>{right}</h1>'
        return f'<h2 class="sub hf"><span>{e(b.text)}</span>{right}</h2>'

    def kv(self, b: KV) -> str:
        size = b.size or self.st.size - 0.5
        items = "".join(f'<div style="grid-row:{r + 1};grid-column:{c + 1} / span {span}">'
                        f"<b>{e(k)}:</b> {e(v)}</div>" for r, c, span, k, v in kv_layout(b.items, b.ncols))
        return (f'<div class="kv{" box" if b.box else ""}" style="grid-template-columns:repeat({b.ncols},1fr);'
                f'font-size:{size}pt">{items}</div>')

    def table(self, t: Table) -> str:
        size = t.size or self.st.size
        al = {"L": "left", "C": "center", "R": "right"}
        cg = "".join(f'<col style="width:{c.width * 100:.3f}%">' for c in t.cols)
        pad = f"padding-top:{t.pad}mm;padding-bottom:{t.pad}mm"
        head = ""
        if t.header:
            fill = ""
            if t.head_fill:
                fill = f"background:{t.head_fill};" + ("color:#fff;" if _dark(t.head_fill) else "")
            ths = "".join(f'<th style="text-align:{al[c.align]};{pad};font-size:{size - 0.8}pt;{fill}">'
                          f'{lines_html(c.header)}</th>' for c in t.cols)
            head = f"<thead><tr>{ths}</tr></thead>"
        body = []
        for ri, r in enumerate(t.rows):
            if isinstance(r, Sub):
                body.append(f'<tr class="sub"><td colspan="{len(t.cols)}" style="{pad}">{e(r.text)}</td></tr>')
                continue
            tds = []
            for i, c in enumerate(r.cells):
                col = t.cols[i]
                cls = {"value": "v", "unit": "u", "prev": "pv", "ref": "ref", "name": "nm"}.get(col.kind, "")
                style = f"text-align:{al[col.align]};{pad}"
                if isinstance(c, V):
                    inner = val_html(c)
                    cls = "v" if col.kind not in ("prev",) else "pv"
                    if r.bold:
                        inner = f"<b>{inner}</b>"
                else:
                    inner = lines_html(c)
                    bold = r.bold or (i == 0 and col.kind == "name" and self.st.header != "mono")
                    if bold and inner:
                        inner = f"<b>{inner}</b>"
                    if t.leaders and i == 0:
                        inner = f'<div class="ld">{inner} <span class="dots">{"." * 160}</span></div>'
                tds.append(f'<td class="{cls}" style="{style}">{inner}</td>')
            z = ' class="z"' if t.zebra and ri % 2 == 1 else ""
            body.append(f"<tr{z}>{''.join(tds)}</tr>")
        return (f'<table class="t {t.rules}" style="font-size:{size}pt"><colgroup>{cg}</colgroup>{head}'
                f'<tbody>{"".join(body)}</tbody></table>')

    def render(self) -> str:
        n = len(self.rep.pages)
        pages = []
        for i, page in enumerate(self.rep.pages, 1):
            pages.append(f'<div class="page">\n{self.header()}\n{self.blocks(page)}\n{self.footer(i, n)}\n</div>')
        title = f"{self.rep.lab.name} – Laudo"
        return (f'<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n<title>{e(title)}</title>\n'
                f'<style>{self.css()}</style>\n</head>\n<body>\n' + "\n".join(pages) + "\n</body>\n</html>\n")


def render_html(rep: Report) -> str:
    return HtmlRenderer(rep).render()
