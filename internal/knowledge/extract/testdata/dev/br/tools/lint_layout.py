"""Layout lint: reports table cells / info fields wider than their columns (fpdf metrics)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reports_data import REPORTS
from render import table_rows, text_w


def walk(blocks, width):
    for b in blocks:
        if b["t"] == "cols":
            cw = (width - b.get("gap", 6)) / 2
            yield from walk(b["left"], cw)
            yield from walk(b["right"], cw)
        else:
            yield b, width


n = 0
for rep in REPORTS:
    st = rep["style"]
    W = 210 - st.get("ml", 14) - st.get("mr", 14)
    for pi, page in enumerate(rep["pages"]):
        for b, width in walk(page, W):
            if b["t"] == "table":
                if sum(b["w"]) > width + 0.01:
                    print(rep["id"], "table too wide", sum(b["w"]), width); n += 1
                fs = b.get("fs", st["fs"])
                for h, w in zip(b.get("head") or [], b["w"]):
                    if text_w(h, st["font"], fs, True) > w - 1.5:
                        print(rep["id"], pi + 1, "head overflow", repr(h)); n += 1
                for kind, cells, h in table_rows(b, st):
                    if kind != "row":
                        continue
                    for c, w in zip(cells, b["w"]):
                        for ln in c.split("\n"):
                            if text_w(ln, st["font"], fs) > w - 1.6:
                                print(rep["id"], pi + 1, "cell overflow", repr(ln), w); n += 1
            if b["t"] == "info":
                cols = b.get("cols", 2)
                ws = b.get("w") or [width / cols] * cols
                for i, (l, v) in enumerate(b["pairs"]):
                    if text_w(l + " ", st["font"], st["fs"], True) + text_w(v, st["font"], st["fs"]) > ws[i % cols] - 2:
                        print(rep["id"], "info overflow", l, v); n += 1
print("layout problems:", n)
