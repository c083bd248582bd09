#!/usr/bin/env python3
"""Writes reports/<id>.html, <id>.layout.json, <id>.gold.json for every report and prints a summary."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reports_a import REPORTS as A  # noqa: E402
from reports_b import REPORTS as B  # noqa: E402
from labkit import write_report  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "reports")


def main():
    os.makedirs(OUT, exist_ok=True)
    n_res = 0
    for fn in A + B:
        rep = fn()
        L, gold = write_report(rep, OUT)
        n_res += len(gold)
        dates = sorted({g["collected_at"] for g in gold})
        print("%s  %-55s pages=%d results=%3d dates=%s" % (rep.id, rep.lab[:55], len(L["pages"]), len(gold), ",".join(dates)))
    print("reports=%d results=%d" % (len(A + B), n_res))


if __name__ == "__main__":
    main()
