#!/usr/bin/env python3
"""Checks for set s. Exit 0 when all pass. Usage: venv/bin/python tools/check.py [--no-ocr]"""
import json, os, re, subprocess, sys, glob, datetime as dt, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import loinc_ok, parse_value

FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
errors = []
def err(m):
    errors.append(m); print('ERROR', m)

def pdftext(p):
    return subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout

def pages(p):
    out = subprocess.run(['pdfinfo', p], capture_output=True, text=True).stdout
    m = re.search(r'^Pages:\s+(\d+)', out, re.M)
    return int(m.group(1)) if m else -1

golds = sorted(glob.glob(os.path.join(ROOT, 'reports', '*.gold.json')))
if len(golds) != 12:
    err(f'expected 12 gold files, found {len(golds)}')
total = 0
labs = set()
for g in golds:
    rid = os.path.basename(g).split('.')[0]
    doc = json.load(open(g, encoding='utf-8'))
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in doc: err(f'{rid}: missing {k}')
    labs.add(doc['lab'])
    dt.date.fromisoformat(doc['collected_at_default'])
    res = doc['results']
    total += len(res)
    if not 8 <= len(res) <= 40: err(f'{rid}: {len(res)} results')
    texts = {}
    for kind in ('chromium', 'fpdf'):
        p = os.path.join(ROOT, 'rendered', f'{rid}.{kind}.pdf')
        texts[kind] = re.sub(r'[ \t]+', ' ', pdftext(p))
    pc = [pages(os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf')) for k in ('chromium', 'fpdf', 'scan')]
    if len(set(pc)) != 1 or pc[0] not in (1, 2): err(f'{rid}: page counts {pc}')
    stxt = subprocess.run(['pdffonts', os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf')], capture_output=True, text=True).stdout
    if len(stxt.strip().splitlines()) > 2: err(f'{rid}: scan has fonts (text layer)')
    for i, r in enumerate(res):
        for f in FIELDS:
            if f not in r: err(f'{rid}#{i}: missing {f}')
        vt = r['value_text']
        v1, c1 = parse_value(vt); v2, c2 = parse_value(vt, dec_point=True)
        if not ((r['value'] == v1 and r['comparator'] == c1) or (r['value'] == v2 and r['comparator'] == c2)):
            err(f'{rid}#{i}: value {r["value"]!r}/{r["comparator"]!r} does not match value_text {vt!r}')
        if r['value'] is not None and not isinstance(r['value'], (int, float)): err(f'{rid}#{i}: value type')
        if r['comparator'] not in ('', '<', '>', '<=', '>='): err(f'{rid}#{i}: comparator')
        for c in [r['loinc']] + r['loinc_alternatives']:
            if not loinc_ok(c): err(f'{rid}#{i}: bad LOINC check digit {c}')
        try:
            dt.date.fromisoformat(r['collected_at'])
        except Exception:
            err(f'{rid}#{i}: bad date {r["collected_at"]}')
        for kind, t in texts.items():
            if vt not in t: err(f'{rid}#{i}: value_text {vt!r} not in {kind} text')
            if r['unit'] and r['unit'] not in t: err(f'{rid}#{i}: unit {r["unit"]!r} not in {kind} text')
print(f'{len(golds)} reports, {total} results, {len(labs)} labs')
if not 200 <= total <= 300: err(f'total results {total}')

if '--no-ocr' not in sys.argv:
    sample = [('s01', 1), ('s05', 1), ('s07', 1), ('s11', 1), ('s12', 2)]
    found = tot = 0
    with tempfile.TemporaryDirectory() as td:
        for rid, pg in sample:
            pdf = os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf')
            subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', str(pg), '-l', str(pg), pdf, f'{td}/{rid}'], check=True)
            png = glob.glob(f'{td}/{rid}*.png')[0]
            txt = subprocess.run(['tesseract', png, '-', '-l', 'por'], capture_output=True, text=True).stdout
            txt = re.sub(r'\s+', ' ', txt)
            pages_txt = re.sub(r'\s+', ' ', subprocess.run(['pdftotext', '-f', str(pg), '-l', str(pg), '-layout',
                        os.path.join(ROOT, 'rendered', f'{rid}.chromium.pdf'), '-'], capture_output=True, text=True).stdout)
            res = json.load(open(os.path.join(ROOT, 'reports', f'{rid}.gold.json'), encoding='utf-8'))['results']
            vals = [r['value_text'] for r in res if r['value_text'] in pages_txt]
            f = sum(1 for v in vals if v in txt)
            print(f'OCR {rid} p{pg}: {f}/{len(vals)} value texts found')
            found += f; tot += len(vals)
    rate = found / max(tot, 1)
    print(f'OCR overall {found}/{tot} = {rate:.0%}')
    if rate < 0.7: err(f'OCR found only {rate:.0%} of values')

print('FAILED' if errors else 'ALL CHECKS PASSED', len(errors), 'errors')
sys.exit(1 if errors else 0)
