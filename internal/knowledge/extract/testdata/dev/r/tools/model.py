"""Report model primitives shared by build.py (HTML, fpdf, gold) and check.py."""
import re
from dataclasses import dataclass, field
from typing import Optional

MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
         "setembro", "outubro", "novembro", "dezembro"]
MES3 = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"]


def fdate(iso, fmt="dmy"):
    y, m, d = (int(x) for x in iso.split("-"))
    if fmt == "dmy":
        return f"{d:02d}/{m:02d}/{y}"
    if fmt == "dmy2":
        return f"{d:02d}/{m:02d}/{y % 100:02d}"
    if fmt == "dot2":
        return f"{d:02d}.{m:02d}.{y % 100:02d}"
    if fmt == "mon":
        return f"{d:02d}/{MES3[m-1]}/{y}"
    if fmt == "MON":
        return f"{d:02d}-{MES3[m-1].upper()}-{y}"
    if fmt == "ext":
        return f"{d} de {MESES[m-1]} de {y}"
    if fmt == "iso":
        return iso
    raise ValueError(fmt)


# key -> (analyte, loinc, alternatives)
LOINC = {
    "rbc": ("Erythrocytes", "789-8", ["26453-1"]),
    "hb": ("Hemoglobin", "718-7", []),
    "ht": ("Hematocrit", "4544-3", ["20570-8"]),
    "mcv": ("MCV", "787-2", ["30428-7"]),
    "mch": ("MCH", "785-6", ["28539-5"]),
    "mchc": ("MCHC", "786-4", ["28540-3"]),
    "rdw": ("RDW-CV", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes", "6690-2", ["26464-8"]),
    "neu_p": ("Neutrophils %", "770-8", ["26511-6"]),
    "neu_a": ("Neutrophils #", "751-8", ["26499-4"]),
    "seg_p": ("Segmented neutrophils %", "769-0", ["770-8", "26511-6"]),
    "seg_a": ("Segmented neutrophils #", "768-2", ["751-8", "26499-4"]),
    "band_p": ("Band neutrophils %", "764-1", []),
    "band_a": ("Band neutrophils #", "763-3", []),
    "lym_p": ("Lymphocytes %", "736-9", ["26478-8"]),
    "lym_a": ("Lymphocytes #", "731-0", ["26474-7"]),
    "mon_p": ("Monocytes %", "5905-5", ["26485-3"]),
    "mon_a": ("Monocytes #", "742-7", ["26484-6"]),
    "eos_p": ("Eosinophils %", "713-8", ["26450-7"]),
    "eos_a": ("Eosinophils #", "711-2", ["26449-9"]),
    "bas_p": ("Basophils %", "706-2", ["30180-4"]),
    "bas_a": ("Basophils #", "704-7", ["26444-0"]),
    "plt": ("Platelets", "777-3", ["26515-7"]),
    "mpv": ("Mean platelet volume", "32623-1", ["28542-9"]),
    "glu": ("Glucose (fasting)", "1558-6", ["2345-7"]),
    "glu_m": ("Glucose (fasting), molar", "14771-0", ["14749-6"]),
    "hba1c": ("Hemoglobin A1c", "4548-4", ["17856-6"]),
    "hba1c_ifcc": ("Hemoglobin A1c (IFCC)", "59261-8", []),
    "eag": ("Estimated average glucose", "27353-2", []),
    "chol": ("Total cholesterol", "2093-3", []),
    "chol_m": ("Total cholesterol, molar", "14647-2", []),
    "hdl": ("HDL cholesterol", "2085-9", []),
    "hdl_m": ("HDL cholesterol, molar", "14646-4", []),
    "ldl": ("LDL cholesterol (calculated)", "13457-7", ["18262-6", "2089-1"]),
    "ldl_d": ("LDL cholesterol (direct)", "18262-6", ["2089-1"]),
    "vldl": ("VLDL cholesterol (calculated)", "13458-5", ["2091-7"]),
    "nonhdl": ("Non-HDL cholesterol", "43396-1", []),
    "tg": ("Triglycerides", "2571-8", []),
    "tg_m": ("Triglycerides, molar", "14927-8", []),
    "creat": ("Creatinine", "2160-0", []),
    "creat_m": ("Creatinine, molar", "14682-9", []),
    "urea": ("Urea", "3091-6", []),
    "urea_m": ("Urea, molar", "22664-7", []),
    "egfr": ("eGFR CKD-EPI 2021", "98979-8", ["62238-1"]),
    "uric": ("Uric acid", "3084-1", []),
    "uric_m": ("Uric acid, molar", "14933-6", []),
    "ast": ("AST", "1920-8", ["30239-8"]),
    "alt": ("ALT", "1742-6", ["1743-4"]),
    "ggt": ("GGT", "2324-2", []),
    "alp": ("Alkaline phosphatase", "6768-6", []),
    "bilt": ("Bilirubin total", "1975-2", []),
    "bild": ("Bilirubin direct", "1968-7", []),
    "bili": ("Bilirubin indirect", "1971-1", []),
    "alb": ("Albumin", "1751-7", []),
    "prot": ("Total protein", "2885-2", []),
    "na": ("Sodium", "2951-2", []),
    "k": ("Potassium", "2823-3", ["6298-4"]),
    "ca": ("Calcium", "17861-6", []),
    "tsh": ("TSH", "3016-3", ["11580-8"]),
    "ft4": ("Free T4", "3024-7", []),
    "ft4_m": ("Free T4, molar", "14920-3", []),
    "t3": ("Total T3", "3053-6", []),
    "ferr": ("Ferritin", "2276-4", []),
    "fe": ("Iron", "2498-4", []),
    "b12": ("Vitamin B12", "2132-9", []),
    "vitd": ("25-hydroxyvitamin D", "1989-3", ["62292-8"]),
    "psa": ("PSA total", "2857-1", []),
    "crp": ("C-reactive protein", "1988-5", []),
    "hscrp": ("hs-CRP", "30522-7", []),
    "ins": ("Insulin", "20448-7", []),
    "malb": ("Microalbumin, urine", "14957-5", []),
    "ucr": ("Creatinine, urine", "2161-8", []),
    "acr": ("Albumin/creatinine ratio, urine", "14959-1", ["9318-7"]),
    "u_color": ("Urine color", "5778-6", []),
    "u_asp": ("Urine appearance", "5767-9", []),
    "u_ph": ("Urine pH", "5803-2", []),
    "u_sg": ("Urine specific gravity", "5811-5", ["2965-2"]),
    "u_prot": ("Urine protein (strip)", "20454-5", ["2887-8"]),
    "u_glu": ("Urine glucose (strip)", "25428-4", ["2349-9"]),
    "u_ket": ("Urine ketones (strip)", "2514-8", ["33903-6"]),
    "u_bld": ("Urine blood (strip)", "5794-3", []),
    "u_bil": ("Urine bilirubin (strip)", "5770-3", []),
    "u_ubg": ("Urine urobilinogen (strip)", "5818-0", ["20405-7"]),
    "u_nit": ("Urine nitrite (strip)", "5802-4", ["32710-6"]),
    "u_le": ("Urine leukocyte esterase (strip)", "5799-2", []),
    "u_wbc": ("Urine sediment leukocytes /HPF", "5821-4", []),
    "u_wbc_v": ("Urine leukocytes /volume", "30405-5", []),
    "u_rbc": ("Urine sediment erythrocytes /HPF", "13945-1", []),
    "u_epi": ("Urine sediment squamous epithelial cells", "5787-7", []),
    "u_bact": ("Urine sediment bacteria", "25145-4", []),
    "hbsag": ("HBsAg", "5196-1", []),
    "hcv": ("Anti-HCV", "16128-1", []),
    "hiv": ("HIV 1+2 Ab + p24 Ag", "56888-1", []),
    "vdrl": ("VDRL", "5292-8", []),
}


def loinc_ok(code):
    m = re.fullmatch(r"(\d+)-(\d)", code)
    if not m:
        return False
    digits = [int(c) for c in m.group(1)]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10 == int(m.group(2))


PREFIXES = [("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
            ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">")]


def parse_value(vt, dot_decimal=False):
    s = vt.strip()
    comp = ""
    low = s.lower()
    for p, c in PREFIXES:
        if low.startswith(p):
            comp = c
            s = s[len(p):].strip()
            break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?", s) and not dot_decimal:
        num = s.replace(".", "").replace(",", ".")
    elif re.fullmatch(r"\d+(,\d+)?", s):
        num = s.replace(",", ".")
    elif re.fullmatch(r"\d+\.\d+", s):
        num = s
    else:
        return None, comp
    v = float(num)
    if "." not in num:
        v = int(num)
    return v, comp


@dataclass
class C:
    """One printed result value."""
    vt: str
    unit: str
    key: str
    date: Optional[str] = None  # ISO collection date, None -> report default
    flag: str = ""
    dot_decimal: bool = False   # "1.025" density-style values

    def gold(self, name, default_date):
        an, lo, alts = LOINC[self.key]
        v, comp = parse_value(self.vt, self.dot_decimal)
        return {"printed_name": name, "analyte": an, "loinc": lo, "loinc_alternatives": list(alts),
                "value": v, "value_text": self.vt, "comparator": comp, "unit": self.unit,
                "collected_at": self.date or default_date}


@dataclass
class Row:
    name: str                 # "\n" marks a printed line break inside the name
    cells: list               # list[C]; usually one; leucogram: [pct, abs]
    ref: str = ""             # reference text (may contain "\n")
    prev: list = field(default_factory=list)   # list[(date_label, C)] previous results
    ref2: str = ""

    @property
    def pname(self):
        return " ".join(x.strip() for x in self.name.split("\n"))


@dataclass
class Exam:
    title: str
    rows: list
    layout: str = "table"     # table | refirst | leader | free | prevcol | leuco
    material: str = ""
    method: str = ""
    note: str = ""
    head: tuple = ()          # optional column headers


@dataclass
class Evol:
    """Cumulative table: rows x dates."""
    title: str
    dates: list               # [(label, iso)]
    rows: list                # [(name, unit, [vt or None per date], ref, key)]
    note: str = ""


@dataclass
class Cols:
    left: list
    right: list


@dataclass
class Text:
    lines: list
    kind: str = "note"        # note | section | sign


def gold_of_blocks(blocks, default):
    out = []
    for b in blocks:
        if isinstance(b, Cols):
            out += gold_of_blocks(b.left, default)
            out += gold_of_blocks(b.right, default)
        elif isinstance(b, Exam):
            for r in b.rows:
                for c in r.cells:
                    out.append(c.gold(r.pname, default))
                for _, c in r.prev:
                    out.append(c.gold(r.pname, default))
        elif isinstance(b, Evol):
            for name, unit, vals, ref, key, *rest in b.rows:
                for (lab, iso), vt in zip(b.dates, vals):
                    if vt is None:
                        continue
                    out.append(C(vt, unit, key, iso).gold(name, default))
    return out
