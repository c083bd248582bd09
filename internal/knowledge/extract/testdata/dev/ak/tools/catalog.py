"""Analytes used in set "ak": key -> (analyte description, LOINC, alternatives).

Codes were chosen from memory of the LOINC table (analyte, property, system,
scale, method) and every one passes the mod-10 check digit (tools/check.py).
Conventions: serum/plasma chemistry without method -> the base concept; blood
count -> "by Automated count" with the method-less code as alternative; urine
dipstick -> "by Test strip"; sediment -> "by Microscopy high power field".
Mass and molar units map to different codes.
"""
from engine import Res

A = {
    # ---- glucose metabolism
    "glu_fast": ("Glucose, fasting, serum/plasma, mass", "1558-6", ("2345-7",)),
    "glu": ("Glucose, serum/plasma, mass", "2345-7", ()),
    "glu_fast_mol": ("Glucose, fasting, serum/plasma, molar", "14771-0", ("14749-6",)),
    "glu_pp2h": ("Glucose 2 h post meal, serum/plasma, mass", "1521-4", ()),
    "glu_ogtt2h": ("Glucose 2 h post 75 g glucose, serum/plasma, mass", "20438-8", ()),
    "a1c": ("Hemoglobin A1c/Hemoglobin.total, blood", "4548-4", ("17856-6",)),
    "a1c_ifcc": ("Hemoglobin A1c/Hemoglobin.total, blood, IFCC (mmol/mol)", "59261-8", ()),
    "eag": ("Estimated average glucose from HbA1c, mass", "27353-2", ()),
    "insulin": ("Insulin, serum/plasma, units", "20448-7", ()),
    "homa": ("HOMA-IR index (calculated)", "", ()),
    "cpep": ("C peptide, serum/plasma, mass", "1986-9", ()),
    "fructosamine": ("Fructosamine, serum/plasma, molar", "15069-8", ()),
    # ---- lipids
    "chol": ("Cholesterol, serum/plasma, mass", "2093-3", ()),
    "chol_mol": ("Cholesterol, serum/plasma, molar", "14647-2", ()),
    "hdl": ("HDL cholesterol, serum/plasma, mass", "2085-9", ()),
    "hdl_mol": ("HDL cholesterol, serum/plasma, molar", "14646-4", ()),
    "ldl_calc": ("LDL cholesterol, serum/plasma, mass, calculated", "13457-7", ("2089-1",)),
    "ldl_calc_mol": ("LDL cholesterol, serum/plasma, molar, calculated", "39469-2", ("22748-8",)),
    "ldl_direct": ("LDL cholesterol, serum/plasma, mass, direct assay", "18262-6", ("2089-1",)),
    "vldl": ("VLDL cholesterol, serum/plasma, mass, calculated", "13458-5", ("2091-7",)),
    "nonhdl": ("Non-HDL cholesterol, serum/plasma, mass", "43396-1", ()),
    "tg": ("Triglyceride, serum/plasma, mass", "2571-8", ()),
    "tg_mol": ("Triglyceride, serum/plasma, molar", "14927-8", ()),
    "chol_hdl_ratio": ("Cholesterol total/HDL cholesterol, mass ratio", "9830-1", ()),
    "ldl_hdl_ratio": ("LDL cholesterol/HDL cholesterol, mass ratio", "11054-4", ()),
    "lpa": ("Lipoprotein(a), serum/plasma, mass", "10835-7", ()),
    "lpa_mol": ("Lipoprotein(a), serum/plasma, molar", "43583-4", ()),
    "apob": ("Apolipoprotein B, serum/plasma, mass", "1884-6", ()),
    "apoa1": ("Apolipoprotein A-I, serum/plasma, mass", "1869-7", ()),
    # ---- kidney
    "creat": ("Creatinine, serum/plasma, mass", "2160-0", ()),
    "creat_mol": ("Creatinine, serum/plasma, molar", "14682-9", ()),
    "egfr": ("eGFR, creatinine-based, CKD-EPI 2021", "98979-8", ("62238-1",)),
    "urea": ("Urea, serum/plasma, mass", "3091-6", ()),
    "urea_mol": ("Urea, serum/plasma, molar", "22664-7", ()),
    "uric": ("Urate, serum/plasma, mass", "3084-1", ()),
    "uric_mol": ("Urate, serum/plasma, molar", "14933-6", ()),
    "cystc": ("Cystatin C, serum/plasma, mass", "33863-2", ()),
    "ualb": ("Albumin, urine, mass concentration", "14957-5", ("1754-1",)),
    "ucreat": ("Creatinine, urine, mass", "2161-8", ()),
    "uacr": ("Albumin/Creatinine, urine, mass ratio", "9318-7", ("14959-1",)),
    "ualb24": ("Albumin, 24 h urine, mass rate", "14956-7", ()),
    "upcr": ("Protein/Creatinine, urine, mass ratio", "2890-2", ()),
    # ---- liver / muscle / pancreas
    "ast": ("Aspartate aminotransferase, serum/plasma", "1920-8", ()),
    "alt": ("Alanine aminotransferase, serum/plasma", "1742-6", ()),
    "ggt": ("Gamma glutamyl transferase, serum/plasma", "2324-2", ()),
    "alp": ("Alkaline phosphatase, serum/plasma", "6768-6", ()),
    "bili_t": ("Bilirubin total, serum/plasma, mass", "1975-2", ()),
    "bili_t_mol": ("Bilirubin total, serum/plasma, molar", "14631-6", ()),
    "bili_d": ("Bilirubin direct, serum/plasma, mass", "1968-7", ()),
    "bili_i": ("Bilirubin indirect, serum/plasma, mass", "1971-1", ()),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", ()),
    "prot": ("Protein total, serum/plasma, mass", "2885-2", ()),
    "ck": ("Creatine kinase, serum/plasma", "2157-6", ()),
    "ldh": ("Lactate dehydrogenase, serum/plasma", "14804-9", ()),
    "amyl": ("Amylase, serum/plasma", "1798-8", ()),
    "lipase": ("Lipase, serum/plasma", "3040-3", ()),
    # ---- electrolytes / minerals
    "na": ("Sodium, serum/plasma, molar", "2951-2", ()),
    "k": ("Potassium, serum/plasma, molar", "2823-3", ()),
    "cl": ("Chloride, serum/plasma, molar", "2075-0", ()),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", ()),
    "ca_mol": ("Calcium, serum/plasma, molar", "2000-8", ()),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", ()),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", ()),
    # ---- inflammation / cardiovascular risk
    "hscrp": ("C reactive protein, serum/plasma, high sensitivity", "30522-7", ("1988-5",)),
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", ()),
    "hcy": ("Homocysteine, serum/plasma, molar", "13965-9", ()),
    "esr": ("Erythrocyte sedimentation rate, Westergren", "4537-7", ("30341-2",)),
    # ---- thyroid
    "tsh": ("Thyrotropin, serum/plasma", "3016-3", ("11580-8",)),
    "ft4": ("Thyroxine free, serum/plasma, mass", "3024-7", ()),
    "ft4_mol": ("Thyroxine free, serum/plasma, molar", "14920-3", ()),
    "t3": ("Triiodothyronine total, serum/plasma, mass", "3053-6", ()),
    "ft3": ("Triiodothyronine free, serum/plasma, mass", "3051-0", ()),
    "tpo": ("Thyroperoxidase antibody, serum/plasma", "8099-4", ()),
    # ---- vitamins / iron
    "vitd": ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ("1989-3",)),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", ()),
    "b12_mol": ("Cobalamin (vitamin B12), serum/plasma, molar", "14685-2", ()),
    "folate": ("Folate, serum/plasma, mass", "2284-8", ()),
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", ()),
    "iron": ("Iron, serum/plasma, mass", "2498-4", ()),
    "iron_mol": ("Iron, serum/plasma, molar", "14798-3", ()),
    "tibc": ("Iron binding capacity, serum/plasma, mass", "2500-7", ()),
    "tsat": ("Iron saturation, serum/plasma", "2502-3", ()),
    "transferrin": ("Transferrin, serum/plasma, mass", "3034-6", ()),
    # ---- hormones
    "testo": ("Testosterone, serum/plasma, mass", "2986-8", ()),
    "testo_free": ("Testosterone free, serum/plasma, mass", "2991-8", ()),
    "e2": ("Estradiol, serum/plasma, mass", "2243-4", ()),
    "fsh": ("Follitropin, serum/plasma", "15067-2", ()),
    "lh": ("Lutropin, serum/plasma", "10501-5", ()),
    "prl": ("Prolactin, serum/plasma, mass", "2842-3", ()),
    "cortisol": ("Cortisol, serum/plasma, mass", "2143-6", ()),
    "shbg": ("Sex hormone binding globulin, serum/plasma, molar", "13967-5", ()),
    "dheas": ("Dehydroepiandrosterone sulfate, serum/plasma, mass", "2191-5", ()),
    # ---- tumour markers
    "psa": ("Prostate specific Ag, serum/plasma, mass", "2857-1", ()),
    "psa_free": ("Prostate specific Ag free, serum/plasma, mass", "10886-0", ()),
    "psa_ratio": ("Prostate specific Ag free/total, serum/plasma", "12841-3", ()),
    "cea": ("Carcinoembryonic Ag, serum/plasma, mass", "2039-6", ()),
    "ca125": ("Cancer Ag 125, serum/plasma", "10334-1", ()),
    "ca199": ("Cancer Ag 19-9, serum/plasma", "24108-3", ()),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", ()),
    # ---- blood count
    "rbc": ("Erythrocytes, blood, automated count", "789-8", ("26453-1",)),
    "hgb": ("Hemoglobin, blood, mass", "718-7", ()),
    "hct": ("Hematocrit, blood, automated count", "4544-3", ("20570-8",)),
    "mcv": ("MCV, RBC, automated count", "787-2", ("30428-7",)),
    "mch": ("MCH, RBC, automated count", "785-6", ("28539-5",)),
    "mchc": ("MCHC, RBC, automated count", "786-4", ("28540-3",)),
    "rdw": ("Erythrocyte distribution width, ratio, automated count", "788-0", ()),
    "wbc": ("Leukocytes, blood, automated count", "6690-2", ("26464-8",)),
    "neut_pct": ("Neutrophils/100 leukocytes, blood, automated count", "770-8", ("26511-6",)),
    "neut_abs": ("Neutrophils, blood, automated count", "751-8", ("26499-4",)),
    "lymph_pct": ("Lymphocytes/100 leukocytes, blood, automated count", "736-9", ("26478-8",)),
    "lymph_abs": ("Lymphocytes, blood, automated count", "731-0", ("26474-7",)),
    "mono_pct": ("Monocytes/100 leukocytes, blood, automated count", "5905-5", ("26485-3",)),
    "mono_abs": ("Monocytes, blood, automated count", "742-7", ("26484-6",)),
    "eos_pct": ("Eosinophils/100 leukocytes, blood, automated count", "713-8", ("26450-7",)),
    "eos_abs": ("Eosinophils, blood, automated count", "711-2", ("26449-9",)),
    "baso_pct": ("Basophils/100 leukocytes, blood, automated count", "706-2", ("30180-4",)),
    "baso_abs": ("Basophils, blood, automated count", "704-7", ("26444-0",)),
    "plt": ("Platelets, blood, automated count", "777-3", ("26515-7",)),
    "mpv": ("Platelet mean volume, blood, automated count", "32623-1", ()),
    # ---- coagulation
    "pt": ("Prothrombin time", "5902-2", ()),
    "inr": ("INR, platelet poor plasma, coagulation assay", "6301-6", ("34714-6",)),
    "aptt": ("aPTT, blood, coagulation assay", "3173-2", ("14979-9",)),
    "fib": ("Fibrinogen, platelet poor plasma, mass", "3255-7", ()),
    # ---- urinalysis
    "u_color": ("Color of urine", "5778-6", ()),
    "u_aspect": ("Appearance of urine", "5767-9", ()),
    "u_sg": ("Specific gravity of urine, test strip", "5811-5", ()),
    "u_ph": ("pH of urine, test strip", "5803-2", ()),
    "u_prot": ("Protein, urine, test strip, presence", "20454-5", ()),
    "u_glu": ("Glucose, urine, test strip, presence", "25428-4", ()),
    "u_ket": ("Ketones, urine, test strip, presence", "2514-8", ()),
    "u_blood": ("Hemoglobin, urine, test strip, presence", "5794-3", ()),
    "u_bili": ("Bilirubin, urine, test strip, presence", "5770-3", ()),
    "u_uro": ("Urobilinogen, urine, test strip", "20405-7", ()),
    "u_nit": ("Nitrite, urine, test strip, presence", "5802-4", ()),
    "u_le": ("Leukocyte esterase, urine, test strip, presence", "5799-2", ()),
    "u_wbc": ("Leukocytes, urine sediment, per high power field", "5821-4", ()),
    "u_rbc": ("Erythrocytes, urine sediment, per high power field", "13945-1", ()),
    "u_epi": ("Epithelial cells, urine sediment, per high power field", "5787-7", ("11277-1",)),
    "u_bact": ("Bacteria, urine sediment, presence", "25145-4", ("5769-5",)),
    # ---- serology
    "hbsag": ("Hepatitis B virus surface Ag, serum, presence", "5196-1", ()),
    "antihbs": ("Hepatitis B virus surface Ab, serum, units", "16935-9", ()),
    "hcv": ("Hepatitis C virus Ab, serum, presence", "13955-0", ()),
    "hiv": ("HIV 1+2 Ab and HIV-1 p24 Ag, serum/plasma, presence", "56888-1", ()),
    "vdrl": ("Reagin Ab, serum, VDRL", "5292-8", ()),
}


def R(key, vt, unit, flag="", date=None, name=None):
    analyte, loinc, alts = A[key]
    return Res(vt=vt, unit=unit, analyte=analyte, loinc=loinc, alts=tuple(alts), flag=flag, date=date, name=name)


# ---- Brazilian number formatting and clinical helpers -------------------------
def br(x, dec=0, thousands=True):
    s = f"{x:,.{dec}f}"          # 1,234.5
    s = s.replace(",", "§").replace(".", ",").replace("§", "." if thousands else "")
    return s


def ckd_epi_2021(scr, age, female):
    k = 0.7 if female else 0.9
    a = -0.241 if female else -0.302
    v = 142 * min(scr / k, 1) ** a * max(scr / k, 1) ** -1.200 * 0.9938 ** age
    return v * (1.012 if female else 1.0)


def friedewald(tc, hdl, tg):
    return tc - hdl - tg / 5.0


def eag(a1c):
    return 28.7 * a1c - 46.7


def homa(glu, ins):
    return glu * ins / 405.0


def ifcc(a1c):
    return (a1c - 2.15) * 10.929
