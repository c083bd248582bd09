#!/usr/bin/env python3
"""Build set "ak": gold JSON + HTML (reports/), Chromium and fpdf2 PDFs (rendered/).

usage: python tools/build.py [ids...] [--no-chromium] [--no-scan]

Each report is described once in tools/reports.py; the gold, the HTML and the
fpdf2 drawing are all generated from that single model.  After printing with
Chromium, the HTML is laid out once more with --dump-dom and a small script
that reports any page whose content runs into the footer or any clipped cell,
so a silent overflow cannot pass.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from reports import REPORTS  # noqa: E402

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer"]

PROBE = """
<script>
window.addEventListener('load', function () {
  var bad = [];
  var mm = 96 / 25.4;
  document.querySelectorAll('.page').forEach(function (p, i) {
    var limit = p.getBoundingClientRect().top + (297 - %(bottom)s + 3) * mm;
    var c = p.querySelector('.content');
    var r = c.getBoundingClientRect();
    if (r.bottom > limit + 0.5) bad.push('page ' + (i + 1) + ' content bottom ' + ((r.bottom - p.getBoundingClientRect().top) / mm).toFixed(1) + 'mm');
    if (c.scrollWidth > c.clientWidth + 1) bad.push('page ' + (i + 1) + ' content too wide');
    p.querySelectorAll('td,th,div').forEach(function (e) {
      if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow === 'hidden' && e.clientWidth > 0)
        bad.push('clipped: ' + e.textContent.slice(0, 60));
    });
  });
  var d = document.createElement('pre'); d.id = 'probe'; d.textContent = 'PRO' + 'BE[' + bad.join(' | ') + ']';
  document.body.appendChild(d);
});
</script>
"""


def chromium_pdf(html_path, pdf_path):
    with tempfile.TemporaryDirectory(prefix="labdev-ak-chr-") as prof:
        subprocess.run(CHROMIUM + [f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}",
                                   "file://" + html_path], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def chromium_probe(html, bottom):
    with tempfile.TemporaryDirectory(prefix="labdev-ak-probe-") as d:
        p = os.path.join(d, "probe.html")
        with open(p, "w", encoding="utf-8") as f:
            f.write(html.replace("</body>", PROBE % {"bottom": bottom} + "</body>"))
        out = subprocess.run(CHROMIUM + [f"--user-data-dir={d}/prof", "--window-size=1200,1600",
                                         "--virtual-time-budget=3000", "--dump-dom", "file://" + p],
                             capture_output=True, text=True, timeout=180).stdout
    m = re.search(r"PROBE\[(.*?)\]", out, re.S)
    if not m:
        return ["probe did not run"]
    return [x for x in m.group(1).split(" | ") if x]


def pages_of(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def main(argv):
    ids = [a for a in argv if not a.startswith("--")]
    do_chr = "--no-chromium" not in argv
    do_scan = "--no-scan" not in argv
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    problems = 0
    for rid, make in REPORTS.items():
        if ids and rid not in ids:
            continue
        rep = make()
        gold = rep.gold()
        gp = os.path.join(ROOT, "reports", f"{rid}.gold.json")
        with open(gp, "w", encoding="utf-8") as f:
            json.dump(gold, f, ensure_ascii=False, indent=1)
            f.write("\n")
        html = rep.html()
        hp = os.path.join(ROOT, "reports", f"{rid}.html")
        with open(hp, "w", encoding="utf-8") as f:
            f.write(html)
        fp = os.path.join(ROOT, "rendered", f"{rid}.fpdf.pdf")
        rep.draw(fp)
        line = f"{rid}: {len(gold['results'])} results, {len(rep.pages)} page(s); fpdf {pages_of(fp)}"
        if do_chr:
            cp = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
            chromium_pdf(hp, cp)
            line += f", chromium {pages_of(cp)}"
            bad = chromium_probe(html, rep.margins[2])
            if bad:
                problems += 1
                line += "\n   LAYOUT: " + "\n   LAYOUT: ".join(bad)
            if do_scan:
                import scan
                sp = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
                n = scan.make_scan(cp, sp, rid)
                line += f", scan {n}"
        print(line, flush=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
