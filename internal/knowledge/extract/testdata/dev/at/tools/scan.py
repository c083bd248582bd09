#!/usr/bin/env python3
"""Turn a Chromium PDF into an image-only "scan" PDF.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15–0.6°, seeded by the
report id) -> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise
sigma 6 -> 14 small dark specks per page -> JPEG q70 -> A4 pages via img2pdf.
usage: python3 tools/scan.py rendered/at01.chromium.pdf rendered/at01.scan.pdf at01
"""
import glob, io, os, shutil, subprocess, sys, tempfile, zlib

import img2pdf
import numpy as np
from PIL import Image, ImageFilter

DPI = 200


def seed_for(rid):
    return zlib.crc32(rid.encode('utf-8')) & 0xFFFFFFFF


def degrade(img, rng, angle):
    img = img.convert('L').rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img, dtype=np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    h, w = a.shape
    yy, xx = np.ogrid[:h, :w]
    for _ in range(14):
        cy, cx = rng.integers(0, h), rng.integers(0, w)
        ry, rx = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
        y0, y1, x0, x1 = max(0, cy - 4), min(h, cy + 5), max(0, cx - 4), min(w, cx + 5)
        sub_y, sub_x = yy[y0:y1], xx[:, x0:x1]
        mask = ((sub_y - cy) / ry) ** 2 + ((sub_x - cx) / rx) ** 2 <= 1.0
        a[y0:y1, x0:x1][mask] = rng.uniform(25, 80)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), 'L')


def make_scan(src_pdf, dst_pdf, rid):
    rng = np.random.default_rng(seed_for(rid))
    mag = 0.15 + rng.random() * 0.45
    angle = mag if rng.random() < 0.5 else -mag
    tmp = tempfile.mkdtemp(prefix='labdev-at-scan-')
    try:
        subprocess.run(['pdftoppm', '-r', str(DPI), '-gray', src_pdf, os.path.join(tmp, 'p')], check=True)
        pages = sorted(glob.glob(os.path.join(tmp, 'p*.pgm')))
        jpegs = []
        for p in pages:
            img = degrade(Image.open(p), rng, angle)
            buf = io.BytesIO()
            img.save(buf, 'JPEG', quality=70, dpi=(DPI, DPI))
            jpegs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(dst_pdf, 'wb') as f:
            f.write(img2pdf.convert(jpegs, layout_fun=img2pdf.get_layout_fun(a4)))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return angle


if __name__ == '__main__':
    src, dst, rid = sys.argv[1:4]
    print('%s rotated %.3f°' % (rid, make_scan(src, dst, rid)))
