"""Data model shared by the HTML renderer, the fpdf2 renderer and the gold writer.

A report is a list of pages; a page is a list of layout elements (plain dicts).
Results are created through Report.res(), which records reading order, page and
collection date, so the gold is always derived from exactly what is printed.
"""
import re

MM_PER_PT = 0.3528

FONTS = {
    # key: (css family, fpdf family, regular, bold, italic, bold-italic)
    'sans': ('DejaVu Sans', 'DVS', 'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf', 'DejaVuSans-BoldOblique.ttf'),
    'cond': ('DejaVu Sans Condensed', 'DVSC', 'DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf', 'DejaVuSansCondensed-Oblique.ttf', 'DejaVuSansCondensed-BoldOblique.ttf'),
    'serif': ('DejaVu Serif', 'DVSE', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSerif-Italic.ttf', 'DejaVuSerif-BoldItalic.ttf'),
    'serifc': ('DejaVu Serif Condensed', 'DVSEC', 'DejaVuSerifCondensed.ttf', 'DejaVuSerifCondensed-Bold.ttf', 'DejaVuSerifCondensed-Italic.ttf', 'DejaVuSerifCondensed-BoldItalic.ttf'),
    'mono': ('DejaVu Sans Mono', 'DVM', 'DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf', 'DejaVuSansMono-Oblique.ttf', 'DejaVuSansMono-BoldOblique.ttf'),
}
FONT_DIR = '/usr/share/fonts/truetype/dejavu/'

NUM_RE = re.compile(r'^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$')
COMP_WORDS = [('inferior a ', '<'), ('superior a ', '>'), ('≤', '<='), ('≥', '>='), ('<=', '<='), ('>=', '>='), ('<', '<'), ('>', '>')]


def parse_value(vt):
    """Brazilian number parsing: returns (value, comparator); value None when qualitative."""
    s = vt.strip()
    comp = ''
    low = s.lower()
    for w, c in COMP_WORDS:
        if low.startswith(w):
            comp = c
            s = s[len(w):].strip()
            break
    m = NUM_RE.match(s)
    if not m:
        return None, ''
    ip = m.group(1).replace('.', '')
    v = float(ip + ('.' + m.group(2) if m.group(2) else ''))
    if v == int(v) and not m.group(2):
        v = int(v)
    return v, comp


def loinc_ok(code):
    m = re.match(r'^(\d+)-(\d)$', code)
    if not m:
        return False
    digits = m.group(1)
    odd = digits[::-1][0::2][::-1]   # positions 1,3,5.. from the right
    even = digits[::-1][1::2][::-1]
    num = even + str(int(odd) * 2)
    total = sum(int(c) for c in num)
    return (10 - total % 10) % 10 == int(m.group(2))


class Result:
    def __init__(self, name, vt, unit, loinc, analyte, alts, date, flag, page):
        self.printed_name = name.replace('\n', ' ')
        self.value_text = vt
        self.unit = unit
        self.loinc = loinc
        self.analyte = analyte
        self.alts = list(alts)
        self.date = date
        self.flag = flag
        self.page = page

    def gold(self):
        v, c = parse_value(self.value_text)
        return {'printed_name': self.printed_name, 'analyte': self.analyte, 'loinc': self.loinc,
                'loinc_alternatives': self.alts, 'value': v, 'value_text': self.value_text,
                'comparator': c, 'unit': self.unit, 'collected_at': self.date}

    @property
    def shown(self):
        """value as printed with its flag"""
        return self.value_text + ((' ' + self.flag) if self.flag else '')


def iso(d):  # dd/mm/yyyy -> yyyy-mm-dd
    dd, mm, yy = d.split('/')
    return f'{yy}-{mm}-{dd}'


class Report:
    def __init__(self, rid, lab, city, collected, font='sans', size=9.0, color='#222222',
                 margins=(11, 12, 12, 12), features=''):
        self.id = rid
        self.lab = lab
        self.city = city
        self.collected = collected      # dd/mm/yyyy
        self.font = font
        self.size = size
        self.color = color
        self.margins = margins          # top, right, bottom, left (mm)
        self.features = features
        self.pages = []
        self.results = []
        self.distractors = []

    def page(self):
        self.pages.append({'body': [], 'footer': []})
        return self.pages[-1]

    def add(self, *els):
        self.pages[-1]['body'].extend(els)

    def footer(self, *els):
        self.pages[-1]['footer'].extend(els)

    def res(self, name, vt, unit, key, date=None, flag=''):
        loinc, analyte, alts = CAT[key]
        r = Result(name, vt, unit, loinc, analyte, alts, iso(date or self.collected), flag, len(self.pages))
        self.results.append(r)
        return r

    def gold(self):
        return {'lab': self.lab, 'collected_at_default': iso(self.collected),
                'results': [r.gold() for r in self.results]}


# ---------------------------------------------------------------- elements
def Para(*segs, size=None, align='L', color=None, gap=0.0, lh=1.3, bg=None):
    """one line of text made of segments (text, style) ; style letters b i u, or a #colour"""
    segs = [(s, '') if isinstance(s, str) else s for s in segs]
    return {'t': 'para', 'segs': segs, 'size': size, 'align': align, 'color': color, 'gap': gap, 'lh': lh, 'bg': bg}


def Text(text, size=None, style='', color=None, gap=0.0, lh=1.3, align='L'):
    """wrapping paragraph, one style"""
    return {'t': 'text', 'text': text, 'size': size, 'style': style, 'color': color, 'gap': gap, 'lh': lh, 'align': align}


def Space(h):
    return {'t': 'space', 'h': h}


def Rule(color='#000000', w=0.3, gap=1.0, dash=False):
    return {'t': 'rule', 'color': color, 'w': w, 'gap': gap, 'dash': dash}


def Title(text, size=None, style='band', color='#000000', bg='#dddddd', align='L', gap=1.5, fg=None):
    return {'t': 'title', 'text': text, 'size': size, 'style': style, 'color': color, 'bg': bg,
            'align': align, 'gap': gap, 'fg': fg}


def Header(left, right=(), style='rule', color='#000000', bg=None, logo=None, gap=2.0, logo_fg='#ffffff'):
    """left/right: lists of (text, size, style, colour)"""
    return {'t': 'header', 'left': list(left), 'right': list(right), 'style': style, 'color': color,
            'bg': bg, 'logo': logo, 'gap': gap, 'logo_fg': logo_fg}


def Info(rows, size=None, boxed=False, gap=1.5, color='#000000', widths=None, lh=1.35, bg=None):
    """rows: list of lists of (label, value)"""
    return {'t': 'info', 'rows': rows, 'size': size, 'boxed': boxed, 'gap': gap, 'color': color,
            'widths': widths, 'lh': lh, 'bg': bg}


def Table(cols, rows, size=None, rules='h', head=True, head_bg=None, gap=1.5, pad=0.6, color='#000000',
          lh=1.25, head_style='b', zebra=None):
    """cols: list of (header, width fraction, align); rows: list of lists of cells
    (str or (text, style)) or {'sub': text}"""
    return {'t': 'table', 'cols': cols, 'rows': rows, 'size': size, 'rules': rules, 'head': head,
            'head_bg': head_bg, 'gap': gap, 'pad': pad, 'color': color, 'lh': lh, 'head_style': head_style,
            'zebra': zebra}


def Leaders(rows, namew, valw, size=None, mode='graphic', gap=1.0, lh=1.45, style_val='b', dots=None):
    """rows: (name, value, tail) ; mode 'graphic' (dotted rule) or 'chars' (dots as characters,
    mono font, name padded to `dots` characters)"""
    return {'t': 'leaders', 'rows': rows, 'namew': namew, 'valw': valw, 'size': size, 'mode': mode,
            'gap': gap, 'lh': lh, 'style_val': style_val, 'dots': dots}


def Cols(left, right, gapw=6.0, divider=False, split=0.5, gap=1.0):
    return {'t': 'cols', 'left': left, 'right': right, 'gapw': gapw, 'divider': divider, 'split': split, 'gap': gap}


def Box(children, color='#000000', w=0.3, pad=1.5, gap=1.5, bg=None):
    return {'t': 'box', 'children': children, 'color': color, 'w': w, 'pad': pad, 'gap': gap, 'bg': bg}


# ---------------------------------------------------------------- LOINC catalogue
# key: (loinc, analyte, alternatives)
CAT = {
    # blood count
    'rbc': ('789-8', 'Erythrocytes, blood, count (automated)', ['26453-1']),
    'hb': ('718-7', 'Hemoglobin, blood, mass/volume', []),
    'hct': ('4544-3', 'Hematocrit, blood, volume fraction (automated)', ['20570-8']),
    'mcv': ('787-2', 'MCV, erythrocyte mean corpuscular volume (automated)', ['30428-7']),
    'mch': ('785-6', 'MCH, erythrocyte mean corpuscular hemoglobin (automated)', ['28539-5']),
    'mchc': ('786-4', 'MCHC, erythrocyte mean corpuscular hemoglobin concentration (automated)', ['28540-3']),
    'rdw': ('788-0', 'RDW-CV, erythrocyte distribution width ratio (automated)', ['30385-9']),
    'wbc': ('6690-2', 'Leukocytes, blood, count (automated)', ['26464-8']),
    'neu%': ('770-8', 'Neutrophils/100 leukocytes, blood (automated)', ['26511-6']),
    'neu#': ('751-8', 'Neutrophils, blood, count (automated)', ['26499-4']),
    'seg%': ('769-0', 'Segmented neutrophils/100 leukocytes, blood (manual count)', ['770-8', '26511-6']),
    'seg#': ('768-2', 'Segmented neutrophils, blood, count (manual count)', ['751-8', '26499-4']),
    'band%': ('764-1', 'Band neutrophils/100 leukocytes, blood (manual count)', ['26508-2']),
    'band#': ('26507-4', 'Band neutrophils, blood, count', []),
    'lym%': ('736-9', 'Lymphocytes/100 leukocytes, blood (automated)', ['26478-8']),
    'lym#': ('731-0', 'Lymphocytes, blood, count (automated)', ['26474-7']),
    'mon%': ('5905-5', 'Monocytes/100 leukocytes, blood (automated)', ['26485-3']),
    'mon#': ('742-7', 'Monocytes, blood, count (automated)', ['26484-6']),
    'eos%': ('713-8', 'Eosinophils/100 leukocytes, blood (automated)', ['26450-7']),
    'eos#': ('711-2', 'Eosinophils, blood, count (automated)', ['26449-9']),
    'bas%': ('706-2', 'Basophils/100 leukocytes, blood (automated)', ['30180-4']),
    'bas#': ('704-7', 'Basophils, blood, count (automated)', ['26444-0']),
    'plt': ('777-3', 'Platelets, blood, count (automated)', ['26515-7']),
    'mpv': ('32623-1', 'Platelet mean volume, blood (automated)', ['28542-9']),
    'esr': ('4537-7', 'Erythrocyte sedimentation rate (Westergren)', ['30341-2']),
    # coagulation
    'pt_s': ('5902-2', 'Prothrombin time, plasma, seconds', ['5964-2']),
    'pt_pct': ('5894-1', 'Prothrombin time actual/normal (activity %), plasma', []),
    'inr': ('6301-6', 'INR, plasma', ['34714-6']),
    'aptt_s': ('14979-9', 'aPTT, platelet poor plasma, seconds', ['3173-2']),
    'fib': ('3255-7', 'Fibrinogen, plasma, mass/volume (Clauss)', []),
    'ddimer': ('48065-7', 'D-dimer FEU, plasma, mass/volume', ['48066-5']),
    # chemistry
    'glu': ('1558-6', 'Glucose, fasting, serum/plasma, mass', ['2345-7']),
    'hba1c': ('4548-4', 'Hemoglobin A1c/Hemoglobin.total, blood', ['17856-6']),
    'eag': ('27353-2', 'Estimated average glucose from HbA1c', []),
    'urea': ('3091-6', 'Urea, serum/plasma, mass/volume', []),
    'crea': ('2160-0', 'Creatinine, serum/plasma, mass/volume', ['38483-4']),
    'egfr': ('98979-8', 'eGFR, creatinine-based, CKD-EPI 2021, per 1.73 m2', ['62238-1']),
    'urate': ('3084-1', 'Urate, serum/plasma, mass/volume', []),
    'na': ('2951-2', 'Sodium, serum/plasma, moles/volume', []),
    'k': ('2823-3', 'Potassium, serum/plasma, moles/volume', []),
    'cl': ('2075-0', 'Chloride, serum/plasma, moles/volume', []),
    'ca': ('17861-6', 'Calcium, serum/plasma, mass/volume', []),
    'mg': ('19123-9', 'Magnesium, serum/plasma, mass/volume', []),
    'phos': ('2777-1', 'Phosphate, serum/plasma, mass/volume', []),
    'ast': ('1920-8', 'AST, serum/plasma, enzymatic activity', ['30239-8']),
    'alt': ('1742-6', 'ALT, serum/plasma, enzymatic activity', ['1743-4']),
    'ggt': ('2324-2', 'GGT, serum/plasma, enzymatic activity', []),
    'alp': ('6768-6', 'Alkaline phosphatase, serum/plasma, enzymatic activity', []),
    'tbil': ('1975-2', 'Bilirubin total, serum/plasma, mass/volume', []),
    'dbil': ('1968-7', 'Bilirubin direct, serum/plasma, mass/volume', []),
    'ibil': ('1971-1', 'Bilirubin indirect, serum/plasma, mass/volume', []),
    'tprot': ('2885-2', 'Protein total, serum/plasma, mass/volume', []),
    'alb': ('1751-7', 'Albumin, serum/plasma, mass/volume', []),
    'glob': ('10834-0', 'Globulin, serum, mass/volume (calculated)', []),
    'agratio': ('1759-0', 'Albumin/Globulin ratio, serum/plasma', []),
    'ldh': ('2532-0', 'LDH (L to P), serum/plasma, enzymatic activity', ['14804-9']),
    'ck': ('2157-6', 'Creatine kinase, serum/plasma, enzymatic activity', []),
    'ckmb': ('13969-1', 'CK-MB, serum/plasma, mass/volume', []),
    'ckmb_act': ('32673-6', 'CK-MB, serum/plasma, enzymatic activity', []),
    'trop': ('89579-7', 'Troponin I cardiac, high sensitivity, serum/plasma', ['10839-9']),
    'amyl': ('1798-8', 'Amylase, serum/plasma, enzymatic activity', []),
    'lip': ('3040-3', 'Lipase, serum/plasma, enzymatic activity', []),
    'chol': ('2093-3', 'Cholesterol total, serum/plasma, mass/volume', []),
    'hdl': ('2085-9', 'HDL cholesterol, serum/plasma, mass/volume', []),
    'ldl': ('13457-7', 'LDL cholesterol, serum/plasma, calculated', ['2089-1', '18262-6']),
    'vldl': ('13458-5', 'VLDL cholesterol, serum/plasma, calculated', ['2091-7']),
    'nonhdl': ('43396-1', 'Non-HDL cholesterol, serum/plasma, mass/volume', []),
    'tg': ('2571-8', 'Triglyceride, serum/plasma, mass/volume', []),
    'chol_hdl': ('9830-1', 'Cholesterol total/HDL ratio, serum/plasma', []),
    'crp': ('1988-5', 'C reactive protein, serum/plasma, mass/volume', []),
    'hscrp': ('30522-7', 'C reactive protein, high sensitivity, serum/plasma', ['1988-5']),
    'pct': ('33959-8', 'Procalcitonin, serum/plasma, mass/volume', []),
    'ntprobnp': ('33762-6', 'NT-proBNP, serum/plasma, mass/volume', []),
    'hcy': ('13965-9', 'Homocysteine, serum/plasma, moles/volume', []),
    # thyroid, hormones
    'tsh': ('3016-3', 'TSH, serum/plasma, units/volume', ['11580-8']),
    'ft4': ('3024-7', 'Free T4, serum/plasma, mass/volume', []),
    'ft3': ('3051-0', 'Free T3, serum/plasma, mass/volume', []),
    'tt3': ('3053-6', 'T3 total, serum/plasma, mass/volume', []),
    'atpo': ('8099-4', 'Thyroperoxidase Ab, serum/plasma, units/volume', ['56536-6']),
    'fsh': ('15067-2', 'FSH, serum/plasma, units/volume', []),
    'lh': ('10501-5', 'LH, serum/plasma, units/volume', []),
    'e2': ('2243-4', 'Estradiol, serum/plasma, mass/volume', []),
    'prog': ('2839-9', 'Progesterone, serum/plasma, mass/volume', []),
    'prl': ('2842-3', 'Prolactin, serum/plasma, mass/volume', []),
    'testo': ('2986-8', 'Testosterone total, serum/plasma, mass/volume', []),
    'cort': ('2143-6', 'Cortisol, serum/plasma, mass/volume', []),
    'insulin': ('20448-7', 'Insulin, serum/plasma, units/volume', []),
    'bhcg': ('21198-7', 'hCG beta subunit, serum/plasma, units/volume', ['19080-1']),
    # iron, vitamins
    'fe': ('2498-4', 'Iron, serum/plasma, mass/volume', []),
    'ferritin': ('2276-4', 'Ferritin, serum/plasma, mass/volume', []),
    'transf': ('3034-6', 'Transferrin, serum/plasma, mass/volume', []),
    'tibc': ('2500-7', 'Iron binding capacity total, serum/plasma', []),
    'tsat': ('2502-3', 'Iron saturation, serum/plasma, mass fraction', []),
    'b12': ('2132-9', 'Vitamin B12, serum/plasma, mass/volume', []),
    'folate': ('2284-8', 'Folate, serum/plasma, mass/volume', []),
    'vitd': ('62292-8', '25-hydroxyvitamin D2+D3, serum/plasma, mass/volume', ['1989-3']),
    # tumour markers
    'psa': ('2857-1', 'PSA, serum/plasma, mass/volume', []),
    'fpsa': ('10886-0', 'PSA free, serum/plasma, mass/volume', []),
    'psa_ratio': ('12841-3', 'PSA free/PSA total, serum/plasma', []),
    'cea': ('2039-6', 'CEA, serum/plasma, mass/volume', []),
    'ca199': ('24108-3', 'CA 19-9, serum/plasma, units/volume', []),
    'ca125': ('10334-1', 'CA 125, serum/plasma, units/volume', []),
    'afp': ('1834-1', 'Alpha-1-fetoprotein, serum/plasma, mass/volume', []),
    # serology / immunology
    'hiv': ('56888-1', 'HIV 1+2 Ab + HIV-1 p24 Ag, serum/plasma, presence', []),
    'hbsag': ('5196-1', 'Hepatitis B virus surface Ag, serum, presence (immunoassay)', ['5195-3']),
    'antihbs': ('16935-9', 'Hepatitis B virus surface Ab, serum, units/volume', []),
    'hcv': ('13955-0', 'Hepatitis C virus Ab, serum/plasma, presence (immunoassay)', ['16128-1']),
    'vdrl': ('5292-8', 'Reagin Ab, serum, presence (VDRL)', []),
    'ana': ('8061-4', 'Nuclear Ab, serum, presence', []),
    'ana_titer': ('5048-4', 'Nuclear Ab, serum, titer (immunofluorescence)', []),
    'ana_pat': ('13068-2', 'Nuclear Ab pattern, serum, immunofluorescence', ['14611-8']),
    'rf': ('11572-5', 'Rheumatoid factor, serum/plasma, units/volume', []),
    'aso': ('5370-2', 'Streptolysin O Ab, serum/plasma, units/volume', []),
    'ns1': ('75377-2', 'Dengue virus NS1 Ag, serum/plasma, presence', []),
    'abo': ('883-9', 'ABO group, blood', []),
    'rh': ('10331-7', 'Rh type, blood', []),
    # urine
    'u_color': ('5778-6', 'Color of urine', []),
    'u_aspect': ('5767-9', 'Appearance (clarity) of urine', []),
    'u_ph': ('5803-2', 'pH of urine by test strip', []),
    'u_sg': ('5811-5', 'Specific gravity of urine by test strip', ['2965-2']),
    'u_prot': ('20454-5', 'Protein, urine, presence (test strip)', []),
    'u_glu': ('25428-4', 'Glucose, urine, presence (test strip)', []),
    'u_ket': ('2514-8', 'Ketones, urine, presence (test strip)', []),
    'u_bld': ('5794-3', 'Hemoglobin, urine, presence (test strip)', []),
    'u_bil': ('5770-3', 'Bilirubin, urine, presence (test strip)', []),
    'u_ubg': ('5818-0', 'Urobilinogen, urine, presence (test strip)', []),
    'u_nit': ('5802-4', 'Nitrite, urine, presence (test strip)', []),
    'u_le': ('5799-2', 'Leukocyte esterase, urine, presence (test strip)', []),
    'u_wbc_hpf': ('5821-4', 'Leukocytes, urine sediment, per high power field', []),
    'u_rbc_hpf': ('13945-1', 'Erythrocytes, urine sediment, per high power field', []),
    'u_wbc_ml': ('30405-5', 'Leukocytes, urine, count/volume', []),
    'u_epi': ('5787-7', 'Epithelial cells, urine sediment, per high power field', ['11277-1']),
    'u_bact': ('25145-4', 'Bacteria, urine sediment, presence', []),
    'u_culture': ('630-4', 'Bacteria identified, urine, culture', []),
    'malb': ('14957-5', 'Microalbumin, urine, mass/volume', []),
    'acr': ('14959-1', 'Microalbumin/creatinine ratio, urine', []),
}
