"""f07 - NutriLab Centro Serrano - Análises Clínicas e Nutrologia, Santa Maria/RS.

Layout (new): vitamin and mineral panel printed as BANDS whose analyte names are ROTATED column
headers (text running bottom to top), with one row of results, one row of units and one row of
reference values below; values above the range are printed in RED and values below it in BLUE
(legend at the foot of the page; the colour is not part of the value). printed_name is the rotated
header; gold order is left to right along each value row, band by band.

Story: woman, 41, 3 years after Roux-en-Y gastric bypass, irregular supplement use: deficiencies of
B12 (with raised methylmalonic acid and homocysteine), vitamin D (secondary hyperparathyroidism),
iron (microcytic anaemia, high transferrin, low saturation), zinc and copper; folate low-normal.
Dates: collection 08/09/2026 07:30; birth 21/01/1985; surgery 14/08/2023 (not a collection);
release 15/09/2026 (trace elements sent out).
"""
from lib import *

AGE, FEM = 41, True
RED, BLUE = '#c00000', '#0047b3'


def build():
    d = '2026-09-08'
    ST = style(base=dict(size=7.8), th=dict(b=True, size=7.6), h1=dict(size=13, b=True, color='#4b2e83'),
               hi=dict(b=True, color=RED, size=8.6), lo=dict(b=True, color=BLUE, size=8.6), ok=dict(b=True, size=8.6),
               lab=dict(b=True, size=7.4, bg='#efeaf7'), bt=dict(b=True, size=9, color='#4b2e83'), tiny=dict(size=6.4))
    rep = FReport('f07', 'NutriLab Centro Serrano - Análises Clínicas e Nutrologia', d, ST, margins=(12, 12, 12, 12),
                  title='NutriLab - Painel nutricional')
    rep.footer = page_footer(['NutriLab Centro Serrano - Rua do Acampamento, 455, Santa Maria/RS - CNES 9012455 - '
                              'Resp. técnica: Dra. Luciane Pozzobon Weber, CRBM-RS 0712',
                              'Legenda: valor em vermelho = acima do intervalo de referência; valor em azul = abaixo do intervalo de referência.'])
    ferro, transf = 41, 348
    ctlf = transf * 1.25
    rbc, hb, ht = 4.52, 10.9, 34.4
    vcm, hcm, chcm = indices(rbc, hb, ht)
    bands = [
        ('VITAMINAS', [
            ('b12', 'Vitamina B12', '182', 'pg/mL', '197 a 771', 'lo'),
            ('fol', 'Ácido fólico', '4,1', 'ng/mL', '> 3,9', 'ok'),
            ('vitd', '25-OH vitamina D', '17,6', 'ng/mL', '> 20', 'lo'),
            (('2923-1', 'Vitamina A (retinol)'), 'Vitamina A (retinol)', '0,31', 'mg/L', '0,30 a 0,70', 'ok'),
            (('1823-4', 'Vitamina E (alfa-tocoferol)'), 'Vitamina E', '9,8', 'mg/L', '5,0 a 20,0', 'ok'),
            (('13965-9', 'Homocisteína'), 'Homocisteína', '16,8', 'µmol/L', '5,0 a 15,0', 'hi'),
            (('13964-2', 'Ácido metilmalônico'), 'Ácido metilmalônico', '512', 'nmol/L', '< 378', 'hi'),
            ('creat', 'Creatinina', '0,71', 'mg/dL', '0,50 a 0,90', 'ok'),
        ]),
        ('MINERAIS E OLIGOELEMENTOS', [
            ('zn', 'Zinco', '58', 'µg/dL', '70 a 120', 'lo'),
            (('5631-7', 'Cobre'), 'Cobre', '68', 'µg/dL', '80 a 155', 'lo'),
            (('2064-4', 'Ceruloplasmina'), 'Ceruloplasmina', '19', 'mg/dL', '20 a 60', 'lo'),
            (('5724-0', 'Selênio'), 'Selênio', '72', 'µg/L', '70 a 150', 'ok'),
            ('mg', 'Magnésio', '1,7', 'mg/dL', '1,6 a 2,6', 'ok'),
            ('ca', 'Cálcio total', '8,9', 'mg/dL', '8,6 a 10,3', 'ok'),
            ('p', 'Fósforo', '3,2', 'mg/dL', '2,5 a 4,5', 'ok'),
            (('2731-8', 'PTH'), 'PTH intacto', '78', 'pg/mL', '15 a 65', 'hi'),
        ]),
        ('METABOLISMO DO FERRO E PROTEÍNAS', [
            ('ferro', 'Ferro sérico', str(ferro), 'µg/dL', '50 a 170', 'lo'),
            (('2500-7', 'Capacidade total de ligação do ferro'), 'CTLF', f(ctlf, 0), 'µg/dL', '250 a 425', 'hi'),
            ('sat', 'Sat. transferrina', f(ferro / ctlf * 100), '%', '20 a 50', 'lo'),
            ('transf', 'Transferrina', str(transf), 'mg/dL', '200 a 360', 'ok'),
            ('ferr', 'Ferritina', '9', 'ng/mL', '15 a 150', 'lo'),
            ('alb', 'Albumina', '3,6', 'g/dL', '3,5 a 5,2', 'ok'),
            ('pt', 'Proteínas totais', '6,4', 'g/dL', '6,4 a 8,3', 'ok'),
            ('glic', 'Glicose', '81', 'mg/dL', '70 a 99', 'ok'),
        ]),
        ('HEMOGRAMA', [
            ('rbc', 'Hemácias', f(rbc, 2), 'milhões/µL', '3,90 a 5,20', 'ok'),
            ('hb', 'Hemoglobina', f(hb), 'g/dL', '12,0 a 15,5', 'lo'),
            ('ht', 'Hematócrito', f(ht), '%', '36,0 a 46,0', 'lo'),
            ('vcm', 'VCM', f(vcm), 'fL', '80,0 a 100,0', 'lo'),
            ('hcm', 'HCM', f(hcm), 'pg', '26,0 a 34,0', 'lo'),
            ('rdw', 'RDW', '17,8', '%', '11,5 a 14,5', 'hi'),
            ('wbc', 'Leucócitos', '5.300', '/µL', '4.000 a 10.000', 'ok'),
            ('plt', 'Plaquetas', '298.000', '/µL', '150.000 a\n450.000', 'ok'),
        ]),
    ]
    blocks = []
    W = [22] + [20.5] * 8
    for title, cols in bands:
        vals, units, refs = [C('Resultado', sty='lab')], [C('Unidade', sty='lab')], [C('Referência', sty='lab')]
        names = ['Parâmetro']
        for key, name, vt, unit, ref, fl in cols:
            if isinstance(key, tuple):
                r = rep.R(name, key[1], key[0], vt, unit)
            else:
                r = res(rep, key, name, vt, unit)
            names.append(name)
            vals.append(C(S(r.V, sty=fl), align='C'))
            units.append(C(r.U, align='C'))
            refs.append(C(S(ref, sty='tiny'), align='C'))
        blocks += [Lines([L(title, sty='bt')], mt=1.2, mb=0.6),
                   RotHead(W, names, height=33, rot=[False] + [True] * 8, bg='#efeaf7'),
                   Table(W, [Row(vals), Row(units), Row(refs)], border='grid', padv=0.7, padh=0.6, lw=0.25)]
    head = [Table([110, 76], [Row([S('NutriLab Centro Serrano', sty='h1'), C('Análises Clínicas e Nutrologia\nSanta Maria - RS', align='R')])],
                  border='none', padh=0),
            Rule(lw=0.6, mt=1, mb=1.2, color='#4b2e83'),
            Table([96, 90], [Row(['Paciente: CAROLINE BRUM DE OLIVEIRA SCHMIDT', 'Nascimento: 21/01/1985']),
                             Row(['Pós-operatório de bypass gástrico (14/08/2023)', 'Coletado em: 08/09/2026 07:30']),
                             Row(['Solicitante: Dra. Aline Cechin Prevedello (CRM-RS 38.017)', 'Liberado em: 15/09/2026'])],
                  border='none', padv=0.3, padh=0)]
    rep.page(*head, *blocks,
             Lines([L('Cobre, selênio, vitaminas A e E e ácido metilmalônico: laboratório de apoio (ICP-MS / HPLC / LC-MS/MS).', sty='small')], mt=2))
    return rep
