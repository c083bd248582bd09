"""Checks for the bs set (exit 0 when all pass). Run from OUTDIR: python3 tools/check.py"""
import json, os, re, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)
from model import gold, page_results
from catalog import loinc_ok
from reports_data import REPORTS

errors = []


def err(m):
    errors.append(m)


def norm(s):
    return re.sub(r'\s+', ' ', s).strip()


def page_texts(pdf):
    n = pdf_pages(pdf)
    return [norm(subprocess.run(['pdftotext', '-f', str(i), '-l', str(i), pdf, '-'], capture_output=True, text=True).stdout)
            for i in range(1, n + 1)]


def pdf_info(pdf):
    return subprocess.run(['pdfinfo', '-f', '1', '-l', '99', pdf], capture_output=True, text=True).stdout


def pdf_pages(pdf):
    return int(re.search(r'^Pages:\s+(\d+)', pdf_info(pdf), re.M).group(1))


def a4_ok(pdf):
    sizes = re.findall(r'Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)', pdf_info(pdf))
    return sizes and all(abs(float(w) - 595.3) < 2 and abs(float(h) - 841.9) < 2 for w, h in sizes)


def expected(vt):
    s, comp = vt.strip(), ''
    for pre, c in (('inferior a', '<'), ('superior a', '>'), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')):
        if s.startswith(pre):
            return s[len(pre):].strip(), c
    return s, comp


ids = [r.id for r in REPORTS]
if ids != ['bs%02d' % i for i in range(1, 13)]:
    err('report ids: %s' % ids)
total = 0
ocr_pass = []
KEYS = {'printed_name': str, 'analyte': str, 'loinc': str, 'loinc_alternatives': list, 'value_text': str,
        'comparator': str, 'unit': str, 'collected_at': str}
for rep in REPORTS:
    gp = os.path.join(OUT, 'reports', rep.id + '.gold.json')
    g = json.load(open(gp, encoding='utf-8'))
    if g != json.loads(json.dumps(gold(rep), ensure_ascii=False)):
        err('%s: gold file differs from model' % rep.id)
    res = g['results']
    total += len(res)
    html = open(os.path.join(OUT, 'reports', rep.id + '.html'), encoding='utf-8').read()
    cp = os.path.join(OUT, 'rendered', rep.id + '.chromium.pdf')
    fp = os.path.join(OUT, 'rendered', rep.id + '.fpdf.pdf')
    sp = os.path.join(OUT, 'rendered', rep.id + '.scan.pdf')
    ct, ft = page_texts(cp), page_texts(fp)
    alltext = ' '.join(ct)
    np_ = [pdf_pages(p) for p in (cp, fp, sp)]
    if len(set(np_)) != 1 or np_[0] != len(rep.pages) or not 1 <= np_[0] <= 2:
        err('%s: page counts %s (model %d)' % (rep.id, np_, len(rep.pages)))
    for p in (cp, fp, sp):
        if not a4_ok(p):
            err('%s: not A4' % p)
    if norm(subprocess.run(['pdftotext', sp, '-'], capture_output=True, text=True).stdout):
        err('%s: scan has a text layer' % rep.id)
    if not re.fullmatch(r'\d{4}-\d\d-\d\d', g.get('collected_at_default', '')) or not g.get('lab'):
        err('%s: header fields' % rep.id)
    pr = page_results(rep)
    for (pno, _), e in zip(pr, res):
        tag = '%s %s %r' % (rep.id, e.get('printed_name'), e.get('value_text'))
        for k, t in KEYS.items():
            if not isinstance(e.get(k), t):
                err('%s: field %s' % (tag, k))
        if 'value' not in e:
            err('%s: no value' % tag)
        num, comp = expected(e['value_text'])
        if e['value'] is None:
            if e['comparator'] != '':
                err('%s: qualitative with comparator' % tag)
            if re.fullmatch(r'[\d.,]+', num):
                err('%s: numeric text but null value' % tag)
        else:
            v = float(num.replace('.', '').replace(',', '.'))
            if abs(v - e['value']) > 1e-9 or comp != e['comparator']:
                err('%s: value/comparator mismatch %r %r' % (tag, e['value'], e['comparator']))
        for c in [e['loinc']] + e['loinc_alternatives']:
            if not re.fullmatch(r'\d{1,6}-\d', c) or not loinc_ok(c):
                err('%s: bad LOINC %s' % (tag, c))
        for what in ('value_text', 'unit'):
            s = norm(e[what])
            if s and (s not in ct[pno - 1] or s not in ft[pno - 1]):
                err('%s: %s %r not on page %d (chromium %s, fpdf %s)' % (tag, what, s, pno, s in ct[pno - 1], s in ft[pno - 1]))
        y, m, d = e['collected_at'].split('-')
        if '%s/%s/%s' % (d, m, y) not in alltext:
            err('%s: date %s not printed' % (tag, e['collected_at']))
    # OCR of page 1 of the scan
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', '1', '-l', '1', sp, os.path.join(td, 'p')], check=True)
        img = [f for f in os.listdir(td) if f.endswith('.png')][0]
        ocr = norm(subprocess.run(['tesseract', os.path.join(td, img), '-', '-l', 'por'], capture_output=True, text=True).stdout)
    vals = [norm(e['value_text']) for (pno, _), e in zip(pr, res) if pno == 1]
    found = sum(1 for v in vals if v in ocr)
    frac = found / len(vals) if vals else 0
    print('%s  pages %d  results %3d  OCR page-1 values %d/%d (%.0f%%)' % (rep.id, np_[0], len(res), found, len(vals), 100 * frac))
    if frac >= 0.6:
        ocr_pass.append(rep.id)

if not 200 <= total <= 300:
    err('total results %d outside 200-300' % total)
if len(ocr_pass) < 3:
    err('OCR >= 60%% on only %d reports' % len(ocr_pass))
print('total results: %d; OCR >= 60%% on page 1: %s' % (total, ', '.join(ocr_pass)))
for e in errors:
    print('ERROR', e)
print('FAIL (%d errors)' % len(errors) if errors else 'ALL CHECKS PASSED')
sys.exit(1 if errors else 0)
