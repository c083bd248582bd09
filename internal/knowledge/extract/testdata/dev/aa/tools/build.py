import json, os, sys, subprocess
sys.path.insert(0, os.path.dirname(__file__))
from reports_data import REPORTS
from model import gold
from render_html import render
from render_fpdf import R as FR
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
only = sys.argv[1:]
for rep in REPORTS:
    if only and rep['id'] not in only: continue
    i = rep['id']; hp = f'{ROOT}/reports/{i}.html'
    open(hp, 'w').write(render(rep))
    json.dump(gold(rep), open(f'{ROOT}/reports/{i}.gold.json', 'w'), ensure_ascii=False, indent=1)
    FR(rep).run(f'{ROOT}/rendered/{i}.fpdf.pdf')
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                    f'--print-to-pdf={ROOT}/rendered/{i}.chromium.pdf', 'file://' + hp], check=True, capture_output=True)
    print(i, len(gold(rep)['results']), 'results', len(rep['pages']), 'pages')
