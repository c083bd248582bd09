"""Data model shared by the renderers, the gold writer and the checker.

A report is a dict: id, lab, city, style, collected (ISO date), pages.
A page is a list of blocks; blocks are dicts with key "t" (see render_html.py).
Patient results are R objects placed in table cells.
"""
import re

# key: (loinc, [alternatives], analyte)
LOINC = {
    # haematology
    "rbc": ("789-8", ["26453-1"], "Erythrocytes, blood, automated count"),
    "hgb": ("718-7", [], "Hemoglobin, blood, mass/volume"),
    "hct": ("4544-3", ["20570-8"], "Hematocrit, blood, automated count"),
    "mcv": ("787-2", ["30428-7"], "MCV, RBC, automated count"),
    "mch": ("785-6", ["28539-5"], "MCH, RBC, automated count"),
    "mchc": ("786-4", ["28540-3"], "MCHC, RBC, automated count"),
    "rdw": ("788-0", ["30385-9"], "RDW-CV, RBC, automated count"),
    "wbc": ("6690-2", ["26464-8"], "Leukocytes, blood, automated count"),
    "neut_p": ("770-8", ["26511-6"], "Neutrophils/100 leukocytes, blood"),
    "neut_a": ("751-8", ["26499-4"], "Neutrophils, blood, number/volume"),
    "seg_p": ("770-8", ["769-0", "26511-6"], "Neutrophils (segmented)/100 leukocytes, blood"),
    "seg_a": ("751-8", ["26499-4"], "Neutrophils (segmented), blood, number/volume"),
    "band_p": ("764-1", ["26508-2"], "Band neutrophils/100 leukocytes, blood, manual count"),
    "band_a": ("26507-4", [], "Band neutrophils, blood, number/volume"),
    "lym_p": ("736-9", ["26478-8"], "Lymphocytes/100 leukocytes, blood"),
    "lym_a": ("731-0", ["26474-7"], "Lymphocytes, blood, number/volume"),
    "mono_p": ("5905-5", ["26485-3"], "Monocytes/100 leukocytes, blood"),
    "mono_a": ("742-7", ["26484-6"], "Monocytes, blood, number/volume"),
    "eos_p": ("713-8", ["26450-7"], "Eosinophils/100 leukocytes, blood"),
    "eos_a": ("711-2", ["26449-9"], "Eosinophils, blood, number/volume"),
    "baso_p": ("706-2", ["30180-4"], "Basophils/100 leukocytes, blood"),
    "baso_a": ("704-7", ["26444-0"], "Basophils, blood, number/volume"),
    "plt": ("777-3", ["26515-7"], "Platelets, blood, automated count"),
    "mpv": ("32623-1", ["28542-9"], "Mean platelet volume, blood, automated count"),
    "esr": ("4537-7", ["30341-2"], "Erythrocyte sedimentation rate, Westergren"),
    # coagulation
    "pt_s": ("5902-2", ["5964-2"], "Prothrombin time, plasma, seconds"),
    "pt_act": ("5894-1", [], "Prothrombin time actual/normal (activity %), plasma"),
    "inr": ("6301-6", ["34714-6"], "INR, plasma"),
    "aptt_s": ("14979-9", ["3173-2"], "aPTT, platelet-poor plasma, seconds"),
    "fib": ("3255-7", [], "Fibrinogen, plasma, mass/volume"),
    # chemistry
    "glu_f": ("1558-6", ["2345-7"], "Glucose, fasting, serum/plasma, mass"),
    "glu": ("2345-7", [], "Glucose, serum/plasma, mass"),
    "ogtt_1h": ("1507-3", [], "Glucose 1 h post 75 g glucose, serum/plasma"),
    "ogtt_2h": ("1518-0", [], "Glucose 2 h post 75 g glucose, serum/plasma"),
    "hba1c": ("4548-4", ["17856-6"], "Hemoglobin A1c/hemoglobin total, blood"),
    "eag": ("27353-2", [], "Estimated average glucose from HbA1c"),
    "urea": ("3091-6", [], "Urea, serum/plasma, mass"),
    "creat": ("2160-0", ["38483-4"], "Creatinine, serum/plasma, mass"),
    "egfr21": ("98979-8", ["62238-1"], "eGFR, creatinine-based CKD-EPI 2021"),
    "egfr09": ("62238-1", ["98979-8"], "eGFR, creatinine-based CKD-EPI"),
    "urate": ("3084-1", [], "Urate, serum/plasma, mass"),
    "na": ("2951-2", ["2947-0"], "Sodium, serum/plasma, moles"),
    "k": ("2823-3", ["6298-4"], "Potassium, serum/plasma, moles"),
    "cl": ("2075-0", [], "Chloride, serum/plasma, moles"),
    "ca": ("17861-6", ["49765-1"], "Calcium, serum/plasma, mass"),
    "ica": ("1995-0", ["1994-3"], "Calcium ionized, serum/plasma, moles"),
    "mg": ("19123-9", [], "Magnesium, serum/plasma, mass"),
    "phos": ("2777-1", [], "Phosphate, serum/plasma, mass"),
    "ast": ("1920-8", ["30239-8"], "AST, serum/plasma"),
    "alt": ("1742-6", ["1744-2"], "ALT, serum/plasma"),
    "ggt": ("2324-2", [], "GGT, serum/plasma"),
    "alp": ("6768-6", [], "Alkaline phosphatase, serum/plasma"),
    "tbil": ("1975-2", [], "Bilirubin total, serum/plasma"),
    "dbil": ("1968-7", [], "Bilirubin direct, serum/plasma"),
    "ibil": ("1971-1", [], "Bilirubin indirect, serum/plasma"),
    "tprot": ("2885-2", [], "Protein total, serum/plasma"),
    "alb": ("1751-7", ["61151-7"], "Albumin, serum/plasma, mass"),
    "glob": ("10834-0", [], "Globulin, serum, calculated"),
    "ag": ("1759-0", [], "Albumin/globulin ratio, serum/plasma"),
    "amyl": ("1798-8", [], "Amylase, serum/plasma"),
    "lip": ("3040-3", [], "Lipase, serum/plasma"),
    "ldh": ("2532-0", ["14804-9"], "LDH, serum/plasma"),
    "ck": ("2157-6", [], "Creatine kinase, serum/plasma"),
    "ckmb": ("13969-1", ["32673-6"], "CK-MB, serum/plasma, mass"),
    "tni": ("89579-7", ["10839-9"], "Troponin I cardiac, high sensitivity, serum/plasma"),
    "chol": ("2093-3", [], "Cholesterol total, serum/plasma"),
    "hdl": ("2085-9", [], "HDL cholesterol, serum/plasma"),
    "ldl": ("13457-7", ["2089-1", "18262-6"], "LDL cholesterol, calculated"),
    "vldl": ("13458-5", ["2091-7"], "VLDL cholesterol, calculated"),
    "nonhdl": ("43396-1", [], "Non-HDL cholesterol, serum/plasma"),
    "tg": ("2571-8", [], "Triglyceride, serum/plasma"),
    "crp": ("1988-5", [], "C reactive protein, serum/plasma"),
    # endocrine
    "tsh": ("3016-3", ["11580-8"], "TSH, serum/plasma"),
    "ft4": ("3024-7", [], "Free T4, serum/plasma, mass"),
    "t3": ("3053-6", [], "Total T3, serum/plasma, mass"),
    "tpo": ("8099-4", [], "Thyroperoxidase Ab, serum/plasma"),
    "fsh": ("15067-2", [], "FSH, serum/plasma"),
    "lh": ("10501-5", [], "LH, serum/plasma"),
    "e2": ("2243-4", [], "Estradiol, serum/plasma"),
    "prl": ("2842-3", [], "Prolactin, serum/plasma"),
    "prog": ("2839-9", [], "Progesterone, serum/plasma"),
    "testo": ("2986-8", [], "Testosterone total, serum/plasma"),
    "bhcg": ("21198-7", ["19080-1"], "hCG beta subunit, serum/plasma, units/volume"),
    "cortisol": ("2143-6", ["9813-7"], "Cortisol, serum/plasma (morning)"),
    "insulin": ("20448-7", [], "Insulin, serum/plasma"),
    "pth": ("2731-8", [], "PTH intact, serum/plasma"),
    # iron / vitamins
    "fe": ("2498-4", [], "Iron, serum/plasma"),
    "ferritin": ("2276-4", [], "Ferritin, serum/plasma"),
    "tibc": ("2500-7", [], "Iron binding capacity, serum/plasma"),
    "tsat": ("2502-3", [], "Iron saturation, serum/plasma"),
    "b12": ("2132-9", [], "Vitamin B12, serum/plasma"),
    "vitd": ("1989-3", ["62292-8"], "25-hydroxyvitamin D, serum/plasma"),
    "folate": ("2284-8", [], "Folate, serum/plasma"),
    # serology
    "hiv": ("56888-1", [], "HIV 1+2 Ab and HIV-1 p24 Ag, serum/plasma, presence"),
    "vdrl": ("5292-8", [], "Reagin Ab (VDRL), serum, presence"),
    "trep": ("24110-9", [], "Treponema pallidum Ab, immunoassay, presence"),
    "hbsag": ("5196-1", ["5195-3"], "HBsAg, serum, immunoassay"),
    "antihbs": ("16935-9", ["5193-8"], "Anti-HBs, serum, units/volume"),
    "antihcv": ("13955-0", ["16128-1"], "Anti-HCV, serum/plasma, immunoassay"),
    "toxo_g": ("5388-4", ["8039-0"], "Toxoplasma gondii IgG Ab, serum, units/volume"),
    "rub_g": ("5334-8", [], "Rubella virus IgG Ab, serum, units/volume"),
    "abo": ("883-9", [], "ABO group, blood"),
    "rh": ("10331-7", [], "Rh type, blood"),
    "coombs_i": ("890-4", [], "Blood group antibody screen (indirect Coombs), serum/plasma"),
    # tumour markers
    "psa": ("2857-1", [], "PSA, serum/plasma, mass"),
    "fpsa": ("10886-0", [], "PSA free, serum/plasma, mass"),
    "psa_ratio": ("12841-3", [], "PSA free/PSA total ratio"),
    "cea": ("2039-6", [], "CEA, serum/plasma, mass"),
    "ca125": ("10334-1", [], "CA 125, serum/plasma"),
    "afp": ("1834-1", [], "Alpha-fetoprotein, serum/plasma, mass"),
    "ca199": ("24108-3", [], "CA 19-9, serum/plasma"),
    # urine
    "u_color": ("5778-6", [], "Color of urine"),
    "u_aspect": ("5767-9", [], "Appearance of urine"),
    "u_sg": ("5811-5", ["2965-2"], "Specific gravity of urine, test strip"),
    "u_ph": ("5803-2", ["2756-5"], "pH of urine, test strip"),
    "u_prot": ("20454-5", ["2887-8"], "Protein, urine, test strip, presence"),
    "u_glu": ("25428-4", ["2349-9"], "Glucose, urine, test strip, presence"),
    "u_ket": ("2514-8", [], "Ketones, urine, test strip, presence"),
    "u_blood": ("5794-3", [], "Hemoglobin, urine, test strip, presence"),
    "u_bil": ("5770-3", [], "Bilirubin, urine, test strip, presence"),
    "u_ubg": ("5818-0", [], "Urobilinogen, urine, test strip, presence"),
    "u_nit": ("5802-4", [], "Nitrite, urine, test strip, presence"),
    "u_le": ("5799-2", [], "Leukocyte esterase, urine, test strip, presence"),
    "u_wbc": ("5821-4", [], "Leukocytes, urine sediment, per HPF"),
    "u_rbc": ("13945-1", [], "Erythrocytes, urine sediment, per HPF"),
    "u_epi": ("5787-7", [], "Epithelial cells, urine sediment, per HPF"),
    "u_hyal": ("5796-8", [], "Hyaline casts, urine sediment, per LPF"),
    "u_bact": ("25145-4", [], "Bacteria, urine sediment, presence"),
    "u_mucus": ("8247-9", [], "Mucus, urine sediment, presence"),
    "u_cult": ("630-4", [], "Bacteria identified in urine by culture"),
    "u_malb": ("14957-5", ["1754-1"], "Microalbumin, urine, mass/volume"),
    "u_acr": ("14959-1", ["9318-7"], "Microalbumin/creatinine ratio, urine"),
    # stool
    "op": ("10704-5", ["10701-1"], "Ova and parasites, stool, microscopy"),
    "fobt": ("2335-8", [], "Occult blood (hemoglobin), stool, presence"),
}

NUM_RE = re.compile(r"^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$")
WORDS = [("inferior a ", "<"), ("superior a ", ">"), ("menor que ", "<"), ("maior que ", ">"),
         ("<= ", "<="), ("≤ ", "<="), (">= ", ">="), ("≥ ", ">="), ("< ", "<"), ("> ", ">"),
         ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def parse_value(text):
    """Brazilian number parsing: returns (value, comparator)."""
    t = text.strip()
    comp = ""
    low = t.lower()
    for w, c in WORDS:
        if low.startswith(w):
            comp = c
            t = t[len(w):].strip()
            break
    m = NUM_RE.match(t)
    if not m:
        return None, ""
    ip = m.group(1).replace(".", "")
    if m.group(2):
        v = float(ip + "." + m.group(2))
    else:
        v = int(ip)
    return v, comp


class R:
    """One printed patient result."""

    def __init__(self, key, value_text, unit="", flag="", date=None, name=None, qual=False, iu=False):
        assert key in LOINC, key
        self.key, self.value_text, self.unit = key, value_text, unit
        self.flag, self.date, self.name, self.qual, self.iu = flag, date, name, qual, iu

    def shown(self):
        s = self.value_text
        if self.iu and self.unit:
            s += " " + self.unit
        return s + ((" " + self.flag) if self.flag else "")


def luhn_ok(code):
    body, _, chk = code.partition("-")
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10) == chk


def iso_to_br(d):
    y, m, dd = d.split("-")
    return f"{dd}/{m}/{y}"


def cell_text(c):
    if isinstance(c, R):
        return c.shown()
    return c or ""


def _iter_blocks(blocks):
    for b in blocks:
        if b["t"] == "cols":
            yield from _iter_blocks(b["left"])
            yield from _iter_blocks(b["right"])
        else:
            yield b


def iter_results(report):
    """Yields (page_index, printed_name, R) in reading order."""
    for pi, page in enumerate(report["pages"]):
        for b in _iter_blocks(page):
            if b["t"] != "table":
                continue
            for row in b["rows"]:
                if isinstance(row, dict):
                    continue
                label = ""
                for c in row:
                    if isinstance(c, str) and c.strip():
                        label = c
                        break
                for c in row:
                    if isinstance(c, R):
                        nm = c.name if c.name is not None else label
                        nm = " ".join(nm.replace("\n", " ").split()).rstrip(":").rstrip()
                        yield pi, nm, c


def gold(report):
    res = []
    for pi, nm, r in iter_results(report):
        code, alts, analyte = LOINC[r.key]
        if r.qual:
            val, comp = None, ""
        else:
            val, comp = parse_value(r.value_text)
        res.append({"printed_name": nm, "analyte": analyte, "loinc": code,
                    "loinc_alternatives": list(alts), "value": val,
                    "value_text": r.value_text, "comparator": comp, "unit": r.unit,
                    "collected_at": r.date or report["collected"]})
    return {"lab": report["lab"], "collected_at_default": report["collected"], "results": res}


def result_pages(report):
    return [pi for pi, _, _ in iter_results(report)]
