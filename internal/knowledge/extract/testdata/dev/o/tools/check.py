"""Checks for set o. Exit 0 when everything passes."""
import sys, os, json, subprocess, re, glob
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'tools'))
from common import loinc_ok, parse_value

FIELDS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
errors = []
def err(m): errors.append(m); print('ERROR', m)

def pdftext(p):
    return subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True, check=True).stdout

def pages(p):
    out = subprocess.run(['pdfinfo', p], capture_output=True, text=True, check=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))

def norm(s):
    return re.sub(r'\s+', ' ', s)

golds = sorted(glob.glob(os.path.join(ROOT, 'reports', '*.gold.json')))
total = 0; labs = set()
ocr_pages = {'o03': 1, 'o08': 1, 'o10': 1, 'o07': 1}
for g in golds:
    rid = os.path.basename(g).split('.')[0]
    d = json.load(open(g, encoding='utf-8'))
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in d: err(f'{rid}: missing {k}')
    labs.add(d['lab'])
    res = d['results']; total += len(res)
    if not 8 <= len(res) <= 40: err(f'{rid}: {len(res)} results')
    texts = {}
    for kind in ('chromium', 'fpdf'):
        texts[kind] = norm(pdftext(os.path.join(ROOT, 'rendered', f'{rid}.{kind}.pdf')))
    pc = {kind: pages(os.path.join(ROOT, 'rendered', f'{rid}.{kind}.pdf')) for kind in ('chromium', 'fpdf', 'scan')}
    if len(set(pc.values())) != 1 or pc['chromium'] > 2: err(f'{rid}: page counts {pc}')
    scan_txt = subprocess.run(['pdftotext', os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf'), '-'], capture_output=True, text=True).stdout
    if scan_txt.strip(): err(f'{rid}: scan has a text layer')
    for i, r in enumerate(res):
        for f in FIELDS:
            if f not in r: err(f'{rid}#{i}: missing {f}')
        for c in [r['loinc']] + r['loinc_alternatives']:
            if not loinc_ok(c): err(f'{rid}#{i}: bad LOINC {c}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']): err(f'{rid}#{i}: date')
        vals = {parse_value(r['value_text'], dec) for dec in (',', '.')}
        if (r['value'], r['comparator']) not in vals: err(f"{rid}#{i}: value {r['value']!r}/{r['comparator']!r} vs {r['value_text']!r}")
        if r['comparator'] not in ('', '<', '>', '<=', '>='): err(f'{rid}#{i}: comparator')
        for kind, t in texts.items():
            if norm(r['value_text']) not in t: err(f"{rid}#{i}: value_text {r['value_text']!r} not in {kind}")
            if r['unit'] and norm(r['unit']) not in t: err(f"{rid}#{i}: unit {r['unit']!r} not in {kind}")
    # OCR of one scan page for a few reports
    if rid in ocr_pages:
        tmp = os.path.join(ROOT, 'rendered', f'.ocr_{rid}')
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', '1', '-l', '1', os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf'), tmp], check=True)
        png = glob.glob(tmp + '*.png')[0]
        ocr = subprocess.run(['tesseract', png, '-', '-l', 'por', '--psm', '6'], capture_output=True, text=True).stdout
        os.remove(png)
        ocr = norm(ocr)
        # values present on page 1 (by fpdf page-1 text)
        p1 = norm(subprocess.run(['pdftotext', '-layout', '-f', '1', '-l', '1', os.path.join(ROOT, 'rendered', f'{rid}.chromium.pdf'), '-'], capture_output=True, text=True).stdout)
        cand = [r['value_text'] for r in res if r['value_text'] in p1]
        hit = sum(1 for v in cand if v in ocr)
        frac = hit / max(1, len(cand))
        print(f'OCR {rid} page 1: {hit}/{len(cand)} values found ({frac:.0%})')
        if frac < 0.6: err(f'{rid}: OCR found only {frac:.0%}')
print(f'{len(golds)} reports, {total} results, {len(labs)} labs')
if len(golds) != 12 or not 200 <= total <= 300 or len(labs) < 9: err('set size')
sys.exit(1 if errors else 0)
