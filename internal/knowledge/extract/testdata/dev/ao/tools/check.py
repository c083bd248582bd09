#!/usr/bin/env python3
"""Check the set.  Exit status 0 when every check passes.

- gold fields present and typed; value/comparator agree with value_text (own parser);
  LOINC mod-10 check digits; dates well formed
- gold file equals what the model produces now (no stale gold)
- every value_text and unit appears in the pdftotext text of both the Chromium and the
  fpdf2 PDFs (whitespace-normalised)
- equal page counts (1 or 2) over the three renderings; the scan has no text layer
- Tesseract (por) on page 1 of the scan of three reports finds >= 60 % of that page's values
- 12 reports, 200-300 results
usage: tools/check.py [--ocr-all]
"""
from __future__ import annotations

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
IDS = [f"ao{i:02d}" for i in range(1, 13)]
OCR_IDS = ["ao01", "ao06", "ao09"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (int, float, type(None)),
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
errors: list[str] = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def luhn_ok(code: str) -> bool:
    m = re.fullmatch(r"(\d+)-(\d)", code)
    if not m:
        return False
    digits = [int(c) for c in m.group(1)]
    s = 0
    for pos, dgt in enumerate(reversed(digits), start=1):
        if pos % 2 == 1:
            dgt = sum(divmod(dgt * 2, 10))
        s += dgt
    return (10 - s % 10) % 10 == int(m.group(2))


def expect_value(vt: str):
    t = vt.strip()
    cmp_ = ""
    words = {"inferior a": "<", "superior a": ">", "inferior ou igual a": "<=", "superior ou igual a": ">=",
             "menor que": "<", "maior que": ">"}
    for w in sorted(words, key=len, reverse=True):
        if t.lower().startswith(w + " "):
            cmp_, t = words[w], t[len(w):].strip()
            break
    else:
        m = re.match(r"(<=|>=|≤|≥|<|>)\s*", t)
        if m:
            cmp_ = {"≤": "<=", "≥": ">="}.get(m.group(1), m.group(1))
            t = t[m.end():]
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?", t) or re.fullmatch(r"\d+(,\d+)?", t):
        return float(t.replace(".", "").replace(",", ".")), cmp_
    return None, ""


def norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def pdftext(path, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last or first)]
    return subprocess.run(cmd + [path, "-"], capture_output=True, text=True, check=True).stdout


def pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def check_gold(rid, gold):
    for k in ("lab", "collected_at_default", "results"):
        if k not in gold:
            err(f"{rid}: gold lacks {k}")
    for i, r in enumerate(gold.get("results", [])):
        where = f"{rid}#{i} {r.get('printed_name')!r}"
        for f, t in FIELDS.items():
            if f not in r:
                err(f"{where}: missing {f}")
            elif not isinstance(r[f], t):
                err(f"{where}: {f} has type {type(r[f]).__name__}")
        if not r.get("printed_name") or not r.get("value_text") or not r.get("analyte"):
            err(f"{where}: empty name/value/analyte")
        v, c = expect_value(r["value_text"])
        if (v is None) != (r["value"] is None) or (v is not None and abs(v - r["value"]) > 1e-9) or c != r["comparator"]:
            err(f"{where}: value/comparator {r['value']!r}/{r['comparator']!r} disagree with {r['value_text']!r}")
        if r["comparator"] not in ("", "<", ">", "<=", ">="):
            err(f"{where}: bad comparator")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not luhn_ok(code):
                err(f"{where}: LOINC {code} fails the check digit")
        if r["loinc"] in r["loinc_alternatives"]:
            err(f"{where}: primary LOINC repeated in alternatives")
        try:
            datetime.date.fromisoformat(r["collected_at"])
        except ValueError:
            err(f"{where}: bad date {r['collected_at']}")


def ocr_page1(rid, page1_values):
    os.makedirs(os.path.join(ROOT, ".tmp"), exist_ok=True)
    with tempfile.TemporaryDirectory(dir=os.path.join(ROOT, ".tmp")) as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", "1", "-l", "1",
                        os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"), os.path.join(td, "p")], check=True)
        png = [f for f in os.listdir(td) if f.endswith(".png")][0]
        txt = subprocess.run(["tesseract", os.path.join(td, png), "-", "-l", "por"], capture_output=True,
                             text=True, check=True).stdout
    t1 = norm(txt)
    t2 = t1.replace(" ", "")
    found = [vt for vt in page1_values if norm(vt) in t1 or norm(vt).replace(" ", "") in t2]
    return len(found), len(page1_values), sorted(set(page1_values) - set(found))


def main(argv):
    import build  # the models
    total = 0
    if not all(os.path.exists(os.path.join(ROOT, "reports", f"{r}.gold.json")) for r in IDS):
        err("missing gold files")
    for rid in IDS:
        gpath = os.path.join(ROOT, "reports", f"{rid}.gold.json")
        with open(gpath, encoding="utf-8") as fh:
            gold = json.load(fh)
        check_gold(rid, gold)
        rep = build.load(rid)
        if rep.gold() != gold:
            err(f"{rid}: gold file differs from the model (rebuild)")
        n = len(gold["results"])
        total += n
        pc = {}
        for kind in ("chromium", "fpdf", "scan"):
            p = os.path.join(ROOT, "rendered", f"{rid}.{kind}.pdf")
            if not os.path.exists(p):
                err(f"{rid}: {kind} PDF missing")
                continue
            pc[kind] = pages(p)
        if len(set(pc.values())) != 1 or not all(1 <= v <= 2 for v in pc.values()) or len(pc) != 3:
            err(f"{rid}: page counts {pc}")
        if pc.get("chromium") != len(rep.pages):
            err(f"{rid}: model has {len(rep.pages)} pages, chromium {pc.get('chromium')}")
        for kind in ("chromium", "fpdf"):
            text = norm(pdftext(os.path.join(ROOT, "rendered", f"{rid}.{kind}.pdf")))
            for r in gold["results"]:
                if norm(r["value_text"]) not in text:
                    err(f"{rid}/{kind}: value_text {r['value_text']!r} not in text layer")
                if r["unit"] and norm(r["unit"]) not in text:
                    err(f"{rid}/{kind}: unit {r['unit']!r} not in text layer")
                if norm(r["printed_name"]) not in text:
                    print(f"note {rid}/{kind}: printed_name {r['printed_name']!r} not found verbatim")
        scan_text = pdftext(os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"))
        fonts = subprocess.run(["pdffonts", os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")],
                               capture_output=True, text=True).stdout.strip().splitlines()
        if scan_text.strip() or len(fonts) > 2:
            err(f"{rid}: scan has a text layer")
        print(f"{rid}: {n} results, pages {pc}")
    ocr_ids = IDS if "--ocr-all" in argv else OCR_IDS
    for rid in ocr_ids:
        rep = build.load(rid)
        p1 = [r.vt for r in rep.results_by_page()[0]]
        f, n, missing = ocr_page1(rid, p1)
        share = f / n if n else 0
        msg = f"{rid}: OCR page 1 found {f}/{n} values ({share:.0%})"
        if share < 0.6:
            if rid in OCR_IDS:
                err(msg)
            else:
                print("note", msg)
        else:
            print(msg)
        if missing:
            print(f"   not found: {missing}")
    if len(IDS) != 12:
        err("not 12 reports")
    if not 200 <= total <= 300:
        err(f"{total} results in all, outside 200-300")
    print(f"total: {len(IDS)} reports, {total} results; {len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
