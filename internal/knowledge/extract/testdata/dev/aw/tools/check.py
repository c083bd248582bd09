#!/usr/bin/env python3
"""Checks for set "aw" (exit status 0 when everything passes).

 1. 12 reports aw01..aw12 with html, gold, chromium/fpdf/scan PDFs; 200-300 results in all
 2. gold fields present and typed; gold file identical to the gold rebuilt from the model
 3. value / comparator agree with value_text (independent Brazilian-number parser)
 4. LOINC mod-10 check digit for every code and alternative
 5. every value_text and unit appears in both text layers (pdftotext, whitespace-normalised)
 6. every collected_at date is printed (dd/mm/yyyy) in the report
 7. equal page counts (1 or 2) over the three renderings
 8. the scan has no text layer and no fonts
 9. Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values
    on the OCR reports (OCR_IDS); the rate is reported for every report
"""
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

IDS = ["aw%02d" % i for i in range(1, 13)]
OCR_IDS = ["aw03", "aw05", "aw08"]
KEYS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (int, float, type(None)),
        "value_text": str, "comparator": str, "unit": str, "collected_at": str}
errors = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def luhn_loinc(code):
    m = re.fullmatch(r"(\d+)-(\d)", code)
    if not m:
        return False
    s = 0
    for i, ch in enumerate(reversed(m.group(1))):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        s += d // 10 + d % 10
    return (10 - s % 10) % 10 == int(m.group(2))


WORDS = [("inferior ou igual a", "<="), ("superior ou igual a", ">="), ("inferior a", "<"), ("superior a", ">"),
         ("menor que", "<"), ("maior que", ">"), ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="),
         ("<", "<"), (">", ">")]


def expected(value_text):
    t = value_text.strip()
    comp = ""
    for w, c in WORDS:
        if t.lower().startswith(w):
            comp, t = c, t[len(w):].strip()
            break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?", t):
        return float(t.replace(".", "").replace(",", ".")), comp
    if re.search(r"\d", t) or comp:
        return "BAD", comp
    return None, ""


def norm(s):
    s = s.replace("\u03bc", "\u00b5").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s)


def pdftext(pdf, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last)]
    return subprocess.run(cmd + [pdf, "-"], capture_output=True, text=True, check=True).stdout


def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def ocr_page1(pdf):
    tmp = tempfile.mkdtemp(prefix="aw-ocr-")
    try:
        subprocess.run(["pdftoppm", "-f", "1", "-l", "1", "-r", "300", "-gray", pdf, os.path.join(tmp, "p")], check=True)
        img = [f for f in os.listdir(tmp) if f.endswith(".pgm")][0]
        return subprocess.run(["tesseract", os.path.join(tmp, img), "stdout", "-l", "por", "--psm", "6"],
                              capture_output=True, text=True, check=True).stdout
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    from model import gold, results
    from reports_data import REPORTS
    reps = {r.id: r for r in REPORTS}
    if sorted(reps) != IDS:
        err("report ids %s" % sorted(reps))
    total = 0
    ocr_rates = {}
    for rid in IDS:
        paths = {k: os.path.join(ROOT, p % rid) for k, p in [
            ("html", "reports/%s.html"), ("gold", "reports/%s.gold.json"), ("chromium", "rendered/%s.chromium.pdf"),
            ("fpdf", "rendered/%s.fpdf.pdf"), ("scan", "rendered/%s.scan.pdf")]}
        missing = [k for k, p in paths.items() if not os.path.exists(p)]
        if missing:
            err("%s: missing %s" % (rid, missing))
            continue
        with open(paths["gold"], encoding="utf-8") as f:
            g = json.load(f)
        # 2. structure, up to date
        for k in ("lab", "collected_at_default", "results"):
            if k not in g:
                err("%s: gold lacks %s" % (rid, k))
        if g != gold(reps[rid]):
            err("%s: gold file differs from the model (rebuild)" % rid)
        res = g["results"]
        total += len(res)
        try:
            datetime.date.fromisoformat(g["collected_at_default"])
        except Exception:
            err("%s: bad collected_at_default" % rid)
        texts = {k: norm(pdftext(paths[k])) for k in ("chromium", "fpdf")}
        flat = {k: re.sub(r"\s", "", v) for k, v in texts.items()}
        for i, r in enumerate(res):
            tag = "%s#%d %s" % (rid, i, r.get("printed_name"))
            for k, typ in KEYS.items():
                if k not in r or not isinstance(r[k], typ):
                    err("%s: field %s missing or mistyped" % (tag, k))
            # 3. value / comparator
            ev, ec = expected(r["value_text"])
            if ev == "BAD":
                err("%s: unparseable value_text %r" % (tag, r["value_text"]))
            elif (ev is None) != (r["value"] is None) or (ev is not None and abs(ev - r["value"]) > 1e-9) \
                    or ec != r["comparator"]:
                err("%s: value/comparator %r %r disagree with %r" % (tag, r["value"], r["comparator"], r["value_text"]))
            if r["comparator"] not in ("", "<", ">", "<=", ">="):
                err("%s: comparator %r" % (tag, r["comparator"]))
            # 4. LOINC
            for c in [r["loinc"]] + r["loinc_alternatives"]:
                if not luhn_loinc(c):
                    err("%s: LOINC %s fails check digit" % (tag, c))
            if r["loinc"] in r["loinc_alternatives"]:
                err("%s: main code repeated in alternatives" % tag)
            # 5. text layers
            for k in ("chromium", "fpdf"):
                for fld in ("value_text", "unit"):
                    s = norm(r[fld]).strip()
                    if s and s not in texts[k] and re.sub(r"\s", "", s) not in flat[k]:
                        err("%s: %s %r not in %s text layer" % (tag, fld, s, k))
            # 6. collection date printed
            try:
                d = datetime.date.fromisoformat(r["collected_at"])
                if d.strftime("%d/%m/%Y") not in texts["chromium"]:
                    err("%s: collected_at %s not printed" % (tag, r["collected_at"]))
            except ValueError:
                err("%s: bad collected_at %r" % (tag, r["collected_at"]))
        # 7. pages
        pc = {k: npages(paths[k]) for k in ("chromium", "fpdf", "scan")}
        if len(set(pc.values())) != 1 or not 1 <= pc["chromium"] <= 2 or pc["chromium"] != len(reps[rid].pages):
            err("%s: page counts %s (model %d)" % (rid, pc, len(reps[rid].pages)))
        # 8. scan has no text layer
        if pdftext(paths["scan"]).strip():
            err("%s: scan has a text layer" % rid)
        fonts = subprocess.run(["pdffonts", paths["scan"]], capture_output=True, text=True).stdout.splitlines()[2:]
        if fonts:
            err("%s: scan has fonts" % rid)
        # 9. OCR
        p1 = [v.text for v, _, _, page in results(reps[rid]) if page == 1]
        ocr = re.sub(r"\s", "", norm(ocr_page1(paths["scan"])))
        found = sum(1 for t in p1 if re.sub(r"\s", "", t) in ocr)
        ocr_rates[rid] = (found, len(p1))
        print("%s: %2d results, pages %s, OCR page 1: %d/%d (%.0f %%)"
              % (rid, len(res), pc["chromium"], found, len(p1), 100.0 * found / max(1, len(p1))))
    for rid in OCR_IDS:
        f, n = ocr_rates.get(rid, (0, 1))
        if f < 0.6 * n:
            err("%s: OCR found %d/%d (< 60 %%)" % (rid, f, n))
    if not 200 <= total <= 300:
        err("total results %d not in 200..300" % total)
    print("reports: %d, results: %d, failures: %d" % (len(IDS), total, len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
