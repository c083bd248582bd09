"""Report model + renderers (Chromium HTML and fpdf2). One model -> HTML, fpdf PDF and gold JSON."""
import html, json, re, os

# ---------------------------------------------------------------- LOINC table
# key: (analyte, loinc, alternatives)
L = {
 'rbc': ('Erythrocytes', '789-8', ['26453-1']),
 'hgb': ('Hemoglobin', '718-7', []),
 'hct': ('Hematocrit', '4544-3', ['20570-8']),
 'mcv': ('MCV', '787-2', []),
 'mch': ('MCH', '785-6', []),
 'mchc': ('MCHC', '786-4', []),
 'rdw': ('RDW', '788-0', ['30385-9']),
 'wbc': ('Leukocytes', '6690-2', ['26464-8']),
 'band_p': ('Band neutrophils %', '764-1', []),
 'band_a': ('Band neutrophils #', '763-3', []),
 'seg_p': ('Segmented neutrophils %', '769-0', ['770-8']),
 'seg_a': ('Segmented neutrophils #', '768-2', ['751-8']),
 'neu_p': ('Neutrophils %', '770-8', []),
 'neu_a': ('Neutrophils #', '751-8', []),
 'lym_p': ('Lymphocytes %', '736-9', []),
 'lym_a': ('Lymphocytes #', '731-0', []),
 'mon_p': ('Monocytes %', '5905-5', []),
 'mon_a': ('Monocytes #', '742-7', []),
 'eos_p': ('Eosinophils %', '713-8', []),
 'eos_a': ('Eosinophils #', '711-2', []),
 'bas_p': ('Basophils %', '706-2', []),
 'bas_a': ('Basophils #', '704-7', []),
 'plt': ('Platelets', '777-3', ['26515-7']),
 'mpv': ('MPV', '32623-1', []),
 'glu': ('Glucose', '2345-7', ['1558-6']),
 'glu_f': ('Glucose fasting', '1558-6', ['2345-7']),
 'glu_mol': ('Glucose (molar)', '14749-6', []),
 'hba1c': ('Hemoglobin A1c', '4548-4', ['17856-6']),
 'hba1c_ifcc': ('Hemoglobin A1c (IFCC)', '59261-8', []),
 'eag': ('Estimated average glucose', '27353-2', []),
 'chol': ('Cholesterol', '2093-3', []),
 'chol_mol': ('Cholesterol (molar)', '14647-2', []),
 'hdl': ('HDL cholesterol', '2085-9', []),
 'hdl_mol': ('HDL cholesterol (molar)', '14646-4', []),
 'ldl': ('LDL cholesterol', '13457-7', ['18262-6', '2089-1']),
 'ldl_mol': ('LDL cholesterol (molar)', '22748-8', []),
 'vldl': ('VLDL cholesterol', '13458-5', ['2091-7']),
 'nonhdl': ('Non-HDL cholesterol', '43396-1', []),
 'tg': ('Triglycerides', '2571-8', []),
 'tg_mol': ('Triglycerides (molar)', '14927-8', []),
 'urea': ('Urea', '3091-6', []),
 'urea_mol': ('Urea (molar)', '22664-7', []),
 'bun': ('Urea nitrogen', '3094-0', []),
 'creat': ('Creatinine', '2160-0', []),
 'creat_mol': ('Creatinine (molar)', '14682-9', []),
 'egfr': ('eGFR', '98979-8', ['62238-1', '33914-3']),
 'urate': ('Uric acid', '3084-1', []),
 'urate_mol': ('Uric acid (molar)', '14933-6', []),
 'ast': ('AST', '1920-8', []),
 'alt': ('ALT', '1742-6', []),
 'ggt': ('GGT', '2324-2', []),
 'alp': ('Alkaline phosphatase', '6768-6', []),
 'bili_t': ('Bilirubin total', '1975-2', []),
 'bili_d': ('Bilirubin direct', '1968-7', []),
 'bili_i': ('Bilirubin indirect', '1971-1', []),
 'bili_t_mol': ('Bilirubin total (molar)', '14631-6', []),
 'bili_d_mol': ('Bilirubin direct (molar)', '14629-0', []),
 'prot': ('Total protein', '2885-2', []),
 'alb': ('Albumin', '1751-7', []),
 'glob': ('Globulin', '10834-0', []),
 'na': ('Sodium', '2951-2', []),
 'k': ('Potassium', '2823-3', []),
 'cl': ('Chloride', '2075-0', []),
 'ca': ('Calcium', '17861-6', []),
 'ca_mol': ('Calcium (molar)', '2000-8', []),
 'mg': ('Magnesium', '19123-9', []),
 'mg_mol': ('Magnesium (molar)', '2601-3', []),
 'phos': ('Phosphate', '2777-1', []),
 'phos_mol': ('Phosphate (molar)', '14879-1', []),
 'ck': ('Creatine kinase', '2157-6', []),
 'ldh': ('LDH', '2532-0', []),
 'amy': ('Amylase', '1798-8', []),
 'lip': ('Lipase', '3040-3', []),
 'crp': ('C-reactive protein', '1988-5', []),
 'hscrp': ('hs-CRP', '30522-7', ['1988-5']),
 'tsh': ('TSH', '3016-3', []),
 'ft4': ('Free T4', '3024-7', []),
 'ft4_mol': ('Free T4 (molar)', '14920-3', []),
 'ft3': ('Free T3', '3051-0', []),
 't3': ('Total T3', '3053-6', []),
 'tpo': ('Anti-TPO', '8099-4', []),
 'atg': ('Anti-thyroglobulin', '8098-6', []),
 'iron': ('Iron', '2498-4', []),
 'iron_mol': ('Iron (molar)', '14798-3', []),
 'tibc': ('TIBC', '2500-7', []),
 'tsat': ('Transferrin saturation', '2502-3', []),
 'transf': ('Transferrin', '3034-6', []),
 'ferritin': ('Ferritin', '2276-4', []),
 'b12': ('Vitamin B12', '2132-9', []),
 'b12_mol': ('Vitamin B12 (molar)', '14685-2', []),
 'folate': ('Folate', '2284-8', []),
 'vitd': ('25-OH vitamin D', '62292-8', ['1989-3']),
 'psa': ('PSA total', '2857-1', []),
 'fpsa': ('PSA free', '10886-0', []),
 'hcg': ('hCG beta', '19080-1', ['21198-7']),
 'hiv': ('HIV 1+2 Ab + p24 Ag', '56888-1', ['7917-8']),
 'hbsag': ('HBsAg', '5196-1', ['5195-3']),
 'antihbs': ('Anti-HBs', '16935-9', []),
 'antihbc': ('Anti-HBc total', '13952-7', []),
 'hcv': ('Anti-HCV', '13955-0', []),
 'vdrl': ('VDRL', '5292-8', []),
 'vdrl_tit': ('VDRL titer', '50690-7', []),
 'trep': ('Treponemal Ab', '24110-9', ['22587-0']),
 'rubella_g': ('Rubella IgG', '8014-3', ['5334-8']),
 'abo': ('ABO group', '883-9', []),
 'rh': ('Rh type', '10331-7', []),
 'u_color': ('Urine color', '5778-6', []),
 'u_clarity': ('Urine appearance', '5767-9', []),
 'u_sg': ('Urine specific gravity', '5811-5', []),
 'u_ph': ('Urine pH', '5803-2', []),
 'u_prot': ('Urine protein', '20454-5', []),
 'u_glu': ('Urine glucose', '25428-4', []),
 'u_ket': ('Urine ketones', '2514-8', []),
 'u_hb': ('Urine hemoglobin', '5794-3', []),
 'u_bili': ('Urine bilirubin', '5770-3', []),
 'u_ubg': ('Urine urobilinogen', '5818-0', ['13658-0', '20405-7']),
 'u_nit': ('Urine nitrite', '5802-4', []),
 'u_le': ('Urine leukocyte esterase', '5799-2', []),
 'u_wbc': ('Urine leukocytes', '30405-5', ['5821-4']),
 'u_rbc': ('Urine erythrocytes', '30391-7', ['13945-1']),
 'u_epi': ('Urine epithelial cells', '5787-7', ['11277-1']),
 'u_bact': ('Urine bacteria', '25145-4', []),
 'u_mucus': ('Urine mucus', '8247-9', []),
 'u_cryst': ('Urine crystals', '5782-8', []),
 'u_casts': ('Urine casts', '5796-8', []),
 'u_acr': ('Urine albumin/creatinine', '14959-1', ['9318-7']),
}

def luhn_ok(code):
    body, d = code.split('-')
    digs = body[::-1]
    odd = ''.join(digs[0::2])[::-1]; even = ''.join(digs[1::2])[::-1]
    t = even + (str(int(odd) * 2) if odd else '')
    return (10 - sum(int(c) for c in t) % 10) % 10 == int(d)

WORD_CMP = [('inferior a ', '<'), ('superior a ', '>'), ('menor que ', '<'), ('maior que ', '>'),
            ('até ', '<='), ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]

def parse_value(vt, dec=','):
    s = vt.strip(); comp = ''
    for pre, c in WORD_CMP:
        if s.lower().startswith(pre):
            comp = c; s = s[len(pre):].strip(); break
    if dec == ',':
        if not re.fullmatch(r'\d{1,3}(\.\d{3})*(,\d+)?|\d+(,\d+)?', s): return None, ''
        n = s.replace('.', '').replace(',', '.')
    else:
        if not re.fullmatch(r'\d+(\.\d+)?', s): return None, ''
        n = s
    v = float(n)
    if '.' not in n: v = int(n)
    return v, comp

class R:
    """One printed patient result."""
    def __init__(self, key, name, vt, unit='', flag='', date=None, loinc=None):
        self.key, self.name, self.vt, self.unit, self.flag, self.date = key, name, vt, unit, flag, date
        self.loinc = loinc

class Cell:
    def __init__(self, r, kind): self.r, self.kind = r, kind
def V(r): return Cell(r, 'v')      # value + flag
def VU(r): return Cell(r, 'vu')    # value unit + flag
def VO(r): return Cell(r, 'vo')    # value only, no flag
def F(r): return Cell(r, 'f')      # flag only
def U(r): return Cell(r, 'u')      # unit only

def cell_text(c, st):
    if isinstance(c, str): return c
    r = c.r
    fl = st['flags'].get(r.flag, '') if r.flag else ''
    fl_s = (st.get('flag_sep', ' ') + fl) if fl else ''
    if c.kind == 'v': return r.vt + fl_s
    if c.kind == 'vo': return r.vt
    if c.kind == 'vu': return r.vt + (' ' + r.unit if r.unit else '') + fl_s
    if c.kind == 'f': return fl
    if c.kind == 'u': return r.unit
    raise ValueError

def results_in(blocks):
    out = []
    for b in blocks:
        t = b['t']
        if t == 'cols':
            out += results_in(b['left']); out += results_in(b['right'])
        elif t == 'table':
            for row in b['rows']:
                if isinstance(row, dict): continue
                for c in row:
                    if isinstance(c, Cell) and c.kind in ('v', 'vu', 'vo'): out.append(c.r)
        elif t in ('line', 'pre'):
            for ln in b['lines']:
                for c in ln:
                    if isinstance(c, Cell) and c.kind in ('v', 'vu', 'vo'): out.append(c.r)
    return out

def gold(rep):
    res = []
    for p in rep['pages']:
        for r in results_in(p):
            a, code, alts = L[r.key]
            v, comp = parse_value(r.vt, rep.get('dec', ','))
            if r.loinc and r.loinc != code:
                alts = [code] + [x for x in alts if x != r.loinc]
            res.append({'printed_name': ' '.join(r.name.split()), 'analyte': a, 'loinc': r.loinc or code,
                        'loinc_alternatives': list(alts), 'value': v, 'value_text': r.vt, 'comparator': comp,
                        'unit': r.unit, 'collected_at': r.date or rep['collected']})
    return {'lab': rep['lab']['name'], 'collected_at_default': rep['collected'],
            'decimal_separator': rep.get('dec', ','), 'results': res}

# ---------------------------------------------------------------- HTML
FONTS_CSS = {'sans': "'Liberation Sans', 'DejaVu Sans', sans-serif", 'serif': "'Liberation Serif', 'DejaVu Serif', serif",
             'mono': "'Liberation Mono', 'DejaVu Sans Mono', monospace", 'dsans': "'DejaVu Sans', sans-serif",
             'cond': "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif", 'dserif': "'DejaVu Serif', serif",
             'dmono': "'DejaVu Sans Mono', monospace"}
E = lambda s: html.escape(s).replace('\n', '<br>')

def h_block(b, st):
    t = b['t']; cls = b.get('cls', '')
    if t == 'title':
        return f'<div class="title {cls}">{E(b["text"])}</div>'
    if t == 'line':
        out = ''
        for ln in b['lines']:
            out += f'<div class="ln {cls}">' + ''.join(E(cell_text(c, st)) if isinstance(c, str) else f'<b class="val">{E(cell_text(c, st))}</b>' if b.get('boldval', True) else E(cell_text(c, st)) for c in ln) + '</div>'
        return out
    if t == 'pre':
        return f'<div class="pre {cls}">' + '\n'.join(''.join(E(cell_text(c, st)) for c in ln) for ln in b['lines']) + '</div>'
    if t == 'kv':
        out = f'<table class="kv {cls}">'
        for row in b['rows']:
            out += '<tr>' + ''.join(f'<td><span class="k">{E(k)}</span> {E(v)}</td>' for k, v in row) + '</tr>'
        return out + '</table>'
    if t == 'table':
        cols = b['cols']
        out = f'<table class="res {cls}"><colgroup>' + ''.join(f'<col style="width:{w*100:.1f}%">' for _, w, _ in cols) + '</colgroup>'
        if b.get('header', True):
            out += '<tr class="th">' + ''.join(f'<td style="text-align:{al}">{E(h)}</td>' for h, _, al in cols) + '</tr>'
        for row in b['rows']:
            if isinstance(row, dict):
                out += f'<tr class="sub"><td colspan="{len(cols)}">{E(row["sub"])}</td></tr>'; continue
            tds = []
            for c, (_, _, al) in zip(row, cols):
                txt = E(cell_text(c, st)); k = 'val' if isinstance(c, Cell) and c.kind in ('v', 'vu', 'vo') else ''
                tds.append(f'<td class="{k}" style="text-align:{al}">{txt}</td>')
            out += '<tr>' + ''.join(tds) + '</tr>'
        return out + '</table>'
    if t == 'cols':
        return ('<div class="cols"><div class="col">' + ''.join(h_block(x, st) for x in b['left']) + '</div><div class="col">' +
                ''.join(h_block(x, st) for x in b['right']) + '</div></div>')
    if t == 'hr': return '<div class="hr"></div>'
    if t == 'space': return f'<div style="height:{b["h"]}mm"></div>'
    if t == 'sig':
        return f'<div class="sig" style="text-align:{b.get("align","right")}">' + ''.join(f'<div>{E(x)}</div>' for x in b['lines']) + '</div>'
    raise ValueError(t)

def to_html(rep):
    st = rep['style']; lab = rep['lab']
    fam = FONTS_CSS[st['font']]; acc = st['accent']; fs = st['size']
    css = f"""@page {{ size: A4; margin: 0 }} * {{ box-sizing: border-box }}
body {{ margin:0; font-family:{fam}; font-size:{fs}pt; color:#111 }}
.page {{ width:210mm; height:296.5mm; position:relative; overflow:hidden; padding:{st.get('margin',12)}mm {st.get('margin',12)}mm 0 {st.get('margin',12)}mm; page-break-after:always }}
.page:last-child {{ page-break-after:auto }}
.hdr {{ border-bottom:{st.get('hdr_rule','1.5pt solid '+acc)}; padding-bottom:2mm; margin-bottom:2mm; display:flex; align-items:center; gap:4mm }}
.hdr.center {{ flex-direction:column; text-align:center; gap:0.5mm }}
.hdr.banner {{ background:{acc}; color:#fff; padding:3mm; border:0 }}
.logo {{ width:16mm; height:16mm; border-radius:{st.get('logo_radius','50%')}; background:{acc}; color:#fff; font-weight:bold; font-size:14pt; display:flex; align-items:center; justify-content:center; flex:none }}
.banner .logo {{ background:#fff; color:{acc} }}
.labname {{ font-size:{st.get('name_size',15)}pt; font-weight:bold; color:{acc if st.get('header')!='banner' else '#fff'} }}
.hl {{ font-size:{fs-1.5}pt; line-height:1.25 }}
.title {{ font-weight:bold; margin-top:2.5mm; margin-bottom:0.8mm; font-size:{fs+1}pt }}
.title.bar {{ background:{st.get('bar_bg','#e8e8e8')}; padding:0.8mm 1.5mm; }}
.title.rule {{ border-bottom:0.8pt solid {acc}; color:{acc} }}
.title.center {{ text-align:center }}
.ln {{ line-height:1.35 }} .ln.meta {{ font-size:{fs-1.5}pt; color:#333 }} .ln.note {{ font-size:{fs-1.5}pt; font-style:italic; color:#333 }}
.ln.small {{ font-size:{fs-2}pt }} .ln.bold {{ font-weight:bold }}
.pre {{ white-space:pre; font-family:{FONTS_CSS['mono'] if st['font']!='dmono' else FONTS_CSS['dmono']}; font-size:{st.get('pre_size',fs-0.5)}pt; line-height:1.3 }}
table {{ border-collapse:collapse; width:100% }}
.kv td {{ padding:0.3mm 1mm; font-size:{fs-0.5}pt; vertical-align:top }} .k {{ font-weight:bold }}
.kv.box {{ border:0.8pt solid #777; margin-bottom:1mm }}
.res td {{ padding:{st.get('cellpad',0.6)}mm 1mm; vertical-align:top; {st.get('rowline','')} }}
.res td.val {{ white-space:nowrap; font-weight:{st.get('valweight','bold')} }}
.res tr.th td {{ font-weight:bold; font-size:{fs-1}pt; border-bottom:0.8pt solid #444; {st.get('th_css','')} }}
.res tr.sub td {{ font-weight:bold; font-style:italic; padding-top:1.2mm }}
.cols {{ display:flex; gap:5mm }} .col {{ flex:1; min-width:0 }}
.hr {{ border-top:0.6pt solid #888; margin:1.5mm 0 }}
.sig {{ margin-top:3mm; font-size:{fs-1}pt; line-height:1.3 }}
.ftr {{ position:absolute; left:{st.get('margin',12)}mm; right:{st.get('margin',12)}mm; bottom:6mm; font-size:{fs-2}pt; color:#333; border-top:0.6pt solid #999; padding-top:1mm; display:flex; justify-content:space-between }}
.overflow {{ color:red; font-size:20pt }}
"""
    pages = rep['pages']; n = len(pages); out = []
    for i, blocks in enumerate(pages, 1):
        hd = st.get('header', 'left')
        hl = ''.join(f'<div class="hl">{E(x)}</div>' for x in lab['lines'])
        logo = f'<div class="logo">{E(lab["logo"])}</div>' if hd != 'center' else ''
        top = f'<div class="hdr {hd}">{logo}<div><div class="labname">{E(lab["name"])}</div>{hl}</div></div>'
        body = ''.join(h_block(b, st) for b in rep['page_top'](i, n) + blocks)
        fl, fr = rep['footer'](i, n)
        out.append(f'<div class="page"><div class="content">{top}{body}</div><div class="ftr"><div>{E(fl)}</div><div>{E(fr)}</div></div></div>')
    js = """<script>window.addEventListener('load',()=>{document.querySelectorAll('.page').forEach(p=>{const c=p.querySelector('.content'),f=p.querySelector('.ftr');
if(c.offsetTop+c.scrollHeight>f.offsetTop-2||c.scrollWidth>c.clientWidth+1){const d=document.createElement('div');d.className='overflow';d.textContent='OVERFLOW';p.appendChild(d);}});});</script>"""
    return f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{E(rep["id"])}</title><style>{css}</style></head><body>{"".join(out)}{js}</body></html>'

# ---------------------------------------------------------------- fpdf2
FONTDIR = '/usr/share/fonts/truetype/'
FPDF_FONTS = {
 'sans': ('LiberationSans', 'liberation2/LiberationSans-Regular.ttf', 'liberation2/LiberationSans-Bold.ttf', 'liberation2/LiberationSans-Italic.ttf'),
 'serif': ('LiberationSerif', 'liberation2/LiberationSerif-Regular.ttf', 'liberation2/LiberationSerif-Bold.ttf', 'liberation2/LiberationSerif-Italic.ttf'),
 'mono': ('LiberationMono', 'liberation2/LiberationMono-Regular.ttf', 'liberation2/LiberationMono-Bold.ttf', 'liberation2/LiberationMono-Italic.ttf'),
 'dsans': ('DejaVuSans', 'dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Bold.ttf', 'dejavu/DejaVuSans-Oblique.ttf'),
 'cond': ('DejaVuCond', 'dejavu/DejaVuSansCondensed.ttf', 'dejavu/DejaVuSansCondensed-Bold.ttf', 'dejavu/DejaVuSansCondensed-Oblique.ttf'),
 'dserif': ('DejaVuSerif', 'dejavu/DejaVuSerif.ttf', 'dejavu/DejaVuSerif-Bold.ttf', 'dejavu/DejaVuSerif-Italic.ttf'),
 'dmono': ('DejaVuMono', 'dejavu/DejaVuSansMono.ttf', 'dejavu/DejaVuSansMono-Bold.ttf', 'dejavu/DejaVuSansMono-Oblique.ttf'),
}

def hexrgb(h): h = h.lstrip('#'); return tuple(int(h[i:i+2], 16) for i in (0, 2, 4))

class Overflow(Exception): pass

class FR:
    PT = 0.3528
    def __init__(self, rep):
        from fpdf import FPDF
        self.rep = rep; self.st = st = rep['style']
        pdf = FPDF(format='A4', unit='mm'); pdf.set_auto_page_break(False); pdf.set_margins(0, 0, 0)
        for k, (nm, r, b, i) in FPDF_FONTS.items():
            pdf.add_font(nm, '', FONTDIR + r); pdf.add_font(nm, 'B', FONTDIR + b); pdf.add_font(nm, 'I', FONTDIR + i)
        pdf.set_fallback_fonts(['DejaVuSans'])
        self.pdf = pdf
        self.fam = FPDF_FONTS[st['font']][0]
        self.mono = FPDF_FONTS['dmono' if st['font'] == 'dmono' else 'mono'][0]
        self.fs = st['size'] * st.get('fpdf_scale', 0.97)
        self.m = st.get('margin', 12) + st.get('fpdf_dm', 1.0)
        self.acc = hexrgb(st['accent'])
        self.limit = 297 - 14

    def font(self, style='', size=None, fam=None):
        self.pdf.set_font(fam or self.fam, style, size or self.fs)

    def text(self, x, y, s, style='', size=None, fam=None, align='L', w=None, color=(17, 17, 17)):
        self.font(style, size, fam); self.pdf.set_text_color(*color)
        size = size or self.fs
        if w is not None:
            while self.pdf.get_string_width(s) > w - 0.6 and size > 4.5:
                size -= 0.25; self.font(style, size, fam)
        sw = self.pdf.get_string_width(s)
        if align == 'R' and w is not None: x = x + w - sw - 1.8
        elif align == 'C' and w is not None: x = x + (w - sw) / 2
        self.pdf.text(x, y + size * self.PT * 0.8, s)

    def lh(self, size=None, k=1.32): return (size or self.fs) * self.PT * k

    def check(self, y):
        if y > self.limit: raise Overflow(f"{self.rep['id']} fpdf overflow y={y:.1f}")

    def block(self, b, x, w, y):
        t = b['t']; st = self.st; cls = b.get('cls', ''); fs = self.fs
        if t == 'title':
            y += 2.2; size = fs + 1
            if 'bar' in cls:
                self.pdf.set_fill_color(*hexrgb(st.get('bar_bg', '#e8e8e8'))); self.pdf.rect(x, y - 0.5, w, self.lh(size) + 0.6, 'F')
            for ln in b['text'].split('\n'):
                self.text(x + (1.2 if 'bar' in cls else 0), y, ln, 'B', size, align='C' if 'center' in cls else 'L', w=w,
                          color=self.acc if 'rule' in cls else (17, 17, 17))
                y += self.lh(size)
            if 'rule' in cls:
                self.pdf.set_draw_color(*self.acc); self.pdf.set_line_width(0.25); self.pdf.line(x, y, x + w, y)
            return y + 0.8
        if t == 'line':
            size = fs - (1.5 if cls in ('meta', 'note') else 2 if cls == 'small' else 0)
            style = 'I' if cls == 'note' else 'B' if cls == 'bold' else ''
            for ln in b['lines']:
                cx = x
                if all(isinstance(c, str) for c in ln):
                    self.font(style, size); words = ''.join(ln).split(' '); cur = ''
                    for wd in words:
                        if cur and self.pdf.get_string_width(cur + ' ' + wd) > w - 1:
                            self.text(x, y, cur, style, size); y += self.lh(size); cur = wd
                        else: cur = (cur + ' ' + wd) if cur else wd
                    self.text(x, y, cur, style, size); y += self.lh(size); continue
                for c in ln:
                    s = cell_text(c, st)
                    stl = 'B' if (not isinstance(c, str) and b.get('boldval', True)) else style
                    self.font(stl, size); sw = self.pdf.get_string_width(s)
                    self.text(cx, y, s, stl, size); cx += sw
                if cx > x + w + 1: raise Overflow(f"{self.rep['id']} line too wide: {ln}")
                y += self.lh(size)
            return y
        if t == 'pre':
            size = st.get('pre_size', fs - 0.5) * st.get('fpdf_scale', 0.97)
            for ln in b['lines']:
                s = ''.join(cell_text(c, st) for c in ln)
                self.font('', size, self.mono)
                if self.pdf.get_string_width(s) > w + 1: raise Overflow(f"{self.rep['id']} pre too wide: {s}")
                self.text(x, y, s, '', size, self.mono); y += self.lh(size, 1.28)
            return y
        if t == 'kv':
            size = fs - 0.5
            if 'box' in cls: y0 = y; y += 0.6
            for row in b['rows']:
                cw = w / len(row)
                for j, (k, v) in enumerate(row):
                    self.font('B', size); kw = self.pdf.get_string_width(k + ' ')
                    self.text(x + 1 + j * cw, y, k, 'B', size)
                    self.text(x + 1 + j * cw + kw, y, v, '', size, w=cw - kw - 1)
                y += self.lh(size, 1.4)
            if 'box' in cls:
                self.pdf.set_draw_color(110, 110, 110); self.pdf.set_line_width(0.25); self.pdf.rect(x, y0, w, y - y0 + 0.4); y += 1.4
            return y
        if t == 'table':
            cols = b['cols']; xs = [x]
            for _, cw, _ in cols: xs.append(xs[-1] + cw * w)
            al = {'left': 'L', 'right': 'R', 'center': 'C'}
            pad = st.get('cellpad', 0.6)
            if b.get('header', True):
                size = fs - 1; hl = max(len(h.split('\n')) for h, _, _ in cols)
                for j, (h, cw, a) in enumerate(cols):
                    for k, hh in enumerate(h.split('\n')):
                        self.text(xs[j] + 0.8, y + pad + k * self.lh(size), hh, 'B', size, align=al[a], w=cw * w - 1)
                y += hl * self.lh(size) + 2 * pad
                self.pdf.set_draw_color(60, 60, 60); self.pdf.set_line_width(0.28); self.pdf.line(x, y, x + w, y)
            for row in b['rows']:
                if isinstance(row, dict):
                    y += 0.8; self.text(x + 0.8, y + pad, row['sub'], 'B', fs); y += self.lh() + 2 * pad; continue
                nl = max(len(cell_text(c, st).split('\n')) for c in row)
                for j, (c, (_, cw, a)) in enumerate(zip(row, cols)):
                    isv = isinstance(c, Cell) and c.kind in ('v', 'vu', 'vo')
                    for k, s in enumerate(cell_text(c, st).split('\n')):
                        self.text(xs[j] + 0.8, y + pad + k * self.lh(), s, 'B' if isv and st.get('valweight', 'bold') == 'bold' else '', fs, align=al[a], w=cw * w - 1)
                y += nl * self.lh() + 2 * pad
                if st.get('rowline'):
                    self.pdf.set_draw_color(200, 200, 200); self.pdf.set_line_width(0.15); self.pdf.line(x, y, x + w, y)
            return y
        if t == 'cols':
            gap = 5; cw = (w - gap) / 2
            y1 = y
            for bb in b['left']: y1 = self.block(bb, x, cw, y1)
            y2 = y
            for bb in b['right']: y2 = self.block(bb, x + cw + gap, cw, y2)
            return max(y1, y2)
        if t == 'hr':
            y += 1.5; self.pdf.set_draw_color(136, 136, 136); self.pdf.set_line_width(0.2); self.pdf.line(x, y, x + w, y); return y + 1.5
        if t == 'space': return y + b['h']
        if t == 'sig':
            y += 3; size = fs - 1
            for ln in b['lines']:
                a = b.get('align', 'right'); self.text(x, y, ln, '', size, align={'right': 'R', 'center': 'C', 'left': 'L'}[a], w=w); y += self.lh(size)
            return y
        raise ValueError(t)

    def header(self, y):
        st = self.st; lab = self.rep['lab']; x = self.m; w = 210 - 2 * self.m; hd = st.get('header', 'left')
        ns = st.get('name_size', 15) * 0.97; hs = self.fs - 1.5
        nlines = len(lab['lines']); hh = self.lh(ns) + nlines * self.lh(hs, 1.25)
        if hd == 'banner':
            self.pdf.set_fill_color(*self.acc); self.pdf.rect(x, y, w, max(hh, 16) + 6, 'F')
        tx = x
        if hd != 'center':
            lx, ly = x + (3 if hd == 'banner' else 0), y + (3 if hd == 'banner' else 0) + max(0, (hh - 16) / 2)
            if hd == 'banner': self.pdf.set_fill_color(255, 255, 255)
            else: self.pdf.set_fill_color(*self.acc)
            if st.get('logo_radius', '50%') == '50%': self.pdf.ellipse(lx, ly, 16, 16, 'F')
            else: self.pdf.rect(lx, ly, 16, 16, 'F')
            self.text(lx, ly + 4.5, lab['logo'], 'B', 13, align='C', w=16, color=self.acc if hd == 'banner' else (255, 255, 255))
            tx = lx + 20
        col = (255, 255, 255) if hd == 'banner' else self.acc
        yy = y + (3 if hd == 'banner' else 0)
        self.text(tx, yy, lab['name'], 'B', ns, align='C' if hd == 'center' else 'L', w=w if hd == 'center' else w - (tx - x), color=col)
        yy += self.lh(ns)
        for ln in lab['lines']:
            self.text(tx, yy, ln, '', hs, align='C' if hd == 'center' else 'L', w=w if hd == 'center' else w - (tx - x), color=(255, 255, 255) if hd == 'banner' else (17, 17, 17))
            yy += self.lh(hs, 1.25)
        if hd == 'banner': yy = y + max(hh, 16) + 6
        else: yy = max(yy, y + 16) + 1.5
        if hd != 'banner':
            self.pdf.set_draw_color(*self.acc); self.pdf.set_line_width(0.5); self.pdf.line(x, yy, x + w, yy)
        return yy + 2

    def render(self, out):
        rep = self.rep; n = len(rep['pages'])
        for i, blocks in enumerate(rep['pages'], 1):
            self.pdf.add_page()
            y = self.header(self.m)
            x = self.m; w = 210 - 2 * self.m
            for b in rep['page_top'](i, n) + blocks:
                y = self.block(b, x, w, y); self.check(y)
            fl, fr = rep['footer'](i, n)
            self.pdf.set_draw_color(150, 150, 150); self.pdf.set_line_width(0.2); self.pdf.line(x, 297 - 12, x + w, 297 - 12)
            self.text(x, 297 - 11, fl, '', self.fs - 2); self.text(x, 297 - 11, fr, '', self.fs - 2, align='R', w=w)
        self.pdf.output(out)
