"""g05 - university hospital outpatient clinic (nephrology), Curitiba/PR.
Cumulative table: current result plus two previous collections, each with its
own date in the column header ("Resultados anteriores").  2 pages."""
from lib import R, Row, row, sub, note, br, ckd_epi_2021

D0, D1, D2 = '2025-03-18', '2024-12-16', '2024-09-23'
AGES = {D0: 66, D1: 66, D2: 65}  # born 04/11/1958
DATES = [D0, D1, D2]


def cum(key, name, unit, vals, ref, flags=('', '', ''), nd=None):
    slots = []
    for d, v, f in zip(DATES, vals, flags):
        if v is None:
            slots.append(None)
        else:
            slots.append(R(key, name, v, unit, ref, flag=f, date=d))
    return Row(name, slots, ref)


creat = [1.78, 1.65, 1.59]
egfr = [ckd_epi_2021(c, AGES[d], False) for c, d in zip(creat, DATES)]

RENAL = [
    cum('creat', 'Creatinina', 'mg/dL', [br(c, 2) for c in creat], '0,70 a 1,20 mg/dL', ('H', 'H', 'H')),
    cum('egfr21', ['TFG estimada', '(CKD-EPI 2021)'], 'mL/min/1,73m²', [br(e) for e in egfr],
        'Superior a 60 mL/min/1,73m²', ('L', 'L', 'L')),
    cum('urea', 'Ureia', 'mg/dL', ['74', '68', '61'], '17 a 49 mg/dL', ('H', 'H', 'H')),
    cum('k', 'Potássio', 'mEq/L', ['5,4', '5,1', '4,9'], '3,5 a 5,1 mEq/L', ('H', '', '')),
    cum('na', 'Sódio', 'mEq/L', ['139', '141', None], '136 a 145 mEq/L'),
    cum('ca', 'Cálcio total', 'mg/dL', ['9,1', None, '9,4'], '8,6 a 10,3 mg/dL'),
    cum('phos', 'Fósforo', 'mg/dL', ['4,8', '4,6', '4,3'], '2,5 a 4,5 mg/dL', ('H', 'H', '')),
    cum('pth', 'PTH intacto', 'pg/mL', ['118', None, '96'], '15 a 65 pg/mL', ('H', '', 'H')),
]
HEM = [
    cum('hb', 'Hemoglobina', 'g/dL', ['11,4', '11,8', '12,3'], '13,0 a 17,0 g/dL', ('L', 'L', 'L')),
    cum('ferr', 'Ferritina', 'ng/mL', ['142', None, '168'], '30 a 400 ng/mL'),
    cum('tsat', ['Índice de saturação', 'da transferrina'], '%', ['21', None, '24'], '20 a 50 %'),
    cum('alb', 'Albumina', 'g/dL', ['4,0', '4,1', None], '3,5 a 5,2 g/dL'),
    cum('hba1c', 'Hemoglobina glicada', '%', ['7,1', '7,4', '7,8'], 'Meta individualizada\n(DM: inferior a 7,0 %)',
        ('H', 'H', 'H')),
]

malb, ucr = 142, 96
acr = malb / ucr * 100
URINE = [
    row(R('malb', 'Albumina (microalbuminúria)', str(malb), 'mg/L', 'Inferior a 20 mg/L')),
    row(R('ucreat', 'Creatinina urinária', str(ucr), 'mg/dL', 'Sem valor de referência isolado')),
    row(R('acr', 'Relação albumina/creatinina', br(acr, 1), 'mg/g',
          'Normal: inferior a 30 mg/g\nAumentada: 30 a 300 mg/g\nMuito aumentada: superior a 300 mg/g', flag='H')),
]

CUM_COLS = [('name', 'Exame', 37), ('vu0', '18/03/2025\n(atual)', 33, {'align': 'r'}), ('f0', '', 5),
            ('vu1', '16/12/2024', 33, {'align': 'r'}), ('f1', '', 5),
            ('vu2', '23/09/2024', 33, {'align': 'r'}), ('f2', '', 5), ('ref', 'Referência', 33)]


def cgrid(title, rows):
    return {'type': 'grid', 'title': title, 'look': 'zebra', 'cols': CUM_COLS, 'rows': rows, 'cls': 'cum',
            'title_cls': 'ct', 'empty': '—', 'fpad': 0.6, 'after': 2.5, 'fsize': 8.2, 'ref_fsize': 7.2}


P1 = [
    {'type': 'text', 'cls': 'intro', 'lines': [
        'Resultados atuais (coleta de 18/03/2025) apresentados com os resultados anteriores do paciente '
        'nesta instituição. H = acima e L = abaixo do intervalo de referência.']},
    cgrid('FUNÇÃO RENAL, ELETRÓLITOS E METABOLISMO MINERAL  (soro)', RENAL),
    cgrid('HEMATOLOGIA, FERRO E OUTROS', HEM),
    {'type': 'text', 'cls': 'intro', 'lines': [
        'TFG estimada pela equação CKD-EPI 2021 (sem coeficiente de raça), a partir da creatinina sérica '
        'enzimática rastreável a IDMS. Hemoglobina em sangue total (EDTA); hemoglobina glicada por HPLC.']},
]
P2 = [
    {'type': 'grid', 'title': 'RELAÇÃO ALBUMINA/CREATININA - URINA (amostra isolada, 1ª micção)  -  coleta '
                              '18/03/2025', 'title_cls': 'ct', 'look': 'lined', 'cls': 'cur',
     'cols': [('name', 'Exame', 62), ('v0', 'Resultado', 24, {'align': 'r'}), ('f0', '', 6), ('u0', 'Unidade', 22),
              ('ref', 'Referência', 68)], 'rows': URINE, 'fpad': 0.6},
    {'type': 'text', 'cls': 'intro', 'lines': [
        'Método: albumina por imunoturbidimetria; creatinina urinária por método enzimático. A relação é '
        'calculada e expressa em mg de albumina por g de creatinina.']},
    {'type': 'space', 'h': 6},
    {'type': 'text', 'cls': 'sig', 'lines': [
        'Liberado eletronicamente por: Dr. Gustavo Henrique Wosniak - CRF-PR 19.532',
        'Supervisão: Profa. Dra. Ana Cristina Bertoldi - Unidade de Análises Clínicas']},
]


def header(p, n):
    return [
        ('split', [('t', 'HOSPITAL UNIVERSITÁRIO ARAUCÁRIA', 'name', 'L'),
                   ('t', 'Universidade Estadual do Planalto Paranaense - Unidade de Análises Clínicas', 'sub', 'L'),
                   ('t', 'Rua Padre Camargo, 1.180 - Alto da Glória - Curitiba/PR', 'tiny', 'L')],
         [('t', 'AMBULATÓRIO DE NEFROLOGIA', 'bold', 'R'), ('t', 'Folha {p} de {n}', 'small', 'R')], False),
        ('rule', 0.5),
        ('kv', [('Paciente:', 'ALCEU DOMINGOS PRZYBYLSKI'), ('Registro HU:', '00.731.662-4'),
                ('Nascimento:', '04/11/1958'), ('Sexo:', 'Masculino'),
                ('Solicitante:', 'Dra. Renata Kowalski Mendes - CRM-PR 28.915'),
                ('Data da coleta:', '18/03/2025 08:20'),
                ('Recebido no laboratório:', '18/03/2025 09:02'), ('Liberado:', '19/03/2025 16:45')], 2, False),
        ('rule', 0.2),
    ]


def footer(p, n):
    return [('rule', 0.2),
            ('t', 'HU Araucária - Unidade de Análises Clínicas - Responsável técnico: Dr. Gustavo Henrique Wosniak '
                  '(CRF-PR 19.532) - Acreditação PALC - Folha {p} de {n}', 'tiny', 'C')]


CSS = """
.gtitle.ct { font-weight: bold; font-size: 8.8pt; color: #1d4e89; margin: 2.5mm 0 0.8mm 0; }
table.cum, table.cur { font-size: 8.2pt; }
table.cum tr.hdr th { background: #1d4e89; color: #fff; font-size: 7.8pt; }
table.cum tr.r:nth-child(even) td { background: #eef2f7; }
table.cum td.c-ref, table.cur td.c-ref { font-size: 7.2pt; }
table.cum td.c-f0, table.cum td.c-f1, table.cum td.c-f2, table.cur td.c-f0 { font-weight: bold; color: #b00; }
table.cum td.c-vu0 { font-weight: bold; }
table.cur tr.hdr th { border-bottom: 0.3mm solid #1d4e89; }
table.cur td { border-bottom: 0.1mm solid #ccc; }
.intro { font-size: 7.6pt; margin: 1mm 0; }
.sig { font-size: 8pt; }
.h-name { color: #1d4e89; }
"""

REPORT = {
    'title': 'HU Araucária - Laudo cumulativo - Registro 00.731.662-4',
    'lab': 'Hospital Universitário Araucária - Unidade de Análises Clínicas (Curitiba/PR)',
    'collected_at_default': D0,
    'style': {'html_font': "'DejaVu Sans', Verdana, sans-serif", 'base_pt': 8.2, 'fpdf_font': 'libsans',
              'fpdf_pt': 8.4, 'margins': (13, 11, 13, 9), 'accent': '#1d4e89', 'fill': '#eef2f7',
              'hsizes': {'name': 14, 'sub': 8.2, 'kv': 8.0}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2],
}
