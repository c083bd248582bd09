"""Element builders. A report = dict(id, lab, fonts, pages=[[elements]], default date)."""
def R(name, vt, unit, ref='', key='', flag='', date=None, value=None):
    return dict(name=name, vt=vt, unit=unit, ref=ref, key=key, flag=flag, date=date, value=value)

def tbl(headers, widths, rows, style='grid', res=None):
    """rows: list of (cells, [results])"""
    return ('tbl', dict(headers=headers, widths=widths, rows=rows, style=style))

def grid(rows, headers=('Exame', 'Resultado', 'Unidade', 'Valores de referência'), widths=(52, 30, 22, 78), style='grid', flagsep=' '):
    out = []
    for r in rows:
        v = r['vt'] + ((flagsep + r['flag']) if r['flag'] else '')
        out.append(([r['name'], v, r['unit'], r['ref']], [r]))
    return ('tbl', dict(headers=list(headers) if headers else None, widths=list(widths), rows=out, style=style))

def reffirst(rows, headers=('Exame', 'Valores de referência', 'Resultado'), widths=(55, 75, 52)):
    out = []
    for r in rows:
        v = r['vt'] + (' ' + r['unit'] if r['unit'] else '') + ((' ' + r['flag']) if r['flag'] else '')
        out.append(([r['name'], r['ref'], v], [r]))
    return ('tbl', dict(headers=list(headers), widths=list(widths), rows=out, style='grid'))

def leader(rows, width=30, refw=None, widths=(95, 87), dots='.'):
    """monospace leader lines: 'Hemoglobina.......: 13,5 g/dL' + ref column"""
    out = []
    for r in rows:
        nm = r['name']
        first = nm.split('\n')[-1]
        pre = nm.split('\n')[:-1]
        lab = first + ' ' + dots * max(2, width - len(first) - 1) + ':'
        v = r['vt'] + (' ' + r['unit'] if r['unit'] else '') + ((' ' + r['flag']) if r['flag'] else '')
        left = '\n'.join(pre + [lab + ' ' + v])
        ref = '\n' * len(pre) + r['ref']
        out.append(([left, ref], [r]))
    return ('tbl', dict(headers=None, widths=list(widths), rows=out, style='plain'))

def diff(rows, headers=('Leucograma', '%', '/mm³', 'Ref. %', 'Ref. /mm³'), widths=(44, 22, 26, 40, 50), absunit='/mm³', pctunit='%'):
    """rows: (name, pct_vt, abs_vt, refp, refa, kp, ka, flag)"""
    out = []
    for name, p, a, rp, ra, kp, ka, *fl in rows:
        fl = fl[0] if fl else ''
        res = [R(name, p, pctunit, rp, kp)]
        cells = [name, p + ' ' + pctunit if pctunit else p, '', rp, ra]
        if a is not None:
            res.append(R(name, a, absunit, ra, ka, fl))
            cells[2] = a + ' ' + absunit + ((' ' + fl) if fl else '')
        out.append((cells, res))
    return ('tbl', dict(headers=list(headers) if headers else None, widths=list(widths), rows=out, style='grid'))

def hist(rows, dates, headers, widths):
    """rows: (name, unit, [vt per date], ref, key); dates: ISO per column"""
    out = []
    for name, unit, vals, ref, key in rows:
        res = [R(name, v, unit, ref, key, date=d) for v, d in zip(vals, dates) if v not in ('', '-', '---')]
        out.append(([name] + list(vals) + [unit, ref], res))
    return ('tbl', dict(headers=list(headers), widths=list(widths), rows=out, style='grid'))

def H(text, size=11, bold=True, align='L', box=False):
    return ('h', dict(text=text, size=size, bold=bold, align=align, box=box))

def P(text, size=8, italic=False, bold=False, align='L'):
    return ('p', dict(text=text, size=size, italic=italic, bold=bold, align=align))

def KV(pairs, cols=2, size=8.5):
    return ('kv', dict(pairs=pairs, cols=cols, size=size))

def HR():
    return ('hr', {})

def TWO(left, right):
    return ('two', dict(left=left, right=right))

def SP(mm=2):
    return ('sp', dict(mm=mm))
