#!/usr/bin/env python3
"""Build the bb set: gold JSON, HTML, Chromium PDF and fpdf2 PDF for every report.

usage: python3 tools/build.py [--no-chromium] [ids...]
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from engine import gold, layout, to_fpdf, to_html  # noqa: E402
from reports import all_reports  # noqa: E402


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise RuntimeError("no page count for " + path)


def chromium_print(html_path, pdf_path):
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
           "--print-to-pdf=" + pdf_path, "file://" + html_path]
    subprocess.run(cmd, check=True, capture_output=True, timeout=180)


def main(argv):
    use_chromium = "--no-chromium" not in argv
    ids = [a for a in argv if not a.startswith("--")]
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    total = 0
    for rep in all_reports():
        rid = rep["id"]
        if ids and rid not in ids:
            continue
        c = layout(rep)
        g = gold(rep)
        total += len(g["results"])
        html_path = os.path.join(ROOT, "reports", rid + ".html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(to_html(rep, c))
        with open(os.path.join(ROOT, "reports", rid + ".gold.json"), "w", encoding="utf-8") as f:
            json.dump(g, f, ensure_ascii=False, indent=1)
            f.write("\n")
        fpdf_path = os.path.join(ROOT, "rendered", rid + ".fpdf.pdf")
        to_fpdf(rep, c, fpdf_path)
        n = len(rep["pages"])
        pages = {"model": n, "fpdf": pdf_pages(fpdf_path)}
        if use_chromium:
            chr_path = os.path.join(ROOT, "rendered", rid + ".chromium.pdf")
            chromium_print(html_path, chr_path)
            pages["chromium"] = pdf_pages(chr_path)
        ok = len(set(pages.values())) == 1
        print("%s  %-60s results=%3d pages=%s %s" % (rid, rep["lab"][:60], len(g["results"]), pages,
                                                    "" if ok else "PAGE COUNT MISMATCH"))
        if not ok:
            sys.exit(1)
    print("total results:", total)


if __name__ == "__main__":
    main(sys.argv[1:])
