"""g11 - private lab, Belém/PA (oncology follow-up).  Each exam name is
followed by a long multi-line reference text, with the result printed to the
right of it.  Coagulation (TP, activity, RNI, TTPa, ratio, fibrinogen,
D-dimer), tumour markers and a short chemistry/CBC.  2 pages."""
from lib import R, Row, row, sub, note, br

D = '2025-06-05'


def r(key, name, vt, unit, ref, flag=''):
    return Row(name, [R(key, name, vt, unit, ref, flag=flag)], ref)


COAG = [
    r('pt_s', 'TEMPO DE PROTROMBINA (TP)', '12,8', 'segundos',
      'Tempo do paciente. Controle normal do dia: 12,4 segundos.\nIntervalo de referência: 10,0 a 14,0 segundos.'),
    r('pt_act', 'ATIVIDADE DE PROTROMBINA', '88', '%', '70 a 120 %'),
    r('inr', 'RNI (RAZÃO NORMALIZADA INTERNACIONAL)', '1,08', '',
      'Indivíduos sem anticoagulação: 0,90 a 1,25.\nFaixa terapêutica com antagonistas da vitamina K: 2,0 a 3,0 '
      '(prótese valvar mecânica: 2,5 a 3,5).\nISI do reagente (tromboplastina recombinante): 1,02.'),
    r('aptt_s', 'TEMPO DE TROMBOPLASTINA PARCIAL ATIVADA (TTPa)', '31,4', 'segundos',
      'Controle normal do dia: 29,9 segundos.\nIntervalo de referência: 25,0 a 37,0 segundos.'),
    r('aptt_r', 'RELAÇÃO TTPa (PACIENTE/CONTROLE)', '1,05', '', 'Até 1,25.'),
    r('fib', 'FIBRINOGÊNIO (método de Clauss)', '412', 'mg/dL', '200 a 400 mg/dL.', 'H'),
    r('ddimer', 'D-DÍMERO', '690', 'ng/mL FEU',
      'Inferior a 500 ng/mL FEU.\nValor de corte ajustado pela idade (acima de 50 anos): idade × 10 ng/mL FEU\n'
      '(para esta paciente: 610 ng/mL FEU). Resultado abaixo do corte não exclui trombose em pacientes de alta '
      'probabilidade clínica.', 'H'),
]
TUM = [
    r('cea', 'ANTÍGENO CARCINOEMBRIONÁRIO (CEA)', '4,9', 'ng/mL',
      'Não fumantes: até 3,8 ng/mL.\nFumantes: até 5,5 ng/mL.\nMarcador de seguimento: interpretar a variação '
      'seriada, não o valor isolado.', 'H'),
    r('ca125', 'CA 125', '18,2', 'U/mL', 'Até 35,0 U/mL.\nPode elevar-se em endometriose, gestação, menstruação, '
      'cirrose e derrames cavitários.'),
    r('ca199', 'CA 19-9', '42,7', 'U/mL', 'Até 37,0 U/mL.\nNão é aplicável a indivíduos com fenótipo Lewis '
      'negativo (cerca de 5 % da população).', 'H'),
    r('ca153', 'CA 15-3', '21,4', 'U/mL', 'Até 25,0 U/mL.'),
    r('afp', 'ALFAFETOPROTEÍNA (AFP)', '2,8', 'ng/mL', 'Adultos não gestantes: até 7,0 ng/mL.'),
]
GER = [
    r('hb', 'HEMOGLOBINA', '12,4', 'g/dL', 'Mulheres adultas: 12,0 a 15,5 g/dL.'),
    r('wbc', 'LEUCÓCITOS', '5.200', '/mm³', '4.000 a 11.000 /mm³.'),
    r('plt', 'PLAQUETAS', '318.000', '/mm³', '150.000 a 450.000 /mm³.'),
    r('ldh', 'DESIDROGENASE LÁTICA (LDH)', '236', 'U/L', '135 a 214 U/L.', 'H'),
    r('alb', 'ALBUMINA', '3,9', 'g/dL', '3,5 a 5,2 g/dL.'),
    r('creat', 'CREATININA', '0,78', 'mg/dL', '0,50 a 0,90 mg/dL.'),
    r('ca', 'CÁLCIO TOTAL', '9,4', 'mg/dL', '8,6 a 10,2 mg/dL.'),
    r('mg', 'MAGNÉSIO', '2,0', 'mg/dL', '1,6 a 2,6 mg/dL.'),
    r('crp', 'PROTEÍNA C REATIVA', '6,2', 'mg/L', 'Inferior a 5,0 mg/L.', 'H'),
]

COLS = [('nameref', '', 124), ('vu0', '', 42, {'align': 'r'}), ('f0', '', 10, {'align': 'c'})]


def grid(rows):
    return {'type': 'grid', 'header': False, 'look': 'lined', 'cols': COLS, 'rows': rows, 'cls': 'amz',
            'fpad': 0.9, 'after': 1.5, 'bold_values': True}


def sec(t, lines):
    return {'type': 'title', 'text': t, 'lines': lines, 'cls': 'as', 'fill': True, 'fgap': 1.5, 'lsize': 7.2}


P1 = [
    sec('COAGULOGRAMA', 'Material: plasma citratado (citrato de sódio 3,2 %) · Método: coagulométrico automatizado '
        '(detecção óptica); D-dímero por imunoturbidimetria'),
    grid(COAG),
    sec('MARCADORES TUMORAIS', 'Material: soro · Método: eletroquimioluminescência · Mesmo sistema analítico dos '
        'controles anteriores'),
    grid(TUM),
]
P2 = [
    sec('HEMATOLOGIA E BIOQUÍMICA', 'Hemoglobina, leucócitos e plaquetas: sangue total EDTA, contador automatizado. '
        'Demais: soro, métodos enzimáticos/colorimétricos; PCR por imunoturbidimetria'),
    grid(GER),
    {'type': 'text', 'cls': 'nt', 'lines': 'H = resultado acima do intervalo de referência.'},
    {'type': 'space', 'h': 5},
    {'type': 'text', 'cls': 'sig', 'lines': [
        'Dra. Ana Cláudia Tavares Monteiro - Farmacêutica-bioquímica - CRF-PA 2.985',
        'Responsável técnica - Laudo conferido e liberado em 06/06/2025 às 15:20']},
]


def header(p, n):
    return [
        ('t', 'LABORATÓRIO AMAZÔNIA ANÁLISES CLÍNICAS', 'name', 'L'),
        ('t', 'Unidade Nazaré · Av. Nazaré, 1.038 · Belém/PA · (91) 3223-5151', 'small', 'L'),
        ('bar', 'LAUDO DE EXAMES', 'bold'),
        ('kv', [('Cliente:', 'MARIA DE NAZARÉ COSTA FERREIRA'), ('Requisição:', 'AMZ-0605-2231'),
                ('Data de nascimento:', '30/01/1964'), ('Idade:', '61 anos'),
                ('Solicitante:', 'Dr. Rodrigo Paes Barreto Lobato - CRM-PA 9.114'),
                ('Coletado em:', '05/06/2025 07:20'), ('Origem:', 'Ambulatório de Oncologia'),
                ('Impresso em:', '06/06/2025 15:41')], 2, False),
        ('rule', 0.3),
    ]


def footer(p, n):
    return [('rule', 0.2), ('t', 'Página {p} de {n}  ·  Laboratório Amazônia Análises Clínicas Ltda. · '
                                 'CNPJ 04.118.730/0001-92', 'tiny', 'R')]


CSS = """
.h-name { color: #1e5631; }
.bar { background: #1e5631; margin: 1.5mm 0; }
.ttl.as { background: #e1eee4; padding: 0.6mm 1.5mm; margin-top: 2.4mm; font-size: 9.2pt; color: #1e5631; }
.tlines { font-size: 7.2pt; color: #333; margin: 0.5mm 0 0.5mm 0; }
table.amz { font-size: 8.6pt; }
table.amz td { border-bottom: 0.15mm solid #c8d8cc; padding-top: 1mm; padding-bottom: 1mm; }
table.amz .nm { font-weight: bold; }
table.amz .rf { font-size: 7.4pt; color: #333; margin-top: 0.4mm; }
table.amz td.c-vu0 { font-weight: bold; font-size: 9.4pt; }
table.amz td.c-f0 { font-weight: bold; color: #a00; }
.nt { font-size: 7.4pt; }
.sig { font-size: 8pt; }
"""

REPORT = {
    'title': 'Laboratório Amazônia - Requisição AMZ-0605-2231',
    'lab': 'Laboratório Amazônia Análises Clínicas - Unidade Nazaré (Belém/PA)',
    'collected_at_default': D,
    'style': {'html_font': "'Liberation Sans', Arial, sans-serif", 'base_pt': 8.6, 'fpdf_font': 'dejavu',
              'fpdf_pt': 8.2, 'margins': (14, 11, 14, 9), 'accent': '#1e5631', 'fill': '#e1eee4',
              'hsizes': {'name': 15, 'small': 8, 'kv': 8.4}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2],
}
