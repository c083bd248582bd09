"""Build everything: HTML, Chromium PDF, fpdf2 PDF, scan PDF and gold JSON for each report."""
import json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from reports import REPORTS
from model import gold_json
from render_html import report_html
from render_fpdf import render_fpdf
from scan import make_scan


def build(rep):
    rdir, pdir = os.path.join(OUT, "reports"), os.path.join(OUT, "rendered")
    os.makedirs(rdir, exist_ok=True); os.makedirs(pdir, exist_ok=True)
    hp = os.path.join(rdir, rep.id + ".html")
    with open(hp, "w", encoding="utf-8") as f:
        f.write(report_html(rep))
    with open(os.path.join(rdir, rep.id + ".gold.json"), "w", encoding="utf-8") as f:
        json.dump(gold_json(rep), f, ensure_ascii=False, indent=1)
        f.write("\n")
    cp = os.path.join(pdir, rep.id + ".chromium.pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={cp}", "file://" + hp], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    render_fpdf(rep, os.path.join(pdir, rep.id + ".fpdf.pdf"))
    make_scan(rep.id, cp, os.path.join(pdir, rep.id + ".scan.pdf"))
    print("built", rep.id)


if __name__ == "__main__":
    ids = sys.argv[1:]
    for rep in REPORTS:
        if not ids or rep.id in ids:
            build(rep)
