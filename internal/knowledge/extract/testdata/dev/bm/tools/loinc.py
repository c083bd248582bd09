def loinc_ok(code):
    if "-" not in code: return False
    body, chk = code.split("-")
    if not body.isdigit() or not chk.isdigit() or len(chk) != 1: return False
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        s += d
    return (10 - s % 10) % 10 == int(chk)
if __name__ == "__main__":
    import sys
    for c in sys.argv[1:]: print(c, loinc_ok(c))
