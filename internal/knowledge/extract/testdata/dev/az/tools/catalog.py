"""Analyte catalogue (LOINC choices) and Brazilian value parsing.

Each key maps to (analyte description, LOINC code, [defensible alternatives]).
Codes were chosen from the author's knowledge of LOINC and every one passes the
LOINC mod-10 check digit (see loinc_check_ok)."""
import re

A = {
    # --- haematology -----------------------------------------------------
    "rbc": ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hgb": ("Hemoglobin, blood, mass", "718-7", []),
    "hct": ("Hematocrit, blood", "4544-3", ["20570-8"]),
    "mcv": ("MCV, red blood cells", "787-2", ["30428-7"]),
    "mch": ("MCH, red blood cells", "785-6", []),
    "mchc": ("MCHC, red blood cells", "786-4", []),
    "rdw": ("RDW (CV), red blood cells", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "neut_pct": ("Neutrophils/100 leukocytes, blood", "770-8", ["26511-6"]),
    "neut_abs": ("Neutrophils, blood, count", "751-8", ["26499-4", "753-4"]),
    "seg_pct": ("Segmented neutrophils/100 leukocytes, blood", "769-0", ["770-8", "26511-6"]),
    "seg_abs": ("Segmented neutrophils, blood, count", "768-2", ["751-8", "26499-4"]),
    "band_pct": ("Band neutrophils/100 leukocytes, blood", "764-1", ["26508-2"]),
    "band_abs": ("Band neutrophils, blood, count", "26507-4", []),
    "lymph_pct": ("Lymphocytes/100 leukocytes, blood", "736-9", ["26478-8"]),
    "lymph_abs": ("Lymphocytes, blood, count", "731-0", ["26474-7"]),
    "mono_pct": ("Monocytes/100 leukocytes, blood", "5905-5", ["26485-3"]),
    "mono_abs": ("Monocytes, blood, count", "742-7", ["26484-6"]),
    "eos_pct": ("Eosinophils/100 leukocytes, blood", "713-8", ["26450-7"]),
    "eos_abs": ("Eosinophils, blood, count", "711-2", ["26449-9"]),
    "baso_pct": ("Basophils/100 leukocytes, blood", "706-2", ["30180-4"]),
    "baso_abs": ("Basophils, blood, count", "704-7", ["26444-0"]),
    "plt": ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv": ("Mean platelet volume, blood", "32623-1", ["28542-9"]),
    "esr": ("Erythrocyte sedimentation rate (Westergren)", "4537-7", ["30341-2"]),
    # --- coagulation -----------------------------------------------------
    "pt_s": ("Prothrombin time, plasma", "5902-2", []),
    "pt_act": ("Prothrombin time actual/normal (activity %), plasma", "5894-1", []),
    "inr": ("INR, plasma", "6301-6", ["34714-6"]),
    "aptt": ("aPTT, platelet poor plasma", "14979-9", ["3173-2"]),
    "fib": ("Fibrinogen, plasma, mass", "3255-7", []),
    "ddimer": ("D-dimer FEU, plasma, mass", "48065-7", ["48066-5"]),
    # --- chemistry -------------------------------------------------------
    "glu_fast": ("Glucose, fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "glu": ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
    "glu_2h": ("Glucose 2 h post 75 g glucose PO, serum/plasma, mass", "1518-0", []),
    "hba1c": ("Hemoglobin A1c/Hemoglobin.total, blood", "4548-4", ["17856-6"]),
    "eag": ("Estimated average glucose from HbA1c", "27353-2", []),
    "insulin": ("Insulin, serum/plasma", "20448-7", []),
    "urea": ("Urea, serum/plasma, mass", "3091-6", []),
    "creat": ("Creatinine, serum/plasma, mass", "2160-0", ["38483-4"]),
    "egfr": ("eGFR CKD-EPI 2021 (creatinine)", "98979-8", ["62238-1"]),
    "uric": ("Urate, serum/plasma, mass", "3084-1", []),
    "na": ("Sodium, serum/plasma, moles", "2951-2", ["2947-0"]),
    "k": ("Potassium, serum/plasma, moles", "2823-3", ["6298-4"]),
    "cl": ("Chloride, serum/plasma, moles", "2075-0", ["2069-3"]),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", ["49765-1"]),
    "ica": ("Calcium ionized, serum/plasma, moles", "1995-0", ["1994-3"]),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", []),
    "ast": ("AST, serum/plasma", "1920-8", []),
    "alt": ("ALT, serum/plasma", "1742-6", []),
    "ggt": ("GGT, serum/plasma", "2324-2", []),
    "alp": ("Alkaline phosphatase, serum/plasma", "6768-6", []),
    "tbil": ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "dbil": ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "ibil": ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "tprot": ("Protein total, serum/plasma, mass", "2885-2", []),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", []),
    "glob": ("Globulin, serum, mass", "10834-0", []),
    "ag": ("Albumin/Globulin ratio, serum/plasma", "1759-0", []),
    "amyl": ("Amylase, serum/plasma", "1798-8", []),
    "lip": ("Lipase, serum/plasma", "3040-3", []),
    "ldh": ("LDH, serum/plasma", "2532-0", ["14804-9"]),
    "ck": ("Creatine kinase, serum/plasma", "2157-6", []),
    "ckmb": ("CK-MB, serum/plasma, mass", "13969-1", []),
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", []),
    "hscrp": ("C reactive protein, high sensitivity, serum/plasma", "30522-7", ["1988-5"]),
    "homocys": ("Homocysteine, serum/plasma, moles", "13965-9", []),
    # --- lipids ----------------------------------------------------------
    "chol": ("Cholesterol total, serum/plasma, mass", "2093-3", []),
    "hdl": ("HDL cholesterol, serum/plasma, mass", "2085-9", []),
    "ldl_calc": ("LDL cholesterol, calculated, serum/plasma, mass", "13457-7", ["18262-6", "2089-1"]),
    "vldl": ("VLDL cholesterol, calculated, serum/plasma, mass", "13458-5", ["2091-7"]),
    "tg": ("Triglyceride, serum/plasma, mass", "2571-8", []),
    "nonhdl": ("Non-HDL cholesterol, serum/plasma, mass", "43396-1", []),
    # --- thyroid / endocrine ----------------------------------------------
    "tsh": ("TSH, serum/plasma", "3016-3", ["11580-8"]),
    "ft4": ("Free T4, serum/plasma, mass", "3024-7", []),
    "t3": ("Total T3, serum/plasma, mass", "3053-6", []),
    "atpo": ("Thyroperoxidase antibody, serum/plasma", "8099-4", []),
    "cortisol": ("Cortisol, serum/plasma, mass", "2143-6", ["9813-7"]),
    "prl": ("Prolactin, serum/plasma, mass", "2842-3", []),
    "fsh": ("FSH, serum/plasma", "15067-2", []),
    "lh": ("LH, serum/plasma", "10501-5", []),
    "e2": ("Estradiol, serum/plasma, mass", "2243-4", []),
    "prog": ("Progesterone, serum/plasma, mass", "2839-9", []),
    "testo": ("Testosterone total, serum/plasma, mass", "2986-8", []),
    "dheas": ("DHEA sulfate, serum/plasma, mass", "2191-5", []),
    "shbg": ("SHBG, serum/plasma, moles", "13967-5", []),
    "bhcg": ("hCG beta subunit, serum/plasma", "21198-7", []),
    # --- iron / vitamins -------------------------------------------------
    "fe": ("Iron, serum/plasma, mass", "2498-4", []),
    "tibc": ("Iron binding capacity total, serum/plasma, mass", "2500-7", []),
    "tsat": ("Iron saturation, serum/plasma", "2502-3", []),
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd": ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3"]),
    # --- tumour markers --------------------------------------------------
    "cea": ("CEA, serum/plasma, mass", "2039-6", []),
    "ca125": ("CA 125, serum/plasma", "10334-1", []),
    "ca199": ("CA 19-9, serum/plasma", "24108-3", []),
    "ca153": ("CA 15-3, serum/plasma", "6875-9", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
    "psa": ("PSA total, serum/plasma, mass", "2857-1", []),
    "fpsa": ("PSA free, serum/plasma, mass", "10886-0", []),
    "psa_ratio": ("PSA free/total, serum/plasma", "12841-3", []),
    # --- serology / immunology --------------------------------------------
    "hiv": ("HIV 1+2 Ab + HIV-1 p24 Ag, serum/plasma, presence", "56888-1", []),
    "hbsag": ("HBsAg, serum, presence", "5196-1", []),
    "antihbs": ("Anti-HBs, serum, units/volume", "16935-9", ["5193-8"]),
    "antihbc": ("Anti-HBc (total), serum, presence", "16933-4", ["13952-7"]),
    "hcv": ("Anti-HCV, serum, presence", "16128-1", ["13955-0"]),
    "vdrl": ("Reagin Ab (VDRL), serum, presence", "5292-8", []),
    "toxo_igg": ("Toxoplasma gondii IgG, serum, units/volume", "5388-4", []),
    "rub_igg": ("Rubella virus IgG, serum, units/volume", "8014-3", ["5334-8"]),
    "rub_igm": ("Rubella virus IgM, serum", "8015-0", []),
    "rf": ("Rheumatoid factor, serum/plasma", "11572-5", []),
    "aso": ("Antistreptolysin O, serum/plasma", "5370-2", []),
    "abo": ("ABO group, blood", "883-9", []),
    "rh": ("Rh(D) type, blood", "10331-7", []),
    "ab_screen": ("Irregular antibody screen (indirect Coombs), serum/plasma", "890-4", []),
    # --- urine -----------------------------------------------------------
    "u_color": ("Color of urine", "5778-6", []),
    "u_appear": ("Appearance of urine", "5767-9", []),
    "u_sg": ("Specific gravity of urine, test strip", "5811-5", ["2965-2"]),
    "u_ph": ("pH of urine, test strip", "5803-2", ["2756-5"]),
    "u_prot": ("Protein, urine, test strip, presence", "20454-5", ["2887-8"]),
    "u_glu": ("Glucose, urine, test strip, presence", "25428-4", ["2349-9"]),
    "u_ket": ("Ketones, urine, test strip, presence", "2514-8", ["5797-6"]),
    "u_hgb": ("Hemoglobin, urine, test strip, presence", "5794-3", []),
    "u_bili": ("Bilirubin, urine, test strip, presence", "5770-3", []),
    "u_ubg": ("Urobilinogen, urine, test strip, presence", "5818-0", ["20405-7"]),
    "u_nit": ("Nitrite, urine, test strip, presence", "5802-4", []),
    "u_le": ("Leukocyte esterase, urine, test strip, presence", "5799-2", []),
    "u_wbc": ("Leukocytes, urine sediment, per HPF", "5821-4", []),
    "u_rbc": ("Erythrocytes, urine sediment, per HPF", "13945-1", []),
    "u_epi": ("Epithelial cells, urine sediment, per HPF", "5787-7", []),
    "u_bact": ("Bacteria, urine sediment, per HPF", "5769-5", ["25145-4"]),
    "u_casts": ("Casts, urine sediment, per LPF", "9842-6", ["24124-0"]),
    "u_mucus": ("Mucus, urine sediment, presence", "8247-9", []),
    "u_malb": ("Microalbumin, urine, mass/volume", "14957-5", []),
    "u_creat": ("Creatinine, urine, mass/volume", "2161-8", []),
    "u_acr": ("Albumin/creatinine ratio, urine", "14959-1", ["9318-7"]),
}


def loinc_check_ok(code):
    """LOINC mod-10 check digit (Luhn on the part before the hyphen)."""
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    digits = [int(c) for c in m.group(1)][::-1]
    s = 0
    for i, d in enumerate(digits):
        if i % 2 == 0:
            d *= 2
            s += d // 10 + d % 10
        else:
            s += d
    return (10 - s % 10) % 10 == int(m.group(2))


NUM = r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?"
_CMP = [
    (r"<=|≤|inferior ou igual a|menor ou igual a", "<="),
    (r">=|≥|superior ou igual a|maior ou igual a", ">="),
    (r"<|inferior a|menor que|menor do que", "<"),
    (r">|superior a|maior que|maior do que", ">"),
]


def br_number(s):
    s = s.replace(".", "").replace(",", ".")
    v = float(s)
    return int(v) if v.is_integer() and "." not in s else v


def parse_value(vt):
    """value_text -> (value or None, comparator)."""
    t = vt.strip()
    if re.fullmatch(NUM, t):
        return br_number(t), ""
    for pat, c in _CMP:
        m = re.fullmatch(r"(?i)(?:%s)\s*(%s)" % (pat, NUM), t)
        if m:
            return br_number(m.group(1)), c
    return None, ""
