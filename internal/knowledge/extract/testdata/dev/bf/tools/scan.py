#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only "scan" of rendered/<id>.chromium.pdf.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the id)
-> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6
-> 14 small dark specks per page -> JPEG quality 70 -> A4 pages with img2pdf.
"""
from __future__ import annotations

import glob
import hashlib
import io
import os
import random
import subprocess
import sys
import tempfile

import img2pdf
import numpy as np
from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DPI = 200
A4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))


def degrade(img: Image.Image, rid: str, page: int) -> bytes:
    rnd = random.Random(f"{rid}")
    angle = rnd.uniform(0.15, 0.6) * rnd.choice((-1, 1))
    seed = int(hashlib.sha256(f"{rid}:{page}".encode()).hexdigest()[:8], 16)
    nrng = np.random.default_rng(seed)
    prng = random.Random(seed)
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img).astype(np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + nrng.normal(0.0, 6.0, a.shape)
    a = np.clip(a, 0, 255).astype(np.uint8)
    img = Image.fromarray(a, "L")
    d = ImageDraw.Draw(img)
    w, h = img.size
    for _ in range(14):
        x, y = prng.randrange(20, w - 20), prng.randrange(20, h - 20)
        rx, ry = prng.uniform(0.8, 2.6), prng.uniform(0.8, 2.6)
        d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=prng.randrange(20, 90))
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=70, dpi=(DPI, DPI))
    return buf.getvalue()


def scan(rid: str):
    src = os.path.join(ROOT, "rendered", rid + ".chromium.pdf")
    dst = os.path.join(ROOT, "rendered", rid + ".scan.pdf")
    with tempfile.TemporaryDirectory(prefix="bfscan_") as td:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", "-png", src, os.path.join(td, "p")], check=True)
        files = sorted(glob.glob(os.path.join(td, "p-*.png")))
        jpgs = []
        for i, f in enumerate(files, 1):
            with Image.open(f) as im:
                jpgs.append(degrade(im, rid, i))
    layout = img2pdf.get_layout_fun(A4)
    with open(dst, "wb") as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=layout))
    print(f"{rid}: {len(jpgs)} page(s) scanned")


def main(argv):
    ids = argv[1:] or [f"bf{i:02d}" for i in range(1, 13)]
    for rid in ids:
        scan(rid)


if __name__ == "__main__":
    main(sys.argv)
