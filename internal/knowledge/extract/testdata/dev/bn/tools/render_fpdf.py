"""Doc -> PDF drawn with fpdf2 and the DejaVu TrueType fonts (real text layer)."""
from fpdf import FPDF
from model import add_fonts


def _rgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def render(doc, path):
    pdf = FPDF(unit='mm', format='A4')
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    pdf.c_margin = 0
    add_fonts(pdf)
    pdf.set_title(f'{doc.lab} - Laudo {doc.id}')
    pdf.set_creator('bn dev set')
    for p in doc.pages:
        pdf.add_page()
        for kind, e in p.els:
            if kind == 'R':
                st = ''
                if e['fill']:
                    pdf.set_fill_color(*_rgb(e['fill']))
                    st += 'F'
                if e['stroke']:
                    pdf.set_draw_color(*_rgb(e['stroke']))
                    pdf.set_line_width(e['lw'])
                    st += 'D'
                if e['r']:
                    pdf.rect(e['x'], e['y'], e['w'], e['h'], style=st, round_corners=True, corner_radius=e['r'])
                else:
                    pdf.rect(e['x'], e['y'], e['w'], e['h'], style=st)
        for kind, e in p.els:
            if kind == 'L':
                pdf.set_draw_color(*_rgb(e['col']))
                pdf.set_line_width(e['lw'])
                if e['dash']:
                    pdf.set_dash_pattern(dash=0.6, gap=0.6)
                pdf.line(e['x1'], e['y1'], e['x2'], e['y2'])
                if e['dash']:
                    pdf.set_dash_pattern()
            elif kind == 'T':
                pdf.set_font(e['fam'], ('B' if e['b'] else '') + ('I' if e['i'] else ''), e['size'])
                pdf.set_text_color(*_rgb(e['col']))
                pdf.set_xy(e['x'], e['y'])
                pdf.cell(e['w'], e['h'], e['text'], align=e['al'])
    pdf.output(path)
