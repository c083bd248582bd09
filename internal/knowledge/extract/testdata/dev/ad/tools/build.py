"""Build HTML + gold + three renderings for every report. Usage: .venv/bin/python tools/build.py [ids...]"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from reports import REPORTS  # noqa: E402
from render import html, gold, fpdf_render  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REP = os.path.join(ROOT, 'reports')
OUT = os.path.join(ROOT, 'rendered')


def scan(src_pdf, out_pdf, seed):
    import img2pdf
    import numpy as np
    from PIL import Image, ImageFilter
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src_pdf, os.path.join(td, 'p')], check=True)
        pages = sorted(f for f in os.listdir(td) if f.endswith('.png'))
        jpgs = []
        for i, f in enumerate(pages):
            im = Image.open(os.path.join(td, f)).convert('L')
            ang = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.6))
            a = np.asarray(im).astype(np.float32)
            a = a * (236 / 255.0) + 4          # paper tone: white -> ~240
            a += rng.normal(0, 5.0, a.shape)    # light noise
            h, w = a.shape
            for _ in range(int(rng.integers(4, 9))):  # dark specks
                y, x = int(rng.integers(0, h - 6)), int(rng.integers(0, w - 6))
                r = int(rng.integers(1, 4))
                a[y:y + r, x:x + r] = rng.uniform(20, 70)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            p = os.path.join(td, f'{i:02d}.jpg')
            im.save(p, 'JPEG', quality=70, dpi=(200, 200))
            jpgs.append(p)
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(out_pdf, 'wb') as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))


def build(rep, do_scan=True):
    rid = rep['id']
    hp = os.path.join(REP, f'{rid}.html')
    with open(hp, 'w', encoding='utf-8') as fh:
        fh.write(html(rep))
    with open(os.path.join(REP, f'{rid}.gold.json'), 'w', encoding='utf-8') as fh:
        json.dump(gold(rep), fh, ensure_ascii=False, indent=1)
    cp = os.path.join(OUT, f'{rid}.chromium.pdf')
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                    f'--print-to-pdf={cp}', 'file://' + hp], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    fpdf_render(rep, os.path.join(OUT, f'{rid}.fpdf.pdf'))
    if do_scan:
        scan(cp, os.path.join(OUT, f'{rid}.scan.pdf'), seed=int(rid[2:]) * 7919)
    print(rid, 'ok', len(gold(rep)['results']), 'results')


if __name__ == '__main__':
    ids = sys.argv[1:]
    noscan = '--noscan' in ids
    ids = [i for i in ids if not i.startswith('--')]
    for rep in REPORTS:
        if not ids or rep['id'] in ids:
            build(rep, not noscan)
