"""Helpers shared by the generator and the checker (value parsing, text matching)."""
import re

# words (Portuguese) that act as comparators in front of a number
_WORD_CMP = [
    ('inferior ou igual a', '<='), ('superior ou igual a', '>='),
    ('menor ou igual a', '<='), ('maior ou igual a', '>='),
    ('inferior a', '<'), ('superior a', '>'), ('menor que', '<'), ('maior que', '>'),
    ('abaixo de', '<'), ('acima de', '>'),
]
_SYM_CMP = [('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]

_NUM_THOUSANDS = re.compile(r'^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$')
_NUM_PLAIN = re.compile(r'^[+-]?\d+(,\d+)?$')


def parse_number(s):
    """Brazilian number -> float/int, or None. '7.350' -> 7350, '13,2' -> 13.2."""
    s = s.strip()
    if _NUM_THOUSANDS.match(s):
        s = s.replace('.', '')
    elif not _NUM_PLAIN.match(s):
        return None
    s = s.replace(',', '.')
    if s.startswith('+'):
        s = s[1:]
    v = float(s)
    if '.' not in s:
        return int(v)
    return v


def parse_value(text):
    """value_text -> (value, comparator) following the gold conventions.

    Results in words, titres ('1:32') and anything that is not a single number
    (optionally preceded by a comparator sign or word) give value None.
    """
    t = text.strip()
    low = t.lower()
    comp = ''
    for w, c in _WORD_CMP:
        if low.startswith(w + ' '):
            comp, t = c, t[len(w):].strip()
            break
    else:
        for w, c in _SYM_CMP:
            if t.startswith(w):
                comp, t = c, t[len(w):].strip()
                break
    v = parse_number(t)
    if v is None:
        return None, ''
    return v, comp


def squash(s):
    return re.sub(r'\s+', '', s)


def value_pattern(value_text):
    """Regex (on whitespace-collapsed text) matching a printed value as a token."""
    parts = [re.escape(ch) for ch in value_text.replace(' ', '')]
    core = r'\s*'.join(parts)
    pre = ''
    post = ''
    first, last = value_text[0], value_text[-1]
    if first.isdigit():
        pre = r'(?<![0-9])(?<![0-9][.,])'
    elif first.isalpha():
        pre = r'(?<![A-Za-zÀ-ÿ])'
    if last.isdigit():
        post = r'(?![0-9])(?![.,][0-9])'
    elif last.isalpha():
        post = r'(?![A-Za-zÀ-ÿ])'
    return re.compile(pre + core + post)


def count_value(text, value_text):
    return len(value_pattern(value_text).findall(text))


def count_squashed(text_squashed, s):
    s = squash(s)
    if not s:
        return 0
    n, i = 0, 0
    while True:
        j = text_squashed.find(s, i)
        if j < 0:
            return n
        n += 1
        i = j + 1
