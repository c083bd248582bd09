"""Image-only 'scan' of the Chromium print."""
import glob, io, os, subprocess, tempfile, zlib
import numpy as np
import img2pdf
from PIL import Image, ImageFilter


def make_scan(src_pdf, out_pdf, rid):
    seed = zlib.crc32(rid.encode())
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", src_pdf, os.path.join(td, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(td, "p*.pgm")))
        jpgs = []
        for i, f in enumerate(pages):
            im = Image.open(f).convert("L")
            ang = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a += rng.normal(0.0, 6.0, a.shape)
            h, w = a.shape
            for _ in range(int(rng.integers(12, 17))):
                cy, cx = int(rng.integers(0, h)), int(rng.integers(0, w))
                r = float(rng.uniform(0.8, 2.6))
                yy, xx = np.ogrid[max(0, cy - 4):min(h, cy + 5), max(0, cx - 4):min(w, cx + 5)]
                m = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
                sub = a[max(0, cy - 4):min(h, cy + 5), max(0, cx - 4):min(w, cx + 5)]
                sub[m] = rng.uniform(20, 70)
            a = np.clip(a, 0, 255).astype(np.uint8)
            buf = io.BytesIO()
            Image.fromarray(a, "L").save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(out_pdf, "wb") as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
