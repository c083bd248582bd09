"""All twelve reports of set bu (data model: one function per report)."""
from reports_a import bu01, bu02, bu03
from reports_b import bu04, bu05, bu06
from reports_c import bu07, bu08, bu09
from reports_d import bu10, bu11, bu12

IDS = [f"bu{i:02d}" for i in range(1, 13)]


def build(rid):
    return globals()[rid]()


def gold(rid):
    doc, info = build(rid)
    d = info["date"].split("/")
    default = f"{d[2]}-{d[1]}-{d[0]}"
    res = []
    for p in doc.pages:
        for x in p["results"]:
            res.append(x.gold(default))
    return {"lab": info["lab"], "collected_at_default": default, "results": res}


def pages_of_results(rid):
    doc, info = build(rid)
    return [[x for x in p["results"]] for p in doc.pages]
