#!/usr/bin/env python3
"""Checks for the "ap" set (exit 0 when everything holds).

- gold fields present and typed; value/comparator agree with value_text
  (independent parser); LOINC mod-10 check digits; ISO dates
- every value_text and unit appears in both text layers (pdftotext of the
  Chromium and fpdf2 PDFs, whitespace-normalised)
- equal page counts over the three renderings (1 or 2 pages); the scan has no
  text layer and no fonts
- Tesseract (por) on page 1 of the scan of three one-page reports finds at
  least 60 % of that page's values
- 12 reports, 200-300 results in all

usage: .venv/bin/python tools/check.py [--no-ocr]
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
IDS = [f"ap{i:02d}" for i in range(1, 13)]
OCR_IDS = ["ap04", "ap08", "ap12"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (int, float, type(None)),
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}

errors = []


def err(msg):
    errors.append(msg)


def luhn_ok(code):
    m = re.fullmatch(r"(\d+)-(\d)", code or "")
    if not m:
        return False
    s = 0
    for i, ch in enumerate(reversed(m.group(1))):
        d = int(ch)
        if i % 2 == 0:
            d = sum(divmod(d * 2, 10))
        s += d
    return (10 - s % 10) % 10 == int(m.group(2))


def expected(vt):
    t = vt.strip()
    comp = ""
    for pre, c in (("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
                   ("≤", "<="), ("≥", ">="), ("<=", "<="), (">=", ">="), ("<", "<"), (">", ">")):
        if t.lower().startswith(pre):
            comp, t = c, t[len(pre):].strip()
            break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?", t):
        return float(t.replace(".", "").replace(",", ".")), comp
    return None, comp


def text_of(pdf, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last or first)]
    out = subprocess.run(cmd + [pdf, "-"], capture_output=True, text=True, check=True).stdout
    return re.sub(r"\s+", " ", out)


def pages_of(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def main(argv):
    do_ocr = "--no-ocr" not in argv
    total = 0
    golds = {}
    for rid in IDS:
        gp = os.path.join(ROOT, "reports", f"{rid}.gold.json")
        if not os.path.exists(gp):
            err(f"{rid}: missing gold")
            continue
        g = json.load(open(gp, encoding="utf-8"))
        golds[rid] = g
        if not g.get("lab") or not isinstance(g.get("lab"), str):
            err(f"{rid}: lab missing")
        try:
            date.fromisoformat(g["collected_at_default"])
        except Exception:
            err(f"{rid}: bad collected_at_default")
        res = g.get("results", [])
        total += len(res)
        for i, r in enumerate(res):
            where = f"{rid}#{i} {r.get('printed_name')!r}"
            for f, ty in FIELDS.items():
                if f not in r or not isinstance(r[f], ty):
                    err(f"{where}: field {f} missing or mistyped")
            if set(r) - set(FIELDS):
                err(f"{where}: extra fields {set(r) - set(FIELDS)}")
            if not r.get("printed_name") or "\n" in r.get("printed_name", ""):
                err(f"{where}: bad printed_name")
            ev, ec = expected(r.get("value_text", ""))
            if r.get("comparator") != ec:
                err(f"{where}: comparator {r.get('comparator')!r} != {ec!r}")
            v = r.get("value")
            if (ev is None) != (v is None) or (ev is not None and abs(ev - v) > 1e-9):
                err(f"{where}: value {v!r} disagrees with value_text {r.get('value_text')!r}")
            for code in [r.get("loinc")] + list(r.get("loinc_alternatives", [])):
                if not luhn_ok(code):
                    err(f"{where}: LOINC {code!r} fails the check digit")
            if r.get("loinc") in r.get("loinc_alternatives", []):
                err(f"{where}: primary LOINC repeated in alternatives")
            try:
                date.fromisoformat(r["collected_at"])
            except Exception:
                err(f"{where}: bad collected_at")

        pdfs = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
        if not all(os.path.exists(p) for p in pdfs.values()):
            err(f"{rid}: missing rendering")
            continue
        for k in ("chromium", "fpdf"):
            txt = text_of(pdfs[k])
            for r in res:
                for f in ("value_text", "unit"):
                    s = re.sub(r"\s+", " ", r.get(f, "")).strip()
                    if s and s not in txt:
                        err(f"{rid} {k}: {f} {s!r} ({r['printed_name']}) not in text layer")
        pc = {k: pages_of(p) for k, p in pdfs.items()}
        if len(set(pc.values())) != 1 or not 1 <= pc["chromium"] <= 2:
            err(f"{rid}: page counts {pc}")
        if text_of(pdfs["scan"]).strip():
            err(f"{rid}: scan has a text layer")
        fonts = subprocess.run(["pdffonts", pdfs["scan"]], capture_output=True, text=True).stdout.splitlines()
        if len(fonts) > 2:
            err(f"{rid}: scan has fonts")
        print(f"{rid}: {len(res)} results, pages {pc['chromium']}")

    if len(golds) != 12:
        err(f"expected 12 reports, found {len(golds)}")
    if not 200 <= total <= 300:
        err(f"total results {total} outside 200-300")
    print(f"total results: {total}")

    if do_ocr:
        tmp = tempfile.mkdtemp(prefix="ocr-", dir=os.path.join(ROOT, ".tmp") if os.path.isdir(os.path.join(ROOT, ".tmp")) else None)
        for rid in OCR_IDS:
            if rid not in golds:
                continue
            if pages_of(os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")) != 1:
                err(f"{rid}: OCR check expects a one-page report")
                continue
            img = os.path.join(tmp, rid)
            subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1", "-png",
                            os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"), img], check=True)
            png = [p for p in os.listdir(tmp) if p.startswith(rid) and p.endswith(".png")][0]
            ocr = subprocess.run(["tesseract", os.path.join(tmp, png), "-", "-l", "por"],
                                 capture_output=True, text=True).stdout
            ocr = re.sub(r"\s+", " ", ocr)
            res = golds[rid]["results"]
            found = sum(1 for r in res if r["value_text"] in ocr)
            share = found / len(res)
            print(f"OCR {rid}: {found}/{len(res)} values found ({share:.0%})")
            if share < 0.60:
                err(f"{rid}: OCR found only {share:.0%} of page-1 values")
        for p in os.listdir(tmp):
            os.remove(os.path.join(tmp, p))
        os.rmdir(tmp)

    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
