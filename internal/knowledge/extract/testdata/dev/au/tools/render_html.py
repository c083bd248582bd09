"""Write a Report as a self-contained HTML page for Chromium's print-to-pdf."""
from html import escape as _esc

from common import (FONTS, MARGIN, CONTENT_W, FOOTER_H, SIGN_H, PAGE_H, br_date,
                    tint_hex, result_cell_text)
from model import (R, Section, Text, Table, Leaders, Block, Cumulative, TwoCol,
                   Spacer, section_dates)


def e(s):
    return _esc(s or "").replace("\n", "<br>")


class HtmlWriter:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep.style

    def css(self):
        st = self.st
        fam, stretch, _ = FONTS[st.font]
        lh = st.line_h
        slh = st.line_h * st.small / st.base
        page_h = PAGE_H - 2 * MARGIN - 3  # a little slack for Chromium rounding
        acc = st.accent
        return f"""
@page {{ size: A4; margin: {MARGIN}mm; }}
* {{ box-sizing: border-box; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: {fam}, 'DejaVu Sans', sans-serif; font-stretch: {stretch};
  font-size: {st.base}pt; line-height: {lh}mm; color: #000; width: {CONTENT_W}mm;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.page {{ min-height: {page_h}mm; display: flex; flex-direction: column; }}
.page:not(:last-child) {{ break-after: page; }}
main {{ flex: 1 0 auto; }}
.small {{ font-size: {st.small}pt; line-height: {slh}mm; }}
.nw {{ white-space: nowrap; }}
.hdr-left {{ display: flex; justify-content: space-between; border-bottom: 0.5mm solid {acc};
  padding-bottom: 1mm; margin-bottom: 1.5mm; }}
.hdr-left .name, .hdr-center .name {{ font-size: {st.title}pt; line-height: {st.line_h * st.title / st.base}mm;
  font-weight: bold; color: {acc}; white-space: nowrap; }}
.hdr-left .right {{ text-align: right; }}
.hdr-center {{ text-align: center; border-bottom: 0.5mm solid {acc}; padding-bottom: 1mm; margin-bottom: 1.5mm; }}
.hdr-band .band {{ background: {acc}; color: #fff; height: 12mm; padding: 1.2mm 3mm;
  display: flex; justify-content: space-between; margin-bottom: 1mm; }}
.hdr-band .name {{ font-size: {st.title}pt; line-height: 6mm; font-weight: bold; white-space: nowrap; }}
.hdr-band .addr {{ text-align: center; border-bottom: 0.5mm solid {acc}; padding-bottom: 1mm; margin-bottom: 1.5mm; }}
.pat {{ display: grid; padding: 1mm 1.5mm; margin-bottom: 2.5mm; column-gap: 2mm; }}
.pat.box, .pat.grid {{ border: 0.25mm solid #787878; }}
.pat.lines {{ border-bottom: 0.3mm solid #787878; }}
.pat div {{ white-space: nowrap; overflow: hidden; line-height: {slh + 0.3}mm; }}
.sec {{ display: flex; justify-content: space-between; align-items: baseline; margin: 0 0 1.2mm 0;
  padding: 0.6mm 1.5mm; min-height: {lh + 1.2}mm; }}
.sec.bar {{ background: {tint_hex(acc, 0.16)}; color: {acc}; font-weight: bold; }}
.sec.underline {{ color: {acc}; font-weight: bold; font-size: {st.base + 0.5}pt; border-bottom: 0.35mm solid {acc}; padding-left: 0; }}
.sec.caps {{ font-weight: bold; text-transform: uppercase; padding-left: 0; }}
.sec .sub {{ font-weight: normal; color: #000; font-size: {st.small}pt; text-transform: none; }}
table.t {{ width: 100%; border-collapse: collapse; table-layout: fixed; margin-bottom: 1.5mm; }}
table.t td, table.t th {{ padding: 0.4mm 0.8mm; vertical-align: top; white-space: nowrap; overflow: visible; }}
table.t th {{ font-size: {st.small}pt; line-height: {slh}mm; font-weight: bold; text-align: center;
  border-bottom: 0.35mm solid #3c3c3c; }}
table.t th.l {{ text-align: left; }}
table.t.rules tr.r td {{ border-bottom: 0.15mm solid #bebebe; }}
table.t.grid td, table.t.grid th {{ border: 0.2mm solid #5a5a5a; }}
table.t td.res {{ text-align: center; }}
table.t td.res.L {{ text-align: left; }} table.t td.res.R {{ text-align: right; }}
table.t td.b {{ font-weight: bold; }}
table.t td.c {{ text-align: center; }}
table.t td.ref {{ font-size: {st.small}pt; }}
table.t tr.sub td {{ font-weight: bold; font-style: italic; }}
.ld {{ display: flex; margin-bottom: 0.5mm; }}
.ld .ln {{ display: flex; overflow: hidden; white-space: nowrap; }}
.ld .dots {{ flex: 1; overflow: hidden; white-space: nowrap; padding-left: 1mm; }}
.ld .lv {{ white-space: nowrap; }}
.ld .lv b {{ margin-right: 1mm; }}
.ld .lr {{ font-size: {st.small}pt; white-space: nowrap; }}
.ldh {{ font-weight: bold; margin: 0.3mm 0 0.6mm 0; }}
.blk {{ margin-bottom: 2.2mm; }}
.blk .h {{ font-weight: bold; font-size: {st.base + 0.6}pt; line-height: {st.line_h * (st.base + 0.6) / st.base}mm; margin-bottom: 0.2mm; }}
.blk .meta {{ font-style: italic; }}
.blk .line {{ padding-left: 2mm; white-space: nowrap; display: flex; }}
.blk .line .lab {{ display: inline-block; }}
.blk .prev {{ padding-left: 2mm; font-style: italic; white-space: nowrap; }}
.blk .rt {{ padding-left: 2mm; font-weight: bold; margin-top: 0.5mm; }}
.blk .rl {{ padding-left: 4mm; white-space: nowrap; }}
.blk .note {{ padding-left: 2mm; font-style: italic; white-space: nowrap; }}
.txt {{ margin-bottom: 1mm; white-space: nowrap; }}
.two {{ display: flex; justify-content: space-between; }}
.sign {{ height: {SIGN_H}mm; display: flex; padding-top: 1mm; }}
.sign div {{ flex: 1; text-align: center; }}
.sign .ln {{ border-top: 0.3mm solid #3c3c3c; margin: 3mm 8mm 0.5mm 8mm; }}
footer {{ height: {FOOTER_H}mm; border-top: 0.3mm solid #787878; padding-top: 1mm; margin-top: 2mm; }}
footer .row {{ display: flex; justify-content: space-between; }}
"""

    # ------------------------------------------------------------ frame
    def header(self):
        st, lab = self.st, self.rep.lab
        if st.header == "band":
            h = (f'<div class="hdr-band"><div class="band"><div><div class="name">{e(lab.name)}</div>'
                 f'<div class="small"><i>{e(lab.tagline)}</i></div></div>'
                 f'<div class="small" style="text-align:right">CNPJ {e(lab.cnpj)}<br>CNES {e(lab.cnes)}</div></div>'
                 f'<div class="addr small">{e(lab.address)} – {e(lab.city)} – Tel. {e(lab.phone)} – {e(lab.site)}</div></div>')
        elif st.header == "center":
            h = (f'<div class="hdr-center"><div class="name">{e(lab.name)}</div>'
                 f'<div class="small"><i>{e(lab.tagline)}</i></div>'
                 f'<div class="small">{e(lab.address)} – {e(lab.city)} – Tel. {e(lab.phone)}</div>'
                 f'<div class="small">CNPJ {e(lab.cnpj)} · CNES {e(lab.cnes)} · {e(lab.site)}</div></div>')
        else:
            h = (f'<div class="hdr-left"><div><div class="name">{e(lab.name)}</div>'
                 f'<div class="small"><i>{e(lab.tagline)}</i></div></div>'
                 f'<div class="right small">{e(lab.address)}<br>{e(lab.city)} – Tel. {e(lab.phone)}<br>'
                 f'CNPJ {e(lab.cnpj)} – CNES {e(lab.cnes)}<br>{e(lab.site)}</div></div>')
        ncol = 3 if st.patient_box == "grid" else 2
        cells = "".join(f'<div class="small"><b>{e(k)}:</b> {e(v)}</div>' for k, v in self.rep.patient)
        h += f'<div class="pat {st.patient_box}" style="grid-template-columns: repeat({ncol}, 1fr)">{cells}</div>'
        return h

    def footer(self, pno, n):
        lab = self.rep.lab
        return (f'<footer class="small"><div class="row"><span>{e(lab.site)} · {e(lab.phone)}</span>'
                f'<b>Página {pno} de {n}</b><span>{e(self.rep.footer_note)}</span></div>'
                f'<div><i>Responsável técnico: {e(lab.rt)}</i></div></footer>')

    def signatures(self):
        parts = []
        for s in self.rep.lab.signers:
            lines = s.split("\n")
            parts.append('<div class="small"><div class="ln"></div><b>' + e(lines[0]) + "</b>"
                         + "".join("<br>" + e(l) for l in lines[1:]) + "</div>")
        return '<div class="sign">' + "".join(parts) + "</div>"

    # ------------------------------------------------------------ blocks
    def block(self, b):
        st = self.st
        if isinstance(b, Spacer):
            return f'<div style="height:{b.h}mm"></div>'
        if isinstance(b, Section):
            return (f'<div class="sec {st.section}"><span>{e(b.title)}</span>'
                    f'<span class="sub">{e(b.sub)}</span></div>')
        if isinstance(b, Text):
            size = b.size or st.small
            style = f"font-size:{size}pt;line-height:{st.line_h * size / st.base}mm;"
            if b.bold:
                style += "font-weight:bold;"
            if b.italic:
                style += "font-style:italic;"
            return f'<div class="txt" style="{style}">{e(b.text)}</div>'
        if isinstance(b, Table):
            return self.table(b)
        if isinstance(b, Leaders):
            return self.leaders(b)
        if isinstance(b, Block):
            return self.blk(b)
        if isinstance(b, Cumulative):
            return self.cumulative(b)
        if isinstance(b, TwoCol):
            w = f"calc((100% - {b.gap}mm) / 2)"
            return (f'<div class="two"><div style="width:{w}">' + "".join(self.block(x) for x in b.left)
                    + f'</div><div style="width:{w}">' + "".join(self.block(x) for x in b.right) + "</div></div>")
        raise TypeError(b)

    def table(self, t):
        cls = "t" + (" grid" if t.grid else (" rules" if t.rules else ""))
        cols = "".join(f'<col style="width:{w * 100:.3f}%">' for w in t.widths)
        h = f'<table class="{cls}"><colgroup>{cols}</colgroup>'
        if t.headers:
            h += "<tr>" + "".join(
                f'<th class="{"l" if k in ("name", "ref", "unit") else ""}">{e(x)}</th>'
                for k, x in zip(t.cols, t.headers)) + "</tr>"
        for r in t.rows:
            if isinstance(r, str):
                h += f'<tr class="sub"><td colspan="{len(t.cols)}">{e(r)}</td></tr>'
                continue
            h += '<tr class="r">'
            for k in t.cols:
                if k == "name":
                    h += f"<td>{e(r.shown_label)}</td>"
                elif k == "result":
                    v = result_cell_text(r.value_text, r.flag if t.flag_inline else "")
                    h += f'<td class="res {t.align_result}{" b" if t.bold_result else ""}">{e(v)}</td>'
                elif k == "flag":
                    h += f'<td class="c">{e(r.flag)}</td>'
                elif k == "unit":
                    h += f"<td>{e(r.unit)}</td>"
                elif k == "ref":
                    h += f'<td class="ref">{e(r.ref)}</td>'
                elif k == "pair":
                    v = result_cell_text(r.pair.value_text, r.pair.flag) if r.pair else ""
                    h += f'<td class="res {t.align_result}{" b" if t.bold_result else ""}">{e(v)}</td>'
                elif k == "pairunit":
                    h += f"<td>{e(r.pair.unit if r.pair else '')}</td>"
                elif k.startswith("prev"):
                    i = int(k[4:])
                    v = ""
                    if i < len(r.prev):
                        p = r.prev[i]
                        v = result_cell_text(p["value_text"], p.get("flag", ""))
                    h += f'<td class="c">{e(v)}</td>'
            h += "</tr>"
        return h + "</table>"

    def leaders(self, t):
        out = ""
        for r in t.rows:
            if isinstance(r, str):
                out += f'<div class="ldh">{e(r)}</div>'
                continue
            lines = r.shown_label.split("\n")
            pre = "".join(f"{e(l)}<br>" for l in lines[:-1])
            v = result_cell_text(r.value_text, r.flag)
            out += (f'<div class="ld"><div style="width:{t.name_w * 100:.3f}%">{pre}<div class="ln">'
                    f'<span>{e(lines[-1])}</span><span class="dots">{"." * 160}</span></div></div>'
                    f'<div class="lv" style="width:{t.value_w * 100:.3f}%;align-self:flex-end"><b>{e(v)}</b>{e(r.unit)}</div>'
                    f'<div class="lr" style="align-self:flex-end">{e(r.ref)}</div></div>')
        return out

    def blk(self, b):
        h = f'<div class="blk"><div class="h">{e(b.heading)}</div>'
        meta = "   ".join(s for s in (f"Material: {b.material}" if b.material else "",
                                      f"Método: {b.method}" if b.method else "") if s)
        if meta:
            h += f'<div class="meta small" style="white-space:pre">{e(meta)}</div>'
        for r in b.lines:
            v = result_cell_text(r.value_text, r.flag)
            h += (f'<div class="line"><span class="lab" style="min-width:28%">{e(r.shown_label)}:&nbsp;</span>'
                  f'<b>{e(v)}</b>&nbsp;{e(r.unit)}</div>')
            for p in r.prev:
                s = f"{b.prev_label} ({br_date(p['date'])}): {result_cell_text(p['value_text'], p.get('flag', ''))} {r.unit}".rstrip()
                h += f'<div class="prev small">{e(s)}</div>'
        if b.ref_lines:
            h += f'<div class="rt small">{e(b.ref_title)}</div>'
            for rl in b.ref_lines:
                h += f'<div class="rl small">{e(rl)}</div>'
        if b.note:
            h += f'<div class="note small">{e(b.note)}</div>'
        return h + "</div>"

    def cumulative(self, c):
        cols = "".join(f'<col style="width:{w * 100:.3f}%">' for w in c.widths)
        h = f'<table class="t rules"><colgroup>{cols}</colgroup><tr><th class="l">{e(c.title_cols[0])}</th>'
        h += "".join(f"<th>{e(c.date_header_prefix + br_date(d))}</th>" for d in c.dates)
        if c.show_unit:
            h += '<th class="l">Unidade</th>'
        if c.show_ref:
            h += '<th class="l">Valores de referência</th>'
        h += "</tr>"
        nd = len(c.dates)
        for row in c.rows:
            if isinstance(row, str):
                h += f'<tr class="sub"><td colspan="{len(c.widths)}">{e(row)}</td></tr>'
                continue
            r, cells = row
            h += f'<tr class="r"><td>{e(r.shown_label)}</td>'
            for i, cell in enumerate(cells):
                s = "–" if cell is None else (result_cell_text(*cell) if isinstance(cell, tuple) else cell)
                h += f'<td class="c{" b" if i == nd - 1 else ""}">{e(s)}</td>'
            if c.show_unit:
                h += f'<td class="ref">{e(r.unit)}</td>'
            if c.show_ref:
                h += f'<td class="ref">{e(r.ref)}</td>'
            h += "</tr>"
        return h + "</table>"

    # ------------------------------------------------------------ main
    def html(self):
        rep = self.rep
        n = len(rep.pages)
        body = ""
        for pi, page in enumerate(rep.pages, start=1):
            body += '<div class="page">' + self.header() + "<main>"
            for b, _d in section_dates(page, rep.collected_at_default):
                body += self.block(b)
            body += "</main>"
            if pi == n:
                body += self.signatures()
            body += self.footer(pi, n) + "</div>\n"
        return (f'<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8">'
                f"<title>{e(rep.lab.name)} – laudo {rep.id}</title><style>{self.css()}</style></head>"
                f"<body>\n{body}</body></html>\n")


def render_html(rep):
    return HtmlWriter(rep).html()
