"""Regenerate everything: python tools/build.py [jNN ...]"""
import io, os, random, subprocess, sys, glob
import numpy as np
from PIL import Image, ImageFilter, ImageDraw
import img2pdf

sys.path.insert(0, os.path.dirname(__file__))
import lib
import reports

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REP, REN = os.path.join(ROOT, "reports"), os.path.join(ROOT, "rendered")


def chromium(html, pdf):
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={pdf}", "file://" + html], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def scan(src, dst, rid):
    rng = random.Random("scan-" + rid)
    tmp = f"/tmp/scan_{rid}"
    for f in glob.glob(tmp + "*"):
        os.remove(f)
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", src, tmp], check=True)
    pages = []
    for k, f in enumerate(sorted(glob.glob(tmp + "*.png"))):
        im = Image.open(f).convert("L")
        ang = rng.uniform(0.15, 0.6) * rng.choice([-1, 1])
        im = im.rotate(ang, resample=Image.BICUBIC, fillcolor=255)
        im = im.filter(ImageFilter.GaussianBlur(0.5))
        a = np.asarray(im).astype(np.float32)
        h, w = a.shape
        nrs = np.random.default_rng(rng.randrange(1 << 30))
        # uneven paper tone: low-frequency field + a soft gradient
        low = nrs.normal(0, 1, (6, 5)).astype(np.float32)
        low = np.asarray(Image.fromarray(low).resize((w, h), Image.BICUBIC))
        grad = np.linspace(0, 1, w)[None, :] * rng.uniform(-6, 6) + np.linspace(0, 1, h)[:, None] * rng.uniform(-6, 6)
        tone = 238 + 4 * low + grad
        a = a / 255.0 * tone
        a += nrs.normal(0, 5, a.shape)
        im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
        d = ImageDraw.Draw(im)
        for _ in range(rng.randint(3, 8)):
            x, y, r = rng.randrange(w), rng.randrange(h), rng.uniform(1, 3.5)
            d.ellipse([x - r, y - r, x + r, y + r], fill=rng.randint(20, 90))
        buf = io.BytesIO()
        im.save(buf, "JPEG", quality=70, dpi=(200, 200))
        pages.append(buf.getvalue())
        os.remove(f)
    with open(dst, "wb") as fh:
        fh.write(img2pdf.convert(pages))


def main(ids):
    for doc in reports.all_docs():
        if ids and doc.id not in ids:
            continue
        html = os.path.join(REP, doc.id + ".html")
        with open(html, "w", encoding="utf-8") as f:
            f.write(lib.to_html(doc))
        lib.write_gold(doc, os.path.join(REP, doc.id + ".gold.json"))
        lib.to_fpdf(doc, os.path.join(REN, doc.id + ".fpdf.pdf"))
        cpdf = os.path.join(REN, doc.id + ".chromium.pdf")
        chromium(html, cpdf)
        scan(cpdf, os.path.join(REN, doc.id + ".scan.pdf"), doc.id)
        print(doc.id, len(doc.pages), "pages", len(doc.results), "results")


if __name__ == "__main__":
    main(sys.argv[1:])
