"""Report model -> PDF drawn with fpdf2 (TrueType fonts, real text)."""
import re
from fpdf import FPDF
from styles import FONTS, D, PT, PW, style, dots_fill, rgb


class Overflow(Exception):
    pass


class Doc:
    def __init__(self, rep):
        self.rep = rep
        self.s = s = style(rep)
        pdf = FPDF(unit='mm', format='A4')
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        for key in {s['font'], s['hfont'] or s['font']}:
            fam, reg, bold, it, bi = FONTS[key]
            pdf.add_font(key, 'BI', D + bi)
            pdf.add_font(key, '', D + reg)
            pdf.add_font(key, 'B', D + bold)
            pdf.add_font(key, 'I', D + it)
        self.pdf = pdf
        self.f = s['font']
        self.fs = s['fs']
        self.lh = s['lh']
        self.acc = rgb(s['accent'])

    def font(self, style='', size=None, key=None):
        self.pdf.set_font(key or self.f, style, size or self.fs)

    def text(self, x, y, w, t, align='L', style='', size=None, h=None, color=(17, 17, 17)):
        self.font(style, size)
        self.pdf.set_text_color(*color)
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, h or self.lh, t, align=align)

    # ------------------------------------------------------------ header / patient / footer
    def header(self):
        s, pdf, lab = self.s, self.pdf, self.rep['lab']
        m, y = s['margin'], s['top']
        W = 210 - 2 * m
        hk = s['hfont'] or s['font']
        small = self.fs - 1.5
        slh = small * PT * 1.25
        if s['header'] == 'band':
            lines_r = lab['right']
            bh = max(2 + (self.fs + 7) * PT * 1.2 + (self.fs - .5) * PT * 1.3 + 2, 4 + len(lines_r) * slh)
            pdf.set_fill_color(*self.acc)
            pdf.rect(m, y, W, bh, 'F')
            self.font('B', self.fs + 7, hk)
            pdf.set_text_color(255, 255, 255)
            pdf.set_xy(m + 3, y + 2)
            pdf.cell(W * 0.6, (self.fs + 7) * PT * 1.2, lab['name'])
            self.font('I', self.fs - .5)
            pdf.set_xy(m + 3, y + 2 + (self.fs + 7) * PT * 1.2)
            pdf.cell(W * 0.6, (self.fs - .5) * PT * 1.3, lab['tag'])
            yy = y + 2
            for t in lines_r:
                self.font('', small)
                pdf.set_xy(m + W * 0.45, yy)
                pdf.cell(W * 0.55 - 3, slh, t, align='R')
                yy += slh
            pdf.set_text_color(17, 17, 17)
            y += bh + 0.8
            for t in lab['lines']:
                self.text(m + 3, y, W, t, size=small, h=slh, color=(51, 51, 51))
                y += slh
            pdf.set_draw_color(*self.acc)
            pdf.set_line_width(0.3)
            pdf.line(m, y + 0.8, m + W, y + 0.8)
            return y + 1
        if s['header'] == 'center':
            self.font('B', self.fs + 7, hk)
            pdf.set_text_color(*self.acc)
            pdf.set_xy(m, y)
            h1 = (self.fs + 7) * PT * 1.2
            pdf.cell(W, h1, lab['name'], align='C')
            y += h1
            self.text(m, y, W, lab['tag'], 'C', 'I', self.fs - .5, h=(self.fs - .5) * PT * 1.3, color=(68, 68, 68))
            y += (self.fs - .5) * PT * 1.3
            for t in lab['lines'] + lab['right']:
                self.text(m, y, W, t, 'C', '', small, h=slh, color=(51, 51, 51))
                y += slh
            pdf.set_draw_color(51, 51, 51)
            pdf.set_line_width(0.3)
            pdf.line(m, y + 1.5, m + W, y + 1.5)
            return y + 1.7
        # left
        self.font('B', self.fs + 7, hk)
        pdf.set_text_color(*self.acc)
        pdf.set_xy(m, y)
        h1 = (self.fs + 7) * PT * 1.2
        pdf.cell(W * 0.65, h1, lab['name'])
        yl = y + h1
        self.text(m, yl, W * .65, lab['tag'], 'L', 'I', self.fs - .5, h=(self.fs - .5) * PT * 1.3, color=(68, 68, 68))
        yl += (self.fs - .5) * PT * 1.3
        for t in lab['lines']:
            self.text(m, yl, W * .65, t, 'L', '', small, h=slh, color=(51, 51, 51))
            yl += slh
        yr = y
        for t in lab['right']:
            self.text(m + W * .45, yr, W * .55, t, 'R', '', small, h=slh, color=(51, 51, 51))
            yr += slh
        y = max(yl, yr) + 1.5
        pdf.set_draw_color(*self.acc)
        pdf.set_line_width(0.6)
        pdf.line(m, y, m + W, y)
        return y + 0.3

    def patient(self, y):
        s, pdf = self.s, self.pdf
        m = s['margin']
        W = 210 - 2 * m
        y += 2
        pc = s['pcols']
        fs = self.fs - .5
        h = fs * PT * 1.45
        items = self.rep['patient']
        nrows = (len(items) + pc - 1) // pc
        wts = PW[pc]
        top = y
        for i, (a, b) in enumerate(items):
            rr, cc = divmod(i, pc)
            cw = W * wts[cc] / sum(wts)
            x = m + W * sum(wts[:cc]) / sum(wts) + 1.5
            yy = y + 0.4 + rr * h
            self.font('B', fs)
            pdf.set_text_color(17, 17, 17)
            pdf.set_xy(x, yy)
            lab = a + ':'
            wl = pdf.get_string_width(lab + ' ')
            pdf.cell(wl, h, lab)
            self.font('', fs)
            if wl + pdf.get_string_width(b) > cw - 2:
                print('WARN patient field too long:', self.rep['id'], a, b)
            pdf.set_xy(x + wl, yy)
            pdf.cell(cw - wl - 3, h, b)
        bot = y + nrows * h + 0.8
        pdf.set_draw_color(85, 85, 85)
        pdf.set_line_width(0.3)
        if s['patient'] == 'box':
            pdf.rect(m, top, W, bot - top)
        elif s['patient'] == 'lines':
            pdf.line(m, top, m + W, top)
            pdf.line(m, bot, m + W, bot)
        return bot + 2

    def footer(self, pno, n):
        s, pdf = self.s, self.pdf
        m = s['margin']
        W = 210 - 2 * m
        fs = self.fs - 1.5
        h = fs * PT * 1.3
        lines = self.rep['footer']
        y = 297 - s['bottom'] - 1 - len(lines) * h
        self.ftop = y - 1
        pdf.set_draw_color(85, 85, 85)
        pdf.set_line_width(0.3)
        pdf.line(m, y - 1, m + W, y - 1)
        self.text(m, y, W, f'Página {pno+1} de {n}', 'R', '', fs, h=h, color=(34, 34, 34))
        for t in lines:
            self.text(m, y, W - 25, t, 'L', '', fs, h=h, color=(34, 34, 34))
            y += h

    # ------------------------------------------------------------ blocks
    def title(self, x, y, w, t):
        s, pdf = self.s, self.pdf
        y += 2.2
        fs = s['titlefs']
        h = fs * PT * 1.25 + 1
        st = s['title']
        if st == 'bar':
            pdf.set_fill_color(*self.acc)
            pdf.rect(x, y, w, h, 'F')
            self.text(x + 1.5, y, w - 3, t, 'L', 'B', fs, h=h, color=(255, 255, 255))
        elif st == 'shade':
            pdf.set_fill_color(230, 230, 230)
            pdf.rect(x, y, w, h, 'F')
            pdf.set_fill_color(*self.acc)
            pdf.rect(x, y, 1.2, h, 'F')
            self.text(x + 2.7, y, w - 3, t, 'L', 'B', fs, h=h)
        elif st == 'underline':
            self.text(x, y, w, t, 'L', 'B', fs, h=h, color=self.acc)
            pdf.set_draw_color(*self.acc)
            pdf.set_line_width(0.4)
            pdf.line(x, y + h, x + w, y + h)
        else:
            self.text(x, y, w, t, 'L', 'B', fs, h=h)
        return y + h + 1

    def para(self, x, y, w, t, size, style='', lhf=1.25):
        self.font(style, size)
        self.pdf.set_text_color(17, 17, 17)
        h = size * PT * lhf
        for para in t.split('\n'):
            self.pdf.set_xy(x, y)
            self.pdf.multi_cell(w, h, para, align='L')
            y = self.pdf.get_y()
        return y

    def table(self, x, y, w, spec):
        s, pdf = self.s, self.pdf
        cols = spec['cols']
        k = w / sum(c[2] for c in cols)
        ws = [c[2] * k for c in cols]
        xs = [x]
        for cw in ws[:-1]:
            xs.append(xs[-1] + cw)
        rule = spec.get('rule', 'hlines')
        lh = self.lh
        pad = 0.7
        y += 0.8
        flag_sep = any(c[0] == 'f0' for c in cols)

        def draw_row(cells, styles, y, kind='row'):
            nl = max(len(c.split('\n')) for c in cells)
            h = nl * lh + pad
            if kind == 'th' and rule == 'grid':
                pdf.set_fill_color(228, 233, 239)
                pdf.rect(x, y, w, h, 'F')
            for i, c in enumerate(cells):
                al = {'left': 'L', 'right': 'R', 'center': 'C'}[cols[i][3] if len(cols[i]) > 3 else 'left']
                for j, ln in enumerate(c.split('\n')):
                    st = styles[i]
                    if isinstance(st, list):
                        st = st[j] if j < len(st) else st[-1]
                    self.text(xs[i] + 1.2, y + pad / 2 + j * lh, ws[i] - 2.4, ln, al, st,
                              self.fs - (0.5 if kind == 'th' else 0))
            pdf.set_line_width(0.25)
            if rule == 'grid':
                pdf.set_draw_color(119, 119, 119)
                for i in range(len(cells)):
                    pdf.rect(xs[i], y, ws[i], h)
            elif rule == 'hlines':
                if kind == 'th':
                    pdf.set_draw_color(51, 51, 51)
                    pdf.set_line_width(0.35)
                else:
                    pdf.set_draw_color(187, 187, 187)
                    pdf.set_line_width(0.2)
                pdf.line(x, y + h, x + w, y + h)
            elif kind == 'th':
                pdf.set_draw_color(51, 51, 51)
                pdf.line(x, y + h, x + w, y + h)
            return h

        if spec.get('header', True):
            y += draw_row([c[1] for c in cols], ['B'] * len(cols), y, 'th')
        for rw in spec['rows']:
            if 'sub' in rw or 'note' in rw:
                t = rw.get('sub', rw.get('note'))
                st = 'BI' if 'sub' in rw else 'I'
                fs = self.fs if 'sub' in rw else self.fs - 1.5
                top = 1 if 'sub' in rw else 0
                nl = len(t.split('\n'))
                hh = nl * (fs * PT * 1.2) + pad + top
                for j, ln in enumerate(t.split('\n')):
                    self.text(x + 1.2, y + top + pad / 2 + j * fs * PT * 1.2, w - 2.4, ln, 'L', st, fs,
                              h=fs * PT * 1.2)
                if rule == 'grid':
                    pdf.set_draw_color(119, 119, 119)
                    pdf.set_line_width(0.25)
                    pdf.rect(x, y, w, hh)
                elif rule == 'hlines':
                    pdf.set_draw_color(187, 187, 187)
                    pdf.set_line_width(0.2)
                    pdf.line(x, y + hh, x + w, y + hh)
                y += hh
                continue
            cells, styles = [], []
            for i, c in enumerate(cols):
                key = c[0]
                if key == 'name':
                    nm = rw['name']
                    if spec.get('leaders') == 'dots':
                        nm = dots_fill(nm, ws[i], self.fs)
                    if rw.get('indent'):
                        nm = '\n'.join('   ' + q for q in nm.split('\n'))
                    cells.append(nm)
                    styles.append('')
                elif re.fullmatch(r'v\d+', key):
                    j = int(key[1:])
                    rr = rw['vals'][j] if j < len(rw['vals']) else None
                    if rr is None:
                        cells.append('')
                    elif rr.flag and not (flag_sep and j == 0):
                        cells.append(rr.vt + ' ' + rr.flag)
                    else:
                        cells.append(rr.vt)
                    styles.append('B')
                elif key == 'f0':
                    rr = rw['vals'][0]
                    cells.append(rr.flag if rr and rr.flag else '')
                    styles.append('B')
                elif re.fullmatch(r'u\d+', key):
                    j = int(key[1:])
                    rr = rw['vals'][j] if j < len(rw['vals']) else None
                    cells.append(rr.unit if rr is not None and rr.unit else '')
                    styles.append('')
                elif key == 'unit':
                    rr = rw['vals'][0] if rw['vals'] else None
                    cells.append((rr.unit if rr else rw.get('unit', '')) or '')
                    styles.append('')
                else:
                    cells.append(rw.get(key, ''))
                    styles.append('')
            h = draw_row(cells, styles, y)
            if spec.get('leaders') and spec.get('leaders') != 'dots':
                i = [c[0] for c in cols].index('name')
                last = rw['name'].split('\n')
                self.font('', self.fs)
                tw = pdf.get_string_width(last[-1])
                yy = y + pad / 2 + (len(last) - 1) * lh + lh * 0.78
                x0, x1 = xs[i] + 1.2 + tw + 1, xs[i] + ws[i] - 1
                if x1 > x0:
                    pdf.set_draw_color(68, 68, 68)
                    pdf.set_line_width(0.3)
                    pdf.set_dash_pattern(dash=0.3, gap=0.7)
                    pdf.line(x0, yy, x1, yy)
                    pdf.set_dash_pattern()
            y += h
        return y + 1.2

    def block(self, x, y, w, spec):
        pdf = self.pdf
        fs = self.fs
        y += 1.5
        h = fs * PT * 1.3
        self.text(x, y, w, spec['head'], 'L', 'B', fs + .5, h=(fs + .5) * PT * 1.3)
        y += (fs + .5) * PT * 1.3
        mm = []
        if spec.get('material'):
            mm.append('Material: ' + spec['material'])
        if spec.get('method'):
            mm.append('Método: ' + spec['method'])
        if mm:
            self.text(x, y, w, '    '.join(mm), 'L', '', fs - 1.5, h=(fs - 1.5) * PT * 1.3, color=(51, 51, 51))
            y += (fs - 1.5) * PT * 1.3 + 0.6
        for label, rr in spec['items']:
            self.font('', fs)
            pdf.set_text_color(17, 17, 17)
            pdf.set_xy(x + 4, y + .3)
            lw = max(34, pdf.get_string_width(label) + 1.5)
            pdf.cell(lw, h, label)
            self.font('B', fs)
            pdf.set_xy(x + 4 + lw, y + .3)
            vw = pdf.get_string_width(rr.vt + ' ')
            pdf.cell(vw, h, rr.vt + ' ')
            rest = (rr.unit or '')
            self.font('', fs)
            pdf.set_xy(x + 4 + lw + vw, y + .3)
            uw = pdf.get_string_width(rest + ' ')
            pdf.cell(uw, h, rest)
            if rr.flag:
                self.font('B', fs)
                pdf.set_xy(x + 4 + lw + vw + uw, y + .3)
                pdf.cell(10, h, rr.flag)
            y += h + .6
        if spec.get('ref'):
            y = self.para(x + 4, y + .6, w - 4, spec['ref'], fs - 1)
        if spec.get('note'):
            y = self.para(x + 4, y + .6, w - 4, spec['note'], fs - 1.5, 'I')
        y += 1.2
        pdf.set_draw_color(153, 153, 153)
        pdf.set_line_width(0.2)
        pdf.line(x, y, x + w, y)
        return y + 2

    def blocks(self, bl, x, y, w):
        for b in bl:
            k = b[0]
            if k == 'title':
                y = self.title(x, y, w, b[1])
            elif k == 'line':
                self.text(x, y + .3, w, b[1], 'L', '', self.fs - .5, h=(self.fs - .5) * PT * 1.3)
                y += (self.fs - .5) * PT * 1.3 + .6
            elif k == 'text':
                y = self.para(x, y + 1, w, b[1], self.fs - 1) + 1
            elif k == 'space':
                y += b[1]
            elif k == 'table':
                y = self.table(x, y, w, b[1])
            elif k == 'block':
                y = self.block(x, y, w, b[1])
            elif k == 'cols2':
                gap = 6
                cw = (w - gap) / 2
                yl = self.blocks(b[1], x, y, cw - 1.5)
                yr = self.blocks(b[2], x + cw + gap, y, cw)
                self.pdf.set_draw_color(170, 170, 170)
                self.pdf.set_line_width(0.2)
                self.pdf.line(x + cw, y, x + cw, max(yl, yr))
                y = max(yl, yr)
        return y

    def render(self, out):
        s = self.s
        n = len(self.rep['pages'])
        for i, bl in enumerate(self.rep['pages']):
            self.pdf.add_page()
            self.footer(i, n)
            y = self.header()
            y = self.patient(y)
            y = self.blocks(bl, s['margin'], y, 210 - 2 * s['margin'])
            if y > self.ftop:
                raise Overflow(f'{self.rep["id"]} page {i+1}: content ends at {y:.1f} mm > {self.ftop:.1f}')
        self.pdf.output(out)
