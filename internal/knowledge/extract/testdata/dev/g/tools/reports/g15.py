"""g15 - private lab network, Manaus/AM.  Pre-employment panel for a health
worker: serologies in a table with method, index value and qualitative
interpretation (incl. an "Indeterminado" anti-HCV), blood group, CBC with
relative differential, chemistry, a value printed as "inferior a".  2 pages."""
from lib import R, Row, row, sub, note, br

D = '2025-10-21'

SERO = [
    Row(['HIV 1 e 2 - antígeno p24 e', 'anticorpos (4ª geração)'],
        ['', R('hiv', ['HIV 1 e 2 - antígeno p24 e', 'anticorpos (4ª geração)'], 'Não reagente')],
        'Não reagente', {'m': 'CMIA'}),
    Row('HBsAg', ['', R('hbsag', 'HBsAg', 'Não reagente')], 'Não reagente', {'m': 'CMIA'}),
    Row('Anti-HBs', [R('antihbs', 'Anti-HBs', '8,2', 'mUI/mL'), ''],
        'Inferior a 10 mUI/mL: não imune\nIgual ou superior a 10 mUI/mL: imune', {'m': 'CMIA'}),
    Row('Anti-HBc total', ['', R('antihbc', 'Anti-HBc total', 'Não reagente')], 'Não reagente', {'m': 'CMIA'}),
    Row('Anti-HCV', [R('hcv_idx', 'Anti-HCV', '0,94', 'S/CO'), R('hcv', 'Anti-HCV', 'Indeterminado')],
        'Não reagente: inferior a 0,80\nIndeterminado: 0,80 a 0,99\nReagente: igual ou superior a 1,00',
        {'m': 'CMIA'}),
    Row('VDRL', ['', R('vdrl', 'VDRL', 'Não reagente')], 'Não reagente', {'m': 'Floculação'}),
]
IH = [
    Row('Grupo sanguíneo ABO', [R('abo', 'Grupo sanguíneo ABO', 'A')], 'Hemaglutinação'),
    Row('Fator Rh (D)', [R('rh', 'Fator Rh (D)', 'Negativo')], 'Hemaglutinação; pesquisa de D fraco negativa'),
]
HEMO = [
    row(R('hb', 'Hemoglobina', '13,2', 'g/dL', '12,0 a 16,0 g/dL')),
    row(R('ht', 'Hematócrito', '39,8', '%', '36,0 a 48,0 %')),
    row(R('wbc', 'Leucócitos', '7.300', '/mm³', '4.000 a 11.000 /mm³')),
    row(R('neut_p', 'Neutrófilos', '61', '%', '40 a 75 %')),
    row(R('lymph_p', 'Linfócitos', '29', '%', '20 a 45 %')),
    row(R('mono_p', 'Monócitos', '7', '%', '2 a 10 %')),
    row(R('eos_p', 'Eosinófilos', '2', '%', '1 a 6 %')),
    row(R('baso_p', 'Basófilos', '1', '%', '0 a 2 %')),
    row(R('plt', 'Plaquetas', '286.000', '/mm³', '150.000 a 450.000 /mm³')),
]
ct, hdl, tg = 171, 58, 96
BIO = [
    row(R('glu_fast', 'Glicose em jejum', '84', 'mg/dL', '70 a 99 mg/dL')),
    row(R('urea', 'Ureia', '24', 'mg/dL', '15 a 40 mg/dL')),
    row(R('creat', 'Creatinina', '0,71', 'mg/dL', '0,50 a 1,10 mg/dL')),
    row(R('ast', 'TGO', '18', 'U/L', 'Até 32 U/L')),
    row(R('alt', 'TGP', '15', 'U/L', 'Até 33 U/L')),
    row(R('ggt', 'GGT', '14', 'U/L', '6 a 42 U/L')),
    row(R('chol', 'Colesterol total', str(ct), 'mg/dL', 'Desejável: inferior a 190 mg/dL')),
    row(R('hdl', 'Colesterol HDL', str(hdl), 'mg/dL', 'Desejável: superior a 40 mg/dL')),
    row(R('ldl_calc', 'Colesterol LDL', br(ct - hdl - tg / 5), 'mg/dL', 'Conforme risco cardiovascular')),
    row(R('tg', 'Triglicerídeos', str(tg), 'mg/dL', 'Desejável: inferior a 150 mg/dL')),
    row(R('tsh', 'TSH', '1,64', 'µUI/mL', '0,38 a 5,33 µUI/mL')),
    row(R('crp', 'Proteína C reativa', 'inferior a 3,0', 'mg/L', 'Inferior a 5,0 mg/L')),
]

CS = [('name', 'Exame', 54), ('x:m', 'Método', 20), ('vu0', 'Índice / valor', 26, {'align': 'r'}),
      ('v1', 'Interpretação', 28), ('ref', 'Referência', 56)]
C4 = [('name', 'Exame', 54), ('v0', 'Resultado', 28, {'align': 'r'}), ('u0', 'Unidade', 22),
      ('ref', 'Valores de referência', 80)]
CIH = [('name', 'Exame', 54), ('v0', 'Resultado', 28), ('ref', 'Método', 102)]


def grid(title, cols, rows, **kw):
    d = {'type': 'grid', 'title': title, 'look': 'lined', 'cols': cols, 'rows': rows, 'cls': 'rn',
         'title_cls': 'rt', 'fpad': 0.6, 'after': 2.4, 'empty': ''}
    d.update(kw)
    return d


P1 = [
    grid('SOROLOGIAS  -  Material: soro', CS, SERO, ref_fsize=7.2),
    {'type': 'text', 'cls': 'nt', 'lines': [
        'CMIA: imunoensaio quimioluminescente de micropartículas. Índice = razão sinal/cut-off (S/CO).',
        'Anti-HCV indeterminado: recomenda-se nova coleta em 30 dias e/ou pesquisa de HCV-RNA (carga viral). '
        'Anti-HBs inferior a 10 mUI/mL: indicar vacinação contra hepatite B conforme PNI/NR-32.']},
    grid('IMUNO-HEMATOLOGIA  -  Material: sangue total EDTA', CIH, IH),
    grid('HEMOGRAMA  -  Material: sangue total EDTA  -  Automação', C4, HEMO),
]
P2 = [
    grid('BIOQUÍMICA E HORMÔNIOS  -  Material: soro (jejum de 10 h)', C4, BIO),
    {'type': 'text', 'cls': 'nt', 'lines': [
        'LDL calculado pela equação de Friedewald. TSH por quimioluminescência; demais por métodos enzimáticos '
        'automatizados. PCR: limite de quantificação do método 3,0 mg/L.']},
    {'type': 'space', 'h': 6},
    {'type': 'text', 'cls': 'sig', 'lines': [
        'Dr. Raimundo Tavares Cordeiro Neto - Médico patologista clínico - CRM-AM 5.902',
        'Dra. Lilian Sayuri Matsuda - Biomédica - CRBM-6 9.331']},
]


def header(p, n):
    return [
        ('split', [('t', 'Rio Negro Diagnósticos', 'name', 'L'),
                   ('t', 'Unidade Adrianópolis · Av. Mário Ypiranga, 1.550 · Manaus/AM', 'small', 'L')],
         [('t', 'Exame admissional', 'bold', 'R'), ('t', 'Folha {p}/{n}', 'small', 'R')], False),
        ('rule', 0.5),
        ('kv', [('Paciente:', 'THAÍS REGINA MONTEIRO DE ALENCAR'), ('OS:', '21.10.25-0457'),
                ('Dt. nasc.:', '08/03/1996'), ('Sexo:', 'Feminino'),
                ('Empresa:', 'Hospital Beneficente Santa Júlia (técnica de enfermagem)'),
                ('Dt. coleta:', '21/10/2025 07:45'),
                ('Médico:', 'Dra. Sônia Maria Freitas - CRM-AM 3.188 (PCMSO)'),
                ('Dt. liberação:', '23/10/2025 09:10')], 2, False),
        ('rule', 0.2),
    ]


def footer(p, n):
    return [('rule', 0.2), ('t', 'Rio Negro Diagnósticos Ltda. · CNES 6675239 · Responsável técnico: Dr. Raimundo '
                                 'Tavares Cordeiro Neto - CRM-AM 5.902 · Folha {p}/{n}', 'tiny', 'C')]


CSS = """
.h-name { color: #0d3c61; font-style: italic; }
.gtitle.rt { font-weight: bold; font-size: 8.8pt; color: #0d3c61; margin: 2.4mm 0 0.6mm 0;
             border-bottom: 0.4mm solid #0d3c61; }
table.rn { font-size: 8.4pt; }
table.rn tr.hdr th { font-size: 7.6pt; color: #0d3c61; }
table.rn td { border-bottom: 0.1mm solid #d0d7de; }
table.rn td.c-vu0, table.rn td.c-v1, table.rn td.c-v0 { font-weight: bold; }
table.rn td.c-ref { font-size: 7.4pt; }
.nt { font-size: 7.4pt; margin: 0.8mm 0; }
.sig { font-size: 8pt; }
"""

REPORT = {
    'title': 'Rio Negro Diagnósticos - OS 21.10.25-0457',
    'lab': 'Rio Negro Diagnósticos - Unidade Adrianópolis (Manaus/AM)',
    'collected_at_default': D,
    'style': {'html_font': "'DejaVu Serif', Georgia, serif", 'base_pt': 8.4, 'fpdf_font': 'libsans',
              'fpdf_pt': 8.6, 'margins': (13, 11, 13, 9), 'accent': '#0d3c61', 'fill': '#e6edf3',
              'hsizes': {'name': 16, 'kv': 8.2}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2],
}
