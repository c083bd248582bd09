"""Chromium print-to-PDF of reports/*.html and 200-dpi simulated scans. Sequential (light CPU)."""
import glob, hashlib, io, os, subprocess, sys, tempfile
import numpy as np
from PIL import Image, ImageFilter, ImageDraw
import img2pdf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def chromium(rid):
    html = f"{ROOT}/reports/{rid}.html"
    out = f"{ROOT}/rendered/{rid}.chromium.pdf"
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={out}", "file://" + html], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return out


def scan(rid):
    src = f"{ROOT}/rendered/{rid}.chromium.pdf"
    seed = int(hashlib.md5(rid.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", src, f"{td}/p"], check=True)
        pages = []
        for i, fn in enumerate(sorted(glob.glob(f"{td}/p*.pgm"))):
            im = Image.open(fn).convert("L")
            ang = (0.15 + 0.45 * rng.random()) * (1 if (seed + i) % 2 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.55))
            a = np.asarray(im).astype(np.float32)
            a = 18 + a * (236 - 18) / 255.0                 # paper tone / toner density
            a += rng.normal(0, 5.0, a.shape)                  # light noise
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            d = ImageDraw.Draw(im)
            for _ in range(int(rng.integers(4, 9))):          # a few dark specks
                x, y = int(rng.integers(0, im.width)), int(rng.integers(0, im.height))
                r = int(rng.integers(1, 4))
                d.ellipse([x - r, y - r, x + r, y + r], fill=int(rng.integers(20, 80)))
            buf = io.BytesIO()
            im.save(buf, "JPEG", quality=70, dpi=(200, 200))
            pages.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(f"{ROOT}/rendered/{rid}.scan.pdf", "wb") as f:
            f.write(img2pdf.convert(pages, layout_fun=img2pdf.get_layout_fun(a4)))


if __name__ == "__main__":
    ids = sys.argv[1:] or sorted(os.path.basename(p)[:-5] for p in glob.glob(f"{ROOT}/reports/*.html"))
    for rid in ids:
        chromium(rid)
        scan(rid)
        print(rid, "done", flush=True)
