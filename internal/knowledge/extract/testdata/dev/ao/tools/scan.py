#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only 'scanned' copy of the Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the id) ->
Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6 -> 14 dark specks
per page -> JPEG quality 70 -> A4 pages with img2pdf (no text layer).
usage: tools/scan.py [ids...]
"""
from __future__ import annotations

import glob
import hashlib
import os
import shutil
import subprocess
import sys

import img2pdf
import numpy as np
from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
IDS = [f"ao{i:02d}" for i in range(1, 13)]


def seed_of(rid: str) -> int:
    return int(hashlib.sha256(rid.encode()).hexdigest()[:12], 16)


def scan(rid: str) -> str:
    src = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    tmp = os.path.join(ROOT, ".tmp", f"scan_{rid}")
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    subprocess.run(["pdftoppm", "-r", "200", "-gray", src, os.path.join(tmp, "p")], check=True)
    rng = np.random.default_rng(seed_of(rid))
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    jpgs = []
    for i, pgm in enumerate(sorted(glob.glob(os.path.join(tmp, "p-*.pgm")))):
        img = Image.open(pgm).convert("L")
        img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
        img = img.filter(ImageFilter.GaussianBlur(0.6))
        a = np.asarray(img, dtype=np.float32)
        a = a * 236.0 / 255.0 + 8.0
        a = a + rng.normal(0.0, 6.0, a.shape)
        img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
        dr = ImageDraw.Draw(img)
        h, w = a.shape
        for _ in range(14):
            x, y = int(rng.integers(0, w)), int(rng.integers(0, h))
            r = float(rng.uniform(0.8, 2.6))
            dr.ellipse([x - r, y - r * float(rng.uniform(0.6, 1.2)), x + r, y + r], fill=int(rng.integers(15, 90)))
        out = os.path.join(tmp, f"s-{i+1}.jpg")
        img.save(out, "JPEG", quality=70, dpi=(200, 200))
        jpgs.append(out)
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    dst = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    with open(dst, "wb") as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"{rid}: {len(jpgs)} page(s), rotation {angle:+.2f} deg", flush=True)
    return dst


if __name__ == "__main__":
    for rid in [a for a in sys.argv[1:] if not a.startswith("-")] or IDS:
        scan(rid)
