"""Data model shared by the HTML renderer, the fpdf2 renderer, the gold writer and check.py.

A report is a dict (see reports_data.py).  Each page is a list of blocks:
  ("title", text)                      section heading
  ("line", text)                       one small line of text (material, collection info ...)
  ("text", text)                       wrapped paragraph (notes, comments)
  ("table", spec)                      table of results (see T())
  ("block", spec)                      heading / material / method / Resultado block (see B())
  ("cols2", [blocks], [blocks])        two independent columns
  ("space", mm)
Results are R objects; gold entries are derived from them in reading order.
"""
import re

# ---------------------------------------------------------------- LOINC table
# key: (code, alternatives, analyte)
LOINC = {
 'hb': ('718-7', [], 'Hemoglobin, blood, mass/volume'),
 'ht': ('4544-3', ['20570-8'], 'Hematocrit, blood, volume fraction (automated count)'),
 'rbc': ('789-8', ['26453-1'], 'Erythrocytes, blood, count (automated)'),
 'mcv': ('787-2', ['30428-7'], 'MCV, erythrocytes, entitic volume'),
 'mch': ('785-6', [], 'MCH, erythrocytes, entitic mass'),
 'mchc': ('786-4', [], 'MCHC, erythrocytes, mass/volume'),
 'rdw': ('788-0', ['30385-9'], 'Erythrocyte distribution width, ratio (RDW-CV)'),
 'wbc': ('6690-2', ['26464-8'], 'Leukocytes, blood, count (automated)'),
 'band_pct': ('764-1', ['26508-2'], 'Band neutrophils/100 leukocytes, blood'),
 'seg_pct': ('769-0', ['770-8'], 'Segmented neutrophils/100 leukocytes, blood'),
 'neut_pct': ('770-8', ['26511-6'], 'Neutrophils/100 leukocytes, blood'),
 'neut_abs': ('751-8', ['26499-4'], 'Neutrophils, blood, count'),
 'lymph_pct': ('736-9', ['26478-8'], 'Lymphocytes/100 leukocytes, blood'),
 'lymph_abs': ('731-0', ['26474-7'], 'Lymphocytes, blood, count'),
 'mono_pct': ('5905-5', ['26485-3'], 'Monocytes/100 leukocytes, blood'),
 'mono_abs': ('742-7', ['26484-6'], 'Monocytes, blood, count'),
 'eos_pct': ('713-8', ['26450-7'], 'Eosinophils/100 leukocytes, blood'),
 'eos_abs': ('711-2', ['26449-9'], 'Eosinophils, blood, count'),
 'baso_pct': ('706-2', ['30180-4'], 'Basophils/100 leukocytes, blood'),
 'baso_abs': ('704-7', ['26444-0'], 'Basophils, blood, count'),
 'plt': ('777-3', ['26515-7'], 'Platelets, blood, count (automated)'),
 'mpv': ('32623-1', ['28542-9'], 'Platelet mean volume, blood'),
 'esr': ('4537-7', ['30341-2'], 'Erythrocyte sedimentation rate, Westergren'),
 'pt_s': ('5902-2', [], 'Prothrombin time, plasma, seconds'),
 'pt_act': ('5894-1', [], 'Prothrombin time actual/normal (activity %), platelet poor plasma'),
 'inr': ('6301-6', ['34714-6'], 'INR, platelet poor plasma'),
 'aptt_s': ('14979-9', ['3173-2'], 'aPTT, platelet poor plasma, seconds'),
 'aptt_r': ('63561-5', [], 'aPTT actual/normal ratio, platelet poor plasma'),
 'fib': ('3255-7', [], 'Fibrinogen, platelet poor plasma, mass/volume'),
 'ast': ('1920-8', ['30239-8'], 'AST, serum/plasma, catalytic activity'),
 'alt': ('1742-6', ['1744-2'], 'ALT, serum/plasma, catalytic activity'),
 'ggt': ('2324-2', [], 'Gamma glutamyl transferase, serum/plasma'),
 'alp': ('6768-6', [], 'Alkaline phosphatase, serum/plasma'),
 'bt': ('1975-2', ['42719-5'], 'Bilirubin total, serum/plasma, mass/volume'),
 'bd': ('1968-7', [], 'Bilirubin direct, serum/plasma, mass/volume'),
 'bi': ('1971-1', [], 'Bilirubin indirect, serum/plasma, mass/volume'),
 'alb': ('1751-7', ['61151-7'], 'Albumin, serum/plasma, mass/volume'),
 'tp': ('2885-2', [], 'Protein total, serum/plasma, mass/volume'),
 'glob': ('10834-0', [], 'Globulin, serum, mass/volume (calculated)'),
 'ag': ('1759-0', [], 'Albumin/globulin ratio, serum/plasma'),
 'ldh': ('2532-0', ['14804-9'], 'Lactate dehydrogenase, serum/plasma'),
 'amy': ('1798-8', [], 'Amylase, serum/plasma, catalytic activity'),
 'lip': ('3040-3', [], 'Lipase, serum/plasma, catalytic activity'),
 'afp': ('1834-1', [], 'Alpha-1-fetoprotein, serum/plasma, mass/volume'),
 'cea': ('2039-6', [], 'Carcinoembryonic antigen, serum/plasma, mass/volume'),
 'ca199': ('24108-3', [], 'Cancer Ag 19-9, serum/plasma, units/volume'),
 'hbsag': ('5196-1', ['5195-3'], 'Hepatitis B virus surface Ag, presence, serum (immunoassay)'),
 'antihbs': ('16935-9', ['22322-2'], 'Hepatitis B virus surface Ab, units/volume, serum'),
 'antihbc': ('13952-7', ['16933-4'], 'Hepatitis B virus core Ab (total), presence, serum/plasma'),
 'antihbc_igm': ('24113-3', ['31204-1'], 'Hepatitis B virus core IgM Ab, presence, serum/plasma'),
 'hbeag': ('13954-3', ['31844-4'], 'Hepatitis B virus e Ag, presence, serum/plasma'),
 'antihbe': ('13953-5', ['22320-6'], 'Hepatitis B virus e Ab, presence, serum/plasma'),
 'hbvdna': ('42595-9', [], 'Hepatitis B virus DNA, IU/volume (viral load), serum/plasma, NAA'),
 'hcv': ('13955-0', ['16128-1'], 'Hepatitis C virus Ab, presence, serum/plasma (immunoassay)'),
 'hcvrna': ('11011-4', [], 'Hepatitis C virus RNA, IU/volume (viral load), serum/plasma, NAA'),
 'hcvrna_log': ('38180-6', [], 'Hepatitis C virus RNA, log IU/volume, serum/plasma, NAA'),
 'havigm': ('13950-1', ['22314-9'], 'Hepatitis A virus IgM Ab, presence, serum/plasma'),
 'havtot': ('13951-9', ['20575-7'], 'Hepatitis A virus Ab (total), presence, serum'),
 'fobt_ic': ('29771-3', ['2335-8'], 'Hemoglobin, gastrointestinal, presence, stool (immunoassay)'),
 'calpro': ('38445-3', [], 'Calprotectin, stool, mass/mass'),
 'elast': ('25907-7', [], 'Elastase pancreatic, stool, mass/mass'),
 'hpylori_ag': ('17780-8', [], 'Helicobacter pylori Ag, presence, stool'),
 'op': ('10704-5', [], 'Ova and parasites identified, stool, microscopy'),
 'stool_wbc': ('13655-6', [], 'Leukocytes, presence, stool, microscopy'),
 'glu': ('1558-6', ['2345-7'], 'Glucose, fasting, serum/plasma, mass/volume'),
 'hba1c': ('4548-4', ['17856-6'], 'Hemoglobin A1c/hemoglobin total, blood'),
 'eag': ('27353-2', [], 'Estimated average glucose, blood/plasma'),
 'crea': ('2160-0', [], 'Creatinine, serum/plasma, mass/volume'),
 'urea': ('3091-6', [], 'Urea, serum/plasma, mass/volume'),
 'egfr': ('98979-8', ['62238-1'], 'eGFR, creatinine-based (CKD-EPI 2021)'),
 'na': ('2951-2', [], 'Sodium, serum/plasma, moles/volume'),
 'k': ('2823-3', [], 'Potassium, serum/plasma, moles/volume'),
 'cl': ('2075-0', [], 'Chloride, serum/plasma, moles/volume'),
 'ca': ('17861-6', [], 'Calcium total, serum/plasma, mass/volume'),
 'mg': ('19123-9', [], 'Magnesium, serum/plasma, mass/volume'),
 'p': ('2777-1', [], 'Phosphate, serum/plasma, mass/volume'),
 'chol': ('2093-3', [], 'Cholesterol total, serum/plasma'),
 'hdl': ('2085-9', [], 'Cholesterol in HDL, serum/plasma'),
 'ldl': ('13457-7', ['18262-6'], 'Cholesterol in LDL, serum/plasma (calculated)'),
 'tg': ('2571-8', [], 'Triglyceride, serum/plasma'),
 'vldl': ('13458-5', [], 'Cholesterol in VLDL, serum/plasma (calculated)'),
 'nonhdl': ('43396-1', [], 'Cholesterol non HDL, serum/plasma'),
 'tsh': ('3016-3', ['11580-8'], 'Thyrotropin, serum/plasma'),
 'ft4': ('3024-7', [], 'Thyroxine free, serum/plasma, mass/volume'),
 'b12': ('2132-9', [], 'Cobalamin (vitamin B12), serum/plasma'),
 'fol': ('2284-8', [], 'Folate, serum/plasma'),
 'vitd': ('62292-8', ['1989-3'], '25-hydroxyvitamin D2+D3, serum/plasma'),
 'fe': ('2498-4', [], 'Iron, serum/plasma'),
 'ferr': ('2276-4', [], 'Ferritin, serum/plasma'),
 'tibc': ('2500-7', [], 'Iron binding capacity total, serum/plasma'),
 'tsat': ('2502-3', [], 'Iron saturation, serum/plasma'),
 'crp': ('1988-5', [], 'C reactive protein, serum/plasma, mass/volume'),
 'ck': ('2157-6', [], 'Creatine kinase, serum/plasma'),
 'nh3': ('16362-6', [], 'Ammonia, plasma, moles/volume'),
 'cerul': ('2064-4', [], 'Ceruloplasmin, serum/plasma'),
 'igg': ('2465-3', [], 'IgG, serum/plasma, mass/volume'),
 'iga': ('2458-8', [], 'IgA, serum/plasma, mass/volume'),
 'ttg_iga': ('31017-7', [], 'Tissue transglutaminase IgA Ab, units/volume, serum'),
 'ama': ('20483-4', [], 'Mitochondria Ab, titer, serum'),
 'ana': ('42254-3', [], 'Nuclear Ab, presence, serum (immunofluorescence)'),
 'u_sg': ('5811-5', ['2965-2'], 'Specific gravity, urine, test strip'),
 'u_ph': ('5803-2', ['2756-5'], 'pH, urine, test strip'),
 'u_prot': ('20454-5', [], 'Protein, presence, urine, test strip'),
 'u_glu': ('25428-4', [], 'Glucose, presence, urine, test strip'),
 'u_ket': ('2514-8', [], 'Ketones, presence, urine, test strip'),
 'u_hb': ('5794-3', [], 'Hemoglobin, presence, urine, test strip'),
 'u_bil': ('5770-3', [], 'Bilirubin, presence, urine, test strip'),
 'u_ubg': ('20405-7', ['5818-0'], 'Urobilinogen, mass/volume, urine, test strip'),
 'u_nit': ('5802-4', [], 'Nitrite, presence, urine, test strip'),
 'u_wbc': ('5821-4', [], 'Leukocytes, #/area, urine sediment, microscopy'),
 'u_rbc': ('13945-1', [], 'Erythrocytes, #/area, urine sediment, microscopy'),
}


def loinc_ok(code):
    m = re.fullmatch(r'(\d+)-(\d)', code)
    if not m:
        return False
    digits = [int(c) for c in m.group(1)][::-1]
    s = 0
    for i, d in enumerate(digits):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return (10 - s % 10) % 10 == int(m.group(2))


# ---------------------------------------------------------------- values
def parse_value(vt):
    """Brazilian value text -> (value, comparator)."""
    t = vt.strip()
    comp = ''
    for pre, c in (('inferior a ', '<'), ('superior a ', '>'), ('<=', '<='), ('>=', '>='),
                   ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')):
        if t.lower().startswith(pre):
            comp, t = c, t[len(pre):].strip()
            break
    if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?', t):
        num = t.replace('.', '').replace(',', '.')
        v = float(num) if '.' in num else int(num)
        return v, comp
    return None, ''


class R:
    """One printed result."""
    def __init__(self, vt, key, unit=None, flag='', date=None, name=None):
        self.vt, self.key, self.unit, self.flag, self.date, self.name = vt, key, unit, flag, date, name

    def shown(self, sep=' '):
        if not self.flag:
            return self.vt
        if self.flag in ('↑', '↓') and getattr(self, 'flag_before', False):
            return self.flag + sep + self.vt
        return self.vt + sep + self.flag


def r(vt, key, unit=None, flag='', date=None, name=None):
    return R(vt, key, unit, flag, date, name)


def row(name, vals, unit='', ref='', **kw):
    if isinstance(vals, R):
        vals = [vals]
    for v in vals:
        if v is not None and v.unit is None:
            v.unit = unit
    d = dict(name=name, vals=vals, unit=unit, ref=ref)
    d.update(kw)
    return d


def T(cols, rows, **kw):
    """cols: list of (colkey, header, width_mm, align).  colkeys:
    name, ref, unit (unit of vals[0]), v0 v1 v2 ... (value i with its flag), f0 (flag of v0 alone,
    then v0 is printed without flag), u0 u1 (unit of value i), method, text:<key> (row[key])."""
    d = dict(cols=cols, rows=rows, rule='hlines', header=True, leaders=False)
    d.update(kw)
    return ('table', d)


def B(head, items, material='', method='', ref='', note='', **kw):
    d = dict(head=head, items=items, material=material, method=method, ref=ref, note=note)
    d.update(kw)
    return ('block', d)


# ---------------------------------------------------------------- walking
def iter_results(report):
    """Yield (page_index, printed_name, R) in reading order."""
    def walk(blocks, p):
        for b in blocks:
            kind = b[0]
            if kind == 'cols2':
                yield from walk(b[1], p)
                yield from walk(b[2], p)
            elif kind == 'table':
                spec = b[1]
                for rw in spec['rows']:
                    if 'vals' not in rw:
                        continue
                    for ck in spec['cols']:
                        k = ck[0]
                        m = re.fullmatch(r'v(\d+)', k)
                        if m and int(m.group(1)) < len(rw['vals']) and rw['vals'][int(m.group(1))] is not None:
                            rr = rw['vals'][int(m.group(1))]
                            yield p, (rr.name or rw['name']).replace('\n', ' '), rr
            elif kind == 'block':
                spec = b[1]
                for label, rr in spec['items']:
                    nm = spec['head'] if label.rstrip(':').strip() == 'Resultado' else label
                    yield p, (rr.name or nm).replace('\n', ' '), rr
    for p, blocks in enumerate(report['pages']):
        yield from walk(blocks, p)


def gold(report):
    out = []
    for p, name, rr in iter_results(report):
        code, alts, analyte = LOINC[rr.key]
        v, c = parse_value(rr.vt)
        out.append(dict(printed_name=name, analyte=analyte, loinc=code, loinc_alternatives=list(alts),
                        value=v, value_text=rr.vt, comparator=c, unit=rr.unit or '',
                        collected_at=rr.date or report['collected']))
    return dict(lab=report['lab']['name'], collected_at_default=report['collected'], results=out)


def pages_of_results(report):
    return [p for p, _, _ in iter_results(report)]


def br(d):
    """'2025-03-18' -> '18/03/2025'"""
    y, m, dd = d.split('-')
    return f'{dd}/{m}/{y}'
