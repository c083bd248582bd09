"""LOINC catalogue used by the bj set: key -> (code, alternatives, analyte)."""

def loinc_check_ok(code):
    num, _, chk = code.partition('-')
    if not (num.isdigit() and chk.isdigit() and len(chk) == 1):
        return False
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10 == int(chk)

CAT = {
 # haematology
 'rbc':   ('789-8',  ['26453-1'], 'Erythrocytes, blood, count (automated)'),
 'hgb':   ('718-7',  [], 'Hemoglobin, blood, mass/volume'),
 'hct':   ('4544-3', ['20570-8'], 'Hematocrit, blood, volume fraction (automated)'),
 'mcv':   ('787-2',  [], 'MCV, erythrocyte mean corpuscular volume'),
 'mch':   ('785-6',  [], 'MCH, erythrocyte mean corpuscular hemoglobin'),
 'mchc':  ('786-4',  [], 'MCHC, erythrocyte mean corpuscular hemoglobin concentration'),
 'rdw':   ('788-0',  [], 'RDW, erythrocyte distribution width, ratio (CV)'),
 'wbc':   ('6690-2', ['26464-8'], 'Leukocytes, blood, count (automated)'),
 'neu%':  ('770-8',  ['26511-6'], 'Neutrophils/100 leukocytes, blood (automated)'),
 'neu#':  ('751-8',  ['26499-4'], 'Neutrophils, blood, count (automated)'),
 'seg%':  ('769-0',  ['770-8'], 'Segmented neutrophils/100 leukocytes, blood'),
 'seg#':  ('768-2',  ['751-8'], 'Segmented neutrophils, blood, count'),
 'band%': ('764-1',  ['26508-2'], 'Band neutrophils/100 leukocytes, blood (manual count)'),
 'band#': ('763-3',  ['26507-4'], 'Band neutrophils, blood, count (manual count)'),
 'lym%':  ('736-9',  ['26478-8'], 'Lymphocytes/100 leukocytes, blood (automated)'),
 'lym#':  ('731-0',  ['26474-7'], 'Lymphocytes, blood, count (automated)'),
 'mon%':  ('5905-5', ['26485-3'], 'Monocytes/100 leukocytes, blood (automated)'),
 'mon#':  ('742-7',  ['26484-6'], 'Monocytes, blood, count (automated)'),
 'eos%':  ('713-8',  ['26450-7'], 'Eosinophils/100 leukocytes, blood (automated)'),
 'eos#':  ('711-2',  ['26449-9'], 'Eosinophils, blood, count (automated)'),
 'bas%':  ('706-2',  ['30180-4'], 'Basophils/100 leukocytes, blood (automated)'),
 'bas#':  ('704-7',  ['26444-0'], 'Basophils, blood, count (automated)'),
 'plt':   ('777-3',  ['26515-7'], 'Platelets, blood, count (automated)'),
 'mpv':   ('32623-1', [], 'Mean platelet volume, blood'),
 'esr':   ('4537-7', ['30341-2'], 'Erythrocyte sedimentation rate, Westergren'),
 'retic%':('17849-1', ['4679-7'], 'Reticulocytes/100 erythrocytes, blood (automated)'),
 # coagulation
 'pt_s':  ('5902-2', [], 'Prothrombin time, platelet-poor plasma, seconds'),
 'pt_act':('5894-1', [], 'Prothrombin time activity, actual/normal, PPP'),
 'inr':   ('6301-6', ['34714-6'], 'INR, platelet-poor plasma, coagulation assay'),
 'aptt_s':('14979-9', ['3173-2'], 'aPTT, platelet-poor plasma, seconds'),
 'fib':   ('3255-7', [], 'Fibrinogen, PPP, mass/volume (coagulation assay)'),
 # glucose
 'glu_f': ('1558-6', ['2345-7'], 'Glucose, fasting, serum/plasma, mass/volume'),
 'glu':   ('2345-7', ['1558-6'], 'Glucose, serum/plasma, mass/volume'),
 'hba1c': ('4548-4', ['17856-6'], 'Hemoglobin A1c/Hemoglobin.total, blood'),
 'eag':   ('27353-2', [], 'Estimated average glucose, blood, mass/volume'),
 'insulin':('20448-7', [], 'Insulin, serum/plasma, units/volume'),
 # kidney / electrolytes
 'urea':  ('3091-6', ['3094-0'], 'Urea, serum/plasma, mass/volume'),
 'crea':  ('2160-0', [], 'Creatinine, serum/plasma, mass/volume'),
 'egfr':  ('98979-8', ['62238-1', '33914-3'], 'eGFR, creatinine-based CKD-EPI 2021, per 1.73 m2'),
 'uric':  ('3084-1', [], 'Urate, serum/plasma, mass/volume'),
 'na':    ('2951-2', [], 'Sodium, serum/plasma, moles/volume'),
 'k':     ('2823-3', [], 'Potassium, serum/plasma, moles/volume'),
 'cl':    ('2075-0', [], 'Chloride, serum/plasma, moles/volume'),
 'ca':    ('17861-6', [], 'Calcium, serum/plasma, mass/volume'),
 'ica':   ('1994-3', [], 'Calcium ionized, blood, moles/volume'),
 'mg':    ('19123-9', [], 'Magnesium, serum/plasma, mass/volume'),
 'phos':  ('2777-1', [], 'Phosphate, serum/plasma, mass/volume'),
 'ualb':  ('14957-5', ['1754-1'], 'Microalbumin, urine, mass/volume'),
 'ucrea': ('2161-8', [], 'Creatinine, urine, mass/volume'),
 'uacr':  ('14959-1', ['9318-7'], 'Microalbumin/creatinine, urine, mass ratio'),
 # lipids
 'chol':  ('2093-3', [], 'Cholesterol, serum/plasma, mass/volume'),
 'hdl':   ('2085-9', [], 'HDL cholesterol, serum/plasma, mass/volume'),
 'ldl':   ('13457-7', ['18262-6'], 'LDL cholesterol, serum/plasma, calculated'),
 'ldl_d': ('18262-6', ['13457-7'], 'LDL cholesterol, serum/plasma, direct assay'),
 'vldl':  ('13458-5', [], 'VLDL cholesterol, serum/plasma, calculated'),
 'nonhdl':('43396-1', [], 'Cholesterol non-HDL, serum/plasma, mass/volume'),
 'tg':    ('2571-8', [], 'Triglyceride, serum/plasma, mass/volume'),
 # liver / pancreas / muscle
 'ast':   ('1920-8', [], 'AST, serum/plasma, enzymatic activity/volume'),
 'alt':   ('1742-6', [], 'ALT, serum/plasma, enzymatic activity/volume'),
 'ggt':   ('2324-2', [], 'GGT, serum/plasma, enzymatic activity/volume'),
 'alp':   ('6768-6', [], 'Alkaline phosphatase, serum/plasma, enzymatic activity/volume'),
 'tbil':  ('1975-2', [], 'Bilirubin total, serum/plasma, mass/volume'),
 'dbil':  ('1968-7', [], 'Bilirubin direct, serum/plasma, mass/volume'),
 'ibil':  ('1971-1', [], 'Bilirubin indirect, serum/plasma, mass/volume'),
 'tprot': ('2885-2', [], 'Protein, serum/plasma, mass/volume'),
 'alb':   ('1751-7', [], 'Albumin, serum/plasma, mass/volume'),
 'glob':  ('10834-0', [], 'Globulin, serum, mass/volume (calculated)'),
 'agr':   ('1759-0', [], 'Albumin/Globulin, serum/plasma, mass ratio'),
 'amy':   ('1798-8', [], 'Amylase, serum/plasma, enzymatic activity/volume'),
 'lip':   ('3040-3', [], 'Lipase, serum/plasma, enzymatic activity/volume'),
 'ck':    ('2157-6', [], 'Creatine kinase, serum/plasma, enzymatic activity/volume'),
 'ckmb':  ('13969-1', [], 'CK-MB, serum/plasma, mass/volume'),
 'ldh':   ('2532-0', ['14804-9'], 'LDH, serum/plasma, enzymatic activity/volume'),
 # thyroid / hormones
 'tsh':   ('3016-3', [], 'TSH, serum/plasma, units/volume'),
 'ft4':   ('3024-7', [], 'Thyroxine free, serum/plasma, mass/volume'),
 't3':    ('3053-6', [], 'Triiodothyronine, serum/plasma, mass/volume'),
 'ft3':   ('3051-0', [], 'Triiodothyronine free, serum/plasma, mass/volume'),
 'atpo':  ('8099-4', ['5385-0'], 'Thyroperoxidase Ab, serum, units/volume'),
 'fsh':   ('15067-2', [], 'Follitropin (FSH), serum/plasma, units/volume'),
 'lh':    ('10501-5', [], 'Lutropin (LH), serum/plasma, units/volume'),
 'e2':    ('2243-4', [], 'Estradiol, serum/plasma, mass/volume'),
 'prl':   ('2842-3', [], 'Prolactin, serum/plasma, mass/volume'),
 'prog':  ('2839-9', [], 'Progesterone, serum/plasma, mass/volume'),
 'testo': ('2986-8', [], 'Testosterone, serum/plasma, mass/volume'),
 'bhcg':  ('21198-7', ['19080-1'], 'hCG beta subunit, serum/plasma, units/volume'),
 'cort':  ('2143-6', ['9813-7'], 'Cortisol, serum/plasma, mass/volume'),
 'pth':   ('2731-8', [], 'Parathyrin intact, serum/plasma, mass/volume'),
 # iron / vitamins / inflammation
 'fe':    ('2498-4', [], 'Iron, serum/plasma, mass/volume'),
 'ferr':  ('2276-4', [], 'Ferritin, serum/plasma, mass/volume'),
 'tibc':  ('2500-7', [], 'Iron binding capacity, serum/plasma, mass/volume'),
 'tsat':  ('2502-3', [], 'Iron saturation, serum/plasma, mass fraction'),
 'trf':   ('3034-6', [], 'Transferrin, serum/plasma, mass/volume'),
 'b12':   ('2132-9', [], 'Cobalamin (vitamin B12), serum/plasma, mass/volume'),
 'fol':   ('2284-8', [], 'Folate, serum/plasma, mass/volume'),
 'vitd':  ('62292-8', ['1989-3'], '25-hydroxyvitamin D2+D3, serum/plasma, mass/volume'),
 'crp':   ('1988-5', [], 'C reactive protein, serum/plasma, mass/volume'),
 'hscrp': ('30522-7', ['1988-5'], 'C reactive protein, high sensitivity, serum/plasma'),
 'hcy':   ('13965-9', [], 'Homocysteine, serum/plasma, moles/volume'),
 # tumour markers
 'psa':   ('2857-1', ['83112-3'], 'PSA, serum/plasma, mass/volume'),
 'fpsa':  ('10886-0', [], 'PSA free, serum/plasma, mass/volume'),
 'psar':  ('12841-3', [], 'PSA free/PSA total, serum/plasma, ratio'),
 'cea':   ('2039-6', [], 'Carcinoembryonic Ag, serum/plasma, mass/volume'),
 'afp':   ('1834-1', [], 'Alpha-1-fetoprotein, serum/plasma, mass/volume'),
 'ca199': ('24108-3', [], 'Cancer Ag 19-9, serum/plasma, units/volume'),
 'ca125': ('10334-1', [], 'Cancer Ag 125, serum/plasma, units/volume'),
 # serology / immunohaematology
 'abo':   ('883-9',  [], 'ABO group, blood'),
 'rh':    ('10331-7', [], 'Rh type, blood'),
 'vdrl':  ('5292-8', ['20507-0'], 'Reagin Ab, serum, VDRL (presence)'),
 'hiv':   ('56888-1', ['75622-1'], 'HIV 1+2 Ab + HIV-1 p24 Ag, serum/plasma, immunoassay'),
 'hbsag': ('5196-1', [], 'HBsAg, serum, immunoassay (presence)'),
 'antihbs':('16935-9', ['5193-8'], 'HBs Ab, serum, units/volume'),
 'hcv':   ('13955-0', ['16128-1'], 'HCV Ab, serum/plasma, immunoassay (presence)'),
 # urine
 'u_color':('5778-6', [], 'Color, urine'),
 'u_asp': ('5767-9', [], 'Appearance, urine'),
 'u_sg':  ('5811-5', ['2965-2'], 'Specific gravity, urine, test strip'),
 'u_ph':  ('5803-2', ['2756-5'], 'pH, urine, test strip'),
 'u_prot':('20454-5', ['2888-6'], 'Protein, urine, test strip (presence)'),
 'u_glu': ('25428-4', ['2350-7'], 'Glucose, urine, test strip (presence)'),
 'u_ket': ('2514-8', [], 'Ketones, urine, test strip (presence)'),
 'u_bil': ('5770-3', [], 'Bilirubin, urine, test strip (presence)'),
 'u_ubg': ('5818-0', ['20405-7'], 'Urobilinogen, urine, test strip'),
 'u_nit': ('5802-4', [], 'Nitrite, urine, test strip (presence)'),
 'u_hb':  ('5794-3', [], 'Hemoglobin, urine, test strip (presence)'),
 'u_le':  ('5799-2', [], 'Leukocyte esterase, urine, test strip (presence)'),
 'u_wbc_ml':('30405-5', [], 'Leukocytes, urine, count/volume'),
 'u_rbc_ml':('30391-7', [], 'Erythrocytes, urine, count/volume'),
 'u_wbc_hpf':('5821-4', [], 'Leukocytes, urine sediment, #/HPF (microscopy)'),
 'u_rbc_hpf':('13945-1', [], 'Erythrocytes, urine sediment, #/HPF (microscopy)'),
 'u_epi': ('5787-7', [], 'Epithelial cells, urine sediment, #/HPF (microscopy)'),
 'u_bact':('25145-4', [], 'Bacteria, urine sediment (presence)'),
 'ucult': ('630-4',  [], 'Bacteria identified, urine, culture'),
 'fobt':  ('2335-8', ['29771-3'], 'Hemoglobin.gastrointestinal, stool (presence)'),
}

if __name__ == '__main__':
    bad = [(k, c) for k, (c, alts, _) in CAT.items() for c in [c] + alts if not loinc_check_ok(c)]
    print('bad:', bad)
