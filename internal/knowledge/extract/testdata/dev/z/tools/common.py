"""Shared helpers: LOINC table, value parsing, check digit."""
import re

# key: (analyte, loinc, alternatives)
LOINC = {
 'rbc': ('Erythrocytes', '789-8', ['26453-1']),
 'hgb': ('Hemoglobin', '718-7', []),
 'hgb_mol': ('Hemoglobin (molar)', '59260-0', []),
 'hct': ('Hematocrit', '4544-3', []),
 'mcv': ('MCV', '787-2', ['30428-7']),
 'mch': ('MCH', '785-6', ['28539-5']),
 'mchc': ('MCHC', '786-4', ['28540-3']),
 'rdw': ('RDW-CV', '788-0', []),
 'rdw_sd': ('RDW-SD', '21000-5', []),
 'wbc': ('Leukocytes', '6690-2', ['26464-8']),
 'neut_pct': ('Neutrophils %', '770-8', ['26511-6']),
 'neut_abs': ('Neutrophils #', '751-8', ['753-4']),
 'band_pct': ('Band neutrophils %', '764-1', ['26508-2']),
 'band_abs': ('Band neutrophils #', '763-3', []),
 'seg_pct': ('Segmented neutrophils %', '769-0', ['26511-6', '770-8']),
 'seg_abs': ('Segmented neutrophils #', '768-2', ['751-8', '753-4']),
 'meta_pct': ('Metamyelocytes %', '740-1', ['28541-1']),
 'meta_abs': ('Metamyelocytes #', '30433-7', []),
 'myelo_pct': ('Myelocytes %', '749-2', ['26498-6']),
 'eos_pct': ('Eosinophils %', '713-8', ['714-6']),
 'eos_abs': ('Eosinophils #', '711-2', []),
 'baso_pct': ('Basophils %', '706-2', ['707-0']),
 'baso_abs': ('Basophils #', '704-7', []),
 'lymph_pct': ('Lymphocytes %', '736-9', ['737-7']),
 'lymph_abs': ('Lymphocytes #', '731-0', []),
 'alymph_pct': ('Variant (atypical) lymphocytes %', '735-1', ['13046-8']),
 'mono_pct': ('Monocytes %', '5905-5', ['744-3']),
 'mono_abs': ('Monocytes #', '742-7', []),
 'plt': ('Platelets', '777-3', ['26515-7']),
 'mpv': ('MPV', '32623-1', ['28542-9']),
 'pdw': ('PDW', '32207-3', []),
 'pct': ('Plateletcrit', '51637-7', []),
 'retic_pct': ('Reticulocytes %', '4679-7', ['17849-1']),
 'retic_abs': ('Reticulocytes #', '60474-4', ['14196-0']),
 'nrbc': ('Nucleated RBC /100 WBC', '58413-6', ['19048-8']),
 'esr': ('ESR', '4537-7', ['30341-2']),
 'pt_s': ('Prothrombin time', '5902-2', []),
 'pt_pct': ('Prothrombin activity %', '5894-1', []),
 'inr': ('INR', '6301-6', ['34714-6']),
 'aptt_s': ('aPTT', '14979-9', ['3173-2']),
 'aptt_r': ('aPTT ratio', '63561-5', []),
 'fib': ('Fibrinogen', '3255-7', []),
 'tt': ('Thrombin time', '3243-3', []),
 'ddimer': ('D-dimer FEU', '48065-7', []),
 'u_color': ('Urine color', '5778-6', []),
 'u_aspect': ('Urine appearance', '5767-9', []),
 'u_sg': ('Urine specific gravity', '5811-5', ['2965-2']),
 'u_ph': ('Urine pH', '5803-2', ['2756-5']),
 'u_prot': ('Urine protein (strip, presence)', '20454-5', ['5804-0']),
 'u_prot_mg': ('Urine protein (strip, mass)', '5804-0', ['20454-5']),
 'u_glu': ('Urine glucose (strip, presence)', '25428-4', ['5792-7']),
 'u_glu_mg': ('Urine glucose (strip, mass)', '5792-7', ['25428-4']),
 'u_ket': ('Urine ketones', '2514-8', ['5797-6']),
 'u_bili': ('Urine bilirubin', '5770-3', ['1977-8']),
 'u_urob': ('Urine urobilinogen', '20405-7', ['5818-0']),
 'u_nit': ('Urine nitrite', '5802-4', []),
 'u_hb': ('Urine hemoglobin/blood (strip)', '5794-3', []),
 'u_le': ('Urine leukocyte esterase', '5799-2', []),
 'u_wbc_hpf': ('Urine sediment leukocytes /HPF', '5821-4', []),
 'u_wbc_ml': ('Urine leukocytes /mL', '30405-5', []),
 'u_rbc_hpf': ('Urine sediment erythrocytes /HPF', '13945-1', []),
 'u_rbc_ml': ('Urine erythrocytes /mL', '30391-7', []),
 'u_epi': ('Urine sediment epithelial cells', '5787-7', ['11277-1']),
 'u_sqepi': ('Urine sediment squamous epithelial cells', '11277-1', ['5787-7']),
 'u_hyal': ('Urine hyaline casts', '5796-8', []),
 'u_cryst': ('Urine crystals (type)', '5782-8', []),
 'u_bact': ('Urine bacteria', '25145-4', ['5769-5']),
 'u_bact_hpf': ('Urine bacteria /HPF', '5769-5', ['25145-4']),
 'u_mucus': ('Urine mucus', '8247-9', []),
 'u_yeast': ('Urine yeast', '32356-8', []),
}

def loinc_ok(code):
    m = re.fullmatch(r'(\d+)-(\d)', code)
    if not m:
        return False
    digits = m.group(1)
    # mod 10 (Luhn-like as used by LOINC)
    odd = digits[::-1][0::2]; even = digits[::-1][1::2]
    s = int(''.join(odd)) * 2
    tot = sum(int(c) for c in str(s)) + sum(int(c) for c in even)
    return (10 - tot % 10) % 10 == int(m.group(2))

CMP = [('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>'),
       ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]

def parse_value(vt):
    """-> (value, comparator) using Brazilian conventions."""
    s = vt.strip(); comp = ''
    for w, c in CMP:
        if s.lower().startswith(w):
            comp = c; s = s[len(w):].strip(); break
    if re.fullmatch(r'\d{1,3}(\.\d{3})+', s):
        return int(s.replace('.', '')), comp
    if re.fullmatch(r'-?\d+(,\d+)?', s):
        v = float(s.replace(',', '.'))
        return (int(v) if ',' not in s else v), comp
    if re.fullmatch(r'\d+\.\d+', s):
        return float(s), comp
    return None, comp
