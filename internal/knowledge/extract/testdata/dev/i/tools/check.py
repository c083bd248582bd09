"""Checker for the labdev-i set.  Exit code 1 if any hard check fails.
usage: .venv/bin/python tools/check.py [--ocr i01 i05 ...]"""
import sys, os, re, json, subprocess, unicodedata, glob
import xml.etree.ElementTree as ET

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = ['lab', 'collected_at_default', 'results']
RKEYS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator', 'unit', 'collected_at']
COMPS = {'', '<', '>', '<=', '>='}
WORDCOMP = [('menor ou igual a', '<='), ('maior ou igual a', '>='), ('inferior a', '<'), ('superior a', '>'), ('menor que', '<'),
            ('maior que', '>'), ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]
errors = []


def err(msg):
    errors.append(msg)


def check_digit(code):
    m = re.fullmatch(r'(\d+)-(\d)', code)
    if not m:
        return False
    ds = [int(c) for c in m.group(1)]
    s = 0
    for i, d in enumerate(reversed(ds)):  # Luhn/mod10 as used by LOINC
        if i % 2 == 0:
            d = d * 2
            d = d - 9 if d > 9 else d
        s += d
    return (10 - s % 10) % 10 == int(m.group(2))


def expect_value(vt):
    s, comp = vt.strip(), ''
    for w, c in WORDCOMP:
        if s.lower().startswith(w):
            s, comp = s[len(w):].strip(), c
            break
    if re.fullmatch(r'[+-]?\d{1,3}(\.\d{3})+(,\d+)?', s) or re.fullmatch(r'[+-]?\d+(,\d+)?', s):
        t = s.replace('.', '').replace(',', '.')
        return (float(t) if ',' in s else int(t)), comp
    return None, comp


def norm(s):
    return unicodedata.normalize('NFKC', s)


def pdftext(path, layout=True):
    args = ['pdftotext'] + (['-layout'] if layout else []) + [path, '-']
    return norm(subprocess.run(args, capture_output=True, text=True).stdout)


def token_count(text, vt):
    parts = [re.escape(p) for p in norm(vt).split()]
    pat = r'(?<![0-9])(?<![0-9][.,])' + r'\s*'.join(parts) + r'(?![0-9])(?![.,][0-9])'
    return len(re.findall(pat, text))


def npages(path):
    out = subprocess.run(['pdfinfo', path], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))


def bbox_pages(path):
    out = subprocess.run(['pdftotext', '-bbox', path, '-'], capture_output=True, text=True).stdout
    out = re.sub(r'<!DOCTYPE[^>]*>', '', out)
    root = ET.fromstring(out.replace('xmlns="http://www.w3.org/1999/xhtml"', ''))
    pages = []
    for pg in root.iter('page'):
        H = float(pg.get('height'))
        W = float(pg.get('width'))
        words = [(float(w.get('xMin')), float(w.get('yMin')), float(w.get('xMax')), float(w.get('yMax')), w.text or '') for w in pg.iter('word')]
        pages.append((W, H, words))
    return pages


def name_in(text_nows_lines, name):
    flat = ''.join(text_nows_lines)
    key = re.sub(r'\s+', '', norm(name))
    if key in flat:
        return True
    # wrapped in a narrow column: tokens on consecutive lines
    toks = norm(name).split()
    for i in range(1, len(toks)):
        a, b = re.sub(r'\s+', '', ' '.join(toks[:i])), re.sub(r'\s+', '', ' '.join(toks[i:]))
        for k in range(len(text_nows_lines) - 1):
            if a in text_nows_lines[k] and b in text_nows_lines[k + 1]:
                return True
    return False


def main():
    ids = sorted(os.path.basename(p)[:3] for p in glob.glob(os.path.join(BASE, 'reports', 'i??.gold.json')))
    tot_res = tot_pages = 0
    codes = set()
    for rid in ids:
        g = json.load(open(os.path.join(BASE, 'reports', rid + '.gold.json'), encoding='utf-8'))
        if list(g.keys()) != KEYS:
            err('%s: top-level keys %s' % (rid, list(g.keys())))
        if not re.fullmatch(r'\d{4}-\d{2}-\d{2}', g['collected_at_default']):
            err('%s: bad default date' % rid)
        pdfs = {k: os.path.join(BASE, 'rendered', '%s.%s.pdf' % (rid, k)) for k in ('chromium', 'fpdf', 'scan')}
        texts = {k: pdftext(pdfs[k]) for k in ('chromium', 'fpdf')}
        lines_nows = {k: [re.sub(r'\s+', '', l) for l in texts[k].split('\n')] for k in texts}
        need = {}
        for i, r in enumerate(g['results']):
            tag = '%s#%d %s' % (rid, i, r.get('printed_name'))
            if list(r.keys()) != RKEYS:
                err('%s: keys %s' % (tag, list(r.keys())))
                continue
            if not re.fullmatch(r'\d{4}-\d{2}-\d{2}', r['collected_at']):
                err('%s: bad date' % tag)
            if r['comparator'] not in COMPS:
                err('%s: comparator %r' % (tag, r['comparator']))
            allc = [r['loinc']] + r['loinc_alternatives']
            for c in allc:
                if not check_digit(c):
                    err('%s: LOINC check digit fails %s' % (tag, c))
            if len(set(allc)) != len(allc):
                err('%s: code repeated %s' % (tag, allc))
            codes.update(allc)
            v, comp = expect_value(r['value_text'])
            if v != r['value'] or type(v) != type(r['value']) or comp != r['comparator']:
                err('%s: value %r/%r disagrees with value_text %r (expected %r/%r)' % (tag, r['value'], r['comparator'], r['value_text'], v, comp))
            need[r['value_text']] = need.get(r['value_text'], 0) + 1
            for k in texts:
                if r['unit'] and re.sub(r'\s+', '', norm(r['unit'])) not in ''.join(lines_nows[k]):
                    err('%s: unit %r not in %s text' % (tag, r['unit'], k))
                if not name_in(lines_nows[k], r['printed_name']):
                    err('%s: printed_name not in %s text' % (tag, k))
        for vt, n in need.items():
            for k in texts:
                c = token_count(texts[k], vt)
                if c < n:
                    err('%s: value_text %r found %d times in %s text, gold uses it %d times' % (rid, vt, c, k, n))
        pc = {k: npages(p) for k, p in pdfs.items()}
        if len(set(pc.values())) != 1:
            err('%s: page counts differ %s' % (rid, pc))
        if pdftext(pdfs['scan']).strip():
            err('%s: scan has a text layer' % rid)
        fonts = subprocess.run(['pdffonts', pdfs['scan']], capture_output=True, text=True).stdout.strip().split('\n')
        if len(fonts) > 2:
            err('%s: scan has fonts' % rid)
        # clipping / overlap in the Chromium print (and per-page content equal to the fpdf drawing)
        cp, fp = bbox_pages(pdfs['chromium']), bbox_pages(pdfs['fpdf'])
        for pi, ((W, H, words), (_, _, fwords)) in enumerate(zip(cp, fp)):
            for (x0, y0, x1, y1, t) in words:
                if y1 > H - 5 or x1 > W - 3 or x0 < 3 or y0 < 3:
                    err('%s p%d: word %r at page edge (%.0f,%.0f)' % (rid, pi + 1, t, x1, y1))
            ws = sorted(words, key=lambda w: w[1])
            for a in range(len(ws)):
                for b in range(a + 1, len(ws)):
                    A, B = ws[a], ws[b]
                    if B[1] >= A[3]:
                        break
                    ix = min(A[2], B[2]) - max(A[0], B[0])
                    iy = min(A[3], B[3]) - max(A[1], B[1])
                    if ix > 1.0 and iy > 1.5:
                        err('%s p%d: overlapping words %r / %r' % (rid, pi + 1, A[4], B[4]))
            ctext = norm(''.join(w[4] for w in words))
            missing = [w[4] for w in fwords if norm(w[4]) not in ctext]
            if missing:
                err('%s p%d: %d words of the fpdf page missing in chromium page, e.g. %s' % (rid, pi + 1, len(missing), missing[:5]))
        tot_res += len(g['results'])
        tot_pages += pc['chromium']
        print('%s: %d results, %d pages' % (rid, len(g['results']), pc['chromium']))
    print('TOTAL: %d reports, %d pages, %d results, %d distinct LOINC codes' % (len(ids), tot_pages, tot_res, len(codes)))
    if '--ocr' in sys.argv:
        ocr(sys.argv[sys.argv.index('--ocr') + 1:])
    if errors:
        print('\n'.join(errors[:80]))
        print('FAILED: %d hard-check errors' % len(errors))
        sys.exit(1)
    print('ALL HARD CHECKS PASSED')


def ocr(ids):
    import tempfile
    allf = allt = 0
    for rid in ids:
        g = json.load(open(os.path.join(BASE, 'reports', rid + '.gold.json'), encoding='utf-8'))
        tmp = tempfile.mkdtemp()
        subprocess.run(['pdftoppm', '-r', '200', '-f', '1', '-l', '1', '-gray', '-png', os.path.join(BASE, 'rendered', rid + '.scan.pdf'),
                        os.path.join(tmp, 'p')], check=True)
        png = glob.glob(os.path.join(tmp, 'p*.png'))[0]
        txt = norm(subprocess.run(['tesseract', png, '-', '-l', 'por', '--psm', '6'], capture_output=True, text=True).stdout)
        ftxt = pdftext(os.path.join(BASE, 'rendered', rid + '.chromium.pdf'))
        p1 = subprocess.run(['pdftotext', '-layout', '-f', '1', '-l', '1', os.path.join(BASE, 'rendered', rid + '.chromium.pdf'), '-'],
                            capture_output=True, text=True).stdout
        vts = [r['value_text'] for r in g['results'] if token_count(norm(p1), r['value_text'])]
        found = sum(1 for vt in vts if token_count(txt, vt) or norm(vt).replace(' ', '') in txt.replace(' ', ''))
        allf += found
        allt += len(vts)
        print('OCR %s page 1: %d/%d gold value_texts found by tesseract' % (rid, found, len(vts)))
    if allt:
        print('OCR overall: %d/%d = %.1f%%' % (allf, allt, 100.0 * allf / allt))


if __name__ == '__main__':
    main()
