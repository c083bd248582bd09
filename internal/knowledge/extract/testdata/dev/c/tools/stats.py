#!/usr/bin/env python3
"""Counts used in README.md (reads reports/*.gold.json and the rendered PDFs). Run from another
set's tools/ folder (set d's stats.py), it counts that set: ROOT is the caller's."""
import json, os, re, subprocess
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(os.environ.get('LABDEV_TOOLS_FILE', __file__))))
SET = os.path.basename(ROOT)
IDS = [f'{SET}{i:02d}' for i in range(1, 13)]
tot = dict(pages=0, results=0, qual=0, comp=0, date=0)
codes, allcodes = set(), set()
for rid in IDS:
    g = json.load(open(os.path.join(ROOT, 'reports', f'{rid}.gold.json'), encoding='utf-8'))
    out = subprocess.run(['pdfinfo', os.path.join(ROOT, 'rendered', f'{rid}.chromium.pdf')], capture_output=True, text=True).stdout
    pg = int(re.search(r'Pages:\s+(\d+)', out).group(1))
    rs = g['results']
    q = sum(r['value'] is None for r in rs)
    c = sum(bool(r['comparator']) for r in rs)
    d = sum(r['collected_at'] != g['collected_at_default'] for r in rs)
    ds = sorted({r['collected_at'] for r in rs if r['collected_at'] != g['collected_at_default']})
    for r in rs:
        codes.add(r['loinc']); allcodes.add(r['loinc']); allcodes.update(r['loinc_alternatives'])
    print(f'{rid}: pages={pg} results={len(rs)} qualitative={q} comparators={c} other_date={d} {ds} default={g["collected_at_default"]}')
    for k, v in (('pages', pg), ('results', len(rs)), ('qual', q), ('comp', c), ('date', d)):
        tot[k] += v
print('TOTAL', tot, 'distinct primary LOINC', len(codes), 'distinct LOINC incl. alternatives', len(allcodes))
