"""d08 - hospital laboratory in Campo Grande/MS, haematology-oncology follow-up.

Counts printed in scientific notation with a caret ("3,12 x 10^6/µL", "1,84 x 10^3/µL") by the
analyser section and with a superscript power in the manual reticulocyte section ("10³/mm³").
Febrile neutropenia work-up: coagulation with control times (not results), tumour-lysis
chemistry, "Procalcitonina: inferior a 0,05".  Header: "Data da amostra: 09/04/2025 06:00";
request, release, birth and chemotherapy dates are also printed.
"""
from lib import *

LAB = 'Hospital Guaicurus - Serviço de Análises Clínicas'

RED = '#7a1f2b'
STY = {
    'base': dict(font='sans', size=8.4),
    'lab': dict(size=12.5, b=True, color=RED),
    'lab2': dict(size=7.3, color='#333333'),
    'k': dict(b=True),
    'td': dict(size=8.4, lh=1.28),
    'th': dict(size=7.6, b=True, bg='#eadfe1'),
    'sec': dict(size=8.6, b=True, color='#ffffff', bg=RED),
    'v': dict(b=True),
    'ref': dict(font='cond', size=7.6),
    'met': dict(size=7, i=True, color='#555555'),
    'note': dict(size=7.6),
    'foot': dict(size=6.6, color='#444444'),
}


def build():
    rep = Report('d08', LAB, '2025-04-09', STY, margins=(9, 12, 10, 12), title='Hospital Guaicurus - Laudo')
    R = rep.R
    rbc, hb, ht = 3.12, 9.4, 27.9
    hem = R('Eritrócitos', 'Erythrocytes', '789-8', br(rbc, 2), 'x 10^6/µL', alts=['26453-1'])
    hgb = R('Hemoglobina', 'Hemoglobin', '718-7', br(hb, 1), 'g/dL')
    hct = R('Hematócrito', 'Hematocrit', '4544-3', br(ht, 1), '%', alts=['20570-8'])
    vcm = R('VCM', 'MCV', '787-2', br(ht / rbc * 10, 1), 'fL')
    hcm = R('HCM', 'MCH', '785-6', br(hb / rbc * 10, 1), 'pg')
    chcm = R('CHCM', 'MCHC', '786-4', br(hb / ht * 100, 1), 'g/dL')
    rdw = R('RDW-CV', 'RDW-CV', '788-0', '15,9', '%')
    wbc = 1.84
    leu = R('Leucócitos', 'Leukocytes', '6690-2', br(wbc, 2), 'x 10^3/µL', alts=['26464-8'])
    diff = [('Neutrófilos', 'Neutrophils', 33.7, '770-8', '751-8', '40,0 a 75,0', '1,80 a 7,50'),
            ('Linfócitos', 'Lymphocytes', 53.3, '736-9', '731-0', '20,0 a 45,0', '1,00 a 4,50'),
            ('Monócitos', 'Monocytes', 11.4, '5905-5', '742-7', '2,0 a 10,0', '0,10 a 1,00'),
            ('Eosinófilos', 'Eosinophils', 1.1, '713-8', '711-2', '1,0 a 6,0', '0,02 a 0,50'),
            ('Basófilos', 'Basophils', 0.5, '706-2', '704-7', '0,0 a 2,0', '0,00 a 0,20')]
    assert abs(sum(d[2] for d in diff) - 100) < 1e-9
    drows = []
    for name, an, pct, lp, la, rp_, ra_ in diff:
        rp = R(name, an + ' (%)', lp, br(pct, 1), '%')
        ra = R(name, an + ' (absolute)', la, br(wbc * pct / 100, 2), 'x 10^3/µL')
        drows.append([name, C(S(rp.V, sty='v'), ' ', rp.U, align='R'), C(S(ra.V, sty='v'), ' ', ra.U, align='R'),
                      C(f'{rp_} %  |  {ra_} x 10^3/µL', sty='ref')])
    plq = R('Plaquetas', 'Platelets', '777-3', '38', 'x 10^3/µL', alts=['26515-7'])
    vpm = R('VPM', 'MPV', '32623-1', '10,8', 'fL')
    retp = R('Reticulócitos', 'Reticulocytes (%)', '17849-1', '1,1', '%', alts=['4679-7'])
    reta = R('Reticulócitos - valor absoluto', 'Reticulocytes (absolute)', '60474-4',
             br(rbc * 1000 * 1.1 / 100, 1), '10³/mm³', alts=['14196-0'])

    tp = R('Tempo de protrombina', 'Prothrombin time', '5902-2', '14,2', 's')
    atp = R('Atividade de protrombina', 'Prothrombin activity', '5894-1', '78', '%')
    rni = R('RNI', 'INR', '6301-6', '1,18', '', alts=['34714-6'])
    ttpa = R('TTPA', 'aPTT', '14979-9', '33,1', 's', alts=['3173-2'])
    rel = R('Relação TTPA (paciente/controle)', 'aPTT ratio', '63561-5', br(33.1 / 30.6, 2), '')
    fib = R('Fibrinogênio (Clauss)', 'Fibrinogen', '3255-7', '142', 'mg/dL')
    ddi = R('D-dímero', 'D-dimer (FEU)', '48065-7', '1,86', 'µg/mL FEU')
    at3 = R('Antitrombina (atividade)', 'Antithrombin activity', '27811-9', '84', '%')

    ldh = R('Desidrogenase láctica (LDH)', 'LDH', '2532-0', '486', 'U/L', alts=['14804-9'])
    aur = R('Ácido úrico', 'Uric acid', '3084-1', '7,8', 'mg/dL')
    k = R('Potássio', 'Potassium', '2823-3', '4,9', 'mmol/L')
    p = R('Fósforo', 'Phosphate', '2777-1', '4,8', 'mg/dL')
    ca = R('Cálcio total', 'Calcium', '17861-6', '8,6', 'mg/dL', alts=['2000-8'])
    cre = R('Creatinina', 'Creatinine', '2160-0', '1,04', 'mg/dL')
    ure = R('Ureia', 'Urea', '3091-6', '42', 'mg/dL')
    pcr = R('Proteína C reativa', 'C-reactive protein', '1988-5', '24,6', 'mg/L')
    pct = R('Procalcitonina', 'Procalcitonin', '33959-8', 'inferior a 0,05', 'ng/mL')

    def header(pn, n):
        return [
            Table([120, 66], [[C('Hospital Guaicurus', sty='lab'),
                               C(f'Página {pn} de {n}', sty='lab2', align='R')]], border='none', padv=0, padh=0),
            Lines([L('Serviço de Análises Clínicas - Rua Antônio Maria Coelho, 3.870 - Vila Santa Dorothéa - '
                     'Campo Grande/MS - CNES 9907331', sty='lab2'),
                   L('Responsável técnico: Dr. Osvaldo Yamaguti Figueiró - CRM-MS 3.915 (patologista clínico)',
                     sty='lab2')], mb=1.5),
            Box([Table([74, 60, 48], [
                [[S('Paciente: ', sty='k'), 'EDIVALDO RAMÃO ACOSTA'], [S('Registro: ', sty='k'), '331.884-2'],
                 [S('Leito: ', sty='k'), 'Onco-hemato 214']],
                [[S('Nascimento: ', sty='k'), '30/06/1966 (58 anos)'], [S('Sexo: ', sty='k'), 'Masculino'],
                 [S('Solicitação: ', sty='k'), '08/04/2025 19:30']],
                [[S('Médica: ', sty='k'), 'Dra. Lívia S. Nantes - CRM-MS 7.410'],
                 [S('Data da amostra: ', sty='k'), '09/04/2025 06:00'],
                 [S('Liberação: ', sty='k'), '09/04/2025 10:48']],
                [[S('Diagnóstico: ', sty='k'), 'LMA - QT ciclo 1, D+12'], [S('Início QT: ', sty='k'), '28/03/2025'],
                 [S('Prioridade: ', sty='k'), 'Urgente']],
            ], sty='td', hsty='td', border='none', padv=0.25, padh=0.5)], pad=1.2, lw=0.3, mb=2),
        ]

    def footer(pn, n):
        return [Rule(lw=0.25, color=RED, mt=0, mb=0.8),
                Lines([L('Valores críticos comunicados ao enf. Jair Benites (Onco-hemato) em 09/04/2025 07:05. '
                         'Laudo assinado eletronicamente.', sty='foot'),
                       L('Notação: "x 10^3/µL" = mil por microlitro; "x 10^6/µL" = milhões por microlitro; '
                         '10³/mm³ = mil por milímetro cúbico.', sty='foot')])]

    rep.header, rep.footer = header, footer

    W = [54, 52, 80]

    def r(res, ref, name=None):
        val = C(S(res.V, sty='v'), (' ', res.U) if res.unit else '', align='R')
        return [name or res.name, val, C(ref, sty='ref')]

    def met(t):
        return Row([C(t, sty='met', colspan=3)])

    hemo = Table(W, [
        Sec('HEMOGRAMA'),
        met('Sangue total EDTA - analisador Sysmex XN-3000 (impedância, citometria de fluxo fluorescente)'),
        r(hem, '4,50 a 5,90 x 10^6/µL'), r(hgb, '13,5 a 17,5 g/dL'), r(hct, '41,0 a 53,0 %'),
        r(vcm, '80,0 a 100,0 fL'), r(hcm, '26,0 a 34,0 pg'), r(chcm, '31,0 a 36,0 g/dL'), r(rdw, '11,5 a 14,5 %'),
        r(leu, '4,00 a 11,00 x 10^3/µL'),
    ], cols=['Exame', 'Resultado', 'Referência (adulto)'], border='h', padv=0.5, padh=1.2,
        aligns=['L', 'R', 'L'])
    dif = Table([54, 26, 40, 66], drows + [
        [plq.name, '', C(S(plq.V, sty='v'), ' ', plq.U, align='R'), C('150 a 450 x 10^3/µL', sty='ref')],
        [vpm.name, '', C(S(vpm.V, sty='v'), ' ', vpm.U, align='R'), C('9,0 a 12,5 fL', sty='ref')],
    ], cols=['Diferencial', 'Relativo', 'Absoluto', 'Referência'], border='h', padv=0.5, padh=1.2,
        aligns=['L', 'R', 'R', 'L'])
    ret = Table([54, 26, 40, 66], [
        Row([C('Contagem manual (azul de cresil brilhante), 1.000 hemácias contadas', sty='met', colspan=4)]),
        [retp.name, C(S(retp.V, sty='v'), align='R'), retp.U, C('0,5 a 2,0', sty='ref')],
        ['Reticulócitos - valor\nabsoluto', C('\n', S(reta.V, sty='v'), align='R'), C('\n', reta.U),
         C('\n25,0 a 75,0 10³/mm³', sty='ref')],
    ], cols=['Reticulócitos', 'Resultado', 'Unidade', 'Referência'], border='h', padv=0.5, padh=1.2,
        aligns=['L', 'R', 'L', 'L'])
    coag = Table(W, [
        Sec('COAGULAÇÃO'),
        met('Plasma citratado - coagulômetro ACL TOP 550; controle normal do dia: TP 12,0 s; TTPA 30,6 s'),
        r(tp, '10,0 a 13,5 s'), r(atp, '70 a 120 %'), r(rni, '0,90 a 1,20'), r(ttpa, '25,0 a 35,0 s'),
        r(rel, 'Até 1,20', name='Relação TTPA\n(paciente/controle)'),
        r(fib, '200 a 400 mg/dL'), r(ddi, 'Inferior a 0,50 µg/mL FEU'), r(at3, '80 a 120 %'),
    ], cols=['Exame', 'Resultado', 'Referência'], border='h', padv=0.5, padh=1.2, aligns=['L', 'R', 'L'])
    bio = Table(W, [
        Sec('BIOQUÍMICA E MARCADORES INFLAMATÓRIOS'),
        met('Soro - Cobas c503 / e801 (procalcitonina: eletroquimioluminescência)'),
        r(ldh, '135 a 225 U/L'), r(aur, '3,4 a 7,0 mg/dL'), r(k, '3,5 a 5,1 mmol/L'), r(p, '2,5 a 4,5 mg/dL'),
        r(ca, '8,6 a 10,2 mg/dL'), r(cre, '0,70 a 1,20 mg/dL'), r(ure, '17 a 49 mg/dL'),
        r(pcr, 'Inferior a 5,0 mg/L'),
        r(pct, 'Inferior a 0,50 ng/mL: baixo risco de sepse bacteriana'),
    ], cols=['Exame', 'Resultado', 'Referência'], border='h', padv=0.5, padh=1.2, aligns=['L', 'R', 'L'])

    rep.page(hemo, Space(1), dif, Space(2), ret,
             Lines([L('Morfologia: anisocitose discreta; neutrófilos hipogranulares; ausência de blastos na '
                      'contagem de 100 células.', sty='note'),
                    L('Valor crítico: neutrófilos inferiores a 1,00 x 10^3/µL e plaquetas inferiores a 50 x 10^3/µL.',
                      sty='note')], mt=1.5), Space(2), coag)
    rep.page(bio,
             Lines([L('Liberado por: Dra. Tatiane Arguelho Peixoto - Biomédica CRBM-1 30.118 - 09/04/2025 10:48',
                      sty='note')], mt=3))
    return rep
