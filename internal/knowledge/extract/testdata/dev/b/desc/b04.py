"""b04 - university hospital, inpatient cumulative report (Pelotas/RS).
One row per analyte, three dated columns (current + two previous collections,
each with its own date/time in the column header, 2-digit year), arrows for
abnormal values, "—" for not performed.  Every printed value is gold, with
the date of its own column."""
from lib import Report, Lines, L, S, Rule, Space, Table, C, Sec, Row

D = '2025-03-14'


def build():
    rep = Report('b04', 'Hospital Escola Prof. Álvaro Quintana - Laboratório de Análises Clínicas (Pelotas/RS)', D,
                 {'base': dict(font='sans', size=8.6, lh=1.3),
                  'h1': dict(size=11, b=True),
                  'h2': dict(size=8),
                  'title': dict(size=10.5, b=True, align='C'),
                  'k': dict(b=True),
                  'td': dict(size=8.4),
                  'th': dict(size=8.2, b=True, bg='#d9d9d9'),
                  'sec': dict(size=8.4, b=True, bg='#efefef'),
                  'ab': dict(b=True),
                  'small': dict(size=7.2),
                  'ref': dict(size=7.6)},
                 margins=(11, 12, 10, 12), title='Relatório cumulativo')
    R = rep.R
    cols_dates = [('14/03/25\n06:10', '2025-03-14'), ('12/03/25\n05:55', '2025-03-12'), ('10/03/25\n21:30', '2025-03-10')]
    rows = []

    def row(name, an, lo, unit, vals, ref, alts=(), unit_print=None):
        cells = [name, unit_print if unit_print is not None else unit]
        for (hdr, d), v in zip(cols_dates, vals):
            if v is None:
                cells.append(C('—', align='C'))
                continue
            vt, flag = (v.split(' ') + [''])[:2]
            r = R(name.replace('\n', ' '), an, lo, vt, unit, list(alts), date=d)
            if flag:
                cells.append(C(r.V, ' ' + flag, sty='ab', align='R'))
            else:
                cells.append(C(r.V, align='R'))
        cells.append(C(ref, sty='ref'))
        rows.append(cells)

    rows.append(Sec('HEMATOLOGIA'))
    row('Hemoglobina', 'Hemoglobin', '718-7', 'g/dL', ['9,8 ↓', '10,4 ↓', '11,2 ↓'], '13,0 a 17,0')
    row('Hematócrito', 'Hematocrit', '4544-3', '%', ['29,6 ↓', '31,5 ↓', '33,9 ↓'], '39,0 a 50,0', ['20570-8'])
    row('Leucócitos', 'Leukocytes', '6690-2', '/mm³', ['14.200 ↑', '16.850 ↑', '18.300 ↑'], '4.000 a 10.000')
    row('Plaquetas', 'Platelets', '777-3', '/mm³', ['132.000 ↓', '118.000 ↓', '141.000 ↓'], '150.000 a 450.000', ['26515-7'])
    rows.append(Sec('FUNÇÃO RENAL'))
    row('Ureia', 'Urea', '3091-6', 'mg/dL', ['86 ↑', '104 ↑', '121 ↑'], '15 a 45')
    row('Creatinina', 'Creatinine', '2160-0', 'mg/dL', ['2,1 ↑', '2,6 ↑', '3,2 ↑'], '0,7 a 1,2')
    row('TFG estimada\n(CKD-EPI 2021)', 'eGFR (CKD-EPI 2021)', '98979-8', 'mL/min/1,73m²', ['31 ↓', '24 ↓', '19 ↓'],
        'superior a 60\n(TFG em mL/min/1,73m²)', ['62238-1'], unit_print='mL/min/\n1,73m²')
    rows.append(Sec('ELETRÓLITOS E MINERAIS'))
    row('Sódio', 'Sodium', '2951-2', 'mEq/L', ['134 ↓', '131 ↓', '129 ↓'], '135 a 145')
    row('Potássio', 'Potassium', '2823-3', 'mEq/L', ['5,4 ↑', '5,9 ↑', '6,3 ↑'], '3,5 a 5,1')
    row('Cloreto', 'Chloride', '2075-0', 'mEq/L', ['101', '99', '97 ↓'], '98 a 107')
    row('Cálcio total', 'Calcium (total)', '17861-6', 'mg/dL', ['8,3 ↓', '8,1 ↓', '8,0 ↓'], '8,6 a 10,3')
    row('Cálcio iônico', 'Calcium (ionized)', '1995-0', 'mmol/L', ['1,08 ↓', None, '1,02 ↓'], '1,12 a 1,32', ['1994-3'])
    row('Magnésio', 'Magnesium', '19123-9', 'mg/dL', ['1,7', '1,6 ↓', None], '1,7 a 2,4', ['2601-3'])
    row('Fósforo', 'Phosphate', '2777-1', 'mg/dL', ['5,1 ↑', '5,8 ↑', None], '2,5 a 4,5')
    rows.append(Sec('PROTEÍNAS / MARCADORES INFLAMATÓRIOS'))
    row('Albumina', 'Albumin', '1751-7', 'g/dL', ['2,9 ↓', '3,0 ↓', None], '3,5 a 5,2')
    row('Proteína C reativa', 'C-reactive protein', '1988-5', 'mg/dL', ['8,64 ↑', '14,20 ↑', '19,85 ↑'], 'inferior a 0,5')

    hdr = ['Exame', 'Unidade'] + [h for h, _ in cols_dates] + ['Valores de referência']
    tbl = Table([40, 22, 22, 22, 22, 58], rows, cols=hdr, sty='td', hsty='th', border='grid',
                aligns=['L', 'L', 'R', 'R', 'R', 'L'], padv=0.6)

    head = [
        Table([122, 64], [[
            C(S('HOSPITAL ESCOLA PROF. ÁLVARO QUINTANA', sty='h1'), '\n',
              S('Universidade Federal da Fronteira Pampeana · Serviço de Patologia Clínica', sty='h2'), '\n',
              S('Rua Gomes Carneiro, 1800 – Centro – Pelotas/RS · (53) 3284-7700', sty='h2')),
            C(S('Relatório emitido em: ', sty='k'), '14/03/2025 11:02', '\n',
              S('Próxima coleta programada: ', sty='k'), '16/03/2025', '\n', 'Usuário: lab.rotina3', sty='small')]],
            border='none', padv=0, padh=0),
        Rule(0.5, 'solid', 1.5, 1.5),
        Table([22, 74, 22, 68], [
            [S('Paciente', sty='k'), 'OSVALDO KLEIN BRANDÃO', S('Prontuário', sty='k'), '1.204.558-3'],
            [S('Nascimento', sty='k'), '23/05/1949 · 75 anos · Masculino', S('Internação', sty='k'), '10/03/2025 (via Pronto-Socorro)'],
            [S('Unidade', sty='k'), 'Clínica Médica II – Leito 412-B', S('Médico', sty='k'), 'Dra. Luíza M. Tessmann – CRM-RS 39.115'],
        ], sty='td', border='none', padv=0.3, padh=0.5),
        Rule(0.3, 'solid', 1, 2.5),
        Lines([L('RELATÓRIO CUMULATIVO DE RESULTADOS', sty='title'),
               L('Cada coluna corresponde a uma coleta (data/hora da coleta no cabeçalho). ↑ acima / ↓ abaixo do intervalo de referência.', sty='small', align='C')], mb=2),
    ]
    notes = Lines([
        L('Observações', sty='k'),
        L('• Amostra de 10/03/25 21:30 colhida no Pronto-Socorro; demais coletas na unidade de internação.', sty='small'),
        L('• Potássio de 10/03/25: resultado crítico comunicado ao plantão (Enf. Carla R.) às 22:41 do mesmo dia.', sty='small'),
        L('• TFG estimada pela equação CKD-EPI 2021 (sem coeficiente racial), a partir da creatinina sérica da mesma coleta.', sty='small'),
        L('• Métodos: hemograma por citometria de fluxo; bioquímica em analisador automatizado; cálcio iônico por eletrodo íon-seletivo.', sty='small'),
    ], mt=3)
    foot = [Rule(0.3, 'solid', 0, 1),
            Lines([L('Resultados liberados e assinados eletronicamente pelos profissionais responsáveis de cada coleta.', sty='small'),
                   L('Dr. Ernani B. Schild – Farmacêutico-Bioquímico – CRF-RS 7.402 – Responsável Técnico.', sty='small'),
                   L('HEPQ-LIS 3.8 · Relatório cumulativo – Página 1 de 1', sty='small', align='R')])]
    rep.page(*head, tbl, notes)
    rep.footer = lambda pn, n: foot
    return rep
