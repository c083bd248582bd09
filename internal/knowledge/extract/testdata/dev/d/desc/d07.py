"""d07 - private laboratory in Maceió/AL whose system glues the unit to the value.

Results and reference values are printed without a space between number and unit
("4,52milhões/mm3", "13,1g/dL", "58%", "3.654/mm3", "<0,21ng/mL"); units use a plain 3
("mm3").  Header: "Data/Hora da Coleta: 07/07/2025 08:05", birth date, emission date and the
first day of the last menstrual period (DUM), none of them collection dates.
"""
from lib import *

LAB = 'Laboratório Pajuçara Análises Clínicas'

NAVY = '#23395d'
STY = {
    'base': dict(font='sans', size=8.6),
    'lab': dict(size=14, b=True, color=NAVY, align='C'),
    'lab2': dict(size=7.4, align='C', color='#333333'),
    'k': dict(b=True),
    'td': dict(size=8.6, lh=1.3),
    'th': dict(size=8, b=True, color='#ffffff', bg=NAVY),
    'sec': dict(size=9, b=True, color=NAVY),
    'v': dict(b=True),
    'ref': dict(size=8),
    'met': dict(size=7, i=True, color='#555555'),
    'foot': dict(size=6.6, color='#444444', align='C'),
    'note': dict(size=7.6),
}


def build():
    rep = Report('d07', LAB, '2025-07-07', STY, margins=(10, 13, 10, 13), title='Pajuçara - Resultado de exames')
    R = rep.R
    rbc, hb, ht = 4.52, 13.1, 39.6
    hem = R('Hemácias', 'Erythrocytes', '789-8', br(rbc, 2), 'milhões/mm3', alts=['26453-1'])
    hgb = R('Hemoglobina', 'Hemoglobin', '718-7', br(hb, 1), 'g/dL')
    hct = R('Hematócrito', 'Hematocrit', '4544-3', br(ht, 1), '%', alts=['20570-8'])
    vcm = R('VCM', 'MCV', '787-2', br(ht / rbc * 10, 1), 'fL')
    hcm = R('HCM', 'MCH', '785-6', br(hb / rbc * 10, 1), 'pg')
    chcm = R('CHCM', 'MCHC', '786-4', br(hb / ht * 100, 1), 'g/dL')
    rdw = R('RDW', 'RDW-CV', '788-0', '12,9', '%')
    wbc = 6300
    leu = R('Leucócitos', 'Leukocytes', '6690-2', th(wbc), '/mm3', alts=['26464-8'])
    diff = [('Neutrófilos', 'Neutrophils', 58, '770-8', '751-8', '40 a 75%', '1.800 a 7.500/mm3'),
            ('Linfócitos', 'Lymphocytes', 32, '736-9', '731-0', '20 a 45%', '1.000 a 4.500/mm3'),
            ('Monócitos', 'Monocytes', 6, '5905-5', '742-7', '2 a 10%', '100 a 1.000/mm3'),
            ('Eosinófilos', 'Eosinophils', 3, '713-8', '711-2', '1 a 6%', '40 a 500/mm3'),
            ('Basófilos', 'Basophils', 1, '706-2', '704-7', '0 a 2%', '0 a 200/mm3')]
    assert sum(d[2] for d in diff) == 100
    drows = []
    for name, an, pct, lp, la, rp_, ra_ in diff:
        rp = R(name, an + ' (%)', lp, str(pct), '%')
        ra = R(name, an + ' (absolute)', la, th(wbc * pct / 100), '/mm3')
        drows.append([name, C(S(rp.V, sty='v'), rp.U), C(S(ra.V, sty='v'), ra.U), C(rp_, sty='ref'),
                      C(ra_, sty='ref')])
    plq = R('Plaquetas', 'Platelets', '777-3', '258.000', '/mm3', alts=['26515-7'])
    vpm = R('VPM', 'MPV', '32623-1', '9,8', 'fL')

    chem = [
        (R('Glicose', 'Glucose (fasting)', '2345-7', '88', 'mg/dL', alts=['1558-6']), '70 a 99mg/dL'),
        (R('Insulina', 'Insulin', '20448-7', '6,2', 'µUI/mL'), '2,6 a 24,9µUI/mL'),
        (R('Ferro sérico', 'Iron', '2498-4', '92', 'µg/dL'), '50 a 170µg/dL'),
        (R('Ferritina', 'Ferritin', '2276-4', '38', 'ng/mL'), '15 a 150ng/mL'),
        (R('Vitamina B12', 'Vitamin B12', '2132-9', '386', 'pg/mL'), '197 a 771pg/mL'),
        (R('Ácido fólico', 'Folate (serum)', '2284-8', '9,8', 'ng/mL'), 'Superior a 3,9ng/mL'),
        (R('25-OH Vitamina D', '25-hydroxyvitamin D', '62292-8', '28,4', 'ng/mL', alts=['1989-3']),
         'Acima de 20ng/mL'),
    ]
    horm = [
        (R('TSH', 'TSH', '3016-3', '2,16', 'µUI/mL'), '0,27 a 4,20µUI/mL'),
        (R('T4 Livre', 'Free T4', '3024-7', '1,08', 'ng/dL'), '0,93 a 1,70ng/dL'),
        (R('FSH', 'FSH', '15067-2', '6,8', 'mUI/mL'), 'Fase folicular: 3,5 a 12,5mUI/mL'),
        (R('LH', 'LH', '10501-5', '5,2', 'mUI/mL'), 'Fase folicular: 2,4 a 12,6mUI/mL'),
        (R('Estradiol', 'Estradiol', '2243-4', '54', 'pg/mL'), 'Fase folicular: 12,5 a 166,0pg/mL'),
        (R('Prolactina', 'Prolactin', '2842-3', '18,6', 'ng/mL'), '4,8 a 23,3ng/mL'),
        (R('Progesterona', 'Progesterone', '2839-9', '<0,21', 'ng/mL'), 'Fase folicular: 0,2 a 1,5ng/mL'),
    ]

    def header(pn, n):
        return [
            Lines([L('Laboratório Pajuçara', sty='lab'),
                   L('Análises Clínicas - Rua Jangadeiros Alagoanos, 1.220 - Pajuçara - Maceió/AL - CEP 57030-000',
                     sty='lab2'),
                   L('Fone (82) 3327-5500 - CNPJ 08.441.227/0001-63 - Resp. técnico: Dr. Cícero Wanderley Lopes '
                     'CRF-AL 1.377', sty='lab2')], mb=1.5),
            Rule(lw=0.6, color=NAVY, mt=0, mb=1),
            Table([98, 86], [
                [[S('Paciente: ', sty='k'), 'MARIA EDUARDA LESSA CAVALCANTI'],
                 [S('Data/Hora da Coleta: ', sty='k'), '07/07/2025 08:05']],
                [[S('Dt. Nasc.: ', sty='k'), '14/01/1996   ', S('Sexo: ', sty='k'), 'F'],
                 [S('DUM: ', sty='k'), '05/07/2025 (3º dia do ciclo)']],
                [[S('Solicitante: ', sty='k'), 'Dra. Bárbara Tenório Omena - CRM-AL 6.904'],
                 [S('Dt. Emissão: ', sty='k'), '08/07/2025 16:22']],
                [[S('Atendimento: ', sty='k'), '0707-118.204   ', S('Posto: ', sty='k'), 'Pajuçara'],
                 [S('Convênio: ', sty='k'), 'Saúde Caixa']],
            ], sty='td', hsty='td', border='none', padv=0.25, padh=0.5),
            Rule(lw=0.6, color=NAVY, mt=1, mb=1.5),
        ]

    def footer(pn, n):
        return [Rule(lw=0.25, color=NAVY, mt=0, mb=0.8),
                Lines([L('Resultados liberados eletronicamente. Conferido por Dra. Renata Pimentel Brandão - '
                         f'CRBM-2 11.052          Pág. {pn}/{n}', sty='foot')])]

    rep.header, rep.footer = header, footer

    def g(res):   # value and unit glued together
        return C(S(res.V, sty='v'), res.U)

    eri = Table([52, 44, 88], [
        [hem.name, g(hem), C('4,00 a 5,20milhões/mm3', sty='ref')],
        [hgb.name, g(hgb), C('12,0 a 15,5g/dL', sty='ref')],
        [hct.name, g(hct), C('36,0 a 46,0%', sty='ref')],
        [vcm.name, g(vcm), C('80,0 a 100,0fL', sty='ref')],
        [hcm.name, g(hcm), C('26,0 a 34,0pg', sty='ref')],
        [chcm.name, g(chcm), C('31,0 a 36,0g/dL', sty='ref')],
        [rdw.name, g(rdw), C('11,5 a 14,5%', sty='ref')],
    ], cols=['ERITROGRAMA', 'RESULTADO', 'VALORES DE REFERÊNCIA'], border='h', padv=0.55, padh=1.2)
    leuc = Table([52, 22, 26, 34, 50], [
        [leu.name, '', g(leu), '', C('4.000 a 11.000/mm3', sty='ref')],
    ] + drows + [
        [plq.name, '', g(plq), '', C('150.000 a 450.000/mm3', sty='ref')],
        [vpm.name, '', g(vpm), '', C('7,4 a 10,4fL', sty='ref')],
    ], cols=['LEUCOGRAMA', 'RELATIVO', 'ABSOLUTO', 'REF. RELATIVO', 'REF. ABSOLUTO'], border='h', padv=0.55,
        padh=1.2, aligns=['L', 'R', 'R', 'L', 'L'])

    def simple(title, items):
        return Table([52, 44, 88], [[res.name, g(res), C(ref, sty='ref')] for res, ref in items],
                     cols=[title, 'RESULTADO', 'VALORES DE REFERÊNCIA'], border='h', padv=0.55, padh=1.2)

    rep.page(
        Lines([L('HEMOGRAMA COMPLETO', sty='sec'),
               L('Material: sangue total EDTA - Método: automatizado (Mindray BC-6800) com revisão de lâmina',
                 sty='met')], mb=1),
        eri, Space(2), leuc, Space(3),
        Lines([L('BIOQUÍMICA, FERRO E VITAMINAS', sty='sec'),
               L('Material: soro - Métodos: enzimático colorimétrico e quimioluminescência', sty='met')], mb=1),
        simple('EXAME', chem),
    )
    rep.page(
        Lines([L('HORMÔNIOS', sty='sec'),
               L('Material: soro - Método: quimioluminescência (Alinity i)', sty='met')], mb=1),
        simple('EXAME', horm),
        Lines([L('Observações:', sty='k'),
               L('Progesterona abaixo do limite de quantificação do método (0,21ng/mL), compatível com fase '
                 'folicular.', sty='note'),
               L('Valores hormonais de referência para mulheres na menacme; interpretar conforme o dia do ciclo.',
                 sty='note')], mt=3),
    )
    return rep
