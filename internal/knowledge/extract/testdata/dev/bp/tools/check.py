"""Checks for dev set bp. Exit 0 when everything passes."""
import json, os, re, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from model import gold, gold_json, br
from reports_data import REPORTS

errors, info = [], []


def err(m):
    errors.append(m)


def luhn_ok(code):
    m = re.fullmatch(r'(\d{1,7})-(\d)', code or '')
    if not m:
        return False
    s = 0
    for i, ch in enumerate(reversed(m.group(1))):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        s += d - 9 if d > 9 else d
    return (10 - s % 10) % 10 == int(m.group(2))


def parse(vt):
    t, comp = vt.strip(), ''
    for pre, c in (('≤', '<='), ('≥', '>='), ('<=', '<='), ('>=', '>='), ('<', '<'), ('>', '>'),
                   ('inferior a', '<'), ('superior a', '>')):
        if t.lower().startswith(pre):
            comp, t = c, t[len(pre):].strip()
            break
    if re.fullmatch(r'\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?', t):
        return float(t.replace('.', '').replace(',', '.')), comp
    return None, ''


def pdftext(pdf, page=None):
    cmd = ['pdftotext', '-enc', 'UTF-8']
    if page:
        cmd += ['-f', str(page), '-l', str(page)]
    return subprocess.run(cmd + [pdf, '-'], capture_output=True, text=True).stdout


def nows(s):
    return re.sub(r'\s+', '', s)


def pages_info(pdf):
    o = subprocess.run(['pdfinfo', '-l', '999', pdf], capture_output=True, text=True).stdout
    n = int(re.search(r'^Pages:\s+(\d+)', o, re.M).group(1))
    sizes = re.findall(r'^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)', o, re.M)
    return n, [(float(a), float(b)) for a, b in sizes]


FIELDS = {'printed_name': str, 'analyte': str, 'loinc': str, 'loinc_alternatives': list, 'value_text': str,
          'comparator': str, 'unit': str, 'collected_at': str}

total = 0
ocr_ok = []
if len(REPORTS) != 12:
    err(f'{len(REPORTS)} reports, expected 12')
for rep in REPORTS:
    rid = rep.rid
    gpath = f'{OUT}/reports/{rid}.gold.json'
    try:
        g = json.load(open(gpath, encoding='utf-8'))
    except Exception as ex:
        err(f'{rid}: cannot read gold: {ex}')
        continue
    if g != json.loads(json.dumps(gold_json(rep), ensure_ascii=False)):
        err(f'{rid}: gold file differs from the model')
    if not os.path.exists(f'{OUT}/reports/{rid}.html'):
        err(f'{rid}: html missing')
    res = g['results']
    total += len(res)
    withpage = gold(rep)
    for k in ('lab', 'collected_at_default', 'results'):
        if k not in g:
            err(f'{rid}: gold lacks {k}')
    for i, r in enumerate(res):
        for f, ty in FIELDS.items():
            if not isinstance(r.get(f), ty):
                err(f'{rid}#{i}: field {f} missing or not {ty.__name__}')
        if 'value' not in r or not (r['value'] is None or isinstance(r['value'], (int, float))):
            err(f'{rid}#{i}: bad value')
        v, c = parse(r['value_text'])
        if (v is None) != (r['value'] is None) or (v is not None and abs(v - r['value']) > 1e-9) or c != r['comparator']:
            err(f'{rid}#{i}: value/comparator {r["value"]!r}/{r["comparator"]!r} disagree with {r["value_text"]!r}')
        for code in [r['loinc']] + r['loinc_alternatives']:
            if not luhn_ok(code):
                err(f'{rid}#{i}: LOINC {code} fails check digit')
        if not re.fullmatch(r'\d{4}-\d\d-\d\d', r['collected_at']):
            err(f'{rid}#{i}: bad date {r["collected_at"]}')
    # renderings
    pdfs = {k: f'{OUT}/rendered/{rid}.{k}.pdf' for k in ('chromium', 'fpdf', 'scan')}
    counts = {}
    for k, p in pdfs.items():
        if not os.path.exists(p):
            err(f'{rid}: {p} missing')
            continue
        n, sizes = pages_info(p)
        counts[k] = n
        for w, h in sizes:
            if abs(w - 595.3) > 2 or abs(h - 841.9) > 2:
                err(f'{rid}.{k}: page size {w}x{h} is not A4')
    if len(set(counts.values())) != 1 or counts.get('chromium') != len(rep.pages):
        err(f'{rid}: page counts {counts}, model {len(rep.pages)}')
    if nows(pdftext(pdfs['scan'])):
        err(f'{rid}: scan has a text layer')
    fonts = subprocess.run(['pdffonts', pdfs['scan']], capture_output=True, text=True).stdout.splitlines()[2:]
    if fonts:
        err(f'{rid}: scan has fonts')
    for k in ('chromium', 'fpdf'):
        texts = {p: nows(pdftext(pdfs[k], p)) for p in range(1, len(rep.pages) + 1)}
        full = pdftext(pdfs[k])
        for i, r in enumerate(withpage):
            t = texts[r['_page']]
            if nows(r['value_text']) not in t:
                err(f'{rid}.{k} p{r["_page"]}: value_text {r["value_text"]!r} ({r["printed_name"]}) not in text layer')
            if r['unit'] and nows(r['unit']) not in t:
                err(f'{rid}.{k} p{r["_page"]}: unit {r["unit"]!r} not in text layer')
            if br(r['collected_at']) not in full:
                err(f'{rid}.{k}: date {br(r["collected_at"])} not printed')
    # OCR of page 1 of the scan
    p1 = [r for r in withpage if r['_page'] == 1]
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-f', '1', '-l', '1', pdfs['scan'], f'{td}/s'], check=True)
        img = [f for f in os.listdir(td) if f.startswith('s')][0]
        ocr = subprocess.run(['tesseract', f'{td}/{img}', '-', '-l', 'por', '--psm', '4'],
                             capture_output=True, text=True).stdout
    o = nows(ocr)
    found = sum(1 for r in p1 if nows(r['value_text']) in o)
    frac = found / len(p1) if p1 else 0
    info.append(f'{rid}: {len(res)} results, pages {counts}, OCR page 1 values {found}/{len(p1)} ({frac:.0%})')
    if frac >= 0.6:
        ocr_ok.append(rid)

if not 200 <= total <= 300:
    err(f'total results {total} outside 200-300')
if len(ocr_ok) < 3:
    err(f'OCR >= 60 % on only {len(ocr_ok)} reports')
for m in info:
    print(m)
print(f'total results: {total}; OCR >= 60 % on page 1: {len(ocr_ok)} reports ({", ".join(ocr_ok)})')
for m in errors:
    print('FAIL', m)
print('ALL CHECKS PASSED' if not errors else f'{len(errors)} check(s) failed')
sys.exit(1 if errors else 0)
