"""Report model shared by every renderer (HTML, fpdf2) and by the gold extractor.

A report is described once, as data: a header (lab, patient, distractor dates), a
style, and a list of pages, each a list of blocks.  Result-bearing blocks hold
``R`` objects (one printed result, optionally with earlier results ``P``).  The
renderers print exactly the strings held here, and ``gold.py`` walks the same
objects in reading order, so the gold always matches the print.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

# --------------------------------------------------------------------------
# Analyte catalogue: key -> (analyte description, LOINC, alternatives)
# --------------------------------------------------------------------------
CAT = {
    # haematology
    "rbc": ("Erythrocytes [#/volume] in Blood", "789-8", ["26453-1"]),
    "hgb": ("Hemoglobin [Mass/volume] in Blood", "718-7", []),
    "hct": ("Hematocrit [Volume Fraction] of Blood", "4544-3", ["20570-8"]),
    "mcv": ("MCV [Entitic volume]", "787-2", ["30428-7"]),
    "mch": ("MCH [Entitic mass]", "785-6", []),
    "mchc": ("MCHC [Mass/volume]", "786-4", []),
    "rdw": ("Erythrocyte distribution width [Ratio]", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes [#/volume] in Blood", "6690-2", ["26464-8"]),
    "neut_pct": ("Neutrophils/100 leukocytes in Blood", "770-8", ["26511-6"]),
    "neut_abs": ("Neutrophils [#/volume] in Blood", "751-8", ["26499-4"]),
    "band_pct": ("Neutrophils.band form/100 leukocytes in Blood", "764-1", ["26508-2"]),
    "band_abs": ("Neutrophils.band form [#/volume] in Blood", "26507-4", []),
    "seg_pct": ("Neutrophils.segmented/100 leukocytes in Blood", "769-0", ["770-8"]),
    "seg_abs": ("Neutrophils.segmented [#/volume] in Blood", "768-2", ["751-8"]),
    "lymph_pct": ("Lymphocytes/100 leukocytes in Blood", "736-9", ["26478-8"]),
    "lymph_abs": ("Lymphocytes [#/volume] in Blood", "731-0", ["26474-7"]),
    "mono_pct": ("Monocytes/100 leukocytes in Blood", "5905-5", ["26485-3"]),
    "mono_abs": ("Monocytes [#/volume] in Blood", "742-7", ["26484-6"]),
    "eos_pct": ("Eosinophils/100 leukocytes in Blood", "713-8", ["26450-7"]),
    "eos_abs": ("Eosinophils [#/volume] in Blood", "711-2", ["26449-9"]),
    "baso_pct": ("Basophils/100 leukocytes in Blood", "706-2", ["30180-4"]),
    "baso_abs": ("Basophils [#/volume] in Blood", "704-7", ["26444-0"]),
    "plt": ("Platelets [#/volume] in Blood", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume [Entitic volume] in Blood", "32623-1", ["28542-9"]),
    # chemistry
    "glu": ("Glucose [Mass/volume] in Serum or Plasma", "2345-7", ["1558-6"]),
    "glu_f": ("Fasting glucose [Mass/volume] in Serum or Plasma", "1558-6", ["2345-7"]),
    "hba1c": ("Hemoglobin A1c/Hemoglobin.total in Blood", "4548-4", ["17856-6"]),
    "insulin": ("Insulin [Units/volume] in Serum or Plasma", "20448-7", []),
    "crea": ("Creatinine [Mass/volume] in Serum or Plasma", "2160-0", []),
    "urea": ("Urea [Mass/volume] in Serum or Plasma", "3091-6", []),
    "egfr": ("Glomerular filtration rate/1.73 sq M.predicted (CKD-EPI 2021)", "98979-8", ["62238-1"]),
    "uric": ("Urate [Mass/volume] in Serum or Plasma", "3084-1", []),
    "na": ("Sodium [Moles/volume] in Serum or Plasma", "2951-2", []),
    "k": ("Potassium [Moles/volume] in Serum or Plasma", "2823-3", []),
    "cl": ("Chloride [Moles/volume] in Serum or Plasma", "2075-0", []),
    "ca": ("Calcium [Mass/volume] in Serum or Plasma", "17861-6", []),
    "mg": ("Magnesium [Mass/volume] in Serum or Plasma", "19123-9", []),
    "phos": ("Phosphate [Mass/volume] in Serum or Plasma", "2777-1", []),
    "ast": ("Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma", "1920-8", []),
    "alt": ("Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma", "1742-6", []),
    "ggt": ("Gamma glutamyl transferase [Enzymatic activity/volume] in Serum or Plasma", "2324-2", []),
    "alp": ("Alkaline phosphatase [Enzymatic activity/volume] in Serum or Plasma", "6768-6", []),
    "tbil": ("Bilirubin.total [Mass/volume] in Serum or Plasma", "1975-2", []),
    "dbil": ("Bilirubin.direct [Mass/volume] in Serum or Plasma", "1968-7", []),
    "ibil": ("Bilirubin.indirect [Mass/volume] in Serum or Plasma", "1971-1", []),
    "alb": ("Albumin [Mass/volume] in Serum or Plasma", "1751-7", []),
    "tprot": ("Protein [Mass/volume] in Serum or Plasma", "2885-2", []),
    "chol": ("Cholesterol [Mass/volume] in Serum or Plasma", "2093-3", []),
    "hdl": ("Cholesterol in HDL [Mass/volume] in Serum or Plasma", "2085-9", []),
    "ldl": ("Cholesterol in LDL [Mass/volume] in Serum or Plasma by calculation", "13457-7", ["2089-1", "18262-6"]),
    "vldl": ("Cholesterol in VLDL [Mass/volume] in Serum or Plasma by calculation", "13458-5", []),
    "nonhdl": ("Cholesterol.non HDL [Mass/volume] in Serum or Plasma", "43396-1", []),
    "tg": ("Triglyceride [Mass/volume] in Serum or Plasma", "2571-8", []),
    "crp": ("C reactive protein [Mass/volume] in Serum or Plasma", "1988-5", ["30522-7"]),
    # thyroid
    "tsh": ("Thyrotropin [Units/volume] in Serum or Plasma", "3016-3", ["11580-8"]),
    "ft4": ("Thyroxine (T4) free [Mass/volume] in Serum or Plasma", "3024-7", []),
    "tpo": ("Thyroperoxidase Ab [Units/volume] in Serum or Plasma", "8099-4", []),
    # iron and vitamins
    "iron": ("Iron [Mass/volume] in Serum or Plasma", "2498-4", []),
    "ferritin": ("Ferritin [Mass/volume] in Serum or Plasma", "2276-4", []),
    "tibc": ("Iron binding capacity [Mass/volume] in Serum or Plasma", "2500-7", []),
    "tsat": ("Iron saturation [Mass Fraction] in Serum or Plasma", "2502-3", []),
    "transferrin": ("Transferrin [Mass/volume] in Serum or Plasma", "3034-6", []),
    "b12": ("Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma", "2132-9", []),
    "folate": ("Folate [Mass/volume] in Serum or Plasma", "2284-8", []),
    "vitd": ("25-Hydroxyvitamin D3+25-Hydroxyvitamin D2 [Mass/volume] in Serum or Plasma", "62292-8", ["1989-3"]),
    "pth": ("Parathyrin.intact [Mass/volume] in Serum or Plasma", "2731-8", []),
    # reproductive hormones
    "fsh": ("Follitropin [Units/volume] in Serum or Plasma", "15067-2", []),
    "lh": ("Lutropin [Units/volume] in Serum or Plasma", "10501-5", []),
    "e2": ("Estradiol (E2) [Mass/volume] in Serum or Plasma", "2243-4", []),
    "prog": ("Progesterone [Mass/volume] in Serum or Plasma", "2839-9", []),
    "prl": ("Prolactin [Mass/volume] in Serum or Plasma", "2842-3", []),
    "amh": ("Mullerian inhibiting substance [Mass/volume] in Serum or Plasma", "38476-8", []),
    "testo": ("Testosterone [Mass/volume] in Serum or Plasma", "2986-8", []),
    "testo_mol": ("Testosterone [Moles/volume] in Serum or Plasma", "14913-8", []),
    "ftesto": ("Testosterone Free [Mass/volume] in Serum or Plasma", "2991-8", ["103227-5"]),
    "ftesto_mol": ("Testosterone Free [Moles/volume] in Serum or Plasma", "14914-6", []),
    "shbg": ("Sex hormone binding globulin [Moles/volume] in Serum or Plasma", "13967-5", []),
    "dheas": ("Dehydroepiandrosterone sulfate (DHEA-S) [Mass/volume] in Serum or Plasma", "2191-5", []),
    "ohp17": ("17-Hydroxyprogesterone [Mass/volume] in Serum or Plasma", "1668-3", []),
    "andro": ("Androstenedione [Mass/volume] in Serum or Plasma", "1854-9", []),
    "bhcg": ("Choriogonadotropin.beta subunit [Units/volume] in Serum or Plasma", "21198-7", ["19080-1"]),
    # tumour markers
    "psa": ("Prostate specific Ag [Mass/volume] in Serum or Plasma", "2857-1", []),
    "fpsa": ("Prostate Specific Ag Free [Mass/volume] in Serum or Plasma", "10886-0", []),
    "psa_ratio": ("Prostate Specific Ag Free/Prostate specific Ag.total in Serum or Plasma", "12841-3", []),
    "ca125": ("Cancer Ag 125 [Units/volume] in Serum or Plasma", "10334-1", []),
    "ca153": ("Cancer Ag 15-3 [Units/volume] in Serum or Plasma", "6875-9", []),
    "ca199": ("Cancer Ag 19-9 [Units/volume] in Serum or Plasma", "24108-3", []),
    "cea": ("Carcinoembryonic Ag [Mass/volume] in Serum or Plasma", "2039-6", []),
    "afp": ("Alpha-1-Fetoprotein [Mass/volume] in Serum or Plasma", "1834-1", []),
    # coagulation
    "pt_s": ("Prothrombin time (PT)", "5902-2", []),
    "pt_act": ("Prothrombin time (PT) actual/normal", "5894-1", []),
    "inr": ("INR in Platelet poor plasma by Coagulation assay", "6301-6", ["34714-6"]),
    "aptt": ("aPTT in Platelet poor plasma by Coagulation assay", "14979-9", ["3173-2"]),
    "fib": ("Fibrinogen [Mass/volume] in Platelet poor plasma by Coagulation assay", "3255-7", []),
    # immunohaematology and serology
    "abo": ("ABO group [Type] in Blood", "883-9", []),
    "rh": ("Rh [Type] in Blood", "10331-7", []),
    "abscreen": ("Blood group antibody screen [Presence] in Serum or Plasma", "890-4", []),
    "hiv": ("HIV 1+2 Ab + HIV1 p24 Ag [Presence] in Serum or Plasma by Immunoassay", "56888-1", []),
    "vdrl": ("Reagin Ab [Presence] in Serum by VDRL", "5292-8", ["20507-0"]),
    "hbsag": ("Hepatitis B virus surface Ag [Presence] in Serum", "5196-1", ["5195-3"]),
    "antihbs": ("Hepatitis B virus surface Ab [Units/volume] in Serum", "16935-9", ["5193-8"]),
    "antihbc": ("Hepatitis B virus core Ab [Presence] in Serum", "16933-4", ["13952-7"]),
    "hcv": ("Hepatitis C virus Ab [Presence] in Serum", "16128-1", ["13955-0"]),
    "toxo_igg": ("Toxoplasma gondii IgG Ab [Units/volume] in Serum", "8039-0", []),
    "toxo_igm": ("Toxoplasma gondii IgM Ab [Presence] in Serum", "25542-2", []),
    "rub_igg": ("Rubella virus IgG Ab [Units/volume] in Serum or Plasma by Immunoassay", "5334-8", ["8014-3"]),
    "rub_igm": ("Rubella virus IgM Ab [Presence] in Serum or Plasma by Immunoassay", "24116-6", []),
    # urinalysis
    "u_color": ("Color of Urine", "5778-6", []),
    "u_clar": ("Clarity of Urine", "5767-9", []),
    "u_sg": ("Specific gravity of Urine by Test strip", "5811-5", []),
    "u_ph": ("pH of Urine by Test strip", "5803-2", []),
    "u_prot": ("Protein [Presence] in Urine by Test strip", "20454-5", ["5804-0"]),
    "u_glu": ("Glucose [Presence] in Urine by Test strip", "25428-4", ["5792-7"]),
    "u_ket": ("Ketones [Presence] in Urine by Test strip", "2514-8", ["5797-6"]),
    "u_hgb": ("Hemoglobin [Presence] in Urine by Test strip", "5794-3", []),
    "u_bil": ("Bilirubin.total [Presence] in Urine by Test strip", "5770-3", []),
    "u_ubg": ("Urobilinogen [Mass/volume] in Urine by Test strip", "5818-0", ["20405-7"]),
    "u_nit": ("Nitrite [Presence] in Urine by Test strip", "5802-4", []),
    "u_le": ("Leukocyte esterase [Presence] in Urine by Test strip", "5799-2", []),
    "u_wbc": ("Leukocytes [#/area] in Urine sediment by Microscopy high power field", "5821-4", []),
    "u_rbc": ("Erythrocytes [#/area] in Urine sediment by Microscopy high power field", "13945-1", []),
    "u_epi": ("Epithelial cells [#/area] in Urine sediment by Microscopy high power field", "5787-7", ["11277-1"]),
    "u_bact": ("Bacteria [Presence] in Urine sediment by Light microscopy", "25145-4", ["5769-5"]),
    "u_mucus": ("Mucus [Presence] in Urine sediment by Light microscopy", "8247-9", []),
}


def loinc_ok(code: str) -> bool:
    """LOINC mod-10 check digit (Luhn over the digits, check digit included)."""
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    digits = [int(c) for c in m.group(1) + m.group(2)]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


# --------------------------------------------------------------------------
# Brazilian number parsing for value_text
# --------------------------------------------------------------------------
_NUM = r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?"
_CMP = {"<": "<", ">": ">", "<=": "<=", ">=": ">=", "≤": "<=", "≥": ">=",
        "inferior a": "<", "superior a": ">", "menor que": "<", "maior que": ">",
        "inferior ou igual a": "<=", "superior ou igual a": ">="}


def parse_br_number(s: str):
    s = s.strip()
    if not re.fullmatch(_NUM, s):
        return None
    v = float(s.replace(".", "").replace(",", "."))
    return int(v) if v.is_integer() and "," not in s else v


def parse_value(text: str):
    """Return (value, comparator) for a printed value_text."""
    t = text.strip()
    for word in sorted(_CMP, key=len, reverse=True):
        if t.lower().startswith(word):
            rest = t[len(word):].strip()
            v = parse_br_number(rest)
            if v is not None:
                return v, _CMP[word]
    v = parse_br_number(t)
    if v is not None:
        return v, ""
    return None, ""


def br(d: str) -> str:
    """ISO date -> dd/mm/yyyy."""
    y, m, dd = d.split("-")
    return f"{dd}/{m}/{y}"


# --------------------------------------------------------------------------
# Results and blocks
# --------------------------------------------------------------------------
@dataclass
class P:
    """An earlier result printed beside/below the current one."""
    value: str
    date: str                 # ISO collection date of that earlier sample
    unit: Optional[str] = None  # defaults to the parent's unit
    flag: str = ""


@dataclass
class R:
    key: str
    name: str                 # as printed; "\n" = printed on two lines
    value: str                # value_text exactly as printed
    unit: str = ""
    flag: str = ""            # printed beside the value, not part of value_text
    ref: tuple = ()           # printed reference lines (not results)
    date: Optional[str] = None  # ISO collection date, when not the block's
    prev: tuple = ()          # earlier results (P)
    label: Optional[str] = None  # block layouts: label before the value
    also: tuple = ()          # further results on the same table row (Col.idx >= 1)

    @property
    def printed_name(self):
        return " ".join(x.strip() for x in self.name.split("\n"))


def cell_target(r, col):
    """The result a value/unit/ref/flag column shows for row r (idx 0 = r, k = r.also[k-1])."""
    if col.idx == 0:
        return r
    return r.also[col.idx - 1] if col.idx - 1 < len(r.also) else None


@dataclass
class Sub:
    """Sub-heading row inside a table or leaders list."""
    text: str


@dataclass
class Col:
    kind: str     # name | value | unit | valunit | flag | ref | prev | text
    label: str
    width: float  # mm
    align: str = "L"
    idx: int = 0  # prev columns: index in R.prev; value/unit/ref/flag: 0 = row, k = R.also[k-1]


@dataclass
class Table:
    cols: list
    rows: list
    rules: str = "h"          # grid | h | none | head
    header: bool = True
    date: Optional[str] = None
    size: Optional[float] = None
    zebra: bool = False


@dataclass
class Leaders:
    rows: list
    w_name: float             # width of name+dots zone, mm
    w_val: float
    w_unit: float = 0
    w_ref: float = 0
    date: Optional[str] = None
    size: Optional[float] = None
    dot: str = "."


@dataclass
class Exam:
    """Block layout: heading / material / method / result(s) / reference."""
    title: str
    results: list
    material: str = ""
    method: str = ""
    ref: list = field(default_factory=list)   # printed reference lines
    reftable: Optional["RefTable"] = None
    ref_first: bool = False
    note: str = ""
    date: Optional[str] = None
    prev_style: str = "anterior"   # anterior | historico
    label_w: float = 40


@dataclass
class Cumul:
    title: str
    dates: list            # ISO dates, column order
    rows: list             # list of CRow
    w_name: float = 48
    w_val: float = 24
    w_unit: float = 18
    w_ref: float = 40
    date_label: str = "{d}"


@dataclass
class CRow:
    key: str
    name: str
    unit: str
    ref: str
    values: list           # value_text per date, "" when not done
    flags: list = field(default_factory=list)

    @property
    def printed_name(self):
        return " ".join(x.strip() for x in self.name.split("\n"))


@dataclass
class TwoCol:
    left: list
    right: list
    gap: float = 6
    rule: bool = False


@dataclass
class Heading:
    text: str
    right: str = ""


@dataclass
class Note:
    text: str
    size: Optional[float] = None
    italic: bool = False
    bold_prefix: str = ""


@dataclass
class RefTable:
    title: str
    header: list
    rows: list
    widths: list
    size: Optional[float] = None


@dataclass
class KV:
    items: list            # (label, value)
    widths: Optional[list] = None
    size: Optional[float] = None


@dataclass
class Sign:
    signers: list          # (name, title line, register line)
    text: str = ""


@dataclass
class Space:
    mm: float


@dataclass
class Report:
    id: str
    lab: dict              # name, tagline, lines (address etc.), resp
    style: dict
    patient: list          # (label, value) pairs printed in the patient box
    collected_default: str
    pages: list            # list of list of blocks
    footer: str = ""
    page2_head: list = field(default_factory=list)  # (label, value) for repeated header
    city: str = ""
    features: str = ""
