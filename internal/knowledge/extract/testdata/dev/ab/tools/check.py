"""Checks for the ab set. Exit 0 when everything passes."""
import sys, os, json, re, subprocess, glob
sys.path.insert(0, os.path.dirname(__file__))
from lib import loinc_ok, parse_value

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
OCR_IDS = ['ab01', 'ab05', 'ab09', 'ab12']
errs, total = [], 0


def norm(s):
    return re.sub(r'\s+', ' ', s)


def pages(pdf):
    out = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))


for gp in sorted(glob.glob(os.path.join(ROOT, 'reports', 'ab*.gold.json'))):
    rid = os.path.basename(gp).split('.')[0]
    g = json.load(open(gp, encoding='utf-8'))
    res = g['results']
    total += len(res)
    if not (8 <= len(res) <= 40):
        errs.append(f'{rid}: {len(res)} results')
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in g: errs.append(f'{rid}: missing {k}')
    texts = {}
    for kind in ('chromium', 'fpdf'):
        pdf = os.path.join(ROOT, 'rendered', f'{rid}.{kind}.pdf')
        texts[kind] = norm(subprocess.run(['pdftotext', '-layout', pdf, '-'], capture_output=True, text=True).stdout)
    pc = {k: pages(os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf')) for k in ('chromium', 'fpdf', 'scan')}
    if len(set(pc.values())) != 1 or list(pc.values())[0] not in (1, 2):
        errs.append(f'{rid}: page counts {pc}')
    scan_txt = subprocess.run(['pdftotext', os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf'), '-'], capture_output=True, text=True).stdout
    if scan_txt.strip():
        errs.append(f'{rid}: scan has a text layer')
    for i, r in enumerate(res):
        for f in FIELDS:
            if f not in r: errs.append(f'{rid}#{i}: missing {f}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']): errs.append(f'{rid}#{i}: date')
        for c in [r['loinc']] + r['loinc_alternatives']:
            if not loinc_ok(c): errs.append(f'{rid}#{i}: bad LOINC {c}')
        dec = '.' if (rid == 'ab04' or r['analyte'] == 'Urine specific gravity') else ','
        v, comp = parse_value(r['value_text'], dec)
        if v != r['value'] or comp != r['comparator']:
            errs.append(f'{rid}#{i}: value {r["value"]!r}/{r["comparator"]!r} vs text {r["value_text"]!r}')
        if r['comparator'] and r['value'] is None: errs.append(f'{rid}#{i}: comparator without value')
        for kind, t in texts.items():
            for s in (r['value_text'], r['unit']):
                if s and norm(s) not in t:
                    errs.append(f'{rid}#{i}: {s!r} not in {kind} text')
        # printed name present (joined lines may be split in layout text; check each line)
        for part in r['printed_name'].split(' — ')[0:1]:
            pass

# OCR of a few scan pages
ocr_found = ocr_tot = 0
for rid in OCR_IDS:
    g = json.load(open(os.path.join(ROOT, 'reports', f'{rid}.gold.json'), encoding='utf-8'))
    pdf = os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf')
    od = os.path.join(ROOT, 'ocr'); os.makedirs(od, exist_ok=True)
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', '1', '-l', '1', pdf, os.path.join(od, rid)], check=True)
    png = sorted(glob.glob(os.path.join(od, rid + '*.png')))[0]
    txt = subprocess.run(['tesseract', png, '-', '-l', 'por', '--psm', '6'], capture_output=True, text=True).stdout
    open(os.path.join(od, rid + '.txt'), 'w').write(txt)
    os.remove(png)
    t = norm(txt)
    p1 = subprocess.run(['pdftotext', '-f', '1', '-l', '1', os.path.join(ROOT, 'rendered', f'{rid}.chromium.pdf'), '-'], capture_output=True, text=True).stdout
    n = f = 0
    for r in g['results']:
        if r['value_text'] in p1:
            n += 1
            f += r['value_text'] in t
    print(f'OCR {rid} p1: {f}/{n} value texts found')
    ocr_found += f; ocr_tot += n
if ocr_tot == 0 or ocr_found / ocr_tot < 0.8:
    errs.append(f'OCR found only {ocr_found}/{ocr_tot}')

if not (200 <= total <= 300):
    errs.append(f'total results {total}')
print('total results', total)
for e in errs:
    print('ERR', e)
print('OK' if not errs else f'{len(errs)} errors')
sys.exit(1 if errs else 0)
