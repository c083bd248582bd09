#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only 'scan' of the Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by
the id) -> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise
sigma 6 -> 14 small dark specks per page -> JPEG q70 -> A4 pages with img2pdf.

usage: python3 tools/scan.py [bc01 ...]
"""
import glob
import hashlib
import io
import os
import subprocess
import sys
import tempfile

import img2pdf
import numpy as np
from PIL import Image, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
IDS = [f"bc{i:02d}" for i in range(1, 13)]
A4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))


def seed_of(rid):
    return int.from_bytes(hashlib.sha256(rid.encode()).digest()[:8], "big")


def degrade(img, rng, angle):
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img, dtype=np.float64)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    h, w = a.shape
    yy, xx = np.mgrid[0:h, 0:w]
    for _ in range(14):
        cy, cx = rng.uniform(0.03 * h, 0.97 * h), rng.uniform(0.03 * w, 0.97 * w)
        ry, rx = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
        y0, y1, x0, x1 = int(cy - 4), int(cy + 5), int(cx - 4), int(cx + 5)
        sub = ((yy[y0:y1, x0:x1] - cy) / ry) ** 2 + ((xx[y0:y1, x0:x1] - cx) / rx) ** 2 <= 1.0
        a[y0:y1, x0:x1][sub] = rng.uniform(25, 90)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")


def scan(rid):
    src = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    dst = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    rng = np.random.default_rng(seed_of(rid))
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    os.makedirs(os.path.join(ROOT, ".work"), exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f"scan-{rid}-", dir=os.path.join(ROOT, ".work")) as tmp:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", src, os.path.join(tmp, "p")], check=True)
        jpgs = []
        for f in sorted(glob.glob(os.path.join(tmp, "p-*.pgm"))):
            out = degrade(Image.open(f), rng, angle)
            buf = io.BytesIO()
            out.save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
        with open(dst, "wb") as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(A4)))
    return angle, len(jpgs)


if __name__ == "__main__":
    for rid in [a for a in sys.argv[1:] if a.startswith("bc")] or IDS:
        angle, n = scan(rid)
        print(f"{rid}: {n} page(s), rotation {angle:+.2f} deg")
