#!/usr/bin/env python3
"""Build the set from the models in reports_a.py / reports_b.py.

For each report: reports/<id>.gold.json, reports/<id>.html, rendered/<id>.chromium.pdf
(headless Chromium), rendered/<id>.fpdf.pdf (fpdf2).  Then run scan.py for the scans.

usage: python3 tools/build.py [--no-scan] [ids...]
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import gold, report_results   # noqa: E402
from render_html import render as render_html   # noqa: E402
from render_pdf import render as render_pdf   # noqa: E402
from reports import all_reports   # noqa: E402


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise RuntimeError(path)


def chromium_pdf(html_path, pdf_path):
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
           f"--print-to-pdf={pdf_path}", "file://" + html_path]
    subprocess.run(cmd, check=True, capture_output=True, timeout=180)


def main(argv):
    scan = "--no-scan" not in argv
    ids = [a for a in argv if not a.startswith("--")]
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    total = 0
    for rep in all_reports():
        if ids and rep.id not in ids:
            continue
        g = gold(rep)
        with open(os.path.join(ROOT, "reports", f"{rep.id}.gold.json"), "w", encoding="utf-8") as f:
            json.dump(g, f, ensure_ascii=False, indent=1)
            f.write("\n")
        html_path = os.path.join(ROOT, "reports", f"{rep.id}.html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(render_html(rep))
        cpdf = os.path.join(ROOT, "rendered", f"{rep.id}.chromium.pdf")
        fpdf = os.path.join(ROOT, "rendered", f"{rep.id}.fpdf.pdf")
        chromium_pdf(html_path, cpdf)
        render_pdf(rep, fpdf)
        n = len(rep.pages)
        pc, pf = pdf_pages(cpdf), pdf_pages(fpdf)
        status = "ok" if pc == pf == n else "PAGE COUNT MISMATCH"
        total += len(g["results"])
        print(f"{rep.id}: {len(g['results'])} results, pages model/chromium/fpdf = {n}/{pc}/{pf} {status}")
        if status != "ok":
            raise SystemExit(1)
    print(f"total results: {total}")
    if scan:
        subprocess.run([sys.executable, os.path.join(HERE, "scan.py")] + ids, check=True)


if __name__ == "__main__":
    main(sys.argv[1:])
