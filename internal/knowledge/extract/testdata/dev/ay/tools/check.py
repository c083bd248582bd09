"""Checks for set ay (exit 0 when all pass).

- gold files: fields present and typed; gold equals what the model generates
- value / comparator agree with value_text (independent parser)
- LOINC check digits (code and alternatives)
- every value_text and unit is present in both text layers (pdftotext, whitespace
  normalised), on the page where the model prints it
- printed_name words present in both text layers
- equal page counts over chromium / fpdf / scan renderings (= model page count)
- the scan has no text layer and no fonts
- Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values
  for the reports marked ocr_check (three reports)
- 12 reports, 200-300 results
"""
from __future__ import annotations

import datetime
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from loinc import luhn_ok          # noqa: E402
from reports import REPORTS        # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (float, int, type(None)),
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
COMPARATORS = {"", "<", ">", "<=", ">="}
errors: list[str] = []


def err(msg):
    errors.append(msg)
    print("FAIL:", msg)


def norm(s: str) -> str:
    return " ".join(s.replace("\u00a0", " ").split())


def independent_parse(vt: str):
    """Second, independent reading of a Brazilian value text."""
    s = norm(vt)
    comp = ""
    words = {"inferior a": "<", "menor que": "<", "superior a": ">", "maior que": ">"}
    for w, c in words.items():
        if s.lower().startswith(w + " "):
            comp, s = c, s[len(w) + 1:]
            break
    else:
        for sym, c in (("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")):
            if s.startswith(sym):
                comp, s = c, s[len(sym):].strip()
                break
    if not re.fullmatch(r"[+-]?[0-9.,]+", s) or not re.search(r"\d", s):
        return None, ""
    sign = -1.0 if s.startswith("-") else 1.0
    s = s.lstrip("+-")
    intpart, _, dec = s.partition(",")
    groups = intpart.split(".")
    if len(groups) > 1 and not all(len(g) == 3 for g in groups[1:]):
        return "BAD", comp
    num = float("".join(groups) + ("." + dec if dec else ""))
    return sign * num, comp


def text_pages(pdf: str) -> list[str]:
    n = pdf_pages(pdf)
    out = []
    for p in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-f", str(p), "-l", str(p), "-enc", "UTF-8", pdf, "-"],
                           capture_output=True, text=True, check=True).stdout
        out.append(norm(t))
    return out


def pdf_pages(pdf: str) -> int:
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def ocr_page1(scan_pdf: str) -> str:
    with tempfile.TemporaryDirectory(prefix="ay-ocr-") as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1", "-png", scan_pdf, os.path.join(td, "p")], check=True)
        png = [f for f in os.listdir(td) if f.endswith(".png")][0]
        return subprocess.run(["tesseract", os.path.join(td, png), "-", "-l", "por"], capture_output=True, text=True,
                              check=True).stdout


def squash(s: str) -> str:
    return re.sub(r"\s+", "", s)


def main():
    total = 0
    ocr_done = 0
    if len(REPORTS) != 12:
        err(f"{len(REPORTS)} reports, expected 12")
    for rep in REPORTS:
        rid = rep.id
        gp = os.path.join(ROOT, "reports", f"{rid}.gold.json")
        if not os.path.exists(os.path.join(ROOT, "reports", f"{rid}.html")):
            err(f"{rid}: html missing")
        gold = json.load(open(gp, encoding="utf-8"))
        if gold != json.loads(json.dumps(rep.gold())):
            err(f"{rid}: gold JSON differs from the model (rebuild)")
        for k in ("lab", "collected_at_default", "results"):
            if k not in gold:
                err(f"{rid}: missing {k}")
        res = gold["results"]
        total += len(res)
        for i, r in enumerate(res):
            tag = f"{rid}#{i} {r.get('printed_name')!r}"
            for f, ty in FIELDS.items():
                if f not in r:
                    err(f"{tag}: field {f} missing")
                elif not isinstance(r[f], ty):
                    err(f"{tag}: field {f} has type {type(r[f]).__name__}")
            if set(r) - set(FIELDS):
                err(f"{tag}: extra fields {set(r) - set(FIELDS)}")
            v, c = independent_parse(r["value_text"])
            if v == "BAD":
                err(f"{tag}: malformed number {r['value_text']!r}")
            if (v is None) != (r["value"] is None) or (v is not None and abs(v - r["value"]) > 1e-9):
                err(f"{tag}: value {r['value']} disagrees with value_text {r['value_text']!r} ({v})")
            if c != r["comparator"] or r["comparator"] not in COMPARATORS:
                err(f"{tag}: comparator {r['comparator']!r} disagrees with {r['value_text']!r}")
            for code in [r["loinc"], *r["loinc_alternatives"]]:
                if not luhn_ok(code):
                    err(f"{tag}: LOINC {code} fails the check digit")
            if r["loinc"] in r["loinc_alternatives"]:
                err(f"{tag}: primary LOINC repeated among alternatives")
            try:
                datetime.date.fromisoformat(r["collected_at"])
            except ValueError:
                err(f"{tag}: bad date {r['collected_at']}")
        # text layers, page by page
        by_page = rep.results_by_page()
        n = len(rep.pages)
        paths = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
        for k, p in paths.items():
            if not os.path.exists(p):
                err(f"{rid}: {k} rendering missing")
                continue
            if pdf_pages(p) != n:
                err(f"{rid}: {k} has {pdf_pages(p)} pages, expected {n}")
        for k in ("chromium", "fpdf"):
            pages = text_pages(paths[k])
            alltext = " ".join(pages)
            for pi, page_res in enumerate(by_page):
                for r in page_res:
                    if norm(r.value_text) not in pages[pi]:
                        err(f"{rid} {k} p{pi + 1}: value_text {r.value_text!r} ({r.printed_name}) not in text layer")
                    if r.unit and norm(r.unit) not in pages[pi]:
                        err(f"{rid} {k} p{pi + 1}: unit {r.unit!r} ({r.printed_name}) not in text layer")
                    for w in r.printed_name.split():
                        if w not in alltext:
                            err(f"{rid} {k}: printed_name word {w!r} of {r.printed_name!r} not in text layer")
        # scan: no text layer, no fonts
        st = subprocess.run(["pdftotext", paths["scan"], "-"], capture_output=True, text=True, check=True).stdout
        if st.strip():
            err(f"{rid}: scan has a text layer")
        fonts = subprocess.run(["pdffonts", paths["scan"]], capture_output=True, text=True, check=True).stdout.splitlines()[2:]
        if fonts:
            err(f"{rid}: scan embeds fonts")
        # OCR
        if rep.ocr_check:
            ocr = squash(ocr_page1(paths["scan"]))
            vals = by_page[0]
            found = sum(1 for r in vals if squash(r.value_text) in ocr)
            share = found / len(vals)
            print(f"{rid}: tesseract found {found}/{len(vals)} page-1 values ({share:.0%})")
            if share < 0.6:
                err(f"{rid}: OCR found only {share:.0%} of page-1 values")
            ocr_done += 1
        print(f"{rid}: {len(res)} results, {n} page(s) checked")
    if ocr_done < 3:
        err(f"OCR checked on {ocr_done} reports, expected at least 3")
    if not 200 <= total <= 300:
        err(f"{total} results in all, expected 200-300")
    print(f"total: {len(REPORTS)} reports, {total} results, {len(errors)} failure(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
