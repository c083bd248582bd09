"""Helpers shared by the lab house styles and the report models."""
import math

from analytes import A
from layout import parse_value


def D(iso):
    """ISO date -> dd/mm/aaaa as printed."""
    y, m, d = iso.split("-")
    return "%s/%s/%s" % (d, m, y)


def br(x, nd=0):
    """Brazilian number: thousands dot, decimal comma."""
    s = "{:,.{}f}".format(x, nd)
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def half_up(x):
    return int(math.floor(x + 0.5))


def diff_abs(wbc, pct):
    """Absolute differential count (/mm³) as printed, from the leukocyte count and the %."""
    return br(half_up(wbc * pct / 100.0))


def ckd_epi_2021(scr, age, female):
    k, a = (0.7, -0.241) if female else (0.9, -0.302)
    v = 142 * min(scr / k, 1) ** a * max(scr / k, 1) ** -1.2 * 0.9938 ** age
    return v * (1.012 if female else 1.0)


def res(name, key, vt, unit, date):
    """One gold entry.  name = printed name, vt = value as printed (no flag)."""
    an, loinc, alts = A[key]
    comp, val = parse_value(vt)
    return {"printed_name": name, "analyte": an, "loinc": loinc,
            "loinc_alternatives": list(alts), "value": val, "value_text": vt,
            "comparator": comp, "unit": unit, "collected_at": date}
