"""Build reports/<id>.html + gold, rendered/<id>.{chromium,fpdf,scan}.pdf from tools/reports.py."""
import sys, os, json, subprocess, hashlib, io
sys.path.insert(0, os.path.dirname(__file__))
from lib import to_html, to_fpdf, gold
from reports import REPORTS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REP, OUT = os.path.join(ROOT, 'reports'), os.path.join(ROOT, 'rendered')
os.makedirs(REP, exist_ok=True); os.makedirs(OUT, exist_ok=True)


def scan(rid, src, dst):
    import numpy as np
    from PIL import Image, ImageFilter, ImageDraw
    import img2pdf, tempfile, glob
    seed = int(hashlib.md5(rid.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, os.path.join(td, 'p')], check=True)
        jpgs = []
        for i, f in enumerate(sorted(glob.glob(os.path.join(td, 'p*.png')))):
            im = Image.open(f).convert('L')
            ang = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.55))
            a = np.asarray(im).astype(np.float32)
            a = 18 + a * (232 - 18) / 255.0            # paper tone, ink not pure black
            a += rng.normal(0, 5, a.shape)
            im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
            dr = ImageDraw.Draw(im)
            for _ in range(int(rng.integers(4, 9))):
                x, y = int(rng.uniform(50, im.width - 50)), int(rng.uniform(50, im.height - 50))
                r = float(rng.uniform(1.2, 3.5))
                dr.ellipse([x - r, y - r, x + r, y + r], fill=int(rng.uniform(20, 70)))
            jp = os.path.join(td, f'{i:03d}.jpg')
            im.save(jp, quality=70, dpi=(200, 200))
            jpgs.append(jp)
        layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
        with open(dst, 'wb') as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=layout))


def main(ids=None):
    for fn in REPORTS:
        rep = fn()
        rid = rep['id']
        if ids and rid not in ids:
            continue
        html_path = os.path.join(REP, f'{rid}.html')
        with open(html_path, 'w', encoding='utf-8') as fh:
            fh.write(to_html(rep))
        with open(os.path.join(REP, f'{rid}.gold.json'), 'w', encoding='utf-8') as fh:
            json.dump(gold(rep), fh, ensure_ascii=False, indent=1)
        cpdf = os.path.join(OUT, f'{rid}.chromium.pdf')
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        f'--print-to-pdf={cpdf}', 'file://' + html_path], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        to_fpdf(rep, os.path.join(OUT, f'{rid}.fpdf.pdf'))
        scan(rid, cpdf, os.path.join(OUT, f'{rid}.scan.pdf'))
        print(rid, len(gold(rep)['results']), 'results', len(rep['pages']), 'pages', flush=True)


if __name__ == '__main__':
    main(sys.argv[1:] or None)
