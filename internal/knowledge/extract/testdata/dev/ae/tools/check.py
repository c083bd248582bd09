"""Validate gold files and renderings. Exit 0 when everything passes."""
import json, os, sys, subprocess, glob, re, tempfile
sys.path.insert(0, os.path.dirname(__file__))
from common import parse_value, luhn_ok
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
errs = []; total = 0
def txt(p): return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
def pages(p): return int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", p], capture_output=True, text=True).stdout).group(1))
golds = sorted(glob.glob(os.path.join(ROOT, "reports", "*.gold.json")))
for g in golds:
    rid = os.path.basename(g).split(".")[0]; d = json.load(open(g))
    for k in ("lab", "collected_at_default", "results"):
        if k not in d: errs.append(f"{rid}: missing {k}")
    res = d["results"]; total += len(res)
    if not 8 <= len(res) <= 40: errs.append(f"{rid}: {len(res)} results")
    pdfs = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
    pc = {k: pages(p) for k, p in pdfs.items()}
    if len(set(pc.values())) != 1 or not 1 <= pc["chromium"] <= 2: errs.append(f"{rid}: page counts {pc}")
    if txt(pdfs["scan"]).strip(): errs.append(f"{rid}: scan has a text layer")
    texts = {k: re.sub(r"[ \t]+", " ", txt(pdfs[k])) for k in ("chromium", "fpdf")}
    for r in res:
        for f in FIELDS:
            if f not in r: errs.append(f"{rid}: {r.get('printed_name')} missing {f}")
        v, c = parse_value(r["value_text"], r["loinc"])
        if v != r["value"] or c != r["comparator"]: errs.append(f"{rid}: value mismatch {r['value_text']!r} {r['value']} {r['comparator']}")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not luhn_ok(code): errs.append(f"{rid}: bad LOINC check digit {code}")
        if not re.fullmatch(r"\d{4}-\d\d-\d\d", r["collected_at"]): errs.append(f"{rid}: bad date {r['collected_at']}")
        for k, t in texts.items():
            for s in (r["value_text"], r["unit"]):
                if s and re.sub(r"\s+", "", s) not in t.replace(" ", ""): errs.append(f"{rid}: {s!r} not in {k} text")
# OCR a few scan pages
ocr_ids = sys.argv[1:] or ["ae01", "ae04", "ae08", "ae11"]
for rid in ocr_ids:
    res = json.load(open(os.path.join(ROOT, "reports", rid + ".gold.json")))["results"]
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", os.path.join(ROOT, "rendered", rid + ".scan.pdf"), td + "/p"], check=True)
        ocr = ""
        for p in sorted(glob.glob(td + "/p*.png")):
            ocr += subprocess.run(["tesseract", p, "-", "-l", "por", "--psm", "6"], capture_output=True, text=True).stdout
    norm = lambda s: re.sub(r"\s+", " ", s).lower()
    found = sum(norm(r["value_text"]) in norm(ocr) for r in res)
    print(f"OCR {rid}: {found}/{len(res)} value_texts found")
    if found < 0.6 * len(res): errs.append(f"{rid}: OCR found only {found}/{len(res)}")
print(f"{len(golds)} reports, {total} results")
if not 200 <= total <= 300: errs.append(f"total {total}")
for e in errs: print("ERROR", e)
sys.exit(1 if errs else 0)
