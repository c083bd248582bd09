"""Image-only 'scan' of the Chromium print."""
import glob
import hashlib
import os
import random
import subprocess
import tempfile

import img2pdf
import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def make_scan(src_pdf, out_pdf, rid):
    seed = int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)
    rnd = random.Random(seed)
    nrs = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', src_pdf, os.path.join(td, 'p')], check=True)
        jpgs = []
        for k, f in enumerate(sorted(glob.glob(os.path.join(td, 'p*.pgm')))):
            im = Image.open(f).convert('L')
            ang = rnd.uniform(0.15, 0.6) * rnd.choice((-1, 1))
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236 / 255 + 8
            a = a + nrs.normal(0, 6, a.shape)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            d = ImageDraw.Draw(im)
            W, H = im.size
            for _ in range(14):
                x, y = rnd.randrange(W), rnd.randrange(H)
                rx, ry = rnd.uniform(1, 3.5), rnd.uniform(1, 3.5)
                d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=rnd.randrange(20, 90))
            jp = os.path.join(td, f's{k:02d}.jpg')
            im.save(jp, 'JPEG', quality=70, dpi=(200, 200))
            jpgs.append(jp)
        layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
        with open(out_pdf, 'wb') as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=layout))
