"""d06 - private laboratory in João Pessoa/PB that prints two exams side by side on each row.

Each row of the grid holds two exams (name, result with unit, reference); reading order in the
gold is row by row, left cell then right cell.  Header prints "Data da coleta: 21/05/2025 06:50"
next to "Data de cadastro: 20/05/2025" (order registration, not a collection date) and the
emission date.  Calculated results (glicose média estimada, TFG CKD-EPI 2021, LDL, VLDL,
não-HDL, bilirrubina indireta) are results; hs-CRP is "< 0,15".
"""
import math

from lib import *

LAB = 'Laboratório Tambaú de Análises Clínicas'

TEAL = '#0b6e75'
STY = {
    'base': dict(font='sans', size=8.3),
    'lab': dict(size=14, b=True, color=TEAL),
    'lab2': dict(size=7.3, color='#333333'),
    'k': dict(b=True),
    'td': dict(size=8.3, lh=1.3),
    'th': dict(size=8, b=True),
    'sec': dict(size=8.3, b=True, color='#ffffff', bg=TEAL, align='C'),
    'n': dict(b=True, color=TEAL),
    'v': dict(b=True),
    'ref': dict(font='cond', size=7.2, color='#333333'),
    'pid': dict(size=8),
    'foot': dict(size=6.5, color='#444444'),
}


def ckd_epi_2021(scr, age, female):
    k, a = (0.7, -0.241) if female else (0.9, -0.302)
    e = 142 * min(scr / k, 1) ** a * max(scr / k, 1) ** -1.200 * 0.9938 ** age
    return e * (1.012 if female else 1)


def build():
    rep = Report('d06', LAB, '2025-05-21', STY, margins=(9, 12, 10, 12), title='Laboratório Tambaú - Laudo')
    R = rep.R
    a1c = 5.9
    ct, hdl, tg = 214, 46, 150
    cre = 1.06
    ex = [
        (R('Glicose', 'Glucose (fasting)', '2345-7', '104', 'mg/dL', alts=['1558-6']),
         'Normal: 70 a 99  |  Alterada: 100 a 125'),
        (R('Hemoglobina glicada (HbA1c)', 'Hemoglobin A1c', '4548-4', br(a1c, 1), '%', alts=['17856-6']),
         'Normal: < 5,7  |  Pré-diabetes: 5,7 a 6,4'),
        (R('Glicose média estimada', 'Estimated average glucose', '27353-2', str(round(28.7 * a1c - 46.7)),
           'mg/dL'), 'Calculada a partir da HbA1c (ADAG)'),
        (R('Insulina basal', 'Insulin', '20448-7', '11,8', 'µUI/mL'), '2,6 a 24,9'),
        (R('Ureia', 'Urea', '3091-6', '31', 'mg/dL'), '17 a 49'),
        (R('Creatinina', 'Creatinine', '2160-0', br(cre, 2), 'mg/dL'), '0,70 a 1,20'),
        (R('Ácido úrico', 'Uric acid', '3084-1', '6,9', 'mg/dL'), '3,4 a 7,0'),
        (R('TFG estimada (CKD-EPI 2021)', 'eGFR (CKD-EPI 2021)', '98979-8',
           str(round(ckd_epi_2021(cre, 52, False))), 'mL/min/1,73 m²', alts=['62238-1']),
         'Superior a 60 (ausência de outros marcadores de lesão renal)'),
        (R('Colesterol total', 'Cholesterol total', '2093-3', str(ct), 'mg/dL'), 'Desejável: < 190'),
        (R('Colesterol HDL', 'HDL cholesterol', '2085-9', str(hdl), 'mg/dL'), 'Desejável: > 40'),
        (R('Colesterol LDL', 'LDL cholesterol (calculated)', '13457-7', str(ct - hdl - tg // 5), 'mg/dL'),
         'Conforme categoria de risco (SBC 2017)'),
        (R('Colesterol VLDL', 'VLDL cholesterol (calculated)', '13458-5', str(tg // 5), 'mg/dL'), 'Até 30'),
        (R('Triglicerídeos', 'Triglycerides', '2571-8', str(tg), 'mg/dL'), 'Desejável (jejum): < 150'),
        (R('Colesterol não-HDL', 'Non-HDL cholesterol', '43396-1', str(ct - hdl), 'mg/dL'),
         'Conforme categoria de risco'),
        (R('TGO (AST)', 'AST', '1920-8', '27', 'U/L'), 'Até 40'),
        (R('TGP (ALT)', 'ALT', '1742-6', '35', 'U/L'), 'Até 41'),
        (R('Gama GT', 'GGT', '2324-2', '44', 'U/L'), '8 a 61'),
        (R('Fosfatase alcalina', 'Alkaline phosphatase', '6768-6', '78', 'U/L'), '40 a 129'),
        (R('Bilirrubina total', 'Bilirubin total', '1975-2', '0,84', 'mg/dL'), 'Até 1,20'),
        (R('Bilirrubina direta', 'Bilirubin direct', '1968-7', '0,22', 'mg/dL'), 'Até 0,30'),
        (R('Bilirrubina indireta', 'Bilirubin indirect', '1971-1', '0,62', 'mg/dL'), 'Até 0,90'),
        (R('Proteínas totais', 'Protein total', '2885-2', '7,1', 'g/dL'), '6,4 a 8,3'),
        (R('Albumina', 'Albumin', '1751-7', '4,4', 'g/dL'), '3,5 a 5,2'),
        (R('Amilase', 'Amylase', '1798-8', '72', 'U/L'), '28 a 100'),
        (R('Lipase', 'Lipase', '3040-3', '31', 'U/L'), '13 a 60'),
        (R('CK (creatinoquinase)', 'Creatine kinase', '2157-6', '142', 'U/L'), 'Homens: 39 a 308'),
        (R('Sódio', 'Sodium', '2951-2', '140', 'mEq/L'), '136 a 145'),
        (R('Potássio', 'Potassium', '2823-3', '4,3', 'mEq/L'), '3,5 a 5,1'),
        (R('Cálcio', 'Calcium', '17861-6', '9,5', 'mg/dL', alts=['2000-8']), '8,6 a 10,2'),
        (R('Magnésio', 'Magnesium', '19123-9', '2,1', 'mg/dL'), '1,6 a 2,6'),
        (R('TSH', 'TSH', '3016-3', '1,92', 'µUI/mL'), '0,27 a 4,20'),
        (R('T4 livre', 'Free T4', '3024-7', '1,21', 'ng/dL'), '0,93 a 1,70'),
        (R('Ferritina', 'Ferritin', '2276-4', '212', 'ng/mL'), '30 a 400'),
        (R('25-hidroxivitamina D', '25-hydroxyvitamin D', '62292-8', '32,8', 'ng/mL', alts=['1989-3']),
         'Acima de 20 (população geral)'),
        (R('Vitamina B12', 'Vitamin B12', '2132-9', '438', 'pg/mL'), '197 a 771'),
        (R('Proteína C reativa ultrassensível', 'hs-CRP', '30522-7', '< 0,15', 'mg/L'),
         'Baixo risco cardiovascular: < 1,0'),
        (R('PSA total', 'PSA total', '2857-1', '1,84', 'ng/mL'), '50 a 59 anos: até 3,50'),
        (R('Testosterona total', 'Testosterone total', '2986-8', '412', 'ng/dL'), 'Homens: 249 a 836'),
    ]
    assert len(ex) % 2 == 0

    def cell(res, ref):
        name = res.name
        if name == 'TFG estimada (CKD-EPI 2021)':
            name = 'TFG estimada\n(CKD-EPI 2021)'
        elif name == 'Proteína C reativa ultrassensível':
            name = 'Proteína C reativa\nultrassensível'
        return C(S(name, sty='n'), '\n', 'Resultado: ', S(res.V, sty='v'), ' ', res.U, '\n', S('V.R.: ' + ref, sty='ref'))

    def rows(items):
        out = []
        for i in range(0, len(items), 2):
            out.append([cell(*items[i]), cell(*items[i + 1])])
        return out

    def header(pn, n):
        return [
            Table([120, 66], [[C('Laboratório Tambaú', sty='lab'),
                               C('Análises Clínicas desde 1987', sty='lab2', align='R')]],
                  border='none', padv=0, padh=0),
            Lines([L('Av. Epitácio Pessoa, 3.905 - Tambaú - João Pessoa/PB - CEP 58039-000 - Tel. (83) 3247-1180 - '
                     'RT: Dr. Severino Araújo Brandão CRF-PB 3.411', sty='lab2')], mb=1.5),
            Table([70, 62, 54], [
                [[S('Paciente: ', sty='k'), 'JOSÉ RIBAMAR TARGINO NETO'], [S('Nascimento: ', sty='k'), '08/10/1972 (52 anos)'],
                 [S('Ficha: ', sty='k'), '0521-0447']],
                [[S('Médico: ', sty='k'), 'Dr. Ítalo Gadelha - CRM-PB 8.815'],
                 [S('Data de cadastro: ', sty='k'), '20/05/2025'], [S('Convênio: ', sty='k'), 'Particular']],
                [[S('Data da coleta: ', sty='k'), '21/05/2025 06:50'], [S('Emitido em: ', sty='k'), '22/05/2025 11:30'],
                 [S('Jejum: ', sty='k'), '12 horas']],
            ], sty='pid', hsty='pid', border='box', padv=0.4, padh=1.2, mb=2),
        ]

    def footer(pn, n):
        return [Rule(lw=0.25, color=TEAL, mt=0, mb=0.8),
                Lines([L(f'Laudo liberado eletronicamente por Dra. Giselle Montenegro Arruda - Farmacêutica-Bioquímica '
                         f'CRF-PB 4.062          Página {pn}/{n}', sty='foot'),
                       L('Material: soro (bioquímica, hormônios) e sangue total EDTA (HbA1c). Métodos automatizados '
                         'Roche Cobas.', sty='foot')])]

    rep.header, rep.footer = header, footer
    rr = rows(ex)
    rep.page(Table([93, 93], [Sec('BIOQUÍMICA E FUNÇÃO RENAL')] + rr[0:4] + [Sec('PERFIL LIPÍDICO')] + rr[4:7]
                   + [Sec('FUNÇÃO HEPÁTICA, PANCREÁTICA E ENZIMAS')] + rr[7:13], padv=0.8, padh=1.5))
    rep.page(Table([93, 93], [Sec('ELETRÓLITOS')] + rr[13:15] + [Sec('HORMÔNIOS, VITAMINAS E MARCADORES')]
                   + rr[15:], padv=0.8, padh=1.5),
             Lines([L('Observação: glicemia de jejum e HbA1c na faixa de pré-diabetes; sugere-se correlação '
                      'clínica.', sty='ref')], mt=2))
    return rep
