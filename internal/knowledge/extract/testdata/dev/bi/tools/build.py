#!/usr/bin/env python3
"""Build set 'bi': gold JSON, HTML, Chromium PDF, fpdf2 PDF and scan for every report.

Usage:  python3 tools/build.py [id ...]      (default: all twelve reports)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import gold_of  # noqa: E402
from render_html import render_html  # noqa: E402
from render_pdf import render_pdf  # noqa: E402
from reports import REPORTS  # noqa: E402
import scan  # noqa: E402


def chromium_pdf(html_path, pdf_path):
    prof = tempfile.mkdtemp(prefix="bi_chromium_")
    try:
        cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
               f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "file://" + html_path]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    finally:
        shutil.rmtree(prof, ignore_errors=True)


def build(rep):
    rdir, odir = os.path.join(ROOT, "reports"), os.path.join(ROOT, "rendered")
    os.makedirs(rdir, exist_ok=True)
    os.makedirs(odir, exist_ok=True)
    gold = gold_of(rep)
    with open(os.path.join(rdir, f"{rep.id}.gold.json"), "w", encoding="utf-8") as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write("\n")
    html_path = os.path.join(rdir, f"{rep.id}.html")
    with open(html_path, "w", encoding="utf-8") as f:
        f.write(render_html(rep))
    chrome = os.path.join(odir, f"{rep.id}.chromium.pdf")
    chromium_pdf(html_path, chrome)
    render_pdf(rep, os.path.join(odir, f"{rep.id}.fpdf.pdf"))
    scan.make_scan(chrome, os.path.join(odir, f"{rep.id}.scan.pdf"), rep.id)
    print(f"{rep.id}: {len(gold['results'])} results, {len(rep.pages)} page(s)")


def main(argv):
    ids = set(argv[1:])
    for rep in REPORTS:
        if not ids or rep.id in ids:
            build(rep)


if __name__ == "__main__":
    main(sys.argv)
