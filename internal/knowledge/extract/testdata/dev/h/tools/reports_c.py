"""Reports h11-h15."""
from lab import (R, Title, Text, Seg, Line, Lines, Col, Row, Table, Columns, Box, Spacer, Rule, Brand, Report)
from kit import d, br, ckd_epi_2021


# ===========================================================================
# h11 - university hospital, Dourados-MS: full SI units, reference printed BEFORE the result
# ===========================================================================
def h11():
    coll = '2025-07-22'

    def header(p, n):
        return [
            Brand('HOSPITAL UNIVERSITÁRIO DA GRANDE DOURADOS', [
                'Unidade de Laboratório de Análises Clínicas – Rua Ivo Alves da Rocha, 558 – Altos do Indaiá – '
                'Dourados/MS', 'CNES 2710935 – Telefone (67) 3410-3000'],
                logo='HU', color='#005b96', name_size=12.5, right=['Emissão: 23/07/2025 09:14',
                                                                     'Página %d de %d' % (p, n)]),
            Table([Col('a', '', 0.36), Col('b', '', 0.32), Col('c', '', 0.32)], [
                Row({'a': 'Nome: OSMAR LUIZ FERREIRA DE MATOS', 'b': 'Prontuário: 1.204.377',
                     'c': 'Nascimento: 30/10/1966'}),
                Row({'a': 'Clínica: Cirurgia Geral – Ambulatório', 'b': 'Pedido: 21/07/2025',
                     'c': 'Coleta: %s 07:10' % d(coll)}),
            ], rules='grid', header=False, size=8, pady=0.35),
        ]

    def footer(p, n):
        return [Rule(0.3),
                Text('Valores expressos em unidades SI. Liberado por Farm.-Bioq. Renata C. Guimarães (CRF-MS 2.908). '
                     'Laudo conferido eletronicamente.', size=6.9)]

    def tbl():
        return Table([Col('n', 'Exame', 0.36), Col('ref', 'Valor de referência', 0.24),
                      Col('r', 'Resultado', 0.18, 'r', bold=True), Col('u', 'Unidade', 0.22)],
                     [], rules='grid', size=8.3, head_bg='#d6e4f0', sub_bg='#eef3f8')

    t = tbl()

    def row(tb, key, nm, ref, v, u, flag=''):
        tb.rows.append(Row({'n': nm, 'ref': ref, 'r': v + (' ' + flag if flag else ''), 'u': u},
                           [R(key, nm, v, u, flag=flag)]))

    rbc, hb, ht = 4.61, 138, 0.412
    t.rows.append(Row({'text': 'HEMOGRAMA – sangue total EDTA'}, kind='sub'))
    row(t, 'rbc', 'Eritrócitos', '4,50 – 5,90', br(rbc, 2), '×10¹²/L')
    row(t, 'hb', 'Hemoglobina', '130 – 175', str(hb), 'g/L')
    row(t, 'hct', 'Hematócrito', '0,40 – 0,52', br(ht, 3), 'L/L')
    row(t, 'mcv', 'VCM', '80 – 100', br(ht / rbc * 1000, 1), 'fL')
    row(t, 'mch', 'HCM', '27 – 33', br(hb / rbc, 1), 'pg')
    row(t, 'mchc', 'CHCM', '320 – 360', str(round(hb / ht)), 'g/L')
    row(t, 'rdw', 'RDW-CV', '11,5 – 14,5', '13,8', '%')
    row(t, 'wbc', 'Leucócitos', '4,0 – 11,0', '9,84', '×10⁹/L')
    for k, nm, rp, ra, p, a in [('neut', 'Neutrófilos', '40 – 75', '2,0 – 7,5', '67,3', '6,62'),
                                ('lymph', 'Linfócitos', '20 – 45', '1,0 – 4,0', '21,2', '2,09'),
                                ('mono', 'Monócitos', '2 – 10', '0,2 – 1,0', '7,9', '0,78'),
                                ('eos', 'Eosinófilos', '1 – 6', '0,04 – 0,5', '2,8', '0,28'),
                                ('baso', 'Basófilos', '0 – 2', '0,0 – 0,1', '0,7', '0,07')]:
        row(t, k + '_pct', nm, rp, p, '%')
        row(t, k + '_abs', nm, ra, a, '×10⁹/L')
    row(t, 'plt', 'Plaquetas', '150 – 450', '312', '×10⁹/L')
    row(t, 'retic_pct', 'Reticulócitos', '0,5 – 2,0', '1,1', '%')
    t.rows.append(Row({'text': 'COAGULAÇÃO – plasma citratado'}, kind='sub'))
    row(t, 'pt_s', 'Tempo de protrombina (TP)', '10,0 – 13,5', '12,6', 's')
    row(t, 'pt_act', 'Atividade de protrombina', '70 – 120', '88', '%')
    row(t, 'inr', 'INR', '0,80 – 1,20', '1,08', '')
    row(t, 'aptt', 'TTPA', '25,0 – 35,0', '31,2', 's')
    row(t, 'aptt_ratio', 'Relação TTPA (paciente/controle)', '0,80 – 1,20', '1,04', '')
    row(t, 'fib', 'Fibrinogênio', '2,0 – 4,0', '3,4', 'g/L')

    t2 = tbl()
    scr = 84 / 88.4
    eg = round(ckd_epi_2021(scr, 58, False))
    t2.rows.append(Row({'text': 'BIOQUÍMICA – soro (glicose em plasma fluoretado)'}, kind='sub'))
    row(t2, 'glu_mmol', 'Glicose', '3,9 – 5,5', '5,4', 'mmol/L')
    row(t2, 'urea_mmol', 'Ureia', '2,8 – 7,2', '6,1', 'mmol/L')
    row(t2, 'creat_umol', 'Creatinina', '64 – 104', '84', 'µmol/L')
    assert eg >= 90
    row(t2, 'egfr', 'TFG estimada (CKD-EPI 2021)', 'superior a 60', '≥ 90', 'mL/min/1,73 m²')
    row(t2, 'na', 'Sódio', '136 – 145', '139', 'mmol/L')
    row(t2, 'k', 'Potássio', '3,5 – 5,1', '4,3', 'mmol/L')
    t2.rows.append(Row({'text': 'FUNÇÃO HEPÁTICA E PANCREÁTICA'}, kind='sub'))
    row(t2, 'ast', 'AST (TGO)', 'inferior a 40', '28', 'U/L')
    row(t2, 'alt', 'ALT (TGP)', 'inferior a 41', '35', 'U/L')
    row(t2, 'alp', 'Fosfatase alcalina', '40 – 129', '96', 'U/L')
    row(t2, 'ggt', 'Gama-glutamiltransferase', '8 – 61', '58', 'U/L')
    row(t2, 'bt_umol', 'Bilirrubina total', 'inferior a 21', '14', 'µmol/L')
    row(t2, 'bd_umol', 'Bilirrubina direta', 'inferior a 5', '4', 'µmol/L')
    row(t2, 'bi_umol', 'Bilirrubina indireta', 'inferior a 16', '10', 'µmol/L')
    row(t2, 'tp', 'Proteínas totais', '64 – 83', '72', 'g/L')
    row(t2, 'alb', 'Albumina', '35 – 52', '43', 'g/L')
    row(t2, 'glob', 'Globulinas', '20 – 35', '29', 'g/L')
    row(t2, 'ag', 'Relação albumina/globulinas', '1,1 – 2,2', br(43 / 29, 2), '')
    row(t2, 'amyl', 'Amilase', '28 – 100', '64', 'U/L')
    row(t2, 'lip', 'Lipase', '13 – 60', '38', 'U/L')
    p1 = [Spacer(1), Title('RESULTADOS DE EXAMES LABORATORIAIS', 'center', size=10), t,
          Text('Esfregaço sanguíneo sem alterações morfológicas significativas.', size=7.2, italic=True)]
    p2 = [Spacer(1), t2,
          Text('Globulinas e relação A/G calculadas; bilirrubina indireta = total – direta. TFG estimada pela '
               'equação CKD-EPI 2021 (sem coeficiente racial).', size=7.2, italic=True)]
    return Report('h11', 'Hospital Universitário da Grande Dourados – Unidade de Laboratório (Dourados/MS)', coll,
                  [p1, p2], header, footer, font='arial', size=8.4, margins=(9, 12, 8, 12), footer_h=8,
                  title='HUGD – Resultados laboratoriais',
                  meta={'city': 'Dourados/MS', 'kind': 'university hospital, surgical outpatient (pre-operative)',
                        'layout': 'grid table with the column order Exame | Valor de referência | Resultado | '
                                  'Unidade (reference BEFORE the result), all in SI units (×10¹²/L, ×10⁹/L, g/L, '
                                  'L/L, mmol/L, µmol/L); differential as separate % and ×10⁹/L rows; calculated '
                                  'globulin, A/G, indirect bilirubin and eGFR',
                        'dates': '"Coleta:" 22/07/2025; request date 21/07/2025, emission 23/07/2025 and birth date '
                                 'are not collection dates'})


# ===========================================================================
# h12 - cardiology emergency, Petrolina-PE: narrow wrapped name column, per-row collection time
# ===========================================================================
def h12():
    d0, d1 = '2025-06-07', '2025-06-08'

    def header(p, n):
        return [
            Brand('Hospital do Coração do Sertão', [
                'Pronto-Socorro Cardiológico 24 h – Laboratório de Urgência',
                'Av. da Integração, 2.240 – Vila Eduardo – Petrolina/PE – (87) 3866-2020'],
                logo='♥', logo_shape='circle', color='#b0171f', name_size=13.5,
                right=['Atendimento PS: 88-21554', 'Classificação: vermelho', 'Pág. %d de %d' % (p, n)]),
            Lines([
                Line([Seg(0, 'Paciente: EDIVALDO COELHO DE SOUZA', bold=True),
                      Seg(0.5, 'Idade: 67 anos   Sexo: M   Peso: 78 kg')]),
                Line([Seg(0, 'Entrada no PS: 07/06/2025 23:31'),
                      Seg(0.5, 'Hipótese: dor torácica – SCA a esclarecer')]),
            ], size=8.3),
            Rule(0.5, color='#b0171f'),
        ]

    def footer(p, n):
        return [Rule(0.3),
                Text('Protocolo de dor torácica com troponina I ultrassensível 0 h / 1 h / 3 h. Resultados críticos '
                     'comunicados ao plantonista. Liberação: Bioq. Tiago A. Nunes – CRF-PE 8.071. Horários da '
                     'coluna "Coleta" conforme etiqueta da amostra.', size=6.8)]

    cols = [Col('n', 'Exame', 0.14, bold=True), Col('m', 'Material', 0.085), Col('c', 'Coleta', 0.105, 'c'),
            Col('r', 'Resultado', 0.11, 'r', bold=True), Col('u', 'Unidade', 0.105),
            Col('ref', 'Valor de referência', 0.455, wrap=True)]
    t = Table(cols, [], rules='grid', size=8.1, head_bg='#f0d9da', pady=0.5)

    def row(key, name, mat, dt, hm, v, u, ref, flag=''):
        t.rows.append(Row({'n': name, 'm': mat, 'c': '%s\n%s' % (d(dt, 'dmy2'), hm),
                           'r': v + (' ' + flag if flag else ''), 'u': u, 'ref': ref},
                          [R(key, name, v, u, date=dt, flag=flag)]))

    tn_ref = 'Percentil 99: homens até 34,2 ng/L; mulheres até 15,6 ng/L. Delta 0–1 h significativo: ≥ 6 ng/L.'
    row('hstni', 'Troponina I\nultrassensível\n(0 h)', 'Soro', d0, '23:50', '18,4', 'ng/L', tn_ref)
    row('hstni', 'Troponina I\nultrassensível\n(1 h)', 'Soro', d1, '00:55', '47,9', 'ng/L', tn_ref, '↑')
    row('hstni', 'Troponina I\nultrassensível\n(3 h)', 'Soro', d1, '03:05', '212,6', 'ng/L', tn_ref, '↑')
    row('ck', 'CK total\n(0 h)', 'Soro', d0, '23:50', '168', 'U/L', 'Homens: 39 a 308 U/L')
    row('ck', 'CK total\n(3 h)', 'Soro', d1, '03:05', '412', 'U/L', 'Homens: 39 a 308 U/L', '↑')
    row('ckmb', 'CK-MB\nmassa (0 h)', 'Soro', d0, '23:50', '3,1', 'ng/mL', 'Inferior a 4,9 ng/mL')
    row('ckmb', 'CK-MB\nmassa (3 h)', 'Soro', d1, '03:05', '14,8', 'ng/mL', 'Inferior a 4,9 ng/mL', '↑')
    row('ntprobnp', 'NT-proBNP', 'Plasma', d0, '23:50', '1.284', 'pg/mL',
        'Insuficiência cardíaca improvável: inferior a 300 pg/mL; 50–75 anos: provável se superior a 900 pg/mL', '↑')
    row('ddimer', 'D-dímero', 'Plasma\ncitrato', d0, '23:50', '≤ 270', 'ng/mL FEU',
        'Inferior a 500 ng/mL FEU (ajustado pela idade: até 670 ng/mL FEU). Limite inferior de medição: '
        '270 ng/mL FEU')
    row('digoxin', 'Digoxina\n(nível\nsérico)', 'Soro', d0, '23:50', '1,4', 'ng/mL',
        'Faixa terapêutica: 0,5 a 2,0 ng/mL (ideal na IC: 0,5 a 0,9)')
    row('na', 'Sódio', 'Soro', d0, '23:50', '138', 'mEq/L', '136 a 145 mEq/L')
    row('k', 'Potássio', 'Soro', d0, '23:50', '3,4', 'mEq/L', '3,5 a 5,1 mEq/L', '↓')
    row('mg', 'Magnésio', 'Soro', d0, '23:50', '1,8', 'mg/dL', '1,6 a 2,6 mg/dL')
    row('creat', 'Creatinina', 'Soro', d0, '23:50', '1,21', 'mg/dL', '0,70 a 1,30 mg/dL')
    row('urea', 'Ureia', 'Soro', d0, '23:50', '48', 'mg/dL', '17 a 49 mg/dL')
    row('glu', 'Glicose', 'Plasma', d0, '23:50', '162', 'mg/dL', 'Aleatória – sem referência de jejum', '↑')
    p1 = [Title('EXAMES DE URGÊNCIA – PROTOCOLO DE DOR TORÁCICA', 'plain', size=9.6), t]

    t2 = Table(cols, [], rules='grid', size=8.1, head_bg='#f0d9da', pady=0.5)
    t, tt = t2, t
    row('hb', 'Hemoglobina', 'Sangue\nEDTA', d0, '23:50', '14,2', 'g/dL', '13,0 a 17,5 g/dL')
    row('wbc', 'Leucócitos', 'Sangue\nEDTA', d0, '23:50', '11.240', '/mm³', '4.000 a 10.000 /mm³', '↑')
    row('plt', 'Plaquetas', 'Sangue\nEDTA', d0, '23:50', '226.000', '/mm³', '150.000 a 450.000 /mm³')
    row('pt_s', 'Tempo de\nprotrombina\n(TP)', 'Plasma\ncitrato', d0, '23:50', '12,8', 's', '10,0 a 14,0 s')
    row('pt_act', 'TP –\natividade', 'Plasma\ncitrato', d0, '23:50', '91', '%', '70 a 120 %')
    row('inr', 'TP – RNI\n(INR)', 'Plasma\ncitrato', d0, '23:50', '1,06', '', 'até 1,20 (sem anticoagulante)')
    row('aptt', 'TTPA', 'Plasma\ncitrato', d0, '23:50', '29,4', 's', '25,0 a 36,0 s')
    row('crp', 'Proteína C\nreativa', 'Soro', d0, '23:50', '6,2', 'mg/L', 'Inferior a 5,0 mg/L', '↑')
    p1 += [Title('HEMATOLOGIA, COAGULAÇÃO E INFLAMAÇÃO', 'plain', size=9.6), t2,
           Text('↑ / ↓ = acima / abaixo do valor de referência. Variação da troponina entre 0 h e 1 h acima do '
                'limiar do algoritmo ESC 0/1 h (critério de inclusão atingido).', size=7.2, italic=True)]
    return Report('h12', 'Hospital do Coração do Sertão – Laboratório de Urgência (Petrolina/PE)', d1, [p1],
                  header, footer, font='sans', size=8.1, margins=(9, 11, 8, 11), footer_h=9,
                  title='HCS – Protocolo de dor torácica 88-21554',
                  meta={'city': 'Petrolina/PE', 'kind': 'cardiology emergency department (hospital lab)',
                        'layout': 'grid table with a narrow name column where names wrap over two or three '
                                  'lines, a per-row "Coleta" column (date + time), serial hs-troponin 0/1/3 h '
                                  'crossing midnight, arrows as flags, long wrapped references',
                        'dates': 'collections 07/06/2025 23:50 and 08/06/2025 00:55 / 03:05 (dd/mm/yy); '
                                 'ED arrival time is not a collection time'})


# ===========================================================================
# h13 - point-of-care printout of a popular clinic, Ji-Paraná-RO: half page, glued units
# ===========================================================================
def h13():
    coll = '2025-06-12'

    def header(p, n):
        return [
            Brand('Clínica Popular Saúde Mais', [
                'Testes laboratoriais remotos / point-of-care (TLR) – Av. Marechal Rondon, 1.877 – Centro – Ji-Paraná/RO',
                'Atendimento: 12/06/2025 – Paciente: SEBASTIÃO ALVES DE LIMA (62 anos)'],
                logo='S+', color='#2a7a2a', name_size=13),
            Text('Impressões dos equipamentos de testes rápidos, transcritas pelo sistema da clínica. Os testes '
                 'point-of-care não substituem exames laboratoriais confirmatórios.', size=7, italic=True),
        ]

    def footer(p, n):
        return [Rule(0.25),
                Text('Operador: Téc. Enf. Jéssica M. Rocha – COREN-RO 771.402-TE. Conferido por Enf. Ricardo S. Bahia '
                     '(COREN-RO 402.118).', size=6.8)]

    def slip(title, rows, extra=()):
        ls = [Line([Seg(0, title, bold=True)], size=7.8)]
        for label, text, res in rows:
            ls.append(Line([Seg(0, label), Seg(0.42, text, bold=True)], res, size=8.6))
        for e in extra:
            ls.append(Line([Seg(0, e, size=7.2)], size=7.2))
        return Box([Lines(ls, font='courier')], border=0.2, pad=1.6, bg='#f7f7f2')

    g = R('glu_cap', 'GLICEMIA', '142', 'mg/dL')
    a1 = R('hba1c', 'HbA1c', '7,9', '%')
    ea = R('eag', 'eAG', '180', 'mg/dL')
    tc = R('chol', 'TC', '228', 'mg/dL')
    hd = R('hdl', 'HDL', '38', 'mg/dL')
    tr = R('tg', 'TRG', '265', 'mg/dL')
    ld = R('ldl', 'LDL (calc)', '137', 'mg/dL')
    nh = R('nonhdl', 'nHDLc', '190', 'mg/dL')
    ratio = R('chol_hdl', 'TC/HDL', '6,0', '')
    inr = R('inr_poc', 'INR', '2,6', '')
    h1 = R('inr_poc', 'INR', '3,4', '', date='2025-05-14')
    h2 = R('inr_poc', 'INR', '2,9', '', date='2025-05-28')
    hbr = R('hb', 'Hb', '12,8', 'g/dL')
    pcr = R('crp', 'PCR', '<5', 'mg/L')
    left = [slip('ACCU-CHEK GUIDE  12/06/2025 08:41', [('GLICEMIA', '142mg/dL', [g])],
                 ['jejum 10 h informado', 'sangue capilar']),
            slip('A1CNOW+  12/06/2025 08:44', [('HbA1c', '7,9%', [a1]), ('eAG', '180mg/dL', [ea])]),
            slip('HEMOCUE Hb 201+  12/06/2025 08:47', [('Hb', '12,8g/dL', [hbr])])]
    right = [slip('CHOLESTECH LDX  12/06/2025 08:52', [('TC', '228mg/dL', [tc]), ('HDL', '38mg/dL', [hd]),
                                                       ('TRG', '265mg/dL', [tr]), ('LDL (calc)', '137mg/dL', [ld]),
                                                       ('nHDLc', '190mg/dL', [nh]), ('TC/HDL', '6,0', [ratio])]),
             slip('COAGUCHEK XS  12/06/2025 08:58', [('INR', '2,6', [inr])],
                  ['alvo terapêutico 2,0 a 3,0 (varfarina)']),
             slip('HISTÓRICO INR (cartão do paciente)', [('INR 14/05/2025', '3,4', [h1]), ('INR 28/05/2025', '2,9', [h2])]),
             slip('PCR QUANT. (TESTE RÁPIDO)  08:50', [('PCR', '<5mg/L', [pcr])])]
    page = [Spacer(1), Columns(left, right, split=0.5, gap=6)]
    return Report('h13', 'Clínica Popular Saúde Mais – testes point-of-care (Ji-Paraná/RO)', coll, [page],
                  header, footer, font='sans', size=8.2, margins=(10, 14, 9, 14), footer_h=7,
                  title='Saúde Mais – testes rápidos',
                  meta={'city': 'Ji-Paraná/RO', 'kind': "clinic's point-of-care printout (half page)",
                        'layout': 'device slips (monospaced) in two columns, units glued to values ("142mg/dL", '
                                  '"<5mg/L"), device abbreviations as names (TC, TRG, nHDLc, eAG), INR history '
                                  'with its own dates',
                        'dates': 'tests on 12/06/2025 (date inside each slip header); INR history 14/05/2025 and '
                                 '28/05/2025'})


# ===========================================================================
# h14 - philanthropic oncology hospital, Rondonópolis-MT: no rules, zebra shading
# ===========================================================================
def h14():
    coll = '2025-08-05'

    def header(p, n):
        return [
            Brand('Hospital de Câncer de Rondonópolis', [
                'Associação Beneficente Amor e Vida – entidade filantrópica – Laboratório de Análises Clínicas',
                'Rua Fernando Corrêa da Costa, 3.115 – Vila Aurora – Rondonópolis/MT – (66) 3411-9600'],
                logo='HC', color='#7a1f5c', name_size=13),
            Box([Lines([
                Line([Seg(0, 'Paciente', size=7, italic=True), Seg(0.4, 'Data de nascimento', size=7, italic=True),
                      Seg(0.6, 'Data da coleta', size=7, italic=True), Seg(0.8, 'Nº do atendimento', size=7,
                                                                           italic=True)]),
                Line([Seg(0, 'GERALDO PEREIRA DOS SANTOS', bold=True), Seg(0.4, '19/04/1959'),
                      Seg(0.6, d(coll) + ' 07:35', bold=True), Seg(0.8, '4470-2025-3318')]),
                Line([Seg(0, 'Médico: Dr. Henrique Tavares (oncologia clínica)', size=7.6),
                      Seg(0.6, 'Liberação: 07/08/2025', size=7.6), Seg(0.8, 'Pág. %d/%d' % (p, n), size=7.6)]),
            ], size=8.4)], border=0.25, pad=1.4, bg='#f6eef3'),
        ]

    def footer(p, n):
        return [Rule(0.25),
                Text('Responsável técnico: Dr. Mauro L. Cavalcanti – CRBM-1 11.662. Marcadores tumorais: '
                     'resultados obtidos com métodos diferentes não são intercambiáveis; o seguimento deve ser feito '
                     'sempre com o mesmo método.', size=6.8)]

    def tbl(cols=None):
        return Table(cols or [Col('n', 'Exame', 0.32), Col('r', 'Resultado', 0.22, 'r', bold=True),
                              Col('u', '', 0.1), Col('ref', 'Valores de referência', 0.36, wrap=True)],
                     [], rules='none', zebra=True, size=8.4, head_bg='#e9d9e4')

    mt = tbl()

    def row(tb, key, nm, v, u, ref, flag=''):
        tb.rows.append(Row({'n': nm, 'r': v + (' ' + flag if flag else ''), 'u': u, 'ref': ref},
                           [R(key, nm, v, u, flag=flag)]))

    row(mt, 'cea', 'CEA – Antígeno carcinoembrionário', '6,8', 'ng/mL',
        'Não fumantes: inferior a 3,8 ng/mL; fumantes: inferior a 5,5 ng/mL', '*')
    row(mt, 'ca199', 'CA 19-9', 'inferior a 2,0', 'U/mL', 'Inferior a 37,0 U/mL')
    row(mt, 'afp', 'Alfafetoproteína', '3,1', 'ng/mL', 'Inferior a 7,0 ng/mL')
    row(mt, 'psa', 'PSA total', '4,62', 'ng/mL', '60 a 69 anos: até 4,50 ng/mL', '*')
    row(mt, 'fpsa', 'PSA livre', '0,71', 'ng/mL', 'Sem valor de referência isolado')
    row(mt, 'psa_ratio', 'Relação PSA livre/total', '15', '%', 'Superior a 25 %: menor probabilidade de câncer; '
                                                               'inferior a 10 %: maior probabilidade', '*')
    sp = Table([Col('n', 'Fração', 0.24), Col('p', '%', 0.12, 'r', bold=True), Col('g', 'g/dL', 0.12, 'r', bold=True),
                Col('rp', 'Ref. %', 0.2, 'c'), Col('rg', 'Ref. g/dL', 0.32, 'c')],
               [], rules='none', zebra=True, size=8.4, head_bg='#e9d9e4')
    tp = 7.1
    for key, nm, p, rp, rg in [('alb', 'Albumina', 56.2, '55,8 – 66,1', '3,50 – 5,20'),
                               ('a1', 'Alfa-1 globulina', 4.1, '2,9 – 4,9', '0,20 – 0,40'),
                               ('a2', 'Alfa-2 globulina', 11.8, '7,1 – 11,8', '0,50 – 0,90'),
                               ('b', 'Beta globulina', 12.4, '8,4 – 13,1', '0,60 – 1,10'),
                               ('g', 'Gama globulina', 15.5, '11,1 – 18,8', '0,80 – 1,40')]:
        g = tp * p / 100
        sp.rows.append(Row({'n': nm, 'p': br(p, 1), 'g': br(g, 2), 'rp': rp, 'rg': rg},
                           [R('spe_%s_pct' % key, nm, br(p, 1), '%', hdr_unit=True),
                            R('spe_' + key, nm, br(g, 2), 'g/dL', hdr_unit=True)]))
    tpt = tbl()
    tpt.header = False
    row(tpt, 'tp', 'Proteínas totais', br(tp, 1), 'g/dL', '6,40 – 8,30')
    alb = tp * 0.562
    row(tpt, 'ag', 'Relação albumina/globulinas', br(alb / (tp - alb), 2), '', '1,20 – 2,20')
    p1 = [Title('MARCADORES TUMORAIS', 'under', size=9.6), mt,
          Text('Método: eletroquimioluminescência (soro). * Resultado acima do valor de referência / relação '
               'livre/total reduzida.', size=7, italic=True),
          Title('ELETROFORESE DE PROTEÍNAS SÉRICAS', 'under', size=9.6), tpt, sp,
          Text('Eletroforese em gel de agarose com densitometria. Traçado sem evidência de componente monoclonal.',
               size=7, italic=True)]
    fe = tbl()
    row(fe, 'iron', 'Ferro sérico', '52', 'µg/dL', '65 – 175', '*')
    row(fe, 'tibc', 'Capacidade total de ligação do ferro', '402', 'µg/dL', '250 – 450')
    row(fe, 'tsat', 'Índice de saturação da transferrina', '13', '%', '20 – 50', '*')
    row(fe, 'transf', 'Transferrina', '287', 'mg/dL', '200 – 360')
    row(fe, 'ferritin', 'Ferritina', '18,9', 'ng/mL', 'Homens: 30,0 – 400,0', '*')
    vi = tbl()
    row(vi, 'b12', 'Vitamina B12', 'superior a 2.000', 'pg/mL', '197 – 771 (limite superior de medição: 2.000)')
    row(vi, 'folate', 'Ácido fólico', '9,6', 'ng/mL', 'Superior a 3,9')
    row(vi, 'ldh', 'Desidrogenase lática (LDH)', '198', 'U/L', '135 – 225')
    row(vi, 'ca', 'Cálcio total', '9,4', 'mg/dL', '8,6 – 10,3')
    row(vi, 'homocys', 'Homocisteína', '14,8', 'µmol/L', '5,0 – 15,0')
    p2 = [Title('PERFIL DE FERRO', 'under', size=9.6), fe,
          Text('Perfil compatível com deficiência de ferro. Transferrina por imunoturbidimetria; índice de saturação '
               'calculado (ferro / capacidade total x 100).', size=7, italic=True),
          Title('VITAMINAS E OUTROS', 'under', size=9.6), vi,
          Text('Paciente em uso de vitamina B12 injetável (informado na coleta).', size=7, italic=True)]
    return Report('h14', 'Hospital de Câncer de Rondonópolis – Laboratório de Análises Clínicas (Rondonópolis/MT)',
                  coll, [p1, p2], header, footer, font='sans', size=8.4, margins=(10, 13, 8, 13), footer_h=9,
                  title='HCR – Atendimento 4470-2025-3318',
                  meta={'city': 'Rondonópolis/MT', 'kind': 'philanthropic oncology hospital',
                        'layout': 'tables without rules with zebra shading, flags "*", tumour markers, serum protein '
                                  'electrophoresis with % and g/dL side by side, "inferior a" / "superior a 2.000" '
                                  'results, calculated A/G ratio and transferrin saturation',
                        'dates': 'collection date in a labelled header grid (05/08/2025); birth and liberation '
                                 'dates are not collection dates'})


# ===========================================================================
# h15 - dialysis clinic, Imperatriz-MA: monthly cumulative table (three dates)
# ===========================================================================
def h15():
    dates = ['2025-01-13', '2025-02-10', '2025-03-10']

    def header(p, n):
        return [
            Brand('NEFROCLIN – Clínica de Nefrologia e Hemodiálise de Imperatriz', [
                'Rua Coronel Manoel Bandeira, 1.290 – Centro – Imperatriz/MA – CEP 65900-110 – (99) 3524-6610',
                'Exames mensais de rotina do paciente em terapia renal substitutiva (RDC 11/2014)'],
                color='#114b5f', name_size=12.5),
            Lines([
                Line([Seg(0, 'Paciente: RAIMUNDO NONATO FERREIRA SILVA', bold=True),
                      Seg(0.55, 'Prontuário: HD-0342   Turno: 2 (seg/qua/sex)')]),
                Line([Seg(0, 'Modalidade: hemodiálise – fístula arteriovenosa'),
                      Seg(0.55, 'Médico assistente: Dra. Beatriz Moura Leal')]),
                Line([Seg(0, 'Amostras colhidas antes da sessão de hemodiálise (pré-diálise) nas datas indicadas.',
                          italic=True, size=7.6)]),
            ], size=8.3),
        ]

    def footer(p, n):
        return [Rule(0.3),
                Lines([Line([Seg(0, 'Laboratório de apoio: LabNefro Imperatriz – RT Dr. Wanderson C. Lima (CRF-MA '
                                    '3.118). Assinado eletronicamente em 11/03/2025 18:47.', size=6.9),
                             Seg(0.9, '%d/%d' % (p, n), w=0.1, align='r', size=6.9)])])]

    cols = [Col('n', 'Exame', 0.23), Col('u', 'Unidade', 0.09)]
    for i, dd in enumerate(dates):
        cols.append(Col('d%d' % i, d(dd, 'dot4'), 0.13, 'r', bold=True))
    cols.append(Col('ref', 'Referência / meta', 0.29, wrap=True))
    t = Table(cols, [], rules='header', size=8.4, head_bg=None, pady=0.55, font='arial')

    def sec(name):
        t.rows.append(Row({'text': name}, kind='sub'))

    def row(key, nm, u, vals, ref):
        cells = {'n': nm, 'u': u, 'ref': ref}
        res = []
        for i, v in enumerate(vals):
            if v is None:
                cells['d%d' % i] = '–'
                continue
            cells['d%d' % i] = v
            res.append(R(key, nm, v.rstrip('*').strip(), u, date=dates[i], flag='*' if v.endswith('*') else ''))
        t.rows.append(Row(cells, res))

    sec('Hematologia e ferro')
    row('hb', 'Hemoglobina', 'g/dL', ['9,8*', '10,4', '11,1'], '10,0 a 11,5 (meta na DRC)')
    row('ferritin', 'Ferritina', 'ng/mL', ['412', '486', '538'], '200 a 800 (meta)')
    row('tsat', 'Saturação da transferrina', '%', ['24', None, '31'], '20 a 40 (meta)')
    row('iron', 'Ferro sérico', 'µg/dL', ['58*', None, '71'], '65 a 175')
    sec('Bioquímica')
    row('urea', 'Ureia pré-diálise', 'mg/dL', ['148', '132', '139'], 'Sem referência (controle de diálise)')
    row('creat', 'Creatinina', 'mg/dL', ['8,9', '9,2', '9,0'], 'Sem referência (paciente dialítico)')
    row('k', 'Potássio', 'mEq/L', ['5,8*', '5,3*', '5,5*'], '3,5 a 5,1')
    row('ca', 'Cálcio total', 'mg/dL', ['8,6', '8,9', '9,1'], '8,4 a 10,2')
    row('phos', 'Fósforo', 'mg/dL', ['6,4*', '5,9*', '5,2*'], '3,5 a 5,5 (meta)')
    row('alb', 'Albumina', 'g/dL', ['3,7*', '3,8*', '3,9*'], 'igual ou superior a 4,0 (meta)')
    row('alp', 'Fosfatase alcalina', 'U/L', ['142*', None, None], '40 a 129 (trimestral)')
    row('pth', 'Paratormônio (PTH) intacto', 'pg/mL', [None, None, '486'], '130 a 585 (2 a 9 x o limite '
                                                                           'superior do método)')
    row('glu', 'Glicose', 'mg/dL', ['118*', '104*', '126*'], '70 a 99 (jejum)')
    sec('Sorologias')
    row('hbsag', 'HBsAg', '', ['Não reagente', 'Não reagente', 'Não reagente'], 'Não reagente')
    row('hcv', 'Anti-HCV', '', ['Não reagente', None, None], 'Não reagente (trimestral)')
    row('antihbs', 'Anti-HBs', 'mUI/mL', [None, None, '58,4'], 'Protetor: igual ou superior a 10 mUI/mL')
    page = [Spacer(1), Title('QUADRO EVOLUTIVO – EXAMES MENSAIS', 'under', size=10, font='arial'), t,
            Text('* fora da referência ou da meta terapêutica.  – : exame não programado para o mês. '
                 'Kt/V e URR em relatório de adequação de diálise separado.', size=7.2, italic=True),
            Text('Próxima coleta programada: 14/04/2025 (pré-diálise).', size=7.4)]
    return Report('h15', 'NEFROCLIN – Clínica de Nefrologia e Hemodiálise de Imperatriz (Imperatriz/MA)', dates[-1],
                  [page], header, footer, font='arial', size=8.4, margins=(10, 12, 8, 12), footer_h=7,
                  title='NEFROCLIN – Evolutivo HD-0342',
                  meta={'city': 'Imperatriz/MA', 'kind': 'dialysis clinic (monthly routine of a haemodialysis patient)',
                        'layout': 'cumulative table with three monthly dated columns (dd.mm.yyyy), only top/bottom '
                                  'rules, section rows, "*" flag glued to the value, "–" for not-done cells, '
                                  'qualitative serologies across months',
                        'dates': 'collections 13.01.2025, 10.02.2025, 10.03.2025; next scheduled collection and the '
                                 'electronic signature date are not collection dates'})


REPORTS = [h11, h12, h13, h14, h15]
