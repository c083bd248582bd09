"""Shared helpers: analyte table (LOINC), number parsing, date formats, report model."""
import datetime as dt, re

def loinc_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    body, chk = m.group(1), int(m.group(2))
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        s += d
    return (10 - s % 10) % 10 == chk

# key: (analyte, loinc, alternatives)
A = {
 'glu': ("Glucose", "2345-7", ["1558-6"]),
 'glu_f': ("Glucose fasting", "1558-6", ["2345-7"]),
 'glu_mmol': ("Glucose", "14749-6", ["14771-0"]),
 'glu_1h': ("Glucose 1 h post glucose load", "20438-8", []),
 'glu_2h': ("Glucose 2 h post 75 g glucose", "1518-0", ["20436-2"]),
 'hba1c': ("Hemoglobin A1c", "4548-4", ["17856-6"]),
 'hba1c_mmol': ("Hemoglobin A1c (IFCC)", "59261-8", []),
 'insulin': ("Insulin", "20448-7", []),
 'chol': ("Total cholesterol", "2093-3", []),
 'chol_mmol': ("Total cholesterol", "14647-2", []),
 'hdl': ("HDL cholesterol", "2085-9", []),
 'hdl_mmol': ("HDL cholesterol", "14646-4", []),
 'ldl': ("LDL cholesterol (calculated)", "13457-7", ["2089-1", "18262-6"]),
 'ldl_mmol': ("LDL cholesterol", "22748-8", ["39469-2"]),
 'vldl': ("VLDL cholesterol", "13458-5", ["2091-7"]),
 'nonhdl': ("Non-HDL cholesterol", "43396-1", []),
 'tg': ("Triglycerides", "2571-8", []),
 'tg_mmol': ("Triglycerides", "14927-8", []),
 'creat': ("Creatinine", "2160-0", []),
 'creat_umol': ("Creatinine", "14682-9", []),
 'urea': ("Urea", "3091-6", []),
 'urea_mmol': ("Urea", "22664-7", []),
 'egfr': ("eGFR (CKD-EPI 2021)", "98979-8", ["62238-1"]),
 'na': ("Sodium", "2951-2", []),
 'k': ("Potassium", "2823-3", []),
 'cl': ("Chloride", "2075-0", []),
 'ca': ("Calcium", "17861-6", []),
 'mg': ("Magnesium", "19123-9", []),
 'mg_mmol': ("Magnesium", "2601-3", []),
 'phos': ("Phosphate", "2777-1", []),
 'uric': ("Uric acid", "3084-1", []),
 'uric_umol': ("Uric acid", "14933-6", []),
 'ast': ("AST", "1920-8", []),
 'alt': ("ALT", "1742-6", []),
 'ggt': ("GGT", "2324-2", []),
 'alp': ("Alkaline phosphatase", "6768-6", []),
 'bt': ("Bilirubin total", "1975-2", []),
 'bt_umol': ("Bilirubin total", "14631-6", []),
 'bd': ("Bilirubin direct", "1968-7", []),
 'bi': ("Bilirubin indirect", "1971-1", []),
 'alb': ("Albumin", "1751-7", []),
 'prot': ("Total protein", "2885-2", []),
 'tsh': ("TSH", "3016-3", []),
 'ft4': ("Free T4", "3024-7", []),
 'ft4_pmol': ("Free T4", "14920-3", []),
 'ferritin': ("Ferritin", "2276-4", []),
 'iron': ("Iron", "2498-4", []),
 'b12': ("Vitamin B12", "2132-9", []),
 'folate': ("Folate", "2284-8", []),
 'vitd': ("25-hydroxyvitamin D", "62292-8", ["1989-3"]),
 'psa': ("PSA total", "2857-1", []),
 'psa_free': ("PSA free", "10886-0", []),
 'psa_ratio': ("PSA free/total", "12841-3", []),
 'crp': ("C-reactive protein", "1988-5", ["30522-7"]),
 'rbc': ("Erythrocytes", "789-8", []),
 'hgb': ("Hemoglobin", "718-7", []),
 'hct': ("Hematocrit", "4544-3", []),
 'mcv': ("MCV", "787-2", []),
 'mch': ("MCH", "785-6", []),
 'mchc': ("MCHC", "786-4", []),
 'rdw': ("RDW", "788-0", []),
 'wbc': ("Leukocytes", "6690-2", []),
 'neut_p': ("Neutrophils %", "770-8", []),
 'neut': ("Neutrophils", "751-8", []),
 'lymph_p': ("Lymphocytes %", "736-9", []),
 'lymph': ("Lymphocytes", "731-0", []),
 'mono_p': ("Monocytes %", "5905-5", []),
 'mono': ("Monocytes", "742-7", []),
 'eos_p': ("Eosinophils %", "713-8", []),
 'eos': ("Eosinophils", "711-2", []),
 'baso_p': ("Basophils %", "706-2", []),
 'baso': ("Basophils", "704-7", []),
 'plt': ("Platelets", "777-3", []),
 'mpv': ("MPV", "32623-1", []),
 'pt': ("Prothrombin time", "5902-2", []),
 'inr': ("INR", "6301-6", ["34714-6"]),
 'aptt': ("aPTT", "3173-2", ["14979-9"]),
 'u_color': ("Urine color", "5778-6", []),
 'u_appear': ("Urine appearance", "5767-9", []),
 'u_sg': ("Urine specific gravity", "5811-5", []),
 'u_ph': ("Urine pH", "5803-2", []),
 'u_prot': ("Urine protein (strip)", "20454-5", []),
 'u_glu': ("Urine glucose (strip)", "25428-4", []),
 'u_ket': ("Urine ketones (strip)", "2514-8", []),
 'u_hgb': ("Urine hemoglobin (strip)", "5794-3", []),
 'u_nit': ("Urine nitrite (strip)", "5802-4", []),
 'u_le': ("Urine leukocyte esterase", "5799-2", []),
 'u_bil': ("Urine bilirubin (strip)", "5770-3", []),
 'u_wbc': ("Urine leukocytes /volume", "30405-5", []),
 'u_rbc': ("Urine erythrocytes /volume", "30391-7", []),
 'u24_prot': ("Protein 24 h urine", "2889-4", []),
 'u24_creat': ("Creatinine 24 h urine", "2162-6", []),
 'u_alb_ratio': ("Albumin/creatinine ratio urine", "9318-7", ["14959-1"]),
 'u_alb': ("Albumin urine", "14957-5", []),
 'u_creat': ("Creatinine urine", "2161-8", []),
 'creat_clear': ("Creatinine clearance", "2164-2", []),
 'hiv': ("HIV 1+2 Ab + p24 Ag", "56888-1", []),
 'hbsag': ("HBsAg", "5196-1", ["5195-3"]),
 'hcv': ("HCV antibody", "16128-1", ["13955-0"]),
 'vdrl': ("Reagin Ab VDRL", "5292-8", []),
 'vdrl_titer': ("Reagin Ab VDRL titer", "50690-7", []),
}

MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho',
         'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']
MES3 = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']

def D(s):
    return dt.date.fromisoformat(s)

def fd(d, f='br'):
    if isinstance(d, str):
        d = D(d)
    if f == 'br': return d.strftime('%d/%m/%Y')
    if f == 'br2': return d.strftime('%d/%m/%y')
    if f == 'dot': return d.strftime('%d.%m.%y')
    if f == 'dot4': return d.strftime('%d.%m.%Y')
    if f == 'mon': return f"{d.day:02d}/{MES3[d.month-1]}/{d.year}"
    if f == 'MON': return f"{d.day:02d}-{MES3[d.month-1].upper()}-{d.year}"
    if f == 'long': return f"{d.day} de {MESES[d.month-1]} de {d.year}"
    if f == 'iso': return d.isoformat()
    raise ValueError(f)

CMP_WORDS = [("inferior a ", "<"), ("superior a ", ">"), ("menor que ", "<"), ("maior que ", ">"),
             ("até ", "<="), ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]

def parse_value(vt, dec_point=False):
    """Return (value, comparator) for a printed value text."""
    s = vt.strip()
    cmp_ = ""
    for w, c in CMP_WORDS:
        if s.lower().startswith(w):
            cmp_, s = c, s[len(w):].strip()
            break
    if dec_point:
        if re.fullmatch(r"\d+(\.\d+)?", s):
            return float(s) if '.' in s else int(s), cmp_
        return None, cmp_
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?", s):
        t = s.replace('.', '').replace(',', '.')
        return (float(t) if '.' in t else int(t)), cmp_
    return None, cmp_


class Report:
    def __init__(self, rid, lab, city, default, pages, style):
        self.id, self.lab, self.city, self.default = rid, lab, city, default
        self.pages_expected = pages
        self.style = style      # dict: font (html), pdf_font, size
        self.blocks = []
        self.gold = []
        self.features = ''
    def r(self, name, vt, unit, key, date, dec_point=False):
        """Register one printed result (in reading order) and return its value text."""
        analyte, loinc, alts = A[key]
        value, cmp_ = parse_value(vt, dec_point)
        self.gold.append({"printed_name": name, "analyte": analyte, "loinc": loinc,
                          "loinc_alternatives": list(alts), "value": value, "value_text": vt,
                          "comparator": cmp_, "unit": unit,
                          "collected_at": D(date).isoformat() if isinstance(date, str) else date.isoformat()})
        return vt
    # block constructors -------------------------------------------------
    def add(self, kind, **kw):
        kw['kind'] = kind
        self.blocks.append(kw)
        return kw
    def gold_doc(self):
        return {"lab": self.lab, "collected_at_default": D(self.default).isoformat(), "results": self.gold}
A['hscrp'] = ("C-reactive protein (high sensitivity)", "30522-7", ["1988-5"])
