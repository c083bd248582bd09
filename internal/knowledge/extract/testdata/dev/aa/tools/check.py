"""Checks: gold fields, value/value_text agreement, LOINC check digits, value_text+unit in pdftotext of both
text-layer PDFs, page counts, and Tesseract OCR recall on a few scan pages. Exit 0 when all pass."""
import glob, json, os, re, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(__file__))
from loinc import check_digit_ok
from model import parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
F = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
errs = []; total = 0
def pages(p): return int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', p], capture_output=True, text=True).stdout).group(1))
def txt(p): return subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout
norm = lambda s: re.sub(r'\s+', ' ', s)
golds = sorted(glob.glob(f'{ROOT}/reports/*.gold.json'))
for g in golds:
    i = os.path.basename(g)[:4]; d = json.load(open(g)); res = d['results']; total += len(res)
    if not (8 <= len(res) <= 40): errs.append(f'{i}: {len(res)} results')
    point = i == 'aa06'
    tx = {k: norm(txt(f'{ROOT}/rendered/{i}.{k}.pdf')) for k in ('chromium', 'fpdf')}
    for r in res:
        for f in F:
            if f not in r: errs.append(f'{i}: missing {f}')
        v, c = parse_value(r['value_text'], point)
        if r['value_text'] != '1.020' and (v != r['value'] or c != r['comparator']):
            errs.append(f'{i}: value mismatch {r}')
        for code in [r['loinc']] + r['loinc_alternatives']:
            if not check_digit_ok(code): errs.append(f'{i}: bad check digit {code}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']): errs.append(f'{i}: date {r}')
        for k, t in tx.items():
            for s in (r['value_text'], r['unit']):
                if s and norm(s) not in t: errs.append(f'{i}.{k}: "{s}" not in text layer')
    pc = {k: pages(f'{ROOT}/rendered/{i}.{k}.pdf') for k in ('chromium', 'fpdf', 'scan')}
    if len(set(pc.values())) != 1: errs.append(f'{i}: page counts {pc}')
    if subprocess.run(['pdffonts', f'{ROOT}/rendered/{i}.scan.pdf'], capture_output=True, text=True).stdout.count('\n') > 2:
        errs.append(f'{i}: scan has fonts')
if not 200 <= total <= 300: errs.append(f'total {total}')
# OCR of a few scan pages
ocr_ids = ['aa01', 'aa04', 'aa06', 'aa10'] if '--quick' not in sys.argv else ['aa04']
found = tot = 0
with tempfile.TemporaryDirectory() as td:
    for i in ocr_ids:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', '1', '-l', '1', f'{ROOT}/rendered/{i}.scan.pdf', f'{td}/{i}'], check=True)
        png = glob.glob(f'{td}/{i}*.png')[0]
        o = norm(subprocess.run(['tesseract', png, '-', '-l', 'por', '--psm', '6'], capture_output=True, text=True).stdout)
        d = json.load(open(f'{ROOT}/reports/{i}.gold.json'))
        # values on page 1 only: those whose text occurs in page-1 text of chromium pdf
        p1 = norm(subprocess.run(['pdftotext', '-layout', '-f', '1', '-l', '1', f'{ROOT}/rendered/{i}.chromium.pdf', '-'], capture_output=True, text=True).stdout)
        vals = [r['value_text'] for r in d['results'] if r['value_text'] in p1]
        f = sum(1 for v in vals if norm(v).lower() in o.lower()); found += f; tot += len(vals)
        print(f'OCR {i} p1: {f}/{len(vals)} values found')
if tot and found / tot < 0.7: errs.append(f'OCR recall {found}/{tot}')
print(f'{len(golds)} reports, {total} results, OCR {found}/{tot}')
for e in errs[:50]: print('ERR', e)
sys.exit(1 if errs else 0)
