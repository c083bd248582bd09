"""LOINC catalog used by the bs reports: key -> (analyte description, loinc, alternatives)."""
CAT = {
 # hemograma
 'hb':     ("Hemoglobin, blood, mass/volume", "718-7", []),
 'ht':     ("Hematocrit, blood, volume fraction", "4544-3", ["20570-8"]),
 'rbc':    ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
 'mcv':    ("MCV, erythrocyte mean corpuscular volume", "787-2", ["30428-7"]),
 'mch':    ("MCH, erythrocyte mean corpuscular hemoglobin", "785-6", ["28539-5"]),
 'mchc':   ("MCHC, erythrocyte mean corpuscular hemoglobin concentration", "786-4", ["28540-3"]),
 'rdw':    ("RDW, erythrocyte distribution width, ratio", "788-0", ["30385-9"]),
 'wbc':    ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
 'neut_p': ("Neutrophils/100 leukocytes, blood", "770-8", ["26511-6"]),
 'neut_a': ("Neutrophils, blood, count", "751-8", ["26499-4"]),
 'seg_p':  ("Segmented neutrophils/100 leukocytes, blood", "769-0", ["770-8"]),
 'seg_a':  ("Segmented neutrophils, blood, count", "768-2", ["751-8"]),
 'band_p': ("Band neutrophils/100 leukocytes, blood", "764-1", ["26508-2"]),
 'band_a': ("Band neutrophils, blood, count", "763-3", ["26507-4"]),
 'lym_p':  ("Lymphocytes/100 leukocytes, blood", "736-9", ["26478-8"]),
 'lym_a':  ("Lymphocytes, blood, count", "731-0", ["26474-7"]),
 'mono_p': ("Monocytes/100 leukocytes, blood", "5905-5", ["26485-3"]),
 'mono_a': ("Monocytes, blood, count", "742-7", ["26484-6"]),
 'eos_p':  ("Eosinophils/100 leukocytes, blood", "713-8", ["26450-7"]),
 'eos_a':  ("Eosinophils, blood, count", "711-2", ["26449-9"]),
 'baso_p': ("Basophils/100 leukocytes, blood", "706-2", ["30180-4"]),
 'baso_a': ("Basophils, blood, count", "704-7", ["26444-0"]),
 'plt':    ("Platelets, blood, count", "777-3", ["26515-7"]),
 'mpv':    ("Platelet mean volume, blood", "32623-1", ["28542-9"]),
 'retic':  ("Reticulocytes/100 erythrocytes, blood", "4679-7", ["17849-1"]),
 'esr':    ("Erythrocyte sedimentation rate, Westergren", "4537-7", ["30341-2"]),
 # glicemia
 'glu_f':  ("Glucose, fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
 'glu':    ("Glucose, serum/plasma, mass", "2345-7", []),
 'glu_pp': ("Glucose, 2 h post meal, serum/plasma, mass", "1521-4", ["2345-7"]),
 'hba1c':  ("Hemoglobin A1c/hemoglobin.total, blood", "4548-4", ["17856-6"]),
 'eag':    ("Estimated average glucose, blood", "27353-2", []),
 'insulin':("Insulin, serum/plasma, units", "20448-7", []),
 # lipides
 'chol':   ("Cholesterol, serum/plasma, mass", "2093-3", []),
 'hdl':    ("HDL cholesterol, serum/plasma, mass", "2085-9", []),
 'ldl':    ("LDL cholesterol, serum/plasma, calculated", "13457-7", ["2089-1", "18262-6"]),
 'vldl':   ("VLDL cholesterol, serum/plasma, calculated", "13458-5", ["2091-7"]),
 'nonhdl': ("Non-HDL cholesterol, serum/plasma, mass", "43396-1", []),
 'trig':   ("Triglyceride, serum/plasma, mass", "2571-8", []),
 # rim / eletrolitos
 'creat':  ("Creatinine, serum/plasma, mass", "2160-0", []),
 'urea':   ("Urea, serum/plasma, mass", "3091-6", []),
 'egfr':   ("eGFR, creatinine-based, CKD-EPI 2021", "98979-8", ["62238-1", "33914-3"]),
 'urate':  ("Urate, serum/plasma, mass", "3084-1", []),
 'na':     ("Sodium, serum/plasma, moles", "2951-2", ["2947-0"]),
 'k':      ("Potassium, serum/plasma, moles", "2823-3", ["6298-4"]),
 'cl':     ("Chloride, serum/plasma, moles", "2075-0", []),
 'ca':     ("Calcium, serum/plasma, mass", "17861-6", ["49765-1"]),
 'mg':     ("Magnesium, serum/plasma, mass", "19123-9", ["2601-3"]),
 'phos':   ("Phosphate, serum/plasma, mass", "2777-1", []),
 'pth':    ("Parathyrin intact, serum/plasma", "2731-8", []),
 'u_alb':  ("Albumin (microalbumin), urine, mass/volume", "14957-5", []),
 'u_acr':  ("Albumin/creatinine, urine, mass ratio", "14959-1", ["9318-7"]),
 'u_creat':("Creatinine, urine, mass/volume", "2161-8", []),
 # figado
 'ast':    ("AST, serum/plasma, catalytic", "1920-8", ["30239-8"]),
 'alt':    ("ALT, serum/plasma, catalytic", "1742-6", ["1743-4"]),
 'ggt':    ("GGT, serum/plasma, catalytic", "2324-2", []),
 'alp':    ("Alkaline phosphatase, serum/plasma, catalytic", "6768-6", []),
 'bil_t':  ("Bilirubin total, serum/plasma, mass", "1975-2", []),
 'bil_d':  ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
 'bil_i':  ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
 'alb':    ("Albumin, serum/plasma, mass", "1751-7", ["61151-7"]),
 'prot':   ("Protein total, serum/plasma, mass", "2885-2", []),
 'glob':   ("Globulin, serum, mass (calculated)", "10834-0", []),
 'ag':     ("Albumin/globulin ratio, serum/plasma", "1759-0", []),
 'ldh':    ("LDH, serum/plasma, catalytic", "2532-0", ["14804-9"]),
 'ck':     ("Creatine kinase, serum/plasma, catalytic", "2157-6", []),
 'ckmb':   ("CK-MB, serum/plasma, mass", "13969-1", []),
 'amyl':   ("Amylase, serum/plasma, catalytic", "1798-8", []),
 'lipase': ("Lipase, serum/plasma, catalytic", "3040-3", []),
 # tireoide / hormonios
 'tsh':    ("TSH, serum/plasma", "3016-3", ["11580-8"]),
 'ft4':    ("Free T4, serum/plasma, mass", "3024-7", []),
 'ft3':    ("Free T3, serum/plasma, mass", "3051-0", []),
 't3':     ("T3 total, serum/plasma, mass", "3053-6", []),
 'atpo':   ("Thyroperoxidase Ab, serum/plasma", "8099-4", ["5385-0"]),
 'prl':    ("Prolactin, serum/plasma", "2842-3", []),
 'fsh':    ("FSH, serum/plasma", "15067-2", []),
 'lh':     ("LH, serum/plasma", "10501-5", []),
 'e2':     ("Estradiol, serum/plasma, mass", "2243-4", []),
 'testo':  ("Testosterone total, serum/plasma, mass", "2986-8", []),
 'cortisol':("Cortisol, serum/plasma, morning", "2143-6", []),
 'bhcg':   ("Choriogonadotropin (beta), serum/plasma", "19080-1", ["21198-7"]),
 # ferro / vitaminas
 'ferritin':("Ferritin, serum/plasma, mass", "2276-4", []),
 'iron':   ("Iron, serum/plasma, mass", "2498-4", []),
 'tibc':   ("Iron binding capacity, serum/plasma", "2500-7", []),
 'tsat':   ("Iron saturation, serum/plasma", "2502-3", []),
 'b12':    ("Vitamin B12, serum/plasma, mass", "2132-9", []),
 'vitd':   ("25-hydroxyvitamin D2+D3, serum/plasma", "62292-8", ["1989-3"]),
 'folate': ("Folate, serum/plasma, mass", "2284-8", []),
 # inflamacao / marcadores
 'crp':    ("C reactive protein, serum/plasma, mass", "1988-5", []),
 'hscrp':  ("C reactive protein, high sensitivity, serum/plasma", "30522-7", ["1988-5"]),
 'psa':    ("PSA total, serum/plasma, mass", "2857-1", ["35741-8"]),
 'fpsa':   ("PSA free, serum/plasma, mass", "10886-0", []),
 'psa_r':  ("PSA free/PSA total, serum/plasma", "12841-3", []),
 'cea':    ("CEA, serum/plasma, mass", "2039-6", []),
 'ca125':  ("Cancer Ag 125, serum/plasma", "10334-1", []),
 'afp':    ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
 'ca199':  ("Cancer Ag 19-9, serum/plasma", "24108-3", []),
 'homocys':("Homocysteine, serum/plasma, moles", "13965-9", []),
 # coagulacao
 'pt_s':   ("Prothrombin time, seconds", "5902-2", []),
 'pt_act': ("Prothrombin time actual/normal (activity), percent", "5894-1", []),
 'inr':    ("INR, platelet poor plasma", "6301-6", ["34714-6"]),
 'aptt':   ("aPTT, seconds", "14979-9", ["3173-2"]),
 'fib':    ("Fibrinogen, platelet poor plasma, mass", "3255-7", []),
 # urina
 'u_color':("Color, urine", "5778-6", []),
 'u_aspect':("Appearance, urine", "5767-9", []),
 'u_sg':   ("Specific gravity, urine, test strip", "5811-5", ["2965-2"]),
 'u_ph':   ("pH, urine, test strip", "5803-2", ["2756-5"]),
 'u_prot': ("Protein presence, urine, test strip", "20454-5", []),
 'u_glu':  ("Glucose presence, urine, test strip", "25428-4", []),
 'u_ket':  ("Ketones presence, urine, test strip", "2514-8", []),
 'u_blood':("Hemoglobin presence, urine, test strip", "5794-3", []),
 'u_bil':  ("Bilirubin presence, urine, test strip", "5770-3", []),
 'u_urob': ("Urobilinogen, urine, test strip", "5818-0", ["20405-7"]),
 'u_nit':  ("Nitrite presence, urine, test strip", "5802-4", []),
 'u_le':   ("Leukocyte esterase presence, urine, test strip", "5799-2", []),
 'u_wbc':  ("Leukocytes, urine sediment, per high power field", "5821-4", []),
 'u_rbc':  ("Erythrocytes, urine sediment, per high power field", "13945-1", []),
 'u_epi':  ("Epithelial cells, urine sediment, per high power field", "5787-7", []),
 'u_bact': ("Bacteria, urine sediment, per high power field", "5769-5", []),
 # sorologia
 'vdrl':   ("Reagin Ab, serum, VDRL", "5292-8", ["20507-0"]),
 'hiv':    ("HIV 1+2 Ab + HIV1 p24 Ag, serum/plasma, immunoassay", "56888-1", ["75622-1"]),
 'hbsag':  ("Hepatitis B virus surface Ag, serum, immunoassay", "5196-1", ["5195-3"]),
 'antihbs':("Hepatitis B virus surface Ab, serum, units/volume", "16935-9", ["5193-8"]),
 'antihbc':("Hepatitis B virus core Ab, serum, immunoassay", "13952-7", []),
 'antihcv':("Hepatitis C virus Ab, serum, immunoassay", "13955-0", ["16128-1"]),
 'abo':    ("ABO group, blood", "883-9", []),
 'rh':     ("Rh type, blood", "10331-7", []),
}

def loinc_ok(code):
    num, chk = code.split('-')
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(chk)

if __name__ == '__main__':
    for k, (a, c, alts) in CAT.items():
        for x in [c] + alts:
            if not loinc_ok(x):
                print('BAD', k, x)
