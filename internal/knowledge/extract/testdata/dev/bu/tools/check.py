"""Checks for dev set bu.  Run from OUTDIR: python3 tools/check.py  (exit 0 when all pass)."""
import datetime, json, os, re, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import reports_data as RD  # noqa: E402
from engine import loinc_ok  # noqa: E402

FAIL = []


def fail(msg):
    FAIL.append(msg)


def norm(s):
    return " ".join(s.split())


def page_texts(pdf):
    n = npages(pdf)
    out = []
    for i in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-f", str(i), "-l", str(i), "-enc", "UTF-8", pdf, "-"],
                           capture_output=True, text=True).stdout
        out.append(norm(t))
    return out


def npages(pdf):
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", info).group(1))


def a4_pages(pdf):
    n = npages(pdf)
    info = subprocess.run(["pdfinfo", "-f", "1", "-l", str(n), pdf], capture_output=True, text=True).stdout
    sizes = re.findall(r"Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)", info)
    return len(sizes) == n and all(abs(float(w) - 595.3) < 2 and abs(float(h) - 841.9) < 2 for w, h in sizes)


NUM = re.compile(r"-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?")
WORDS = [("inferior a ", "<"), ("superior a ", ">"), ("menor que ", "<"), ("maior que ", ">"),
         ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def expected_value(vt):
    s, comp = vt.strip(), ""
    for w, c in WORDS:
        if s.lower().startswith(w):
            s, comp = s[len(w):].strip(), c
            break
    if NUM.fullmatch(s):
        return float(s.replace(".", "").replace(",", ".")), comp
    return None, ""


def check_report(rid):
    gpath = os.path.join(OUT, "reports", rid + ".gold.json")
    if not os.path.exists(gpath):
        fail(f"{rid}: gold missing")
        return 0, None
    gold = json.load(open(gpath, encoding="utf-8"))
    model = RD.gold(rid)
    if gold != model:
        fail(f"{rid}: gold file differs from the model")
    for k in ("lab", "collected_at_default", "results"):
        if k not in gold:
            fail(f"{rid}: top-level field {k} missing")
    doc, info = RD.build(rid)
    model_pages = [[x.gold(gold["collected_at_default"]) for x in p["results"]] for p in doc.pages]
    # renderings
    paths = {k: os.path.join(OUT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
    for k, p in paths.items():
        if not os.path.exists(p):
            fail(f"{rid}: {k} rendering missing")
            return len(gold["results"]), None
    counts = {k: npages(p) for k, p in paths.items()}
    if len(set(counts.values())) != 1 or counts["chromium"] != len(doc.pages):
        fail(f"{rid}: page counts differ {counts} model={len(doc.pages)}")
    if not (1 <= counts["chromium"] <= 2):
        fail(f"{rid}: {counts['chromium']} pages")
    for k, p in paths.items():
        if not a4_pages(p):
            fail(f"{rid}: {k} not A4")
    st = subprocess.run(["pdftotext", paths["scan"], "-"], capture_output=True, text=True).stdout
    fonts = subprocess.run(["pdffonts", paths["scan"]], capture_output=True, text=True).stdout.splitlines()
    if st.strip() or len(fonts) > 2:
        fail(f"{rid}: scan has a text layer")
    texts = {k: page_texts(paths[k]) for k in ("chromium", "fpdf")}
    for key in ("lab",):
        if norm(gold["lab"]).lower() not in texts["chromium"][0].lower():
            fail(f"{rid}: lab name not printed on page 1")
    ok_types = True
    for pi, page in enumerate(model_pages):
        for res in page:
            for k, t in (("printed_name", str), ("analyte", str), ("loinc", str), ("loinc_alternatives", list),
                         ("value_text", str), ("comparator", str), ("unit", str), ("collected_at", str)):
                if not isinstance(res.get(k), t):
                    fail(f"{rid}: {res.get('printed_name')}: field {k} missing or mistyped")
                    ok_types = False
            if not ok_types:
                continue
            if not (res["value"] is None or isinstance(res["value"], (int, float))):
                fail(f"{rid}: {res['printed_name']}: value mistyped")
            ev, ec = expected_value(res["value_text"])
            if ev is None:
                if res["value"] is not None or res["comparator"] != "":
                    fail(f"{rid}: {res['printed_name']}: qualitative value/comparator wrong")
            else:
                if res["value"] is None or abs(res["value"] - ev) > 1e-9 or res["comparator"] != ec:
                    fail(f"{rid}: {res['printed_name']}: value/comparator disagree with {res['value_text']!r}")
            for code in [res["loinc"]] + res["loinc_alternatives"]:
                if not loinc_ok(code):
                    fail(f"{rid}: bad LOINC check digit {code}")
            try:
                d = datetime.date.fromisoformat(res["collected_at"])
            except ValueError:
                fail(f"{rid}: bad date {res['collected_at']}")
                continue
            dmy = d.strftime("%d/%m/%Y")
            if not any(dmy in t for t in texts["chromium"]):
                fail(f"{rid}: collection date {dmy} not printed")
            for k in ("chromium", "fpdf"):
                pt = texts[k][pi] if pi < len(texts[k]) else ""
                if norm(res["value_text"]) not in pt:
                    fail(f"{rid}: value {res['value_text']!r} ({res['printed_name']}) not in {k} page {pi+1}")
                if res["unit"] and norm(res["unit"]) not in pt:
                    fail(f"{rid}: unit {res['unit']!r} ({res['printed_name']}) not in {k} page {pi+1}")
    return len(gold["results"]), (paths["scan"], [x["value_text"] for x in model_pages[0]])


def ocr_ratio(arg):
    scan, values = arg
    with tempfile.TemporaryDirectory(dir=OUT) as td:
        subprocess.run(["pdftoppm", "-r", "200", "-f", "1", "-l", "1", "-gray", "-png", scan,
                        os.path.join(td, "p")], check=True)
        png = [f for f in os.listdir(td) if f.endswith(".png")][0]
        txt = subprocess.run(["tesseract", os.path.join(td, png), "-", "-l", "por", "--psm", "3"],
                             capture_output=True, text=True).stdout
    flat = "".join(txt.split())
    found = sum(1 for v in values if "".join(v.split()) in flat)
    return found / max(1, len(values))


def main():
    ids = RD.IDS
    if len(ids) != 12:
        fail("not 12 reports")
    total = 0
    scans = {}
    for rid in ids:
        n, sc = check_report(rid)
        total += n
        if sc:
            scans[rid] = sc
    if not (200 <= total <= 300):
        fail(f"total results {total} outside 200-300")
    with ThreadPoolExecutor(max_workers=2) as ex:
        ratios = dict(zip(scans, ex.map(ocr_ratio, scans.values())))
    good = [k for k, v in ratios.items() if v >= 0.6]
    print("OCR (tesseract por, scan page 1) share of page-1 values found:")
    print("  " + ", ".join(f"{k} {v:.0%}" for k, v in ratios.items()))
    if len(good) < 3:
        fail(f"only {len(good)} reports reach 60 % OCR recall on page 1")
    print(f"reports: {len(ids)}  results: {total}")
    if FAIL:
        print(f"FAILED ({len(FAIL)}):")
        for f in FAIL:
            print("  -", f)
        sys.exit(1)
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
