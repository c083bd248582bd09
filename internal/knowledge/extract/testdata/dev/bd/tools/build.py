#!/usr/bin/env python3
"""Build set "bd": gold JSON + HTML (reports/), Chromium and fpdf2 PDFs (rendered/).

usage: python3 tools/build.py [bd01 bd02 ...] [--no-chromium]
Chromium runs one report at a time (the machine is shared).
"""
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile

logging.disable(logging.WARNING)  # fontTools chatter about font timestamps

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from layout import html_render, fpdf_render  # noqa: E402
from reports import REPORTS  # noqa: E402


def chromium_pdf(html_path, pdf_path, profile):
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
           "--user-data-dir=" + profile, "--no-first-run", "--disable-extensions",
           "--print-to-pdf=" + pdf_path, "file://" + html_path]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    if not os.path.exists(pdf_path):
        raise RuntimeError("chromium produced no PDF for " + html_path)


def main(argv):
    ids = [a for a in argv if not a.startswith("--")] or sorted(REPORTS)
    use_chromium = "--no-chromium" not in argv
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    profile = tempfile.mkdtemp(prefix="labdev-bd-chromium-")
    try:
        for rid in ids:
            doc = REPORTS[rid]()
            bad = doc.overlaps()
            if bad:
                raise SystemExit("%s: overlapping text: %r" % (rid, bad[:5]))
            title = "%s – laudo %s" % (doc.lab, rid)
            gold = {"lab": doc.lab, "collected_at_default": doc.default_date, "results": doc.results}
            with open(os.path.join(ROOT, "reports", rid + ".gold.json"), "w", encoding="utf-8") as f:
                json.dump(gold, f, ensure_ascii=False, indent=1)
                f.write("\n")
            html_path = os.path.join(ROOT, "reports", rid + ".html")
            with open(html_path, "w", encoding="utf-8") as f:
                f.write(html_render(doc, title))
            fpdf_render(doc, os.path.join(ROOT, "rendered", rid + ".fpdf.pdf"), title)
            meta = {"id": rid, "pages": len(doc.pages), "result_pages": doc.result_pages}
            with open(os.path.join(ROOT, "rendered", rid + ".layout.json"), "w") as f:
                json.dump(meta, f)
            if use_chromium:
                chromium_pdf(html_path, os.path.join(ROOT, "rendered", rid + ".chromium.pdf"), profile)
            print("%s: %d page(s), %d results" % (rid, len(doc.pages), len(doc.results)))
    finally:
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1:])
