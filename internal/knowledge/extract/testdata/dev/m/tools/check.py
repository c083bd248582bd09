"""Checks for set m. Exit 0 when all pass.
Usage: venv/bin/python tools/check.py [--ocr N]   (OCR N scan pages; default 4)"""
import sys, os, json, glob, subprocess, re, random
sys.path.insert(0, os.path.dirname(__file__))
from lib import loinc_ok, parse_value

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
errors = []


def err(m):
    errors.append(m)
    print('ERROR', m)


def pdftext(p):
    return subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout


def pages(p):
    out = subprocess.run(['pdfinfo', p], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))


norm = lambda s: re.sub(r'\s+', ' ', s)
golds = sorted(glob.glob(os.path.join(ROOT, 'reports', '*.gold.json')))
total, labs = 0, set()
for g in golds:
    rid = os.path.basename(g).split('.')[0]
    d = json.load(open(g))
    labs.add(d['lab'])
    rs = d['results']
    total += len(rs)
    if not (8 <= len(rs) <= 40):
        err(f'{rid}: {len(rs)} results')
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in d:
            err(f'{rid}: missing {k}')
    texts = {k: norm(pdftext(os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf'))) for k in ('chromium', 'fpdf')}
    npg = {k: pages(os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf')) for k in ('chromium', 'fpdf', 'scan')}
    if len(set(npg.values())) != 1 or list(npg.values())[0] > 2:
        err(f'{rid}: page counts {npg}')
    for i, r in enumerate(rs):
        for f in FIELDS:
            if f not in r:
                err(f'{rid}#{i}: missing {f}')
        for c in [r['loinc']] + r['loinc_alternatives']:
            if not loinc_ok(c):
                err(f'{rid}#{i}: bad check digit {c}')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']):
            err(f'{rid}#{i}: date {r["collected_at"]}')
        v, comp = parse_value(r['value_text'])
        if r['comparator'] != comp:
            err(f'{rid}#{i}: comparator {r["comparator"]!r} vs {comp!r}')
        if r['value'] is None:
            if v is not None:
                err(f'{rid}#{i}: value null but text numeric {r["value_text"]}')
        else:
            num = re.sub(r'[^\d]', '', r['value_text'])
            vv = r['value']
            if v is not None and abs(v - vv) > 1e-9 and not (r['value_text'].count('.') == 1 and abs(float(r['value_text'].replace('.', '.')) - vv) < 1e-9):
                err(f'{rid}#{i}: value {vv} vs text {r["value_text"]}')
            if v is None:
                err(f'{rid}#{i}: value {vv} but text not numeric {r["value_text"]}')
        for k, t in texts.items():
            if r['value_text'] not in t:
                err(f'{rid}#{i}: value_text {r["value_text"]!r} not in {k} text')
            if r['unit'] and r['unit'] not in t:
                err(f'{rid}#{i}: unit {r["unit"]!r} not in {k} text')

print(f'{len(golds)} reports, {len(labs)} labs, {total} results')
if not (200 <= total <= 300):
    err(f'total {total}')
if len(labs) < 9:
    err('fewer than 9 labs')

# OCR of a few scan pages
n_ocr = int(sys.argv[sys.argv.index('--ocr') + 1]) if '--ocr' in sys.argv else 4
rnd = random.Random(7)
for g in rnd.sample(golds, min(n_ocr, len(golds))):
    rid = os.path.basename(g).split('.')[0]
    scan = os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf')
    tmp = f'/tmp/ocr_m_{rid}'
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', '1', '-l', '1', scan, tmp], check=True)
    png = sorted(glob.glob(tmp + '*.png'))[0]
    txt = norm(subprocess.run(['tesseract', png, '-', '-l', 'por'], capture_output=True, text=True).stdout)
    for f in glob.glob(tmp + '*.png'):
        os.remove(f)
    rs = json.load(open(g))['results']
    chrom1 = norm(subprocess.run(['pdftotext', '-layout', '-f', '1', '-l', '1',
                                  os.path.join(ROOT, 'rendered', f'{rid}.chromium.pdf'), '-'], capture_output=True, text=True).stdout)
    on_page = [r for r in rs if r['value_text'] in chrom1]
    found = sum(1 for r in on_page if r['value_text'] in txt)
    frac = found / max(1, len(on_page))
    print(f'OCR {rid} p1: {found}/{len(on_page)} values found ({frac:.0%})')
    if frac < 0.6:
        err(f'OCR {rid}: only {frac:.0%}')

print('FAILED' if errors else 'ALL CHECKS PASSED', len(errors), 'errors')
sys.exit(1 if errors else 0)
