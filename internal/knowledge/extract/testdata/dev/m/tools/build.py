"""Build everything: gold JSON, HTML, Chromium PDF, fpdf2 PDF, 200-dpi scan PDF.
Usage: venv/bin/python tools/build.py [ids...]"""
import sys, os, json, subprocess, random, glob, tempfile
sys.path.insert(0, os.path.dirname(__file__))
from lib import to_html, FR
import reports
from PIL import Image, ImageFilter, ImageChops, ImageDraw
import img2pdf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_R, OUT_P, HT = (os.path.join(ROOT, d) for d in ('reports', 'rendered', 'build/html'))
for d in (OUT_R, OUT_P, HT):
    os.makedirs(d, exist_ok=True)


def scan(src, dst, seed):
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, os.path.join(td, 'p')], check=True)
        jpgs = []
        for i, f in enumerate(sorted(glob.glob(os.path.join(td, 'p*.png')))):
            im = Image.open(f).convert('L')
            paper = rnd.randint(232, 244)
            im = im.point(lambda v, p=paper: int(v * p / 255))
            ang = rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.6)
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=paper)
            im = im.filter(ImageFilter.GaussianBlur(0.55))
            noise = Image.effect_noise(im.size, 9).convert('L')
            im = ImageChops.add(im, noise, 1.0, -128)
            d = ImageDraw.Draw(im)
            for _ in range(rnd.randint(4, 9)):
                x, y = rnd.randint(40, im.width - 40), rnd.randint(40, im.height - 40)
                r = rnd.uniform(1.0, 3.2)
                d.ellipse([x - r, y - r * rnd.uniform(0.6, 1.4), x + r, y + r], fill=rnd.randint(30, 90))
            jp = os.path.join(td, f'{i:03d}.jpg')
            im.save(jp, 'JPEG', quality=70, dpi=(200, 200))
            jpgs.append(jp)
        a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
        with open(dst, 'wb') as fh:
            fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))


def build(fn):
    rep = fn()
    rid = rep.id
    json.dump(rep.gold(), open(os.path.join(OUT_R, rid + '.gold.json'), 'w'), ensure_ascii=False, indent=1)
    hp = os.path.join(HT, rid + '.html')
    open(hp, 'w').write(to_html(rep))
    cp = os.path.join(OUT_P, rid + '.chromium.pdf')
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                    '--print-to-pdf=' + cp, 'file://' + hp], check=True, capture_output=True)
    FR(rep, reports.FPDF_FONT[rid]).render(os.path.join(OUT_P, rid + '.fpdf.pdf'))
    scan(cp, os.path.join(OUT_P, rid + '.scan.pdf'), seed=rid)
    print(rid, len(rep.results), 'results', len(rep.pages), 'pages')


if __name__ == '__main__':
    ids = sys.argv[1:]
    for fn in reports.ALL:
        if not ids or fn.__name__ in ids:
            build(fn)
