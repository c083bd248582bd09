"""Image-only scan of the Chromium print (deterministic, seeded by the report id)."""
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


def seed_of(rid):
    return int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)


def make_scan(rid, src_pdf, out_pdf):
    seed = seed_of(rid)
    rng = np.random.default_rng(seed)
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.integers(0, 2) else -1)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", src_pdf, os.path.join(td, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(td, "p*.png")))
        jpgs = []
        for k, pth in enumerate(pages):
            im = Image.open(pth).convert("L")
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a = a + rng.normal(0, 6, a.shape)
            a = np.clip(a, 0, 255).astype(np.uint8)
            im = Image.fromarray(a, "L")
            d = ImageDraw.Draw(im)
            W, H = im.size
            for _ in range(int(rng.integers(12, 17))):
                x, y = int(rng.integers(0, W)), int(rng.integers(0, H))
                rx, ry = int(rng.integers(1, 4)), int(rng.integers(1, 4))
                d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=int(rng.integers(20, 90)))
            buf = io.BytesIO()
            im.save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
        layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
        with open(out_pdf, "wb") as f:
            f.write(img2pdf.convert(jpgs, layout_fun=layout))
    return angle


if __name__ == "__main__":
    print(make_scan(sys.argv[1], sys.argv[2], sys.argv[3]))
