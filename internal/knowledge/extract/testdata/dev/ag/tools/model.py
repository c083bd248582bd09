"""Building blocks for the report models (one description -> HTML, fpdf and gold)."""
import re
from analytes import A

def R(name, vt, unit, key, ref='', flag='', v2=None, prev=(), coll=None, v=None):
    """One printed result line. name may contain '|' where the printed name breaks onto a 2nd line.
    v2 = (vt, unit, key, flag) second value on the same line (e.g. absolute count).
    prev = [(iso, printed_date, vt), ...] previous results printed with their own date."""
    if isinstance(ref, str):
        ref = [ref] if ref else []
    return dict(name=name, vt=vt, unit=unit, key=key, ref=list(ref), flag=flag, v2=v2, prev=list(prev), coll=coll, v=v)

def E(title, rows, material='', method='', meta=(), notes=(), layout=None, coll=None, pre=()):
    return dict(kind='exam', title=title, rows=rows, material=material, method=method, meta=list(meta),
                notes=list(notes), layout=layout, coll=coll, pre=list(pre))

def T(text, cls='note'):
    return dict(kind='text', text=text, cls=cls)

def TWO(left, right, title=''):
    return dict(kind='two', left=left, right=right, title=title)

def CUM(title, dates, rows, meta=(), notes=()):
    """Cumulative table: dates = [(iso, printed)], rows = [(name, unit, key, [vt or '' per date], ref)]"""
    return dict(kind='cum', title=title, dates=dates, rows=rows, meta=list(meta), notes=list(notes))

COMP = [('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>'), ('<=', '<='), ('>=', '>='),
        ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]

def parse_value(vt):
    s = vt.strip(); comp = ''
    for pre, c in COMP:
        if s.lower().startswith(pre):
            comp = c; s = s[len(pre):].strip(); break
    if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?', s):
        return float(s.replace('.', '').replace(',', '.')), comp
    if re.fullmatch(r'\d+(,\d+)?', s):
        return float(s.replace(',', '.')), comp
    if re.fullmatch(r'\d+\.\d{1,2}', s):   # decimal point (research/SI print), never 3 decimals
        return float(s), comp
    return None, comp

def num(x):
    if x is None: return None
    return int(x) if float(x).is_integer() else x

def entry(printed, vt, unit, key, coll, v=None):
    an, loinc, alts = A[key]
    val, comp = parse_value(vt)
    if v is not None: val = v
    return dict(printed_name=printed.replace('|', ' '), analyte=an, loinc=loinc, loinc_alternatives=list(alts),
                value=num(val), value_text=vt, comparator=comp, unit=unit, collected_at=coll)

def iter_blocks(rep):
    for page in rep['pages']:
        for b in page:
            if b['kind'] == 'two':
                for x in b['left']: yield x
                for x in b['right']: yield x
            else:
                yield b

def gold(rep):
    out = []
    for b in iter_blocks(rep):
        if b['kind'] == 'exam':
            ec = b['coll'] or rep['coll']
            for r in b['rows']:
                c = r['coll'] or ec
                out.append(entry(r['name'], r['vt'], r['unit'], r['key'], c, r['v']))
                if r['v2']:
                    vt2, u2, k2, _f = r['v2']
                    out.append(entry(r['name'], vt2, u2, k2, c))
                for iso, _pd, pvt in r['prev']:
                    out.append(entry(r['name'], pvt, r['unit'], r['key'], iso))
        elif b['kind'] == 'cum':
            for name, unit, key, vals, ref in b['rows']:
                for (iso, _pd), vt in zip(b['dates'], vals):
                    if vt:
                        out.append(entry(name, vt, unit, key, iso))
    return dict(lab=rep['lab']['name'], collected_at_default=rep['coll'], results=out)
