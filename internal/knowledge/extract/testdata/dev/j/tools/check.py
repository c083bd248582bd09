"""Checks the gold files against the three renderings. Usage: python tools/check.py"""
import collections, json, os, re, subprocess, sys
sys.path.insert(0, os.path.dirname(__file__))
from lib import parse_value, loinc_ok

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = ["lab", "collected_at_default", "results"]
RKEYS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
WS = re.compile(r"\s+")


def sh(*a):
    return subprocess.run(a, capture_output=True, text=True).stdout


def pages(pdf):
    return int(re.search(r"Pages:\s+(\d+)", sh("pdfinfo", pdf)).group(1))


def page_text(pdf, n):
    return sh("pdftotext", "-layout", "-f", str(n), "-l", str(n), pdf, "-")


def nows(s):
    return WS.sub("", s.replace("\xa0", " "))


def name_found(name, lines):
    target = nows(name)
    flat = [nows(l) for l in lines]
    if any(target in l for l in flat):
        return True
    words = name.split()
    for k in range(1, len(words)):
        a, b = nows(" ".join(words[:k])), nows(" ".join(words[k:]))
        for i in range(len(flat) - 1):
            if flat[i].endswith(a) or a in flat[i]:
                if b in flat[i + 1]:
                    return True
    return False


def main():
    errors, n_res, n_pages, codes = [], 0, 0, set()
    ids = sorted(f[:-10] for f in os.listdir(os.path.join(ROOT, "reports")) if f.endswith(".gold.json"))
    for rid in ids:
        g = json.load(open(os.path.join(ROOT, "reports", rid + ".gold.json"), encoding="utf-8"))
        E = lambda m: errors.append(f"{rid}: {m}")
        if list(g) != KEYS:
            E(f"top keys {list(g)}")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", g["collected_at_default"]):
            E("bad default date")
        pdfs = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
        pc = {k: pages(p) for k, p in pdfs.items()}
        if len(set(pc.values())) != 1:
            E(f"page counts differ {pc}")
        n_pages += pc["chromium"]
        fonts = sh("pdffonts", pdfs["scan"]).strip().splitlines()
        if len(fonts) > 2:
            E("scan has fonts")
        if sh("pdftotext", pdfs["scan"], "-").strip():
            E("scan has a text layer")
        texts = {k: [page_text(pdfs[k], i) for i in range(1, pc[k] + 1)] for k in ("chromium", "fpdf")}
        # clipping / consistency: same words on every page of both text renderings
        for i in range(pc["chromium"]):
            wc = collections.Counter(texts["chromium"][i].split())
            wf = collections.Counter(texts["fpdf"][i].split())
            if wc != wf:
                # tolerate different word splitting: compare characters too
                cc, cf = collections.Counter(nows(texts["chromium"][i])), collections.Counter(nows(texts["fpdf"][i]))
                if cc != cf:
                    E(f"page {i+1}: chromium vs fpdf text differ: only chromium {dict((wc-wf))} only fpdf {dict((wf-wc))}")
        for k in ("chromium", "fpdf"):
            full = "\n".join(texts[k])
            flat, lines = nows(full), full.splitlines()
            for r in g["results"]:
                if nows(r["value_text"]) not in flat:
                    E(f"{k}: value_text {r['value_text']!r} not found")
                if r["unit"] and nows(r["unit"]) not in flat:
                    E(f"{k}: unit {r['unit']!r} not found")
                if not name_found(r["printed_name"], lines):
                    E(f"{k}: name {r['printed_name']!r} not found")
        for j, r in enumerate(g["results"]):
            n_res += 1
            if list(r) != RKEYS:
                E(f"result {j} keys {list(r)}")
                continue
            for c in [r["loinc"], *r["loinc_alternatives"]]:
                codes.add(c) if c == r["loinc"] else None
                if not loinc_ok(c):
                    E(f"result {j} bad LOINC {c}")
            if r["comparator"] not in ("", "<", ">", "<=", ">="):
                E(f"result {j} comparator {r['comparator']!r}")
            v, comp = parse_value(r["value_text"])
            if v != r["value"] or type(v) is not type(r["value"]) or comp != r["comparator"]:
                E(f"result {j} value {r['value']!r}/{r['comparator']!r} vs parsed {v!r}/{comp!r} from {r['value_text']!r}")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["collected_at"]):
                E(f"result {j} bad date")
    for e in errors:
        print("ERROR", e)
    print(f"{len(ids)} reports, {n_pages} pages, {n_res} results, {len(codes)} distinct primary codes: "
          f"{'OK' if not errors else str(len(errors)) + ' errors'}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
