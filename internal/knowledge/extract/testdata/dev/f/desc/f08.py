"""f08 - Hospital Evangélico da Grande Dourados - Laboratório de Urgência, Dourados/MS.

Layout (related to the cumulative tables of sets a-c, with new content): chest-pain protocol sheet.
The high-sensitivity troponin I is printed as ONE LINE with three time columns "0 h", "1 h", "3 h",
each headed by its own collection date and time; the 0 h-1 h and 0 h-3 h deltas and the algorithm
verdict follow on the same line (not results). The series crosses midnight (0 h 21/10/2026 22:40,
1 h 21/10/2026 23:42, 3 h 22/10/2026 01:45). D-dimer is printed in two units on two lines
(ng/mL FEU and µg/mL FEU: two results, same code). Then an emergency panel.

Story: man, 61, chest pain for 2 h: hs-troponin I 38 → 96 → 214 ng/L (rule-in, NSTEMI), CK-MB mass
rising, NT-proBNP raised, D-dimer mildly raised (negative CT angiography), K 3,7, glucose 168
(stress hyperglycaemia), renal function normal.
Default date: 21/10/2026 (admission sample 22:40, "Data da coleta" of the panel); the 3 h troponin and
the second CK-MB are 22/10/2026. Birth 30/06/1965; admission 21/10/2026 22:25; print 22/10/2026 02:20.
"""
from lib import *

AGE, FEM = 61, False


def build():
    d = '2026-10-21'
    d2 = '2026-10-22'
    ST = style(base=dict(size=8), th=dict(b=True, size=7.6, bg='#fde9d9'), h1=dict(size=12.5, b=True, color='#9c2a00'),
               sec=dict(b=True, bg='#fbd5b5'), v=dict(b=True, size=9))
    rep = FReport('f08', 'Hospital Evangélico da Grande Dourados - Laboratório de Urgência', d, ST, margins=(11, 12, 12, 12),
                  title='HEGD - Protocolo de dor torácica')
    rep.footer = page_footer(['Hospital Evangélico da Grande Dourados - Laboratório de Urgência 24 h - Rua Hilda Bergo Duarte, 1300, Dourados/MS',
                              'CNES 2710935 - Bioquímico plantonista: Dr. Márcio Kazuo Tanaka, CRF-MS 3.221 - Impresso em 22/10/2026 02:20'])
    t0 = res(rep, 'tnius', 'Troponina I ultrassensível', '38', 'ng/L')
    t1 = res(rep, 'tnius', 'Troponina I ultrassensível', '96', 'ng/L')
    t3 = res(rep, 'tnius', 'Troponina I ultrassensível', '214', 'ng/L', date=d2)
    trop = Table([36, 29, 29, 29, 17, 17, 29], [
        Row(['Troponina I\nultrassensível', C(S(t0.V, sty='v'), ' ', t0.U, align='R'), C(S(t1.V, sty='v'), ' ', t1.U, align='R'),
             C(S(t3.V, sty='v'), ' ', t3.U, align='R'), C('+58', align='R'), C('+176', align='R'), 'POSITIVO\n(rule-in)']),
    ], cols=['Exame', '0 h\n21/10/2026 22:40', '1 h\n21/10/2026 23:42', '3 h\n22/10/2026 01:45', 'Δ 0-1 h\n(ng/L)', 'Δ 0-3 h\n(ng/L)',
             'Interpretação'], aligns=['L', 'R', 'R', 'R', 'R', 'R', 'L'], border='grid', padv=0.8)
    ck1 = res(rep, 'ckmb', 'CK-MB massa', '6,8', 'ng/mL')
    ck3 = res(rep, 'ckmb', 'CK-MB massa', '14,2', 'ng/mL', date=d2)
    ckt = Table([36, 29, 29, 29, 17, 17, 29], [
        Row(['CK-MB massa', C(S(ck1.V, sty='v'), ' ', ck1.U, align='R'), C('—', align='R'), C(S(ck3.V, sty='v'), ' ', ck3.U, align='R'),
             C('—', align='R'), C('+7,4', align='R'), 'VR: até 5,0 ng/mL']),
    ], border='grid', padv=0.8)
    dd1 = res(rep, 'ddimer', 'D-dímero', '620', 'ng/mL FEU')
    dd2 = res(rep, 'ddimer', 'D-dímero (expresso em µg/mL)', '0,62', 'µg/mL FEU')
    spec = [
        Sec('MARCADORES CARDÍACOS E COAGULAÇÃO - coleta 21/10/2026 22:40'),
        ('ntprobnp', 'NT-proBNP', '1.184', 'pg/mL', 'Até 125 pg/mL (< 75 anos)'),
        ('ck', 'CK total', '312', 'U/L', '39 a 308 U/L'),
        (dd1, 'Até 500 ng/mL FEU'), (dd2, 'Até 0,50 µg/mL FEU'),
        ('tp', 'Tempo de protrombina', '12,8', 's', '10,0 a 13,5 s'), ('rni', 'RNI', '1,04', '', '0,80 a 1,20'),
        ('ttpa', 'TTPA', '29,6', 's', '25,0 a 35,0 s'),
        Sec('BIOQUÍMICA DE URGÊNCIA - coleta 21/10/2026 22:40'),
        ('glic', 'Glicose', '168', 'mg/dL', '70 a 99 mg/dL (jejum)'), ('ureia', 'Ureia', '38', 'mg/dL', '17 a 43 mg/dL'),
        ('creat', 'Creatinina', '1,08', 'mg/dL', '0,70 a 1,20 mg/dL'),
        ('tfg', 'TFG estimada (CKD-EPI 2021)', f(egfr(1.08, AGE, FEM), 0), 'mL/min/1,73m²', '> 60'),
        ('na', 'Sódio', '139', 'mmol/L', '136 a 145'), ('k', 'Potássio', '3,7', 'mmol/L', '3,5 a 5,1'),
        ('mg', 'Magnésio', '1,9', 'mg/dL', '1,6 a 2,6'), ('pcr', 'Proteína C reativa', '6,1', 'mg/L', '< 5,0 mg/L'),
        Sec('HEMOGRAMA - coleta 21/10/2026 22:40'),
        ('hb', 'Hemoglobina', '14,3', 'g/dL', '13,0 a 17,0'), ('ht', 'Hematócrito', '42,1', '%', '40,0 a 50,0'),
        ('wbc', 'Leucócitos', '11.200', '/mm³', '4.000 a 10.000'), ('neu%', 'Neutrófilos', '76', '%', '40 a 75'),
        ('lin%', 'Linfócitos', '16', '%', '20 a 45'), ('plt', 'Plaquetas', '241.000', '/mm³', '150.000 a 450.000'),
        Sec('LIPÍDIOS (amostra de admissão, sem jejum) - coleta 21/10/2026 22:40'),
        ('ct', 'Colesterol total', '236', 'mg/dL', '< 190 mg/dL'), ('hdl', 'HDL-colesterol', '36', 'mg/dL', '> 40 mg/dL'),
        ('tg', 'Triglicerídeos', '210', 'mg/dL', '< 175 mg/dL (sem jejum)'),
        ('ldl', 'LDL-colesterol (Friedewald)', f(friedewald(236, 36, 210), 0), 'mg/dL', 'Meta < 55 mg/dL (muito alto risco)'),
    ]
    rows = []
    for it in spec:
        if isinstance(it, Sec):
            rows.append(it)
            continue
        if len(it) == 2:
            r, ref = it
        else:
            key, name, vt, unit, ref = it
            r = res(rep, key, name, vt, unit)
        rows.append(Row([r.name, C(S(r.V, sty='v'), align='R'), r.U, ref]))
    panel = Table([62, 26, 30, 68], rows, cols=['Exame', 'Resultado', 'Unidade', 'Valor de referência'], aligns=['L', 'R', 'L', 'L'],
                  border='h', padv=0.6)
    head = [Table([120, 66], [Row([S('HOSPITAL EVANGÉLICO DA GRANDE DOURADOS', sty='h1'), C('Laboratório de Urgência 24 h\nPronto-Socorro', align='R')])],
                  border='none', padh=0),
            Rule(lw=0.6, mt=1, mb=1.2, color='#9c2a00'),
            Table([93, 93], [Row(['Paciente: VALDECIR ANTÔNIO FERRONATO', 'Atendimento: PS-2610-5581   Box 4']),
                             Row(['Nascimento: 30/06/1965   Sexo: M', 'Entrada: 21/10/2026 22:25']),
                             Row(['Data da coleta (admissão): 21/10/2026 22:40', 'Médico: Dr. Otávio Lemes Arguelho (CRM-MS 6.904)'])],
                  border='none', padv=0.3, padh=0),
            Rule(lw=0.3, mt=1, mb=2)]
    rep.page(*head,
             Lines([L('PROTOCOLO DE DOR TORÁCICA - TROPONINA I DE ALTA SENSIBILIDADE (ng/L) - percentil 99: 26 ng/L', sty='b')], mb=1),
             trop, ckt,
             Lines([L('Δ = diferença absoluta em relação à amostra 0 h (não é resultado de exame). Valores críticos comunicados ao médico às 23:58.', sty='small')],
                   mt=1, mb=3),
             panel)
    return rep
