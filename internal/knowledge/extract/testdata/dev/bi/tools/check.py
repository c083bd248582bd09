#!/usr/bin/env python3
"""Check set 'bi' (exit 0 when every check passes).

- 12 reports, 200-300 results; gold JSON identical to what the model produces
- gold fields present and typed; value/comparator agree with value_text; LOINC check digits
- every value_text and unit appears in the text layer of both the Chromium and the fpdf2
  PDF (pdftotext, whitespace-normalised), on the page where the model prints it
- every collected_at date is printed in the report (dd/mm/yyyy)
- equal page counts (1 or 2) over the three renderings, A4 pages
- the scan has no text layer (no fonts, empty pdftotext)
- on the reports flagged ocr_check (at least three), Tesseract (por) on page 1 of the scan
  finds at least 60 % of that page's values
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import gold_of, iter_values, loinc_ok, parse_br  # noqa: E402
from reports import REPORTS  # noqa: E402

FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text",
          "comparator", "unit", "collected_at"]
CMPS = {"", "<", ">", "<=", ">="}
ISO = re.compile(r"\d{4}-\d{2}-\d{2}$")
errors = []


def err(msg):
    errors.append(msg)
    print("FAIL:", msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def pages_of(pdf):
    m = re.search(r"^Pages:\s+(\d+)", run(["pdfinfo", pdf]), re.M)
    return int(m.group(1))


def a4(pdf):
    out = run(["pdfinfo", "-f", "1", "-l", "9", pdf])
    sizes = re.findall(r"size:\s+([\d.]+) x ([\d.]+) pts", out)
    return all(abs(float(w) - 595.28) < 2 and abs(float(h) - 841.89) < 2 for w, h in sizes)


def text(pdf, page=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if page:
        cmd += ["-f", str(page), "-l", str(page)]
    return norm(run(cmd + [pdf, "-"]))


def ocr_key(s):
    s = norm(s)
    return re.sub(r"([<>≤≥])\s+", r"\1", s)


def check_report(rep):
    rid = rep.id
    gpath = os.path.join(ROOT, "reports", f"{rid}.gold.json")
    hpath = os.path.join(ROOT, "reports", f"{rid}.html")
    for p in (gpath, hpath):
        if not os.path.exists(p):
            err(f"{rid}: missing {p}")
            return 0
    gold = json.load(open(gpath, encoding="utf-8"))
    if gold != json.loads(json.dumps(gold_of(rep), ensure_ascii=False)):
        err(f"{rid}: gold JSON differs from the model (rebuild with tools/build.py)")
    for k in ("lab", "collected_at_default", "results"):
        if k not in gold:
            err(f"{rid}: gold lacks {k}")
    if not ISO.match(gold.get("collected_at_default", "")):
        err(f"{rid}: bad collected_at_default")
    res = gold["results"]
    for i, r in enumerate(res):
        tag = f"{rid}#{i} {r.get('printed_name')!r}"
        missing = [f for f in FIELDS if f not in r]
        if missing:
            err(f"{tag}: missing {missing}")
            continue
        if not isinstance(r["loinc_alternatives"], list):
            err(f"{tag}: loinc_alternatives not a list")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not loinc_ok(code):
                err(f"{tag}: LOINC {code} fails the check digit")
        if r["loinc"] in r["loinc_alternatives"]:
            err(f"{tag}: primary code repeated in alternatives")
        val, cmp_ = parse_br(r["value_text"])
        if r["comparator"] not in CMPS:
            err(f"{tag}: comparator {r['comparator']!r}")
        if val != r["value"] or cmp_ != r["comparator"]:
            err(f"{tag}: value/comparator {r['value']!r}/{r['comparator']!r} disagree with "
                f"{r['value_text']!r}")
        if r["value"] is not None and not isinstance(r["value"], (int, float)):
            err(f"{tag}: value not numeric")
        if not ISO.match(r["collected_at"]):
            err(f"{tag}: bad collected_at")
        if not r["printed_name"] or not r["analyte"]:
            err(f"{tag}: empty name/analyte")

    pdfs = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
    for k, p in pdfs.items():
        if not os.path.exists(p):
            err(f"{rid}: missing {p}")
            return len(res)
    counts = {k: pages_of(p) for k, p in pdfs.items()}
    if len(set(counts.values())) != 1 or counts["chromium"] != len(rep.pages) or counts["chromium"] not in (1, 2):
        err(f"{rid}: page counts {counts}, model {len(rep.pages)}")
    for k, p in pdfs.items():
        if not a4(p):
            err(f"{rid}: {k} pages are not A4")

    # text layers, page by page
    for k in ("chromium", "fpdf"):
        full = text(pdfs[k])
        for pno in range(1, len(rep.pages) + 1):
            ptxt = text(pdfs[k], pno)
            for _, row, v, *_rest in iter_values(rep.pages[pno - 1], pno):
                if norm(v.text) not in ptxt:
                    err(f"{rid} {k} p{pno}: value_text {v.text!r} not in text layer")
        for r in res:
            if r["unit"] and norm(r["unit"]) not in full:
                err(f"{rid} {k}: unit {r['unit']!r} not in text layer")
            d = r["collected_at"]
            br = f"{d[8:10]}/{d[5:7]}/{d[0:4]}"
            if br not in full:
                err(f"{rid} {k}: collection date {br} not printed")

    # scan has no text layer
    fonts = run(["pdffonts", pdfs["scan"]]).strip().splitlines()
    if len(fonts) > 2 or text(pdfs["scan"]):
        err(f"{rid}: scan has a text layer")

    if rep.ocr_check:
        with tempfile.TemporaryDirectory(prefix="bi_ocr_") as tmp:
            subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1", "-png", pdfs["scan"],
                            os.path.join(tmp, "p")], check=True)
            png = [f for f in os.listdir(tmp) if f.endswith(".png")][0]
            ocr = ocr_key(run(["tesseract", os.path.join(tmp, png), "stdout", "-l", "por"]))
        vals = [v.text for _, _, v, *_ in iter_values(rep.pages[0], 1)]
        found = sum(1 for t in vals if ocr_key(t) in ocr)
        share = found / len(vals)
        print(f"  {rid}: Tesseract found {found}/{len(vals)} page-1 values ({share:.0%})")
        if share < 0.60:
            err(f"{rid}: OCR found only {share:.0%} of page-1 values")
    return len(res)


def main():
    if len(REPORTS) != 12 or [r.id for r in REPORTS] != [f"bi{i:02d}" for i in range(1, 13)]:
        err("expected reports bi01..bi12")
    ocr = [r.id for r in REPORTS if r.ocr_check]
    if len(ocr) < 3:
        err(f"need at least three OCR-checked reports, have {ocr}")
    total = 0
    for rep in REPORTS:
        n = check_report(rep)
        print(f"{rep.id}: {n} results")
        total += n
    print(f"total: {total} results in {len(REPORTS)} reports")
    if not 200 <= total <= 300:
        err(f"total results {total} outside 200-300")
    if errors:
        print(f"{len(errors)} check(s) failed")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
