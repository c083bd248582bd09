"""Make an image-only 'scan' of a PDF (deterministic, seeded by the report id)."""
import glob, hashlib, io, os, subprocess, sys, tempfile
import numpy as np
import img2pdf
from PIL import Image, ImageFilter


def seed_of(rid):
    return int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)


def make_scan(src_pdf, out_pdf, rid):
    rng = np.random.default_rng(seed_of(rid))
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src_pdf, os.path.join(td, 'p')], check=True)
        jpgs = []
        for f in sorted(glob.glob(os.path.join(td, 'p*.png'))):
            im = Image.open(f).convert('L')
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236.0 / 255.0 + 8.0
            a += rng.normal(0, 6, a.shape)
            h, w = a.shape
            for _ in range(int(rng.integers(12, 17))):
                cy, cx = int(rng.integers(0, h)), int(rng.integers(0, w))
                r = int(rng.integers(1, 4))
                yy, xx = np.ogrid[max(0, cy - r):cy + r + 1, max(0, cx - r):cx + r + 1]
                mask = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
                sub = a[max(0, cy - r):cy + r + 1, max(0, cx - r):cx + r + 1]
                sub[mask] = rng.uniform(20, 90)
            a = np.clip(a, 0, 255).astype(np.uint8)
            buf = io.BytesIO()
            Image.fromarray(a, 'L').save(buf, 'JPEG', quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
    layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
    with open(out_pdf, 'wb') as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=layout))
    return angle


if __name__ == '__main__':
    make_scan(sys.argv[1], sys.argv[2], sys.argv[3])
