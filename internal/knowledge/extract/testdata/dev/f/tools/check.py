#!/usr/bin/env python3
"""Verify set f with set c's checker (../../c/tools/check.py), as sets d and e do; what is set f's is in
tools/lib.py (PRINTED_NAMES_VERBATIM keeps set d's extra check: every printed_name is found in both
text layers). Set e's extra checks are kept, run on set f:

* a flag or footnote marker printed next to a value (`*`, `↑`, `↓`, `(H)`, `(L)`, `A`, `B`) is never part
  of value_text or unit (f10's summary box and f12's H/L/HH column print such markers);
* no two gold results of one report are identical in printed_name, value_text, unit and date.

Set f adds: a report built as landscape (f05) has landscape pages in both text-layer PDFs and the scan.

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
    # set f: landscape reports really are landscape in every rendering
    import importlib, subprocess
    for i in range(1, 13):
        rid = f'f{i:02d}'
        rep = importlib.import_module(f'desc.{rid}').build()
        if not getattr(rep, 'landscape', False):
            continue
        for kind in ('chromium', 'fpdf', 'scan'):
            out = subprocess.run(['pdfinfo', os.path.join(root, 'rendered', f'{rid}.{kind}.pdf')], capture_output=True, text=True).stdout
            m = re.search(r'Page size:\s+([\d.]+) x ([\d.]+)', out)
            if not m or float(m.group(1)) <= float(m.group(2)):
                errors.append(f'{rid}: {kind} PDF is not landscape')
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
