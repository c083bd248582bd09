"""Checks the set; exits non-zero on failure. Usage: venv/bin/python tools/check.py"""
import glob, json, os, re, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(__file__))
from engine import loinc_ok, parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
errs, total, ocr_hit, ocr_n = [], 0, 0, 0


def pages(p):
    out = subprocess.run(["pdfinfo", p], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def norm(s):
    return re.sub(r"\s+", " ", s)


golds = sorted(glob.glob(os.path.join(ROOT, "reports", "*.gold.json")))
if len(golds) != 12:
    errs.append(f"expected 12 gold files, got {len(golds)}")
for g in golds:
    rid = os.path.basename(g).split(".")[0]
    d = json.load(open(g, encoding="utf-8"))
    for k in ("lab", "collected_at_default", "results"):
        if k not in d:
            errs.append(f"{rid}: missing {k}")
    res = d["results"]
    total += len(res)
    if not 8 <= len(res) <= 40:
        errs.append(f"{rid}: {len(res)} results")
    texts = {}
    for kind in ("chromium", "fpdf"):
        texts[kind] = norm(subprocess.run(["pdftotext", "-layout", os.path.join(ROOT, "rendered", f"{rid}.{kind}.pdf"), "-"],
                                          capture_output=True, text=True).stdout)
    for r in res:
        for f in FIELDS:
            if f not in r:
                errs.append(f"{rid}: missing field {f} in {r.get('printed_name')}")
        if not re.fullmatch(r"\d{4}-\d\d-\d\d", r["collected_at"]):
            errs.append(f"{rid}: bad date {r['collected_at']}")
        for c in [r["loinc"]] + r["loinc_alternatives"]:
            if not loinc_ok(c):
                errs.append(f"{rid}: LOINC check digit fails {c}")
        v, comp = parse_value(r["value_text"])
        if r["printed_name"].lower() == "densidade":
            v = float(r["value_text"])
        if r["comparator"] != comp:
            errs.append(f"{rid}: comparator mismatch {r['value_text']}")
        if (v is None) != (r["value"] is None) or (v is not None and abs(v - r["value"]) > 1e-9):
            errs.append(f"{rid}: value mismatch {r['value_text']} vs {r['value']}")
        for kind, t in texts.items():
            if norm(r["value_text"]) not in t:
                errs.append(f"{rid}/{kind}: value_text '{r['value_text']}' not in text layer")
            if r["unit"] and norm(r["unit"]) not in t:
                errs.append(f"{rid}/{kind}: unit '{r['unit']}' not in text layer")
    n = {k: pages(os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf")) for k in ("chromium", "fpdf", "scan")}
    if len(set(n.values())) != 1:
        errs.append(f"{rid}: page counts differ {n}")
    # OCR of the first scan page for a few reports
    if rid in ("ah02", "ah05", "ah09", "ah12"):
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(["pdftoppm", "-r", "200", "-f", "1", "-l", "1", "-png", os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"), os.path.join(td, "s")], check=True)
            img = glob.glob(os.path.join(td, "s*.png"))[0]
            o = norm(subprocess.run(["tesseract", img, "-", "-l", "por"], capture_output=True, text=True).stdout)
        vals = [r["value_text"] for r in res]
        hit = sum(1 for v in vals if norm(v) in o)
        ocr_hit += hit; ocr_n += len(vals)
        print(f"OCR {rid}: {hit}/{len(vals)} values found")
        if hit < 0.6 * len(vals):
            errs.append(f"{rid}: OCR found only {hit}/{len(vals)}")
print(f"{len(golds)} reports, {total} results, OCR {ocr_hit}/{ocr_n}")
if not 200 <= total <= 300:
    errs.append(f"total results {total}")
for e in errs:
    print("ERROR", e)
sys.exit(1 if errs else 0)
