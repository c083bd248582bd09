"""Shared helpers for the "aq" development set: LOINC catalogue, number parsing,
LOINC check digit, result objects and small block constructors.

Every report is described once (tools/reports.py) as a list of pages, each a list
of blocks.  Blocks contain plain strings and R (result) objects; the HTML renderer,
the fpdf2 renderer and the gold writer all walk the same blocks, so the gold is
always what is printed.
"""
import re

# --------------------------------------------------------------------------
# LOINC catalogue: key -> (analyte description, primary code, alternatives)
# --------------------------------------------------------------------------
CAT = {
    # haematology
    "rbc": ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hgb": ("Hemoglobin, blood, mass", "718-7", []),
    "hct": ("Hematocrit, blood, volume fraction", "4544-3", ["20570-8"]),
    "mcv": ("MCV, erythrocyte mean corpuscular volume", "787-2", []),
    "mch": ("MCH, erythrocyte mean corpuscular hemoglobin", "785-6", []),
    "mchc": ("MCHC, erythrocyte mean corpuscular hemoglobin concentration", "786-4", []),
    "rdw": ("RDW, erythrocyte distribution width (CV)", "788-0", []),
    "wbc": ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "band_pct": ("Band neutrophils/100 leukocytes, blood", "764-1", ["26508-2"]),
    "band_abs": ("Band neutrophils, blood, count", "763-3", ["26507-4"]),
    "seg_pct": ("Segmented neutrophils/100 leukocytes, blood", "769-0", ["770-8", "26511-6"]),
    "seg_abs": ("Segmented neutrophils, blood, count", "768-2", ["751-8", "26499-4"]),
    "neut_pct": ("Neutrophils/100 leukocytes, blood", "770-8", ["26511-6"]),
    "neut_abs": ("Neutrophils, blood, count", "751-8", ["26499-4"]),
    "lymph_pct": ("Lymphocytes/100 leukocytes, blood", "736-9", ["737-7", "26478-8"]),
    "lymph_abs": ("Lymphocytes, blood, count", "731-0", ["732-8", "26474-7"]),
    "mono_pct": ("Monocytes/100 leukocytes, blood", "5905-5", ["744-3", "26485-3"]),
    "mono_abs": ("Monocytes, blood, count", "742-7", ["743-5", "26484-6"]),
    "eos_pct": ("Eosinophils/100 leukocytes, blood", "713-8", ["714-6", "26450-7"]),
    "eos_abs": ("Eosinophils, blood, count", "711-2", ["712-0", "26449-9"]),
    "baso_pct": ("Basophils/100 leukocytes, blood", "706-2", ["707-0", "30180-4"]),
    "baso_abs": ("Basophils, blood, count", "704-7", ["705-4", "26444-0"]),
    "plt": ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume, blood", "32623-1", ["28542-9"]),
    "esr": ("Erythrocyte sedimentation rate, Westergren", "4537-7", ["30341-2"]),
    # coagulation
    "pt_s": ("Prothrombin time, platelet poor plasma, seconds", "5902-2", []),
    "pt_act": ("Prothrombin time actual/normal (activity %), plasma", "5894-1", []),
    "inr": ("INR, platelet poor plasma", "6301-6", ["34714-6"]),
    "aptt": ("aPTT, platelet poor plasma, seconds", "14979-9", ["3173-2"]),
    "fib": ("Fibrinogen, plasma, mass", "3255-7", []),
    # chemistry
    "glu_f": ("Glucose, fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "glu": ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
    "hba1c": ("Hemoglobin A1c/Hemoglobin.total, blood", "4548-4", ["17856-6"]),
    "eag": ("Estimated average glucose from HbA1c", "27353-2", []),
    "urea": ("Urea, serum/plasma, mass", "3091-6", []),
    "creat": ("Creatinine, serum/plasma, mass", "2160-0", ["38483-4"]),
    "egfr": ("eGFR, creatinine-based, CKD-EPI 2021", "98979-8", ["62238-1"]),
    "uric": ("Urate, serum/plasma, mass", "3084-1", []),
    "na": ("Sodium, serum/plasma, moles", "2951-2", []),
    "k": ("Potassium, serum/plasma, moles", "2823-3", []),
    "cl": ("Chloride, serum/plasma, moles", "2075-0", []),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", []),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", []),
    "tp": ("Protein, serum/plasma, mass", "2885-2", []),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", []),
    "glob": ("Globulin, serum, mass (calculated)", "10834-0", []),
    "ag": ("Albumin/Globulin ratio, serum/plasma", "1759-0", []),
    "bili_t": ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "bili_d": ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "bili_i": ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "ast": ("AST, serum/plasma", "1920-8", []),
    "alt": ("ALT, serum/plasma", "1742-6", []),
    "ggt": ("GGT, serum/plasma", "2324-2", []),
    "alp": ("Alkaline phosphatase, serum/plasma", "6768-6", []),
    "ldh": ("LDH, serum/plasma", "2532-0", ["14804-9"]),
    "ck": ("Creatine kinase, serum/plasma", "2157-6", []),
    "chol": ("Cholesterol, serum/plasma, mass", "2093-3", []),
    "hdl": ("Cholesterol in HDL, serum/plasma, mass", "2085-9", []),
    "ldl": ("Cholesterol in LDL, serum/plasma, mass (calculated)", "13457-7", ["2089-1", "18262-6"]),
    "vldl": ("Cholesterol in VLDL, serum/plasma, mass (calculated)", "13458-5", ["2091-7"]),
    "trig": ("Triglyceride, serum/plasma, mass", "2571-8", []),
    "nonhdl": ("Cholesterol non-HDL, serum/plasma, mass", "43396-1", []),
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", ["30522-7"]),
    "hscrp": ("C reactive protein, high sensitivity, serum/plasma", "30522-7", ["1988-5"]),
    # thyroid
    "tsh": ("Thyrotropin (TSH), serum/plasma", "3016-3", ["11580-8"]),
    "ft4": ("Thyroxine free (FT4), serum/plasma, mass", "3024-7", []),
    "t3": ("Triiodothyronine total (T3), serum/plasma, mass", "3053-6", []),
    "ft3": ("Triiodothyronine free (FT3), serum/plasma, mass", "3051-0", []),
    "tpo": ("Thyroperoxidase Ab, serum/plasma", "8099-4", []),
    "tgab": ("Thyroglobulin Ab, serum", "8098-6", []),
    # iron / vitamins
    "iron": ("Iron, serum/plasma, mass", "2498-4", []),
    "tibc": ("Iron binding capacity, serum/plasma, mass", "2500-7", []),
    "tsat": ("Iron saturation, serum/plasma", "2502-3", []),
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd": ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3"]),
    # hormones
    "fsh": ("Follitropin (FSH), serum/plasma", "15067-2", []),
    "lh": ("Lutropin (LH), serum/plasma", "10501-5", []),
    "e2": ("Estradiol, serum/plasma, mass", "2243-4", []),
    "prl": ("Prolactin, serum/plasma, mass", "2842-3", []),
    "prog": ("Progesterone, serum/plasma, mass", "2839-9", []),
    "testo": ("Testosterone total, serum/plasma, mass", "2986-8", []),
    "cortisol": ("Cortisol, serum/plasma, mass", "2143-6", ["9813-7"]),
    "insulin": ("Insulin, serum/plasma", "20448-7", []),
    "bhcg": ("Choriogonadotropin beta subunit, serum/plasma", "21198-7", ["19080-1"]),
    "dheas": ("DHEA sulfate, serum/plasma, mass", "2191-5", []),
    # tumour markers
    "psa": ("Prostate specific Ag total, serum/plasma, mass", "2857-1", []),
    "fpsa": ("Prostate specific Ag free, serum/plasma, mass", "10886-0", []),
    "fpsa_ratio": ("PSA free/PSA total, serum/plasma", "12841-3", []),
    "cea": ("Carcinoembryonic Ag, serum/plasma, mass", "2039-6", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
    "ca125": ("Cancer Ag 125, serum/plasma", "10334-1", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma", "24108-3", []),
    "ca153": ("Cancer Ag 15-3, serum/plasma", "6875-9", []),
    # immunology / serology
    "rf": ("Rheumatoid factor, serum/plasma", "11572-5", []),
    "aslo": ("Streptolysin O Ab, serum", "5370-2", []),
    "ana": ("Nuclear Ab (FAN, HEp-2 IIF), serum, presence", "42254-3", ["8061-4"]),
    "hiv": ("HIV 1+2 Ab + HIV1 p24 Ag, serum/plasma, presence", "56888-1", []),
    "hbsag": ("HBsAg, serum/plasma, presence", "5196-1", ["5195-3"]),
    "antihbs_q": ("Hepatitis B surface Ab, serum, units/volume", "16935-9", []),
    "antihbs_ql": ("Hepatitis B surface Ab, serum, presence", "22322-2", ["5193-8"]),
    "antihbc": ("Hepatitis B core Ab total, serum, presence", "16933-4", ["13952-7"]),
    "hcv": ("Hepatitis C Ab, serum, presence", "16128-1", ["13955-0"]),
    "vdrl": ("Reagin Ab (VDRL), serum, presence", "5292-8", []),
    "hav_igg": ("Hepatitis A IgG Ab, serum, presence", "32018-4", ["40724-7"]),
    "toxo_igg": ("Toxoplasma gondii IgG Ab, serum, units/volume", "8039-0", []),
    "abo": ("ABO group, blood", "883-9", []),
    "rh": ("Rh type, blood", "10331-7", []),
    # urine
    "u_color": ("Color of urine", "5778-6", []),
    "u_aspect": ("Appearance of urine", "5767-9", ["32167-9"]),
    "u_sg": ("Specific gravity of urine, test strip", "5811-5", ["2965-2"]),
    "u_ph": ("pH of urine, test strip", "5803-2", ["2756-5"]),
    "u_prot": ("Protein, urine, test strip, presence", "20454-5", []),
    "u_glu": ("Glucose, urine, test strip, presence", "25428-4", ["5792-7"]),
    "u_ket": ("Ketones, urine, test strip, presence", "2514-8", ["5797-6"]),
    "u_bili": ("Bilirubin, urine, test strip, presence", "5770-3", []),
    "u_ubg": ("Urobilinogen, urine, test strip, mass", "20405-7", []),
    "u_hb": ("Hemoglobin (blood), urine, test strip, presence", "5794-3", []),
    "u_nit": ("Nitrite, urine, test strip, presence", "5802-4", []),
    "u_le": ("Leukocyte esterase, urine, test strip, presence", "5799-2", []),
    "u_epi": ("Epithelial cells, urine sediment, per HPF", "5787-7", []),
    "u_wbc_hpf": ("Leukocytes, urine sediment, per HPF", "5821-4", []),
    "u_rbc_hpf": ("Erythrocytes, urine sediment, per HPF", "13945-1", []),
    "u_wbc_ml": ("Leukocytes, urine, count per volume", "30405-5", ["46702-7"]),
    "u_rbc_ml": ("Erythrocytes, urine, count per volume", "30391-7", ["46419-8"]),
    "u_bact": ("Bacteria, urine sediment, presence", "25145-4", []),
    "u_mucus": ("Mucus, urine sediment, presence", "8247-9", []),
    "u_casts": ("Casts, urine sediment, per LPF", "9842-6", []),
    "u_cryst": ("Crystals, urine sediment", "5782-8", []),
}


def loinc_ok(code):
    """LOINC mod-10 check digit (Luhn, as LOINC documents it)."""
    m = re.fullmatch(r"(\d+)-(\d)", code or "")
    if not m:
        return False
    digits = [int(c) for c in m.group(1)]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:          # positions 1, 3, 5 ... from the right are doubled
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(m.group(2))


# --------------------------------------------------------------------------
# Brazilian number parsing
# --------------------------------------------------------------------------
_COMP = [
    (r"igual ou inferior a\s+", "<="), (r"igual ou superior a\s+", ">="),
    (r"inferior a\s+", "<"), (r"superior a\s+", ">"),
    (r"menor que\s+", "<"), (r"maior que\s+", ">"),
    (r"<=\s*", "<="), (r">=\s*", ">="), (r"≤\s*", "<="), (r"≥\s*", ">="),
    (r"<\s*", "<"), (r">\s*", ">"),
]
_NUM = re.compile(r"^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$")


def parse_br(text):
    """value_text -> (value or None, comparator)."""
    t = text.strip()
    comp = ""
    for pat, c in _COMP:
        m = re.match(pat, t, flags=re.I)
        if m:
            comp, t = c, t[m.end():]
            break
    m = _NUM.match(t)
    if not m:
        if comp:
            raise ValueError("comparator without number: %r" % text)
        return None, ""
    ip = m.group(1).replace(".", "")
    v = float(ip + ("." + m.group(2) if m.group(2) else ""))
    if v == int(v) and not m.group(2):
        v = int(v)
    return v, comp


def br_date(iso):
    y, m, d = iso.split("-")
    return "%s/%s/%s" % (d, m, y)


# --------------------------------------------------------------------------
# Result object and cells
# --------------------------------------------------------------------------
class R:
    """One printed patient result."""

    def __init__(self, key, name, value_text, unit="", flag="", date=None,
                 lines=None, printed_name=None, inline_unit=False):
        assert key in CAT, key
        self.key = key
        self.lines = lines or [name]          # how the name is printed (line split)
        self.printed_name = printed_name or " ".join(self.lines)
        self.value_text = value_text
        self.unit = unit
        self.flag = flag
        self.date = date                       # None -> report default
        self.inline_unit = inline_unit         # unit printed inside the value cell
        self.flag_in_col = False               # set when a separate flag column prints the flag

    @property
    def name_cell(self):
        return "\n".join(self.lines)

    def shown(self, inline_flag=True):
        out = self.value_text
        if self.inline_unit and self.unit:
            out += " " + self.unit
        if self.flag and inline_flag and not self.flag_in_col:
            out += " " + self.flag
        return out


class F:
    """Cell that prints the flag of a result (separate flag column)."""

    def __init__(self, r):
        self.r = r


class B:
    """Bold text cell."""

    def __init__(self, text):
        self.text = text


def cell_text(c):
    if isinstance(c, R):
        return c.shown()
    if isinstance(c, F):
        return c.r.flag
    if isinstance(c, B):
        return c.text
    return c


# ---- block constructors ---------------------------------------------------
def section(text, style="bar"):
    return {"t": "section", "text": text, "style": style}


def table(cols, rows, rules="none", head=True, size=None, zebra=False):
    """cols: list of (header, width fraction, align L/R/C)."""
    return {"t": "table", "cols": cols, "rows": rows, "rules": rules,
            "head": head, "size": size, "zebra": zebra}


def sub(text):
    return {"sub": text}


def leaders(rows, name_w=0.42, val_w=0.2, size=None):
    """rows: (R, ref text).  Name + dotted leader, value+unit, reference."""
    return {"t": "leaders", "rows": rows, "name_w": name_w, "val_w": val_w,
            "size": size}


def twocol(left, right, split=0.5, gap=6):
    return {"t": "twocol", "left": left, "right": right, "split": split, "gap": gap}


def exam(title, results, material="", method="", ref="", ref_first=False,
         note="", label_w=0.28, extra=None):
    """Block layout.  results: list of (label, R); label None -> 'Resultado'."""
    return {"t": "exam", "title": title, "results": results, "material": material,
            "method": method, "ref": ref, "ref_first": ref_first, "note": note,
            "label_w": label_w, "extra": extra or []}


def note(text, size=None, italic=False, bold_prefix=""):
    return {"t": "note", "text": text, "size": size, "italic": italic,
            "bold_prefix": bold_prefix}


def space(h=3):
    return {"t": "space", "h": h}


def rule():
    return {"t": "rule"}


def sign(items, text=""):
    """items: (name, role, registration)."""
    return {"t": "sign", "items": items, "text": text}


def row(r, ref="", order="nvur"):
    """Standard result row built from one R so name/unit always match the gold."""
    out = []
    for o in order:
        if o == "n":
            out.append(r.name_cell)
        elif o == "v":
            out.append(r)
        elif o == "u":
            out.append(r.unit)
        elif o == "r":
            out.append(ref)
        elif o == "f":
            r.flag_in_col = True
            out.append(F(r))
        elif o == "x":
            out.append("")
    return out


def iter_results(blocks):
    """All R objects of a list of blocks, in reading order."""
    for b in blocks:
        t = b["t"]
        if t == "table":
            for rw in b["rows"]:
                if isinstance(rw, dict):
                    continue
                for c in rw:
                    if isinstance(c, R):
                        yield c
        elif t == "leaders":
            for r, _ in b["rows"]:
                yield r
        elif t == "twocol":
            yield from iter_results(b["left"])
            yield from iter_results(b["right"])
        elif t == "exam":
            for _, r in b["results"]:
                yield r
