"""The twelve bj reports as data."""
from model import R, Text, Row, G, Table, BLine, Block, LRow, Leader, Cols, Spacer, Report

REPORTS = []


def add(rep):
    REPORTS.append(rep)
    return rep


from reports_a import *  # noqa: E402,F401
from reports_b import *  # noqa: E402,F401
