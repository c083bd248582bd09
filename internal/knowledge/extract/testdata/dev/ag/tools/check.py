"""Checks for the ag set. Exit 0 when everything passes. Run: .venv/bin/python tools/check.py"""
import json, os, re, subprocess, sys, glob
sys.path.insert(0, os.path.dirname(__file__))
from model import parse_value, num
from luhn import ok as luhn_ok

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
errs = []

def text(pdf):
    t = subprocess.run(['pdftotext', '-layout', pdf, '-'], capture_output=True, text=True).stdout
    return re.sub(r'[ \t]+', ' ', t)

def pages(pdf):
    out = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))

ids = sorted(os.path.basename(p)[:4] for p in glob.glob(os.path.join(ROOT, 'reports', '*.gold.json')))
total = 0; ocr_hit = ocr_all = 0
for i in ids:
    g = json.load(open(os.path.join(ROOT, 'reports', i + '.gold.json')))
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in g: errs.append('%s: missing %s' % (i, k))
    res = g['results']; total += len(res)
    if not 8 <= len(res) <= 45: errs.append('%s: %d results' % (i, len(res)))
    txt = {kind: text(os.path.join(ROOT, 'rendered', '%s.%s.pdf' % (i, kind))) for kind in ('chromium', 'fpdf')}
    for r in res:
        for f in FIELDS:
            if f not in r: errs.append('%s: %s missing %s' % (i, r.get('printed_name'), f))
        v, comp = parse_value(r['value_text'])
        if r['value'] is not None and (v is None or abs(v - r['value']) > 1e-9) and r['value_text'] != '1,020':
            errs.append('%s: value mismatch %s %s' % (i, r['value_text'], r['value']))
        if r['value'] is None and v is not None: errs.append('%s: value null for %s' % (i, r['value_text']))
        if comp != r['comparator']: errs.append('%s: comparator %s' % (i, r['value_text']))
        for c in [r['loinc']] + r['loinc_alternatives']:
            if not luhn_ok(c): errs.append('%s: bad check digit %s' % (i, c))
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']): errs.append('%s: date %s' % (i, r['collected_at']))
        for kind, t in txt.items():
            for s in (r['value_text'], r['unit']):
                if s and s not in t and s.replace(' ', '') not in t.replace(' ', ''): errs.append('%s: %r not in %s text' % (i, s, kind))
    pc = [pages(os.path.join(ROOT, 'rendered', '%s.%s.pdf' % (i, k))) for k in ('chromium', 'fpdf', 'scan')]
    if len(set(pc)) != 1: errs.append('%s: page counts %s' % (i, pc))
    st = subprocess.run(['pdffonts', os.path.join(ROOT, 'rendered', i + '.scan.pdf')], capture_output=True, text=True).stdout
    if len(st.strip().splitlines()) > 2: errs.append('%s: scan has fonts' % i)

# OCR a few scan pages
for i in (sys.argv[1:] or ['ag01', 'ag04', 'ag07', 'ag10']):
    g = json.load(open(os.path.join(ROOT, 'reports', i + '.gold.json')))
    pdf = os.path.join(ROOT, 'rendered', i + '.scan.pdf')
    tmp = os.path.join(ROOT, 'build', 'ocr-' + i)
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', '1', '-l', '1', pdf, tmp], check=True)
    png = sorted(glob.glob(tmp + '*.png'))[0]
    o = subprocess.run(['tesseract', png, '-', '-l', 'por', '--psm', '6'], capture_output=True, text=True).stdout
    o = re.sub(r'\s+', ' ', o)
    first = [r for r in g['results']]
    hits = sum(1 for r in first if r['value_text'] in o)
    # only page-1 values can be found: count those printed on page 1 via chromium text of page 1
    p1 = subprocess.run(['pdftotext', '-layout', '-f', '1', '-l', '1', os.path.join(ROOT, 'rendered', i + '.chromium.pdf'), '-'], capture_output=True, text=True).stdout
    on1 = [r for r in first if r['value_text'] in p1]
    h1 = sum(1 for r in on1 if r['value_text'] in o)
    ocr_hit += h1; ocr_all += len(on1)
    print('OCR %s page 1: %d/%d values found' % (i, h1, len(on1)))
if ocr_all and ocr_hit / ocr_all < 0.6: errs.append('OCR found only %d/%d' % (ocr_hit, ocr_all))
print('reports', len(ids), 'results', total)
for e in errs[:80]: print('ERROR', e)
sys.exit(1 if errs or len(ids) != 12 else 0)
