"""Image-only 'scan' of the Chromium print (deterministic per report id)."""
import glob, hashlib, io, os, subprocess, tempfile
import numpy as np
import img2pdf
from PIL import Image, ImageDraw, ImageFilter


def seed_of(rid):
    return int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)


def make_scan(rid, chromium_pdf, out_pdf):
    seed = seed_of(rid)
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", chromium_pdf, os.path.join(td, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(td, "p*.pgm")))
        jpgs = []
        for i, pg in enumerate(pages):
            im = Image.open(pg).convert("L")
            angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * 236 / 255 + 8
            a = a + rng.normal(0, 6, a.shape)
            a = np.clip(a, 0, 255).astype(np.uint8)
            im = Image.fromarray(a, "L")
            d = ImageDraw.Draw(im)
            h, w = a.shape
            for _ in range(14):
                cx, cy = rng.uniform(0, w), rng.uniform(0, h)
                r = rng.uniform(1.0, 3.5)
                d.ellipse([cx - r, cy - r * rng.uniform(0.6, 1.4), cx + r, cy + r], fill=int(rng.uniform(20, 90)))
            buf = io.BytesIO()
            im.save(buf, "JPEG", quality=70)
            jpgs.append(buf.getvalue())
        layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
        with open(out_pdf, "wb") as f:
            f.write(img2pdf.convert(jpgs, layout_fun=layout))
