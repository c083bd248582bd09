"""LOINC choices used by set ay.  key -> (analyte, code, alternatives).

Codes were chosen for analyte + specimen + property (mass vs molar units have
different codes); alternatives are codes a careful reader could also defend
(less specific specimen, no method, method-specific variant)."""


def luhn_ok(code: str) -> bool:
    """LOINC mod-10 check digit."""
    base, _, check = code.partition("-")
    if not (base.isdigit() and check.isdigit() and len(check) == 1):
        return False
    total = 0
    for i, ch in enumerate(reversed(base)):
        d = int(ch)
        if i % 2 == 0:          # rightmost digit of the base is doubled
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10 == int(check)


LOINC = {
    # ---- blood gases, arterial
    "ph_a": ("pH, arterial blood", "2744-1", []),
    "pco2_a": ("Carbon dioxide partial pressure, arterial blood", "2019-8", []),
    "po2_a": ("Oxygen partial pressure, arterial blood", "2703-7", []),
    "hco3_a": ("Bicarbonate, arterial blood, molar", "1960-4", ["1959-6"]),
    "be_a": ("Base excess, arterial blood, by calculation", "1925-7", ["11555-0"]),
    "so2_a": ("Oxygen saturation, arterial blood", "2708-6", []),
    "hb_a": ("Hemoglobin, arterial blood, mass", "30313-1", ["718-7"]),
    "cohb": ("Carboxyhemoglobin/Hemoglobin.total, blood", "20563-3", []),
    "methb": ("Methemoglobin/Hemoglobin.total, blood", "2614-6", []),
    "lac_a": ("Lactate, arterial blood, molar", "2518-9", ["32693-4"]),
    "na_a": ("Sodium, arterial blood, molar", "32717-1", ["2947-0", "2951-2"]),
    "k_b": ("Potassium, blood, molar", "6298-4", ["2823-3"]),
    "cl_b": ("Chloride, blood, molar", "2069-3", ["2075-0"]),
    "cai_b": ("Calcium.ionized, blood, molar", "1994-3", ["1995-0"]),
    "glu_b": ("Glucose, blood, mass", "2339-0", ["2345-7"]),
    # ---- blood gases, venous
    "ph_v": ("pH, venous blood", "2746-6", ["11558-4"]),
    "pco2_v": ("Carbon dioxide partial pressure, venous blood", "2021-4", []),
    "po2_v": ("Oxygen partial pressure, venous blood", "2705-2", []),
    "hco3_v": ("Bicarbonate, venous blood, molar", "14627-4", ["1959-6"]),
    "be_v": ("Base excess, venous blood, by calculation", "1927-3", ["11555-0"]),
    "so2_v": ("Oxygen saturation, venous blood", "2711-0", []),
    "lac_v": ("Lactate, venous blood, molar", "2519-7", ["32693-4"]),
    # ---- cardiac
    "tni_hs": ("Troponin I.cardiac, serum/plasma, high sensitivity, mass", "89579-7", ["10839-9"]),
    "ckmb_mass": ("Creatine kinase.MB, serum/plasma, mass", "13969-1", []),
    "ck": ("Creatine kinase, serum/plasma, enzymatic activity", "2157-6", []),
    "myo": ("Myoglobin, serum/plasma, mass", "2639-3", []),
    "ntprobnp": ("Natriuretic peptide.B prohormone N-terminal, serum/plasma, mass", "33762-6", []),
    # ---- coagulation
    "pt_s": ("Prothrombin time, platelet poor plasma", "5902-2", []),
    "pt_pct": ("Prothrombin time actual/normal (activity %), platelet poor plasma", "5894-1", []),
    "inr": ("INR, platelet poor plasma, coagulation assay", "6301-6", ["34714-6"]),
    "aptt_s": ("aPTT, platelet poor plasma, coagulation assay", "14979-9", ["3173-2"]),
    "aptt_r": ("aPTT actual/normal, platelet poor plasma", "63561-5", []),
    "fib": ("Fibrinogen, platelet poor plasma, coagulation assay, mass", "3255-7", []),
    "ddim_feu": ("Fibrin D-dimer FEU, platelet poor plasma, immunoassay, mass", "48067-3", ["48065-7"]),
    "at3": ("Antithrombin actual/normal, platelet poor plasma, chromogenic", "27811-9", []),
    # ---- hematology
    "rbc": ("Erythrocytes, blood, automated count", "789-8", ["26453-1"]),
    "hb": ("Hemoglobin, blood, mass", "718-7", []),
    "hct": ("Hematocrit, blood, automated count", "4544-3", ["20570-8"]),
    "mcv": ("MCV, RBC, automated count", "787-2", ["30428-7"]),
    "mch": ("MCH, RBC, automated count", "785-6", ["28539-5"]),
    "mchc": ("MCHC, RBC, automated count", "786-4", ["28540-3"]),
    "rdw": ("Erythrocyte distribution width ratio, automated count", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes, blood, automated count", "6690-2", ["26464-8"]),
    "band_pct": ("Band form neutrophils/100 leukocytes, blood, manual count", "764-1", ["26508-2"]),
    "band_abs": ("Band form neutrophils, blood, manual count", "763-3", ["26507-4"]),
    "seg_pct": ("Neutrophils.segmented/100 leukocytes, blood, manual count", "769-0", ["770-8"]),
    "seg_abs": ("Neutrophils.segmented, blood, manual count", "768-2", ["751-8"]),
    "neu_pct": ("Neutrophils/100 leukocytes, blood, automated count", "770-8", ["26511-6"]),
    "neu_abs": ("Neutrophils, blood, automated count", "751-8", ["26499-4"]),
    "eos_pct": ("Eosinophils/100 leukocytes, blood, automated count", "713-8", ["26450-7"]),
    "eos_abs": ("Eosinophils, blood, automated count", "711-2", ["26449-9"]),
    "bas_pct": ("Basophils/100 leukocytes, blood, automated count", "706-2", ["30180-4"]),
    "bas_abs": ("Basophils, blood, automated count", "704-7", ["26444-0"]),
    "lym_pct": ("Lymphocytes/100 leukocytes, blood, automated count", "736-9", ["26478-8"]),
    "lym_abs": ("Lymphocytes, blood, automated count", "731-0", ["26474-7"]),
    "mon_pct": ("Monocytes/100 leukocytes, blood, automated count", "5905-5", ["26485-3"]),
    "mon_abs": ("Monocytes, blood, automated count", "742-7", ["26484-6"]),
    "plt": ("Platelets, blood, automated count", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume, blood, automated count", "32623-1", ["28542-9"]),
    "retic_pct": ("Reticulocytes/100 erythrocytes, blood, automated count", "17849-1", ["4679-7"]),
    "esr": ("Erythrocyte sedimentation rate", "30341-2", ["4537-7"]),
    # ---- chemistry, serum/plasma
    "glu": ("Glucose, serum/plasma, mass", "2345-7", []),
    "urea": ("Urea, serum/plasma, mass", "3091-6", []),
    "crea": ("Creatinine, serum/plasma, mass", "2160-0", []),
    "egfr": ("GFR/1.73 m2 predicted, creatinine-based CKD-EPI 2021", "98979-8", ["62238-1"]),
    "na": ("Sodium, serum/plasma, molar", "2951-2", []),
    "k": ("Potassium, serum/plasma, molar", "2823-3", []),
    "cl": ("Chloride, serum/plasma, molar", "2075-0", []),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", []),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", []),
    "hco3": ("Bicarbonate, serum/plasma, molar", "1963-8", ["2028-9"]),
    "ag": ("Anion gap, serum/plasma", "33037-3", ["1863-0"]),
    "osm": ("Osmolality, serum/plasma", "2692-2", []),
    "uric": ("Urate, serum/plasma, mass", "3084-1", []),
    "amy": ("Amylase, serum/plasma, enzymatic activity", "1798-8", []),
    "lip": ("Triacylglycerol lipase, serum/plasma, enzymatic activity", "3040-3", []),
    "ast": ("Aspartate aminotransferase, serum/plasma", "1920-8", []),
    "alt": ("Alanine aminotransferase, serum/plasma", "1742-6", []),
    "alp": ("Alkaline phosphatase, serum/plasma", "6768-6", []),
    "ggt": ("Gamma glutamyl transferase, serum/plasma", "2324-2", []),
    "bili_t": ("Bilirubin.total, serum/plasma, mass", "1975-2", []),
    "bili_d": ("Bilirubin.direct, serum/plasma, mass", "1968-7", []),
    "bili_i": ("Bilirubin.indirect, serum/plasma, mass", "1971-1", []),
    "ldh": ("Lactate dehydrogenase, serum/plasma", "2532-0", ["14804-9"]),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", ["61151-7"]),
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", []),
    "pct": ("Procalcitonin, serum/plasma, mass", "33959-8", ["75241-0"]),
    "lac_p": ("Lactate, serum/plasma, molar", "2524-7", []),
    "etoh": ("Ethanol, serum/plasma, mass", "5643-2", ["5640-8"]),
    "glu_cap": ("Glucose, capillary blood, glucometer, mass", "41653-7", ["32016-8"]),
    "hba1c": ("Hemoglobin A1c/Hemoglobin.total, blood", "4548-4", ["17856-6"]),
    # ---- lipids
    "chol": ("Cholesterol, serum/plasma, mass", "2093-3", []),
    "hdl": ("Cholesterol in HDL, serum/plasma, mass", "2085-9", []),
    "ldl_calc": ("Cholesterol in LDL, serum/plasma, by calculation, mass", "13457-7", []),
    "nonhdl": ("Cholesterol non HDL, serum/plasma, mass", "43396-1", []),
    "tg": ("Triglyceride, serum/plasma, mass", "2571-8", []),
    # ---- iron, vitamins
    "fe": ("Iron, serum/plasma, mass", "2498-4", []),
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", ["20567-4"]),
    "transferrin": ("Transferrin, serum/plasma, mass", "3034-6", []),
    "tibc": ("Iron binding capacity, serum/plasma, mass", "2500-7", []),
    "fe_sat": ("Iron saturation, serum/plasma", "2502-3", []),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd": ("25-Hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3"]),
    # ---- endocrine
    "tsh": ("Thyrotropin, serum/plasma", "3016-3", ["11580-8"]),
    "ft4": ("Thyroxine (T4) free, serum/plasma, mass", "3024-7", []),
    "cortisol": ("Cortisol, serum/plasma, mass", "2143-6", []),
    "fsh": ("Follitropin, serum/plasma", "15067-2", []),
    "lh": ("Lutropin, serum/plasma", "10501-5", []),
    "e2": ("Estradiol (E2), serum/plasma, mass", "2243-4", []),
    "prl": ("Prolactin, serum/plasma, mass", "2842-3", []),
    "bhcg": ("Choriogonadotropin.beta subunit, serum/plasma", "21198-7", ["19080-1"]),
    # ---- tumour markers
    "cea": ("Carcinoembryonic Ag, serum/plasma, mass", "2039-6", []),
    "ca153": ("Cancer Ag 15-3, serum/plasma", "6875-9", []),
    "ca125": ("Cancer Ag 125, serum/plasma", "10334-1", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma", "24108-3", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
    # ---- serology, blood bank
    "hiv_agab": ("HIV 1+2 Ab + HIV1 p24 Ag, serum/plasma, immunoassay", "56888-1", []),
    "hbsag": ("Hepatitis B virus surface Ag, serum/plasma, immunoassay", "5196-1", ["5195-3"]),
    "hbc_ab": ("Hepatitis B virus core Ab, serum/plasma, immunoassay", "13952-7", ["16933-4"]),
    "hcv_ab": ("Hepatitis C virus Ab, serum/plasma, immunoassay", "13955-0", ["16128-1"]),
    "vdrl": ("Reagin Ab, serum, VDRL", "5292-8", []),
    "tp_ab": ("Treponema pallidum IgG+IgM Ab, serum, immunoassay", "47236-5", ["24110-9"]),
    "abo": ("ABO group, blood", "883-9", []),
    "rh": ("Rh type, blood", "10331-7", []),
    # ---- urinalysis
    "u_color": ("Color of urine", "5778-6", []),
    "u_aspect": ("Appearance of urine", "5767-9", ["32167-9"]),
    "u_sg": ("Specific gravity of urine, test strip", "5811-5", ["2965-2"]),
    "u_ph": ("pH of urine, test strip", "5803-2", ["2756-5"]),
    "u_prot": ("Protein, urine, test strip, presence", "20454-5", []),
    "u_glu": ("Glucose, urine, test strip, presence", "25428-4", []),
    "u_ket": ("Ketones, urine, test strip, presence", "2514-8", []),
    "u_bili": ("Bilirubin.total, urine, test strip, presence", "5770-3", []),
    "u_ubg": ("Urobilinogen, urine, test strip, presence", "5818-0", []),
    "u_hb": ("Hemoglobin, urine, test strip, presence", "5794-3", []),
    "u_nit": ("Nitrite, urine, test strip, presence", "5802-4", []),
    "u_wbc": ("Leukocytes, urine sediment, microscopy HPF", "5821-4", []),
    "u_rbc": ("Erythrocytes, urine sediment, microscopy HPF", "13945-1", []),
    "u_epi": ("Epithelial cells, urine sediment, microscopy HPF", "5787-7", ["11277-1"]),
    "u_bact": ("Bacteria, urine sediment, microscopy, presence", "25145-4", []),
    "u_casts": ("Casts, urine sediment, microscopy, presence", "24124-0", []),
    # ---- microbiology
    "bc": ("Bacteria identified, blood, culture", "600-7", ["17928-3"]),
    "uc": ("Bacteria identified, urine, culture", "630-4", []),
    "uc_count": ("Colony count, urine", "19090-0", []),
    "sus_amp": ("Ampicillin susceptibility", "18864-9", []),
    "sus_amc": ("Amoxicillin+Clavulanate susceptibility", "18862-3", []),
    "sus_cro": ("Ceftriaxone susceptibility", "18895-3", []),
    "sus_fep": ("Cefepime susceptibility", "18879-7", []),
    "sus_cip": ("Ciprofloxacin susceptibility", "18906-8", []),
    "sus_gen": ("Gentamicin susceptibility", "18928-2", []),
    "sus_mem": ("Meropenem susceptibility", "18943-1", []),
    "sus_etp": ("Ertapenem susceptibility", "35802-8", []),
    "sus_tzp": ("Piperacillin+Tazobactam susceptibility", "18970-4", []),
    "sarscov2": ("SARS-CoV-2 RNA, respiratory specimen, NAA with probe detection", "94500-6", ["94309-2"]),
}
