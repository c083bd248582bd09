"""Document model for the "bf" development set of Brazilian laboratory reports.

A report is described ONCE with the classes below (see reports.py).  The same
objects are walked by render_fpdf.py (PDF drawing + layout), render_html.py
(HTML for Chromium) and gold.py (ground truth), so the gold always matches the
print.

Everything in this set is invented.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

# ---------------------------------------------------------------------------
# analyte catalogue: key -> (analyte description, LOINC, alternatives)
# ---------------------------------------------------------------------------
CATALOG: dict[str, tuple[str, str, list[str]]] = {
    # haematology
    "rbc": ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hgb": ("Hemoglobin, blood, mass", "718-7", []),
    "hct": ("Hematocrit, blood, volume fraction", "4544-3", ["20570-8"]),
    "mcv": ("MCV, erythrocyte mean corpuscular volume", "787-2", []),
    "mch": ("MCH, erythrocyte mean corpuscular hemoglobin", "785-6", []),
    "mchc": ("MCHC, erythrocyte mean corpuscular hemoglobin concentration", "786-4", []),
    "rdw": ("RDW-CV, erythrocyte distribution width ratio", "788-0", []),
    "wbc": ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "neut_pct": ("Neutrophils/100 leukocytes, blood", "770-8", ["26511-6"]),
    "neut_abs": ("Neutrophils, blood, count", "751-8", ["26499-4"]),
    "band_pct": ("Band neutrophils/100 leukocytes, blood, manual", "764-1", ["26508-2"]),
    "band_abs": ("Band neutrophils, blood, count, manual", "763-3", ["26507-4"]),
    "seg_pct": ("Segmented neutrophils/100 leukocytes, blood, manual", "769-0", ["770-8"]),
    "seg_abs": ("Segmented neutrophils, blood, count, manual", "768-2", ["751-8"]),
    "lymph_pct": ("Lymphocytes/100 leukocytes, blood", "736-9", ["26478-8"]),
    "lymph_abs": ("Lymphocytes, blood, count", "731-0", ["26474-7"]),
    "mono_pct": ("Monocytes/100 leukocytes, blood", "5905-5", ["26485-3"]),
    "mono_abs": ("Monocytes, blood, count", "742-7", ["26484-6"]),
    "eos_pct": ("Eosinophils/100 leukocytes, blood", "713-8", ["26450-7"]),
    "eos_abs": ("Eosinophils, blood, count", "711-2", ["26449-9"]),
    "baso_pct": ("Basophils/100 leukocytes, blood", "706-2", ["30180-4"]),
    "baso_abs": ("Basophils, blood, count", "704-7", ["26444-0"]),
    "plt": ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume, blood", "32623-1", []),
    "retic_pct": ("Reticulocytes/100 erythrocytes, blood", "4679-7", []),
    "esr": ("Erythrocyte sedimentation rate, Westergren", "4537-7", ["30341-2"]),
    # coagulation
    "pt_sec": ("Prothrombin time, plasma, seconds", "5902-2", []),
    "inr": ("INR, plasma", "6301-6", ["34714-6"]),
    "aptt_sec": ("aPTT, plasma, seconds", "14979-9", ["3173-2"]),
    "fibrinogen": ("Fibrinogen, plasma, mass", "3255-7", []),
    # glucose metabolism
    "glu_fast": ("Glucose, fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "glu": ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
    "hba1c": ("Hemoglobin A1c/Hemoglobin.total, blood", "4548-4", ["17856-6"]),
    "eag": ("Estimated average glucose from HbA1c", "27353-2", []),
    "fructosamine": ("Fructosamine, serum/plasma, molar", "15069-8", []),
    "insulin": ("Insulin, serum/plasma, units", "20448-7", []),
    "cpeptide": ("C peptide, serum/plasma, mass", "1986-9", []),
    # kidney / electrolytes
    "urea": ("Urea, serum/plasma, mass", "3091-6", []),
    "creat": ("Creatinine, serum/plasma, mass", "2160-0", []),
    "egfr_ckdepi21": ("eGFR, creatinine-based, CKD-EPI 2021", "98979-8", ["62238-1"]),
    "cystatin": ("Cystatin C, serum/plasma, mass", "33863-2", []),
    "urate": ("Urate, serum/plasma, mass", "3084-1", []),
    "na": ("Sodium, serum/plasma, molar", "2951-2", []),
    "k": ("Potassium, serum/plasma, molar", "2823-3", []),
    "cl": ("Chloride, serum/plasma, molar", "2075-0", []),
    "hco3": ("Bicarbonate, serum/plasma, molar", "1963-8", []),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", []),
    "ca_ion": ("Calcium ionized, serum/plasma, molar", "1995-0", ["1994-3"]),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", []),
    "pth": ("Parathyrin intact, serum/plasma, mass", "2731-8", []),
    # urine chemistry
    "u_alb": ("Albumin (microalbumin), urine, mass/volume", "14957-5", []),
    "u_creat": ("Creatinine, urine, mass/volume", "2161-8", []),
    "u_acr": ("Albumin/Creatinine, urine, mass ratio", "14959-1", ["9318-7"]),
    "u_vol24": ("Volume of 24 hour urine", "3167-4", []),
    "u_prot24": ("Protein, 24 hour urine, mass/time", "2889-4", []),
    "u_creat24": ("Creatinine, 24 hour urine, mass/time", "2162-6", []),
    "crcl": ("Creatinine renal clearance, 24 hour urine and serum", "2164-2", []),
    "u_pcr": ("Protein/Creatinine, urine, mass ratio", "2890-2", []),
    # urinalysis
    "ua_color": ("Color of urine", "5778-6", []),
    "ua_aspect": ("Appearance of urine", "5767-9", []),
    "ua_sg": ("Specific gravity of urine, test strip", "5811-5", ["2965-2"]),
    "ua_ph": ("pH of urine, test strip", "5803-2", ["2756-5"]),
    "ua_prot": ("Protein presence, urine, test strip", "20454-5", ["5804-0"]),
    "ua_glu": ("Glucose presence, urine, test strip", "25428-4", ["5792-7"]),
    "ua_ket": ("Ketones presence, urine, test strip", "2514-8", ["5797-6"]),
    "ua_blood": ("Hemoglobin presence, urine, test strip", "5794-3", []),
    "ua_bili": ("Bilirubin presence, urine, test strip", "5770-3", []),
    "ua_urobil": ("Urobilinogen, urine, test strip", "20405-7", ["5818-0"]),
    "ua_nitrite": ("Nitrite presence, urine, test strip", "5802-4", []),
    "ua_le": ("Leukocyte esterase presence, urine, test strip", "5799-2", []),
    "ua_wbc_hpf": ("Leukocytes, urine sediment, per HPF", "5821-4", []),
    "ua_rbc_hpf": ("Erythrocytes, urine sediment, per HPF", "13945-1", []),
    "ua_wbc_ml": ("Leukocytes, urine, count/volume", "30405-5", []),
    "ua_rbc_ml": ("Erythrocytes, urine, count/volume", "30391-7", []),
    "ua_epi": ("Epithelial cells, urine sediment, per HPF", "5787-7", []),
    "ua_casts": ("Casts, urine sediment, per LPF", "9842-6", []),
    "ua_bact": ("Bacteria presence, urine sediment", "25145-4", ["5769-5"]),
    "ua_mucus": ("Mucus presence, urine sediment", "8247-9", []),
    # liver / proteins / enzymes
    "ast": ("AST, serum/plasma, enzyme activity", "1920-8", ["30239-8"]),
    "alt": ("ALT, serum/plasma, enzyme activity", "1742-6", ["1744-2"]),
    "ggt": ("GGT, serum/plasma, enzyme activity", "2324-2", []),
    "alp": ("Alkaline phosphatase, serum/plasma", "6768-6", []),
    "bili_t": ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "bili_d": ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "bili_i": ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "prot_t": ("Protein total, serum/plasma, mass", "2885-2", []),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", []),
    "glob": ("Globulin, serum, calculated", "10834-0", []),
    "ag_ratio": ("Albumin/Globulin ratio, serum/plasma", "1759-0", []),
    "ck": ("Creatine kinase, serum/plasma", "2157-6", []),
    "ldh": ("Lactate dehydrogenase, serum/plasma", "2532-0", ["14804-9"]),
    "amylase": ("Amylase, serum/plasma", "1798-8", []),
    "lipase": ("Lipase, serum/plasma", "3040-3", []),
    # lipids / cardiac
    "chol": ("Cholesterol total, serum/plasma, mass", "2093-3", []),
    "hdl": ("HDL cholesterol, serum/plasma, mass", "2085-9", []),
    "ldl_calc": ("LDL cholesterol, calculated, serum/plasma, mass", "13457-7", ["18262-6"]),
    "vldl_calc": ("VLDL cholesterol, calculated, serum/plasma, mass", "13458-5", ["2091-7"]),
    "nonhdl": ("Non-HDL cholesterol, serum/plasma, mass", "43396-1", []),
    "tg": ("Triglyceride, serum/plasma, mass", "2571-8", []),
    "lpa": ("Lipoprotein(a), serum/plasma, mass", "10835-7", []),
    "apob": ("Apolipoprotein B, serum/plasma, mass", "1884-6", []),
    "hscrp": ("C reactive protein, high sensitivity, serum/plasma", "30522-7", ["1988-5"]),
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", []),
    "homocys": ("Homocysteine, serum/plasma, molar", "13965-9", []),
    "ntprobnp": ("NT-proBNP, serum/plasma, mass", "33762-6", []),
    "hstni": ("Troponin I cardiac, high sensitivity, serum/plasma", "89579-7", ["10839-9"]),
    "ckmb_mass": ("CK-MB, serum/plasma, mass", "13969-1", []),
    "digoxin": ("Digoxin, serum/plasma, mass", "10535-3", []),
    # thyroid / hormones
    "tsh": ("Thyrotropin, serum/plasma", "3016-3", ["11580-8"]),
    "ft4": ("Thyroxine free, serum/plasma, mass", "3024-7", []),
    "t3": ("Triiodothyronine total, serum/plasma, mass", "3053-6", []),
    "ft3": ("Triiodothyronine free, serum/plasma, mass", "3051-0", []),
    "anti_tpo": ("Thyroperoxidase Ab, serum/plasma, units", "8099-4", []),
    "anti_tg": ("Thyroglobulin Ab, serum/plasma, units", "8098-6", []),
    "cortisol": ("Cortisol, serum/plasma, mass", "2143-6", []),
    "prolactin": ("Prolactin, serum/plasma, mass", "2842-3", []),
    "fsh": ("Follitropin, serum/plasma, units", "15067-2", []),
    "lh": ("Lutropin, serum/plasma, units", "10501-5", []),
    "estradiol": ("Estradiol, serum/plasma, mass", "2243-4", []),
    "testo": ("Testosterone, serum/plasma, mass", "2986-8", []),
    "shbg": ("Sex hormone binding globulin, serum/plasma, molar", "13967-5", []),
    "dheas": ("DHEA sulfate, serum/plasma, mass", "2191-5", []),
    "aldosterone": ("Aldosterone, serum/plasma, mass", "1763-2", []),
    # vitamins / iron
    "vitd25": ("25-Hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3"]),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass", "2284-8", []),
    "iron": ("Iron, serum/plasma, mass", "2498-4", []),
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "transferrin": ("Transferrin, serum/plasma, mass", "3034-6", []),
    "tibc": ("Iron binding capacity, serum/plasma, mass", "2500-7", []),
    "uibc": ("Iron binding capacity unsaturated, serum/plasma", "2501-5", []),
    "tsat": ("Iron saturation, serum/plasma", "2502-3", []),
    # serology
    "hbsag": ("Hepatitis B virus surface Ag presence, serum", "5196-1", ["5195-3"]),
    "anti_hbs": ("Hepatitis B virus surface Ab, serum, units", "16935-9", ["5193-8"]),
    "anti_hcv": ("Hepatitis C virus Ab presence, serum", "16128-1", ["13955-0"]),
    "hiv_agab": ("HIV 1+2 Ab + HIV1 p24 Ag presence, serum/plasma", "56888-1", []),
    "vdrl": ("Reagin Ab presence, serum, VDRL", "5292-8", []),
    "rf": ("Rheumatoid factor, serum/plasma, units", "11572-5", []),
    # tumour markers
    "psa": ("Prostate specific Ag, serum/plasma, mass", "2857-1", []),
    "psa_free": ("Prostate specific Ag free, serum/plasma, mass", "10886-0", []),
    "psa_ratio": ("PSA free/PSA total, serum/plasma", "12841-3", []),
    "cea": ("Carcinoembryonic Ag, serum/plasma, mass", "2039-6", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma, units", "24108-3", []),
    "ca125": ("Cancer Ag 125, serum/plasma, units", "10334-1", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
}


def loinc_ok(code: str) -> bool:
    """LOINC mod-10 check digit (Luhn on the part before the hyphen)."""
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    body, chk = m.group(1), int(m.group(2))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10 == chk


_COMP_WORDS = [
    ("inferior ou igual a", "<="), ("superior ou igual a", ">="),
    ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
    ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
]
_NUM = re.compile(r"^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$")


def parse_value(vt: str):
    """Brazilian value text -> (value or None, comparator)."""
    s = " ".join(vt.split())
    comp = ""
    low = s.lower()
    for word, c in _COMP_WORDS:
        if low.startswith(word):
            comp = c
            s = s[len(word):].strip()
            break
    m = _NUM.match(s)
    if not m:
        return None, ""
    intpart = m.group(1).replace(".", "")
    val = float(intpart + ("." + m.group(2) if m.group(2) else ""))
    if val == int(val) and not m.group(2):
        val = int(val)
    return val, comp


# ---------------------------------------------------------------------------
# content
# ---------------------------------------------------------------------------
@dataclass
class Res:
    """One printed patient result."""
    key: str
    name: str            # printed name (lines of a split name joined by one space)
    vt: str              # value text exactly as printed (no flag)
    unit: str = ""
    flag: str = ""       # printed beside the value, not part of value_text
    date: str | None = None   # ISO collection date; None -> report default
    flag_before: bool = False
    style: str | None = None  # font style override for the value

    def text(self) -> str:
        if not self.flag:
            return self.vt
        return (self.flag + " " + self.vt) if self.flag_before else (self.vt + " " + self.flag)


@dataclass
class F:
    """A styled text fragment inside a cell."""
    text: str
    style: str = ""          # '', 'B', 'I', 'BI'
    color: tuple | None = None
    size: float | None = None


# cell content: str | F | Res | list of those; '\n' inside str splits lines


@dataclass
class Span:
    """A row spanning the whole grid (sub-heading)."""
    text: str
    style: str = "B"
    fill: tuple | None = None
    color: tuple | None = None
    align: str = "L"
    rule_below: bool = False
    size: float | None = None


@dataclass
class Grid:
    widths: list
    rows: list
    header: list | None = None
    aligns: str | None = None
    rules: str = "none"        # none | grid | rows | header | box | hlines
    size: float | None = None  # pt
    lh: float | None = None    # mm per text line
    vpad: float = 0.6          # mm above + below each row (total)
    hpad: float = 1.2
    leaders: int | None = None  # column index whose text is followed by dots
    header_style: str = "B"
    header_fill: tuple | None = None
    header_color: tuple | None = None
    header_size: float | None = None
    value_style: str = "B"
    rule_color: tuple = (90, 90, 90)
    zebra: tuple | None = None
    valign_bottom_header: bool = True
    leader_char: str = "."


@dataclass
class Text:
    text: str                 # may contain explicit '\n'; long lines are wrapped
    size: float | None = None
    style: str = ""
    align: str = "L"
    color: tuple | None = None
    lh: float | None = None
    fill: tuple | None = None
    pad: float = 0.0


@dataclass
class Spacer:
    h: float


@dataclass
class HLine:
    width: float = 0.3
    color: tuple = (0, 0, 0)
    dashed: bool = False
    gap_before: float = 0.8
    gap_after: float = 0.8


@dataclass
class Columns:
    cols: list                # list of (width_mm, [blocks])
    gap: float = 4.0
    divider: bool = False


@dataclass
class Box:
    blocks: list
    border: tuple | None = (0, 0, 0)
    fill: tuple | None = None
    pad: float = 1.5
    line_width: float = 0.3
    radius: bool = False


@dataclass
class Logo:
    text: str
    w: float
    h: float
    fill: tuple
    color: tuple = (255, 255, 255)
    size: float = 16
    round: bool = False


@dataclass
class Page:
    blocks: list


@dataclass
class Style:
    font: str                   # key into FONTS
    size: float = 8.5           # pt
    lh: float = 4.0             # mm
    color: tuple = (20, 20, 20)
    accent: tuple = (0, 60, 120)
    margin_l: float = 14.0
    margin_r: float = 14.0
    margin_t: float = 10.0
    footer_h: float = 22.0


@dataclass
class Report:
    id: str
    lab: str
    city: str
    default_date: str           # ISO
    style: Style
    header: object              # callable(page_no, n_pages) -> list of blocks
    footer: object              # callable(page_no, n_pages) -> list of blocks
    pages: list
    features: str = ""
    title: str = ""


FONTS = {
    "libsans": ("Liberation Sans", "/usr/share/fonts/truetype/liberation2/LiberationSans-{}.ttf",
                {"": "Regular", "B": "Bold", "I": "Italic", "BI": "BoldItalic"}),
    "libserif": ("Liberation Serif", "/usr/share/fonts/truetype/liberation2/LiberationSerif-{}.ttf",
                 {"": "Regular", "B": "Bold", "I": "Italic", "BI": "BoldItalic"}),
    "libmono": ("Liberation Mono", "/usr/share/fonts/truetype/liberation2/LiberationMono-{}.ttf",
                {"": "Regular", "B": "Bold", "I": "Italic", "BI": "BoldItalic"}),
    "carlito": ("Carlito", "/usr/share/fonts/truetype/crosextra/Carlito-{}.ttf",
                {"": "Regular", "B": "Bold", "I": "Italic", "BI": "BoldItalic"}),
    "dejavu": ("DejaVu Sans", "/usr/share/fonts/truetype/dejavu/DejaVuSans{}.ttf",
               {"": "", "B": "-Bold", "I": "-Oblique", "BI": "-BoldOblique"}),
    "dejavucond": ("DejaVu Sans Condensed", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed{}.ttf",
                   {"": "", "B": "-Bold", "I": "-Oblique", "BI": "-BoldOblique"}),
    "dejavuserif": ("DejaVu Serif", "/usr/share/fonts/truetype/dejavu/DejaVuSerif{}.ttf",
                    {"": "", "B": "-Bold", "I": "-Italic", "BI": "-BoldItalic"}),
    "dejavumono": ("DejaVu Sans Mono", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono{}.ttf",
                   {"": "", "B": "-Bold", "I": "-Oblique", "BI": "-BoldOblique"}),
}


def font_file(font: str, style: str) -> str:
    _, pat, m = FONTS[font]
    return pat.format(m[style])


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
def br(iso: str) -> str:
    y, m, d = iso.split("-")
    return f"{d}/{m}/{y}"


def iter_results(blocks):
    """Results in reading order (rows top-down, cells left-right, columns left-right)."""
    for b in blocks:
        if isinstance(b, Grid):
            if b.header:
                for c in b.header:
                    yield from _cell_results(c)
            for row in b.rows:
                if isinstance(row, Span):
                    continue
                for c in row:
                    yield from _cell_results(c)
        elif isinstance(b, Columns):
            for _, sub in b.cols:
                yield from iter_results(sub)
        elif isinstance(b, Box):
            yield from iter_results(b.blocks)


def _cell_results(c):
    if isinstance(c, Res):
        yield c
    elif isinstance(c, (list, tuple)):
        for x in c:
            if isinstance(x, Res):
                yield x


def report_results(rep: Report):
    """[(page_no, Res)] for the whole report (headers/footers carry no results)."""
    out = []
    for i, p in enumerate(rep.pages, 1):
        for r in iter_results(p.blocks):
            out.append((i, r))
    return out


def gold(rep: Report) -> dict:
    res = []
    for _, r in report_results(rep):
        analyte, code, alts = CATALOG[r.key]
        val, comp = parse_value(r.vt)
        res.append({
            "printed_name": r.name,
            "analyte": analyte,
            "loinc": code,
            "loinc_alternatives": list(alts),
            "value": val,
            "value_text": r.vt,
            "comparator": comp,
            "unit": r.unit,
            "collected_at": r.date or rep.default_date,
        })
    return {"lab": rep.lab, "collected_at_default": rep.default_date, "results": res}
