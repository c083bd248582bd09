"""Reports h01-h05."""
from lab import (R, Title, Text, Seg, Line, Lines, Col, Row, Table, Columns, Box, Spacer, Rule, Brand, Report)
from kit import d, br, ckd_epi_2021, diff


# ===========================================================================
# h01 - small private lab, Marabá-PA: exam blocks with "Resultado:" labels
# ===========================================================================
def h01():
    coll = '2025-03-14'
    rel = '2025-03-15'

    def header(p, n):
        return [
            Brand('LABORATÓRIO SÃO LUCAS', [
                'Análises Clínicas  •  Resp. Técnico: Dr. Rogério M. Farias – CRF-PA 4.187',
                'Rua Sete de Junho, 1120 – Velha Marabá – Marabá/PA – CEP 68500-120  •  (94) 3321-4478'],
                logo='SL', color='#1d4f91', right=['CNES 7781452', 'Protocolo 250314-0871']),
            Box([Lines([
                Line([Seg(0, 'Paciente:', bold=True), Seg(0.10, 'MARIA DAS GRAÇAS PINHEIRO SOUSA'),
                      Seg(0.62, 'Sexo:', bold=True), Seg(0.69, 'Feminino')]),
                Line([Seg(0, 'Nascimento:', bold=True), Seg(0.12, '02/09/1968 (56 anos)'),
                      Seg(0.62, 'Convênio:', bold=True), Seg(0.73, 'Particular')]),
                Line([Seg(0, 'Solicitante:', bold=True), Seg(0.12, 'Dra. Ana Cláudia Brito – CRM-PA 9.214'),
                      Seg(0.62, 'Posto:', bold=True), Seg(0.69, 'Unidade Folha 28')]),
                Line([Seg(0, 'Data da coleta:', bold=True), Seg(0.155, d(coll) + ' às 07:42'),
                      Seg(0.62, 'Liberado em:', bold=True), Seg(0.745, d(rel) + ' 10:15')]),
            ])], border=0.25, pad=1.6),
        ]

    def footer(p, n):
        return [Rule(0.3),
                Lines([Line([Seg(0, 'Laudo assinado eletronicamente por Dra. Helena V. Matos – Bioquímica – CRF-PA 5.602',
                                 size=7), Seg(0.8, 'Página %d de %d' % (p, n), w=0.2, align='r', size=7)]),
                       Line([Seg(0, 'Os resultados devem ser interpretados pelo médico solicitante em conjunto com '
                                    'dados clínicos.', size=6.5, italic=True)])])]

    # ---------------- CBC
    rbc, hb, ht = 4.52, 13.1, 39.6
    wbc = 7350
    pc = [58.4, 30.1, 7.2, 3.6, 0.7]
    ab = diff(wbc, pc)
    ery = Table([Col('n', 'ERITROGRAMA', 0.34), Col('r', 'Resultado', 0.16, 'r'), Col('u', 'Unidade', 0.16),
                 Col('ref', 'Valores de referência', 0.34)], [], rules='header', head_bg=None, size=8.4)

    def er(key, name, val, unit, ref):
        r = R(key, name, val, unit, ref)
        ery.rows.append(Row({'n': name, 'r': val, 'u': unit, 'ref': ref}, [r]))

    er('rbc', 'Hemácias', br(rbc, 2), 'milhões/mm³', '3,90 a 5,30')
    er('hb', 'Hemoglobina', br(hb, 1), 'g/dL', '12,0 a 16,0')
    er('hct', 'Hematócrito', br(ht, 1), '%', '36,0 a 48,0')
    er('mcv', 'VCM', br(ht / rbc * 10, 1), 'fL', '80,0 a 100,0')
    er('mch', 'HCM', br(hb / rbc * 10, 1), 'pg', '26,0 a 34,0')
    er('mchc', 'CHCM', br(hb / ht * 100, 1), 'g/dL', '31,0 a 36,0')
    er('rdw', 'RDW', '13,2', '%', '11,5 a 14,5')

    leu = Table([Col('n', 'LEUCOGRAMA', 0.25), Col('p', '%', 0.1, 'r'), Col('a', 'Valor absoluto', 0.17, 'r'),
                 Col('u', '', 0.1), Col('rp', 'Ref. (%)', 0.14, 'c'), Col('ra', 'Ref. (/mm³)', 0.24, 'c')],
                [], rules='header', head_bg=None, size=8.4)
    rw = R('wbc', 'Leucócitos', br(wbc), '/mm³', '4.000 a 10.000')
    leu.rows.append(Row({'n': 'Leucócitos', 'a': br(wbc), 'u': '/mm³', 'ra': '4.000 a 10.000'}, [rw]))
    names = [('neut', 'Neutrófilos', '40 a 70', '1.800 a 7.000'), ('lymph', 'Linfócitos', '20 a 45', '1.000 a 4.500'),
             ('mono', 'Monócitos', '2 a 10', '100 a 1.000'), ('eos', 'Eosinófilos', '1 a 5', '20 a 500'),
             ('baso', 'Basófilos', '0 a 2', '0 a 200')]
    for (k, nm, rp, ra), p, a in zip(names, pc, ab):
        r1 = R(k + '_pct', nm, br(p, 1), '%')
        r2 = R(k + '_abs', nm, br(a), '/mm³')
        leu.rows.append(Row({'n': nm, 'p': br(p, 1), 'a': br(a), 'u': '/mm³', 'rp': rp, 'ra': ra}, [r1, r2]))

    plq = Table([Col('n', 'PLAQUETOGRAMA', 0.34), Col('r', '', 0.16, 'r'), Col('u', '', 0.16),
                 Col('ref', '', 0.34)], [], rules='header', head_bg=None, size=8.4)
    for key, nm, v, u, ref in [('plt', 'Plaquetas', '268.000', '/mm³', '150.000 a 450.000'),
                               ('mpv', 'VPM', '9,8', 'fL', '7,4 a 10,4')]:
        plq.rows.append(Row({'n': nm, 'r': v, 'u': u, 'ref': ref}, [R(key, nm, v, u)]))

    def exam(title, material, method, res_line_items, refs, extra=None):
        """Block: heading, material/method, 'Resultado:' line, reference lines at the right."""
        bl = [Title(title, 'under', size=9.2)]
        bl.append(Lines([Line([Seg(0, 'Material: ' + material, size=7.4),
                               Seg(0.48, 'Método: ' + method, size=7.4)])]))
        lines = []
        for i, (lab, r, flag) in enumerate(res_line_items):
            segs = [Seg(0, lab, bold=True), Seg(0.2, r.value + ' ' + r.unit, bold=True)]
            if flag:
                segs.append(Seg(0.34, flag, bold=True))
            if i == 0:
                segs.append(Seg(0.5, 'Valores de referência:', italic=True, size=7.6))
            lines.append(Line(segs, [r]))
        for i, t in enumerate(refs):
            if i + 1 < len(lines):
                lines[i + 1].segs.append(Seg(0.5, t, size=7.6))
            else:
                lines.append(Line([Seg(0.5, t, size=7.6)]))
        bl.append(Lines(lines))
        if extra:
            bl.append(Text(extra, size=7, italic=True))
        bl.append(Spacer(1.5))
        return bl

    glu = R('glu_fast', 'GLICOSE EM JEJUM', '142', 'mg/dL')
    a1c = R('hba1c', 'HEMOGLOBINA GLICADA (HbA1c)', '7,4', '%')
    eag = R('eag', 'Glicose média estimada', '166', 'mg/dL')

    page1 = [
        Title('HEMOGRAMA COMPLETO', 'under', size=9.2),
        Lines([Line([Seg(0, 'Material: Sangue total com EDTA', size=7.4),
                     Seg(0.48, 'Método: Automação (impedância/citometria) e microscopia', size=7.4)])]),
        ery, leu, plq,
        Text('Série vermelha: normocitose e normocromia. Série branca sem alterações morfológicas. '
             'Plaquetas com distribuição normal ao esfregaço.', size=7.2, italic=True),
        Spacer(2),
    ]
    page1 += exam('GLICOSE EM JEJUM', 'Plasma fluoretado', 'Enzimático (hexoquinase)',
                  [('Resultado:', glu, '(*)')],
                  ['Normal: 70 a 99 mg/dL', 'Glicemia de jejum alterada: 100 a 125 mg/dL',
                   'Diabetes mellitus: igual ou superior a 126 mg/dL'],
                  extra='(*) Resultado fora do intervalo de referência. Jejum informado: 10 horas.')
    page1 += [Title('HEMOGLOBINA GLICADA (HbA1c)', 'under', size=9.2),
              Lines([Line([Seg(0, 'Material: Sangue total com EDTA', size=7.4),
                           Seg(0.48, 'Método: HPLC – certificado NGSP', size=7.4)])]),
              Lines([
                  Line([Seg(0, 'Resultado:', bold=True), Seg(0.2, '7,4 %', bold=True), Seg(0.34, '(*)', bold=True),
                        Seg(0.5, 'Valores de referência:', italic=True, size=7.6)], [a1c]),
                  Line([Seg(0, 'Glicose média estimada:'), Seg(0.2, '166 mg/dL'),
                        Seg(0.5, 'Não diabéticos: inferior a 5,7 %', size=7.6)], [eag]),
                  Line([Seg(0.5, 'Risco aumentado: 5,7 a 6,4 %', size=7.6)]),
                  Line([Seg(0.5, 'Diabetes: igual ou superior a 6,5 %', size=7.6)]),
              ])]
    a1c.key = 'hba1c_hplc'

    # ---------------- page 2
    ct, hdl, tg = 212, 46, 178
    ldl = round(ct - hdl - tg / 5)
    vldl = round(tg / 5)
    lip = Lines([], size=8.6)

    def lipline(key, name, val, ref, flag=''):
        r = R(key, name, str(val), 'mg/dL')
        segs = [Seg(0, name), Seg(0.33, str(val), w=0.08, align='r', bold=True), Seg(0.42, 'mg/dL'),
                Seg(0.53, ref, size=7.6)]
        if flag:
            segs.append(Seg(0.5, flag, bold=True))
        lip.lines.append(Line(segs, [r]))

    lipline('chol', 'Colesterol total', ct, 'Desejável: inferior a 190 mg/dL', '*')
    lipline('hdl', 'HDL-Colesterol', hdl, 'Desejável: superior a 40 mg/dL')
    lipline('tg', 'Triglicérides', tg, 'Desejável: inferior a 150 mg/dL (jejum)', '*')
    lipline('ldl', 'LDL-Colesterol', ldl, 'Meta conforme risco cardiovascular (ver nota)')
    lipline('vldl', 'VLDL-Colesterol', vldl, 'Até 30 mg/dL', '*')
    lipline('nonhdl', 'Colesterol não-HDL', ct - hdl, 'Desejável: inferior a 160 mg/dL', '*')

    scr = 0.92
    egfr = round(ckd_epi_2021(scr, 56, True))
    cr = R('creat', 'CREATININA', '0,92', 'mg/dL')
    gf = R('egfr', 'TFG estimada (CKD-EPI 2021)', str(egfr), 'mL/min/1,73m²')
    ur = R('urea', 'UREIA', '34', 'mg/dL')
    malb, ucr = 42.5, 96.0
    acr = malb / (ucr / 100)
    rm = R('malb', 'Albumina urinária', br(malb, 1), 'mg/L')
    rc = R('ucreat', 'Creatinina urinária', br(ucr, 1), 'mg/dL')
    ra = R('acr', 'Relação albumina/creatinina', br(acr, 1), 'mg/g')
    tsh = R('tsh_us', 'TSH ULTRASSENSÍVEL', '2,84', 'µUI/mL')
    t4 = R('ft4', 'T4 LIVRE', '1,12', 'ng/dL')

    page2 = [
        Title('PERFIL LIPÍDICO', 'under', size=9.2),
        Lines([Line([Seg(0, 'Material: Soro', size=7.4), Seg(0.48, 'Método: Enzimático colorimétrico; '
                                                               'LDL e VLDL calculados (Friedewald)', size=7.4)])]),
        lip,
        Text('Nota: valores referenciais de acordo com a Atualização da Diretriz Brasileira de Dislipidemias '
             '(2017). Metas de LDL-C: risco baixo < 130; intermediário < 100; alto < 70; muito alto < 50 mg/dL. '
             '(*) valor acima do desejável.', size=7, italic=True),
        Spacer(1.5),
        Title('CREATININA', 'under', size=9.2),
        Lines([Line([Seg(0, 'Material: Soro', size=7.4), Seg(0.48, 'Método: Jaffé cinético compensado', size=7.4)]),
               Line([Seg(0, 'Resultado:', bold=True), Seg(0.2, '0,92 mg/dL', bold=True),
                     Seg(0.5, 'Valores de referência: 0,50 a 1,10 mg/dL', size=7.6)], [cr]),
               Line([Seg(0, 'TFG estimada (CKD-EPI 2021):'), Seg(0.28, '%d mL/min/1,73m²' % egfr),
                     Seg(0.5, 'Referência: superior a 60 mL/min/1,73m²', size=7.6)], [gf])]),
        Spacer(1.5),
    ]
    page2 += exam('UREIA', 'Soro', 'Cinético UV (urease/GLDH)', [('Resultado:', ur, '')], ['15 a 45 mg/dL'])
    page2 += [
        Title('MICROALBUMINÚRIA – AMOSTRA ISOLADA', 'under', size=9.2),
        Lines([Line([Seg(0, 'Material: Urina (1ª micção da manhã)', size=7.4),
                     Seg(0.48, 'Método: Imunoturbidimetria / Jaffé', size=7.4)]),
               Line([Seg(0, 'Albumina urinária:'), Seg(0.26, br(malb, 1) + ' mg/L', bold=True),
                     Seg(0.5, 'Inferior a 20,0 mg/L', size=7.6)], [rm]),
               Line([Seg(0, 'Creatinina urinária:'), Seg(0.26, br(ucr, 1) + ' mg/dL', bold=True),
                     Seg(0.5, '28,0 a 217,0 mg/dL', size=7.6)], [rc]),
               Line([Seg(0, 'Relação albumina/creatinina:'), Seg(0.26, br(acr, 1) + ' mg/g', bold=True),
                     Seg(0.39, '(*)', bold=True),
                     Seg(0.5, 'Normal: inferior a 30 mg/g  •  Aumentada: 30 a 300 mg/g', size=7.6)], [ra])]),
        Spacer(1.5),
    ]
    page2 += exam('TSH ULTRASSENSÍVEL', 'Soro', 'Quimioluminescência (3ª geração)', [('Resultado:', tsh, '')],
                  ['0,45 a 4,50 µUI/mL (adultos)'])
    page2 += exam('T4 LIVRE', 'Soro', 'Quimioluminescência', [('Resultado:', t4, '')], ['0,70 a 1,80 ng/dL'])

    return Report('h01', 'Laboratório São Lucas – Análises Clínicas (Marabá/PA)', coll, [page1, page2],
                  header, footer, font='arial', size=8.8, margins=(9, 13, 8, 13), footer_h=11,
                  title='Laudo 250314-0871 – Laboratório São Lucas',
                  meta={'city': 'Marabá/PA', 'kind': 'small private laboratory',
                        'layout': 'exam blocks with underlined heading, "Resultado:" label and references at the '
                                  'right; CBC as three ruled-header tables with relative and absolute '
                                  'differential; flags "(*)" and "*"; Liberation Sans (Arial-like)',
                        'dates': 'Data da coleta 14/03/2025; birth date and "Liberado em" 15/03/2025 are not '
                                 'collection dates'})




# ===========================================================================
# h02 - Santa Casa de Sobral-CE: inpatient cumulative ("evolutivo") grid table, 4 dates
# ===========================================================================
def h02():
    dates = ['2025-04-08', '2025-04-10', '2025-04-12', '2025-04-14']
    times = ['05:40', '06:05', '05:52', '06:10']

    def header(p, n):
        return [
            Brand('IRMANDADE DA SANTA CASA DE MISERICÓRDIA DE SOBRAL', [
                'Laboratório de Análises Clínicas – Hospital Santa Casa',
                'Av. Dr. Guarani, 488 – Centro – Sobral/CE – CEP 62010-305 – Tel. (88) 3112-0547'],
                align='c', color='#222222', name_size=12.5, sub_size=7.6),
            Rule(0.5, 'double'),
            Title('RELATÓRIO EVOLUTIVO DE EXAMES – PACIENTE INTERNADO', 'boxed', size=9.6),
            Lines([
                Line([Seg(0, 'Paciente: FRANCISCO ERIVALDO MESQUITA LIMA', bold=True),
                      Seg(0.56, 'Prontuário: 0418823'), Seg(0.78, 'Leito: UTI-2 / 07')]),
                Line([Seg(0, 'Nasc.: 17/05/1953   Idade: 71a   Sexo: M'),
                      Seg(0.56, 'Setor: Unidade de Terapia Intensiva Adulto')]),
                Line([Seg(0, 'Médico: Dr. Paulo Sérgio Aragão (CRM-CE 11.204)'),
                      Seg(0.56, 'Internação: 07/04/2025'), Seg(0.78, 'Impresso: 14/04/2025 16:32')]),
            ], size=8.6),
            Spacer(1),
        ]

    def footer(p, n):
        return [Rule(0.3),
                Lines([Line([Seg(0, 'Conferido e liberado por Dra. Lúcia Helena Frota – Farmacêutica-Bioquímica – '
                                    'CRF-CE 3.356 – em 14/04/2025 às 16:30'),
                             Seg(0.85, 'Pág. %d/%d' % (p, n), w=0.15, align='r')])], size=7.4)]

    cols = [Col('n', 'Exame', 0.215, bold=True), Col('u', 'Unid.', 0.085)]
    for i, (dd, tt) in enumerate(zip(dates, times)):
        cols.append(Col('d%d' % i, 'Dt.Col.\n%s\n%s' % (d(dd, 'dmy2'), tt), 0.1, 'r'))
    cols.append(Col('ref', 'Valores de\nreferência', 0.30, wrap=True))
    t = Table(cols, [], rules='grid', head_bg='#d8d8d8', size=8.5, font='times', pady=0.55)

    def sec(name):
        t.rows.append(Row({'text': name}, kind='sub'))

    def row(key, name, unit, vals, ref):
        cells = {'n': name, 'u': unit, 'ref': ref}
        res = []
        for i, v in enumerate(vals):
            if v is None:
                continue
            val, flag = (v.split(' ') + [''])[:2]
            cells['d%d' % i] = v
            res.append(R(key, name, val, unit, date=dates[i], flag=flag))
        t.rows.append(Row(cells, res))

    sec('HEMATOLOGIA')
    row('hb', 'Hemoglobina', 'g/dL', ['11,2 L', '10,6 L', '10,9 L', '11,4 L'], '13,0 a 17,5')
    row('hct', 'Hematócrito', '%', ['33,8 L', '31,9 L', '32,7 L', '34,1 L'], '40,0 a 52,0')
    row('wbc', 'Leucócitos', '/mm³', ['18.420 H', '14.900 H', '11.250 H', '8.730'], '4.000 a 10.000')
    row('plt', 'Plaquetas', '/mm³', ['142.000 L', '168.000', '201.000', '254.000'], '150.000 a 450.000')
    sec('BIOQUÍMICA')
    row('urea', 'Ureia', 'mg/dL', ['118 H', '96 H', '71 H', '52 H'], '17 a 49')
    row('creat', 'Creatinina', 'mg/dL', ['2,84 H', '2,31 H', '1,72 H', '1,38 H'], '0,70 a 1,30')
    row('na', 'Sódio', 'mEq/L', ['131 L', '134 L', '137', '138'], '136 a 145')
    row('k', 'Potássio', 'mEq/L', ['5,6 H', '5,1', '4,6', '4,2'], '3,5 a 5,1')
    row('mg', 'Magnésio', 'mg/dL', [None, '1,6 L', None, '1,9'], '1,7 a 2,6')
    sec('IMUNOLOGIA')
    row('crp', 'Proteína C reativa', 'mg/L', ['186,4 H', '121,0 H', '64,8 H', '22,5 H'], 'Inferior a 5,0')

    page = [t,
            Text('Legenda: H = acima do valor de referência; L = abaixo do valor de referência. Campo em branco: exame '
                 'não solicitado na data. Material: sangue total (EDTA) para hematologia; soro para bioquímica e '
                 'imunologia. Proteína C reativa por imunoturbidimetria.', size=7.2, italic=True),
            Text('Observação: amostra de 10/04/2025 com hemólise discreta, sem interferência significativa nos '
                 'parâmetros liberados.', size=7.2)]
    return Report('h02', 'Santa Casa de Misericórdia de Sobral – Laboratório de Análises Clínicas (Sobral/CE)',
                  dates[-1], [page], header, footer, font='times', size=8.8, margins=(10, 12, 9, 12),
                  footer_h=7, title='Evolutivo – Prontuário 0418823',
                  meta={'city': 'Sobral/CE', 'kind': 'philanthropic hospital (Santa Casa), inpatient',
                        'layout': 'cumulative "evolutivo" grid table with four dated columns (Dt.Col. + time in '
                                  'the column header), flags H/L glued to the value in the same cell, section rows, '
                                  'Liberation Serif (Times-like)',
                        'dates': 'four collection dates 08/04, 10/04, 12/04, 14/04/2025 (dd/mm/yy in headers); '
                                 'birth, admission and print dates are not collection dates'})


# ===========================================================================
# h03 - LACEN/TO (state public health lab): boxed serology blocks in two columns
# ===========================================================================
def h03():
    coll = '2025-04-30'

    def header(p, n):
        return [
            Brand('LACEN-TO – Laboratório Central de Saúde Pública do Tocantins', [
                'Secretaria de Estado da Saúde do Tocantins – Superintendência de Vigilância em Saúde',
                'Quadra 1202 Sul, Av. LO-27, s/n – Palmas/TO – CEP 77024-210 – (63) 3218-3201'],
                logo='LC', logo_shape='circle', color='#0b5d3b', name_size=11.5,
                right=['Requisição GAL: 250430118742', 'Página %d de %d' % (p, n)]),
            Box([Lines([
                Line([Seg(0, 'Paciente: LUANA PEREIRA DE ARAÚJO', bold=True), Seg(0.55, 'CNS: 702 4081 3317 5529')]),
                Line([Seg(0, 'Data de nascimento: 19.07.97   Sexo: Feminino'), Seg(0.55, 'Gestante: Sim – 2º trimestre')]),
                Line([Seg(0, 'Unidade solicitante: UBS 403 Norte – Palmas/TO'), Seg(0.55, 'Município de residência: Palmas')]),
                Line([Seg(0, 'Data da coleta: %s 09:20' % d(coll, 'dot2'), bold=True),
                      Seg(0.55, 'Entrada (recebimento no LACEN): 02.05.25 14:05')]),
            ], size=8.2)], border=0.3, pad=1.5, bg='#f2f2f2'),
        ]

    def footer(p, n):
        return [Rule(0.3),
                Text('Liberado em 06.05.25 por Biomédica Karla R. Coelho – CRBM 3ª Região 14.920. Resultados '
                     'disponíveis também no sistema GAL. Os exames foram realizados com kits registrados na ANVISA '
                     'e avaliados pelo controle de qualidade interno da Seção de Imunologia.', size=6.8)]

    def exam(title, amostra, metodo, lines, ref):
        ls = [Line([Seg(0, 'Amostra:', bold=True, size=7.6), Seg(0.22, amostra, size=7.6)]),
              Line([Seg(0, 'Método:', bold=True, size=7.6), Seg(0.22, metodo, size=7.6)])]
        for lab, val, res in lines:
            ls.append(Line([Seg(0, lab, bold=True), Seg(0.36, val, bold=True)], res))
        blocks = [Title(title, 'bar', size=8.4), Lines(ls, size=8.4)]
        if ref:
            blocks.append(Text(ref, size=7, italic=True))
        return Box(blocks, border=0.25, pad=1.3)

    def one(key, title, value, metodo, ref, unit='', label='Resultado:'):
        r = R(key, title, value, unit)
        return exam(title, 'Soro', metodo, [(label, (value + ' ' + unit).strip(), [r])], ref)

    left = [
        one('hiv', 'HIV-1/2 – ANTÍGENO E ANTICORPOS', 'Não reagente',
            'Quimioluminescência (4ª geração, Ag p24 + Ac)',
            'Amostra NÃO REAGENTE para HIV. Fluxograma 1 – Manual Técnico para o Diagnóstico da Infecção pelo HIV.'),
        one('trep', 'SÍFILIS – TESTE TREPONÊMICO', 'Reagente', 'Quimioluminescência (anticorpos totais)',
            'Referência: Não reagente. Resultado reagente deve ser avaliado em conjunto com o teste não treponêmico.'),
    ]
    v1 = R('vdrl', 'VDRL', 'Reagente')
    v2 = R('vdrl_titer', 'VDRL', '1:16')
    left.append(exam('VDRL', 'Soro', 'Floculação (VDRL) quantitativo',
                     [('Resultado:', 'Reagente', [v1]), ('Título:', '1:16', [v2])],
                     'Referência: Não reagente. Títulos iguais ou superiores a 1:8 sugerem infecção ativa.'))
    hist = Table([Col('dt', 'Data da coleta', 0.5), Col('t', 'VDRL (título)', 0.5, 'c')],
                 [Row({'dt': '11.02.25', 't': '1:64'}, [R('vdrl_titer', 'VDRL', '1:64', date='2025-02-11')]),
                  Row({'dt': '13.03.25', 't': '1:32'}, [R('vdrl_titer', 'VDRL', '1:32', date='2025-03-13')])],
                 rules='grid', size=8, head_bg='#e8e8e8')
    left.append(Box([Title('HISTÓRICO DO PACIENTE – VDRL (GAL)', 'plain', size=8.2), hist,
                     Text('Queda de títulos compatível com resposta ao tratamento.', size=7, italic=True)],
                    border=0.25, pad=1.3))
    right = [
        one('hbsag', 'HEPATITE B – HBsAg', 'Não reagente', 'Quimioluminescência', 'Referência: Não reagente.'),
        one('antihbc', 'HEPATITE B – ANTI-HBc TOTAL', 'Não reagente', 'Quimioluminescência',
            'Referência: Não reagente.'),
        one('antihbs', 'HEPATITE B – ANTI-HBs', '245,6', 'Quimioluminescência',
            'Imune: igual ou superior a 10,0 mUI/mL. Não imune: inferior a 10,0 mUI/mL.', unit='mUI/mL'),
        one('hcv', 'HEPATITE C – ANTI-HCV', 'Não reagente', 'Quimioluminescência', 'Referência: Não reagente.'),
        one('htlv', 'HTLV-I/II – ANTICORPOS', 'Não reagente', 'Quimioluminescência', 'Referência: Não reagente.'),
    ]
    p1 = [Spacer(1), Columns(left, right, split=0.5, gap=5)]

    tg1 = R('toxo_g', 'TOXOPLASMOSE – IgG', '38,5', 'UI/mL')
    tg2 = R('toxo_g_pres', 'TOXOPLASMOSE – IgG', 'Reagente')
    tm1 = R('toxo_m', 'TOXOPLASMOSE – IgM', '0,21')
    tm2 = R('toxo_m_pres', 'TOXOPLASMOSE – IgM', 'Não reagente')
    rb1 = R('rub_g', 'RUBÉOLA – IgG', '112,0', 'UI/mL')
    rb2 = R('rub_g_pres', 'RUBÉOLA – IgG', 'Reagente')
    hav = R('hav_m', 'HEPATITE A – IgM (ANTI-HAV IgM)', 'Não reagente')
    l2 = [exam('TOXOPLASMOSE – IgG', 'Soro', 'Quimioluminescência',
               [('Resultado:', '38,5 UI/mL', [tg1]), ('Interpretação:', 'Reagente', [tg2])],
               'Não reagente: inferior a 1,6 UI/mL; indeterminado: 1,6 a 2,9 UI/mL; reagente: igual ou superior '
               'a 3,0 UI/mL.'),
          exam('TOXOPLASMOSE – IgM', 'Soro', 'Quimioluminescência',
               [('Índice:', '0,21', [tm1]), ('Interpretação:', 'Não reagente', [tm2])],
               'Não reagente: índice inferior a 0,50; indeterminado: 0,50 a 0,59; reagente: igual ou superior '
               'a 0,60.')]
    r2 = [exam('RUBÉOLA – IgG', 'Soro', 'Quimioluminescência',
               [('Resultado:', '112,0 UI/mL', [rb1]), ('Interpretação:', 'Reagente', [rb2])],
               'Não reagente: inferior a 5,0 UI/mL; indeterminado: 5,0 a 9,9 UI/mL; reagente: igual ou '
               'superior a 10,0 UI/mL.'),
          exam('HEPATITE A – IgM (ANTI-HAV IgM)', 'Soro', 'Quimioluminescência',
               [('Resultado:', 'Não reagente', [hav])], 'Referência: Não reagente.')]
    p2 = [Spacer(1), Columns(l2, r2, split=0.5, gap=5),
          Text('Perfil sorológico para toxoplasmose (IgG reagente / IgM não reagente) sugestivo de infecção '
               'pregressa (imunidade). Em gestantes, interpretar conforme protocolo do pré-natal.', size=7.4,
               italic=True)]
    return Report('h03', 'LACEN-TO – Laboratório Central de Saúde Pública do Tocantins (Palmas/TO)', coll,
                  [p1, p2], header, footer, font='sans', size=8.2, margins=(9, 11, 8, 11), footer_h=12,
                  title='LACEN-TO – Requisição 250430118742',
                  meta={'city': 'Palmas/TO', 'kind': 'state public health laboratory (LACEN)',
                        'layout': 'one framed box per exam (title bar, Amostra/Método/Resultado/Interpretação), '
                                  'boxes in two independent columns, serologies with quantitative value or index '
                                  'plus interpretation, VDRL titre and a small history table',
                        'dates': 'Data da coleta 30.04.25 (dd.mm.yy); "Entrada" 02.05.25 is sample receipt, '
                                 'liberation 06.05.25; history table with two earlier collection dates'})


# ===========================================================================
# h04 - regional blood centre, Montes Claros-MG: donor screening, UPPER CASE, no rules
# ===========================================================================
def h04():
    coll = '2025-03-21'
    prev = '2024-10-14'

    def header(p, n):
        return [
            Brand('HEMONORTE - HEMOCENTRO REGIONAL DO NORTE DE MINAS', [
                'SERVICO DE HEMOTERAPIA - LABORATORIO DE TRIAGEM DO DOADOR',
                'AV. CULA MANGABEIRA, 1790 - SANTO EXPEDITO - MONTES CLAROS/MG - CEP 39401-002'],
                logo='HN', color='#8b1a1a', name_size=11.5, right=['FONE (38) 3224-7700', 'CNES 2149060']),
            Rule(0.4),
            Lines([
                Line([Seg(0, 'DOADOR.......: JOSE CARLOS RIBEIRO NEVES'), Seg(0.56, 'REGISTRO DOADOR: 0031877')]),
                Line([Seg(0, 'NASCIMENTO...: 05/06/1979   SEXO: MASCULINO'), Seg(0.56, 'N. DA BOLSA....: 31-25-004512')]),
                Line([Seg(0, 'COLHIDO EM...: %s 08:14' % d(coll)), Seg(0.56, 'TIPO DE DOACAO.: VOLUNTARIA')]),
                Line([Seg(0, 'EMISSAO......: 24/03/2025 11:02'), Seg(0.56, 'DOACAO ANTERIOR: %s' % d(prev))]),
            ], font='courier', size=8.2),
            Rule(0.4),
        ]

    def footer(p, n):
        return [Rule(0.3),
                Text('RESULTADOS LIBERADOS POR: DR. MARCIO A. TOLENTINO - HEMATOLOGISTA - CRM-MG 41.256 / '
                     'BIOMEDICA DEBORA S. PIRES - CRBM 4 12.880.  PAGINA %d DE %d' % (p, n), size=7),
                Text('A AMOSTRA FOI TESTADA CONFORME A PORTARIA DE CONSOLIDACAO N. 5/2017 DO MINISTERIO DA SAUDE. '
                     'RESULTADOS NAO REAGENTES NAO EXCLUEM INFECCAO EM PERIODO DE JANELA IMUNOLOGICA.', size=6.6)]

    cols = [Col('n', 'EXAME', 0.27), Col('r', 'RESULTADO', 0.15, 'r'), Col('u', 'UNIDADE', 0.12),
            Col('a', 'DOACAO ANTERIOR\n' + d(prev), 0.16, 'r'), Col('ref', 'VALORES DE REFERENCIA', 0.30)]

    def tbl():
        return Table(cols, [], rules='none', head_bg=None, size=8.4, font='cond', pady=0.4)

    t1 = Table([Col('n', 'EXAME', 0.38), Col('r', 'RESULTADO', 0.18), Col('ref', 'OBSERVACAO', 0.44)], [],
               rules='none', head_bg=None, size=8.4, font='cond')
    for key, nm, v, ref in [('abo', 'GRUPO SANGUINEO (ABO)', 'O', 'PROVA DIRETA E REVERSA CONCORDANTES'),
                            ('rh', 'FATOR RH (D)', 'POSITIVO', 'PESQUISA DE D FRACO NAO REALIZADA'),
                            ('abscreen', 'PESQUISA DE ANTICORPOS IRREGULARES', 'NEGATIVA',
                             'TECNICA EM GEL - 2 CELULAS')]:
        t1.rows.append(Row({'n': nm, 'r': v, 'ref': ref}, [R(key, nm, v)]))

    t2 = tbl()

    def row(key, nm, cur, unit, pv, ref):
        res = [R(key, nm, cur, unit)]
        if pv:
            res.append(R(key, nm, pv, unit, date=prev))
        t2.rows.append(Row({'n': nm, 'r': cur, 'u': unit, 'a': pv or '', 'ref': ref}, res))

    row('rbc', 'HEMACIAS', '5,02', 'MILHOES/MM3', '4,88', '4,50 A 5,90')
    row('hb', 'HEMOGLOBINA', '15,1', 'G/DL', '14,6', '13,0 A 18,0 (APTO: >= 13,0)')
    row('hct', 'HEMATOCRITO', '45,3', '%', '43,9', '39,0 A 54,0 (APTO: >= 39,0)')
    row('mcv', 'VCM', '90,2', 'FL', '90,0', '80,0 A 98,0')
    row('mch', 'HCM', '30,1', 'PG', '29,9', '27,0 A 33,0')
    row('mchc', 'CHCM', '33,3', 'G/DL', '33,3', '32,0 A 36,0')
    row('wbc', 'LEUCOCITOS', '6.140', '/MM3', '5.870', '4.000 A 11.000')
    row('plt', 'PLAQUETAS', '231.000', '/MM3', '244.000', '150.000 A 400.000')

    t3 = Table([Col('n', 'EXAME', 0.42), Col('r', 'RESULTADO', 0.2), Col('m', 'METODOLOGIA', 0.38)], [],
               rules='none', head_bg=None, size=8.4, font='cond')
    for key, nm, m in [('hiv', 'HIV 1/2 (AG P24 + ANTICORPOS)', 'QUIMIOLUMINESCENCIA'),
                       ('hbsag', 'HEPATITE B - HBSAG', 'QUIMIOLUMINESCENCIA'),
                       ('antihbc', 'HEPATITE B - ANTI-HBC', 'QUIMIOLUMINESCENCIA'),
                       ('hcv', 'HEPATITE C - ANTI-HCV', 'QUIMIOLUMINESCENCIA'),
                       ('htlv', 'HTLV I/II', 'QUIMIOLUMINESCENCIA'),
                       ('trep', 'SIFILIS (TESTE TREPONEMICO)', 'QUIMIOLUMINESCENCIA')]:
        t3.rows.append(Row({'n': nm, 'r': 'NAO REAGENTE', 'm': m}, [R(key, nm, 'NAO REAGENTE')]))
    t4 = tbl()
    t4.header = False
    fe = R('ferritin', 'FERRITINA', '41,3', 'NG/ML')
    t4.rows.append(Row({'n': 'FERRITINA', 'r': '41,3', 'u': 'NG/ML', 'a': '', 'ref': '22,0 A 322,0'}, [fe]))

    page = [Title('IMUNOHEMATOLOGIA', 'under', size=9), t1,
            Title('TRIAGEM HEMATOLOGICA (HEMOGRAMA DO DOADOR)', 'under', size=9), t2,
            Text('MATERIAL: SANGUE TOTAL EDTA - AUTOMACAO. DOADOR APTO PELOS CRITERIOS HEMATOLOGICOS.', size=7),
            Title('SOROLOGIA - TRIAGEM DE INFECCOES TRANSMISSIVEIS PELO SANGUE', 'under', size=9), t3,
            Text('REFERENCIA PARA TODOS OS TESTES SOROLOGICOS: NAO REAGENTE. TESTE DE ACIDO NUCLEICO (NAT) '
                 'HIV/HCV/HBV EM LAUDO SEPARADO.', size=7),
            Title('PROGRAMA DO DOADOR DE REPETICAO', 'under', size=9), t4,
            Text('FERRITINA DOSADA EM DOADORES COM 3 OU MAIS DOACOES NOS ULTIMOS 12 MESES.', size=7)]
    return Report('h04', 'Hemonorte – Hemocentro Regional do Norte de Minas (Montes Claros/MG)', coll, [page],
                  header, footer, font='cond', size=8.4, margins=(10, 12, 8, 12), footer_h=13,
                  title='HEMONORTE - TRIAGEM DO DOADOR 0031877',
                  meta={'city': 'Montes Claros/MG', 'kind': 'blood bank / regional blood centre (donor screening)',
                        'layout': 'UPPER CASE WITHOUT ACCENTS, tables without rules, DejaVu Sans Condensed, '
                                  'monospaced patient header with dot leaders, extra column with the previous '
                                  'donation results',
                        'dates': '"COLHIDO EM" 21/03/2025; previous donation 14/10/2024 as a dated column; '
                                 'emission 24/03/2025 and birth date are not collection dates'})


# ===========================================================================
# h05 - occupational medicine check-up, Rio Verde-GO: two independent columns
# ===========================================================================
def h05():
    coll = '2025-02-03'

    def header(p, n):
        return [
            Brand('OCUPAMED – Medicina e Segurança do Trabalho', [
                'Laboratório de Análises Clínicas Ocupacionais – RT: Dra. Silvana P. Moraes – CRF-GO 6.044',
                'Rua Costa Gomes, 455 – Centro – Rio Verde/GO – (64) 3622-1190'],
                logo='OM', color='#2f5d50', name_size=12.5, right=['PCMSO – Exame Periódico', 'Pedido 0207/25']),
            Box([Lines([
                Line([Seg(0, 'Trabalhador:', bold=True), Seg(0.125, 'ADEMIR GONÇALVES DA CRUZ'),
                      Seg(0.50, 'Nascimento:', bold=True), Seg(0.625, '11/ago/1984')]),
                Line([Seg(0, 'Empresa:', bold=True), Seg(0.125, 'Agropecuária Boa Safra Ltda.'),
                      Seg(0.50, 'Função:', bold=True), Seg(0.625, 'Operador de pulverizador (agrotóxicos)')]),
                Line([Seg(0, 'Coleta:', bold=True), Seg(0.125, '%s 06:50' % d(coll, 'mon')),
                      Seg(0.50, 'ASO previsto:', bold=True), Seg(0.625, '05/fev/2025')]),
            ], size=8)], border=0.25, pad=1.3),
        ]

    def footer(p, n):
        return [Rule(0.25),
                Text('Exames complementares do PCMSO (NR-7). Resultado de uso exclusivo do médico do trabalho '
                     'coordenador. Assinado digitalmente por Dra. Silvana P. Moraes em 04/fev/2025.  '
                     'Folha %d/%d' % (p, n), size=6.8)]

    rbc, hb, ht = 5.21, 15.6, 46.2
    ery = Table([Col('n', 'Eritrograma', 0.36), Col('r', 'Resultado', 0.3, 'r'), Col('ref', 'Referência', 0.34)],
                [], rules='hlines', size=7.8, head_bg='#e6efe9')

    def e(key, nm, v, u, ref):
        ery.rows.append(Row({'n': nm, 'r': v + ' ' + u, 'ref': ref}, [R(key, nm, v, u)]))

    e('rbc', 'Eritrócitos', br(rbc, 2), 'milhões/µL', '4,50 – 5,90')
    e('hb', 'Hemoglobina', br(hb, 1), 'g/dL', '13,5 – 17,5')
    e('hct', 'Hematócrito', br(ht, 1), '%', '41,0 – 53,0')
    e('mcv', 'VCM', br(ht / rbc * 10, 1), 'fL', '80 – 100')
    e('mch', 'HCM', br(hb / rbc * 10, 1), 'pg', '26 – 34')
    e('mchc', 'CHCM', br(hb / ht * 100, 1), 'g/dL', '31 – 36')
    e('rdw', 'RDW-CV', '12,9', '%', '11,5 – 14,5')
    wbc = 6820
    pc = [55.2, 33.4, 6.8, 4.1, 0.5]
    ab = diff(wbc, pc)
    leu = Table([Col('n', 'Leucograma', 0.29), Col('p', 'Relativo', 0.17, 'r'), Col('a', 'Absoluto', 0.25, 'r'),
                 Col('ref', 'Ref. (/µL)', 0.29, 'r')], [], rules='hlines', size=7.8, head_bg='#e6efe9')
    leu.rows.append(Row({'n': 'Leucócitos', 'a': br(wbc) + ' /µL', 'ref': '4.000 – 11.000'},
                        [R('wbc', 'Leucócitos', br(wbc), '/µL')]))
    for (k, nm, rf), p, a in zip([('neut', 'Neutrófilos', '1.800 – 7.700'), ('lymph', 'Linfócitos', '1.000 – 4.800'),
                                  ('mono', 'Monócitos', '100 – 1.000'), ('eos', 'Eosinófilos', '0 – 500'),
                                  ('baso', 'Basófilos', '0 – 200')], pc, ab):
        leu.rows.append(Row({'n': nm, 'p': br(p, 1) + ' %', 'a': br(a) + ' /µL', 'ref': rf},
                            [R(k + '_pct', nm, br(p, 1), '%'), R(k + '_abs', nm, br(a), '/µL')]))
    plq = Table([Col('n', 'Plaquetas', 0.36), Col('r', '', 0.3, 'r'), Col('ref', '', 0.34)],
                [Row({'n': 'Contagem de plaquetas', 'r': '198 x10³/µL', 'ref': '150 – 450'},
                     [R('plt', 'Contagem de plaquetas', '198', 'x10³/µL')])],
                rules='hlines', size=7.8, header=False)
    left = [Title('HEMOGRAMA', 'bar', size=8.8),
            Text('Sangue total EDTA – contador hematológico automatizado.', size=6.8, italic=True),
            ery, leu, plq]

    bio = Table([Col('n', 'Exame', 0.40), Col('r', 'Resultado', 0.27, 'r'), Col('ref', 'Referência', 0.33, wrap=True)],
                [], rules='hlines', size=7.8, head_bg='#e6efe9')

    def b(key, nm, v, u, ref, flag=''):
        bio.rows.append(Row({'n': nm, 'r': v + ' ' + u + (' ' + flag if flag else ''), 'ref': ref},
                            [R(key, nm, v, u, flag=flag)]))

    b('glu', 'Glicose', '94', 'mg/dL', '70 – 99')
    bio.rows[-1].results[0].alts = ['1558-6']  # fasting stated in the section note
    b('urea', 'Ureia', '31', 'mg/dL', '15 – 45')
    b('creat', 'Creatinina', '1,04', 'mg/dL', '0,70 – 1,30')
    b('ast', 'TGO (AST)', '27', 'U/L', 'até 40')
    b('alt', 'TGP (ALT)', '38', 'U/L', 'até 41')
    b('ggt', 'Gama GT', '46', 'U/L', '8 – 61')
    b('chol', 'Colesterol total', '204', 'mg/dL', '< 190 (desejável)', '↑')
    b('tg', 'Triglicérides', '162', 'mg/dL', '< 150 (desejável)', '↑')
    tox = Table([Col('n', 'Exame', 0.40), Col('r', 'Resultado', 0.27, 'r'), Col('ref', 'Referência', 0.33, wrap=True)],
                [Row({'n': 'Colinesterase plasmática', 'r': '6.840 U/L', 'ref': '4.620 – 11.500 U/L'},
                     [R('che', 'Colinesterase plasmática', '6.840', 'U/L')])],
                rules='hlines', size=7.8, head_bg='#e6efe9')
    right = [Title('BIOQUÍMICA', 'bar', size=8.8),
             Text('Soro – jejum de 12 horas informado.', size=6.8, italic=True), bio,
             Title('MONITORAMENTO BIOLÓGICO (NR-7)', 'bar', size=8.8), tox,
             Text('Comparação com o valor basal pré-ocupacional (exame admissional): redução inferior ao limite '
                  'de 30 % (IBMP) – sem indicação de afastamento.', size=6.8)]

    op = R('op', 'Protoparasitológico de fezes', 'Não foram observados ovos, larvas ou cistos de parasitos')
    ab_ = R('abo', 'Grupo sanguíneo (ABO)', 'AB')
    rh_ = R('rh', 'Fator Rh (D)', 'Positivo')
    bottom = [Title('PARASITOLOGIA', 'bar', size=8.8),
              Lines([Line([Seg(0, 'Protoparasitológico de fezes', bold=True),
                           Seg(0.3, 'Não foram observados ovos, larvas ou cistos de parasitos')], [op]),
                     Line([Seg(0, 'Material: fezes (1 amostra) – Métodos: Hoffman, Pons & Janer e Faust', size=7,
                               italic=True)])]),
              Title('IMUNO-HEMATOLOGIA', 'bar', size=8.8),
              Lines([Line([Seg(0, 'Grupo sanguíneo (ABO)', bold=True), Seg(0.3, 'AB'),
                           Seg(0.5, 'Fator Rh (D)', bold=True)], [ab_]),
                     ]),
              ]
    # Rh on the same printed line, to the right -> attach to a second Line carrying only the value
    bottom[-1].lines[0].segs.append(Seg(0.65, 'Positivo'))
    bottom[-1].lines[0].results.append(rh_)
    # compact urinalysis as a key/value grid (read line by line, left to right)
    eas = [('ua_color', 'Cor', 'Amarelo citrino', ''), ('ua_appear', 'Aspecto', 'Límpido', ''),
           ('ua_sg', 'Densidade', '1,020', ''), ('ua_ph', 'pH', '6,0', ''),
           ('ua_prot', 'Proteínas', 'Negativo', ''), ('ua_glu', 'Glicose', 'Negativo', ''),
           ('ua_ket', 'Corpos cetônicos', 'Negativo', ''), ('ua_blood', 'Hemoglobina', 'Negativo', ''),
           ('ua_nit', 'Nitrito', 'Negativo', ''), ('sed_wbc', 'Leucócitos', '3', 'p/campo'),
           ('sed_rbc', 'Hemácias', '1', 'p/campo'), ('sed_epi', 'Células epiteliais', 'Raras', '')]
    elines = []
    for i in range(0, len(eas), 3):
        segs, res = [], []
        for j, (k, nm, v, u) in enumerate(eas[i:i + 3]):
            segs += [Seg(j / 3, nm + ':', bold=True), Seg(j / 3 + 0.165, (v + ' ' + u).strip())]
            res.append(R(k, nm, v, u))
        elines.append(Line(segs, res))
    bottom += [Title('URINA TIPO I (EAS)', 'bar', size=8.8), Lines(elines),
               Text('Sedimento: leucócitos até 5 p/campo; hemácias até 3 p/campo. Demais parâmetros: negativo / '
                    'ausente. Densidade 1,005 a 1,030; pH 5,0 a 7,0.', size=6.8, italic=True)]
    page = [Spacer(1), Columns(left, right, split=0.5, gap=7, divider=True), Spacer(1)] + bottom
    return Report('h05', 'OCUPAMED – Medicina e Segurança do Trabalho (Rio Verde/GO)', coll, [page], header, footer,
                  font='sans', size=7.9, margins=(9, 11, 8, 11), footer_h=9,
                  title='OCUPAMED – Exames periódicos',
                  meta={'city': 'Rio Verde/GO', 'kind': 'occupational medicine check-up (PCMSO, agriculture worker)',
                        'layout': 'two independent columns on one page (haematology left, chemistry and '
                                  'cholinesterase right, with a vertical divider), value and unit in the same cell, '
                                  'arrows as flags, full-width sections below; urinalysis as a 3-per-line '
                                  'key/value grid (read line by line)',
                        'dates': '"Coleta:" 03/fev/2025; ASO date, birth date and signature date are not '
                                 'collection dates'})


REPORTS = [h01, h02, h03, h04, h05]
