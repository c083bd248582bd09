#!/usr/bin/env python3
"""Build the set: gold JSON + HTML (reports/), Chromium and fpdf2 PDFs (rendered/),
then the scans (tools/scan.py). Usage: build.py [--no-scan] [an01 an02 ...] | build.py --table"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import gold  # noqa: E402
from render_html import HtmlRenderer  # noqa: E402
from render_fpdf import FpdfRenderer  # noqa: E402
import reports  # noqa: E402


def chromium_pdf(html_path, pdf_path):
    profile = os.path.join(ROOT, "work", "chromium-profile")
    os.makedirs(profile, exist_ok=True)
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
           f"--user-data-dir={profile}", f"--print-to-pdf={pdf_path}", "file://" + html_path]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def build_one(rep, do_scan=True):
    rdir, odir = os.path.join(ROOT, "reports"), os.path.join(ROOT, "rendered")
    os.makedirs(rdir, exist_ok=True)
    os.makedirs(odir, exist_ok=True)
    g = gold(rep)
    with open(os.path.join(rdir, f"{rep.id}.gold.json"), "w", encoding="utf-8") as f:
        json.dump(g, f, ensure_ascii=False, indent=1)
        f.write("\n")
    html_path = os.path.join(rdir, f"{rep.id}.html")
    with open(html_path, "w", encoding="utf-8") as f:
        f.write(HtmlRenderer(rep).build())
    chromium_pdf(html_path, os.path.join(odir, f"{rep.id}.chromium.pdf"))
    warns = FpdfRenderer(rep).build(os.path.join(odir, f"{rep.id}.fpdf.pdf"))
    for w in warns:
        print(f"  [{rep.id} fpdf] {w}")
    if do_scan:
        import scan
        scan.make_scan(rep.id)
    print(f"{rep.id}: {len(g['results'])} results, {len(rep.pages)} page(s)")


def table():
    """Markdown table of the set for README.md (build.py --table)."""
    print("| id | laboratory | city | pages | results | collection dates in gold | layout features |")
    print("|---|---|---|---|---|---|---|")
    reps = reports.all_reports()
    for rep in reps:
        g = gold(rep)
        dates = sorted({r["collected_at"] for r in g["results"]}, reverse=True)
        print(f"| {rep.id} | {rep.lab} | {rep.city} | {len(rep.pages)} | {len(g['results'])} | "
              f"{', '.join(dates)} | {rep.features.replace('|', '/')} |")


def distractors():
    for rep in reports.all_reports():
        print(f"- {rep.id}: " + "; ".join(rep.distractors))


def main(argv):
    if "--distractors" in argv:
        return distractors()
    if "--table" in argv:
        return table()
    do_scan = "--no-scan" not in argv
    ids = [a for a in argv if not a.startswith("--")]
    for rep in reports.all_reports():
        if ids and rep.id not in ids:
            continue
        build_one(rep, do_scan)


if __name__ == "__main__":
    main(sys.argv[1:])
