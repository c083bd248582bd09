"""Shared model primitives: a report is a list of pages, each a list of blocks.
Blocks: ("h", text, opts) | ("line", [segments], opts) | ("grid", widths, rows, opts)
        | ("cols", left_blocks, right_blocks, opts) | ("space", mm) | ("hr",)
Segments/cells: str or R (a printed patient result) or V(R) (value only)."""
import re, datetime

class R:
    def __init__(self, name, vt, unit="", loinc="", analyte="", alts=(), flag="",
                 date=None, value="auto", comp=None):
        self.name, self.vt, self.unit, self.loinc = name, vt, unit, loinc
        self.analyte, self.alts, self.flag, self.date = analyte, list(alts), flag, date
        self._value, self._comp = value, comp
    def shown(self):            # value as printed in the value cell (with flag)
        return self.vt + ((" " + self.flag) if self.flag else "")
    def printed_name(self):
        return " ".join(s.strip() for s in self.name.split("\n") if s.strip())

class VU:
    """value + unit in one segment, e.g. '14,2 g/dL H'"""
    def __init__(self, r, sep=" "): self.r, self.sep = r, sep
    def text(self):
        r = self.r
        t = r.vt + (self.sep + r.unit if r.unit else "")
        return t + ((" " + r.flag) if r.flag else "")

COMP_WORDS = [("menor ou igual a", "<="), ("maior ou igual a", ">="), ("inferior a", "<"),
              ("superior a", ">"), ("menor que", "<"), ("maior que", ">"), ("acima de", ">"),
              ("<=", "<="), (">=", ">="), ("≤", "<="), ("≥", ">="), ("<", "<"), (">", ">")]

def parse_value(vt):
    s = vt.strip(); comp = ""
    low = s.lower()
    for w, c in COMP_WORDS:
        if low.startswith(w):
            comp = c; s = s[len(w):].strip(); break
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?", s):
        num = float(s.replace(".", "").replace(",", "."))
    elif re.fullmatch(r"\d+(,\d+)?", s):
        num = float(s.replace(",", "."))
    elif re.fullmatch(r"\d+\.\d+", s):
        num = float(s)
    else:
        return None, comp if comp else ""
    if num == int(num):
        num = int(num)
    return num, comp

def iso(d):
    return d

def walk_results(blocks):
    """reading order: blocks in order, grid row-major, left column before right"""
    for b in blocks:
        k = b[0]
        if k == "line":
            for s in b[1]:
                if isinstance(s, R): yield s
                elif isinstance(s, VU): yield s.r
        elif k == "grid":
            for row in b[2]:
                for c in row:
                    if isinstance(c, R): yield c
                    elif isinstance(c, VU): yield c.r
        elif k == "cols":
            yield from walk_results(b[1]); yield from walk_results(b[2])

def gold(rep):
    out = []
    for page in rep["pages"]:
        for r in walk_results(page):
            if r._value == "auto":
                v, c = parse_value(r.vt)
            else:
                v = r._value; c = parse_value(r.vt)[1]
            if r._comp is not None: c = r._comp
            out.append({"printed_name": r.printed_name(), "analyte": r.analyte, "loinc": r.loinc,
                        "loinc_alternatives": r.alts, "value": v, "value_text": r.vt,
                        "comparator": c, "unit": r.unit,
                        "collected_at": r.date or rep["collected"]})
    return {"lab": rep["lab"]["name"], "collected_at_default": rep["collected"], "results": out}
