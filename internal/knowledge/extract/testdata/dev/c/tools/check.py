#!/usr/bin/env python3
"""Verify a development set (set c's and set d's; tools/check.py of each calls main here).

* every reports/<set>XX.gold.json parses and has exactly the agreed fields;
* every LOINC code (main and alternatives) passes the mod-10 check digit;
* every value_text and unit occurs (as a whole token) in the pdftotext output
  of BOTH text-layer PDFs (rendered/<id>.chromium.pdf and rendered/<id>.fpdf.pdf);
  a value printed with its unit glued on ("13,8g/dL", d07) is accepted when
  value_text immediately followed by the unit occurs as a whole token;
* value / comparator agree with value_text (decimal comma, thousands dot,
  leading comparator; a value printed by an analyser with a decimal POINT is
  accepted when it matches that reading);
* in a set whose lib says PRINTED_NAMES_VERBATIM (set d), every printed_name occurs
  in both text layers (whitespace ignored, so a label broken over two lines is
  found); set c's gold names some results as their row label reads in context;
* the three renderings have the same number of pages, equal to the design;
* the default collection date, and every result's own date when it differs,
  is printed in both text layers, in one of the wordings the sets use
  (05/03/2025, 05/03/25, 05.03.25, 05.03.2025, "5 de março de 2025");
  the scan PDF has no text layer;
* the whole directory stays under 20 MB (the scans are ~0.4 MB a page).
"""
import datetime
import importlib
import json
import os
import re
import subprocess
import sys
import unicodedata

TOP = {'lab', 'collected_at_default', 'results'}
FIELDS = ['printed_name', 'analyte', 'loinc', 'loinc_alternatives', 'value', 'value_text',
          'comparator', 'unit', 'collected_at']
COMPS = {'', '<', '>', '<=', '>='}
WORDCOMP = [('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>'),
            ('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>'),
            ('menor do que', '<'), ('maior do que', '>'), ('até', '<=')]
LETTER = r'0-9A-Za-zÀ-ÿµ'


def norm(t):
    t = unicodedata.normalize('NFC', t).replace('\u00a0', ' ').replace('\u202f', ' ')
    return re.sub(r'\s+', ' ', t)


def pdftext(path):
    outs = []
    for mode in ([], ['-layout'], ['-raw']):
        outs.append(norm(subprocess.run(['pdftotext', *mode, path, '-'], capture_output=True,
                                        text=True, check=True).stdout))
    return outs


def found(needle, texts, kind):
    n = norm(needle).strip()
    if kind == 'value':
        pat = (rf'(?<![{LETTER}])(?<![0-9][,.])' + re.escape(n) + rf'(?![{LETTER}])(?![,.][0-9])')
    else:
        pat = rf'(?<![A-Za-zÀ-ÿµ/^])' + re.escape(n) + rf'(?![A-Za-zÀ-ÿ/³²0-9])'
    return any(re.search(pat, t) for t in texts)


def found_value(r, texts):
    if found(r['value_text'], texts, 'value'):
        return True
    if r['unit']:  # unit glued to the value, e.g. "4,52milhões/mm3"
        n = norm(r['value_text'] + r['unit']).strip()
        pat = (rf'(?<![{LETTER}])(?<![0-9][,.])' + re.escape(n) + rf'(?![A-Za-zÀ-ÿ/³²0-9])')
        return any(re.search(pat, t) for t in texts)
    return False


MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro',
         'outubro', 'novembro', 'dezembro']


def date_forms(d):
    m = MESES[d.month - 1]
    return [d.strftime('%d/%m/%Y'), d.strftime('%d/%m/%y'), d.strftime('%d.%m.%y'), d.strftime('%d.%m.%Y'),
            f'{d.day} de {m} de {d.year}', f'{d.day:02d} de {m} de {d.year}']


def date_printed(d, texts):
    return any(f in t.lower() for f in date_forms(d) for t in texts)


def split_comp(vt):
    s = vt.strip()
    low = s.lower()
    for pre, c in WORDCOMP:
        if low.startswith(pre):
            return c, s[len(pre):].strip()
    return '', s


def readings(vt):
    """All numeric readings of value_text: Brazilian rule, and decimal point rule."""
    comp, s = split_comp(vt)
    out = []
    if re.fullmatch(r'-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?', s):
        out.append(float(s.replace('.', '').replace(',', '.')))
    if re.fullmatch(r'-?\d+\.\d+', s):
        out.append(float(s))
    return comp, out


def pages(path):
    out = subprocess.run(['pdfinfo', path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))


def main(tools):
    """Check the set whose tools/ directory is tools (its lib names the set)."""
    root = os.path.dirname(tools)
    sys.path.insert(0, tools)
    sys.path.insert(0, root)
    lib = importlib.import_module('lib')
    ids = [f'{lib.SET}{i:02d}' for i in range(1, 13)]
    verbatim = getattr(lib, 'PRINTED_NAMES_VERBATIM', False)
    errors = []
    n_res, codes, analytes = 0, set(), set()
    for rid in ids:
        gp = os.path.join(root, 'reports', f'{rid}.gold.json')
        try:
            with open(gp, encoding='utf-8') as f:
                gold = json.load(f)
        except Exception as e:  # noqa: BLE001
            errors.append(f'{rid}: gold does not parse: {e}')
            continue
        if set(gold) != TOP:
            errors.append(f'{rid}: top-level keys {sorted(gold)}')
        try:
            datetime.date.fromisoformat(gold['collected_at_default'])
        except Exception:  # noqa: BLE001
            errors.append(f'{rid}: bad collected_at_default')
        texts = {}
        for kind in ('chromium', 'fpdf'):
            texts[kind] = pdftext(os.path.join(root, 'rendered', f'{rid}.{kind}.pdf'))
        dd = datetime.date.fromisoformat(gold['collected_at_default'])
        for kind, tx in texts.items():
            if not date_printed(dd, tx):
                errors.append(f'{rid}: default date {dd} not printed in {kind} text')
        scan_txt = subprocess.run(['pdftotext', os.path.join(root, 'rendered', f'{rid}.scan.pdf'), '-'],
                                  capture_output=True, text=True).stdout.strip()
        if scan_txt:
            errors.append(f'{rid}: scan PDF has a text layer')
        pc = {k: pages(os.path.join(root, 'rendered', f'{rid}.{k}.pdf')) for k in ('chromium', 'fpdf', 'scan')}
        expected = len(importlib.import_module(f'desc.{rid}').build().pages)
        if len(set(pc.values())) != 1 or pc['chromium'] != expected:
            errors.append(f'{rid}: page counts {pc}, designed {expected}')
        for i, r in enumerate(gold['results']):
            where = f'{rid}[{i}] {r.get("printed_name")!r}'
            if list(r) != FIELDS:
                errors.append(f'{where}: fields {list(r)}')
                continue
            n_res += 1
            codes.add(r['loinc'])
            analytes.add(r['analyte'])
            for c in [r['loinc']] + r['loinc_alternatives']:
                if not lib.loinc_ok(c):
                    errors.append(f'{where}: LOINC {c} fails check digit')
            try:
                datetime.date.fromisoformat(r['collected_at'])
            except Exception:  # noqa: BLE001
                errors.append(f'{where}: bad collected_at {r["collected_at"]}')
            if r['comparator'] not in COMPS:
                errors.append(f'{where}: comparator {r["comparator"]!r}')
            pn = re.sub(r'\s+', '', norm(r['printed_name']))
            for kind, tx in texts.items():
                if verbatim and not any(pn in re.sub(r'\s+', '', t) for t in tx):
                    errors.append(f'{where}: printed_name not in {kind} text')
                if not found_value(r, tx):
                    errors.append(f'{where}: value_text {r["value_text"]!r} not in {kind} text')
                if r['unit'] and not found(r['unit'], tx, 'unit'):
                    errors.append(f'{where}: unit {r["unit"]!r} not in {kind} text')
            if r['collected_at'] != gold['collected_at_default']:
                d = datetime.date.fromisoformat(r['collected_at'])
                for kind, tx in texts.items():
                    if not date_printed(d, tx):
                        errors.append(f'{where}: own date {r["collected_at"]} not printed in {kind} text')
            comp, nums = readings(r['value_text'])
            if r['value'] is None:
                if nums:
                    errors.append(f'{where}: value null but value_text is numeric')
                if r['comparator']:
                    errors.append(f'{where}: comparator on a qualitative result')
            else:
                if not isinstance(r['value'], (int, float)):
                    errors.append(f'{where}: value not a number')
                elif not any(abs(r['value'] - x) < 1e-9 for x in nums):
                    errors.append(f'{where}: value {r["value"]} disagrees with {r["value_text"]!r}')
                if comp != r['comparator']:
                    errors.append(f'{where}: comparator {r["comparator"]!r} vs text {comp!r}')
    size = 0
    for root, dirs, files in os.walk(root):
        if '.venv' in root or '__pycache__' in root:
            continue
        size += sum(os.path.getsize(os.path.join(root, f)) for f in files)
    if size > 20 * 1024 * 1024:
        errors.append(f'set is {size / 1e6:.1f} MB (> 20 MB)')
    for e in errors:
        print('ERROR', e)
    print(f'reports={len(ids)} results={n_res} distinct_loinc={len(codes)} distinct_analytes={len(analytes)} '
          f'size={size / 1024 / 1024:.2f} MiB errors={len(errors)}')
    sys.exit(1 if errors else 0)


if __name__ == '__main__':
    main(os.path.dirname(os.path.abspath(__file__)))
