"""Report model: blocks + gold extraction (shared by HTML and fpdf renderers)."""
import re
from loinc import L

class Res:
    def __init__(s, key, name, vt, unit='', ref='', flag='', date=None, v='auto'):
        s.key, s.name, s.vt, s.unit, s.ref, s.flag, s.date, s.v = key, name, vt, unit, ref, flag, date, v

def R(*a, **k): return ('row', Res(*a, **k))
def R2(name, p, a, ref=''):  # percent + absolute on one line
    return ('row2', name, p, a, ref)
def SEC(title, sub='', layout=None): return ('sec', title, sub, layout)
def TXT(t, cls='note'): return ('txt', t, cls)
def PREV(key, name, items, label='Resultados anteriores:'):
    return ('prev', key, name, items, label)  # items: (printed_date, iso, vt, unit)
def TWO(left, right): return ('two', left, right)
def CUM(dates, isos, rows): return ('cum', dates, isos, rows)  # rows: (key, name, unit, [vts], ref)
SP = ('sp',)

CMP = [('inferior a ', '<'), ('superior a ', '>'), ('menor que ', '<'), ('maior que ', '>'),
       ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]

def parse_value(vt, point=False):
    s = vt.strip(); comp = ''
    for w, c in CMP:
        if s.lower().startswith(w):
            comp = c; s = s[len(w):].strip(); break
    if point:
        if re.fullmatch(r'\d+(\.\d+)?', s): return float(s) if '.' in s else int(s), comp
    else:
        if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?|\d+(,\d+)?', s):
            n = s.replace('.', '').replace(',', '.')
            return (float(n) if '.' in n else int(n)), comp
    return None, comp

def gold_entry(rep, res, name=None, date=None):
    code, alts, analyte = L[res.key]
    v, comp = parse_value(res.vt, rep.get('decimal_point', False))
    if res.v != 'auto': v = res.v
    return {'printed_name': (name or res.name).replace('\n', ' '), 'analyte': analyte, 'loinc': code,
            'loinc_alternatives': list(alts), 'value': v, 'value_text': res.vt, 'comparator': comp,
            'unit': res.unit, 'collected_at': date or res.date or rep['date']}

def walk(rep, blocks, out):
    for b in blocks:
        t = b[0]
        if t == 'row': out.append(gold_entry(rep, b[1]))
        elif t == 'row2':
            out.append(gold_entry(rep, b[2], b[1])); out.append(gold_entry(rep, b[3], b[1]))
        elif t == 'prev':
            for pd, iso, vt, unit in b[3]:
                out.append(gold_entry(rep, Res(b[1], b[2], vt, unit), date=iso))
        elif t == 'two':
            walk(rep, b[1], out); walk(rep, b[2], out)
        elif t == 'cum':
            for key, name, unit, vts, ref in b[3]:
                for vt, iso in zip(vts, b[2]):
                    if vt: out.append(gold_entry(rep, Res(key, name, vt, unit), date=iso))

def gold(rep):
    out = []
    for page in rep['pages']: walk(rep, page, out)
    return {'lab': rep['lab']['name'], 'collected_at_default': rep['date'], 'results': out}
