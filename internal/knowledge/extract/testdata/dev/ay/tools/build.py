"""Build set ay: gold JSON + HTML (reports/), Chromium and fpdf2 PDFs and the scan (rendered/).

usage: python3 tools/build.py [ids...] [--no-scan]"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from model import check_loinc_table           # noqa: E402
from render_fpdf import render_fpdf           # noqa: E402
from render_html import render_html           # noqa: E402
from reports import REPORTS                   # noqa: E402
from scan import make_scan                    # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHROME = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer"]

MEASURE_JS = """<script>
window.addEventListener('load', () => {
  const out = [];
  document.querySelectorAll('.page').forEach((p, i) => {
    const c = p.querySelector('.content');
    const px = c.getBoundingClientRect().height;
    const mm = px * 25.4 / 96;
    out.push([i + 1, mm.toFixed(2), c.dataset.maxh]);
  });
  const d = document.createElement('pre'); d.id = 'measure';
  d.textContent = 'MEASURE ' + JSON.stringify(out); document.body.appendChild(d);
});
</script></body>"""


def measure(html: str) -> list:
    with tempfile.TemporaryDirectory(prefix="ay-measure-") as td:
        p = os.path.join(td, "m.html")
        with open(p, "w", encoding="utf-8") as f:
            f.write(html.replace("</body>", MEASURE_JS))
        out = subprocess.run(CHROME + ["--virtual-time-budget=3000", "--dump-dom", "file://" + p],
                             capture_output=True, text=True, check=True).stdout
    m = re.search(r"MEASURE (\[.*?\])\s*</pre>", out)
    if not m:
        raise RuntimeError("measurement failed")
    return json.loads(m.group(1))


def pdf_pages(path: str) -> int:
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def build(rep, scan=True):
    rid = rep.id
    gold = rep.gold()
    with open(os.path.join(ROOT, "reports", f"{rid}.gold.json"), "w", encoding="utf-8") as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write("\n")
    html = render_html(rep)
    hpath = os.path.join(ROOT, "reports", f"{rid}.html")
    with open(hpath, "w", encoding="utf-8") as f:
        f.write(html)
    for page, h, maxh in measure(html):
        if float(h) > float(maxh):
            raise RuntimeError(f"{rid} html page {page}: content {h} mm > {maxh} mm")
    fp = os.path.join(ROOT, "rendered", f"{rid}.fpdf.pdf")
    render_fpdf(rep, fp)
    cp = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    subprocess.run(CHROME + [f"--print-to-pdf={cp}", "file://" + hpath], check=True,
                   capture_output=True)
    n = len(rep.pages)
    for p in (fp, cp):
        if pdf_pages(p) != n:
            raise RuntimeError(f"{p}: {pdf_pages(p)} pages, model has {n}")
    if scan:
        make_scan(rid, cp, os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"))
    print(f"{rid}: {n} page(s), {len(gold['results'])} results")


def main(argv):
    check_loinc_table()
    scan = "--no-scan" not in argv
    ids = [a for a in argv if not a.startswith("--")]
    total = 0
    for rep in REPORTS:
        if ids and rep.id not in ids:
            continue
        build(rep, scan)
        total += len(rep.results())
    print(f"total results: {total}")


if __name__ == "__main__":
    main(sys.argv[1:])
