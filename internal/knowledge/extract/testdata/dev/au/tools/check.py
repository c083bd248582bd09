#!/usr/bin/env python3
"""Checks for set "au".  Exit status 0 when everything holds.

- gold fields present and typed; gold file identical to the one generated from the model
- value / comparator agree with value_text (independent parser below)
- LOINC check digits (mod 10) of loinc and loinc_alternatives
- every value_text (on its own page) and every unit appears in both text layers
  (pdftotext, whitespace-normalised); every collected_at date is printed
- equal page counts (1 or 2) over chromium / fpdf / scan renderings
- the scan PDFs have no text layer (no fonts, no extractable text)
- Tesseract (por) on page 1 of three scans finds >= 60 % of that page's values
- 12 reports, 200-300 results
Tesseract runs one page at a time.
"""
import datetime as dt
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from loinc_catalog import loinc_ok  # noqa: E402
from model import gold_for  # noqa: E402
from reports_data import REPORTS  # noqa: E402

OCR_IDS = ["au07", "au08", "au11"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list,
          "value": (int, float, type(None)), "value_text": str, "comparator": str,
          "unit": str, "collected_at": str}

errors = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def pdftext(path, page=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if page:
        cmd += ["-f", str(page), "-l", str(page)]
    cmd += [path, "-"]
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def pages_of(path):
    out = subprocess.run(["pdfinfo", path], check=True, capture_output=True, text=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def independent_parse(vt):
    """Second, independent reading of a Brazilian value text."""
    s = vt.strip()
    words = {"inferior a": "<", "superior a": ">", "inferior ou igual a": "<=", "superior ou igual a": ">="}
    comp = ""
    low = s.lower()
    for w in sorted(words, key=len, reverse=True):
        if low.startswith(w + " "):
            comp, s = words[w], s[len(w):].strip()
            break
    else:
        for sym, c in (("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")):
            if s.startswith(sym):
                comp, s = c, s[len(sym):].strip()
                break
    m = re.fullmatch(r"1\s*[/:]\s*(\d+)", s)
    if m:
        return float(m.group(1)), comp
    if re.fullmatch(r"\d+(?:\.\d{3})*(?:,\d+)?", s):
        return float(s.replace(".", "").replace(",", ".")), comp
    return None, comp


def check_report(rep):
    rid = rep.id
    gold_path = os.path.join(ROOT, "reports", f"{rid}.gold.json")
    with open(gold_path, encoding="utf-8") as f:
        gold = json.load(f)
    model_gold = gold_for(rep, with_pages=True)
    stripped = [{k: v for k, v in e.items() if k != "_page"} for e in model_gold["results"]]
    if gold != dict(model_gold, results=stripped):
        err(f"{rid}: gold file differs from the model (rebuild)")
    for k in ("lab", "collected_at_default", "results"):
        if k not in gold:
            err(f"{rid}: missing top-level field {k}")
    dt.date.fromisoformat(gold["collected_at_default"])
    for i, e in enumerate(gold["results"]):
        for k, t in FIELDS.items():
            if k not in e:
                err(f"{rid}[{i}]: missing {k}")
            elif not isinstance(e[k], t):
                err(f"{rid}[{i}]: {k} has type {type(e[k]).__name__}")
        if e["comparator"] not in ("", "<", ">", "<=", ">="):
            err(f"{rid}[{i}]: bad comparator {e['comparator']!r}")
        v, c = independent_parse(e["value_text"])
        if c != e["comparator"]:
            err(f"{rid}[{i}]: comparator {e['comparator']!r} vs value_text {e['value_text']!r}")
        if (v is None) != (e["value"] is None) or (v is not None and abs(v - e["value"]) > 1e-9):
            err(f"{rid}[{i}]: value {e['value']!r} vs value_text {e['value_text']!r}")
        for code in [e["loinc"]] + e["loinc_alternatives"]:
            if not loinc_ok(code):
                err(f"{rid}[{i}]: LOINC check digit fails for {code}")
        if e["loinc"] in e["loinc_alternatives"]:
            err(f"{rid}[{i}]: loinc repeated among alternatives")
        dt.date.fromisoformat(e["collected_at"])
        if not e["printed_name"].strip():
            err(f"{rid}[{i}]: empty printed_name")

    # renderings
    paths = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
    counts = {k: pages_of(p) for k, p in paths.items()}
    if len(set(counts.values())) != 1 or counts["chromium"] not in (1, 2) or counts["chromium"] != len(rep.pages):
        err(f"{rid}: page counts {counts} (model {len(rep.pages)})")
    for k in ("chromium", "fpdf"):
        full = norm(pdftext(paths[k]))
        per_page = {p: norm(pdftext(paths[k], p)) for p in range(1, counts[k] + 1)}
        for e in model_gold["results"]:
            if norm(e["value_text"]) not in per_page.get(e["_page"], ""):
                err(f"{rid} {k}: value_text {e['value_text']!r} ({e['printed_name']}) not on page {e['_page']}")
            if e["unit"] and norm(e["unit"]) not in full:
                err(f"{rid} {k}: unit {e['unit']!r} not in text layer")
        for d in {e["collected_at"] for e in gold["results"]} | {gold["collected_at_default"]}:
            if dt.date.fromisoformat(d).strftime("%d/%m/%Y") not in full:
                err(f"{rid} {k}: collection date {d} not printed")
    # scan: no text layer
    fonts = subprocess.run(["pdffonts", paths["scan"]], capture_output=True, text=True).stdout.splitlines()
    if len(fonts) > 2 or pdftext(paths["scan"]).strip():
        err(f"{rid}: scan has a text layer")
    return model_gold, paths


def ocr_page1(scan_pdf):
    with tempfile.TemporaryDirectory(prefix="au_ocr_") as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", "1", "-l", "1", scan_pdf,
                        os.path.join(td, "p")], check=True)
        png = [os.path.join(td, f) for f in os.listdir(td) if f.endswith(".png")][0]
        out = subprocess.run(["tesseract", png, "-", "-l", "por", "--psm", "4"],
                             capture_output=True, text=True, check=True).stdout
    return out


def main():
    total = 0
    ids = [r.id for r in REPORTS]
    if ids != [f"au{i:02d}" for i in range(1, 13)]:
        err(f"report ids {ids}")
    golds = {}
    for rep in REPORTS:
        g, paths = check_report(rep)
        golds[rep.id] = (g, paths)
        total += len(g["results"])
        print(f"{rep.id}: {len(g['results'])} results checked")
    if not 200 <= total <= 300:
        err(f"total results {total} not in 200-300")
    print("total results:", total)
    squash = lambda s: re.sub(r"\s+", "", s).lower()  # noqa: E731
    for rid in OCR_IDS:
        g, paths = golds[rid]
        vals = [e["value_text"] for e in g["results"] if e["_page"] == 1]
        text = squash(ocr_page1(paths["scan"]))
        found = [v for v in vals if squash(v) in text]
        rate = len(found) / len(vals)
        missing = [v for v in vals if squash(v) not in text]
        print(f"OCR {rid} page 1: {len(found)}/{len(vals)} values = {rate:.0%}; missing: {missing}")
        if rate < 0.60:
            err(f"OCR {rid}: only {rate:.0%} of page-1 values found")
    if errors:
        print(f"{len(errors)} problem(s)")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
