"""Checks gold files against the renderings. Exit 0 when all pass."""
import json, os, re, subprocess, sys, glob
sys.path.insert(0, os.path.dirname(__file__))
from loinc_check import mod10_ok
from model import parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ['printed_name','analyte','loinc','loinc_alternatives','value','value_text','comparator','unit','collected_at']
def txt(pdf, extra=()):
    return subprocess.run(['pdftotext', '-layout', *extra, pdf, '-'], capture_output=True, text=True).stdout
def norm(s): return re.sub(r'\s+', ' ', s)
def pages(pdf): return int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout).group(1))
errs = []; total = 0
golds = sorted(glob.glob(os.path.join(ROOT, 'reports', '*.gold.json')))
for g in golds:
    rid = os.path.basename(g).split('.')[0]; d = json.load(open(g))
    if not d.get('lab') or not re.fullmatch(r'\d{4}-\d\d-\d\d', d.get('collected_at_default', '')): errs.append(f'{rid}: header')
    texts = {k: norm(txt(os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf'))) for k in ('chromium', 'fpdf')}
    pc = {k: pages(os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf')) for k in ('chromium', 'fpdf', 'scan')}
    if len(set(pc.values())) != 1: errs.append(f'{rid}: page counts {pc}')
    if txt(os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf')).strip(): errs.append(f'{rid}: scan has text layer')
    n = len(d['results']); total += n
    if not 8 <= n <= 40: errs.append(f'{rid}: {n} results')
    for r in d['results']:
        miss = [f for f in FIELDS if f not in r]
        if miss: errs.append(f'{rid}: missing {miss}'); continue
        v, c = parse_value(r['value_text'])
        ok = (v == r['value'] or (v is not None and r['value'] is not None and abs(v - r['value']) < 1e-9)) and c == r['comparator']
        if not ok and re.fullmatch(r'\d\.\d{3}', r['value_text']) and r['value'] == float(r['value_text']): ok = True  # urine density 1.020
        if not ok: errs.append(f'{rid}: value mismatch {r["value_text"]!r} {r["value"]} {r["comparator"]!r}')
        for code in [r['loinc']] + r['loinc_alternatives']:
            if not mod10_ok(code): errs.append(f'{rid}: bad LOINC {code}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']): errs.append(f'{rid}: date {r["collected_at"]}')
        for k, t in texts.items():
            for s in (r['value_text'], r['unit']):
                if s and norm(s) not in t: errs.append(f'{rid}/{k}: {s!r} not in text layer')
# OCR of a few scan pages
ocr_ids = sys.argv[1:] or ['y01', 'y06', 'y10']
for rid in ocr_ids:
    d = json.load(open(os.path.join(ROOT, 'reports', f'{rid}.gold.json')))
    tmp = os.path.join(ROOT, 'build', rid, 'ocr'); os.makedirs(tmp, exist_ok=True)
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', '1', '-l', '1', os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf'), os.path.join(tmp, 's')], check=True)
    img = sorted(glob.glob(os.path.join(tmp, 's*.png')))[0]
    o = norm(subprocess.run(['tesseract', img, '-', '-l', 'por'], capture_output=True, text=True).stdout)
    p1 = txt(os.path.join(ROOT, 'rendered', f'{rid}.chromium.pdf'), ['-f', '1', '-l', '1'])
    vals = [r['value_text'] for r in d['results'] if norm(r['value_text']) in norm(p1)]
    found = sum(1 for v in vals if norm(v) in o)
    print(f'OCR {rid} page 1: {found}/{len(vals)} values found')
    if found < 0.7 * len(vals): errs.append(f'{rid}: OCR found only {found}/{len(vals)}')
print(f'{len(golds)} reports, {total} results')
for e in errs: print('ERR', e)
sys.exit(1 if errs or not 200 <= total <= 300 else 0)
