#!/usr/bin/env python3
"""Consistency checks for set "at".  Exit status 0 only when everything passes.

- gold files present, complete and identical to what the model produces now;
- value / comparator agree with value_text; LOINC mod-10 check digits;
- every value_text and unit is found in both text layers (pdftotext, whitespace-normalised);
- equal page counts over chromium / fpdf / scan renderings (and the model), A4 scan pages;
- the scan has no text layer;
- Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values on three reports;
- 12 reports, 200-300 results in all.
usage: python3 tools/check.py [--ocr at04,at07,at11]
"""
import argparse, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from model import gold, loinc_ok, parse_value, walk_results   # noqa: E402
from reports import REPORTS                                     # noqa: E402

KEYS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit',
        'collected_at']
DATE = re.compile(r'^\d{4}-\d{2}-\d{2}$')
errors = []


def err(msg):
    errors.append(msg)
    print('FAIL ' + msg)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, check=True, **kw)


def text_layer(pdf):
    t = run(['pdftotext', '-enc', 'UTF-8', pdf, '-']).stdout.decode('utf-8')
    return re.sub(r'\s+', ' ', t).strip()


def pages(pdf):
    out = run(['pdfinfo', pdf]).stdout.decode()
    n = int(re.search(r'^Pages:\s+(\d+)', out, re.M).group(1))
    size = re.search(r'^Page size:\s+([\d.]+) x ([\d.]+)', out, re.M)
    return n, (float(size.group(1)), float(size.group(2)))


def squash(t):
    return re.sub(r'\s+', '', t)


def ocr_page1(scan_pdf, tmpbase):
    run(['pdftoppm', '-r', '200', '-gray', '-f', '1', '-l', '1', '-singlefile', scan_pdf, tmpbase])
    out = run(['tesseract', tmpbase + '.pgm', '-', '-l', 'por']).stdout.decode('utf-8')
    os.remove(tmpbase + '.pgm')
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--ocr', default='at04,at07,at11')
    a = ap.parse_args()
    ocr_ids = [x for x in a.ocr.split(',') if x]
    total = 0
    if len(REPORTS) != 12:
        err('expected 12 reports, model has %d' % len(REPORTS))
    for r in REPORTS:
        rid = r['id']
        gpath = os.path.join(ROOT, 'reports', rid + '.gold.json')
        hpath = os.path.join(ROOT, 'reports', rid + '.html')
        pdfs = {k: os.path.join(ROOT, 'rendered', '%s.%s.pdf' % (rid, k)) for k in ('chromium', 'fpdf', 'scan')}
        for p in [gpath, hpath] + list(pdfs.values()):
            if not os.path.exists(p):
                err('%s: missing %s' % (rid, os.path.relpath(p, ROOT)))
        if not os.path.exists(gpath):
            continue
        g = json.load(open(gpath, encoding='utf-8'))
        if g != json.loads(json.dumps(gold(r), ensure_ascii=False)):
            err('%s: gold file differs from the model (rebuild)' % rid)
        for k in ('lab', 'collected_at_default', 'results'):
            if k not in g:
                err('%s: gold lacks %s' % (rid, k))
        if not DATE.match(g.get('collected_at_default', '')):
            err('%s: bad collected_at_default' % rid)
        res = g.get('results', [])
        total += len(res)
        for i, e in enumerate(res):
            tag = '%s#%d %s' % (rid, i, e.get('printed_name'))
            miss = [k for k in KEYS if k not in e]
            if miss:
                err('%s: missing fields %s' % (tag, miss))
                continue
            if not e['value_text'] or not e['printed_name'] or not e['analyte']:
                err('%s: empty text field' % tag)
            if e['comparator'] not in ('', '<', '>', '<=', '>='):
                err('%s: bad comparator %r' % (tag, e['comparator']))
            v, c = parse_value(e['value_text'])
            if (v, c) != (e['value'], e['comparator']):
                err('%s: value/comparator %r/%r disagree with %r' % (tag, e['value'], e['comparator'], e['value_text']))
            if e['value'] is not None and not isinstance(e['value'], (int, float)):
                err('%s: value not numeric' % tag)
            for code in [e['loinc']] + e['loinc_alternatives']:
                if not loinc_ok(code):
                    err('%s: LOINC %s fails the check digit' % (tag, code))
            if e['loinc'] in e['loinc_alternatives']:
                err('%s: primary LOINC repeated in alternatives' % tag)
            if not DATE.match(e['collected_at']):
                err('%s: bad collected_at' % tag)
        # text layers
        for kind in ('chromium', 'fpdf'):
            if not os.path.exists(pdfs[kind]):
                continue
            t = text_layer(pdfs[kind])
            for e in res:
                for field in ('value_text', 'unit'):
                    s = re.sub(r'\s+', ' ', e[field]).strip()
                    if s and s not in t:
                        err('%s %s: %s %r not in text layer' % (rid, kind, field, s))
            if r['lab']['name'] not in t:
                err('%s %s: lab name not in text layer' % (rid, kind))
        # pages
        if all(os.path.exists(p) for p in pdfs.values()):
            counts = {k: pages(p) for k, p in pdfs.items()}
            n = {k: c[0] for k, c in counts.items()}
            if len(set(n.values())) != 1 or n['chromium'] != len(r['pages']) or n['chromium'] not in (1, 2):
                err('%s: page counts %s, model %d' % (rid, n, len(r['pages'])))
            for k, (_, (w, h)) in counts.items():
                if abs(w - 595.3) > 1.5 or abs(h - 841.9) > 1.5:
                    err('%s %s: page size %.1f x %.1f pt is not A4' % (rid, k, w, h))
            st = text_layer(pdfs['scan'])
            fonts = run(['pdffonts', pdfs['scan']]).stdout.decode().strip().splitlines()
            if st or len(fonts) > 2:
                err('%s: scan has a text layer' % rid)
        print('%s: %d results, %d page(s)' % (rid, len(res), len(r['pages'])))
    # OCR
    for rid in ocr_ids:
        r = next(x for x in REPORTS if x['id'] == rid)
        scan_pdf = os.path.join(ROOT, 'rendered', rid + '.scan.pdf')
        txt = squash(ocr_page1(scan_pdf, os.path.join(ROOT, 'rendered', '.ocr-' + rid)))
        vals = [e['value_text'] for p, e in walk_results(r) if p == 1]
        found = sum(1 for v in vals if squash(v) in txt)
        frac = found / len(vals)
        print('OCR %s page 1: %d/%d values found (%.0f %%)' % (rid, found, len(vals), 100 * frac))
        if frac < 0.60:
            err('%s: OCR found only %.0f %% of page-1 values' % (rid, 100 * frac))
    print('total results: %d' % total)
    if not 200 <= total <= 300:
        err('total results %d outside 200-300' % total)
    if errors:
        print('%d check(s) failed' % len(errors))
        sys.exit(1)
    print('all checks passed')


if __name__ == '__main__':
    main()
