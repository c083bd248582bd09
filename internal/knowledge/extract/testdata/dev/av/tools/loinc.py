"""LOINC catalogue used by the "av" report set.

Each key maps to (analyte description, primary code, alternatives).  The
primary code is the most specific code we could defend for the analyte,
specimen, property (mass vs molar vs presence) and unit as printed; the
alternatives are codes a careful reader could also defensibly choose.
All codes are checked with the LOINC mod-10 check digit (see check.py).
"""


def check_digit_ok(code: str) -> bool:
    """LOINC mod-10 check: double every other digit starting from the right."""
    base, _, cd = code.partition("-")
    if not base.isdigit() or not cd.isdigit() or len(cd) != 1:
        return False
    total = 0
    for i, ch in enumerate(reversed(base)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(cd)


L = {
    # ---------------- haematology -----------------
    "rbc": ("Erythrocytes, blood, count (automated)", "789-8", ["26453-1"]),
    "hgb": ("Hemoglobin, blood, mass", "718-7", []),
    "hct": ("Hematocrit, blood, volume fraction (automated)", "4544-3", ["20570-8"]),
    "mcv": ("MCV, erythrocytes (automated)", "787-2", ["30428-7"]),
    "mch": ("MCH, erythrocytes (automated)", "785-6", ["28539-5"]),
    "mchc": ("MCHC, erythrocytes (automated)", "786-4", ["28540-3"]),
    "rdw": ("Erythrocyte distribution width, ratio (RDW-CV)", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes, blood, count (automated)", "6690-2", ["26464-8"]),
    "neut_pct": ("Neutrophils/100 leukocytes, blood (automated)", "770-8", ["23761-0"]),
    "neut_abs": ("Neutrophils, blood, count (automated)", "751-8", ["26499-4"]),
    "seg_pct": ("Segmented neutrophils/100 leukocytes, blood (manual)", "769-0", ["770-8"]),
    "seg_abs": ("Segmented neutrophils, blood, count (manual)", "768-2", ["751-8"]),
    "band_pct": ("Band neutrophils/100 leukocytes, blood (manual)", "764-1", []),
    "band_abs": ("Band neutrophils, blood, count (manual)", "763-3", []),
    "lymph_pct": ("Lymphocytes/100 leukocytes, blood (automated)", "736-9", ["737-7"]),
    "lymph_abs": ("Lymphocytes, blood, count (automated)", "731-0", ["732-8"]),
    "mono_pct": ("Monocytes/100 leukocytes, blood (automated)", "5905-5", ["744-3"]),
    "mono_abs": ("Monocytes, blood, count (automated)", "742-7", ["743-5"]),
    "eos_pct": ("Eosinophils/100 leukocytes, blood (automated)", "713-8", ["714-6"]),
    "eos_abs": ("Eosinophils, blood, count (automated)", "711-2", ["712-0"]),
    "baso_pct": ("Basophils/100 leukocytes, blood (automated)", "706-2", ["707-0"]),
    "baso_abs": ("Basophils, blood, count (automated)", "704-7", ["705-4"]),
    # manual-count differential (small labs reading smears)
    "lymph_pct_m": ("Lymphocytes/100 leukocytes, blood (manual)", "737-7", ["736-9"]),
    "lymph_abs_m": ("Lymphocytes, blood, count (manual)", "732-8", ["731-0"]),
    "mono_pct_m": ("Monocytes/100 leukocytes, blood (manual)", "744-3", ["5905-5"]),
    "mono_abs_m": ("Monocytes, blood, count (manual)", "743-5", ["742-7"]),
    "eos_pct_m": ("Eosinophils/100 leukocytes, blood (manual)", "714-6", ["713-8"]),
    "eos_abs_m": ("Eosinophils, blood, count (manual)", "712-0", ["711-2"]),
    "baso_pct_m": ("Basophils/100 leukocytes, blood (manual)", "707-0", ["706-2"]),
    "baso_abs_m": ("Basophils, blood, count (manual)", "705-4", ["704-7"]),
    "plt": ("Platelets, blood, count (automated)", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume, blood (automated)", "32623-1", ["28542-9"]),
    "esr": ("Erythrocyte sedimentation rate (Westergren)", "4537-7", ["30341-2"]),
    "abo": ("ABO group, blood", "883-9", []),
    "rh": ("Rh(D) type, blood", "10331-7", []),
    # ---------------- coagulation -----------------
    "pt": ("Prothrombin time, platelet-poor plasma", "5902-2", []),
    "inr": ("INR, platelet-poor plasma", "6301-6", ["34714-6"]),
    "aptt": ("aPTT, platelet-poor plasma", "14979-9", ["3173-2"]),
    "fib": ("Fibrinogen, platelet-poor plasma, mass", "3255-7", []),
    # ---------------- chemistry -----------------
    "glu": ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
    "glu_fast": ("Glucose fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "a1c": ("Hemoglobin A1c/Hemoglobin.total, blood", "4548-4", []),
    "a1c_hplc": ("Hemoglobin A1c/Hemoglobin.total, blood, HPLC", "17856-6", ["4548-4"]),
    "eag": ("Glucose mean value estimated from HbA1c, blood, mass", "27353-2", []),
    "urea": ("Urea, serum/plasma, mass", "3091-6", []),
    "creat": ("Creatinine, serum/plasma, mass", "2160-0", ["38483-4"]),
    "egfr": ("eGFR CKD-EPI 2021 (creatinine), per 1.73 m2", "98979-8", ["62238-1"]),
    "uric": ("Urate, serum/plasma, mass", "3084-1", []),
    "na": ("Sodium, serum/plasma, molar", "2951-2", ["2947-0"]),
    "k": ("Potassium, serum/plasma, molar", "2823-3", ["6298-4"]),
    "cl": ("Chloride, serum/plasma, molar", "2075-0", []),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", []),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", []),
    "ast": ("AST, serum/plasma, enzyme activity", "1920-8", []),
    "alt": ("ALT, serum/plasma, enzyme activity", "1742-6", []),
    "ggt": ("GGT, serum/plasma, enzyme activity", "2324-2", []),
    "alp": ("Alkaline phosphatase, serum/plasma, enzyme activity", "6768-6", []),
    "bili_t": ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "bili_d": ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "bili_i": ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "prot": ("Protein total, serum/plasma, mass", "2885-2", []),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", []),
    "glob": ("Globulin, serum, mass (calculated)", "10834-0", []),
    "ag_ratio": ("Albumin/Globulin ratio, serum/plasma", "1759-0", []),
    "amy": ("Amylase, serum/plasma, enzyme activity", "1798-8", []),
    "lip": ("Lipase, serum/plasma, enzyme activity", "3040-3", []),
    "ck": ("Creatine kinase, serum/plasma, enzyme activity", "2157-6", []),
    "ldh": ("LDH, serum/plasma, enzyme activity", "2532-0", ["14804-9"]),
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", []),
    "crp_hs": ("C reactive protein (high sensitivity), serum/plasma, mass", "30522-7", ["1988-5"]),
    "rf": ("Rheumatoid factor, serum/plasma, units", "11572-5", []),
    "aso": ("Streptolysin O Ab, serum/plasma, units", "5370-2", []),
    # ---------------- lipids -----------------
    "chol": ("Cholesterol, serum/plasma, mass", "2093-3", []),
    "hdl": ("HDL cholesterol, serum/plasma, mass", "2085-9", []),
    "ldl_calc": ("LDL cholesterol, serum/plasma, mass (calculated)", "13457-7", ["18262-6"]),
    "vldl": ("VLDL cholesterol, serum/plasma, mass (calculated)", "13458-5", []),
    "nonhdl": ("Non-HDL cholesterol, serum/plasma, mass", "43396-1", []),
    "tg": ("Triglyceride, serum/plasma, mass", "2571-8", []),
    # ---------------- thyroid / hormones -----------------
    "tsh": ("Thyrotropin, serum/plasma, units", "3016-3", ["11580-8"]),
    "ft4": ("Thyroxine free, serum/plasma, mass", "3024-7", []),
    "t3": ("Triiodothyronine total, serum/plasma, mass", "3053-6", []),
    "tpo": ("Thyroperoxidase Ab, serum/plasma, units", "8099-4", []),
    "tg_ab": ("Thyroglobulin Ab, serum/plasma, units", "8098-6", []),
    "fsh": ("Follitropin, serum/plasma, units", "15067-2", []),
    "lh": ("Lutropin, serum/plasma, units", "10501-5", []),
    "e2": ("Estradiol, serum/plasma, mass", "2243-4", []),
    "prl": ("Prolactin, serum/plasma, mass", "2842-3", []),
    "prog": ("Progesterone, serum/plasma, mass", "2839-9", []),
    "testo": ("Testosterone, serum/plasma, mass", "2986-8", []),
    "shbg": ("Sex hormone binding globulin, serum/plasma, molar", "13967-5", []),
    "dheas": ("DHEA sulfate, serum/plasma, mass", "2191-5", []),
    "bhcg": ("hCG beta subunit, serum/plasma, units", "21198-7", []),
    "insulin": ("Insulin, serum/plasma, units", "20448-7", []),
    "pth": ("Parathyrin intact, serum/plasma, mass", "2731-8", []),
    # ---------------- iron / vitamins -----------------
    "fe": ("Iron, serum/plasma, mass", "2498-4", []),
    "tibc": ("Iron binding capacity, serum/plasma, mass", "2500-7", []),
    "tsat": ("Iron saturation, serum/plasma", "2502-3", []),
    "transf": ("Transferrin, serum/plasma, mass", "3034-6", []),
    "ferr": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd": ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3"]),
    # ---------------- tumour markers -----------------
    "psa": ("Prostate specific Ag, serum/plasma, mass", "2857-1", []),
    "fpsa": ("Prostate specific Ag free, serum/plasma, mass", "10886-0", []),
    "psa_ratio": ("PSA free/PSA total, serum/plasma", "12841-3", []),
    "cea": ("Carcinoembryonic Ag, serum/plasma, mass", "2039-6", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma, units", "24108-3", []),
    "ca125": ("Cancer Ag 125, serum/plasma, units", "10334-1", []),
    # ---------------- serology -----------------
    "hiv": ("HIV 1+2 Ab + HIV1 p24 Ag, serum/plasma, presence", "56888-1", []),
    "vdrl": ("Reagin Ab (VDRL), serum, presence", "5292-8", []),
    "hbsag": ("HBsAg, serum/plasma, presence (immunoassay)", "5196-1", ["5195-3"]),
    "antihbc": ("HBV core Ab (total), serum/plasma, presence", "13952-7", ["16933-4"]),
    "antihbs": ("HBV surface Ab, serum, units", "16935-9", []),
    "hcv": ("HCV Ab, serum/plasma, presence (immunoassay)", "13955-0", ["16128-1"]),
    "toxo_igg": ("Toxoplasma gondii IgG Ab, serum, units", "8039-0", ["5388-4"]),
    "toxo_igm": ("Toxoplasma gondii IgM Ab, serum, presence", "25542-2", []),
    "rub_igg": ("Rubella virus IgG Ab, serum, presence", "25514-1", []),
    # ---------------- urine -----------------
    "u_color": ("Color of urine", "5778-6", []),
    "u_aspect": ("Appearance of urine", "5767-9", []),
    "u_sg": ("Specific gravity of urine (test strip)", "5811-5", []),
    "u_ph": ("pH of urine (test strip)", "5803-2", []),
    "u_prot": ("Protein, urine, presence (test strip)", "20454-5", ["5804-0"]),
    "u_glu": ("Glucose, urine, presence (test strip)", "25428-4", ["5792-7"]),
    "u_ket": ("Ketones, urine, presence (test strip)", "2514-8", ["5797-6"]),
    "u_hb": ("Hemoglobin, urine, presence (test strip)", "5794-3", []),
    "u_bili": ("Bilirubin, urine, presence (test strip)", "5770-3", []),
    "u_ubg": ("Urobilinogen, urine, presence (test strip)", "5818-0", ["20405-7"]),
    "u_nit": ("Nitrite, urine, presence (test strip)", "5802-4", []),
    "u_le": ("Leukocyte esterase, urine, presence (test strip)", "5799-2", []),
    "u_wbc_hpf": ("Leukocytes, urine sediment, per high power field", "5821-4", []),
    "u_rbc_hpf": ("Erythrocytes, urine sediment, per high power field", "13945-1", []),
    "u_wbc_ml": ("Leukocytes, urine, per volume", "30405-5", []),
    "u_rbc_ml": ("Erythrocytes, urine, per volume", "30391-7", []),
    "u_epi": ("Epithelial cells, urine sediment, per HPF", "5787-7", ["11277-1"]),
    "u_bact": ("Bacteria, urine sediment, presence", "25145-4", []),
    "u_mucus": ("Mucus, urine sediment, presence", "8247-9", []),
    "u_casts": ("Casts, urine sediment, presence", "24124-0", []),
    "u_culture": ("Bacteria identified, urine culture", "630-4", []),
}


def lookup(key):
    analyte, code, alts = L[key]
    return analyte, code, list(alts)


if __name__ == "__main__":
    bad = [(k, c) for k, (_, code, alts) in L.items() for c in [code, *alts] if not check_digit_ok(c)]
    print("bad:", bad)
