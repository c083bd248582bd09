#!/usr/bin/env python3
"""Build HTML, fpdf2 PDF, gold JSON and page meta for every report description."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from fontTools.ttLib import TTFont  # noqa: E402

from lab import HtmlR, PdfR, gold_of, report_results, used_chars, FONTS  # noqa: E402
import reports_a  # noqa: E402
import reports_b  # noqa: E402
import reports_c  # noqa: E402

ALL = reports_a.REPORTS + reports_b.REPORTS + reports_c.REPORTS

_cmaps = {}


def cmap(path):
    if path not in _cmaps:
        _cmaps[path] = set(TTFont(path).getBestCmap().keys())
    return _cmaps[path]


def check_glyphs(rep):
    chars = used_chars(rep)
    for key in FONTS:
        pass
    # every font family actually used in the report (report font + explicit overrides)
    used = {rep.font}
    src = repr(rep.pages) + repr(rep.header(1, 1)) + repr(rep.footer(1, 1))
    for key in FONTS:
        if "font='%s'" % key in src:
            used.add(key)
    for key in used:
        for st, (_l, path) in FONTS[key][1].items():
            missing = [c for c in chars if c.strip() and ord(c) not in cmap(path)]
            if missing:
                raise SystemExit('%s: font %s/%s lacks %r' % (rep.id, key, st, missing))


def main(only=None):
    os.makedirs(os.path.join(ROOT, 'reports'), exist_ok=True)
    os.makedirs(os.path.join(ROOT, 'rendered'), exist_ok=True)
    os.makedirs(os.path.join(HERE, 'build'), exist_ok=True)
    for mk in ALL:
        rep = mk()
        if only and rep.id not in only:
            continue
        check_glyphs(rep)
        html = HtmlR(rep).render()
        with open(os.path.join(ROOT, 'reports', rep.id + '.html'), 'w', encoding='utf-8') as f:
            f.write(html)
        PdfR(rep).render(os.path.join(ROOT, 'rendered', rep.id + '.fpdf.pdf'))
        gold = gold_of(rep)
        with open(os.path.join(ROOT, 'reports', rep.id + '.gold.json'), 'w', encoding='utf-8') as f:
            json.dump(gold, f, ensure_ascii=False, indent=1)
            f.write('\n')
        meta = dict(rep.meta)
        meta.update({'id': rep.id, 'lab': rep.lab, 'pages': len(rep.pages),
                     'result_pages': [p for p, _ in report_results(rep)],
                     'header_unit_results': [i for i, (_, r) in enumerate(report_results(rep)) if r.hdr_unit],
                     'n_results': len(gold['results'])})
        with open(os.path.join(HERE, 'build', rep.id + '.meta.json'), 'w', encoding='utf-8') as f:
            json.dump(meta, f, ensure_ascii=False, indent=1)
        print('%s: %d pages, %d results' % (rep.id, len(rep.pages), len(gold['results'])))


if __name__ == '__main__':
    main(set(sys.argv[1:]) or None)
