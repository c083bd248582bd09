#!/usr/bin/env python3
"""Build a development set: for every description desc/<set>NN.py write
reports/<set>NN.html + reports/<set>NN.gold.json and render
rendered/<set>NN.chromium.pdf, rendered/<set>NN.fpdf.pdf, rendered/<set>NN.scan.pdf.
What differs between sets (its letter, the scan seed and date) is in the set's tools/lib.py;
set d's tools/build.py runs this one on its own folder.

usage: /work/labdev-b/.venv/bin/python tools/build.py [c01 c02 ...]   (default: all)
"""
import importlib
import io
import json
import os
import random
import subprocess
import sys
import tempfile

HERE = ROOT = REPORTS = RENDERED = lib = None  # set by use(), for the set being built


def use(tools_dir):
    """Point the builder at the set whose tools/ folder is tools_dir."""
    global HERE, ROOT, REPORTS, RENDERED, lib
    HERE, ROOT = tools_dir, os.path.dirname(tools_dir)
    sys.path.insert(0, HERE)
    sys.path.insert(0, ROOT)
    REPORTS, RENDERED = os.path.join(ROOT, 'reports'), os.path.join(ROOT, 'rendered')
    lib = importlib.import_module('lib')


def ids():
    return [f'{lib.SET}{i:02d}' for i in range(1, 13)]


def pdf_pages(path):
    out = subprocess.run(['pdfinfo', path], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith('Pages:'):
            return int(line.split()[1])
    raise RuntimeError('no page count')


def chromium(html_path, pdf_path):
    with tempfile.TemporaryDirectory() as prof:
        cmd = ['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
               f'--user-data-dir={prof}', f'--print-to-pdf={pdf_path}', 'file://' + html_path]
        subprocess.run(cmd, capture_output=True, text=True, timeout=180, check=True)


def scan(rid, chrome_pdf, scan_pdf):
    """Rasterise the Chromium PDF and make it look like a photocopy/scan."""
    from PIL import Image, ImageFilter, ImageChops
    rng = random.Random(lib.SCAN_SEED.format(rid=rid))  # deterministic per report
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', '-png', chrome_pdf, os.path.join(td, 'p')], check=True)
        files = sorted(f for f in os.listdir(td) if f.endswith('.png'))
        pages = []
        for f in files:
            im = Image.open(os.path.join(td, f)).convert('L')
            w, h = im.size
            # light blur (toner spread) then paper tone: white -> ~236, black -> ~28
            im = im.filter(ImageFilter.GaussianBlur(0.45))
            paper = rng.randint(228, 240)
            ink = rng.randint(18, 40)
            im = im.point(lambda v, p=paper, k=ink: int(k + (p - k) * v / 255))
            # low-frequency paper mottling + light grain (grain generated at 1/3 res so JPEG stays small)
            sw, sh = w // 3, h // 3
            grain = bytes(max(0, min(255, int(128 + rng.gauss(0, 5)))) for _ in range(sw * sh))
            small = Image.frombytes('L', (sw, sh), grain).resize((w, h), Image.BILINEAR)
            im = ImageChops.add(im, small, scale=1.0, offset=-128)
            # deterministic small rotation 0.2-0.6 deg, random sign
            ang = rng.uniform(0.2, 0.6) * rng.choice((-1, 1))
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=paper)
            # slight shift as on a flatbed
            dx, dy = rng.randint(-12, 12), rng.randint(-10, 10)
            im = ImageChops.offset(im, dx, dy)
            buf = io.BytesIO()
            im.save(buf, 'JPEG', quality=70, optimize=True)
            buf.seek(0)
            pages.append(Image.open(buf))
        import time
        fixed = time.gmtime(lib.SCAN_DATE)  # fixed so the scan PDF is byte-identical
        pages[0].save(scan_pdf, 'PDF', resolution=200.0, save_all=True, append_images=pages[1:],
                      title=f'{rid} scan', creator=f'labdev-{lib.SET} scan simulation', producer='Pillow',
                      creationDate=fixed, modDate=fixed)
        return len(pages)


def build_one(rid, log):
    mod = importlib.import_module(f'desc.{rid}')
    importlib.reload(mod)
    rep = mod.build()
    gold = rep.gold()
    html_path = os.path.join(REPORTS, f'{rid}.html')
    with open(html_path, 'w', encoding='utf-8') as f:
        f.write(rep.html())
    with open(os.path.join(REPORTS, f'{rid}.gold.json'), 'w', encoding='utf-8') as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write('\n')
    expected = len(rep.pages)
    fp = os.path.join(RENDERED, f'{rid}.fpdf.pdf')
    warns = rep.fpdf(fp)
    for w in warns:
        log(f'  {rid} fpdf WARNING: {w}')
    cp = os.path.join(RENDERED, f'{rid}.chromium.pdf')
    chromium(html_path, cp)
    sp = os.path.join(RENDERED, f'{rid}.scan.pdf')
    ns = scan(rid, cp, sp)
    nc, nf = pdf_pages(cp), pdf_pages(fp)
    status = 'OK' if nc == nf == ns == expected else 'PAGE-COUNT-MISMATCH'
    log(f'{rid}: {len(gold["results"])} results; pages designed={expected} chromium={nc} fpdf={nf} scan={ns} {status}')
    return status == 'OK' and not warns


def main(tools_dir):
    use(tools_dir)
    todo = sys.argv[1:] or ids()
    os.makedirs(REPORTS, exist_ok=True)
    os.makedirs(RENDERED, exist_ok=True)
    ok = True
    for rid in todo:
        ok &= build_one(rid, print)
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main(os.path.dirname(os.path.abspath(__file__)))
