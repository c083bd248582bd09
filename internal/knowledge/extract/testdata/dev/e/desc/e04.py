"""e04 - Laboratório Tibagi de Análises Clínicas, Londrina/PR: monoclonal-gammopathy work-up.
Serum protein electrophoresis as a fraction table with TWO value columns (% and g/dL, the unit only in
the column header) and an M-spike line; then one block per exam where the result stands on its own
line BELOW the exam name ("Resultado: 3.820 mg/dL"), after "Material:" and "Método:" lines, followed by
a multi-line reference block. 71-year-old man: IgG-kappa M-protein 2,86 g/dL, suppressed IgA/IgM,
kappa/lambda ratio 19, anaemia, hypercalcaemia, reduced eGFR, raised beta-2-microglobulin."""
from lib import *

TP = 8.9
FR = [('Albumina', 'Albumina (eletroforese)', '13980-8', '2862-1', 38.2, '55,8 a 66,1', '4,02 a 4,76'),
      ('Alfa-1 globulina', 'Alfa-1 globulina', '13978-2', '2865-4', 3.6, '2,9 a 4,9', '0,21 a 0,35'),
      ('Alfa-2 globulina', 'Alfa-2 globulina', '13981-6', '2868-8', 8.9, '7,1 a 11,8', '0,51 a 0,85'),
      ('Beta globulina', 'Beta globulina', '13982-4', '2871-2', 9.4, '8,4 a 13,1', '0,60 a 0,94'),
      ('Gama globulina', 'Gama globulina', '13983-2', '2874-6', 39.9, '11,1 a 18,8', '0,80 a 1,35')]


def block(rep, title, an, code, vt, unit, mat, met, refs, alts=(), label='Resultado:'):
    r = rep.R(title, an, code, vt, unit, alts=alts)
    lines = [L(title, sty='ex'), L(f'Material: {mat}', sty='small'), L(f'Método: {met}', sty='small'),
             L(S(label + ' ', sty='b'), S(r.VU, sty='res')), L('Valores de referência:', sty='small')]
    lines += [L('   ' + x, sty='small') for x in refs]
    return Lines(lines, mb=2.2)


def build():
    st = style(base=dict(font='serif', size=8.5), th=dict(b=True, size=8, bg='#efe9df'), ex=dict(b=True, size=9.5),
               res=dict(b=True, size=9.5), labn=dict(size=14, b=True, color='#5a3b12'), sub=dict(size=8, i=True))
    rep = Report('e04', 'Laboratório Tibagi de Análises Clínicas', '2025-09-23', st, title='Laudo - investigação de gamopatia')
    rep.header = lambda pn, n: [
        Lines([L('Laboratório Tibagi', sty='labn'), L('de Análises Clínicas', sty='sub'),
               L('Rua Pernambuco, 812 - Centro - Londrina/PR - (43) 3324-1188 - CRF-PR 10.447', sty='small')]),
        Rule(lw=0.3, style='double', mt=1, mb=1.5),
        Table([22, 80, 26, 58], [
            ['Paciente:', C('Waldemar Kowalski Neto', sty='b'), 'Código:', '225-0923-0071'],
            ['Nascido em:', '30/07/1954 (71 anos) - masc.', 'Coletado em:', C('23/09/2025 08:05', sty='b')],
            ['Médico:', 'Dra. Irene Watanabe - CRM-PR 22.318', 'Emitido em:', '26/09/2025 17:20'],
        ], border='none', padv=0.25, mb=2)]
    rep.footer = page_footer(['Responsável técnico: Dr. Paulo Estevão Grzybowski - CRF-PR 10.447 - Assinatura digital ICP-Brasil.'])
    tp = rep.R('Proteínas totais', 'Proteínas totais', '2885-2', f(TP, 1), 'g/dL')
    rows = []
    gs = []
    for nm, an, cp, cm, pc, rp, rm in FR:
        a = rep.R(nm, an + ' (%)', cp, f(pc, 1), '%')
        g = TP * pc / 100
        gs.append(g)
        b = rep.R(nm, an, cm, f(g, 2), 'g/dL')
        rows.append([nm, C(a.V, align='R'), C(b.V, align='R'), rp, rm])
    ag = gs[0] / (TP - gs[0])
    agr = rep.R('Relação A/G', 'Relação albumina/globulina', '1759-0', f(ag, 2), '')
    mp = rep.R('Pico monoclonal (região gama)', 'Proteína monoclonal', '33358-3', '2,86', 'g/dL')
    p1 = [
        Lines([L('ELETROFORESE DE PROTEÍNAS SÉRICAS', sty='ex'),
               L('Material: soro    Método: eletroforese capilar (Capillarys 3)', sty='small'),
               L(S('Proteínas totais: ', sty='b'), tp.VU, '   (referência: 6,4 a 8,3 g/dL; método biureto)')], mb=1),
        Table([46, 24, 24, 46, 46], rows, cols=['Fração', '%', 'g/dL', 'Referência (%)', 'Referência (g/dL)'],
              border='h', aligns=['L', 'R', 'R', 'C', 'C'], padv=0.8, mb=1),
        Lines([L(S('Relação A/G: ', sty='b'), agr.V, '   (referência: 1,10 a 2,10)'),
               L(S('Pico monoclonal (região gama): ', sty='b'), mp.VU),
               L('Interpretação: banda homogênea em região gama, compatível com componente monoclonal. Imunofixação sérica', sty='small'),
               L('encaminhada ao laboratório de apoio; o laudo será emitido em separado.', sty='small')], mb=3),
        block(rep, 'Imunoglobulina G (IgG)', 'Imunoglobulina G', '2465-3', '3.820', 'mg/dL', 'soro', 'nefelometria',
              ['Adultos: 700 a 1.600 mg/dL']),
        block(rep, 'Imunoglobulina A (IgA)', 'Imunoglobulina A', '2458-8', '48', 'mg/dL', 'soro', 'nefelometria',
              ['Adultos: 70 a 400 mg/dL']),
        block(rep, 'Imunoglobulina M (IgM)', 'Imunoglobulina M', '2472-9', '21', 'mg/dL', 'soro', 'nefelometria',
              ['Adultos: 40 a 230 mg/dL']),
        block(rep, 'Cadeias leves livres kappa', 'Cadeia leve livre kappa', '36916-5', '186,4', 'mg/L', 'soro',
              'imunoturbidimetria (Freelite)', ['3,3 a 19,4 mg/L']),
        block(rep, 'Cadeias leves livres lambda', 'Cadeia leve livre lambda', '33944-0', '9,8', 'mg/L', 'soro',
              'imunoturbidimetria (Freelite)', ['5,7 a 26,3 mg/L']),
    ]
    kl = rep.R('Relação kappa/lambda', 'Relação kappa/lambda livres', '48378-4', f(186.4 / 9.8, 2), '')
    p1.append(Lines([L('Relação kappa/lambda', sty='ex'), L('Material: soro', sty='small'), L('Método: cálculo', sty='small'),
                     L(S('Resultado: ', sty='b'), S(kl.V, sty='res')), L('Valores de referência:', sty='small'),
                     L('   0,26 a 1,65 (função renal normal)', sty='small'), L('   0,37 a 3,10 (doença renal crônica)', sty='small')], mb=2))
    cr = 1.42
    p2 = [
        block(rep, 'Beta-2 microglobulina', 'Beta-2 microglobulina', '1952-1', '4,6', 'mg/L', 'soro', 'quimioluminescência',
              ['0,8 a 2,2 mg/L', 'Estadiamento ISS: estádio II entre 3,5 e 5,5 mg/L']),
        block(rep, 'Cálcio total', 'Cálcio', '17861-6', '10,8', 'mg/dL', 'soro', 'colorimétrico (arsenazo III)',
              ['8,6 a 10,3 mg/dL']),
        block(rep, 'Creatinina', 'Creatinina', '2160-0', '1,42', 'mg/dL', 'soro', 'Jaffé cinético compensado',
              ['Homens: 0,70 a 1,20 mg/dL', 'Mulheres: 0,50 a 0,90 mg/dL']),
        block(rep, 'Taxa de filtração glomerular estimada', 'TFG estimada (CKD-EPI 2021)', '98979-8', f(egfr(cr, 71, False), 0),
              'mL/min/1,73 m²', 'soro', 'cálculo CKD-EPI 2021 (creatinina, idade e sexo)',
              ['Superior a 60 mL/min/1,73 m²', 'Entre 45 e 59: redução leve a moderada (G3a)'], alts=('62238-1',)),
        block(rep, 'Ureia', 'Ureia', '3091-6', '52', 'mg/dL', 'soro', 'cinético UV (urease)', ['15 a 40 mg/dL']),
        block(rep, 'Ácido úrico', 'Ácido úrico', '3084-1', '7,1', 'mg/dL', 'soro', 'enzimático (uricase)', ['Homens: 3,4 a 7,0 mg/dL']),
        block(rep, 'Desidrogenase láctica (LDH)', 'Desidrogenase láctica', '2532-0', '214', 'U/L', 'soro', 'cinético UV (lactato-piruvato)',
              ['135 a 225 U/L'], alts=('14804-9',)),
        block(rep, 'Complemento C3', 'Complemento C3', '4485-9', '102', 'mg/dL', 'soro', 'nefelometria', ['90 a 180 mg/dL']),
        block(rep, 'Complemento C4', 'Complemento C4', '4498-2', '24', 'mg/dL', 'soro', 'nefelometria', ['10 a 40 mg/dL']),
        block(rep, 'Hemoglobina', 'Hemoglobina', '718-7', '10,4', 'g/dL', 'sangue total (EDTA)', 'citometria de fluxo (hemograma)',
              ['Homens: 13,5 a 17,5 g/dL']),
        block(rep, 'Leucócitos', 'Leucócitos', '6690-2', '5.480', '/mm³', 'sangue total (EDTA)', 'citometria de fluxo',
              ['3.500 a 10.500 /mm³']),
        block(rep, 'Plaquetas', 'Plaquetas', '777-3', '168.000', '/mm³', 'sangue total (EDTA)', 'impedância', ['150.000 a 450.000 /mm³']),
        block(rep, 'Velocidade de hemossedimentação (VHS)', 'VHS', '4537-7', '88', 'mm/1ª hora', 'sangue total (EDTA)', 'Westergren modificado',
              ['Homens acima de 50 anos: até 20 mm/1ª hora'], alts=('30341-2',)),
    ]
    rep.page(*p1)
    rep.page(*p2[:7])
    rep.page(*p2[7:], Lines([L('Observação: hipercalcemia, anemia e redução da função renal em associação com componente monoclonal;', sty='small'),
                             L('correlacionar com quadro clínico, imunofixação e mielograma.', sty='small')], mt=2))
    return rep
