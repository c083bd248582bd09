#!/usr/bin/env python3
"""Build set "ar": gold JSON, HTML, Chromium PDF and fpdf2 PDF for every report.

usage: python3 tools/build.py [--only ar01,ar02] [--no-chromium] [--scan]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import gold  # noqa: E402
from reports import REPORTS  # noqa: E402
from render_html import render_html  # noqa: E402
from render_fpdf import render_fpdf  # noqa: E402


def chromium_print(html_path, pdf_path):
    with tempfile.TemporaryDirectory(prefix='labdev-ar-chrome-') as prof:
        cmd = ['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
               f'--user-data-dir={prof}', '--allow-file-access-from-files',
               f'--print-to-pdf={pdf_path}', 'file://' + html_path]
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=180)
        if r.returncode != 0 or not os.path.exists(pdf_path):
            sys.stderr.write(r.stderr.decode(errors='replace'))
            raise SystemExit(f'chromium failed for {html_path}')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--only', default='')
    ap.add_argument('--no-chromium', action='store_true')
    ap.add_argument('--scan', action='store_true', help='also run tools/scan.py afterwards')
    a = ap.parse_args()
    only = set(x for x in a.only.split(',') if x)
    os.makedirs(os.path.join(ROOT, 'reports'), exist_ok=True)
    os.makedirs(os.path.join(ROOT, 'rendered'), exist_ok=True)
    for rep in REPORTS:
        rid = rep['id']
        if only and rid not in only:
            continue
        g = gold(rep)
        with open(os.path.join(ROOT, 'reports', f'{rid}.gold.json'), 'w', encoding='utf-8') as f:
            json.dump(g, f, ensure_ascii=False, indent=1)
            f.write('\n')
        html_path = os.path.join(ROOT, 'reports', f'{rid}.html')
        with open(html_path, 'w', encoding='utf-8') as f:
            f.write(render_html(rep))
        render_fpdf(rep, os.path.join(ROOT, 'rendered', f'{rid}.fpdf.pdf'))
        if not a.no_chromium:
            chromium_print(html_path, os.path.join(ROOT, 'rendered', f'{rid}.chromium.pdf'))
        print(f'{rid}: {len(g["results"])} results, {len(rep["pages"])} page(s)')
    if a.scan:
        cmd = [sys.executable, os.path.join(HERE, 'scan.py')] + (['--only', a.only] if a.only else [])
        subprocess.run(cmd, check=True)


if __name__ == '__main__':
    main()
