"""b11 - small private lab, Cruzeiro do Sul/AC, paediatric blood count with
manual differential (myelocytes ... atypical lymphocytes), old-style units
(g%, milhões/mm³, mil/mm³), AGE-SPECIFIC multi-line references, and
reticulocytes, ESR in mm/h, serum iron and ferritin."""
from lib import Report, Lines, L, S, Rule, Space, Table, C, Sec, Row, Box

D = '2025-02-03'


def build():
    rep = Report('b11', 'Laboratório Santa Clara de Análises Clínicas (Cruzeiro do Sul/AC)', D,
                 {'base': dict(font='sans', size=8.8, lh=1.27),
                  'lab': dict(size=13, b=True, i=True, color='#2d4f1e'),
                  'sub': dict(size=7.8),
                  'k': dict(b=True),
                  'title': dict(size=11, b=True, align='C'),
                  'cap': dict(size=9.2, b=True),
                  'td': dict(size=8.6),
                  'th': dict(size=8, b=True, bg='#e8efe3'),
                  'val': dict(b=True),
                  'ref': dict(size=7.5),
                  'small': dict(size=7.3)},
                 margins=(10, 12, 9, 12), title='Lab. Santa Clara - Hemograma')
    R = rep.R

    head = [
        Table([110, 76], [[
            C(S('Laboratório Santa Clara', sty='lab'), '\n', S('Análises Clínicas · desde 1989', sty='sub'), '\n',
              S('Av. Mâncio Lima, 618 – Centro – Cruzeiro do Sul/AC · (68) 3322-4051', sty='sub')),
            C(S('Data da coleta: ', sty='k'), '03/02/2025   Hora: 08:10', '\n', S('Data de entrega: ', sty='k'), '05/02/2025', '\n',
              S('Nº: ', sty='k'), '7.118', align='R')]], border='none', padv=0, padh=0),
        Rule(0.5, 'solid', 1.2, 1.2, color='#2d4f1e'),
        Table([26, 90, 20, 50], [
            [S('Paciente:', sty='k'), 'ANA BEATRIZ NOGUEIRA DA SILVA', S('D.N.:', sty='k'), '12/10/2020'],
            [S('Idade:', sty='k'), '4 anos e 3 meses   Sexo: Feminino', S('Médico:', sty='k'), 'Dr. Saulo Maia'],
            [S('Responsável:', sty='k'), 'Francisca Nogueira da Silva (mãe)', S('Conv.:', sty='k'), 'SUS / Pediatria'],
        ], sty='td', border='none', padv=0.25, padh=0.5),
        Rule(0.3, 'solid', 1, 2, color='#2d4f1e'),
        Lines([L('HEMOGRAMA COMPLETO', sty='title'),
               L('Material: sangue total (EDTA) · Contagem automatizada, diferencial e morfologia por microscopia', sty='small', align='C')], mb=2),
    ]

    # ---- eritrograma with age-specific references
    er = []
    for name, an, lo, alts, vt, unit, ref in [
        ('Hemácias', 'Erythrocytes', '789-8', [], '4,62', 'milhões/mm³', '1 a 2 anos: 3,70 a 5,30\n2 a 6 anos: 3,90 a 5,30\n6 a 12 anos: 4,00 a 5,20'),
        ('Hemoglobina', 'Hemoglobin', '718-7', [], '10,9', 'g%', '1 a 2 anos: 10,5 a 13,5\n2 a 6 anos: 11,5 a 13,5\n6 a 12 anos: 11,5 a 15,5'),
        ('Hematócrito', 'Hematocrit', '4544-3', ['20570-8'], '33,8', '%', '2 a 6 anos: 34,0 a 40,0\n6 a 12 anos: 35,0 a 45,0'),
        ('V.C.M.', 'MCV', '787-2', [], '73,2', 'fL', '2 a 6 anos: 75,0 a 87,0\n6 a 12 anos: 77,0 a 95,0'),
        ('H.C.M.', 'MCH', '785-6', [], '23,6', 'pg', '2 a 6 anos: 24,0 a 30,0\n6 a 12 anos: 25,0 a 33,0'),
        ('C.H.C.M.', 'MCHC', '786-4', [], '32,2', '%', '31,0 a 37,0'),
        ('R.D.W.', 'RDW', '788-0', [], '16,2', '%', '11,5 a 15,0'),
    ]:
        r = R(name, an, lo, vt, unit, alts)
        er.append([name, C(r.V, sty='val', align='R'), r.U, C(ref, sty='ref')])
    t_er = Table([42, 24, 30, 90], er, cols=['ERITROGRAMA', 'Resultado', 'Unidade', 'Valores de referência por idade'],
                 sty='td', hsty='th', border='h', aligns=['L', 'R', 'L', 'L'], padv=0.5)

    # ---- leucograma
    wbc = R('Leucócitos', 'Leukocytes', '6690-2', '12.400', '/mm³')
    lr = [Row(['Leucócitos totais', '', C(wbc.V, ' ', wbc.U, sty='val', align='R'), C('2 a 6 anos: 5.000 a 15.500 /mm³', sty='ref')])]
    for name, pct, ab, refp, an, lp, lpa, la, laa in [
        ('Mielócitos', '0', '0', '0', 'Myelocytes', '26498-6', ['749-2'], '748-4', []),
        ('Metamielócitos', '0', '0', '0', 'Metamyelocytes', '28541-1', ['740-1'], '30433-7', ['739-3']),
        ('Bastonetes', '1', '124', '0 a 5 %  ·  0 a 750 /mm³', 'Band neutrophils', '764-1', ['26508-2'], '26507-4', ['763-3']),
        ('Segmentados', '32', '3.968', '25 a 60 %  ·  1.500 a 8.500 /mm³', 'Segmented neutrophils', '769-0', ['26511-6'], '768-2', ['26499-4']),
        ('Eosinófilos', '14', '1.736', '1 a 5 %  ·  50 a 700 /mm³', 'Eosinophils', '713-8', ['26450-7'], '711-2', ['26449-9']),
        ('Basófilos', '1', '124', '0 a 1 %  ·  0 a 150 /mm³', 'Basophils', '706-2', ['30180-4'], '704-7', ['26444-0']),
        ('Linfócitos típicos', '44', '5.456', '35 a 65 %  ·  2.000 a 8.000 /mm³', 'Lymphocytes', '736-9', ['26478-8'], '731-0', ['26474-7']),
        ('Linfócitos atípicos', '2', '248', '0 %', 'Variant (atypical) lymphocytes', '735-1', ['13046-8'], '26477-0', []),
        ('Monócitos', '6', '744', '2 a 10 %  ·  100 a 1.000 /mm³', 'Monocytes', '5905-5', ['26485-3'], '742-7', ['26484-6']),
    ]:
        rp = R(name, an + ' (%)', lp, pct, '%', lpa)
        ra = R(name, an + ' (absolute)', la, ab, '/mm³', laa)
        lr.append([name, C(rp.V, align='R'), C(ra.V, sty='val', align='R'), C(refp, sty='ref')])
    t_le = Table([42, 24, 30, 90], lr, cols=['LEUCOGRAMA', '%', '/mm³', 'Valores de referência (2 a 6 anos)'],
                 sty='td', hsty='th', border='h', aligns=['L', 'R', 'R', 'L'], padv=0.5)

    plq = R('Plaquetas', 'Platelets', '777-3', '312', 'mil/mm³', ['26515-7'])
    t_pl = Table([42, 24, 30, 90], [['Plaquetas', C(plq.V, sty='val', align='R'), plq.U, C('150 a 450 mil/mm³', sty='ref')]],
                 cols=['PLAQUETOGRAMA', 'Resultado', 'Unidade', 'Valores de referência'], sty='td', hsty='th', border='h',
                 aligns=['L', 'R', 'L', 'L'], padv=0.5)
    morf = Lines([L('Morfologia: hipocromia (+), microcitose (+), anisocitose discreta. Eosinofilia relativa e absoluta. Plaquetas normais.', sty='small'),
                  L('Sugere-se pesquisa de parasitoses intestinais e avaliação do perfil de ferro.', sty='small')], mt=1)

    # ---- other exams
    ot = []
    for name, an, lo, alts, vt, unit, ref in [
        ('Reticulócitos', 'Reticulocytes (%)', '4679-7', ['17849-1'], '1,2', '%', '0,5 a 2,0 %'),
        ('V.H.S. (Westergren)', 'Erythrocyte sedimentation rate', '4537-7', ['30341-2'], '18', 'mm/h', 'Crianças: até 10 mm/h'),
        ('Ferro sérico', 'Iron', '2498-4', [], '42', 'µg/dL', '1 a 6 anos: 50 a 120 µg/dL'),
        ('Ferritina', 'Ferritin', '2276-4', [], '14,2', 'ng/mL', '1 a 5 anos: 12 a 140 ng/mL'),
    ]:
        r = R(name, an, lo, vt, unit, alts)
        ot.append([name, C(r.V, sty='val', align='R'), r.U, C(ref, sty='ref')])
    t_ot = Table([42, 24, 30, 90], ot, cols=['OUTROS EXAMES', 'Resultado', 'Unidade', 'Valores de referência'],
                 sty='td', hsty='th', border='h', aligns=['L', 'R', 'L', 'L'], padv=0.5)
    foot = [Rule(0.3, 'solid', 0, 1, color='#2d4f1e'),
            Lines([L('Conferido por: Dra. Maria Auxiliadora F. Cameli – Bioquímica – CRF-AC 0311 · Liberado em 04/02/2025 17:20', sty='small'),
                   L('Sistema LabPlus 2.3 (licença 2009) · Página 1 de 1', sty='small', align='R')])]
    rep.page(*head, t_er, Space(2.5), t_le, Space(2.5), t_pl, morf, Space(2.5), t_ot)
    rep.footer = lambda pn, n: foot
    return rep
