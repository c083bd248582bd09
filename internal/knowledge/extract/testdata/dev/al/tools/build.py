"""Build everything from the report models:
reports/<id>.gold.json, reports/<id>.html, rendered/<id>.{chromium,fpdf,scan}.pdf

usage: python tools/build.py [id ...] [--no-scan]"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import gold  # noqa: E402
from render_html import render_html  # noqa: E402
from render_fpdf import render_fpdf  # noqa: E402
from reports import REPORTS  # noqa: E402
from scan import make_scan  # noqa: E402


def pages_of(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    for ln in out.splitlines():
        if ln.startswith("Pages:"):
            return int(ln.split()[1])
    raise RuntimeError(pdf)


def build(rep, scan=True):
    rid = rep.id
    rdir, odir = os.path.join(ROOT, "reports"), os.path.join(ROOT, "rendered")
    os.makedirs(rdir, exist_ok=True)
    os.makedirs(odir, exist_ok=True)
    with open(os.path.join(rdir, rid + ".gold.json"), "w", encoding="utf-8") as f:
        json.dump(gold(rep), f, ensure_ascii=False, indent=1)
        f.write("\n")
    html = os.path.join(rdir, rid + ".html")
    with open(html, "w", encoding="utf-8") as f:
        f.write(render_html(rep))
    cpdf = os.path.join(odir, rid + ".chromium.pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    "--user-data-dir=" + os.path.join(ROOT, "build", "chromium-profile"),
                    "--print-to-pdf=" + cpdf, "file://" + html],
                   check=True, capture_output=True)
    fpdf_path = os.path.join(odir, rid + ".fpdf.pdf")
    warns = render_fpdf(rep, fpdf_path)
    for w in warns:
        print(f"  [{rid}] fpdf warning: {w}")
    n = len(rep.pages)
    pc, pf = pages_of(cpdf), pages_of(fpdf_path)
    status = "ok" if pc == pf == n else "PAGE MISMATCH"
    if scan:
        make_scan(cpdf, os.path.join(odir, rid + ".scan.pdf"), rid, os.path.join(ROOT, "build", "scan-" + rid))
    print(f"{rid}: model {n} p, chromium {pc} p, fpdf {pf} p, {len(gold(rep)['results'])} results  {status}")
    return status == "ok"


def main(argv):
    scan = "--no-scan" not in argv
    ids = [a for a in argv if not a.startswith("--")]
    ok = True
    for rep in REPORTS:
        if ids and rep.id not in ids:
            continue
        ok &= build(rep, scan)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
