import sys, os, json, subprocess, random
sys.path.insert(0, os.path.dirname(__file__))
from common import LOINC, parse_value
from reports import REPORTS
from render import to_html, PDFR
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def gold(rep):
    out = []
    def walk(els):
        for k, d in els:
            if k == 'tbl':
                for cells, res in d['rows']:
                    for r in res:
                        an, code, alts = LOINC[r['key']]
                        v, c = parse_value(r['vt'])
                        if r['value'] is not None: v = r['value']
                        out.append(dict(printed_name=r['name'].replace('\n', ' '), analyte=an, loinc=code, loinc_alternatives=alts,
                                        value=v, value_text=r['vt'], comparator=c, unit=r['unit'], collected_at=r['date'] or rep['default']))
            elif k == 'two':
                walk(d['left']); walk(d['right'])
    for pg in rep['pages']: walk(pg)
    return dict(lab=rep['lab'], collected_at_default=rep['default'], results=out)

def scan(src, dst, seed):
    from PIL import Image, ImageFilter
    import numpy as np, img2pdf, glob, tempfile
    tmp = tempfile.mkdtemp()
    subprocess.run(['pdftoppm', '-r', '200', '-gray', src, tmp + '/p'], check=True)
    rng = random.Random(seed); jpgs = []
    for i, f in enumerate(sorted(glob.glob(tmp + '/p*.pgm'))):
        im = Image.open(f).convert('L')
        ang = rng.choice([-1, 1]) * rng.uniform(0.15, 0.6)
        im = im.rotate(ang, resample=Image.BICUBIC, fillcolor=255, expand=False).filter(ImageFilter.GaussianBlur(0.6))
        a = np.asarray(im).astype(np.float32)
        a = a * (236 / 255.0) + 8
        nr = np.random.default_rng(seed * 10 + i)
        a += nr.normal(0, 6, a.shape)
        for _ in range(rng.randint(4, 9)):
            y, x = rng.randrange(a.shape[0]), rng.randrange(a.shape[1]); r = rng.randint(1, 3)
            a[max(0, y - r):y + r, max(0, x - r):x + r] = 40
        im = Image.fromarray(np.clip(a, 0, 255).astype('uint8'))
        j = f'{tmp}/s{i}.jpg'; im.save(j, quality=70, dpi=(200, 200)); jpgs.append(j)
    lay = img2pdf.get_layout_fun((img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297)))
    open(dst, 'wb').write(img2pdf.convert(jpgs, layout_fun=lay))

if __name__ == '__main__':
    only = sys.argv[1:]
    for i, rep in enumerate(REPORTS):
        rid = rep['id']
        if only and rid not in only: continue
        g = gold(rep)
        json.dump(g, open(f'{ROOT}/reports/{rid}.gold.json', 'w'), ensure_ascii=False, indent=1)
        hp = f'{ROOT}/reports/{rid}.html'; open(hp, 'w').write(to_html(rep))
        cp = f'{ROOT}/rendered/{rid}.chromium.pdf'
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', f'--print-to-pdf={cp}', 'file://' + hp],
                       check=True, capture_output=True)
        PDFR(rep).build(f'{ROOT}/rendered/{rid}.fpdf.pdf')
        scan(cp, f'{ROOT}/rendered/{rid}.scan.pdf', 1000 + i)
        print(rid, len(g['results']), 'results', len(rep['pages']), 'pages', flush=True)
