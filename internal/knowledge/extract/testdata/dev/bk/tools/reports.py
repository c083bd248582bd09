"""The twelve bk reports as data. Every printed result is created through rep.res(), in reading order."""
from model import (Report, Para, Text, Space, Rule, Title, Header, Info, Table, Leaders, Cols, Box)


def B(r):
    """value cell, bold, with flag"""
    return (r.shown, 'b')


# ============================================================== bk01
def bk01():
    rep = Report('bk01', 'Laboratório Vale do Uruguai Análises Clínicas', 'Chapecó/SC', '14/04/2025',
                 font='sans', size=8.4, color='#1b1b1b',
                 features='two-column CBC (eritrograma | leucograma with % and /µL), unruled tables, ↑ ↓ flags, HDL-COLESTEROL')
    rep.distractors = ['Nascimento 03/09/1978', 'Data do pedido 10/04/2025', 'Liberado 15/04/2025',
                       'Impresso em 15/04/2025']
    G = '#2e6b34'
    rep.page()
    rep.add(Header([('Laboratório Vale do Uruguai', 15, 'b', G),
                    ('Análises Clínicas · Hematologia · Bioquímica · Imunologia', 8, 'i', '#444444'),
                    ('Rua Marechal Bormann, 1184 - Centro - Chapecó/SC - CEP 89802-201', 7.5, '', None),
                    ('CNPJ 12.418.336/0001-07 · CNES 7712345 · Fone (49) 3322-4180', 7.5, '', None)],
                   [('Responsável Técnico', 7.5, 'b', None), ('Dr. Anselmo R. Kieling', 7.5, '', None),
                    ('CRF-SC 6.412', 7.5, '', None), ('www.labvaledouruguai.com.br', 7.5, '', G)],
                   style='rule', color=G, logo=('LVU', G)))
    rep.add(Info([[('Paciente:', 'JANDIRA APARECIDA ZANELLA'), ('Protocolo:', '0425-118.334')],
                  [('Nascimento:', '03/09/1978 (46 anos)'), ('Sexo:', 'Feminino')],
                  [('Médico:', 'Dr. Rogério T. Bassani - CRM-SC 14.208'), ('Data do pedido:', '10/04/2025')],
                  [('Convênio:', 'UNIMED CHAPECÓ'), ('Unidade:', 'Centro (posto 01)')],
                  [('Coleta:', '14/04/2025 07:12'), ('Liberado em:', '15/04/2025 11:40')]],
                 boxed=True, widths=[0.62, 0.38], color=G, size=8.2))
    rep.add(Title('HEMOGRAMA COMPLETO', size=9.5, style='band', bg='#dfeee0', color=G, gap=0.8))
    rep.add(Para(('Material: ', 'b'), 'Sangue total (EDTA)    ', ('Método: ', 'b'),
                 'Citometria de fluxo e impedância - Sysmex XN-1000', size=7.5, gap=1.2))
    r = rep.res
    left_rows = []
    for name, vt, unit, key, flag, ref in [
            ('Hemácias', '4,12', 'milhões/µL', 'rbc', '', '3,90 a 5,03'),
            ('Hemoglobina', '11,6', 'g/dL', 'hb', '↓', '12,0 a 15,5'),
            ('Hematócrito', '35,4', '%', 'hct', '', '35,0 a 45,0'),
            ('VCM', '85,9', 'fL', 'mcv', '', '80,0 a 98,0'),
            ('HCM', '28,2', 'pg', 'mch', '', '26,0 a 34,0'),
            ('CHCM', '32,8', 'g/dL', 'mchc', '', '31,0 a 36,0'),
            ('RDW', '14,9', '%', 'rdw', '↑', '11,5 a 14,5')]:
        x = r(name, vt, unit, key, flag=flag)
        left_rows.append([name, B(x), unit, ref])
    plt_rows = []
    for name, vt, unit, key, ref in [('Plaquetas', '312', 'mil/µL', 'plt', '150 a 450'),
                                     ('VPM', '10,1', 'fL', 'mpv', '9,2 a 12,6')]:
        x = r(name, vt, unit, key)
        plt_rows.append([name, B(x), unit, ref])
    lcols = [('', 0.30, 'L'), ('Resultado', 0.22, 'R'), ('Unidade', 0.22, 'L'), ('Referência', 0.26, 'L')]
    left = [Title('ERITROGRAMA', size=8.4, style='rule', color=G, gap=0.5),
            Table(lcols, left_rows, rules='none', pad=0.35, head_style='b#555555'),
            Title('PLAQUETAS', size=8.4, style='rule', color=G, gap=0.5),
            Table(lcols, plt_rows, rules='none', pad=0.35, head_style='b#555555')]
    wbc = r('Leucócitos', '7.840', '/µL', 'wbc')
    rrows = [['Leucócitos', '', B(wbc), '3.600 a 11.000']]
    for name, pct, ab, kp, ka, ref in [('Neutrófilos', '61,2', '4.798', 'neu%', 'neu#', '1.500 a 7.000'),
                                       ('Linfócitos', '27,4', '2.148', 'lym%', 'lym#', '1.000 a 4.000'),
                                       ('Monócitos', '7,1', '557', 'mon%', 'mon#', '200 a 1.000'),
                                       ('Eosinófilos', '3,8', '298', 'eos%', 'eos#', '0 a 500'),
                                       ('Basófilos', '0,5', '39', 'bas%', 'bas#', '0 a 200')]:
        a = r(name, pct, '%', kp)
        b = r(name, ab, '/µL', ka)
        rrows.append([name, a.shown, B(b), ref])
    right = [Title('LEUCOGRAMA', size=8.4, style='rule', color=G, gap=0.5),
             Table([('', 0.30, 'L'), ('%', 0.16, 'R'), ('/µL', 0.22, 'R'), ('Referência /µL', 0.32, 'L')],
                   rrows, rules='none', pad=0.35, head_style='b#555555'),
             Text('Série branca sem alterações morfológicas. Plaquetas com morfologia normal ao esfregaço.',
                  size=7.2, style='i', color='#444444')]
    rep.add(Cols(left, right, gapw=8, divider=True, gap=2.5))
    rep.add(Title('BIOQUÍMICA', size=9.5, style='band', bg='#dfeee0', color=G, gap=0.8))
    rep.add(Para(('Material: ', 'b'), 'Soro    ', ('Jejum: ', 'b'), '12 horas    ', ('Método: ', 'b'),
                 'Enzimático colorimétrico automatizado (Cobas c311)', size=7.5, gap=1.0))
    brows = []
    for name, vt, unit, key, flag, ref in [
            ('GLICOSE', '98', 'mg/dL', 'glu', '', '70 a 99'),
            ('UREIA', '31', 'mg/dL', 'urea', '', '15 a 40'),
            ('CREATININA', '0,82', 'mg/dL', 'crea', '', '0,50 a 0,90'),
            ('COLESTEROL TOTAL', '212', 'mg/dL', 'chol', '↑', 'Desejável: inferior a 190'),
            ('HDL-COLESTEROL', '48', 'mg/dL', 'hdl', '', 'Desejável: superior a 40'),
            ('LDL-COLESTEROL (Friedewald)', '132', 'mg/dL', 'ldl', '', 'Conforme categoria de risco'),
            ('TRIGLICERÍDEOS', '158', 'mg/dL', 'tg', '↑', 'Desejável: inferior a 150'),
            ('TGO (AST)', '22', 'U/L', 'ast', '', 'até 32'),
            ('TGP (ALT)', '19', 'U/L', 'alt', '', 'até 33')]:
        x = r(name, vt, unit, key, flag=flag)
        brows.append([name, B(x), unit, ref])
    rep.add(Table([('Exame', 0.34, 'L'), ('Resultado', 0.14, 'R'), ('Unidade', 0.14, 'L'),
                   ('Valores de referência (adulto)', 0.38, 'L')], brows, rules='none', pad=0.45,
                  head_style='b#555555', zebra='#f1f6f1'))
    rep.add(Text('Valores de referência lipídicos conforme Atualização da Diretriz Brasileira de Dislipidemias. '
                 'LDL calculado pela fórmula de Friedewald. Resultados com ↑ ou ↓ estão fora do intervalo de referência.',
                 size=7, style='i', color='#444444', gap=1))
    rep.footer(Rule(G, 0.3, 1.0),
               Para('Liberado eletronicamente por Dra. Letícia M. Gnoatto - CRF-SC 7.905 em 15/04/2025 11:40', size=7.2),
               Para('Impresso em 15/04/2025 14:02 · Protocolo 0425-118.334', ('          Página 1 de 1', 'b'), size=7.2))
    return rep


# ============================================================== bk02
def bk02():
    rep = Report('bk02', 'Hospital Beneficente Nossa Senhora da Serra - Laboratório de Análises Clínicas',
                 'Passo Fundo/RS', '17/03/2025', font='serif', size=8.2, color='#111111',
                 features='cumulative ruled grid (3 collection dates), split marker names, coagulation')
    rep.distractors = ['Data nasc. 11/02/1949', 'Internação 20/02/2025', 'Impressão 18/03/2025',
                       'Liberado 17/03/2025 (same day as collection)']
    rep.page()
    rep.add(Header([('HOSPITAL BENEFICENTE NOSSA SENHORA DA SERRA', 11, 'b', None),
                    ('Serviço de Patologia Clínica - Laboratório de Análises Clínicas', 8.5, '', None),
                    ('Rua Teixeira Soares, 2215 · Passo Fundo - RS · CEP 99010-082 · (54) 3316-7700', 7.3, '', None),
                    ('CNES 2244112 · CNPJ 89.412.006/0001-54 · Entidade filantrópica', 7.3, '', None)],
                   [('Resp. Técnica: Dra. Marlise F. Bortolini', 7.3, '', None), ('CRBM-5 2.118', 7.3, '', None)],
                   style='double'))
    rep.add(Info([[('Paciente:', 'ODILON JOSÉ PEDROSO DA LUZ'), ('Prontuário:', '0812244'), ('Atendimento:', '2025/0031877')],
                  [('Data nasc.:', '11/02/1949'), ('Idade:', '76 a'), ('Sexo:', 'Masculino')],
                  [('Setor:', 'Clínica Médica - 3º andar'), ('Leito:', '312-B'), ('Internação:', '20/02/2025')],
                  [('Médico:', 'Dr. Giovani Scortegagna - CRM-RS 28.113'), ('Convênio:', 'SUS'), ('', '')]],
                 widths=[0.48, 0.24, 0.28], size=8))
    rep.add(Rule('#000000', 0.3, 1.5))
    rep.add(Title('RELATÓRIO EVOLUTIVO DE EXAMES - ÚLTIMAS 3 COLETAS', size=9, style='band', bg='#e4e4e4'))
    dates = ['17/03/2025', '08/03/2025', '22/02/2025']
    rows = []
    data = [
        ('HEMATOLOGIA',),
        ('Hemoglobina', 'g/dL', 'hb', ['10,4', '9,8', '11,9'], '13,0 a 17,0'),
        ('Hematócrito', '%', 'hct', ['31,6', '29,9', '36,1'], '40,0 a 50,0'),
        ('Leucócitos', '/mm³', 'wbc', ['9.870', '14.320', '8.150'], '4.000 a 10.000'),
        ('Plaquetas', '/mm³', 'plt', ['248.000', '196.000', '231.000'], '150.000 a 400.000'),
        ('BIOQUÍMICA',),
        ('Ureia', 'mg/dL', 'urea', ['58', '71', '42'], '17 a 43'),
        ('Creatinina', 'mg/dL', 'crea', ['1,41', '1,62', '1,18'], '0,70 a 1,20'),
        ('Taxa de filtração glomerular\nestimada (CKD-EPI 2021)', 'mL/min/1,73 m²', 'egfr', ['51', '43', '63'], 'superior a 60'),
        ('Sódio', 'mmol/L', 'na', ['138', '134', '140'], '136 a 145'),
        ('Potássio', 'mmol/L', 'k', ['4,9', '5,4', '4,3'], '3,5 a 5,1'),
        ('Magnésio', 'mg/dL', 'mg', ['2,0', '—', '1,9'], '1,6 a 2,6'),
        ('Proteína C reativa\n(PCR), quantitativa', 'mg/dL', 'crp', ['2,1', '8,7', '—'], 'inferior a 0,5'),
    ]
    for d in data:
        if len(d) == 1:
            rows.append({'sub': d[0], 'bg': '#f2f2f2'})
            continue
        name, unit, key, vals, ref = d
        cells = [name]
        for v, dt in zip(vals, dates):
            if v == '—':
                cells.append(('—', ''))
                continue
            x = rep.res(name, v, unit, key, date=dt)
            cells.append((x.shown, 'b' if dt == dates[0] else ''))
        cells += [unit, ref]
        rows.append(cells)
    rep.add(Table([('Exame', 0.27, 'L'), ('17/03/2025\n(atual)', 0.12, 'R'), ('08/03/2025', 0.12, 'R'),
                   ('22/02/2025', 0.12, 'R'), ('Unidade', 0.15, 'L'), ('Referência', 0.22, 'L')],
                  rows, rules='grid', head_bg='#e4e4e4', pad=0.5, gap=1.0))
    rep.add(Text('Datas das colunas = data da coleta de cada amostra. "—" = exame não realizado na coleta. '
                 'TFG estimada pela equação CKD-EPI 2021, sem ajuste para raça.', size=7, style='i', gap=3))
    rep.add(Title('COAGULOGRAMA  -  Coleta: 17/03/2025 06:10', size=9, style='band', bg='#e4e4e4'))
    rep.add(Para(('Material: ', 'b'), 'Plasma citratado    ', ('Método: ', 'b'), 'Coagulométrico (ACL TOP 350)',
                 size=7.5, gap=1))
    crow = []
    for name, vt, unit, key, ref in [('Tempo de protrombina (TP)', '13,8', 's', 'pt_s', '10,0 a 14,0'),
                                     ('Atividade de protrombina', '78', '%', 'pt_pct', '70 a 100'),
                                     ('RNI', '1,18', '', 'inr', '0,80 a 1,20'),
                                     ('TTPA', '31,2', 's', 'aptt_s', '25,0 a 36,0')]:
        x = rep.res(name, vt, unit, key)
        crow.append([name, (x.shown, 'b'), unit, ref])
    rep.add(Table([('Exame', 0.40, 'L'), ('Resultado', 0.18, 'R'), ('Unidade', 0.14, 'L'), ('Referência', 0.28, 'L')],
                  crow, rules='grid', head_bg='#e4e4e4', pad=0.5, gap=1))
    rep.add(Text('Tempo do plasma controle: TP 12,4 s · TTPA 29,6 s. Para pacientes em uso de anticoagulante oral '
                 'o RNI terapêutico usual é de 2,0 a 3,0.', size=7, style='i'))
    rep.footer(Rule('#000000', 0.3, 1.0),
               Para('Liberado por: Dra. Marlise F. Bortolini - CRBM-5 2.118 em 17/03/2025 16:20', size=7.2),
               Para('Data de impressão: 18/03/2025 07:55 · Usuário: enf.lrocha · Página 1/1', size=7.2))
    return rep


# ============================================================== bk03
def bk03():
    rep = Report('bk03', 'Hospital Universitário do Cerrado Sul - Unidade de Laboratório de Análises Clínicas',
                 'Campo Grande/MS', '07/05/2025', font='sans', size=8.8, color='#000000',
                 features='block layout (heading / material / method / result), "inferior a" / "superior a", iron panel')
    rep.distractors = ['Nascimento 22/11/1990', 'Solicitação 29/04/2025', 'Liberação 09/05/2025',
                       'Impressão 12/05/2025']
    C = '#1f3f7a'

    def head(pg):
        rep.add(Header([('Universidade Federal do Cerrado Sul', 8, '', C),
                        ('HOSPITAL UNIVERSITÁRIO DO CERRADO SUL', 12.5, 'b', C),
                        ('Unidade de Laboratório de Análises Clínicas - ULAC', 8.5, 'b', None),
                        ('Av. Senador Filinto Müller, 3550 - Vila Ipiranga - Campo Grande/MS - CEP 79080-190', 7.2, '', None)],
                       [('CNES 9874512', 7.2, '', None), ('Tel. (67) 3345-3000', 7.2, '', None),
                        (f'Página {pg} de 2', 7.2, 'b', None)], style='rule', color=C, gap=1.5))
        rep.add(Info([[('Paciente:', 'LUANA BEATRIZ FERREIRA ARCE'), ('Registro HU:', '00584217')],
                      [('Data de nascimento:', '22/11/1990'), ('Sexo:', 'F')],
                      [('Solicitante:', 'Dra. Helena P. Tognini - CRM-MS 9.874'), ('Ambulatório:', 'Endocrinologia')],
                      [('Data da solicitação:', '29/04/2025'), ('Coletado em:', '07/05/2025 08:14')]],
                     widths=[0.62, 0.38], size=8.2, gap=2.5))

    def block(title, material, method, res_lines, ref, note=None):
        rep.add(Title(title, size=9, style='rule', color=C, gap=0.8))
        rep.add(Para(('Material: ', 'b'), material, size=8, lh=1.3))
        rep.add(Para(('Método: ', 'b'), method, size=8, lh=1.3, gap=0.5))
        for label, vt, unit, key in res_lines:
            x = rep.res(title if label == 'Resultado' else label, vt, unit, key)
            rep.add(Para((label + ': ', 'b'), (x.shown, 'b'), (' ' + unit) if unit else '', size=9.5, lh=1.35))
        rep.add(Text('Valores de referência: ' + ref, size=7.8, gap=0.5))
        if note:
            rep.add(Text(note, size=7.2, style='i', color='#333333'))
        rep.add(Space(2.2))

    rep.page()
    head(1)
    block('HORMÔNIO TIREOESTIMULANTE - TSH', 'Soro', 'Quimioluminescência (Atellica IM)',
          [('Resultado', '2,84', 'µUI/mL', 'tsh')], '0,55 a 4,78 µUI/mL')
    block('TIROXINA LIVRE - T4 LIVRE', 'Soro', 'Quimioluminescência (Atellica IM)',
          [('Resultado', '1,12', 'ng/dL', 'ft4')], '0,89 a 1,76 ng/dL')
    block('ANTICORPOS ANTI-TIREOPEROXIDASE - ANTI-TPO', 'Soro', 'Quimioluminescência',
          [('Resultado', 'inferior a 9,0', 'UI/mL', 'atpo')], 'inferior a 60,0 UI/mL')
    block('VITAMINA B12 - CIANOCOBALAMINA', 'Soro', 'Quimioluminescência',
          [('Resultado', '312', 'pg/mL', 'b12')], '211 a 911 pg/mL')
    block('ÁCIDO FÓLICO', 'Soro', 'Quimioluminescência',
          [('Resultado', 'superior a 20,0', 'ng/mL', 'folate')], 'superior a 5,4 ng/mL',
          'Resultado acima do limite superior de quantificação do método.')
    block('25-HIDROXIVITAMINA D', 'Soro', 'Quimioluminescência',
          [('Resultado', '24,6', 'ng/mL', 'vitd')],
          'População saudável até 60 anos: superior a 20 ng/mL; grupos de risco: 30 a 60 ng/mL.')
    rep.footer(Rule(C, 0.3, 1.0),
               Para('Laudo liberado em 09/05/2025 15:32 por Dr. Caio V. Ortellado - CRF-MS 3.311 · '
                    'Impresso em 12/05/2025 09:05', size=7))
    rep.page()
    head(2)
    block('PERFIL DE FERRO', 'Soro', 'Colorimétrico (ferrozina) / cálculo',
          [('Ferro sérico', '54', 'µg/dL', 'fe'),
           ('Capacidade total de ligação do ferro (CTLF)', '412', 'µg/dL', 'tibc'),
           ('Índice de saturação da transferrina', '13,1', '%', 'tsat')],
          'Ferro: 50 a 170 µg/dL · CTLF: 250 a 450 µg/dL · Saturação: 20 a 50 %')
    block('FERRITINA', 'Soro', 'Quimioluminescência',
          [('Resultado', '18,4', 'ng/mL', 'ferritin')], '10,0 a 291,0 ng/mL')
    block('HEMOGLOBINA GLICADA - HbA1c', 'Sangue total (EDTA)', 'HPLC - cromatografia líquida (certificado NGSP)',
          [('Hemoglobina glicada (HbA1c)', '5,9', '%', 'hba1c'),
           ('Glicose média estimada', '123', 'mg/dL', 'eag')],
          'Normal: inferior a 5,7 % · Pré-diabetes: 5,7 a 6,4 % · Diabetes: igual ou superior a 6,5 %')
    block('PROTEÍNA C REATIVA ULTRASSENSÍVEL', 'Soro', 'Imunoturbidimetria',
          [('Resultado', '0,42', 'mg/dL', 'hscrp')], 'inferior a 0,50 mg/dL',
          'Risco cardiovascular: baixo inferior a 0,1 mg/dL; médio 0,1 a 0,3 mg/dL; alto superior a 0,3 mg/dL.')
    rep.add(Text('Os resultados devem ser interpretados pelo médico assistente em conjunto com os dados clínicos. '
                 'Retorno ao ambulatório conforme agendamento.', size=7.5, style='i', gap=1))
    rep.footer(Rule(C, 0.3, 1.0),
               Para('Laudo liberado em 09/05/2025 15:32 por Dr. Caio V. Ortellado - CRF-MS 3.311 · '
                    'Impresso em 12/05/2025 09:05', size=7))
    return rep


# ============================================================== bk04
def bk04():
    rep = Report('bk04', 'Laboratório Municipal de Análises Clínicas de Rondonópolis - LAMUR', 'Rondonópolis/MT',
                 '30/06/2025', font='mono', size=8.0, color='#000000',
                 features='monospaced SUS layout, dotted leaders as characters, "> 90", serology and urinalysis (qualitative)')
    rep.distractors = ['DN 17/08/1983', 'Solicitação 24/06/2025', 'Emissão 02/07/2025', 'Retorno à unidade 14/07/2025']
    D = 36

    def head(pg):
        rep.add(Para(('PREFEITURA MUNICIPAL DE RONDONÓPOLIS - SECRETARIA MUNICIPAL DE SAÚDE', 'b'), align='C', size=8.6))
        rep.add(Para(('LABORATÓRIO MUNICIPAL DE ANÁLISES CLÍNICAS - LAMUR', 'b'), align='C', size=10))
        rep.add(Para('RUA DOM PEDRO II, 1450 - CENTRO - RONDONÓPOLIS/MT - FONE (66) 3411-2290 - CNES 2398765',
                     align='C', size=7.2))
        rep.add(Para('RESPONSÁVEL TÉCNICO: DR. WELLINGTON S. MACHADO - CRF-MT 2.741', align='C', size=7.2, gap=1))
        rep.add(Rule('#000000', 0.3, 1.2, dash=True))
        rep.add(Para(('PACIENTE: ', 'b'), 'ROSIMEIRE DA CONCEIÇÃO PAES', ('      CNS: ', 'b'), '702 4058 1123 9987', size=8))
        rep.add(Para(('DN: ', 'b'), '17/08/1983', ('   SEXO: ', 'b'), 'F', ('   UNIDADE SOLICITANTE: ', 'b'),
                     'USF VILA OPERÁRIA', size=8))
        rep.add(Para(('REQUISIÇÃO: ', 'b'), '2025.062.04417', ('   SOLICITAÇÃO: ', 'b'), '24/06/2025',
                     ('   COLETA: ', 'b'), '30/06/2025', size=8))
        rep.add(Para(('MÉDICO(A): ', 'b'), 'DRA. PATRÍCIA L. BORGES - CRM-MT 11.205', ('   FOLHA: ', 'b'), f'{pg}/2',
                     size=8, gap=0.5))
        rep.add(Rule('#000000', 0.3, 2, dash=True))

    def leaders(title, items, note=None):
        rep.add(Para((title, 'bu'), size=8.6, gap=0.6))
        rows = []
        for name, vt, unit, key, tail in items:
            x = rep.res(name, vt, unit, key)
            rows.append((name, x.shown, ((' ' + unit) if unit else '') + tail))
        rep.add(Leaders(rows, 0, 0, mode='chars', dots=D, size=8, lh=1.5, gap=0.8))
        if note:
            rep.add(Text(note, size=7.2, gap=0.5))
        rep.add(Space(1.8))

    rep.page()
    head(1)
    leaders('BIOQUÍMICA - MATERIAL: SORO', [
        ('GLICOSE EM JEJUM', '104', 'mg/dL', 'glu', '      (VR: 70 A 99 mg/dL)'),
        ('UREIA', '27', 'mg/dL', 'urea', '       (VR: 15 A 40 mg/dL)'),
        ('CREATININA', '0,74', 'mg/dL', 'crea', '     (VR: 0,60 A 1,10 mg/dL)'),
        ('TFG ESTIMADA (CKD-EPI 2021)', '> 90', 'mL/min/1,73m²', 'egfr', ''),
        ('ÁCIDO ÚRICO', '5,1', 'mg/dL', 'urate', '      (VR: 2,4 A 5,7 mg/dL)'),
        ('TGO - TRANSAMINASE OXALACÉTICA', '18', 'U/L', 'ast', '         (VR: ATÉ 32 U/L)'),
        ('TGP - TRANSAMINASE PIRÚVICA', '24', 'U/L', 'alt', '         (VR: ATÉ 33 U/L)')],
        note='MÉTODOS: GLICOSE HEXOQUINASE; UREIA UREASE-GLDH; CREATININA JAFFÉ CINÉTICO; TGO/TGP IFCC SEM P5P.')
    leaders('HEMOGLOBINA GLICADA - MATERIAL: SANGUE TOTAL EDTA', [
        ('HEMOGLOBINA GLICADA (HbA1c)', '5,8', '%', 'hba1c', '        (VR: INFERIOR A 5,7 %)')],
        note='MÉTODO: IMUNOTURBIDIMETRIA. VALORES ENTRE 5,7 E 6,4 % INDICAM RISCO AUMENTADO PARA DIABETES.')
    leaders('SOROLOGIA - MATERIAL: SORO', [
        ('HIV 1 E 2 - ANTÍGENO E ANTICORPOS', 'NÃO REAGENTE', '', 'hiv', ''),
        ('HBsAg - ANTÍGENO AUSTRALIA', 'NÃO REAGENTE', '', 'hbsag', ''),
        ('ANTI-HCV - HEPATITE C', 'NÃO REAGENTE', '', 'hcv', ''),
        ('VDRL', 'NÃO REAGENTE', '', 'vdrl', '')],
        note='MÉTODO: QUIMIOLUMINESCÊNCIA (HIV, HBsAg, ANTI-HCV) E FLOCULAÇÃO (VDRL). AMOSTRA NÃO REAGENTE PARA HIV '
             'CONFORME FLUXOGRAMA DA PORTARIA SVS/MS 29/2013.')
    rep.footer(Rule('#000000', 0.3, 1, dash=True),
               Para('EMITIDO EM 02/07/2025 10:17 - CONFERIDO E LIBERADO POR: BIOQ. JOANA M. FRIAS - CRF-MT 3.058', size=7),
               Para('RETORNO À UNIDADE DE SAÚDE: 14/07/2025 - APRESENTAR ESTE LAUDO NA CONSULTA', size=7))
    rep.page()
    head(2)
    rep.add(Para(('URINA TIPO I (EAS) - MATERIAL: URINA JATO MÉDIO (1ª MICÇÃO)', 'bu'), size=8.6, gap=1))
    groups = [
        ('EXAME FÍSICO', [('COR', 'AMARELO CITRINO', '', 'u_color', ''),
                          ('ASPECTO', 'LÍMPIDO', '', 'u_aspect', ''),
                          ('DENSIDADE', '1,020', '', 'u_sg', '     (VR: 1,005 A 1,030)'),
                          ('pH', '6,0', '', 'u_ph', '       (VR: 5,0 A 7,5)')]),
        ('EXAME QUÍMICO (TIRA REAGENTE)', [('PROTEÍNAS', 'NEGATIVO', '', 'u_prot', ''),
                                           ('GLICOSE', 'NEGATIVO', '', 'u_glu', ''),
                                           ('CORPOS CETÔNICOS', 'NEGATIVO', '', 'u_ket', ''),
                                           ('HEMOGLOBINA', 'NEGATIVO', '', 'u_bld', ''),
                                           ('BILIRRUBINA', 'NEGATIVO', '', 'u_bil', ''),
                                           ('UROBILINOGÊNIO', 'NORMAL', '', 'u_ubg', ''),
                                           ('NITRITO', 'NEGATIVO', '', 'u_nit', '')]),
        ('SEDIMENTOSCOPIA', [('LEUCÓCITOS', '4.000', '/mL', 'u_wbc_ml', '   (VR: ATÉ 10.000 /mL)'),
                             ('HEMÁCIAS', 'RARAS', '', 'u_rbc_hpf', ''),
                             ('CÉLULAS EPITELIAIS', 'RARAS', '', 'u_epi', ''),
                             ('BACTÉRIAS', 'AUSENTES', '', 'u_bact', '')])]
    for gname, items in groups:
        rep.add(Para((gname, 'b'), size=8, gap=0.3))
        rows = []
        for name, vt, unit, key, tail in items:
            x = rep.res(name, vt, unit, key)
            rows.append(('  ' + name, x.shown, ((' ' + unit) if unit else '') + tail))
        rep.add(Leaders(rows, 0, 0, mode='chars', dots=D, size=8, lh=1.5, gap=1.5))
    rep.add(Text('EXAME REALIZADO EM ANALISADOR AUTOMATIZADO DE URINA COM REVISÃO MICROSCÓPICA DO SEDIMENTO. '
                 'AMOSTRA RECEBIDA DENTRO DO PRAZO DE ESTABILIDADE (2 HORAS).', size=7.2, gap=1))
    rep.footer(Rule('#000000', 0.3, 1, dash=True),
               Para('EMITIDO EM 02/07/2025 10:17 - CONFERIDO E LIBERADO POR: BIOQ. JOANA M. FRIAS - CRF-MT 3.058', size=7),
               Para('RETORNO À UNIDADE DE SAÚDE: 14/07/2025 - APRESENTAR ESTE LAUDO NA CONSULTA', size=7))
    return rep


# ============================================================== bk05
def bk05():
    rep = Report('bk05', 'CoopNorte Laboratório - Cooperativa dos Patologistas Clínicos do Norte do Paraná',
                 'Londrina/PR', '12/05/2025', font='cond', size=8.6, color='#101820',
                 features='ruled grid tables with column order Exame / Referência / Resultado / Unidade, split names, '
                          'Colesterol HDL, liver and protein panels')
    rep.distractors = ['Nascimento 05/06/1967', 'Atendimento 09/05/2025', 'Liberação 13/05/2025',
                       'Impressão 14/05/2025', 'Validade da guia 30/05/2025']
    C = '#0b4f8a'
    rep.page()
    rep.add(Header([('CoopNorte Laboratório', 16, 'b', C),
                    ('Cooperativa dos Patologistas Clínicos do Norte do Paraná', 8.5, '', '#333333'),
                    ('Av. Higienópolis, 2070 - Jardim Higienópolis - Londrina/PR - CEP 86015-010', 7.2, '', None),
                    ('CNPJ 04.771.902/0001-33 · CNES 5540218 · (43) 3376-9100 · coopnortelab.coop.br', 7.2, '', None)],
                   [('RT: Dra. Sílvia H. Yamamoto', 7.2, '', None), ('CRM-PR 21.447 · Patologia Clínica', 7.2, '', None),
                    ('Acreditação PALC', 7.2, 'b', C)], style='box', color=C, bg='#eef4fa', gap=2))
    rep.add(Info([[('Cliente:', 'ARLINDO KENJI MATSUMOTO'), ('Código:', '77.412.905-3'), ('Sexo:', 'Masculino')],
                  [('Nascimento:', '05/06/1967'), ('Idade:', '57 anos'), ('Convênio:', 'Coop. Saúde Norte')],
                  [('Solicitante:', 'Dr. Fábio L. Ventura - CRM-PR 30.118'), ('Atendimento:', '09/05/2025'), ('', '')],
                  [('Data da coleta:', '12/05/2025 07:35'), ('Validade da guia:', '30/05/2025'), ('', '')]],
                 widths=[0.46, 0.30, 0.24], size=8.2, gap=2.5))
    cols = [('Exame', 0.34, 'L'), ('Valores de Referência', 0.32, 'L'), ('Resultado', 0.16, 'R'), ('Unidade', 0.18, 'L')]

    def panel(title, sub, items):
        rep.add(Title(title, size=9.2, style='band', bg=C, fg='#ffffff', gap=0.4))
        rep.add(Para(sub, size=7.4, color='#333333', gap=0.6))
        rows = []
        for name, ref, vt, unit, key in items:
            x = rep.res(name, vt, unit, key)
            rows.append([name, ref, (x.shown, 'b'), unit])
        rep.add(Table(cols, rows, rules='grid', head_bg='#d6e4f2', pad=0.5, color='#6a86a3', gap=2.5))

    panel('PERFIL LIPÍDICO', 'Material: soro · Jejum informado: 12 horas · Método: enzimático colorimétrico; LDL calculado (Martin-Hopkins)', [
        ('Colesterol total', 'Desejável: < 190', '186', 'mg/dL', 'chol'),
        ('Colesterol HDL', 'Desejável: > 40', '52', 'mg/dL', 'hdl'),
        ('Colesterol não-HDL', 'Conforme risco: < 160', '134', 'mg/dL', 'nonhdl'),
        ('Colesterol LDL\n(Martin-Hopkins)', 'Conforme risco: < 130', '108', 'mg/dL', 'ldl'),
        ('Colesterol VLDL', '< 30', '26', 'mg/dL', 'vldl'),
        ('Triglicerídeos', 'Desejável: < 150', '131', 'mg/dL', 'tg')])
    panel('FUNÇÃO HEPÁTICA', 'Material: soro · Métodos: IFCC sem piridoxal-fosfato; diazo (bilirrubinas)', [
        ('AST / TGO', 'Até 40', '28', 'U/L', 'ast'),
        ('ALT / TGP', 'Até 41', '41', 'U/L', 'alt'),
        ('Gama-glutamiltransferase', '10 a 71', '52', 'U/L', 'ggt'),
        ('Fosfatase alcalina', '40 a 129', '88', 'U/L', 'alp'),
        ('Bilirrubina total', '0,30 a 1,20', '0,84', 'mg/dL', 'tbil'),
        ('Bilirrubina direta', 'Até 0,30', '0,22', 'mg/dL', 'dbil'),
        ('Bilirrubina indireta', 'Até 0,90', '0,62', 'mg/dL', 'ibil')])
    panel('PROTEÍNAS TOTAIS E FRAÇÕES', 'Material: soro · Método: biureto / verde de bromocresol', [
        ('Proteínas totais', '6,4 a 8,3', '7,2', 'g/dL', 'tprot'),
        ('Albumina', '3,5 a 5,2', '4,3', 'g/dL', 'alb'),
        ('Globulinas', '2,0 a 3,5', '2,9', 'g/dL', 'glob'),
        ('Relação\nalbumina/globulina', '1,1 a 2,2', '1,48', '', 'agratio')])
    rep.add(Text('Resultados de colesterol não-HDL, LDL, VLDL, bilirrubina indireta, globulinas e relação A/G obtidos '
                 'por cálculo. Metas lipídicas conforme categoria de risco cardiovascular definida pelo médico.',
                 size=7.2, style='i', gap=1))
    rep.footer(Rule(C, 0.4, 1),
               Para('Assinado digitalmente por Dra. Sílvia H. Yamamoto - CRM-PR 21.447 · Liberação: 13/05/2025 10:48',
                    size=7.2),
               Para('Impressão: 14/05/2025 08:20 · Este laudo só tem validade com assinatura digital · Pág. 1/1', size=7.2))
    return rep


# ============================================================== bk06
def bk06():
    rep = Report('bk06', 'Laboratório Planalto Central', 'Anápolis/GO', '11/08/2025', font='sans', size=8.3,
                 color='#1a1a1a',
                 features='two-column page (hormônios | bioquímica), "Alto"/"Baixo" flags, "< 1,2", DUM, '
                          'full blood count with differential in % and /mm³')
    rep.distractors = ['Nascimento 19/02/1994', 'DUM 28/07/2025', 'Cadastro 08/08/2025', 'Liberação 13/08/2025',
                       'Impressão 13/08/2025']
    T = '#00707a'

    def head(pg):
        rep.add(Header([('PLANALTO CENTRAL', 15, 'b', T), ('MEDICINA LABORATORIAL', 8, 'b', '#555555'),
                        ('Rua Engenheiro Portela, 611 - Centro - Anápolis/GO · (62) 3324-8800', 7.2, '', None),
                        ('CNPJ 21.006.554/0001-90 · CNES 3318820 · RT: Dr. Murilo C. Arantes - CRF-GO 8.102', 7.2, '', None)],
                       [(f'Folha {pg}/2', 8, 'b', T), ('Pedido nº 1108-22617', 7.5, '', None)],
                       style='rule', color=T, logo=('PC', T), gap=1.5))
        rep.add(Info([[('Paciente:', 'THAYNARA CRISTINA MOURA LEÃO'), ('Nascimento:', '19/02/1994'), ('Sexo:', 'F')],
                      [('Médico:', 'Dra. Gabriela S. Caiado - CRM-GO 17.330'), ('DUM:', '28/07/2025'), ('Cadastro:', '08/08/2025')],
                      [('Coleta:', '11/08/2025 07:48'), ('Liberação:', '13/08/2025 17:05'), ('Convênio:', 'IPASGO')]],
                     widths=[0.48, 0.27, 0.25], boxed=True, color=T, size=8, gap=2.5))

    def tab(items, flagcol=True):
        rows = []
        for name, vt, unit, key, flag, ref in items:
            x = rep.res(name, vt, unit, key)
            rows.append([name, (vt, 'b'), unit, (flag, 'b#b00020'), ref])
        return Table([('Exame', 0.27, 'L'), ('Res.', 0.14, 'R'), ('Unid.', 0.16, 'L'), ('', 0.13, 'L'),
                      ('Referência', 0.30, 'L')], rows, rules='h', color='#b9d3d6', pad=0.45, head_style='b' + T,
                     size=7.9, gap=1)

    rep.page()
    head(1)
    left = [Title('HORMÔNIOS', size=9, style='band', bg='#dff0f1', color=T, gap=0.6),
            Para('Soro · Eletroquimioluminescência (Cobas e411)', size=7, color='#555555', gap=0.4),
            tab([('FSH', '6,2', 'mUI/mL', 'fsh', '', '3,5 a 12,5'),
                 ('LH', '8,4', 'mUI/mL', 'lh', '', '2,4 a 12,6'),
                 ('Estradiol', '142', 'pg/mL', 'e2', '', '12,5 a 166'),
                 ('Progesterona', '0,6', 'ng/mL', 'prog', '', '0,2 a 1,5'),
                 ('Prolactina', '28,4', 'ng/mL', 'prl', 'Alto', '4,8 a 23,3'),
                 ('Beta-HCG quantitativo', '< 1,2', 'mUI/mL', 'bhcg', '', '< 5,0'),
                 ('TSH', '1,96', 'µUI/mL', 'tsh', '', '0,27 a 4,20')]),
            Text('Referências de FSH, LH, estradiol e progesterona: fase folicular (estimada pela DUM informada). Prolactina: sugere-se repetir com repouso de 30 minutos.',
                 size=6.8, style='i', color='#444444')]
    right = [Title('BIOQUÍMICA E VITAMINAS', size=9, style='band', bg='#dff0f1', color=T, gap=0.6),
             Para('Soro · Enzimático / Quimioluminescência', size=7, color='#555555', gap=0.4),
             tab([('Glicose', '86', 'mg/dL', 'glu', '', '70 a 99'),
                  ('Insulina', '14,2', 'µUI/mL', 'insulin', '', '2,6 a 24,9'),
                  ('Ferritina', '12', 'ng/mL', 'ferritin', 'Baixo', '15 a 150'),
                  ('Ferro sérico', '48', 'µg/dL', 'fe', 'Baixo', '50 a 170'),
                  ('Vitamina B12', '384', 'pg/mL', 'b12', '', '197 a 771'),
                  ('Vitamina D (25-OH)', '19,8', 'ng/mL', 'vitd', 'Baixo', '> 20')]),
             Text('Valores de referência de vitamina D segundo posicionamento SBPC/ML e SBEM.', size=6.8, style='i',
                  color='#444444')]
    rep.add(Cols(left, right, gapw=6, gap=2))
    rep.footer(Rule(T, 0.3, 1),
               Para('Liberado por Dr. Murilo C. Arantes - CRF-GO 8.102 em 13/08/2025 17:05 · Impresso em 13/08/2025 17:31',
                    size=7))
    rep.page()
    head(2)
    rep.add(Title('HEMOGRAMA', size=9.5, style='band', bg='#dff0f1', color=T, gap=0.6))
    rep.add(Para('Material: sangue total EDTA · Método: automação hematológica (Mindray BC-6200) com revisão de lâmina',
                 size=7.3, color='#555555', gap=1))
    rows = [{'sub': 'ERITROGRAMA', 'style': 'b' + T}]
    for name, vt, unit, key, ref in [('Hemácias', '4,38', 'milhões/mm³', 'rbc', '3,90 a 5,00'),
                                     ('Hemoglobina', '12,1', 'g/dL', 'hb', '12,0 a 15,5'),
                                     ('Hematócrito', '37,2', '%', 'hct', '35,0 a 45,0'),
                                     ('VCM', '84,9', 'fL', 'mcv', '80 a 100'),
                                     ('HCM', '27,6', 'pg', 'mch', '26 a 34'),
                                     ('CHCM', '32,5', 'g/dL', 'mchc', '31 a 36'),
                                     ('RDW-CV', '13,8', '%', 'rdw', '11,5 a 15,0')]:
        x = rep.res(name, vt, unit, key)
        rows.append([name, (x.shown, 'b'), unit, '', ref])
    rep.add(Table([('', 0.30, 'L'), ('Resultado', 0.16, 'R'), ('Unidade', 0.18, 'L'), ('', 0.06, 'L'),
                   ('Valores de referência', 0.30, 'L')], rows, rules='h', color='#b9d3d6', pad=0.5,
                  head_style='b' + T, gap=2))
    w = rep.res('Leucócitos', '6.300', '/mm³', 'wbc')
    rows = [{'sub': 'LEUCOGRAMA', 'style': 'b' + T}, ['Leucócitos', '', (w.shown, 'b'), '', '4.000 a 11.000']]
    for name, pct, ab, kp, ka, rp, ra in [
            ('Bastonetes', '2', '126', 'band%', 'band#', '0 a 5', '0 a 550'),
            ('Segmentados', '56', '3.528', 'seg%', 'seg#', '40 a 70', '1.600 a 7.700'),
            ('Eosinófilos', '4', '252', 'eos%', 'eos#', '1 a 5', '40 a 550'),
            ('Basófilos', '1', '63', 'bas%', 'bas#', '0 a 2', '0 a 220'),
            ('Linfócitos', '30', '1.890', 'lym%', 'lym#', '20 a 45', '800 a 4.950'),
            ('Monócitos', '7', '441', 'mon%', 'mon#', '2 a 10', '80 a 1.100')]:
        a = rep.res(name, pct, '%', kp)
        b = rep.res(name, ab, '/mm³', ka)
        rows.append([name, a.shown, (b.shown, 'b'), rp, ra])
    rep.add(Table([('', 0.30, 'L'), ('%', 0.12, 'R'), ('/mm³', 0.16, 'R'), ('Ref. (%)', 0.16, 'L'),
                   ('Ref. (/mm³)', 0.26, 'L')], rows, rules='h', color='#b9d3d6', pad=0.5, head_style='b' + T, gap=2))
    p = rep.res('Plaquetas', '274.000', '/mm³', 'plt')
    rep.add(Table([('', 0.30, 'L'), ('Resultado', 0.16, 'R'), ('Unidade', 0.18, 'L'), ('', 0.06, 'L'),
                   ('Valores de referência', 0.30, 'L')],
                  [{'sub': 'PLAQUETAS', 'style': 'b' + T}, ['Plaquetas', (p.shown, 'b'), '/mm³', '', '150.000 a 450.000']],
                  rules='h', color='#b9d3d6', pad=0.5, head=False, gap=2))
    rep.add(Text('Morfologia eritrocitária: normocitose e normocromia. Leucócitos e plaquetas sem alterações '
                 'morfológicas. Contagem diferencial conferida em lâmina corada (May-Grünwald-Giemsa).', size=7.3, gap=1))
    rep.footer(Rule(T, 0.3, 1),
               Para('Liberado por Dr. Murilo C. Arantes - CRF-GO 8.102 em 13/08/2025 17:05 · Impresso em 13/08/2025 17:31',
                    size=7))
    return rep


# ============================================================== bk07
def bk07():
    rep = Report('bk07', 'Laboratório Triângulo Análises Clínicas', 'Uberlândia/MG', '22/07/2025', font='serif',
                 size=8.4, color='#111111',
                 features='unruled table with previous-result column (two collection dates), H/L flags, HDL')
    rep.distractors = ['Nascimento 30/10/1969', 'Cadastro 18/07/2025', 'Liberado 23/07/2025', 'Impresso 24/07/2025']
    prev = '14/01/2025'
    rep.page()
    rep.add(Header([('LABORATÓRIO TRIÂNGULO', 14, 'b', '#7a1f1f'), ('Análises Clínicas desde 1987', 8, 'i', None),
                    ('Av. Rondon Pacheco, 3917 - Tibery - Uberlândia/MG · CEP 38405-142', 7.2, '', None),
                    ('CNPJ 19.334.870/0001-12 · CNES 2205418 · (34) 3236-5050', 7.2, '', None)],
                   [('Diretor técnico', 7.2, 'b', None), ('Dr. Otávio H. Rezende', 7.2, '', None),
                    ('CRM-MG 40.227', 7.2, '', None)], style='rule', color='#7a1f1f', gap=2))
    rep.add(Info([[('Nome:', 'SEBASTIÃO APARECIDO DOS REIS'), ('Ficha:', '250718-0094')],
                  [('Data de nascimento:', '30/10/1969'), ('Sexo:', 'Masculino   Idade: 55 anos')],
                  [('Médico solicitante:', 'Dr. Wanderley F. Prado - CRM-MG 52.806'), ('Cadastro:', '18/07/2025')],
                  [('Data da coleta:', '22/07/2025 07:20'), ('Convênio:', 'Cassi')]],
                 widths=[0.62, 0.38], size=8.2, gap=1))
    rep.add(Rule('#7a1f1f', 0.3, 2))
    rows = []
    data = [
        ('METABOLISMO GLICÍDICO',),
        ('Glicose de jejum', '118', 'H', '109', 'mg/dL', 'glu', '70 a 99'),
        ('Hemoglobina glicada (HbA1c)', '6,4', 'H', '6,1', '%', 'hba1c', 'inferior a 5,7'),
        ('LIPÍDIOS',),
        ('Colesterol total', '198', '', '221', 'mg/dL', 'chol', 'inferior a 190'),
        ('HDL', '39', 'L', '41', 'mg/dL', 'hdl', 'superior a 40'),
        ('LDL (Friedewald)', '121', '', '139', 'mg/dL', 'ldl', 'conforme risco'),
        ('Triglicerídeos', '190', 'H', '205', 'mg/dL', 'tg', 'inferior a 150'),
        ('FUNÇÃO RENAL E OUTROS',),
        ('Creatinina', '1,02', '', '0,98', 'mg/dL', 'crea', '0,70 a 1,20'),
        ('TFG estimada (CKD-EPI 2021)', '85', '', '89', 'mL/min/1,73m²', 'egfr', 'superior a 60'),
        ('Ácido úrico', '7,4', 'H', '7,9', 'mg/dL', 'urate', '3,4 a 7,0'),
        ('TGP (ALT)', '38', '', '44', 'U/L', 'alt', 'até 41'),
        ('Creatinoquinase (CK)', '164', '', '—', 'U/L', 'ck', '39 a 308'),
        ('TSH', '2,31', '', '—', 'µUI/mL', 'tsh', '0,45 a 4,50'),
    ]
    for d in data:
        if len(d) == 1:
            rows.append({'sub': d[0], 'style': 'bu'})
            continue
        name, cur, fl, pv, unit, key, ref = d
        x = rep.res(name, cur, unit, key, flag=fl)
        cells = [name, (cur, 'b'), (fl, 'b'), unit]
        if pv != '—':
            rep.res(name, pv, unit, key, date=prev)
        cells += [pv, ref]
        rows.append(cells)
    rep.add(Table([('Exame', 0.31, 'L'), ('Resultado', 0.11, 'R'), ('', 0.04, 'L'), ('Unidade', 0.14, 'L'),
                   (f'Anterior\n{prev}', 0.13, 'R'), ('Valores de referência', 0.27, 'L')],
                  rows, rules='none', pad=0.55, head_style='b', gap=2))
    rep.add(Text('H = acima do valor de referência; L = abaixo do valor de referência. Material: soro (HbA1c: sangue '
                 'total EDTA). LDL calculado pela fórmula de Friedewald. Resultado anterior extraído do histórico do '
                 'paciente neste laboratório.', size=7.2, style='i', gap=1))
    rep.footer(Rule('#7a1f1f', 0.3, 1),
               Para('Liberado em 23/07/2025 09:12 - Dra. Cíntia A. Borges - CRBM-3 19.552', size=7),
               Para('Impresso em 24/07/2025 08:01 · Página 1 de 1', size=7))
    return rep


# ============================================================== bk08
def bk08():
    rep = Report('bk08', 'Hospital Universitário da Região Central - Laboratório de Análises Clínicas',
                 'Santa Maria/RS', '09/06/2025', font='sans', size=8.6, color='#000000',
                 features='block layout with small ruled tables, split name (TTPA), FAN titre 1/160, '
                          '"inferior a", control-plasma times not results')
    rep.distractors = ['Nascimento 04/04/1958', 'Data de entrada 06/06/2025', 'Liberado 10/06/2025',
                       'Emitido 11/06/2025']
    C = '#4a2a6b'

    def head(pg):
        rep.add(Header([('HOSPITAL UNIVERSITÁRIO DA REGIÃO CENTRAL', 11.5, 'b', C),
                        ('Universidade Federal da Região Central · Empresa de Serviços Hospitalares', 7.5, '', None),
                        ('Unidade de Diagnóstico Laboratorial - Av. Roraima, 1000, Prédio 22 - Santa Maria/RS', 7.2, '', None)],
                       [('CNES 2261104', 7.2, '', None), (f'Pág. {pg} de 2', 7.5, 'b', C)], style='box', color=C,
                       gap=1.5))
        rep.add(Info([[('Paciente:', 'IVONE TEREZINHA DALLA CORTE'), ('Prontuário:', '1.442.908')],
                      [('Nascimento:', '04/04/1958'), ('Unidade:', 'Ambulatório de Reumatologia')],
                      [('Data de entrada:', '06/06/2025'), ('Data da coleta:', '09/06/2025 09:02')],
                      [('Solicitante:', 'Dr. Eduardo K. Schmitt - CRM-RS 33.560'), ('Requisição:', '25-0609-1188')]],
                     widths=[0.58, 0.42], size=8, gap=2.5))

    def block_head(title, material, method):
        rep.add(Title(title, size=9, style='under', color=C, gap=0.5))
        rep.add(Para(('Material: ', 'b'), material + '      ', ('Método: ', 'b'), method, size=7.6, gap=0.8))

    def single(title, material, method, vt, unit, key, ref, flag=''):
        block_head(title, material, method)
        x = rep.res(title, vt, unit, key, flag=flag)
        rep.add(Para(('Resultado: ', 'b'), (x.shown, 'b'), ' ' + unit, size=9.2, lh=1.4))
        rep.add(Para('Valor de referência: ' + ref, size=7.6, gap=2.5))

    rep.page()
    head(1)
    block_head('COAGULOGRAMA', 'Plasma (citrato de sódio 3,2%)', 'Coagulométrico óptico')
    rows = []
    for name, vt, unit, key, ref in [('Tempo de protrombina (TP)', '14,6', 's', 'pt_s', '10,5 a 13,5 s'),
                                     ('Atividade de protrombina', '71', '%', 'pt_pct', '70 a 120 %'),
                                     ('RNI', '1,21', '', 'inr', '0,90 a 1,20'),
                                     ('Tempo de tromboplastina\nparcial ativada (TTPA)', '38,4', 's', 'aptt_s', '25,0 a 37,0 s')]:
        x = rep.res(name, vt, unit, key)
        rows.append([name, (x.shown + (' ' + unit if unit else ''), 'b'), ref])
    rep.add(Table([('Parâmetro', 0.45, 'L'), ('Resultado', 0.22, 'L'), ('Referência', 0.33, 'L')], rows,
                  rules='grid', head_bg='#ece6f2', pad=0.5, color='#777777', gap=0.8))
    rep.add(Text('Tempos do pool de plasmas normais (controle): TP 12,3 s · TTPA 30,1 s.', size=7.4, style='i', gap=2.5))
    single('FIBRINOGÊNIO', 'Plasma citratado', 'Clauss', '412', 'mg/dL', 'fib', '200 a 400 mg/dL')
    single('D-DÍMERO', 'Plasma citratado', 'Imunoturbidimetria', '780', 'ng/mL FEU', 'ddimer',
           'inferior a 500 ng/mL FEU')
    single('VELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)', 'Sangue total EDTA', 'Westergren modificado', '34', 'mm/h', 'esr',
           'até 30 mm/h')
    single('PROTEÍNA C REATIVA (PCR)', 'Soro', 'Imunoturbidimetria', '4,8', 'mg/dL', 'crp', 'inferior a 0,5 mg/dL')
    rep.footer(Rule(C, 0.3, 1),
               Para('Liberado em 10/06/2025 14:26 por Farm.-Bioq. Rosane P. Cechin - CRF-RS 6.219 · '
                    'Emitido em 11/06/2025 07:40', size=7))
    rep.page()
    head(2)
    block_head('PESQUISA DE ANTICORPOS ANTINÚCLEO (FAN / HEp-2)', 'Soro', 'Imunofluorescência indireta em células HEp-2')
    for label, vt, key in [('Resultado', 'Reagente', 'ana'), ('Título', '1/160', 'ana_titer'),
                           ('Padrão', 'Nuclear pontilhado fino denso', 'ana_pat')]:
        x = rep.res(label if label != 'Resultado' else 'PESQUISA DE ANTICORPOS ANTINÚCLEO (FAN / HEp-2)',
                    vt, '', key)
        rep.add(Para((label + ': ', 'b'), (x.shown, 'b'), size=9.2, lh=1.4))
    rep.add(Text('Valor de referência: não reagente (título inferior a 1/80). O padrão nuclear pontilhado fino denso '
                 'é frequentemente observado em indivíduos sem doença autoimune; correlacionar com a clínica.',
                 size=7.6, gap=2.5))
    single('FATOR REUMATOIDE', 'Soro', 'Imunoturbidimetria', 'inferior a 8,0', 'UI/mL', 'rf', 'inferior a 14,0 UI/mL')
    single('ANTIESTREPTOLISINA O (ASO)', 'Soro', 'Imunoturbidimetria', '186', 'UI/mL', 'aso', 'até 200 UI/mL')
    block_head('DENGUE - PESQUISA DO ANTÍGENO NS1', 'Soro', 'Imunocromatografia')
    x = rep.res('DENGUE - PESQUISA DO ANTÍGENO NS1', 'Não reagente', '', 'ns1')
    rep.add(Para(('Resultado: ', 'b'), (x.shown, 'b'), size=9.2, lh=1.4))
    rep.add(Para('Valor de referência: não reagente', size=7.6, gap=2.5))
    rep.footer(Rule(C, 0.3, 1),
               Para('Liberado em 10/06/2025 14:26 por Farm.-Bioq. Rosane P. Cechin - CRF-RS 6.219 · '
                    'Emitido em 11/06/2025 07:40', size=7))
    return rep


# ============================================================== bk09
def bk09():
    rep = Report('bk09', 'Hospital São Lucas do Oeste - Laboratório de Análises Clínicas', 'Cascavel/PR',
                 '05/05/2025', font='cond', size=8.4, color='#000000',
                 features='ruled grid tables, * flags, second sample collected another day (page 2), '
                          'HDL-Colesterol, CK / CK-MB / troponin, thousands with decimals (1.284,5)')
    rep.distractors = ['Nascimento 27/01/1961', 'Admissão 04/05/2025', 'Liberação 05/05/2025 and 06/05/2025',
                       'Impressão 07/05/2025']
    C = '#8a1c1c'

    def head(pg, coleta):
        rep.add(Header([('HOSPITAL SÃO LUCAS DO OESTE', 13, 'b', C),
                        ('Associação Beneficente São Lucas · Laboratório de Análises Clínicas', 8, '', None),
                        ('Rua Souza Naves, 3983 - Centro - Cascavel/PR · (45) 3218-6000 · CNES 0015823', 7.2, '', None)],
                       [('RT: Dr. Ademir J. Kunz', 7.2, '', None), ('CRF-PR 14.662', 7.2, '', None),
                        (f'Folha {pg}/2', 7.5, 'b', C)], style='rule', color=C, gap=1.5))
        rep.add(Info([[('Paciente:', 'NELSON ANTÔNIO VOLPATO'), ('Atendimento:', '0504-33871'), ('Leito:', 'UCO-04')],
                      [('Nascimento:', '27/01/1961'), ('Admissão:', '04/05/2025'), ('Convênio:', 'SUS')],
                      [('Médico:', 'Dr. Tiago R. Menegatti - CRM-PR 38.442'), ('Coleta:', coleta), ('', '')]],
                     widths=[0.46, 0.30, 0.24], size=8, boxed=True, color='#999999', gap=2))

    def grid(title, items, date=None):
        rep.add(Title(title, size=8.8, style='boxed', color=C, gap=0))
        rows = []
        for name, vt, unit, key, flag, ref in items:
            x = rep.res(name, vt, unit, key, flag=flag, date=date)
            rows.append([name, (x.shown, 'b'), unit, ref])
        rep.add(Table([('Exame', 0.36, 'L'), ('Resultado', 0.16, 'R'), ('Unidade', 0.16, 'L'),
                       ('Valores de referência', 0.32, 'L')], rows, rules='grid', pad=0.42, color='#888888',
                      head_bg='#f3e6e6', gap=2))

    rep.page()
    head(1, '05/05/2025 06:40')
    grid('HEMOGRAMA - sangue total EDTA - automação (Sysmex XN)', [
        ('Eritrócitos', '3,96', 'milhões/mm³', 'rbc', '*', '4,50 a 5,90'),
        ('Hemoglobina', '11,8', 'g/dL', 'hb', '*', '13,5 a 17,5'),
        ('Hematócrito', '35,9', '%', 'hct', '*', '41,0 a 53,0'),
        ('VCM', '90,7', 'fL', 'mcv', '', '80,0 a 100,0'),
        ('HCM', '29,8', 'pg', 'mch', '', '26,0 a 34,0'),
        ('CHCM', '32,9', 'g/dL', 'mchc', '', '31,0 a 37,0'),
        ('Leucócitos', '13.450', '/mm³', 'wbc', '*', '4.000 a 11.000'),
        ('Neutrófilos', '81,0', '%', 'neu%', '*', '40,0 a 75,0'),
        ('Linfócitos', '12,4', '%', 'lym%', '*', '20,0 a 45,0'),
        ('Monócitos', '5,1', '%', 'mon%', '', '2,0 a 10,0'),
        ('Eosinófilos', '1,2', '%', 'eos%', '', '1,0 a 6,0'),
        ('Basófilos', '0,3', '%', 'bas%', '', '0,0 a 2,0'),
        ('Plaquetas', '189.000', '/mm³', 'plt', '', '150.000 a 400.000')])
    grid('BIOQUÍMICA DE URGÊNCIA - soro', [
        ('Sódio', '136', 'mmol/L', 'na', '', '136 a 145'),
        ('Potássio', '3,4', 'mmol/L', 'k', '*', '3,5 a 5,1'),
        ('Creatinina', '1,09', 'mg/dL', 'crea', '', '0,70 a 1,20'),
        ('Glicose', '142', 'mg/dL', 'glu', '*', '70 a 99'),
        ('Creatinoquinase - CK total', '486', 'U/L', 'ck', '*', '39 a 308'),
        ('CK-MB massa', '18,6', 'ng/mL', 'ckmb', '*', 'até 4,9'),
        ('Troponina I ultrassensível', '412,8', 'ng/L', 'trop', '*', 'até 34,2 (percentil 99)')])
    rep.add(Text('(*) Resultado fora do intervalo de referência. Troponina comunicada à equipe da UCO em 05/05/2025 '
                 '07:52 (valor crítico).', size=7.2, style='i'))
    rep.footer(Rule(C, 0.3, 1),
               Para('Liberado em 05/05/2025 07:49 por Dra. Kelly C. Bortoli - CRBM-6 4.771 · '
                    'Impresso em 07/05/2025 10:14', size=7))
    rep.page()
    head(2, '06/05/2025 05:50')
    rep.add(Para(('Amostra coletada em 06/05/2025 às 05:50 (segunda amostra - seriado de marcadores cardíacos)', 'b'),
                 size=8.4, gap=1.5))
    d2 = '06/05/2025'
    grid('MARCADORES CARDÍACOS E ELETRÓLITOS - soro', [
        ('Troponina I ultrassensível', '1.284,5', 'ng/L', 'trop', '*', 'até 34,2 (percentil 99)'),
        ('Creatinoquinase - CK total', '712', 'U/L', 'ck', '*', '39 a 308'),
        ('CK-MB massa', '32,4', 'ng/mL', 'ckmb', '*', 'até 4,9'),
        ('Potássio', '4,1', 'mmol/L', 'k', '', '3,5 a 5,1'),
        ('Magnésio', '1,8', 'mg/dL', 'mg', '', '1,6 a 2,6')], date=d2)
    grid('PERFIL LIPÍDICO E GLICEMIA - soro, jejum de 10 horas', [
        ('Glicose de jejum', '118', 'mg/dL', 'glu', '*', '70 a 99'),
        ('Colesterol total', '176', 'mg/dL', 'chol', '', 'inferior a 190'),
        ('HDL-Colesterol', '34', 'mg/dL', 'hdl', '*', 'superior a 40'),
        ('LDL-Colesterol', '112', 'mg/dL', 'ldl', '', 'meta conforme risco'),
        ('Triglicerídeos', '148', 'mg/dL', 'tg', '', 'inferior a 150')], date=d2)
    rep.add(Text('(*) Resultado fora do intervalo de referência. LDL-Colesterol calculado (Friedewald). Comparar com a '
                 'amostra de 05/05/2025 (folha 1).', size=7.2, style='i'))
    rep.footer(Rule(C, 0.3, 1),
               Para('Liberado em 06/05/2025 07:12 por Dra. Kelly C. Bortoli - CRBM-6 4.771 · '
                    'Impresso em 07/05/2025 10:14', size=7))
    return rep


# ============================================================== bk10
def bk10():
    rep = Report('bk10', 'COOPLAB - Cooperativa de Laboratórios da Grande Dourados', 'Dourados/MS', '04/09/2025',
                 font='sans', size=8.4, color='#1c1c1c',
                 features='two-column page with dotted leaders (graphic), electrolytes and renal | lipids and '
                          'inflammation, HDL, ↑ flags, microalbuminuria')
    rep.distractors = ['Nascimento 12/12/1975', 'Pedido médico 02/09/2025', 'Liberação 05/09/2025',
                       'Impressão 05/09/2025', 'Próxima consulta 10/10/2025']
    C = '#b35a00'
    rep.page()
    rep.add(Header([('COOPLAB', 18, 'b', C), ('Cooperativa de Laboratórios da Grande Dourados', 8.5, 'b', None),
                    ('Rua Hayel Bon Faker, 2215 - Jardim América - Dourados/MS · (67) 3422-7100', 7.2, '', None),
                    ('CNPJ 33.870.441/0001-26 · CNES 6650031 · RT: Dra. Priscila N. Okamura - CRF-MS 2.980', 7.2, '', None)],
                   [('LAUDO DE EXAMES', 9, 'b', C), ('Nº 0904-5517', 7.5, '', None)], style='rule', color=C, gap=2))
    rep.add(Info([[('Paciente:', 'ROBERTO CARLOS BENITES ESCOBAR'), ('Nasc.:', '12/12/1975')],
                  [('Solicitante:', 'Dr. André L. Fioravanti - CRM-MS 7.441'), ('Pedido médico de:', '02/09/2025')],
                  [('Coletado em:', '04/09/2025 07:05'), ('Posto:', 'Unidade Marcelino Pires')]],
                 widths=[0.62, 0.38], size=8.2, boxed=True, color=C, gap=2.5))

    def sec(title, sub, items):
        els = [Title(title, size=8.8, style='rule', color=C, gap=0.6), Para(sub, size=7, color='#555555', gap=0.6)]
        rows = []
        for name, vt, unit, key, flag, ref in items:
            x = rep.res(name, vt, unit, key, flag=flag)
            rows.append((name, x.shown, f'{unit}  ({ref})' if ref else unit))
        els.append(Leaders(rows, 36, 14, size=8.2, lh=1.55, gap=2.5))
        return els
    left = sec('ELETRÓLITOS E FUNÇÃO RENAL', 'Soro · potenciometria (ISE) / colorimetria', [
        ('Sódio', '141', 'mEq/L', 'na', '', '136 a 145'),
        ('Potássio', '4,2', 'mEq/L', 'k', '', '3,5 a 5,1'),
        ('Cloreto', '103', 'mEq/L', 'cl', '', '98 a 107'),
        ('Cálcio total', '9,4', 'mg/dL', 'ca', '', '8,6 a 10,3'),
        ('Magnésio', '2,1', 'mg/dL', 'mg', '', '1,6 a 2,6'),
        ('Fósforo', '3,6', 'mg/dL', 'phos', '', '2,5 a 4,5'),
        ('Ureia', '34', 'mg/dL', 'urea', '', '17 a 43'),
        ('Creatinina', '0,91', 'mg/dL', 'crea', '', '0,70 a 1,20')])
    right = sec('PERFIL LIPÍDICO', 'Soro · jejum 12 h · enzimático', [
        ('Colesterol total', '241', 'mg/dL', 'chol', '↑', '< 190'),
        ('HDL', '58', 'mg/dL', 'hdl', '', '> 40'),
        ('LDL', '156', 'mg/dL', 'ldl', '↑', '< 130'),
        ('VLDL', '27', 'mg/dL', 'vldl', '', '< 30'),
        ('Triglicerídeos', '135', 'mg/dL', 'tg', '', '< 150'),
        ('Não-HDL', '183', 'mg/dL', 'nonhdl', '↑', '< 160')]) + sec(
        'INFLAMAÇÃO', 'Soro · imunoturbidimetria / quimioluminescência', [
            ('PCR ultrassensível', '0,8', 'mg/L', 'hscrp', '', '< 1,0'),
            ('Homocisteína', '11,2', 'µmol/L', 'hcy', '', '5,0 a 15,0')])
    rep.add(Cols(left, right, gapw=8, divider=True, gap=2))
    rep.add(Title('URINA - MICROALBUMINÚRIA EM AMOSTRA ISOLADA', size=8.8, style='band', bg='#fbeee0', color=C, gap=0.8))
    rows = []
    for name, vt, unit, key, ref in [('Microalbumina', '18,4', 'mg/L', 'malb', 'inferior a 20,0 mg/L'),
                                     ('Relação albumina/creatinina', '22,6', 'mg/g', 'acr', 'inferior a 30,0 mg/g')]:
        x = rep.res(name, vt, unit, key)
        rows.append((name, x.shown, f'{unit}      Referência: {ref}'))
    rep.add(Leaders(rows, 60, 16, size=8.2, lh=1.55, gap=2))
    rep.add(Text('↑ valor acima do desejável. LDL, VLDL e não-HDL calculados. Próxima consulta agendada pelo médico '
                 'assistente para 10/10/2025 - trazer este laudo.', size=7.2, style='i'))
    rep.footer(Rule(C, 0.3, 1),
               Para('Liberação: 05/09/2025 11:22 - Dra. Priscila N. Okamura - CRF-MS 2.980 · Impressão: 05/09/2025 16:40',
                    size=7))
    return rep


# ============================================================== bk11
def bk11():
    rep = Report('bk11', 'Laboratório Oeste Paulista de Análises Clínicas', 'Presidente Prudente/SP', '25/02/2025',
                 font='serifc', size=8.8, color='#000000',
                 features='column order Exame / Valor de referência / Resultado with unit in the result cell, '
                          'tumour markers, "< 0,5", "inferior a 2,0", PSA ratio')
    rep.distractors = ['Nascimento 08/07/1956', 'Data do pedido 19/02/2025', 'Liberado 27/02/2025',
                       'Impresso 28/02/2025']
    C = '#24492e'
    rep.page()
    rep.add(Header([('Laboratório Oeste Paulista', 15, 'b', C), ('de Análises Clínicas', 9, 'i', C),
                    ('Av. Washington Luiz, 1288 - Centro - Presidente Prudente/SP - CEP 19010-090', 7.2, '', None),
                    ('CNPJ 45.118.773/0001-40 · CNES 2077615 · Tel. (18) 3221-4477', 7.2, '', None)],
                   [('Responsável técnico', 7.2, 'b', None), ('Dr. Henrique M. Sakai', 7.2, '', None),
                    ('CRM-SP 98.412', 7.2, '', None)], style='double', color=C, gap=2))
    rep.add(Info([[('Paciente:', 'JOÃO BATISTA FURLANETO'), ('Prot.:', '250225-0312')],
                  [('Nascimento:', '08/07/1956 - 68 anos'), ('Sexo:', 'M')],
                  [('Médico:', 'Dr. Leandro T. Okuyama - CRM-SP 121.904'), ('Data do pedido:', '19/02/2025')],
                  [('Coleta:', '25/02/2025 08:30'), ('Convênio:', 'Particular')]],
                 widths=[0.62, 0.38], size=8.3, gap=2))
    cols = [('Exame', 0.38, 'L'), ('Valor de referência', 0.37, 'L'), ('Resultado', 0.25, 'R')]

    def sec(title, sub, items):
        rep.add(Title(title, size=9.2, style='rule', color=C, gap=0.5))
        rep.add(Para(sub, size=7.4, color='#444444', gap=0.5))
        rows = []
        for name, ref, vt, unit, key in items:
            x = rep.res(name, vt, unit, key)
            rows.append([name, ref, (x.shown + (' ' + unit if unit else ''), 'b')])
        rep.add(Table(cols, rows, rules='h', color='#b0b8b2', pad=0.7, head_style='i', gap=2.5))

    sec('MARCADORES PROSTÁTICOS', 'Soro · eletroquimioluminescência (Cobas e601)', [
        ('PSA total', 'Até 4,0 ng/mL', '5,12', 'ng/mL', 'psa'),
        ('PSA livre', 'Sem valor de referência isolado', '0,71', 'ng/mL', 'fpsa'),
        ('Relação PSA livre/PSA total', 'Superior a 0,25', '0,14', '', 'psa_ratio')])
    sec('MARCADORES TUMORAIS', 'Soro · quimioluminescência', [
        ('Antígeno carcinoembrionário (CEA)', 'Não fumantes: até 3,8 ng/mL', '< 0,5', 'ng/mL', 'cea'),
        ('CA 19-9', 'Até 37,0 U/mL', 'inferior a 2,0', 'U/mL', 'ca199'),
        ('Alfafetoproteína (AFP)', 'Até 7,0 ng/mL', '2,8', 'ng/mL', 'afp')])
    sec('OUTROS EXAMES', 'Soro · quimioluminescência / cinético UV / imunoturbidimetria', [
        ('Testosterona total', '249 a 836 ng/dL', '412', 'ng/dL', 'testo'),
        ('Creatinoquinase (CK)', '39 a 308 U/L', '128', 'U/L', 'ck'),
        ('Ferritina', '30 a 400 ng/mL', '246', 'ng/mL', 'ferritin'),
        ('25-Hidroxivitamina D', 'Superior a 20 ng/mL', '31,4', 'ng/mL', 'vitd'),
        ('Proteína C reativa ultrassensível', 'Inferior a 3,0 mg/L', '1,2', 'mg/L', 'hscrp')])
    rep.add(Text('Relação PSA livre/total inferior a 0,25 associa-se a maior probabilidade de neoplasia prostática '
                 'em pacientes com PSA total entre 4 e 10 ng/mL. Marcadores tumorais não devem ser usados '
                 'isoladamente para rastreamento.', size=7.3, style='i', gap=1))
    rep.footer(Rule(C, 0.3, 1),
               Para('Liberado em 27/02/2025 16:05 por Dr. Henrique M. Sakai - CRM-SP 98.412', size=7),
               Para('Impresso em 28/02/2025 09:37 · Pág. 1/1', size=7))
    return rep


# ============================================================== bk12
def bk12():
    rep = Report('bk12', 'Laboratório Municipal de Jataí - Rede Cegonha', 'Jataí/GO', '18/03/2025', font='sans',
                 size=8.4, color='#111111',
                 features='prenatal panel: blood group, serology (Não reagente), urinalysis (Ausentes, Negativo), '
                          'urine culture collected on another day, DUM / DPP distractors')
    rep.distractors = ['Nascimento 02/10/2001', 'DUM 14/01/2025', 'DPP 21/10/2025', 'Solicitação 11/03/2025',
                       'Liberação 21/03/2025', 'Próxima consulta pré-natal 08/04/2025']
    C = '#2b5d8c'

    def head(pg):
        rep.add(Header([('PREFEITURA DE JATAÍ - SECRETARIA MUNICIPAL DE SAÚDE', 8, 'b', None),
                        ('Laboratório Municipal de Jataí', 13, 'b', C),
                        ('Rua Riachuelo, 655 - Centro - Jataí/GO · (64) 3631-2090 · CNES 2518402', 7.2, '', None)],
                       [('Pré-natal - Rede Cegonha', 8, 'b', C), (f'Página {pg} de 2', 7.2, '', None)],
                       style='rule', color=C, gap=1.5))
        rep.add(Info([[('Gestante:', 'KAMILLA VIEIRA DE OLIVEIRA'), ('Nascimento:', '02/10/2001')],
                      [('DUM:', '14/01/2025   DPP: 21/10/2025'), ('IG na coleta:', '9 semanas')],
                      [('Unidade:', 'ESF Francisco Antônio'), ('Solicitação:', '11/03/2025')],
                      [('Coleta (sangue):', '18/03/2025 07:30'), ('Cartão SUS:', '898 0012 4455 7130')]],
                     widths=[0.58, 0.42], size=8.1, boxed=True, color=C, gap=2))

    cols = [('Exame', 0.36, 'L'), ('Resultado', 0.22, 'L'), ('Unidade', 0.14, 'L'), ('Referência', 0.28, 'L')]

    def sec(title, items, date=None):
        rep.add(Title(title, size=8.8, style='band', bg='#e3edf6', color=C, gap=0.3))
        rows = []
        for name, vt, unit, key, ref in items:
            x = rep.res(name, vt, unit, key, date=date)
            rows.append([name, (x.shown, 'b'), unit, ref])
        rep.add(Table(cols, rows, rules='h', color='#9fb6cc', pad=0.5, head_style='b#555555', gap=2))

    rep.page()
    head(1)
    sec('IMUNO-HEMATOLOGIA - sangue total EDTA - hemaglutinação em gel', [
        ('Grupo sanguíneo (sistema ABO)', 'O', '', 'abo', '—'),
        ('Fator Rh (antígeno D)', 'Positivo', '', 'rh', '—')])
    sec('SOROLOGIAS - soro - quimioluminescência / floculação', [
        ('HIV 1/2 (antígeno p24 e anticorpos)', 'Não reagente', '', 'hiv', 'Não reagente'),
        ('VDRL', 'Não reagente', '', 'vdrl', 'Não reagente'),
        ('HBsAg', 'Não reagente', '', 'hbsag', 'Não reagente'),
        ('Anti-HCV', 'Não reagente', '', 'hcv', 'Não reagente'),
        ('Anti-HBs', '142', 'mUI/mL', 'antihbs', 'Imune: igual ou superior a 10')])
    sec('HEMATOLOGIA E BIOQUÍMICA', [
        ('Hemoglobina', '11,2', 'g/dL', 'hb', 'Gestante: superior a 11,0'),
        ('Hematócrito', '33,8', '%', 'hct', '33,0 a 44,0'),
        ('Leucócitos', '8.900', '/mm³', 'wbc', '4.000 a 11.000'),
        ('Plaquetas', '236.000', '/mm³', 'plt', '150.000 a 450.000'),
        ('Glicemia de jejum', '84', 'mg/dL', 'glu', 'Gestante: inferior a 92'),
        ('TSH', '1,48', 'µUI/mL', 'tsh', '1º trimestre: 0,10 a 2,50')])
    rep.add(Text('Sorologias não reagentes devem ser repetidas no 3º trimestre conforme protocolo do pré-natal. '
                 'Próxima consulta de pré-natal: 08/04/2025.', size=7.3, style='i'))
    rep.footer(Rule(C, 0.3, 1),
               Para('Liberação: 21/03/2025 15:48 - Bioq. Fernanda R. Assis - CRF-GO 12.073', size=7))
    rep.page()
    head(2)
    sec('URINA TIPO I (EAS) - jato médio - coleta 18/03/2025', [
        ('Cor', 'Amarelo claro', '', 'u_color', 'Amarelo'),
        ('Aspecto', 'Límpido', '', 'u_aspect', 'Límpido'),
        ('Densidade', '1,015', '', 'u_sg', '1,005 a 1,030'),
        ('pH', '6,5', '', 'u_ph', '5,0 a 7,5'),
        ('Proteínas', 'Ausentes', '', 'u_prot', 'Ausentes'),
        ('Glicose', 'Ausente', '', 'u_glu', 'Ausente'),
        ('Nitrito', 'Negativo', '', 'u_nit', 'Negativo'),
        ('Leucócitos', '6.000', '/mL', 'u_wbc_ml', 'até 10.000'),
        ('Bactérias', 'Ausentes', '', 'u_bact', 'Ausentes ou raras')])
    rep.add(Title('UROCULTURA COM ANTIBIOGRAMA', size=8.8, style='band', bg='#e3edf6', color=C, gap=0.8))
    rep.add(Para(('Material: ', 'b'), 'urina jato médio   ', ('Data da coleta: ', 'b'), '19/03/2025 06:45',
                 ('   Método: ', 'b'), 'semeadura em ágar CLED', size=8, gap=0.8))
    x = rep.res('UROCULTURA COM ANTIBIOGRAMA', 'Negativa', '', 'u_culture', date='19/03/2025')
    rep.add(Para(('Resultado: ', 'b'), (x.shown, 'b'), size=9.5, lh=1.4))
    rep.add(Text('Não houve crescimento bacteriano após 48 horas de incubação (contagem inferior a 1.000 UFC/mL). '
                 'Antibiograma não realizado.', size=7.8, gap=2))
    rep.add(Text('Segunda amostra (urina) coletada em dia diferente da amostra de sangue, conforme orientação da '
                 'unidade. Documento emitido pelo sistema municipal de laboratório.', size=7.3, style='i'))
    rep.footer(Rule(C, 0.3, 1),
               Para('Liberação: 21/03/2025 15:48 - Bioq. Fernanda R. Assis - CRF-GO 12.073', size=7))
    return rep


def all_reports():
    return [f() for f in (bk01, bk02, bk03, bk04, bk05, bk06, bk07, bk08, bk09, bk10, bk11, bk12)]
