"""g14 - private lab, Campo Grande/MS (diabetes follow-up).  Grid with arrow
flags (↑ ↓) and a "Resultado anterior" column holding the previous value with
its date; HbA1c in % and in mmol/mol; urine albumin/creatinine ratio; eGFR
printed as a word-comparator ("superior a 90").  2 pages."""
from lib import R, Row, row, sub, note, br, ckd_epi_2021

D = '2025-04-09'
DP = '2024-11-12'
PD = '12/11/2024'

a1c = 7.4
ifcc = (a1c - 2.15) * 10.929
eag = 28.7 * a1c - 46.7
ct, hdl, tg = 176, 41, 212
creat = 0.72
egfr = ckd_epi_2021(creat, 52, True)
assert egfr > 90
malb, ucr = 38, 112


def r(key, name, vt, unit, ref, flag='', prev=None):
    slots = [R(key, name, vt, unit, ref, flag=flag)]
    if prev:
        pv, pu, pf = prev
        slots.append(R(key, name, pv, pu, ref, flag=pf, date=DP))
    return Row(name, slots, ref, {'pd': f'({PD})' if prev else ''})


GLI = [
    r('glu_fast', 'Glicose em jejum', '148', 'mg/dL', '70 a 99 mg/dL', '↑', ('162', 'mg/dL', '↑')),
    r('hba1c', 'Hemoglobina glicada - HbA1c', br(a1c, 1), '%', 'Inferior a 5,7 %\nMeta no DM: inferior a 7,0 %', '↑',
      ('7,9', '%', '↑')),
    r('hba1c_ifcc', 'HbA1c (padronização IFCC)', br(ifcc), 'mmol/mol', 'Inferior a 39 mmol/mol', '↑'),
    r('eag', 'Glicemia média estimada', br(eag), 'mg/dL', 'Calculada (ADAG)'),
]
LIP = [
    r('chol', 'Colesterol total', str(ct), 'mg/dL', 'Inferior a 190 mg/dL'),
    r('hdl', 'Colesterol HDL', str(hdl), 'mg/dL', 'Superior a 40 mg/dL (mulheres: superior a 50)', '↓'),
    r('tg', 'Triglicérides', str(tg), 'mg/dL', 'Inferior a 150 mg/dL', '↑', ('248', 'mg/dL', '↑')),
    r('ldl_calc', 'Colesterol LDL (Friedewald)', br(ct - hdl - tg / 5), 'mg/dL', 'Meta conforme risco (DM: inferior '
      'a 70 mg/dL)', '↑'),
    r('vldl_calc', 'Colesterol VLDL', br(tg / 5), 'mg/dL', 'Inferior a 30 mg/dL', '↑'),
    r('nonhdl', 'Colesterol não-HDL', str(ct - hdl), 'mg/dL', 'Meta conforme risco (DM: inferior a 100 mg/dL)', '↑'),
]
REN = [
    r('creat', 'Creatinina', br(creat, 2), 'mg/dL', '0,50 a 0,90 mg/dL', '', ('0,69', 'mg/dL', '')),
    r('egfr', 'Taxa de filtração glomerular estimada', 'superior a 90', 'mL/min/1,73m²', 'Superior a 60 mL/min/1,73m²'),
    r('urea', 'Ureia', '36', 'mg/dL', '17 a 43 mg/dL'),
    r('urate', 'Ácido úrico', '6,9', 'mg/dL', '2,4 a 5,7 mg/dL', '↑'),
    r('k', 'Potássio', '4,7', 'mEq/L', '3,5 a 5,1 mEq/L'),
    r('alt', 'ALT (TGP)', '41', 'U/L', 'Até 33 U/L', '↑'),
    r('tsh', 'TSH', '2,8', 'µUI/mL', '0,45 a 4,50 µUI/mL'),
]
URI = [
    r('malb', 'Microalbuminúria (amostra isolada)', str(malb), 'mg/L', 'Inferior a 20 mg/L', '↑'),
    r('ucreat', 'Creatinina urinária', str(ucr), 'mg/dL', '28 a 217 mg/dL'),
    r('acr', 'Relação albumina/creatinina', br(malb / ucr * 100, 1), 'mg/g', 'Inferior a 30 mg/g', '↑',
      ('28,4', 'mg/g', '')),
]

COLS = [('name', 'Exame', 48), ('v0', 'Resultado', 24, {'align': 'r'}), ('f0', '', 5, {'align': 'c'}),
        ('u0', 'Unidade', 22), ('ref', 'Valores de referência', 46), ('vu1', 'Resultado anterior', 24, {'align': 'r'}),
        ('x:pd', '', 17)]


def grid(title, rows):
    return {'type': 'grid', 'title': title, 'look': 'lined', 'cols': COLS, 'rows': rows, 'cls': 'ptn',
            'title_cls': 'pn', 'fpad': 0.65, 'after': 2.4, 'empty': '', 'ref_fsize': 7.2}


P1 = [
    grid('PERFIL GLICÊMICO', GLI),
    {'type': 'text', 'cls': 'nt', 'lines': 'Glicose: plasma fluoretado, hexoquinase. HbA1c: sangue total EDTA, HPLC '
                                           '(certificado NGSP/IFCC). Glicemia média estimada = 28,7 × HbA1c − 46,7.'},
    grid('PERFIL LIPÍDICO  (soro, jejum de 12 h)', LIP),
    grid('FUNÇÃO RENAL, HEPÁTICA E TIREOIDE  (soro)', REN[:4]),
]
P2 = [
    grid('FUNÇÃO RENAL, HEPÁTICA E TIREOIDE  (soro) - continuação', REN[4:]),
    grid('URINA - AMOSTRA ISOLADA (1ª urina da manhã)', URI),
    {'type': 'text', 'cls': 'nt', 'lines': [
        'TFG estimada por equação baseada na creatinina, expressa como "superior a 90" quando o valor calculado '
        'excede 90 mL/min/1,73m². Relação albumina/creatinina calculada (mg de albumina por g de creatinina).',
        '↑ resultado acima e ↓ resultado abaixo do valor de referência. Resultado anterior: última dosagem do '
        'mesmo exame neste laboratório, com a data da coleta.']},
    {'type': 'space', 'h': 6},
    {'type': 'text', 'cls': 'sig', 'lines': [
        'Dr. Vinícius Arakaki Tomazini - Biomédico - CRBM-1 34.902 - Responsável técnico',
        'Laudo liberado em 10/04/2025 às 11:37']},
]


def header(p, n):
    return [
        ('split', [('t', 'PANTANAL DIAGNÓSTICOS', 'name', 'L'), ('t', 'Laboratório de Análises Clínicas', 'sub', 'L')],
         [('t', 'Rua 14 de Julho, 3.012 - Centro', 'tiny', 'R'), ('t', 'Campo Grande/MS - (67) 3321-6600', 'tiny', 'R'),
          ('t', 'Página {p} de {n}', 'small', 'R')], False),
        ('bar', 'RESULTADO DE EXAMES', 'bold'),
        ('kv', [('Paciente:', 'Rosângela Maria Ortiz Benites'), ('Prontuário:', '3318027'),
                ('Data de nascimento:', '17/10/1972'), ('Sexo:', 'Feminino'),
                ('Solicitante:', 'Dr. Eduardo Cáceres Lima - CRM-MS 6.744'), ('Convênio:', 'Cassems'),
                ('Data da coleta:', '09/04/2025 07:05'), ('Data de emissão:', '10/04/2025')], 2, False),
        ('rule', 0.3),
    ]


def footer(p, n):
    return [('rule', 0.2), ('t', 'Pantanal Diagnósticos Ltda. · CNPJ 15.402.118/0001-77 · Resultados com '
                                 'assinatura eletrônica · Página {p} de {n}', 'tiny', 'C')]


CSS = """
.h-name { color: #7a4b00; }
.bar { background: #7a4b00; margin: 1mm 0 1.5mm 0; }
.gtitle.pn { font-weight: bold; font-size: 8.8pt; color: #7a4b00; margin: 2.4mm 0 0.6mm 0; }
table.ptn { font-size: 8.4pt; }
table.ptn tr.hdr th { font-size: 7.6pt; border-bottom: 0.35mm solid #7a4b00; }
table.ptn td { border-bottom: 0.1mm solid #ddd; }
table.ptn td.c-v0 { font-weight: bold; }
table.ptn td.c-f0 { font-weight: bold; color: #b00; }
table.ptn td.c-ref { font-size: 7.2pt; }
table.ptn td.c-vu1, table.ptn td.c-x-pd { color: #555; font-size: 7.6pt; }
.nt { font-size: 7.4pt; margin: 0.8mm 0; }
.sig { font-size: 8pt; }
"""

REPORT = {
    'title': 'Pantanal Diagnósticos - Prontuário 3318027',
    'lab': 'Pantanal Diagnósticos - Laboratório de Análises Clínicas (Campo Grande/MS)',
    'collected_at_default': D,
    'style': {'html_font': "'Liberation Sans', Arial, sans-serif", 'base_pt': 8.4, 'fpdf_font': 'dejavuserifcond',
              'fpdf_pt': 8.0, 'margins': (12, 11, 12, 9), 'accent': '#7a4b00', 'fill': '#f4ece0',
              'hsizes': {'name': 15, 'sub': 8.6, 'kv': 8.2}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2],
}
