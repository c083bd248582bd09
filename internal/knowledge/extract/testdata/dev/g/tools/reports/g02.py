"""g02 - small-town private lab, Patos de Minas/MG.  Old LIS printout in
monospace, UPPER CASE WITHOUT ACCENTS, dotted leaders, '*' flags, urinalysis
(Urina tipo I) with density printed with a decimal point.  2 pages."""
from lib import R, Row, row, sub, note, br, indices, absolute

D = '2025-02-10'

hb, ht, rbc = 12.1, 36.9, 4.21
mcv, mch, mchc = indices(hb, ht, rbc)
wbc = 6100
names = ['BASTONETES', 'SEGMENTADOS', 'EOSINOFILOS', 'BASOFILOS', 'LINFOCITOS', 'MONOCITOS']
pcts = [2, 60, 3, 0, 29, 6]
assert sum(pcts) == 100
abs_ = [round(a) for a in absolute(wbc, pcts)]
kp = ['band_p', 'seg_p', 'eos_p', 'baso_p', 'lymph_p', 'mono_p']
ka = ['band_a', 'seg_a', 'eos_a', 'baso_a', 'lymph_a', 'mono_a']
refs = ['0 A 5 %   0 A 500 /MM3', '45 A 70 %   1.800 A 7.000 /MM3', '1 A 5 %   40 A 500 /MM3',
        '0 A 2 %   0 A 200 /MM3', '20 A 45 %   1.000 A 4.000 /MM3', '2 A 10 %   100 A 1.000 /MM3']

ERI = [
    sub('ERITROGRAMA'),
    row(R('rbc', 'HEMACIAS', br(rbc, 2), 'MILHOES/MM3', '3,90 A 5,20 MILHOES/MM3')),
    row(R('hb', 'HEMOGLOBINA', br(hb, 1), 'G/DL', '12,0 A 16,0 G/DL')),
    row(R('ht', 'HEMATOCRITO', br(ht, 1), '%', '36,0 A 46,0 %')),
    row(R('mcv', 'V.C.M.', br(mcv, 1), 'FL', '80,0 A 98,0 FL')),
    row(R('mch', 'H.C.M.', br(mch, 1), 'PG', '26,0 A 34,0 PG')),
    row(R('mchc', 'C.H.C.M.', br(mchc, 1), 'G/DL', '31,0 A 36,0 G/DL')),
    row(R('rdw', 'R.D.W.', '13,6', '%', '11,5 A 15,0 %')),
]
LEU = [sub('LEUCOGRAMA'),
       Row('LEUCOCITOS', [None, R('wbc', 'LEUCOCITOS', br(wbc), '/MM3')], '4.000 A 11.000 /MM3')]
for n, p, a, k1, k2, rf in zip(names, pcts, abs_, kp, ka, refs):
    LEU.append(Row(n, [R(k1, n, str(p), '%'), R(k2, n, br(a), '/MM3')], rf))
PLQ = [sub('PLAQUETAS'), row(R('plt', 'PLAQUETAS', '231.000', '/MM3', '150.000 A 450.000 /MM3'))]

ct, hdl, tg = 228, 51, 172
ldl = round(ct - hdl - tg / 5)
BIO = [
    sub('BIOQUIMICA'),
    row(R('glu_fast', 'GLICOSE EM JEJUM', '126', 'MG/DL', '70 A 99 MG/DL', flag='*')),
    row(R('urea', 'UREIA', '38', 'MG/DL', '15 A 45 MG/DL')),
    row(R('creat', 'CREATININA', '0,94', 'MG/DL', '0,50 A 1,10 MG/DL')),
    sub('PERFIL LIPIDICO'),
    row(R('chol', 'COLESTEROL TOTAL', str(ct), 'MG/DL', 'DESEJAVEL: < 190 MG/DL', flag='*')),
    row(R('hdl', 'HDL-COLESTEROL', str(hdl), 'MG/DL', 'DESEJAVEL: > 40 MG/DL')),
    row(R('ldl_calc', 'LDL-COLESTEROL', str(ldl), 'MG/DL', 'VER NOTA', flag='*')),
    row(R('tg', 'TRIGLICERIDES', str(tg), 'MG/DL', 'DESEJAVEL: < 150 MG/DL', flag='*')),
]

EAS = [
    sub('EXAME FISICO'),
    row(R('u_color', 'COR', 'AMARELO CITRINO', '', 'AMARELO CITRINO')),
    row(R('u_aspect', 'ASPECTO', 'LIMPIDO', '', 'LIMPIDO')),
    row(R('u_sg', 'DENSIDADE', '1.020', '', '1.005 A 1.030', val=1.02)),
    row(R('u_ph', 'PH', '6,0', '', '5,0 A 7,0')),
    sub('EXAME QUIMICO (TIRA REATIVA)'),
    row(R('u_prot', 'PROTEINAS', 'NEGATIVO', '', 'NEGATIVO')),
    row(R('u_glu', 'GLICOSE', 'NEGATIVO', '', 'NEGATIVO')),
    row(R('u_ket', 'CORPOS CETONICOS', 'NEGATIVO', '', 'NEGATIVO')),
    row(R('u_bil', 'BILIRRUBINA', 'NEGATIVO', '', 'NEGATIVO')),
    row(R('u_ubg', 'UROBILINOGENIO', 'NORMAL', '', 'NORMAL')),
    row(R('u_nit', 'NITRITO', 'NEGATIVO', '', 'NEGATIVO')),
    row(R('u_hb', 'SANGUE', 'NEGATIVO', '', 'NEGATIVO')),
    sub('SEDIMENTOSCOPIA (400X)'),
    row(R('u_wbc_hpf', 'LEUCOCITOS', '4', 'P/CAMPO', 'ATE 5 P/CAMPO')),
    row(R('u_rbc_hpf', 'HEMACIAS', '1', 'P/CAMPO', 'ATE 3 P/CAMPO')),
    row(R('u_epi', 'CELULAS EPITELIAIS', 'RARAS', '', 'RARAS A ALGUMAS')),
    row(R('u_bact', 'BACTERIAS', 'AUSENTES', '', 'AUSENTES A RARAS')),
]

COLS = [('name', '', 66), ('v0', '', 24, {'align': 'r', 'flag_inline': True}), ('u0', '', 26), ('ref', '', 66)]
COLS_EAS = [('name', '', 56), ('v0', '', 38), ('u0', '', 20), ('ref', '', 68)]
COLS_DIF = [('name', '', 54), ('v0', '', 12, {'align': 'r'}), ('u0', '', 6), ('v1', '', 20, {'align': 'r'}),
            ('u1', '', 14), ('ref', '', 76)]


def g(rows, cols=COLS, **kw):
    d = {'type': 'grid', 'header': False, 'look': 'none', 'dots': True, 'cols': cols, 'rows': rows,
         'empty': '', 'cls': 'dot', 'fpad': 0.35, 'after': 0.6, 'sub_gap': 0.4}
    d.update(kw)
    return d


P1 = [
    {'type': 'title', 'text': 'HEMOGRAMA COMPLETO', 'cls': 'ex',
     'lines': 'MATERIAL: SANGUE TOTAL EDTA     METODO: AUTOMACAO (IMPEDANCIA) + MICROSCOPIA'},
    g(ERI), g(LEU, COLS_DIF), g(PLQ),
    {'type': 'text', 'cls': 'small', 'lines': 'OBS.: MORFOLOGIA ERITROCITARIA SEM ALTERACOES.'},
    {'type': 'rule', 'w': 0.2},
    {'type': 'title', 'text': 'EXAMES BIOQUIMICOS', 'cls': 'ex',
     'lines': 'MATERIAL: SORO / PLASMA FLUORETADO     METODO: ENZIMATICO COLORIMETRICO (AUTOMACAO)'},
    g(BIO),
    {'type': 'text', 'cls': 'small', 'lines': [
        'NOTA: LDL-COLESTEROL CALCULADO PELA FORMULA DE FRIEDEWALD. METAS DE LDL CONFORME RISCO',
        'CARDIOVASCULAR: BAIXO < 130 MG/DL; INTERMEDIARIO < 100 MG/DL; ALTO < 70 MG/DL.',
        '(*) RESULTADO FORA DO VALOR DE REFERENCIA.']},
]
P2 = [
    {'type': 'title', 'text': 'URINA TIPO I (EAS - ELEMENTOS ANORMAIS E SEDIMENTO)', 'cls': 'ex',
     'lines': 'MATERIAL: URINA - 1A MICCAO DA MANHA, JATO MEDIO     METODO: TIRA REATIVA + MICROSCOPIA'},
    g(EAS, COLS_EAS),
    {'type': 'space', 'h': 8},
    {'type': 'text', 'cls': 'sig', 'lines': [
        'LIBERADO POR: DR. ANTONIO MARCOS FERREIRA - FARMACEUTICO BIOQUIMICO - CRF-MG 9.874',
        'CONFERIDO EM 11/02/2025 AS 09:40']},
]

HEAD = [
    ('t', 'LABORATORIO DE ANALISES CLINICAS SAO JUDAS TADEU LTDA', 'title', 'C'),
    ('t', 'RUA MAJOR GOTE, 1.204 - CENTRO - PATOS DE MINAS/MG - CEP 38700-001 - FONE (34) 3821-4410',
     'tiny', 'C'),
    ('rule', 0.3),
    ('kv', [('PACIENTE:', 'MARIA APARECIDA DOS SANTOS SILVA'), ('PEDIDO:', '0210-044'),
            ('DT. NASC.:', '19/06/1966   IDADE: 58 A   SEXO: F'), ('CONVENIO:', 'PARTICULAR'),
            ('MEDICO:', 'DR. JOSE CARLOS MENDONCA - CRM-MG 38.221'), ('DT. COLETA:', '10/02/2025'),
            ], 2, False),
    ('rule', 0.3),
]


def header(p, n):
    return HEAD


def footer(p, n):
    return [('rule', 0.2),
            ('t', 'RESP. TECNICO: DR. ANTONIO MARCOS FERREIRA - CRF-MG 9.874    EMISSAO: 11/02/2025    '
                  'PAG. {p}/{n}', 'tiny', 'C')]


CSS = """
table.grid { font-size: 8.3pt; }
table.grid td { padding: 0.25mm 0.8mm; }
.ttl.ex { font-size: 9.2pt; margin-top: 2mm; text-decoration: underline; }
.tlines { font-size: 7.4pt; margin-bottom: 0.8mm; }
tr.sub td { font-size: 8.3pt; text-decoration: underline; padding-top: 1mm; }
.small { font-size: 7.4pt; margin-top: 0.8mm; }
.sig { font-size: 8pt; }
.dotcell .dd { color: #444; }
"""

REPORT = {
    'title': 'LAUDO 0210-044 - LAB. SAO JUDAS TADEU',
    'lab': 'Laboratório de Análises Clínicas São Judas Tadeu (Patos de Minas/MG)',
    'collected_at_default': D,
    'style': {'html_font': "'DejaVu Sans Mono', monospace", 'base_pt': 8.3, 'fpdf_font': 'libmono',
              'fpdf_pt': 8.6, 'margins': (15, 12, 13, 10), 'accent': '#222222',
              'hsizes': {'title': 10.5, 'kv': 8.2, 'tiny': 7.0}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2],
}
