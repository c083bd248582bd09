import re
COMPS = [("inferior a ", "<"), ("superior a ", ">"), ("menor que ", "<"), ("maior que ", ">"),
         ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]
SG_CODES = {"5811-5", "2965-2"}

def parse_value(vt, loinc=""):
    """value_text -> (value, comparator). Decimal comma; dots are thousands separators,
    except specific gravity (1.020) where the dot is the decimal point."""
    s = vt.strip(); comp = ""
    for pre, c in COMPS:
        if s.lower().startswith(pre):
            comp = c; s = s[len(pre):].strip(); break
    if loinc in SG_CODES and re.fullmatch(r"\d\.\d{3}", s):
        return float(s), comp
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?", s):
        s2 = s.replace(".", "").replace(",", ".")
        v = float(s2)
        return (int(v) if "," not in s else v), comp
    return None, comp if comp else ""

def luhn_ok(code):
    b, d = code.split("-"); s = 0
    for i, ch in enumerate(reversed(b)):
        x = int(ch) * (2 if i % 2 == 0 else 1); s += x // 10 + x % 10
    return (10 - s % 10) % 10 == int(d)
