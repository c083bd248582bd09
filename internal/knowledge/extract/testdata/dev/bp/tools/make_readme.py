"""Write OUTDIR/README.md from the report models (so the tables always match the gold)."""
import os, sys
from collections import Counter, OrderedDict
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from model import CAT, R, Table, Leaders, Block, TwoCol, gold, br
from reports_data import REPORTS


def walk(items):
    for it in items:
        yield it
        if isinstance(it, TwoCol):
            yield from walk(it.left)
            yield from walk(it.right)


def feats(rep):
    f = set()
    its = [it for pg in rep.pages for it in walk(pg.items)]
    g = gold(rep)
    if any(isinstance(i, TwoCol) for i in its):
        f.add('two-column page')
    names = [r for pg in rep.pages for it in walk(pg.items) for r in _res(it)]
    if any('|' in r.name for r in names):
        f.add('marker name split over two lines')
    if any(r.key == 'hdl' for r in names):
        f.add('HDL spelled: ' + ', '.join(sorted({r.printed_name for r in names if r.key == 'hdl'})))
    for it in its:
        if isinstance(it, Table):
            f.add('ruled table' if it.ruled else 'table without rules')
            rows = [r for r in it.rows if not isinstance(r, tuple)]
            for row in rows:
                first_r = next((i for i, c in enumerate(row) if isinstance(c, R)), None)
                if first_r is not None and any(('a' in str(c) or 'até' in str(c) or 'Inferior' in str(c)) and i < first_r and i > 0
                                               for i, c in enumerate(row) if isinstance(c, str)):
                    f.add('result printed after the reference range')
        if isinstance(it, Leaders):
            f.add('dotted leaders')
        if isinstance(it, Block):
            f.add('block layout (heading / material / method / result)')
    fl = sorted({r.flag for r in names if r.flag})
    if fl:
        f.add('flags ' + ' '.join(fl))
    comps = {x['value_text'].split(' ')[0] for x in g if x['comparator']}
    if comps:
        f.add('comparators: ' + ', '.join(sorted({x['value_text'].rsplit(' ', 1)[0] for x in g if x['comparator']})))
    if any(x['value'] is None for x in g):
        f.add('qualitative results')
    if len({x['collected_at'] for x in g}) > 1:
        f.add('several collection dates')
    return sorted(f)


def _res(it):
    if isinstance(it, Table):
        return [c for row in it.rows if not isinstance(row, tuple) for c in row if isinstance(c, R)]
    if isinstance(it, Leaders):
        return [r for r, _ in it.rows]
    if isinstance(it, Block):
        return [r for _, r in it.results]
    return []


REQ = OrderedDict([
    ('two-column pages', lambda f: 'two-column page' in f),
    ('marker name split across two lines', lambda f: 'marker name split over two lines' in f),
    ('HDL spelled in several ways', lambda f: any(x.startswith('HDL spelled') for x in f)),
    ('result printed after the reference range', lambda f: 'result printed after the reference range' in f),
    ('values with < / > and word forms', lambda f: any(x.startswith('comparators') for x in f)),
    ('qualitative results', lambda f: 'qualitative results' in f),
    ('several collection dates in one report', lambda f: 'several collection dates' in f),
    ('ruled tables', lambda f: 'ruled table' in f),
    ('tables without rules', lambda f: 'table without rules' in f),
    ('block layouts', lambda f: any(x.startswith('block layout') for x in f)),
    ('flags beside values', lambda f: any(x.startswith('flags') for x in f)),
    ('dotted leaders', lambda f: 'dotted leaders' in f),
])


def main():
    L = []
    A = L.append
    total = sum(len(gold(r)) for r in REPORTS)
    A('# Development set "bp": invented Brazilian laboratory reports with ground truth\n')
    A('Scenario: geriatrics and internal-medicine follow-up of older patients on many medicines (kidney and liver '
      'function, electrolytes, B12 and folate, PTH and vitamin D, drug levels, anaemia work-up, thyroid), often with '
      'earlier results printed beside the current ones.\n')
    A(f'Twelve reports (bp01 ... bp12), {total} gold results, each report rendered three ways (Chromium PDF, fpdf2 PDF, image-only scan).\n')
    A('## Provenance\n')
    A('- Written from scratch for this set. Laboratories, people, addresses, CNPJ/CNES/CRF/CRBM numbers, protocol numbers '
      'and all values are invented; layouts follow the general habits of Brazilian laboratory information systems as I know them.')
    A('- Nothing existing was opened, listed, searched or copied: no other dev set, no `/work/main`, no `/work/shared`, no lab-report fixture.')
    A('- Tools used: Python 3.11, fpdf2 (TrueType DejaVu fonts), Chromium headless (print to PDF), poppler '
      '(`pdftoppm`, `pdftotext`, `pdfinfo`, `pdffonts`), Pillow + numpy (scan simulation), img2pdf, Tesseract (`por`) for the OCR check.')
    A('- Fonts: only the DejaVu family is installed on this machine (Liberation and Carlito were not found), so the twelve '
      'house styles use DejaVu Sans, Sans Condensed, Serif, Serif Condensed and Sans Mono, with different sizes, colours, '
      'headers, section styles and table layouts.')
    A('- LOINC codes were assigned from memory (no LOINC table was available offline); each code passes the mod-10 check digit.\n')
    A('## Folder layout\n')
    A('```\nREADME.md            this file (generated by tools/make_readme.py)\nBRIEF.md             the brief\n'
      'tools/model.py       data model, LOINC catalogue, value parser, gold writer\n'
      'tools/reports_data.py  the twelve reports as data\n'
      'tools/render.py      HTML renderer (for Chromium) and fpdf2 renderer, both driven by the same model\n'
      'tools/scan.py        scan maker (pdftoppm -r 200 -gray, rotation, blur, paper tone, noise, specks, JPEG 70, img2pdf A4)\n'
      'tools/build.py       builds reports/ and rendered/ (python3 tools/build.py [ids])\n'
      'tools/make_readme.py writes this README\n'
      'tools/check.py       checks (python3 tools/check.py, exit 0 when all pass)\n'
      'reports/ID.html, reports/ID.gold.json\nrendered/ID.chromium.pdf, rendered/ID.fpdf.pdf, rendered/ID.scan.pdf\n```\n')
    A('## Reports\n')
    A('| id | laboratory | city | pages | results | collection dates in gold (count) | layout features |')
    A('|---|---|---|---|---|---|---|')
    allf = {}
    for rep in REPORTS:
        g = gold(rep)
        dc = Counter(x['collected_at'] for x in g)
        ds = ', '.join(f'{br(d)} ({n})' for d, n in sorted(dc.items(), reverse=True))
        f = feats(rep)
        allf[rep.rid] = f
        A(f'| {rep.rid} | {rep.lab} | {rep.city} | {len(rep.pages)} | {len(g)} | {ds} | {rep.features} |')
    A('')
    A('## Distractor dates (printed, never a collection date)\n')
    A('| id | distractor dates |')
    A('|---|---|')
    for rep in REPORTS:
        A(f'| {rep.rid} | {"; ".join(rep.distractors)} |')
    A('\nOther printed times (collection hour, release hour) accompany the dates above. Section sub-titles that repeat a '
      'collection date (bp06 urine, bp09 second coagulation sample, bp12 stool) are collection dates, not distractors.\n')
    A('## Coverage of the requirement list\n')
    A('| requirement | reports |')
    A('|---|---|')
    for k, fn in REQ.items():
        A(f'| {k} | {", ".join(r for r, f in allf.items() if fn(f))} |')
    A('| realistic spread of panels | CBC with indices and differential %/absolute (bp01), coagulation (bp07, bp09), liver (bp03), '
      'kidney (bp01, bp05, bp08, bp11), electrolytes (bp01, bp03, bp09, bp10, bp11), lipids (bp02, bp05, bp08, bp11, bp12), '
      'thyroid (bp02, bp05, bp07, bp09, bp10), iron (bp04), vitamins B12/folate/D (bp01, bp03, bp04, bp07, bp10), '
      'PTH (bp03, bp05, bp10), drug levels (bp01, bp05, bp07), inflammation (bp02, bp09, bp11, bp12), urinalysis (bp03, bp06, bp10), '
      'hormones (bp10, bp12), serology (bp06, bp12), tumour markers (bp06, bp11), CK (bp02, bp09, bp12), NT-proBNP (bp09) |')
    A('| distractor dates | all twelve (see above) |\n')
    A('Automatic feature list per report (computed from the models):\n')
    for rid, f in allf.items():
        A(f'- **{rid}**: ' + '; '.join(f))
    A('\n## Gold conventions\n')
    A('- One entry per printed patient result, in reading order: page by page; on a two-column page the left column, then the '
      'right; within a row left to right (so in a cumulative table the current value comes first, then the older columns).')
    A('- Earlier results (previous-result columns, cumulative columns, "Anterior"/"Resultado anterior" lines inside a block) are '
      'results with the date printed in their column header or line.')
    A('- Calculated lines printed as results are results (indirect bilirubin, VLDL, non-HDL, LDL, eGFR, estimated average glucose, '
      'INR, globulins, A/G ratio, PSA free/total ratio, albumin/creatinine ratio).')
    A('- Not results: reference ranges, methods, materials, notes (values quoted only in notes such as the pool-plasma time and ISI '
      'in bp09 or the therapeutic range in bp01), signatures.')
    A('- printed_name: the row label as printed; a label printed on two lines is joined with one space. In block layouts the '
      '"Resultado:" line takes the block heading as its name; other labelled lines inside a block keep their own label '
      '(e.g. "TFG (CKD-EPI)" in bp07) and "Anterior ..."/"Resultado anterior ..." lines take the block heading.')
    A('- value_text: the printed characters of the value without flags (↑ ↓ H L * Alto Baixo); comparator words are kept. '
      'value: Brazilian number parsing (dot = thousands, comma = decimal); comparator "<", ">", "<=", ">=" from symbols or from '
      '"inferior a"/"superior a"; qualitative results (and the urine colour/appearance) have value null and comparator "".')
    A('- unit: as printed next to the value or in the unit column / header ("%" and "/mm³" of the differential come from the column '
      'headers); "" for INR, ratios, pH, density and qualitative results.')
    A('- collected_at: the report collection date, or the column / section / line date for earlier results and for samples '
      'collected on another day (bp06 urine 07/05/2025, bp09 second coagulation sample 05/09/2025, bp12 stool 03/12/2025).')
    A('\n## LOINC choices\n')
    A('Principles: serum/plasma codes with mass or substance units matching the printed unit; automated-count haematology codes '
      'for analyser results, with the method-less code as alternative; test-strip codes for urine chemistry and microscopy '
      'per-HPF codes for the sediment; "Presence" codes for qualitative serology.\n')
    A('Particular decisions:')
    A('- eGFR: 98979-8 (CKD-EPI 2021, race-free) where the report says CKD-EPI 2021 or just CKD-EPI, with 62238-1 as alternative.')
    A('- LDL calculated (Friedewald / Martin / unspecified): 13457-7, alternative 18262-6 (direct).')
    A('- Fasting glucose: 1558-6, alternative 2345-7; the bp10 and bp12 "Glicose" lines (fasting context) use the same pair.')
    A('- Band and segmented neutrophils in bp01 use the band/segmented codes (764-1, 26507-4, 769-0, 768-2).')
    A('- CRP in mg/L or mg/dL: 1988-5; the "ultrassensível" CRP of bp09: 30522-7 with 1988-5 as alternative.')
    A('- Urine colour and appearance are qualitative (value null).')
    A('- Reticulocyte absolute count 60474-4 and a few others (e.g. 26507-4, 11277-1) are from memory with lower confidence.\n')
    used = Counter()
    for rep in REPORTS:
        for x in gold(rep):
            used[x['loinc']] += 1
    A('| LOINC | alternatives | analyte | results |')
    A('|---|---|---|---|')
    seen = set()
    for k, (an, code, alts) in CAT.items():
        if code in used and (code, an) not in seen:
            seen.add((code, an))
            A(f'| {code} | {", ".join(alts) or "—"} | {an} | {used[code]} |')
    A('\n## Checks\n')
    A('`python3 tools/check.py` verifies: 12 reports and 200–300 results; gold files identical to the model; fields and types; '
      'value/comparator against value_text; LOINC check digits; every value_text and unit present in the text layer '
      '(pdftotext, all whitespace removed) of the Chromium and the fpdf2 PDF on the page where it is printed; every collected_at '
      'printed as dd/mm/yyyy; equal page counts and A4 pages; scans without text layer or fonts; Tesseract (por, psm 4) on page 1 '
      'of each scan finds at least 60 % of that page\'s values on at least three reports.')
    open(f'{OUT}/README.md', 'w', encoding='utf-8').write('\n'.join(L) + '\n')


if __name__ == '__main__':
    main()
