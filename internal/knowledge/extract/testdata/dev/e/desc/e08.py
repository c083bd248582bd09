"""e08 - SAE/CTA Boa Vista - Laboratório de Referência em IST/HIV/Hepatites, Boa Vista/RR (SUS):
exam names carry superscript FOOTNOTE NUMBERS ("Linfócitos T CD4+ ³") and the reference values are
NOT beside the results: each section ends with a numbered "Valores de referência" block.
34-year-old man living with HIV and chronic hepatitis B (HBeAg-negative) on TDF/3TC/DTG:
viral load suppressed ("< 40"), CD4 412 (previous 356 on 10/03/2025), anti-HBs negative."""
from lib import *

SUP = '¹²³⁴⁵⁶⁷⁸⁹'


def build():
    st = style(base=dict(font='sans', size=8.3), th=dict(b=True, size=7.8, bg='#e4e4e4'), sus=dict(size=11, b=True),
               refh=dict(b=True, size=7.2), ref=dict(size=7.2, color='#222222'), val=dict(b=True))
    rep = Report('e08', 'SAE/CTA Boa Vista - Laboratório de Referência em IST/HIV/Hepatites Virais', '2025-09-16', st, title='Laudo SAE')
    rep.header = lambda pn, n: [
        Lines([L('SECRETARIA MUNICIPAL DE SAÚDE DE BOA VISTA - SUS', sty='small'),
               L('SAE/CTA BOA VISTA - LABORATÓRIO DE REFERÊNCIA EM IST/HIV/HEPATITES VIRAIS', sty='sus'),
               L('Av. Ville Roy, 3.120 - São Pedro - Boa Vista/RR - CNES 5218047', sty='small')]),
        Rule(lw=0.4, mt=1, mb=1.5),
        Table([28, 72, 32, 54], [
            ['Usuário:', C('JEFFERSON DA SILVA MACUXI', sty='b'), 'Cartão SUS:', '708 4031 9922 1874'],
            ['Nascimento:', '08/06/1991 (34 anos) - masculino', 'Nº da amostra:', '25-RR-0916-0447'],
            ['Solicitante:', 'Dr. Édson Lacerda Pinto - CRM-RR 812', 'Data da coleta:', C('16/09/2025 08:20', sty='b')],
            ['Unidade:', 'SAE Boa Vista - consulta de 02/10/2025', 'Liberado em:', '23/09/2025 14:10'],
        ], border='box', padv=0.5, mb=3)]
    rep.footer = page_footer(['Os valores de referência de cada exame estão no quadro numerado ao final da seção (número sobrescrito junto ao nome).',
                              'Responsável técnica: Dra. Rosilene Trajano Ferreira - CRF-RR 0391'])
    counter = [0]

    def sec(title, spec, refs, cols=('Exame', 'Resultado', 'Unidade', 'Método / material')):
        rows = []
        for t in spec:
            nm, an, code, vt, u, met = t[:6]
            alts = t[6] if len(t) > 6 else ()
            date = t[7] if len(t) > 7 else None
            r = rep.R(nm, an, code, vt, u, alts=alts, date=date)
            counter[0] += 1
            rows.append([C(nm, S(SUP[refs[nm][0] - 1], sty='b')), C(S(r.V, sty='val'), align='R'), r.U, C(met, sty='small')])
        reflines = [L('Valores de referência', sty='refh')]
        for nm, (k, txt) in sorted(refs.items(), key=lambda x: x[1][0]):
            if txt:
                reflines.append(L(f'{SUP[k - 1]} {txt}', sty='ref'))
        return [Lines([L(title, sty='h2')], mb=1),
                Table([70, 30, 30, 56], rows, cols=list(cols), border='h', padv=0.6, aligns=['L', 'R', 'L', 'L'], mb=1),
                Box([Lines(reflines)], pad=1.5, lw=0.2, bg='#f6f6f6', mb=4)]

    s1 = sec('1. CARGA VIRAL E IMUNOFENOTIPAGEM', [
        ('Carga viral do HIV-1', 'HIV-1 RNA (carga viral)', '20447-9', '< 40', 'cópias/mL', 'RT-PCR em tempo real - plasma EDTA'),
        ('Carga viral do HIV-1 (log)', 'HIV-1 RNA (log)', '29541-0', '< 1,60', 'log', 'cálculo (log10)'),
        ('Linfócitos T CD4+', 'Linfócitos T CD4+', '24467-3', '412', 'células/mm³', 'citometria de fluxo - sangue EDTA'),
        ('Linfócitos T CD4+ (%)', 'Linfócitos T CD4+ (%)', '8123-2', '24', '%', 'citometria de fluxo'),
        ('Linfócitos T CD8+', 'Linfócitos T CD8+', '14135-8', '910', 'células/mm³', 'citometria de fluxo'),
        ('Linfócitos T CD8+ (%)', 'Linfócitos T CD8+ (%)', '8101-8', '53', '%', 'citometria de fluxo'),
        ('Relação CD4/CD8', 'Relação CD4/CD8', '54218-3', '0,45', '', 'cálculo'),
        ('CD4+ anterior (10/03/2025)', 'Linfócitos T CD4+', '24467-3', '356', 'células/mm³', 'coleta de 10/03/2025', (), '2025-03-10'),
    ], {'Carga viral do HIV-1': (1, 'Carga viral: não detectável; limite inferior de quantificação 40 cópias/mL (1,60 log).'),
        'Carga viral do HIV-1 (log)': (1, ''),
        'Linfócitos T CD4+': (2, 'CD4+: 500 a 1.600 células/mm³ (28 a 58 %).'),
        'Linfócitos T CD4+ (%)': (2, ''), 'CD4+ anterior (10/03/2025)': (2, ''),
        'Linfócitos T CD8+': (3, 'CD8+: 200 a 1.000 células/mm³ (12 a 40 %). Relação CD4/CD8: 0,90 a 3,60.'),
        'Linfócitos T CD8+ (%)': (3, ''), 'Relação CD4/CD8': (3, '')})
    s2 = sec('2. HEPATITES VIRAIS E SÍFILIS (soro)', [
        ('HBsAg', 'HBsAg', '5196-1', 'Reagente', '', 'quimioluminescência (CMIA)'),
        ('HBeAg', 'HBeAg', '13954-3', 'Não reagente', '', 'quimioluminescência (CMIA)'),
        ('Anti-HBe', 'Anti-HBe', '13953-5', 'Reagente', '', 'quimioluminescência (CMIA)'),
        ('Anti-HBc total', 'Anti-HBc total', '13952-7', 'Reagente', '', 'quimioluminescência (CMIA)'),
        ('Anti-HBc IgM', 'Anti-HBc IgM', '24113-3', 'Não reagente', '', 'quimioluminescência (CMIA)', ('31204-1',)),
        ('Anti-HBs', 'Anti-HBs', '16935-9', '< 2,0', 'mUI/mL', 'quimioluminescência (CMIA)', ('5193-8',)),
        ('Anti-HCV', 'Anti-HCV', '16128-1', 'Não reagente', '', 'quimioluminescência (CMIA)', ('13955-0',)),
        ('VDRL', 'VDRL', '5292-8', 'Não reagente', '', 'floculação'),
    ], {'HBsAg': (4, 'HBsAg, HBeAg, anti-HBe, anti-HBc total e IgM, anti-HCV: não reagente.'), 'HBeAg': (4, ''), 'Anti-HBe': (4, ''),
        'Anti-HBc total': (4, ''), 'Anti-HBc IgM': (4, ''), 'Anti-HCV': (4, ''),
        'Anti-HBs': (5, 'Anti-HBs: inferior a 10 mUI/mL = não imune; igual ou superior a 10 mUI/mL = imune.'),
        'VDRL': (6, 'VDRL: não reagente.')})
    cr = 1.08
    s3 = sec('3. HEMATOLOGIA E BIOQUÍMICA (monitoramento da TARV)', [
        ('Hemoglobina', 'Hemoglobina', '718-7', '14,9', 'g/dL', 'sangue EDTA - automação'),
        ('Hematócrito', 'Hematócrito', '4544-3', '44,2', '%', 'sangue EDTA - automação'),
        ('Leucócitos', 'Leucócitos', '6690-2', '5.200', '/mm³', 'sangue EDTA - automação'),
        ('Linfócitos', 'Linfócitos', '731-0', '1.716', '/mm³', 'sangue EDTA - automação'),
        ('Plaquetas', 'Plaquetas', '777-3', '221.000', '/mm³', 'sangue EDTA - automação'),
        ('Creatinina', 'Creatinina', '2160-0', f(cr, 2), 'mg/dL', 'soro - Jaffé'),
        ('TFG estimada CKD-EPI 2021', 'TFG estimada (CKD-EPI 2021)', '98979-8', f(egfr(cr, 34, False), 0), 'mL/min/1,73m²', 'cálculo', ('62238-1',)),
        ('Fósforo', 'Fósforo', '2777-1', '3,2', 'mg/dL', 'soro - molibdato'),
        ('AST (TGO)', 'AST', '1920-8', '27', 'U/L', 'soro - cinético'),
        ('ALT (TGP)', 'ALT', '1742-6', '33', 'U/L', 'soro - cinético'),
        ('Glicose', 'Glicose', '2345-7', '92', 'mg/dL', 'soro - enzimático'),
        ('Colesterol total', 'Colesterol total', '2093-3', '176', 'mg/dL', 'soro - enzimático'),
        ('Triglicerídeos', 'Triglicerídeos', '2571-8', '142', 'mg/dL', 'soro - enzimático'),
    ], {'Hemoglobina': (7, 'Hb 13,5 a 17,5 g/dL; Ht 40 a 52 %; leucócitos 4.000 a 10.000 /mm³; linfócitos 1.000 a 4.000 /mm³; plaquetas 150.000 a 450.000 /mm³.'),
        'Hematócrito': (7, ''), 'Leucócitos': (7, ''), 'Linfócitos': (7, ''), 'Plaquetas': (7, ''),
        'Creatinina': (8, 'Creatinina 0,70 a 1,20 mg/dL; TFG superior a 90 mL/min/1,73m²; fósforo 2,5 a 4,5 mg/dL.'),
        'TFG estimada CKD-EPI 2021': (8, ''), 'Fósforo': (8, ''),
        'AST (TGO)': (9, 'AST até 40 U/L; ALT até 41 U/L; glicose 70 a 99 mg/dL; colesterol total inferior a 190 mg/dL; triglicerídeos inferior a 150 mg/dL.'),
        'ALT (TGP)': (9, ''), 'Glicose': (9, ''), 'Colesterol total': (9, ''), 'Triglicerídeos': (9, '')})
    rep.page(*s1, *s2)
    rep.page(*s3, Lines([L('Carga viral realizada no LACEN-RR (laboratório de apoio), amostra de 16/09/2025. Resultados anteriores constam', sty='small'),
                         L('do SISCEL. Próxima coleta de CD4 e carga viral sugerida em 6 meses.', sty='small')]))
    return rep
