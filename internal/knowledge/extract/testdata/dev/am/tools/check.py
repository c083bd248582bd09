"""Checks for set "am" (exit 0 when everything holds).

Independent of the generator: it re-parses the printed values, recomputes LOINC check digits and reads the
PDFs with the poppler tools and Tesseract.

usage: .venv/bin/python tools/check.py [--no-ocr]
"""
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IDS = ["am%02d" % i for i in range(1, 13)]
OCR_IDS = ["am01", "am09", "am12"]          # one-page reports whose page 1 is OCR-checked (>= 60 %)
OCR_MIN = 0.60
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (int, float,
                                                                                                    type(None)),
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
COMPARATORS = {"", "<", ">", "<=", ">="}

errors = []


def err(msg):
    errors.append(msg)
    print("FAIL:", msg)


# ---- independent helpers ---------------------------------------------------------------------
def loinc_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code or "")
    if not m:
        return False
    digits = [int(c) for c in m.group(1)]
    s = 0
    for pos, d in enumerate(reversed(digits), start=1):
        if pos % 2 == 1:
            d = 2 * d
            if d > 9:
                d -= 9
        s += d
    return (10 - s % 10) % 10 == int(m.group(2))


PREFIXES = [("inferior ou igual a ", "<="), ("superior ou igual a ", ">="), ("inferior a ", "<"),
            ("superior a ", ">"), ("<= ", "<="), (">= ", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def expected(value_text):
    t = value_text.strip()
    comp = ""
    for p, c in PREFIXES:
        if t.lower().startswith(p):
            comp, t = c, t[len(p):].strip()
            break
    if re.fullmatch(r"-?\d+(,\d+)?", t) or re.fullmatch(r"-?\d{1,3}(\.\d{3})+(,\d+)?", t):
        return float(t.replace(".", "").replace(",", ".")), comp
    return None, comp


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def pdftext(path, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last or first)]
    return subprocess.run(cmd + [path, "-"], capture_output=True, text=True, check=True).stdout


def npages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def br_date(iso):
    y, m, d = iso.split("-")
    return "%s/%s/%s" % (d, m, y)


# ---- checks ----------------------------------------------------------------------------------
def check_report(rid, do_ocr):
    gpath = os.path.join(ROOT, "reports", rid + ".gold.json")
    g = json.load(open(gpath, encoding="utf-8"))
    for k in ("lab", "collected_at_default", "results"):
        if k not in g:
            err("%s: top-level field %r missing" % (rid, k))
    try:
        datetime.date.fromisoformat(g["collected_at_default"])
    except Exception:
        err("%s: bad collected_at_default %r" % (rid, g.get("collected_at_default")))
    res = g["results"]
    for i, r in enumerate(res):
        tag = "%s#%d %s" % (rid, i, r.get("printed_name"))
        for f, typ in FIELDS.items():
            if f not in r:
                err("%s: field %s missing" % (tag, f))
            elif not isinstance(r[f], typ) or (f == "value" and isinstance(r[f], bool)):
                err("%s: field %s has type %s" % (tag, f, type(r[f]).__name__))
        if set(r) - set(FIELDS):
            err("%s: unexpected fields %s" % (tag, sorted(set(r) - set(FIELDS))))
        if not r["printed_name"].strip() or not r["value_text"].strip():
            err("%s: empty printed_name/value_text" % tag)
        if r["comparator"] not in COMPARATORS:
            err("%s: comparator %r" % (tag, r["comparator"]))
        ev, ec = expected(r["value_text"])
        if ec != r["comparator"]:
            err("%s: comparator %r but value_text %r" % (tag, r["comparator"], r["value_text"]))
        if ev is None:
            if r["value"] is not None:
                err("%s: value %r for qualitative %r" % (tag, r["value"], r["value_text"]))
        elif r["value"] is None or abs(float(r["value"]) - ev) > 1e-9:
            err("%s: value %r does not match %r" % (tag, r["value"], r["value_text"]))
        for code in [r["loinc"]] + list(r["loinc_alternatives"]):
            if not loinc_ok(code):
                err("%s: LOINC %r fails the mod-10 check digit" % (tag, code))
        if r["loinc"] in r["loinc_alternatives"]:
            err("%s: primary LOINC repeated among alternatives" % tag)
        try:
            datetime.date.fromisoformat(r["collected_at"])
        except Exception:
            err("%s: bad collected_at %r" % (tag, r["collected_at"]))

    rend = os.path.join(ROOT, "rendered")
    paths = {k: os.path.join(rend, "%s.%s.pdf" % (rid, k)) for k in ("chromium", "fpdf", "scan")}
    for k, p in paths.items():
        if not os.path.exists(p):
            err("%s: missing %s" % (rid, p))
            return len(res), None
    pc = {k: npages(p) for k, p in paths.items()}
    if len(set(pc.values())) != 1 or pc["chromium"] not in (1, 2):
        err("%s: page counts differ or out of range: %s" % (rid, pc))

    texts = {k: norm(pdftext(paths[k])) for k in ("chromium", "fpdf")}
    for k, t in texts.items():
        for i, r in enumerate(res):
            for f in ("value_text", "unit"):
                s = norm(r[f])
                if s and s not in t:
                    err("%s#%d %s: %s %r not in the %s text layer" % (rid, i, r["printed_name"], f, s, k))
        dates = {r["collected_at"] for r in res} | {g["collected_at_default"]}
        for d in dates:
            if br_date(d) not in t:
                err("%s: collection date %s not printed (%s)" % (rid, br_date(d), k))

    scan_txt = pdftext(paths["scan"]).strip()
    fonts = subprocess.run(["pdffonts", paths["scan"]], capture_output=True, text=True, check=True).stdout
    if scan_txt or len(fonts.strip().splitlines()) > 2:
        err("%s: scan has a text layer" % rid)

    ocr = None
    if do_ocr and rid in OCR_IDS:
        if pc["chromium"] != 1:
            err("%s: OCR check expects a one-page report" % rid)
        with tempfile.TemporaryDirectory(prefix="labdev-am-ocr-") as td:
            base = os.path.join(td, "p1")
            subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", "-f", "1", "-l", "1", "-singlefile",
                            paths["scan"], base], check=True)
            out = subprocess.run(["tesseract", base + ".png", "stdout", "-l", "por"], capture_output=True,
                                 text=True, check=True).stdout
        flat = re.sub(r"\s+", "", out)
        found = sum(1 for r in res if re.sub(r"\s+", "", r["value_text"]) in flat)
        ocr = found / float(len(res))
        if ocr < OCR_MIN:
            err("%s: Tesseract found only %d/%d values on page 1 of the scan" % (rid, found, len(res)))
        ocr = (found, len(res))
    return len(res), ocr


def main():
    do_ocr = "--no-ocr" not in sys.argv
    total, n = 0, 0
    for rid in IDS:
        if not os.path.exists(os.path.join(ROOT, "reports", rid + ".gold.json")):
            err("%s: gold missing" % rid)
            continue
        if not os.path.exists(os.path.join(ROOT, "reports", rid + ".html")):
            err("%s: html missing" % rid)
        k, ocr = check_report(rid, do_ocr)
        total += k
        n += 1
        print("%s: %d results%s" % (rid, k, "" if ocr is None else ", OCR page 1: %d/%d values found" % ocr))
    if n != 12:
        err("expected 12 reports, found %d" % n)
    if not 200 <= total <= 300:
        err("total results %d outside 200-300" % total)
    print("reports: %d, results: %d, failures: %d" % (n, total, len(errors)))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
