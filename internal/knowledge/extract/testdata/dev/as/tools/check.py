"""Consistency checks for set "as". Exit status 0 when everything passes.

usage: python3 tools/check.py [--no-ocr]
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
from datetime import date

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gold import gold, gold_with_pages  # noqa: E402
from model import br, loinc_ok, parse_value  # noqa: E402
from reports import REPORTS  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OCR_IDS = ["as01", "as05", "as09"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (int, float, type(None)),
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
errors = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def norm(s):
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", s))


def pdftext(path, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last or first)]
    return subprocess.run(cmd + [path, "-"], capture_output=True, text=True, check=True).stdout


def pages(path):
    info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))


def page_size_ok(path):
    info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    m = re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info)
    return abs(float(m.group(1)) - 595.3) < 2 and abs(float(m.group(2)) - 841.9) < 2


def main():
    do_ocr = "--no-ocr" not in sys.argv
    total = 0
    if len(REPORTS) != 12:
        err(f"expected 12 reports, found {len(REPORTS)}")
    for rep in REPORTS:
        rid = rep.id
        gp = os.path.join(OUT, "reports", f"{rid}.gold.json")
        with open(gp, encoding="utf-8") as f:
            g = json.load(f)
        if g != json.loads(json.dumps(gold(rep), ensure_ascii=False)):
            err(f"{rid}: gold file is stale (rebuild with tools/build.py)")
        for k in ("lab", "collected_at_default", "results"):
            if k not in g:
                err(f"{rid}: missing top-level field {k}")
        date.fromisoformat(g["collected_at_default"])
        res = g["results"]
        total += len(res)
        ch = norm(pdftext(os.path.join(OUT, "rendered", f"{rid}.chromium.pdf")))
        fp = norm(pdftext(os.path.join(OUT, "rendered", f"{rid}.fpdf.pdf")))
        for i, e in enumerate(res):
            tag = f"{rid}#{i} {e.get('printed_name')!r}"
            for k, t in FIELDS.items():
                if k not in e:
                    err(f"{tag}: missing field {k}")
                elif not isinstance(e[k], t):
                    err(f"{tag}: field {k} has type {type(e[k]).__name__}")
            v, c = parse_value(e["value_text"])
            if v != e["value"] or c != e["comparator"]:
                err(f"{tag}: value/comparator {e['value']!r}/{e['comparator']!r} disagree with {e['value_text']!r}")
            if e["comparator"] not in ("", "<", ">", "<=", ">="):
                err(f"{tag}: bad comparator")
            for code in [e["loinc"]] + e["loinc_alternatives"]:
                if not loinc_ok(code):
                    err(f"{tag}: LOINC {code} fails the check digit")
            if e["loinc"] in e["loinc_alternatives"]:
                err(f"{tag}: primary LOINC repeated among alternatives")
            try:
                date.fromisoformat(e["collected_at"])
            except ValueError:
                err(f"{tag}: bad collected_at {e['collected_at']}")
            for field in ("value_text", "unit"):
                s = norm(e[field])
                if s and s not in ch:
                    err(f"{tag}: {field} {e[field]!r} not in chromium text layer")
                if s and s not in fp:
                    err(f"{tag}: {field} {e[field]!r} not in fpdf text layer")
            for word in e["printed_name"].split():  # names may be printed on two lines
                if norm(word) not in ch or norm(word) not in fp:
                    err(f"{tag}: name word {word!r} missing from a text layer")
            if norm(br(e["collected_at"])) not in ch:
                err(f"{tag}: collection date {e['collected_at']} is not printed")
        # pages
        counts = {}
        for kind in ("chromium", "fpdf", "scan"):
            p = os.path.join(OUT, "rendered", f"{rid}.{kind}.pdf")
            counts[kind] = pages(p)
            if not page_size_ok(p):
                err(f"{rid}: {kind} page size is not A4")
        if len(set(counts.values())) != 1 or counts["chromium"] != len(rep.pages) or counts["chromium"] not in (1, 2):
            err(f"{rid}: page counts differ {counts} (model: {len(rep.pages)})")
        # Chromium did not shrink the page to fit (footer must sit at the bottom)
        bbox = subprocess.run(["pdftotext", "-bbox", os.path.join(OUT, "rendered", f"{rid}.chromium.pdf"), "-"],
                              capture_output=True, text=True).stdout
        ys = [float(m) for m in re.findall(r'yMax="([\d.]+)">Página<', bbox)]
        if len(ys) != len(rep.pages) or min(ys) < 800:
            err(f"{rid}: chromium footer not at the page bottom ({ys})")
        # scan: no text layer, no fonts
        sp = os.path.join(OUT, "rendered", f"{rid}.scan.pdf")
        if pdftext(sp).strip():
            err(f"{rid}: scan has a text layer")
        fonts = subprocess.run(["pdffonts", sp], capture_output=True, text=True).stdout.strip().splitlines()
        if len(fonts) > 2:
            err(f"{rid}: scan contains fonts")
        print(f"ok   {rid}: {len(res)} results, pages {counts}")
    if not 200 <= total <= 300:
        err(f"total results {total} outside 200-300")
    print(f"total results: {total}")

    if do_ocr:
        tmpdir = os.path.join(OUT, "tmp")
        os.makedirs(tmpdir, exist_ok=True)
        for rid in OCR_IDS:
            rep = next(r for r in REPORTS if r.id == rid)
            vals = [e["value_text"] for p, e in gold_with_pages(rep) if p == 1]
            with tempfile.TemporaryDirectory(dir=tmpdir) as td:
                subprocess.run(["pdftoppm", "-r", "300", "-gray", "-f", "1", "-l", "1", "-png",
                                os.path.join(OUT, "rendered", f"{rid}.scan.pdf"), os.path.join(td, "p")], check=True)
                png = [f for f in os.listdir(td) if f.endswith(".png")][0]
                txt = subprocess.run(["tesseract", os.path.join(td, png), "-", "-l", "por", "--psm", "6"],
                                     capture_output=True, text=True, check=True).stdout
            ocr = norm(txt)
            found = [v for v in vals if norm(v) in ocr]
            ratio = len(found) / len(vals)
            missing = [v for v in vals if norm(v) not in ocr]
            print(f"ocr  {rid}: page 1 values found {len(found)}/{len(vals)} = {ratio:.0%}"
                  + (f"; missing {missing}" if missing else ""))
            if ratio < 0.6:
                err(f"{rid}: OCR found only {ratio:.0%} of page-1 values")

    if errors:
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
