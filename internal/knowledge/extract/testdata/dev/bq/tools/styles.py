"""Font families (only DejaVu is installed on this machine) shared by both renderers."""
D = '/usr/share/fonts/truetype/dejavu/'
FONTS = {
    'sans': ('DejaVu Sans', 'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf', 'DejaVuSans-BoldOblique.ttf'),
    'condsans': ('DejaVu Sans Condensed', 'DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf',
                 'DejaVuSansCondensed-Oblique.ttf', 'DejaVuSansCondensed-BoldOblique.ttf'),
    'serif': ('DejaVu Serif', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSerif-Italic.ttf', 'DejaVuSerif-BoldItalic.ttf'),
    'condserif': ('DejaVu Serif Condensed', 'DejaVuSerifCondensed.ttf', 'DejaVuSerifCondensed-Bold.ttf',
                  'DejaVuSerifCondensed-Italic.ttf', 'DejaVuSerifCondensed-BoldItalic.ttf'),
    'mono': ('DejaVu Sans Mono', 'DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf', 'DejaVuSansMono-Oblique.ttf', 'DejaVuSansMono-BoldOblique.ttf'),
}
PT = 0.3528  # mm per pt
MONO_EM = 0.602

DEFAULT = dict(font='sans', fs=8.5, lh=4.3, accent='#1f4e79', margin=12, top=10, bottom=12,
               header='left', title='bar', patient='box', pcols=3, hfont=None, titlefs=None)


def style(rep):
    s = dict(DEFAULT)
    s.update(rep.get('style', {}))
    if s['titlefs'] is None:
        s['titlefs'] = s['fs'] + 1
    return s


def dots_fill(name, width_mm, fs):
    """Literal dotted leader for the monospaced house style."""
    cw = MONO_EM * fs * PT
    n = int(width_mm / cw) - 1
    last = name.split('\n')[-1]
    k = n - len(last) - 1
    return name + ' ' + '.' * max(k, 2) if k > 0 else name


def rgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))

PW = {2: [1.2, 1], 3: [1.5, 1.05, 1], 4: [1.5, 1, 1, 1]}  # patient box column weights
