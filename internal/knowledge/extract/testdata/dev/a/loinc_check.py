def loinc_check_digit(base: str) -> int:
    """LOINC mod-10 check digit (Luhn-style, as in the LOINC User's Guide)."""
    digits = [int(c) for c in base]
    # odd positions from the right are doubled
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            total += d // 10 + d % 10
        else:
            total += d
    return (10 - total % 10) % 10

def valid(code: str) -> bool:
    try:
        base, cd = code.split("-")
        return base.isdigit() and cd.isdigit() and len(cd) == 1 and loinc_check_digit(base) == int(cd)
    except ValueError:
        return False
