"""Checks for set "az" (exit status 0 when everything holds).

  python3 tools/check.py            all checks (runs Tesseract on three scans)
  python3 tools/check.py --no-ocr   skip the OCR check
"""
import datetime
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

IDS = [f"az{i:02d}" for i in range(1, 13)]
OCR_IDS = ["az04", "az07", "az10"]
FIELDS = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list, "value": (int, float, type(None)),
          "value_text": str, "comparator": str, "unit": str, "collected_at": str}
errors = []
warnings = []


def err(msg):
    errors.append(msg)


# --- independent re-implementations (deliberately not imported from catalog.py)
def luhn_loinc(code):
    m = re.fullmatch(r"(\d+)-(\d)", code)
    if not m:
        return False
    total = 0
    for pos, ch in enumerate(reversed(m.group(1))):
        d = int(ch)
        if pos % 2 == 0:
            d = sum(divmod(d * 2, 10))
        total += d
    return (10 - total % 10) % 10 == int(m.group(2))


WORDS = [("<=", ["<=", "≤", "inferior ou igual a", "menor ou igual a"]),
         (">=", [">=", "≥", "superior ou igual a", "maior ou igual a"]),
         ("<", ["<", "inferior a", "menor que", "menor do que"]),
         (">", [">", "superior a", "maior que", "maior do que"])]


def expect_value(vt):
    t = vt.strip()
    comp = ""
    for c, words in WORDS:
        for w in words:
            if t.lower().startswith(w):
                comp, t = c, t[len(w):].strip()
                break
        if comp:
            break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?", t):
        return float(t.replace(".", "").replace(",", ".")), comp
    return None, ""


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def pdftext(pdf, first=None, last=None):
    cmd = ["pdftotext", "-enc", "UTF-8"]
    if first:
        cmd += ["-f", str(first), "-l", str(last)]
    cmd += [pdf, "-"]
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def pages_of(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def check_gold(rid, g):
    for k in ("lab", "collected_at_default", "results"):
        if k not in g:
            err(f"{rid}: gold lacks '{k}'")
    datetime.date.fromisoformat(g["collected_at_default"])
    for i, r in enumerate(g["results"]):
        where = f"{rid} #{i} {r.get('printed_name')!r}"
        for f, t in FIELDS.items():
            if f not in r:
                err(f"{where}: missing {f}")
            elif not isinstance(r[f], t) or (t is str and f in ("printed_name", "analyte", "loinc", "value_text")
                                              and not r[f]):
                err(f"{where}: bad {f}={r[f]!r}")
        v, c = expect_value(r["value_text"])
        if c != r["comparator"]:
            err(f"{where}: comparator {r['comparator']!r} but value_text {r['value_text']!r}")
        if (v is None) != (r["value"] is None) or (v is not None and abs(v - r["value"]) > 1e-9):
            err(f"{where}: value {r['value']!r} but value_text {r['value_text']!r}")
        for code in [r["loinc"]] + r["loinc_alternatives"]:
            if not luhn_loinc(code):
                err(f"{where}: LOINC {code} fails the mod-10 check digit")
        if r["loinc"] in r["loinc_alternatives"]:
            err(f"{where}: loinc repeated among alternatives")
        try:
            datetime.date.fromisoformat(r["collected_at"])
        except ValueError:
            err(f"{where}: collected_at {r['collected_at']!r}")
        for flag in (" H", " L", "↑", "↓", "*", "Alto", "Baixo"):
            if r["value_text"].endswith(flag):
                err(f"{where}: flag inside value_text")


def check_text(rid, g):
    for kind in ("chromium", "fpdf"):
        pdf = os.path.join(ROOT, "rendered", f"{rid}.{kind}.pdf")
        txt = norm(pdftext(pdf))
        for r in g["results"]:
            for f in ("value_text", "unit"):
                if r[f] and norm(r[f]) not in txt:
                    err(f"{rid}: {f} {r[f]!r} ({r['printed_name']}) not in {kind} text layer")
            if norm(r["printed_name"]) not in txt:
                warnings.append(f"{rid}: printed_name {r['printed_name']!r} not found verbatim in {kind} text")


def check_pages(rid):
    n = [pages_of(os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf")) for k in ("chromium", "fpdf", "scan")]
    if len(set(n)) != 1 or n[0] not in (1, 2):
        err(f"{rid}: page counts chromium/fpdf/scan = {n}")
    scan = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    if pdftext(scan).strip():
        err(f"{rid}: scan has a text layer")
    fonts = subprocess.run(["pdffonts", scan], capture_output=True, text=True).stdout.splitlines()
    if len(fonts) > 2:
        err(f"{rid}: scan has fonts")
    return n[0]


def check_model(rid, g):
    from reports import REPORTS
    from model import gold
    r = next(x for x in REPORTS if x.id == rid)
    if gold(r) != json.loads(json.dumps(gold(r))) or json.loads(json.dumps(gold(r))) != g:
        err(f"{rid}: gold file differs from the model (rebuild)")


def ocr_page1(rid):
    from reports import REPORTS
    from model import results_by_page
    r = next(x for x in REPORTS if x.id == rid)
    vals = [vt for _, vt in results_by_page(r).get(0, [])]
    scan = os.path.join(ROOT, "rendered", f"{rid}.scan.pdf")
    png = subprocess.run(["pdftoppm", "-r", "200", "-f", "1", "-l", "1", "-gray", "-png", scan],
                         capture_output=True, check=True).stdout
    txt = subprocess.run(["tesseract", "stdin", "stdout", "-l", "por", "--psm", "3"], input=png,
                         capture_output=True, check=True).stdout.decode("utf-8", "replace")
    flat = re.sub(r"\s+", "", txt).lower()
    found = sum(1 for v in vals if re.sub(r"\s+", "", v).lower() in flat)
    return found, len(vals)


def main():
    do_ocr = "--no-ocr" not in sys.argv
    total = 0
    present = [i for i in IDS if os.path.exists(os.path.join(ROOT, "reports", f"{i}.gold.json"))]
    if present != IDS:
        err(f"expected 12 reports, found {len(present)}: missing {sorted(set(IDS) - set(present))}")
    for rid in present:
        with open(os.path.join(ROOT, "reports", f"{rid}.gold.json"), encoding="utf-8") as f:
            g = json.load(f)
        if not os.path.exists(os.path.join(ROOT, "reports", f"{rid}.html")):
            err(f"{rid}: html missing")
        check_gold(rid, g)
        check_model(rid, g)
        check_text(rid, g)
        pages = check_pages(rid)
        total += len(g["results"])
        print(f"{rid}: {len(g['results']):3d} results, {pages} page(s)")
    if not 200 <= total <= 300:
        err(f"total results {total} not within 200-300")
    print(f"total: {total} results in {len(present)} reports")
    if do_ocr:
        for rid in OCR_IDS:
            if rid not in present:
                continue
            found, n = ocr_page1(rid)
            share = found / n if n else 0
            print(f"OCR {rid} page 1: {found}/{n} values found ({share:.0%})")
            if share < 0.6:
                err(f"{rid}: OCR found only {share:.0%} of page-1 values")
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
