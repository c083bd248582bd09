#!/usr/bin/env python3
"""Simulated scan of a Chromium print: image-only A4 PDF, deterministic per report id.

pdftoppm 200 dpi gray -> rotation 0.15-0.6 deg (seeded by id, either sign) ->
Gaussian blur 0.6 -> paper tone a*236/255+8 -> normal noise sigma 6 ->
14 small dark specks per page -> JPEG quality 70 -> img2pdf on A4 pages.

usage: python tools/scan.py in.chromium.pdf out.scan.pdf ID
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

DPI = 200


def seed_of(rid: str) -> int:
    return int(hashlib.sha256(rid.encode()).hexdigest()[:12], 16)


def angle_of(rid: str) -> float:
    s = seed_of(rid)
    mag = 0.15 + (s % 10000) / 9999 * 0.45
    return mag if (s >> 20) % 2 else -mag


def degrade(img: Image.Image, rng: np.random.Generator, angle: float) -> Image.Image:
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img, dtype=np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
    d = ImageDraw.Draw(img)
    w, h = img.size
    for _ in range(14):
        x, y = int(rng.integers(0, w)), int(rng.integers(0, h))
        rx, ry = int(rng.integers(1, 4)), int(rng.integers(1, 4))
        d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=int(rng.integers(20, 90)))
    return img


def make_scan(pdf_in: str, pdf_out: str, rid: str) -> int:
    rng = np.random.default_rng(seed_of(rid))
    angle = angle_of(rid)
    with tempfile.TemporaryDirectory(prefix="labdev-ak-scan-") as d:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", "-png", pdf_in, os.path.join(d, "p")], check=True)
        jpgs = []
        for p in sorted(glob.glob(os.path.join(d, "p-*.png"))):
            img = degrade(Image.open(p), rng, angle)
            buf = io.BytesIO()
            img.save(buf, "JPEG", quality=70, dpi=(DPI, DPI))
            jpgs.append(buf.getvalue())
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(pdf_out, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    return len(jpgs)


if __name__ == "__main__":
    print(make_scan(sys.argv[1], sys.argv[2], sys.argv[3]))
