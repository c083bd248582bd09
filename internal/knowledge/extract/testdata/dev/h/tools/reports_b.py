"""Reports h06-h10."""
from lab import (R, Title, Text, Seg, Line, Lines, Col, Row, Table, Columns, Box, Spacer, Rule, Brand, Report)
from kit import d, br, diff


# ===========================================================================
# h06 - university hospital ICU, Cascavel-PR: SI units, serial arterial blood gases
# ===========================================================================
def h06():
    t1, t2 = '2025-05-06', '2025-05-07'
    runs = [(t1, '23:40'), (t2, '05:55'), (t2, '12:10')]

    def header(p, n):
        return [
            Brand('Hospital Universitário Regional do Oeste – HURO', [
                'Laboratório de Análises Clínicas e Unidade de Gasometria – Cascavel/PR',
                'Av. Tancredo Neves, 3224 – Santo Onofre – CEP 85806-470 – (45) 3321-5100'],
                logo='HU', color='#4b2c6f', name_size=12,
                right=['Atendimento: 2025-118406', 'Unidade: UTI Adulto – Leito 04', 'Folha %d de %d' % (p, n)]),
            Table([Col('a', '', 0.5), Col('b', '', 0.5)], [
                Row({'a': 'Paciente: VALDIR ANTÔNIO KRUGER', 'b': 'Registro: 00733915'}),
                Row({'a': 'Nascimento: 23/01/1961 (64 anos)   Sexo: Masculino', 'b': 'Convênio: SUS'}),
                Row({'a': 'Solicitante: Dra. Fernanda Zanella – CRM-PR 28.771', 'b': 'Diagnóstico: choque séptico'}),
            ], rules='outer', header=False, size=8, pady=0.3),
        ]

    def footer(p, n):
        return [Rule(0.25, 'dashed'),
                Text('Resultados em unidades do Sistema Internacional. Liberação técnica: Bioq. Rafael T. Sbardelotto '
                     '(CRF-PR 19.447). Assinado eletronicamente em 07/05/2025 13:02.', size=6.9)]

    cols = [Col('n', 'Parâmetro', 0.2, bold=True), Col('u', 'Unidade', 0.11)]
    for i, (dd, tt) in enumerate(runs):
        cols.append(Col('c%d' % i, '%s\n%s' % (d(dd), tt), 0.13, 'r'))
    cols.append(Col('ref', 'Intervalo de referência', 0.3, wrap=True))
    gas = Table(cols, [], rules='hlines', zebra=True, size=8.2, head_bg='#dcd3e6')

    def g(key, nm, unit, vals, ref):
        cells = {'n': nm, 'u': unit, 'ref': ref}
        res = []
        for i, v in enumerate(vals):
            cells['c%d' % i] = v
            res.append(R(key, nm, v.split(' ')[0], unit, date=runs[i][0]))
        gas.rows.append(Row(cells, res))

    g('ph_a', 'pH', '', ['7,21 ↓', '7,29 ↓', '7,36'], '7,35 – 7,45')
    g('pco2_a', 'pCO2', 'mmHg', ['31,4 ↓', '34,0 ↓', '38,2'], '35,0 – 45,0')
    g('po2_a', 'pO2', 'mmHg', ['68 ↓', '84', '96'], '80 – 100')
    g('hco3_a', 'HCO3 (bicarbonato)', 'mmol/L', ['12,3 ↓', '16,0 ↓', '21,1 ↓'], '22,0 – 26,0')
    g('be_a', 'Excesso de base (BE)', 'mmol/L', ['-13,8 ↓', '-9,4 ↓', '-3,6 ↓'], '-2,0 – +2,0')
    g('so2_a', 'SatO2', '%', ['91,2 ↓', '95,8', '97,4'], '95,0 – 99,0')
    g('lact_a', 'Lactato', 'mmol/L', ['5,8 ↑', '3,9 ↑', '2,1 ↑'], '0,5 – 1,6')
    g('na_bl', 'Sódio (Na+)', 'mmol/L', ['133 ↓', '135 ↓', '137'], '136 – 145')
    g('k_bl', 'Potássio (K+)', 'mmol/L', ['5,4 ↑', '4,8', '4,1'], '3,5 – 5,1')
    g('ica_bl', 'Cálcio ionizado', 'mmol/L', ['1,04 ↓', '1,09 ↓', '1,14 ↓'], '1,15 – 1,29')

    p1 = [Title('GASOMETRIA ARTERIAL SERIADA', 'under', size=9.6),
          Text('Amostra: sangue arterial (seringa heparinizada) – eletrodos íon-seletivos, amperometria e '
               'co-oximetria. Temperatura do paciente: 37,0 °C. FiO2 informada: 60 % / 40 % / 35 % '
               '(dados de ventilação informados pela equipe, não são resultados laboratoriais).', size=7.4),
          gas,
          Text('↑ / ↓ : acima / abaixo do intervalo de referência. Horário = horário da punção informado na '
               'etiqueta da amostra.', size=7, italic=True),
          Spacer(2)]

    bq = Table([Col('n', 'Exame', 0.33, bold=True), Col('r', 'Resultado', 0.14, 'r'), Col('u', 'Unidade', 0.14),
                Col('ref', 'Intervalo de referência', 0.39, wrap=True)], [], rules='hlines', zebra=True, size=8.2,
               head_bg='#dcd3e6')

    def b(key, nm, v, u, ref, flag=''):
        bq.rows.append(Row({'n': nm, 'r': v + (' ' + flag if flag else ''), 'u': u, 'ref': ref},
                           [R(key, nm, v, u, date=t2, flag=flag)]))

    b('creat_umol', 'Creatinina', '168', 'µmol/L', '62 – 106', '↑')
    b('urea_mmol', 'Ureia', '14,2', 'mmol/L', '2,8 – 7,2', '↑')
    b('na', 'Sódio (soro)', '136', 'mmol/L', '136 – 145')
    b('k', 'Potássio (soro)', '4,6', 'mmol/L', '3,5 – 5,1')
    b('mg_mmol', 'Magnésio', '0,68', 'mmol/L', '0,66 – 1,07')
    b('phos_mmol', 'Fosfato', '1,62', 'mmol/L', '0,81 – 1,45', '↑')
    b('bt_umol', 'Bilirrubina total', '31', 'µmol/L', 'inferior a 21', '↑')
    b('alb', 'Albumina', '26', 'g/L', '35 – 52', '↓')
    b('crp', 'Proteína C reativa', '214', 'mg/L', 'inferior a 5', '↑')
    b('pct', 'Procalcitonina', '8,42', 'ng/mL', 'inferior a 0,50 (sepse improvável)', '↑')
    b('hb', 'Hemoglobina', '98', 'g/L', '130 – 175', '↓')
    b('wbc', 'Leucócitos', '17,6', '×10⁹/L', '4,0 – 11,0', '↑')
    b('plt', 'Plaquetas', '96', '×10⁹/L', '150 – 450', '↓')
    vc = R('vanco', 'Vancomicina (vale)', '13,6', 'mg/L', date=t2)
    p1 += [Title('BIOQUÍMICA, HEMATOLOGIA E MARCADORES – coleta de 07/05/2025 06:00', 'under', size=9.6),
           Text('Material: soro / sangue total EDTA. Métodos automatizados (química seca e citometria de fluxo).',
                size=7.4),
           bq]
    p2 = [Title('MONITORIZAÇÃO TERAPÊUTICA DE FÁRMACOS', 'under', size=9.6),
          Lines([Line([Seg(0, 'Vancomicina (vale)', bold=True), Seg(0.33, '13,6', w=0.14, align='r', bold=True),
                       Seg(0.49, 'mg/L'), Seg(0.6, 'Alvo terapêutico (vale): 10 – 20 mg/L', size=7.6)], [vc]),
                 Line([Seg(0, 'Coleta pré-dose: 07/05/2025 06:00 – última dose: 06/05/2025 18:00 (1 g IV).',
                           size=7.4, italic=True)])]),
          Text('Método: imunoensaio turbidimétrico (PETINIA). Resultado liberado após contato telefônico com a '
               'equipe da UTI às 07:25 (valores críticos de lactato e procalcitonina comunicados).', size=7.4),
          Spacer(3),
          Box([Text('VALORES CRÍTICOS COMUNICADOS', bold=True, size=8),
               Text('Lactato arterial 5,8 mmol/L (06/05/2025 23:40) – comunicado a Enf. Patrícia L. às 23:58. '
                    'Este quadro apenas repete valores já apresentados acima.', size=7.6)], pad=1.5)]
    return Report('h06', 'Hospital Universitário Regional do Oeste – Laboratório de Análises Clínicas (Cascavel/PR)',
                  t2, [p1, p2], header, footer, font='cond', size=8.2, margins=(9, 12, 8, 12), footer_h=8,
                  title='HURO – Gasometria e bioquímica – UTI',
                  meta={'city': 'Cascavel/PR', 'kind': 'university hospital ICU',
                        'layout': 'SI units (mmol/L, µmol/L, g/L, ×10⁹/L); serial arterial blood gas table with '
                                  'three dated/timed columns spanning two calendar days, zebra rows, arrows as flags; '
                                  'second table with its own collection time in the title; critical-value box that '
                                  'repeats printed values (not results)',
                        'dates': 'blood gases 06/05/2025 23:40, 07/05/2025 05:55 and 12:10; chemistry 07/05/2025 '
                                 '06:00; last vancomycin dose 06/05 18:00 and signature time are not collections'})


# ===========================================================================
# h07 - municipal SUS lab, Caxias-MA: monospaced LIS print with dot leaders
# ===========================================================================
def h07():
    coll = '2025-06-02'
    W = 86

    def hdr_lines(p, n):
        return [
            'PREFEITURA MUNICIPAL DE CAXIAS - SECRETARIA MUNICIPAL DE SAUDE',
            'LABORATORIO MUNICIPAL DE ANALISES CLINICAS DR. JOAO CASTELO BRANCO',
            'RUA AARAO REIS, 1030 - CENTRO - CAXIAS/MA - CNES 2456781 - TEL (99) 3521-4410',
            '=' * W,
            'PACIENTE : ROSILENE DE JESUS CARVALHO                   PRONT.: 118.442',
            'DT.NASC. : 27/11/1995  IDADE: 29A  SEXO: F             CNS   : 898 0012 4471 0931',
            'ORIGEM   : UBS VILA ARIAS                              MEDICO: DR. IVAN P. SOARES',
            'DT.COL.  : %s 07:32                               IMPRESSO: 04/06/2025 08:10' % d(coll),
            '=' * W,
        ]

    def header(p, n):
        return [Lines([Line([Seg(0, t, bold=(i < 2))]) for i, t in enumerate(hdr_lines(p, n))],
                      font='courier', size=8.1)]

    def footer(p, n):
        return [Lines([Line([Seg(0, '-' * W)]),
                       Line([Seg(0, 'LIBERADO POR: FRANCISCA DAS CHAGAS M. LIMA - BIOMEDICA - CRBM-2 7.731')]),
                       Line([Seg(0, 'SISTEMA LABSUS v4.2        PAGINA %d/%d' % (p, n))])], font='courier', size=7.6)]

    lines = []

    def sec(t):
        lines.append(Line([Seg(0, '')]))
        lines.append(Line([Seg(0, '*** %s ***' % t, bold=True)]))

    def txt(t):
        lines.append(Line([Seg(0, t)]))

    def one(key, name, val, unit, ref, loinc=None, alts=None):
        lead = (name + ' ').ljust(22, '.')
        s = '%s: %s %s (%s)' % (lead, val.rjust(9), unit.ljust(11), ref)
        lines.append(Line([Seg(0, s)], [R(key, name, val, unit, loinc=loinc, alts=alts)]))

    def two(k1, k2, name, pct, ab, ref, loinc=None, alts=None):
        lead = (name + ' ').ljust(22, '.')
        s = '%s: %s %%  %s /MM3   (%s)' % (lead, pct.rjust(5), ab.rjust(7), ref)
        lines.append(Line([Seg(0, s)], [R(k1, name, pct, '%', loinc=loinc, alts=alts), R(k2, name, ab, '/MM3')]))

    sec('HEMOGRAMA COMPLETO - SANGUE TOTAL EDTA')
    txt('ERITROGRAMA')
    rbc, hb, ht = 4.38, 12.4, 37.6
    one('rbc', 'HEMACIAS', br(rbc, 2), 'MILHOES/MM3', '3,90 A 5,20')
    one('hb', 'HEMOGLOBINA', br(hb, 1), 'G/DL', '12,0 A 16,0')
    one('hct', 'HEMATOCRITO', br(ht, 1), '%', '36,0 A 46,0')
    one('mcv', 'VCM', br(ht / rbc * 10, 1), 'FL', '80,0 A 100,0')
    one('mch', 'HCM', br(hb / rbc * 10, 1), 'PG', '27,0 A 32,0')
    one('mchc', 'CHCM', br(hb / ht * 100, 1), 'G/DL', '32,0 A 36,0')
    one('rdw', 'RDW', '13,6', '%', '11,5 A 14,5')
    txt('LEUCOGRAMA')
    wbc = 6800
    one('wbc', 'LEUCOCITOS', br(wbc), '/MM3', '4.000 A 10.000')
    pc = [2, 58, 6, 0, 29, 5]
    ab = diff(wbc, pc)
    spec = [('band_pct', 'band_abs', 'BASTONETES', '0 A 5 %', None, None),
            ('seg_pct', 'seg_abs', 'SEGMENTADOS', '40 A 70 %', None, None),
            ('eos_pct', 'eos_abs', 'EOSINOFILOS', '1 A 5 %', '26450-7', ['713-8']),
            ('baso_pct', 'baso_abs', 'BASOFILOS', '0 A 2 %', '30180-4', ['706-2']),
            ('lymph_pct', 'lymph_abs', 'LINFOCITOS', '20 A 45 %', '26478-8', ['736-9', '737-7']),
            ('mono_pct', 'mono_abs', 'MONOCITOS', '2 A 10 %', '26485-3', ['5905-5'])]
    for (k1, k2, nm, ref, lc, al), p, a in zip(spec, pc, ab):
        two(k1, k2, nm, str(p), br(a), ref, loinc=lc, alts=al)
    txt('PLAQUETOGRAMA')
    one('plt', 'PLAQUETAS', '287.000', '/MM3', '150.000 A 450.000')
    txt('OBS.: CONTAGEM DIFERENCIAL MANUAL (100 CELULAS). LEVE EOSINOFILIA RELATIVA.')

    sec('BIOQUIMICA - SORO')
    one('glu_fast', 'GLICOSE JEJUM', '88', 'MG/DL', '70 A 99')
    one('urea', 'UREIA', '24', 'MG/DL', '15 A 40')
    one('creat', 'CREATININA', '0,71', 'MG/DL', '0,50 A 1,10')
    one('chol', 'COLESTEROL TOTAL', '176', 'MG/DL', 'DESEJAVEL < 190')
    sec('IMUNOLOGIA / OUTROS')
    one('esr_w', 'VHS (WESTERGREN)', '18', 'MM/1A HORA', 'ATE 20')
    one('asl', 'ASLO', 'INFERIOR A 200', 'UI/ML', 'ATE 200')
    one('rf', 'FATOR REUMATOIDE', '< 8,0', 'UI/ML', 'INFERIOR A 8,0')
    one('crp', 'PROTEINA C REATIVA', '3,1', 'MG/L', 'INFERIOR A 5,0')

    p1 = [Lines(lines, font='courier', size=8.1)]

    l2 = []
    lines = l2
    sec('URINA TIPO I (EAS) - JATO MEDIO')
    txt('EXAME FISICO')
    one('ua_color', 'COR', 'AMARELO CLARO', '', 'AMARELO')
    one('ua_appear', 'ASPECTO', 'LIG. TURVO', '', 'LIMPIDO')
    one('ua_sg', 'DENSIDADE', '1,025', '', '1,005 A 1,030')
    txt('EXAME QUIMICO (TIRA REAGENTE)')
    one('ua_ph', 'PH', '5,5', '', '5,0 A 7,0')
    one('ua_prot', 'PROTEINAS', 'TRACOS', '', 'NEGATIVO')
    one('ua_glu', 'GLICOSE', 'NEGATIVO', '', 'NEGATIVO')
    one('ua_blood', 'HEMOGLOBINA', 'NEGATIVO', '', 'NEGATIVO')
    one('ua_urob', 'UROBILINOGENIO', 'NORMAL', '', 'NORMAL')
    one('ua_nit', 'NITRITO', 'NEGATIVO', '', 'NEGATIVO')
    txt('SEDIMENTOSCOPIA (400X)')
    one('sed_wbc', 'LEUCOCITOS', '7', 'P/C', 'ATE 5 P/C')
    one('sed_rbc', 'HEMACIAS', '2', 'P/C', 'ATE 3 P/C')
    one('sed_epi', 'CEL. EPITELIAIS', 'RARAS', '', 'RARAS')
    one('sed_bact', 'BACTERIAS', 'MODERADAS', '', 'AUSENTES/RARAS')
    sec('PARASITOLOGICO DE FEZES - 1 AMOSTRA (HOFFMAN)')
    pr = R('op', 'RESULTADO', 'CISTOS DE GIARDIA LAMBLIA')
    l2.append(Line([Seg(0, (('RESULTADO ').ljust(22, '.')) + ': CISTOS DE GIARDIA LAMBLIA')], [pr]))
    txt('NOTA: RECOMENDA-SE EXAME EM 3 AMOSTRAS EM DIAS ALTERNADOS PARA MAIOR SENSIBILIDADE.')
    p2 = [Lines(l2, font='courier', size=8.1)]
    return Report('h07', 'Laboratório Municipal de Análises Clínicas – SMS Caxias (Caxias/MA)', coll, [p1, p2],
                  header, footer, font='courier', size=8.1, margins=(10, 12, 8, 14), footer_h=10,
                  title='LABSUS - LAUDO 118.442',
                  meta={'city': 'Caxias/MA', 'kind': 'municipal SUS laboratory',
                        'layout': 'monospaced LIS print (Liberation Mono), UPPER CASE WITHOUT ACCENTS, dot leaders '
                                  'in the text ("HEMOGLOBINA.....: 12,4 G/DL (12,0 A 16,0)"), manual differential '
                                  'with bands/segmented as % and absolute on one line, "INFERIOR A" and "<" '
                                  'comparators, EAS per field (P/C), parasitology finding in words',
                        'dates': '"DT.COL." 02/06/2025; birth date and print date ("IMPRESSO") are not collection '
                                 'dates'})


# ===========================================================================
# h08 - private lab, Parnaíba-PI: urinalysis per mL + urine culture with antibiogram
# ===========================================================================
def h08():
    coll = '2025-06-09'

    def header(p, n):
        return [
            Brand('Bio-Análise Laboratório Clínico', [
                'Av. Presidente Vargas, 802 – Centro – Parnaíba/PI – CEP 64200-200',
                'Tel. (86) 3322-5081  •  WhatsApp (86) 99420-1177  •  Resp. Técnico: Dr. Caio Fontenele – CRF-PI 1.988'],
                logo='BA', color='#00607a', name_size=13.5, right=['Ordem de serviço', 'Nº 0609-0314']),
            Rule(0.6, color='#00607a'),
            Lines([
                Line([Seg(0, 'Paciente:', bold=True), Seg(0.1, 'Antônia Kelly Brito Veras'),
                      Seg(0.55, 'Idade:', bold=True), Seg(0.62, '42 anos'), Seg(0.75, 'Sexo:', bold=True),
                      Seg(0.81, 'Feminino')]),
                Line([Seg(0, 'Médico:', bold=True), Seg(0.1, 'Dr. Rômulo A. Cardoso'),
                      Seg(0.55, 'Entrada:', bold=True), Seg(0.66, '09/06/2025 07:05')]),
                Line([Seg(0, 'Coleta:', bold=True), Seg(0.1, '%s 07:20 – urina de jato médio, 1ª micção' % d(coll)),
                      Seg(0.55, 'Convênio:', bold=True), Seg(0.66, 'Unimed Litoral Piauiense')]),
            ], size=8.4),
            Rule(0.3),
        ]

    def footer(p, n):
        return [Rule(0.3),
                Lines([Line([Seg(0, 'Dra. Marília S. Portela – Biomédica – CRBM-2 9.014', size=7.2),
                             Seg(0.62, 'Urocultura liberada em 11/06/2025 16:40', size=7.2),
                             Seg(0.9, 'Pág. %d/%d' % (p, n), w=0.1, align='r', size=7.2)])])]

    fq = Table([Col('n', 'Exame físico-químico', 0.42), Col('r', 'Resultado', 0.3), Col('ref', 'Referência', 0.28)],
               [], rules='grid', size=8.2, head_bg='#d9eef2')

    def f(key, nm, v, ref, unit=''):
        fq.rows.append(Row({'n': nm, 'r': (v + ' ' + unit).strip(), 'ref': ref}, [R(key, nm, v, unit)]))

    fq.rows.append(Row({'text': 'Caracteres físicos'}, kind='sub'))
    f('ua_color', 'Cor', 'Amarelo', 'Amarelo claro')
    f('ua_appear', 'Aspecto', 'Turvo', 'Límpido')
    f('ua_sg', 'Densidade', '1,018', '1,005 a 1,030')
    f('ua_ph', 'pH', '6,5', '5,0 a 7,0')
    fq.rows.append(Row({'text': 'Análise química (tira reativa)'}, kind='sub'))
    f('ua_prot', 'Proteínas', 'Traços', 'Negativo')
    f('ua_glu', 'Glicose', 'Negativo', 'Negativo')
    f('ua_ket', 'Cetonas', 'Negativo', 'Negativo')
    f('ua_blood', 'Hemoglobina', 'Positivo (+)', 'Negativo')
    f('ua_bili', 'Bilirrubina', 'Negativo', 'Negativo')
    f('ua_urob_mass', 'Urobilinogênio', '0,2', 'até 1,0 mg/dL', 'mg/dL')
    f('ua_nit', 'Nitrito', 'Positivo', 'Negativo')
    f('ua_le', 'Esterase leucocitária', 'Positivo (++)', 'Negativo')

    sd = Table([Col('n', 'Sedimentoscopia', 0.40), Col('r', 'Resultado', 0.3), Col('ref', 'Referência', 0.30)],
               [], rules='grid', size=8.2, head_bg='#d9eef2')

    def s(key, nm, v, ref, unit=''):
        sd.rows.append(Row({'n': nm, 'r': (v + ' ' + unit).strip(), 'ref': ref}, [R(key, nm, v, unit)]))

    sd.rows.append(Row({'text': 'Contagem automatizada por mL'}, kind='sub'))
    s('u_wbc_ml', 'Leucócitos', '48.000', 'até 10.000/mL', '/mL')
    s('u_rbc_ml', 'Hemácias', '6.500', 'até 5.000/mL', '/mL')
    sd.rows.append(Row({'text': 'Elementos (microscopia)'}, kind='sub'))
    s('sed_epi', 'Células epiteliais', 'Raras', 'Raras')
    s('sed_bact', 'Bactérias', 'Numerosas', 'Ausentes')
    s('sed_casts', 'Cilindros', 'Ausentes', 'Ausentes')
    s('sed_yeast', 'Leveduras', 'Ausentes', 'Ausentes')

    p1 = [Title('URINA TIPO I (EAS) – ROTINA DE URINA', 'plain', size=10),
          Columns([fq], [sd, Text('Método: tira reativa com leitura em refletômetro; sedimento em analisador de '
                                  'partículas urinárias com revisão microscópica.', size=7, italic=True)],
                  split=0.52, gap=5)]

    org = R('ucult', 'Microrganismo isolado', 'Escherichia coli')
    cnt = R('ucount', 'Contagem de colônias', 'Superior a 100.000', 'UFC/mL')
    p1 += [Title('UROCULTURA COM ANTIBIOGRAMA', 'plain', size=10),
           Box([Lines([
               Line([Seg(0, 'Material: urina de jato médio – semeadura em ágar CLED e MacConkey (alça calibrada 1 µL)',
                         size=7.6, italic=True)]),
               Line([Seg(0, 'Microrganismo isolado:', bold=True), Seg(0.3, 'Escherichia coli', italic=True, bold=True)],
                    [org]),
               Line([Seg(0, 'Contagem de colônias:', bold=True), Seg(0.3, 'Superior a 100.000 UFC/mL', bold=True)],
                    [cnt]),
               Line([Seg(0, 'Interpretação: contagem significativa (≥ 100.000 UFC/mL).', size=7.6)]),
           ], size=8.6)], pad=1.6, border=0.3)]
    ab = Table([Col('a', 'Antimicrobiano', 0.45), Col('i', 'Interpretação', 0.25, 'c'),
                Col('c', 'Classe', 0.30)], [], rules='grid', size=8.2, head_bg='#d9eef2')
    for key, nm, it, cl in [
            ('ab_amp', 'Ampicilina', 'Resistente', 'Penicilinas'),
            ('ab_amc', 'Amoxicilina + Ácido clavulânico', 'Sensível', 'Penicilina + inibidor'),
            ('ab_cef', 'Cefalotina', 'Resistente', 'Cefalosporina 1ª geração'),
            ('ab_cro', 'Ceftriaxona', 'Sensível', 'Cefalosporina 3ª geração'),
            ('ab_fep', 'Cefepime', 'Sensível', 'Cefalosporina 4ª geração'),
            ('ab_cip', 'Ciprofloxacino', 'Resistente', 'Quinolonas'),
            ('ab_lev', 'Levofloxacino', 'Resistente', 'Quinolonas'),
            ('ab_gen', 'Gentamicina', 'Sensível', 'Aminoglicosídeos'),
            ('ab_nit', 'Nitrofurantoína', 'Sensível', 'Nitrofuranos'),
            ('ab_sxt', 'Sulfametoxazol + Trimetoprima', 'Resistente', 'Sulfonamidas'),
            ('ab_fos', 'Fosfomicina', 'Sensível', 'Fosfonatos'),
            ('ab_tzp', 'Piperacilina + Tazobactam', 'Sensível', 'Penicilina + inibidor'),
            ('ab_mer', 'Meropenem', 'Sensível', 'Carbapenêmicos')]:
        ab.rows.append(Row({'a': nm, 'i': it, 'c': cl}, [R(key, nm, it)]))
    p2 = [Title('TESTE DE SENSIBILIDADE AOS ANTIMICROBIANOS (ANTIBIOGRAMA)', 'plain', size=10),
          Text('Método: disco-difusão (Kirby-Bauer), interpretação conforme BrCAST 2025.', size=7.4, italic=True),
          ab,
          Text('Sensível: sensível, dose padrão. Resistente: alta probabilidade de falha terapêutica. '
               'Não foi detectada produção de ESBL (teste de aproximação de discos negativo).', size=7.2)]
    return Report('h08', 'Bio-Análise Laboratório Clínico (Parnaíba/PI)', coll, [p1, p2], header, footer,
                  font='sans', size=8.3, margins=(10, 12, 8, 12), footer_h=7,
                  title='Bio-Análise – OS 0609-0314',
                  meta={'city': 'Parnaíba/PI', 'kind': 'small private laboratory',
                        'layout': 'urinalysis in two side-by-side grid tables (physical/chemical | sediment with '
                                  'automated counts per mL), section rows inside tables, framed urine-culture box '
                                  'with "Superior a 100.000 UFC/mL", antibiogram grid with interpretations in words',
                        'dates': '"Coleta:" 09/06/2025; "Entrada" (same day) is sample receipt; culture release date '
                                 '11/06/2025 is not a collection date'})


# ===========================================================================
# h09 - private lab, Feira de Santana-BA: prenatal panel, values on the line below the name
# ===========================================================================
def h09():
    coll = '2025-03-18'

    def header(p, n):
        return [
            Brand('Laboratório Clínico Vida', [
                'Rua Marechal Deodoro, 317 – Centro – Feira de Santana/BA – CEP 44001-064 – (75) 3623-4471',
                'Responsável técnica: Dra. Quitéria M. Oliveira – CRF-BA 7.720'],
                logo='V', logo_shape='circle', color='#9c2a52', name_size=14),
            Lines([
                Line([Seg(0, 'Paciente: JAQUELINE SANTOS DE ALMEIDA', bold=True),
                      Seg(0.62, 'Requisição: 3180-2291')]),
                Line([Seg(0, 'Data de nascimento: 08/12/1999 – 25 anos'), Seg(0.62, 'Sexo: Feminino')]),
                Line([Seg(0, 'DUM: 02/10/2024 – Idade gestacional: 23 semanas e 6 dias'),
                      Seg(0.62, 'Data da solicitação: 11/03/2025')]),
                Line([Seg(0, 'Coleta realizada em %s, às 06:55' % d(coll, 'long'), bold=True),
                      Seg(0.62, 'Médico(a): Dra. Tainá R. Lobo')]),
            ], size=8.4),
            Rule(0.8, color='#9c2a52'),
        ]

    def footer(p, n):
        return [Rule(0.3),
                Text('Documento assinado digitalmente – Dra. Quitéria M. Oliveira – CRF-BA 7.720 – 19 de março de '
                     '2025, 15:22.  Página %d/%d' % (p, n), size=7, align='c')]

    def blk(title, items, method='', refs=()):
        """name line, then value line(s) indented; references at the right of the value line."""
        ls = [Line([Seg(0, title, bold=True)], size=8.8)]
        for i, (label, r) in enumerate(items):
            segs = [Seg(0.04, (label + '  ' if label else '') + (r.value + ' ' + r.unit).strip(), bold=not label)]
            if i < len(refs):
                segs.append(Seg(0.45, refs[i], size=7.6))
            ls.append(Line(segs, [r]))
        for t in refs[len(items):]:
            ls.append(Line([Seg(0.45, t, size=7.6)]))
        out = [Lines(ls, font='serif')]
        if method:
            out.append(Text(method, size=6.9, italic=True))
        out.append(Spacer(0.6))
        return out

    rbc, hb, ht = 3.92, 11.3, 33.9
    cbc = [('rbc', 'Hemácias', br(rbc, 2), 'milhões/mm³', '3,80 a 5,20'),
           ('hb', 'Hemoglobina', br(hb, 1), 'g/dL', 'gestante: igual ou superior a 11,0'),
           ('hct', 'Hematócrito', br(ht, 1), '%', '33,0 a 45,0'),
           ('mcv', 'VCM', br(ht / rbc * 10, 1), 'fL', '80,0 a 100,0'),
           ('mch', 'HCM', br(hb / rbc * 10, 1), 'pg', '26,0 a 34,0'),
           ('mchc', 'CHCM', br(hb / ht * 100, 1), 'g/dL', '31,0 a 36,0'),
           ('rdw', 'RDW', '13,9', '%', '11,5 a 15,0'),
           ('wbc', 'Leucócitos', '9.870', '/mm³', '5.000 a 15.000 (gestante)'),
           ('plt', 'Plaquetas', '231.000', '/mm³', '150.000 a 450.000')]
    left, right = [], []
    for i, (k, nm, v, u, ref) in enumerate(cbc):
        (left if i < 5 else right).extend(blk(nm, [('', R(k, nm, v, u))], refs=[ref]))
    p1 = [Title('HEMOGRAMA', 'under', size=10, font='serif'),
          Text('Sangue total EDTA – automação com revisão de lâmina.', size=7, italic=True),
          Columns(left, right, split=0.5, gap=8)]

    og = Table([Col('n', 'Amostra', 0.34), Col('h', 'Horário', 0.14, 'c'), Col('r', 'Glicemia', 0.2, 'r'),
                Col('ref', 'Referência (IADPSG / SBD)', 0.32)], [], rules='header', size=8.4, font='serif',
               head_bg=None)
    for key, nm, h, v, ref in [('glu_fast', 'Glicose – jejum', '07:05', '88', 'inferior a 92 mg/dL'),
                               ('ogtt_60', 'Glicose – 60 minutos', '08:10', '162', 'inferior a 180 mg/dL'),
                               ('ogtt_120', 'Glicose – 120 minutos', '09:10', '141', 'inferior a 153 mg/dL')]:
        og.rows.append(Row({'n': nm, 'h': h, 'r': v + ' mg/dL', 'ref': ref}, [R(key, nm, v, 'mg/dL')]))
    p1 += [Title('TESTE ORAL DE TOLERÂNCIA À GLICOSE (TOTG) – 75 g', 'under', size=10, font='serif'),
           Text('Plasma fluoretado – método enzimático (hexoquinase). Sobrecarga com 75 g de dextrosol às 07:10.',
                size=7, italic=True), og,
           Text('Interpretação: nenhum valor igual ou superior ao ponto de corte – TOTG normal para a gestação.',
                size=7.4)]
    p1 += [Title('IMUNO-HEMATOLOGIA', 'under', size=10, font='serif')]
    p1 += blk('Grupo sanguíneo (ABO)', [('', R('abo', 'Grupo sanguíneo (ABO)', 'A'))])
    p1 += blk('Fator Rh (D)', [('', R('rh', 'Fator Rh (D)', 'Negativo'))], refs=['Gestante Rh negativo: '
                                                                               'acompanhar Coombs indireto'])
    p1 += blk('Coombs indireto (pesquisa de anticorpos irregulares)',
              [('', R('abscreen', 'Coombs indireto (pesquisa de anticorpos irregulares)', 'Negativo'))],
              method='Técnica em gel (LISS/Coombs) – painel de triagem com 2 hemácias.')

    p2 = [Title('SOROLOGIAS DO PRÉ-NATAL', 'under', size=10, font='serif')]
    sero = [('toxo_g_pres', 'Toxoplasmose IgG', 'Não reagente', 'Não reagente: inferior a 1,6 UI/mL'),
            ('toxo_m_pres', 'Toxoplasmose IgM', 'Não reagente', 'Não reagente: índice inferior a 0,50'),
            ('rub_g_pres', 'Rubéola IgG', 'Reagente', 'Reagente: imunidade (igual ou superior a 10 UI/mL)'),
            ('hiv', 'HIV 1 e 2 (antígeno e anticorpos)', 'Não reagente', 'Não reagente'),
            ('vdrl', 'VDRL', 'Não reagente', 'Não reagente'),
            ('hbsag', 'HBsAg', 'Não reagente', 'Não reagente'),
            ('hcv', 'Anti-HCV', 'Não reagente', 'Não reagente')]
    l, r = [], []
    for i, (k, nm, v, ref) in enumerate(sero):
        (l if i < 4 else r).extend(blk(nm, [('', R(k, nm, v))], refs=[ref]))
    p2 += [Columns(l, r, split=0.5, gap=8),
           Text('Métodos: quimioluminescência (toxoplasmose, rubéola, HIV, HBsAg, anti-HCV); VDRL por floculação. '
                'Gestante suscetível à toxoplasmose: repetir sorologia a cada trimestre.', size=7, italic=True)]
    p2 += [Title('OUTROS EXAMES', 'under', size=10, font='serif')]
    p2 += blk('TSH – Hormônio tireoestimulante', [('', R('tsh', 'TSH – Hormônio tireoestimulante', '2,11', 'µUI/mL'))],
              method='Soro – eletroquimioluminescência.',
              refs=['1º trimestre: 0,10 a 2,50 µUI/mL', '2º trimestre: 0,20 a 3,00 µUI/mL',
                    '3º trimestre: 0,30 a 3,00 µUI/mL'])
    p2 += blk('Ferritina', [('', R('ferritin', 'Ferritina', '28,4', 'ng/mL'))], method='Soro – quimioluminescência.',
              refs=['Mulheres: 10,0 a 291,0 ng/mL'])
    p2 += blk('Urocultura', [('', R('ucult', 'Urocultura', 'Negativa'))],
              method='Urina de jato médio. Ausência de crescimento bacteriano após 48 horas de incubação.',
              refs=['Negativa'])
    return Report('h09', 'Laboratório Clínico Vida (Feira de Santana/BA)', coll, [p1, p2], header, footer,
                  font='serif', size=8.4, margins=(10, 13, 8, 13), footer_h=7,
                  title='Laboratório Clínico Vida – Requisição 3180-2291',
                  meta={'city': 'Feira de Santana/BA', 'kind': 'private laboratory, prenatal panel',
                        'layout': 'exam name on its own line and the value on the line below (indented), references '
                                  'to the right, some blocks arranged in two columns; OGTT as a small table with '
                                  'sampling times; DejaVu Serif',
                        'dates': '"Coleta realizada em 18 de março de 2025"; DUM 02/10/2024, request date '
                                 '11/03/2025, birth date and signature date are not collection dates'})


# ===========================================================================
# h10 - endocrinology lab, Passo Fundo-RS: hormones, dotted leaders, long phase references
# ===========================================================================
def h10():
    coll = '2025-03-06'

    def header(p, n):
        return [
            Brand('ENDOLAB', ['Laboratório de Endocrinologia e Análises Clínicas',
                              'Rua Independência, 1.455 – Centro – Passo Fundo/RS – (54) 3311-8420'],
                  logo='EL', color='#6a4c1e', name_size=16,
                  right=['Protocolo: PF-250306-0447', 'Coletado em: %s 08:05' % d(coll), 'Página %d de %d' % (p, n)]),
            Box([Lines([
                Line([Seg(0, 'Cliente:', bold=True), Seg(0.09, 'Camila Rossetto Dalla Costa'),
                      Seg(0.55, 'Nasc.:', bold=True), Seg(0.62, '14/07/1990 (34 anos)')]),
                Line([Seg(0, 'Médico:', bold=True), Seg(0.09, 'Dr. Gustavo P. Menegat – CRM-RS 31.902'),
                      Seg(0.55, 'Informações:', bold=True), Seg(0.67, '3º dia do ciclo; DUM 04/03/2025')]),
            ], size=8.2)], pad=1.4, border=0.2, radius=1.5),
        ]

    def footer(p, n):
        return [Rule(0.25),
                Text('Exames liberados em 07/03/2025 por Dra. Aline Zanatta Bortolini – Farmacêutica-Bioquímica – '
                     'CRF-RS 12.335. Valores de referência dependem do método, da idade e da fase do ciclo.',
                     size=6.9)]

    def ex(key, name, val, unit, refs, method, flag=''):
        r = R(key, name, val, unit, flag=flag)
        ls = [Line([Seg(0, name, w=0.5, leader=True, bold=True), Seg(0.5, val, w=0.13, align='r', bold=True),
                    Seg(0.645, unit + ('   ' + flag if flag else ''), bold=True)], [r], size=9)]
        for t in refs:
            ls.append(Line([Seg(0.06, t, size=7.5)], lh=1.25))
        return [Lines(ls), Text(method, size=6.8, italic=True), Spacer(0.8)]

    p1 = [Title('HORMÔNIOS SEXUAIS E HIPOFISÁRIOS', 'center', size=10)]
    p1 += ex('fsh', 'FSH – Hormônio folículo-estimulante', '7,8', 'mUI/mL',
             ['Fase folicular: 3,5 a 12,5 mUI/mL', 'Pico ovulatório: 4,7 a 21,5 mUI/mL',
              'Fase lútea: 1,7 a 7,7 mUI/mL', 'Pós-menopausa: 25,8 a 134,8 mUI/mL'],
             'Método: eletroquimioluminescência. Material: soro.')
    p1 += ex('lh', 'LH – Hormônio luteinizante', '5,2', 'mUI/mL',
             ['Fase folicular: 2,4 a 12,6 mUI/mL', 'Pico ovulatório: 14,0 a 95,6 mUI/mL',
              'Fase lútea: 1,0 a 11,4 mUI/mL', 'Pós-menopausa: 7,7 a 58,5 mUI/mL'],
             'Método: eletroquimioluminescência. Material: soro.')
    p1 += ex('e2', 'Estradiol', '48', 'pg/mL',
             ['Fase folicular: 12,5 a 166,0 pg/mL', 'Pico ovulatório: 85,8 a 498,0 pg/mL',
              'Fase lútea: 43,8 a 211,0 pg/mL', 'Pós-menopausa: inferior a 54,7 pg/mL'],
             'Método: eletroquimioluminescência (2ª geração). Material: soro.')
    p1 += ex('prog', 'Progesterona', '0,42', 'ng/mL',
             ['Fase folicular: 0,06 a 0,89 ng/mL', 'Fase lútea: 1,83 a 23,90 ng/mL',
              'Pós-menopausa: inferior a 0,20 ng/mL'], 'Método: eletroquimioluminescência. Material: soro.')
    p1 += ex('prl', 'Prolactina', '18,6', 'ng/mL', ['Mulheres não gestantes: 4,8 a 23,3 ng/mL'],
             'Método: eletroquimioluminescência. Pesquisa de macroprolactina não indicada.')
    p1 += ex('bhcg', 'Beta HCG quantitativo', 'inferior a 1,2', 'mUI/mL',
             ['Não gestantes: inferior a 5,0 mUI/mL', 'Gestação (semanas após a DUM): 3 sem.: 5,4 a 72,0; '
              '4 sem.: 10,2 a 708; 5 sem.: 217 a 8.245 mUI/mL'],
             'Método: eletroquimioluminescência. Limite de detecção: 1,2 mUI/mL.')
    p1 += [Title('ANDRÓGENOS E ADRENAL', 'center', size=10)]
    p1 += ex('testo', 'Testosterona total', '38', 'ng/dL',
             ['Mulheres 20 a 49 anos: 8,4 a 48,1 ng/dL', 'Mulheres 50 anos ou mais: 2,9 a 40,8 ng/dL'],
             'Método: eletroquimioluminescência. Material: soro.')
    p1 += ex('shbg', 'SHBG – Globulina ligadora de hormônios sexuais', '52,1', 'nmol/L',
             ['Mulheres 20 a 49 anos (não gestantes): 32,4 a 128,0 nmol/L'], 'Método: eletroquimioluminescência.')
    p1 += ex('ftesto', 'Testosterona livre (calculada)', '0,52', 'ng/dL',
             ['Mulheres 20 a 49 anos: 0,09 a 0,79 ng/dL'], 'Cálculo pela fórmula de Vermeulen (testosterona total, SHBG e albumina).')

    p2 = []
    p2 += ex('dheas', 'DHEA-S – Sulfato de deidroepiandrosterona', '186', 'µg/dL',
             ['15 a 19 anos: 65,1 a 368,0 µg/dL', '20 a 24 anos: 148,0 a 407,0 µg/dL',
              '25 a 34 anos: 98,8 a 340,0 µg/dL', '35 a 44 anos: 60,9 a 337,0 µg/dL',
              '45 a 54 anos: 35,4 a 256,0 µg/dL'], 'Método: eletroquimioluminescência.')
    p2 += ex('androst', 'Androstenediona', '1,6', 'ng/mL', ['Mulheres pré-menopausa: 0,5 a 3,5 ng/mL'],
             'Método: quimioluminescência.')
    p2 += ex('cortisol', 'Cortisol (coleta às 8 horas)', '14,2', 'µg/dL',
             ['Coleta entre 6 e 10 horas: 6,2 a 19,4 µg/dL', 'Coleta entre 16 e 20 horas: 2,3 a 11,9 µg/dL'],
             'Método: eletroquimioluminescência. Material: soro.')
    p2 += [Title('TIREOIDE', 'center', size=10)]
    p2 += ex('tsh', 'TSH', '3,94', 'µUI/mL', ['Adultos: 0,27 a 4,20 µUI/mL'], 'Método: eletroquimioluminescência.')
    p2 += ex('ft4', 'T4 livre', '1,05', 'ng/dL', ['Adultos: 0,93 a 1,70 ng/dL'], 'Método: eletroquimioluminescência.')
    p2 += ex('tpo', 'Anticorpos antiperoxidase (anti-TPO)', '86,4', 'UI/mL', ['Inferior a 34,0 UI/mL'],
             'Método: eletroquimioluminescência.', flag='(A)')
    p2 += [Title('METABOLISMO E VITAMINAS', 'center', size=10)]
    p2 += ex('glu_fast', 'Glicose em jejum', '86', 'mg/dL', ['70 a 99 mg/dL'], 'Método: hexoquinase. Plasma fluoretado.')
    p2 += ex('insulin', 'Insulina basal', '9,8', 'µUI/mL', ['2,6 a 24,9 µUI/mL (jejum)'],
             'Método: eletroquimioluminescência.')
    p2 += ex('homa', 'Índice HOMA-IR', '2,08', '', ['Valor de corte sugerido para resistência insulínica: 2,71'],
             'Cálculo: glicose (mg/dL) x insulina (µUI/mL) / 405.')
    p2 += ex('vitd', 'Vitamina D (25-OH)', '24,6', 'ng/mL',
             ['População saudável (até 60 anos): superior a 20 ng/mL',
              'Grupos de risco: 30 a 60 ng/mL', 'Risco de toxicidade: superior a 100 ng/mL'],
             'Método: quimioluminescência (SBPC/ML e SBEM, 2017).')
    p2 += ex('b12', 'Vitamina B12', '412', 'pg/mL', ['197 a 771 pg/mL'], 'Método: eletroquimioluminescência.')
    p2 += ex('folate', 'Ácido fólico', '11,8', 'ng/mL', ['Superior a 3,9 ng/mL'], 'Método: eletroquimioluminescência.')
    p2 += ex('ferritin', 'Ferritina', '46,0', 'ng/mL', ['Mulheres: 13,0 a 150,0 ng/mL'],
             'Método: eletroquimioluminescência.')
    p2 += [Text('(A) = resultado alterado em relação ao valor de referência.', size=7, italic=True)]
    return Report('h10', 'Endolab – Laboratório de Endocrinologia e Análises Clínicas (Passo Fundo/RS)', coll,
                  [p1, p2], header, footer, font='sans', size=8.4, margins=(9, 13, 8, 13), footer_h=8,
                  title='Endolab – Protocolo PF-250306-0447',
                  meta={'city': 'Passo Fundo/RS', 'kind': 'private endocrinology laboratory',
                        'layout': 'one line per result with the name followed by dotted leaders and a right-aligned '
                                  'value, unit after the value; long multi-line age/cycle-phase references under '
                                  'each result; "inferior a" comparator; calculated HOMA-IR and free testosterone',
                        'dates': '"Coletado em" 06/03/2025 (in the header); DUM 04/03/2025, birth date and release '
                                 'date 07/03/2025 are not collection dates'})


REPORTS = [h06, h07, h08, h09, h10]
