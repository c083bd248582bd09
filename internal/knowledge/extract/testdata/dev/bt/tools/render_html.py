"""Render a report model as HTML for Chromium (A4, one <div class=page> per model page)."""
import html
from model import (Table, Banner, Info, Title, Text, Space, Rule, TwoCol, lh)

FONTDIR = '/usr/share/fonts/truetype/dejavu/'
FONTS = {  # family key -> (regular, bold, italic, bolditalic)
    'sans': ('DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique', 'DejaVuSans-BoldOblique'),
    'sanscond': ('DejaVuSansCondensed', 'DejaVuSansCondensed-Bold', 'DejaVuSansCondensed-Oblique',
                 'DejaVuSansCondensed-BoldOblique'),
    'serif': ('DejaVuSerif', 'DejaVuSerif-Bold', 'DejaVuSerif-Italic', 'DejaVuSerif-BoldItalic'),
    'serifcond': ('DejaVuSerifCondensed', 'DejaVuSerifCondensed-Bold', 'DejaVuSerifCondensed-Italic',
                  'DejaVuSerifCondensed-BoldItalic'),
    'mono': ('DejaVuSansMono', 'DejaVuSansMono-Bold', 'DejaVuSansMono-Oblique', 'DejaVuSansMono-BoldOblique'),
}


def e(s):
    return html.escape(s).replace('\n', '<br>')


def font_faces():
    out = []
    for key, files in FONTS.items():
        for f, (w, st) in zip(files, [('normal', 'normal'), ('bold', 'normal'), ('normal', 'italic'), ('bold', 'italic')]):
            out.append("@font-face{font-family:'f-%s';src:url('file://%s%s.ttf');font-weight:%s;font-style:%s}"
                       % (key, FONTDIR, f, w, st))
    return '\n'.join(out)


class HR:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep.style

    def size(self, s):
        return s if s else self.st.size

    def el(self, x, width):
        st = self.st
        if isinstance(x, Banner):
            return self.banner(x, width)
        if isinstance(x, Info):
            return self.info(x, width)
        if isinstance(x, Title):
            sz = self.size(x.size) + (1.5 if x.size is None else 0)
            css = 'font-size:%.2fpt;line-height:%.3fmm;color:%s;text-align:%s;font-family:f-%s;' % (
                sz, lh(sz) + 1.2, x.color, {'L': 'left', 'C': 'center', 'R': 'right'}[x.align], st.hfont or st.font)
            css += 'font-weight:%s;font-style:%s;' % ('bold' if x.bold else 'normal', 'italic' if x.italic else 'normal')
            css += 'padding:0 1.2mm;'
            if x.fill:
                css += 'background:%s;' % x.fill
            if x.rule:
                css += 'border-bottom:0.35mm solid %s;' % x.rule
            return '<div style="%s;width:%.2fmm;box-sizing:border-box">%s</div>' % (css, width, e(x.text))
        if isinstance(x, Text):
            sz = self.size(x.size) - (0.8 if x.size is None else 0)
            n = len(x.text.split('\n'))
            css = 'font-size:%.2fpt;line-height:%.3fmm;height:%.3fmm;color:%s;text-align:%s;padding:0 1.2mm;white-space:nowrap;' % (
                sz, lh(sz), lh(sz) * n, x.color, {'L': 'left', 'C': 'center', 'R': 'right'}[x.align])
            css += 'font-weight:%s;font-style:%s;' % ('bold' if x.bold else 'normal', 'italic' if x.italic else 'normal')
            return '<div style="%swidth:%.2fmm;box-sizing:border-box">%s</div>' % (css, width, e(x.text))
        if isinstance(x, Space):
            return '<div style="height:%.2fmm"></div>' % x.h
        if isinstance(x, Rule):
            return '<div style="height:0;border-top:%.2fmm solid %s;width:%.2fmm"></div>' % (x.thick, x.color, width)
        if isinstance(x, TwoCol):
            cw = (width - x.gap) / 2
            left = ''.join(self.el(y, cw) for y in x.left)
            right = ''.join(self.el(y, cw) for y in x.right)
            div = ''
            if x.divider:
                div = 'border-left:0.2mm solid %s;' % x.divider
            return ('<div style="display:flex;width:%.2fmm"><div style="width:%.2fmm">%s</div>'
                    '<div style="width:%.2fmm;margin-left:%.2fmm;%s">%s</div></div>' % (
                        width, cw, left, cw - (0.2 if x.divider else 0), x.gap, div, right))
        if isinstance(x, Table):
            return self.table(x, width)
        raise TypeError(x)

    def banner(self, b, width):
        st = self.st
        fam = st.hfont or st.font
        sub_sz = st.size - 1
        parts = []
        css = 'width:%.2fmm;box-sizing:border-box;display:flex;align-items:flex-start;padding:1.5mm 2mm;' % width
        if b.fill:
            css += 'background:%s;' % b.fill
        if b.rule:
            css += 'border-bottom:0.8mm solid %s;' % b.rule
        logo = ''
        if b.logo:
            logo = ('<div style="width:14mm;height:14mm;background:%s;color:#fff;font-family:f-%s;font-weight:bold;'
                    'font-size:15pt;line-height:14mm;text-align:center;margin-right:3mm;flex:none">%s</div>'
                    % (b.logo_color, fam, e(b.logo)))
        ta = {'L': 'left', 'C': 'center', 'R': 'right'}[b.align]
        mid = '<div style="flex:1;text-align:%s">' % ta
        mid += '<div style="font-family:f-%s;font-weight:bold;font-size:%.1fpt;line-height:%.3fmm;color:%s">%s</div>' % (
            fam, b.name_size, lh(b.name_size), b.color, e(b.name))
        for ln in b.lines:
            mid += '<div style="font-size:%.1fpt;line-height:%.3fmm;color:%s;white-space:nowrap">%s</div>' % (
                sub_sz, lh(sub_sz), b.sub_color, e(ln))
        mid += '</div>'
        right = ''
        if b.right:
            right = '<div style="text-align:right;flex:none">' + ''.join(
                '<div style="font-size:%.1fpt;line-height:%.3fmm;color:%s;white-space:nowrap">%s</div>' % (
                    sub_sz, lh(sub_sz), b.sub_color, e(ln)) for ln in b.right) + '</div>'
        return '<div style="%s">%s%s%s</div>' % (css, logo, mid, right)

    def info(self, inf, width):
        sz = self.size(inf.size)
        cw = width / inf.cols
        lw = cw * inf.label_frac
        css = 'width:%.2fmm;border-collapse:collapse;table-layout:fixed;font-size:%.2fpt;' % (width, sz)
        if inf.box:
            css += 'border:0.3mm solid #555;'
        if inf.fill:
            css += 'background:%s;' % inf.fill
        out = ['<table style="%s"><colgroup>' % css]
        for _ in range(inf.cols):
            out.append('<col style="width:%.2fmm"><col style="width:%.2fmm">' % (lw, cw - lw))
        out.append('</colgroup>')
        pairs = list(inf.pairs)
        while len(pairs) % inf.cols:
            pairs.append(('', ''))
        for i in range(0, len(pairs), inf.cols):
            out.append('<tr>')
            for lab, val in pairs[i:i + inf.cols]:
                out.append('<td class="il" style="line-height:%.3fmm">%s</td><td class="iv" style="line-height:%.3fmm">%s</td>'
                           % (lh(sz), e(lab), lh(sz), e(val)))
            out.append('</tr>')
        out.append('</table>')
        return ''.join(out)

    def table(self, t, width):
        sz = self.size(t.size)
        L = lh(sz)
        css = 'width:%.2fmm;border-collapse:collapse;table-layout:fixed;font-size:%.2fpt;' % (width, sz)
        if t.ruled in ('box',):
            css += 'border:0.25mm solid %s;' % t.line_color
        out = ['<table style="%s"><colgroup>' % css]
        widths = [width * c[1] for c in t.cols]
        for w in widths:
            out.append('<col style="width:%.3fmm">' % w)
        out.append('</colgroup>')

        def bstyle(is_head=False, first=False):
            s = ''
            lc = t.line_color
            if t.ruled == 'grid':
                s = 'border:0.2mm solid %s;' % lc
            elif t.ruled == 'rows':
                s = 'border-bottom:0.2mm solid %s;' % lc
            elif t.ruled == 'head' and is_head:
                s = 'border-bottom:0.3mm solid %s;border-top:0.3mm solid %s;' % (lc, lc)
            elif t.ruled == 'box' and is_head:
                s = 'border-bottom:0.2mm solid %s;' % lc
            return s

        pad = 'padding:%.2fmm 1.2mm;' % t.pad
        if t.header:
            hs = 'font-weight:%s;' % ('bold' if t.head_bold else 'normal')
            if t.head_fill:
                hs += 'background:%s;' % t.head_fill
            if t.head_color:
                hs += 'color:%s;' % t.head_color
            out.append('<tr>')
            for (h, _, al) in t.cols:
                out.append('<td style="%s%s%stext-align:%s;line-height:%.3fmm;white-space:nowrap">%s</td>' % (
                    hs, bstyle(True), pad, {'L': 'left', 'C': 'center', 'R': 'right'}[al], L, e(h)))
            out.append('</tr>')
        for row in t.rows:
            rs = ''
            if row.fill:
                rs += 'background:%s;' % row.fill
            out.append('<tr style="%s">' % rs)
            ci = 0
            for c in row.cells:
                al = c.align or t.cols[ci][2]
                csz = c.size or sz
                s = bstyle() + pad + 'text-align:%s;line-height:%.3fmm;font-size:%.2fpt;' % (
                    {'L': 'left', 'C': 'center', 'R': 'right'}[al], lh(csz), csz)
                if row.rule:
                    s += 'border-top:0.2mm solid %s;' % t.line_color
                if c.bold or row.bold or row.sub:
                    s += 'font-weight:bold;'
                if c.italic:
                    s += 'font-style:italic;'
                if c.color:
                    s += 'color:%s;' % c.color
                cls = ' class="lead"' if c.lead else ''
                s += 'white-space:nowrap;overflow:visible;'
                if c.lead:
                    s = s.replace('overflow:visible', 'overflow:hidden')
                out.append('<td%s style="%s"%s>%s</td>' % (cls, s, ' colspan="%d"' % c.span if c.span > 1 else '',
                                                          e(c.text)))
                ci += c.span
            out.append('</tr>')
        out.append('</table>')
        return ''.join(out)


def render(rep):
    st = rep.style
    mt, mr, mb, ml = st.margin
    width = 210 - ml - mr
    pages = []
    n = len(rep.pages)
    for i, page in enumerate(rep.pages, 1):
        body = ''.join(self_el for self_el in (HR(rep).el(x, width) for x in page))
        foot = ''
        if st.footer:
            lines = [ln.format(page=i, pages=n) for ln in st.footer]
            fs = st.footer_size
            css = 'position:absolute;left:%.2fmm;width:%.2fmm;bottom:%.2fmm;font-size:%.1fpt;line-height:%.3fmm;text-align:%s;color:#333;' % (
                ml, width, mb - 6, fs, lh(fs), {'L': 'left', 'C': 'center', 'R': 'right'}[st.footer_align])
            if st.footer_rule:
                css += 'border-top:0.2mm solid %s;padding-top:0.8mm;' % st.footer_rule
            foot = '<div style="%s">%s</div>' % (css, ''.join('<div style="white-space:nowrap">%s</div>' % e(l) for l in lines))
        brk = 'break-after:page;' if i < n else ''
        pages.append('<div class="page" style="%s"><div style="position:absolute;top:%.2fmm;left:%.2fmm;width:%.2fmm">%s</div>%s</div>'
                     % (brk, mt, ml, width, body, foot))
    css = """%s
@page { size: A4; margin: 0 }
* { margin:0; padding:0; box-sizing:border-box }
html, body { width:210mm; font-variant-ligatures:none }
body { font-family:'f-%s'; font-size:%.2fpt; color:%s; -webkit-print-color-adjust:exact; print-color-adjust:exact }
.page { position:relative; width:210mm; height:296.8mm; overflow:hidden }
td { vertical-align:top }
td.il { font-weight:bold; padding:0.3mm 1.2mm; white-space:nowrap }
td.iv { padding:0.3mm 1.2mm; white-space:nowrap }
td.lead:after { content:' . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . .'; font-weight:normal }
""" % (font_faces(), st.font, st.size, st.text_color)
    return ('<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title><style>%s</style></head><body>%s</body></html>'
            % (e(rep.lab + ' - ' + rep.rid), css, ''.join(pages)))
