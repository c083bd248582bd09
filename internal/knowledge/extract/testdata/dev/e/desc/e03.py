"""e03 - Hospital Universitário do Vale do Pardo, Ribeirão Preto/SP: clinical chemistry printed in
conventional units AND in SI units side by side (two result columns, each value with its unit),
with both reference intervals. Every analyte therefore gives two gold results (mass and molar codes).
46-year-old woman, follow-up of treated hypothyroidism and mild dyslipidaemia; all near normal."""
from lib import *

# name, analyte, conv code, conv value, conv unit, SI code, SI value, SI unit, ref conv, ref SI
ROWS = [
    ('Glicose', 'Glicose', '2345-7', '98', 'mg/dL', '14749-6', '5,44', 'mmol/L', '70 - 99', '3,9 - 5,5'),
    ('Ureia', 'Ureia', '3091-6', '31', 'mg/dL', '22664-7', '5,16', 'mmol/L', '15 - 40', '2,5 - 6,7'),
    ('Creatinina', 'Creatinina', '2160-0', '0,84', 'mg/dL', '14682-9', '74', 'µmol/L', '0,50 - 0,90', '44 - 80'),
    ('Ácido úrico', 'Ácido úrico', '3084-1', '4,9', 'mg/dL', '14933-6', '291', 'µmol/L', '2,4 - 5,7', '143 - 339'),
    ('Colesterol total', 'Colesterol total', '2093-3', '188', 'mg/dL', '14647-2', '4,86', 'mmol/L', '< 190', '< 4,91'),
    ('HDL-colesterol', 'HDL-colesterol', '2085-9', '57', 'mg/dL', '14646-4', '1,47', 'mmol/L', '> 40', '> 1,03'),
    ('Triglicerídeos', 'Triglicerídeos', '2571-8', '112', 'mg/dL', '14927-8', '1,26', 'mmol/L', '< 150', '< 1,69'),
    ('LDL-colesterol (Friedewald)', 'LDL-colesterol', '13457-7', '109', 'mg/dL', '39469-2', '2,81', 'mmol/L', '< 130', '< 3,36'),
    ('Cálcio total', 'Cálcio', '17861-6', '9,4', 'mg/dL', '2000-8', '2,35', 'mmol/L', '8,6 - 10,3', '2,15 - 2,57'),
    ('Magnésio', 'Magnésio', '19123-9', '2,0', 'mg/dL', '2601-3', '0,82', 'mmol/L', '1,6 - 2,6', '0,66 - 1,07'),
    ('Fósforo inorgânico', 'Fósforo', '2777-1', '3,6', 'mg/dL', '14879-1', '1,16', 'mmol/L', '2,5 - 4,5', '0,81 - 1,45'),
    ('Bilirrubina total', 'Bilirrubina total', '1975-2', '0,7', 'mg/dL', '14631-6', '12', 'µmol/L', '0,2 - 1,2', '3 - 21'),
    ('Ferro sérico', 'Ferro', '2498-4', '92', 'µg/dL', '14798-3', '16,5', 'µmol/L', '50 - 170', '9,0 - 30,4'),
    ('Vitamina B12', 'Vitamina B12', '2132-9', '412', 'pg/mL', '14685-2', '304', 'pmol/L', '197 - 771', '145 - 569'),
    ('Ácido fólico (folato sérico)', 'Folato', '2284-8', '9,8', 'ng/mL', '14732-2', '22,2', 'nmol/L', '> 3,9', '> 8,8'),
    ('T4 livre', 'T4 livre', '3024-7', '1,21', 'ng/dL', '14920-3', '15,6', 'pmol/L', '0,70 - 1,48', '9,0 - 19,0'),
    ('Cortisol (coleta às 8 h)', 'Cortisol', '2143-6', '14,2', 'µg/dL', '14675-3', '392', 'nmol/L', '6,2 - 19,4', '171 - 536'),
]


def build():
    st = style(base=dict(font='sans', size=8), th=dict(b=True, size=7.5, bg='#e8eef3'),
               hu=dict(size=12.5, b=True), sub=dict(size=8, color='#333333'), si=dict(color='#0b3d62'))
    rep = Report('e03', 'Hospital Universitário do Vale do Pardo - Divisão de Laboratório Clínico', '2025-08-19', st,
                 title='Laudo - unidades convencionais e SI')
    rep.header = lambda pn, n: [
        Lines([L('HOSPITAL UNIVERSITÁRIO DO VALE DO PARDO', sty='hu'),
               L('Divisão de Laboratório Clínico - Seção de Bioquímica', sty='sub'),
               L('Rua Tenente Catão Roxo, 1450 - Campus - Ribeirão Preto/SP - CNES 2080911', sty='sub')]),
        Rule(lw=0.4, mt=1, mb=2)]
    rep.footer = page_footer(['Este laboratório emite os resultados nas unidades convencionais e no Sistema Internacional (SI).',
                              'Liberado eletronicamente por Dra. Helena Sabino Vieira - CRBM-1 31877 em 19/08/2025 15:47. Impresso em 20/08/2025 08:12.'])
    rows = []
    for (nm, an, cc, cv, cu, sc, sv, su, rc, rs) in ROWS:
        a = rep.R(nm, an, cc, cv, cu)
        b = rep.R(nm, an, sc, sv, su)
        rows.append([nm, C(a.VU, align='R'), C(S(b.VU, sty='si'), align='R'), C(f'{rc} {cu}', sty='small'), C(f'{rs} {su}', sty='small')])
    rep.page(
        Table([28, 66, 30, 62], [
            ['Paciente', C('LUCIANA APARECIDA MORETTI', sty='b'), 'Registro HC', '4.118.207-3'],
            ['Nascimento', '21/04/1979  (46 anos)  Sexo: feminino', 'Atendimento', 'Ambulatório de Endocrinologia'],
            ['Solicitante', 'Dr. Rogério T. Amaral - CRM-SP 98.114', 'Pedido', '15/08/2025'],
            ['Coleta', C('19/08/2025 07:40 - jejum de 12 h', sty='b'), 'Amostra', 'soro - tubo 25081907391'],
        ], border='box', padv=0.6, mb=3),
        Lines([L('BIOQUÍMICA CLÍNICA - RESULTADOS EM DUAS UNIDADES', sty='h2')], mb=1),
        Table([44, 26, 26, 45, 45], rows,
              cols=['Exame', 'Resultado\n(convencional)', 'Resultado\n(SI)', 'Referência\n(convencional)', 'Referência\n(SI)'],
              border='h', padv=0.9, aligns=['L', 'R', 'R', 'L', 'L'], mb=3),
        Lines([L('Fatores de conversão utilizados (convencional → SI): glicose x 0,0555; ureia x 0,1665; creatinina x 88,4;', sty='small'),
               L('ácido úrico x 59,48; colesterol x 0,02586; triglicerídeos x 0,01129; cálcio x 0,2495; magnésio x 0,4114;', sty='small'),
               L('fósforo x 0,3229; bilirrubina x 17,1; ferro x 0,1791; B12 x 0,738; folato x 2,266; T4 livre x 12,87; cortisol x 27,59.', sty='small'),
               L('LDL calculado pela fórmula de Friedewald (triglicerídeos inferiores a 400 mg/dL).', sty='small')], mb=2),
        Lines([L('Métodos: enzimático colorimétrico (glicose, colesterol, triglicerídeos, ácido úrico), cinético (ureia), Jaffé', sty='small'),
               L('compensado (creatinina), colorimétrico (cálcio, magnésio, fósforo, bilirrubina, ferro), quimioluminescência', sty='small'),
               L('(B12, folato, T4 livre, cortisol). Analisadores Cobas c503 / e801.', sty='small')]),
    )
    return rep
