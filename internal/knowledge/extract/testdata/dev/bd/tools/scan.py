#!/usr/bin/env python3
"""Simulated scan: rendered/<id>.chromium.pdf -> rendered/<id>.scan.pdf (image only, no text layer).

pdftoppm 200 dpi gray; deterministic rotation 0.15–0.6° (sign and size seeded by the id);
Gaussian blur 0.6; paper tone a*236/255+8; normal noise sigma 6; 14 small dark specks per
page; JPEG quality 70; A4 pages via img2pdf.

usage: python3 tools/scan.py [bd01 ...]
"""
import glob
import hashlib
import io
import os
import random
import shutil
import subprocess
import sys
import tempfile

import img2pdf
import numpy as np
from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DPI = 200


def seed_of(rid):
    return int(hashlib.sha256(rid.encode()).hexdigest()[:12], 16)


def degrade(img, rng, nrng):
    angle = rng.uniform(0.15, 0.6) * rng.choice((-1, 1))
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img).astype(np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a += nrng.normal(0.0, 6.0, a.shape)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
    d = ImageDraw.Draw(img)
    w, h = img.size
    for _ in range(14):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        rx, ry = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
        d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=rng.randint(25, 90))
    return img, angle


def scan(rid):
    src = os.path.join(ROOT, "rendered", rid + ".chromium.pdf")
    out = os.path.join(ROOT, "rendered", rid + ".scan.pdf")
    tmp = tempfile.mkdtemp(prefix="labdev-bd-scan-")
    try:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", "-png", src, os.path.join(tmp, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(tmp, "p-*.png")))
        rng = random.Random(seed_of(rid))
        nrng = np.random.default_rng(seed_of(rid))
        jpgs, angles = [], []
        for pth in pages:
            img, angle = degrade(Image.open(pth), rng, nrng)
            angles.append(angle)
            buf = io.BytesIO()
            img.save(buf, format="JPEG", quality=70, dpi=(DPI, DPI))
            jpgs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(out, "wb") as f:
            f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
        print("%s: %d page(s), rotation %s" % (rid, len(pages), ", ".join("%.2f°" % x for x in angles)))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main(argv):
    ids = argv or sorted(os.path.basename(p)[:4] for p in glob.glob(os.path.join(ROOT, "rendered", "bd*.chromium.pdf")))
    for rid in ids:
        scan(rid)


if __name__ == "__main__":
    main(sys.argv[1:])
