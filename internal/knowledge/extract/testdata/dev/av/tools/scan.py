#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only "scan" of the Chromium print.

Per page: pdftoppm 200 dpi grey -> small deterministic rotation (0.15-0.6 deg,
seeded by the report id) -> Gaussian blur 0.6 -> paper tone (a*236/255+8) ->
normal noise sigma 6 -> 14 small dark specks -> JPEG quality 70 -> A4 PDF
(img2pdf).  The result has no text layer.

usage: python3 tools/scan.py [id ...]
"""
import glob
import os
import shutil
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


def rng_for(rid):
    return np.random.default_rng(zlib.crc32(rid.encode("utf-8")))


def angle_for(rid):
    rng = rng_for(rid)
    mag = rng.uniform(0.15, 0.6)
    sign = 1 if rng.integers(0, 2) else -1
    return float(sign * mag)


def degrade(img, rid, page_no, angle):
    rng = np.random.default_rng(zlib.crc32(f"{rid}-p{page_no}".encode("utf-8")))
    img = img.convert("L")
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img, dtype=np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    a = np.clip(a, 0, 255).astype(np.uint8)
    img = Image.fromarray(a, "L")
    d = ImageDraw.Draw(img)
    w, h = img.size
    for _ in range(14):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        rx, ry = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
        d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=int(rng.integers(15, 80)))
    return img


def scan(rid):
    src = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    dst = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    tmp = tempfile.mkdtemp(prefix=f"labdev-av-scan-{rid}-")
    try:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", "-png", src, os.path.join(tmp, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(tmp, "p-*.png")))
        angle = angle_for(rid)
        jpgs = []
        for i, p in enumerate(pages, 1):
            img = degrade(Image.open(p), rid, i, angle)
            j = os.path.join(tmp, f"s-{i:02d}.jpg")
            img.save(j, "JPEG", quality=70, dpi=(DPI, DPI))
            jpgs.append(j)
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(dst, "wb") as f:
            f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
        print(f"{rid}: {len(jpgs)} page(s), rotation {angle:+.2f} deg -> {os.path.relpath(dst, ROOT)}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main(ids):
    if not ids:
        ids = sorted(os.path.basename(p).split(".")[0]
                     for p in glob.glob(os.path.join(ROOT, "rendered", "*.chromium.pdf")))
    for rid in ids:
        scan(rid)


if __name__ == "__main__":
    main(sys.argv[1:])
