"""Tiny report model + two independent renderers (HTML for Chromium, fpdf2).

A report is described once (specs/aNN.py). Every printed patient result is a
Res attached to the row/line that prints it, so the gold JSON and both
renderings come from the same description.
"""
import html as _html
import re

from loinc_check import valid as loinc_valid

# ---------------------------------------------------------------- codes ---
# key -> (analyte, loinc, alternatives)
CODES = {
    # haematology
    "rbc": ("Erythrocyte count", "789-8", ["26453-1"]),
    "hgb": ("Hemoglobin", "718-7", []),
    "hct": ("Hematocrit", "4544-3", ["20570-8"]),
    "mcv": ("MCV", "787-2", ["30428-7"]),
    "mch": ("MCH", "785-6", ["28539-5"]),
    "mchc": ("MCHC", "786-4", []),
    "rdw": ("RDW-CV", "788-0", []),
    "rdwsd": ("RDW-SD", "21000-5", []),
    "wbc": ("Leukocyte count", "6690-2", ["26464-8"]),
    "neut_pct": ("Neutrophils %", "770-8", []),
    "neut_abs": ("Neutrophils absolute", "751-8", ["26499-4"]),
    "band_pct": ("Band neutrophils %", "764-1", []),
    "band_abs": ("Band neutrophils absolute", "763-3", ["26507-4"]),
    "seg_pct": ("Segmented neutrophils %", "769-0", ["26511-6"]),
    "seg_abs": ("Segmented neutrophils absolute", "768-2", ["30451-9"]),
    "lymph_pct": ("Lymphocytes %", "736-9", ["26478-8"]),
    "lymph_abs": ("Lymphocytes absolute", "731-0", ["26474-7"]),
    "mono_pct": ("Monocytes %", "5905-5", ["26485-3"]),
    "mono_abs": ("Monocytes absolute", "742-7", ["26484-6"]),
    "eos_pct": ("Eosinophils %", "713-8", ["26450-7"]),
    "eos_abs": ("Eosinophils absolute", "711-2", ["26449-9"]),
    "baso_pct": ("Basophils %", "706-2", ["30180-4"]),
    "baso_abs": ("Basophils absolute", "704-7", ["26444-0"]),
    "plt": ("Platelet count", "777-3", ["26515-7"]),
    "mpv": ("Mean platelet volume", "32623-1", ["28542-9"]),
    "retic": ("Reticulocytes %", "17849-1", ["4679-7"]),
    "esr": ("Erythrocyte sedimentation rate", "4537-7", ["30341-2"]),
    # glucose
    "glu": ("Glucose", "2345-7", ["2339-0"]),
    "glu_fast": ("Glucose fasting", "1558-6", ["2345-7"]),
    "glu_pp": ("Glucose 2 h post-meal", "1521-4", []),
    "glu_mol": ("Glucose", "14749-6", ["15074-8"]),
    "glu_fast_mol": ("Glucose fasting", "14771-0", ["14749-6"]),
    "glu_blood_mol": ("Glucose (whole blood)", "15074-8", ["14749-6"]),
    "hba1c": ("Hemoglobin A1c", "4548-4", ["17856-6"]),
    "hba1c_ifcc": ("Hemoglobin A1c (IFCC)", "59261-8", []),
    "eag": ("Estimated average glucose", "27353-2", []),
    # lipids
    "chol": ("Total cholesterol", "2093-3", []),
    "chol_mol": ("Total cholesterol", "14647-2", []),
    "hdl": ("HDL cholesterol", "2085-9", []),
    "hdl_mol": ("HDL cholesterol", "14646-4", []),
    "ldl": ("LDL cholesterol", "13457-7", ["18262-6", "2089-1"]),
    "ldl_mol": ("LDL cholesterol", "39469-2", ["22748-8"]),
    "vldl": ("VLDL cholesterol", "13458-5", ["46986-6"]),
    "nonhdl": ("Non-HDL cholesterol", "43396-1", []),
    "tg": ("Triglycerides", "2571-8", []),
    "tg_mol": ("Triglycerides", "14927-8", []),
    # renal / electrolytes
    "urea": ("Urea", "3091-6", []),
    "urea_mol": ("Urea", "22664-7", []),
    "crea": ("Creatinine", "2160-0", ["38483-4"]),
    "crea_mol": ("Creatinine", "14682-9", ["59826-8"]),
    "egfr": ("eGFR (CKD-EPI 2021)", "98979-8", ["62238-1", "33914-3"]),
    "uric": ("Uric acid", "3084-1", []),
    "uric_mol": ("Uric acid", "14933-6", []),
    "na": ("Sodium", "2951-2", []),
    "k": ("Potassium", "2823-3", []),
    "cl": ("Chloride", "2075-0", []),
    "ca": ("Calcium total", "17861-6", []),
    "ca_mol": ("Calcium total", "2000-8", []),
    "mg": ("Magnesium", "19123-9", []),
    "mg_mol": ("Magnesium", "2601-3", []),
    "phos": ("Phosphate", "2777-1", []),
    "phos_mol": ("Phosphate", "14879-1", []),
    # liver / pancreas / muscle
    "ast": ("AST", "1920-8", []),
    "alt": ("ALT", "1742-6", []),
    "ggt": ("GGT", "2324-2", []),
    "alp": ("Alkaline phosphatase", "6768-6", []),
    "bili_t": ("Bilirubin total", "1975-2", []),
    "bili_d": ("Bilirubin direct", "1968-7", []),
    "bili_i": ("Bilirubin indirect", "1971-1", []),
    "bili_t_mol": ("Bilirubin total", "14631-6", []),
    "bili_d_mol": ("Bilirubin direct", "14629-0", []),
    "bili_i_mol": ("Bilirubin indirect", "14630-8", []),
    "prot": ("Protein total", "2885-2", []),
    "alb": ("Albumin", "1751-7", ["61151-7"]),
    "glob": ("Globulin", "10834-0", []),
    "ag": ("Albumin/Globulin ratio", "1759-0", []),
    "amyl": ("Amylase", "1798-8", []),
    "lip": ("Lipase", "3040-3", []),
    "ldh": ("Lactate dehydrogenase", "2532-0", ["14804-9"]),
    "ck": ("Creatine kinase", "2157-6", []),
    "ckmb": ("CK-MB mass", "13969-1", []),
    # cardiac / inflammation
    "trop_hs": ("Troponin I high-sensitivity", "89579-7", ["10839-9"]),
    "bnp": ("BNP", "30934-4", []),
    "ntprobnp": ("NT-proBNP", "33762-6", []),
    "crp": ("C-reactive protein", "1988-5", []),
    "hscrp": ("C-reactive protein high-sensitivity", "30522-7", ["1988-5"]),
    "pct": ("Procalcitonin", "33959-8", []),
    # thyroid / endocrine
    "tsh": ("TSH", "3016-3", ["11580-8"]),
    "ft4": ("Free T4", "3024-7", []),
    "ft4_mol": ("Free T4", "14920-3", []),
    "t3": ("Total T3", "3053-6", []),
    "ft3_mol": ("Free T3", "14928-6", []),
    "tpo": ("Anti-TPO antibodies", "8099-4", []),
    "pth": ("Parathyroid hormone intact", "2731-8", []),
    "cortisol": ("Cortisol", "2143-6", []),
    "cortisol_mol": ("Cortisol", "14675-3", []),
    "insulin": ("Insulin", "20448-7", []),
    "homocys": ("Homocysteine", "13965-9", []),
    "fsh": ("FSH", "15067-2", []),
    "lh": ("LH", "10501-5", []),
    "e2": ("Estradiol", "2243-4", []),
    "e2_mol": ("Estradiol", "14715-7", []),
    "prl": ("Prolactin", "2842-3", []),
    "testo": ("Testosterone total", "2986-8", []),
    "testo_mol": ("Testosterone total", "14913-8", []),
    "prog": ("Progesterone", "2839-9", []),
    "shbg": ("SHBG", "13967-5", []),
    "dheas": ("DHEA sulfate", "2191-5", []),
    "ohp17": ("17-Hydroxyprogesterone", "1668-3", []),
    "bhcg": ("Beta-hCG quantitative", "21198-7", ["19080-1"]),
    # iron / vitamins
    "iron": ("Iron", "2498-4", []),
    "iron_mol": ("Iron", "14798-3", []),
    "ferritin": ("Ferritin", "2276-4", []),
    "transferrin": ("Transferrin", "3034-6", []),
    "tsat": ("Transferrin saturation", "2502-3", []),
    "tibc": ("Total iron binding capacity", "2500-7", []),
    "b12": ("Vitamin B12", "2132-9", []),
    "b12_mol": ("Vitamin B12", "14685-2", []),
    "folate": ("Folate", "2284-8", []),
    "folate_mol": ("Folate", "14732-2", []),
    "vitd": ("25-OH vitamin D", "62292-8", ["1989-3"]),
    # coagulation
    "pt_s": ("Prothrombin time", "5902-2", ["5964-2"]),
    "pt_pct": ("Prothrombin activity %", "5894-1", []),
    "inr": ("INR", "6301-6", ["34714-6"]),
    "aptt_s": ("aPTT", "14979-9", ["3173-2"]),
    "aptt_r": ("aPTT ratio", "63561-5", []),
    "fib": ("Fibrinogen", "3255-7", []),
    "ddimer": ("D-dimer (FEU)", "48065-7", ["48066-5"]),
    # prostate
    "psa": ("PSA total", "2857-1", []),
    "fpsa": ("PSA free", "10886-0", []),
    "psa_ratio": ("PSA free/total ratio", "12841-3", []),
    # urine
    "u_color": ("Urine color", "5778-6", []),
    "u_aspect": ("Urine appearance", "5767-9", []),
    "u_sg": ("Urine specific gravity", "5811-5", ["2965-2"]),
    "u_ph": ("Urine pH", "5803-2", ["2756-5"]),
    "u_prot": ("Urine protein (strip)", "20454-5", ["2887-8"]),
    "u_glu": ("Urine glucose (strip)", "25428-4", ["2349-9"]),
    "u_ket": ("Urine ketones (strip)", "2514-8", ["33903-6"]),
    "u_hb": ("Urine hemoglobin (strip)", "5794-3", []),
    "u_bili": ("Urine bilirubin (strip)", "5770-3", []),
    "u_ubg": ("Urine urobilinogen (strip)", "13658-0", ["20405-7"]),
    "u_nit": ("Urine nitrite (strip)", "5802-4", ["32710-6"]),
    "u_le": ("Urine leukocyte esterase (strip)", "5799-2", []),
    "u_wbc_ml": ("Urine leukocytes per mL", "30405-5", ["46702-7"]),
    "u_rbc_ml": ("Urine erythrocytes per mL", "798-9", ["46419-8"]),
    "u_wbc_hpf": ("Urine leukocytes per HPF", "5821-4", []),
    "u_rbc_hpf": ("Urine erythrocytes per HPF", "13945-1", []),
    "u_epi": ("Urine epithelial cells", "5787-7", ["11277-1"]),
    "u_hyal": ("Urine hyaline casts", "5796-8", []),
    "u_bact": ("Urine bacteria (sediment)", "25145-4", []),
    "u_mucus": ("Urine mucus", "8247-9", []),
    "culture": ("Urine culture organism", "630-4", []),
    "colony": ("Urine culture colony count", "19090-0", ["564-5"]),
    "u_alb": ("Urine albumin", "14957-5", ["1754-1"]),
    "u_crea": ("Urine creatinine", "2161-8", []),
    "u_acr": ("Urine albumin/creatinine ratio", "14959-1", ["9318-7"]),
    # blood gas
    "ph_a": ("pH arterial", "2744-1", []),
    "pco2": ("pCO2 arterial", "2019-8", []),
    "po2": ("pO2 arterial", "2703-7", []),
    "hco3": ("Bicarbonate arterial", "1960-4", []),
    "be": ("Base excess arterial", "1925-7", []),
    "so2": ("Oxygen saturation arterial", "2708-6", []),
    "lact_a": ("Lactate arterial", "2518-9", ["32693-4"]),
    "na_b": ("Sodium (whole blood)", "2947-0", ["2951-2"]),
    "k_b": ("Potassium (whole blood)", "6298-4", ["2823-3"]),
    "ica": ("Ionized calcium", "1994-3", ["1995-0"]),
    # serology / immunohaematology
    "hiv": ("HIV 1/2 antigen/antibody", "56888-1", []),
    "hbsag": ("HBsAg", "5196-1", []),
    "hcv": ("Anti-HCV", "13955-0", []),
    "vdrl": ("VDRL", "5292-8", []),
    "vdrl_titer": ("VDRL titer", "50690-7", []),
    "toxo_igg": ("Toxoplasma IgG", "5388-4", ["8039-0"]),
    "rub_igg": ("Rubella IgG", "5334-8", ["8014-3"]),
    "abo": ("ABO group", "883-9", []),
    "rh": ("Rh(D) type", "10331-7", []),
    "ab_screen": ("Irregular antibody screen (indirect Coombs)", "890-4", []),
}

for _k, (_a, _c, _alts) in CODES.items():
    assert loinc_valid(_c), (_k, _c)
    for _x in _alts:
        assert loinc_valid(_x), (_k, _x)


# ---------------------------------------------------------------- model ---
def parse_value(vt, dec=","):
    """(value, comparator) from the printed text."""
    s = vt.strip()
    comp = ""
    for c, norm in (("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")):
        if s.startswith(c):
            comp, s = norm, s[len(c):].strip()
            break
    if not re.fullmatch(r"[+-−]?\d[\d.,]*", s):
        return None, ""
    s = s.replace("−", "-")
    if dec == ",":
        num = s.replace(".", "").replace(",", ".")
    else:
        num = s.replace(",", "")
    v = float(num)
    if "." not in num:
        v = int(num)
    return v, comp


class Res:
    def __init__(self, name, vt, unit, key, coll=None, dec=","):
        analyte, loinc, alts = CODES[key]
        self.printed_name = " ".join(re.sub(r"(?<=\w)-\n", "-", name).split())
        self.value_text = vt
        self.unit = unit
        self.analyte = analyte
        self.loinc = loinc
        self.alts = list(alts)
        self.coll = coll
        self.dec = dec
        self.value, self.comparator = parse_value(vt, dec)

    def gold(self, default):
        return {
            "printed_name": self.printed_name,
            "analyte": self.analyte,
            "loinc": self.loinc,
            "loinc_alternatives": self.alts,
            "value": self.value,
            "value_text": self.value_text,
            "comparator": self.comparator,
            "unit": self.unit,
            "collected_at": self.coll or default,
        }


class Row:
    """cells: list of str (\\n = line break). kind: data | group | note"""

    def __init__(self, cells, results=(), kind="data", bold=()):
        self.cells = cells
        self.results = list(results)
        self.kind = kind
        self.bold = set(bold)


class Table:
    def __init__(self, cols, rows, style="plain", header=True, size=None, dots_col=None, pad=None):
        self.cols = cols  # [(label, weight, align)]
        self.rows = rows
        self.style = style
        self.header = header
        self.size = size
        self.dots_col = dots_col
        self.pad = pad


class Heading:
    def __init__(self, text, sub=(), style="rule", right=""):
        self.text, self.sub, self.style, self.right = text, list(sub), style, right


class Para:
    def __init__(self, text, size=None, bold=False, italic=False, align="L", results=()):
        self.text, self.size, self.bold, self.italic, self.align = text, size, bold, italic, align
        self.results = list(results)


class Pre:
    """monospace lines: [(text, [Res...])]"""

    def __init__(self, lines, size=None, box=False):
        self.lines, self.size, self.box = lines, size, box


class TwoCol:
    def __init__(self, left, right, gap=6, rule=True):
        self.left, self.right, self.gap, self.rule = left, right, gap, rule


class Spacer:
    def __init__(self, mm):
        self.mm = mm


class Report:
    def __init__(self, id, lab, default_date, theme, header, patient, pages, footer,
                 page_label="Página {p} de {n}", title=None):
        self.id, self.lab, self.default_date = id, lab, default_date
        self.theme, self.header, self.patient = theme, header, patient
        self.pages, self.footer, self.page_label, self.title = pages, footer, page_label, title

    # reading order: blocks in order, left column before right
    def results(self):
        out = []

        def walk(blocks):
            for b in blocks:
                if isinstance(b, Table):
                    for r in b.rows:
                        out.extend(r.results)
                elif isinstance(b, Pre):
                    for _t, rs in b.lines:
                        out.extend(rs)
                elif isinstance(b, Para):
                    out.extend(b.results)
                elif isinstance(b, TwoCol):
                    walk(b.left)
                    walk(b.right)

        for p in self.pages:
            walk(p)
        return out

    def gold(self):
        return {
            "lab": self.lab,
            "collected_at_default": self.default_date,
            "results": [r.gold(self.default_date) for r in self.results()],
        }


# ----------------------------------------------------------------- HTML ---
FONT_CSS = {
    "sans": '"DejaVu Sans", sans-serif',
    "serif": '"DejaVu Serif", serif',
    "mono": '"DejaVu Sans Mono", monospace',
    "cond": '"DejaVu Sans Condensed", "DejaVu Sans", sans-serif',
}


def esc(s):
    return _html.escape(s, quote=False)


def cell_html(s):
    return "<br>".join(esc(x) for x in s.split("\n"))


BASE_CSS = """
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: %(font)s; font-size: %(size)spt; color: #111; %(stretch)s }
.page { width: 210mm; height: 296.5mm; padding: 10mm 13mm 0 13mm; position: relative;
        page-break-after: always; break-after: page; overflow: hidden; }
.page:last-child { page-break-after: auto; break-after: auto; }
main { margin-top: 3mm; }
footer { position: absolute; left: 13mm; right: 13mm; bottom: 8mm; font-size: 0.78em; color: #333;
         border-top: 0.3mm solid %(accent)s; padding-top: 1.5mm; }
footer .pl { position: absolute; right: 0; top: 1.5mm; }
.hd-band .bar { background: %(accent)s; color: #fff; padding: 2.5mm 4mm; display: flex; justify-content: space-between; align-items: baseline; }
.hd-band .bar .nm { font-size: 1.75em; font-weight: bold; letter-spacing: 0; }
.hd-band .bar .tg { font-size: 0.9em; }
.hd-band .ln { font-size: 0.78em; color: #333; margin-top: 1mm; }
.hd-left { display: flex; justify-content: space-between; border-bottom: 0.6mm solid %(accent)s; padding-bottom: 2mm; }
.hd-left .nm { font-size: 1.7em; font-weight: bold; color: %(accent)s; }
.hd-left .ln { font-size: 0.78em; color: #333; }
.hd-left .rt { text-align: right; font-size: 0.8em; }
.hd-left .rt .big { font-size: 1.25em; font-weight: bold; color: %(accent)s; }
.hd-center { text-align: center; border-bottom: 0.4mm double #000; padding-bottom: 1.5mm; }
.hd-center .nm { font-size: 1.45em; font-weight: bold; }
.hd-center .ln { font-size: 0.8em; }
.hd-mono { font-family: "DejaVu Sans Mono", monospace; white-space: pre; font-size: 0.92em; }
.pt { width: 100%%; border-collapse: collapse; margin-top: 2.5mm; font-size: 0.92em; }
.pt td { padding: 0.5mm 1.5mm; vertical-align: top; }
.pt .lb { font-weight: bold; white-space: nowrap; }
.pt-box { border: 0.3mm solid #777; }
.pt-shade { background: #eef1f4; }
.h { margin: 3.2mm 0 1.2mm 0; }
.h .ht { font-weight: bold; font-size: 1.08em; display: flex; justify-content: space-between; }
.h .hs { font-size: 0.8em; color: #333; }
.h-rule .ht { border-bottom: 0.3mm solid %(accent)s; padding-bottom: 0.4mm; margin-bottom: 0.6mm; }
.h-fill .ht { background: %(accent)s; color: #fff; padding: 0.6mm 1.5mm; }
.h-plain .ht { color: %(accent)s; }
.h-caps .ht { text-transform: none; letter-spacing: 0; border-bottom: 0.2mm dashed #444; }
.t { width: 100%%; border-collapse: collapse; table-layout: fixed; margin: 0.8mm 0; }
.t td, .t th { padding: %(pad)s; vertical-align: top; }
.t th { font-weight: bold; font-size: 0.86em; }
.t .aL { text-align: left; } .t .aR { text-align: right; } .t .aC { text-align: center; }
.t .nw { white-space: nowrap; }
.t .b { font-weight: bold; }
.t tr.group td { font-weight: bold; padding-top: 1.6mm; }
.t tr.note td { font-size: 0.82em; color: #333; font-style: italic; }
.t-grid td, .t-grid th { border: 0.25mm solid #666; }
.t-grid th { background: #e4e4e4; }
.t-grid tr.group td { background: #f2f2f2; }
.t-plain th { border-bottom: 0.3mm solid #333; }
.t-lined th { border-bottom: 0.4mm solid %(accent)s; color: %(accent)s; }
.t-lined tr.data td { border-bottom: 0.2mm solid #cfcfcf; }
.t-zebra th { background: %(accent)s; color: #fff; }
.t-zebra tr.data:nth-child(even) td { background: #f1f3f6; }
.ld { display: flex; align-items: baseline; }
.ld i { flex: 1; border-bottom: 0.35mm dotted #555; margin: 0 1.2mm; min-width: 3mm; }
.para { margin: 1mm 0; white-space: pre-line; }
.pre { font-family: "DejaVu Sans Mono", monospace; white-space: pre; margin: 0.6mm 0; line-height: 1.28; }
.pre-box { border: 0.3mm solid #444; padding: 1.5mm 2mm; }
.two { display: flex; gap: %(gap)smm; align-items: flex-start; }
.two > div { flex: 1; min-width: 0; }
.two.rule > div:first-child { border-right: 0.3mm solid #bbb; padding-right: 3mm; }
"""


def html_block(b):
    if isinstance(b, Heading):
        right = '<span class="hr">%s</span>' % esc(b.right) if b.right else ""
        subs = "".join('<div class="hs">%s</div>' % esc(s) for s in b.sub)
        return '<div class="h h-%s"><div class="ht"><span>%s</span>%s</div>%s</div>' % (
            b.style, esc(b.text), right, subs)
    if isinstance(b, Para):
        st = []
        if b.size:
            st.append("font-size:%sem" % b.size)
        if b.bold:
            st.append("font-weight:bold")
        if b.italic:
            st.append("font-style:italic")
        st.append("text-align:%s" % {"L": "left", "C": "center", "R": "right"}[b.align])
        return '<div class="para" style="%s">%s</div>' % (";".join(st), esc(b.text))
    if isinstance(b, Spacer):
        return '<div style="height:%smm"></div>' % b.mm
    if isinstance(b, Pre):
        st = "font-size:%sem" % b.size if b.size else ""
        txt = "\n".join(t for t, _ in b.lines)
        return '<div class="pre%s" style="%s">%s</div>' % (" pre-box" if b.box else "", st, esc(txt))
    if isinstance(b, TwoCol):
        l = "".join(html_block(x) for x in b.left)
        r = "".join(html_block(x) for x in b.right)
        return '<div class="two%s" style="gap:%smm"><div>%s</div><div>%s</div></div>' % (
            " rule" if b.rule else "", b.gap, l, r)
    if isinstance(b, Table):
        tot = sum(c[1] for c in b.cols)
        st = ' style="font-size:%sem"' % b.size if b.size else ""
        h = ['<table class="t t-%s"%s><colgroup>' % (b.style, st)]
        for c in b.cols:
            h.append('<col style="width:%.2f%%">' % (100.0 * c[1] / tot))
        h.append("</colgroup>")
        if b.header:
            h.append("<thead><tr>")
            for c in b.cols:
                h.append('<th class="a%s">%s</th>' % (c[2], cell_html(c[0])))
            h.append("</tr></thead>")
        h.append("<tbody>")
        for r in b.rows:
            if r.kind in ("group", "note"):
                h.append('<tr class="%s"><td colspan="%d">%s</td></tr>' % (r.kind, len(b.cols), cell_html(r.cells[0])))
                continue
            h.append('<tr class="data">')
            for i, (c, txt) in enumerate(zip(b.cols, r.cells)):
                cls = ["a" + c[2]]
                if i > 0 and "\n" not in txt and len(txt) < 28:
                    cls.append("nw")
                if i in r.bold:
                    cls.append("b")
                lead = len(txt) - len(txt.lstrip(" "))
                st = ' style="padding-left:%.1fem"' % (0.4 + 0.45 * lead) if lead else ""
                txt = txt.lstrip(" ")
                if b.dots_col == i:
                    inner = '<div class="ld"><span>%s</span><i></i></div>' % cell_html(txt)
                else:
                    inner = cell_html(txt)
                h.append('<td class="%s"%s>%s</td>' % (" ".join(cls), st, inner))
            h.append("</tr>")
        h.append("</tbody></table>")
        return "".join(h)
    raise TypeError(b)


def html_header(rep):
    hd = rep.header
    st = hd["style"]
    if st == "band":
        lines = "".join('<div class="ln">%s</div>' % esc(l) for l in hd["lines"])
        return '<div class="hd-band"><div class="bar"><span class="nm">%s</span><span class="tg">%s</span></div>%s</div>' % (
            esc(hd["name"]), esc(hd.get("tag", "")), lines)
    if st == "left":
        lines = "".join('<div class="ln">%s</div>' % esc(l) for l in hd["lines"])
        right = "".join('<div class="%s">%s</div>' % ("big" if i == 0 else "", esc(l)) for i, l in enumerate(hd.get("right", [])))
        return '<div class="hd-left"><div><div class="nm">%s</div>%s</div><div class="rt">%s</div></div>' % (
            esc(hd["name"]), lines, right)
    if st == "center":
        lines = "".join('<div class="ln">%s</div>' % esc(l) for l in hd["lines"])
        return '<div class="hd-center"><div class="nm">%s</div>%s</div>' % (esc(hd["name"]), lines)
    if st == "mono":
        return '<div class="hd-mono">%s</div>' % esc("\n".join([hd["name"]] + hd["lines"]))
    raise ValueError(st)


def html_patient(rep):
    pt = rep.patient
    if pt["style"] == "mono":
        return '<div class="pre" style="margin-top:2mm">%s</div>' % esc("\n".join(pt["lines"]))
    cls = "pt pt-" + pt["style"]
    out = ['<table class="%s">' % cls]
    for row in pt["rows"]:
        out.append("<tr>")
        for lab, val in row:
            out.append('<td><span class="lb">%s</span> %s</td>' % (esc(lab), esc(val)))
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def render_html(rep):
    th = rep.theme
    css = BASE_CSS % dict(font=FONT_CSS[th["font"]], size=th.get("size", 8.6),
                          accent=th.get("accent", "#1d4e89"), gap=6,
                          pad=th.get("pad", "0.45mm 1.2mm"),
                          stretch="font-stretch: condensed;" if th["font"] == "cond" else "")
    css += th.get("css", "")
    n = len(rep.pages)
    pages = []
    for i, blocks in enumerate(rep.pages, 1):
        body = "".join(html_block(b) for b in blocks)
        foot = "".join("<div>%s</div>" % esc(l) for l in rep.footer)
        pl = '<span class="pl">%s</span>' % esc(rep.page_label.format(p=i, n=n))
        pages.append('<div class="page">%s%s<main>%s</main><footer>%s%s</footer></div>' % (
            html_header(rep), html_patient(rep), body, foot, pl))
    title = rep.title or rep.lab
    return ('<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>%s</title>'
            "<style>%s</style></head><body>\n%s\n</body></html>\n") % (esc(title), css, "\n".join(pages))


# ----------------------------------------------------------------- fpdf ---
FONTDIR = "/usr/share/fonts/truetype/dejavu/"
FONT_FILES = {
    "sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"),
    "serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"),
    "mono": ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf"),
    "cond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf"),
}


def hex2rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class PdfR:
    """fpdf2 renderer: own geometry (mm), own font sizes."""

    L, R, TOP, BOTTOM = 15.0, 195.0, 11.0, 281.0

    def __init__(self, rep):
        from fpdf import FPDF
        self.rep = rep
        self.pdf = FPDF(format="A4", unit="mm")
        self.pdf.set_auto_page_break(False)
        self.pdf.set_creator("labdev-a fpdf renderer")
        for fam, files in FONT_FILES.items():
            self.pdf.add_font(fam, "", FONTDIR + files[0])
            self.pdf.add_font(fam, "B", FONTDIR + files[1])
            self.pdf.add_font(fam, "I", FONTDIR + files[2])
        self.fam = rep.theme["font"]
        self.base = rep.theme.get("size", 8.6) * 0.98
        self.accent = hex2rgb(rep.theme.get("accent", "#1d4e89"))

    # helpers
    def font(self, style="", size=None, fam=None):
        self.pdf.set_font(fam or self.fam, style, size or self.base)

    def lh(self, size=None):
        return (size or self.base) * 0.43

    def text(self, x, y, s, align="L", w=None):
        """y = top of line box"""
        p = self.pdf
        sw = p.get_string_width(s)
        if w is not None:
            if align == "R":
                x = x + w - sw
            elif align == "C":
                x = x + (w - sw) / 2
        p.text(x, y + p.font_size * 0.78, s)
        return sw

    def fit(self, s, w, style, size):
        """shrink font until s fits in w"""
        sz = size
        self.font(style, sz)
        while self.pdf.get_string_width(s) > w and sz > 4.5:
            sz -= 0.25
            self.font(style, sz)
        return sz

    def render(self, path):
        n = len(self.rep.pages)
        for i, blocks in enumerate(self.rep.pages, 1):
            self.pdf.add_page()
            y = self.header()
            y = self.patient(y)
            y += 2.5
            y = self.blocks(blocks, self.L, self.R, y)
            if y > self.BOTTOM - 6:
                raise RuntimeError("%s fpdf page %d overflow y=%.1f" % (self.rep.id, i, y))
            self.footer(i, n)
        self.pdf.output(path)

    def header(self):
        hd = self.rep.header
        p = self.pdf
        st = hd["style"]
        y = self.TOP
        if st == "band":
            p.set_fill_color(*self.accent)
            p.rect(self.L, y, self.R - self.L, 10.5, "F")
            p.set_text_color(255, 255, 255)
            self.font("B", self.base * 1.7)
            self.text(self.L + 3, y + 2.2, hd["name"])
            self.font("", self.base * 0.9)
            self.text(self.L, y + 3.8, hd.get("tag", ""), align="R", w=self.R - self.L - 3)
            p.set_text_color(0, 0, 0)
            y += 11.5
            self.font("", self.base * 0.78)
            for l in hd["lines"]:
                self.text(self.L, y, l)
                y += self.lh(self.base * 0.78) + 0.2
        elif st == "left":
            p.set_text_color(*self.accent)
            self.font("B", self.base * 1.65)
            self.text(self.L, y, hd["name"])
            yr = y
            for k, l in enumerate(hd.get("right", [])):
                if k == 0:
                    self.font("B", self.base * 1.2)
                else:
                    p.set_text_color(0, 0, 0)
                    self.font("", self.base * 0.8)
                self.text(self.L, yr, l, align="R", w=self.R - self.L)
                yr += self.lh(p.font_size_pt) + 0.4
            p.set_text_color(60, 60, 60)
            y += 7
            self.font("", self.base * 0.78)
            for l in hd["lines"]:
                self.text(self.L, y, l)
                y += self.lh(self.base * 0.78) + 0.2
            y = max(y, yr) + 1
            p.set_text_color(0, 0, 0)
            p.set_draw_color(*self.accent)
            p.set_line_width(0.6)
            p.line(self.L, y, self.R, y)
            p.set_line_width(0.2)
            p.set_draw_color(0, 0, 0)
        elif st == "center":
            self.font("B", self.base * 1.45)
            self.text(self.L, y, hd["name"], align="C", w=self.R - self.L)
            y += 6
            self.font("", self.base * 0.8)
            for l in hd["lines"]:
                self.text(self.L, y, l, align="C", w=self.R - self.L)
                y += self.lh(self.base * 0.8) + 0.3
            y += 0.8
            p.line(self.L, y, self.R, y)
            p.line(self.L, y + 0.7, self.R, y + 0.7)
            y += 0.7
        elif st == "mono":
            self.font("", self.base * 0.92, fam="mono")
            for l in [hd["name"]] + hd["lines"]:
                self.text(self.L, y, l)
                y += self.lh(self.base * 0.92) * 1.2
        return y

    def patient(self, y):
        pt = self.rep.patient
        p = self.pdf
        y += 2.5
        if pt["style"] == "mono":
            self.font("", self.base, fam="mono")
            for l in pt["lines"]:
                self.text(self.L, y, l)
                y += self.lh() * 1.25
            return y
        size = self.base * 0.92
        lh = self.lh(size) + 0.9
        y0 = y
        if pt["style"] == "shade":
            p.set_fill_color(236, 240, 244)
            p.rect(self.L, y0, self.R - self.L, lh * len(pt["rows"]) + 1.2, "F")
        y += 0.6
        for row in pt["rows"]:
            w = (self.R - self.L - 2) / len(row)
            for j, (lab, val) in enumerate(row):
                x = self.L + 1.5 + j * w
                self.font("B", size)
                sw = self.text(x, y, lab)
                self.font("", size)
                self.text(x + sw + 1.2, y, val)
            y += lh
        y += 0.6
        if pt["style"] == "box":
            p.set_draw_color(110, 110, 110)
            p.rect(self.L, y0, self.R - self.L, y - y0)
            p.set_draw_color(0, 0, 0)
        return y

    def footer(self, i, n):
        p = self.pdf
        size = self.base * 0.78
        y = 297 - 8 - (len(self.rep.footer)) * (self.lh(size) + 0.3) - 2
        p.set_draw_color(*self.accent)
        p.line(self.L, y, self.R, y)
        p.set_draw_color(0, 0, 0)
        y += 1.4
        self.font("", size)
        self.text(self.L, y, self.rep.page_label.format(p=i, n=n), align="R", w=self.R - self.L)
        for l in self.rep.footer:
            self.text(self.L, y, l)
            y += self.lh(size) + 0.3

    def blocks(self, blocks, x0, x1, y):
        for b in blocks:
            y = self.block(b, x0, x1, y)
        return y

    def block(self, b, x0, x1, y):
        p = self.pdf
        if isinstance(b, Spacer):
            return y + b.mm
        if isinstance(b, Heading):
            y += 2.6
            size = self.base * 1.08
            if b.style == "fill":
                p.set_fill_color(*self.accent)
                p.rect(x0, y - 0.5, x1 - x0, self.lh(size) + 1.2, "F")
                p.set_text_color(255, 255, 255)
            elif b.style == "plain":
                p.set_text_color(*self.accent)
            self.font("B", size)
            self.text(x0 + (1.2 if b.style == "fill" else 0), y, b.text)
            if b.right:
                self.font("", self.base * 0.85)
                self.text(x0, y + 0.3, b.right, align="R", w=x1 - x0 - 1)
            p.set_text_color(0, 0, 0)
            y += self.lh(size) + 0.9
            if b.style in ("rule", "caps"):
                p.set_draw_color(*self.accent)
                p.line(x0, y - 0.3, x1, y - 0.3)
                p.set_draw_color(0, 0, 0)
                y += 0.5
            self.font("", self.base * 0.8)
            for s in b.sub:
                self.text(x0, y, s)
                y += self.lh(self.base * 0.8) + 0.25
            return y + 0.6
        if isinstance(b, Para):
            size = self.base * (b.size or 1)
            self.font(("B" if b.bold else "") + ("I" if b.italic else ""), size)
            y += 0.8
            p.set_xy(x0, y)
            p.multi_cell(x1 - x0, self.lh(size) + 0.45, b.text, align={"L": "L", "C": "C", "R": "R"}[b.align])
            return p.get_y() + 0.8
        if isinstance(b, Pre):
            size = self.base * (b.size or 1) * 0.97
            self.font("", size, fam="mono")
            lh = self.lh(size) * 1.27
            y0 = y
            y += 1.4 if b.box else 0.6
            for t, _ in b.lines:
                self.text(x0 + (2 if b.box else 0), y, t)
                y += lh
            if b.box:
                y += 1.2
                p.rect(x0, y0, x1 - x0, y - y0)
            return y + 0.6
        if isinstance(b, TwoCol):
            mid = (x0 + x1) / 2
            ya = self.blocks(b.left, x0, mid - b.gap / 2, y)
            yb = self.blocks(b.right, mid + b.gap / 2, x1, y)
            if b.rule:
                p.set_draw_color(190, 190, 190)
                p.line(mid, y + 1, mid, max(ya, yb))
                p.set_draw_color(0, 0, 0)
            return max(ya, yb)
        if isinstance(b, Table):
            return self.table(b, x0, x1, y)
        raise TypeError(b)

    def table(self, b, x0, x1, y):
        p = self.pdf
        size = self.base * (b.size or 1)
        lh = self.lh(size) + 0.35
        padx, pady = 1.0, 0.45
        tot = sum(c[1] for c in b.cols)
        ws = [(x1 - x0) * c[1] / tot for c in b.cols]
        xs = [x0]
        for w in ws[:-1]:
            xs.append(xs[-1] + w)
        y += 0.8
        p.set_line_width(0.2)

        def draw_row(cells, style, kind="data", bold=(), idx=0, dots=False):
            nonlocal y
            nl = max(len(c.split("\n")) for c in cells)
            h = nl * lh + 2 * pady
            if kind in ("group", "note"):
                txt = cells[0]
                if b.style == "grid" and kind == "group":
                    p.set_fill_color(242, 242, 242)
                    p.rect(x0, y, x1 - x0, h, "DF")
                st = "B" if kind == "group" else "I"
                for k, ln in enumerate(txt.split("\n")):
                    self.fit(ln, x1 - x0 - 2 * padx, st, size * (0.85 if kind == "note" else 1))
                    self.text(x0 + padx, y + pady + k * lh, ln)
                y += h + (0.5 if kind == "group" else 0)
                return
            if style == "grid":
                if kind == "head":
                    p.set_fill_color(228, 228, 228)
                for xx, w in zip(xs, ws):
                    p.rect(xx, y, w, h, "DF" if kind == "head" else "D")
            if style == "zebra":
                if kind == "head":
                    p.set_fill_color(*self.accent)
                    p.rect(x0, y, x1 - x0, h, "F")
                    p.set_text_color(255, 255, 255)
                elif idx % 2 == 1:
                    p.set_fill_color(241, 243, 246)
                    p.rect(x0, y, x1 - x0, h, "F")
            if style == "lined" and kind == "head":
                p.set_text_color(*self.accent)
            for j, (txt, xx, w, col) in enumerate(zip(cells, xs, ws, b.cols)):
                st = "B" if (kind == "head" or j in bold) else ""
                for k, ln in enumerate(txt.split("\n")):
                    sz = self.fit(ln, w - 2 * padx, st, size * (0.88 if kind == "head" else 1))
                    sw = self.text(xx + padx, y + pady + k * lh, ln, align=col[2], w=w - 2 * padx)
                    if dots and j == b.dots_col and k == len(txt.split("\n")) - 1:
                        p.set_dash_pattern(dash=0.25, gap=0.7)
                        p.set_draw_color(90, 90, 90)
                        yy = y + pady + k * lh + lh * 0.72
                        if xx + padx + sw + 1 < xx + w - 1:
                            p.line(xx + padx + sw + 1, yy, xx + w - 1, yy)
                        p.set_dash_pattern()
                        p.set_draw_color(0, 0, 0)
            p.set_text_color(0, 0, 0)
            if style == "plain" and kind == "head":
                p.line(x0, y + h, x1, y + h)
            if style == "lined":
                if kind == "head":
                    p.set_draw_color(*self.accent)
                    p.set_line_width(0.4)
                else:
                    p.set_draw_color(205, 205, 205)
                p.line(x0, y + h, x1, y + h)
                p.set_draw_color(0, 0, 0)
                p.set_line_width(0.2)
            y += h

        if b.header:
            draw_row([c[0] for c in b.cols], b.style, "head")
        k = 0
        for r in b.rows:
            draw_row(r.cells, b.style, r.kind, r.bold, k, dots=(b.dots_col is not None))
            if r.kind == "data":
                k += 1
        return y + 0.8
