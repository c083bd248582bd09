"""Print the README tables (reports; LOINC codes used) from the models and golds."""
import json, os, sys, subprocess, re, collections
sys.path.insert(0, os.path.dirname(__file__))
from build import ALL, ROOT
print("| id | lab | city | pages | results | collection dates | layout features |")
print("|---|---|---|---|---|---|---|")
codes = collections.OrderedDict()
for f in ALL:
    rep = f(); g = json.load(open(f"{ROOT}/reports/{rep['id']}.gold.json"))
    pages = len(rep["pages"])
    dates = sorted(set(x["collected_at"] for x in g["results"]))
    print(f"| {rep['id']} | {rep['lab']['name']} | {rep['lab']['city']} | {pages} | {len(g['results'])} | {', '.join(dates)} | {rep['features'].replace('|', '/')} |")
    for x in g["results"]:
        k = (x["loinc"], x["analyte"])
        codes.setdefault(k, set()).update(x["loinc_alternatives"])
print()
print("| LOINC | analyte (as used here) | alternatives |")
print("|---|---|---|")
for (c, a), alts in codes.items():
    print(f"| {c} | {a} | {', '.join(sorted(alts)) or '—'} |")
