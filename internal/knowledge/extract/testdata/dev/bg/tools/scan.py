#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only 'scan' of the Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the id) ->
Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6 -> 14 small dark specks
per page -> JPEG quality 70 -> A4 pages with img2pdf.  No text layer.
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
IDS = [f"bg{i:02d}" for i in range(1, 13)]


def seed_of(rid):
    return int.from_bytes(hashlib.sha256(rid.encode()).digest()[:8], "big")


def scan(rid):
    src = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    dst = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    rng = np.random.default_rng(seed_of(rid))
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    jpgs = []
    with tempfile.TemporaryDirectory(prefix="bgscan_") as tmp:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", src, os.path.join(tmp, "p")], check=True)
        for path in sorted(glob.glob(os.path.join(tmp, "p*.pgm"))):
            im = Image.open(path).convert("L")
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im, dtype=np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a = a + rng.normal(0.0, 6.0, a.shape)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
            d = ImageDraw.Draw(im)
            w, h = im.size
            for _ in range(14):
                x, y = float(rng.uniform(0, w)), float(rng.uniform(0, h))
                rx, ry = float(rng.uniform(0.8, 3.0)), float(rng.uniform(0.8, 3.0))
                g = int(rng.integers(15, 80))
                d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=g)
            buf = io.BytesIO()
            im.save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(dst, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    return angle, len(jpgs)


def main(argv):
    ids = [a for a in argv if not a.startswith("-")] or IDS
    for rid in ids:
        angle, n = scan(rid)
        print(f"{rid}: scan {n} page(s), rotation {angle:+.2f} deg")


if __name__ == "__main__":
    main(sys.argv[1:])
