import re
WORDS = [("inferior ou igual a", "<="), ("superior ou igual a", ">="), ("inferior a", "<"), ("superior a", ">"),
         ("menor que", "<"), ("maior que", ">"), ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]
NUM = re.compile(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?")

def parse_value(vt):
    """Brazilian convention: '.' thousands, ',' decimal. Returns (value, comparator)."""
    s = vt.strip(); comp = ""
    for w, c in WORDS:
        if s.lower().startswith(w):
            comp = c; s = s[len(w):].strip(); break
    if not NUM.fullmatch(s):
        return None, ""
    t = s.replace(".", "").replace(",", ".")
    v = float(t)
    if "," not in s:
        v = int(t)
    return v, comp

def loinc_ok(code):
    m = re.fullmatch(r"(\d+)-(\d)", code or "")
    if not m: return False
    body, chk = m.group(1), int(m.group(2))
    tot = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        tot += d
    return (10 - tot % 10) % 10 == chk
