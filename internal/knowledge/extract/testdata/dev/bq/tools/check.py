"""Checks for the bq development set.  Exit 0 when everything passes."""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import model  # noqa: E402
from reports_data import REPORTS  # noqa: E402

fails = []


def fail(msg):
    fails.append(msg)
    print('FAIL', msg)


def norm(t):
    return re.sub(r'\s+', ' ', t).strip()


def page_texts(pdf):
    n = npages(pdf)
    return [norm(subprocess.run(['pdftotext', '-f', str(i), '-l', str(i), pdf, '-'],
                                capture_output=True, text=True).stdout) for i in range(1, n + 1)]


def npages(pdf):
    info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', info).group(1))


def a4(pdf):
    n = npages(pdf)
    info = subprocess.run(['pdfinfo', '-f', '1', '-l', str(n), pdf], capture_output=True, text=True).stdout
    sizes = re.findall(r'size:\s+([\d.]+) x ([\d.]+) pts', info)
    return len(sizes) == n and all(abs(float(w) - 595.28) < 2 and abs(float(h) - 841.89) < 2 for w, h in sizes)


FIELDS = {'printed_name': str, 'analyte': str, 'loinc': str, 'loinc_alternatives': list,
          'value_text': str, 'comparator': str, 'unit': str, 'collected_at': str}


def main():
    ids = [r['id'] for r in REPORTS]
    if ids != [f'bq{i:02d}' for i in range(1, 13)]:
        fail(f'report ids {ids}')
    total = 0
    ocr_ok = []
    for rep in REPORTS:
        rid = rep['id']
        gp = os.path.join(OUT, 'reports', rid + '.gold.json')
        g = json.load(open(gp, encoding='utf-8'))
        if g != json.loads(json.dumps(model.gold(rep), ensure_ascii=False)):
            fail(f'{rid}: gold file differs from model')
        res = g['results']
        total += len(res)
        for k in ('lab', 'collected_at_default', 'results'):
            if k not in g:
                fail(f'{rid}: missing {k}')
        for e in res:
            for f, t in FIELDS.items():
                if not isinstance(e.get(f), t):
                    fail(f'{rid}: {e.get("printed_name")}: field {f} not {t.__name__}')
            if 'value' not in e or not (e['value'] is None or isinstance(e['value'], (int, float))):
                fail(f'{rid}: {e["printed_name"]}: bad value')
            v, c = model.parse_value(e['value_text'])
            if v != e['value'] or c != e['comparator']:
                fail(f'{rid}: {e["printed_name"]}: value/comparator {e["value"]!r}/{e["comparator"]!r} '
                     f'vs value_text {e["value_text"]!r}')
            if e['value'] is None and e['comparator']:
                fail(f'{rid}: qualitative with comparator')
            for code in [e['loinc']] + e['loinc_alternatives']:
                if not model.loinc_ok(code):
                    fail(f'{rid}: LOINC check digit {code}')
            if not re.fullmatch(r'\d{4}-\d\d-\d\d', e['collected_at']):
                fail(f'{rid}: collected_at format {e["collected_at"]}')
        pages = model.pages_of_results(rep)
        cp = os.path.join(OUT, 'rendered', rid + '.chromium.pdf')
        fp = os.path.join(OUT, 'rendered', rid + '.fpdf.pdf')
        sp = os.path.join(OUT, 'rendered', rid + '.scan.pdf')
        n = {k: npages(p) for k, p in (('chromium', cp), ('fpdf', fp), ('scan', sp))}
        if len(set(n.values())) != 1 or n['chromium'] != len(rep['pages']):
            fail(f'{rid}: page counts {n} model {len(rep["pages"])}')
        if not (1 <= n['chromium'] <= 2):
            fail(f'{rid}: {n["chromium"]} pages')
        for p in (cp, fp, sp):
            if not a4(p):
                fail(f'{rid}: not A4: {os.path.basename(p)}')
        for label, p in (('chromium', cp), ('fpdf', fp)):
            texts = page_texts(p)
            full = ' '.join(texts)
            for e, pg in zip(res, pages):
                t = texts[pg] if pg < len(texts) else ''
                if norm(e['value_text']) not in t:
                    fail(f'{rid} {label} p{pg+1}: value_text {e["value_text"]!r} ({e["printed_name"]}) not found')
                if e['unit'] and norm(e['unit']) not in t:
                    fail(f'{rid} {label} p{pg+1}: unit {e["unit"]!r} ({e["printed_name"]}) not found')
            for d in sorted({e['collected_at'] for e in res} | {g['collected_at_default']}):
                if model.br(d) not in full:
                    fail(f'{rid} {label}: date {model.br(d)} not printed')
        st = subprocess.run(['pdftotext', sp, '-'], capture_output=True, text=True).stdout
        fo = subprocess.run(['pdffonts', sp], capture_output=True, text=True).stdout.strip().splitlines()
        if st.strip() or len(fo) > 2:
            fail(f'{rid}: scan has a text layer')
        # OCR page 1 of the scan
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(['pdftoppm', '-r', '200', '-f', '1', '-l', '1', '-gray', sp, os.path.join(td, 'o')],
                           check=True)
            img = [os.path.join(td, f) for f in os.listdir(td)][0]
            ocr = subprocess.run(['tesseract', img, '-', '-l', 'por'], capture_output=True, text=True).stdout
        oc = re.sub(r'\s+', '', ocr)
        p1 = [e for e, pg in zip(res, pages) if pg == 0]
        found = sum(1 for e in p1 if re.sub(r'\s+', '', e['value_text']) in oc)
        frac = found / len(p1) if p1 else 0
        print(f'{rid}: {len(res)} results, pages {n["chromium"]}, OCR page 1 {found}/{len(p1)} = {frac:.0%}')
        if frac >= 0.6:
            ocr_ok.append(rid)
    print(f'total results: {total}')
    if not (200 <= total <= 300):
        fail(f'total results {total} not in 200..300')
    print(f'OCR >= 60% on page 1: {len(ocr_ok)} reports {ocr_ok}')
    if len(ocr_ok) < 3:
        fail('fewer than 3 reports pass the OCR check')
    if fails:
        print(f'{len(fails)} check(s) FAILED')
        sys.exit(1)
    print('ALL CHECKS PASSED')


if __name__ == '__main__':
    main()
