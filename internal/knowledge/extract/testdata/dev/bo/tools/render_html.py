"""HTML renderer (printed by Chromium)."""
import html
import re
from model import T, Rule, Sp, V, N, U, C, Span, Tbl, Cols, Box, content_width, fmt_page


def esc(s):
    s = html.escape(s)
    while "  " in s:
        s = s.replace("  ", "\u00a0 ")
    return s.replace("\n", "<br>")


def rich(s):
    parts = s.split("**")
    out = []
    for i, p in enumerate(parts):
        out.append(("<b>%s</b>" % esc(p)) if i % 2 else esc(p))
    return "".join(out)


class H:
    def __init__(self, rep, p, n):
        self.rep, self.p, self.n = rep, p, n
        self.st = rep.style

    def txt(self, s):
        return fmt_page(s, self.p, self.n)

    def el(self, e, width):
        st = self.st
        if isinstance(e, T):
            css = ["font-size:%.2fpt" % (e.size or st.size)]
            if e.bold: css.append("font-weight:bold")
            if e.italic: css.append("font-style:italic")
            css.append("text-align:%s" % {"L": "left", "C": "center", "R": "right"}[e.align])
            if e.color: css.append("color:%s" % e.color)
            if e.fill: css.append("background:%s" % e.fill)
            css.append("padding:%.2fmm" % e.pad)
            if e.rule_below: css.append("border-bottom:%.2fmm solid %s" % (e.rule_below, e.color or st.color))
            if e.rule_above: css.append("border-top:%.2fmm solid %s" % (e.rule_above, e.color or st.color))
            css.append("margin:0 0 %.2fmm 0" % e.space_after)
            return '<div style="%s">%s</div>' % (";".join(css), rich(self.txt(e.text)))
        if isinstance(e, Rule):
            return '<div style="border-top:%.2fmm solid %s;margin:%.2fmm 0"></div>' % (e.width, e.color, e.space)
        if isinstance(e, Sp):
            return '<div style="height:%.2fmm"></div>' % e.h
        if isinstance(e, Tbl):
            return self.table(e)
        if isinstance(e, Cols):
            out = ['<div style="display:flex;gap:%.2fmm;align-items:flex-start">' % e.gap]
            for i, (w, sub) in enumerate(e.cols):
                extra = ""
                if e.divider and i > 0:
                    extra = ";border-left:0.2mm solid #888;padding-left:%.2fmm;margin-left:-%.2fmm;box-sizing:content-box" % (e.gap / 2, e.gap / 2)
                    w2 = w
                else:
                    w2 = w
                out.append('<div style="width:%.2fmm;flex:none%s">' % (w2, extra))
                out.extend(self.el(x, w) for x in sub)
                out.append("</div>")
            out.append("</div>")
            return "".join(out)
        if isinstance(e, Box):
            css = "border:%.2fmm solid %s;padding:%.2fmm;margin-bottom:%.2fmm;box-sizing:border-box;width:%.2fmm" % (
                e.border, e.color, e.pad, e.space_after, width)
            if e.fill: css += ";background:%s" % e.fill
            inner = width - 2 * e.pad - 2 * e.border
            return '<div style="%s">%s</div>' % (css, "".join(self.el(x, inner) for x in e.elems))
        raise TypeError(e)

    def cell_html(self, c, lead):
        if isinstance(c, V):
            s = esc(c.r.value_text) + ((c.flag_sep + esc(c.r.flag)) if (c.r.flag and c.show_flag) else "")
            return s, True, {}
        if isinstance(c, N):
            s, kw = c.r.name, {}
        elif isinstance(c, U):
            return esc(c.r.unit), False, {}
        elif isinstance(c, C):
            s = c.text
            kw = {"bold": c.bold, "italic": c.italic, "align": c.align, "color": c.color}
            lead = lead or c.lead
        else:
            s, kw = str(c), {}
        s = self.txt(s)
        body = rich(s)
        if kw.get("bold"): body = "<b>%s</b>" % body
        if kw.get("italic"): body = "<i>%s</i>" % body
        if kw.get("color"): body = '<span style="color:%s">%s</span>' % (kw["color"], body)
        if lead and s.strip():
            body = '<div class="ld"><span>%s</span><span class="dots"></span></div>' % body
        return body, False, kw

    def table(self, t):
        st = self.st
        size = t.size or st.size
        rc = t.rule_color
        tw = sum(c[1] for c in t.cols)
        out = ['<table style="width:%.2fmm;table-layout:fixed;border-collapse:collapse;font-size:%.2fpt;margin-bottom:%.2fmm">'
               % (tw, size, t.space_after)]
        out.append("<colgroup>%s</colgroup>" % "".join('<col style="width:%.2fmm">' % c[1] for c in t.cols))
        ncols = len(t.cols)
        thin = "0.15mm solid %s" % rc
        thick = "0.3mm solid %s" % rc

        def tdcss(ci, is_head, ri, nrows, fill):
            css = ["padding:%.2fmm 1mm" % t.pad_v, "vertical-align:top"]
            if t.ruled == "grid":
                css.append("border:%s" % thin)
            elif t.ruled == "h":
                if is_head:
                    css.append("border-top:%s;border-bottom:%s" % (thick, thin))
                else:
                    css.append("border-bottom:%s" % (thick if ri == nrows - 1 else thin))
            elif t.ruled == "box":
                if is_head:
                    css.append("border-bottom:%s" % thin)
                if ci == 0: css.append("border-left:%s" % thin)
                if ci == ncols - 1: css.append("border-right:%s" % thin)
                if is_head or (ri == 0 and not t.header): css.append("border-top:%s" % thin)
                if ri == nrows - 1 and not is_head: css.append("border-bottom:%s" % thin)
            elif t.ruled == "none":
                if is_head:
                    css.append("border-bottom:%s" % thin)
            if fill: css.append("background:%s" % fill)
            return css

        nrows = len(t.rows)
        if t.header:
            out.append("<tr>")
            for ci, (title, w, al) in enumerate(t.cols):
                css = tdcss(ci, True, -1, nrows, t.head_fill)
                css.append("text-align:%s" % {"L": "left", "C": "center", "R": "right"}[al])
                css.append("font-weight:%s" % ("bold" if t.head_bold else "normal"))
                if t.head_color: css.append("color:%s" % t.head_color)
                out.append('<td style="%s">%s</td>' % (";".join(css), rich(self.txt(title))))
            out.append("</tr>")
        for ri, row in enumerate(t.rows):
            fill = t.zebra if (t.zebra and ri % 2 == 1) else ""
            out.append("<tr>")
            if isinstance(row, Span):
                css = tdcss(0, False, ri, nrows, row.fill or fill)
                if t.ruled == "box":
                    css.append("border-left:%s;border-right:%s" % (thin, thin))
                css.append("text-align:%s" % {"L": "left", "C": "center", "R": "right"}[row.align])
                if row.bold: css.append("font-weight:bold")
                if row.italic: css.append("font-style:italic")
                if row.color: css.append("color:%s" % row.color)
                out.append('<td colspan="%d" style="%s">%s</td>' % (ncols, ";".join(css), rich(self.txt(row.text))))
            else:
                for ci, c in enumerate(row):
                    body, nowrap, kw = self.cell_html(c, ci == t.lead_col)
                    css = tdcss(ci, False, ri, nrows, fill)
                    al = kw.get("align") or t.cols[ci][2]
                    css.append("text-align:%s" % {"L": "left", "C": "center", "R": "right"}[al])
                    if nowrap or ci in t.nowrap_cols: css.append("white-space:nowrap")
                    out.append('<td style="%s">%s</td>' % (";".join(css), body))
            out.append("</tr>")
        out.append("</table>")
        return "".join(out)


def render(rep):
    st = rep.style
    t, r, b, l = st.margin
    cw = content_width(rep)
    n = len(rep.pages)
    pages = []
    for i, body in enumerate(rep.pages):
        h = H(rep, i + 1, n)
        parts = [h.el(e, cw) for e in rep.header] + [h.el(e, cw) for e in body]
        foot = "".join(h.el(e, cw) for e in rep.footer)
        pages.append(
            '<div class="page" style="padding:%.2fmm %.2fmm %.2fmm %.2fmm">%s'
            '<div class="footer" style="top:%.2fmm;left:%.2fmm;width:%.2fmm">%s</div></div>'
            % (t, r, 297 - rep.footer_top, l, "".join(parts), rep.footer_top, l, cw, foot))
    css = """
@page { size: A4; margin: 0 }
html, body { margin: 0; padding: 0 }
body { font-family: '%s', 'DejaVu Sans', sans-serif; font-size: %.2fpt; color: %s; line-height: %.2f;
       -webkit-print-color-adjust: exact; print-color-adjust: exact }
.page { width: 210mm; min-height: 296.4mm; height: auto; box-sizing: border-box; position: relative; overflow: visible }
.page:not(:last-child) { break-after: page }
.footer { position: absolute }
td { overflow-wrap: normal }
.ld { display: flex; align-items: baseline }
.ld .dots { flex: 1; border-bottom: 0.25mm dotted #666; margin: 0 0.5mm 0 1mm; min-width: 2mm }
b { font-weight: bold }
""" % (st.font, st.size, st.color, st.line)
    return ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title>'
            '<style>%s</style></head><body>\n%s\n</body></html>\n'
            % (html.escape(rep.lab + " - " + rep.id), css, "\n".join(pages)))
