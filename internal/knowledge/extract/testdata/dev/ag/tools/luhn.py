def ok(code):
    base, cd = code.split('-')
    digits = base[::-1]
    tot = 0
    for i, ch in enumerate(digits):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return (10 - tot % 10) % 10 == int(cd)
import sys
for c in sys.argv[1:]:
    print(c, ok(c))
