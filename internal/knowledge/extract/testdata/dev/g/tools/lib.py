"""Shared data model for the g-set laboratory reports.

A report description (tools/reports/gNN.py) builds REPORT = dict(...) using the
helpers below.  The SAME description is rendered to HTML (render_html.py), to a
second PDF with fpdf2 (render_fpdf.py) and to the gold JSON (gold()).
"""
import math
import re

from loinc_check import loinc_ok

# ---------------------------------------------------------------------------
# Analyte catalogue: key -> (analyte (English), primary LOINC, [alternatives])
# Alternatives are other codes a competent coder could defensibly choose.
# ---------------------------------------------------------------------------
CAT = {
    # --- full blood count
    'rbc': ('Erythrocytes (RBC count)', '789-8', ['26453-1']),
    'hb': ('Hemoglobin', '718-7', []),
    'ht': ('Hematocrit', '4544-3', ['20570-8']),
    'mcv': ('MCV', '787-2', ['30428-7']),
    'mch': ('MCH', '785-6', ['28539-5']),
    'mchc': ('MCHC', '786-4', ['28540-3']),
    'rdw': ('RDW (CV)', '788-0', ['30385-9']),
    'rdwsd': ('RDW (SD)', '21000-5', []),
    'wbc': ('Leukocytes (WBC count)', '6690-2', ['26464-8']),
    'neut_p': ('Neutrophils %', '770-8', ['26511-6']),
    'neut_a': ('Neutrophils, absolute', '751-8', ['26499-4']),
    'seg_p': ('Segmented neutrophils %', '769-0', ['770-8', '26511-6']),
    'seg_a': ('Segmented neutrophils, absolute', '751-8', ['26499-4']),
    'band_p': ('Band neutrophils %', '764-1', ['26508-2']),
    'band_a': ('Band neutrophils, absolute', '763-3', ['26507-4']),
    'lymph_p': ('Lymphocytes %', '736-9', ['26478-8', '737-7']),
    'lymph_a': ('Lymphocytes, absolute', '731-0', ['26474-7']),
    'mono_p': ('Monocytes %', '5905-5', ['26485-3', '744-3']),
    'mono_a': ('Monocytes, absolute', '742-7', ['26484-6', '743-5']),
    'eos_p': ('Eosinophils %', '713-8', ['26450-7', '714-6']),
    'eos_a': ('Eosinophils, absolute', '711-2', ['26449-9']),
    'baso_p': ('Basophils %', '706-2', ['30180-4', '707-0']),
    'baso_a': ('Basophils, absolute', '704-7', ['26444-0']),
    'plt': ('Platelets', '777-3', ['26515-7']),
    'mpv': ('Mean platelet volume', '32623-1', []),
    'retic_p': ('Reticulocytes %', '17849-1', ['4679-7']),
    'retic_a': ('Reticulocytes, absolute', '60474-4', ['14196-0']),
    'esr': ('Erythrocyte sedimentation rate', '4537-7', ['30341-2']),
    # --- coagulation
    'pt_s': ('Prothrombin time', '5902-2', ['5964-2']),
    'pt_act': ('Prothrombin activity (actual/normal)', '5894-1', []),
    'inr': ('INR', '6301-6', ['34714-6']),
    'aptt_s': ('aPTT', '14979-9', ['3173-2']),
    'aptt_r': ('aPTT ratio (actual/normal)', '63561-5', []),
    'fib': ('Fibrinogen', '3255-7', []),
    'ddimer': ('D-dimer (FEU)', '48065-7', []),
    # --- glucose metabolism
    'glu': ('Glucose', '2345-7', []),
    'glu_j': ('Glucose', '2345-7', ['1558-6']),
    'glu_fast': ('Fasting glucose', '1558-6', ['2345-7']),
    'glu_mmol': ('Glucose', '14749-6', []),
    'glu_fast_mmol': ('Fasting glucose', '14771-0', ['14749-6']),
    'hba1c': ('Hemoglobin A1c', '4548-4', ['17856-6']),
    'hba1c_ifcc': ('Hemoglobin A1c (IFCC)', '59261-8', []),
    'eag': ('Estimated average glucose', '27353-2', []),
    'insulin': ('Insulin', '20448-7', []),
    # --- lipids
    'chol': ('Total cholesterol', '2093-3', []),
    'hdl': ('HDL cholesterol', '2085-9', []),
    'ldl_calc': ('LDL cholesterol (calculated)', '13457-7', ['2089-1']),
    'vldl_calc': ('VLDL cholesterol (calculated)', '13458-5', []),
    'nonhdl': ('Non-HDL cholesterol', '43396-1', []),
    'tg': ('Triglycerides', '2571-8', []),
    # --- kidney
    'urea': ('Urea', '3091-6', []),
    'urea_mmol': ('Urea', '22664-7', []),
    'creat': ('Creatinine', '2160-0', []),
    'creat_umol': ('Creatinine', '14682-9', []),
    'egfr21': ('eGFR (CKD-EPI 2021)', '98979-8', []),
    'egfr': ('eGFR (creatinine-based, equation not printed)', '98979-8', ['62238-1', '33914-3', '48642-3']),
    'urate': ('Uric acid', '3084-1', []),
    # --- electrolytes / minerals
    'na': ('Sodium', '2951-2', []),
    'k': ('Potassium', '2823-3', []),
    'cl': ('Chloride', '2075-0', []),
    'ca': ('Calcium, total', '17861-6', []),
    'ca_mmol': ('Calcium, total', '2000-8', []),
    'cai': ('Ionized calcium', '1995-0', ['1994-3']),
    'cai_bld': ('Ionized calcium (whole blood)', '1994-3', ['1995-0']),
    'mg': ('Magnesium', '19123-9', []),
    'mg_mmol': ('Magnesium', '2601-3', []),
    'phos': ('Phosphate', '2777-1', []),
    'phos_mmol': ('Phosphate', '14879-1', []),
    'co2': ('Bicarbonate (total CO2), serum', '2028-9', ['1963-8']),
    'pth': ('Parathyroid hormone, intact', '2731-8', []),
    # --- blood gas (arterial)
    'ph_a': ('pH, arterial blood', '2744-1', ['11558-4']),
    'pco2_a': ('pCO2, arterial blood', '2019-8', ['11557-6']),
    'po2_a': ('pO2, arterial blood', '2703-7', ['11556-8']),
    'hco3_a': ('Bicarbonate, arterial blood', '1960-4', ['1959-6']),
    'be_a': ('Base excess, arterial blood', '1925-7', ['11555-0']),
    'so2_a': ('Oxygen saturation, arterial blood', '2708-6', ['20564-1']),
    'lact_a': ('Lactate, arterial blood', '2518-9', ['32693-4']),
    'lact': ('Lactate', '2524-7', ['32693-4']),
    # --- liver
    'ast': ('AST', '1920-8', []),
    'alt': ('ALT', '1742-6', []),
    'ggt': ('Gamma-glutamyl transferase', '2324-2', []),
    'alp': ('Alkaline phosphatase', '6768-6', []),
    'bilt': ('Bilirubin, total', '1975-2', []),
    'bild': ('Bilirubin, direct', '1968-7', []),
    'bili': ('Bilirubin, indirect', '1971-1', []),
    'bilt_umol': ('Bilirubin, total', '14631-6', []),
    'bild_umol': ('Bilirubin, direct', '14629-0', []),
    'ldh': ('Lactate dehydrogenase', '2532-0', ['14804-9']),
    'tprot': ('Total protein', '2885-2', []),
    'alb': ('Albumin', '1751-7', []),
    'glob': ('Globulin (calculated)', '10834-0', ['2336-6']),
    'ag': ('Albumin/globulin ratio', '1759-0', []),
    'amy': ('Amylase', '1798-8', []),
    'lip': ('Lipase', '3040-3', []),
    # --- iron and vitamins
    'fe': ('Iron', '2498-4', []),
    'fe_umol': ('Iron', '14798-3', []),
    'ferr': ('Ferritin', '2276-4', []),
    'transf': ('Transferrin', '3034-6', []),
    'tibc': ('Iron binding capacity, total', '2500-7', []),
    'tsat': ('Transferrin (iron) saturation', '2502-3', ['14801-5']),
    'tsat_molar': ('Transferrin (iron) saturation', '14801-5', ['2502-3']),
    'b12': ('Vitamin B12', '2132-9', []),
    'b12_pmol': ('Vitamin B12', '14685-2', []),
    'folate': ('Folate', '2284-8', []),
    'folate_nmol': ('Folate', '14732-2', []),
    'vitd': ('25-hydroxyvitamin D', '62292-8', ['1989-3']),
    # --- inflammation
    'crp': ('C-reactive protein', '1988-5', []),
    'crp_hs': ('C-reactive protein, high sensitivity', '30522-7', ['1988-5']),
    'pct': ('Procalcitonin', '33959-8', []),
    # --- thyroid
    'tsh': ('TSH', '3016-3', ['11580-8']),
    'ft4': ('Free T4', '3024-7', []),
    't3': ('Total T3', '3053-6', []),
    'ft3': ('Free T3', '3051-0', []),
    'tpo': ('Anti-thyroperoxidase antibody', '8099-4', []),
    # --- sex hormones, prolactin, cortisol, hCG
    'fsh': ('FSH', '15067-2', []),
    'lh': ('LH', '10501-5', []),
    'e2': ('Estradiol', '2243-4', []),
    'prog': ('Progesterone', '2839-9', []),
    'prl': ('Prolactin', '2842-3', []),
    'testo': ('Testosterone, total', '2986-8', []),
    'shbg': ('SHBG', '13967-5', []),
    'dheas': ('DHEA sulfate', '2191-5', []),
    'cortisol': ('Cortisol', '2143-6', []),
    'bhcg': ('beta-hCG, quantitative', '21198-7', ['19080-1']),
    # --- PSA
    'psa': ('PSA, total', '2857-1', []),
    'fpsa': ('PSA, free', '10886-0', []),
    'psa_ratio': ('Free/total PSA ratio', '12841-3', []),
    # --- cardiac
    'ck': ('Creatine kinase', '2157-6', []),
    'ckmb': ('CK-MB (mass)', '13969-1', []),
    'tni_hs': ('Troponin I, high sensitivity', '89579-7', ['10839-9']),
    'ntprobnp': ('NT-proBNP', '33762-6', []),
    # --- tumour markers
    'cea': ('CEA', '2039-6', []),
    'ca125': ('CA 125', '10334-1', []),
    'ca199': ('CA 19-9', '24108-3', []),
    'ca153': ('CA 15-3', '6875-9', []),
    'afp': ('Alpha-fetoprotein', '1834-1', ['53962-7']),
    # --- urinalysis
    'u_color': ('Urine color', '5778-6', []),
    'u_aspect': ('Urine appearance', '5767-9', ['32167-9']),
    'u_sg': ('Urine specific gravity', '5811-5', ['2965-2']),
    'u_ph': ('Urine pH', '5803-2', ['2756-5']),
    'u_prot': ('Urine protein (strip)', '20454-5', ['5804-0']),
    'u_glu': ('Urine glucose (strip)', '25428-4', ['5792-7', '2349-9']),
    'u_ket': ('Urine ketones (strip)', '2514-8', ['33903-6', '5797-6']),
    'u_bil': ('Urine bilirubin (strip)', '5770-3', ['1977-8']),
    'u_ubg': ('Urine urobilinogen (strip)', '5818-0', ['13658-0', '19161-9']),
    'u_nit': ('Urine nitrite (strip)', '5802-4', []),
    'u_hb': ('Urine hemoglobin/blood (strip)', '5794-3', []),
    'u_le': ('Urine leukocyte esterase (strip)', '5799-2', []),
    'u_wbc_hpf': ('Urine sediment leukocytes per HPF', '5821-4', []),
    'u_rbc_hpf': ('Urine sediment erythrocytes per HPF', '13945-1', []),
    'u_wbc_ml': ('Urine leukocytes per mL (automated)', '30405-5', []),
    'u_rbc_ml': ('Urine erythrocytes per mL (automated)', '798-9', []),
    'u_epi': ('Urine sediment epithelial cells', '5787-7', ['20453-7']),
    'u_mucus': ('Urine sediment mucus', '8247-9', []),
    'u_bact': ('Urine sediment bacteria', '25145-4', ['5769-5']),
    'u_casts': ('Urine sediment casts', '9842-6', []),
    'u_crys': ('Urine sediment crystals', '5782-8', []),
    # --- urine culture and susceptibility
    'ucult': ('Urine culture, organism', '630-4', []),
    'colony': ('Urine culture colony count', '19090-0', ['100906-7']),
    'abx_amp': ('Ampicillin susceptibility', '18864-9', []),
    'abx_amc': ('Amoxicillin+clavulanate susceptibility', '18862-3', []),
    'abx_cfz': ('Cefazolin susceptibility', '18878-9', []),
    'abx_cro': ('Ceftriaxone susceptibility', '18895-3', []),
    'abx_fep': ('Cefepime susceptibility', '18879-7', []),
    'abx_cip': ('Ciprofloxacin susceptibility', '18906-8', []),
    'abx_lvx': ('Levofloxacin susceptibility', '20629-2', []),
    'abx_gen': ('Gentamicin susceptibility', '18928-2', []),
    'abx_amk': ('Amikacin susceptibility', '18860-7', []),
    'abx_nit': ('Nitrofurantoin susceptibility', '18955-5', []),
    'abx_sxt': ('Trimethoprim+sulfamethoxazole susceptibility', '18998-5', []),
    'abx_tzp': ('Piperacillin+tazobactam susceptibility', '18970-4', []),
    'abx_mem': ('Meropenem susceptibility', '18943-1', []),
    # --- urine albumin / protein
    'malb': ('Albumin, urine (microalbumin)', '14957-5', ['1754-1']),
    'ucreat': ('Creatinine, urine', '2161-8', []),
    'acr': ('Albumin/creatinine ratio, urine', '14959-1', ['9318-7']),
    # --- serology
    'hiv': ('HIV-1/2 Ag/Ab (4th generation)', '56888-1', []),
    'hbsag': ('HBsAg', '5196-1', ['5195-3']),
    'antihbs': ('Anti-HBs (quantitative)', '16935-9', ['5193-8']),
    'antihbc': ('Anti-HBc total', '13952-7', []),
    'hcv_idx': ('Anti-HCV signal/cutoff index', '48159-8', []),
    'hcv': ('Anti-HCV (qualitative)', '13955-0', ['16128-1']),
    'vdrl': ('VDRL (qualitative)', '5292-8', []),
    'vdrl_titer': ('VDRL titer', '50690-7', []),
    'toxo_igg_u': ('Toxoplasma IgG (units)', '5388-4', ['8039-0']),
    'toxo_igg': ('Toxoplasma IgG (qualitative)', '22580-5', []),
    'toxo_igm': ('Toxoplasma IgM (qualitative)', '25542-2', []),
    'rub_igg_u': ('Rubella IgG (units)', '5334-8', []),
    # --- blood bank
    'abo': ('ABO group', '883-9', []),
    'rh': ('Rh(D) type', '10331-7', ['1305-2']),
    'ab_screen': ('Irregular antibody screen (indirect Coombs)', '890-4', []),
}

for _k, (_a, _c, _alts) in CAT.items():
    assert loinc_ok(_c), (_k, _c)
    for _x in _alts:
        assert loinc_ok(_x), (_k, _x)
        assert _x != _c, (_k, _x)


# ---------------------------------------------------------------------------
# number formatting (Brazilian style) and a few clinical calculations
# ---------------------------------------------------------------------------
def br(x, nd=0, th=True):
    """Format x with decimal comma and (optionally) thousands dot."""
    s = f"{x:,.{nd}f}"
    return s.replace(',', '\x00').replace('.', ',').replace('\x00', '.' if th else '')


def ckd_epi_2021(scr_mg_dl, age, female):
    k = 0.7 if female else 0.9
    a = -0.241 if female else -0.302
    r = scr_mg_dl / k
    e = 142 * min(r, 1) ** a * max(r, 1) ** -1.200 * 0.9938 ** age
    return e * (1.012 if female else 1.0)


def indices(hb, ht, rbc):
    """MCV (fL), MCH (pg), MCHC (g/dL) from Hb g/dL, Ht %, RBC 10^6/uL."""
    return ht / rbc * 10, hb / rbc * 10, hb / ht * 100


def absolute(wbc, pcts):
    return [wbc * p / 100 for p in pcts]


# ---------------------------------------------------------------------------
# value_text -> (value, comparator)
# ---------------------------------------------------------------------------
WORD_CMP = [('inferior ou igual a', '<='), ('superior ou igual a', '>='),
            ('inferior a', '<'), ('superior a', '>'), ('menor que', '<'),
            ('maior que', '>'), ('acima de', '>'), ('abaixo de', '<')]
SYM_CMP = [('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]

BR_NUM = re.compile(r'^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$|^[+-]?\d+(,\d+)?$')
PT_NUM = re.compile(r'^[+-]?\d+\.\d+$')


def num_interpretations(s):
    """All plausible numeric readings of a printed number (BR and point-decimal)."""
    s = s.strip().replace('\u2212', '-')
    out = []
    if BR_NUM.match(s):
        out.append(float(s.replace('.', '').replace(',', '.')))
    if PT_NUM.match(s):
        out.append(float(s))
    return out


def parse_value(vt):
    s = vt.strip()
    cmp_ = ''
    low = s.lower()
    for w, c in WORD_CMP:
        if low.startswith(w):
            cmp_ = c
            s = s[len(w):].strip()
            break
    else:
        for w, c in SYM_CMP:
            if s.startswith(w):
                cmp_ = c
                s = s[len(w):].strip()
                break
    m = re.match(r'^1\s*/\s*(\d+)$', s)
    if m:
        return float(m.group(1)), cmp_
    nums = num_interpretations(s)
    if nums:
        return nums[0], cmp_
    return None, cmp_


# ---------------------------------------------------------------------------
# Result and row model
# ---------------------------------------------------------------------------
class R:
    """One printed patient result (one gold entry)."""

    def __init__(self, key, name, vt, unit='', ref='', flag='', date=None,
                 val='auto', bold=False, extra=None):
        assert key in CAT, key
        self.key, self.name, self.vt, self.unit = key, name, vt, unit
        self.ref, self.flag, self.date, self.bold = ref, flag, date, bold
        self.extra = extra or {}
        v, c = parse_value(vt)
        if val != 'auto':
            v = val
        self.value, self.cmp = v, c

    @property
    def printed_name(self):
        n = self.name if isinstance(self.name, str) else ' '.join(self.name)
        return re.sub(r'\s+', ' ', n.replace('\n', ' ')).strip()


class Row:
    """A printed table row: a name, 1..n value slots (R or None), ref etc."""

    def __init__(self, name, slots, ref='', extra=None, kind='row', bold_name=False):
        self.name = name
        self.slots = slots
        self.ref = ref
        self.extra = extra or {}
        self.kind = kind
        self.bold_name = bold_name


def row(r, ref=None, **extra):
    """Row with a single result; name and ref taken from the R."""
    return Row(r.name, [r], r.ref if ref is None else ref, extra)


def sub(text):
    return Row(text, [], kind='sub')


def note(text):
    return Row(text, [], kind='note')


def results_of_blocks(blocks):
    out = []
    for b in blocks:
        t = b['type']
        if t == 'grid':
            for rw in b['rows']:
                for s in rw.slots:
                    if isinstance(s, R):
                        out.append(s)
        elif t == 'twocol':
            out += results_of_blocks(b['left'])
            out += results_of_blocks(b['right'])
    return out


def gold(report):
    res = []
    for page in report['pages']:
        for r in results_of_blocks(page):
            analyte, code, alts = CAT[r.key]
            res.append({
                'printed_name': r.printed_name,
                'analyte': analyte,
                'loinc': code,
                'loinc_alternatives': list(alts),
                'value': (int(r.value) if isinstance(r.value, float) and r.value.is_integer()
                          else r.value),
                'value_text': r.vt,
                'comparator': r.cmp,
                'unit': r.unit,
                'collected_at': r.date or report['collected_at_default'],
            })
    return {'lab': report['lab'], 'collected_at_default': report['collected_at_default'],
            'results': res}
