"""Build everything: reports/ID.html, reports/ID.gold.json, rendered/ID.{chromium,fpdf,scan}.pdf"""
import json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from model import gold
import render_html, render_fpdf
from make_scan import make_scan
from reports_data import REPORTS


def main(only=None):
    os.makedirs(os.path.join(OUT, 'reports'), exist_ok=True)
    os.makedirs(os.path.join(OUT, 'rendered'), exist_ok=True)
    for rep in REPORTS:
        if only and rep.rid not in only:
            continue
        h = os.path.join(OUT, 'reports', rep.rid + '.html')
        with open(h, 'w', encoding='utf-8') as f:
            f.write(render_html.render(rep))
        with open(os.path.join(OUT, 'reports', rep.rid + '.gold.json'), 'w', encoding='utf-8') as f:
            json.dump(gold(rep), f, ensure_ascii=False, indent=1)
            f.write('\n')
        cpdf = os.path.join(OUT, 'rendered', rep.rid + '.chromium.pdf')
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        '--print-to-pdf=' + cpdf, 'file://' + h], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        bottoms, overflow = render_fpdf.render(rep, os.path.join(OUT, 'rendered', rep.rid + '.fpdf.pdf'))
        make_scan(rep.rid, cpdf, os.path.join(OUT, 'rendered', rep.rid + '.scan.pdf'))
        n = len(gold(rep)['results'])
        warn = [b for b in bottoms if b[0] > b[1] - 2]
        print(rep.rid, 'results', n, 'content bottom / footer top (mm):', bottoms,
              'OVERLAP' if warn else '', ('overflow: %s' % overflow) if overflow else '')


if __name__ == '__main__':
    main(sys.argv[1:])
