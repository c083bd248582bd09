#!/usr/bin/env python3
"""Validate every LOINC code in independent.tsv with the LOINC mod-10 check digit
and check that rows match markers.tsv (same order, same names)."""
import csv, re, sys
def valid(code):
    m = re.fullmatch(r'(\d{1,7})-(\d)', code)
    if not m: return False
    body, chk = m.group(1), int(m.group(2))
    digits = [int(d) for d in body]
    total = 0
    # Luhn-style mod 10: double every other digit starting from the rightmost of the body
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        total += d
    return (10 - total % 10) % 10 == chk
assert valid('29541-0') and not valid('29541-1') and valid('2345-7') and valid('718-7')
base = '/work/loinc-audit/'
markers = [r['name'] for r in csv.DictReader(open(base+'markers.tsv', encoding='utf-8'), delimiter='\t')]
rows = list(csv.DictReader(open(base+'independent.tsv', encoding='utf-8'), delimiter='\t'))
bad = 0; n = 0
assert [r['name'] for r in rows] == markers, 'row names/order differ from markers.tsv'
for r in rows:
    assert len(r) == 9 and None not in r
    for col in ['primary','molar','count_per_volume','gas','presence','alternatives']:
        for c in r[col].split():
            n += 1
            if not valid(c):
                bad += 1; print('BAD', r['name'], col, c)
    assert r['confidence'] in ('high','medium','low')
print(f'{len(rows)} rows, {n} codes checked, {bad} failing check digit')
sys.exit(1 if bad else 0)
