"""Shared model helpers: LOINC table, result constructor, value parsing."""
import re

# key: (analyte, loinc, alternatives)
LO = {
    'hb': ('Hemoglobin', '718-7', []),
    'hb_mol': ('Hemoglobin (molar)', '59260-0', ['718-7']),
    'ht': ('Hematocrit', '4544-3', []),
    'rbc': ('Erythrocytes', '789-8', []),
    'mcv': ('MCV', '787-2', []),
    'mch': ('MCH', '785-6', []),
    'mchc': ('MCHC', '786-4', []),
    'rdw': ('RDW', '788-0', []),
    'wbc': ('Leukocytes', '6690-2', []),
    'plt': ('Platelets', '777-3', []),
    'neut_p': ('Neutrophils %', '770-8', []),
    'neut_a': ('Neutrophils #', '751-8', []),
    'seg_p': ('Segmented neutrophils %', '769-0', ['770-8']),
    'seg_a': ('Segmented neutrophils #', '751-8', []),
    'band_p': ('Band neutrophils %', '764-1', []),
    'band_a': ('Band neutrophils #', '26507-4', []),
    'lymph_p': ('Lymphocytes %', '736-9', []),
    'lymph_a': ('Lymphocytes #', '731-0', []),
    'mono_p': ('Monocytes %', '5905-5', []),
    'mono_a': ('Monocytes #', '742-7', []),
    'eos_p': ('Eosinophils %', '713-8', []),
    'eos_a': ('Eosinophils #', '711-2', []),
    'baso_p': ('Basophils %', '706-2', []),
    'baso_a': ('Basophils #', '704-7', []),
    'retic_p': ('Reticulocytes %', '4679-7', []),
    'glu': ('Glucose', '2345-7', []),
    'glu_mol': ('Glucose (molar)', '14749-6', ['15074-8']),
    'a1c': ('Hemoglobin A1c', '4548-4', ['17856-6']),
    'a1c_ifcc': ('Hemoglobin A1c (IFCC)', '59261-8', []),
    'eag': ('Estimated average glucose', '27353-2', []),
    'chol': ('Total cholesterol', '2093-3', []),
    'chol_mol': ('Total cholesterol (molar)', '14647-2', []),
    'hdl': ('HDL cholesterol', '2085-9', []),
    'hdl_mol': ('HDL cholesterol (molar)', '14646-4', []),
    'ldl': ('LDL cholesterol (calculated)', '13457-7', ['2089-1', '18262-6']),
    'ldl_mol': ('LDL cholesterol (molar)', '39469-2', ['22748-8']),
    'vldl': ('VLDL cholesterol', '13458-5', []),
    'nonhdl': ('Non-HDL cholesterol', '43396-1', []),
    'tg': ('Triglycerides', '2571-8', []),
    'tg_mol': ('Triglycerides (molar)', '14927-8', []),
    'crea': ('Creatinine', '2160-0', []),
    'crea_mol': ('Creatinine (molar)', '14682-9', []),
    'egfr': ('eGFR CKD-EPI 2021', '98979-8', ['62238-1']),
    'urea': ('Urea', '3091-6', []),
    'urea_mol': ('Urea (molar)', '22664-7', []),
    'uric': ('Uric acid', '3084-1', []),
    'uric_mol': ('Uric acid (molar)', '14933-6', []),
    'ast': ('AST', '1920-8', []),
    'alt': ('ALT', '1742-6', []),
    'ggt': ('GGT', '2324-2', []),
    'alp': ('Alkaline phosphatase', '6768-6', []),
    'bt': ('Total bilirubin', '1975-2', []),
    'bt_mol': ('Total bilirubin (molar)', '14631-6', []),
    'bd': ('Direct bilirubin', '1968-7', []),
    'bi': ('Indirect bilirubin', '1971-1', []),
    'prot': ('Total protein', '2885-2', []),
    'alb': ('Albumin', '1751-7', []),
    'alb_gl': ('Albumin', '1751-7', ['61151-7']),
    'glob': ('Globulin', '10834-0', []),
    'na': ('Sodium', '2951-2', []),
    'k': ('Potassium', '2823-3', []),
    'cl': ('Chloride', '2075-0', []),
    'ca': ('Calcium', '17861-6', []),
    'ca_mol': ('Calcium (molar)', '2000-8', []),
    'cai': ('Ionized calcium', '1994-3', []),
    'mg': ('Magnesium', '19123-9', []),
    'p': ('Phosphorus', '2777-1', []),
    'tsh': ('TSH', '3016-3', []),
    't4l': ('Free T4', '3024-7', []),
    't4l_mol': ('Free T4 (molar)', '14920-3', []),
    't3': ('Total T3', '3053-6', []),
    'ferr': ('Ferritin', '2276-4', []),
    'iron': ('Iron', '2498-4', []),
    'iron_mol': ('Iron (molar)', '14798-3', []),
    'tsat': ('Transferrin saturation', '2502-3', []),
    'tibc': ('TIBC', '2500-7', []),
    'b12': ('Vitamin B12', '2132-9', []),
    'b12_mol': ('Vitamin B12 (molar)', '14685-2', []),
    'vitd': ('25-OH vitamin D', '62292-8', ['1989-3']),
    'vitd_mol': ('25-OH vitamin D (molar)', '14635-7', []),
    'fol': ('Folate', '2284-8', []),
    'psa': ('PSA total', '2857-1', []),
    'fpsa': ('PSA free', '10886-0', []),
    'crp': ('C-reactive protein', '1988-5', []),
    'hscrp': ('hs-CRP', '30522-7', ['1988-5']),
    'esr': ('ESR', '4537-7', ['30341-2']),
    'pt': ('Prothrombin time', '5902-2', []),
    'inr': ('INR', '6301-6', []),
    'aptt': ('aPTT', '14979-9', ['3173-2']),
    'fib': ('Fibrinogen', '3255-7', []),
    'ddimer': ('D-dimer FEU', '48065-7', []),
    'hiv': ('HIV 1+2 Ag/Ab', '56888-1', ['7917-8']),
    'hbsag': ('HBsAg', '5196-1', ['5195-3']),
    'hcv': ('Anti-HCV', '13955-0', ['16128-1']),
    'vdrl': ('VDRL', '5292-8', []),
    'toxo_g': ('Toxoplasma IgG', '5388-4', []),
    'rub_g': ('Rubella IgG', '5334-8', []),
    'abo': ('ABO group', '883-9', []),
    'rh': ('Rh type', '10331-7', []),
    'ns1': ('Dengue NS1 antigen', '75377-2', []),
    'malaria': ('Plasmodium (thick smear)', '32700-7', []),
    'insulin': ('Insulin', '20448-7', []),
    'ck': ('Creatine kinase', '2157-6', []),
    'ldh': ('LDH', '2532-0', []),
    'amy': ('Amylase', '1798-8', []),
    'lip': ('Lipase', '3040-3', []),
    'testo': ('Testosterone total', '2986-8', []),
    'e2': ('Estradiol', '2243-4', []),
    'lh': ('LH', '10501-5', []),
    'fsh': ('FSH', '15067-2', []),
    'prl': ('Prolactin', '2842-3', []),
    'cort': ('Cortisol', '2143-6', []),
    'bhcg': ('beta-hCG (serum, quantitative)', '21198-7', []),
    'u_color': ('Urine color', '5778-6', []),
    'u_aspect': ('Urine appearance', '5767-9', []),
    'u_sg': ('Urine specific gravity', '5811-5', []),
    'u_ph': ('Urine pH', '5803-2', []),
    'u_prot': ('Urine protein (strip)', '20454-5', []),
    'u_glu': ('Urine glucose (strip)', '25428-4', []),
    'u_ket': ('Urine ketones (strip)', '2514-8', []),
    'u_blood': ('Urine hemoglobin (strip)', '5794-3', []),
    'u_nit': ('Urine nitrite', '5802-4', []),
    'u_le': ('Urine leukocyte esterase', '5799-2', []),
    'u_bili': ('Urine bilirubin (strip)', '5770-3', []),
    'u_ubg': ('Urine urobilinogen (strip)', '20405-7', ['5818-0']),
    'u_wbc_ml': ('Urine leukocytes per volume', '30405-5', []),
    'u_rbc_ml': ('Urine erythrocytes per volume', '30391-7', []),
    'u_wbc_hpf': ('Urine leukocytes per HPF', '5821-4', []),
    'u_rbc_hpf': ('Urine erythrocytes per HPF', '13945-1', []),
    'u_epi': ('Urine epithelial cells per HPF', '11277-1', []),
    'u_bact': ('Urine bacteria (sediment)', '25145-4', []),
    'u_cult': ('Urine culture organism', '630-4', []),
    'malb': ('Urine microalbumin', '14957-5', []),
    'acr': ('Albumin/creatinine ratio', '14959-1', ['9318-7']),
    'stool_op': ('Stool ova and parasites', '10704-5', []),
    'stool_blood': ('Fecal occult blood', '2335-8', []),
}

_PRE = [('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>'),
        ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]


def parse_value(vt):
    """Return (value, comparator) from a printed value text."""
    s = vt.strip()
    comp = ''
    for pre, c in _PRE:
        if s.lower().startswith(pre):
            comp, s = c, s[len(pre):].strip()
            break
    if re.fullmatch(r'\d[\d.,]*', s):
        if ',' in s:
            num = s.replace('.', '').replace(',', '.')
        elif re.fullmatch(r'\d{1,3}(\.\d{3})+', s):
            num = s.replace('.', '')
        else:
            num = s
        f = float(num)
        return (int(f) if f.is_integer() and '.' not in num else f), comp
    return None, comp


def R(name, vt, unit, ref, key, flag='', date=None, prev=None, value='auto'):
    """A printed result. prev = (value_text, iso_date, printed_date_label) for a dated previous result."""
    return dict(kind='res', name=name, vt=vt, unit=unit, ref=ref, key=key, flag=flag,
                date=date, prev=prev, value=value)


def loinc_ok(code):
    b, d = code.split('-')
    s = 0
    for i, ch in enumerate(reversed(b)):
        x = int(ch) * (2 if i % 2 == 0 else 1)
        s += x // 10 + x % 10
    return (10 - s % 10) % 10 == int(d)


def gold_entry(r, date, vt=None):
    vt = r['vt'] if vt is None else vt
    an, code, alts = LO[r['key']]
    v, comp = parse_value(vt)
    if r.get('value') not in ('auto', None) and vt == r['vt']:
        v = r['value']
    return {'printed_name': r['name'].replace('\n', ' '), 'analyte': an, 'loinc': code,
            'loinc_alternatives': list(alts), 'value': v, 'value_text': vt, 'comparator': comp,
            'unit': r['unit'], 'collected_at': date}
