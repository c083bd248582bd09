"""Build html, gold, fpdf, chromium and scan renderings. Usage: build.py [ids...]"""
import sys, os, json, subprocess, glob, random, io
sys.path.insert(0, os.path.dirname(__file__))
from engine import render_html, render_fpdf, gold
from reports import REPORTS
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def scan(rep_id):
    from PIL import Image, ImageFilter
    import numpy as np, img2pdf
    src = f'{ROOT}/rendered/{rep_id}.chromium.pdf'
    tmp = f'{ROOT}/html/_scan_{rep_id}'
    os.makedirs(tmp, exist_ok=True)
    for f in glob.glob(tmp + '/*'): os.remove(f)
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, tmp + '/p'], check=True)
    rnd = random.Random(rep_id)
    jpgs = []
    for i, f in enumerate(sorted(glob.glob(tmp + '/p*.png'))):
        im = Image.open(f).convert('L')
        ang = rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.6)
        im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
        im = im.filter(ImageFilter.GaussianBlur(0.6))
        a = np.asarray(im).astype(np.float32)
        a = a * (236 / 255.0) + 6  # paper tone
        nrng = np.random.default_rng(abs(hash(rep_id)) % 2**32 if False else sum(map(ord, rep_id)) * 7 + i)
        a += nrng.normal(0, 6, a.shape)
        h, w = a.shape
        for _ in range(rnd.randint(4, 9)):
            y, x, r = rnd.randrange(h), rnd.randrange(w), rnd.randint(1, 3)
            a[max(0, y - r):y + r, max(0, x - r):x + r] = rnd.randint(20, 70)
        im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
        out = f'{tmp}/s{i:02d}.jpg'
        im.save(out, quality=70, dpi=(200, 200))
        jpgs.append(out)
    layout = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
    with open(f'{ROOT}/rendered/{rep_id}.scan.pdf', 'wb') as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=layout))
    for f in glob.glob(tmp + '/*'): os.remove(f)
    os.rmdir(tmp)

def main(ids):
    for rep in REPORTS:
        if ids and rep.id not in ids: continue
        h = f'{ROOT}/html/{rep.id}.html'
        open(h, 'w', encoding='utf-8').write(render_html(rep))
        json.dump(gold(rep), open(f'{ROOT}/reports/{rep.id}.gold.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
        render_fpdf(rep, f'{ROOT}/rendered/{rep.id}.fpdf.pdf')
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        f'--print-to-pdf={ROOT}/rendered/{rep.id}.chromium.pdf', 'file://' + h],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        scan(rep.id)
        print(rep.id, len(gold(rep)['results']), 'results')

if __name__ == '__main__':
    main(sys.argv[1:])
