"""b06 - municipal public lab, Concórdia/SC.  TWO INDEPENDENT COLUMNS of
results side by side (left: renal/electrolytes/pancreas, right: liver and
muscle enzymes); each item is a name/value/unit line with a small reference
line under it.  eGFR printed with a comparator ("> 90")."""
from lib import Report, Lines, L, S, Rule, Space, Table, C, Sec, Row, Cols, Box

D = '2025-02-18'


def build():
    rep = Report('b06', 'Central Municipal de Diagnóstico - Laboratório Público (Concórdia/SC)', D,
                 {'base': dict(font='cond', size=8.8, lh=1.25),
                  'h1': dict(size=12.5, b=True, color='#1d5e20'),
                  'h2': dict(size=8, color='#1d5e20'),
                  'k': dict(b=True),
                  'td': dict(size=8.8),
                  'nm': dict(b=True),
                  'val': dict(b=True, size=9.4),
                  'ref': dict(size=7.2, color='#444444'),
                  'sec': dict(size=8.6, b=True, color='#ffffff', bg='#1d5e20'),
                  'pt': dict(size=8.4),
                  'small': dict(size=7.2)},
                 margins=(11, 11, 10, 11), title='Central de Diagnóstico - Resultado de Exames')
    R = rep.R

    def col(sections):
        rows = []
        for title, items in sections:
            rows.append(Sec(title))
            for name, an, lo, vt, unit, ref, alts in items:
                r = R(name, an, lo, vt, unit, alts)
                rows.append(Row([C(name, sty='nm'), C(r.V, sty='val', align='R'), C(r.U)]))
                rows.append(Row([C(ref, sty='ref', colspan=3)]))
        return Table([43, 18, 27], rows, border='none', sty='td', padv=0.35, padh=1)

    left = col([
        ('FUNÇÃO RENAL', [
            ('Ureia', 'Urea', '3091-6', '31', 'mg/dL', 'Ref.: 10 a 50 mg/dL · Urease-GLDH', []),
            ('Creatinina', 'Creatinine', '2160-0', '0,82', 'mg/dL', 'Ref.: 0,70 a 1,20 mg/dL · Jaffé compensado', []),
            ('TFG estimada', 'eGFR (CKD-EPI 2021)', '98979-8', '> 90', 'mL/min/1,73 m²', 'Ref.: superior a 90 · CKD-EPI 2021', ['62238-1']),
            ('Ácido úrico', 'Uric acid', '3084-1', '6,1', 'mg/dL', 'Ref.: 3,4 a 7,0 mg/dL · Uricase', []),
        ]),
        ('ELETRÓLITOS', [
            ('Sódio', 'Sodium', '2951-2', '139', 'mmol/L', 'Ref.: 136 a 145 mmol/L · ISE indireto', []),
            ('Potássio', 'Potassium', '2823-3', '4,1', 'mmol/L', 'Ref.: 3,5 a 5,1 mmol/L · ISE indireto', []),
            ('Cálcio', 'Calcium (total)', '17861-6', '9,4', 'mg/dL', 'Ref.: 8,6 a 10,3 mg/dL · Arsenazo III', []),
            ('Magnésio', 'Magnesium', '19123-9', '2,0', 'mg/dL', 'Ref.: 1,6 a 2,6 mg/dL · Azul de xilidil', ['2601-3']),
            ('Fósforo', 'Phosphate', '2777-1', '3,6', 'mg/dL', 'Ref.: 2,5 a 4,5 mg/dL · Fosfomolibdato UV', []),
        ]),
        ('PÂNCREAS', [
            ('Amilase', 'Amylase', '1798-8', '88', 'UI/L', 'Ref.: 28 a 100 UI/L · CNPG3', []),
            ('Lipase', 'Lipase', '3040-3', '42', 'UI/L', 'Ref.: 13 a 60 UI/L · Colorimétrico enzimático', []),
        ]),
    ])
    right = col([
        ('FUNÇÃO HEPÁTICA', [
            ('TGO (AST)', 'AST', '1920-8', '64', 'U/L', 'Ref.: até 40 U/L (homens) · IFCC sem P5P', []),
            ('TGP (ALT)', 'ALT', '1742-6', '38', 'U/L', 'Ref.: até 41 U/L (homens) · IFCC sem P5P', []),
            ('Gama-GT', 'GGT', '2324-2', '312', 'U/L', 'Ref.: 10 a 71 U/L (homens) · Szasz IFCC', []),
            ('Fosfatase alcalina', 'Alkaline phosphatase', '6768-6', '158', 'U/L', 'Ref.: 40 a 129 U/L · IFCC (AMP)', []),
            ('Bilirrubina total', 'Bilirubin (total)', '1975-2', '1,84', 'mg/dL', 'Ref.: até 1,20 mg/dL · DPD', []),
            ('Bilirrubina direta', 'Bilirubin (direct)', '1968-7', '0,92', 'mg/dL', 'Ref.: até 0,30 mg/dL · DPD', []),
            ('Bilirrubina indireta', 'Bilirubin (indirect)', '1971-1', '0,92', 'mg/dL', 'Ref.: até 0,90 mg/dL · calculada', []),
            ('Proteínas totais', 'Protein (total)', '2885-2', '6,8', 'g/dL', 'Ref.: 6,4 a 8,3 g/dL · Biureto', []),
            ('Albumina', 'Albumin', '1751-7', '3,5', 'g/dL', 'Ref.: 3,5 a 5,2 g/dL · Verde de bromocresol', []),
            ('Globulinas', 'Globulin', '10834-0', '3,3', 'g/dL', 'Ref.: 2,0 a 3,5 g/dL · calculada', []),
            ('Relação A/G', 'Albumin/globulin ratio', '1759-0', '1,06', '', 'Ref.: 1,10 a 2,20', []),
        ]),
        ('ENZIMAS MUSCULARES', [
            ('CPK (CK total)', 'Creatine kinase', '2157-6', '142', 'U/L', 'Ref.: 39 a 308 U/L (homens)', []),
            ('CK-MB (atividade)', 'CK-MB (activity)', '32673-6', '18', 'U/L', 'Ref.: até 24 U/L · Imunoinibição', []),
            ('Desidrog. láctica (LDH)', 'Lactate dehydrogenase', '2532-0', '245', 'U/L', 'Ref.: 135 a 225 U/L · IFCC', ['14804-9']),
        ]),
    ])

    head = [
        Table([130, 56], [[
            C(S('PREFEITURA MUNICIPAL DE CONCÓRDIA', sty='h2'), '\n',
              S('CENTRAL MUNICIPAL DE DIAGNÓSTICO – LABORATÓRIO', sty='h1'), '\n',
              S('Rua Dr. Maruri, 955 – Centro – Concórdia/SC · (49) 3441-8620 · CNES 6671357', sty='h2')),
            C(S('RESULTADO DE EXAMES', sty={'b': True, 'size': 10}), '\n', 'Requisição nº 2025/018.442', '\n', 'Data do pedido: 10/02/2025', align='R')]],
            border='none', padv=0, padh=0),
        Rule(0.8, 'solid', 1.2, 1.5, color='#1d5e20'),
        Box([Table([24, 70, 30, 58], [
            [S('Nome', sty='k'), 'ROBERTO CARLOS ZANELLA', S('Data da coleta', sty='k'), '18/02/2025 07:05'],
            [S('Nascimento', sty='k'), '14/11/1977 (47 anos) · Masculino', S('Liberado em', sty='k'), '19/02/2025 14:20'],
            [S('Solicitante', sty='k'), 'Dra. Patrícia Grando – CRM-SC 18.337', S('Unidade', sty='k'), 'ESF Vila Rica'],
        ], sty='pt', border='none', padv=0.2, padh=0.5)], pad=1.2, lw=0.25, bg='#f3f7f3', mb=3),
        Lines([L('Material: soro (coleta em jejum de 8 h). Resultados dispostos em duas colunas independentes.', sty='small')], mb=1.5),
    ]
    body = Cols([left], [right], gap=6, rule=True)
    foot = [Rule(0.3, 'solid', 0, 1, color='#1d5e20'),
            Lines([L('Responsável técnico: Marcos A. Dal Piva – Biomédico – CRBM-5 4.812 · Laudo assinado digitalmente.', sty='small'),
                   L('Emitido em 19/02/2025 14:22 · Página 1/1', sty='small', align='R')])]
    rep.page(*head, body, Lines([L('Obs.: enzimas hepáticas com predomínio de GGT; sugere-se correlação clínica (uso de álcool/medicamentos).', sty='small')], mt=3))
    rep.footer = lambda pn, n: foot
    return rep
