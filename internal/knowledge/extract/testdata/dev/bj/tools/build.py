"""Build everything: reports/ID.html, reports/ID.gold.json, rendered/ID.{chromium,fpdf,scan}.pdf"""
import json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reports import REPORTS
from model import gold
import render_html, render_fpdf, scan

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(rep):
    rdir, pdir = os.path.join(OUT, 'reports'), os.path.join(OUT, 'rendered')
    os.makedirs(rdir, exist_ok=True); os.makedirs(pdir, exist_ok=True)
    html_path = os.path.join(rdir, rep.id + '.html')
    with open(html_path, 'w', encoding='utf-8') as f:
        f.write(render_html.render(rep))
    with open(os.path.join(rdir, rep.id + '.gold.json'), 'w', encoding='utf-8') as f:
        json.dump(gold(rep), f, ensure_ascii=False, indent=1)
        f.write('\n')
    chrome = os.path.join(pdir, rep.id + '.chromium.pdf')
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                    '--print-to-pdf=' + chrome, 'file://' + html_path],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    render_fpdf.render(rep, os.path.join(pdir, rep.id + '.fpdf.pdf'))
    scan.make_scan(rep.id, chrome, os.path.join(pdir, rep.id + '.scan.pdf'))


if __name__ == '__main__':
    ids = sys.argv[1:]
    for rep in REPORTS:
        if not ids or rep.id in ids:
            build(rep)
            print('built', rep.id, len(gold(rep)['results']), 'results')
