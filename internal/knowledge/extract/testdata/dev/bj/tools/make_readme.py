"""Writes OUTDIR/README.md (prose + tables generated from the model)."""
import collections, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reports import REPORTS
from model import gold, br_date
from loinc import CAT

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FEAT = {
 'bj01': 'national chain; ruled tables; H/L flags; differential % + /mm³; split names (VPM, HbA1c, eGFR); HDL-Colesterol',
 'bj02': 'small independent lab; monospaced LIS print with dotted leaders; * flag; `inferior a` / `superior a`; split names (TGO, TGP); HDL',
 'bj03': 'hospital lab; cumulative ruled table, 3 collection dates, `---` gaps, * flags; coagulation with control-plasma times (not results); `< 1,0`',
 'bj04': 'SUS municipal public-health lab; boxed block layout (heading / material / method / result); qualitative serology; urine sample collected the next day',
 'bj05': 'regional group; two-column page; column order Exame / Referência / Resultado; value and unit in one cell; split names; Colesterol HDL',
 'bj06': 'regional lab; previous-result column (14/10/2024); `< 9,0`, `inferior a 2,0`; block layout for ferritin / vitamin D; DUM',
 'bj07': 'small independent lab; ruled urinalysis table with qualitative results and /mL counts; * flags; culture and stool blocks; stool collected another day',
 'bj08': 'national chain; block layout throughout; ↓ ↑ flags; `superior a 20,0`; second sample (recoleta) on another day',
 'bj09': 'regional lab; two-column page; tables without rules; ↑ flags; split names (CK, LDH, PSA ratio); `< 2,0`; calculated indirect bilirubin, globulins, A/G',
 'bj10': 'doctor-named independent lab; ruled tables with Exame / Referência / Resultado / Unidade; `Alto`/`Baixo` flags; bands % and /mm³; HDL-COLESTEROL; INR',
 'bj11': 'independent lab; monospaced dotted leaders; ↑ ↓ flags; split names; HDL COLESTEROL; urine collected the next day',
 'bj12': 'regional chain; cumulative table without rules, 4 collection dates; `Colesterol - HDL`; `superior a 30,0`; next-visit date',
}
DISTR = {
 'bj01': 'birth 14/07/1979; medical order 11/03/2025; release 19/03/2025; print 20/03/2025',
 'bj02': 'birth 02/09/1968; expected delivery 12/02/2025; last consultation 27/01/2025; release 11/02/2025; issue 12/02/2025',
 'bj03': 'birth 03/04/1951; release 25/03/2025; print 26/03/2025',
 'bj04': 'birth 30/11/1998; DUM 05/12/2024; order 15/01/2025; release 28/01/2025; issue 29/01/2025',
 'bj05': 'birth 21/05/1990; registration 01/04/2025; expected delivery 03/04/2025; release 03/04/2025; issue 04/04/2025',
 'bj06': 'birth 09/02/1987; DUM 03/03/2025; release 10/03/2025; print 11/03/2025',
 'bj07': 'birth 17/08/1963; result date 17/05/2025; stool delivery 16/05/2025; print 17/05/2025',
 'bj08': 'birth 25/12/1972; order 29/05/2025; release 06/06/2025; print 07/06/2025',
 'bj09': 'birth 11/06/1961; release 27/02/2025; 2nd copy 03/03/2025',
 'bj10': 'birth 08/03/1958; order 02/07/2025; release 09/07/2025; issue/print 10/07/2025',
 'bj11': 'birth 14/01/1966; delivery 22/08/2025; release 21/08/2025; earlier HbA1c mentioned in a note 10/04/2025; print 22/08/2025',
 'bj12': 'birth 19/10/1955; release 16/09/2025; next visit 13/10/2025; print 17/09/2025',
}
COVER = [
 ('Two-column pages', 'bj05, bj09'),
 ('Marker name split across two lines', 'bj01, bj02, bj05, bj09, bj11'),
 ('HDL spelled several ways', 'bj01 `HDL-Colesterol`, bj02 `HDL`, bj05 `Colesterol HDL`, bj10 `HDL-COLESTEROL`, bj11 `HDL COLESTEROL`, bj12 `Colesterol - HDL`'),
 ('Result printed after the reference range', 'bj05, bj10'),
 ('`<` / `>` and `inferior a` / `superior a`', 'bj02, bj03, bj06, bj08, bj09, bj12'),
 ('Qualitative results', 'bj04, bj07, bj11'),
 ('Several collection dates in one report', 'bj03 (cumulative, 3 dates), bj04 (urine next day), bj06 (previous-result column), bj07 (stool), bj08 (recoleta), bj11 (urine next day), bj12 (cumulative, 4 dates)'),
 ('Ruled tables', 'bj01, bj03, bj07, bj10'),
 ('Tables without rules (or only light horizontal rules)', 'bj09, bj12 (none); bj05, bj06 (horizontal only)'),
 ('Block layouts', 'bj04, bj06, bj07, bj08'),
 ('Flags beside values', 'bj01 H/L, bj02 and bj03 and bj07 `*`, bj08/bj09/bj11 ↑ ↓, bj10 `Alto`/`Baixo`'),
 ('Dotted leaders', 'bj02, bj11'),
 ('Spread of panels', 'CBC with indices and differential (bj01, bj05, bj10), coagulation (bj03, bj10), liver (bj02, bj09), kidney/electrolytes (bj01, bj03, bj05, bj11), lipids (bj01, bj02, bj05, bj10, bj11, bj12), thyroid (bj01, bj02, bj06, bj12), iron (bj08, bj06), vitamins (bj02, bj06, bj08, bj12), inflammation (bj02, bj03, bj08, bj10), urinalysis (bj04, bj07), hormones (bj06, bj09), serology (bj04), tumour markers (bj09), CK/CK-MB/LDH (bj03, bj09)'),
 ('Distractor dates', 'every report, see table below'),
]

L = []
w = L.append
w('# bj — development set of Brazilian laboratory reports with ground truth\n')
w('## Provenance\n')
w('All twelve reports were written from scratch for this set by an AI helper working only inside this folder, '
  'from general knowledge of how Brazilian laboratories lay out their reports. Laboratories, people, addresses, '
  'CNPJ/CNES/CRM/CRF/CRBM/COREN numbers, protocol numbers and values are invented. No existing lab report, '
  'fixture or other project folder was opened, listed or copied. Tools used: Python 3.11, fpdf2, Pillow, numpy, '
  'img2pdf, Chromium (headless print), poppler (pdftoppm/pdftotext/pdfinfo/pdffonts) and Tesseract (`por`). '
  'Only the DejaVu font family is installed on the build machine (Liberation and Carlito were not present), so the twelve '
  'house styles use DejaVu Sans, Sans Condensed, Serif, Serif Condensed and Sans Mono, and vary header, colours, '
  'layout and wording instead. LOINC codes come from the author\'s own knowledge (one public LOINC example page was consulted '
  'to confirm the epithelial-cell code 5787-7).\n')
w('## Layout of the folder\n')
w('```\nREADME.md\ntools/loinc.py         LOINC catalogue (key -> code, alternatives, analyte) + mod-10 check\n'
  'tools/model.py         data model (Report, Text, Table, Row, Block, Leader, Cols, R) + gold derivation\n'
  'tools/reports.py       list of reports (imports reports_a.py = bj01..bj07, reports_b.py = bj08..bj12)\n'
  'tools/render_html.py   HTML renderer (printed by Chromium)\ntools/render_fpdf.py   fpdf2 renderer (DejaVu TrueType, same pagination)\n'
  'tools/scan.py          image-only scan maker\ntools/build.py         builds everything: python3 tools/build.py [ids]\n'
  'tools/check.py         checks: python3 tools/check.py\ntools/make_readme.py   writes this README\n'
  'reports/ID.html, reports/ID.gold.json\nrendered/ID.chromium.pdf, rendered/ID.fpdf.pdf, rendered/ID.scan.pdf\n```\n')
w('HTML, fpdf2 drawing and gold all come from the one data model per report, so the gold is exactly what is printed. '
  'The fpdf2 renderer raises an error if a page overflows; the check compares page counts across the three renderings.\n')
w('Scan: `pdftoppm -r 200 -gray` of the Chromium PDF, rotation 0.15–0.6° (sign and size seeded by the report id), '
  'Gaussian blur 0.6, paper tone `a*236/255+8`, normal noise σ 6, 14 dark specks per page, JPEG quality 70, `img2pdf` to A4.\n')
w('## Reports\n')
w('| id | laboratory | city | pages | results | collection dates in gold (count) | layout features |')
w('|---|---|---|---|---|---|---|')
tot = 0
allcodes = collections.OrderedDict()
for rep in REPORTS:
    g = gold(rep)
    tot += len(g['results'])
    dates = collections.Counter(r['collected_at'] for r in g['results'])
    ds = '; '.join(f'{br_date(d)} ({n})' for d, n in sorted(dates.items()))
    w(f'| {rep.id} | {rep.lab} | {rep.city} | {len(rep.pages)} | {len(g["results"])} | {ds} | {FEAT[rep.id]} |')
    for r in g['results']:
        allcodes.setdefault(r['loinc'], (r['analyte'], r['loinc_alternatives'], set()))[2].add(r['printed_name'])
w(f'\nTotal: **{tot} results** in 12 reports.\n')
w('## Distractor dates (printed, never a collection date)\n')
w('| id | dates |\n|---|---|')
for rep in REPORTS:
    w(f'| {rep.id} | {DISTR[rep.id]} |')
w('\n## Requirement coverage\n')
w('| requirement | reports |\n|---|---|')
for a, b in COVER:
    w(f'| {a} | {b} |')
w('''
## Gold conventions followed

- One entry per printed patient result, in reading order: page by page; on a two-column page the left column, then
  the right; within a table row left to right (current then previous result in bj06; oldest to newest in bj12;
  newest to oldest in bj03; % then /mm³ in differentials).
- `printed_name`: the row label as printed; a label on two lines is joined with one space (for example
  `Hemoglobina glicada (HbA1c)`, `TRANSAMINASE OXALACÉTICA (TGO/AST)`, `RELAÇÃO ALBUMINA/ CREATININA` keeps the
  printed slash). Block layouts whose line reads `Resultado:` take the block heading; other block lines take their
  label without the colon (`Grupo sanguíneo`, `Hemoglobina`, `Cor`...). In the leucogram tables the percent and
  absolute results share the row label.
- `value_text`: exactly the printed characters, without flags (`H`, `L`, `*`, `↑`, `↓`, `Alto`, `Baixo`).
  Comparator words are kept (`inferior a 0,5`, `superior a 2.000`, `< 9,0`).
- `value`/`comparator`: Brazilian numbers (dot thousands, comma decimal); integers are written as JSON integers.
  `<`/`inferior a` → `<`, `>`/`superior a` → `>`. Qualitative results (`Não reagente`, `Negativo`, `Positivo`,
  `Ausentes`, `O`, `Escherichia coli`, ...) have `value: null`, comparator `""`.
- `unit`: as printed (`""` for INR/RNI, A/G ratio, pH, density and qualitative results). In the differentials the
  unit is the column heading (`%`, `/mm³`); in bj05 value and unit share one cell.
- `collected_at`: the report collection date by default; the column date in cumulative tables and in the
  previous-result column; the section's own date where a section prints one (urine 23/01/2025 in bj04, stool
  15/05/2025 in bj07, recollected vitamin D and PTH 05/06/2025 in bj08, urine 20/08/2025 in bj11).
- Not results: reference ranges and interpretation tables, control/pool plasma times and ISI (bj03, bj10), values
  quoted in notes (colony count in bj07, `superior a 30,0` repeated in the note of bj12, the GME formula in bj11).
- `---` cells in cumulative tables (not performed) are not results.

## LOINC choices

Principles: the code follows what is printed — specimen (serum/plasma, blood, urine, stool), property (mass or
substance concentration, count, fraction, presence) and method where the report states one. Automated-count codes
are used for haematology; `loinc_alternatives` lists the codes a careful coder could equally pick (method-less
vs. method-specific, automated vs. manual, fasting vs. random glucose, calculated vs. direct LDL).

Particular decisions:
- Fasting glucose is coded 1558-6 where the report states fasting (with 2345-7 as alternative).
- eGFR: 98979-8 (CKD-EPI 2021) with 62238-1 and 33914-3 as alternatives; bj11 prints only “CKD-EPI”.
- Band / segmented neutrophils (bj05, bj10) use the manual-count codes 764-1/763-3 and 769-0/768-2.
- Urine sediment counts per mL (bj07) use 30405-5 / 30391-7; per high-power field (bj04) use 5821-4 / 13945-1.
- PSA free/total printed as `%` is coded 12841-3 (ratio); hs-CRP 30522-7; VDRL 5292-8; HIV Ag/Ab combo 56888-1.
- Urine culture result (organism name) is coded 630-4; faecal occult blood (immunochromatographic) 2335-8 with 29771-3.
- Estimated average glucose 27353-2; INR/RNI 6301-6; prothrombin activity 5894-1.

All codes pass the LOINC mod-10 check digit (verified by `tools/check.py`).

| LOINC | analyte | alternatives | printed names in this set |
|---|---|---|---|''')
for code, (an, alts, names) in sorted(allcodes.items(), key=lambda kv: int(kv[0].split('-')[0])):
    w(f'| {code} | {an} | {", ".join(alts) or "—"} | {"; ".join(sorted(names))} |')
w('')
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(L) + '\n')
print('README written,', tot, 'results')
