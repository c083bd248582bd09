"""Core data model for the "ar" development set.

A report is described once, as data (see reports.py).  Both renderers
(render_html.py, render_fpdf.py) and the gold writer walk the same
structures, so the gold always matches what is printed.

Building blocks
---------------
V(text, unit, key, flag, date)   one printed value (a patient result)
R(name, text, unit, key, ...)    one printed row: a name plus one or more values
Sub(text)                        a sub-heading row inside a table / grid
Blocks are plain dicts with a 'type' key; see iter_results() for the ones
that can carry results.
"""
import re

# ---------------------------------------------------------------------------
# Analytes: key -> (analyte description, LOINC, [defensible alternatives])
# ---------------------------------------------------------------------------
ANALYTES = {
    # haematology
    'rbc': ('Erythrocytes, blood, count', '789-8', ['26453-1']),
    'hgb': ('Hemoglobin, blood, mass', '718-7', []),
    'hct': ('Hematocrit, blood, volume fraction', '4544-3', ['20570-8']),
    'mcv': ('MCV, erythrocytes, entitic volume', '787-2', ['30428-7']),
    'mch': ('MCH, erythrocytes, entitic mass', '785-6', ['28539-5']),
    'mchc': ('MCHC, erythrocytes, mass concentration', '786-4', ['28540-3']),
    'rdw': ('RDW-CV, erythrocytes, ratio', '788-0', ['30385-9']),
    'wbc': ('Leukocytes, blood, count', '6690-2', ['26464-8']),
    'neut_pct': ('Neutrophils/100 leukocytes, blood', '770-8', ['26511-6']),
    'neut_abs': ('Neutrophils, blood, count', '751-8', ['26499-4']),
    'band_pct': ('Band neutrophils/100 leukocytes, blood', '764-1', ['26508-2']),
    'band_abs': ('Band neutrophils, blood, count', '763-3', ['26507-4']),
    'seg_pct': ('Segmented neutrophils/100 leukocytes, blood', '769-0', ['26505-8', '770-8']),
    'seg_abs': ('Segmented neutrophils, blood, count', '768-2', ['30451-9', '751-8']),
    'lym_pct': ('Lymphocytes/100 leukocytes, blood', '736-9', ['26478-8']),
    'lym_abs': ('Lymphocytes, blood, count', '731-0', ['26474-7']),
    'mono_pct': ('Monocytes/100 leukocytes, blood', '5905-5', ['26485-3']),
    'mono_abs': ('Monocytes, blood, count', '742-7', ['26484-6']),
    'eos_pct': ('Eosinophils/100 leukocytes, blood', '713-8', ['26450-7']),
    'eos_abs': ('Eosinophils, blood, count', '711-2', ['26449-9']),
    'baso_pct': ('Basophils/100 leukocytes, blood', '706-2', ['30180-4']),
    'baso_abs': ('Basophils, blood, count', '704-7', ['26444-0']),
    'plt': ('Platelets, blood, count', '777-3', ['26515-7']),
    'mpv': ('Platelet mean volume, blood', '32623-1', ['28542-9']),
    'esr': ('Erythrocyte sedimentation rate, Westergren', '4537-7', ['30341-2']),
    'abo': ('ABO group, blood', '883-9', []),
    'rh': ('Rh type, blood', '10331-7', []),
    # coagulation
    'pt_sec': ('Prothrombin time, plasma, seconds', '5902-2', []),
    'pt_pct': ('Prothrombin time actual/normal (activity), plasma', '5894-1', []),
    'inr': ('INR, plasma', '6301-6', ['34714-6']),
    'aptt': ('aPTT, plasma, seconds', '14979-9', ['3173-2']),
    'fib': ('Fibrinogen, plasma, mass', '3255-7', []),
    # chemistry
    'glu': ('Glucose, serum/plasma, mass', '2345-7', ['1558-6']),
    'glu_fast': ('Glucose fasting, serum/plasma, mass', '1558-6', ['2345-7']),
    'urea': ('Urea, serum/plasma, mass', '3091-6', []),
    'creat': ('Creatinine, serum/plasma, mass', '2160-0', ['38483-4']),
    'egfr': ('GFR/1.73 m2 predicted, CKD-EPI 2021', '98979-8', ['62238-1']),
    'uric': ('Urate, serum/plasma, mass', '3084-1', []),
    'na': ('Sodium, serum/plasma, moles', '2951-2', ['2947-0']),
    'k': ('Potassium, serum/plasma, moles', '2823-3', ['6298-4']),
    'cl': ('Chloride, serum/plasma, moles', '2075-0', ['2069-3']),
    'ca': ('Calcium, serum/plasma, mass', '17861-6', []),
    'mg': ('Magnesium, serum/plasma, mass', '19123-9', ['2601-3']),
    'phos': ('Phosphate, serum/plasma, mass', '2777-1', []),
    'ast': ('AST, serum/plasma, enzymatic activity', '1920-8', ['30239-8']),
    'alt': ('ALT, serum/plasma, enzymatic activity', '1742-6', []),
    'ggt': ('GGT, serum/plasma, enzymatic activity', '2324-2', []),
    'alp': ('Alkaline phosphatase, serum/plasma, enzymatic activity', '6768-6', []),
    'bili_t': ('Bilirubin total, serum/plasma, mass', '1975-2', []),
    'bili_d': ('Bilirubin direct, serum/plasma, mass', '1968-7', []),
    'bili_i': ('Bilirubin indirect, serum/plasma, mass', '1971-1', []),
    'prot': ('Protein total, serum/plasma, mass', '2885-2', []),
    'alb': ('Albumin, serum/plasma, mass', '1751-7', ['61151-7']),
    'glob': ('Globulin, serum/plasma, mass', '10834-0', []),
    'ag': ('Albumin/Globulin ratio, serum/plasma', '1759-0', []),
    'chol': ('Cholesterol total, serum/plasma, mass', '2093-3', []),
    'hdl': ('HDL cholesterol, serum/plasma, mass', '2085-9', []),
    'ldl': ('LDL cholesterol (calculated), serum/plasma, mass', '13457-7', ['2089-1', '18262-6']),
    'vldl': ('VLDL cholesterol (calculated), serum/plasma, mass', '13458-5', ['2091-7']),
    'nonhdl': ('Non-HDL cholesterol, serum/plasma, mass', '43396-1', []),
    'tg': ('Triglyceride, serum/plasma, mass', '2571-8', []),
    'hba1c': ('Hemoglobin A1c/Hemoglobin total, blood', '4548-4', ['17856-6']),
    'eag': ('Estimated average glucose from HbA1c, blood, mass', '27353-2', []),
    'insulin': ('Insulin, serum/plasma, units', '20448-7', []),
    'crp': ('C reactive protein, serum/plasma, mass', '1988-5', []),
    'hscrp': ('C reactive protein high sensitivity, serum/plasma, mass', '30522-7', ['1988-5']),
    'ck': ('Creatine kinase, serum/plasma, enzymatic activity', '2157-6', []),
    'ldh': ('Lactate dehydrogenase, serum/plasma, enzymatic activity', '2532-0', ['14804-9']),
    'amylase': ('Amylase, serum/plasma, enzymatic activity', '1798-8', []),
    'lipase': ('Lipase, serum/plasma, enzymatic activity', '3040-3', []),
    # iron and vitamins
    'iron': ('Iron, serum/plasma, mass', '2498-4', []),
    'tibc': ('Iron binding capacity, serum/plasma, mass', '2500-7', []),
    'tsat': ('Iron saturation, serum/plasma, mass fraction', '2502-3', []),
    'ferritin': ('Ferritin, serum/plasma, mass', '2276-4', []),
    'transferrin': ('Transferrin, serum/plasma, mass', '3034-6', []),
    'b12': ('Cobalamin (vitamin B12), serum/plasma, mass', '2132-9', []),
    'folate': ('Folate, serum/plasma, mass', '2284-8', []),
    'vitd': ('25-hydroxyvitamin D2+D3, serum/plasma, mass', '62292-8', ['1989-3']),
    # endocrine
    'tsh': ('TSH, serum/plasma, units', '3016-3', ['11580-8']),
    'ft4': ('Thyroxine free, serum/plasma, mass', '3024-7', []),
    't3': ('Triiodothyronine total, serum/plasma, mass', '3053-6', []),
    'tpo': ('Thyroperoxidase Ab, serum/plasma, units', '8099-4', []),
    'fsh': ('FSH, serum/plasma, units', '15067-2', []),
    'lh': ('LH, serum/plasma, units', '10501-5', []),
    'e2': ('Estradiol, serum/plasma, mass', '2243-4', []),
    'prl': ('Prolactin, serum/plasma, mass', '2842-3', []),
    'prog': ('Progesterone, serum/plasma, mass', '2839-9', []),
    'bhcg': ('hCG beta subunit, serum/plasma, units', '21198-7', ['19080-1']),
    'cortisol': ('Cortisol, serum/plasma, mass', '2143-6', ['9813-7']),
    'dheas': ('DHEA sulfate, serum/plasma, mass', '2191-5', []),
    'testo': ('Testosterone total, serum/plasma, mass', '2986-8', []),
    'testo_free': ('Testosterone free, serum/plasma, mass', '2991-8', []),
    # tumour markers
    'psa': ('PSA total, serum/plasma, mass', '2857-1', []),
    'psa_free': ('PSA free, serum/plasma, mass', '10886-0', []),
    'psa_ratio': ('PSA free/PSA total, serum/plasma', '12841-3', []),
    'cea': ('CEA, serum/plasma, mass', '2039-6', []),
    'afp': ('Alpha-1-fetoprotein, serum/plasma, mass', '1834-1', []),
    'ca199': ('CA 19-9, serum/plasma, units', '24108-3', []),
    'ca125': ('CA 125, serum/plasma, units', '10334-1', []),
    # serology
    'hbsag': ('HBsAg, serum, presence', '5196-1', ['5195-3']),
    'antihbs': ('Anti-HBs, serum, units', '16935-9', ['5193-8']),
    'hcv': ('HCV Ab, serum, presence', '16128-1', ['13955-0']),
    'hiv': ('HIV 1+2 Ab + HIV-1 p24 Ag, serum/plasma, presence', '56888-1', []),
    'vdrl': ('Reagin Ab (VDRL), serum, presence', '5292-8', []),
    'toxo_igg': ('Toxoplasma gondii IgG Ab, serum, presence', '22580-5', []),
    'toxo_igm': ('Toxoplasma gondii IgM Ab, serum, presence', '25542-2', []),
    'rub_igg': ('Rubella virus IgG Ab, serum, units', '5334-8', ['8014-3']),
    # urine
    'ua_color': ('Color, urine', '5778-6', []),
    'ua_aspect': ('Appearance, urine', '5767-9', []),
    'ua_sg': ('Specific gravity, urine, test strip', '5811-5', ['2965-2']),
    'ua_ph': ('pH, urine, test strip', '5803-2', ['2756-5']),
    'ua_prot': ('Protein, urine, test strip, presence', '20454-5', ['5804-0']),
    'ua_glu': ('Glucose, urine, test strip, presence', '25428-4', ['5792-7']),
    'ua_ket': ('Ketones, urine, test strip, presence', '2514-8', ['5797-6']),
    'ua_hgb': ('Hemoglobin, urine, test strip, presence', '5794-3', ['57751-0']),
    'ua_bil': ('Bilirubin, urine, test strip, presence', '5770-3', []),
    'ua_ubg': ('Urobilinogen, urine, test strip, presence', '13658-0', ['20405-7']),
    'ua_nit': ('Nitrite, urine, test strip, presence', '5802-4', []),
    'ua_le': ('Leukocyte esterase, urine, test strip, presence', '5799-2', []),
    'ua_wbc': ('Leukocytes, urine sediment, per HPF', '5821-4', []),
    'ua_rbc': ('Erythrocytes, urine sediment, per HPF', '13945-1', []),
    'ua_epi': ('Epithelial cells, urine sediment, per HPF', '5787-7', ['11277-1']),
    'ua_casts': ('Casts, urine sediment, presence', '24124-0', []),
    'ua_cryst': ('Crystals, urine sediment', '5782-8', ['5783-6']),
    'ua_bact': ('Bacteria, urine sediment, presence', '25145-4', []),
    'ua_mucus': ('Mucus, urine sediment, presence', '8247-9', []),
    'ucult': ('Bacteria identified, urine culture', '630-4', []),
    'u_alb': ('Albumin (microalbumin), urine, mass', '14957-5', []),
    'u_creat': ('Creatinine, urine, mass', '2161-8', []),
    'u_acr': ('Albumin/creatinine, urine, mass ratio', '14959-1', ['9318-7']),
    'u_pcr': ('Protein/creatinine, urine, mass ratio', '2890-2', []),
}


def loinc_ok(code):
    """LOINC mod-10 check digit."""
    m = re.fullmatch(r'(\d{1,7})-(\d)', code or '')
    if not m:
        return False
    body, check = m.group(1), int(m.group(2))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == check


# ---------------------------------------------------------------------------
# Brazilian number parsing
# ---------------------------------------------------------------------------
_COMP = [
    (r'inferior\s+a', '<'), (r'superior\s+a', '>'), (r'menor\s+que', '<'),
    (r'maior\s+que', '>'), (r'<=', '<='), (r'>=', '>='), (r'≤', '<='),
    (r'≥', '>='), (r'<', '<'), (r'>', '>'),
]
_NUM = re.compile(r'^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$')


def parse_value(text):
    """Return (value, comparator) for a printed value_text."""
    s = text.strip()
    comp = ''
    for pat, c in _COMP:
        m = re.match(r'^' + pat + r'\s*', s, re.I)
        if m:
            comp = c
            s = s[m.end():]
            break
    m = _NUM.match(s)
    if not m:
        return None, ''
    ip = m.group(1).replace('.', '')
    v = float(ip + ('.' + m.group(2) if m.group(2) else ''))
    if v.is_integer() and not m.group(2):
        v = int(v)
    return v, comp


# ---------------------------------------------------------------------------
# Printed values and rows
# ---------------------------------------------------------------------------
class V:
    """One printed patient value."""

    def __init__(self, text, unit=None, key=None, flag='', date=None):
        self.text, self.unit, self.key, self.flag, self.date = text, unit, key, flag, date

    def shown(self, flag_pos='after'):
        if not self.flag:
            return self.text
        return (self.flag + ' ' + self.text) if flag_pos == 'before' else (self.text + ' ' + self.flag)


class R:
    """A printed result row.  `text`/`unit`/`key` describe the main value;
    `more` lists further values printed on the same row (absolute counts,
    previous results, cumulative columns) in left-to-right order."""

    def __init__(self, name, text=None, unit='', key=None, ref='', flag='',
                 name2=None, date=None, more=None, method='', note='', label=None):
        self.name, self.name2, self.label = name, name2, label
        self.ref, self.method, self.note = ref, method, note
        self._unit = unit
        self.vals = [V(text, unit, key, flag, date) if text is not None else None]
        for m in (more or []):
            if m is not None:
                if m.key is None:
                    m.key = key
                if m.unit is None:
                    m.unit = unit
            self.vals.append(m)

    @property
    def main(self):
        return self.vals[0]

    @property
    def unit(self):
        return self._unit

    @property
    def printed_name(self):
        if self.name2:
            sep = '' if self.name.endswith('-') else ' '
            return self.name + sep + self.name2
        return self.name


class Sub:
    """Sub-heading row (no result)."""

    def __init__(self, text, right=''):
        self.text, self.right = text, right


class Txt:
    """A free text row spanning the table (notes; no result)."""

    def __init__(self, text, italic=True):
        self.text, self.italic = text, italic


# ---------------------------------------------------------------------------
# Walking a report
# ---------------------------------------------------------------------------

def _table_value_order(block):
    """Indices into R.vals in printed (left-to-right) order."""
    order = []
    for c in block['cols']:
        k = c['k']
        if k == 'v':
            order.append(0)
        elif k.startswith('x'):
            order.append(int(k[1:]))
    return order


def iter_block_results(block, date):
    """Yield (R, V, collected_at) in reading order for one block."""
    t = block['type']
    bdate = block.get('date', date)
    if t == 'twocol' or t == 'cols':
        for col in block['columns']:
            for b in col:
                yield from iter_block_results(b, bdate)
    elif t == 'table':
        order = _table_value_order(block)
        coldates = {}
        for c in block['cols']:
            if c['k'] == 'v':
                coldates[0] = c.get('date')
            elif c['k'].startswith('x'):
                coldates[int(c['k'][1:])] = c.get('date')
        for row in block['rows']:
            if not isinstance(row, R):
                continue
            for i in order:
                if i >= len(row.vals) or row.vals[i] is None:
                    continue
                v = row.vals[i]
                yield row, v, v.date or coldates.get(i) or bdate
    elif t in ('lines', 'grid'):
        cols = block['columns'] if t == 'grid' else [block['rows']]
        for col in cols:
            for row in col:
                if isinstance(row, R):
                    for v in row.vals:
                        if v is not None:
                            yield row, v, v.date or bdate
    elif t == 'exam':
        for row in block['rows']:
            if isinstance(row, R):
                for v in row.vals:
                    if v is not None:
                        yield row, v, v.date or bdate


def iter_results(report):
    """Yield (page_index, R, V, collected_at) for the whole report."""
    for pi, page in enumerate(report['pages']):
        for b in page:
            for row, v, d in iter_block_results(b, report['collected']):
                yield pi, row, v, d


def gold(report):
    results = []
    for pi, row, v, d in iter_results(report):
        analyte, loinc, alts = ANALYTES[v.key]
        value, comp = parse_value(v.text)
        results.append({
            'printed_name': row.printed_name,
            'analyte': analyte,
            'loinc': loinc,
            'loinc_alternatives': list(alts),
            'value': value,
            'value_text': v.text,
            'comparator': comp,
            'unit': v.unit,
            'collected_at': d,
        })
    return {'lab': report['lab'], 'collected_at_default': report['collected'],
            'results': results}


def page_values(report):
    """{page_index: [value_text, ...]} (used by the OCR check)."""
    out = {}
    for pi, row, v, d in iter_results(report):
        out.setdefault(pi, []).append(v.text)
    return out
