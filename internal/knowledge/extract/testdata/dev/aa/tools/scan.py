"""Image-only 'scan' of each Chromium PDF: 200 dpi gray, small rotation, blur, paper tone, noise, specks, JPEG q70, A4 pages."""
import glob, io, os, subprocess, sys, tempfile, random
import numpy as np, img2pdf
from PIL import Image, ImageFilter
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ids = sys.argv[1:] or sorted(os.path.basename(p)[:4] for p in glob.glob(f'{ROOT}/rendered/*.chromium.pdf'))
for n, i in enumerate(ids):
    rnd = random.Random(1000 + n); np_r = np.random.default_rng(1000 + n)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', f'{ROOT}/rendered/{i}.chromium.pdf', f'{td}/p'], check=True)
        jpgs = []
        for png in sorted(glob.glob(f'{td}/p*.png')):
            im = Image.open(png).convert('L')
            ang = rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.6)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = 18 + a * (232 / 255.0)                      # paper tone (max ~250) and toner floor
            a += np_r.normal(0, 6, a.shape)                  # light noise
            h, w = a.shape
            for _ in range(rnd.randint(4, 9)):               # dark specks
                y, x, r = rnd.randrange(h), rnd.randrange(w), rnd.randint(1, 3)
                a[max(0, y - r):y + r, max(0, x - r):x + r] = rnd.randint(20, 80)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            b = io.BytesIO(); im.save(b, 'JPEG', quality=70, dpi=(200, 200)); jpgs.append(b.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        open(f'{ROOT}/rendered/{i}.scan.pdf', 'wb').write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    print(i, len(jpgs), 'pages')
