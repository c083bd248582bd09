import json, glob, os, re, subprocess, sys
sys.path.insert(0, os.path.dirname(__file__))
from engine import parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
F = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
def cd_ok(code):
    n, c = code.split('-'); d = n[::-1]
    odd = str(int(d[0::2]) * 2); even = d[1::2]
    return (10 - sum(map(int, even + odd)) % 10) % 10 == int(c)
def norm(s): return re.sub(r'\s+', ' ', s)
def pages(p): return int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', p], capture_output=True, text=True).stdout).group(1))
err = []; tot = 0; ocr_tot = ocr_hit = 0
golds = sorted(glob.glob(f'{ROOT}/reports/*.gold.json'))
for g in golds:
    rid = os.path.basename(g).split('.')[0]; G = json.load(open(g)); tot += len(G['results'])
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in G: err.append(f'{rid}: missing {k}')
    txt = {k: norm(subprocess.run(['pdftotext', '-layout', f'{ROOT}/rendered/{rid}.{k}.pdf', '-'], capture_output=True, text=True).stdout)
           for k in ('chromium', 'fpdf')}
    for r in G['results']:
        miss = [f for f in F if f not in r]
        if miss: err.append(f'{rid}: {r.get("printed_name")} missing {miss}'); continue
        v, c = parse_value(r['value_text']); v2, _ = parse_value(r['value_text'], sg=True)
        if not ((r['value'] == v or r['value'] == v2) and r['comparator'] == c):
            err.append(f'{rid}: value mismatch {r["value_text"]} -> {r["value"]} {r["comparator"]}')
        for code in [r['loinc']] + r['loinc_alternatives']:
            if not cd_ok(code): err.append(f'{rid}: bad LOINC check digit {code}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']): err.append(f'{rid}: bad date')
        for k, t in txt.items():
            for s in (r['value_text'], r['unit']):
                if s and norm(s) not in t: err.append(f'{rid}/{k}: "{s}" not in text layer')
    n = {pages(f'{ROOT}/rendered/{rid}.{k}.pdf') for k in ('chromium', 'fpdf', 'scan')}
    if len(n) != 1: err.append(f'{rid}: page counts differ {n}')
    if subprocess.run(['pdffonts', f'{ROOT}/rendered/{rid}.scan.pdf'], capture_output=True, text=True).stdout.count('\n') > 2:
        err.append(f'{rid}: scan has fonts')
# OCR a few scan pages (first page of x01, x04, x08 if present)
for rid in ('x01', 'x08', 'x12'):
    p = f'{ROOT}/rendered/{rid}.scan.pdf'
    if not os.path.exists(p): continue
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-f', '1', '-l', '1', p, f'/tmp/xocr_{rid}'], check=True)
    img = glob.glob(f'/tmp/xocr_{rid}*.pgm')[0]
    o = norm(subprocess.run(['tesseract', img, '-', '-l', 'por', '--psm', '6'], capture_output=True, text=True).stdout); os.remove(img)
    G = json.load(open(f'{ROOT}/reports/{rid}.gold.json'))
    vals = [r['value_text'] for r in G['results']]
    hit = sum(1 for v in vals if norm(v) in o); ocr_tot += len(vals); ocr_hit += hit
    print(f'OCR {rid}: {hit}/{len(vals)} values found')
if ocr_tot and ocr_hit / ocr_tot < 0.7: err.append(f'OCR found only {ocr_hit}/{ocr_tot}')
print(f'{len(golds)} reports, {tot} results')
for e in err: print('ERR', e)
sys.exit(1 if err else 0)
