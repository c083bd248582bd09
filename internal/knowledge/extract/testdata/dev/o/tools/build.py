"""Build gold, HTML, Chromium PDF, fpdf2 PDF and scan PDF for every report. Usage: .venv/bin/python tools/build.py [ids...]"""
import sys, os, json, subprocess, hashlib, io, glob
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT); sys.path.insert(0, os.path.join(ROOT, 'tools'))
from build_reports import ALL
from render import to_html, FRender

def scan(src, out, rid):
    import numpy as np, img2pdf
    from PIL import Image, ImageFilter, ImageDraw
    tmp = os.path.join(ROOT, 'rendered', '.tmp_' + rid)
    os.makedirs(tmp, exist_ok=True)
    for f in glob.glob(tmp + '/*'): os.remove(f)
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', src, tmp + '/p'], check=True)
    jpgs = []
    for k, png in enumerate(sorted(glob.glob(tmp + '/p*.png'))):
        seed = int(hashlib.md5(f'{rid}-{k}'.encode()).hexdigest()[:8], 16)
        rng = np.random.default_rng(seed)
        im = Image.open(png).convert('L')
        ang = (0.15 + (seed % 1000) / 1000 * 0.45) * (1 if seed % 2 else -1)
        im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
        im = im.filter(ImageFilter.GaussianBlur(0.55))
        a = np.asarray(im).astype(np.float32)
        a = a * 0.90 + 14  # paper tone, slightly lifted blacks
        a += rng.normal(0, 5.0, a.shape)
        im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
        d = ImageDraw.Draw(im)
        W, Hh = im.size
        for _ in range(6):
            x, y = int(rng.uniform(0, W)), int(rng.uniform(0, Hh)); s = int(rng.uniform(2, 5))
            d.ellipse([x, y, x + s, y + s], fill=int(rng.uniform(20, 70)))
        jp = os.path.join(tmp, f'p{k}.jpg')
        im.save(jp, 'JPEG', quality=70, dpi=(200, 200))
        jpgs.append(jp)
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(out, 'wb') as fh:
        fh.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4)))
    for f in glob.glob(tmp + '/*'): os.remove(f)
    os.rmdir(tmp)

def main(ids):
    for fn in ALL:
        rep = fn()
        if ids and rep.id not in ids:
            continue
        with open(os.path.join(ROOT, 'reports', rep.id + '.gold.json'), 'w', encoding='utf-8') as fh:
            json.dump(rep.gold(), fh, ensure_ascii=False, indent=1)
        hp = os.path.join(ROOT, 'html', rep.id + '.html')
        with open(hp, 'w', encoding='utf-8') as fh:
            fh.write(to_html(rep))
        FRender(rep).build(os.path.join(ROOT, 'rendered', rep.id + '.fpdf.pdf'))
        cp = os.path.join(ROOT, 'rendered', rep.id + '.chromium.pdf')
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        '--print-to-pdf=' + cp, 'file://' + hp], check=True, capture_output=True)
        scan(cp, os.path.join(ROOT, 'rendered', rep.id + '.scan.pdf'), rep.id)
        print(rep.id, len(rep.results), 'results', len(rep.pages), 'pages', flush=True)

if __name__ == '__main__':
    main(sys.argv[1:])
