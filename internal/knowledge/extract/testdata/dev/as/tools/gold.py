"""Model -> gold JSON (one entry per printed patient result, in reading order)."""
from model import (cell_target, CAT, Cumul, Exam, Leaders, R, Sub, Table, TwoCol, parse_value)


def entry(key, name, value_text, unit, date):
    analyte, loinc, alts = CAT[key]
    value, comparator = parse_value(value_text)
    return {"printed_name": name, "analyte": analyte, "loinc": loinc, "loinc_alternatives": list(alts),
            "value": value, "value_text": value_text, "comparator": comparator, "unit": unit,
            "collected_at": date}


def walk(blocks, default, out, page):
    for b in blocks:
        if isinstance(b, TwoCol):
            walk(b.left, default, out, page)
            walk(b.right, default, out, page)
        elif isinstance(b, Table):
            d = b.date or default
            for r in b.rows:
                if isinstance(r, Sub):
                    continue
                for c in b.cols:
                    if c.kind in ("value", "valunit"):
                        q = cell_target(r, c)
                        if q is not None:
                            out.append((page, entry(q.key, q.printed_name, q.value, q.unit, q.date or r.date or d)))
                    elif c.kind == "prev" and c.idx < len(r.prev):
                        p = r.prev[c.idx]
                        out.append((page, entry(r.key, r.printed_name, p.value,
                                                r.unit if p.unit is None else p.unit, p.date)))
        elif isinstance(b, Leaders):
            d = b.date or default
            for r in b.rows:
                if isinstance(r, R):
                    out.append((page, entry(r.key, r.printed_name, r.value, r.unit, r.date or d)))
        elif isinstance(b, Exam):
            d = b.date or default
            for r in b.results:
                name = r.printed_name
                out.append((page, entry(r.key, name, r.value, r.unit, r.date or d)))
                for p in r.prev:
                    out.append((page, entry(r.key, name, p.value, r.unit if p.unit is None else p.unit, p.date)))
        elif isinstance(b, Cumul):
            for r in b.rows:
                for v, dt in zip(r.values, b.dates):
                    if v:
                        out.append((page, entry(r.key, r.printed_name, v, r.unit, dt)))


def gold_with_pages(rep):
    out = []
    for i, blocks in enumerate(rep.pages, 1):
        walk(blocks, rep.collected_default, out, i)
    return out


def gold(rep):
    return {"lab": rep.lab["name"], "collected_at_default": rep.collected_default,
            "results": [e for _, e in gold_with_pages(rep)]}
