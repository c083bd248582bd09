"""g08 - hospital inpatient (ICU) LIS printout in SI units, Florianópolis/SC.
Monospace LIS listing with a collection date/time on every row; a previous
creatinine from the day before and a potassium repeated after a haemolysed
sample (different collection dates).  Blood gas in kPa.  2 pages."""
from lib import R, Row, row, sub, note, br

D = '2025-04-12'
DP = '2025-04-11'
T = '12/04/25 05:30'
TG = '12/04/25 05:34'


def w(r, when):
    return Row(r.name, [r], r.ref, {'when': when})


HEMA = [
    w(R('hb', 'HEMOGLOBINA', '98', 'g/L', '130 - 170', flag='L'), T),
    w(R('ht', 'HEMATOCRITO', '0,30', 'L/L', '0,40 - 0,50', flag='L'), T),
    w(R('wbc', 'LEUCOCITOS', '14,6', '×10⁹/L', '4,0 - 10,0', flag='H'), T),
    w(R('neut_p', 'NEUTROFILOS %', '86,2', '%', '40,0 - 75,0', flag='H'), T),
    w(R('neut_a', 'NEUTROFILOS #', '12,6', '×10⁹/L', '1,8 - 7,5', flag='H'), T),
    w(R('lymph_p', 'LINFOCITOS %', '8,1', '%', '20,0 - 45,0', flag='L'), T),
    w(R('lymph_a', 'LINFOCITOS #', '1,2', '×10⁹/L', '1,0 - 4,0'), T),
    w(R('plt', 'PLAQUETAS', '132', '×10⁹/L', '150 - 400', flag='L'), T),
]
COAG = [
    w(R('inr', 'TP - RNI', '1,32', '', '0,90 - 1,20', flag='H'), T),
    w(R('aptt_s', 'TTPA', '36,8', 's', '25,0 - 36,0', flag='H'), T),
]
BIOQ = [
    w(R('glu_mmol', 'GLICOSE', '8,4', 'mmol/L', '3,9 - 5,5', flag='H'), T),
    w(R('urea_mmol', 'UREIA', '14,2', 'mmol/L', '2,8 - 8,1', flag='H'), T),
    w(R('creat_umol', 'CREATININA', '182', 'µmol/L', '62 - 106', flag='H'), T),
    w(R('creat_umol', 'CREATININA', '168', 'µmol/L', '62 - 106', flag='H', date=DP), '11/04/25 06:10'),
    w(R('na', 'SODIO', '134', 'mmol/L', '136 - 145', flag='L'), T),
    w(R('k', 'POTASSIO', '6,1', 'mmol/L', '3,5 - 5,1', flag='H', date=DP), '11/04/25 23:50'),
    w(R('k', 'POTASSIO', '4,6', 'mmol/L', '3,5 - 5,1'), '12/04/25 06:15'),
    w(R('cl', 'CLORETO', '101', 'mmol/L', '98 - 107'), T),
    w(R('mg_mmol', 'MAGNESIO', '0,78', 'mmol/L', '0,66 - 1,07'), T),
    w(R('phos_mmol', 'FOSFATO', '1,52', 'mmol/L', '0,81 - 1,45', flag='H'), T),
    w(R('bilt_umol', 'BILIRRUBINA TOTAL', '28', 'µmol/L', '5 - 21', flag='H'), T),
    w(R('bild_umol', 'BILIRRUBINA DIRETA', '17', 'µmol/L', '0 - 5', flag='H'), T),
    w(R('alb', 'ALBUMINA', '26', 'g/L', '35 - 52', flag='L'), T),
    w(R('crp', 'PROTEINA C REATIVA', '186', 'mg/L', '< 5', flag='H'), T),
    w(R('pct', 'PROCALCITONINA', '4,8', 'µg/L', '< 0,5', flag='H'), T),
]
GASO = [
    w(R('ph_a', 'PH', '7,31', '', '7,35 - 7,45', flag='L'), TG),
    w(R('pco2_a', 'PCO2', '4,9', 'kPa', '4,7 - 6,0'), TG),
    w(R('po2_a', 'PO2', '10,4', 'kPa', '10,7 - 13,3', flag='L'), TG),
    w(R('hco3_a', 'HCO3 ATUAL', '18,3', 'mmol/L', '22,0 - 26,0', flag='L'), TG),
    w(R('be_a', 'EXCESSO DE BASE', '-7,2', 'mmol/L', '-2,0 - 2,0', flag='L'), TG),
    w(R('so2_a', 'SAT O2', '94,1', '%', '95,0 - 99,0', flag='L'), TG),
    w(R('lact_a', 'LACTATO', '2,9', 'mmol/L', '0,5 - 1,6', flag='H'), TG),
    w(R('cai_bld', 'CALCIO IONICO', '1,08', 'mmol/L', '1,15 - 1,32', flag='L'), TG),
]

COLS = [('name', 'EXAME', 46), ('v0', 'RESULTADO', 20, {'align': 'r'}), ('f0', '', 6, {'align': 'c'}),
        ('u0', 'UNIDADE', 20), ('ref', 'REFERENCIA', 36), ('x:when', 'COLETA', 30)]


def grid(title, rows):
    return {'type': 'grid', 'title': title, 'look': 'lis', 'cols': COLS, 'rows': rows, 'cls': 'mono',
            'title_cls': 'mt', 'fpad': 0.4, 'fsize': 7.8, 'hdr_fsize': 7.4, 'ref_fsize': 7.8, 'after': 2.6}


P1 = [
    grid('HEMATOLOGIA  [SANGUE TOTAL EDTA]', HEMA),
    grid('COAGULACAO  [PLASMA CITRATADO]', COAG),
    grid('BIOQUIMICA  [SORO]', BIOQ),
    {'type': 'text', 'cls': 'mn', 'lines': [
        '* POTASSIO 11/04/25 23:50: AMOSTRA HEMOLISADA (INDICE H 3+). RESULTADO PODE ESTAR FALSAMENTE',
        '  ELEVADO. SOLICITADA E REALIZADA NOVA COLETA EM 12/04/25 06:15.']},
]
P2 = [
    grid('GASOMETRIA ARTERIAL  [SANGUE ARTERIAL - CATETER RADIAL]   FIO2 0,40  T 37,6 C', GASO),
    {'type': 'text', 'cls': 'mn', 'lines': [
        'UNIDADES SI. CONVERSOES DE REFERENCIA: GLICOSE MMOL/L X 18,0 = MG/DL; CREATININA UMOL/L / 88,4 = MG/DL;',
        'UREIA MMOL/L X 6,0 = MG/DL; PCO2/PO2 KPA X 7,5 = MMHG.',
        'VALORES CRITICOS (K 6,1 / PCT) COMUNICADOS AO ENF. PLANTONISTA DA UTI 2 EM 12/04/25 06:02 - RAMAL 2230.']},
    {'type': 'space', 'h': 6},
    {'type': 'text', 'cls': 'mn', 'lines': [
        'LIBERADO POR: BIOQ. PATRICIA HOFFMANN DA LUZ - CRF-SC 8.813   12/04/25 07:18',
        '--- FIM DO RELATORIO ---']},
]

HEAD = [
    ('t', 'HOSPITAL REGIONAL ILHA DE SANTA CATARINA - LABORATORIO DE ANALISES CLINICAS', 'bold', 'L'),
    ('t', 'RUA IRMA BENWARDA, 297 - CENTRO - FLORIANOPOLIS/SC      RELATORIO DE RESULTADOS POR PACIENTE (SI)',
     'tiny', 'L'),
    ('rule', 0.3),
    ('kv', [('PACIENTE :', 'IVONE TERESINHA SCHMITT'), ('REGISTRO :', '2002-558471'),
            ('NASC.    :', '03/07/1949  (75A)  F'), ('SETOR    :', 'UTI ADULTO 2 - LEITO 11'),
            ('MEDICO   :', 'DR. RAFAEL ZIMMER - CRM-SC 22.108'), ('INTERNACAO:', '09/04/25'),
            ('PERIODO  :', '11/04/25 00:00 A 12/04/25 07:00'), ('IMPRESSO :', '12/04/25 07:22')], 2, False),
    ('rule', 0.3),
]


def header(p, n):
    return HEAD


def footer(p, n):
    return [('rule', 0.2), ('t', 'LIS-HRISC 3.8.1  ROTINA UTI                                     PAGINA {p} DE {n}',
                            'tiny', 'L')]


CSS = """
.gtitle.mt { font-weight: bold; font-size: 8pt; margin: 2.2mm 0 0.4mm 0; }
table.mono { font-size: 7.8pt; border-top: 0.2mm dashed #000; border-bottom: 0.2mm dashed #000; }
table.mono tr.hdr th { font-size: 7.4pt; border-bottom: 0.2mm dashed #000; font-weight: normal; }
table.mono td { padding-top: 0.2mm; padding-bottom: 0.2mm; }
.mn { font-size: 7.4pt; margin-top: 1mm; }
"""

REPORT = {
    'title': 'HRISC - Relatório de resultados - 2002-558471',
    'lab': 'Hospital Regional Ilha de Santa Catarina - Laboratório de Análises Clínicas (Florianópolis/SC)',
    'collected_at_default': D,
    'style': {'html_font': "'Liberation Mono', 'Courier New', monospace", 'base_pt': 7.8,
              'fpdf_font': 'dejavumono', 'fpdf_pt': 7.4, 'margins': (13, 10, 12, 9), 'accent': '#000000',
              'hsizes': {'bold': 8.6, 'tiny': 7.2, 'kv': 7.8}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2],
}
