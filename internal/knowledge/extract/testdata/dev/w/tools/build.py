"""Build everything: python3 tools/build.py  (run with .venv/bin/python)."""
import sys, os, json, subprocess, glob, io, random
sys.path.insert(0, os.path.dirname(__file__))
from engine import html_report, FP, gold
from reports import REPORTS
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.makedirs(f"{ROOT}/reports", exist_ok=True); os.makedirs(f"{ROOT}/rendered", exist_ok=True); os.makedirs(f"{ROOT}/build", exist_ok=True)


def scan(src, out, seed):
    from PIL import Image, ImageFilter
    import numpy as np, img2pdf
    tmp = f"{ROOT}/build/scan_{seed}"
    for f in glob.glob(tmp + "*"): os.remove(f)
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", src, tmp], check=True)
    rng = random.Random(seed); nrng = np.random.default_rng(seed)
    jpgs = []
    for f in sorted(glob.glob(tmp + "*.png")):
        im = Image.open(f).convert("L")
        ang = rng.choice([-1, 1]) * rng.uniform(0.15, 0.6)
        im = im.rotate(ang, resample=Image.BICUBIC, fillcolor=255, expand=False)
        im = im.filter(ImageFilter.GaussianBlur(0.6))
        a = np.asarray(im).astype(np.float32)
        a = a * (238 / 255.0) + 4            # paper tone
        a += nrng.normal(0, 6, a.shape)      # light noise
        h, w = a.shape
        for _ in range(rng.randint(4, 9)):   # dark specks
            y, x, r = rng.randrange(h), rng.randrange(w), rng.randint(1, 3)
            a[max(0, y - r):y + r, max(0, x - r):x + r] = rng.randint(20, 80)
        im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
        b = io.BytesIO(); im.save(b, "JPEG", quality=70); jpgs.append(b.getvalue())
        os.remove(f)
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(out, "wb") as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))


only = sys.argv[1:]
for i, rep in enumerate(REPORTS):
    rid = rep["id"]
    if only and rid not in only: continue
    hp = f"{ROOT}/reports/{rid}.html"
    open(hp, "w", encoding="utf-8").write(html_report(rep))
    json.dump(gold(rep), open(f"{ROOT}/reports/{rid}.gold.json", "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    cp = f"{ROOT}/rendered/{rid}.chromium.pdf"
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={cp}", "file://" + hp], check=True, capture_output=True, timeout=120)
    FP(rep).build(f"{ROOT}/rendered/{rid}.fpdf.pdf")
    scan(cp, f"{ROOT}/rendered/{rid}.scan.pdf", 1000 + i)
    print(rid, len(rep["pages"]), "pages", len(gold(rep)["results"]), "results", flush=True)
