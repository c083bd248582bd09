#!/usr/bin/env python3
"""Build set "aq": gold JSON, HTML, Chromium PDF and fpdf2 PDF for every report.

usage: python3 tools/build.py [--only aq01,aq02] [--no-chromium]
Chromium runs one report at a time (the machine is shared).
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)

from common import CAT, iter_results, parse_br  # noqa: E402
from reports import REPORTS  # noqa: E402


def gold_for(rep):
    results = []
    for page in rep["pages"]:
        for r in iter_results(page):
            analyte, loinc, alts = CAT[r.key]
            value, comp = parse_br(r.value_text)
            results.append({
                "printed_name": r.printed_name,
                "analyte": analyte,
                "loinc": loinc,
                "loinc_alternatives": list(alts),
                "value": value,
                "value_text": r.value_text,
                "comparator": comp,
                "unit": r.unit,
                "collected_at": r.date or rep["default_date"],
            })
    return {"lab": rep["lab"]["name"], "collected_at_default": rep["default_date"],
            "results": results}


def page_of_results(rep):
    """[(page index, R)] in gold order (used by check.py for the OCR test)."""
    out = []
    for i, page in enumerate(rep["pages"]):
        for r in iter_results(page):
            out.append((i, r))
    return out


def chromium_pdf(html_path, pdf_path):
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
           "--allow-file-access-from-files", "--print-to-pdf=" + pdf_path, "file://" + html_path]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def print_table():
    from common import br_date
    print("| id | laboratory | city | pages | results | collection dates in gold | layout features |")
    print("|---|---|---|---|---|---|---|")
    for rep in REPORTS:
        g = gold_for(rep)
        dates = []
        for r in g["results"]:
            if r["collected_at"] not in dates:
                dates.append(r["collected_at"])
        print("| %s | %s | %s | %d | %d | %s | %s |" % (
            rep["id"], rep["lab"]["name"], rep["city"], len(rep["pages"]), len(g["results"]),
            ", ".join(dates), rep["features"]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default="")
    ap.add_argument("--no-chromium", action="store_true")
    ap.add_argument("--table", action="store_true", help="print the README table and exit")
    a = ap.parse_args()
    if a.table:
        print_table()
        return
    only = set(x for x in a.only.split(",") if x)
    import render_html  # needs fpdf2 (font metrics); imported here so check.py runs without it
    import render_pdf
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    total = 0
    for rep in REPORTS:
        rid = rep["id"]
        if only and rid not in only:
            continue
        gold = gold_for(rep)
        total += len(gold["results"])
        with open(os.path.join(ROOT, "reports", rid + ".gold.json"), "w", encoding="utf-8") as f:
            json.dump(gold, f, ensure_ascii=False, indent=1)
            f.write("\n")
        html_path = os.path.join(ROOT, "reports", rid + ".html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(render_html.render(rep))
        render_pdf.render(rep, os.path.join(ROOT, "rendered", rid + ".fpdf.pdf"))
        if not a.no_chromium:
            chromium_pdf(html_path, os.path.join(ROOT, "rendered", rid + ".chromium.pdf"))
        print("%s: %d results, %d page(s)" % (rid, len(gold["results"]), len(rep["pages"])))
    print("total results:", total)


if __name__ == "__main__":
    main()
