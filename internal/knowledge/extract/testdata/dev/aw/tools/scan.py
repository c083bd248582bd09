#!/usr/bin/env python3
"""Make an image-only "scan" PDF from a Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the id)
-> Gaussian blur 0.6 -> paper tone a*236/255+8 -> normal noise sigma 6 -> 14 small dark
specks per page -> JPEG quality 70 -> A4 pages with img2pdf.  No text layer.

usage: python3 tools/scan.py <in.chromium.pdf> <out.scan.pdf> <id>
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

DPI = 200


def seed_of(rid):
    return int(hashlib.sha256(rid.encode("utf-8")).hexdigest()[:12], 16)


def degrade(img, rng, nprng):
    angle = rng.uniform(0.15, 0.6) * rng.choice([-1, 1])
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img, dtype=np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + nprng.normal(0.0, 6.0, a.shape)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
    d = ImageDraw.Draw(img)
    w, h = img.size
    for _ in range(14):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        rx, ry = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
        d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=rng.randint(20, 90))
    return img, angle


def make_scan(src, dst, rid):
    rng = random.Random(seed_of(rid))
    nprng = np.random.default_rng(seed_of(rid))
    tmp = tempfile.mkdtemp(prefix="aw-scan-")
    try:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", src, os.path.join(tmp, "p")], check=True)
        jpgs = []
        for pg in sorted(glob.glob(os.path.join(tmp, "p-*.pgm"))):
            img, _ = degrade(Image.open(pg).convert("L"), rng, nprng)
            buf = io.BytesIO()
            img.save(buf, "JPEG", quality=70, dpi=(DPI, DPI))
            jpgs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(dst, "wb") as f:
            f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    make_scan(sys.argv[1], sys.argv[2], sys.argv[3])
