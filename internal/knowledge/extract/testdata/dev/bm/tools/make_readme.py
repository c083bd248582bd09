"""Writes OUTDIR/README.md from the model (tables generated, prose fixed)."""
import collections, os, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from reports import REPORTS
from model import gold_of
from analytes import ANALYTES

rows, used = [], collections.OrderedDict()
total = 0
for rep in REPORTS:
    g = gold_of(rep); total += len(g)
    dates = collections.Counter(x["collected_at"] for x in g)
    ds = "; ".join(f"{d} ({n})" for d, n in sorted(dates.items()))
    rows.append(f"| {rep.id} | {rep.lab} | {rep.city} | {len(rep.pages)} | {len(g)} | {ds} | {rep.features} |")
    for x in g:
        used.setdefault(x["loinc"], (x["analyte"], x["loinc_alternatives"], set()))[2].add(rep.id)
dis = "\n".join(f"- **{rep.id}**: " + "; ".join(f"{a} {b}" for a, b in rep.distractors) for rep in REPORTS)
codes = "\n".join(f"| {c} | {a} | {', '.join(alts) or '—'} | {', '.join(sorted(ids))} |" for c, (a, alts, ids) in used.items())

text = f"""# Development set "bm" — Brazilian laboratory reports with ground truth

Twelve invented pt-BR laboratory reports (check-up, pre-operative, pre-natal and occupational panels) from
twelve invented laboratories (hospital laboratories, clinic chains, company-contracted labs), each rendered
three ways (Chromium print of HTML, fpdf2 drawing, image-only scan) with a gold JSON of every printed result.
Total: **{total} results**.

## Provenance

Everything here was written from scratch for this set: laboratories, people, addresses, CNPJ/CNES/CRM/CRF/CRBM
numbers, protocol numbers and values are invented. The reports were written from general knowledge of how
Brazilian laboratory systems print results. No existing lab report, fixture or other project folder was
opened, listed or copied. Tools used: Python 3.11, fpdf2 2.8 (TrueType DejaVu fonts), Chromium headless,
poppler (pdftoppm/pdftotext/pdfinfo/pdffonts), Pillow, numpy, img2pdf, Tesseract (`por`) for the OCR check.
LOINC codes were chosen from memory; a handful of uncertain ones were cross-checked against public code text
through the search tool, and every code passes the mod-10 check digit.

## Layout

- `tools/model.py` — data model (results, tokens, elements, pages) and gold writer;
- `tools/analytes.py` — analyte catalogue: key → analyte description, LOINC, alternatives;
- `tools/rep01.py` … `tools/rep12.py` — the reports as data (one `build()` each); `tools/reports.py` collects them;
- `tools/render_html.py` — HTML renderer; `tools/render_fpdf.py` — fpdf2 renderer; `tools/scan.py` — scan maker;
- `tools/build.py` — builds HTML, gold, three PDFs (`python3 tools/build.py [bm01 ...]`);
- `tools/check.py` — checks (exit 0 when all pass); `tools/loinc.py` — check digit; `tools/make_readme.py` — this README;
- `reports/ID.html`, `reports/ID.gold.json`; `rendered/ID.chromium.pdf`, `ID.fpdf.pdf`, `ID.scan.pdf`.

HTML, fpdf2 drawing and gold come from the same model object per report, so the printed value text, unit and
the gold entry are literally the same strings. Pagination is explicit in the model (one `Page` per A4 page;
the fpdf2 renderer refuses a page whose content would reach the footer), so all three renderings have the
same page count. Scan: `pdftoppm -r 200 -gray`, rotation 0.15–0.6° (sign and size seeded by the id),
Gaussian blur 0.6, paper tone `a*236/255+8`, normal noise σ 6, 12–16 dark specks per page, JPEG q70, img2pdf A4.

## Reports

| id | laboratory | city | pages | results | collection dates in gold (count) | layout features |
|---|---|---|---|---|---|---|
{chr(10).join(rows)}

## Distractor dates (printed, never a collection date)

{dis}

Other dates printed in the reports are collection dates used in the gold (previous-result columns, cumulative
columns, the second cardiac sample of bm07, the three stool samples of bm09).

## Requirement coverage

| requirement | reports |
|---|---|
| two-column pages | bm02 (serology blocks, divider), bm04, bm07 (divider), bm08 |
| marker name split across two lines | bm01 (CHCM), bm06 (anti-TPO, CTLF, PCR ultrassensível), bm12 (TP atividade, bilirrubina indireta) |
| HDL spellings | bm01 `HDL-COLESTEROL`, bm05 `Colesterol HDL`, bm10 `HDL`, bm11 `HDL-C`, bm12 `HDL-Colesterol` |
| result after reference range | bm04 and bm06 (Exame / Referência / Resultado) |
| `<` `>` and word forms | bm02 (`inferior a 10,0`, `superior a 500,0`), bm06 (`inferior a`, `superior a 2.000`, `> 20,0`), bm07 (`< 2,0`), bm10 (`inferior a 0,5`), bm11 (`< 2,0`) |
| qualitative results | bm02 (ABO, Rh, Coombs, serology), bm04 (ABO/Rh), bm08 (serology, urine, culture), bm09 (stool, urine: `Ausentes`, `Raras`, `Presentes`, `Negativo`) |
| several collection dates | bm01 (previous column), bm03 (admission baseline column), bm05 (cumulative, 3 dates), bm07 (2nd sample), bm09 (3 stool samples), bm12 (cumulative, 2 dates) |
| ruled tables | bm01, bm04, bm07, bm12 (grid); bm05, bm08, bm09 (horizontal lines); bm11 (zebra) |
| tables without rules | bm02 (CBC), bm03, bm06, bm10 |
| block layouts (heading / material / method / result) | bm02, bm09 |
| flags | bm01 `H`, bm04/bm05/bm11 `↑ ↓`, bm06/bm07 `*`, bm10 `Alto` |
| dotted leaders | bm03, bm10 |
| panels | CBC with indices and differential % and absolute (bm01, bm02), coagulation (bm04, bm07, bm12), liver (bm03, bm10, bm12), kidney/electrolytes (bm04, bm05, bm07, bm12), lipids (bm01, bm05, bm10, bm11, bm12), thyroid (bm05, bm06, bm11), iron (bm06, bm11), vitamins (bm06, bm10, bm11), inflammation (bm06, bm10), urinalysis (bm08, bm09), hormones (bm06, bm10, bm11), serology (bm02, bm08, bm09), tumour markers (bm10, bm11), CK/cardiac (bm07, bm10), occupational exposure (bm03) |
| distractor dates | every report (see list above) |

## Gold conventions

- One entry per printed patient result, in reading order: page by page, left column then right column,
  within a row left to right (current value before the earlier value beside it).
- `printed_name` is the row label as printed; a label on two lines is joined with one space. In the block
  layouts of bm02 and bm09 whose result line reads only `Resultado:`, the block heading is the name
  (e.g. `HEPATITE B — ANTI-HBs`); in bm09's stool table the row label (`Amostra 1`…) is the name.
- `value_text` is the printed value without flags; comparator words stay. `value` parses Brazilian numbers
  (`7.420` → 7420, `4,62` → 4.62); qualitative results have `value: null` and comparator `""`.
- `unit` as printed; `""` for INR, pH, density, ratios printed without unit, qualitative results.
  Where a differential table prints `%` and `/mm³` only in the column header (bm01), those are the units.
- `collected_at`: the report's collection date, or the column/section/sample date for earlier results,
  the second sample (bm07) and each stool sample (bm09). bm03's baseline column is the admission
  collection (15/01/2024). Release, print, order, birth, DUM, DPP, surgery, next-visit dates are never used.
- Results only quoted in notes (e.g. the `< 1.000 UFC/mL` of bm08's culture comment, the 19,8 ng/L
  percentile in bm07) and reference ranges are not results. Calculated lines (LDL, VLDL, non-HDL, eGFR,
  estimated average glucose, INR, globulin, A/G ratio, indirect bilirubin, PSA free/total ratio) are results.

## LOINC choices

Principles: the code matching what is printed (component, property, system, scale, method when the report
names one); mass-concentration codes for mg/dL etc.; the automated-count CBC codes where the report says the
count is automated, with the method-less code as alternative; test-strip codes for dipstick urinalysis;
presence codes for qualitative results.

Particular decisions:
- Urea is reported as urea (not BUN) in Brazil → 3091-6, no BUN alternative.
- Fasting glucose 1558-6 with 2345-7 as alternative; OGTT 1 h / 2 h post 75 g → 1507-3 / 1518-0 with the generic post-dose codes as alternatives.
- eGFR: CKD-EPI 2021 98979-8, alternative 62238-1 (CKD-EPI, earlier).
- LDL: calculated 13457-7 with direct 18262-6 and 2089-1 as alternatives (the reports name Friedewald/Martin only in notes).
- aPTT: plasma 14979-9, alternative 3173-2 (blood); PT seconds 5902-2 (alt 5964-2); PT activity % 5894-1; INR 6301-6 (alt 34714-6).
- Troponin I `us` (ultrassensível) → 89579-7, alternative 10839-9.
- hs-CRP in mg/L → 30522-7 with 1988-5 as alternative; CRP in mg/dL (bm10) → 1988-5.
- VDRL qualitative → 5292-8. Toxoplasma IgG/IgM (immunoassay) → 5388-4 / 5390-0 with 8039-0 / 8040-8 as alternatives.
  The same codes are used when bm08 prints only `Não reagente`.
- Rubella IgG → 5334-8 (alt 8014-3). Anti-HBs → 16935-9 (alt 5193-8). HBsAg → 5196-1 (alt 5195-3).
- Stool ova and parasites → 10704-5 (alt 10701-1, concentration).
- Urine sediment counts `/campo` → HPF microscopy codes (5821-4, 13945-1); epithelial cells 5787-7 (alt 11277-1).
- Occupational: blood lead 5671-3; plasma cholinesterase 2098-2; erythrocyte acetylcholinesterase 1709-5.

### All codes used

| LOINC | analyte | alternatives | reports |
|---|---|---|---|
{codes}
"""
open(os.path.join(OUT, "README.md"), "w", encoding="utf-8").write(text)
print("README written")
