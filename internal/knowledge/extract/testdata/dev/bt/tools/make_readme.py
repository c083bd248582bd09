"""Write README.md: hand-written text + tables generated from the models."""
import os, sys
from collections import OrderedDict, Counter
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from model import gold
from reports_data import REPORTS
from loinc_table import LOINC

OUT = os.path.dirname(HERE)

DISTRACT = {
    'bt01': 'birth 14/02/1961, order 11/03/2025, release 19/03/2025, print 19/03/2025 (footer)',
    'bt02': 'birth 22/10/1949, admission (Entrada) 03/06/2025, print (Emissão) 04/06/2025, communication 03/06/2025, release 04/06/2025',
    'bt03': 'birth 03/07/1956, receipt 05/05/2025, release 05/05/2025, last warfarin dose 04/05/2025, next control 19/05/2025, warfarin start 15/08/2019',
    'bt04': 'birth 08/05/1988, DUM 27/01/2025, registration 10/02/2025, expected delivery 18/02/2025, release 14/02/2025',
    'bt05': 'birth 30/11/1958, order 15/04/2025, issue 24/04/2025 (footer), signature 23/04/2025',
    'bt06': 'birth 19/09/1952, delivery 11/07/2025, print 11/07/2025 (footer), allopurinol stopped 02/06/2025',
    'bt07': 'birth 17/03/1966, issue 27/08/2025, print 27/08/2025, last digoxin dose 26/08/2025 (same day as collection)',
    'bt08': 'birth 02/12/1970, delivery 15/08/2025, next visit 29/08/2025, issue 15/08/2025 (footer)',
    'bt09': 'birth 11/01/1963, receipt 30/09/2025, release 01/10/2025, print 02/10/2025',
    'bt10': 'birth 25/06/1955, order 06/10/2025, print 15/10/2025, release 14/10/2025 (also a collection date of the potassium recollection)',
    'bt11': 'birth 09/04/1975, last meal 03/11/2025, next visit 18/11/2025, issue 06/11/2025, release 05/11/2025',
    'bt12': 'birth 28/08/1959, print 04/12/2025, next control 03/03/2026, release 03/12/2025',
}

COVER = [
    ('two-column pages', 'bt05 (p1), bt08, bt09, bt12'),
    ('marker name split across two lines', 'bt01 (HCM, CHCM), bt05 (TFG estimada), bt06 (CTLF, saturação), bt08 (CK, PCR-us), bt09 (HIV, relação PSA), bt10 (RDW, VHS), bt11 (PCR-us, BNP)'),
    ('HDL spellings', 'bt01 HDL-COLESTEROL, bt05 Colesterol HDL, bt06 HDL, bt08 HDL-Colesterol, bt11 Colesterol - fração HDL'),
    ('results after the reference range', 'bt05 (Exame / Referência / Resultado / Unid.), bt09 (marcadores e hormônios), bt11 (Exame / Referência / Resultado / Anterior)'),
    ('< / > and word forms', 'bt02 (inferior a 21,0; < 190), bt04 (inferior a 10,0; inferior a 50; < 9,4), bt06 (superior a 60; superior a 2.000), bt09 (< 100), bt10 (< 0,05), bt11 (< 10,0), bt12 (< 3,0)'),
    ('qualitative results', 'bt04 (Não reagente), bt07 (Amarelo citrino, Límpido, Negativo, Normal, Raras, Ausentes), bt09 (Não reagente), bt12 (Reagente, titre 1/64)'),
    ('several collection dates', 'bt01 (previous column 12/09/2024), bt02 (2nd troponin 04/06/2025), bt03 (cumulative, 5 dates), bt08 (cumulative, 3 dates), bt10 (potassium recollected 14/10/2025), bt11 (previous column 06/05/2025), bt12 (uric acid, 3 dates)'),
    ('ruled tables', 'bt01, bt03, bt07 (boxed), bt08, bt12 (evolution grid)'),
    ('tables without rules', 'bt05, bt09 (serology), bt10, bt11, bt12 (leaders)'),
    ('block layouts', 'bt02, bt04, bt07 (p2)'),
    ('flags', 'bt01 ↑ ↓, bt02 (H), bt03 H / L, bt05 *, bt06 *, bt07 (A), bt08 H, bt10 H / L column, bt11 Alto / Baixo, bt12 ↑'),
    ('dotted leaders', 'bt06, bt12'),
    ('panels', 'CBC + differential % and absolute (bt01, bt10, short bt12), coagulation (bt03, fibrinogen bt10, D-dimer bt02), liver (bt05, bt08, bt11, bt12), kidney/electrolytes (bt02, bt05, bt07, bt10, bt11), lipids + apolipoproteins + Lp(a) (bt01, bt05, bt06, bt08, bt11), cardiac markers / BNP (bt02, bt08, bt11), thyroid (bt06, bt09, bt11), iron + vitamins (bt06), inflammation (bt04, bt08, bt10, bt11, bt12), urinalysis (bt07), hormones (bt09), serology (bt09), tumour markers (bt09), autoantibodies + complement (bt04, bt12), uric acid (bt04, bt05, bt06, bt07, bt10, bt11, bt12), drug level digoxin (bt07)'),
    ('distractor dates', 'every report, see the table below'),
]


def main():
    L = []
    L.append(open(os.path.join(HERE, 'README_head.md'), encoding='utf-8').read().rstrip() + '\n')
    L.append('\n## Reports\n')
    L.append('| id | laboratory | city | pages | results | collection dates in gold (count) | layout features |')
    L.append('|---|---|---|---|---|---|---|')
    tot = 0
    for r in REPORTS:
        g = gold(r)
        c = Counter(x['collected_at'] for x in g['results'])
        tot += len(g['results'])
        L.append('| %s | %s | %s | %d | %d | %s | %s |' % (r.rid, r.lab, r.city, len(r.pages), len(g['results']),
                                                       ', '.join('%s (%d)' % kv for kv in sorted(c.items())), r.features))
    L.append('| | | | | **%d** | | |' % tot)
    L.append('\n## Distractor dates (never collection dates)\n')
    L.append('| id | dates printed that are not collection dates |')
    L.append('|---|---|')
    for r in REPORTS:
        L.append('| %s | %s |' % (r.rid, DISTRACT[r.rid]))
    L.append('\n## Coverage of the requirement list\n')
    L.append('| point | reports |')
    L.append('|---|---|')
    for a, b in COVER:
        L.append('| %s | %s |' % (a, b))
    L.append('\n' + open(os.path.join(HERE, 'README_loinc.md'), encoding='utf-8').read().rstrip() + '\n')
    L.append('\n### All codes used\n')
    L.append('| code | analyte (as written in gold) | used in | as alternative for | printed names (examples) |')
    L.append('|---|---|---|---|---|')
    used = OrderedDict()
    for r in REPORTS:
        for x in gold(r)['results']:
            d = used.setdefault(x['loinc'], {'an': set(), 'rep': set(), 'alt': set(), 'names': []})
            d['an'].add(x['analyte'])
            d['rep'].add(r.rid)
            if x['printed_name'] not in d['names']:
                d['names'].append(x['printed_name'])
            for a in x['loinc_alternatives']:
                e = used.setdefault(a, {'an': set(), 'rep': set(), 'alt': set(), 'names': []})
                e['alt'].add(x['loinc'])
    for code in sorted(used, key=lambda c: int(c.split('-')[0])):
        d = used[code]
        an = '; '.join(sorted(d['an'])) if d['an'] else LOINC.get(code, '')
        L.append('| %s | %s | %s | %s | %s |' % (code, an, ', '.join(sorted(d['rep'])) or '(alternative only)',
                                                 ', '.join(sorted(d['alt'])), '; '.join(d['names'][:3])))
    with open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(L) + '\n')


if __name__ == '__main__':
    main()
