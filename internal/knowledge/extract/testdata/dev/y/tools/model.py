"""Core model: one description per report, consumed by the HTML, fpdf and gold writers."""
import re
CODES = {  # key: (loinc, analyte, alternatives)
 'glu':('2345-7','Glucose',['1558-6']), 'glu_si':('14749-6','Glucose (molar)',['14771-0']),
 'chol':('2093-3','Cholesterol',[]), 'chol_si':('14647-2','Cholesterol (molar)',[]),
 'hdl':('2085-9','HDL cholesterol',[]), 'hdl_si':('14646-4','HDL cholesterol (molar)',[]),
 'ldl':('13457-7','LDL cholesterol (calculated)',['18262-6']), 'ldl_si':('39469-2','LDL cholesterol (molar, calculated)',['22748-8']),
 'ldld':('18262-6','LDL cholesterol (direct)',['13457-7']),
 'tg':('2571-8','Triglyceride',[]), 'tg_si':('14927-8','Triglyceride (molar)',[]),
 'vldl':('13458-5','VLDL cholesterol (calculated)',[]), 'nonhdl':('43396-1','Non-HDL cholesterol',[]),
 'chol_hdl':('9830-1','Cholesterol/HDL ratio',[]), 'ldl_hdl':('11054-4','LDL/HDL ratio',[]),
 'a1c':('4548-4','Hemoglobin A1c (%)',['17856-6']), 'a1c_ifcc':('59261-8','Hemoglobin A1c (IFCC mmol/mol)',[]),
 'eag':('27353-2','Estimated average glucose',[]), 'ins':('20448-7','Insulin',[]),
 'homa':('','HOMA-IR (no LOINC code asserted)',[]), 'homab':('','HOMA-beta (no LOINC code asserted)',[]),
 'crea':('2160-0','Creatinine',['38483-4']), 'crea_si':('14682-9','Creatinine (molar)',[]),
 'egfr':('98979-8','eGFR CKD-EPI 2021',['62238-1']), 'urea':('3091-6','Urea',[]),
 'ua':('3084-1','Uric acid',[]), 'ua_si':('14933-6','Uric acid (molar)',[]),
 'tsh':('3016-3','TSH',['11580-8']), 'ft4':('3024-7','Free T4',[]), 'ft4_si':('14920-3','Free T4 (molar)',[]),
 'ast':('1920-8','AST',[]), 'alt':('1742-6','ALT',[]), 'ggt':('2324-2','GGT',[]), 'alp':('6768-6','Alkaline phosphatase',[]),
 'bt':('1975-2','Bilirubin total',[]), 'bd':('1968-7','Bilirubin direct',[]), 'bi':('1971-1','Bilirubin indirect',[]),
 'alb':('1751-7','Albumin',[]), 'prot':('2885-2','Protein total',[]),
 'hb':('718-7','Hemoglobin',[]), 'ht':('4544-3','Hematocrit',['20570-8']), 'rbc':('789-8','Erythrocytes',[]),
 'mcv':('787-2','MCV',[]), 'mch':('785-6','MCH',[]), 'mchc':('786-4','MCHC',[]), 'rdw':('788-0','RDW',['30385-9']),
 'wbc':('6690-2','Leukocytes',[]), 'plt':('777-3','Platelets',[]), 'mpv':('32623-1','MPV',[]),
 'neu':('751-8','Neutrophils #',[]), 'neu_p':('770-8','Neutrophils %',[]),
 'seg':('768-2','Segmented neutrophils #',['751-8']), 'seg_p':('769-0','Segmented neutrophils %',['770-8']),
 'band':('763-3','Band neutrophils #',[]), 'band_p':('764-1','Band neutrophils %',[]),
 'lym':('731-0','Lymphocytes #',[]), 'lym_p':('736-9','Lymphocytes %',[]),
 'mono':('742-7','Monocytes #',[]), 'mono_p':('5905-5','Monocytes %',[]),
 'eos':('711-2','Eosinophils #',[]), 'eos_p':('713-8','Eosinophils %',[]),
 'baso':('704-7','Basophils #',[]), 'baso_p':('706-2','Basophils %',[]),
 'ferr':('2276-4','Ferritin',[]), 'fe':('2498-4','Iron',[]), 'tibc':('2500-7','TIBC',[]), 'tsat':('2502-3','Transferrin saturation',[]),
 'b12':('2132-9','Vitamin B12',[]), 'vitd':('1989-3','25-OH vitamin D',['62292-8']),
 'crp':('1988-5','CRP',[]), 'hscrp':('30522-7','hs-CRP',['1988-5']),
 'psa':('2857-1','PSA total',[]), 'fpsa':('10886-0','PSA free',[]), 'psa_ratio':('12841-3','PSA free/total',[]),
 'bhcg':('21198-7','hCG beta',['19080-1']), 'e2':('2243-4','Estradiol',[]), 'fsh':('15067-2','FSH',[]), 'lh':('10501-5','LH',[]),
 'prog':('2839-9','Progesterone',[]), 'prl':('2842-3','Prolactin',[]), 'testo':('2986-8','Testosterone',[]),
 'hiv':('56888-1','HIV 1+2 Ab + p24 Ag',[]), 'hbsag':('5196-1','HBsAg',[]), 'hcv':('13955-0','HCV Ab',[]), 'vdrl':('5292-8','VDRL',[]),
 'malb':('14957-5','Microalbumin urine',[]), 'acr':('9318-7','Albumin/creatinine urine',[]),
 'k':('2823-3','Potassium',[]), 'na':('2951-2','Sodium',[]), 'ca':('17861-6','Calcium',[]), 'mg':('19123-9','Magnesium',[]),
 'u_ph':('5803-2','Urine pH',[]), 'u_sg':('5811-5','Urine specific gravity',[]), 'u_prot':('20454-5','Urine protein',[]),
 'u_glu':('25428-4','Urine glucose',[]), 'u_nit':('5802-4','Urine nitrite',[]), 'u_ket':('2514-8','Urine ketones',[]),
 'u_leu':('5821-4','Urine leukocytes /HPF',[]), 'u_rbc':('13945-1','Urine erythrocytes /HPF',[]),
}

class Res:
    def __init__(s, name, vt, unit, ref, key, flag='', hist=(), value='auto'):
        s.name, s.vt, s.unit, s.ref, s.key, s.flag, s.hist = name, vt, unit, ref, key, flag, list(hist)
        s.value_override = value
class Note:   # free text with distractor numbers (not results)
    def __init__(s, text, small=True): s.text, s.small = text, small
class Tab:    # distractor table (cut-offs, risk tables)
    def __init__(s, head, rows, title=''): s.head, s.rows, s.title = head, rows, title
class Exam:
    def __init__(s, title, rows, material='', method='', layout='table', date=None, extra=''):
        s.title, s.rows, s.material, s.method, s.layout, s.date, s.extra = title, rows, material, method, layout, date, extra
class Cols:
    def __init__(s, left, right): s.left, s.right = left, right
class Report:
    def __init__(s, id, lab, city, uf, cnpj, cnes, resp, addr, patient, default_date, pages, footer,
                 style='sans', fsize=9.5, case='normal', accent='#1a4d8f', signer=''):
        s.__dict__.update(locals()); del s.__dict__['s']

CMP = [('inferior a ','<'),('superior a ','>'),('menor que ','<'),('maior que ','>'),('<=','<='),('>=','>='),('≤','<='),('≥','>='),('<','<'),('>','>')]
def parse_value(vt):
    t = vt.strip(); comp = ''
    for w,c in CMP:
        if t.lower().startswith(w):
            comp = c; t = t[len(w):].strip(); break
    if re.fullmatch(r'\d{1,3}(\.\d{3})+', t): return float(t.replace('.','')), comp
    if re.fullmatch(r'\d{1,3}(\.\d{3})+,\d+', t): return float(t.replace('.','').replace(',','.')), comp
    if re.fullmatch(r'\d+,\d+', t): return float(t.replace(',','.')), comp
    if re.fullmatch(r'\d+(\.\d+)?', t): return float(t), comp
    return None, comp

def num(v):
    if v is None: return None
    return int(v) if float(v).is_integer() else v

def exams_in_order(rep):
    for page in rep.pages:
        for b in page:
            if isinstance(b, Cols):
                for e in b.left + b.right: yield e
            else: yield b

def gold(rep):
    out = []
    for e in exams_in_order(rep):
        if not isinstance(e, Exam): continue
        date = e.date[0] if e.date else rep.default_date
        for r in e.rows:
            if not isinstance(r, Res): continue
            entries = [(r.vt, date)] + [(vt, iso) for (_txt, iso, vt) in r.hist]
            for vt, d in entries:
                code, analyte, alts = CODES[r.key]
                v, comp = parse_value(vt)
                if r.value_override != 'auto' and vt == r.vt: v = r.value_override
                out.append(dict(printed_name=' '.join(r.name.split('\n')), analyte=analyte, loinc=code,
                                loinc_alternatives=alts, value=num(v), value_text=vt, comparator=comp,
                                unit=r.unit, collected_at=d))
    return dict(lab=rep.lab, collected_at_default=rep.default_date, results=out)
