# key -> (analyte, loinc, alternatives)
L = {
 'hb': ('Hemoglobin', '718-7', []),
 'hb_mmol': ('Hemoglobin', '59260-0', []),
 'ht': ('Hematocrit', '4544-3', ['20570-8']),
 'rbc': ('Erythrocytes', '789-8', ['26453-1']),
 'mcv': ('MCV', '787-2', []), 'mch': ('MCH', '785-6', []), 'mchc': ('MCHC', '786-4', []),
 'rdw': ('RDW-CV', '788-0', []),
 'wbc': ('Leukocytes', '6690-2', ['26464-8']),
 'neu_p': ('Neutrophils %', '770-8', ['26511-6']), 'neu_a': ('Neutrophils count', '751-8', ['26499-4']),
 'band_p': ('Band neutrophils %', '764-1', []), 'seg_p': ('Segmented neutrophils %', '769-0', ['770-8']),
 'seg_a': ('Segmented neutrophils count', '751-8', ['26499-4']),
 'lym_p': ('Lymphocytes %', '736-9', ['26478-8']), 'lym_a': ('Lymphocytes count', '731-0', ['26474-7']),
 'mon_p': ('Monocytes %', '5905-5', ['26485-3']), 'mon_a': ('Monocytes count', '742-7', ['26484-6']),
 'eos_p': ('Eosinophils %', '713-8', ['26450-7']), 'eos_a': ('Eosinophils count', '711-2', ['26449-9']),
 'bas_p': ('Basophils %', '706-2', ['30180-4']), 'bas_a': ('Basophils count', '704-7', ['26444-0']),
 'plt': ('Platelets', '777-3', ['26515-7']), 'mpv': ('MPV', '32623-1', []),
 'glu': ('Fasting glucose', '1558-6', ['2345-7']), 'glu_mmol': ('Fasting glucose', '14771-0', ['15074-8']),
 'a1c': ('Hemoglobin A1c', '4548-4', ['17856-6']), 'a1c_ifcc': ('Hemoglobin A1c (IFCC)', '59261-8', []),
 'eag': ('Estimated average glucose', '27353-2', []),
 'chol': ('Cholesterol', '2093-3', []), 'chol_mmol': ('Cholesterol', '14647-2', []),
 'hdl': ('HDL cholesterol', '2085-9', []), 'hdl_mmol': ('HDL cholesterol', '14646-4', []),
 'ldl': ('LDL cholesterol (calculated)', '13457-7', ['2089-1', '18262-6']),
 'ldl_mmol': ('LDL cholesterol (calculated)', '39469-2', ['22748-8']),
 'tg': ('Triglycerides', '2571-8', []), 'tg_mmol': ('Triglycerides', '14927-8', []),
 'vldl': ('VLDL cholesterol', '13458-5', ['2091-7']), 'nonhdl': ('Non-HDL cholesterol', '43396-1', []),
 'creat': ('Creatinine', '2160-0', []), 'creat_umol': ('Creatinine', '14682-9', []),
 'urea': ('Urea', '3091-6', []), 'urea_mmol': ('Urea', '22664-7', []),
 'egfr': ('eGFR CKD-EPI 2021', '98979-8', ['62238-1']),
 'uric': ('Uric acid', '3084-1', []), 'uric_umol': ('Uric acid', '14933-6', []),
 'ast': ('AST', '1920-8', []), 'alt': ('ALT', '1742-6', []), 'ggt': ('GGT', '2324-2', []),
 'alp': ('Alkaline phosphatase', '6768-6', []), 'tbil': ('Bilirubin total', '1975-2', []),
 'dbil': ('Bilirubin direct', '1968-7', []), 'ibil': ('Bilirubin indirect', '1971-1', []),
 'alb': ('Albumin', '1751-7', []), 'tbil_umol': ('Bilirubin total', '14631-6', []), 'tp': ('Protein total', '2885-2', []),
 'tsh': ('TSH', '3016-3', ['11580-8']), 'ft4': ('Free T4', '3024-7', []), 'ft4_pmol': ('Free T4', '14920-3', []),
 'na': ('Sodium', '2951-2', []), 'k': ('Potassium', '2823-3', []),
 'ferr': ('Ferritin', '2276-4', []), 'b12': ('Vitamin B12', '2132-9', []),
 'vitd': ('25-hydroxyvitamin D', '62292-8', ['1989-3']), 'psa': ('PSA total', '2857-1', []),
 'crp': ('C reactive protein', '1988-5', []), 'hscrp': ('hs C reactive protein', '30522-7', []),
 'u_color': ('Urine color', '5778-6', []), 'u_asp': ('Urine appearance', '5767-9', []),
 'u_sg': ('Urine specific gravity', '5811-5', ['2965-2']), 'u_ph': ('Urine pH', '5803-2', ['2756-5']),
 'u_prot': ('Urine protein (strip)', '20454-5', []), 'u_glu': ('Urine glucose (strip)', '25428-4', []),
 'u_ket': ('Urine ketones (strip)', '2514-8', []), 'u_blood': ('Urine hemoglobin (strip)', '5794-3', []),
 'u_bil': ('Urine bilirubin (strip)', '5770-3', []), 'u_ubg': ('Urine urobilinogen (strip)', '5818-0', []),
 'u_nit': ('Urine nitrite (strip)', '5802-4', []), 'u_le': ('Urine leukocyte esterase (strip)', '5799-2', []),
 'u_wbc': ('Urine sediment leukocytes /HPF', '5821-4', []), 'u_rbc': ('Urine sediment erythrocytes /HPF', '13945-1', []),
 'u_epi': ('Urine sediment epithelial cells', '5787-7', ['11277-1']), 'u_bact': ('Urine sediment bacteria', '25145-4', []),
 'u_creat': ('Creatinine urine', '2161-8', []),
 'o_p': ('Ova and parasites, stool', '10704-5', ['10701-1']), 'fobt': ('Occult blood, stool', '2335-8', ['29771-3']),
 'pb': ('Lead, blood', '5671-3', ['77307-7']), 'hip': ('Hippuric acid, urine', '6709-0', []),
 'mhip': ('Methylhippuric acid, urine', '2725-0', []), 'ttma': ('trans,trans-Muconic acid, urine', '72665-3', []),
 'mand': ('Mandelic acid, urine', '13000-5', []), 'ala': ('Aminolevulinic acid, urine', '11215-1', []),
 'cohb': ('Carboxyhemoglobin', '20563-3', []), 'che': ('Cholinesterase, plasma', '2098-2', []),
 'ache': ('Acetylcholinesterase, RBC', '1709-5', []),
 'coc': ('Cocaine, urine', '3397-7', ['19359-9']), 'thc': ('Cannabinoids, urine', '3427-2', ['18282-4']),
 'hbsag': ('HBsAg', '5196-1', []), 'antihbs': ('Anti-HBs', '16935-9', []), 'hcv': ('Anti-HCV', '16128-1', []),
 'hiv': ('HIV 1/2 Ag/Ab', '56888-1', []), 'vdrl': ('VDRL', '5292-8', []),
 'abo': ('ABO group', '883-9', []), 'rh': ('Rh type', '10331-7', []),
}
def check_digit_ok(code):
    body, cd = code.split('-')
    digits = [int(c) for c in body][::-1]
    s = 0
    for i, d in enumerate(digits):
        if i % 2 == 0:
            d *= 2
            s += d // 10 + d % 10
        else:
            s += d
    return (10 - s % 10) % 10 == int(cd)
if __name__ == '__main__':
    bad = [(k, c) for k, (a, c, alts) in L.items() for c in [c] + alts if not check_digit_ok(c)]
    print('bad:', bad)
