"""Render a report model directly to PDF with fpdf2 (TTF fonts)."""
import logging

from fpdf import FPDF

logging.getLogger("fontTools").setLevel(logging.ERROR)

from layout import FONTS, PAD_X, PAD_Y, PT, mt, lh, cell_lines, hexrgb
from model import R, Sub, Txt


class Overflow(Exception):
    pass


class PDFRenderer:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep['style']
        pdf = FPDF(unit='mm', format='A4')
        pdf.set_auto_page_break(False)
        pdf.c_margin = 0
        reg, bold, it, bi = FONTS[self.st['font']]
        pdf.add_font('F', 'BI', bi)
        pdf.add_font('F', '', reg)
        pdf.add_font('F', 'B', bold)
        pdf.add_font('F', 'I', it)
        pdf.set_creator('labdev-ar tools/render_fpdf.py')
        pdf.set_title(f"{rep['lab']} - {rep['id']}")
        self.pdf = pdf
        self.ink = hexrgb(self.st.get('ink', '#111111'))

    # ---- primitives ----------------------------------------------------
    def font(self, size, style=''):
        self.pdf.set_font('F', style, size)

    def lh(self, size):
        return lh(size, self.st)

    def put(self, x, y, w, s, size, style='', align='L', color=None):
        self.font(size, style)
        self.pdf.set_text_color(*(color or self.ink))
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, self.lh(size), s, align=align)

    def sw(self, s, size, style=''):
        self.font(size, style)
        return self.pdf.get_string_width(s)

    def wrap(self, s, w, size, style=''):
        self.font(size, style)
        out = []
        for para in s.split('\n'):
            words = para.split(' ')
            cur = ''
            for wd in words:
                cand = wd if not cur else cur + ' ' + wd
                if self.pdf.get_string_width(cand) <= w + 0.01 or not cur:
                    cur = cand
                else:
                    out.append(cur)
                    cur = wd
            out.append(cur)
        return out

    def hline(self, x1, x2, y, wgt=0.2, color=(85, 85, 85)):
        self.pdf.set_draw_color(*color)
        self.pdf.set_line_width(wgt)
        self.pdf.line(x1, y, x2, y)

    def vline(self, x, y1, y2, wgt=0.2, color=(136, 136, 136)):
        self.pdf.set_draw_color(*color)
        self.pdf.set_line_width(wgt)
        self.pdf.line(x, y1, x, y2)

    def dots(self, x1, x2, y):
        if x2 - x1 < 1:
            return
        pdf = self.pdf
        pdf.set_draw_color(68, 68, 68)
        pdf.set_line_width(0.2)
        pdf.set_dash_pattern(dash=0.2, gap=0.5)
        pdf.line(x1, y, x2, y)
        pdf.set_dash_pattern()

    # ---- document ------------------------------------------------------
    def render(self, path):
        m = self.st['margin']
        W = 210 - m[1] - m[3]
        for pi, page in enumerate(self.rep['pages']):
            self.pdf.add_page()
            y = m[0]
            for b in page:
                y = self.block(b, m[3], y + mt(b), W)
            if y > 297 - m[2] + 0.5:
                raise Overflow(f"{self.rep['id']} page {pi + 1}: content ends at {y:.1f} mm")
        self.pdf.output(path)

    def block(self, b, x, y, W):
        return getattr(self, 'b_' + b['type'])(b, x, y, W)

    def b_space(self, b, x, y, W):
        return y + b['h']

    def b_rule(self, b, x, y, W):
        wgt = b.get('weight', 0.3)
        self.hline(x, x + W, y + wgt / 2, wgt, hexrgb(b.get('color', '#555555')))
        return y + wgt

    def b_header(self, b, x, y, W):
        st = self.st
        acc = hexrgb(st.get('accent', '#000000'))
        v = b.get('variant', 'left')
        ns = b.get('ns', 13)
        ss = b.get('ss', st['size'])
        lines = b.get('lines', [])
        right = b.get('right', [])
        if v == 'banner':
            hl = self.lh(ns) + (self.lh(ss) if b.get('tag') else 0)
            hr = len(right) * self.lh(ss)
            h = max(hl, hr) + 3.2
            self.pdf.set_fill_color(*acc)
            self.pdf.rect(x, y, W, h, style='F')
            yy = y + (h - hl) / 2
            self.put(x + 2.5, yy, W - 5, b['name'], ns, 'B', color=(255, 255, 255))
            if b.get('tag'):
                self.put(x + 2.5, yy + self.lh(ns), W - 5, b['tag'], ss, 'I', color=(255, 255, 255))
            yy = y + (h - hr) / 2
            for s in right:
                self.put(x + 2.5, yy, W - 5, s, ss, '', 'R', color=(255, 255, 255))
                yy += self.lh(ss)
            yy = y + h + 0.8
            for s in lines:
                self.put(x + 2.5, yy, W - 5, s, ss)
                yy += self.lh(ss)
            return yy
        if v == 'center':
            yy = y
            self.put(x, yy, W, b['name'], ns, 'B', 'C', color=acc)
            yy += self.lh(ns)
            if b.get('tag'):
                self.put(x, yy, W, b['tag'], ss, 'I', 'C')
                yy += self.lh(ss)
            for s in lines + right:
                self.put(x, yy, W, s, ss, '', 'C')
                yy += self.lh(ss)
            return yy
        # left
        xl = x
        stack = self.lh(ns) + (self.lh(ss) if b.get('tag') else 0) + len(lines) * self.lh(ss)
        logo_h = 0
        if b.get('logo'):
            d = b.get('logo_d', 11)
            logo_h = d
        hl = max(stack, logo_h)
        if b.get('logo'):
            d = b.get('logo_d', 11)
            yl = y + (hl - d) / 2
            self.pdf.set_draw_color(*acc)
            self.pdf.set_line_width(0.5)
            self.pdf.ellipse(x + 0.25, yl + 0.25, d - 0.5, d - 0.5)
            fs = d * 1.1
            self.put(x, yl + (d - self.lh(fs)) / 2, d, b['logo'], fs, 'B', 'C', color=acc)
            xl = x + d + 2.5
        yy = y + (hl - stack) / 2
        self.put(xl, yy, W, b['name'], ns, 'B', color=acc)
        yy += self.lh(ns)
        if b.get('tag'):
            self.put(xl, yy, W, b['tag'], ss, 'I')
            yy += self.lh(ss)
        for s in lines:
            self.put(xl, yy, W, s, ss)
            yy += self.lh(ss)
        yr = y
        for s in right:
            self.put(x, yr, W, s, ss, '', 'R')
            yr += self.lh(ss)
        return max(y + hl, yr)

    def b_info(self, b, x, y, W):
        size = b.get('size', self.st['size'])
        items = b['items']
        n = b.get('ncols', 3)
        widths = b.get('widths') or [W / n] * n
        rows = [items[i:i + n] for i in range(0, len(items), n)]
        box = b.get('box', False)
        pad = 0.6 + 0.25 if box else 0
        rh = self.lh(size) + 2 * PAD_Y
        h = len(rows) * rh + 2 * pad
        if b.get('bg'):
            self.pdf.set_fill_color(*hexrgb(b['bg']))
            self.pdf.rect(x, y, W, h, style='F')
        if box:
            self.pdf.set_draw_color(*hexrgb(b.get('bc', '#666666')))
            self.pdf.set_line_width(0.25)
            self.pdf.rect(x + 0.125, y + 0.125, W - 0.25, h - 0.25)
        yy = y + pad
        for r in rows:
            xx = x + (0.25 if box else 0)
            for (lab, val), w in zip(r, widths):
                lw = self.sw(lab, size, 'B')
                self.put(xx + PAD_X, yy + PAD_Y, lw + 0.5, lab, size, 'B')
                sp = self.sw(' ', size)
                self.put(xx + PAD_X + lw + sp, yy + PAD_Y, max(1, w - lw - sp - 2 * PAD_X), val, size)
                xx += w
            yy += rh
        return y + h

    def b_title(self, b, x, y, W):
        st = self.st
        size = b.get('size', st['size'] + 1)
        acc = hexrgb(st.get('accent', '#000000'))
        v = b.get('variant', 'plain')
        L = self.lh(size)
        right = b.get('right')
        if v == 'bar':
            h = L + 0.6
            self.pdf.set_fill_color(*hexrgb(b.get('bg', '#e4e4e4')))
            self.pdf.rect(x, y, W, h, style='F')
            self.put(x + 1, y + 0.3, W - 2, b['text'], size, 'B')
            if right:
                self.put(x + 1, y + 0.3 + (L - self.lh(st['size'])) / 2, W - 2, right, st['size'], '', 'R')
            return y + h
        if v == 'line':
            self.put(x, y, W, b['text'], size, 'B', color=acc)
            if right:
                self.put(x, y + (L - self.lh(st['size'])) / 2, W, right, st['size'], '', 'R')
            self.hline(x, x + W, y + L + 0.15, 0.3, acc)
            return y + L + 0.3
        if v == 'center':
            self.hline(x, x + W, y + 0.125, 0.25, (51, 51, 51))
            self.put(x, y + 0.25, W, b['text'], size, 'B', 'C')
            self.hline(x, x + W, y + 0.25 + L + 0.125, 0.25, (51, 51, 51))
            return y + L + 0.5
        self.put(x, y, W, b['text'], size, 'B')
        if right:
            self.put(x, y + (L - self.lh(st['size'])) / 2, W, right, st['size'], '', 'R')
        return y + L

    def b_text(self, b, x, y, W):
        size = b.get('size', self.st['size'])
        style = ('B' if b.get('bold') else '') + ('I' if b.get('italic') else '')
        yy = y
        for s in b['lines']:
            for ln in self.wrap(s, W, size, style):
                self.put(x, yy, W, ln, size, style, b.get('align', 'L'))
                yy += self.lh(size)
        return yy

    def b_footer(self, b, x, y, W):
        size = b.get('size', self.st['size'] - 0.8)
        self.hline(x, x + W, y + 0.125, 0.25, (119, 119, 119))
        yy = y + 0.25 + 0.4
        self.put(x, yy, W, b.get('left', ''), size)
        self.put(x, yy, W, b.get('right', ''), size, '', 'R')
        return yy + self.lh(size)

    def b_sign(self, b, x, y, W):
        size = b.get('size', self.st['size'])
        yy = y
        for s in b.get('note', []):
            self.put(x, yy, W, s, size, 'I')
            yy += self.lh(size)
        yy += b.get('gap', 5)
        n = len(b['items'])
        w = W / n
        ymax = yy
        for j, it in enumerate(b['items']):
            lw = min(w - 6, 62)
            cx = x + j * w + (w - lw) / 2
            self.hline(cx, cx + lw, yy + 0.125, 0.25, (51, 51, 51))
            y2 = yy + 0.25 + 0.5
            for k, s in enumerate(it):
                self.put(cx, y2, lw, s, size, 'B' if k == 0 else '', 'C')
                y2 += self.lh(size)
            ymax = max(ymax, y2)
        return ymax

    def b_cols(self, b, x, y, W):
        widths = b['widths']
        gap = b.get('gap', 4)
        ys = []
        xx = x
        for j, (w, col) in enumerate(zip(widths, b['columns'])):
            yy = y
            for blk in col:
                yy = self.block(blk, xx, yy + mt(blk), w)
            ys.append(yy)
            xx += w + gap
        yend = max(ys)
        if b.get('sep'):
            xx = x
            for j, w in enumerate(widths[:-1]):
                xx += w + gap
                self.vline(xx - gap / 2, y, yend, 0.2)
        return yend

    def b_table(self, b, x, y, W):
        st = self.st
        size = b.get('size', st['size'])
        cols = b['cols']
        widths = [c['w'] for c in cols]
        tw = sum(widths)
        rules = b.get('rules', 'none')
        rc = hexrgb(b.get('rc', '#888888'))
        hw = b.get('hw', 0.2)
        valign = b.get('valign', 'top')
        pdf = self.pdf
        yy = y

        def cell_block(lines, w, sz, style, wrap=True):
            out = []
            for s in lines:
                out.extend(self.wrap(s, w - 2 * PAD_X, sz, style) if wrap else [s])
            return out

        if b.get('header', True):
            hs = b.get('hsize', size)
            cells = [cell_block(c.get('t', '').split('\n'), c['w'], hs, 'B') for c in cols]
            n = max(len(c) for c in cells)
            h = n * self.lh(hs) + 2 * PAD_Y
            if b.get('hbg'):
                pdf.set_fill_color(*hexrgb(b['hbg']))
                pdf.rect(x, yy, tw, h, style='F')
            xx = x
            for c, lines in zip(cols, cells):
                y0 = yy + PAD_Y + (n - len(lines)) * self.lh(hs)
                for ln in lines:
                    self.put(xx + PAD_X, y0, c['w'] - 2 * PAD_X, ln, hs, 'B', c.get('ha', c.get('a', 'L')))
                    y0 += self.lh(hs)
                if rules == 'grid':
                    pdf.set_draw_color(*rc)
                    pdf.set_line_width(hw)
                    pdf.rect(xx, yy, c['w'], h)
                xx += c['w']
            if rules in ('head', 'rows'):
                self.hline(x, x + tw, yy + h, hw + 0.1, (51, 51, 51))
            yy += h
        zebra = b.get('zebra')
        ri = 0
        for row in b['rows']:
            if isinstance(row, Sub):
                ss = b.get('subsize', size)
                pt = b.get('subpad', 0.6)
                style = 'B' if b.get('subcls', 'b') == 'b' else ('I' if 'i' in b.get('subcls', '') else '')
                if b.get('subcls') == 'b i':
                    style = 'BI'
                h = self.lh(ss) + PAD_Y + pt
                if b.get('subbg'):
                    pdf.set_fill_color(*hexrgb(b['subbg']))
                    pdf.rect(x, yy, tw, h, style='F')
                self.put(x + PAD_X, yy + pt, tw - 2 * PAD_X, row.text, ss, style)
                if row.right:
                    self.put(x + PAD_X, yy + pt, tw - 2 * PAD_X, row.right, ss, 'I', 'R')
                if rules == 'grid':
                    pdf.set_draw_color(*rc)
                    pdf.set_line_width(hw)
                    pdf.rect(x, yy, tw, h)
                elif rules == 'rows':
                    self.hline(x, x + tw, yy + h, hw, rc)
                yy += h
                ri = 0
                continue
            if isinstance(row, Txt):
                ts = b.get('txtsize', size - 0.5)
                lines = self.wrap(row.text, tw - 2 * PAD_X, ts, 'I' if row.italic else '')
                h = len(lines) * self.lh(ts) + 2 * PAD_Y
                y0 = yy + PAD_Y
                for ln in lines:
                    self.put(x + PAD_X, y0, tw - 2 * PAD_X, ln, ts, 'I' if row.italic else '')
                    y0 += self.lh(ts)
                if rules == 'grid':
                    pdf.set_draw_color(*rc)
                    pdf.set_line_width(hw)
                    pdf.rect(x, yy, tw, h)
                elif rules == 'rows':
                    self.hline(x, x + tw, yy + h, hw, rc)
                yy += h
                continue
            cells = []
            for c in cols:
                lines = cell_lines(row, c, b)
                bold = 'B' if (c.get('bold') or (isinstance(row, R) and c['k'] == 'name' and b.get('boldname'))) else ''
                sz = c.get('size', size)
                cells.append((cell_block(lines, c['w'], sz, bold), bold, sz))
            n = max(len(cl[0]) * self.lh(cl[2]) for cl in cells)
            h = n + 2 * PAD_Y
            if zebra and ri % 2 == 1:
                pdf.set_fill_color(236, 236, 236)
                pdf.rect(x, yy, tw, h, style='F')
            ri += 1
            xx = x
            for c, (lines, bold, sz) in zip(cols, cells):
                L = self.lh(sz)
                va = 'top' if (c['k'] == 'name' or c.get('top')) else valign
                y0 = yy + PAD_Y
                if va == 'bottom':
                    y0 = yy + h - PAD_Y - len(lines) * L
                elif va == 'middle':
                    y0 = yy + (h - len(lines) * L) / 2
                for ln in lines:
                    self.put(xx + PAD_X, y0, c['w'] - 2 * PAD_X, ln, sz, bold, c.get('a', 'L'))
                    y0 += L
                if isinstance(row, R) and c['k'] == 'name' and b.get('leader'):
                    last = lines[-1]
                    x1 = xx + PAD_X + self.sw(last, sz, bold) + 0.8
                    self.dots(x1, xx + c['w'], y0 - L + L * 0.78)
                if rules == 'grid':
                    pdf.set_draw_color(*rc)
                    pdf.set_line_width(hw)
                    pdf.rect(xx, yy, c['w'], h)
                xx += c['w']
            if rules == 'rows':
                self.hline(x, x + tw, yy + h, hw, rc)
            yy += h
        return yy


def render_fpdf(rep, path):
    PDFRenderer(rep).render(path)
