#!/usr/bin/env python3
"""Checks for set r: gold schema, value/value_text, LOINC check digits, text-layer occurrence, pages, OCR."""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from model import parse_value, loinc_ok  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator",
          "unit", "collected_at"]
errors = []


def err(m):
    errors.append(m)
    print("ERROR", m)


def pages(p):
    out = subprocess.run(["pdfinfo", p], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def norm(s):
    return re.sub(r"\s+", " ", s)


golds = sorted(glob.glob(os.path.join(ROOT, "reports", "*.gold.json")))
if len(golds) != 12:
    err(f"expected 12 gold files, found {len(golds)}")
total = 0
for g in golds:
    rid = os.path.basename(g).split(".")[0]
    d = json.load(open(g, encoding="utf-8"))
    for k in ("lab", "collected_at_default", "results"):
        if k not in d:
            err(f"{rid}: missing {k}")
    res = d["results"]
    total += len(res)
    if not 8 <= len(res) <= 40:
        err(f"{rid}: {len(res)} results (want 8-40)")
    texts = {}
    for kind in ("chromium", "fpdf"):
        p = os.path.join(ROOT, "rendered", f"{rid}.{kind}.pdf")
        texts[kind] = norm(subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True,
                                          text=True, check=True).stdout)
    for i, r in enumerate(res):
        for f in FIELDS:
            if f not in r:
                err(f"{rid}[{i}]: missing {f}")
        if not re.fullmatch(r"\d{4}-\d\d-\d\d", r["collected_at"]):
            err(f"{rid}[{i}]: bad date {r['collected_at']}")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not loinc_ok(code):
                err(f"{rid}[{i}]: LOINC check digit fails {code}")
        v1, c1 = parse_value(r["value_text"])
        v2, c2 = parse_value(r["value_text"], dot_decimal=True)
        if not ((v1 == r["value"] and c1 == r["comparator"]) or (v2 == r["value"] and c2 == r["comparator"])):
            err(f"{rid}[{i}]: value {r['value']!r}/{r['comparator']!r} does not match {r['value_text']!r}")
        if r["comparator"] not in ("", "<", ">", "<=", ">="):
            err(f"{rid}[{i}]: bad comparator")
        for kind, t in texts.items():
            for s in (r["value_text"], r["unit"]):
                if s and norm(s) not in t:
                    err(f"{rid}[{i}]: {s!r} not in {kind} text layer")
    pc = [pages(os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf")) for k in ("chromium", "fpdf", "scan")]
    if len(set(pc)) != 1:
        err(f"{rid}: page counts differ {pc}")
    st = subprocess.run(["pdffonts", os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")], capture_output=True, text=True).stdout
    if len(st.strip().splitlines()) > 2:
        err(f"{rid}: scan has fonts (text layer?)")
if not 200 <= total <= 300:
    err(f"total results {total} (want 200-300)")

# OCR of a few scan pages: values whose text is on that page of the Chromium PDF must mostly be found
OCR_PAGES = [("r01", 1), ("r04", 2), ("r07", 1), ("r10", 1), ("r12", 2)]
for rid, pg in OCR_PAGES:
    d = json.load(open(os.path.join(ROOT, "reports", f"{rid}.gold.json"), encoding="utf-8"))
    ptxt = norm(subprocess.run(["pdftotext", "-layout", "-f", str(pg), "-l", str(pg),
                                os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf"), "-"],
                               capture_output=True, text=True, check=True).stdout)
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-f", str(pg), "-l", str(pg), "-png",
                        os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"), os.path.join(td, "p")], check=True)
        png = glob.glob(os.path.join(td, "*.png"))[0]
        txt = norm(subprocess.run(["tesseract", png, "-", "-l", "por", "--psm", "6"], capture_output=True,
                                  text=True).stdout).lower()
    vals = [norm(r["value_text"]) for r in d["results"] if norm(r["value_text"]) in ptxt]
    found = sum(1 for v in vals if v.lower() in txt)
    print(f"OCR {rid} p{pg}: {found}/{len(vals)} values on that page found")
    if not vals or found < 0.7 * len(vals):
        err(f"OCR {rid} p{pg}: too few values found ({found}/{len(vals)})")

print(f"{len(golds)} reports, {total} results, {len(errors)} errors")
sys.exit(1 if errors else 0)
