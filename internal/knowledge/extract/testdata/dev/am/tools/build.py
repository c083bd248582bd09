"""Build set "am": gold JSON + HTML (reports/), Chromium print and fpdf2 drawing (rendered/).

usage: .venv/bin/python tools/build.py [id ...]      (default: all twelve)
Runs sequentially (the machine is shared).
"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reports as R  # noqa: E402
from lib import render_html, render_fpdf  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IDS = ["am%02d" % i for i in range(1, 13)]


def pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int([l for l in out.splitlines() if l.startswith("Pages:")][0].split()[1])


def chromium_print(html_path, pdf_path):
    with tempfile.TemporaryDirectory(prefix="labdev-am-chr-") as prof:
        cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
               "--user-data-dir=" + prof, "--no-first-run", "--disable-extensions",
               "--print-to-pdf=" + pdf_path, "file://" + html_path]
        subprocess.run(cmd, check=True, capture_output=True, timeout=180)


def build(rid):
    rep = getattr(R, rid)()
    assert rep.id == rid
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    gold = rep.gold()
    with open(os.path.join(ROOT, "reports", rid + ".gold.json"), "w", encoding="utf-8") as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write("\n")
    html_path = os.path.join(ROOT, "reports", rid + ".html")
    with open(html_path, "w", encoding="utf-8") as f:
        f.write(render_html(rep))
    fp = os.path.join(ROOT, "rendered", rid + ".fpdf.pdf")
    render_fpdf(rep, fp)
    cp = os.path.join(ROOT, "rendered", rid + ".chromium.pdf")
    chromium_print(html_path, cp)
    n = len(rep.pages)
    pc, pf = pages(cp), pages(fp)
    status = "ok" if pc == pf == n else "PAGE MISMATCH"
    print("%s: %d results, pages model=%d chromium=%d fpdf=%d %s" % (rid, len(gold["results"]), n, pc, pf, status))
    return status == "ok"


if __name__ == "__main__":
    ids = sys.argv[1:] or IDS
    ok = all([build(i) for i in ids])
    import lib
    for w in sorted(lib.WARNINGS):
        print("layout warning:", w)
    sys.exit(0 if ok else 1)
