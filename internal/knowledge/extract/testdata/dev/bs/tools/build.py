"""Build everything: reports/ID.html, reports/ID.gold.json, rendered/ID.{chromium,fpdf,scan}.pdf"""
import json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import gold
from html_render import HtmlRenderer
from fpdf_render import FpdfRenderer
from scan import make_scan
from reports_data import REPORTS

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def pages_of(pdf):
    out = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    return int([l for l in out.splitlines() if l.startswith('Pages:')][0].split()[1])


def build(rep):
    rd, rn = os.path.join(OUT, 'reports'), os.path.join(OUT, 'rendered')
    os.makedirs(rd, exist_ok=True); os.makedirs(rn, exist_ok=True)
    hp = os.path.join(rd, rep.id + '.html')
    with open(hp, 'w', encoding='utf-8') as f:
        f.write(HtmlRenderer(rep).render())
    with open(os.path.join(rd, rep.id + '.gold.json'), 'w', encoding='utf-8') as f:
        json.dump(gold(rep), f, ensure_ascii=False, indent=1)
    cp = os.path.join(rn, rep.id + '.chromium.pdf')
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                    '--print-to-pdf=' + cp, 'file://' + hp], check=True, capture_output=True)
    fp = os.path.join(rn, rep.id + '.fpdf.pdf')
    FpdfRenderer(rep).render(fp)
    make_scan(cp, os.path.join(rn, rep.id + '.scan.pdf'), rep.id)
    n = (pages_of(cp), pages_of(fp), len(rep.pages))
    print(rep.id, 'pages chromium/fpdf/model', n, 'results', len(gold(rep)['results']))


if __name__ == '__main__':
    only = sys.argv[1:]
    for rep in REPORTS:
        if not only or rep.id in only:
            build(rep)
