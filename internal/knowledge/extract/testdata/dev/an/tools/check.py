#!/usr/bin/env python3
"""Check the set. Exits non-zero on any failure.

  * 12 reports, 200-300 results; gold fields present and typed; gold JSON == model
  * value / comparator agree with value_text (independent Brazilian-number parser)
  * LOINC mod-10 check digit for every code and alternative
  * every value_text and unit appears in both text layers (pdftotext, whitespace-normalised)
  * equal page counts (1 or 2) over chromium / fpdf / scan, all pages A4
  * the scan has no text layer and no fonts
  * Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values (OCR_IDS)

Usage: check.py [--ocr-all] [--quiet]
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

IDS = [f"an{k:02d}" for k in range(1, 13)]
OCR_IDS = ["an05", "an09", "an11"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list,
          "value": (int, float, type(None)), "value_text": str, "comparator": str, "unit": str,
          "collected_at": str}

failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL", msg)


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def norm(t):
    return re.sub(r"\s+", " ", t).strip()


def luhn_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code or "")
    if not m:
        return False
    total = 0
    for k, ch in enumerate(reversed(m.group(1))):
        d = int(ch) * (2 if k % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return (10 - total % 10) % 10 == int(m.group(2))


def expect_value(text):
    """Independent parse: (value, comparator) for a Brazilian value text."""
    t = text.strip()
    comp = ""
    for pat, c in ((r"(inferior a|menor que)\s+", "<"), (r"(superior a|maior que)\s+", ">"),
                   (r"(<=|≤)\s*", "<="), (r"(>=|≥)\s*", ">="), (r"<\s*", "<"), (r">\s*", ">")):
        m = re.match(pat, t, flags=re.I)
        if m:
            comp, t = c, t[m.end():]
            break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?", t):
        return float(t.replace(".", "").replace(",", ".")), comp
    return None, ""


def pages(pdf):
    info = run(["pdfinfo", pdf])
    n = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    a4 = "(A4)" in info or re.search(r"Page size:\s+595(\.\d+)? x 841(\.\d+)?", info) or \
        re.search(r"Page size:\s+595(\.\d+)? x 842", info)
    return n, bool(a4)


def ocr_page1(rid, tmp):
    scan = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    subprocess.run(["pdfimages", "-f", "1", "-l", "1", "-j", scan, os.path.join(tmp, rid)], check=True)
    img = sorted(f for f in os.listdir(tmp) if f.startswith(rid + "-"))[0]
    out = subprocess.run(["tesseract", os.path.join(tmp, img), "stdout", "-l", "por"],
                         check=True, capture_output=True, text=True).stdout
    return out


def value_found(vt, ocr_norm, ocr_tokens):
    v = norm(vt)
    if " " in v:
        return v in ocr_norm or v.replace(" ", "") in ocr_norm.replace(" ", "")
    return v in ocr_tokens


def main(argv):
    import model
    import reports
    quiet = "--quiet" in argv
    reps = {r.id: r for r in reports.all_reports()}
    if sorted(reps) != IDS:
        fail(f"expected reports {IDS}, model has {sorted(reps)}")
    total = 0
    ocr_ids = IDS if "--ocr-all" in argv else OCR_IDS
    os.makedirs(os.path.join(ROOT, "work"), exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="check-", dir=os.path.join(ROOT, "work"))
    for rid in IDS:
        gpath = os.path.join(ROOT, "reports", f"{rid}.gold.json")
        hpath = os.path.join(ROOT, "reports", f"{rid}.html")
        pdfs = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
        for p in [gpath, hpath] + list(pdfs.values()):
            if not os.path.exists(p):
                fail(f"{rid}: missing {os.path.relpath(p, ROOT)}")
        if failures and any(rid in f and "missing" in f for f in failures):
            continue
        g = json.load(open(gpath, encoding="utf-8"))
        if g != json.loads(json.dumps(model.gold(reps[rid]), ensure_ascii=False)):
            fail(f"{rid}: gold JSON differs from the model (rebuild)")
        for k in ("lab", "collected_at_default", "results"):
            if k not in g:
                fail(f"{rid}: gold lacks {k}")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", g.get("collected_at_default", "")):
            fail(f"{rid}: bad collected_at_default")
        res = g["results"]
        total += len(res)
        texts = {k: norm(run(["pdftotext", pdfs[k], "-"])) for k in ("chromium", "fpdf")}
        for i, r in enumerate(res):
            tag = f"{rid}#{i} {r.get('printed_name')!r}"
            for f, ty in FIELDS.items():
                if f not in r:
                    fail(f"{tag}: field {f} missing")
                elif not isinstance(r[f], ty) or isinstance(r[f], bool):
                    fail(f"{tag}: field {f} has type {type(r[f]).__name__}")
            if set(r) - set(FIELDS):
                fail(f"{tag}: unexpected fields {set(r) - set(FIELDS)}")
            if r["comparator"] not in ("", "<", ">", "<=", ">="):
                fail(f"{tag}: bad comparator {r['comparator']!r}")
            ev, ec = expect_value(r["value_text"])
            if (ev is None) != (r["value"] is None) or (ev is not None and abs(ev - r["value"]) > 1e-9) \
                    or ec != r["comparator"]:
                fail(f"{tag}: value/comparator {r['value']!r}/{r['comparator']!r} disagree with "
                     f"{r['value_text']!r} (expected {ev!r}/{ec!r})")
            for code in [r["loinc"]] + r["loinc_alternatives"]:
                if not luhn_ok(code):
                    fail(f"{tag}: LOINC {code} fails the check digit")
            if r["loinc"] in r["loinc_alternatives"]:
                fail(f"{tag}: primary LOINC repeated among alternatives")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["collected_at"]):
                fail(f"{tag}: bad collected_at {r['collected_at']!r}")
            if r["value_text"] != r["value_text"].strip() or not r["value_text"]:
                fail(f"{tag}: value_text empty or padded")
            for k, t in texts.items():
                if norm(r["value_text"]) not in t:
                    fail(f"{tag}: value_text {r['value_text']!r} not in the {k} text layer")
                if r["unit"] and norm(r["unit"]) not in t:
                    fail(f"{tag}: unit {r['unit']!r} not in the {k} text layer")
        # pages
        counts = {}
        for k, p in pdfs.items():
            n, a4 = pages(p)
            counts[k] = n
            if not a4:
                fail(f"{rid}: {k} pages are not A4")
        if len(set(counts.values())) != 1 or counts["chromium"] not in (1, 2):
            fail(f"{rid}: page counts differ or out of range: {counts}")
        if counts["chromium"] != len(reps[rid].pages):
            fail(f"{rid}: model has {len(reps[rid].pages)} pages, print has {counts['chromium']}")
        # scan: no text layer, no fonts
        if norm(run(["pdftotext", pdfs["scan"], "-"])):
            fail(f"{rid}: scan has a text layer")
        fonts = run(["pdffonts", pdfs["scan"]]).strip().splitlines()
        if len(fonts) > 2:
            fail(f"{rid}: scan has fonts")
        # OCR
        if rid in ocr_ids:
            ocr = ocr_page1(rid, tmp)
            on = norm(ocr)
            toks = {re.sub(r"^[\s*(↑↓]+|[\s*)↑↓:;]+$", "", t) for t in on.split(" ")}
            vals = [r.value_text for r in model.page_results(reps[rid].pages[0])]
            found = [v for v in vals if value_found(v, on, toks)]
            share = len(found) / len(vals) if vals else 1.0
            missing = [v for v in vals if v not in found]
            msg = f"{rid}: OCR page 1 found {len(found)}/{len(vals)} values ({share:.0%})"
            if share < 0.60:
                fail(msg + f"; missing {missing}")
            elif not quiet:
                print("ok  ", msg, f"missing {missing}" if missing else "")
        if not quiet:
            print(f"ok   {rid}: {len(res)} results, pages {counts['chromium']}")
    for f in os.listdir(tmp):
        os.remove(os.path.join(tmp, f))
    os.rmdir(tmp)
    if len(reps) != 12:
        fail(f"{len(reps)} reports instead of 12")
    if not 200 <= total <= 300:
        fail(f"{total} results in all, outside 200-300")
    print(f"{len(reps)} reports, {total} results, {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
