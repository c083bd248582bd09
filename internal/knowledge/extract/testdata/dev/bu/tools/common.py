"""House-style pieces shared by the report definitions: headers, exam blocks, footers."""
from engine import R, Col, RR, Sub, Txt, Doc, PAGE_W, PAGE_H, text_width
from loinc import L


def r(key, name, vt, unit, flag="", date=None, label=None):
    code, analyte, alts = L[key]
    return R(name, vt, unit, code, analyte, alts, flag, date, label)


# ------------------------------------------------------------------ headers
def header(b, lab, pat, variant="band"):
    """lab: dict(name, brand, addr, extra, initials); pat: list of (label, value) pairs."""
    st = b.st
    acc = st["accent"]
    f = st["font"]
    if variant == "band":
        b.F(0, 0, PAGE_W, 22, acc)
        b.T(st["ml"], 4, 120, 8, lab["name"], (f, "B", 17), "L", (255, 255, 255))
        b.T(st["ml"], 12.5, 120, 4, lab["brand"], (f, "", 8), "L", (235, 240, 250))
        b.T(PAGE_W - st["mr"] - 80, 5, 80, 3.6, lab["addr"][0], (f, "", 7), "R", (255, 255, 255))
        for i, a in enumerate(lab["addr"][1:]):
            b.T(PAGE_W - st["mr"] - 80, 8.6 + 3.6 * i, 80, 3.6, a, (f, "", 7), "R", (255, 255, 255))
        b.y = 26
    elif variant == "logo":
        b.F(b.x0, b.y, 16, 16, acc)
        b.T(b.x0, b.y + 4, 16, 8, lab["initials"], (f, "B", 13), "C", (255, 255, 255))
        b.T(b.x0 + 19, b.y, 110, 7, lab["name"], (f, "B", 14), "L", acc)
        b.T(b.x0 + 19, b.y + 7, 110, 4, lab["brand"], (f, "I", 7.5), "L", (90, 90, 90))
        b.T(b.x0 + 19, b.y + 11, 110, 4, lab["addr"][0], (f, "", 7), "L", (90, 90, 90))
        for i, a in enumerate(lab["addr"][1:]):
            b.T(b.x1 - 62, b.y + 1 + 3.6 * i, 62, 3.6, a, (f, "", 6.8), "R", (90, 90, 90))
        b.y += 18
        b.hline(0.6, acc, 2)
    elif variant == "center":
        b.T(b.x0, b.y, b.w, 8, lab["name"], (f, "B", 16), "C", acc)
        b.T(b.x0, b.y + 8, b.w, 4, lab["brand"], (f, "I", 8), "C", (70, 70, 70))
        for i, a in enumerate(lab["addr"]):
            b.T(b.x0, b.y + 12 + 3.5 * i, b.w, 3.5, a, (f, "", 7), "C", (70, 70, 70))
        b.y += 12 + 3.5 * len(lab["addr"]) + 1.5
        b.hline(0.5, acc, 0.8)
        b.hline(0.2, acc, 2)
    elif variant == "light":
        b.T(b.x0, b.y, 120, 9, lab["name"], ("DejaVuSansLight", "", 20), "L", acc)
        b.T(b.x0, b.y + 9, 120, 4, lab["brand"], (f, "", 7.5), "L", (80, 80, 80))
        for i, a in enumerate(lab["addr"]):
            b.T(b.x1 - 75, b.y + 1 + 3.5 * i, 75, 3.5, a, (f, "", 6.8), "R", (80, 80, 80))
        b.y += 15
        b.F(b.x0, b.y, b.w, 1.2, acc)
        b.y += 3
    elif variant == "mono":
        b.T(b.x0, b.y, b.w, 5, lab["name"].upper(), ("DejaVuSansMono", "B", 12), "L")
        b.T(b.x0, b.y + 5, b.w, 3.6, lab["brand"], ("DejaVuSansMono", "", 7.5), "L")
        for i, a in enumerate(lab["addr"]):
            b.T(b.x0, b.y + 8.6 + 3.4 * i, b.w, 3.4, a, ("DejaVuSansMono", "", 7), "L")
        b.y += 9 + 3.4 * len(lab["addr"]) + 0.5
        b.T(b.x0, b.y, b.w, 3, "=" * 132, ("DejaVuSansMono", "", 6.5), "L")
        b.y += 3.5
    # patient box
    box = st.get("patbox", "frame")
    y0 = b.y
    idx = len(b.page["ops"])
    b.y += 1.2
    old = (b.x0, b.x1)
    b.x0 += 2
    b.x1 -= 2
    b.kv(pat, st.get("patcols", 2), st.get("patlw", 30), size=st.get("patsize", 7.8),
         bold_val=st.get("patbold", True))
    b.x0, b.x1 = old
    b.y += 1.2
    if box == "frame":
        b.B(b.x0, y0, b.w, b.y - y0, 0.3, st.get("rule", (0, 0, 0)))
    elif box == "fill":
        b.page["ops"].insert(idx, ("F", round(b.x0, 2), round(y0, 2), round(b.w, 2),
                                   round(b.y - y0, 2), st["fill"]))
    elif box == "rules":
        b.L(b.x0, y0, b.x1, y0, 0.3, st.get("rule", (0, 0, 0)))
        b.L(b.x0, b.y, b.x1, b.y, 0.3, st.get("rule", (0, 0, 0)))
    b.y += 3


def footer(b, left_lines, page_no, n_pages, right=None):
    st = b.st
    f = st["font"]
    yb = PAGE_H - st["mb"] + 2
    n = len(left_lines)
    y = yb
    b.L(st["ml"], y, PAGE_W - st["mr"], y, 0.3, st.get("rule", (0, 0, 0)))
    for i, t in enumerate(left_lines):
        b.T(st["ml"], y + 1 + 3.3 * i, 150, 3.3, t, (f, "", 6.6), "L", (60, 60, 60))
    pg = right or "Página {p} de {n}"
    b.T(PAGE_W - st["mr"] - 40, y + 1, 40, 3.3, pg.format(p=page_no, n=n_pages), (f, "B", 7), "R")


# ------------------------------------------------------------------ exam blocks
def block_title(b, title, mode="rule", sub=None):
    st = b.st
    f = st["font"]
    acc = st["accent"]
    if mode == "bar":
        b.F(b.x0, b.y, b.w, 5, st["fill"])
        b.T(b.x0 + 1.5, b.y, b.w - 3, 5, title, (f, "B", st["size"] + 1), "L", acc)
        b.y += 5.6
    elif mode == "rule":
        b.T(b.x0, b.y, b.w, 4.6, title, (f, "B", st["size"] + 1), "L", acc)
        b.y += 4.8
        b.L(b.x0, b.y, b.x1, b.y, 0.25, acc)
        b.y += 0.8
    elif mode == "plain":
        b.T(b.x0, b.y, b.w, 4.6, title, (f, "B", st["size"] + 0.8), "L", acc)
        b.y += 4.8
    elif mode == "under":
        b.T(b.x0, b.y, b.w, 4.6, title, (f, "BI", st["size"] + 0.8), "L", acc)
        b.y += 4.6
        tw = text_width(title, f, "BI", st["size"] + 0.8)
        b.L(b.x0, b.y, b.x0 + tw, b.y, 0.3, acc)
        b.y += 0.8
    elif mode == "mono":
        b.T(b.x0, b.y, b.w, 4.4, title, ("DejaVuSansMono", "B", st["size"] + 0.5), "L")
        b.y += 4.6
    if sub:
        b.T(b.x0, b.y, b.w, 3.6, sub, (f, "I", st["size"] - 0.8), "L", (80, 80, 80))
        b.y += 3.8


def meta(b, material=None, method=None, inline=True, extra=None):
    st = b.st
    f = st["font"]
    sz = st["size"] - 0.6
    items = []
    if material:
        items.append(("Material: ", material))
    if method:
        items.append(("Método: ", method))
    if extra:
        items += extra
    if not items:
        return
    if inline:
        x = b.x0
        for k, v in items:
            kw = text_width(k, f, "B", sz)
            vw = text_width(v, f, "", sz)
            if x + kw + vw > b.x1 and x > b.x0:
                b.y += 3.6
                x = b.x0
            b.T(x, b.y, kw + 0.5, 3.6, k, (f, "B", sz), "L", (60, 60, 60))
            b.T(x + kw, b.y, vw + 0.5, 3.6, v, (f, "", sz), "L", (60, 60, 60))
            x += kw + vw + 6
        b.y += 3.8
    else:
        for k, v in items:
            kw = text_width(k, f, "B", sz)
            b.T(b.x0, b.y, kw + 0.5, 3.6, k, (f, "B", sz), "L", (60, 60, 60))
            b.T(b.x0 + kw, b.y, b.w - kw, 3.6, v, (f, "", sz), "L", (60, 60, 60))
            b.y += 3.6
        b.y += 0.3


def refs(b, lines, label="Valores de referência:", cols=1, size=None, indent=0.0):
    st = b.st
    f = st["font"]
    sz = size or st["size"] - 0.8
    lh = sz * 0.42
    if label:
        b.T(b.x0 + indent, b.y, b.w, lh, label, (f, "B", sz), "L", (50, 50, 50))
        b.y += lh
    if cols == 1:
        for t in lines:
            for ln in b.wrap(t, b.w - indent - 2, f, "", sz):
                b.T(b.x0 + indent + 2, b.y, b.w - indent - 2, lh, ln, (f, "", sz), "L", (50, 50, 50))
                b.y += lh
    else:
        cw = (b.w - indent - 2) / cols
        rows = (len(lines) + cols - 1) // cols
        for i, t in enumerate(lines):
            c, rr = i // rows, i % rows
            b.T(b.x0 + indent + 2 + c * cw, b.y + rr * lh, cw, lh, t, (f, "", sz), "L", (50, 50, 50))
        b.y += rows * lh
    b.y += 0.6
    b.check()


def notes(b, lines, size=None, label=None):
    st = b.st
    f = st["font"]
    sz = size or st["size"] - 1.2
    lh = sz * 0.42
    for t in lines:
        txt = (label + " " + t) if label else t
        for ln in b.wrap(txt, b.w, f, "I", sz):
            b.T(b.x0, b.y, b.w, lh, ln, (f, "I", sz), "L", (70, 70, 70))
            b.y += lh
    b.y += 0.5
    b.check()


def results(b, rows, cols, **kw):
    kw.setdefault("header", False)
    kw.setdefault("pad", 0.4)
    b.table(cols, rows, **kw)


def sep(b, mode="dash", gap=2.2):
    st = b.st
    b.y += 0.8
    if mode == "dash":
        b.L(b.x0, b.y, b.x1, b.y, 0.15, (150, 150, 150), dash=True)
    elif mode == "solid":
        b.L(b.x0, b.y, b.x1, b.y, 0.15, (150, 150, 150))
    b.y += gap
    b.check()


def signer(b, lines, size=None):
    st = b.st
    sz = size or st["size"] - 1
    for t in lines:
        b.T(b.x0, b.y, b.w, sz * 0.42, t, (st["font"], "", sz), "R", (60, 60, 60))
        b.y += sz * 0.42
    b.check()


def exam(b, title, rows, cols, material=None, method=None, ref=None, note=None, tmode=None,
         inline=None, refcols=1, reflabel="Valores de referência:", sepmode=None, sub=None,
         note_label=None, table_kw=None, ref_first=False):
    """One exam block: heading, material/method, result rows, reference values, notes."""
    st = b.st
    block_title(b, title, tmode or st.get("tmode", "rule"), sub)
    meta(b, material, method, st.get("inline", True) if inline is None else inline)
    if ref and ref_first:
        refs(b, ref, reflabel, refcols)
    results(b, rows, cols, **(table_kw or {}))
    if ref and not ref_first:
        b.y += 0.6
        refs(b, ref, reflabel, refcols)
    if note:
        notes(b, note, label=note_label)
    sep(b, sepmode or st.get("sepmode", "dash"))
