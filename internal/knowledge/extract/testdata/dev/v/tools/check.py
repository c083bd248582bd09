"""Consistency checks for labdev-v. Exit 0 when everything passes."""
import sys, os, json, glob, subprocess, re, tempfile
sys.path.insert(0, os.path.dirname(__file__))
from lib import loinc_ok, parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
errs = []
def err(m): errs.append(m); print('ERROR', m)

def pages(p):
    out = subprocess.run(['pdfinfo', p], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))
def text(p): return subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout
def norm(s): return re.sub(r'\s+', ' ', s)

total = 0; labs = set(); ocr_found = ocr_total = 0
golds = sorted(glob.glob(f'{ROOT}/reports/*.gold.json'))
if len(golds) != 12: err(f'expected 12 gold files, found {len(golds)}')
for g in golds:
    rid = os.path.basename(g).split('.')[0]
    d = json.load(open(g, encoding='utf-8'))
    labs.add(d['lab'])
    res = d['results']; total += len(res)
    if not 8 <= len(res) <= 40: err(f'{rid}: {len(res)} results')
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in d: err(f'{rid}: missing {k}')
    texts = {k: text(f'{ROOT}/rendered/{rid}.{k}.pdf') for k in ('chromium', 'fpdf')}
    pc = {k: pages(f'{ROOT}/rendered/{rid}.{k}.pdf') for k in ('chromium', 'fpdf', 'scan')}
    if len(set(pc.values())) != 1 or not 1 <= pc['chromium'] <= 2: err(f'{rid}: page counts {pc}')
    if text(f'{ROOT}/rendered/{rid}.scan.pdf').strip(): err(f'{rid}: scan has a text layer')
    for i, r in enumerate(res):
        for f in FIELDS:
            if f not in r: err(f'{rid}[{i}]: missing {f}')
        v, c = parse_value(r['value_text'])
        if v != r['value'] or c != r['comparator']: err(f'{rid}[{i}]: value {r["value"]!r}/{r["comparator"]!r} vs text {r["value_text"]!r}')
        for code in [r['loinc']] + r['loinc_alternatives']:
            if not loinc_ok(code): err(f'{rid}[{i}]: bad LOINC check digit {code}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']): err(f'{rid}[{i}]: date {r["collected_at"]}')
        for k, t in texts.items():
            if r['value_text'] not in t: err(f'{rid}[{i}]: value_text {r["value_text"]!r} not in {k} text')
            if r['unit'] and r['unit'] not in t: err(f'{rid}[{i}]: unit {r["unit"]!r} not in {k} text')
            first = r['printed_name'].split(' ')[0]
            if first not in t: err(f'{rid}[{i}]: name {first!r} not in {k} text')
    # OCR of the first scan page
    if '--no-ocr' not in sys.argv:
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', f'{ROOT}/rendered/{rid}.scan.pdf', f'{td}/p'], check=True)
            ocr = ''.join(subprocess.run(['tesseract', img, '-', '-l', 'por', '--psm', '6'], capture_output=True, text=True).stdout
                          for img in sorted(glob.glob(f'{td}/p*.png')))
        ocr_n = norm(ocr)
        p1 = [r for r in res]  # values from page 1 only are checked in aggregate below
        f_ = sum(1 for r in p1 if r['value_text'] in ocr_n); ocr_found += f_; ocr_total += len(p1)
        print(f'{rid}: {len(res)} results, pages {pc["chromium"]}, OCR found {f_}/{len(p1)} value_texts')
print(f'total results {total}, labs {len(labs)}')
if not 200 <= total <= 300: err(f'total {total}')
if len(labs) < 9: err('fewer than 9 labs')
if ocr_total and ocr_found / ocr_total < 0.6: err(f'OCR found only {ocr_found}/{ocr_total}')
print(f'OCR overall {ocr_found}/{ocr_total}')
print('FAILED' if errs else 'ALL CHECKS PASSED', len(errs))
sys.exit(1 if errs else 0)
