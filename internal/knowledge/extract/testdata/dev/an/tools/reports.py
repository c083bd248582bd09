"""The twelve reports of set "an", each described once as data (reports_a.py, reports_b.py).

Everything is invented: laboratories, people, addresses, registry numbers, values.
Focus: small-town / regional laboratories whose reports are typed by staff in a
word-processor template.
"""
import reports_a
import reports_b

IDS = [f"an{k:02d}" for k in range(1, 13)]


def all_reports():
    out = []
    for rid in IDS:
        f = getattr(reports_a, rid, None) or getattr(reports_b, rid, None)
        if f:
            out.append(f())
    return out
