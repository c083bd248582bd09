#!/usr/bin/env python3
"""Build set "av": gold JSON, HTML, Chromium PDF and fpdf2 PDF for every report.

usage: python3 tools/build.py [id ...]      (default: all twelve)
Run tools/scan.py afterwards for the image-only scans, then tools/check.py.
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

from reports import all_reports  # noqa: E402
from render import html_report, pdf_report  # noqa: E402


def chromium_pdf(html_path, pdf_path, profile_dir):
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
           f"--user-data-dir={profile_dir}", "--allow-file-access-from-files",
           f"--print-to-pdf={pdf_path}", "file://" + html_path]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise RuntimeError(pdf)


def main(ids):
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="labdev-av-chromium-")
    problems = []
    try:
        for rep in all_reports():
            if ids and rep.id not in ids:
                continue
            gold_path = os.path.join(ROOT, "reports", f"{rep.id}.gold.json")
            html_path = os.path.join(ROOT, "reports", f"{rep.id}.html")
            cpdf = os.path.join(ROOT, "rendered", f"{rep.id}.chromium.pdf")
            fpdf = os.path.join(ROOT, "rendered", f"{rep.id}.fpdf.pdf")
            with open(gold_path, "w", encoding="utf-8") as f:
                json.dump(rep.gold(), f, ensure_ascii=False, indent=1)
                f.write("\n")
            with open(html_path, "w", encoding="utf-8") as f:
                f.write(html_report(rep))
            chromium_pdf(html_path, cpdf, tmp)
            warns = pdf_report(rep, fpdf)
            problems += warns
            pc, pf = pages(cpdf), pages(fpdf)
            n = len(rep.pages)
            status = "ok" if pc == pf == n else "PAGE MISMATCH"
            if status != "ok":
                problems.append(f"{rep.id}: pages model={n} chromium={pc} fpdf={pf}")
            print(f"{rep.id}: {len(rep.all_results()):3d} results, pages model={n} chromium={pc} fpdf={pf} {status}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
