"""Checks for set bo.  Run from OUTDIR:  python3 tools/check.py   (exit 0 when all pass)"""
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from model import gold, results_by_page  # noqa: E402
from reports_data import REPORTS  # noqa: E402

fails = []


def fail(msg):
    fails.append(msg)


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", " ", s).strip()


def luhn_loinc(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code or "")
    if not m:
        return False
    digits = [int(c) for c in m.group(1)]
    tot = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d = d * 2
            d = d - 9 if d > 9 else d
        tot += d
    return (10 - tot % 10) % 10 == int(m.group(2))


def expect_value(vt):
    s = vt.strip()
    comp = ""
    m = re.match(r"^(inferior a|superior a|<=|>=|≤|≥|<|>)\s*(.*)$", s, re.I)
    if m:
        comp = {"inferior a": "<", "superior a": ">", "<=": "<=", ">=": ">=", "≤": "<=", "≥": ">=",
                "<": "<", ">": ">"}[m.group(1).lower()]
        s = m.group(2)
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?", s):
        return float(s.replace(".", "").replace(",", ".")), comp
    return None, ""


def pdftext_pages(pdf, n):
    out = []
    for p in range(1, n + 1):
        r = subprocess.run(["pdftotext", "-f", str(p), "-l", str(p), "-enc", "UTF-8", pdf, "-"],
                           capture_output=True, text=True)
        out.append(norm(r.stdout))
    return out


def pdfinfo(pdf):
    r = subprocess.run(["pdfinfo", "-f", "1", "-l", "99", pdf], capture_output=True, text=True).stdout
    pages = int(re.search(r"^Pages:\s+(\d+)", r, re.M).group(1))
    sizes = re.findall(r"Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)", r)
    return pages, [(float(a), float(b)) for a, b in sizes]


def main():
    if len(REPORTS) != 12:
        fail("expected 12 reports, got %d" % len(REPORTS))
    ids = [r.id for r in REPORTS]
    if ids != ["bo%02d" % i for i in range(1, 13)]:
        fail("report ids: %s" % ids)
    total = 0
    ocr_pass = []
    for rep in REPORTS:
        rid = rep.id
        gpath = os.path.join(OUT, "reports", rid + ".gold.json")
        hpath = os.path.join(OUT, "reports", rid + ".html")
        if not os.path.exists(hpath):
            fail("%s: missing html" % rid)
        try:
            g = json.load(open(gpath, encoding="utf-8"))
        except Exception as ex:  # noqa
            fail("%s: gold unreadable: %s" % (rid, ex))
            continue
        if g != json.loads(json.dumps(gold(rep))):
            fail("%s: gold differs from model" % rid)
        res = g.get("results", [])
        total += len(res)
        for k in ("lab", "collected_at_default", "results"):
            if k not in g:
                fail("%s: gold lacks %s" % (rid, k))
        for i, r in enumerate(res):
            tag = "%s#%d %s" % (rid, i, r.get("printed_name"))
            for k, ty in (("printed_name", str), ("analyte", str), ("loinc", str), ("loinc_alternatives", list),
                          ("value_text", str), ("comparator", str), ("unit", str), ("collected_at", str)):
                if not isinstance(r.get(k), ty):
                    fail("%s: field %s type" % (tag, k))
            if "value" not in r or not (r["value"] is None or isinstance(r["value"], (int, float))):
                fail("%s: value type" % tag)
            if not r.get("printed_name", "").strip() or "  " in r.get("printed_name", ""):
                fail("%s: printed_name" % tag)
            v, c = expect_value(r["value_text"])
            if v != r["value"] or c != r["comparator"]:
                fail("%s: value/comparator %r %r vs text %r" % (tag, r["value"], r["comparator"], r["value_text"]))
            for code in [r["loinc"]] + r["loinc_alternatives"]:
                if not luhn_loinc(code):
                    fail("%s: LOINC check digit %s" % (tag, code))
            if r["loinc"] in r["loinc_alternatives"]:
                fail("%s: loinc repeated in alternatives" % tag)
            if not re.fullmatch(r"20(2[3-6])-\d\d-\d\d", r["collected_at"]):
                fail("%s: collected_at %s" % (tag, r["collected_at"]))
        # renderings
        cpdf = os.path.join(OUT, "rendered", rid + ".chromium.pdf")
        fpdf = os.path.join(OUT, "rendered", rid + ".fpdf.pdf")
        spdf = os.path.join(OUT, "rendered", rid + ".scan.pdf")
        n = len(rep.pages)
        if n not in (1, 2):
            fail("%s: %d pages in model" % (rid, n))
        for pdf in (cpdf, fpdf, spdf):
            if not os.path.exists(pdf):
                fail("%s: missing %s" % (rid, pdf)); continue
            pg, sizes = pdfinfo(pdf)
            if pg != n:
                fail("%s: %s has %d pages, model %d" % (rid, os.path.basename(pdf), pg, n))
            for w, h in sizes:
                if abs(w - 595.28) > 2 or abs(h - 841.89) > 2:
                    fail("%s: %s page size %sx%s not A4" % (rid, os.path.basename(pdf), w, h))
        if not all(os.path.exists(p) for p in (cpdf, fpdf, spdf)):
            continue
        stext = subprocess.run(["pdftotext", spdf, "-"], capture_output=True, text=True).stdout
        if stext.strip():
            fail("%s: scan has a text layer" % rid)
        fonts = subprocess.run(["pdffonts", spdf], capture_output=True, text=True).stdout.splitlines()
        if len(fonts) > 2:
            fail("%s: scan has fonts" % rid)
        placed = results_by_page(rep)
        for pdf in (cpdf, fpdf):
            pages = pdftext_pages(pdf, n)
            alltext = " ".join(pages)
            for (pi, r) in placed:
                t = pages[pi] if pi < len(pages) else ""
                if norm(r.value_text) not in t:
                    fail("%s: value %r (%s) not on page %d of %s" % (rid, r.value_text, r.printed_name, pi + 1,
                                                                     os.path.basename(pdf)))
                if r.unit and norm(r.unit) not in t:
                    fail("%s: unit %r (%s) not on page %d of %s" % (rid, r.unit, r.printed_name, pi + 1,
                                                                    os.path.basename(pdf)))
            for d in sorted({x["collected_at"] for x in res} | {g["collected_at_default"]}):
                y, m, dd = d.split("-")
                if "%s/%s/%s" % (dd, m, y) not in alltext:
                    fail("%s: date %s not printed in %s" % (rid, d, os.path.basename(pdf)))
        # OCR of page 1 of the scan
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(["pdftoppm", "-f", "1", "-l", "1", "-r", "200", "-gray", "-png", spdf,
                            os.path.join(td, "s")], check=True)
            png = [f for f in os.listdir(td) if f.endswith(".png")][0]
            o = subprocess.run(["tesseract", os.path.join(td, png), "-", "-l", "por"], capture_output=True,
                               text=True, env=dict(os.environ, OMP_THREAD_LIMIT="1")).stdout
        ocr = re.sub(r"\s+", "", unicodedata.normalize("NFKC", o))
        p1 = [r for pi, r in placed if pi == 0]
        hit = sum(1 for r in p1 if re.sub(r"\s+", "", norm(r.value_text)) in ocr)
        frac = hit / len(p1) if p1 else 0
        print("%s: %d results, %d pages, OCR page 1 values %d/%d (%.0f%%)" % (rid, len(res), n, hit, len(p1),
                                                                           100 * frac))
        if frac >= 0.6:
            ocr_pass.append(rid)
    if not (200 <= total <= 300):
        fail("total results %d outside 200-300" % total)
    if len(ocr_pass) < 3:
        fail("OCR >= 60%% on only %d reports" % len(ocr_pass))
    print("total results: %d; OCR >= 60%% on %d reports (%s)" % (total, len(ocr_pass), ", ".join(ocr_pass)))
    if fails:
        print("FAILURES (%d):" % len(fails))
        for f in fails:
            print("  - " + f)
        return 1
    print("ALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
