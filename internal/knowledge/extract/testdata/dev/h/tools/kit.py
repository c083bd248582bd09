"""Small helpers for writing report descriptions."""
import math

from lab import (R, Title, Text, Seg, Line, Lines, Col, Row, Table, Columns, Box, Spacer, Rule, Brand)

MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro',
         'outubro', 'novembro', 'dezembro']
MES3 = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']


def d(iso, style='dmy'):
    y, m, dd = iso.split('-')
    mi = int(m) - 1
    if style == 'dmy':
        return '%s/%s/%s' % (dd, m, y)
    if style == 'dmy2':
        return '%s/%s/%s' % (dd, m, y[2:])
    if style == 'dot2':
        return '%s.%s.%s' % (dd, m, y[2:])
    if style == 'dot4':
        return '%s.%s.%s' % (dd, m, y)
    if style == 'mon':
        return '%s/%s/%s' % (dd, MES3[mi], y)
    if style == 'MON':
        return '%s/%s/%s' % (dd, MES3[mi].upper(), y)
    if style == 'long':
        return '%d de %s de %s' % (int(dd), MESES[mi], y)
    if style == 'dm':
        return '%s/%s' % (dd, m)
    if style == 'iso':
        return iso
    raise ValueError(style)


def br(v, dec=0, thousands=True):
    """Brazilian number format."""
    s = ('%.' + str(dec) + 'f') % v
    if '.' in s:
        ip, fp = s.split('.')
    else:
        ip, fp = s, ''
    neg = ip.startswith('-')
    ip = ip.lstrip('-')
    if thousands and len(ip) > 3:
        g = []
        while len(ip) > 3:
            g.insert(0, ip[-3:])
            ip = ip[:-3]
        g.insert(0, ip)
        ip = '.'.join(g)
    return ('-' if neg else '') + ip + ((',' + fp) if fp else '')


def ckd_epi_2021(scr, age, female):
    k = 0.7 if female else 0.9
    a = -0.241 if female else -0.302
    v = 142 * min(scr / k, 1) ** a * max(scr / k, 1) ** -1.200 * 0.9938 ** age
    if female:
        v *= 1.012
    return v


def friedewald(ct, hdl, tg):
    return ct - hdl - tg / 5.0


def diff(wbc, pcts, dec=1):
    """absolute counts for a list of percentages (rounded to integers)."""
    return [int(round(wbc * p / 100.0)) for p in pcts]


def kv_line(pairs, size=None, lh=1.32):
    """pairs: list of (x, label, value) -> one Line with bold labels."""
    segs = []
    for x, lab, val in pairs:
        segs.append(Seg(x, lab + ' ' + val if not lab.endswith('\x00') else val))
    return Line(segs, size=size, lh=lh)


def label_value_line(items, size=None, lh=1.32):
    """items: list of (x, label, value); label printed bold, value normal, same segment start."""
    segs = []
    for x, lab, val in items:
        segs.append(Seg(x, lab, bold=True))
        # value placed right after the label: approximate with a fixed offset
    return Line(segs, size=size, lh=lh)
