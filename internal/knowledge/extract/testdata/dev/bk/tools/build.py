"""Build everything: HTML, Chromium PDF, fpdf2 PDF, scan PDF and gold for bk01..bk12."""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

import render_fpdf  # noqa: E402
import render_html  # noqa: E402
import reports  # noqa: E402
import scan  # noqa: E402


def pages(pdf):
    out = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    for ln in out.splitlines():
        if ln.startswith('Pages:'):
            return int(ln.split()[1])


def main(ids=None):
    os.makedirs(os.path.join(OUT, 'reports'), exist_ok=True)
    os.makedirs(os.path.join(OUT, 'rendered'), exist_ok=True)
    total = 0
    for rep in reports.all_reports():
        if ids and rep.id not in ids:
            continue
        hp = os.path.join(OUT, 'reports', rep.id + '.html')
        with open(hp, 'w', encoding='utf-8') as fh:
            fh.write(render_html.render(rep))
        with open(os.path.join(OUT, 'reports', rep.id + '.gold.json'), 'w', encoding='utf-8') as fh:
            json.dump(rep.gold(), fh, ensure_ascii=False, indent=1)
            fh.write('\n')
        cp = os.path.join(OUT, 'rendered', rep.id + '.chromium.pdf')
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        f'--print-to-pdf={cp}', 'file://' + hp], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        fp = os.path.join(OUT, 'rendered', rep.id + '.fpdf.pdf')
        warn = render_fpdf.render(rep, fp)
        sp = os.path.join(OUT, 'rendered', rep.id + '.scan.pdf')
        scan.make_scan(cp, sp, rep.id)
        total += len(rep.results)
        print(f'{rep.id}: model pages {len(rep.pages)}, chromium {pages(cp)}, fpdf {pages(fp)}, '
              f'scan {pages(sp)}, results {len(rep.results)}', *warn)
    print('total results', total)


if __name__ == '__main__':
    main(sys.argv[1:])
