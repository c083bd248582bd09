"""Shared model, LOINC table and renderers (HTML + fpdf2) for labdev-v."""
import html, json, re, datetime

# key -> (analyte, loinc, alternatives)
LOINC = {
 'hb': ('Hemoglobin', '718-7', []),
 'hb_mol': ('Hemoglobin (molar)', '59260-0', ['718-7']),
 'ht': ('Hematocrit', '4544-3', ['20570-8']),
 'rbc': ('Erythrocytes', '789-8', ['26453-1']),
 'mcv': ('MCV', '787-2', ['30428-7']),
 'mch': ('MCH', '785-6', ['28539-5']),
 'mchc': ('MCHC', '786-4', ['28540-3']),
 'rdw': ('RDW', '788-0', ['30385-9']),
 'wbc': ('Leukocytes', '6690-2', ['26464-8']),
 'plt': ('Platelets', '777-3', ['26515-7']),
 'mpv': ('MPV', '32623-1', ['28542-9']),
 'neut_pct': ('Neutrophils %', '770-8', ['23761-0']),
 'neut_abs': ('Neutrophils #', '751-8', ['753-4']),
 'seg_pct': ('Segmented neutrophils %', '769-0', ['770-8']),
 'seg_abs': ('Segmented neutrophils #', '768-2', ['751-8']),
 'band_pct': ('Band neutrophils %', '764-1', []),
 'band_abs': ('Band neutrophils #', '763-3', []),
 'lymph_pct': ('Lymphocytes %', '736-9', ['737-7']),
 'lymph_abs': ('Lymphocytes #', '731-0', ['732-8']),
 'mono_pct': ('Monocytes %', '5905-5', ['744-3']),
 'mono_abs': ('Monocytes #', '742-7', ['743-5']),
 'eos_pct': ('Eosinophils %', '713-8', ['714-6']),
 'eos_abs': ('Eosinophils #', '711-2', ['712-0']),
 'baso_pct': ('Basophils %', '706-2', ['707-0']),
 'baso_abs': ('Basophils #', '704-7', ['705-4']),
 'esr': ('Erythrocyte sedimentation rate', '4537-7', ['30341-2']),
 'glu': ('Glucose', '2345-7', ['1558-6']),
 'gluf': ('Fasting glucose', '1558-6', ['2345-7']),
 'glu_mol': ('Glucose (molar)', '14749-6', ['14771-0']),
 'creat': ('Creatinine', '2160-0', []),
 'creat_mol': ('Creatinine (molar)', '14682-9', []),
 'urea': ('Urea', '3091-6', []),
 'urea_mol': ('Urea (molar)', '22664-7', []),
 'uric': ('Uric acid', '3084-1', []),
 'uric_mol': ('Uric acid (molar)', '14933-6', []),
 'chol': ('Total cholesterol', '2093-3', []),
 'chol_mol': ('Total cholesterol (molar)', '14647-2', []),
 'hdl': ('HDL cholesterol', '2085-9', []),
 'hdl_mol': ('HDL cholesterol (molar)', '14646-4', []),
 'ldl': ('LDL cholesterol', '13457-7', ['2089-1', '18262-6']),
 'ldl_mol': ('LDL cholesterol (molar)', '22748-8', ['39469-2']),
 'tg': ('Triglycerides', '2571-8', []),
 'tg_mol': ('Triglycerides (molar)', '14927-8', []),
 'nonhdl': ('Non-HDL cholesterol', '43396-1', []),
 'vldl': ('VLDL cholesterol', '13458-5', ['2091-7']),
 'ast': ('AST', '1920-8', []),
 'alt': ('ALT', '1742-6', []),
 'ggt': ('GGT', '2324-2', []),
 'alp': ('Alkaline phosphatase', '6768-6', []),
 'bilt': ('Total bilirubin', '1975-2', []),
 'bild': ('Direct bilirubin', '1968-7', []),
 'bili': ('Indirect bilirubin', '1971-1', []),
 'bilt_mol': ('Total bilirubin (molar)', '14631-6', []),
 'tsh': ('TSH', '3016-3', ['11580-8']),
 'ft4': ('Free T4', '3024-7', []),
 'ft4_mol': ('Free T4 (molar)', '14920-3', []),
 'a1c': ('Hemoglobin A1c', '4548-4', ['17856-6']),
 'a1c_ifcc': ('Hemoglobin A1c (IFCC)', '59261-8', []),
 'eag': ('Estimated average glucose', '27353-2', []),
 'na': ('Sodium', '2951-2', []),
 'k': ('Potassium', '2823-3', []),
 'ca': ('Calcium', '17861-6', []),
 'ca_mol': ('Calcium (molar)', '2000-8', []),
 'ferritin': ('Ferritin', '2276-4', []),
 'iron': ('Iron', '2498-4', []),
 'iron_mol': ('Iron (molar)', '14798-3', []),
 'b12': ('Vitamin B12', '2132-9', []),
 'vitd': ('25-hydroxyvitamin D', '62292-8', ['1989-3']),
 'crp': ('C-reactive protein', '1988-5', ['30522-7']),
 'alb': ('Albumin', '1751-7', []),
 'prot': ('Total protein', '2885-2', []),
 'psa': ('PSA total', '2857-1', []),
 'bhcg': ('Beta-hCG', '21198-7', []),
 'ck': ('Creatine kinase', '2157-6', []),
 'ldh': ('LDH', '2532-0', []),
 'pt_sec': ('Prothrombin time', '5902-2', []),
 'inr': ('INR', '6301-6', ['34714-6']),
 'aptt': ('aPTT', '14979-9', ['3173-2']),
 'fib': ('Fibrinogen', '3255-7', []),
 'hiv': ('HIV 1/2 Ag/Ab', '56888-1', ['75622-1']),
 'hbsag': ('HBsAg', '5196-1', []),
 'hcv': ('Anti-HCV', '13955-0', ['16128-1']),
 'vdrl': ('VDRL', '5292-8', []),
 'vdrl_titer': ('VDRL titre', '50690-7', []),
 'abo': ('ABO group', '883-9', []),
 'rh': ('Rh type', '10331-7', []),
 'egfr': ('eGFR', '98979-8', ['62238-1']),
 'malb': ('Urine albumin', '14957-5', []),
 'acr': ('Urine albumin/creatinine', '14959-1', []),
 'u_color': ('Urine color', '5778-6', []),
 'u_aspect': ('Urine appearance', '5767-9', []),
 'u_sg': ('Urine specific gravity', '5811-5', []),
 'u_ph': ('Urine pH', '5803-2', []),
 'u_prot': ('Urine protein', '20454-5', []),
 'u_glu': ('Urine glucose', '25428-4', []),
 'u_ket': ('Urine ketones', '2514-8', []),
 'u_hb': ('Urine hemoglobin', '5794-3', []),
 'u_nit': ('Urine nitrite', '5802-4', []),
 'u_bil': ('Urine bilirubin', '5770-3', []),
 'u_ubg': ('Urine urobilinogen', '20405-7', []),
 'u_wbc': ('Urine leukocytes', '5821-4', []),
 'u_rbc': ('Urine erythrocytes', '13945-1', []),
 'u_epi': ('Urine epithelial cells', '11277-1', ['5787-7']),
 'insulin': ('Insulin', '20448-7', []),
}

def loinc_ok(code):
    m = re.fullmatch(r'(\d+)-(\d)', code)
    if not m: return False
    digits = m.group(1)[::-1]
    total = 0
    for i, ch in enumerate(digits):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(m.group(2))

def parse_value(vt):
    """value_text -> (value, comparator)."""
    t = vt.strip()
    comp = ''
    low = t.lower()
    for pre, c in (('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>'),
                   ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')):
        if low.startswith(pre):
            comp = c; t = t[len(pre):].strip(); break
    if re.fullmatch(r'[+-]?\d{1,3}(\.\d{3})+(,\d+)?', t):
        t = t.replace('.', '').replace(',', '.')
    elif re.fullmatch(r'[+-]?\d+(,\d+)?', t):
        t = t.replace(',', '.')
    elif re.fullmatch(r'[+-]?\d+\.\d+', t):
        pass
    else:
        return None, comp
    v = float(t)
    if v == int(v) and '.' not in t:
        v = int(v)
    return v, comp

class R:
    """One printed result."""
    def __init__(self, name, vt, unit, key, ref='', flag='', date=None, abs_=None):
        self.name, self.vt, self.unit, self.key = name, vt, unit, key
        self.ref, self.flag, self.date = ref, flag, date
    def gold(self, default_date):
        analyte, code, alts = LOINC[self.key]
        v, comp = parse_value(self.vt)
        return {"printed_name": self.name.replace('\n', ' '), "analyte": analyte, "loinc": code,
                "loinc_alternatives": list(alts), "value": v, "value_text": self.vt,
                "comparator": comp, "unit": self.unit, "collected_at": self.date or default_date}

# ---- blocks -------------------------------------------------------------
# Line(text, results, style)      one printed line (text already contains the results)
# Table(cols, header, rows, style) rows: (cells, results); cells may contain '\n'
# Cols(left_blocks, right_blocks)
# Rule(), Space(mm), PageBreak()
class Line:
    def __init__(self, text, res=(), size=None, bold=False, align='L', font=None, italic=False):
        self.text, self.res, self.size, self.bold, self.align = text, list(res), size, bold, align
        self.font, self.italic = font, italic
class Table:
    def __init__(self, widths, header, rows, size=None, border=False, font=None, aligns=None):
        self.widths, self.header, self.rows, self.size = widths, header, rows, size
        self.border, self.font, self.aligns = border, font, aligns
class Cols:
    def __init__(self, left, right, gap=6):
        self.left, self.right, self.gap = left, right, gap
class Rule:
    def __init__(self, thick=0.3): self.thick = thick
class Space:
    def __init__(self, mm): self.mm = mm
class PageBreak: pass

class Report:
    def __init__(self, rid, lab, city, default_date, blocks, font='sans', size=9, features='',
                 margins=(14, 12)):
        self.rid, self.lab, self.city, self.default_date = rid, lab, city, default_date
        self.blocks, self.font, self.size, self.features, self.margins = blocks, font, size, features, margins
    def results(self):
        out = []
        def walk(bl):
            for b in bl:
                if isinstance(b, Line): out.extend(b.res)
                elif isinstance(b, Table):
                    for cells, res in b.rows: out.extend(res)
                elif isinstance(b, Cols): walk(b.left); walk(b.right)
        walk(self.blocks)
        return out
    def gold(self):
        return {"lab": self.lab, "collected_at_default": self.default_date,
                "results": [r.gold(self.default_date) for r in self.results()]}
    def pages(self):
        pages, cur = [], []
        for b in self.blocks:
            if isinstance(b, PageBreak): pages.append(cur); cur = []
            else: cur.append(b)
        pages.append(cur)
        return pages

# ---- HTML --------------------------------------------------------------
CSSFONT = {'sans': "'DejaVu Sans', sans-serif", 'mono': "'DejaVu Sans Mono', monospace",
           'serif': "'DejaVu Serif', serif", 'lsans': "'Liberation Sans', sans-serif",
           'lmono': "'Liberation Mono', monospace", 'lserif': "'Liberation Serif', serif",
           'cond': "'DejaVu Sans Condensed', sans-serif"}

def esc(s): return html.escape(s)

def html_block(b, rep):
    if isinstance(b, Line):
        st = []
        if b.size: st.append(f'font-size:{b.size}pt')
        if b.bold: st.append('font-weight:bold')
        if b.italic: st.append('font-style:italic')
        if b.font: st.append(f'font-family:{CSSFONT[b.font]}')
        st.append({'L': 'text-align:left', 'C': 'text-align:center', 'R': 'text-align:right'}[b.align])
        return f'<div class="ln" style="{";".join(st)}">{esc(b.text) if b.text else "&nbsp;"}</div>'
    if isinstance(b, Table):
        st = []
        if b.size: st.append(f'font-size:{b.size}pt')
        if b.font: st.append(f'font-family:{CSSFONT[b.font]}')
        cls = 'tb bd' if b.border else 'tb'
        h = [f'<table class="{cls}" style="{";".join(st)}"><colgroup>']
        tot = sum(b.widths)
        for w in b.widths: h.append(f'<col style="width:{100*w/tot:.2f}%">')
        h.append('</colgroup>')
        al = b.aligns or 'L' * len(b.widths)
        def row(cells, tag):
            r = ['<tr>']
            for i, c in enumerate(cells):
                a = {'L': 'left', 'C': 'center', 'R': 'right'}[al[i]]
                r.append(f'<{tag} style="text-align:{a}">' + '<br>'.join(esc(x) for x in c.split('\n')) + f'</{tag}>')
            r.append('</tr>'); return ''.join(r)
        if b.header: h.append(row(b.header, 'th'))
        for cells, res in b.rows: h.append(row(cells, 'td'))
        h.append('</table>'); return ''.join(h)
    if isinstance(b, Cols):
        l = ''.join(html_block(x, rep) for x in b.left)
        r = ''.join(html_block(x, rep) for x in b.right)
        return (f'<div class="cols" style="gap:{b.gap}mm"><div class="col">{l}</div>'
                f'<div class="col">{r}</div></div>')
    if isinstance(b, Rule): return f'<div class="rule" style="border-top:{b.thick}mm solid #000"></div>'
    if isinstance(b, Space): return f'<div style="height:{b.mm}mm"></div>'
    raise TypeError(b)

def to_html(rep):
    mx, my = rep.margins
    css = f"""
@page {{ size: A4; margin: 0; }}
html,body {{ margin:0; padding:0; }}
body {{ font-family:{CSSFONT[rep.font]}; font-size:{rep.size}pt; color:#111; }}
.page {{ width:210mm; height:296mm; padding:{my}mm {mx}mm; box-sizing:border-box; overflow:hidden;
        page-break-after:always; break-after:page; position:relative; }}
.page:last-child {{ page-break-after:auto; break-after:auto; }}
.ln {{ white-space:pre; line-height:1.28; }}
.tb {{ width:100%; border-collapse:collapse; margin:0.6mm 0; table-layout:fixed; }}
.tb th {{ font-weight:bold; border-bottom:0.3mm solid #000; padding:0.4mm 1mm; white-space:nowrap; vertical-align:top; }}
.tb td {{ padding:0.35mm 1mm; white-space:nowrap; vertical-align:top; line-height:1.22; }}
.tb.bd td, .tb.bd th {{ border:0.2mm solid #555; }}
.cols {{ display:flex; }} .col {{ flex:1 1 0; min-width:0; }}
.rule {{ margin:1mm 0; }}
"""
    pages = ''.join('<div class="page">' + ''.join(html_block(b, rep) for b in pg) + '</div>'
                    for pg in rep.pages())
    return (f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{esc(rep.rid)}</title>'
            f'<style>{css}</style></head><body>{pages}</body></html>')

# ---- fpdf2 -------------------------------------------------------------
FD = '/usr/share/fonts/truetype/'
TTF = {'sans': ('DejaVu', FD + 'dejavu/DejaVuSans.ttf', FD + 'dejavu/DejaVuSans-Bold.ttf', FD + 'dejavu/DejaVuSans-Oblique.ttf'),
       'mono': ('DejaVuMono', FD + 'dejavu/DejaVuSansMono.ttf', FD + 'dejavu/DejaVuSansMono-Bold.ttf', FD + 'dejavu/DejaVuSansMono-Oblique.ttf'),
       'serif': ('DejaVuSerif', FD + 'dejavu/DejaVuSerif.ttf', FD + 'dejavu/DejaVuSerif-Bold.ttf', FD + 'dejavu/DejaVuSerif-Italic.ttf'),
       'lsans': ('LibSans', FD + 'liberation2/LiberationSans-Regular.ttf', FD + 'liberation2/LiberationSans-Bold.ttf', FD + 'liberation2/LiberationSans-Italic.ttf'),
       'lmono': ('LibMono', FD + 'liberation2/LiberationMono-Regular.ttf', FD + 'liberation2/LiberationMono-Bold.ttf', FD + 'liberation2/LiberationMono-Italic.ttf'),
       'lserif': ('LibSerif', FD + 'liberation2/LiberationSerif-Regular.ttf', FD + 'liberation2/LiberationSerif-Bold.ttf', FD + 'liberation2/LiberationSerif-Italic.ttf'),
       'cond': ('DejaVuCond', FD + 'dejavu/DejaVuSansCondensed.ttf', FD + 'dejavu/DejaVuSansCondensed-Bold.ttf', FD + 'dejavu/DejaVuSansCondensed-Oblique.ttf')}

class Overflow(Exception): pass

def to_fpdf(rep, out, scale=0.97):
    from fpdf import FPDF
    pdf = FPDF(format='A4', unit='mm')
    pdf.set_auto_page_break(False)
    for k, (fam, r, b, i) in TTF.items():
        pdf.add_font(fam, '', r); pdf.add_font(fam, 'B', b); pdf.add_font(fam, 'I', i)
    # own geometry: slightly different margins and sizes than the HTML
    mx, my = rep.margins[0] + 2, rep.margins[1] + 1
    W = 210 - 2 * mx

    def setf(font, size, style=''):
        pdf.set_font(TTF[font or rep.font][0], style, (size or rep.size) * scale)

    def lh(size): return (size or rep.size) * scale * 0.3528 * 1.3

    def draw(blocks, x0, w, y):
        for b in blocks:
            if isinstance(b, Line):
                setf(b.font, b.size, ('B' if b.bold else '') + ('I' if b.italic else ''))
                tw = pdf.get_string_width(b.text)
                if tw > w + 0.5: raise Overflow(f'{rep.rid}: line too wide ({tw:.1f}>{w:.1f}): {b.text!r}')
                x = x0 if b.align == 'L' else (x0 + (w - tw) / 2 if b.align == 'C' else x0 + w - tw)
                h = lh(b.size)
                if b.text: pdf.text(x, y + h * 0.78, b.text)
                y += h
            elif isinstance(b, Table):
                tot = sum(b.widths); ws = [w * c / tot for c in b.widths]
                al = b.aligns or 'L' * len(ws); h = lh(b.size) * 0.96
                rows = ([(b.header, None)] if b.header else []) + list(b.rows)
                for ri, (cells, res) in enumerate(rows):
                    hdr = res is None and b.header and ri == 0
                    setf(b.font, b.size, 'B' if hdr else '')
                    nl = max(len(c.split('\n')) for c in cells)
                    x = x0
                    for ci, c in enumerate(cells):
                        for li, part in enumerate(c.split('\n')):
                            tw = pdf.get_string_width(part)
                            if tw > ws[ci] - 0.6 and part:
                                raise Overflow(f'{rep.rid}: cell too wide ({tw:.1f}>{ws[ci]:.1f}): {part!r}')
                            a = al[ci]
                            tx = x + 0.5 if a == 'L' else (x + (ws[ci] - tw) / 2 if a == 'C' else x + ws[ci] - tw - 0.5)
                            if part: pdf.text(tx, y + h * (li + 0.78) + 0.3, part)
                        if b.border:
                            pdf.set_line_width(0.15); pdf.rect(x, y, ws[ci], h * nl + 0.6)
                        x += ws[ci]
                    y += h * nl + 0.6
                    if hdr and not b.border:
                        pdf.set_line_width(0.25); pdf.line(x0, y, x0 + w, y); y += 0.4
            elif isinstance(b, Cols):
                cw = (w - b.gap) / 2
                y1 = draw(b.left, x0, cw, y); y2 = draw(b.right, x0 + cw + b.gap, cw, y)
                y = max(y1, y2)
            elif isinstance(b, Rule):
                y += 0.9; pdf.set_line_width(b.thick); pdf.line(x0, y, x0 + w, y); y += 1.1
            elif isinstance(b, Space):
                y += b.mm
        return y

    for pg in rep.pages():
        pdf.add_page()
        y = draw(pg, mx, W, my)
        if y > 297 - 6: raise Overflow(f'{rep.rid}: page overflow y={y:.1f}')
    pdf.output(out)
LOINC.update({
 'ft3': ('Free T3', '3051-0', []),
 'mg': ('Magnesium', '19123-9', []),
})
