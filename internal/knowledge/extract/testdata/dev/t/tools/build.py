"""Build set t: gold JSON, HTML, Chromium PDF, fpdf2 PDF and scan PDF for every report.
Usage: .venv/bin/python tools/build.py [ids...]"""
import io, json, os, subprocess, sys, tempfile, math
sys.path.insert(0, os.path.dirname(__file__))
from reports import REPORTS
from render import to_html, to_fpdf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REP, HTMLD, OUT = (os.path.join(ROOT, d) for d in ('reports', 'html', 'rendered'))


def pages(pdf):
    out = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))


import re


def scan(src, dst, seed):
    import numpy as np
    from PIL import Image, ImageFilter
    import img2pdf
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, os.path.join(td, 'p')], check=True)
        imgs = []
        for i, fn in enumerate(sorted(f for f in os.listdir(td) if f.endswith('.png'))):
            im = Image.open(os.path.join(td, fn)).convert('L')
            angle = (0.15 + 0.45 * ((seed * 7 + i * 3) % 10) / 9.0) * (1 if (seed + i) % 2 else -1)
            im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.55))
            a = np.asarray(im).astype(np.float32)
            a = 18 + a * (232 - 18) / 255.0          # paper tone, slightly lifted blacks
            a += rng.normal(0, 5.0, a.shape)          # light noise
            h, w = a.shape
            for _ in range(int(rng.integers(4, 9))):  # a few dark specks
                y, x = int(rng.integers(0, h)), int(rng.integers(0, w))
                r = int(rng.integers(1, 4))
                a[max(0, y - r):y + r, max(0, x - r):x + r] = rng.uniform(20, 70)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            buf = io.BytesIO()
            im.save(buf, 'JPEG', quality=70, dpi=(200, 200))
            imgs.append(buf.getvalue())
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(dst, 'wb') as f:
            f.write(img2pdf.convert(imgs, layout_fun=img2pdf.get_layout_fun(a4)))


def main(ids):
    for d in (REP, HTMLD, OUT):
        os.makedirs(d, exist_ok=True)
    for n, rep in enumerate(REPORTS):
        if ids and rep.rid not in ids:
            continue
        g = rep.gold()
        with open(os.path.join(REP, f'{rep.rid}.gold.json'), 'w', encoding='utf-8') as f:
            json.dump(g, f, ensure_ascii=False, indent=1)
        hp = os.path.join(HTMLD, f'{rep.rid}.html')
        with open(hp, 'w', encoding='utf-8') as f:
            f.write(to_html(rep))
        cp = os.path.join(OUT, f'{rep.rid}.chromium.pdf')
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        f'--print-to-pdf={cp}', 'file://' + hp], check=True, capture_output=True)
        fp = os.path.join(OUT, f'{rep.rid}.fpdf.pdf')
        to_fpdf(rep, fp)
        sp = os.path.join(OUT, f'{rep.rid}.scan.pdf')
        scan(cp, sp, seed=n + 11)
        pc = [pages(cp), pages(fp), pages(sp)]
        print(rep.rid, 'model pages', len(rep.pages), 'rendered', pc, 'results', len(g['results']),
              'OK' if len(set(pc + [len(rep.pages)])) == 1 else 'PAGE MISMATCH', flush=True)


if __name__ == '__main__':
    main(sys.argv[1:])
