"""Report model primitives. Every printed result is an R; blocks reference R objects;
gold JSON and both renderings are generated from the same objects."""
from common import parse_value

class R:
    def __init__(self, name, vt, unit, loinc, analyte, alts=(), flag="", ref="", date=None, prev=None):
        self.name, self.vt, self.unit, self.loinc, self.analyte = name, vt, unit, loinc, analyte
        self.alts, self.flag, self.ref, self.date = list(alts), flag, ref, date
        self.prev = prev  # optional (R) previous result with own date

    def gold(self, default):
        v, c = parse_value(self.vt)
        return {"printed_name": self.name.replace("|", " "), "analyte": self.analyte, "loinc": self.loinc,
                "loinc_alternatives": self.alts, "value": v, "value_text": self.vt, "comparator": c,
                "unit": self.unit, "collected_at": self.date or default}

# analyte catalogue: key -> (analyte, loinc, alternatives)
A = {
 "tsh": ("Thyrotropin (TSH)", "3016-3", ["11580-8"]),
 "ft4": ("Free thyroxine (FT4), mass", "3024-7", []),
 "ft4si": ("Free thyroxine (FT4), molar", "14920-3", []),
 "t4": ("Thyroxine total", "3026-2", []),
 "t3": ("Triiodothyronine total", "3053-6", []),
 "ft3": ("Free triiodothyronine (FT3), mass", "3051-0", []),
 "ft3si": ("Free triiodothyronine (FT3), molar", "14928-6", []),
 "tpo": ("Thyroperoxidase antibody", "8099-4", []),
 "atg": ("Thyroglobulin antibody", "8098-6", []),
 "tg": ("Thyroglobulin", "3013-0", []),
 "trab": ("TSH receptor antibody", "5385-0", []),
 "cort": ("Cortisol, serum, mass", "2143-6", ["9813-7"]),
 "cortpm": ("Cortisol, serum, mass (afternoon)", "2143-6", []),
 "cortsi": ("Cortisol, serum, molar", "14675-3", []),
 "cortsal": ("Cortisol, saliva", "2142-8", []),
 "ufc": ("Cortisol free, 24 h urine", "2147-7", []),
 "acth": ("Corticotropin (ACTH)", "2141-0", []),
 "uvol": ("Volume of 24 h urine", "3167-4", []),
 "uepi": ("Epinephrine, 24 h urine", "2232-7", []),
 "unorepi": ("Norepinephrine, 24 h urine", "2668-2", []),
 "udopa": ("Dopamine, 24 h urine", "2218-6", []),
 "umet": ("Metanephrine, 24 h urine", "19049-6", ["2609-6"]),
 "unormet": ("Normetanephrine, 24 h urine", "2671-6", []),
 "umets": ("Metanephrines total, 24 h urine", "2609-6", []),
 "uvma": ("Vanillylmandelate, 24 h urine", "3122-9", []),
 "ucat": ("Catecholamines total, 24 h urine", "2058-6", ["27055-3"]),
 "ucrea": ("Creatinine, 24 h urine", "2162-6", []),
 "igf1": ("Insulin-like growth factor I", "2484-4", []),
 "igfbp3": ("IGF binding protein 3", "2483-6", []),
 "gh": ("Somatotropin (GH)", "2963-7", []),
 "prl": ("Prolactin", "2842-3", []),
 "lh": ("Lutropin (LH)", "10501-5", []),
 "fsh": ("Follitropin (FSH)", "15067-2", []),
 "e2": ("Estradiol, mass", "2243-4", []),
 "e2si": ("Estradiol, molar", "14715-7", []),
 "prog": ("Progesterone", "2839-9", []),
 "testo": ("Testosterone total, mass", "2986-8", []),
 "testosi": ("Testosterone total, molar", "14913-8", []),
 "ftesto": ("Testosterone free", "2991-8", []),
 "shbg": ("Sex hormone binding globulin", "13967-5", []),
 "dheas": ("DHEA sulfate", "2191-5", []),
 "andro": ("Androstenedione", "1854-9", []),
 "17ohp": ("17-Hydroxyprogesterone", "1668-3", []),
 "amh": ("Anti-Mullerian hormone", "38476-8", []),
 "bhcg": ("Choriogonadotropin beta subunit", "21198-7", []),
 "ins": ("Insulin", "20448-7", []),
 "glu": ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
 "glusi": ("Glucose, serum/plasma, molar", "14749-6", []),
 "glu1h": ("Glucose 1 h post 75 g glucose", "1507-3", ["2345-7"]),
 "glu2h": ("Glucose 2 h post 75 g glucose", "1518-0", ["2345-7"]),
 "glu2hsi": ("Glucose 2 h post 75 g glucose, molar", "14995-5", ["14749-6"]),
 "glut": ("Glucose, timed sample during OGTT", "2345-7", []),
 "glutsi": ("Glucose, timed sample during OGTT, molar", "14749-6", []),
 "a1c": ("Hemoglobin A1c (NGSP %)", "4548-4", []),
 "a1csi": ("Hemoglobin A1c (IFCC mmol/mol)", "59261-8", []),
 "eag": ("Estimated average glucose", "27353-2", []),
 "cpep": ("C-peptide", "1986-9", []),
 "pth": ("Parathyrin intact", "2731-8", []),
 "vitd": ("25-Hydroxyvitamin D", "62292-8", ["1989-3"]),
 "ca": ("Calcium, mass", "17861-6", []),
 "casi": ("Calcium, molar", "2000-8", []),
 "crea": ("Creatinine, mass", "2160-0", []),
 "creasi": ("Creatinine, molar", "14682-9", []),
 "chol": ("Cholesterol total", "2093-3", []),
 "hdl": ("HDL cholesterol", "2085-9", []),
 "hdlsi": ("HDL cholesterol, molar", "14646-4", []),
 "ldl": ("LDL cholesterol (calculated)", "13457-7", []),
 "vldl": ("VLDL cholesterol (calculated)", "13458-5", []),
 "nhdl": ("Non-HDL cholesterol", "43396-1", []),
 "tgl": ("Triglycerides", "2571-8", []),
 "aldo": ("Aldosterone", "1763-2", []),
 "pra": ("Plasma renin activity", "2915-7", []),
 "na": ("Sodium", "2951-2", []),
 "k": ("Potassium", "2823-3", []),
 "calcit": ("Calcitonin", "1992-7", []),
 "cga": ("Chromogranin A", "9811-1", []),
 "urea": ("Urea", "3091-6", []),
 "ast": ("AST", "1920-8", []),
 "alt": ("ALT", "1742-6", []),
 "ggt": ("GGT", "2324-2", []),
 "urate": ("Urate", "3084-1", []),
 "phos": ("Phosphate", "2777-1", []),
 "mg": ("Magnesium", "19123-9", []),
 "ferr": ("Ferritin", "2276-4", []),
 "b12": ("Vitamin B12", "2132-9", []),
 "psa": ("PSA total", "2857-1", []),
 "hb": ("Hemoglobin", "718-7", []),
 "wbc": ("Leukocytes", "6690-2", []),
 "alb": ("Albumin", "1751-7", []),
}

def r(key, name, vt, unit, flag="", ref="", date=None, prev=None, loinc=None, alts=None):
    an, lo, al = A[key]
    return R(name, vt, unit, loinc or lo, an, al if alts is None else alts, flag, ref, date, prev)

def iter_results(blocks):
    for b in blocks:
        k = b[0]
        if k == "cols2":
            yield from iter_results(b[1]); yield from iter_results(b[2])
        elif k == "exam":
            for x in b[1]["rows"]:
                if isinstance(x, R):
                    yield x
                    if x.prev: yield x.prev
        elif k == "grid":
            for row in b[1]["cells"]:
                for c in row:
                    if c is not None: yield c
        elif k == "cumul":
            for row in b[1]["rows"]:
                for c in row["cells"]:
                    if c is not None: yield c
