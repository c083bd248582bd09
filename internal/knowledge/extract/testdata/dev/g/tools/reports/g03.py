"""g03 - hospital LIS printout, emergency department, Porto Alegre/RS.
Partial cumulative report of an admission: a series of high-sensitivity
troponins and CK/CK-MB over two days (each row with its own collection
date/time), arterial blood gas, chemistry, CBC and coagulation.  2 pages."""
from lib import R, Row, row, sub, note, br

D0 = '2025-02-23'
D1 = '2025-02-24'
T0 = '23/02/2025 22:48'
TG = '23/02/2025 22:55'
T1 = '24/02/2025 01:55'
T2 = '24/02/2025 07:40'


def w(r, when):
    return Row(r.name, [r], r.ref, {'when': when})


TNI_REF = 'Inferior a 34 ng/L (homens)\nInferior a 16 ng/L (mulheres)\n(percentil 99)'
CARD = [
    w(R('tni_hs', 'Troponina I ultrassensível', '18', 'ng/L', TNI_REF), T0),
    w(R('tni_hs', 'Troponina I ultrassensível', '64', 'ng/L', TNI_REF, flag='H', date=D1), T1),
    w(R('tni_hs', 'Troponina I ultrassensível', '212', 'ng/L', TNI_REF, flag='H', date=D1), T2),
    w(R('ckmb', 'CK-MB massa', '2,9', 'ng/mL', 'Inferior a 4,9 ng/mL'), T0),
    w(R('ckmb', 'CK-MB massa', '18,6', 'ng/mL', 'Inferior a 4,9 ng/mL', flag='H', date=D1), T2),
    w(R('ck', 'CK total (CPK)', '142', 'U/L', '39 a 308 U/L'), T0),
    w(R('ck', 'CK total (CPK)', '486', 'U/L', '39 a 308 U/L', flag='H', date=D1), T2),
    w(R('ntprobnp', 'NT-proBNP', '1.840', 'pg/mL', 'Inferior a 450 pg/mL (50 a 75 anos)', flag='H'), T0),
]

# arterial blood gas, FiO2 0,21; HCO3 consistent with Henderson-Hasselbalch
GAS = [
    w(R('ph_a', 'pH', '7,35', '', '7,35 a 7,45'), TG),
    w(R('pco2_a', 'pCO2', '33,8', 'mmHg', '35,0 a 45,0 mmHg', flag='L'), TG),
    w(R('po2_a', 'pO2', '71,4', 'mmHg', '80,0 a 100,0 mmHg', flag='L'), TG),
    w(R('hco3_a', 'Bicarbonato (HCO3)', '18,6', 'mmol/L', '22,0 a 26,0 mmol/L', flag='L'), TG),
    w(R('be_a', 'Excesso de base (BE)', '-5,9', 'mmol/L', '-2,0 a +2,0 mmol/L', flag='L'), TG),
    w(R('so2_a', 'Saturação de O2', '93,6', '%', '95,0 a 99,0 %', flag='L'), TG),
    w(R('lact_a', 'Lactato arterial', '2,4', 'mmol/L', '0,5 a 1,6 mmol/L', flag='H'), TG),
]
BIO = [
    w(R('na', 'Sódio', '137', 'mmol/L', '136 a 145 mmol/L'), T0),
    w(R('k', 'Potássio', '4,1', 'mmol/L', '3,5 a 5,1 mmol/L'), T0),
    w(R('mg', 'Magnésio', '1,9', 'mg/dL', '1,6 a 2,6 mg/dL'), T0),
    w(R('urea', 'Ureia', '48', 'mg/dL', '17 a 49 mg/dL'), T0),
    w(R('creat', 'Creatinina', '1,31', 'mg/dL', '0,70 a 1,20 mg/dL', flag='H'), T0),
    w(R('glu', 'Glicose', '168', 'mg/dL', '70 a 99 mg/dL (jejum)', flag='H'), T0),
    w(R('crp', 'Proteína C reativa', '8,4', 'mg/L', 'Inferior a 5,0 mg/L', flag='H'), T0),
]
HEMO = [
    w(R('hb', 'Hemoglobina', '14,1', 'g/dL', '13,0 a 17,0 g/dL'), T0),
    w(R('ht', 'Hematócrito', '42,3', '%', '40,0 a 50,0 %'), T0),
    w(R('wbc', 'Leucócitos', '11.240', '/mm³', '4.000 a 10.000 /mm³', flag='H'), T0),
    w(R('plt', 'Plaquetas', '221.000', '/mm³', '150.000 a 400.000 /mm³'), T0),
]
COAG = [
    w(R('pt_s', 'Tempo de protrombina (TP)', '13,1', 's', '10,0 a 13,5 s'), T0),
    w(R('pt_act', 'Atividade de protrombina', '86', '%', '70 a 120 %'), T0),
    w(R('inr', 'RNI', '1,09', '', '0,90 a 1,20'), T0),
    w(R('aptt_s', 'TTPa', '29,8', 's', '25,0 a 36,0 s'), T0),
    w(R('aptt_r', 'Relação TTPa (paciente/controle)', '0,99', '', '0,80 a 1,20'), T0),
]

COLS = [('name', 'Exame', 50), ('x:when', 'Dt. coleta', 30), ('v0', 'Resultado', 19, {'align': 'r'}),
        ('f0', '', 6, {'align': 'c'}), ('u0', 'Unid.', 16), ('ref', 'Valores de referência', 61)]


def grid(title, rows):
    return {'type': 'grid', 'title': title, 'look': 'lis', 'cols': COLS, 'rows': rows, 'cls': 'lis',
            'title_cls': 'lt', 'fpad': 0.45, 'fsize': 7.9, 'after': 2.2}


P1 = [
    grid('MARCADORES CARDÍACOS  (Material: soro  -  Método: quimioluminescência)', CARD),
    {'type': 'text', 'cls': 'nt', 'lines': [
        'Troponina I: variação absoluta entre 0 h e 3 h superior a 6 ng/L é sugestiva de lesão miocárdica aguda '
        '(protocolo 0/1-3 h). Correlacionar com o quadro clínico e o ECG.']},
    grid('GASOMETRIA ARTERIAL  (Material: sangue arterial - radial D  -  FiO2 0,21  -  Temp. 36,8 °C)', GAS),
]
P2 = [
    grid('BIOQUÍMICA  (Material: soro)', BIO),
    grid('HEMOGRAMA (parcial)  (Material: sangue total EDTA)', HEMO),
    grid('COAGULAÇÃO  (Material: plasma citratado)', COAG),
    {'type': 'text', 'cls': 'nt', 'lines': [
        'Laudo parcial emitido durante o atendimento. Exames em andamento: hemograma completo com diferencial '
        '(24/02/2025 07:40). Valores críticos comunicados ao plantão médico (ramal 4417) às 08:31 de '
        '24/02/2025 - recebido por Enf. T. Schneider.']},
]


def header(p, n):
    return [
        ('split', [('t', 'HOSPITAL SANTA CLARA DO GUAÍBA', 'name', 'L'),
                   ('t', 'Serviço de Patologia Clínica - Laboratório Central 24 h', 'sub', 'L'),
                   ('t', 'Av. Ipiranga, 7.340 - Partenon - Porto Alegre/RS - (51) 3327-9000', 'tiny', 'L')],
         [('t', 'EMERGÊNCIA ADULTO', 'bold', 'R'), ('t', 'Pág. {p}/{n}', 'small', 'R')], True),
        ('space', 1.2),
        ('kv', [('Paciente:', 'JOÃO BATISTA FAGUNDES'), ('Prontuário:', '1.284.337'),
                ('Nasc.:', '11/05/1958 (66a)   Sexo: M'), ('Atendimento:', '4481920 - Box 07'),
                ('Solicitante:', 'Dra. Luiza Brandão Koch - CREMERS 31.876'), ('Dt. entrada:', '23/02/2025 22:31'),
                ], 2, True),
        ('bar', 'RESULTADOS DE EXAMES - LAUDO PARCIAL CUMULATIVO DO ATENDIMENTO', 'bold'),
    ]


def footer(p, n):
    return [('rule', 0.2),
            ('t', 'Emitido em 24/02/2025 08:47 por LIS-HSCG v5.2 (usuário: lab.plantao)   -   Resp. técnico: '
                  'Dr. Fábio Reichert Lenz - CRBM-5 11.204   -   Pág. {p}/{n}', 'tiny', 'L')]


CSS = """
.gtitle.lt { font-weight: bold; font-size: 8.2pt; margin-top: 2.4mm; margin-bottom: 0.5mm; }
table.lis { font-size: 7.9pt; border-top: 0.3mm solid #000; border-bottom: 0.3mm solid #000; }
table.lis tr.hdr th { border-bottom: 0.2mm solid #000; font-size: 7.6pt; }
table.lis td.c-ref { font-size: 7.2pt; }
table.lis td.c-f0 { font-weight: bold; }
.nt { font-size: 7.2pt; margin-top: 0.8mm; }
.bar { margin-top: 1.5mm; font-size: 8.4pt; letter-spacing: 0.2mm; }
"""

REPORT = {
    'title': 'HSCG - Patologia Clínica - Atendimento 4481920',
    'lab': 'Hospital Santa Clara do Guaíba - Serviço de Patologia Clínica (Porto Alegre/RS)',
    'collected_at_default': D0,
    'style': {'html_font': "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif", 'base_pt': 8.0,
              'fpdf_font': 'libsans', 'fpdf_pt': 8.0, 'margins': (12, 10, 12, 9), 'accent': '#3b3b3b',
              'hsizes': {'name': 13, 'sub': 8.5, 'kv': 8.0}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2],
}
