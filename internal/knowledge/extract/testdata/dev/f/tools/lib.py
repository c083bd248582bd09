"""Set f renders with set b's document model (../../b/lib.py: Lines / Table / Cols / Box / Rule
and Res, the HTML and fpdf2 renderers, the gold collector), loaded the same way sets c and d load it.
This module names set f as the fpdf2 creator, with a fixed creation date so that rebuilds of the
fpdf2 PDFs are byte-identical, and gives set c's build.py and stats.py what is set f's: its letter,
the scan seed and date.  Below the loader are small helpers used by set f's descriptions only
(clinical calculations and shared page furniture); set b's model itself is unchanged."""
import datetime
import importlib.util
import math
import os
import sys

_B = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'b')
sys.path.append(_B)  # b's lib imports loinc_check from beside it (appended: f's own desc/ comes first)
_spec = importlib.util.spec_from_file_location('labdev_b_lib', os.path.join(_B, 'lib.py'))
_b = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_b)
SET = 'f'
# tools/check.py (set c's checker) also finds every printed_name verbatim in set f's text layers.
PRINTED_NAMES_VERBATIM = True
SCAN_SEED = 'labdev-f-scan-{rid}'
SCAN_DATE = 1795597200  # 2026-11-25 09:00 UTC
_b.FPDF_CREATOR = 'labdev-f fpdf2 renderer'
_b.FPDF_CREATION_DATE = datetime.datetime(2026, 11, 25, 9, 0, 0, tzinfo=datetime.timezone.utc)
globals().update({k: v for k, v in vars(_b).items() if not k.startswith('__')})


# ---------------------------------------------------------------- set f helpers (calculations, from set e)

def egfr(cr, age, female):
    """CKD-EPI 2021 creatinine equation (mL/min/1,73 m²), creatinine in mg/dL."""
    k, a = (0.7, -0.241) if female else (0.9, -0.302)
    v = 142 * min(cr / k, 1) ** a * max(cr / k, 1) ** -1.200 * 0.9938 ** age
    return v * 1.012 if female else v


def indices(rbc, hb, ht):
    """VCM (fL), HCM (pg), CHCM (g/dL) from RBC (10^6/µL), Hb (g/dL), Ht (%)."""
    return ht / rbc * 10, hb / rbc * 10, hb / ht * 100


def friedewald(ct, hdl, tg):
    return ct - hdl - tg / 5


def r1(x, nd=1):
    """Round half up for printing (avoids banker's rounding surprises)."""
    q = 10 ** nd
    return math.floor(x * q + 0.5) / q


def f(x, nd=1):
    """Brazilian decimal comma, no thousands separator."""
    return br(r1(x, nd), nd) if nd else str(int(r1(x, 0)))


def fth(x):
    """Integer with thousands dot."""
    return th(x)


def style(base=None, **extra):
    """A styles dict with the names every set f description uses."""
    d = {
        'base': dict(font='sans', size=8.5),
        'td': {}, 'th': dict(b=True), 'sec': dict(b=True, bg='#e6e6e6'),
        'h1': dict(size=13, b=True), 'h2': dict(size=10, b=True), 'small': dict(size=7),
        'tiny': dict(size=6.5), 'b': dict(b=True), 'i': dict(i=True), 'grey': dict(color='#666666'),
        'foot': dict(size=7, color='#333333'),
    }
    if base:
        d['base'].update(base)
    for k, v in extra.items():
        d[k] = v
    return d


def page_footer(lines, sty='foot', rule=True):
    """Footer factory: fixed lines plus 'Página n de N'."""
    def foot(pn, n):
        out = [Rule(lw=0.2, mt=0, mb=1)] if rule else []
        out.append(Lines([L(x) for x in lines] + [L(f'Página {pn} de {n}', align='R')], sty=sty))
        return out
    return foot


def items(rep, spec, date=None):
    """spec rows (name, analyte, loinc, value_text, unit, ref[, alts]) -> list of (res, ref)."""
    out = []
    for t in spec:
        name, an, code, vt, unit, ref = t[:6]
        alts = t[6] if len(t) > 6 else ()
        out.append((rep.R(name, an, code, vt, unit, alts=alts, date=date), ref))
    return out


# ---------------------------------------------------------------- set f additions to the model
# Set b's model has no landscape page and no rotated text; set f adds both here (b is unchanged).

class FReport(Report):
    """Report whose pages may be A4 landscape (landscape=True): same blocks, header/footer and gold
    collection as set b's Report; only the page geometry of the HTML and of the fpdf2 drawing differ."""

    def __init__(self, *a, landscape=False, **k):
        super().__init__(*a, **k)
        self.landscape = landscape

    def _wh(self):
        return (297, 210) if self.landscape else (210, 297)

    def html(self):
        if not self.landscape:
            return super().html()
        W, H = self._wh()
        t, r, b, l = self.margins
        width = W - l - r
        n = len(self.pages)
        parts = [f'''<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(self.title)}</title>
<style>
@page {{ size: A4 landscape; margin: 0; }}
html, body {{ margin: 0; padding: 0; background: {self.page_bg}; }}
.page {{ width: {W}mm; height: {H - 0.5}mm; box-sizing: border-box; padding: {t}mm {r}mm {b}mm {l}mm;
        position: relative; page-break-after: always; break-after: page; overflow: hidden; }}
.page:last-child {{ page-break-after: auto; break-after: auto; }}
.footer {{ position: absolute; left: {l}mm; right: {r}mm; bottom: {b}mm; }}
</style></head><body>''']
        for i, blocks in enumerate(self.pages):
            pn = i + 1
            parts.append(f'<div class="page" id="p{pn}">')
            for blk in self.header(pn, n) + blocks:
                parts.append(block_html(blk, self.styles, width))
            foot = self.footer(pn, n)
            if foot:
                parts.append('<div class="footer">' + '\n'.join(block_html(x, self.styles, width) for x in foot) + '</div>')
            parts.append('</div>')
        parts.append('</body></html>\n')
        return '\n'.join(parts)

    def fpdf(self, path):
        if not self.landscape:
            return super().fpdf(path)
        from fpdf import FPDF
        W, H = self._wh()
        pdf = FPDF(orientation='L', unit='mm', format='A4')
        pdf.set_auto_page_break(False)
        pdf.set_title(self.title)
        pdf.set_creator(_b.FPDF_CREATOR)
        pdf.set_creation_date(_b.FPDF_CREATION_DATE)
        for fam, files in FONT_FILES.items():
            for st, fn in zip(('', 'B', 'I', 'BI'), files):
                pdf.add_font(fam, st, FONT_DIR + fn)
        t, r, b, l = self.margins
        width = W - l - r
        warns = []
        n = len(self.pages)
        for i, blocks in enumerate(self.pages):
            pn = i + 1
            pdf.add_page()
            y = t
            for blk in self.header(pn, n) + blocks:
                y += blk.draw(pdf, self.styles, l, y, width, False, warns.append)
            foot = self.footer(pn, n)
            fh = sum(x.draw(pdf, self.styles, l, 0, width, True, lambda m: None) for x in foot)
            ftop = H - b - fh
            if y > ftop + 0.1:
                warns.append(f'page {pn}: content ends at {y:.1f}mm, footer starts {ftop:.1f}mm')
            yy = ftop
            for x in foot:
                yy += x.draw(pdf, self.styles, l, yy, width, False, warns.append)
        pdf.output(path)
        return warns


class RotHead(Block):
    """A row of header cells whose text is rotated 90 degrees (read bottom to top), drawn with a grid
    that continues the grid of the Table below it (same widths). cells: pieces per column; a cell
    given as C(..., colspan=...) is not supported; use '' for an empty cell.  rot: per column, True to
    rotate (default all), False to print that cell horizontally (e.g. a 'Parâmetro' corner cell)."""

    def __init__(self, widths, cells, height=28, sty='th', rot=None, lw=0.25, padh=1.0, padv=1.2, mt=0, bg=None):
        self.widths, self.cells, self.height, self.sty, self.lw = widths, cells, height, sty, lw
        self.rot = rot or [True] * len(widths)
        self.padh, self.padv, self.mt, self.bg = padh, padv, mt, bg

    def spans(self):
        return [sp for c in self.cells for sp in spans_of(c)]

    def html(self, styles):
        total = sum(self.widths)
        out = [f'<table style="border-collapse:collapse;table-layout:fixed;width:{total}mm;margin-top:{self.mt}mm">',
               '<colgroup>' + ''.join(f'<col style="width:{w}mm">' for w in self.widths) + '</colgroup><tr>']
        for w, c, rot in zip(self.widths, self.cells, self.rot):
            st = styles.get(self.sty)
            bg = f'background:{self.bg};' if self.bg else ''
            inner = html_segs(norm(c), styles, [self.sty])
            cell = (f'border:{self.lw}mm solid #000;height:{self.height}mm;padding:0;{bg}'
                    f'box-sizing:border-box;vertical-align:bottom;overflow:hidden;')
            if rot:
                div = (f'<div style="{css_font(st)}line-height:{st["lh"]};white-space:pre;writing-mode:vertical-rl;'
                       f'transform:rotate(180deg);height:{self.height - 2 * self.padv}mm;margin:{self.padv}mm auto;'
                       f'text-align:left">{inner}</div>')
            else:
                div = (f'<div style="{css_font(st)}line-height:{st["lh"]};white-space:pre;padding:{self.padv}mm '
                       f'{self.padh}mm">{inner}</div>')
            out.append(f'<td style="{cell}">{div}</td>')
        out.append('</tr></table>')
        return '\n'.join(out)

    def draw(self, pdf, styles, x, y, w, dry=False, warn=print):
        y0 = y + self.mt
        st = styles.get(self.sty)
        size_mm = st['size'] * PT
        lh = size_mm * st['lh']
        xx = x
        for wd, c, rot in zip(self.widths, self.cells, self.rot):
            lines = split_lines(norm(c))
            if not dry:
                pdf.set_line_width(self.lw)
                pdf.set_draw_color(0, 0, 0)
                if self.bg:
                    pdf.set_fill_color(*hexrgb(self.bg))
                    pdf.rect(xx, y0, wd, self.height, style='FD')
                else:
                    pdf.rect(xx, y0, wd, self.height)
            if rot:
                # text runs upwards from the bottom of the cell; lines stack left to right, centred
                tot = len(lines) * lh
                bx = xx + (wd - tot) / 2
                for k, segs in enumerate(lines):
                    tw = pdf_line_width(pdf, segs, styles, [self.sty])
                    if tw > self.height - 2 * self.padv + 0.3:
                        warn(f'rotated header too long ({tw:.1f}>{self.height}mm)')
                    if dry:
                        continue
                    base_x = bx + k * lh + (lh - size_mm) / 2 + size_mm * 0.80
                    by = y0 + self.height - self.padv
                    with pdf.rotation(90, base_x, by):
                        cx = base_x
                        for text, sty, _ in segs:
                            s2 = styles.get(self.sty, sty)
                            pdf_setfont(pdf, s2)
                            pdf.text(cx, by, text)
                            cx += pdf.get_string_width(text)
            else:
                yy = y0 + self.height - self.padv - len(lines) * lh
                for segs in lines:
                    pdf_draw_line(pdf, segs, styles, [self.sty], xx + self.padh, yy, wd - 2 * self.padh, lh, 'L', dry, warn)
                    yy += lh
            xx += wd
        return self.mt + self.height


def dbr(d):
    """'2026-03-14' -> '14/03/2026'."""
    y, m, dd = d.split('-')
    return f'{dd}/{m}/{y}'


# ---------------------------------------------------------------- set f code table
# key -> (analyte label, LOINC, alternatives). Sources and doubts: README.md "LOINC notes".
K = {
    'rbc': ('Hemácias', '789-8', ()), 'hb': ('Hemoglobina', '718-7', ()), 'ht': ('Hematócrito', '4544-3', ()),
    'vcm': ('VCM', '787-2', ()), 'hcm': ('HCM', '785-6', ()), 'chcm': ('CHCM', '786-4', ()), 'rdw': ('RDW', '788-0', ()),
    'wbc': ('Leucócitos', '6690-2', ()), 'plt': ('Plaquetas', '777-3', ()), 'vpm': ('VPM', '32623-1', ()),
    'neu%': ('Neutrófilos (%)', '770-8', ()), 'lin%': ('Linfócitos (%)', '736-9', ()), 'mon%': ('Monócitos (%)', '5905-5', ()),
    'eos%': ('Eosinófilos (%)', '713-8', ()), 'bas%': ('Basófilos (%)', '706-2', ()),
    'neu#': ('Neutrófilos', '751-8', ()), 'lin#': ('Linfócitos', '731-0', ()), 'mon#': ('Monócitos', '742-7', ()),
    'eos#': ('Eosinófilos', '711-2', ()), 'bas#': ('Basófilos', '704-7', ()),
    'bast%': ('Bastonetes (%)', '764-1', ('26508-2',)), 'seg%': ('Segmentados (%)', '769-0', ()),
    'ret%': ('Reticulócitos (%)', '17849-1', ('4679-7',)), 'ret#': ('Reticulócitos', '60474-4', ('14196-0',)),
    'glic': ('Glicose', '2345-7', ('1558-6',)), 'a1c': ('Hemoglobina glicada', '4548-4', ('17856-6',)),
    'gme': ('Glicose média estimada', '27353-2', ()), 'ins': ('Insulina', '20448-7', ()), 'pepc': ('Peptídeo C', '1986-9', ()),
    'frut': ('Frutosamina', '15069-8', ()),
    'ureia': ('Ureia', '3091-6', ()), 'creat': ('Creatinina', '2160-0', ()), 'tfg': ('TFG (CKD-EPI 2021)', '98979-8', ('62238-1',)),
    'urico': ('Ácido úrico', '3084-1', ()), 'na': ('Sódio', '2951-2', ()), 'k': ('Potássio', '2823-3', ()),
    'cl': ('Cloro', '2075-0', ()), 'ca': ('Cálcio', '17861-6', ()), 'mg': ('Magnésio', '19123-9', ()), 'p': ('Fósforo', '2777-1', ()),
    'bic': ('Bicarbonato', '1963-8', ()),
    'ast': ('AST', '1920-8', ()), 'alt': ('ALT', '1742-6', ()), 'ggt': ('Gama-GT', '2324-2', ()), 'fa': ('Fosfatase alcalina', '6768-6', ()),
    'bt': ('Bilirrubina total', '1975-2', ()), 'bd': ('Bilirrubina direta', '1968-7', ()), 'bi': ('Bilirrubina indireta', '1971-1', ()),
    'pt': ('Proteínas totais', '2885-2', ()), 'alb': ('Albumina', '1751-7', ()), 'ldh': ('LDH', '2532-0', ('14804-9',)),
    'ct': ('Colesterol total', '2093-3', ()), 'hdl': ('HDL', '2085-9', ()), 'ldl': ('LDL', '13457-7', ()),
    'vldl': ('VLDL', '13458-5', ()), 'nhdl': ('Colesterol não-HDL', '43396-1', ()), 'tg': ('Triglicerídeos', '2571-8', ()),
    'tsh': ('TSH', '3016-3', ()), 't4l': ('T4 livre', '3024-7', ()), 'psa': ('PSA total', '2857-1', ()),
    'vitd': ('25-OH vitamina D', '62292-8', ('1989-3',)), 'b12': ('Vitamina B12', '2132-9', ()), 'fol': ('Ácido fólico', '2284-8', ()),
    'ferro': ('Ferro sérico', '2498-4', ()), 'ferr': ('Ferritina', '2276-4', ()), 'transf': ('Transferrina', '3034-6', ()),
    'sat': ('Saturação da transferrina', '2502-3', ()), 'zn': ('Zinco', '5763-8', ()),
    'pcr': ('PCR', '1988-5', ()), 'pcrus': ('PCR ultrassensível', '30522-7', ()),
    'malb': ('Albumina urinária', '14957-5', ()), 'ucreat': ('Creatinina urinária', '2161-8', ()),
    'rac': ('Relação albumina/creatinina', '9318-7', ('14959-1',)),
    'ck': ('CK', '2157-6', ()), 'ckmb': ('CK-MB massa', '13969-1', ()), 'tnius': ('Troponina I ultrassensível', '89579-7', ('10839-9',)),
    'ntprobnp': ('NT-proBNP', '33762-6', ()), 'ddimer': ('D-dímero', '48065-7', ()),
    'tp': ('Tempo de protrombina', '5902-2', ()), 'rni': ('RNI', '6301-6', ()), 'ttpa': ('TTPA', '14979-9', ('3173-2',)),
    'ttpar': ('Relação TTPA', '63561-5', ()), 'tpa': ('Atividade de protrombina', '5894-1', ()), 'fib': ('Fibrinogênio', '3255-7', ()),
    'cortisol': ('Cortisol', '2143-6', ()), 'acth': ('ACTH', '2141-0', ()), 'prl': ('Prolactina', '2842-3', ('20568-2',)),
    'lactato': ('Lactato', '2524-7', ()), 'lact_art': ('Lactato (sangue arterial)', '2518-9', ('2524-7',)), 'igf1': ('IGF-1', '2484-4', ()), 'gh': ('Hormônio do crescimento', '2963-7', ()),
}


def res(rep, key, name, vt, unit, date=None, alts=None, analyte=None):
    an, code, al = K[key]
    return rep.R(name, analyte or an, code, vt, unit, alts=al if alts is None else alts, date=date)
