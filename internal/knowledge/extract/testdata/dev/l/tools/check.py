"""Checks for set l. Exit 0 when everything passes.
Usage: venv/bin/python tools/check.py [--no-ocr]"""
import glob, json, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
errs = []


def mod10(code):
    if not re.fullmatch(r"\d{1,7}-\d", code):
        return False
    body, cd = code.split("-")
    s = 0
    for i, ch in enumerate(reversed(body)):
        x = int(ch) * (2 if i % 2 == 0 else 1)
        s += x // 10 + x % 10
    return (10 - s % 10) % 10 == int(cd)


def expect(vt):
    s, comp = vt.strip(), ""
    for p, c in (("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
                 ("inferior a", "<"), ("superior a", ">")):
        if s.lower().startswith(p):
            comp, s = c, s[len(p):].strip()
            break
    alts = []
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?", s):
        alts.append(float(s.replace(".", "").replace(",", ".")))
        if re.fullmatch(r"\d\.\d{3}", s):       # e.g. urine density "1.020" (decimal point)
            alts.append(float(s))
    elif re.fullmatch(r"-?\d+(,\d+)?", s):
        alts.append(float(s.replace(",", ".")))
    else:
        return None, ""
    return alts, comp


def text(pdf):
    return subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout


def pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


total = 0
labs = set()
golds = sorted(glob.glob(f"{ROOT}/reports/l*.gold.json"))
if len(golds) != 12:
    errs.append(f"expected 12 golds, found {len(golds)}")
for g in golds:
    rid = os.path.basename(g).split(".")[0]
    d = json.load(open(g))
    labs.add(d["lab"])
    for k in ("lab", "collected_at_default", "results"):
        if k not in d:
            errs.append(f"{rid}: missing {k}")
    res = d["results"]
    total += len(res)
    if not 8 <= len(res) <= 40:
        errs.append(f"{rid}: {len(res)} results")
    ct = text(f"{ROOT}/rendered/{rid}.chromium.pdf")
    ft = text(f"{ROOT}/rendered/{rid}.fpdf.pdf")
    for i, r in enumerate(res):
        for f in FIELDS:
            if f not in r:
                errs.append(f"{rid}[{i}]: missing {f}")
        exp, comp = expect(r["value_text"])
        if exp is None:
            if r["value"] is not None:
                errs.append(f"{rid}[{i}]: value should be null for {r['value_text']!r}")
        else:
            if r["value"] is None or not any(abs(r["value"] - e) < 1e-9 for e in exp):
                errs.append(f"{rid}[{i}]: value {r['value']} vs text {r['value_text']!r}")
        if r["comparator"] != comp:
            errs.append(f"{rid}[{i}]: comparator {r['comparator']!r} vs {comp!r}")
        for c in [r["loinc"]] + r["loinc_alternatives"]:
            if not mod10(c):
                errs.append(f"{rid}[{i}]: bad LOINC check digit {c}")
        if not re.fullmatch(r"\d{4}-\d\d-\d\d", r["collected_at"]):
            errs.append(f"{rid}[{i}]: bad date {r['collected_at']}")
        for name, t in (("chromium", ct), ("fpdf", ft)):
            if not all(w in t for w in r["printed_name"].split()):
                errs.append(f"{rid}[{i}]: printed_name {r['printed_name']!r} not in {name} text")
            if r["value_text"] not in t:
                errs.append(f"{rid}[{i}]: value_text {r['value_text']!r} not in {name} text")
            if r["unit"] and r["unit"] not in t:
                errs.append(f"{rid}[{i}]: unit {r['unit']!r} not in {name} text")
    n = {pages(f"{ROOT}/rendered/{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
    if len(n) != 1:
        errs.append(f"{rid}: page counts differ {n}")
    if subprocess.run(["pdffonts", f"{ROOT}/rendered/{rid}.scan.pdf"], capture_output=True, text=True).stdout.count("\n") > 2:
        errs.append(f"{rid}: scan has fonts")
if not 200 <= total <= 300:
    errs.append(f"total results {total}")
if len(labs) < 9:
    errs.append(f"only {len(labs)} labs")

if "--no-ocr" not in sys.argv:
    # OCR the first page of a few scans and count how many printed values it finds
    for rid in ("l02", "l05", "l06", "l09", "l12"):
        d = json.load(open(f"{ROOT}/reports/{rid}.gold.json"))
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(["pdftoppm", "-r", "200", "-f", "1", "-l", "1", "-gray", f"{ROOT}/rendered/{rid}.scan.pdf", f"{td}/p"], check=True)
            img = glob.glob(f"{td}/p*")[0]
            o = "".join(subprocess.run(["tesseract", img, "-", "-l", "por", "--psm", psm], capture_output=True,
                                       text=True).stdout for psm in ("3", "6"))  # page segmentation: auto + single block
        o = re.sub(r"\s+", "", o)
        vals = [r["value_text"] for r in d["results"]]
        found = sum(1 for v in vals if re.sub(r"\s+", "", v) in o)
        print(f"OCR {rid}: {found}/{len(vals)} value texts found")
        if found < 0.7 * len(vals):
            errs.append(f"OCR {rid}: only {found}/{len(vals)}")

print(f"{len(golds)} reports, {total} results, {len(labs)} labs")
for e in errs:
    print("ERROR", e)
sys.exit(1 if errs else 0)
