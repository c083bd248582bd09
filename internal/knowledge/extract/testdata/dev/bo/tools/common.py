"""Helpers for writing the reports as data."""
from loinc_catalog import CAT
from model import R, T, Rule, Sp, V, N, U, C, Span, Tbl, Cols, Box, Style, Report

EXTRA = {
    "u_culture": ("630-4", "Bacteria identified, urine, culture", []),
}


def r(key, name, vt, unit, ref="", flag="", date=None, alts=None):
    code, analyte, al = CAT[key] if key in CAT else EXTRA[key]
    return R(name, vt, unit, code, analyte, list(al) if alts is None else alts, date, flag, ref)


def row4(x, ref=None):
    return [N(x), V(x), U(x), x.ref if ref is None else ref]


def kv_table(pairs, widths, size=0, ruled="none", bold_labels=True, pad_v=0.25, space_after=1.0):
    """pairs: list of rows [(label, value), (label, value), ...] -> borderless info table"""
    cols = []
    for w in widths:
        cols.append(("", w, "L"))
    rows = []
    for row in pairs:
        cells = []
        for lab, val in row:
            cells.append(C(lab, bold=bold_labels))
            cells.append(val)
        rows.append(cells)
    return Tbl(cols, rows, header=False, ruled=ruled, size=size, pad_v=pad_v, space_after=space_after)
