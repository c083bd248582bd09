#!/usr/bin/env python3
"""Build the "bf" set: gold JSON + HTML (reports/), Chromium and fpdf2 PDFs (rendered/).

usage: python3 tools/build.py [id ...]      (default: all twelve)
then:  python3 tools/scan.py  and  python3 tools/check.py
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import gold  # noqa: E402
from render import Renderer  # noqa: E402
from reports import REPORTS  # noqa: E402


def chromium_print(html_path, pdf_path):
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
           f"--print-to-pdf={pdf_path}", "file://" + html_path]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    if not os.path.exists(pdf_path):
        raise RuntimeError("chromium produced nothing for " + html_path)


def build(rep):
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    r = Renderer(rep)
    pages = r.layout()
    html_path = os.path.join(ROOT, "reports", rep.id + ".html")
    with open(html_path, "w", encoding="utf-8") as fh:
        fh.write(r.html(pages))
    r.write_pdf(os.path.join(ROOT, "rendered", rep.id + ".fpdf.pdf"), pages)
    g = gold(rep)
    with open(os.path.join(ROOT, "reports", rep.id + ".gold.json"), "w", encoding="utf-8") as fh:
        json.dump(g, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    out = os.path.join(ROOT, "rendered", rep.id + ".chromium.pdf")
    if os.path.exists(out):
        os.remove(out)
    chromium_print(html_path, out)
    print(f"{rep.id}: {len(rep.pages)} page(s), {len(g['results'])} results")


def main(argv):
    ids = set(argv[1:])
    bad = 0
    for rep in REPORTS:
        if not ids or rep.id in ids:
            try:
                build(rep)
            except Exception as e:  # report every layout problem, then fail
                print("ERROR", e)
                bad += 1
    if bad:
        sys.exit(1)


if __name__ == "__main__":
    main(sys.argv)
