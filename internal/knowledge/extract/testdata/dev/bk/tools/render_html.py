"""HTML renderer: one fixed-size <div class=page> per model page, printed by Chromium."""
import html
from model import FONTS, MM_PER_PT


def esc(s):
    return html.escape(s).replace('\n', '<br>')


def sty(style, color=None):
    css = []
    for ch in style:
        if ch == 'b':
            css.append('font-weight:bold')
        elif ch == 'i':
            css.append('font-style:italic')
        elif ch == 'u':
            css.append('text-decoration:underline')
    if '#' in style:
        css.append('color:' + style[style.index('#'):])
    elif color:
        css.append('color:' + color)
    return ';'.join(css)


class H:
    def __init__(self, rep):
        self.rep = rep

    def lh(self, size, f=1.3):
        return f'{size * MM_PER_PT * f:.2f}mm'

    def seg_html(self, segs):
        return ''.join(f'<span style="{sty(st)}">{esc(t)}</span>' if st else esc(t) for t, st in segs)

    def el(self, e):
        size = e.get('size') or self.rep.size
        t = e['t']
        if t == 'space':
            return f'<div style="height:{e["h"]}mm"></div>'
        if t == 'rule':
            b = 'dashed' if e['dash'] else 'solid'
            return f'<div style="border-top:{e["w"]}mm {b} {e["color"]};margin:0 0 {e["gap"]}mm 0;height:0"></div>'
        if t == 'para':
            bg = f'background:{e["bg"]};' if e['bg'] else ''
            col = f'color:{e["color"]};' if e['color'] else ''
            al = {'L': 'left', 'R': 'right', 'C': 'center'}[e['align']]
            return (f'<div style="font-size:{size}pt;line-height:{self.lh(size, e["lh"])};text-align:{al};{col}{bg}'
                    f'white-space:pre;margin-bottom:{e["gap"]}mm">{self.seg_html(e["segs"])}</div>')
        if t == 'text':
            al = {'L': 'left', 'R': 'right', 'C': 'center', 'J': 'justify'}[e['align']]
            return (f'<div style="font-size:{size}pt;line-height:{self.lh(size, e["lh"])};text-align:{al};'
                    f'{sty(e["style"], e["color"])};margin-bottom:{e["gap"]}mm">{esc(e["text"])}</div>')
        if t == 'title':
            al = {'L': 'left', 'R': 'right', 'C': 'center'}[e['align']]
            st = e['style']
            css = f'font-size:{size}pt;line-height:{self.lh(size, 1.5)};font-weight:bold;text-align:{al};margin-bottom:{e["gap"]}mm;padding:0 1.5mm;'
            if st == 'band':
                css += f'background:{e["bg"]};color:{e["fg"] or e["color"]};'
            elif st == 'rule':
                css += f'border-bottom:0.35mm solid {e["color"]};color:{e["color"]};padding:0 0 0.3mm 0;'
            elif st == 'boxed':
                css += f'border:0.3mm solid {e["color"]};color:{e["color"]};'
            elif st == 'under':
                css += f'color:{e["color"]};text-decoration:underline;padding:0;'
            else:
                css += f'color:{e["color"]};padding:0;'
            return f'<div style="{css}">{esc(e["text"])}</div>'
        if t == 'header':
            return self.header(e)
        if t == 'info':
            return self.info(e, size)
        if t == 'table':
            return self.table(e, size)
        if t == 'leaders':
            return self.leaders(e, size)
        if t == 'cols':
            sp = e['split']
            dv = f'border-left:0.3mm solid #999;padding-left:{e["gapw"]/2:.1f}mm;' if e['divider'] else ''
            lw = f'calc({sp*100:.1f}% - {e["gapw"]/2:.1f}mm)'
            rw = f'calc({(1-sp)*100:.1f}% - {e["gapw"]/2:.1f}mm)'
            left = ''.join(self.el(x) for x in e['left'])
            right = ''.join(self.el(x) for x in e['right'])
            if e['divider']:
                rw = f'calc({(1-sp)*100:.1f}% - {e["gapw"]:.1f}mm)'
            return (f'<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:{e["gap"]}mm">'
                    f'<div style="width:{lw}">{left}</div><div style="width:{rw};{dv}">{right}</div></div>')
        if t == 'box':
            bg = f'background:{e["bg"]};' if e['bg'] else ''
            inner = ''.join(self.el(x) for x in e['children'])
            return (f'<div style="border:{e["w"]}mm solid {e["color"]};padding:{e["pad"]}mm;{bg}margin-bottom:{e["gap"]}mm">'
                    f'{inner}</div>')
        raise ValueError(t)

    def header(self, e):
        bg = f'background:{e["bg"]};padding:2mm 2.5mm;' if e['bg'] else ''
        border = ''
        if e['style'] == 'rule':
            border = f'border-bottom:0.5mm solid {e["color"]};padding-bottom:1.5mm;'
        elif e['style'] == 'box':
            border = f'border:0.4mm solid {e["color"]};padding:2mm 2.5mm;'
        elif e['style'] == 'double':
            border = f'border-bottom:1.2mm double {e["color"]};padding-bottom:1.5mm;'

        def stack(lines, al):
            out = []
            for text, size, st, col in lines:
                out.append(f'<div style="font-size:{size}pt;line-height:{self.lh(size, 1.25)};{sty(st, col)};'
                           f'text-align:{al};white-space:pre">{esc(text)}</div>')
            return ''.join(out)
        logo = ''
        if e['logo']:
            txt, col = e['logo']
            logo = (f'<div style="width:16mm;height:16mm;background:{col};color:{e["logo_fg"]};font-weight:bold;'
                    f'font-size:13pt;line-height:16mm;text-align:center;margin-right:3mm;flex:none">{esc(txt)}</div>')
        return (f'<div style="display:flex;align-items:flex-start;{bg}{border}margin-bottom:{e["gap"]}mm">{logo}'
                f'<div style="flex:1">{stack(e["left"], "left")}</div>'
                f'<div>{stack(e["right"], "right")}</div></div>')

    def info(self, e, size):
        rows = []
        for row in e['rows']:
            n = len(row)
            widths = e['widths'] or [1 / n] * n
            if len(widths) != n:
                widths = [1 / n] * n
            cells = ''.join(
                f'<td style="width:{w*100:.1f}%;padding:0 1mm 0 0;vertical-align:top;white-space:pre">'
                f'<b>{esc(lab)}</b>{(" " if lab else "") + esc(val)}</td>' for (lab, val), w in zip(row, widths))
            rows.append(f'<tr>{cells}</tr>')
        box = f'border:0.3mm solid {e["color"]};padding:1.2mm 1.5mm;' if e['boxed'] else ''
        bg = f'background:{e["bg"]};' if e['bg'] else ''
        return (f'<div style="{box}{bg}margin-bottom:{e["gap"]}mm"><table style="width:100%;border-collapse:collapse;'
                f'table-layout:fixed;font-size:{size}pt;line-height:{self.lh(size, e["lh"])}">{"".join(rows)}</table></div>')

    def table(self, e, size):
        rules = e['rules']
        col = e['color']
        lhv = self.lh(size, e['lh'])
        pad = e['pad']

        def td(content, align, extra='', tag='td', style=''):
            al = {'L': 'left', 'R': 'right', 'C': 'center'}[align]
            b = ''
            if rules == 'grid':
                b = f'border:0.25mm solid {col};'
            elif rules == 'h':
                b = f'border-bottom:0.2mm solid {col};'
            return (f'<{tag} style="text-align:{al};padding:{pad}mm 1mm;vertical-align:top;{b}{sty(style)};'
                    f'font-weight:{"bold" if "b" in style else "normal"}"{extra}>{content}</{tag}>')
        out = [f'<table style="width:100%;border-collapse:collapse;table-layout:fixed;font-size:{size}pt;'
               f'line-height:{lhv};margin-bottom:{e["gap"]}mm">']
        out.append('<colgroup>' + ''.join(f'<col style="width:{w*100:.2f}%">' for _, w, _ in e['cols']) + '</colgroup>')
        if e['head']:
            hb = f'background:{e["head_bg"]};' if e['head_bg'] else ''
            cells = []
            for h, w, a in e['cols']:
                al = {'L': 'left', 'R': 'right', 'C': 'center'}[a]
                b = f'border:0.25mm solid {col};' if rules == 'grid' else f'border-bottom:0.35mm solid {col};'
                cells.append(f'<th style="text-align:{al};padding:{pad}mm 1mm;vertical-align:bottom;{b}{hb}'
                             f'{sty(e["head_style"])};font-weight:{"bold" if "b" in e["head_style"] else "normal"}">{esc(h)}</th>')
            out.append('<tr>' + ''.join(cells) + '</tr>')
        for i, row in enumerate(e['rows']):
            if isinstance(row, dict):
                b = f'border:0.25mm solid {col};' if rules == 'grid' else ''
                bg = f'background:{row.get("bg")};' if row.get('bg') else ''
                out.append(f'<tr><td colspan="{len(e["cols"])}" style="padding:{pad}mm 1mm;{b}{bg}{sty(row.get("style", "b"))};'
                           f'font-weight:{"bold" if "b" in row.get("style", "b") else "normal"}">{esc(row["sub"])}</td></tr>')
                continue
            zb = f' style="background:{e["zebra"]}"' if e['zebra'] and i % 2 == 1 else ''
            cells = []
            for c, (h, w, a) in zip(row, e['cols']):
                text, st = (c, '') if isinstance(c, str) else c
                cells.append(td(esc(text), a, style=st))
            out.append(f'<tr{zb}>' + ''.join(cells) + '</tr>')
        out.append('</table>')
        return ''.join(out)

    def leaders(self, e, size):
        out = []
        lhv = self.lh(size, e['lh'])
        for name, val, tail in e['rows']:
            if e['mode'] == 'chars':
                nm = (name + ' ').ljust(e['dots'], '.') + ': '
                out.append(f'<div style="white-space:pre;font-size:{size}pt;line-height:{lhv}">{esc(nm)}'
                           f'<span style="{sty(e["style_val"])}">{esc(val)}</span>{esc(tail)}</div>')
            else:
                out.append(
                    f'<div style="display:flex;font-size:{size}pt;line-height:{lhv};white-space:pre">'
                    f'<div style="width:{e["namew"]}mm;display:flex;flex:none"><span>{esc(name)}</span>'
                    f'<span style="flex:1;border-bottom:0.3mm dotted #444;margin:0 1mm {size*MM_PER_PT*0.35:.2f}mm 1mm"></span></div>'
                    f'<div style="width:{e["valw"]}mm;flex:none;{sty(e["style_val"])}">{esc(val)}</div>'
                    f'<div style="flex:1">{esc(tail)}</div></div>')
        return f'<div style="margin-bottom:{e["gap"]}mm">' + ''.join(out) + '</div>'


def render(rep):
    h = H(rep)
    css_font = FONTS[rep.font][0]
    t, r, b, l = rep.margins
    pages = []
    n = len(rep.pages)
    for i, pg in enumerate(rep.pages):
        body = ''.join(h.el(e) for e in pg['body'])
        foot = ''.join(h.el(e) for e in pg['footer'])
        brk = 'page-break-after:always;' if i < n - 1 else ''
        pages.append(f'<div class="page" style="{brk}"><div class="body">{body}</div>'
                     f'<div class="foot" style="position:absolute;left:{l}mm;right:{r}mm;bottom:{b}mm">{foot}</div></div>')
    return f'''<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>{html.escape(rep.lab)} - {rep.id}</title>
<style>
@page {{ size: A4; margin: 0; }}
* {{ box-sizing: border-box; font-variant-ligatures: none; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: '{css_font}'; font-size: {rep.size}pt; color: {rep.color}; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.page {{ position: relative; width: 210mm; height: 296.6mm; padding: {t}mm {r}mm {b}mm {l}mm; overflow: visible; }}
table {{ font-family: inherit; }}
</style></head><body>
{''.join(pages)}
</body></html>
'''
