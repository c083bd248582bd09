#!/usr/bin/env python3
"""Checker for the labdev-h development set.

usage: check.py [--no-ocr] [hNN ...]
Exit status 0 only if every hard check passes. Prints a summary (also used for README).
"""
import datetime
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
from common import parse_value, count_value, squash, count_squashed, value_pattern  # noqa: E402
from loinc_check import loinc_ok  # noqa: E402

KEYS_TOP = {'lab', 'collected_at_default', 'results'}
KEYS_RES = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text', 'comparator',
            'unit', 'collected_at']
COMPS = {'', '<', '>', '<=', '>='}


def pdftext(path, layout=True):
    args = ['pdftotext'] + (['-layout'] if layout else []) + [path, '-']
    return subprocess.run(args, capture_output=True, text=True).stdout


def pdf_pages(path):
    out = subprocess.run(['pdfinfo', path], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))


def collapse(s):
    return re.sub(r'\s+', ' ', s)


def name_found(name, layout_txt, raw_txt):
    """whitespace-insensitive search; returns how it was found or None."""
    if squash(name) in squash(layout_txt):
        return 'layout'
    if squash(name) in squash(raw_txt):
        return 'raw'
    # name wrapped over lines of a narrow column: tokens in order on consecutive lines
    toks = name.split()
    lines = layout_txt.split('\n')
    for i, ln in enumerate(lines):
        if toks[0] not in ln:
            continue
        j, k = i, 1
        ok = True
        while k < len(toks):
            found = False
            for jj in range(j, min(j + 4, len(lines))):
                start = lines[jj].find(toks[0]) if jj == i else 0
                if toks[k] in lines[jj][max(start, 0):] or (jj > j and toks[k] in lines[jj]):
                    j, found = jj, True
                    break
            if not found:
                ok = False
                break
            k += 1
        if ok:
            return 'wrapped'
    return None


def check_report(rid, errors, warns, stats):
    gpath = os.path.join(ROOT, 'reports', rid + '.gold.json')
    try:
        gold = json.load(open(gpath, encoding='utf-8'))
    except Exception as e:  # noqa
        errors.append('%s: gold does not parse: %s' % (rid, e))
        return
    if set(gold) != KEYS_TOP:
        errors.append('%s: top-level keys %s' % (rid, sorted(gold)))
    try:
        datetime.date.fromisoformat(gold['collected_at_default'])
    except Exception:
        errors.append('%s: bad collected_at_default' % rid)
    cpdf = os.path.join(ROOT, 'rendered', rid + '.chromium.pdf')
    fpdf = os.path.join(ROOT, 'rendered', rid + '.fpdf.pdf')
    spdf = os.path.join(ROOT, 'rendered', rid + '.scan.pdf')
    for p in (cpdf, fpdf, spdf, os.path.join(ROOT, 'reports', rid + '.html')):
        if not os.path.exists(p):
            errors.append('%s: missing %s' % (rid, p))
            return
    texts = {}
    for tag, p in (('chromium', cpdf), ('fpdf', fpdf)):
        lay = pdftext(p)
        texts[tag] = (lay, collapse(lay), squash(lay), pdftext(p, layout=False))
    res = gold['results']
    meta = json.load(open(os.path.join(HERE, 'build', rid + '.meta.json'), encoding='utf-8'))
    hdr_units = set(meta.get('header_unit_results', []))
    vt_need, unit_need = {}, {}
    for i, r in enumerate(res):
        tag = '%s#%d(%s)' % (rid, i, r.get('printed_name'))
        if list(r.keys()) != KEYS_RES and set(r.keys()) != set(KEYS_RES):
            errors.append('%s: keys %s' % (tag, list(r.keys())))
            continue
        for c in [r['loinc']] + list(r['loinc_alternatives']):
            if not loinc_ok(c):
                errors.append('%s: LOINC %s fails check digit' % (tag, c))
        if r['loinc'] in r['loinc_alternatives'] or len(set(r['loinc_alternatives'])) != len(r['loinc_alternatives']):
            errors.append('%s: alternatives repeat a code' % tag)
        v, comp = parse_value(r['value_text'])
        if v != r['value'] or (v is not None and type(v) is not type(r['value']) and
                               not (isinstance(v, float) and isinstance(r['value'], float))):
            errors.append('%s: value %r disagrees with value_text %r (%r)' % (tag, r['value'], r['value_text'], v))
        if comp != r['comparator'] or r['comparator'] not in COMPS:
            errors.append('%s: comparator %r vs %r' % (tag, r['comparator'], comp))
        try:
            datetime.date.fromisoformat(r['collected_at'])
        except Exception:
            errors.append('%s: bad collected_at' % tag)
        vt_need[r['value_text']] = vt_need.get(r['value_text'], 0) + 1
        if r['unit']:
            # a cumulative table prints the unit once per row for several dated results:
            # require one printing per distinct (printed_name, unit) pair; a unit that is only
            # printed in a column header (listed in the build meta) needs to occur once.
            key = ('__header__', r['unit']) if i in hdr_units else r['printed_name']
            unit_need.setdefault(r['unit'], set()).add(key)
        for t, (lay, col, sq, raw) in texts.items():
            how = name_found(r['printed_name'], lay, raw)
            if not how:
                errors.append('%s: printed_name not in %s text' % (tag, t))
            else:
                stats['name_' + how] = stats.get('name_' + how, 0) + 1
    for t, (lay, col, sq, raw) in texts.items():
        for vt, n in vt_need.items():
            have = count_value(col, vt)
            if have < n:
                errors.append('%s: value_text %r occurs %d times in %s text, gold uses it %d times'
                              % (rid, vt, have, t, n))
        for u, names in unit_need.items():
            n = len(names)
            have = count_squashed(sq, u)
            if have < n:
                errors.append('%s: unit %r occurs %d times in %s text, gold uses it %d times' % (rid, u, have, t, n))
    # dates of collection must be printed somewhere (any common format)
    for dd in sorted({r['collected_at'] for r in res} | {gold['collected_at_default']}):
        y, m, day = dd.split('-')
        pats = [r'%s[/.]%s[/.](%s|%s)' % (day, m, y, y[2:]), r'%s/%s' % (day, m),
                r'%d de \w+ de %s' % (int(day), y), r'%s/\w{3}/%s' % (day, y)]
        if not any(re.search(p, texts['chromium'][1], re.I) for p in pats):
            warns.append('%s: collection date %s not found printed' % (rid, dd))
    # pages
    pc, pf, ps = pdf_pages(cpdf), pdf_pages(fpdf), pdf_pages(spdf)
    if not (pc == pf == ps):
        errors.append('%s: page counts differ chromium=%d fpdf=%d scan=%d' % (rid, pc, pf, ps))
    stxt = pdftext(spdf).strip()
    fonts = subprocess.run(['pdffonts', spdf], capture_output=True, text=True).stdout.strip().split('\n')[2:]
    if stxt or fonts:
        errors.append('%s: scan has a text layer' % rid)
    stats['results'] = stats.get('results', 0) + len(res)
    stats.setdefault('per_report', {})[rid] = {'results': len(res), 'pages': pc}
    stats.setdefault('analytes', set()).update(r['loinc'] for r in res)
    stats.setdefault('names', set()).update(r['analyte'] for r in res)


def ocr_share(rid, pages_to_ocr, stats):
    """OCR the given scan pages (tesseract -l por) and count gold values found on them."""
    gold = json.load(open(os.path.join(ROOT, 'reports', rid + '.gold.json'), encoding='utf-8'))
    meta = json.load(open(os.path.join(HERE, 'build', rid + '.meta.json'), encoding='utf-8'))
    spdf = os.path.join(ROOT, 'rendered', rid + '.scan.pdf')
    tmpd = tempfile.mkdtemp(prefix='ocr_')
    found = total = 0
    for pg in pages_to_ocr:
        base = os.path.join(tmpd, 'p%d' % pg)
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-f', str(pg), '-l', str(pg), spdf, base], check=True)
        img = glob.glob(base + '*.pgm')[0]
        # two page-segmentation modes (block of text and sparse text); a value counts as read if
        # either OCR output contains it
        txt = ''
        for psm in ('4', '11'):
            txt += '\n' + subprocess.run(['tesseract', img, '-', '-l', 'por', '--psm', psm],
                                         capture_output=True, text=True).stdout
        col = collapse(txt)
        for r, p in zip(gold['results'], meta['result_pages']):
            if p != pg:
                continue
            total += 1
            if value_pattern(r['value_text']).search(col):
                found += 1
        os.unlink(img)
    os.rmdir(tmpd)
    stats.setdefault('ocr', {})[rid] = (found, total)
    return found, total


def main():
    args = sys.argv[1:]
    do_ocr = '--no-ocr' not in args
    ids = [a for a in args if not a.startswith('--')]
    if not ids:
        ids = sorted(os.path.basename(p)[:-10] for p in glob.glob(os.path.join(ROOT, 'reports', 'h*.gold.json')))
    errors, warns, stats = [], [], {}
    for rid in ids:
        check_report(rid, errors, warns, stats)
    if do_ocr:
        for rid in ids:
            ocr_share(rid, [1], stats)
    # folder size
    tot = 0
    for dp, dn, fn in os.walk(ROOT):
        for f in fn:
            tot += os.path.getsize(os.path.join(dp, f))
    if tot > 20 * 1024 * 1024:
        errors.append('folder is %.1f MB (> 20 MB)' % (tot / 1048576))
    print('reports checked: %d' % len(ids))
    print('results: %d, distinct LOINC codes (primary): %d, distinct analytes: %d'
          % (stats.get('results', 0), len(stats.get('analytes', ())), len(stats.get('names', ()))))
    print('printed_name matches: layout=%d raw=%d wrapped=%d (over both text layers)'
          % (stats.get('name_layout', 0), stats.get('name_raw', 0), stats.get('name_wrapped', 0)))
    for rid, v in stats.get('per_report', {}).items():
        extra = ''
        if rid in stats.get('ocr', {}):
            f, t = stats['ocr'][rid]
            extra = '  OCR p1: %d/%d values (%.0f%%)' % (f, t, 100.0 * f / max(t, 1))
        print('  %s: %2d pages, %3d results%s' % (rid, v['pages'], v['results'], extra))
    if stats.get('ocr'):
        f = sum(a for a, b in stats['ocr'].values())
        t = sum(b for a, b in stats['ocr'].values())
        print('OCR (tesseract -l por, psm 4 + 11, first page of each scan): %d/%d values found = %.1f%%'
              % (f, t, 100.0 * f / max(t, 1)))
    print('folder size: %.2f MB' % (tot / 1048576))
    for w in warns:
        print('WARN', w)
    for e in errors:
        print('ERROR', e)
    print('RESULT: %s (%d errors, %d warnings)' % ('PASS' if not errors else 'FAIL', len(errors), len(warns)))
    sys.exit(1 if errors else 0)


if __name__ == '__main__':
    main()
