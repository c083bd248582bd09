"""Checks for the bk set. Exit 0 when everything passes."""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

import reports  # noqa: E402
from model import parse_value, loinc_ok  # noqa: E402

FIELDS = {'printed_name': str, 'analyte': str, 'loinc': str, 'loinc_alternatives': list, 'value_text': str,
          'comparator': str, 'unit': str, 'collected_at': str}
errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return re.sub(r'\s+', ' ', s).strip()


def pdftext(pdf, page=None):
    cmd = ['pdftotext', '-enc', 'UTF-8']
    if page:
        cmd += ['-f', str(page), '-l', str(page)]
    return subprocess.run(cmd + [pdf, '-'], capture_output=True, text=True).stdout


def info(pdf):
    out = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    n = int(re.search(r'Pages:\s+(\d+)', out).group(1))
    m = re.search(r'Page size:\s+([\d.]+) x ([\d.]+)', out)
    return n, float(m.group(1)), float(m.group(2))


def all_page_sizes(pdf, n):
    out = subprocess.run(['pdfinfo', '-f', '1', '-l', str(n), pdf], capture_output=True, text=True).stdout
    return [(float(a), float(b)) for a, b in re.findall(r'Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)', out)]


def main():
    reps = reports.all_reports()
    ids = [r.id for r in reps]
    if ids != [f'bk{i:02d}' for i in range(1, 13)]:
        err(f'report ids {ids}')
    total = sum(len(r.results) for r in reps)
    if not 200 <= total <= 300:
        err(f'total results {total} outside 200-300')
    labs = set(r.lab for r in reps)
    if len(labs) != 12:
        err('laboratories are not all different')
    ocr_ok = []
    for rep in reps:
        rid = rep.id
        gp = os.path.join(OUT, 'reports', rid + '.gold.json')
        try:
            gold = json.load(open(gp, encoding='utf-8'))
        except Exception as ex:  # noqa: BLE001
            err(f'{rid}: cannot read gold: {ex}')
            continue
        if gold != json.loads(json.dumps(rep.gold(), ensure_ascii=False)):
            err(f'{rid}: gold differs from the model')
        for k in ('lab', 'collected_at_default', 'results'):
            if k not in gold:
                err(f'{rid}: gold lacks {k}')
        for i, g in enumerate(gold['results']):
            tag = f'{rid}#{i} {g.get("printed_name")!r}'
            for f, ty in FIELDS.items():
                if not isinstance(g.get(f), ty):
                    err(f'{tag}: field {f} missing or not {ty.__name__}')
            if 'value' not in g or not (g['value'] is None or isinstance(g['value'], (int, float))):
                err(f'{tag}: bad value')
            v, c = parse_value(g['value_text'])
            if v != g['value'] or c != g['comparator']:
                err(f'{tag}: value/comparator {g["value"]!r}/{g["comparator"]!r} disagree with {g["value_text"]!r}')
            if g['value'] is None and g['comparator']:
                err(f'{tag}: qualitative with comparator')
            for code in [g['loinc']] + g['loinc_alternatives']:
                if not loinc_ok(code):
                    err(f'{tag}: LOINC {code} fails check digit')
            if not re.match(r'^\d{4}-\d\d-\d\d$', g['collected_at']):
                err(f'{tag}: collected_at format')
            if '\n' in g['printed_name'] or '  ' in g['printed_name']:
                err(f'{tag}: printed_name whitespace')
        cp = os.path.join(OUT, 'rendered', rid + '.chromium.pdf')
        fp = os.path.join(OUT, 'rendered', rid + '.fpdf.pdf')
        sp = os.path.join(OUT, 'rendered', rid + '.scan.pdf')
        hp = os.path.join(OUT, 'reports', rid + '.html')
        for p in (cp, fp, sp, hp):
            if not os.path.exists(p):
                err(f'{rid}: missing {p}')
        if errors and not all(os.path.exists(p) for p in (cp, fp, sp)):
            continue
        counts = []
        for p in (cp, fp, sp):
            n, _, _ = info(p)
            counts.append(n)
            for wpt, hpt in all_page_sizes(p, n):
                if abs(wpt - 595.3) > 2 or abs(hpt - 841.9) > 2:
                    err(f'{rid}: {os.path.basename(p)} page not A4 ({wpt} x {hpt})')
        if len(set(counts)) != 1 or counts[0] != len(rep.pages):
            err(f'{rid}: page counts chromium/fpdf/scan {counts}, model {len(rep.pages)}')
        if not 1 <= counts[0] <= 2:
            err(f'{rid}: {counts[0]} pages')
        if norm(pdftext(sp)):
            err(f'{rid}: scan has a text layer')
        fonts = subprocess.run(['pdffonts', sp], capture_output=True, text=True).stdout.strip().splitlines()
        if len(fonts) > 2:
            err(f'{rid}: scan has fonts')
        # text layer, page by page
        for p in (cp, fp):
            texts = {pg: norm(pdftext(p, pg)) for pg in range(1, len(rep.pages) + 1)}
            for i, r in enumerate(rep.results):
                t = texts.get(r.page, '')
                if norm(r.value_text) not in t:
                    err(f'{rid}#{i}: value {r.value_text!r} not on page {r.page} of {os.path.basename(p)}')
                if r.unit and norm(r.unit) not in t:
                    err(f'{rid}#{i}: unit {r.unit!r} not on page {r.page} of {os.path.basename(p)}')
                if norm(r.printed_name) not in t and os.path.basename(p).endswith('fpdf.pdf') is False:
                    pass
            full = norm(pdftext(p))
            for g in gold['results']:
                y, m, d = g['collected_at'].split('-')
                if f'{d}/{m}/{y}' not in full:
                    err(f'{rid}: collection date {d}/{m}/{y} not printed in {os.path.basename(p)}')
        # OCR of page 1 of the scan
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(['pdftoppm', '-r', '300', '-gray', '-f', '1', '-l', '1', sp, os.path.join(td, 'p')],
                           check=True)
            img = [f for f in os.listdir(td)][0]
            ocr = subprocess.run(['tesseract', os.path.join(td, img), '-', '-l', 'por', '--psm', '3'],
                                 capture_output=True, text=True).stdout
        ocr = norm(ocr)
        p1 = [r for r in rep.results if r.page == 1]
        found = sum(1 for r in p1 if norm(r.value_text) in ocr)
        frac = found / len(p1) if p1 else 0
        print(f'{rid}: {len(rep.results)} results, pages {counts}, OCR page 1 {found}/{len(p1)} = {frac:.0%}')
        if frac >= 0.6:
            ocr_ok.append(rid)
    if len(ocr_ok) < 3:
        err(f'OCR >= 60 % on page 1 only for {ocr_ok}')
    print(f'total results: {total}; OCR >= 60 % on page 1: {len(ocr_ok)} reports ({", ".join(ocr_ok)})')
    if errors:
        print(f'FAILED: {len(errors)} problem(s)')
        for e in errors:
            print('  -', e)
        sys.exit(1)
    print('ALL CHECKS PASSED')


if __name__ == '__main__':
    main()
