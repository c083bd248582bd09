"""b09 - university teaching lab, Petrolina/PE.  Result blocks where the UNIT
is only in the column header ("Resultado (mg/dL)"), gestational OGTT
(0 / 60 / 120 min), HbA1c in NGSP % and IFCC mmol/mol, urinary
albumin/creatinine.  Collection date written out: "5 de maio de 2025"."""
from lib import Report, Lines, L, S, Rule, Space, Table, C, Sec, Box

D = '2025-05-05'


def build():
    rep = Report('b09', 'Laboratório Escola de Análises Clínicas - Universidade Estadual do Vale do São Francisco (Petrolina/PE)', D,
                 {'base': dict(font='serif', size=9.2, lh=1.3),
                  'h1': dict(size=11.5, b=True, align='C', color='#15365a'),
                  'h2': dict(size=8.2, align='C', color='#15365a'),
                  'k': dict(b=True),
                  'cap': dict(size=9.6, b=True, color='#15365a'),
                  'td': dict(size=8.8),
                  'th': dict(size=8.4, b=True, font='sans', bg='#dde6f0'),
                  'val': dict(b=True),
                  'small': dict(size=7.6, font='sans'),
                  'note': dict(size=8, i=True)},
                 margins=(11, 14, 10, 14), title='LEAC - Laudo')
    R = rep.R

    head = [
        Lines([L('UNIVERSIDADE ESTADUAL DO VALE DO SÃO FRANCISCO', sty='h2'),
               L('LABORATÓRIO ESCOLA DE ANÁLISES CLÍNICAS – LEAC', sty='h1'),
               L('Campus Petrolina · Av. José de Sá Maniçoba, s/n – Centro – Petrolina/PE · Atendimento SUS – ambulatório de pré-natal', sty='h2')]),
        Rule(0.5, 'double', 1, 2, color='#15365a'),
        Lines([
            L(S('Paciente: ', sty='k'), 'JOSEFA LUANA RODRIGUES DE SÁ', '      ', S('Prontuário: ', sty='k'), 'LEAC-25/1893'),
            L(S('Nascida em ', sty='k'), '17/02/1993 (32 anos)   ', S('Gestante', sty='k'), ' – DUM 10/11/2024 – 25 semanas'),
            L(S('Médica: ', sty='k'), 'Dra. Renata B. Coelho (CRM-PE 22.018) – Ambulatório de Pré-natal de Alto Risco'),
            L('Coleta realizada em 5 de maio de 2025, às 07h20 (jejum de 10 h).'),
            L('Material: soro, plasma fluoretado, sangue total EDTA e urina.'),
        ]),
        Rule(0.3, 'solid', 1.5, 2.5, color='#15365a'),
    ]

    # ---- table 1: unit in the header only
    rows = []
    for name, an, lo, alts, vt, ref, met in [
        ('Colesterol total', 'Total cholesterol', '2093-3', [], '232', 'desejável: inferior a 190', 'enzimático (CHOD-PAP)'),
        ('HDL-colesterol', 'HDL cholesterol', '2085-9', [], '58', 'desejável: superior a 40', 'direto homogêneo'),
        ('LDL-colesterol', 'LDL cholesterol (Martin-Hopkins)', '13457-7', ['2089-1'], '141', 'conforme risco cardiovascular', 'calculado (Martin)'),
        ('Colesterol não-HDL', 'Non-HDL cholesterol', '43396-1', [], '174', 'conforme risco cardiovascular', 'calculado'),
        ('Triglicerídeos', 'Triglycerides', '2571-8', [], '164', 'desejável: inferior a 150', 'enzimático (GPO-PAP)'),
        ('Ureia', 'Urea', '3091-6', [], '18', '10 a 40', 'urease-GLDH'),
        ('Creatinina', 'Creatinine', '2160-0', [], '0,56', '0,50 a 0,90', 'Jaffé cinético'),
        ('Ácido úrico', 'Uric acid', '3084-1', [], '3,9', '2,4 a 5,7', 'uricase-PAP'),
    ]:
        r = R(name, an, lo, vt, 'mg/dL', alts)
        rows.append([name, C(r.V, sty='val', align='C'), ref, met])
    t1 = Table([46, 36, 54, 46], rows, cols=['Exame', 'Resultado (mg/dL)', 'Valores de referência (mg/dL)', 'Método'],
               sty='td', hsty='th', border='h', aligns=['L', 'C', 'L', 'L'], padv=0.6)

    # ---- table 2: OGTT
    og = []
    for t, an, lo, alts, vt, ref in [('Jejum (0 min)', 'Glucose fasting (pre 75 g OGTT)', '1558-6', ['2345-7'], '88', 'inferior a 92'),
                                     ('60 minutos', 'Glucose 1 h post 75 g glucose', '1507-3', [], '171', 'inferior a 180'),
                                     ('120 minutos', 'Glucose 2 h post 75 g glucose', '1518-0', [], '158', 'inferior a 153')]:
        r = R(f'TOTG 75 g – {t}', an, lo, vt, 'mg/dL', alts)
        og.append([t, C(r.V, sty='val', align='C'), ref])
    t2 = Table([50, 48, 84], og, cols=['Tempo após 75 g de glicose', 'Glicose plasmática (mg/dL)', 'Referência para gestantes (IADPSG/OMS 2013)'],
               sty='td', hsty='th', border='h', aligns=['L', 'C', 'L'], padv=0.6)

    # ---- HbA1c
    a1 = R('Hemoglobina glicada (HbA1c) – NGSP', 'Hemoglobin A1c (NGSP)', '4548-4', '5,4', '%', ['17856-6'])
    a1i = R('Hemoglobina glicada (HbA1c) – IFCC', 'Hemoglobin A1c (IFCC)', '59261-8', '36', 'mmol/mol')
    t3 = Table([70, 40, 72], [
        ['HbA1c – unidade NGSP/DCCT', C(a1.V, ' ', a1.U, sty='val', align='C'), 'normal: inferior a 5,7 %'],
        ['HbA1c – unidade IFCC', C(a1i.V, ' ', a1i.U, sty='val', align='C'), 'normal: inferior a 39 mmol/mol'],
    ], cols=['Parâmetro', 'Resultado', 'Referência'], sty='td', hsty='th', border='h', aligns=['L', 'C', 'L'], padv=0.6)

    # ---- urine albumin
    ua = R('Albumina urinária', 'Albumin (urine)', '14957-5', '38,5', 'mg/L', ['1754-1'])
    uc = R('Creatinina urinária', 'Creatinine (urine)', '2161-8', '96,2', 'mg/dL')
    ra = R('Relação albumina/creatinina', 'Albumin/creatinine ratio (urine)', '14959-1', '40,0', 'mg/g', ['9318-7'])
    t4 = Table([70, 26, 22, 64], [
        ['Albumina urinária (microalbuminúria)', C(ua.V, sty='val', align='C'), ua.U, 'não aplicável isoladamente'],
        ['Creatinina urinária', C(uc.V, sty='val', align='C'), uc.U, '28 a 217 mg/dL'],
        ['Relação albumina/creatinina', C(ra.V, sty='val', align='C'), ra.U, 'inferior a 30 mg/g'],
    ], cols=['Exame', 'Resultado', 'Unidade', 'Referência'], sty='td', hsty='th', border='h', aligns=['L', 'C', 'L', 'L'], padv=0.6)

    body = [
        Lines([L('1. BIOQUÍMICA SÉRICA', sty='cap')], mb=1), t1,
        Lines([L('LDL-colesterol calculado pela equação de Martin-Hopkins. Valores conforme Atualização da Diretriz Brasileira de Dislipidemias.', sty='small')], mt=0.8, mb=3),
        Lines([L('2. CURVA GLICÊMICA – TESTE ORAL DE TOLERÂNCIA À GLICOSE (75 g)', sty='cap')], mb=1), t2,
        Lines([L('Interpretação: um valor igual ou acima do ponto de corte (120 min) – compatível com diabetes mellitus gestacional.', sty='note')], mt=0.8, mb=3),
        Lines([L('3. HEMOGLOBINA GLICADA (sangue total EDTA – HPLC, certificado NGSP/IFCC)', sty='cap')], mb=1), t3,
        Space(3),
        Lines([L('4. URINA – AMOSTRA ISOLADA (primeira da manhã)', sty='cap')], mb=1), t4,
        Lines([L('Relação albumina/creatinina entre 30 e 300 mg/g: albuminúria moderadamente aumentada; confirmar em 2 de 3 amostras.', sty='small')], mt=0.8),
    ]
    foot = [Rule(0.3, 'solid', 0, 1, color='#15365a'),
            Lines([L('Petrolina, 7 de maio de 2025.   Laudo conferido por Prof.ª Dra. Amanda V. Lins – Farmacêutica-Bioquímica – CRF-PE 4.117.', sty='small'),
                   L('Exames realizados por discentes sob supervisão docente. Página 1 de 1.', sty='small')])]
    rep.page(*head, *body)
    rep.footer = lambda pn, n: foot
    return rep
