#!/usr/bin/env python3
"""Build the "ba" development set from the report models.

    python3 tools/build.py            # everything (gold, html, chromium pdf, fpdf pdf, scan, README)
    python3 tools/build.py ba03 ba07  # only some reports (README is still rewritten)
    python3 tools/build.py --no-scan  # skip the scan step
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from render_fpdf import render_fpdf  # noqa: E402
from render_html import render_html  # noqa: E402
from reports import REPORTS  # noqa: E402
import readme  # noqa: E402
import scan  # noqa: E402


def chromium_pdf(html_path: str, pdf_path: str) -> None:
    with tempfile.TemporaryDirectory(prefix="ba-chromium-") as prof:
        cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
               f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "file://" + html_path]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    if not os.path.exists(pdf_path):
        raise RuntimeError(f"chromium produced no PDF for {html_path}")


def pdf_pages(path: str) -> int:
    out = subprocess.run(["pdfinfo", path], check=True, capture_output=True, text=True).stdout
    for ln in out.splitlines():
        if ln.startswith("Pages:"):
            return int(ln.split()[1])
    raise RuntimeError(path)


def build_one(rep, do_scan=True) -> None:
    rid = rep.id
    rdir = os.path.join(ROOT, "reports")
    pdir = os.path.join(ROOT, "rendered")
    os.makedirs(rdir, exist_ok=True)
    os.makedirs(pdir, exist_ok=True)
    gold = rep.gold()
    with open(os.path.join(rdir, f"{rid}.gold.json"), "w", encoding="utf-8") as fh:
        json.dump(gold, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    html_path = os.path.join(rdir, f"{rid}.html")
    with open(html_path, "w", encoding="utf-8") as fh:
        fh.write(render_html(rep))
    cpdf = os.path.join(pdir, f"{rid}.chromium.pdf")
    fpdf_path = os.path.join(pdir, f"{rid}.fpdf.pdf")
    chromium_pdf(html_path, cpdf)
    render_fpdf(rep, fpdf_path)
    n_model = len(rep.pages)
    n_c, n_f = pdf_pages(cpdf), pdf_pages(fpdf_path)
    if not (n_model == n_c == n_f):
        raise RuntimeError(f"{rid}: page counts differ: model {n_model}, chromium {n_c}, fpdf {n_f}")
    if do_scan:
        scan.make_scan(cpdf, os.path.join(pdir, f"{rid}.scan.pdf"), rid)
    print(f"{rid}: {len(gold['results'])} results, {n_model} page(s)")


def main(argv):
    do_scan = "--no-scan" not in argv
    only = [a for a in argv if not a.startswith("--")]
    errors = []
    for rep in REPORTS:
        if only and rep.id not in only:
            continue
        try:
            build_one(rep, do_scan)
        except Exception as e:  # keep going, report at the end
            errors.append(f"{rep.id}: {e}")
            print(f"ERROR {rep.id}: {e}")
    if errors:
        raise SystemExit("build failed:\n" + "\n".join(errors))
    readme.write(REPORTS, os.path.join(ROOT, "README.md"))
    total = sum(len(r.results()) for r in REPORTS)
    print(f"{len(REPORTS)} reports, {total} results")


if __name__ == "__main__":
    main(sys.argv[1:])
