"""Build everything: reports/kNN.html, reports/kNN.gold.json, rendered/kNN.{chromium,fpdf,scan}.pdf

usage: .venv/bin/python tools/build.py [k01 k02 ...]
"""
import glob
import io
import json
import os
import random
import subprocess
import sys
import tempfile
import zlib

sys.path.insert(0, os.path.dirname(__file__))
import numpy as np
from PIL import Image, ImageFilter
import img2pdf

from reports import ALL
from render import to_html, FR

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REP, OUT = os.path.join(ROOT, "reports"), os.path.join(ROOT, "rendered")


def chromium(html_path, pdf_path):
    with tempfile.TemporaryDirectory() as prof:
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        f"--user-data-dir={prof}", f"--print-to-pdf={pdf_path}", "file://" + html_path],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)


def scan(rid, src_pdf, dst_pdf, landscape):
    seed = zlib.crc32(rid.encode())
    rng = np.random.default_rng(seed)
    prng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", src_pdf, os.path.join(tmp, "pg")], check=True)
        jpgs = []
        for i, f in enumerate(sorted(glob.glob(os.path.join(tmp, "pg*.png")))):
            im = Image.open(f).convert("L")
            angle = prng.uniform(0.15, 0.6) * prng.choice([-1, 1])
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.5))
            a = np.asarray(im).astype(np.float32)
            h, w = a.shape
            yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
            # uneven paper tone: smooth gradient + a soft blotch, 0.90..0.99 of white
            gx, gy = rng.uniform(-1, 1), rng.uniform(-1, 1)
            tone = 0.955 + 0.025 * (gx * (xx / w - 0.5) + gy * (yy / h - 0.5))
            cx, cy, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.2, 0.45) * w
            tone -= 0.03 * np.exp(-(((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r)))
            a = a * tone + rng.normal(0, 5, a.shape)
            # a few dark specks
            for _ in range(int(rng.integers(6, 16))):
                sx, sy = int(rng.uniform(0, w)), int(rng.uniform(0, h))
                rad = rng.uniform(1.0, 3.0)
                m = (xx[max(0, sy - 4):sy + 4, max(0, sx - 4):sx + 4] - sx) ** 2 + (yy[max(0, sy - 4):sy + 4, max(0, sx - 4):sx + 4] - sy) ** 2 <= rad ** 2
                sub = a[max(0, sy - 4):sy + 4, max(0, sx - 4):sx + 4]
                sub[m] = rng.uniform(20, 90)
            a = np.clip(a, 0, 255).astype(np.uint8)
            buf = io.BytesIO()
            Image.fromarray(a, "L").save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
    size = (img2pdf.mm_to_pt(297), img2pdf.mm_to_pt(210)) if landscape else (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    layout = img2pdf.get_layout_fun(size)
    with open(dst_pdf, "wb") as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=layout))


def main(ids):
    os.makedirs(REP, exist_ok=True)
    os.makedirs(OUT, exist_ok=True)
    problems = []
    for fn in ALL:
        rep = fn()
        if ids and rep.rid not in ids:
            continue
        hp = os.path.join(REP, rep.rid + ".html")
        with open(hp, "w", encoding="utf-8") as fh:
            fh.write(to_html(rep))
        with open(os.path.join(REP, rep.rid + ".gold.json"), "w", encoding="utf-8") as fh:
            json.dump(rep.gold(), fh, ensure_ascii=False, indent=1)
        cp = os.path.join(OUT, rep.rid + ".chromium.pdf")
        chromium(hp, cp)
        problems += FR(rep).render(os.path.join(OUT, rep.rid + ".fpdf.pdf"))
        scan(rep.rid, cp, os.path.join(OUT, rep.rid + ".scan.pdf"), rep.landscape)
        print(rep.rid, len(rep.pages), "pages", len(rep.results()), "results", flush=True)
    for p in problems:
        print("LAYOUT:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
