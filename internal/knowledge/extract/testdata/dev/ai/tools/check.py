"""Checks: gold fields, value vs value_text, LOINC check digits, value_text/unit in both text layers, page counts, OCR sample."""
import glob, json, os, re, subprocess, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import parse_value, loinc_ok
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
err = []; total = 0
def pages(p): return int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", p], capture_output=True, text=True).stdout).group(1))
def text(p): return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
def norm(s): return re.sub(r"\s+", " ", s)
golds = sorted(glob.glob(f"{ROOT}/reports/*.gold.json"))
if len(golds) != 12: err.append(f"expected 12 gold files, found {len(golds)}")
ocr_ids = {"ai03", "ai06", "ai10"}
for g in golds:
    rid = os.path.basename(g).split(".")[0]
    d = json.load(open(g))
    for k in ("lab", "collected_at_default", "results"):
        if k not in d: err.append(f"{rid}: missing {k}")
    res = d["results"]; total += len(res)
    if not 8 <= len(res) <= 40: err.append(f"{rid}: {len(res)} results")
    tl = {kind: norm(text(f"{ROOT}/rendered/{rid}.{kind}.pdf")) for kind in ("chromium", "fpdf")}
    pc = {kind: pages(f"{ROOT}/rendered/{rid}.{kind}.pdf") for kind in ("chromium", "fpdf", "scan")}
    if len(set(pc.values())) != 1 or not 1 <= pc["chromium"] <= 2: err.append(f"{rid}: page counts {pc}")
    if text(f"{ROOT}/rendered/{rid}.scan.pdf").strip(): err.append(f"{rid}: scan has a text layer")
    for i, x in enumerate(res):
        for f in FIELDS:
            if f not in x: err.append(f"{rid}#{i}: missing {f}")
        v, c = parse_value(x["value_text"])
        if v != x["value"] or c != x["comparator"]: err.append(f"{rid}#{i}: value {x['value']!r}/{x['comparator']!r} vs text {x['value_text']!r}")
        for code in [x["loinc"]] + x["loinc_alternatives"]:
            if not loinc_ok(code): err.append(f"{rid}#{i}: bad LOINC {code}")
        if not re.fullmatch(r"\d{4}-\d\d-\d\d", x["collected_at"]): err.append(f"{rid}#{i}: date {x['collected_at']}")
        for kind, t in tl.items():
            for s in (x["value_text"], x["unit"]):
                if s and norm(s) not in t: err.append(f"{rid}#{i}: {s!r} not in {kind} text layer")
    if rid in ocr_ids:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", "1", "-l", "1", f"{ROOT}/rendered/{rid}.scan.pdf", f"{ROOT}/.ocr_{rid}"], check=True)
        png = sorted(glob.glob(f"{ROOT}/.ocr_{rid}*.png"))[0]
        ocr = norm(subprocess.run(["tesseract", png, "-", "-l", "por"], capture_output=True, text=True).stdout)
        for p in glob.glob(f"{ROOT}/.ocr_{rid}*.png"): os.remove(p)
        first = [x for x in res if norm(x["value_text"]) in tl["chromium"][:len(tl["chromium"])]]
        page1 = norm(text(f"{ROOT}/rendered/{rid}.chromium.pdf").split("\f")[0])
        vals = [x["value_text"] for x in res if norm(x["value_text"]) in page1]
        hit = sum(1 for v in vals if norm(v) in ocr or norm(v).replace(" ", "") in ocr.replace(" ", ""))
        frac = hit / max(1, len(vals)); print(f"OCR {rid} page 1: {hit}/{len(vals)} values found ({frac:.0%})")
        if frac < 0.6: err.append(f"{rid}: OCR found only {frac:.0%} of values")
print(f"{len(golds)} reports, {total} results")
if not 200 <= total <= 300: err.append(f"total {total}")
for e in err: print("ERROR", e)
sys.exit(1 if err else 0)
