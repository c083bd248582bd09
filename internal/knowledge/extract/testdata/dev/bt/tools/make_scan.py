"""Image-only 'scan' of the Chromium print (deterministic, seeded by report id)."""
import glob, hashlib, io, os, subprocess, sys, tempfile
import numpy as np
from PIL import Image, ImageFilter
import img2pdf


def seed_for(rid):
    return int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)


def make_scan(rid, src_pdf, out_pdf):
    rng = np.random.default_rng(seed_for(rid))
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src_pdf, os.path.join(td, 'p')], check=True)
        pages = sorted(glob.glob(os.path.join(td, 'p*.png')))
        jpgs = []
        for p in pages:
            im = Image.open(p).convert('L')
            angle = rng.uniform(0.15, 0.6) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a += rng.normal(0, 6, a.shape)
            hgt, wid = a.shape
            for _ in range(int(rng.integers(12, 17))):
                cy, cx = int(rng.integers(0, hgt)), int(rng.integers(0, wid))
                r = float(rng.uniform(1.0, 3.0))
                y0, y1 = max(0, int(cy - r - 1)), min(hgt, int(cy + r + 2))
                x0, x1 = max(0, int(cx - r - 1)), min(wid, int(cx + r + 2))
                yy, xx = np.mgrid[y0:y1, x0:x1]
                mask = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
                a[y0:y1, x0:x1][mask] = rng.uniform(20, 80)
            a = np.clip(a, 0, 255).astype(np.uint8)
            buf = io.BytesIO()
            Image.fromarray(a, 'L').save(buf, 'JPEG', quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(out_pdf, 'wb') as f:
            f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))


if __name__ == '__main__':
    make_scan(sys.argv[1], sys.argv[2], sys.argv[3])
