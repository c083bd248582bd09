"""Print the Markdown tables used in README.md (reports and LOINC choices)."""
import os
import sys
from collections import OrderedDict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reports import REPORTS          # noqa: E402
from model import gold, dbr          # noqa: E402
from catalog import A                # noqa: E402

CITY = {"az01": "Belo Horizonte/MG", "az02": "Goiânia/GO", "az03": "Recife/PE", "az04": "Curitiba/PR",
        "az05": "Porto Alegre/RS", "az06": "Campo Grande/MS", "az07": "Ribeirão Preto/SP",
        "az08": "Florianópolis/SC", "az09": "Rio de Janeiro/RJ", "az10": "Brasília/DF",
        "az11": "Pouso Alegre/MG", "az12": "Salvador/BA"}


def main():
    print("| id | laboratory | city | pages | results | collection dates in gold | layout features |")
    print("|---|---|---|---|---|---|---|")
    total = 0
    used = OrderedDict()
    for r in REPORTS:
        g = gold(r)
        total += len(g["results"])
        dates = sorted({x["collected_at"] for x in g["results"]}, reverse=True)
        print(f"| {r.id} | {r.lab['name']} | {CITY[r.id]} | {len(r.pages)} | {len(g['results'])} | "
              f"{', '.join(dates)} | {r.features} |")
        for x in g["results"]:
            used.setdefault(x["loinc"], [x["analyte"], x["loinc_alternatives"], OrderedDict()])[2][r.id] = 1
    print(f"| **total** | | | {sum(len(r.pages) for r in REPORTS)} | **{total}** | | |")
    print()
    print("| LOINC | analyte (as written in gold) | alternatives | reports |")
    print("|---|---|---|---|")
    for code, (an, alts, ids) in sorted(used.items(), key=lambda kv: kv[1][0].lower()):
        print(f"| {code} | {an} | {', '.join(alts) or '–'} | {', '.join(ids)} |")


if __name__ == "__main__":
    main()
