"""e09 - Laboratório Princesa do Sertão, Feira de Santana/BA: OCR-hostile print. Small 7 pt type,
names and references in LIGHT GREY, alternate rows SHADED, abnormal results printed in a dark
INVERTED box (white on black), units in a separate light column.
34-year-old woman with heavy menstrual bleeding: iron-deficiency anaemia (microcytic, hypochromic,
high RDW, low ferritin and saturation, high transferrin), reactive thrombocytosis, low B12-normal."""
from lib import *


def build():
    st = style(base=dict(font='sans', size=7), th=dict(b=True, size=6.8, color='#555555'), lab=dict(size=11, b=True, color='#6b6b6b'),
               nm=dict(color='#8a8a8a'), ref=dict(color='#9a9a9a', size=6.5), un=dict(color='#8a8a8a'),
               z=dict(bg='#ececec'), hi=dict(bg='#262626', color='#ffffff', b=True), sec=dict(b=True, color='#6b6b6b', bg='#d6d6d6'))
    rep = Report('e09', 'Laboratório Princesa do Sertão', '2025-05-14', st, title='Laudo')
    rep.header = lambda pn, n: [
        Lines([L('LABORATÓRIO PRINCESA DO SERTÃO', sty='lab'),
               L('Av. Getúlio Vargas, 1.077 - Centro - Feira de Santana/BA - CNES 3.905.221 - Resp.: Dra. Marta Cedraz - CRF-BA 4.862', sty='grey')]),
        Rule(lw=0.15, color='#9a9a9a', mt=1, mb=1),
        Lines([L('Paciente: JOSELITA RAMOS DE OLIVEIRA     Nasc.: 25/11/1990     Sexo: F     Pedido: 0514-7730', sty='grey'),
               L('Médico: Dr. Fábio Lobo Carneiro CRM-BA 19.402     Coleta: 14/05/2025 07:50     Emissão: 15/05/2025 10:05', sty='grey')], mb=2)]
    rep.footer = page_footer(['Valores em destaque: fora do intervalo de referência. Documento com assinatura eletrônica.'], rule=False)
    rbc, hb, ht = 4.38, 9.6, 31.2
    vcm, hcm, chcm = indices(rbc, hb, ht)
    wbc = 6400
    SP = [
        ('ERITROGRAMA', [
            ('Hemácias', 'Hemácias', '789-8', f(rbc, 2), 'milhões/µL', '3,90 - 5,03', False),
            ('Hemoglobina', 'Hemoglobina', '718-7', f(hb, 1), 'g/dL', '12,0 - 15,5', True),
            ('Hematócrito', 'Hematócrito', '4544-3', f(ht, 1), '%', '35,0 - 45,0', True),
            ('VCM', 'VCM', '787-2', f(vcm, 1), 'fL', '81,6 - 98,3', True),
            ('HCM', 'HCM', '785-6', f(hcm, 1), 'pg', '27,0 - 33,0', True),
            ('CHCM', 'CHCM', '786-4', f(chcm, 1), 'g/dL', '32,0 - 36,0', True),
            ('RDW-CV', 'RDW', '788-0', '17,9', '%', '11,8 - 15,6', True)]),
        ('LEUCOGRAMA', [('Leucócitos', 'Leucócitos', '6690-2', fth(wbc), '/µL', '3.500 - 10.500', False)] +
         [(nm, an, ca, fth(wbc * p / 100), '/µL', ref, False) for nm, an, ca, p, ref in [
             ('Neutrófilos', 'Neutrófilos', '751-8', 61, '1.700 - 7.000'), ('Linfócitos', 'Linfócitos', '731-0', 29, '900 - 2.900'),
             ('Monócitos', 'Monócitos', '742-7', 7, '300 - 900'), ('Eosinófilos', 'Eosinófilos', '711-2', 2, '50 - 500'),
             ('Basófilos', 'Basófilos', '704-7', 1, '0 - 100')]]),
        ('PLAQUETAS', [('Plaquetas', 'Plaquetas', '777-3', '468.000', '/µL', '150.000 - 450.000', True),
                       ('VPM', 'VPM', '32623-1', '9,1', 'fL', '9,2 - 12,6', True)]),
        ('PERFIL DE FERRO', [
            ('Ferro sérico', 'Ferro', '2498-4', '24', 'µg/dL', '50 - 170', True),
            ('Transferrina', 'Transferrina', '3034-6', '382', 'mg/dL', '200 - 360', True),
            ('Capacidade total de ligação do ferro', 'CTLF', '2500-7', '478', 'µg/dL', '250 - 450', True),
            ('Índice de saturação da transferrina', 'Saturação da transferrina', '2502-3', f(24 / 478 * 100, 1), '%', '15 - 50', True),
            ('Ferritina', 'Ferritina', '2276-4', '4,2', 'ng/mL', '15,0 - 150,0', True)]),
        ('VITAMINAS', [
            ('Vitamina B12', 'Vitamina B12', '2132-9', '268', 'pg/mL', '197 - 771', False),
            ('Ácido fólico', 'Folato', '2284-8', '7,4', 'ng/mL', '3,9 - 26,8', False),
            ('25-hidroxivitamina D', '25-hidroxivitamina D', '62292-8', '27,1', 'ng/mL', '20 - 60', False)]),
        ('BIOQUÍMICA', [
            ('Glicose', 'Glicose', '2345-7', '86', 'mg/dL', '70 - 99', False),
            ('Ureia', 'Ureia', '3091-6', '22', 'mg/dL', '15 - 40', False),
            ('Creatinina', 'Creatinina', '2160-0', '0,71', 'mg/dL', '0,50 - 0,90', False),
            ('TSH', 'TSH', '3016-3', '1,94', 'µUI/mL', '0,27 - 4,20', False),
            ('T4 livre', 'T4 livre', '3024-7', '1,09', 'ng/dL', '0,93 - 1,70', False),
            ('Colesterol total', 'Colesterol total', '2093-3', '162', 'mg/dL', '< 190', False),
            ('HDL-colesterol', 'HDL-colesterol', '2085-9', '58', 'mg/dL', '> 50', False),
            ('Triglicerídeos', 'Triglicerídeos', '2571-8', '74', 'mg/dL', '< 150', False),
            ('LDL-colesterol', 'LDL-colesterol', '13457-7', f(friedewald(162, 58, 74), 0), 'mg/dL', '< 130', False),
            ('Proteína C reativa', 'Proteína C reativa', '1988-5', '2,1', 'mg/L', '< 5,0', False)]),
    ]
    rows = []
    k = 0
    for sec, lst in SP:
        rows.append(Sec(sec))
        for nm, an, code, vt, u, ref, hi in lst:
            r = rep.R(nm, an, code, vt, u, alts=('62292-8',)[:0] if code != '62292-8' else ('1989-3',))
            k += 1
            zs = 'z' if k % 2 == 0 else None
            rows.append(Row([C(nm, sty='nm'), C(r.V, align='R', sty='hi' if hi else None), C(r.U, sty='un'), C(ref, sty='ref')], sty=zs))
    rep.page(Table([70, 26, 24, 66], rows, cols=['exame', 'resultado', 'unidade', 'intervalo de referência'], border='none', padv=0.45,
                   aligns=['L', 'R', 'L', 'L'], mb=2),
             Lines([L('Morfologia eritrocitária: microcitose e hipocromia acentuadas, anisocitose, raros eliptócitos (hemácias em lápis).', sty='grey'),
                    L('Índice de saturação = ferro / CTLF x 100. LDL pela fórmula de Friedewald.', sty='grey')]))
    return rep
