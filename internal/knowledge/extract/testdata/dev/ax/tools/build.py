#!/usr/bin/env python3
"""Build gold JSON, HTML, Chromium PDF and fpdf2 PDF for every report.

usage: python3 tools/build.py [id ...]
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import render_fpdf  # noqa: E402
import render_html  # noqa: E402
import reports as _reports  # noqa: E402


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise RuntimeError(path)


def chromium_print(html_path, pdf_path):
    with tempfile.TemporaryDirectory(prefix="labdev-ax-chrome-") as prof:
        cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu",
               "--no-pdf-header-footer", f"--user-data-dir={prof}",
               f"--print-to-pdf={pdf_path}", "file://" + html_path]
        subprocess.run(cmd, check=True, capture_output=True, timeout=180)


def build(rep):
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    gold_path = os.path.join(ROOT, "reports", f"{rep.id}.gold.json")
    html_path = os.path.join(ROOT, "reports", f"{rep.id}.html")
    with open(gold_path, "w", encoding="utf-8") as f:
        json.dump(rep.gold(), f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(html_path, "w", encoding="utf-8") as f:
        f.write(render_html.render(rep))
    cpdf = os.path.join(ROOT, "rendered", f"{rep.id}.chromium.pdf")
    chromium_print(html_path, cpdf)
    fpdf_path = os.path.join(ROOT, "rendered", f"{rep.id}.fpdf.pdf")
    overflow = render_fpdf.render(rep, fpdf_path)
    n = len(rep.pages)
    pc, pf = pdf_pages(cpdf), pdf_pages(fpdf_path)
    status = "ok" if pc == pf == n else "PAGE MISMATCH"
    print(f"{rep.id}: {len(rep.results())} results, pages model={n} chromium={pc} fpdf={pf} {status}")
    for o in overflow:
        print("   fpdf overflow:", o)
    return status == "ok"


def main():
    ids = sys.argv[1:]
    ok = True
    for rep in _reports.all_reports():
        if ids and rep.id not in ids:
            continue
        ok &= build(rep)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
