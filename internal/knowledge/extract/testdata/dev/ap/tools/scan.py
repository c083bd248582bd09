#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only "scanned" copy of the Chromium
print.  pdftoppm 200 dpi grey -> small deterministic rotation (0.15-0.6 deg,
seeded by the id) -> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal
noise sigma 6 -> 14 small dark specks per page -> JPEG q70 -> A4 PDF (img2pdf).

usage: .venv/bin/python tools/scan.py ap01 [ap02 ...]   (no ids: all found)
"""
import glob
import os
import random
import shutil
import subprocess
import sys
import tempfile

import img2pdf
import numpy as np
from PIL import Image, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def scan(rid):
    src = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    dst = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    os.makedirs(os.path.join(ROOT, ".tmp"), exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=f"scan-{rid}-", dir=os.path.join(ROOT, ".tmp"))
    try:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", src, os.path.join(tmp, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(tmp, "p*.pgm")))
        rng = random.Random(f"labdev-ap-scan-{rid}")
        nrng = np.random.default_rng(rng.randrange(2 ** 32))
        jpgs = []
        for i, p in enumerate(pages):
            angle = rng.uniform(0.15, 0.6) * rng.choice((-1, 1))
            im = Image.open(p).convert("L")
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a += nrng.normal(0.0, 6.0, a.shape).astype(np.float32)
            h, w = a.shape
            yy, xx = np.ogrid[:h, :w]
            for _ in range(14):
                cx, cy = rng.uniform(0, w), rng.uniform(0, h)
                r = rng.uniform(0.8, 2.4)
                val = rng.uniform(15, 90)
                x0, x1 = int(max(cx - 4, 0)), int(min(cx + 5, w))
                y0, y1 = int(max(cy - 4, 0)), int(min(cy + 5, h))
                sub = a[y0:y1, x0:x1]
                mask = (xx[:, x0:x1] - cx) ** 2 + (yy[y0:y1, :] - cy) ** 2 <= r * r
                sub[mask] = np.minimum(sub[mask], val)
            out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), mode="L")
            jp = os.path.join(tmp, f"s{i:02d}.jpg")
            out.save(jp, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(jp)
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(dst, "wb") as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return dst


if __name__ == "__main__":
    ids = sys.argv[1:] or sorted(os.path.basename(p).split(".")[0]
                                 for p in glob.glob(os.path.join(ROOT, "rendered", "*.chromium.pdf")))
    for rid in ids:
        print(scan(rid))
