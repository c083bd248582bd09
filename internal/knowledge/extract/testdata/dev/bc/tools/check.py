#!/usr/bin/env python3
"""Consistency checks for set 'bc'.  Exit status 0 = all checks passed.

usage: python3 tools/check.py [--no-ocr]
"""
import datetime
import importlib
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

IDS = [f"bc{i:02d}" for i in range(1, 13)]
OCR_IDS = ["bc01", "bc06", "bc11"]  # Tesseract check on page 1 of these scans
FIELDS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
COMPS = {"", "<", ">", "<=", ">="}

errors = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def luhn(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    s = 0
    for i, ch in enumerate(reversed(m.group(1))):
        dd = int(ch)
        if i % 2 == 0:
            dd *= 2
            dd = dd // 10 + dd % 10
        s += dd
    return (10 - s % 10) % 10 == int(m.group(2))


def expect(vt):
    """Independent re-parse of value_text -> (value, comparator)."""
    s = vt.strip()
    comp = ""
    table = [("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
             ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]
    for p, c in table:
        if s.lower().startswith(p):
            comp, s = c, s[len(p):].strip()
            break
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?", s):
        return float(s.replace(".", "").replace(",", ".")), comp
    return None, comp


def norm(t):
    return re.sub(r"\s+", " ", t.replace("\u00a0", " ").replace("\u202f", " ")).strip()


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def pages(pdf):
    return int(re.search(r"Pages:\s+(\d+)", run(["pdfinfo", pdf])).group(1))


def main(argv):
    do_ocr = "--no-ocr" not in argv
    total = 0
    for rid in IDS:
        gp = os.path.join(ROOT, "reports", f"{rid}.gold.json")
        if not os.path.exists(gp):
            err(f"{rid}: missing gold")
            continue
        g = json.load(open(gp, encoding="utf-8"))
        for k in ("lab", "collected_at_default", "results"):
            if k not in g:
                err(f"{rid}: gold lacks {k}")
        res = g["results"]
        total += len(res)
        texts = {}
        for kind in ("chromium", "fpdf"):
            texts[kind] = norm(run(["pdftotext", "-enc", "UTF-8", os.path.join(ROOT, "rendered", f"{rid}.{kind}.pdf"), "-"]))
        for i, r in enumerate(res):
            where = f"{rid}[{i}] {r.get('printed_name')!r}"
            for f in FIELDS:
                if f not in r:
                    err(f"{where}: missing field {f}")
            if not r["printed_name"] or not r["analyte"] or not r["value_text"]:
                err(f"{where}: empty name/analyte/value_text")
            try:
                datetime.date.fromisoformat(r["collected_at"])
            except Exception:
                err(f"{where}: bad collected_at {r['collected_at']!r}")
            if r["comparator"] not in COMPS:
                err(f"{where}: bad comparator")
            v, c = expect(r["value_text"])
            if c != r["comparator"]:
                err(f"{where}: comparator {r['comparator']!r} != {c!r} from {r['value_text']!r}")
            if v is None:
                if r["value"] is not None:
                    err(f"{where}: value should be null for {r['value_text']!r}")
            elif r["value"] is None or abs(float(r["value"]) - v) > 1e-9:
                err(f"{where}: value {r['value']!r} != {v!r} from {r['value_text']!r}")
            for code in [r["loinc"]] + list(r["loinc_alternatives"]):
                if not luhn(code):
                    err(f"{where}: LOINC check digit fails: {code}")
            if r["loinc"] in r["loinc_alternatives"]:
                err(f"{where}: primary code repeated among alternatives")
            for kind, t in texts.items():
                if norm(r["value_text"]) not in t:
                    err(f"{where}: value_text {r['value_text']!r} not in {kind} text layer")
                if r["unit"] and norm(r["unit"]) not in t:
                    err(f"{where}: unit {r['unit']!r} not in {kind} text layer")
        # page counts and scan text layer
        pc = {k: pages(os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf")) for k in ("chromium", "fpdf", "scan")}
        if len(set(pc.values())) != 1 or list(pc.values())[0] not in (1, 2):
            err(f"{rid}: page counts differ or out of range: {pc}")
        scan_txt = run(["pdftotext", os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"), "-"])
        if scan_txt.strip():
            err(f"{rid}: scan has a text layer")
        if run(["pdffonts", os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")]).strip().splitlines()[2:]:
            err(f"{rid}: scan has fonts")
        dates = sorted({r["collected_at"] for r in res})
        print(f"{rid}: {len(res)} results, pages {pc['chromium']}, collection dates {', '.join(dates)}")
    if len([i for i in IDS if os.path.exists(os.path.join(ROOT, 'reports', f'{i}.gold.json'))]) != 12:
        err("expected 12 reports")
    if not 200 <= total <= 300:
        err(f"total results {total} not in 200..300")
    print(f"total results: {total}")

    if do_ocr:
        for rid in OCR_IDS:
            rep = importlib.import_module(f"rep_{rid}").build()
            gold = json.load(open(os.path.join(ROOT, "reports", f"{rid}.gold.json"), encoding="utf-8"))["results"]
            p1 = [g["value_text"] for g, r in zip(gold, rep.results) if r.page == 0]
            with tempfile.TemporaryDirectory(prefix=f"ocr-{rid}-", dir=os.path.join(ROOT, ".work")) as tmp:
                subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1",
                                os.path.join(ROOT, "rendered", f"{rid}.scan.pdf"), os.path.join(tmp, "p")], check=True)
                img = [f for f in os.listdir(tmp) if f.endswith(".pgm")][0]
                env = dict(os.environ, OMP_THREAD_LIMIT="1")
                ocr = norm(subprocess.run(["tesseract", os.path.join(tmp, img), "-", "-l", "por"], check=True,
                                          capture_output=True, text=True, env=env).stdout)
            found = sum(1 for v in p1 if norm(v) in ocr)
            share = found / len(p1)
            print(f"OCR {rid} page 1: {found}/{len(p1)} values found ({share:.0%})")
            if share < 0.60:
                err(f"{rid}: OCR found only {share:.0%} of page-1 values")
    if errors:
        print(f"{len(errors)} problem(s)")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
