"""Checks for the bl set. Exit 0 when all pass."""
import json, os, re, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)
import reports_data
from model import loinc_ok, parse_value

errors = []
def err(m):
    errors.append(m)

def norm(s):
    return re.sub(r"\s+", " ", s).strip()

def pages_text(pdf):
    n = npages(pdf)
    return [norm(subprocess.run(["pdftotext", "-enc", "UTF-8", "-f", str(i), "-l", str(i), pdf, "-"],
                                capture_output=True, text=True).stdout) for i in range(1, n + 1)]

def pdfinfo(pdf):
    return subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout

def npages(pdf):
    return int(re.search(r"Pages:\s+(\d+)", pdfinfo(pdf)).group(1))

def a4(pdf):
    n = npages(pdf)
    info = subprocess.run(["pdfinfo", "-f", "1", "-l", str(n), pdf], capture_output=True, text=True).stdout
    sizes = re.findall(r"size:\s+([\d.]+) x ([\d.]+) pts", info)
    return len(sizes) == n and all(abs(float(w) - 595.28) < 2 and abs(float(h) - 841.89) < 2 for w, h in sizes)

FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value_text": str,
          "comparator": str, "unit": str, "collected_at": str}

reps = reports_data.all_reports()
ids = [r.id for r in reps]
if ids != [f"bl{i:02d}" for i in range(1, 13)]:
    err(f"report ids: {ids}")
total = 0
ocr_ok = []
for rep in reps:
    rid = rep.id
    gp = os.path.join(OUT, "reports", rid + ".gold.json")
    hp = os.path.join(OUT, "reports", rid + ".html")
    if not os.path.exists(hp):
        err(f"{rid}: missing html")
    try:
        gold = json.load(open(gp, encoding="utf-8"))
    except Exception as e:
        err(f"{rid}: gold unreadable {e}"); continue
    if gold != json.loads(json.dumps(rep.gold(), ensure_ascii=False)):
        err(f"{rid}: gold differs from model output")
    res = gold.get("results", [])
    total += len(res)
    if not isinstance(gold.get("lab"), str) or not re.fullmatch(r"\d{4}-\d\d-\d\d", gold.get("collected_at_default", "")):
        err(f"{rid}: lab / collected_at_default")
    for i, r in enumerate(res):
        for k, t in FIELDS.items():
            if not isinstance(r.get(k), t):
                err(f"{rid}#{i}: field {k} type")
        if "value" not in r or not (r["value"] is None or isinstance(r["value"], (int, float))):
            err(f"{rid}#{i}: value type")
        v, c = parse_value(r["value_text"])
        if v != r["value"] or c != r["comparator"]:
            err(f"{rid}#{i}: value/comparator disagree with value_text {r['value_text']!r}")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not loinc_ok(code):
                err(f"{rid}#{i}: LOINC check digit {code}")
        if not re.fullmatch(r"\d{4}-\d\d-\d\d", r["collected_at"]):
            err(f"{rid}#{i}: date format")
    paths = {k: os.path.join(OUT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
    if not all(os.path.exists(p) for p in paths.values()):
        err(f"{rid}: missing renderings"); continue
    counts = {k: npages(p) for k, p in paths.items()}
    if len(set(counts.values())) != 1 or counts["chromium"] != len(rep.pages) or not (1 <= len(rep.pages) <= 2):
        err(f"{rid}: page counts {counts} model {len(rep.pages)}")
    for k, p in paths.items():
        if not a4(p):
            err(f"{rid}: {k} not A4")
    texts = {k: pages_text(paths[k]) for k in ("chromium", "fpdf")}
    pages_of = [p for p, _ in rep.walk()]
    for k in ("chromium", "fpdf"):
        for i, (r, p) in enumerate(zip(res, pages_of)):
            t = texts[k][p] if p < len(texts[k]) else ""
            if norm(r["value_text"]) not in t:
                err(f"{rid}#{i} {k}: value_text {r['value_text']!r} not on page {p+1}")
            if r["unit"] and norm(r["unit"]) not in t:
                err(f"{rid}#{i} {k}: unit {r['unit']!r} not on page {p+1}")
    alltext = " ".join(texts["chromium"])
    for d in sorted({r["collected_at"] for r in res}):
        y, m, dd = d.split("-")
        if f"{dd}/{m}/{y}" not in alltext:
            err(f"{rid}: date {dd}/{m}/{y} not printed")
    scan_txt = "".join(pages_text(paths["scan"]))
    fonts = subprocess.run(["pdffonts", paths["scan"]], capture_output=True, text=True).stdout.strip().splitlines()
    if scan_txt.strip() or len(fonts) > 2:
        err(f"{rid}: scan has a text layer")
    # OCR page 1
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-f", "1", "-l", "1", "-png", paths["scan"], os.path.join(td, "s")], check=True)
        png = [f for f in os.listdir(td) if f.endswith(".png")][0]
        ocr = norm(subprocess.run(["tesseract", os.path.join(td, png), "-", "-l", "por"], capture_output=True, text=True, env=dict(os.environ, OMP_THREAD_LIMIT="1")).stdout)
    p1 = [r for r, p in zip(res, pages_of) if p == 0]
    found = sum(1 for r in p1 if norm(r["value_text"]) in ocr)
    frac = found / len(p1) if p1 else 0
    print(f"{rid}: {len(res)} results, pages {counts['chromium']}, OCR p1 {found}/{len(p1)} = {frac:.0%}")
    if frac >= 0.6:
        ocr_ok.append(rid)

if not 200 <= total <= 300:
    err(f"total results {total} not in 200..300")
if len(ocr_ok) < 3:
    err(f"OCR >= 60% only on {ocr_ok}")
print(f"total results: {total}; OCR >= 60% on page 1: {len(ocr_ok)} reports ({', '.join(ocr_ok)})")
for e in errors:
    print("ERROR", e)
print("OK" if not errors else f"FAILED ({len(errors)} errors)")
sys.exit(1 if errors else 0)
