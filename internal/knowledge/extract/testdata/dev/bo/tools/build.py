"""Build everything: HTML, Chromium PDF, fpdf2 PDF, scan, gold.   python3 tools/build.py [ids...]"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

import render_html
import render_fpdf
from make_scan import make_scan
from model import gold
from reports_data import REPORTS


def pages_of(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    for ln in out.splitlines():
        if ln.startswith("Pages:"):
            return int(ln.split()[1])


def build(rep):
    rd, rn = os.path.join(OUT, "reports"), os.path.join(OUT, "rendered")
    html_path = os.path.join(rd, rep.id + ".html")
    with open(html_path, "w", encoding="utf-8") as f:
        f.write(render_html.render(rep))
    with open(os.path.join(rd, rep.id + ".gold.json"), "w", encoding="utf-8") as f:
        json.dump(gold(rep), f, ensure_ascii=False, indent=1)
        f.write("\n")
    cpdf = os.path.join(rn, rep.id + ".chromium.pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    "--print-to-pdf=" + cpdf, "file://" + html_path],
                   check=True, capture_output=True)
    fpdf_path = os.path.join(rn, rep.id + ".fpdf.pdf")
    render_fpdf.render(rep, fpdf_path)
    make_scan(rep.id, cpdf, os.path.join(rn, rep.id + ".scan.pdf"))
    pc, pf = pages_of(cpdf), pages_of(fpdf_path)
    print(rep.id, "pages model/chromium/fpdf:", len(rep.pages), pc, pf, "results:", len(gold(rep)["results"]),
          "" if pc == pf == len(rep.pages) else "  <-- PAGE MISMATCH")


if __name__ == "__main__":
    ids = sys.argv[1:]
    for rep in REPORTS:
        if not ids or rep.id in ids:
            build(rep)
