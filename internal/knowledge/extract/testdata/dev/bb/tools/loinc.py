"""LOINC catalogue used by the bb set: key -> (analyte description, code, alternatives).

Codes were chosen from the author's knowledge of LOINC and cross-checked against
public LOINC excerpts; every code passes the mod-10 (Luhn) check digit.
"""


def loinc_ok(code: str) -> bool:
    """LOINC mod-10 check digit (Luhn over the number part)."""
    if "-" not in code:
        return False
    num, chk = code.split("-")
    if not (num.isdigit() and chk.isdigit() and len(chk) == 1):
        return False
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 0:          # 1st, 3rd, ... position from the right: doubled
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(chk)


CAT = {
    # ---- haematology -------------------------------------------------------
    "rbc": ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hgb": ("Hemoglobin, blood, mass/volume", "718-7", []),
    "hct": ("Hematocrit, blood, volume fraction", "4544-3", ["20570-8"]),
    "mcv": ("MCV, erythrocyte mean corpuscular volume", "787-2", ["30428-7"]),
    "mch": ("MCH, erythrocyte mean corpuscular hemoglobin", "785-6", ["28539-5"]),
    "mchc": ("MCHC, erythrocyte mean corpuscular hemoglobin concentration", "786-4", ["28540-3"]),
    "rdw": ("RDW-CV, erythrocyte distribution width ratio", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "neut_pct": ("Neutrophils/100 leukocytes, blood", "770-8", ["26511-6"]),
    "neut_abs": ("Neutrophils, blood, count", "751-8", ["26499-4"]),
    "seg_pct": ("Segmented neutrophils/100 leukocytes, blood", "26505-8", ["769-0", "770-8", "26511-6"]),
    "seg_abs": ("Segmented neutrophils, blood, count", "30451-9", ["768-2", "751-8", "26499-4"]),
    "band_pct": ("Band neutrophils/100 leukocytes, blood", "764-1", ["26508-2"]),
    "band_abs": ("Band neutrophils, blood, count", "26507-4", ["763-3"]),
    "lymph_pct": ("Lymphocytes/100 leukocytes, blood", "736-9", ["26478-8"]),
    "lymph_abs": ("Lymphocytes, blood, count", "731-0", ["26474-7"]),
    "mono_pct": ("Monocytes/100 leukocytes, blood", "5905-5", ["26485-3"]),
    "mono_abs": ("Monocytes, blood, count", "742-7", ["26484-6"]),
    "eos_pct": ("Eosinophils/100 leukocytes, blood", "713-8", ["26450-7"]),
    "eos_abs": ("Eosinophils, blood, count", "711-2", ["26449-9"]),
    "baso_pct": ("Basophils/100 leukocytes, blood", "706-2", ["30180-4"]),
    "baso_abs": ("Basophils, blood, count", "704-7", ["26444-0"]),
    "plt": ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume, blood", "32623-1", ["28542-9"]),
    "esr": ("Erythrocyte sedimentation rate (Westergren)", "4537-7", ["30341-2"]),
    "abo": ("ABO group, blood", "883-9", []),
    "rh": ("Rh type, blood", "10331-7", []),
    # ---- coagulation -------------------------------------------------------
    "pt_sec": ("Prothrombin time, plasma", "5902-2", []),
    "pt_act": ("Prothrombin time actual/normal (activity %), plasma", "5894-1", []),
    "inr": ("INR, platelet poor plasma", "6301-6", ["34714-6"]),
    "aptt": ("aPTT, platelet poor plasma", "14979-9", ["3173-2"]),
    "fib": ("Fibrinogen, platelet poor plasma, mass/volume", "3255-7", []),
    # ---- chemistry (serum/plasma) ------------------------------------------
    "glu": ("Glucose, serum/plasma, mass/volume", "2345-7", ["1558-6"]),
    "glu_fast": ("Fasting glucose, serum/plasma, mass/volume", "1558-6", ["2345-7"]),
    "hba1c": ("Hemoglobin A1c/Hemoglobin.total, blood", "4548-4", ["17856-6"]),
    "eag": ("Estimated average glucose (from HbA1c), mass/volume", "27353-2", []),
    "insulin": ("Insulin, serum/plasma, units/volume", "20448-7", []),
    "urea": ("Urea, serum/plasma, mass/volume", "3091-6", []),
    "creat": ("Creatinine, serum/plasma, mass/volume", "2160-0", []),
    "egfr_ckdepi21": ("eGFR, creatinine-based, CKD-EPI 2021", "98979-8", ["62238-1"]),
    "egfr_ckdepi": ("eGFR, creatinine-based, CKD-EPI", "62238-1", ["98979-8"]),
    "urate": ("Urate (uric acid), serum/plasma, mass/volume", "3084-1", []),
    "na": ("Sodium, serum/plasma, moles/volume", "2951-2", []),
    "k": ("Potassium, serum/plasma, moles/volume", "2823-3", []),
    "cl": ("Chloride, serum/plasma, moles/volume", "2075-0", []),
    "ca": ("Calcium, serum/plasma, mass/volume", "17861-6", []),
    "phos": ("Phosphate, serum/plasma, mass/volume", "2777-1", []),
    "mg": ("Magnesium, serum/plasma, mass/volume", "19123-9", []),
    "chol": ("Cholesterol, serum/plasma, mass/volume", "2093-3", []),
    "hdl": ("HDL cholesterol, serum/plasma, mass/volume", "2085-9", []),
    "ldl_calc": ("LDL cholesterol, serum/plasma, calculated", "13457-7", ["2089-1", "18262-6"]),
    "vldl": ("VLDL cholesterol, serum/plasma, calculated", "13458-5", ["2091-7"]),
    "nonhdl": ("Non-HDL cholesterol, serum/plasma, mass/volume", "43396-1", []),
    "tg": ("Triglyceride, serum/plasma, mass/volume", "2571-8", []),
    "ast": ("AST, serum/plasma, enzymatic activity", "1920-8", []),
    "alt": ("ALT, serum/plasma, enzymatic activity", "1742-6", []),
    "ggt": ("GGT, serum/plasma, enzymatic activity", "2324-2", []),
    "alp": ("Alkaline phosphatase, serum/plasma, enzymatic activity", "6768-6", []),
    "bili_t": ("Bilirubin total, serum/plasma, mass/volume", "1975-2", []),
    "bili_d": ("Bilirubin direct, serum/plasma, mass/volume", "1968-7", []),
    "bili_i": ("Bilirubin indirect, serum/plasma, mass/volume", "1971-1", []),
    "prot": ("Protein total, serum/plasma, mass/volume", "2885-2", []),
    "alb": ("Albumin, serum/plasma, mass/volume", "1751-7", []),
    "glob": ("Globulin, serum, calculated", "10834-0", ["2336-6"]),
    "ag_ratio": ("Albumin/Globulin mass ratio, serum/plasma", "1759-0", []),
    "ck": ("Creatine kinase, serum/plasma, enzymatic activity", "2157-6", []),
    "crp": ("C reactive protein, serum/plasma, mass/volume", "1988-5", ["30522-7"]),
    "hscrp": ("C reactive protein, serum/plasma, high sensitivity", "30522-7", ["1988-5"]),
    "rf": ("Rheumatoid factor, serum/plasma, units/volume", "11572-5", []),
    "aslo": ("Streptolysin O Ab, serum, units/volume", "5370-2", []),
    "iron": ("Iron, serum/plasma, mass/volume", "2498-4", []),
    "ferritin": ("Ferritin, serum/plasma, mass/volume", "2276-4", []),
    "tibc": ("Iron binding capacity, serum/plasma, mass/volume", "2500-7", []),
    "tsat": ("Iron saturation (transferrin saturation), serum/plasma", "2502-3", []),
    "transferrin": ("Transferrin, serum/plasma, mass/volume", "3034-6", []),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass/volume", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass/volume", "2284-8", []),
    "vitd": ("25-hydroxyvitamin D2+D3, serum/plasma, mass/volume", "62292-8", ["1989-3"]),
    # ---- endocrinology -------------------------------------------------------
    "tsh": ("Thyrotropin (TSH), serum/plasma, units/volume", "3016-3", ["11580-8"]),
    "ft4": ("Thyroxine (T4) free, serum/plasma, mass/volume", "3024-7", []),
    "t3": ("Triiodothyronine (T3) total, serum/plasma, mass/volume", "3053-6", []),
    "tpo": ("Thyroperoxidase Ab, serum/plasma, units/volume", "8099-4", []),
    "tgab": ("Thyroglobulin Ab, serum/plasma, units/volume", "8098-6", []),
    "prl": ("Prolactin, serum/plasma, mass/volume", "2842-3", []),
    "fsh": ("Follitropin (FSH), serum/plasma, units/volume", "15067-2", []),
    "lh": ("Lutropin (LH), serum/plasma, units/volume", "10501-5", []),
    "e2": ("Estradiol, serum/plasma, mass/volume", "2243-4", []),
    "testo": ("Testosterone, serum/plasma, mass/volume", "2986-8", []),
    "pth": ("Parathyrin intact, serum/plasma, mass/volume", "2731-8", []),
    # ---- tumour markers ------------------------------------------------------
    "psa": ("Prostate specific Ag, serum/plasma, mass/volume", "2857-1", []),
    "fpsa": ("Prostate specific Ag free, serum/plasma, mass/volume", "10886-0", []),
    "fpsa_ratio": ("PSA free/PSA total, serum/plasma", "12841-3", []),
    "cea": ("Carcinoembryonic Ag, serum/plasma, mass/volume", "2039-6", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma, units/volume", "24108-3", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass/volume", "1834-1", []),
    "ca125": ("Cancer Ag 125, serum/plasma, units/volume", "10334-1", []),
    # ---- serology ------------------------------------------------------------
    "hiv": ("HIV 1+2 Ab + HIV-1 p24 Ag, serum/plasma, presence", "56888-1", ["75622-1", "7918-6"]),
    "hbsag": ("Hepatitis B virus surface Ag, serum/plasma, presence", "5196-1", ["5195-3"]),
    "antihbs": ("Hepatitis B virus surface Ab, serum, units/volume", "16935-9", ["5193-8"]),
    "antihbc": ("Hepatitis B virus core Ab (total), serum, presence", "16933-4", ["13952-7"]),
    "antihcv": ("Hepatitis C virus Ab, serum/plasma, presence", "16128-1", ["13955-0"]),
    "vdrl": ("Reagin Ab (VDRL), serum, presence", "5292-8", ["50690-7"]),
    "trep": ("Treponema pallidum Ab, serum, presence (immunoassay)", "24110-9", []),
    "toxo_igg": ("Toxoplasma gondii IgG Ab, serum, presence", "22580-5", ["8039-0"]),
    "toxo_igm": ("Toxoplasma gondii IgM Ab, serum, presence", "25542-2", []),
    "rubella_igg": ("Rubella virus IgG Ab, serum, units/volume (immunoassay)", "5334-8", []),
    # ---- urine ---------------------------------------------------------------
    "u_color": ("Color of urine", "5778-6", []),
    "u_aspect": ("Appearance of urine", "5767-9", ["32167-9"]),
    "u_sg": ("Specific gravity of urine (test strip)", "5811-5", ["2965-2"]),
    "u_ph": ("pH of urine (test strip)", "5803-2", ["2756-5"]),
    "u_prot": ("Protein, urine, presence (test strip)", "20454-5", ["2887-8", "5804-0"]),
    "u_glu": ("Glucose, urine, presence (test strip)", "25428-4", ["2349-9", "5792-7"]),
    "u_ket": ("Ketones, urine, presence (test strip)", "2514-8", ["5797-6"]),
    "u_bili": ("Bilirubin, urine, presence (test strip)", "5770-3", ["1977-8"]),
    "u_urobil": ("Urobilinogen, urine, presence (test strip)", "5818-0", ["20405-7"]),
    "u_hgb": ("Hemoglobin (blood), urine, presence (test strip)", "5794-3", []),
    "u_nit": ("Nitrite, urine, presence (test strip)", "5802-4", []),
    "u_le": ("Leukocyte esterase, urine, presence (test strip)", "5799-2", []),
    "u_wbc_ml": ("Leukocytes, urine, count/volume", "30405-5", ["46702-7"]),
    "u_rbc_ml": ("Erythrocytes, urine, count/volume", "30391-7", []),
    "u_wbc_hpf": ("Leukocytes, urine sediment, per high power field", "5821-4", []),
    "u_rbc_hpf": ("Erythrocytes, urine sediment, per high power field", "13945-1", []),
    "u_epi": ("Epithelial cells, urine sediment, per high power field", "5787-7", ["11277-1"]),
    "u_casts": ("Casts, urine sediment", "9439-1", ["24124-0"]),
    "u_cryst": ("Crystals type, urine sediment", "5782-8", []),
    "u_bact": ("Bacteria, urine sediment, presence", "25145-4", ["5769-5"]),
    "u_mucus": ("Mucus, urine sediment, presence", "8247-9", []),
    "u_malb": ("Microalbumin, urine, mass/volume", "14957-5", []),
    "u_creat": ("Creatinine, urine, mass/volume", "2161-8", []),
    "u_acr": ("Albumin/Creatinine mass ratio, urine", "9318-7", ["14959-1"]),
}


if __name__ == "__main__":
    bad = []
    for k, (_, code, alts) in CAT.items():
        for c in [code] + alts:
            if not loinc_ok(c):
                bad.append((k, c))
    print("entries:", len(CAT), "bad:", bad)
