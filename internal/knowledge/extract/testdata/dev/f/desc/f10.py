"""f10 - Rede Goiana Diagnósticos, unidade Jundiaí, Anápolis/GO (private network, "digital" layout).

Layout (new): (1) a SUMMARY BOX at the top of page 1, "Resumo: resultados fora da faixa de
referência", that REPEATS twelve values printed in full further down (with ↑/↓): the summary is not a
result, the detailed rows are; (2) every detailed result has a GRAPHIC SCALE drawn with characters
(├──────●───┤) between the lower and upper reference limits, which are printed at the ends of the
bar (the limits are not results). Rows: name, value + unit, scale.

Story: man, 39, metabolic syndrome with gout: impaired fasting glucose, HbA1c 6,1 %, insulin
resistance, high TG/low HDL, hyperuricaemia, fatty liver (ALT/GGT up, ferritin 412 with normal
saturation: dysmetabolic hyperferritinaemia), hs-CRP up. Dates: collection 02/02/2026 07:05
("Coletado em"), birth 17/08/1986, release 03/02/2026; app QR "válido até 03/05/2026" (not a date
of collection).
"""
from lib import *

AGE, FEM = 39, False


def bar(v, lo, hi, n=26):
    """Character scale: the reference interval [lo, hi] spans the middle of n cells."""
    span = hi - lo
    a, b = lo - span * 0.35, hi + span * 0.35
    pos = int(round((min(max(v, a), b) - a) / (b - a) * (n - 1)))
    i_lo = int(round((lo - a) / (b - a) * (n - 1)))
    i_hi = int(round((hi - a) / (b - a) * (n - 1)))
    cells = []
    for i in range(n):
        if i == pos:
            cells.append('●')
        elif i in (i_lo, i_hi):
            cells.append('┼')
        elif i_lo < i < i_hi:
            cells.append('━')
        else:
            cells.append('─')
    return ''.join(cells)


def build():
    d = '2026-02-02'
    ST = style(base=dict(size=8), h1=dict(size=14, b=True, color='#00695c'), bar=dict(font='mono', size=7.2, color='#00695c'),
               lim=dict(size=6.6, color='#555555'), v=dict(b=True, size=9.5), sec=dict(b=True, size=9, color='#00695c'),
               box=dict(size=8, b=True), th=dict(b=True, size=7.4, color='#555555'))
    rep = FReport('f10', 'Rede Goiana Diagnósticos', d, ST, margins=(12, 12, 12, 12), title='Rede Goiana Diagnósticos - Resultados')
    rep.footer = page_footer(['Rede Goiana Diagnósticos - Unidade Jundiaí - Av. Brasil Sul, 2045, Anápolis/GO - CNES 7795024',
                              'Resp. técnica: Dra. Tatiane Curado Veloso, CRBM-GO 4.102. Escala gráfica: a faixa mais grossa é o intervalo de referência; ● indica o resultado.'])
    cr = 0.94
    ct, hdl, tg = 208, 34, 288
    groups = [
        ('GLICEMIA E METABOLISMO', [
            ('glic', 'Glicose', 112, '112', 'mg/dL', 70, 99), ('a1c', 'Hemoglobina glicada', 6.1, '6,1', '%', 4.0, 5.6),
            ('ins', 'Insulina', 24.8, '24,8', 'µUI/mL', 2.6, 24.9), ('urico', 'Ácido úrico', 8.1, '8,1', 'mg/dL', 3.4, 7.0),
        ]),
        ('PERFIL LIPÍDICO', [
            ('ct', 'Colesterol total', ct, str(ct), 'mg/dL', 0, 190), ('hdl', 'HDL-colesterol', hdl, str(hdl), 'mg/dL', 40, 100),
            ('tg', 'Triglicerídeos', tg, str(tg), 'mg/dL', 0, 150),
            ('ldl', 'LDL-colesterol', friedewald(ct, hdl, tg), f(friedewald(ct, hdl, tg), 0), 'mg/dL', 0, 130),
            ('nhdl', 'Colesterol não-HDL', ct - hdl, str(ct - hdl), 'mg/dL', 0, 160),
        ]),
        ('FUNÇÃO RENAL E ELETRÓLITOS', [
            ('creat', 'Creatinina', cr, f(cr, 2), 'mg/dL', 0.7, 1.2), ('tfg', 'TFG estimada', egfr(cr, AGE, FEM), f(egfr(cr, AGE, FEM), 0), 'mL/min/1,73m²', 60, 130),
            ('ureia', 'Ureia', 29, '29', 'mg/dL', 15, 45), ('na', 'Sódio', 141, '141', 'mmol/L', 136, 145), ('k', 'Potássio', 4.5, '4,5', 'mmol/L', 3.5, 5.1),
        ]),
        ('FÍGADO E FERRO', [
            ('ast', 'AST (TGO)', 41, '41', 'U/L', 0, 40), ('alt', 'ALT (TGP)', 68, '68', 'U/L', 0, 41), ('ggt', 'Gama-GT', 96, '96', 'U/L', 10, 71),
            ('fa', 'Fosfatase alcalina', 84, '84', 'U/L', 40, 129), ('bt', 'Bilirrubina total', 0.7, '0,7', 'mg/dL', 0.2, 1.2),
            ('ferro', 'Ferro sérico', 118, '118', 'µg/dL', 59, 158), ('ferr', 'Ferritina', 412, '412', 'ng/mL', 30, 400),
            ('pcrus', 'PCR ultrassensível', 4.6, '4,6', 'mg/L', 0, 3.0),
        ]),
        ('HORMÔNIOS E VITAMINAS', [
            ('tsh', 'TSH', 1.84, '1,84', 'µUI/mL', 0.45, 4.5), ('t4l', 'T4 livre', 1.09, '1,09', 'ng/dL', 0.7, 1.8),
            ('vitd', 'Vitamina D (25-OH)', 24.2, '24,2', 'ng/mL', 20, 60), ('b12', 'Vitamina B12', 421, '421', 'pg/mL', 197, 771),
        ]),
        ('HEMOGRAMA', [
            ('rbc', 'Hemácias', 5.21, '5,21', 'milhões/µL', 4.5, 5.9), ('hb', 'Hemoglobina', 15.8, '15,8', 'g/dL', 13.5, 17.5),
            ('ht', 'Hematócrito', 46.3, '46,3', '%', 41, 53), ('vcm', 'VCM', indices(5.21, 15.8, 46.3)[0], f(indices(5.21, 15.8, 46.3)[0]), 'fL', 80, 100),
            ('wbc', 'Leucócitos', 7.6, '7.600', '/µL', 4.0, 10.0), ('plt', 'Plaquetas', 262, '262.000', '/µL', 150, 450),
        ]),
    ]
    blocks = []
    alto = []
    for title, items_ in groups:
        rows = []
        for key, name, v, vt, unit, lo, hi in items_:
            r = res(rep, key, name, vt, unit, alts=() if key == 'glic' else None)
            flag = '↑' if v > hi else '↓' if v < lo else ''
            if flag:
                alto.append(f'{name} {vt} {unit} {flag}')
            nd = len(vt.split(',')[1]) if ',' in vt else 0
            flo, fhi = f(lo, nd), f(hi, nd)
            if key in ('wbc', 'plt'):
                flo, fhi = fth(lo * 1000), fth(hi * 1000)
            rows.append(Row([C(S(name, sty='b')), C([S(r.V, sty='v'), ' ', r.U], align='R'),
                             C([S(flo, sty='lim'), ' ', S(bar(v, lo, hi), sty='bar'), ' ', S(fhi, sty='lim')], align='C')]))
        blocks += [Lines([L(title, sty='sec')], mt=2, mb=0.5), Table([58, 40, 88], rows, border='h', padv=0.9)]
    summ = Box([Lines([L('RESUMO: resultados fora da faixa de referência (detalhes abaixo)', sty='box')], mb=1),
                Table([60, 60, 60], [Row(alto[i:i + 3] + [''] * (3 - len(alto[i:i + 3]))) for i in range(0, len(alto), 3)],
                      border='none', padv=0.4, padh=0)], pad=2.5, lw=0.4, bg='#fff4e5', radius=2, mt=1, mb=1)
    head = [Table([110, 76], [Row([S('Rede Goiana Diagnósticos', sty='h1'), C('Unidade Jundiaí - Anápolis/GO\nResultados também no app', align='R')])],
                  border='none', padh=0),
            Rule(lw=0.6, mt=1, mb=1.2, color='#00695c'),
            Table([93, 93], [Row(['Cliente: RODRIGO HENRIQUE PIRES DE PAULA', 'Data de nascimento: 17/08/1986']),
                             Row(['Coletado em: 02/02/2026 às 07:05 (jejum 11 h)', 'Liberado em: 03/02/2026 16:48']),
                             Row(['Médico: Dr. Fábio Jayme Roriz (CRM-GO 19.337)', 'Código de acesso ao app: 7QK-22M (válido até 03/05/2026)'])],
                  border='none', padv=0.3, padh=0)]
    rep.page(*head, summ, *blocks[:8])
    rep.page(*blocks[8:], Lines([L('Glicose, lipídios e enzimas: métodos enzimáticos/colorimétricos; hormônios, vitaminas e insulina: quimioluminescência.', sty='small')], mt=3))
    return rep
