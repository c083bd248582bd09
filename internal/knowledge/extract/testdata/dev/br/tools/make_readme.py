"""Writes OUTDIR/README.md from the report models (tables) plus fixed text."""
import collections, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from reports_data import REPORTS
from model import gold, LOINC

OUT = os.path.dirname(HERE)

FEATURES = {
    "br01": "private lab, blue band header, ruled grid tables (Exame/Resultado/Unidade/Referência), full blood count with differential % and /mm³ side by side, lipids (HDL-COLESTEROL), HbA1c + estimated average glucose, thyroid; ↑ ↓ flags",
    "br02": "private lab, serif, block layout (heading / material / method / Resultado:), previous results printed under two exams, split names (eGFR, CTLF, saturation), `superior a 20,0`, Colesterol HDL",
    "br03": "municipal lab (SUS), monospace ASCII print, two independent columns (biochemistry | urinalysis), tables without rules, qualitative urine results, `HDL`",
    "br04": "private lab, condensed font, column order Exame / Valores de referência / Resultado, dotted leaders, multi-line phase references, value+unit in one cell, `inferior a 9,0`, `inferior a 1,2`, DUM",
    "br05": "private lab, boxed header, horizontal-rule tables, `*` flags, liver/pancreas, proteins and A/G ratio, PCR `inferior a 0,5`, VHS, LDH, CK, lipids (`Colesterol - HDL`)",
    "br06": "hospital lab, monospace, cumulative table with three dated columns (two earlier collections), `---` for missing, split names, ↑ ↓ flags, electrolytes, urine albumin",
    "br07": "reference lab, serif, prenatal serology in block layout, qualitative (Não reagente, Positivo, Negativo, blood group O), anti-HBs `inferior a 2,0`, rubella `> 500,0`, DUM and DPP",
    "br08": "hospital emergency lab, two columns of ruled grid tables (blood count | coagulation + chemistry), H/L flags, control-plasma times printed as notes (not results), RNI, CK, CK-MB, troponin `< 1,9`, HDL-Colesterol, split name",
    "br09": "private lab, Exame / Referência / Resultado / Resultado anterior (dated column), `Alto` flags, eGFR `superior a 60` (current and previous), HDL-c, split names",
    "br10": "private lab, serif condensed, dotted leaders without rules, tumour markers, PSA ratio, CA 19-9 `< 2,0`; page 2: stool series with three samples collected on different days + occult blood",
    "br11": "private lab, child patient, two columns (blood count + iron | urinalysis), value and unit in one cell, ↑ ↓ flags, qualitative urine results",
    "br12": "private lab, prenatal OGTT 75 g, blood count, TSH; page 2: urine (EAS) and urine culture from a second sample collected the next day; colony count only in a note",
}

DISTRACTORS = {
    "br01": "birth 12/05/1968, order 10/03/2025, release 18/03/2025, print 19/03/2025",
    "br02": "birth 03/09/1963, request 07/03/2025, issue 17/03/2025 (also the release line in the footer)",
    "br03": "birth 21/11/1979, registration 06/03/2025, release 14/03/2025, document issued 17/03/2025",
    "br04": "birth 27/02/1991, DUM 24/02/2025, release 15/03/2025, print 18/03/2025 (entry 13/03/2025 = collection day)",
    "br05": "birth 19/07/1972, release 13/03/2025, checked 13/03/2025, issued 14/03/2025, suggested next collection 11/06/2025 (receipt 11/03/2025 = collection day)",
    "br06": "birth 02/02/1956, print/issue 17/03/2025, return visit 16/04/2025 (entry 14/03/2025 = collection day)",
    "br07": "birth 08/06/2001, DUM 03/01/2025, DPP 10/10/2025, release/print 14/03/2025",
    "br08": "birth 14/01/1985, request 15/03/2025 05:48 (same day), release 15/03/2025 08:12, expected discharge 16/03/2025, print 17/03/2025",
    "br09": "birth 30/10/1958, order 05/03/2025, release 11/03/2025, issue 12/03/2025",
    "br10": "birth 05/04/1964, release 19/03/2025, samples received 18/03/2025, print 20/03/2025",
    "br11": "birth 22/07/2019, delivery/issue 20/03/2025",
    "br12": "birth 11/12/1996, DUM 12/09/2024, registration 18/03/2025 (collection day), culture release 21/03/2025, print 21/03/2025",
}

COVER = [
    ("two-column pages", "br03, br08, br11"),
    ("marker name split across two lines", "br02 (eGFR, CTLF, saturation), br04 (anti-TPO), br06 (TFG, albumin/creatinine ratio), br08 (troponin), br09 (HbA1c, TFG)"),
    ("HDL spelled several ways", "br01 `HDL-COLESTEROL`, br02 `Colesterol HDL`, br03 `HDL`, br05 `Colesterol - HDL`, br08 `HDL-Colesterol`, br09 `HDL-c`"),
    ("result printed after the reference range", "br04 (Exame / Valores de referência / Resultado), br09 (Exame / Referência / Resultado / Anterior)"),
    ("`<` / `>` and word forms", "br02 `superior a 20,0`, br04 `inferior a 9,0`, `inferior a 1,2`, br05 `inferior a 0,5`, br07 `inferior a 2,0`, `> 500,0`, br08 `< 1,9`, br09 `superior a 60`, br10 `< 2,0`"),
    ("qualitative results", "br03, br07, br10, br11, br12 (Negativo, Não reagente, Positivo, Ausentes, Raras, Traços, Negativa, blood group `O`, ...)"),
    ("several collection dates in one report", "br02 (previous results), br06 (cumulative table, 3 dates), br09 (previous-result column), br10 (stool samples on 3 days), br12 (urine collected the next day)"),
    ("ruled tables", "br01, br08 (full grid); br05, br09, br11 (horizontal rules); br03, br06, br12 (header rules only)"),
    ("tables without rules", "br04, br10, and the result tables of the block layouts br02, br07"),
    ("block layouts (heading / material / method / result)", "br02, br07, br10 page 2"),
    ("flags beside values", "`↑ ↓` br01, br06, br11; `H L` br08; `*` br05; `Alto` br09"),
    ("dotted leaders", "br04, br10"),
    ("full blood count with indices and differential (% and absolute)", "br01 (% and /mm³), br08, br11 (%), br12 (partial)"),
    ("coagulation", "br08"), ("liver", "br03, br05"), ("kidney", "br02, br03, br06, br08, br09"),
    ("electrolytes", "br03, br06, br08"), ("lipids", "br01, br02, br03, br05, br08, br09"),
    ("thyroid", "br01, br04, br09, br12"), ("iron", "br02, br10, br11"), ("vitamins", "br02, br04, br09, br10"),
    ("inflammation", "br05 (PCR, VHS), br08 (PCR)"), ("urinalysis / urine culture", "br03, br11, br12"),
    ("hormones", "br04, br10"), ("serology", "br07"), ("tumour markers", "br10"), ("CK / cardiac", "br05, br08"),
    ("distractor dates", "every report (see table)"),
]


def main():
    L = []
    a = L.append
    a("# Development set `br` - invented Brazilian laboratory reports with ground truth\n")
    a("Twelve invented pt-BR laboratory reports (ids `br01` ... `br12`), as they might arrive in one ordinary "
      "week at a family-health clinic (ESF Jardim das Acácias, an invented unit) in Juiz de Fora - MG: seven private "
      "laboratories, the municipal laboratory (SUS) and two hospital laboratories, each printing in its own house style. "
      "Each report is rendered three ways (Chromium print of HTML, fpdf2 drawing, image-only scan) and has a gold "
      "JSON listing every printed patient result.\n")
    a("## Provenance\n")
    a("- Written from scratch for this set by an assistant session, from general knowledge of how Brazilian "
      "laboratories print reports. No existing report, fixture, dev set or project file was opened, listed or copied "
      "(only this folder was used).")
    a("- Everything is invented: laboratories, people, addresses, CNPJ/CNES/CRM/CRF/CRBM/CRBio/COREN numbers, "
      "protocol numbers and values. The city (Juiz de Fora) and street names are real places used only as setting.")
    a("- Tools used: Python 3 with fpdf2, img2pdf, numpy, Pillow; Chromium (headless print); poppler; Tesseract (`por`); "
      "DejaVu fonts only (Sans, Serif, Sans Mono, Sans Condensed, Serif Condensed).")
    a("- LOINC codes were chosen from memory; a handful of uncertain ones (OGTT 1 h / 2 h, treponemal immunoassay, "
      "toxoplasma IgG, rubella IgG, ova and parasites) were cross-checked against public code excerpts found with a "
      "text search tool. No LOINC table was downloaded.\n")
    a("## Folder layout\n")
    a("```")
    a("README.md              this file")
    a("tools/model.py         data model: R (one printed result), LOINC table, Brazilian number parsing, gold writer")
    a("tools/reports_data.py  the twelve reports as data (one function per report)")
    a("tools/render.py        HTML renderer (for Chromium) and fpdf2 renderer, from the same model")
    a("tools/scan.py          scan maker (pdftoppm 200 dpi gray, rotation, blur, tone, noise, specks, JPEG 70, img2pdf A4)")
    a("tools/build.py         builds reports/*.html, reports/*.gold.json and rendered/*.pdf  (python3 tools/build.py [ids])")
    a("tools/check.py         all checks; exit 0 when they pass  (python3 tools/check.py)")
    a("tools/lint_layout.py   reports table cells wider than their column (fpdf metrics)")
    a("tools/make_readme.py   writes this README (tables computed from the models)")
    a("reports/ID.html        the report as HTML; reports/ID.gold.json  the gold")
    a("rendered/ID.chromium.pdf, rendered/ID.fpdf.pdf, rendered/ID.scan.pdf")
    a("```\n")
    a("## Reports\n")
    a("| id | laboratory | city | pages | results | collection dates in gold (count) | layout features |")
    a("|---|---|---|---|---|---|---|")
    tot = 0
    for r in REPORTS:
        g = gold(r)
        c = collections.Counter(x["collected_at"] for x in g["results"])
        ds = ", ".join(f"{d} ({n})" for d, n in sorted(c.items(), reverse=True))
        tot += len(g["results"])
        a(f"| {r['id']} | {r['lab']} | {r['city']} | {len(r['pages'])} | {len(g['results'])} | {ds} | {FEATURES[r['id']]} |")
    a(f"\nTotal: **{tot} results** in 12 reports ({sum(len(r['pages']) for r in REPORTS)} pages per rendering).\n")
    a("## Distractor dates (printed, never a collection date)\n")
    a("| id | dates that are not the collection date |")
    a("|---|---|")
    for r in REPORTS:
        a(f"| {r['id']} | {DISTRACTORS[r['id']]} |")
    a("\nIn br06, br09 and br02 the earlier dates *are* collection dates of earlier results (they appear in gold). "
      "Footers also carry print/issue dates.\n")
    a("## Coverage of the requirement list\n")
    a("| requirement | reports |")
    a("|---|---|")
    for k, v in COVER:
        a(f"| {k} | {v} |")
    a("")
    a("## Gold conventions followed\n")
    a("- One entry per printed patient result, in reading order: page by page; on two-column pages the left column, "
      "then the right; within a row left to right (so in br06 the current column comes before the two earlier ones, "
      "in br09 the current result before the previous one).")
    a("- `printed_name` is the row label as printed (a two-line label joined with one space; a trailing colon dropped; "
      "leader dots are not part of the label). In block layouts whose line reads `Resultado:` (or `Resultado anterior:`) "
      "the block heading is the name (br02, br07, br10).")
    a("- `value_text` is the printed value without flags (`↑ ↓ H L * Alto`); comparator words are kept "
      "(`inferior a 9,0`, `superior a 60`, `< 1,9`, `> 500,0`). `value`: Brazilian numbers (dot thousands, comma decimal); "
      "`comparator` `<` for `<` / `inferior a`, `>` for `>` / `superior a`. Qualitative results (and the blood group "
      "letter) have `value: null`, comparator `\"\"`. Urine density is printed with a decimal comma (`1,020`).")
    a("- `unit` as printed (column, header, or next to the value); `\"\"` for qualitative results, pH, density, RNI and the "
      "albumin/globulin ratio. In br01's leukogram the units `%` and `/mm³` are printed in the column headers; in br03, br11 "
      "and br12 urine sediment counts carry `/campo` / `p/campo`.")
    a("- `collected_at`: the report's collection date by default; the column date for earlier results (br06, br09), the "
      "date printed after `Resultado anterior` (br02), the sample's own date (br10 stool samples, br12 urine and culture).")
    a("- Not results: reference ranges, methods, materials, interpretation tables, control/pool-plasma times (br08 prints "
      "them as notes), the colony count quoted in the br12 comment, values in notes.")
    a("- Calculated values printed as result lines are results: LDL, VLDL, non-HDL, indirect bilirubin, globulins, "
      "A/G ratio, eGFR, estimated average glucose, RNI, PSA free/total ratio, transferrin saturation.\n")
    a("## LOINC choices\n")
    a("Principles: the code that best fits what is printed (system, timing, property, method where the report states it); "
      "automated blood counts use the automated-count codes with the method-less codes as alternatives; "
      "quantitative vs presence codes follow how the result is printed; calculated LDL/VLDL use the calculated codes "
      "with measured ones as alternatives; eGFR printed as CKD-EPI 2021 uses 98979-8 with the older CKD-EPI code "
      "62238-1 as alternative. Every code passes the mod-10 check digit (checked by tools/check.py).\n")
    a("Particular decisions:\n")
    a("- `Segmentados` on automated differentials: neutrophil codes 770-8 / 751-8 (alternatives include 769-0, the "
      "manual segmented-neutrophil percentage). `Bastonetes` (bands): 764-1 / 26507-4.")
    a("- `Glicose` from a fasting panel (br03, br06, br07 ...) coded as fasting glucose 1558-6 with 2345-7 as alternative; "
      "OGTT jejum also 1558-6, 1 h and 2 h post 75 g are 1507-3 and 1518-0.")
    a("- Urine dipstick results are presence codes by test strip (5811-5, 5803-2, 20454-5, 25428-4, ...); sediment counts "
      "per field use the HPF codes (5821-4, 13945-1); epithelial cells 5787-7, casts 5796-8 (hyaline casts, printed "
      "as `Cilindros: Ausentes`).")
    a("- Prothrombin activity (%) coded 5894-1; this is the least certain choice in the set. Control-plasma times have no entry.")
    a("- Cortisol collected at 8 h: 2143-6 with the AM-specimen code 9813-7 as alternative.")
    a("- Toxoplasma IgG (UI/mL): 5388-4 (immunoassay) with 8039-0 as alternative; rubella IgG 5334-8; treponemal "
      "chemiluminescence 24110-9; VDRL 5292-8; HIV Ag/Ab 4th generation 56888-1.")
    a("- Blood group `O` 883-9, Rh 10331-7, indirect Coombs (antibody screen) 890-4; urine culture 630-4; "
      "stool O&P 10704-5 (alternative 10701-1 by concentration); occult blood 2335-8.\n")
    a("All codes used (code | alternatives | analyte | printed names):\n")
    a("| LOINC | alternatives | analyte | printed as |")
    a("|---|---|---|---|")
    used = collections.OrderedDict()
    for r in REPORTS:
        for x in gold(r)["results"]:
            e = used.setdefault((x["loinc"], x["analyte"]), [x["loinc_alternatives"], []])
            if x["printed_name"] not in e[1]:
                e[1].append(x["printed_name"])
    for (code, an), (alts, names) in used.items():
        a(f"| {code} | {', '.join(alts) or '-'} | {an} | {'; '.join(names)} |")
    a("")
    a("## Rendering notes\n")
    a("- HTML pages are fixed A4 boxes (`@page {size: A4; margin: 0}`, one `.page` div per page); fpdf2 draws the "
      "same blocks with the same TrueType DejaVu fonts, so page content and pagination match; fpdf2 raises an error "
      "if a page would overflow. Line breaks inside paragraphs may fall at slightly different places in the two renderings.")
    a("- Scans: `pdftoppm -r 200 -gray` of the Chromium PDF, rotation 0.15-0.6° (sign and size seeded by the report id), "
      "Gaussian blur 0.6, paper tone `a*236/255+8`, normal noise sigma 6, 12-16 dark specks per page, JPEG quality 70, "
      "`img2pdf` to A4. No text layer.\n")
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L) + "\n")


if __name__ == "__main__":
    main()
