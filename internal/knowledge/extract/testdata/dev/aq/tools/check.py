#!/usr/bin/env python3
"""Checks for set "aq" (exit 0 = all good).

- gold files present, complete and identical to what the model generates now;
- value / comparator agree with value_text (Brazilian number parsing);
- every LOINC code (primary and alternatives) passes the mod-10 check digit;
- every value_text and unit appears in both text layers (pdftotext, whitespace-normalised);
- equal page counts over chromium / fpdf / scan, equal to the model's page count;
- the scan has no text layer (no fonts, empty pdftotext);
- on OCR_IDS, Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values;
- 12 reports, 200-300 results in all.
Tesseract runs one page at a time.
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
from common import loinc_ok, parse_br  # noqa: E402
from reports import REPORTS  # noqa: E402
from build import gold_for, page_of_results  # noqa: E402

OCR_IDS = ["aq01", "aq04", "aq07"]
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text",
          "comparator", "unit", "collected_at"]
errors = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def pdftext(path):
    return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout


def pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def main():
    total = 0
    ocr_report = []
    if len(REPORTS) != 12:
        err("expected 12 reports, model has %d" % len(REPORTS))
    for rep in REPORTS:
        rid = rep["id"]
        gpath = os.path.join(ROOT, "reports", rid + ".gold.json")
        if not os.path.exists(gpath) or not os.path.exists(os.path.join(ROOT, "reports", rid + ".html")):
            err("%s: gold or html missing" % rid)
            continue
        gold = json.load(open(gpath, encoding="utf-8"))
        if gold != json.loads(json.dumps(gold_for(rep), ensure_ascii=False)):
            err("%s: gold differs from the model (rebuild)" % rid)
        if not gold.get("lab") or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", gold.get("collected_at_default", "")):
            err("%s: lab / collected_at_default" % rid)
        res = gold["results"]
        total += len(res)
        for i, r in enumerate(res):
            where = "%s#%d %s" % (rid, i, r.get("printed_name"))
            for f in FIELDS:
                if f not in r:
                    err("%s: missing %s" % (where, f))
            if not r["printed_name"] or not r["value_text"] or not r["analyte"]:
                err("%s: empty name/value/analyte" % where)
            v, c = parse_br(r["value_text"])
            if v != r["value"] or c != r["comparator"]:
                err("%s: value/comparator %r/%r vs %r" % (where, r["value"], r["comparator"], r["value_text"]))
            if r["comparator"] not in ("", "<", ">", "<=", ">="):
                err("%s: comparator %r" % (where, r["comparator"]))
            for code in [r["loinc"]] + r["loinc_alternatives"]:
                if not loinc_ok(code):
                    err("%s: LOINC check digit %s" % (where, code))
            if r["loinc"] in r["loinc_alternatives"]:
                err("%s: primary LOINC repeated in alternatives" % where)
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["collected_at"]):
                err("%s: collected_at %r" % (where, r["collected_at"]))
        # text layers
        npl = len(rep["pages"])
        for kind in ("chromium", "fpdf"):
            pdf = os.path.join(ROOT, "rendered", "%s.%s.pdf" % (rid, kind))
            if not os.path.exists(pdf):
                err("%s: %s missing" % (rid, pdf))
                continue
            txt = norm(pdftext(pdf))
            for r in res:
                for f in ("value_text", "unit"):
                    if r[f] and norm(r[f]) not in txt:
                        err("%s %s: %s %r not in text layer" % (rid, kind, f, r[f]))
            if pages(pdf) != npl:
                err("%s %s: %d pages, model %d" % (rid, kind, pages(pdf), npl))
        scan = os.path.join(ROOT, "rendered", rid + ".scan.pdf")
        if not os.path.exists(scan):
            err("%s: scan missing" % rid)
            continue
        if pages(scan) != npl:
            err("%s scan: %d pages, model %d" % (rid, pages(scan), npl))
        if pdftext(scan).strip():
            err("%s scan: has a text layer" % rid)
        fonts = subprocess.run(["pdffonts", scan], capture_output=True, text=True, check=True).stdout
        if len(fonts.strip().splitlines()) > 2:
            err("%s scan: has fonts" % rid)
        # OCR
        if rid in OCR_IDS:
            vals = [r.value_text for (p, r) in page_of_results(rep) if p == 0]
            with tempfile.TemporaryDirectory(prefix="aqocr-") as tmp:
                subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", "1", "-l", "1", scan,
                                os.path.join(tmp, "p")], check=True)
                png = [f for f in os.listdir(tmp) if f.endswith(".png")][0]
                ocr = subprocess.run(["tesseract", os.path.join(tmp, png), "stdout", "-l", "por"],
                                     capture_output=True, text=True, check=True).stdout
            ocr = norm(ocr)
            found = [v for v in vals if norm(v) in ocr]
            share = len(found) / len(vals)
            ocr_report.append("%s: OCR found %d/%d page-1 values (%.0f %%)" % (rid, len(found), len(vals), 100 * share))
            if share < 0.6:
                err("%s: OCR found only %.0f %% of page-1 values; missing %s"
                    % (rid, 100 * share, [v for v in vals if v not in found]))
    if not 200 <= total <= 300:
        err("total results %d not in 200-300" % total)
    for line in ocr_report:
        print(line)
    print("reports: %d, results: %d" % (len(REPORTS), total))
    if errors:
        print("%d check(s) failed" % len(errors))
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
