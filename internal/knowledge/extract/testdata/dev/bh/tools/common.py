"""Shared helpers: Brazilian number parsing, LOINC check digit, dates, paths."""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPORTS = os.path.join(ROOT, "reports")
RENDERED = os.path.join(ROOT, "rendered")
IDS = ["bh%02d" % i for i in range(1, 13)]

_WORD_CMP = [
    ("inferior ou igual a", "<="), ("superior ou igual a", ">="),
    ("menor ou igual a", "<="), ("maior ou igual a", ">="),
    ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
    ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
]
_NUM = re.compile(r"^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$|^[+-]?\d+(,\d+)?$")


def parse_br_number(s):
    """'1.850' -> 1850, '13,2' -> 13.2; None when not a plain Brazilian number."""
    s = s.strip()
    if not _NUM.match(s):
        return None
    v = float(s.replace(".", "").replace(",", "."))
    return int(v) if v.is_integer() and "," not in s else v


def parse_value(value_text):
    """Return (value, comparator) for a printed value text."""
    t = " ".join(value_text.split())
    low = t.lower()
    comp = ""
    for word, c in _WORD_CMP:
        if low.startswith(word):
            comp = c
            t = t[len(word):].strip()
            break
    v = parse_br_number(t)
    if v is None:
        return None, ""
    return v, comp


def loinc_ok(code):
    m = re.match(r"^(\d{1,7})-(\d)$", code or "")
    if not m:
        return False
    body, chk = m.group(1), int(m.group(2))
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        s += d
    return (10 - s % 10) % 10 == chk


def br_date(iso):
    y, m, d = iso.split("-")
    return "%s/%s/%s" % (d, m, y)


def norm_ws(s):
    return " ".join(s.split())
