"""g01 - large private network, São Paulo/SP.  One exam per block with heading,
material and method lines; CBC with relative and absolute differential; refs
to the right in the CBC and below the result elsewhere.  3 pages."""
from lib import R, Row, row, sub, note, br, indices, absolute, ckd_epi_2021

D = '2025-03-14'

# --- CBC (values chosen, indices computed)
hb, ht, rbc = 15.4, 45.8, 5.12
mcv, mch, mchc = indices(hb, ht, rbc)
wbc = 6840
pcts = [58.4, 2.6, 0.5, 30.8, 7.7]
assert abs(sum(pcts) - 100) < 1e-9
abs_ = [round(a) for a in absolute(wbc, pcts)]

ERI = [
    row(R('rbc', 'Hemácias', br(rbc, 2), 'milhões/mm³', '4,30 a 5,70 milhões/mm³')),
    row(R('hb', 'Hemoglobina', br(hb, 1), 'g/dL', '13,5 a 17,5 g/dL')),
    row(R('ht', 'Hematócrito', br(ht, 1), '%', '39,0 a 50,0 %')),
    row(R('mcv', 'VCM', br(mcv, 1), 'fL', '81,0 a 98,0 fL')),
    row(R('mch', 'HCM', br(mch, 1), 'pg', '27,0 a 33,0 pg')),
    row(R('mchc', 'CHCM', br(mchc, 1), 'g/dL', '31,0 a 36,0 g/dL')),
    row(R('rdw', 'RDW', '12,9', '%', '11,5 a 14,5 %')),
]
names = ['Neutrófilos', 'Eosinófilos', 'Basófilos', 'Linfócitos', 'Monócitos']
kp = ['neut_p', 'eos_p', 'baso_p', 'lymph_p', 'mono_p']
ka = ['neut_a', 'eos_a', 'baso_a', 'lymph_a', 'mono_a']
refs = ['45,0 a 70,0 % | 1.800 a 7.000 /mm³', '1,0 a 5,0 % | 40 a 500 /mm³', '0,0 a 2,0 % | 0 a 200 /mm³',
        '20,0 a 45,0 % | 1.000 a 4.000 /mm³', '2,0 a 10,0 % | 100 a 1.000 /mm³']
LEU = [Row('Leucócitos', [None, R('wbc', 'Leucócitos', br(wbc), '/mm³')], '3.600 a 11.000 /mm³')]
for n, p, a, kp_, ka_, rf in zip(names, pcts, abs_, kp, ka, refs):
    LEU.append(Row(n, [R(kp_, n, br(p, 1), '%'), R(ka_, n, br(a), '/mm³')], rf))
PLQ = [
    row(R('plt', 'Plaquetas', '248.000', '/mm³', '150.000 a 450.000 /mm³')),
    row(R('mpv', 'VPM', '9,8', 'fL', '7,4 a 11,4 fL')),
]

# --- chemistry
glic = R('glu_j', 'GLICOSE', '94', 'mg/dL', 'Normal: 70 a 99 mg/dL\nGlicemia de jejum alterada: 100 a 125 mg/dL\n'
         'Diabetes mellitus: igual ou superior a 126 mg/dL')
a1c = 5.6
eag = 28.7 * a1c - 46.7
ct, hdl, tg = 212, 46, 158
ldl = ct - hdl - tg / 5
creat = 1.02
egfr = ckd_epi_2021(creat, 47, False)


def single(title, lines, r, lab='Resultado'):
    return [
        {'type': 'title', 'text': title, 'lines': lines, 'cls': 'exh', 'fill': True, 'fgap': 1.5},
        {'type': 'grid', 'header': False, 'look': 'none', 'ref_below': True, 'ref_indent': 1,
         'ref_prefix': 'Valores de referência: ',
         'cols': [('name', '', 30), ('v0', '', 24, {'align': 'r', 'flag_inline': True}), ('u0', '', 128)],
         'rows': [Row(lab, [r], r.ref)], 'bold_values': True},
    ]


def multi(title, lines, rows, w=(62, 24, 96)):
    return [
        {'type': 'title', 'text': title, 'lines': lines, 'cls': 'exh', 'fill': True, 'fgap': 1.5},
        {'type': 'grid', 'header': False, 'look': 'none', 'ref_below': True, 'ref_indent': 1,
         'ref_prefix': 'Valores de referência: ',
         'cols': [('name', '', w[0]), ('v0', '', w[1], {'align': 'r', 'flag_inline': True}), ('u0', '', w[2])],
         'rows': rows, 'bold_values': True},
    ]


P1 = [
    {'type': 'title', 'text': 'HEMOGRAMA COMPLETO', 'cls': 'exh', 'fill': True,
     'lines': ['Material: Sangue total (EDTA)',
               'Método: Automação hematológica (impedância e citometria de fluxo) com revisão microscópica']},
    {'type': 'grid', 'look': 'lined', 'cls': 'cbc',
     'cols': [('name', 'Eritrograma', 45), ('v0', 'Resultado', 25, {'align': 'r'}), ('u0', '', 30),
              ('ref', 'Valores de referência', 82)],
     'rows': ERI, 'bold_values': True},
    {'type': 'grid', 'look': 'lined', 'cls': 'cbc',
     'cols': [('name', 'Leucograma', 45), ('v0', '%', 17, {'align': 'r'}), ('u0', '', 8),
              ('v1', 'Valor absoluto', 25, {'align': 'r'}), ('u1', '', 14),
              ('ref', 'Valores de referência (% | absoluto)', 73)],
     'rows': LEU, 'bold_values': True, 'empty': ''},
    {'type': 'grid', 'look': 'lined', 'cls': 'cbc',
     'cols': [('name', 'Plaquetograma', 45), ('v0', 'Resultado', 25, {'align': 'r'}), ('u0', '', 30),
              ('ref', 'Valores de referência', 82)],
     'rows': PLQ, 'bold_values': True},
    {'type': 'text', 'cls': 'obs', 'lines': [
        'Série vermelha: hemácias normocíticas e normocrômicas.',
        'Série branca: sem alterações morfológicas significativas.',
        'Série plaquetária: plaquetas de morfologia habitual; ausência de agregados.']},
]

lip_rows = [
    Row('Colesterol total', [R('chol', 'Colesterol total', str(ct), 'mg/dL', flag='*')],
        'Desejável: inferior a 190 mg/dL (com jejum ou sem jejum)'),
    Row('HDL-colesterol', [R('hdl', 'HDL-colesterol', str(hdl), 'mg/dL')], 'Desejável: superior a 40 mg/dL'),
    Row('Triglicérides', [R('tg', 'Triglicérides', str(tg), 'mg/dL', flag='*')],
        'Com jejum: inferior a 150 mg/dL | Sem jejum: inferior a 175 mg/dL'),
    Row('LDL-colesterol (calculado)', [R('ldl_calc', 'LDL-colesterol (calculado)', br(ldl), 'mg/dL')],
        'Conforme categoria de risco cardiovascular: baixo inferior a 130 mg/dL; intermediário inferior '
        'a 100 mg/dL; alto inferior a 70 mg/dL; muito alto inferior a 50 mg/dL'),
    Row('VLDL-colesterol', [R('vldl_calc', 'VLDL-colesterol', br(tg / 5), 'mg/dL')], 'Não aplicável'),
    Row('Colesterol não-HDL', [R('nonhdl', 'Colesterol não-HDL', str(ct - hdl), 'mg/dL')],
        'Conforme categoria de risco: baixo inferior a 160 mg/dL; intermediário inferior a 130 mg/dL'),
]

P2A = (single('GLICOSE', ['Material: Plasma fluoretado  ·  Jejum informado: 10 horas',
                         'Método: Enzimático (hexoquinase)'], glic)
      + multi('HEMOGLOBINA GLICADA (HbA1c)', ['Material: Sangue total (EDTA)',
                                                'Método: Cromatografia líquida de alta eficiência (HPLC), '
                                                'certificado NGSP'],
              [Row('Hemoglobina glicada (HbA1c)', [R('hba1c', 'Hemoglobina glicada (HbA1c)', br(a1c, 1), '%')],
                   'Normal: inferior a 5,7 % | Risco aumentado: 5,7 a 6,4 % | Diabetes: igual ou superior a 6,5 %'),
               Row('Glicemia média estimada', [R('eag', 'Glicemia média estimada', br(eag), 'mg/dL')],
                   'Calculada a partir da HbA1c (ADAG)')])
      )
P2 = (multi('PERFIL LIPÍDICO', ['Material: Soro  ·  Jejum informado: 10 horas',
                                  'Método: Enzimático colorimétrico; HDL por método homogêneo; LDL pela '
                                  'equação de Friedewald'], lip_rows)
      + [{'type': 'text', 'cls': 'obs', 'lines': [
          'Valores de referência segundo a Atualização da Diretriz Brasileira de Dislipidemias e Prevenção '
          'da Aterosclerose. O asterisco (*) indica resultado acima do valor desejável.']}]
      )

P2 = P2 + (multi('CREATININA', ['Material: Soro', 'Método: Enzimático (creatininase), rastreável a IDMS'],
            [Row('Creatinina sérica', [R('creat', 'Creatinina sérica', br(creat, 2), 'mg/dL')],
                 '0,70 a 1,20 mg/dL'),
             Row(['Taxa de filtração glomerular estimada', '(CKD-EPI 2021)'],
                 [R('egfr21', ['Taxa de filtração glomerular estimada', '(CKD-EPI 2021)'], br(egfr), 'mL/min/1,73 m²')],
                 'Superior a 60 mL/min/1,73 m²')])
      + single('UREIA', ['Material: Soro', 'Método: Enzimático UV (urease-GLDH)'],
               R('urea', 'UREIA', '32', 'mg/dL', '16,6 a 48,5 mg/dL'))
      + multi('TRANSAMINASES E GAMA-GT', ['Material: Soro',
                                          'Método: Cinético UV IFCC sem piridoxal fosfato; GGT cinético (IFCC)'],
              [Row('TGO (AST)', [R('ast', 'TGO (AST)', '24', 'U/L')], 'Inferior a 40 U/L'),
               Row('TGP (ALT)', [R('alt', 'TGP (ALT)', '31', 'U/L')], 'Inferior a 41 U/L'),
               Row('Gama-GT', [R('ggt', 'Gama-GT', '38', 'U/L')], '10 a 71 U/L')])
      )
P3 = (multi('TSH E T4 LIVRE', ['Material: Soro', 'Método: Eletroquimioluminescência'],
              [Row('TSH - Hormônio tireoestimulante', [R('tsh', 'TSH - Hormônio tireoestimulante', '2,35', 'µUI/mL')],
                   '0,27 a 4,20 µUI/mL'),
               Row('T4 livre', [R('ft4', 'T4 livre', '1,18', 'ng/dL')], '0,93 a 1,70 ng/dL')])
      + single('VITAMINA D (25-HIDROXIVITAMINA D)', ['Material: Soro', 'Método: Quimioluminescência'],
               R('vitd', 'VITAMINA D (25-HIDROXIVITAMINA D)', '27,4', 'ng/mL',
                 'População saudável até 60 anos: superior a 20 ng/mL; grupos de risco: 30 a 60 ng/mL'))
      + multi('VITAMINA B12 E FERRITINA', ['Material: Soro', 'Método: Quimioluminescência'],
              [Row('Vitamina B12', [R('b12', 'Vitamina B12', '412', 'pg/mL')], '197 a 771 pg/mL'),
               Row('Ferritina', [R('ferr', 'Ferritina', '186', 'ng/mL')], '30 a 400 ng/mL')])
      + single('PROTEÍNA C REATIVA ULTRASSENSÍVEL', ['Material: Soro', 'Método: Imunoturbidimetria'],
               R('crp_hs', 'PROTEÍNA C REATIVA ULTRASSENSÍVEL', '1,8', 'mg/L',
                 'Risco cardiovascular: baixo inferior a 1,0 mg/L; médio 1,0 a 3,0 mg/L; alto superior a 3,0 mg/L'))
      )


def header(p, n):
    items = [
        ('split',
         [('t', 'PINHEIRAL', 'name', 'L'), ('t', 'MEDICINA DIAGNÓSTICA', 'sub', 'L'),
          ('t', 'Unidade Vila Mariana · Rua Domingos de Morais, 2187 · São Paulo/SP · CEP 04035-000 · '
                '(11) 3014-7700', 'tiny', 'L')],
         [('t', 'Atendimento: 2025-0314-77821', 'small', 'R'), ('t', 'Página {p} de {n}', 'small', 'R')], False),
        ('rule', 0.6),
        ('kv', [('Paciente:', 'MARCOS VINÍCIUS TEIXEIRA DE ALMEIDA'),
                ('Data de nascimento:', '02/08/1977 (47 anos)'),
                ('Sexo:', 'Masculino'), ('Convênio:', 'Vitalis Saúde Empresarial'),
                ('Médico(a):', 'Dr. Renato Okabe Figueiredo - CRM-SP 118442'),
                ('Coleta:', '14/03/2025 07:32'),
                ('Cadastro:', '13/03/2025'), ('Liberado em:', '15/03/2025 10:41')], 2, False),
        ('rule', 0.25),
    ]
    return items


def footer(p, n):
    return [
        ('rule', 0.25),
        ('t', 'Responsável técnica: Dra. Helena Maris Cunha - CRF-SP 41.907 · CNES 7781203 · '
              'CNPJ 48.221.903/0001-57', 'tiny', 'C'),
        ('t', 'Laudo assinado eletronicamente · Impresso em 15/03/2025 11:02 · Página {p} de {n}', 'tiny', 'C'),
    ]


CSS = """
.h-name { color: #0b5d6b; letter-spacing: 0.5mm; }
.h-sub { color: #0b5d6b; }
.ttl.exh { background: #e3eef0; padding: 0.6mm 1.5mm; margin-top: 2.2mm; font-size: 9.5pt; }
.tlines { font-size: 7.6pt; color: #333; margin: 0.4mm 0 0.6mm 0; }
table.grid { font-size: 8.6pt; margin-bottom: 1mm; }
table.cbc tr.hdr th { border-bottom: 0.3mm solid #0b5d6b; color: #0b5d6b; }
table.cbc td { border-bottom: 0.1mm solid #ccc; }
.c-v0, .c-v1 { font-weight: bold; }
tr.refrow td { font-size: 7.6pt; color: #333; padding-bottom: 1mm; }
.obs { font-size: 7.6pt; font-style: italic; margin-top: 1mm; }
"""

REPORT = {
    'title': 'Laudo - Pinheiral Medicina Diagnóstica - Atendimento 2025-0314-77821',
    'lab': 'Pinheiral Medicina Diagnóstica - Unidade Vila Mariana (São Paulo/SP)',
    'collected_at_default': D,
    'style': {'html_font': "'Liberation Sans', Arial, sans-serif", 'base_pt': 8.6, 'fpdf_font': 'dejavucond',
              'fpdf_pt': 8.2, 'margins': (14, 11, 14, 9), 'accent': '#0b5d6b', 'fill': '#e3eef0',
              'hsizes': {'name': 17, 'sub': 8.5, 'kv': 8.3}, 'css': CSS},
    'header': header, 'footer': footer,
    'pages': [P1 + P2A, P2, P3],
}
