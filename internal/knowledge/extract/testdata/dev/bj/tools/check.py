"""Checks for the bj set (exit 0 when all pass)."""
import json, os, re, subprocess, sys, tempfile, unicodedata
os.environ.setdefault('OMP_THREAD_LIMIT', '1')
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reports import REPORTS
from model import gold, iter_results

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SET = 'bj'
fails = []


def fail(msg):
    fails.append(msg)


def norm(s):
    s = unicodedata.normalize('NFKC', s)
    return re.sub(r'\s+', ' ', s).strip()


def luhn_ok(code):
    m = re.fullmatch(r'(\d+)-(\d)', code or '')
    if not m:
        return False
    total = 0
    for i, ch in enumerate(reversed(m.group(1))):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return (10 - total % 10) % 10 == int(m.group(2))


def expect_value(vt):
    s = vt.strip()
    comp = ''
    for w, c in (('inferior a', '<'), ('superior a', '>'), ('≤', '<='), ('≥', '>='), ('<=', '<='),
                 ('>=', '>='), ('<', '<'), ('>', '>')):
        if s.lower().startswith(w):
            comp, s = c, s[len(w):].strip()
            break
    if re.fullmatch(r'\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?', s):
        return float(s.replace('.', '').replace(',', '.')), comp
    return None, ''


def pdftext(pdf, page=None):
    cmd = ['pdftotext', '-enc', 'UTF-8']
    if page:
        cmd += ['-f', str(page), '-l', str(page)]
    return subprocess.run(cmd + [pdf, '-'], capture_output=True, text=True).stdout


def pages_info(pdf):
    out = subprocess.run(['pdfinfo', '-f', '1', '-l', '999', pdf], capture_output=True, text=True).stdout
    n = int(re.search(r'^Pages:\s+(\d+)', out, re.M).group(1))
    sizes = [tuple(map(float, m)) for m in re.findall(r'Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)', out)]
    return n, sizes


def main():
    ids = [r.id for r in REPORTS]
    if ids != [f'{SET}{i:02d}' for i in range(1, 13)]:
        fail(f'report ids {ids}')
    total = 0
    ocr_ok = []
    for rep in REPORTS:
        rid = rep.id
        gpath = os.path.join(OUT, 'reports', rid + '.gold.json')
        try:
            g = json.load(open(gpath, encoding='utf-8'))
        except Exception as e:
            fail(f'{rid}: cannot read gold: {e}')
            continue
        if g != json.loads(json.dumps(gold(rep), ensure_ascii=False)):
            fail(f'{rid}: gold differs from model')
        if not os.path.exists(os.path.join(OUT, 'reports', rid + '.html')):
            fail(f'{rid}: html missing')
        res = g.get('results', [])
        total += len(res)
        if not isinstance(g.get('lab'), str) or not re.fullmatch(r'\d{4}-\d{2}-\d{2}', g.get('collected_at_default', '')):
            fail(f'{rid}: lab / collected_at_default')
        for i, r in enumerate(res):
            tag = f'{rid}#{i} {r.get("printed_name")!r}'
            for k, t in (('printed_name', str), ('analyte', str), ('loinc', str), ('loinc_alternatives', list),
                         ('value_text', str), ('comparator', str), ('unit', str), ('collected_at', str)):
                if not isinstance(r.get(k), t):
                    fail(f'{tag}: field {k} missing or wrong type')
            if 'value' not in r or not (r['value'] is None or isinstance(r['value'], (int, float))):
                fail(f'{tag}: value type')
            if not r.get('printed_name') or not r.get('value_text'):
                fail(f'{tag}: empty name/value_text')
            ev, ec = expect_value(r.get('value_text', ''))
            if (ev is None) != (r.get('value') is None) or (ev is not None and abs(ev - r['value']) > 1e-9) \
                    or ec != r.get('comparator'):
                fail(f'{tag}: value/comparator {r.get("value")!r}/{r.get("comparator")!r} vs {r.get("value_text")!r}')
            if r.get('comparator') not in ('', '<', '>', '<=', '>='):
                fail(f'{tag}: comparator')
            for c in [r.get('loinc')] + list(r.get('loinc_alternatives', [])):
                if not luhn_ok(c):
                    fail(f'{tag}: LOINC check digit {c}')
            if not re.fullmatch(r'\d{4}-\d{2}-\d{2}', r.get('collected_at', '')):
                fail(f'{tag}: collected_at format')
        # renderings
        paths = {k: os.path.join(OUT, 'rendered', f'{rid}.{k}.pdf') for k in ('chromium', 'fpdf', 'scan')}
        if not all(os.path.exists(p) for p in paths.values()):
            fail(f'{rid}: rendering missing')
            continue
        counts = {}
        for k, p in paths.items():
            n, sizes = pages_info(p)
            counts[k] = n
            for w, h in sizes:
                if abs(w - 595.3) > 2 or abs(h - 841.9) > 2:
                    fail(f'{rid}.{k}: page size {w}x{h} not A4')
        if len(set(counts.values())) != 1 or counts['chromium'] != len(rep.pages):
            fail(f'{rid}: page counts {counts} model {len(rep.pages)}')
        if norm(pdftext(paths['scan'])):
            fail(f'{rid}: scan has a text layer')
        fonts = subprocess.run(['pdffonts', paths['scan']], capture_output=True, text=True).stdout.strip().splitlines()
        if len(fonts) > 2:
            fail(f'{rid}: scan has fonts')
        texts = {k: [norm(pdftext(paths[k], p + 1)) for p in range(len(rep.pages))] for k in ('chromium', 'fpdf')}
        whole = {k: ' '.join(v) for k, v in texts.items()}
        for (pi, e), r in zip(iter_results(rep), res):
            for k in ('chromium', 'fpdf'):
                pt = texts[k][pi] if pi < len(texts[k]) else ''
                if norm(r['value_text']) not in pt:
                    fail(f'{rid}.{k} p{pi + 1}: value_text {r["value_text"]!r} not in text layer')
                if r['unit'] and norm(r['unit']) not in pt:
                    fail(f'{rid}.{k} p{pi + 1}: unit {r["unit"]!r} not in text layer')
        for d in sorted({r['collected_at'] for r in res} | {g['collected_at_default']}):
            y, m, dd = d.split('-')
            for k in ('chromium', 'fpdf'):
                if f'{dd}/{m}/{y}' not in whole[k]:
                    fail(f'{rid}.{k}: collection date {dd}/{m}/{y} not printed')
        # OCR of page 1 of the scan
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', '-f', '1', '-l', '1', paths['scan'],
                            os.path.join(td, 'p')], check=True)
            png = [f for f in os.listdir(td) if f.endswith('.png')][0]
            ocr = subprocess.run(['tesseract', os.path.join(td, png), '-', '-l', 'por'],
                                 capture_output=True, text=True).stdout
        ocr = norm(ocr)
        p1 = [r['value_text'] for (pi, _), r in zip(iter_results(rep), res) if pi == 0]
        found = sum(1 for v in p1 if norm(v) in ocr)
        frac = found / len(p1) if p1 else 0
        ocr_ok.append((rid, frac))
        print(f'{rid}: {len(res):3d} results, {len(rep.pages)} page(s), OCR page 1 {found}/{len(p1)} = {frac:.0%}')
    if not 200 <= total <= 300:
        fail(f'total results {total} not in 200..300')
    good = [r for r, f in ocr_ok if f >= 0.6]
    if len(good) < 3:
        fail(f'OCR >= 60% on only {len(good)} reports')
    print(f'TOTAL results: {total}; reports with OCR >= 60% on page 1: {len(good)} ({", ".join(good)})')
    if fails:
        print(f'FAIL ({len(fails)}):')
        for f in fails:
            print('  ' + f)
        return 1
    print('ALL CHECKS PASSED')
    return 0


if __name__ == '__main__':
    sys.exit(main())
