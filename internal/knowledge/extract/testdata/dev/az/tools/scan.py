"""Image-only 'scan' of the Chromium print: 200 dpi gray, small rotation seeded
by the report id, Gaussian blur 0.6, paper tone, noise, specks, JPEG q70, A4."""
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


def seed_of(rid):
    return int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)


def degrade(img, rng):
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img).astype(np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a += rng.normal(0.0, 6.0, a.shape)
    h, w = a.shape
    yy, xx = np.ogrid[:h, :w]
    for _ in range(14):
        cy, cx = int(rng.integers(0, h)), int(rng.integers(0, w))
        r = float(rng.uniform(1.0, 3.0))
        dark = float(rng.uniform(20, 70))
        y0, y1, x0, x1 = max(cy - 4, 0), min(cy + 5, h), max(cx - 4, 0), min(cx + 5, w)
        m = (yy[y0:y1] - cy) ** 2 + (xx[:, x0:x1] - cx) ** 2 <= r * r
        a[y0:y1, x0:x1][m] = dark
    a = np.clip(a, 0, 255).astype(np.uint8)
    buf = io.BytesIO()
    Image.fromarray(a, "L").save(buf, "JPEG", quality=70, dpi=(200, 200))
    return buf.getvalue(), angle


def make_scan(src_pdf, out_pdf, rid):
    rng = np.random.default_rng(seed_of(rid))
    with tempfile.TemporaryDirectory(prefix="labdev-az-scan-") as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", src_pdf, os.path.join(td, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(td, "p*.pgm")))
        jpgs = []
        for p in pages:
            data, _ = degrade(Image.open(p), rng)
            jpgs.append(data)
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(out_pdf, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))


if __name__ == "__main__":
    make_scan(sys.argv[1], sys.argv[2], sys.argv[3])
