#!/usr/bin/env python3
"""Check the "ba" set.  Exit status 0 when every check passes.

    python3 tools/check.py            # all checks, OCR on the three default reports
    python3 tools/check.py --ocr-all  # additionally report OCR recall for every report (informative)

Checks: gold fields and types; value/comparator agree with value_text (independent parser);
LOINC mod-10 check digits; gold identical to the model; every value_text and unit present in
both text layers (pdftotext, whitespace-normalised); equal page counts over the three
renderings; scans without text layer (no fonts, no text); Tesseract (por) on page 1 of the scan
finds >= 60 % of that page's values on three reports; 12 reports with 200-300 results.
"""
from __future__ import annotations

import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

IDS = [f"ba{i:02d}" for i in range(1, 13)]
OCR_REPORTS = ["ba03", "ba10", "ba11"]
OCR_MIN = 0.60
KEYS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (float, int, type(None)),
        "value_text": str, "comparator": str, "unit": str, "collected_at": str}

failures: list[str] = []


def fail(msg: str) -> None:
    failures.append(msg)
    print("FAIL", msg)


# ---------------------------------------------------------------- independent helpers
def luhn_loinc(code: str) -> bool:
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    body, chk = m.group(1), int(m.group(2))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:          # rightmost digit and every second one: doubled
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == chk


def expected_value(vt: str):
    s = vt.strip()
    comp = ""
    for pre, c in (("inferior a ", "<"), ("superior a ", ">"), ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="),
                   ("<", "<"), (">", ">")):
        if s.lower().startswith(pre):
            comp, s = c, s[len(pre):].strip()
            break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?", s):
        return float(s.replace(".", "").replace(",", ".")), comp
    return None, ""


def norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def pdftext(path: str, layout=False, first=None, last=None) -> str:
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if layout:
        cmd.append("-layout")
    if first:
        cmd += ["-f", str(first), "-l", str(last or first)]
    cmd += [path, "-"]
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def pages(path: str) -> int:
    out = subprocess.run(["pdfinfo", path], check=True, capture_output=True, text=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


# ---------------------------------------------------------------- checks
def check_gold(rid: str, gold: dict) -> None:
    for k in ("lab", "collected_at_default", "results"):
        if k not in gold:
            fail(f"{rid}: gold lacks {k}")
            return
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", gold["collected_at_default"]):
        fail(f"{rid}: bad collected_at_default")
    for i, r in enumerate(gold["results"]):
        tag = f"{rid}#{i} {r.get('printed_name')!r}"
        for k, t in KEYS.items():
            if k not in r:
                fail(f"{tag}: missing {k}")
            elif not isinstance(r[k], t):
                fail(f"{tag}: {k} has type {type(r[k]).__name__}")
        if set(r) - set(KEYS):
            fail(f"{tag}: unexpected keys {set(r) - set(KEYS)}")
        if not r.get("printed_name") or not r.get("analyte") or not r.get("value_text"):
            fail(f"{tag}: empty printed_name/analyte/value_text")
        if r.get("comparator") not in ("", "<", ">", "<=", ">="):
            fail(f"{tag}: bad comparator {r.get('comparator')!r}")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r.get("collected_at", "")):
            fail(f"{tag}: bad collected_at")
        v, c = expected_value(r["value_text"])
        if (v is None) != (r["value"] is None) or (v is not None and abs(v - r["value"]) > 1e-9) or c != r["comparator"]:
            fail(f"{tag}: value/comparator {r['value']!r}/{r['comparator']!r} disagree with {r['value_text']!r}")
        for code in [r["loinc"]] + list(r["loinc_alternatives"]):
            if not luhn_loinc(code):
                fail(f"{tag}: LOINC {code} fails the check digit")
        if r["loinc"] in r["loinc_alternatives"]:
            fail(f"{tag}: primary LOINC repeated in alternatives")


def check_layers(rid: str, gold: dict) -> None:
    for kind in ("chromium", "fpdf"):
        path = os.path.join(ROOT, "rendered", f"{rid}.{kind}.pdf")
        raw, lay = norm(pdftext(path)), norm(pdftext(path, layout=True))
        for r in gold["results"]:
            for what in ("value_text", "unit"):
                s = norm(r[what])
                if s and s not in raw and s not in lay:
                    fail(f"{rid} {kind}: {what} {s!r} ({r['printed_name']}) not in text layer")


def check_pages(rid: str, model_pages: int) -> None:
    n = {k: pages(os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf")) for k in ("chromium", "fpdf", "scan")}
    if len(set(n.values())) != 1 or model_pages not in n.values() or not 1 <= model_pages <= 2:
        fail(f"{rid}: page counts {n} (model {model_pages})")


def check_scan(rid: str) -> None:
    path = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    if norm(pdftext(path)):
        fail(f"{rid}: scan has a text layer")
    fonts = subprocess.run(["pdffonts", path], capture_output=True, text=True).stdout.strip().splitlines()
    if len(fonts) > 2:
        fail(f"{rid}: scan PDF declares fonts")


def ocr_recall(rid: str, page1_values: list[str]) -> tuple[float, list[str]]:
    path = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    with tempfile.TemporaryDirectory(prefix="ba-ocr-") as td:
        subprocess.run(["pdfimages", "-f", "1", "-l", "1", "-j", path, os.path.join(td, "p")], check=True)
        img = sorted(glob.glob(os.path.join(td, "p-*")))[0]
        txt = subprocess.run(["tesseract", img, "stdout", "-l", "por", "--psm", "4"], capture_output=True,
                             text=True).stdout
    t = norm(txt)
    missing = [v for v in page1_values if norm(v) not in t]
    return 1 - len(missing) / max(1, len(page1_values)), missing


def main(argv) -> int:
    from reports import REPORTS
    models = {r.id: r for r in REPORTS}
    golds = sorted(glob.glob(os.path.join(ROOT, "reports", "*.gold.json")))
    if [os.path.basename(g).split(".")[0] for g in golds] != IDS or sorted(models) != IDS:
        fail(f"expected exactly the 12 reports {IDS[0]}..{IDS[-1]}")
    total = 0
    for rid in IDS:
        gpath = os.path.join(ROOT, "reports", f"{rid}.gold.json")
        if not os.path.exists(gpath):
            continue
        gold = json.load(open(gpath, encoding="utf-8"))
        total += len(gold.get("results", []))
        check_gold(rid, gold)
        if rid in models and gold != json.loads(json.dumps(models[rid].gold())):
            fail(f"{rid}: gold JSON differs from the model (rebuild)")
        if not os.path.exists(os.path.join(ROOT, "reports", f"{rid}.html")):
            fail(f"{rid}: html missing")
        check_layers(rid, gold)
        check_pages(rid, len(models[rid].pages))
        check_scan(rid)
    print(f"{len(golds)} reports, {total} results")
    if not 200 <= total <= 300:
        fail(f"total results {total} outside 200-300")
    ocr_ids = IDS if "--ocr-all" in argv else OCR_REPORTS
    for rid in ocr_ids:
        vals = [r.value_text for r in models[rid].results_by_page()[0]]
        rec, missing = ocr_recall(rid, vals)
        print(f"OCR {rid} page 1: {rec:.0%} of {len(vals)} values found" + (f"; missing {missing}" if missing else ""))
        if rid in OCR_REPORTS and rec < OCR_MIN:
            fail(f"{rid}: OCR recall {rec:.0%} < {OCR_MIN:.0%}")
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
