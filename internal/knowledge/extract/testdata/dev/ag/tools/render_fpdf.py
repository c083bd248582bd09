from fpdf import FPDF

D = '/usr/share/fonts/truetype/dejavu/'
L = '/usr/share/fonts/truetype/liberation2/'
FF = {'sans': (D + 'DejaVuSans.ttf', D + 'DejaVuSans-Bold.ttf'),
      'serif': (D + 'DejaVuSerif.ttf', D + 'DejaVuSerif-Bold.ttf'),
      'mono': (D + 'DejaVuSansMono.ttf', D + 'DejaVuSansMono-Bold.ttf'),
      'lib': (L + 'LiberationSans-Regular.ttf', L + 'LiberationSans-Bold.ttf'),
      'libserif': (L + 'LiberationSerif-Regular.ttf', L + 'LiberationSerif-Bold.ttf'),
      'cond': (D + 'DejaVuSansCondensed.ttf', D + 'DejaVuSansCondensed-Bold.ttf')}
# fpdf uses a different family than Chromium for the same report (own geometry)
SWAP = {'sans': 'lib', 'serif': 'libserif', 'mono': 'mono', 'lib': 'sans', 'libserif': 'serif', 'cond': 'sans'}

class Overflow(Exception):
    pass

class P:
    def __init__(self, rep, fs):
        self.rep, self.fs = rep, fs
        self.pdf = FPDF(format='A4', unit='mm')
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(12, 10, 12)
        fam = SWAP[rep['style'].get('font', 'sans')]
        self.pdf.add_font('F', '', FF[fam][0]); self.pdf.add_font('F', 'B', FF[fam][1])
        self.pdf.add_font('M', '', FF['mono'][0]); self.pdf.add_font('M', 'B', FF['mono'][1])
        self.lh = fs * 0.43

    def f(self, size=None, b=False, fam='F'):
        self.pdf.set_font(fam, 'B' if b else '', size or self.fs)

    def lines(self, text, w, size=None, b=False):
        self.f(size, b)
        return self.pdf.multi_cell(w, self.lh, text, dry_run=True, output='LINES') if text else ['']

    def para(self, x, w, text, size=None, b=False):
        self.f(size, b)
        self.pdf.set_xy(x, self.pdf.get_y())
        self.pdf.multi_cell(w, self.lh * (size or self.fs) / self.fs, text, new_x='LMARGIN', new_y='NEXT')
        self.chk()

    def chk(self):
        if self.pdf.get_y() > 281:
            raise Overflow()

    def cells(self, x, cols, y=None):
        """cols: list of (width, [lines], bold, size). Draws a row, returns new y."""
        y = self.pdf.get_y() if y is None else y
        nmax = 1
        for w, ls, b, size in cols:
            nmax = max(nmax, len(ls))
        cx = x
        for w, ls, b, size in cols:
            self.f(size, b)
            for i, t in enumerate(ls):
                self.pdf.set_xy(cx, y + i * self.lh)
                self.pdf.cell(w, self.lh, t)
            cx += w
        self.pdf.set_y(y + nmax * self.lh + 0.4)
        self.chk()

    def exam(self, b, x, w):
        st = self.rep['style']
        lay = b['layout'] or st['layout']
        self.pdf.set_y(self.pdf.get_y() + 1.2)
        self.para(x, w, b['title'].upper() if st.get('upper') else b['title'], self.fs + 0.5, True)
        for p in b['pre']: self.para(x, w, p, self.fs - 1)
        ml = []
        if b['material']: ml.append('Material: ' + b['material'])
        if b['method']: ml.append('Método: ' + b['method'])
        for m in ml + b['meta']: self.para(x, w, m, self.fs - 1)
        has2 = any(r['v2'] for r in b['rows'])
        sm = self.fs - 1
        if lay in ('free', 'refbefore') and w > 120:
            # result line, reference lines indented underneath / before
            for r in b['rows']:
                refl = ['Valores de referência:'] + r['ref'] if r['ref'] else []
                name = r['name'].replace('|', ' ')
                v = r['vt'] + (' ' + r['flag'] if r['flag'] else '')
                line = [(w * 0.42, self.lines(name, w * 0.42), False, None), (w * 0.58, ['Resultado: ' + v + '  ' + r['unit'] + ('   ' + r['v2'][0] + ' ' + r['v2'][1] if r['v2'] else '')], True, None)]
                if lay == 'refbefore':
                    for t in refl: self.para(x + 8, w - 8, t, sm)
                    self.cells(x, line)
                else:
                    self.cells(x, line)
                    for t in refl: self.para(x + 8, w - 8, t, sm)
                if r['prev']:
                    self.para(x + 8, w - 8, 'Anteriores: ' + '; '.join('%s %s em %s' % (p[2], r['unit'], p[1]) for p in r['prev']), sm)
        else:
            if has2:
                ws = [0.27, 0.11, 0.12, 0.11, 0.12, 0.27]
            else:
                ws = [0.36, 0.15, 0.15, 0.34] if w > 120 else [0.40, 0.20, 0.22, 0.18]
            ws = [w * k for k in ws]
            for r in b['rows']:
                v = r['vt'] + (' ' + r['flag'] if r['flag'] else '')
                name_l = []
                for part in r['name'].split('|'):
                    name_l += self.lines(part, ws[0] - 1)
                cols = [(ws[0], name_l, False, None), (ws[1], [v], True, None), (ws[2], [r['unit']], False, None)]
                if has2:
                    if r['v2']:
                        cols += [(ws[3], [r['v2'][0] + (' ' + r['v2'][3] if r['v2'][3] else '')], True, None), (ws[4], [r['v2'][1]], False, None)]
                    else:
                        cols += [(ws[3], [''], False, None), (ws[4], [''], False, None)]
                if w > 120:
                    refl = []
                    for t in r['ref']: refl += self.lines(t, ws[-1] - 1, sm)
                    cols.append((ws[-1], refl or [''], False, sm))
                    self.cells(x, cols)
                else:
                    self.cells(x, cols)
                    for t in r['ref']: self.para(x + 4, w - 4, t, sm - 0.5)
                if r['prev']:
                    self.para(x + 6, w - 6, 'Anteriores: ' + '; '.join('%s %s em %s' % (p[2], r['unit'], p[1]) for p in r['prev']), sm)
        for n in b['notes']: self.para(x, w, n, sm - 0.5)

    def cum(self, b, x, w):
        self.pdf.set_y(self.pdf.get_y() + 1.2)
        self.para(x, w, b['title'], self.fs + 0.5, True)
        for m in b['meta']: self.para(x, w, m, self.fs - 1)
        nd = len(b['dates'])
        ws = [w * 0.28, w * 0.12] + [w * 0.13] * nd
        ws.append(w - sum(ws))
        self.cells(x, [(ws[0], ['Exame'], True, None), (ws[1], ['Unid.'], True, None)] +
                   [(ws[2 + i], [d[1]], True, None) for i, d in enumerate(b['dates'])] + [(ws[-1], ['Ref.'], True, None)])
        for name, unit, key, vals, ref in b['rows']:
            self.cells(x, [(ws[0], self.lines(name.replace('|', ' '), ws[0] - 1), False, None), (ws[1], [unit], False, None)] +
                       [(ws[2 + i], [v or '-'], False, None) for i, v in enumerate(vals)] + [(ws[-1], self.lines(ref, ws[-1] - 1, self.fs - 1), False, self.fs - 1)])
        for n in b['notes']: self.para(x, w, n, self.fs - 1.5)

    def block(self, b, x, w):
        k = b['kind']
        if k == 'exam': self.exam(b, x, w)
        elif k == 'cum': self.cum(b, x, w)
        elif k == 'text':
            self.pdf.set_y(self.pdf.get_y() + 0.8)
            self.para(x, w, b['text'], self.fs - (0.5 if b['cls'] == 'warn' else 1))
        elif k == 'two':
            if b['title']:
                self.pdf.set_y(self.pdf.get_y() + 1)
                self.para(x, w, b['title'], self.fs + 1, True)
            y0 = self.pdf.get_y(); wc = (w - 6) / 2
            for sub in b['left']: self.block(sub, x, wc)
            y1 = self.pdf.get_y(); self.pdf.set_y(y0)
            for sub in b['right']: self.block(sub, x + wc + 6, wc)
            self.pdf.set_y(max(y1, self.pdf.get_y()))

    def run(self):
        rep = self.rep; pdf = self.pdf; W = 186
        n = len(rep['pages'])
        for i, page in enumerate(rep['pages']):
            pdf.add_page()
            lab = rep['lab']
            self.f(self.fs + 6, True); pdf.set_xy(12, 10); pdf.cell(W, 7, lab['name'], new_x='LMARGIN', new_y='NEXT')
            if lab.get('tag'): self.para(12, W, lab['tag'], self.fs - 0.5)
            for l in lab['lines']: self.para(12, W, l, self.fs - 1.5)
            pdf.line(12, pdf.get_y() + 0.5, 198, pdf.get_y() + 0.5); pdf.set_y(pdf.get_y() + 1.5)
            if i == 0:
                pl = rep['patient']
                for j in range(0, len(pl), 2):
                    cols = []
                    for k, v in pl[j:j + 2]:
                        cols += [(28, self.lines(k, 27, self.fs - 0.5, True), True, self.fs - 0.5), (65, self.lines(v, 64, self.fs - 0.5), False, self.fs - 0.5)]
                    self.cells(12, cols)
            else:
                self.para(12, W, rep['page_hdr'], self.fs - 0.5)
            pdf.line(12, pdf.get_y() + 0.5, 198, pdf.get_y() + 0.5); pdf.set_y(pdf.get_y() + 1)
            for b in page: self.block(b, 12, W)
            if i == n - 1:
                pdf.set_y(pdf.get_y() + 3)
                for s in rep['sign']:
                    self.f(self.fs - 0.5); pdf.set_x(12); pdf.cell(W, self.lh, s, align='C', new_x='LMARGIN', new_y='NEXT')
                self.chk()
            self.f(self.fs - 2); pdf.set_xy(12, 285); pdf.cell(150, 4, rep['footer'])
            pdf.set_xy(160, 285); pdf.cell(38, 4, 'Pág. %d/%d' % (i + 1, n), align='R')
        return pdf

def render(rep, out):
    fs = rep['style'].get('fsize_pdf', 8.5)
    while fs >= 5.5:
        try:
            P(rep, fs).run().output(out)
            return fs
        except Overflow:
            fs -= 0.5
    raise RuntimeError('fpdf overflow ' + rep['id'])
