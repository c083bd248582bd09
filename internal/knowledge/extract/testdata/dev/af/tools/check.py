"""Checks for the af development set. Exit 0 when all pass."""
import json, glob, os, re, subprocess, sys
sys.path.insert(0, os.path.dirname(__file__))
from loinc import check_digit_ok
from engine import parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
errs = []
def pages(f):
    out = subprocess.run(['pdfinfo', f], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))
def text(f):
    return subprocess.run(['pdftotext', '-layout', f, '-'], capture_output=True, text=True).stdout
golds = sorted(glob.glob(f'{ROOT}/reports/af*.gold.json'))
if len(golds) != 12: errs.append(f'expected 12 gold files, got {len(golds)}')
total = 0; ocr_hit = ocr_n = 0
for g in golds:
    rid = os.path.basename(g).split('.')[0]
    d = json.load(open(g, encoding='utf-8'))
    res = d['results']; total += len(res)
    if not (8 <= len(res) <= 40): errs.append(f'{rid}: {len(res)} results')
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in d: errs.append(f'{rid}: missing {k}')
    pdfs = {k: f'{ROOT}/rendered/{rid}.{k}.pdf' for k in ('chromium', 'fpdf', 'scan')}
    pc = {k: pages(v) for k, v in pdfs.items()}
    if len(set(pc.values())) != 1: errs.append(f'{rid}: page counts {pc}')
    if text(pdfs['scan']).strip(): errs.append(f'{rid}: scan has a text layer')
    txt = {k: text(pdfs[k]) for k in ('chromium', 'fpdf')}
    for r in res:
        for f in FIELDS:
            if f not in r: errs.append(f'{rid}: missing field {f} in {r.get("printed_name")}')
        for c in [r['loinc']] + r['loinc_alternatives']:
            if not check_digit_ok(c): errs.append(f'{rid}: bad LOINC {c}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']): errs.append(f'{rid}: bad date {r["collected_at"]}')
        v, comp = parse_value(r['value_text'], ',' if not rid == 'af05' else '.')
        if r['comparator'] != comp: errs.append(f'{rid}: comparator mismatch {r}')
        if r['value'] is not None:
            if v is None or abs(float(v) - float(r['value'])) > 1e-9 * max(1, abs(float(v))):
                # allowed only for explicit overrides such as specific gravity "1.025"
                if not (r['analyte'] == 'Urine specific gravity' and abs(float(r['value']) - float(r['value_text'].replace(',', '.'))) < 1e-9):
                    errs.append(f'{rid}: value {r["value"]} does not match text {r["value_text"]!r}')
        for k, t in txt.items():
            if r['value_text'] not in t: errs.append(f'{rid}/{k}: value_text {r["value_text"]!r} not in text layer')
            if r['unit'] and r['unit'] not in t: errs.append(f'{rid}/{k}: unit {r["unit"]!r} not in text layer')
# OCR of a few scan pages
for rid, page in [('af01', 1), ('af03', 2), ('af07', 1), ('af10', 1)]:
    d = json.load(open(f'{ROOT}/reports/{rid}.gold.json', encoding='utf-8'))
    png = f'/work/labdev-af/html/_ocr_{rid}'
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', str(page), '-l', str(page), '-singlefile', f'{ROOT}/rendered/{rid}.scan.pdf', png], check=True)
    o = subprocess.run(['tesseract', png + '.png', '-', '-l', 'por', '--psm', '6'], capture_output=True, text=True).stdout
    os.remove(png + '.png')
    norm = lambda s: re.sub(r'\s+', '', s)
    on = norm(o)
    vals = [r['value_text'] for r in d['results']]
    found = [v for v in vals if norm(v) in on]
    # count only values that are on that page of the chromium text
    ptxt = subprocess.run(['pdftotext', '-f', str(page), '-l', str(page), '-layout', f'{ROOT}/rendered/{rid}.chromium.pdf', '-'], capture_output=True, text=True).stdout
    onpage = [v for v in vals if v in ptxt]
    f2 = [v for v in onpage if norm(v) in on]
    ocr_hit += len(f2); ocr_n += len(onpage)
    print(f'OCR {rid} p{page}: {len(f2)}/{len(onpage)} values found')
if ocr_n and ocr_hit / ocr_n < 0.7: errs.append(f'OCR found only {ocr_hit}/{ocr_n} values')
if not (200 <= total <= 300): errs.append(f'total results {total}')
print('total results', total)
for e in errs: print('ERROR', e)
print('OK' if not errs else f'{len(errs)} errors')
sys.exit(1 if errs else 0)
