import sys, os
sys.path.insert(0, os.path.dirname(__file__))
from build import all_reports
print('| id | lab | city | pages | results | collection dates | layout features |')
print('|---|---|---|---|---|---|---|')
for r in all_reports():
    ds = sorted({x.date or r.default_date for x in r.results()})
    print(f'| {r.rid} | {r.lab} | {r.city} | {len(r.pages())} | {len(r.results())} | {", ".join(ds)} | {r.features} |')
