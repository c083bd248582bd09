"""d03 - medical-cooperative laboratory (health-plan cooperative voice), Vitória/ES.

Beneficiary block with card number, plan, TISS guide, authorisation password, "Dt. Solicitação"
(request date, not a collection date) and "Dt. Coleta: 25/03/2025 07:12"; results in a ruled list
grouped by section, flag column (A/B), method line under some exams, vitamin B12 above the
measuring range ("> 2.000").
"""
from lib import *

LAB = 'CooperSaúde Capixaba - Laboratório de Análises Clínicas'

GREEN = '#1d6b45'
STY = {
    'base': dict(font='sans', size=8.5),
    'band': dict(size=13, b=True, color='#ffffff', bg=GREEN),
    'band2': dict(size=7.5, color='#ffffff', bg=GREEN),
    'k': dict(size=7, color='#555555'),
    'vv': dict(font='cond', size=8, b=True),
    'td': dict(size=8.5, lh=1.25),
    'th': dict(size=7.5, b=True, color=GREEN),
    'sec': dict(size=8.5, b=True, color='#ffffff', bg=GREEN),
    'v': dict(b=True),
    'flag': dict(b=True, color='#b00000'),
    'met': dict(size=6.8, i=True, color='#555555'),
    'ref': dict(size=7.5),
    'note': dict(size=7.5),
    'foot': dict(size=6.5, color='#444444'),
    'sig': dict(size=7.5, align='R'),
}


def build():
    rep = Report('d03', LAB, '2025-03-25', STY, margins=(8, 12, 10, 12), title='CooperSaúde Capixaba - Laudo')
    R = rep.R
    rbc, hb, ht = 4.49, 11.2, 35.2
    hem = R('Eritrócitos', 'Erythrocytes', '789-8', br(rbc, 2), 'milhões/µL', alts=['26453-1'])
    hgb = R('Hemoglobina', 'Hemoglobin', '718-7', br(hb, 1), 'g/dL')
    hct = R('Hematócrito', 'Hematocrit', '4544-3', br(ht, 1), '%', alts=['20570-8'])
    vcm = R('VCM', 'MCV', '787-2', br(ht / rbc * 10, 1), 'fL')
    hcm = R('HCM', 'MCH', '785-6', br(hb / rbc * 10, 1), 'pg')
    chcm = R('CHCM', 'MCHC', '786-4', br(hb / ht * 100, 1), 'g/dL')
    rdw = R('RDW', 'RDW-CV', '788-0', '15,8', '%')

    fe, ctlf = 41, 428
    ferro = R('Ferro sérico', 'Iron', '2498-4', str(fe), 'µg/dL')
    tibc = R('Capacidade total de ligação do ferro', 'Iron binding capacity (TIBC)', '2500-7', str(ctlf), 'µg/dL')
    sat = R('Índice de saturação da transferrina', 'Transferrin saturation', '2502-3', br(fe / ctlf * 100, 1), '%')
    trf = R('Transferrina', 'Transferrin', '3034-6', '318', 'mg/dL')
    ferr = R('Ferritina', 'Ferritin', '2276-4', '8,9', 'ng/mL')

    tsh = R('TSH', 'TSH', '3016-3', '6,84', 'µUI/mL')
    t4l = R('T4 livre', 'Free T4', '3024-7', '0,98', 'ng/dL')
    t3 = R('T3 total', 'T3 total', '3053-6', '102', 'ng/dL')
    tpo = R('Anticorpos anti-tireoperoxidase (anti-TPO)', 'Thyroperoxidase antibody', '8099-4', '212', 'UI/mL')
    atg = R('Anticorpos anti-tireoglobulina', 'Thyroglobulin antibody', '8098-6', '18,4', 'UI/mL')

    vitd = R('25-hidroxivitamina D', '25-hydroxyvitamin D', '62292-8', '21,7', 'ng/mL', alts=['1989-3'])
    b12 = R('Vitamina B12', 'Vitamin B12', '2132-9', '> 2.000', 'pg/mL')
    fol = R('Ácido fólico', 'Folate (serum)', '2284-8', '14,2', 'ng/mL')
    zn = R('Zinco', 'Zinc', '5763-8', '74', 'µg/dL')
    mg = R('Magnésio', 'Magnesium', '19123-9', '1,9', 'mg/dL')
    ca = R('Cálcio total', 'Calcium', '17861-6', '9,3', 'mg/dL', alts=['2000-8'])
    p = R('Fósforo', 'Phosphate', '2777-1', '3,4', 'mg/dL')
    pth = R('Paratormônio (PTH intacto)', 'PTH intact', '2731-8', '58,2', 'pg/mL')

    glic = R('Glicose', 'Glucose (fasting)', '2345-7', '86', 'mg/dL', alts=['1558-6'])
    ins = R('Insulina', 'Insulin', '20448-7', '7,4', 'µUI/mL')
    a1c = R('Hemoglobina glicada (HbA1c)', 'Hemoglobin A1c', '4548-4', '5,2', '%', alts=['17856-6'])
    cort = R('Cortisol (coleta às 7h12)', 'Cortisol (morning)', '2143-6', '14,6', 'µg/dL')
    prl = R('Prolactina', 'Prolactin', '2842-3', '14,1', 'ng/mL')
    fsh = R('FSH', 'FSH', '15067-2', '7,2', 'mUI/mL')
    lh = R('LH', 'LH', '10501-5', '5,9', 'mUI/mL')
    e2 = R('Estradiol', 'Estradiol', '2243-4', '96', 'pg/mL')

    def header(pn, n):
        return [
            Lines([L('  CooperSaúde Capixaba', sty='band'),
                   L('   Laboratório de Análises Clínicas da Cooperativa de Trabalho Médico - ANS 34.218-7',
                     sty='band2'),
                   L('   Av. Nossa Senhora da Penha, 1.540 - Praia do Canto - Vitória/ES - CEP 29055-131',
                     sty='band2'),
                   L('   Resp. técnico: Dr. Marcelo Dalla Bernardina Vervloet - CRM-ES 6.117 - CNES 2503127',
                     sty='band2')], mb=1.5),
            Table([58, 54, 74], [
                [[S('Beneficiário\n', sty='k'), S('ANA CRISTINA MONTEIRO LOUZADA', sty='vv')],
                 [S('Carteira\n', sty='k'), S('0 068 004127833105 2', sty='vv')],
                 [S('Plano\n', sty='k'), S('CooperVida Empresarial - Apartamento', sty='vv')]],
                [[S('Dt. Nasc. / Idade / Sexo\n', sty='k'), S('03/09/1983 - 41 anos - F', sty='vv')],
                 [S('Guia TISS / Senha\n', sty='k'), S('80431177 / 5520-9913', sty='vv')],
                 [S('Médico solicitante\n', sty='k'), S('Dra. Luíza Coutinho Perim - CRM-ES 9.452', sty='vv')]],
                [[S('Dt. Solicitação\n', sty='k'), S('14/03/2025', sty='vv')],
                 [S('Dt. Coleta\n', sty='k'), S('25/03/2025 07:12', sty='vv')],
                 [S('Unidade de coleta / Pedido\n', sty='k'), S('Praia do Canto / 1.447.205', sty='vv')]],
            ], border='box', padv=0.5, padh=1.2, lw=0.3, mb=2),
        ]

    def footer(pn, n):
        return [Rule(lw=0.25, color=GREEN, mt=0, mb=0.8),
                Lines([L(f'Dt. Liberação: 26/03/2025 17:40     Impresso em 27/03/2025 08:05 via Portal do '
                         f'Beneficiário     Página {pn} de {n}', sty='foot'),
                       L('A interpretação dos resultados deve ser feita pelo médico assistente, considerando '
                         'dados clínicos e outros exames.', sty='foot')])]

    rep.header, rep.footer = header, footer
    W = [62, 24, 8, 20, 72]
    COLS = ['EXAME', 'RESULTADO', '', 'UNIDADE', 'VALORES DE REFERÊNCIA']

    def r(res, ref, flag='', name=None):
        return [name or res.name, C(res.V, sty='v', align='R'), C(flag, sty='flag'), res.U, C(ref, sty='ref')]

    def met(t):
        return Row([C(t, sty='met', colspan=5)])

    t1 = Table(W, [
        Sec('HEMATOLOGIA - ERITROGRAMA'),
        met('Material: sangue total EDTA - Método: citometria de fluxo / impedância (Sysmex XN)'),
        r(hem, '4,00 a 5,20', ''), r(hgb, '12,0 a 15,5', 'B'), r(hct, '36,0 a 46,0', 'B'),
        r(vcm, '80,0 a 100,0', 'B'), r(hcm, '26,0 a 34,0', 'B'), r(chcm, '31,0 a 36,0'), r(rdw, '11,5 a 14,5', 'A'),
        Sec('METABOLISMO DO FERRO'),
        met('Material: soro - Método: colorimétrico (ferrozina) / imunoturbidimetria / quimioluminescência'),
        r(ferro, '50 a 170', 'B'),
        r(tibc, '250 a 450', '', name='Capacidade total de\nligação do ferro'),
        r(sat, '20,0 a 50,0', 'B', name='Índice de saturação\nda transferrina'),
        r(trf, '200 a 360'), r(ferr, '15,0 a 150,0', 'B'),
        Sec('TIREOIDE'),
        met('Material: soro - Método: eletroquimioluminescência (Cobas e801)'),
        r(tsh, '0,27 a 4,20', 'A'), r(t4l, '0,93 a 1,70'), r(t3, '80 a 200'),
        r(tpo, 'Inferior a 34,0', 'A', name='Anticorpos anti-tireoperoxidase\n(anti-TPO)'),
        r(atg, 'Inferior a 4,11', 'A'),
        Sec('VITAMINAS, MINERAIS E METABOLISMO ÓSSEO'),
        met('Material: soro - Método: quimioluminescência (vitaminas, PTH) / colorimétrico (minerais)'),
        r(vitd, 'Acima de 20: população saudável\nAcima de 30: grupos de risco', '',
          name='25-hidroxivitamina D'),
        r(b12, '197 a 771', 'A'), r(fol, 'Superior a 3,9'), r(zn, '70 a 120'), r(mg, '1,6 a 2,6'),
        r(ca, '8,6 a 10,3'), r(p, '2,5 a 4,5'), r(pth, '15,0 a 68,3'),
    ], cols=COLS, border='h', padv=0.55, padh=1, aligns=['L', 'R', 'L', 'L', 'L'])

    t2 = Table(W, [
        Sec('METABOLISMO GLICÍDICO'),
        met('Material: soro / sangue total EDTA (HbA1c) - Jejum: 10 horas'),
        r(glic, '70 a 99'), r(ins, '2,6 a 24,9'),
        r(a1c, 'Normal: inferior a 5,7\nPré-diabetes: 5,7 a 6,4\nDiabetes: igual ou superior a 6,5'),
        Sec('HORMÔNIOS'),
        met('Material: soro - Método: eletroquimioluminescência - DUM informada: 13/03/2025'),
        r(cort, 'Manhã (7 a 10h): 6,2 a 19,4'), r(prl, 'Não gestantes: 4,8 a 23,3'),
        r(fsh, 'Fase folicular: 3,5 a 12,5'), r(lh, 'Fase folicular: 2,4 a 12,6'),
        r(e2, 'Fase folicular: 12,5 a 166,0'),
    ], cols=COLS, border='h', padv=0.55, padh=1, aligns=['L', 'R', 'L', 'L', 'L'])

    rep.page(t1)
    rep.page(t2,
             Lines([L('Notas:', sty='v'),
                    L('(A) resultado acima e (B) abaixo do intervalo de referência.', sty='note'),
                    L('Vitamina B12: resultado acima do limite superior de quantificação do método (2.000 pg/mL); '
                      'paciente informa uso de suplemento.', sty='note'),
                    L('Vitamina D: valores de referência conforme posicionamento SBPC/ML e SBEM (2017).',
                      sty='note')], mt=2),
             Lines([L('Laudo assinado digitalmente por Dra. Priscila Frizzera Gama - Biomédica CRBM-1 28.740',
                      sty='sig'),
                    L('Liberado em 26/03/2025 17:40', sty='sig')], mt=4))
    return rep
