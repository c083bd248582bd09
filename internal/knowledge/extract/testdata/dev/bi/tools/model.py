"""Data model for the 'bi' development set of Brazilian laboratory reports.

A report is described once, as data (see reports.py).  The HTML renderer
(render_html.py), the fpdf2 renderer (render_pdf.py) and the gold writer
(gold_of) all walk the same objects, so the gold always matches the print.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, List, Optional, Union

# ---------------------------------------------------------------------------
# LOINC table: key -> (analyte description, primary code, alternatives)
# All codes are checked with the LOINC mod-10 check digit (loinc_ok below).
# ---------------------------------------------------------------------------
LOINC = {
    # haematology
    "rbc":      ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hb":       ("Hemoglobin, blood, mass", "718-7", []),
    "hct":      ("Hematocrit, blood, volume fraction", "4544-3", ["20570-8"]),
    "mcv":      ("MCV, erythrocyte mean corpuscular volume", "787-2", ["30428-7"]),
    "mch":      ("MCH, erythrocyte mean corpuscular hemoglobin", "785-6", ["28539-5"]),
    "mchc":     ("MCHC, erythrocyte mean corpuscular hemoglobin concentration", "786-4", ["28540-3"]),
    "rdw":      ("RDW-CV, erythrocyte distribution width ratio", "788-0", ["30385-9"]),
    "wbc":      ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "neut_p":   ("Neutrophils/100 leukocytes, blood", "770-8", ["26511-6"]),
    "neut_a":   ("Neutrophils, blood, count", "751-8", ["26499-4"]),
    "band_p":   ("Band neutrophils/100 leukocytes, blood (manual)", "764-1", ["26508-2"]),
    "band_a":   ("Band neutrophils, blood, count", "26507-4", ["763-3"]),
    "seg_p":    ("Segmented neutrophils/100 leukocytes, blood (manual)", "769-0", ["26505-8"]),
    "seg_a":    ("Segmented neutrophils, blood, count (manual)", "768-2", ["30451-9"]),
    "eos_p":    ("Eosinophils/100 leukocytes, blood", "713-8", ["26450-7"]),
    "eos_a":    ("Eosinophils, blood, count", "711-2", ["26449-9"]),
    "baso_p":   ("Basophils/100 leukocytes, blood", "706-2", ["30180-4"]),
    "baso_a":   ("Basophils, blood, count", "704-7", ["26444-0"]),
    "lymph_p":  ("Lymphocytes/100 leukocytes, blood", "736-9", ["26478-8"]),
    "lymph_a":  ("Lymphocytes, blood, count", "731-0", ["26474-7"]),
    "mono_p":   ("Monocytes/100 leukocytes, blood", "5905-5", ["26485-3"]),
    "mono_a":   ("Monocytes, blood, count", "742-7", ["26484-6"]),
    "plt":      ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv":      ("Platelet mean volume, blood", "32623-1", ["28542-9"]),
    "esr":      ("Erythrocyte sedimentation rate, Westergren", "4537-7", ["30341-2"]),
    # coagulation
    "pt_s":     ("Prothrombin time, seconds", "5902-2", []),
    "pt_act":   ("Prothrombin time actual/normal (activity %)", "5894-1", []),
    "inr":      ("INR, platelet poor plasma", "6301-6", ["34714-6"]),
    "aptt_s":   ("aPTT, platelet poor plasma, seconds", "14979-9", ["3173-2"]),
    "aptt_r":   ("aPTT actual/normal ratio", "63561-5", []),
    "fib":      ("Fibrinogen, platelet poor plasma, mass", "3255-7", []),
    # glucose
    "glu_f":    ("Glucose, fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "glu":      ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
    "hba1c":    ("Hemoglobin A1c/hemoglobin total, blood", "4548-4", ["17856-6"]),
    "hba1c_hplc": ("Hemoglobin A1c/hemoglobin total, blood, HPLC", "17856-6", ["4548-4"]),
    "eag":      ("Estimated average glucose from HbA1c", "27353-2", []),
    "insulin":  ("Insulin, serum/plasma, units", "20448-7", []),
    # kidney / electrolytes
    "urea":     ("Urea, serum/plasma, mass", "3091-6", []),
    "creat":    ("Creatinine, serum/plasma, mass", "2160-0", []),
    "egfr21":   ("eGFR, creatinine-based, CKD-EPI 2021", "98979-8", ["62238-1"]),
    "egfr09":   ("eGFR, creatinine-based, CKD-EPI", "62238-1", ["98979-8"]),
    "urate":    ("Urate (uric acid), serum/plasma, mass", "3084-1", []),
    "na":       ("Sodium, serum/plasma, moles", "2951-2", []),
    "k":        ("Potassium, serum/plasma, moles", "2823-3", []),
    "cl":       ("Chloride, serum/plasma, moles", "2075-0", []),
    "ca":       ("Calcium, serum/plasma, mass", "17861-6", []),
    "ica":      ("Calcium ionized, serum/plasma, moles", "1995-0", ["1994-3"]),
    "mg":       ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos":     ("Phosphate, serum/plasma, mass", "2777-1", []),
    # liver / enzymes / proteins
    "ast":      ("AST, serum/plasma, enzymatic activity", "1920-8", []),
    "alt":      ("ALT, serum/plasma, enzymatic activity", "1742-6", []),
    "ggt":      ("GGT, serum/plasma, enzymatic activity", "2324-2", []),
    "alp":      ("Alkaline phosphatase, serum/plasma", "6768-6", []),
    "bili_t":   ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "bili_d":   ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "bili_i":   ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "prot":     ("Protein total, serum/plasma, mass", "2885-2", []),
    "alb":      ("Albumin, serum/plasma, mass", "1751-7", []),
    "glob":     ("Globulin, serum, mass (calculated)", "10834-0", []),
    "ag":       ("Albumin/globulin mass ratio, serum/plasma", "1759-0", []),
    "amyl":     ("Amylase, serum/plasma, enzymatic activity", "1798-8", []),
    "lipase":   ("Lipase, serum/plasma, enzymatic activity", "3040-3", []),
    "ck":       ("Creatine kinase, serum/plasma", "2157-6", []),
    "ldh":      ("Lactate dehydrogenase, serum/plasma", "2532-0", []),
    "crp":      ("C reactive protein, serum/plasma, mass", "1988-5", []),
    "hscrp":    ("C reactive protein, high sensitivity, serum/plasma", "30522-7", ["1988-5"]),
    # lipids
    "chol":     ("Cholesterol total, serum/plasma, mass", "2093-3", []),
    "hdl":      ("Cholesterol in HDL, serum/plasma, mass", "2085-9", []),
    "ldl_c":    ("Cholesterol in LDL, serum/plasma, mass, calculated", "13457-7", ["2089-1"]),
    "ldl":      ("Cholesterol in LDL, serum/plasma, mass", "2089-1", ["13457-7", "18262-6"]),
    "vldl":     ("Cholesterol in VLDL, serum/plasma, mass, calculated", "13458-5", ["46986-6"]),
    "nonhdl":   ("Cholesterol non-HDL, serum/plasma, mass", "43396-1", []),
    "tg":       ("Triglyceride, serum/plasma, mass", "2571-8", []),
    # thyroid
    "tsh":      ("Thyrotropin (TSH), serum/plasma", "3016-3", ["11580-8"]),
    "ft4":      ("Thyroxine free (FT4), serum/plasma, mass", "3024-7", []),
    "t4":       ("Thyroxine total (T4), serum/plasma, mass", "3026-2", []),
    "t3":       ("Triiodothyronine total (T3), serum/plasma, mass", "3053-6", []),
    "ft3":      ("Triiodothyronine free (FT3), serum/plasma, mass", "3051-0", []),
    "atpo":     ("Thyroperoxidase antibody, serum/plasma", "8099-4", []),
    "atg":      ("Thyroglobulin antibody, serum/plasma", "8098-6", []),
    # iron / vitamins
    "iron":     ("Iron, serum/plasma, mass", "2498-4", []),
    "tibc":     ("Iron binding capacity, serum/plasma, mass", "2500-7", []),
    "tsat":     ("Iron saturation (transferrin saturation), serum/plasma", "2502-3", []),
    "transf":   ("Transferrin, serum/plasma, mass", "3034-6", []),
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "b12":      ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "folate":   ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd":     ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3"]),
    # hormones
    "prl":      ("Prolactin, serum/plasma, mass", "2842-3", []),
    "fsh":      ("Follitropin (FSH), serum/plasma", "15067-2", []),
    "lh":       ("Lutropin (LH), serum/plasma", "10501-5", []),
    "e2":       ("Estradiol, serum/plasma, mass", "2243-4", []),
    "prog":     ("Progesterone, serum/plasma, mass", "2839-9", []),
    "testo":    ("Testosterone, serum/plasma, mass", "2986-8", []),
    "ftesto":   ("Testosterone free, serum/plasma, mass", "2991-8", []),
    "shbg":     ("Sex hormone binding globulin, serum/plasma", "13967-5", []),
    "dheas":    ("DHEA sulfate, serum/plasma, mass", "2191-5", []),
    "cortisol": ("Cortisol, serum/plasma, mass", "2143-6", ["9813-7"]),
    "bhcg":     ("Choriogonadotropin beta subunit, serum/plasma", "21198-7", ["19080-1"]),
    "pth":      ("Parathyrin intact, serum/plasma, mass", "2731-8", []),
    # tumour markers
    "psa":      ("Prostate specific Ag total, serum/plasma", "2857-1", []),
    "fpsa":     ("Prostate specific Ag free, serum/plasma", "10886-0", []),
    "psa_ratio": ("PSA free/total ratio, serum/plasma", "12841-3", []),
    "cea":      ("Carcinoembryonic Ag, serum/plasma", "2039-6", []),
    "ca125":    ("Cancer Ag 125, serum/plasma", "10334-1", []),
    "ca199":    ("Cancer Ag 19-9, serum/plasma", "24108-3", []),
    "ca153":    ("Cancer Ag 15-3, serum/plasma", "6875-9", []),
    "afp":      ("Alpha-1-fetoprotein, serum/plasma", "1834-1", []),
    # serology
    "hiv":      ("HIV 1+2 Ab + HIV-1 p24 Ag, serum/plasma, presence", "56888-1", []),
    "hbsag":    ("Hepatitis B surface Ag, serum/plasma, presence", "5196-1", ["5195-3"]),
    "antihbs":  ("Hepatitis B surface Ab, serum, units", "16935-9", []),
    "antihbc":  ("Hepatitis B core Ab, serum/plasma, presence", "13952-7", ["16933-4"]),
    "hcv":      ("Hepatitis C Ab, serum/plasma, presence", "13955-0", ["16128-1"]),
    "vdrl":     ("Reagin Ab, serum, VDRL, presence", "5292-8", []),
    "trep":     ("Treponema pallidum Ab, serum, immunoassay, presence", "24110-9", []),
    "toxo_g":   ("Toxoplasma gondii IgG Ab, serum, units", "5388-4", ["8039-0"]),
    "rub_g":    ("Rubella virus IgG Ab, serum, units", "5334-8", ["8014-3"]),
    # urine
    "u_color":  ("Color of urine", "5778-6", []),
    "u_aspect": ("Appearance of urine", "5767-9", ["32167-9"]),
    "u_sg":     ("Specific gravity of urine, test strip", "5811-5", []),
    "u_ph":     ("pH of urine, test strip", "5803-2", []),
    "u_prot":   ("Protein, urine, test strip, presence", "20454-5", []),
    "u_glu":    ("Glucose, urine, test strip, presence", "25428-4", []),
    "u_ket":    ("Ketones, urine, test strip, presence", "2514-8", []),
    "u_blood":  ("Hemoglobin, urine, test strip, presence", "5794-3", []),
    "u_bili":   ("Bilirubin, urine, test strip, presence", "5770-3", []),
    "u_ubg":    ("Urobilinogen, urine, test strip", "20405-7", []),
    "u_nit":    ("Nitrite, urine, test strip, presence", "5802-4", []),
    "u_le":     ("Leukocyte esterase, urine, test strip, presence", "5799-2", []),
    "u_epi":    ("Epithelial cells, urine sediment, presence", "20453-7", []),
    "u_wbc":    ("Leukocytes, urine, count per volume", "30405-5", []),
    "u_rbc":    ("Erythrocytes, urine, count per volume", "30391-7", []),
    "u_wbc_hpf": ("Leukocytes, urine sediment, per high power field", "5821-4", ["30405-5"]),
    "u_rbc_hpf": ("Erythrocytes, urine sediment, per high power field", "13945-1", ["30391-7"]),
    "u_casts":  ("Casts, urine sediment, presence", "24124-0", []),
    "u_cryst":  ("Crystals, urine sediment", "5782-8", []),
    "u_bact":   ("Bacteria, urine sediment, presence", "25145-4", []),
    "u_mucus":  ("Mucus, urine sediment, presence", "8247-9", []),
    "u_cult":   ("Bacteria identified, urine culture", "630-4", []),
}


def loinc_ok(code: str) -> bool:
    """LOINC mod-10 check digit (Luhn variant described by Regenstrief)."""
    m = re.fullmatch(r"(\d+)-(\d)", code)
    if not m:
        return False
    body, check = m.group(1), int(m.group(2))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:          # rightmost digit and every other one: doubled
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == check


# ---------------------------------------------------------------------------
# Brazilian value parsing (shared by the gold writer and the checker)
# ---------------------------------------------------------------------------
_WORD_CMP = [
    ("inferior ou igual a", "<="), ("superior ou igual a", ">="),
    ("menor ou igual a", "<="), ("maior ou igual a", ">="),
    ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
    ("menor do que", "<"), ("maior do que", ">"), ("até", "<="),
    ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
]


def parse_br(text: str):
    """Return (value, comparator) for a printed value_text; value None if qualitative."""
    t = text.strip()
    cmp_ = ""
    low = t.lower()
    for word, sym in _WORD_CMP:
        if low.startswith(word):
            cmp_ = sym
            t = t[len(word):].strip()
            break
    if re.fullmatch(r"[+-]?\d{1,3}(\.\d{3})+(,\d+)?", t):
        num = float(t.replace(".", "").replace(",", "."))
    elif re.fullmatch(r"[+-]?\d+(,\d+)?", t):
        num = float(t.replace(",", "."))
    else:
        return None, ""
    if num == int(num) and "," not in t:
        num = int(num)
    return num, cmp_


# ---------------------------------------------------------------------------
# Model objects
# ---------------------------------------------------------------------------
@dataclass
class V:
    """One printed patient result (a cell)."""
    text: str                      # value_text exactly as printed
    flag: str = ""                 # printed flag beside the value (not part of value_text)
    date: Optional[str] = None     # ISO collection date, when not the report default
    unit: Optional[str] = None     # overrides the row unit
    code: Optional[str] = None     # overrides the row LOINC key
    name: Optional[str] = None     # overrides the row printed name
    flag_before: bool = False      # print the flag before the value


@dataclass
class Col:
    header: str
    width: float                   # fraction of the table width
    kind: str = "text"             # name | value | unit | ref | prev | text
    align: str = "L"               # L | C | R


@dataclass
class Row:
    cells: List[Any]               # str | V | list[str] per column ('\n' splits lines)
    code: str = ""                 # LOINC key for V cells of the row
    unit: str = ""                 # unit for V cells of the row
    name: Optional[str] = None     # printed name; defaults to the first cell
    bold: bool = False


@dataclass
class Sub:
    """A sub-heading row spanning a whole table."""
    text: str


@dataclass
class Table:
    cols: List[Col]
    rows: List[Union[Row, Sub]]
    header: bool = True
    rules: str = "rows"            # grid | rows | head | none | box
    size: Optional[float] = None   # font size (pt); default style size
    leaders: bool = False          # dotted leaders after the name cell
    zebra: bool = False
    pad: float = 0.8               # vertical padding (mm) per row
    head_fill: Optional[str] = None


@dataclass
class H:
    text: str
    level: int = 1                 # 1 exam/section heading, 2 sub heading
    right: str = ""                # text printed at the right end of the heading line


@dataclass
class P:
    text: str                      # may contain '\n' for hard breaks
    size: Optional[float] = None
    italic: bool = False
    bold: bool = False
    color: str = "#000000"
    align: str = "L"


@dataclass
class KV:
    items: List[tuple]             # (label, value) pairs
    ncols: int = 2
    size: Optional[float] = None
    box: bool = True


@dataclass
class Cols:
    left: List[Any]
    right: List[Any]
    split: float = 0.5
    rule: bool = False             # vertical rule between the columns


@dataclass
class Space:
    mm: float


@dataclass
class Rule:
    color: str = "#888888"
    width: float = 0.3


@dataclass
class Sig:
    people: List[List[str]]        # each: lines of a signature block
    note: str = ""


@dataclass
class Lab:
    name: str
    tagline: str
    legal: str                     # razão social + CNPJ
    address: str
    contact: str
    extra: str = ""                # CNES, RT, etc.


@dataclass
class Style:
    font: str = "Liberation Sans"  # family name (HTML) - also mapped to TTF files
    size: float = 9.0              # base font size (pt)
    accent: str = "#1f4e79"
    header: str = "band"           # band | left | center | mono | box | split
    margin: float = 12.0           # page margin (mm)
    head_font: Optional[str] = None
    line: float = 1.25             # line height factor


@dataclass
class Report:
    id: str
    lab: Lab
    style: Style
    city: str
    patient: List[tuple]           # (label, value) pairs printed on every page
    pages: List[List[Any]]
    collected: str                 # ISO default collection date
    footer: str = ""
    features: str = ""             # README description of layout features
    ocr_check: bool = False        # use this report's scan in the Tesseract check


def iter_values(blocks, page_no):
    """Yield (page_no, row_or_None, V, default_name, default_code, default_unit) in reading order."""
    for b in blocks:
        if isinstance(b, Table):
            for r in b.rows:
                if isinstance(r, Sub):
                    continue
                rname = r.name if r.name is not None else _first_text(r.cells)
                for c in r.cells:
                    if isinstance(c, V):
                        yield page_no, r, c, rname, r.code, r.unit
        elif isinstance(b, Cols):
            yield from iter_values(b.left, page_no)
            yield from iter_values(b.right, page_no)


def _first_text(cells):
    c = cells[0]
    if isinstance(c, list):
        c = "\n".join(c)
    return str(c)


def norm_name(s: str) -> str:
    s = re.sub(r"([/-])\n", r"\1", s)      # 'albumina/' + 'globulina' -> 'albumina/globulina'
    return re.sub(r"\s+", " ", s.replace("\n", " ")).strip()


def gold_of(rep: Report) -> dict:
    results = []
    for pno, page in enumerate(rep.pages, 1):
        for _, row, v, rname, rcode, runit in iter_values(page, pno):
            code = v.code or rcode
            analyte, loinc, alts = LOINC[code]
            value, cmp_ = parse_br(v.text)
            results.append({
                "printed_name": norm_name(v.name if v.name is not None else rname),
                "analyte": analyte,
                "loinc": loinc,
                "loinc_alternatives": list(alts),
                "value": value,
                "value_text": v.text,
                "comparator": cmp_,
                "unit": v.unit if v.unit is not None else runit,
                "collected_at": v.date or rep.collected,
            })
    return {"lab": rep.lab.name, "collected_at_default": rep.collected, "results": results}


def page_values(rep: Report, page_no: int):
    return [v.text for _, _, v, *_ in iter_values(rep.pages[page_no - 1], page_no)]


def kv_layout(items, n, wide=36):
    """Place (label, value[, span]) items on an n-column grid; long items span two columns.

    Returns a list of (row, col, span, label, value); shared by both renderers.
    """
    out, r, c = [], 0, 0
    for it in items:
        lab, val = it[0], it[1]
        span = it[2] if len(it) > 2 else (2 if n > 2 and len(lab) + len(val) > wide else 1)
        if c + span > n:
            r, c = r + 1, 0
        out.append((r, c, span, lab, val))
        c += span
        if c >= n:
            r, c = r + 1, 0
    return out
