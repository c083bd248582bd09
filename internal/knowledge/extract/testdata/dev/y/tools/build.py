import sys, os, json, subprocess, math, random
sys.path.insert(0, os.path.dirname(__file__))
from reports import REPORTS
from model import gold
from render import html_report, fpdf_report
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def scan(rep, src, dst):
    import numpy as np, img2pdf
    from PIL import Image, ImageFilter
    tmp = os.path.join(ROOT, 'build', rep.id); os.makedirs(tmp, exist_ok=True)
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, os.path.join(tmp, 'p')], check=True)
    pages = sorted(f for f in os.listdir(tmp) if f.startswith('p') and f.endswith('.png'))
    rnd = random.Random(rep.id); jpgs = []
    for i, f in enumerate(pages):
        im = Image.open(os.path.join(tmp, f)).convert('L')
        ang = rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.6)
        im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255).filter(ImageFilter.GaussianBlur(0.6))
        a = np.asarray(im).astype(np.float32)
        a = a * (236 / 255.0) + 8  # paper tone
        g = np.random.default_rng(abs(hash(rep.id + str(i))) % 2**32 if False else sum(map(ord, rep.id)) + i)
        a += g.normal(0, 6, a.shape)
        for _ in range(12):
            y, x = g.integers(0, a.shape[0] - 6), g.integers(0, a.shape[1] - 6); r = g.integers(1, 4)
            a[y:y + r, x:x + r] = 40
        out = os.path.join(tmp, f'{i:02d}.jpg')
        Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).save(out, quality=70, dpi=(200, 200))
        jpgs.append(out)
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(dst, 'wb') as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4, fit=img2pdf.FitMode.into)))
def main(ids):
    for rep in REPORTS:
        if ids and rep.id not in ids: continue
        h = os.path.join(ROOT, 'reports', rep.id + '.html')
        open(h, 'w').write(html_report(rep))
        json.dump(gold(rep), open(os.path.join(ROOT, 'reports', rep.id + '.gold.json'), 'w'), ensure_ascii=False, indent=1)
        cp = os.path.join(ROOT, 'rendered', rep.id + '.chromium.pdf')
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        f'--print-to-pdf={cp}', 'file://' + h], check=True, capture_output=True)
        fpdf_report(rep, os.path.join(ROOT, 'rendered', rep.id + '.fpdf.pdf'))
        scan(rep, cp, os.path.join(ROOT, 'rendered', rep.id + '.scan.pdf'))
        print(rep.id, len(gold(rep)['results']), 'results', flush=True)
if __name__ == '__main__': main(sys.argv[1:])
