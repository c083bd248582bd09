def loinc_ok(code):
    import re
    m = re.fullmatch(r'(\d{1,7})-(\d)', code or '')
    if not m: return False
    digits = m.group(1); chk = int(m.group(2))
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            total += d // 10 + d % 10
        else:
            total += d
    return (10 - total % 10) % 10 == chk
if __name__ == '__main__':
    import sys
    for c in sys.argv[1:]:
        print(c, loinc_ok(c))
