"""Shared helpers for the "ap" development set: number formatting/parsing,
LOINC check digits and the analyte catalogue (analyte -> LOINC choice).

Everything in this set is invented; the catalogue only records which LOINC
code the gold uses for a given analyte/specimen/unit combination.
"""
import re

# ---------------------------------------------------------------- numbers

def br(x, d=0, thousands=True):
    """Format a number the Brazilian way: dot thousands, comma decimal."""
    s = f"{abs(x):,.{d}f}"  # 1,234.5
    s = s.replace(",", "\x00").replace(".", ",").replace("\x00", ".")
    if not thousands:
        s = s.replace(".", "")
    return ("-" if x < 0 else "") + s


_COMP_WORDS = [
    ("inferior a ", "<"), ("superior a ", ">"),
    ("menor que ", "<"), ("maior que ", ">"),
    ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="),
    ("<", "<"), (">", ">"),
]
_NUM = re.compile(r"^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$")


def parse_value(vt):
    """value_text -> (value, comparator). Qualitative results give (None, "")."""
    s = vt.strip()
    comp = ""
    low = s.lower()
    for w, c in _COMP_WORDS:
        if low.startswith(w):
            comp = c
            s = s[len(w):].strip()
            break
    m = _NUM.match(s)
    if not m:
        if comp:
            raise ValueError(f"comparator without number: {vt!r}")
        return None, ""
    ip = m.group(1).replace(".", "")
    v = float(ip + ("." + m.group(2) if m.group(2) else ""))
    if v == int(v) and not m.group(2):
        v = int(v)
    return v, comp


# ---------------------------------------------------------------- LOINC

def loinc_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    digits = m.group(1)
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            n = n // 10 + n % 10
        tot += n
    return (10 - tot % 10) % 10 == int(m.group(2))


# key: (analyte description used in gold, loinc, [alternatives])
A = {
    # --- haematology
    "rbc": ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hb": ("Hemoglobin, blood, mass", "718-7", []),
    "ht": ("Hematocrit, blood, volume fraction", "4544-3", ["20570-8"]),
    "mcv": ("MCV, erythrocytes, entitic volume", "787-2", ["30428-7"]),
    "mch": ("MCH, erythrocytes, entitic mass", "785-6", []),
    "mchc": ("MCHC, erythrocytes, mass/volume", "786-4", []),
    "rdw": ("RDW-CV, erythrocytes, ratio", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "band_p": ("Band neutrophils/100 leukocytes, blood", "764-1", ["26508-2"]),
    "band_a": ("Band neutrophils, blood, count", "763-3", ["26507-4"]),
    "neut_p": ("Neutrophils (segmented)/100 leukocytes, blood", "770-8", ["769-0", "26511-6"]),
    "neut_a": ("Neutrophils (segmented), blood, count", "751-8", ["768-2", "26499-4"]),
    "eos_p": ("Eosinophils/100 leukocytes, blood", "713-8", ["26450-7"]),
    "eos_a": ("Eosinophils, blood, count", "711-2", ["26449-9"]),
    "baso_p": ("Basophils/100 leukocytes, blood", "706-2", ["30180-4"]),
    "baso_a": ("Basophils, blood, count", "704-7", ["26444-0"]),
    "lymph_p": ("Lymphocytes/100 leukocytes, blood", "736-9", ["26478-8"]),
    "lymph_a": ("Lymphocytes, blood, count", "731-0", ["26474-7"]),
    "mono_p": ("Monocytes/100 leukocytes, blood", "5905-5", ["26485-3"]),
    "mono_a": ("Monocytes, blood, count", "742-7", ["26484-6"]),
    "plt": ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume, blood", "32623-1", ["28542-9"]),
    "esr": ("Erythrocyte sedimentation rate, Westergren", "4537-7", ["30341-2"]),
    "abo": ("ABO group, blood", "883-9", []),
    "rh": ("Rh type, blood", "10331-7", []),
    # --- coagulation
    "pt_s": ("Prothrombin time, plasma, seconds", "5902-2", []),
    "inr": ("INR, plasma", "6301-6", ["34714-6"]),
    "aptt_s": ("aPTT, plasma, seconds", "14979-9", ["3173-2"]),
    "fib": ("Fibrinogen, plasma, mass", "3255-7", []),
    # --- chemistry
    "glu_f": ("Glucose, fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "glu": ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
    "hba1c": ("Hemoglobin A1c/Hemoglobin total, blood", "4548-4", ["17856-6"]),
    "eag": ("Estimated average glucose from HbA1c, mass", "27353-2", []),
    "chol": ("Cholesterol, serum/plasma, mass", "2093-3", []),
    "hdl": ("HDL cholesterol, serum/plasma, mass", "2085-9", []),
    "ldl_calc": ("LDL cholesterol, calculated, serum/plasma, mass", "13457-7", ["2089-1", "18262-6"]),
    "vldl": ("VLDL cholesterol, calculated, serum/plasma, mass", "13458-5", ["2091-7"]),
    "nonhdl": ("Non-HDL cholesterol, serum/plasma, mass", "43396-1", []),
    "tg": ("Triglyceride, serum/plasma, mass", "2571-8", []),
    "creat": ("Creatinine, serum/plasma, mass", "2160-0", []),
    "urea": ("Urea, serum/plasma, mass", "3091-6", []),
    "egfr": ("GFR/1.73 m2 predicted, CKD-EPI 2021", "98979-8", ["62238-1"]),
    "uric": ("Urate, serum/plasma, mass", "3084-1", []),
    "na": ("Sodium, serum/plasma, moles", "2951-2", []),
    "k": ("Potassium, serum/plasma, moles", "2823-3", []),
    "cl": ("Chloride, serum/plasma, moles", "2075-0", []),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", []),
    "ica": ("Calcium ionized, blood, moles", "1994-3", []),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", []),
    "ast": ("AST, serum/plasma, enzymatic activity", "1920-8", []),
    "alt": ("ALT, serum/plasma, enzymatic activity", "1742-6", []),
    "ggt": ("GGT, serum/plasma, enzymatic activity", "2324-2", []),
    "alp": ("Alkaline phosphatase, serum/plasma, enzymatic activity", "6768-6", []),
    "tbil": ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "dbil": ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "ibil": ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", ["61151-7"]),
    "tprot": ("Protein total, serum/plasma, mass", "2885-2", []),
    "glob": ("Globulin, serum, mass (calculated)", "10834-0", []),
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", ["30522-7"]),
    "hscrp": ("C reactive protein, high sensitivity, serum/plasma", "30522-7", ["1988-5"]),
    "ck": ("Creatine kinase, serum/plasma, enzymatic activity", "2157-6", []),
    "ldh": ("LDH, serum/plasma, enzymatic activity", "2532-0", ["14804-9"]),
    "tropi": ("Troponin I cardiac, serum/plasma, mass", "10839-9", ["42757-5"]),
    "amyl": ("Amylase, serum/plasma, enzymatic activity", "1798-8", []),
    # --- endocrine / vitamins / iron
    "tsh": ("TSH, serum/plasma", "3016-3", ["11580-8"]),
    "ft4": ("Free T4, serum/plasma, mass", "3024-7", []),
    "t3": ("T3 total, serum/plasma, mass", "3053-6", []),
    "atpo": ("Thyroperoxidase Ab, serum/plasma", "8099-4", []),
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "iron": ("Iron, serum/plasma, mass", "2498-4", []),
    "tibc": ("Iron binding capacity total, serum/plasma", "2500-7", []),
    "tsat": ("Iron saturation, serum/plasma", "2502-3", []),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd": ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3"]),
    "pth": ("Parathyrin intact, serum/plasma, mass", "2731-8", []),
    "fsh": ("FSH, serum/plasma", "15067-2", []),
    "lh": ("LH, serum/plasma", "10501-5", []),
    "e2": ("Estradiol, serum/plasma, mass", "2243-4", []),
    "prl": ("Prolactin, serum/plasma, mass", "2842-3", []),
    "prog": ("Progesterone, serum/plasma, mass", "2839-9", []),
    "bhcg": ("hCG beta subunit, serum/plasma", "21198-7", ["19080-1"]),
    "testo": ("Testosterone, serum/plasma, mass", "2986-8", []),
    "insulin": ("Insulin, serum/plasma", "20448-7", []),
    # --- tumour markers
    "psa": ("PSA, serum/plasma, mass", "2857-1", []),
    "fpsa": ("PSA free, serum/plasma, mass", "10886-0", []),
    "fpsa_r": ("PSA free/PSA total, serum/plasma", "12841-3", []),
    "cea": ("Carcinoembryonic Ag, serum/plasma, mass", "2039-6", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma", "24108-3", []),
    "ca125": ("Cancer Ag 125, serum/plasma", "10334-1", []),
    "ca153": ("Cancer Ag 15-3, serum/plasma", "6875-9", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
    # --- serology
    "hbsag": ("Hepatitis B surface Ag, presence", "5196-1", ["5195-3"]),
    "antihbs": ("Hepatitis B surface Ab, serum, units/volume", "16935-9", ["5193-8"]),
    "antihbc": ("Hepatitis B core Ab (total), presence", "16933-4", ["13952-7"]),
    "hcv": ("Hepatitis C virus Ab, presence", "16128-1", ["13955-0"]),
    "hiv": ("HIV 1+2 Ab + HIV-1 p24 Ag, presence", "56888-1", ["7917-8"]),
    "vdrl": ("Reagin Ab (VDRL), serum, presence", "5292-8", ["20507-0"]),
    "toxo_g": ("Toxoplasma gondii IgG Ab, serum, units/volume", "8039-0", []),
    "toxo_m": ("Toxoplasma gondii IgM Ab, serum, units/volume", "8040-8", []),
    "rub_g": ("Rubella virus IgG Ab, serum, units/volume", "8014-3", ["5334-8"]),
    # --- urine
    "u_color": ("Color of urine", "5778-6", []),
    "u_aspect": ("Appearance of urine", "5767-9", []),
    "u_sg": ("Specific gravity of urine, test strip", "5811-5", ["2965-2"]),
    "u_ph": ("pH of urine, test strip", "5803-2", ["2756-5"]),
    "u_prot": ("Protein, urine, test strip, presence", "20454-5", ["2887-8"]),
    "u_glu": ("Glucose, urine, test strip, presence", "25428-4", ["2350-7"]),
    "u_ket": ("Ketones, urine, test strip, presence", "2514-8", []),
    "u_blood": ("Hemoglobin, urine, test strip, presence", "5794-3", []),
    "u_bil": ("Bilirubin, urine, test strip, presence", "5770-3", []),
    "u_ubg": ("Urobilinogen, urine, test strip", "5818-0", ["20405-7"]),
    "u_nit": ("Nitrite, urine, test strip, presence", "5802-4", []),
    "u_le": ("Leukocyte esterase, urine, test strip, presence", "5799-2", []),
    "u_wbc_ml": ("Leukocytes, urine, count per volume", "30405-5", ["46702-7"]),
    "u_rbc_ml": ("Erythrocytes, urine, count per volume", "30391-7", ["46419-8"]),
    "u_wbc_hpf": ("Leukocytes, urine sediment, per high power field", "5821-4", []),
    "u_rbc_hpf": ("Erythrocytes, urine sediment, per high power field", "13945-1", []),
    "u_epi": ("Epithelial cells, urine sediment", "5787-7", []),
    "u_bact": ("Bacteria, urine sediment, presence", "25145-4", ["5769-5"]),
    "u_mucus": ("Mucus, urine sediment, presence", "8247-9", []),
    "u_cryst": ("Crystals, urine sediment, type", "5782-8", []),
    "u_casts": ("Casts, urine sediment", "9842-6", []),
    "u_malb": ("Albumin (microalbumin), urine, mass", "14957-5", []),
    "u_creat": ("Creatinine, urine, mass", "2161-8", []),
    "u_acr": ("Albumin/Creatinine, urine, mass ratio", "14959-1", ["9318-7"]),
    "u_cult": ("Bacteria identified, urine, culture", "630-4", []),
    # --- stool
    "s_op": ("Ova and parasites identified, stool, microscopy", "10704-5", []),
    "s_occult": ("Hemoglobin gastrointestinal, stool, presence", "2335-8", ["29771-3"]),
}
