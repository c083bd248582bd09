"""g09 - medium private lab, Goiânia/GO.  Bordered grid
Exame | Resultado | Unidade | Valores de referência with a narrow exam column,
so long names wrap over two lines.  Liver, pancreas, proteins, iron studies,
vitamins and inflammation.  2 pages."""
from lib import R, Row, row, sub, note, br

D = '2025-01-27'

fe, tibc = 48, 412
tsat = fe / tibc * 100
tp, alb = 7.1, 4.3
glob = tp - alb
bt, bd = 0.82, 0.21


def r(key, name, vt, unit, ref, flag=''):
    return Row(name, [R(key, name, vt, unit, ref, flag=flag)], ref)


FIG = [
    r('ast', ['AST/TGO - Aspartato', 'aminotransferase'], '22', 'U/L', 'Mulheres: até 32 U/L'),
    r('alt', ['ALT/TGP - Alanina', 'aminotransferase'], '19', 'U/L', 'Mulheres: até 33 U/L'),
    r('ggt', ['Gama glutamil', 'transferase (GGT)'], '24', 'U/L', 'Mulheres: 6 a 42 U/L'),
    r('alp', 'Fosfatase alcalina', '71', 'U/L', '35 a 104 U/L'),
    r('bilt', 'Bilirrubina total', br(bt, 2), 'mg/dL', 'Até 1,20 mg/dL'),
    r('bild', 'Bilirrubina direta', br(bd, 2), 'mg/dL', 'Até 0,30 mg/dL'),
    r('bili', 'Bilirrubina indireta', br(bt - bd, 2), 'mg/dL', 'Até 0,90 mg/dL'),
    r('tprot', 'Proteínas totais', br(tp, 1), 'g/dL', '6,4 a 8,3 g/dL'),
    r('alb', 'Albumina', br(alb, 1), 'g/dL', '3,5 a 5,2 g/dL'),
    r('glob', 'Globulinas', br(glob, 1), 'g/dL', '2,0 a 3,5 g/dL'),
    r('ag', ['Relação', 'albumina/globulina'], br(alb / glob, 2), '', '1,10 a 2,20'),
    r('ldh', ['Desidrogenase', 'láctica (DHL)'], '168', 'U/L', '135 a 214 U/L'),
    r('amy', 'Amilase', '64', 'U/L', '28 a 100 U/L'),
    r('lip', 'Lipase', '31', 'U/L', '13 a 60 U/L'),
]
FERRO = [
    r('fe', 'Ferro sérico', str(fe), 'µg/dL', '50 a 170 µg/dL', 'L'),
    r('tibc', ['Capacidade total de', 'ligação do ferro'], str(tibc), 'µg/dL', '250 a 450 µg/dL'),
    r('tsat', ['Índice de saturação', 'da transferrina'], br(tsat, 1), '%', '15 a 50 %', 'L'),
    r('transf', 'Transferrina', '317', 'mg/dL', '200 a 360 mg/dL'),
    r('ferr', 'Ferritina', '9,8', 'ng/mL', 'Mulheres: 13 a 150 ng/mL', 'L'),
    r('b12', 'Vitamina B12', '288', 'pg/mL', '197 a 771 pg/mL'),
    r('folate', 'Ácido fólico', '9,6', 'ng/mL', 'Superior a 3,9 ng/mL'),
]
INF = [
    r('crp', 'Proteína C reativa', '2,1', 'mg/L', 'Inferior a 5,0 mg/L'),
    r('esr', ['Velocidade de', 'hemossedimentação (VHS)'], '18', 'mm/h', 'Mulheres até 50 anos: até 20 mm/h'),
]

COLS = [('name', 'Exame', 43), ('v0', 'Resultado', 22, {'align': 'r'}), ('f0', '', 6, {'align': 'c'}),
        ('u0', 'Unidade', 18), ('ref', 'Valores de referência', 91)]


def grid(title, rows, **kw):
    d = {'type': 'grid', 'title': title, 'look': 'boxed', 'cols': COLS, 'rows': rows, 'cls': 'gy',
         'title_cls': 'gt', 'fpad': 0.6, 'after': 2.5}
    d.update(kw)
    return d


P1 = [
    grid('BIOQUÍMICA - FUNÇÃO HEPÁTICA, PROTEÍNAS E PÂNCREAS', FIG),
    {'type': 'text', 'cls': 'met', 'lines': [
        'Material: soro. Métodos: AST, ALT, GGT, fosfatase alcalina e DHL - cinético (IFCC); bilirrubinas - '
        'diazo (Jendrassik-Grof); proteínas - biureto; albumina - verde de bromocresol; amilase e lipase - '
        'enzimático colorimétrico. Globulinas e relação A/G calculadas.']},
]
P2 = [
    grid('PERFIL DE FERRO E VITAMINAS', FERRO),
    {'type': 'text', 'cls': 'met', 'lines': [
        'Material: soro. Ferro - colorimétrico (ferrozina); capacidade total calculada a partir da capacidade '
        'latente; transferrina - imunoturbidimetria; ferritina, vitamina B12 e ácido fólico - '
        'quimioluminescência.']},
    grid('MARCADORES INFLAMATÓRIOS', INF),
    {'type': 'text', 'cls': 'met', 'lines': [
        'PCR - imunoturbidimetria (soro). VHS - método de Westergren modificado (sangue total EDTA), leitura em '
        '60 minutos.']},
    {'type': 'space', 'h': 8},
    {'type': 'text', 'cls': 'sig', 'lines': [
        'Dra. Luana Ferreira Camargo', 'Biomédica - CRBM-3 14.208', 'Responsável técnica']},
]


def header(p, n):
    return [
        ('t', 'LABORATÓRIO CERRADO ANÁLISES CLÍNICAS', 'name', 'C'),
        ('t', 'Av. T-63, 1.296 - Setor Bueno - Goiânia/GO - (62) 3251-0800 - www.labcerrado.com.br', 'tiny', 'C'),
        ('rule', 0.4),
        ('kv', [('Paciente:', 'Juliana Rocha de Oliveira Prado'), ('Código:', '270125-0093'),
                ('Idade:', '39 anos'), ('Sexo:', 'F'),
                ('Médico:', 'Dr. Marcelo Antunes Bessa - CRM-GO 15.702'), ('Convênio:', 'Unimed Goiânia'),
                ('Coleta:', '27/01/2025 07:15'), ('Emissão:', '28/01/2025 14:22')], 2, False),
        ('rule', 0.4),
    ]


def footer(p, n):
    return [('t', 'Laboratório Cerrado Análises Clínicas Ltda. - CNPJ 02.519.887/0001-06 - Responsável técnica: '
                  'Dra. Luana Ferreira Camargo - CRBM-3 14.208', 'tiny', 'C'),
            ('t', 'Página {p} de {n}', 'tiny', 'R')]


CSS = """
.gtitle.gt { font-weight: bold; font-size: 9pt; margin: 2.5mm 0 0.8mm 0; letter-spacing: 0.2mm; }
table.gy { font-size: 8.6pt; }
table.gy td, table.gy th { border: 0.2mm solid #8a8a8a; }
table.gy th { background: #ece6d6; font-size: 8pt; }
table.gy td.c-v0 { font-weight: bold; }
table.gy td.c-f0 { font-weight: bold; }
table.gy td.c-ref { font-size: 7.8pt; }
.met { font-size: 7.5pt; font-style: italic; margin: 0.8mm 0 1mm 0; }
.sig { font-size: 8.4pt; text-align: center; margin-left: 110mm; }
.h-name { letter-spacing: 0.4mm; }
"""

REPORT = {
    'title': 'Laboratório Cerrado - Laudo 270125-0093',
    'lab': 'Laboratório Cerrado Análises Clínicas (Goiânia/GO)',
    'collected_at_default': D,
    'style': {'html_font': "'DejaVu Serif', Georgia, serif", 'base_pt': 8.6, 'fpdf_font': 'libserif',
              'fpdf_pt': 9.0, 'margins': (14, 12, 14, 10), 'accent': '#6b5a2e', 'fill': '#ece6d6',
              'hsizes': {'name': 14, 'kv': 8.6}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2],
}
