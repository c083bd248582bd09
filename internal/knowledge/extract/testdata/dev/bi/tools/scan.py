#!/usr/bin/env python3
"""Make an image-only 'scan' PDF from a Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the report id)
-> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6 -> 14 dark specks per
page -> JPEG quality 70 -> A4 pages with img2pdf.  The result has no text layer.

Usage: python3 tools/scan.py in.chromium.pdf out.scan.pdf report_id
"""
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


def seed_of(rid: str) -> int:
    return int.from_bytes(hashlib.sha256(rid.encode()).digest()[:8], "big")


def degrade(img: Image.Image, rng: np.random.Generator, angle: float) -> bytes:
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img, dtype=np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    h, w = a.shape
    for _ in range(14):
        cy, cx = rng.integers(0, h), rng.integers(0, w)
        r = rng.uniform(0.8, 2.6)
        dark = rng.uniform(20, 90)
        y0, y1 = max(0, int(cy - r - 1)), min(h, int(cy + r + 2))
        x0, x1 = max(0, int(cx - r - 1)), min(w, int(cx + r + 2))
        yy, xx = np.mgrid[y0:y1, x0:x1]
        mask = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
        a[y0:y1, x0:x1][mask] = dark
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
    buf = io.BytesIO()
    out.save(buf, "JPEG", quality=70, dpi=(200, 200))
    return buf.getvalue()


def make_scan(pdf_in: str, pdf_out: str, rid: str) -> None:
    rng = np.random.default_rng(seed_of(rid))
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    tmp = tempfile.mkdtemp(prefix="bi_scan_")
    try:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", pdf_in, os.path.join(tmp, "p")],
                       check=True)
        pages = []
        for png in sorted(glob.glob(os.path.join(tmp, "p-*.png"))):
            with Image.open(png) as im:
                pages.append(degrade(im, rng, angle))
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(pdf_out, "wb") as f:
            f.write(img2pdf.convert(pages, layout_fun=img2pdf.get_layout_fun(a4)))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    make_scan(sys.argv[1], sys.argv[2], sys.argv[3])
