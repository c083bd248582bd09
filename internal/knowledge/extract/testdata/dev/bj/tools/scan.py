"""Image-only 'scan' of the Chromium print (deterministic per report id)."""
import glob, hashlib, io, os, random, subprocess, tempfile
import numpy as np
import img2pdf
from PIL import Image, ImageFilter


def seed_of(rid):
    return int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)


def make_scan(rid, src_pdf, out_pdf):
    rnd = random.Random(seed_of(rid))
    rng = np.random.default_rng(seed_of(rid))
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src_pdf, os.path.join(td, 'p')], check=True)
        jpgs = []
        for png in sorted(glob.glob(os.path.join(td, 'p*.png'))):
            im = Image.open(png).convert('L')
            angle = rnd.uniform(0.15, 0.6) * rnd.choice([-1, 1])
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a = a + rng.normal(0, 6, a.shape)
            h, w = a.shape
            for _ in range(14):
                cy, cx = rng.integers(0, h), rng.integers(0, w)
                r = rng.integers(1, 4)
                a[max(0, cy - r):cy + r, max(0, cx - r):cx + r] = rng.integers(20, 90)
            a = np.clip(a, 0, 255).astype(np.uint8)
            buf = io.BytesIO()
            Image.fromarray(a, 'L').save(buf, 'JPEG', quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(out_pdf, 'wb') as f:
            f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
