"""Render a model.Report to HTML for Chromium (A4, one fixed-size div per page)."""
import html
from model import FONTS, line_h, C, R, Row, T, P, Cols, Sp

A4W, A4H = 210, 297


def esc(s):
    return html.escape(s, quote=False)


class HtmlRenderer:
    def __init__(self, rep):
        self.rep, self.st = rep, rep.style

    def font_css(self, font, size, bold=False, italic=False, color=None):
        fam, stretch = FONTS[font][0], FONTS[font][1]
        return ("font-family:'%s';font-stretch:%s;font-size:%.2fpt;line-height:%.3fmm;"
                "font-weight:%s;font-style:%s;color:%s;" % (
                    fam, stretch, size, line_h(size), 'bold' if bold else 'normal',
                    'italic' if italic else 'normal', color or self.st.color))

    def shadow(self, border, color):
        c = color or self.st.rule
        parts = []
        if border in ('box', 'grid'):
            parts.append('inset 0 0 0 0.14mm %s' % c)
        else:
            if border and 't' in border:
                parts.append('inset 0 0.22mm 0 %s' % c)
            if border and 'b' in border:
                parts.append('inset 0 -0.22mm 0 %s' % c)
        return ('box-shadow:%s;' % ','.join(parts)) if parts else ''

    def block(self, b, w):
        st = self.st
        if isinstance(b, Sp):
            return '<div style="height:%.2fmm"></div>' % b.h
        if isinstance(b, P):
            size = b.size or st.size
            css = self.font_css(b.font or st.font, size, b.bold, b.italic, b.color)
            css += 'padding:%.2fmm 1mm;white-space:pre;text-align:%s;width:%.2fmm;box-sizing:border-box;' % (
                b.pad, {'L': 'left', 'R': 'right', 'C': 'center'}[b.align], w)
            if b.bg:
                css += 'background:%s;' % b.bg
            css += self.shadow(b.border, b.border_color)
            return '<div style="%s">%s</div>' % (css, esc(b.text))
        if isinstance(b, Cols):
            lw = (w - b.gap) * b.split
            rw = w - b.gap - lw
            inner = ''
            if b.divider:
                inner = '<div style="width:0.2mm;background:%s"></div>' % st.rule
            return ('<div style="display:flex;width:%.2fmm">'
                    '<div style="width:%.2fmm">%s</div>'
                    '<div style="width:%.2fmm;display:flex;justify-content:center">%s</div>'
                    '<div style="width:%.2fmm">%s</div></div>') % (
                w, lw, ''.join(self.block(x, lw) for x in b.left), b.gap, inner,
                rw, ''.join(self.block(x, rw) for x in b.right))
        if isinstance(b, T):
            out = ['<table style="width:%.2fmm;table-layout:fixed;border-collapse:collapse;'
                   'border-spacing:0;%s">' % (w, self.shadow('box', b.rule_color) if b.box else '')]
            out.append('<colgroup>' + ''.join('<col style="width:%.2fmm">' % (f * w) for f in b.widths) + '</colgroup>')
            nrows = len(b.rows)
            for i, row in enumerate(b.rows):
                bg = row.bg or (b.head_bg if row.head else None)
                out.append('<tr>')
                for c in row.cells:
                    size = c.size or row.size or b.size or st.size
                    font = c.font or b.font or st.font
                    bold = c.bold or row.bold
                    color = c.color or row.color or b.color
                    align = c.align or 'L'
                    css = self.font_css(font, size, bold, c.italic, color)
                    css += 'padding:%.2fmm 1mm;white-space:pre;vertical-align:top;text-align:%s;' % (
                        b.pad, {'L': 'left', 'R': 'right', 'C': 'center'}[align])
                    cbg = c.bg or bg
                    if cbg:
                        css += 'background:%s;' % cbg
                    border = ''
                    if b.rules == 'grid':
                        border = 'grid'
                    elif b.rules == 'rows':
                        border = 'b'
                    elif b.rules == 'head' and (row.head or i == nrows - 1):
                        border = 'b'
                    if row.line_below:
                        border += 'b'
                    if row.line_above:
                        border += 't'
                    css += self.shadow(border, b.rule_color)
                    span = ' colspan="%d"' % c.span if c.span > 1 else ''
                    out.append('<td%s style="%s">%s</td>' % (span, css, esc(c.text)))
                out.append('</tr>')
            out.append('</table>')
            return ''.join(out)
        raise TypeError(b)

    def render(self):
        st = self.st
        ml, mt, mr, mb = st.margins
        w = A4W - ml - mr
        pages = []
        for pg in self.rep.pages:
            body = ''.join(self.block(b, w) for b in pg.blocks)
            foot = ''.join(self.block(b, w) for b in pg.footer)
            pages.append('<div class="page"><div style="position:absolute;left:%.1fmm;top:%.1fmm;width:%.1fmm">%s</div>'
                          '<div style="position:absolute;left:%.1fmm;bottom:%.1fmm;width:%.1fmm">%s</div></div>' % (
                              ml, mt, w, body, ml, mb, w, foot))
        return ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title><style>\n'
                '@page { size: A4; margin: 0; }\n'
                'html, body { margin: 0; padding: 0; }\n'
                '* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }\n'
                '.page { position: relative; width: 210mm; height: 297mm; overflow: hidden; page-break-after: always; break-after: page; }\n'
                '.page:last-child { page-break-after: auto; break-after: auto; }\n'
                '</style></head><body>\n%s\n</body></html>\n') % (esc(self.rep.title or self.rep.lab), '\n'.join(pages))
