"""Checks for the bm set. Exit status 0 when every check passes."""
import json, os, re, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from reports import REPORTS
from model import gold_json, gold_of, parse_value
from loinc import loinc_ok

errors = []
def err(m): errors.append(m)
def norm(s): return re.sub(r"\s+", " ", s).strip()

def pages_text(pdf):
    n = npages(pdf)
    return [norm(subprocess.run(["pdftotext", "-f", str(i), "-l", str(i), "-layout", pdf, "-"], capture_output=True, text=True).stdout)
            for i in range(1, n + 1)]

def npages(pdf):
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", info).group(1))

def a4(pdf):
    info = subprocess.run(["pdfinfo", "-f", "1", "-l", "999", pdf], capture_output=True, text=True).stdout
    sizes = re.findall(r"size:\s+([\d.]+) x ([\d.]+) pts", info)
    return sizes and all(abs(float(w) - 595.3) < 2 and abs(float(h) - 841.9) < 2 for w, h in sizes)

FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value_text": str,
          "comparator": str, "unit": str, "collected_at": str}

def ocr_score(rep, gold):
    scan = os.path.join(OUT, "rendered", rep.id + ".scan.pdf")
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", "1", "-l", "1", scan, os.path.join(td, "p")], check=True)
        img = [f for f in os.listdir(td) if f.endswith(".png")][0]
        txt = subprocess.run(["tesseract", os.path.join(td, img), "-", "-l", "por", "--psm", "6"], capture_output=True, text=True).stdout
    t = norm(txt); t2 = t.replace(" ", "")
    vals = [g["value_text"] for g in gold if g["_page"] == 1]
    hit = sum(1 for v in vals if v in t or v.replace(" ", "") in t2)
    return hit, len(vals)

total = 0
golds = {}
if len(REPORTS) != 12: err(f"expected 12 reports, got {len(REPORTS)}")
for rep in REPORTS:
    gp = os.path.join(OUT, "reports", rep.id + ".gold.json")
    hp = os.path.join(OUT, "reports", rep.id + ".html")
    if not os.path.exists(hp): err(f"{rep.id}: missing html")
    try:
        gold = json.load(open(gp, encoding="utf-8"))
    except Exception as e:
        err(f"{rep.id}: cannot read gold: {e}"); continue
    if gold != gold_json(rep): err(f"{rep.id}: gold differs from model output")
    g2 = gold_of(rep); golds[rep.id] = g2
    total += len(gold["results"])
    for k in ("lab", "collected_at_default", "results"):
        if k not in gold: err(f"{rep.id}: gold lacks {k}")
    for i, r in enumerate(gold["results"]):
        for f, ty in FIELDS.items():
            if not isinstance(r.get(f), ty): err(f"{rep.id}#{i}: field {f} missing or not {ty.__name__}")
        if "value" not in r or not (r["value"] is None or isinstance(r["value"], (int, float))):
            err(f"{rep.id}#{i}: bad value")
        v, c = parse_value(r["value_text"])
        if v != r["value"] or c != r["comparator"]: err(f"{rep.id}#{i}: value/comparator disagree with value_text {r['value_text']!r}")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not loinc_ok(code): err(f"{rep.id}#{i}: LOINC check digit fails {code}")
        if not re.fullmatch(r"\d{4}-\d\d-\d\d", r["collected_at"]): err(f"{rep.id}#{i}: bad date")
    pdfs = {k: os.path.join(OUT, "rendered", f"{rep.id}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
    for k, p in pdfs.items():
        if not os.path.exists(p): err(f"{rep.id}: missing {p}")
    if errors and any(e.startswith(rep.id + ": missing") for e in errors): continue
    n = {k: npages(p) for k, p in pdfs.items()}
    if len(set(n.values())) != 1: err(f"{rep.id}: page counts differ {n}")
    if n["chromium"] != len(rep.pages): err(f"{rep.id}: {n['chromium']} pages printed, model has {len(rep.pages)}")
    if not 1 <= n["chromium"] <= 2: err(f"{rep.id}: {n['chromium']} pages")
    for k, p in pdfs.items():
        if not a4(p): err(f"{rep.id}: {k} not A4")
    if norm(subprocess.run(["pdftotext", pdfs["scan"], "-"], capture_output=True, text=True).stdout):
        err(f"{rep.id}: scan has a text layer")
    if "name" in subprocess.run(["pdffonts", pdfs["scan"]], capture_output=True, text=True).stdout and \
            len(subprocess.run(["pdffonts", pdfs["scan"]], capture_output=True, text=True).stdout.splitlines()) > 2:
        err(f"{rep.id}: scan has fonts")
    for k in ("chromium", "fpdf"):
        pt = pages_text(pdfs[k])
        full = " ".join(pt)
        for i, g in enumerate(g2):
            page = pt[g["_page"] - 1] if g["_page"] <= len(pt) else ""
            if g["value_text"] not in page: err(f"{rep.id}#{i} {k}: value_text {g['value_text']!r} not on page {g['_page']}")
            if g["unit"] and g["unit"] not in page: err(f"{rep.id}#{i} {k}: unit {g['unit']!r} not on page {g['_page']}")
            y, m, d = g["collected_at"].split("-")
            if f"{d}/{m}/{y}" not in full: err(f"{rep.id}#{i} {k}: date {d}/{m}/{y} not printed")

if not 200 <= total <= 300: err(f"total results {total} outside 200-300")

with ThreadPoolExecutor(6) as ex:
    scores = dict(zip([r.id for r in REPORTS], ex.map(lambda r: ocr_score(r, golds[r.id]), REPORTS)))
good = [rid for rid, (h, n) in scores.items() if n and h / n >= 0.6]
for rid, (h, n) in scores.items():
    print(f"OCR page 1 {rid}: {h}/{n} values found ({100*h/max(n,1):.0f} %)")
if len(good) < 3: err(f"OCR >= 60 % on only {len(good)} reports")

print(f"reports: {len(REPORTS)}  results: {total}")
for rep in REPORTS:
    print(f"  {rep.id}: {len(golds.get(rep.id, []))} results, {len(rep.pages)} page(s)")
if errors:
    print(f"FAILED: {len(errors)} problem(s)")
    for e in errors[:60]: print("  -", e)
    sys.exit(1)
print("ALL CHECKS PASSED")
