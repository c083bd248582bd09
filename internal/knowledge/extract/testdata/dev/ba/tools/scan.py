#!/usr/bin/env python3
"""Make an image-only "scan" PDF from a Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the id)
-> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6 -> 14 dark specks
per page -> JPEG quality 70 -> A4 pages with img2pdf.  No text layer.

    python3 tools/scan.py rendered/ba01.chromium.pdf rendered/ba01.scan.pdf ba01
"""
from __future__ import annotations

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

DPI = 200


def seed_of(rid: str) -> int:
    return int.from_bytes(hashlib.sha256(rid.encode()).digest()[:8], "big")


def angle_of(rid: str) -> float:
    s = seed_of(rid)
    mag = 0.15 + (s % 10_000) / 10_000 * 0.45          # 0.15 .. 0.60 degrees
    sign = 1 if (s >> 20) & 1 else -1
    return round(sign * mag, 3)


def degrade(img: Image.Image, rid: str, page: int) -> bytes:
    rng = np.random.default_rng(seed_of(f"{rid}/{page}"))
    img = img.convert("L")
    img = img.rotate(angle_of(rid), resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img).astype(np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    h, w = a.shape
    yy, xx = np.mgrid[0:h, 0:w]
    for _ in range(14):
        cy, cx = rng.integers(40, h - 40), rng.integers(40, w - 40)
        r = rng.uniform(1.0, 2.6)
        level = rng.uniform(25, 90)
        y0, y1, x0, x1 = cy - 4, cy + 5, cx - 4, cx + 5
        m = (yy[y0:y1, x0:x1] - cy) ** 2 + ((xx[y0:y1, x0:x1] - cx) * rng.uniform(0.7, 1.3)) ** 2 <= r * r
        a[y0:y1, x0:x1][m] = level
    a = np.clip(a, 0, 255).astype(np.uint8)
    buf = io.BytesIO()
    Image.fromarray(a, "L").save(buf, format="JPEG", quality=70, dpi=(DPI, DPI))
    return buf.getvalue()


def make_scan(src_pdf: str, out_pdf: str, rid: str) -> None:
    with tempfile.TemporaryDirectory(prefix="ba-scan-") as td:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", src_pdf, os.path.join(td, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(td, "p-*.pgm")))
        jpgs = [degrade(Image.open(p), rid, i) for i, p in enumerate(pages)]
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(out_pdf, "wb") as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))


if __name__ == "__main__":
    make_scan(sys.argv[1], sys.argv[2], sys.argv[3])
