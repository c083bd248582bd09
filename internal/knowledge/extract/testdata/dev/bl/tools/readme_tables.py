"""Print the Markdown tables used in README.md (reports and LOINC codes) from the model."""
from collections import Counter, OrderedDict
import reports_data

reps = reports_data.all_reports()
print("| id | laboratory | city | pages | results | collection dates in gold (count) | layout features |")
print("|---|---|---|---|---|---|---|")
tot = 0
codes = OrderedDict()
for r in reps:
    g = r.gold()["results"]
    tot += len(g)
    c = Counter(x["collected_at"] for x in g)
    ds = ", ".join(f"{k} ({v})" for k, v in sorted(c.items()))
    print(f"| {r.id} | {r.lab} | {r.city} | {len(r.pages)} | {len(g)} | {ds} | {r.features} |")
    for x in g:
        e = codes.setdefault(x["loinc"], [x["analyte"], set(x["loinc_alternatives"]), set()])
        e[1].update(x["loinc_alternatives"]); e[2].add(x["printed_name"])
print(f"\nTotal: {tot} results.\n")
print("| LOINC | alternatives | analyte | printed names |")
print("|---|---|---|---|")
for k, (an, alts, names) in codes.items():
    print(f"| {k} | {', '.join(sorted(alts)) or '—'} | {an} | {'; '.join(sorted(names))} |")
