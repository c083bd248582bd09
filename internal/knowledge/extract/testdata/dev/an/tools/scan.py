#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only 'scan' of the Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the id)
-> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6 -> 14 small dark
specks per page -> JPEG quality 70 -> A4 pages with img2pdf (no text layer).
Usage: scan.py [an01 ...]   (default: every rendered/*.chromium.pdf)"""
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
DPI = 200


def seed_for(rid):
    return int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)


def degrade(img, rng, angle):
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img).astype(np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    a = np.clip(a, 0, 255).astype(np.uint8)
    img = Image.fromarray(a, "L")
    d = ImageDraw.Draw(img)
    w, h = img.size
    for _ in range(14):
        x, y = rng.uniform(0.03 * w, 0.97 * w), rng.uniform(0.03 * h, 0.97 * h)
        rx, ry = rng.uniform(0.6, 2.2), rng.uniform(0.6, 2.2)
        shade = int(rng.uniform(20, 90))
        d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=shade)
    return img


def make_scan(rid):
    src = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    out = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    rng = np.random.default_rng(seed_for(rid))
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.integers(0, 2) else -1)
    os.makedirs(os.path.join(ROOT, "work"), exist_ok=True)
    tmpdir = tempfile.mkdtemp(prefix=f"scan-{rid}-", dir=os.path.join(ROOT, "work"))
    subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", "-png", src, os.path.join(tmpdir, "p")],
                   check=True)
    jpgs = []
    for png in sorted(glob.glob(os.path.join(tmpdir, "p*.png"))):
        img = degrade(Image.open(png), rng, angle)
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=70, dpi=(DPI, DPI))
        jpgs.append(buf.getvalue())
        os.remove(png)
    os.rmdir(tmpdir)
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    layout = img2pdf.get_layout_fun(a4)
    with open(out, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=layout))
    return out, angle


if __name__ == "__main__":
    ids = sys.argv[1:] or sorted(os.path.basename(p).split(".")[0]
                                 for p in glob.glob(os.path.join(ROOT, "rendered", "*.chromium.pdf")))
    for rid in ids:
        path, ang = make_scan(rid)
        print(f"{rid}: {os.path.relpath(path, ROOT)} (rotation {ang:+.2f} deg)")
