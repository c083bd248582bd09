"""Regenerate reports/*.html, reports/*.gold.json, rendered/*.chromium.pdf, rendered/*.fpdf.pdf.
usage: .venv/bin/python tools/build.py [i01 i02 ...]"""
import sys, os, json, subprocess
sys.path.insert(0, os.path.dirname(__file__))
from lib import HtmlR, FpdfR
import reports

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(rid):
    rep = reports.ALL[rid]()
    hp = os.path.join(BASE, 'reports', rid + '.html')
    with open(hp, 'w', encoding='utf-8') as f:
        f.write(HtmlR(rep).render())
    with open(os.path.join(BASE, 'reports', rid + '.gold.json'), 'w', encoding='utf-8') as f:
        json.dump(rep.gold(), f, ensure_ascii=False, indent=1)
    FpdfR(rep).render(os.path.join(BASE, 'rendered', rid + '.fpdf.pdf'))
    out = os.path.join(BASE, 'rendered', rid + '.chromium.pdf')
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                    '--print-to-pdf=' + out, 'file://' + hp], check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    print(rid, len(rep.pages), 'pages', len(rep.results()), 'results')


if __name__ == '__main__':
    ids = sys.argv[1:] or sorted(reports.ALL)
    for rid in ids:
        build(rid)
