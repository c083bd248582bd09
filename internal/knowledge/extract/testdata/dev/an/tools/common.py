"""Shared imports and small helpers for the report definitions."""
from model import (P, G, C, Row, Cols, Box, HR, Sp, Page, Report, Result, S, B, I, V, U, N, BR)  # noqa: F401


def R(key, name, vt, unit="", **kw):
    """A printed result: catalog key, printed name, value text as printed, unit as printed."""
    return Result(key, name, vt, unit, **kw)
