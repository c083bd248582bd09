"""Report model + renderers (HTML for Chromium, fpdf2) + gold export.

A report is a list of pages; each page a list of blocks:
  ('p', text, opts)            paragraph (opts: size, b, i, align, color, mono)
  ('h', text, opts)            section heading (opts: style 'bar'|'line'|'plain', size)
  ('tbl', header, rows, widths, opts)   table; header None or list; cells are strings ("\n" = line break)
                                opts: size, grid ('all'|'head'|'none'), aligns, boldcol0, mono
  ('pre', lines, opts)         preformatted monospace lines
  ('cols2', left_blocks, right_blocks)  two independent columns
  ('hr',) rule, ('sp', mm) vertical space
Results are registered in reading order through Rep.r(); blocks only carry the printed strings.
"""
import re, json, html

# ---------------------------------------------------------------- LOINC ----
LOINC = {
 # key: (analyte, code, alternatives)
 'hb': ('Hemoglobin', '718-7', []),
 'hb_si': ('Hemoglobin', '718-7', []),
 'ht': ('Hematocrit', '4544-3', []),
 'ht_frac': ('Hematocrit (volume fraction)', '4544-3', []),
 'rbc': ('Erythrocytes', '789-8', []),
 'vcm': ('MCV', '787-2', []), 'hcm': ('MCH', '785-6', []), 'chcm': ('MCHC', '786-4', []),
 'rdw': ('RDW', '788-0', []),
 'wbc': ('Leukocytes', '6690-2', []),
 'neut_pct': ('Neutrophils/100 leukocytes', '770-8', ['769-0']),
 'neut_abs': ('Neutrophils', '751-8', []),
 'band_pct': ('Band neutrophils/100 leukocytes', '764-1', []),
 'band_abs': ('Band neutrophils', '763-3', []),
 'lymph_pct': ('Lymphocytes/100 leukocytes', '736-9', []), 'lymph_abs': ('Lymphocytes', '731-0', []),
 'mono_pct': ('Monocytes/100 leukocytes', '5905-5', []), 'mono_abs': ('Monocytes', '742-7', []),
 'eos_pct': ('Eosinophils/100 leukocytes', '713-8', []), 'eos_abs': ('Eosinophils', '711-2', []),
 'baso_pct': ('Basophils/100 leukocytes', '706-2', []), 'baso_abs': ('Basophils', '704-7', []),
 'plt': ('Platelets', '777-3', []), 'mpv': ('MPV', '32623-1', []),
 'retic': ('Reticulocytes/100 erythrocytes', '17849-1', ['4679-7']),
 'glu': ('Glucose', '2345-7', ['1558-6']), 'glu_mmol': ('Glucose (molar)', '14749-6', ['14771-0']),
 'urea': ('Urea', '3091-6', []), 'urea_mmol': ('Urea (molar)', '22664-7', []),
 'creat': ('Creatinine', '2160-0', []), 'creat_umol': ('Creatinine (molar)', '14682-9', []),
 'egfr': ('eGFR CKD-EPI 2021', '98979-8', ['62238-1']),
 'na': ('Sodium', '2951-2', []), 'k': ('Potassium', '2823-3', []), 'cl': ('Chloride', '2075-0', []),
 'na_bld': ('Sodium (blood)', '2947-0', ['2951-2']), 'k_bld': ('Potassium (blood)', '6298-4', ['2823-3']),
 'mg': ('Magnesium', '19123-9', []), 'ca': ('Calcium', '17861-6', []), 'cai': ('Ionized calcium', '1994-3', []),
 'phos': ('Phosphate', '2777-1', []),
 'ph_a': ('pH arterial', '2744-1', []), 'pco2_a': ('pCO2 arterial', '2019-8', []),
 'po2_a': ('pO2 arterial', '2703-7', []), 'hco3_a': ('Bicarbonate arterial', '1960-4', []),
 'be_a': ('Base excess arterial', '1925-7', []), 'sat_a': ('O2 saturation arterial', '2708-6', []),
 'lac_a': ('Lactate arterial blood', '2518-9', ['32693-4']),
 'lac': ('Lactate', '2524-7', ['32693-4', '2519-7']),
 'crp': ('C reactive protein', '1988-5', []),
 'tni_hs': ('Troponin I hs', '89579-7', []), 'tni': ('Troponin I', '10839-9', []),
 'ck': ('Creatine kinase', '2157-6', []), 'ckmb': ('CK-MB mass', '13969-1', []),
 'bnp': ('BNP', '30934-4', []), 'ntprobnp': ('NT-proBNP', '33762-6', []),
 'ddimer': ('D-dimer FEU', '48065-7', ['48066-5']),
 'pt_s': ('Prothrombin time', '5902-2', []), 'pt_ratio': ('PT actual/normal', '5894-1', []),
 'inr': ('INR', '6301-6', ['34714-6']),
 'aptt_s': ('aPTT', '3173-2', ['14979-9']), 'aptt_ratio': ('aPTT ratio', '63561-5', []),
 'fib': ('Fibrinogen', '3255-7', []),
 'ast': ('AST', '1920-8', []), 'alt': ('ALT', '1742-6', []), 'ggt': ('GGT', '2324-2', []),
 'alp': ('Alkaline phosphatase', '6768-6', []),
 'bt': ('Bilirubin total', '1975-2', []), 'bd': ('Bilirubin direct', '1968-7', []), 'bi': ('Bilirubin indirect', '1971-1', []),
 'bt_umol': ('Bilirubin total (molar)', '14631-6', []),
 'alb': ('Albumin', '1751-7', []), 'tp': ('Total protein', '2885-2', []),
 'ldh': ('LDH', '2532-0', ['14804-9']), 'amy': ('Amylase', '1798-8', []), 'lip': ('Lipase', '3040-3', []),
 'uric': ('Urate', '3084-1', []),
 'chol': ('Cholesterol', '2093-3', []), 'hdl': ('HDL cholesterol', '2085-9', []),
 'ldl': ('LDL cholesterol (calc)', '13457-7', ['18262-6']), 'tg': ('Triglyceride', '2571-8', []),
 'vldl': ('VLDL cholesterol (calc)', '13458-5', []), 'nonhdl': ('Non-HDL cholesterol', '43396-1', []),
 'chol_mmol': ('Cholesterol (molar)', '14647-2', []), 'hdl_mmol': ('HDL cholesterol (molar)', '14646-4', []),
 'ldl_mmol': ('LDL cholesterol (molar)', '22748-8', ['39469-2']), 'tg_mmol': ('Triglyceride (molar)', '14927-8', []),
 'a1c': ('Hemoglobin A1c', '4548-4', ['17856-6']),
 'tsh': ('TSH', '3016-3', []), 'ft4': ('Free T4', '3024-7', []),
 'ferr': ('Ferritin', '2276-4', []), 'fe': ('Iron', '2498-4', []), 'tibc': ('TIBC', '2500-7', []),
 'tsat': ('Transferrin saturation', '2502-3', []), 'b12': ('Vitamin B12', '2132-9', []), 'fol': ('Folate', '2284-8', []),
 'cea': ('CEA', '2039-6', []), 'ca125': ('CA 125', '10334-1', []), 'ca153': ('CA 15-3', '6875-9', []),
 'ca199': ('CA 19-9', '24108-3', []), 'psa': ('PSA', '2857-1', []), 'afp': ('AFP', '1834-1', []),
 'abo': ('ABO group', '883-9', []), 'rh': ('Rh type', '10331-7', []),
 'bhcg': ('hCG beta', '21198-7', []), 'lead': ('Lead blood', '5671-3', []),
 'u_color': ('Urine color', '5778-6', []), 'u_asp': ('Urine appearance', '5767-9', []),
 'u_ph': ('Urine pH', '5803-2', []), 'u_sg': ('Urine specific gravity', '5811-5', []),
 'u_prot': ('Urine protein presence', '20454-5', []), 'u_glu': ('Urine glucose presence', '25428-4', []),
 'u_ket': ('Urine ketones presence', '2514-8', []), 'u_bld': ('Urine hemoglobin presence', '5794-3', []),
 'u_nit': ('Urine nitrite', '5802-4', []), 'u_bil': ('Urine bilirubin presence', '5770-3', []),
 'u_wbc': ('Urine sediment leukocytes /HPF', '5821-4', []), 'u_rbc': ('Urine sediment erythrocytes /HPF', '13945-1', []),
 'hiv': ('HIV 1+2 Ab + p24 Ag', '56888-1', []), 'hbsag': ('HBsAg', '5196-1', ['5195-3']),
 'hcv': ('HCV Ab', '16128-1', ['13955-0']), 'vdrl': ('Reagin Ab VDRL', '5292-8', []),
 'trep': ('Treponema pallidum Ab', '24110-9', ['22587-0']),
 'toxo_g': ('Toxoplasma IgG presence', '22580-5', ['40677-7']), 'toxo_m': ('Toxoplasma IgM presence', '25542-2', []),
 'rub_g': ('Rubella IgG presence', '25514-1', ['40667-8']), 'antihbs': ('HBsAb', '16935-9', []),
 'den_ns1': ('Dengue NS1 Ag', '75377-2', []), 'den_igm': ('Dengue IgM', '25338-5', []),
 'chik_igm': ('Chikungunya IgM', '57934-2', []), 'malaria': ('Plasmodium identified (thick smear)', '32700-7', []),
}


def loinc_ok(code):
    m = re.fullmatch(r'(\d+)-(\d)', code)
    if not m:
        return False
    d = m.group(1)[::-1]
    odd = ''.join(d[0::2])[::-1]
    even = ''.join(d[1::2])[::-1]
    s = sum(int(c) for c in even + str(int(odd) * 2))
    return (10 - s % 10) % 10 == int(m.group(2))


COMP = [('inferior a ', '<'), ('superior a ', '>'), ('menor que ', '<'), ('maior que ', '>'),
        ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]


def parse_value(vt):
    t = vt.strip()
    comp = ''
    for p, c in COMP:
        if t.lower().startswith(p):
            comp, t = c, t[len(p):].strip()
            break
    if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?', t):
        return float(t.replace('.', '').replace(',', '.')), comp
    if re.fullmatch(r'\d+(,\d+)?', t):
        return float(t.replace(',', '.')), comp
    if re.fullmatch(r'-\d+(,\d+)?', t) or re.fullmatch(r'\+\d+(,\d+)?', t):
        return float(t.replace(',', '.')), comp
    if re.fullmatch(r'\d+\.\d+', t):
        return float(t), comp
    return None, ('' if comp == '' else comp)


class Rep:
    def __init__(self, rid, lab, default_date, css, font, size=9.0):
        self.id, self.lab, self.default = rid, lab, default_date
        self.css, self.font, self.size = css, font, size
        self.results, self.pages = [], []

    def r(self, name, vt, unit, key, date=None, value='auto'):
        analyte, code, alts = LOINC[key]
        if value == 'auto':
            v, comp = parse_value(vt)
        else:
            v, comp = value, parse_value(vt)[1]
        if v is not None and float(v).is_integer():
            v = int(v)
        self.results.append(dict(printed_name=' '.join(name.split()), analyte=analyte, loinc=code,
                                 loinc_alternatives=list(alts), value=v, value_text=vt,
                                 comparator=comp, unit=unit, collected_at=date or self.default))
        return vt

    def gold(self):
        return {'lab': self.lab, 'collected_at_default': self.default, 'results': self.results}


# ---------------------------------------------------------------- HTML ----
def esc(s):
    return html.escape(s).replace('\n', '<br>')


def html_block(b):
    k = b[0]
    if k == 'p':
        o = b[2] if len(b) > 2 else {}
        st = []
        if 'size' in o: st.append(f"font-size:{o['size']}pt")
        if o.get('b'): st.append('font-weight:bold')
        if o.get('i'): st.append('font-style:italic')
        if 'align' in o: st.append(f"text-align:{ {'C':'center','R':'right','L':'left'}[o['align']] }")
        if 'color' in o: st.append(f"color:{o['color']}")
        if o.get('mono'): st.append("font-family:'DejaVu Sans Mono'")
        st.append(f"margin:{o.get('mt',0.6)}mm 0 {o.get('mb',0.6)}mm 0")
        return f'<div style="{";".join(st)}">{esc(b[1])}</div>'
    if k == 'h':
        o = b[2] if len(b) > 2 else {}
        sty = o.get('style', 'bar')
        size = o.get('size', 10)
        return f'<div class="h-{sty}" style="font-size:{size}pt">{esc(b[1])}</div>'
    if k == 'tbl':
        _, head, rows, widths, o = b
        size = o.get('size', 9)
        grid = o.get('grid', 'head')
        aligns = o.get('aligns', ['L'] * len(widths))
        cls = f'grid-{grid}'
        fam = "font-family:'DejaVu Sans Mono';" if o.get('mono') else ''
        out = [f'<table class="t {cls}" style="font-size:{size}pt;{fam}"><colgroup>']
        out += [f'<col style="width:{w*100:.2f}%">' for w in widths]
        out.append('</colgroup>')
        al = {'L': 'left', 'C': 'center', 'R': 'right'}
        nowrap = o.get('nowrap', [])
        if head:
            out.append('<tr>' + ''.join(f'<th style="text-align:{al[aligns[i]]}">{esc(h)}</th>' for i, h in enumerate(head)) + '</tr>')
        for row in rows:
            if isinstance(row, tuple) and row[0] == 'span':
                out.append(f'<tr><td colspan="{len(widths)}" class="span">{esc(row[1])}</td></tr>')
                continue
            tds = []
            for i, c in enumerate(row):
                st = f'text-align:{al[aligns[i]]}'
                if i in nowrap: st += ';white-space:nowrap'
                if i == 0 and o.get('boldcol0'): st += ';font-weight:bold'
                tds.append(f'<td style="{st}">{esc(c)}</td>')
            out.append('<tr>' + ''.join(tds) + '</tr>')
        out.append('</table>')
        return ''.join(out)
    if k == 'pre':
        o = b[2] if len(b) > 2 else {}
        return f'<pre style="font-size:{o.get("size",8.5)}pt">' + html.escape('\n'.join(b[1])) + '</pre>'
    if k == 'cols2':
        return ('<div class="cols2"><div class="col">' + ''.join(html_block(x) for x in b[1]) +
                '</div><div class="col">' + ''.join(html_block(x) for x in b[2]) + '</div></div>')
    if k == 'hr':
        return '<hr>'
    if k == 'sp':
        return f'<div style="height:{b[1]}mm"></div>'
    raise ValueError(k)


BASE_CSS = """
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin:0; }
.page { width:210mm; padding:12mm 14mm 10mm 14mm; page-break-after: always; break-after: page; }
.page:last-child { page-break-after: auto; break-after: auto; }
table.t { width:100%; border-collapse: collapse; margin: 1mm 0 1.5mm 0; table-layout: fixed; }
table.t td, table.t th { padding: 0.5mm 1.2mm; vertical-align: top; }
table.t th { font-weight: bold; }
.grid-all td, .grid-all th { border: 0.3mm solid #777; }
.grid-head th { border-bottom: 0.35mm solid #333; }
.grid-rows td { border-bottom: 0.2mm solid #bbb; } .grid-rows th { border-bottom: 0.35mm solid #333; }
td.span { font-weight:bold; padding-top:1.2mm; }
.h-bar { background:#ddd; font-weight:bold; padding:0.6mm 1.5mm; margin:2mm 0 1mm 0; }
.h-line { font-weight:bold; border-bottom:0.3mm solid #333; margin:2.2mm 0 1mm 0; }
.h-plain { font-weight:bold; margin:2mm 0 0.8mm 0; }
pre { font-family:'DejaVu Sans Mono'; margin:0.5mm 0; line-height:1.25; }
hr { border:none; border-top:0.3mm solid #444; margin:1.5mm 0; }
.cols2 { display:flex; gap:6mm; } .cols2 .col { flex:1; min-width:0; }
"""


def to_html(rep):
    pages = ''.join('<div class="page">' + ''.join(html_block(b) for b in pg) + '</div>' for pg in rep.pages)
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{rep.id}</title>'
            f'<style>{BASE_CSS} body {{ font-family: {rep.font}; font-size:{rep.size}pt; }} {rep.css}</style>'
            f'</head><body>{pages}</body></html>')


# ---------------------------------------------------------------- FPDF ----
FONTS = {
    'DejaVu Sans': ('dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Bold.ttf', 'dejavu/DejaVuSans-Oblique.ttf'),
    'DejaVu Serif': ('dejavu/DejaVuSerif.ttf', 'dejavu/DejaVuSerif-Bold.ttf', 'dejavu/DejaVuSerif-Italic.ttf'),
    'DejaVu Sans Mono': ('dejavu/DejaVuSansMono.ttf', 'dejavu/DejaVuSansMono-Bold.ttf', 'dejavu/DejaVuSansMono-Oblique.ttf'),
    'DejaVu Sans Condensed': ('dejavu/DejaVuSansCondensed.ttf', 'dejavu/DejaVuSansCondensed-Bold.ttf', 'dejavu/DejaVuSansCondensed-Oblique.ttf'),
    'Liberation Sans': ('liberation2/LiberationSans-Regular.ttf', 'liberation2/LiberationSans-Bold.ttf', 'liberation2/LiberationSans-Italic.ttf'),
    'Liberation Serif': ('liberation2/LiberationSerif-Regular.ttf', 'liberation2/LiberationSerif-Bold.ttf', 'liberation2/LiberationSerif-Italic.ttf'),
    'Liberation Mono': ('liberation2/LiberationMono-Regular.ttf', 'liberation2/LiberationMono-Bold.ttf', 'liberation2/LiberationMono-Italic.ttf'),
}
FD = '/usr/share/fonts/truetype/'


class Overflow(Exception):
    pass


class FR:
    """fpdf2 renderer with its own geometry (different margins, line heights)."""
    def __init__(self, rep, fam):
        from fpdf import FPDF
        self.rep, self.fam = rep, fam
        self.pdf = FPDF(format='A4', unit='mm')
        self.pdf.set_auto_page_break(False)
        self.pdf.c_margin = 0.8
        for name, (r, b, i) in FONTS.items():
            self.pdf.add_font(name, '', FD + r)
            self.pdf.add_font(name, 'B', FD + b)
            self.pdf.add_font(name, 'I', FD + i)
        self.L, self.R, self.T, self.B = 16, 194, 14, 287

    def font(self, size, style='', mono=False):
        self.pdf.set_font('DejaVu Sans Mono' if mono else self.fam, style, size)

    def wrap(self, text, w):
        lines = []
        for para in text.split('\n'):
            words, cur = para.split(' '), ''
            for wd in words:
                cand = (cur + ' ' + wd) if cur else wd
                if self.pdf.get_string_width(cand) <= w - 1.6 or not cur:
                    cur = cand
                else:
                    lines.append(cur)
                    cur = wd
            lines.append(cur)
        return lines

    def need(self, y, h):
        if y + h > self.B:
            raise Overflow(f'{self.rep.id}: overflow at y={y + h:.1f}')

    def block(self, b, x, w, y):
        p = self.pdf
        k = b[0]
        if k == 'p':
            o = b[2] if len(b) > 2 else {}
            size = o.get('size', self.rep.size)
            self.font(size, ('B' if o.get('b') else '') + ('I' if o.get('i') else ''), o.get('mono'))
            lh = size * 0.42
            col = o.get('color')
            if col:
                p.set_text_color(int(col[1:3], 16), int(col[3:5], 16), int(col[5:7], 16))
            y += 0.5
            for ln in self.wrap(b[1], w):
                self.need(y, lh)
                p.set_xy(x, y)
                p.cell(w, lh, ln, align=o.get('align', 'L'))
                y += lh
            p.set_text_color(0, 0, 0)
            return y + 0.5
        if k == 'h':
            o = b[2] if len(b) > 2 else {}
            size = o.get('size', 10)
            sty = o.get('style', 'bar')
            self.font(size, 'B')
            lh = size * 0.45
            y += 1.8
            self.need(y, lh + 1)
            if sty == 'bar':
                p.set_fill_color(222, 222, 222)
                p.rect(x, y - 0.3, w, lh + 0.8, style='F')
            p.set_xy(x + (1.2 if sty == 'bar' else 0), y)
            p.cell(w, lh, b[1])
            y += lh + 0.6
            if sty == 'line':
                p.set_line_width(0.3)
                p.line(x, y, x + w, y)
            return y + 0.8
        if k == 'tbl':
            _, head, rows, widths, o = b
            size = o.get('size', 9)
            grid = o.get('grid', 'head')
            aligns = o.get('aligns', ['L'] * len(widths))
            ws = [w * f for f in widths]
            lh = size * 0.43
            mono = o.get('mono')
            y += 0.8
            p.set_line_width(0.2)

            def draw_row(cells, bold, yy):
                self.font(size, 'B' if bold else '', mono)
                wrapped = []
                for i, c in enumerate(cells):
                    self.font(size, 'B' if (bold or (i == 0 and o.get('boldcol0'))) else '', mono)
                    wrapped.append(self.wrap(c, ws[i]))
                h = max(len(wl) for wl in wrapped) * lh + 0.9
                self.need(yy, h)
                xx = x
                for i, wl in enumerate(wrapped):
                    self.font(size, 'B' if (bold or (i == 0 and o.get('boldcol0'))) else '', mono)
                    for j, ln in enumerate(wl):
                        p.set_xy(xx, yy + 0.45 + j * lh)
                        p.cell(ws[i], lh, ln, align=aligns[i])
                    if grid == 'all':
                        p.rect(xx, yy, ws[i], h)
                    xx += ws[i]
                return h

            if head:
                h = draw_row(head, True, y)
                if grid in ('head', 'rows'):
                    p.set_line_width(0.35)
                    p.line(x, y + h, x + w, y + h)
                    p.set_line_width(0.2)
                y += h
            for row in rows:
                if isinstance(row, tuple) and row[0] == 'span':
                    self.font(size, 'B', mono)
                    self.need(y, lh + 1.4)
                    p.set_xy(x, y + 0.9)
                    p.cell(w, lh, row[1])
                    y += lh + 1.5
                    continue
                h = draw_row(row, False, y)
                if grid == 'rows':
                    p.set_draw_color(190, 190, 190)
                    p.line(x, y + h, x + w, y + h)
                    p.set_draw_color(0, 0, 0)
                y += h
            return y + 1.2
        if k == 'pre':
            o = b[2] if len(b) > 2 else {}
            size = o.get('size', 8.5) * 0.97
            self.font(size, '', True)
            lh = size * 0.45
            for ln in b[1]:
                self.need(y, lh)
                p.set_xy(x, y)
                p.cell(w, lh, ln)
                y += lh
            return y + 0.6
        if k == 'cols2':
            gap = 5
            cw = (w - gap) / 2
            y1 = y2 = y
            for bb in b[1]:
                y1 = self.block(bb, x, cw, y1)
            for bb in b[2]:
                y2 = self.block(bb, x + cw + gap, cw, y2)
            return max(y1, y2)
        if k == 'hr':
            p.set_line_width(0.3)
            p.line(x, y + 1.2, x + w, y + 1.2)
            return y + 2.6
        if k == 'sp':
            return y + b[1] * 0.9
        raise ValueError(k)

    def render(self, out):
        for pg in self.rep.pages:
            self.pdf.add_page()
            y = self.T
            for b in pg:
                y = self.block(b, self.L, self.R - self.L, y)
        self.pdf.output(out)
