"""g04 - public (SUS) municipal laboratory, Caruaru/PE.  First-trimester
prenatal panel: blood group, antibody screen, CBC (relative differential
only), fasting glucose, serologies (VDRL reactive with titre), urinalysis.
Bordered grid tables.  DUM and birth dates printed; 'Data de entrada' is the
collection date.  3 pages."""
from lib import R, Row, row, sub, note, br, indices

D = '2025-02-05'

hb, ht, rbc = 10.6, 32.4, 3.86
mcv, mch, mchc = indices(hb, ht, rbc)

IH = [
    Row('Grupo sanguíneo (sistema ABO)', [R('abo', 'Grupo sanguíneo (sistema ABO)', 'O')],
        extra={'met': 'Hemaglutinação em tubo (prova direta e reversa)'}),
    Row('Fator Rh (antígeno D)', [R('rh', 'Fator Rh (antígeno D)', 'Positivo')],
        extra={'met': 'Hemaglutinação em tubo'}),
    Row(['Pesquisa de anticorpos irregulares', '(Coombs indireto)'],
        [R('ab_screen', ['Pesquisa de anticorpos irregulares', '(Coombs indireto)'], 'Negativa')],
        extra={'met': 'Gel-centrifugação, hemácias triagem I e II'}),
]
HEMO = [
    row(R('rbc', 'Hemácias', br(rbc, 2), 'milhões/mm³', '3,80 a 5,20 milhões/mm³')),
    row(R('hb', 'Hemoglobina', br(hb, 1), 'g/dL', '11,0 a 15,0 g/dL (gestante)', flag='↓')),
    row(R('ht', 'Hematócrito', br(ht, 1), '%', '33,0 a 45,0 %', flag='↓')),
    row(R('mcv', 'VCM', br(mcv, 1), 'fL', '80,0 a 100,0 fL')),
    row(R('mch', 'HCM', br(mch, 1), 'pg', '26,0 a 34,0 pg')),
    row(R('mchc', 'CHCM', br(mchc, 1), 'g/dL', '31,0 a 36,0 g/dL')),
    row(R('rdw', 'RDW', '14,1', '%', '11,5 a 15,5 %')),
    row(R('wbc', 'Leucócitos', '8.900', '/mm³', '4.000 a 11.000 /mm³')),
    row(R('seg_p', 'Segmentados', '68', '%', '45 a 75 %')),
    row(R('lymph_p', 'Linfócitos', '24', '%', '20 a 45 %')),
    row(R('mono_p', 'Monócitos', '6', '%', '2 a 10 %')),
    row(R('eos_p', 'Eosinófilos', '2', '%', '1 a 5 %')),
    row(R('plt', 'Plaquetas', '265.000', '/mm³', '150.000 a 450.000 /mm³')),
]

SERO = [
    Row('VDRL', [R('vdrl', 'VDRL', 'Reagente')], 'Não reagente', {'met': 'Floculação (lâmina)'}),
    Row('VDRL - título', [R('vdrl_titer', 'VDRL - título', '1/8')], 'Não reagente',
        {'met': 'Floculação, diluições seriadas'}),
    Row(['HIV 1 e 2 (antígeno p24 e', 'anticorpos)'], [R('hiv', ['HIV 1 e 2 (antígeno p24 e', 'anticorpos)'],
                                                          'Não reagente')],
        'Não reagente', {'met': 'Quimioluminescência (4ª geração)'}),
    Row(['HBsAg (antígeno de superfície', 'da hepatite B)'],
        [R('hbsag', ['HBsAg (antígeno de superfície', 'da hepatite B)'], 'Não reagente')],
        'Não reagente', {'met': 'Quimioluminescência'}),
    Row('Anti-HCV', [R('hcv', 'Anti-HCV', 'Não reagente')], 'Não reagente', {'met': 'Quimioluminescência'}),
    Row('Toxoplasmose IgG', [R('toxo_igg', 'Toxoplasmose IgG', 'Reagente')],
        'Não reagente', {'met': 'Quimioluminescência'}),
    Row('Toxoplasmose IgM', [R('toxo_igm', 'Toxoplasmose IgM', 'Não reagente')],
        'Não reagente', {'met': 'Quimioluminescência'}),
]
QUANT = [
    Row('Toxoplasmose IgG (dosagem)', [R('toxo_igg_u', 'Toxoplasmose IgG (dosagem)', '58,3', 'UI/mL')],
        'Não reagente: inferior a 1,6 UI/mL\nIndeterminado: 1,6 a 2,9 UI/mL\nReagente: igual ou superior a 3,0 UI/mL'),
    Row('Rubéola IgG', [R('rub_igg_u', 'Rubéola IgG', '38,5', 'UI/mL')],
        'Não reagente: inferior a 5,0 UI/mL\nIndeterminado: 5,0 a 9,9 UI/mL\nReagente: igual ou superior a 10,0 UI/mL'),
]

EAS = [
    sub('Exame físico'),
    row(R('u_color', 'Cor', 'Amarelo citrino', '', 'Amarelo citrino')),
    row(R('u_aspect', 'Aspecto', 'Ligeiramente turvo', '', 'Límpido')),
    row(R('u_sg', 'Densidade', '1,015', '', '1,005 a 1,030')),
    row(R('u_ph', 'pH', '6,5', '', '5,0 a 7,5')),
    sub('Exame químico'),
    row(R('u_prot', 'Proteínas', 'Negativo', '', 'Negativo')),
    row(R('u_glu', 'Glicose', 'Negativo', '', 'Negativo')),
    row(R('u_ket', 'Cetonas', 'Negativo', '', 'Negativo')),
    row(R('u_nit', 'Nitrito', 'Positivo', '', 'Negativo')),
    row(R('u_hb', 'Hemoglobina', 'Negativo', '', 'Negativo')),
    row(R('u_le', 'Leucócitos (esterase)', 'Positivo', '', 'Negativo')),
    sub('Sedimentoscopia'),
    row(R('u_wbc_hpf', 'Leucócitos', '18', 'por campo', 'Até 5 por campo')),
    row(R('u_rbc_hpf', 'Hemácias', '2', 'por campo', 'Até 3 por campo')),
    row(R('u_bact', 'Bactérias', 'Numerosas', '', 'Ausentes ou raras')),
    row(R('u_epi', 'Células epiteliais', 'Algumas', '', 'Raras')),
]

C4 = [('name', 'Exame', 60), ('vu0', 'Resultado', 34, {'flag_inline': True}),
      ('ref', 'Valores de referência', 86)]
CIH = [('name', 'Exame', 70), ('v0', 'Resultado', 30), ('x:met', 'Método', 80)]
CS = [('name', 'Exame', 56), ('v0', 'Resultado', 28), ('x:met', 'Método', 54), ('ref', 'Referência', 42)]


def grid(title, cols, rows, **kw):
    d = {'type': 'grid', 'title': title, 'look': 'boxed', 'cols': cols, 'rows': rows, 'cls': 'sus',
         'title_cls': 'st', 'fpad': 0.55, 'after': 3.0}
    d.update(kw)
    return d


P1 = [
    grid('IMUNO-HEMATOLOGIA  -  Material: sangue total (EDTA)', CIH, IH),
    grid('HEMOGRAMA  -  Material: sangue total (EDTA)  -  Método: contador automatizado / microscopia', C4, HEMO),
    {'type': 'text', 'cls': 'obs', 'lines': 'Observação: leve anisocitose. Plaquetas adequadas ao esfregaço.'},
]
P2 = [
    grid('GLICEMIA DE JEJUM  -  Material: plasma (fluoreto)  -  Método: enzimático (GOD-PAP)', C4,
         [row(R('glu_fast', 'Glicose de jejum', '88', 'mg/dL', '65 a 91 mg/dL (gestante, 1º trimestre)'))]),
    grid('SOROLOGIAS - TRIAGEM PRÉ-NATAL  -  Material: soro', CS, SERO),
    grid('SOROLOGIAS QUANTITATIVAS  -  Material: soro  -  Método: quimioluminescência', C4, QUANT),
    {'type': 'text', 'cls': 'obs', 'lines': [
        'VDRL reagente: recomenda-se confirmação com teste treponêmico e avaliação clínica conforme protocolo '
        'de sífilis na gestação (Ministério da Saúde). Resultado comunicado à USF solicitante em 10/02/2025.']},
]
P3 = [
    grid('URINA TIPO I (EAS)  -  Material: urina, jato médio  -  Método: tira reagente e microscopia', C4, EAS),
    {'type': 'text', 'cls': 'obs', 'lines': [
        'Urocultura com antibiograma solicitada na mesma amostra: em processamento. O resultado será emitido em '
        'laudo complementar.']},
    {'type': 'space', 'h': 10},
    {'type': 'text', 'cls': 'sig', 'lines': ['______________________________________',
                                             'Dra. Maria do Socorro Lins Cavalcanti',
                                             'Biomédica - CRBM-2 6.118 - Responsável técnica']},
]


def header(p, n):
    return [
        ('t', 'PREFEITURA MUNICIPAL DE CARUARU - SECRETARIA MUNICIPAL DE SAÚDE', 'small', 'C'),
        ('t', 'LABORATÓRIO MUNICIPAL DE SAÚDE PÚBLICA - LAMSP', 'title', 'C'),
        ('t', 'Rua Vigário Freire, 455 - Nossa Senhora das Dores - Caruaru/PE - CNES 2634552', 'tiny', 'C'),
        ('space', 1.2),
        ('kv', [('Nome:', 'JOSEFA RAYANE DA SILVA BEZERRA'), ('Cartão SUS:', '708 2043 9917 5620'),
                ('Data de nascimento:', '27/09/2000 (24 anos)'), ('Sexo:', 'Feminino'),
                ('Unidade solicitante:', 'USF Salgado II'), ('Programa:', 'Pré-natal - 1º trimestre'),
                ('Profissional:', 'Enf. Cláudia Morais Leite - COREN-PE 412.338'), ('DUM:', '02/12/2024'),
                ('Data de entrada:', '05/02/2025'), ('Data de liberação:', '11/02/2025')], 2, True),
        ('space', 1.0),
    ]


def footer(p, n):
    return [('rule', 0.2),
            ('t', 'Os resultados devem ser interpretados pelo profissional de saúde em conjunto com os dados '
                  'clínicos. Documento emitido pelo Sistema de Informação Laboratorial Municipal.', 'tiny', 'C'),
            ('t', 'Protocolo 2025.02.0518   -   Página {p} de {n}', 'tiny', 'C')]


CSS = """
.gtitle.st { font-weight: bold; font-size: 8.8pt; margin: 2mm 0 0.6mm 0; }
table.sus { font-size: 8.8pt; }
table.sus td, table.sus th { border: 0.2mm solid #555; }
table.sus th { background: #ddd; }
table.sus tr.sub td { background: #f0f0f0; }
.obs { font-size: 8pt; margin-top: 1mm; }
.sig { font-size: 8.6pt; text-align: center; margin-left: 100mm; }
table.kv.boxed td { font-size: 8.4pt; }
"""

REPORT = {
    'title': 'LAMSP Caruaru - Protocolo 2025.02.0518',
    'lab': 'Laboratório Municipal de Saúde Pública - Secretaria Municipal de Saúde de Caruaru/PE',
    'collected_at_default': D,
    'style': {'html_font': "'Liberation Serif', 'Times New Roman', serif", 'base_pt': 8.8,
              'fpdf_font': 'dejavuserifcond', 'fpdf_pt': 8.2, 'margins': (15, 12, 15, 10), 'accent': '#444444',
              'fill': '#dddddd', 'hsizes': {'title': 12, 'small': 8.4, 'kv': 8.4}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1, P2, P3],
}
