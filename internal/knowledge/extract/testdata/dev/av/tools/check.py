#!/usr/bin/env python3
"""Checks for set "av" (exit status 0 when everything passes).

 1. 12 reports, 200-300 results in all; gold fields present and well typed
 2. gold JSON on disk == gold generated from the model (tools/reports.py)
 3. value / comparator agree with value_text (independent parser below)
 4. LOINC mod-10 check digit for every code and alternative
 5. every value_text and unit appears in both text layers (pdftotext,
    whitespace-normalised; values matched on number boundaries); every
    collection date appears printed; every word of every printed_name appears
 6. equal page counts over chromium / fpdf / scan renderings (and the model)
 7. the scan has no text layer (no fonts, no extractable text)
 8. on three reports, Tesseract (por) on page 1 of the scan finds >= 60 %
    of that page's values

usage: python3 tools/check.py [--ocr-all]
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from loinc import check_digit_ok  # noqa: E402
from reports import all_reports  # noqa: E402

OCR_REPORTS = ["av01", "av07", "av09"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list,
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    s = unicodedata.normalize("NFC", s)
    s = s.replace("\ufb01", "fi").replace("\ufb02", "fl").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip()


def pdftext(path, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last or first)]
    cmd += [path, "-"]
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def npages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def contains_value(text, vt):
    """vt occurs in text and is not glued to further digits (so '4' != '14')."""
    pat = r"(?<![0-9])(?<![0-9][.,])" + re.escape(norm(vt)) + r"(?![0-9])(?![.,][0-9])"
    return re.search(pat, text) is not None


_COMP = {"<": "<", ">": ">", "<=": "<=", ">=": ">=", "≤": "<=", "≥": ">=",
         "inferior a": "<", "superior a": ">", "menor que": "<", "maior que": ">"}
_VAL = re.compile(r"(?:(<=|>=|<|>|≤|≥|inferior a|superior a|menor que|maior que)\s*)?"
                  r"(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?")


def expected_value(vt):
    m = _VAL.fullmatch(vt.strip())
    if not m:
        return None, ""
    ip = int(m.group(2).replace(".", ""))
    val = ip + (int(m.group(3)) / 10 ** len(m.group(3)) if m.group(3) else 0)
    return val, _COMP.get(m.group(1), "") if m.group(1) else ""


def check_gold(rid, gold, model_gold):
    if gold != model_gold:
        err(f"{rid}: gold JSON differs from the model - rebuild with tools/build.py")
    for k in ("lab", "collected_at_default", "results"):
        if k not in gold:
            err(f"{rid}: missing top-level field {k}")
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", gold.get("collected_at_default", "")):
        err(f"{rid}: bad collected_at_default")
    for i, r in enumerate(gold["results"]):
        where = f"{rid}[{i}] {r.get('printed_name')!r}"
        for f, t in FIELDS.items():
            if not isinstance(r.get(f), t):
                err(f"{where}: field {f} missing or not {t.__name__}")
        if "value" not in r or not (r["value"] is None or isinstance(r["value"], (int, float))):
            err(f"{where}: field value missing or not number/null")
            continue
        if r["comparator"] not in ("", "<", ">", "<=", ">="):
            err(f"{where}: bad comparator {r['comparator']!r}")
        ev, ec = expected_value(r["value_text"])
        if ev is None:
            if r["value"] is not None or r["comparator"] != "":
                err(f"{where}: qualitative value_text but value={r['value']} comparator={r['comparator']!r}")
        else:
            if r["value"] is None or abs(r["value"] - ev) > 1e-9 or r["comparator"] != ec:
                err(f"{where}: value/comparator {r['value']!r}/{r['comparator']!r} disagree with "
                    f"{r['value_text']!r} (expected {ev!r}/{ec!r})")
        for flag in (" H", " L", "↑", "↓", "*", "Alto", "Baixo"):
            if r["value_text"].endswith(flag):
                err(f"{where}: flag left in value_text")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not check_digit_ok(code):
                err(f"{where}: LOINC {code} fails the check digit")
        if r["loinc"] in r["loinc_alternatives"]:
            err(f"{where}: primary LOINC repeated among alternatives")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["collected_at"]):
            err(f"{where}: bad collected_at")


def check_text_layers(rid, gold):
    for kind in ("chromium", "fpdf"):
        text = norm(pdftext(os.path.join(ROOT, "rendered", f"{rid}.{kind}.pdf")))
        for i, r in enumerate(gold["results"]):
            where = f"{rid}[{i}] {kind}"
            if not contains_value(text, r["value_text"]):
                err(f"{where}: value_text {r['value_text']!r} not in text layer")
            if r["unit"] and norm(r["unit"]) not in text:
                err(f"{where}: unit {r['unit']!r} not in text layer")
            for word in r["printed_name"].split():
                if word not in text:
                    err(f"{where}: word {word!r} of printed_name {r['printed_name']!r} not in text layer")
        for d in {r["collected_at"] for r in gold["results"]}:
            y, m, dd = d.split("-")
            if f"{dd}/{m}/{y}" not in text:
                err(f"{rid} {kind}: collection date {d} is not printed")


def check_pages(rid, model_pages):
    counts = {k: npages(os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf")) for k in ("chromium", "fpdf", "scan")}
    if len(set(counts.values())) != 1 or counts["chromium"] != model_pages:
        err(f"{rid}: page counts differ {counts} (model {model_pages})")
    if not 1 <= model_pages <= 2:
        err(f"{rid}: {model_pages} pages")
    scan = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    if norm(pdftext(scan)):
        err(f"{rid}: scan has a text layer")
    fonts = subprocess.run(["pdffonts", scan], capture_output=True, text=True, check=True).stdout
    if len(fonts.strip().splitlines()) > 2:
        err(f"{rid}: scan embeds fonts")
    return counts["chromium"]


def ocr_page1(rid, rep):
    scan = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    with tempfile.TemporaryDirectory(prefix="labdev-av-ocr-") as tmp:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1", "-png", scan,
                        os.path.join(tmp, "p")], check=True)
        img = [f for f in os.listdir(tmp) if f.endswith(".png")][0]
        env = dict(os.environ, OMP_THREAD_LIMIT="1")
        out = subprocess.run(["tesseract", os.path.join(tmp, img), "-", "-l", "por"],
                             capture_output=True, text=True, check=True, env=env).stdout
    text = norm(out)
    vals = [r.value for p, r in rep.all_results() if p == 0]
    found = [v for v in vals if contains_value(text, v)]
    return len(found), len(vals), [v for v in vals if v not in found]


def main():
    ocr_all = "--ocr-all" in sys.argv
    reps = {r.id: r for r in all_reports()}
    ids = sorted(reps)
    if len(ids) != 12:
        err(f"{len(ids)} reports (expected 12)")
    total = 0
    for rid in ids:
        rep = reps[rid]
        gpath = os.path.join(ROOT, "reports", f"{rid}.gold.json")
        if not os.path.exists(os.path.join(ROOT, "reports", f"{rid}.html")):
            err(f"{rid}: html missing")
        with open(gpath, encoding="utf-8") as f:
            gold = json.load(f)
        check_gold(rid, gold, json.loads(json.dumps(rep.gold(), ensure_ascii=False)))
        check_text_layers(rid, gold)
        pages = check_pages(rid, len(rep.pages))
        total += len(gold["results"])
        print(f"{rid}: {len(gold['results']):3d} results, {pages} page(s)")
    if not 200 <= total <= 300:
        err(f"{total} results in all (expected 200-300)")
    print(f"total: {total} results in {len(ids)} reports")
    for rid in (ids if ocr_all else OCR_REPORTS):
        n, m, missing = ocr_page1(rid, reps[rid])
        share = n / m if m else 0
        status = "ok" if share >= 0.6 else "LOW"
        print(f"OCR {rid} page 1: {n}/{m} values found ({share:.0%}) {status}"
              + (f"; missed {missing}" if missing else ""))
        if rid in OCR_REPORTS and share < 0.6:
            err(f"{rid}: OCR found only {share:.0%} of page-1 values")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
