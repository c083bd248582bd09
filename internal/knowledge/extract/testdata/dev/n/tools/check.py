"""Checks for the n set: gold schema, values, LOINC check digits, text layers, page counts, OCR."""
import json, os, re, subprocess, sys, glob, unicodedata
sys.path.insert(0, os.path.dirname(__file__))
from build import parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
errors = []
def err(m): errors.append(m); print('ERROR', m)

def loinc_ok(code):
    m = re.fullmatch(r'(\d+)-(\d)', code)
    if not m: return False
    body = m.group(1)[::-1]
    odd = body[0::2][::-1]; even = body[1::2][::-1]
    s = even + str(int(odd) * 2)
    tot = sum(int(c) for c in s)
    return (10 - tot % 10) % 10 == int(m.group(2))

def pdftext(p):
    t = subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout
    return unicodedata.normalize('NFC', t)

def pages(p):
    out = subprocess.run(['pdfinfo', p], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))

def squash(s): return re.sub(r'\s+', '', s).lower()

total = 0
golds = sorted(glob.glob(os.path.join(ROOT, 'reports', '*.gold.json')))
if len(golds) != 12: err('expected 12 gold files, found %d' % len(golds))
for g in golds:
    rid = os.path.basename(g).split('.')[0]
    d = json.load(open(g))
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in d: err('%s missing %s' % (rid, k))
    res = d['results']; total += len(res)
    if not 8 <= len(res) <= 40: err('%s has %d results' % (rid, len(res)))
    texts = {w: pdftext(os.path.join(ROOT, 'rendered', '%s.%s.pdf' % (rid, w))) for w in ('chromium', 'fpdf')}
    for i, r in enumerate(res):
        for f in FIELDS:
            if f not in r: err('%s[%d] missing %s' % (rid, i, f))
        v, cmp = parse_value(r['value_text'])
        ok = (v == r['value']) or (v is not None and r['value'] is not None and abs(v - r['value']) < 1e-9)
        if not ok and re.fullmatch(r'\d\.\d{3}', r['value_text'].strip()):
            ok = abs(float(r['value_text']) - r['value']) < 1e-9   # lone dot read as decimal point (urine density)
        if not ok: err('%s[%d] value %r vs value_text %r' % (rid, i, r['value'], r['value_text']))
        if cmp != r['comparator']: err('%s[%d] comparator %r vs %r' % (rid, i, r['comparator'], cmp))
        if r['value'] is None and r['comparator']: err('%s[%d] comparator without value' % (rid, i))
        for c in [r['loinc']] + r['loinc_alternatives']:
            if not loinc_ok(c): err('%s[%d] bad LOINC %s' % (rid, i, c))
        if not re.fullmatch(r'20\d\d-\d\d-\d\d', r['collected_at']): err('%s[%d] bad date %s' % (rid, i, r['collected_at']))
        for w, t in texts.items():
            if r['value_text'] not in t: err('%s[%d] value_text %r not in %s text' % (rid, i, r['value_text'], w))
            if r['unit'] and r['unit'] not in t: err('%s[%d] unit %r not in %s text' % (rid, i, r['unit'], w))
            for part in r['printed_name'].split(' '):
                if part not in t: err('%s[%d] name part %r not in %s text' % (rid, i, part, w))
    pc = [pages(os.path.join(ROOT, 'rendered', '%s.%s.pdf' % (rid, w))) for w in ('chromium', 'fpdf', 'scan')]
    if len(set(pc)) != 1: err('%s page counts %s' % (rid, pc))
    st = subprocess.run(['pdffonts', os.path.join(ROOT, 'rendered', rid + '.scan.pdf')], capture_output=True, text=True).stdout
    if len(st.strip().splitlines()) > 2: err('%s scan has fonts' % rid)
print('total results', total)
if not 200 <= total <= 300: err('total %d outside 200-300' % total)

# OCR of a few scan pages (single-page reports)
import tempfile
tmp = tempfile.mkdtemp()
for rid in sys.argv[1:] or ['n03', 'n05', 'n09', 'n12']:
    d = json.load(open(os.path.join(ROOT, 'reports', rid + '.gold.json')))
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-f', '1', '-l', '1', os.path.join(ROOT, 'rendered', rid + '.scan.pdf'),
                    os.path.join(tmp, rid)], check=True)
    img = glob.glob(os.path.join(tmp, rid + '*'))[0]
    ocr = subprocess.run(['tesseract', img, '-', '-l', 'por', '--psm', '6'], capture_output=True, text=True).stdout
    o = squash(ocr)
    vals = [r['value_text'] for r in d['results']]
    found = sum(1 for v in vals if squash(v) in o)
    frac = found / len(vals)
    print('OCR %s: %d/%d values found (%.0f%%)' % (rid, found, len(vals), 100 * frac))
    if frac < 0.7: err('OCR %s finds only %.0f%% of values' % (rid, 100 * frac))
print('FAILED' if errors else 'OK', len(errors), 'errors')
sys.exit(1 if errors else 0)
