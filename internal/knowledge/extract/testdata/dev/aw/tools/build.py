#!/usr/bin/env python3
"""Build set "aw": gold JSON, HTML, Chromium PDF, fpdf2 PDF and the scan for each report.

usage: python3 tools/build.py [--no-scan] [id ...]
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

from model import gold                      # noqa: E402
from render_html import render_html        # noqa: E402
from render_fpdf import render_pdf          # noqa: E402
from reports_data import REPORTS            # noqa: E402
import scan                                 # noqa: E402
import logging                              # noqa: E402

logging.getLogger("fontTools").setLevel(logging.ERROR)


def chromium_print(html_path, pdf_path):
    prof = tempfile.mkdtemp(prefix="aw-chromium-")
    try:
        cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
               "--user-data-dir=" + prof, "--print-to-pdf=" + pdf_path, "file://" + html_path]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    finally:
        shutil.rmtree(prof, ignore_errors=True)


def pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise RuntimeError(pdf)


def main(argv):
    do_scan = "--no-scan" not in argv
    only = [a for a in argv if not a.startswith("--")]
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    for rep in REPORTS:
        if only and rep.id not in only:
            continue
        g = gold(rep)
        with open(os.path.join(ROOT, "reports", rep.id + ".gold.json"), "w", encoding="utf-8") as f:
            json.dump(g, f, ensure_ascii=False, indent=1)
            f.write("\n")
        hp = os.path.join(ROOT, "reports", rep.id + ".html")
        with open(hp, "w", encoding="utf-8") as f:
            f.write(render_html(rep))
        cp = os.path.join(ROOT, "rendered", rep.id + ".chromium.pdf")
        fp = os.path.join(ROOT, "rendered", rep.id + ".fpdf.pdf")
        chromium_print(hp, cp)
        try:
            render_pdf(rep, fp)
        except RuntimeError as e:
            print("ERROR", e, flush=True)
            continue
        msg = "%s: %d results, model pages %d, chromium %d, fpdf %d" % (
            rep.id, len(g["results"]), len(rep.pages), pages(cp), pages(fp))
        if do_scan:
            sp = os.path.join(ROOT, "rendered", rep.id + ".scan.pdf")
            scan.make_scan(cp, sp, rep.id)
            msg += ", scan %d" % pages(sp)
        print(msg, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
