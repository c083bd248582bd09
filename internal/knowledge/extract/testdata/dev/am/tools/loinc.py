"""LOINC choices used by the set: key -> (analyte description, LOINC, alternatives).

The primary code is the most specific one that is defensible for analyte, specimen, property (mass vs
molar vs count vs fraction) and, where the report states it, method.  Alternatives are codes a careful
reader could defensibly pick instead (e.g. the method-less or manual-count variant).
"""


def check_digit(base):
    """LOINC mod-10 check digit of the numeric part before the hyphen (Luhn)."""
    total = 0
    for i, ch in enumerate(reversed(base)):
        d = int(ch)
        if i % 2 == 0:          # odd positions counted from the right are doubled
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10


def check_digit_ok(code):
    base, _, cd = code.partition("-")
    return base.isdigit() and cd.isdigit() and len(cd) == 1 and check_digit(base) == int(cd)


CATALOG = {
    # --- red cells ---------------------------------------------------------------------------
    "rbc": ("Erythrocytes [#/volume] in Blood", "789-8", ["26453-1"]),
    "hb": ("Hemoglobin [Mass/volume] in Blood", "718-7", []),
    "hct": ("Hematocrit [Volume Fraction] of Blood", "4544-3", ["20570-8"]),
    "mcv": ("MCV [Entitic volume] (erythrocyte mean corpuscular volume)", "787-2", ["30428-7"]),
    "mch": ("MCH [Entitic mass] (mean corpuscular haemoglobin)", "785-6", ["28539-5"]),
    "mchc": ("MCHC [Mass/volume] (mean corpuscular haemoglobin concentration)", "786-4", ["28540-3"]),
    "rdw": ("Erythrocyte distribution width [Ratio] (RDW-CV)", "788-0", []),
    "retic_pct": ("Reticulocytes/100 erythrocytes in Blood", "17849-1", ["4679-7"]),
    "retic_abs": ("Reticulocytes [#/volume] in Blood", "60474-4", ["14196-0"]),
    # --- white cells -------------------------------------------------------------------------
    "wbc": ("Leukocytes [#/volume] in Blood", "6690-2", ["26464-8"]),
    "neut_pct": ("Neutrophils/100 leukocytes in Blood", "770-8", ["26511-6", "23761-0"]),
    "neut_abs": ("Neutrophils [#/volume] in Blood", "751-8", ["26499-4", "753-4"]),
    "band_pct": ("Band neutrophils/100 leukocytes in Blood (manual count)", "764-1", ["26508-2"]),
    "band_abs": ("Band neutrophils [#/volume] in Blood", "26507-4", []),
    "seg_pct": ("Segmented neutrophils/100 leukocytes in Blood (manual count)", "769-0", ["26505-8"]),
    "seg_abs": ("Segmented neutrophils [#/volume] in Blood", "30451-9", ["751-8"]),
    "eos_pct": ("Eosinophils/100 leukocytes in Blood", "713-8", ["714-6"]),
    "eos_abs": ("Eosinophils [#/volume] in Blood", "711-2", ["712-0"]),
    "baso_pct": ("Basophils/100 leukocytes in Blood", "706-2", ["707-0"]),
    "baso_abs": ("Basophils [#/volume] in Blood", "704-7", ["705-4"]),
    "lymph_pct": ("Lymphocytes/100 leukocytes in Blood", "736-9", ["737-7"]),
    "lymph_abs": ("Lymphocytes [#/volume] in Blood", "731-0", ["732-8"]),
    "atyp_pct": ("Variant (atypical) lymphocytes/100 leukocytes in Blood", "13046-8", []),
    "atyp_abs": ("Variant (atypical) lymphocytes [#/volume] in Blood", "26477-0", []),
    "mono_pct": ("Monocytes/100 leukocytes in Blood", "5905-5", ["744-3"]),
    "mono_abs": ("Monocytes [#/volume] in Blood", "742-7", ["743-5"]),
    # --- platelets ---------------------------------------------------------------------------
    "plt": ("Platelets [#/volume] in Blood", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume [Entitic volume] in Blood", "32623-1", ["28542-9"]),
    # --- coagulation -------------------------------------------------------------------------
    "pt_s": ("Prothrombin time (PT) in Platelet poor plasma", "5902-2", []),
    "pt_act": ("Prothrombin time actual/normal (prothrombin activity %) in Platelet poor plasma", "5894-1", []),
    "inr": ("INR in Platelet poor plasma", "6301-6", ["34714-6"]),
    "aptt_s": ("aPTT in Platelet poor plasma", "14979-9", ["3173-2"]),
    "aptt_ratio": ("aPTT actual/normal (ratio) in Platelet poor plasma", "63561-5", []),
    "fib": ("Fibrinogen [Mass/volume] in Platelet poor plasma", "3255-7", []),
    "ddimer_feu": ("Fibrin D-dimer FEU [Mass/volume] in Platelet poor plasma", "48065-7", []),
    # --- blood gases (arterial) ---------------------------------------------------------------
    "ph_a": ("pH of Arterial blood", "2744-1", []),
    "pco2_a": ("Carbon dioxide [Partial pressure] in Arterial blood", "2019-8", []),
    "po2_a": ("Oxygen [Partial pressure] in Arterial blood", "2703-7", []),
    "hco3_a": ("Bicarbonate [Moles/volume] in Arterial blood", "1960-4", ["1959-6"]),
    "be_a": ("Base excess in Arterial blood by calculation", "1925-7", []),
    "so2_a": ("Oxygen saturation in Arterial blood", "2708-6", []),
    "lact_a": ("Lactate [Moles/volume] in Arterial blood", "2518-9", ["32693-4"]),
    "lact_p": ("Lactate [Moles/volume] in Plasma (venous)", "2524-7", ["32693-4"]),
    "na_b": ("Sodium [Moles/volume] in Blood (blood-gas analyser)", "2947-0", ["2951-2"]),
    "k_b": ("Potassium [Moles/volume] in Blood (blood-gas analyser)", "6298-4", ["2823-3"]),
    "ica_b": ("Calcium.ionized [Moles/volume] in Blood", "1994-3", []),
    # --- chemistry ---------------------------------------------------------------------------
    "na": ("Sodium [Moles/volume] in Serum or Plasma", "2951-2", []),
    "k": ("Potassium [Moles/volume] in Serum or Plasma", "2823-3", []),
    "urea": ("Urea [Mass/volume] in Serum or Plasma", "3091-6", []),
    "creat": ("Creatinine [Mass/volume] in Serum or Plasma", "2160-0", []),
    "egfr": ("Glomerular filtration rate/1.73 sq M.predicted (CKD-EPI 2021)", "98979-8", ["62238-1"]),
    "glu": ("Glucose [Mass/volume] in Serum or Plasma", "2345-7", []),
    "hba1c": ("Hemoglobin A1c/Hemoglobin.total in Blood", "4548-4", ["17856-6"]),
    "crp": ("C reactive protein [Mass/volume] in Serum or Plasma", "1988-5", []),
    "hscrp": ("C reactive protein [Mass/volume] in Serum or Plasma by High sensitivity method", "30522-7",
              ["1988-5"]),
    "pct": ("Procalcitonin [Mass/volume] in Serum or Plasma", "33959-8", []),
    "ast": ("Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma", "1920-8", []),
    "alt": ("Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma", "1742-6", []),
    "alp": ("Alkaline phosphatase [Enzymatic activity/volume] in Serum or Plasma", "6768-6", []),
    "ggt": ("Gamma glutamyl transferase [Enzymatic activity/volume] in Serum or Plasma", "2324-2", []),
    "tbil": ("Bilirubin.total [Mass/volume] in Serum or Plasma", "1975-2", []),
    "dbil": ("Bilirubin.direct [Mass/volume] in Serum or Plasma", "1968-7", []),
    "ibil": ("Bilirubin.indirect [Mass/volume] in Serum or Plasma", "1971-1", []),
    "alb": ("Albumin [Mass/volume] in Serum or Plasma", "1751-7", []),
    "ldh": ("Lactate dehydrogenase [Enzymatic activity/volume] in Serum or Plasma", "2532-0", ["14804-9"]),
    "hapto": ("Haptoglobin [Mass/volume] in Serum or Plasma", "4542-7", []),
    # --- lipids ------------------------------------------------------------------------------
    "chol": ("Cholesterol [Mass/volume] in Serum or Plasma", "2093-3", []),
    "hdl": ("Cholesterol in HDL [Mass/volume] in Serum or Plasma", "2085-9", []),
    "ldl_calc": ("Cholesterol in LDL [Mass/volume] in Serum or Plasma by calculation", "13457-7", ["18262-6"]),
    "vldl_calc": ("Cholesterol in VLDL [Mass/volume] in Serum or Plasma by calculation", "13458-5", []),
    "nonhdl": ("Cholesterol.non HDL [Mass/volume] in Serum or Plasma", "43396-1", []),
    "tg": ("Triglyceride [Mass/volume] in Serum or Plasma", "2571-8", []),
    # --- thyroid, hormones, vitamins, iron ---------------------------------------------------
    "tsh": ("Thyrotropin [Units/volume] in Serum or Plasma", "3016-3", []),
    "ft4": ("Thyroxine (T4) free [Mass/volume] in Serum or Plasma", "3024-7", []),
    "fsh": ("Follitropin [Units/volume] in Serum or Plasma", "15067-2", []),
    "lh": ("Lutropin [Units/volume] in Serum or Plasma", "10501-5", []),
    "e2": ("Estradiol (E2) [Mass/volume] in Serum or Plasma", "2243-4", []),
    "prl": ("Prolactin [Mass/volume] in Serum or Plasma", "2842-3", []),
    "bhcg": ("Choriogonadotropin.beta subunit [Units/volume] in Serum or Plasma", "21198-7", ["19080-1"]),
    "testo": ("Testosterone [Mass/volume] in Serum or Plasma", "2986-8", []),
    "ferritin": ("Ferritin [Mass/volume] in Serum or Plasma", "2276-4", []),
    "iron": ("Iron [Mass/volume] in Serum or Plasma", "2498-4", []),
    "tibc": ("Iron binding capacity [Mass/volume] in Serum or Plasma", "2500-7", []),
    "tsat": ("Iron saturation [Mass Fraction] in Serum or Plasma", "2502-3", []),
    "b12": ("Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma", "2132-9", []),
    "folate": ("Folate [Mass/volume] in Serum or Plasma", "2284-8", []),
    "vitd": ("25-Hydroxyvitamin D2+D3 [Mass/volume] in Serum or Plasma", "62292-8", ["1989-3"]),
    # --- tumour markers ----------------------------------------------------------------------
    "psa": ("Prostate specific Ag [Mass/volume] in Serum or Plasma", "2857-1", []),
    "fpsa": ("Prostate specific Ag free [Mass/volume] in Serum or Plasma", "10886-0", []),
    "fpsa_ratio": ("Prostate specific Ag free/Prostate specific Ag.total in Serum or Plasma", "12841-3", []),
    "cea": ("Carcinoembryonic Ag [Mass/volume] in Serum or Plasma", "2039-6", []),
    "ca125": ("Cancer Ag 125 [Units/volume] in Serum or Plasma", "10334-1", []),
    "ca153": ("Cancer Ag 15-3 [Units/volume] in Serum or Plasma", "6875-9", ["83083-6"]),
    "ca199": ("Cancer Ag 19-9 [Units/volume] in Serum or Plasma", "24108-3", []),
    # --- serology ----------------------------------------------------------------------------
    "hiv": ("HIV 1+2 Ab+HIV1 p24 Ag [Presence] in Serum or Plasma by Immunoassay", "56888-1", []),
    "hbsag": ("Hepatitis B virus surface Ag [Presence] in Serum by Immunoassay", "5196-1", ["5195-3"]),
    "antihbs": ("Hepatitis B virus surface Ab [Units/volume] in Serum", "16935-9", []),
    "antihbc": ("Hepatitis B virus core Ab [Presence] in Serum", "16933-4", []),
    "hcv": ("Hepatitis C virus Ab [Presence] in Serum", "16128-1", ["13955-0"]),
    "vdrl": ("Reagin Ab [Presence] in Serum by VDRL", "5292-8", []),
    # --- blood bank --------------------------------------------------------------------------
    "abo": ("ABO group [Type] in Blood", "883-9", []),
    "rh": ("Rh [Type] in Blood", "10331-7", []),
    # --- urinalysis --------------------------------------------------------------------------
    "u_color": ("Color of Urine", "5778-6", []),
    "u_appear": ("Appearance of Urine", "5767-9", []),
    "u_sg": ("Specific gravity of Urine by Test strip", "5811-5", []),
    "u_ph": ("pH of Urine by Test strip", "5803-2", []),
    "u_prot": ("Protein [Presence] in Urine by Test strip", "20454-5", []),
    "u_glu": ("Glucose [Presence] in Urine by Test strip", "25428-4", []),
    "u_ket": ("Ketones [Presence] in Urine by Test strip", "2514-8", []),
    "u_hb": ("Hemoglobin [Presence] in Urine by Test strip", "5794-3", []),
    "u_bil": ("Bilirubin.total [Presence] in Urine by Test strip", "5770-3", []),
    "u_ubg": ("Urobilinogen in Urine by Test strip", "20405-7", ["5818-0"]),
    "u_nit": ("Nitrite [Presence] in Urine by Test strip", "5802-4", []),
    "u_le": ("Leukocyte esterase [Presence] in Urine by Test strip", "5799-2", []),
    "u_wbc": ("Leukocytes [#/area] in Urine sediment by Microscopy high power field", "5821-4", []),
    "u_rbc": ("Erythrocytes [#/area] in Urine sediment by Microscopy high power field", "13945-1", []),
    "u_epi": ("Epithelial cells [#/area] in Urine sediment by Microscopy high power field", "5787-7", []),
    "u_bact": ("Bacteria [#/area] in Urine sediment by Microscopy high power field", "5769-5", []),
}

if __name__ == "__main__":
    bad = [(k, c) for k, (_, p, alts) in CATALOG.items() for c in [p] + alts if not check_digit_ok(c)]
    print("bad check digits:", bad)
