"""Image-only 'scan' of each Chromium PDF: 200 dpi gray, small deterministic rotation, blur, paper tone, noise, specks, JPEG q70, A4 pages."""
import glob, io, os, subprocess, sys, tempfile, zlib
import numpy as np, img2pdf
from PIL import Image, ImageFilter
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ids = sys.argv[1:] or sorted(os.path.basename(p).split(".")[0] for p in glob.glob(f"{ROOT}/rendered/*.chromium.pdf"))
for rid in ids:
    seed = zlib.crc32(rid.encode()); rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory(dir=ROOT) as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", f"{ROOT}/rendered/{rid}.chromium.pdf", f"{td}/p"], check=True)
        jpgs = []
        for k, png in enumerate(sorted(glob.glob(f"{td}/p*.png"))):
            im = Image.open(png).convert("L")
            ang = (0.15 + 0.45 * ((seed >> (k + 3)) % 100) / 99.0) * (1 if (seed + k) % 2 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * (236 / 255.0) + 8                      # paper tone
            a += rng.normal(0, 6, a.shape)                 # light noise
            h, w = a.shape
            for _ in range(14):                            # dark specks
                y, x = rng.integers(0, h - 6), rng.integers(0, w - 6); s = rng.integers(2, 5)
                a[y:y + s, x:x + s] = rng.integers(20, 90)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            b = io.BytesIO(); im.save(b, "JPEG", quality=70, dpi=(200, 200)); jpgs.append(b.getvalue())
        layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
        open(f"{ROOT}/rendered/{rid}.scan.pdf", "wb").write(img2pdf.convert(jpgs, layout_fun=layout))
    print(rid, len(jpgs), "pages")
