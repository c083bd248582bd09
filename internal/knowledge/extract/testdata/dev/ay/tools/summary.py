"""Print the markdown tables used in README.md (reports and LOINC codes in use)."""
import os
import sys
from collections import OrderedDict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loinc import LOINC          # noqa: E402
from reports import REPORTS      # noqa: E402

print("| id | laboratory | city | pages | results | collection dates in gold | layout features |")
print("|---|---|---|---|---|---|---|")
tot = 0
for r in REPORTS:
    g = r.gold()
    dates = sorted({x["collected_at"] for x in g["results"]})
    tot += len(g["results"])
    print(f"| {r.id} | {r.lab} | {r.city} | {len(r.pages)} | {len(g['results'])} | {', '.join(dates)} "
          f"(default {r.default_date}) | {'; '.join(r.features)} |")
print(f"\nTotal: {len(REPORTS)} reports, {tot} results.\n")

used = OrderedDict()
for r in REPORTS:
    for x in r.results():
        used.setdefault(x.key, set()).add(x.printed_name)
print("| LOINC | alternatives | analyte | printed as |")
print("|---|---|---|---|")
for k, names in used.items():
    a, code, alts = LOINC[k]
    print(f"| {code} | {', '.join(alts) or '–'} | {a} | {'; '.join(sorted(names))[:90]} |")
