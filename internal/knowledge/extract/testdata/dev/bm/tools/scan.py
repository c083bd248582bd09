"""Image-only 'scan' of the Chromium print (deterministic, seeded by report id)."""
import glob, hashlib, io, os, subprocess, tempfile
import numpy as np
import img2pdf
from PIL import Image, ImageFilter


def make_scan(rep_id, chromium_pdf, out_pdf):
    seed = int(hashlib.sha256(rep_id.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", chromium_pdf, os.path.join(td, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(td, "p*.png")))
        jpgs = []
        for i, fn in enumerate(pages):
            im = Image.open(fn).convert("L")
            angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a += rng.normal(0, 6, a.shape)
            h, w = a.shape
            for _ in range(int(rng.integers(12, 17))):
                cy, cx = int(rng.integers(0, h)), int(rng.integers(0, w))
                r = int(rng.integers(1, 4))
                yy, xx = np.ogrid[-r:r + 1, -r:r + 1]
                mask = xx * xx + yy * yy <= r * r
                y0, y1, x0, x1 = max(cy - r, 0), min(cy + r + 1, h), max(cx - r, 0), min(cx + r + 1, w)
                sub = a[y0:y1, x0:x1]
                m = mask[(y0 - (cy - r)):(y0 - (cy - r)) + sub.shape[0], (x0 - (cx - r)):(x0 - (cx - r)) + sub.shape[1]]
                sub[m] = rng.uniform(20, 80)
            a = np.clip(a, 0, 255).astype(np.uint8)
            buf = io.BytesIO()
            Image.fromarray(a, "L").save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(out_pdf, "wb") as f:
            f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
