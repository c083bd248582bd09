#!/usr/bin/env python3
"""Build set "bh": gold JSON + HTML + Chromium PDF + fpdf2 PDF for every report.

usage: python3 tools/build.py [id ...]      (then tools/scan.py, tools/check.py)
"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import REPORTS, RENDERED  # noqa: E402
from model import gold  # noqa: E402
import render_html  # noqa: E402
import render_pdf  # noqa: E402
from reports import reports  # noqa: E402

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer"]

PROBE = """<script>
(function(){
  var out = [];
  document.querySelectorAll('.page').forEach(function(pg, i){
    var f = pg.querySelector('.ftr').getBoundingClientRect().top;
    var c = pg.querySelector('.content');
    var kids = c.children;
    if (kids.length) {
      var b = kids[kids.length-1].getBoundingClientRect().bottom;
      if (b > f - 2) out.push('page ' + (i+1) + ' content bottom ' + b.toFixed(1) + ' > footer ' + f.toFixed(1));
    }
    pg.querySelectorAll('td,th,.pre,.pat span,.hdr,.hdr div').forEach(function(el){
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        out.push('page ' + (i+1) + ' h-overflow ' + el.scrollWidth + '>' + el.clientWidth + ': ' + el.textContent.slice(0,60));
    });
  });
  var d = document.createElement('div'); d.id = 'probe'; d.textContent = JSON.stringify(out);
  document.body.appendChild(d);
})();
</script>"""


def html_problems(html):
    with tempfile.TemporaryDirectory(prefix="bhprobe_") as td:
        p = os.path.join(td, "probe.html")
        with open(p, "w", encoding="utf-8") as f:
            f.write(html.replace("</body>", PROBE + "</body>"))
        out = subprocess.run(CHROMIUM + ["--dump-dom", "file://" + p], capture_output=True, text=True,
                             timeout=120).stdout
    i = out.find('<div id="probe">')
    if i < 0:
        return ["probe failed"]
    j = out.find("</div>", i)
    import html as _h
    return json.loads(_h.unescape(out[i + len('<div id="probe">'):j]))


def build(rep):
    os.makedirs(REPORTS, exist_ok=True)
    os.makedirs(RENDERED, exist_ok=True)
    g = gold(rep)
    with open(os.path.join(REPORTS, rep.id + ".gold.json"), "w", encoding="utf-8") as f:
        json.dump(g, f, ensure_ascii=False, indent=1)
        f.write("\n")
    html = render_html.render(rep)
    hp = os.path.join(REPORTS, rep.id + ".html")
    with open(hp, "w", encoding="utf-8") as f:
        f.write(html)
    probs = html_problems(html)
    cp = os.path.join(RENDERED, rep.id + ".chromium.pdf")
    subprocess.run(CHROMIUM + ["--print-to-pdf=" + cp, "file://" + hp], check=True,
                   capture_output=True, timeout=120)
    warns = render_pdf.render(rep, os.path.join(RENDERED, rep.id + ".fpdf.pdf"))
    print("%s: %d results, %d page(s)" % (rep.id, len(g["results"]), len(rep.pages)))
    for p in probs:
        print("   HTML:", p)
    for w in warns:
        print("   FPDF:", w)
    return len(g["results"]), probs, warns


def main():
    want = set(sys.argv[1:])
    total = 0
    for rep in reports():
        if want and rep.id not in want:
            continue
        n, _, _ = build(rep)
        total += n
    print("total results:", total)


if __name__ == "__main__":
    main()
