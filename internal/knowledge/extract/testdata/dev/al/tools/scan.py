"""Image-only 'scan' of a PDF: 200 dpi gray, small rotation, blur, paper tone,
noise, specks, JPEG q70, A4 pages via img2pdf (no text layer)."""
import hashlib
import os
import subprocess
import sys
import glob

import img2pdf
import numpy as np
from PIL import Image, ImageFilter


def seed_of(rid):
    return int.from_bytes(hashlib.sha256(rid.encode()).digest()[:8], "big")


def make_scan(src_pdf, out_pdf, rid, workdir):
    os.makedirs(workdir, exist_ok=True)
    for f in glob.glob(os.path.join(workdir, "p-*")):
        os.remove(f)
    subprocess.run(["pdftoppm", "-r", "200", "-gray", src_pdf, os.path.join(workdir, "p")], check=True)
    pages = sorted(glob.glob(os.path.join(workdir, "p-*.pgm")))
    rng = np.random.default_rng(seed_of(rid))
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    jpgs = []
    for k, p in enumerate(pages, 1):
        img = Image.open(p).convert("L")
        img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
        img = img.filter(ImageFilter.GaussianBlur(0.6))
        a = np.asarray(img, dtype=np.float32)
        a = a * 236.0 / 255.0 + 8.0
        a += rng.normal(0.0, 6.0, a.shape)
        h, w = a.shape
        yy, xx = np.ogrid[:h, :w]
        for _ in range(14):
            cy, cx = rng.integers(0, h), rng.integers(0, w)
            r = rng.uniform(1.0, 3.0)
            dark = rng.uniform(30, 90)
            y0, y1, x0, x1 = max(0, cy - 4), min(h, cy + 5), max(0, cx - 4), min(w, cx + 5)
            m = (yy[y0:y1] - cy) ** 2 + (xx[:, x0:x1] - cx) ** 2 <= r * r
            a[y0:y1, x0:x1][m] = dark
        a = np.clip(a, 0, 255).astype(np.uint8)
        out = os.path.join(workdir, f"p-{k:02d}.jpg")
        Image.fromarray(a, "L").save(out, "JPEG", quality=70, dpi=(200, 200))
        jpgs.append(out)
    layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
    with open(out_pdf, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=layout))
    for f in glob.glob(os.path.join(workdir, "p-*")):
        os.remove(f)
    return angle


if __name__ == "__main__":
    src, dst, rid = sys.argv[1:4]
    print(make_scan(src, dst, rid, os.path.join(os.path.dirname(os.path.abspath(dst)), "..", "build", "scan-" + rid)))
