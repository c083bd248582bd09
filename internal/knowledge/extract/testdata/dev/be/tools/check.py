#!/usr/bin/env python3
"""Checks for set "be" (exit status 0 = all good).

- gold fields present and typed; value/comparator agree with value_text;
- LOINC mod-10 check digit for every code and alternative;
- every value_text and unit appears in both text layers (pdftotext, whitespace-normalised);
- each collected_at date is printed in the report (dd/mm/yyyy or dd/mm/yy);
- Chromium, fpdf2 and scan renderings have the same page count; the scan has no text layer;
- Tesseract (por) on page 1 of the scan finds >= 60 % of that page's values on OCR_IDS;
- 12 reports and 200-300 results in all.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)
from model import parse_value  # noqa: E402
from reports import REPORTS  # noqa: E402

OCR_IDS = ["be01", "be06", "be09"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (float, int, type(None)),
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
errors = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def loinc_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    s = 0
    for i, ch in enumerate(reversed(m.group(1))):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            s += d // 10 + d % 10
        else:
            s += d
    return (10 - s % 10) % 10 == int(m.group(2))


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2009", " ")
    return " ".join(s.split())


def text(pdf, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last)]
    return subprocess.run(cmd + [pdf, "-"], capture_output=True, text=True, check=True).stdout


def pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def ocr_page1(rid, gold_results, page_of):
    with tempfile.TemporaryDirectory(prefix="labdev-be-ocr-") as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1",
                        f"{ROOT}/rendered/{rid}.scan.pdf", f"{td}/p"], check=True)
        img = [f for f in os.listdir(td) if f.endswith(".pgm")][0]
        out = subprocess.run(["tesseract", f"{td}/{img}", "-", "-l", "por"], capture_output=True, text=True,
                             check=True).stdout
    flat = "".join(out.split())
    vals = [g["value_text"] for g, p in zip(gold_results, page_of) if p == 1]
    found = sum(1 for v in vals if "".join(v.split()) in flat)
    return found, len(vals)


def main():
    total = 0
    ids = sorted(REPORTS)
    if len(ids) != 12:
        err(f"expected 12 reports, found {len(ids)}")
    for rid in ids:
        gpath = f"{ROOT}/reports/{rid}.gold.json"
        g = json.load(open(gpath, encoding="utf-8"))
        for k in ("lab", "collected_at_default", "results"):
            if k not in g:
                err(f"{rid}: gold lacks {k}")
        res = g["results"]
        total += len(res)
        pdfs = {k: f"{ROOT}/rendered/{rid}.{k}.pdf" for k in ("chromium", "fpdf", "scan")}
        txt = {k: norm(text(pdfs[k])) for k in ("chromium", "fpdf")}
        for i, r in enumerate(res):
            where = f"{rid}#{i} {r.get('printed_name')!r}"
            for f, t in FIELDS.items():
                if f not in r:
                    err(f"{where}: missing {f}")
                elif not isinstance(r[f], t):
                    err(f"{where}: {f} has type {type(r[f]).__name__}")
            v, c = parse_value(r["value_text"])
            if v != r["value"] or c != r["comparator"]:
                err(f"{where}: value/comparator {r['value']!r}/{r['comparator']!r} disagree with {r['value_text']!r}")
            if r["comparator"] not in ("", "<", ">", "<=", ">="):
                err(f"{where}: bad comparator")
            for code in [r["loinc"]] + r["loinc_alternatives"]:
                if not loinc_ok(code):
                    err(f"{where}: LOINC {code} fails check digit")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["collected_at"]):
                err(f"{where}: collected_at {r['collected_at']!r}")
            for k in ("chromium", "fpdf"):
                for f in ("value_text", "unit", "printed_name"):
                    if r[f] and norm(r[f]) not in txt[k]:
                        if f == "printed_name":
                            # names split over two lines may be interleaved by pdftotext; check the words
                            if all(wd in txt[k] for wd in r[f].split()):
                                continue
                        err(f"{where}: {f} {r[f]!r} not in {k} text layer")
        for d in sorted({r["collected_at"] for r in res} | {g["collected_at_default"]}):
            y, m, dd = d.split("-")
            forms = [f"{dd}/{m}/{y}", f"{dd}/{m}/{y[2:]}"]
            for k in ("chromium", "fpdf"):
                if not any(f in txt[k] for f in forms):
                    err(f"{rid}: collection date {d} not printed in {k}")
        n = {k: pages(p) for k, p in pdfs.items()}
        if len(set(n.values())) != 1 or not 1 <= n["chromium"] <= 2:
            err(f"{rid}: page counts {n}")
        if text(pdfs["scan"]).strip():
            err(f"{rid}: scan has a text layer")
        fonts = subprocess.run(["pdffonts", pdfs["scan"]], capture_output=True, text=True).stdout.splitlines()[2:]
        if fonts:
            err(f"{rid}: scan has fonts")
        line = f"{rid}: {len(res)} results, pages {n['chromium']}"
        if rid in OCR_IDS:
            rep = REPORTS[rid]()
            page_of = [r.page for r in rep.results()]
            found, nv = ocr_page1(rid, res, page_of)
            line += f", OCR page 1: {found}/{nv} values"
            if nv == 0 or found / nv < 0.6:
                err(f"{rid}: OCR found only {found}/{nv} values on page 1")
        print(line)
    print("total results:", total)
    if not 200 <= total <= 300:
        err(f"total results {total} outside 200-300")
    if errors:
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
