"""Rebuild everything: python tools/build.py [ids...]"""
import sys, os, json, subprocess, io, random
sys.path.insert(0, os.path.dirname(__file__))
from engine import to_html, gold, FR
from reports import REPORTS
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RD, RP = os.path.join(ROOT, 'reports'), os.path.join(ROOT, 'rendered')

def scan(src, out, seed):
    from PIL import Image, ImageFilter, ImageDraw
    import img2pdf, tempfile, glob
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, os.path.join(td, 'pg')], check=True)
        jpgs = []
        for k, f in enumerate(sorted(glob.glob(os.path.join(td, 'pg*.png')))):
            im = Image.open(f).convert('L')
            ang = rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.6)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            im = im.filter(ImageFilter.GaussianBlur(0.55))
            # paper tone + noise
            tone = rnd.randint(226, 238)
            im = im.point(lambda v, t=tone: int(v * t / 255))
            from PIL import ImageChops
            noise = Image.effect_noise(im.size, 9)          # gaussian around 128
            im = ImageChops.add(im, noise, 1.0, -128)       # light symmetric noise
            d = ImageDraw.Draw(im)
            for _ in range(rnd.randint(4, 9)):
                x, y, r = rnd.randint(0, im.size[0]), rnd.randint(0, im.size[1]), rnd.uniform(1.5, 4.5)
                d.ellipse([x - r, y - r, x + r, y + r], fill=rnd.randint(20, 70))
            jp = os.path.join(td, f'p{k}.jpg'); im.save(jp, 'JPEG', quality=70, dpi=(200, 200)); jpgs.append(jp)
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(out, 'wb') as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))

def build(rep):
    i = rep['id']
    hp = os.path.join(RD, i + '.html')
    open(hp, 'w').write(to_html(rep))
    json.dump(gold(rep), open(os.path.join(RD, i + '.gold.json'), 'w'), ensure_ascii=False, indent=1)
    cp = os.path.join(RP, i + '.chromium.pdf')
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', f'--print-to-pdf={cp}', 'file://' + hp],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    FR(rep).render(os.path.join(RP, i + '.fpdf.pdf'))
    scan(cp, os.path.join(RP, i + '.scan.pdf'), seed=sum(map(ord, i)))
    print('built', i, flush=True)

if __name__ == '__main__':
    ids = sys.argv[1:]
    for rep in REPORTS:
        if not ids or rep['id'] in ids: build(rep)
