"""Build everything: gold JSON, HTML, Chromium PDF, fpdf2 PDF, scan PDF.

usage: python3 tools/build.py [id ...]"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from reports import REPORTS          # noqa: E402
from model import gold               # noqa: E402
import render_html                   # noqa: E402
import render_pdf                    # noqa: E402
import scan                          # noqa: E402


def pages_of(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    for ln in out.splitlines():
        if ln.startswith("Pages:"):
            return int(ln.split()[1])
    raise RuntimeError(pdf)


def chromium(html, pdf):
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
           f"--print-to-pdf={pdf}", "file://" + html]
    subprocess.run(cmd, check=True, capture_output=True, timeout=180)


def build(r, do_scan=True):
    rep_dir = os.path.join(ROOT, "reports")
    ren_dir = os.path.join(ROOT, "rendered")
    os.makedirs(rep_dir, exist_ok=True)
    os.makedirs(ren_dir, exist_ok=True)
    g = gold(r)
    with open(os.path.join(rep_dir, f"{r.id}.gold.json"), "w", encoding="utf-8") as f:
        json.dump(g, f, ensure_ascii=False, indent=1)
        f.write("\n")
    html = os.path.join(rep_dir, f"{r.id}.html")
    with open(html, "w", encoding="utf-8") as f:
        f.write(render_html.render(r))
    cpdf = os.path.join(ren_dir, f"{r.id}.chromium.pdf")
    chromium(html, cpdf)
    fpdf = os.path.join(ren_dir, f"{r.id}.fpdf.pdf")
    render_pdf.render(r, fpdf)
    n = len(r.pages)
    pc, pf = pages_of(cpdf), pages_of(fpdf)
    if (pc, pf) != (n, n):
        raise SystemExit(f"{r.id}: page counts model={n} chromium={pc} fpdf={pf}")
    if do_scan:
        spdf = os.path.join(ren_dir, f"{r.id}.scan.pdf")
        scan.make_scan(cpdf, spdf, r.id)
    print(f"{r.id}: {len(g['results'])} results, {n} page(s)")
    return len(g["results"])


def main():
    want = set(sys.argv[1:])
    no_scan = "--no-scan" in want
    want.discard("--no-scan")
    tot = 0
    for r in REPORTS:
        if want and r.id not in want:
            continue
        tot += build(r, not no_scan)
    print("total results:", tot)


if __name__ == "__main__":
    main()
