"""Model -> HTML (printed to PDF by headless Chromium)."""
import html as _h

from fonts import FONTS, MARGIN_X, MARGIN_TOP, FOOTER_BOTTOM, CONTENT_W, HEADER_H, FOOT_LH
from model import Table, Heading, Text, Meta, Cols, Spacer, Rule, Sign, Row, Sub, flatten


def e(s):
    return _h.escape(s, quote=True)


class H:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep.style
        self.fs = self.st["fs"]
        self.lh = self.st["lh"]
        self.acc = self.st["accent"]

    # ------------------------------------------------------------------ css
    def css(self):
        st = self.st
        fam = FONTS[st["font"]][0]
        return """
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: '%(fam)s', 'DejaVu Sans', sans-serif; font-size: %(fs)spt; line-height: %(lh)smm;
  color: #151515; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { position: relative; width: 210mm; height: 297mm; padding: %(mt)smm %(mx)smm 0 %(mx)smm;
  overflow: hidden; break-after: page; page-break-after: always; }
.page:last-child { break-after: auto; page-break-after: auto; }
.pre { white-space: pre; }
table { border-collapse: collapse; width: 100%%; table-layout: fixed; }
td, th { vertical-align: top; white-space: pre; overflow: hidden; padding-left: 1.2mm; padding-right: 1.2mm; }
th { font-weight: bold; text-align: left; }
.ld { display: flex; align-items: flex-end; }
.ld i { flex: 1; border-bottom: 0.3mm dotted #777; margin: 0 1mm 1.1mm 1mm; min-width: 2mm; }
.flag { margin-left: 1.2mm; }
.flagb { margin-right: 1.2mm; }
.ftr { position: absolute; left: %(mx)smm; right: %(mx)smm; bottom: %(fb)smm; font-size: 6.8pt;
  line-height: %(flh)smm; color: #444; border-top: 0.25mm solid #999; padding-top: 0.8mm; }
.ftr .pg { position: absolute; right: 0; bottom: 0; }
.hdr div { white-space: nowrap; }
""" % dict(fam=fam, fs=self.fs, lh=self.lh, mt=MARGIN_TOP, mx=MARGIN_X, fb=FOOTER_BOTTOM,
           flh=FOOT_LH)

    # --------------------------------------------------------------- header
    def header(self):
        lab, st, acc = self.rep.lab, self.st, self.acc
        kind = st["header"]
        hh = HEADER_H[kind]
        small = "".join('<div>%s</div>' % e(x) for x in lab["lines"])
        right = "".join('<div>%s</div>' % e(x) for x in lab.get("right", []))
        if kind == "band":
            return ('<div class="hdr" style="height:%smm;background:%s;color:#fff;display:flex;'
                    'justify-content:space-between;padding:2.2mm 4mm 0 4mm">'
                    '<div><div style="font-size:16pt;font-weight:bold;line-height:7mm">%s</div>'
                    '<div style="font-size:8.5pt;line-height:4mm">%s</div>'
                    '<div style="font-size:6.8pt;line-height:3.1mm">%s</div></div>'
                    '<div style="text-align:right;font-size:6.8pt;line-height:3.1mm;padding-top:1mm">%s%s</div></div>'
                    % (hh, acc, e(lab["name"]), e(lab["sub"]), e(lab["lines"][0]), "".join(
                        '<div>%s</div>' % e(x) for x in lab["lines"][1:]), right))
        if kind == "centered":
            return ('<div class="hdr" style="height:%smm;text-align:center;border-bottom:1mm double %s">'
                    '<div style="font-size:17pt;font-weight:bold;line-height:7.5mm;color:%s">%s</div>'
                    '<div style="font-size:9pt;font-style:italic;line-height:4.2mm">%s</div>'
                    '<div style="font-size:7.2pt;line-height:3.3mm">%s</div></div>'
                    % (hh, acc, acc, e(lab["name"]), e(lab["sub"]), small))
        if kind == "logo":
            return ('<div class="hdr" style="height:%smm;display:flex;border-bottom:0.5mm solid %s">'
                    '<div style="width:16mm;height:16mm;background:%s;color:#fff;font-size:14pt;font-weight:bold;'
                    'line-height:16mm;text-align:center;border-radius:2mm">%s</div>'
                    '<div style="margin-left:3mm;flex:1"><div style="font-size:14pt;font-weight:bold;'
                    'line-height:6mm;color:%s">%s</div><div style="font-size:8.5pt;line-height:4mm">%s</div>'
                    '<div style="font-size:6.8pt;line-height:3.1mm">%s</div></div>'
                    '<div style="text-align:right;font-size:6.8pt;line-height:3.1mm">%s</div></div>'
                    % (hh, acc, acc, e(lab["initials"]), acc, e(lab["name"]), e(lab["sub"]), small, right))
        if kind == "boxed":
            return ('<div class="hdr" style="height:%smm;border:0.45mm solid %s;display:flex;'
                    'justify-content:space-between;padding:1.8mm 3mm 0 3mm">'
                    '<div><div style="font-size:14pt;font-weight:bold;line-height:6mm;color:%s">%s</div>'
                    '<div style="font-size:8.5pt;line-height:4mm">%s</div>'
                    '<div style="font-size:6.8pt;line-height:3.1mm">%s</div></div>'
                    '<div style="text-align:right;font-size:6.8pt;line-height:3.1mm">%s</div></div>'
                    % (hh, acc, acc, e(lab["name"]), e(lab["sub"]), small, right))
        if kind == "minimal":
            return ('<div class="hdr" style="height:%smm;border-bottom:0.35mm dashed #333">'
                    '<div style="font-size:12pt;font-weight:bold;line-height:5.5mm">%s</div>'
                    '<div style="font-size:8pt;line-height:3.6mm">%s</div>%s</div>'
                    % (hh, e(lab["name"]), e(lab["sub"]),
                       "".join('<div style="font-size:8pt;line-height:3.6mm">%s</div>' % e(x)
                               for x in lab["lines"][:1])))
        raise ValueError(kind)

    def patient(self):
        st = self.st
        kind = st["patient"]
        plh = st.get("plh", 4.2)
        pfs = st.get("pfs", self.fs - 0.5)
        rows = []
        for prow in self.rep.patient:
            tot = sum((p[2] if len(p) > 2 else 1) for p in prow)
            segs = []
            for p in prow:
                wgt = p[2] if len(p) > 2 else 1
                segs.append('<span style="display:inline-block;width:%.3f%%;white-space:pre;overflow:hidden;'
                            'vertical-align:top"><span style="color:#444">%s: </span><b>%s</b></span>'
                            % (100.0 * wgt / tot, e(p[0]), e(p[1])))
            rows.append('<div style="height:%smm;line-height:%smm">%s</div>' % (plh, plh, "".join(segs)))
        base = "margin-top:2mm;font-size:%spt;padding:1.5mm 2.5mm;" % pfs
        if kind == "box":
            base += "border:0.3mm solid #555;"
        elif kind == "shaded":
            base += "background:%s;" % st.get("shade", "#eef1f5")
        elif kind == "lines":
            base += "border-bottom:0.3mm solid #555;"
        return '<div class="pat" style="%s">%s</div>' % (base, "".join(rows))

    def footer(self, i, n):
        lines = "".join('<div class="pre">%s</div>' % e(x) for x in self.rep.footer)
        return '<div class="ftr">%s<div class="pg">Página %d de %d</div></div>' % (lines, i, n)

    # --------------------------------------------------------------- blocks
    def block(self, b, w):
        if isinstance(b, Heading):
            return self.heading(b)
        if isinstance(b, Meta):
            fs = b.size or self.fs - 1
            parts = []
            for lab, val in b.pairs:
                parts.append('<span style="color:#444">%s:</span> %s' % (e(lab), e(val)))
            return ('<div class="pre" style="margin-top:%smm;font-size:%spt;line-height:%smm">%s</div>'
                    % (b.mt, fs, self.lh - 0.3, "     ".join(parts)))
        if isinstance(b, Text):
            fs = b.size or self.fs - 1
            sty = "margin-top:%smm;font-size:%spt;text-align:%s;" % (
                b.mt, fs, {"L": "left", "C": "center", "R": "right"}[b.align])
            lh = self.lh - 0.4 if fs < self.fs else self.lh
            sty += "line-height:%smm;" % lh
            if b.bold:
                sty += "font-weight:bold;"
            if b.italic:
                sty += "font-style:italic;"
            if b.color:
                sty += "color:%s;" % b.color
            if b.box:
                sty += "border:0.3mm solid #777;padding:1.2mm 2mm;"
            if b.shade:
                sty += "background:#f0f0f0;padding:1.2mm 2mm;"
            return '<div class="pre" style="%s">%s</div>' % (sty, "\n".join(e(x) for x in b.lines))
        if isinstance(b, Table):
            return self.table(b, w)
        if isinstance(b, Cols):
            lw = (w - b.gap) * b.split
            rw = (w - b.gap) - lw
            left = "".join(self.block(x, lw) for x in flatten(b.left))
            right = "".join(self.block(x, rw) for x in flatten(b.right))
            div = "border-left:0.3mm solid #bbb;padding-left:%smm;" % (b.gap / 2) if b.divider else ""
            gap = b.gap / 2 if b.divider else b.gap
            return ('<div style="display:flex;margin-top:%smm"><div style="width:%.2fmm;flex:none">%s</div>'
                    '<div style="width:%.2fmm;flex:none;margin-left:%smm;%s">%s</div></div>'
                    % (b.mt, lw, left, rw + (b.gap / 2 if b.divider else 0), gap, div, right))
        if isinstance(b, Spacer):
            return '<div style="height:%smm"></div>' % b.h
        if isinstance(b, Rule):
            return ('<div style="margin-top:%smm;border-top:0.3mm %s %s"></div>'
                    % (b.mt, "dashed" if b.dashed else "solid", b.color))
        if isinstance(b, Sign):
            fs = b.size or self.fs - 1
            cells = []
            for p in b.people:
                cells.append('<div style="width:62mm;text-align:center;border-top:0.3mm solid #333;'
                             'padding-top:0.8mm;font-size:%spt;line-height:%smm">%s</div>'
                             % (fs, self.lh - 0.5, "".join(
                                 ('<div style="font-weight:bold">%s</div>' if k == 0 else '<div>%s</div>') % e(x)
                                 for k, x in enumerate(p))))
            return ('<div style="margin-top:%smm;display:flex;justify-content:space-around">%s</div>'
                    % (b.mt, "".join(cells)))
        raise TypeError(b)

    def heading(self, b):
        st = b.style or self.st["heading"]
        fs = b.size or self.fs + 0.5
        acc = self.acc
        base = "margin-top:%smm;font-size:%spt;font-weight:bold;line-height:%smm;" % (b.mt, fs, self.lh + 0.6)
        right = ""
        if b.right:
            right = '<span style="float:right;font-weight:normal;font-size:%spt">%s</span>' % (self.fs - 1, e(b.right))
        if st == "shaded":
            base += "background:%s;padding:0.3mm 1.5mm;" % self.st.get("shade", "#e4e4e4")
        elif st == "underline":
            base += "border-bottom:0.35mm solid %s;" % acc
        elif st == "accent":
            base += "color:%s;" % acc
        elif st == "boxed":
            base += "border:0.3mm solid #333;padding:0.2mm 1.5mm;text-align:center;"
        elif st == "bar":
            base += "border-left:1.6mm solid %s;padding-left:1.8mm;" % acc
        elif st == "band":
            base += "background:%s;color:#fff;padding:0.3mm 1.5mm;" % acc
        return '<div class="pre" style="%s">%s%s</div>' % (base, right, e(b.text))

    def table(self, t, w):
        fs = t.size or self.fs
        lh = self.lh if fs >= self.fs else self.lh - 0.3
        fv = t.first_val_id()
        vb = self.st.get("valbold", False)
        fcol = self.st.get("flagcolor")
        border = "0.25mm solid #777"
        css_t = "margin-top:%smm;font-size:%spt;line-height:%smm;" % (t.mt, fs, lh)
        out = ['<table style="%s"><colgroup>%s</colgroup>' % (
            css_t, "".join('<col style="width:%.3f%%">' % (100 * c.w) for c in t.cols))]

        def cell_style(c, first=False, last=False):
            s = "padding-top:%smm;padding-bottom:%smm;text-align:%s;" % (
                t.pad, t.pad, {"L": "left", "C": "center", "R": "right"}[c.align])
            if t.rules == "grid":
                s += "border:%s;" % border
            return s

        if t.head:
            hs = ""
            if t.headshade:
                hs = "background:%s;" % (t.headshade if isinstance(t.headshade, str) else "#e6e6e6")
            ths = []
            for c in t.cols:
                s = cell_style(c) + hs
                if t.rules in ("rows", "head"):
                    s += "border-bottom:0.35mm solid #444;"
                if not t.headbold:
                    s += "font-weight:normal;"
                txt = e(c.head)
                if c.head2:
                    txt += '\n<span style="font-weight:normal;font-size:%spt">%s</span>' % (fs - 1.5, e(c.head2))
                ths.append('<th style="%s">%s</th>' % (s, txt))
            out.append("<thead><tr>%s</tr></thead>" % "".join(ths))
        out.append("<tbody>")
        n = len(t.cols)
        for ri, r in enumerate(t.rows):
            if isinstance(r, Sub):
                s = "padding-top:%smm;padding-bottom:%smm;font-weight:bold;" % (t.pad + 0.4, t.pad)
                if r.shade:
                    s += "background:#ececec;"
                if t.rules == "grid":
                    s += "border:%s;" % border
                elif t.rules == "rows":
                    s += "border-bottom:0.25mm solid #aaa;"
                out.append('<tr><td colspan="%d" style="%s">%s</td></tr>' % (n, s, e(r.text)))
                continue
            tds = []
            nl = max([len(r.name.split("\n")), len(r.ref.split("\n"))] +
                     [len(r.extra.get(c.id, "").split("\n")) for c in t.cols if c.kind == "text"])
            for ci, c in enumerate(t.cols):
                s = cell_style(c)
                if t.rules == "rows":
                    s += "border-bottom:0.25mm solid #bbb;"
                if t.zebra and ri % 2 == 1:
                    s += "background:#f3f3f3;"
                if r.valign == "bottom" and c.kind != "name":
                    s += "vertical-align:bottom;"
                if c.kind == "name":
                    nm = e(r.name)
                    if r.bold:
                        nm = "<b>%s</b>" % nm
                    if t.leaders and "\n" not in r.name:
                        nm = '<div class="ld"><span>%s</span><i></i></div>' % nm
                    tds.append('<td style="%s">%s</td>' % (s, nm))
                elif c.kind == "val":
                    v = r.value_for(c, fv)
                    tds.append('<td style="%s">%s</td>' % (s, self.valhtml(v, r, c, vb, fcol)))
                elif c.kind == "unit":
                    tds.append('<td style="%s">%s</td>' % (s, e(r.unit)))
                elif c.kind == "ref":
                    tds.append('<td style="%s;font-size:%spt">%s</td>' % (s, fs - 0.5, e(r.ref)))
                else:
                    tds.append('<td style="%s">%s</td>' % (s, e(r.extra.get(c.id, ""))))
            out.append("<tr>%s</tr>" % "".join(tds))
        out.append("</tbody></table>")
        return "".join(out)

    def valhtml(self, v, r, c, vb, fcol):
        if v is None:
            return ""
        txt = e(v.text)
        if vb and v.result:
            txt = "<b>%s</b>" % txt
        if c.unit_mode == "own":
            u = v.unit if v.unit is not None else r.unit
            if u:
                txt += " " + e(u)
        if v.flag:
            fs = ' style="color:%s"' % fcol if fcol else ""
            if self.st.get("flagpos") == "before":
                txt = '<span%s>%s</span> %s' % (fs, e(v.flag), txt)
            else:
                txt += ' <span%s>%s</span>' % (fs, e(v.flag))
        return txt

    # ------------------------------------------------------------- document
    def page(self, i, n, blocks):
        body = "".join(self.block(b, CONTENT_W) for b in flatten(blocks))
        return ('<div class="page">%s%s<div class="content">%s</div>%s</div>'
                % (self.header(), self.patient(), body, self.footer(i, n)))

    def document(self):
        n = len(self.rep.pages)
        pages = "\n".join(self.page(i + 1, n, b) for i, b in enumerate(self.rep.pages))
        return ('<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n'
                '<title>%s – %s</title>\n<style>%s</style>\n</head>\n<body>\n%s\n</body>\n</html>\n'
                % (e(self.rep.lab["name"]), e(self.rep.id), self.css(), pages))


def render(rep):
    return H(rep).document()
