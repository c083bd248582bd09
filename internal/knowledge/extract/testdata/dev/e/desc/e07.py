"""e07 - Laboratório Santa Luzia do Oeste, Mossoró/RN: ruled table where FLAGS AND FOOTNOTE MARKERS
ARE GLUED TO THE VALUES ("1,38↑", "133↓", "7,84(H)", "132.000(L)", "1,24*"), with units written with
superscripts (x10³/µL) and footnotes explaining the markers at the end.
41-year-old man with bipolar disorder on lithium + valproate: lithium above range (1,38), mild
hyponatraemia, creatinine up, lithium-associated hypothyroidism and hypercalcaemia with high PTH,
valproate-related thrombocytopenia, raised GGT and ammonia."""
from lib import *

# name, analyte, loinc, value, unit, flag, ref
SPEC = [
    ('FÁRMACOS (soro, coleta 12 h após a última dose)', [
        ('Lítio', 'Lítio', '14334-7', '1,38', 'mmol/L', '↑', '0,60 a 1,20 (manutenção)'),
        ('Ácido valproico', 'Ácido valproico', '4086-5', '96,4', 'µg/mL', '', '50,0 a 100,0')]),
    ('BIOQUÍMICA (soro)', [
        ('Sódio', 'Sódio', '2951-2', '133', 'mEq/L', '↓', '136 a 145'),
        ('Potássio', 'Potássio', '2823-3', '4,3', 'mEq/L', '', '3,5 a 5,1'),
        ('Cloreto', 'Cloreto', '2075-0', '99', 'mEq/L', '', '98 a 107'),
        ('Creatinina', 'Creatinina', '2160-0', '1,24', 'mg/dL', '*', '0,70 a 1,20'),
        ('TFG estimada (CKD-EPI 2021)', 'TFG estimada (CKD-EPI 2021)', '98979-8', f(egfr(1.24, 41, False), 0), 'mL/min/1,73m²', '', 'superior a 90', ('62238-1',)),
        ('Ureia', 'Ureia', '3091-6', '38', 'mg/dL', '', '17 a 43'),
        ('Cálcio total', 'Cálcio', '17861-6', '10,6', 'mg/dL', '(H)', '8,6 a 10,3'),
        ('Magnésio', 'Magnésio', '19123-9', '2,2', 'mg/dL', '', '1,6 a 2,6'),
        ('Paratormônio (PTH intacto)', 'PTH', '2731-8', '78,2', 'pg/mL', '(H)', '15,0 a 65,0'),
        ('Amônia', 'Amônia', '16362-6', '62', 'µmol/L', '↑', '16 a 60'),
        ('Glicose', 'Glicose', '2345-7', '97', 'mg/dL', '', '70 a 99'),
        ('Amilase', 'Amilase', '1798-8', '92', 'U/L', '', '28 a 100'),
        ('AST (TGO)', 'AST', '1920-8', '31', 'U/L', '', 'até 40'),
        ('ALT (TGP)', 'ALT', '1742-6', '44', 'U/L', '(H)', 'até 41'),
        ('Gama-GT', 'Gama-glutamiltransferase', '2324-2', '68', 'U/L', '↑', '10 a 60'),
        ('Fosfatase alcalina', 'Fosfatase alcalina', '6768-6', '84', 'U/L', '', '40 a 129'),
        ('Bilirrubina total', 'Bilirrubina total', '1975-2', '0,6', 'mg/dL', '', '0,2 a 1,2')]),
    ('LIPÍDIOS (soro, jejum de 12 h)', [
        ('Colesterol total', 'Colesterol total', '2093-3', '221', 'mg/dL', '↑', 'desejável inferior a 190'),
        ('HDL-colesterol', 'HDL-colesterol', '2085-9', '38', 'mg/dL', '↓', 'superior a 40'),
        ('Triglicerídeos', 'Triglicerídeos', '2571-8', '236', 'mg/dL', '↑', 'inferior a 150'),
        ('LDL-colesterol (calculado)', 'LDL-colesterol', '13457-7', f(friedewald(221, 38, 236), 0), 'mg/dL', '↑', 'inferior a 130')]),
    ('TIREOIDE (soro)', [
        ('TSH', 'TSH', '3016-3', '7,84', 'mUI/L', '(H)', '0,27 a 4,20'),
        ('T4 livre', 'T4 livre', '3024-7', '0,86', 'ng/dL', '', '0,93 a 1,70'),
        ('Anti-TPO', 'Anticorpos anti-tireoperoxidase', '8099-4', '12', 'UI/mL', '', 'inferior a 34')]),
    ('HEMOGRAMA (sangue total EDTA)', [
        ('Hemoglobina', 'Hemoglobina', '718-7', '14,6', 'g/dL', '', '13,5 a 17,5'),
        ('Hematócrito', 'Hematócrito', '4544-3', '43,8', '%', '', '40,0 a 52,0'),
        ('VCM', 'VCM', '787-2', '93,2', 'fL', '', '80,0 a 100,0'),
        ('Leucócitos', 'Leucócitos', '6690-2', '11,2', 'x10³/µL', '↑', '4,0 a 10,0'),
        ('Neutrófilos', 'Neutrófilos', '751-8', '8,1', 'x10³/µL', '↑', '1,8 a 7,0'),
        ('Linfócitos', 'Linfócitos', '731-0', '2,3', 'x10³/µL', '', '1,0 a 4,0'),
        ('Plaquetas', 'Plaquetas', '777-3', '132', 'x10³/µL', '(L)', '150 a 450')]),
]


def build():
    st = style(base=dict(font='sans', size=8), th=dict(b=True, size=7.5, color='#ffffff', bg='#3b4a6b'),
               sec=dict(b=True, bg='#dde3ee'), lab=dict(size=13, b=True, color='#3b4a6b'), val=dict(b=True), flag=dict(b=True, color='#b00000'))
    rep = Report('e07', 'Laboratório Santa Luzia do Oeste', '2025-10-06', st, title='Laudo')
    rep.header = lambda pn, n: [
        Lines([L('LABORATÓRIO SANTA LUZIA DO OESTE', sty='lab'),
               L('Rua Coronel Gurgel, 455 - Centro - Mossoró/RN - (84) 3316-2290 - CNES 7031114', sty='small')]),
        Rule(lw=0.6, color='#3b4a6b', mt=1, mb=1.5),
        Table([26, 76, 30, 54], [
            ['Paciente:', C('FRANCISCO DE ASSIS NOGUEIRA FILHO', sty='b'), 'Data de coleta:', C('06/10/2025 07:05', sty='b')],
            ['Nascimento:', '11/01/1984 (41 anos) - M', 'Recebido em:', '06/10/2025 07:31'],
            ['Médico:', 'Dra. Sônia Rebouças - CRM-RN 4470 (CAPS II)', 'Emissão:', '07/10/2025 11:48'],
        ], border='none', padv=0.2, mb=2)]
    rep.footer = page_footer(['Legenda: ↑ / (H) acima da referência; ↓ / (L) abaixo da referência; * ver nota 1.',
                              'Bioquímico responsável: Dr. Tarcísio Holanda Maia - CRF-RN 1.733'])
    rows = []
    for sec, lst in SPEC:
        rows.append(Sec(sec))
        for t in lst:
            nm, an, code, vt, u, flag, ref = t[:7]
            alts = t[7] if len(t) > 7 else ()
            r = rep.R(nm, an, code, vt, u, alts=alts)
            cell = C(S(r.V, sty='val'), S(flag, sty='flag'), align='R') if flag else C(S(r.V, sty='val'), align='R')
            rows.append([nm, cell, r.U, ref])
    rep.page(
        Table([66, 28, 30, 62], rows, cols=['Exame', 'Resultado', 'Unidade', 'Valores de referência'], border='h', padv=0.55,
              aligns=['L', 'R', 'L', 'L'], mb=2),
        Lines([L('Notas:', sty='b'),
               L('* 1. Creatinina confirmada em segunda dosagem na mesma amostra.', sty='small'),
               L('Lítio: coleta 12 h após a última dose (vale). Níveis acima de 1,5 mmol/L associam-se a toxicidade; valor comunicado', sty='small'),
               L('ao médico assistente em 06/10/2025 10:15. LDL calculado pela fórmula de Friedewald.', sty='small')]),
    )
    return rep
