"""g13 - paediatric hospital laboratory, Brasília/DF, SI units (×10⁹/L,
×10¹²/L, g/L, L/L, µmol/L, mmol/L, pmol/L).  Anaemia work-up of a child:
CBC with relative and absolute differential, reticulocytes, iron studies.
Grid with a separate flag column and a method column.  2 pages."""
from lib import R, Row, row, sub, note, br

D = '2025-08-14'

hb_gl, ht_ll, rbc = 98, 0.31, 4.62
mcv = ht_ll / rbc * 1000
mch = hb_gl / rbc
mchc = hb_gl / ht_ll
wbc = 8.7
names = ['Neutrófilos', 'Linfócitos', 'Monócitos', 'Eosinófilos', 'Basófilos']
pcts = [41.5, 47.2, 7.1, 3.8, 0.4]
assert abs(sum(pcts) - 100) < 1e-9
abs_ = [wbc * p / 100 for p in pcts]
kp = ['neut_p', 'lymph_p', 'mono_p', 'eos_p', 'baso_p']
ka = ['neut_a', 'lymph_a', 'mono_a', 'eos_a', 'baso_a']
refp = ['25 a 60', '30 a 60', '2 a 10', '1 a 6', '0 a 1']
refa = ['1,50 a 8,50', '1,50 a 7,00', '0,20 a 1,00', '0,05 a 0,50', '0,00 a 0,10']
ret_p = 1.1
ret_a = rbc * 1000 * ret_p / 100  # x10^9/L
fe = 4.8
transf = 3.6
tibc = transf * 25.1
tsat = fe / tibc * 100

ERI = [
    Row('Eritrócitos', [R('rbc', 'Eritrócitos', br(rbc, 2), '×10¹²/L')], '4,00 a 5,20', {'m': 'Impedância'}),
    Row('Hemoglobina', [R('hb', 'Hemoglobina', str(hb_gl), 'g/L', flag='L')], '115 a 145', {'m': 'Fotometria (SLS)'}),
    Row('Hematócrito', [R('ht', 'Hematócrito', br(ht_ll, 2), 'L/L', flag='L')], '0,34 a 0,42', {'m': 'Calculado'}),
    Row('VCM', [R('mcv', 'VCM', br(mcv, 1), 'fL', flag='L')], '77,0 a 95,0', {'m': 'Impedância'}),
    Row('HCM', [R('mch', 'HCM', br(mch, 1), 'pg', flag='L')], '25,0 a 33,0', {'m': 'Calculado'}),
    Row('CHCM', [R('mchc', 'CHCM', br(mchc), 'g/L', flag='L')], '310 a 370', {'m': 'Calculado'}),
    Row('RDW-CV', [R('rdw', 'RDW-CV', '17,8', '%', flag='H')], '11,5 a 14,5', {'m': 'Impedância'}),
    Row('Reticulócitos', [R('retic_p', 'Reticulócitos', br(ret_p, 1), '%')], '0,5 a 2,0',
        {'m': 'Fluorescência'}),
    Row('Reticulócitos (absoluto)', [R('retic_a', 'Reticulócitos (absoluto)', br(ret_a, 1), '×10⁹/L')],
        '25,0 a 100,0', {'m': 'Fluorescência'}),
]
LEU = [Row('Leucócitos', [R('wbc', 'Leucócitos', br(wbc, 1), '×10⁹/L')], '5,0 a 14,5', {'m': 'Citometria'})]
for n, p, a, k1, k2, rp, ra in zip(names, pcts, abs_, kp, ka, refp, refa):
    LEU.append(Row(n + ' %', [R(k1, n + ' %', br(p, 1), '%')], rp, {'m': 'Citometria'}))
    LEU.append(Row(n + ' #', [R(k2, n + ' #', br(a, 2), '×10⁹/L')], ra, {'m': 'Citometria'}))
PLQ = [Row('Plaquetas', [R('plt', 'Plaquetas', '412', '×10⁹/L')], '150 a 450', {'m': 'Impedância'})]

FERRO = [
    Row('Ferro sérico', [R('fe_umol', 'Ferro sérico', br(fe, 1), 'µmol/L', flag='L')], '9,0 a 21,5',
        {'m': 'Ferrozina'}),
    Row('Ferritina', [R('ferr', 'Ferritina', '6,2', 'µg/L', flag='L')], '7,0 a 140,0', {'m': 'Quimiolum.'}),
    Row('Transferrina', [R('transf', 'Transferrina', br(transf, 1), 'g/L', flag='H')], '2,0 a 3,4',
        {'m': 'Imunoturb.'}),
    Row(['Saturação da', 'transferrina'], [R('tsat_molar', ['Saturação da', 'transferrina'], br(tsat, 1), '%',
                                              flag='L')], '16 a 45', {'m': 'Calculado'}),
    Row('Vitamina B12', [R('b12_pmol', 'Vitamina B12', '318', 'pmol/L')], '145 a 569', {'m': 'Quimiolum.'}),
    Row('Folato sérico', [R('folate_nmol', 'Folato sérico', '21,4', 'nmol/L')], '> 7,0', {'m': 'Quimiolum.'}),
]
BIO = [
    Row('Proteína C reativa', [R('crp', 'Proteína C reativa', '1,2', 'mg/L')], '< 5,0', {'m': 'Imunoturb.'}),
    Row('VHS (1ª hora)', [R('esr', 'VHS (1ª hora)', '12', 'mm/h')], '< 15', {'m': 'Westergren'}),
    Row('Glicose', [R('glu_mmol', 'Glicose', '4,8', 'mmol/L')], '3,3 a 5,6', {'m': 'Hexoquinase'}),
    Row('Ureia', [R('urea_mmol', 'Ureia', '3,9', 'mmol/L')], '1,8 a 6,4', {'m': 'Urease'}),
    Row('Creatinina', [R('creat_umol', 'Creatinina', '38', 'µmol/L')], '27 a 54', {'m': 'Enzimático'}),
]

COLS = [('name', 'Parâmetro', 52), ('v0', 'Resultado', 22, {'align': 'r'}), ('f0', '', 7, {'align': 'c'}),
        ('u0', 'Unidade', 22), ('ref', 'Intervalo de referência\n(4 a 8 anos)', 44), ('x:m', 'Método', 35)]


def grid(title, rows):
    return {'type': 'grid', 'title': title, 'look': 'zebra', 'cols': COLS, 'rows': rows, 'cls': 'ped',
            'title_cls': 'pt', 'fpad': 0.5, 'after': 2.2, 'fsize': 8.2}


P1 = [
    grid('HEMOGRAMA COM RETICULÓCITOS  -  sangue total (K2-EDTA)', ERI + PLQ),
    grid('LEUCOGRAMA', LEU),
    {'type': 'text', 'cls': 'nt', 'lines': [
        'Esfregaço: microcitose e hipocromia moderadas, anisocitose, raros eliptócitos. Série branca e plaquetas sem '
        'alterações morfológicas.']},
]
P2 = [
    grid('PERFIL DE FERRO E VITAMINAS  -  soro', FERRO),
    grid('BIOQUÍMICA E PROVAS INFLAMATÓRIAS', BIO),
    {'type': 'text', 'cls': 'nt', 'lines': [
        'Resultados expressos em unidades do Sistema Internacional (SI). L = abaixo e H = acima do intervalo de '
        'referência para idade e sexo. Saturação da transferrina calculada a partir do ferro sérico e da '
        'capacidade de ligação estimada pela transferrina.',
        'Conclusão sugerida: perfil compatível com anemia microcítica e hipocrômica por deficiência de ferro. '
        'Correlacionar com a clínica.']},
    {'type': 'space', 'h': 6},
    {'type': 'text', 'cls': 'sig', 'lines': [
        'Liberado por: Dra. Patrícia Lemos Siqueira - Médica patologista clínica - CRM-DF 19.883 - RQE 12.451',
        'Data/hora da liberação: 14/08/2025 16:05']},
]


def header(p, n):
    return [
        ('split', [('t', 'Hospital da Criança do Planalto', 'name', 'L'),
                   ('t', 'Laboratório Clínico - SAIN Lote 4-B - Brasília/DF', 'small', 'L')],
         [('t', 'Atendimento: AMB-2025-118204', 'small', 'R'), ('t', 'Folha {p}/{n}', 'small', 'R')], True),
        ('space', 1.0),
        ('kv', [('Paciente:', 'Davi Lucas Amorim Ribeiro'), ('Prontuário:', '0881274'),
                ('Data de nascimento:', '02/05/2019 (6 anos)'), ('Sexo:', 'Masculino'),
                ('Responsável:', 'Kátia Amorim Ribeiro (mãe)'), ('Setor:', 'Ambulatório de Hematologia'),
                ('Data do cadastro:', '12/08/2025'), ('Data/hora coleta:', '14/08/2025 09:12'),
                ('Médico:', 'Dra. Helena Vasconcelos Paiva - CRM-DF 21.066'), ('Peso:', '21,5 kg')], 2, True),
        ('space', 1.0),
    ]


def footer(p, n):
    return [('rule', 0.2),
            ('t', 'Hospital da Criança do Planalto - Laboratório Clínico - Responsável técnica: Dra. Patrícia Lemos '
                  'Siqueira (CRM-DF 19.883). Folha {p}/{n}', 'tiny', 'C')]


CSS = """
.h-name { color: #5b2c83; }
.gtitle.pt { font-weight: bold; font-size: 8.8pt; color: #5b2c83; margin: 2.4mm 0 0.8mm 0; }
table.ped { font-size: 8.2pt; }
table.ped tr.hdr th { background: #5b2c83; color: #fff; font-size: 7.6pt; }
table.ped tr.r:nth-child(even) td { background: #f1ecf6; }
table.ped td.c-f0 { font-weight: bold; color: #b00; }
table.ped td.c-x-m { font-size: 7.2pt; color: #444; }
.nt { font-size: 7.6pt; margin: 1mm 0; }
.sig { font-size: 7.8pt; }
"""

REPORT = {
    'title': 'Hospital da Criança do Planalto - Laboratório Clínico - AMB-2025-118204',
    'lab': 'Hospital da Criança do Planalto - Laboratório Clínico (Brasília/DF)',
    'collected_at_default': D,
    'style': {'html_font': "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif", 'base_pt': 8.2,
              'fpdf_font': 'libserif', 'fpdf_pt': 8.8, 'margins': (13, 11, 13, 9), 'accent': '#5b2c83',
              'fill': '#f1ecf6', 'hsizes': {'name': 14, 'kv': 8.2}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2],
}
