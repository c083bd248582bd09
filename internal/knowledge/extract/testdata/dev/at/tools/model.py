"""Shared model helpers for the "at" development set.

Every report is described once as data (see reports.py).  The HTML renderer,
the fpdf2 renderer and the gold-JSON writer all walk the same structure, so the
gold always matches what is printed.
"""
import re

# ---------------------------------------------------------------------------
# Analyte catalogue: key -> (analyte description, LOINC, [alternatives])
# ---------------------------------------------------------------------------
ANALYTES = {
    # glucose metabolism
    'glu':        ('Glucose, serum/plasma, mass', '2345-7', ['1558-6']),
    'glu_f':      ('Glucose fasting, serum/plasma, mass', '1558-6', ['2345-7']),
    'hba1c':      ('Hemoglobin A1c/Hemoglobin.total, blood', '4548-4', ['17856-6']),
    'eag':        ('Glucose mean value estimated from HbA1c, blood, mass', '27353-2', []),
    'insulin':    ('Insulin, serum/plasma, units/volume', '20448-7', []),
    # kidney
    'crea':       ('Creatinine, serum/plasma, mass', '2160-0', []),
    'urea':       ('Urea, serum/plasma, mass', '3091-6', []),
    'egfr21':     ('GFR/1.73 m2 predicted, creatinine-based CKD-EPI 2021', '98979-8', ['62238-1']),
    'egfr09':     ('GFR/1.73 m2 predicted, creatinine-based CKD-EPI', '62238-1', ['98979-8']),
    'egfr_mdrd':  ('GFR/1.73 m2 predicted, creatinine-based MDRD', '77147-7', ['33914-3']),
    'cysc':       ('Cystatin C, serum/plasma, mass', '33863-2', []),
    'uric':       ('Urate, serum/plasma, mass', '3084-1', []),
    'alb':        ('Albumin, serum/plasma, mass', '1751-7', []),
    'tp':         ('Protein, serum/plasma, mass', '2885-2', []),
    # electrolytes / minerals
    'na':         ('Sodium, serum/plasma, moles', '2951-2', []),
    'k':          ('Potassium, serum/plasma, moles', '2823-3', []),
    'cl':         ('Chloride, serum/plasma, moles', '2075-0', []),
    'hco3':       ('Bicarbonate, serum/plasma, moles', '1963-8', ['2028-9']),
    'ca':         ('Calcium, serum/plasma, mass', '17861-6', []),
    'cai_mmol':   ('Calcium.ionized, serum/plasma, moles', '1995-0', ['1994-3']),
    'cai_mg':     ('Calcium.ionized, serum/plasma, mass', '12180-6', []),
    'phos':       ('Phosphate, serum/plasma, mass', '2777-1', []),
    'mg':         ('Magnesium, serum/plasma, mass', '19123-9', []),
    # vitamins / bone
    'b12':        ('Cobalamin (vitamin B12), serum/plasma, mass', '2132-9', []),
    'folate':     ('Folate, serum/plasma, mass', '2284-8', []),
    'vitd':       ('25-Hydroxyvitamin D2+D3, serum/plasma, mass', '62292-8', ['1989-3']),
    'pth':        ('Parathyrin.intact, serum/plasma, mass', '2731-8', []),
    'homocys':    ('Homocysteine, serum/plasma, moles', '13965-9', []),
    # iron
    'iron':       ('Iron, serum/plasma, mass', '2498-4', []),
    'tibc':       ('Iron binding capacity, serum/plasma, mass', '2500-7', []),
    'tsat':       ('Iron saturation, serum/plasma', '2502-3', []),
    'ferritin':   ('Ferritin, serum/plasma, mass', '2276-4', []),
    'transferrin': ('Transferrin, serum/plasma, mass', '3034-6', []),
    # lipids
    'chol':       ('Cholesterol, serum/plasma, mass', '2093-3', []),
    'hdl':        ('Cholesterol in HDL, serum/plasma, mass', '2085-9', []),
    'ldl_calc':   ('Cholesterol in LDL, serum/plasma, mass, calculated', '13457-7', ['2089-1']),
    'ldl_direct': ('Cholesterol in LDL, serum/plasma, mass, direct assay', '18262-6', ['2089-1']),
    'vldl':       ('Cholesterol in VLDL, serum/plasma, mass, calculated', '13458-5', ['2091-7']),
    'nonhdl':     ('Cholesterol non-HDL, serum/plasma, mass', '43396-1', []),
    'tg':         ('Triglyceride, serum/plasma, mass', '2571-8', []),
    # thyroid / hormones
    'tsh':        ('Thyrotropin, serum/plasma, units/volume', '3016-3', []),
    'ft4':        ('Thyroxine free, serum/plasma, mass', '3024-7', []),
    'testo':      ('Testosterone, serum/plasma, mass', '2986-8', []),
    # liver
    'ast':        ('Aspartate aminotransferase, serum/plasma, enzyme activity', '1920-8', []),
    'alt':        ('Alanine aminotransferase, serum/plasma, enzyme activity', '1742-6', []),
    'ggt':        ('Gamma glutamyl transferase, serum/plasma, enzyme activity', '2324-2', []),
    'alp':        ('Alkaline phosphatase, serum/plasma, enzyme activity', '6768-6', []),
    'tbil':       ('Bilirubin.total, serum/plasma, mass', '1975-2', []),
    'dbil':       ('Bilirubin.direct, serum/plasma, mass', '1968-7', []),
    'ibil':       ('Bilirubin.indirect, serum/plasma, mass', '1971-1', []),
    # inflammation / cardiac
    'crp':        ('C reactive protein, serum/plasma, mass', '1988-5', []),
    'hscrp':      ('C reactive protein, high sensitivity, serum/plasma, mass', '30522-7', ['1988-5']),
    'ntprobnp':   ('NT-proBNP, serum/plasma, mass', '33762-6', []),
    # tumour markers
    'psa':        ('Prostate specific Ag, serum/plasma, mass', '2857-1', []),
    'fpsa':       ('Prostate specific Ag free, serum/plasma, mass', '10886-0', []),
    'psa_ratio':  ('PSA free/PSA total, serum/plasma', '12841-3', []),
    'cea':        ('Carcinoembryonic Ag, serum/plasma, mass', '2039-6', []),
    'ca199':      ('Cancer Ag 19-9, serum/plasma, units/volume', '24108-3', []),
    # blood count
    'rbc':        ('Erythrocytes, blood, number', '789-8', []),
    'hb':         ('Hemoglobin, blood, mass', '718-7', []),
    'hct':        ('Hematocrit, blood, volume fraction', '4544-3', []),
    'mcv':        ('MCV, RBC, entitic volume', '787-2', []),
    'mch':        ('MCH, RBC, entitic mass', '785-6', []),
    'mchc':       ('MCHC, RBC, mass/volume', '786-4', []),
    'rdw':        ('Erythrocyte distribution width, RBC, ratio', '788-0', []),
    'wbc':        ('Leukocytes, blood, number', '6690-2', []),
    'neut_pct':   ('Neutrophils/100 leukocytes, blood', '770-8', []),
    'band_pct':   ('Neutrophils.band form/100 leukocytes, blood', '764-1', []),
    'seg_pct':    ('Neutrophils.segmented/100 leukocytes, blood', '26511-6', ['769-0', '770-8']),
    'lymph_pct':  ('Lymphocytes/100 leukocytes, blood', '736-9', []),
    'mono_pct':   ('Monocytes/100 leukocytes, blood', '5905-5', []),
    'eos_pct':    ('Eosinophils/100 leukocytes, blood', '713-8', []),
    'baso_pct':   ('Basophils/100 leukocytes, blood', '706-2', []),
    'neut_abs':   ('Neutrophils, blood, number', '751-8', []),
    'band_abs':   ('Neutrophils.band form, blood, number', '26507-4', []),
    'seg_abs':    ('Neutrophils.segmented, blood, number', '751-8', []),
    'lymph_abs':  ('Lymphocytes, blood, number', '731-0', []),
    'mono_abs':   ('Monocytes, blood, number', '742-7', []),
    'eos_abs':    ('Eosinophils, blood, number', '711-2', []),
    'baso_abs':   ('Basophils, blood, number', '704-7', []),
    'plt':        ('Platelets, blood, number', '777-3', []),
    'mpv':        ('Platelet mean volume, blood', '32623-1', []),
    # coagulation
    'pt_s':       ('Prothrombin time, platelet poor plasma', '5902-2', []),
    'pt_act':     ('Prothrombin time actual/normal (activity), platelet poor plasma', '5894-1', []),
    'inr':        ('INR, platelet poor plasma', '6301-6', []),
    'aptt':       ('aPTT, platelet poor plasma', '14979-9', ['3173-2']),
    'aptt_ratio': ('aPTT actual/normal, platelet poor plasma', '63561-5', []),
    'fibrinogen': ('Fibrinogen, platelet poor plasma, mass', '3255-7', []),
    # urine
    'u_color':    ('Color of urine', '5778-6', []),
    'u_aspect':   ('Appearance of urine', '5767-9', []),
    'u_sg':       ('Specific gravity of urine by test strip', '5811-5', []),
    'u_ph':       ('pH of urine by test strip', '5803-2', []),
    'u_prot':     ('Protein presence in urine by test strip', '20454-5', []),
    'u_glu':      ('Glucose presence in urine by test strip', '25428-4', ['5792-7']),
    'u_ket':      ('Ketones presence in urine by test strip', '2514-8', ['5797-6']),
    'u_hb':       ('Hemoglobin presence in urine by test strip', '5794-3', []),
    'u_bil':      ('Bilirubin presence in urine by test strip', '5770-3', []),
    'u_ubg':      ('Urobilinogen presence in urine by test strip', '13658-0', ['5818-0', '20405-7']),
    'u_nit':      ('Nitrite presence in urine by test strip', '5802-4', []),
    'u_le':       ('Leukocyte esterase presence in urine by test strip', '5799-2', []),
    'u_epi':      ('Epithelial cells in urine sediment, HPF', '5787-7', []),
    'u_wbc':      ('Leukocytes in urine sediment, HPF', '5821-4', []),
    'u_rbc':      ('Erythrocytes in urine sediment, HPF', '13945-1', []),
    'u_bact':     ('Bacteria presence in urine sediment', '25145-4', []),
    'u_mucus':    ('Mucus presence in urine sediment', '8247-9', []),
    'u_malb':     ('Albumin (microalbumin), urine, mass/volume', '14957-5', []),
    'u_crea':     ('Creatinine, urine, mass/volume', '2161-8', []),
    'u_acr':      ('Albumin/Creatinine, urine, mass ratio', '14959-1', ['9318-7']),
    # serology
    'hbsag':      ('Hepatitis B virus surface Ag presence, serum', '5196-1', []),
    'antihbc':    ('Hepatitis B virus core Ab presence, serum', '16933-4', []),
    'antihbs':    ('Hepatitis B virus surface Ab, serum, units/volume', '16935-9', ['22322-2']),
    'antihcv':    ('Hepatitis C virus Ab presence, serum/plasma', '16128-1', ['13955-0']),
    'hiv':        ('HIV 1+2 Ab + HIV1 p24 Ag presence, serum/plasma', '56888-1', ['7918-6']),
    'vdrl':       ('Reagin Ab presence, serum, VDRL', '5292-8', []),
}


def loinc_ok(code):
    """LOINC mod-10 check digit (Luhn variant)."""
    m = re.fullmatch(r'(\d+)-(\d)', code or '')
    if not m:
        return False
    digits = m.group(1)
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(m.group(2))


# ---------------------------------------------------------------------------
# Value parsing (Brazilian conventions)
# ---------------------------------------------------------------------------
_CMP = [('inferior ou igual a', '<='), ('superior ou igual a', '>='),
        ('inferior a', '<'), ('superior a', '>'), ('menor que', '<'),
        ('maior que', '>'), ('<=', '<='), ('>=', '>='), ('≤', '<='),
        ('≥', '>='), ('<', '<'), ('>', '>')]
_NUM = re.compile(r'^-?\d{1,3}(\.\d{3})+(,\d+)?$|^-?\d+(,\d+)?$')


def parse_value(text):
    """Return (value, comparator) for a printed value text."""
    t = text.strip()
    cmp_ = ''
    low = t.lower()
    for word, sym in _CMP:
        if low.startswith(word):
            cmp_ = sym
            t = t[len(word):].strip()
            break
    if _NUM.match(t):
        return float(t.replace('.', '').replace(',', '.')), cmp_
    if cmp_:
        raise ValueError('comparator without number: %r' % text)
    return None, ''


# ---------------------------------------------------------------------------
# Model constructors
# ---------------------------------------------------------------------------
def R(key, name, res, unit='', ref='', flag='', prev=(), pname=None, date=None,
      res2=None, unit2='', flag2='', key2=None):
    """One printed result row.  `prev` holds earlier results, aligned with the
    block's prev_dates: a string, a (text, flag) tuple, or None (not done)."""
    return dict(kind='row', key=key, name=name, res=res, unit=unit, ref=ref,
                flag=flag, prev=list(prev), pname=pname, date=date,
                res2=res2, unit2=unit2, flag2=flag2, key2=key2)


def SUB(text):
    return dict(kind='sub', text=text)


def TXT(text):
    return dict(kind='text', text=text)


def iso(d):
    """'dd/mm/yyyy' -> 'yyyy-mm-dd'."""
    dd, mm, yy = d.split('/')
    return '%s-%s-%s' % (yy, mm, dd)


def br(d, short=False):
    """'yyyy-mm-dd' -> 'dd/mm/yyyy' (or dd/mm/yy)."""
    y, m, dd = d.split('-')
    return '%s/%s/%s' % (dd, m, y[2:] if short else y)


def prev_item(p):
    if p is None:
        return None, ''
    if isinstance(p, tuple):
        return p[0], p[1]
    return p, ''


def fmt_val(text, flag):
    return text + (' ' + flag if flag else '')


# ---------------------------------------------------------------------------
# Gold derivation
# ---------------------------------------------------------------------------
def _entry(key, pname, text, unit, date):
    analyte, loinc, alts = ANALYTES[key]
    value, cmp_ = parse_value(text)
    return {'printed_name': pname, 'analyte': analyte, 'loinc': loinc,
            'loinc_alternatives': list(alts), 'value': value,
            'value_text': text, 'comparator': cmp_, 'unit': unit,
            'collected_at': date}


def row_pname(row, block=None):
    if row.get('pname'):
        return row['pname']
    return ' '.join(row['name'].split('\n'))


def walk_results(report):
    """Yield (page_no, gold_entry) in reading order."""
    default = report['collected']
    for pno, page in enumerate(report['pages'], 1):
        for e in _walk_blocks(page, default):
            yield pno, e


def _walk_blocks(blocks, default):
    for b in blocks:
        t = b['type']
        if t == 'cols':
            yield from _walk_blocks(b['left'], default)
            yield from _walk_blocks(b['right'], default)
            continue
        if t not in ('table', 'leader', 'exam'):
            continue
        bdate = b.get('date') or default
        pdates = b.get('prev_dates', [])
        for row in b['rows']:
            if row['kind'] != 'row':
                continue
            pname = row_pname(row, b)
            cur = row.get('date') or bdate
            if t == 'table':
                order = [c for c in b['cols'] if c in ('res', 'res2') or c.startswith('p')]
            else:
                order = ['res'] + (['res2'] if row.get('res2') else []) + \
                        ['p%d' % i for i in range(len(row['prev']))]
            for c in order:
                if c == 'res':
                    if row['res'] is not None:
                        yield _entry(row['key'], pname, row['res'], row['unit'], cur)
                elif c == 'res2':
                    if row.get('res2') is not None:
                        yield _entry(row['key2'], pname, row['res2'], row['unit2'], cur)
                else:
                    i = int(c[1:])
                    if i < len(row['prev']):
                        txt, _ = prev_item(row['prev'][i])
                        if txt is not None:
                            yield _entry(row['key'], pname, txt, row['unit'], pdates[i])
        # exam blocks may carry free-form earlier results
        for pr in b.get('prev_lines', []):
            for item in pr['items']:
                key, label, txt, unit = item
                if label is None:
                    # unlabelled earlier result: same name as the current result of that exam
                    same = [rw for rw in b['rows'] if rw['kind'] == 'row' and rw['key'] == key]
                    label = row_pname(same[0], b) if same else b['title']
                yield _entry(key, label, txt, unit, pr['date'])


def gold(report):
    return {'lab': report['lab']['name'],
            'collected_at_default': report['collected'],
            'results': [e for _, e in walk_results(report)]}
