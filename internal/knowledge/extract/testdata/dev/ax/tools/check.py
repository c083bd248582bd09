#!/usr/bin/env python3
"""Consistency checks for set "ax". Exit status 0 only when every check passes.

 1. 12 reports; 200-300 results in all; every gold field present and typed.
 2. value / comparator agree with value_text (independent Brazilian-number parser).
 3. LOINC mod-10 check digit for every code and alternative.
 4. every value_text and unit occurs in both text layers (pdftotext, whitespace-normalised).
 5. the three renderings of a report have the same page count (and match the model).
 6. the scan has no text layer.
 7. Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values, on 3 reports.
 8. the gold files equal what the model generates now.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

IDS = [f"ax{i:02d}" for i in range(1, 13)]
OCR_IDS = ["ax01", "ax02", "ax07"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list,
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
errors = []


def err(msg):
    errors.append(msg)
    print("FAIL:", msg)


def loinc_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    total = 0
    for i, ch in enumerate(reversed(m.group(1))):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(m.group(2))


COMPS = [("inferior ou igual a", "<="), ("superior ou igual a", ">="), ("inferior a", "<"),
         ("superior a", ">"), ("menor que", "<"), ("maior que", ">"), ("<=", "<="), (">=", ">="),
         ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def expected(vt):
    s = vt.strip()
    comp = ""
    for w, c in COMPS:
        if s.lower().startswith(w):
            comp, s = c, s[len(w):].strip()
            break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?", s):
        return float(s.replace(".", "").replace(",", ".")), comp
    return None, ""


def norm(t):
    return re.sub(r"\s+", " ", t).strip()


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def pages(path):
    m = re.search(r"^Pages:\s+(\d+)", run(["pdfinfo", path]), re.M)
    return int(m.group(1))


def main():
    import reports
    models = {r.id: r for r in reports.all_reports()}
    total = 0
    if sorted(models) != IDS:
        err(f"model ids {sorted(models)}")
    for rid in IDS:
        gpath = os.path.join(ROOT, "reports", f"{rid}.gold.json")
        hpath = os.path.join(ROOT, "reports", f"{rid}.html")
        pdfs = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
        for p in [gpath, hpath] + list(pdfs.values()):
            if not os.path.exists(p):
                err(f"{rid}: missing {p}")
        if errors:
            continue
        gold = json.load(open(gpath, encoding="utf-8"))
        # 8. gold equals model
        if gold != json.loads(json.dumps(models[rid].gold(), ensure_ascii=False)):
            err(f"{rid}: gold file differs from the model (rebuild)")
        # 1. fields
        for k in ("lab", "collected_at_default", "results"):
            if k not in gold:
                err(f"{rid}: missing {k}")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", gold.get("collected_at_default", "")):
            err(f"{rid}: bad collected_at_default")
        res = gold["results"]
        total += len(res)
        texts = {k: norm(run(["pdftotext", "-enc", "UTF-8", pdfs[k], "-"])) for k in ("chromium", "fpdf")}
        for i, r in enumerate(res):
            tag = f"{rid}#{i} {r.get('printed_name')!r}"
            for f, typ in FIELDS.items():
                if not isinstance(r.get(f), typ):
                    err(f"{tag}: field {f} missing or not {typ.__name__}")
            if "value" not in r or not (r["value"] is None or isinstance(r["value"], (int, float))):
                err(f"{tag}: bad value")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["collected_at"]):
                err(f"{tag}: bad collected_at")
            if not r["printed_name"] or not r["value_text"]:
                err(f"{tag}: empty printed_name/value_text")
            # 2. value / comparator
            ev, ec = expected(r["value_text"])
            if ev is None:
                if r["value"] is not None or r["comparator"] != "":
                    err(f"{tag}: qualitative value must be null with empty comparator")
            elif r["value"] is None or abs(r["value"] - ev) > 1e-9 or r["comparator"] != ec:
                err(f"{tag}: value/comparator {r['value']!r}/{r['comparator']!r} != {ev!r}/{ec!r}")
            if r["comparator"] not in ("", "<", ">", "<=", ">="):
                err(f"{tag}: comparator {r['comparator']!r}")
            # 3. LOINC
            for c in [r["loinc"]] + r["loinc_alternatives"]:
                if not loinc_ok(c):
                    err(f"{tag}: LOINC check digit fails for {c}")
            if r["loinc"] in r["loinc_alternatives"]:
                err(f"{tag}: main LOINC repeated among alternatives")
            # 4. text layers
            for k, t in texts.items():
                if norm(r["value_text"]) not in t:
                    err(f"{tag}: value_text {r['value_text']!r} not in {k} text")
                if r["unit"] and norm(r["unit"]) not in t:
                    err(f"{tag}: unit {r['unit']!r} not in {k} text")
                if norm(r["printed_name"]) not in t and k == "chromium" and "\n" not in r["printed_name"]:
                    pass  # names may be split across lines; not required
        # 5. page counts
        n = {k: pages(p) for k, p in pdfs.items()}
        if len(set(n.values())) != 1 or n["chromium"] != len(models[rid].pages) or n["chromium"] not in (1, 2):
            err(f"{rid}: page counts {n} (model {len(models[rid].pages)})")
        # 6. scan has no text layer
        if run(["pdftotext", pdfs["scan"], "-"]).strip():
            err(f"{rid}: scan has a text layer")
        fonts = run(["pdffonts", pdfs["scan"]]).strip().splitlines()
        if len(fonts) > 2:
            err(f"{rid}: scan has fonts")
        print(f"{rid}: {len(res)} results, pages {n['chromium']}, ok so far" if not errors else f"{rid}: checked")
    if not 200 <= total <= 300:
        err(f"total results {total} not in 200-300")
    # 7. OCR
    for rid in OCR_IDS:
        page1 = [r.vt for r in models[rid].results_on_page(0)]
        with tempfile.TemporaryDirectory(prefix="labdev-ax-ocr-") as tmp:
            subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1",
                            os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"), os.path.join(tmp, "p")],
                           check=True)
            img = [f for f in os.listdir(tmp) if f.endswith(".pgm")][0]
            txt = run(["tesseract", os.path.join(tmp, img), "-", "-l", "por"])
        flat = re.sub(r"\s+", "", txt)
        found = sum(1 for v in page1 if re.sub(r"\s+", "", v) in flat)
        frac = found / len(page1)
        print(f"OCR {rid} page 1: {found}/{len(page1)} values found ({frac:.0%})")
        if frac < 0.60:
            err(f"{rid}: OCR found only {frac:.0%} of page-1 values")
    print(f"total results: {total}")
    if errors:
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
