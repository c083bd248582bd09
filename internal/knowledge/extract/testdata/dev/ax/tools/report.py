"""Report container, page header/footer built from the layout primitives."""
from model import H, P, Sp, HR, T, C, Cols, Box, results_of


class Report:
    def __init__(self, id, lab, city, collected, style, info, pages,
                 signature, footer_note="", header_kind="plain"):
        self.id, self.lab, self.city = id, lab, city
        self.collected = collected          # ISO date, default collection date
        self.style = style                  # font, base, accent, ...
        self.info = info                    # list of rows of (label, value)
        self.pages = pages                  # list of lists of items
        self.signature = signature          # list of lines (last page)
        self.footer_note = footer_note
        self.header_kind = header_kind
        self.features = []

    # -- page furniture ----------------------------------------------------
    def header(self, pno):
        lab, st, kind = self.lab, self.style, self.header_kind
        base = st["base"]
        out = []
        if kind == "band":
            out.append(H(lab["name"], level=0, band=True))
            out.append(P(lab["addr"] + "\n" + lab["reg"], size=base - 1.5))
        elif kind == "centered":
            out.append(P(lab["name"], size=base + 6, bold=True, align="center", color=st["accent"]))
            if lab.get("sub"):
                out.append(P(lab["sub"], size=base - 0.5, italic=True, align="center"))
            out.append(P(lab["addr"] + "\n" + lab["reg"], size=base - 1.5, align="center"))
            out.append(HR(0.6, st["accent"]))
        elif kind == "split":
            out.append(T([[C(lab["name"], bold=True, size=base + 5, color=st["accent"]),
                           C(lab["addr"] + "\n" + lab["reg"], size=base - 1.5, align="right")]],
                         [0.55, 0.45]))
            out.append(HR(1.0, st["accent"]))
        else:  # plain
            out.append(P(lab["name"], size=base + 5, bold=True, color=st["accent"]))
            if lab.get("sub"):
                out.append(P(lab["sub"], size=base - 0.5))
            out.append(P(lab["addr"] + "\n" + lab["reg"], size=base - 1.5))
            out.append(HR(0.4))
        out.append(Sp(1.5))
        rows = []
        for row in self.info:
            cells = []
            for label, value in row:
                cells.append(C(label, bold=True, size=base - 1))
                cells.append(C(value, size=base - 1))
            rows.append(cells)
        ncol = len(self.info[0]) * 2
        w = st.get("info_w") or {4: [0.14, 0.42, 0.14, 0.30],
                                 6: [0.10, 0.30, 0.10, 0.17, 0.13, 0.20]}[ncol]
        out.append(T(rows, w, rules=st.get("info_rules", "boxed"), pad=0.4,
                     size=base - 1))
        out.append(Sp(2.5))
        return out

    def footer(self, pno):
        base = self.style["base"]
        out = [Sp(3)]
        if pno == len(self.pages) - 1:
            out.append(P("\n".join(self.signature), size=base - 0.5, align="right"))
            out.append(Sp(1.5))
        out.append(HR(0.3, "#777777"))
        txt = (self.footer_note + "   " if self.footer_note else "") + \
            f"Página {pno + 1} de {len(self.pages)}"
        out.append(P(txt, size=base - 2, align="right", color="#444444"))
        return out

    def page_items(self, pno):
        return self.header(pno) + self.pages[pno] + self.footer(pno)

    def results(self):
        return [r for p in self.pages for r in results_of(p)]

    def results_on_page(self, pno):
        return results_of(self.pages[pno])

    def gold(self):
        return {"lab": self.lab["name"], "collected_at_default": self.collected,
                "results": [r.gold(self.collected) for r in self.results()]}
