#!/usr/bin/env python3
"""Checks of the set; exits 0 when everything holds.

- gold fields present and typed; value/comparator agree with value_text (independent parser);
- LOINC check digits (primary and alternatives);
- every value_text and unit appears in both text layers (pdftotext, whitespace-normalised);
- gold equals what the model prints (gold regenerated from tools/ and compared);
- equal page counts over the three renderings; the scan has no text layer;
- Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values on the OCR reports;
- 12 reports, 200-300 results.

usage: python3 tools/check.py [--ocr-all]
"""
import json
import os
import re
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from loinc import check_digit_ok   # noqa: E402
from model import gold as model_gold, report_results   # noqa: E402
from reports import all_reports   # noqa: E402

IDS = [f"bg{i:02d}" for i in range(1, 13)]
OCR_IDS = ["bg01", "bg06", "bg10"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list,
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
COMPARATORS = {"", "<", ">", "<=", ">="}
WORD_COMP = [("inferior ou igual a", "<="), ("superior ou igual a", ">="), ("inferior a", "<"),
             ("superior a", ">"), ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]

errors = []


def err(msg):
    errors.append(msg)
    print("FAIL:", msg)


def norm(s):
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", s)).strip()


def pdftext(path, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last or first)]
    cmd += [path, "-"]
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def expect_value(vt):
    """Independent reading of a printed value: (value, comparator)."""
    t = vt.strip()
    comp = ""
    for w, c in WORD_COMP:
        if t.lower().startswith(w):
            comp, t = c, t[len(w):].strip()
            break
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?", t) or re.fullmatch(r"\d+(?:,\d+)?", t):
        return float(t.replace(".", "").replace(",", ".")), comp
    return None, ""


def check_report(rep, total):
    rid = rep.id
    gpath = os.path.join(ROOT, "reports", f"{rid}.gold.json")
    with open(gpath, encoding="utf-8") as f:
        g = json.load(f)
    # gold == model
    if g != json.loads(json.dumps(model_gold(rep), ensure_ascii=False)):
        err(f"{rid}: gold file differs from the model (rebuild)")
    for k in ("lab", "collected_at_default", "results"):
        if k not in g:
            err(f"{rid}: missing top-level field {k}")
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", g.get("collected_at_default", "")):
        err(f"{rid}: bad collected_at_default")
    res = g["results"]
    total[0] += len(res)
    cpdf = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    fpdf = os.path.join(ROOT, "rendered", f"{rid}.fpdf.pdf")
    spdf = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    for p in (cpdf, fpdf, spdf, os.path.join(ROOT, "reports", f"{rid}.html")):
        if not os.path.exists(p):
            err(f"{rid}: missing {p}")
            return
    texts = {"chromium": norm(pdftext(cpdf)), "fpdf": norm(pdftext(fpdf))}
    for i, r in enumerate(res):
        tag = f"{rid}#{i} {r.get('printed_name')!r}"
        for k, t in FIELDS.items():
            if k not in r or not isinstance(r[k], t):
                err(f"{tag}: field {k} missing or not {t.__name__}")
        if "value" not in r or not (r["value"] is None or isinstance(r["value"], (int, float))):
            err(f"{tag}: bad value")
        if r.get("comparator") not in COMPARATORS:
            err(f"{tag}: bad comparator {r.get('comparator')!r}")
        ev, ec = expect_value(r["value_text"])
        if ev != r["value"] or ec != r["comparator"]:
            err(f"{tag}: value/comparator {r['value']!r}/{r['comparator']!r} disagree with "
                f"value_text {r['value_text']!r} (expected {ev!r}/{ec!r})")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not check_digit_ok(code):
                err(f"{tag}: LOINC check digit fails for {code}")
        if r["loinc"] in r["loinc_alternatives"]:
            err(f"{tag}: primary code repeated among alternatives")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["collected_at"]):
            err(f"{tag}: bad collected_at")
        for kind, txt in texts.items():
            if norm(r["value_text"]) not in txt:
                err(f"{tag}: value_text {r['value_text']!r} not in {kind} text layer")
            if r["unit"] and norm(r["unit"]) not in txt:
                err(f"{tag}: unit {r['unit']!r} not in {kind} text layer")
            if norm(r["printed_name"]).split(" ")[0] not in txt:
                err(f"{tag}: printed name not found in {kind} text layer")
    n = [pages(cpdf), pages(fpdf), pages(spdf)]
    if len(set(n)) != 1 or n[0] != len(rep.pages) or n[0] not in (1, 2):
        err(f"{rid}: page counts chromium/fpdf/scan = {n}, model {len(rep.pages)}")
    if pdftext(spdf).strip():
        err(f"{rid}: scan has a text layer")
    fonts = subprocess.run(["pdffonts", spdf], capture_output=True, text=True).stdout.strip().splitlines()
    if len(fonts) > 2:
        err(f"{rid}: scan PDF has fonts")
    print(f"{rid}: {len(res)} results, {n[0]} page(s) - text layers ok" if not errors else f"{rid}: checked")


def ocr_page1(rep):
    rid = rep.id
    spdf = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    png = subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1", "-png", spdf],
                         capture_output=True, check=True).stdout
    txt = subprocess.run(["tesseract", "stdin", "stdout", "-l", "por", "--psm", "4"], input=png,
                         capture_output=True, check=True).stdout.decode("utf-8")
    txt = norm(txt)
    vals = [r.value for p, r in report_results(rep) if p == 0]
    found = [v for v in vals if norm(v) in txt]
    return len(found), len(vals), [v for v in vals if norm(v) not in txt]


def main(argv):
    reps = all_reports()
    ids = [r.id for r in reps]
    if ids != IDS:
        err(f"report ids {ids} != {IDS}")
    total = [0]
    for rep in reps:
        check_report(rep, total)
    if not 200 <= total[0] <= 300:
        err(f"total results {total[0]} not within 200-300")
    print(f"total results: {total[0]} in {len(reps)} reports")
    ocr_ids = IDS if "--ocr-all" in argv else OCR_IDS
    passed = 0
    for rep in reps:
        if rep.id not in ocr_ids:
            continue
        f, n, missing = ocr_page1(rep)
        ok = n and f / n >= 0.6
        passed += bool(ok)
        print(f"OCR {rep.id} page 1: {f}/{n} values found ({100 * f / max(n, 1):.0f} %)"
              + ("" if ok else " < 60 %") + (f"; missed {missing}" if missing else ""))
        if rep.id in OCR_IDS and not ok:
            err(f"{rep.id}: OCR found fewer than 60 % of page-1 values")
    if errors:
        print(f"{len(errors)} problem(s)")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
