"""Row builders shared by the report descriptions."""
from labgen import Res, Row, Table, Heading, Para, Pre, TwoCol, Spacer, Report  # noqa: F401


def G(text):
    return Row([text], kind="group")


def N(text):
    return Row([text], kind="note")


def r4(name, vt, unit, ref, key, coll=None, dec=",", bold=(), pname=None):
    """name | value | unit | reference"""
    return Row([name, vt, unit, ref], [Res(pname or name, vt, unit, key, coll, dec)], bold=bold)


def rref(name, ref, vt, unit, key, coll=None, dec=",", bold=()):
    """name | reference | value | unit  (reference printed before result)"""
    return Row([name, ref, vt, unit], [Res(name, vt, unit, key, coll, dec)], bold=bold)


def rcum(name, vals, unit, ref, key, dates, dec=","):
    """name | v(date1) | v(date2) | v(date3) | unit | ref; '—' = not done"""
    res = [Res(name, v, unit, key, d, dec) for v, d in zip(vals, dates) if v not in ("—", "")]
    return Row([name] + list(vals) + [unit, ref], res)


def rtime(when, iso, name, vt, unit, ref, key, bold=()):
    """collection date/time | name | value | unit | ref"""
    return Row([when, name, vt, unit, ref], [Res(name, vt, unit, key, iso)], bold=bold)
