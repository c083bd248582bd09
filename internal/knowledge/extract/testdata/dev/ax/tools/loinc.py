"""LOINC mod-10 check digit."""
def loinc_ok(code):
    try:
        base, cd = code.split('-')
        s = 0
        for i, ch in enumerate(reversed(base)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                d = d // 10 + d % 10
            s += d
        return (10 - s % 10) % 10 == int(cd)
    except Exception:
        return False
