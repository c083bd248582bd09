"""f09 - Laboratório Sudoeste Baiano - Unidade de Testes Funcionais, Vitória da Conquista/BA.

Layout (new): a DYNAMIC-TEST CURVE GRID: analytes are rows and the sampling TIMES are columns
("-15 min (basal)", "0", "30", "60", "90", "120 min" after oral clonidine). Every cell is a result of
the same collection date; the times are not dates and not results; the peak and the cut-off line are
not results either. printed_name is the row label ("GH", "Glicose"); the unit is printed in the row
label's second line "(ng/mL)" / "(mg/dL)". Gold order: row by row, left to right. Then a paediatric
panel with age- and sex-specific references ("Masculino 10 a 12 anos").

Story: boy, 11 years 4 months, short stature (height -2,3 SD), delayed bone age. Clonidine GH
stimulation test with a normal peak (9,8 ng/mL at 60 min, cut-off 7), IGF-1 low-normal for age,
thyroid normal, coeliac screen negative with normal IgA, no anaemia: constitutional growth delay.
Dates: test on 10/11/2026 from 07:45 (basal) to 10:00 (clonidine given at 08:00); all samples that
morning; birth 02/07/2015; bone age X-ray 27/10/2026 (not a lab date); release 13/11/2026.
"""
from lib import *


def build():
    d = '2026-11-10'
    ST = style(base=dict(size=8), th=dict(b=True, size=7.8, bg='#dbe9f6'), h1=dict(size=12.5, b=True, color='#134f8c'),
               sec=dict(b=True, bg='#dbe9f6'), v=dict(b=True, size=8.8), pk=dict(b=True, size=8.8, color='#134f8c'))
    rep = FReport('f09', 'Laboratório Sudoeste Baiano - Unidade de Testes Funcionais', d, ST, margins=(12, 12, 12, 12),
                  title='LSB - Teste da clonidina')
    rep.footer = page_footer(['Laboratório Sudoeste Baiano - Av. Olívia Flores, 2610, Candeias, Vitória da Conquista/BA - CNES 6120336',
                              'Resp. técnico: Dr. Ubiratan Sá Teles, CRF-BA 6.530 - Teste acompanhado pela enfermeira Joana Meira (COREN-BA 412.118) - Liberado em 13/11/2026'])
    times = ['-15 min\n(basal)', '0 min\n(clonidina)', '30 min', '60 min', '90 min', '120 min']
    gh = ['0,4', '0,6', '1,8', '9,8', '6,9', '4,2']
    gl = ['88', '86', '82', '79', '84', '87']
    rows = []
    for key, name, unit, vals in [('gh', 'GH (hormônio do crescimento)', 'ng/mL', gh), ('glic', 'Glicose', 'mg/dL', gl)]:
        cells = [C([S(name, sty='b'), f'\n({unit})'])]
        for v in vals:
            r = res(rep, key, name, v, unit, alts=() if key == 'glic' else None)
            cells.append(C(S(r.V, sty='pk' if v == '9,8' else 'v'), align='C'))
        rows.append(Row(cells))
    curve = Table([54] + [22] * 6, rows, cols=['Parâmetro'] + times, aligns=['L'] + ['C'] * 6, border='grid', padv=1.2)
    spec = [
        Sec('EIXO GH / IGF-1 E TIREOIDE - amostra basal 07:45'),
        ('igf1', 'IGF-1 (somatomedina C)', '168', 'ng/mL', 'Masculino 10 a 12 anos: 111 a 551 ng/mL'),
        ('tsh', 'TSH', '2,64', 'µUI/mL', '0,60 a 4,84 µUI/mL (6 a 18 anos)'),
        ('t4l', 'T4 livre', '1,21', 'ng/dL', '0,80 a 1,70 ng/dL'),
        ('cortisol', 'Cortisol (08 h)', '12,6', 'µg/dL', '6,2 a 19,4 µg/dL'),
        Sec('RASTREAMENTO DE DOENÇA CELÍACA'),
        (('31017-7', 'Anti-transglutaminase tecidual IgA'), 'Anticorpo antitransglutaminase IgA', '1,2', 'U/mL', 'Negativo: < 7,0 U/mL'),
        (('2458-8', 'IgA total'), 'Imunoglobulina A (IgA total)', '118', 'mg/dL', 'Masculino 10 a 12 anos: 45 a 236 mg/dL'),
        Sec('HEMOGRAMA E BIOQUÍMICA'),
        ('hb', 'Hemoglobina', '13,2', 'g/dL', 'Masculino 10 a 12 anos: 11,5 a 15,5 g/dL'),
        ('ht', 'Hematócrito', '39,4', '%', '35,0 a 45,0 %'),
        ('vcm', 'VCM', '82,1', 'fL', '77,0 a 95,0 fL'),
        ('wbc', 'Leucócitos', '6.700', '/mm³', '4.500 a 13.500 /mm³'),
        ('plt', 'Plaquetas', '289.000', '/mm³', '150.000 a 450.000 /mm³'),
        ('ferr', 'Ferritina', '34', 'ng/mL', '7 a 140 ng/mL'),
        ('creat', 'Creatinina', '0,48', 'mg/dL', '0,31 a 0,61 mg/dL (10 a 12 anos)'),
        ('ureia', 'Ureia', '24', 'mg/dL', '11 a 38 mg/dL'),
        ('na', 'Sódio', '140', 'mmol/L', '136 a 145 mmol/L'), ('k', 'Potássio', '4,2', 'mmol/L', '3,4 a 4,7 mmol/L'),
        ('ca', 'Cálcio', '9,8', 'mg/dL', '8,8 a 10,8 mg/dL'), ('p', 'Fósforo', '4,9', 'mg/dL', '3,7 a 5,6 mg/dL (crianças)'),
        ('fa', 'Fosfatase alcalina', '248', 'U/L', 'Masculino 10 a 12 anos: 129 a 417 U/L'),
        ('alb', 'Albumina', '4,5', 'g/dL', '3,8 a 5,4 g/dL'),
        ('vitd', '25-Hidroxivitamina D', '33,5', 'ng/mL', '30 a 60 ng/mL (crianças, grupo de risco)'),
    ]
    rws = []
    for it in spec:
        if isinstance(it, Sec):
            rws.append(it)
            continue
        key, name, vt, unit, ref = it
        r = rep.R(name, key[1], key[0], vt, unit) if isinstance(key, tuple) else res(rep, key, name, vt, unit)
        rws.append(Row([name, C(S(r.V, sty='v'), align='R'), r.U, ref]))
    panel = Table([58, 22, 22, 84], rws, cols=['Exame', 'Resultado', 'Unidade', 'Valores de referência (sexo masculino, idade)'],
                  aligns=['L', 'R', 'L', 'L'], border='h', padv=0.6)
    head = [Table([120, 66], [Row([S('LABORATÓRIO SUDOESTE BAIANO', sty='h1'), C('Unidade de Testes Funcionais\nEndocrinologia Pediátrica', align='R')])],
                  border='none', padh=0),
            Rule(lw=0.6, mt=1, mb=1.2, color='#134f8c'),
            Table([93, 93], [Row(['Paciente: DAVI HENRIQUE MEIRA SANTANA', 'Nascimento: 02/07/2015 (11 anos e 4 meses)']),
                             Row(['Peso 29,8 kg   Estatura 131,2 cm', 'Data do teste / coleta: 10/11/2026']),
                             Row(['Médica: Dra. Priscila Novaes Fagundes (CRM-BA 27.655)', 'Idade óssea (RX 27/10/2026): 9 anos'])],
                  border='none', padv=0.3, padh=0),
            Rule(lw=0.3, mt=1, mb=2)]
    rep.page(*head,
             Lines([L('TESTE DE ESTÍMULO DO GH COM CLONIDINA (0,1 mg/m² via oral às 08:00) - soro', sty='b')], mb=1), curve,
             Lines([L('Pico de GH: 9,8 ng/mL aos 60 minutos. Resposta normal: pico ≥ 7,0 ng/mL (quimioluminescência, padrão IS 98/574).'),
                    L('Glicemias acompanhadas durante o teste (sonolência e hipotensão leve esperadas; PA mínima 88 x 52 mmHg aos 90 minutos).')],
                   sty='small', mt=1, mb=3),
             panel)
    return rep
