#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only "scanned" copy of the Chromium print.

pdftoppm 200 dpi gray -> small rotation (0.15-0.6 degrees, seeded by the id) -> Gaussian blur 0.6
-> paper tone (a*236/255+8) -> normal noise sigma 6 -> 14 small dark specks per page -> JPEG q70
-> A4 pages with img2pdf.  The result has no text layer.

usage: python3 tools/scan.py [ids...]
"""
import glob
import io
import os
import subprocess
import sys
import tempfile
import zlib

import img2pdf
import numpy as np
from PIL import Image, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DPI = 200


def degrade(img, rng):
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img, dtype=np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    h, w = a.shape
    yy, xx = np.ogrid[:h, :w]
    for _ in range(14):
        cy, cx = int(rng.integers(0, h)), int(rng.integers(0, w))
        rad = float(rng.uniform(1.0, 3.2))
        dark = float(rng.uniform(15, 80))
        y0, y1, x0, x1 = max(cy - 4, 0), min(cy + 5, h), max(cx - 4, 0), min(cx + 5, w)
        sub = (yy[y0:y1] - cy) ** 2 + (xx[:, x0:x1] - cx) ** 2 <= rad * rad
        a[y0:y1, x0:x1][sub] = np.minimum(a[y0:y1, x0:x1][sub], dark)
    a = np.clip(a, 0, 255).astype(np.uint8)
    out = io.BytesIO()
    Image.fromarray(a, "L").save(out, "JPEG", quality=70, dpi=(DPI, DPI))
    return out.getvalue(), angle


def scan(rid):
    src = os.path.join(ROOT, "rendered", rid + ".chromium.pdf")
    dst = os.path.join(ROOT, "rendered", rid + ".scan.pdf")
    rng = np.random.default_rng(zlib.crc32(rid.encode("ascii")))
    with tempfile.TemporaryDirectory(prefix="bbscan-") as tmp:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", src, os.path.join(tmp, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(tmp, "p-*.pgm")))
        jpgs, angles = [], []
        for p in pages:
            with Image.open(p) as im:
                data, ang = degrade(im, rng)
            jpgs.append(data)
            angles.append(ang)
    layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
    with open(dst, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=layout, nodate=True))
    print("%s scan: %d page(s), rotation %s" % (rid, len(jpgs), ", ".join("%.2f°" % a for a in angles)))


def main(argv):
    ids = argv or ["bb%02d" % i for i in range(1, 13)]
    for rid in ids:          # one at a time: the machine is shared
        scan(rid)


if __name__ == "__main__":
    main(sys.argv[1:])
