"""Build HTML, gold, Chromium PDF, fpdf2 PDF and scan PDF for every report.
Usage: venv/bin/python tools/build.py [ids...]"""
import hashlib, json, os, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(__file__))
import engine, reports

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def scan(pdf, out, rid):
    import numpy as np, img2pdf
    from PIL import Image, ImageFilter, ImageDraw
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", pdf, f"{td}/p"], check=True)
        pages = sorted(f for f in os.listdir(td) if f.endswith(".pgm"))
        jpgs = []
        seed = int(hashlib.md5(rid.encode()).hexdigest()[:8], 16)
        rng = np.random.default_rng(seed)
        for i, f in enumerate(pages):
            im = Image.open(f"{td}/{f}").convert("L")
            ang = (0.15 + (seed % 45) / 100.0) * (1 if (seed + i) % 2 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.55))
            a = np.asarray(im).astype(np.float32)
            a = a * 0.9 + 14                      # paper tone
            a += rng.normal(0, 7, a.shape)        # light noise
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            dr = ImageDraw.Draw(im)
            for _ in range(6):                    # a few dark specks
                x, y = int(rng.integers(50, im.width - 50)), int(rng.integers(50, im.height - 50))
                r = int(rng.integers(1, 4))
                dr.ellipse([x - r, y - r, x + r, y + r], fill=int(rng.integers(30, 90)))
            p = f"{td}/s{i}.jpg"
            im.save(p, "JPEG", quality=70, dpi=(200, 200))
            jpgs.append(p)
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(out, "wb") as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))


def main(ids):
    reports_ = {}
    for f in [getattr(reports, n) for n in dir(reports) if n.startswith("l") and n[1:].isdigit()]:
        pass
    for n in sorted(x for x in dir(reports) if x[:1] == "l" and x[1:].isdigit()):
        getattr(reports, n)()
    warns = []
    for rep in reports.REPORTS:
        rid = rep["id"]
        if ids and rid not in ids:
            continue
        g = engine.gold(rep)
        json.dump(g, open(f"{ROOT}/reports/{rid}.gold.json", "w"), ensure_ascii=False, indent=1)
        hp = f"{ROOT}/html/{rid}.html"
        open(hp, "w").write(engine.html(rep))
        cp = f"{ROOT}/rendered/{rid}.chromium.pdf"
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        f"--print-to-pdf={cp}", "file://" + hp], check=True, capture_output=True)
        warns += engine.FR(rep).render(f"{ROOT}/rendered/{rid}.fpdf.pdf")
        scan(cp, f"{ROOT}/rendered/{rid}.scan.pdf", rid)
        print(rid, len(g["results"]), "results", flush=True)
    for w in warns:
        print("WARN", w)


if __name__ == "__main__":
    main(sys.argv[1:])
