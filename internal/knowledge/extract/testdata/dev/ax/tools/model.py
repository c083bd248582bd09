"""Report model: results, layout primitives, analyte catalogue and value parsing.

Every report in reports.py is described once with these primitives; the HTML
renderer, the fpdf2 renderer and the gold writer all walk the same objects, so
the printed value/unit/name and the gold entry come from one place.
"""
import re

# --------------------------------------------------------------------------
# Analyte catalogue: key -> (analyte description, LOINC, [alternatives])
# --------------------------------------------------------------------------
CAT = {
    # haematology
    "rbc": ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hb": ("Hemoglobin, blood, mass", "718-7", []),
    "hct": ("Hematocrit, blood, volume fraction", "4544-3", ["20570-8"]),
    "mcv": ("MCV, erythrocyte mean corpuscular volume", "787-2", []),
    "mch": ("MCH, erythrocyte mean corpuscular hemoglobin", "785-6", []),
    "mchc": ("MCHC, erythrocyte mean corpuscular hemoglobin concentration", "786-4", []),
    "rdw": ("RDW, erythrocyte distribution width ratio", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "band_p": ("Band neutrophils/100 leukocytes, blood", "764-1", []),
    "band_a": ("Band neutrophils, blood, count", "26507-4", []),
    "seg_p": ("Segmented neutrophils/100 leukocytes, blood", "26511-6", ["770-8"]),
    "seg_a": ("Segmented neutrophils, blood, count", "751-8", []),
    "neu_p": ("Neutrophils/100 leukocytes, blood", "770-8", []),
    "neu_a": ("Neutrophils, blood, count", "751-8", []),
    "eos_p": ("Eosinophils/100 leukocytes, blood", "713-8", []),
    "eos_a": ("Eosinophils, blood, count", "711-2", []),
    "bas_p": ("Basophils/100 leukocytes, blood", "706-2", []),
    "bas_a": ("Basophils, blood, count", "704-7", []),
    "lym_p": ("Lymphocytes/100 leukocytes, blood", "736-9", []),
    "lym_a": ("Lymphocytes, blood, count", "731-0", []),
    "mon_p": ("Monocytes/100 leukocytes, blood", "5905-5", []),
    "mon_a": ("Monocytes, blood, count", "742-7", []),
    "plt": ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume, blood", "32623-1", ["28542-9"]),
    "retic_p": ("Reticulocytes/100 erythrocytes, blood", "17849-1", ["4679-7"]),
    "esr": ("Erythrocyte sedimentation rate, Westergren", "4537-7", ["30341-2"]),
    # coagulation
    "pt_s": ("Prothrombin time, plasma, seconds", "5902-2", []),
    "pt_pct": ("Prothrombin time actual/normal (activity %), plasma", "5894-1", []),
    "inr": ("INR, plasma", "6301-6", []),
    "aptt_s": ("aPTT, plasma, seconds", "3173-2", ["14979-9"]),
    "fib": ("Fibrinogen, plasma, mass", "3255-7", []),
    # glucose
    "glu": ("Glucose, serum/plasma, mass", "2345-7", []),
    "glu_f": ("Glucose fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "a1c": ("Hemoglobin A1c/Hemoglobin.total, blood", "4548-4", ["17856-6"]),
    "eag": ("Glucose mean value estimated from HbA1c", "27353-2", []),
    "insulin": ("Insulin, serum/plasma, units", "20448-7", []),
    # kidney / electrolytes
    "crea": ("Creatinine, serum/plasma, mass", "2160-0", []),
    "urea": ("Urea, serum/plasma, mass", "3091-6", []),
    "uric": ("Urate, serum/plasma, mass", "3084-1", []),
    "egfr21": ("eGFR CKD-EPI 2021, creatinine-based", "98979-8", ["62238-1", "33914-3"]),
    "na": ("Sodium, serum/plasma, moles", "2951-2", []),
    "k": ("Potassium, serum/plasma, moles", "2823-3", []),
    "cl": ("Chloride, serum/plasma, moles", "2075-0", []),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", []),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", []),
    # lipids
    "chol": ("Cholesterol, serum/plasma, mass", "2093-3", []),
    "hdl": ("HDL cholesterol, serum/plasma, mass", "2085-9", []),
    "ldl_calc": ("LDL cholesterol calculated, serum/plasma, mass", "13457-7", ["18262-6"]),
    "vldl": ("VLDL cholesterol calculated, serum/plasma, mass", "13458-5", []),
    "nonhdl": ("Non-HDL cholesterol, serum/plasma, mass", "43396-1", []),
    "tg": ("Triglyceride, serum/plasma, mass", "2571-8", []),
    # liver
    "ast": ("AST, serum/plasma, enzymatic activity", "1920-8", []),
    "alt": ("ALT, serum/plasma, enzymatic activity", "1742-6", []),
    "ggt": ("GGT, serum/plasma, enzymatic activity", "2324-2", []),
    "alp": ("Alkaline phosphatase, serum/plasma", "6768-6", []),
    "bili_t": ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "bili_d": ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "bili_i": ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "prot": ("Protein total, serum/plasma, mass", "2885-2", []),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", []),
    "glob": ("Globulin, serum, mass", "10834-0", []),
    "ag_ratio": ("Albumin/Globulin ratio, serum/plasma", "1759-0", []),
    "ck": ("Creatine kinase, serum/plasma", "2157-6", []),
    # thyroid / hormones
    "tsh": ("TSH, serum/plasma, units", "3016-3", ["11580-8"]),
    "ft4": ("Free T4, serum/plasma, mass", "3024-7", []),
    "tpo": ("Thyroperoxidase Ab, serum/plasma, units", "8099-4", []),
    "tgab": ("Thyroglobulin Ab, serum/plasma, units", "8098-6", []),
    "fsh": ("FSH, serum/plasma, units", "15067-2", []),
    "lh": ("LH, serum/plasma, units", "10501-5", []),
    "e2": ("Estradiol, serum/plasma, mass", "2243-4", []),
    "prl": ("Prolactin, serum/plasma, mass", "2842-3", []),
    "prog": ("Progesterone, serum/plasma, mass", "2839-9", []),
    "testo": ("Testosterone, serum/plasma, mass", "2986-8", []),
    "hcg_q": ("Choriogonadotropin beta subunit, serum/plasma, units", "21198-7", ["19080-1"]),
    "hcg_ser_ql": ("Choriogonadotropin (pregnancy test), serum/plasma, presence", "2118-8", []),
    "hcg_ur_ql": ("Choriogonadotropin (pregnancy test), urine, presence", "2106-3", []),
    # iron / vitamins / inflammation
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "iron": ("Iron, serum/plasma, mass", "2498-4", []),
    "tibc": ("Iron binding capacity, serum/plasma, mass", "2500-7", []),
    "tsat": ("Iron saturation, serum/plasma", "2502-3", []),
    "transf": ("Transferrin, serum/plasma, mass", "3034-6", []),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd": ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3"]),
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", []),
    "hscrp": ("C reactive protein, high sensitivity, serum/plasma", "30522-7", ["1988-5"]),
    # tumour markers
    "psa": ("PSA, serum/plasma, mass", "2857-1", []),
    "fpsa": ("PSA free, serum/plasma, mass", "10886-0", []),
    "psa_ratio": ("PSA free/PSA total, serum/plasma", "12841-3", []),
    "cea": ("CEA, serum/plasma, mass", "2039-6", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma, units", "24108-3", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
    "fit": ("Hemoglobin.gastrointestinal, stool, presence (immunoassay)", "29771-3", ["2335-8"]),
    # urine
    "u_color": ("Color of urine", "5778-6", []),
    "u_aspect": ("Appearance of urine", "5767-9", []),
    "u_sg": ("Specific gravity of urine, test strip", "5811-5", []),
    "u_ph": ("pH of urine, test strip", "5803-2", []),
    "u_prot": ("Protein, urine, presence, test strip", "20454-5", ["5804-0"]),
    "u_glu": ("Glucose, urine, presence, test strip", "25428-4", ["5792-7"]),
    "u_ket": ("Ketones, urine, presence, test strip", "2514-8", ["5797-6"]),
    "u_hb": ("Hemoglobin, urine, presence, test strip", "5794-3", []),
    "u_bili": ("Bilirubin, urine, presence, test strip", "5770-3", []),
    "u_ubg": ("Urobilinogen, urine, test strip", "5818-0", ["20405-7", "13658-0"]),
    "u_nit": ("Nitrite, urine, presence, test strip", "5802-4", []),
    "u_le": ("Leukocyte esterase, urine, presence, test strip", "5799-2", []),
    "u_wbc": ("Leukocytes, urine, count per volume", "30405-5", ["46702-7"]),
    "u_rbc": ("Erythrocytes, urine, count per volume", "30391-7", ["46419-8"]),
    "u_epi": ("Epithelial cells, urine sediment, presence", "20453-7", []),
    "u_bact": ("Bacteria, urine sediment, presence", "25145-4", []),
    "u_mucus": ("Mucus, urine sediment, presence", "8247-9", []),
    "u_casts": ("Casts, urine sediment, presence", "24124-0", []),
    "u_culture": ("Bacteria identified, urine, culture", "630-4", []),
    "u_alb": ("Albumin (microalbumin), urine, mass", "14957-5", []),
    "u_crea": ("Creatinine, urine, mass", "2161-8", []),
    "u_acr": ("Albumin/Creatinine ratio, urine", "14959-1", ["9318-7"]),
    # immunohaematology / serology
    "abo": ("ABO group, blood", "883-9", ["882-1"]),
    "rh": ("Rh type, blood", "10331-7", ["882-1"]),
    "abscreen": ("Blood group antibody screen, serum/plasma", "890-4", []),
    "toxo_g": ("Toxoplasma gondii IgG Ab, serum, units", "8039-0", []),
    "toxo_m": ("Toxoplasma gondii IgM Ab, serum, units/index", "8040-8", []),
    "rub_g": ("Rubella virus IgG Ab, serum, units", "8014-3", ["5334-8"]),
    "rub_m": ("Rubella virus IgM Ab, serum, presence", "31616-6", []),
    "hiv": ("HIV 1+2 Ab + HIV1 p24 Ag, serum/plasma, presence", "56888-1", []),
    "vdrl": ("Reagin Ab, serum, VDRL, presence", "5292-8", []),
    "trep": ("Treponema pallidum Ab, serum, immunoassay, presence", "24110-9", []),
    "hbsag": ("Hepatitis B virus surface Ag, serum, presence", "5196-1", []),
    "antihbs": ("Hepatitis B virus surface Ab, serum, units", "16935-9", ["5193-8"]),
    "antihbc": ("Hepatitis B virus core Ab, serum/plasma, presence", "13952-7", ["16933-4"]),
    "hcv": ("Hepatitis C virus Ab, serum/plasma, presence", "13955-0", ["16128-1"]),
    "hav_m": ("Hepatitis A virus IgM Ab, serum, presence", "22314-9", []),
}


# --------------------------------------------------------------------------
# Values
# --------------------------------------------------------------------------
_COMP = [("inferior ou igual a", "<="), ("superior ou igual a", ">="),
         ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"),
         ("maior que", ">"), ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="),
         ("<", "<"), (">", ">")]
_NUM = re.compile(r"^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$")


def parse_value(vt):
    """Brazilian number parsing: '1.850' -> 1850, '13,2' -> 13.2,
    '< 0,10' -> ('<', 0.1); qualitative text -> (None, '')."""
    s = vt.strip()
    comp = ""
    for word, c in _COMP:
        if s.lower().startswith(word):
            comp = c
            s = s[len(word):].strip()
            break
    if _NUM.match(s):
        v = float(s.replace(".", "").replace(",", "."))
        if v == int(v) and "," not in s:
            v = int(v)
        return v, comp
    return None, ""


class R:
    """One printed patient result."""
    def __init__(self, name, key, vt, unit="", flag="", date=None):
        assert key in CAT, key
        self.name, self.key, self.vt, self.unit = name, key, vt, unit
        self.flag, self.date = flag, date

    @property
    def printed_name(self):
        return re.sub(r"\s+", " ", self.name.replace("\n", " ")).strip()

    def shown(self):
        return self.vt + ((" " + self.flag) if self.flag else "")

    def gold(self, default_date):
        an, loinc, alts = CAT[self.key]
        value, comp = parse_value(self.vt)
        return {"printed_name": self.printed_name, "analyte": an, "loinc": loinc,
                "loinc_alternatives": list(alts), "value": value,
                "value_text": self.vt, "comparator": comp, "unit": self.unit,
                "collected_at": self.date or default_date}


# --------------------------------------------------------------------------
# Cells (inside table rows)
# --------------------------------------------------------------------------
class Cell:
    def __init__(self, text, bold=False, italic=False, align=None, result=None,
                 size=None, color=None, span=1):
        self.text, self.bold, self.italic, self.align = text, bold, italic, align
        self.result, self.size, self.color, self.span = result, size, color, span


def N(r, bold=False, **kw):
    """Name cell of result r (may contain a line break)."""
    return Cell(r.name, bold=bold, **kw)


def V(r, bold=True, unit=False, **kw):
    """Value cell (value + flag, optionally followed by the unit)."""
    if unit and r.unit:
        t = r.vt + " " + r.unit + ((" " + r.flag) if r.flag else "")
    else:
        t = r.shown()
    return Cell(t, bold=bold, result=r, **kw)


def U(r, **kw):
    return Cell(r.unit, **kw)


def C(text="", **kw):
    return Cell(text, **kw)


# --------------------------------------------------------------------------
# Layout items
# --------------------------------------------------------------------------
class Item:
    results = ()

    def all_results(self):
        return list(self.results)


class H(Item):
    """Heading. level 1 = exam/section title, 2 = sub heading."""
    def __init__(self, text, level=1, align="left", rule=False, band=False):
        self.text, self.level, self.align, self.rule, self.band = text, level, align, rule, band


class P(Item):
    """Paragraph; '\n' separates lines (no automatic wrapping is relied upon)."""
    def __init__(self, text, size=None, bold=False, italic=False, align="left", color=None):
        self.text, self.size, self.bold, self.italic = text, size, bold, italic
        self.align, self.color = align, color


class Sp(Item):
    def __init__(self, mm=2.0):
        self.mm = mm


class HR(Item):
    def __init__(self, width=0.3, color="#000000"):
        self.width, self.color = width, color


class T(Item):
    """Table. rows: list of lists of Cell (or 'SUB:text' strings = sub-heading row).
    rules: none | hlines | grid | boxed ; leaders: dotted leaders after column 0."""
    def __init__(self, rows, widths, header=None, rules="none", leaders=False,
                 size=None, aligns=None, header_fill=None, pad=1.0, zebra=None):
        self.rows, self.widths, self.header = rows, widths, header
        self.rules, self.leaders, self.size = rules, leaders, size
        self.aligns = aligns or ["left"] * len(widths)
        self.header_fill, self.pad, self.zebra = header_fill, pad, zebra
        assert abs(sum(widths) - 1.0) < 1e-6, widths

    def all_results(self):
        out = []
        for row in self.rows:
            if isinstance(row, str):
                continue
            for c in row:
                if c.result is not None:
                    out.append(c.result)
        return out


class Cols(Item):
    """Two (or more) columns side by side; reading order = column by column."""
    def __init__(self, columns, gap=6.0, divider=False):
        self.columns, self.gap, self.divider = columns, gap, divider

    def all_results(self):
        return [r for col in self.columns for it in col for r in it.all_results()]


class Box(Item):
    """Bordered group of items."""
    def __init__(self, items, pad=2.0, border="#444444", fill=None):
        self.items, self.pad, self.border, self.fill = items, pad, border, fill

    def all_results(self):
        return [r for it in self.items for r in it.all_results()]


def results_of(items):
    return [r for it in items for r in it.all_results()]
