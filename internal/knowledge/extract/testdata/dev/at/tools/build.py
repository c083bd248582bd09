#!/usr/bin/env python3
"""Build set "at": gold JSON, HTML, Chromium PDF, fpdf2 PDF and the scan.

usage: python3 tools/build.py [--only at01,at02] [--no-scan]
Chromium (and later Tesseract in check.py) run one at a time.
"""
import argparse, json, os, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import gold                      # noqa: E402
from reports import REPORTS                 # noqa: E402
import render_html, render_fpdf, scan       # noqa: E402


def pdf_pages(path):
    out = subprocess.run(['pdfinfo', path], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith('Pages:'):
            return int(line.split()[1])
    raise RuntimeError('no page count for ' + path)


def chromium_print(html_path, pdf_path, profile):
    cmd = ['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
           '--user-data-dir=' + profile, '--print-to-pdf=' + pdf_path, 'file://' + html_path]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--only', default='')
    ap.add_argument('--no-scan', action='store_true')
    a = ap.parse_args()
    only = set(filter(None, a.only.split(',')))
    os.makedirs(os.path.join(ROOT, 'reports'), exist_ok=True)
    os.makedirs(os.path.join(ROOT, 'rendered'), exist_ok=True)
    profile = tempfile.mkdtemp(prefix='labdev-at-chromium-')
    ok = True
    try:
        for r in REPORTS:
            rid = r['id']
            if only and rid not in only:
                continue
            g = gold(r)
            with open(os.path.join(ROOT, 'reports', rid + '.gold.json'), 'w', encoding='utf-8') as f:
                json.dump(g, f, ensure_ascii=False, indent=1)
                f.write('\n')
            html_path = os.path.join(ROOT, 'reports', rid + '.html')
            with open(html_path, 'w', encoding='utf-8') as f:
                f.write(render_html.render(r))
            cpdf = os.path.join(ROOT, 'rendered', rid + '.chromium.pdf')
            fpdf_path = os.path.join(ROOT, 'rendered', rid + '.fpdf.pdf')
            chromium_print(html_path, cpdf, profile)
            render_fpdf.render(r, fpdf_path)
            want = len(r['pages'])
            pc, pf = pdf_pages(cpdf), pdf_pages(fpdf_path)
            msg = '%s: %d results, pages model=%d chromium=%d fpdf=%d' % (rid, len(g['results']), want, pc, pf)
            if not a.no_scan:
                spdf = os.path.join(ROOT, 'rendered', rid + '.scan.pdf')
                scan.make_scan(cpdf, spdf, rid)
                msg += ' scan=%d' % pdf_pages(spdf)
            print(msg, flush=True)
            if not (pc == pf == want):
                ok = False
                print('  PAGE COUNT MISMATCH', file=sys.stderr)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()
