"""Checks for the br development set. Run from OUTDIR: python3 tools/check.py  (exit 0 = all pass)"""
import json, os, re, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from model import gold, result_pages, luhn_ok
from reports_data import REPORTS

OUT = os.path.dirname(HERE)
fails = []


def fail(msg):
    fails.append(msg)


def norm(s):
    s = s.replace("\u03bc", "\u00b5").replace("\u00a0", " ")
    return " ".join(s.split())


def page_texts(pdf):
    n = npages(pdf)
    out = []
    for p in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-f", str(p), "-l", str(p), "-enc", "UTF-8", pdf, "-"],
                           capture_output=True, text=True).stdout
        out.append(norm(t))
    return out


def pdfinfo(pdf):
    return subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout


def npages(pdf):
    return int(re.search(r"Pages:\s+(\d+)", pdfinfo(pdf)).group(1))


def a4_ok(pdf):
    n = npages(pdf)
    info = subprocess.run(["pdfinfo", "-f", "1", "-l", str(n), pdf], capture_output=True, text=True).stdout
    sizes = re.findall(r"size:\s+([\d.]+) x ([\d.]+) pts", info)
    return len(sizes) == n and all(abs(float(w) - 595.28) < 2 and abs(float(h) - 841.89) < 2 for w, h in sizes)


NUM = re.compile(r"^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$")
COMPS = {"inferior a": "<", "superior a": ">", "<=": "<=", ">=": ">=", "≤": "<=", "≥": ">=", "<": "<", ">": ">"}


def expect(vt):
    t = vt.strip()
    comp = ""
    for w in sorted(COMPS, key=len, reverse=True):
        if t.lower().startswith(w):
            comp, t = COMPS[w], t[len(w):].strip()
            break
    m = NUM.match(t)
    if not m:
        return None, ""
    num = m.group(1).replace(".", "") + ("." + m.group(2) if m.group(2) else "")
    return float(num), comp


ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
total = 0
ocr_ok = []
ids = [f"br{i:02d}" for i in range(1, 13)]
reps = {r["id"]: r for r in REPORTS}
if sorted(reps) != ids:
    fail(f"report ids {sorted(reps)} != br01..br12")
for rid in ids:
    rep = reps.get(rid)
    if rep is None:
        continue
    gp = os.path.join(OUT, "reports", rid + ".gold.json")
    hp = os.path.join(OUT, "reports", rid + ".html")
    pdfs = {k: os.path.join(OUT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
    for p in [gp, hp] + list(pdfs.values()):
        if not os.path.exists(p):
            fail(f"{rid}: missing {p}")
    if not os.path.exists(gp):
        continue
    g = json.load(open(gp, encoding="utf-8"))
    if g != json.loads(json.dumps(gold(rep), ensure_ascii=False)):
        fail(f"{rid}: gold file differs from model")
    res = g["results"]
    total += len(res)
    for k in ("lab", "collected_at_default", "results"):
        if k not in g:
            fail(f"{rid}: gold lacks {k}")
    pages = result_pages(rep)
    ptxt = {k: page_texts(pdfs[k]) for k in ("chromium", "fpdf")}
    alltext = " ".join(ptxt["chromium"])
    for i, r in enumerate(res):
        tag = f"{rid}#{i} {r.get('printed_name')!r}"
        types = {"printed_name": str, "analyte": str, "loinc": str, "loinc_alternatives": list,
                 "value_text": str, "comparator": str, "unit": str, "collected_at": str}
        for k, ty in types.items():
            if not isinstance(r.get(k), ty):
                fail(f"{tag}: field {k} missing or not {ty.__name__}")
        if "value" not in r or not (r["value"] is None or isinstance(r["value"], (int, float))):
            fail(f"{tag}: bad value")
        if not r["printed_name"].strip() or not r["value_text"].strip():
            fail(f"{tag}: empty name or value_text")
        ev, ec = expect(r["value_text"])
        if r["value"] is None:
            if r["comparator"] != "":
                fail(f"{tag}: qualitative with comparator")
            if ev is not None and "/" not in r["value_text"]:
                fail(f"{tag}: numeric value_text {r['value_text']!r} but value null")
        else:
            if ev is None or abs(ev - r["value"]) > 1e-9 or ec != r["comparator"]:
                fail(f"{tag}: value/comparator {r['value']!r}/{r['comparator']!r} disagree with {r['value_text']!r}")
        if r["comparator"] not in ("", "<", ">", "<=", ">="):
            fail(f"{tag}: comparator {r['comparator']!r}")
        for c in [r["loinc"]] + r["loinc_alternatives"]:
            if not re.match(r"^\d+-\d$", c) or not luhn_ok(c):
                fail(f"{tag}: LOINC {c} fails check digit")
        if not ISO.match(r["collected_at"]):
            fail(f"{tag}: collected_at not ISO")
        else:
            y, m, d = r["collected_at"].split("-")
            if f"{d}/{m}/{y}" not in alltext:
                fail(f"{tag}: date {d}/{m}/{y} not printed")
        pg = pages[i]
        for k in ("chromium", "fpdf"):
            if pg >= len(ptxt[k]):
                fail(f"{tag}: page {pg+1} missing in {k}")
                continue
            t = ptxt[k][pg]
            if norm(r["value_text"]) not in t:
                fail(f"{tag}: value_text {r['value_text']!r} not on page {pg+1} of {k}")
            if r["unit"] and norm(r["unit"]) not in t:
                fail(f"{tag}: unit {r['unit']!r} not on page {pg+1} of {k}")
    # renderings
    if all(os.path.exists(p) for p in pdfs.values()):
        ns = {k: npages(p) for k, p in pdfs.items()}
        if len(set(ns.values())) != 1 or ns["chromium"] != len(rep["pages"]):
            fail(f"{rid}: page counts {ns}, model {len(rep['pages'])}")
        if ns["chromium"] not in (1, 2):
            fail(f"{rid}: {ns['chromium']} pages")
        for k, p in pdfs.items():
            if not a4_ok(p):
                fail(f"{rid}: {k} not A4")
        st = subprocess.run(["pdftotext", pdfs["scan"], "-"], capture_output=True, text=True).stdout
        fonts = subprocess.run(["pdffonts", pdfs["scan"]], capture_output=True, text=True).stdout.strip().splitlines()
        if st.strip() or len(fonts) > 2:
            fail(f"{rid}: scan has a text layer")
        # OCR of page 1
        with tempfile.TemporaryDirectory() as td:
            subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", "1", "-l", "1", pdfs["scan"], os.path.join(td, "s")], check=True)
            img = [f for f in os.listdir(td)][0]
            ocr = subprocess.run(["tesseract", os.path.join(td, img), "-", "-l", "por", "--psm", "3"],
                                 capture_output=True, text=True).stdout
        o = "".join(norm(ocr).split()).lower()
        p1 = [r for r, pg in zip(res, pages) if pg == 0]
        hit = sum(1 for r in p1 if "".join(norm(r["value_text"]).split()).lower() in o)
        frac = hit / len(p1) if p1 else 0
        ocr_ok.append((rid, frac))
        print(f"{rid}: {len(res):3d} results, pages {ns['chromium']}, OCR page-1 values found {hit}/{len(p1)} = {frac:.0%}")

if not (200 <= total <= 300):
    fail(f"total results {total} not in 200..300")
good = [r for r, f in ocr_ok if f >= 0.6]
if len(good) < 3:
    fail(f"only {len(good)} reports reach 60% OCR on page 1")
print(f"total results: {total}; reports with >=60% OCR on page 1: {len(good)} ({', '.join(good)})")
if fails:
    print(f"FAIL ({len(fails)} problems)")
    for f in fails[:200]:
        print("  -", f)
    sys.exit(1)
print("ALL CHECKS PASSED")
