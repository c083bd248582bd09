"""g06 - "resultado online" portal print of a large lab, Rio de Janeiro/RJ.
Hormone panel with cycle-phase reference ranges in long multi-line cells;
out-of-range values in bold; a value printed with '<'.  Browser print header
with URL, print date and DUM (not collection dates).  2 pages."""
from lib import R, Row, row, sub, note, br

D = '2025-04-17'


def r(key, name, vt, unit, ref, bold=False):
    return Row(name, [R(key, name, vt, unit, ref, bold=bold)], ref)


HORM = [
    r('fsh', 'FSH - Hormônio folículo estimulante', '6,2', 'mUI/mL',
      'Fase folicular: 3,5 a 12,5 mUI/mL\nPico ovulatório: 4,7 a 21,5 mUI/mL\nFase lútea: 1,7 a 7,7 mUI/mL\n'
      'Pós-menopausa: 25,8 a 134,8 mUI/mL'),
    r('lh', 'LH - Hormônio luteinizante', '7,4', 'mUI/mL',
      'Fase folicular: 2,4 a 12,6 mUI/mL\nPico ovulatório: 14,0 a 95,6 mUI/mL\nFase lútea: 1,0 a 11,4 mUI/mL\n'
      'Pós-menopausa: 7,7 a 58,5 mUI/mL'),
    r('e2', 'Estradiol', '112', 'pg/mL',
      'Fase folicular: 12,5 a 166,0 pg/mL\nPico ovulatório: 85,8 a 498,0 pg/mL\nFase lútea: 43,8 a 211,0 pg/mL\n'
      'Pós-menopausa: inferior a 54,7 pg/mL'),
    r('prog', 'Progesterona', '0,6', 'ng/mL',
      'Fase folicular: 0,2 a 1,5 ng/mL\nFase lútea: 1,7 a 27,0 ng/mL\nPós-menopausa: inferior a 0,8 ng/mL'),
    r('prl', 'Prolactina', '18,4', 'ng/mL', 'Mulheres não gestantes: 4,8 a 23,3 ng/mL'),
    r('testo', 'Testosterona total', '38', 'ng/dL', 'Mulheres (20 a 49 anos): 8,4 a 48,1 ng/dL'),
    r('shbg', 'SHBG - Globulina ligadora de hormônios sexuais', '54', 'nmol/L',
      'Mulheres (20 a 49 anos, não gestantes): 32,4 a 128,0 nmol/L'),
    r('dheas', 'Sulfato de deidroepiandrosterona (SDHEA)', '196', 'µg/dL', 'Mulheres 25 a 34 anos: 98,8 a 340,0 µg/dL'),
    r('bhcg', 'Beta-hCG quantitativo', '< 1,2', 'mUI/mL',
      'Não gestantes: inferior a 5,0 mUI/mL\nGestação (semanas desde a DUM): 3 a 4 semanas: 5,8 a 71,2 mUI/mL;\n'
      '4 a 5 semanas: 9,5 a 750 mUI/mL; 5 a 6 semanas: 217 a 7.138 mUI/mL'),
]
TIRE = [
    r('tsh', 'TSH - Hormônio tireoestimulante', '3,12', 'µUI/mL',
      'Adultos: 0,27 a 4,20 µUI/mL\nGestantes 1º trimestre: 0,10 a 2,50 µUI/mL'),
    r('ft4', 'T4 livre (tiroxina livre)', '1,05', 'ng/dL', '0,93 a 1,70 ng/dL'),
    r('ft3', 'T3 livre', '3,1', 'pg/mL', '2,0 a 4,4 pg/mL'),
    r('tpo', 'Anticorpos anti-tireoperoxidase (anti-TPO)', '86', 'UI/mL', 'Inferior a 34 UI/mL', bold=True),
]
META = [
    r('cortisol', 'Cortisol (coleta às 8 h)', '14,2', 'µg/dL', 'Coleta entre 7 h e 10 h: 6,2 a 19,4 µg/dL\n'
      'Coleta entre 16 h e 20 h: 2,3 a 11,9 µg/dL'),
    r('glu_fast', 'Glicose em jejum', '89', 'mg/dL', 'Normal: 70 a 99 mg/dL\nAlterada: 100 a 125 mg/dL\n'
      'Diabetes: igual ou superior a 126 mg/dL'),
    r('insulin', 'Insulina em jejum', '11,3', 'µUI/mL', '2,6 a 24,9 µUI/mL (adultos, jejum)'),
    r('vitd', '25-Hidroxivitamina D', '31,2', 'ng/mL', 'Acima de 20 ng/mL: população saudável até 60 anos\n'
      '30 a 60 ng/mL: grupos de risco (gestantes, idosos, osteoporose)'),
    r('ferr', 'Ferritina', '42', 'ng/mL', 'Mulheres: 13 a 150 ng/mL'),
]

COLS = [('name', 'Exame', 58), ('vu0', 'Resultado', 30), ('ref', 'Valores de referência', 96)]


def grid(title, rows):
    return {'type': 'grid', 'title': title, 'look': 'lined', 'cols': COLS, 'rows': rows, 'cls': 'portal',
            'title_cls': 'pt', 'fpad': 0.9, 'after': 2.5, 'ref_fsize': 7.4}


P1 = [
    {'type': 'text', 'cls': 'crumb', 'lines': 'Início  ›  Meus resultados  ›  Pedido 25-0087341  ›  Todos os exames'},
    grid('Hormônios sexuais e gonadotrofinas', HORM),
    grid('Tireoide', TIRE),
]
P2 = [
    grid('Metabolismo, vitaminas e outros', META),
    {'type': 'text', 'cls': 'crumb', 'lines': [
        'Resultados em negrito estão fora do intervalo de referência. Material: soro; métodos: eletroquimio'
        'luminescência (hormônios, vitamina D e ferritina) e enzimático (glicose).',
        'A interpretação dos hormônios sexuais depende da fase do ciclo menstrual informada no cadastro '
        '(DUM informada: 08/04/2025).',
        'Este documento é uma cópia do laudo disponível no portal. O laudo original assinado digitalmente pode '
        'ser validado com o código de autenticação A7K2-Q9PX-44LM.']},
]


def header(p, n):
    return [
        ('split', [('t', '17/04/2025, 21:14', 'tiny', 'L')],
         [('t', 'Atlântica Diagnósticos | Resultados Online', 'tiny', 'R')], False),
        ('bar', 'ATLÂNTICA DIAGNÓSTICOS          Resultados Online', 'title'),
        ('kv', [('Paciente:', 'Carolina Mendes Albuquerque Pires'), ('Pedido:', '25-0087341'),
                ('Nascimento:', '22/09/1990'), ('Unidade:', 'Barra da Tijuca - Av. das Américas, 3.555'),
                ('Coletado em:', '17/04/2025 08:05'), ('Liberado em:', '17/04/2025 17:48'),
                ('Médico:', 'Dra. Beatriz Lacerda Nogueira - CRM-RJ 52.104.889'),
                ('Situação:', 'Todos os exames liberados')], 2, False),
        ('rule', 0.2),
    ]


def footer(p, n):
    return [('split', [('t', 'https://resultados.atlanticadiagnosticos.com.br/pedido/25-0087341/laudo', 'tiny', 'L')],
             [('t', '{p}/{n}', 'tiny', 'R')], False)]


CSS = """
.bar { font-size: 11pt; padding: 2mm 3mm; border-radius: 1.5mm; margin: 1mm 0 2mm 0; }
.gtitle.pt { font-size: 10pt; font-weight: bold; color: #0a6e8a; margin: 3mm 0 1mm 0;
             border-bottom: 0.5mm solid #0a6e8a; padding-bottom: 0.6mm; }
table.portal { font-size: 8.6pt; }
table.portal tr.hdr th { color: #666; font-weight: normal; font-size: 7.6pt; border-bottom: 0.2mm solid #bbb; }
table.portal td { border-bottom: 0.2mm solid #e2e2e2; padding-top: 1.2mm; padding-bottom: 1.2mm; }
table.portal td.c-ref { font-size: 7.4pt; color: #444; }
table.portal td.c-vu0 { font-size: 9.4pt; }
.crumb { font-size: 7.6pt; color: #555; margin: 1mm 0; }
"""

REPORT = {
    'title': 'Atlântica Diagnósticos - Resultados Online - Pedido 25-0087341',
    'lab': 'Atlântica Diagnósticos - Unidade Barra da Tijuca (Rio de Janeiro/RJ)',
    'collected_at_default': D,
    'style': {'html_font': "'Liberation Sans', Arial, sans-serif", 'base_pt': 8.6, 'fpdf_font': 'dejavu',
              'fpdf_pt': 8.2, 'margins': (12, 8, 12, 7), 'accent': '#0a6e8a', 'fill': '#f2f2f2',
              'hsizes': {'title': 11, 'tiny': 7.0, 'kv': 8.2}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2],
}
