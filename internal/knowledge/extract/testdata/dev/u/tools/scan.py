"""Image-only 'scan' of a PDF: 200 dpi gray, small rotation, blur, paper tone, noise, specks, JPEG q70, A4 via img2pdf."""
import glob, io, os, subprocess, tempfile, zlib
import numpy as np
from PIL import Image, ImageFilter
import img2pdf

def make_scan(src, out, rid):
    seed = zlib.crc32(rid.encode())
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", src, os.path.join(td, "p")], check=True)
        jpgs = []
        for k, fn in enumerate(sorted(glob.glob(os.path.join(td, "p*.png")))):
            im = Image.open(fn).convert("L")
            ang = (0.15 + 0.45 * ((seed >> (k * 3)) % 100) / 100.0) * (1 if (seed + k) % 2 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.55))
            a = np.asarray(im).astype(np.float32)
            a = 18 + a * (232 - 18) / 255.0            # paper tone / ink not fully black
            a += rng.normal(0, 5.0, a.shape)            # light noise
            h, w = a.shape
            for _ in range(int(rng.integers(5, 12))):   # dark specks
                cy, cx, r = int(rng.integers(0, h)), int(rng.integers(0, w)), int(rng.integers(1, 4))
                a[max(cy - r, 0):cy + r, max(cx - r, 0):cx + r] = rng.uniform(30, 90)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            buf = io.BytesIO()
            im.save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
    layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
    with open(out, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=layout))
