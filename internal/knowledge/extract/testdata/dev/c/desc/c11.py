"""c11 - cardiology follow-up, invented 'Rede Vitalis Diagnósticos', Rio de Janeiro/RJ.

Page 1: current results by group (cardiac markers, lipids incl. Lp(a) in
nmol/L and ApoB, glycaemia, kidney/electrolytes, others).  Page 2: 'Quadro
evolutivo' whose columns are collection dates (current + three earlier);
earlier columns are gold results with their own dates, '—' cells are not.
"""
from lib import Report, Lines, L, Table, C, Sec, Row, Rule, Space, Box, Cols, S

STY = {
    'base': dict(font='sans', size=8.1),
    'brand': dict(size=14, b=True, color='#6b1f5a'),
    'brand2': dict(size=7, color='#6b1f5a'),
    'hd': dict(size=7.6), 'hdb': dict(size=7.6, b=True),
    'td': dict(size=7.9), 'th': dict(size=7.4, b=True, color='#ffffff', bg='#6b1f5a'),
    'sec': dict(size=8, b=True, color='#6b1f5a', bg='#f5edf3'),
    'val': dict(size=8.3, b=True),
    'ev': dict(size=7.8), 'evh': dict(size=7.4, b=True, bg='#eadcE6'),
    'note': dict(size=6.9, i=True),
    'foot': dict(size=6.5, color='#444444'),
}


def build():
    rep = Report('c11', 'Rede Vitalis Diagnósticos', '2025-09-02', STY, margins=(10, 12, 10, 12),
                 title='Rede Vitalis - Laudo')
    R = rep.R

    def header(pn, n):
        return [
            Cols([Lines([L('VITALIS', sty='brand'), L('Rede Vitalis Diagnósticos', sty='brand2')])],
                 [Lines([L('Paciente: ', S('ANTÔNIO CARLOS MOREIRA BASTOS', sty='hdb'), '   Sexo: Masculino', sty='hd'),
                         L('Nascimento: 05/05/1962   Código: RJ-0921.558.330', sty='hd'),
                         L('Coleta: 02/09/2025 08:14 - Unidade Botafogo   Laudo: 03/09/2025 18:02', sty='hd'),
                         L('Solicitante: Dr. Guilherme Farias Teixeira - CRM-RJ 52.70418-3', sty='hd')])],
                 split=44, gap=4),
            Rule(lw=0.8, mt=1.2, mb=2, color='#6b1f5a'),
        ]

    def footer(pn, n):
        return [Rule(lw=0.2, mt=0, mb=0.8),
                Lines([L('Rede Vitalis Diagnósticos S.A. - Rua Voluntários da Pátria, 445 - Botafogo - Rio de Janeiro/RJ - CNES 9130228', sty='foot'),
                       L('Responsável técnico: Dr. Sérgio Maia Coutinho - CRM-RJ 52.61190-7 - laudo com assinatura digital', sty='foot'),
                       L(f'Página {pn} de {n}', sty='foot', align='R')])]

    rep.header, rep.footer = header, footer
    W = [60, 24, 28, 74]

    def rw(r, ref, label=None):
        if label:
            r.name = ' '.join(label.split())
        return [label or r.name, C(r.V, sty='val', align='R'), r.unit, ref]

    trop = R('Troponina I ultrassensível', 'Troponin I (high sensitivity)', '89579-7', '3,8', 'ng/L', ['10839-9'])
    ck = R('CK total', 'Creatine kinase', '2157-6', '132', 'U/L')
    ckmb = R('CK-MB massa', 'Creatine kinase MB (mass)', '13969-1', '1,9', 'ng/mL')
    bnp = R('NT-proBNP', 'NT-proBNP', '33762-6', '486', 'pg/mL')
    pcr = R('Proteína C reativa ultrassensível', 'C reactive protein (high sensitivity)', '30522-7', '3,1', 'mg/L')
    ct = R('Colesterol total', 'Cholesterol', '2093-3', '168', 'mg/dL')
    hdl = R('HDL-colesterol', 'Cholesterol in HDL', '2085-9', '39', 'mg/dL')
    ldl = R('LDL-colesterol', 'Cholesterol in LDL (calculated)', '13457-7', '98', 'mg/dL', ['18262-6'])
    nhdl = R('Colesterol não-HDL', 'Cholesterol non HDL', '43396-1', '129', 'mg/dL')
    tg = R('Triglicérides', 'Triglyceride', '2571-8', '154', 'mg/dL')
    lpa = R('Lipoproteína (a)', 'Lipoprotein (a)', '43583-4', '86', 'nmol/L')
    apob = R('Apolipoproteína B', 'Apolipoprotein B', '1884-6', '92', 'mg/dL', ['1871-3'])
    glu = R('Glicose', 'Glucose', '2345-7', '112', 'mg/dL', ['1558-6'])
    a1c = R('Hemoglobina glicada (HbA1c)', 'Hemoglobin A1c', '4548-4', '6,3', '%', ['17856-6'])
    cr = R('Creatinina', 'Creatinine', '2160-0', '1,21', 'mg/dL')
    tfg = R('TFG estimada (CKD-EPI 2021)', 'eGFR (CKD-EPI 2021)', '98979-8', '67', 'mL/min/1,73 m²', ['62238-1'])
    k = R('Potássio', 'Potassium', '2823-3', '4,6', 'mmol/L')
    na = R('Sódio', 'Sodium', '2951-2', '140', 'mmol/L')
    mg = R('Magnésio', 'Magnesium', '19123-9', '2,0', 'mg/dL')
    tsh = R('TSH', 'Thyrotropin', '3016-3', '2,4', 'µUI/mL', ['11580-8'])
    ast = R('AST (TGO)', 'Aspartate aminotransferase', '1920-8', '24', 'U/L')
    alt = R('ALT (TGP)', 'Alanine aminotransferase', '1742-6', '31', 'U/L')

    t = Table(W, [
        Sec('MARCADORES CARDÍACOS'),
        rw(trop, 'homens: até 34,2 ng/L (percentil 99)\nmulheres: até 15,6 ng/L'),
        rw(ck, 'homens: 39 a 308 U/L'), rw(ckmb, 'até 5,0 ng/mL'),
        rw(bnp, 'insuficiência cardíaca improvável (ambulatorial):\ninferior a 125 pg/mL'),
        rw(pcr, 'baixo risco CV: inferior a 1,0 mg/L\nrisco intermediário: 1,0 a 3,0 mg/L\nalto risco: superior a 3,0 mg/L',
           label='Proteína C reativa\nultrassensível'),
        Sec('PERFIL LIPÍDICO (sem jejum)'),
        rw(ct, 'desejável: inferior a 190 mg/dL'), rw(hdl, 'desejável: superior a 40 mg/dL'),
        rw(ldl, 'meta para alto risco: inferior a 70 mg/dL', label='LDL-colesterol (calculado,\nFriedewald)'),
        rw(nhdl, 'meta para alto risco: inferior a 100 mg/dL'),
        rw(tg, 'desejável sem jejum: inferior a 175 mg/dL'),
        rw(lpa, 'inferior a 75 nmol/L'),
        rw(apob, 'meta para alto risco: inferior a 90 mg/dL'),
        Sec('METABOLISMO GLICÍDICO'),
        rw(glu, '70 a 99 mg/dL'), rw(a1c, 'inferior a 5,7 %'),
        Sec('FUNÇÃO RENAL E ELETRÓLITOS'),
        rw(cr, '0,70 a 1,30 mg/dL'),
        rw(tfg, 'superior a 60 mL/min/1,73 m²', label='TFG estimada\n(CKD-EPI 2021)'),
        rw(k, '3,5 a 5,1 mmol/L'), rw(na, '136 a 145 mmol/L'), rw(mg, '1,6 a 2,6 mg/dL'),
        Sec('OUTROS'),
        rw(tsh, '0,40 a 4,30 µUI/mL'), rw(ast, 'até 40 U/L'), rw(alt, 'até 41 U/L'),
    ], cols=['Exame', 'Resultado', 'Unidade', 'Valores de referência'], aligns=['L', 'R', 'L', 'L'], border='h', padv=0.4)
    rep.page(t, Lines([L('Materiais: soro (plasma heparinizado para troponina e NT-proBNP; sangue total EDTA para HbA1c).', sty='note'),
                       L('Metas lipídicas conforme Diretriz Brasileira de Dislipidemias (SBC 2017), categoria de risco informada: alto.', sty='note')], mt=1))

    dates = ['02/09/2025', '12/05/2025', '20/11/2024', '03/06/2024']
    iso = ['-'.join(reversed(d.split('/'))) for d in dates]
    evo = [
        (ct, ['168', '176', '205', '231']),
        (hdl, ['39', '40', '38', '37']),
        (ldl, ['98', '104', '128', '152']),
        (tg, ['154', '160', '195', '210']),
        (a1c, ['6,3', '6,4', '6,6', None]),
        (cr, ['1,21', '1,18', '1,15', '1,09']),
        (bnp, ['486', '612', None, '1.240']),
    ]
    labels = {ct.loinc: 'Colesterol total (mg/dL)', hdl.loinc: 'HDL-colesterol (mg/dL)', ldl.loinc: 'LDL-colesterol (mg/dL)',
              tg.loinc: 'Triglicérides (mg/dL)', a1c.loinc: 'HbA1c (%)', cr.loinc: 'Creatinina (mg/dL)', bnp.loinc: 'NT-proBNP (pg/mL)'}
    rows = []
    for cur, vals in evo:
        cells = [labels[cur.loinc], C(vals[0], align='C', sty='val')]
        for v, d in zip(vals[1:], iso[1:]):
            if v is None:
                cells.append(C('—', align='C'))
            else:
                r = R(labels[cur.loinc], cur.analyte, cur.loinc, v, cur.unit, cur.alts, date=d)
                cells.append(C(r.V, align='C'))
        rows.append(cells)
    rep.page(
        Lines([L('QUADRO EVOLUTIVO - resultados anteriores realizados na Rede Vitalis', sty='sec')], mb=1),
        Table([62, 31, 31, 31, 31], rows, cols=['Exame (unidade)'] + dates, sty='ev', hsty='evh', border='grid',
              aligns=['L', 'C', 'C', 'C', 'C'], padv=0.6),
        Lines([L('As datas do cabeçalho correspondem às datas de coleta. "—" indica exame não realizado na data.', sty='note'),
               L('Resultados de 20/11/2024 e 03/06/2024 obtidos em jejum de 12 horas; demais sem jejum.', sty='note'),
               L('A representação gráfica da evolução está disponível no portal do paciente.', sty='note')], mt=1.5),
        Lines([L('Conferido por: Dra. Isabela Rangel Duarte - CRBM-1 28.007 em 03/09/2025 18:02', sty='note')], mt=5),
    )
    return rep
