"""Helpers shared by the report descriptions."""
from lib import Res, Row

# code -> (analyte, alternatives)
L = {
    'na': ('2951-2', 'Sodium', ['2947-0']), 'k': ('2823-3', 'Potassium', ['6298-4']),
    'cl': ('2075-0', 'Chloride', ['2069-3']), 'cai': ('1994-3', 'Calcium ionized', ['1995-0']),
    'lac': ('2524-7', 'Lactate', ['32693-4']), 'lacmass': ('14118-4', 'Lactate', []),
    'cre': ('2160-0', 'Creatinine', []), 'creSI': ('14682-9', 'Creatinine', []),
    'ureia': ('3091-6', 'Urea', []), 'ureiaSI': ('22664-7', 'Urea', ['72903-8']),
    'tnIhs': ('89579-7', 'Troponin I (high sensitivity)', ['10839-9']),
    'tnI': ('10839-9', 'Troponin I', ['49563-0']), 'tnThs': ('67151-1', 'Troponin T (high sensitivity)', ['6598-7']),
    'crp': ('1988-5', 'C reactive protein', ['30522-7']), 'glu': ('2345-7', 'Glucose', ['2339-0']),
    'gluSI': ('14749-6', 'Glucose', ['15074-8']), 'pct': ('33959-8', 'Procalcitonin', []),
    'rbc': ('789-8', 'Erythrocytes', ['26453-1']), 'hb': ('718-7', 'Hemoglobin', []),
    'ht': ('4544-3', 'Hematocrit', ['20570-8']), 'vcm': ('787-2', 'MCV', []), 'hcm': ('785-6', 'MCH', []),
    'chcm': ('786-4', 'MCHC', []), 'rdw': ('788-0', 'RDW', []), 'wbc': ('6690-2', 'Leukocytes', ['26464-8']),
    'bast%': ('764-1', 'Band neutrophils %', []), 'bast#': ('763-3', 'Band neutrophils', []),
    'seg%': ('769-0', 'Segmented neutrophils %', ['770-8']), 'seg#': ('768-2', 'Segmented neutrophils', ['751-8']),
    'neu#': ('751-8', 'Neutrophils', []), 'neu%': ('770-8', 'Neutrophils %', []),
    'eos%': ('713-8', 'Eosinophils %', []), 'eos#': ('711-2', 'Eosinophils', []),
    'bas%': ('706-2', 'Basophils %', []), 'bas#': ('704-7', 'Basophils', []),
    'lin%': ('736-9', 'Lymphocytes %', []), 'lin#': ('731-0', 'Lymphocytes', []),
    'mon%': ('5905-5', 'Monocytes %', []), 'mon#': ('742-7', 'Monocytes', []),
    'plt': ('777-3', 'Platelets', ['26515-7']), 'vpm': ('32623-1', 'MPV', []),
    'tp': ('5902-2', 'Prothrombin time', []), 'tpat': ('5894-1', 'Prothrombin activity', []),
    'inr': ('6301-6', 'INR', []), 'ttpa': ('14979-9', 'aPTT', ['3173-2']),
    'fib': ('3255-7', 'Fibrinogen', []), 'ddim': ('48065-7', 'D-dimer FEU', ['48066-5']),
    'tbil': ('1975-2', 'Bilirubin total', []), 'dbil': ('1968-7', 'Bilirubin direct', []),
    'ibil': ('1971-1', 'Bilirubin indirect', []), 'tbilSI': ('14631-6', 'Bilirubin total', []),
    'ast': ('1920-8', 'AST', []), 'alt': ('1742-6', 'ALT', []), 'ggt': ('2324-2', 'GGT', []),
    'alp': ('6768-6', 'Alkaline phosphatase', []), 'alb': ('1751-7', 'Albumin', []),
    'pt': ('2885-2', 'Protein total', []), 'cat': ('17861-6', 'Calcium', []), 'catSI': ('2000-8', 'Calcium', []),
    'mg': ('19123-9', 'Magnesium', []), 'mgSI': ('2601-3', 'Magnesium', []),
    'p': ('2777-1', 'Phosphate', []), 'pSI': ('14879-1', 'Phosphate', []),
    'ldh': ('2532-0', 'LDH', []), 'ck': ('2157-6', 'Creatine kinase', []), 'ckmb': ('13969-1', 'CK-MB mass', []),
    'amil': ('1798-8', 'Amylase', []), 'lip': ('3040-3', 'Lipase', []),
    'nh3': ('16362-6', 'Ammonia', []), 'ntbnp': ('33762-6', 'NT-proBNP', []), 'bnp': ('30934-4', 'BNP', []),
    'ct': ('2093-3', 'Cholesterol total', []), 'hdl': ('2085-9', 'HDL cholesterol', []),
    'ldl': ('13457-7', 'LDL cholesterol (calculated)', ['2089-1']), 'vldl': ('13458-5', 'VLDL cholesterol (calculated)', []),
    'tg': ('2571-8', 'Triglycerides', []), 'nhdl': ('43396-1', 'Non-HDL cholesterol', []),
    'a1c': ('4548-4', 'Hemoglobin A1c', ['17856-6']), 'urico': ('3084-1', 'Uric acid', []),
    'egfr': ('98979-8', 'eGFR (CKD-EPI 2021)', []),
    # blood gas
    'phA': ('2744-1', 'pH arterial', ['11558-4']), 'pco2A': ('2019-8', 'pCO2 arterial', ['11557-6']),
    'po2A': ('2703-7', 'pO2 arterial', ['11556-8']), 'hco3A': ('1960-4', 'Bicarbonate arterial', ['1959-6']),
    'beA': ('1925-7', 'Base excess arterial', ['11555-0']), 'so2A': ('2708-6', 'O2 saturation arterial', ['20564-1']),
    'phV': ('2746-6', 'pH venous', ['11558-4']), 'pco2V': ('2021-4', 'pCO2 venous', ['11557-6']),
    'po2V': ('2705-2', 'pO2 venous', ['11556-8']), 'hco3V': ('14627-4', 'Bicarbonate venous', []),
    'beV': ('1927-3', 'Base excess venous', ['11555-0']), 'so2V': ('2711-0', 'O2 saturation venous', ['20564-1']),
    'lacA': ('2518-9', 'Lactate arterial', ['32693-4', '2524-7']), 'lacV': ('2519-7', 'Lactate venous', ['32693-4', '2524-7']),
    'naA': ('32717-1', 'Sodium arterial', ['2947-0']), 'kA': ('32713-0', 'Potassium arterial', ['6298-4']),
    'clA': ('41650-3', 'Chloride arterial', ['2069-3']), 'gluB': ('2339-0', 'Glucose blood', ['2345-7']),
    # urine / micro / serology
    'u_cor': ('5778-6', 'Urine color', []), 'u_asp': ('5767-9', 'Urine appearance', []),
    'u_dens': ('5811-5', 'Urine specific gravity', []), 'u_ph': ('5803-2', 'Urine pH', []),
    'u_prot': ('20454-5', 'Urine protein presence', ['2887-8']), 'u_glu': ('25428-4', 'Urine glucose presence', ['2349-9']),
    'u_cet': ('2514-8', 'Urine ketones presence', []), 'u_hb': ('5794-3', 'Urine hemoglobin presence', []),
    'u_nit': ('5802-4', 'Urine nitrite presence', []), 'u_le': ('5799-2', 'Urine leukocyte esterase', []),
    'u_bil': ('5770-3', 'Urine bilirubin presence', []), 'u_leu': ('5821-4', 'Urine leukocytes /HPF', []),
    'u_hem': ('13945-1', 'Urine erythrocytes /HPF', []), 'urocult': ('630-4', 'Bacteria identified in urine culture', []),
    'hemocult': ('600-7', 'Bacteria identified in blood culture', []),
    'sars': ('94500-6', 'SARS-CoV-2 RNA', ['94309-2']), 'hcg_u': ('2106-3', 'hCG presence urine', []),
    'upcr': ('2890-2', 'Protein/creatinine ratio urine', []),
    'abo': ('883-9', 'ABO group', []), 'rh': ('10331-7', 'Rh type', []),
    'hiv': ('68961-2', 'HIV 1+2 Ab', ['75622-1']), 'hbsag': ('5196-1', 'HBsAg', ['5195-3']),
    'vdrl': ('5292-8', 'Reagin Ab (VDRL)', []), 'vdrlt': ('5291-0', 'Reagin Ab titer (VDRL)', []),
    'trep': ('20507-0', 'Treponema pallidum Ab', ['24110-9']),
}


def R(key, name, vt, unit, flag='', ref='', date=None, dec=','):
    code, an, alts = L[key]
    return Res(name, vt, unit, code, an, alts, flag, ref, date, dec)


def vf(r, style='after'):
    """value with flag as printed"""
    if not r.flag:
        return r.vt
    if style == 'after':
        return f'{r.vt} {r.flag}'
    if style == 'before':
        return f'{r.flag} {r.vt}'
    return r.vt


def rows_std(rs, layout='nvur', fstyle='after'):
    out = []
    for r in rs:
        if layout == 'nvur':
            out.append(Row([r.name, vf(r, fstyle), r.unit, r.ref], [r]))
        elif layout == 'nvfur':
            out.append(Row([r.name, r.vt, r.flag, r.unit, r.ref], [r]))
        elif layout == 'nrv':   # result after the reference range
            out.append(Row([r.name, r.ref, (vf(r, fstyle) + ' ' + r.unit).strip()], [r]))
        elif layout == 'nv':
            out.append(Row([r.name, (vf(r, fstyle) + ' ' + r.unit).strip()], [r]))
    return out


def serial_rows(markers, dates, fstyle='after', with_ref=True):
    """markers: (key, name, unit, ref, [vt or (vt, flag) or None per column])"""
    rows = []
    for key, name, unit, ref, vals in markers:
        cells, res = [name, unit], []
        for v, d in zip(vals, dates):
            if v is None:
                cells.append('—'); continue
            vt, fl = (v, '') if isinstance(v, str) else v
            r = R(key, name, vt, unit, fl, ref, d)
            res.append(r)
            cells.append(vf(r, fstyle))
        if with_ref:
            cells.append(ref)
        rows.append(Row(cells, res))
    return rows
