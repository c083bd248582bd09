"""g07 - occupational-health periodic check-up (PCMSO, benzene exposure),
Camaçari/BA.  Two columns side by side: CBC with reticulocytes on the left,
chemistry on the right; counts in /µL.  1 page."""
from lib import R, Row, row, sub, note, br, indices, absolute

D = '2025-05-08'

hb, ht, rbc = 14.6, 43.2, 4.86
mcv, mch, mchc = indices(hb, ht, rbc)
wbc = 5400
names = ['Neutrófilos', 'Linfócitos', 'Monócitos', 'Eosinófilos', 'Basófilos']
pcts = [52.0, 37.2, 7.4, 2.9, 0.5]
assert abs(sum(pcts) - 100) < 1e-9
abs_ = [round(a) for a in absolute(wbc, pcts)]
kp = ['neut_p', 'lymph_p', 'mono_p', 'eos_p', 'baso_p']
ka = ['neut_a', 'lymph_a', 'mono_a', 'eos_a', 'baso_a']
refa = ['1.800 a 7.700', '1.000 a 4.800', '100 a 1.000', '20 a 500', '0 a 200']
ret_p = 1.2
ret_a = rbc * 1e6 * ret_p / 100

ERI = [
    row(R('rbc', 'Eritrócitos', br(rbc, 2), '×10⁶/µL', '4,30 a 5,90')),
    row(R('hb', 'Hemoglobina', br(hb, 1), 'g/dL', '13,5 a 17,5')),
    row(R('ht', 'Hematócrito', br(ht, 1), '%', '39 a 52')),
    row(R('mcv', 'VCM', br(mcv, 1), 'fL', '80 a 100')),
    row(R('mch', 'HCM', br(mch, 1), 'pg', '27 a 34')),
    row(R('mchc', 'CHCM', br(mchc, 1), 'g/dL', '31 a 36')),
    row(R('rdw', 'RDW-CV', '12,4', '%', '11,5 a 14,5')),
    row(R('retic_p', 'Reticulócitos', br(ret_p, 1), '%', '0,5 a 2,0')),
    Row('Reticulócitos (absoluto)', [R('retic_a', 'Reticulócitos (absoluto)', br(ret_a), '/µL')],
        '25.000 a 100.000'),
]
LEU = [Row('Leucócitos', [None, R('wbc', 'Leucócitos', br(wbc), '/µL')], '3.800 a 10.600')]
for n, p, a, k1, k2, rf in zip(names, pcts, abs_, kp, ka, refa):
    LEU.append(Row(n, [R(k1, n, br(p, 1), '%'), R(k2, n, br(a), '/µL')], rf))
PLQ = [row(R('plt', 'Plaquetas', '236.000', '/µL', '150.000 a 440.000'))]

ct, hdl, tg = 187, 44, 118
BIO = [
    row(R('glu_j', 'Glicose', '91', 'mg/dL', '70 a 99')),
    row(R('chol', 'Colesterol total', str(ct), 'mg/dL', '< 190')),
    row(R('hdl', 'Colesterol HDL', str(hdl), 'mg/dL', '> 40')),
    row(R('ldl_calc', 'Colesterol LDL', br(ct - hdl - tg / 5), 'mg/dL', 'ver nota')),
    row(R('tg', 'Triglicerídeos', str(tg), 'mg/dL', '< 150')),
    row(R('creat', 'Creatinina', '0,98', 'mg/dL', '0,70 a 1,30')),
    row(R('urate', 'Ácido úrico', '5,8', 'mg/dL', '3,4 a 7,0')),
    row(R('ast', 'AST (TGO)', '27', 'U/L', '< 40')),
    row(R('alt', 'ALT (TGP)', '33', 'U/L', '< 41')),
    row(R('ggt', 'Gama GT', '29', 'U/L', '8 a 61')),
]

CL = [('name', '', 30), ('v0', '', 15, {'align': 'r'}), ('u0', '', 16), ('ref', 'Ref.', 28)]
CLD = [('name', '', 23), ('v0', 'Rel.', 11, {'align': 'r'}), ('u0', '', 5), ('v1', 'Absol.', 14, {'align': 'r'}),
       ('u1', '', 8), ('ref', 'Ref. (/µL)', 28)]
CR = [('name', '', 31), ('v0', '', 14, {'align': 'r'}), ('u0', '', 14), ('ref', 'Ref.', 30)]


def g(rows, cols, title=None, **kw):
    d = {'type': 'grid', 'look': 'lined', 'cols': cols, 'rows': rows, 'cls': 'oc', 'fpad': 0.45, 'fsize': 7.8,
         'ref_fsize': 7.2, 'after': 1.6, 'empty': '', 'title': title, 'title_cls': 'ot', 'title_fsize': 8.2}
    d.update(kw)
    return d


LEFT = [
    {'type': 'title', 'text': 'HEMOGRAMA COM RETICULÓCITOS', 'cls': 'oh', 'fill': True, 'fsize': 8.6,
     'lines': 'Sangue total EDTA · automação com citometria de fluxo', 'lsize': 7.0},
    g(ERI, CL, 'Série vermelha'),
    g(LEU, CLD, 'Série branca'),
    g(PLQ, CL, 'Plaquetas', header=False),
]
RIGHT = [
    {'type': 'title', 'text': 'BIOQUÍMICA', 'cls': 'oh', 'fill': True, 'fsize': 8.6,
     'lines': 'Soro · jejum de 12 horas · métodos enzimáticos automatizados', 'lsize': 7.0},
    g(BIO, CR, 'Glicemia, lípides, função renal e hepática'),
    {'type': 'text', 'cls': 'on', 'fsize': 7.0, 'lines': [
        'Nota: LDL calculado (Friedewald). Meta conforme risco cardiovascular individual.',
        'Monitorização de exposição ocupacional a benzeno (NR-7 / NR-15, anexo 13-A): hemograma completo '
        'com contagem de reticulócitos. Comparar com o hemograma admissional e com os periódicos anteriores.']},
]

P1 = [
    {'type': 'twocol', 'left': LEFT, 'right': RIGHT, 'lw': 89, 'rw': 89},
    {'type': 'space', 'h': 4},
    {'type': 'text', 'cls': 'concl', 'fsize': 7.8, 'lines': [
        'Conclusão laboratorial para o PCMSO: sem alterações hematológicas no período. '
        'Encaminhado ao médico coordenador do PCMSO para emissão do ASO.']},
    {'type': 'space', 'h': 5},
    {'type': 'text', 'cls': 'sig', 'fsize': 7.8, 'lines': [
        'Dra. Cintia Gomes Barreto - Biomédica - CRBM-3 20.447 - Responsável técnica',
        'Dr. Alberto Nunes Queiroz - Médico do trabalho coordenador do PCMSO - CRM-BA 17.390']},
]


def header(p, n):
    return [
        ('split', [('t', 'POLO SAÚDE OCUPACIONAL', 'name', 'L'),
                   ('t', 'Laboratório Clínico do Polo - Unidade Camaçari', 'sub', 'L'),
                   ('t', 'Via Parafuso, km 4,5 - Camaçari/BA - CNPJ 07.882.441/0001-30', 'tiny', 'L')],
         [('t', 'EXAME PERIÓDICO - PCMSO/NR-7', 'bold', 'R'), ('t', 'Página {p} de {n}', 'small', 'R')], True),
        ('space', 1.0),
        ('kv', [('Colaborador:', 'EDVALDO SOUZA DOS REIS'), ('Matrícula:', '0047729'),
                ('Empresa:', 'Petroquímica Aratu Ltda.'), ('Função:', 'Operador de processo III'),
                ('Nascimento:', '14/01/1983'), ('Admissão:', '12/03/2019'),
                ('Setor/GHE:', 'Aromáticos - GHE 04 (benzeno)'), ('Coleta:', '08/05/2025 06:50'),
                ('Data do ASO:', '15/05/2025'), ('Emissão do laudo:', '09/05/2025')], 2, True),
        ('space', 1.5),
    ]


def footer(p, n):
    return [('rule', 0.2),
            ('t', 'Documento de saúde ocupacional - uso restrito ao colaborador e ao médico do trabalho '
                  '(sigilo médico). Página {p} de {n}', 'tiny', 'C')]


CSS = """
.ttl.oh { background: #2f5d3a; color: #fff; padding: 0.6mm 1.5mm; font-size: 8.6pt; }
.tlines { font-size: 7pt; color: #333; margin: 0.4mm 0 0.8mm 0; }
.gtitle.ot { font-weight: bold; font-size: 8.1pt; color: #2f5d3a; margin-top: 1.2mm; }
table.oc { font-size: 7.8pt; }
table.oc tr.hdr th { font-size: 7.2pt; border-bottom: 0.25mm solid #2f5d3a; }
table.oc td { border-bottom: 0.1mm solid #d5d5d5; padding-top: 0.35mm; padding-bottom: 0.35mm; }
table.oc td.c-ref { font-size: 7.1pt; color: #333; }
table.oc td.c-v0, table.oc td.c-v1 { font-weight: bold; }
.on { font-size: 7pt; margin-top: 1.2mm; }
.concl { font-size: 7.8pt; border: 0.2mm solid #2f5d3a; padding: 1.5mm; }
.sig { font-size: 7.8pt; }
.h-name { color: #2f5d3a; }
"""

REPORT = {
    'title': 'Polo Saúde Ocupacional - Exame periódico - Matrícula 0047729',
    'lab': 'Laboratório Clínico do Polo - Polo Saúde Ocupacional, Unidade Camaçari (Camaçari/BA)',
    'collected_at_default': D,
    'style': {'html_font': "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif", 'base_pt': 7.8,
              'fpdf_font': 'libsans', 'fpdf_pt': 7.8, 'margins': (14, 11, 14, 9), 'accent': '#2f5d3a',
              'fill': '#dfe9e1', 'hsizes': {'name': 14, 'sub': 8.4, 'kv': 8.0}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1],
}
