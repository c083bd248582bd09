#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only "scan" of the Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the id)
-> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6 -> 14 dark specks
per page -> JPEG quality 70 -> A4 PDF with img2pdf (no text layer).
usage: python3 tools/scan.py [id ...]
"""
import glob
import io
import os
import subprocess
import sys
import tempfile
import zlib

import img2pdf
import numpy as np
from PIL import Image, ImageDraw, ImageFilter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
A4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))


def scan(rid):
    src = f"{ROOT}/rendered/{rid}.chromium.pdf"
    rng = np.random.default_rng(zlib.crc32(rid.encode()))
    pages = []
    with tempfile.TemporaryDirectory(prefix="labdev-be-scan-") as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", src, f"{td}/p"], check=True)
        for fn in sorted(glob.glob(f"{td}/p-*.pgm")):
            im = Image.open(fn).convert("L")
            angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a = a + rng.normal(0.0, 6.0, a.shape)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
            d = ImageDraw.Draw(im)
            w, h = im.size
            for _ in range(14):
                x, y = rng.uniform(0, w), rng.uniform(0, h)
                rx, ry = rng.uniform(0.8, 3.0), rng.uniform(0.8, 3.0)
                d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=int(rng.uniform(25, 90)))
            buf = io.BytesIO()
            im.save(buf, "JPEG", quality=70, dpi=(200, 200))
            pages.append(buf.getvalue())
    with open(f"{ROOT}/rendered/{rid}.scan.pdf", "wb") as fh:
        fh.write(img2pdf.convert(pages, layout_fun=img2pdf.get_layout_fun(A4)))
    return len(pages)


if __name__ == "__main__":
    ids = sys.argv[1:] or sorted(os.path.basename(p).split(".")[0]
                                 for p in glob.glob(f"{ROOT}/rendered/*.chromium.pdf"))
    for rid in ids:
        print(rid, scan(rid), "page(s)")
