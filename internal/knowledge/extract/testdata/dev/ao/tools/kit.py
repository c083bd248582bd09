"""Small helpers to write report models tersely."""
from __future__ import annotations

import math

from model import Bar, Box, Cell, Cols, Grid, HRule, Logo, Page, QR, Report, Res, Row, Seg, Space


def br(x: float, d: int = 0, thousands: bool = True) -> str:
    """Format a number the Brazilian way (dot thousands, comma decimal)."""
    s = f"{x:,.{d}f}"
    s = s.replace(",", "_").replace(".", ",").replace("_", "." if thousands else "")
    return s


def S(text: str, **kw) -> Seg:
    return Seg(text, **kw)


def V(res: Res, **kw) -> Seg:
    return Seg(res.vt, res=res, **kw)


def C(*items, **kw) -> Cell:
    segs = [Seg(i) if isinstance(i, str) else i for i in items]
    return Cell(segs, **kw)


def para(w, *items, size=None, align="L", bold=None, italic=None, color=None, font=None, pad=(0.3, 0.0),
         lh=1.22) -> Grid:
    cell = C(*items, align=align, bold=bold, italic=italic, color=color)
    g = Grid([w], [Row([cell], pad=pad)], lh=lh, font=font)
    if size:
        g.size = size
    return g


def kv(w_cols, pairs_rows, size=8.0, label_bold=True, label_color=None, value_bold=False, pad=(0.35, 1.0), **gkw):
    """A grid of label/value pairs; pairs_rows = [[(label, value), (label, value)], ...]."""
    rows = []
    for pr in pairs_rows:
        cells = []
        for item in pr:
            if item is None:
                cells += [C(""), C("")]
                continue
            lab, val = item[0], item[1]
            span = item[2] if len(item) > 2 else 1
            cells.append(C(lab, bold=label_bold, color=label_color))
            cells.append(C(val, bold=value_bold, span=span))
        rows.append(Row(cells, pad=pad))
    return Grid(w_cols, rows, size=size, **gkw)


def ckd_epi_2021(scr: float, age: float, female: bool) -> float:
    k = 0.7 if female else 0.9
    a = -0.241 if female else -0.302
    e = 142 * min(scr / k, 1) ** a * max(scr / k, 1) ** -1.200 * 0.9938 ** age
    return e * (1.012 if female else 1.0)


def eag(a1c: float) -> float:
    return 28.7 * a1c - 46.7


def d(s: str) -> str:
    """'11/03/2025' -> '2025-03-11'"""
    dd, mm, yy = s.split("/")
    return f"{yy}-{mm}-{dd}"
