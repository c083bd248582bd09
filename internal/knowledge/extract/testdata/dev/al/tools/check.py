"""Checks for set "al" (exit status 0 = all good).

usage: python tools/check.py [--no-ocr]"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import gold, gold_entries, LOINC  # noqa: E402
from reports import REPORTS  # noqa: E402

OCR_IDS = ["al01", "al07", "al11"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (int, float, type(None)),
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
errors = []


def err(msg):
    errors.append(msg)
    print("FAIL", msg)


def luhn_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code)
    if not m:
        return False
    s = 0
    for i, ch in enumerate(reversed(m.group(1))):
        d = int(ch)
        if i % 2 == 0:
            d = sum(divmod(d * 2, 10))
        s += d
    return (10 - s % 10) % 10 == int(m.group(2))


WORDS = [("<=", ("<=", "≤", "inferior ou igual a")), (">=", (">=", "≥", "superior ou igual a")),
         ("<", ("<", "inferior a", "menor que", "menor do que")), (">", (">", "superior a", "maior que", "maior do que"))]


def expected_value(vt):
    t = vt.strip()
    comp = ""
    for c, prefixes in WORDS:
        hit = next((p for p in prefixes if t.lower().startswith(p)), None)
        if hit:
            comp, t = c, t[len(hit):].strip()
            break
    if re.fullmatch(r"[0-9.]+(,[0-9]+)?", t) and re.fullmatch(r"\d{1,3}(\.\d{3})*(,\d+)?|\d+(,\d+)?", t):
        return float(t.replace(".", "").replace(",", ".")), comp
    return None, ""


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def has(text, needle):
    """needle occurs in text as a whole token (not inside a longer number or word)."""
    return re.search(r"(?<![\w,.])" + re.escape(needle) + r"(?![\w,]|\.\d)", text) is not None


def pdftext(path, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last)]
    return subprocess.run(cmd + [path, "-"], capture_output=True, text=True, check=True).stdout


def pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def ocr_page1(scan, rid):
    tmp = os.path.join(ROOT, "build", "ocr-" + rid)
    os.makedirs(tmp, exist_ok=True)
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1", scan, os.path.join(tmp, "p")], check=True)
    img = [f for f in os.listdir(tmp) if f.startswith("p") and f.endswith(".pgm")][0]
    txt = subprocess.run(["tesseract", os.path.join(tmp, img), "-", "-l", "por", "--psm", "3"],
                         capture_output=True, text=True, check=True).stdout
    for f in os.listdir(tmp):
        os.remove(os.path.join(tmp, f))
    os.rmdir(tmp)
    return txt


def main(argv):
    do_ocr = "--no-ocr" not in argv
    total = 0
    if len(REPORTS) != 12:
        err(f"{len(REPORTS)} reports, expected 12")
    for rep in REPORTS:
        rid = rep.id
        gpath = os.path.join(ROOT, "reports", rid + ".gold.json")
        with open(gpath, encoding="utf-8") as f:
            g = json.load(f)
        if g != json.loads(json.dumps(gold(rep), ensure_ascii=False)):
            err(f"{rid}: gold file is stale (rebuild)")
        for k in ("lab", "collected_at_default", "results"):
            if k not in g:
                err(f"{rid}: missing top-level {k}")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", g["collected_at_default"]):
            err(f"{rid}: bad collected_at_default")
        res = g["results"]
        total += len(res)
        pdfs = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
        for k, p in pdfs.items():
            if not os.path.exists(p):
                err(f"{rid}: missing {p}")
        texts = {k: norm(pdftext(pdfs[k])) for k in ("chromium", "fpdf")}
        dates_printed = set(re.findall(r"\d{2}/\d{2}/\d{4}", texts["chromium"]))
        for i, r in enumerate(res):
            where = f"{rid}[{i}] {r.get('printed_name')!r}"
            for k, t in FIELDS.items():
                if k not in r:
                    err(f"{where}: missing {k}")
                elif not isinstance(r[k], t) or isinstance(r[k], bool):
                    err(f"{where}: {k} has type {type(r[k]).__name__}")
            if set(r) - set(FIELDS):
                err(f"{where}: extra fields {set(r) - set(FIELDS)}")
            if r["comparator"] not in ("", "<", ">", "<=", ">="):
                err(f"{where}: comparator {r['comparator']!r}")
            ev, ec = expected_value(r["value_text"])
            if (ev is None) != (r["value"] is None) or (ev is not None and abs(ev - r["value"]) > 1e-9) \
                    or ec != r["comparator"]:
                err(f"{where}: value/comparator {r['value']!r}/{r['comparator']!r} vs {r['value_text']!r}")
            for code in [r["loinc"]] + r["loinc_alternatives"]:
                if not luhn_ok(code):
                    err(f"{where}: LOINC check digit {code}")
            if r["loinc"] in r["loinc_alternatives"]:
                err(f"{where}: primary code repeated in alternatives")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["collected_at"]):
                err(f"{where}: collected_at {r['collected_at']!r}")
            y, m, d = r["collected_at"].split("-")
            if f"{d}/{m}/{y}" not in dates_printed:
                err(f"{where}: collection date {r['collected_at']} not printed in the report")
            for kind, t in texts.items():
                for fld in ("value_text", "unit"):
                    if r[fld] and not has(t, norm(r[fld])):
                        err(f"{where}: {fld} {r[fld]!r} not in {kind} text layer")
            if not r["printed_name"] or "\n" in r["printed_name"]:
                err(f"{where}: bad printed_name")
        n = len(rep.pages)
        pc = {k: pages(p) for k, p in pdfs.items()}
        if len(set(pc.values())) != 1 or n not in pc.values() or not 1 <= n <= 2:
            err(f"{rid}: page counts {pc} (model {n})")
        if pdftext(pdfs["scan"]).strip():
            err(f"{rid}: scan has a text layer")
        fonts = subprocess.run(["pdffonts", pdfs["scan"]], capture_output=True, text=True).stdout.splitlines()
        if len(fonts) > 2:
            err(f"{rid}: scan has fonts")
        status = f"{rid}: {len(res)} results, pages {pc['chromium']}/{pc['fpdf']}/{pc['scan']}"
        if do_ocr and rid in OCR_IDS:
            ocr = norm(ocr_page1(pdfs["scan"], rid))
            ocr_ns = ocr.replace(" ", "")
            p1 = [e for e in gold_entries(rep) if e["_page"] == 1]
            found = sum(1 for e in p1 if has(ocr, norm(e["value_text"]))
                        or (" " in e["value_text"] and e["value_text"].replace(" ", "") in ocr_ns))
            frac = found / len(p1)
            status += f", OCR page 1: {found}/{len(p1)} values ({frac:.0%})"
            if frac < 0.60:
                err(f"{rid}: OCR found only {frac:.0%} of page-1 values")
        print(status)
    print(f"total results: {total}")
    if not 200 <= total <= 300:
        err(f"total {total} outside 200-300")
    print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
