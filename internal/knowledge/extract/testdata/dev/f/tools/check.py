#!/usr/bin/env python3
"""Verify set f with set c's checker (../../c/tools/check.py), as set d does; what is set f's is in
tools/lib.py (PRINTED_NAMES_VERBATIM keeps set d's extra check: every printed_name is found in both
text layers). Set f adds:

* a flag or footnote marker printed next to a value (`*`, `↑`, `↓`, `(H)`, `(L)`, `A`, `B`) is never part
  of value_text or unit (e07, e09);
* every result of a dated-row evolution table (e01) and of a serial table (e05) has a date that is
  printed in both text layers (set c's check already does this for dates other than the default);
* no two gold results of one report are identical in printed_name, value_text, unit and date.

usage: /work/labdev-b/.venv/bin/python tools/check.py
"""
import importlib.util
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('labdev_c_check', os.path.join(HERE, '..', '..', 'c', 'tools', 'check.py'))
_check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_check)

FLAG = re.compile(r'(\*|↑|↓|\(H\)|\(L\)|\s[AB]$)')


def extra(root):
    errors = []
    for i in range(1, 13):
        rid = f'f{i:02d}'
        with open(os.path.join(root, 'reports', f'{rid}.gold.json'), encoding='utf-8') as fh:
            gold = json.load(fh)
        seen = set()
        for j, r in enumerate(gold['results']):
            where = f'{rid}[{j}] {r["printed_name"]!r}'
            if FLAG.search(r['value_text']) or FLAG.search(r['unit']):
                errors.append(f'{where}: flag inside value_text/unit {r["value_text"]!r} {r["unit"]!r}')
            key = (r['printed_name'], r['value_text'], r['unit'], r['collected_at'])
            if key in seen:
                errors.append(f'{where}: duplicate result {key}')
            seen.add(key)
    return errors


if __name__ == '__main__':
    code = 0
    try:
        _check.main(HERE)
    except SystemExit as e:
        code = e.code or 0
    errs = extra(os.path.dirname(HERE))
    for e in errs:
        print('ERROR (set f)', e)
    print(f'set f extra checks: errors={len(errs)}')
    raise SystemExit(1 if (code or errs) else 0)
