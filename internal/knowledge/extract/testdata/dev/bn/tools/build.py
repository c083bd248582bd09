"""Build everything: reports/ID.html, reports/ID.gold.json, rendered/ID.{chromium,fpdf,scan}.pdf"""
import json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import reports, render_html, render_fpdf, make_scan
from loinc import L


def build(ids=None):
    for rid, fn in reports.REPORTS.items():
        if ids and rid not in ids:
            continue
        doc = fn()
        hp = os.path.join(OUT, 'reports', rid + '.html')
        with open(hp, 'w', encoding='utf-8') as f:
            f.write(render_html.render(doc))
        with open(os.path.join(OUT, 'reports', rid + '.gold.json'), 'w', encoding='utf-8') as f:
            json.dump(doc.gold(L), f, ensure_ascii=False, indent=1)
        cp = os.path.join(OUT, 'rendered', rid + '.chromium.pdf')
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        '--print-to-pdf=' + cp, 'file://' + hp], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        render_fpdf.render(doc, os.path.join(OUT, 'rendered', rid + '.fpdf.pdf'))
        make_scan.make_scan(rid, cp, os.path.join(OUT, 'rendered', rid + '.scan.pdf'))
        print(rid, len(doc.pages), 'pages', len(doc.results), 'results')


if __name__ == '__main__':
    build(sys.argv[1:])
