"""Display list -> PDF drawn with fpdf2 (TrueType DejaVu fonts, real text)."""
from fpdf import FPDF
from engine import add_fonts


def render(doc, out, title):
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.c_margin = 0
    pdf.set_title(title)
    pdf.set_creator("fpdf2")
    add_fonts(pdf)
    for p in doc.pages:
        pdf.add_page()
        for op in p["ops"]:
            if op[0] == "T":
                _, x, y, w, h, text, fam, st, size, col, al = op
                pdf.set_font(fam, st, size)
                pdf.set_text_color(*col)
                pdf.set_xy(x, y)
                pdf.cell(w, h, text, align=al)
            elif op[0] == "L":
                _, x1, y1, x2, y2, lw, col, dash = op
                pdf.set_line_width(lw)
                pdf.set_draw_color(*col)
                if dash:
                    pdf.set_dash_pattern(dash=0.8, gap=0.6)
                pdf.line(x1, y1, x2, y2)
                if dash:
                    pdf.set_dash_pattern()
            elif op[0] == "F":
                _, x, y, w, h, col = op
                pdf.set_fill_color(*col)
                pdf.rect(x, y, w, h, style="F")
            elif op[0] == "B":
                _, x, y, w, h, lw, col = op
                pdf.set_line_width(lw)
                pdf.set_draw_color(*col)
                pdf.rect(x, y, w, h, style="D")
    pdf.output(out)
