"""LOINC choices used by the set (chosen from the author's knowledge; every code
passes the LOINC mod-10 check digit, verified by check.py).

key -> (analyte description, primary code, [alternatives])
"""

def check_digit_ok(code: str) -> bool:
    """LOINC mod-10 (Luhn) check digit."""
    try:
        body, cd = code.split("-")
    except ValueError:
        return False
    if not body.isdigit() or not cd.isdigit() or len(cd) != 1:
        return False
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:          # rightmost digit and every second one: doubled
            d *= 2
            s += d // 10 + d % 10
        else:
            s += d
    return (10 - s % 10) % 10 == int(cd)


L = {
    # ---- haematology (blood) ----
    "rbc": ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hgb": ("Hemoglobin, blood, mass", "718-7", []),
    "hct": ("Hematocrit, blood, volume fraction", "4544-3", ["20570-8"]),
    "mcv": ("MCV, RBC, entitic volume", "787-2", ["30428-7"]),
    "mch": ("MCH, RBC, entitic mass", "785-6", ["28539-5"]),
    "mchc": ("MCHC, RBC, mass concentration", "786-4", ["28540-3"]),
    "rdw": ("Erythrocyte distribution width (RDW-CV), ratio", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "plt": ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume, blood", "32623-1", ["28542-9"]),
    "band_p": ("Band neutrophils/100 leukocytes, manual", "764-1", ["26508-2"]),
    "band_a": ("Band neutrophils, blood, count, manual", "763-3", ["26507-4"]),
    "seg_p": ("Segmented neutrophils/100 leukocytes, manual", "769-0", ["770-8", "26511-6"]),
    "seg_a": ("Segmented neutrophils, blood, count, manual", "768-2", ["751-8", "26499-4"]),
    "neu_p": ("Neutrophils/100 leukocytes, blood", "770-8", ["26511-6", "769-0"]),
    "neu_a": ("Neutrophils, blood, count", "751-8", ["26499-4", "768-2"]),
    "eos_p": ("Eosinophils/100 leukocytes, blood", "713-8", ["26450-7"]),
    "eos_a": ("Eosinophils, blood, count", "711-2", ["26449-9"]),
    "bas_p": ("Basophils/100 leukocytes, blood", "706-2", ["30180-4"]),
    "bas_a": ("Basophils, blood, count", "704-7", ["26444-0"]),
    "lym_p": ("Lymphocytes/100 leukocytes, blood", "736-9", ["26478-8"]),
    "lym_a": ("Lymphocytes, blood, count", "731-0", ["26474-7"]),
    "mon_p": ("Monocytes/100 leukocytes, blood", "5905-5", ["26485-3"]),
    "mon_a": ("Monocytes, blood, count", "742-7", ["26484-6"]),
    "esr": ("Erythrocyte sedimentation rate, Westergren", "4537-7", ["30341-2"]),
    "abo": ("ABO group, blood", "883-9", []),
    "rh": ("Rh type, blood", "10331-7", []),
    # ---- chemistry (serum/plasma, mass units) ----
    "glu": ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
    "gluf": ("Glucose fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "urea": ("Urea, serum/plasma, mass", "3091-6", []),
    "crea": ("Creatinine, serum/plasma, mass", "2160-0", []),
    "egfr": ("eGFR CKD-EPI 2021, creatinine based", "98979-8", ["62238-1"]),
    "uric": ("Urate, serum/plasma, mass", "3084-1", []),
    "na": ("Sodium, serum/plasma, molar", "2951-2", []),
    "k": ("Potassium, serum/plasma, molar", "2823-3", []),
    "cl": ("Chloride, serum/plasma, molar", "2075-0", []),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", []),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", []),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", []),
    "chol": ("Cholesterol total, serum/plasma, mass", "2093-3", []),
    "hdl": ("HDL cholesterol, serum/plasma, mass", "2085-9", []),
    "ldl": ("LDL cholesterol calculated, serum/plasma, mass", "13457-7", ["18262-6", "2089-1"]),
    "vldl": ("VLDL cholesterol calculated, serum/plasma, mass", "13458-5", []),
    "nonhdl": ("Non-HDL cholesterol, serum/plasma, mass", "43396-1", []),
    "tg": ("Triglyceride, serum/plasma, mass", "2571-8", []),
    "ast": ("AST, serum/plasma, enzyme activity", "1920-8", ["30239-8"]),
    "alt": ("ALT, serum/plasma, enzyme activity", "1742-6", ["1743-4"]),
    "ggt": ("GGT, serum/plasma, enzyme activity", "2324-2", []),
    "alp": ("Alkaline phosphatase, serum/plasma, enzyme activity", "6768-6", []),
    "bilt": ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "bild": ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "bili": ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "prot": ("Protein total, serum/plasma, mass", "2885-2", []),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", ["61151-7"]),
    "glob": ("Globulin, serum, mass (calculated)", "10834-0", []),
    "agr": ("Albumin/Globulin ratio, serum/plasma", "1759-0", []),
    "ldh": ("LDH, serum/plasma, enzyme activity", "2532-0", ["14804-9"]),
    "ck": ("Creatine kinase, serum/plasma, enzyme activity", "2157-6", []),
    "ckmb": ("CK-MB, serum/plasma, mass", "13969-1", []),
    "tnihs": ("Troponin I cardiac, high-sensitivity method, serum/plasma", "89579-7", ["10839-9"]),
    "amy": ("Amylase, serum/plasma, enzyme activity", "1798-8", []),
    "lip": ("Lipase, serum/plasma, enzyme activity", "3040-3", []),
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", ["30522-7"]),
    "hscrp": ("C reactive protein, high-sensitivity method, serum/plasma", "30522-7", ["1988-5"]),
    "hba1c": ("Hemoglobin A1c/Hemoglobin total, blood", "4548-4", ["17856-6"]),
    "eag": ("Glucose mean value estimated from HbA1c", "27353-2", []),
    # ---- iron, vitamins ----
    "fe": ("Iron, serum/plasma, mass", "2498-4", []),
    "ferr": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "trf": ("Transferrin, serum/plasma, mass", "3034-6", []),
    "tibc": ("Iron binding capacity, serum/plasma, mass", "2500-7", []),
    "uibc": ("Iron binding capacity unsaturated, serum/plasma", "2501-5", []),
    "tsat": ("Iron saturation, serum/plasma", "2502-3", []),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "fol": ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd": ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3"]),
    # ---- thyroid and hormones ----
    "tsh": ("Thyrotropin, serum/plasma", "3016-3", ["11580-8"]),
    "ft4": ("Thyroxine free, serum/plasma, mass", "3024-7", []),
    "t3": ("Triiodothyronine total, serum/plasma, mass", "3053-6", []),
    "ft3": ("Triiodothyronine free, serum/plasma, mass", "3051-0", []),
    "tpo": ("Thyroperoxidase Ab, serum/plasma", "8099-4", []),
    "fsh": ("Follitropin, serum/plasma", "15067-2", []),
    "lh": ("Lutropin, serum/plasma", "10501-5", []),
    "e2": ("Estradiol, serum/plasma, mass", "2243-4", []),
    "prl": ("Prolactin, serum/plasma, mass", "2842-3", []),
    "prog": ("Progesterone, serum/plasma, mass", "2839-9", []),
    "testo": ("Testosterone, serum/plasma, mass", "2986-8", []),
    "testof": ("Testosterone free, serum/plasma, mass", "2991-8", []),
    "shbg": ("Sex hormone binding globulin, serum/plasma, molar", "13967-5", []),
    "dheas": ("DHEA sulfate, serum/plasma, mass", "2191-5", []),
    "cort": ("Cortisol, serum/plasma, mass", "2143-6", []),
    "ins": ("Insulin, serum/plasma", "20448-7", []),
    "hcg": ("Choriogonadotropin, serum/plasma", "19080-1", ["21198-7"]),
    "pth": ("Parathyrin intact, serum/plasma, mass", "2731-8", []),
    # ---- tumour markers ----
    "psa": ("PSA total, serum/plasma, mass", "2857-1", []),
    "fpsa": ("PSA free, serum/plasma, mass", "10886-0", []),
    "psar": ("PSA free/PSA total, serum/plasma", "12841-3", []),
    "cea": ("Carcinoembryonic Ag, serum/plasma, mass", "2039-6", []),
    "ca125": ("Cancer Ag 125, serum/plasma", "10334-1", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma", "24108-3", []),
    "ca153": ("Cancer Ag 15-3, serum/plasma", "6875-9", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
    # ---- coagulation ----
    "pt": ("Prothrombin time, PPP", "5902-2", []),
    "ptpct": ("Prothrombin time actual/normal (activity %), PPP", "5894-1", []),
    "inr": ("INR, PPP", "6301-6", ["34714-6"]),
    "aptt": ("aPTT, PPP", "14979-9", ["3173-2"]),
    "apttr": ("aPTT actual/normal, PPP", "63561-5", []),
    "fib": ("Fibrinogen, PPP, mass", "3255-7", []),
    # ---- serology ----
    "hiv": ("HIV 1+2 Ab + HIV-1 p24 Ag, serum/plasma, presence", "56888-1", ["31201-7"]),
    "hbsag": ("HBsAg, serum/plasma, presence", "5196-1", ["5195-3"]),
    "hcv": ("Hepatitis C virus Ab, serum, presence", "16128-1", ["13955-0"]),
    "antihbs": ("Hepatitis B surface Ab, serum, units/volume", "16935-9", ["5193-8"]),
    "antihbc": ("Hepatitis B core Ab (total), serum, presence", "16933-4", ["13952-7"]),
    "vdrl": ("Reagin Ab, serum, VDRL, presence", "5292-8", []),
    # ---- urinalysis ----
    "u_color": ("Color of urine", "5778-6", []),
    "u_asp": ("Appearance of urine", "5767-9", []),
    "u_sg": ("Specific gravity of urine, test strip", "5811-5", ["5810-7"]),
    "u_ph": ("pH of urine, test strip", "5803-2", ["2756-5"]),
    "u_prot": ("Protein, urine, test strip, presence", "20454-5", ["5804-0"]),
    "u_glu": ("Glucose, urine, test strip, presence", "25428-4", ["5792-7"]),
    "u_ket": ("Ketones, urine, test strip, presence", "2514-8", ["5797-6"]),
    "u_hgb": ("Hemoglobin, urine, test strip, presence", "5794-3", []),
    "u_bil": ("Bilirubin, urine, test strip, presence", "5770-3", []),
    "u_ubg": ("Urobilinogen, urine, test strip, presence", "13658-0", ["5818-0", "20405-7"]),
    "u_nit": ("Nitrite, urine, test strip, presence", "5802-4", []),
    "u_le": ("Leukocyte esterase, urine, test strip, presence", "5799-2", []),
    "u_epi": ("Epithelial cells, urine sediment, per HPF", "5787-7", ["11277-1"]),
    "u_wbc": ("Leukocytes, urine sediment, per HPF", "5821-4", []),
    "u_rbc": ("Erythrocytes, urine sediment, per HPF", "13945-1", []),
    "u_cast": ("Casts, urine sediment, per LPF", "9842-6", []),
    "u_bact": ("Bacteria, urine sediment, presence", "25145-4", ["5769-5"]),
    "u_muc": ("Mucus, urine sediment, presence", "8247-9", []),
}
