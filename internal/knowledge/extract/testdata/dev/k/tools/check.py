"""Independent checks of the set.  usage: python tools/check.py   (exit 1 on any failure)"""
import collections
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = ["lab", "collected_at_default", "results"]
RKEYS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text", "comparator", "unit", "collected_at"]
COMPS = {"", "<", ">", "<=", ">="}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
errors, notes = [], []


def err(m):
    errors.append(m)


def loinc_ok(code):
    m = re.fullmatch(r"(\d{1,7})-(\d)", code or "")
    if not m:
        return False
    digits = m.group(1)
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2 == 0:  # rightmost digit and every other one doubled
            n *= 2
            n = n // 10 + n % 10
        total += n
    return (10 - total % 10) % 10 == int(m.group(2))


WORD_COMP = [("superior ou igual a", ">="), ("inferior ou igual a", "<="), ("superior a", ">"), ("inferior a", "<"),
             ("maior que", ">"), ("menor que", "<"), (">=", ">="), ("<=", "<="), ("≥", ">="), ("≤", "<="), (">", ">"), ("<", "<")]
NUM = re.compile(r"^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$")


def parse(vt):
    """value_text -> (comparator, number or None)"""
    s = vt.strip()
    comp = ""
    for w, c in WORD_COMP:
        if s.lower().startswith(w):
            comp, s = c, s[len(w):].strip()
            break
    if NUM.match(s):
        x = s.replace(".", "").replace(",", ".")
        return comp, (float(x) if "." in x else int(x))
    return comp, None


def pdftext(path, first=None):
    args = ["pdftotext", "-layout", "-enc", "UTF-8"]
    if first:
        args += ["-f", str(first), "-l", str(first)]
    return subprocess.run(args + [path, "-"], capture_output=True, text=True, check=True).stdout


def npages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def squash(s):
    return re.sub(r"\s+", "", s)


def found(needle, text, lines):
    if squash(needle) in squash(text):
        return True
    words = needle.split()
    for k in range(1, len(words)):
        a, b = squash(" ".join(words[:k])), squash(" ".join(words[k:]))
        for i in range(len(lines) - 1):
            if a in squash(lines[i]) and b in squash(lines[i + 1]):
                return True
    return False


DOM_JS = r"""<script>
(function(){var o=[];
document.querySelectorAll('td, .ln').forEach(function(e){ if (e.scrollWidth > e.clientWidth + 1) o.push('X:' + e.textContent.slice(0,60)); });
document.querySelectorAll('.page').forEach(function(p, i){ var c = p.querySelector('.content'), f = p.querySelector('.foot');
  var pb = p.getBoundingClientRect();
  var cb = c.getBoundingClientRect();
  if (cb.bottom > pb.bottom - 1) o.push('P' + (i+1) + ': content beyond page');
  if (f && cb.bottom > f.getBoundingClientRect().top) o.push('P' + (i+1) + ': content runs into footer');
  if (p.scrollWidth > p.clientWidth + 1) o.push('P' + (i+1) + ': wider than page'); });
document.body.setAttribute('data-overflow', JSON.stringify(o));})();
</script></body>"""


def dom_overflow(html_path):
    src = open(html_path, encoding="utf-8").read().replace("</body>", DOM_JS)
    with tempfile.TemporaryDirectory() as tmp:
        p = os.path.join(tmp, "x.html")
        open(p, "w", encoding="utf-8").write(src)
        out = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={tmp}/prof",
                              "--dump-dom", "file://" + p], capture_output=True, text=True, timeout=120).stdout
    m = re.search(r'data-overflow="([^"]*)"', out)
    if not m:
        return ["could not read DOM overflow report"]
    import html as h
    return json.loads(h.unescape(m.group(1)))


def bbox_outside(pdf):
    out = subprocess.run(["pdftotext", "-bbox", pdf, "-"], capture_output=True, text=True, check=True).stdout
    bad = []
    pw = ph = None
    for line in out.splitlines():
        m = re.search(r'<page width="([\d.]+)" height="([\d.]+)"', line)
        if m:
            pw, ph = float(m.group(1)), float(m.group(2))
        m = re.search(r'xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">(.*)</word>', line)
        if m:
            x0, y0, x1, y1 = map(float, m.groups()[:4])
            if x0 < 5 or y0 < 5 or x1 > pw - 5 or y1 > ph - 5:
                bad.append(m.group(5))
    return bad


def main():
    golds = sorted(glob.glob(os.path.join(ROOT, "reports", "k*.gold.json")))
    n_res = n_pages = 0
    codes = set()
    for gp in golds:
        rid = os.path.basename(gp).split(".")[0]
        g = json.load(open(gp, encoding="utf-8"))
        if list(g.keys()) != KEYS:
            err(f"{rid}: top-level keys {list(g.keys())}")
        if not ISO.match(g["collected_at_default"]):
            err(f"{rid}: collected_at_default not ISO")
        pdfs = {k: os.path.join(ROOT, "rendered", f"{rid}.{k}.pdf") for k in ("chromium", "fpdf", "scan")}
        pc = {k: npages(v) for k, v in pdfs.items()}
        if len(set(pc.values())) != 1:
            err(f"{rid}: page counts differ {pc}")
        n_pages += pc["chromium"]
        fonts = subprocess.run(["pdffonts", pdfs["scan"]], capture_output=True, text=True).stdout.splitlines()[2:]
        if fonts:
            err(f"{rid}: scan has fonts {fonts}")
        if pdftext(pdfs["scan"]).strip():
            err(f"{rid}: scan has a text layer")
        texts = {k: pdftext(pdfs[k]) for k in ("chromium", "fpdf")}
        for i, r in enumerate(g["results"]):
            n_res += 1
            where = f"{rid}#{i} {r.get('printed_name')!r}"
            if list(r.keys()) != RKEYS:
                err(f"{where}: keys {list(r.keys())}")
                continue
            if not ISO.match(r["collected_at"]):
                err(f"{where}: collected_at not ISO")
            if r["comparator"] not in COMPS:
                err(f"{where}: comparator {r['comparator']!r}")
            for c in [r["loinc"]] + r["loinc_alternatives"]:
                codes.add(c)
                if not loinc_ok(c):
                    err(f"{where}: bad LOINC check digit {c}")
            if r["loinc"] in r["loinc_alternatives"]:
                err(f"{where}: main code repeated in alternatives")
            comp, val = parse(r["value_text"])
            if comp != r["comparator"]:
                err(f"{where}: comparator {r['comparator']!r} but value_text gives {comp!r}")
            if (val is None) != (r["value"] is None) or (val is not None and abs(val - r["value"]) > 1e-9):
                err(f"{where}: value {r['value']!r} but value_text {r['value_text']!r} parses to {val!r}")
            for kind, t in texts.items():
                lines = t.splitlines()
                for field in ("printed_name", "value_text", "unit"):
                    if r[field] and not found(r[field], t, lines):
                        err(f"{where}: {field} {r[field]!r} not found in {kind} text")
        # clipping / same printed text: per-page character multisets must agree between the two generators
        for p in range(1, pc["chromium"] + 1):
            a = collections.Counter(squash(pdftext(pdfs["chromium"], p)))
            b = collections.Counter(squash(pdftext(pdfs["fpdf"], p)))
            if a != b:
                err(f"{rid} p{p}: chromium vs fpdf text differs: only chromium {dict(a - b)} only fpdf {dict(b - a)}")
            wa = pdftext(pdfs["chromium"], p).split()
            wb = pdftext(pdfs["fpdf"], p).split()
            if collections.Counter(wa) != collections.Counter(wb):
                notes.append(f"{rid} p{p}: word tokenisation differs in {len(set(wa) ^ set(wb))} tokens (characters identical)")
        for k in ("chromium", "fpdf"):
            bad = bbox_outside(pdfs[k])
            if bad:
                err(f"{rid} {k}: words touching page edge: {bad[:5]}")
        ovf = dom_overflow(os.path.join(ROOT, "reports", rid + ".html"))
        if ovf:
            err(f"{rid}: chromium layout overflow {ovf[:5]}")
    for n in notes:
        print("note:", n)
    for e in errors:
        print("FAIL:", e)
    bad_codes = [c for c in codes if not loinc_ok(c)]
    print(f"{len(golds)} reports, {n_pages} pages, {n_res} results, {len(codes)} distinct codes (incl. alternatives), "
          f"{len(bad_codes)} bad check digits")
    print(f"{0 if errors else len(golds)} passed, {len(errors)} failed" if errors else f"{len(golds)} passed, 0 failed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
