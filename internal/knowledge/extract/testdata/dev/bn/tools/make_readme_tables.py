"""Prints the report table and the LOINC table used in README.md (from the model)."""
import collections, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reports
from loinc import L
FEAT = {
 'bn01': 'ruled rows, ↑↓ flags, % + absolute differential, split names, HDL-COLESTEROL, lipid refs with "inferior a"',
 'bn02': 'unruled, column order Exame/Referência/Resultado/Unidade, "inferior a" results, serif',
 'bn03': 'green banner, two-column page of serology blocks, block layout, qualitative results, EAS table',
 'bn04': 'full grid table, previous-result column (15/10/2024), "Colesterol HDL", split names',
 'bn05': 'paediatric, H/L flags, % and 10³/µL columns, "<" value, split name, parasitology block',
 'bn06': 'dotted leaders, Exame/Referência/Resultado order, "HDL", * flags, split name, serif',
 'bn07': 'hospital LIS in monospace, two-column page, inline * flags, coagulation, qualitative rapid tests',
 'bn08': 'cumulative table with 3 collection dates, zebra rows, "HDL-Colesterol", "superior a" values',
 'bn09': 'prenatal block layout, ">" values, qualitative serology, two-line block headings, DUM/DPP dates',
 'bn10': 'Exame/Referência/Resultado/Unidade order, word flags Alto/Baixo, "HDL - Colesterol", split names',
 'bn11': 'two-column dotted-leader page, section collected another day, 3 stool samples on 3 dates',
 'bn12': 'block layout with previous result line, previous-result column, "HDL Colesterol", "<" and ">"',
}
print('| id | laboratory | city | pages | results | collection dates in gold (count) | layout features |')
print('|---|---|---|---|---|---|---|')
tot = 0
for rid, fn in reports.REPORTS.items():
    d = fn()
    c = collections.Counter(r['collected_at'] for r in d.results)
    tot += len(d.results)
    ds = ', '.join(f'{k} ({v})' for k, v in sorted(c.items(), reverse=True))
    print(f'| {rid} | {d.lab} | {d.city} | {len(d.pages)} | {len(d.results)} | {ds} | {FEAT[rid]} |')
print(f'\nTotal: {tot} results.\n')
used = collections.OrderedDict()
for rid, fn in reports.REPORTS.items():
    for r in fn().results:
        used.setdefault(r['key'], set()).add(rid)
print('| code | alternatives | analyte | reports |')
print('|---|---|---|---|')
for k in sorted(used, key=lambda k: L[k][1]):
    a, c, alts = L[k]
    print(f'| {c} | {", ".join(alts) or "-"} | {a} | {", ".join(sorted(used[k]))} |')
