"""Image-only 'scan' of the Chromium print: 200 dpi grey, small seeded rotation, blur,
paper tone, noise, specks, JPEG q70, img2pdf to A4."""
import glob
import io
import os
import subprocess
import tempfile
import zlib

import img2pdf
import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def make_scan(src_pdf, out_pdf, rid):
    seed = zlib.crc32(rid.encode())
    rng = np.random.default_rng(seed)
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    jpgs = []
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', src_pdf, os.path.join(td, 'p')], check=True)
        for f in sorted(glob.glob(os.path.join(td, 'p*.pgm'))):
            im = Image.open(f).convert('L')
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a = a + rng.normal(0, 6, a.shape)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            d = ImageDraw.Draw(im)
            W, H = im.size
            for _ in range(14):
                cx, cy = rng.uniform(0, W), rng.uniform(0, H)
                rx, ry = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
                d.ellipse([cx - rx, cy - ry, cx + rx, cy + ry], fill=int(rng.uniform(20, 90)))
            buf = io.BytesIO()
            im.save(buf, format='JPEG', quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
    layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
    with open(out_pdf, 'wb') as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=layout))
    return angle
