#!/usr/bin/env python3
"""Render reports/hNN.html with Chromium, check page overflow, and make simulated scans.

usage: render.py [hNN ...]
"""
import glob
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CHROMIUM = '/usr/bin/chromium'

OVERFLOW_JS = """
<script>
window.addEventListener('load', function(){
  var out=[];
  document.querySelectorAll('.page').forEach(function(p,i){
    var pr=p.getBoundingClientRect();
    var foot=p.querySelector('.footer');
    var fr=foot?foot.getBoundingClientRect():null;
    var maxb=0;
    Array.prototype.forEach.call(p.children,function(c){
      if(c===foot) return;
      var r=c.getBoundingClientRect(); if(r.bottom>maxb) maxb=r.bottom;
    });
    out.push([i+1, Math.round((fr?fr.top:pr.bottom)-maxb)]);
  });
  var d=document.createElement('pre'); d.id='OVERFLOW'; d.textContent=JSON.stringify(out);
  document.body.appendChild(d);
});
</script>
"""


def chromium_pdf(html_path, pdf_path):
    cmd = [CHROMIUM, '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
           '--print-to-pdf=' + pdf_path, 'file://' + html_path]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def free_space(html_path):
    """mm-ish (CSS px) free space between the last content block and the footer, per page."""
    with open(html_path, encoding='utf-8') as f:
        html = f.read()
    html = html.replace('</body>', OVERFLOW_JS + '</body>')
    with tempfile.NamedTemporaryFile('w', suffix='.html', delete=False, encoding='utf-8') as t:
        t.write(html)
        tmp = t.name
    try:
        out = subprocess.run([CHROMIUM, '--headless', '--no-sandbox', '--disable-gpu', '--dump-dom',
                              '--window-size=794,1123', 'file://' + tmp],
                             capture_output=True, text=True, timeout=180).stdout
    finally:
        os.unlink(tmp)
    m = re.search(r'<pre id="OVERFLOW">(.*?)</pre>', out)
    return json.loads(m.group(1)) if m else None


def pdf_pages(path):
    out = subprocess.run(['pdfinfo', path], capture_output=True, text=True).stdout
    return int(re.search(r'Pages:\s+(\d+)', out).group(1))


def make_scan(rid, chrome_pdf, out_pdf):
    from fpdf import FPDF
    seed = int(hashlib.sha256(rid.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    tmpd = tempfile.mkdtemp(prefix='scan_')
    subprocess.run(['pdftoppm', '-r', '200', '-gray', chrome_pdf, os.path.join(tmpd, 'p')], check=True)
    pages = sorted(glob.glob(os.path.join(tmpd, 'p*.pgm')))
    pdf = FPDF(unit='mm', format='A4')
    pdf.set_auto_page_break(False)
    info = []
    for k, pg in enumerate(pages):
        img = Image.open(pg).convert('L')
        a = np.asarray(img, dtype=np.float32)
        h, w = a.shape
        # paper tone with a gentle illumination gradient
        tone = 236 + rng.uniform(-4, 6)
        yy, xx = np.mgrid[0:h, 0:w]
        grad = (xx / w - 0.5) * rng.uniform(-8, 8) + (yy / h - 0.5) * rng.uniform(-6, 6)
        paper = tone + grad
        ink = 22 + rng.uniform(0, 12)
        a = ink + (paper - ink) * (a / 255.0)
        img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
        # small deterministic rotation, 0.15-0.6 degrees
        ang = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
        img = img.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=int(tone))
        img = img.filter(ImageFilter.GaussianBlur(0.45))
        a = np.asarray(img, dtype=np.float32)
        a = a + rng.normal(0, 3.2, a.shape)
        img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
        dr = ImageDraw.Draw(img)
        for _ in range(int(rng.integers(6, 14))):      # specks
            x = float(rng.uniform(0, w))
            y = float(rng.uniform(0, h))
            r = float(rng.uniform(0.8, 2.6))
            dr.ellipse([x - r, y - r, x + r, y + r], fill=int(rng.uniform(40, 120)))
        if rng.random() < 0.6:                          # a faint hair / fibre
            x0 = float(rng.uniform(0, w))
            y0 = float(rng.uniform(0, h))
            dr.line([x0, y0, x0 + rng.uniform(-60, 60), y0 + rng.uniform(20, 90)],
                    fill=int(rng.uniform(150, 190)), width=1)
        jpg = os.path.join(tmpd, 'scan%02d.jpg' % k)
        img.save(jpg, 'JPEG', quality=70, optimize=True)
        pdf.add_page()
        pdf.image(jpg, x=0, y=0, w=210, h=297)
        info.append(round(ang, 3))
    pdf.output(out_pdf)
    for f in glob.glob(os.path.join(tmpd, '*')):
        os.unlink(f)
    os.rmdir(tmpd)
    return info


def main(ids):
    if not ids:
        ids = sorted(os.path.basename(p)[:-5] for p in glob.glob(os.path.join(ROOT, 'reports', 'h*.html')))
    rot = {}
    rot_path = os.path.join(HERE, 'build', 'scan_rotation.json')
    if os.path.exists(rot_path):
        rot = json.load(open(rot_path))
    bad = False
    for rid in ids:
        html = os.path.join(ROOT, 'reports', rid + '.html')
        cpdf = os.path.join(ROOT, 'rendered', rid + '.chromium.pdf')
        chromium_pdf(html, cpdf)
        meta = json.load(open(os.path.join(HERE, 'build', rid + '.meta.json')))
        fs = free_space(html)
        np_c = pdf_pages(cpdf)
        np_f = pdf_pages(os.path.join(ROOT, 'rendered', rid + '.fpdf.pdf'))
        spdf = os.path.join(ROOT, 'rendered', rid + '.scan.pdf')
        rot[rid] = make_scan(rid, cpdf, spdf)
        np_s = pdf_pages(spdf)
        over = [p for p, free in (fs or []) if free < 0]
        status = 'OK' if (np_c == np_f == np_s == meta['pages'] and not over) else 'PROBLEM'
        if status != 'OK':
            bad = True
        print('%s: pages chromium=%d fpdf=%d scan=%d expected=%d free(px)=%s %s'
              % (rid, np_c, np_f, np_s, meta['pages'], fs, status))
    json.dump(rot, open(rot_path, 'w'), indent=1)
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main(sys.argv[1:])
