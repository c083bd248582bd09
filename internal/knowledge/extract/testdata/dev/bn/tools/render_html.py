"""Doc -> HTML (absolutely positioned runs on A4 pages), printed by Chromium."""
import html
from model import FONTS


def render(doc):
    out = ['<!DOCTYPE html>', '<html lang="pt-BR"><head><meta charset="utf-8">',
           f'<title>{html.escape(doc.lab)} - Laudo {doc.id}</title>', '<style>',
           '@page { size: A4; margin: 0; }',
           'html, body { margin: 0; padding: 0; }',
           'body { font-kerning: none; font-variant-ligatures: none; -webkit-print-color-adjust: exact; print-color-adjust: exact; }',
           '.pg { position: relative; width: 210mm; height: 297mm; overflow: hidden; page-break-after: always; break-after: page; }',
           '.pg:last-child { page-break-after: auto; break-after: auto; }',
           '.pg svg { position: absolute; left: 0; top: 0; }',
           '.t { position: absolute; white-space: pre; overflow: visible; }',
           '</style></head><body>']
    for p in doc.pages:
        out.append(f'<div class="pg" id="p{p.no}">')
        svg = ['<svg width="210mm" height="297mm" viewBox="0 0 210 297" xmlns="http://www.w3.org/2000/svg">']
        texts = []
        for kind, e in p.els:
            if kind == 'R':
                fill = e['fill'] or 'none'
                stroke = e['stroke'] or 'none'
                svg.append(f'<rect x="{e["x"]:.2f}" y="{e["y"]:.2f}" width="{e["w"]:.2f}" height="{e["h"]:.2f}" '
                           f'rx="{e["r"]}" fill="{fill}" stroke="{stroke}" stroke-width="{e["lw"]}"/>')
            elif kind == 'L':
                da = ' stroke-dasharray="0.6,0.6"' if e['dash'] else ''
                svg.append(f'<line x1="{e["x1"]:.2f}" y1="{e["y1"]:.2f}" x2="{e["x2"]:.2f}" y2="{e["y2"]:.2f}" '
                           f'stroke="{e["col"]}" stroke-width="{e["lw"]}"{da}/>')
            else:
                fam = FONTS[e['fam']][0]
                al = {'L': 'left', 'R': 'right', 'C': 'center'}[e['al']]
                st = (f'left:{e["x"]:.2f}mm;top:{e["y"]:.2f}mm;width:{e["w"]:.2f}mm;height:{e["h"]:.2f}mm;'
                      f'line-height:{e["h"]:.2f}mm;font-family:\'{fam}\';font-size:{e["size"]}pt;'
                      f'text-align:{al};color:{e["col"]};'
                      + ('font-weight:bold;' if e['b'] else 'font-weight:normal;')
                      + ('font-style:italic;' if e['i'] else ''))
                texts.append(f'<div class="t" style="{st}">{html.escape(e["text"])}</div>')
        svg.append('</svg>')
        out.append('\n'.join(svg))
        out.extend(texts)
        out.append('</div>')
    out.append('</body></html>')
    return '\n'.join(out)
