"""Image-only 'scan' of each Chromium PDF: 200 dpi gray, small rotation, blur, paper tone, noise, specks, JPEG q70, A4 pages."""
import sys, os, glob, subprocess, tempfile, io, random
import numpy as np
from PIL import Image, ImageFilter
import img2pdf
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def scan(rid):
    src = f'{ROOT}/rendered/{rid}.chromium.pdf'
    seed = int(rid[1:]) * 7919
    rng = random.Random(seed); nrng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, f'{td}/p'], check=True)
        jpgs = []
        for i, f in enumerate(sorted(glob.glob(f'{td}/p*.png'))):
            im = Image.open(f).convert('L')
            ang = rng.choice([-1, 1]) * rng.uniform(0.15, 0.6)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.55))
            a = np.asarray(im).astype(np.float32)
            a = 18 + a * (232 - 18) / 255.0               # paper tone / ink not fully black
            a += nrng.normal(0, 6, a.shape)                # light noise
            h, w = a.shape
            for _ in range(rng.randint(4, 9)):             # dark specks
                y, x, r = rng.randrange(h), rng.randrange(w), rng.randint(1, 3)
                a[max(0, y - r):y + r, max(0, x - r):x + r] = rng.randint(20, 90)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            buf = io.BytesIO(); im.save(buf, 'JPEG', quality=70, dpi=(200, 200)); jpgs.append(buf.getvalue())
        lay = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
        open(f'{ROOT}/rendered/{rid}.scan.pdf', 'wb').write(img2pdf.convert(jpgs, layout_fun=lay))

if __name__ == '__main__':
    ids = sys.argv[1:] or sorted(os.path.basename(p).split('.')[0] for p in glob.glob(f'{ROOT}/rendered/*.chromium.pdf'))
    for rid in ids: scan(rid); print('scanned', rid)
