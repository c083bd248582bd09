def loinc_ok(code):
    import re
    m = re.fullmatch(r'(\d{1,7})-(\d)', code)
    if not m: return False
    body, chk = m.group(1), int(m.group(2))
    digits = [int(c) for c in body]
    # Luhn-style mod 10 as used by LOINC
    total = 0
    rev = digits[::-1]
    for i, d in enumerate(rev):
        if i % 2 == 0:
            d2 = d * 2
            total += d2 // 10 + d2 % 10
        else:
            total += d
    return (10 - total % 10) % 10 == chk
if __name__ == '__main__':
    import sys
    for c in sys.argv[1:]:
        print(c, loinc_ok(c))
