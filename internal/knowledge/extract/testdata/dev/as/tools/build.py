"""Build everything for set "as": gold JSON, HTML, Chromium PDF, fpdf2 PDF, scan PDF.

usage: python3 tools/build.py [id ...]      (default: all 12 reports)
Chromium runs one report at a time.
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gold import gold  # noqa: E402
from render_fpdf import render_fpdf  # noqa: E402
from render_html import render_html  # noqa: E402
from reports import BY_ID, REPORTS  # noqa: E402
from scan import make_scan  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def chromium(html, pdf):
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={pdf}", "file://" + html],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def build(rep, do_chromium=True, do_scan=True):
    rd, pd = os.path.join(OUT, "reports"), os.path.join(OUT, "rendered")
    os.makedirs(rd, exist_ok=True)
    os.makedirs(pd, exist_ok=True)
    with open(os.path.join(rd, f"{rep.id}.gold.json"), "w", encoding="utf-8") as f:
        json.dump(gold(rep), f, ensure_ascii=False, indent=1)
        f.write("\n")
    html = os.path.join(rd, f"{rep.id}.html")
    with open(html, "w", encoding="utf-8") as f:
        f.write(render_html(rep))
    warns = render_fpdf(rep, os.path.join(pd, f"{rep.id}.fpdf.pdf"))
    for w in warns:
        print(f"  {rep.id} fpdf warning: {w}")
    if do_chromium:
        chromium(html, os.path.join(pd, f"{rep.id}.chromium.pdf"))
    if do_scan:
        make_scan(rep.id)
    print(f"{rep.id}: {len(gold(rep)['results'])} results, {len(rep.pages)} page(s)")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    reps = [BY_ID[a] for a in args] if args else REPORTS
    for rep in reps:
        build(rep, do_chromium="--no-chromium" not in sys.argv, do_scan="--no-scan" not in sys.argv)
