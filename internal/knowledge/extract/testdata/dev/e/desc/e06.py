"""e06 - Hospital São Mateus - Laboratório de Patologia Clínica, Juiz de Fora/MG: therapeutic drug
monitoring grid (drug / regimen / time of last dose / collection date-time / sample type VALE or PICO /
result / therapeutic range), followed by a monitoring grid with a collection date on every row.
78-year-old woman with atrial fibrillation on digoxin, MRSA pneumonia on vancomycin: first trough
low (9,8), dose raised, second trough 15,6 in range; digoxin 1,6 (upper range) with K 3,4 on 12/08;
creatinine stable, CRP and procalcitonin falling."""
from lib import *


def build():
    st = style(base=dict(font='cond', size=7.8), th=dict(b=True, size=7.2, bg='#d9e4d9'), hosp=dict(size=12, b=True, color='#204020'),
               drug=dict(b=True))
    rep = Report('e06', 'Hospital São Mateus - Laboratório de Patologia Clínica', '2025-08-14', st, title='Monitorização terapêutica')
    rep.header = lambda pn, n: [
        Lines([L('HOSPITAL SÃO MATEUS', sty='hosp'),
               L('Laboratório de Patologia Clínica - Rua Halfeld, 1.240 - Juiz de Fora/MG - CNES 2153821'),
               L('Responsável técnico: Dr. Marcelo Vidigal Sarmento - CRM-MG 41.207', sty='small')]),
        Rule(lw=0.4, mt=1, mb=1.5),
        Table([30, 70, 30, 56], [
            ['Paciente', C('CONCEIÇÃO APARECIDA LAGE', sty='b'), 'Atendimento', '25-0810-3312 (internação)'],
            ['Nascimento', '02/05/1947 (78 anos) - feminino', 'Setor / leito', 'Clínica Médica - 3º andar / 308'],
            ['Peso', '58 kg', 'Internação', '09/08/2025'],
            ['Prescritor', 'Dr. Rafael Guedes Toledo - CRM-MG 60.118', 'Relatório de', C('14/08/2025', sty='b')],
        ], border='box', padv=0.5, mb=3)]
    rep.footer = page_footer(['VALE = coleta imediatamente antes da próxima dose. PICO = coleta 60 min após o término da infusão.',
                              'Liberação final: 14/08/2025 10:52 - Farmacêutica-bioquímica Dra. Lúcia Helena Fortes - CRF-MG 8.904'])
    tdm = []
    spec = [
        ('Vancomicina', 'Vancomicina (vale)', '4092-3', '9,8', 'µg/mL', '2025-08-12', '1 g 12/12 h IV', '11/08 às 18:00', '12/08/2025 05:40', 'VALE', '15,0 a 20,0', ('20578-1',)),
        ('Vancomicina', 'Vancomicina (pico)', '4090-7', '28,4', 'µg/mL', '2025-08-12', '1 g 12/12 h IV', '12/08 às 06:00\n(infusão 1 h)', '12/08/2025 08:00', 'PICO', '25,0 a 40,0', ('20578-1',)),
        ('Digoxina', 'Digoxina', '10535-3', '1,6', 'ng/mL', '2025-08-13', '0,125 mg 1x/dia VO', '12/08 às 08:00', '13/08/2025 06:10', 'VALE', '0,5 a 2,0 (IC: 0,5 a 0,9)', ()),
        ('Vancomicina', 'Vancomicina (vale)', '4092-3', '15,6', 'µg/mL', '2025-08-14', '1,25 g 12/12 h IV', '13/08 às 18:00', '14/08/2025 05:35', 'VALE', '15,0 a 20,0', ('20578-1',)),
    ]
    for nm, an, code, vt, u, iso, reg, last, coll, typ, ref, alts in spec:
        r = rep.R(nm, an, code, vt, u, alts=alts, date=iso)
        tdm.append([C(nm, sty='drug'), reg, last, coll.replace(' ', '\n'), C(typ, align='C'), C(r.V, align='R', sty='b'), r.U, ref])
    mon = []
    mspec = [
        ('2025-08-12', '12/08/2025 05:40', [('Creatinina', 'Creatinina', '2160-0', '1,02', 'mg/dL', '0,50 a 0,90'),
                                            ('Ureia', 'Ureia', '3091-6', '48', 'mg/dL', '15 a 40'),
                                            ('Potássio', 'Potássio', '2823-3', '3,4', 'mmol/L', '3,5 a 5,1'),
                                            ('Proteína C reativa', 'Proteína C reativa', '1988-5', '14,2', 'mg/dL', 'inferior a 0,5')]),
        ('2025-08-13', '13/08/2025 06:10', [('Creatinina', 'Creatinina', '2160-0', '1,06', 'mg/dL', '0,50 a 0,90'),
                                            ('Ureia', 'Ureia', '3091-6', '46', 'mg/dL', '15 a 40'),
                                            ('Potássio', 'Potássio', '2823-3', '3,9', 'mmol/L', '3,5 a 5,1'),
                                            ('Magnésio', 'Magnésio', '19123-9', '1,7', 'mg/dL', '1,6 a 2,6')]),
        ('2025-08-14', '14/08/2025 05:35', [('Creatinina', 'Creatinina', '2160-0', '0,98', 'mg/dL', '0,50 a 0,90'),
                                            ('TFG estimada (CKD-EPI 2021)', 'TFG estimada (CKD-EPI 2021)', '98979-8', f(egfr(0.98, 78, True), 0), 'mL/min/1,73m²', 'superior a 60', ('62238-1',)),
                                            ('Ureia', 'Ureia', '3091-6', '41', 'mg/dL', '15 a 40'),
                                            ('Potássio', 'Potássio', '2823-3', '4,2', 'mmol/L', '3,5 a 5,1'),
                                            ('Sódio', 'Sódio', '2951-2', '137', 'mmol/L', '136 a 145'),
                                            ('Magnésio', 'Magnésio', '19123-9', '2,0', 'mg/dL', '1,6 a 2,6'),
                                            ('Cálcio total', 'Cálcio', '17861-6', '8,7', 'mg/dL', '8,6 a 10,3'),
                                            ('Fósforo', 'Fósforo', '2777-1', '3,1', 'mg/dL', '2,5 a 4,5'),
                                            ('Albumina', 'Albumina', '1751-7', '3,0', 'g/dL', '3,5 a 5,2'),
                                            ('Glicose', 'Glicose', '2345-7', '118', 'mg/dL', '70 a 99'),
                                            ('AST (TGO)', 'AST', '1920-8', '24', 'U/L', 'até 32'),
                                            ('ALT (TGP)', 'ALT', '1742-6', '19', 'U/L', 'até 33'),
                                            ('TSH', 'TSH', '3016-3', '2,84', 'µUI/mL', '0,27 a 4,20'),
                                            ('Hemoglobina', 'Hemoglobina', '718-7', '10,9', 'g/dL', '12,0 a 15,5'),
                                            ('Hematócrito', 'Hematócrito', '4544-3', '33,1', '%', '35,0 a 45,0'),
                                            ('Leucócitos', 'Leucócitos', '6690-2', '9.870', '/mm³', '4.000 a 11.000'),
                                            ('Neutrófilos', 'Neutrófilos (%)', '770-8', '72,0', '%', '40 a 75'),
                                            ('Plaquetas', 'Plaquetas', '777-3', '312.000', '/mm³', '150.000 a 450.000'),
                                            ('Proteína C reativa', 'Proteína C reativa', '1988-5', '5,1', 'mg/dL', 'inferior a 0,5'),
                                            ('Procalcitonina', 'Procalcitonina', '33959-8', '0,38', 'ng/mL', 'inferior a 0,50')]),
    ]
    for iso, shown, lst in mspec:
        for t in lst:
            nm, an, code, vt, u, ref = t[:6]
            alts = t[6] if len(t) > 6 else ()
            r = rep.R(nm, an, code, vt, u, alts=alts, date=None if iso == '2025-08-14' else iso)
            mon.append([shown, nm, C(r.V, align='R'), r.U, ref])
    rep.page(
        Lines([L('1. MONITORIZAÇÃO DE FÁRMACOS (soro)', sty='h2')], mb=1),
        Table([20, 27, 26, 22, 11, 17, 13, 50], tdm,
              cols=['Fármaco', 'Esquema', 'Última dose', 'Coleta', 'Tipo', 'Resultado', 'Unid.', 'Faixa terapêutica'],
              border='grid', padv=0.8, aligns=['L', 'L', 'L', 'L', 'C', 'R', 'L', 'L'], mb=1.5),
        Lines([L('Método: imunoensaio turbidimétrico (PETINIA) para vancomicina; KIMS para digoxina. Faixas para infecção grave por MRSA.', sty='small'),
               L('Nota da farmácia clínica: vale de 12/08 abaixo da faixa, dose ajustada para 1,25 g 12/12 h a partir de 12/08 18:00.', sty='small')], mb=3),
        Lines([L('2. ACOMPANHAMENTO - FUNÇÃO RENAL, ELETRÓLITOS E INFECÇÃO', sty='h2')], mb=1),
        Table([30, 52, 22, 26, 56], mon, cols=['Data/hora da coleta', 'Exame', 'Resultado', 'Unidade', 'Referência'],
              border='h', padv=0.55, aligns=['L', 'L', 'R', 'L', 'L']),
    )
    return rep
