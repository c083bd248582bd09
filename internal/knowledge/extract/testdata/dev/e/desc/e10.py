"""e10 - Oestelab Medicina Laboratorial, Chapecó/SC: patient-friendly "dashboard" report of CARDS,
four per row. In each card the VALUE (large) and unit come FIRST, the exam name below it and the
reference last, so a row of cards is printed as a row of values, then a row of names, then a row of
references. 62-year-old man, check-up with tumour markers: PSA 4,86 with low free/total ratio
(urology referral), other markers normal; mild dyslipidaemia, prediabetes."""
from lib import *

CARDS = [
    ('MARCADORES TUMORAIS', [
        ('PSA total', 'PSA total', '2857-1', '4,86', 'ng/mL', 'até 4,00 ng/mL'),
        ('PSA livre', 'PSA livre', '10886-0', '0,62', 'ng/mL', 'sem referência isolada'),
        ('Relação PSA livre/total', 'Relação PSA livre/total', '12841-3', f(0.62 / 4.86 * 100, 1), '%', 'superior a 25 %'),
        ('CEA', 'Antígeno carcinoembrionário', '2039-6', '2,4', 'ng/mL', 'não fumantes até 3,8'),
        ('CA 19-9', 'CA 19-9', '24108-3', '18,2', 'U/mL', 'até 37,0 U/mL'),
        ('Alfafetoproteína', 'Alfafetoproteína', '1834-1', '3,1', 'ng/mL', 'até 7,0 ng/mL'),
        ('Testosterona total', 'Testosterona total', '2986-8', '412', 'ng/dL', '249 a 836 ng/dL'),
        ('TSH', 'TSH', '3016-3', '2,21', 'µUI/mL', '0,27 a 4,20')]),
    ('METABOLISMO', [
        ('Glicose', 'Glicose', '2345-7', '109', 'mg/dL', '70 a 99 mg/dL'),
        ('Hemoglobina glicada', 'Hemoglobina glicada', '4548-4', '6,1', '%', 'inferior a 5,7 %'),
        ('Colesterol total', 'Colesterol total', '2093-3', '226', 'mg/dL', 'inferior a 190'),
        ('HDL-colesterol', 'HDL-colesterol', '2085-9', '44', 'mg/dL', 'superior a 40'),
        ('Triglicerídeos', 'Triglicerídeos', '2571-8', '165', 'mg/dL', 'inferior a 150'),
        ('LDL-colesterol', 'LDL-colesterol', '13457-7', f(friedewald(226, 44, 165), 0), 'mg/dL', 'inferior a 130'),
        ('Colesterol não-HDL', 'Colesterol não-HDL', '43396-1', '182', 'mg/dL', 'inferior a 160'),
        ('Ácido úrico', 'Ácido úrico', '3084-1', '6,8', 'mg/dL', '3,4 a 7,0'),
        ('Creatinina', 'Creatinina', '2160-0', '1,05', 'mg/dL', '0,70 a 1,20'),
        ('TFG (CKD-EPI 2021)', 'TFG estimada (CKD-EPI 2021)', '98979-8', f(egfr(1.05, 62, False), 0), 'mL/min/1,73m²', 'superior a 60', ('62238-1',)),
        ('Ureia', 'Ureia', '3091-6', '36', 'mg/dL', '17 a 43'),
        ('Potássio', 'Potássio', '2823-3', '4,6', 'mEq/L', '3,5 a 5,1')]),
    ('FÍGADO, MÚSCULO E INFLAMAÇÃO', [
        ('AST (TGO)', 'AST', '1920-8', '26', 'U/L', 'até 40 U/L'),
        ('ALT (TGP)', 'ALT', '1742-6', '34', 'U/L', 'até 41 U/L'),
        ('Gama-GT', 'Gama-glutamiltransferase', '2324-2', '57', 'U/L', '10 a 71 U/L'),
        ('CK total', 'Creatinoquinase', '2157-6', '148', 'U/L', '39 a 308 U/L'),
        ('PCR ultrassensível', 'Proteína C reativa ultrassensível', '30522-7', '1,9', 'mg/L', 'baixo risco inferior a 1,0', ()),
        ('Ferritina', 'Ferritina', '2276-4', '214', 'ng/mL', '30 a 400 ng/mL'),
        ('Vitamina D (25-OH)', '25-hidroxivitamina D', '62292-8', '33,5', 'ng/mL', '30 a 100', ('1989-3',)),
        ('Vitamina B12', 'Vitamina B12', '2132-9', '502', 'pg/mL', '197 a 771')]),
    ('HEMOGRAMA (resumo)', [
        ('Hemoglobina', 'Hemoglobina', '718-7', '15,2', 'g/dL', '13,5 a 17,5'),
        ('Hematócrito', 'Hematócrito', '4544-3', '45,1', '%', '40 a 52'),
        ('Leucócitos', 'Leucócitos', '6690-2', '6.120', '/mm³', '4.000 a 10.000'),
        ('Plaquetas', 'Plaquetas', '777-3', '207.000', '/mm³', '150.000 a 450.000')]),
]


def build():
    st = style(base=dict(font='sans', size=8), big=dict(size=12, b=True, color='#0e5a52', align='C', lh=1.2),
               cname=dict(size=7.6, b=True, align='C'), cref=dict(size=6.4, color='#666666', align='C'),
               lab=dict(size=14, b=True, color='#0e5a52'), sh=dict(size=9, b=True, color='#ffffff', bg='#0e5a52'))
    rep = Report('e10', 'Oestelab Medicina Laboratorial', '2025-03-27', st, title='Seus resultados')
    rep.header = lambda pn, n: [
        Cols([Lines([L('oestelab', sty='lab'), L('medicina laboratorial', sty='small')])],
             [Lines([L('Rua Marechal Floriano Peixoto, 640-E - Centro - Chapecó/SC', align='R', sty='small'),
                     L('(49) 3319-8800 - Resp. técnico Dr. Giovani Dal Pizzol - CRF-SC 7.118', align='R', sty='small'),
                     L(f'Página {pn} de {n}', align='R', sty='small')])], split=70),
        Rule(lw=0.8, color='#0e5a52', mt=1, mb=1.5),
        Lines([L(S('Olá, ', sty='b'), 'VALDIR ANTÔNIO BORTOLINI', '   |   nascimento 19/10/1962   |   pedido nº 327-55190'),
               L('Suas amostras foram coletadas em 27/03/2025 às 07:10 e os resultados liberados em 28/03/2025 às 18:35.')], mb=3)]
    rep.footer = page_footer(['Os cartões destacam valor, exame e referência. Em caso de dúvida, converse com seu médico (Dr. Jonas Zanella - CRM-SC 12.554).'])
    pages = [[], []]
    for gi, (title, lst) in enumerate(CARDS):
        rows = []
        rs = items(rep, lst)
        for i in range(0, len(rs), 4):
            grp = rs[i:i + 4]
            rows.append(Row([C(r.VU, sty='big') for r, _ in grp]))
            rows.append(Row([C(r.name, sty='cname') for r, _ in grp]))
            rows.append(Row([C(ref, sty='cref') for _, ref in grp], line=True))
        blk = [Lines([L(' ' + title, sty='sh')], mb=1),
               Table([46.5] * 4, rows, border='none', padv=0.6, aligns=['C'] * 4, mb=3)]
        pages[0 if gi < 2 else 1] += blk
    rep.page(*pages[0])
    rep.page(*pages[1], Lines([L('Relação PSA livre/total inferior a 25 % com PSA total entre 4 e 10 ng/mL: recomenda-se avaliação urológica.', sty='small'),
                               L('Hemoglobina glicada entre 5,7 e 6,4 %: faixa de pré-diabetes (ADA/SBD).', sty='small')], mt=2))
    return rep
