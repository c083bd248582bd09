#!/usr/bin/env python3
"""Build the g set: HTML + gold JSON + Chromium PDF + fpdf2 PDF + simulated scan.

usage: python3 tools/build.py [g01 g02 ...]     (default: all reports)
"""
import glob
import importlib
import json
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import numpy as np  # noqa: E402
from PIL import Image, ImageFilter  # noqa: E402

import lib  # noqa: E402
import render_fpdf  # noqa: E402
import render_html  # noqa: E402

CHROMIUM = '/usr/bin/chromium'
CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu']

MEASURE_JS = """
<script>
(function(){
  var mm = 96/25.4, out = [];
  document.querySelectorAll('.page').forEach(function(pg, i){
    var c = pg.querySelector('.content').getBoundingClientRect();
    var f = pg.querySelector('.footer').getBoundingClientRect();
    if (c.bottom > f.top - 1.0*mm) out.push('page ' + (i+1) + ': content bottom ' +
        ((c.bottom - pg.getBoundingClientRect().top)/mm).toFixed(1) + 'mm > footer top ' +
        ((f.top - pg.getBoundingClientRect().top)/mm).toFixed(1) + 'mm');
    pg.querySelectorAll('table.grid td, table.grid th, table.kv td').forEach(function(td){
      if (td.scrollWidth > td.clientWidth + 1) out.push('page ' + (i+1) + ': clipped cell "' + td.textContent + '"');
    });
    pg.querySelectorAll('.dotcell .dn').forEach(function(sp){
      var cell = sp.parentNode.getBoundingClientRect(), r = sp.getBoundingClientRect();
      if (r.right > cell.right + 1) out.push('page ' + (i+1) + ': clipped name "' + sp.textContent + '"');
    });
  });
  var pre = document.createElement('pre'); pre.id = 'MEASURE';
  pre.textContent = 'MEASURE[' + out.join(' | ') + ']';
  document.body.appendChild(pre);
})();
</script>
"""


def load(rid):
    mod = importlib.import_module('reports.' + rid)
    rep = mod.REPORT
    rep['id'] = rid
    return rep


def chromium_pdf(html_path, pdf_path):
    cmd = [CHROMIUM] + CHROME_FLAGS + ['--no-pdf-header-footer', f'--print-to-pdf={pdf_path}',
                                       'file://' + html_path]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def measure(html_text):
    with tempfile.NamedTemporaryFile('w', suffix='.html', delete=False, dir='/tmp') as f:
        f.write(html_text.replace('</body>', MEASURE_JS + '</body>'))
        tmp = f.name
    try:
        p = subprocess.run([CHROMIUM] + CHROME_FLAGS + ['--dump-dom', 'file://' + tmp],
                           capture_output=True, text=True, timeout=180)
    finally:
        os.unlink(tmp)
    m = re.search(r'<pre id="MEASURE">MEASURE\[(.*?)\]</pre>', p.stdout, re.S)
    if not m:
        raise RuntimeError('measurement failed: ' + p.stderr[-500:])
    return m.group(1)


def page_count(pdf):
    out = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))


def make_scan(chromium_pdf_path, scan_path, seed):
    rnd = random.Random(seed)
    rs = np.random.RandomState(seed)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(['pdftoppm', '-r', '200', '-gray', chromium_pdf_path, os.path.join(td, 'p')], check=True)
        pages = []
        for fn in sorted(glob.glob(os.path.join(td, 'p-*.pgm'))):
            im = Image.open(fn).convert('L')
            w, h = im.size
            # slight blur like a scanner's optics
            im = im.filter(ImageFilter.GaussianBlur(0.45))
            # deterministic small rotation, white fill
            ang = rnd.uniform(0.15, 0.6) * rnd.choice([-1, 1])
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
            a = np.asarray(im).astype(np.float32)
            # paper tone: slightly grey-yellow paper -> grey level ~236 with a soft gradient
            base = rnd.uniform(230, 240)
            gy = np.linspace(0, 1, h, dtype=np.float32)[:, None]
            gx = np.linspace(0, 1, w, dtype=np.float32)[None, :]
            paper = base - 6 * gy * rnd.uniform(0.3, 1.0) - 4 * gx * rnd.uniform(0.0, 1.0)
            a = a / 255.0 * paper + (1 - a / 255.0) * rnd.uniform(18, 32)
            # light noise (generated at half resolution, upsampled: grainy but compressible)
            nz = rs.normal(0, 4.0, (h // 2 + 1, w // 2 + 1)).astype(np.float32)
            nz = np.asarray(Image.fromarray(nz).resize((w, h), Image.BILINEAR))
            a = a + nz
            # a few specks
            for _ in range(rnd.randint(6, 14)):
                cx, cy = rnd.randint(0, w - 1), rnd.randint(0, h - 1)
                r = rnd.uniform(1.0, 3.2)
                yy, xx = np.ogrid[max(0, cy - 5):min(h, cy + 6), max(0, cx - 5):min(w, cx + 6)]
                mask = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
                sl = a[max(0, cy - 5):min(h, cy + 6), max(0, cx - 5):min(w, cx + 6)]
                sl[mask] = rnd.uniform(40, 110)
            # faint vertical streak from the scanner glass on some pages
            if rnd.random() < 0.5:
                sx = rnd.randint(int(w * 0.1), int(w * 0.9))
                a[:, sx:sx + 2] -= rnd.uniform(4, 9)
            a = np.clip(a, 0, 255).astype(np.uint8)
            pages.append(Image.fromarray(a, 'L'))
        pages[0].save(scan_path, 'PDF', save_all=True, append_images=pages[1:], resolution=200.0,
                      quality=68, optimize=True)


def build(rid, do_chromium=True, do_scan=True):
    rep = load(rid)
    html_text = render_html.render(rep)
    hp = os.path.join(ROOT, 'reports', rid + '.html')
    with open(hp, 'w', encoding='utf-8') as f:
        f.write(html_text)
    g = lib.gold(rep)
    with open(os.path.join(ROOT, 'reports', rid + '.gold.json'), 'w', encoding='utf-8') as f:
        json.dump(g, f, ensure_ascii=False, indent=1)
    problems = []
    fp = os.path.join(ROOT, 'rendered', rid + '.fpdf.pdf')
    try:
        render_fpdf.Drawer(rep).run(fp)
    except render_fpdf.Overflow as e:
        problems.append('fpdf: ' + str(e))
    if do_chromium:
        m = measure(html_text)
        if m:
            problems.append('html: ' + m)
        cp = os.path.join(ROOT, 'rendered', rid + '.chromium.pdf')
        chromium_pdf(hp, cp)
        n = len(rep['pages'])
        pc = page_count(cp)
        if pc != n:
            problems.append(f'chromium page count {pc} != {n}')
        if do_scan:
            make_scan(cp, os.path.join(ROOT, 'rendered', rid + '.scan.pdf'), seed=int(rid[1:]) * 7919)
    print(f'{rid}: {len(g["results"])} results, {len(rep["pages"])} pages' +
          ('' if not problems else '\n   PROBLEMS: ' + '\n   '.join(problems)))
    return problems


if __name__ == '__main__':
    args = [a for a in sys.argv[1:] if not a.startswith('-')]
    ids = args or sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(HERE, 'reports', 'g*.py')))
    allp = []
    for rid in ids:
        allp += build(rid, do_scan='--noscan' not in sys.argv)
    sys.exit(1 if allp else 0)
