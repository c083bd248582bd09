"""c12 - university hospital reporting in SI units, invented 'Hospital Universitário do Vale do
Acaraú - Unidade de Laboratório Clínico', Sobral/CE.

Blood count in ×10¹²/L, ×10⁹/L, g/L and L/L; chemistry in mmol/L and µmol/L;
HbA1c in both mmol/mol and %; a cancelled test (haemolysed sample) printed
without a result; a unit-conversion table on page 2 with numbers that are
not results.  2 pages.
"""
from lib import Report, Lines, L, Table, C, Sec, Row, Rule, Space, Box, Cols, S

STY = {
    'base': dict(font='serif', size=8.2),
    'h1': dict(font='serif', size=11.5, b=True),
    'h2': dict(font='serif', size=7.6, i=True),
    'hd': dict(font='sans', size=7.5), 'hdb': dict(font='sans', size=7.5, b=True),
    'td': dict(font='serif', size=8), 'th': dict(font='sans', size=7.3, b=True, bg='#e8e8e8'),
    'sec': dict(font='sans', size=7.9, b=True, bg='#f3f3f3'),
    'val': dict(font='serif', size=8.3, b=True),
    'obs': dict(font='sans', size=6.8),
    'note': dict(font='sans', size=6.8, i=True),
    'foot': dict(font='sans', size=6.5, color='#444444'),
}


def build():
    rep = Report('c12', 'Hospital Universitário do Vale do Acaraú - Unidade de Laboratório Clínico', '2025-10-07', STY,
                 margins=(11, 12, 10, 12), title='Laudo laboratorial (unidades SI)')
    R = rep.R

    def header(pn, n):
        return [
            Lines([L('HOSPITAL UNIVERSITÁRIO DO VALE DO ACARAÚ', sty='h1', align='C'),
                   L('Unidade de Laboratório Clínico - resultados expressos em unidades do Sistema Internacional (SI)', sty='h2', align='C')]),
            Rule(lw=0.3, style='double', mt=1, mb=1.5),
            Table([96, 90], [[C(S('Paciente: ', sty='hd'), S('FRANCISCA HELENA DE ARAÚJO MESQUITA', sty='hdb')),
                               C('Data de nascimento: 28/08/1979   Sexo: feminino', sty='hd')],
                              [C('Prontuário: 0771.204-3   Origem: Ambulatório de Clínica Médica', sty='hd'),
                               C('Data da coleta: 07/10/2025 07:20   Liberação: 08/10/2025 12:45', sty='hd')],
                              [C('Requisitante: Dr. Heitor Linhares Frota - CRM-CE 17.552', sty='hd'),
                               C(f'Nº do pedido: 25.10.07.0338   Folha {pn}/{n}', sty='hd')]],
                  border='box', padv=0.3, padh=1),
            Space(2),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.8),
                Lines([L('Unidade de Laboratório Clínico - Av. Comandante Maurocélio Rocha Pontes, 100 - Sobral/CE - CNES 2424231', sty='foot', align='C'),
                       L('Responsável técnico: Prof. Dr. Lauro Moreira Aragão - CRM-CE 9.041', sty='foot', align='C')])]

    rep.header, rep.footer = header, footer
    W = [52, 22, 24, 48, 40]
    COLS = ['Analito', 'Resultado', 'Unidade', 'Intervalo de referência', 'Observação']
    AL = ['L', 'R', 'L', 'L', 'L']

    def rw(r, ref, obs=''):
        return [r.name, C(r.V, sty='val', align='R'), r.unit, ref, C(obs, sty='obs')]

    hem = [
        R('Eritrócitos', 'Erythrocytes', '789-8', '4,31', '×10¹²/L', ['26453-1']), '3,90 a 5,00',
        R('Hemoglobina', 'Hemoglobin', '718-7', '128', 'g/L'), '120 a 155',
        R('Hematócrito', 'Hematocrit', '4544-3', '0,39', 'L/L', ['20570-8']), '0,35 a 0,45',
        R('VCM', 'MCV', '787-2', '90,5', 'fL', ['30428-7']), '80 a 98',
        R('HCM', 'MCH', '785-6', '29,7', 'pg', ['28539-5']), '27 a 33',
        R('CHCM', 'MCHC', '786-4', '328', 'g/L', ['28540-3']), '320 a 360',
        R('RDW-CV', 'RDW', '788-0', '13,8', '%', ['30385-9']), '11,5 a 14,5',
        R('Leucócitos', 'Leukocytes', '6690-2', '7,45', '×10⁹/L', ['26464-8']), '4,00 a 11,00',
        R('Neutrófilos', 'Neutrophils (absolute count)', '751-8', '4,32', '×10⁹/L', ['26499-4']), '1,80 a 7,50',
        R('Linfócitos', 'Lymphocytes (absolute count)', '731-0', '2,31', '×10⁹/L', ['26474-7']), '1,00 a 4,00',
        R('Monócitos', 'Monocytes (absolute count)', '742-7', '0,52', '×10⁹/L', ['26484-6']), '0,20 a 1,00',
        R('Eosinófilos', 'Eosinophils (absolute count)', '711-2', '0,24', '×10⁹/L', ['26449-9']), '0,02 a 0,50',
        R('Basófilos', 'Basophils (absolute count)', '704-7', '0,06', '×10⁹/L', ['26444-0']), '0,00 a 0,10',
        R('Plaquetas', 'Platelets', '777-3', '268', '×10⁹/L', ['26515-7']), '150 a 450',
    ]
    rows = [Sec('HEMATOLOGIA - hemograma (sangue total EDTA, citometria de fluxo)')]
    for i in range(0, len(hem), 2):
        rows.append(rw(hem[i], hem[i + 1]))

    glu = R('Glicose (jejum)', 'Glucose', '14749-6', '5,4', 'mmol/L', ['14771-0'])
    ure = R('Ureia', 'Urea', '22664-7', '6,1', 'mmol/L')
    cre = R('Creatinina', 'Creatinine', '14682-9', '88', 'µmol/L')
    uri = R('Ácido úrico', 'Urate', '14933-6', '0,36', 'mmol/L')
    na = R('Sódio', 'Sodium', '2951-2', '141', 'mmol/L')
    k = R('Potássio', 'Potassium', '2823-3', '4,3', 'mmol/L')
    ca = R('Cálcio total', 'Calcium', '2000-8', '2,38', 'mmol/L')
    mg = R('Magnésio', 'Magnesium', '2601-3', '0,84', 'mmol/L')
    po4 = R('Fosfato', 'Phosphate', '14879-1', '1,12', 'mmol/L')
    ast = R('AST', 'Aspartate aminotransferase', '1920-8', '22', 'U/L')
    alt = R('ALT', 'Alanine aminotransferase', '1742-6', '19', 'U/L')
    pt = R('Proteínas totais', 'Protein', '2885-2', '71', 'g/L')
    alb = R('Albumina', 'Albumin', '1751-7', '43', 'g/L')
    rows += [
        Sec('BIOQUÍMICA (soro; glicose em plasma fluoretado)'),
        rw(glu, '3,9 a 5,5'), rw(ure, '2,5 a 7,1'), rw(cre, '45 a 84', 'TFGe não calculada a pedido'),
        rw(uri, '0,14 a 0,34', '*acima do intervalo'), rw(na, '136 a 145'), rw(k, '3,5 a 5,1'),
        rw(ca, '2,15 a 2,55'), rw(mg, '0,66 a 1,07'), rw(po4, '0,81 a 1,45'),
        rw(ast, 'até 32'), rw(alt, 'até 33'),
        ['Bilirrubinas total e frações', C('—', align='R'), '', '', C('Cancelado: amostra\nhemolisada. Recoleta\nsolicitada.', sty='obs')],
        rw(pt, '64 a 83'), rw(alb, '35 a 52'),
    ]
    rep.page(Table(W, rows, cols=COLS, aligns=AL, border='h', padv=0.42))

    ct = R('Colesterol total', 'Cholesterol', '14647-2', '5,12', 'mmol/L')
    hdl = R('HDL-colesterol', 'Cholesterol in HDL', '14646-4', '1,34', 'mmol/L')
    ldl = R('LDL-colesterol (calculado)', 'Cholesterol in LDL (calculated)', '39469-2', '3,18', 'mmol/L', ['22748-8'])
    tg = R('Triglicerídeos', 'Triglyceride', '14927-8', '1,31', 'mmol/L')
    tsh = R('TSH', 'Thyrotropin', '3016-3', '1,86', 'mUI/L', ['11580-8'])
    t4 = R('T4 livre', 'Thyroxine free', '14920-3', '15,4', 'pmol/L')
    a1m = R('Hemoglobina glicada (IFCC)', 'Hemoglobin A1c (IFCC)', '59261-8', '38', 'mmol/mol')
    a1p = R('Hemoglobina glicada (NGSP)', 'Hemoglobin A1c', '4548-4', '5,6', '%', ['17856-6'])
    rows2 = [
        Sec('LÍPIDES (soro, jejum de 12 h)'),
        rw(ct, 'desejável inferior a 4,9'), rw(hdl, 'superior a 1,0'), rw(ldl, 'conforme risco CV', 'Friedewald (mmol/L)'),
        rw(tg, 'inferior a 1,7'),
        Sec('ENDOCRINOLOGIA (soro, quimioluminescência)'),
        rw(tsh, '0,40 a 4,00'), rw(t4, '10,0 a 22,0'),
        Sec('HEMOGLOBINA GLICADA (sangue total EDTA, HPLC)'),
        rw(a1m, 'inferior a 39', 'equivale ao valor NGSP\nabaixo'), rw(a1p, 'inferior a 5,7'),
    ]
    conv = [['Glicose', 'mmol/L × 18,02', 'mg/dL'], ['Ureia', 'mmol/L × 6,01', 'mg/dL'],
            ['Creatinina', 'µmol/L ÷ 88,4', 'mg/dL'], ['Ácido úrico', 'mmol/L × 16,81', 'mg/dL'],
            ['Cálcio', 'mmol/L × 4,008', 'mg/dL'], ['Colesterol', 'mmol/L × 38,67', 'mg/dL'],
            ['Triglicerídeos', 'mmol/L × 88,57', 'mg/dL'], ['T4 livre', 'pmol/L ÷ 12,87', 'ng/dL']]
    rep.page(Table(W, rows2, cols=COLS, aligns=AL, border='h', padv=0.42),
             Lines([L('Tabela de conversão para unidades convencionais (apenas informativa; não são resultados do paciente):', sty='note')], mt=3, mb=0.5),
             Table([50, 50, 40], conv, cols=['Analito', 'Fator', 'Unidade convencional'], border='grid', padv=0.3, sty='obs', hsty='th'),
             Lines([L('* Resultado fora do intervalo de referência. Intervalos de referência para mulheres adultas.', sty='note'),
                    L('HbA1c: 38 mmol/mol (IFCC) corresponde a 5,6 % (NGSP) pela equação mestre IFCC-NGSP.', sty='note')], mt=2),
             Lines([L('Resultados conferidos e assinados eletronicamente por Dra. Lívia Ximenes Parente - CRF-CE 4.188, em 08/10/2025 12:45.', sty='note')], mt=5))
    return rep
