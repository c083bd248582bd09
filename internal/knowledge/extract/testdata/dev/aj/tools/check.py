#!/usr/bin/env python3
"""Checks for the aj set.  Exit status 0 when everything passes.

- gold files: fields present and typed; value/comparator agree with value_text;
  LOINC check digits; ISO dates; gold identical to what the model generates now
- every value_text and unit appears in the pdftotext text of the Chromium and the
  fpdf2 PDFs (whitespace-normalised)
- equal page counts over the three renderings (1 or 2 pages, A4)
- the scans have no text layer (no fonts, no extractable text)
- Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values
  for the OCR_IDS reports (use --ocr-all to measure all twelve)
- 12 reports, 200-300 results in all

usage: check.py [--ocr-all]
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

from build import IDS, load  # noqa: E402
from engine import parse_value  # noqa: E402
from loinc import check_digit_ok  # noqa: E402

OCR_IDS = ["aj01", "aj05", "aj09"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value_text": str,
          "comparator": str, "unit": str, "collected_at": str}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def pdftext(path, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last)]
    return subprocess.run(cmd + [path, "-"], check=True, capture_output=True, text=True).stdout


def pages(path):
    out = subprocess.run(["pdfinfo", path], check=True, capture_output=True, text=True).stdout
    n = int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))
    w, h = map(float, re.search(r"^Page size:\s+([\d.]+) x ([\d.]+)", out, re.M).groups())
    return n, (w, h)


def check_gold(rid, gold):
    for k in ("lab", "collected_at_default", "results"):
        if k not in gold:
            err(f"{rid}: gold lacks {k}")
    if not DATE_RE.match(gold.get("collected_at_default", "")):
        err(f"{rid}: bad collected_at_default")
    for i, r in enumerate(gold["results"]):
        tag = f"{rid}#{i} {r.get('printed_name')!r}"
        for k, t in FIELDS.items():
            if not isinstance(r.get(k), t):
                err(f"{tag}: field {k} missing or not {t.__name__}")
        if "value" not in r or not (r["value"] is None or isinstance(r["value"], (int, float))):
            err(f"{tag}: bad value field")
        v, c = parse_value(r["value_text"])
        if v != r["value"] or c != r["comparator"]:
            err(f"{tag}: value/comparator {r['value']!r}/{r['comparator']!r} disagree with {r['value_text']!r}")
        if r["comparator"] not in ("", "<", ">", "<=", ">="):
            err(f"{tag}: bad comparator")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not re.match(r"^\d{1,7}-\d$", code) or not check_digit_ok(code):
                err(f"{tag}: LOINC {code} fails the check digit")
        if r["loinc"] in r["loinc_alternatives"]:
            err(f"{tag}: primary LOINC repeated among alternatives")
        if not DATE_RE.match(r["collected_at"]):
            err(f"{tag}: bad collected_at")
        if r["value_text"] != r["value_text"].strip() or not r["value_text"]:
            err(f"{tag}: value_text empty or padded")


def ocr_rate(rid, doc):
    vals = [r.value_text for p, r in doc.iter_results() if p == 0]
    with tempfile.TemporaryDirectory(prefix="labdev-aj-ocr-") as tmp:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1",
                        os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"), os.path.join(tmp, "p")], check=True)
        img = [f for f in os.listdir(tmp) if f.endswith(".pgm")][0]
        txt = subprocess.run(["tesseract", os.path.join(tmp, img), "-", "-l", "por"], check=True,
                             capture_output=True, text=True).stdout
    t = norm(txt)
    found = sum(1 for v in vals if norm(v) in t)
    return found, len(vals)


def main():
    ocr_all = "--ocr-all" in sys.argv
    total = 0
    if len(IDS) != 12:
        err("expected 12 report ids")
    for rid in IDS:
        gpath = os.path.join(ROOT, "reports", f"{rid}.gold.json")
        if not os.path.exists(gpath):
            err(f"{rid}: no gold")
            continue
        with open(gpath, encoding="utf-8") as f:
            gold = json.load(f)
        check_gold(rid, gold)
        doc = load(rid)
        if doc.gold() != gold:
            err(f"{rid}: gold file differs from the model (rebuild)")
        n = len(gold["results"])
        total += n
        paths = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
        counts = {}
        for k, p in paths.items():
            if not os.path.exists(p):
                err(f"{rid}: missing {p}")
                continue
            counts[k], size = pages(p)
            if abs(size[0] - 595.3) > 1.5 or abs(size[1] - 841.9) > 1.5:
                err(f"{rid}: {k} page size {size} is not A4")
        if len(set(counts.values())) != 1 or list(counts.values())[0] not in (1, 2) \
                or counts.get("chromium") != len(doc.pages):
            err(f"{rid}: page counts differ or out of range: {counts} (model {len(doc.pages)})")
        for k in ("chromium", "fpdf"):
            t = norm(pdftext(paths[k]))
            for r in gold["results"]:
                if norm(r["value_text"]) not in t:
                    err(f"{rid}/{k}: value_text {r['value_text']!r} ({r['printed_name']}) not in text layer")
                if r["unit"] and norm(r["unit"]) not in t:
                    err(f"{rid}/{k}: unit {r['unit']!r} ({r['printed_name']}) not in text layer")
            missing = sorted({r["printed_name"] for r in gold["results"] if norm(r["printed_name"]) not in t})
            if missing:
                print(f"note {rid}/{k}: printed names not contiguous in pdftotext output (split/columns): {missing}")
        fonts = subprocess.run(["pdffonts", paths["scan"]], capture_output=True, text=True).stdout.splitlines()
        if len(fonts) > 2 or pdftext(paths["scan"]).strip():
            err(f"{rid}: scan has a text layer")
        dates = sorted({r["collected_at"] for r in gold["results"]})
        print(f"{rid}: {counts.get('chromium')} page(s), {n} results, collection dates {dates}")
        if rid in OCR_IDS or ocr_all:
            found, of = ocr_rate(rid, doc)
            rate = found / of if of else 0
            print(f"{rid}: tesseract page 1 finds {found}/{of} values ({rate:.0%})")
            if rid in OCR_IDS and rate < 0.60:
                err(f"{rid}: OCR rate {rate:.0%} < 60 %")
    print(f"total: {len(IDS)} reports, {total} results")
    if not 200 <= total <= 300:
        err(f"total results {total} outside 200-300")
    if errors:
        print(f"{len(errors)} failure(s)")
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
