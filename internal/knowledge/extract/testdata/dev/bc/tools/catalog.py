"""Analyte catalogue: key -> (LOINC, analyte description, alternative LOINC codes).

Codes were chosen from the author's own LOINC knowledge; every code passes the
LOINC mod-10 check digit (see check.py).  Primary = the most specific code for
analyte + specimen + property (mass vs molar, units vs mass, presence vs
quantity, automated vs manual count when the report states the method);
alternatives = other codes a careful reader could defensibly choose.
"""

C = {
    # ---- haematology (whole blood, EDTA)
    "rbc": ("789-8", "Erythrocytes, blood, count (automated)", ["26453-1"]),
    "hgb": ("718-7", "Hemoglobin, blood, mass concentration", []),
    "hct": ("4544-3", "Hematocrit, blood, volume fraction (automated)", ["20570-8"]),
    "mcv": ("787-2", "MCV, erythrocyte mean corpuscular volume (automated)", ["30428-7"]),
    "mch": ("785-6", "MCH, erythrocyte mean corpuscular hemoglobin (automated)", ["28539-5"]),
    "mchc": ("786-4", "MCHC, erythrocyte mean corpuscular hemoglobin concentration (automated)", ["28540-3"]),
    "rdw": ("788-0", "RDW, erythrocyte distribution width ratio (automated)", ["30385-9"]),
    "wbc": ("6690-2", "Leukocytes, blood, count (automated)", ["26464-8"]),
    "plt": ("777-3", "Platelets, blood, count (automated)", ["26515-7"]),
    "mpv": ("32623-1", "Platelet mean volume, blood (automated)", ["28542-9"]),
    "band_pct": ("764-1", "Band neutrophils/100 leukocytes, blood (manual count)", ["26508-2"]),
    "band_abs": ("763-3", "Band neutrophils, blood, count (manual count)", ["26507-4"]),
    "seg_pct": ("769-0", "Segmented neutrophils/100 leukocytes, blood (manual count)", ["26505-8", "770-8"]),
    "seg_abs": ("768-2", "Segmented neutrophils, blood, count (manual count)", ["751-8", "26499-4"]),
    "neut_pct": ("770-8", "Neutrophils/100 leukocytes, blood (automated)", ["26511-6"]),
    "neut_abs": ("751-8", "Neutrophils, blood, count (automated)", ["26499-4"]),
    "lymph_pct": ("736-9", "Lymphocytes/100 leukocytes, blood (automated)", ["26478-8"]),
    "lymph_abs": ("731-0", "Lymphocytes, blood, count (automated)", ["26474-7"]),
    "mono_pct": ("5905-5", "Monocytes/100 leukocytes, blood (automated)", ["26485-3"]),
    "mono_abs": ("742-7", "Monocytes, blood, count (automated)", ["26484-6"]),
    "eos_pct": ("713-8", "Eosinophils/100 leukocytes, blood (automated)", ["26450-7"]),
    "eos_abs": ("711-2", "Eosinophils, blood, count (automated)", ["26449-9"]),
    "baso_pct": ("706-2", "Basophils/100 leukocytes, blood (automated)", ["30180-4"]),
    "baso_abs": ("704-7", "Basophils, blood, count (automated)", ["26444-0"]),
    "atyp_pct": ("735-1", "Variant (atypical) lymphocytes/100 leukocytes, blood (manual count)", ["13046-8"]),
    "esr": ("4537-7", "Erythrocyte sedimentation rate (Westergren)", ["30341-2"]),
    # ---- coagulation (citrated plasma)
    "pt_s": ("5902-2", "Prothrombin time (PT), plasma, seconds", []),
    "pt_act": ("5894-1", "Prothrombin time actual/normal (activity, %), plasma", []),
    "inr": ("6301-6", "INR, platelet poor plasma, coagulation assay", ["34714-6"]),
    "aptt_s": ("14979-9", "aPTT, platelet poor plasma, seconds", ["3173-2"]),
    "aptt_ratio": ("63561-5", "aPTT actual/normal ratio, platelet poor plasma", []),
    "fibrinogen": ("3255-7", "Fibrinogen, platelet poor plasma, mass concentration", []),
    # ---- chemistry (serum / plasma)
    "glu": ("2345-7", "Glucose, serum/plasma, mass concentration", ["1558-6"]),
    "glu_fast": ("1558-6", "Glucose, fasting, serum/plasma, mass concentration", ["2345-7"]),
    "glu_1h75": ("1507-3", "Glucose 1 h post 75 g glucose PO, serum/plasma, mass concentration", ["20438-8"]),
    "glu_2h75": ("1518-0", "Glucose 2 h post 75 g glucose PO, serum/plasma, mass concentration", ["20436-2"]),
    "hba1c": ("4548-4", "Hemoglobin A1c/hemoglobin.total, blood", ["17856-6"]),
    "hba1c_hplc": ("17856-6", "Hemoglobin A1c/hemoglobin.total, blood, HPLC", ["4548-4"]),
    "eag": ("27353-2", "Glucose mean value estimated from HbA1c, blood, mass concentration", []),
    "insulin": ("20448-7", "Insulin, serum/plasma, units/volume", []),
    "urea": ("3091-6", "Urea, serum/plasma, mass concentration", []),
    "creat": ("2160-0", "Creatinine, serum/plasma, mass concentration", []),
    "egfr_ckdepi21": ("98979-8", "GFR/1.73 m2 predicted, creatinine-based CKD-EPI 2021", ["62238-1"]),
    "urate": ("3084-1", "Urate (uric acid), serum/plasma, mass concentration", []),
    "na": ("2951-2", "Sodium, serum/plasma, moles/volume", []),
    "k": ("2823-3", "Potassium, serum/plasma, moles/volume", []),
    "cl": ("2075-0", "Chloride, serum/plasma, moles/volume", []),
    "ca": ("17861-6", "Calcium, serum/plasma, mass concentration", []),
    "mg": ("19123-9", "Magnesium, serum/plasma, mass concentration", []),
    "phos": ("2777-1", "Phosphate, serum/plasma, mass concentration", []),
    "ast": ("1920-8", "AST, serum/plasma, enzymatic activity", []),
    "alt": ("1742-6", "ALT, serum/plasma, enzymatic activity", []),
    "ggt": ("2324-2", "Gamma glutamyl transferase, serum/plasma, enzymatic activity", []),
    "alp": ("6768-6", "Alkaline phosphatase, serum/plasma, enzymatic activity", []),
    "albumin": ("1751-7", "Albumin, serum/plasma, mass concentration", []),
    "ck": ("2157-6", "Creatine kinase, serum/plasma, enzymatic activity", []),
    "chol": ("2093-3", "Cholesterol total, serum/plasma, mass concentration", []),
    "hdl": ("2085-9", "HDL cholesterol, serum/plasma, mass concentration", []),
    "ldl_calc": ("13457-7", "LDL cholesterol (calculated), serum/plasma, mass concentration", ["18262-6"]),
    "vldl_calc": ("13458-5", "VLDL cholesterol (calculated), serum/plasma, mass concentration", []),
    "nonhdl": ("43396-1", "Non-HDL cholesterol, serum/plasma, mass concentration", []),
    "tg": ("2571-8", "Triglyceride, serum/plasma, mass concentration", []),
    "crp_hs": ("30522-7", "C reactive protein, high sensitivity, serum/plasma, mass concentration", ["1988-5"]),
    "crp": ("1988-5", "C reactive protein, serum/plasma, mass concentration", []),
    # ---- iron, vitamins
    "iron": ("2498-4", "Iron, serum/plasma, mass concentration", []),
    "tibc": ("2500-7", "Iron binding capacity (TIBC), serum/plasma, mass concentration", []),
    "tsat": ("2502-3", "Iron saturation, serum/plasma, mass fraction", []),
    "ferritin": ("2276-4", "Ferritin, serum/plasma, mass concentration", []),
    "transferrin": ("3034-6", "Transferrin, serum/plasma, mass concentration", []),
    "b12": ("2132-9", "Cobalamin (vitamin B12), serum/plasma, mass concentration", []),
    "folate": ("2284-8", "Folate, serum/plasma, mass concentration", []),
    "vitd25": ("62292-8", "25-hydroxyvitamin D2+D3, serum/plasma, mass concentration", ["1989-3"]),
    "pth": ("2731-8", "Parathyrin intact, serum/plasma, mass concentration", []),
    # ---- endocrinology
    "tsh": ("3016-3", "Thyrotropin (TSH), serum/plasma, units/volume", ["11580-8"]),
    "ft4": ("3024-7", "Thyroxine free (FT4), serum/plasma, mass concentration", []),
    "tpo": ("8099-4", "Thyroperoxidase antibody, serum/plasma, units/volume", []),
    "testo": ("2986-8", "Testosterone, serum/plasma, mass concentration", []),
    "fsh": ("15067-2", "Follitropin (FSH), serum/plasma, units/volume", []),
    "lh": ("10501-5", "Lutropin (LH), serum/plasma, units/volume", []),
    "e2": ("2243-4", "Estradiol, serum/plasma, mass concentration", []),
    "prl": ("2842-3", "Prolactin, serum/plasma, mass concentration", []),
    "prog": ("2839-9", "Progesterone, serum/plasma, mass concentration", []),
    "cortisol": ("2143-6", "Cortisol, serum/plasma, mass concentration", []),
    "bhcg": ("21198-7", "Choriogonadotropin beta subunit, serum/plasma, units/volume", ["19080-1"]),
    # ---- tumour markers
    "psa": ("2857-1", "Prostate specific Ag, serum/plasma, mass concentration", []),
    "fpsa": ("10886-0", "Prostate specific Ag free, serum/plasma, mass concentration", []),
    "fpsa_ratio": ("12841-3", "Prostate specific Ag free/total, serum/plasma", []),
    "cea": ("2039-6", "Carcinoembryonic Ag, serum/plasma, mass concentration", []),
    "ca199": ("24108-3", "Cancer Ag 19-9, serum/plasma, units/volume", []),
    "ca125": ("10334-1", "Cancer Ag 125, serum/plasma, units/volume", []),
    # ---- serology / immunohaematology
    "abo": ("883-9", "ABO group, blood", []),
    "rh": ("10331-7", "Rh type, blood", []),
    "abscreen": ("890-4", "Blood group antibody screen (indirect Coombs), serum/plasma, presence", []),
    "hiv": ("56888-1", "HIV 1+2 Ab + HIV-1 p24 Ag, serum/plasma, presence (immunoassay)", ["7917-8"]),
    "vdrl": ("5292-8", "Reagin Ab (VDRL), serum, presence", []),
    "hbsag": ("5196-1", "Hepatitis B virus surface Ag, serum/plasma, presence (immunoassay)", ["5195-3"]),
    "hcv": ("13955-0", "Hepatitis C virus Ab, serum/plasma, presence (immunoassay)", ["16128-1"]),
    "toxo_igg_ql": ("40677-7", "Toxoplasma gondii IgG Ab, serum, presence (immunoassay)", ["8039-0", "5388-4"]),
    "toxo_igm": ("8040-8", "Toxoplasma gondii IgM Ab, serum, units/volume", []),
    "rub_igg": ("8014-3", "Rubella virus IgG Ab, serum, units/volume", ["5334-8"]),
    # ---- urine
    "u_color": ("5778-6", "Color of urine", []),
    "u_clarity": ("32167-9", "Clarity of urine", ["5767-9"]),
    "u_sg": ("5811-5", "Specific gravity of urine by test strip", ["2965-2"]),
    "u_ph": ("5803-2", "pH of urine by test strip", ["2756-5"]),
    "u_prot": ("20454-5", "Protein, urine, presence by test strip", ["5804-0"]),
    "u_glu": ("25428-4", "Glucose, urine, presence by test strip", ["5792-7"]),
    "u_ket": ("2514-8", "Ketones, urine, presence by test strip", ["5797-6"]),
    "u_hgb": ("5794-3", "Hemoglobin (blood), urine, presence by test strip", []),
    "u_bili": ("5770-3", "Bilirubin, urine, presence by test strip", []),
    "u_ubg": ("20405-7", "Urobilinogen, urine, mass concentration by test strip", ["5818-0"]),
    "u_ubg_ql": ("5818-0", "Urobilinogen, urine, presence by test strip", ["20405-7"]),
    "u_nit": ("5802-4", "Nitrite, urine, presence by test strip", []),
    "u_le": ("5799-2", "Leukocyte esterase, urine, presence by test strip", []),
    "u_wbc": ("5821-4", "Leukocytes, urine sediment, per high power field", []),
    "u_rbc": ("13945-1", "Erythrocytes, urine sediment, per high power field", []),
    "u_epi": ("5787-7", "Epithelial cells, urine sediment, per high power field", ["11277-1"]),
    "u_bact": ("25145-4", "Bacteria, urine sediment, presence by light microscopy", ["5769-5"]),
    "u_culture": ("630-4", "Bacteria identified in urine by culture", []),
    "u_upcr": ("2890-2", "Protein/creatinine mass ratio, urine", []),
    "u_malb": ("14957-5", "Microalbumin, urine, mass concentration", []),
    "u_acr": ("14959-1", "Microalbumin/creatinine mass ratio, urine", ["9318-7"]),
    # ---- stool
    "stool_op": ("10704-5", "Ova and parasites identified in stool by light microscopy", []),
    "stool_ob": ("2335-8", "Hemoglobin (occult blood), stool, presence", []),
}


def luhn_ok(code: str) -> bool:
    """LOINC mod-10 check digit."""
    body, chk = code.split("-")
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        s += d
    return (10 - s % 10) % 10 == int(chk)
