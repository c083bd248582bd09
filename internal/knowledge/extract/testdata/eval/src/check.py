#!/usr/bin/env python3
"""Validates the gold files and the renderings.

  - every gold file parses; every result has all fields, a LOINC code with a valid check digit,
    an ISO collected_at, a known comparator, and a value that matches value_text
  - the text layers of <id>.chromium.pdf and <id>.gopdf.pdf contain every value_text and unit
  - page counts of the three renderings match the layout
  - OCR (tesseract, por) of a sample of scan pages finds the values printed on those pages
Usage: python3 src/check.py [--ocr-all] [--no-ocr]
"""
import collections
import datetime
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from catalog import loinc_check_ok  # noqa: E402
from labkit import parse_value  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REP = os.path.join(ROOT, "reports")
OUT = os.path.join(ROOT, "rendered")
KEYS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
OCR_SAMPLE = {"r01": [1], "r04": [1], "r08": [1], "r12": [2], "r18": [1], "r20": [1]}

errors, warns = [], []


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def norm(s):
    return " ".join(s.split())


def isodate(s):
    try:
        datetime.date.fromisoformat(s)
        return True
    except (TypeError, ValueError):
        return False


def pages_of(pdf):
    return int(re.search(r"^Pages:\s+(\d+)", run(["pdfinfo", pdf]), re.M).group(1))


def check_gold(rid, g):
    if not isinstance(g.get("lab"), str) or not g["lab"]:
        errors.append("%s: missing lab" % rid)
    if not isodate(g.get("collected_at_default")):
        errors.append("%s: bad collected_at_default" % rid)
    if not g.get("results"):
        errors.append("%s: no results" % rid)
    for i, r in enumerate(g["results"]):
        where = "%s#%d(%s)" % (rid, i, r.get("printed_name"))
        if sorted(r.keys()) != sorted(KEYS):
            errors.append("%s: keys %s" % (where, sorted(r.keys())))
            continue
        for c in [r["loinc"]] + r["loinc_alternatives"]:
            if not re.fullmatch(r"\d{1,6}-\d", c or "") or not loinc_check_ok(c):
                errors.append("%s: bad LOINC %r" % (where, c))
        if r["loinc"] in r["loinc_alternatives"]:
            errors.append("%s: primary LOINC repeated in alternatives" % where)
        if not isodate(r["collected_at"]):
            errors.append("%s: bad collected_at %r" % (where, r["collected_at"]))
        if r["comparator"] not in ("", "<", ">", "<=", ">="):
            errors.append("%s: bad comparator" % where)
        vt = r["value_text"]
        try:
            comp, num = parse_value(vt)
        except ValueError:
            # dotted decimals such as urine density "1.020": the value must equal the dotted reading
            comp, num = "", float(vt)
        if comp != r["comparator"]:
            errors.append("%s: comparator %r vs text %r" % (where, r["comparator"], vt))
        if (num is None) != (r["value"] is None):
            errors.append("%s: value %r vs text %r" % (where, r["value"], vt))
        elif num is not None and abs(num - r["value"]) > 1e-9 * max(1, abs(num)):
            if re.fullmatch(r"\d\.\d{3}", vt) and abs(float(vt) - r["value"]) < 1e-9:
                warns.append("%s: %r read as a dotted decimal (%r), not a thousands separator" % (where, vt, r["value"]))
            else:
                errors.append("%s: value %r does not match text %r" % (where, r["value"], vt))
        if not isinstance(r["value"], (int, float, type(None))) or isinstance(r["value"], bool):
            errors.append("%s: value not a JSON number/null" % where)


def check_text_layer(rid, g, pdf, kind, npages):
    if not os.path.exists(pdf):
        errors.append("%s: missing %s" % (rid, pdf))
        return
    if pages_of(pdf) != npages:
        errors.append("%s: %s has %d pages, layout %d" % (rid, kind, pages_of(pdf), npages))
    text = norm(run(["pdftotext", "-layout", pdf, "-"]))
    raw = re.sub(r"\s+", "", run(["pdftotext", "-raw", pdf, "-"]))
    need = collections.Counter(r["value_text"] for r in g["results"])
    for vt, n in need.items():
        have = text.count(norm(vt))
        if have < n:
            errors.append("%s %s: value_text %r found %d times, gold has %d" % (rid, kind, vt, have, n))
    for r in g["results"]:
        if r["unit"] and r["unit"] not in text:
            errors.append("%s %s: unit %r not in text layer" % (rid, kind, r["unit"]))
        if re.sub(r"\s+", "", r["printed_name"]) not in raw:
            warns.append("%s %s: printed name %r not contiguous in raw text layer" % (rid, kind, r["printed_name"]))


def ocr_page(rid, g, page):
    scan = os.path.join(OUT, "%s.scan.pdf" % rid)
    chrome = os.path.join(OUT, "%s.chromium.pdf" % rid)
    with tempfile.TemporaryDirectory() as td:
        run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", str(page), "-l", str(page), scan, td + "/p"])
        png = sorted(glob.glob(td + "/p*.png"))[0]
        ocr = norm(run(["tesseract", png, "stdout", "-l", "por"]))
    ptext = norm(run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), chrome, "-"]))
    vals = [r["value_text"] for r in g["results"] if norm(r["value_text"]) in ptext]
    found = [v for v in vals if norm(v) in ocr]
    names = [r["printed_name"] for r in g["results"] if norm(r["value_text"]) in ptext]
    nfound = [n for n in names if norm(n).lower() in ocr.lower()]
    return len(vals), len(found), len(names), len(nfound), sorted(set(vals) - set(found))


def main():
    ocr_all = "--ocr-all" in sys.argv
    no_ocr = "--no-ocr" in sys.argv
    golds = {}
    for f in sorted(glob.glob(os.path.join(REP, "*.gold.json"))):
        rid = os.path.basename(f)[:-len(".gold.json")]
        try:
            golds[rid] = json.load(open(f, encoding="utf-8"))
        except json.JSONDecodeError as e:
            errors.append("%s: JSON error %s" % (rid, e))
            continue
        check_gold(rid, golds[rid])
    rendered = os.path.isdir(OUT) and glob.glob(os.path.join(OUT, "*.pdf"))
    ocr_stats = []
    for rid, g in golds.items():
        npages = len(json.load(open(os.path.join(REP, rid + ".layout.json"), encoding="utf-8"))["pages"])
        if not rendered:
            continue
        for kind in ("chromium", "gopdf"):
            check_text_layer(rid, g, os.path.join(OUT, "%s.%s.pdf" % (rid, kind)), kind, npages)
        scan = os.path.join(OUT, "%s.scan.pdf" % rid)
        if not os.path.exists(scan) or pages_of(scan) != npages:
            errors.append("%s: scan missing or wrong page count" % rid)
            continue
        if no_ocr:
            continue
        pages = range(1, npages + 1) if ocr_all else OCR_SAMPLE.get(rid, [])
        for p in pages:
            nv, fv, nn, fn, missing = ocr_page(rid, g, p)
            ocr_stats.append((rid, p, nv, fv, nn, fn, missing))

    # ------------------------------------------------------------------ summary
    results = [r for g in golds.values() for r in g["results"]]
    analytes = {r["analyte"] for r in results}
    base = {re.sub(r"\s*\(.*?\)", "", a).strip() for a in analytes}
    loincs = {r["loinc"] for r in results}
    multi = [rid for rid, g in golds.items() if len({r["collected_at"] for r in g["results"]}) > 1]
    si_units = ("mmol/L", "µmol/L", "g/L", "mmol/mol", "pmol/L", "nmol/L", "×10⁹/L", "×10¹²/L", "L/L", "µkat/L")
    def is_si(r):
        a, u = r["analyte"], r["unit"]
        return ((a.startswith(("Glucose", "Total cholesterol")) and u == "mmol/L")
                or (a.startswith("Creatinine") and u == "µmol/L") or (a == "Hemoglobin" and u == "g/L"))
    si = [rid for rid, g in golds.items() if any(is_si(r) for r in g["results"])]
    print("reports: %d   labs: %d   results: %d" % (len(golds), len({g['lab'] for g in golds.values()}), len(results)))
    print("distinct analytes (marker x unit family): %d   distinct base markers: %d   distinct LOINC codes: %d"
          % (len(analytes), len(base), len(loincs)))
    print("qualitative results (value null): %d   results with comparator: %d"
          % (sum(r["value"] is None for r in results), sum(bool(r["comparator"]) for r in results)))
    print("reports with several collection dates: %s" % ", ".join(multi))
    print("reports in SI units: %s" % ", ".join(si))
    print("results with SI-type units: %d" % sum(r["unit"] in si_units for r in results))
    if ocr_stats:
        tv = sum(s[2] for s in ocr_stats)
        tf = sum(s[3] for s in ocr_stats)
        tn = sum(s[4] for s in ocr_stats)
        tnf = sum(s[5] for s in ocr_stats)
        print("OCR (tesseract -l por) on %d scan page(s): values found %d/%d (%.0f%%), printed names found %d/%d (%.0f%%)"
              % (len(ocr_stats), tf, tv, 100.0 * tf / max(tv, 1), tnf, tn, 100.0 * tnf / max(tn, 1)))
        for rid, p, nv, fv, nn, fn, missing in ocr_stats:
            print("   %s p%d: values %d/%d  names %d/%d  %s" % (rid, p, fv, nv, fn, nn,
                                                               ("missed: " + ", ".join(missing)) if missing else ""))
    if rendered:
        size = sum(os.path.getsize(f) for f in glob.glob(os.path.join(OUT, "*")))
        print("rendered/: %d files, %.1f MB" % (len(glob.glob(os.path.join(OUT, "*"))), size / 1e6))
    for w in warns:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else "%d ERROR(S)" % len(errors))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
