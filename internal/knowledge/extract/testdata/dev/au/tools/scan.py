#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only "scan" of the Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the id)
-> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6
-> 14 small dark specks per page -> JPEG quality 70 -> A4 pages with img2pdf.
No text layer.   usage: python3 tools/scan.py [ids...]
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

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DPI = 200


def seed_for(rid: str) -> int:
    return int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)


def degrade(img: Image.Image, rng: np.random.Generator, angle: float) -> Image.Image:
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img).astype(np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    a = np.clip(a, 0, 255).astype(np.uint8)
    out = Image.fromarray(a, "L")
    d = ImageDraw.Draw(out)
    w, h = out.size
    for _ in range(14):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        rx, ry = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
        d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=int(rng.integers(20, 80)))
    return out


def make_scan(rid: str) -> str:
    src = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    dst = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    seed = seed_for(rid)
    rng = np.random.default_rng(seed)
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.integers(0, 2) else -1)
    with tempfile.TemporaryDirectory(prefix="au_scan_") as td:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", src, os.path.join(td, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(td, "p*.pgm")))
        jpgs = []
        for p in pages:
            out = degrade(Image.open(p), rng, angle)
            buf = io.BytesIO()
            out.save(buf, format="JPEG", quality=70, dpi=(DPI, DPI))
            jpgs.append(buf.getvalue())
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(dst, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    return f"{rid}: {len(jpgs)} page(s), rotation {angle:+.2f}°"


def main(argv):
    sys.path.insert(0, HERE)
    from reports_data import REPORTS
    ids = argv or [r.id for r in REPORTS]
    for rid in ids:
        print(make_scan(rid))


if __name__ == "__main__":
    main(sys.argv[1:])
