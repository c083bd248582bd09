"""Print the README tables (reports, LOINC codes) from the model."""
import collections
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import gold  # noqa
from reports_data import REPORTS  # noqa


def iso2br(d):
    y, m, dd = d.split("-")
    return "%s/%s/%s" % (dd, m, y)


print("| id | laboratory | city | pages | results | collection dates in gold (count) | layout features |")
print("|---|---|---|---|---|---|---|")
for rep in REPORTS:
    g = gold(rep)
    c = collections.Counter(x["collected_at"] for x in g["results"])
    ds = ", ".join("%s (%d)" % (iso2br(d), n) for d, n in sorted(c.items(), reverse=True))
    print("| %s | %s | %s | %d | %d | %s | %s |" % (rep.id, rep.lab, rep.city, len(rep.pages), len(g["results"]), ds,
                                                  rep.features.replace("|", "/")))
print()
print("| id | distractor dates printed |")
print("|---|---|")
for rep in REPORTS:
    print("| %s | %s |" % (rep.id, "; ".join(rep.distractors)))
print()
codes = collections.OrderedDict()
for rep in REPORTS:
    for x in gold(rep)["results"]:
        k = x["loinc"]
        e = codes.setdefault(k, [x["analyte"], set(), set()])
        e[1].update(x["loinc_alternatives"])
        e[2].add(x["printed_name"])
print("| LOINC | analyte | alternatives | printed as |")
print("|---|---|---|---|")
for k, (a, alts, names) in sorted(codes.items(), key=lambda kv: kv[1][0]):
    print("| %s | %s | %s | %s |" % (k, a, ", ".join(sorted(alts)) or "–", "; ".join(sorted(names))))
