#!/usr/bin/env python3
"""Checks for the bb set.  Exit status 0 only if every check passes.

 1. 12 reports, 200-300 results; gold files equal the gold regenerated from the models
 2. gold fields present with the right types; ISO dates
 3. value / comparator agree with value_text (independent parser)
 4. every LOINC code (and alternative) passes the mod-10 check digit
 5. every value_text and unit appears in both text layers (pdftotext, whitespace-normalised)
 6. equal page counts over chromium / fpdf / scan renderings (and the model)
 7. the scan has no text layer (no fonts, no extractable text)
 8. Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values, for OCR_REPORTS
 9. every report prints at least three distractor dates (dates that are not collection dates)

usage: python3 tools/check.py [--no-ocr]
"""
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from engine import gold as model_gold, page_of_results  # noqa: E402
from reports import all_reports  # noqa: E402

OCR_REPORTS = ["bb05", "bb08", "bb11"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (float, int,
          type(None)), "value_text": str, "comparator": str, "unit": str, "collected_at": str}

failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL:", msg)


def luhn_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    digits = [int(c) for c in m.group(1)][::-1]
    s = 0
    for i, d in enumerate(digits):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return (10 - s % 10) % 10 == int(m.group(2))


def expected_value(vt):
    """Independent reading of a printed Brazilian value -> (value, comparator)."""
    s = vt.strip()
    comp = ""
    m = re.match(r"^(<=|>=|≤|≥|<|>|inferior a|superior a|menor que|maior que)\s*(.*)$", s, re.I)
    if m:
        comp = {"≤": "<=", "≥": ">=", "inferior a": "<", "menor que": "<", "superior a": ">",
                "maior que": ">"}.get(m.group(1).lower(), m.group(1))
        s = m.group(2)
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?", s):
        return float(s.replace(".", "").replace(",", ".")), comp
    return None, ""


def norm(t):
    t = t.replace("\u03bc", "\u00b5")          # Greek mu -> micro sign
    return re.sub(r"\s+", " ", t).strip()


def pdftotext(path, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last or first)]
    return subprocess.run(cmd + [path, "-"], capture_output=True, text=True, check=True).stdout


def pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def main(argv):
    do_ocr = "--no-ocr" not in argv
    reps = all_reports()
    if len(reps) != 12:
        fail("expected 12 reports, found %d" % len(reps))
    total = 0
    for rep in reps:
        rid = rep["id"]
        gpath = os.path.join(ROOT, "reports", rid + ".gold.json")
        g = json.load(open(gpath, encoding="utf-8"))
        if g != json.loads(json.dumps(model_gold(rep), ensure_ascii=False)):
            fail("%s: gold file differs from the model (rebuild)" % rid)
        for k in ("lab", "collected_at_default", "results"):
            if k not in g:
                fail("%s: missing %s" % (rid, k))
        res = g["results"]
        total += len(res)
        coll_dates = {g["collected_at_default"]}
        for i, x in enumerate(res):
            where = "%s#%d (%s)" % (rid, i, x.get("printed_name"))
            for f, t in FIELDS.items():
                if f not in x:
                    fail("%s: missing field %s" % (where, f))
                elif not isinstance(x[f], t):
                    fail("%s: field %s has type %s" % (where, f, type(x[f]).__name__))
            try:
                datetime.date.fromisoformat(x["collected_at"])
            except ValueError:
                fail("%s: bad date %r" % (where, x["collected_at"]))
            coll_dates.add(x["collected_at"])
            v, c = expected_value(x["value_text"])
            if (v is None) != (x["value"] is None) or (v is not None and abs(v - x["value"]) > 1e-9) \
                    or c != x["comparator"]:
                fail("%s: value/comparator %r/%r disagree with value_text %r" % (where, x["value"],
                                                                                x["comparator"], x["value_text"]))
            if x["comparator"] not in ("", "<", ">", "<=", ">="):
                fail("%s: bad comparator %r" % (where, x["comparator"]))
            for code in [x["loinc"]] + x["loinc_alternatives"]:
                if not luhn_ok(code):
                    fail("%s: LOINC %s fails the check digit" % (where, code))
            if x["loinc"] in x["loinc_alternatives"]:
                fail("%s: primary code repeated among alternatives" % where)
        # text layers
        chr_pdf = os.path.join(ROOT, "rendered", rid + ".chromium.pdf")
        fp_pdf = os.path.join(ROOT, "rendered", rid + ".fpdf.pdf")
        sc_pdf = os.path.join(ROOT, "rendered", rid + ".scan.pdf")
        layers = {"chromium": norm(pdftotext(chr_pdf)), "fpdf": norm(pdftotext(fp_pdf))}
        for name, txt in layers.items():
            for x in res:
                for f in ("value_text", "unit"):
                    s = norm(x[f])
                    if s and s not in txt:
                        fail("%s: %s %r not in %s text layer" % (rid, f, x[f], name))
        # page counts
        n = {"model": len(rep["pages"]), "chromium": pages(chr_pdf), "fpdf": pages(fp_pdf), "scan": pages(sc_pdf)}
        if len(set(n.values())) != 1:
            fail("%s: page counts differ %s" % (rid, n))
        if n["model"] not in (1, 2):
            fail("%s: %d pages (1 or 2 expected)" % (rid, n["model"]))
        # scan has no text layer
        fonts = subprocess.run(["pdffonts", sc_pdf], capture_output=True, text=True, check=True).stdout
        if len(fonts.strip().splitlines()) > 2 or pdftotext(sc_pdf).strip():
            fail("%s: scan has a text layer" % rid)
        # distractor dates
        printed = set()
        for d, mth, y in re.findall(r"\b(\d{2})/(\d{2})/(\d{4})\b", layers["chromium"]):
            printed.add("%s-%s-%s" % (y, mth, d))
        distractors = printed - coll_dates
        if len(distractors) < 3:
            fail("%s: only %d distractor dates printed" % (rid, len(distractors)))
        print("%s ok-so-far: %3d results, pages %s, %d distractor dates" % (rid, len(res), n["model"],
                                                                           len(distractors)))
    if not (200 <= total <= 300):
        fail("total results %d outside 200-300" % total)
    print("total results:", total)

    if do_ocr:
        by_id = {rep["id"]: rep for rep in reps}
        with tempfile.TemporaryDirectory(prefix="bbocr-") as tmp:
            for rid in OCR_REPORTS:       # tesseract runs one at a time
                sc_pdf = os.path.join(ROOT, "rendered", rid + ".scan.pdf")
                base = os.path.join(tmp, rid)
                subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1", "-singlefile", sc_pdf, base],
                               check=True)
                txt = subprocess.run(["tesseract", base + ".pgm", "-", "-l", "por"], capture_output=True,
                                     text=True, check=True).stdout
                flat = re.sub(r"\s+", "", norm(txt))
                vals = [r.vt for p, r, _ in page_of_results(by_id[rid]) if p == 1]
                found = sum(1 for v in vals if re.sub(r"\s+", "", v) in flat)
                share = found / len(vals) if vals else 0.0
                print("%s OCR page 1: %d/%d values found (%.0f %%)" % (rid, found, len(vals), 100 * share))
                if share < 0.60:
                    fail("%s: OCR found only %.0f %% of page-1 values" % (rid, 100 * share))
    if failures:
        print("\n%d check(s) failed" % len(failures))
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
