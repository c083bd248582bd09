"""Data model shared by the HTML renderer, the fpdf2 renderer and the gold writer (set bp)."""
import re
from dataclasses import dataclass, field
from typing import Optional, List

# ---------------------------------------------------------------- LOINC catalogue
# key: (analyte, loinc, [alternatives])
CAT = {
 # haematology
 'rbc':   ('Erythrocytes, blood, count', '789-8', ['26453-1']),
 'hb':    ('Hemoglobin, blood, mass', '718-7', []),
 'hct':   ('Hematocrit, blood, volume fraction', '4544-3', ['20570-8']),
 'mcv':   ('MCV, erythrocytes, entitic volume', '787-2', ['30428-7']),
 'mch':   ('MCH, erythrocytes, entitic mass', '785-6', ['28539-5']),
 'mchc':  ('MCHC, erythrocytes, mass/volume', '786-4', ['28540-3']),
 'rdw':   ('RDW, erythrocytes, ratio (CV)', '788-0', ['30385-9']),
 'wbc':   ('Leukocytes, blood, count', '6690-2', ['26464-8']),
 'neu%':  ('Neutrophils/100 leukocytes, blood', '770-8', ['26511-6']),
 'neu#':  ('Neutrophils, blood, count', '751-8', ['26499-4']),
 'seg%':  ('Segmented neutrophils/100 leukocytes, blood', '769-0', []),
 'seg#':  ('Segmented neutrophils, blood, count', '768-2', []),
 'band%': ('Band neutrophils/100 leukocytes, blood', '764-1', []),
 'band#': ('Band neutrophils, blood, count', '26507-4', []),
 'lym%':  ('Lymphocytes/100 leukocytes, blood', '736-9', ['26478-8']),
 'lym#':  ('Lymphocytes, blood, count', '731-0', ['26474-7']),
 'mon%':  ('Monocytes/100 leukocytes, blood', '5905-5', ['26485-3']),
 'mon#':  ('Monocytes, blood, count', '742-7', ['26484-6']),
 'eos%':  ('Eosinophils/100 leukocytes, blood', '713-8', ['26450-7']),
 'eos#':  ('Eosinophils, blood, count', '711-2', ['26449-9']),
 'bas%':  ('Basophils/100 leukocytes, blood', '706-2', ['30180-4']),
 'bas#':  ('Basophils, blood, count', '704-7', ['26444-0']),
 'plt':   ('Platelets, blood, count', '777-3', ['26515-7']),
 'mpv':   ('Platelet mean volume, blood', '32623-1', ['28542-9']),
 'ret%':  ('Reticulocytes/100 erythrocytes, blood', '17849-1', ['4679-7']),
 'ret#':  ('Reticulocytes, blood, count', '60474-4', ['14196-0']),
 'esr':   ('Erythrocyte sedimentation rate, Westergren', '4537-7', ['30341-2']),
 # coagulation
 'pt_s':  ('Prothrombin time, plasma, seconds', '5902-2', []),
 'inr':   ('INR, plasma', '6301-6', ['34714-6']),
 'aptt':  ('aPTT, plasma, seconds', '14979-9', ['3173-2']),
 'fib':   ('Fibrinogen, plasma, mass', '3255-7', []),
 'ddim':  ('D-dimer, plasma, FEU mass', '48065-7', []),
 # chemistry
 'glu':   ('Glucose, fasting, serum/plasma, mass', '1558-6', ['2345-7']),
 'a1c':   ('Hemoglobin A1c/Hemoglobin.total, blood', '4548-4', ['17856-6']),
 'eag':   ('Estimated average glucose, blood', '27353-2', []),
 'urea':  ('Urea, serum/plasma, mass', '3091-6', []),
 'crea':  ('Creatinine, serum/plasma, mass', '2160-0', []),
 'egfr':  ('eGFR/1.73 m2, creatinine-based CKD-EPI 2021', '98979-8', ['62238-1']),
 'egfr09':('eGFR/1.73 m2, creatinine-based CKD-EPI', '62238-1', ['98979-8']),
 'cysc':  ('Cystatin C, serum/plasma, mass', '33863-2', []),
 'uric':  ('Urate, serum/plasma, mass', '3084-1', []),
 'na':    ('Sodium, serum/plasma, moles', '2951-2', []),
 'k':     ('Potassium, serum/plasma, moles', '2823-3', []),
 'cl':    ('Chloride, serum/plasma, moles', '2075-0', []),
 'hco3':  ('Bicarbonate, serum/plasma, moles', '1963-8', ['2028-9']),
 'ca':    ('Calcium, serum/plasma, mass', '17861-6', []),
 'cai':   ('Calcium ionized, serum/plasma, moles', '1995-0', ['1994-3']),
 'mg':    ('Magnesium, serum/plasma, mass', '19123-9', []),
 'phos':  ('Phosphate, serum/plasma, mass', '2777-1', []),
 'alb':   ('Albumin, serum/plasma, mass', '1751-7', []),
 'tp':    ('Protein, serum/plasma, mass', '2885-2', []),
 'glob':  ('Globulin, serum, mass (calculated)', '10834-0', []),
 'agr':   ('Albumin/Globulin, serum, mass ratio', '1759-0', []),
 'ast':   ('AST, serum/plasma, enzymatic activity', '1920-8', []),
 'alt':   ('ALT, serum/plasma, enzymatic activity', '1742-6', []),
 'ggt':   ('GGT, serum/plasma, enzymatic activity', '2324-2', []),
 'alp':   ('Alkaline phosphatase, serum/plasma', '6768-6', []),
 'tbil':  ('Bilirubin total, serum/plasma, mass', '1975-2', []),
 'dbil':  ('Bilirubin direct, serum/plasma, mass', '1968-7', []),
 'ibil':  ('Bilirubin indirect, serum/plasma, mass', '1971-1', []),
 'ldh':   ('LDH, serum/plasma, enzymatic activity', '2532-0', ['14804-9']),
 'ck':    ('Creatine kinase, serum/plasma', '2157-6', []),
 'amy':   ('Amylase, serum/plasma', '1798-8', []),
 'lip':   ('Lipase, serum/plasma', '3040-3', []),
 'chol':  ('Cholesterol total, serum/plasma, mass', '2093-3', []),
 'hdl':   ('HDL cholesterol, serum/plasma, mass', '2085-9', []),
 'ldl':   ('LDL cholesterol, calculated', '13457-7', ['18262-6']),
 'ldld':  ('LDL cholesterol, direct assay', '18262-6', ['2089-1']),
 'vldl':  ('VLDL cholesterol, calculated', '13458-5', []),
 'nhdl':  ('Non-HDL cholesterol, serum/plasma', '43396-1', []),
 'tg':    ('Triglyceride, serum/plasma, mass', '2571-8', []),
 'tsh':   ('TSH, serum/plasma, units', '3016-3', ['11580-8']),
 'ft4':   ('Free T4, serum/plasma, mass', '3024-7', []),
 't3':    ('T3 total, serum/plasma, mass', '3053-6', []),
 'ft3':   ('Free T3, serum/plasma, mass', '3051-0', []),
 'tpo':   ('Thyroperoxidase Ab, serum/plasma, units', '8099-4', []),
 'fe':    ('Iron, serum/plasma, mass', '2498-4', []),
 'tibc':  ('Iron binding capacity, serum/plasma', '2500-7', []),
 'uibc':  ('Unsaturated iron binding capacity', '2501-5', []),
 'tsat':  ('Iron saturation, serum/plasma', '2502-3', []),
 'ferr':  ('Ferritin, serum/plasma, mass', '2276-4', []),
 'trf':   ('Transferrin, serum/plasma, mass', '3034-6', []),
 'b12':   ('Cobalamin (vitamin B12), serum/plasma, mass', '2132-9', []),
 'fol':   ('Folate, serum/plasma, mass', '2284-8', []),
 'hcy':   ('Homocysteine, serum/plasma, moles', '13965-9', []),
 'mma':   ('Methylmalonate, serum/plasma, moles', '13964-2', []),
 'vitd':  ('25-hydroxyvitamin D2+D3, serum/plasma, mass', '62292-8', ['1989-3']),
 'pth':   ('PTH intact, serum/plasma, mass', '2731-8', []),
 'crp':   ('C reactive protein, serum/plasma, mass', '1988-5', []),
 'hscrp': ('C reactive protein, high sensitivity', '30522-7', ['1988-5']),
 'hcy2':  ('Homocysteine, serum/plasma, moles', '13965-9', []),
 'hapt':  ('Haptoglobin, serum/plasma, mass', '4542-7', []),
 'dig':   ('Digoxin, serum/plasma, mass', '10535-3', []),
 'li':    ('Lithium, serum/plasma, moles', '14334-7', []),
 'vpa':   ('Valproate, serum/plasma, mass', '4086-5', []),
 'pht':   ('Phenytoin, serum/plasma, mass', '3968-5', []),
 'cbz':   ('Carbamazepine, serum/plasma, mass', '3432-2', []),
 'bnp':   ('NT-proBNP, serum/plasma, mass', '33762-6', []),
 'cort':  ('Cortisol, serum/plasma, mass', '2143-6', ['9813-7']),
 'psa':   ('PSA total, serum/plasma, mass', '2857-1', ['35741-8']),
 'fpsa':  ('PSA free, serum/plasma, mass', '10886-0', []),
 'psar':  ('PSA free/PSA total, serum/plasma', '12841-3', []),
 'testo': ('Testosterone, serum/plasma, mass', '2986-8', []),
 'cea':   ('CEA, serum/plasma, mass', '2039-6', []),
 'ca199': ('CA 19-9, serum/plasma, units', '24108-3', []),
 'ca125': ('CA 125, serum/plasma, units', '10334-1', []),
 'afp':   ('Alpha-1-fetoprotein, serum/plasma, mass', '1834-1', []),
 'hbsag': ('HBsAg, serum, presence', '5196-1', []),
 'ahbs':  ('HBs Ab, serum, units', '16935-9', []),
 'ahcv':  ('HCV Ab, serum, presence', '16128-1', []),
 'hiv':   ('HIV 1+2 Ab + HIV1 p24 Ag, serum, presence', '56888-1', []),
 'vdrl':  ('Reagin Ab, serum, presence (VDRL)', '5292-8', []),
 # urine
 'u_col': ('Color, urine', '5778-6', []),
 'u_asp': ('Appearance, urine', '5767-9', []),
 'u_sg':  ('Specific gravity, urine, test strip', '5811-5', []),
 'u_ph':  ('pH, urine, test strip', '5803-2', []),
 'u_pro': ('Protein, urine, test strip, presence', '20454-5', []),
 'u_glu': ('Glucose, urine, test strip, presence', '25428-4', []),
 'u_ket': ('Ketones, urine, test strip, presence', '2514-8', []),
 'u_hb':  ('Hemoglobin, urine, test strip, presence', '5794-3', []),
 'u_nit': ('Nitrite, urine, test strip, presence', '5802-4', []),
 'u_le':  ('Leukocyte esterase, urine, test strip', '5799-2', []),
 'u_bil': ('Bilirubin, urine, test strip, presence', '5770-3', []),
 'u_ubg': ('Urobilinogen, urine, test strip, presence', '20405-7', ['5818-0']),
 'u_wbc': ('Leukocytes, urine sediment, per HPF', '5821-4', []),
 'u_rbc': ('Erythrocytes, urine sediment, per HPF', '13945-1', []),
 'u_epi': ('Epithelial cells, urine sediment, per HPF', '11277-1', []),
 'u_bac': ('Bacteria, urine sediment, presence', '25145-4', []),
 'u_alb': ('Albumin, urine, mass (microalbumin)', '14957-5', []),
 'u_crea':('Creatinine, urine, mass', '2161-8', []),
 'u_acr': ('Albumin/Creatinine, urine, mass ratio', '14959-1', ['9318-7']),
 'u_pcr': ('Protein/Creatinine, urine, mass ratio', '2890-2', []),
 'u_na':  ('Sodium, urine, moles', '2955-3', []),
 'fob':   ('Hemoglobin.gastrointestinal, stool, presence', '2335-8', ['29771-3']),
}


def loinc_ok(code):
    m = re.fullmatch(r'(\d+)-(\d)', code)
    if not m:
        return False
    body, chk = m.group(1), int(m.group(2))
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return (10 - s % 10) % 10 == chk


def parse_value(vt):
    """Brazilian number parsing; returns (value, comparator)."""
    t = vt.strip()
    comp = ''
    for pat, c in ((r'^(≤|<=)\s*', '<='), (r'^(≥|>=)\s*', '>='), (r'^(<|inferior a)\s*', '<'),
                   (r'^(>|superior a)\s*', '>')):
        m = re.match(pat, t, re.I)
        if m:
            comp, t = c, t[m.end():]
            break
    if re.fullmatch(r'-?\d{1,3}(\.\d{3})+(,\d+)?|-?\d+(,\d+)?', t):
        v = float(t.replace('.', '').replace(',', '.'))
        if v == int(v) and ',' not in t:
            v = int(v)
        return v, comp
    return None, ''


# ---------------------------------------------------------------- results
@dataclass
class R:
    key: str
    name: str            # printed name; '|' marks a printed line break
    vt: str              # value text as printed
    unit: str = ''
    date: Optional[str] = None   # YYYY-MM-DD; None -> report default
    flag: str = ''

    @property
    def printed_name(self):
        return ' '.join(self.name.replace('|', ' ').split())

    @property
    def disp_name(self):
        return self.name.replace('|', '\n')


# ---------------------------------------------------------------- elements
@dataclass
class Section:
    title: str
    sub: str = ''          # small text on the right / below (material, method...)


@dataclass
class Table:
    head: List[str]        # header labels ('' for none); '\n' allowed
    widths: List[float]    # mm
    rows: list             # list of rows; row = list of cells (str | R) or ('sub', text)
    ruled: bool = True
    aligns: str = ''       # per column L/C/R
    head_rule: bool = True
    zebra: bool = False
    bold_vals: bool = True
    val_unit: bool = False  # print the unit in the result cell after the value


@dataclass
class Leaders:
    rows: list             # (R, ref_text)  ; name..... value | unit | ref
    w_lead: float = 95
    w_unit: float = 22
    w_ref: float = 60


@dataclass
class Block:
    heading: str
    meta: List[str]        # 'Material: Soro', 'Método: ...'
    results: list          # list of (label, R) ; label 'Resultado' for single
    ref: List[str]         # reference lines (printed right)
    w_left: float = 95


@dataclass
class Note:
    text: str              # '\n' separated lines


@dataclass
class Spacer:
    h: float = 2


@dataclass
class TwoCol:
    left: list
    right: list
    gap: float = 6


@dataclass
class Page:
    items: list


@dataclass
class Report:
    rid: str
    style: dict
    lab: str
    city: str
    header_lines: List[str]
    patient: list                 # rows of (label, value)
    collected: str                # YYYY-MM-DD default
    pages: List[Page]
    footer: str                   # printed at bottom of every page
    signature: List[str]          # printed at end of last page
    features: str = ''
    distractors: List[str] = field(default_factory=list)


def iter_results(items):
    for it in items:
        if isinstance(it, Table):
            for row in it.rows:
                if isinstance(row, tuple):
                    continue
                for c in row:
                    if isinstance(c, R):
                        yield c
        elif isinstance(it, Leaders):
            for r, _ in it.rows:
                yield r
        elif isinstance(it, Block):
            for lab, r in it.results:
                if lab == 'Resultado':
                    assert r.printed_name == ' '.join(it.heading.split()), (r.name, it.heading)
                yield r
        elif isinstance(it, TwoCol):
            yield from iter_results(it.left)
            yield from iter_results(it.right)


def gold(rep):
    out = []
    for pno, pg in enumerate(rep.pages, 1):
        for r in iter_results(pg.items):
            a, code, alts = CAT[r.key]
            v, comp = parse_value(r.vt)
            out.append({'printed_name': r.printed_name, 'analyte': a, 'loinc': code,
                        'loinc_alternatives': list(alts), 'value': v, 'value_text': r.vt,
                        'comparator': comp, 'unit': r.unit,
                        'collected_at': r.date or rep.collected, '_page': pno})
    return out


def gold_json(rep):
    res = []
    for g in gold(rep):
        g = dict(g)
        g.pop('_page')
        res.append(g)
    return {'lab': rep.lab, 'collected_at_default': rep.collected, 'results': res}


def br(d):
    """YYYY-MM-DD -> dd/mm/yyyy"""
    y, m, dd = d.split('-')
    return f'{dd}/{m}/{y}'
