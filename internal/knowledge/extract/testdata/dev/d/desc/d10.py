"""d10 - executive check-up clinic in Brasília/DF: every marker is a short paragraph.

"Colesterol total: 212 mg/dL (desejável: inferior a 190 mg/dL). ..." - results run inside sentences,
references in parentheses, one label wraps onto the next line ("Proteína C reativa" /
"ultrassensível: inferior a 0,30 mg/L").  "Amostras de sangue colhidas em 18/06/2025, às 7h10";
the stool sample was collected at home on 17/06/2025.  Folate "superior a 20,0" and hs-CRP
"inferior a 0,30" carry comparators.  Scheduling and report dates are also printed.
"""
from lib import *

LAB = 'Centro de Medicina Preventiva Planalto Central - Laboratório'

STY = {
    'base': dict(font='serif', size=9.2, lh=1.35),
    'lab': dict(font='sans', size=13, b=True, color='#2b4a2f'),
    'lab2': dict(font='sans', size=7.4, color='#444444'),
    'h': dict(font='sans', size=9.6, b=True, color='#2b4a2f'),
    'b': dict(b=True),
    'td': dict(font='sans', size=8.2),
    'th': dict(font='sans', size=8.2, b=True),
    'sec': dict(b=True),
    'small': dict(size=7.8, i=True, color='#444444'),
    'foot': dict(font='sans', size=6.6, color='#444444'),
}


def ckd_epi_2021(scr, age, female):
    k, a = (0.7, -0.241) if female else (0.9, -0.302)
    e = 142 * min(scr / k, 1) ** a * max(scr / k, 1) ** -1.200 * 0.9938 ** age
    return e * (1.012 if female else 1)


def build():
    rep = Report('d10', LAB, '2025-06-18', STY, margins=(11, 16, 11, 16), title='Check-up - resultados laboratoriais')
    R = rep.R
    ct, hdl, tg, cre = 212, 41, 160, 1.02
    hb = R('Hemoglobina', 'Hemoglobin', '718-7', '15,2', 'g/dL')
    ht = R('hematócrito', 'Hematocrit', '4544-3', '45,1', '%', alts=['20570-8'])
    leu = R('Leucócitos', 'Leukocytes', '6690-2', '6.800', '/mm³', alts=['26464-8'])
    plq = R('plaquetas', 'Platelets', '777-3', '231.000', '/mm³', alts=['26515-7'])
    glic = R('Glicose de jejum', 'Glucose (fasting)', '2345-7', '96', 'mg/dL', alts=['1558-6'])
    a1c = R('Hemoglobina glicada (HbA1c)', 'Hemoglobin A1c', '4548-4', '5,4', '%', alts=['17856-6'])
    ins = R('Insulina de jejum', 'Insulin', '20448-7', '9,6', 'µUI/mL')
    col = R('Colesterol total', 'Cholesterol total', '2093-3', str(ct), 'mg/dL')
    hdlr = R('HDL-colesterol', 'HDL cholesterol', '2085-9', str(hdl), 'mg/dL')
    ldl = R('LDL-colesterol', 'LDL cholesterol (calculated)', '13457-7', str(ct - hdl - tg // 5), 'mg/dL')
    tgr = R('Triglicerídeos', 'Triglycerides', '2571-8', str(tg), 'mg/dL')
    nhdl = R('Colesterol não-HDL', 'Non-HDL cholesterol', '43396-1', str(ct - hdl), 'mg/dL')
    pcr = R('Proteína C reativa ultrassensível', 'hs-CRP', '30522-7', 'inferior a 0,30', 'mg/L')
    hcy = R('homocisteína', 'Homocysteine', '13965-9', '11,2', 'µmol/L')
    cr = R('Creatinina', 'Creatinine', '2160-0', br(cre, 2), 'mg/dL')
    tfg = R('taxa de filtração glomerular estimada (CKD-EPI 2021)', 'eGFR (CKD-EPI 2021)', '98979-8',
            str(round(ckd_epi_2021(cre, 48, False))), 'mL/min/1,73 m²', alts=['62238-1'])
    ure = R('Ureia', 'Urea', '3091-6', '30', 'mg/dL')
    aur = R('Ácido úrico', 'Uric acid', '3084-1', '6,4', 'mg/dL')
    na = R('Sódio', 'Sodium', '2951-2', '141', 'mEq/L')
    k = R('potássio', 'Potassium', '2823-3', '4,4', 'mEq/L')
    tgo = R('AST (TGO)', 'AST', '1920-8', '25', 'U/L')
    tgp = R('ALT (TGP)', 'ALT', '1742-6', '38', 'U/L')
    ggt = R('gama-GT', 'GGT', '2324-2', '52', 'U/L')
    ferr = R('Ferritina', 'Ferritin', '2276-4', '286', 'ng/mL')
    vitd = R('25-hidroxivitamina D', '25-hydroxyvitamin D', '62292-8', '23,1', 'ng/mL', alts=['1989-3'])
    b12 = R('Vitamina B12', 'Vitamin B12', '2132-9', '512', 'pg/mL')
    fol = R('ácido fólico', 'Folate (serum)', '2284-8', 'superior a 20,0', 'ng/mL')
    tsh = R('TSH', 'TSH', '3016-3', '1,86', 'µUI/mL')
    t4l = R('T4 livre', 'Free T4', '3024-7', '1,24', 'ng/dL')
    psa = R('PSA total', 'PSA total', '2857-1', '0,92', 'ng/mL')
    tes = R('Testosterona total', 'Testosterone total', '2986-8', '486', 'ng/dL')
    soh = R('Pesquisa de sangue oculto nas fezes', 'Hemoglobin.gastrointestinal (stool)', '2335-8', 'Negativo',
            date='2025-06-17')

    def header(pn, n):
        return [
            Table([130, 48], [[C('Centro de Medicina Preventiva Planalto Central', sty='lab'),
                               C(f'Check-up executivo - {pn}/{n}', sty='lab2', align='R')]],
                  border='none', padv=0, padh=0),
            Lines([L('SHLS 716, Bloco F, sala 208 - Asa Sul - Brasília/DF - (61) 3345-7720 - Laboratório: '
                     'RT Dr. Henrique Falcão Rezende CRM-DF 14.280', sty='lab2')]),
            Rule(lw=0.4, color='#2b4a2f', mt=1.2, mb=1.5),
        ]

    def footer(pn, n):
        return [Rule(lw=0.25, mt=0, mb=0.8),
                Lines([L('Laudo emitido em 19/06/2025 às 16h05. Responsável pela liberação: Dra. Camila Azevedo '
                         'Toledo - CRBM-3 19.344.', sty='foot'),
                       L('Este relatório não substitui a consulta de devolutiva com o médico do check-up.',
                         sty='foot')])]

    rep.header, rep.footer = header, footer

    def h(t):
        return Lines([L(t, sty='h')], mt=2.2, mb=0.6)

    def par(*lines):
        return Lines([L(*ln) if isinstance(ln, tuple) else L(ln) for ln in lines], mb=1.2)

    def V(r):
        return S(r.V, sty='b')

    intro = Lines([
        L(S('Cliente: ', sty='b'), 'Rodrigo Albuquerque Mendonça Sá     ', S('Idade: ', sty='b'), '48 anos     ',
          S('Prontuário: ', sty='b'), 'CK-25-0931'),
        L(S('Agendamento: ', sty='b'), '10/06/2025     ', S('Médico responsável: ', sty='b'),
          'Dr. Marcos Vinícius Lobo Prado - CRM-DF 11.906'),
        L('Amostras de sangue colhidas em 18/06/2025, às 7h10, após jejum de 12 horas. A amostra de fezes foi '),
        L('colhida pelo cliente em casa em 17/06/2025 e entregue na recepção no dia da coleta de sangue.'),
    ], mb=1)

    p1 = [
        intro,
        h('1. Hemograma'),
        par(('Hemoglobina: ', V(hb), ' ', hb.U, ' (referência: 13,5 a 17,5 g/dL); ', ht.name, ': ', V(ht), ' ', ht.U,
             ' (39 a 50 %).'),
            (leu.name, ': ', V(leu), ' ', leu.U, ' (4.000 a 11.000 /mm³) e ', plq.name, ': ', V(plq), ' ', plq.U,
             ' (150.000 a 450.000 /mm³).'),
            'Série vermelha, branca e plaquetária sem alterações morfológicas.'),
        h('2. Metabolismo da glicose'),
        par((glic.name, ': ', V(glic), ' ', glic.U, ' (normal: 70 a 99 mg/dL).'),
            (a1c.name, ': ', V(a1c), ' ', a1c.U, ' (normal: inferior a 5,7 %).'),
            (ins.name, ': ', V(ins), ' ', ins.U, ' (2,6 a 24,9 µUI/mL).'),
            'Sem evidência de diabetes ou pré-diabetes.'),
        h('3. Perfil lipídico e risco cardiovascular'),
        par((col.name, ': ', V(col), ' ', col.U, ' (desejável: inferior a 190 mg/dL). Valor acima do desejável.'),
            (hdlr.name, ': ', V(hdlr), ' ', hdlr.U, ' (desejável: superior a 40 mg/dL).'),
            (ldl.name, ': ', V(ldl), ' ', ldl.U, ' (calculado pela fórmula de Friedewald; meta para baixo'),
            'risco: inferior a 130 mg/dL).',
            (tgr.name, ': ', V(tgr), ' ', tgr.U, ' (desejável em jejum: inferior a 150 mg/dL). ', nhdl.name, ': ',
             V(nhdl), ' ', nhdl.U, '.'),
            ('Marcadores complementares: a Proteína C reativa'),
            ('ultrassensível: ', V(pcr), ' ', pcr.U, ' (baixo risco: inferior a 1,0 mg/L) e a'),
            (hcy.name, ': ', V(hcy), ' ', hcy.U, ' (5,0 a 15,0 µmol/L).')),
        h('4. Função renal e eletrólitos'),
        par((cr.name, ': ', V(cr), ' ', cr.U, ' (0,70 a 1,20 mg/dL), com ', tfg.name, ' de'),
            (V(tfg), ' ', tfg.U, ' (normal: superior a 90). ', ure.name, ': ', V(ure), ' ', ure.U,
             ' (17 a 49 mg/dL).'),
            (aur.name, ': ', V(aur), ' ', aur.U, ' (3,4 a 7,0 mg/dL). ', na.name, ': ', V(na), ' ', na.U,
             ' (136 a 145) e ', k.name, ': ', V(k), ' ', k.U, ' (3,5 a 5,1).')),
        h('5. Fígado'),
        par((tgo.name, ': ', V(tgo), ' ', tgo.U, ' (até 40 U/L); ', tgp.name, ': ', V(tgp), ' ', tgp.U,
             ' (até 41 U/L); ', ggt.name, ': ', V(ggt), ' ', ggt.U, ' (8 a 61 U/L).'),
            'Enzimas hepáticas dentro da normalidade; correlacionar com a ultrassonografia de abdome.'),
        h('6. Ferro e vitaminas'),
        par((ferr.name, ': ', V(ferr), ' ', ferr.U, ' (30 a 400 ng/mL).'),
            (vitd.name, ': ', V(vitd), ' ', vitd.U, ' (acima de 20 ng/mL para a população geral; acima de 30 ng/mL'),
            'para grupos de risco). Sugere-se exposição solar orientada.',
            (b12.name, ': ', V(b12), ' ', b12.U, ' (197 a 771 pg/mL) e ', fol.name, ': ', V(fol), ' ', fol.U,
             ' (superior a 3,9 ng/mL);'),
            'o ácido fólico ficou acima do limite superior de medição do método.'),
    ]
    p2 = [
        h('7. Tireoide'),
        par((tsh.name, ': ', V(tsh), ' ', tsh.U, ' (0,27 a 4,20 µUI/mL) e ', t4l.name, ': ', V(t4l), ' ', t4l.U,
             ' (0,93 a 1,70 ng/dL).')),
        h('8. Saúde masculina'),
        par((psa.name, ': ', V(psa), ' ', psa.U, ' (40 a 49 anos: até 2,50 ng/mL).'),
            (tes.name, ': ', V(tes), ' ', tes.U, ' (coleta até as 10h; referência 249 a 836 ng/dL).')),
        h('9. Rastreamento de câncer colorretal'),
        par((soh.name, ' (imunocromatográfico, amostra de 17/06/2025): ', V(soh), '.'),
            'Recomenda-se repetição anual ou colonoscopia conforme orientação médica.'),
        Lines([L('Dra. Camila Azevedo Toledo', sty='b'), L('Biomédica - CRBM-3 19.344'),
               L(S('Métodos: automação Roche Cobas (bioquímica, hormônios, vitaminas); Sysmex XN (hemograma); '
                   'HPLC (HbA1c).', sty='small'))], mt=6),
    ]
    rep.page(*p1)
    rep.page(*p2)
    return rep
