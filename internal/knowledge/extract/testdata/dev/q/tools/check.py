"""Checks for the q set. Exit 0 when everything passes."""
import json, os, re, subprocess, sys, glob
sys.path.insert(0, os.path.dirname(__file__))
from model import parse_value
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
errs = []
def luhn(code):
    if not re.fullmatch(r"\d{1,7}-\d", code): return False
    b, c = code.split("-"); s = 0
    for i, x in enumerate(int(ch) for ch in reversed(b)):
        if i % 2 == 0:
            x *= 2; x = x - 9 if x > 9 else x
        s += x
    return (10 - s % 10) % 10 == int(c)
def norm(t): return re.sub(r"\s+", " ", t)
def pages(p):
    out = subprocess.run(["pdfinfo", p], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))
ids = sorted(os.path.basename(p).split(".")[0] for p in glob.glob(f"{ROOT}/reports/*.gold.json"))
total = 0
for rid in ids:
    g = json.load(open(f"{ROOT}/reports/{rid}.gold.json"))
    for k in ["lab", "collected_at_default", "results"]:
        if k not in g: errs.append(f"{rid}: missing {k}")
    res = g["results"]; total += len(res)
    if not 8 <= len(res) <= 40: errs.append(f"{rid}: {len(res)} results")
    texts = {}
    for kind in ["chromium", "fpdf"]:
        texts[kind] = norm(subprocess.run(["pdftotext", "-layout", f"{ROOT}/rendered/{rid}.{kind}.pdf", "-"], capture_output=True, text=True).stdout)
    for i, x in enumerate(res):
        for f in FIELDS:
            if f not in x: errs.append(f"{rid}#{i}: missing {f}")
        vt = x["value_text"]
        v, c = parse_value(vt)
        ok = (x["value"] == v) or (x["value"] is not None and re.fullmatch(r"\d+\.\d+", vt.strip()) and abs(x["value"] - float(vt)) < 1e-9) \
             or (x["value"] is not None and vt.startswith("-") and abs(x["value"] + parse_value(vt[1:])[0]) < 1e-9) \
             or (x["value"] is not None and v is None and re.search(r"\d", vt) and abs(x["value"] - float(re.sub(r"[^\d,]", "", vt.replace(".", "")).replace(",", "."))) < 1e-9)
        if x["value"] is None and v is not None and not re.search(r"\d\s*a\s*\d", vt): ok = False
        if x["value"] is None and v is None: ok = True
        if not ok: errs.append(f"{rid}#{i}: value {x['value']} vs {vt!r}")
        if x["comparator"] != c and not vt.startswith("-"): errs.append(f"{rid}#{i}: comparator {x['comparator']!r} vs {vt!r}")
        if x["comparator"] not in ("", "<", ">", "<=", ">="): errs.append(f"{rid}#{i}: bad comparator")
        for code in [x["loinc"]] + x["loinc_alternatives"]:
            if not luhn(code): errs.append(f"{rid}#{i}: bad LOINC {code}")
        if not re.fullmatch(r"2025-\d\d-\d\d|2024-\d\d-\d\d", x["collected_at"]): errs.append(f"{rid}#{i}: date {x['collected_at']}")
        for kind, t in texts.items():
            if norm(vt) not in t: errs.append(f"{rid}#{i}: value_text {vt!r} not in {kind}")
            if x["unit"] and norm(x["unit"]) not in t: errs.append(f"{rid}#{i}: unit {x['unit']!r} not in {kind}")
    pc = [pages(f"{ROOT}/rendered/{rid}.{k}.pdf") for k in ["chromium", "fpdf", "scan"]]
    if len(set(pc)) != 1: errs.append(f"{rid}: page counts {pc}")
    # OCR of page 1 of selected scans
    if rid in ("q01", "q05", "q08", "q11") or "--ocr-all" in sys.argv:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", "1", "-l", "1", f"{ROOT}/rendered/{rid}.scan.pdf", f"/tmp/ocr_{rid}"], check=True)
        png = sorted(glob.glob(f"/tmp/ocr_{rid}*.png"))[0]
        o = norm(subprocess.run(["tesseract", png, "-", "-l", "por", "--psm", "3"], capture_output=True, text=True).stdout)
        os.remove(png)
        vals = [x["value_text"] for x in res]
        found = sum(1 for v in vals if norm(v) in o)
        # only values printed on page 1 count; all reports in this check are one page
        frac = found / len(vals)
        print(f"OCR {rid}: {found}/{len(vals)} values found ({frac:.0%})")
        if frac < 0.6: errs.append(f"{rid}: OCR found only {frac:.0%} of values")
print(f"{len(ids)} reports, {total} results")
if not 200 <= total <= 300: errs.append(f"total {total}")
for e in errs: print("ERR", e)
sys.exit(1 if errs else 0)
