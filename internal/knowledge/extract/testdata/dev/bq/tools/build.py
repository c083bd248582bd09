"""Build everything: HTML, gold JSON, Chromium PDF, fpdf2 PDF, scan PDF."""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import model  # noqa: E402
import render_html  # noqa: E402
import render_fpdf  # noqa: E402
from make_scan import make_scan  # noqa: E402
from reports_data import REPORTS  # noqa: E402


def main(only=None):
    for rep in REPORTS:
        rid = rep['id']
        if only and rid not in only:
            continue
        hp = os.path.join(OUT, 'reports', rid + '.html')
        with open(hp, 'w', encoding='utf-8') as f:
            f.write(render_html.render(rep))
        with open(os.path.join(OUT, 'reports', rid + '.gold.json'), 'w', encoding='utf-8') as f:
            json.dump(model.gold(rep), f, ensure_ascii=False, indent=1)
        cp = os.path.join(OUT, 'rendered', rid + '.chromium.pdf')
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        f'--print-to-pdf={cp}', 'file://' + hp], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        render_fpdf.Doc(rep).render(os.path.join(OUT, 'rendered', rid + '.fpdf.pdf'))
        make_scan(cp, os.path.join(OUT, 'rendered', rid + '.scan.pdf'), rid)
        print('built', rid, len(model.gold(rep)['results']), 'results')


if __name__ == '__main__':
    main(sys.argv[1:] or None)
