"""Chromium print -> image-only "scan" PDF (deterministic per report id).

pdftoppm 200 dpi gray, small rotation (0.15-0.6 deg, seeded by the id), Gaussian blur 0.6,
paper tone a*236/255+8, normal noise sigma 6, 14 dark specks per page, JPEG q70, A4 pages (img2pdf).
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

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def make_scan(rid):
    src = os.path.join(OUT, "rendered", f"{rid}.chromium.pdf")
    dst = os.path.join(OUT, "rendered", f"{rid}.scan.pdf")
    rng = np.random.default_rng(zlib.crc32(rid.encode()))
    tmpdir = os.path.join(OUT, "tmp")
    os.makedirs(tmpdir, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=tmpdir) as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", src, os.path.join(td, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(td, "p-*.pgm")))
        jpgs = []
        for i, pg in enumerate(pages):
            im = Image.open(pg).convert("L")
            angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a = a + rng.normal(0.0, 6.0, a.shape)
            a = np.clip(a, 0, 255).astype(np.uint8)
            im = Image.fromarray(a, "L")
            d = ImageDraw.Draw(im)
            w, h = im.size
            for _ in range(14):
                x, y = rng.uniform(0, w), rng.uniform(0, h)
                rx, ry = rng.uniform(0.8, 2.8), rng.uniform(0.8, 2.8)
                d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=int(rng.integers(15, 80)))
            buf = io.BytesIO()
            im.save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(dst, "wb") as f:
            f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    return dst


if __name__ == "__main__":
    for rid in sys.argv[1:]:
        print(make_scan(rid))
