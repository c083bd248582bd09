"""Report model: results are registered in reading order while the page
primitives are built, so the gold is produced from the same objects that are
printed."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from catalog import C
from engine import Ctx

_NUM = re.compile(r"^[+-]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$")
_PREFIXES = [
    ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">"),
    ("inferior a", "<"), ("superior a", ">"), ("menor que", "<"), ("maior que", ">"),
]


def parse_value(vt: str):
    """Brazilian number parsing: dot = thousands, comma = decimal.
    Returns (value or None, comparator)."""
    s = vt.strip()
    comp = ""
    low = s.lower()
    for pref, c in _PREFIXES:
        if low.startswith(pref):
            comp = c
            s = s[len(pref):].strip()
            break
    if _NUM.match(s):
        num = s.replace(".", "").replace(",", ".")
        v = float(num)
        if "," not in s:
            v = int(v)
        return v, comp
    if comp:
        raise ValueError(f"comparator without number: {vt!r}")
    return None, ""


@dataclass
class Result:
    name: str
    key: str
    vt: str
    unit: str
    date: str
    flag: str = ""  # '', 'H', 'L' (semantic; each lab prints its own way)
    page: int = 0

    def gold(self):
        loinc, analyte, alts = C[self.key]
        value, comp = parse_value(self.vt)
        return {
            "printed_name": self.name,
            "analyte": analyte,
            "loinc": loinc,
            "loinc_alternatives": list(alts),
            "value": value,
            "value_text": self.vt,
            "comparator": comp,
            "unit": self.unit,
            "collected_at": self.date,
        }


@dataclass
class Report:
    id: str
    lab: str
    city: str
    ctx: Ctx
    default_date: str
    margins: tuple = (14, 12, 14)
    features: str = ""
    patient: str = ""
    pages: list = field(default_factory=list)
    results: list = field(default_factory=list)
    _page: int = 0

    def new_page(self):
        self.pages.append([])
        self._page = len(self.pages) - 1
        return self.pages[-1]

    def r(self, name, key, vt, unit, flag="", date=None) -> Result:
        if key not in C:
            raise KeyError(key)
        res = Result(name, key, vt, unit, date or self.default_date, flag, self._page)
        self.results.append(res)
        return res

    def gold(self):
        return {
            "lab": self.lab,
            "collected_at_default": self.default_date,
            "results": [r.gold() for r in self.results],
        }
