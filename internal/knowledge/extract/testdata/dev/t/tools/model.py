"""Report model shared by the HTML, fpdf and gold writers (set t)."""
import re

# key -> (analyte, loinc, alternatives)
LOINC = {
 'tsh': ('Thyrotropin', '3016-3', ['11580-8']),
 'ft4': ('Thyroxine free (mass)', '3024-7', []),
 'ft4_si': ('Thyroxine free (molar)', '14920-3', []),
 'ft3': ('Triiodothyronine free (mass)', '3051-0', []),
 'ft3_si': ('Triiodothyronine free (molar)', '14928-6', []),
 't4_si': ('Thyroxine total (molar)', '14921-1', []),
 'tpo': ('Thyroperoxidase Ab', '8099-4', []),
 'cortisol': ('Cortisol (mass)', '2143-6', []),
 'cortisol_si': ('Cortisol (molar)', '14675-3', []),
 'prl': ('Prolactin', '2842-3', []),
 'lh': ('Lutropin', '10501-5', []),
 'fsh': ('Follitropin', '15067-2', []),
 'e2_si': ('Estradiol (molar)', '14715-7', []),
 'testo': ('Testosterone (mass)', '2986-8', []),
 'testo_si': ('Testosterone (molar)', '14913-8', []),
 'shbg': ('Sex hormone binding globulin', '13967-5', []),
 'dheas': ('DHEA sulfate', '2191-5', []),
 'hcg': ('Choriogonadotropin', '19080-1', []),
 'insulin': ('Insulin', '20448-7', []),
 'homa_ir': ('HOMA-IR (calculated index)', '', []),
 'homa_b': ('HOMA-beta (calculated index)', '', []),
 'glu_fast': ('Glucose fasting (mass)', '1558-6', ['2345-7']),
 'glu_fast_si': ('Glucose fasting (molar)', '14771-0', ['14749-6']),
 'glu_1h': ('Glucose 1 h post glucose dose', '20438-8', []),
 'glu_2h': ('Glucose 2 h post glucose dose', '20436-2', ['1518-0']),
 'glu_bld_si': ('Glucose in blood (molar)', '15074-8', []),
 'hba1c': ('Hemoglobin A1c', '4548-4', ['17856-6']),
 'hba1c_ifcc': ('Hemoglobin A1c IFCC', '59261-8', []),
 'vitd': ('25-hydroxyvitamin D (mass)', '62292-8', ['1989-3']),
 'vitd_si': ('25-hydroxyvitamin D3 (molar)', '14635-7', []),
 'b12': ('Cobalamin (mass)', '2132-9', []),
 'b12_si': ('Cobalamin (molar)', '14685-2', []),
 'folate': ('Folate (mass)', '2284-8', []),
 'folate_si': ('Folate (molar)', '14732-2', []),
 'pth': ('Parathyrin intact (mass)', '2731-8', []),
 'pth_si': ('Parathyrin intact (molar)', '14866-8', []),
 'ca': ('Calcium (mass)', '17861-6', []),
 'ca_si': ('Calcium (molar)', '2000-8', []),
 'ica_bld': ('Calcium ionized in blood (molar)', '1994-3', ['1995-0']),
 'ica_si': ('Calcium ionized serum (molar)', '1995-0', ['1994-3']),
 'phos': ('Phosphate (mass)', '2777-1', []),
 'phos_si': ('Phosphate (molar)', '14879-1', []),
 'mg': ('Magnesium (mass)', '19123-9', []),
 'mg_si': ('Magnesium (molar)', '2601-3', []),
 'creat': ('Creatinine (mass)', '2160-0', []),
 'creat_si': ('Creatinine (molar)', '14682-9', []),
 'urea': ('Urea (mass)', '3091-6', []),
 'urea_si': ('Urea (molar)', '22664-7', []),
 'egfr21': ('eGFR CKD-EPI 2021', '98979-8', ['62238-1']),
 'egfr': ('eGFR CKD-EPI', '62238-1', ['98979-8']),
 'cysc': ('Cystatin C', '33863-2', []),
 'na': ('Sodium serum', '2951-2', []),
 'k': ('Potassium serum', '2823-3', []),
 'cl': ('Chloride serum', '2075-0', []),
 'na_bld': ('Sodium blood', '2947-0', ['2951-2']),
 'k_bld': ('Potassium blood', '6298-4', ['2823-3']),
 'cl_bld': ('Chloride blood', '2069-3', ['2075-0']),
 'hco3': ('Bicarbonate serum', '1963-8', ['2028-9']),
 'co2t': ('Carbon dioxide total serum', '2028-9', ['1963-8']),
 'agap': ('Anion gap', '33037-3', ['10466-1']),
 'urate': ('Urate (mass)', '3084-1', []),
 'urate_si': ('Urate (molar)', '14933-6', []),
 'upcr': ('Protein/creatinine ratio urine', '2890-2', []),
 'uacr': ('Albumin/creatinine ratio urine', '9318-7', ['14959-1']),
 'uprot': ('Protein urine (mass/volume)', '2888-6', []),
 'ucreat': ('Creatinine urine (mass)', '2161-8', []),
 'uprot24': ('Protein 24 h urine', '2889-4', []),
 'ph_a': ('pH arterial', '2744-1', []),
 'pco2_a': ('pCO2 arterial', '2019-8', []),
 'po2_a': ('pO2 arterial', '2703-7', []),
 'hco3_a': ('Bicarbonate arterial', '1960-4', []),
 'be_a': ('Base excess arterial', '1925-7', ['11555-0']),
 'so2_a': ('O2 saturation arterial', '2708-6', []),
 'lact_a': ('Lactate arterial', '2518-9', ['2524-7']),
 'ast': ('AST', '1920-8', []),
 'alt': ('ALT', '1742-6', []),
 'ggt': ('GGT', '2324-2', []),
 'alp': ('Alkaline phosphatase', '6768-6', []),
 'bilt': ('Bilirubin total (mass)', '1975-2', []),
 'bild': ('Bilirubin direct (mass)', '1968-7', []),
 'bili': ('Bilirubin indirect (mass)', '1971-1', []),
 'bilt_si': ('Bilirubin total (molar)', '14631-6', []),
 'bild_si': ('Bilirubin direct (molar)', '14629-0', []),
 'alb': ('Albumin', '1751-7', []),
 'prot': ('Protein total', '2885-2', []),
 'glob': ('Globulin (calculated)', '10834-0', []),
 'pt': ('Prothrombin time', '5902-2', []),
 'inr': ('INR', '6301-6', ['34714-6']),
 'aptt': ('aPTT', '14979-9', ['3173-2']),
 'aptt_r': ('aPTT ratio', '63561-5', []),
 'fib': ('Fibrinogen', '3255-7', []),
 'afp': ('Alpha-1-fetoprotein', '1834-1', []),
 'nh3': ('Ammonia', '16362-6', []),
 'hbsag': ('HBsAg presence', '5196-1', ['5195-3']),
 'antihbs': ('HBs antibody', '5193-8', []),
 'antihcv': ('HCV antibody presence', '13955-0', ['16128-1']),
 'antihcv_sco': ('HCV antibody signal/cutoff', '48159-8', []),
 'hcvrna': ('HCV RNA viral load', '11011-4', []),
 'hcvrna_log': ('HCV RNA viral load log', '38180-6', []),
 'hiv': ('HIV 1+O+2 antibody presence', '48345-3', []),
 'iron': ('Iron (mass)', '2498-4', []),
 'iron_si': ('Iron (molar)', '14798-3', []),
 'tibc': ('TIBC (mass)', '2500-7', []),
 'tibc_si': ('TIBC (molar)', '14800-7', []),
 'tsat': ('Transferrin saturation', '2502-3', ['14801-5']),
 'ferritin': ('Ferritin', '2276-4', []),
 'transferrin': ('Transferrin', '3034-6', []),
 'retic_pct': ('Reticulocytes/100 RBC', '4679-7', ['17849-1']),
 'retic_abs': ('Reticulocytes count', '14196-0', ['60474-4']),
 'hba': ('Hemoglobin A fraction', '4546-8', []),
 'hba2': ('Hemoglobin A2 fraction', '4551-8', []),
 'hbf': ('Hemoglobin F fraction', '4576-5', []),
 'hbs': ('Hemoglobin S fraction', '4625-0', []),
 'ldh': ('LDH', '2532-0', []),
 'hapto': ('Haptoglobin', '4542-7', []),
 'ddimer': ('D-dimer FEU', '48065-7', []),
 'dat': ('Direct antiglobulin test', '1007-4', []),
 'hb': ('Hemoglobin', '718-7', []),
 'hct': ('Hematocrit', '4544-3', ['20570-8']),
 'rbc': ('Erythrocytes', '789-8', []),
 'mcv': ('MCV', '787-2', []),
 'mch': ('MCH', '785-6', []),
 'mchc': ('MCHC', '786-4', []),
 'rdw': ('RDW', '788-0', []),
 'wbc': ('Leukocytes', '6690-2', []),
 'neut_abs': ('Neutrophils count', '751-8', []),
 'lymph_abs': ('Lymphocytes count', '731-0', []),
 'plt': ('Platelets', '777-3', []),
 'cpep': ('C peptide', '1986-9', []),
 'eag': ('Estimated average glucose (mass)', '27353-2', []),
 'ohp17': ('17-hydroxyprogesterone', '1668-3', []),
 'hcg_ql': ('Choriogonadotropin presence serum', '2118-8', []),
 'vol24': ('Urine volume 24 h', '3167-4', []),
 'ica_mass': ('Calcium ionized (mass)', '17863-2', []),
 'psa': ('Prostate specific Ag', '2857-1', []),
}


def luhn_ok(code):
    if not code:
        return False
    m = re.fullmatch(r'(\d+)-(\d)', code)
    if not m:
        return False
    digits = m.group(1) + m.group(2)
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


WORD_COMP = [('inferior a ', '<'), ('superior a ', '>'), ('menor que ', '<'), ('maior que ', '>'),
             ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]


def parse_value(vt):
    s = vt.strip()
    comp = ''
    for pat, c in WORD_COMP:
        if s.lower().startswith(pat):
            comp, s = c, s[len(pat):].strip()
            break
    if re.fullmatch(r'-?\d{1,3}(\.\d{3})+(,\d+)?', s):
        num = float(s.replace('.', '').replace(',', '.'))
    elif re.fullmatch(r'-?\d+(,\d+)?', s):
        num = float(s.replace(',', '.'))
    else:
        return None, comp
    return (int(num) if num == int(num) and ',' not in s else num), comp


class Res:
    """One printed result. name may contain '|' = printed line break."""
    def __init__(self, name, vt, unit, ref='', key=None, flag='', date=None, prev=None):
        self.name, self.vt, self.unit, self.ref, self.key = name, vt, unit, ref, key
        self.flag, self.date, self.prev = flag, date, prev  # prev: (vt, iso, printed)

    @property
    def flat(self):
        return ' '.join(p.strip() for p in self.name.split('|'))


class Exam:
    def __init__(self, title, rows, layout='table', material='', method='', notes=(), date=None, sub=''):
        self.title, self.rows, self.layout = title, rows, layout
        self.material, self.method, self.notes, self.date, self.sub = material, method, list(notes), date, sub


class Grid:
    """Rows x columns table; col_dates are ISO collection dates per column.
    rows: (name, unit, [vt per col], ref, key or [key per col])"""
    def __init__(self, title, heads, col_dates, rows, notes=(), material='', method=''):
        self.title, self.heads, self.col_dates, self.rows = title, heads, col_dates, rows
        self.notes, self.material, self.method = list(notes), material, method


class TwoCol:
    def __init__(self, left, right, title=''):
        self.left, self.right, self.title = left, right, title


class Note:
    def __init__(self, text, cls='note'):
        self.text, self.cls = text, cls


class Report:
    def __init__(self, rid, lab, patient, default_date, pages, style, sign, footer):
        self.rid, self.lab, self.patient, self.default_date = rid, lab, patient, default_date
        self.pages, self.style, self.sign, self.footer = pages, style, sign, footer

    def gold(self):
        out = []

        def add(name, vt, unit, key, date):
            an, code, alts = LOINC[key]
            val, comp = parse_value(vt)
            out.append({'printed_name': name, 'analyte': an, 'loinc': code, 'loinc_alternatives': alts,
                        'value': val, 'value_text': vt, 'comparator': comp, 'unit': unit,
                        'collected_at': date})

        def exam(e):
            for r in e.rows:
                if not isinstance(r, Res):
                    continue
                add(r.flat, r.vt, r.unit, r.key, r.date or e.date or self.default_date)
                if r.prev:
                    add(r.flat, r.prev[0], r.unit, r.key, r.prev[1])

        for page in self.pages:
            for b in page:
                if isinstance(b, Exam):
                    exam(b)
                elif isinstance(b, TwoCol):
                    exam(b.left); exam(b.right)
                elif isinstance(b, Grid):
                    for name, unit, vals, ref, key in b.rows:
                        for i, vt in enumerate(vals):
                            if vt in ('', '-', '—'):
                                continue
                            k = key[i] if isinstance(key, list) else key
                            add(' '.join(p.strip() for p in name.split('|')), vt, unit, k, b.col_dates[i])
        return {'lab': self.lab['name'], 'collected_at_default': self.default_date, 'results': out}
