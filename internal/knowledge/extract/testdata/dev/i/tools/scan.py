"""Image-only simulated scans of the Chromium prints: 200 dpi gray, slight deterministic rotation, paper tone,
mild blur + noise, a few specks, JPEG q70, embedded full page in a PDF without text layer."""
import sys, os, glob, subprocess, hashlib, tempfile
import numpy as np
from PIL import Image, ImageFilter
from fpdf import FPDF

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def scan(rid):
    seed = int(hashlib.sha1(rid.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    src = os.path.join(BASE, 'rendered', rid + '.chromium.pdf')
    tmp = tempfile.mkdtemp()
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, os.path.join(tmp, 'p')], check=True)
    pages = sorted(glob.glob(os.path.join(tmp, 'p*.png')))
    pdf = None
    for k, p in enumerate(pages):
        im = Image.open(p).convert('L')
        w, h = im.size
        a = angle + float(rng.uniform(-0.05, 0.05))
        im = im.rotate(a, resample=Image.BICUBIC, expand=False, fillcolor=255)
        im = im.filter(ImageFilter.GaussianBlur(0.55))
        arr = np.asarray(im).astype(np.float32)
        tone = 236 + 8 * np.linspace(0, 1, w)[None, :] * np.linspace(1, 0.6, h)[:, None]   # uneven paper tone
        arr = arr / 255.0 * tone
        arr += rng.normal(0, 5.0, arr.shape)
        for _ in range(int(rng.integers(6, 14))):  # specks
            x, y = int(rng.integers(0, w - 6)), int(rng.integers(0, h - 6))
            r = int(rng.integers(1, 4))
            yy, xx = np.ogrid[-r:r + 1, -r:r + 1]
            m = xx * xx + yy * yy <= r * r
            sub = arr[y:y + 2 * r + 1, x:x + 2 * r + 1]
            sub[m[:sub.shape[0], :sub.shape[1]]] = float(rng.uniform(40, 120))
        arr = np.clip(arr, 0, 255).astype(np.uint8)
        jp = os.path.join(tmp, 's%02d.jpg' % k)
        Image.fromarray(arr, 'L').save(jp, quality=70, dpi=(200, 200))
        land = w > h
        if pdf is None:
            pdf = FPDF(orientation='L' if land else 'P', unit='mm', format='A4')
            pdf.set_auto_page_break(False)
        pdf.add_page()
        pdf.image(jp, x=0, y=0, w=297 if land else 210, h=210 if land else 297)
    pdf.output(os.path.join(BASE, 'rendered', rid + '.scan.pdf'))
    print(rid, 'scan', len(pages), 'pages, angle %.2f' % angle)


if __name__ == '__main__':
    for rid in sys.argv[1:] or ['i%02d' % i for i in range(1, 13)]:
        scan(rid)
