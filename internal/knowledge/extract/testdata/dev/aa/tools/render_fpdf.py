from fpdf import FPDF
from render_html import leader_line
D = '/usr/share/fonts/truetype/dejavu/'; LB = '/usr/share/fonts/truetype/liberation2/'
FF = {'sans': (D+'DejaVuSans.ttf', D+'DejaVuSans-Bold.ttf'), 'serif': (D+'DejaVuSerif.ttf', D+'DejaVuSerif-Bold.ttf'),
      'mono': (D+'DejaVuSansMono.ttf', D+'DejaVuSansMono-Bold.ttf'),
      'cond': (D+'DejaVuSansCondensed.ttf', D+'DejaVuSansCondensed-Bold.ttf'),
      'lsans': (LB+'LiberationSans-Regular.ttf', LB+'LiberationSans-Bold.ttf'),
      'lserif': (LB+'LiberationSerif-Regular.ttf', LB+'LiberationSerif-Bold.ttf')}
X0, W0, BOTTOM = 14, 182, 270

class P(FPDF):
    pass

def hexc(c):
    c = c.lstrip('#'); return tuple(int(c[i:i+2], 16) for i in (0, 2, 4))

class R:
    def __init__(s, rep):
        s.rep = rep; s.st = rep['style']; s.fs = s.st.get('size', 9) - 0.3
        s.pdf = P(format='A4', unit='mm'); s.pdf.set_auto_page_break(False)
        for k, (r, b) in FF.items():
            s.pdf.add_font(k, '', r); s.pdf.add_font(k, 'B', b)
        s.f = s.st['font']; s.ac = hexc(s.st.get('accent', '#1b4f8a'))
    def font(s, size=None, bold=False, fam=None):
        s.pdf.set_font(fam or s.f, 'B' if bold else '', size or s.fs)
    def lh(s, size=None): return (size or s.fs) * 0.3528 * 1.38
    def text(s, x, y, t, w=None, size=None, bold=False, fam=None, color=(17, 17, 17), align='L'):
        size = size or s.fs; s.font(size, bold, fam)
        if w:
            while s.pdf.get_string_width(t) > w - 0.5 and size > 5:
                size -= 0.3; s.font(size, bold, fam)
        s.pdf.set_text_color(*color)
        tw = s.pdf.get_string_width(t)
        xx = x if align == 'L' else (x + (w - tw) / 2 if align == 'C' else x + w - tw)
        s.pdf.text(xx, y + size * 0.3528 * 0.95, t)
    def check(s, y):
        assert y < BOTTOM - 14, f"{s.rep['id']}: fpdf overflow y={y:.1f}"
    def blocks(s, blocks, x, w, y, layout):
        st = s.st; cols = st.get('cols', (30, 16, 17, 37)); cw = [w * c / 100 for c in cols]
        cx = [x, x + cw[0], x + cw[0] + cw[1], x + cw[0] + cw[1] + cw[2]]
        lh = s.lh(); sm = s.fs - 1.5
        for b in blocks:
            t = b[0]
            if t == 'sec':
                layout = b[3] or layout; y += 1.6
                if 'background' in st.get('secss', 'background'):
                    s.pdf.set_fill_color(230, 237, 245); s.pdf.rect(x, y - 0.3, w, lh + 0.4, 'F')
                s.text(x + 1, y, b[1], w=w, bold=True); y += lh + 0.5
                if 'border-bottom' in st.get('secss', ''):
                    s.pdf.set_draw_color(80, 80, 80); s.pdf.line(x, y - 0.6, x + w, y - 0.6)
                if b[2]:
                    for ln in b[2].split('\n'):
                        s.text(x + 1, y, ln, w=w, size=s.fs - 2, color=(68, 68, 68)); y += s.lh(s.fs - 2)
                    y += 0.4
            elif t in ('row', 'row2'):
                if t == 'row':
                    r = b[1]; name, ref = r.name, r.ref
                else:
                    name, ref = b[1], b[4]
                nl = name.split('\n'); rl = ref.split('\n') if ref else []
                if layout == 'table':
                    for i, ln in enumerate(nl): s.text(cx[0] + 1, y + i * lh, ln, w=cw[0])
                    if t == 'row':
                        s.text(cx[1] + 1, y, r.vt + ('  ' + r.flag if r.flag else ''), w=cw[1], bold=True)
                        s.text(cx[2] + 1, y, r.unit, w=cw[2])
                    else:
                        s.text(cx[1] + 1, y, b[2].vt + ' ' + b[2].unit, w=cw[1], bold=True)
                        s.text(cx[2] + 1, y, b[3].vt + ' ' + b[3].unit, w=cw[2], bold=True)
                    for i, ln in enumerate(rl): s.text(cx[3] + 1, y + i * s.lh(sm), ln, w=cw[3], size=sm, color=(50, 50, 50))
                    y += max(len(nl) * lh, len(rl) * s.lh(sm), lh) + 0.4
                elif layout == 'leader':
                    ms = st.get('msize', s.fs - 1) - 0.2; mlh = ms * 0.3528 * 1.3
                    for ln in nl[:-1]:
                        s.text(x, y, ln, size=ms, fam='mono'); y += mlh
                    if t == 'row':
                        v = r.vt + (' ' + r.flag if r.flag else '')
                        s.text(x, y, leader_line(st, nl[-1], v, r.unit, rl[0] if rl else ''), size=ms, fam='mono')
                    else:
                        s.text(x, y, leader_line(st, nl[-1], b[2].vt + ' ' + b[2].unit, b[3].vt + ' ' + b[3].unit, rl[0] if rl else ''), size=ms, fam='mono')
                    y += mlh
                    W = st.get('lw', (24, 14, 14))
                    for ln in rl[1:]:
                        s.text(x, y, ' ' * (sum(W) + 2) + ln, size=ms, fam='mono'); y += mlh
                else:
                    y += 1.0
                    for ln in nl: s.text(x, y, ln, bold=True); y += lh
                    res = ['Resultado:', r.vt + ('  ' + r.flag if r.flag else ''), r.unit]
                    def put_res(yy):
                        s.text(x + 4, yy, res[0], color=(68, 68, 68)); s.font(s.fs)
                        x2 = x + 4 + s.pdf.get_string_width(res[0]) + 2
                        s.text(x2, yy, res[1], bold=True); s.font(s.fs, True)
                        x3 = x2 + s.pdf.get_string_width(res[1]) + 2
                        s.text(x3, yy, res[2])
                    if layout == 'block':
                        put_res(y)
                        for i, ln in enumerate(rl): s.text(x + w * 0.45, y + i * s.lh(sm), ln, w=w * 0.55, size=sm, color=(50, 50, 50))
                        y += max(lh, len(rl) * s.lh(sm)) + 0.4
                    else:
                        for ln in rl: s.text(x + 4, y, ln, w=w - 4, size=sm, color=(50, 50, 50)); y += s.lh(sm)
                        put_res(y); y += lh + 0.4
            elif t == 'prev':
                items = '    '.join(f'{pd}: {vt} {u}' for pd, iso, vt, u in b[3])
                s.text(x + 4, y, b[4] + ' ' + items, w=w - 4, size=s.fs - 2, color=(50, 50, 50)); y += s.lh(s.fs - 2) + 0.4
            elif t == 'txt':
                y += 1.0; s.font(s.fs - 2.3); s.pdf.set_text_color(50, 50, 50)
                for para in b[1].split('\n'):
                    s.pdf.set_xy(x, y); s.pdf.multi_cell(w, s.lh(s.fs - 2.3), para)
                    y = s.pdf.get_y()
            elif t == 'sp':
                y += 3
            elif t == 'two':
                half = (w - 5) / 2
                y1 = s.blocks(b[1], x, half, y, layout); y2 = s.blocks(b[2], x + half + 5, half, y, layout); y = max(y1, y2)
            elif t == 'cum':
                nd = len(b[1]); wn = w * 0.26; wd = w * 0.13; wu = w * 0.11; wr = w - wn - nd * wd - wu
                s.text(x + 1, y, 'Exame', bold=True, size=s.fs - 1)
                for i, d in enumerate(b[1]): s.text(x + wn + i * wd + 1, y, d, w=wd, bold=True, size=s.fs - 1)
                s.text(x + wn + nd * wd + 1, y, 'Unidade', bold=True, size=s.fs - 1)
                s.text(x + wn + nd * wd + wu + 1, y, 'Referência', bold=True, size=s.fs - 1)
                y += lh; s.pdf.set_draw_color(60, 60, 60); s.pdf.line(x, y - 0.5, x + w, y - 0.5)
                for key, name, unit, vts, ref in b[3]:
                    s.text(x + 1, y, name, w=wn)
                    for i, v in enumerate(vts): s.text(x + wn + i * wd + 1, y, v, w=wd, bold=True)
                    s.text(x + wn + nd * wd + 1, y, unit, w=wu)
                    s.text(x + wn + nd * wd + wu + 1, y, ref, w=wr, size=sm); y += lh + 0.5
            s.check(y)
        return y
    def run(s, out):
        rep = s.rep; lab = rep['lab']; n = len(rep['pages']); al = {'left': 'L', 'center': 'C'}[s.st.get('align', 'left')]
        for i, blocks in enumerate(rep['pages']):
            s.pdf.add_page(); y = 12
            if i == 0:
                s.text(X0, y, lab['name'], w=W0, size=s.fs + 6, bold=True, color=s.ac, align=al); y += s.lh(s.fs + 6)
                for ln in lab['sub']:
                    s.text(X0, y, ln, w=W0, size=s.fs - 1.5, color=(51, 51, 51), align=al); y += s.lh(s.fs - 1.5)
                s.pdf.set_draw_color(*s.ac); s.pdf.set_line_width(0.5); s.pdf.line(X0, y + 0.5, X0 + W0, y + 0.5); s.pdf.set_line_width(0.2)
                y += 2.5; pairs = rep['patient']; rows = (len(pairs) + 1) // 2; plh = s.lh(s.fs - 0.5)
                s.pdf.set_draw_color(150, 150, 150); s.pdf.rect(X0, y, W0, rows * plh + 2.5)
                for j, (k, v) in enumerate(pairs):
                    xx = X0 + 2 + (j % 2) * (W0 / 2); yy = y + 1.2 + (j // 2) * plh
                    s.text(xx, yy, k, size=s.fs - 0.5, bold=True); s.font(s.fs - 0.5, True)
                    s.text(xx + s.pdf.get_string_width(k) + 1.5, yy, v, size=s.fs - 0.5, w=W0 / 2 - s.pdf.get_string_width(k) - 5)
                y += rows * plh + 4
            else:
                s.text(X0, y, lab['name'], w=W0, size=s.fs + 2, bold=True, color=s.ac); y += s.lh(s.fs + 2)
                s.text(X0, y, rep['cont'], w=W0, size=s.fs - 1.5); y += s.lh(s.fs - 1.5)
                s.pdf.set_draw_color(*s.ac); s.pdf.line(X0, y + 0.5, X0 + W0, y + 0.5); y += 2.5
            y = s.blocks(blocks, X0, W0, y, s.st.get('layout', 'table'))
            if i == n - 1:
                y += 3
                for ln in rep['sign'].split('\n'):
                    s.text(X0, y, ln, w=W0, size=s.fs - 1, align='R'); y += s.lh(s.fs - 1)
                s.check(y)
            fl = rep['footer'].replace('{p}', str(i + 1)).replace('{n}', str(n)).split('\n')
            fy = BOTTOM + 12 - len(fl) * s.lh(s.fs - 2)
            assert y < fy - 1, f"{rep['id']}: content hits footer"
            s.pdf.set_draw_color(136, 136, 136); s.pdf.line(X0, fy - 1, X0 + W0, fy - 1)
            for ln in fl:
                s.text(X0, fy, ln, w=W0, size=s.fs - 2); fy += s.lh(s.fs - 2)
        s.pdf.output(out)
