#!/usr/bin/env python3
"""Checks for set "bh" (exit status 0 when everything passes).

 1. gold files: fields present, types, comparator set, ISO dates
 2. value / comparator agree with value_text (Brazilian number parsing)
 3. LOINC mod-10 check digit on every code and alternative
 4. gold on disk == gold regenerated from the model
 5. every value_text and unit appears in BOTH text layers (pdftotext, whitespace-normalised)
 6. every collected_at date is printed (dd/mm/yyyy) in both text layers
 7. equal page counts over chromium / fpdf / scan, 1 or 2 pages
 8. the scan has no text layer (no fonts, empty pdftotext)
 9. Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values on
    the three designated reports (OCR_IDS); the other reports are reported only
10. 12 reports, 200-300 results in all
"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import IDS, REPORTS, RENDERED, loinc_ok, parse_value, norm_ws, br_date  # noqa: E402
from model import gold  # noqa: E402
from reports import reports  # noqa: E402

OCR_IDS = ["bh01", "bh03", "bh08"]
KEYS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text",
        "comparator", "unit", "collected_at"]
errors = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def text_layer(pdf):
    return norm_ws(subprocess.run(["pdftotext", "-enc", "UTF-8", pdf, "-"], capture_output=True,
                                  text=True, check=True).stdout)


def pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def ocr_page1(pdf):
    with tempfile.TemporaryDirectory(prefix="bhocr_") as td:
        subprocess.run(["pdfimages", "-j", "-f", "1", "-l", "1", pdf, os.path.join(td, "i")], check=True)
        img = sorted(f for f in os.listdir(td) if f.startswith("i"))[0]
        out = subprocess.run(["tesseract", os.path.join(td, img), "-", "-l", "por"], capture_output=True,
                             text=True, check=True).stdout
    return norm_ws(out)


def main():
    models = {r.id: r for r in reports()}
    total = 0
    ocr_lines = []
    if sorted(models) != IDS:
        err("model ids %s" % sorted(models))
    for rid in IDS:
        gp = os.path.join(REPORTS, rid + ".gold.json")
        g = json.load(open(gp, encoding="utf-8"))
        rep = models[rid]
        # 1. structure
        for k in ("lab", "collected_at_default", "results"):
            if k not in g:
                err("%s: missing %s" % (rid, k))
        if not re.match(r"^\d{4}-\d{2}-\d{2}$", g.get("collected_at_default", "")):
            err("%s: bad collected_at_default" % rid)
        res = g["results"]
        total += len(res)
        for i, r in enumerate(res):
            tag = "%s#%d %s" % (rid, i, r.get("printed_name"))
            if sorted(r) != sorted(KEYS):
                err("%s: keys %s" % (tag, sorted(r)))
                continue
            for k in ("printed_name", "analyte", "loinc", "value_text", "unit", "collected_at", "comparator"):
                if not isinstance(r[k], str):
                    err("%s: %s not a string" % (tag, k))
            if not r["printed_name"] or not r["value_text"] or not r["analyte"]:
                err("%s: empty name/value/analyte" % tag)
            if r["comparator"] not in ("", "<", ">", "<=", ">="):
                err("%s: comparator %r" % (tag, r["comparator"]))
            if not re.match(r"^\d{4}-\d{2}-\d{2}$", r["collected_at"]):
                err("%s: collected_at %r" % (tag, r["collected_at"]))
            if not isinstance(r["loinc_alternatives"], list):
                err("%s: alternatives not a list" % tag)
            # 2. value / comparator
            v, c = parse_value(r["value_text"])
            if v != r["value"] or c != r["comparator"]:
                err("%s: value %r/%r vs parsed %r/%r" % (tag, r["value"], r["comparator"], v, c))
            if r["value"] is not None and not isinstance(r["value"], (int, float)):
                err("%s: value type" % tag)
            # 3. LOINC
            for code in [r["loinc"]] + r["loinc_alternatives"]:
                if not loinc_ok(code):
                    err("%s: LOINC check digit %s" % (tag, code))
            if r["loinc"] in r["loinc_alternatives"]:
                err("%s: primary code repeated in alternatives" % tag)
        # 4. regenerated gold
        if gold(rep) != g:
            err("%s: gold on disk differs from the model" % rid)
        # 5./6. text layers
        pdfs = {k: os.path.join(RENDERED, "%s.%s.pdf" % (rid, k)) for k in ("chromium", "fpdf", "scan")}
        for k in ("chromium", "fpdf"):
            t = text_layer(pdfs[k])
            for r in res:
                for field in ("value_text", "unit"):
                    s = norm_ws(r[field])
                    if s and s not in t:
                        err("%s %s: %s %r not in text layer" % (rid, k, field, s))
                if br_date(r["collected_at"]) not in t:
                    err("%s %s: date %s not printed" % (rid, k, r["collected_at"]))
        # 7. page counts
        n = {k: pages(p) for k, p in pdfs.items()}
        if len(set(n.values())) != 1 or n["chromium"] != len(rep.pages) or n["chromium"] not in (1, 2):
            err("%s: page counts %s (model %d)" % (rid, n, len(rep.pages)))
        # 8. scan without text layer
        if text_layer(pdfs["scan"]).strip():
            err("%s: scan has a text layer" % rid)
        fonts = subprocess.run(["pdffonts", pdfs["scan"]], capture_output=True, text=True).stdout
        if len(fonts.strip().splitlines()) > 2:
            err("%s: scan has fonts" % rid)
        # 9. OCR
        p1 = [r for r in gold(rep, with_page=True)["results"] if r["_page"] == 1]
        if rid in OCR_IDS or "--ocr-all" in sys.argv:
            t = ocr_page1(pdfs["scan"])
            found = sum(1 for r in p1 if norm_ws(r["value_text"]) in t)
            frac = found / len(p1) if p1 else 1.0
            ocr_lines.append("%s: OCR page 1 found %d/%d values (%.0f %%)%s" % (
                rid, found, len(p1), 100 * frac, "" if rid in OCR_IDS else "  [info]"))
            if rid in OCR_IDS and frac < 0.60:
                err("%s: OCR found only %.0f %% of page-1 values" % (rid, 100 * frac))
        print("%s: %d results, pages %s" % (rid, len(res), n["chromium"]))
    for line in ocr_lines:
        print(line)
    # 10. totals
    if not 200 <= total <= 300:
        err("total results %d outside 200-300" % total)
    print("reports: %d, results: %d" % (len(IDS), total))
    if errors:
        print("%d check(s) failed" % len(errors))
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
