"""Checks for set 'bn'. Exit 0 when all pass."""
import json, os, re, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import reports
from loinc import L
from model import luhn_ok, parse_value

errors = []


def err(m):
    errors.append(m)
    print('FAIL', m)


def norm(s):
    return re.sub(r'\s+', ' ', s).strip()


def pages_text(pdf, n):
    return [norm(subprocess.run(['pdftotext', '-f', str(i), '-l', str(i), pdf, '-'], capture_output=True,
                                text=True).stdout) for i in range(1, n + 1)]


def npages(pdf):
    info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', info).group(1))


def a4(pdf, n):
    out = subprocess.run(['pdfinfo', '-f', '1', '-l', str(n), pdf], capture_output=True, text=True).stdout
    sizes = re.findall(r'Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)', out)
    return len(sizes) == n and all(abs(float(w) - 595.28) < 2 and abs(float(h) - 841.89) < 2 for w, h in sizes)


FIELDS = {'printed_name': str, 'analyte': str, 'loinc': str, 'loinc_alternatives': list, 'value_text': str,
          'comparator': str, 'unit': str, 'collected_at': str}
total = 0
ocr_ok = []
ids = sorted(reports.REPORTS)
if len(ids) != 12:
    err(f'expected 12 reports, found {len(ids)}')
for rid in ids:
    doc = reports.REPORTS[rid]()
    gold = doc.gold(L)
    gp = os.path.join(OUT, 'reports', rid + '.gold.json')
    hp = os.path.join(OUT, 'reports', rid + '.html')
    if not os.path.exists(hp):
        err(f'{rid}: missing html')
    with open(gp, encoding='utf-8') as f:
        disk = json.load(f)
    if disk != gold:
        err(f'{rid}: gold on disk differs from model')
    res = disk['results']
    total += len(res)
    if not isinstance(disk.get('lab'), str) or not re.match(r'^\d{4}-\d{2}-\d{2}$', disk.get('collected_at_default', '')):
        err(f'{rid}: bad lab/collected_at_default')
    for r in res:
        for k, t in FIELDS.items():
            if not isinstance(r.get(k), t):
                err(f'{rid}: field {k} missing or mistyped in {r.get("printed_name")}')
        if 'value' not in r or not (r['value'] is None or isinstance(r['value'], (int, float))):
            err(f'{rid}: bad value in {r["printed_name"]}')
        v, c = parse_value(r['value_text'])
        if (v, c) != (r['value'], r['comparator']) or (v is None and c != ''):
            err(f'{rid}: value/comparator disagree with value_text {r["value_text"]!r}')
        if r['comparator'] not in ('', '<', '>', '<=', '>='):
            err(f'{rid}: bad comparator')
        for code in [r['loinc']] + r['loinc_alternatives']:
            if not re.match(r'^\d{1,7}-\d$', code) or not luhn_ok(code):
                err(f'{rid}: LOINC check digit fails {code}')
        if not re.match(r'^\d{4}-\d{2}-\d{2}$', r['collected_at']):
            err(f'{rid}: bad date {r["collected_at"]}')
    cp = os.path.join(OUT, 'rendered', rid + '.chromium.pdf')
    fp = os.path.join(OUT, 'rendered', rid + '.fpdf.pdf')
    sp = os.path.join(OUT, 'rendered', rid + '.scan.pdf')
    n = len(doc.pages)
    counts = [npages(x) for x in (cp, fp, sp)]
    if counts != [n] * 3 or n not in (1, 2):
        err(f'{rid}: page counts {counts} (model {n})')
    for x in (cp, fp, sp):
        if not a4(x, counts[0]):
            err(f'{rid}: {os.path.basename(x)} not A4')
    if subprocess.run(['pdftotext', sp, '-'], capture_output=True, text=True).stdout.strip():
        err(f'{rid}: scan has a text layer')
    if len(subprocess.run(['pdffonts', sp], capture_output=True, text=True).stdout.strip().splitlines()) > 2:
        err(f'{rid}: scan has fonts')
    for x in (cp, fp):
        txt = pages_text(x, n)
        full = ' '.join(txt)
        for r, m in zip(res, doc.results):
            pt = txt[m['page'] - 1]
            if norm(r['value_text']) not in pt:
                err(f'{rid}: {os.path.basename(x)} p{m["page"]}: value_text {r["value_text"]!r} not in text layer')
            if r['unit'] and norm(r['unit']) not in pt:
                err(f'{rid}: {os.path.basename(x)} p{m["page"]}: unit {r["unit"]!r} not in text layer')
        for dte in sorted({r['collected_at'] for r in res}):
            yy, mm, dd = dte.split('-')
            if f'{dd}/{mm}/{yy}' not in full:
                err(f'{rid}: date {dd}/{mm}/{yy} not printed ({os.path.basename(x)})')
    # OCR of page 1 of the scan
    with tempfile.TemporaryDirectory(dir=OUT) as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', '1', '-l', '1', sp, os.path.join(td, 'p')], check=True)
        png = [f for f in os.listdir(td) if f.endswith('.png')][0]
        ocr = subprocess.run(['tesseract', os.path.join(td, png), 'stdout', '-l', 'por'], capture_output=True,
                             text=True).stdout
    o = re.sub(r'\s+', '', ocr)
    p1 = [r for r, m in zip(res, doc.results) if m['page'] == 1]
    found = sum(1 for r in p1 if re.sub(r'\s+', '', r['value_text']) in o)
    frac = found / len(p1) if p1 else 0
    print(f'{rid}: {n} page(s), {len(res)} results, OCR page 1: {found}/{len(p1)} values ({frac:.0%})')
    if frac >= 0.6:
        ocr_ok.append(rid)
if not 200 <= total <= 300:
    err(f'total results {total} outside 200-300')
if len(ocr_ok) < 3:
    err(f'only {len(ocr_ok)} reports reach 60 % OCR on page 1')
print(f'total results: {total}; reports with >= 60 % OCR values on page 1: {len(ocr_ok)} ({", ".join(ocr_ok)})')
print('ALL CHECKS PASSED' if not errors else f'{len(errors)} FAILURES')
sys.exit(1 if errors else 0)
