#!/usr/bin/env python3
"""Checker for the g set.

usage: python3 tools/check.py [--ocr-pages N] [g01 ...]

Checks: gold parses with exactly the agreed keys; LOINC check digits; value
agrees with value_text; every value_text / unit / printed_name occurs in the
pdftotext -layout output of BOTH text PDFs (whitespace-tolerant, counts for
values and units); page counts equal across the three renderings; scans have
no text layer; tesseract (por) OCR of a few scan pages finds most values;
folder size < 20 MB.  Exit status 0 only if everything passes.
"""
import collections
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from loinc_check import loinc_ok  # noqa: E402

TOP_KEYS = {'lab', 'collected_at_default', 'results'}
RES_KEYS = {'printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text',
            'comparator', 'unit', 'collected_at'}
CMPS = {'', '<', '>', '<=', '>='}
WORD_CMP = [('inferior ou igual a', '<='), ('superior ou igual a', '>='), ('inferior a', '<'),
            ('superior a', '>'), ('menor que', '<'), ('maior que', '>'), ('acima de', '>'), ('abaixo de', '<')]
SYM_CMP = [('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]
BR_NUM = re.compile(r'^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$|^[+-]?\d+(,\d+)?$')
PT_NUM = re.compile(r'^[+-]?\d+\.\d+$')
DATE = re.compile(r'^\d{4}-\d{2}-\d{2}$')


def norm(s):
    return re.sub(r'\s+', '', s)


def pdftext(pdf, layout=True, first=None, last=None):
    cmd = ['pdftotext', '-enc', 'UTF-8']
    if layout:
        cmd.append('-layout')
    if first:
        cmd += ['-f', str(first), '-l', str(last or first)]
    cmd += [pdf, '-']
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def pages(pdf):
    out = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))


def expected_value(vt):
    s = vt.strip().replace('\u2212', '-')
    cmp_ = ''
    low = s.lower()
    for w, c in WORD_CMP:
        if low.startswith(w):
            cmp_, s = c, s[len(w):].strip()
            break
    else:
        for w, c in SYM_CMP:
            if s.startswith(w):
                cmp_, s = c, s[len(w):].strip()
                break
    m = re.match(r'^1\s*/\s*(\d+)$', s)
    if m:
        return [float(m.group(1))], cmp_
    vals = []
    if BR_NUM.match(s):
        vals.append(float(s.replace('.', '').replace(',', '.')))
    if PT_NUM.match(s):
        vals.append(float(s))
    return vals, cmp_


def count(hay, needle):
    return hay.count(needle) if needle else 0


def name_found(name, text_norm, lines_norm):
    """'whole' if the whitespace-free name occurs in the text; 'wrapped' if it
    occurs split over 2 or 3 nearby lines (a name wrapped in a narrow column)."""
    n = norm(name)
    if n in text_norm:
        return 'whole'
    L = len(n)
    idx = collections.defaultdict(list)
    for i, ln in enumerate(lines_norm):
        idx[i] = ln
    for k in range(2, L - 1):
        a, b = n[:k], n[k:]
        for i, ln in enumerate(lines_norm):
            if not ln.endswith(a) and a not in ln:
                continue
            for j in range(i + 1, min(i + 5, len(lines_norm))):
                if b in lines_norm[j]:
                    return 'wrapped'
                for k2 in range(1, len(b) - 1):
                    b1, b2 = b[:k2], b[k2:]
                    if b1 in lines_norm[j]:
                        for q in range(j + 1, min(j + 5, len(lines_norm))):
                            if b2 in lines_norm[q]:
                                return 'wrapped3'
    return None


def check_report(rid, errors, stats, ocr_pages):
    gp = os.path.join(ROOT, 'reports', rid + '.gold.json')
    try:
        g = json.load(open(gp, encoding='utf-8'))
    except Exception as e:  # noqa: BLE001
        errors.append(f'{rid}: gold does not parse: {e}')
        return
    if set(g) != TOP_KEYS:
        errors.append(f'{rid}: top-level keys {sorted(g)}')
    if not DATE.match(g.get('collected_at_default', '')):
        errors.append(f'{rid}: bad collected_at_default')
    res = g.get('results', [])
    stats['results'] += len(res)
    for i, r in enumerate(res):
        tag = f'{rid}#{i} {r.get("printed_name")!r}'
        if set(r) != RES_KEYS:
            errors.append(f'{tag}: keys {sorted(r)}')
            continue
        for c in [r['loinc']] + list(r['loinc_alternatives']):
            if not loinc_ok(c):
                errors.append(f'{tag}: bad LOINC check digit {c}')
        if r['loinc'] in r['loinc_alternatives']:
            errors.append(f'{tag}: primary LOINC repeated in alternatives')
        if r['comparator'] not in CMPS:
            errors.append(f'{tag}: comparator {r["comparator"]!r}')
        if not DATE.match(r['collected_at']):
            errors.append(f'{tag}: collected_at {r["collected_at"]!r}')
        vals, cmp_ = expected_value(r['value_text'])
        if vals:
            if r['value'] is None or not any(abs(float(r['value']) - v) < 1e-9 for v in vals):
                errors.append(f'{tag}: value {r["value"]} disagrees with value_text {r["value_text"]!r}')
        elif r['value'] is not None:
            errors.append(f'{tag}: value {r["value"]} for non-numeric value_text {r["value_text"]!r}')
        if cmp_ != r['comparator']:
            errors.append(f'{tag}: comparator {r["comparator"]!r} but value_text says {cmp_!r}')
        stats['analytes'].add(r['analyte'])
        stats['loincs'].add(r['loinc'])
        stats['dates'][rid].add(r['collected_at'])
    # text layers
    pdfs = {k: os.path.join(ROOT, 'rendered', f'{rid}.{k}.pdf') for k in ('chromium', 'fpdf', 'scan')}
    for k, p in pdfs.items():
        if not os.path.exists(p):
            errors.append(f'{rid}: missing {p}')
            return
    pc = {k: pages(p) for k, p in pdfs.items()}
    if len(set(pc.values())) != 1:
        errors.append(f'{rid}: page counts differ {pc}')
    stats['pages'][rid] = pc['chromium']
    vt_need = collections.Counter(norm(r['value_text']) for r in res)
    un_need = collections.Counter(norm(r['unit']) for r in res if r['unit'])
    for k in ('chromium', 'fpdf'):
        txt = pdftext(pdfs[k])
        tn = norm(txt)
        lines = [norm(x) for x in txt.split('\n')]
        for v, n in vt_need.items():
            have = count(tn, v)
            if have < n:
                errors.append(f'{rid} [{k}]: value_text {v!r} found {have}x, gold uses it {n}x')
        for u, n in un_need.items():
            have = count(tn, u)
            if have < n:
                errors.append(f'{rid} [{k}]: unit {u!r} found {have}x, gold uses it {n}x')
        for r in res:
            how = name_found(r['printed_name'], tn, lines)
            if not how:
                errors.append(f'{rid} [{k}]: printed_name {r["printed_name"]!r} not found')
            elif how != 'whole':
                stats['wrapped'][k] += 1
    # scan: no text layer
    st = pdftext(pdfs['scan'], layout=False)
    if st.strip():
        errors.append(f'{rid}: scan has a text layer ({len(st.strip())} chars)')
    fonts = subprocess.run(['pdffonts', pdfs['scan']], capture_output=True, text=True).stdout.strip().split('\n')
    if len(fonts) > 2:
        errors.append(f'{rid}: scan PDF lists fonts')
    # OCR of selected pages
    for pno in ocr_pages.get(rid, []):
        ptxt = norm(pdftext(pdfs['chromium'], first=pno))
        on_page = [r for r in res if norm(r['value_text']) in ptxt]
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(['pdftoppm', '-r', '200', '-gray', '-f', str(pno), '-l', str(pno), pdfs['scan'],
                            os.path.join(td, 'o')], check=True)
            img = glob.glob(os.path.join(td, 'o*'))[0]
            ocr = subprocess.run(['tesseract', img, '-', '-l', 'por'], capture_output=True, text=True).stdout
        on = norm(ocr)
        found = sum(1 for r in on_page if norm(r['value_text']) in on)
        stats['ocr'].append((rid, pno, found, len(on_page)))


def main():
    args = sys.argv[1:]
    n_ocr = 1
    if '--ocr-pages' in args:
        i = args.index('--ocr-pages')
        n_ocr = int(args[i + 1])
        del args[i:i + 2]
    ids = args or sorted(os.path.basename(p)[:-10] for p in glob.glob(os.path.join(ROOT, 'reports', 'g*.gold.json')))
    # OCR: page 1 of the first n_ocr reports in a fixed spread, plus the last page of one long report
    spread = ids[::max(1, len(ids) // max(1, n_ocr))][:n_ocr] if n_ocr else []
    ocr_pages = {rid: [1] for rid in spread}
    errors = []
    stats = {'results': 0, 'analytes': set(), 'loincs': set(), 'dates': collections.defaultdict(set),
             'pages': {}, 'ocr': [], 'wrapped': collections.Counter()}
    for rid in ids:
        check_report(rid, errors, stats, ocr_pages)
    size = 0
    for dp, _, fns in os.walk(ROOT):
        if '/.' in dp or '__pycache__' in dp:
            continue
        for fn in fns:
            size += os.path.getsize(os.path.join(dp, fn))
    if size >= 20 * 1024 * 1024:
        errors.append(f'folder size {size / 1e6:.1f} MB >= 20 MB')
    print(f'reports: {len(ids)}  results: {stats["results"]}  distinct analytes: {len(stats["analytes"])}  '
          f'distinct primary LOINC: {len(stats["loincs"])}  pages: {sum(stats["pages"].values())}')
    multi = [r for r, d in stats['dates'].items() if len(d) > 1]
    print(f'reports with more than one collection date: {len(multi)} {multi}')
    print(f'printed names found only as wrapped parts: {dict(stats["wrapped"])}')
    if stats['ocr']:
        f = sum(x[2] for x in stats['ocr'])
        t = sum(x[3] for x in stats['ocr'])
        for rid, p, a, b in stats['ocr']:
            print(f'  OCR {rid} p{p}: {a}/{b} values found')
        print(f'OCR share of values found on {len(stats["ocr"])} scan pages: {f}/{t} = {f / max(t, 1):.1%}')
        if t and f / t < 0.6:
            errors.append(f'OCR found only {f}/{t} values')
    print(f'folder size: {size / 1e6:.2f} MB')
    if errors:
        print(f'\n{len(errors)} problem(s):')
        for e in errors:
            print('  ' + e)
        sys.exit(1)
    print('ALL CHECKS PASSED')


if __name__ == '__main__':
    main()
