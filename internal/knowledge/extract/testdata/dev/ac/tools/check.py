"""Checks for the ac development set. Exit 0 when everything passes."""
import glob, json, os, re, subprocess, sys, unicodedata
sys.path.insert(0, os.path.dirname(__file__))
from valueparse import parse_value, loinc_ok

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
errors = []


def err(m):
    errors.append(m)
    print("ERROR", m)


def pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def norm(s):
    return unicodedata.normalize("NFKC", s).replace("\u00a0", " ")


def squash(s):
    return re.sub(r"\s+", "", norm(s))


golds = sorted(glob.glob(f"{ROOT}/reports/*.gold.json"))
total = 0
labs = set()
os.makedirs(f"{ROOT}/tmp", exist_ok=True)
ocr_ids = sys.argv[1:] or ["ac02", "ac05", "ac08", "ac12"]
for gp in golds:
    rid = os.path.basename(gp).split(".")[0]
    g = json.load(open(gp))
    labs.add(g["lab"])
    res = g["results"]
    total += len(res)
    if not (8 <= len(res) <= 40):
        err(f"{rid}: {len(res)} results")
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", g.get("collected_at_default", "")):
        err(f"{rid}: bad collected_at_default")
    for i, r in enumerate(res):
        for f in FIELDS:
            if f not in r:
                err(f"{rid}[{i}] missing {f}")
        ok = False
        for dec in ("br", "en"):
            v, c = parse_value(r["value_text"], dec)
            if v == r["value"] and c == r["comparator"]:
                ok = True
        if not ok:
            err(f"{rid}[{i}] value {r['value']!r}/{r['comparator']!r} vs {r['value_text']!r}")
        if r["comparator"] not in ("", "<", ">", "<=", ">="):
            err(f"{rid}[{i}] comparator {r['comparator']}")
        for c in [r["loinc"]] + r["loinc_alternatives"]:
            if not loinc_ok(c):
                err(f"{rid}[{i}] LOINC check digit {c}")
        if not re.fullmatch(r"2025-\d\d-\d\d|2024-\d\d-\d\d", r["collected_at"]):
            err(f"{rid}[{i}] collected_at {r['collected_at']}")
    pdfs = {k: f"{ROOT}/rendered/{rid}.{k}.pdf" for k in ("chromium", "fpdf", "scan")}
    for k, p in pdfs.items():
        if not os.path.exists(p):
            err(f"{rid}: missing {p}")
    n = {k: pages(p) for k, p in pdfs.items() if os.path.exists(p)}
    if len(set(n.values())) != 1:
        err(f"{rid}: page counts differ {n}")
    for k in ("chromium", "fpdf"):
        t = norm(subprocess.run(["pdftotext", "-layout", pdfs[k], "-"], capture_output=True, text=True).stdout)
        ts = squash(t)
        for i, r in enumerate(res):
            if r["value_text"] not in t and squash(r["value_text"]) not in ts:
                err(f"{rid} {k}: value_text {r['value_text']!r} not in text layer")
            if r["unit"] and r["unit"] not in t and squash(r["unit"]) not in ts:
                err(f"{rid} {k}: unit {r['unit']!r} not in text layer")
    st = subprocess.run(["pdffonts", pdfs["scan"]], capture_output=True, text=True).stdout.strip().splitlines()
    if len(st) > 2:
        err(f"{rid}: scan PDF has fonts (text layer)")
    if rid in ocr_ids:
        txt = ""
        for pg in range(1, n["scan"] + 1):
            img = f"{ROOT}/tmp/ocr_{rid}_{pg}"
            subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", str(pg), "-l", str(pg), "-singlefile", pdfs["scan"], img], check=True)
            txt += subprocess.run(["tesseract", img + ".pgm", "-", "-l", "por"], capture_output=True, text=True).stdout
            os.remove(img + ".pgm")
        ts = squash(txt)
        found = sum(1 for r in res if squash(r["value_text"]) in ts)
        frac = found / len(res)
        print(f"OCR {rid}: {found}/{len(res)} value_texts found ({frac:.0%})")
        if frac < 0.7:
            err(f"{rid}: OCR found only {frac:.0%}")
print(f"{len(golds)} reports, {len(labs)} labs, {total} results")
if len(golds) != 12 or not (200 <= total <= 300) or len(labs) < 9:
    err("set size out of bounds")
print("FAIL" if errors else "OK", len(errors), "errors")
sys.exit(1 if errors else 0)
