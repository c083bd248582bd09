"""Shared data model for set U: rows, blocks, value parsing, LOINC table."""
import re

# LOINC code -> analyte (English label used in gold)
ANALYTE = {
 "718-7": "Hemoglobin", "4544-3": "Hematocrit", "789-8": "Erythrocytes", "787-2": "MCV",
 "785-6": "MCH", "786-4": "MCHC", "788-0": "RDW", "6690-2": "Leukocytes",
 "770-8": "Neutrophils %", "751-8": "Neutrophils #", "769-0": "Segmented neutrophils %",
 "764-1": "Band neutrophils %", "736-9": "Lymphocytes %", "731-0": "Lymphocytes #",
 "5905-5": "Monocytes %", "742-7": "Monocytes #", "713-8": "Eosinophils %", "711-2": "Eosinophils #",
 "706-2": "Basophils %", "704-7": "Basophils #", "777-3": "Platelets",
 "2345-7": "Glucose", "1558-6": "Fasting glucose", "14749-6": "Glucose (molar)",
 "20438-8": "Glucose 1 h post glucose load", "1518-0": "Glucose 2 h post 75 g glucose",
 "2160-0": "Creatinine", "14682-9": "Creatinine (molar)", "3091-6": "Urea", "22664-7": "Urea (molar)",
 "3094-0": "Urea nitrogen", "62238-1": "eGFR CKD-EPI", "98979-8": "eGFR CKD-EPI 2021",
 "1742-6": "ALT", "1920-8": "AST", "2324-2": "GGT", "6768-6": "Alkaline phosphatase",
 "1975-2": "Bilirubin total", "1968-7": "Bilirubin direct", "1971-1": "Bilirubin indirect",
 "1751-7": "Albumin", "2093-3": "Cholesterol total", "14647-2": "Cholesterol total (molar)",
 "2085-9": "HDL cholesterol", "14646-4": "HDL cholesterol (molar)", "2571-8": "Triglycerides",
 "14927-8": "Triglycerides (molar)", "13457-7": "LDL cholesterol (calculated)",
 "39469-2": "LDL cholesterol (calculated, molar)", "22748-8": "LDL cholesterol (molar)",
 "4548-4": "Hemoglobin A1c", "59261-8": "Hemoglobin A1c (IFCC)", "3016-3": "TSH", "3024-7": "Free T4",
 "2276-4": "Ferritin", "3084-1": "Uric acid", "2823-3": "Potassium", "2951-2": "Sodium",
 "2857-1": "PSA total", "2132-9": "Vitamin B12", "2098-2": "Cholinesterase", "5671-3": "Lead (blood)",
 "883-9": "ABO group", "10331-7": "Rh type", "890-4": "Blood group antibody screen",
 "21198-7": "hCG beta (quantitative)", "19080-1": "hCG (quantitative)", "2106-3": "hCG (urine, qualitative)",
 # serology
 "5196-1": "HBsAg", "5195-3": "HBsAg", "16935-9": "Anti-HBs (quantitative)", "10900-9": "Anti-HBs (presence)",
 "13952-7": "Anti-HBc total", "16933-4": "Anti-HBc total", "31204-1": "Anti-HBc IgM",
 "13955-0": "Anti-HCV", "16128-1": "Anti-HCV", "13950-1": "Anti-HAV IgM", "22314-9": "Anti-HAV IgM",
 "20575-7": "Anti-HAV total", "56888-1": "HIV-1/2 Ag/Ab",
 "5292-8": "VDRL (presence)", "50690-7": "VDRL titre", "24110-9": "Treponema pallidum Ab",
 "22587-0": "Treponema pallidum Ab", "5388-4": "Toxoplasma IgG", "22580-5": "Toxoplasma IgM",
 "5334-8": "Rubella IgG", "8014-3": "Rubella IgG", "8015-0": "Rubella IgM",
 "7852-7": "CMV IgG", "7853-5": "CMV IgM", "75377-2": "Dengue NS1 antigen",
 "25338-5": "Dengue IgM", "29676-4": "Dengue IgG", "32700-7": "Plasmodium (thick smear)",
 # urine
 "5778-6": "Urine color", "5767-9": "Urine appearance", "32167-9": "Urine clarity",
 "5811-5": "Urine specific gravity", "2965-2": "Urine specific gravity", "5803-2": "Urine pH",
 "2756-5": "Urine pH", "20454-5": "Urine protein (strip)", "5804-0": "Urine protein (strip, mass)",
 "25428-4": "Urine glucose (strip)", "5792-7": "Urine glucose (strip, mass)", "2514-8": "Urine ketones",
 "5794-3": "Urine hemoglobin (strip)", "5770-3": "Urine bilirubin", "5818-0": "Urine urobilinogen",
 "20405-7": "Urine urobilinogen (mass)", "5802-4": "Urine nitrite", "5799-2": "Urine leukocyte esterase",
 "5821-4": "Urine sediment leukocytes /HPF", "13945-1": "Urine sediment erythrocytes /HPF",
 "30405-5": "Urine leukocytes /mL", "30391-7": "Urine erythrocytes /mL",
 "11277-1": "Urine sediment epithelial cells", "25145-4": "Urine sediment bacteria",
 "5783-6": "Urine sediment crystals", "630-4": "Urine culture organism", "19090-0": "Urine colony count",
 "564-5": "Urine colony count", "3167-4": "Urine volume 24 h", "2162-6": "Creatinine 24 h urine",
 "2889-4": "Protein 24 h urine", "21482-5": "Protein concentration 24 h urine",
 "14956-7": "Microalbumin 24 h urine", "6874-2": "Calcium 24 h urine", "2956-1": "Sodium 24 h urine",
 "2829-0": "Potassium 24 h urine", "2164-2": "Creatinine clearance", "9318-7": "Albumin/creatinine ratio",
 "14959-1": "Microalbumin/creatinine ratio",
 # stool & micro
 "10704-5": "Ova and parasites (stool)", "29771-3": "Occult blood (stool, FIT)", "2335-8": "Occult blood (stool)",
 "625-4": "Stool culture", "13655-6": "Fecal leukocytes",
 "18864-9": "Ampicillin susceptibility", "18862-3": "Amoxicillin-clavulanate susceptibility",
 "18906-8": "Ciprofloxacin susceptibility", "18928-2": "Gentamicin susceptibility",
 "18955-5": "Nitrofurantoin susceptibility", "18998-5": "Trimethoprim-sulfamethoxazole susceptibility",
 "18895-3": "Ceftriaxone susceptibility", "18860-7": "Amikacin susceptibility",
 "18900-1": "Cephalothin susceptibility", "18957-1": "Norfloxacin susceptibility",
}

def luhn_ok(code):
    s = code.replace("-", "")
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0

CMP_WORDS = [("inferior ou igual a", "<="), ("superior ou igual a", ">="), ("inferior a", "<"),
             ("superior a", ">"), ("menor que", "<"), ("maior que", ">"), ("<=", "<="), (">=", ">="),
             ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]
NUM_RE = re.compile(r"^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$|^[+-]?\d+(,\d+)?$")

def parse_value(text):
    """-> (value or None, comparator)"""
    t = text.strip()
    comp = ""
    low = t.lower()
    for w, c in CMP_WORDS:
        if low.startswith(w):
            comp = c
            t = t[len(w):].strip()
            break
    if NUM_RE.match(t):
        num = t.replace(".", "").replace(",", ".")
        v = float(num)
        if v == int(v) and "," not in t:
            v = int(v)
        return v, comp
    return None, comp


class Row:
    def __init__(self, name, value, unit="", ref="", code=None, flag="", alts=(), date=None, analyte=None):
        self.name, self.value, self.unit, self.ref = name, value, unit, ref
        self.code, self.flag, self.alts, self.date = code, flag, list(alts), date
        self.analyte = analyte or ANALYTE[code]

def R(*a, **k):
    return Row(*a, **k)

def gold_entry(row, date):
    v, comp = parse_value(row.value)
    return {"printed_name": " ".join(row.name.split()), "analyte": row.analyte, "loinc": row.code,
            "loinc_alternatives": row.alts, "value": v, "value_text": row.value, "comparator": comp,
            "unit": row.unit, "collected_at": row.date or date}
