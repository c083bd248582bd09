"""Image-only 'scan' of the Chromium print."""
import glob, hashlib, io, os, subprocess, tempfile
import numpy as np
from PIL import Image, ImageFilter
import img2pdf


def make_scan(src_pdf, out_pdf, rid):
    seed = int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", src_pdf, os.path.join(td, "p")], check=True)
        jpgs = []
        for k, f in enumerate(sorted(glob.glob(os.path.join(td, "p*.pgm")))):
            im = Image.open(f).convert("L")
            ang = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a += rng.normal(0, 6, a.shape)
            h, w = a.shape
            for _ in range(int(rng.integers(12, 17))):
                cy, cx = int(rng.integers(0, h)), int(rng.integers(0, w))
                r = float(rng.uniform(1.0, 3.0))
                yy, xx = np.ogrid[-4:5, -4:5]
                mask = (yy * yy + xx * xx) <= r * r
                y0, x0 = max(cy - 4, 0), max(cx - 4, 0)
                sub = a[y0:cy + 5, x0:cx + 5]
                m = mask[(y0 - (cy - 4)):(y0 - (cy - 4)) + sub.shape[0], (x0 - (cx - 4)):(x0 - (cx - 4)) + sub.shape[1]]
                sub[m] = float(rng.uniform(30, 90))
            a = np.clip(a, 0, 255).astype(np.uint8)
            buf = io.BytesIO()
            Image.fromarray(a, "L").save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
        layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
        with open(out_pdf, "wb") as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=layout))
