"""Checks for set U. Exit 0 when everything passes.  usage: python tools/check.py [--no-ocr]"""
import json, os, re, subprocess, sys, glob
sys.path.insert(0, os.path.dirname(__file__))
from common import luhn_ok, parse_value

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
OCR_PAGES = [("u01", 1), ("u05", 1), ("u09", 1), ("u10", 1)]
errors = []

def err(m):
    errors.append(m)

def pdftext(path, first=None, last=None):
    cmd = ["pdftotext", "-layout"]
    if first:
        cmd += ["-f", str(first), "-l", str(last)]
    return subprocess.run(cmd + [path, "-"], capture_output=True, text=True, check=True).stdout

def pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))

def nows(s):
    return re.sub(r"\s+", "", s)

golds = sorted(glob.glob(os.path.join(ROOT, "reports", "*.gold.json")))
total = 0
labs = set()
for gp in golds:
    rid = os.path.basename(gp).split(".")[0]
    g = json.load(open(gp, encoding="utf-8"))
    labs.add(g["lab"])
    for k in ("lab", "collected_at_default", "results"):
        if k not in g:
            err(f"{rid}: missing {k}")
    res = g["results"]
    total += len(res)
    if not 8 <= len(res) <= 40:
        err(f"{rid}: {len(res)} results")
    cpdf = os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf")
    fpdf = os.path.join(ROOT, "rendered", f"{rid}.fpdf.pdf")
    spdf = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    texts = {"chromium": pdftext(cpdf), "fpdf": pdftext(fpdf)}
    flat = {k: nows(v) for k, v in texts.items()}
    for i, r in enumerate(res):
        tag = f"{rid}#{i} {r.get('printed_name')}"
        for f in FIELDS:
            if f not in r:
                err(f"{tag}: missing {f}")
        v, c = parse_value(r["value_text"])
        if v != r["value"] or (v is not None and type(v) != type(r["value"])) or c != r["comparator"]:
            err(f"{tag}: value {r['value']!r}/{r['comparator']!r} vs value_text {r['value_text']!r}")
        if r["comparator"] not in ("", "<", ">", "<=", ">="):
            err(f"{tag}: comparator {r['comparator']}")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not re.fullmatch(r"\d{1,6}-\d", code) or not luhn_ok(code):
                err(f"{tag}: bad LOINC {code}")
        if not re.fullmatch(r"\d{4}-\d\d-\d\d", r["collected_at"]):
            err(f"{tag}: date {r['collected_at']}")
        for k in flat:
            for fld in ("value_text", "unit"):
                s = r[fld]
                if s and nows(s) not in flat[k]:
                    err(f"{tag}: {fld} {s!r} not in {k} text")
    pc = [pages(cpdf), pages(fpdf), pages(spdf)]
    if len(set(pc)) != 1 or pc[0] > 2:
        err(f"{rid}: page counts {pc}")
    st = subprocess.run(["pdffonts", spdf], capture_output=True, text=True).stdout.strip().splitlines()
    if len(st) > 2 or pdftext(spdf).strip():
        err(f"{rid}: scan has a text layer")
    print(f"{rid}: {len(res)} results, pages {pc}")

print(f"total results {total}, reports {len(golds)}, labs {len(labs)}")
if len(golds) != 12 or not 200 <= total <= 300 or len(labs) < 9:
    err("set size out of bounds")

if "--no-ocr" not in sys.argv:
    import tempfile
    for rid, pg in OCR_PAGES:
        g = json.load(open(os.path.join(ROOT, "reports", f"{rid}.gold.json"), encoding="utf-8"))
        ptxt = nows(pdftext(os.path.join(ROOT, "rendered", f"{rid}.chromium.pdf"), pg, pg)).lower()
        vals = [r["value_text"] for r in g["results"] if nows(r["value_text"]).lower() in ptxt]
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", str(pg), "-l", str(pg),
                            os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"), os.path.join(td, "p")], check=True)
            img = glob.glob(os.path.join(td, "p*.png"))[0]
            ocr = subprocess.run(["tesseract", img, "-", "-l", "por", "--psm", "4"], capture_output=True, text=True).stdout
        o = nows(ocr).lower()
        found = [v for v in vals if nows(v).lower() in o]
        frac = len(found) / max(len(vals), 1)
        print(f"OCR {rid} p{pg}: {len(found)}/{len(vals)} values found ({frac:.0%}); missed: {[v for v in vals if v not in found][:8]}")
        if frac < 0.7:
            err(f"OCR {rid} p{pg}: only {frac:.0%} of values found")

for e in errors:
    print("ERROR", e)
print("OK" if not errors else f"{len(errors)} errors")
sys.exit(1 if errors else 0)
