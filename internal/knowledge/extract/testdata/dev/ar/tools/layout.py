"""Layout constants shared by the HTML and the fpdf2 renderers."""
from model import R, Sub, Txt

FONTS = {
    'sans': ('/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
             '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf',
             '/usr/share/fonts/truetype/liberation2/LiberationSans-Italic.ttf',
             '/usr/share/fonts/truetype/liberation2/LiberationSans-BoldItalic.ttf'),
    'serif': ('/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf',
              '/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf',
              '/usr/share/fonts/truetype/liberation2/LiberationSerif-Italic.ttf',
              '/usr/share/fonts/truetype/liberation2/LiberationSerif-BoldItalic.ttf'),
    'carlito': ('/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf',
                '/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf',
                '/usr/share/fonts/truetype/crosextra/Carlito-Italic.ttf',
                '/usr/share/fonts/truetype/crosextra/Carlito-BoldItalic.ttf'),
    'dejavu': ('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
               '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
               '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
               '/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf'),
    'cond': ('/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf',
             '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf',
             '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf',
             '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-BoldOblique.ttf'),
    'mono': ('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
             '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf',
             '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Oblique.ttf',
             '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-BoldOblique.ttf'),
}

PT = 0.3528  # mm per point
PAD_X = 0.8  # horizontal cell padding, mm
PAD_Y = 0.2  # vertical cell padding, mm

DEFAULT_MT = {'header': 0, 'info': 1.2, 'title': 1.6, 'table': 0.4, 'cols': 0.8,
              'text': 0.6, 'sign': 2.5, 'footer': 1.5, 'rule': 0.8, 'space': 0}


def mt(block):
    return block.get('mt', DEFAULT_MT.get(block['type'], 0.5))


def lh(size, st):
    """Line height in mm for a font size in pt."""
    return size * PT * st.get('lhf', 1.22)


def hexrgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def value_index(k):
    if k == 'v':
        return 0
    if k.startswith('x'):
        return int(k[1:])
    return None


def cell_lines(row, col, table):
    """Printed text of one table cell as a list of explicit lines."""
    k = col['k']
    flagpos = table.get('flag', 'after')
    if isinstance(row, list):
        i = table['cols'].index(col)
        return str(row[i]).split('\n') if i < len(row) else ['']
    if k == 'name':
        lines = [row.label] if row.label else [row.name] + ([row.name2] if row.name2 else [])
        tl = table.get('textleader')
        if tl:
            last = lines[-1]
            if len(last) + 2 < tl:
                lines[-1] = last + ' ' + '.' * (tl - len(last) - 1)
        return lines
    idx = value_index(k)
    if idx is not None:
        if idx >= len(row.vals) or row.vals[idx] is None:
            return [col.get('empty', '')]
        v = row.vals[idx]
        s = v.text if flagpos == 'col' else v.shown(flagpos)
        if col.get('unit') and v.unit:
            s += ' ' + v.unit
        if col.get('pre'):
            s = col['pre'] + s
        return [s]
    if k == 'unit':
        return [row.unit]
    if k == 'ref':
        return row.ref.split('\n') if row.ref else ['']
    if k == 'method':
        return [row.method]
    if k == 'flag':
        return [row.main.flag if row.main else '']
    if k == 'blank':
        return ['']
    raise ValueError(k)
