"""Layout model shared by HTML, fpdf2 and gold generation."""
import html as H, json, re, datetime

LOINC = {  # key: (analyte, loinc, alternatives)
 'rbc': ('Erythrocytes', '789-8', ['26453-1']), 'hb': ('Hemoglobin', '718-7', []),
 'ht': ('Hematocrit', '4544-3', ['20570-8']), 'mcv': ('MCV', '787-2', []), 'mch': ('MCH', '785-6', []),
 'mchc': ('MCHC', '786-4', []), 'rdw': ('RDW', '788-0', []), 'wbc': ('Leukocytes', '6690-2', ['26464-8']),
 'plt': ('Platelets', '777-3', ['26515-7']), 'band_p': ('Band neutrophils %', '764-1', []),
 'seg_p': ('Segmented neutrophils %', '770-8', ['769-0']), 'seg_a': ('Neutrophils #', '751-8', []),
 'neu_p': ('Neutrophils %', '770-8', []), 'neu_a': ('Neutrophils #', '751-8', []),
 'lym_p': ('Lymphocytes %', '736-9', []), 'lym_a': ('Lymphocytes #', '731-0', []),
 'mon_p': ('Monocytes %', '5905-5', []), 'mon_a': ('Monocytes #', '742-7', []),
 'eos_p': ('Eosinophils %', '713-8', []), 'eos_a': ('Eosinophils #', '711-2', []),
 'bas_p': ('Basophils %', '706-2', []), 'bas_a': ('Basophils #', '704-7', []),
 'retic_p': ('Reticulocytes %', '4679-7', ['17849-1']),
 'glu': ('Glucose', '2345-7', ['1558-6']), 'glu_f': ('Glucose fasting', '1558-6', ['2345-7']),
 'glu_mol': ('Glucose', '14749-6', []), 'glu_1h': ('Glucose 1h post 75 g', '1507-3', []),
 'glu_2h': ('Glucose 2h post 75 g', '1518-0', []),
 'a1c': ('Hemoglobin A1c', '4548-4', ['17856-6']), 'a1c_ifcc': ('Hemoglobin A1c IFCC', '59261-8', []),
 'eag': ('Estimated average glucose', '27353-2', []),
 'chol': ('Cholesterol total', '2093-3', []), 'chol_mol': ('Cholesterol total', '14647-2', []),
 'hdl': ('HDL cholesterol', '2085-9', []), 'hdl_mol': ('HDL cholesterol', '14646-4', []),
 'ldl': ('LDL cholesterol', '13457-7', ['18262-6']), 'ldl_mol': ('LDL cholesterol', '22748-8', ['39469-2']),
 'vldl': ('VLDL cholesterol', '13458-5', []), 'nonhdl': ('Non-HDL cholesterol', '43396-1', []),
 'tg': ('Triglycerides', '2571-8', []), 'tg_mol': ('Triglycerides', '14927-8', []),
 'crea': ('Creatinine', '2160-0', ['38483-4']), 'crea_mol': ('Creatinine', '14682-9', []),
 'urea': ('Urea', '3091-6', []), 'urea_mol': ('Urea', '22664-7', []),
 'egfr': ('eGFR CKD-EPI 2021', '98979-8', ['62238-1']),
 'uric': ('Uric acid', '3084-1', []), 'uric_mol': ('Uric acid', '14933-6', []),
 'ast': ('AST', '1920-8', []), 'alt': ('ALT', '1742-6', []), 'ggt': ('GGT', '2324-2', []),
 'alp': ('Alkaline phosphatase', '6768-6', []), 'bilt': ('Bilirubin total', '1975-2', []),
 'bilt_mol': ('Bilirubin total', '14631-6', []), 'bild': ('Bilirubin direct', '1968-7', []),
 'bili': ('Bilirubin indirect', '1971-1', []), 'alb': ('Albumin', '1751-7', []),
 'prot': ('Protein total', '2885-2', []), 'glob': ('Globulin', '10834-0', []),
 'na': ('Sodium', '2951-2', []), 'k': ('Potassium', '2823-3', []), 'cl': ('Chloride', '2075-0', []),
 'ca': ('Calcium', '17861-6', []), 'cai': ('Calcium ionized', '1994-3', []),
 'mg': ('Magnesium', '19123-9', ['2601-3']), 'p': ('Phosphate', '2777-1', []),
 'tsh': ('TSH', '3016-3', ['11580-8']), 'ft4': ('Free T4', '3024-7', []), 't3': ('T3 total', '3053-6', []),
 'tpo': ('Thyroperoxidase Ab', '8099-4', ['56536-6']),
 'ferr': ('Ferritin', '2276-4', []), 'fe': ('Iron', '2498-4', []), 'tibc': ('TIBC', '2500-7', []),
 'tsat': ('Transferrin saturation', '2502-3', []), 'transf': ('Transferrin', '3034-6', []),
 'vitd': ('25-hydroxyvitamin D', '62292-8', ['1989-3']), 'b12': ('Vitamin B12', '2132-9', []),
 'fol': ('Folate', '2284-8', []), 'crp': ('CRP', '1988-5', []), 'hscrp': ('hs-CRP', '30522-7', ['1988-5']),
 'esr': ('ESR', '4537-7', ['30341-2']), 'psa': ('PSA total', '2857-1', []), 'fpsa': ('PSA free', '10886-0', []),
 'psa_ratio': ('PSA free/total', '12841-3', []), 'ins': ('Insulin', '20448-7', []),
 'ck': ('Creatine kinase', '2157-6', []), 'ldh': ('LDH', '2532-0', []), 'amy': ('Amylase', '1798-8', []),
 'lip': ('Lipase', '3040-3', []), 'pt_s': ('Prothrombin time', '5902-2', []), 'inr': ('INR', '6301-6', []),
 'aptt': ('aPTT', '14979-9', ['3173-2']), 'fib': ('Fibrinogen', '3255-7', []),
 'hcg': ('beta-hCG', '21198-7', ['19080-1']), 'hiv': ('HIV 1+2 Ab/Ag', '56888-1', ['7917-8']),
 'vdrl': ('Reagin Ab (VDRL)', '5292-8', []), 'hbsag': ('HBsAg', '5196-1', []),
 'hcv': ('HCV Ab', '16128-1', ['13955-0']), 'toxo_g': ('Toxoplasma IgG', '8039-0', []),
 'abo': ('ABO group', '883-9', []), 'rh': ('Rh type', '10331-7', []),
 'malaria': ('Plasmodium identified', '32700-7', []),
 'u_color': ('Urine color', '5778-6', []), 'u_clar': ('Urine clarity', '5767-9', []),
 'u_sg': ('Urine specific gravity', '5811-5', []), 'u_ph': ('Urine pH', '5803-2', []),
 'u_prot': ('Urine protein', '20454-5', ['5804-0']), 'u_glu': ('Urine glucose', '25428-4', ['5792-7']),
 'u_ket': ('Urine ketones', '2514-8', ['5797-6']), 'u_bld': ('Urine blood', '5794-3', []),
 'u_nit': ('Urine nitrite', '5802-4', []), 'u_le': ('Urine leukocyte esterase', '5799-2', []),
 'u_bil': ('Urine bilirubin', '5770-3', []), 'u_ubg': ('Urine urobilinogen', '5818-0', []),
 'u_wbc': ('Urine leukocytes /HPF', '5821-4', []), 'u_rbc': ('Urine erythrocytes /HPF', '13945-1', []),
 'u_epi': ('Urine epithelial cells /HPF', '5787-7', []), 'u_bact': ('Urine bacteria', '25145-4', []),
 'malb': ('Microalbumin urine', '14957-5', []), 'acr': ('Albumin/creatinine urine', '14959-1', ['9318-7']),
}

CMP = [('inferior a ', '<'), ('superior a ', '>'), ('menor que ', '<'), ('maior que ', '>'),
       ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]

def parse_value(vt, sg=False):
    """value_text -> (value, comparator). sg: dotted value is a decimal (specific gravity)."""
    s = vt.strip(); comp = ''
    for pre, c in CMP:
        if s.lower().startswith(pre):
            comp = c; s = s[len(pre):].strip(); break
    if sg and re.fullmatch(r'\d\.\d{3}', s):
        return float(s), comp
    if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?', s):
        s = s.replace('.', '')
    if re.fullmatch(r'\d+(,\d+)?', s):
        v = float(s.replace(',', '.'))
        return (int(v) if v == int(v) and ',' not in s else v), comp
    return None, ''

class Res:
    def __init__(s, rep, key, name, vt, unit, date, sg=False):
        an, lo, alts = LOINC[key]
        s.vt, s.unit = vt, unit
        v, c = parse_value(vt, sg)
        s.d = {'printed_name': name.replace('\n', ' '), 'analyte': an, 'loinc': lo, 'loinc_alternatives': alts,
               'value': v, 'value_text': vt, 'comparator': c, 'unit': unit, 'collected_at': date}
    def __str__(s): return s.vt

class Rep:
    def __init__(s, rid, lab, city, font, size, default, pages_note=''):
        s.id, s.lab, s.city, s.font, s.size, s.default = rid, lab, city, font, size, default
        s.pages = [[]]; s.results = []; s.features = ''
    def r(s, key, name, vt, unit='', date=None, sg=False):
        x = Res(s, key, name, vt, unit, date or s.default, sg); s.results.append(x); return x
    def add(s, *els):
        s.pages[-1].extend(els)
    def newpage(s): s.pages.append([])
    def gold(s):
        return {'lab': s.lab, 'collected_at_default': s.default, 'results': [x.d for x in s.results]}

# elements
def T(text, b=0, i=0, sz=None, al='L', font=None, color=None):
    return {'t': 'T', 'text': text, 'b': b, 'i': i, 'sz': sz, 'al': al, 'font': font, 'color': color}
def Row(cells, b=0, sz=None, border=0, font=None, fill=0):
    return {'t': 'Row', 'cells': cells, 'b': b, 'sz': sz, 'border': border, 'font': font, 'fill': fill}
def Tab(widths, rows, header=1, border=1, sz=None, aligns=None, font=None):
    return {'t': 'Tab', 'w': widths, 'rows': rows, 'header': header, 'border': border, 'sz': sz,
            'al': aligns or ['L'] * len(widths), 'font': font}
def Cols(left, right, gap=6): return {'t': 'Cols', 'l': left, 'r': right, 'gap': gap}
def HR(th=0.3): return {'t': 'HR', 'th': th}
def SP(mm=2): return {'t': 'SP', 'mm': mm}

CONTENT_W = 180.0
HFONTS = {'sans': "'Liberation Sans', Arial", 'serif': "'Liberation Serif', 'Times New Roman'",
          'mono': "'Liberation Mono', 'Courier New'", 'dsans': "'DejaVu Sans'", 'cond': "'DejaVu Sans Condensed'",
          'dserif': "'DejaVu Serif'"}

def _esc(t): return H.escape(str(t)).replace('\n', '<br>')

def html_el(e, rep, w):
    f = HFONTS[e.get('font') or rep.font] if e['t'] in ('T', 'Row', 'Tab') else None
    sz = (e.get('sz') or rep.size)
    if e['t'] == 'T':
        st = f"font-family:{f};font-size:{sz}pt;text-align:{ {'L':'left','C':'center','R':'right'}[e['al']] };"
        if e['b']: st += 'font-weight:bold;'
        if e['i']: st += 'font-style:italic;'
        if e['color']: st += f"color:{e['color']};"
        return f'<div class="t" style="{st}">{_esc(e["text"])}</div>'
    if e['t'] == 'Row':
        k = 1.0
        st = f"font-family:{f};font-size:{sz}pt;" + ('font-weight:bold;' if e['b'] else '') + \
             ('background:#e8e8e8;' if e['fill'] else '')
        tds = ''.join(f'<td style="width:{c[1]*k:.1f}mm;text-align:{ {"L":"left","C":"center","R":"right"}[c[2] if len(c)>2 else "L"] };'
                      + ('border:0.6pt solid #333;' if e['border'] else '') + f'">{_esc(c[0])}</td>' for c in e['cells'])
        return f'<table class="row" style="{st}"><tr>{tds}</tr></table>'
    if e['t'] == 'Tab':
        k = 1.0
        st = f"font-family:{f};font-size:{sz}pt;"
        out = [f'<table class="tab{" bd" if e["border"] else ""}" style="{st}">']
        for ri, row in enumerate(e['rows']):
            tag = 'th' if (e['header'] and ri == 0) else 'td'
            out.append('<tr>' + ''.join(f'<{tag} style="width:{e["w"][ci]*k:.1f}mm;text-align:{ {"L":"left","C":"center","R":"right"}[e["al"][ci]] }">{_esc(c)}</{tag}>'
                                        for ci, c in enumerate(row)) + '</tr>')
        out.append('</table>')
        return ''.join(out)
    if e['t'] == 'Cols':
        cw = (w - e['gap']) / 2
        l = ''.join(html_el(x, rep, cw) for x in e['l']); r = ''.join(html_el(x, rep, cw) for x in e['r'])
        return (f'<div class="cols"><div style="width:{cw:.1f}mm">{l}</div>'
                f'<div style="width:{cw:.1f}mm;margin-left:{e["gap"]}mm">{r}</div></div>')
    if e['t'] == 'HR': return f'<div style="border-top:{e["th"]}mm solid #222;margin:1.2mm 0"></div>'
    if e['t'] == 'SP': return f'<div style="height:{e["mm"]}mm"></div>'

CSS = """@page{size:A4;margin:0} body{margin:0}
.page{width:210mm;padding:12mm 15mm 10mm 15mm;box-sizing:border-box;break-after:page;line-height:1.22}
.page:last-child{break-after:auto}
.t{white-space:pre-wrap} table{border-collapse:collapse;table-layout:fixed;margin:0}
td,th{padding:0.3mm 1mm;white-space:pre-wrap;vertical-align:top}
.row td{padding:0.2mm 0.8mm}
.tab.bd td,.tab.bd th{border:0.6pt solid #333} .tab th{background:#eee}
.cols{display:flex;align-items:flex-start}"""

def to_html(rep):
    pages = ''.join('<div class="page">' + ''.join(html_el(e, rep, CONTENT_W) for e in pg) + '</div>' for pg in rep.pages)
    return f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{rep.id}</title><style>{CSS}</style></head><body>{pages}</body></html>'

# ---------- fpdf2 ----------
FD = '/usr/share/fonts/truetype/dejavu/'
PF = {'sans': 'dv', 'dsans': 'dv', 'serif': 'dvs', 'dserif': 'dvs', 'mono': 'dvm', 'cond': 'dvc'}

def to_fpdf(rep, out):
    from fpdf import FPDF
    pdf = FPDF('P', 'mm', 'A4'); pdf.set_auto_page_break(False)
    for fam, base in [('dv', 'DejaVuSans'), ('dvs', 'DejaVuSerif'), ('dvm', 'DejaVuSansMono'), ('dvc', 'DejaVuSansCondensed')]:
        pdf.add_font(fam, '', FD + base + '.ttf'); pdf.add_font(fam, 'B', FD + base + '-Bold.ttf')
        ob = 'Italic' if fam == 'dvs' else 'Oblique'
        pdf.add_font(fam, 'I', FD + base + '-' + ob + '.ttf')
    LM, W, BOTTOM = 13.0, 184.0, 287.0
    scale = 0.92  # own geometry: DejaVu is wider, slightly smaller type

    def setf(e, bold=False):
        fam = PF[e.get('font') or rep.font]
        st = ('B' if (e.get('b') or bold) else '') + ('I' if e.get('i') else '')
        if st == 'BI': st = 'B'
        pdf.set_font(fam, st, (e.get('sz') or rep.size) * scale)
        return (e.get('sz') or rep.size) * scale * 0.3528 * 1.25

    def lines(w, lh, txt):
        return max(1, len(pdf.multi_cell(w, lh, txt, dry_run=True, output='LINES')))

    def draw(e, x, w):
        if e['t'] == 'T':
            lh = setf(e)
            if e.get('color'): pdf.set_text_color(90, 90, 90)
            pdf.set_xy(x, pdf.get_y()); pdf.multi_cell(w, lh, e['text'], align={'L': 'L', 'C': 'C', 'R': 'R'}[e['al']],
                                                       new_x='LMARGIN', new_y='NEXT')
            pdf.set_text_color(0, 0, 0)
        elif e['t'] in ('Row', 'Tab'):
            if e['t'] == 'Row':
                rows = [[c[0] for c in e['cells']]]; ws = [c[1] for c in e['cells']]
                als = [c[2] if len(c) > 2 else 'L' for c in e['cells']]; bd = e['border']; hdr = False
            else:
                rows = e['rows']; ws = e['w']; als = e['al']; bd = e['border']; hdr = e['header']
            k = W / CONTENT_W; ws = [c * k for c in ws]
            for ri, row in enumerate(rows):
                lh = setf(e, bold=(hdr and ri == 0)); y0 = pdf.get_y()
                pad = 0.8
                n = max(lines(ws[i] - 2 * pad, lh, str(row[i])) for i in range(len(row)))
                h = n * lh + (0.8 if bd else 0.2)
                if (hdr and ri == 0) or (e['t'] == 'Row' and e['fill']):
                    pdf.set_fill_color(232, 232, 232); pdf.rect(x, y0, sum(ws), h, 'F')
                cx = x
                for i, c in enumerate(row):
                    pdf.set_xy(cx + pad, y0 + (0.4 if bd else 0.1))
                    pdf.multi_cell(ws[i] - 2 * pad, lh, str(c), align=als[i])
                    if bd: pdf.rect(cx, y0, ws[i], h)
                    cx += ws[i]
                pdf.set_xy(x, y0 + h)
        elif e['t'] == 'Cols':
            cw = (w - e['gap']) / 2; y0 = pdf.get_y()
            for el in e['l']: draw(el, x, cw)
            y1 = pdf.get_y(); pdf.set_y(y0)
            for el in e['r']: draw(el, x + cw + e['gap'], cw)
            pdf.set_y(max(y1, pdf.get_y()))
        elif e['t'] == 'HR':
            y = pdf.get_y() + 1.0; pdf.set_line_width(e['th']); pdf.line(x, y, x + w, y); pdf.set_line_width(0.2)
            pdf.set_y(y + 1.2)
        elif e['t'] == 'SP':
            pdf.set_y(pdf.get_y() + e['mm'] * 0.9)
        if pdf.get_y() > BOTTOM:
            raise SystemExit(f'{rep.id}: fpdf overflow on page {pdf.page_no()}')
    for pg in rep.pages:
        pdf.add_page(); pdf.set_margins(LM, 11); pdf.set_y(11)
        for e in pg: draw(e, LM, W)
    pdf.output(out)
