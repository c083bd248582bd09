"""Draw the same report description with fpdf2 and an independent layout."""
from fpdf import FPDF

from lib import R

DJ = '/usr/share/fonts/truetype/dejavu/'
LB = '/usr/share/fonts/truetype/liberation2/'
FONTS = {
    'dejavu': (DJ + 'DejaVuSans.ttf', DJ + 'DejaVuSans-Bold.ttf', DJ + 'DejaVuSans-Oblique.ttf'),
    'dejavucond': (DJ + 'DejaVuSansCondensed.ttf', DJ + 'DejaVuSansCondensed-Bold.ttf',
                   DJ + 'DejaVuSansCondensed-Oblique.ttf'),
    'dejavuserif': (DJ + 'DejaVuSerif.ttf', DJ + 'DejaVuSerif-Bold.ttf', DJ + 'DejaVuSerif-Italic.ttf'),
    'dejavuserifcond': (DJ + 'DejaVuSerifCondensed.ttf', DJ + 'DejaVuSerifCondensed-Bold.ttf',
                        DJ + 'DejaVuSerifCondensed-Italic.ttf'),
    'dejavumono': (DJ + 'DejaVuSansMono.ttf', DJ + 'DejaVuSansMono-Bold.ttf', DJ + 'DejaVuSansMono-Oblique.ttf'),
    'libsans': (LB + 'LiberationSans-Regular.ttf', LB + 'LiberationSans-Bold.ttf', LB + 'LiberationSans-Italic.ttf'),
    'libserif': (LB + 'LiberationSerif-Regular.ttf', LB + 'LiberationSerif-Bold.ttf',
                 LB + 'LiberationSerif-Italic.ttf'),
    'libmono': (LB + 'LiberationMono-Regular.ttf', LB + 'LiberationMono-Bold.ttf', LB + 'LiberationMono-Italic.ttf'),
}
PT = 0.3528  # mm per point


class Overflow(Exception):
    pass


def hexrgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Drawer:
    def __init__(self, report):
        self.rep = report
        st = report['style']
        self.st = st
        self.fam = st['fpdf_font']
        self.base = st.get('fpdf_pt', st['base_pt'])
        self.pdf = FPDF(unit='mm', format='A4')
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(0, 0, 0)
        self.pdf.c_margin = 0
        for fam, (r, b, i) in FONTS.items():
            self.pdf.add_font(fam, '', r)
            self.pdf.add_font(fam, 'B', b)
            self.pdf.add_font(fam, 'I', i)
        self.pdf.set_fallback_fonts(['dejavu'])
        self.pdf.set_title(report['title'])
        self.pdf.set_author(report['lab'])
        self.pdf.set_creator('labdev-g fpdf2 layout')
        self.accent = hexrgb(st.get('accent', '#333333'))
        self.fill = hexrgb(st.get('fill', '#e8e8e8'))

    # --- text helpers
    def font(self, style='', size=None, fam=None):
        self.pdf.set_font(fam or self.fam, style, size or self.base)

    def lh(self, size=None):
        return (size or self.base) * PT * self.st.get('fpdf_lh', 1.22)

    def width(self, s):
        return self.pdf.get_string_width(s)

    def wrap(self, text, w):
        out = []
        for para in str(text).split('\n'):
            words = para.split(' ')
            cur = ''
            for wd in words:
                cand = wd if not cur else cur + ' ' + wd
                if self.width(cand) <= w or not cur:
                    cur = cand
                else:
                    out.append(cur)
                    cur = wd
            out.append(cur)
        return out

    def text(self, x, y, s, align='L', w=0):
        if align == 'R':
            x = x + w - self.width(s)
        elif align == 'C':
            x = x + (w - self.width(s)) / 2
        self.pdf.text(x, y, s)

    # --- header / footer items
    def hsize(self, cls):
        hs = self.st.get('hsizes', {})
        return {'name': hs.get('name', 15), 'sub': hs.get('sub', 9), 'small': hs.get('small', 7.8),
                'tiny': hs.get('tiny', 6.8), 'title': hs.get('title', 11), 'bold': self.base}[cls]

    def draw_hitems(self, items, x, y, w, p, n, measure=False):
        for it in items:
            k = it[0]
            if k == 't':
                _, text, cls, al = it
                size = self.hsize(cls)
                self.font('B' if cls in ('name', 'bold', 'title') else '', size)
                for ln in self.wrap(text.replace('{p}', str(p)).replace('{n}', str(n)), w):
                    y += self.lh(size)
                    if not measure:
                        self.text(x, y - self.lh(size) * 0.22, ln, al, w)
            elif k == 'rule':
                y += 1.0
                if not measure:
                    self.pdf.set_line_width(it[1])
                    self.pdf.line(x, y, x + w, y)
                y += 1.0
            elif k == 'space':
                y += it[1]
            elif k == 'bar':
                _, text, cls = it
                size = self.hsize(cls)
                self.font('B', size)
                lines = self.wrap(text.replace('{p}', str(p)).replace('{n}', str(n)), w - 4)
                h = len(lines) * self.lh(size) + 1.6
                if not measure:
                    self.pdf.set_fill_color(*self.accent)
                    self.pdf.rect(x, y, w, h, 'F')
                    self.pdf.set_text_color(255, 255, 255)
                    yy = y + 0.8
                    for ln in lines:
                        yy += self.lh(size)
                        self.text(x + 2, yy - self.lh(size) * 0.22, ln)
                    self.pdf.set_text_color(0, 0, 0)
                y += h
            elif k == 'kv':
                _, pairs, ncols, boxed = it
                size = self.st.get('hsizes', {}).get('kv', 8.5)
                cw = w / ncols
                y0 = y
                y += 0.8 if boxed else 0
                for i in range(0, len(pairs), ncols):
                    chunk = pairs[i:i + ncols]
                    rh = 0
                    for j, (lab, val) in enumerate(chunk):
                        lab = lab.replace('{p}', str(p)).replace('{n}', str(n))
                        val = val.replace('{p}', str(p)).replace('{n}', str(n))
                        self.font('B', size)
                        lw = self.width(lab + ' ')
                        self.font('', size)
                        vlines = self.wrap(val, cw - 2 - lw)
                        if not measure:
                            xx = x + j * cw + 1
                            self.font('B', size)
                            self.text(xx, y + self.lh(size) * 0.78, lab)
                            self.font('', size)
                            for q, vl in enumerate(vlines):
                                self.text(xx + lw, y + self.lh(size) * (0.78 + q), vl)
                        rh = max(rh, len(vlines) * self.lh(size))
                    y += rh + 0.3
                y += 0.8 if boxed else 0
                if boxed and not measure:
                    self.pdf.set_line_width(0.3)
                    self.pdf.rect(x, y0, w, y - y0)
            elif k == 'split':
                _, left, right, boxed = it
                rwid = max(self.measure_width(right) + 5, 40)
                lw = w - rwid - 2
                yl = self.draw_hitems(left, x, y, lw, p, n, measure)
                yr = self.draw_hitems(right, x + w - rwid + 2, y + (1.0 if boxed else 0), rwid - 4, p, n, measure)
                yr += 1.0 if boxed else 0
                if boxed and not measure:
                    self.pdf.set_line_width(0.3)
                    self.pdf.rect(x + w - rwid, y, rwid, yr - y)
                y = max(yl, yr)
            else:
                raise ValueError(k)
        return y

    def measure_width(self, items):
        m = 0
        for it in items:
            if it[0] == 't':
                self.font('B' if it[2] in ('name', 'bold', 'title') else '', self.hsize(it[2]))
                for ln in it[1].split('\n'):
                    m = max(m, self.width(ln.replace('{p}', '9').replace('{n}', '9')))
        return m

    # --- body blocks
    def draw_blocks(self, blocks, x, y, w):
        for b in blocks:
            t = b['type']
            y += b.get('fgap', 0)
            if t == 'grid':
                tw = sum(c[2] for c in b['cols']) + b.get('fx', 0)
                if tw > w + 0.5:
                    raise Overflow(f"{self.rep['id']}: grid {b.get('title') or ''!r} is {tw} mm wide, space {w} mm")
                y = self.draw_grid(b, x, y)
            elif t == 'title':
                size = b.get('fsize', self.base + 1)
                lines = self.wrap(b['text'], w - 2)
                if b.get('fill'):
                    h = len(lines) * self.lh(size) + 1.4
                    self.pdf.set_fill_color(*self.fill)
                    self.pdf.rect(x, y, w, h, 'F')
                self.font('B', size)
                yy = y + (0.7 if b.get('fill') else 0)
                for ln in lines:
                    yy += self.lh(size)
                    self.text(x + (1 if b.get('fill') else 0), yy - self.lh(size) * 0.22, ln)
                y = yy + (0.7 if b.get('fill') else 0)
                if b.get('underline'):
                    self.pdf.set_line_width(0.25)
                    self.pdf.line(x, y + 0.3, x + w, y + 0.3)
                    y += 0.6
                if b.get('lines'):
                    ls = b.get('lsize', self.base - 1)
                    self.font('', ls)
                    for ln in self.wrap('\n'.join(b['lines']) if isinstance(b['lines'], list) else b['lines'], w):
                        y += self.lh(ls)
                        self.text(x, y - self.lh(ls) * 0.22, ln)
                y += b.get('after', 0.8)
            elif t == 'text':
                size = b.get('fsize', self.base - 1)
                self.font(b.get('fstyle', ''), size)
                for ln in self.wrap('\n'.join(b['lines']) if isinstance(b['lines'], list) else b['lines'], w):
                    y += self.lh(size)
                    self.text(x, y - self.lh(size) * 0.22, ln, b.get('align', 'L'), w)
                y += b.get('after', 1.0)
            elif t == 'space':
                y += b['h']
            elif t == 'rule':
                y += 0.8
                self.pdf.set_line_width(b.get('w', 0.3))
                self.pdf.line(x, y, x + w, y)
                y += 0.8
            elif t == 'twocol':
                y1 = self.draw_blocks(b['left'], x, y, b['lw'])
                y2 = self.draw_blocks(b['right'], x + w - b['rw'], y, b['rw'])
                y = max(y1, y2)
            else:
                raise ValueError(t)
        return y

    def cell_lines(self, kind, rw, opts, b, w):
        """Return list of (text, style, size) lines for one cell."""
        size = b.get('fsize', self.base)
        empty = b.get('empty', '—')
        if kind == 'name':
            self.font('B' if rw.bold_name else '', size)
            name = rw.name if isinstance(rw.name, str) else '\n'.join(rw.name)
            return [(ln, 'B' if rw.bold_name else '', size) for ln in self.wrap(name, w)]
        if kind == 'nameref':
            out = []
            self.font('B', size)
            name = rw.name if isinstance(rw.name, str) else '\n'.join(rw.name)
            out += [(ln, 'B', size) for ln in self.wrap(name, w)]
            if rw.ref:
                rs = size - 1.2
                self.font('', rs)
                out += [(ln, '', rs) for ln in self.wrap(rw.ref, w)]
            return out
        if kind == 'ref':
            rs = b.get('ref_fsize', size - 0.6)
            self.font('', rs)
            return [(ln, '', rs) for ln in self.wrap(rw.ref, w)] if rw.ref else []
        if kind.startswith('x:'):
            self.font('', size)
            return [(ln, '', size) for ln in self.wrap(rw.extra.get(kind[2:], ''), w)]
        for pre in ('vu', 'v', 'u', 'f'):
            if kind.startswith(pre) and kind[len(pre):].isdigit():
                i = int(kind[len(pre):])
                r = rw.slots[i] if i < len(rw.slots) else None
                if r is None or isinstance(r, str):
                    return [(empty if r is None else r, '', size)] if pre in ('v', 'vu') else []
                vstyle = 'B' if (r.bold or b.get('bold_values')) else ''
                if pre == 'v':
                    s = r.vt
                    if opts.get('flag_inline') and r.flag:
                        s += opts.get('flagsep', ' ') + r.flag
                    return [(s, vstyle, size)]
                if pre == 'vu':
                    s = r.vt + (' ' + r.unit if r.unit else '')
                    if opts.get('flag_inline') and r.flag:
                        s += ' ' + r.flag
                    return [(s, vstyle, size)]
                if pre == 'u':
                    return [(r.unit, '', size)] if r.unit else []
                if pre == 'f':
                    return [(r.flag, 'B', size)] if r.flag else []
        raise ValueError(kind)

    def draw_grid(self, b, x, y):
        cols = b['cols']
        look = b.get('look', 'lined')
        pad = b.get('fpad', 0.6)
        size = b.get('fsize', self.base)
        xs = []
        cx = x + b.get('fx', 0)
        for c in cols:
            xs.append(cx)
            cx += c[2]
        total = cx - xs[0]
        x0 = xs[0]
        if b.get('title'):
            ts = b.get('title_fsize', size + 0.5)
            self.font('B', ts)
            for ln in self.wrap(b['title'], total):
                y += self.lh(ts)
                self.text(x0, y - self.lh(ts) * 0.22, ln)
            y += 0.6
        self.pdf.set_draw_color(0, 0, 0)
        if b.get('header', True):
            hs = b.get('hdr_fsize', size)
            self.font('B', hs)
            cells = [self.wrap(c[1], c[2] - 2 * pad) for c in cols]
            h = max(len(cl) for cl in cells) * self.lh(hs) + 2 * pad
            if look == 'zebra':
                self.pdf.set_fill_color(*self.accent)
                self.pdf.rect(x0, y, total, h, 'F')
                self.pdf.set_text_color(255, 255, 255)
            elif look in ('boxed', 'grayhdr'):
                self.pdf.set_fill_color(*self.fill)
                self.pdf.rect(x0, y, total, h, 'F')
            self.font('B', hs)
            for c, cl, cxp in zip(cols, cells, xs):
                al = (c[3] if len(c) > 3 else {}).get('align', 'l').upper()
                for q, ln in enumerate(cl):
                    self.text(cxp + pad, y + pad + self.lh(hs) * (q + 0.78), ln, al, c[2] - 2 * pad)
            self.pdf.set_text_color(0, 0, 0)
            if look in ('boxed',):
                self.pdf.set_line_width(0.2)
                for c, cxp in zip(cols, xs):
                    self.pdf.rect(cxp, y, c[2], h)
            elif look != 'none':
                self.pdf.set_line_width(0.35 if look != 'lis' else 0.2)
                self.pdf.line(x0, y + h, x0 + total, y + h)
                if look == 'lis':
                    self.pdf.line(x0, y, x0 + total, y)
            y += h
        alt = False
        for rw in b['rows']:
            if rw.kind in ('sub', 'note'):
                ss = b.get('sub_fsize', size) if rw.kind == 'sub' else size - 0.8
                self.font('B' if rw.kind == 'sub' else 'I', ss)
                lines = self.wrap(rw.name, total - 2 * pad)
                y += b.get('sub_gap', 0.8) if rw.kind == 'sub' else 0.2
                for ln in lines:
                    y += self.lh(ss)
                    self.text(x0 + pad, y - self.lh(ss) * 0.22, ln)
                y += pad
                if rw.kind == 'sub' and b.get('sub_rule'):
                    self.pdf.set_line_width(0.15)
                    self.pdf.line(x0, y, x0 + total, y)
                continue
            cells = []
            for c in cols:
                opts = c[3] if len(c) > 3 else {}
                cl = self.cell_lines(c[0], rw, opts, b, c[2] - 2 * pad)
                if c[0][0] in 'vuf' and c[0] != 'name':
                    for (s, stl, sz) in cl:
                        self.font(stl, sz)
                        if self.width(s) > c[2] - 2 * pad + 0.01:
                            raise Overflow(f"{self.rep['id']}: value '{s}' too wide for column {c[0]} ({c[2]} mm)")
                cells.append(cl)
            h = max([sum(self.lh(sz) for (_, _, sz) in cl) for cl in cells] + [self.lh(size)]) + 2 * pad
            if look == 'zebra' and alt:
                self.pdf.set_fill_color(*self.fill)
                self.pdf.rect(x0, y, total, h, 'F')
            alt = not alt
            for c, cl, cxp in zip(cols, cells, xs):
                opts = c[3] if len(c) > 3 else {}
                al = opts.get('align', 'l').upper()
                yy = y + pad
                for (s, stl, sz) in cl:
                    self.font(stl, sz)
                    yy += self.lh(sz)
                    self.text(cxp + pad, yy - self.lh(sz) * 0.22, s, al, c[2] - 2 * pad)
                if c[0] == 'name' and b.get('dots') and cl:
                    last, stl, sz = cl[-1]
                    self.font(stl, sz)
                    xe = cxp + pad + self.width(last) + 0.8
                    dw = self.width('.')
                    nd = int((cxp + c[2] - 0.6 - xe) / dw)
                    if nd > 0:
                        self.font('', sz)
                        self.text(xe, yy - self.lh(sz) * 0.22, '.' * nd)
            if look == 'boxed':
                self.pdf.set_line_width(0.15)
                for c, cxp in zip(cols, xs):
                    self.pdf.rect(cxp, y, c[2], h)
            elif look == 'lined':
                self.pdf.set_line_width(0.1)
                self.pdf.set_draw_color(170, 170, 170)
                self.pdf.line(x0, y + h, x0 + total, y + h)
                self.pdf.set_draw_color(0, 0, 0)
            y += h
            if b.get('ref_below') and rw.ref:
                ind = b.get('ref_indent', 1)
                rx = xs[ind]
                rs = b.get('ref_fsize', size - 1)
                self.font('', rs)
                lines = self.wrap(b.get('ref_prefix', '') + rw.ref, x0 + total - rx - 2 * pad)
                for ln in lines:
                    y += self.lh(rs)
                    self.text(rx + pad, y - self.lh(rs) * 0.22, ln)
                y += pad + b.get('ref_gap', 0.6)
        if look == 'lis':
            self.pdf.set_line_width(0.2)
            self.pdf.line(x0, y + 0.3, x0 + total, y + 0.3)
        return y + b.get('after', 1.5)

    def run(self, out_path):
        st = self.st
        ml, mt, mr, mb = st['margins']
        W = 210 - ml - mr
        n = len(self.rep['pages'])
        for i, blocks in enumerate(self.rep['pages'], 1):
            self.pdf.add_page()
            y = self.draw_hitems(self.rep['header'](i, n), ml, mt, W, i, n)
            y = self.draw_blocks(blocks, ml, y + st.get('fpdf_after_header', 1.0), W)
            fitems = self.rep['footer'](i, n)
            fh = self.draw_hitems(fitems, ml, 0, W, i, n, measure=True)
            fy = 297 - mb - fh
            if y > fy - 1:
                raise Overflow(f"{self.rep['id']} page {i}: body ends at {y:.1f} mm, footer starts {fy:.1f} mm")
            self.draw_hitems(fitems, ml, fy, W, i, n)
        self.pdf.output(out_path)
