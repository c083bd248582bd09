"""Report model: every report is described once as data built from these
primitives.  The HTML renderer, the fpdf2 renderer and the gold writer all walk
the same objects, so the gold matches the print by construction."""
from __future__ import annotations
import re
from dataclasses import dataclass, field

# ----------------------------------------------------------------- LOINC ----
# key -> (analyte description, primary LOINC, alternatives)
LOINC = {
    # blood count
    "rbc": ("Erythrocytes, blood, count", "789-8", ["26453-1"]),
    "hgb": ("Hemoglobin, blood, mass", "718-7", []),
    "hct": ("Hematocrit, blood", "4544-3", ["20570-8"]),
    "mcv": ("MCV, erythrocyte mean corpuscular volume", "787-2", ["30428-7"]),
    "mch": ("MCH, erythrocyte mean corpuscular hemoglobin", "785-6", ["28539-5"]),
    "mchc": ("MCHC, erythrocyte mean corpuscular hemoglobin concentration", "786-4", ["28540-3"]),
    "rdw": ("RDW, erythrocyte distribution width (ratio)", "788-0", ["30385-9"]),
    "wbc": ("Leukocytes, blood, count", "6690-2", ["26464-8"]),
    "band_pct": ("Band neutrophils /100 leukocytes", "764-1", ["26508-2"]),
    "band_abs": ("Band neutrophils, count", "26507-4", ["763-3"]),
    "seg_pct": ("Segmented neutrophils /100 leukocytes", "770-8", ["769-0", "26505-8", "26511-6"]),
    "seg_abs": ("Segmented neutrophils, count", "751-8", ["768-2", "26499-4"]),
    "neut_pct": ("Neutrophils /100 leukocytes", "770-8", ["26511-6"]),
    "neut_abs": ("Neutrophils, count", "751-8", ["26499-4"]),
    "lymph_pct": ("Lymphocytes /100 leukocytes", "736-9", ["26478-8"]),
    "lymph_abs": ("Lymphocytes, count", "731-0", ["26474-7"]),
    "mono_pct": ("Monocytes /100 leukocytes", "5905-5", ["26485-3"]),
    "mono_abs": ("Monocytes, count", "742-7", ["26484-6"]),
    "eos_pct": ("Eosinophils /100 leukocytes", "713-8", ["26450-7"]),
    "eos_abs": ("Eosinophils, count", "711-2", ["26449-9"]),
    "baso_pct": ("Basophils /100 leukocytes", "706-2", ["30180-4"]),
    "baso_abs": ("Basophils, count", "704-7", ["26444-0"]),
    "plt": ("Platelets, blood, count", "777-3", ["26515-7"]),
    "mpv": ("Platelet mean volume", "32623-1", ["28542-9"]),
    "retic_pct": ("Reticulocytes /100 erythrocytes", "4679-7", ["17849-1"]),
    "esr": ("Erythrocyte sedimentation rate, Westergren", "4537-7", ["30341-2"]),
    # chemistry
    "glu": ("Glucose, serum/plasma, mass", "2345-7", ["1558-6"]),
    "glu_fast": ("Glucose fasting, serum/plasma, mass", "1558-6", ["2345-7"]),
    "hba1c": ("Hemoglobin A1c/Hemoglobin.total, blood", "4548-4", ["17856-6"]),
    "eag": ("Estimated average glucose", "27353-2", []),
    "insulin": ("Insulin, serum/plasma", "20448-7", []),
    "urea": ("Urea, serum/plasma, mass", "3091-6", []),
    "crea": ("Creatinine, serum/plasma, mass", "2160-0", []),
    "egfr": ("eGFR CKD-EPI 2021", "98979-8", ["62238-1", "33914-3"]),
    "uric": ("Urate, serum/plasma, mass", "3084-1", []),
    "na": ("Sodium, serum/plasma, moles", "2951-2", ["2947-0"]),
    "k": ("Potassium, serum/plasma, moles", "2823-3", ["6298-4"]),
    "cl": ("Chloride, serum/plasma, moles", "2075-0", []),
    "ca": ("Calcium, serum/plasma, mass", "17861-6", []),
    "ca_ion": ("Calcium ionized, serum/plasma, moles", "1995-0", ["1994-3"]),
    "mg": ("Magnesium, serum/plasma, mass", "19123-9", []),
    "phos": ("Phosphate, serum/plasma, mass", "2777-1", []),
    "ast": ("AST, serum/plasma, enzyme activity", "1920-8", ["30239-8"]),
    "alt": ("ALT, serum/plasma, enzyme activity", "1742-6", ["1744-2"]),
    "ggt": ("GGT, serum/plasma, enzyme activity", "2324-2", []),
    "alp": ("Alkaline phosphatase, serum/plasma", "6768-6", []),
    "bili_t": ("Bilirubin total, serum/plasma, mass", "1975-2", []),
    "bili_d": ("Bilirubin direct, serum/plasma, mass", "1968-7", []),
    "bili_i": ("Bilirubin indirect, serum/plasma, mass", "1971-1", []),
    "prot": ("Protein total, serum/plasma, mass", "2885-2", []),
    "alb": ("Albumin, serum/plasma, mass", "1751-7", ["61151-7"]),
    "glob": ("Globulin, serum, mass", "10834-0", []),
    "ag_ratio": ("Albumin/Globulin ratio, serum", "1759-0", []),
    "ldh": ("LDH, serum/plasma, enzyme activity", "2532-0", ["14804-9"]),
    "ck": ("Creatine kinase, serum/plasma", "2157-6", []),
    "amylase": ("Amylase, serum/plasma", "1798-8", []),
    "lipase": ("Lipase, serum/plasma", "3040-3", []),
    "chol": ("Cholesterol total, serum/plasma, mass", "2093-3", []),
    "hdl": ("HDL cholesterol, serum/plasma, mass", "2085-9", []),
    "ldl": ("LDL cholesterol calculated, serum/plasma, mass", "13457-7", ["18262-6", "2089-1"]),
    "ldl_direct": ("LDL cholesterol direct assay, serum/plasma, mass", "18262-6", ["2089-1"]),
    "vldl": ("VLDL cholesterol calculated, serum/plasma, mass", "13458-5", []),
    "nonhdl": ("Non-HDL cholesterol, serum/plasma, mass", "43396-1", []),
    "tg": ("Triglyceride, serum/plasma, mass", "2571-8", []),
    "crp": ("C reactive protein, serum/plasma, mass", "1988-5", ["30522-7"]),
    "hscrp": ("C reactive protein high sensitivity, serum/plasma", "30522-7", ["1988-5"]),
    "homocys": ("Homocysteine, serum/plasma, moles", "13965-9", []),
    # iron, vitamins
    "fe": ("Iron, serum/plasma, mass", "2498-4", []),
    "ferritin": ("Ferritin, serum/plasma, mass", "2276-4", []),
    "transferrin": ("Transferrin, serum/plasma, mass", "3034-6", []),
    "tibc": ("Iron binding capacity, serum/plasma", "2500-7", []),
    "uibc": ("Unsaturated iron binding capacity, serum/plasma", "2501-5", []),
    "tsat": ("Iron saturation, serum/plasma", "2502-3", []),
    "b12": ("Cobalamin (vitamin B12), serum/plasma", "2132-9", []),
    "folate": ("Folate, serum/plasma, mass", "2284-8", []),
    "vitd": ("25-hydroxyvitamin D2+D3, serum/plasma, mass", "1989-3", ["62292-8"]),
    # endocrine
    "tsh": ("Thyrotropin (TSH), serum/plasma", "3016-3", ["11580-8"]),
    "ft4": ("Thyroxine free, serum/plasma, mass", "3024-7", []),
    "t3": ("Triiodothyronine total, serum/plasma, mass", "3053-6", []),
    "ft3": ("Triiodothyronine free, serum/plasma, mass", "3051-0", []),
    "tpo": ("Thyroperoxidase antibody, serum/plasma", "8099-4", []),
    "tgab": ("Thyroglobulin antibody, serum/plasma", "8098-6", []),
    "fsh": ("Follitropin (FSH), serum/plasma", "15067-2", []),
    "lh": ("Lutropin (LH), serum/plasma", "10501-5", []),
    "e2": ("Estradiol, serum/plasma, mass", "2243-4", []),
    "prog": ("Progesterone, serum/plasma, mass", "2839-9", []),
    "prl": ("Prolactin, serum/plasma, mass", "2842-3", []),
    "testo": ("Testosterone total, serum/plasma, mass", "2986-8", []),
    "ftesto": ("Testosterone free, serum/plasma, mass", "2991-8", []),
    "shbg": ("Sex hormone binding globulin, serum/plasma", "13967-5", []),
    "dheas": ("DHEA sulfate, serum/plasma, mass", "2191-5", []),
    "cortisol_am": ("Cortisol morning specimen, serum/plasma, mass", "9813-7", ["2143-6"]),
    "bhcg": ("Choriogonadotropin beta subunit, serum/plasma", "21198-7", ["19080-1"]),
    "pth": ("Parathyrin intact, serum/plasma, mass", "2731-8", []),
    # tumour markers
    "psa": ("PSA total, serum/plasma, mass", "2857-1", []),
    "fpsa": ("PSA free, serum/plasma, mass", "10886-0", []),
    "psa_ratio": ("PSA free/PSA total, serum/plasma", "12841-3", []),
    "cea": ("Carcinoembryonic Ag, serum/plasma, mass", "2039-6", []),
    "ca125": ("Cancer Ag 125, serum/plasma", "10334-1", []),
    "ca199": ("Cancer Ag 19-9, serum/plasma", "24108-3", []),
    "ca153": ("Cancer Ag 15-3, serum/plasma", "6875-9", []),
    "afp": ("Alpha-1-fetoprotein, serum/plasma, mass", "1834-1", []),
    # serology
    "hiv": ("HIV 1+2 Ab + HIV1 p24 Ag, serum/plasma, presence", "56888-1", []),
    "hbsag": ("Hepatitis B surface Ag, serum/plasma, presence", "5196-1", []),
    "antihbs": ("Hepatitis B surface Ab, serum, units/volume", "16935-9", []),
    "antihbc": ("Hepatitis B core Ab, serum, presence", "13952-7", []),
    "antihcv": ("Hepatitis C Ab, serum/plasma, presence", "13955-0", []),
    "vdrl": ("Reagin Ab (VDRL), serum, presence", "5292-8", []),
    # coagulation
    "pt": ("Prothrombin time, platelet poor plasma", "5902-2", ["5964-2"]),
    "inr": ("INR, platelet poor plasma", "6301-6", ["34714-6"]),
    "aptt": ("aPTT, platelet poor plasma", "14979-9", ["3173-2"]),
    "fib": ("Fibrinogen, platelet poor plasma, mass", "3255-7", []),
    # urine
    "u_color": ("Color of urine", "5778-6", []),
    "u_aspect": ("Appearance of urine", "5767-9", []),
    "u_sg": ("Specific gravity of urine, test strip", "5811-5", ["2965-2"]),
    "u_ph": ("pH of urine, test strip", "5803-2", ["2756-5"]),
    "u_prot": ("Protein, urine, test strip, presence", "20454-5", ["5804-0"]),
    "u_glu": ("Glucose, urine, test strip, presence", "25428-4", ["5792-7"]),
    "u_ket": ("Ketones, urine, test strip, presence", "2514-8", ["5797-6"]),
    "u_hb": ("Hemoglobin, urine, test strip, presence", "5794-3", []),
    "u_bili": ("Bilirubin, urine, test strip, presence", "5770-3", []),
    "u_urob": ("Urobilinogen, urine, test strip", "5818-0", ["20405-7"]),
    "u_nit": ("Nitrite, urine, test strip", "5802-4", []),
    "u_le": ("Leukocyte esterase, urine, test strip", "5799-2", []),
    "u_wbc": ("Leukocytes, urine sediment, per HPF", "5821-4", []),
    "u_rbc": ("Erythrocytes, urine sediment, per HPF", "13945-1", []),
    "u_epi": ("Squamous epithelial cells, urine sediment, per HPF", "11277-1", []),
    "u_bact": ("Bacteria, urine sediment, presence", "25145-4", ["5769-5"]),
    "u_mucus": ("Mucus, urine sediment, presence", "8247-9", []),
    "u_casts": ("Casts, urine sediment, per LPF", "9842-6", ["5796-8"]),
    "u_alb": ("Albumin (microalbumin), urine, mass/volume", "14957-5", ["1754-1"]),
    "u_crea": ("Creatinine, urine, mass/volume", "2161-8", []),
    "u_acr": ("Albumin/creatinine ratio, urine", "14959-1", ["9318-7"]),
    "u_pcr": ("Protein/creatinine ratio, urine", "2890-2", []),
    "u_prot24": ("Protein, 24 h urine, mass/time", "2889-4", []),
    "u_vol24": ("Volume of 24 h urine", "3167-4", []),
}


def loinc_ok(code: str) -> bool:
    m = re.fullmatch(r"(\d+)-(\d)", code)
    if not m:
        return False
    digits = [int(c) for c in m.group(1)][::-1]
    tot = 0
    for i, d in enumerate(digits):
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        tot += d
    return (10 - tot % 10) % 10 == int(m.group(2))


# --------------------------------------------------------------- values ----
_CMP = [
    (r"^(?:<=|≤|inferior ou igual a)\s*", "<="),
    (r"^(?:>=|≥|superior ou igual a)\s*", ">="),
    (r"^(?:<|inferior a|menor que|menor do que)\s*", "<"),
    (r"^(?:>|superior a|maior que|maior do que)\s*", ">"),
]


def parse_value(text: str):
    """Brazilian number parse of a printed value: returns (value, comparator)."""
    t = text.strip()
    comp = ""
    for pat, c in _CMP:
        m = re.match(pat, t, flags=re.I)
        if m:
            comp, t = c, t[m.end():]
            break
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?", t):
        v = float(t.replace(".", "").replace(",", "."))
        if v.is_integer() and "," not in t:
            v = int(v)
        return v, comp
    return None, ""


def iso(d: str) -> str:
    """dd/mm/yyyy -> yyyy-mm-dd"""
    dd, mm, yy = d.split("/")
    return f"{yy}-{mm}-{dd}"


def join_name(name: str) -> str:
    """Lines of a wrapped name are joined by one space; no space is added after a
    line that ends in '-' or '/' (the hyphen or slash is kept)."""
    out = ""
    for i, line in enumerate(name.split("\n")):
        line = line.strip()
        if i and not out.endswith(("-", "/")):
            out += " "
        out += line
    return out


# ------------------------------------------------------------ primitives ----
@dataclass
class Res:
    name: str              # printed name ("\n" = printed line break)
    value: str             # value_text exactly as printed
    unit: str = ""
    ref: str = ""
    code: str = ""         # key into LOINC
    flag: str = ""
    date: str | None = None   # dd/mm/yyyy when not the report's default collection
    prev: list = field(default_factory=list)  # [(value, dd/mm/yyyy, flag)] or None (printed "—")
    gold_name: str | None = None  # printed name when the line shows a label such as "Resultado"


@dataclass
class Text:
    text: str
    style: str = "p"       # h1 h2 h3 bar p small note method bold mono
    align: str = "L"


@dataclass
class Col:
    key: str               # name value flag unit ref prev0 prev1 .. ; suffix #1 = second result of a Row
    title: str
    w: float               # fraction of the table width
    align: str = "L"


@dataclass
class Row:
    res: list
    name: str | None = None


@dataclass
class Note:
    text: str
    style: str = "note"


@dataclass
class Table:
    cols: list
    rows: list
    rules: str = "h"       # all | h | head | none
    head: bool = True
    head_fill: bool = True
    flag_inline: bool = False
    size: float | None = None
    bold_value: bool = True


@dataclass
class Columns:
    cols: list             # list of lists of blocks
    widths: list | None = None
    gap: float = 5
    divider: bool = False


@dataclass
class Box:
    blocks: list
    title: str = ""
    fill: bool = False


@dataclass
class ResLine:
    res: Res
    label: str | None = None   # printed label; None -> res.name
    label_w: float = 42
    value_w: float = 22
    unit_w: float = 18
    tail: str = ""             # extra text printed after unit (e.g. reference)
    bold_label: bool = False


@dataclass
class Leaders:
    items: list            # Res or str
    name_w: int = 30
    value_w: int = 10
    unit_w: int = 10
    ref_sep: str = "  "


@dataclass
class Sig:
    people: list           # (name, role, registration)
    text: str = ""


@dataclass
class Spacer:
    h: float = 3


@dataclass
class Rule:
    pass


@dataclass
class Report:
    id: str
    lab: str
    city: str
    style: dict
    labinfo: list          # small lines under the lab name
    patient: list          # rows of (label, value)
    collected: str         # default collection date dd/mm/yyyy
    pages: list            # list of lists of blocks
    footer: str = ""
    features: str = ""


# --------------------------------------------------------------- helpers ----
def leader_lines(b: Leaders) -> list[tuple[str, object]]:
    """Pre-formatted monospace lines; each line paired with the Res it shows (or None)."""
    out = []
    for it in b.items:
        if isinstance(it, str):
            out.append((it, None))
            continue
        names = it.name.split("\n")
        for extra in names[:-1]:
            out.append((extra, None))
        last = names[-1]
        lead = (last + " ").ljust(b.name_w, ".") + ": "
        val = it.value.rjust(b.value_w)
        flag = (" " + it.flag) if it.flag else ""
        unit = (" " + it.unit).ljust(b.unit_w + 1)
        refs = it.ref.split("\n") if it.ref else [""]
        line = f"{lead}{val}{unit}{flag:<3}{b.ref_sep}{refs[0]}".rstrip()
        out.append((line, it))
        pad = len(f"{lead}{val}{unit}") + 3 + len(b.ref_sep)
        for r in refs[1:]:
            out.append((" " * pad + r, None))
    return out


def iter_results(blocks, page):
    """Yield (res, page) in reading order."""
    for b in blocks:
        if isinstance(b, Table):
            for r in b.rows:
                if isinstance(r, Res):
                    yield r, page
                elif isinstance(r, Row):
                    for x in r.res:
                        if x is not None:
                            yield x, page
        elif isinstance(b, ResLine):
            yield b.res, page
        elif isinstance(b, Leaders):
            for it in b.items:
                if isinstance(it, Res):
                    yield it, page
        elif isinstance(b, Columns):
            for c in b.cols:
                yield from iter_results(c, page)
        elif isinstance(b, Box):
            yield from iter_results(b.blocks, page)


def gold_entries(rep: Report):
    out = []
    for pi, page in enumerate(rep.pages):
        for r, p in iter_results(page, pi + 1):
            an, code, alts = LOINC[r.code]
            name = join_name(r.gold_name or r.name)
            items = [(r.value, r.date or rep.collected)] + [(p[0], p[1]) for p in r.prev if p]
            for vt, d in items:
                v, comp = parse_value(vt)
                out.append({
                    "printed_name": name, "analyte": an, "loinc": code,
                    "loinc_alternatives": list(alts), "value": v, "value_text": vt,
                    "comparator": comp, "unit": r.unit, "collected_at": iso(d),
                    "_page": p,
                })
    return out


def gold(rep: Report) -> dict:
    res = []
    for e in gold_entries(rep):
        e = dict(e)
        e.pop("_page")
        res.append(e)
    return {"lab": rep.lab, "collected_at_default": iso(rep.collected), "results": res}
