"""Analyte catalogue for set "aw": key -> (analyte description, LOINC, alternatives).

Codes were chosen from the author's own knowledge of LOINC (most specific code for
component / specimen / scale / unit printed); every code is verified here with the
LOINC mod-10 check digit.  `alternatives` lists codes a careful reader could also
defensibly pick (e.g. the method-less variant, or the manual-count variant).
"""

CATALOG = {
    # ---- haematology -------------------------------------------------------
    "rbc":   ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hb":    ("Hemoglobin, blood, mass", "718-7", []),
    "hct":   ("Hematocrit, blood, volume fraction", "4544-3", ["20570-8"]),
    "mcv":   ("MCV, erythrocyte mean corpuscular volume", "787-2", ["30428-7"]),
    "mch":   ("MCH, erythrocyte mean corpuscular hemoglobin", "785-6", ["28539-5"]),
    "mchc":  ("MCHC, erythrocyte mean corpuscular hemoglobin concentration", "786-4", ["28540-3"]),
    "rdw":   ("RDW-CV, erythrocyte distribution width, ratio", "788-0", ["30385-9"]),
    "wbc":   ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "neut_p": ("Neutrophils/100 leukocytes, blood", "770-8", ["26511-6"]),
    "neut_a": ("Neutrophils, blood, count", "751-8", ["26499-4"]),
    "band_p": ("Band neutrophils/100 leukocytes, blood, manual count", "764-1", ["26508-2"]),
    "band_a": ("Band neutrophils, blood, count", "26507-4", []),
    "seg_p": ("Segmented neutrophils/100 leukocytes, blood, manual count", "769-0", ["770-8", "26511-6"]),
    "seg_a": ("Segmented neutrophils, blood, count", "768-2", ["751-8", "26499-4"]),
    "lymph_p": ("Lymphocytes/100 leukocytes, blood", "736-9", ["26478-8"]),
    "lymph_a": ("Lymphocytes, blood, count", "731-0", ["26474-7"]),
    "mono_p": ("Monocytes/100 leukocytes, blood", "5905-5", ["26485-3"]),
    "mono_a": ("Monocytes, blood, count", "742-7", ["26484-6"]),
    "eos_p": ("Eosinophils/100 leukocytes, blood", "713-8", ["26450-7"]),
    "eos_a": ("Eosinophils, blood, count", "711-2", ["26449-9"]),
    "baso_p": ("Basophils/100 leukocytes, blood", "706-2", ["30180-4"]),
    "baso_a": ("Basophils, blood, count", "704-7", ["26444-0"]),
    "plt":   ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv":   ("Platelet mean volume, blood", "32623-1", ["28542-9"]),
    "esr":   ("Erythrocyte sedimentation rate, Westergren", "4537-7", ["30341-2"]),
    # ---- coagulation -------------------------------------------------------
    "pt_s":  ("Prothrombin time, plasma, seconds", "5902-2", []),
    "pt_act": ("Prothrombin time actual/normal (activity), plasma", "5894-1", []),
    "inr":   ("INR, platelet poor plasma", "6301-6", ["34714-6"]),
    "aptt":  ("aPTT, platelet poor plasma, seconds", "14979-9", ["3173-2"]),
    "fib":   ("Fibrinogen, platelet poor plasma, mass", "3255-7", []),
    # ---- glucose metabolism ------------------------------------------------
    "glu_f": ("Glucose, fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "glu":   ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
    "hba1c": ("Hemoglobin A1c/hemoglobin total, blood", "4548-4", ["17856-6"]),
    "eag":   ("Glucose mean value estimated from HbA1c, blood, mass", "27353-2", []),
    "insulin": ("Insulin, serum/plasma, units", "20448-7", []),
    # ---- kidney / electrolytes ---------------------------------------------
    "urea":  ("Urea, serum/plasma, mass", "3091-6", []),
    "creat": ("Creatinine, serum/plasma, mass", "2160-0", []),
    "egfr":  ("eGFR, creatinine-based CKD-EPI 2021", "98979-8", ["62238-1"]),
    "uric":  ("Urate, serum/plasma, mass", "3084-1", []),
    "na":    ("Sodium, serum/plasma, moles", "2951-2", []),
    "k":     ("Potassium, serum/plasma, moles", "2823-3", []),
    "cl":    ("Chloride, serum/plasma, moles", "2075-0", []),
    "ca":    ("Calcium, serum/plasma, mass", "17861-6", []),
    "mg":    ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos":  ("Phosphate, serum/plasma, mass", "2777-1", []),
    "u_malb": ("Albumin, urine, mass concentration", "14957-5", ["1754-1"]),
    # ---- liver / enzymes ---------------------------------------------------
    "ast":   ("AST, serum/plasma, enzymatic activity", "1920-8", []),
    "alt":   ("ALT, serum/plasma, enzymatic activity", "1742-6", []),
    "ggt":   ("GGT, serum/plasma, enzymatic activity", "2324-2", []),
    "alp":   ("Alkaline phosphatase, serum/plasma, enzymatic activity", "6768-6", []),
    "bili_t": ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "bili_d": ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "bili_i": ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "tprot": ("Protein total, serum/plasma, mass", "2885-2", []),
    "alb":   ("Albumin, serum/plasma, mass", "1751-7", []),
    "glob":  ("Globulin, serum, mass (calculated)", "10834-0", []),
    "ag":    ("Albumin/globulin ratio, serum/plasma", "1759-0", []),
    "amyl":  ("Amylase, serum/plasma, enzymatic activity", "1798-8", []),
    "lipase": ("Lipase, serum/plasma, enzymatic activity", "3040-3", []),
    "ck":    ("Creatine kinase, serum/plasma, enzymatic activity", "2157-6", []),
    # ---- lipids ------------------------------------------------------------
    "chol":  ("Cholesterol total, serum/plasma, mass", "2093-3", []),
    "hdl":   ("Cholesterol in HDL, serum/plasma, mass", "2085-9", []),
    "ldl_c": ("Cholesterol in LDL, serum/plasma, mass, calculated", "13457-7", ["2089-1", "18262-6"]),
    "vldl":  ("Cholesterol in VLDL, serum/plasma, mass, calculated", "13458-5", ["2091-7"]),
    "tg":    ("Triglyceride, serum/plasma, mass", "2571-8", []),
    "nonhdl": ("Cholesterol non-HDL, serum/plasma, mass", "43396-1", []),
    # ---- inflammation ------------------------------------------------------
    "crp":   ("C reactive protein, serum/plasma, mass", "1988-5", ["30522-7"]),
    "hscrp": ("C reactive protein, high sensitivity, serum/plasma, mass", "30522-7", ["1988-5"]),
    # ---- thyroid -----------------------------------------------------------
    "tsh":   ("Thyrotropin (TSH), serum/plasma, units", "3016-3", ["11580-8"]),
    "ft4":   ("Thyroxine free (FT4), serum/plasma, mass", "3024-7", []),
    "t3":    ("Triiodothyronine total (T3), serum/plasma, mass", "3053-6", []),
    "tpo":   ("Thyroperoxidase Ab, serum/plasma, units", "8099-4", []),
    # ---- iron / vitamins ---------------------------------------------------
    "iron":  ("Iron, serum/plasma, mass", "2498-4", []),
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "transferrin": ("Transferrin, serum/plasma, mass", "3034-6", []),
    "tibc":  ("Iron binding capacity, serum/plasma, mass", "2500-7", []),
    "tsat":  ("Iron saturation, serum/plasma, mass fraction", "2502-3", []),
    "b12":   ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd":  ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3", "35365-6"]),
    "pth":   ("Parathyrin intact, serum/plasma, mass", "2731-8", []),
    # ---- hormones ----------------------------------------------------------
    "fsh":   ("Follitropin (FSH), serum/plasma, units", "15067-2", []),
    "lh":    ("Lutropin (LH), serum/plasma, units", "10501-5", []),
    "e2":    ("Estradiol (E2), serum/plasma, mass", "2243-4", []),
    "prl":   ("Prolactin, serum/plasma, mass", "2842-3", []),
    "bhcg":  ("Choriogonadotropin beta subunit, serum/plasma, units", "21198-7", ["19080-1"]),
    "testo": ("Testosterone, serum/plasma, mass", "2986-8", []),
    "ftesto": ("Testosterone free, serum/plasma, mass", "2991-8", []),
    "shbg":  ("Sex hormone binding globulin, serum/plasma, moles", "13967-5", []),
    "dheas": ("Dehydroepiandrosterone sulfate, serum/plasma, mass", "2191-5", []),
    "cortisol": ("Cortisol, serum/plasma, mass", "2143-6", []),
    # ---- tumour markers ----------------------------------------------------
    "psa":   ("Prostate specific Ag total, serum/plasma, mass", "2857-1", []),
    "fpsa":  ("Prostate specific Ag free, serum/plasma, mass", "10886-0", []),
    "psa_r": ("Prostate specific Ag free/total, serum/plasma", "12841-3", []),
    "cea":   ("Carcinoembryonic Ag, serum/plasma, mass", "2039-6", []),
    "afp":   ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma, units", "24108-3", []),
    "ca125": ("Cancer Ag 125, serum/plasma, units", "10334-1", []),
    # ---- serology / immunohaematology --------------------------------------
    "hiv":   ("HIV 1+2 Ab + HIV1 p24 Ag, serum/plasma, presence", "56888-1", []),
    "hbsag": ("Hepatitis B virus surface Ag, serum/plasma, presence", "5196-1", ["5195-3"]),
    "antihbs": ("Hepatitis B virus surface Ab, serum, units", "16935-9", []),
    "antihbs_q": ("Hepatitis B virus surface Ab, serum, presence", "22322-2", ["10900-9"]),
    "antihbc": ("Hepatitis B virus core Ab (total), serum/plasma, presence", "13952-7", ["16933-4"]),
    "hcv":   ("Hepatitis C virus Ab, serum/plasma, presence", "13955-0", []),
    "vdrl":  ("Reagin Ab (VDRL), serum, presence", "5292-8", []),
    "toxo_g": ("Toxoplasma gondii IgG Ab, serum, units", "8039-0", ["5388-4"]),
    "rub_g": ("Rubella virus IgG Ab, serum, units", "8014-3", ["5334-8"]),
    "abo":   ("ABO group, blood", "883-9", []),
    "rh":    ("Rh type, blood", "10331-7", []),
    # ---- urinalysis --------------------------------------------------------
    "u_color": ("Color of urine", "5778-6", []),
    "u_aspect": ("Appearance (clarity) of urine", "5767-9", []),
    "u_sg":  ("Specific gravity of urine, test strip", "5811-5", ["2965-2"]),
    "u_ph":  ("pH of urine, test strip", "5803-2", ["2756-5"]),
    "u_prot": ("Protein, urine, test strip, presence", "20454-5", []),
    "u_glu": ("Glucose, urine, test strip, presence", "25428-4", []),
    "u_ket": ("Ketones, urine, test strip, presence", "2514-8", []),
    "u_hb":  ("Hemoglobin (blood), urine, test strip, presence", "5794-3", []),
    "u_bili": ("Bilirubin, urine, test strip, presence", "5770-3", []),
    "u_ubg": ("Urobilinogen, urine, test strip, presence", "5818-0", ["13658-0", "20405-7"]),
    "u_nit": ("Nitrite, urine, test strip, presence", "5802-4", []),
    "u_le":  ("Leukocyte esterase, urine, test strip, presence", "5799-2", []),
    "u_wbc": ("Leukocytes, urine sediment, per high power field", "5821-4", []),
    "u_rbc": ("Erythrocytes, urine sediment, per high power field", "13945-1", []),
    "u_epi": ("Epithelial cells, urine sediment, per high power field", "5787-7", []),
    "u_bact": ("Bacteria, urine sediment, presence", "25145-4", []),
    "u_cryst": ("Crystals, urine sediment, type", "5782-8", []),
    "u_mucus": ("Mucus, urine sediment, presence", "8247-9", []),
    "u_casts": ("Casts, urine sediment, per low power field", "9842-6", []),
}


def check_digit_ok(code: str) -> bool:
    """LOINC mod-10 check: double every other digit starting from the rightmost
    digit of the base number, sum digits, check = (10 - sum % 10) % 10."""
    try:
        base, check = code.split("-")
    except ValueError:
        return False
    if not base.isdigit() or not check.isdigit() or len(check) != 1:
        return False
    total = 0
    for i, ch in enumerate(reversed(base)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(check)


if __name__ == "__main__":
    bad = []
    for k, (a, code, alts) in CATALOG.items():
        for c in [code] + alts:
            if not check_digit_ok(c):
                bad.append((k, c))
    print("codes:", len(CATALOG), "bad:", bad)
