#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only 'scan' of rendered/<id>.chromium.pdf.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the id)
-> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6 -> 14 small
dark specks per page -> JPEG quality 70 -> A4 pages with img2pdf (no text layer).

usage: scan.py [id ...]      (default: all)
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
from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
IDS = [f"aj{i:02d}" for i in range(1, 13)]
DPI = 200


def seed_of(rid):
    return int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)


def degrade(img, rng, angle):
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img).astype(np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a += rng.normal(0.0, 6.0, a.shape)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
    d = ImageDraw.Draw(img)
    w, h = img.size
    for _ in range(14):
        x, y = rng.uniform(0.03, 0.97) * w, rng.uniform(0.03, 0.97) * h
        rx, ry = rng.uniform(1.0, 3.2), rng.uniform(1.0, 3.2)
        d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=int(rng.uniform(25, 90)))
    return img


def scan(rid):
    src = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    out = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    seed = seed_of(rid)
    rng = np.random.default_rng(seed)
    sign = 1 if seed % 2 else -1
    angle = sign * (0.15 + (seed % 10000) / 10000.0 * 0.45)
    with tempfile.TemporaryDirectory(prefix="labdev-aj-scan-") as tmp:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", src, os.path.join(tmp, "p")], check=True)
        jpgs = []
        for f in sorted(glob.glob(os.path.join(tmp, "p-*.pgm"))):
            img = degrade(Image.open(f), rng, angle)
            buf = io.BytesIO()
            img.save(buf, "JPEG", quality=70, dpi=(DPI, DPI))
            jpgs.append(buf.getvalue())
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(out, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    print(f"{rid}: scan with rotation {angle:+.2f} deg, {len(jpgs)} page(s)")


if __name__ == "__main__":
    for rid in (sys.argv[1:] or IDS):
        scan(rid)
