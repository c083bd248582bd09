"""Build HTML, gold, Chromium PDF, fpdf PDF and scan PDF for every report. Usage: venv/bin/python tools/build.py [ids...]"""
import hashlib, io, json, os, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(__file__))
import engine
from reports_a import REPORTS as RA
try:
    from reports_b import REPORTS as RB
except ImportError:
    RB = []

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REP, REN, HT = (os.path.join(ROOT, d) for d in ("reports", "rendered", "html"))
for d in (REP, REN, HT):
    os.makedirs(d, exist_ok=True)


def scan(rid, src, out):
    import numpy as np
    from PIL import Image, ImageFilter, ImageDraw
    import img2pdf
    seed = int(hashlib.md5(rid.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", src, os.path.join(td, "p")], check=True)
        jpgs = []
        for f in sorted(os.listdir(td)):
            im = Image.open(os.path.join(td, f)).convert("L")
            ang = (0.15 + (seed % 46) / 100.0) * (1 if seed % 2 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.55))
            a = np.asarray(im).astype(np.float32)
            a = a * 0.90 + 14  # paper tone
            a += rng.normal(0, 6, a.shape)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            dr = ImageDraw.Draw(im)
            for _ in range(6):
                x, y = int(rng.integers(0, im.width)), int(rng.integers(0, im.height))
                r = int(rng.integers(1, 4))
                dr.ellipse([x, y, x + r, y + r], fill=int(rng.integers(20, 80)))
            buf = io.BytesIO()
            im.save(buf, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(out, "wb") as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))


def main(ids):
    warns = []
    for fn in RA + RB:
        rep = fn()
        if ids and rep.rid not in ids:
            continue
        engine.check_heights(rep)
        hp = os.path.join(HT, rep.rid + ".html")
        with open(hp, "w", encoding="utf-8") as fh:
            fh.write(engine.to_html(rep))
        with open(os.path.join(REP, rep.rid + ".gold.json"), "w", encoding="utf-8") as fh:
            json.dump(rep.gold(), fh, ensure_ascii=False, indent=1)
        cp = os.path.join(REN, rep.rid + ".chromium.pdf")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        f"--print-to-pdf={cp}", "file://" + hp], check=True, capture_output=True)
        warns += engine.to_fpdf(rep, os.path.join(REN, rep.rid + ".fpdf.pdf"))
        scan(rep.rid, cp, os.path.join(REN, rep.rid + ".scan.pdf"))
        meta = {"id": rep.rid, "lab": rep.lab, "city": rep.city, "pages": len(rep.pages), "results": len(rep.results), "features": rep.features}
        with open(os.path.join(REP, rep.rid + ".meta.json"), "w", encoding="utf-8") as fh:
            json.dump(meta, fh, ensure_ascii=False)
        print(rep.rid, len(rep.pages), "pages", len(rep.results), "results")
    for w in warns:
        print("WARN", w)


if __name__ == "__main__":
    main(sys.argv[1:])
