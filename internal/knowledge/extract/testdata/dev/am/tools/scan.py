"""Make rendered/<id>.scan.pdf: an image-only 'scan' of the Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 degrees, sign and size seeded by the id)
-> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6 -> 14 small dark specks per page
-> JPEG quality 70 -> A4 pages with img2pdf.  No text layer.

usage: .venv/bin/python tools/scan.py [id ...]
"""
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
from PIL import Image, ImageFilter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IDS = ["am%02d" % i for i in range(1, 13)]
DPI = 200


def degrade(im, rnd, rng):
    angle = rnd.uniform(0.15, 0.6) * rnd.choice([-1, 1])
    im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    im = im.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(im).astype(np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a += rng.normal(0.0, 6.0, a.shape)
    h, w = a.shape
    for _ in range(14):
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        rx, ry = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
        val = rng.uniform(25, 90)
        x0, x1 = int(max(0, cx - rx - 1)), int(min(w, cx + rx + 2))
        y0, y1 = int(max(0, cy - ry - 1)), int(min(h, cy + ry + 2))
        yy, xx = np.mgrid[y0:y1, x0:x1]
        mask = ((xx - cx) / rx) ** 2 + ((yy - cy) / ry) ** 2 <= 1.0
        a[y0:y1, x0:x1][mask] = val
    a = np.clip(a, 0, 255).astype(np.uint8)
    buf = io.BytesIO()
    Image.fromarray(a, "L").save(buf, "JPEG", quality=70, dpi=(DPI, DPI))
    return buf.getvalue(), angle


def scan(rid):
    src = os.path.join(ROOT, "rendered", rid + ".chromium.pdf")
    out = os.path.join(ROOT, "rendered", rid + ".scan.pdf")
    seed = int(hashlib.sha256(("labdev-am/" + rid).encode()).hexdigest()[:12], 16)
    rnd, rng = random.Random(seed), np.random.default_rng(seed)
    with tempfile.TemporaryDirectory(prefix="labdev-am-scan-") as td:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", "-png", src, os.path.join(td, "p")], check=True)
        jpgs, angles = [], []
        for p in sorted(glob.glob(os.path.join(td, "p*.png"))):
            data, angle = degrade(Image.open(p).convert("L"), rnd, rng)
            jpgs.append(data)
            angles.append(angle)
    layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
    with open(out, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=layout))
    print("%s: %d page(s), rotation %s" % (rid, len(jpgs), ", ".join("%+.2f°" % a for a in angles)))


if __name__ == "__main__":
    for rid in sys.argv[1:] or IDS:
        scan(rid)
