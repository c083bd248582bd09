"""b12 - municipal SUS lab, Lages/SC.  Two pages with repeated header and
footer ("Página 1 de 2").  Page 1: hormones with a "Resultado anterior"
column carrying its own earlier collection date (gold includes those),
CRP "< 0,5".  Page 2: urine type I (EAS) with automated sediment counts per
mL, density printed with a decimal comma."""
from lib import Report, Lines, L, S, Rule, Space, Table, C, Sec, Row, Box

D = '2025-05-26'


def build():
    rep = Report('b12', 'Laboratório Municipal de Lages - Rede SUS (Lages/SC)', D,
                 {'base': dict(font='sans', size=8.8, lh=1.28),
                  'h1': dict(size=12.5, b=True, color='#8a3b00'),
                  'h2': dict(size=7.9),
                  'k': dict(b=True),
                  'td': dict(size=8.6),
                  'th': dict(size=8, b=True, color='#ffffff', bg='#8a3b00'),
                  'sec': dict(size=8.6, b=True, color='#8a3b00', bg='#f6ebe1'),
                  'val': dict(b=True, size=9.2),
                  'prev': dict(size=7.8, color='#444444'),
                  'ref': dict(size=7.6),
                  'met': dict(size=7, i=True, color='#444444'),
                  'small': dict(size=7.3),
                  'pg': dict(size=8, b=True, align='R')},
                 margins=(10, 12, 9, 12), title='Laboratório Municipal de Lages - Laudo')
    R = rep.R

    def header(pn, n):
        return [
            Table([124, 62], [[
                C(S('LABORATÓRIO MUNICIPAL DE LAGES', sty='h1'), '\n',
                  S('Secretaria Municipal da Saúde · Rua Benjamin Constant, 130 – Centro – Lages/SC', sty='h2'), '\n',
                  S('Fone (49) 3019-7240', sty='h2'), '\n',
                  S('CNES 2662615 · Responsável técnica: Dra. Giovana T. Varela – CRF-SC 6.018', sty='h2')),
                C(S('LAUDO DE EXAMES', sty={'b': True, 'size': 10}), '\n', 'Protocolo 2505-26-0093', '\n', S(f'Página {pn} de {n}', sty='k'), align='R')]],
                border='none', padv=0, padh=0),
            Rule(0.7, 'solid', 1.2, 1.2, color='#8a3b00'),
            Table([36, 66, 36, 48], [
                [S('Paciente', sty='k'), 'CLÁUDIA REGINA WOLFF DE OLIVEIRA', S('Data/Hora da coleta', sty='k'), '26/05/2025 07:32'],
                [S('Data de nascimento', sty='k'), '19/09/1983 (41 anos) – F', S('Data de emissão', sty='k'), '29/05/2025'],
                [S('Unidade de saúde', sty='k'), 'UBS Guarujá – ESF 04', S('DUM', sty='k'), '02/05/2025'],
            ], sty='td', border='none', padv=0.25, padh=0.5),
            Rule(0.3, 'solid', 1, 2.5, color='#8a3b00'),
        ]

    def footer(pn, n):
        return [Rule(0.3, 'solid', 0, 1, color='#8a3b00'),
                Lines([L('Assinado digitalmente por Dr. Henrique L. Camargo – Biomédico – CRBM-5 7.115 em 29/05/2025 10:48.', sty='small'),
                       L('Resultados anteriores exibidos para comparação, com a respectiva data de coleta.', sty='small'),
                       L(f'Laboratório Municipal de Lages – Página {pn} de {n}', sty='pg')])]

    rep.header, rep.footer = header, footer

    W = [56, 30, 40, 60]
    COLS = ['Exame', 'Resultado', 'Resultado anterior', 'Valores de referência']

    def item(name, met, an, lo, vt, unit, ref, prev=None, alts=()):
        r = R(name, an, lo, vt, unit, list(alts))
        cells = [C(S(name, sty='k'), '\n', S(met, sty='met')), C(r.V, ' ', r.U, sty='val', align='C')]
        if prev:
            pv, pd, iso = prev
            rp = R(name, an, lo, pv, unit, list(alts), date=iso)
            cells.append(C(rp.V, ' ', rp.U, '\n', f'em {pd}', sty='prev', align='C'))
        else:
            cells.append(C('—', sty='prev', align='C'))
        cells.append(C(ref, sty='ref'))
        return cells

    p1 = [
        Sec('TIREOIDE'),
        item('TSH', 'Soro · Quimioluminescência', 'TSH', '3016-3', '3,95', 'µUI/mL', '0,35 a 4,94 µUI/mL',
             prev=('5,12', '12/09/2024', '2024-09-12')),
        item('T4 livre', 'Soro · Quimioluminescência', 'Free T4', '3024-7', '1,08', 'ng/dL', '0,70 a 1,48 ng/dL',
             prev=('0,96', '12/09/2024', '2024-09-12')),
        item('T3 total', 'Soro · Quimioluminescência', 'Triiodothyronine (total)', '3053-6', '112', 'ng/dL', '58 a 159 ng/dL'),
        item('Anticorpos anti-TPO', 'Soro · Quimioluminescência', 'Thyroid peroxidase antibody', '8099-4', '186', 'UI/mL', 'inferior a 5,6 UI/mL',
             prev=('142', '12/09/2024', '2024-09-12')),
        Sec('HORMÔNIOS SEXUAIS'),
        item('FSH', 'Soro · Quimioluminescência', 'FSH', '15067-2', '6,4', 'mUI/mL',
             'Fase folicular: 3,0 a 8,1\nFase lútea: 1,4 a 5,5\nPós-menopausa: 26,7 a 133,4'),
        item('LH', 'Soro · Quimioluminescência', 'LH', '10501-5', '5,1', 'mUI/mL',
             'Fase folicular: 1,8 a 11,8\nPico ovulatório: 7,6 a 89,1\nFase lútea: 0,6 a 14,0'),
        item('Estradiol', 'Soro · Quimioluminescência', 'Estradiol', '2243-4', '98', 'pg/mL',
             'Fase folicular: 21 a 251\nFase lútea: 21 a 312\nPós-menopausa: até 28'),
        item('Beta-hCG qualitativo', 'Urina · Imunocromatografia', 'hCG (urine, qualitative)', '2106-3', 'NEGATIVO', '',
             'Negativo (sensibilidade 25 mUI/mL)'),
        Sec('MARCADOR INFLAMATÓRIO'),
        item('Proteína C reativa', 'Soro · Imunoturbidimetria', 'C-reactive protein', '1988-5', '< 0,5', 'mg/dL', 'inferior a 0,5 mg/dL',
             prev=('1,2', '12/09/2024', '2024-09-12')),
    ]
    t1 = Table(W, p1, cols=COLS, sty='td', hsty='th', border='h', aligns=['L', 'C', 'C', 'L'], padv=0.8)

    def u(name, an, lo, vt, ref, alts=(), unit=''):
        r = R(name, an, lo, vt, unit, list(alts))
        res = [r.V, ' ', r.U] if unit else [r.V]
        return [name, C(*res, sty='val', align='C'), C(ref, sty='ref')]

    p2 = [
        Sec('CARACTERES GERAIS'),
        u('Cor', 'Urine color', '5778-6', 'Amarela', 'Amarelo claro a amarelo'),
        u('Aspecto', 'Urine appearance', '5767-9', 'Límpido', 'Límpido'),
        u('Densidade', 'Urine specific gravity', '5811-5', '1,015', '1,005 a 1,030', ['2965-2']),
        u('pH', 'Urine pH', '5803-2', '5,5', '5,0 a 7,5', ['2756-5']),
        Sec('ELEMENTOS ANORMAIS (tira reagente)'),
        u('Proteínas', 'Urine protein (strip)', '20454-5', 'Ausente', 'Ausente', ['2887-8']),
        u('Glicose', 'Urine glucose (strip)', '25428-4', 'Ausente', 'Ausente', ['2349-9']),
        u('Corpos cetônicos', 'Urine ketones (strip)', '2514-8', 'Ausente', 'Ausente', ['5797-6']),
        u('Hemoglobina', 'Urine hemoglobin (strip)', '5794-3', 'Traços', 'Ausente'),
        u('Bilirrubina', 'Urine bilirubin (strip)', '5770-3', 'Ausente', 'Ausente'),
        u('Urobilinogênio', 'Urine urobilinogen (strip)', '20405-7', 'Normal', 'Normal (até 1,0 mg/dL)', ['5818-0']),
        u('Nitrito', 'Urine nitrite (strip)', '5802-4', 'Negativo', 'Negativo'),
        Sec('SEDIMENTOSCOPIA (contagem automatizada por citometria, por mL)'),
        u('Leucócitos', 'Urine leukocytes (per mL)', '30405-5', '8.000', 'até 10.000 /mL', unit='/mL'),
        u('Hemácias', 'Urine erythrocytes (per mL)', '30391-7', '3.000', 'até 10.000 /mL', unit='/mL'),
        u('Células epiteliais', 'Urine epithelial cells (sediment)', '5787-7', 'Raras', 'Raras', ['11277-1']),
        u('Cilindros', 'Urine casts (sediment)', '9842-6', 'Ausentes', 'Ausentes (hialinos: até 2 p/campo)', ['24124-0']),
        u('Cristais', 'Urine crystals (sediment)', '5782-8', 'Ausentes', 'Ausentes'),
        u('Bactérias', 'Urine bacteria (sediment)', '25145-4', 'Ausentes', 'Ausentes', ['5769-5']),
        u('Muco', 'Urine mucus (sediment)', '8247-9', 'Ausente', 'Ausente'),
    ]
    t2 = Table([70, 46, 70], p2, cols=['URINA TIPO I (EAS)\njato médio, 1ª urina da manhã', 'Resultado', 'Valores de referência'],
               sty='td', hsty='th', border='h', aligns=['L', 'C', 'L'], padv=0.6)
    rep.page(t1, Lines([L('Anti-TPO persistentemente elevado: sugestivo de tireoidite autoimune (correlacionar com clínica).', sty='small'),
                        L('Beta-hCG qualitativo realizado em amostra de urina colhida na mesma data.', sty='small')], mt=2))
    rep.page(t2, Lines([L('Material recebido 50 min após a coleta; mantido refrigerado até a análise.', sty='small')], mt=2))
    return rep
