"""Build HTML, gold, Chromium PDF and fpdf2 PDF for every report (python tools/build.py [ids...])."""
import sys, os, json, subprocess
sys.path.insert(0, os.path.dirname(__file__))
from lib import to_html, to_fpdf
import reports_a, reports_b

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def all_reports():
    out = []
    for mod in (reports_a, reports_b):
        for n in sorted(dir(mod)):
            if n.startswith('v') and n[1:].isdigit(): out.append(getattr(mod, n)())
    return sorted(out, key=lambda r: r.rid)

def main(ids):
    for rep in all_reports():
        if ids and rep.rid not in ids: continue
        hp = f'{ROOT}/reports/{rep.rid}.html'
        open(hp, 'w', encoding='utf-8').write(to_html(rep))
        json.dump(rep.gold(), open(f'{ROOT}/reports/{rep.rid}.gold.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        f'--print-to-pdf={ROOT}/rendered/{rep.rid}.chromium.pdf', f'file://{hp}'],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        to_fpdf(rep, f'{ROOT}/rendered/{rep.rid}.fpdf.pdf')
        print(rep.rid, len(rep.results()), 'results')

if __name__ == '__main__':
    main(sys.argv[1:])
