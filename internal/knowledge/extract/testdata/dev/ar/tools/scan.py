#!/usr/bin/env python3
"""Make rendered/<id>.scan.pdf: an image-only "scan" of the Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by
the id and page) -> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal
noise sigma 6 -> 14 small dark specks per page -> JPEG q70 -> A4 pages (img2pdf).
"""
import argparse
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

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

DPI = 200


def seed_for(rid, page):
    return int.from_bytes(hashlib.sha256(f'{rid}:{page}'.encode()).digest()[:8], 'big')


def degrade(im, rid, page):
    rng = np.random.default_rng(seed_for(rid, page))
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    im = im.convert('L').rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    im = im.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(im, dtype=np.float64)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    h, w = a.shape
    yy, xx = np.mgrid[0:h, 0:w]
    for _ in range(14):
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(0.8, 2.4)
        val = rng.uniform(15, 80)
        y0, y1 = int(max(0, cy - 4)), int(min(h, cy + 5))
        x0, x1 = int(max(0, cx - 4)), int(min(w, cx + 5))
        sub = (xx[y0:y1, x0:x1] - cx) ** 2 + (yy[y0:y1, x0:x1] - cy) ** 2 <= r * r
        a[y0:y1, x0:x1][sub] = val
    a = np.clip(a, 0, 255).astype(np.uint8)
    return Image.fromarray(a, 'L'), angle


def scan(rid):
    src = os.path.join(ROOT, 'rendered', f'{rid}.chromium.pdf')
    dst = os.path.join(ROOT, 'rendered', f'{rid}.scan.pdf')
    with tempfile.TemporaryDirectory(prefix='labdev-ar-scan-') as tmp:
        subprocess.run(['pdftoppm', '-r', str(DPI), '-gray', src, os.path.join(tmp, 'p')], check=True)
        pages = sorted(glob.glob(os.path.join(tmp, 'p-*.pgm')), key=lambda p: int(p.rsplit('-', 1)[1][:-4]))
        jpgs, angles = [], []
        for i, p in enumerate(pages, 1):
            im, ang = degrade(Image.open(p), rid, i)
            buf = io.BytesIO()
            im.save(buf, format='JPEG', quality=70, dpi=(DPI, DPI))
            jpgs.append(buf.getvalue())
            angles.append(ang)
        layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
        with open(dst, 'wb') as f:
            f.write(img2pdf.convert(jpgs, layout_fun=layout))
    print(f'{rid}: {len(pages)} page(s), rotation ' + ', '.join(f'{a:+.2f}°' for a in angles))


def main():
    from reports import REPORTS
    ap = argparse.ArgumentParser()
    ap.add_argument('--only', default='')
    a = ap.parse_args()
    only = set(x for x in a.only.split(',') if x)
    for rep in REPORTS:
        if only and rep['id'] not in only:
            continue
        scan(rep['id'])


if __name__ == '__main__':
    main()
