"""The twelve invented reports of set 'bt' (cardiology and rheumatology clinics).
Everything here is invented: laboratories, people, numbers, addresses, values."""
from model import (Res, Cell, Row, Table, Banner, Info, Title, Text, Space, Rule, TwoCol, Style, Report)

ARROW_UP, ARROW_DN = '↑', '↓'


def R(name, vt, unit, loinc, flag='', date=None, alts=(), analyte=None):
    return Res(name, vt, unit, loinc, flag=flag, date=date, alts=tuple(alts), analyte=analyte)


def V(r, **kw):
    """cell printing the value of r (+ flag)"""
    return Cell(r.vt + ((' ' + r.flag) if r.flag else ''), res=r, **kw)


def line(r, ref, order='nvur', bold_value=False, lead=False, name=None):
    cs = []
    for k in order:
        if k == 'n':
            cs.append(Cell(name if name is not None else r.name, lead=lead))
        elif k == 'v':
            cs.append(V(r, bold=bold_value))
        elif k == 'u':
            cs.append(Cell(r.unit))
        elif k == 'r':
            cs.append(Cell(ref))
        elif k == 'b':  # value and unit in the same cell
            c = V(r, bold=bold_value)
            c.text = r.vt + (' ' + r.unit if r.unit else '') + ((' ' + r.flag) if r.flag else '')
            cs.append(c)
    return Row(cs)


def sub(text, ncols, fill=None):
    return Row([Cell(text, span=ncols)], sub=True, fill=fill)


def blank(ncols):
    return Row([Cell('', span=ncols)])


REPORTS = []

# =====================================================================================
# bt01  Cardiolab Medicina Diagnóstica, São Paulo/SP - ruled grid, arrows, previous result
# =====================================================================================
def bt01():
    D = '2025-03-18'
    P = '2024-09-12'
    st = Style(font='sans', size=8.3, accent='#0b3d6e', margin=(10, 13, 14, 13),
               footer=['Cardiolab Medicina Diagnóstica Ltda. - CNPJ 41.228.903/0001-57 - CNES 7719042 - Resp. técnico: Dr. Henrique Vasconcelos Prado - CRM-SP 98.417',
                       'Impresso em 19/03/2025 16:22  -  Protocolo 25.031.804.227  -  Página {page} de {pages}'])
    hdr = [Banner('CARDIOLAB', ['Medicina Diagnóstica  ·  Unidade Paraíso', 'Rua Tutóia, 1.187 - Paraíso - São Paulo/SP - CEP 04007-005',
                                'Tel. (11) 3884-2710  ·  www.cardiolab-diag.com.br'],
                  right=['Laudo de exames laboratoriais', 'Protocolo: 25.031.804.227'], logo='CL', logo_color='#0b3d6e',
                  color='#0b3d6e', name_size=17, rule='#0b3d6e'),
           Space(2),
           Info([('Paciente:', 'ANTÔNIO CARLOS BERTOLDI'), ('Protocolo:', '25.031.804.227'),
                 ('Nascimento:', '14/02/1961 (64 anos)'), ('Sexo:', 'Masculino'),
                 ('Solicitante:', 'Dra. Luíza Fontenelle CRM-SP 112.604'), ('Convênio:', 'Sul Saúde Executivo'),
                 ('Data da coleta:', '18/03/2025 07:38'), ('Solicitação:', '11/03/2025'),
                 ('Liberado em:', '19/03/2025 15:57'), ('Unidade:', 'Paraíso - SP')], cols=2, box=True, fill='#f1f5fa', label_frac=0.33, size=7.8),
           Space(3)]
    cols = [('Exame', .34, 'L'), ('Resultado', .14, 'R'), ('Unidade', .13, 'L'), ('Valores de referência', .39, 'L')]
    rows = [sub('ERITROGRAMA', 4, '#dde6f0')]
    ery = [
        (R('Hemácias', '4,62', 'milhões/mm³', '789-8'), '4,30 – 5,70 milhões/mm³'),
        (R('Hemoglobina', '14,1', 'g/dL', '718-7'), '13,5 – 17,5 g/dL'),
        (R('Hematócrito', '42,3', '%', '4544-3'), '39,0 – 50,0 %'),
        (R('Volume Corpuscular Médio (VCM)', '91,6', 'fL', '787-2'), '80,0 – 98,0 fL'),
        (R('Hemoglobina Corpuscular\nMédia (HCM)', '30,5', 'pg', '785-6'), '27,0 – 33,0 pg'),
        (R('Concentração de Hemoglobina\nCorpuscular Média (CHCM)', '33,3', 'g/dL', '786-4'), '32,0 – 36,0 g/dL'),
        (R('RDW', '14,9', '%', '788-0', flag=ARROW_UP), '11,5 – 14,5 %'),
    ]
    rows += [line(r, ref) for r, ref in ery]
    rows.append(sub('LEUCOGRAMA', 4, '#dde6f0'))
    rows.append(line(R('Leucócitos', '7.840', '/mm³', '6690-2'), '3.800 – 10.600 /mm³'))
    cols2 = [('Leucograma', .34, 'L'), ('%', .14, 'R'), ('/mm³', .13, 'R'), ('Referência (% | /mm³)', .39, 'L')]
    diff = [('Bastões', '2', '157', '764-1', '26507-4', '0 – 5 %  |  0 – 500'),
            ('Segmentados', '61', '4.782', '769-0', '26499-4', '45 – 70 %  |  1.800 – 7.000'),
            ('Eosinófilos', '3', '235', '713-8', '711-2', '1 – 5 %  |  40 – 500'),
            ('Basófilos', '1', '78', '706-2', '704-7', '0 – 2 %  |  0 – 200'),
            ('Linfócitos típicos', '26', '2.038', '736-9', '731-0', '20 – 45 %  |  1.000 – 4.500'),
            ('Monócitos', '7', '549', '5905-5', '742-7', '2 – 10 %  |  100 – 1.000')]
    drows = []
    for n, pc, ab, l1, l2, ref in diff:
        r1 = R(n, pc, '%', l1)
        r2 = R(n, ab, '/mm³', l2, alts=['751-8'] if n == 'Segmentados' else ())
        drows.append(Row([Cell(n), V(r1), V(r2), Cell(ref)]))
    plq = [sub('PLAQUETOGRAMA', 4, '#dde6f0'),
           line(R('Plaquetas', '236.000', '/mm³', '777-3'), '150.000 – 450.000 /mm³'),
           line(R('Volume plaquetário médio (VPM)', '10,8', 'fL', '32623-1'), '7,4 – 11,4 fL')]
    p1 = hdr + [Title('HEMOGRAMA COMPLETO', color='#0b3d6e', rule='#0b3d6e'),
                Text('Material: Sangue total (EDTA)   ·   Método: Citometria de fluxo / impedância, revisão microscópica da lâmina'),
                Space(1.5), Table(cols, rows, ruled='grid', head_fill='#0b3d6e', head_color='#ffffff', line_color='#9aa9ba'),
                Space(2), Table(cols2, drows, ruled='grid', head_fill='#dde6f0', line_color='#9aa9ba'),
                Space(2), Table(cols, plq, ruled='grid', header=False, line_color='#9aa9ba'),
                Space(2), Text('Neutrófilos (bastões + segmentados): 63 %. Série vermelha: normocitose e normocromia. Plaquetas com morfologia normal.', italic=True),
                Space(3), Title('GLICOSE EM JEJUM', color='#0b3d6e', rule='#0b3d6e'),
                Text('Material: Plasma (fluoreto)   ·   Método: Enzimático (hexoquinase)   ·   Jejum informado: 12 h'),
                Space(1.5),
                Table(cols, [line(R('Glicose em jejum', '108', 'mg/dL', '1558-6', flag=ARROW_UP, alts=['2345-7']),
                                  'Normal: 70 – 99 | Alterada: 100 – 125')], ruled='grid', head_fill='#0b3d6e',
                      head_color='#ffffff', line_color='#9aa9ba'),
                Space(3), Title('HEMOGLOBINA GLICADA (HbA1c)', color='#0b3d6e', rule='#0b3d6e'),
                Text('Material: Sangue total (EDTA)   ·   Método: Cromatografia líquida de alta eficiência (HPLC) - certificado NGSP'),
                Space(1.5),
                Table(cols, [line(R('Hemoglobina glicada (HbA1c)', '6,1', '%', '4548-4', flag=ARROW_UP, alts=['17856-6']),
                                  'Normal: < 5,7 % | Pré-diabetes: 5,7 – 6,4 %'),
                             line(R('Glicose média estimada', '128', 'mg/dL', '27353-2'), 'Cálculo: 28,7 × HbA1c – 46,7')],
                      ruled='grid', head_fill='#0b3d6e', head_color='#ffffff', line_color='#9aa9ba')]
    # page 2: lipids with previous result column
    lc = [('Exame', .27, 'L'), ('Resultado', .12, 'R'), ('Unidade', .10, 'L'), ('Anterior\n12/09/2024', .12, 'R'), ('Valores de referência (adultos)', .39, 'L')]

    def lrow(name, vt, unit, loinc, prev, ref, flag='', alts=()):
        r = R(name, vt, unit, loinc, flag=flag, alts=alts)
        cs = [Cell(name), V(r, bold=True), Cell(unit)]
        if prev:
            rp = R(name, prev, unit, loinc, date=P, alts=alts)
            cs.append(V(rp, color='#555555'))
        else:
            cs.append(Cell('---', color='#555555'))
        cs.append(Cell(ref))
        return Row(cs)
    lrows = [
        lrow('COLESTEROL TOTAL', '212', 'mg/dL', '2093-3', '238', 'Desejável: < 190 mg/dL', flag=ARROW_UP),
        lrow('HDL-COLESTEROL', '38', 'mg/dL', '2085-9', '41', 'Desejável: > 40 mg/dL', flag=ARROW_DN),
        lrow('TRIGLICÉRIDES', '186', 'mg/dL', '2571-8', '204', 'Desejável (jejum): < 150 mg/dL', flag=ARROW_UP),
        lrow('LDL-COLESTEROL', '137', 'mg/dL', '13457-7', '156', 'Meta conforme risco cardiovascular', alts=['2089-1']),
        lrow('VLDL-COLESTEROL', '37', 'mg/dL', '13458-5', '41', '< 30 mg/dL'),
        lrow('COLESTEROL NÃO-HDL', '174', 'mg/dL', '43396-1', '197', 'Meta conforme risco cardiovascular'),
        lrow('APOLIPOPROTEÍNA A-I', '118', 'mg/dL', '1869-7', '', 'Homens: 104 – 202 mg/dL'),
        lrow('APOLIPOPROTEÍNA B', '121', 'mg/dL', '1884-6', '', 'Homens: 66 – 133 mg/dL'),
        lrow('RELAÇÃO APO B / APO A-I', '1,03', '', '1874-7', '', 'Baixo risco: < 0,90 (homens)', flag=ARROW_UP),
        lrow('LIPOPROTEÍNA (a)', '74,2', 'mg/dL', '10835-7', '', 'Desejável: < 30 mg/dL', flag=ARROW_UP, alts=['43583-4']),
    ]
    p2 = [Banner('CARDIOLAB', ['Medicina Diagnóstica  ·  Unidade Paraíso'], right=['Paciente: ANTÔNIO CARLOS BERTOLDI', 'Protocolo: 25.031.804.227  ·  Coleta: 18/03/2025'],
                 logo='CL', logo_color='#0b3d6e', color='#0b3d6e', name_size=17, rule='#0b3d6e'),
          Space(4), Title('PERFIL LIPÍDICO AMPLIADO', color='#0b3d6e', rule='#0b3d6e'),
          Text('Material: Soro   ·   Método: Colorimétrico enzimático; apolipoproteínas e Lp(a) por imunoturbidimetria   ·   Jejum: 12 h'),
          Space(1.5), Table(lc, lrows, ruled='grid', head_fill='#0b3d6e', head_color='#ffffff', line_color='#9aa9ba'),
          Space(2),
          Text('LDL-colesterol e VLDL calculados pela equação de Martin/Hopkins. Colesterol não-HDL = colesterol total – HDL.\n'
               'Referências segundo a Atualização da Diretriz Brasileira de Dislipidemias. Lp(a) ≥ 50 mg/dL: fator agravante de risco.', italic=True),
          Space(3),
          Text('Resultado anterior: exame realizado neste laboratório, coleta de 12/09/2024.', italic=True),
          Space(10),
          Text('Dr. Henrique Vasconcelos Prado\nPatologista Clínico - CRM-SP 98.417', align='C'),
          Text('Laudo liberado eletronicamente em 19/03/2025 15:57 - conferência de assinatura em cardiolab-diag.com.br/laudos', align='C', italic=True)]
    return Report('bt01', 'Cardiolab Medicina Diagnóstica', 'São Paulo/SP', D, st, [p1, p2],
                  'ruled grid tables, arrows ↑↓, split names, differential % + absolute, previous-result column')


REPORTS.append(bt01())


# =====================================================================================
# bt02  Instituto de Patologia Clínica Vale do Paraíba - block layout, cardiac markers,
#       second troponin sample collected the next day
# =====================================================================================
def bt02():
    D = '2025-06-03'
    D2 = '2025-06-04'
    st = Style(font='serif', hfont='sans', size=9, margin=(11, 15, 15, 15),
               footer=['IPC Vale do Paraíba - Av. Cassiano Ricardo, 2.040 - Jardim Aquarius - São José dos Campos/SP - (12) 3941-5520',
                       'Diretor técnico: Dr. Rogério Saldanha Leme - CRM-SP 87.215 - CNES 6110275          Folha {page}/{pages}'],
               footer_align='L')
    def block(heading, mat, met, r, ref, extra=None):
        t = [Title(heading, size=9.4, color='#7a1f1f'),
             Text('Material: %s        Método: %s' % (mat, met), size=8.2, color='#333333'),
             Table([('', .20, 'L'), ('', .30, 'L'), ('', .50, 'L')],
                   [Row([Cell('Resultado:', bold=True), V(r, bold=True) if not r.unit else
                         Cell(r.vt + ' ' + r.unit + ((' ' + r.flag) if r.flag else ''), res=r, bold=True),
                         Cell(ref.split('\n')[0], size=8.2)])] +
                   [Row([Cell(''), Cell(''), Cell(x, size=8.2)]) for x in ref.split('\n')[1:]],
                   ruled='none', header=False, pad=0.4)]
        if extra:
            t.append(Text(extra, size=7.8, italic=True))
        t.append(Space(1.6))
        t.append(Rule('#c9b9b9', 0.2))
        t.append(Space(1.6))
        return t
    head = [Banner('Instituto de Patologia Clínica', ['VALE DO PARAÍBA', 'Unidade Hospitalar - Pronto Atendimento Cardiológico'],
                   right=['Atendimento: 0612-448190', 'Emissão: 04/06/2025 09:14'], color='#7a1f1f', name_size=15, rule='#7a1f1f'),
            Space(2),
            Info([('Nome:', 'MARIA DE LOURDES PENTEADO'), ('Atendimento:', '0612-448190'),
                  ('Nasc.:', '22/10/1949'), ('Leito:', 'PA Cardio - Box 07'),
                  ('Médico:', 'Dr. Caio Bertolazzi (CRM-SP 154.880)'), ('Entrada:', '03/06/2025 22:31'),
                  ('Coleta:', '03/06/2025 22:40'), ('Origem:', 'Pronto Atendimento')], cols=2, size=8.2, label_frac=0.30),
            Space(2), Rule('#7a1f1f', 0.3), Space(3)]
    p1 = head + \
        block('TROPONINA I ULTRASSENSÍVEL - 1ª AMOSTRA (admissão)', 'Plasma (heparina de lítio)', 'Quimioluminescência (CMIA)',
              R('TROPONINA I ULTRASSENSÍVEL - 1ª AMOSTRA (admissão)', '18,6', 'ng/L', '89579-7', alts=['10839-9']),
              'Percentil 99: mulheres até 15,6 ng/L\nhomens até 34,2 ng/L', 'Coletada em 03/06/2025 às 22:40.') + \
        block('TROPONINA I ULTRASSENSÍVEL - 2ª AMOSTRA (3 h)', 'Plasma (heparina de lítio)', 'Quimioluminescência (CMIA)',
              R('TROPONINA I ULTRASSENSÍVEL - 2ª AMOSTRA (3 h)', '46,3', 'ng/L', '89579-7', flag='(H)', date=D2, alts=['10839-9']),
              'Percentil 99: mulheres até 15,6 ng/L\nhomens até 34,2 ng/L',
              'Segunda amostra coletada em 04/06/2025 às 01:45. Variação (delta) em relação à 1ª amostra: +27,7 ng/L.') + \
        block('CK-MB MASSA', 'Soro', 'Quimioluminescência',
              R('CK-MB MASSA', '4,1', 'ng/mL', '13969-1'), 'Mulheres: até 3,6 ng/mL\nHomens: até 4,9 ng/mL') + \
        block('CREATINOQUINASE (CK) TOTAL', 'Soro', 'Cinético UV (IFCC)',
              R('CREATINOQUINASE (CK) TOTAL', '96', 'U/L', '2157-6'), 'Mulheres: 26 a 192 U/L') + \
        block('MIOGLOBINA', 'Soro', 'Imunoensaio por quimioluminescência',
              R('MIOGLOBINA', 'inferior a 21,0', 'ng/mL', '2639-3'), 'Mulheres: até 58,0 ng/mL')
    p2 = [Banner('Instituto de Patologia Clínica', ['VALE DO PARAÍBA'], right=['Paciente: MARIA DE LOURDES PENTEADO', 'Atendimento: 0612-448190'],
                 color='#7a1f1f', name_size=15, rule='#7a1f1f'), Space(4)] + \
        block('NT-proBNP (FRAÇÃO N-TERMINAL DO PEPTÍDEO NATRIURÉTICO TIPO B)', 'Soro', 'Eletroquimioluminescência',
              R('NT-proBNP (FRAÇÃO N-TERMINAL DO PEPTÍDEO NATRIURÉTICO TIPO B)', '1.284', 'pg/mL', '33762-6', flag='(H)'),
              'Exclusão de IC aguda: < 300 pg/mL\nIdade > 75 anos: IC provável se > 1.800 pg/mL') + \
        block('D-DÍMERO', 'Plasma citratado', 'Imunoturbidimetria',
              R('D-DÍMERO', '< 190', 'ng/mL FEU', '48065-7'), 'Inferior a 500 ng/mL FEU') + \
        block('POTÁSSIO', 'Soro', 'Eletrodo íon-seletivo indireto',
              R('POTÁSSIO', '4,8', 'mmol/L', '2823-3'), '3,5 a 5,1 mmol/L') + \
        block('SÓDIO', 'Soro', 'Eletrodo íon-seletivo indireto',
              R('SÓDIO', '137', 'mmol/L', '2951-2'), '136 a 145 mmol/L') + \
        block('MAGNÉSIO', 'Soro', 'Colorimétrico (azul de xilidil)',
              R('MAGNÉSIO', '1,9', 'mg/dL', '19123-9'), '1,6 a 2,6 mg/dL') + \
        block('CREATININA', 'Soro', 'Jaffé cinético compensado',
              R('CREATININA', '1,12', 'mg/dL', '2160-0', flag='(H)'), 'Mulheres: 0,51 a 0,95 mg/dL') + \
        block('PROTEÍNA C REATIVA', 'Soro', 'Imunoturbidimetria',
              R('PROTEÍNA C REATIVA', '0,6', 'mg/dL', '1988-5'), 'Inferior a 1,0 mg/dL') + \
        [Space(4), Text('Resultados da 1ª amostra comunicados ao plantão (Enf. Patrícia) em 03/06/2025 às 23:36.', size=8, italic=True),
         Space(8), Text('Dra. Beatriz Guimarães Amadei - Biomédica - CRBM-1 41.227\nConferido e liberado em 04/06/2025 às 02:51', size=8.4, align='R')]
    return Report('bt02', 'Instituto de Patologia Clínica Vale do Paraíba', 'São José dos Campos/SP', D, st, [p1, p2],
                  'block layout (heading / material / method / Resultado:), second troponin sample next day, < and "inferior a"')


REPORTS.append(bt02())


# =====================================================================================
# bt03  Laboratório Hemostasia Sul - anticoagulation clinic, cumulative INR table, H/L flags
# =====================================================================================
def bt03():
    D = '2025-05-05'
    dates = [('05/05/2025', '2025-05-05'), ('07/04/2025', '2025-04-07'), ('10/03/2025', '2025-03-10'),
             ('10/02/2025', '2025-02-10'), ('13/01/2025', '2025-01-13')]
    st = Style(font='sanscond', size=9, margin=(12, 14, 14, 14),
               footer=['Hemostasia Sul Laboratório Clínico - Rua Ramiro Barcelos, 1.954 - Bom Fim - Porto Alegre/RS - (51) 3331-8870 - CNPJ 17.662.405/0001-30',
                       'RT: Dra. Cláudia Wiedemann Kunz - CRF-RS 9.184          Página {page} de {pages}'])
    head = [Banner('HEMOSTASIA SUL', ['Laboratório Clínico Especializado em Coagulação', 'Ambulatório de Anticoagulação - Hospital Moinhos do Parque'],
                   right=['Pedido: HS-2025-0418873', 'Recebido: 05/05/2025 08:02', 'Liberado: 05/05/2025 11:40'], fill='#e9f1e6',
                   color='#2f5d25', name_size=16),
            Space(2),
            Info([('Paciente', 'JOÃO PEDRO SCHNEIDER'), ('Pedido', 'HS-2025-0418873'), ('Nascimento', '03/07/1956'),
                  ('Idade', '68 anos'), ('Médico', 'Dr. Otávio Rech - CRM-RS 21.530'), ('Coleta', '05/05/2025 07:51'),
                  ('Indicação', 'Prótese valvar mecânica mitral'), ('Anticoagulante', 'Varfarina 5 mg/dia')], cols=2, size=8.4, label_frac=0.3),
            Space(3)]
    cols = [('Exame', .46, 'L'), ('Resultado', .14, 'R'), ('Unidade', .10, 'L'), ('Valor de referência', .30, 'L')]
    rows = [line(R('Tempo de tromboplastina parcial ativada (TTPa)', '34,8', 's', '14979-9', alts=['3173-2']), '25,0 a 37,0 s'),
            line(R('TTPa - relação paciente/controle', '1,16', '', '63561-5'), 'até 1,25'),
            line(R('Fibrinogênio (Clauss)', '312', 'mg/dL', '3255-7'), '200 a 400 mg/dL'),
            line(R('Hemoglobina', '12,6', 'g/dL', '718-7', flag='L'), '13,5 a 17,5 g/dL'),
            line(R('Plaquetas', '198.000', '/mm³', '777-3'), '150.000 a 450.000 /mm³')]
    cum_cols = [('Exame', .25, 'L')] + [(d, .112, 'R') for d, _ in dates] + [('Referência', .19, 'L')]
    crow = []
    specs = [('Tempo de protrombina', 's', '5902-2', ['29,6 H', '24,1 H', '33,8 H', '19,7 H', '27,2 H'], '10,0 a 13,5 s'),
             ('Atividade de protrombina', '%', '5894-1', ['22 L', '29 L', '19 L', '38 L', '25 L'], '70 a 120 %'),
             ('RNI (INR)', '', '6301-6', ['2,71 H', '2,18 H', '3,12 H', '1,74 H', '2,48 H'], 'Alvo terapêutico:\n2,5 a 3,5')]
    for name, unit, code, vals, ref in specs:
        cs = [Cell(name + (' (%s)' % unit if unit else ''))]
        for (dtxt, iso), v in zip(dates, vals):
            vt, fl = v.split(' ')
            r = R(name + (' (%s)' % unit if unit else ''), vt, unit, code, flag=fl, date=iso,
                  alts=['34714-6'] if code == '6301-6' else ())
            cs.append(V(r, bold=(iso == D)))
        cs.append(Cell(ref))
        crow.append(Row(cs))
    p1 = head + [
        Title('COAGULOGRAMA', color='#2f5d25', rule='#2f5d25'),
        Text('Amostra: plasma citratado (citrato de sódio 3,2 %), processada em até 2 h. Método: coagulométrico automatizado (detecção óptica).'),
        Space(1.5),
        Table(cols, rows, ruled='rows', head_fill='#e9f1e6', line_color='#9db596'),
        Space(1.5),
        Text('Tempo do plasma controle (pool normal) do lote: TP 11,9 s; TTPa 30,0 s. ISI da tromboplastina: 1,02.', italic=True),
        Space(5),
        Title('CONTROLE DE ANTICOAGULAÇÃO ORAL - TEMPO DE PROTROMBINA (histórico)', color='#2f5d25', rule='#2f5d25'),
        Text('Resultados do paciente neste laboratório, em ordem decrescente de data de coleta. Coluna em negrito: coleta atual.'),
        Space(1.5),
        Table(cum_cols, crow, ruled='grid', head_fill='#e9f1e6', line_color='#9db596'),
        Space(1.5),
        Text('Legenda: H = acima do valor de referência; L = abaixo do valor de referência (referência para não anticoagulados).', italic=True),
        Space(5),
        Title('OBSERVAÇÕES', color='#2f5d25', size=8.6),
        Text('RNI abaixo do alvo terapêutico definido pelo médico assistente (2,5 a 3,5). Última dose de varfarina informada: 04/05/2025 às 20 h.\n'
             'Próximo controle sugerido pelo ambulatório: 19/05/2025. Data de início da varfarina informada pelo paciente: 15/08/2019.'),
        Space(12),
        Text('Dra. Cláudia Wiedemann Kunz\nFarmacêutica-Bioquímica - CRF-RS 9.184', align='C'),
    ]
    return Report('bt03', 'Hemostasia Sul Laboratório Clínico', 'Porto Alegre/RS', D, st, [p1],
                  'cumulative TP/INR table with five collection dates, H/L flags, rows-ruled table, control times as non-results')


REPORTS.append(bt03())


# =====================================================================================
# bt04  Reumacenter - rheumatology autoantibodies, block layout in serif, qualitative
# =====================================================================================
def bt04():
    D = '2025-02-11'
    st = Style(font='serif', size=9, margin=(12, 16, 14, 16),
               footer=['REUMACENTER Análises Clínicas - Rua Bocaiúva, 2.118 - Centro - Florianópolis/SC - (48) 3224-6651',
                       'Responsável técnica: Dra. Helena Boff Machado - CRF-SC 6.602 - Pág. {page}/{pages}'])
    def blk(head, mat, met, r, ref_lines):
        rows = [Row([Cell('Material:', italic=True), Cell(mat)]), Row([Cell('Método:', italic=True), Cell(met)]),
                Row([Cell('Resultado:', bold=True), Cell(r.vt + ((' ' + r.unit) if r.unit else ''), res=r, bold=True)])]
        for i, x in enumerate(ref_lines):
            rows.append(Row([Cell('Valores de referência:' if i == 0 else '', italic=True), Cell(x)]))
        return [Title(head, size=9.6, rule='#444444'), Space(0.8),
                Table([('', .27, 'L'), ('', .73, 'L')], rows, ruled='none', header=False, pad=0.3), Space(3.5)]
    head = [Banner('REUMACENTER', ['Análises Clínicas e Imunologia', 'Laboratório de referência em autoimunidade'], align='C',
                   color='#3b2f63', name_size=18), Rule('#3b2f63', 0.6), Space(2),
            Info([('Paciente:', 'CAMILA REGINA ZIMMERMANN'), ('Código:', '110.552-8'),
                  ('Nascimento:', '08/05/1988'), ('Sexo:', 'Feminino'),
                  ('Solicitante:', 'Dr. Marcos Ventura'), ('CRM:', 'SC 14.907'),
                  ('Coleta:', '11/02/2025'), ('DUM:', '27/01/2025'),
                  ('Cadastro:', '10/02/2025'), ('Previsão de entrega:', '18/02/2025')], cols=2, size=8.1, label_frac=0.4),
            Rule('#3b2f63', 0.3), Space(3)]
    p1 = head + \
        blk('PESQUISA DE ANTICORPOS ANTINUCLEARES (FAN)', 'Soro', 'Imunofluorescência indireta em células HEp-2',
            R('PESQUISA DE ANTICORPOS ANTINUCLEARES (FAN)', 'Não reagente', '', '8061-4'),
            ['Não reagente (título inferior a 1/80)']) + \
        blk('FATOR REUMATOIDE', 'Soro', 'Imunoturbidimetria',
            R('FATOR REUMATOIDE', 'inferior a 10,0', 'UI/mL', '11572-5'), ['Inferior a 14,0 UI/mL']) + \
        blk('ANTICORPOS ANTIPEPTÍDEO CITRULINADO CÍCLICO (ANTI-CCP)', 'Soro', 'Quimioluminescência',
            R('ANTICORPOS ANTIPEPTÍDEO CITRULINADO CÍCLICO (ANTI-CCP)', '68,4', 'U/mL', '32218-0', alts=['53027-9']),
            ['Negativo: inferior a 17,0 U/mL', 'Positivo: igual ou superior a 17,0 U/mL']) + \
        blk('ANTICORPOS ANTI-DNA NATIVO (DUPLA HÉLICE)', 'Soro', 'Imunofluorescência indireta (Crithidia luciliae)',
            R('ANTICORPOS ANTI-DNA NATIVO (DUPLA HÉLICE)', 'Não reagente', '', '5130-0',
              analyte='DNA double strand Ab, serum, presence (Crithidia luciliae IFA)'),
            ['Não reagente']) + \
        blk('COMPLEMENTO C3', 'Soro', 'Imunoturbidimetria',
            R('COMPLEMENTO C3', '131', 'mg/dL', '4485-9'), ['90 a 180 mg/dL']) + \
        blk('COMPLEMENTO C4', 'Soro', 'Imunoturbidimetria',
            R('COMPLEMENTO C4', '27', 'mg/dL', '4498-2'), ['10 a 40 mg/dL'])
    p2 = [Banner('REUMACENTER', ['Análises Clínicas e Imunologia'], align='C', color='#3b2f63', name_size=18), Rule('#3b2f63', 0.6),
          Space(1.5), Text('Paciente: CAMILA REGINA ZIMMERMANN    ·    Código: 110.552-8    ·    Coleta: 11/02/2025', align='C'), Space(1),
          Rule('#3b2f63', 0.3), Space(3)] + \
        blk('COMPLEMENTO HEMOLÍTICO TOTAL (CH50)', 'Soro (separado e congelado)', 'Imunoensaio enzimático (lipossomas)',
            R('COMPLEMENTO HEMOLÍTICO TOTAL (CH50)', '52', 'U/mL', '4532-8'), ['41,7 a 95,1 U/mL']) + \
        blk('VELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)', 'Sangue total (EDTA)', 'Westergren modificado',
            R('VELOCIDADE DE HEMOSSEDIMENTAÇÃO (VHS)', '28', 'mm/h', '4537-7', alts=['30341-2']), ['Mulheres até 50 anos: até 20 mm na 1ª hora']) + \
        blk('PROTEÍNA C REATIVA', 'Soro', 'Imunoturbidimetria',
            R('PROTEÍNA C REATIVA', '1,84', 'mg/dL', '1988-5'), ['Inferior a 0,50 mg/dL']) + \
        blk('ANTICARDIOLIPINA IgG', 'Soro', 'Quimioluminescência',
            R('ANTICARDIOLIPINA IgG', '< 9,4', 'GPL-U/mL', '3181-5'), ['Negativo: < 20 GPL-U/mL']) + \
        blk('ANTICARDIOLIPINA IgM', 'Soro', 'Quimioluminescência',
            R('ANTICARDIOLIPINA IgM', '3,2', 'MPL-U/mL', '3182-3'), ['Negativo: < 20 MPL-U/mL']) + \
        blk('ANTIESTREPTOLISINA O (ASLO)', 'Soro', 'Imunoturbidimetria',
            R('ANTIESTREPTOLISINA O (ASLO)', 'inferior a 50', 'UI/mL', '5370-2'), ['Adultos: até 200 UI/mL']) + \
        blk('ÁCIDO ÚRICO', 'Soro', 'Enzimático (uricase/peroxidase)',
            R('ÁCIDO ÚRICO', '4,3', 'mg/dL', '3084-1'), ['Mulheres: 2,4 a 5,7 mg/dL']) + \
        [Space(4), Text('Exames liberados em 14/02/2025. Assinado eletronicamente por Dra. Helena Boff Machado - CRF-SC 6.602.', italic=True, align='C')]
    return Report('bt04', 'Reumacenter Análises Clínicas', 'Florianópolis/SC', D, st, [p1, p2],
                  'block layout heading/material/method/result, qualitative Não reagente, "inferior a" and "<", DUM date')


REPORTS.append(bt04())


# =====================================================================================
# bt05  Bioanálise Pernambuco - two-column page, Exame / Referência / Resultado, no rules
# =====================================================================================
def bt05():
    D = '2025-04-22'
    st = Style(font='sanscond', size=8.2, margin=(12, 13, 14, 13), accent='#00695c',
               footer=['BIOANÁLISE PERNAMBUCO  -  Av. Conselheiro Aguiar, 3.315 - Boa Viagem - Recife/PE  -  (81) 3465-0912  -  CNES 2871490',
                       'Laudo emitido em 24/04/2025 10:05  -  pág. {page} de {pages}'])
    head = [Banner('BIOANÁLISE PERNAMBUCO', ['Laboratório de Análises Clínicas', 'Responsável técnico: Dr. Severino Maranhão Lins - CRF-PE 3.771'],
                   right=['OS 7734019-2', 'Posto: Boa Viagem'], color='#00695c', name_size=15, rule='#00695c'),
            Space(2),
            Info([('Paciente:', 'JOSEFA DAS NEVES CAVALCANTI'), ('OS:', '7734019-2'), ('Dt. Nasc.:', '30/11/1958'),
                  ('Sexo:', 'F'), ('Médico:', 'Dr. Rafael Tenório Brandão'), ('Dt. Coleta:', '22/04/2025 07:15'),
                  ('Convênio:', 'Particular'), ('Dt. Pedido:', '15/04/2025')], cols=2, size=8, label_frac=0.26),
            Space(2), Rule('#00695c', 0.3), Space(3)]
    cc = [('Exame', .32, 'L'), ('Referência', .23, 'L'), ('Resultado', .19, 'R'), ('Unid.', .26, 'L')]
    def L(r, ref):
        return line(r, ref, order='nrvu', bold_value=True)
    cc[2] = ('Result.', .19, 'R')
    left = [Title('FUNÇÃO RENAL E ELETRÓLITOS', color='#00695c', size=8.8, rule='#00695c'), Space(1),
            Table(cc, [L(R('Ureia', '41', 'mg/dL', '3091-6'), '15 a 43'),
                       L(R('Creatinina', '1,08', 'mg/dL', '2160-0', flag='*'), '0,51 a 0,95'),
                       L(R('TFG estimada\n(CKD-EPI 2021)', '56', 'mL/min/1,73m²', '98979-8', alts=['62238-1']), '≥ 60'),
                       L(R('Sódio', '139', 'mmol/L', '2951-2'), '136 a 145'),
                       L(R('Potássio', '5,3', 'mmol/L', '2823-3', flag='*'), '3,5 a 5,1'),
                       L(R('Cloreto', '103', 'mmol/L', '2075-0'), '98 a 107'),
                       L(R('Cálcio total', '9,4', 'mg/dL', '17861-6'), '8,6 a 10,3'),
                       L(R('Magnésio', '2,0', 'mg/dL', '19123-9'), '1,6 a 2,6'),
                       L(R('Fósforo', '3,6', 'mg/dL', '2777-1'), '2,5 a 4,5')],
                  ruled='none', head_fill='#e0f0ee', pad=0.7),
            Space(2), Text('Material: soro. TFG pela equação CKD-EPI 2021\n(sem coeficiente racial).', italic=True, size=7.2)]
    right = [Title('FUNÇÃO HEPÁTICA', color='#00695c', size=8.8, rule='#00695c'), Space(1),
             Table(cc, [L(R('TGO (AST)', '22', 'U/L', '1920-8'), 'até 32'),
                        L(R('TGP (ALT)', '19', 'U/L', '1742-6'), 'até 33'),
                        L(R('Gama-GT', '31', 'U/L', '2324-2'), '5 a 36'),
                        L(R('Fosfatase alcalina', '88', 'U/L', '6768-6'), '35 a 104'),
                        L(R('Bilirrubina total', '0,62', 'mg/dL', '1975-2'), 'até 1,20'),
                        L(R('Bilirrubina direta', '0,18', 'mg/dL', '1968-7'), 'até 0,30'),
                        L(R('Bilirrubina indireta', '0,44', 'mg/dL', '1971-1'), 'até 0,90'),
                        L(R('Proteínas totais', '7,1', 'g/dL', '2885-2'), '6,4 a 8,3'),
                        L(R('Albumina', '4,2', 'g/dL', '1751-7'), '3,5 a 5,2'),
                        L(R('Globulinas', '2,9', 'g/dL', '10834-0'), '2,0 a 3,5'),
                        L(R('Relação A/G', '1,45', '', '1759-0'), '1,10 a 2,20')],
                   ruled='none', head_fill='#e0f0ee', pad=0.7),
             Space(2), Text('Material: soro. Bilirrubina indireta e globulinas\ncalculadas.', italic=True, size=7.2)]
    p1 = head + [TwoCol(left, right, gap=7, divider='#b2d8d3'), Space(6),
                 Title('GLICEMIA E ÁCIDO ÚRICO', color='#00695c', size=8.8, rule='#00695c'), Space(1),
                 Table([('Exame', .30, 'L'), ('Referência', .38, 'L'), ('Resultado', .16, 'R'), ('Unid.', .16, 'L')],
                       [L(R('Glicose (jejum)', '97', 'mg/dL', '1558-6', alts=['2345-7']), '70 a 99'),
                        L(R('Ácido úrico', '7,4', 'mg/dL', '3084-1', flag='*'), 'Mulheres: 2,4 a 5,7')], ruled='none', head_fill='#e0f0ee', pad=0.7),
                 Space(2), Text('(*) Resultado fora do intervalo de referência. Potássio confirmado em reanálise da mesma amostra, sem hemólise.', italic=True)]
    p2 = [Banner('BIOANÁLISE PERNAMBUCO', ['Laboratório de Análises Clínicas'], right=['JOSEFA DAS NEVES CAVALCANTI', 'OS 7734019-2  ·  Coleta 22/04/2025'],
                 color='#00695c', name_size=15, rule='#00695c'), Space(5),
          Title('PERFIL LIPÍDICO', color='#00695c', size=8.8, rule='#00695c'), Space(1),
          Text('Material: soro  -  Método: enzimático colorimétrico automatizado  -  Jejum de 12 horas'), Space(1),
          Table([('Exame', .30, 'L'), ('Valores de referência', .38, 'L'), ('Resultado', .16, 'R'), ('Unid.', .16, 'L')],
                [L(R('Colesterol total', '246', 'mg/dL', '2093-3', flag='*'), 'Desejável: < 190'),
                 L(R('Colesterol HDL', '52', 'mg/dL', '2085-9'), 'Desejável: > 40'),
                 L(R('Colesterol LDL', '163', 'mg/dL', '13457-7', flag='*', alts=['2089-1']), 'Conforme categoria de risco'),
                 L(R('Colesterol VLDL', '31', 'mg/dL', '13458-5'), 'Até 30'),
                 L(R('Colesterol não-HDL', '194', 'mg/dL', '43396-1', flag='*'), 'Conforme categoria de risco'),
                 L(R('Triglicerídeos', '155', 'mg/dL', '2571-8', flag='*'), 'Desejável: < 150'),
                 L(R('Relação CT/HDL', '4,7', '', '9830-1'), 'Até 4,4 (mulheres)')], ruled='none', head_fill='#e0f0ee', pad=0.8),
          Space(3),
          Text('Metas de LDL-c e não-HDL-c: risco baixo < 130 e < 160; intermediário < 100 e < 130; alto < 70 e < 100; muito alto < 50 e < 80 mg/dL.'),
          Space(12),
          Text('Dr. Severino Maranhão Lins - Farmacêutico-Bioquímico - CRF-PE 3.771\nAssinatura digital - liberado em 23/04/2025 18:47', align='C')]
    return Report('bt05', 'Bioanálise Pernambuco', 'Recife/PE', D, st, [p1, p2],
                  'two-column page, Exame / Referência / Resultado order, tables without rules, * flags, "Colesterol HDL"')


REPORTS.append(bt05())


# =====================================================================================
# bt06  Laboratório São Lucas - dotted leaders, old style monospaced, "HDL", "superior a"
# =====================================================================================
def bt06():
    D = '2025-07-09'
    st = Style(font='mono', hfont='serif', size=8.4, margin=(12, 14, 14, 14),
               footer=['Laboratório São Lucas de Análises Clínicas - Rua dos Timbiras, 1.540 - Funcionários - Belo Horizonte/MG - (31) 3222-4187',
                       'Emitido em 11/07/2025 - Folha {page} de {pages}'], footer_size=6.8)
    head = [Banner('Laboratório São Lucas', ['de Análises Clínicas  -  desde 1971', 'Dr. Geraldo Magela Andrade - CRF-MG 2.015 - Responsável Técnico'],
                   align='C', color='#000000', name_size=17), Rule('#000000', 0.5), Space(0.6), Rule('#000000', 0.2), Space(2),
            Info([('Paciente..:', 'WALDEMAR FERREIRA COUTO'), ('Registro..:', '0458712'), ('Nascimento:', '19/09/1952'),
                  ('Sexo......:', 'Masculino'), ('Médico....:', 'Dr. Paulo Célio Diniz'), ('Coleta....:', '09/07/2025'),
                  ('Entrada...:', '09/07/2025 07:02'), ('Entrega...:', '11/07/2025')], cols=2, size=8, label_frac=0.27),
            Rule('#000000', 0.2), Space(3)]
    cc = [('EXAME', .39, 'L'), ('RESULTADO', .19, 'R'), ('UNIDADE', .17, 'L'), ('VALOR DE REFERÊNCIA', .25, 'L')]
    def L(r, ref):
        return line(r, ref, lead=True)
    def sec(t):
        return Row([Cell(t, span=4, bold=True)], rule=False)
    rows = [sec('BIOQUÍMICA'),
            L(R('Glicose', '92', 'mg/dL', '2345-7', alts=['1558-6']), '70 a 99'),
            L(R('Ureia', '38', 'mg/dL', '3091-6'), '17 a 49'),
            L(R('Creatinina', '0,94', 'mg/dL', '2160-0'), '0,70 a 1,20'),
            L(R('Filtração glomerular estimada', 'superior a 60', 'mL/min/1,73m²', '98979-8', alts=['62238-1']), 'superior a 60'),
            L(R('Ácido úrico', '8,9', 'mg/dL', '3084-1', flag='*'), '3,4 a 7,0'),
            blank(4), sec('LIPIDOGRAMA'),
            L(R('Colesterol total', '168', 'mg/dL', '2093-3'), 'inferior a 190'),
            L(R('HDL', '44', 'mg/dL', '2085-9'), 'superior a 40'),
            L(R('LDL', '98', 'mg/dL', '13457-7', alts=['2089-1']), 'vide meta'),
            L(R('VLDL', '26', 'mg/dL', '13458-5'), 'inferior a 30'),
            L(R('Triglicerídeos', '130', 'mg/dL', '2571-8'), 'inferior a 150'),
            blank(4), sec('TIREOIDE'),
            L(R('TSH - hormônio tireoestimulante', '3,87', 'µUI/mL', '3016-3'), '0,45 a 4,50'),
            L(R('T4 livre', '1,12', 'ng/dL', '3024-7'), '0,70 a 1,48'),
            blank(4), sec('PERFIL DE FERRO E VITAMINAS'),
            L(R('Ferro sérico', '61', 'µg/dL', '2498-4'), '65 a 175'),
            L(R('Capacidade total de\nligação do ferro', '352', 'µg/dL', '2500-7'), '250 a 425'),
            L(R('Índice de saturação\nda transferrina', '17', '%', '2502-3', flag='*'), '20 a 50'),
            L(R('Ferritina', '48,7', 'ng/mL', '2276-4'), '30 a 400'),
            L(R('Vitamina B12', 'superior a 2.000', 'pg/mL', '2132-9'), '197 a 771'),
            L(R('Ácido fólico', '11,6', 'ng/mL', '2284-8'), 'superior a 3,9'),
            L(R('25-hidroxivitamina D', '27,4', 'ng/mL', '1989-3', alts=['62292-8']), 'superior a 20'),
            ]
    p1 = head + [Title('RESULTADOS DE EXAMES', size=10, align='C'), Space(2),
                 Table(cc, rows, ruled='head', line_color='#000000', pad=0.55),
                 Space(3), Rule('#000000', 0.2), Space(1.5),
                 Text('(*) Valor fora da faixa de referência.\n'
                      'Material: soro (jejum de 12 h). Métodos: enzimáticos automatizados; TSH, T4L, ferritina, B12,\n'
                      'folato e 25-OH-vitamina D por quimioluminescência. Vitamina B12 acima do limite de\n'
                      'quantificação do método: paciente em uso de suplemento.\n'
                      'Paciente informa uso de alopurinol suspenso em 02/06/2025.', size=7.2),
                 Space(10),
                 Text('Dr. Geraldo Magela Andrade\nCRF-MG 2.015', align='R')]
    return Report('bt06', 'Laboratório São Lucas de Análises Clínicas', 'Belo Horizonte/MG', D, st, [p1],
                  'dotted leaders, monospaced old-style layout, "HDL", "superior a", split names, * flags')


REPORTS.append(bt06())


# =====================================================================================
# bt07  Laboratório Araucária - urinalysis (EAS) + kidney blocks, qualitative results
# =====================================================================================
def bt07():
    D = '2025-08-26'
    st = Style(font='sanscond', size=8.8, margin=(12, 15, 14, 15), accent='#4a3b1c',
               footer=['Laboratório Araucária Medicina Laboratorial - Rua Padre Anchieta, 1.856 - Bigorrilho - Curitiba/PR - (41) 3336-1290',
                       'CNPJ 08.337.512/0001-64  ·  Responsável técnico: Dr. Jorge Kowalski Neto - CRF-PR 11.092  ·  Página {page}/{pages}'])
    head = [Banner('Laboratório Araucária', ['MEDICINA LABORATORIAL'], right=['Requisição nº 2508-26-00917', 'Data de emissão: 27/08/2025'],
                   color='#4a3b1c', name_size=16, logo='LA', logo_color='#6b8e23', rule='#6b8e23'),
            Space(2),
            Info([('Paciente', 'ROSÂNGELA MARIA WOJCIK'), ('Requisição', '2508-26-00917'), ('Data nasc.', '17/03/1966'),
                  ('Idade', '59 anos'), ('Médico', 'Dra. Ingrid Fucks - CRM-PR 29.118'), ('Coleta', '26/08/2025 08:20'),
                  ('Clínica', 'Ambulatório de Cardiologia'), ('Impresso em', '27/08/2025 07:55')], cols=2, size=8.4, label_frac=0.26, box=True),
            Space(3)]
    uc = [('', .36, 'L'), ('Resultado', .26, 'L'), ('Valores de referência', .38, 'L')]
    def U(name, vt, code, ref, unit='', alts=()):
        r = R(name, vt, unit, code, alts=alts)
        c = V(r, bold=True)
        if unit:
            c.text = vt + ' ' + unit
        return Row([Cell(name), c, Cell(ref)])
    eas = [Row([Cell('EXAME FÍSICO', span=3, bold=True)], fill='#eef2e4'),
           U('Cor', 'Amarelo citrino', '5778-6', 'Amarelo citrino'),
           U('Aspecto', 'Límpido', '5767-9', 'Límpido'),
           U('Densidade', '1,018', '5811-5', '1,005 a 1,030', alts=['2965-2']),
           U('pH', '6,0', '5803-2', '5,0 a 7,5'),
           Row([Cell('EXAME QUÍMICO (tira reagente)', span=3, bold=True)], fill='#eef2e4'),
           U('Proteínas', 'Negativo', '5804-0', 'Negativo', alts=['20454-5']),
           U('Glicose', 'Negativo', '5792-7', 'Negativo'),
           U('Corpos cetônicos', 'Negativo', '5797-6', 'Negativo'),
           U('Hemoglobina', 'Negativo', '5794-3', 'Negativo'),
           U('Bilirrubina', 'Negativo', '5770-3', 'Negativo'),
           U('Urobilinogênio', 'Normal', '5818-0', 'Normal'),
           U('Nitrito', 'Negativo', '5802-4', 'Negativo'),
           Row([Cell('SEDIMENTOSCOPIA (microscopia, 400x)', span=3, bold=True)], fill='#eef2e4'),
           U('Leucócitos', '3', '5821-4', 'até 5 por campo', unit='por campo'),
           U('Hemácias', '1', '13945-1', 'até 3 por campo', unit='por campo'),
           U('Células epiteliais', 'Raras', '11277-1', 'Raras a algumas'),
           U('Cilindros', 'Ausentes', '9842-6', 'Ausentes',),
           U('Bactérias', 'Ausentes', '25145-4', 'Ausentes a raras')]
    p1 = head + [Title('URINA TIPO I (EAS) - ROTINA DE URINA', color='#ffffff', fill='#6b8e23', size=9.6), Space(1),
                 Text('Material: urina, jato médio da primeira micção da manhã  ·  Método: tira reagente com leitura automatizada e microscopia do sedimento'),
                 Space(1.2), Table(uc, eas, ruled='box', line_color='#8a9a6a', pad=0.5),
                 Space(3), Title('MICROALBUMINÚRIA - AMOSTRA ISOLADA', color='#ffffff', fill='#6b8e23', size=9.6), Space(1),
                 Text('Material: urina, amostra isolada  ·  Método: imunoturbidimetria (albumina); Jaffé cinético (creatinina)'),
                 Space(1.2),
                 Table([('Exame', .36, 'L'), ('Resultado', .26, 'L'), ('Valores de referência', .38, 'L')],
                       [line(R('Albumina urinária', '18,6', 'mg/L', '14957-5'), 'inferior a 20,0 mg/L', order='nbr', bold_value=True),
                        line(R('Creatinina urinária', '96,0', 'mg/dL', '2161-8'), '28 a 217 mg/dL', order='nbr', bold_value=True),
                        line(R('Relação albumina/creatinina', '19,4', 'mg/g', '9318-7', alts=['14959-1']), 'inferior a 30 mg/g', order='nbr', bold_value=True)],
                       ruled='box', line_color='#8a9a6a', head_fill='#eef2e4', pad=0.5)]

    def blk(head_, mat, met, r, ref):
        return [Title(head_, color='#4a3b1c', rule='#6b8e23', size=9.4), Space(0.5),
                Text('Material: %s   |   Método: %s' % (mat, met), size=8, color='#444444'),
                Table([('', .20, 'L'), ('', .34, 'L'), ('', .46, 'L')],
                      [Row([Cell('Resultado:'), Cell(r.vt + ' ' + r.unit + ((' ' + r.flag) if r.flag else ''), res=r, bold=True),
                            Cell('Referência: ' + ref, size=8)])], ruled='none', header=False, pad=0.5), Space(2.6)]
    p2 = [Banner('Laboratório Araucária', ['MEDICINA LABORATORIAL'], right=['ROSÂNGELA MARIA WOJCIK', 'Req. 2508-26-00917 - coleta 26/08/2025'],
                 color='#4a3b1c', name_size=16, logo='LA', logo_color='#6b8e23', rule='#6b8e23'), Space(4)] + \
        blk('CREATININA', 'Soro', 'Jaffé cinético (rastreável a IDMS)', R('CREATININA', '0,92', 'mg/dL', '2160-0'), '0,57 a 1,11 mg/dL') + \
        blk('TAXA DE FILTRAÇÃO GLOMERULAR ESTIMADA', 'Soro', 'Cálculo CKD-EPI 2021',
            R('TAXA DE FILTRAÇÃO GLOMERULAR ESTIMADA', '71', 'mL/min/1,73 m²', '98979-8', alts=['62238-1']), 'superior a 60 mL/min/1,73 m²') + \
        blk('UREIA', 'Soro', 'Cinético UV (urease/GLDH)', R('UREIA', '36', 'mg/dL', '3091-6'), '19 a 49 mg/dL') + \
        blk('POTÁSSIO', 'Soro', 'Eletrodo íon-seletivo', R('POTÁSSIO', '4,6', 'mEq/L', '2823-3'), '3,5 a 5,1 mEq/L') + \
        blk('SÓDIO', 'Soro', 'Eletrodo íon-seletivo', R('SÓDIO', '141', 'mEq/L', '2951-2'), '136 a 145 mEq/L') + \
        blk('ÁCIDO ÚRICO', 'Soro', 'Uricase/peroxidase', R('ÁCIDO ÚRICO', '6,1', 'mg/dL', '3084-1', flag='(A)'), '2,6 a 6,0 mg/dL') + \
        blk('DIGOXINA', 'Soro (coleta 8 h após a última dose)', 'Imunoensaio (CMIA)',
            R('DIGOXINA', '0,9', 'ng/mL', '10535-3'), 'faixa terapêutica 0,5 a 2,0 ng/mL') + \
        [Space(2), Text('(A) = acima do valor de referência. Data e hora da última dose de digoxina informadas: 26/08/2025 00:15.', italic=True, size=8),
         Space(10), Text('Dr. Jorge Kowalski Neto\nFarmacêutico-Bioquímico - CRF-PR 11.092', align='C')]
    return Report('bt07', 'Laboratório Araucária Medicina Laboratorial', 'Curitiba/PR', D, st, [p1, p2],
                  'urinalysis with qualitative results (Negativo, Ausentes, Raras), density with decimal comma, block layout, boxed tables')


REPORTS.append(bt07())


# =====================================================================================
# bt08  Laboratório Cearense - cumulative lipid table (3 dates) + two-column section
# =====================================================================================
def bt08():
    D = '2025-08-14'
    dates = [('14/08/2025', '2025-08-14'), ('10/04/2025', '2025-04-10'), ('05/11/2024', '2024-11-05')]
    st = Style(font='sans', size=8.4, margin=(12, 13, 14, 13),
               footer=['LACE - Laboratório Cearense de Análises  ·  Av. Santos Dumont, 4.410 - Aldeota - Fortaleza/CE  ·  (85) 3261-7740',
                       'RT: Dra. Francisca Aurilene Barreto - CRBM-2 18.906  ·  Documento emitido em 15/08/2025 às 11:32  ·  {page}/{pages}'])
    head = [Banner('LACE', ['Laboratório Cearense de Análises', 'Núcleo de Cardiometabolismo'], right=['Cód. atendimento: 88.240.163', 'Entrega: 15/08/2025'],
                   color='#c25400', name_size=22, rule='#c25400'),
            Space(2),
            Info([('Paciente:', 'FRANCISCO ERIVALDO MOREIRA'), ('Atendimento:', '88.240.163'), ('Nascimento:', '02/12/1970'),
                  ('Sexo:', 'M'), ('Médico:', 'Dr. Tiago Albuquerque Sales'), ('Coleta:', '14/08/2025 06:55'),
                  ('Uso informado:', 'rosuvastatina 20 mg + ezetimiba 10 mg'), ('Retorno:', '29/08/2025')], cols=2, size=8.1, label_frac=0.30),
            Space(3)]
    cum = [('Lipidograma', .25, 'L')] + [(d + ('\natual' if i == 0 else '\nanterior'), .13, 'R') for i, (d, _) in enumerate(dates)] + \
          [('Unidade', .09, 'L'), ('Meta / referência', .27, 'L')]
    specs = [('Colesterol total', 'mg/dL', '2093-3', ['158', '189', '251'], '< 190', ()),
             ('HDL-Colesterol', 'mg/dL', '2085-9', ['47', '45', '43'], '> 40', ()),
             ('LDL-Colesterol', 'mg/dL', '13457-7', ['82', '112', '168'], 'Alto risco: < 70', ('2089-1',)),
             ('Triglicerídeos', 'mg/dL', '2571-8', ['143', '158', '199'], '< 150', ()),
             ('Colesterol não-HDL', 'mg/dL', '43396-1', ['111', '144', '208'], 'Alto risco: < 100', ())]
    rows = []
    for name, unit, code, vals, ref, alts in specs:
        cs = [Cell(name)]
        for (dt, iso), v in zip(dates, vals):
            cs.append(V(R(name, v, unit, code, date=iso, alts=alts), bold=(iso == D)))
        cs += [Cell(unit), Cell(ref)]
        rows.append(Row(cs))
    cc = [('Exame', .41, 'L'), ('Resultado', .26, 'R'), ('Referência', .33, 'L')]
    left = [Title('Segurança da estatina', color='#c25400', size=9, rule='#c25400'), Space(1),
            Table(cc, [line(R('Creatinofosfoquinase\n(CK)', '148', 'U/L', '2157-6'), '39 a 308 U/L', order='nbr'),
                       line(R('TGO / AST', '27', 'U/L', '1920-8'), 'até 40 U/L', order='nbr'),
                       line(R('TGP / ALT', '34', 'U/L', '1742-6'), 'até 41 U/L', order='nbr')], ruled='rows', line_color='#e3b58f'),
            Space(3), Title('Glicemia', color='#c25400', size=9, rule='#c25400'), Space(1),
            Table(cc, [line(R('Glicose de jejum', '101', 'mg/dL', '1558-6', flag='H', alts=['2345-7']), '70 a 99 mg/dL', order='nbr'),
                       line(R('Hemoglobina glicada', '5,9', '%', '4548-4', flag='H', alts=['17856-6']), 'até 5,6 %', order='nbr')],
                  ruled='rows', line_color='#e3b58f')]
    right = [Title('Marcadores de risco cardiovascular', color='#c25400', size=9, rule='#c25400'), Space(1),
             Table(cc, [line(R('Lipoproteína (a)', '182', 'nmol/L', '43583-4', flag='H', alts=['10835-7']), '< 75 nmol/L', order='nbr'),
                        line(R('Apolipoproteína B', '78', 'mg/dL', '1884-6'), '< 90 mg/dL', order='nbr'),
                        line(R('Proteína C reativa\nultrassensível', '1,4', 'mg/L', '30522-7'), 'baixo: < 1,0 mg/L\nmédio: 1,0 a 3,0', order='nbr'),
                        line(R('BNP', '42', 'pg/mL', '30934-4'), 'até 100 pg/mL', order='nbr')], ruled='rows', line_color='#e3b58f')]
    p1 = head + [Title('PERFIL LIPÍDICO - EVOLUÇÃO', color='#c25400', size=10, rule='#c25400'),
                 Text('Soro, jejum de 12 h; colorimétrico enzimático; LDL-c calculado por Martin/Hopkins. Resultados anteriores realizados no LACE.'),
                 Space(1.5), Table(cum, rows, ruled='grid', head_fill='#fbe6d4', line_color='#d9a27a'),
                 Space(5), TwoCol(left, right, gap=8),
                 Space(4),
                 Text('H = resultado acima do intervalo de referência. Lp(a) por imunoturbidimetria calibrada em nmol/L (não converter para mg/dL).\n'
                      'Metas lipídicas conforme a categoria de risco cardiovascular definida pelo médico assistente.', italic=True),
                 Space(10), Text('Dra. Francisca Aurilene Barreto - Biomédica - CRBM-2 18.906', align='C')]
    return Report('bt08', 'LACE - Laboratório Cearense de Análises', 'Fortaleza/CE', D, st, [p1],
                  'cumulative lipid table with three dates, two-column section, "HDL-Colesterol", H flags, Lp(a) in nmol/L')


REPORTS.append(bt08())


# =====================================================================================
# bt09  Laboratório Baiano - serology + tumour markers (two columns), hormones, qualitative
# =====================================================================================
def bt09():
    D = '2025-09-30'
    st = Style(font='serifcond', hfont='sanscond', size=8.8, margin=(12, 14, 14, 14),
               footer=['LABA - Laboratório Baiano de Análises Clínicas - Av. Tancredo Neves, 1.632 - Caminho das Árvores - Salvador/BA - (71) 3341-0876',
                       'Resp. técnico: Dr. Edvaldo Santana Reis - CRF-BA 4.418 - Laudo impresso em 02/10/2025 - Página {page} de {pages}'])
    head = [Banner('LABA', ['Laboratório Baiano de Análises Clínicas'], right=['Ficha: 30.09.2025-00361', 'Convênio: Bahia Saúde Plus'],
                   color='#003f7f', name_size=20, fill='#e8eef7'),
            Space(2),
            Info([('Cliente:', 'ADEMIR SOUZA DE JESUS'), ('Ficha:', '30.09.2025-00361'), ('Nascimento:', '11/01/1963'),
                  ('Sexo:', 'Masculino'), ('Solicitante:', 'Dra. Tânia Moraes Lopes'), ('Coleta:', '30/09/2025 09:12'),
                  ('Recebimento:', '30/09/2025 10:40'), ('Liberação:', '01/10/2025 17:05')], cols=2, size=8.4, label_frac=0.3),
            Space(2), Rule('#003f7f', 0.4), Space(3)]
    cq = [('Exame', .50, 'L'), ('Resultado', .50, 'L')]
    def Q(name, vt, code, ref, unit='', alts=()):
        r = R(name, vt, unit, code, alts=alts)
        return [Row([Cell(name, bold=True), V(r, bold=True) if not unit else Cell(vt + ' ' + unit, res=r, bold=True)]),
                Row([Cell('Ref.: ' + ref, span=2, italic=True, size=7.8)])]
    lrows = Q('HIV 1 e 2 - anticorpos e\nantígeno p24 (4ª geração)', 'Não reagente', '56888-1', 'Não reagente') + \
        Q('HBsAg', 'Não reagente', '5196-1', 'Não reagente') + \
        Q('Anti-HCV', 'Não reagente', '16128-1', 'Não reagente') + \
        Q('VDRL', 'Não reagente', '5292-8', 'Não reagente') + \
        Q('Antiestreptolisina O', '< 100', '5370-2', 'até 200 UI/mL', unit='UI/mL')
    rc = [('Exame', .40, 'L'), ('Referência', .32, 'L'), ('Resultado', .28, 'R')]
    def T(r, ref):
        c = V(r, bold=True)
        c.text = r.vt + ' ' + r.unit if r.unit else r.vt
        return Row([Cell(r.name), Cell(ref), c])
    rrows = [T(R('PSA total', '1,82', 'ng/mL', '2857-1'), 'até 4,00 ng/mL'),
             T(R('PSA livre', '0,41', 'ng/mL', '10886-0'), '---'),
             T(R('Relação PSA\nlivre/total', '23', '%', '12841-3'), 'superior a 25 %'),
             T(R('CEA', '2,1', 'ng/mL', '2039-6'), 'até 3,8 ng/mL'),
             T(R('Homocisteína', '16,8', 'µmol/L', '13965-9'), '5,0 a 15,0 µmol/L')]
    left = [Title('SOROLOGIA', color='#003f7f', size=9.2, rule='#003f7f'), Space(1),
            Text('Soro · quimioluminescência (VDRL: floculação)', size=7.8, italic=True), Space(0.5),
            Table(cq, lrows, ruled='none', header=False, pad=0.35)]
    right = [Title('MARCADORES TUMORAIS E OUTROS', color='#003f7f', size=9.2, rule='#003f7f'), Space(1),
             Text('Soro · eletroquimioluminescência', size=7.8, italic=True), Space(0.5),
             Table(rc, rrows, ruled='rows', line_color='#a8b8d0', pad=0.6)]
    hc = [('Exame', .34, 'L'), ('Valores de referência', .38, 'L'), ('Resultado', .28, 'R')]
    hrows = [T(R('TSH ultrassensível', '2,14', 'µUI/mL', '3016-3'), '0,27 a 4,20 µUI/mL'),
             T(R('T4 livre', '1,31', 'ng/dL', '3024-7'), '0,93 a 1,70 ng/dL'),
             T(R('T3 total', '108', 'ng/dL', '3053-6'), '80 a 200 ng/dL'),
             T(R('Testosterona total', '412', 'ng/dL', '2986-8'), '249 a 836 ng/dL'),
             T(R('Cortisol (8 h)', '13,9', 'µg/dL', '2143-6'), '6,2 a 19,4 µg/dL'),
             T(R('Insulina de jejum', '9,6', 'µUI/mL', '20448-7'), '2,6 a 24,9 µUI/mL')]
    p1 = head + [TwoCol(left, right, gap=8, divider='#a8b8d0'), Space(6),
                 Title('HORMÔNIOS', color='#003f7f', size=9.2, rule='#003f7f'), Space(1),
                 Text('Soro · eletroquimioluminescência · coleta entre 7 h e 9 h', size=7.8, italic=True), Space(0.5),
                 Table(hc, hrows, ruled='rows', line_color='#a8b8d0', head_fill='#e8eef7', pad=0.6),
                 Space(4),
                 Text('Amostras com resultado "Não reagente" não requerem confirmação. Em caso de suspeita clínica de infecção recente\n'
                      '(janela imunológica), recomenda-se nova coleta em 30 dias.', size=8),
                 Space(12), Text('Dr. Edvaldo Santana Reis\nFarmacêutico-Bioquímico - CRF-BA 4.418', align='R')]
    return Report('bt09', 'LABA - Laboratório Baiano de Análises Clínicas', 'Salvador/BA', D, st, [p1],
                  'two-column page, qualitative serology (Não reagente), results after reference, < value, split names')


REPORTS.append(bt09())


# =====================================================================================
# bt10  Laboratório Guanabara - CBC with H/L flags and split names, inflammation page,
#       potassium recollected on another day
# =====================================================================================
def bt10():
    D = '2025-10-13'
    D2 = '2025-10-14'
    st = Style(font='sans', size=8.4, margin=(11, 14, 14, 14),
               footer=['Laboratório Guanabara · Rua Voluntários da Pátria, 445 - Botafogo - Rio de Janeiro/RJ · (21) 2537-9180 · CNES 3012645',
                       'Dr. Luiz Fernando Cotrim - CRM-RJ 52.77810-4 - Responsável técnico · pág. {page}/{pages}'], footer_rule=None)
    head = [Banner('Laboratório Guanabara', ['Análises Clínicas · Hematologia · Imunologia'], right=['Pedido 1013-5527', 'Impressão: 15/10/2025 08:41'],
                   color='#1b5e20', name_size=15),
            Rule('#1b5e20', 0.4), Space(1.5),
            Info([('Paciente', 'SÔNIA MARIA DE ALBUQUERQUE RANGEL'), ('Pedido', '1013-5527'), ('Nascimento', '25/06/1955'),
                  ('Idade', '70 anos'), ('Solicitante', 'Dr. André Pinheiro Lobo'), ('Data da coleta', '13/10/2025 07:30'),
                  ('Data do pedido', '06/10/2025'), ('Posto', 'Botafogo')], cols=2, size=7.8, label_frac=0.34),
            Rule('#1b5e20', 0.4), Space(3)]
    hc = [('', .36, 'L'), ('Resultado', .14, 'R'), ('', .05, 'C'), ('Unidade', .13, 'L'), ('Valores de referência', .32, 'L')]
    def H(name, vt, unit, code, ref, flag='', alts=(), date=None):
        r = R(name, vt, unit, code, flag=flag, alts=alts, date=date)
        return Row([Cell(name), Cell(vt, res=r, bold=True), Cell(flag, bold=True), Cell(unit), Cell(ref)])
    rows = [Row([Cell('Eritrograma', span=5, bold=True)], rule=True),
            H('Eritrócitos', '3,98', 'milhões/µL', '789-8', '4,00 a 5,20', flag='L'),
            H('Hemoglobina', '11,7', 'g/dL', '718-7', '12,0 a 15,5', flag='L'),
            H('Hematócrito', '35,4', '%', '4544-3', '36,0 a 46,0', flag='L'),
            H('VCM', '88,9', 'fL', '787-2', '80,0 a 100,0'),
            H('HCM', '29,4', 'pg', '785-6', '26,0 a 34,0'),
            H('CHCM', '33,1', 'g/dL', '786-4', '31,0 a 36,0'),
            H('RDW - amplitude de distribuição\ndos eritrócitos', '13,2', '%', '788-0', '11,6 a 14,8'),
            Row([Cell('Leucograma', span=5, bold=True)], rule=True),
            H('Leucócitos totais', '11,82', 'mil/µL', '6690-2', '4,00 a 11,00', flag='H')]
    dc = [('', .36, 'L'), ('%', .10, 'R'), ('mil/µL', .14, 'R'), ('', .08, 'C'), ('Referência (mil/µL)', .32, 'L')]
    diff = [('Neutrófilos', '78,4', '9,27', '770-8', '751-8', 'H', '1,80 a 7,70'),
            ('Linfócitos', '13,1', '1,55', '736-9', '731-0', '', '1,00 a 4,80'),
            ('Monócitos', '6,9', '0,82', '5905-5', '742-7', '', '0,10 a 1,00'),
            ('Eosinófilos', '1,2', '0,14', '713-8', '711-2', '', '0,02 a 0,50'),
            ('Basófilos', '0,4', '0,05', '706-2', '704-7', '', '0,00 a 0,20')]
    drows = []
    for n, pc, ab, c1, c2, fl, ref in diff:
        r1 = R(n, pc, '%', c1)
        r2 = R(n, ab, 'mil/µL', c2, flag=fl)
        drows.append(Row([Cell(n), Cell(pc, res=r1), Cell(ab, res=r2, bold=True), Cell(fl, bold=True), Cell(ref)]))
    prow = [Row([Cell('Plaquetas', span=5, bold=True)], rule=True),
            H('Contagem de plaquetas', '412', 'mil/µL', '777-3', '150 a 450'),
            H('Volume plaquetário médio', '9,6', 'fL', '32623-1', '9,2 a 12,6')]
    p1 = head + [Title('HEMOGRAMA COMPLETO', size=10.5, color='#1b5e20'),
                 Text('Sangue total com EDTA K2 · Contagem automatizada (impedância e citometria de fluxo) · Hematoscopia revisada', size=7.8),
                 Space(2), Table(hc, rows, ruled='none', line_color='#1b5e20', pad=0.55),
                 Table(dc, drows, ruled='none', pad=0.55, head_bold=False, head_color='#555555'),
                 Table(hc, prow, ruled='none', header=False, line_color='#1b5e20', pad=0.55),
                 Space(2), Rule('#1b5e20', 0.2), Space(1.5),
                 Text('Hematoscopia: neutrofilia sem desvio à esquerda; granulações tóxicas discretas. Hemácias normocíticas e normocrômicas.\n'
                      'H = acima do intervalo de referência   L = abaixo do intervalo de referência', size=7.8, italic=True)]
    ic = [('Exame', .34, 'L'), ('Resultado', .15, 'R'), ('', .05, 'C'), ('Unidade', .13, 'L'), ('Valores de referência', .33, 'L')]
    irows = [H('VHS - velocidade de\nhemossedimentação', '46', 'mm/h', '4537-7', 'Mulheres > 50 anos: até 30', flag='H', alts=['30341-2']),
             H('Proteína C reativa', '38,6', 'mg/L', '1988-5', 'Inferior a 5,0', flag='H'),
             H('Fibrinogênio', '498', 'mg/dL', '3255-7', '200 a 400', flag='H'),
             H('Ferritina', '286', 'ng/mL', '2276-4', '13 a 150', flag='H'),
             H('Procalcitonina', '< 0,05', 'ng/mL', '33959-8', 'Inferior a 0,50'),
             H('Ácido úrico', '6,8', 'mg/dL', '3084-1', '2,4 a 5,7', flag='H'),
             H('Creatinina', '0,88', 'mg/dL', '2160-0', '0,50 a 0,90'),
             H('Potássio', '5,9', 'mmol/L', '2823-3', '3,5 a 5,1', flag='H')]
    p2 = [Banner('Laboratório Guanabara', ['Análises Clínicas · Hematologia · Imunologia'], right=['SÔNIA MARIA DE ALBUQUERQUE RANGEL', 'Pedido 1013-5527 · coleta 13/10/2025'],
                 color='#1b5e20', name_size=15), Rule('#1b5e20', 0.4), Space(4),
          Title('BIOQUÍMICA E MARCADORES INFLAMATÓRIOS', size=10.5, color='#1b5e20'),
          Text('Soro (exceto VHS: sangue total EDTA; fibrinogênio: plasma citratado) · coleta de 13/10/2025', size=7.8),
          Space(2), Table(ic, irows, ruled='rows', line_color='#a5c8a7', pad=0.6),
          Space(2),
          Text('Potássio com hemólise discreta (índice hemolítico 1+). Solicitada nova coleta - resultado abaixo.', size=7.8, italic=True),
          Space(5), Title('POTÁSSIO - NOVA COLETA', size=9.6, color='#1b5e20'),
          Text('Amostra: soro · Data da coleta: 14/10/2025 07:10 · Método: eletrodo íon-seletivo indireto', size=7.8),
          Space(1.5),
          Table(ic, [H('Potássio', '4,4', 'mmol/L', '2823-3', '3,5 a 5,1', date=D2)], ruled='rows', line_color='#a5c8a7', pad=0.6),
          Space(12),
          Text('Liberado por Dra. Mônica Seabra Villela - Biomédica - CRBM-1 22.604 em 14/10/2025 14:18', align='C', size=8)]
    return Report('bt10', 'Laboratório Guanabara', 'Rio de Janeiro/RJ', D, st, [p1, p2],
                  'CBC with H/L flag column, split names, unruled table, second sample (potassium) collected the next day, < value')


REPORTS.append(bt10())


# =====================================================================================
# bt11  Laboratório Planalto Central - check-up, Exame / Referência / Resultado / Anterior,
#       "Alto"/"Baixo" flags, no rules
# =====================================================================================
def bt11():
    D = '2025-11-04'
    P = '2025-05-06'
    st = Style(font='sans', hfont='serif', size=8.4, margin=(12, 14, 14, 14),
               footer=['Laboratório Planalto Central · SGAS 613/614, Conjunto C, Bloco 2 - Asa Sul - Brasília/DF · (61) 3245-6620 · CNES 0010847',
                       'RT: Dr. Marcelo Teixeira Godói - CRM-DF 13.560 · Página {page} de {pages}'], footer_align='L')
    head = [Banner('Planalto Central', ['LABORATÓRIO CLÍNICO', 'Programa de check-up cardiológico'], right=['Nº do exame: PC-2025-113047', 'Emitido em 06/11/2025'],
                   color='#5d2e8c', name_size=17, rule='#c9b3e0'),
            Space(2),
            Info([('Paciente:', 'RICARDO NOGUEIRA BASTOS'), ('Exame nº:', 'PC-2025-113047'), ('Nasc.:', '09/04/1975'),
                  ('Sexo:', 'Masculino'), ('Médico:', 'Dra. Patrícia Veloso Amaral'), ('Data da coleta:', '04/11/2025 07:05'),
                  ('Última refeição:', '03/11/2025 19:30'), ('Próxima consulta:', '18/11/2025')], cols=2, size=8, label_frac=0.36),
            Space(3)]
    cc = [('Exame', .30, 'L'), ('Referência', .27, 'L'), ('Resultado', .14, 'R'), ('', .07, 'L'), ('Unidade', .10, 'L'), ('Anterior\n06/05/2025', .12, 'R')]
    def A(name, ref, vt, unit, code, flag='', prev=None, alts=()):
        r = R(name, vt, unit, code, alts=alts)
        cs = [Cell(name), Cell(ref), V(r, bold=True), Cell(flag, bold=True, size=7.4), Cell(unit)]
        if prev:
            cs.append(V(R(name, prev, unit, code, date=P, alts=alts), color='#555555'))
        else:
            cs.append(Cell('-', color='#555555'))
        return Row(cs)
    def S(t):
        return Row([Cell(t, span=6, bold=True, color='#5d2e8c')], rule=True)
    rows = [S('METABOLISMO GLICÍDICO'),
            A('Glicose', '70 a 99 mg/dL', '104', 'mg/dL', '1558-6', 'Alto', '98', alts=['2345-7']),
            A('Hemoglobina glicada (A1c)', 'inferior a 5,7 %', '5,8', '%', '4548-4', 'Alto', '5,6', alts=['17856-6']),
            A('Glicemia média estimada', '-', '120', 'mg/dL', '27353-2'),
            A('Insulina basal', '2,6 a 24,9', '14,2', 'µUI/mL', '20448-7'),
            S('LIPÍDEOS E APOLIPOPROTEÍNAS'),
            A('Colesterol total', 'inferior a 190', '201', 'mg/dL', '2093-3', 'Alto', '214'),
            A('Colesterol - fração HDL', 'superior a 40', '39', 'mg/dL', '2085-9', 'Baixo', '37'),
            A('Colesterol - fração LDL', 'conforme risco', '131', 'mg/dL', '18262-6', '', '142', alts=['2089-1']),
            A('Colesterol - fração VLDL', 'inferior a 30', '31', 'mg/dL', '13458-5', 'Alto', '35'),
            A('Colesterol não-HDL', 'conforme risco', '162', 'mg/dL', '43396-1', '', '177'),
            A('Triglicérides', 'inferior a 150', '157', 'mg/dL', '2571-8', 'Alto', '176'),
            A('Lipoproteína (a)', 'inferior a 30', '12,5', 'mg/dL', '10835-7', '', None, alts=['43583-4']),
            S('MARCADORES CARDÍACOS E INFLAMATÓRIOS'),
            A('Proteína C reativa\nultrassensível', 'inferior a 1,0 mg/L', '2,3', 'mg/L', '30522-7', 'Alto', '3,1'),
            A('Homocisteína', '5,0 a 15,0', '11,2', 'µmol/L', '13965-9'),
            A('Creatinoquinase (CK)', '39 a 308', '164', 'U/L', '2157-6'),
            A('Peptídeo natriurético\ntipo B (BNP)', 'inferior a 100 pg/mL', '< 10,0', 'pg/mL', '30934-4')]
    p1 = head + [Title('RESULTADOS', size=11, color='#5d2e8c', rule='#c9b3e0'), Space(1),
                 Table(cc, rows, ruled='none', head_bold=True, head_color='#5d2e8c', pad=0.6, line_color='#c9b3e0'),
                 Space(2),
                 Text('LDL-colesterol por dosagem direta (método homogêneo). Valores de referência para adultos; metas lipídicas de acordo com a\n'
                      'estratificação de risco. Coluna "Anterior": resultado do mesmo exame realizado neste laboratório em 06/05/2025.', italic=True, size=7.6)]
    rows2 = [S('FUNÇÃO RENAL E ÁCIDO ÚRICO'),
             A('Creatinina', '0,70 a 1,20', '1,04', 'mg/dL', '2160-0', '', '0,99'),
             A('eGFR (CKD-EPI 2021)', 'superior a 60', '87', 'mL/min', '98979-8', '', '92', alts=['62238-1']),
             A('Ácido úrico', '3,4 a 7,0', '7,6', 'mg/dL', '3084-1', 'Alto', '7,9'),
             S('TIREOIDE E FÍGADO'),
             A('TSH', '0,40 a 4,30', '1,96', 'mUI/L', '3016-3'),
             A('TGP (ALT)', 'até 41', '45', 'U/L', '1742-6', 'Alto', '52'),
             A('Gama GT', '8 a 61', '58', 'U/L', '2324-2', '', '66')]
    p2 = [Banner('Planalto Central', ['LABORATÓRIO CLÍNICO'], right=['RICARDO NOGUEIRA BASTOS', 'PC-2025-113047 · coleta 04/11/2025'],
                 color='#5d2e8c', name_size=17, rule='#c9b3e0'), Space(4),
          Title('RESULTADOS (continuação)', size=11, color='#5d2e8c', rule='#c9b3e0'), Space(1),
          Table(cc, rows2, ruled='none', head_color='#5d2e8c', pad=0.6, line_color='#c9b3e0'),
          Space(4),
          Text('Materiais: soro e sangue total (EDTA) para HbA1c. Métodos automatizados (enzimáticos, imunoensaios por quimioluminescência,\n'
               'HPLC para A1c). eGFR calculada sem coeficiente racial. Jejum de 11 horas informado pelo paciente.', size=7.6),
          Space(12),
          Text('Dr. Marcelo Teixeira Godói - Patologista Clínico - CRM-DF 13.560\nLiberado em 05/11/2025 16:44', align='C')]
    return Report('bt11', 'Laboratório Planalto Central', 'Brasília/DF', D, st, [p1, p2],
                  'Exame / Referência / Resultado / Anterior order, no rules, Alto/Baixo flags, previous-result column, split names')


REPORTS.append(bt11())


# =====================================================================================
# bt12  Laboratório Cerrado - rheumatology follow-up, two columns with dotted leaders,
#       uric acid evolution table, qualitative latex RF
# =====================================================================================
def bt12():
    D = '2025-12-02'
    st = Style(font='serif', size=8.4, margin=(12, 14, 14, 14),
               footer=['LABORATÓRIO CERRADO DE ANÁLISES CLÍNICAS - Av. T-63, 1.296 - Setor Bueno - Goiânia/GO - (62) 3251-0447',
                       'Bioquímica responsável: Dra. Luciana Prado Vilela - CRF-GO 5.903 - {page}/{pages}'])
    head = [Banner('Laboratório Cerrado', ['de Análises Clínicas', 'Ambulatório de Reumatologia - convênio SUS/IPASGO'], align='C',
                   color='#8b4513', name_size=17), Rule('#8b4513', 0.5), Space(2),
            Info([('Paciente:', 'DEUSDETE ALVES PIMENTA'), ('Ordem:', 'GO-7712-2025'), ('Nascido em:', '28/08/1959'),
                  ('Sexo:', 'Masculino'), ('Médico:', 'Dr. Vinícius Arantes'), ('Coletado em:', '02/12/2025 07:48'),
                  ('Medicação:', 'metotrexato 15 mg/sem; alopurinol 300 mg'), ('Impresso:', '04/12/2025')], cols=2, size=8, label_frac=0.28),
            Rule('#8b4513', 0.3), Space(3)]
    cc = [('', .52, 'L'), ('', .22, 'R'), ('', .26, 'L')]
    def L(name, vt, unit, code, flag='', alts=()):
        r = R(name, vt, unit, code, flag=flag, alts=alts)
        return Row([Cell(name, lead=True), V(r, bold=True), Cell(unit)])
    def Rf(t):
        return Row([Cell(t, span=3, italic=True, size=7.2, color='#555555')])
    left = [Title('HEMATOLOGIA', color='#8b4513', size=9.2, rule='#8b4513'), Space(1),
            Table(cc, [L('Hemoglobina', '13,4', 'g/dL', '718-7'), Rf('Ref.: 13,0 a 17,0 g/dL'),
                       L('Hematócrito', '40,2', '%', '4544-3'), Rf('Ref.: 40 a 50 %'),
                       L('VCM', '101,3', 'fL', '787-2', flag='↑'), Rf('Ref.: 83 a 101 fL'),
                       L('Leucócitos', '5.210', '/mm³', '6690-2'), Rf('Ref.: 4.000 a 10.000 /mm³'),
                       L('Neutrófilos', '3.070', '/mm³', '751-8'), Rf('Ref.: 1.800 a 7.500 /mm³'),
                       L('Linfócitos', '1.420', '/mm³', '731-0'), Rf('Ref.: 1.000 a 4.000 /mm³'),
                       L('Plaquetas', '189.000', '/mm³', '777-3'), Rf('Ref.: 150.000 a 400.000 /mm³')],
                  ruled='none', header=False, pad=0.35)]
    right = [Title('BIOQUÍMICA E IMUNOLOGIA', color='#8b4513', size=9.2, rule='#8b4513'), Space(1),
             Table(cc, [L('TGO', '29', 'U/L', '1920-8'), Rf('Ref.: até 40 U/L'),
                        L('TGP', '47', 'U/L', '1742-6', flag='↑'), Rf('Ref.: até 41 U/L'),
                        L('Creatinina', '1,01', 'mg/dL', '2160-0'), Rf('Ref.: 0,70 a 1,30 mg/dL'),
                        L('VHS', '12', 'mm/h', '4537-7', alts=['30341-2']), Rf('Ref.: até 20 mm na 1ª hora'),
                        L('PCR', '< 3,0', 'mg/L', '1988-5'), Rf('Ref.: inferior a 6,0 mg/L'),
                        L('Fator reumatoide (látex)', 'Reagente', '', '11572-5',
                          ), Rf('Ref.: Não reagente'),
                        L('Título do fator reumatoide', '1/64', '', '11572-5'), Rf('Ref.: inferior a 1/8')],
                   ruled='none', header=False, pad=0.35)]
    # fix analytes of the qualitative latex RF rows
    for row in right[2].rows:
        for c in row.cells:
            if c.res is not None and c.res.name.startswith('Fator'):
                c.res.analyte = 'Rheumatoid factor, serum, presence (latex agglutination)'
                c.res.loinc = '11572-5'
            if c.res is not None and c.res.name.startswith('Título'):
                c.res.analyte = 'Rheumatoid factor, serum, titer (latex agglutination)'
    ev = [('Ácido úrico sérico', .28, 'L'), ('02/12/2025', .14, 'R'), ('02/09/2025', .14, 'R'), ('03/06/2025', .14, 'R'), ('Referência', .30, 'L')]
    evd = [('02/12/2025', '2025-12-02', '5,6', ''), ('02/09/2025', '2025-09-02', '6,9', ' ↑'), ('03/06/2025', '2025-06-03', '9,8', ' ↑')]
    cs = [Cell('Ácido úrico (mg/dL)')]
    for dt, iso, v, fl in evd:
        cs.append(V(R('Ácido úrico (mg/dL)', v, 'mg/dL', '3084-1', flag=fl.strip(), date=iso), bold=(iso == D)))
    cs.append(Cell('3,5 a 7,2 (gota: < 6,0)'))
    p1 = head + [TwoCol(left, right, gap=9), Space(5),
                 Title('EVOLUÇÃO DO ÁCIDO ÚRICO - controle de gota', color='#8b4513', size=9.2, rule='#8b4513'), Space(1),
                 Table(ev, [Row(cs)], ruled='grid', line_color='#c8a27e', head_fill='#f4e9de'),
                 Space(1), Text('Soro; método uricase/peroxidase. Colunas à direita: resultados anteriores deste laboratório.', italic=True, size=7.6),
                 Space(3), Rule('#8b4513', 0.2), Space(1.5),
                 Text('Fator reumatoide: aglutinação em látex (triagem) com titulação por diluições seriadas.\nVCM elevado compatível com uso de metotrexato. '
                      'Próxima coleta de controle: 03/03/2026. Liberado em 03/12/2025.', size=7.6),
                 Space(12), Text('Dra. Luciana Prado Vilela\nCRF-GO 5.903', align='C')]
    return Report('bt12', 'Laboratório Cerrado de Análises Clínicas', 'Goiânia/GO', D, st, [p1],
                  'two columns with dotted leaders, references on a second line, uric acid evolution with three dates, qualitative latex RF and titre')


REPORTS.append(bt12())
