"""The twelve bs reports, as data (one function per laboratory). All content is invented."""
from model import Style, C, R, Row, T, P, Cols, Sp, Page, Report
from fpdf_render import leader


def br(x, d=0):
    """Brazilian number format: 1.234,5"""
    s = ('%.' + str(d) + 'f') % x
    ip, _, fp = s.partition('.')
    neg = ip.startswith('-')
    ip = ip.lstrip('-')
    groups = []
    while len(ip) > 3:
        groups.insert(0, ip[-3:])
        ip = ip[:-3]
    groups.insert(0, ip)
    out = ('-' if neg else '') + '.'.join(groups)
    return out + (',' + fp if fp else '')


def ab(wbc, pct):
    return int(round(wbc * pct / 100.0))


def kv(pairs, widths, size=None, rules='none', bold_labels=True, box=False, pad=0.35, font=None, label_color=None):
    """rows of label/value pairs; pairs is a list of rows, each a list of (label, value)."""
    rows = []
    for pr in pairs:
        cells = []
        for lab, val in pr:
            cells.append(C(lab, bold=bold_labels, color=label_color))
            cells.append(C(val))
        rows.append(Row(cells))
    return T(widths, rows, size=size, rules=rules, box=box, pad=pad, font=font)


# ---------------------------------------------------------------------------------------------
def bs01():
    st = Style(font='sans', size=8.3, accent='#0b5394', margins=(12, 9, 12, 10), rule='#9fb6cd')
    D, PREV = '2025-03-18', '2024-11-12'
    blue = st.accent
    head = [
        T([0.62, 0.38], [Row([C('SÃO LUCAS', bold=True, size=20, color=blue),
                               C('Unidade Jardim Sumaré\nAv. Presidente Vargas, 2.118 – Ribeirão Preto/SP\n'
                                 'Tel. (16) 3627-4410  |  www.saolucaslab.com.br', size=7, align='R', color='#444444')]),
                          Row([C('ANÁLISES CLÍNICAS  •  CNES 6093124', size=7.5, color=blue, bold=True),
                               C('CNPJ 48.915.337/0001-62', size=7, align='R', color='#444444')])], pad=0.2),
        P('', pad=0.3, border='b', border_color=blue),
        Sp(1.5),
        kv([[('Paciente:', 'ROBERTO CARLOS VILELA MENDES'), ('Pedido:', '0318-26541')],
            [('Data de Nascimento:', '14/07/1968  (56 anos)'), ('Sexo:', 'Masculino')],
            [('Médico:', 'Dr. Henrique Assis Toledo – CRM-SP 84.512'), ('Convênio:', 'UNIMED Ribeirão')],
            [('Data do pedido:', '12/03/2025'), ('Data de coleta:', '18/03/2025 07:42')],
            [('Recebido em:', '18/03/2025 08:15'), ('Liberado em:', '18/03/2025 16:10')]],
           [0.19, 0.39, 0.14, 0.28], size=7.8, box=True),
        Sp(2),
    ]

    def foot(p):
        return [P('Responsável técnico: Dra. Lúcia Helena Prado Rocha – CRF-SP 31.207  |  Assinado eletronicamente',
                  size=6.8, color='#444444', border='t', border_color=blue),
                P('Impresso em 19/03/2025 09:03    Pedido 0318-26541    Página %d de 2' % p, size=6.8, align='R', color='#444444')]

    red = '#c00000'
    W = [0.28, 0.14, 0.14, 0.26, 0.18]
    hdr = Row(['Exame', C('Resultado', align='R'), 'Unidade', 'Valores de referência', C('Anterior\n12/11/2024', align='R')],
              head=True, size=7.5)
    ery = [('rbc', 'Hemácias', '4,61', '4,48', 'milhões/mm³', '4,50 a 5,90'),
           ('hb', 'Hemoglobina', '13,9', '13,5', 'g/dL', '13,5 a 17,5'),
           ('ht', 'Hematócrito', '41,8', '40,9', '%', '39,0 a 50,0'),
           ('mcv', 'VCM', '90,7', None, 'fL', '80,0 a 100,0'),
           ('mch', 'HCM', '30,2', None, 'pg', '26,0 a 34,0'),
           ('mchc', 'CHCM', '33,3', None, 'g/dL', '31,0 a 36,0'),
           ('rdw', 'RDW', '13,1', None, '%', '11,5 a 15,0')]
    rows = [hdr, Row([C('ERITROGRAMA', bold=True, color=blue, span=5)])]
    for k, n, v, pv, u, ref in ery:
        rows.append(Row([n, R(k, n, v, u, align='R', bold=True), u, ref,
                         R(k, n, pv, u, date=PREV, align='R', color='#555555') if pv else C('–', align='R', color='#555555')]))
    wbc = 7350
    rows.append(Row([C('LEUCOGRAMA', bold=True, color=blue, span=5)], line_above=True))
    rows.append(Row(['Leucócitos', R('wbc', 'Leucócitos', br(wbc), '/mm³', align='R', bold=True), '/mm³', '3.500 a 10.500',
                     R('wbc', 'Leucócitos', '6.980', '/mm³', date=PREV, align='R', color='#555555')]))
    diff = T([0.28, 0.1, 0.16, 0.14, 0.32],
             [Row(['', C('%', align='R'), C('/mm³', align='R'), '', 'Referência (% | /mm³)'], head=True, size=7.5)] +
             [Row([n, R(kp, n, br(p), '%', align='R'), R(ka, n, br(ab(wbc, p)), '/mm³', align='R', bold=True), '', ref])
              for kp, ka, n, p, ref in [
                 ('band_p', 'band_a', 'Bastonetes', 2, '0 a 5  |  0 a 500'),
                 ('seg_p', 'seg_a', 'Segmentados', 58, '40 a 70  |  1.700 a 7.000'),
                 ('eos_p', 'eos_a', 'Eosinófilos', 3, '1 a 5  |  50 a 500'),
                 ('baso_p', 'baso_a', 'Basófilos', 1, '0 a 2  |  0 a 200'),
                 ('lym_p', 'lym_a', 'Linfócitos', 30, '20 a 45  |  900 a 3.400'),
                 ('mono_p', 'mono_a', 'Monócitos', 6, '2 a 10  |  200 a 900')]],
             rules='head', rule_color=st.rule, pad=0.45)
    plt = T(W, [Row([C('PLAQUETAS', bold=True, color=blue, span=5)], line_above=True),
                Row(['Plaquetas', R('plt', 'Plaquetas', '248.000', '/mm³', align='R', bold=True), '/mm³', '150.000 a 450.000',
                     R('plt', 'Plaquetas', '231.000', '/mm³', date=PREV, align='R', color='#555555')]),
                Row(['VPM', R('mpv', 'VPM', '10,2', 'fL', align='R', bold=True), 'fL', '7,4 a 12,0', C('–', align='R')])],
            rules='none', pad=0.45)
    p1 = head + [
        P('HEMOGRAMA COMPLETO', bold=True, size=10, color='#ffffff', bg=blue),
        P('Material: Sangue total (EDTA)    Método: Citometria de fluxo / impedância (Sysmex XN-1000) e microscopia', size=7, italic=True, color='#444444'),
        T(W, rows, rules='none', pad=0.45), diff, plt, Sp(2),
        P('Morfologia eritrocitária: normocitose e normocromia.\nSérie plaquetária sem alterações morfológicas à microscopia.', size=7.5),
        Sp(2),
        P('Nota: os valores absolutos do leucograma são calculados a partir da contagem global de leucócitos.', size=6.8, italic=True, color='#555555'),
    ]
    W2 = [0.3, 0.13, 0.13, 0.26, 0.18]
    h2 = Row(['Exame', C('Resultado', align='R'), 'Unidade', 'Valores de referência', C('Anterior\n12/11/2024', align='R')], head=True, size=7.5)

    def r2(k, n, v, u, ref, flag='', pv=None, lines=1):
        return Row([n, R(k, n, v, u, flag=flag, align='R', bold=True, color=red if flag else None), u, ref,
                    R(k, n, pv, u, date=PREV, align='R', color='#555555') if pv else C('–', align='R', color='#555555')])
    t2 = T(W2, [h2,
                Row([C('GLICEMIA E HEMOGLOBINA GLICADA', bold=True, color=blue, span=5)]),
                r2('glu_f', 'Glicose em jejum', '104', 'mg/dL', '70 a 99', '↑', '101'),
                r2('hba1c', 'Hemoglobina glicada (HbA1c)', '6,1', '%', 'Normal: inferior a 5,7\nPré-diabetes: 5,7 a 6,4', '↑', '5,9'),
                r2('eag', 'Glicose média estimada', '128', 'mg/dL', '–', '', None),
                Row([C('PERFIL LIPÍDICO  (jejum de 12 horas)', bold=True, color=blue, span=5)], line_above=True),
                r2('chol', 'COLESTEROL TOTAL', '212', 'mg/dL', 'Desejável: < 190', '↑', '198'),
                r2('hdl', 'HDL-COLESTEROL', '48', 'mg/dL', 'Desejável: > 40', '', '45'),
                r2('ldl', 'LDL-COLESTEROL (Friedewald)', '139', 'mg/dL', 'Ver nota abaixo', '', None),
                r2('vldl', 'VLDL-COLESTEROL', '25', 'mg/dL', '< 30', '', None),
                r2('trig', 'TRIGLICÉRIDES', '126', 'mg/dL', 'Desejável: < 150', '', '131'),
                r2('nonhdl', 'COLESTEROL\nNÃO-HDL', '164', 'mg/dL', 'Ver nota abaixo', '', None),
                Row([C('FUNÇÃO RENAL', bold=True, color=blue, span=5)], line_above=True),
                r2('creat', 'Creatinina', '0,92', 'mg/dL', '0,70 a 1,30', '', '0,95'),
                r2('egfr', 'TFG estimada (CKD-EPI 2021)', '96', 'mL/min/1,73m²', 'superior a 60', '', None),
                r2('urea', 'Ureia', '34', 'mg/dL', '19 a 49', '', None),
                r2('urate', 'Ácido úrico', '7,4', 'mg/dL', '3,5 a 7,2', '↑', None)],
           rules='rows', rule_color='#d5dee8', pad=0.6, size=8.3)
    p2 = head + [t2, Sp(3),
                 P('Metas de LDL-colesterol e não-HDL conforme categoria de risco cardiovascular\n'
                   '(Atualização da Diretriz Brasileira de Dislipidemias, SBC 2017): baixo risco LDL < 130 e não-HDL < 160 mg/dL;\n'
                   'risco intermediário LDL < 100 e não-HDL < 130 mg/dL; alto risco LDL < 70 e não-HDL < 100 mg/dL.',
                   size=6.9, color='#444444', italic=True),
                 Sp(2),
                 P('Material: soro / sangue total EDTA (HbA1c).  Métodos: enzimático colorimétrico; HPLC (HbA1c, certificado NGSP).\n'
                   'TFG estimada pela equação CKD-EPI 2021, sem coeficiente racial.', size=6.9, color='#444444')]
    return Report('bs01', 'São Lucas Análises Clínicas', 'Ribeirão Preto-SP', st, D,
                  [Page(p1, foot(1)), Page(p2, foot(2))],
                  features='ruled header/row tables, previous-result column (12/11/2024), differential % and /mm³, ↑ flags, two-line name',
                  title='Laudo 0318-26541')


# ---------------------------------------------------------------------------------------------
def bs02():
    st = Style(font='mono', size=9, margins=(16, 12, 14, 12), rule='#000000')
    D = '2025-02-06'
    NW = 186 - 30  # width of the page content
    wn = NW * 0.46

    def line(k, n, v, u, ref, qual=False):
        return Row([C(leader(n, wn, 'mono', 9)), R(k, n, v, u, qual=qual), C(u), C(ref)])
    rows = [line('glu_f', 'GLICOSE EM JEJUM', '98', 'mg/dL', '70 a 99'),
            line('urea', 'UREIA', '28', 'mg/dL', '15 a 45'),
            line('creat', 'CREATININA', '0,8', 'mg/dL', '0,6 a 1,1'),
            line('urate', 'ÁCIDO ÚRICO', '5,1', 'mg/dL', '2,4 a 5,7'),
            line('chol', 'COLESTEROL TOTAL', '187', 'mg/dL', '< 190'),
            line('hdl', 'HDL', '52', 'mg/dL', '> 40'),
            line('ldl', 'LDL', '112', 'mg/dL', 'ver tabela'),
            line('vldl', 'VLDL', '23', 'mg/dL', '< 30'),
            line('trig', 'TRIGLICÉRIDES', '115', 'mg/dL', '< 150'),
            line('ast', 'TGO (AST)', '21', 'U/L', 'até 32'),
            line('alt', 'TGP (ALT)', '18', 'U/L', 'até 33'),
            line('ggt', 'GAMA GT', '24', 'U/L', '5 a 36'),
            line('tsh', 'TSH', '2,31', 'µUI/mL', '0,45 a 4,50'),
            line('ft4', 'T4 LIVRE', '1,12', 'ng/dL', '0,70 a 1,80'),
            line('crp', 'PROTEÍNA C REATIVA', 'inferior a 6,0', 'mg/L', 'até 6,0'),
            line('vdrl', 'VDRL', 'NÃO REAGENTE', '', 'não reagente', qual=True),
            line('hbsag', 'HBsAg', 'NÃO REAGENTE', '', 'não reagente', qual=True)]
    body = [
        P('LABORATÓRIO SANTA RITA DE ANÁLISES CLÍNICAS', bold=True, size=11, align='C'),
        P('Rua Paulino Vieira, 77 - Centro - Itabuna/BA - Fone (73) 3211-0458\n'
          'CNPJ 13.204.551/0001-09  -  Farm.-Bioq. Resp.: Antônio Matos Brandão - CRF-BA 2.314', size=8, align='C'),
        P('=' * 78, size=8, align='C', pad=0.1),
        kv([[('Paciente..:', 'MARIA DAS DORES SANTANA'), ('Protocolo:', '25020617')],
            [('Nascimento:', '03/09/1959'), ('Sexo.....:', 'F')],
            [('Médico....:', 'DR. JOSÉ FERREIRA LIMA'), ('Convênio.:', 'PARTICULAR')],
            [('Pedido....:', '30/01/2025'), ('Coleta...:', '06/02/2025')],
            [('Entrada...:', '06/02/2025'), ('Emissão..:', '07/02/2025')]],
           [0.16, 0.5, 0.14, 0.2], size=8.5, bold_labels=False),
        P('=' * 78, size=8, align='C', pad=0.1),
        Sp(3),
        T([0.46, 0.2, 0.11, 0.23], [Row(['EXAME', 'RESULTADO', 'UNID.', 'VALOR DE REFERÊNCIA'], bold=True, line_below=True)] + rows,
          rules='none', pad=0.8),
        Sp(4),
        P('LDL - META CONFORME RISCO CARDIOVASCULAR: BAIXO < 130; INTERMEDIÁRIO < 100;\n'
          'ALTO < 70; MUITO ALTO < 50 MG/DL.\n'
          'LDL E VLDL CALCULADOS PELA FÓRMULA DE FRIEDEWALD.', size=7.5),
        Sp(2),
        P('MATERIAL: SORO.  COLETA REALIZADA NO LABORATÓRIO.', size=7.5),
    ]
    foot = [P('-' * 78, size=8, pad=0.1),
            P('ANTÔNIO MATOS BRANDÃO\nFarmacêutico-Bioquímico  CRF-BA 2.314', size=8, align='C'),
            P('Pág. 1/1', size=7.5, align='R')]
    return Report('bs02', 'Laboratório Santa Rita de Análises Clínicas', 'Itabuna-BA', st, D, [Page(body, foot)],
                  features='monospace old system, dotted leaders, no rules, uppercase, "inferior a", qualitative',
                  title='RESULTADO 25020617')


# ---------------------------------------------------------------------------------------------
def bs03():
    st = Style(font='sans', size=7.9, accent='#2e7d32', margins=(11, 9, 11, 10), rule='#7da77f')
    D = '2025-04-02'
    g = st.accent
    up, dn = '↑', '↓'
    red = '#b71c1c'
    head = [
        T([0.18, 0.52, 0.30], [Row([C('CDVI', bold=True, size=22, color='#ffffff', bg=g, align='C'),
                                     C('Centro de Diagnóstico\nVale do Itajaí', bold=True, size=12, color=g),
                                     C('Rua XV de Novembro, 1.450 – Centro\nBlumenau/SC – CEP 89010-003\n(47) 3322-9180', size=7, align='R')])],
          pad=0.6),
        Sp(1.5),
        kv([[('Nome', 'ANA PAULA KRÜGER SCHMIDT'), ('Atendimento', '71.044.218')],
            [('Nascimento', '22/11/1979'), ('Sexo', 'Feminino')],
            [('Solicitante', 'Dra. Carla Weiss – CRM-SC 12.774'), ('Unidade', 'Itoupava')],
            [('Coleta', '02/04/2025 08:05'), ('Emissão', '03/04/2025 11:47')]],
           [0.13, 0.47, 0.14, 0.26], size=7.6, rules='rows', label_color=g),
        Sp(2.5),
    ]
    wbc = 4120

    def hr(k, n, v, u, ref, flag=''):
        return Row([n, R(k, n, v, u, flag=flag, bold=True, align='R', color=red if flag else None), u, C(ref, color='#555555')])
    wl = [0.34, 0.2, 0.2, 0.26]
    left = [P('HEMOGRAMA', bold=True, size=9, color=g, border='b', border_color=g),
            P('Sangue total EDTA – Automação Mindray BC-6800', size=6.5, italic=True, color='#555555'),
            T(wl, [Row(['Eritrograma', '', '', 'Ref.'], head=True),
                   hr('rbc', 'Eritrócitos', '4,02', 'milhões/µL', '4,00–5,20'),
                   hr('hb', 'Hemoglobina', '11,4', 'g/dL', '12,0–15,5', dn),
                   hr('ht', 'Hematócrito', '35,2', '%', '36,0–46,0', dn),
                   hr('mcv', 'VCM', '87,6', 'fL', '80–98'),
                   hr('mch', 'HCM', '28,4', 'pg', '27–32'),
                   hr('mchc', 'CHCM', '32,4', 'g/dL', '32–36'),
                   hr('rdw', 'RDW-CV', '14,8', '%', '11,5–14,5', up)], rules='none', pad=0.4),
            Sp(1.5),
            T([0.34, 0.16, 0.24, 0.26], [Row(['Leucograma', C('%', align='R'), C('/µL', align='R'), 'Ref. /µL'], head=True),
                   Row(['Leucócitos', '', R('wbc', 'Leucócitos', br(wbc), '/µL', bold=True, align='R'), C('4.000–11.000', color='#555555')])] +
                  [Row([n, R(kp, n, br(p), '%', align='R'), R(ka, n, br(ab(wbc, p)), '/µL', bold=True, align='R',
                        flag=f, color=red if f else None), C(ref, color='#555555')])
                   for kp, ka, n, p, ref, f in [
                       ('neut_p', 'neut_a', 'Neutrófilos', 41, '1.800–7.700', ''),
                       ('lym_p', 'lym_a', 'Linfócitos', 46, '1.000–4.800', ''),
                       ('mono_p', 'mono_a', 'Monócitos', 9, '100–1.000', ''),
                       ('eos_p', 'eos_a', 'Eosinófilos', 3, '0–500', ''),
                       ('baso_p', 'baso_a', 'Basófilos', 1, '0–200', '')]],
              rules='none', pad=0.4),
            Sp(1.5),
            T(wl, [Row(['Plaquetograma', '', '', ''], head=True),
                   hr('plt', 'Plaquetas', '162', 'mil/µL', '150–450'),
                   hr('mpv', 'VPM', '11,8', 'fL', '9,0–12,5')], rules='none', pad=0.4),
            Sp(1.5),
            P('Observação: anisocitose discreta.', size=7),
            ]
    wr = [0.38, 0.14, 0.26, 0.22]
    right = [P('BIOQUÍMICA', bold=True, size=9, color=g, border='b', border_color=g),
             P('Soro – Métodos enzimáticos / ISE indireto (Cobas c503)', size=6.5, italic=True, color='#555555'),
             T(wr, [Row(['Exame', '', '', 'Ref.'], head=True),
                    hr('glu_f', 'Glicose', '88', 'mg/dL', '70–99'),
                    hr('urea', 'Ureia', '26', 'mg/dL', '15–40'),
                    hr('creat', 'Creatinina', '0,71', 'mg/dL', '0,51–0,95'),
                    hr('egfr', 'TFG (CKD-EPI 2021)', '> 90', 'mL/min/1,73m²', '≥ 60'),
                    hr('na', 'Sódio', '139', 'mmol/L', '136–145'),
                    hr('k', 'Potássio', '3,4', 'mmol/L', '3,5–5,1', dn),
                    hr('ca', 'Cálcio total', '9,3', 'mg/dL', '8,6–10,2')], rules='none', pad=0.4),
             Sp(2),
             P('PERFIL LIPÍDICO', bold=True, size=9, color=g, border='b', border_color=g),
             P('Soro – jejum de 10 h', size=6.5, italic=True, color='#555555'),
             T(wr, [Row(['Exame', '', '', 'Desejável'], head=True),
                    hr('chol', 'Colesterol total', '176', 'mg/dL', '< 190'),
                    hr('hdl', 'Colesterol HDL', '61', 'mg/dL', '> 40'),
                    hr('ldl', 'Colesterol LDL', '97', 'mg/dL', '< 130'),
                    hr('trig', 'Triglicerídeos', '88', 'mg/dL', '< 150')], rules='none', pad=0.4),
             Sp(2),
             P('METABOLISMO DO FERRO', bold=True, size=9, color=g, border='b', border_color=g),
             P('Soro – Quimioluminescência', size=6.5, italic=True, color='#555555'),
             T(wr, [hr('ferritin', 'Ferritina', '9,8', 'ng/mL', '15–150', dn)], rules='none', pad=0.4),
             Sp(3),
             P('Nota: potássio discretamente reduzido;\nsugere-se correlação clínica.', size=7, italic=True)]
    body = head + [Cols(left, right, gap=7, split=0.5, divider=True), Sp(4),
                   P('Legenda: ↑ acima do intervalo de referência   ↓ abaixo do intervalo de referência', size=7, color='#555555'),
                   P('Próximo retorno agendado pelo solicitante: 30/04/2025', size=7, color='#555555')]
    foot = [P('Bioquímica responsável: Dra. Juliana Hoffmann – CRF-SC 7.719  •  CNES 2558297  •  Laudo emitido em 03/04/2025',
              size=6.6, color='#555555', border='t', border_color=g),
            P('Página 1 de 1', size=6.6, align='R', color='#555555')]
    return Report('bs03', 'Centro de Diagnóstico Vale do Itajaí', 'Blumenau-SC', st, D, [Page(body, foot)],
                  features='two independent columns with divider, ↑↓ flags, "> 90" eGFR, differential %/abs, unruled', title='CDVI 71.044.218')


# ---------------------------------------------------------------------------------------------
def bs04():
    st = Style(font='serif', size=8.8, accent='#6a1b4d', margins=(15, 10, 15, 11), rule='#6a1b4d')
    D = '2025-05-12'
    acc = st.accent
    head = [
        T([0.6, 0.4], [Row([C('Laboratório Clínico PRÓ-VIDA', bold=True, size=15, color=acc),
                             C('Av. T-63, 1.296 – Setor Bueno – Goiânia/GO\nFone (62) 3285-7700 – CNPJ 02.774.618/0001-35', size=7, align='R')])],
          pad=0.4),
        P('Excelência em diagnóstico desde 1987', size=7.5, italic=True, color=acc, border='b', border_color=acc),
        Sp(1.5),
        kv([[('Cliente:', 'Sr. Fábio Augusto Nogueira'), ('Registro:', 'PV-0512-3381')],
            [('Data de nascimento:', '28/02/1961'), ('Sexo:', 'M')],
            [('Médico(a):', 'Dra. Renata Pires Caldas – CRM-GO 9.412'), ('Data da coleta:', '12/05/2025')],
            [('Data da solicitação:', '06/05/2025'), ('Data do laudo:', '14/05/2025')]],
           [0.2, 0.44, 0.16, 0.2], size=8, box=True, rules='none'),
        Sp(3)]

    def blk(title, material, metodo, k, vt, unit, ref, qual=False, prev=None):
        out = [P(title, bold=True, size=9.5, border='b', border_color='#bbbbbb'),
               T([0.2, 0.8], [Row([C('Material:', italic=True), material]), Row([C('Método:', italic=True), metodo])],
                 size=7.6, pad=0.25)]
        rows = [Row([C('Resultado:', bold=True), R(k, title, vt, unit, inline_unit=True, bold=True, qual=qual), ''], size=9.5)]
        if prev:
            pvt, pdate, ptxt = prev
            rows.append(Row([C('Resultado anterior:', italic=True), R(k, title, pvt, unit, inline_unit=True, date=pdate),
                             C('em ' + ptxt, italic=True)], size=8))
        out.append(T([0.2, 0.3, 0.5], rows, pad=0.35))
        out.append(T([0.2, 0.8], [Row([C('Valores de\nreferência:', italic=True, size=7.6), C(ref, size=7.6)])], pad=0.3))
        out.append(Sp(3.2))
        return out

    def foot(p):
        return [P('Liberado eletronicamente por Dr. Marcelo Teixeira Vaz – CRBM-GO 3.905 em 14/05/2025 às 10:22',
                  size=6.8, border='t', border_color=acc),
                P('CNES 2337452  |  Registro PV-0512-3381  |  Página %d/2' % p, size=6.8, align='R')]
    p1 = head + (
        blk('TSH ULTRASSENSÍVEL', 'Soro', 'Eletroquimioluminescência', 'tsh', '4,87', 'µUI/mL',
            'Adultos: 0,27 a 4,20 µUI/mL') +
        blk('T4 LIVRE', 'Soro', 'Eletroquimioluminescência', 'ft4', '0,98', 'ng/dL', '0,93 a 1,70 ng/dL') +
        blk('ANTICORPOS ANTITIREOPEROXIDASE\n(ANTI-TPO)', 'Soro', 'Eletroquimioluminescência', 'atpo', 'inferior a 9,0', 'UI/mL',
            'Inferior a 34,0 UI/mL') +
        blk('25-HIDROXIVITAMINA D', 'Soro', 'Quimioluminescência', 'vitd', '23,4', 'ng/mL',
            'População saudável até 60 anos: superior a 20 ng/mL\nGrupos de risco: 30 a 60 ng/mL   Risco de toxicidade: superior a 100 ng/mL') +
        blk('VITAMINA B12', 'Soro', 'Quimioluminescência', 'b12', '312', 'pg/mL', '197 a 771 pg/mL') +
        blk('FERRITINA', 'Soro', 'Quimioluminescência', 'ferritin', '48,2', 'ng/mL', 'Homens: 30,0 a 400,0 ng/mL'))
    p2 = head + (
        blk('PSA TOTAL', 'Soro', 'Eletroquimioluminescência', 'psa', '1,92', 'ng/mL',
            'Inferior a 4,00 ng/mL\nObs.: valores devem ser interpretados em conjunto com o toque retal.') +
        blk('PSA LIVRE', 'Soro', 'Eletroquimioluminescência', 'fpsa', '0,41', 'ng/mL', 'Não se aplica') +
        blk('RELAÇÃO PSA LIVRE/PSA TOTAL', 'Soro', 'Cálculo', 'psa_r', '21', '%',
            'Superior a 25%: menor probabilidade de neoplasia (para PSA total entre 4 e 10 ng/mL)') +
        blk('HEMOGLOBINA GLICADA (HbA1c)', 'Sangue total EDTA', 'HPLC – cromatografia líquida de alta eficiência', 'hba1c',
            '5,4', '%', 'Normal: inferior a 5,7%   Pré-diabetes: 5,7 a 6,4%   Diabetes: igual ou superior a 6,5%',
            prev=('5,6', '2024-11-08', '08/11/2024')) +
        blk('COLESTEROL HDL', 'Soro', 'Enzimático colorimétrico homogêneo', 'hdl', '44', 'mg/dL', 'Superior a 40 mg/dL') +
        blk('PROTEÍNA C REATIVA ULTRASSENSÍVEL', 'Soro', 'Imunoturbidimetria', 'hscrp', '0,18', 'mg/dL',
            'Risco cardiovascular: baixo < 0,10; médio 0,10 a 0,30; alto > 0,30 mg/dL'))
    return Report('bs04', 'Laboratório Clínico Pró-Vida', 'Goiânia-GO', st, D, [Page(p1, foot(1)), Page(p2, foot(2))],
                  features='block layout (heading / material / método / Resultado:), two-line heading, previous result with date, "inferior a"',
                  title='Laudo PV-0512-3381')


# ---------------------------------------------------------------------------------------------
def bs05():
    st = Style(font='scond', size=8.2, margins=(12, 9, 12, 10), rule='#555555')
    D = '2025-03-25'
    head = [
        T([0.16, 0.84], [Row([C('SMS\nSOBRAL', bold=True, size=12, align='C'),
                               C('PREFEITURA MUNICIPAL DE SOBRAL – SECRETARIA MUNICIPAL DA SAÚDE\n'
                                 'LABORATÓRIO CENTRAL MUNICIPAL DE SOBRAL\n'
                                 'Rua Cel. José Sabóia, 412 – Centro – Sobral/CE – CNES 2424556', size=8, bold=True)])],
          rules='grid', pad=0.8),
        Sp(1),
        T([0.14, 0.4, 0.16, 0.3], [
            Row([C('Paciente', bold=True), 'FRANCISCA JANAÍNA ARAÚJO LIMA', C('Cartão SUS', bold=True), '898 0045 2217 3106']),
            Row([C('Nascimento', bold=True), '11/05/1999', C('Sexo', bold=True), 'Feminino']),
            Row([C('Unidade', bold=True), 'CSF Dom Expedito – Pré-natal', C('DUM', bold=True), '02/01/2025']),
            Row([C('Solicitação', bold=True), '18/03/2025', C('Data da coleta', bold=True), '25/03/2025']),
            Row([C('Profissional', bold=True), 'Enf.ª Lívia Sampaio – COREN-CE 412.887', C('Liberação', bold=True), '27/03/2025'])],
          rules='grid', pad=0.4, size=8),
        Sp(2)]
    W = [0.34, 0.3, 0.2, 0.16]

    def sec(t):
        return Row([C(t, bold=True, span=4)], bg='#e6e6e6')

    def r(k, n, ref, v, u='', qual=False):
        return Row([n, ref, R(k, n, v, u, qual=qual, bold=True), u])
    rows = [Row(['EXAME', 'VALORES DE REFERÊNCIA', 'RESULTADO', 'UNIDADE'], head=True, bg='#cccccc'),
            sec('HEMATOLOGIA – Sangue total EDTA'),
            r('hb', 'Hemoglobina', '11,0 a 15,0', '11,6', 'g/dL'),
            r('ht', 'Hematócrito', '33,0 a 45,0', '35,1', '%'),
            sec('IMUNO-HEMATOLOGIA'),
            r('abo', 'Grupo sanguíneo (ABO)', '-', 'O', qual=True),
            r('rh', 'Fator Rh (D)', '-', 'Positivo', qual=True),
            sec('BIOQUÍMICA – Soro'),
            r('glu_f', 'Glicemia de jejum', 'Gestante: inferior a 92', '86', 'mg/dL'),
            sec('IMUNOLOGIA / SOROLOGIA – Soro'),
            r('vdrl', 'VDRL', 'Não reagente', 'Não reagente', qual=True),
            r('hiv', 'Anti-HIV 1/2 (Ag/Ac)', 'Não reagente', 'Não reagente', qual=True),
            r('hbsag', 'HBsAg', 'Não reagente', 'Não reagente', qual=True),
            r('antihcv', 'Anti-HCV', 'Não reagente', 'Não reagente', qual=True),
            sec('URINA TIPO I (EAS) – Urina jato médio, 1ª micção'),
            Row([C('Exame físico', italic=True, span=4)]),
            r('u_color', 'Cor', 'Amarelo citrino', 'Amarelo citrino', qual=True),
            r('u_aspect', 'Aspecto', 'Límpido', 'Ligeiramente turvo', qual=True),
            r('u_sg', 'Densidade', '1,005 a 1,030', '1,020'),
            Row([C('Exame químico (tira reagente)', italic=True, span=4)]),
            r('u_ph', 'pH', '5,0 a 7,0', '6,0'),
            r('u_prot', 'Proteínas', 'Ausentes', 'Ausentes', qual=True),
            r('u_glu', 'Glicose', 'Ausente', 'Ausente', qual=True),
            r('u_ket', 'Corpos cetônicos', 'Ausentes', 'Ausentes', qual=True),
            r('u_blood', 'Hemoglobina', 'Ausente', 'Traços', qual=True),
            r('u_nit', 'Nitrito', 'Negativo', 'Negativo', qual=True),
            Row([C('Sedimentoscopia (microscopia, 400x)', italic=True, span=4)]),
            r('u_wbc', 'Leucócitos', 'até 5 p/campo', '8', 'p/campo'),
            r('u_rbc', 'Hemácias', 'até 3 p/campo', '2', 'p/campo'),
            r('u_epi', 'Células epiteliais', 'Raras', 'Algumas', qual=True),
            r('u_bact', 'Bactérias', 'Ausentes', 'Numerosas', qual=True)]
    body = head + [T(W, rows, rules='grid', pad=0.55), Sp(3),
                   P('Observação: sugere-se urocultura com antibiograma a critério clínico.\n'
                     'Resultado de anti-HIV não reagente não exclui infecção recente (janela imunológica).', size=7.5),
                   Sp(2),
                   P('Idade gestacional pela DUM na data da coleta: 11 semanas e 6 dias.', size=7.5)]
    foot = [P('Resp. técnica: Dra. Maria Eliane Pontes – CRF-CE 4.108        Impresso em 27/03/2025 14:36        Folha 1/1',
              size=7, border='t')]
    return Report('bs05', 'Laboratório Central Municipal de Sobral', 'Sobral-CE', st, D, [Page(body, foot)],
                  features='public-lab grid table, column order Exame / Referência / Resultado / Unidade, qualitative serology and urinalysis, DUM',
                  title='LACEM Sobral – Pré-natal')


# ---------------------------------------------------------------------------------------------
def bs06():
    st = Style(font='cond', size=8.6, accent='#00597a', margins=(13, 10, 13, 11), rule='#9ab')
    D = '2025-04-14'
    D2, D3 = '2025-01-10', '2024-10-08'
    acc = st.accent
    head = [
        T([0.55, 0.45], [Row([C('NEFROLAB', bold=True, size=18, color=acc),
                               C('Análises Clínicas – Nefrologia e Diálise\nRua Halfeld, 880 / sala 304 – Centro – Juiz de Fora/MG\n'
                                 'Tel. (32) 3215-6091 – CNPJ 21.603.448/0001-71', size=7.2, align='R')])], pad=0.3),
        P('', border='b', border_color=acc, pad=0.2),
        Sp(1.5),
        kv([[('Paciente', 'José Geraldo Furtado'), ('Prontuário', 'NF-004512')],
            [('Nascimento', '02/02/1958'), ('Sexo', 'Masculino')],
            [('Nefrologista', 'Dr. Paulo Sérgio Lannes – CRM-MG 41.230'), ('Coleta atual', '14/04/2025 06:50')],
            [('Liberado', '15/04/2025 09:12'), ('Próxima coleta', '14/07/2025')]],
           [0.14, 0.5, 0.16, 0.2], size=8, rules='rows'),
        Sp(3),
        P('RELATÓRIO EVOLUTIVO – DOENÇA RENAL CRÔNICA (acompanhamento trimestral)', bold=True, size=10, color='#ffffff', bg=acc),
        Sp(1)]
    red = '#b00020'

    def row(k, n, u, ref, vals, mat):
        cells = [C(n, bold=True), C(u, color='#444444')]
        for (v, f), d in zip(vals, (None, D2, D3)):
            if v is None:
                cells.append(C('—', align='C', color='#888888'))
            else:
                cells.append(R(k, n, v, u, flag=f, date=d, align='C', bold=(d is None), flag_sep=' ',
                               color=red if f else None))
        cells += [C(ref, color='#444444'), C(mat, color='#444444', size=7.2)]
        return Row(cells)
    W = [0.24, 0.13, 0.115, 0.115, 0.115, 0.16, 0.125]
    rows = [Row(['Exame', 'Unidade', C('14/04/2025', align='C'), C('10/01/2025', align='C'), C('08/10/2024', align='C'),
                 'Referência', 'Material'], head=True, bg='#d7e7ee'),
            row('creat', 'Creatinina', 'mg/dL', '0,70 a 1,20', [('2,14', 'H'), ('2,02', 'H'), ('1,88', 'H')], 'soro'),
            row('urea', 'Ureia', 'mg/dL', '17 a 49', [('78', 'H'), ('71', 'H'), ('66', 'H')], 'soro'),
            row('egfr', 'TFG estimada\n(CKD-EPI 2021)', 'mL/min/1,73m²', 'superior a 60', [('32', 'L'), ('35', 'L'), ('38', 'L')], 'cálculo'),
            row('k', 'Potássio', 'mmol/L', '3,5 a 5,1', [('5,3', 'H'), ('5,0', ''), ('4,8', '')], 'soro'),
            row('na', 'Sódio', 'mmol/L', '136 a 145', [('140', ''), ('139', ''), (None, '')], 'soro'),
            row('ca', 'Cálcio total', 'mg/dL', '8,6 a 10,3', [('9,1', ''), ('9,0', ''), ('9,2', '')], 'soro'),
            row('phos', 'Fósforo', 'mg/dL', '2,5 a 4,5', [('4,6', 'H'), ('4,3', ''), (None, '')], 'soro'),
            row('pth', 'Paratormônio\n(PTH intacto)', 'pg/mL', '15 a 65', [('112', 'H'), (None, ''), ('98', 'H')], 'soro'),
            row('hb', 'Hemoglobina', 'g/dL', '13,5 a 17,5', [('11,9', 'L'), ('12,2', 'L'), ('12,6', 'L')], 'sangue EDTA'),
            row('u_acr', 'Relação albumina/\ncreatinina urinária', 'mg/g', 'inferior a 30', [('186', 'H'), ('172', 'H'), (None, '')], 'urina isolada')]
    body = head + [T(W, rows, rules='rows', pad=0.7, rule_color='#b9ccd6'), Sp(3),
                   P('H = acima do intervalo de referência;  L = abaixo do intervalo de referência;  — = exame não realizado na data.',
                     size=7.4, color='#444444'),
                   P('Resultados da coluna 14/04/2025 referem-se à amostra atual; colunas anteriores reproduzidas do histórico do paciente.',
                     size=7.4, color='#444444'),
                   Sp(3),
                   P('Estadiamento KDIGO (TFG 30–44 mL/min/1,73m²): G3b.  Albuminúria A2 (30 a 300 mg/g).', size=8, bold=True),
                   Sp(2),
                   P('Métodos: creatinina – Jaffé cinético padronizado IDMS; ureia – urease/GLDH; eletrólitos – ISE indireto;\n'
                     'PTH – quimioluminescência; albumina urinária – imunoturbidimetria; hemoglobina – SLS (automação hematológica).',
                     size=7.2, color='#444444')]
    foot = [P('Responsável técnico: Dr. Rodrigo Albuquerque Neves – CRF-MG 19.882    |    Impressão: 15/04/2025 09:30    |    Pág. 1/1',
              size=6.9, color='#444444', border='t', border_color=acc)]
    return Report('bs06', 'Nefrolab Análises Clínicas', 'Juiz de Fora-MG', st, D, [Page(body, foot)],
                  features='cumulative table with three collection dates, H/L flags, two-line names, missing older values',
                  title='Evolutivo NF-004512')

REPORTS = [bs01(), bs02(), bs03(), bs04(), bs05(), bs06()]


# ---------------------------------------------------------------------------------------------
def bs07():
    st = Style(font='sans', size=8.2, accent='#e05a00', margins=(12, 9, 12, 10), rule='#bbbbbb')
    D, DH = '2025-06-03', '2025-06-05'
    acc = st.accent
    navy = '#12355b'

    def head():
        return [
            T([0.5, 0.5], [Row([C('diagnósticos ATLÂNTICO', bold=True, size=16, color=navy),
                                 C('Unidade Boa Viagem – Av. Conselheiro Aguiar, 3.300 – Recife/PE\n'
                                   'Central de atendimento 0800 081 4455 – CNPJ 09.118.240/0007-53', size=6.8, align='R', color='#555555')])],
              pad=0.3),
            P('', bg=acc, pad=0.4),
            Sp(1),
            kv([[('Paciente', 'Luciana Maria Cavalcanti de Albuquerque'), ('Ficha', '3.551.208-4')],
                [('Nasc.', '17/08/1983'), ('Sexo', 'F')],
                [('Médico', 'Dr. Tiago Lins Carneiro – CRM-PE 21.644'), ('Coleta', '03/06/2025')],
                [('Cadastro', '02/06/2025'), ('Emissão', '06/06/2025')]],
               [0.1, 0.56, 0.1, 0.24], size=7.8, rules='none', label_color=navy),
            P('', border='b', pad=0.2, border_color='#bbbbbb'),
            Sp(2)]

    def sec(t, mat):
        return [P(t, bold=True, size=8.8, color=navy, border='b', border_color=acc),
                P(mat, size=6.6, italic=True, color='#666666')]

    W = [0.38, 0.19, 0.15, 0.28]

    def tab(rows):
        return T(W, [Row(['Exame', C('Resultado', align='R'), 'Unid.', 'Referência'], head=True, size=7, color='#666666')] +
                 [Row([n, R(k, n, v, u, align='R', bold=True, flag=f, flag_sep=' ', color='#c62828' if f else None), u,
                       C(ref, size=7, color='#444444')]) for k, n, v, u, ref, f in rows], rules='none', pad=0.45)
    l1 = sec('HORMÔNIOS', 'Soro – Quimioluminescência (Alinity i)') + [tab([
        ('fsh', 'FSH', '6,2', 'mUI/mL', 'Fase folicular: 3,0 a 8,1', ''),
        ('lh', 'LH', '5,1', 'mUI/mL', 'Fase folicular: 1,8 a 11,8', ''),
        ('e2', 'Estradiol', '88', 'pg/mL', 'Fase folicular: 21 a 251', ''),
        ('prl', 'Prolactina', '14,3', 'ng/mL', '5,2 a 26,5', ''),
        ('testo', 'Testosterona total', '28', 'ng/dL', '10 a 75', ''),
        ('cortisol', 'Cortisol (8 h)', '12,4', 'µg/dL', '6,2 a 19,4', ''),
        ('insulin', 'Insulina basal', '9,8', 'µUI/mL', '2,6 a 24,9', '')])]
    r1 = sec('MARCADORES TUMORAIS', 'Soro – Quimioluminescência') + [tab([
        ('cea', 'CEA', '1,8', 'ng/mL', 'Não fumantes: < 3,8', ''),
        ('ca125', 'CA 125', '14,2', 'U/mL', '< 35,0', ''),
        ('ca199', 'CA 19-9', '< 2,0', 'U/mL', '< 37,0', ''),
        ('afp', 'Alfafetoproteína', '2,4', 'ng/mL', '< 8,8', '')])] + [Sp(2)] + \
        sec('ENZIMAS MUSCULARES', 'Soro – Cinético UV / imunoensaio') + [tab([
            ('ck', 'CK (creatinoquinase)', '142', 'U/L', '26 a 192', ''),
            ('ckmb', 'CK-MB massa', '< 1,0', 'ng/mL', '< 4,9', ''),
            ('ldh', 'LDH', '178', 'U/L', '135 a 214', '')])] + [Sp(2)] + \
        sec('MARCADORES INFLAMATÓRIOS', 'Soro / sangue total EDTA') + [tab([
            ('crp', 'Proteína C reativa', '< 0,3', 'mg/dL', '< 0,5', ''),
            ('esr', 'VHS (1ª hora)', '18', 'mm', 'até 20', '')])]
    l2 = sec('FUNÇÃO HEPÁTICA', 'Soro – Cinético / colorimétrico (Alinity c)') + [tab([
        ('ast', 'TGO (AST)', '24', 'U/L', '< 32', ''),
        ('alt', 'TGP (ALT)', '31', 'U/L', '< 33', ''),
        ('ggt', 'Gama-GT', '45', 'U/L', '< 40', '↑'),
        ('alp', 'Fosfatase alcalina', '82', 'U/L', '35 a 104', ''),
        ('bil_t', 'Bilirrubina total', '0,9', 'mg/dL', 'até 1,2', ''),
        ('bil_d', 'Bilirrubina direta', '0,2', 'mg/dL', 'até 0,3', ''),
        ('bil_i', 'Bilirrubina indireta', '0,7', 'mg/dL', 'até 0,9', '')])]
    r2 = sec('ENZIMAS PANCREÁTICAS', 'Soro – Colorimétrico') + [tab([
        ('amyl', 'Amilase', '64', 'U/L', '28 a 100', ''),
        ('lipase', 'Lipase', '38', 'U/L', '13 a 60', '')])] + [Sp(3)] + \
        sec('BETA-HCG QUANTITATIVO', 'Soro – Quimioluminescência') + [
        P('Data da coleta desta amostra: 05/06/2025 09:20', size=7.2, bold=True, color=acc),
        tab([('bhcg', 'Beta-HCG', '< 1,2', 'mUI/mL', 'Não gestantes: < 5,0', '')]),
        P('Resultado compatível com ausência de gestação.\nDUM informada: 14/05/2025.', size=7)]

    def foot(p):
        return [P('Resultados conferidos e liberados por Dra. Patrícia Moura Leão – CRBM-PE 5.102 – RT: Dr. Alberto Siqueira – CRM-PE 11.873',
                  size=6.5, color='#555555', border='t', border_color='#bbbbbb'),
                P('Ficha 3.551.208-4   •   Emitido em 06/06/2025 08:14   •   Página %d de 2' % p, size=6.5, align='R', color='#555555')]
    p1 = head() + [Cols(l1, r1, gap=8, split=0.5), Sp(4),
                   P('↑ resultado acima do intervalo de referência.  Intervalos de referência específicos para sexo e idade.', size=6.8, color='#666666')]
    p2 = head() + [Cols(l2, r2, gap=8, split=0.5), Sp(4),
                   P('As amostras de 03/06/2025 e 05/06/2025 foram coletadas na unidade Boa Viagem.', size=6.8, color='#666666')]
    return Report('bs07', 'Diagnósticos Atlântico', 'Recife-PE', st, D, [Page(p1, foot(1)), Page(p2, foot(2))],
                  features='two-column pages (both pages), "<" values, second sample on another day (β-HCG 05/06/2025), ↑ flag',
                  title='Atlântico 3.551.208-4')


# ---------------------------------------------------------------------------------------------
def bs08():
    st = Style(font='serif', size=8.8, accent='#3b2f2f', margins=(18, 12, 16, 12), rule='#3b2f2f')
    D, D2 = '2025-07-08', '2025-07-09'

    def head():
        return [P('LABORATÓRIO DR. OSWALDO PRADO', bold=True, size=14, align='C'),
                P('Análises Clínicas desde 1958\nRua Barão de Jaguara, 1.044 – Centro – Campinas – SP – Fone (19) 3231-0872',
                  size=7.5, align='C', italic=True),
                P('', border='tb', pad=0.5),
                Sp(1),
                kv([[('Paciente:', 'Sra. Helena Beatriz Camargo Arruda'), ('Protocolo:', '58.207/25')],
                    [('Nascida em:', '09/04/1946'), ('Requisição:', '02/07/2025')],
                    [('Médico:', 'Dr. Luiz Fernando Amaral – CRM 52.118'), ('Colheita:', '08/07/2025')],
                    [('Convênio:', 'Cabesp'), ('Entrega:', '11/07/2025')]],
                   [0.14, 0.5, 0.15, 0.21], size=8.3, bold_labels=False),
                P('', border='b', pad=0.3),
                Sp(3)]
    W = [0.42, 0.25, 0.33]

    def sec(t, sub=''):
        out = [Row([C(t, bold=True, span=3, size=9.5)], line_above=True)]
        if sub:
            out.append(Row([C(sub, italic=True, span=3, size=7.5)]))
        return out

    def r(k, n, v, u, ref, flag='', date=None):
        return Row([C(n), R(k, n, v, u, inline_unit=True, bold=True, flag=flag, flag_sep='  ', date=date), C(ref, size=8)])
    hdr = Row([C('EXAME', bold=True), C('RESULTADO', bold=True), C('VALORES DE REFERÊNCIA', bold=True)], line_below=True)
    t1 = T(W, [hdr] + sec('COAGULOGRAMA', 'Material: plasma citratado.  Método: coagulométrico automatizado.') + [
        Row([C('Tempo de protrombina (TP)', italic=True, span=3)]),
        r('pt_s', '   Tempo do paciente', '12,8', 'segundos', '10,0 a 13,5 segundos'),
        Row([C('   Tempo do controle'), C('12,4 segundos'), C('')]),
        r('pt_act', '   Atividade', '94', '%', '70 a 100 %'),
        r('inr', '   RNI', '1,04', '', 'até 1,25 (sem anticoagulação)'),
        r('aptt', 'Tempo de tromboplastina parcial\nativada (TTPA)', '31,2', 'segundos', '25,0 a 37,0 segundos'),
        r('fib', 'Fibrinogênio', '285', 'mg/dL', '200 a 400 mg/dL')] +
        sec('HEPATOGRAMA', 'Material: soro.  Método: cinético UV IFCC / diazo.') + [
        r('ast', 'Transaminase oxalacética (TGO)', '38', 'U/L', 'até 32 U/L', '*'),
        r('alt', 'Transaminase pirúvica (TGP)', '52', 'U/L', 'até 33 U/L', '*'),
        r('ggt', 'Gama glutamil transferase', '88', 'U/L', '6 a 42 U/L', '*'),
        r('alp', 'Fosfatase alcalina', '96', 'U/L', '35 a 104 U/L'),
        r('bil_t', 'Bilirrubina total', '1,4', 'mg/dL', 'até 1,2 mg/dL', '*'),
        r('bil_d', 'Bilirrubina direta', '0,3', 'mg/dL', 'até 0,3 mg/dL'),
        r('bil_i', 'Bilirrubina indireta', '1,1', 'mg/dL', 'até 0,9 mg/dL', '*')], rules='none', pad=0.75)
    t2 = T(W, [hdr] + sec('PROTEÍNAS TOTAIS E FRAÇÕES', 'Material: soro.  Método: biureto / verde de bromocresol.') + [
        r('prot', 'Proteínas totais', '7,1', 'g/dL', '6,4 a 8,3 g/dL'),
        r('alb', 'Albumina', '4,3', 'g/dL', '3,5 a 5,2 g/dL'),
        r('glob', 'Globulinas', '2,8', 'g/dL', '1,8 a 3,6 g/dL'),
        r('ag', 'Relação albumina/globulina', '1,54', '', '1,10 a 2,20')] +
        sec('VITAMINA B12', 'Material: soro.  Método: quimioluminescência.') + [
        r('b12', 'Vitamina B12 (cianocobalamina)', 'superior a 2.000', 'pg/mL', '197 a 771 pg/mL', '*')] +
        sec('GLICOSE', 'Material: plasma fluoretado.  Método: hexoquinase.') + [
        r('glu_f', 'Glicose em jejum', '92', 'mg/dL', '70 a 99 mg/dL'),
        Row([C('Segunda amostra colhida em 09/07/2025 às 10:40 (2 horas após almoço):', italic=True, span=3, size=8)]),
        r('glu_pp', 'Glicose pós-prandial (2 horas)', '131', 'mg/dL', 'inferior a 140 mg/dL', '', D2)],
        rules='none', pad=0.75)
    note1 = [Sp(3), P('(*) Resultado fora do intervalo de referência.\n'
                      'RNI: razão normalizada internacional, ISI do reagente = 1,02.', size=7.8, italic=True)]
    note2 = [Sp(3), P('(*) Resultado fora do intervalo de referência.\n'
                      'Vitamina B12 acima do limite de quantificação do método; paciente em reposição (informação da requisição).',
                      size=7.8, italic=True)]

    def foot(p):
        return [P('', border='t', pad=0.2),
                P('Dr. Eduardo Prado Neto – Farmacêutico-Bioquímico – CRF-SP 18.440 – Diretor técnico\n'
                  'Protocolo 58.207/25 – Impresso em 11/07/2025 – Folha %d de 2' % p, size=7.3, align='C')]
    return Report('bs08', 'Laboratório Dr. Oswaldo Prado', 'Campinas-SP', st, D,
                  [Page(head() + [t1] + note1, foot(1)), Page(head() + [t2] + note2, foot(2))],
                  features='traditional serif, units inside the result cell, control time (not a result), "superior a 2.000", * flags, second sample next day',
                  title='Protocolo 58.207/25')

REPORTS = [bs01(), bs02(), bs03(), bs04(), bs05(), bs06(), bs07(), bs08()]


# ---------------------------------------------------------------------------------------------
def bs09():
    st = Style(font='cond', size=8.2, accent='#7a1f2b', margins=(12, 9, 12, 10), rule='#999999')
    D = '2025-08-19'
    acc = st.accent

    def head():
        return [T([0.34, 0.66], [Row([C('LabMed', bold=True, size=20, color=acc),
                                       C('LabMed Serra Gaúcha – Medicina Laboratorial\nRua Sinimbu, 2.015 – Centro – Caxias do Sul/RS – (54) 3221-4090\n'
                                         'CNPJ 90.441.276/0001-08 – CNES 2241102', size=7.2, align='R')])], pad=0.2),
                T([0.1, 0.42, 0.12, 0.14, 0.1, 0.12], [
                    Row([C('Paciente', bold=True), 'Diego Bortolini Zanella', C('Dt. nasc.', bold=True), '05/12/1990', C('Sexo', bold=True), 'M']),
                    Row([C('Médico', bold=True), 'Dra. Simone Dal Pizzol – CRM-RS 33.801', C('Coletado', bold=True), '19/08/2025', C('O.S.', bold=True), '884102']),
                    Row([C('Origem', bold=True), 'Ambulatório – IPE Saúde', C('Liberado', bold=True), '20/08/2025', C('Impr.', bold=True), '20/08/2025'])],
                  rules='grid', pad=0.35, size=7.6, rule_color='#bbbbbb'),
                Sp(2.5)]

    def fl(v, f):
        return f
    W = [0.3, 0.16, 0.16, 0.1, 0.28]

    def r(k, n, v, u, ref, f=''):
        return Row([n, R(k, n, v, u, bold=True, align='R'), C(f, bold=True, color=acc), u, C(ref, color='#444444')])
    wbc = 11800
    t1 = T(W, [Row([C('HEMOGRAMA COMPLETO', bold=True, size=9.5, color=acc, span=5)], line_below=True),
               Row([C('Amostra: sangue total (EDTA) – Método: citometria de fluxo fluorescente, Sysmex XN', italic=True, span=5, size=7)]),
               r('rbc', 'Eritrócitos', '5,48', 'milhões/mm³', '4,30 a 5,70'),
               r('hb', 'Hemoglobina', '16,2', 'g/dL', '13,5 a 17,5'),
               r('ht', 'Hematócrito', '48,9', '%', '39 a 50'),
               r('mcv', 'VCM', '89,2', 'fL', '81 a 101'),
               r('mch', 'HCM', '29,6', 'pg', '27 a 34'),
               r('mchc', 'CHCM', '33,1', 'g/dL', '31 a 36'),
               r('rdw', 'RDW', '12,6', '%', '11,6 a 14,4'),
               Row([''] * 5),
               r('wbc', 'Leucócitos', br(wbc), '/mm³', '3.800 a 11.000', 'Alto')], rules='none', pad=0.42)
    W2 = [0.3, 0.08, 0.16, 0.08, 0.1, 0.28]
    diff = T(W2, [Row(['', C('%', align='R'), C('/mm³', align='R'), '', '', C('Referência /mm³', color='#444444')], size=7.2)] +
             [Row([n, R(kp, n, br(p), '%', align='R'), R(ka, n, br(ab(wbc, p)), '/mm³', bold=True, align='R'),
                   C(f, bold=True, color=acc), '', C(ref, color='#444444')])
              for kp, ka, n, p, ref, f in [
                  ('neut_p', 'neut_a', 'Neutrófilos', 78, '1.500 a 7.000', 'Alto'),
                  ('lym_p', 'lym_a', 'Linfócitos', 14, '1.000 a 4.000', ''),
                  ('mono_p', 'mono_a', 'Monócitos', 7, '100 a 1.000', ''),
                  ('eos_p', 'eos_a', 'Eosinófilos', 1, '0 a 500', ''),
                  ('baso_p', 'baso_a', 'Basófilos', 0, '0 a 200', '')]], rules='none', pad=0.42)
    t1b = T(W, [Row([''] * 5), r('plt', 'Plaquetas', '312.000', '/mm³', '150.000 a 400.000')], rules='none', pad=0.42)
    t_fe = T(W, [Row([C('PERFIL DE FERRO', bold=True, size=9.5, color=acc, span=5)], line_below=True, line_above=True),
                 Row([C('Amostra: soro – Métodos: colorimétrico (ferro, CTLF), quimioluminescência (ferritina)', italic=True, span=5, size=7)]),
                 r('iron', 'Ferro sérico', '112', 'µg/dL', '65 a 175'),
                 r('tibc', 'Capacidade total de ligação\ndo ferro (CTLF)', '318', 'µg/dL', '250 a 425'),
                 r('tsat', 'Índice de saturação\nda transferrina', '35', '%', '20 a 50'),
                 r('ferritin', 'Ferritina', '186', 'ng/mL', '30 a 400')], rules='none', pad=0.42)
    p1 = head() + [t1, diff, t1b, P('Observação: leucocitose com neutrofilia, sem desvio à esquerda. Ausência de granulações tóxicas.', size=7.4),
                   Sp(3), t_fe]
    UW = [0.44, 0.3, 0.26]

    def u(k, n, v, ref, unit='', qual=True):
        return Row([n, R(k, n, v, unit, bold=True, qual=qual), C(ref, color='#444444')])
    left = [P('Exame físico-químico', bold=True, border='b', border_color=acc),
            T(UW, [Row(['', C('Resultado', bold=True), C('Referência', bold=True)], size=7.2),
                   u('u_color', 'Cor', 'Amarela', 'Amarela'),
                   u('u_aspect', 'Aspecto', 'Límpido', 'Límpido'),
                   u('u_sg', 'Densidade', '1,015', '1,005 a 1,030', qual=False),
                   u('u_ph', 'pH', '5,5', '5,0 a 7,5', qual=False),
                   u('u_prot', 'Proteínas', 'Negativo', 'Negativo'),
                   u('u_glu', 'Glicose', 'Negativo', 'Negativo'),
                   u('u_ket', 'Cetonas', 'Negativo', 'Negativo'),
                   u('u_blood', 'Sangue', 'Negativo', 'Negativo'),
                   u('u_nit', 'Nitrito', 'Negativo', 'Negativo'),
                   u('u_le', 'Esterase leucocitária', 'Negativo', 'Negativo')], rules='none', pad=0.42)]
    right = [P('Sedimentoscopia', bold=True, border='b', border_color=acc),
             T([0.4, 0.3, 0.3], [Row(['', C('Resultado', bold=True), C('Referência', bold=True)], size=7.2),
                                 Row(['Leucócitos', R('u_wbc', 'Leucócitos', '2', 'p/campo', inline_unit=True, bold=True), C('até 5 p/campo', color='#444444')]),
                                 Row(['Hemácias', R('u_rbc', 'Hemácias', '1', 'p/campo', inline_unit=True, bold=True), C('até 3 p/campo', color='#444444')]),
                                 u('u_epi', 'Células epiteliais', 'Raras', 'Raras')], rules='none', pad=0.42),
             Sp(2),
             P('Contagem em 10 campos de grande\naumento (400x).', size=7, italic=True)]
    mab = [P('MICROALBUMINÚRIA', bold=True, size=9.5, color=acc, border='b', border_color=acc),
           T([0.18, 0.82], [Row([C('Material:', italic=True), 'Urina, amostra isolada (1ª urina da manhã)']),
                            Row([C('Método:', italic=True), 'Imunoturbidimetria']),
                            Row([C('Resultado:', bold=True), R('u_alb', 'MICROALBUMINÚRIA', '12,4', 'mg/L', inline_unit=True, bold=True)], size=9.5),
                            Row([C('Referência:', italic=True), 'inferior a 20,0 mg/L'])], pad=0.4)]
    p2 = head() + [P('URINA TIPO 1 (EAS)', bold=True, size=9.5, color=acc),
                   P('Amostra: urina jato médio – tira reagente com leitura automatizada e microscopia (sedimento)', italic=True, size=7),
                   Sp(1), Cols(left, right, gap=10, split=0.52, divider=True), Sp(5)] + mab + [
        Sp(4), P('Amostras recebidas no laboratório em 19/08/2025. Resultados liberados em 20/08/2025.', size=7.2, color='#444444')]

    def foot(p):
        return [P('Responsável técnico: Dr. Marcos Tomazoni – CRF-RS 10.337   |   LabMed Serra Gaúcha   |   O.S. 884102   |   pág. %d/2' % p,
                  size=6.8, color='#444444', border='t', border_color=acc)]
    return Report('bs09', 'LabMed Serra Gaúcha', 'Caxias do Sul-RS', st, D, [Page(p1, foot(1)), Page(p2, foot(2))],
                  features='condensed font, "Alto" flag column, two-line names, urinalysis in two columns, block layout (microalbuminúria)',
                  title='LabMed O.S. 884102')


# ---------------------------------------------------------------------------------------------
def bs10():
    st = Style(font='sans', size=10, accent='#00796b', margins=(14, 10, 14, 12), rule='#80cbc4')
    D = '2025-09-15'
    acc = st.accent
    head = [T([0.45, 0.55], [Row([C('UNILAB', bold=True, size=22, color=acc),
                                   C('Unilab Diagnósticos\nAv. Djalma Batista, 1.661 – Chapada – Manaus/AM\n(92) 3633-2020 – CNPJ 34.907.552/0001-90',
                                     size=7.5, align='R')])], pad=0.2),
            P('', bg=acc, pad=0.35), Sp(1.5),
            kv([[('Paciente:', 'RAIMUNDO NONATO PEREIRA DA SILVA'), ('Nº:', '0915-0072')],
                [('Nascimento:', '21/06/1972'), ('Sexo:', 'Masculino')],
                [('Médico:', 'Dr. Igor Bentes – CRM-AM 6.118'), ('Coleta:', '15/09/2025')],
                [('Entrada:', '15/09/2025'), ('Liberação:', '16/09/2025')]],
               [0.15, 0.5, 0.14, 0.21], size=8.8, rules='none'),
            Sp(3)]
    W = [0.34, 0.34, 0.17, 0.15]

    def r(k, n, ref, v, u, f=''):
        return Row([n, C(ref, size=8.5), R(k, n, v, u, bold=True, flag=f, flag_sep=' ', align='R'), u])

    def sec(t):
        return Row([C(t, bold=True, color=acc, span=4)], line_below=True)
    rows = [Row(['Exame', 'Valores de Referência', C('Resultado', align='R'), 'Unidade'], head=True, bg='#e0f2f1'),
            sec('TIREOIDE'),
            r('tsh', 'TSH', '0,38 a 5,33', '6,12', 'µUI/mL', '*'),
            r('ft4', 'T4 livre', '0,61 a 1,12', '1,05', 'ng/dL'),
            r('t3', 'T3 total', '87 a 178', '112', 'ng/dL'),
            r('atpo', 'Anticorpos anti-TPO', 'inferior a 9', '187', 'UI/mL', '*'),
            sec('PERFIL LIPÍDICO'),
            r('chol', 'Colesterol total', 'inferior a 190', '224', 'mg/dL', '*'),
            r('hdl', 'Colesterol HDL', 'superior a 40', '39', 'mg/dL', '*'),
            r('ldl', 'Colesterol LDL', 'conforme risco', '151', 'mg/dL'),
            r('vldl', 'Colesterol VLDL', 'inferior a 30', '34', 'mg/dL', '*'),
            r('trig', 'Triglicerídeos', 'inferior a 150', '171', 'mg/dL', '*'),
            r('nonhdl', 'Colesterol não-HDL\n(calculado)', 'conforme risco', '185', 'mg/dL'),
            sec('METABOLISMO GLICÍDICO'),
            r('glu_f', 'Glicose', '70 a 99', '97', 'mg/dL'),
            r('hba1c', 'Hemoglobina glicada\n(HbA1c)', 'inferior a 5,7', '5,8', '%', '*'),
            r('eag', 'Glicemia média estimada', '–', '120', 'mg/dL')]
    body = head + [T(W, rows, rules='rows', pad=0.9, rule_color='#b2dfdb'), Sp(4),
                   P('(*) Valor fora do intervalo de referência.', size=8),
                   P('LDL calculado pela equação de Martin/Hopkins. Jejum informado: 12 horas.', size=8),
                   P('Retorno ao consultório previsto para 30/09/2025.', size=8)]
    foot = [P('Bioquímico responsável: Dr. Everton Castro Reis – CRF-AM 1.907', size=7.5, border='t', border_color=acc),
            P('Impresso em 16/09/2025 – página 1 de 1', size=7.5, align='R')]
    return Report('bs10', 'Unilab Diagnósticos', 'Manaus-AM', st, D, [Page(body, foot)],
                  features='result printed after the reference (Exame / Referência / Resultado / Unidade), * flags, two-line names, large font',
                  title='Unilab 0915-0072')


# ---------------------------------------------------------------------------------------------
def bs11():
    st = Style(font='serif', size=10, margins=(18, 12, 18, 12), rule='#000000')
    D = '2025-10-07'
    NW = 210 - 36
    wn = NW * 0.36
    head = [P('LABORATÓRIO BOM PASTOR', bold=True, size=15, align='C'),
            P('Análises Clínicas – Rua Dr. Santos, 318 – Centro – Montes Claros/MG – Tel. (38) 3221-5567', size=8, align='C'),
            P('', border='b', pad=0.3), Sp(2),
            kv([[('Paciente:', 'Joana D\'Arc Fernandes Souto'), ('Idade:', '44 anos')],
                [('Data Nasc.:', '19/03/1981'), ('Req.:', '1007/118')],
                [('Solicitante:', 'Dr. Wagner Queiroz – CRM-MG 50.226'), ('Coleta:', '07/10/2025')],
                [('Data da requisição:', '03/10/2025'), ('Laudo:', '08/10/2025')]],
               [0.24, 0.42, 0.12, 0.22], size=9.2, bold_labels=True),
            P('', border='b', pad=0.3), Sp(3),
            P('HEMOGRAMA', bold=True, size=12, align='C'), Sp(1)]
    W = [0.36, 0.16, 0.16, 0.32]

    def r(k, n, v, u, ref, f=''):
        return Row([C(leader(n, wn, 'serif', 10)), R(k, n, v, u, bold=True, align='R', flag=f, flag_sep=' '), u, C(ref, size=9)])
    ery = T(W, [Row([C('ERITROGRAMA', bold=True), '', '', C('Valores de referência', italic=True, size=9)]),
                r('rbc', 'Hemácias', '4,35', 'milhões/mm³', '4,00 a 5,20'),
                r('hb', 'Hemoglobina', '12,8', 'g/dL', '12,0 a 16,0'),
                r('ht', 'Hematócrito', '38,6', '%', '36,0 a 46,0'),
                r('mcv', 'V.C.M.', '88,7', 'fL', '80 a 100'),
                r('mch', 'H.C.M.', '29,4', 'pg', '27 a 32'),
                r('mchc', 'C.H.C.M.', '33,2', 'g/dL', '32 a 36')], rules='none', pad=0.5)
    wbc = 6400
    W2 = [0.36, 0.1, 0.16, 0.38]
    leu = T(W2, [Row([C('LEUCOGRAMA', bold=True), C('%', align='R', bold=True), C('/mm³', align='R', bold=True),
                      C('Valores de referência (/mm³)', italic=True, size=9)]),
                 Row([C(leader('Leucócitos', wn, 'serif', 10)), '', R('wbc', 'Leucócitos', br(wbc), '/mm³', bold=True, align='R'),
                      C('4.000 a 10.000', size=9)])] +
                [Row([C(leader(n, wn, 'serif', 10)), R(kp, n, br(p), '%', align='R'),
                      R(ka, n, br(ab(wbc, p)), '/mm³', bold=True, align='R'), C(ref, size=9)])
                 for kp, ka, n, p, ref in [
                     ('band_p', 'band_a', 'Bastonetes', 1, '0 a 500'),
                     ('seg_p', 'seg_a', 'Segmentados', 62, '1.800 a 7.000'),
                     ('lym_p', 'lym_a', 'Linfócitos', 28, '1.000 a 3.500'),
                     ('mono_p', 'mono_a', 'Monócitos', 6, '80 a 800'),
                     ('eos_p', 'eos_a', 'Eosinófilos', 3, '40 a 400')]], rules='none', pad=0.5)
    plt = T(W, [Row([C('PLAQUETAS', bold=True), '', '', '']),
                r('plt', 'Plaquetas', '214.000', '/mm³', '150.000 a 450.000')], rules='none', pad=0.5)
    gl = T(W, [Row([C('GLICEMIA', bold=True), '', '', '']),
               r('glu_f', 'Glicose em jejum', '91', 'mg/dL', '70 a 99')], rules='none', pad=0.5)
    body = head + [ery, Sp(2), leu, Sp(2), plt, Sp(3), gl, Sp(4),
                   P('Material: sangue total com EDTA (hemograma) e plasma com fluoreto (glicose).', size=8.5, italic=True)]
    foot = [P('_______________________________________\nDra. Cláudia Veloso Antunes\nBiomédica – CRBM-MG 2.915', size=8.5, align='C'),
            P('Montes Claros, 08/10/2025', size=8, align='R')]
    return Report('bs11', 'Laboratório Bom Pastor', 'Montes Claros-MG', st, D, [Page(body, foot)],
                  features='small lab, serif 10 pt, dotted leaders, no rules, differential % and /mm³',
                  title='Bom Pastor 1007/118')


# ---------------------------------------------------------------------------------------------
def bs12():
    st = Style(font='sans', size=8.4, accent='#1a237e', margins=(12, 10, 12, 11), rule='#7986cb')
    D, PREV = '2025-11-04', '2025-07-22'
    acc = st.accent

    def head():
        return [T([0.2, 0.8], [Row([C('IPC', bold=True, size=24, color='#ffffff', bg=acc, align='C'),
                                     C('INSTITUTO DE PATOLOGIA CLÍNICA DO PARANÁ\nRua Pernambuco, 540 – Centro – Londrina/PR – CEP 86020-120\n'
                                       'Fone (43) 3324-1188  •  CNPJ 76.552.310/0001-44  •  CNES 2577623', size=8, bold=False)])],
                  pad=0.8),
                Sp(1.5),
                T([0.13, 0.42, 0.17, 0.28], [
                    Row([C('Paciente', bold=True), 'Cristiane Yamamoto Ferraz', C('Requisição', bold=True), '2511-04-0391']),
                    Row([C('Nascimento', bold=True), '30/10/1987', C('Data da coleta', bold=True), '04/11/2025 07:18']),
                    Row([C('Médico', bold=True), 'Dra. Beatriz Okamoto – CRM-PR 28.447', C('Data do pedido', bold=True), '28/10/2025']),
                    Row([C('Convênio', bold=True), 'Paraná Saúde', C('Liberação', bold=True), '05/11/2025 15:02'])],
                  rules='grid', pad=0.4, size=8, rule_color='#9fa8da'),
                Sp(3)]
    W = [0.34, 0.2, 0.14, 0.32]

    def sec(t, m):
        return [Row([C(t, bold=True, color='#ffffff', span=4)], bg=acc),
                Row([C(m, italic=True, span=4, size=7.2)])]

    def r(k, n, v, u, ref, qual=False):
        return Row([n, R(k, n, v, u, bold=True, qual=qual), u, C(ref, size=7.6)])
    hdr = Row(['Exame', 'Resultado', 'Unidade', 'Valores de referência'], head=True, bg='#e8eaf6')
    t1 = T(W, [hdr] + sec('SOROLOGIA PARA HEPATITES B E C', 'Soro – Quimioluminescência (Architect i2000SR)') + [
        r('hbsag', 'HBsAg', 'Não reagente', '', 'Não reagente', True),
        r('antihbs', 'Anti-HBs', 'superior a 1.000', 'mUI/mL', 'Imune: igual ou superior a 10'),
        r('antihbc', 'Anti-HBc total', 'Não reagente', '', 'Não reagente', True),
        r('antihcv', 'Anti-HCV', 'Não reagente', '', 'Não reagente', True)] +
        sec('OUTRAS SOROLOGIAS', 'Soro – Quimioluminescência / floculação') + [
        r('hiv', 'HIV 1 e 2 – anticorpos e antígeno p24', 'Não reagente', '', 'Não reagente', True),
        r('vdrl', 'VDRL', 'Não reagente', '', 'Não reagente', True)],
        rules='grid', pad=0.6, rule_color='#9fa8da')
    p1 = head() + [t1, Sp(3),
                   P('Interpretação: perfil sorológico compatível com imunidade vacinal para hepatite B\n'
                     '(HBsAg não reagente, anti-HBc total não reagente, anti-HBs reagente).', size=7.8),
                   Sp(2),
                   P('Resultado não reagente para HIV não exclui infecção em período de janela imunológica;\n'
                     'repetir em 30 dias se houver exposição de risco recente (Portaria SVS/MS nº 29/2013).', size=7.4, italic=True)]
    W2 = [0.3, 0.15, 0.12, 0.25, 0.18]
    h2 = Row(['Exame', 'Resultado', 'Unidade', 'Valores de referência', 'Resultado anterior\n22/07/2025'], head=True, bg='#e8eaf6')

    def r2(k, n, v, u, ref, pv=None, f=''):
        return Row([n, R(k, n, v, u, bold=True, flag=f, flag_sep=' '), u, C(ref, size=7.6),
                    R(k, n, pv, u, date=PREV) if pv else C('—')])

    def sec2(t, m):
        return [Row([C(t, bold=True, color='#ffffff', span=5)], bg=acc), Row([C(m, italic=True, span=5, size=7.2)])]
    t2 = T(W2, [h2] + sec2('METABOLISMO DO FERRO', 'Soro – Colorimétrico / quimioluminescência') + [
        r2('iron', 'Ferro sérico', '58', 'µg/dL', '50 a 170'),
        r2('tsat', 'Saturação da transferrina', '16', '%', '20 a 50', f='L'),
        r2('ferritin', 'Ferritina', '22,4', 'ng/mL', '15 a 150', '14,1')] +
        sec2('VITAMINAS', 'Soro – Quimioluminescência') + [
        r2('vitd', 'Vitamina D (25-OH)', '31,7', 'ng/mL', '> 20 (população geral)', '18,9'),
        r2('b12', 'Vitamina B12', '455', 'pg/mL', '197 a 771'),
        r2('folate', 'Ácido fólico', '> 20,0', 'ng/mL', 'superior a 3,9')] +
        sec2('CONTROLE GLICÊMICO', 'Plasma fluoretado (glicose) / sangue total EDTA, HPLC (HbA1c)') + [
        r2('glu_f', 'Glicose de jejum', '126', 'mg/dL', '70 a 99', '141', 'H'),
        r2('hba1c', 'Hemoglobina glicada – HbA1c', '6,8', '%', 'Meta terapêutica < 7,0', '7,4', 'H')],
        rules='grid', pad=0.6, rule_color='#9fa8da')
    p2 = head() + [t2, Sp(3),
                   P('H = acima do valor de referência;  L = abaixo do valor de referência.', size=7.6),
                   P('Resultados anteriores: coleta de 22/07/2025, mesma metodologia.', size=7.6)]

    def foot(p):
        return [P('Responsável técnico: Dr. Henrique Massaki Tanaka – CRF-PR 14.022    •    Documento assinado digitalmente', size=7,
                  border='t', border_color=acc),
                P('Requisição 2511-04-0391  •  Impresso em 06/11/2025 08:47  •  Página %d de 2' % p, size=7, align='R')]
    return Report('bs12', 'Instituto de Patologia Clínica do Paraná', 'Londrina-PR', st, D,
                  [Page(p1, foot(1)), Page(p2, foot(2))],
                  features='grid tables, qualitative serology, "superior a 1.000", "> 20,0", previous-result column (22/07/2025), H/L flags',
                  title='IPC 2511-04-0391')


REPORTS = [bs01(), bs02(), bs03(), bs04(), bs05(), bs06(), bs07(), bs08(), bs09(), bs10(), bs11(), bs12()]
