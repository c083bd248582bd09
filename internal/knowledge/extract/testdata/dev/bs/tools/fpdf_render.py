"""Render a model.Report with fpdf2 and TrueType fonts, same geometry as the HTML."""
from fpdf import FPDF
from model import FONTS, line_h, C, R, Row, T, P, Cols, Sp

FONTDIR = '/usr/share/fonts/truetype/dejavu/'
A4W, A4H = 210, 297
CM = 1.0  # cell side padding (mm), same as HTML


def new_pdf():
    pdf = FPDF(unit='mm', format='A4')
    pdf.set_auto_page_break(False)
    pdf.c_margin = CM
    for k, (_, _, reg, bold, it) in FONTS.items():
        pdf.add_font(k, '', FONTDIR + reg)
        pdf.add_font(k, 'B', FONTDIR + bold)
        pdf.add_font(k, 'I', FONTDIR + it)
    return pdf


_MEAS = None


def text_width(text, font='sans', size=9, bold=False):
    global _MEAS
    if _MEAS is None:
        _MEAS = new_pdf()
    _MEAS.set_font(font, 'B' if bold else '', size)
    return _MEAS.get_string_width(text)


def leader(text, width_mm, font='sans', size=9, bold=False, dot='.'):
    """text followed by dots filling width_mm (minus the 2 mm cell padding)."""
    avail = width_mm - 2 * CM - 0.8
    s = text + ' '
    while text_width(s + dot, font, size, bold) <= avail:
        s += dot
    return s


def hexrgb(h):
    h = h.lstrip('#')
    if len(h) == 3:
        h = ''.join(ch * 2 for ch in h)
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class FpdfRenderer:
    def __init__(self, rep):
        self.rep, self.st = rep, rep.style
        self.pdf = new_pdf()

    def setfont(self, font, size, bold, italic, color):
        self.pdf.set_font(font, 'B' if bold else ('I' if italic else ''), size)
        self.pdf.set_text_color(*hexrgb(color or self.st.color))

    def lines(self, x, y, w, h, border, color):
        if not border:
            return
        pdf = self.pdf
        pdf.set_draw_color(*hexrgb(color or self.st.rule))
        if border in ('box', 'grid'):
            pdf.set_line_width(0.14)
            pdf.rect(x + 0.07, y + 0.07, w - 0.14, h - 0.14)
            return
        pdf.set_line_width(0.22)
        if 't' in border:
            pdf.line(x, y + 0.11, x + w, y + 0.11)
        if 'b' in border:
            pdf.line(x, y + h - 0.11, x + w, y + h - 0.11)

    def text_lines(self, x, y, w, text, size, align, pad):
        lh = line_h(size)
        for i, ln in enumerate(text.split('\n')):
            self.pdf.set_xy(x, y + pad + i * lh)
            self.pdf.cell(w, lh, ln, align=align)

    def block(self, b, x, y, w, draw=True):
        st, pdf = self.st, self.pdf
        if isinstance(b, Sp):
            return b.h
        if isinstance(b, P):
            size = b.size or st.size
            n = len(b.text.split('\n'))
            h = n * line_h(size) + 2 * b.pad
            if draw:
                if b.bg:
                    pdf.set_fill_color(*hexrgb(b.bg))
                    pdf.rect(x, y, w, h, style='F')
                self.lines(x, y, w, h, b.border, b.border_color)
                self.setfont(b.font or st.font, size, b.bold, b.italic, b.color)
                self.text_lines(x, y, w, b.text, size, b.align, b.pad)
            return h
        if isinstance(b, Cols):
            lw = (w - b.gap) * b.split
            rw = w - b.gap - lw
            hl = sum(self.block(c, 0, 0, lw, False) for c in b.left)
            hr = sum(self.block(c, 0, 0, rw, False) for c in b.right)
            h = max(hl, hr)
            if draw:
                yy = y
                for c in b.left:
                    yy += self.block(c, x, yy, lw, True)
                yy = y
                for c in b.right:
                    yy += self.block(c, x + lw + b.gap, yy, rw, True)
                if b.divider:
                    pdf.set_fill_color(*hexrgb(st.rule))
                    pdf.rect(x + lw + b.gap / 2 - 0.1, y, 0.2, h, style='F')
            return h
        if isinstance(b, T):
            yy = y
            nrows = len(b.rows)
            for i, row in enumerate(b.rows):
                specs = []
                rh = 0
                ci = 0
                for c in row.cells:
                    cw = sum(b.widths[ci:ci + c.span]) * w
                    cx = x + sum(b.widths[:ci]) * w
                    ci += c.span
                    size = c.size or row.size or b.size or st.size
                    n = len(c.text.split('\n'))
                    rh = max(rh, n * line_h(size) + 2 * b.pad)
                    specs.append((c, cx, cw, size))
                if draw:
                    bg = row.bg or (b.head_bg if row.head else None)
                    for c, cx, cw, size in specs:
                        cbg = c.bg or bg
                        if cbg:
                            pdf.set_fill_color(*hexrgb(cbg))
                            pdf.rect(cx, yy, cw, rh, style='F')
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
                        if border.startswith('grid'):
                            self.lines(cx, yy, cw, rh, 'grid', b.rule_color)
                            border = border[4:]
                        self.lines(cx, yy, cw, rh, border, b.rule_color)
                        self.setfont(c.font or b.font or st.font, size, c.bold or row.bold, c.italic,
                                     c.color or row.color or b.color)
                        self.text_lines(cx, yy, cw, c.text, size, c.align or 'L', b.pad)
                yy += rh
            if draw and b.box:
                self.lines(x, y, w, yy - y, 'box', b.rule_color)
            return yy - y
        raise TypeError(b)

    def render(self, out):
        st, pdf = self.st, self.pdf
        ml, mt, mr, mb = st.margins
        w = A4W - ml - mr
        pdf.set_title(self.rep.title or self.rep.lab)
        pdf.set_creator('bs dev set (fpdf2)')
        for pno, pg in enumerate(self.rep.pages, 1):
            pdf.add_page()
            fh = sum(self.block(b, 0, 0, w, False) for b in pg.footer)
            ch = sum(self.block(b, 0, 0, w, False) for b in pg.blocks)
            top_foot = A4H - mb - fh
            if mt + ch > top_foot - 1:
                raise RuntimeError('%s page %d overflows: content ends %.1f, footer starts %.1f'
                                   % (self.rep.id, pno, mt + ch, top_foot))
            y = mt
            for b in pg.blocks:
                y += self.block(b, ml, y, w, True)
            y = top_foot
            for b in pg.footer:
                y += self.block(b, ml, y, w, True)
        pdf.output(out)
        return ch
