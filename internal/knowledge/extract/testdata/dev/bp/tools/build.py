"""Build every rendering and gold file of set bp from the report models."""
import json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from model import gold_json
from render import render_html, PdfR
from scan import make_scan
from reports_data import REPORTS
import make_readme


def build(only=None):
    os.makedirs(f'{OUT}/reports', exist_ok=True)
    os.makedirs(f'{OUT}/rendered', exist_ok=True)
    warns = []
    for rep in REPORTS:
        if only and rep.rid not in only:
            continue
        h = f'{OUT}/reports/{rep.rid}.html'
        with open(h, 'w', encoding='utf-8') as fh:
            fh.write(render_html(rep))
        cp = f'{OUT}/rendered/{rep.rid}.chromium.pdf'
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        f'--print-to-pdf={cp}', f'file://{h}'], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        warns += PdfR(rep).render(f'{OUT}/rendered/{rep.rid}.fpdf.pdf')
        make_scan(cp, f'{OUT}/rendered/{rep.rid}.scan.pdf', rep.rid)
        with open(f'{OUT}/reports/{rep.rid}.gold.json', 'w', encoding='utf-8') as fh:
            json.dump(gold_json(rep), fh, ensure_ascii=False, indent=1)
        print('built', rep.rid, len(gold_json(rep)['results']), 'results')
    for w in warns:
        print('WARN', w)
    make_readme.main()


if __name__ == '__main__':
    build(sys.argv[1:] or None)
