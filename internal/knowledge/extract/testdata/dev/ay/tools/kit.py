"""Small builders shared by the report definitions."""
from __future__ import annotations

from model import C, MLine, Res, Rule, Table, Text


def R(key, name, vt, unit="", flag="", date=None, before=False) -> Res:
    return Res(name=name, value_text=vt, unit=unit, key=key, flag=flag, date=date, flag_before=before)


def kv(pairs, ncols=2, size=None, rules="box", label_frac=0.42, pad_y=0.35, after=2.0, label_bold=True, rule_color="#000000", widths=None):
    """Patient / request box: (label, value) pairs laid out in ncols columns."""
    rows = []
    for i in range(0, len(pairs), ncols):
        row = []
        for lab, val in pairs[i:i + ncols]:
            row += [C(lab, bold=label_bold), C(val)]
        while len(row) < 2 * ncols:
            row += [C(""), C("")]
        rows.append(row)
    if widths is None:
        widths = [label_frac, 1 - label_frac] * ncols
    return Table(widths=widths, rows=rows, rules=rules, size=size, pad_y=pad_y, after=after, rule_color=rule_color)


def section(text, color="#000000", bg=None, size=None, after=1.0, rule=False, fg=None, align="L"):
    out = [Text(text, size=size, bold=True, color=fg or (color if not bg else "#ffffff"), bg=bg,
                pad=0.6 if bg else 0, after=0.3 if rule else after, align=align)]
    if rule:
        out.append(Rule(weight=0.3, color=color, before=0.2, after=after))
    return out


def lead(res: Res, width: int, tail: str = "", sep: str = ": ", indent: str = "  ", part="vf", pad_value=0) -> list[MLine]:
    """Dotted-leader line(s) in a monospace block: the label from res.name (a '\n' in the
    name puts its first part on a line of its own), dots, value (+flag) and a tail."""
    parts = res.name.split("\n")
    out = [MLine([indent + p]) for p in parts[:-1]]
    label = indent + parts[-1]
    dots = label.ljust(width, ".")
    val = C(res=res, part=part)
    v = res.shown(part)
    out.append(MLine([dots + sep, val, " " * max(3, pad_value - len(v)) + tail if tail else ""]))
    return out
