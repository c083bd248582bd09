"""Checks for set t; exits non-zero on any failure.  Usage: .venv/bin/python tools/check.py [--no-ocr]"""
import json, os, re, subprocess, sys, glob
sys.path.insert(0, os.path.dirname(__file__))
from model import luhn_ok, parse_value

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
NO_CODE = {'HOMA-IR (calculated index)', 'HOMA-beta (calculated index)'}  # no LOINC code confirmed: left ''
errors = []


def err(m):
    errors.append(m)


def text(pdf):
    return subprocess.run(['pdftotext', '-layout', pdf, '-'], capture_output=True, text=True).stdout


def npages(pdf):
    return int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout).group(1))


def squash(s):
    return re.sub(r'\s+', ' ', s)


golds = sorted(glob.glob(os.path.join(ROOT, 'reports', '*.gold.json')))
total = 0
for gp in golds:
    rid = os.path.basename(gp).split('.')[0]
    g = json.load(open(gp, encoding='utf-8'))
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in g:
            err(f'{rid}: missing {k}')
    res = g['results']
    total += len(res)
    if not 8 <= len(res) <= 40:
        err(f'{rid}: {len(res)} results')
    pdfs = {k: os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf') for k in ('chromium', 'fpdf', 'scan')}
    texts = {k: text(pdfs[k]) for k in ('chromium', 'fpdf')}
    pc = {k: npages(v) for k, v in pdfs.items()}
    if len(set(pc.values())) != 1:
        err(f'{rid}: page counts {pc}')
    if subprocess.run(['pdffonts', pdfs['scan']], capture_output=True, text=True).stdout.count('\n') > 2:
        err(f'{rid}: scan has fonts (text layer?)')
    for i, r in enumerate(res):
        for f in FIELDS:
            if f not in r:
                err(f'{rid}#{i}: missing {f}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']):
            err(f'{rid}#{i}: date {r["collected_at"]}')
        v, c = parse_value(r['value_text'])
        if v != r['value'] or c != r['comparator']:
            err(f'{rid}#{i}: value {r["value"]!r}/{r["comparator"]!r} vs text {r["value_text"]!r}')
        if r['loinc'] or r['analyte'] not in NO_CODE:
            if not luhn_ok(r['loinc']):
                err(f'{rid}#{i}: bad LOINC {r["loinc"]}')
        for a in r['loinc_alternatives']:
            if not luhn_ok(a):
                err(f'{rid}#{i}: bad alt LOINC {a}')
        for k, t in texts.items():
            for what in ('value_text', 'unit'):
                s = r[what]
                if s and s not in t and squash(s) not in squash(t):
                    err(f'{rid}#{i}: {what} {s!r} not in {k} text')
print(f'{len(golds)} reports, {total} results')
if not 200 <= total <= 300:
    err(f'total {total} outside 200-300')

if '--no-ocr' not in sys.argv:
    # OCR a few scan pages and see that most numeric values are found
    for rid in ('t02', 't05', 't07', 't10'):
        g = json.load(open(os.path.join(ROOT, 'reports', f'{rid}.gold.json'), encoding='utf-8'))
        png = f'/tmp/checkt_{rid}'
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', '1', '-l', '1',
                        os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf'), png], check=True)
        img = sorted(glob.glob(png + '*.png'))[0]
        ocr = subprocess.run(['tesseract', img, '-', '-l', 'por'], capture_output=True, text=True).stdout
        o = squash(ocr).replace(' ', '')
        vals = [r['value_text'] for r in g['results'] if r['value'] is not None]
        found = sum(1 for v in vals if v.replace(' ', '') in o)
        frac = found / max(1, len(vals))
        print(f'OCR {rid} page 1: {found}/{len(vals)} numeric values found ({frac:.0%})')
        if frac < 0.7:
            err(f'{rid}: OCR found only {frac:.0%}')
        for f in glob.glob(png + '*'):
            os.remove(f)

for e in errors:
    print('FAIL', e)
print('OK' if not errors else f'{len(errors)} failures')
sys.exit(1 if errors else 0)
