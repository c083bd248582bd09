"""Model -> HTML (printed by Chromium to PDF).  One <div class=page> per planned page."""
import html

from common import R, F, B, cell_text
from fonts import FAMILIES, FALLBACK, dotted

PAGE_W, PAGE_H = 210.0, 297.0


def esc(s):
    return html.escape(s).replace("\n", "<br>")


def font_faces(fam):
    out = []
    for name, styles in (("RF", FAMILIES[fam]), ("FB", FALLBACK)):
        for st, path in styles.items():
            w = "bold" if st == "B" else "normal"
            s = "italic" if st == "I" else "normal"
            out.append('@font-face{font-family:"%s";font-weight:%s;font-style:%s;'
                       'src:url("file://%s");}' % (name, w, s, path))
    return "\n".join(out)


class HtmlRenderer:
    def __init__(self, rep):
        self.rep = rep
        st = rep["style"]
        self.fam = st["font"]
        self.size = st["size"]
        self.accent = st.get("accent", "#222")
        self.light = st.get("light", "#e8e8e8")
        self.mx = st.get("mx", 14.0)
        self.my = st.get("my", 11.0)
        self.cw = PAGE_W - 2 * self.mx

    # ---------------------------------------------------------------- blocks
    def cell(self, c, align, nowrap=False):
        cls = []
        txt = esc(cell_text(c))
        if isinstance(c, R):
            cls.append("v")
            if c.flag and self.rep["style"].get("bold_flagged"):
                txt = "<b>%s</b>" % txt
        if isinstance(c, B):
            txt = "<b>%s</b>" % txt
        if isinstance(c, F):
            cls.append("fl")
        cls.append({"L": "al", "R": "ar", "C": "ac"}[align])
        return '<td class="%s">%s</td>' % (" ".join(cls), txt)

    def table(self, b, width):
        size = b["size"] or self.size
        rules = b["rules"]
        out = ['<table class="t r-%s" style="font-size:%.2fpt;width:%.2fmm">' % (rules, size, width)]
        out.append("<colgroup>" + "".join('<col style="width:%.3f%%">' % (100 * c[1]) for c in b["cols"]) + "</colgroup>")
        if b["head"]:
            out.append("<thead><tr>" + "".join(
                '<th class="%s">%s</th>' % ({"L": "al", "R": "ar", "C": "ac"}[c[2]], esc(c[0]))
                for c in b["cols"]) + "</tr></thead>")
        out.append("<tbody>")
        for i, rw in enumerate(b["rows"]):
            if isinstance(rw, dict):
                out.append('<tr class="sub"><td colspan="%d">%s</td></tr>' % (len(b["cols"]), esc(rw["sub"])))
                continue
            zebra = ' class="z"' if (b["zebra"] and i % 2 == 1) else ""
            out.append("<tr%s>" % zebra + "".join(
                self.cell(c, b["cols"][j][2]) for j, c in enumerate(rw)) + "</tr>")
        out.append("</tbody></table>")
        return "\n".join(out)

    def leaders(self, b, width):
        size = b["size"] or self.size
        nw, vw = b["name_w"] * width, b["val_w"] * width
        rw = width - nw - vw
        out = ['<table class="ld" style="font-size:%.2fpt;width:%.2fmm">' % (size, width),
               '<colgroup><col style="width:%.2fmm"><col style="width:%.2fmm"><col style="width:%.2fmm"></colgroup>' % (nw, vw, rw)]
        for r, ref in b["rows"]:
            name = dotted(r.printed_name, nw - 2.4, self.fam, size)
            val = "<b>%s</b>" % esc(r.shown()) + (" " + esc(r.unit) if r.unit else "")
            out.append('<tr><td class="nm">%s</td><td class="v">%s</td><td class="rf">%s</td></tr>'
                       % (esc(name), val, esc(ref)))
        out.append("</table>")
        return "\n".join(out)

    def section(self, b, width):
        return '<div class="sec s-%s" style="width:%.2fmm">%s</div>' % (b["style"], width, esc(b["text"]))

    def exam(self, b, width):
        out = ['<div class="ex" style="width:%.2fmm">' % width,
               '<div class="ext">%s</div>' % esc(b["title"])]
        mm = []
        if b["material"]:
            mm.append("<span><b>Material:</b> %s</span>" % esc(b["material"]))
        if b["method"]:
            mm.append("<span><b>Método:</b> %s</span>" % esc(b["method"]))
        if mm:
            out.append('<div class="exm">%s</div>' % "".join(mm))
        ref = ""
        if b["ref"]:
            ref = '<div class="exr"><b>Valores de referência:</b><br>%s</div>' % esc(b["ref"])
        if b["ref_first"]:
            out.append(ref)
        lw = b["label_w"] * width
        out.append('<table class="exv"><colgroup><col style="width:%.2fmm"><col></colgroup>' % lw)
        for label, r in b["results"]:
            val = "<b>%s</b>" % esc(r.shown()) + (" " + esc(r.unit) if r.unit else "")
            out.append('<tr><td>%s</td><td class="v">%s</td></tr>' % (esc(label or "Resultado:"), val))
        out.append("</table>")
        if not b["ref_first"]:
            out.append(ref)
        for line in b["extra"]:
            out.append('<div class="exe">%s</div>' % esc(line))
        if b["note"]:
            out.append('<div class="exn">%s</div>' % esc(b["note"]))
        out.append("</div>")
        return "\n".join(out)

    def note(self, b, width):
        size = b["size"] or (self.size - 1)
        st = "font-size:%.2fpt;width:%.2fmm;" % (size, width)
        if b["italic"]:
            st += "font-style:italic;"
        pre = "<b>%s</b> " % esc(b["bold_prefix"]) if b["bold_prefix"] else ""
        return '<div class="nt" style="%s">%s%s</div>' % (st, pre, esc(b["text"]))

    def sign(self, b, width):
        out = ['<div class="sg" style="width:%.2fmm">' % width]
        if b["text"]:
            out.append('<div class="sgt">%s</div>' % esc(b["text"]))
        out.append('<div class="sgr">')
        for name, role, reg in b["items"]:
            out.append('<div class="sgi"><div class="sgl"></div><b>%s</b><br>%s<br>%s</div>'
                       % (esc(name), esc(role), esc(reg)))
        out.append("</div></div>")
        return "\n".join(out)

    def blocks(self, blocks, width):
        out = []
        for b in blocks:
            t = b["t"]
            if t == "table":
                out.append(self.table(b, width))
            elif t == "leaders":
                out.append(self.leaders(b, width))
            elif t == "section":
                out.append(self.section(b, width))
            elif t == "exam":
                out.append(self.exam(b, width))
            elif t == "note":
                out.append(self.note(b, width))
            elif t == "sign":
                out.append(self.sign(b, width))
            elif t == "space":
                out.append('<div style="height:%.2fmm"></div>' % b["h"])
            elif t == "rule":
                out.append('<div class="rl" style="width:%.2fmm"></div>' % width)
            elif t == "twocol":
                lw = (width - b["gap"]) * b["split"]
                rw = width - b["gap"] - lw
                out.append('<div class="tc"><div style="width:%.2fmm">%s</div><div style="width:%.2fmm">%s</div></div>'
                           % (lw, self.blocks(b["left"], lw), rw, self.blocks(b["right"], rw)))
            else:
                raise ValueError(t)
        return "\n".join(out)

    # ------------------------------------------------------------ page parts
    def header(self):
        lab = self.rep["lab"]
        kind = self.rep["style"]["header"]
        lines = "".join('<div class="hl">%s</div>' % esc(x) for x in lab["lines"])
        right = "".join('<div class="hl">%s</div>' % esc(x) for x in lab.get("right", []))
        if kind == "center":
            return ('<div class="hdr hc"><div class="lab">%s</div><div class="tag">%s</div>%s%s</div><div class="hrule"></div>'
                    % (esc(lab["name"]), esc(lab["tag"]), lines, right))
        if kind == "band":
            return ('<div class="band"><div class="lab">%s</div><div class="tag">%s</div></div>'
                    '<div class="hdr hb"><div>%s</div><div class="rt">%s</div></div>'
                    % (esc(lab["name"]), esc(lab["tag"]), lines, right))
        # left
        return ('<div class="hdr hlft"><div><div class="lab">%s</div><div class="tag">%s</div>%s</div>'
                '<div class="rt">%s</div></div><div class="hrule"></div>'
                % (esc(lab["name"]), esc(lab["tag"]), lines, right))

    def patient(self, page_no):
        pt = self.rep["patient"] if page_no == 0 else self.rep.get("patient_p2", self.rep["patient"])
        n = self.rep.get("patient_cols", 3)
        rows = [pt[i:i + n] for i in range(0, len(pt), n)]
        out = ['<table class="pt pt-%s">' % self.rep["style"].get("patient", "box")]
        for rw in rows:
            out.append("<tr>" + "".join('<td><b>%s:</b> %s</td>' % (esc(k), esc(v)) for k, v in rw)
                       + "<td></td>" * (n - len(rw)) + "</tr>")
        out.append("</table>")
        return "\n".join(out)

    def footer(self, page_no, npages):
        txt = self.rep["footer"]
        return ('<div class="ft" style="left:%.2fmm;right:%.2fmm"><div class="ftl">%s</div><div class="ftr">Página %d de %d</div></div>'
                % (self.mx, self.mx, esc(txt), page_no + 1, npages))

    def css(self):
        s = self.size
        return """
%(faces)s
@page { size: A4; margin: 0; }
html, body { margin: 0; padding: 0; }
body { font-family: "RF", "FB", sans-serif; font-size: %(s).2fpt; color: #111; line-height: 1.25;
       -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { width: 210mm; min-height: 294mm; box-sizing: border-box; padding: %(my).2fmm %(mx).2fmm 0 %(mx).2fmm;
        position: relative; page-break-after: always; break-after: page; overflow: visible; }
.page:last-child { page-break-after: auto; break-after: auto; }
.lab { font-size: %(lab).2fpt; font-weight: bold; color: %(acc)s; }
.tag { font-size: %(sm).2fpt; font-style: italic; margin-bottom: 0.6mm; }
.hl { font-size: %(xs).2fpt; color: #333; }
.hc { text-align: center; }
.hlft { display: flex; justify-content: space-between; align-items: flex-end; }
.rt { text-align: right; }
.hrule { border-bottom: 0.5mm solid %(acc)s; margin: 1.5mm 0 2mm 0; }
.band { background: %(acc)s; color: #fff; padding: 2mm 3mm; }
.band .lab { color: #fff; } .band .tag { color: #fff; margin: 0; }
.hb { display: flex; justify-content: space-between; margin: 1mm 0 2.5mm 0; }
table { border-collapse: collapse; table-layout: fixed; }
td, th { padding: 0.7mm 1.2mm; vertical-align: top; }
.pt { width: 100%%; font-size: %(sm).2fpt; margin-bottom: 2.5mm; }
.pt-box { border: 0.3mm solid #555; }
.pt-lines { border-bottom: 0.3mm solid #555; }
.pt td { padding: 0.5mm 1.2mm; }
.t { margin: 0.5mm 0 2mm 0; }
.t th { font-weight: bold; border-bottom: 0.3mm solid #333; }
.r-grid th, .r-grid td { border: 0.25mm solid #666; }
.r-h td { border-bottom: 0.15mm solid #999; }
.r-none th { border-bottom: none; }
.t th.al, .t td.al { text-align: left; } .ar { text-align: right; } .ac { text-align: center; }
.al { text-align: left; }
td.v { white-space: nowrap; }
tr.sub td { font-weight: bold; background: %(light)s; }
tr.z td { background: #f3f3f3; }
.fl { font-weight: bold; }
.ld { margin: 0.5mm 0 2mm 0; } .ld td { padding: 0.45mm 1.2mm; } .ld td.nm { white-space: nowrap; overflow: hidden; }
.sec { font-weight: bold; margin: 2mm 0 1mm 0; }
.s-bar { background: %(light)s; padding: 0.8mm 1.5mm; box-sizing: border-box; }
.s-under { border-bottom: 0.3mm solid #333; padding-bottom: 0.5mm; box-sizing: border-box; }
.s-center { text-align: center; letter-spacing: 0.3mm; }
.s-plain { }
.ex { margin: 1.5mm 0 2.5mm 0; }
.ext { font-weight: bold; border-bottom: 0.2mm solid #777; margin-bottom: 0.8mm; }
.exm { font-size: %(sm).2fpt; } .exm span { margin-right: 6mm; }
.exv td { padding: 0.5mm 0; }
.exr, .exe { font-size: %(sm).2fpt; margin-top: 0.5mm; }
.exn, .nt { font-size: %(sm).2fpt; margin: 0.8mm 0 1.5mm 0; }
.exn { font-style: italic; }
.rl { border-bottom: 0.2mm solid #888; margin: 1.5mm 0; }
.tc { display: flex; justify-content: space-between; }
.sg { margin-top: 4mm; font-size: %(sm).2fpt; }
.sgt { margin-bottom: 6mm; }
.sgr { display: flex; justify-content: space-around; }
.sgi { text-align: center; width: 70mm; }
.sgl { border-top: 0.2mm solid #333; margin-bottom: 0.8mm; }
.ft { position: absolute; bottom: 8mm; font-size: %(xs).2fpt; color: #444; display: flex; justify-content: space-between;
      border-top: 0.2mm solid #999; padding-top: 0.8mm; }
""" % {"faces": font_faces(self.fam), "s": s, "my": self.my, "mx": self.mx, "lab": s + 6, "sm": s - 1,
       "xs": s - 1.5, "acc": self.accent, "light": self.light}

    def render(self):
        pages = self.rep["pages"]
        body = []
        for i, blocks in enumerate(pages):
            body.append('<div class="page">%s\n%s\n%s\n%s</div>' % (
                self.header(), self.patient(i), self.blocks(blocks, self.cw), self.footer(i, len(pages))))
        return ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title>'
                '<style>%s</style></head><body>\n%s\n</body></html>\n'
                % (esc(self.rep["lab"]["name"]), self.css(), "\n".join(body)))


def render(rep):
    return HtmlRenderer(rep).render()
