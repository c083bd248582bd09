"""c01 - large private network (invented 'Ipê Medicina Diagnóstica', São Paulo/SP).

One exam per section with Material/Método lines, a big RESULTADO line, the
reference table under it and, instead of a graph, a small history table whose
columns are earlier collection dates.  3 pages, header and footer repeated.
"""
from lib import Report, Lines, L, Table, C, Sec, Row, Rule, Space, Box, Cols, S

STY = {
    'base': dict(font='sans', size=8.5),
    'brand': dict(size=15, b=True, color='#0b4f6c'),
    'brand2': dict(size=7.5, color='#0b4f6c'),
    'hd': dict(size=7.8),
    'hdb': dict(size=7.8, b=True),
    'exam': dict(size=10.5, b=True, color='#0b4f6c'),
    'meta': dict(size=7.6, i=True, color='#333333'),
    'res': dict(size=11, b=True),
    'reslbl': dict(size=8, b=True, color='#555555'),
    'td': dict(size=8),
    'th': dict(size=7.6, b=True, bg='#e4eef3'),
    'sec': dict(size=8.2, b=True, bg='#f2f2f2'),
    'small': dict(size=7),
    'foot': dict(size=6.8, color='#444444'),
    'note': dict(size=7.2, i=True),
    'hist': dict(size=7.4),
    'b': dict(b=True),
    'histh': dict(size=7.2, b=True, bg='#f4f4f4'),
}


def build():
    rep = Report('c01', 'Ipê Medicina Diagnóstica', '2025-03-11', STY, margins=(10, 12, 10, 12),
                 title='Laudo - Ipê Medicina Diagnóstica')
    R = rep.R

    def header(pn, n):
        return [
            Cols([Lines([L('ipê', sty='brand'), L('MEDICINA DIAGNÓSTICA', sty='brand2')])],
                 [Lines([L('Cliente: ', S('ROBERTO CARVALHO NUNES', sty='hdb'), sty='hd'),
                         L('Data de nascimento: 14/07/1968    Sexo: Masculino', sty='hd'),
                         L('Ficha: 2207-448.913-0    Unidade: Vila Mariana', sty='hd'),
                         L('Médico(a): Dra. Helena Matsuda Prado - CRM-SP 118.204', sty='hd'),
                         L('Data da coleta: 11/03/2025 07:42    Liberação: 12/03/2025 16:05', sty='hd')])],
                 split=48, gap=4),
            Rule(lw=0.5, mt=1.5, mb=2, color='#0b4f6c'),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=1),
                Lines([L('Ipê Medicina Diagnóstica Ltda. - CNPJ 41.772.305/0001-18 - Rua Domingos de Morais, 2210 - São Paulo/SP - CNES 7719340', sty='foot'),
                       L('Responsável técnico: Dr. Marcelo Okamoto Brandão - CRM-SP 98.765    '
                         'Laudo assinado eletronicamente.', sty='foot'),
                       L(f'Página {pn} de {n}', sty='foot', align='R')])]

    rep.header, rep.footer = header, footer

    def exam(title, material, metodo):
        return [Lines([L(title, sty='exam'),
                       L(f'Material: {material}    Método: {metodo}', sty='meta')], mb=1)]

    # ---------------------------------------------------------------- page 1: hemograma
    hem = [
        ('Hemácias', 'Erythrocytes', '789-8', ['26453-1'], '4,62', 'milhões/mm³', '4,30 a 5,70'),
        ('Hemoglobina', 'Hemoglobin', '718-7', [], '13,9', 'g/dL', '13,5 a 17,5'),
        ('Hematócrito', 'Hematocrit', '4544-3', ['20570-8'], '41,8', '%', '39,0 a 50,0'),
        ('VCM', 'MCV', '787-2', ['30428-7'], '90,5', 'fL', '81,0 a 95,0'),
        ('HCM', 'MCH', '785-6', ['28539-5'], '30,1', 'pg', '26,0 a 34,0'),
        ('CHCM', 'MCHC', '786-4', ['28540-3'], '33,3', 'g/dL', '31,0 a 36,0'),
        ('RDW', 'RDW', '788-0', ['30385-9'], '13,2', '%', '11,8 a 15,6'),
    ]
    rows = [Sec('ERITROGRAMA')]
    for name, an, lo, alts, vt, u, ref in hem:
        r = R(name, an, lo, vt, u, alts)
        rows.append([name, C(r.V, align='R', sty='b'), u, ref])
    leu = R('Leucócitos', 'Leukocytes', '6690-2', '6.840', '/mm³', ['26464-8'])
    rows.append(Sec('LEUCOGRAMA'))
    rows.append(['Leucócitos', C(leu.V, align='R'), '/mm³', '3.500 a 10.500'])
    tab2 = []
    diff = [
        ('Neutrófilos', 'Neutrophils', ('770-8', ['26511-6'], '58,2'), ('751-8', ['26499-4'], '3.981'), '45,0 a 70,0 %', '1.700 a 7.000'),
        ('Linfócitos', 'Lymphocytes', ('736-9', ['26478-8'], '30,1'), ('731-0', ['26474-7'], '2.059'), '20,0 a 45,0 %', '900 a 2.900'),
        ('Monócitos', 'Monocytes', ('5905-5', ['26485-3'], '7,4'), ('742-7', ['26484-6'], '506'), '2,0 a 10,0 %', '300 a 900'),
        ('Eosinófilos', 'Eosinophils', ('713-8', ['26450-7'], '3,6'), ('711-2', ['26449-9'], '246'), '1,0 a 5,0 %', '50 a 500'),
        ('Basófilos', 'Basophils', ('706-2', ['30180-4'], '0,7'), ('704-7', ['26444-0'], '48'), '0,0 a 1,5 %', '0 a 100'),
    ]
    for name, an, (lp, ap, vp), (la, aa, va), refp, refa in diff:
        rp = R(name, f'{an}/100 leukocytes', lp, vp, '%', ap)
        ra = R(name, f'{an} (absolute count)', la, va, '/mm³', aa)
        tab2.append([name, C(rp.V, align='R'), '%', C(ra.V, align='R'), '/mm³', f'{refp} | {refa} /mm³'])
    plq = R('Plaquetas', 'Platelets', '777-3', '254.000', '/mm³', ['26515-7'])
    vpm = R('VPM', 'Mean platelet volume', '32623-1', '9,8', 'fL', ['28542-9'])
    rep.page(
        *exam('HEMOGRAMA COMPLETO', 'sangue total (EDTA)', 'automatizado - impedância, citometria de fluxo e revisão microscópica'),
        Table([62, 26, 24, 74], rows, cols=['', 'Resultado', 'Unidade', 'Valores de referência (homens adultos)'],
              border='h', aligns=['L', 'R', 'L', 'L']),
        Space(1.5),
        Table([36, 16, 10, 24, 16, 84], tab2, cols=['Contagem diferencial', '', '', '', '', 'Valores de referência (relativo | absoluto)'],
              border='h', aligns=['L', 'R', 'L', 'R', 'L', 'L']),
        Space(1.5),
        Table([62, 26, 24, 74], [Sec('PLAQUETOGRAMA'),
                                 ['Plaquetas', C(plq.V, align='R'), '/mm³', '150.000 a 450.000'],
                                 ['Volume plaquetário médio (VPM)', C(vpm.V, align='R'), 'fL', '7,4 a 11,5']],
              border='h', aligns=['L', 'R', 'L', 'L']),
        Lines([L('Observação: série vermelha, branca e plaquetária sem alterações morfológicas dignas de nota à hematoscopia.', sty='note'),
               L('Resultado liberado após revisão técnica. Os valores de referência referem-se a adultos do sexo masculino.', sty='note')], mt=2),
    )

    # ---------------------------------------------------------------- page 2: glicose / HbA1c / creatinina
    g = R('Glicose', 'Glucose', '2345-7', '98', 'mg/dL', ['1558-6'])
    g1 = R('Glicose', 'Glucose', '2345-7', '104', 'mg/dL', ['1558-6'], date='2024-09-18')
    g2 = R('Glicose', 'Glucose', '2345-7', '101', 'mg/dL', ['1558-6'], date='2024-03-06')
    a1 = R('Hemoglobina glicada (HbA1c)', 'Hemoglobin A1c', '4548-4', '5,9', '%', ['17856-6'])
    ag = R('Glicose média estimada', 'Estimated average glucose', '27353-2', '123', 'mg/dL')
    a1p = R('Hemoglobina glicada (HbA1c)', 'Hemoglobin A1c', '4548-4', '6,1', '%', ['17856-6'], date='2024-09-18')
    a1q = R('Hemoglobina glicada (HbA1c)', 'Hemoglobin A1c', '4548-4', '6,0', '%', ['17856-6'], date='2024-03-06')
    cr = R('Creatinina', 'Creatinine', '2160-0', '1,08', 'mg/dL')
    tfg = R('Taxa de filtração glomerular estimada (CKD-EPI 2021)', 'eGFR (CKD-EPI 2021)', '98979-8', '80', 'mL/min/1,73 m²', ['62238-1'])
    crp = R('Creatinina', 'Creatinine', '2160-0', '1,02', 'mg/dL', date='2024-09-18')

    def result_line(*pieces):
        return Lines([L(S('RESULTADO   ', sty='reslbl'), *pieces, sty='res')], mt=0.5, mb=1)

    def hist(title, cells_dates):
        cols = ['Data'] + [d for d, _ in cells_dates]
        row = [title] + [C(x, align='C') for _, x in cells_dates]
        return Table([46] + [24] * len(cells_dates), [row], cols=cols, sty='hist', hsty='histh', border='grid',
                     aligns=['L'] + ['C'] * len(cells_dates), padv=0.5, mt=0.5)

    rep.page(
        *exam('GLICOSE', 'soro (jejum de 8 horas)', 'enzimático - hexoquinase'),
        result_line(g.V, ' mg/dL'),
        Table([70, 60], [['Normal', '70 a 99 mg/dL'], ['Glicemia de jejum alterada', '100 a 125 mg/dL'],
                         ['Diabetes mellitus', 'igual ou superior a 126 mg/dL']],
              cols=['Valores de referência', ''], border='h', padv=0.4),
        Lines([L('Histórico de resultados (substitui o gráfico evolutivo):', sty='meta')], mt=1.5),
        hist('Glicose (mg/dL)', [('11/03/2025', '98'), ('18/09/2024', g1.V), ('06/03/2024', g2.V)]),
        Rule(lw=0.2, mt=3, mb=2.5, color='#0b4f6c'),

        *exam('HEMOGLOBINA GLICADA - HbA1c', 'sangue total (EDTA)', 'cromatografia líquida de alta performance (HPLC) - certificado NGSP'),
        result_line(a1.V, ' %'),
        Lines([L('Glicose média estimada: ', ag.V, ' mg/dL', sty='td')], mb=1),
        Table([70, 60], [['Normal', 'inferior a 5,7 %'], ['Risco aumentado para diabetes', '5,7 a 6,4 %'],
                         ['Diabetes mellitus', 'igual ou superior a 6,5 %']],
              cols=['Valores de referência', ''], border='h', padv=0.4),
        Lines([L('Histórico de resultados:', sty='meta')], mt=1.5),
        hist('HbA1c (%)', [('11/03/2025', '5,9'), ('18/09/2024', a1p.V), ('06/03/2024', a1q.V)]),
        Lines([L('Nota: a glicose média estimada é calculada a partir da HbA1c (ADAG, 2008) e não substitui a glicemia.', sty='note')], mt=1),
        Rule(lw=0.2, mt=3, mb=2.5, color='#0b4f6c'),

        *exam('CREATININA', 'soro', 'colorimétrico cinético - Jaffé compensado'),
        result_line(cr.V, ' mg/dL'),
        Lines([L('Valores de referência: homens 0,70 a 1,30 mg/dL; mulheres 0,50 a 1,10 mg/dL', sty='td'),
               L('Resultado anterior: ', crp.V, ' mg/dL em 18/09/2024', sty='td'),
               L(tfg.name + ': ', tfg.V, ' ', tfg.U, sty='td'),
               L('Interpretação (KDIGO): superior a 90 normal; 60 a 89 levemente diminuída; 45 a 59 leve a moderada.', sty='small')], mb=1),
    )

    # ---------------------------------------------------------------- page 3: TSH / T4L / ácido úrico
    tsh = R('TSH - hormônio tireoestimulante', 'Thyrotropin', '3016-3', '2,84', 'µUI/mL', ['11580-8'])
    t4 = R('T4 livre', 'Thyroxine free', '3024-7', '1,12', 'ng/dL')
    au = R('Ácido úrico', 'Urate', '3084-1', '6,4', 'mg/dL')
    aup = R('Ácido úrico', 'Urate', '3084-1', '7,1', 'mg/dL', date='2024-09-18')
    tshp = R('TSH - hormônio tireoestimulante', 'Thyrotropin', '3016-3', '3,51', 'µUI/mL', ['11580-8'], date='2024-03-06')
    rep.page(
        *exam('TSH - HORMÔNIO TIREOESTIMULANTE', 'soro', 'imunoensaio por quimioluminescência de terceira geração'),
        result_line(tsh.V, ' µUI/mL'),
        Table([70, 60], [['Adultos', '0,45 a 4,50 µUI/mL'], ['Gestantes - 1º trimestre', '0,10 a 2,50 µUI/mL'],
                         ['Gestantes - 2º e 3º trimestres', '0,20 a 3,00 µUI/mL']],
              cols=['Valores de referência', ''], border='h', padv=0.4),
        Lines([L('Histórico de resultados:', sty='meta')], mt=1.5),
        hist('TSH (µUI/mL)', [('11/03/2025', '2,84'), ('06/03/2024', tshp.V)]),
        Rule(lw=0.2, mt=3, mb=2.5, color='#0b4f6c'),
        *exam('T4 LIVRE - TIROXINA LIVRE', 'soro', 'imunoensaio por quimioluminescência'),
        result_line(t4.V, ' ng/dL'),
        Lines([L('Valores de referência: 0,70 a 1,80 ng/dL', sty='td')]),
        Rule(lw=0.2, mt=3, mb=2.5, color='#0b4f6c'),
        *exam('ÁCIDO ÚRICO', 'soro', 'enzimático - uricase/peroxidase'),
        result_line(au.V, ' mg/dL'),
        Lines([L('Valores de referência: homens 3,5 a 7,2 mg/dL; mulheres 2,6 a 6,0 mg/dL', sty='td')]),
        Lines([L('Histórico de resultados:', sty='meta')], mt=1.5),
        hist('Ácido úrico (mg/dL)', [('11/03/2025', '6,4'), ('18/09/2024', aup.V)]),
        Lines([L('Os resultados anteriores exibidos foram obtidos neste laboratório, com a mesma metodologia, e são', sty='note'),
               L('apresentados apenas para acompanhamento evolutivo. Interpretação a critério médico.', sty='note')], mt=3),
        Lines([L('Conferido e liberado eletronicamente por Dra. Patrícia Lemos Arantes - CRBM-SP 41.553 em 12/03/2025 16:05', sty='small')], mt=4),
    )
    return rep
