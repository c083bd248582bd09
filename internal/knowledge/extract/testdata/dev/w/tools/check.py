"""Checks for set w; exits non-zero on any failure."""
import json, glob, os, re, subprocess, sys
sys.path.insert(0, os.path.dirname(__file__))
from engine import parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
err = []


def luhn(code):
    if not re.fullmatch(r"\d{1,7}-\d", code): return False
    b, c = code.split("-"); s = 0
    for i, x in enumerate(map(int, b[::-1])):
        if i % 2 == 0:
            x *= 2; x = x // 10 + x % 10
        s += x
    return (10 - s % 10) % 10 == int(c)


def txt(pdf):
    return subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout


def pages(pdf):
    return int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout).group(1))


norm = lambda s: re.sub(r"\s+", " ", s)
total = 0
golds = sorted(glob.glob(f"{ROOT}/reports/*.gold.json"))
if len(golds) != 12: err.append(f"expected 12 golds, got {len(golds)}")
for g in golds:
    rid = os.path.basename(g).split(".")[0]
    d = json.load(open(g))
    for k in ("lab", "collected_at_default", "results"):
        if k not in d: err.append(f"{rid}: missing {k}")
    res = d["results"]; total += len(res)
    if not 8 <= len(res) <= 40: err.append(f"{rid}: {len(res)} results")
    tc, tf = norm(txt(f"{ROOT}/rendered/{rid}.chromium.pdf")), norm(txt(f"{ROOT}/rendered/{rid}.fpdf.pdf"))
    for r in res:
        for f in FIELDS:
            if f not in r: err.append(f"{rid}: missing {f} in {r.get('printed_name')}")
        v, c = parse_value(r["value_text"])
        if r["value"] is not None and v is not None and abs(v - r["value"]) > 1e-9 and r["value_text"] not in ("243 mil", "0,44", "1.025", "1,018", "2,35"):
            err.append(f"{rid}: value mismatch {r['value_text']} {r['value']}")
        if r["value"] is None and r["comparator"]: err.append(f"{rid}: comparator on null")
        if r["value"] is not None and c != r["comparator"]: err.append(f"{rid}: comparator {r}")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not luhn(code): err.append(f"{rid}: bad LOINC {code}")
        if not re.fullmatch(r"\d{4}-\d\d-\d\d", r["collected_at"]): err.append(f"{rid}: date {r['collected_at']}")
        for name, t in (("chromium", tc), ("fpdf", tf)):
            if norm(r["value_text"]) not in t: err.append(f"{rid}: value_text {r['value_text']!r} not in {name}")
            if r["unit"] and r["unit"] not in t: err.append(f"{rid}: unit {r['unit']!r} not in {name}")
    n = {k: pages(f"{ROOT}/rendered/{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
    if len(set(n.values())) != 1: err.append(f"{rid}: page counts {n}")
    if txt(f"{ROOT}/rendered/{rid}.scan.pdf").strip(): err.append(f"{rid}: scan has text layer")

# OCR of a few scan pages
for rid in ("w01", "w06", "w11"):
    pdf = f"{ROOT}/rendered/{rid}.scan.pdf"
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", "1", "-l", "1", pdf, f"{ROOT}/build/ocr_{rid}"], check=True)
    png = sorted(glob.glob(f"{ROOT}/build/ocr_{rid}*.png"))[0]
    o = norm(subprocess.run(["tesseract", png, "-", "-l", "por", "--psm", "6"], capture_output=True, text=True).stdout)
    os.remove(png)
    d = json.load(open(f"{ROOT}/reports/{rid}.gold.json"))
    txt1 = norm(txt(f"{ROOT}/rendered/{rid}.chromium.pdf").split("\f")[0])
    vals = [r["value_text"] for r in d["results"] if norm(r["value_text"]) in txt1]
    hit = sum(1 for v in vals if norm(v) in o)
    print(f"OCR {rid} p1: {hit}/{len(vals)} values found")
    if hit < 0.7 * len(vals): err.append(f"{rid}: OCR found only {hit}/{len(vals)}")
print("total results:", total)
for e in err: print("FAIL", e)
sys.exit(1 if err or not 200 <= total <= 300 else 0)
