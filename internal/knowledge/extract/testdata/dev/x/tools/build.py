import json, os, subprocess, sys, random
sys.path.insert(0, os.path.dirname(__file__))
from engine import to_html, to_fpdf
from reports import build
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def scan(rid):
    from PIL import Image, ImageFilter, ImageDraw
    import numpy as np, img2pdf, glob
    src = f'{ROOT}/rendered/{rid}.chromium.pdf'; tmp = f'/tmp/xscan_{rid}'
    subprocess.run(['pdftoppm', '-r', '200', '-gray', src, tmp], check=True)
    rnd = random.Random(rid); jpgs = []
    for i, f in enumerate(sorted(glob.glob(tmp + '*.pgm'))):
        im = Image.open(f).convert('L')
        ang = rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.6)
        im = im.rotate(ang, resample=Image.BICUBIC, fillcolor=255).filter(ImageFilter.GaussianBlur(0.6))
        a = np.asarray(im).astype(np.float32) * 0.92 + 10
        a += np.random.default_rng(rnd.randint(0, 10**6)).normal(0, 5, a.shape)
        im = Image.fromarray(np.clip(a, 0, 255).astype('uint8'))
        d = ImageDraw.Draw(im)
        for _ in range(rnd.randint(3, 7)):
            x, y, s = rnd.randint(50, im.width - 50), rnd.randint(50, im.height - 50), rnd.randint(2, 5)
            d.ellipse([x, y, x + s, y + s], fill=rnd.randint(20, 70))
        out = f'{tmp}_{i}.jpg'; im.save(out, quality=70, dpi=(200, 200)); jpgs.append(out); os.remove(f)
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(f'{ROOT}/rendered/{rid}.scan.pdf', 'wb') as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    for j in jpgs: os.remove(j)
only = sys.argv[1:]
for rep in build():
    if only and rep.id not in only: continue
    h = f'{ROOT}/html/{rep.id}.html'
    open(h, 'w').write(to_html(rep))
    json.dump(rep.gold(), open(f'{ROOT}/reports/{rep.id}.gold.json', 'w'), ensure_ascii=False, indent=1)
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                    f'--print-to-pdf={ROOT}/rendered/{rep.id}.chromium.pdf', 'file://' + h], check=True, capture_output=True)
    to_fpdf(rep, f'{ROOT}/rendered/{rep.id}.fpdf.pdf')
    scan(rep.id)
    print(rep.id, len(rep.pages), 'pages', len(rep.results), 'results')
