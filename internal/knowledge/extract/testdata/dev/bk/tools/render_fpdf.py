"""fpdf2 renderer: draws the same model page by page with DejaVu TrueType fonts (real text)."""
from fpdf import FPDF
from model import FONTS, FONT_DIR, MM_PER_PT


def rgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class P:
    def __init__(self, rep):
        self.rep = rep
        pdf = FPDF(unit='mm', format='A4')
        pdf.set_auto_page_break(False)
        pdf.c_margin = 0
        pdf.set_title(f'{rep.lab} - {rep.id}')
        pdf.set_creator('bk tools/render_fpdf.py')
        self.fam = FONTS[rep.font][1]
        for st, f in zip(('', 'B', 'I', 'BI'), FONTS[rep.font][2:]):
            pdf.add_font(self.fam, st, FONT_DIR + f)
        self.pdf = pdf
        self.base = rgb(rep.color)
        self.warn = []

    # ---------------------------------------------------------- helpers
    def font(self, style, size):
        s = ('B' if 'b' in style else '') + ('I' if 'i' in style else '')
        if 'u' in style:
            s += 'U'
        self.pdf.set_font(self.fam, s, size)
        if '#' in style:
            self.pdf.set_text_color(*rgb(style[style.index('#'):]))
        else:
            self.pdf.set_text_color(*self.base)

    def colour(self, c):
        if c:
            self.pdf.set_text_color(*rgb(c))

    def sw(self, t):
        return self.pdf.get_string_width(t)

    def put(self, x, y, w, h, text, align='L'):
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, h, text, align=align)

    def wrap(self, text, width):
        lines = []
        for part in text.split('\n'):
            if self.sw(part) <= width:
                lines.append(part)
            else:
                lines.extend(self.pdf.multi_cell(width, 5, part, dry_run=True, output='LINES'))
        return lines

    def line(self, x1, y1, x2, y2, color='#000000', w=0.3, dash=False):
        pdf = self.pdf
        pdf.set_draw_color(*rgb(color))
        pdf.set_line_width(w)
        if dash:
            pdf.set_dash_pattern(dash=dash[0], gap=dash[1])
        pdf.line(x1, y1, x2, y2)
        if dash:
            pdf.set_dash_pattern()

    def rect(self, x, y, w, h, color=None, fill=None, lw=0.3):
        pdf = self.pdf
        style = ''
        if fill:
            pdf.set_fill_color(*rgb(fill))
            style += 'F'
        if color:
            pdf.set_draw_color(*rgb(color))
            pdf.set_line_width(lw)
            style += 'D'
        if style:
            pdf.rect(x, y, w, h, style=style)

    def segs(self, x, y, w, h, segs, size, align, color):
        tot = 0
        for t, st in segs:
            self.font(st, size)
            tot += self.sw(t)
        cx = x if align == 'L' else (x + w - tot if align == 'R' else x + (w - tot) / 2)
        for t, st in segs:
            self.font(st, size)
            if color and '#' not in st:
                self.colour(color)
            if t:
                self.put(cx, y, self.sw(t), h, t)
            cx += self.sw(t)

    # ---------------------------------------------------------- elements
    def draw(self, e, x, y, w):
        size = e.get('size') or self.rep.size
        t = e['t']
        pdf = self.pdf
        if t == 'space':
            return y + e['h']
        if t == 'rule':
            self.line(x, y, x + w, y, e['color'], e['w'], (0.8, 0.6) if e['dash'] else False)
            return y + e['w'] + e['gap']
        if t == 'para':
            h = size * MM_PER_PT * e['lh']
            if e['bg']:
                self.rect(x, y, w, h, fill=e['bg'])
            self.segs(x, y, w, h, e['segs'], size, e['align'], e['color'])
            return y + h + e['gap']
        if t == 'text':
            h = size * MM_PER_PT * e['lh']
            self.font(e['style'], size)
            self.colour(e['color'])
            lines = self.wrap(e['text'], w)
            for ln in lines:
                self.put(x, y, w, h, ln, align=e['align'] if e['align'] != 'J' else 'L')
                y += h
            return y + e['gap']
        if t == 'title':
            h = size * MM_PER_PT * 1.5
            st = e['style']
            padx = 1.5 if st in ('band', 'boxed') else 0
            if st == 'band':
                self.rect(x, y, w, h, fill=e['bg'])
            elif st == 'boxed':
                self.rect(x, y, w, h, color=e['color'])
            self.font('b' + ('u' if st == 'under' else ''), size)
            self.pdf.set_text_color(*rgb((e['fg'] if st == 'band' and e['fg'] else e['color'])))
            self.put(x + padx, y, w - 2 * padx, h, e['text'], align=e['align'])
            if st == 'rule':
                self.line(x, y + h + 0.3, x + w, y + h + 0.3, e['color'], 0.35)
                y += 0.65
            return y + h + e['gap']
        if t == 'header':
            return self.header(e, x, y, w)
        if t == 'info':
            return self.info(e, x, y, w, size)
        if t == 'table':
            return self.table(e, x, y, w, size)
        if t == 'leaders':
            return self.leaders(e, x, y, w, size)
        if t == 'cols':
            sp, g = e['split'], e['gapw']
            lw = sp * w - g / 2
            y1 = y
            for c in e['left']:
                y1 = self.draw(c, x, y1, lw)
            if e['divider']:
                rx = x + sp * w + g / 2 + g / 2
                rw = (1 - sp) * w - g - g / 2
                bx = x + sp * w + g / 2
            else:
                rx = x + sp * w + g / 2
                rw = (1 - sp) * w - g / 2
            y2 = y
            for c in e['right']:
                y2 = self.draw(c, rx, y2, rw)
            if e['divider']:
                self.line(bx, y, bx, y2, '#999999', 0.3)
            return max(y1, y2) + e['gap']
        if t == 'box':
            p = e['pad']
            y0 = y
            yy = y + p
            for c in e['children']:
                yy = self.draw(c, x + p, yy, w - 2 * p)
            self.rect(x, y0, w, yy + p - y0, color=e['color'], lw=e['w'])
            return yy + p + e['gap']
        raise ValueError(t)

    def header(self, e, x, y, w):
        y0 = y
        if e['bg'] or e['style'] == 'box':
            pad_x, pad_y = 2.5, 2.0
        else:
            pad_x, pad_y = 0, 0

        def stack_h(lines):
            return sum(s * MM_PER_PT * 1.25 for _, s, _, _ in lines)
        hl = stack_h(e['left'])
        hr = stack_h(e['right'])
        hlogo = 16 if e['logo'] else 0
        inner = max(hl, hr, hlogo)
        total = inner + 2 * pad_y
        if e['bg']:
            self.rect(x, y, w, total, fill=e['bg'])
        if e['style'] == 'box':
            self.rect(x, y, w, total, color=e['color'], lw=0.4)
        ix = x + pad_x
        iw = w - 2 * pad_x
        iy = y + pad_y
        if e['logo']:
            txt, col = e['logo']
            self.rect(ix, iy, 16, 16, fill=col)
            self.font('b', 13)
            self.pdf.set_text_color(*rgb(e['logo_fg']))
            self.put(ix, iy, 16, 16, txt, align='C')
            ix += 19
            iw -= 19
        yy = iy
        for text, size, st, col in e['left']:
            self.font(st, size)
            self.colour(col)
            h = size * MM_PER_PT * 1.25
            self.put(ix, yy, iw, h, text)
            yy += h
        yy = iy
        for text, size, st, col in e['right']:
            self.font(st, size)
            self.colour(col)
            h = size * MM_PER_PT * 1.25
            self.put(ix, yy, iw, h, text, align='R')
            yy += h
        y = y + total
        if e['style'] == 'rule':
            y += 1.5
            self.line(x, y + 0.25, x + w, y + 0.25, e['color'], 0.5)
            y += 0.5
        elif e['style'] == 'double':
            y += 1.5
            self.line(x, y + 0.2, x + w, y + 0.2, e['color'], 0.3)
            self.line(x, y + 1.0, x + w, y + 1.0, e['color'], 0.3)
            y += 1.2
        return y + e['gap']

    def info(self, e, x, y, w, size):
        boxed = e['boxed']
        px, py = (1.5, 1.2) if boxed else (0, 0)
        y0 = y
        h = size * MM_PER_PT * e['lh']
        nrows = len(e['rows'])
        total = nrows * h + 2 * py
        if e['bg']:
            self.rect(x, y, w, total, fill=e['bg'])
        yy = y + py
        iw = w - 2 * px
        for row in e['rows']:
            n = len(row)
            widths = e['widths'] if e['widths'] and len(e['widths']) == n else [1 / n] * n
            cx = x + px
            for (lab, val), fw in zip(row, widths):
                segs = [(lab, 'b'), ((' ' if lab else '') + val, '')]
                self.segs(cx, yy, fw * iw, h, segs, size, 'L', None)
                cx += fw * iw
            yy += h
        if boxed:
            self.rect(x, y0, w, total, color=e['color'], lw=0.3)
        return y0 + total + e['gap']

    def table(self, e, x, y, w, size):
        rules, col, pad = e['rules'], e['color'], e['pad']
        lh = size * MM_PER_PT * e['lh']
        widths = [f * w for _, f, _ in e['cols']]
        xs = [x]
        for cw in widths:
            xs.append(xs[-1] + cw)

        def draw_row(cells, styles, aligns, fill=None, head=False):
            nonlocal y
            lines = []
            for c, cw, st in zip(cells, widths, styles):
                self.font(st, size)
                lines.append(self.wrap(c, cw - 2))
            rh = max(len(l) for l in lines) * lh + 2 * pad
            if fill:
                self.rect(x, y, w, rh, fill=fill)
            for i, (ls, st, al) in enumerate(zip(lines, styles, aligns)):
                self.font(st, size)
                for k, ln in enumerate(ls):
                    self.put(xs[i] + 1, y + pad + k * lh, widths[i] - 2, lh, ln, align=al)
            if rules == 'grid':
                for i in range(len(widths)):
                    self.rect(xs[i], y, widths[i], rh, color=col, lw=0.25)
            elif head:
                self.line(x, y + rh, x + w, y + rh, col, 0.35)
            elif rules == 'h':
                self.line(x, y + rh, x + w, y + rh, col, 0.2)
            y += rh

        if e['head']:
            draw_row([h for h, _, _ in e['cols']], [e['head_style']] * len(widths), [a for _, _, a in e['cols']],
                     fill=e['head_bg'], head=True)
        for i, row in enumerate(e['rows']):
            if isinstance(row, dict):
                st = row.get('style', 'b')
                self.font(st, size)
                rh = lh + 2 * pad
                if row.get('bg'):
                    self.rect(x, y, w, rh, fill=row['bg'])
                self.put(x + 1, y + pad, w - 2, lh, row['sub'])
                if rules == 'grid':
                    self.rect(x, y, w, rh, color=col, lw=0.25)
                y += rh
                continue
            cells = [c if isinstance(c, str) else c[0] for c in row]
            styles = ['' if isinstance(c, str) else c[1] for c in row]
            fill = e['zebra'] if e['zebra'] and i % 2 == 1 else None
            draw_row(cells, styles, [a for _, _, a in e['cols']], fill=fill)
        return y + e['gap']

    def leaders(self, e, x, y, w, size):
        lh = size * MM_PER_PT * e['lh']
        for name, val, tail in e['rows']:
            if e['mode'] == 'chars':
                nm = (name + ' ').ljust(e['dots'], '.') + ': '
                self.segs(x, y, w, lh, [(nm, ''), (val, e['style_val']), (tail, '')], size, 'L', None)
            else:
                self.font('', size)
                self.put(x, y, e['namew'], lh, name)
                nw = self.sw(name)
                by = y + lh - size * MM_PER_PT * 0.35 - 0.15
                if x + nw + 1 < x + e['namew'] - 1:
                    self.line(x + nw + 1, by, x + e['namew'] - 1, by, '#444444', 0.3, dash=(0.3, 0.6))
                self.font(e['style_val'], size)
                self.put(x + e['namew'], y, e['valw'], lh, val)
                self.font('', size)
                self.put(x + e['namew'] + e['valw'], y, w - e['namew'] - e['valw'], lh, tail)
            y += lh
        return y + e['gap']

    def footer_height(self, els, w):
        h = 0
        for e in els:
            size = e.get('size') or self.rep.size
            if e['t'] == 'para':
                h += size * MM_PER_PT * e['lh'] + e['gap']
            elif e['t'] == 'text':
                self.font(e['style'], size)
                h += len(self.wrap(e['text'], w)) * size * MM_PER_PT * e['lh'] + e['gap']
            elif e['t'] == 'rule':
                h += e['w'] + e['gap']
            elif e['t'] == 'space':
                h += e['h']
            else:
                raise ValueError('footer element ' + e['t'])
        return h


def render(rep, out):
    p = P(rep)
    t, r, b, l = rep.margins
    w = 210 - l - r
    for i, pg in enumerate(rep.pages):
        p.pdf.add_page()
        y = t
        for e in pg['body']:
            y = p.draw(e, l, y, w)
        fh = p.footer_height(pg['footer'], w)
        fy = 297 - b - fh
        if y > fy:
            p.warn.append(f'{rep.id} page {i+1}: body ends at {y:.1f} mm, footer starts at {fy:.1f} mm')
        for e in pg['footer']:
            fy = p.draw(e, l, fy, w)
    p.pdf.output(out)
    return p.warn
