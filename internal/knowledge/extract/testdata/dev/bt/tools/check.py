"""Checks for the 'bt' development set. Run from OUTDIR: python3 tools/check.py  (exit 0 = all pass)"""
import json, os, re, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from model import gold as model_gold, page_results
from reports_data import REPORTS

FAIL = []
INFO = []


def fail(msg):
    FAIL.append(msg)


def luhn_ok(code):
    m = re.fullmatch(r'(\d+)-(\d)', code or '')
    if not m:
        return False
    s = 0
    for i, ch in enumerate(reversed(m.group(1))):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        s += d - 9 if d > 9 else d
    return (10 - s % 10) % 10 == int(m.group(2))


def expect(vt):
    """independent re-parse of a printed value -> (value, comparator)"""
    s = vt.strip()
    comp = ''
    for pre, c in (('inferior a', '<'), ('superior a', '>'), ('≤', '<='), ('≥', '>='), ('<=', '<='), ('>=', '>='), ('<', '<'), ('>', '>')):
        if s.lower().startswith(pre):
            comp, s = c, s[len(pre):].strip()
            break
    if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?', s) or re.fullmatch(r'\d+(,\d+)?', s):
        num = s.replace('.', '').replace(',', '.')
        return (float(num) if '.' in num else int(num)), comp
    return None, ('?' if comp else '')


def norm(s):
    return re.sub(r'\s+', ' ', s).strip()


def pdftext_pages(pdf):
    n = pdfinfo(pdf)['pages']
    out = []
    for p in range(1, n + 1):
        t = subprocess.run(['pdftotext', '-f', str(p), '-l', str(p), '-enc', 'UTF-8', pdf, '-'],
                           capture_output=True, text=True).stdout
        out.append(norm(t))
    return out


def pdfinfo(pdf):
    t = subprocess.run(['pdfinfo', '-f', '1', '-l', '999', pdf], capture_output=True, text=True).stdout
    pages = int(re.search(r'^Pages:\s+(\d+)', t, re.M).group(1))
    sizes = re.findall(r'Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)', t)
    return {'pages': pages, 'sizes': [(float(a), float(b)) for a, b in sizes]}


def present(needle, hay):
    n = norm(needle)
    return n in hay or n.replace(' ', '') in hay.replace(' ', '')


FIELDS = {'printed_name': str, 'analyte': str, 'loinc': str, 'loinc_alternatives': list, 'value': (int, float, type(None)),
          'value_text': str, 'comparator': str, 'unit': str, 'collected_at': str}


def main():
    ocr_pass = []
    total = 0
    if len(REPORTS) != 12:
        fail('expected 12 reports, got %d' % len(REPORTS))
    ids = [r.rid for r in REPORTS]
    if ids != ['bt%02d' % i for i in range(1, 13)]:
        fail('report ids: %s' % ids)
    for rep in REPORTS:
        rid = rep.rid
        gpath = os.path.join(OUT, 'reports', rid + '.gold.json')
        with open(gpath, encoding='utf-8') as f:
            g = json.load(f)
        if g != json.loads(json.dumps(model_gold(rep), ensure_ascii=False)):
            fail('%s: gold file differs from the model' % rid)
        if not os.path.exists(os.path.join(OUT, 'reports', rid + '.html')):
            fail('%s: html missing' % rid)
        res = g['results']
        total += len(res)
        if not isinstance(g.get('lab'), str) or not re.fullmatch(r'\d{4}-\d{2}-\d{2}', g.get('collected_at_default', '')):
            fail('%s: lab / collected_at_default' % rid)
        for i, r in enumerate(res):
            for k, t in FIELDS.items():
                if k not in r or not isinstance(r[k], t) or (t is str and k in ('printed_name', 'value_text', 'loinc', 'analyte') and not r[k]):
                    fail('%s[%d]: field %s bad: %r' % (rid, i, k, r.get(k)))
            if isinstance(r['value'], bool):
                fail('%s[%d]: bool value' % (rid, i))
            v, c = expect(r['value_text'])
            if c == '?':
                fail('%s[%d]: comparator without number %r' % (rid, i, r['value_text']))
            if v != r['value'] or c != r['comparator'] or (v is not None and type(v) is not type(r['value'])):
                fail('%s[%d]: value/comparator %r %r vs value_text %r' % (rid, i, r['value'], r['comparator'], r['value_text']))
            if r['comparator'] not in ('', '<', '>', '<=', '>='):
                fail('%s[%d]: comparator %r' % (rid, i, r['comparator']))
            for code in [r['loinc']] + list(r['loinc_alternatives']):
                if not luhn_ok(code):
                    fail('%s[%d]: LOINC check digit %s' % (rid, i, code))
            if r['loinc'] in r['loinc_alternatives']:
                fail('%s[%d]: main code repeated in alternatives' % (rid, i))
            if not re.fullmatch(r'\d{4}-\d{2}-\d{2}', r['collected_at']):
                fail('%s[%d]: collected_at %r' % (rid, i, r['collected_at']))
        # renderings
        pdfs = {k: os.path.join(OUT, 'rendered', '%s.%s.pdf' % (rid, k)) for k in ('chromium', 'fpdf', 'scan')}
        infos = {}
        for k, p in pdfs.items():
            if not os.path.exists(p):
                fail('%s: %s missing' % (rid, p))
                continue
            infos[k] = pdfinfo(p)
            for (w, h) in infos[k]['sizes']:
                if abs(w - 595.28) > 2 or abs(h - 841.89) > 2:
                    fail('%s.%s: page not A4 (%s x %s)' % (rid, k, w, h))
        counts = {k: v['pages'] for k, v in infos.items()}
        if len(set(counts.values())) != 1 or counts.get('chromium') != len(rep.pages):
            fail('%s: page counts %s (model %d)' % (rid, counts, len(rep.pages)))
        if not 1 <= len(rep.pages) <= 2:
            fail('%s: %d pages' % (rid, len(rep.pages)))
        st = subprocess.run(['pdftotext', pdfs['scan'], '-'], capture_output=True, text=True).stdout
        fonts = subprocess.run(['pdffonts', pdfs['scan']], capture_output=True, text=True).stdout.strip().splitlines()
        if norm(st) or len(fonts) > 2:
            fail('%s: scan has a text layer' % rid)
        # per page value/unit presence
        per_page = page_results(rep)
        for k in ('chromium', 'fpdf'):
            texts = pdftext_pages(pdfs[k])
            for pi, results in enumerate(per_page):
                hay = texts[pi] if pi < len(texts) else ''
                for r in results:
                    if not present(r.vt, hay):
                        fail('%s.%s p%d: value_text %r not found' % (rid, k, pi + 1, r.vt))
                    if r.unit and not present(r.unit, hay):
                        fail('%s.%s p%d: unit %r not found' % (rid, k, pi + 1, r.unit))
            alltext = ' '.join(texts)
            for d in sorted({x['collected_at'] for x in res}):
                y, m, dd = d.split('-')
                if '%s/%s/%s' % (dd, m, y) not in alltext:
                    fail('%s.%s: collection date %s not printed' % (rid, k, d))
        # OCR of page 1 of the scan
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(['pdftoppm', '-r', '200', '-f', '1', '-l', '1', '-gray', '-png', pdfs['scan'], os.path.join(td, 'p')], check=True)
            img = [f for f in os.listdir(td) if f.endswith('.png')][0]
            ocr = subprocess.run(['tesseract', os.path.join(td, img), '-', '-l', 'por', '--psm', '3'],
                                 capture_output=True, text=True).stdout
        ocr = norm(ocr)
        p1 = per_page[0]
        found = sum(1 for r in p1 if present(r.vt, ocr))
        frac = found / len(p1) if p1 else 0
        INFO.append('%s: %d results (%s), pages %d, OCR page 1: %d/%d = %.0f %%' % (
            rid, len(res), ', '.join('%s×%d' % (d, n) for d, n in sorted(
                {x['collected_at']: sum(1 for y in res if y['collected_at'] == x['collected_at']) for x in res}.items())),
            len(rep.pages), found, len(p1), 100 * frac))
        if frac >= 0.6:
            ocr_pass.append(rid)
    if not 200 <= total <= 300:
        fail('total results %d not within 200-300' % total)
    if len(ocr_pass) < 3:
        fail('OCR >= 60 %% on page 1 only for %s' % ocr_pass)
    for line in INFO:
        print(line)
    print('total results: %d' % total)
    print('reports with OCR page-1 recall >= 60 %%: %d (%s)' % (len(ocr_pass), ', '.join(ocr_pass)))
    if FAIL:
        print('FAILED (%d):' % len(FAIL))
        for f in FAIL:
            print('  - ' + f)
        sys.exit(1)
    print('ALL CHECKS PASSED')


if __name__ == '__main__':
    main()
