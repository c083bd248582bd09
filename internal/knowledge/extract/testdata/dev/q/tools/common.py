from model import R, VU
# key: (analyte, loinc, alternatives)
C = {
 "rbc": ("Erythrocytes", "789-8", ["26453-1"]), "hb": ("Hemoglobin", "718-7", []),
 "ht": ("Hematocrit", "4544-3", ["20570-8"]), "vcm": ("MCV", "787-2", ["30428-7"]),
 "hcm": ("MCH", "785-6", ["28539-5"]), "chcm": ("MCHC", "786-4", ["28540-3"]),
 "rdw": ("RDW-CV", "788-0", ["30385-9"]), "wbc": ("Leukocytes", "6690-2", ["26464-8"]),
 "bast_p": ("Band neutrophils/100 leukocytes", "764-1", ["26508-2"]),
 "bast_a": ("Band neutrophils count", "26507-4", []),
 "seg_p": ("Segmented neutrophils/100 leukocytes", "770-8", ["26511-6"]),
 "seg_a": ("Segmented neutrophils count", "751-8", ["26499-4"]),
 "neu_p": ("Neutrophils/100 leukocytes", "770-8", ["26511-6"]),
 "neu_a": ("Neutrophils count", "751-8", ["26499-4"]),
 "eos_p": ("Eosinophils/100 leukocytes", "713-8", []), "eos_a": ("Eosinophils count", "711-2", ["26449-9"]),
 "bas_p": ("Basophils/100 leukocytes", "706-2", []), "bas_a": ("Basophils count", "704-7", ["26444-0"]),
 "lin_p": ("Lymphocytes/100 leukocytes", "736-9", ["26478-8"]), "lin_a": ("Lymphocytes count", "731-0", ["26474-7"]),
 "mon_p": ("Monocytes/100 leukocytes", "5905-5", ["26485-3"]), "mon_a": ("Monocytes count", "742-7", ["26484-6"]),
 "plt": ("Platelets", "777-3", ["26515-7"]), "vpm": ("Mean platelet volume", "32623-1", []),
 "ret": ("Reticulocytes/100 erythrocytes", "4679-7", ["17849-1"]),
 "vhs": ("Erythrocyte sedimentation rate", "4537-7", ["30341-2"]),
 "glic": ("Glucose", "2345-7", ["1558-6"]), "glic_mmol": ("Glucose (molar)", "14749-6", ["14771-0"]),
 "ureia": ("Urea", "3091-6", []), "ureia_mmol": ("Urea (molar)", "22664-7", []),
 "creat": ("Creatinine", "2160-0", []), "creat_umol": ("Creatinine (molar)", "14682-9", []),
 "tfg": ("eGFR CKD-EPI 2021", "98979-8", ["62238-1", "33914-3"]),
 "urico": ("Uric acid", "3084-1", []), "urico_umol": ("Uric acid (molar)", "14933-6", []),
 "na": ("Sodium", "2951-2", []), "k": ("Potassium", "2823-3", ["6298-4"]), "cl": ("Chloride", "2075-0", []),
 "ca": ("Calcium", "17861-6", ["49765-1"]), "ca_mmol": ("Calcium (molar)", "2000-8", []),
 "cai": ("Ionized calcium", "1994-3", []), "mg": ("Magnesium", "19123-9", []), "p": ("Phosphate", "2777-1", []),
 "ast": ("AST", "1920-8", ["30239-8"]), "alt": ("ALT", "1742-6", ["1743-4"]), "ggt": ("GGT", "2324-2", []),
 "fa": ("Alkaline phosphatase", "6768-6", []), "bt": ("Bilirubin total", "1975-2", []),
 "bd": ("Bilirubin direct", "1968-7", []), "bi": ("Bilirubin indirect", "1971-1", []),
 "bt_umol": ("Bilirubin total (molar)", "14631-6", []),
 "alb": ("Albumin", "1751-7", ["61151-7"]), "prot": ("Protein total", "2885-2", []), "glob": ("Globulin", "10834-0", []),
 "col": ("Cholesterol total", "2093-3", []), "col_mmol": ("Cholesterol total (molar)", "14647-2", []),
 "hdl": ("HDL cholesterol", "2085-9", []), "hdl_mmol": ("HDL cholesterol (molar)", "14646-4", []),
 "ldl": ("LDL cholesterol", "13457-7", ["18262-6", "2089-1"]), "ldl_mmol": ("LDL cholesterol (molar)", "39469-2", ["22748-8"]),
 "tg": ("Triglycerides", "2571-8", []), "tg_mmol": ("Triglycerides (molar)", "14927-8", []),
 "nhdl": ("Non-HDL cholesterol", "43396-1", []), "vldl": ("VLDL cholesterol", "13458-5", ["2091-7"]),
 "tsh": ("TSH", "3016-3", ["11580-8"]), "t4l": ("Free T4", "3024-7", []), "t4l_pmol": ("Free T4 (molar)", "14920-3", []),
 "t3l": ("Free T3", "3051-0", []), "t3": ("Total T3", "3053-6", []),
 "hba1c": ("Hemoglobin A1c", "4548-4", ["17856-6"]), "hba1c_ifcc": ("Hemoglobin A1c IFCC", "59261-8", []),
 "eag": ("Estimated average glucose", "27353-2", []),
 "ferr": ("Ferritin", "2276-4", []), "fe": ("Iron", "2498-4", []), "sat": ("Transferrin saturation", "2502-3", []),
 "ctlf": ("TIBC", "2500-7", []), "b12": ("Vitamin B12", "2132-9", []), "fol": ("Folate", "2284-8", []),
 "vitd": ("25-hydroxyvitamin D", "62292-8", ["1989-3"]),
 "pcr": ("C reactive protein", "1988-5", []), "pcr_us": ("hs-CRP", "30522-7", ["1988-5"]),
 "psa": ("PSA total", "2857-1", []), "psal": ("PSA free", "10886-0", []), "psa_rel": ("PSA free/total", "12841-3", []),
 "bhcg": ("hCG beta", "21198-7", ["19080-1"]), "cea": ("CEA", "2039-6", []), "ca125": ("CA 125", "10334-1", []),
 "ca199": ("CA 19-9", "24108-3", []), "afp": ("Alpha-fetoprotein", "1834-1", []),
 "ins": ("Insulin", "20448-7", []), "cort": ("Cortisol", "2143-6", []), "prl": ("Prolactin", "2842-3", []),
 "fsh": ("FSH", "15067-2", []), "lh": ("LH", "10501-5", []), "e2": ("Estradiol", "2243-4", []),
 "prog": ("Progesterone", "2839-9", []), "testo": ("Testosterone", "2986-8", []), "shbg": ("SHBG", "13967-5", []),
 "pth": ("PTH intact", "2731-8", []),
 "hiv": ("HIV 1+2 Ab + p24 Ag", "56888-1", ["7918-6"]), "hbsag": ("HBsAg", "5196-1", ["5195-3"]),
 "antihbs": ("Anti-HBs", "16935-9", ["22322-2"]), "antihcv": ("Anti-HCV", "16128-1", ["13955-0"]),
 "vdrl": ("VDRL", "5292-8", []), "toxo_g": ("Toxoplasma IgG", "8039-0", []), "toxo_m": ("Toxoplasma IgM", "8040-8", ["22580-5"]),
 "rub_g": ("Rubella IgG", "8014-3", ["5334-8"]), "abo": ("ABO group", "883-9", ["882-1"]), "rh": ("Rh type", "10331-7", ["882-1"]),
 "coombs": ("Antibody screen (indirect Coombs)", "890-4", []),
 "u_cor": ("Urine color", "5778-6", []), "u_asp": ("Urine appearance", "5767-9", []),
 "u_dens": ("Urine specific gravity", "5811-5", ["2965-2"]), "u_ph": ("Urine pH", "5803-2", []),
 "u_prot": ("Urine protein", "20454-5", ["5804-0"]), "u_glic": ("Urine glucose", "25428-4", ["5792-7"]),
 "u_cet": ("Urine ketones", "2514-8", ["5797-6"]), "u_hb": ("Urine hemoglobin", "5794-3", []),
 "u_nit": ("Urine nitrite", "5802-4", []), "u_le": ("Urine leukocyte esterase", "5799-2", []),
 "u_bil": ("Urine bilirubin", "5770-3", []), "u_ubg": ("Urine urobilinogen", "5818-0", ["19161-9"]),
 "u_leu_c": ("Urine sediment leukocytes /HPF", "5821-4", []), "u_leu_ml": ("Urine leukocytes /mL", "30405-5", []),
 "u_hem_c": ("Urine sediment erythrocytes /HPF", "13945-1", []), "u_epi": ("Urine sediment epithelial cells", "5787-7", ["11277-1"]),
 "u_bac": ("Urine sediment bacteria", "5769-5", []),
 "urocult": ("Urine culture", "630-4", []), "epf": ("Ova and parasites, stool", "10704-5", []),
 "tp_s": ("Prothrombin time", "5902-2", []), "inr": ("INR", "6301-6", ["34714-6"]), "tp_act": ("Prothrombin activity", "5894-1", []),
 "ttpa": ("aPTT", "3173-2", ["14979-9"]), "fib": ("Fibrinogen", "3255-7", []),
 "g_ph": ("pH arterial", "2744-1", []), "g_pco2": ("pCO2 arterial", "2019-8", []), "g_po2": ("pO2 arterial", "2703-7", []),
 "g_hco3": ("Bicarbonate arterial", "1960-4", ["1959-6"]), "g_be": ("Base excess arterial", "1925-7", []),
 "g_sat": ("O2 saturation arterial", "2708-6", []), "lact": ("Lactate", "2524-7", ["32693-4"]),
 "tropo": ("Troponin I hs", "89579-7", ["10839-9"]), "ck": ("Creatine kinase", "2157-6", []), "ckmb": ("CK-MB mass", "13969-1", []),
 "amil": ("Amylase", "1798-8", []), "lip": ("Lipase", "3040-3", []), "ldh": ("LDH", "2532-0", ["14804-9"]),
 "fan": ("ANA HEp-2", "8061-4", ["42254-3"]), "fan_t": ("ANA titer", "5048-4", []), "fr": ("Rheumatoid factor", "11572-5", []),
 "malb": ("Urine albumin", "14957-5", []), "rac": ("Albumin/creatinine ratio", "14959-1", ["9318-7"]),
 "ucreat": ("Urine creatinine", "2161-8", []), "homoc": ("Homocysteine", "13965-9", []),
}

def r(key, name, vt, unit="", flag="", date=None, value="auto", comp=None):
    a, l, alts = C[key]
    return R(name, vt, unit, l, a, alts, flag, date, value, comp)

def trow(x, ref="", *extra):
    return [x.name, x, x.unit, ref] + list(extra)

def pat_grid(pairs, ncols=2, size=None, widths=None):
    rows = []
    for i in range(0, len(pairs), ncols):
        row = []
        for lab, val in pairs[i:i + ncols]:
            row += ["**" + lab, val]
        while len(row) < 2 * ncols: row += ["", ""]
        rows.append(row)
    if widths is None:
        widths = ([0.15, 0.35] * ncols) if ncols == 2 else ([0.11, 0.223] * ncols)
    o = {"border": "none"}
    if size: o["size"] = size
    return ("grid", widths, rows, o)

def footer(lines, fmt="Página {i} de {n}", size=6.8):
    def f(i, n):
        bl = [("hr",)]
        for ln in lines: bl.append(("line", [ln], {"size": size}))
        bl.append(("line", [fmt.format(i=i, n=n)], {"size": size, "align": "R"}))
        return bl
    return f

def lab_header(name, sub, lines, style="left", size=7.2):
    out = [("line", [name], {"b": True, "size": 13.5, "align": {"left": None, "center": "C", "right": "R"}[style]}),
           ("line", [sub], {"i": True, "size": 8, "align": {"left": None, "center": "C", "right": "R"}[style]})]
    for ln in lines:
        out.append(("line", [ln], {"size": size, "align": {"left": None, "center": "C", "right": "R"}[style]}))
    out.append(("hr",))
    return out
