"""Helpers shared by the report models."""
from engine import C, Para, R, Row, Rule, Space, Sp, Table, TwoCol, V, leader  # noqa: F401
from loinc import CAT


def res(key, name, vt, unit, flag="", date=None, alts=None, loinc=None, analyte=None):
    code, an, al = CAT[key]
    return R(name=name, value_text=vt, unit=unit, loinc=loinc or code, analyte=analyte or an,
             alts=list(al if alts is None else alts), flag=flag, date=date)


def br_date(iso):
    y, m, d = iso.split("-")
    return f"{d}/{m}/{y}"
