#!/usr/bin/env python3
"""Build the set: gold JSON, HTML, Chromium PDF and fpdf2 PDF for every report model.

usage: tools/build.py [ids...] [--no-chromium] [--no-fpdf]
"""
from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import render_fpdf  # noqa: E402
import render_html  # noqa: E402

IDS = [f"ao{i:02d}" for i in range(1, 13)]
TMP = os.path.join(ROOT, ".tmp")

PROBE = """<script>
window.addEventListener('load', function () {
  var mm = 25.4 / 96, out = [];
  document.querySelectorAll('.page').forEach(function (p, i) {
    var pr = p.getBoundingClientRect();
    var c = p.querySelector('.content').getBoundingClientRect();
    var f = p.querySelector('.footer').getBoundingClientRect();
    var clipped = [];
    p.querySelectorAll('td').forEach(function (td) {
      var tr = td.getBoundingClientRect();
      if (td.scrollWidth > td.clientWidth + 1) clipped.push('td:' + td.textContent.slice(0, 40));
      td.querySelectorAll('span, svg, div').forEach(function (s) {
        var r = s.getBoundingClientRect();
        if (r.width > 0 && (r.right > tr.right + 0.5 || r.left < tr.left - 0.5 || r.bottom > tr.bottom + 0.5))
          clipped.push(s.textContent.slice(0, 40));
      });
    });
    var wide = [];
    p.querySelectorAll('table.g, .box, .cols').forEach(function (t) {
      var r = t.getBoundingClientRect();
      if (r.right > c.right + 0.5) wide.push(t.className + ' ' + t.textContent.slice(0, 30));
    });
    out.push({page: i + 1, content_bottom: (c.bottom - pr.top) * mm, footer_top: (f.top - pr.top) * mm,
              page_h: pr.height * mm, clipped: clipped, wide: wide});
  });
  var d = document.createElement('pre'); d.id = 'probe'; d.textContent = JSON.stringify(out);
  document.body.appendChild(d);
});
</script>"""

CHROME = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
          f"--user-data-dir={os.path.join(TMP, 'chrome-profile')}"]


def load(rid):
    return importlib.import_module(f"defs.{rid}").build()


def probe(rid, html):
    path = os.path.join(TMP, f"probe_{rid}.html")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(html.replace("</body>", PROBE + "</body>"))
    out = subprocess.run(CHROME + ["--virtual-time-budget=2000", "--dump-dom", "file://" + path],
                         capture_output=True, text=True, timeout=120).stdout
    start = out.find('<pre id="probe">')
    if start < 0:
        raise RuntimeError(f"{rid}: probe failed")
    data = json.loads(__import__("html").unescape(out[start + 16:out.find("</pre>", start)]))
    problems = []
    for p in data:
        if p["content_bottom"] > p["footer_top"] - 1.0:
            problems.append(f"page {p['page']}: content ends {p['content_bottom']:.1f} mm, footer at "
                            f"{p['footer_top']:.1f} mm")
        if p["clipped"]:
            problems.append(f"page {p['page']}: clipped {p['clipped'][:5]}")
        if p["wide"]:
            problems.append(f"page {p['page']}: too wide {p['wide'][:3]}")
    return data, problems


def build_one(rid, chromium=True, fpdf=True):
    rep = load(rid)
    gold = rep.gold()
    with open(os.path.join(ROOT, "reports", f"{rid}.gold.json"), "w", encoding="utf-8") as fh:
        json.dump(gold, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    html = render_html.render(rep)
    hpath = os.path.join(ROOT, "reports", f"{rid}.html")
    with open(hpath, "w", encoding="utf-8") as fh:
        fh.write(html)
    msg = [f"{rid}: {len(gold['results'])} results, {len(rep.pages)} page(s)"]
    if chromium:
        data, problems = probe(rid, html)
        msg.append("html bottoms " + ", ".join(f"{p['content_bottom']:.0f}/{p['footer_top']:.0f}" for p in data))
        if problems:
            raise RuntimeError(f"{rid}: HTML layout problems: {problems}")
        out = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
        subprocess.run(CHROME + [f"--print-to-pdf={out}", "file://" + hpath], check=True,
                       capture_output=True, timeout=180)
    if fpdf:
        render_fpdf.render(rep, os.path.join(ROOT, "rendered", f"{rid}.fpdf.pdf"))
    print("; ".join(msg), flush=True)


def main(argv):
    os.makedirs(TMP, exist_ok=True)
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    ids = [a for a in argv if not a.startswith("--")] or IDS
    for rid in ids:
        build_one(rid, chromium="--no-chromium" not in argv, fpdf="--no-fpdf" not in argv)


if __name__ == "__main__":
    main(sys.argv[1:])
