"""Draw a report model with fpdf2 (TrueType DejaVu fonts, real text), mirroring the HTML geometry."""
from fpdf import FPDF
from model import (Table, Banner, Info, Title, Text, Space, Rule, TwoCol, lh)
from render_html import FONTS, FONTDIR

PT = 0.3528


def rgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class FR:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep.style
        pdf = FPDF(unit='mm', format='A4')
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        for key, files in FONTS.items():
            for f, style in zip(files, ['', 'B', 'I', 'BI']):
                pdf.add_font('f' + key, style, FONTDIR + f + '.ttf')
        pdf.set_title(rep.lab + ' - ' + rep.rid)
        pdf.set_creator('bt dev set (fpdf2)')
        self.pdf = pdf
        self.overflow = []

    def font(self, fam=None, bold=False, italic=False, size=None, color='#000000'):
        self.pdf.set_font('f' + (fam or self.st.font), ('B' if bold else '') + ('I' if italic else ''), size or self.st.size)
        self.pdf.set_text_color(*rgb(color))

    def txt(self, x, y, w, h, s, align='L'):
        pdf = self.pdf
        if pdf.get_string_width(s) > w + 0.01:
            self.overflow.append((s, round(pdf.get_string_width(s) - w, 2)))
        pdf.set_xy(x, y)
        pdf.cell(w, h, s, align=align)

    # each method draws at (x, y) with width w and returns the height used
    def el(self, e, x, y, w):
        st = self.st
        pdf = self.pdf
        if isinstance(e, Banner):
            return self.banner(e, x, y, w)
        if isinstance(e, Info):
            return self.info(e, x, y, w)
        if isinstance(e, Title):
            sz = (e.size or st.size) + (1.5 if e.size is None else 0)
            h = lh(sz) + 1.2
            if e.fill:
                pdf.set_fill_color(*rgb(e.fill))
                pdf.rect(x, y, w, h, 'F')
            self.font(st.hfont or st.font, e.bold, e.italic, sz, e.color)
            self.txt(x + 1.2, y, w - 2.4, h, e.text, e.align)
            if e.rule:
                pdf.set_draw_color(*rgb(e.rule))
                pdf.set_line_width(0.35)
                pdf.line(x, y + h + 0.175, x + w, y + h + 0.175)
                h += 0.35
            return h
        if isinstance(e, Text):
            sz = (e.size or st.size) - (0.8 if e.size is None else 0)
            L = lh(sz)
            self.font(None, e.bold, e.italic, sz, e.color)
            lines = e.text.split('\n')
            for i, ln in enumerate(lines):
                self.txt(x + 1.2, y + i * L, w - 2.4, L, ln, e.align)
            return L * len(lines)
        if isinstance(e, Space):
            return e.h
        if isinstance(e, Rule):
            pdf.set_draw_color(*rgb(e.color))
            pdf.set_line_width(e.thick)
            pdf.line(x, y + e.thick / 2, x + w, y + e.thick / 2)
            return e.thick
        if isinstance(e, TwoCol):
            cw = (w - e.gap) / 2
            yl = y
            for s in e.left:
                yl += self.el(s, x, yl, cw)
            yr = y
            for s in e.right:
                yr += self.el(s, x + cw + e.gap, yr, cw - (0.2 if e.divider else 0))
            if e.divider:
                pdf.set_draw_color(*rgb(e.divider))
                pdf.set_line_width(0.2)
                pdf.line(x + cw + e.gap, y, x + cw + e.gap, max(yl, yr))
            return max(yl, yr) - y
        if isinstance(e, Table):
            return self.table(e, x, y, w)
        raise TypeError(e)

    def banner(self, b, x, y, w):
        st = self.st
        pdf = self.pdf
        fam = st.hfont or st.font
        sub = st.size - 1
        inner = lh(b.name_size) + len(b.lines) * lh(sub)
        rh = len(b.right) * lh(sub)
        content = max(inner, rh, 14 if b.logo else 0)
        h = content + 3
        if b.fill:
            pdf.set_fill_color(*rgb(b.fill))
            pdf.rect(x, y, w, h, 'F')
        cx = x + 2
        cw = w - 4
        if b.logo:
            pdf.set_fill_color(*rgb(b.logo_color))
            pdf.rect(cx, y + 1.5, 14, 14, 'F')
            self.font(fam, True, False, 15, '#ffffff')
            self.txt(cx, y + 1.5, 14, 14, b.logo, 'C')
            cx += 17
            cw -= 17
        rw = 0
        if b.right:
            self.font(None, False, False, sub)
            rw = max(pdf.get_string_width(s) for s in b.right)
            for i, s in enumerate(b.right):
                self.font(None, False, False, sub, b.sub_color)
                self.txt(x + w - 2 - rw, y + 1.5 + i * lh(sub), rw, lh(sub), s, 'R')
        mw = cw - rw
        self.font(fam, True, False, b.name_size, b.color)
        self.txt(cx, y + 1.5, mw, lh(b.name_size), b.name, b.align)
        yy = y + 1.5 + lh(b.name_size)
        for s in b.lines:
            self.font(None, False, False, sub, b.sub_color)
            self.txt(cx, yy, mw, lh(sub), s, b.align)
            yy += lh(sub)
        if b.rule:
            pdf.set_draw_color(*rgb(b.rule))
            pdf.set_line_width(0.8)
            pdf.line(x, y + h + 0.4, x + w, y + h + 0.4)
            h += 0.8
        return h

    def info(self, inf, x, y, w):
        pdf = self.pdf
        sz = inf.size or self.st.size
        cw = w / inf.cols
        lw = cw * inf.label_frac
        pairs = list(inf.pairs)
        while len(pairs) % inf.cols:
            pairs.append(('', ''))
        rh = lh(sz) + 0.6
        nrows = len(pairs) // inf.cols
        h = nrows * rh
        if inf.fill:
            pdf.set_fill_color(*rgb(inf.fill))
            pdf.rect(x, y, w, h, 'F')
        if inf.box:
            pdf.set_draw_color(85, 85, 85)
            pdf.set_line_width(0.3)
            pdf.rect(x, y, w, h)
        for r in range(nrows):
            for c in range(inf.cols):
                lab, val = pairs[r * inf.cols + c]
                xx = x + c * cw
                self.font(None, True, False, sz)
                self.txt(xx + 1.2, y + r * rh + 0.3, lw - 2.4, lh(sz), lab)
                self.font(None, False, False, sz)
                self.txt(xx + lw + 1.2, y + r * rh + 0.3, cw - lw - 2.4, lh(sz), val)
        return h

    def table(self, t, x, y, w):
        pdf = self.pdf
        sz = t.size or self.st.size
        widths = [w * c[1] for c in t.cols]
        xs = [x]
        for wd in widths:
            xs.append(xs[-1] + wd)
        y0 = y
        lc = rgb(t.line_color)

        def hline(yy, th=0.2):
            pdf.set_draw_color(*lc)
            pdf.set_line_width(th)
            pdf.line(x, yy, x + w, yy)

        if t.header:
            L = lh(sz)
            nh = max(len(c[0].split('\n')) for c in t.cols)
            h = nh * L + 2 * t.pad
            if t.head_fill:
                pdf.set_fill_color(*rgb(t.head_fill))
                pdf.rect(x, y, w, h, 'F')
            for i, (hd, _, al) in enumerate(t.cols):
                self.font(None, t.head_bold, False, sz, t.head_color or '#000000')
                for k, hl in enumerate(hd.split('\n')):
                    self.txt(xs[i] + 1.2, y + t.pad + k * L, widths[i] - 2.4, L, hl, al)
            if t.ruled == 'grid':
                pdf.set_draw_color(*lc)
                pdf.set_line_width(0.2)
                pdf.rect(x, y, w, h)
                for xx in xs[1:-1]:
                    pdf.line(xx, y, xx, y + h)
            elif t.ruled == 'head':
                hline(y, 0.3)
                hline(y + h, 0.3)
            elif t.ruled in ('rows', 'box'):
                hline(y + h)
            y += h
        for row in t.rows:
            nl = max(len(c.text.split('\n')) for c in row.cells) if row.cells else 1
            Lmax = max(lh(c.size or sz) for c in row.cells) if row.cells else lh(sz)
            h = nl * Lmax + 2 * t.pad
            if row.fill:
                pdf.set_fill_color(*rgb(row.fill))
                pdf.rect(x, y, w, h, 'F')
            ci = 0
            for c in row.cells:
                cx0 = xs[ci]
                cx1 = xs[ci + c.span]
                al = c.align or t.cols[ci][2]
                csz = c.size or sz
                self.font(None, c.bold or row.bold or row.sub, c.italic, csz, c.color or '#000000')
                for k, ln in enumerate(c.text.split('\n')):
                    self.txt(cx0 + 1.2, y + t.pad + k * lh(csz), cx1 - cx0 - 2.4, lh(csz), ln, al)
                if c.lead:
                    tw = pdf.get_string_width(c.text.split('\n')[-1])
                    self.font(None, False, False, csz, c.color or '#000000')
                    avail = cx1 - cx0 - 2.4 - tw
                    dots = ''
                    while pdf.get_string_width(dots + ' .') < avail:
                        dots += ' .'
                    if dots:
                        pdf.set_xy(cx0 + 1.2 + tw, y + t.pad + (len(c.text.split('\n')) - 1) * lh(csz))
                        pdf.cell(avail, lh(csz), dots)
                if t.ruled == 'grid':
                    pdf.set_draw_color(*lc)
                    pdf.set_line_width(0.2)
                    pdf.rect(cx0, y, cx1 - cx0, h)
                ci += c.span
            if t.ruled == 'rows':
                hline(y + h)
            if row.rule:
                hline(y)
            y += h
        if t.ruled == 'box':
            pdf.set_draw_color(*lc)
            pdf.set_line_width(0.25)
            pdf.rect(x, y0, w, y - y0)
        return y - y0


def render(rep, out):
    r = FR(rep)
    st = rep.style
    mt, mr, mb, ml = st.margin
    width = 210 - ml - mr
    n = len(rep.pages)
    bottoms = []
    for i, page in enumerate(rep.pages, 1):
        r.pdf.add_page()
        y = mt
        for e in page:
            y += r.el(e, ml, y, width)
        foot_top = 297
        if st.footer:
            fs = st.footer_size
            lines = [ln.format(page=i, pages=n) for ln in st.footer]
            fh = len(lines) * lh(fs) + (1.0 if st.footer_rule else 0)
            fy = 297 - (mb - 6) - fh
            foot_top = fy
            if st.footer_rule:
                r.pdf.set_draw_color(*rgb(st.footer_rule))
                r.pdf.set_line_width(0.2)
                r.pdf.line(ml, fy + 0.1, ml + width, fy + 0.1)
                fy += 1.0
            for k, ln in enumerate(lines):
                r.font(None, False, False, fs, '#333333')
                r.txt(ml, fy + k * lh(fs), width, lh(fs), ln, st.footer_align)
        bottoms.append((round(y, 1), round(foot_top, 1)))
    r.pdf.output(out)
    return bottoms, r.overflow
