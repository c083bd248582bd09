"""Build everything: python tools/build.py [ids...]  (run with .venv/bin/python)"""
import json, os, subprocess, sys, random, io
sys.path.insert(0, os.path.dirname(__file__))
from model import gold
import render_html, render_fpdf
from reports_data import REPORTS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REP, REN, BLD = [os.path.join(ROOT, d) for d in ('reports', 'rendered', 'build')]

def pages(pdf):
    out = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    return int([l for l in out.splitlines() if l.startswith('Pages:')][0].split()[1])

def chromium(rep):
    html = os.path.join(REP, rep['id'] + '.html')
    out = os.path.join(REN, rep['id'] + '.chromium.pdf')
    for scale in (1.0, 0.95, 0.9, 0.85, 0.8):
        open(html, 'w').write(render_html.render(rep, scale))
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        '--print-to-pdf=' + out, 'file://' + html], capture_output=True, timeout=120)
        if pages(out) == len(rep['pages']):
            return scale
    raise RuntimeError('chromium overflow ' + rep['id'])

def scan(rep):
    from PIL import Image, ImageFilter
    import numpy as np, img2pdf
    src = os.path.join(REN, rep['id'] + '.chromium.pdf')
    pre = os.path.join(BLD, rep['id'])
    for f in os.listdir(BLD):
        if f.startswith(rep['id'] + '-'): os.remove(os.path.join(BLD, f))
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, pre], check=True)
    pngs = sorted(f for f in os.listdir(BLD) if f.startswith(rep['id'] + '-') and f.endswith('.png'))
    rnd = random.Random(int(rep['id'][2:]) * 7919)
    jpgs = []
    for k, f in enumerate(pngs):
        im = Image.open(os.path.join(BLD, f)).convert('L')
        ang = rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.6)
        im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
        im = im.filter(ImageFilter.GaussianBlur(0.6))
        a = np.asarray(im).astype(np.float32)
        a = a * (236 / 255.0) + 6                        # paper tone, not pure white
        rs = np.random.RandomState(int(rep['id'][2:]) * 100 + k)
        a += rs.normal(0, 5, a.shape)                     # light noise
        hgt, wid = a.shape
        for _ in range(rnd.randint(4, 9)):                # dark specks
            y, x, r = rnd.randrange(hgt), rnd.randrange(wid), rnd.randint(1, 3)
            a[max(0, y - r):y + r, max(0, x - r):x + r] = rnd.randint(20, 70)
        im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
        jp = os.path.join(BLD, '%s-%d.jpg' % (rep['id'], k))
        im.save(jp, 'JPEG', quality=70, dpi=(200, 200))
        jpgs.append(jp)
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(os.path.join(REN, rep['id'] + '.scan.pdf'), 'wb') as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))

def main(ids):
    for d in (REP, REN, BLD): os.makedirs(d, exist_ok=True)
    for rep in REPORTS:
        if ids and rep['id'] not in ids: continue
        g = gold(rep)
        json.dump(g, open(os.path.join(REP, rep['id'] + '.gold.json'), 'w'), ensure_ascii=False, indent=1)
        sc = chromium(rep)
        fs = render_fpdf.render(rep, os.path.join(REN, rep['id'] + '.fpdf.pdf'))
        scan(rep)
        print(rep['id'], 'results', len(g['results']), 'pages', len(rep['pages']), 'html scale', sc, 'fpdf size', fs, flush=True)

if __name__ == '__main__':
    main(sys.argv[1:])
