#!/usr/bin/env python3
"""Verify the development set.

- every reports/<id>.gold.json parses and has exactly the agreed fields
- LOINC codes (primary and alternatives) pass the mod-10 check digit
- value / comparator agree with value_text; dates are ISO
- every value_text and unit occurs, as a stand-alone token (not inside a longer
  number or word), in the pdftotext output of BOTH text-layer PDFs (Chromium and
  fpdf2; default mode, falling back to -layout with a warning) and in the HTML text
- page counts of the three renderings match the HTML design
- whole set stays under 12 MB
exit status 0 only if everything passes.
"""
import datetime
import glob
import html
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from loinc_check import valid as loinc_valid  # noqa: E402

KEYS = ["printed_name", "analyte", "loinc", "loinc_alternatives", "value", "value_text",
        "comparator", "unit", "collected_at"]
errors, warnings = [], []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def norm(s):
    return " ".join(s.replace("\u00a0", " ").split())


def pdftext(path, layout=False):
    cmd = ["pdftotext", "-enc", "UTF-8"] + (["-layout"] if layout else []) + [path, "-"]
    return norm(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)


def pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def iso(s):
    try:
        datetime.date.fromisoformat(s)
        return len(s) == 10
    except (TypeError, ValueError):
        return False


def expected_value(vt):
    """possible (value, comparator) readings of a printed value"""
    s = vt.strip()
    comp = ""
    for c, n in (("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")):
        if s.startswith(c):
            comp, s = n, s[len(c):].strip()
            break
    if not re.fullmatch(r"[+-]?\d[\d.,]*", s):
        return [(None, "")]
    out = []
    for dec, thou in ((",", "."), (".", ",")):
        t = s.replace(thou, "").replace(dec, ".")
        try:
            out.append((float(t), comp))
        except ValueError:
            pass
    return out


def check_report(gp):
    rid = os.path.basename(gp).split(".")[0]
    try:
        with open(gp, encoding="utf-8") as fh:
            g = json.load(fh)
    except Exception as e:  # noqa: BLE001
        err(rid, "gold does not parse: %s" % e)
        return None
    if list(g.keys()) != ["lab", "collected_at_default", "results"]:
        err(rid, "top-level keys %s" % list(g.keys()))
    if not iso(g.get("collected_at_default")):
        err(rid, "collected_at_default not ISO")
    hp = os.path.join(HERE, "reports", rid + ".html")
    with open(hp, encoding="utf-8") as fh:
        raw = fh.read()
    htmltext = norm(html.unescape(re.sub(r"<[^>]+>", " ", raw.split("<body>", 1)[1])))
    npages = raw.count('<div class="page">')
    texts = {}
    for kind in ("chromium", "fpdf"):
        p = os.path.join(HERE, "rendered", "%s.%s.pdf" % (rid, kind))
        texts[kind] = (pdftext(p), pdftext(p, layout=True))
    for kind in ("chromium", "fpdf", "scan"):
        p = os.path.join(HERE, "rendered", "%s.%s.pdf" % (rid, kind))
        if pages(p) != npages:
            err(rid, "%s has %d pages, HTML designs %d" % (kind, pages(p), npages))

    for i, r in enumerate(g["results"]):
        where = "result %d (%s)" % (i, r.get("printed_name"))
        if list(r.keys()) != KEYS:
            err(rid, "%s keys %s" % (where, list(r.keys())))
            continue
        if not loinc_valid(r["loinc"]):
            err(rid, "%s bad LOINC %s" % (where, r["loinc"]))
        if not isinstance(r["loinc_alternatives"], list):
            err(rid, "%s alternatives not a list" % where)
        for a in r["loinc_alternatives"]:
            if not loinc_valid(a) or a == r["loinc"]:
                err(rid, "%s bad alternative %s" % (where, a))
        if not iso(r["collected_at"]):
            err(rid, "%s collected_at %r" % (where, r["collected_at"]))
        for f in ("printed_name", "analyte", "value_text", "unit", "comparator"):
            if not isinstance(r[f], str):
                err(rid, "%s %s not a string" % (where, f))
        if r["comparator"] not in ("", "<", ">", "<=", ">="):
            err(rid, "%s comparator %r" % (where, r["comparator"]))
        v = r["value"]
        if v is not None and (isinstance(v, bool) or not isinstance(v, (int, float))):
            err(rid, "%s value type" % where)
        ok = False
        for ev, ec in expected_value(r["value_text"]):
            if ev is None and v is None and r["comparator"] == "":
                ok = True
            elif ev is not None and v is not None and abs(ev - v) < 1e-9 and ec == r["comparator"]:
                ok = True
        if not ok:
            err(rid, "%s value %r / comparator %r disagree with value_text %r" % (
                where, v, r["comparator"], r["value_text"]))
        for field in ("value_text", "unit"):
            s = norm(r[field])
            if not s:
                continue
            if s not in htmltext:
                err(rid, "%s %s %r not in HTML text" % (where, field, s))
            tok = re.compile(r"(?<![0-9A-Za-z,.])" + re.escape(s) + r"(?![0-9A-Za-z])")
            for kind, (plain, layout) in texts.items():
                if not tok.search(plain):
                    if tok.search(layout):
                        warnings.append("%s: %s %s %r only in pdftotext -layout of %s" % (rid, where, field, s, kind))
                    else:
                        err(rid, "%s %s %r not in pdftotext of %s pdf" % (where, field, s, kind))
        for w in re.split(r"[\s\-]+", norm(r["printed_name"])):
            if not w:
                continue
            if w not in texts["chromium"][0] or w not in texts["fpdf"][0]:
                warnings.append("%s: %s name word %r not found in a text layer" % (rid, where, w))
    return g


def main():
    golds = sorted(glob.glob(os.path.join(HERE, "reports", "*.gold.json")))
    if not golds:
        print("no gold files")
        return 1
    total, codes, analytes, labs = 0, set(), set(), set()
    for gp in golds:
        g = check_report(gp)
        if g:
            total += len(g["results"])
            labs.add(g["lab"])
            for r in g["results"]:
                codes.add(r["loinc"])
                analytes.add(r["analyte"])
    size = 0
    for root, dirs, files in os.walk(HERE):
        if ".venv" in root or "__pycache__" in root:
            continue
        size += sum(os.path.getsize(os.path.join(root, f)) for f in files)
    if size > 12 * 1024 * 1024:
        errors.append("set is %.1f MB (> 12 MB)" % (size / 1048576))
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("FAIL", e)
    print("reports=%d results=%d distinct_loinc=%d distinct_analytes=%d labs=%d size=%.1fMB" % (
        len(golds), total, len(codes), len(analytes), len(labs), size / 1048576))
    print("OK" if not errors else "%d problem(s)" % len(errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
