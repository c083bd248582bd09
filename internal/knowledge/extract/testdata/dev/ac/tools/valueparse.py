"""Shared helpers: value parsing from printed text and LOINC check digit."""
import re

WORDS = [("inferior a", "<"), ("menor que", "<"), ("menor do que", "<"), ("abaixo de", "<"),
         ("superior a", ">"), ("maior que", ">"), ("maior do que", ">"), ("acima de", ">"),
         ("até", "<="), ("ate", "<=")]
SYMS = [("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]


def split_comparator(vt):
    s = vt.strip()
    low = s.lower()
    for w, c in sorted(WORDS, key=lambda x: -len(x[0])):
        if low.startswith(w + " "):
            return c, s[len(w):].strip()
    for w, c in SYMS:
        if s.startswith(w):
            return c, s[len(w):].strip()
    return "", s


def parse_value(vt, dec="br"):
    """-> (value or None, comparator). dec='br': ',' decimal and '.'/space thousands;
    dec='en': '.' decimal and ',' thousands."""
    comp, rest = split_comparator(vt)
    r = rest.replace("\u202f", "").replace("\u00a0", "").replace(" ", "")
    if dec == "br":
        if not re.fullmatch(r"[-+]?\d{1,3}(\.\d{3})*(,\d+)?|[-+]?\d+(,\d+)?", r):
            return None, comp
        num = float(r.replace(".", "").replace(",", "."))
    else:
        if not re.fullmatch(r"[-+]?\d{1,3}(,\d{3})*(\.\d+)?|[-+]?\d+(\.\d+)?", r):
            return None, comp
        num = float(r.replace(",", ""))
    has_dec = ("," in r) if dec == "br" else ("." in r)
    if not has_dec:
        num = int(num)
    return num, comp


def loinc_ok(code):
    m = re.fullmatch(r"(\d+)-(\d)", code)
    if not m:
        return False
    digits = [int(c) for c in m.group(1)][::-1]
    tot = 0
    for i, d in enumerate(digits):
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        tot += d
    return (10 - tot % 10) % 10 == int(m.group(2))
