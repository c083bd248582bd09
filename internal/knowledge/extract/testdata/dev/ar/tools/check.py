#!/usr/bin/env python3
"""Checks for set "ar" (exit 0 when everything holds).

 1. gold files present, fields and types right, gold == model (regenerated);
 2. value / comparator agree with value_text (independent parser below);
 3. every LOINC code (and alternative) passes the mod-10 check digit;
 4. every value_text and unit appears in both text layers (pdftotext,
    whitespace-normalised), and every collected_at date is printed;
 5. page counts equal over chromium / fpdf / scan and equal to the model;
 6. the scan has no text layer (no fonts, pdftotext empty);
 7. OCR: Tesseract (por) on page 1 of the scan finds >= 60 % of that page's
    value_texts, on the reports marked OCR_REPORTS (all reports with --ocr-all);
 8. 12 reports, 200-300 results in all.
usage: python3 tools/check.py [--no-ocr] [--ocr-all]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import gold, page_values  # noqa: E402
from reports import REPORTS  # noqa: E402

OCR_REPORTS = ['ar03', 'ar08', 'ar09']
FIELDS = {'printed_name': str, 'analyte': str, 'loinc': str, 'loinc_alternatives': list, 'value': (int, float, type(None)),
          'value_text': str, 'comparator': str, 'unit': str, 'collected_at': str}

errors = []


def err(msg):
    errors.append(msg)
    print('FAIL', msg)


def loinc_check(code):
    m = re.fullmatch(r'(\d+)-(\d)', code)
    if not m:
        return False
    digits = [int(c) for c in m.group(1)][::-1]
    s = 0
    for i, d in enumerate(digits):
        if i % 2 == 0:
            d = sum(divmod(d * 2, 10))
        s += d
    return (10 - s % 10) % 10 == int(m.group(2))


WORDS = {'inferior a': '<', 'superior a': '>', 'menor que': '<', 'maior que': '>'}


def expect_value(vt):
    t = vt.strip()
    comp = ''
    low = t.lower()
    for w, c in WORDS.items():
        if low.startswith(w):
            comp, t = c, t[len(w):].strip()
            break
    else:
        for sym, c in (('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')):
            if t.startswith(sym):
                comp, t = c, t[len(sym):].strip()
                break
    if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?', t):
        return float(t.replace('.', '').replace(',', '.')), comp
    return None, ''


def norm(s):
    return re.sub(r'\s+', ' ', s.replace('\u00a0', ' ')).strip()


def pdftext(path):
    return subprocess.run(['pdftotext', '-enc', 'UTF-8', path, '-'], stdout=subprocess.PIPE, check=True).stdout.decode()


def pages(path):
    out = subprocess.run(['pdfinfo', path], stdout=subprocess.PIPE, check=True).stdout.decode()
    return int(re.search(r'^Pages:\s+(\d+)', out, re.M).group(1))


def ocr_page1(path):
    with tempfile.TemporaryDirectory(prefix='labdev-ar-ocr-') as tmp:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-f', '1', '-l', '1', path, os.path.join(tmp, 'p')], check=True)
        img = [f for f in os.listdir(tmp) if f.endswith('.pgm')][0]
        env = dict(os.environ, OMP_THREAD_LIMIT='1')
        r = subprocess.run(['tesseract', os.path.join(tmp, img), '-', '-l', 'por'], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, env=env, check=True)
        return r.stdout.decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--no-ocr', action='store_true')
    ap.add_argument('--ocr-all', action='store_true')
    a = ap.parse_args()
    total = 0
    ids = [r['id'] for r in REPORTS]
    if ids != [f'ar{i:02d}' for i in range(1, 13)]:
        err(f'expected ar01..ar12, got {ids}')
    for rep in REPORTS:
        rid = rep['id']
        gpath = os.path.join(ROOT, 'reports', f'{rid}.gold.json')
        if not os.path.exists(gpath):
            err(f'{rid}: missing gold')
            continue
        g = json.load(open(gpath, encoding='utf-8'))
        if g != json.loads(json.dumps(gold(rep), ensure_ascii=False)):
            err(f'{rid}: gold file differs from the model (rebuild)')
        for k in ('lab', 'collected_at_default', 'results'):
            if k not in g:
                err(f'{rid}: gold lacks {k}')
        res = g['results']
        total += len(res)
        if not os.path.exists(os.path.join(ROOT, 'reports', f'{rid}.html')):
            err(f'{rid}: missing html')
        # --- fields, values, LOINC
        for i, r in enumerate(res):
            for f, t in FIELDS.items():
                if f not in r or not isinstance(r[f], t):
                    err(f'{rid}#{i}: field {f} missing or wrong type')
            v, c = expect_value(r['value_text'])
            if (v is None) != (r['value'] is None) or (v is not None and abs(v - r['value']) > 1e-9) or c != r['comparator']:
                err(f'{rid}#{i}: value/comparator {r["value"]!r}/{r["comparator"]!r} disagree with {r["value_text"]!r}')
            if r['comparator'] not in ('', '<', '>', '<=', '>='):
                err(f'{rid}#{i}: bad comparator')
            for code in [r['loinc']] + r['loinc_alternatives']:
                if not loinc_check(code):
                    err(f'{rid}#{i}: LOINC {code} fails check digit')
            try:
                date.fromisoformat(r['collected_at'])
            except ValueError:
                err(f'{rid}#{i}: bad date {r["collected_at"]}')
        # --- renderings
        paths = {k: os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf') for k in ('chromium', 'fpdf', 'scan')}
        missing = [k for k, p in paths.items() if not os.path.exists(p)]
        if missing:
            err(f'{rid}: missing renderings {missing}')
            continue
        npages = {k: pages(p) for k, p in paths.items()}
        if len(set(npages.values())) != 1 or npages['chromium'] != len(rep['pages']) or npages['chromium'] > 2:
            err(f'{rid}: page counts {npages}, model {len(rep["pages"])}')
        for k in ('chromium', 'fpdf'):
            txt = norm(pdftext(paths[k]))
            for i, r in enumerate(res):
                for fld in ('value_text', 'unit'):
                    s = norm(r[fld])
                    if s and s not in txt:
                        err(f'{rid}/{k}: {fld} {s!r} (#{i} {r["printed_name"]}) not in text layer')
            for d in sorted({r['collected_at'] for r in res} | {g['collected_at_default']}):
                y, m, dd = d.split('-')
                if f'{dd}/{m}/{y}' not in txt:
                    err(f'{rid}/{k}: collection date {dd}/{m}/{y} not printed')
        scan_txt = pdftext(paths['scan']).strip()
        fonts = subprocess.run(['pdffonts', paths['scan']], stdout=subprocess.PIPE).stdout.decode().strip().splitlines()
        if scan_txt or len(fonts) > 2:
            err(f'{rid}: scan has a text layer')
        print(f'{rid}: {len(res)} results, pages {npages["chromium"]}/{npages["fpdf"]}/{npages["scan"]}')
    # --- OCR
    if not a.no_ocr:
        for rep in REPORTS:
            rid = rep['id']
            if not a.ocr_all and rid not in OCR_REPORTS:
                continue
            ocr = re.sub(r'\s+', '', ocr_page1(os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf')))
            vals = page_values(rep).get(0, [])
            found = [v for v in vals if re.sub(r'\s+', '', v) in ocr]
            frac = len(found) / max(1, len(vals))
            miss = [v for v in vals if v not in found]
            print(f'{rid}: OCR page 1 found {len(found)}/{len(vals)} = {frac:.0%}; missed {miss}')
            if rid in OCR_REPORTS and frac < 0.60:
                err(f'{rid}: OCR found only {frac:.0%} of page-1 values')
    if len(REPORTS) != 12:
        err(f'{len(REPORTS)} reports, expected 12')
    if not 200 <= total <= 300:
        err(f'{total} results in all, expected 200-300')
    print(f'total: {len(REPORTS)} reports, {total} results; {len(errors)} failure(s)')
    sys.exit(1 if errors else 0)


if __name__ == '__main__':
    main()
