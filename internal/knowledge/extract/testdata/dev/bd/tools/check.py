#!/usr/bin/env python3
"""Checks for set "bd" (exit status 0 = all good).

- 12 reports, 200–300 results; gold fields present and well typed;
- value / comparator agree with value_text (independent Brazilian-number parser);
- every LOINC code (and alternative) passes the mod-10 check digit;
- every value_text and unit appears in both text layers (pdftotext, whitespace-normalised);
- Chromium, fpdf2 and scan PDFs have the same page count (1 or 2, A4);
- the scan has no text layer and no fonts;
- Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values (OCR_IDS).

usage: python3 tools/check.py [--ocr-all]
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
IDS = ["bd%02d" % i for i in range(1, 13)]
OCR_IDS = ["bd01", "bd05", "bd07"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (float, int, type(None)),
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")

errors = []


def err(msg):
    errors.append(msg)
    print("FAIL:", msg)


def loinc_ok(code):
    m = re.match(r"^(\d{1,7})-(\d)$", code)
    if not m:
        return False
    s = 0
    for i, ch in enumerate(reversed(m.group(1))):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return (10 - s % 10) % 10 == int(m.group(2))


def expected_value(vt):
    """Independent parse of a printed Brazilian value -> (comparator, value)."""
    t = vt.strip()
    comp = ""
    m = re.match(r"^(inferior a|superior a|<=|>=|≤|≥|<|>)\s*(.*)$", t, re.I)
    if m:
        comp = {"inferior a": "<", "superior a": ">", "≤": "<=", "≥": ">="}.get(m.group(1).lower(), m.group(1))
        t = m.group(2)
    if re.fullmatch(r"\d+(,\d+)?", t) or re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?", t):
        return comp, float(t.replace(".", "").replace(",", "."))
    return (comp, None) if not comp else ("?", None)


def norm(s):
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", s)).strip()


def pdftext(path, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last)]
    return subprocess.run(cmd + [path, "-"], check=True, capture_output=True).stdout.decode("utf-8")


def pdfinfo(path):
    out = subprocess.run(["pdfinfo", path], check=True, capture_output=True).stdout.decode("utf-8", "replace")
    pages = int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))
    w, h = map(float, re.search(r"^Page size:\s+([\d.]+) x ([\d.]+)", out, re.M).groups())
    return pages, w, h


def ocr_page1(rid, tmp):
    png = os.path.join(tmp, rid)
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1", "-png", "-singlefile",
                    os.path.join(ROOT, "rendered", rid + ".scan.pdf"), png], check=True)
    out = subprocess.run(["tesseract", png + ".png", "stdout", "-l", "por"], check=True,
                         capture_output=True).stdout.decode("utf-8")
    return norm(out)


def main(argv):
    total = 0
    per_page1 = {}
    for rid in IDS:
        gp = os.path.join(ROOT, "reports", rid + ".gold.json")
        if not os.path.exists(gp):
            err("%s: gold missing" % rid)
            continue
        gold = json.load(open(gp, encoding="utf-8"))
        for k in ("lab", "collected_at_default", "results"):
            if k not in gold:
                err("%s: top-level field %s missing" % (rid, k))
        if not DATE.match(gold.get("collected_at_default", "")):
            err("%s: bad collected_at_default" % rid)
        results = gold.get("results", [])
        total += len(results)
        texts = {}
        for kind in ("chromium", "fpdf"):
            texts[kind] = norm(pdftext(os.path.join(ROOT, "rendered", "%s.%s.pdf" % (rid, kind))))
        for i, r in enumerate(results):
            where = "%s #%d (%s)" % (rid, i, r.get("printed_name"))
            for f, typ in FIELDS.items():
                if f not in r:
                    err("%s: field %s missing" % (where, f))
                elif not isinstance(r[f], typ):
                    err("%s: field %s has type %s" % (where, f, type(r[f]).__name__))
            if set(r) - set(FIELDS):
                err("%s: unexpected fields %s" % (where, set(r) - set(FIELDS)))
            if not r.get("printed_name") or not r.get("value_text"):
                err("%s: empty printed_name/value_text" % where)
            if r.get("comparator") not in ("", "<", ">", "<=", ">="):
                err("%s: bad comparator %r" % (where, r.get("comparator")))
            comp, val = expected_value(r["value_text"])
            if comp != r["comparator"] or (val is None) != (r["value"] is None) or \
                    (val is not None and abs(val - r["value"]) > 1e-9):
                err("%s: value/comparator (%r, %r) disagree with value_text %r" % (where, r["value"], r["comparator"], r["value_text"]))
            if not DATE.match(r.get("collected_at", "")):
                err("%s: bad collected_at" % where)
            for code in [r["loinc"]] + r["loinc_alternatives"]:
                if not loinc_ok(code):
                    err("%s: LOINC %s fails check digit" % (where, code))
            if r["loinc"] in r["loinc_alternatives"]:
                err("%s: primary LOINC repeated among alternatives" % where)
            for kind, t in texts.items():
                if norm(r["value_text"]) not in t:
                    err("%s: value_text %r not in %s text layer" % (where, r["value_text"], kind))
                if r["unit"] and norm(r["unit"]) not in t:
                    err("%s: unit %r not in %s text layer" % (where, r["unit"], kind))
        # pages
        counts = {}
        for kind in ("chromium", "fpdf", "scan"):
            path = os.path.join(ROOT, "rendered", "%s.%s.pdf" % (rid, kind))
            if not os.path.exists(path):
                err("%s: %s missing" % (rid, path))
                continue
            n, w, h = pdfinfo(path)
            counts[kind] = n
            if abs(w - 595.3) > 2 or abs(h - 841.9) > 2:
                err("%s: %s page size %.1f x %.1f is not A4" % (rid, kind, w, h))
        if len(set(counts.values())) != 1 or not (1 <= list(counts.values())[0] <= 2):
            err("%s: page counts differ or out of range: %s" % (rid, counts))
        scan = os.path.join(ROOT, "rendered", rid + ".scan.pdf")
        if pdftext(scan).strip():
            err("%s: scan has a text layer" % rid)
        fonts = subprocess.run(["pdffonts", scan], capture_output=True).stdout.decode().strip().splitlines()
        if len(fonts) > 2:
            err("%s: scan embeds fonts" % rid)
        lay = json.load(open(os.path.join(ROOT, "rendered", rid + ".layout.json")))
        if len(lay["result_pages"]) != len(results) or lay["pages"] != counts.get("chromium"):
            err("%s: layout.json does not match gold/pdf" % rid)
        per_page1[rid] = [r["value_text"] for r, pg in zip(results, lay["result_pages"]) if pg == 1]
        print("%s: %2d results, pages %s" % (rid, len(results), counts))
    if not 200 <= total <= 300:
        err("total results %d not in 200..300" % total)
    print("total results:", total)
    # OCR
    ocr_ids = IDS if "--ocr-all" in argv else OCR_IDS
    tmp = tempfile.mkdtemp(prefix="labdev-bd-ocr-")
    try:
        for rid in ocr_ids:
            vals = per_page1.get(rid, [])
            if not vals:
                continue
            text = ocr_page1(rid, tmp)
            found = sum(1 for v in vals if norm(v) in text)
            rate = found / len(vals)
            print("OCR %s page 1: %d/%d values found (%.0f %%)" % (rid, found, len(vals), 100 * rate))
            if rid in OCR_IDS and rate < 0.6:
                err("%s: OCR found only %.0f %% of page-1 values" % (rid, 100 * rate))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if len(glob.glob(os.path.join(ROOT, "reports", "bd*.gold.json"))) != 12:
        err("expected 12 gold files")
    print("OK" if not errors else "%d problem(s)" % len(errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
