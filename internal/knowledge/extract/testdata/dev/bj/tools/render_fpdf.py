"""Draw a Report with fpdf2 (TrueType DejaVu fonts, real text layer), same pagination as the HTML."""
from fpdf import FPDF
from model import Text, Table, Block, Leader, Cols, Spacer

FD = '/usr/share/fonts/truetype/dejavu/'
FONTS = {
    'sans': ('DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'),
    'cond': ('DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf', 'DejaVuSansCondensed-Oblique.ttf'),
    'serif': ('DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSerif-Italic.ttf'),
    'serifc': ('DejaVuSerifCondensed.ttf', 'DejaVuSerifCondensed-Bold.ttf', 'DejaVuSerifCondensed-Italic.ttf'),
    'mono': ('DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf', 'DejaVuSansMono-Oblique.ttf'),
}
M = 12.0
W = 210 - 2 * M
YMAX = 279.0
PT = 0.3528


class Overflow(Exception):
    pass


def rgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Drawer:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep.style
        self.fam = self.st['font']
        pdf = FPDF(unit='mm', format='A4')
        pdf.set_auto_page_break(False)
        pdf.set_margins(M, M, M)
        for fam, (r, b, i) in FONTS.items():
            pdf.add_font(fam, '', FD + r)
            pdf.add_font(fam, 'B', FD + b)
            pdf.add_font(fam, 'I', FD + i)
        pdf.set_fallback_fonts(['sans'])
        pdf.set_title(f'{rep.lab} - {rep.id}')
        pdf.set_creator('bj set fpdf2 renderer')
        self.pdf = pdf
        self.size = self.st['size']

    # -- helpers
    def font(self, size=None, style='', fam=None):
        self.pdf.set_font(fam or self.fam, style, size or self.size)
        self.cur = size or self.size

    def lh(self, size=None):
        return (size or self.size) * PT * 1.25

    def wrap(self, text, width):
        out = []
        for para in text.split('\n'):
            words = para.split(' ')
            line = ''
            for w in words:
                cand = (line + ' ' + w) if line else w
                if self.pdf.get_string_width(cand) <= width or not line:
                    line = cand
                else:
                    out.append(line)
                    line = w
            out.append(line)
        return out

    def lines_at(self, lines, x, y, w, size, align='L', style=''):
        self.font(size, style)
        h = self.lh(size)
        for ln in lines:
            self.pdf.set_xy(x, y)
            self.pdf.cell(w, h, ln, align=align)
            y += h
        return y

    def check(self, y):
        if y > YMAX:
            raise Overflow(f'{self.rep.id}: content reaches {y:.1f} mm (max {YMAX})')

    # -- header / footer
    def header(self):
        pdf, st = self.pdf, self.st
        acc = rgb(st.get('accent', '#000000'))
        hv = st.get('hdr', 'left')
        y = M
        hs = st.get('hsize', 15)
        align = 'C' if hv == 'center' else 'L'
        self.font(hs, 'B')
        hh = self.lh(hs)
        if hv == 'bar':
            pdf.set_fill_color(*acc)
            pdf.rect(M, y, W, hh + 3, style='F')
            pdf.set_text_color(255, 255, 255)
            pdf.set_xy(M + 3, y + 1.5)
            pdf.cell(W - 6, hh, self.rep.lab)
            y += hh + 3
        else:
            pdf.set_text_color(*acc)
            pdf.set_xy(M, y)
            pdf.cell(W, hh, self.rep.lab, align=align)
            y += hh
        pdf.set_text_color(51, 51, 51)
        y += 0.8
        self.font(self.size - 1.5)
        for l in self.rep.lab_lines:
            pdf.set_xy(M, y)
            pdf.cell(W, self.lh(self.size - 1.5), l, align=align)
            y += self.lh(self.size - 1.5)
        pdf.set_text_color(17, 17, 17)
        y += 1.5
        pdf.set_draw_color(*acc)
        pdf.set_line_width(0.5)
        pdf.line(M, y, M + W, y)
        y += 2.2
        # patient grid
        n = self.rep.hcols
        cw = W / n
        ps = self.size - 0.5
        y0 = y
        cells = self.rep.patient
        for i in range(0, len(cells), n):
            rowh = 0
            for j, (k, v) in enumerate(cells[i:i + n]):
                x = M + j * cw + 1.5
                self.font(ps, 'B')
                kw = pdf.get_string_width(k + ' ')
                self.font(ps)
                lines = self.wrap(k + ' ' + v, cw - 3)
                # draw key bold then value on first line
                self.font(ps, 'B')
                pdf.set_xy(x, y + 0.3)
                pdf.cell(kw, self.lh(ps), k)
                self.font(ps)
                first = lines[0][len(k) + 1:] if lines[0].startswith(k) else lines[0]
                pdf.set_xy(x + kw, y + 0.3)
                pdf.cell(cw - 3 - kw, self.lh(ps), first)
                yy = y + 0.3 + self.lh(ps)
                for ln in lines[1:]:
                    pdf.set_xy(x, yy)
                    pdf.cell(cw - 3, self.lh(ps), ln)
                    yy += self.lh(ps)
                rowh = max(rowh, yy - y + 0.3)
            y += rowh
        if st.get('patbox'):
            pdf.set_draw_color(85, 85, 85)
            pdf.set_line_width(0.3)
            pdf.rect(M, y0, W, y - y0)
        y += 2
        if self.rep.title:
            y += 1
            y = self.lines_at([self.rep.title], M, y, W, self.size + 2, 'C', 'B') + 2
        return y

    def footer(self, i, n):
        pdf = self.pdf
        fl, fr = self.rep.footer(i, n)
        fs = self.size - 2
        y = M + 272 - self.lh(fs) - 1.0
        pdf.set_draw_color(119, 119, 119)
        pdf.set_line_width(0.2)
        pdf.line(M, y, M + W, y)
        self.font(fs)
        pdf.set_xy(M, y + 0.8)
        pdf.cell(W / 2, self.lh(fs), fl)
        pdf.set_xy(M + W / 2, y + 0.8)
        pdf.cell(W / 2, self.lh(fs), fr, align='R')

    # -- elements
    def text(self, el, x, y, w):
        s = self.size
        cls = el.cls
        style, size, align, before, after = '', s, 'L', 0.5, 0.5
        if cls == 'h1':
            style, size, before, after = 'B', s + 1.5, 2.5, 1
            self.pdf.set_text_color(*rgb(self.st.get('accent', '#000000')))
        elif cls == 'h2':
            style, size, before, after = 'B', s + 0.5, 2, 0.8
        elif cls == 'h3':
            style, before = 'B', 1
        elif cls == 'small':
            size = s - 1.5
        elif cls == 'note':
            style, size, before, after = 'I', s - 1.5, 1, 1
            self.pdf.set_text_color(51, 51, 51)
        elif cls == 'sig':
            size, align, before = s - 1, 'R', 3
        elif cls in ('center', 'right'):
            align = 'C' if cls == 'center' else 'R'
        self.font(size, style)
        lines = self.wrap(el.text, w)
        y = self.lines_at(lines, x, y + before, w, size, align, style)
        self.pdf.set_text_color(17, 17, 17)
        return y + after

    def table(self, t, x, y, w):
        pdf = self.pdf
        size = t.size or self.size
        ws = [w * p / 100 for p in t.widths]
        pad = 1.2
        lh = self.lh(size)
        y += 1
        thfill = rgb(self.st.get('thfill', '#e6e6e6'))
        grpfill = rgb(self.st.get('grpfill', '#f3f3f3'))

        def row(cells, style, hsize, fill=None, header=False):
            nonlocal y
            self.font(hsize, style)
            wrapped = [self.wrap(c, cw - 2 * pad) if c else [''] for c, cw in zip(cells, ws)]
            h = max(len(l) for l in wrapped) * self.lh(hsize) + 1.1
            if fill:
                pdf.set_fill_color(*fill)
                pdf.rect(x, y, w, h, style='F')
            xx = x
            for (lines, cw, a, tok) in zip(wrapped, ws, t.align, t.cols):
                st = style
                if not header and tok in ('res', 'resunit'):
                    st = 'B'
                self.font(hsize, st)
                yy = y + 0.55
                for ln in lines:
                    pdf.set_xy(xx + pad, yy)
                    pdf.cell(cw - 2 * pad, self.lh(hsize), ln, align='L' if a == 'L' else 'C')
                    yy += self.lh(hsize)
                xx += cw
            pdf.set_draw_color(119, 119, 119)
            if t.ruled == 'full':
                pdf.set_line_width(0.25)
                xx = x
                for cw in ws:
                    pdf.rect(xx, y, cw, h)
                    xx += cw
            elif t.ruled == 'h':
                if header:
                    pdf.set_draw_color(68, 68, 68)
                    pdf.set_line_width(0.3)
                else:
                    pdf.set_draw_color(187, 187, 187)
                    pdf.set_line_width(0.15)
                pdf.line(x, y + h, x + w, y + h)
            elif t.ruled == 'none' and header:
                pdf.set_draw_color(68, 68, 68)
                pdf.set_line_width(0.3)
                pdf.line(x, y + h, x + w, y + h)
            y += h

        if t.head:
            row(t.headers, 'B', size - 0.5, None if t.ruled == 'none' else thfill, header=True)
        for r in t.rows:
            if r.group:
                self.font(size, 'B')
                h = lh + 1.1
                if t.ruled != 'none':
                    pdf.set_fill_color(*grpfill)
                    pdf.rect(x, y, w, h, style='F')
                pdf.set_xy(x + pad, y + 0.55)
                pdf.cell(w - 2 * pad, lh, r.name)
                if t.ruled == 'full':
                    pdf.set_draw_color(119, 119, 119)
                    pdf.set_line_width(0.25)
                    pdf.rect(x, y, w, h)
                elif t.ruled == 'none':
                    sw = pdf.get_string_width(r.name)
                    pdf.set_draw_color(17, 17, 17)
                    pdf.set_line_width(0.15)
                    pdf.line(x + pad, y + 0.55 + lh - 0.6, x + pad + sw, y + 0.55 + lh - 0.6)
                elif t.ruled == 'h':
                    pdf.set_draw_color(187, 187, 187)
                    pdf.set_line_width(0.15)
                    pdf.line(x, y + h, x + w, y + h)
                y += h
                continue
            cells = [t.cell(r, tok) for tok in t.cols]
            if r.indent:
                cells[t.cols.index('name')] = '   ' + cells[t.cols.index('name')]
            row(cells, '', size)
        return y + 1.5

    def block(self, b, x, y, w):
        pdf = self.pdf
        s = self.size
        y0 = y + 1.2
        y = y0 + (1.2 if self.st.get('blockbox') else 0)
        xi = x + (2 if self.st.get('blockbox') else 0)
        wi = w - (4 if self.st.get('blockbox') else 0)
        y = self.lines_at(self.wrap(b.heading, wi), xi, y, wi, s + 0.5, 'L', 'B')
        pdf.set_text_color(51, 51, 51)
        mm = []
        if b.material:
            mm.append(f'Material: {b.material}')
        if b.method:
            mm.append(f'Método: {b.method}')
        self.font(s - 1)
        if mm:
            y = self.lines_at(self.wrap('    '.join(mm), wi), xi, y, wi, s - 1)
        if b.extra:
            y = self.lines_at(self.wrap(b.extra, wi), xi, y, wi, s - 1)
        pdf.set_text_color(17, 17, 17)
        y += 0.8
        cw = [wi * 0.22, wi * 0.30, wi * 0.48]
        for ln in b.lines:
            self.font(s)
            l1 = self.wrap(ln.label, cw[0] - 1)
            val = '' if ln.r is None else ln.r.shown() + (' ' + ln.r.unit if ln.r.unit else '')
            self.font(s, 'B')
            l2 = self.wrap(val, cw[1] - 1)
            self.font(s - 1)
            l3 = self.wrap(ln.ref, cw[2]) if ln.ref else []
            ya = self.lines_at(l1, xi, y + 0.2, cw[0], s)
            yb = self.lines_at(l2, xi + cw[0], y + 0.2, cw[1], s, 'L', 'B')
            yc = self.lines_at(l3, xi + cw[0] + cw[1], y + 0.2, cw[2], s - 1)
            y = max(ya, yb, yc) + 0.2
        if b.note:
            pdf.set_text_color(51, 51, 51)
            self.font(s - 1.5, 'I')
            y = self.lines_at(self.wrap(b.note, wi), xi, y + 1, wi, s - 1.5, 'L', 'I') + 1
            pdf.set_text_color(17, 17, 17)
        y += 1.2
        if self.st.get('blockbox'):
            pdf.set_draw_color(136, 136, 136)
            pdf.set_line_width(0.25)
            pdf.rect(x, y0, w, y - y0)
        else:
            pdf.set_draw_color(153, 153, 153)
            pdf.set_line_width(0.2)
            pdf.set_dash_pattern(dash=1, gap=0.8)
            pdf.line(x, y, x + w, y)
            pdf.set_dash_pattern()
        return y + 2

    def leader(self, l, x, y, w):
        size = l.size or self.size
        y += 0.5
        for t, _ in l.lines():
            self.font(size, '', 'mono')
            self.pdf.set_xy(x, y)
            self.pdf.cell(w, self.lh(size), t)
            y += self.lh(size)
        return y + 1.5

    def elems(self, elems, x, y, w):
        for el in elems:
            if isinstance(el, Text):
                y = self.text(el, x, y, w)
            elif isinstance(el, Table):
                y = self.table(el, x, y, w)
            elif isinstance(el, Block):
                y = self.block(el, x, y, w)
            elif isinstance(el, Leader):
                y = self.leader(el, x, y, w)
            elif isinstance(el, Spacer):
                y += el.mm
            elif isinstance(el, Cols):
                cw = (w - el.gap) / 2
                y1 = self.elems(el.left, x, y, cw)
                y2 = self.elems(el.right, x + cw + el.gap, y, cw)
                y = max(y1, y2)
            self.check(y)
        return y

    def render(self, out):
        n = len(self.rep.pages)
        for i, page in enumerate(self.rep.pages):
            self.pdf.add_page()
            self.pdf.set_text_color(17, 17, 17)
            y = self.header()
            self.elems(page, M, y, W)
            self.footer(i + 1, n)
        self.pdf.output(out)


def render(rep, out):
    Drawer(rep).render(out)
