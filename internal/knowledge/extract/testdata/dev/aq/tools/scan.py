#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only "scan" of the Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the id)
-> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6 -> 14 small
dark specks per page -> JPEG quality 70 -> A4 pages with img2pdf (no text layer).

usage: python3 tools/scan.py [--only aq01,aq02]
"""
import argparse
import glob
import hashlib
import io
import os
import shutil
import subprocess
import sys
import tempfile

import img2pdf
import numpy as np
from PIL import Image, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from reports import REPORTS  # noqa: E402

DPI = 200


def seed_of(rid):
    return int.from_bytes(hashlib.sha256(("aq-scan:" + rid).encode()).digest()[:8], "big")


def angle_of(rid):
    rng = np.random.default_rng(seed_of(rid))
    mag = rng.uniform(0.15, 0.6)
    return float(mag if rng.integers(0, 2) else -mag)


def degrade(img, rng, angle):
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img, dtype=np.float64)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    h, w = a.shape
    yy, xx = np.mgrid[0:h, 0:w]
    for _ in range(14):
        cy, cx = rng.integers(0, h), rng.integers(0, w)
        ry, rx = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
        y0, y1 = max(0, cy - 4), min(h, cy + 5)
        x0, x1 = max(0, cx - 4), min(w, cx + 5)
        sub_y, sub_x = yy[y0:y1, x0:x1], xx[y0:y1, x0:x1]
        mask = ((sub_y - cy) / ry) ** 2 + ((sub_x - cx) / rx) ** 2 <= 1.0
        a[y0:y1, x0:x1][mask] = rng.uniform(25, 90)
    a = np.clip(a, 0, 255).astype(np.uint8)
    buf = io.BytesIO()
    Image.fromarray(a, "L").save(buf, format="JPEG", quality=70, dpi=(DPI, DPI))
    return buf.getvalue()


def scan(rid):
    src = os.path.join(ROOT, "rendered", rid + ".chromium.pdf")
    dst = os.path.join(ROOT, "rendered", rid + ".scan.pdf")
    tmp = tempfile.mkdtemp(prefix="aqscan-")
    try:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", src, os.path.join(tmp, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(tmp, "p-*.pgm")))
        rng = np.random.default_rng(seed_of(rid) + 1)
        angle = angle_of(rid)
        jpgs = [degrade(Image.open(p), rng, angle) for p in pages]
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(dst, "wb") as f:
            f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
        print("%s: %d page(s), rotation %+.2f°" % (rid, len(pages), angle))
    finally:
        shutil.rmtree(tmp)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    only = set(x for x in a.only.split(",") if x)
    for rep in REPORTS:
        if not only or rep["id"] in only:
            scan(rep["id"])


if __name__ == "__main__":
    main()
