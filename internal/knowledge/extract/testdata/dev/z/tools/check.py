import sys, os, json, glob, subprocess, re
sys.path.insert(0, os.path.dirname(__file__))
from common import loinc_ok, parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
F = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
err = []; total = 0
def txt(p): return subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout
def pages(p): return int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', p], capture_output=True, text=True).stdout).group(1))
golds = sorted(glob.glob(f'{ROOT}/reports/*.gold.json'))
for g in golds:
    rid = os.path.basename(g).split('.')[0]; G = json.load(open(g))
    T = {k: txt(f'{ROOT}/rendered/{rid}.{k}.pdf') for k in ('chromium', 'fpdf')}
    pc = {k: pages(f'{ROOT}/rendered/{rid}.{k}.pdf') for k in ('chromium', 'fpdf', 'scan')}
    if len(set(pc.values())) != 1: err.append(f'{rid} page counts {pc}')
    if txt(f'{ROOT}/rendered/{rid}.scan.pdf').strip(): err.append(f'{rid} scan has text layer')
    for r in G['results']:
        total += 1
        for f in F:
            if f not in r: err.append(f'{rid} missing {f}')
        v, c = parse_value(r['value_text'])
        if c != r['comparator']: err.append(f'{rid} comparator {r}')
        if v != r['value']:
            alt = None
            try: alt = float(r['value_text'].lstrip('<>= ').replace(',', '.'))
            except ValueError: pass
            if alt != r['value']: err.append(f'{rid} value mismatch {r["value_text"]} {r["value"]}')
        for code in [r['loinc']] + r['loinc_alternatives']:
            if not loinc_ok(code): err.append(f'{rid} bad check digit {code}')
        for k, t in T.items():
            for s in (r['value_text'], r['unit']):
                if s and s not in t: err.append(f'{rid} {k}: {s!r} not in text layer')
# OCR a few scan pages
hit = n = 0
for rid in ['z01', 'z07', 'z10']:
    G = json.load(open(f'{ROOT}/reports/{rid}.gold.json'))
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-f', '1', '-l', '1', f'{ROOT}/rendered/{rid}.scan.pdf', f'/tmp/ocrz_{rid}'], check=True)
    img = sorted(glob.glob(f'/tmp/ocrz_{rid}*'))[0]
    o = subprocess.run(['tesseract', img, '-', '-l', 'por'], capture_output=True, text=True).stdout
    for r in G['results']:
        n += 1; hit += r['value_text'] in o
print(f'{len(golds)} reports, {total} results; OCR found {hit}/{n} values on sampled scan pages')
if hit < 0.6 * n: err.append('OCR recall too low')
for e in err[:50]: print('ERROR', e)
sys.exit(1 if err else 0)
