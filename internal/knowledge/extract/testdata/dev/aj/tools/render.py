"""HTML and fpdf2 renderers for the engine's layout model (same geometry in both)."""
from __future__ import annotations

import html as _html

from engine import PT, Doc, P, Rule, Space, Table, TwoCol, expand, fkey, register_fonts


def _merge(*sts):
    out = {}
    for s in sts:
        if s:
            out.update({k: v for k, v in s.items() if v is not None})
    return out


def _rgb(c):
    c = c.lstrip("#")
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


def table_cells(t: Table, width_avail=None):
    """Yield (row_index, row, cell, x, y, w, h) with table-local coordinates."""
    y = 0.0
    for ri, row in enumerate(t.rows):
        h = t.row_h(row)
        x = 0.0
        ci = 0
        for cell in row.cells:
            w = sum(t.widths[ci:ci + cell.colspan])
            yield ri, row, cell, x, y, w, h
            x += w
            ci += cell.colspan
        y += h


def table_rules(t: Table):
    """Line segments (x1, y1, x2, y2) in table-local coordinates."""
    segs = []
    W = sum(t.widths)
    H = t.height()
    y = 0.0
    for ri, row in enumerate(t.rows):
        h = t.row_h(row)
        below = row.line_below
        if below is None:
            below = t.hlines == "all" or (t.hlines == "header" and row.header) or t.grid
        if row.line_above or (t.grid and ri == 0):
            segs.append((0, y, W, y))
        if below:
            segs.append((0, y + h, W, y + h))
        if t.grid:
            x = 0.0
            ci = 0
            segs.append((0, y, 0, y + h))
            for cell in row.cells:
                x += sum(t.widths[ci:ci + cell.colspan])
                ci += cell.colspan
                segs.append((x, y, x, y + h))
        y += h
    if t.box:
        segs += [(0, 0, W, 0), (0, H, W, H), (0, 0, 0, H), (W, 0, W, H)]
    return segs


# ====================================================================== HTML

def _css(st):
    parts = []
    if "family" in st:
        parts.append(f"font-family:'{st['family']}','DejaVu Sans',sans-serif")
    if "size" in st:
        parts.append(f"font-size:{st['size']}pt")
    if "b" in st:
        parts.append("font-weight:" + ("bold" if st["b"] else "normal"))
    if "i" in st:
        parts.append("font-style:" + ("italic" if st["i"] else "normal"))
    if "color" in st:
        parts.append(f"color:{st['color']}")
    return ";".join(parts)


def _h_line(line, st):
    out = []
    for sp in expand(line):
        css = _css(sp.st)
        txt = _html.escape(sp.text, quote=False)
        out.append(f'<span style="{css}">{txt}</span>' if css else f"<span>{txt}</span>")
    return "".join(out)


ALIGN = {"L": "left", "R": "right", "C": "center"}


def _h_lines(lines, lh, align, st, indent=0.0, top=0.0):
    out = []
    for line in lines:
        out.append(f'<div class="ln" style="height:{lh}mm;line-height:{lh}mm;text-align:{ALIGN[align]};'
                   f'padding-left:{indent}mm;{_css(st)}">{_h_line(line, {})}</div>')
    return "".join(out)


def h_block(b, width, st):
    if isinstance(b, Space):
        return f'<div style="height:{b.h}mm"></div>'
    if isinstance(b, Rule):
        w = b.width or width
        top = (b.space - b.w) / 2
        return (f'<div style="height:{b.space}mm;position:relative">'
                f'<div style="position:absolute;left:{b.x}mm;top:{top:.3f}mm;width:{w}mm;height:{b.w}mm;'
                f'background:{b.color}"></div></div>')
    if isinstance(b, P):
        w = b.width or width
        bst = _merge(st, b.st)
        style = f"height:{b.height():.3f}mm;width:{w}mm;box-sizing:border-box;padding:{b.pad}mm 0;position:relative;"
        if b.fill:
            style += f"background:{b.fill};"
        if b.border:
            style += f"outline:0.25mm solid {b.border};outline-offset:-0.125mm;"
        return f'<div style="{style}">' + _h_lines(b.lines, b.lh, b.align, bst, b.indent) + "</div>"
    if isinstance(b, Table):
        bst = _merge(st, b.st)
        W = sum(b.widths)
        out = [f'<div class="tbl" style="position:relative;margin-left:{b.x}mm;width:{W}mm;height:{b.height():.3f}mm">']
        for ri, row, cell, x, y, w, h in table_cells(b):
            cst = _merge(bst, row.st, cell.st)
            fill = cell.fill or row.fill
            bg = f"background:{fill};" if fill else ""
            n = len(cell.lines)
            off = b.pad if cell.valign == "top" else (h - n * b.lh) / 2
            out.append(f'<div class="c" style="position:absolute;left:{x:.3f}mm;top:{y:.3f}mm;width:{w:.3f}mm;'
                       f'height:{h:.3f}mm;{bg}box-sizing:border-box;padding:{off:.3f}mm {b.hpad}mm 0 {b.hpad}mm">'
                       + _h_lines(cell.lines, b.lh, cell.align, cst) + "</div>")
        for x1, y1, x2, y2 in table_rules(b):
            if y1 == y2:
                out.append(f'<div style="position:absolute;left:{x1:.3f}mm;top:{y1 - b.rule_w / 2:.3f}mm;'
                           f'width:{x2 - x1:.3f}mm;height:{b.rule_w}mm;background:{b.rule_color}"></div>')
            else:
                out.append(f'<div style="position:absolute;left:{x1 - b.rule_w / 2:.3f}mm;top:{y1:.3f}mm;'
                           f'width:{b.rule_w}mm;height:{y2 - y1:.3f}mm;background:{b.rule_color}"></div>')
        out.append("</div>")
        return "".join(out)
    if isinstance(b, TwoCol):
        wr = width - b.wl - b.gap
        left = "".join(h_block(x, b.wl, st) for x in b.left)
        right = "".join(h_block(x, wr, st) for x in b.right)
        sep = ""
        if b.sep:
            sep = (f'<div style="position:absolute;left:{b.wl + b.gap / 2:.3f}mm;top:0;width:0.2mm;'
                   f'height:{b.height():.3f}mm;background:{b.sep}"></div>')
        return (f'<div style="position:relative;height:{b.height():.3f}mm;width:{width}mm">'
                f'<div style="position:absolute;left:0;top:0;width:{b.wl}mm">{left}</div>{sep}'
                f'<div style="position:absolute;left:{b.wl + b.gap}mm;top:0;width:{wr}mm">{right}</div></div>')
    raise TypeError(b)


def render_html(doc: Doc) -> str:
    ml, mt, mr, mb = doc.margins
    W = doc.content_w
    base = {"family": doc.family, "size": doc.size, "color": doc.color, "b": False, "i": False}
    n = len(doc.pages)
    pages = []
    for pi, blocks in enumerate(doc.pages):
        body = "".join(h_block(b, W, base) for b in doc.header(pi + 1, n) + blocks)
        foot = "".join(h_block(b, W, base) for b in doc.footer(pi + 1, n))
        brk = "page-break-after:always;" if pi < n - 1 else ""
        pages.append(f'<div class="page" style="position:relative;width:210mm;height:297mm;overflow:hidden;'
                     f'box-sizing:border-box;padding:{mt}mm {mr}mm 0 {ml}mm;{brk}">\n'
                     f'<div class="body" style="width:{W}mm">{body}</div>\n'
                     f'<div class="foot" style="position:absolute;left:{ml}mm;bottom:{mb}mm;width:{W}mm">{foot}</div>\n'
                     f"</div>")
    css = (f"@page {{ size: A4; margin: 0 }}\n"
           f"html, body {{ margin:0; padding:0; }}\n"
           f"body {{ font-family:'{doc.family}','DejaVu Sans',sans-serif; font-size:{doc.size}pt; color:{doc.color};"
           f" font-variant-ligatures:none; font-kerning:none; -webkit-print-color-adjust:exact; print-color-adjust:exact; }}\n"
           f".ln {{ white-space:pre; overflow:visible; }}\n")
    return ("<!DOCTYPE html>\n<html lang=\"pt-BR\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{_html.escape(doc.title)}</title>\n<style>\n{css}</style>\n</head>\n<body>\n"
            + "\n".join(pages) + "\n</body>\n</html>\n")


# ====================================================================== fpdf2

class _FP:
    def __init__(self, doc: Doc):
        from fpdf import FPDF
        self.doc = doc
        pdf = FPDF(unit="mm", format="A4")
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        register_fonts(pdf)
        pdf.set_creator("labdev-aj")
        pdf.set_title(doc.title)
        self.pdf = pdf

    def font(self, st):
        style = ("B" if st.get("b") else "") + ("I" if st.get("i") else "")
        self.pdf.set_font(fkey(st["family"]), style, st["size"])
        self.pdf.set_text_color(*_rgb(st.get("color", "#000000")))

    def line_text(self, line, st, x, y, w, lh, align):
        sps = expand(line)
        if not sps:
            return
        items = []
        for sp in sps:
            s = _merge(st, sp.st)
            self.font(s)
            items.append((sp.text, s, self.pdf.get_string_width(sp.text)))
        total = sum(i[2] for i in items)
        if align == "R":
            cx = x + w - total
        elif align == "C":
            cx = x + (w - total) / 2
        else:
            cx = x
        big = max(items, key=lambda i: i[1]["size"])[1]
        self.font(big)
        f = self.pdf.current_font
        a, d = f.desc.ascent / 1000.0, -f.desc.descent / 1000.0
        smm = big["size"] * PT
        base = y + (lh - (a + d) * smm) / 2 + a * smm
        for text, s, tw in items:
            if text.strip():
                self.font(s)
                self.pdf.text(cx, base, text)
            cx += tw

    def rect(self, x, y, w, h, fill):
        self.pdf.set_fill_color(*_rgb(fill))
        self.pdf.rect(x, y, w, h, "F")

    def seg(self, x1, y1, x2, y2, w, color):
        self.pdf.set_draw_color(*_rgb(color))
        self.pdf.set_line_width(w)
        self.pdf.line(x1, y1, x2, y2)

    def block(self, b, x, y, width, st):
        if isinstance(b, Space):
            return y + b.h
        if isinstance(b, Rule):
            w = b.width or width
            yy = y + b.space / 2
            self.seg(x + b.x, yy, x + b.x + w, yy, b.w, b.color)
            return y + b.space
        if isinstance(b, P):
            w = b.width or width
            bst = _merge(st, b.st)
            if b.fill:
                self.rect(x, y, w, b.height(), b.fill)
            if b.border:
                self.pdf.set_draw_color(*_rgb(b.border))
                self.pdf.set_line_width(0.25)
                self.pdf.rect(x, y, w, b.height())
            yy = y + b.pad
            for line in b.lines:
                self.line_text(line, bst, x + b.indent, yy, w - b.indent, b.lh, b.align)
                yy += b.lh
            return y + b.height()
        if isinstance(b, Table):
            bst = _merge(st, b.st)
            x0 = x + b.x
            for ri, row, cell, cx, cy, w, h in table_cells(b):
                fill = cell.fill or row.fill
                if fill:
                    self.rect(x0 + cx, y + cy, w, h, fill)
            for ri, row, cell, cx, cy, w, h in table_cells(b):
                cst = _merge(bst, row.st, cell.st)
                n = len(cell.lines)
                off = b.pad if cell.valign == "top" else (h - n * b.lh) / 2
                yy = y + cy + off
                for line in cell.lines:
                    self.line_text(line, cst, x0 + cx + b.hpad, yy, w - 2 * b.hpad, b.lh, cell.align)
                    yy += b.lh
            for x1, y1, x2, y2 in table_rules(b):
                self.seg(x0 + x1, y + y1, x0 + x2, y + y2, b.rule_w, b.rule_color)
            return y + b.height()
        if isinstance(b, TwoCol):
            wr = width - b.wl - b.gap
            yl = y
            for blk in b.left:
                yl = self.block(blk, x, yl, b.wl, st)
            yr = y
            for blk in b.right:
                yr = self.block(blk, x + b.wl + b.gap, yr, wr, st)
            if b.sep:
                self.seg(x + b.wl + b.gap / 2, y, x + b.wl + b.gap / 2, y + b.height(), 0.2, b.sep)
            return y + b.height()
        raise TypeError(b)

    def run(self, path):
        doc = self.doc
        ml, mt, mr, mb = doc.margins
        W = doc.content_w
        base = {"family": doc.family, "size": doc.size, "color": doc.color, "b": False, "i": False}
        n = len(doc.pages)
        for pi, blocks in enumerate(doc.pages):
            self.pdf.add_page()
            y = mt
            for b in doc.header(pi + 1, n) + blocks:
                y = self.block(b, ml, y, W, base)
            foot = doc.footer(pi + 1, n)
            fh = sum(b.height() for b in foot)
            yf = 297 - mb - fh
            assert y <= yf, f"{doc.id}: page {pi + 1} content ({y:.1f} mm) runs into footer ({yf:.1f} mm)"
            for b in foot:
                yf = self.block(b, ml, yf, W, base)
        self.pdf.output(path)


def render_fpdf(doc: Doc, path: str):
    _FP(doc).run(path)
