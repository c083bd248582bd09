# LOINC codes used in the set (code, alternatives). Names follow LOINC long common names.
L = {
 'rbc': ('789-8', ['26453-1'], 'Erythrocytes'), 'hb': ('718-7', [], 'Hemoglobin'),
 'hct': ('4544-3', ['20570-8'], 'Hematocrit'), 'mcv': ('787-2', [], 'MCV'), 'mch': ('785-6', [], 'MCH'),
 'mchc': ('786-4', [], 'MCHC'), 'rdw': ('788-0', ['30385-9'], 'RDW'),
 'wbc': ('6690-2', ['26464-8'], 'Leukocytes'),
 'neut_p': ('770-8', [], 'Neutrophils %'), 'neut_a': ('751-8', [], 'Neutrophils #'),
 'band_p': ('764-1', ['26508-2'], 'Band neutrophils %'), 'band_a': ('763-3', [], 'Band neutrophils #'),
 'seg_p': ('769-0', ['26511-6'], 'Segmented neutrophils %'), 'seg_a': ('768-2', [], 'Segmented neutrophils #'),
 'lymph_p': ('736-9', [], 'Lymphocytes %'), 'lymph_a': ('731-0', [], 'Lymphocytes #'),
 'mono_p': ('5905-5', [], 'Monocytes %'), 'mono_a': ('742-7', [], 'Monocytes #'),
 'eos_p': ('713-8', [], 'Eosinophils %'), 'eos_a': ('711-2', [], 'Eosinophils #'),
 'baso_p': ('706-2', [], 'Basophils %'), 'baso_a': ('704-7', [], 'Basophils #'),
 'plt': ('777-3', ['26515-7'], 'Platelets'), 'mpv': ('32623-1', [], 'MPV'),
 'glu_f': ('1558-6', ['2345-7'], 'Fasting glucose'), 'glu': ('2345-7', [], 'Glucose'),
 'glu_mol': ('14749-6', ['14771-0'], 'Glucose (molar)'),
 'a1c': ('4548-4', ['17856-6'], 'Hemoglobin A1c'), 'a1c_ifcc': ('59261-8', [], 'Hemoglobin A1c IFCC'),
 'eag': ('27353-2', [], 'Estimated average glucose'),
 'chol': ('2093-3', [], 'Total cholesterol'), 'hdl': ('2085-9', [], 'HDL cholesterol'),
 'ldl': ('13457-7', ['2089-1', '18262-6'], 'LDL cholesterol'), 'vldl': ('13458-5', [], 'VLDL cholesterol'),
 'tg': ('2571-8', [], 'Triglycerides'), 'nonhdl': ('43396-1', [], 'Non-HDL cholesterol'),
 'chol_mol': ('14647-2', [], 'Total cholesterol (molar)'), 'hdl_mol': ('14646-4', [], 'HDL cholesterol (molar)'),
 'ldl_mol': ('39469-2', ['22748-8'], 'LDL cholesterol (molar)'), 'tg_mol': ('14927-8', [], 'Triglycerides (molar)'),
 'creat': ('2160-0', [], 'Creatinine'), 'creat_mol': ('14682-9', [], 'Creatinine (molar)'),
 'egfr': ('98979-8', ['62238-1'], 'eGFR CKD-EPI 2021'), 'urea': ('3091-6', [], 'Urea'),
 'urea_mol': ('22664-7', [], 'Urea (molar)'), 'urate': ('3084-1', [], 'Uric acid'),
 'na': ('2951-2', [], 'Sodium'), 'k': ('2823-3', [], 'Potassium'), 'ca': ('17861-6', [], 'Calcium'),
 'crp': ('1988-5', [], 'C-reactive protein'),
 'ast': ('1920-8', [], 'AST'), 'alt': ('1742-6', [], 'ALT'), 'ggt': ('2324-2', [], 'GGT'),
 'alp': ('6768-6', [], 'Alkaline phosphatase'), 'bt': ('1975-2', [], 'Bilirubin total'),
 'bd': ('1968-7', [], 'Bilirubin direct'), 'bi': ('1971-1', [], 'Bilirubin indirect'),
 'alb': ('1751-7', [], 'Albumin'), 'prot': ('2885-2', [], 'Total protein'), 'glob': ('10834-0', [], 'Globulin'),
 'u_malb': ('14957-5', [], 'Urine microalbumin'), 'u_creat': ('2161-8', [], 'Urine creatinine'),
 'u_acr': ('14959-1', [], 'Urine albumin/creatinine ratio'),
 'tsh': ('3016-3', ['11580-8'], 'TSH'), 'ft4': ('3024-7', [], 'Free T4'), 't3': ('3053-6', [], 'T3 total'),
 'tpo': ('8099-4', [], 'Anti-TPO'), 'b12': ('2132-9', [], 'Vitamin B12'), 'ferritin': ('2276-4', [], 'Ferritin'),
 'iron': ('2498-4', [], 'Iron'), 'tsat': ('2502-3', [], 'Transferrin saturation'), 'folate': ('2284-8', [], 'Folate'),
 'vitd': ('62292-8', ['1989-3'], '25-hydroxyvitamin D'), 'insulin': ('20448-7', [], 'Insulin'),
 'pth': ('2731-8', [], 'PTH intact'),
 'psa': ('2857-1', [], 'PSA total'), 'fpsa': ('10886-0', [], 'PSA free'), 'psa_ratio': ('12841-3', [], 'PSA free/total'),
 'testo': ('2986-8', [], 'Testosterone'),
 'abo': ('883-9', ['882-1'], 'ABO group'), 'rh': ('10331-7', ['882-1'], 'Rh type'),
 'hiv': ('56888-1', [], 'HIV 1+2 Ab + p24 Ag'), 'hbsag': ('5196-1', ['5195-3'], 'HBsAg'),
 'hcv': ('13955-0', ['16128-1'], 'Anti-HCV'), 'vdrl': ('5292-8', [], 'VDRL'), 'vdrl_t': ('50690-7', [], 'VDRL titer'),
 'trep': ('24110-9', [], 'Treponema pallidum Ab'), 'antihbs': ('16935-9', ['22322-2'], 'Anti-HBs'),
 'antihbc': ('13952-7', ['16933-4'], 'Anti-HBc total'),
 'toxo_g': ('5388-4', ['8039-0'], 'Toxoplasma IgG'), 'toxo_m': ('25542-2', [], 'Toxoplasma IgM'),
 'rub_g': ('5334-8', ['8014-3'], 'Rubella IgG'),
 'u_color': ('5778-6', [], 'Urine color'), 'u_aspect': ('5767-9', [], 'Urine appearance'),
 'u_sg': ('5811-5', [], 'Urine specific gravity'), 'u_ph': ('5803-2', [], 'Urine pH'),
 'u_prot': ('20454-5', [], 'Urine protein'), 'u_glu': ('25428-4', [], 'Urine glucose'),
 'u_ket': ('2514-8', [], 'Urine ketones'), 'u_hb': ('5794-3', [], 'Urine hemoglobin'),
 'u_bili': ('5770-3', [], 'Urine bilirubin'), 'u_ubg': ('5818-0', ['20405-7'], 'Urine urobilinogen'),
 'u_nit': ('5802-4', [], 'Urine nitrite'), 'u_le': ('5799-2', [], 'Urine leukocyte esterase'),
 'u_wbc': ('30405-5', [], 'Urine leukocytes'), 'u_rbc': ('30391-7', [], 'Urine erythrocytes'),
}
def check_digit_ok(code):
    body, cd = code.split('-')
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        s += d
    return (10 - s % 10) % 10 == int(cd)
if __name__ == '__main__':
    bad = [c for k, (c, alts, _) in L.items() for c in [c] + alts if not check_digit_ok(c)]
    print('bad:', bad)
