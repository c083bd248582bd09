"""Draw a report model with fpdf2 (TTF fonts, so µ ³ ² ↑ ↓ ≥ ≤ – print)."""
from fpdf import FPDF
from model import fmt_val, prev_item
from render_html import cell_text, prev_line_text, exam_row_text

DJ = '/usr/share/fonts/truetype/dejavu/'
LB = '/usr/share/fonts/truetype/liberation2/'
FONTFILES = {
    'dejavu': (DJ + 'DejaVuSans.ttf', DJ + 'DejaVuSans-Bold.ttf', DJ + 'DejaVuSans-Oblique.ttf'),
    'condensed': (DJ + 'DejaVuSansCondensed.ttf', DJ + 'DejaVuSansCondensed-Bold.ttf',
                  DJ + 'DejaVuSansCondensed-Oblique.ttf'),
    'sans': (LB + 'LiberationSans-Regular.ttf', LB + 'LiberationSans-Bold.ttf', LB + 'LiberationSans-Italic.ttf'),
    'serif': (LB + 'LiberationSerif-Regular.ttf', LB + 'LiberationSerif-Bold.ttf', LB + 'LiberationSerif-Italic.ttf'),
    'dserif': (DJ + 'DejaVuSerif.ttf', DJ + 'DejaVuSerif-Bold.ttf', DJ + 'DejaVuSerif-Italic.ttf'),
    'mono': (LB + 'LiberationMono-Regular.ttf', LB + 'LiberationMono-Bold.ttf', LB + 'LiberationMono-Italic.ttf'),
}
X0, W0 = 12.0, 186.0
YMAX = 297 - 13.0
PT = 0.3528


def hexrgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Overflow(Exception):
    pass


class Doc:
    def __init__(self, r):
        self.r = r
        st = r['style']
        self.size = st['size']
        self.acc = hexrgb(st['accent'])
        pdf = FPDF('P', 'mm', 'A4')
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        reg, bold, ital = FONTFILES[st['font']]
        pdf.add_font('F', '', reg)
        pdf.add_font('F', 'B', bold)
        pdf.add_font('F', 'I', ital)
        bi = {'sans': LB + 'LiberationSans-BoldItalic.ttf', 'serif': LB + 'LiberationSerif-BoldItalic.ttf',
              'mono': LB + 'LiberationMono-BoldItalic.ttf', 'dejavu': DJ + 'DejaVuSans-BoldOblique.ttf',
              'condensed': DJ + 'DejaVuSansCondensed-BoldOblique.ttf', 'dserif': DJ + 'DejaVuSerif-BoldItalic.ttf'}
        pdf.add_font('F', 'BI', bi[st['font']])
        pdf.add_font('DJ', '', DJ + 'DejaVuSans.ttf')
        pdf.add_font('DJ', 'B', DJ + 'DejaVuSans-Bold.ttf')
        pdf.set_fallback_fonts(['DJ'])
        pdf.set_title('%s – %s' % (r['lab']['name'], r['id']))
        pdf.set_creator('labdev-at tools/build.py (fpdf2)')
        pdf.c_margin = 0
        self.errors = []
        self.pdf = pdf

    # -- primitives ---------------------------------------------------------
    def font(self, style='', size=None, color=(17, 17, 17)):
        self.pdf.set_font('F', style, size or self.size)
        self.pdf.set_text_color(*color)

    def lh(self, size=None):
        return (size or self.size) * PT * 1.32

    def text(self, x, y, w, txt, style='', size=None, align='L', color=(17, 17, 17), check=True):
        self.font(style, size, color)
        if check and self.pdf.get_string_width(txt) > w + 0.01:
            self.errors.append('%s: %r needs %.1f mm, has %.1f mm' % (
                self.r['id'], txt, self.pdf.get_string_width(txt), w))
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, self.lh(size), txt, align=align)

    def mtext(self, x, y, w, txt, style='', size=None, align='L', color=(17, 17, 17), lh=None):
        """Multi-line text; returns the height used."""
        self.font(style, size, color)
        lh = lh or self.lh(size)
        lines = self.pdf.multi_cell(w, lh, txt, dry_run=True, output='LINES', align=align)
        self.pdf.set_xy(x, y)
        self.pdf.multi_cell(w, lh, txt, align=align)
        return len(lines) * lh

    def nlines(self, w, txt, style='', size=None):
        self.font(style, size)
        return len(self.pdf.multi_cell(w, self.lh(size), txt, dry_run=True, output='LINES'))

    def hline(self, x1, x2, y, w=0.25, color=(80, 80, 80)):
        self.pdf.set_draw_color(*color)
        self.pdf.set_line_width(w)
        self.pdf.line(x1, y, x2, y)

    # -- page frame ---------------------------------------------------------
    def header(self):
        r, L, st = self.r, self.r['lab'], self.r['style']
        s = self.size
        y = 9.0
        h = st['header']
        small = s * 0.84
        if h == 'banner':
            self.pdf.set_fill_color(*self.acc)
            self.pdf.rect(X0, y, W0, 9.5, style='F')
            self.text(X0 + 3, y + 1.6, 130, L['name'], 'B', s * 1.6, color=(255, 255, 255))
            self.text(X0 + 100, y + 3.2, W0 - 103, L['tagline'], '', s * 0.9, 'R', color=(255, 255, 255))
            y += 10.5
            for t in L['lines'] + [L['rt']]:
                self.text(X0, y, W0, t, '', small, color=(50, 50, 50))
                y += self.lh(small) * 0.98
        elif h == 'classic':
            self.text(X0, y, W0, L['name'], 'B', s * 1.7, 'C')
            y += self.lh(s * 1.7)
            for t in L['lines'] + [L['rt']]:
                self.text(X0, y, W0, t, '', small, 'C', color=(50, 50, 50))
                y += self.lh(small) * 0.98
            y += 1
            self.hline(X0, X0 + W0, y, 0.3, (40, 40, 40))
            self.hline(X0, X0 + W0, y + 0.8, 0.3, (40, 40, 40))
            y += 0.8
        elif h == 'boxed':
            ini = ''.join(w[0] for w in L['short'].replace('.', '').split() if w[0].isupper())[:2]
            self.pdf.set_draw_color(*self.acc)
            self.pdf.set_line_width(0.7)
            self.pdf.rect(X0, y, 15, 15)
            self.text(X0, y + 4.8, 15, ini, 'B', s * 1.6, 'C', color=self.acc)
            self.text(X0 + 18, y, W0 - 18, L['name'], 'B', s * 1.55, color=self.acc)
            yy = y + self.lh(s * 1.55)
            for t in L['lines'] + [L['rt']]:
                self.text(X0 + 18, yy, W0 - 18, t, '', small, color=(50, 50, 50))
                yy += self.lh(small) * 0.98
            y = max(y + 15, yy) + 1.2
            self.hline(X0, X0 + W0, y, 0.5, self.acc)
        else:  # mono
            bar = '=' * 92
            for t in [bar, L['name'], L['lines'][0], L['lines'][1], L['rt'], bar]:
                self.text(X0, y, W0, t, '', s, check=False if t == bar else True)
                y += self.lh(s) * 0.95
        return y + 2.0

    def patient(self, y):
        r, st = self.r, self.r['style']
        n = r['pcols']
        cw = W0 / n
        rows, cur, used = [], [], 0
        for item in r['patient']:
            span = item[2] if len(item) > 2 else 1
            if used + span > n:
                rows.append(cur)
                cur, used = [], 0
            cur.append((item[0], item[1], span))
            used += span
        if cur:
            rows.append(cur)
        lh = self.lh() * 1.05
        y0 = y
        if st['pat'] in ('lines', 'mono'):
            self.hline(X0, X0 + W0, y, 0.4, (40, 40, 40))
        y += 0.8
        for row in rows:
            x = X0
            for label, val, span in row:
                self.font('B')
                lw = self.pdf.get_string_width(label + ': ')
                self.text(x + 1.5, y, lw + 0.5, label + ':', 'B')
                self.text(x + 1.5 + lw, y, cw * span - lw - 3, val, '')
                x += cw * span
            y += lh
        y += 0.6
        if st['pat'] == 'box':
            self.pdf.set_draw_color(110, 110, 110)
            self.pdf.set_line_width(0.3)
            self.pdf.rect(X0, y0, W0, y - y0)
        else:
            self.hline(X0, X0 + W0, y, 0.4, (40, 40, 40))
        return y + 2.5

    def footer(self, i, n):
        y = 297 - 11.5
        self.hline(X0, X0 + W0, y, 0.3, (130, 130, 130))
        sz = self.size * 0.8
        self.text(X0, y + 0.8, 150, self.r['footer'], '', sz, color=(50, 50, 50))
        self.text(X0 + 150, y + 0.8, W0 - 150, 'Página %d de %d' % (i, n), '', sz, 'R', color=(50, 50, 50))

    # -- blocks -------------------------------------------------------------
    def section(self, b, x, y, w):
        st = self.r['style']
        txt = b['text']
        y += 2.2
        if st['header'] == 'mono':
            txt = '---- ' + txt + ' ' + '-' * max(4, 80 - len(txt))
            self.text(x, y, w, txt, 'B', check=False)
            return y + self.lh() + 1
        if st['header'] == 'banner':
            self.pdf.set_fill_color(*self.acc)
            self.pdf.rect(x, y, w, self.lh() + 1.2, style='F')
            self.text(x + 1.5, y + 0.6, w - 3, txt, 'B', color=(255, 255, 255))
            return y + self.lh() + 2.2
        self.text(x, y, w, txt, 'B', color=self.acc)
        y += self.lh() + 0.6
        self.hline(x, x + w, y, 0.4, self.acc)
        return y + 1.2

    def note(self, b, x, y, w):
        sz = self.size * 0.84
        y += 0.6
        h = self.mtext(x, y, w, b['text'], '', sz, color=(34, 34, 34), lh=self.lh(sz) * 0.98)
        return y + h + 1.0

    def table(self, b, x, y, w):
        cols, Wd = b['cols'], b['widths']
        tot = sum(Wd[c] for c in cols)
        if tot > w + 0.01:
            raise Overflow('%s: table wider than its column' % self.r['id'])
        ws = [Wd[c] for c in cols]
        pad = 1.2
        lh = self.lh() * 0.98
        ruled = b.get('ruled', 'none')
        if b.get('title'):
            y += 1.2
            self.text(x, y, w, b['title'], 'B', color=self.acc)
            y += self.lh() + 0.3
        y += 0.4
        top = y

        def grid_cell(cx, cy, cw, ch):
            self.pdf.set_draw_color(120, 120, 120)
            self.pdf.set_line_width(0.25)
            self.pdf.rect(cx, cy, cw, ch)

        if b.get('head', True):
            hs = b.get('heads', {})
            hsz = self.size * 0.88
            hlh = self.lh(hsz)
            n = max(self.nlines(ws[i] - 2 * pad, hs.get(c, '') or ' ', 'B', hsz) for i, c in enumerate(cols))
            hh = n * hlh + 1.0
            if ruled == 'grid':
                self.pdf.set_fill_color(233, 236, 239)
                self.pdf.rect(x, y, tot, hh, style='F')
            cx = x
            for i, c in enumerate(cols):
                al = 'C' if c in ('res', 'res2') or c.startswith('p') else 'L'
                self.mtext(cx + pad, y + 0.5, ws[i] - 2 * pad, hs.get(c, ''), 'B', hsz, al, lh=hlh)
                if ruled == 'grid':
                    grid_cell(cx, y, ws[i], hh)
                cx += ws[i]
            if ruled == 'hlines':
                self.hline(x, x + tot, y, 0.35, (40, 40, 40))
            if ruled in ('hlines', 'head'):
                self.hline(x, x + tot, y + hh, 0.35 if ruled == 'hlines' else 0.4, (40, 40, 40))
            y += hh
        for row in b['rows']:
            if row['kind'] in ('sub', 'text'):
                st = 'BI' if row['kind'] == 'sub' else ''
                y += 1.0 if row['kind'] == 'sub' else 0
                h = self.mtext(x + pad, y + 0.45, tot - 2 * pad, row['text'], st, lh=lh) + 0.9
                if ruled == 'grid':
                    grid_cell(x, y, tot, h)
                y += h
                continue
            texts = [cell_text(row, c, b) for c in cols]
            n = 1
            for i, c in enumerate(cols):
                if c in ('name', 'ref'):
                    n = max(n, self.nlines(ws[i] - 2 * pad, texts[i] or ' '))
            rh = n * lh + 0.9
            cx = x
            for i, c in enumerate(cols):
                t = texts[i]
                cw = ws[i] - 2 * pad
                if c == 'name':
                    parts = t.split('\n')
                    yy = y + 0.45
                    for k, p in enumerate(parts):
                        if b.get('leader') and k == len(parts) - 1:
                            self.font('')
                            sw = self.pdf.get_string_width(p + ' ')
                            dw = self.pdf.get_string_width('.')
                            nd = max(0, int((cw - sw) / dw) - 1)
                            p = p + ' ' + '.' * nd
                        self.mtext(cx + pad, yy, cw, p, '', lh=lh)
                        yy += lh
                elif c == 'ref':
                    self.mtext(cx + pad, y + 0.45, cw, t, '', lh=lh)
                elif c in ('res', 'res2'):
                    self.text(cx + pad, y + 0.45, cw, t, 'B', align='C')
                elif c.startswith('p'):
                    self.text(cx + pad, y + 0.45, cw, t, '', align='C')
                else:
                    self.text(cx + pad, y + 0.45, cw, t, '')
                if ruled == 'grid':
                    grid_cell(cx, y, ws[i], rh)
                cx += ws[i]
            if ruled == 'hlines':
                self.hline(x, x + tot, y + rh, 0.2, (185, 185, 185))
            y += rh
        return y + 1.0

    def leader(self, b, x, y, w):
        valx, unitw, valw = b['valx'], b['unitw'], b.get('valw', 32)
        refw = w - valx - valw - unitw
        lh = self.lh() * 1.02
        for row in b['rows']:
            self.font('')
            sw = self.pdf.get_string_width(row['name'] + ' ')
            nd = max(0, int((valx - 1 - sw) / self.pdf.get_string_width('.')))
            self.text(x, y, valx, row['name'] + ' ' + '.' * nd)
            self.text(x + valx, y, valw, ': ' + fmt_val(row['res'], row['flag']), 'B')
            self.text(x + valx + valw, y, unitw, row['unit'])
            h = self.mtext(x + valx + valw + unitw, y, refw, '(' + row['ref'] + ')', '', lh=lh)
            y += max(lh, h)
            for i, p in enumerate(row['prev']):
                txt, fl = prev_item(p)
                if txt is None:
                    continue
                from model import br
                self.text(x + 6, y, w - 6, 'Anterior (%s): %s %s' % (br(b['prev_dates'][i]), fmt_val(txt, fl),
                                                                    row['unit']))
                y += lh
        return y + 0.8

    def exam(self, b, x, y, w):
        s = self.size
        y += 1.6
        self.text(x, y, w, b['title'], 'B', s * 1.08)
        y += self.lh(s * 1.08)
        self.hline(x, x + w, y, 0.25, (85, 85, 85))
        y += 0.6
        sm = s * 0.86
        y += self.mtext(x, y, w, 'Material: %s     Método: %s' % (b['material'], b['method']), '', sm,
                        color=(50, 50, 50))
        if b.get('collected_line'):
            y += self.mtext(x, y, w, b['collected_line'], '', sm, color=(50, 50, 50))
        y += 0.8
        wl = w * 0.56
        yl = y
        for n, v, u, f in map(exam_row_text, b['rows']):
            self.font('')
            a = n + ': '
            aw = self.pdf.get_string_width(a)
            self.text(x, yl, aw + 0.5, a)
            self.font('B', s * 1.05)
            vw = self.pdf.get_string_width(v + ' ')
            self.text(x + aw, yl, vw + 0.5, v, 'B', s * 1.05)
            rest = u + ((' ' + f) if f else '')
            self.text(x + aw + vw, yl, wl - aw - vw, rest, '')
            yl += self.lh() * 1.1
        yr = y
        self.text(x + wl, yr, w - wl, 'Valores de referência:', 'B', sm)
        yr += self.lh(sm)
        for t in b['ref']:
            yr += self.mtext(x + wl, yr, w - wl, t, '', sm)
        y = max(yl, yr) + 0.4
        for pl in b.get('prev_lines', []):
            y += self.mtext(x, y, w, prev_line_text(pl), 'I', sm)
        if b.get('note'):
            y = self.note({'text': b['note']}, x, y, w) - 1.0
        return y + 1.6

    def reftable(self, b, x, y, w):
        sz = self.size * 0.84
        y += 0.6
        self.text(x, y, w, b['title'], 'B', sz)
        y += self.lh(sz) + 0.4
        lh = self.lh(sz)
        for row in b['rows']:
            n = max(self.nlines(b['widths'][i] - 2.4, c, '', sz) for i, c in enumerate(row))
            rh = n * lh + 0.6
            cx = x
            for i, c in enumerate(row):
                self.mtext(cx + 1.2, y + 0.3, b['widths'][i] - 2.4, c, '', sz, lh=lh)
                self.pdf.set_draw_color(150, 150, 150)
                self.pdf.set_line_width(0.2)
                self.pdf.rect(cx, y, b['widths'][i], rh)
                cx += b['widths'][i]
            y += rh
        return y + 1.5

    def sign(self, x, y, w):
        s = self.r['sign']
        bx, bw = x + w - 85, 85
        y += 2 + 8
        self.hline(bx, bx + bw, y, 0.3, (40, 40, 40))
        y += 0.6
        self.text(bx, y, bw, s[0], 'B', align='C')
        y += self.lh()
        for t in s[1:]:
            self.text(bx, y, bw, t, '', align='C')
            y += self.lh()
        return y

    def blocks(self, bl, x, y, w):
        for b in bl:
            t = b['type']
            if t == 'section':
                y = self.section(b, x, y, w)
            elif t == 'note':
                y = self.note(b, x, y, w)
            elif t == 'table':
                y = self.table(b, x, y, w)
            elif t == 'leader':
                y = self.leader(b, x, y, w)
            elif t == 'exam':
                y = self.exam(b, x, y, w)
            elif t == 'reftable':
                y = self.reftable(b, x, y, w)
            elif t == 'cols':
                cw = (w - 6) / 2
                y1 = self.blocks(b['left'], x, y, cw)
                y2 = self.blocks(b['right'], x + cw + 6, y, cw)
                y = max(y1, y2)
            elif t == 'space':
                y += b['h']
            elif t == 'sign':
                y = self.sign(x, y, w)
            if y > YMAX:
                raise Overflow('%s: page content overflows (y=%.1f mm)' % (self.r['id'], y))
        return y

    def render(self, path):
        n = len(self.r['pages'])
        for i, bl in enumerate(self.r['pages'], 1):
            self.pdf.add_page()
            y = self.header()
            y = self.patient(y)
            self.blocks(bl, X0, y, W0)
            self.footer(i, n)
        if self.errors:
            raise Overflow('\n'.join(self.errors))
        self.pdf.output(path)


def render(r, path):
    Doc(r).render(path)
