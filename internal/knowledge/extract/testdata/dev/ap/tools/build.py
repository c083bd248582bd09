#!/usr/bin/env python3
"""Build the "ap" set: gold JSON, HTML, Chromium PDF and fpdf2 PDF for every
report model in reports.py, then (unless --no-scan) the scan PDFs.

usage: .venv/bin/python tools/build.py [--no-scan] [--no-fitcheck] [ids...]

Chromium runs one job at a time (the machine is shared).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from render import FpdfR, HtmlR, gold  # noqa: E402
from reports import REPORTS  # noqa: E402

CHROME = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer"]

FIT_JS = """
<script>
document.fonts.ready.then(function () {
  var out = [];
  document.querySelectorAll('.page').forEach(function (p, i) {
    var pr = p.getBoundingClientRect();
    var m = p.querySelector('.main').getBoundingClientRect();
    var f = p.querySelector('.foot').getBoundingClientRect();
    var wide = 0;
    p.querySelectorAll('td, .hl, .note, .er, .em').forEach(function (c) {
      if (c.scrollWidth > c.clientWidth + 2) wide++;
    });
    out.push((i + 1) + ':' + Math.round(m.bottom - pr.top) + ':' + Math.round(f.top - pr.top) + ':' + wide);
  });
  document.body.setAttribute('data-fit', out.join(','));
});
</script>
"""


def run(cmd, **kw):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)
    if r.returncode != 0:
        raise SystemExit(f"command failed: {' '.join(cmd)}\n{r.stderr[-2000:]}")
    return r.stdout


def fitcheck(html_text, tmpdir, rid):
    p = os.path.join(tmpdir, f"{rid}.fit.html")
    with open(p, "w", encoding="utf-8") as fh:
        fh.write(html_text.replace("</body>", FIT_JS + "</body>"))
    dom = run(CHROME + ["--virtual-time-budget=5000", "--dump-dom", "file://" + p])
    m = re.search(r'data-fit="([^"]*)"', dom)
    if not m:
        raise SystemExit(f"{rid}: fit check did not run")
    problems = []
    for part in m.group(1).split(","):
        pg, mb, ft, wide = map(int, part.split(":"))
        if mb > ft - 2:
            problems.append(f"{rid} page {pg}: HTML body bottom {mb}px overlaps footer top {ft}px")
        if wide:
            problems.append(f"{rid} page {pg}: {wide} HTML cells overflow horizontally")
    return problems, m.group(1)


def main(argv):
    do_scan = "--no-scan" not in argv
    do_fit = "--no-fitcheck" not in argv
    ids = [a for a in argv if not a.startswith("--")]
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    tmpdir = tempfile.mkdtemp(prefix="fit-", dir=os.path.join(ROOT, ".tmp") if os.path.isdir(os.path.join(ROOT, ".tmp")) else None)
    problems = []
    try:
        for rep in REPORTS:
            rid = rep["id"]
            if ids and rid not in ids:
                continue
            g = gold(rep)
            with open(os.path.join(ROOT, "reports", f"{rid}.gold.json"), "w", encoding="utf-8") as fh:
                json.dump(g, fh, ensure_ascii=False, indent=1)
                fh.write("\n")
            html_text = HtmlR(rep).render()
            hp = os.path.join(ROOT, "reports", f"{rid}.html")
            with open(hp, "w", encoding="utf-8") as fh:
                fh.write(html_text)
            run(CHROME + [f"--print-to-pdf={os.path.join(ROOT, 'rendered', rid + '.chromium.pdf')}", "file://" + hp])
            warn = FpdfR(rep).render(os.path.join(ROOT, "rendered", f"{rid}.fpdf.pdf"))
            problems += warn
            fit = ""
            if do_fit:
                pr, fit = fitcheck(html_text, tmpdir, rid)
                problems += pr
            print(f"{rid}: {len(g['results'])} results, {len(rep['pages'])} page(s) fit[{fit}]", flush=True)
            if do_scan:
                run([sys.executable, os.path.join(HERE, "scan.py"), rid])
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)
    if problems:
        print("\n".join("PROBLEM: " + p for p in problems))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
