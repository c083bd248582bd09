"""Chromium PDF -> image-only 'scan' PDF (200 dpi gray, slight rotation, blur, paper tone,
noise, specks, JPEG q70, img2pdf on A4).  Deterministic per report id."""
import glob, hashlib, io, os, subprocess, tempfile
import numpy as np
from PIL import Image, ImageFilter
import img2pdf


def make_scan(rid, src, dst):
    seed = int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    with tempfile.TemporaryDirectory(dir=os.path.dirname(os.path.dirname(os.path.abspath(dst)))) as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, os.path.join(td, 'p')], check=True)
        jpgs = []
        for f in sorted(glob.glob(os.path.join(td, 'p*.png'))):
            im = Image.open(f).convert('L')
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236 / 255 + 8
            a += rng.normal(0, 6, a.shape)
            h, w = a.shape
            for _ in range(int(rng.integers(12, 17))):
                cy, cx = int(rng.integers(0, h)), int(rng.integers(0, w))
                r = float(rng.uniform(1.0, 3.0))
                yy, xx = np.ogrid[max(0, cy - 4):min(h, cy + 5), max(0, cx - 4):min(w, cx + 5)]
                m = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
                sub = a[max(0, cy - 4):min(h, cy + 5), max(0, cx - 4):min(w, cx + 5)]
                sub[m] = rng.uniform(20, 70)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), 'L')
            b = io.BytesIO()
            im.save(b, 'JPEG', quality=70, dpi=(200, 200))
            jpgs.append(b.getvalue())
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(dst, 'wb') as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    return angle
