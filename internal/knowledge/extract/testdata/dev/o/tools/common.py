"""Shared model helpers: LOINC catalogue, value parsing, report model."""
import re

def loinc_ok(code):
    num, cd = code.split('-')
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            total += d // 10 + d % 10
        else:
            total += d
    return (10 - total % 10) % 10 == int(cd)

# key: (analyte, loinc, alternatives)
CAT = {
 'hb': ('Hemoglobin', '718-7', []),
 'ht': ('Hematocrit', '4544-3', ['20570-8']),
 'rbc': ('Erythrocytes', '789-8', ['26453-1']),
 'vcm': ('MCV', '787-2', []),
 'hcm': ('MCH', '785-6', []),
 'chcm': ('MCHC', '786-4', []),
 'rdw': ('RDW-CV', '788-0', []),
 'wbc': ('Leukocytes', '6690-2', ['26464-8']),
 'neu_p': ('Neutrophils/100 leukocytes', '770-8', ['26511-6']),
 'neu_a': ('Neutrophils count', '751-8', ['26499-4']),
 'seg_p': ('Segmented neutrophils/100 leukocytes', '26511-6', ['770-8']),
 'seg_a': ('Segmented neutrophils count', '30451-9', ['751-8']),
 'band_p': ('Band neutrophils/100 leukocytes', '764-1', ['26507-4']),
 'band_a': ('Band neutrophils count', '30180-4', []),
 'lin_p': ('Lymphocytes/100 leukocytes', '736-9', []),
 'lin_a': ('Lymphocytes count', '731-0', []),
 'mon_p': ('Monocytes/100 leukocytes', '5905-5', []),
 'mon_a': ('Monocytes count', '742-7', []),
 'eos_p': ('Eosinophils/100 leukocytes', '713-8', []),
 'eos_a': ('Eosinophils count', '711-2', []),
 'bas_p': ('Basophils/100 leukocytes', '706-2', []),
 'bas_a': ('Basophils count', '704-7', []),
 'plt': ('Platelets', '777-3', ['26515-7']),
 'vpm': ('Mean platelet volume', '32623-1', []),
 'vhs': ('ESR Westergren', '4537-7', ['30341-2']),
 'glu': ('Glucose', '2345-7', ['1558-6']),
 'glu_m': ('Glucose (molar)', '14749-6', ['15074-8']),
 'a1c': ('Hemoglobin A1c', '4548-4', ['17856-6']),
 'a1c_ifcc': ('Hemoglobin A1c IFCC', '59261-8', []),
 'eag': ('Estimated average glucose', '27353-2', []),
 'chol': ('Cholesterol total', '2093-3', []),
 'chol_m': ('Cholesterol total (molar)', '14647-2', []),
 'hdl': ('HDL cholesterol', '2085-9', []),
 'hdl_m': ('HDL cholesterol (molar)', '14646-4', []),
 'ldl': ('LDL cholesterol', '13457-7', ['18262-6', '2089-1']),
 'ldl_m': ('LDL cholesterol (molar)', '22748-8', ['39469-2']),
 'tg': ('Triglycerides', '2571-8', []),
 'tg_m': ('Triglycerides (molar)', '14927-8', []),
 'nhdl': ('Non-HDL cholesterol', '43396-1', []),
 'vldl': ('VLDL cholesterol', '13458-5', ['2091-7']),
 'crea': ('Creatinine', '2160-0', ['38483-4']),
 'crea_m': ('Creatinine (molar)', '14682-9', []),
 'urea': ('Urea', '3091-6', []),
 'urea_m': ('Urea (molar)', '22664-7', []),
 'egfr': ('eGFR CKD-EPI', '98979-8', ['62238-1']),
 'urico': ('Uric acid', '3084-1', []),
 'urico_m': ('Uric acid (molar)', '14933-6', []),
 'na': ('Sodium', '2951-2', []),
 'k': ('Potassium', '2823-3', ['6298-4']),
 'cl': ('Chloride', '2075-0', []),
 'ca': ('Calcium', '17861-6', []),
 'ca_m': ('Calcium (molar)', '2000-8', []),
 'mg': ('Magnesium', '19123-9', []),
 'p': ('Phosphate', '2777-1', []),
 'ast': ('AST', '1920-8', []),
 'alt': ('ALT', '1742-6', []),
 'ggt': ('GGT', '2324-2', []),
 'fa': ('Alkaline phosphatase', '6768-6', []),
 'bt': ('Bilirubin total', '1975-2', []),
 'bt_m': ('Bilirubin total (molar)', '14631-6', []),
 'bd': ('Bilirubin direct', '1968-7', []),
 'bi': ('Bilirubin indirect', '1971-1', []),
 'alb': ('Albumin', '1751-7', ['61151-7']),
 'prot': ('Protein total', '2885-2', []),
 'glob': ('Globulin', '10834-0', []),
 'ldh': ('LDH', '2532-0', ['14804-9']),
 'ck': ('Creatine kinase', '2157-6', []),
 'tsh': ('TSH', '3016-3', ['11580-8']),
 't4l': ('Free T4', '3024-7', []),
 't4l_m': ('Free T4 (molar)', '14920-3', []),
 't3': ('T3 total', '3053-6', []),
 'tpo': ('Thyroid peroxidase Ab', '8099-4', ['5048-4']),
 'vitd': ('25-hydroxyvitamin D', '62292-8', ['1989-3']),
 'b12': ('Vitamin B12', '2132-9', []),
 'b12_m': ('Vitamin B12 (molar)', '14685-2', []),
 'ferr': ('Ferritin', '2276-4', ['20567-4']),
 'fe': ('Iron', '2498-4', []),
 'fe_m': ('Iron (molar)', '14798-3', []),
 'tibc': ('TIBC', '2500-7', []),
 'tsat': ('Transferrin saturation', '2502-3', []),
 'fol': ('Folate', '2284-8', []),
 'pcr': ('C-reactive protein', '1988-5', []),
 'pcr_us': ('hs-CRP', '30522-7', ['1988-5']),
 'psa': ('PSA total', '2857-1', []),
 'psal': ('PSA free', '10886-0', []),
 'psar': ('PSA free/total', '12841-3', []),
 'ins': ('Insulin', '20448-7', []),
 'u_sg': ('Urine specific gravity', '5811-5', ['2965-2']),
 'u_ph': ('Urine pH', '5803-2', ['2756-5']),
 'u_prot': ('Urine protein presence', '20454-5', ['5804-0']),
 'u_glu': ('Urine glucose presence', '25428-4', ['5792-7']),
 'u_cet': ('Urine ketones presence', '2514-8', ['5797-6']),
 'u_hb': ('Urine hemoglobin presence', '5794-3', []),
 'u_nit': ('Urine nitrite', '5802-4', []),
 'u_bil': ('Urine bilirubin', '5770-3', []),
 'u_leuest': ('Urine leukocyte esterase', '5799-2', []),
 'u_leu': ('Urine WBC per HPF', '5821-4', []),
 'u_hem': ('Urine RBC per HPF', '13945-1', []),
 'u_epi': ('Urine squamous epithelial cells per HPF', '11277-1', []),
 'hiv': ('HIV 1+2 Ab + p24 Ag', '56888-1', []),
 'hbsag': ('HBsAg', '5196-1', []),
 'antihbs': ('Anti-HBs', '16935-9', []),
 'hcv': ('Anti-HCV', '16128-1', ['13955-0']),
 'vdrl': ('VDRL', '5292-8', ['20507-0']),
 'abo': ('ABO group', '883-9', []),
 'rh': ('Rh type', '10331-7', []),
 'bhcg': ('beta-hCG', '21198-7', ['19080-1']),
 'tp': ('Prothrombin time', '5902-2', []),
 'inr': ('INR', '6301-6', ['34714-6']),
 'ttpa': ('aPTT', '14979-9', ['3173-2']),
 'glu_jej': ('Glucose fasting', '1558-6', ['2345-7']),
 'glu_1h': ('Glucose 1h post 75 g', '1507-3', []),
 'glu_2h': ('Glucose 2h post 75 g', '1518-0', []),
 'u_cor': ('Urine color', '5778-6', []),
 'u_asp': ('Urine clarity', '5767-9', []),
 'malb': ('Urine microalbumin', '14957-5', []),
 'racr': ('Urine albumin/creatinine ratio', '14959-1', ['9318-7']),
}

PREFIXES = [('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>'),
            ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]

def parse_value(vt, dec=','):
    s = vt.strip()
    cmp = ''
    for p, c in PREFIXES:
        if s.lower().startswith(p):
            cmp, s = c, s[len(p):].strip()
            break
    if dec == ',':
        if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?', s):
            s = s.replace('.', '')
        s = s.replace(',', '.')
    else:
        if re.fullmatch(r'\d{1,3}(,\d{3})+(\.\d+)?', s):
            s = s.replace(',', '')
    if not re.fullmatch(r'\d+(\.\d+)?', s):
        return None, ''
    v = float(s)
    if '.' not in s:
        v = int(s)
    return v, cmp


class Report:
    def __init__(self, rid, lab, city, default_date, dec=','):
        self.id, self.lab, self.city, self.default = rid, lab, city, default_date
        self.dec = dec
        self.results = []
        self.pages = []
        self.meta = {}

    def r(self, key, printed, vt, unit, date=None, dec=None):
        analyte, loinc, alts = CAT[key]
        v, c = parse_value(vt, dec or self.dec)
        self.results.append({'printed_name': printed, 'analyte': analyte, 'loinc': loinc,
                             'loinc_alternatives': list(alts), 'value': v, 'value_text': vt,
                             'comparator': c, 'unit': unit,
                             'collected_at': date or self.default})
        return vt

    def gold(self):
        return {'lab': self.lab, 'collected_at_default': self.default, 'results': self.results}
