"""Render a report model to HTML (printed to PDF by headless Chromium)."""
import html

from layout import FONTS, PAD_X, PAD_Y, mt, lh, cell_lines
from model import R, Sub, Txt


def esc(s):
    return html.escape(s, quote=False)


def _font_faces(key):
    reg, bold, it, bi = FONTS[key]
    return (f"@font-face{{font-family:'F';src:url('file://{bi}');font-weight:bold;font-style:italic}}\n" + f"@font-face{{font-family:'F';src:url('file://{reg}');font-weight:normal;font-style:normal}}\n"
            f"@font-face{{font-family:'F';src:url('file://{bold}');font-weight:bold;font-style:normal}}\n"
            f"@font-face{{font-family:'F';src:url('file://{it}');font-weight:normal;font-style:italic}}\n")


class HTMLRenderer:
    def __init__(self, rep):
        self.rep = rep
        self.st = rep['style']

    # ---- helpers -------------------------------------------------------
    def lhs(self, size):
        return f'line-height:{lh(size, self.st):.3f}mm;'

    def render(self):
        st = self.st
        m = st['margin']
        size = st['size']
        css = _font_faces(st['font']) + f"""
@page {{ size: 210mm 297mm; margin: {m[0]}mm {m[1]}mm {m[2]}mm {m[3]}mm; }}
html, body {{ margin:0; padding:0; }}
body {{ font-family:'F'; font-size:{size}pt; {self.lhs(size)} color:{st.get('ink', '#111')};
  font-variant-ligatures:none; -webkit-print-color-adjust:exact; print-color-adjust:exact; }}
.page {{ width:{210 - m[1] - m[3]}mm; }}
.pb {{ break-after:page; page-break-after:always; }}
table {{ border-collapse:collapse; table-layout:fixed; }}
td {{ padding:{PAD_Y}mm {PAD_X}mm; vertical-align:top; white-space:normal; }}
.ld {{ display:flex; align-items:baseline; }}
.ld::after {{ content:''; flex:1 1 auto; border-bottom:0.6pt dotted #444; margin-left:0.8mm; min-width:1mm; }}
.b {{ font-weight:bold; }} .i {{ font-style:italic; }}
div {{ box-sizing:border-box; }}
"""
        parts = []
        W = 210 - m[1] - m[3]
        for pi, page in enumerate(self.rep['pages']):
            cls = 'page' + (' pb' if pi < len(self.rep['pages']) - 1 else '')
            inner = ''.join(self.block(b, W) for b in page)
            parts.append(f'<div class="{cls}">{inner}</div>')
        title = esc(f"{self.rep['lab']} - {self.rep['id']}")
        return ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8">'
                f'<title>{title}</title><style>{css}</style></head><body>\n'
                + '\n'.join(parts) + '\n</body></html>\n')

    def wrap(self, b, inner, extra=''):
        return f'<div style="margin-top:{mt(b)}mm;{extra}">{inner}</div>'

    # ---- blocks --------------------------------------------------------
    def block(self, b, W):
        return getattr(self, 'b_' + b['type'])(b, W)

    def b_space(self, b, W):
        return f'<div style="height:{b["h"]}mm"></div>'

    def b_rule(self, b, W):
        c = b.get('color', '#555')
        return self.wrap(b, '', f'border-top:{b.get("weight", 0.3)}mm solid {c};width:{W}mm')

    def b_header(self, b, W):
        st = self.st
        acc = st.get('accent', '#000')
        v = b.get('variant', 'left')
        ns = b.get('ns', 13)
        ss = b.get('ss', st['size'])
        lines = ''.join(f'<div style="font-size:{ss}pt;{self.lhs(ss)}">{esc(x)}</div>' for x in b.get('lines', []))
        right = ''.join(f'<div style="font-size:{ss}pt;{self.lhs(ss)}">{esc(x)}</div>' for x in b.get('right', []))
        tag = (f'<div class="i" style="font-size:{ss}pt;{self.lhs(ss)}">{esc(b["tag"])}</div>' if b.get('tag') else '')
        logo = ''
        if b.get('logo'):
            d = b.get('logo_d', 11)
            logo = (f'<div style="width:{d}mm;height:{d}mm;border-radius:50%;border:0.5mm solid {acc};'
                    f'color:{acc};font-weight:bold;font-size:{d * 1.1:.1f}pt;display:flex;align-items:center;'
                    f'justify-content:center;margin-right:2.5mm;flex:none">{esc(b["logo"])}</div>')
        if v == 'banner':
            name = (f'<div class="b" style="font-size:{ns}pt;{self.lhs(ns)}color:#fff">{esc(b["name"])}</div>')
            tag2 = (f'<div class="i" style="font-size:{ss}pt;{self.lhs(ss)}color:#fff">{esc(b["tag"])}</div>' if b.get('tag') else '')
            top = (f'<div style="background:{acc};padding:1.6mm 2.5mm;display:flex;justify-content:space-between;align-items:center">'
                   f'<div>{name}{tag2}</div><div style="color:#fff;text-align:right">{right}</div></div>')
            return self.wrap(b, top + f'<div style="padding:0.8mm 2.5mm 0 2.5mm">{lines}</div>', f'width:{W}mm')
        name = f'<div class="b" style="font-size:{ns}pt;{self.lhs(ns)}color:{acc}">{esc(b["name"])}</div>'
        if v == 'center':
            return self.wrap(b, f'<div style="text-align:center">{name}{tag}{lines}{right}</div>', f'width:{W}mm')
        return self.wrap(b, (f'<div style="display:flex;justify-content:space-between;align-items:flex-start">'
                             f'<div style="display:flex;align-items:center">{logo}<div>{name}{tag}{lines}</div></div>'
                             f'<div style="text-align:right">{right}</div></div>'), f'width:{W}mm')

    def b_info(self, b, W):
        st = self.st
        size = b.get('size', st['size'])
        items = b['items']
        n = b.get('ncols', 3)
        widths = b.get('widths') or [W / n] * n
        rows = [items[i:i + n] for i in range(0, len(items), n)]
        box = b.get('box', False)
        border = f'border:0.25mm solid {b.get("bc", "#666")};' if box else ''
        bg = f'background:{b["bg"]};' if b.get('bg') else ''
        trs = []
        for r in rows:
            tds = ''.join(f'<td style="width:{w}mm;white-space:nowrap;overflow:hidden">'
                          f'<span class="b">{esc(lab)}</span> {esc(val)}</td>'
                          for (lab, val), w in zip(r, widths))
            trs.append(f'<tr>{tds}</tr>')
        cols = ''.join(f'<col style="width:{w}mm">' for w in widths)
        pad = 'padding:0.6mm 0;' if box else ''
        t = (f'<table style="width:{sum(widths)}mm;font-size:{size}pt;{self.lhs(size)}">'
             f'<colgroup>{cols}</colgroup>{"".join(trs)}</table>')
        return self.wrap(b, t, f'width:{W}mm;{border}{bg}{pad}')

    def b_title(self, b, W):
        st = self.st
        size = b.get('size', st['size'] + 1)
        acc = st.get('accent', '#000')
        v = b.get('variant', 'plain')
        txt = esc(b['text'])
        right = f'<span style="float:right;font-weight:normal;font-size:{st["size"]}pt">{esc(b["right"])}</span>' if b.get('right') else ''
        base = f'font-size:{size}pt;{self.lhs(size)}width:{W}mm;'
        if v == 'bar':
            return self.wrap(b, f'<div class="b" style="background:{b.get("bg", "#e4e4e4")};padding:0.3mm 1mm">{txt}{right}</div>', base)
        if v == 'line':
            return self.wrap(b, f'<div class="b" style="border-bottom:0.3mm solid {acc};color:{acc}">{txt}{right}</div>', base)
        if v == 'center':
            return self.wrap(b, f'<div class="b" style="text-align:center;border-top:0.25mm solid #333;border-bottom:0.25mm solid #333">{txt}</div>', base)
        return self.wrap(b, f'<div class="b">{txt}{right}</div>', base)

    def b_text(self, b, W):
        size = b.get('size', self.st['size'])
        cls = ('b ' if b.get('bold') else '') + ('i' if b.get('italic') else '')
        al = {'L': 'left', 'C': 'center', 'R': 'right'}[b.get('align', 'L')]
        inner = ''.join(f'<div>{esc(x) if x else "&nbsp;"}</div>' for x in b['lines'])
        return self.wrap(b, f'<div class="{cls}" style="font-size:{size}pt;{self.lhs(size)}text-align:{al}">{inner}</div>',
                         f'width:{W}mm')

    def b_footer(self, b, W):
        size = b.get('size', self.st['size'] - 0.8)
        return self.wrap(b, (f'<div style="border-top:0.25mm solid #777;display:flex;justify-content:space-between;'
                             f'font-size:{size}pt;{self.lhs(size)}padding-top:0.4mm">'
                             f'<span>{esc(b.get("left", ""))}</span><span>{esc(b.get("right", ""))}</span></div>'),
                         f'width:{W}mm')

    def b_sign(self, b, W):
        size = b.get('size', self.st['size'])
        n = len(b['items'])
        w = W / n
        cells = []
        for it in b['items']:
            inner = ''.join(f'<div class="{"b" if j == 0 else ""}">{esc(x)}</div>' for j, x in enumerate(it))
            cells.append(f'<div style="width:{w}mm;text-align:center;display:flex;justify-content:center">'
                         f'<div style="width:{min(w - 6, 62)}mm;border-top:0.25mm solid #333;padding-top:0.5mm">{inner}</div></div>')
        note = ''
        if b.get('note'):
            note = ''.join(f'<div class="i">{esc(x)}</div>' for x in b['note'])
        return self.wrap(b, f'<div style="font-size:{size}pt;{self.lhs(size)}">{note}<div style="display:flex;margin-top:{b.get("gap", 5)}mm">{"".join(cells)}</div></div>',
                         f'width:{W}mm')

    def b_cols(self, b, W):
        widths = b['widths']
        gap = b.get('gap', 4)
        cols = []
        for j, (w, col) in enumerate(zip(widths, b['columns'])):
            inner = ''.join(self.block(x, w) for x in col)
            if j == 0:
                style = f'width:{w}mm;flex:none;'
            else:
                bl = 'border-left:0.2mm solid #888;' if b.get('sep') else ''
                style = f'width:{w + gap / 2}mm;flex:none;margin-left:{gap / 2}mm;padding-left:{gap / 2}mm;{bl}'
            cols.append(f'<div style="{style}">{inner}</div>')
        return self.wrap(b, f'<div style="display:flex;align-items:flex-start">{"".join(cols)}</div>', f'width:{W}mm')

    def b_table(self, b, W):
        st = self.st
        size = b.get('size', st['size'])
        cols = b['cols']
        widths = [c['w'] for c in cols]
        tw = sum(widths)
        rules = b.get('rules', 'none')
        rc = b.get('rc', '#888')
        hw = b.get('hw', 0.2)
        valign = b.get('valign', 'top')
        out = [f'<table style="width:{tw}mm;font-size:{size}pt;{self.lhs(size)}">',
               '<colgroup>' + ''.join(f'<col style="width:{w}mm">' for w in widths) + '</colgroup>']

        def border(kind, last=False):
            if rules == 'grid':
                return f'border:{hw}mm solid {rc};'
            if rules == 'rows' and kind == 'row':
                return f'border-bottom:{hw}mm solid {rc};'
            if rules in ('head', 'rows') and kind == 'head':
                return f'border-bottom:{hw + 0.1}mm solid #333;'
            return ''

        al = {'L': 'left', 'R': 'right', 'C': 'center'}
        if b.get('header', True):
            hs = b.get('hsize', size)
            hbg = f'background:{b["hbg"]};' if b.get('hbg') else ''
            ths = ''.join(
                f'<td class="b" style="text-align:{al[c.get("ha", c.get("a", "L"))]};{border("head")}{hbg}'
                f'font-size:{hs}pt;{self.lhs(hs)}vertical-align:bottom">'
                + '<br>'.join(esc(x) for x in c.get('t', '').split('\n')) + '</td>' for c in cols)
            out.append(f'<tr>{ths}</tr>')
        zebra = b.get('zebra')
        ri = 0
        for row in b['rows']:
            if isinstance(row, Sub):
                ss = b.get('subsize', size)
                style = f'font-size:{ss}pt;{self.lhs(ss)}{border("row")}'
                if b.get('subbg'):
                    style += f'background:{b["subbg"]};'
                right = f'<span style="float:right;font-weight:normal" class="i">{esc(row.right)}</span>' if row.right else ''
                cls = b.get('subcls', 'b')
                out.append(f'<tr><td colspan="{len(cols)}" class="{cls}" style="{style}padding-top:{b.get("subpad", 0.6)}mm">'
                           f'{esc(row.text)}{right}</td></tr>')
                ri = 0
                continue
            if isinstance(row, Txt):
                ts = b.get('txtsize', size - 0.5)
                out.append(f'<tr><td colspan="{len(cols)}" class="{"i" if row.italic else ""}" '
                           f'style="font-size:{ts}pt;{self.lhs(ts)}{border("row")}">{esc(row.text)}</td></tr>')
                continue
            bg = 'background:#ececec;' if (zebra and ri % 2 == 1) else ''
            ri += 1
            tds = []
            for c in cols:
                lines = cell_lines(row, c, b)
                bold = ' b' if (c.get('bold') or (isinstance(row, R) and c['k'] == 'name' and b.get('boldname'))) else ''
                va = valign
                if c['k'] == 'name' or c.get('top'):
                    va = 'top'
                if isinstance(row, R) and c['k'] == 'name' and b.get('leader'):
                    inner = ''.join(f'<div>{esc(x)}</div>' for x in lines[:-1]) + f'<div class="ld"><span>{esc(lines[-1])}</span></div>'
                else:
                    inner = '<br>'.join(esc(x) for x in lines)
                cs = c.get('size')
                fs = f'font-size:{cs}pt;{self.lhs(cs)}' if cs else ''
                tds.append(f'<td class="{bold.strip()}" style="text-align:{al[c.get("a", "L")]};vertical-align:{va};'
                           f'{border("row")}{bg}{fs}">{inner}</td>')
            out.append('<tr>' + ''.join(tds) + '</tr>')
        out.append('</table>')
        return self.wrap(b, ''.join(out), f'width:{W}mm')


def render_html(rep):
    return HTMLRenderer(rep).render()
