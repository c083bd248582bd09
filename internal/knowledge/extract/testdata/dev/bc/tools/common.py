"""Small helpers shared by the report models."""
from engine import Segs

RED = "#b00000"


def d(iso):
    """ISO date -> dd/mm/aaaa."""
    y, m, dd = iso.split("-")
    return f"{dd}/{m}/{y}"


def d2(iso):
    """ISO date -> dd/mm/aa."""
    y, m, dd = iso.split("-")
    return f"{dd}/{m}/{y[2:]}"


def kv(label, value, lstyle="B", vstyle=""):
    return Segs([(label, lstyle), (value, vstyle)])


def cnpj(base12: str) -> str:
    """Format an invented 12-digit CNPJ base with valid check digits."""
    nums = [int(c) for c in base12]

    def dv(ns, weights):
        s = sum(a * b for a, b in zip(ns, weights))
        r = s % 11
        return 0 if r < 2 else 11 - r

    d1 = dv(nums, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    d2_ = dv(nums + [d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    s = base12 + f"{d1}{d2_}"
    return f"{s[0:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:14]}"


def flagged(res, style, bold_value=True, color=RED):
    """Value text plus the lab's own flag mark, as one Segs line.
    style: 'HL' -> '13,2 H'; 'arrow' -> '↑ 13,2'; 'arrow_after' -> '13,2 ↑';
    'star' -> '13,2 *'; 'word' -> '13,2 Alto'; 'none' -> value only."""
    vs = "B" if bold_value else ""
    f = res.flag
    if not f or style == "none":
        return Segs([(res.vt, vs)])
    if style == "HL":
        return Segs([(res.vt, vs), ("  " + f, "B", color)])
    if style == "arrow":
        return Segs([("↑ " if f == "H" else "↓ ", "B", color), (res.vt, vs)])
    if style == "arrow_after":
        return Segs([(res.vt, vs), (" ↑" if f == "H" else " ↓", "B", color)])
    if style == "star":
        return Segs([(res.vt, vs), (" *", "B", color)])
    if style == "word":
        return Segs([(res.vt, vs), ("  Alto" if f == "H" else "  Baixo", "B", color)])
    raise ValueError(style)


def join_name(lines):
    """Printed name of a marker split over several lines: lines joined by one
    space, or directly when a line ends with a hyphen ('ANTI-' + 'TPO')."""
    out = lines[0]
    for ln in lines[1:]:
        out = out + ln if out.endswith("-") else out + " " + ln
    return out
