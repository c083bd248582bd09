#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only "scanned" copy of the Chromium print.

Steps per page (deterministic, seeded by the report id):
  pdftoppm 200 dpi gray -> rotation 0.15-0.6 deg (random sign) -> Gaussian blur 0.6
  -> paper tone a*236/255+8 -> normal noise sigma 6 -> 14 small dark specks
  -> JPEG quality 70 -> A4 pages with img2pdf (no text layer).

usage: python3 tools/scan.py [id ...]
"""
import glob
import io
import os
import random
import subprocess
import sys
import tempfile
import zlib

import img2pdf
import numpy as np
from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DPI = 200


def degrade(img, rng, nrng, angle):
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img, dtype=np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + nrng.normal(0.0, 6.0, a.shape)
    a = np.clip(a, 0, 255).astype(np.uint8)
    img = Image.fromarray(a, "L")
    d = ImageDraw.Draw(img)
    w, h = img.size
    for _ in range(14):
        x, y = rng.uniform(40, w - 40), rng.uniform(40, h - 40)
        rx, ry = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
        d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=int(rng.uniform(25, 80)))
    return img


def scan(rid):
    src = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    dst = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    rng = random.Random(rid)
    nrng = np.random.default_rng(zlib.crc32(rid.encode()))
    angle = rng.uniform(0.15, 0.6) * rng.choice([-1, 1])
    jpegs = []
    with tempfile.TemporaryDirectory(prefix="labdev-ax-scan-") as tmp:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", src, os.path.join(tmp, "p")], check=True)
        for f in sorted(glob.glob(os.path.join(tmp, "p-*.pgm"))):
            img = degrade(Image.open(f), rng, nrng, angle)
            buf = io.BytesIO()
            img.save(buf, "JPEG", quality=70, dpi=(DPI, DPI))
            jpegs.append(buf.getvalue())
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    layout = img2pdf.get_layout_fun(a4)
    with open(dst, "wb") as fh:
        fh.write(img2pdf.convert(jpegs, layout_fun=layout, nodate=True))
    print(f"{rid}: {len(jpegs)} page(s), rotation {angle:+.2f}°")


def main():
    ids = sys.argv[1:] or sorted(os.path.basename(p).split(".")[0]
                                 for p in glob.glob(os.path.join(ROOT, "rendered", "*.chromium.pdf")))
    for rid in ids:
        scan(rid)


if __name__ == "__main__":
    main()
