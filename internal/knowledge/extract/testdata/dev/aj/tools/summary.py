#!/usr/bin/env python3
"""Print the README table of reports (from the models)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import IDS, load  # noqa: E402

print("| id | laboratory | city | kind | pages | results | collection dates in gold | layout features |")
print("|---|---|---|---|---|---|---|---|")
total = 0
for rid in IDS:
    d = load(rid)
    g = d.gold()
    n = len(g["results"])
    total += n
    dates = ", ".join(sorted({r["collected_at"] for r in g["results"]}))
    print(f"| {rid} | {d.lab} | {d.meta['city']} | {d.meta['kind']} | {len(d.pages)} | {n} | {dates} | "
          f"{d.meta['features']} |")
print(f"\nTotal: {len(IDS)} reports, {total} results.")

# LOINC choices actually used (code -> analyte, alternatives, printed names)
used = {}
for rid in IDS:
    for r in load(rid).gold()["results"]:
        u = used.setdefault(r["loinc"], [r["analyte"], set(r["loinc_alternatives"]), set()])
        u[1].update(r["loinc_alternatives"])
        u[2].add(r["printed_name"])
print("\n| LOINC | analyte (as in gold) | alternatives | printed as |")
print("|---|---|---|---|")
for code, (an, alts, names) in sorted(used.items(), key=lambda kv: kv[1][0]):
    nm = "; ".join(sorted(names))
    print(f"| {code} | {an} | {', '.join(sorted(alts)) or '—'} | {nm} |")
