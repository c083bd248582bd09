"""g12 - small private lab, Teresina/PI.  Half-page simplified report; some
values keep the decimal POINT of the analyser export while others use the
decimal comma.  1 page (half filled)."""
from lib import R, Row, row, sub, note, br

D = '2025-07-03'

ct, hdl, tg = 186, 52, 120
ROWS = [
    row(R('glu_j', 'Glicose', '98', 'mg/dL', '70 a 99')),
    row(R('hba1c', 'Hemoglobina glicada', '5,4', '%', 'até 5,6')),
    row(R('chol', 'Colesterol total', str(ct), 'mg/dL', '< 190')),
    row(R('hdl', 'HDL', str(hdl), 'mg/dL', '> 40')),
    row(R('ldl_calc', 'LDL', str(round(ct - hdl - tg / 5)), 'mg/dL', '< 130')),
    row(R('tg', 'Triglicérides', str(tg), 'mg/dL', '< 150')),
    row(R('creat', 'Creatinina', '0.86', 'mg/dL', '0.60 a 1.10')),
    row(R('urea', 'Uréia', '27', 'mg/dL', '15 a 45')),
    row(R('na', 'Sódio', '139', 'mEq/L', '135 a 145')),
    row(R('k', 'Potássio', '4.3', 'mEq/L', '3.5 a 5.1')),
    row(R('tsh', 'TSH', '1.92', 'µUI/mL', '0.35 a 4.94')),
    row(R('ft4', 'T4 Livre', '1.21', 'ng/dL', '0.70 a 1.48')),
]

COLS = [('name', 'EXAME', 58), ('v0', 'RESULTADO', 26, {'align': 'r'}), ('u0', 'UNIDADE', 26),
        ('ref', 'VALOR DE REFERÊNCIA', 64)]

P1 = [
    {'type': 'grid', 'look': 'grayhdr', 'cols': COLS, 'rows': ROWS, 'cls': 'thz', 'fpad': 0.8, 'after': 2},
    {'type': 'text', 'cls': 'nt', 'lines': [
        'Material: soro e sangue total (HbA1c). Jejum de 12 h. Métodos automatizados (bioquímica: colorimétrico/'
        'enzimático; TSH e T4 livre: quimioluminescência; HbA1c: imunoturbidimetria). LDL pela fórmula de '
        'Friedewald.']},
    {'type': 'space', 'h': 4},
    {'type': 'text', 'cls': 'sig', 'lines': ['Bioq. Francisca das Chagas Moura Lima - CRF-PI 1.402']},
]


def header(p, n):
    return [
        ('t', 'VIDA & SAÚDE LABORATÓRIO', 'name', 'C'),
        ('t', 'Rua Coelho Rodrigues, 1.877 - Centro - Teresina/PI - Fone (86) 3221-3090', 'tiny', 'C'),
        ('rule', 0.3),
        ('kv', [('Paciente:', 'Antônia Lúcia Carvalho Sousa'), ('Nº:', '7731'),
                ('Idade:', '46 anos'), ('Coleta:', '03/07/2025'),
                ('Médico:', 'Dr. Ítalo Nogueira Rêgo'), ('Entrega:', '04/07/2025')], 2, False),
        ('rule', 0.3),
    ]


def footer(p, n):
    return [('t', 'Vida & Saúde Laboratório · Resultados também pelo WhatsApp (86) 99412-0090 · Pág. {p}/{n}',
             'tiny', 'C')]


CSS = """
table.thz { font-size: 9pt; }
table.thz tr.hdr th { background: #d9d9d9; font-size: 8pt; }
table.thz td { border-bottom: 0.1mm dotted #999; }
.nt { font-size: 7.6pt; margin-top: 1.5mm; }
.sig { font-size: 8.4pt; text-align: right; }
"""

REPORT = {
    'title': 'Vida & Saúde Laboratório - Nº 7731',
    'lab': 'Vida & Saúde Laboratório (Teresina/PI)',
    'collected_at_default': D,
    'style': {'html_font': "'Liberation Serif', 'Times New Roman', serif", 'base_pt': 9, 'fpdf_font': 'dejavu',
              'fpdf_pt': 8.6, 'margins': (18, 14, 18, 10), 'accent': '#444444', 'fill': '#d9d9d9',
              'hsizes': {'name': 14, 'kv': 8.8}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1],
}
