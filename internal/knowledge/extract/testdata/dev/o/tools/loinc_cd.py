def loinc_ok(code):
    num, cd = code.split('-')
    digits = [int(c) for c in num]
    # mod10: double every other digit starting from rightmost
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            total += d // 10 + d % 10
        else:
            total += d
    return (10 - total % 10) % 10 == int(cd)
