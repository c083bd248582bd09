"""Helpers shared by the report definitions."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from model import *  # noqa: F401,F403


def iso(br: str) -> str:
    """'14/03/2025' -> '2025-03-14'"""
    d, m, y = br.strip().split()[0].split("/")
    return f"{y}-{m}-{d}"
