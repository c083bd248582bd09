"""Checks for set `ad`. Exit 0 when everything passes. Usage: .venv/bin/python tools/check.py [--no-ocr]"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from model import parse_value, loinc_ok  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IDS = [f'ad{i:02d}' for i in range(1, 13)]
FIELDS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit',
          'collected_at']
OCR_PAGES = [('ad01', 1), ('ad05', 1), ('ad10', 1), ('ad12', 2)]
errors = []


def err(m):
    errors.append(m)
    print('FAIL', m)


def pages(p):
    out = subprocess.run(['pdfinfo', p], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))


def text(p):
    return subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout


total = 0
golds = {}
for rid in IDS:
    gp = os.path.join(ROOT, 'reports', f'{rid}.gold.json')
    g = json.load(open(gp, encoding='utf-8'))
    golds[rid] = g
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in g:
            err(f'{rid}: missing {k}')
    res = g['results']
    total += len(res)
    if not 8 <= len(res) <= 40:
        err(f'{rid}: {len(res)} results')
    for i, r in enumerate(res):
        for f in FIELDS:
            if f not in r:
                err(f'{rid}#{i}: missing field {f}')
        v, comp = parse_value(r['value_text'])
        if r['analyte'] == 'Urine specific gravity':   # "1.025" is a decimal, not a thousands separator
            v = float(r['value_text'])
        if v != r['value'] or comp != r['comparator']:
            err(f'{rid}#{i}: value {r["value"]!r}/{r["comparator"]!r} vs text {r["value_text"]!r}')
        for c in [r['loinc']] + r['loinc_alternatives']:
            if not re.fullmatch(r'\d{1,6}-\d', c) or not loinc_ok(c):
                err(f'{rid}#{i}: bad LOINC {c}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']):
            err(f'{rid}#{i}: bad date {r["collected_at"]}')
    n = {k: pages(os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf')) for k in ('chromium', 'fpdf', 'scan')}
    if len(set(n.values())) != 1:
        err(f'{rid}: page counts differ {n}')
    for k in ('chromium', 'fpdf'):
        t = text(os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf'))
        if 'OVERFLOW' in t:
            err(f'{rid}.{k}: overflow marker')
        for r in res:
            for s in (r['value_text'], r['unit']):
                if s and s not in t:
                    err(f'{rid}.{k}: {s!r} not in text layer')
    st = text(os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf')).strip()
    if st:
        err(f'{rid}.scan: has a text layer')
    print(f'{rid}: {len(res)} results, pages {n["chromium"]}')

if not 200 <= total <= 300:
    err(f'total results {total}')
print('total results', total)

if '--no-ocr' not in sys.argv:
    with tempfile.TemporaryDirectory() as td:
        for rid, pg in OCR_PAGES:
            base = os.path.join(td, f'{rid}-{pg}')
            subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', str(pg), '-l', str(pg), '-singlefile',
                            os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf'), base], check=True)
            ocr = subprocess.run(['tesseract', base + '.png', '-', '-l', 'por', '--psm', '6'],
                                 capture_output=True, text=True).stdout
            # values printed on this page: compare against the Chromium text layer of this page
            pt = subprocess.run(['pdftotext', '-layout', '-f', str(pg), '-l', str(pg),
                                 os.path.join(ROOT, 'rendered', f'{rid}.chromium.pdf'), '-'],
                                capture_output=True, text=True).stdout
            vals = [r['value_text'] for r in golds[rid]['results'] if r['value_text'] in pt]
            found = sum(1 for v in vals if v in ocr)
            frac = found / max(1, len(vals))
            print(f'OCR {rid} p{pg}: {found}/{len(vals)} values found ({frac:.0%})')
            if frac < 0.6:
                err(f'OCR {rid} p{pg}: only {frac:.0%}')

print('ERRORS:', len(errors))
sys.exit(1 if errors else 0)
