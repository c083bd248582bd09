"""Core data model shared by the HTML renderer, the fpdf2 renderer and the gold writer.

A report is described once as a list of pages made of layout blocks (Grid, Box, Cols,
Space, HRule).  Patient results are `Res` objects placed inside text segments (`Seg`)
of grid cells; the gold JSON is collected by walking the same blocks in reading order,
so the gold always matches what is printed.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

# ----------------------------------------------------------------------------------------
# LOINC catalogue: key -> (analyte description, primary code, alternatives)
# ----------------------------------------------------------------------------------------
CATALOG: dict[str, tuple[str, str, list[str]]] = {
    # blood count
    "rbc": ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hgb": ("Hemoglobin, blood, mass", "718-7", []),
    "hct": ("Hematocrit, blood, volume fraction", "4544-3", ["20570-8"]),
    "mcv": ("Erythrocyte mean corpuscular volume (MCV)", "787-2", ["30428-7"]),
    "mch": ("Erythrocyte mean corpuscular hemoglobin (MCH)", "785-6", ["28539-5"]),
    "mchc": ("Erythrocyte mean corpuscular hemoglobin concentration (MCHC)", "786-4", ["28540-3"]),
    "rdw": ("Erythrocyte distribution width (RDW-CV), ratio", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "neut_pct": ("Neutrophils/100 leukocytes, blood", "770-8", ["26511-6"]),
    "neut_abs": ("Neutrophils, blood, count", "751-8", ["26499-4"]),
    "band_pct": ("Band neutrophils/100 leukocytes, blood", "764-1", ["26508-2"]),
    "band_abs": ("Band neutrophils, blood, count", "26507-4", []),
    "seg_pct": ("Segmented neutrophils/100 leukocytes, blood", "769-0", ["770-8"]),
    "lymph_pct": ("Lymphocytes/100 leukocytes, blood", "736-9", ["26478-8"]),
    "lymph_abs": ("Lymphocytes, blood, count", "731-0", ["26474-7"]),
    "mono_pct": ("Monocytes/100 leukocytes, blood", "5905-5", ["26485-3"]),
    "mono_abs": ("Monocytes, blood, count", "742-7", ["26484-6"]),
    "eos_pct": ("Eosinophils/100 leukocytes, blood", "713-8", ["26450-7"]),
    "eos_abs": ("Eosinophils, blood, count", "711-2", ["26449-9"]),
    "baso_pct": ("Basophils/100 leukocytes, blood", "706-2", ["26446-5"]),
    "baso_abs": ("Basophils, blood, count", "704-7", ["26444-0"]),
    "plt": ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume (MPV)", "32623-1", ["28542-9"]),
    "esr": ("Erythrocyte sedimentation rate, Westergren", "4537-7", ["30341-2"]),
    "abo": ("ABO group, blood", "883-9", []),
    "rh": ("Rh type, blood", "10331-7", []),
    # glucose
    "glu": ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
    "glu_fast": ("Glucose, fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "hba1c": ("Hemoglobin A1c/Hemoglobin.total, blood", "4548-4", ["17856-6"]),
    "hba1c_ifcc": ("Hemoglobin A1c/Hemoglobin.total, blood, IFCC (mmol/mol)", "59261-8", []),
    "eag": ("Estimated average glucose from HbA1c, mass", "27353-2", []),
    "insulin": ("Insulin, serum/plasma", "20448-7", []),
    # lipids
    "chol": ("Cholesterol, serum/plasma, mass", "2093-3", []),
    "hdl": ("HDL cholesterol, serum/plasma, mass", "2085-9", []),
    "ldl_calc": ("LDL cholesterol, serum/plasma, calculated, mass", "13457-7", ["2089-1"]),
    "ldl_direct": ("LDL cholesterol, serum/plasma, direct assay, mass", "18262-6", ["2089-1"]),
    "vldl": ("VLDL cholesterol, serum/plasma, calculated, mass", "13458-5", ["2091-7"]),
    "nonhdl": ("Non-HDL cholesterol, serum/plasma, mass", "43396-1", []),
    "tg": ("Triglyceride, serum/plasma, mass", "2571-8", []),
    # kidney, electrolytes
    "creat": ("Creatinine, serum/plasma, mass", "2160-0", []),
    "urea": ("Urea, serum/plasma, mass", "3091-6", []),
    "egfr": ("eGFR, creatinine-based, CKD-EPI 2021", "98979-8", ["62238-1"]),
    "uric": ("Urate, serum/plasma, mass", "3084-1", []),
    "na": ("Sodium, serum/plasma, molar", "2951-2", []),
    "k": ("Potassium, serum/plasma, molar", "2823-3", []),
    "cl": ("Chloride, serum/plasma, molar", "2075-0", []),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", []),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", []),
    "microalb": ("Albumin (microalbumin), urine, mass", "14957-5", []),
    "acr": ("Albumin/creatinine, urine, mass ratio", "14959-1", ["9318-7"]),
    # liver
    "ast": ("AST, serum/plasma, enzymatic activity", "1920-8", []),
    "alt": ("ALT, serum/plasma, enzymatic activity", "1742-6", []),
    "ggt": ("GGT, serum/plasma, enzymatic activity", "2324-2", []),
    "alp": ("Alkaline phosphatase, serum/plasma, enzymatic activity", "6768-6", []),
    "bil_t": ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "bil_d": ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "bil_i": ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "prot": ("Protein total, serum/plasma, mass", "2885-2", []),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", []),
    "glob": ("Globulin, serum, calculated, mass", "10834-0", []),
    "ag_ratio": ("Albumin/globulin ratio, serum/plasma", "1759-0", []),
    "ck": ("Creatine kinase, serum/plasma, enzymatic activity", "2157-6", []),
    "ldh": ("Lactate dehydrogenase, serum/plasma, enzymatic activity", "2532-0", []),
    # thyroid
    "tsh": ("Thyrotropin (TSH), serum/plasma", "3016-3", ["11580-8"]),
    "ft4": ("Thyroxine free (free T4), serum/plasma, mass", "3024-7", []),
    "t3": ("Triiodothyronine total (T3), serum/plasma, mass", "3053-6", []),
    "ft3": ("Triiodothyronine free (free T3), serum/plasma, mass", "3051-0", []),
    "tpo": ("Thyroperoxidase antibody, serum/plasma", "8099-4", []),
    # iron, vitamins
    "iron": ("Iron, serum/plasma, mass", "2498-4", []),
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "tsat": ("Iron saturation (transferrin saturation), serum/plasma", "2502-3", []),
    "tibc": ("Iron binding capacity (TIBC), serum/plasma", "2500-7", []),
    "uibc": ("Iron binding capacity unsaturated (UIBC), serum/plasma", "2501-5", []),
    "transferrin": ("Transferrin, serum/plasma, mass", "3034-6", []),
    "b12": ("Cobalamin (vitamin B12), serum/plasma, mass", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd": ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "62292-8", ["1989-3"]),
    "homocys": ("Homocysteine, serum/plasma, molar", "13965-9", []),
    # inflammation
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", []),
    "hscrp": ("C reactive protein, high sensitivity, serum/plasma", "30522-7", ["1988-5"]),
    # hormones
    "psa": ("Prostate specific Ag total, serum/plasma, mass", "2857-1", []),
    "fpsa": ("Prostate specific Ag free, serum/plasma, mass", "10886-0", []),
    "psa_ratio": ("PSA free/PSA total, serum/plasma", "12841-3", []),
    "bhcg": ("Choriogonadotropin beta subunit, serum/plasma", "21198-7", ["19080-1"]),
    "fsh": ("Follitropin (FSH), serum/plasma", "15067-2", []),
    "lh": ("Lutropin (LH), serum/plasma", "10501-5", []),
    "e2": ("Estradiol, serum/plasma, mass", "2243-4", []),
    "prl": ("Prolactin, serum/plasma, mass", "2842-3", []),
    "prog": ("Progesterone, serum/plasma, mass", "2839-9", []),
    "testo": ("Testosterone total, serum/plasma, mass", "2986-8", []),
    "ftesto": ("Testosterone free, serum/plasma, mass", "2991-8", []),
    "shbg": ("Sex hormone binding globulin, serum/plasma, molar", "13967-5", []),
    "dheas": ("DHEA sulfate, serum/plasma, mass", "2191-5", []),
    "cortisol": ("Cortisol, serum/plasma, mass", "2143-6", []),
    # coagulation
    "pt": ("Prothrombin time (PT)", "5902-2", []),
    "inr": ("INR, platelet poor plasma", "6301-6", ["34714-6"]),
    "aptt": ("aPTT, platelet poor plasma", "14979-9", ["3173-2"]),
    "fib": ("Fibrinogen, platelet poor plasma, mass", "3255-7", []),
    # serology
    "hiv": ("HIV 1+2 Ab + HIV-1 p24 Ag, presence, serum/plasma", "56888-1", []),
    "hbsag": ("Hepatitis B surface Ag, presence, serum", "5196-1", ["5195-3"]),
    "antihbs": ("Hepatitis B surface Ab, serum, units/volume", "5193-8", ["16935-9"]),
    "antihcv": ("Hepatitis C virus Ab, presence, serum/plasma", "13955-0", ["16128-1"]),
    "vdrl": ("Reagin Ab (VDRL), presence, serum", "5292-8", []),
    # tumour markers
    "cea": ("Carcinoembryonic Ag, serum/plasma, mass", "2039-6", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma", "24108-3", []),
    "ca125": ("Cancer Ag 125, serum/plasma", "10334-1", []),
    "ca153": ("Cancer Ag 15-3, serum/plasma", "6875-9", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
    # urinalysis
    "u_color": ("Color of urine", "5778-6", []),
    "u_aspect": ("Appearance (clarity) of urine", "5767-9", []),
    "u_sg": ("Specific gravity of urine, test strip", "5811-5", ["2965-2"]),
    "u_ph": ("pH of urine, test strip", "5803-2", ["2756-5"]),
    "u_prot": ("Protein, presence, urine, test strip", "20454-5", ["2887-8"]),
    "u_glu": ("Glucose, presence, urine, test strip", "25428-4", ["2349-9"]),
    "u_ket": ("Ketones, presence, urine, test strip", "2514-8", ["33903-6"]),
    "u_hb": ("Hemoglobin (blood), presence, urine, test strip", "5794-3", []),
    "u_bil": ("Bilirubin, presence, urine, test strip", "5770-3", ["1977-8"]),
    "u_ubg": ("Urobilinogen, urine, test strip", "5818-0", ["20405-7"]),
    "u_nit": ("Nitrite, presence, urine, test strip", "5802-4", []),
    "u_le": ("Leukocyte esterase, presence, urine, test strip", "5799-2", []),
    "u_wbc": ("Leukocytes, urine sediment, per high power field", "5821-4", []),
    "u_rbc": ("Erythrocytes, urine sediment, per high power field", "13945-1", []),
    "u_epi": ("Epithelial cells, urine sediment", "5787-7", []),
    "u_cast": ("Casts, presence, urine sediment", "24124-0", ["9842-6"]),
    "u_mucus": ("Mucus, presence, urine sediment", "8247-9", []),
    "u_bact": ("Bacteria, presence, urine sediment", "25145-4", ["5769-5"]),
}


def loinc_ok(code: str) -> bool:
    """LOINC mod-10 check digit (Luhn over the digits before the hyphen)."""
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    body, check = m.group(1), int(m.group(2))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:  # rightmost digit and every second one are doubled
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10 == check


for _k, (_a, _c, _alts) in CATALOG.items():
    assert loinc_ok(_c), (_k, _c)
    for _x in _alts:
        assert loinc_ok(_x), (_k, _x)


# ----------------------------------------------------------------------------------------
# value parsing (Brazilian numbers, comparators in signs or words)
# ----------------------------------------------------------------------------------------
WORD_CMP = [
    ("inferior ou igual a", "<="), ("superior ou igual a", ">="),
    ("menor ou igual a", "<="), ("maior ou igual a", ">="),
    ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
    ("até", "<="),
]
SIGN_CMP = [("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def parse_br_number(s: str):
    s = s.strip()
    if not re.fullmatch(r"\d{1,3}(\.\d{3})*(,\d+)?|\d+(,\d+)?", s):
        return None
    return float(s.replace(".", "").replace(",", "."))


def parse_value(vt: str):
    """Return (value, comparator) for a printed value text."""
    t = vt.strip()
    cmp_ = ""
    low = t.lower()
    for w, c in WORD_CMP:
        if low.startswith(w + " "):
            cmp_, t = c, t[len(w):].strip()
            break
    else:
        for w, c in SIGN_CMP:
            if t.startswith(w):
                cmp_, t = c, t[len(w):].strip()
                break
    v = parse_br_number(t)
    if v is None:
        return None, ""
    if v == int(v) and "," not in t:
        v = int(v)
    return v, cmp_


# ----------------------------------------------------------------------------------------
# results and layout blocks
# ----------------------------------------------------------------------------------------
@dataclass(eq=False)
class Res:
    name: str            # printed name; "\n" = printed on two lines (gold joins with a space)
    key: str             # CATALOG key
    vt: str              # value text exactly as printed (no flag)
    unit: str = ""       # unit as printed
    date: str | None = None   # collection date YYYY-MM-DD (None -> report default)
    flag: str = ""       # flag printed beside the value (not part of vt)

    def gold(self, default_date: str) -> dict:
        analyte, loinc, alts = CATALOG[self.key]
        value, cmp_ = parse_value(self.vt)
        return {
            "printed_name": " ".join(self.name.split()),
            "analyte": analyte,
            "loinc": loinc,
            "loinc_alternatives": list(alts),
            "value": value,
            "value_text": self.vt,
            "comparator": cmp_,
            "unit": self.unit,
            "collected_at": self.date or default_date,
        }


@dataclass
class Seg:
    text: str
    bold: bool | None = None
    italic: bool | None = None
    color: str | None = None
    size: float | None = None     # pt, overrides cell size
    res: Res | None = None        # set on the segment that prints a result value
    nowrap: bool = False


@dataclass
class Bar:
    """Graphic reference bar: coloured bands and a marker at `pos` (0..1)."""
    pos: float
    bands: list = field(default_factory=lambda: [(0.25, "#f2c14e"), (0.5, "#7bc47f"), (0.25, "#e76f51")])
    w: float = 30.0
    h: float = 3.0


@dataclass
class QR:
    seed: str
    size: float = 20.0


@dataclass
class Logo:
    text: str
    bg: str
    fg: str = "#ffffff"
    w: float = 16.0
    h: float = 16.0
    size: float = 15.0
    round: bool = True


@dataclass
class Cell:
    segs: list = field(default_factory=list)   # list[Seg] or [Bar|QR|Logo]
    span: int = 1
    align: str = "L"
    size: float | None = None
    bold: bool | None = None
    italic: bool | None = None
    color: str | None = None
    leader: bool = False       # dotted leader from end of text to cell end
    fill: str | None = None
    valign: str = "T"


@dataclass
class Row:
    cells: list
    fill: str | None = None
    bold: bool = False
    italic: bool = False
    size: float | None = None
    color: str | None = None
    rule_above: float = 0.0
    rule_below: float = 0.0
    rule_color: str | None = None
    pad: tuple | None = None     # (vertical, horizontal) mm


@dataclass
class Grid:
    cols: list                # widths in mm
    rows: list
    size: float = 8.5
    pad: tuple = (0.5, 1.0)
    border: float = 0.0       # outer border width mm
    border_color: str = "#555555"
    hlines: float = 0.0       # rule between rows, mm
    vlines: float = 0.0       # rule between columns, mm
    line_color: str = "#999999"
    lh: float = 1.22
    font: str | None = None
    color: str = "#111111"


@dataclass
class Box:
    children: list
    border: float = 0.3
    color: str = "#555555"
    fill: str | None = None
    pad: float = 1.5
    radius: float = 0.0
    left_only: bool = False   # a thick bar on the left instead of a full frame


@dataclass
class Cols:
    columns: list             # list of list of blocks
    widths: list
    gap: float = 5.0
    divider: float = 0.0      # vertical rule between columns
    divider_color: str = "#999999"


@dataclass
class Space:
    h: float


@dataclass
class HRule:
    w: float = 0.3
    color: str = "#444444"
    before: float = 1.0
    after: float = 1.0
    dash: bool = False


@dataclass
class Page:
    blocks: list
    footer: list = field(default_factory=list)


@dataclass
class Report:
    id: str
    lab: str
    city: str
    collected_default: str
    pages: list
    font: str = "dejavu"           # font key (see FONTS)
    size: float = 8.5
    margins: tuple = (12, 12, 12, 12)   # top, right, bottom, left mm
    features: str = ""
    color: str = "#111111"

    def results(self):
        out = []
        for p in self.pages:
            for b in p.blocks:
                _collect(b, out)
        return out

    def results_by_page(self):
        out = []
        for p in self.pages:
            acc = []
            for b in p.blocks:
                _collect(b, acc)
            out.append(acc)
        return out

    def gold(self) -> dict:
        res = [r.gold(self.collected_default) for r in self.results()]
        return {"lab": self.lab, "collected_at_default": self.collected_default, "results": res}


def _collect(b, out):
    if isinstance(b, Grid):
        for row in b.rows:
            for c in row.cells:
                for s in c.segs:
                    if isinstance(s, Seg) and s.res is not None:
                        if any(s.res is o for o in out):
                            raise ValueError(f"result printed twice: {s.res}")
                        if s.text != s.res.vt:
                            raise ValueError(f"segment text differs from value text: {s.text!r}")
                        out.append(s.res)
    elif isinstance(b, Box):
        for c in b.children:
            _collect(c, out)
    elif isinstance(b, Cols):
        for col in b.columns:
            for c in col:
                _collect(c, out)


# fonts: key -> (css family, {style: ttf path})
DJ = "/usr/share/fonts/truetype/dejavu/"
LB = "/usr/share/fonts/truetype/liberation2/"
CX = "/usr/share/fonts/truetype/crosextra/"
FONTS = {
    "dejavu": ("DejaVu Sans", {"": DJ + "DejaVuSans.ttf", "B": DJ + "DejaVuSans-Bold.ttf",
                               "I": DJ + "DejaVuSans-Oblique.ttf", "BI": DJ + "DejaVuSans-BoldOblique.ttf"}),
    "dejavucond": ("DejaVu Sans Condensed", {"": DJ + "DejaVuSansCondensed.ttf", "B": DJ + "DejaVuSansCondensed-Bold.ttf",
                                             "I": DJ + "DejaVuSansCondensed-Oblique.ttf", "BI": DJ + "DejaVuSansCondensed-BoldOblique.ttf"}),
    "dejavuserif": ("DejaVu Serif", {"": DJ + "DejaVuSerif.ttf", "B": DJ + "DejaVuSerif-Bold.ttf",
                                     "I": DJ + "DejaVuSerif-Italic.ttf", "BI": DJ + "DejaVuSerif-BoldItalic.ttf"}),
    "dejavuserifcond": ("DejaVu Serif Condensed", {"": DJ + "DejaVuSerifCondensed.ttf", "B": DJ + "DejaVuSerifCondensed-Bold.ttf",
                                                   "I": DJ + "DejaVuSerifCondensed-Italic.ttf", "BI": DJ + "DejaVuSerifCondensed-BoldItalic.ttf"}),
    "dejavumono": ("DejaVu Sans Mono", {"": DJ + "DejaVuSansMono.ttf", "B": DJ + "DejaVuSansMono-Bold.ttf",
                                        "I": DJ + "DejaVuSansMono-Oblique.ttf", "BI": DJ + "DejaVuSansMono-BoldOblique.ttf"}),
    "libsans": ("Liberation Sans", {"": LB + "LiberationSans-Regular.ttf", "B": LB + "LiberationSans-Bold.ttf",
                                    "I": LB + "LiberationSans-Italic.ttf", "BI": LB + "LiberationSans-BoldItalic.ttf"}),
    "libserif": ("Liberation Serif", {"": LB + "LiberationSerif-Regular.ttf", "B": LB + "LiberationSerif-Bold.ttf",
                                      "I": LB + "LiberationSerif-Italic.ttf", "BI": LB + "LiberationSerif-BoldItalic.ttf"}),
    "libmono": ("Liberation Mono", {"": LB + "LiberationMono-Regular.ttf", "B": LB + "LiberationMono-Bold.ttf",
                                    "I": LB + "LiberationMono-Italic.ttf", "BI": LB + "LiberationMono-BoldItalic.ttf"}),
    "carlito": ("Carlito", {"": CX + "Carlito-Regular.ttf", "B": CX + "Carlito-Bold.ttf",
                            "I": CX + "Carlito-Italic.ttf", "BI": CX + "Carlito-BoldItalic.ttf"}),
}
