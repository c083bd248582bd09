"""Write OUTDIR/README.md from the model (tables are generated so they match the gold)."""
import collections, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import gold
from catalog import CAT
from reports_data import REPORTS
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

rows, used, total = [], collections.OrderedDict(), 0
for r in REPORTS:
    g = gold(r)['results']
    total += len(g)
    dates = collections.Counter(e['collected_at'] for e in g)
    ds = '; '.join('%s ×%d' % (d, n) for d, n in sorted(dates.items(), reverse=True))
    rows.append('| %s | %s | %s | %d | %d | %s | %s |' % (r.id, r.lab, r.city, len(r.pages), len(g), ds, r.features))
    for e in g:
        used.setdefault(e['loinc'], (e['analyte'], e['loinc_alternatives'], set()))[2].add(e['printed_name'])

loinc_rows = ['| %s | %s | %s | %s |' % (c, a, ', '.join(alts) or '—', '; '.join(sorted(names))[:90])
              for c, (a, alts, names) in used.items()]

text = f"""# Development set **bs** – invented Brazilian laboratory reports with ground truth

## Provenance

Everything in this folder was written from scratch for this set, from general knowledge of how Brazilian
clinical laboratories print their reports (laudos). Laboratories, people, addresses, CNPJ/CNES/CRM/CRF/CRBM/COREN
numbers, protocol numbers and all values are invented. No existing report, fixture, template or other dev set was
opened, listed or copied. Tools used: Python 3 with fpdf2 (TrueType DejaVu fonts), Chromium headless (HTML → PDF),
poppler (`pdftoppm`, `pdftotext`, `pdfinfo`), Pillow + numpy (scan simulation), img2pdf, Tesseract (`por`, only in
the checker). Only the DejaVu font family is used (Sans, Serif, Sans Mono, Sans Condensed, Serif Condensed).

## Layout

```
README.md
tools/catalog.py       LOINC catalog (analyte, code, alternatives) + mod-10 check
tools/model.py         data model (Report / Page / P / T / Row / C / R / Cols / Sp) and gold extraction
tools/reports_data.py  the twelve reports as data (one function per laboratory)
tools/html_render.py   model -> HTML (one fixed 210×297 mm div per page)
tools/fpdf_render.py   model -> PDF with fpdf2, same geometry (mm), TrueType fonts
tools/scan.py          image-only scan of the Chromium print
tools/build.py         builds reports/ and rendered/ (python3 tools/build.py [ids])
tools/check.py         all checks, exit 0 when they pass (python3 tools/check.py)
tools/make_readme.py   writes this README from the model
reports/ID.html, reports/ID.gold.json
rendered/ID.chromium.pdf, rendered/ID.fpdf.pdf, rendered/ID.scan.pdf
```

HTML, fpdf2 drawing and gold are all generated from the same model object, so every gold entry is a cell that
is printed. Pagination is explicit in the model (the fpdf2 renderer refuses a page whose content would reach the
footer; the build compares page counts). Scan: `pdftoppm -r 200 -gray`, rotation 0.15–0.6° (sign and size seeded by
SHA-256 of the id), Gaussian blur 0.6, `a*236/255+8`, normal noise σ 6, 12–16 dark specks per page, JPEG q70, img2pdf on A4.

## Reports ({total} results)

| id | laboratory | city | pages | results | collection dates in gold (count) | layout features |
|---|---|---|---|---|---|---|
""" + '\n'.join(rows) + """

## Distractor dates (printed, never a collection date of a result)

- bs01: birth 14/07/1968, order 12/03/2025, receipt 18/03/2025 08:15 (same day as collection), release, print 19/03/2025.
- bs02: birth 03/09/1959, order (Pedido) 30/01/2025, entry 06/02/2025, issue (Emissão) 07/02/2025.
- bs03: birth 22/11/1979, issue 03/04/2025, next visit 30/04/2025.
- bs04: birth 28/02/1961, request 06/05/2025, report 14/05/2025 (also in the footer).
- bs05: birth 11/05/1999, DUM 02/01/2025, request 18/03/2025, release / print 27/03/2025.
- bs06: birth 02/02/1958, release 15/04/2025, next collection 14/07/2025, print 15/04/2025.
- bs07: birth 17/08/1983, registration 02/06/2025, issue 06/06/2025, DUM 14/05/2025.
- bs08: birth 09/04/1946, requisition 02/07/2025, delivery / print 11/07/2025.
- bs09: birth 05/12/1990, release and print 20/08/2025.
- bs10: birth 21/06/1972, entry 15/09/2025 (= collection), release / print 16/09/2025, return visit 30/09/2025.
- bs11: birth 19/03/1981, requisition 03/10/2025, report / place-and-date line 08/10/2025.
- bs12: birth 30/10/1987, order 28/10/2025, release 05/11/2025, print 06/11/2025.

## Coverage of the requirement list

| point | reports |
|---|---|
| two-column pages | bs03, bs07 (both pages), bs09 (urinalysis page) |
| marker name on two lines | bs01 (COLESTEROL / NÃO-HDL), bs04 (ANTI-TPO heading), bs06 (TFG, PTH, albumin/creatinine), bs08 (TTPA), bs09 (CTLF, saturação), bs10 (não-HDL, HbA1c) |
| HDL spellings | HDL-COLESTEROL (bs01), HDL (bs02), Colesterol HDL (bs03, bs10), COLESTEROL HDL (bs04 block) |
| result after reference | bs05 (Exame / Valores de referência / Resultado / Unidade), bs10 (Exame / Valores de Referência / Resultado / Unidade) |
| `<` `>` and word forms | `inferior a` bs02, bs04; `superior a` bs08, bs12; `<` bs07; `>` bs03, bs12 |
| qualitative results | bs02 (VDRL, HBsAg), bs05 (serology, ABO/Rh, urinalysis), bs09 (urinalysis), bs12 (hepatitis/HIV/VDRL) |
| several collection dates | bs01 (previous column 12/11/2024), bs04 (previous HbA1c 08/11/2024), bs06 (cumulative, 3 dates), bs07 (β-HCG 05/06/2025), bs08 (post-prandial 09/07/2025), bs12 (previous column 22/07/2025) |
| ruled tables | bs05, bs12 (grid), bs01, bs06, bs10 (row rules) |
| unruled tables | bs02, bs03, bs07, bs08, bs09, bs11 |
| block layouts | bs04 (all exams), bs09 (microalbuminúria) |
| flags | ↑↓ bs01, bs03, bs07; H/L bs06, bs12; * bs08, bs10; Alto bs09 |
| dotted leaders | bs02, bs11 |
| panels | CBC with indices and differential % + absolute (bs01, bs03, bs09, bs11), coagulation (bs08), liver (bs02, bs07, bs08), kidney and electrolytes (bs01, bs03, bs06), lipids (bs01, bs02, bs03, bs10), thyroid (bs02, bs04, bs10), iron (bs03, bs04, bs09, bs12), vitamins (bs04, bs08, bs12), inflammation (bs02, bs04, bs07), urinalysis (bs05, bs09), hormones (bs07), serology (bs02, bs05, bs12), tumour markers / PSA (bs04, bs07), CK / CK-MB / LDH (bs07), glucose / HbA1c (many) |
| distractor dates | every report (list above) |

## Gold conventions

- One entry per printed patient result, in reading order: page by page; in a two-column block the left column
  then the right; within a row left to right (so a differential row gives % then absolute; a cumulative row gives
  current, then the older columns; a previous-result column comes right after the current value).
- `printed_name` is the row label as printed, two-line labels joined with one space. Dotted leaders are not part of
  the name. In block layouts (`Resultado:` line) the block heading is the name (bs04, bs09 microalbuminúria). In bs08
  the PT sub-rows are printed indented (`Tempo do paciente`, `Atividade`, `RNI`) and the name is that sub-label.
- `value_text` is exactly the printed value without flags; comparator words stay. Values with a unit inside the same
  cell (bs04, bs08, bs09 sediment) have only the number in `value_text` and the unit in `unit`.
- Numbers: dot = thousands, comma = decimal. `<`/`inferior a` → `<`, `>`/`superior a` → `>`.
  Qualitative results (`Não reagente`, `Negativo`, `Ausentes`, `Amarelo citrino`, ABO `O`, Rh `Positivo`, ...) have
  `value: null`, comparator `""`. Urine density printed `1,020` (value 1.02).
- `unit` as printed; `""` for INR/RNI, ratios without unit, pH, density and qualitative results.
- `collected_at`: the report's collection date, the column date for earlier results, a section's own date where it
  prints one (bs07 β-HCG, bs08 post-prandial glucose). Other dates are never used.
- Not results (not in gold): reference ranges, methods, materials, the PT control time (bs08 `Tempo do controle`),
  values inside notes/interpretation text (e.g. bs06 staging note, bs12 interpretation, bs05 gestational age).

## LOINC choices

Principles: the code reflects what is printed (material, method, timing, unit kind). Serum/plasma mass
concentration codes for chemistry; automated-count codes for CBC; manual-count codes for band/segmented
neutrophils (they are categories of the manual differential); test-strip codes for the urine chemical exam and
HPF codes for sediment counts printed per field. Alternatives list codes a careful coder could equally choose
(method-less vs method-specific, mass vs substance where the print is ambiguous, measured vs calculated).
Particular decisions: fasting glucose → 1558-6 (alt 2345-7); LDL calculated → 13457-7 (alts 2089-1, 18262-6);
eGFR → 98979-8 CKD-EPI 2021 (alts 62238-1, 33914-3) since the reports state CKD-EPI 2021; 25-OH vitamin D → 62292-8
(alt 1989-3); HbA1c → 4548-4 (alt 17856-6 HPLC); hs-CRP → 30522-7 (alt 1988-5); β-HCG quantitative → 19080-1
(alt 21198-7); HIV Ag/Ab combo → 56888-1; anti-HBs quantitative → 16935-9; prothrombin activity % → 5894-1.
All codes pass the mod-10 check (verified by `tools/catalog.py` and `tools/check.py`).

| LOINC | analyte | alternatives | printed names |
|---|---|---|---|
""" + '\n'.join(loinc_rows) + '\n'
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(text)
print('README written,', total, 'results')
