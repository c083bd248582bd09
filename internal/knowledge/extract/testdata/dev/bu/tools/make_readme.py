"""Writes OUTDIR/README.md from the report models (counts and dates are computed, not typed)."""
import collections, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reports_data as RD
from loinc import L

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

rows, used, total = [], collections.OrderedDict(), 0
for rid in RD.IDS:
    doc, info = RD.build(rid)
    g = RD.gold(rid)
    n = len(g["results"])
    total += n
    dates = collections.Counter(x["collected_at"] for x in g["results"])
    ds = "; ".join(f"{d} ({c})" for d, c in sorted(dates.items(), reverse=True))
    rows.append(f"| {rid} | {info['lab']} | {info['city']} | {len(doc.pages)} | {n} | {ds} | {info['layout']} |")
    for x in g["results"]:
        used.setdefault(x["loinc"], [x["analyte"], x["loinc_alternatives"], set()])[2].add(x["printed_name"])

dist = "\n".join(f"- **{rid}**: " + ", ".join(RD.build(rid)[1]["distractors"]) for rid in RD.IDS)
codes = "\n".join(f"| {c} | {a} | {', '.join(alts) or '–'} | {'; '.join(sorted(names))} |"
                  for c, (a, alts, names) in sorted(used.items(), key=lambda kv: int(kv[0].split('-')[0])))

text = f"""# Dev set `bu` – invented Brazilian laboratory reports with ground truth

Scenario: reports from large national laboratory networks and their regional brands – one exam block
after another, each with its material, method, reference values by sex and age, and notes, several
blocks per page.

## Provenance

Everything here was written from scratch for this set: laboratories, networks, people, addresses,
CNPJ/CNES/CRM/CRF/CRBM numbers, protocol numbers and values are invented. The layouts imitate, from
general knowledge, how Brazilian laboratory information systems print reports. Nothing existing was
opened or copied (no other dev set, no fixture, no real report). Tools: Python 3 with fpdf2, img2pdf,
numpy, Pillow; Chromium (headless print); poppler; Tesseract (`por`) for the check only; DejaVu fonts only.

## Layout of the folder

- `tools/engine.py` – the model (`R` result, `Col`/`RR`/`Sub`/`Txt` table rows) and a small layout engine that
  turns a report into a display list of absolutely placed text cells, lines and rectangles (mm, A4).
  Every result is registered, with its page, at the moment its value is drawn: that is the gold, in
  reading order.
- `tools/common.py` – house-style pieces: headers (band, logo, centred, light, monospaced), patient
  grid, exam block (title / material / method / result rows / reference values / notes), footers.
- `tools/loinc.py` – the LOINC catalogue used (code, analyte, alternatives).
- `tools/reports_a.py` … `reports_d.py` – the twelve reports as data; `tools/reports_data.py` – index and gold.
- `tools/render_html.py` – display list → HTML (`reports/ID.html`, fonts loaded from the DejaVu TTF files).
- `tools/render_fpdf.py` – the same display list drawn with fpdf2 and the same TrueType fonts.
- `tools/make_scan.py` – image-only scan of the Chromium print (200 dpi grey, rotation 0.15–0.6° seeded
  by the id, blur 0.6, paper tone a·236/255+8, noise σ 6, 12–16 dark specks per page, JPEG q70, img2pdf A4).
- `tools/build.py` – builds everything; `tools/check.py` – the checks; `tools/make_readme.py` – this file.
- `reports/ID.html`, `reports/ID.gold.json`; `rendered/ID.chromium.pdf`, `ID.fpdf.pdf`, `ID.scan.pdf`.

Rebuild: `python3 tools/build.py && python3 tools/make_readme.py && python3 tools/check.py`.

## Reports

| id | laboratory | city | pages | results | collection dates in gold (count) | layout features |
|---|---|---|---|---|---|---|
{chr(10).join(rows)}

Total: **{total} results** in 12 reports.

## Distractor dates (printed, never a collection date)

{dist}

## Coverage of the requirement list

| point | reports |
|---|---|
| two-column pages | bu03 (p. 2), bu08 (p. 1), bu11 (p. 1 and 2) |
| marker name split across two lines | bu02 (TFG estimada, relação albumina/creatinina), bu03 (CTLF, saturação), bu05 (CHCM, TTPa), bu08 (TFG), bu09 (relação PSA livre / PSA total, HbA1c), bu10 (VHS) |
| HDL spellings | bu01 `HDL-COLESTEROL`, bu04 `Colesterol HDL`, bu06 `HDL`, bu09 `HDL-Colesterol`, bu11 `COLESTEROL HDL` |
| result printed after the reference | bu04 (Exame / Referência / Resultado / Unidade), bu07 (reference printed above `Resultado:`; hormone table Exame / Referência / Resultado), bu10 (monospaced Exame / Referência / Resultado) |
| `<` `>` and word forms | `<`: bu05, bu09, bu10; `inferior a`: bu04, bu07, bu11; `superior a`: bu07, bu11 (`superior a 2.000`) |
| qualitative results | bu05 (sangue oculto), bu07 (sorologias: Não reagente), bu08 (EAS: Negativo, Positivo (+), Ausentes, Presentes, Normal, cor, aspecto), bu12 (ABO `A`, Rh `Positivo`) |
| several collection dates | bu02 (previous-result lines, 12/11/2024), bu06 (cumulative table, 3 dates), bu09 (24-h urine collected 20/03/2025), bu12 (previous-result column 02/10/2024) |
| ruled tables | bu04 (horizontal rules + frame), bu05 (full grid), bu03/bu06/bu12 (header rules) |
| tables without rules | bu08 (EAS), bu10, blocks everywhere |
| block layouts | bu01, bu02, bu03, bu05, bu07, bu08, bu09, bu11, bu12 |
| flags | `*` bu01, bu06, bu09; `H`/`L` bu03, bu10; `↑ ↓` bu05, bu11; `Alto` bu12 |
| dotted leaders | bu02, bu10, bu12 |
| panels | CBC with indices and differential % + absolute (bu03, bu05, bu12), coagulation (bu05), liver (bu03, bu04, bu10), kidney (bu02, bu04, bu06, bu08), electrolytes (bu02, bu08, bu10), lipids (bu01, bu04, bu06, bu09, bu11), thyroid (bu01, bu04, bu06, bu07, bu11), iron (bu03, bu11), vitamins (bu01, bu03, bu04, bu11), inflammation (bu01, bu04, bu08, bu10, bu12), urinalysis (bu08), hormones (bu04, bu07, bu11), serology (bu07), tumour markers (bu04, bu09), CK/CK-MB/LDH (bu10), blood group (bu12) |
| distractor dates | every report (see above) |

## Gold conventions

- One entry per printed patient result, in reading order: page by page; on two-column pages the left
  column, then the right; within a row left to right (current value, then earlier values / absolute count).
- `printed_name`: the row label as printed (two-line names joined with one space). Where the result line
  reads only `Resultado` / `Resultado:` the block heading is the name; for the previous-result lines of
  bu02 (`Resultado anterior (12/11/2024):`) the block heading (or the row's parameter) is the name; in the
  differential tables the same label (`Segmentados`, `Neutrófilos`) names the % and the absolute result.
- `value_text`: exactly the printed value without flags (`*`, `H`, `L`, `↑`, `↓`, `Alto`); comparator words
  kept (`inferior a 0,30`, `superior a 1000`, `< 270`).
- `value`/`comparator`: Brazilian numbers (`4.380` → 4380, `1,025` → 1.025); `<`/`inferior a` → `<`,
  `>`/`superior a` → `>`; qualitative → `null` and `""`.
- `unit`: as printed (`""` for ratios, INR, pH, density and qualitative results). In bu03/bu05/bu12
  differentials the % value has unit `%` and the absolute value the unit of its column header.
- `collected_at`: the report's collection date, the column/line date for earlier results, and the section's
  own `Data da coleta` for the 24-h urine of bu09.
- Not results: reference values, methods, control/pool-plasma times (bu05 `Controle do dia`, `Tempo do plasma
  controle`, patient/control ratio quoted in a note), values quoted in notes (LDL goals, GME formula, D-dimer
  age cut-off, albuminuria classes), and the dash `—` for not-performed cells in bu06.

## LOINC choices

Principles: the code matching the printed specimen, property and unit (mass vs. moles, presence vs.
quantity); automated-count haematology codes for analyser CBCs, with manual/other-method codes as
alternatives; method-less codes as primary where the report names no distinctive method, and
method-specific codes as alternatives (and the reverse where the method is printed). Particular
decisions: fasting glucose `1558-6` where fasting is stated (alt `2345-7`), plain glucose `2345-7` in the
emergency panel of bu10; eGFR `98979-8` (CKD-EPI 2021, alt `62238-1`); LDL calculated `13457-7` (alt `2089-1`);
urine strip results coded with the presence codes (alt the mass/volume codes); ABO and Rh coded separately
(`883-9`, `10331-7`, alt the combined `882-1`); band/segmented counts with manual-count codes (bu03,
reviewed slide); D-dimer in FEU `48065-7` (alt DDU `48066-5`); anti-HBc total `16933-4` (alt `13952-7`).
All codes pass the mod-10 check digit (verified by `check.py`).

| LOINC | analyte | alternatives | printed names |
|---|---|---|---|
{codes}
"""
open(os.path.join(OUT, "README.md"), "w", encoding="utf-8").write(text)
print("README written,", total, "results")
