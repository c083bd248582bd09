#!/usr/bin/env python3
"""Checks for the "bf" set; exits 0 when everything holds.

- 12 reports, 200-300 results; gold fields present and typed; gold == model
- value/comparator agree with value_text; LOINC check digits (code + alternatives)
- every value_text and unit in both text layers (pdftotext, whitespace-normalised),
  page by page (each result on the page the model puts it on)
- each collection date of the gold printed (dd/mm/yyyy) in both text layers
- equal page counts (1 or 2) for chromium / fpdf / scan; the scan has no text layer
- Tesseract (por) on the page-1 image of the scan of OCR_IDS finds >= 60 % of that page's values
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import CATALOG, br, gold, loinc_ok, parse_value, report_results  # noqa: E402
from reports import REPORTS  # noqa: E402

OCR_IDS = ["bf01", "bf07", "bf09"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list,
          "value": (int, float, type(None)), "value_text": str, "comparator": str, "unit": str,
          "collected_at": str}
errors = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def norm(s):
    return " ".join(s.split())


def pdftext(path, page=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if page:
        cmd += ["-f", str(page), "-l", str(page)]
    cmd += [path, "-"]
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def pages(path):
    out = subprocess.run(["pdfinfo", path], check=True, capture_output=True, text=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def ocr_page1(scan_pdf):
    """Tesseract (por, default page segmentation) on the page-1 image of the scan, as stored."""
    with tempfile.TemporaryDirectory(prefix="bfocr_") as td:
        subprocess.run(["pdfimages", "-j", "-f", "1", "-l", "1", scan_pdf, os.path.join(td, "p")], check=True)
        img = sorted(f for f in os.listdir(td) if f.startswith("p-"))[0]
        out = subprocess.run(["tesseract", os.path.join(td, img), "-", "-l", "por"],
                             check=True, capture_output=True, text=True).stdout
    return out


def has_value(vt, text):
    """vt printed as a token of text (not inside a longer number), whitespace-normalised."""
    pat = r"(?<![\d,])" + r"\s*".join(re.escape(w) for w in vt.split()) + r"(?![.,]?\d)"
    return re.search(pat, text) is not None


def main():
    total = 0
    if len(REPORTS) != 12:
        err(f"{len(REPORTS)} reports, expected 12")
    ids = [r.id for r in REPORTS]
    if ids != [f"bf{i:02d}" for i in range(1, 13)]:
        err(f"ids {ids}")
    for rep in REPORTS:
        rid = rep.id
        gpath = os.path.join(ROOT, "reports", rid + ".gold.json")
        with open(gpath, encoding="utf-8") as fh:
            g = json.load(fh)
        if g != json.loads(json.dumps(gold(rep), ensure_ascii=False)):
            err(f"{rid}: gold JSON differs from the model (rebuild)")
        for k in ("lab", "collected_at_default", "results"):
            if k not in g:
                err(f"{rid}: missing {k}")
        res = g["results"]
        total += len(res)
        for i, r in enumerate(res):
            tag = f"{rid}#{i} {r.get('printed_name')!r}"
            for f, t in FIELDS.items():
                if f not in r:
                    err(f"{tag}: missing {f}")
                elif not isinstance(r[f], t) or (t is str and f in ("printed_name", "analyte", "loinc",
                                                                    "value_text", "collected_at") and not r[f]):
                    err(f"{tag}: bad {f} {r[f]!r}")
            if set(r) != set(FIELDS):
                err(f"{tag}: unexpected fields {set(r) - set(FIELDS)}")
            v, c = parse_value(r["value_text"])
            if v != r["value"] or c != r["comparator"]:
                err(f"{tag}: value/comparator {r['value']!r}/{r['comparator']!r} vs text {r['value_text']!r}")
            if r["comparator"] not in ("", "<", ">", "<=", ">="):
                err(f"{tag}: comparator {r['comparator']!r}")
            for code in [r["loinc"]] + r["loinc_alternatives"]:
                if not loinc_ok(code):
                    err(f"{tag}: LOINC check digit {code}")
            if r["loinc"] in r["loinc_alternatives"]:
                err(f"{tag}: code repeated among alternatives")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["collected_at"]):
                err(f"{tag}: date {r['collected_at']}")
        # renderings
        pdfs = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
        for k, p in pdfs.items():
            if not os.path.exists(p):
                err(f"{rid}: missing {p}")
        if errors and any(not os.path.exists(p) for p in pdfs.values()):
            continue
        npg = {k: pages(p) for k, p in pdfs.items()}
        if len(set(npg.values())) != 1 or npg["chromium"] != len(rep.pages) or npg["chromium"] not in (1, 2):
            err(f"{rid}: page counts {npg}, model {len(rep.pages)}")
        if norm(pdftext(pdfs["scan"])):
            err(f"{rid}: scan has a text layer")
        fonts = subprocess.run(["pdffonts", pdfs["scan"]], capture_output=True, text=True).stdout
        if len(fonts.strip().splitlines()) > 2:
            err(f"{rid}: scan has fonts")
        placed = report_results(rep)
        for kind in ("chromium", "fpdf"):
            full = norm(pdftext(pdfs[kind]))
            per_page = {p: norm(pdftext(pdfs[kind], p)) for p in range(1, len(rep.pages) + 1)}
            for (pg, r), gr in zip(placed, res):
                txt = per_page[pg]
                if not has_value(gr["value_text"], txt):
                    err(f"{rid} {kind} p{pg}: value_text {gr['value_text']!r} ({gr['printed_name']}) not in text layer")
                if gr["unit"] and norm(gr["unit"]) not in txt:
                    err(f"{rid} {kind} p{pg}: unit {gr['unit']!r} ({gr['printed_name']}) not in text layer")
                if norm(gr["printed_name"]).split(" ")[0] not in full:
                    err(f"{rid} {kind}: name {gr['printed_name']!r} not in text layer")
            for d in sorted({gr["collected_at"] for gr in res}):
                if br(d) not in full and br(d)[:6] + br(d)[-2:] not in full:
                    err(f"{rid} {kind}: collection date {br(d)} not printed")
        if rid in OCR_IDS:
            ocr = norm(ocr_page1(pdfs["scan"]))
            vals = [gr for (pg, _), gr in zip(placed, res) if pg == 1]
            found = sum(1 for gr in vals if has_value(gr["value_text"], ocr))
            frac = found / len(vals) if vals else 0
            print(f"{rid}: tesseract page 1 found {found}/{len(vals)} values ({frac:.0%})")
            if frac < 0.60:
                err(f"{rid}: tesseract found only {frac:.0%} of page-1 values")
    for key, (_, code, alts) in CATALOG.items():
        for c in [code] + alts:
            if not loinc_ok(c):
                err(f"catalog {key}: LOINC check digit {c}")
    print(f"{len(REPORTS)} reports, {total} results")
    if not 200 <= total <= 300:
        err(f"total results {total} outside 200-300")
    if errors:
        print(f"{len(errors)} problem(s)")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
