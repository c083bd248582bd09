"""g10 - private lab, Fortaleza/CE (urology patient).  PSA with free/total
ratio, testosterone, kidney function; urinalysis with automated sediment
counts per mL; urine culture with colony count and antibiogram.  Altered
results flagged "(A)" and bold.  3 pages."""
from lib import R, Row, row, sub, note, br

D = '2025-03-19'

psa, fpsa = 6.84, 0.92


def r(key, name, vt, unit, ref, flag=''):
    return Row(name, [R(key, name, vt, unit, ref, flag=flag, bold=bool(flag))], ref)


BIO = [
    r('psa', 'PSA total', br(psa, 2), 'ng/mL', '40 a 49 anos: até 2,5 ng/mL\n50 a 59 anos: até 3,5 ng/mL\n'
      '60 a 69 anos: até 4,5 ng/mL', '(A)'),
    r('fpsa', 'PSA livre', br(fpsa, 2), 'ng/mL', 'Não se aplica isoladamente'),
    r('psa_ratio', 'Relação PSA livre/PSA total', br(fpsa / psa * 100, 1), '%',
      'Superior a 25 %: menor probabilidade de neoplasia (PSA total entre 4 e 10 ng/mL)', '(A)'),
    r('testo', 'Testosterona total', '312', 'ng/dL', 'Homens 50 a 59 anos: 249 a 836 ng/dL'),
    r('creat', 'Creatinina', '1,21', 'mg/dL', '0,70 a 1,30 mg/dL'),
    r('urea', 'Uréia', '44', 'mg/dL', '15 a 45 mg/dL'),
    r('glu_fast', 'Glicemia de jejum', '102', 'mg/dL', '70 a 99 mg/dL', '(A)'),
]

EAS = [
    sub('CARACTERES GERAIS'),
    r('u_color', 'Cor', 'Amarela', '', 'Amarelo claro a amarelo'),
    r('u_aspect', 'Aspecto', 'Turvo', '', 'Límpido', '(A)'),
    r('u_sg', 'Densidade', '1,025', '', '1,005 a 1,030'),
    r('u_ph', 'pH', '5,5', '', '5,0 a 7,0'),
    sub('PESQUISA DE ELEMENTOS ANORMAIS'),
    r('u_prot', 'Proteínas', 'Traços', '', 'Negativo', '(A)'),
    r('u_glu', 'Glicose', 'Ausente', '', 'Ausente'),
    r('u_ket', 'Corpos cetônicos', 'Ausentes', '', 'Ausentes'),
    r('u_bil', 'Bilirrubina', 'Negativa', '', 'Negativa'),
    r('u_ubg', 'Urobilinogênio', 'Normal', '', 'Normal'),
    r('u_nit', 'Nitrito', 'Positivo', '', 'Negativo', '(A)'),
    r('u_hb', 'Hemoglobina', 'Positivo (+)', '', 'Negativo', '(A)'),
    r('u_le', 'Esterase leucocitária', 'Positivo (++)', '', 'Negativo', '(A)'),
    sub('SEDIMENTO URINÁRIO (citometria de fluxo, confirmação microscópica)'),
    r('u_wbc_ml', 'Leucócitos', '48.000', '/mL', 'Até 10.000 /mL', '(A)'),
    r('u_rbc_ml', 'Hemácias', '12.000', '/mL', 'Até 10.000 /mL', '(A)'),
    r('u_epi', 'Células epiteliais', 'Raras', '', 'Raras'),
    r('u_casts', 'Cilindros', 'Ausentes', '', 'Ausentes'),
    r('u_bact', 'Bactérias', 'Numerosas', '', 'Ausentes', '(A)'),
]

CULT = [
    Row('Microrganismo isolado', [R('ucult', 'Microrganismo isolado', 'Escherichia coli')]),
    Row('Contagem de colônias', [R('colony', 'Contagem de colônias', '> 100.000', 'UFC/mL')]),
]
abx = [('abx_amp', 'Ampicilina', 'Resistente', '≥ 32'),
       ('abx_amc', 'Amoxicilina + ácido clavulânico', 'Sensível', '8'),
       ('abx_cfz', 'Cefazolina', 'Sensível', '≤ 2'),
       ('abx_cro', 'Ceftriaxona', 'Sensível', '≤ 1'),
       ('abx_fep', 'Cefepima', 'Sensível', '≤ 1'),
       ('abx_cip', 'Ciprofloxacino', 'Resistente', '≥ 4'),
       ('abx_lvx', 'Levofloxacino', 'Resistente', '≥ 8'),
       ('abx_gen', 'Gentamicina', 'Sensível', '≤ 1'),
       ('abx_amk', 'Amicacina', 'Sensível', '≤ 2'),
       ('abx_nit', 'Nitrofurantoína', 'Sensível', '≤ 16'),
       ('abx_sxt', 'Sulfametoxazol + trimetoprima', 'Resistente', '≥ 320'),
       ('abx_tzp', 'Piperacilina + tazobactam', 'Sensível', '≤ 4'),
       ('abx_mem', 'Meropenem', 'Sensível', '≤ 0,25')]
ABX = [Row(n, [R(k, n, v, bold=(v == 'Resistente'))], extra={'mic': m}) for k, n, v, m in abx]

COLS = [('name', 'Exame', 56), ('vu0', 'Resultado', 34, {'flag_inline': True}), ('ref', 'Valores de referência', 90)]


def grid(title, rows, **kw):
    d = {'type': 'grid', 'title': title, 'look': 'lined', 'cols': COLS, 'rows': rows, 'cls': 'ira',
         'title_cls': 'it', 'fpad': 0.7, 'after': 2.5, 'sub_rule': True}
    d.update(kw)
    return d


P1 = [
    grid('ANTÍGENO PROSTÁTICO ESPECÍFICO (PSA) TOTAL E LIVRE  ·  Soro  ·  Eletroquimioluminescência', BIO[:3]),
    {'type': 'text', 'cls': 'nt', 'lines': [
        'A relação PSA livre/total é calculada: (PSA livre ÷ PSA total) × 100. Valores de referência do PSA total '
        'ajustados por faixa etária. Uso de inibidores da 5-alfa-redutase reduz o PSA em cerca de 50 %.']},
    grid('HORMÔNIO  ·  Soro  ·  Eletroquimioluminescência (coleta entre 7 h e 10 h)', BIO[3:4]),
    grid('BIOQUÍMICA  ·  Soro / plasma fluoretado  ·  Métodos enzimáticos', BIO[4:]),
]
P2 = [
    grid('URINA TIPO I (EAS)  ·  Urina jato médio, 1ª micção  ·  Tira reagente e citometria de fluxo', EAS),
    {'type': 'text', 'cls': 'nt', 'lines': 'Resultados marcados com (A) estão alterados em relação à referência.'},
]
P3 = [
    grid('UROCULTURA COM ANTIBIOGRAMA  ·  Urina jato médio (mesma amostra do EAS)', CULT,
         cols=[('name', 'Exame', 56), ('vu0', 'Resultado', 124)], header=False),
    {'type': 'text', 'cls': 'nt', 'lines': [
        'Identificação por MALDI-TOF. Contagem de colônias: semeadura quantitativa com alça calibrada (1 µL). '
        'Interpretação do antibiograma segundo BrCAST/EUCAST; CIM por microdiluição automatizada (µg/mL).']},
    grid('ANTIBIOGRAMA - Escherichia coli', ABX,
         cols=[('name', 'Antimicrobiano', 70), ('v0', 'Interpretação', 34), ('x:mic', 'CIM (µg/mL)', 30)]),
    {'type': 'text', 'cls': 'nt', 'lines': [
        'Sem produção de beta-lactamase de espectro estendido (ESBL) detectada. Sensível = S; resistente = R '
        'conforme pontos de corte vigentes (BrCAST 2025).']},
    {'type': 'space', 'h': 8},
    {'type': 'text', 'cls': 'sig', 'lines': [
        'Dr. Francisco Wellington Bezerra Maia - Farmacêutico-bioquímico - CRF-CE 3.671',
        'Responsável técnico - Liberado em 22/03/2025 10:12']},
]


def header(p, n):
    return [
        ('split', [('t', 'Laboratório Iracema', 'name', 'L'), ('t', 'Medicina Laboratorial', 'sub', 'L')],
         [('t', 'Av. Santos Dumont, 2.626 - Aldeota - Fortaleza/CE', 'tiny', 'R'),
          ('t', '(85) 3261-4000 · CNES 2481402', 'tiny', 'R'), ('t', 'Página {p}/{n}', 'small', 'R')], False),
        ('rule', 0.8),
        ('kv', [('Nome:', 'RAIMUNDO NONATO PINHEIRO SALES'), ('Ficha:', '190325-1184'),
                ('Idade:', '57 anos'), ('Sexo:', 'Masculino'),
                ('Médico:', 'Dr. Caio Viana Feitosa - CRM-CE 12.540'), ('Convênio:', 'Hapvida'),
                ('Data da coleta:', '19/03/2025 06:58'), ('Recebido em:', '19/03/2025 08:10')], 2, False),
        ('rule', 0.3),
    ]


def footer(p, n):
    return [('rule', 0.3),
            ('t', 'Laudo liberado em 22/03/2025 10:12 · Assinatura digital ICP-Brasil · Este laudo só tem validade '
                  'na íntegra · Página {p}/{n}', 'tiny', 'C')]


CSS = """
.h-name { color: #9b2335; font-size: 18pt; }
.h-sub { color: #9b2335; font-style: italic; }
.gtitle.it { font-weight: bold; font-size: 8.8pt; background: #f6e9eb; padding: 0.8mm 1.5mm; margin-top: 2.2mm;
             border-left: 1.2mm solid #9b2335; }
table.ira { font-size: 8.8pt; }
table.ira tr.hdr th { border-bottom: 0.3mm solid #9b2335; font-size: 8pt; color: #9b2335; }
table.ira td { border-bottom: 0.1mm solid #ddd; }
table.ira td.c-ref { font-size: 7.8pt; }
table.ira tr.sub td { font-size: 8pt; color: #9b2335; }
.nt { font-size: 7.6pt; margin: 0.8mm 0; }
.sig { font-size: 8.2pt; }
"""

REPORT = {
    'title': 'Laboratório Iracema - Ficha 190325-1184',
    'lab': 'Laboratório Iracema Medicina Laboratorial (Fortaleza/CE)',
    'collected_at_default': D,
    'style': {'html_font': "'DejaVu Sans', Verdana, sans-serif", 'base_pt': 8.8, 'fpdf_font': 'dejavuserif',
              'fpdf_pt': 8.6, 'margins': (15, 12, 15, 10), 'accent': '#9b2335', 'fill': '#f6e9eb',
              'hsizes': {'name': 17, 'sub': 9.5, 'kv': 8.6}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2, P3],
}
