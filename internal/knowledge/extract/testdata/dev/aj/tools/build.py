#!/usr/bin/env python3
"""Build the set from the report models in tools/labs/.

For every report id: reports/<id>.gold.json, reports/<id>.html,
rendered/<id>.chromium.pdf (headless Chromium print of the HTML) and
rendered/<id>.fpdf.pdf (same model drawn with fpdf2).  Scans: tools/scan.py.

usage: build.py [id ...]      (default: all)
"""
import importlib
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from render import render_fpdf, render_html  # noqa: E402

IDS = [f"aj{i:02d}" for i in range(1, 13)]


def load(rid):
    return importlib.import_module(f"labs.{rid}").build()


def chromium_pdf(html_path, pdf_path):
    with tempfile.TemporaryDirectory(prefix="labdev-aj-chrome-") as prof:
        cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
               f"--user-data-dir={prof}", "--run-all-compositor-stages-before-draw",
               f"--print-to-pdf={pdf_path}", "file://" + html_path]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def build(rid):
    doc = load(rid)
    doc.check_fit()
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    gold = doc.gold()
    with open(os.path.join(ROOT, "reports", f"{rid}.gold.json"), "w", encoding="utf-8") as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write("\n")
    html_path = os.path.join(ROOT, "reports", f"{rid}.html")
    with open(html_path, "w", encoding="utf-8") as f:
        f.write(render_html(doc))
    render_fpdf(doc, os.path.join(ROOT, "rendered", f"{rid}.fpdf.pdf"))
    chromium_pdf(html_path, os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf"))
    print(f"{rid}: {len(doc.pages)} page(s), {len(gold['results'])} results")


if __name__ == "__main__":
    for rid in (sys.argv[1:] or IDS):
        build(rid)
