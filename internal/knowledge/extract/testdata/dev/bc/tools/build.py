#!/usr/bin/env python3
"""Build gold JSON, HTML, the Chromium print and the fpdf2 drawing of every report.

usage: python3 tools/build.py [--no-chromium] [bc01 bc02 ...]
"""
import importlib
import logging
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from engine import HtmlRenderer, PdfRenderer  # noqa: E402

logging.getLogger("fontTools").setLevel(logging.ERROR)

IDS = [f"bc{i:02d}" for i in range(1, 13)]


def load(rid):
    return importlib.import_module(f"rep_{rid}").build()


def chromium_print(html_path, pdf_path):
    with tempfile.TemporaryDirectory(prefix="labdev-bc-chrome-", dir=os.path.join(ROOT, ".work")) as prof:
        cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
               f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "file://" + html_path]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def main(argv):
    chrome = "--no-chromium" not in argv
    ids = [a for a in argv if a.startswith("bc")] or IDS
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, ".work"), exist_ok=True)
    for rid in ids:
        rep = load(rid)
        gold = rep.gold()
        with open(os.path.join(ROOT, "reports", f"{rid}.gold.json"), "w", encoding="utf-8") as f:
            json.dump(gold, f, ensure_ascii=False, indent=1)
            f.write("\n")
        # fpdf2 drawing (raises on overflow)
        pr = PdfRenderer(rep.ctx, rep.margins)
        for i, prims in enumerate(rep.pages):
            pr.page(prims, where=f"{rid} p{i + 1}")
        pr.pdf.set_title(f"{rep.lab} – laudo {rid}")
        pr.pdf.set_creation_date(__import__("datetime").datetime(2025, 1, 1, tzinfo=__import__("datetime").timezone.utc))
        pr.output(os.path.join(ROOT, "rendered", f"{rid}.fpdf.pdf"))
        # HTML + Chromium
        html_path = os.path.join(ROOT, "reports", f"{rid}.html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(HtmlRenderer(rep.ctx, rep.margins).document(rep.pages, f"{rep.lab} – {rid}"))
        if chrome:
            chromium_print(html_path, os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf"))
        print(f"{rid}: {len(rep.pages)} page(s), {len(gold['results'])} results")


if __name__ == "__main__":
    main(sys.argv[1:])
