"""Image-only 'scan' of the Chromium print (deterministic per report id)."""
import glob, hashlib, os, subprocess, tempfile
import numpy as np
import img2pdf
from PIL import Image, ImageDraw, ImageFilter


def seed_of(rid):
    return int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)


def make_scan(src_pdf, out_pdf, rid):
    rng = np.random.default_rng(seed_of(rid))
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', src_pdf, os.path.join(td, 'p')], check=True)
        jpgs = []
        for i, f in enumerate(sorted(glob.glob(os.path.join(td, 'p*.pgm')))):
            im = Image.open(f).convert('L')
            ang = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236 / 255 + 8
            a = a + rng.normal(0, 6, a.shape)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            d = ImageDraw.Draw(im)
            W, H = im.size
            for _ in range(int(rng.integers(12, 17))):
                x, y = rng.uniform(0, W), rng.uniform(0, H)
                r = rng.uniform(1.0, 3.5)
                d.ellipse([x - r, y - r * rng.uniform(0.6, 1.4), x + r, y + r], fill=int(rng.integers(20, 90)))
            jp = os.path.join(td, f'q{i:02d}.jpg')
            im.save(jp, 'JPEG', quality=70, dpi=(200, 200))
            jpgs.append(jp)
        lay = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
        with open(out_pdf, 'wb') as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=lay))
