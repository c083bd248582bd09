#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only 'scan' of the Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by
the id) -> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise
sigma 6 -> 14 small dark specks per page -> JPEG quality 70 -> A4 pages (img2pdf).
usage: python3 tools/scan.py [id ...]
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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import IDS, RENDERED  # noqa: E402

DPI = 200


def seed_of(s):
    return int.from_bytes(hashlib.sha256(s.encode()).digest()[:8], "big")


def angle_of(rid):
    rng = np.random.default_rng(seed_of("angle:" + rid))
    a = rng.uniform(0.15, 0.6)
    return float(a if rng.random() < 0.5 else -a)


def degrade(img, rid, page):
    rng = np.random.default_rng(seed_of("noise:%s:%d" % (rid, page)))
    img = img.convert("L").rotate(angle_of(rid), resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img).astype(np.float64)
    a = a * 236.0 / 255.0 + 8.0
    a += rng.normal(0.0, 6.0, a.shape)
    h, w = a.shape
    yy, xx = np.mgrid[0:h, 0:w]
    for _ in range(14):
        cy, cx = rng.integers(0, h), rng.integers(0, w)
        r = rng.uniform(1.0, 3.2)
        y0, y1 = max(0, int(cy - r - 1)), min(h, int(cy + r + 2))
        x0, x1 = max(0, int(cx - r - 1)), min(w, int(cx + r + 2))
        m = (yy[y0:y1, x0:x1] - cy) ** 2 + (xx[y0:y1, x0:x1] - cx) ** 2 <= r * r
        a[y0:y1, x0:x1][m] = rng.uniform(20, 70)
    a = np.clip(np.rint(a), 0, 255).astype(np.uint8)
    buf = io.BytesIO()
    Image.fromarray(a, "L").save(buf, "JPEG", quality=70, dpi=(DPI, DPI))
    return buf.getvalue()


def scan(rid):
    src = os.path.join(RENDERED, rid + ".chromium.pdf")
    with tempfile.TemporaryDirectory(prefix="bhscan_") as td:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", src, os.path.join(td, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(td, "p-*.pgm")))
        jpgs = [degrade(Image.open(p), rid, i + 1) for i, p in enumerate(pages)]
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(os.path.join(RENDERED, rid + ".scan.pdf"), "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    print("%s: %d page(s), rotation %.2f°" % (rid, len(jpgs), angle_of(rid)))


if __name__ == "__main__":
    for rid in (sys.argv[1:] or IDS):
        scan(rid)
