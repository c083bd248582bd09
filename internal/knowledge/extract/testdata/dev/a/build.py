#!/usr/bin/env python3
"""Build the development set: for each description in specs/aNN.py write
reports/<id>.html + reports/<id>.gold.json and render
rendered/<id>.chromium.pdf, rendered/<id>.fpdf.pdf, rendered/<id>.scan.pdf.

usage: .venv/bin/python build.py [ids...]
"""
import glob
import hashlib
import importlib
import io
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from labgen import PdfR, render_html  # noqa: E402

REPORTS = os.path.join(HERE, "reports")
RENDERED = os.path.join(HERE, "rendered")
CHROME = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer"]

MEASURE_JS = """<script>
document.querySelectorAll('.page').forEach(function(p){
  var m=p.querySelector('main'), f=p.querySelector('footer');
  var pr=p.getBoundingClientRect(), bottom=m.getBoundingClientRect().bottom, right=0;
  m.querySelectorAll('*').forEach(function(e){var r=e.getBoundingClientRect();
     if(r.bottom>bottom)bottom=r.bottom; if(r.right>right)right=r.right;});
  p.setAttribute('data-vslack',(f.getBoundingClientRect().top-bottom).toFixed(1));
  p.setAttribute('data-hslack',(pr.right-right).toFixed(1));
});
</script>"""


def load(rid):
    return importlib.import_module("specs." + rid).REPORT


def measure(html):
    """lay the page out in Chromium and return [(vertical slack px, horizontal slack px)] per page"""
    with tempfile.TemporaryDirectory() as td:
        f = os.path.join(td, "m.html")
        with open(f, "w", encoding="utf-8") as fh:
            fh.write(html.replace("</body>", MEASURE_JS + "</body>"))
        out = subprocess.run(CHROME + ["--dump-dom", f], capture_output=True, text=True, timeout=120).stdout
    return [(float(a), float(b)) for a, b in re.findall(r'data-vslack="([-\d.]+)" data-hslack="([-\d.]+)"', out)]


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def scan(rid, chromium_pdf, out_pdf):
    import img2pdf
    import numpy as np
    from PIL import Image, ImageFilter

    seed = int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", chromium_pdf, os.path.join(td, "p")], check=True)
        jpgs = []
        for k, png in enumerate(sorted(glob.glob(os.path.join(td, "p*.png")))):
            img = Image.open(png).convert("L")
            angle = float(rng.uniform(0.2, 0.6)) * (1 if rng.random() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(0.55))
            a = np.asarray(img).astype(np.float32)
            h, w = a.shape
            # paper tone: slightly grey, uneven illumination left->right and top->bottom
            yy, xx = np.mgrid[0:h, 0:w]
            tone = 236 + 6 * (xx / w) - 4 * (yy / h)
            a = a / 255.0 * tone
            a += rng.normal(0, 4.0, size=a.shape)
            a = np.clip(a, 0, 255).astype(np.uint8)
            buf = io.BytesIO()
            Image.fromarray(a, "L").save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(out_pdf, "wb") as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))


def build(rid):
    rep = load(rid)
    html = render_html(rep)
    gold = rep.gold()
    hp = os.path.join(REPORTS, rid + ".html")
    with open(hp, "w", encoding="utf-8") as fh:
        fh.write(html)
    with open(os.path.join(REPORTS, rid + ".gold.json"), "w", encoding="utf-8") as fh:
        json.dump(gold, fh, ensure_ascii=False, indent=1)
        fh.write("\n")

    slack = measure(html)
    bad = [(i + 1, v, h) for i, (v, h) in enumerate(slack) if v < 0 or h < 30]
    if len(slack) != len(rep.pages) or bad:
        raise SystemExit("%s: layout problem (page, vertical slack px, right margin px): %s" % (rid, bad or slack))

    cp = os.path.join(RENDERED, rid + ".chromium.pdf")
    subprocess.run(CHROME + ["--print-to-pdf=" + cp, hp], check=True, capture_output=True, timeout=180)
    n = pdf_pages(cp)
    if n != len(rep.pages):
        raise SystemExit("%s: chromium pdf has %d pages, designed %d" % (rid, n, len(rep.pages)))

    fp = os.path.join(RENDERED, rid + ".fpdf.pdf")
    PdfR(rep).render(fp)
    if pdf_pages(fp) != len(rep.pages):
        raise SystemExit("%s: fpdf page count" % rid)

    scan(rid, cp, os.path.join(RENDERED, rid + ".scan.pdf"))
    print("%s: %d page(s), %d results, min vertical slack %.0f px" % (
        rid, n, len(gold["results"]), min(v for v, _ in slack)))


def main():
    os.makedirs(REPORTS, exist_ok=True)
    os.makedirs(RENDERED, exist_ok=True)
    ids = sys.argv[1:] or sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(HERE, "specs", "a[0-9][0-9].py")))
    for rid in ids:
        build(rid)


if __name__ == "__main__":
    main()
