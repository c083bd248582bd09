#!/usr/bin/env python3
"""Build set "be": gold JSON + HTML (reports/), Chromium and fpdf2 PDFs (rendered/).

usage: python3 tools/build.py [id ...]      (default: all reports)
Chromium runs one report at a time (the machine is shared).
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)

from catalog import CAT  # noqa: E402
from model import parse_value  # noqa: E402
from reports import REPORTS  # noqa: E402


def gold(rep):
    out = []
    for r in rep.results():
        analyte, loinc, alts = CAT[r.key]
        value, comp = parse_value(r.value_text)
        out.append({"printed_name": r.printed_name, "analyte": analyte, "loinc": loinc,
                    "loinc_alternatives": list(alts), "value": value, "value_text": r.value_text,
                    "comparator": comp, "unit": r.unit, "collected_at": r.date or rep.collected})
    return {"lab": rep.lab, "collected_at_default": rep.collected, "results": out}


def chromium(html_path, pdf_path):
    with tempfile.TemporaryDirectory(prefix="labdev-be-chr-") as prof:
        cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
               f"--user-data-dir={prof}", "--allow-file-access-from-files",
               f"--print-to-pdf={pdf_path}", "file://" + html_path]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def build(rid, verbose=True):
    rep = REPORTS[rid]()
    os.makedirs(f"{ROOT}/reports", exist_ok=True)
    os.makedirs(f"{ROOT}/rendered", exist_ok=True)
    g = gold(rep)
    with open(f"{ROOT}/reports/{rid}.gold.json", "w", encoding="utf-8") as fh:
        json.dump(g, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    html_path = f"{ROOT}/reports/{rid}.html"
    with open(html_path, "w", encoding="utf-8") as fh:
        fh.write(rep.html())
    warns = rep.pdf(f"{ROOT}/rendered/{rid}.fpdf.pdf")
    chromium(html_path, f"{ROOT}/rendered/{rid}.chromium.pdf")
    if verbose:
        print(f"{rid}: {len(g['results'])} results, {len(rep.pages)} page(s)")
        for w in warns:
            print("   ", w)
    return g


if __name__ == "__main__":
    ids = sys.argv[1:] or sorted(REPORTS)
    tot = 0
    for rid in ids:
        tot += len(build(rid)["results"])
    print("total results:", tot)
